/* test-rules-optional.c: the optional rules of [16.0], each switched on alone,
 * and how files and games carry them. */
#include "config.h"

#include "vik-forecast.h"
#include "vik-game.h"
#include "vik-save.h"
#include "vik-scenario.h"
#include "vik-test.h"

#include <string.h>

enum { RED, YELLOW };

/* A revealed Plains board of radius 5 for two players, with the options on. */
static VikGame *
board_with (guint32 options)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikGame *game;

  rules.options = options;
  game = vik_position_new (&rules, 5, 2, 11);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  return game;
}

static VikAction
land (VikUnitType type, int from, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_MOVE);

  a.unit = type;
  a.from = from;
  a.to = to;
  return a;
}

static gboolean
accepted (VikGame *game, VikAction a)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = vik_game_apply (game, &a, &error);

  if (!ok)
    g_test_message ("refused: %s", error->message);
  return ok;
}

static VikGame *
new_game (guint32 options, int n_players, guint64 seed)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikGameOptions o = { .n_players = n_players, .seed = seed, .rules = &rules };
  g_autoptr (GError) error = NULL;
  VikGame *game;

  rules.options = options;
  game = vik_game_new (&o, &error);
  g_assert_no_error (error);
  return game;
}

/* ------------------------------------------------------------ [16.0] files */

static void
test_options_names (void)
{
  guint32 bits = 0;
  char *bad = NULL;
  g_autofree char *text = NULL;

  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      g_assert_cmpint (vik_option_lookup (vik_option_id (o)), ==, o);
      g_assert_cmpuint (strlen (vik_option_title (o)), >, 0);
      g_assert_cmpuint (strlen (vik_option_summary (o)), >, 0);
    }
  g_assert_true (vik_options_parse (" no-exploration , terrain-leveling ", &bits, &bad));
  g_assert_cmpuint (bits, ==, (1u << VIK_OPTION_NO_EXPLORATION) | (1u << VIK_OPTION_TERRAIN_LEVELING));
  text = vik_options_to_string (bits);
  g_assert_cmpstr (text, ==, "terrain-leveling,no-exploration");
  g_assert_true (vik_options_parse ("", &bits, &bad));
  g_assert_cmpuint (bits, ==, 0);
  g_assert_false (vik_options_parse ("terrain-leveling,flying-carpets", &bits, &bad));
  g_assert_cmpstr (bad, ==, "flying-carpets");
  g_free (bad);
}

/* A save carries the options; an unknown one is refused naming file, group and key. */
static void
test_options_in_save (void)
{
  g_autoptr (VikGame) game = new_game (1u << VIK_OPTION_TERRAIN_LEVELING, 2, 3);
  g_autoptr (VikGame) loaded = NULL;
  g_autoptr (VikGame) broken = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;
  g_autofree char *data = vik_game_save_to_data (game, &length);
  g_autoptr (GString) bad = NULL;
  char *at;

  g_assert_nonnull (strstr (data, "Options=terrain-leveling\n"));
  loaded = vik_game_load_from_data (data, length, "game.vik", &error);
  g_assert_no_error (error);
  g_assert_true (vik_ruleset_has_option (vik_game_get_rules (loaded), VIK_OPTION_TERRAIN_LEVELING));
  g_assert_false (vik_ruleset_has_option (vik_game_get_rules (loaded), VIK_OPTION_NO_EXPLORATION));
  g_assert_true (vik_game_equal (game, loaded));

  bad = g_string_new (data);
  at = strstr (bad->str, "Options=terrain-leveling");
  g_string_insert (bad, at - bad->str + strlen ("Options="), "dragons,");
  broken = vik_game_load_from_data (bad->str, bad->len, "game.vik", &error);
  g_assert_null (broken);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "game.vik"));
  g_assert_nonnull (strstr (error->message, "[Rules] Options"));
  g_assert_nonnull (strstr (error->message, "dragons"));
}

