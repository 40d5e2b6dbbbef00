/* test-rules-de.c: VIKTORY II, Regeln v1.1 (the German book, edition de-v1.1):
 * every rule in which it differs from v2.1 (docs/editions.md), each test named
 * after the German book's own case, and its worked examples with their dice. */
#include "vik-forecast.h"
#include "vik-save.h"
#include "vik-test-edition.h"

#include <string.h>

#define RED 0
#define YELLOW 1
#define DE VIK_EDITION_DE_V1_1

static VikGame *
board (VikTerrain fill)
{
  return ed_board (DE, 6, 2, fill, VIK_PHASE_MOVEMENT);
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

/* ---------------------------------------------------------------- [1.1] [4.0] [6.0] */

static void
test_players (void)
{
  VikGameOptions options = { .n_players = 7, .rules = vik_ruleset_edition (DE), .seed = 1 };
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) six = NULL;
  VikGame *seven = vik_game_new (&options, &error);
  int n;

  g_assert_null (seven);
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
  options.n_players = 6;
  six = vik_game_new (&options, NULL);
  g_assert_nonnull (six);
  /* [4.0] 2: three starting hexes. */
  vik_game_start_group (six, 0, &n);
  g_assert_cmpint (n, ==, 3);
}

/* [4.0] 2-4: the first turn builds the Capital only and places its Infantry;
 * [6.0]: then every turn begins with building. */
static void
test_setup_and_turn (void)
{
  VikGameOptions options = { .n_players = 3, .rules = vik_ruleset_edition (DE), .seed = 11,
                             .first_player = 0 };
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  int capital = VIK_NO_HEX;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_SETUP);
  /* [3.2]: nobody arranges tiles in this edition. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == VIK_ACTION_CAPITAL)
      capital = g_array_index (legal, VikAction, i).to;
  g_assert_cmpint (capital, !=, VIK_NO_HEX);
  ed_ok (game, "capital %s", vik_board_label (vik_game_get_board (game), capital));
  {
    /* No second Town: any land hex two away is refused. */
    const VikBoard *b = vik_game_get_board (game);
    for (int h = 0; h < b->n_hexes; h++)
      if (vik_board_distance (b, h, capital) == 2 && vik_game_hex_revealed (game, h)
          && vik_game_hex_terrain (game, h) != VIK_TERRAIN_WATER)
        {
          ed_refused (game, "(4.0)", "town %s", vik_board_label (b, h));
          break;
        }
  }
  g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
  ed_ok (game, "place I %s", vik_board_label (vik_game_get_board (game), capital));
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_current_player (game), ==, 1);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_SETUP);
  ed_play_setup (game);

  /* [6.0]: Building, then Movement & Combat, then the Reserve. */
  g_assert_cmpint (vik_game_get_turn (game), ==, 1);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_BUILD);
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_BUILD);
  g_assert_cmpint (vik_game_get_current_player (game), ==, 1);
}

/* [4.0] 2: all three starting hexes water: the hexes around them are revealed,
 * and the Capital goes on a land hex among them. */
static void
test_all_water_start (void)
{
  g_autoptr (VikGame) game = vik_position_new (vik_ruleset_edition (DE), 6, 2, 3);
  VikTerrain tiles[24];
  int n, land = VIK_NO_HEX, water = VIK_NO_HEX;
  const gint16 *group = vik_game_start_group (game, RED, &n);
  const VikBoard *b = vik_game_get_board (game);

  for (int i = 0; i < 24; i++)
    tiles[i] = VIK_TERRAIN_WATER;
  tiles[4] = VIK_TERRAIN_GRASSLAND; /* the second hex of the first ring */
  vik_game_stack_pile (game, tiles, 24);
  vik_position_begin_turn (game, RED, VIK_PHASE_SETUP, 0);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (vik_game_hex_terrain (game, group[i]), ==, VIK_TERRAIN_WATER);
  for (int h = 0; h < b->n_hexes; h++)
    {
      int d = 99;
      for (int i = 0; i < n; i++)
        d = MIN (d, vik_board_distance (b, h, group[i]));
      if (d != 1)
        continue;
      g_assert_true (vik_game_hex_revealed (game, h));
      if (vik_game_hex_terrain (game, h) == VIK_TERRAIN_WATER)
        water = h;
      else
        land = h;
    }
  g_assert_cmpint (land, !=, VIK_NO_HEX);
  g_assert_cmpint (water, !=, VIK_NO_HEX);
  ed_refused (game, "(4.0)", "capital %s", vik_board_label (b, group[0]));
  ed_refused (game, "(4.0)", "capital %s", vik_board_label (b, water));
  g_assert_cmpint (count_legal (game, VIK_ACTION_CAPITAL), ==, 1);
  ed_ok (game, "capital %s", vik_board_label (b, land));
  ed_invariants (game);
}

/* [5.4]: 20 points at the start of his turn, before building: reaching them
 * during the turn does not win yet. */
