/* test-vic-editor.c: the editor's Victory document without a display: every
 * tool, symmetry, undo and redo, strokes, joining tiles, the problems list,
 * and files round-tripping byte for byte. */
#include "config.h"

#include "vic-editor-doc.h"
#include "vic-layout.h"
#include "vic-save.h"
#include "vic-scenario.h"
#include "vik-file-io.h"

#include <glib/gstdio.h>
#include <string.h>

static char *
tile_path (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".vicmap", NULL);
  return g_build_filename (SOURCE_DATADIR, "victory", "tiles", file, NULL);
}

static int
hex (const VicEditorDoc *doc, const char *label)
{
  int h = vic_map_lookup (vic_editor_doc_get_map (doc), label);
  g_assert_cmpint (h, !=, VIC_NO_HEX);
  return h;
}

static guint16
side (const VicEditorDoc *doc, const char *a, const char *b)
{
  const VicMap *map = vic_editor_doc_get_map (doc);
  int d = vic_map_direction (map, hex (doc, a), hex (doc, b));
  g_assert_cmpint (d, >=, 0);
  return vic_map_side (map, hex (doc, a), d);
}

static gboolean
apply_side (VicEditorDoc *doc, VicSideKind kind, const char *a, const char *b, VikSymmetry symmetry)
{
  VicToolSettings s = { .tool = VIC_TOOL_SIDE, .side = kind, .symmetry = symmetry };
  g_autoptr(GError) error = NULL;
  const VicMap *map = vic_editor_doc_get_map (doc);
  gboolean changed = vic_editor_doc_apply (doc, &s, hex (doc, a), vic_map_direction (map, hex (doc, a), hex (doc, b)),
                                           &error);
  g_assert_no_error (error);
  return changed;
}

/* Terrain brush with its radius, undo and redo, no step for no change. */
static void
test_terrain_brush (void)
{
  VicEditorDoc *doc = vic_editor_doc_new (9, 8);
  VicToolSettings s = { .tool = VIC_TOOL_TERRAIN, .terrain = VIC_TERRAIN_FOREST, .radius = 1 };
  const VicMap *map;
  int forest = 0;

  g_assert_false (vic_editor_doc_can_undo (doc));
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "e4"), 0, NULL));
  map = vic_editor_doc_get_map (doc);
  for (int h = 0; h < map->n_hexes; h++)
    forest += map->terrain[h] == VIC_TERRAIN_FOREST;
  g_assert_cmpint (forest, ==, 7);
  g_assert_true (vic_editor_doc_is_modified (doc));
  /* The same again changes nothing and records nothing. */
  g_assert_false (vic_editor_doc_apply (doc, &s, hex (doc, "e4"), 0, NULL));
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_false (vic_editor_doc_can_undo (doc));
  g_assert_cmpint (vic_editor_doc_get_map (doc)->terrain[hex (doc, "e4")], ==, VIC_TERRAIN_CLEAR);
  g_assert_false (vic_editor_doc_is_modified (doc));
  g_assert_true (vic_editor_doc_redo (doc));
  g_assert_cmpint (vic_editor_doc_get_map (doc)->terrain[hex (doc, "d4")], ==, VIC_TERRAIN_FOREST);
  /* Sea makes the neighbours coastal (derived afresh after each step). */
  s.terrain = VIC_TERRAIN_SEA;
  s.radius = 0;
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "a1"), 0, NULL));
  g_assert_true (vic_map_is_coastal (vic_editor_doc_get_map (doc), hex (doc, "b1")));
  g_assert_true (vic_map_side (vic_editor_doc_get_map (doc), hex (doc, "a1"), VIK_DIR_S) & VIC_SIDE_SEA);
  vic_editor_doc_free (doc);
}

/* A stroke is one undo step however many hexes it paints. */
static void
test_stroke (void)
{
  VicEditorDoc *doc = vic_editor_doc_new (9, 8);
  VicToolSettings s = { .tool = VIC_TOOL_TERRAIN, .terrain = VIC_TERRAIN_MARSH };

  vic_editor_doc_begin_stroke (doc);
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "b2"), 0, NULL));
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "c2"), 0, NULL));
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "d3"), 0, NULL));
  vic_editor_doc_end_stroke (doc);
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_false (vic_editor_doc_can_undo (doc));
  g_assert_cmpint (vic_editor_doc_get_map (doc)->terrain[hex (doc, "c2")], ==, VIC_TERRAIN_CLEAR);
  vic_editor_doc_free (doc);
}

