/* test-editor.c: the editor's model without a display: tools, symmetry,
 * undo/redo, validation messages and the random map generator. */
#include "config.h"

#include "vik-editor.h"
#include "vik-mapgen.h"

#include <string.h>

static int
hex (const VikEditor *e, const char *label)
{
  int h = vik_board_parse_label (vik_editor_get_map (e)->board, label);
  g_assert_cmpint (h, !=, VIK_NO_HEX);
  return h;
}

static int
count_terrain (const VikMap *map, guint8 terrain)
{
  int n = 0;

  for (int h = 0; h < map->board->n_hexes; h++)
    if (map->terrain[h] == terrain)
      n++;
  return n;
}

static void
test_paint_brush (void)
{
  g_autoptr (GError) error = NULL;
  VikEditor *e = vik_editor_new_blank (4, 2);
  VikToolSettings s = { VIK_TOOL_PAINT, VIK_TERRAIN_FOREST, 0, 0, 0, VIK_SYMMETRY_NONE };
  const VikMap *map;

  g_assert_true (vik_editor_apply_tool (e, &s, hex (e, "e5"), &error));
  map = vik_editor_get_map (e);
  g_assert_cmpint (map->terrain[hex (e, "e5")], ==, VIK_TERRAIN_FOREST);
  g_assert_cmpint (count_terrain (map, VIK_TERRAIN_FOREST), ==, 1);
  s.radius = 1;
  s.terrain = VIK_TERRAIN_MOUNTAIN;
  g_assert_true (vik_editor_apply_tool (e, &s, hex (e, "e5"), &error));
  g_assert_cmpint (count_terrain (vik_editor_get_map (e), VIK_TERRAIN_MOUNTAIN), ==, 7);
  /* A brush over the outer ring leaves it water (R1); a click on it is refused. */
  s.radius = 2;
  g_assert_true (vik_editor_apply_tool (e, &s, hex (e, "b4"), &error));
  for (int h = 0; h < vik_editor_get_map (e)->board->n_hexes; h++)
    if (vik_board_is_perimeter (vik_editor_get_map (e)->board, h))
      g_assert_cmpint (vik_editor_get_map (e)->terrain[h], ==, VIK_TERRAIN_WATER);
  g_assert_false (vik_editor_apply_tool (e, &s, hex (e, "a3"), &error));
  g_assert_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "(R1)"));
  vik_editor_free (e);
}

static void
test_fill (void)
{
  g_autoptr (GError) error = NULL;
  VikEditor *e = vik_editor_new_blank (4, 2);
  VikToolSettings s = { VIK_TOOL_PAINT, VIK_TERRAIN_WATER, 0, 0, 0, VIK_SYMMETRY_NONE };
  const VikBoard *board = vik_editor_get_map (e)->board;
  int interior = 0;

  /* A wall of water across the middle row of columns splits nothing on a hexagon, so
   * fill first: all face-down hexes are one area. */
  s.tool = VIK_TOOL_FILL;
  s.terrain = VIK_TERRAIN_GRASSLAND;
  g_assert_true (vik_editor_apply_tool (e, &s, hex (e, "e5"), &error));
  for (int h = 0; h < board->n_hexes; h++)
    if (!vik_board_is_perimeter (board, h))
      interior++;
  g_assert_cmpint (count_terrain (vik_editor_get_map (e), VIK_TERRAIN_GRASSLAND), ==, interior);
  /* An island of one hex, then fill around it: the island keeps its terrain. */
  s.tool = VIK_TOOL_PAINT;
  s.terrain = VIK_TERRAIN_MOUNTAIN;
  g_assert_true (vik_editor_apply_tool (e, &s, hex (e, "e5"), &error));
  s.tool = VIK_TOOL_FILL;
  s.terrain = VIK_TERRAIN_PLAINS;
  g_assert_true (vik_editor_apply_tool (e, &s, hex (e, "c3"), &error));
  g_assert_cmpint (count_terrain (vik_editor_get_map (e), VIK_TERRAIN_PLAINS), ==, interior - 1);
  g_assert_cmpint (vik_editor_get_map (e)->terrain[hex (e, "e5")], ==, VIK_TERRAIN_MOUNTAIN);
  /* Filling an area with its own terrain changes nothing: no undo step. */
  g_assert_false (vik_editor_apply_tool (e, &s, hex (e, "c3"), &error));
  g_assert_no_error (error);
  vik_editor_free (e);
}