static void
test_race_at_turn_start (void)
{
  g_autoptr (VikGame) game = vik_position_new (vik_ruleset_edition (DE), 7, 2, 3);
  static const int cities[9][2] = { { -4, -2 }, { -2, -2 }, { 0, -2 }, { 2, -2 }, { -4, 0 },
                                    { -2, 0 }, { 0, 0 }, { 2, 0 }, { 4, -2 } };

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  for (int i = 0; i < 9; i++)
    ed_site (game, cities[i][0], cities[i][1], VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, i == 0);
  ed_site (game, 4, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 9 * 2 + 1);   /* [8.2] 2 per Plains City */
  ed_site (game, -6, 6, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_unit (game, -6, 6, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_victory (game, VIK_VICTORY_STANDARD | VIK_VICTORY_RACE);
  begin (game, VIK_PHASE_BUILD);
  g_assert_cmpint (vik_game_score (game, RED), ==, 19);
  ed_ok (game, "town %s", ed_lb (game, 2, 2));
  g_assert_cmpint (vik_game_score (game, RED), ==, 20);
  g_assert_false (vik_game_is_over (game));
  ed_ok (game, "end");
  ed_ok (game, "end");
  ed_ok (game, "end");
  g_assert_false (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  ed_ok (game, "end");
  ed_ok (game, "end");
  ed_ok (game, "end");
  g_assert_true (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_winner (game), ==, RED);
}

/* ---------------------------------------------------------------- [7.0] building */

static void
test_one_town_a_turn (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  begin (game, VIK_PHASE_BUILD);
  ed_ok (game, "town %s", ed_lb (game, -2, 0));
  ed_refused (game, "(7.2)", "town %s", ed_lb (game, -5, 3));
  ed_invariants (game);
}

/* [7.22]: not on a hex holding another player's unit; next to one is allowed. */
static void
test_town_next_to_enemy (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);
  g_autoptr (VikGame) v21 = NULL;

  capitals (game);
  ed_unit (game, -2, 1, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 0);
  ed_site (game, 2, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);  /* supports it */
  begin (game, VIK_PHASE_BUILD);
  ed_refused (game, "(7.22)", "town %s", ed_lb (game, -2, 1));
  ed_ok (game, "town %s", ed_lb (game, -2, 0));
  ed_invariants (game);
}

/* [8.2] [7.4]: a Plains City supports two Infantry: the upgrade gives one. */
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

/* [13.11]: up to two Infantry are placed in a Plains City. */
static void
test_plains_city_placement (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -2, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 3);
  begin (game, VIK_PHASE_RESERVE);
  ed_ok (game, "place I %s", ed_lb (game, -2, 0));
  ed_ok (game, "place I %s", ed_lb (game, -2, 0));
  ed_refused (game, "(13.11)", "place I %s", ed_lb (game, -2, 0));
  ed_invariants (game);
}

/* ---------------------------------------------------------------- [9.0] movement */

/* [9.12]: every unit, Cavalry too, stops on entering a Forest or Mountain. */
static void
test_every_unit_stops (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);
  g_autoptr (GError) error = NULL;
  VikAction a = vik_action_make (VIK_ACTION_MOVE);

  capitals (game);
  ed_site (game, -2, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2);
  ed_unit (game, 0, 0, RED, VIK_UNIT_CAVALRY);
  ed_hex (game, 1, 0, VIK_TERRAIN_FOREST);
  ed_hex (game, 0, 2, VIK_TERRAIN_MOUNTAIN);
  begin (game, VIK_PHASE_MOVEMENT);
  ed_ok (game, "C %s-%s", ed_lb (game, 0, 0), ed_lb (game, 1, 0));
  /* The German book's case, in the message for people. */
  a.unit = VIK_UNIT_CAVALRY;
  a.from = H (game, 1, 0);
  a.to = H (game, 2, 0);
  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_cmpstr (error->message, ==, "Cavalry must stop on entering a Forest (9.12)");
  ed_invariants (game);
}

/* [9.12] exception b): one of his land units began the turn there. */
static void
test_slow_terrain_exception (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -2, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  ed_hex (game, 1, 0, VIK_TERRAIN_MOUNTAIN);
  ed_unit (game, 0, 0, RED, VIK_UNIT_CAVALRY);
  ed_unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, VIK_PHASE_MOVEMENT);
  ed_ok (game, "C %s-%s", ed_lb (game, 0, 0), ed_lb (game, 1, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, 1, 0), ed_lb (game, 2, 0));
  ed_invariants (game);
}

