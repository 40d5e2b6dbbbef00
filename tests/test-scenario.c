/* test-scenario.c: scenario files, their validation and games set up from them.
 *
 * The bundled scenarios validate, survive load -> save -> load with identical
 * state and identical bytes, and are played to a victory by the aggressive
 * policy; broken scenarios are refused with every problem listed, each naming
 * the hex and citing the rule; damaged files give a GError naming the group and key. */
#include "config.h"

#include "vik-policy.h"
#include "vik-save.h"
#include "vik-scenario.h"

#include <glib/gstdio.h>
#include <string.h>

static const char *const bundled[] = {
  "duel.vikscn", "inner-sea.vikscn", "six-crowns.vikscn", "great-melee.vikscn",
};

static char *
bundled_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);
}

static VikScenario *
load_bundled (const char *name)
{
  g_autofree char *path = bundled_path (name);
  g_autoptr (GError) error = NULL;
  VikScenario *sc = vik_scenario_load (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (sc);
  return sc;
}

static void
test_bundled_validate (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autoptr (VikScenario) sc = load_bundled (bundled[i]);
      g_autoptr (GPtrArray) problems = vik_problems_new ();
      g_autoptr (GError) error = NULL;

      vik_scenario_validate (sc, problems);
      for (guint k = 0; k < problems->len; k++)
        g_test_message ("%s: %s", bundled[i], ((VikProblem *) problems->pdata[k])->message);
      g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), ==, 0);
      g_assert_true (vik_scenario_check (sc, bundled[i], &error));
      g_assert_cmpstr (sc->title, !=, "");
      g_assert_cmpstr (sc->description, !=, "");
    }
}

static void
test_bundled_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *path = bundled_path (bundled[i]);
      g_autofree char *original = NULL;
      g_autofree char *saved = NULL;
      g_autofree char *again = NULL;
      g_autoptr (GError) error = NULL;
      gsize len, saved_len, again_len;
      g_autoptr (VikScenario) a = load_bundled (bundled[i]);
      g_autoptr (VikScenario) b = NULL;

      g_assert_true (g_file_get_contents (path, &original, &len, NULL));
      saved = vik_scenario_save_to_data (a, &saved_len);
      /* The bundled files are in the program's own layout: saving changes no byte. */
      g_assert_cmpstr (saved, ==, original);
      b = vik_scenario_load_from_data (saved, saved_len, bundled[i], NULL, &error);
      g_assert_no_error (error);
      g_assert_true (vik_scenario_equal (a, b));
      again = vik_scenario_save_to_data (b, &again_len);
      g_assert_cmpmem (saved, saved_len, again, again_len);
    }
}

static void
play_to_end (const char *name, guint64 seed)
{
  g_autoptr (VikScenario) sc = load_bundled (name);
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) game = vik_scenario_new_game (sc, seed, &error);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;
  int n = 0;

  g_assert_no_error (error);
  g_assert_true (vik_game_check_invariants (game, &error));
  vik_rng_seed (&rng, seed, 7);
  while (!vik_game_is_over (game) && n < 100000)
    {
      guint i;
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data, legal->len, &rng);
      if (!vik_game_apply (game, &g_array_index (legal, VikAction, i), &error))
        g_error ("%s seed %" G_GUINT64_FORMAT ": %s", name, seed, error->message);
      if (n % 97 == 0 && !vik_game_check_invariants (game, &error))
        g_error ("%s seed %" G_GUINT64_FORMAT ": %s", name, seed, error->message);
      n++;
    }
  g_assert_true (vik_game_is_over (game));
  g_assert_true (vik_game_check_invariants (game, &error));
  g_test_message ("%s seed %" G_GUINT64_FORMAT ": over on turn %d after %d actions", name, seed,
                  vik_game_get_turn (game), n);
}

static void
test_bundled_playout (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    for (guint64 seed = 1; seed <= 2; seed++)
      play_to_end (bundled[i], seed);
}