static void
test_symmetry (void)
{
  g_autoptr (GError) error = NULL;
  static const struct { VikSymmetry sym; int images; } cases[] = {
    { VIK_SYMMETRY_NONE, 1 }, { VIK_SYMMETRY_ROTATE_2, 2 }, { VIK_SYMMETRY_ROTATE_3, 3 },
    { VIK_SYMMETRY_ROTATE_6, 6 }, { VIK_SYMMETRY_MIRROR, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      VikEditor *e = vik_editor_new_blank (5, 3);
      VikToolSettings s = { VIK_TOOL_PAINT, VIK_TERRAIN_FOREST, 0, 0, 0, cases[i].sym };
      const VikBoard *board = vik_editor_get_map (e)->board;
      int h = vik_board_index (board, vik_hex_make (1, -3));
      int out[6];

      g_assert_true (vik_editor_apply_tool (e, &s, h, &error));
      g_assert_cmpint (count_terrain (vik_editor_get_map (e), VIK_TERRAIN_FOREST), ==, cases[i].images);
      g_assert_cmpint (vik_symmetry_images (board, cases[i].sym, h, out), ==, cases[i].images);
      for (int k = 0; k < cases[i].images; k++)
        g_assert_cmpint (vik_editor_get_map (e)->terrain[out[k]], ==, VIK_TERRAIN_FOREST);
      /* The centre is its own image. */
      g_assert_cmpint (vik_symmetry_images (board, cases[i].sym, vik_board_index (board, vik_hex_make (0, 0)), out), ==, 1);
      /* One undo takes back every image. */
      g_assert_true (vik_editor_undo (e));
      g_assert_cmpint (count_terrain (vik_editor_get_map (e), VIK_TERRAIN_FOREST), ==, 0);
      vik_editor_free (e);
    }
}

static void
test_undo_redo (void)
{
  g_autoptr (GError) error = NULL;
  VikEditor *e = vik_editor_new_blank (4, 2);
  g_autoptr (VikScenario) start = vik_scenario_copy (vik_editor_get_scenario (e));
  g_autoptr (VikScenario) end = NULL;
  VikToolSettings paint = { VIK_TOOL_PAINT, VIK_TERRAIN_PLAINS, 1, 0, 0, VIK_SYMMETRY_ROTATE_2 };
  VikToolSettings town = { VIK_TOOL_CAPITAL, 0, 0, 0, 0, VIK_SYMMETRY_NONE };
  VikToolSettings unit = { VIK_TOOL_UNIT, 0, 0, 0, VIK_UNIT_INFANTRY, VIK_SYMMETRY_NONE };
  VikToolSettings erase = { VIK_TOOL_ERASE, 0, 0, 0, 0, VIK_SYMMETRY_NONE };
  int steps = 0;

  g_assert_false (vik_editor_is_modified (e));
  g_assert_true (vik_editor_apply_tool (e, &paint, hex (e, "e3"), &error)); steps++;
  g_assert_true (vik_editor_apply_tool (e, &town, hex (e, "e3"), &error)); steps++;
  g_assert_true (vik_editor_apply_tool (e, &unit, hex (e, "e3"), &error)); steps++;
  vik_editor_set_title (e, "Undone"); steps++;
  g_assert_true (vik_editor_apply_tool (e, &erase, hex (e, "e2"), &error)); steps++; /* a start-group mark */
  g_assert_true (vik_editor_is_modified (e));
  g_assert_cmpint (vik_editor_get_scenario (e)->hexes[hex (e, "e3")].capital, ==, 1);
  end = vik_scenario_copy (vik_editor_get_scenario (e));

  for (int i = 0; i < steps; i++)
    g_assert_true (vik_editor_undo (e));
  g_assert_false (vik_editor_undo (e));
  g_assert_true (vik_scenario_equal (start, vik_editor_get_scenario (e)));
  g_assert_false (vik_editor_is_modified (e));
  for (int i = 0; i < steps; i++)
    g_assert_true (vik_editor_redo (e));
  g_assert_false (vik_editor_redo (e));
  g_assert_true (vik_scenario_equal (end, vik_editor_get_scenario (e)));
  vik_editor_mark_saved (e);
  g_assert_false (vik_editor_is_modified (e));
  /* A new edit after an undo drops the redo list. */
  g_assert_true (vik_editor_undo (e));
  g_assert_true (vik_editor_is_modified (e));
  g_assert_true (vik_editor_apply_tool (e, &unit, hex (e, "e3"), &error));
  g_assert_false (vik_editor_can_redo (e));
  vik_editor_free (e);
}

/* A drag of the brush over several hexes is one undo step, even over a hex twice. */
static void
test_stroke_is_one_step (void)
{
  g_autoptr (GError) error = NULL;
  VikEditor *e = vik_editor_new_blank (4, 2);
  g_autoptr (VikScenario) start = vik_scenario_copy (vik_editor_get_scenario (e));
  g_autoptr (VikScenario) end = NULL;
  VikToolSettings paint = { VIK_TOOL_PAINT, VIK_TERRAIN_FOREST, 0, 0, 0, VIK_SYMMETRY_NONE };
  static const char *const path[] = { "e3", "e4", "f4", "e4", "d4" };

  vik_editor_begin_stroke (e);
  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    vik_editor_apply_tool (e, &paint, hex (e, path[i]), &error);
  vik_editor_end_stroke (e);
  g_assert_no_error (error);
  end = vik_scenario_copy (vik_editor_get_scenario (e));
  g_assert_false (vik_scenario_equal (start, end));
  g_assert_true (vik_editor_undo (e));
  g_assert_true (vik_scenario_equal (start, vik_editor_get_scenario (e)));
  g_assert_false (vik_editor_can_undo (e));
  g_assert_true (vik_editor_redo (e));
  g_assert_true (vik_scenario_equal (end, vik_editor_get_scenario (e)));
  /* After the stroke, each edit is its own step again. */
  paint.terrain = VIK_TERRAIN_MOUNTAIN;
  g_assert_true (vik_editor_apply_tool (e, &paint, hex (e, "c4"), &error));
  g_assert_true (vik_editor_apply_tool (e, &paint, hex (e, "c3"), &error));
  g_assert_true (vik_editor_undo (e));
  g_assert_true (vik_editor_undo (e));
  g_assert_true (vik_scenario_equal (end, vik_editor_get_scenario (e)));
  vik_editor_free (e);
}

/* The problems the editor shows name the hex and the rule. */
static void
test_validation_messages (void)
{
  g_autoptr (GError) error = NULL;
  VikEditor *e = vik_editor_new_blank (4, 2);
  VikToolSettings fill = { VIK_TOOL_FILL, VIK_TERRAIN_PLAINS, 0, 0, 0, VIK_SYMMETRY_NONE };
  VikToolSettings town = { VIK_TOOL_TOWN, 0, 0, 1, 0, VIK_SYMMETRY_NONE };
  VikToolSettings frigate = { VIK_TOOL_UNIT, 0, 0, 1, VIK_UNIT_FRIGATE, VIK_SYMMETRY_NONE };
  g_autoptr (GPtrArray) problems = NULL;
  gboolean adjacent = FALSE, on_land = FALSE, support = FALSE;

  g_assert_true (vik_editor_apply_tool (e, &fill, hex (e, "e5"), &error));
  g_assert_true (vik_editor_apply_tool (e, &town, hex (e, "c4"), &error));
  g_assert_true (vik_editor_apply_tool (e, &town, hex (e, "c5"), &error));
  g_assert_true (vik_editor_apply_tool (e, &frigate, hex (e, "e5"), &error));
  problems = vik_editor_validate (e);
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = problems->pdata[i];
      g_test_message ("%s", p->message);
      adjacent |= strcmp (p->rule, "8.2.1") == 0 && strstr (p->message, "c4 and c5") && p->hex == hex (e, "c4");
      on_land |= strcmp (p->rule, "10.3") == 0 && strstr (p->message, "e5") && strstr (p->message, "(10.3)");
      support |= strcmp (p->rule, "9.2") == 0 && strstr (p->message, "(9.2)");
    }
  g_assert_true (adjacent);
  g_assert_true (on_land);
  g_assert_true (support);
  /* A player not in the game is refused at once. */
  town.player = 5;
  g_assert_false (vik_editor_apply_tool (e, &town, hex (e, "e3"), &error));
  g_assert_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID);
  vik_editor_free (e);
}