/* [9.13]: roads join Towns and Cities at most three land hexes apart; no ferries. */
static void
test_roads_over_land (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_WATER);
  g_autoptr (VikGame) v21 = vik_position_new (NULL, 6, 2, 7);

  for (int k = 0; k < 2; k++)
    {
      VikGame *g = k == 0 ? game : v21;
      if (k == 1)
        vik_position_fill (g, VIK_TERRAIN_WATER);
      capitals (g);
      ed_site (g, 0, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
      ed_site (g, 3, -3, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
      vik_position_set_reserve (g, RED, VIK_UNIT_INFANTRY, 2);
      ed_unit (g, 0, 0, RED, VIK_UNIT_INFANTRY);
      vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 3);
    }
  /* v2.1 [10.13] ferries across the water; the German book does not. */
  ed_ok (v21, "I %s-%s", ed_lb (v21, 0, 0), ed_lb (v21, 3, -3));
  ed_refused (game, "(9.13)", "I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 3, -3));
  /* Over land it runs. */
  ed_hex (game, 1, -1, VIK_TERRAIN_GRASSLAND);
  ed_hex (game, 2, -2, VIK_TERRAIN_FOREST);
  ed_ok (game, "I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 3, -3));
  ed_invariants (game);
}

/* [9.13]: a Town built this turn is not yet part of the roads. */
static void
test_new_town_off_road (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 0);
  ed_unit (game, -5, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, VIK_PHASE_BUILD);
  ed_ok (game, "town %s", ed_lb (game, -2, 0));
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
  ed_refused (game, "(9.13)", "I %s-%s", ed_lb (game, -5, 0), ed_lb (game, -2, 0));
  ed_invariants (game);
}

/* [9.32]: a port is next to a water hex (one is enough); not a Town built this turn. */
static void
test_ports (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  ed_site (game, -3, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 3);
  ed_site (game, 0, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  ed_hex (game, -1, 0, VIK_TERRAIN_WATER);
  ed_hex (game, -1, -1, VIK_TERRAIN_WATER);
  ed_hex (game, 0, -2, VIK_TERRAIN_WATER);
  ed_hex (game, 0, -1, VIK_TERRAIN_WATER);   /* next to (0,0) too: its one other water hex */
  ed_unit (game, -1, 0, RED, VIK_UNIT_FRIGATE);
  begin (game, VIK_PHASE_BUILD);
  /* A Town built now next to the water at (0,-2)... */
  ed_ok (game, "town %s", ed_lb (game, 1, -3));
  ed_ok (game, "end");
  /* ...is no port this turn; the old Town next to water is. */
  ed_ok (game, "F1 %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "F1 %s-%s", ed_lb (game, 0, 0), ed_lb (game, 0, -1));
  ed_ok (game, "F1 %s-%s", ed_lb (game, 0, -1), ed_lb (game, 0, -2));
  ed_refused (game, "(9.32)", "F1 %s-%s", ed_lb (game, 0, -2), ed_lb (game, 1, -3));
  ed_invariants (game);
}

/* ---------------------------------------------------------------- [11.0] bombardment */

/* A Red Artillery at (0,0) supported by a Mountain City; Yellow's Infantry at `target`. */
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

/* [11.0]: one or two hexes away. */
static void
test_bombard_two_hexes (void)
{
  g_autoptr (VikGame) near = bombard_position (2, 0);
  g_autoptr (VikGame) far = bombard_position (3, 0);

  ed_refused (far, "(11.0)", "A %sx%s", ed_lb (far, 0, 0), ed_lb (far, 3, 0));
  ed_force (near, "1");
  ed_ok (near, "A %sx%s", ed_lb (near, 0, 0), ed_lb (near, 2, 0));
  g_assert_cmpint (ed_units (near, 2, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_reserve (near, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  ed_invariants (near);
}

/* [11.2]: Forest, Mountain, Towns and Cities block the line of sight; the firer
 * picks the path, so one free hex between is enough. */
static void
test_line_of_sight (void)
{
  g_autoptr (VikGame) straight = bombard_position (2, 0);
  g_autoptr (VikGame) bent = bombard_position (1, 1);

  /* Straight: (1,0) is the only hex between. */
  ed_hex (straight, 1, 0, VIK_TERRAIN_FOREST);
  ed_refused (straight, "(11.2)", "A %sx%s", ed_lb (straight, 0, 0), ed_lb (straight, 2, 0));
  ed_hex (straight, 1, 0, VIK_TERRAIN_MOUNTAIN);
  ed_refused (straight, "(11.2)", "A %sx%s", ed_lb (straight, 0, 0), ed_lb (straight, 2, 0));
  /* Bent: (1,0) and (0,1) are between. */
  ed_hex (bent, 1, 0, VIK_TERRAIN_MOUNTAIN);
  g_assert_true (is_legal (bent, &(VikAction) { .kind = VIK_ACTION_BOMBARD, .unit = VIK_UNIT_ARTILLERY,
                                                 .from = H (bent, 0, 0), .to = H (bent, 1, 1) }));
  ed_site (bent, 0, 1, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (bent, RED, VIK_UNIT_INFANTRY, 3);
  ed_refused (bent, "(11.2)", "A %sx%s", ed_lb (bent, 0, 0), ed_lb (bent, 1, 1));
}

/* [15.1] Flat World: terrain no longer blocks the line of sight; Towns still do. */
static void
test_flat_world_sight (void)
{
  g_autoptr (VikGame) game = bombard_position (2, 0);
  VikRuleset rules = *vik_game_get_rules (game);

  g_assert_true (vik_edition_has_option (DE, VIK_OPTION_TERRAIN_LEVELING));
  rules.options = 1u << VIK_OPTION_TERRAIN_LEVELING;
  {
    g_autoptr (VikGame) flat = vik_position_new (&rules, 6, 2, 7);
    vik_position_fill (flat, VIK_TERRAIN_PLAINS);
    capitals (flat);
    ed_site (flat, -3, 3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
    vik_position_set_reserve (flat, RED, VIK_UNIT_INFANTRY, 2);
    ed_unit (flat, 0, 0, RED, VIK_UNIT_ARTILLERY);
    ed_site (flat, 4, -4, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
    ed_unit (flat, 2, 0, YELLOW, VIK_UNIT_INFANTRY);
    ed_hex (flat, 1, 0, VIK_TERRAIN_FOREST);
    begin (flat, VIK_PHASE_MOVEMENT);
    g_assert_true (is_legal (flat, &(VikAction) { .kind = VIK_ACTION_BOMBARD, .unit = VIK_UNIT_ARTILLERY,
                                                   .from = H (flat, 0, 0), .to = H (flat, 2, 0) }));
    /* [9.12] does not stop it either. */
    ed_ok (flat, "A %s-%s", ed_lb (flat, 0, 0), ed_lb (flat, 1, 0));
    ed_ok (flat, "A %s-%s", ed_lb (flat, 1, 0), ed_lb (flat, 1, -1));
  }
}

/* The book's bombardment example ([11.2]): Red's Artillery three hexes from
 * Yellow's Frigate moves over the Grassland to two hexes away; the Mountain
 * between blocks, so the path goes through the Steppe (Plains); a 1 sinks the
 * Frigate, and the Artillery moves no more. */
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
  ed_unit (game, -3, 2, RED, VIK_UNIT_ARTILLERY);
  ed_hex (game, -2, 1, VIK_TERRAIN_GRASSLAND);
  ed_hex (game, -1, 0, VIK_TERRAIN_MOUNTAIN);
  ed_hex (game, -1, 1, VIK_TERRAIN_PLAINS);
  begin (game, VIK_PHASE_MOVEMENT);

  ed_refused (game, "(11.0)", "A %sx%s", ed_lb (game, -3, 2), ed_lb (game, 0, 0));
  ed_ok (game, "A %s-%s", ed_lb (game, -3, 2), ed_lb (game, -2, 1));
  ed_force (game, "1");
  ed_ok (game, "A %sx%s", ed_lb (game, -2, 1), ed_lb (game, 0, 0));
  g_assert_cmpint (ed_units (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  /* [10.7]: the attack ended its movement, one MP left or not. */
  ed_refused (game, "(9.0)", "A %s-%s", ed_lb (game, -2, 1), ed_lb (game, -2, 0));
  ed_invariants (game);
}

/* ---------------------------------------------------------------- [12.0] battles */

/* Red's Grassland capital City (I+C) and Mountain City (I+A) support the
 * attackers; Yellow's Infantry (and Artillery) stand in `hex`. */
static VikGame *
battle_position (VikTerrain terrain, gboolean yellow_artillery)
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
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  if (yellow_artillery)
    ed_unit (game, 0, 0, YELLOW, VIK_UNIT_ARTILLERY);
  else
    vik_position_set_reserve (game, YELLOW, VIK_UNIT_ARTILLERY, 1);
  begin (game, VIK_PHASE_MOVEMENT);
  return game;
}

/* [12.3] 1: two dice for Cavalry, none for the extra hex sides, four at most. */
static void
test_cavalry_rolls_two (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_PLAINS, FALSE);

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 0), ed_lb (game, -1, 1));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 1), ed_lb (game, 0, 0));
  ed_force (game, "666" "6");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_ATTACK), ==, 3);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 1);
}

static void
test_four_dice_at_most (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_PLAINS, FALSE);

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 0), ed_lb (game, -1, 1));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 1), ed_lb (game, 0, 0));
  ed_ok (game, "A %s-%s", ed_lb (game, 0, -1), ed_lb (game, 0, 0));
  /* pre-battle 6; attack 6666; defence 6 */
  ed_force (game, "6" "6666" "6");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_PRE_FIRE), ==, 1);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_ATTACK), ==, 4);
  {
    VikBattleSetup setup;
    guint8 attackers[VIK_N_UNIT_TYPES] = { 1, 1, 1, 0 };
    g_assert_true (vik_game_battle_setup (game, H (game, 0, 0), attackers, 3, &setup, NULL));
    g_assert_cmpuint (vik_forecast_attacker_dice (&setup, attackers), ==, 4);
  }
}

