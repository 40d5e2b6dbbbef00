/* test-vic-combat.c: the Combat Phase (6.0-6.8) and its optional rules, on
 * the built-in two-tile map: player 1 (index 0) attacks, player 2 defends. */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-text.h"

#include <string.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)
#define PUTS(g, p, t, s, hex) vic_test_put (g, p, VIC_UNIT_##t, s, hex)

/* Puts the attacker's blocks into the defended hex as if they had moved in
 * from `from` (the hexside used, 5.41). */
static void
attack (VicGame *game, const char *from, const char *to, int n)
{
  for (int i = 0; i < n; i++)
    {
      GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
      g_autofree char *prefix = g_strdup_printf ("%s-%s", from, to);
      gboolean done = FALSE;
      vic_game_legal_actions (game, legal);
      for (guint k = 0; k < legal->len && !done; k++)
        {
          VicAction *a = &g_array_index (legal, VicAction, k);
          g_autofree char *text = vic_action_to_string (game, a);
          if (a->kind == VIC_ACTION_MOVE && g_str_has_suffix (text, prefix) && !(a->flags & VIC_ACT_JOIN_DEFENDER))
            {
              vic_test_apply (game, text);
              vic_test_apply (game, "stop");
              done = TRUE;
            }
        }
      g_assert_true (done);
      g_array_unref (legal);
    }
}

static int
fired_dice (VicGame *game)
{
  guint n;
  const VicEvent *e = vic_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    if (e[i].kind == VIC_EVENT_FIRED)
      return e[i].n_dice;
  return -1;
}

/* ---------------------------------------------------------------- 6.1-6.31 */

static void
test_battle_order (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 1, INFANTRY, "c6");
  PUT (game, 0, INFANTRY, "f5");
  PUT (game, 0, INFANTRY, "c5");
  PUT (game, 0, INFANTRY, "h9");
  PUT (game, 1, INFANTRY, "h10");
  attack (game, "f5", "g5", 1);
  attack (game, "c5", "c6", 1);
  vic_test_apply (game, "end");
  attack (game, "h10", "h9", 1);
  vic_test_apply (game, "end");
  /* Player 1's battles first, in the order he chooses (6.1). */
  g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_CHOOSE_BATTLE);
  g_assert_cmpint (vic_game_get_decider (game), ==, 0);
  vic_test_refused (game, "battle h9", "order of their attackers");
  vic_test_refused (game, "end", "Every battle");
  vic_test_apply (game, "battle c6");
  /* The blocks in the battle are revealed (6.1). */
  g_assert_true (game->core.blocks[vic_block_lookup (game, 1, "IN2")].revealed & 1);
  g_assert_false (game->core.blocks[vic_block_lookup (game, 1, "IN1")].revealed & 1);
}

static void
test_strength (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* Strength 1-4; a few units have only 3 steps (6.2). */
  PUTS (game, 1, INFANTRY, 3, "g5");
  PUT (game, 0, ARMOR, "f5");
  g_assert_cmpint (vic_ruleset_default ()->units[VIC_UNIT_MOUNTAIN].max_steps, ==, 3);
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  /* The Armor (D) fires before the Infantry (E): four dice for strength 4 (6.4). */
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire AR1 G");
  g_assert_cmpint (fired_dice (game), ==, 4);
  vic_test_dice (game, "666");
  vic_test_apply (game, "fire IN1 G");
  g_assert_cmpint (fired_dice (game), ==, 3);
}

static void
test_three_rounds (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ar;

  PUT (game, 1, INFANTRY, "g5");
  ar = PUT (game, 0, ARMOR, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  /* Three rounds of misses: the Attacker must retreat (6.3). */
  for (int round = 1; round <= 3; round++)
    {
      g_assert_cmpint (vic_game_battle_round (game), ==, round);
      vic_test_dice (game, "6666");
      vic_test_apply (game, "fire AR1 G");
      vic_test_dice (game, "6666");
      vic_test_apply (game, "fire IN1 G");
    }
  g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_FINAL_RETREAT);
  vic_test_refused (game, "retreat AR1 g5-g6", "hexsides used to enter");
  vic_test_apply (game, "retreat AR1 g5-f5");
  g_assert_cmpint (game->core.blocks[ar].hex, ==, vic_test_hex (game, "f5"));
  g_assert_cmpint (vic_game_battle_hex (game), ==, VIC_NO_HEX);
}

