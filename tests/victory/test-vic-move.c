/* test-vic-move.c: terrain (3.0-3.3), units (4.0-4.3), the sequence of play
 * (2.0) and movement (5.0-5.92), on the built-in two-tile map (player 1
 * holds the North tile, player 2 the South) or small maps drawn here. */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"

#include <string.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)

static gboolean
stopped (VicGame *game, int block)
{
  return (game->core.blocks[block].flags & VIC_BLOCK_STOPPED) != 0;
}

/* ---------------------------------------------------------------- 2.0 */

static void
test_initiative (void)
{
  g_autoptr(VicGame) game = NULL;
  VicGameOptions o;

  vic_game_options_quick_start (&o, 2, 1);
  game = vic_game_new (&o, NULL);
  /* Deploy everything: the first game turn rolls the initiative. */
  {
    VikRng rng;
    vik_rng_seed (&rng, 1, 1);
    while (vic_game_get_phase (game) == VIC_PHASE_DEPLOY)
      {
        GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
        vic_game_legal_actions (game, legal);
        /* Player 2 wins after a tie: 3+4 each, then 1+1 against 6+6. */
        if (game->core.players[1].done == 0 && game->core.players[0].done && legal->len == 1)
          vic_test_dice (game, "3434" "11" "66");
        g_assert_true (vic_game_apply (game, &g_array_index (legal, VicAction,
                                                             vic_policy_choose (VIC_POLICY_AGGRESSIVE, game,
                                                                                (VicAction *) legal->data, legal->len, &rng)),
                                       NULL));
        g_array_unref (legal);
      }
  }
  g_assert_cmpint (vic_game_get_turn (game), ==, 1);
  g_assert_cmpint (vic_game_get_phase (game), ==, VIC_PHASE_MOVE);
  /* Player 1 of the turn is who won; the others follow clockwise. */
  g_assert_cmpint (vic_game_get_order (game, 1), ==, (vic_game_get_order (game, 0) + 1) % 2);
  g_assert_cmpint (vic_game_get_current_player (game), ==, vic_game_get_order (game, 0));
}

static void
test_initiative_ties (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  VicCore *c = &game->core;

  /* The end of the production phase begins a game turn: 2d6 each, the
   * highest moves first; the tied highest roll again (2.0 [1]). */
  vic_test_set_turn (game, VIC_PHASE_PRODUCTION, 1);
  c->turn_index = 1;
  vic_test_dice (game, "5252" "1266");
  vic_test_apply (game, "end");
  g_assert_cmpint (c->turn, ==, 2);
  g_assert_cmpint (vic_game_get_order (game, 0), ==, 1);
  g_assert_cmpint (vic_game_get_order (game, 1), ==, 0);
  g_assert_cmpint (vic_game_get_current_player (game), ==, 1);
}

static void
test_sequence (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 0, INFANTRY, "e3");
  PUT (game, 0, INFANTRY, "e3");
  PUT (game, 1, INFANTRY, "e10");
  PUT (game, 1, INFANTRY, "e10");
  /* [2] Move: Player 1 then Player 2; [3] Combat; [4] Supply; [5] Production. */
  g_assert_cmpint (vic_game_get_phase (game), ==, VIC_PHASE_MOVE);
  vic_test_apply (game, "end");
  g_assert_cmpint (vic_game_get_current_player (game), ==, 1);
  vic_test_apply (game, "end");
  /* No battles and no Beachheads: straight to Production, Player 1 first. */
  g_assert_cmpint (vic_game_get_phase (game), ==, VIC_PHASE_PRODUCTION);
  g_assert_cmpint (vic_game_get_current_player (game), ==, 0);
  vic_test_refused (game, "move IN1 e3-e4", "Move Phase");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  g_assert_cmpint (vic_game_get_phase (game), ==, VIC_PHASE_MOVE);
  g_assert_cmpint (vic_game_get_turn (game), ==, 2);
}

/* ---------------------------------------------------------------- 3.0-3.3 */

static void
test_hexside_terrain (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  int e3 = vic_map_lookup (map, "e3"), e2 = vic_map_lookup (map, "e2");
  int dir = vic_map_direction (map, e3, e2);

  /* (3.0) A side between Clear and Forest is Forest: the more restrictive. */
  g_assert_cmpint (VIC_SIDE_TERRAIN (vic_map_side (map, e3, dir)), ==, VIC_TERRAIN_FOREST);
  g_assert_true (vic_map_is_coastal (map, vic_map_lookup (map, "b2")));
  g_assert_false (vic_map_is_coastal (map, e3));
}

static void
test_forest_stop (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "e3");

  vic_test_apply (game, "move IN1 e3-e2");
  g_assert_true (stopped (game, in));
  vic_test_refused (game, "move IN1 e2-e1", "Ground units must stop upon entering a Forest hex (3.1)");
}

static void
test_marsh_stop (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "c4");

  vic_test_apply (game, "move IN1 c4-c3");
  g_assert_true (stopped (game, in));
  vic_test_refused (game, "move IN1 c3-c2", "Marsh hex (3.1)");
}

static void
test_mountain_stop (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ar = PUT (game, 0, ARMOR, "c6");

  vic_test_apply (game, "move AR1 c6-d6");
  g_assert_true (stopped (game, ar));
  vic_test_refused (game, "move AR1 d6-d7", "Mountain hex (3.1)");
}

static void
test_river_stop (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ar = PUT (game, 0, ARMOR, "d7");
  int en = PUT (game, 0, ENGINEER, "d7");

  /* Ground units must stop after crossing a River hexside... */
  vic_test_apply (game, "move AR1 d7-e8");
  g_assert_true (stopped (game, ar));
  vic_test_refused (game, "move AR1 e8-e9", "Ground units must stop after crossing a River (3.1)");
  vic_test_apply (game, "stop");
  /* ...but Engineers have no river crossing penalties (4.3). */
  vic_test_apply (game, "move EN1 d7-e8");
  g_assert_false (stopped (game, en));
  vic_test_apply (game, "move EN1 e8-e9");
}