/* [12.3] 0: only the attacker's Artillery fires before the battle. */
static void
test_attacker_artillery_only (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_PLAINS, TRUE);

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_force (game, "6" "66");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_PRE_FIRE), ==, -1);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_ATTACK), ==, 1);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 2);
}

/* [12.31]: excess hits never take the Defensive Terrain (or Naval Support) dice,
 * outside a Town or City too (v2.1's R11 would). */
static void
test_suppression (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_MOUNTAIN, FALSE);

  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  /* Three hits against one Infantry: two excess; its die goes, the Mountain's two stay. */
  ed_force (game, "123" "66");
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 2);
  {
    VikBattleSetup setup;
    guint8 attackers[VIK_N_UNIT_TYPES] = { 1, 1, 0, 0 }, defenders[VIK_N_UNIT_TYPES] = { 1, 0, 0, 0 };
    g_autoptr (VikGame) before = battle_position (VIK_TERRAIN_MOUNTAIN, FALSE);
    g_assert_true (vik_game_battle_setup (before, H (before, 0, 0), attackers, 1, &setup, NULL));
    g_assert_cmpuint (vik_forecast_defender_dice (&setup, defenders, 3), ==, 2);
  }
}

/* [10.1]: no Combat Supply in this edition: Cities on all four land terrains
 * still hit on 3 or less. */