/* (3.1) (3.3) The hexside tool: River, Bridge = River + Road, Alpine, Road,
 * Shoal, Sea, and Clear; each seen alike from both hexes. */
static void
test_hexsides (void)
{
  VicEditorDoc *doc = vic_editor_doc_new (9, 8);
  VicToolSettings s = { .tool = VIC_TOOL_SIDE, .side = VIC_SIDE_KIND_RIVER };
  g_autoptr(GError) error = NULL;

  g_assert_true (apply_side (doc, VIC_SIDE_KIND_RIVER, "c3", "d3", VIK_SYMMETRY_NONE));
  g_assert_cmpint (side (doc, "d3", "c3") & ~VIC_SIDE_TERRAIN_MASK, ==, VIC_SIDE_RIVER);
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_BRIDGE, "d3", "e3", VIK_SYMMETRY_NONE));
  g_assert_true (VIC_SIDE_IS_BRIDGE (side (doc, "e3", "d3")));
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_ALPINE, "e5", "e6", VIK_SYMMETRY_NONE));
  g_assert_true (side (doc, "e6", "e5") & VIC_SIDE_ALPINE);
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_ROAD, "e5", "f5", VIK_SYMMETRY_NONE));
  g_assert_true (side (doc, "f5", "e5") & VIC_SIDE_ROAD);
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_SHOAL, "g2", "g3", VIK_SYMMETRY_NONE));
  g_assert_true (side (doc, "g3", "g2") & VIC_SIDE_SHOAL);
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_SEA, "h2", "h3", VIK_SYMMETRY_NONE));
  g_assert_true (side (doc, "h3", "h2") & VIC_SIDE_SEA);
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_CLEAR, "d3", "e3", VIK_SYMMETRY_NONE));
  g_assert_cmpint (side (doc, "d3", "e3") & ~VIC_SIDE_TERRAIN_MASK, ==, 0);
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_true (VIC_SIDE_IS_BRIDGE (side (doc, "e3", "d3")));
  /* No side beyond the map's edge. */
  g_assert_false (vic_editor_doc_apply (doc, &s, hex (doc, "a1"), VIK_DIR_N, &error));
  g_assert_error (error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID);
  vic_editor_doc_free (doc);
}

/* (3.2) Cities with PP and a name, Towns, half-hexes, tiles, erasing. */
static void
test_sites_and_tiles (void)
{
  VicEditorDoc *doc = vic_editor_doc_new (9, 8);
  VicToolSettings s = { .tool = VIC_TOOL_CITY, .pp = 3, .name = "Ostend" };
  g_autoptr(GError) error = NULL;
  const VicMap *map;

  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "c4"), 0, NULL));
  map = vic_editor_doc_get_map (doc);
  g_assert_true (vic_map_is_city (map, hex (doc, "c4")));
  g_assert_cmpint (map->pp[hex (doc, "c4")], ==, 3);
  g_assert_cmpstr (map->site_names[hex (doc, "c4")], ==, "Ostend");
  s.pp = 10;
  g_assert_false (vic_editor_doc_apply (doc, &s, hex (doc, "d4"), 0, &error));
  g_clear_error (&error);
  s = (VicToolSettings) { .tool = VIC_TOOL_TOWN, .name = "Dorp" };
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "f6"), 0, NULL));
  g_assert_true (vic_map_is_town (vic_editor_doc_get_map (doc), hex (doc, "f6")));
  /* Not at sea (3.2). */
  s = (VicToolSettings) { .tool = VIC_TOOL_TERRAIN, .terrain = VIC_TERRAIN_SEA };
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "a1"), 0, NULL));
  s = (VicToolSettings) { .tool = VIC_TOOL_TOWN };
  g_assert_false (vic_editor_doc_apply (doc, &s, hex (doc, "a1"), 0, &error));
  g_assert_nonnull (strstr (error->message, "(3.2)"));
  g_clear_error (&error);
  s = (VicToolSettings) { .tool = VIC_TOOL_HALF };
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "i1"), 0, NULL));
  g_assert_true (vic_editor_doc_get_map (doc)->features[hex (doc, "i1")] & VIC_HEX_HALF);
  s = (VicToolSettings) { .tool = VIC_TOOL_TILE, .tile = 1, .radius = 1 };
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "g7"), 0, NULL));
  g_assert_cmpint (vic_editor_doc_get_map (doc)->n_tiles, ==, 2);
  g_assert_cmpint (vic_editor_doc_get_map (doc)->tile[hex (doc, "g7")], ==, 1);
  s.tile = 8;
  g_assert_false (vic_editor_doc_apply (doc, &s, hex (doc, "g7"), 0, &error));
  g_clear_error (&error);
  s = (VicToolSettings) { .tool = VIC_TOOL_ERASE };
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "c4"), 0, NULL));
  g_assert_false (vic_map_is_city (vic_editor_doc_get_map (doc), hex (doc, "c4")));
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_true (vic_map_is_city (vic_editor_doc_get_map (doc), hex (doc, "c4")));
  vic_editor_doc_set_name (doc, 1, "East");
  g_assert_cmpstr (vic_editor_doc_get_map (doc)->tile_names[1], ==, "East");
  vic_editor_doc_free (doc);
}

