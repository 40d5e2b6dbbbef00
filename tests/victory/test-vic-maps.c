/* test-vic-maps.c: the bundled map tiles (data/victory/tiles, 1.2 and 8.1)
 * and the 2-, 3- and 4-tile layouts joined from them (1.1, data/victory/scenarios).
 *
 * VIC_WRITE_MAPS=1 rewrites the files in their canonical form (the tiles as
 * vic_map_save_keyfile writes them, the layouts joined afresh) instead of
 * comparing them. */
#include "config.h"

#include "vic-layout.h"
#include "vik-file-io.h"

#include <string.h>

static const char *const tile_files[] = { "westmark", "highmoor", "sandcoast", "fenlands" };
#define N_TILES G_N_ELEMENTS (tile_files)

/* The layouts: tiles by index, at (column, row); the seams overlap by the
 * half-hexes (12 columns, 9 rows apart). */
static const struct {
  const char *file, *name;
  int n;
  int tile[4], column[4], row[4];
} layouts[] = {
  { "two-maps", "Two Maps", 2, { 0, 1 }, { 0, 0 }, { 0, 9 } },
  { "three-maps", "Three Maps", 3, { 2, 0, 1 }, { 0, 0, 0 }, { 0, 9, 18 } },
  { "four-maps", "Four Maps", 4, { 0, 1, 2, 3 }, { 0, 12, 0, 12 }, { 0, 0, 9, 9 } },
};

static char *
data_path (const char *folder, const char *file)
{
  g_autofree char *name = g_strconcat (file, ".vicmap", NULL);
  return g_build_filename (SOURCE_DATADIR, "victory", folder, name, NULL);
}

static char *
map_text (const VicMap *map)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();

  g_key_file_set_string (kf, "Game", "Game", "victory");
  vic_map_save_keyfile (map, kf);
  return g_key_file_to_data (kf, NULL, NULL);
}

/* Compares the file with the map's text (or writes it under VIC_WRITE_MAPS). */
static void
check_file (const char *path, const VicMap *map)
{
  g_autofree char *text = map_text (map);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  if (g_getenv ("VIC_WRITE_MAPS") != NULL)
    {
      g_assert_true (vik_file_write_atomic (path, text, strlen (text), &error));
      return;
    }
  g_assert_true (vik_file_read_bounded (path, 1 << 20, &data, &len, &error));
  g_assert_cmpstr (data, ==, text);
}

static VicMap *
load_tile (const char *file)
{
  g_autofree char *path = data_path ("tiles", file);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  VicMap *map;
  gsize len;

  g_assert_true (vik_file_read_bounded (path, 1 << 20, &data, &len, &error));
  map = vic_map_load_data (data, len, path, &error);
  g_assert_no_error (error);
  return map;
}

static void
assert_no_problems (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", ((const VicMapProblem *) problems->pdata[i])->message);
  g_assert_cmpuint (problems->len, ==, 0);
  g_ptr_array_unref (problems);
}

/* (1.2) (8.1) Each tile: six Cities totalling 10 PP, Towns, ports, roads,
 * rivers with Bridges, Alpine sides, varied terrain, a coast; no problems. */
static void
test_tiles (void)
{
  for (guint i = 0; i < N_TILES; i++)
    {
      g_autoptr(VicMap) map = load_tile (tile_files[i]);
      g_autofree char *path = data_path ("tiles", tile_files[i]);
      int cities = 0, towns = 0, ports = 0, coastal = 0, halves = 0, terrains = 0;
      int roads = 0, rivers = 0, bridges = 0, alpine = 0;
      gboolean seen[VIC_N_TERRAINS] = { FALSE };

      g_assert_cmpint (map->n_tiles, ==, 1);
      g_assert_cmpstr (map->name, ==, map->tile_names[0]);
      g_assert_cmpint (vic_map_pp_total (map, 0), ==, 10);
      for (int h = 0; h < map->n_hexes; h++)
        {
          cities += vic_map_is_city (map, h);
          towns += vic_map_is_town (map, h);
          ports += vic_map_is_port (map, h);
          coastal += vic_map_is_coastal (map, h);
          halves += (map->features[h] & VIC_HEX_HALF) != 0;
          g_assert_true (map->pp[h] <= 3);  /* "1PP, 2PP, or 3PP" (8.1) */
          if (vic_map_is_city (map, h))
            g_assert_false (map->features[h] & VIC_HEX_HALF);  /* a City belongs to one tile */
          seen[map->terrain[h]] = TRUE;
          for (int d = VIK_DIR_N; d <= VIK_DIR_SE; d++)
            {
              guint16 s = map->sides[h][d];
              if (map->neighbors[h][d] == VIC_NO_HEX)
                continue;
              roads += (s & VIC_SIDE_ROAD) != 0;
              rivers += (s & VIC_SIDE_RIVER) != 0;
              bridges += VIC_SIDE_IS_BRIDGE (s);
              alpine += (s & VIC_SIDE_ALPINE) != 0;
            }
        }
      for (int t = 0; t < VIC_N_TERRAINS; t++)
        terrains += seen[t];
      g_test_message ("%s: %d hexes, %d Cities, %d Towns, %d ports, %d coastal, %d road, %d river "
                      "(%d Bridges), %d Alpine sides, %d terrains", map->name, map->n_hexes, cities, towns,
                      ports, coastal, roads, rivers, bridges, alpine, terrains);
      g_assert_cmpint (cities, ==, 6);
      g_assert_cmpint (towns, >=, 2);
      g_assert_cmpint (ports, >=, 2);
      g_assert_cmpint (coastal, >=, 4);
      g_assert_cmpint (halves, ==, 2 * 10 + 2 * 5);  /* the edges' half-hexes (3.0) */
      g_assert_cmpint (roads, >=, 20);
      g_assert_cmpint (rivers, >=, 10);
      g_assert_cmpint (bridges, >=, 2);
      g_assert_cmpint (alpine, >=, 2);
      g_assert_cmpint (terrains, >=, 5);
      assert_no_problems (vic_map_problems (map));
      check_file (path, map);
    }
}