static void
test_combat_turns (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, FIGHTER, "h5");
  PUT (game, 1, INFANTRY, "h5");
  PUT (game, 0, FIGHTER, "g3");
  PUT (game, 0, ARTILLERY, "h4");
  vic_test_apply (game, "move FA1 g3-h3");
  vic_test_apply (game, "move FA1 h3-h4");
  vic_test_apply (game, "move FA1 h4-h5");
  vic_test_apply (game, "stop");
  attack (game, "h4", "h5", 1);
  vic_test_fight (game, "h5");
  /* A before C before E; the Defender first on the same letter (6.31). */
  g_assert_cmpint (vic_game_get_decider (game), ==, 1);
  vic_test_refused (game, "fire IN1 G", "combat turn");
  vic_test_apply (game, "pass FA1");
  g_assert_cmpint (vic_game_get_decider (game), ==, 0);
  vic_test_apply (game, "pass FA1");
  vic_test_apply (game, "pass ART1");
  vic_test_apply (game, "pass IN1");
  g_assert_cmpint (vic_game_battle_round (game), ==, 2);
}

/* ---------------------------------------------------------------- 6.4-6.42 */

static void
test_firing (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in;

  in = PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, INFANTRY, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  /* Defender first on E: 1,2,3,4 at G2 are two hits (6.4) (6.41). */
  vic_test_dice (game, "1234");
  vic_test_apply (game, "fire IN1 G");
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 0, "IN1")), ==, 2);
  (void) in;
}

static void
test_firepower (void)
{
  const VicRuleset *r = vic_ruleset_default ();

  /* A1/N1/G1: 1s hit; A2: 1s and 2s; A3: 1-3 (6.41). */
  g_assert_cmpint (r->units[VIC_UNIT_DIVE_BOMBER].fire[VIC_CLASS_AIR], ==, 1);
  g_assert_cmpint (r->units[VIC_UNIT_DIVE_BOMBER].fire[VIC_CLASS_NAVAL], ==, 2);
  g_assert_cmpint (r->units[VIC_UNIT_DIVE_BOMBER].fire[VIC_CLASS_GROUND], ==, 2);
}

static void
test_target_groups (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  VicAction a;

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, SUBMARINE, "a5");
  PUT (game, 0, DIVE_BOMBER, "e3");
  vic_test_apply (game, "move DB1 e3-f3");
  vic_test_apply (game, "move DB1 f3-f4");
  vic_test_apply (game, "move DB1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "g5");
  /* A unit fires at a declared group with enemies in it (6.42). */
  vic_test_refused (game, "fire DB1 A", "no enemy units");
  vic_test_refused (game, "fire DB1 N", "no enemy units");
  /* No declaration: its own type, here Air. */
  g_assert_true (vic_action_parse (game, "fire DB1", &a, NULL));
  g_assert_cmpint (a.group, ==, VIC_CLASS_AIR);
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire DB1 G");
}

/* ---------------------------------------------------------------- 6.43-6.46 */

static void
test_ship_to_shore (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "b11");
  PUT (game, 1, SUBMARINE, "b11");
  PUT (game, 0, BATTLESHIP, "a11");
  attack (game, "a11", "b11", 1);
  vic_test_fight (game, "b11");
  /* No shore bombardment while enemy naval units defend the hex (6.43). */
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire SS1 N");
  vic_test_refused (game, "fire BB1 G", "Shore Bombardment");
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire BB1 N");
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 1, "SS1")), ==, 3);
  /* Ground units fire N only at ships that bombarded them this round. */
  vic_test_refused (game, "fire IN1 N", "bombarded");
}

static void
test_ground_counter_fire (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "b11");
  PUT (game, 0, BATTLESHIP, "a11");
  attack (game, "a11", "b11", 1);
  vic_test_fight (game, "b11");
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire BB1 G");
  /* Bombarded this round: the Infantry may fire N at the Battleship (6.43). */
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire IN1 N");
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 0, "BB1")), ==, 3);
}

static void
test_air_to_surface (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUTS (game, 1, INFANTRY, 1, "g5");
  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, DIVE_BOMBER, "e3");
  vic_test_apply (game, "move DB1 e3-f3");
  vic_test_apply (game, "move DB1 f3-f4");
  vic_test_apply (game, "move DB1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "g5");
  /* Air units cannot take the last step of a Ground unit (6.44): three hits
   * on an IN-4 and an IN-1 leave IN-1 and IN-1. */
  vic_test_dice (game, "1111");
  vic_test_apply (game, "fire DB1 G");
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 1, "IN1")), ==, 1);
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 1, "IN2")), ==, 1);
}

