/* test-vic-economy.c: supply (7.0-7.5), Beachheads (6.71) and production
 * (8.0-8.4) with its optional rules, on the built-in two-tile map. */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-text.h"

#include <string.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)
#define PUTS(g, p, t, s, hex) vic_test_put (g, p, VIC_UNIT_##t, s, hex)

/* Whether the block is in supply; on the way, every player's supply worked
 * out at once (what the computer players read) must be each player's own. */
static gboolean
supplied (VicGame *game, int block)
{
  guint8 all[VIC_MAX_PLAYERS][VIC_MAX_HEXES], one[VIC_MAX_HEXES];

  vic_game_supplied_hexes_all (game, all);
  for (int p = 0; p < vic_game_get_n_players (game); p++)
    {
      vic_game_supplied_hexes (game, p, one);
      for (int h = 0; h < vic_game_get_map (game)->n_hexes; h++)
        g_assert_cmpint (!all[p][h], ==, !one[h]);
    }
  return vic_game_block_supplied (game, block);
}

/* Runs the rest of the turn to the Production Phase (the Supply phase's
 * attrition on the way). */
static void
to_production (VicGame *game)
{
  while (vic_game_get_phase (game) != VIC_PHASE_PRODUCTION)
    vic_test_apply (game, "end");
}

/* ---------------------------------------------------------------- 7.0-7.5 */

static void
test_supply (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int on = PUT (game, 0, INFANTRY, "f3");
  int next = PUT (game, 0, INFANTRY, "f2");
  int off = PUT (game, 0, INFANTRY, "g1");

  /* On or adjacent to a Supply Line: in supply (7.0). */
  g_assert_true (supplied (game, on));
  g_assert_true (supplied (game, next));
  g_assert_false (supplied (game, off));
}

static void
test_attrition (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "g1");
  int ab = PUT (game, 0, AIRBORNE, "g1");
  int ca = PUT (game, 0, CRUISER, "a1");

  /* Unsupplied Air and Ground units lose a step in the Supply Phase (7.1);
   * Airborne units are eliminated (6.6); ships need no supply (7.5). */
  to_production (game);
  g_assert_cmpint (vic_test_steps (game, in), ==, 3);
  g_assert_cmpint (vic_test_steps (game, ab), ==, 0);
  g_assert_cmpint (vic_test_steps (game, ca), ==, 4);
}

/* A road along row 2 from Alpha (a2) to Gamma (g2), player 1's; player 2's
 * Cities on row 3, joined by their own road when both are Cities. */
static const char line_map[] =
  "[Map]\nColumns=7\nRows=3\n[Terrain]\nRow1=ccccccc\nRow2=ccccccc\nRow3=ccccccc\n"
  "[Tiles]\nRow1=1111111\nRow2=1111111\nRow3=2222222\n"
  "[Cities]\na2=3 Alpha\ng2=3 Gamma\na3=2 Delta\n%s=2 Epsilon\n[Towns]\n%s=Zeta\n"
  "[Sides]\na2-b2=road\nb2-c2=road\nc2-d2=road\nd2-e2=road\ne2-f2=road\nf2-g2=road\n"
  "a3-b3=road\nb3-c3=road\n";

static VicGame *
line_game (gboolean two_cities)
{
  g_autofree char *text = g_strdup_printf (line_map, two_cities ? "c3" : "e3", two_cities ? "e3" : "c3");
  return vic_test_map_game (text, NULL, 2);
}

static void
test_supply_lines (void)
{
  g_autoptr(VicGame) game = line_game (TRUE);
  int in = PUT (game, 0, INFANTRY, "d1");

  /* A Supply Line cannot pass enemy-controlled hexes (7.2): an enemy on d2
   * cuts the road between Alpha and Gamma. */
  g_assert_true (supplied (game, in));
  PUT (game, 1, INFANTRY, "d2");
  g_assert_false (supplied (game, in));
}