/* A save written before the options existed has none. */
static void
test_options_absent_in_old_save (void)
{
  g_autoptr (VikGame) game = new_game (0, 2, 3);
  g_autoptr (VikGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;
  g_autofree char *data = vik_game_save_to_data (game, &length);
  g_autoptr (GString) old = g_string_new (data);
  char *at = strstr (old->str, "Options=\n");

  g_assert_nonnull (at);
  g_string_erase (old, at - old->str, strlen ("Options=\n"));
  loaded = vik_game_load_from_data (old->str, old->len, "old.vik", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vik_game_get_rules (loaded)->options, ==, 0);
}

/* A scenario carries the options into its file and its games. */
static void
test_options_in_scenario (void)
{
  g_autoptr (VikScenario) sc = NULL;
  g_autoptr (VikScenario) again = NULL;
  g_autoptr (VikScenario) broken = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = vik_scenario_bundled_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, &error);
  const char *name;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  g_autofree char *bad = NULL;
  gsize length;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL && path == NULL)
    if (g_str_has_suffix (name, ".vikscn"))
      path = g_build_filename (dir, name, NULL);
  g_assert_nonnull (path);
  sc = vik_scenario_load (path, &error);
  g_assert_no_error (error);
  sc->rules.options = 1u << VIK_OPTION_TERRAIN_LEVELING;
  data = vik_scenario_save_to_data (sc, &length);
  g_assert_nonnull (strstr (data, "Options=terrain-leveling"));
  again = vik_scenario_load_from_data (data, length, "s.vikscn", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->rules.options, ==, 1u << VIK_OPTION_TERRAIN_LEVELING);
  {
    g_autoptr (VikGame) game = vik_scenario_new_game (again, 5, &error);
    g_assert_no_error (error);
    g_assert_true (vik_ruleset_has_option (vik_game_get_rules (game), VIK_OPTION_TERRAIN_LEVELING));
  }

  {
    g_auto (GStrv) parts = g_strsplit (data, "Options=terrain-leveling", 2);
    bad = g_strjoinv ("Options=unicorns", parts);
  }
  broken = vik_scenario_load_from_data (bad, strlen (bad), "s.vikscn", NULL, &error);
  g_assert_null (broken);
  g_assert_nonnull (strstr (error->message, "s.vikscn: [Rules] Options"));
}

/* ------------------------------------------------- [16.1] Terrain Leveling */

static void
test_leveling_movement (void)
{
  g_autoptr (VikGame) on = board_with (1u << VIK_OPTION_TERRAIN_LEVELING);
  g_autoptr (VikGame) off = board_with (0);
  VikGame *games[2] = { on, off };

  for (int i = 0; i < 2; i++)
    {
      VikGame *g = games[i];
      int a = H (g, 0, 0), f = H (g, 0, -1), beyond = H (g, 0, -2);
      int art = H (g, 2, 0), m = H (g, 2, -1);

      vik_position_set_hex (g, f, VIK_TERRAIN_FOREST, TRUE);
      vik_position_set_hex (g, m, VIK_TERRAIN_MOUNTAIN, TRUE);
      vik_position_add_unit (g, a, RED, VIK_UNIT_INFANTRY);
      vik_position_add_unit (g, art, RED, VIK_UNIT_ARTILLERY);
      vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 3);
      /* Without the option the Forest and the Mountain stop them [10.12]. */
      g_assert_true (accepted (g, land (VIK_UNIT_INFANTRY, a, f)));
      g_assert_cmpint (accepted (g, land (VIK_UNIT_INFANTRY, f, beyond)), ==, g == on);
      g_assert_true (accepted (g, land (VIK_UNIT_ARTILLERY, art, m)));
      g_assert_cmpint (accepted (g, land (VIK_UNIT_ARTILLERY, m, H (g, 2, -2))), ==, g == on);
    }
}

/* No Defensive Terrain dice from Forest or Mountain; a Town or City still gives its own,
 * in the battle and in the forecast (both read the same setup). */