/* A game from a setup scenario starts with the setup turns [4.0]; one from a
 * Movement start has the pieces, the Reserves and the pile of the file. */
static void
test_new_game (void)
{
  g_autoptr (VikScenario) duel = load_bundled ("duel.vikscn");
  g_autoptr (VikScenario) six = load_bundled ("six-crowns.vikscn");
  g_autoptr (VikScenario) sea = load_bundled ("inner-sea.vikscn");
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) g1 = vik_scenario_new_game (duel, 5, &error);
  g_autoptr (VikGame) g2 = vik_scenario_new_game (duel, 5, &error);
  g_autoptr (VikGame) g6 = vik_scenario_new_game (six, 5, &error);
  g_autoptr (VikGame) gs = vik_scenario_new_game (sea, 5, &error);
  g_autoptr (VikGame) loaded = NULL;
  g_autofree char *data = NULL;
  const VikBoard *board;
  guint pile[VIK_N_TERRAINS];
  gsize len;
  int total = 0;

  g_assert_no_error (error);
  g_assert_true (vik_game_equal (g1, g2)); /* the seed decides everything */
  g_assert_cmpint (vik_game_get_phase (g1), ==, VIK_PHASE_SETUP);
  g_assert_cmpint (vik_game_get_turn (g1), ==, 0);
  g_assert_cmpstr (vik_game_get_player_name (g1, 0), ==, "Harald");
  board = vik_game_get_board (g1);
  for (int h = 0; h < board->n_hexes; h++)
    g_assert_true (vik_game_hex_revealed (g1, h)); /* a fixed map */

  g_assert_cmpint (vik_game_get_phase (g6), ==, VIK_PHASE_MOVEMENT);
  g_assert_cmpint (vik_game_get_turn (g6), ==, 1);
  g_assert_cmpint (vik_game_get_current_player (g6), ==, 0);
  for (int p = 0; p < 6; p++)
    {
      g_assert_cmpint (vik_game_count_sites (g6, p, VIK_SITE_TOWN), ==, 2);
      g_assert_cmpint (vik_game_capital_hex (g6, p), !=, VIK_NO_HEX);
      g_assert_cmpint (vik_game_map_units (g6, p, VIK_UNIT_INFANTRY), ==, 2);
      g_assert_cmpint (vik_game_reserve (g6, p, VIK_UNIT_INFANTRY), ==, 0);
    }
  g_assert_true (vik_game_get_victory (g6) & VIK_VICTORY_SHORTER);

  /* The pile of the map's composition, less the tiles drawn for the first
   * player's face-down starting hexes [4.0]. */
  vik_map_pile_counts (sea->map, pile);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    total += pile[t];
  for (int h = 0; h < sea->map->board->n_hexes; h++)
    if (sea->map->group[h] == 0 && sea->map->terrain[h] == VIK_MAP_FACE_DOWN)
      total--;
  g_assert_cmpint (vik_game_pile_size (gs), ==, total);

  /* A game from a scenario saves and loads like any other. */
  data = vik_game_save_to_data (g6, &len);
  loaded = vik_game_load_from_data (data, len, "six", &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (g6, loaded));
}

static const char broken[] =
  "[Scenario]\nFormatVersion=1\nTitle=Broken\nPlayers=2\nStart=movement\nTurn=1\n"
  "[Player1]\nTowns=c3, c4, e2\nCapital=c3\nUnits=c3:I, d4:F, c4:IIIC, z9:I\n"
  "[Player2]\nTowns=g5\nUnits=g5:I\n"
  "[Map]\nFormatVersion=1\nTitle=Broken\nPlayers=2\nRadius=4\n"
  "[Terrain]\n"
  "Row1=. . . W W W . . .\n"
  "Row2=. W W P P P W W .\n"
  "Row3=W P P P P P P P W\n"
  "Row4=W P P P P P P P W\n"
  "Row5=W P P W P P P P W\n"
  "Row6=W P P P P P P P W\n"
  "Row7=W W P P P P P W W\n"
  "Row8=. . W W P W W . .\n"
  "Row9=. . . . W . . . .\n"
  "[StartGroups]\nPlayer1=d2, e2, e3\nPlayer2=d7, e7, k1\n";

