/* test-map.c: map files and their validation. */
#include "config.h"

#include "vik-map.h"
#include "vik-action.h"

#include <string.h>

static VikMap *
plains_map (void)
{
  VikMap *map = vik_map_new (4, 2);

  for (int h = 0; h < map->board->n_hexes; h++)
    if (!vik_board_is_perimeter (map->board, h))
      map->terrain[h] = VIK_TERRAIN_PLAINS;
  return map;
}

static gboolean
has_problem (GPtrArray *problems, VikProblemSeverity severity, const char *rule, const char *text)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = problems->pdata[i];
      if (p->severity == severity && strcmp (p->rule, rule) == 0
          && strstr (p->message, rule) != NULL && (text == NULL || strstr (p->message, text) != NULL))
        return TRUE;
    }
  return FALSE;
}

/* A new map: R1 perimeter water, interior face down, the default groups of R2. */
static void
test_new (void)
{
  g_autoptr (VikMap) map = vik_map_new (6, 4);
  g_autoptr (GPtrArray) problems = vik_problems_new ();
  guint pile[VIK_N_TERRAINS];
  int interior = map->board->n_hexes - 6 * 6;

  g_assert_cmpint (vik_map_face_down_count (map), ==, interior);
  for (int g = 0; g < 4; g++)
    g_assert_cmpint (vik_map_group_size (map, g), ==, 5);
  vik_map_pile_counts (map, pile);
  g_assert_cmpuint (pile[0] + pile[1] + pile[2] + pile[3] + pile[4], ==, interior + MAX (6, interior / 10));
  vik_map_validate (map, problems);
  g_assert_cmpint (problems->len, ==, 0);
}

/* The hex a label names; the test stops on a label not on the board. */
static int
hex_of (const VikMap *map, const char *label)
{
  int hex = vik_board_parse_label (map->board, label);

  g_assert (hex >= 0);
  return hex;
}

/* load -> save -> load: the same map and the same bytes. */
static void
test_round_trip (void)
{
  g_autoptr (VikMap) map = vik_map_new (5, 3);
  g_autoptr (VikMap) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *a = NULL, *b = NULL;
  gsize la, lb;

  map->terrain[hex_of (map, "e5")] = VIK_TERRAIN_MOUNTAIN;
  map->terrain[hex_of (map, "f4")] = VIK_TERRAIN_FOREST;
  map->pile_set = TRUE;
  map->pile[VIK_TERRAIN_WATER] = 10;
  map->pile[VIK_TERRAIN_GRASSLAND] = 70;
  g_free (map->description);
  map->description = g_strdup ("Two lines,\nand “quotes” = fine; too");
  a = vik_map_save_to_data (map, &la);
  loaded = vik_map_load_from_data (a, la, "m.vikmap", &error);
  g_assert_no_error (error);
  g_assert_true (vik_map_equal (map, loaded));
  b = vik_map_save_to_data (loaded, &lb);
  g_assert_cmpmem (a, la, b, lb);
  g_assert_nonnull (strstr (a, "[Terrain]"));
  g_assert_nonnull (strstr (a, "Grassland=70"));
}

/* Players without Radius: the radius of R1 for that count; no [StartGroups]: R2. */
static void
test_defaults (void)
{
  static const char text[] =
    "[Map]\nFormatVersion=1\nTitle=Small\nPlayers=2\n[Terrain]\n"
    "Row1=. . . W W W . . .\nRow2=. W W ? ? ? W W .\nRow3=W ? ? ? ? ? ? ? W\n"
    "Row4=W ? ? ? ? ? ? ? W\nRow5=W ? ? ? ? ? ? ? W\nRow6=W ? ? ? ? ? ? ? W\n"
    "Row7=W W ? ? ? ? ? W W\nRow8=. . W ? ? ? W . .\nRow9=. . . . W . . . .\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (VikMap) map = vik_map_load_from_data (text, strlen (text), "small", &error);
  g_autoptr (VikMap) fresh = vik_map_new (4, 2);

  g_assert_no_error (error);
  g_assert_cmpint (vik_map_radius (map), ==, 4);
  g_assert_cmpmem (map->group, sizeof map->group, fresh->group, sizeof fresh->group);
  g_assert_false (map->pile_set);
}

static void
test_rules_perimeter (void)
{
  g_autoptr (VikMap) map = plains_map ();
  g_autoptr (GPtrArray) problems = vik_problems_new ();

  map->terrain[hex_of (map, "a3")] = VIK_TERRAIN_FOREST;
  vik_map_validate (map, problems);
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "R1", "a3"));
}

/* Warnings, unusual but legal: a starting group with under two land hexes
 * (4.0), a pile without land (R3), a pile smaller than the face-down hexes (R4). */
static void
test_rules_warnings (void)
{
  g_autoptr (VikMap) map = plains_map ();
  g_autoptr (GPtrArray) problems = vik_problems_new ();
  gint16 hexes[8];
  int n = vik_map_group_hexes (map, 1, hexes);

  for (int i = 0; i < n - 1; i++)
    map->terrain[hexes[i]] = VIK_TERRAIN_WATER;
  map->terrain[hex_of (map, "e5")] = VIK_MAP_FACE_DOWN;
  map->terrain[hex_of (map, "c5")] = VIK_MAP_FACE_DOWN;
  map->pile_set = TRUE;
  memset (map->pile, 0, sizeof map->pile);
  map->pile[VIK_TERRAIN_WATER] = 1;
  vik_map_validate (map, problems);
  g_assert_true (has_problem (problems, VIK_PROBLEM_WARNING, "4.0", vik_board_label (map->board, hexes[0])));
  g_assert_true (has_problem (problems, VIK_PROBLEM_WARNING, "R3", NULL));
  g_assert_true (has_problem (problems, VIK_PROBLEM_WARNING, "R4", NULL));
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), ==, 0);
}

