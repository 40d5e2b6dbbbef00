/* vic-scenario.c: the scenarios of section 10 (see vic-scenario.h). */
#include "config.h"

#include "vic-scenario.h"
#include "vic-save.h"
#include "vic-commanders.h"
#include "vik-keyfile.h"
#include "vik-file-io.h"
#include "vic-game-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (vic-scenario-error-quark, vic_scenario_error)

static const char *const preset_ids[] = {
  "quick-start", "custom-forces", "sleeping-giant", "two-front-war", "commanders", NULL,
};

const char *const *
vic_scenario_preset_ids (void)
{
  return preset_ids;
}

VicMap *
vic_scenario_builtin_map (const char *id)
{
  if (g_strcmp0 (id, "two-tiles") == 0)
    return vic_map_new_two_tiles ();
  if (g_strcmp0 (id, "three-tiles") == 0)
    return vic_map_new_three_tiles ();
  if (g_strcmp0 (id, "four-tiles") == 0)
    return vic_map_new_four_tiles ();
  return NULL;
}

char *
vic_scenario_bundled_dir (void)
{
  const char *env = g_getenv ("VIKTORY_DATADIR");
  char *installed;

  if (env != NULL && env[0] != '\0')
    return g_build_filename (env, "victory", "scenarios", NULL);
  installed = g_build_filename (PKGDATADIR, "victory", "scenarios", NULL);
#ifdef SOURCE_DATADIR
  /* an uninstalled run: the source tree's */
  if (!g_file_test (installed, G_FILE_TEST_IS_DIR))
    {
      g_free (installed);
      return g_build_filename (SOURCE_DATADIR, "victory", "scenarios", NULL);
    }
#endif
  return installed;
}

/* The bundled layouts' file names by their number of map tiles. */
static const char *const bundled_layouts[] = { NULL, NULL, "two-maps.vicmap", "three-maps.vicmap", "four-maps.vicmap" };

VicMap *
vic_scenario_bundled_layout (int n_tiles, GError **error)
{
  const char *const *files = bundled_layouts;
  g_autofree char *dir = vic_scenario_bundled_dir ();
  g_autofree char *path = NULL, *data = NULL;
  VicMap *map;
  gsize len;

  if (n_tiles < 2 || n_tiles > 4)
    {
      g_set_error (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID, _("No layout of %d maps is bundled"), n_tiles);
      return NULL;
    }
  path = g_build_filename (dir, files[n_tiles], NULL);
  if (!vik_file_read_bounded (path, VIC_MAP_MAX_FILE_BYTES, &data, &len, error))
    return NULL;
  map = vic_map_load_data (data, len, path, error);
  if (map != NULL && map->n_tiles != n_tiles)
    {
      g_set_error (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID, _("%s: %d maps, not %d"), path,
                   map->n_tiles, n_tiles);
      g_clear_pointer (&map, vic_map_unref);
    }
  return map;
}

void
vic_scenario_clear (VicScenario *sc)
{
  g_clear_pointer (&sc->map, vic_map_unref);
}

static void
scenario_init (VicScenario *sc, int n_players)
{
  vic_scenario_clear (sc);
  memset (sc, 0, sizeof *sc);
  vic_game_options_quick_start (&sc->options, n_players, 0);
  sc->rules = *vic_ruleset_default ();
}