static gboolean
has_problem (GPtrArray *problems, VikProblemSeverity severity, const char *rule, const char *label)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = problems->pdata[i];
      if (p->severity == severity && strcmp (p->rule, rule) == 0
          && (label == NULL || strstr (p->message, label) != NULL)
          && strstr (p->message, rule) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Every problem is listed, not only the first: adjacent Towns (8.2.1), a Town
 * on water (8.2.1), a Frigate on land (10.3), units a Town cannot support
 * (9.2), pieces and a start group off the board (R1). */
static void
test_rules_every_problem (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikScenario) sc = vik_scenario_load_from_data (broken, strlen (broken), "broken.vikscn", NULL, &error);
  g_autoptr (GPtrArray) problems = vik_problems_new ();
  g_autoptr (VikGame) game = NULL;

  g_assert_no_error (error); /* the form is fine: the editor opens it */
  vik_scenario_validate (sc, problems);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", ((VikProblem *) problems->pdata[i])->message);
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "8.2.1", "c3 and c4"));
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "10.3", "d4"));
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "9.2", NULL));
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "R1", "z9"));
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "R1", "k1"));

  game = vik_scenario_new_game (sc, 1, &error);
  g_assert_null (game);
  g_assert_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_RULES);
  g_assert_nonnull (strstr (error->message, "(8.2.1)"));
  g_assert_nonnull (strstr (error->message, "(10.3)"));
  g_assert_nonnull (strstr (error->message, "(9.2)"));
  g_assert_nonnull (strstr (error->message, "(R1)"));
}

/* A Town on water (8.2.1) and warnings kept apart from errors. */
static void
test_rules_town_on_water (void)
{
  g_autoptr (VikMap) map = vik_map_new (4, 2);
  g_autoptr (VikScenario) sc = NULL;
  g_autoptr (GPtrArray) problems = vik_problems_new ();
  int e5, c3;

  for (int h = 0; h < map->board->n_hexes; h++)
    if (!vik_board_is_perimeter (map->board, h))
      map->terrain[h] = VIK_TERRAIN_PLAINS;
  e5 = vik_board_parse_label (map->board, "e5");
  c3 = vik_board_parse_label (map->board, "c3");
  map->terrain[e5] = VIK_TERRAIN_WATER;
  sc = vik_scenario_new (map, 2);
  sc->hexes[e5].site = VIK_SITE_TOWN;
  sc->hexes[e5].owner = 0;
  sc->hexes[c3].units[1][VIK_UNIT_INFANTRY] = 1; /* player 2 has no Town: 9.2 */
  vik_scenario_validate (sc, problems);
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "8.2.1", "e5"));
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "9.2", NULL));
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_WARNING), ==, 0);
}