static void
test_unsupplied_cannot_cut (void)
{
  g_autoptr(VicGame) game = line_game (FALSE);
  int in = PUT (game, 0, INFANTRY, "d1");

  /* An enemy out of supply (his one City is no Supply Base) cuts nothing
   * (7.1 IMPORTANT). */
  PUT (game, 1, INFANTRY, "d2");
  g_assert_true (supplied (game, in));
}

static void
test_supply_bases (void)
{
  g_autoptr(VicGame) game = line_game (FALSE);
  int in = PUT (game, 1, INFANTRY, "b3");

  /* A City is a Supply Base only with a Supply Line to another friendly City
   * (7.3): player 2's lone City supplies nothing. */
  g_assert_false (supplied (game, in));
}

static void
test_sea_supply (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "c14");

  /* Supply Lines cross friendly or neutral sea between friendly ports (7.4):
   * Lowhaven (c14) is linked by sea to Port Alex. */
  PUT (game, 1, INFANTRY, "d14");
  PUT (game, 1, INFANTRY, "b13");
  PUT (game, 1, INFANTRY, "c13");
  PUT (game, 1, INFANTRY, "d13");
  PUT (game, 1, INFANTRY, "c15");
  g_assert_true (supplied (game, in));
  /* Enemy ships cut sea supply in the hexes they occupy (7.5). */
  PUT (game, 1, CRUISER, "b14");
  PUT (game, 1, CRUISER, "a15");
  g_assert_false (supplied (game, in));
}

static const char coast_map[] =
  "[Map]\nColumns=7\nRows=3\n[Terrain]\nRow1=sssssss\nRow2=ccccccc\nRow3=ccccccc\n"
  "[Tiles]\nRow1=1111111\nRow2=1111111\nRow3=2222222\n"
  "[Cities]\na2=3 Alpha\ng2=3 Gamma\na3=2\ng3=2\n"
  "[Sides]\na2-b2=road\nb2-c2=road\nc2-d2=road\nd2-e2=road\ne2-f2=road\nf2-g2=road\n";

static void
test_naval_supply (void)
{
  g_autoptr(VicGame) game = vic_test_map_game (coast_map, NULL, 2);
  int in = PUT (game, 0, INFANTRY, "d3");
  int ss = PUT (game, 1, SUBMARINE, "d2");

  /* Naval units need no supply (7.5)... */
  g_assert_true (supplied (game, ss));
  /* ...and submarines do not cut land supply in coastal hexes... */
  g_assert_true (supplied (game, in));
  /* ...but other ships do. */
  PUT (game, 1, CRUISER, "d2");
  g_assert_false (supplied (game, in));
}

static void
test_beachhead (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ma = PUT (game, 0, MARINES, "b12");
  int in = PUT (game, 0, INFANTRY, "c12");

  PUT (game, 0, MARINES, "b12");
  /* Not supplied in enemy land... */
  g_assert_false (supplied (game, in));
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  /* ...until a Marine turns face-up as a Beachhead in the Supply Phase (6.71). */
  g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_BEACHHEAD);
  vic_test_apply (game, "beachhead MA1");
  /* Nothing else to declare: on to Production; the Infantry kept its steps. */
  g_assert_cmpint (vic_game_get_phase (game), ==, VIC_PHASE_PRODUCTION);
  g_assert_true (game->core.blocks[ma].flags & VIC_BLOCK_FACE_UP);
  g_assert_true (supplied (game, in));
  g_assert_cmpint (vic_test_steps (game, in), ==, 4);
  /* At most one Beachhead per hex. */
  vic_test_set_turn (game, VIC_PHASE_SUPPLY, 0);
  vic_test_refused (game, "beachhead MA2", "one Beachhead per hex");
}

/* ---------------------------------------------------------------- 8.0-8.4 */