static void
test_flak (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, DIVE_BOMBER, "e3");
  vic_test_apply (game, "move DB1 e3-f3");
  vic_test_apply (game, "move DB1 f3-f4");
  vic_test_apply (game, "move DB1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "g5");
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire DB1 G");
  /* Attacked from the air this round: the Infantry may flak (6.45). */
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire IN1 A");
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 0, "DB1")), ==, 3);
  /* Round 2: the DB passes; no flak without an air attack. */
  vic_test_apply (game, "pass DB1");
  vic_test_refused (game, "fire IN1 A", "Flak");
}

static void
test_hit_allocation (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUTS (game, 1, INFANTRY, 3, "g5");
  PUTS (game, 1, ARMOR, 3, "g5");
  PUTS (game, 1, MECHANIZED, 2, "g5");
  PUT (game, 0, ARTILLERY, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  /* Strongest first; among equals the owner chooses (6.46). */
  vic_test_dice (game, "1116");
  vic_test_apply (game, "fire ART1 G");
  g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_HIT);
  g_assert_cmpint (vic_game_get_decider (game), ==, 1);
  vic_test_refused (game, "hit MK1", "strongest");
  vic_test_apply (game, "hit AR1");
  /* IN-3 is now the strongest alone: the second hit falls on it; then all are 2. */
  vic_test_apply (game, "hit MK1");
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 1, "AR1")), ==, 2);
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 1, "IN1")), ==, 2);
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 1, "MK1")), ==, 1);
}

/* ---------------------------------------------------------------- 6.47, 6.48 */

static void
test_double_defense (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int in = PUT (game, 1, INFANTRY, "e12");

  PUT (game, 0, ARTILLERY, "d12");
  attack (game, "d12", "e12", 1);
  vic_test_fight (game, "e12");
  /* In Marsh and Mountain, defending Ground units lose a step per two hits (6.47). */
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire ART1 G");
  g_assert_cmpint (vic_test_steps (game, in), ==, 4);
  g_assert_true (game->core.blocks[in].flags & VIC_BLOCK_HALF_HIT);
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire IN1 G");
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire ART1 G");
  g_assert_cmpint (vic_test_steps (game, in), ==, 3);
  g_assert_false (game->core.blocks[in].flags & VIC_BLOCK_HALF_HIT);
}

static void
test_friendly_fire (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int own;

  PUT (game, 1, INFANTRY, "g5");
  own = PUT (game, 0, INFANTRY, "f5");
  PUT (game, 0, DIVE_BOMBER, "e3");
  attack (game, "f5", "g5", 1);
  vic_test_apply (game, "move DB1 e3-f3");
  vic_test_apply (game, "move DB1 f3-f4");
  vic_test_apply (game, "move DB1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "g5");
  /* Air G fire with friendly Ground units on land: each 6 is a friendly hit (6.48). */
  vic_test_dice (game, "6655");
  vic_test_apply (game, "fire DB1 G");
  g_assert_cmpint (vic_test_steps (game, own), ==, 2);
}

/* ---------------------------------------------------------------- 6.5-6.54 */

static void
test_retreat_rules (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 1, INFANTRY, "g6");
  PUT (game, 0, INFANTRY, "f5");
  PUT (game, 0, INFANTRY, "f6");
  attack (game, "f5", "g5", 1);
  attack (game, "f6", "g6", 1);
  vic_test_fight (game, "g5");
  /* Retreat instead of firing; not into another Battle hex (6.5). */
  vic_test_refused (game, "retreat IN1 g5-g6", "Battle");
  vic_test_apply (game, "retreat IN1 g5-h4");
  g_assert_cmpint (vic_game_battle_hex (game), ==, VIC_NO_HEX);
}

static void
test_ground_retreats (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 1, RESOURCE, "g5");
  PUT (game, 0, INFANTRY, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  /* The Defender may retreat via hexsides unavailable to the Attacker (6.51). */
  vic_test_refused (game, "retreat IN1 g5-f5", "unavailable to the Attacker");
  vic_test_apply (game, "retreat IN1 g5-g6");
  /* The Attacker retreats only via the hexsides it entered by. */
  vic_test_refused (game, "retreat IN1 g5-g4", "hexsides used to enter");
  vic_test_apply (game, "pass IN1");
  /* Resource blocks cannot retreat (6.51 NOTE). */
  vic_test_refused (game, "retreat RE1 g5-g6", "cannot retreat");
  vic_test_apply (game, "pass RE1");
  vic_test_apply (game, "retreat IN1 g5-f5");
}