gboolean
vic_scenario_preset (const char *id, int n_players, VicScenario *sc, GError **error)
{
  gboolean four = n_players == 4;

  if (g_strcmp0 (id, "two-front-war") == 0)
    {
      if (n_players != 2 && n_players != 3)
        {
          g_set_error (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID,
                       _("The Two Front War (10.4) is played by 2 players, or by 3 with two allies"));
          return FALSE;
        }
      /* (10.4) A has the centre map and 20 units; B the two outer maps and 10
       * units on each; A wins with 20 PP, B with 25.  With 3 players "two
       * allied players, each controlling one of the two outer maps": B1 and
       * B2, one outer map and 10 units each, count their Cities together. */
      scenario_init (sc, n_players);
      g_strlcpy (sc->name, _("Two Front War"), sizeof sc->name);
      sc->map = vic_map_new_three_tiles ();
      sc->options.home_tiles[0] = 1u << 1;
      sc->options.force_units[0] = 20;
      sc->options.force_pp[0] = 80;
      sc->options.win_pp[0] = 20;
      if (n_players == 2)
        {
          sc->options.home_tiles[1] = (1u << 0) | (1u << 2);
          sc->options.force_units[1] = 20;
          sc->options.force_pp[1] = 80;
          sc->options.win_pp[1] = 25;
          return TRUE;
        }
      for (int p = 1; p < 3; p++)
        {
          sc->options.home_tiles[p] = p == 1 ? 1u << 0 : 1u << 2;
          sc->options.force_units[p] = 10;
          sc->options.force_pp[p] = 40;
          sc->options.win_pp[p] = 25;
          sc->options.team[p] = 1;
        }
      return TRUE;
    }
  if (g_strcmp0 (id, "commanders") == 0)
    {
      /* (10.5) two sides of commanders on four maps, two maps a side; 10.0's
       * forces doubled for four maps, 30 PP to win; the commanders named as in
       * the bundled commanders.vicscn. */
      static const char *const names[2][VIC_N_COMMANDERS] = {
        { "Anna", "Bruno", "Clara", "Dora" }, { "Emil", "Frieda", "Gustav", "Hanna" },
      };
      if (n_players != 2)
        {
          g_set_error (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID,
                       _("Commanders (10.5) is played here by two sides of commanders"));
          return FALSE;
        }
      scenario_init (sc, 2);
      g_strlcpy (sc->name, _("Commanders"), sizeof sc->name);
      sc->map = vic_map_new_four_tiles ();
      for (int p = 0; p < 2; p++)
        {
          sc->options.home_tiles[p] = (1u << p) | (1u << (p + 2));
          sc->options.force_units[p] = 40;
          sc->options.force_pp[p] = 160;
          sc->options.win_pp[p] = 30;
          for (int r = 0; r < VIC_N_COMMANDERS; r++)
            g_strlcpy (sc->commanders[p][r], names[p][r], sizeof sc->commanders[p][r]);
        }
      return TRUE;
    }
  if (n_players != 2 && n_players != 4)
    {
      g_set_error (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID,
                   _("The scenarios are for 2 players on two maps or 4 on four (10.0)"));
      return FALSE;
    }
  scenario_init (sc, n_players);
  sc->map = four ? vic_map_new_four_tiles () : vic_map_new_two_tiles ();
  if (g_strcmp0 (id, "quick-start") == 0)
    g_strlcpy (sc->name, _("Quick Start"), sizeof sc->name);
  else if (g_strcmp0 (id, "custom-forces") == 0)
    {
      g_strlcpy (sc->name, _("Custom Forces"), sizeof sc->name);
      for (int p = 0; p < n_players; p++)
        sc->options.forces[p] = VIC_FORCES_CUSTOM;
    }
  else if (g_strcmp0 (id, "sleeping-giant") == 0)
    {
      /* (10.3) A: 20 units, normal production; B: 12 units, Home Cities +1. */
      g_strlcpy (sc->name, _("Sleeping Giant"), sizeof sc->name);
      for (int p = 1; p < n_players; p += 2)
        {
          sc->options.force_units[p] = 12;
          sc->options.force_pp[p] = 48;
          sc->options.home_bonus[p] = 1;
        }
    }
  else
    {
      g_set_error (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID, _("Unknown scenario “%s”"), id);
      vic_scenario_clear (sc);
      return FALSE;
    }
  /* (10.0) starting forces assume two maps: doubled on four. */
  if (four)
    for (int p = 0; p < n_players; p++)
      {
        sc->options.force_units[p] *= 2;
        sc->options.force_pp[p] *= 2;
      }
  return TRUE;
}