/* A problem citing `rule` whose message contains `words`? */
static gboolean
has_problem (GPtrArray *problems, const char *rule, const char *words)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = problems->pdata[i];
      if (g_strcmp0 (p->rule, rule) == 0 && strstr (p->message, words) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The scenario names its edition; the rules become that book's, with the
 * optional rules and victory conditions it has; validation follows the
 * book's players, board sizes and cases; one undo step each. */
static void
test_edition (void)
{
  VikEditor *e = vik_editor_new_blank (7, 5);
  VikRuleset rules = vik_editor_get_scenario (e)->rules;
  g_autoptr (GPtrArray) problems = NULL;
  g_autofree char *data = NULL;
  gsize len;

  g_assert_cmpint (rules.edition, ==, VIK_EDITION_V2_1);
  rules.options = (1u << VIK_OPTION_METROPOLISES) | (1u << VIK_OPTION_SUBJUGATION);
  vik_editor_set_rules (e, &rules);
  vik_editor_set_victory (e, VIK_VICTORY_STANDARD | VIK_VICTORY_SUBJUGATION | VIK_VICTORY_TWO_VASSALS);

  /* The German book: no Metropolises [16.6], no Alliance Optional Victory [16.87]. */
  vik_editor_set_edition (e, VIK_EDITION_DE_V1_1);
  g_assert_cmpint (vik_editor_get_scenario (e)->rules.edition, ==, VIK_EDITION_DE_V1_1);
  g_assert_cmpuint (vik_editor_get_scenario (e)->rules.options, ==, 1u << VIK_OPTION_SUBJUGATION);
  g_assert_cmpuint (vik_editor_get_scenario (e)->victory, ==, VIK_VICTORY_STANDARD | VIK_VICTORY_SUBJUGATION);
  g_assert_cmpuint (vik_editor_get_scenario (e)->rules.towns_per_build, ==, 1);   /* [7.2] */
  problems = vik_editor_validate (e);
  g_assert_false (has_problem (problems, "1.1", ""));      /* five players: the book has 2 to 6 */
  g_clear_pointer (&problems, g_ptr_array_unref);
  data = vik_scenario_save_to_data (vik_editor_get_scenario (e), &len);
  g_assert_nonnull (strstr (data, "Edition=de-v1.1"));

  /* Two Towns side by side: the German book's case (7.21), not v2.1's (8.2.1). */
  {
    g_autoptr (GError) error = NULL;
    VikToolSettings fill = { VIK_TOOL_FILL, VIK_TERRAIN_PLAINS, 0, 0, 0, VIK_SYMMETRY_NONE };
    VikToolSettings town = { VIK_TOOL_TOWN, 0, 0, 1, 0, VIK_SYMMETRY_NONE };
    g_assert_true (vik_editor_apply_tool (e, &fill, hex (e, "g7"), &error));
    g_assert_true (vik_editor_apply_tool (e, &town, hex (e, "e5"), &error));
    g_assert_true (vik_editor_apply_tool (e, &town, hex (e, "e6"), &error));
    problems = vik_editor_validate (e);
    g_assert_true (has_problem (problems, "7.21", "(7.21)"));
    g_assert_false (has_problem (problems, "8.2.1", ""));
    g_clear_pointer (&problems, g_ptr_array_unref);
    g_assert_true (vik_editor_undo (e));
    g_assert_true (vik_editor_undo (e));
    g_assert_true (vik_editor_undo (e));
  }

  /* The original game: 2 to 4 players on its own boards, conquest only, no options. */
  vik_editor_set_edition (e, VIK_EDITION_V1);
  g_assert_cmpuint (vik_editor_get_scenario (e)->rules.options, ==, 0);
  g_assert_cmpuint (vik_editor_get_scenario (e)->victory, ==, VIK_VICTORY_STANDARD);
  problems = vik_editor_validate (e);
  g_assert_true (has_problem (problems, "Introduction", "2 to 4"));
  g_assert_true (has_problem (problems, "The Map", "radius 7"));
  g_clear_pointer (&problems, g_ptr_array_unref);

  /* Undo: back to the German book with its options, then to v2.1 with all. */
  g_assert_true (vik_editor_undo (e));
  g_assert_cmpint (vik_editor_get_scenario (e)->rules.edition, ==, VIK_EDITION_DE_V1_1);
  g_assert_cmpuint (vik_editor_get_scenario (e)->rules.options, ==, 1u << VIK_OPTION_SUBJUGATION);
  g_assert_true (vik_editor_undo (e));
  g_assert_cmpint (vik_editor_get_scenario (e)->rules.edition, ==, VIK_EDITION_V2_1);
  g_assert_true (vik_ruleset_has_option (&vik_editor_get_scenario (e)->rules, VIK_OPTION_METROPOLISES));
  g_assert_cmpuint (vik_editor_get_scenario (e)->victory & VIK_VICTORY_TWO_VASSALS, !=, 0);
  vik_editor_free (e);
}

static void
test_start_groups (void)
{
  g_autoptr (GError) error = NULL;
  VikEditor *e = vik_editor_new_blank (4, 2);
  VikToolSettings s = { VIK_TOOL_START_GROUP, 0, 0, 1, 0, VIK_SYMMETRY_NONE };
  const char *labels[] = { "c3", "c4", "c5" };

  g_assert_cmpint (vik_map_group_size (vik_editor_get_map (e), 1), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    g_assert_true (vik_editor_apply_tool (e, &s, hex (e, labels[i]), &error));
  g_assert_cmpint (vik_map_group_size (vik_editor_get_map (e), 1), ==, 8);
  g_assert_false (vik_editor_apply_tool (e, &s, hex (e, "g4"), &error)); /* a ninth */
  g_assert_nonnull (strstr (error->message, "(3.3)"));
  g_clear_error (&error);
  g_assert_true (vik_editor_apply_tool (e, &s, hex (e, "c3"), &error)); /* toggles out */
  g_assert_cmpint (vik_editor_get_map (e)->group[hex (e, "c3")], ==, VIK_MAP_NO_GROUP);
  g_assert_cmpint (vik_tool_for_key ('s'), ==, VIK_TOOL_START_GROUP);
  g_assert_cmpstr (vik_tool_info (VIK_TOOL_FILL)->id, ==, "fill");
  vik_editor_free (e);
}

/* "No starting group unfair" across many seeds and every player count,
 * face up and face down, with and without symmetry; generated maps validate
 * and stay editable. */
static void
test_generator (void)
{
  int checked = 0;

  for (int players = 2; players <= 8; players++)
    for (guint64 seed = 0; seed < 40; seed++)
      {
        g_autoptr (GError) error = NULL;
        VikMapgenOptions o = { 0 };
        g_autoptr (VikMap) map = NULL;
        g_autoptr (VikMap) again = NULL;
        g_autoptr (GPtrArray) problems = vik_problems_new ();

        o.n_players = players;
        o.seed = seed;
        o.face_down = seed % 2;
        o.symmetry = seed % 5 == 0 ? VIK_SYMMETRY_NONE : (players == 2 ? VIK_SYMMETRY_ROTATE_2
                                                          : players == 3 ? VIK_SYMMETRY_ROTATE_3
                                                          : players == 6 ? VIK_SYMMETRY_ROTATE_6 : VIK_SYMMETRY_NONE);
        if (seed == 3)
          {
            /* A dry composition: the repairs have work to do. */
            o.pile_set = TRUE;
            o.pile[VIK_TERRAIN_WATER] = 150;
            o.pile[VIK_TERRAIN_PLAINS] = 20;
          }
        map = vik_mapgen_generate (&o, &error);
        g_assert_no_error (error);
        if (!vik_mapgen_is_fair (map, &error))
          g_error ("%d players, seed %" G_GUINT64_FORMAT ": %s", players, seed, error->message);
        vik_map_validate (map, problems);
        g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), ==, 0);
        again = vik_mapgen_generate (&o, NULL);
        g_assert_true (vik_map_equal (map, again)); /* the seed decides */
        checked++;
      }
  g_assert_cmpint (checked, ==, 7 * 40);

  {
    g_autoptr (GError) error = NULL;
    VikMapgenOptions o = { 0 };
    VikEditor *e;
    VikToolSettings s = { VIK_TOOL_PAINT, VIK_TERRAIN_MOUNTAIN, 0, 0, 0, VIK_SYMMETRY_NONE };

    o.n_players = 4;
    o.seed = 99;
    e = vik_editor_new_blank (4, 2);
    vik_editor_set_map (e, vik_mapgen_generate (&o, &error));
    g_assert_cmpint (vik_editor_get_map (e)->board->radius, ==, 6);
    g_assert_true (vik_editor_apply_tool (e, &s, vik_board_index (vik_editor_get_map (e)->board, vik_hex_make (0, 0)), &error)
                   || vik_editor_get_map (e)->terrain[vik_board_index (vik_editor_get_map (e)->board, vik_hex_make (0, 0))] == VIK_TERRAIN_MOUNTAIN);
    g_assert_true (vik_editor_undo (e) || TRUE);
    vik_editor_free (e);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/paint-brush", test_paint_brush);
  g_test_add_func ("/editor/fill", test_fill);
  g_test_add_func ("/editor/symmetry", test_symmetry);
  g_test_add_func ("/editor/undo-redo", test_undo_redo);
  g_test_add_func ("/editor/stroke-is-one-step", test_stroke_is_one_step);
  g_test_add_func ("/editor/validation-messages", test_validation_messages);
  g_test_add_func ("/editor/start-groups", test_start_groups);
  g_test_add_func ("/editor/edition", test_edition);
  g_test_add_func ("/editor/generator", test_generator);
  return g_test_run ();
}