static void
test_leveling_defence (void)
{
  g_autoptr (VikGame) on = board_with (1u << VIK_OPTION_TERRAIN_LEVELING);
  g_autoptr (VikGame) off = board_with (0);
  VikGame *games[2] = { on, off };

  for (int i = 0; i < 2; i++)
    {
      VikGame *g = games[i];
      guint8 attackers[VIK_N_UNIT_TYPES] = { 2, 0, 0, 0 };
      VikBattleSetup setup;
      g_autoptr (GError) error = NULL;
      int m = H (g, 1, 0), t = H (g, -2, 1);

      vik_position_set_hex (g, m, VIK_TERRAIN_MOUNTAIN, TRUE);
      vik_position_add_unit (g, m, YELLOW, VIK_UNIT_INFANTRY);
      vik_position_set_hex (g, t, VIK_TERRAIN_MOUNTAIN, TRUE);
      vik_position_set_site (g, t, YELLOW, VIK_SITE_TOWN, TRUE);
      vik_position_add_unit (g, t, YELLOW, VIK_UNIT_INFANTRY);
      vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 3);

      g_assert_true (vik_game_battle_setup (g, m, attackers, 1, &setup, &error));
      g_assert_no_error (error);
      g_assert_cmpint (setup.terrain_dice, ==, g == on ? 0 : 2);
      g_assert_true (vik_game_battle_setup (g, t, attackers, 1, &setup, &error));
      g_assert_cmpint (setup.terrain_dice, ==, g == on ? 1 : 2);
    }
}

/* --------------------------------------------------- [16.2] No Exploration */

static void
test_no_exploration_face_up (void)
{
  for (int players = 2; players <= VIK_MAX_PLAYERS; players++)
    {
      g_autoptr (VikGame) game = new_game (1u << VIK_OPTION_NO_EXPLORATION, players, 40 + players);
      g_autoptr (VikGame) plain = new_game (0, players, 40 + players);
      const VikBoard *board = vik_game_get_board (game);
      int hidden = 0;

      for (int h = 0; h < board->n_hexes; h++)
        {
          g_assert_true (vik_game_hex_revealed (game, h));
          hidden += !vik_game_hex_revealed (plain, h);
        }
      g_assert_cmpint (hidden, >, 0);
      /* No tiles to arrange: the first player chooses his Capital at once. */
      g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
      g_assert_cmpint (count_legal (game, VIK_ACTION_CAPITAL), >, 0);
    }
}

/* [4.0] 2 still holds for the starting hexes: at most two of them stay water
 * while the pile has land; and the seats are dealt by the seed. */
static void
test_no_exploration_start_groups (void)
{
  gboolean moved = FALSE;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr (VikGame) game = new_game (1u << VIK_OPTION_NO_EXPLORATION, 3, seed);
      g_autoptr (VikGame) again = new_game (1u << VIK_OPTION_NO_EXPLORATION, 3, seed);
      g_autoptr (VikGame) plain = new_game (0, 3, seed);

      g_assert_true (vik_game_equal (game, again));
      for (int p = 0; p < 3; p++)
        {
          int n, n_plain, water = 0;
          const gint16 *hexes = vik_game_start_group (game, p, &n);
          const gint16 *plain_hexes = vik_game_start_group (plain, p, &n_plain);
          for (int i = 0; i < n; i++)
            water += vik_game_hex_terrain (game, hexes[i]) == VIK_TERRAIN_WATER;
          g_assert_cmpint (water, <=, 2);
          moved |= hexes[0] != plain_hexes[0];
        }
    }
  g_assert_true (moved);
}

/* ----------------------------------------------------- [16.6] Metropolises */

/* Red's Capital City at (-3,0), a Grassland City at (1,0) for Red, Building phase.
 * With `five`, the City's neighbours hold Water, Forest and Mountain and Plains
 * besides its Grassland. */
