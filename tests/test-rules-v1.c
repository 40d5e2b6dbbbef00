/* test-rules-v1.c: VIKTORY, manual v1.1 (the original game, edition v1): every
 * rule in which it differs from VIKTORY II v2.1 (docs/editions.md), each test
 * named after the manual's heading and step, and its worked examples with
 * their dice. */
#include "vik-forecast.h"
#include "vik-map.h"
#include "vik-save.h"
#include "vik-test-edition.h"

#include <string.h>

#define RED 0
#define YELLOW 1
#define V1 VIK_EDITION_V1

static VikGame *
board (VikTerrain fill)
{
  return ed_board (V1, 6, 2, fill, VIK_PHASE_MOVEMENT);
}

/* Red's Capital, a Plains Town at (-5, 0) with its Infantry in the Reserve, and
 * Yellow's, a Plains Town at (5, 0) with its Infantry on it. */
static void
capitals (VikGame *game)
{
  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_unit (game, 5, 0, YELLOW, VIK_UNIT_INFANTRY);
}

static void
begin (VikGame *game, VikPhase phase)
{
  vik_position_begin_turn (game, RED, phase, 3);
  ed_invariants (game);
}

/* ---------------------------------------------------------------- the game, the map, the turn */

/* Title page: "for 2-4 players"; conquest (or concession) is the only victory,
 * and the manual has no optional rules. */
static void
test_players_and_victory (void)
{
  VikRuleset rules = *vik_ruleset_edition (V1);
  VikGameOptions options = { .n_players = 5, .rules = &rules, .seed = 1 };
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) four = NULL;

  g_assert_null (vik_game_new (&options, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
  g_clear_error (&error);
  options.n_players = 4;
  four = vik_game_new (&options, &error);
  g_assert_no_error (error);
  options.victory = VIK_VICTORY_STANDARD | VIK_VICTORY_RACE;
  g_assert_null (vik_game_new (&options, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
  g_clear_error (&error);
  options.victory = 0;
  rules.options = 1u << VIK_OPTION_TERRAIN_LEVELING;
  g_assert_null (vik_game_new (&options, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
}

/* The Map: face up from the start, no exploration; the original boards. */
static void
test_map_face_up (void)
{
  VikGameOptions options = { .n_players = 3, .rules = vik_ruleset_edition (V1), .seed = 4 };
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  const VikBoard *b = vik_game_get_board (game);
  g_autoptr (VikMap) big = vik_map_new (7, 4);
  g_autoptr (VikMap) ok = vik_map_new (6, 4);
  GPtrArray *problems = vik_problems_new ();

  for (int h = 0; h < b->n_hexes; h++)
    g_assert_true (vik_game_hex_revealed (game, h));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  vik_map_validate_edition (ok, V1, problems);
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), ==, 0);
  vik_map_validate_edition (big, V1, problems);
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), ==, 1);
  g_ptr_array_unref (problems);
}

/* Game Start 1-3 and the example: the first turn builds the Capital on a
 * starting hex and places its Infantry; then every turn builds first. */
static void
test_game_start (void)
{
  VikGameOptions options = { .n_players = 2, .rules = vik_ruleset_edition (V1), .seed = 21, .first_player = 0 };
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  const VikBoard *b = vik_game_get_board (game);
  int n, capital = VIK_NO_HEX;
  const gint16 *group = vik_game_start_group (game, 0, &n);

  g_assert_cmpint (n, ==, 3);
  for (int i = 0; i < n && capital == VIK_NO_HEX; i++)
    if (vik_game_hex_terrain (game, group[i]) != VIK_TERRAIN_WATER)
      capital = group[i];
  g_assert_cmpint (capital, !=, VIK_NO_HEX);
  ed_ok (game, "capital %s", vik_board_label (b, capital));
  g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
  ed_ok (game, "end");
  ed_ok (game, "place I %s", vik_board_label (b, capital));
  ed_ok (game, "end");
  ed_play_setup (game);
  /* Each turn: building, movement/attack, placement. */
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_BUILD);
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
}

/* Building: "when all of these hexes are water ... any land hex closest to the
 * designated hexes". */