/* (1.1) "the terrain will link together": any tile joins any other to the
 * south and to the east; the overlapping half-hexes agree and every road and
 * river across a seam goes on. */
static void
test_every_pair_links (void)
{
  VicMap *tiles[N_TILES];
  int joined = 0;

  for (guint i = 0; i < N_TILES; i++)
    tiles[i] = load_tile (tile_files[i]);
  for (guint a = 0; a < N_TILES; a++)
    for (guint b = 0; b < N_TILES; b++)
      for (int east = 0; east < 2; east++)
        {
          VicLayoutPiece pieces[2] = {
            { tiles[a], 0, 0 },
            { tiles[b], east ? 12 : 0, east ? 0 : 9 },
          };
          g_autoptr(GError) error = NULL;
          g_autoptr(VicMap) map = vic_layout_join ("pair", pieces, 2, &error);
          int sides = 0;

          g_assert_no_error (error);
          g_assert_cmpint (map->n_tiles, ==, 2);
          assert_no_problems (vic_layout_seam_problems (map, &sides));
          g_assert_cmpint (sides, >=, 12);
          assert_no_problems (vic_map_problems (map));
          joined++;
        }
  g_assert_cmpint (joined, ==, 32);
  for (guint i = 0; i < N_TILES; i++)
    vic_map_unref (tiles[i]);
}

static VicMap *
join_layout (guint l, VicMap **tiles)
{
  VicLayoutPiece pieces[4];
  g_autoptr(GError) error = NULL;
  VicMap *map;

  for (int i = 0; i < layouts[l].n; i++)
    pieces[i] = (VicLayoutPiece) { tiles[layouts[l].tile[i]], layouts[l].column[i], layouts[l].row[i] };
  map = vic_layout_join (layouts[l].name, pieces, layouts[l].n, &error);
  g_assert_no_error (error);
  return map;
}

/* The bundled layouts: the tiles joined, every seam side checked, no problems,
 * the file the join's text byte for byte. */
static void
test_layouts (void)
{
  VicMap *tiles[N_TILES];

  for (guint i = 0; i < N_TILES; i++)
    tiles[i] = load_tile (tile_files[i]);
  for (guint l = 0; l < G_N_ELEMENTS (layouts); l++)
    {
      g_autoptr(VicMap) map = join_layout (l, tiles);
      g_autofree char *path = data_path ("scenarios", layouts[l].file);
      int sides = 0;

      g_assert_cmpint (map->n_tiles, ==, layouts[l].n);
      for (int t = 0; t < map->n_tiles; t++)
        g_assert_cmpint (vic_map_pp_total (map, t), ==, 10);
      assert_no_problems (vic_layout_seam_problems (map, &sides));
      g_test_message ("%s: %d hexes, %d seam sides", layouts[l].name, map->n_hexes, sides);
      g_assert_cmpint (sides, >=, 12 * (layouts[l].n - 1));
      assert_no_problems (vic_map_problems (map));
      check_file (path, map);
      /* The file loads to the same map. */
      {
        g_autofree char *data = NULL;
        g_autoptr(GError) error = NULL;
        g_autoptr(VicMap) loaded = NULL;
        g_autofree char *again = NULL, *text = map_text (map);
        gsize len;

        g_assert_true (vik_file_read_bounded (path, 1 << 20, &data, &len, &error));
        loaded = vic_map_load_data (data, len, path, &error);
        g_assert_no_error (error);
        again = map_text (loaded);
        g_assert_cmpstr (again, ==, text);
        g_assert_cmpint (loaded->n_hexes, ==, map->n_hexes);
        g_assert_cmpmem (loaded->sides, map->n_hexes * sizeof loaded->sides[0], map->sides,
                         map->n_hexes * sizeof map->sides[0]);
      }
    }
  for (guint i = 0; i < N_TILES; i++)
    vic_map_unref (tiles[i]);
}