static gboolean
read_tiles (VikKeyReader *r, const char *group, int n_tiles, guint8 *out)
{
  g_autofree char *text = vik_key_get_string (r, group, "Tiles", FALSE);
  g_auto(GStrv) parts = NULL;

  if (text == NULL)
    return FALSE;
  if (text[0] == '\0')
    return TRUE;
  parts = g_strsplit (text, ";", -1);
  *out = 0;
  for (int i = 0; parts[i] != NULL; i++)
    {
      int t;
      if (g_strstrip (parts[i])[0] == '\0')
        continue;
      if (!vik_key_parse_int (parts[i], 1, n_tiles, &t))
        return vik_key_invalid (r, group, "Tiles", _("map tiles are numbers from 1 to %d, separated by “;”"), n_tiles);
      *out |= 1u << (t - 1);
    }
  return TRUE;
}

/* Whether data is a key file with a [Map] group.  The message quotes nothing
 * of the file: a file that is not a map may hold secrets (VIKTORY II's
 * scenarios check their maps the same way, src/engine/vik-scenario.c). */
static gboolean
looks_like_map (const char *data, gsize len, const char *file, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *shown = NULL;

  if (g_key_file_load_from_data (kf, data, len, G_KEY_FILE_NONE, NULL) && g_key_file_has_group (kf, "Map"))
    return TRUE;
  shown = vik_key_shown (file);
  g_set_error (error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID,
               _("“%s” is not a map file (no [Map] group in key-file form)"), shown);
  return FALSE;
}

/* A map file named by [Scenario] Map: a plain file name in the scenario's
 * own folder (never a path: a file from elsewhere cannot make us read
 * anything but its neighbours), the file itself (a symbolic link could lead
 * anywhere; a FIFO or device is refused by vik_file_read_bounded_full), and
 * a map's key file before any of its text is quoted.  Options given without
 * a folder (a network game's, a tournament's) may name the bundled layouts. */
static VicMap *
load_map_file (VikKeyReader *r, const char *dir, const char *file)
{
  g_autofree char *path = NULL, *data = NULL;
  GError *local = NULL;
  VicMap *map;
  gsize len;

  for (int n = 2; dir == NULL && n < (int) G_N_ELEMENTS (bundled_layouts); n++)
    if (strcmp (file, bundled_layouts[n]) == 0)
      {
        map = vic_scenario_bundled_layout (n, &local);
        if (map == NULL)
          {
            vik_key_invalid (r, "Scenario", "Map", "%s", local->message);
            g_error_free (local);
          }
        return map;
      }
  if (dir == NULL)
    {
      vik_key_invalid (r, "Scenario", "Map", _("a map file is read only from a scenario file's folder"));
      return NULL;
    }
  if (strchr (file, '/') != NULL || strchr (file, '\\') != NULL || file[0] == '.')
    {
      vik_key_invalid (r, "Scenario", "Map", _("a map file is named without a folder: it lies next to the scenario"));
      return NULL;
    }
  path = g_build_filename (dir, file, NULL);
  if (!vik_file_read_bounded_full (path, VIC_MAP_MAX_FILE_BYTES, VIK_FILE_READ_NO_SYMLINK, &data, &len, &local)
      || !looks_like_map (data, len, file, &local))
    {
      vik_key_invalid (r, "Scenario", "Map", "%s", local->message);
      g_error_free (local);
      return NULL;
    }
  map = vic_map_load_data (data, len, path, &local);
  if (map == NULL)
    {
      g_set_error_literal (r->error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID, local->message);
      g_error_free (local);
    }
  return map;
}

/* [PlayerN] Computer=easy|normal|hard: a computer plays the side; absent or
 * empty: a person. */
static gboolean
read_computer (VikKeyReader *r, const char *group, guint8 *out)
{
  static const char *const levels[] = { "easy", "normal", "hard" };
  g_autofree char *value = vik_key_get_string (r, group, "Computer", FALSE);

  if (value == NULL)
    return FALSE;
  g_strstrip (value);
  *out = 0;
  if (value[0] == '\0')
    return TRUE;
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    if (strcmp (value, levels[l]) == 0)
      {
        *out = (guint8) (l + 1);
        return TRUE;
      }
  return vik_key_invalid (r, group, "Computer", _("a computer level is easy, normal or hard (empty: a person plays)"));
}