static void
test_bridge (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ar = PUT (game, 0, ARMOR, "c7");

  /* ...except at Bridges: d7-e7 is a Road crossing the River. */
  vic_test_apply (game, "move AR1 c7-d7");
  vic_test_apply (game, "move AR1 d7-e7");
  g_assert_false (stopped (game, ar));
  vic_test_apply (game, "move AR1 e7-e8");
}

static void
test_alpine (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 0, INFANTRY, "i3");
  vic_test_refused (game, "move IN1 i3-h2", "Alpine");
}

static const char alpine_road_map[] =
  "[Map]\nColumns=4\nRows=3\n[Terrain]\nRow1=cmcc\nRow2=cmcc\nRow3=cccc\n"
  "[Cities]\na1=3\nd1=3\n[Sides]\na1-b1=alpine,road\na2-b2=alpine\nb1-c1=road\nb2-c2=estuary,river\n";

static void
test_alpine_road_estuary (void)
{
  g_autoptr(VicGame) game = vic_test_map_game (alpine_road_map, NULL, 2);

  PUT (game, 0, INFANTRY, "a1");
  PUT (game, 0, INFANTRY, "a2");
  PUT (game, 0, INFANTRY, "b2");
  /* Alpine hexsides are impassable except via a Road (3.1)... */
  vic_test_apply (game, "move IN1 a1-b1");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move IN2 a2-b2", "Alpine");
  /* ...and Rivers from the mouth to the first Bridge (3.1). */
  vic_test_refused (game, "move IN3 b2-c2", "mouth");
}

static void
test_sea_and_shoal (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 0, INFANTRY, "b2");
  PUT (game, 0, MARINES, "b2");
  PUT (game, 0, CRUISER, "a6");
  vic_test_refused (game, "move IN1 b2-a2", "by sea only");
  vic_test_apply (game, "move MA1 b2-a2");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move CA1 a6-a7", "Shoals");
}

static const char canal_map[] =
  "[Map]\nColumns=4\nRows=3\n[Terrain]\nRow1=sccs\nRow2=sccs\nRow3=sccs\n"
  "[Cities]\nb1=3\nc3=3\n[Features]\nb2=canal\nc2=canal\n[Sides]\nb1-b2=road\nb2-c2=road\n";

static void
test_canal (void)
{
  g_autoptr(VicGame) game = vic_test_map_game (canal_map, NULL, 2);
  int ar = PUT (game, 0, ARMOR, "b1");

  PUT (game, 0, CRUISER, "a2");
  /* Ground units must stop when they enter a Canal hex (3.1). */
  vic_test_apply (game, "move AR1 b1-b2");
  g_assert_true (stopped (game, ar));
  vic_test_apply (game, "stop");
  /* Naval units move along Canals by Strategic Movement only. */
  vic_test_refused (game, "move CA1 a2-b2", "Strategic Movement only");
  vic_test_apply (game, "sm CA1 a2-b2");
  vic_test_apply (game, "sm CA1 b2-c2");
  vic_test_apply (game, "sm CA1 c2-d2");
}

static void
test_ports (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();

  /* (3.2) Cities and Towns in coastal hexes are ports. */
  g_assert_true (vic_map_is_port (map, vic_map_lookup (map, "b2")));
  g_assert_true (vic_map_is_port (map, vic_map_lookup (map, "c7")));
  g_assert_false (vic_map_is_port (map, vic_map_lookup (map, "e3")));
  g_assert_false (vic_map_is_port (map, vic_map_lookup (map, "b5")));
}

static void
test_airbases (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* Cities and Towns are Airbases holding two air units (3.2) (5.51). */
  PUT (game, 0, FIGHTER, "e3");
  PUT (game, 0, FIGHTER, "e3");
  PUT (game, 0, FIGHTER, "g3");
  vic_test_apply (game, "move FA3 g3-f3");
  vic_test_refused (game, "move FA3 f3-e3", "could not reach");
  vic_test_apply (game, "move FA3 f3-g3");
  vic_test_apply (game, "stop");
}

static void
test_road_movement (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ar = PUT (game, 0, ARMOR, "c5");

  /* Moving entirely on roads through any terrain: no stop (3.3)... */
  vic_test_apply (game, "move AR1 c5-d5");
  g_assert_false (stopped (game, ar));
  /* ...but the unit cannot leave the road. */
  vic_test_refused (game, "move AR1 d5-d4", "cannot leave");
  vic_test_apply (game, "move AR1 d5-e5");
  vic_test_apply (game, "move AR1 e5-e6");
}

static void
test_road_hexside (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* Road hexsides are Clear: a limit of 2 into a battle (3.3), though e2 is Forest. */
  PUT (game, 1, INFANTRY, "e4");
  PUT (game, 0, INFANTRY, "e3");
  PUT (game, 0, INFANTRY, "e3");
  PUT (game, 0, INFANTRY, "e3");
  vic_test_apply (game, "move IN1 e3-e4");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move IN2 e3-e4");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move IN3 e3-e4", "Hexside limit");
}

/* ---------------------------------------------------------------- 4.0-4.3 */