static void
test_no_combat_supply (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);
  static const VikTerrain t[4] = { VIK_TERRAIN_PLAINS, VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_FOREST,
                                   VIK_TERRAIN_MOUNTAIN };

  for (int i = 0; i < 4; i++)
    ed_site (game, -4 + 2 * i, 0, t[i], RED, VIK_SITE_CITY, i == 0);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2 + 1 + 1 + 1);
  vik_position_set_reserve (game, RED, VIK_UNIT_CAVALRY, 1);
  vik_position_set_reserve (game, RED, VIK_UNIT_FRIGATE, 1);
  vik_position_set_reserve (game, RED, VIK_UNIT_ARTILLERY, 1);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_unit (game, 5, 0, YELLOW, VIK_UNIT_INFANTRY);
  begin (game, VIK_PHASE_MOVEMENT);
  g_assert_cmpint (vik_game_hit_max (game, RED), ==, 3);
}

/* The book's battle example ([12.3]): Red's three Infantry, Cavalry and two
 * Artillery against Yellow's Mountain City with two Infantry and an Artillery,
 * a Yellow Frigate next to it.  Pre-battle fire: a miss and a 1 (Yellow's
 * Artillery does not fire); Red's four dice score three hits; Yellow, one die
 * suppressed, rolls three: two 1s and a 3. */