/* Mirror and half-turn symmetry: hexes and hexsides. */
static void
test_symmetry (void)
{
  VicEditorDoc *doc = vic_editor_doc_new (9, 8);
  VicToolSettings s = { .tool = VIC_TOOL_TERRAIN, .terrain = VIC_TERRAIN_MOUNTAIN, .symmetry = VIK_SYMMETRY_MIRROR };
  const VicMap *map;
  int images[2];

  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "b3"), 0, NULL));
  map = vic_editor_doc_get_map (doc);
  g_assert_cmpint (map->terrain[hex (doc, "h3")], ==, VIC_TERRAIN_MOUNTAIN);
  g_assert_cmpint (vic_symmetry_images (map, VIK_SYMMETRY_NONE, hex (doc, "a1"), images), ==, 1);
  /* A river on b3's NE side mirrors onto h3's NW side. */
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_RIVER, "b3", "c3", VIK_SYMMETRY_MIRROR));
  g_assert_true (side (doc, "h3", "g3") & VIC_SIDE_RIVER);
  /* A full rectangle has no half turn (its odd columns sit lower); a tile,
   * whose odd columns are a hex shorter, has. */
  g_assert_cmpint (vic_symmetry_images (map, VIK_SYMMETRY_ROTATE_2, hex (doc, "a1"), images), ==, 1);
  vic_editor_doc_free (doc);
  {
    g_autofree char *path = tile_path ("westmark");
    g_autoptr(GError) error = NULL;
    doc = vic_editor_doc_open (path, &error);
    g_assert_no_error (error);
  }
  map = vic_editor_doc_get_map (doc);
  g_assert_cmpint (vic_symmetry_images (map, VIK_SYMMETRY_ROTATE_2, hex (doc, "a1"), images), ==, 2);
  g_assert_cmpint (images[1], ==, hex (doc, "m10"));
  g_assert_false (side (doc, "m9", "l8") & VIC_SIDE_ROAD);
  g_assert_true (apply_side (doc, VIC_SIDE_KIND_ROAD, "a2", "b2", VIK_SYMMETRY_ROTATE_2));
  g_assert_true (side (doc, "m9", "l8") & VIC_SIDE_ROAD);
  vic_editor_doc_free (doc);
}

/* (1.1) Joining tiles: a tile placed south of another with the half-hexes
 * overlapping gives the bundled layout; a wrong place is refused; the seam's
 * problems are listed; undo takes the tile away. */