static void
test_amphibious_retreat (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ma;

  PUT (game, 1, INFANTRY, "b13");
  ma = PUT (game, 0, MARINES, "b12");
  attack (game, "b12", "b13", 1);
  vic_test_fight (game, "b13");
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire IN1 G");
  /* Marines retreat to an adjacent vacant Sea hex when no enemy ships vic_test_fight (6.52). */
  vic_test_apply (game, "retreat MA1 b13-a13");
  g_assert_true (game->core.blocks[ma].flags & VIC_BLOCK_AT_SEA);
}

static void
test_naval_retreat (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, CRUISER, "a10");
  PUT (game, 0, CRUISER, "a9");
  attack (game, "a9", "a10", 1);
  vic_test_fight (game, "a10");
  /* Naval units retreat to an adjacent friendly or neutral Sea or Coastal hex (6.53). */
  vic_test_refused (game, "retreat CA1 a10-c10", "adjacent");
  vic_test_apply (game, "retreat CA1 a10-a11");
}

static void
test_air_retreat (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, FIGHTER, "e3");
  vic_test_apply (game, "move FA1 e3-f3");
  vic_test_apply (game, "move FA1 f3-f4");
  vic_test_apply (game, "move FA1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "g5");
  /* Air units retreat to a friendly Airbase within their landing move (6.54). */
  vic_test_refused (game, "retreat FA1 g5-j16", "landing move");
  vic_test_refused (game, "retreat FA1 g5-f5", "Airbase");
  vic_test_apply (game, "retreat FA1 g5-g3");
}

/* ---------------------------------------------------------------- 6.6-6.8 */

static void
test_airborne (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ab = PUT (game, 0, AIRBORNE, "h5");
  int ab2 = PUT (game, 0, AIRBORNE, "g3");

  PUT (game, 1, INFANTRY, "h9");
  /* A paradrop into a vacant hex is revealed (6.6). */
  vic_test_apply (game, "fly AB1 h5-h6");
  vic_test_apply (game, "fly AB1 h6-h7");
  vic_test_apply (game, "stop");
  g_assert_false (game->core.blocks[ab].flags & VIC_BLOCK_FLYING);
  g_assert_cmpint (game->core.blocks[ab].revealed, ==, 3);
  /* Into a battle: it drops (or aborts) in its first combat turn, then fires next turn. */
  vic_test_refused (game, "fly AB1 h7-h8", "once per turn");
  vic_test_apply (game, "fly AB2 g3-h3");
  vic_test_apply (game, "fly AB2 h3-h4");
  vic_test_apply (game, "fly AB2 h4-h5");
  vic_test_apply (game, "fly AB2 h5-h6");
  vic_test_refused (game, "fly AB2 h6-h7", "no movement left");
  vic_test_apply (game, "stop");
  /* Four hexes, its paradrop range, into a vacant hex: landed. */
  g_assert_false (game->core.blocks[ab2].flags & VIC_BLOCK_FLYING);
  g_assert_cmpint (game->core.blocks[ab2].hex, ==, vic_test_hex (game, "h6"));
}

