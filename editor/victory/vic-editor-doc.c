/* vic-editor-doc.c: the Victory document: files, undo and redo, problems
 * (see vic-editor-doc.h; the tools are in vic-editor-tools.c). */
#include "config.h"

#include "vic-editor-doc-private.h"
#include "vic-layout.h"
#include "vic-scenario.h"
#include "vik-file-io.h"

#include <glib/gi18n-lib.h>
#include <stddef.h>
#include <string.h>

/* The groups a map writes (vic_map_save_keyfile). */
static const char *const map_groups[] = { "Map", "Terrain", "Tiles", "Cities", "Towns", "Features", "Sides" };

VicMap *
vic_editor_map_copy (const VicMap *map)
{
  VicMap *copy = g_memdup2 (map, sizeof *map);

  copy->ref_count = 1;
  return copy;
}

static gboolean
maps_equal (const VicMap *a, const VicMap *b)
{
  gsize from = offsetof (VicMap, name);
  return memcmp ((const char *) a + from, (const char *) b + from, sizeof *a - from) == 0;
}

static void
snapshot_free (VicSnapshot *s)
{
  vic_map_unref (s->map);
  g_free (s->scenario);
  g_free (s);
}

static char *
scenario_text (const VicEditorDoc *doc)
{
  return doc->scenario != NULL ? g_key_file_to_data (doc->scenario, NULL, NULL) : NULL;
}

/* The scenario's key file from its text (comments kept), NULL for none. */
static GKeyFile *
scenario_from_text (const char *text)
{
  GKeyFile *kf;

  if (text == NULL)
    return NULL;
  kf = g_key_file_new ();
  g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_KEEP_COMMENTS | G_KEY_FILE_KEEP_TRANSLATIONS, NULL);
  return kf;
}

static VicEditorDoc *
doc_new (VicMap *map)
{
  VicEditorDoc *doc = g_new0 (VicEditorDoc, 1);

  doc->map = map;
  doc->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  doc->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  doc->next_serial = 1;
  return doc;
}

VicEditorDoc *
vic_editor_doc_new (int columns, int rows)
{
  VicMap *map = vic_map_new (CLAMP (columns, 1, VIC_MAX_COLUMNS), CLAMP (rows, 1, VIC_MAX_ROWS));

  g_strlcpy (map->name, _("New map"), sizeof map->name);
  return doc_new (map);
}

VicEditorDoc *
vic_editor_doc_new_tile (void)
{
  VicMap *map = vic_map_new (13, 10);

  for (int c = 1; c < 13; c += 2)
    vic_map_remove_hex (map, c, 9);
  for (int h = 0; h < map->n_hexes; h++)
    {
      int c = map->column[h], r = map->row[h];
      if (c == 0 || c == 12 || (c % 2 == 0 && (r == 0 || r == 9)))
        map->features[h] |= VIC_HEX_HALF;
    }
  /* The rectangle's sides towards the removed hexes kept their terrain. */
  for (int h = 0; h < map->n_hexes; h++)
    for (int d = 0; d < VIK_N_DIRS; d++)
      if (map->neighbors[h][d] == VIC_NO_HEX)
        map->sides[h][d] = 0;
  g_strlcpy (map->name, _("New map tile"), sizeof map->name);
  g_strlcpy (map->tile_names[0], _("New map tile"), VIC_NAME_MAX);
  vic_map_finish (map);
  return doc_new (map);
}

void
vic_editor_doc_free (VicEditorDoc *doc)
{
  if (doc == NULL)
    return;
  vic_map_unref (doc->map);
  g_clear_pointer (&doc->scenario, g_key_file_unref);
  g_free (doc->map_file);
  g_ptr_array_unref (doc->undo);
  g_ptr_array_unref (doc->redo);
  g_free (doc);
}

const VicMap *vic_editor_doc_get_map (const VicEditorDoc *doc) { return doc->map; }
gboolean vic_editor_doc_is_scenario (const VicEditorDoc *doc) { return doc->scenario != NULL; }
GKeyFile *vic_editor_doc_get_scenario (const VicEditorDoc *doc) { return doc->scenario; }