static void
test_join (void)
{
  g_autofree char *west = tile_path ("westmark"), *high = tile_path ("highmoor");
  g_autofree char *layout_path = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", "two-maps.vicmap", NULL);
  g_autoptr(GError) error = NULL;
  VicEditorDoc *doc = vic_editor_doc_open (west, &error);
  VicEditorDoc *other = vic_editor_doc_open (high, &error);
  VicEditorDoc *layout = vic_editor_doc_open (layout_path, &error);
  g_autoptr(GPtrArray) problems = NULL;
  VicToolSettings s = { .tool = VIC_TOOL_SIDE, .side = VIC_SIDE_KIND_CLEAR };

  g_assert_no_error (error);
  g_assert_false (vic_editor_doc_join (doc, vic_editor_doc_get_map (other), 4, 5, &error));
  g_assert_nonnull (strstr (error->message, "(1.1)"));
  g_clear_error (&error);
  g_assert_true (vic_editor_doc_join (doc, vic_editor_doc_get_map (other), 0, 9, &error));
  g_assert_no_error (error);
  vic_editor_doc_set_name (doc, -1, "Two Maps");
  problems = vic_editor_doc_problems (doc);
  g_assert_cmpuint (problems->len, ==, 0);
  g_clear_pointer (&problems, g_ptr_array_unref);
  {
    const VicMap *a = vic_editor_doc_get_map (doc), *b = vic_editor_doc_get_map (layout);
    g_assert_cmpint (a->n_hexes, ==, b->n_hexes);
    g_assert_cmpmem (a->sides, a->n_hexes * sizeof a->sides[0], b->sides, b->n_hexes * sizeof b->sides[0]);
    g_assert_cmpmem (a->terrain, a->n_hexes, b->terrain, b->n_hexes);
  }
  /* Cutting the road that crosses the seam at e10-e11 is a problem citing 3.3. */
  g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "e11"), VIK_DIR_S, NULL));
  problems = vic_editor_doc_problems (doc);
  g_assert_cmpuint (problems->len, ==, 1);
  {
    const VicMapProblem *p = problems->pdata[0];
    g_assert_nonnull (strstr (p->message, "(3.3)"));
    /* at a hex of the cut side, named in the message */
    g_assert_true (p->hex == hex (doc, "e11") || p->hex == hex (doc, "e12"));
    g_assert_nonnull (strstr (p->message, vic_editor_doc_get_map (doc)->labels[p->hex]));
  }
  /* Undo three times: the road, the name, the join. */
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_cmpint (vic_editor_doc_get_map (doc)->n_tiles, ==, 1);
  /* A tile placed north of the map moves the map south. */
  g_assert_true (vic_editor_doc_join (doc, vic_editor_doc_get_map (other), 0, -9, &error));
  g_assert_cmpstr (vic_editor_doc_get_map (doc)->tile_names[1], ==, "Highmoor");
  g_assert_cmpint (vic_editor_doc_get_map (doc)->tile[hex (doc, "c4")], ==, 1);
  g_assert_cmpint (vic_editor_doc_get_map (doc)->tile[hex (doc, "c13")], ==, 0);
  vic_editor_doc_free (doc);
  vic_editor_doc_free (other);
  vic_editor_doc_free (layout);
}

static char *
read_all (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize len;

  g_assert_true (vik_file_read_bounded (path, 1 << 22, &data, &len, &error));
  return data;
}

/* Files: a tile, a layout and scenarios open and save to the same bytes; a
 * scenario naming a map file saves that file next to it; an edited map saves
 * and opens again equal. */