static void
test_battle_example (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);
  const char *city;

  ed_site (game, 0, 0, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, FALSE);
  ed_site (game, 3, -3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, TRUE);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_ARTILLERY);
  /* The German figure: Yellow's Frigate in a water hex next to the City, two
   * more water hexes opposite; Red's Frigate two hexes from Yellow's with the
   * City and a Grassland hex between. */
  ed_hex (game, 0, -1, VIK_TERRAIN_WATER);
  ed_unit (game, 0, -1, YELLOW, VIK_UNIT_FRIGATE);
  ed_hex (game, 1, 0, VIK_TERRAIN_WATER);
  ed_hex (game, -1, 1, VIK_TERRAIN_WATER);
  ed_hex (game, -1, 0, VIK_TERRAIN_GRASSLAND);
  ed_site (game, -4, -1, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  ed_site (game, -2, -3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  ed_site (game, 0, -5, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  ed_site (game, 2, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  ed_unit (game, -1, 2, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, 2, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, 2, RED, VIK_UNIT_CAVALRY);
  ed_hex (game, -3, 1, VIK_TERRAIN_FOREST);
  ed_unit (game, -3, 1, RED, VIK_UNIT_ARTILLERY);
  ed_unit (game, -3, 1, RED, VIK_UNIT_ARTILLERY);
  ed_unit (game, -3, 1, RED, VIK_UNIT_INFANTRY);
  ed_hex (game, -2, 1, VIK_TERRAIN_WATER);
  ed_unit (game, -2, 1, RED, VIK_UNIT_FRIGATE);
  begin (game, VIK_PHASE_MOVEMENT);
  city = ed_lb (game, 0, 0);

  ed_ok (game, "A %s-F1", ed_lb (game, -3, 1));
  ed_ok (game, "A %s-F1", ed_lb (game, -3, 1));
  ed_ok (game, "I %s-F1", ed_lb (game, -3, 1));
  ed_ok (game, "F1 %s-%s", ed_lb (game, -2, 1), ed_lb (game, -1, 1));
  /* The bombardment of the Frigate: not over the City, over the Grassland: a 5. */
  ed_force (game, "5");
  ed_ok (game, "F1x%s", ed_lb (game, 0, -1));
  g_assert_cmpint (ed_units (game, 0, -1, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  ed_ok (game, "A F1-%s", city);
  ed_ok (game, "A F1-%s", city);
  ed_ok (game, "I F1-%s", city);
  ed_ok (game, "I %s-%s", ed_lb (game, -1, 2), ed_lb (game, 0, 1));
  ed_ok (game, "I %s-%s", ed_lb (game, 0, 1), city);
  ed_ok (game, "I %s-%s", ed_lb (game, -1, 2), ed_lb (game, 0, 1));
  ed_ok (game, "I %s-%s", ed_lb (game, 0, 1), city);
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 2), ed_lb (game, 0, 1));
  ed_ok (game, "C %s-%s", ed_lb (game, 0, 1), city);

  ed_force (game, "41" "1236" "113");
  ed_ok (game, "battle %s", city);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_PRE_FIRE), ==, 2);
  /* Red's Volltreffer: Red picks Yellow's Artillery. */
  g_assert_cmpint (vik_game_get_decider (game), ==, RED);
  ed_ok (game, "hit A");
  /* Four dice (one for Infantry, two for Cavalry, one for Artillery), three
   * defending dice (the suppressed Infantry's gone; terrain and Frigate stay). */
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_ATTACK), ==, 4);
  g_assert_cmpint (ed_dice_rolled (game, VIK_DICE_DEFENSE), ==, 3);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  ed_ok (game, "hit C");
  ed_ok (game, "hit A");
  g_assert_cmpint (vik_game_get_decider (game), ==, RED);
  ed_ok (game, "hit I");

  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, RED);
  g_assert_cmpint (ed_units (game, 0, 0, RED, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_cmpint (ed_units (game, 0, 0, RED, VIK_UNIT_ARTILLERY), ==, 1);
  g_assert_cmpint (ed_units (game, 0, 0, RED, VIK_UNIT_CAVALRY), ==, 0);
  /* Yellow gives up the Infantry and Artillery from his Reserve; Red gains them. */
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_ARTILLERY), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 3);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_ARTILLERY), ==, 2);
  ed_invariants (game);
  /* [13.2]: the Frigate next to it keeps Red from reinforcing the City. */
  ed_ok (game, "end");
  ed_refused (game, "(13.2)", "place I %s", city);
}

/* The forecast plays the German book's battle: its exact odds agree with
 * battles played with real dice under the same rules, and differ from v2.1's. */
static void
test_forecast_follows_edition (void)
{
  g_autoptr (VikGame) game = battle_position (VIK_TERRAIN_MOUNTAIN, TRUE);
  VikBattleSetup setup, v21;
  VikForecast f, g;
  guint8 attackers[VIK_N_UNIT_TYPES] = { 2, 1, 1, 0 };
  VikRng rng;
  int wins = 0, n = 60000;

  g_assert_true (vik_game_battle_setup (game, H (game, 0, 0), attackers, 2, &setup, NULL));
  g_assert_cmpint (setup.cavalry_dice, ==, 2);
  g_assert_true (setup.no_hex_side_dice);
  g_assert_true (setup.no_defender_pre_fire);
  g_assert_cmpint (setup.suppression, ==, 1);
  g_assert_true (vik_forecast_battle (&setup, &f, NULL));
  vik_rng_seed (&rng, 5, 6);
  for (int i = 0; i < n; i++)
    {
      int result, al, dl;
      vik_forecast_simulate_one (&setup, &rng, &result, &al, &dl);
      wins += result == VIK_BATTLE_ATTACKER_WINS;
    }
  g_assert_cmpfloat (ABS ((double) wins / n - f.attacker_wins), <, 0.01);
  v21 = setup;
  v21.cavalry_dice = 0;
  v21.no_hex_side_dice = FALSE;
  v21.no_defender_pre_fire = FALSE;
  v21.suppression = 0;
  g_assert_true (vik_forecast_battle (&v21, &g, NULL));
  g_assert_cmpfloat (ABS (g.attacker_wins - f.attacker_wins), >, 0.005);
}

/* ---------------------------------------------------------------- [13.0] [15.0] */

/* No redeployment (v2.1's [13.5]) in this edition. */
static void
test_no_redeployment (void)
{
  g_autoptr (VikGame) game = board (VIK_TERRAIN_PLAINS);

  capitals (game);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 0);
  ed_unit (game, -2, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, VIK_PHASE_RESERVE);
  g_assert_cmpint (count_legal (game, VIK_ACTION_DISBAND), ==, 0);
  ed_refused (game, "(13.0)", "disband I %s", ed_lb (game, -2, 0));
}