static void
test_nearest_land (void)
{
  g_autoptr (VikGame) game = vik_position_new (vik_ruleset_edition (V1), 6, 2, 3);
  const VikBoard *b = vik_game_get_board (game);
  int n, near = VIK_NO_HEX, far = VIK_NO_HEX;
  const gint16 *group = vik_game_start_group (game, RED, &n);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  for (int h = 0; h < b->n_hexes; h++)
    {
      int d = 99;
      for (int i = 0; i < n; i++)
        d = MIN (d, vik_board_distance (b, h, group[i]));
      if (d == 0 || (d == 1 && (near != VIK_NO_HEX || vik_board_is_perimeter (b, h))))
        vik_position_set_hex (game, h, VIK_TERRAIN_WATER, TRUE);
      else if (d == 1)
        near = h;
      else if (d == 2 && far == VIK_NO_HEX && !vik_board_is_perimeter (b, h))
        far = h;
    }
  vik_position_begin_turn (game, RED, VIK_PHASE_SETUP, 0);
  ed_refused (game, "(Game Start)", "capital %s", vik_board_label (b, group[0]));
  ed_refused (game, "(Game Start)", "capital %s", vik_board_label (b, far));
  g_assert_cmpint (count_legal (game, VIK_ACTION_CAPITAL), ==, 1);
  ed_ok (game, "capital %s", vik_board_label (b, near));
}

/* Building: "No town may be built on a hex containing an enemy unit" (only). */
static void
test_town_next_to_enemy (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_unit (game, -2, 1, YELLOW, VIK_UNIT_INFANTRY);
  ed_site (game, 2, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  begin (game, VIK_PHASE_BUILD);
  ed_refused (game, "(Building)", "town %s", ed_lb (game, -2, 1));
  ed_ok (game, "town %s", ed_lb (game, -2, 0));
  ed_refused (game, "(Building)", "town %s", ed_lb (game, -5, 3));
  ed_invariants (game);
}

/* Unit Types: "Plains cities support two infantry". */
static void
test_plains_city (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  begin (game, VIK_PHASE_BUILD);
  ed_ok (game, "city %s", ed_lb (game, -5, 0));
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 2);
  ed_invariants (game);
}

/* ---------------------------------------------------------------- movement */

/* Movement: no slow terrain and no roads. */
static void
test_movement (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -2, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 0);
  ed_unit (game, -5, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, 0, 0, RED, VIK_UNIT_INFANTRY);
  ed_hex (game, 1, 0, VIK_TERRAIN_FOREST);
  ed_hex (game, 2, 0, VIK_TERRAIN_MOUNTAIN);
  begin (game, VIK_PHASE_MOVEMENT);
  ed_refused (game, "(Movement)", "I %s-%s", ed_lb (game, -5, 0), ed_lb (game, -2, 0));
  g_assert_false (is_legal (game, &(VikAction) { .kind = VIK_ACTION_MOVE, .unit = VIK_UNIT_INFANTRY,
                                                  .from = H (game, -5, 0), .to = H (game, -2, 0) }));
  ed_ok (game, "I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 1, 0));
  ed_ok (game, "I %s-%s", ed_lb (game, 1, 0), ed_lb (game, 2, 0));
  ed_invariants (game);
}

/* Frigate Pass-Through: a town or city adjacent to water; "cannot pass through
 * a town on the same turn the town was newly built". */
static void
test_pass_through (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -3, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2);
  ed_hex (game, -1, 0, VIK_TERRAIN_WATER);
  ed_hex (game, -2, -1, VIK_TERRAIN_WATER);
  ed_unit (game, -1, 0, RED, VIK_UNIT_FRIGATE);
  begin (game, VIK_PHASE_BUILD);
  ed_ok (game, "town %s", ed_lb (game, -2, 0));
  ed_ok (game, "end");
  ed_refused (game, "(Frigate Pass-Through)", "F1 %s-%s", ed_lb (game, -1, 0), ed_lb (game, -2, 0));
  ed_invariants (game);
}

/* Frigate Transport and docs/editions.md decision 5: the manual does not keep a
 * transported Artillery from bombarding. */