static void
test_unit_data_chart (void)
{
  const VicRuleset *r = vic_ruleset_default ();
  static const struct { VicUnitType t; int turn, move, a, n, g; } chart[] = {
    { VIC_UNIT_FIGHTER, VIC_TURN_A, 3, 2, 0, 1 },
    { VIC_UNIT_DIVE_BOMBER, VIC_TURN_B, 3, 1, 2, 2 },
    { VIC_UNIT_TORPEDO_BOMBER, VIC_TURN_B, 2, 1, 3, 0 },
    { VIC_UNIT_MEDIUM_BOMBER, VIC_TURN_B, 6, 1, 2, 1 },
    { VIC_UNIT_HEAVY_BOMBER, VIC_TURN_B, 8, 1, 0, 2 },
    { VIC_UNIT_SUBMARINE, VIC_TURN_B, 2, 0, 2, 0 },
    { VIC_UNIT_CARRIER, VIC_TURN_C, 4, 1, 1, 0 },
    { VIC_UNIT_BATTLESHIP, VIC_TURN_C, 3, 1, 3, 2 },
    { VIC_UNIT_CRUISER, VIC_TURN_C, 4, 1, 2, 1 },
    { VIC_UNIT_LIGHT_CRUISER, VIC_TURN_C, 4, 2, 1, 1 },
    { VIC_UNIT_ARTILLERY, VIC_TURN_C, 1, 2, 1, 3 },
    { VIC_UNIT_ARMOR, VIC_TURN_D, 3, 1, 0, 2 },
    { VIC_UNIT_AIRBORNE, VIC_TURN_D, 2, 0, 0, 2 },
    { VIC_UNIT_INFANTRY, VIC_TURN_E, 2, 1, 1, 2 },
    { VIC_UNIT_MARINES, VIC_TURN_E, 2, 1, 1, 2 },
    { VIC_UNIT_MECHANIZED, VIC_TURN_E, 3, 1, 0, 2 },
    { VIC_UNIT_MOUNTAIN, VIC_TURN_E, 2, 1, 0, 2 },
    { VIC_UNIT_ENGINEER, VIC_TURN_E, 2, 1, 0, 1 },
    { VIC_UNIT_RESOURCE, VIC_TURN_F, 0, 1, 0, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (chart); i++)
    {
      const VicUnitData *u = &r->units[chart[i].t];
      g_assert_cmpint (u->turn, ==, chart[i].turn);
      g_assert_cmpint (u->move, ==, chart[i].move);
      g_assert_cmpint (u->fire[VIC_CLASS_AIR], ==, chart[i].a);
      g_assert_cmpint (u->fire[VIC_CLASS_NAVAL], ==, chart[i].n);
      g_assert_cmpint (u->fire[VIC_CLASS_GROUND], ==, chart[i].g);
      g_assert_cmpint (u->max_steps, >=, 3);
    }
  /* (4.3) Airborne and Mountain are 3-step units. */
  g_assert_cmpint (r->units[VIC_UNIT_AIRBORNE].max_steps, ==, 3);
  g_assert_cmpint (r->units[VIC_UNIT_MOUNTAIN].max_steps, ==, 3);
  /* The chart's text form both ways. */
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    {
      g_autofree char *line = vic_unit_data_to_string (&r->units[t]);
      VicUnitData back;
      g_assert_true (vic_unit_data_parse (line, &back));
      g_assert_cmpmem (&back, sizeof back, &r->units[t], sizeof back);
    }
  g_assert_false (vic_unit_data_parse ("Z 2 1-1-2 1 4", &(VicUnitData) { 0 }));
  g_assert_false (vic_unit_data_parse ("E 2 1-1 1 4", &(VicUnitData) { 0 }));
  g_assert_false (vic_unit_data_parse ("E 2 1-1-2 1 5", &(VicUnitData) { 0 }));
}

static void
test_air_units (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* (4.1) Each air type's move: a Heavy Bomber flies 8 hexes, a Torpedo Bomber 2. */
  PUT (game, 0, TORPEDO_BOMBER, "e3");
  vic_test_apply (game, "move TB1 e3-e4");
  vic_test_apply (game, "move TB1 e4-e3");
  vic_test_refused (game, "move TB1 e3-e4", "no movement left");
  vic_test_apply (game, "stop");
  /* Air units are classed as air: their class and target group. */
  g_assert_cmpint (vic_unit_class (VIC_UNIT_HEAVY_BOMBER), ==, VIC_CLASS_AIR);
  g_assert_false (vic_unit_carrier_air (VIC_UNIT_HEAVY_BOMBER));
  g_assert_true (vic_unit_carrier_air (VIC_UNIT_FIGHTER));
}

static void
test_carriers (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = vic_test_put (game, 0, VIC_UNIT_CARRIER, 2, "a2");
  int fa2;

  PUT (game, 0, FIGHTER, "b2");
  fa2 = vic_test_put (game, 0, VIC_UNIT_FIGHTER, 2, "b2");
  PUT (game, 0, HEAVY_BOMBER, "e3");
  /* (4.2) A Carrier holds air units whose steps do not exceed its own: a
   * 2-step Carrier cannot take a Fighter-4... */
  vic_test_apply (game, "move FA1 b2-a2");
  vic_test_refused (game, "stop", "Airbase");
  vic_test_apply (game, "move FA1 a2-b2");
  vic_test_apply (game, "stop");
  /* ...but takes a Fighter-2. */
  vic_test_apply (game, "move FA2 b2-a2");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[fa2].carrier, ==, cv);
  /* Heavy Bombers cannot use Carriers. */
  vic_test_apply (game, "move HB1 e3-d3");
  vic_test_apply (game, "move HB1 d3-c3");
  vic_test_apply (game, "move HB1 c3-b3");
  vic_test_apply (game, "move HB1 b3-a3");
  vic_test_apply (game, "move HB1 a3-a2");
  vic_test_refused (game, "stop", "Airbase");
  vic_test_apply (game, "move HB1 a2-b2");
  vic_test_apply (game, "stop");
  /* The aircraft go with their Carrier, and do not count for stacking. */
  vic_test_apply (game, "move CV1 a2-a3");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[fa2].hex, ==, vic_test_hex (game, "a3"));
  g_assert_cmpint (vic_stack_count (game, vic_test_hex (game, "a3"), 0, VIC_CLASS_NAVAL, VIC_NO_BLOCK), ==, 1);
  g_assert_cmpint (vic_stack_count (game, vic_test_hex (game, "a3"), 0, VIC_CLASS_AIR, VIC_NO_BLOCK), ==, 0);
}