/* [15.0]: the book's options only; Balanced Land [15.3] is its own. */
static void
test_options (void)
{
  VikRuleset rules = *vik_ruleset_edition (DE);
  VikGameOptions options = { .n_players = 2, .rules = &rules, .seed = 2 };
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) ok = NULL;
  VikGame *refused;

  rules.options = 1u << VIK_OPTION_METROPOLISES;
  refused = vik_game_new (&options, &error);
  g_assert_null (refused);
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
  g_clear_error (&error);
  rules.options = 1u << VIK_OPTION_BALANCED_LAND;
  ok = vik_game_new (&options, &error);
  g_assert_no_error (error);
  /* v2.1 has no Balanced Land. */
  rules = *vik_ruleset_v2_1 ();
  rules.options = 1u << VIK_OPTION_BALANCED_LAND;
  refused = vik_game_new (&options, &error);
  g_assert_null (refused);
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
}

/* A Red Infantry at (0,0) about to enter (1,0), whose three new neighbours are face down. */
static VikGame *
explore_position (guint32 options)
{
  VikRuleset rules = *vik_ruleset_edition (DE);
  VikGame *game;

  rules.options = options;
  game = vik_position_new (&rules, 6, 2, 7);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  capitals (game);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 0);
  ed_unit (game, 0, 0, RED, VIK_UNIT_INFANTRY);
  vik_position_set_hex (game, H (game, 2, 0), VIK_TERRAIN_WATER, FALSE);
  vik_position_set_hex (game, H (game, 2, -1), VIK_TERRAIN_WATER, FALSE);
  vik_position_set_hex (game, H (game, 1, 1), VIK_TERRAIN_WATER, FALSE);
  begin (game, VIK_PHASE_MOVEMENT);
  return game;
}