static void
test_transported_artillery (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -3, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  ed_site (game, -3, -2, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 3);
  ed_hex (game, 0, 0, VIK_TERRAIN_WATER);
  ed_unit (game, 0, 0, RED, VIK_UNIT_FRIGATE);
  ed_unit (game, -1, 0, RED, VIK_UNIT_ARTILLERY);
  ed_unit (game, 3, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_site (game, 3, -3, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  begin (game, VIK_PHASE_MOVEMENT);
  ed_ok (game, "A %s-F1", ed_lb (game, -1, 0));
  ed_ok (game, "A F1-%s", ed_lb (game, 1, 0));
  ed_force (game, "6");
  ed_ok (game, "A %sx%s", ed_lb (game, 1, 0), ed_lb (game, 3, 0));
  ed_invariants (game);
}

/* ---------------------------------------------------------------- bombard attacks */

static VikGame *
bombard_position (int tq, int tr)
{
  VikGame *game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -3, 3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2);
  ed_unit (game, 0, 0, RED, VIK_UNIT_ARTILLERY);
  ed_site (game, 4, -4, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  ed_unit (game, tq, tr, YELLOW, VIK_UNIT_INFANTRY);
  begin (game, VIK_PHASE_MOVEMENT);
  return game;
}

/* Bombard Attacks: "one or two hexes away", with no line of sight. */
static void
test_bombard_range (void)
{
  g_autoptr (VikGame) near = bombard_position (2, 0);
  g_autoptr (VikGame) far = bombard_position (3, 0);

  ed_refused (far, "(Bombard Attacks)", "A %sx%s", ed_lb (far, 0, 0), ed_lb (far, 3, 0));
  ed_hex (near, 1, 0, VIK_TERRAIN_MOUNTAIN);
  ed_site (near, 1, 0, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (near, RED, VIK_UNIT_INFANTRY, 3);
  ed_force (near, "2");
  ed_ok (near, "A %sx%s", ed_lb (near, 0, 0), ed_lb (near, 2, 0));
  g_assert_cmpint (vik_game_reserve (near, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
}

/* The manual's bombard example: Player 2's artillery three hexes from Player 1's
 * frigate moves one hex closer and fires: a 1 sinks the frigate; the artillery
 * must stop although it has a movement left. */
static void
test_bombard_example (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -4, 4, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2);
  ed_site (game, 3, -3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, FALSE);
  ed_unit (game, 3, -3, YELLOW, VIK_UNIT_INFANTRY);
  ed_hex (game, 0, 0, VIK_TERRAIN_WATER);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE);
  ed_unit (game, -3, 0, RED, VIK_UNIT_ARTILLERY);
  begin (game, VIK_PHASE_MOVEMENT);
  ed_refused (game, "(Bombard Attacks)", "A %sx%s", ed_lb (game, -3, 0), ed_lb (game, 0, 0));
  ed_ok (game, "A %s-%s", ed_lb (game, -3, 0), ed_lb (game, -2, 0));
  ed_force (game, "1");
  ed_ok (game, "A %sx%s", ed_lb (game, -2, 0), ed_lb (game, 0, 0));
  g_assert_cmpint (ed_units (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  ed_refused (game, "(Movement)", "A %s-%s", ed_lb (game, -2, 0), ed_lb (game, -1, 0));
  ed_invariants (game);
}

/* ---------------------------------------------------------------- regular attacks */

static VikGame *
battle_position (VikTerrain terrain, gboolean town, gboolean yellow_artillery)
{
  VikGame *game = board (VIK_TERRAIN_PLAINS);

  ed_site (game, -5, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  ed_site (game, -5, 3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  ed_unit (game, -1, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, 0, RED, VIK_UNIT_CAVALRY);
  ed_unit (game, 0, -1, RED, VIK_UNIT_ARTILLERY);
  ed_site (game, 5, 0, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, TRUE);
  ed_hex (game, 0, 0, terrain);
  if (town)
    {
      ed_site (game, 0, 0, terrain, YELLOW, VIK_SITE_TOWN, FALSE);
      vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 1);
    }
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  if (yellow_artillery)
    ed_unit (game, 0, 0, YELLOW, VIK_UNIT_ARTILLERY);
  else
    vik_position_set_reserve (game, YELLOW, VIK_UNIT_ARTILLERY, 1);
  begin (game, VIK_PHASE_MOVEMENT);
  return game;
}

/* Regular Attacks 1: "Each attacking artillery rolls one die" (the defender's do not). */
static void
test_pre_fire (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_PLAINS, FALSE, TRUE);

  ed_ok (game, "A %s-%s", ed_lb (game, 0, -1), ed_lb (game, 0, 0));
  ed_force (game, "6" "66" "66");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_PRE_FIRE), ==, 1);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_ATTACK), ==, 1);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 2);
}