VicEditorDoc *
vic_editor_doc_open (const char *path, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *data = NULL;
  GError *local = NULL;
  VicEditorDoc *doc;
  gsize len;

  if (!vik_file_read_bounded (path, VIC_MAP_MAX_FILE_BYTES, &data, &len, error))
    return NULL;
  if (!g_key_file_load_from_data (kf, data, len, G_KEY_FILE_KEEP_COMMENTS | G_KEY_FILE_KEEP_TRANSLATIONS, &local))
    {
      g_set_error (error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID, "%s: %s", path, local->message);
      g_error_free (local);
      return NULL;
    }
  if (!g_key_file_has_group (kf, "Scenario"))
    {
      VicMap *map = vic_map_load_keyfile (kf, path, error);
      return map != NULL ? doc_new (map) : NULL;
    }
  {
    /* A scenario: read whole (its map too, wherever it is) to refuse what would not play. */
    VicScenario sc = { 0 };
    g_autofree char *map_id = g_key_file_get_string (kf, "Scenario", "Map", NULL);

    if (!vic_scenario_load_file (path, &sc, error))
      {
        vic_scenario_clear (&sc);
        return NULL;
      }
    doc = doc_new (vic_editor_map_copy (sc.map));
    vic_scenario_clear (&sc);
    if (map_id != NULL && g_str_has_suffix (map_id, ".vicmap"))
      doc->map_file = g_steal_pointer (&map_id);
    doc->scenario = g_key_file_ref (kf);
    return doc;
  }
}

static gboolean
write_keyfile (GKeyFile *kf, const char *path, GError **error)
{
  gsize len;
  g_autofree char *text = g_key_file_to_data (kf, &len, NULL);
  return vik_file_write_atomic (path, text, len, error);
}

static gboolean
save_map (const VicMap *map, const char *path, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();

  g_key_file_set_string (kf, "Game", "Game", "victory");
  vic_map_save_keyfile (map, kf);
  return write_keyfile (kf, path, error);
}