static void
test_naval_units (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* (4.2) Naval units are restricted to Sea and Coastal hexes. */
  PUT (game, 0, BATTLESHIP, "b2");
  vic_test_refused (game, "move BB1 b2-c2", "restricted to Sea");
  /* Submarines move through enemy-occupied hexes. */
  PUT (game, 0, SUBMARINE, "a3");
  PUT (game, 1, CRUISER, "a4");
  vic_test_apply (game, "move SS1 a3-a4");
  vic_test_apply (game, "move SS1 a4-a5");
  vic_test_apply (game, "stop");
  g_assert_false (vic_game_hex_is_battle (game, vic_test_hex (game, "a4")));
}

static void
test_ground_units (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* (4.3) Marines are restricted to Sea or Coastal hexes. */
  PUT (game, 0, MARINES, "b3");
  vic_test_refused (game, "move MA1 b3-c3", "Marines are restricted");
  /* Armor moves 3, Infantry 2, Artillery 1 (Unit Data Chart). */
  PUT (game, 0, ARTILLERY, "e4");
  vic_test_apply (game, "move ART1 e4-e5");
  vic_test_refused (game, "move ART1 e5-e6", "no movement left");
}

/* ---------------------------------------------------------------- 5.0-5.92 */

static void
test_once_per_turn (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 0, INFANTRY, "e4");
  PUT (game, 0, INFANTRY, "e4");
  vic_test_apply (game, "move IN1 e4-e5");
  vic_test_refused (game, "move IN2 e4-e5", "stop it first");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move IN1 e5-e6", "once per turn");
}

/* What vic_game_block_steps_left tells (the computer players trust it to
 * skip flights out of reach) is what the engine allows: the unit data's
 * move, one less each step, a refusal when none is left (5.0). */
static void
test_steps_left (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  const VicRuleset *rules = vic_game_get_rules (game);
  int hb = PUT (game, 0, HEAVY_BOMBER, "e3"), in = PUT (game, 0, INFANTRY, "e4");
  int move = rules->units[VIC_UNIT_HEAVY_BOMBER].move;

  g_assert_cmpint (move, >, 2);
  g_assert_cmpint (vic_game_block_steps_left (game, hb), ==, move);
  g_assert_cmpint (vic_game_block_steps_left (game, in), ==, rules->units[VIC_UNIT_INFANTRY].move);
  /* out to e4 and back to the Airbase in e3, until the move is used up */
  for (int i = 0; i < move; i++)
    {
      vic_test_apply (game, i % 2 == 0 ? "move HB1 e3-e4" : "move HB1 e4-e3");
      g_assert_cmpint (vic_game_block_steps_left (game, hb), ==, move - 1 - i);
      g_assert_cmpint (vic_game_block_steps_left (game, in), ==, rules->units[VIC_UNIT_INFANTRY].move);
    }
  vic_test_refused (game, move % 2 == 0 ? "move HB1 e3-e4" : "move HB1 e4-e3", "no movement left (5.0)");
  if (move % 2 == 0)
    {
      /* back at the Airbase: it lands, and has moved this turn (5.0) */
      vic_test_apply (game, "stop");
      g_assert_cmpint (vic_game_block_steps_left (game, hb), ==, 0);
    }
  g_assert_cmpint (vic_game_block_steps_left (game, -1), ==, 0);
  g_assert_cmpint (vic_game_block_steps_left (game, vic_game_n_block_slots (game)), ==, 0);
}

static void
test_enemy_stops (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ar = PUT (game, 0, ARMOR, "e3");

  PUT (game, 1, INFANTRY, "e4");
  PUT (game, 0, FIGHTER, "g3");
  /* Blocks entering an enemy-occupied hex must stop: a battle (5.0) (6.1). */
  vic_test_apply (game, "move AR1 e3-e4");
  g_assert_true (stopped (game, ar));
  g_assert_true (vic_game_hex_is_battle (game, vic_test_hex (game, "e4")));
  vic_test_apply (game, "stop");
  /* EXCEPTION: air units may move over enemy blocks without stopping. */
  vic_test_apply (game, "move FA1 g3-f3");
  vic_test_apply (game, "move FA1 f3-e4");
  vic_test_apply (game, "move FA1 e4-e3");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_hex_blocks (game, vic_test_hex (game, "e3"), 0), ==, 1);
}

static void
test_pinning (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "e5");
  PUT (game, 1, INFANTRY, "e5");
  PUT (game, 0, INFANTRY, "e4");
  vic_test_apply (game, "move IN1 e4-e5");
  vic_test_apply (game, "end");
  /* Player 2: one defender is pinned; the other may leave, but not strategically. */
  g_assert_cmpint (vic_game_get_current_player (game), ==, 1);
  vic_test_refused (game, "sm IN1 e5-e6", "strategically");
  vic_test_apply (game, "move IN1 e5-f5");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move IN2 e5-f5", "Pinned");
}

static void
test_stacking (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* Clear: 4 ground units; the fifth cannot stop there (5.2), but
   * "Stacking applies after all movement is completed": it may pass. */
  for (int i = 0; i < 4; i++)
    PUT (game, 0, INFANTRY, "f3");
  PUT (game, 0, INFANTRY, "e3");
  vic_test_apply (game, "move IN5 e3-f3");
  vic_test_refused (game, "stop", "Stacking limit: at most 4 ground units in this hex (5.2)");
  vic_test_refused (game, "end", "Stacking limit");
  g_assert_false (vic_test_is_legal (game, "stop"));
  g_assert_false (vic_test_is_legal (game, "end"));
  vic_test_apply (game, "move IN5 f3-g3");
  vic_test_apply (game, "stop");
  /* Entering it as its move's last hex, it would have to stop there. */
  PUT (game, 0, INFANTRY, "d2");
  vic_test_apply (game, "move IN6 d2-e3");
  vic_test_refused (game, "move IN6 e3-f3", "Stacking limit: at most 4 ground units in this hex (5.2)");
  vic_test_apply (game, "stop");
  /* Naval: 2 in a coastal hex, 4 at sea. */
  PUT (game, 0, CRUISER, "b2");
  PUT (game, 0, CRUISER, "b2");
  PUT (game, 0, CRUISER, "a2");
  vic_test_apply (game, "move CA3 a2-b2");
  vic_test_refused (game, "stop", "Stacking limit: at most 2 naval units in this hex (5.2)");
  vic_test_apply (game, "move CA3 b2-b1");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_stack_limit (game, vic_test_hex (game, "a2"), VIC_CLASS_NAVAL), ==, 4);
  g_assert_cmpint (vic_stack_limit (game, vic_test_hex (game, "c3"), VIC_CLASS_GROUND), ==, 2);
  g_assert_cmpint (vic_stack_limit (game, vic_test_hex (game, "g3"), VIC_CLASS_GROUND), ==, 3);
}