static void
test_airborne_battle (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ab = PUT (game, 0, AIRBORNE, "g3");

  PUT (game, 1, INFANTRY, "g5");
  vic_test_apply (game, "fly AB1 g3-g4");
  vic_test_apply (game, "fly AB1 g4-g5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "g5");
  vic_test_dice (game, "6666");
  vic_test_refused (game, "pass AB1", "paradrop");
  /* Until it drops it takes hits as an air unit. */
  g_assert_cmpint (vic_block_class (&game->core, &game->core.blocks[ab]), ==, VIC_CLASS_AIR);
  vic_test_apply (game, "drop AB1");
  g_assert_cmpint (vic_block_class (&game->core, &game->core.blocks[ab]), ==, VIC_CLASS_GROUND);
}

static void
test_invasion (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ma = PUT (game, 0, MARINES, "b3");

  PUT (game, 1, INFANTRY, "b11");
  PUT (game, 1, CRUISER, "b11");
  PUT (game, 0, MARINES, "a11");
  /* Into a vacant coastal hex within two hexes: revealed (6.7). */
  vic_test_apply (game, "move MA1 b3-b4");
  vic_test_apply (game, "move MA1 b4-b5");
  vic_test_apply (game, "stop");
  g_assert_false (game->core.blocks[ma].flags & VIC_BLOCK_AT_SEA);
  g_assert_cmpint (game->core.blocks[ma].revealed, ==, 3);
  /* Into a battle: it may not land while enemy ships are there. */
  attack (game, "a11", "b11", 1);
  vic_test_fight (game, "b11");
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire CA1 N");
  vic_test_apply (game, "pass IN1");
  vic_test_refused (game, "land MA2", "enemy Naval units");
  vic_test_apply (game, "pass MA2");
}

static void
test_blockade (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int b11 = vic_test_hex (game, "b11");

  PUT (game, 1, INFANTRY, "b11");
  PUT (game, 0, BATTLESHIP, "a11");
  attack (game, "a11", "b11", 1);
  vic_test_fight (game, "b11");
  for (int round = 1; round <= 3; round++)
    {
      vic_test_apply (game, "pass BB1");
      vic_test_apply (game, "pass IN1");
    }
  /* Instead of retreating, the attacking ships blockade the port (6.8). */
  vic_test_apply (game, "blockade BB1");
  g_assert_true (game->core.hexes[b11].flags & VIC_HS_BLOCKADE);
  g_assert_cmpint (vic_game_hex_control (game, b11), ==, 1);
  g_assert_true (vic_port_blockaded (game, b11));
}

/* ---------------------------------------------------------------- 2.0 NOTE, 5.8 */

static void
test_third_player (void)
{
  g_autoptr(VicMap) map = vic_map_new_three_tiles ();
  g_autoptr(VicGame) game = vic_test_position (map, NULL, 3);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, INFANTRY, "f5");
  PUT (game, 2, INFANTRY, "g6");
  PUT (game, 2, INFANTRY, "h6");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  /* A third player entering a battle joins the Attacker or the Defender,
   * declared as he moves (2.0 NOTE). */
  vic_test_refused (game, "move IN2 h6-h5 defend", "third player");
  vic_test_apply (game, "move IN1 g6-g5 defend");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  g_assert_cmpint (game->core.battle.side_of[0], ==, 0);
  g_assert_cmpint (game->core.battle.side_of[1], ==, 1);
  g_assert_cmpint (game->core.battle.side_of[2], ==, 1);
}