gboolean
vic_editor_doc_save (VicEditorDoc *doc, const char *path, GError **error)
{
  g_autoptr(GKeyFile) kf = NULL;
  g_autofree char *text = NULL;
  gsize len;

  if (doc->scenario == NULL || g_str_has_suffix (path, ".vicmap"))
    {
      if (!save_map (doc->map, path, error))
        return FALSE;
      doc->saved_serial = doc->serial;
      return TRUE;
    }
  /* A copy of the scenario's groups (comments kept), then the map. */
  text = g_key_file_to_data (doc->scenario, &len, NULL);
  kf = g_key_file_new ();
  if (!g_key_file_load_from_data (kf, text, len, G_KEY_FILE_KEEP_COMMENTS | G_KEY_FILE_KEEP_TRANSLATIONS, error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (map_groups); i++)
    g_key_file_remove_group (kf, map_groups[i], NULL);
  if (doc->map_file != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *map_path = g_build_filename (dir, doc->map_file, NULL);
      if (!save_map (doc->map, map_path, error))
        return FALSE;
    }
  else
    {
      /* A built-in map or an embedded one: embedded from now on. */
      g_key_file_remove_key (kf, "Scenario", "Map", NULL);
      vic_map_save_keyfile (doc->map, kf);
    }
  if (!write_keyfile (kf, path, error))
    return FALSE;
  doc->saved_serial = doc->serial;
  return TRUE;
}

/* ---------------------------------------------------------------- steps */

VicSnapshot *
vic_editor_doc_step_begin (VicEditorDoc *doc)
{
  VicSnapshot *s = g_new0 (VicSnapshot, 1);

  s->map = vic_editor_map_copy (doc->map);
  s->scenario = scenario_text (doc);
  s->serial = doc->serial;
  vic_map_unfinish (doc->map);
  return s;
}

static void
record (VicEditorDoc *doc, VicSnapshot *before)
{
  if (doc->in_stroke && doc->stroke_recorded)
    snapshot_free (before);  /* the stroke's first change holds the state before it */
  else
    g_ptr_array_add (doc->undo, before);
  doc->stroke_recorded = doc->in_stroke;
  g_ptr_array_set_size (doc->redo, 0);
  doc->serial = doc->next_serial++;
}

gboolean
vic_editor_doc_step_end (VicEditorDoc *doc, VicSnapshot *before)
{
  g_autofree char *text = scenario_text (doc);

  vic_map_finish (doc->map);
  if (maps_equal (doc->map, before->map) && g_strcmp0 (text, before->scenario) == 0)
    {
      snapshot_free (before);
      return FALSE;
    }
  record (doc, before);
  return TRUE;
}

void
vic_editor_doc_replace_map (VicEditorDoc *doc, VicMap *map)
{
  VicSnapshot *before = g_new0 (VicSnapshot, 1);

  before->map = doc->map;
  before->scenario = scenario_text (doc);
  before->serial = doc->serial;
  doc->map = map;
  record (doc, before);
}

void
vic_editor_doc_begin_stroke (VicEditorDoc *doc)
{
  doc->in_stroke = TRUE;
  doc->stroke_recorded = FALSE;
}

void
vic_editor_doc_end_stroke (VicEditorDoc *doc)
{
  doc->in_stroke = FALSE;
  doc->stroke_recorded = FALSE;
}

gboolean vic_editor_doc_can_undo (const VicEditorDoc *doc) { return doc->undo->len > 0; }
gboolean vic_editor_doc_can_redo (const VicEditorDoc *doc) { return doc->redo->len > 0; }
gboolean vic_editor_doc_is_modified (const VicEditorDoc *doc) { return doc->serial != doc->saved_serial; }

/* Moves the last snapshot of `from` into the document, the document's state onto `to`. */
static gboolean
swap_step (VicEditorDoc *doc, GPtrArray *from, GPtrArray *to)
{
  VicSnapshot *s, *now;

  if (from->len == 0)
    return FALSE;
  s = g_ptr_array_steal_index (from, from->len - 1);
  now = g_new0 (VicSnapshot, 1);
  now->map = doc->map;
  now->scenario = scenario_text (doc);
  now->serial = doc->serial;
  g_ptr_array_add (to, now);
  doc->map = s->map;
  g_clear_pointer (&doc->scenario, g_key_file_unref);
  doc->scenario = scenario_from_text (s->scenario);
  doc->serial = s->serial;
  g_free (s->scenario);
  g_free (s);
  doc->in_stroke = FALSE;
  doc->stroke_recorded = FALSE;
  return TRUE;
}

gboolean vic_editor_doc_undo (VicEditorDoc *doc) { return swap_step (doc, doc->undo, doc->redo); }
gboolean vic_editor_doc_redo (VicEditorDoc *doc) { return swap_step (doc, doc->redo, doc->undo); }

/* ---------------------------------------------------------------- scenarios */

/* Quick Start's values (10.1) on the map: two players, each on a tile of
 * his own (1.1) when there are two. */
static GKeyFile *
quick_start_keyfile (const VicMap *map)
{
  GKeyFile *kf = g_key_file_new ();

  g_key_file_set_string (kf, "Game", "Game", "victory");
  g_key_file_set_string (kf, "Scenario", "Name", map->name);
  g_key_file_set_string (kf, "Scenario", "Preset", "quick-start");
  g_key_file_set_integer (kf, "Scenario", "Players", 2);
  for (int p = 0; p < 2; p++)
    {
      char group[16];
      g_snprintf (group, sizeof group, "Player%d", p + 1);
      g_key_file_set_string (kf, group, "Tiles", map->n_tiles > 1 ? (p == 0 ? "1" : "2") : "1");
    }
  return kf;
}

void
vic_editor_doc_make_scenario (VicEditorDoc *doc)
{
  VicSnapshot *before;

  if (doc->scenario != NULL)
    return;
  before = vic_editor_doc_step_begin (doc);
  doc->scenario = quick_start_keyfile (doc->map);
  vic_editor_doc_step_end (doc, before);
}

/* The game the scenario (with the document's map) starts, or NULL with the
 * loader's or the engine's error. */
static VicGame *
scenario_game (const VicEditorDoc *doc, GKeyFile *scenario, guint64 seed, int *seats, GError **error)
{
  g_autofree char *text = g_key_file_to_data (scenario, NULL, NULL);
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  VicScenario sc = { 0 };
  VicGame *game = NULL;

  g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_NONE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (map_groups); i++)
    g_key_file_remove_group (kf, map_groups[i], NULL);
  g_key_file_remove_key (kf, "Scenario", "Map", NULL);
  vic_map_save_keyfile (doc->map, kf);
  if (vic_scenario_load_keyfile (kf, _("the scenario"), &sc, error))
    game = vic_scenario_new_game (&sc, seed, error);
  for (int p = 0; seats != NULL && p < VIC_MAX_PLAYERS; p++)
    seats[p] = (int) sc.computer[p] - 1;   /* -1: a person, else the level */
  vic_scenario_clear (&sc);
  return game;
}