/* Five Clear hexes in a row. */
static const char corridor_map[] = "[Map]\nColumns=5\nRows=1\n[Terrain]\nRow1=ccccc\n";

/* "Stacking applies after all movement is completed" (5.2): a block passes
 * through full hexes only on its way to a hex where it may stop. */
static void
test_stacking_after_movement (void)
{
  g_autoptr(VicGame) game = vic_test_map_game (corridor_map, NULL, 2);

  for (int i = 0; i < 4; i++)
    {
      PUT (game, 0, INFANTRY, "b1");
      PUT (game, 0, INFANTRY, "c1");
    }
  PUT (game, 0, INFANTRY, "a1");
  PUT (game, 0, ARMOR, "a1");
  /* An Infantry (move 2) would have to stop in c1, full as well: it may not
   * enter b1. */
  g_assert_false (vic_test_is_legal (game, "move IN9 a1-b1"));
  vic_test_refused (game, "move IN9 a1-b1", "Stacking limit: at most 4 ground units in this hex (5.2)");
  /* Armor (move 3) passes both on its way to d1. */
  g_assert_true (vic_test_is_legal (game, "move AR1 a1-b1"));
  vic_test_apply (game, "move AR1 a1-b1");
  vic_test_refused (game, "stop", "Stacking limit");
  vic_test_apply (game, "move AR1 b1-c1");
  vic_test_refused (game, "end", "Stacking limit");
  g_assert_false (vic_test_is_legal (game, "move AR1 c1-b1"));
  vic_test_apply (game, "move AR1 c1-d1");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "end");
}

static void
test_stacking_in_battle (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* In Battle Hexes stacking applies to each player separately (5.2 NOTE). */
  PUT (game, 1, INFANTRY, "f3");
  PUT (game, 1, INFANTRY, "f3");
  PUT (game, 1, INFANTRY, "f3");
  PUT (game, 1, INFANTRY, "f3");
  PUT (game, 0, INFANTRY, "e3");
  PUT (game, 0, INFANTRY, "e3");
  vic_test_apply (game, "move IN1 e3-f3");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move IN2 e3-f3");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_hex_blocks (game, vic_test_hex (game, "f3"), -1), ==, 6);
}

static void
test_hexside_limits (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* The side between Forest f4 and Desert g4 is a Forest side: one unit
   * may cross it into a battle (3.1) (5.3). */
  PUT (game, 1, INFANTRY, "g4");
  for (int i = 0; i < 3; i++)
    PUT (game, 0, INFANTRY, "f4");
  vic_test_apply (game, "move IN1 f4-g4");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move IN2 f4-g4", "Hexside limit");
}

static void
test_hexside_limits_clear (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "g5");
  for (int i = 0; i < 3; i++)
    PUT (game, 0, INFANTRY, "f5");
  for (int i = 0; i < 3; i++)
    PUT (game, 0, INFANTRY, "g6");
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move IN2 f5-g5");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move IN3 f5-g5", "Hexside limit");
  /* Another side still takes two; the hex's stacking (4) takes the last. */
  vic_test_apply (game, "move IN4 g6-g5");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move IN5 g6-g5");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "move IN6 g6-g5", "limit");
  /* Moving but not attacking: no hexside limit. */
  vic_test_apply (game, "move IN3 f5-f4");
  vic_test_apply (game, "stop");
}

static void
test_hex_control (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int e10 = vic_test_hex (game, "e10"), b9 = vic_test_hex (game, "b9"), f3 = vic_test_hex (game, "f3");

  /* Vacant Cities and Towns of a player's map are his (5.4); other vacant hexes neutral. */
  g_assert_cmpint (vic_game_hex_control (game, e10), ==, 1);
  g_assert_cmpint (vic_game_hex_control (game, f3), ==, VIC_NO_PLAYER);
  /* Ground units control; changes take effect immediately. */
  PUT (game, 0, INFANTRY, "e9");
  PUT (game, 0, FIGHTER, "e8");
  PUT (game, 0, CRUISER, "a9");
  vic_test_apply (game, "move IN1 e9-e10");
  g_assert_cmpint (vic_game_hex_control (game, e10), ==, 0);
  vic_test_apply (game, "stop");
  /* A naval unit can capture a vacant enemy coastal Town (Hex Control sidebar). */
  vic_test_apply (game, "move CA1 a9-b9");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_hex_control (game, b9), ==, 0);
  /* Air units control an Airbase. */
  vic_test_apply (game, "move FA1 e8-e9");
  vic_test_apply (game, "move FA1 e9-e10");
  vic_test_apply (game, "stop");
  /* Vacated, a captured City reverts to its owner. */
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  game->core.turn_index = 0;
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move IN1 e10-e9");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_hex_control (game, e10), ==, 0); /* the Fighter still holds it */
  vic_test_apply (game, "move FA1 e10-e9");
  vic_test_apply (game, "move FA1 e9-e8");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_hex_control (game, e10), ==, 1);
}

static void
test_air_movement (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* Air units ignore terrain, hexside limits and enemy units (5.5). */
  PUT (game, 0, DIVE_BOMBER, "h5");
  PUT (game, 1, INFANTRY, "h4");
  vic_test_apply (game, "move DB1 h5-h4");
  vic_test_apply (game, "move DB1 h4-h3");
  vic_test_refused (game, "move DB1 h3-h2", "Airbase");
  vic_test_apply (game, "move DB1 h3-g3");
  vic_test_apply (game, "stop");
  g_assert_false (vic_game_hex_is_battle (game, vic_test_hex (game, "h4")));
}