/* Regular Attacks 2: "an additional two dice if he has at least one cavalry",
 * "for a maximum of four dice"; no dice for hex sides. */
static void
test_cavalry_rolls_two (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_PLAINS, FALSE, FALSE);

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 0), ed_lb (game, -1, 1));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 1), ed_lb (game, 0, 0));
  ed_ok (game, "A %s-%s", ed_lb (game, 0, -1), ed_lb (game, 0, 0));
  ed_force (game, "6" "6666" "6");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_ATTACK), ==, 4);
}

/* Regular Attacks 3: special defense dice for a town or city and a frigate only:
 * a Mountain gives none. */
static void
test_no_terrain_dice (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_MOUNTAIN, FALSE, FALSE);

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_force (game, "6" "6");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 1);
}

/* Regular Attacks 2-3: no suppression: excess hits take no defender dice. */
static void
test_no_suppression (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_PLAINS, TRUE, FALSE);
  VikBattleSetup setup;
  guint8 defenders[VIK_N_UNIT_TYPES] = { 1, 0, 0, 0 };

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  g_assert_true (vik_game_pending_battle_setup (game, H (game, 0, 0), &setup, NULL));
  g_assert_cmpuint (vik_forecast_defender_dice (&setup, defenders, 3), ==, 2);
  ed_force (game, "123" "66");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 2);
}

/* Regular Attacks 3: without his capital a defender's City still gives two dice
 * (the manual has no lost-capital penalty). */
static void
test_no_lost_capital_penalty (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);
  VikBattleSetup setup;
  guint8 attackers[VIK_N_UNIT_TYPES] = { 1, 0, 0, 0 };

  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  /* Yellow's Capital, taken by Red. */
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  ed_unit (game, -1, 0, RED, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  ed_site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_CITY, FALSE);   /* 2 Infantry */
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 1);
  begin (game, VIK_PHASE_MOVEMENT);
  g_assert_true (vik_game_battle_setup (game, H (game, 0, 0), attackers, 1, &setup, NULL));
  g_assert_cmpint (setup.terrain_dice, ==, 2);
}

/* Regular Attacks 5: "removes all of his units to a hexagon where at least one of
 * his attacking units originated, but not back onto a frigate". */
static void
test_retreat (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_PLAINS, FALSE, FALSE);
  const char *hex = ed_lb (game, 0, 0);

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), hex);
  ed_ok (game, "A %s-%s", ed_lb (game, 0, -1), hex);
  ed_force (game, "6" "66" "6");
  ed_ok (game, "battle %s", hex);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_RETREAT);
  ed_ok (game, "retreat I %s-%s", hex, ed_lb (game, -1, 0));
  ed_refused (game, "(Regular Attacks 5)", "retreat A %s-%s", hex, ed_lb (game, 0, -1));
  ed_ok (game, "retreat A %s-%s", hex, ed_lb (game, -1, 0));
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  ed_invariants (game);
}

static void
test_retreat_not_onto_frigate (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);
  const char *hex;

  capitals (game);
  ed_site (game, -3, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 0);
  ed_hex (game, -1, 0, VIK_TERRAIN_WATER);
  ed_unit (game, -1, 0, RED, VIK_UNIT_FRIGATE);
  ed_unit (game, -2, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, 0, -1, RED, VIK_UNIT_INFANTRY);
  ed_site (game, 3, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  begin (game, VIK_PHASE_MOVEMENT);
  hex = ed_lb (game, 0, 0);
  ed_ok (game, "I %s-F1", ed_lb (game, -2, 0));
  ed_ok (game, "I F1-%s", hex);
  ed_ok (game, "I %s-%s", ed_lb (game, 0, -1), hex);
  ed_force (game, "66" "6");
  ed_ok (game, "battle %s", hex);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_RETREAT);
  ed_refused (game, "(Regular Attacks 5)", "retreat I %s-F1", hex);
  ed_ok (game, "retreat I %s-%s", hex, ed_lb (game, 0, -1));
  ed_ok (game, "retreat I %s-%s", hex, ed_lb (game, 0, -1));
  ed_invariants (game);
}