/* Would the scenario (with the document's map) load and start a game? */
static gboolean
scenario_plays (const VicEditorDoc *doc, GKeyFile *scenario, GError **error)
{
  VicGame *game = scenario_game (doc, scenario, 1, NULL, error);

  if (game == NULL)
    return FALSE;
  vic_game_free (game);
  return TRUE;
}

VicGame *
vic_editor_doc_new_game (const VicEditorDoc *doc, guint64 seed, GError **error)
{
  return vic_editor_doc_new_game_seated (doc, seed, NULL, error);
}

VicGame *
vic_editor_doc_new_game_seated (const VicEditorDoc *doc, guint64 seed, int *seats, GError **error)
{
  g_autoptr(GPtrArray) problems = vic_editor_doc_problems (doc);
  g_autoptr(GKeyFile) quick_start = NULL;

  if (problems->len > 0)
    {
      g_autoptr(GString) list = g_string_new (NULL);
      for (guint i = 0; i < problems->len; i++)
        g_string_append_printf (list, "%s%s", i > 0 ? "\n" : "",
                                ((const VicMapProblem *) problems->pdata[i])->message);
      g_set_error (error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "The map has %u problem to fix before it can be played:\n%s",
                                "The map has %u problems to fix before it can be played:\n%s",
                                problems->len),
                   problems->len, list->str);
      return NULL;
    }
  if (doc->scenario != NULL)
    return scenario_game (doc, doc->scenario, seed, seats, error);
  quick_start = quick_start_keyfile (doc->map);
  return scenario_game (doc, quick_start, seed, seats, error);
}

gboolean
vic_editor_doc_set_scenario_key (VicEditorDoc *doc, const char *group, const char *key, const char *value,
                                 GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GKeyFile) trial = NULL;
  VicSnapshot *before;

  g_return_val_if_fail (doc->scenario != NULL, FALSE);
  text = scenario_text (doc);
  trial = scenario_from_text (text);
  if (value != NULL && value[0] != '\0')
    g_key_file_set_string (trial, group, key, value);
  else
    g_key_file_remove_key (trial, group, key, NULL);
  if (!scenario_plays (doc, trial, error))
    return FALSE;
  before = vic_editor_doc_step_begin (doc);
  g_key_file_unref (doc->scenario);
  doc->scenario = g_steal_pointer (&trial);
  return vic_editor_doc_step_end (doc, before);
}

GPtrArray *
vic_editor_doc_problems (const VicEditorDoc *doc)
{
  GPtrArray *out = vic_map_problems (doc->map);

  if (doc->map->n_tiles > 1)
    {
      g_autoptr(GPtrArray) seams = vic_layout_seam_problems (doc->map, NULL);
      g_ptr_array_extend_and_steal (out, g_steal_pointer (&seams));
    }
  return out;
}