static VikGame *
metropolis_position (guint32 options, gboolean five)
{
  VikGame *g = board_with (options);
  int city = H (g, 1, 0);

  vik_position_set_hex (g, H (g, -3, 0), VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_site (g, H (g, -3, 0), RED, VIK_SITE_CITY, TRUE);
  vik_position_set_hex (g, city, VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (g, city, RED, VIK_SITE_CITY, FALSE);
  if (five)
    {
      vik_position_set_hex (g, H (g, 2, 0), VIK_TERRAIN_WATER, TRUE);
      vik_position_set_hex (g, H (g, 1, 1), VIK_TERRAIN_FOREST, TRUE);
      vik_position_set_hex (g, H (g, 0, 1), VIK_TERRAIN_MOUNTAIN, TRUE);
    }
  vik_position_set_site (g, H (g, 4, -3), YELLOW, VIK_SITE_TOWN, TRUE);
  /* [9.2]: the units those Cities and the Town support, in the Reserves. */
  vik_position_set_reserve (g, RED, VIK_UNIT_INFANTRY, 4);
  vik_position_set_reserve (g, RED, VIK_UNIT_CAVALRY, 1);
  vik_position_set_reserve (g, YELLOW, VIK_UNIT_INFANTRY, 1);
  vik_position_begin_turn (g, RED, VIK_PHASE_BUILD, 3);
  return g;
}

static VikAction
metropolis (int hex)
{
  return act (VIK_ACTION_METROPOLIS, hex);
}

static void
refused_with (VikGame *game, VikAction a, const char *words)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, words));
  g_assert_false (is_legal (game, &a));
}

static void
test_metropolis_needs_five_types (void)
{
  g_autoptr (VikGame) five = metropolis_position (1u << VIK_OPTION_METROPOLISES, TRUE);
  g_autoptr (VikGame) plain = metropolis_position (1u << VIK_OPTION_METROPOLISES, FALSE);
  g_autoptr (VikGame) off = metropolis_position (0, TRUE);
  int city = H (five, 1, 0), capital = H (five, -3, 0);

  {
    VikAction a = metropolis (city);
    g_assert_true (vik_game_check_action (five, &a, NULL));
  }
  g_assert_cmpint (count_legal (five, VIK_ACTION_METROPOLIS), ==, 2);
  /* Only Plains and Grassland around: refused; the Capital can always be upgraded. */
  refused_with (plain, metropolis (city), "(16.6)");
  g_assert_cmpint (count_legal (plain, VIK_ACTION_METROPOLIS), ==, 1);
  g_assert_true (accepted (plain, metropolis (capital)));
  g_assert_cmpint (vik_game_hex_site (plain, capital), ==, VIK_SITE_METROPOLIS);
  /* The rule not chosen: no Metropolis at all. */
  refused_with (off, metropolis (city), "(16.6)");
  g_assert_cmpint (count_legal (off, VIK_ACTION_METROPOLIS), ==, 0);
  /* Only a City: not a Town, not an enemy's. */
  refused_with (five, metropolis (H (five, 4, -3)), "(16.6)");
}

/* "A Grassland Metropolis would support 1 Infantry and 2 Cavalry"; it is worth a
 * City and a Town; one upgrade a turn (8.2). */