static void
test_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vic-editor-XXXXXX", NULL);
  static const char *const files[] = {
    "tiles/westmark.vicmap", "tiles/fenlands.vicmap", "scenarios/four-maps.vicmap", "scenarios/quick-start.vicscn",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (SOURCE_DATADIR, "victory", files[i], NULL);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *out = g_build_filename (dir, base, NULL);
      g_autofree char *a = read_all (path), *b = NULL;
      g_autoptr(GError) error = NULL;
      VicEditorDoc *doc = vic_editor_doc_open (path, &error);

      g_assert_no_error (error);
      g_assert_true (vic_editor_doc_save (doc, out, &error));
      g_assert_no_error (error);
      b = read_all (out);
      g_assert_cmpstr (a, ==, b);
      if (vic_editor_doc_is_scenario (doc))
        {
          /* Its map file was written next to it, byte for byte. */
          g_autofree char *map_out = g_build_filename (dir, "two-maps.vicmap", NULL);
          g_autofree char *map_in = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", "two-maps.vicmap", NULL);
          g_autofree char *c = read_all (map_in), *d = read_all (map_out);
          g_assert_cmpstr (c, ==, d);
          g_remove (map_out);
        }
      g_remove (out);
      vic_editor_doc_free (doc);
    }
  /* An edited map with everything on it. */
  {
    g_autofree char *out = g_build_filename (dir, "edited.vicmap", NULL);
    g_autofree char *again = g_build_filename (dir, "again.vicmap", NULL);
    g_autofree char *a = NULL, *b = NULL;
    g_autoptr(GError) error = NULL;
    VicEditorDoc *doc = vic_editor_doc_new (7, 6), *back;
    VicToolSettings s = { .tool = VIC_TOOL_CITY, .pp = 2, .name = "Kiel" };

    g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "c3"), 0, NULL));
    g_assert_true (apply_side (doc, VIC_SIDE_KIND_BRIDGE, "c3", "d3", VIK_SYMMETRY_NONE));
    s = (VicToolSettings) { .tool = VIC_TOOL_TERRAIN, .terrain = VIC_TERRAIN_SEA };
    g_assert_true (vic_editor_doc_apply (doc, &s, hex (doc, "a1"), 0, NULL));
    g_assert_true (vic_editor_doc_save (doc, out, &error));
    g_assert_false (vic_editor_doc_is_modified (doc));
    back = vic_editor_doc_open (out, &error);
    g_assert_no_error (error);
    g_assert_true (VIC_SIDE_IS_BRIDGE (side (back, "d3", "c3")));
    g_assert_true (vic_map_is_port (vic_editor_doc_get_map (back), hex (back, "b1")) == FALSE);
    g_assert_true (vic_editor_doc_save (back, again, &error));
    a = read_all (out);
    b = read_all (again);
    g_assert_cmpstr (a, ==, b);
    g_remove (out);
    g_remove (again);
    vic_editor_doc_free (doc);
    vic_editor_doc_free (back);
  }
  g_rmdir (dir);
}

/* (10.0) A scenario made on a layout: Quick Start's values, keys set and
 * checked by the loader (two players on one tile is refused, 1.1), undo,
 * saved with its map embedded, loaded by the engine and started. */