/* The manual's regular attack example: Player 3 (Red) with three infantry, a
 * cavalry and an artillery (two of them landed by his frigate after its missed
 * bombard, a 5) against Player 1's (Yellow) Mountain city with an infantry and an
 * artillery and a frigate next to it.  Artillery: a 4.  Attack: 1 3 6 6.
 * Defence, five dice (infantry, artillery, two for the city, one for the
 * frigate): 5 4 1 1 2.  Yellow picks the cavalry and the artillery, Red gives an
 * infantry; Red takes the city with two infantry. */
static void
test_regular_attack_example (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);
  const char *city;

  ed_site (game, 0, 0, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, FALSE);
  ed_site (game, 3, -3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, TRUE);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_ARTILLERY);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 1);
  ed_hex (game, 1, 0, VIK_TERRAIN_WATER);
  ed_hex (game, -1, 0, VIK_TERRAIN_WATER);
  ed_unit (game, 1, 0, YELLOW, VIK_UNIT_FRIGATE);
  ed_site (game, -4, -1, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  ed_site (game, -2, -3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  ed_site (game, 2, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  ed_unit (game, -1, 2, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, 2, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, 2, RED, VIK_UNIT_CAVALRY);
  ed_unit (game, -3, 1, RED, VIK_UNIT_ARTILLERY);
  ed_unit (game, -3, 1, RED, VIK_UNIT_INFANTRY);
  ed_hex (game, -2, 1, VIK_TERRAIN_WATER);
  ed_unit (game, -2, 1, RED, VIK_UNIT_FRIGATE);
  begin (game, VIK_PHASE_MOVEMENT);
  city = ed_lb (game, 0, 0);

  ed_ok (game, "A %s-F1", ed_lb (game, -3, 1));
  ed_ok (game, "I %s-F1", ed_lb (game, -3, 1));
  ed_ok (game, "F1 %s-%s", ed_lb (game, -2, 1), ed_lb (game, -1, 0));
  ed_force (game, "5");
  ed_ok (game, "F1x%s", city);
  g_assert_cmpint (ed_units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  ed_ok (game, "A F1-%s", city);
  ed_ok (game, "I F1-%s", city);
  ed_ok (game, "I %s-%s", ed_lb (game, -1, 2), ed_lb (game, 0, 1));
  ed_ok (game, "I %s-%s", ed_lb (game, 0, 1), city);
  ed_ok (game, "I %s-%s", ed_lb (game, -1, 2), ed_lb (game, 0, 1));
  ed_ok (game, "I %s-%s", ed_lb (game, 0, 1), city);
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 2), ed_lb (game, 0, 1));
  ed_ok (game, "C %s-%s", ed_lb (game, 0, 1), city);

  ed_force (game, "4" "1366" "54112");
  ed_ok (game, "battle %s", city);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_PRE_FIRE), ==, 1);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_ATTACK), ==, 4);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 5);
  /* Both defenders are hit: nobody chooses.  Yellow's two 1s are his choice. */
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  ed_ok (game, "hit C");
  ed_ok (game, "hit A");
  /* The third hit takes an infantry: only infantry are left, nobody is asked. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, RED);
  g_assert_cmpint (ed_units (game, 0, 0, RED, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_cmpint (ed_units (game, 0, 0, RED, VIK_UNIT_ARTILLERY), ==, 0);
  /* Player 1 removes an infantry and an artillery from his reserve; Player 3
   * adds them to his. */
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_ARTILLERY), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_ARTILLERY), ==, 2);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_CAVALRY), ==, 1);
  ed_invariants (game);
  /* Placement: no siege rule: the adjacent frigate does not stop him. */
  ed_ok (game, "end");
  ed_ok (game, "place I %s", city);
  ed_ok (game, "place A %s", city);
  ed_invariants (game);
}

/* ---------------------------------------------------------------- placement */

/* Placement: "If a player ends his turn without possession of his capital, then
 * the player is not allowed to place any units." */
static void
test_no_capital_no_placement (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  /* Red's Capital, taken by Yellow. */
  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  ed_site (game, -2, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 2);
  begin (game, VIK_PHASE_RESERVE);
  ed_refused (game, "(Placement)", "place I %s", ed_lb (game, -2, 0));
  g_assert_cmpint (count_legal (game, VIK_ACTION_PLACE), ==, 0);
}