/* Damaged files: a GError naming the file, the group and the key. */
static void
test_format_errors (void)
{
  static const struct { const char *from, *to, *expect; int code; } cases[] = {
    { "FormatVersion=1\nTitle=The Narrow", "FormatVersion=7\nTitle=The Narrow", "newer version", VIK_MAP_ERROR_VERSION },
    { "Players=2\nFirstPlayer", "Players=two\nFirstPlayer", "[Scenario] Players", VIK_MAP_ERROR_INVALID },
    { "Players=2\nFirstPlayer", "Players=99999999999999999999999\nFirstPlayer", "[Scenario] Players", VIK_MAP_ERROR_INVALID },
    { "Colour=#c0392b", "Colour=red", "[Player1] Colour", VIK_MAP_ERROR_INVALID },
    { "Row4=", "Rowx=", "[Terrain] Row4", VIK_MAP_ERROR_INVALID },
    { "Start=setup", "Start=later", "[Scenario] Start", VIK_MAP_ERROR_INVALID },
    { "Victory=standard;", "Victory=whoever;", "[Scenario] Victory", VIK_MAP_ERROR_INVALID },
    { "Radius=4", "Radius=40", "[Map] Radius", VIK_MAP_ERROR_INVALID },
    { "Colour=#c0392b", "Colour=#c0392b\nComputer=genius", "[Player1] Computer", VIK_MAP_ERROR_INVALID },
    { "Colour=#c0392b", "Colour=#c0392b\nComputer=human", "[Player1] Computer", VIK_MAP_ERROR_INVALID },
  };
  g_autofree char *path = bundled_path ("duel.vikscn");
  g_autofree char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GString) s = g_string_new (data);
      VikScenario *sc;

      g_assert_cmpint (g_string_replace (s, cases[i].from, cases[i].to, 1), ==, 1);
      sc = vik_scenario_load_from_data (s->str, s->len, "duel.vikscn", NULL, &error);
      g_assert_null (sc);
      g_assert_error (error, VIK_MAP_ERROR, cases[i].code);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "duel.vikscn: "));
      g_assert_nonnull (strstr (error->message, cases[i].expect));
    }
}

/* The duel with its FirstPlayer line replaced by `line`. */
static VikScenario *
duel_with_first (const char *line)
{
  g_autofree char *path = bundled_path ("duel.vikscn");
  g_autofree char *data = NULL;
  g_autoptr (GString) s = NULL;
  g_autoptr (GError) error = NULL;
  VikScenario *sc;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  s = g_string_new (data);
  g_assert_cmpint (g_string_replace (s, "FirstPlayer=1\n", line, 1), ==, 1);
  sc = vik_scenario_load_from_data (s->str, s->len, "duel.vikscn", NULL, &error);
  g_assert_no_error (error);
  return sc;
}

/* [4.0] 1: FirstPlayer fixes the first player; `random` or no line draws him with
 * the game's seeded generator.  In the setup turns he takes starting group 1. */
static void
test_first_player (void)
{
  g_autoptr (VikScenario) fixed = duel_with_first ("FirstPlayer=2\n");
  g_autoptr (VikScenario) drawn = duel_with_first ("FirstPlayer=random\n");
  g_autoptr (VikScenario) absent = duel_with_first ("");
  g_autoptr (VikScenario) first = duel_with_first ("FirstPlayer=1\n");
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  gsize len;
  int seen[2] = { 0 };

  g_assert_cmpint (fixed->first_player, ==, 1);
  g_assert_cmpint (drawn->first_player, ==, VIK_FIRST_PLAYER_DRAWN);
  g_assert_cmpint (absent->first_player, ==, VIK_FIRST_PLAYER_DRAWN);
  saved = vik_scenario_save_to_data (drawn, &len);
  g_assert_nonnull (strstr (saved, "FirstPlayer=random"));
  {
    g_autoptr (VikGame) g1 = vik_scenario_new_game (first, 5, &error);
    g_autoptr (VikGame) g2 = vik_scenario_new_game (fixed, 5, &error);
    int n1, n2;
    const gint16 *group1 = vik_game_start_group (g1, 0, &n1);
    const gint16 *group2 = vik_game_start_group (g2, 1, &n2);

    g_assert_no_error (error);
    g_assert_cmpint (vik_game_get_current_player (g2), ==, 1);
    g_assert_cmpint (vik_game_get_first_player (g2), ==, 1);
    g_assert_cmpmem (group1, n1 * sizeof *group1, group2, n2 * sizeof *group2);
  }
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr (VikGame) a = vik_scenario_new_game (drawn, seed, &error);
      g_autoptr (VikGame) b = vik_scenario_new_game (drawn, seed, &error);

      g_assert_no_error (error);
      g_assert_true (vik_game_equal (a, b));
      g_assert_cmpint (vik_game_get_current_player (a), ==, vik_game_get_first_player (a));
      seen[vik_game_get_first_player (a)]++;
    }
  g_assert_cmpint (seen[0], >, 0);
  g_assert_cmpint (seen[1], >, 0);
}