static void
test_responders_turn_the_battle (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  PUTS (game, 1, INFANTRY, 1, "g5");
  PUT (game, 1, INFANTRY, "g6");
  PUT (game, 0, ARMOR, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_apply (game, "end");
  vic_test_apply (game, "move IN2 g6-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire AR1 G");
  /* All the Defender's other blocks are gone: the responder arrives in round
   * 2 and the Attacker is now the defender (5.8). */
  g_assert_cmpint (vic_game_battle_round (game), ==, 2);
  g_assert_cmpint (game->core.battle.leader[0], ==, 1);
  g_assert_cmpint (game->core.battle.leader[1], ==, 0);
}

/* ---------------------------------------------------------------- optional rules */

static void
test_mandatory_first_round (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = vic_test_two_tiles (vic_test_rules_with (&rules, VIC_OPTION_MANDATORY_FIRST_ROUND));

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, ARMOR, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  vic_test_refused (game, "retreat AR1 g5-f5", "Round 1");
}

static void
test_regroups (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = vic_test_two_tiles (vic_test_rules_with (&rules, VIC_OPTION_REGROUPS));
  int ar;

  PUTS (game, 1, INFANTRY, 1, "g5");
  ar = PUT (game, 0, ARMOR, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  vic_test_dice (game, "1");
  vic_test_apply (game, "fire AR1 G");
  /* At the instant of victory the victor may regroup to adjacent hexes. */
  g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_REGROUP);
  vic_test_apply (game, "regroup AR1 g5-g6");
  g_assert_cmpint (game->core.blocks[ar].hex, ==, vic_test_hex (game, "g6"));
}

static void
test_pursuit_round (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = vic_test_two_tiles (vic_test_rules_with (&rules, VIC_OPTION_PURSUIT_ROUND));

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, ARMOR, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  for (int round = 1; round <= 3; round++)
    {
      vic_test_dice (game, "6666");
      vic_test_apply (game, "fire AR1 G");
      vic_test_dice (game, "6666");
      vic_test_apply (game, "fire IN1 G");
    }
  /* A fourth round: the Attacker must retreat in its turn; the Defender fires. */
  g_assert_cmpint (vic_game_battle_round (game), ==, 4);
  vic_test_refused (game, "fire AR1 G", "Pursuit");
  vic_test_apply (game, "retreat AR1 g5-f5");
}

/* ---------------------------------------------------------------- Fog of War */

/* "Except when fighting a battle, the blocks stand upright, their label
 * facing the owner" (Fog of War); "Reveal blocks only when a battle is
 * fought" (Sequence of Play): a block the battle revealed stands upright
 * again as it leaves the battle, and every other one when the battle ends. */
static void
test_upright_after_battle (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int ar = PUT (game, 0, ARMOR, "f5");
  int in = PUT (game, 0, INFANTRY, "f5");
  int def = PUT (game, 1, INFANTRY, "g5");
  g_autofree char *view = NULL;

  attack (game, "f5", "g5", 2);
  vic_test_fight (game, "g5");
  g_assert_cmpuint (game->core.blocks[ar].revealed, ==, 3);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 3);
  g_assert_cmpuint (game->core.blocks[def].revealed, ==, 3);
  /* Round 1: the Armor (D) retreats; the battle goes on without it. */
  vic_test_apply (game, "retreat AR1 g5-f5");
  g_assert_cmpuint (game->core.blocks[ar].revealed, ==, 1);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 3);
  vic_test_check_fog (game, 1);
  for (int round = 1; round <= 3; round++)
    {
      vic_test_apply (game, "pass IN1");
      vic_test_apply (game, "pass IN1");
    }
  /* The Attacker retreats after the third round (6.3); the battle is over. */
  vic_test_apply (game, "retreat IN1 g5-f5");
  g_assert_cmpint (game->core.battle.hex, ==, VIC_NO_HEX);
  g_assert_cmpuint (game->core.blocks[ar].revealed, ==, 1);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 1);
  g_assert_cmpuint (game->core.blocks[def].revealed, ==, 2);
  vic_test_check_fog (game, 2);
  /* What Player 2 sees (`viktory-cli victory show --as 2`): where they are. */
  view = vic_game_to_text (game, 1);
  g_assert_nonnull (strstr (view, "?@f5 ?@f5"));
  g_assert_null (strstr (view, "AR1"));
  {
    g_autoptr(VicGame) mine = vic_game_copy_for_player (game, 1, 7);
    g_assert_cmpint (mine->core.blocks[def].type, ==, VIC_UNIT_INFANTRY);
    g_assert_cmpint (mine->core.blocks[ar].hex, ==, vic_test_hex (game, "f5"));
  }
}

/* "The BH unit can fight or move normally" (6.71): a Beachhead attacked in
 * its hex stays one, face-up, and may be blockaded ("Attacking Naval units can
 * declare a Blockade of a port or BH", 6.8); the blockaders stay face-up. */
static void
test_beachhead_fights (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int b12 = vic_test_hex (game, "b12");
  int ma = PUT (game, 0, MARINES, "b12");
  int bb = PUT (game, 1, BATTLESHIP, "a12");

  game->core.blocks[ma].flags |= VIC_BLOCK_FACE_UP;
  game->core.blocks[ma].revealed = 3;
  vic_test_set_turn (game, VIC_PHASE_MOVE, 1);
  attack (game, "a12", "b12", 1);
  vic_test_fight (game, "b12");
  g_assert_true (game->core.blocks[ma].flags & VIC_BLOCK_FACE_UP);
  for (int round = 1; round <= 3; round++)
    {
      vic_test_apply (game, "pass BB1");
      vic_test_apply (game, "pass MA1");
    }
  vic_test_apply (game, "blockade BB1");
  g_assert_cmpint (game->core.battle.hex, ==, VIC_NO_HEX);
  g_assert_true (game->core.hexes[b12].flags & VIC_HS_BLOCKADE);
  g_assert_true (game->core.blocks[ma].flags & VIC_BLOCK_FACE_UP);
  g_assert_cmpuint (game->core.blocks[ma].revealed, ==, 3);
  g_assert_true (game->core.blocks[bb].flags & VIC_BLOCK_FACE_UP);
  g_assert_cmpuint (game->core.blocks[bb].revealed, ==, 3);
  vic_test_check_fog (game, 3);
}