static void
test_airbase_capacity (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 0, FIGHTER, "h5");
  PUT (game, 0, FIGHTER, "h5");
  PUT (game, 0, FIGHTER, "g3");
  /* Each Airbase holds at most two air units (5.51). */
  vic_test_apply (game, "move FA3 g3-g4");
  /* h4 leads only to Ordal (h5), full: the Fighter could not land. */
  vic_test_refused (game, "move FA3 g4-h4", "could not reach");
  vic_test_apply (game, "move FA3 g4-g3");
  vic_test_apply (game, "stop");
}

static void
test_air_stacking (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* At most two air units of a player fight in a battle (5.52). */
  PUT (game, 1, INFANTRY, "f3");
  for (int i = 0; i < 3; i++)
    PUT (game, 0, FIGHTER, i < 2 ? "e3" : "g3");
  vic_test_apply (game, "move FA1 e3-f3");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move FA2 e3-f3");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move FA3 g3-f3");
  vic_test_refused (game, "stop", "air units of a player fight");
}

static void
test_air_range (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* An air unit must be able to end at an Airbase or in a battle within its
   * move (5.53): a Torpedo Bomber flies 2 and cannot strand itself. */
  PUT (game, 0, TORPEDO_BOMBER, "e3");
  vic_test_apply (game, "move TB1 e3-f3");
  vic_test_refused (game, "move TB1 f3-g4", "Airbase");
  vic_test_apply (game, "move TB1 f3-g3");
  vic_test_apply (game, "stop");
}

static void
test_naval_movement (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ca = PUT (game, 0, CRUISER, "a1");

  /* Cruisers move 4 (5.6). */
  vic_test_apply (game, "move CA1 a1-a2");
  vic_test_apply (game, "move CA1 a2-a3");
  vic_test_apply (game, "move CA1 a3-a4");
  vic_test_apply (game, "move CA1 a4-a5");
  g_assert_true (stopped (game, ca));
  vic_test_apply (game, "stop");
  /* They stop when entering an enemy-occupied hex. */
  PUT (game, 0, BATTLESHIP, "a9");
  PUT (game, 1, SUBMARINE, "a10");
  vic_test_apply (game, "move BB1 a9-a10");
  vic_test_refused (game, "move BB1 a10-a11", "enemy-occupied hex must stop (5.0)");
}

static void
test_ground_movement (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int mk = PUT (game, 0, MECHANIZED, "e8");

  /* Ground units move their allowance over land (5.7): Mechanized 3. */
  vic_test_apply (game, "move MK1 e8-f8");
  vic_test_apply (game, "move MK1 f8-g8");
  vic_test_apply (game, "move MK1 g8-h8");
  g_assert_true (stopped (game, mk));
  vic_test_refused (game, "move MK1 h8-i8", "no movement left");
}

static void
test_response (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int defender;

  PUT (game, 1, INFANTRY, "f5");
  PUT (game, 0, INFANTRY, "f4");
  defender = PUT (game, 1, INFANTRY, "g6");
  vic_test_apply (game, "move IN1 f4-f5");
  vic_test_apply (game, "end");
  /* Blocks moving to a battle begun earlier in the turn arrive in round 2 (5.8). */
  vic_test_apply (game, "move IN2 g6-f5");
  vic_test_apply (game, "stop");
  g_assert_true (game->core.blocks[defender].flags & VIC_BLOCK_RESPONSE);
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle f5");
  /* Round 1: the responding Infantry is neither revealed nor in the fight. */
  g_assert_false ((game->core.blocks[defender].revealed >> 0) & 1);
  g_assert_false (vic_test_is_legal (game, "fire IN2 G"));
}

static void
test_strategic_move (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "e3");

  /* Six hexes along friendly or neutral roads (5.9). */
  vic_test_apply (game, "sm IN1 e3-e4");
  vic_test_apply (game, "sm IN1 e4-e5");
  vic_test_apply (game, "sm IN1 e5-e6");
  vic_test_apply (game, "sm IN1 e6-e7");
  vic_test_apply (game, "sm IN1 e7-e8");
  vic_test_apply (game, "sm IN1 e8-e9");
  g_assert_true (stopped (game, in));
  vic_test_apply (game, "stop");
  /* Never off the road, never combined with a normal move, never an attack. */
  PUT (game, 0, INFANTRY, "f3");
  vic_test_refused (game, "sm IN2 f3-f4", "Road");
  vic_test_apply (game, "move IN2 f3-e4");
  vic_test_refused (game, "sm IN2 e4-e5", "combine");
  vic_test_apply (game, "stop");
  PUT (game, 1, INFANTRY, "h4");
  PUT (game, 0, INFANTRY, "h3");
  vic_test_refused (game, "sm IN3 h3-h4", "may not attack");
  /* Air units fly strategically from one friendly Airbase to another. */
  PUT (game, 0, FIGHTER, "e8");
  vic_test_apply (game, "sm FA1 e8-e7");
  vic_test_apply (game, "sm FA1 e7-e6");
  vic_test_apply (game, "sm FA1 e6-e5");
  vic_test_apply (game, "sm FA1 e5-e4");
  vic_test_apply (game, "sm FA1 e4-e3");
  vic_test_apply (game, "stop");
}

static void
test_sea_transport (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "b2");

  /* Ground units embark at friendly ports and move six hexes by sea (5.91). */
  vic_test_refused (game, "move IN1 b2-a2", "Strategic Move");
  vic_test_apply (game, "sm IN1 b2-a2");
  g_assert_true (game->core.blocks[in].flags & VIC_BLOCK_AT_SEA);
  vic_test_apply (game, "sm IN1 a2-a3");
  vic_test_apply (game, "sm IN1 a3-a4");
  vic_test_apply (game, "sm IN1 a4-a5");
  vic_test_apply (game, "sm IN1 a5-a6");
  /* Never end on a coastal hex but a friendly port (b6 is none). */
  vic_test_refused (game, "sm IN1 a6-b6", "friendly port");
  vic_test_apply (game, "stop");
}