/* Joins that must fail or report: an odd column, half-hexes that differ, a
 * road cut at the seam, a river cut at the seam. */
static void
test_broken_seams (void)
{
  g_autoptr(VicMap) a = load_tile ("westmark");
  g_autoptr(VicMap) b = load_tile ("highmoor");
  g_autoptr(GError) error = NULL;
  VicLayoutPiece pieces[2] = { { a, 0, 0 }, { b, 0, 9 } };
  g_autoptr(VicMap) joined = NULL;
  GPtrArray *problems;
  int hex;

  pieces[1].column = 1;
  g_assert_null (vic_layout_join ("odd", pieces, 2, &error));
  g_assert_nonnull (strstr (error->message, "(1.1)"));
  g_clear_error (&error);
  pieces[1].column = 0;

  /* A half-hex of the northern edge made Forest. */
  hex = vic_map_lookup (b, "c1");
  vic_map_set_terrain (b, hex, VIC_TERRAIN_FOREST);
  g_assert_null (vic_layout_join ("differ", pieces, 2, &error));
  g_assert_nonnull (strstr (error->message, "c10"));
  g_clear_error (&error);
  vic_map_set_terrain (b, hex, VIC_TERRAIN_CLEAR);

  /* The road leaving e1 to the south taken away: the seam's road ends. */
  hex = vic_map_lookup (b, "e1");
  vic_map_set_side (b, hex, VIK_DIR_S, vic_map_side (b, hex, VIK_DIR_S) & ~VIC_SIDE_ROAD);
  vic_map_set_side (b, vic_map_lookup (b, "e2"), VIK_DIR_S,
                    vic_map_side (b, vic_map_lookup (b, "e2"), VIK_DIR_S) & ~VIC_SIDE_ROAD);
  joined = vic_layout_join ("cut", pieces, 2, &error);
  g_assert_no_error (error);
  problems = vic_layout_seam_problems (joined, NULL);
  g_assert_cmpuint (problems->len, >=, 1);
  g_assert_nonnull (strstr (((const VicMapProblem *) problems->pdata[0])->message, "(3.3)"));
  /* each at the hex where the road ends, which its message names */
  for (guint i = 0; i < problems->len; i++)
    {
      const VicMapProblem *p = problems->pdata[i];
      g_autofree char *at = NULL;
      g_assert_cmpint (p->hex, >=, 0);
      g_assert_cmpint (p->hex, <, joined->n_hexes);
      at = g_strdup_printf ("at %s on", joined->labels[p->hex]);
      g_assert_nonnull (strstr (p->message, at));
    }
  g_ptr_array_unref (problems);
  g_clear_pointer (&joined, vic_map_unref);

  /* The river leaving g1's western corner taken away. */
  g_clear_pointer (&b, vic_map_unref);
  b = load_tile ("highmoor");
  pieces[1].tile = b;
  hex = vic_map_lookup (b, "f1");
  vic_map_set_side (b, hex, VIK_DIR_SE, vic_map_side (b, hex, VIK_DIR_SE) & ~VIC_SIDE_RIVER);
  joined = vic_layout_join ("dry", pieces, 2, &error);
  g_assert_no_error (error);
  problems = vic_layout_seam_problems (joined, NULL);
  g_assert_cmpuint (problems->len, >=, 1);
  g_assert_nonnull (strstr (((const VicMapProblem *) problems->pdata[0])->message, "(3.1)"));
  {
    const VicMapProblem *p = problems->pdata[0];
    g_autofree char *side = g_strdup_printf ("of %s-", joined->labels[p->hex]);
    g_assert_nonnull (strstr (p->message, side));
  }
  g_ptr_array_unref (problems);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/8.1/bundled-tiles", test_tiles);
  g_test_add_func ("/victory/1.1/every-tile-pair-links", test_every_pair_links);
  g_test_add_func ("/victory/1.1/bundled-layouts", test_layouts);
  g_test_add_func ("/victory/1.1/broken-seams", test_broken_seams);
  return g_test_run ();
}