static void
test_scenario (void)
{
  g_autofree char *layout = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", "two-maps.vicmap", NULL);
  g_autofree char *dir = g_dir_make_tmp ("vic-scenario-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "made.vicscn", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VicEditorDoc) doc = vic_editor_doc_open (layout, &error);
  VicScenario sc = { 0 };
  VicGame *game;

  g_assert_no_error (error);
  g_assert_false (vic_editor_doc_is_scenario (doc));
  vic_editor_doc_make_scenario (doc);
  g_assert_true (vic_editor_doc_is_scenario (doc));
  g_assert_true (vic_editor_doc_set_scenario_key (doc, "Scenario", "TurnLimit", "10", &error));
  g_assert_true (vic_editor_doc_set_scenario_key (doc, "Player1", "WinPP", "12", &error));
  g_assert_true (vic_editor_doc_set_scenario_key (doc, "Player2", "Forces", "custom", &error));
  g_assert_true (vic_editor_doc_set_scenario_key (doc, "Player2", "PP", "60", &error));
  g_assert_no_error (error);
  g_assert_false (vic_editor_doc_set_scenario_key (doc, "Player2", "Tiles", "1", &error));
  g_assert_nonnull (strstr (error->message, "(1.1)"));
  g_clear_error (&error);
  g_assert_false (vic_editor_doc_set_scenario_key (doc, "Scenario", "TurnLimit", "many", &error));
  g_assert_nonnull (strstr (error->message, "TurnLimit"));
  g_clear_error (&error);
  g_assert_true (vic_editor_doc_set_scenario_key (doc, "Player1", "WinPP", "14", &error));
  g_assert_true (vic_editor_doc_undo (doc));
  g_assert_cmpint (g_key_file_get_integer (vic_editor_doc_get_scenario (doc), "Player1", "WinPP", NULL), ==, 12);
  g_assert_true (vic_editor_doc_save (doc, path, &error));
  g_assert_no_error (error);
  g_assert_true (vic_scenario_load_file (path, &sc, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sc.options.turn_limit, ==, 10);
  g_assert_cmpint (sc.options.win_pp[0], ==, 12);
  g_assert_cmpint (sc.options.forces[1], ==, VIC_FORCES_CUSTOM);
  g_assert_cmpint (sc.options.force_pp[1], ==, 60);
  g_assert_cmpint (sc.map->n_tiles, ==, 2);
  game = vic_scenario_new_game (&sc, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vic_game_win_pp (game, 0), ==, 12);
  vic_game_free (game);
  vic_scenario_clear (&sc);
  /* Undo back to a map. */
  while (vic_editor_doc_undo (doc))
    ;
  g_assert_false (vic_editor_doc_is_scenario (doc));
  g_remove (path);
  g_rmdir (dir);
}

/* Play this map: a map with problems (8.1) or a Quick Start that cannot
 * start on it (two players on one tile: 1.1) gives no game and says why; a
 * good layout plays Quick Start with the seed and the edited map; the same
 * seed gives the same game. */
static void
test_new_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VicEditorDoc) blank = vic_editor_doc_new_tile ();
  g_autofree char *west = tile_path ("westmark");
  g_autofree char *layout = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", "two-maps.vicmap", NULL);
  g_autoptr(VicEditorDoc) one = vic_editor_doc_open (west, &error);
  g_autoptr(VicEditorDoc) two = vic_editor_doc_open (layout, &error);
  VicToolSettings forest = { .tool = VIC_TOOL_TERRAIN, .terrain = VIC_TERRAIN_FOREST };
  const VicMap *map;
  VicGame *a, *b;
  int hex = -1;

  g_assert_no_error (error);
  g_assert_null (vic_editor_doc_new_game (blank, 1, &error));
  g_assert_nonnull (strstr (error->message, "(8.1)"));
  g_assert_nonnull (strstr (error->message, "has 1 problem to fix"));
  {
    /* a whole tile's problem is at no hex */
    g_autoptr(GPtrArray) problems = vic_editor_doc_problems (blank);
    g_assert_cmpuint (problems->len, ==, 1);
    g_assert_cmpint (((const VicMapProblem *) problems->pdata[0])->hex, ==, VIC_NO_HEX);
  }
  g_clear_error (&error);
  g_assert_null (vic_editor_doc_new_game (one, 1, &error));
  g_assert_nonnull (strstr (error->message, "(1.1)"));
  g_clear_error (&error);

  map = vic_editor_doc_get_map (two);
  for (int h = 0; h < map->n_hexes && hex < 0; h++)
    if (map->terrain[h] == VIC_TERRAIN_CLEAR && map->features[h] == 0)
      hex = h;
  g_assert_cmpint (hex, >=, 0);
  g_assert_true (vic_editor_doc_apply (two, &forest, hex, -1, &error));
  a = vic_editor_doc_new_game (two, 42, &error);
  g_assert_no_error (error);
  b = vic_editor_doc_new_game (two, 42, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vic_game_get_seed (a), ==, 42);
  g_assert_cmpint (vic_game_get_n_players (a), ==, 2);
  g_assert_cmpint (vic_game_get_map (a)->terrain[hex], ==, VIC_TERRAIN_FOREST);
  {
    g_autoptr(GKeyFile) ka = vic_game_save_keyfile (a);
    g_autoptr(GKeyFile) kb = vic_game_save_keyfile (b);
    g_autofree char *ta = g_key_file_to_data (ka, NULL, NULL);
    g_autofree char *tb = g_key_file_to_data (kb, NULL, NULL);
    g_assert_cmpstr (ta, ==, tb);
  }
  /* the document is not changed by playing it */
  g_assert_false (vic_editor_doc_is_scenario (two));
  vic_game_free (a);
  vic_game_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-editor/terrain-brush", test_terrain_brush);
  g_test_add_func ("/vic-editor/stroke", test_stroke);
  g_test_add_func ("/vic-editor/hexsides", test_hexsides);
  g_test_add_func ("/vic-editor/sites-and-tiles", test_sites_and_tiles);
  g_test_add_func ("/vic-editor/symmetry", test_symmetry);
  g_test_add_func ("/vic-editor/join-tiles", test_join);
  g_test_add_func ("/vic-editor/files", test_files);
  g_test_add_func ("/vic-editor/scenario", test_scenario);
  g_test_add_func ("/vic-editor/play-this-map", test_new_game);
  return g_test_run ();
}