static void
test_sea_transport_disembark (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "b2");

  vic_test_apply (game, "sm IN1 b2-a2");
  vic_test_apply (game, "sm IN1 a2-a3");
  vic_test_apply (game, "sm IN1 a3-a4");
  vic_test_apply (game, "sm IN1 a4-b4");
  vic_test_apply (game, "sm IN1 b4-c5");
  vic_test_apply (game, "stop");
  /* Ashore in the friendly port of Garby. */
  g_assert_false (game->core.blocks[in].flags & VIC_BLOCK_AT_SEA);
  g_assert_cmpint (game->core.blocks[in].hex, ==, vic_test_hex (game, "c5"));
  /* Ground units at sea are naval units: they may end their move at sea. */
  PUT (game, 0, INFANTRY, "b2");
  vic_test_apply (game, "sm IN2 b2-a2");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_stack_count (game, vic_test_hex (game, "a2"), 0, VIC_CLASS_NAVAL, VIC_NO_BLOCK), ==, 1);
}

static void
test_port_capacity (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* Two Ground units in or out of a port per turn (5.92). */
  for (int i = 0; i < 3; i++)
    PUT (game, 0, INFANTRY, "b2");
  vic_test_apply (game, "sm IN1 b2-a2");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "sm IN2 b2-a2");
  vic_test_apply (game, "stop");
  vic_test_refused (game, "sm IN3 b2-a2", "Port capacity");
}

/* A hex its last blocks leave may fall to nobody: the log says so, not "- now controls". */
static void
test_control_lost_text (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  VicEvent e = { .kind = VIC_EVENT_CONTROL, .player = VIC_NO_PLAYER, .block = VIC_NO_BLOCK,
                 .hex = vic_test_hex (game, "f3"), .hex2 = VIC_NO_HEX };
  g_autofree char *nobody = vic_event_to_text (game, &e, -1);
  g_autofree char *someone = NULL;

  g_assert_cmpstr (nobody, ==, "Nobody controls f3 now");
  e.player = 0;
  someone = vic_event_to_text (game, &e, -1);
  g_assert_nonnull (strstr (someone, "now controls f3"));
  g_assert_nonnull (strstr (someone, vic_game_get_player_name (game, 0)));
}

/* The catch-all of vic_event_to_text printed raw codes ("2 Player 2 a block
 * - -"): no event's text starts with a number. */
static gboolean
raw_code (const char *text)
{
  return g_ascii_isdigit (text[0]) || strstr (text, "Unknown event") != NULL;
}

/* Every event kind is told in words, for every viewer; and so is every event
 * of a whole game with every option on. */
static void
test_every_event_in_words (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 1, INFANTRY, "e5");
  VicGameOptions opts;
  VicRuleset rules = *vic_ruleset_default ();
  g_autoptr(VicGame) whole = NULL;
  VikRng rng;
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  int seen[VIC_N_EVENT_KINDS] = { 0 };

  for (int kind = 0; kind < VIC_N_EVENT_KINDS; kind++)
    for (int viewer = -1; viewer < 2; viewer++)
      {
        VicEvent e = { .kind = kind, .player = 1, .visible = 3, .n_dice = 2, .block = in,
                       .hex = vic_test_hex (game, "e5"), .hex2 = vic_test_hex (game, "e6"), .value = 1,
                       .dice = { 3, 4 } };
        g_autofree char *text = vic_event_to_text (game, &e, viewer);
        g_assert_nonnull (text);
        if (raw_code (text))
          g_error ("event kind %d has no words: “%s”", kind, text);
      }
  {
    /* the two of the report: Player 2's turn, Player 2's IN1 passes */
    VicEvent turn = { .kind = VIC_EVENT_PLAYER_TURN, .player = 1, .visible = 3, .block = VIC_NO_BLOCK,
                      .hex = VIC_NO_HEX, .hex2 = VIC_NO_HEX, .value = VIC_PHASE_MOVE };
    VicEvent pass = { .kind = VIC_EVENT_PASSED, .player = 1, .visible = 3, .block = in,
                      .hex = vic_test_hex (game, "e5"), .hex2 = VIC_NO_HEX };
    g_autofree char *t1 = vic_event_to_text (game, &turn, 1);
    g_autofree char *t2 = vic_event_to_text (game, &pass, 1);
    g_assert_cmpstr (t1, ==, "P2’s turn: Move Phase");
    g_assert_cmpstr (t2, ==, "IN1 of P2 passes");
  }
  rules.options = (1u << VIC_N_OPTIONS) - 1;
  vic_game_options_quick_start (&opts, 2, 7);
  opts.rules = &rules;
  opts.turn_limit = 12;
  whole = vic_game_new (&opts, NULL);
  vik_rng_seed (&rng, 7, 3);
  while (!vic_game_is_over (whole))
    {
      guint n;
      const VicEvent *events;
      VicAction a;
      g_array_set_size (legal, 0);
      vic_game_legal_actions (whole, legal);
      g_assert_cmpuint (legal->len, >, 0);
      a = g_array_index (legal, VicAction, vic_policy_choose (VIC_POLICY_AGGRESSIVE, whole, (VicAction *) legal->data,
                                                              legal->len, &rng));
      g_assert_true (vic_game_apply (whole, &a, NULL));
      events = vic_game_get_events (whole, &n);
      for (guint i = 0; i < n; i++)
        for (int viewer = -1; viewer < 2; viewer++)
          {
            g_autofree char *text = vic_event_to_text (whole, &events[i], viewer);
            if (raw_code (text))
              g_error ("event kind %d has no words: “%s”", events[i].kind, text);
            seen[events[i].kind]++;
          }
    }
  g_array_unref (legal);
  for (int kind = 0; kind < VIC_N_EVENT_KINDS; kind++)
    g_test_message ("event kind %d: %d in a whole game", kind, seen[kind] / 3);
}