/* Placement: no siege rule, and no redeployment. */
static void
test_placement_freedoms (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -2, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  ed_unit (game, -5, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_site (game, 2, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  begin (game, VIK_PHASE_RESERVE);
  g_assert_cmpint (count_legal (game, VIK_ACTION_DISBAND), ==, 0);
  ed_refused (game, "(Placement)", "disband I %s", ed_lb (game, -5, 0));
  ed_ok (game, "place I %s", ed_lb (game, -2, 0));
  ed_invariants (game);
}

/* Refusals cite the manual's headings and steps (it has no case numbers). */
static void
test_cite (void)
{
  static const char *const pairs[][2] = {
    { "one hex at a time (10.1, 10.13)", "one hex at a time (Movement)" },
    { "onto a Frigate (13.3, 3)", "onto a Frigate (Regular Attacks 5)" },
    { "one attack a turn (11.7)", "one attack a turn (Attacks)" },
    { "adjacent hex (12.0)", "adjacent hex (Bombard Attacks)" },
    { "no units (14.0)", "no units (Placement)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *v1 = vik_edition_cite_text (V1, pairs[i][0]);
      g_assert_cmpstr (v1, ==, pairs[i][1]);
    }
}

static void
test_saved_edition (void)
{
  VikGameOptions options = { .n_players = 4, .rules = vik_ruleset_edition (V1), .seed = 5 };
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  g_autoptr (GError) error = NULL;
  gsize len;
  g_autofree char *data = vik_game_save_to_data (game, &len);
  g_autoptr (VikGame) loaded = vik_game_load_from_data (data, len, "v1.vik", &error);

  g_assert_no_error (error);
  g_assert_true (vik_game_equal (game, loaded));
  g_assert_cmpint (vik_game_get_rules (loaded)->edition, ==, V1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-v1/introduction/two-to-four-players-conquest-only", test_players_and_victory);
  g_test_add_func ("/rules-v1/the-map/face-up-original-boards", test_map_face_up);
  g_test_add_func ("/rules-v1/game-start/capital-then-infantry", test_game_start);
  g_test_add_func ("/rules-v1/each-turn/building-first", test_game_start);
  g_test_add_func ("/rules-v1/building/nearest-land-when-start-water", test_nearest_land);
  g_test_add_func ("/rules-v1/building/one-town-next-to-enemy-allowed", test_town_next_to_enemy);
  g_test_add_func ("/rules-v1/unit-types/plains-city-supports-two", test_plains_city);
  g_test_add_func ("/rules-v1/movement/no-slow-terrain-no-roads", test_movement);
  g_test_add_func ("/rules-v1/frigate-pass-through/new-town-not-a-port", test_pass_through);
  g_test_add_func ("/rules-v1/frigate-transport/transported-artillery-bombards", test_transported_artillery);
  g_test_add_func ("/rules-v1/bombard-attacks/two-hexes-no-line-of-sight", test_bombard_range);
  g_test_add_func ("/rules-v1/bombard-attacks/example", test_bombard_example);
  g_test_add_func ("/rules-v1/regular-attacks-1/only-attacker-artillery", test_pre_fire);
  g_test_add_func ("/rules-v1/regular-attacks-2/cavalry-rolls-two", test_cavalry_rolls_two);
  g_test_add_func ("/rules-v1/regular-attacks-3/no-terrain-dice", test_no_terrain_dice);
  g_test_add_func ("/rules-v1/regular-attacks-3/no-suppression", test_no_suppression);
  g_test_add_func ("/rules-v1/regular-attacks-3/no-lost-capital-penalty", test_no_lost_capital_penalty);
  g_test_add_func ("/rules-v1/regular-attacks-5/retreat-to-one-hex", test_retreat);
  g_test_add_func ("/rules-v1/regular-attacks-5/not-onto-a-frigate", test_retreat_not_onto_frigate);
  g_test_add_func ("/rules-v1/regular-attacks/example", test_regular_attack_example);
  g_test_add_func ("/rules-v1/placement/no-placement-without-capital", test_no_capital_no_placement);
  g_test_add_func ("/rules-v1/placement/no-siege-no-redeployment", test_placement_freedoms);
  g_test_add_func ("/rules-v1/file/edition-saved", test_saved_edition);
  g_test_add_func ("/rules-v1/cite/headings-and-steps", test_cite);
  return g_test_run ();
}