static void
test_metropolis_support (void)
{
  g_autoptr (VikGame) g = metropolis_position (1u << VIK_OPTION_METROPOLISES, TRUE);
  g_autoptr (GError) error = NULL;
  int city = H (g, 1, 0);
  int cavalry = vik_game_reserve (g, RED, VIK_UNIT_CAVALRY);
  int infantry = vik_game_reserve (g, RED, VIK_UNIT_INFANTRY);
  int score = vik_game_score (g, RED);
  guint counts[VIK_N_UNIT_TYPES] = { 0 };

  g_assert_true (accepted (g, metropolis (city)));
  g_assert_cmpint (vik_game_reserve (g, RED, VIK_UNIT_CAVALRY), ==, cavalry + 1);
  g_assert_cmpint (vik_game_reserve (g, RED, VIK_UNIT_INFANTRY), ==, infantry);
  g_assert_cmpint (vik_game_score (g, RED), ==, score + 1);
  vik_ruleset_support (vik_game_get_rules (g), VIK_SITE_METROPOLIS, VIK_TERRAIN_GRASSLAND, counts);
  g_assert_cmpuint (counts[VIK_UNIT_INFANTRY], ==, 1);
  g_assert_cmpuint (counts[VIK_UNIT_CAVALRY], ==, 2);
  if (!vik_game_check_invariants (g, &error))
    g_error ("%s", error->message);
  refused_with (g, metropolis (H (g, -3, 0)), "one upgrade");
  /* The save keeps it. */
  {
    gsize length;
    g_autofree char *data = vik_game_save_to_data (g, &length);
    g_autoptr (VikGame) loaded = vik_game_load_from_data (data, length, "m.vik", &error);
    g_assert_no_error (error);
    g_assert_cmpint (vik_game_hex_site (loaded, city), ==, VIK_SITE_METROPOLIS);
    g_assert_true (vik_game_equal (g, loaded));
    /* Without the rule a Metropolis in the file is refused. */
    {
      g_auto (GStrv) parts = g_strsplit (data, "Options=metropolises", 2);
      g_autofree char *bad = g_strjoinv ("Options=", parts);
      g_autoptr (VikGame) broken = NULL;
      g_assert_nonnull (parts[1]);
      g_clear_error (&error);
      broken = vik_game_load_from_data (bad, strlen (bad), "m.vik", &error);
      g_assert_null (broken);
      g_assert_nonnull (strstr (error->message, "(16.6)"));
    }
  }
}

/* "A Metropolis defends with 3 Defensive Terrain dice", in battle and forecast;
 * with its owner's Capital lost it functions as a Town, like his Cities [15.0]. */
static void
test_metropolis_defence (void)
{
  g_autoptr (VikGame) g = metropolis_position (1u << VIK_OPTION_METROPOLISES, TRUE);
  guint8 attackers[VIK_N_UNIT_TYPES] = { 3, 0, 0, 0 };
  VikBattleSetup setup;
  VikForecast forecast, city_forecast;
  g_autoptr (GError) error = NULL;
  int city = H (g, 1, 0);

  g_assert_true (accepted (g, metropolis (city)));
  vik_position_add_unit (g, city, RED, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (g, YELLOW, VIK_PHASE_MOVEMENT, 4);
  g_assert_true (vik_game_battle_setup (g, city, attackers, 1, &setup, &error));
  g_assert_cmpint (setup.terrain_dice, ==, 3);
  g_assert_true (vik_forecast_battle (&setup, &forecast, &error));
  g_assert_no_error (error);
  setup.terrain_dice = 2;
  g_assert_true (vik_forecast_battle (&setup, &city_forecast, &error));
  g_assert_cmpfloat (forecast.attacker_wins, <, city_forecast.attacker_wins);

  /* Red's Capital taken: the Metropolis gives a Town's one die. */
  vik_position_set_site (g, H (g, -3, 0), YELLOW, VIK_SITE_CITY, FALSE);
  g_assert_true (vik_game_battle_setup (g, city, attackers, 1, &setup, &error));
  g_assert_cmpint (setup.terrain_dice, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/16.0/option-names", test_options_names);
  g_test_add_func ("/rules/16.0/options-in-save", test_options_in_save);
  g_test_add_func ("/rules/16.0/old-save-has-no-options", test_options_absent_in_old_save);
  g_test_add_func ("/rules/16.0/options-in-scenario", test_options_in_scenario);
  g_test_add_func ("/rules/16.1/no-slow-terrain", test_leveling_movement);
  g_test_add_func ("/rules/16.1/no-terrain-dice", test_leveling_defence);
  g_test_add_func ("/rules/16.2/map-face-up", test_no_exploration_face_up);
  g_test_add_func ("/rules/16.2/start-hexes-and-seats", test_no_exploration_start_groups);
  g_test_add_func ("/rules/16.6/needs-five-hex-types-or-capital", test_metropolis_needs_five_types);
  g_test_add_func ("/rules/16.6/supports-more-units", test_metropolis_support);
  g_test_add_func ("/rules/16.6/three-defence-dice", test_metropolis_defence);
  return g_test_run ();
}