static void
test_hexside_control (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 1, INFANTRY, "e5");
  PUT (game, 0, ARMOR, "f5");
  vic_test_apply (game, "move AR1 f5-g5");
  vic_test_apply (game, "end");
  /* Player 2 enters the battle through the same hexside: the last to enter
   * controls it and may retreat through it; the Attacker no longer (5.41). */
  vic_test_apply (game, "move IN2 e5-f5");
  vic_test_apply (game, "move IN2 f5-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  vic_test_refused (game, "retreat AR1 g5-f5", "hexsides used to enter");
  vic_test_apply (game, "pass AR1");
  vic_test_apply (game, "retreat IN1 g5-f5");
}

static void
test_air_range_option (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = vic_test_two_tiles (vic_test_rules_with (&rules, VIC_OPTION_AIR_RANGE));

  /* (5.53 option) A Fighter may attack 6 hexes away, trading landing move. */
  PUT (game, 1, INFANTRY, "h7");
  PUT (game, 0, FIGHTER, "e3");
  vic_test_apply (game, "move FA1 e3-f3");
  vic_test_apply (game, "move FA1 f3-g4");
  vic_test_apply (game, "move FA1 g4-h4");
  vic_test_apply (game, "move FA1 h4-h5");
  vic_test_apply (game, "move FA1 h5-h6");
  g_assert_cmpint (game->core.blocks[vic_block_lookup (game, 0, "FA1")].mp, ==, 5);
  vic_test_refused (game, "stop", "more than the air unit's move");
  vic_test_apply (game, "move FA1 h6-h7");
  vic_test_apply (game, "stop");
  g_assert_true (vic_game_hex_is_battle (game, vic_test_hex (game, "h7")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/2.0/initiative-decides-player-1", test_initiative);
  g_test_add_func ("/victory/2.0/initiative-ties-roll-again", test_initiative_ties);
  g_test_add_func ("/victory/2.0/sequence-of-play", test_sequence);
  g_test_add_func ("/victory/3.0/hexside-terrain-most-restrictive", test_hexside_terrain);
  g_test_add_func ("/victory/3.1/forest-stops-ground-units", test_forest_stop);
  g_test_add_func ("/victory/3.1/marsh-stops-ground-units", test_marsh_stop);
  g_test_add_func ("/victory/3.1/mountain-stops-ground-units", test_mountain_stop);
  g_test_add_func ("/victory/3.1/river-stops-after-crossing", test_river_stop);
  g_test_add_func ("/victory/3.1/bridge-no-stop", test_bridge);
  g_test_add_func ("/victory/3.1/alpine-impassable", test_alpine);
  g_test_add_func ("/victory/3.1/alpine-road-and-estuary", test_alpine_road_estuary);
  g_test_add_func ("/victory/3.1/sea-and-shoal", test_sea_and_shoal);
  g_test_add_func ("/victory/3.1/canal", test_canal);
  g_test_add_func ("/victory/3.2/ports", test_ports);
  g_test_add_func ("/victory/3.2/cities-and-towns-are-airbases", test_airbases);
  g_test_add_func ("/victory/3.3/road-movement", test_road_movement);
  g_test_add_func ("/victory/3.3/road-hexside-is-clear", test_road_hexside);
  g_test_add_func ("/victory/4.0/unit-data-chart", test_unit_data_chart);
  g_test_add_func ("/victory/4.1/air-units", test_air_units);
  g_test_add_func ("/victory/4.2/carriers", test_carriers);
  g_test_add_func ("/victory/4.2/naval-units", test_naval_units);
  g_test_add_func ("/victory/4.3/ground-units", test_ground_units);
  g_test_add_func ("/victory/5.0/once-per-turn", test_once_per_turn);
  g_test_add_func ("/victory/5.0/entering-enemy-stops", test_enemy_stops);
  g_test_add_func ("/victory/5.0/steps-left", test_steps_left);
  g_test_add_func ("/victory/5.1/pinning", test_pinning);
  g_test_add_func ("/victory/5.2/stacking-limits", test_stacking);
  g_test_add_func ("/victory/5.2/stacking-applies-after-movement", test_stacking_after_movement);
  g_test_add_func ("/victory/5.2/stacking-per-player-in-battle", test_stacking_in_battle);
  g_test_add_func ("/victory/5.3/forest-hexside-limit", test_hexside_limits);
  g_test_add_func ("/victory/5.3/hexside-limits", test_hexside_limits_clear);
  g_test_add_func ("/victory/5.4/hex-control", test_hex_control);
  g_test_add_func ("/victory/5.4/control-lost-text", test_control_lost_text);
  g_test_add_func ("/victory/interface/every-event-in-words", test_every_event_in_words);
  g_test_add_func ("/victory/5.41/hexside-control", test_hexside_control);
  g_test_add_func ("/victory/opt-air-range/attack-further", test_air_range_option);
  g_test_add_func ("/victory/5.5/air-movement", test_air_movement);
  g_test_add_func ("/victory/5.51/airbase-capacity", test_airbase_capacity);
  g_test_add_func ("/victory/5.52/air-stacking", test_air_stacking);
  g_test_add_func ("/victory/5.53/air-range", test_air_range);
  g_test_add_func ("/victory/5.6/naval-movement", test_naval_movement);
  g_test_add_func ("/victory/5.7/ground-movement", test_ground_movement);
  g_test_add_func ("/victory/5.8/response-movement", test_response);
  g_test_add_func ("/victory/5.9/strategic-movement", test_strategic_move);
  g_test_add_func ("/victory/5.91/sea-transport", test_sea_transport);
  g_test_add_func ("/victory/5.91/sea-transport-disembark", test_sea_transport_disembark);
  g_test_add_func ("/victory/5.92/port-capacity", test_port_capacity);
  return g_test_run ();
}