/* [3.2] [9.2]: the tiles lay face down from the start: nobody arranges them. */
static void
test_tiles_in_order (void)
{
  g_autoptr (VikGame) game = explore_position (0);
  VikTerrain tiles[3] = { VIK_TERRAIN_WATER, VIK_TERRAIN_MOUNTAIN, VIK_TERRAIN_WATER };
  int water = 0;

  vik_game_stack_pile (game, tiles, 3);
  ed_ok (game, "I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 1, 0));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_true (vik_game_hex_revealed (game, H (game, 2, 0)));
  g_assert_true (vik_game_hex_revealed (game, H (game, 2, -1)));
  g_assert_true (vik_game_hex_revealed (game, H (game, 1, 1)));
  water += vik_game_hex_terrain (game, H (game, 2, 0)) == VIK_TERRAIN_WATER;
  water += vik_game_hex_terrain (game, H (game, 2, -1)) == VIK_TERRAIN_WATER;
  water += vik_game_hex_terrain (game, H (game, 1, 1)) == VIK_TERRAIN_WATER;
  g_assert_cmpint (water, ==, 2);
  ed_invariants (game);
}

/* [15.3] Balanced Land: adjacent water hexes revealed at once: the player may
 * draw until land and put it in place of one of them. */
static void
test_balanced_land (void)
{
  VikTerrain tiles[4] = { VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_FOREST };

  for (int keep = 0; keep < 2; keep++)
    {
      g_autoptr (VikGame) game = explore_position (1u << VIK_OPTION_BALANCED_LAND);
      int land = 0;

      vik_game_stack_pile (game, tiles, 4);
      ed_ok (game, "I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 1, 0));
      g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WATER_PUTBACK);
      ed_invariants (game);
      if (keep)
        ed_ok (game, "keep");
      else
        {
          ed_ok (game, "putback");
          g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
          ed_ok (game, "%s=F", ed_lb (game, 1, 1));   /* the two water tiles left fall at once */
        }
      g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
      land += vik_game_hex_terrain (game, H (game, 2, 0)) != VIK_TERRAIN_WATER;
      land += vik_game_hex_terrain (game, H (game, 2, -1)) != VIK_TERRAIN_WATER;
      land += vik_game_hex_terrain (game, H (game, 1, 1)) != VIK_TERRAIN_WATER;
      g_assert_cmpint (land, ==, keep ? 0 : 1);
      if (!keep)
        g_assert_cmpint (vik_game_hex_terrain (game, H (game, 1, 1)), ==, VIK_TERRAIN_FOREST);
      ed_invariants (game);
    }
}

/* Refusals cite the German book: every v2.1 case has its German number, also in
 * refusals added later with v2.1 numbers, e.g. the optional rules. */
static void
test_cite (void)
{
  static const char *const pairs[][2] = {
    { "Infantry must stop on entering a Forest (10.12)", "Infantry must stop on entering a Forest (9.12)" },
    { "one hex at a time (10.1, 10.13)", "one hex at a time (9.1, 9.13)" },
    { "Luck Averaging (16.4)", "Luck Averaging (15.4)" },
    { "Vassals (16.84)", "Vassals (15.64)" },
    { "the attacker may retreat (13.3, 3)", "the attacker may retreat (12.3, 3)" },
    { "as many (3) as it can (14.11)", "as many (3) as it can (13.11)" },
    { "line of sight (@11.2)", "line of sight (11.2)" },
    { "starting groups (3.3, R2)", "starting groups (3.3, R2)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *de = vik_edition_cite_text (DE, pairs[i][0]);
      g_assert_cmpstr (de, ==, pairs[i][1]);
    }
  {
    g_autofree char *v21 = vik_edition_cite_text (VIK_EDITION_V2_1, "Infantry must stop (10.12)");
    g_assert_cmpstr (v21, ==, "Infantry must stop (10.12)");
  }
}

/* ---------------------------------------------------------------- files */

static void
test_saved_edition (void)
{
  VikGameOptions options = { .n_players = 3, .rules = vik_ruleset_edition (DE), .seed = 5 };
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  g_autoptr (GError) error = NULL;
  gsize len;
  g_autofree char *data = vik_game_save_to_data (game, &len);
  g_autoptr (VikGame) loaded = vik_game_load_from_data (data, len, "de.vik", &error);
  g_autofree char *bad = NULL;
  VikGame *refused;

  g_assert_no_error (error);
  g_assert_true (vik_game_equal (game, loaded));
  g_assert_cmpint (vik_game_get_rules (loaded)->edition, ==, DE);
  g_assert_nonnull (strstr (data, "Edition=de-v1.1"));
  /* Options the German book lacks are refused, naming file, group and key. */
  bad = g_strdup (data);
  {
    char *o = strstr (bad, "Options=");
    g_assert_nonnull (o);
    memcpy (o, "Options=metropolises", strlen ("Options=metropolises"));
  }
  refused = vik_game_load_from_data (bad, strlen (bad), "de.vik", &error);
  g_assert_null (refused);
  if (strstr (error->message, "[Rules]") == NULL)
    g_error ("%s", error->message);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-de/1.1/two-to-six-players", test_players);
  g_test_add_func ("/rules-de/4.0/capital-only-first-turn", test_setup_and_turn);
  g_test_add_func ("/rules-de/4.0/all-water-start-reveals-around", test_all_water_start);
  g_test_add_func ("/rules-de/5.4/twenty-points-at-turn-start", test_race_at_turn_start);
  g_test_add_func ("/rules-de/6.0/building-comes-first", test_setup_and_turn);
  g_test_add_func ("/rules-de/7.2/one-town-a-turn", test_one_town_a_turn);
  g_test_add_func ("/rules-de/7.22/town-next-to-enemy-allowed", test_town_next_to_enemy);
  g_test_add_func ("/rules-de/8.2/plains-city-supports-two-infantry", test_plains_city);
  g_test_add_func ("/rules-de/13.11/plains-city-takes-two-infantry", test_plains_city_placement);
  g_test_add_func ("/rules-de/9.12/every-unit-stops-in-forest", test_every_unit_stops);
  g_test_add_func ("/rules-de/9.12/own-unit-began-there", test_slow_terrain_exception);
  g_test_add_func ("/rules-de/9.13/roads-over-land-only", test_roads_over_land);
  g_test_add_func ("/rules-de/9.13/new-town-not-on-road", test_new_town_off_road);
  g_test_add_func ("/rules-de/9.32/port-next-to-water-not-new", test_ports);
  g_test_add_func ("/rules-de/11.0/bombard-two-hexes", test_bombard_two_hexes);
  g_test_add_func ("/rules-de/11.2/line-of-sight", test_line_of_sight);
  g_test_add_func ("/rules-de/11.2/bombard-example", test_bombard_example);
  g_test_add_func ("/rules-de/15.1/flat-world-line-of-sight", test_flat_world_sight);
  g_test_add_func ("/rules-de/12.3/cavalry-rolls-two", test_cavalry_rolls_two);
  g_test_add_func ("/rules-de/12.3/four-dice-no-hex-sides", test_four_dice_at_most);
  g_test_add_func ("/rules-de/12.3/only-attacker-artillery-fires-first", test_attacker_artillery_only);
  g_test_add_func ("/rules-de/12.31/suppression-spares-terrain", test_suppression);
  g_test_add_func ("/rules-de/12.3/battle-example", test_battle_example);
  g_test_add_func ("/rules-de/12.3/forecast-follows-edition", test_forecast_follows_edition);
  g_test_add_func ("/rules-de/10.1/no-combat-supply", test_no_combat_supply);
  g_test_add_func ("/rules-de/13.0/no-redeployment", test_no_redeployment);
  g_test_add_func ("/rules-de/15.0/only-the-books-options", test_options);
  g_test_add_func ("/rules-de/3.2/tiles-fall-in-order", test_tiles_in_order);
  g_test_add_func ("/rules-de/15.3/balanced-land", test_balanced_land);
  g_test_add_func ("/rules-de/file/edition-saved", test_saved_edition);
  g_test_add_func ("/rules-de/cite/german-case-numbers", test_cite);
  return g_test_run ();
}