/* A referenced map, relative to the scenario's folder; saving keeps the reference. */
static void
test_referenced_map (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vik-scenario-XXXXXX", &error);
  g_autofree char *map_path = g_build_filename (dir, "strait.vikmap", NULL);
  g_autofree char *sc_path = g_build_filename (dir, "game.vikscn", NULL);
  g_autoptr (VikScenario) duel = load_bundled ("duel.vikscn");
  g_autoptr (VikScenario) loaded = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *before = NULL, *after = NULL;
  gsize len;

  g_assert_no_error (error);
  g_assert_true (vik_map_save (duel->map, map_path, &error));
  duel->map_path = g_strdup ("strait.vikmap");
  g_assert_true (vik_scenario_save (duel, sc_path, &error));
  saved = vik_scenario_save_to_data (duel, &len);
  g_assert_null (strstr (saved, "[Terrain]"));
  g_assert_nonnull (strstr (saved, "Map=strait.vikmap"));
  loaded = vik_scenario_load (sc_path, &error);
  g_assert_no_error (error);
  g_assert_true (vik_scenario_equal (duel, loaded));
  g_assert_true (vik_scenario_check (loaded, "game", &error));

  /* A damaged map is refused by name, and loading alters no file. */
  g_assert_true (g_file_get_contents (map_path, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (map_path, "[Map]\nFormatVersion=1\nPlayers=2\nTitle=x\n", -1, NULL));
  g_clear_pointer (&before, g_free);
  g_assert_true (g_file_get_contents (map_path, &before, NULL, NULL));
  g_assert_null (vik_scenario_load (sc_path, &error));
  g_assert_nonnull (strstr (error->message, "strait.vikmap: [Terrain]"));
  g_assert_true (g_file_get_contents (map_path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  g_remove (map_path);
  g_remove (sc_path);
  g_rmdir (dir);
}

/* [PlayerN] Computer=LEVEL names a computer seat; it survives a round trip,
 * and a seat without it is a person's. */
static void
test_computer_seats (void)
{
  g_autoptr (VikScenario) duel = load_bundled ("duel.vikscn");
  g_autoptr (VikScenario) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  gsize len;

  g_assert_cmpint (duel->players[0].seat, ==, VIK_SEAT_HUMAN);
  g_assert_cmpint (duel->players[1].seat, ==, VIK_SEAT_HUMAN);
  duel->players[1].seat = VIK_SEAT_HARD;
  saved = vik_scenario_save_to_data (duel, &len);
  g_assert_nonnull (strstr (saved, "Computer=hard"));
  g_assert_null (strstr (saved, "Computer=human"));
  loaded = vik_scenario_load_from_data (saved, len, "duel.vikscn", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (loaded->players[0].seat, ==, VIK_SEAT_HUMAN);
  g_assert_cmpint (loaded->players[1].seat, ==, VIK_SEAT_HARD);
  g_assert_true (vik_scenario_equal (duel, loaded));
  loaded->players[1].seat = VIK_SEAT_EASY;
  g_assert_false (vik_scenario_equal (duel, loaded));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scenario/computer-seats", test_computer_seats);
  g_test_add_func ("/scenario/bundled/validate", test_bundled_validate);
  g_test_add_func ("/scenario/bundled/round-trip", test_bundled_round_trip);
  g_test_add_func ("/scenario/bundled/playout", test_bundled_playout);
  g_test_add_func ("/scenario/new-game", test_new_game);
  g_test_add_func ("/scenario/rules/every-problem-listed", test_rules_every_problem);
  g_test_add_func ("/scenario/rules/8.2.1/town-on-water", test_rules_town_on_water);
  g_test_add_func ("/scenario/format-errors", test_format_errors);
  g_test_add_func ("/scenario/referenced-map", test_referenced_map);
  g_test_add_func ("/scenario/first-player", test_first_player);
  return g_test_run ();
}