static void
test_production (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int b2 = vic_test_hex (game, "b2");

  PUTS (game, 0, INFANTRY, 3, "b2");
  to_production (game);
  /* Each supplied City gives its PP (8.0) (8.1): Port Alex 3. */
  g_assert_cmpint (vic_game_city_pp_left (game, b2), ==, 3);
  vic_test_apply (game, "add IN1");
  vic_test_refused (game, "add IN1", "full strength");
  vic_test_apply (game, "build IN b2");
  vic_test_apply (game, "add IN2");
  vic_test_refused (game, "build IN b2", "PP left");
  g_assert_cmpint (vic_game_city_pp_left (game, b2), ==, 0);
}

static void
test_pp (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  g_autoptr(GPtrArray) problems = vic_map_problems (map);

  /* Six Cities of 1, 2 or 3 PP totalling 10 PP on each map (1.2) (8.1). */
  g_assert_cmpint (vic_map_pp_total (map, 0), ==, 10);
  g_assert_cmpint (vic_map_pp_total (map, 1), ==, 10);
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_building (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 0, INFANTRY, "g1");
  to_production (game);
  /* New units only in Cities (8.2); ships in coastal Cities only. */
  vic_test_refused (game, "build IN g3", "only be built in Cities");
  vic_test_refused (game, "build CA e3", "coastal Cities");
  vic_test_apply (game, "build CA b2");
  vic_test_refused (game, "build BB e3", "coastal");
  /* Steps only in supplied Cities: the Infantry at g1 gets none. */
  vic_test_refused (game, "add IN1", "supplied Cities");
}

static void
test_unused_pp_forfeit (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int e3 = vic_test_hex (game, "e3");

  to_production (game);
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  to_production (game);
  /* Unused PP are forfeit: a new phase gives the City's value again (8.2). */
  g_assert_cmpint (vic_game_city_pp_left (game, e3), ==, 2);
}

static void
test_merging (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int a = PUTS (game, 0, INFANTRY, 1, "f3");
  int b = PUTS (game, 0, INFANTRY, 2, "f3");

  PUTS (game, 0, ARMOR, 1, "f3");
  to_production (game);
  /* An Infantry-1 and an Infantry-2 merge into an Infantry-3 (8.21). */
  vic_test_refused (game, "merge IN1 AR1", "exact same type");
  vic_test_apply (game, "merge IN2 IN1");
  g_assert_cmpint (vic_test_steps (game, b), ==, 3);
  g_assert_cmpint (vic_test_steps (game, a), ==, 0);
  /* Units can be divided subject to stacking. */
  vic_test_apply (game, "split IN2");
  g_assert_cmpint (vic_test_steps (game, b), ==, 2);
  g_assert_cmpint (vic_game_hex_blocks (game, vic_test_hex (game, "f3"), 0), ==, 3);
}

static void
test_disbanding (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 0, INFANTRY, "f3");

  to_production (game);
  /* Disbanded units can be built elsewhere immediately (8.22). */
  vic_test_apply (game, "disband IN1");
  g_assert_cmpint (vic_test_steps (game, in), ==, 0);
  {
    /* gone from the board: its owner still reads its name, the enemy, who
     * never saw it, reads "a block" */
    guint n;
    const VicEvent *e = vic_game_get_events (game, &n);
    g_autofree char *owner = NULL, *enemy = NULL, *mine = NULL, *theirs = NULL;
    while (n > 0 && e->kind != VIC_EVENT_ELIMINATED)
      e++, n--;
    g_assert_cmpuint (n, >, 0);
    owner = vic_event_to_text (game, e, 0);
    enemy = vic_event_to_text (game, e, 1);
    mine = g_strdup_printf ("IN1 of %s is eliminated", vic_game_get_player_name (game, 0));
    theirs = g_strdup_printf ("a block of %s is eliminated", vic_game_get_player_name (game, 0));
    g_assert_cmpstr (owner, ==, mine);
    g_assert_cmpstr (enemy, ==, theirs);
  }
  vic_test_apply (game, "build IN e3");
}