static gboolean load_keyfile_in (GKeyFile *kf, const char *name, const char *dir, VicScenario *sc,
                                 GError **error);

gboolean
vic_scenario_load_keyfile (GKeyFile *kf, const char *name, VicScenario *sc, GError **error)
{
  return load_keyfile_in (kf, name, NULL, sc, error);
}

gboolean
vic_scenario_load_file (const char *path, VicScenario *sc, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *data = NULL, *dir = NULL;
  GError *local = NULL;
  gsize len;

  if (!vik_file_read_bounded (path, VIC_MAP_MAX_FILE_BYTES, &data, &len, error))
    return FALSE;
  if (!g_key_file_load_from_data (kf, data, len, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID, "%s: %s", path, local->message);
      g_error_free (local);
      return FALSE;
    }
  dir = g_path_get_dirname (path);
  return load_keyfile_in (kf, path, dir, sc, error);
}

static gboolean
load_keyfile_in (GKeyFile *kf, const char *name, const char *dir, VicScenario *sc, GError **error)
{
  VikKeyReader r = { kf, name != NULL ? name : "<scenario>", error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID };
  g_autofree char *preset = vik_key_get_string (&r, "Scenario", "Preset", FALSE);
  g_autofree char *map_id = NULL, *title = NULL;
  int n_players, v;

  if (preset == NULL || !vik_key_get_int (&r, "Scenario", "Players", 2, VIC_MAX_PLAYERS, FALSE, 2, &n_players))
    return FALSE;
  if (preset[0] != '\0')
    {
      GError *local = NULL;
      if (!vic_scenario_preset (preset, n_players, sc, &local))
        {
          vik_key_invalid (&r, "Scenario", "Preset", "%s", local->message);
          g_error_free (local);
          return FALSE;
        }
    }
  else
    {
      scenario_init (sc, n_players);
      g_strlcpy (sc->name, _("Scenario"), sizeof sc->name);
    }
  title = vik_key_get_string (&r, "Scenario", "Name", FALSE);
  if (title == NULL)
    return FALSE;
  if (title[0] != '\0')
    vic_name_cut (sc->name, sizeof sc->name, title, -1);
  {
    /* The name in the player's language (Name[de]=...), cut on a character. */
    g_autofree char *local = g_key_file_get_locale_string (kf, "Scenario", "Name", NULL, NULL);

    if (local != NULL && local[0] != '\0' && g_utf8_validate (local, -1, NULL))
      vic_name_cut (sc->name, sizeof sc->name, local, -1);
  }
  map_id = vik_key_get_string (&r, "Scenario", "Map", FALSE);
  if (map_id == NULL)
    return FALSE;
  if (map_id[0] != '\0')
    {
      VicMap *map = vic_scenario_builtin_map (map_id);
      if (map == NULL && g_str_has_suffix (map_id, ".vicmap"))
        {
          map = load_map_file (&r, dir, map_id);
          if (map == NULL)
            return FALSE;
        }
      else if (map == NULL)
        return vik_key_invalid (&r, "Scenario", "Map", _("the built-in maps are two-tiles, three-tiles and four-tiles; "
                                                         "a map file's name ends in .vicmap"));
      vic_scenario_clear (sc);
      sc->map = map;
    }
  else if (g_key_file_has_group (kf, "Map"))
    {
      GError *local = NULL;
      VicMap *map = vic_map_load_keyfile (kf, r.name, &local);
      if (map == NULL)
        {
          g_set_error_literal (error, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID, local->message);
          g_error_free (local);
          return FALSE;
        }
      vic_scenario_clear (sc);
      sc->map = map;
    }
  if (sc->map == NULL)
    sc->map = vic_map_new_two_tiles ();
  if (!vik_key_get_int (&r, "Scenario", "TurnLimit", 0, VIC_MAX_TURN_LIMIT, FALSE, sc->options.turn_limit, &v))
    return FALSE;
  sc->options.turn_limit = v;
  for (int p = 0; p < n_players; p++)
    {
      char group[16];
      g_autofree char *forces = NULL, *pname = NULL;

      g_snprintf (group, sizeof group, "Player%d", p + 1);
      if (!read_tiles (&r, group, sc->map->n_tiles, &sc->options.home_tiles[p]))
        return FALSE;
      forces = vik_key_get_string (&r, group, "Forces", FALSE);
      if (forces == NULL)
        return FALSE;
      if (strcmp (forces, "random") == 0)
        sc->options.forces[p] = VIC_FORCES_RANDOM;
      else if (strcmp (forces, "custom") == 0)
        sc->options.forces[p] = VIC_FORCES_CUSTOM;
      else if (forces[0] != '\0')
        return vik_key_invalid (&r, group, "Forces", _("forces are random (10.1) or custom (10.2)"));
      if (!vik_key_get_int (&r, group, "Units", 0, 80, FALSE, sc->options.force_units[p], &v))
        return FALSE;
      sc->options.force_units[p] = v;
      if (!vik_key_get_int (&r, group, "PP", 0, 999, FALSE, sc->options.force_pp[p], &v))
        return FALSE;
      sc->options.force_pp[p] = v;
      if (!vik_key_get_int (&r, group, "WinPP", 0, 255, FALSE, sc->options.win_pp[p], &v))
        return FALSE;
      sc->options.win_pp[p] = v;
      if (!vik_key_get_int (&r, group, "HomeBonus", 0, 3, FALSE, sc->options.home_bonus[p], &v))
        return FALSE;
      sc->options.home_bonus[p] = v;
      if (!vik_key_get_int (&r, group, "Team", 0, VIC_MAX_PLAYERS, FALSE, sc->options.team[p], &v))
        return FALSE;
      sc->options.team[p] = v;
      if (p == n_players - 1)
        {
          gboolean two_sides = FALSE;
          for (int q = 0; q < n_players; q++)
            two_sides = two_sides || sc->options.team[q] == 0 || sc->options.team[q] != sc->options.team[0];
          if (!two_sides)
            return vik_key_invalid (&r, group, "Team", _("all players are allies: a game needs two sides (10.4)"));
        }
      pname = vik_key_get_string (&r, group, "Name", FALSE);
      if (pname == NULL)
        return FALSE;
      vic_name_copy (sc->names[p], pname);
      if (!read_computer (&r, group, &sc->computer[p]))
        return FALSE;
      if (!vic_commanders_read (&r, group, sc->commanders[p]))
        return FALSE;
    }
  if (g_key_file_has_group (kf, "Pool"))
    {
      memset (sc->options.pool, 0, sizeof sc->options.pool);
      for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
        {
          if (!vik_key_get_int (&r, "Pool", vic_unit_key (t), 0, 40, FALSE, 0, &v))
            return FALSE;
          sc->options.pool[t] = v;
        }
    }
  if (!vic_ruleset_load_keyfile (&sc->rules, kf, r.name, VIC_SCENARIO_ERROR, VIC_SCENARIO_ERROR_INVALID, error))
    return FALSE;
  sc->options.n_players = n_players;
  return TRUE;
}

VicGame *
vic_scenario_new_game (const VicScenario *sc, guint64 seed, GError **error)
{
  VicGameOptions o = sc->options;

  o.seed = seed;
  o.map = sc->map;
  o.rules = &sc->rules;
  for (int p = 0; p < o.n_players; p++)
    {
      o.names[p] = sc->names[p][0] != '\0' ? sc->names[p] : NULL;
      for (int r = 0; r < VIC_N_COMMANDERS; r++)
        o.commanders[p][r] = sc->commanders[p][r];
    }
  return vic_game_new (&o, error);
}