/* The text of the last ELIMINATED event of the last action, as `viewer` reads it. */
static char *
eliminated_text (const VicGame *game, int viewer)
{
  guint n;
  const VicEvent *events = vic_game_get_events (game, &n);

  for (guint i = n; i-- > 0;)
    if (events[i].kind == VIC_EVENT_ELIMINATED)
      return vic_event_to_text (game, &events[i], viewer);
  g_assert_not_reached ();
  return NULL;
}

/* A block eliminated in battle is gone from the board, but the battle had
 * revealed it (6.1): its owner and the enemy who fought it both read its
 * name, "IN1 of Bob is eliminated" (6.46: the last step's hit). */
static void
test_eliminated_named (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  g_autofree char *owner = NULL, *enemy = NULL, *expected = NULL;

  PUTS (game, 1, INFANTRY, 1, "g5");
  PUT (game, 0, INFANTRY, "f5");
  attack (game, "f5", "g5", 1);
  vic_test_fight (game, "g5");
  vic_test_dice (game, "6");      /* the defender, first on E, misses */
  vic_test_apply (game, "fire IN1 G");
  vic_test_dice (game, "1666");   /* one hit: the defender's last step */
  vic_test_apply (game, "fire IN1 G");
  expected = g_strdup_printf ("IN1 of %s is eliminated", vic_game_get_player_name (game, 1));
  owner = eliminated_text (game, 1);
  enemy = eliminated_text (game, 0);
  g_assert_cmpstr (owner, ==, expected);
  g_assert_cmpstr (enemy, ==, expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/6.1/battle-order-and-reveal", test_battle_order);
  g_test_add_func ("/victory/6.2/unit-strength", test_strength);
  g_test_add_func ("/victory/6.3/three-rounds-then-retreat", test_three_rounds);
  g_test_add_func ("/victory/6.31/combat-turns-defender-first", test_combat_turns);
  g_test_add_func ("/victory/6.4/firing", test_firing);
  g_test_add_func ("/victory/6.41/firepower", test_firepower);
  g_test_add_func ("/victory/6.42/target-groups", test_target_groups);
  g_test_add_func ("/victory/6.43/ship-to-shore", test_ship_to_shore);
  g_test_add_func ("/victory/6.43/ground-counter-fire", test_ground_counter_fire);
  g_test_add_func ("/victory/6.44/air-to-surface", test_air_to_surface);
  g_test_add_func ("/victory/6.45/flak", test_flak);
  g_test_add_func ("/victory/6.46/hit-allocation", test_hit_allocation);
  g_test_add_func ("/victory/6.46/eliminated-block-named", test_eliminated_named);
  g_test_add_func ("/victory/6.47/double-defense", test_double_defense);
  g_test_add_func ("/victory/6.48/friendly-fire", test_friendly_fire);
  g_test_add_func ("/victory/6.5/retreats", test_retreat_rules);
  g_test_add_func ("/victory/6.51/ground-retreats", test_ground_retreats);
  g_test_add_func ("/victory/6.52/amphibious-retreats", test_amphibious_retreat);
  g_test_add_func ("/victory/6.53/naval-retreats", test_naval_retreat);
  g_test_add_func ("/victory/6.54/air-retreats", test_air_retreat);
  g_test_add_func ("/victory/6.6/airborne-landings", test_airborne);
  g_test_add_func ("/victory/6.6/airborne-in-battle", test_airborne_battle);
  g_test_add_func ("/victory/6.7/amphibious-invasions", test_invasion);
  g_test_add_func ("/victory/6.8/blockade", test_blockade);
  g_test_add_func ("/victory/6.71/beachhead-fights-and-may-be-blockaded", test_beachhead_fights);
  g_test_add_func ("/victory/fog/blocks-stand-upright-after-battle", test_upright_after_battle);
  g_test_add_func ("/victory/2.0/third-player-joins-a-side", test_third_player);
  g_test_add_func ("/victory/5.8/responders-turn-the-battle", test_responders_turn_the_battle);
  g_test_add_func ("/victory/opt-mandatory-first-round/no-retreat-in-round-1", test_mandatory_first_round);
  g_test_add_func ("/victory/opt-regroups/victor-regroups", test_regroups);
  g_test_add_func ("/victory/opt-pursuit-round/fourth-round", test_pursuit_round);
  return g_test_run ();
}