static void
test_rules_groups (void)
{
  static const char text[] =
    "[Map]\nFormatVersion=1\nTitle=Groups\nPlayers=3\nRadius=4\n[Terrain]\n"
    "Row1=. . . W W W . . .\nRow2=. W W P P P W W .\nRow3=W P P P P P P P W\n"
    "Row4=W P P P P P P P W\nRow5=W P P P P P P P W\nRow6=W P P P P P P P W\n"
    "Row7=W W P P P P P W W\nRow8=. . W W P W W . .\nRow9=. . . . W . . . .\n"
    "[StartGroups]\nPlayer1=d2, e2, x12\nPlayer2=e2, e8\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (VikMap) map = vik_map_load_from_data (text, strlen (text), "groups", &error);
  g_autoptr (GPtrArray) problems = vik_problems_new ();

  g_assert_no_error (error);
  vik_map_validate (map, problems);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", ((VikProblem *) problems->pdata[i])->message);
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "R1", "x12"));        /* off the board */
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "3.3", "e2"));        /* in two groups */
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "3.3", "Player 3"));  /* no group */
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "3.3", "differ in size")); /* 2 against 1 */
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), ==, 4);
}

/* Starting groups of different sizes (6 hexes against 5) are an error, not
 * "No problems" [3.3] (R2); groups of one size are fine. */
static void
test_rules_group_sizes (void)
{
  static const char head[] =
    "[Map]\nFormatVersion=1\nTitle=Sizes\nPlayers=2\nRadius=4\n[Terrain]\n"
    "Row1=. . . W W W . . .\nRow2=. W W P P P W W .\nRow3=W P P P P P P P W\n"
    "Row4=W P P P P P P P W\nRow5=W P P P P P P P W\nRow6=W P P P P P P P W\n"
    "Row7=W W P P P P P W W\nRow8=. . W W P W W . .\nRow9=. . . . W . . . .\n"
    "[StartGroups]\n";
  static const struct { const char *groups; gboolean unequal; } cases[] = {
    { "Player1=b3, b4, b5, c3, c4, c5\nPlayer2=h3, h4, h5, g3, g4\n", TRUE },
    { "Player1=b3, b4, b5, c3, c4\nPlayer2=h3, h4, h5, g3, g4\n", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (head, cases[i].groups, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (VikMap) map = vik_map_load_from_data (text, strlen (text), "sizes", &error);
      g_autoptr (GPtrArray) problems = vik_problems_new ();

      g_assert_no_error (error);
      vik_map_validate (map, problems);
      for (guint k = 0; k < problems->len; k++)
        g_test_message ("%s", ((VikProblem *) problems->pdata[k])->message);
      g_assert_cmpint (has_problem (problems, VIK_PROBLEM_ERROR, "3.3", "6 hexes"), ==, cases[i].unequal);
      g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), ==, cases[i].unequal ? 1 : 0);
    }
}

static void
test_format_errors (void)
{
  static const struct { const char *text, *expect; } cases[] = {
    { "[Map]\nFormatVersion=2\nTitle=x\nPlayers=2\n", "newer version" },
    { "[Map]\nFormatVersion=1\nPlayers=2\n[Terrain]\n", "[Map] Title" },
    { "[Map]\nFormatVersion=1\nTitle=x\nPlayers=9\n", "[Map] Players" },
    { "[Map]\nFormatVersion=1\nTitle=x\nPlayers=2\n", "[Terrain]" },
    { "[Map]\nFormatVersion=1\nTitle=x\nPlayers=2\n[Terrain]\nRow1=. . . W W W . . .\nRow2=. W W X P P W W .\n",
      "[Terrain] Row2: cell 4 (d2)" },
    { "[Map]\nFormatVersion=1\nTitle=x\nPlayers=2\n[Terrain]\nRow1=. . . W W\n", "[Terrain] Row1" },
    { "[Other]\nx=1\n", "[Map]" },
    { "not a key file\n", "file:" },
    /* Bad escapes are refused by us: GLib 2.74 warns on an invalid escape followed by a trailing
     * backslash (a fuzz finding, tests/fuzz/regressions/map/invalid-escape-then-trailing-backslash.vikmap). */
    { "[Map]\nFormatVersion=1\nTitle=x\\q y\\\nPlayers=2\n", "[Map] Title: “\\q” is not an escape sequence" },
    { "[Map]\nFormatVersion=1\nTitle=x\\\nPlayers=2\n", "[Map] Title: the value ends with a lone backslash" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      VikMap *map = vik_map_load_from_data (cases[i].text, strlen (cases[i].text), "file", &error);
      g_assert_null (map);
      g_assert_true (error->domain == VIK_MAP_ERROR);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].expect));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map/new", test_new);
  g_test_add_func ("/map/round-trip", test_round_trip);
  g_test_add_func ("/map/defaults", test_defaults);
  g_test_add_func ("/map/rules/R1/perimeter-is-water", test_rules_perimeter);
  g_test_add_func ("/map/rules/warnings", test_rules_warnings);
  g_test_add_func ("/map/rules/3.3/start-groups", test_rules_groups);
  g_test_add_func ("/map/rules/3.3/start-groups-same-size", test_rules_group_sizes);
  g_test_add_func ("/map/format-errors", test_format_errors);
  return g_test_run ();
}