static void
test_costs (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  to_production (game);
  /* 1, 2 or 3 PP per step (8.3): a Battleship step costs 3. */
  g_assert_cmpint (vic_ruleset_default ()->units[VIC_UNIT_BATTLESHIP].cost, ==, 3);
  g_assert_cmpint (vic_ruleset_default ()->units[VIC_UNIT_INFANTRY].cost, ==, 1);
  vic_test_refused (game, "build BB c5", "PP left");
  vic_test_apply (game, "build BB b2");
  g_assert_cmpint (vic_game_city_pp_left (game, vic_test_hex (game, "b2")), ==, 0);
}

static void
test_captured_cities (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUTS (game, 0, INFANTRY, 3, "b11");
  PUT (game, 0, INFANTRY, "c11");
  PUT (game, 0, INFANTRY, "c12");
  vic_control_update_all (game);
  to_production (game);
  /* A captured City: steps for units there, but no new units (8.4). */
  g_assert_cmpint (vic_game_city_pp_left (game, vic_test_hex (game, "b11")), ==, 2);
  vic_test_refused (game, "build IN b11", "held from the beginning");
  vic_test_apply (game, "add IN1");
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 0, "IN1")), ==, 4);
}

static void
test_building_cadres (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = vic_test_two_tiles (vic_test_rules_with (&rules, VIC_OPTION_BUILDING_CADRES));

  to_production (game);
  /* A new unit is raised only to Cadre, its first step (8.4 option). */
  vic_test_apply (game, "build IN b2");
  vic_test_refused (game, "add IN1", "Cadre");
}

static void
test_submarine_control (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = vic_test_two_tiles (vic_test_rules_with (&rules, VIC_OPTION_SUBMARINE_CONTROL));
  int ss = PUT (game, 0, SUBMARINE, "a10");
  int b11 = vic_test_hex (game, "b11");

  /* Submarines do not control the land of a coastal hex (4.2); with the
   * option they stand face-up there (8.4 option). */
  vic_test_apply (game, "move SS1 a10-a11");
  vic_test_apply (game, "move SS1 a11-b11");
  vic_test_apply (game, "stop");
  g_assert_true (game->core.blocks[ss].flags & VIC_BLOCK_FACE_UP);
  /* The submarine does not take Granton; occupied, it is not its owner's either (5.4). */
  g_assert_cmpint (vic_game_hex_control (game, b11), ==, VIC_NO_PLAYER);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/7.0/supply", test_supply);
  g_test_add_func ("/victory/7.1/attrition", test_attrition);
  g_test_add_func ("/victory/7.1/unsupplied-units-cut-nothing", test_unsupplied_cannot_cut);
  g_test_add_func ("/victory/7.2/supply-lines", test_supply_lines);
  g_test_add_func ("/victory/7.3/supply-bases", test_supply_bases);
  g_test_add_func ("/victory/7.4/sea-supply", test_sea_supply);
  g_test_add_func ("/victory/7.5/naval-units-need-no-supply", test_naval_supply);
  g_test_add_func ("/victory/6.71/beachheads", test_beachhead);
  g_test_add_func ("/victory/8.0/production", test_production);
  g_test_add_func ("/victory/8.1/production-points", test_pp);
  g_test_add_func ("/victory/8.2/building-units", test_building);
  g_test_add_func ("/victory/8.2/unused-pp-forfeit", test_unused_pp_forfeit);
  g_test_add_func ("/victory/8.21/merging", test_merging);
  g_test_add_func ("/victory/8.22/disbanding", test_disbanding);
  g_test_add_func ("/victory/8.3/unit-costs", test_costs);
  g_test_add_func ("/victory/8.4/captured-cities", test_captured_cities);
  g_test_add_func ("/victory/opt-building-cadres/new-units-one-step", test_building_cadres);
  g_test_add_func ("/victory/opt-submarine-control/face-up-no-control", test_submarine_control);
  return g_test_run ();
}
