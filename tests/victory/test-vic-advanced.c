/* test-vic-advanced.c: the advanced rules of 9.0 (Factories, Storms,
 * Destruction Markers, Airfields, Mulberries), the elite units and the
 * stretch-goal units, each selectable as an option. */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-forecast.h"
#include "vic-save.h"

#include <string.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)
#define PUTS(g, p, t, s, hex) vic_test_put (g, p, VIC_UNIT_##t, s, hex)

static VicGame *
game_with (VicRuleset *rules, VicOption option)
{
  return vic_test_two_tiles (vic_test_rules_with (rules, option));
}

static void
to_phase (VicGame *game, VicPhase phase)
{
  while (vic_game_get_phase (game) != phase)
    vic_test_apply (game, "end");
}

/* ---------------------------------------------------------------- 9.1 */

static void
test_factories_deployment (void)
{
  VicRuleset rules = *vic_ruleset_default ();
  VicGameOptions o;
  g_autoptr(VicGame) game = NULL;

  rules.options = 1u << VIC_OPTION_FACTORIES;
  vic_game_options_quick_start (&o, 2, 4);
  o.rules = &rules;
  game = vic_game_new (&o, NULL);
  /* Factories start allocated by their owner to satisfy the PP of his Cities (9.1). */
  g_assert_true (vic_test_is_legal (game, "buy GF 3 b2"));
  g_assert_false (vic_test_is_legal (game, "buy NF 2 e3"));  /* not coastal */
  vic_test_refused (game, "buy AF 4 b2", "value");
  vic_test_apply (game, "buy AF 2 b2");
  vic_test_refused (game, "buy GF 2 b2", "value");
  vic_test_apply (game, "buy NF 1 b2");
}

static void
test_factories_production (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_FACTORIES);

  PUTS (game, 0, GROUND_FACTORY, 2, "b2");
  PUTS (game, 0, AIR_FACTORY, 1, "b2");
  to_phase (game, VIC_PHASE_PRODUCTION);
  /* Factories produce only like units (9.1). */
  vic_test_refused (game, "build CA b2", "PP left");
  vic_test_apply (game, "build IN b2");
  vic_test_apply (game, "build IN b2");
  vic_test_refused (game, "build IN b2", "PP left");
  vic_test_refused (game, "build FA b2", "PP left");
  g_assert_cmpint (game->core.hexes[vic_test_hex (game, "b2")].pp_air, ==, 1);
  /* A City without Factories produces nothing. */
  vic_test_refused (game, "build IN e3", "PP left");
}

static void
test_factory_capture (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_FACTORIES);
  int gf = PUTS (game, 0, GROUND_FACTORY, 1, "e3");

  PUT (game, 1, ARMOR, "e4");
  vic_test_apply (game, "end");
  vic_test_apply (game, "move AR1 e4-e3");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle e3");
  /* Factories are ground units with 1-1-1 firepower and an F turn; their
   * 0 PP step cannot be eliminated; alone with enemy Ground units they are
   * captured at their strength (9.1). */
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire AR1 G");
  g_assert_cmpint (game->core.blocks[gf].steps, ==, 0);
  g_assert_cmpint (game->core.blocks[gf].owner, ==, 1);
}

/* ---------------------------------------------------------------- 9.4 */

static void
test_storm (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_STORMS);

  game->core.storm = vic_test_hex (game, "e8");
  PUT (game, 0, INFANTRY, "e7");
  PUT (game, 0, INFANTRY, "e5");
  /* Units within the Storm area cannot move; others not into it (9.4). */
  vic_test_refused (game, "move IN1 e7-e6", "cannot move");
  vic_test_apply (game, "move IN2 e5-e6");
  vic_test_refused (game, "move IN2 e6-e7", "Storm");
  vic_test_apply (game, "stop");
  /* After the Initiative, Player 1 rolls the direction (1: north) and the distance. */
  to_phase (game, VIC_PHASE_PRODUCTION);
  vic_test_dice (game, "6611" "12");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  g_assert_cmpint (vic_game_storm_hex (game), ==, vic_test_hex (game, "e6"));
  /* Off the map, it is gone. */
  to_phase (game, VIC_PHASE_PRODUCTION);
  vic_test_dice (game, "6611" "66");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  g_assert_cmpint (vic_game_storm_hex (game), ==, VIC_NO_HEX);
}

static void
test_storm_mulberry (void)
{
  VicRuleset rules = *vic_ruleset_default ();
  g_autoptr(VicGame) game = NULL;

  rules.options = (1u << VIC_OPTION_STORMS) | (1u << VIC_OPTION_MULBERRIES);
  game = vic_test_two_tiles (&rules);
  game->core.storm = vic_test_hex (game, "b5");
  game->core.hexes[vic_test_hex (game, "b3")].flags |= VIC_HS_MULBERRY;
  /* A Storm landing on a Mulberry destroys it (9.4): b5 north 2 is b3. */
  to_phase (game, VIC_PHASE_PRODUCTION);
  vic_test_dice (game, "6611" "12");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  g_assert_false (vic_game_hex_mulberry (game, vic_test_hex (game, "b3")));
}

/* ---------------------------------------------------------------- 9.5 */

static void
test_destruction (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_DESTRUCTION);
  int d5 = vic_test_hex (game, "d5"), e5 = vic_test_hex (game, "e5");
  int dir = vic_map_direction (vic_game_get_map (game), d5, e5);
  int ar;

  PUT (game, 0, ARTILLERY, "d5");
  ar = PUT (game, 0, INFANTRY, "d5");
  PUT (game, 0, ENGINEER, "e5");
  to_phase (game, VIC_PHASE_COMBAT);
  /* Two hits destroy a Bridge; ground units strike it from either end (9.5). */
  g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_CHOOSE_BATTLE);
  vic_test_dice (game, "1666");
  vic_test_apply (game, "strike ART1 d5-e5");
  g_assert_false (vic_game_side_destroyed (game, d5, dir));
  vic_test_refused (game, "strike ART1 d5-e5", "already struck");
  vic_test_dice (game, "1666");
  vic_test_apply (game, "strike EN1 d5-e5");
  g_assert_true (vic_game_side_destroyed (game, d5, dir));
  /* A destroyed Bridge is no Bridge: crossing, a unit stops (3.1). */
  to_phase (game, VIC_PHASE_MOVE);
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move IN1 d5-e5");
  g_assert_true (game->core.blocks[ar].flags & VIC_BLOCK_STOPPED);
  vic_test_apply (game, "stop");
  /* Engineers rebuild it in the Production Phase when both hexes are friendly. */
  to_phase (game, VIC_PHASE_PRODUCTION);
  vic_test_apply (game, "repair EN1 e5-d5");
  g_assert_false (vic_game_side_destroyed (game, d5, dir));
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 0, "EN1")), ==, 3);
}

/* ---------------------------------------------------------------- 9.6, 9.7 */

static void
test_airfields (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_AIRFIELDS);
  int f3 = vic_test_hex (game, "f3");

  PUT (game, 0, ENGINEER, "f3");
  PUT (game, 0, ENGINEER, "e3");
  PUT (game, 0, FIGHTER, "g3");
  PUT (game, 0, FIGHTER, "g3");
  to_phase (game, VIC_PHASE_PRODUCTION);
  /* Not in City or Town hexes; one Engineer step makes a Minor Airfield,
   * another a Major one (9.6). */
  vic_test_refused (game, "airfield EN2", "City or Town");
  vic_test_apply (game, "airfield EN1");
  g_assert_cmpint (vic_game_hex_airfield (game, f3), ==, 1);
  g_assert_cmpint (vic_airbase_capacity (game, f3, 0), ==, 1);
  vic_test_apply (game, "airfield EN1");
  g_assert_cmpint (vic_game_hex_airfield (game, f3), ==, 2);
  g_assert_cmpint (vic_airbase_capacity (game, f3, 0), ==, 2);
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 0, "EN1")), ==, 2);
}

static void
test_mulberries (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_MULBERRIES);
  int b3 = vic_test_hex (game, "b3");

  PUT (game, 0, ENGINEER, "b3");
  PUT (game, 0, ENGINEER, "b2");
  PUT (game, 0, INFANTRY, "b3");
  to_phase (game, VIC_PHASE_PRODUCTION);
  /* A Mulberry is a temporary port built by an Engineer (9.7)... */
  vic_test_refused (game, "mulberry EN2", "coast without one");
  vic_test_apply (game, "mulberry EN1");
  g_assert_true (vic_game_hex_mulberry (game, b3));
  /* ...with a port's capacity of 2 for Sea Transport. */
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "sm IN1 b3-a4");
  vic_test_apply (game, "stop");
}

/* ---------------------------------------------------------------- elite and stretch goals */

static void
test_elite_units (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) plain = vic_test_two_tiles (NULL);
  g_autoptr(VicGame) elite = game_with (&rules, VIC_OPTION_ELITE_UNITS);

  to_phase (plain, VIC_PHASE_PRODUCTION);
  to_phase (elite, VIC_PHASE_PRODUCTION);
  vic_test_refused (plain, "build EAR e3", "optional unit");
  /* Elite Armor has G3 (4.3), Elite Fighters and Battleships more firepower. */
  g_assert_cmpint (rules.units[VIC_UNIT_ELITE_ARMOR].fire[VIC_CLASS_GROUND], ==, 3);
  g_assert_cmpint (rules.units[VIC_UNIT_ELITE_FIGHTER].fire[VIC_CLASS_AIR], >,
                   rules.units[VIC_UNIT_FIGHTER].fire[VIC_CLASS_AIR]);
  vic_test_refused (elite, "build EAR e3", "PP left");
  vic_test_apply (elite, "build EFA b2");
}

static void
test_atom_bomb (void)
{
  VicRuleset rules = *vic_ruleset_default ();
  g_autoptr(VicGame) game = NULL;

  rules.options = (1u << VIC_OPTION_ATOM_BOMB) | (1u << VIC_OPTION_FACTORIES);
  game = vic_test_two_tiles (&rules);
  PUTS (game, 0, AIR_FACTORY, 3, "b2");
  PUTS (game, 0, AIR_FACTORY, 2, "e3");
  to_phase (game, VIC_PHASE_PRODUCTION);
  /* Built only in a 3 value Air Factory. */
  vic_test_refused (game, "build ATB e3", "3 value Air Factory");
  vic_test_apply (game, "build ATB b2");
}

static void
test_atom_bomb_battle (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ATOM_BOMB);
  int own, enemy;

  enemy = PUT (game, 1, INFANTRY, "g5");
  PUT (game, 1, DIVE_BOMBER, "g5");
  own = PUT (game, 0, INFANTRY, "f5");
  PUT (game, 0, ATOM_BOMB, "h5");
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move ATB1 h5-g5");
  vic_test_apply (game, "stop");
  to_phase (game, VIC_PHASE_COMBAT);
  vic_test_apply (game, "battle g5");
  /* B+: before any B unit; on 1-5 every unit in the hex takes a hit. */
  g_assert_cmpint (vic_game_get_decider (game), ==, 0);
  vic_test_dice (game, "3");
  vic_test_apply (game, "fire ATB1 G");
  g_assert_cmpint (vic_test_steps (game, own), ==, 3);
  g_assert_cmpint (vic_test_steps (game, enemy), ==, 3);
  g_assert_cmpint (vic_test_steps (game, vic_block_lookup (game, 1, "DB1")), ==, 3);
  g_assert_cmpint (vic_block_lookup (game, 0, "ATB1"), ==, VIC_NO_BLOCK);
}

static void
test_cavalry (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_CAVALRY);
  int cav = PUT (game, 0, CAVALRY, "e3");

  /* Cavalry do not stop entering Forest, Marsh or Mountain. */
  vic_test_apply (game, "move CAV1 e3-e2");
  g_assert_false (game->core.blocks[cav].flags & VIC_BLOCK_STOPPED);
  vic_test_apply (game, "move CAV1 e2-e1");
}

static void
test_commando (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_COMMANDO);
  int co = PUT (game, 0, COMMANDO, "b3");

  /* Small elite amphibious units with G3: a Naval Invasion of range 2. */
  g_assert_cmpint (rules.units[VIC_UNIT_COMMANDO].fire[VIC_CLASS_GROUND], ==, 3);
  vic_test_apply (game, "move CO1 b3-b4");
  vic_test_apply (game, "move CO1 b4-b5");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[co].hex, ==, vic_test_hex (game, "b5"));
}

static void
test_jet_fighter (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_JET_FIGHTER);

  PUT (game, 1, FIGHTER, "h5");
  PUT (game, 1, INFANTRY, "h5");
  PUT (game, 0, JET_FIGHTER, "g3");
  vic_test_apply (game, "move JF1 g3-h3");
  vic_test_apply (game, "move JF1 h3-h4");
  vic_test_apply (game, "move JF1 h4-h5");
  to_phase (game, VIC_PHASE_COMBAT);
  vic_test_apply (game, "battle h5");
  /* A+: the Jet fires before any A unit, even the defender's. */
  g_assert_cmpint (vic_game_get_decider (game), ==, 0);
  vic_test_dice (game, "6666");
  vic_test_apply (game, "fire JF1 A");
  g_assert_cmpint (vic_game_get_decider (game), ==, 1);
}

static void
test_recon (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_RECON);

  /* Fast light tanks: four hexes. */
  PUT (game, 0, RECON, "e8");
  vic_test_apply (game, "move RC1 e8-f8");
  vic_test_apply (game, "move RC1 f8-g8");
  vic_test_apply (game, "move RC1 g8-h8");
  vic_test_apply (game, "move RC1 h8-i8");
}

static void
test_rocket (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);
  int in = PUT (game, 1, INFANTRY, "g5");

  PUT (game, 0, ROCKET, "e3");
  PUT (game, 0, FIGHTER, "g3");
  /* Launched up to 4 hexes over any terrain; it strikes first, even before
   * A+, and is eliminated when it fires (G4). */
  vic_test_apply (game, "move RK1 e3-f3");
  vic_test_apply (game, "move RK1 f3-f4");
  vic_test_apply (game, "move RK1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move FA1 g3-g4");
  vic_test_apply (game, "move FA1 g4-g5");
  vic_test_apply (game, "stop");
  to_phase (game, VIC_PHASE_COMBAT);
  vic_test_apply (game, "battle g5");
  g_assert_true (vic_test_is_legal (game, "fire RK1 G"));
  vic_test_dice (game, "4566");
  vic_test_apply (game, "fire RK1 G");
  g_assert_cmpint (vic_test_steps (game, in), ==, 3);
  g_assert_cmpint (vic_block_lookup (game, 0, "RK1"), ==, VIC_NO_BLOCK);
}

static void
test_rocket_no_response (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);

  PUT (game, 0, INFANTRY, "g5");
  PUT (game, 1, INFANTRY, "f5");
  PUT (game, 1, ROCKET, "h5");
  vic_test_apply (game, "move IN1 g5-f5");
  vic_test_apply (game, "end");
  /* Rockets cannot respond to an existing battle: the only enemy in reach
   * is the battle in f5, so the Rocket has nowhere to strike. */
  vic_test_refused (game, "move RK1 h5-g5", "could not reach");
}

/* A Rocket launched from e3 stops in g5 (three hexes), the Combat Phase of
 * its player begins and the battle in g5 is chosen. */
static void
rocket_strikes_g5 (VicGame *game)
{
  vic_test_apply (game, "move RK1 e3-f3");
  vic_test_apply (game, "move RK1 f3-f4");
  vic_test_apply (game, "move RK1 f4-g5");
  vic_test_apply (game, "stop");
  to_phase (game, VIC_PHASE_COMBAT);
  vic_test_apply (game, "battle g5");
}

/* Another battle of player 1 waits in h8, so that the Combat Phase (and
 * with it the blocks' strengths, before attrition, 7.1) stays after the
 * strike. */
static void
second_battle (VicGame *game)
{
  PUT (game, 1, INFANTRY, "h8");
  PUT (game, 0, INFANTRY, "h7");
  vic_test_apply (game, "move IN1 h7-h8");
  vic_test_apply (game, "stop");
}

/* How many of the last action's events are of this kind (and for this block,
 * unless block is VIC_NO_BLOCK), and the union of their masks. */
static int
count_events (const VicGame *game, VicEventKind kind, int block, guint *visible)
{
  guint n;
  const VicEvent *e = vic_game_get_events (game, &n);
  int found = 0;

  *visible = 0;
  for (guint i = 0; i < n; i++)
    if (e[i].kind == kind && (block == VIC_NO_BLOCK || e[i].block == block))
      {
        found++;
        *visible |= e[i].visible;
      }
  return found;
}

/* Of `seeds` views of player 0, how many show the block as what it is? */
static int
views_showing_truth (const VicGame *game, int block, int seeds)
{
  const VicBlock *truth = &game->core.blocks[block];
  int same = 0;

  for (int seed = 1; seed <= seeds; seed++)
    {
      g_autoptr(VicGame) view = vic_game_copy_for_player (game, 0, seed);
      const VicBlock *b = &view->core.blocks[block];
      g_assert_cmpint (b->owner, ==, truth->owner);
      g_assert_cmpint (b->hex, ==, truth->hex);
      same += b->type == truth->type && b->steps == truth->steps;
    }
  return same;
}

/* "Defender losses are applied normally to Ground units but are not
 * revealed unless other attacking units are involved": a strike by a Rocket
 * alone reveals the Rocket and its dice, not the defenders, their hits or
 * their strengths; the attacker's view re-draws them. */
static void
test_rocket_losses_not_revealed (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);
  int in = PUT (game, 1, INFANTRY, "g5");
  int mk = PUTS (game, 1, MECHANIZED, 2, "g5");
  int rk = PUT (game, 0, ROCKET, "e3");
  guint visible;

  second_battle (game);
  rocket_strikes_g5 (game);
  g_assert_cmpuint (game->core.battle.hidden, ==, 1u << 1);
  g_assert_cmpuint (game->core.blocks[rk].revealed, ==, 3);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 1u << 1);
  g_assert_cmpuint (game->core.blocks[mk].revealed, ==, 1u << 1);
  g_assert_cmpint (count_events (game, VIC_EVENT_REVEALED, in, &visible), ==, 0);
  g_assert_cmpint (count_events (game, VIC_EVENT_REVEALED, rk, &visible), ==, 1);
  vic_test_check_fog (game, 1);
  g_assert_cmpint (views_showing_truth (game, in, 40), <, 40);

  /* The Rocket's dice and hits are public; where they fell is the defender's. */
  vic_test_dice (game, "12");
  vic_test_apply (game, "fire RK1 G");
  g_assert_cmpint (count_events (game, VIC_EVENT_FIRED, VIC_NO_BLOCK, &visible), ==, 1);
  g_assert_cmpuint (visible, ==, 3);
  {
    guint n;
    const VicEvent *e = vic_game_get_events (game, &n);
    for (guint i = 0; i < n; i++)
      if (e[i].kind == VIC_EVENT_FIRED)
        {
          g_assert_cmpint (e[i].n_dice, ==, 2);
          g_assert_cmpint (e[i].hex2, ==, 2);
        }
      else if (e[i].kind == VIC_EVENT_HIT)
        {
          g_autofree char *attacker = vic_event_to_text (game, &e[i], 0);
          g_autofree char *defender = vic_event_to_text (game, &e[i], 1);
          g_assert_cmpint (e[i].block, ==, in);
          g_assert_cmpuint (e[i].visible, ==, 1u << 1);
          g_assert_null (strstr (attacker, "IN1"));
          g_assert_nonnull (strstr (defender, "IN1"));
        }
  }
  /* Applied normally (6.46): both on the strongest, the Infantry. */
  g_assert_cmpint (count_events (game, VIC_EVENT_HIT, in, &visible), ==, 2);
  g_assert_cmpint (vic_test_steps (game, in), ==, 2);
  g_assert_cmpint (vic_test_steps (game, mk), ==, 2);
  g_assert_cmpint (vic_block_lookup (game, 0, "RK1"), ==, VIC_NO_BLOCK);
  /* The strike is over; the defenders stay unrevealed. */
  g_assert_cmpint (vic_game_battle_hex (game), ==, VIC_NO_HEX);
  g_assert_false (vic_game_hex_is_battle (game, vic_test_hex (game, "g5")));
  g_assert_cmpuint (game->core.battle.hidden, ==, 0);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 1u << 1);
  g_assert_cmpuint (game->core.blocks[mk].revealed, ==, 1u << 1);
  vic_test_check_fog (game, 2);
  g_assert_cmpint (views_showing_truth (game, in, 40), <, 40);
  {
    g_autofree char *board = vic_game_to_text (game, 0);
    g_autofree char *own = vic_game_to_text (game, 1);
    g_assert_null (strstr (board, "IN1-2"));
    g_assert_nonnull (strstr (own, "IN1-2@g5"));
  }
}

/* A block eliminated by a hidden hit is seen to go (the hex holds one block
 * fewer) but not named; the owner's choice among equals stays his (6.46). */
static void
test_rocket_elimination_seen (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);
  int in = PUTS (game, 1, INFANTRY, 1, "g5");
  int ar = PUTS (game, 1, ARMOR, 1, "g5");
  guint visible;

  PUT (game, 0, ROCKET, "e3");
  /* An Armor unit seen before (as after an earlier battle) is no longer
   * known once it has taken a hidden hit. */
  game->core.blocks[ar].revealed = 3;
  rocket_strikes_g5 (game);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 1u << 1);
  vic_test_dice (game, "14");
  vic_test_apply (game, "fire RK1 G");
  /* Two equally strong units of different kinds: the owner chooses. */
  g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_HIT);
  g_assert_cmpint (vic_game_get_decider (game), ==, 1);
  vic_test_apply (game, "hit IN1");
  g_assert_cmpint (count_events (game, VIC_EVENT_HIT, in, &visible), ==, 1);
  g_assert_cmpuint (visible, ==, 1u << 1);
  g_assert_cmpint (count_events (game, VIC_EVENT_ELIMINATED, in, &visible), ==, 1);
  g_assert_cmpuint (visible, ==, 3);
  g_assert_cmpint (count_events (game, VIC_EVENT_HIT, ar, &visible), ==, 1);
  g_assert_cmpuint (visible, ==, 1u << 1);
  g_assert_cmpint (count_events (game, VIC_EVENT_ELIMINATED, ar, &visible), ==, 1);
  {
    guint n;
    const VicEvent *e = vic_game_get_events (game, &n);
    for (guint i = 0; i < n; i++)
      {
        g_autofree char *text = vic_event_to_text (game, &e[i], 0);
        g_assert_null (strstr (text, "IN1"));
        g_assert_null (strstr (text, "AR1"));
      }
  }
  g_assert_cmpint (vic_game_hex_blocks (game, vic_test_hex (game, "g5"), -1), ==, 0);
  vic_test_check_fog (game, 3);
}

/* A Marsh or Mountain defender's half-hit (6.47) from a hidden strike is
 * the owner's secret: the views do not carry it. */
static void
test_rocket_half_hit_hidden (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);
  int in, in2, rk2;

  PUT (game, 0, ROCKET, "e3");
  rk2 = PUT (game, 0, ROCKET, "e4");
  in = PUT (game, 1, INFANTRY, "g5");
  in2 = PUTS (game, 1, INFANTRY, 3, "g5");
  game->map->terrain[vic_test_hex (game, "g5")] = VIC_TERRAIN_MOUNTAIN;
  vic_test_apply (game, "move RK1 e3-f3");
  vic_test_apply (game, "move RK1 f3-f4");
  vic_test_apply (game, "move RK1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move RK2 e4-f4");
  vic_test_apply (game, "move RK2 f4-g5");
  vic_test_apply (game, "stop");
  to_phase (game, VIC_PHASE_COMBAT);
  vic_test_apply (game, "battle g5");
  g_assert_cmpuint (game->core.battle.hidden, ==, 1u << 1);
  vic_test_dice (game, "16");
  vic_test_apply (game, "fire RK1 G");
  /* One hit, half a step on the Infantry-4; the 6 is a friendly hit on RK2 (6.48). */
  g_assert_true (game->core.blocks[in].flags & VIC_BLOCK_HALF_HIT);
  g_assert_cmpint (vic_test_steps (game, in), ==, 4);
  g_assert_cmpint (vic_test_steps (game, in2), ==, 3);
  g_assert_cmpint (vic_test_steps (game, rk2), ==, 1);
  vic_test_check_fog (game, 4);
  {
    g_autoptr(VicGame) view = vic_game_copy_for_player (game, 0, 9);
    g_assert_false (view->core.blocks[in].flags & VIC_BLOCK_HALF_HIT);
    g_assert_false (view->core.blocks[in2].flags & VIC_BLOCK_HALF_HIT);
  }
}

/* "... unless other attacking units are involved": with a Fighter in the
 * attack, the battle reveals every block and every hit as ever (6.1). */
static void
test_rocket_with_others_revealed (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);
  int in = PUT (game, 1, INFANTRY, "g5");
  guint visible;

  PUT (game, 0, ROCKET, "e3");
  PUT (game, 0, FIGHTER, "g3");
  vic_test_apply (game, "move FA1 g3-g4");
  vic_test_apply (game, "move FA1 g4-g5");
  vic_test_apply (game, "stop");
  rocket_strikes_g5 (game);
  g_assert_cmpuint (game->core.battle.hidden, ==, 0);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 3);
  g_assert_cmpint (count_events (game, VIC_EVENT_REVEALED, in, &visible), ==, 1);
  vic_test_dice (game, "16");
  vic_test_apply (game, "fire RK1 G");
  g_assert_cmpint (count_events (game, VIC_EVENT_HIT, in, &visible), ==, 1);
  g_assert_cmpuint (visible, ==, 3);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 3);
  g_assert_cmpint (vic_test_steps (game, in), ==, 3);
}

/* A third player's block joining the Rocket's side (2.0 NOTE) arrives in
 * round 2 (5.8) but is an attacking unit involved: everything is revealed. */
static void
test_rocket_with_joining_attacker (void)
{
  VicRuleset rules;
  g_autoptr(VicMap) map = vic_map_new_three_tiles ();
  g_autoptr(VicGame) game = vic_test_position (map, vic_test_rules_with (&rules, VIC_OPTION_ROCKET), 3);
  int in = PUT (game, 1, INFANTRY, "g5");

  PUT (game, 0, ROCKET, "e3");
  PUT (game, 2, INFANTRY, "g6");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move RK1 e3-f3");
  vic_test_apply (game, "move RK1 f3-f4");
  vic_test_apply (game, "move RK1 f4-g5");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_apply (game, "move IN1 g6-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  g_assert_cmpint (game->core.battle.side_of[2], ==, 0);
  g_assert_cmpuint (game->core.battle.hidden, ==, 0);
  g_assert_cmpuint (game->core.blocks[in].revealed, ==, 7);
}

/* A save in the middle of a hidden strike loads equal and plays on alike;
 * a damaged [Battle] Hidden is refused naming the key. */
static void
test_rocket_save (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) back = NULL;
  g_autofree char *data = NULL;
  gsize len;
  int in = PUT (game, 1, INFANTRY, "g5");

  PUT (game, 0, ROCKET, "e3");
  second_battle (game);
  rocket_strikes_g5 (game);
  data = vic_game_save_to_data (game, &len);
  g_assert_nonnull (strstr (data, "Hidden=2"));
  back = vic_game_load_from_data (data, len, "rocket.vic", &error);
  g_assert_no_error (error);
  g_assert_true (vic_game_equal (game, back));
  vic_test_dice (game, "16");
  vic_test_dice (back, "16");
  vic_test_apply (game, "fire RK1 G");
  vic_test_apply (back, "fire RK1 G");
  g_assert_true (vic_game_equal (game, back));
  g_assert_cmpint (vic_test_steps (back, in), ==, 3);
  g_assert_cmpuint (back->core.blocks[in].revealed, ==, 1u << 1);
  {
    static const char *const bad[] = { "banana", "999999", "-5", "1" };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GKeyFile) kf = vic_game_save_keyfile (i == 3 ? game : back);
        g_autoptr(GError) e = NULL;
        g_autofree char *text = NULL;
        gsize n;
        /* i == 3: a hidden player in a game with no battle under way */
        g_key_file_set_value (kf, "Battle", "Hidden", bad[i]);
        text = g_key_file_to_data (kf, &n, NULL);
        g_assert_null (vic_game_load_from_data (text, n, "bad.vic", &e));
        g_assert_nonnull (strstr (e->message, "[Battle] Hidden"));
      }
  }
}

/* The forecast of a hidden strike (issue 12): the Rocket is always lost,
 * never takes the hex, and the odds for the attacker do not depend on what
 * the defenders really are. */
static void
test_rocket_forecast (void)
{
  VicRuleset rules;
  g_autoptr(VicGame) game = game_with (&rules, VIC_OPTION_ROCKET);
  g_autoptr(VicGame) other = NULL;
  g_autoptr(GError) error = NULL;
  VicForecast f, g;
  int in = PUT (game, 1, INFANTRY, "g5");
  int hex = vic_test_hex (game, "g5");

  PUT (game, 0, ROCKET, "e3");
  rocket_strikes_g5 (game);
  other = vic_game_copy (game);
  other->core.blocks[in].type = VIC_UNIT_ARMOR;
  other->core.blocks[in].steps = 2;
  g_assert_true (vic_forecast_battle (game, 0, NULL, hex, 400, 7, &f, &error));
  g_assert_no_error (error);
  g_assert_true (vic_forecast_battle (other, 0, NULL, hex, 400, 7, &g, &error));
  g_assert_cmpint (f.trials, ==, 400);
  g_assert_cmpint (f.unfinished, ==, 0);
  g_assert_cmpfloat (f.take, ==, 0.0);
  g_assert_cmpfloat (f.attacker_losses, ==, 2.0);
  g_assert_cmpfloat (f.defender_losses, >, 0.5);
  g_assert_cmpfloat (f.defender_losses, <=, 2.0);
  g_assert_true (memcmp (&f, &g, sizeof f) == 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/9.1/factories-deployment", test_factories_deployment);
  g_test_add_func ("/victory/9.1/factories-production", test_factories_production);
  g_test_add_func ("/victory/9.1/factory-capture", test_factory_capture);
  g_test_add_func ("/victory/9.4/storm", test_storm);
  g_test_add_func ("/victory/9.4/storm-destroys-mulberry", test_storm_mulberry);
  g_test_add_func ("/victory/9.5/destruction-markers", test_destruction);
  g_test_add_func ("/victory/9.6/airfields", test_airfields);
  g_test_add_func ("/victory/9.7/mulberries", test_mulberries);
  g_test_add_func ("/victory/elite-units/options", test_elite_units);
  g_test_add_func ("/victory/stretch-atom-bomb/air-factory", test_atom_bomb);
  g_test_add_func ("/victory/stretch-atom-bomb/battle", test_atom_bomb_battle);
  g_test_add_func ("/victory/stretch-cavalry/no-terrain-stops", test_cavalry);
  g_test_add_func ("/victory/stretch-commando/invasion", test_commando);
  g_test_add_func ("/victory/stretch-jet-fighter/a-plus", test_jet_fighter);
  g_test_add_func ("/victory/stretch-recon/fast", test_recon);
  g_test_add_func ("/victory/stretch-rocket/strikes-first", test_rocket);
  g_test_add_func ("/victory/stretch-rocket/no-response", test_rocket_no_response);
  g_test_add_func ("/victory/stretch-rocket/losses-not-revealed", test_rocket_losses_not_revealed);
  g_test_add_func ("/victory/stretch-rocket/elimination-seen-not-named", test_rocket_elimination_seen);
  g_test_add_func ("/victory/stretch-rocket/half-hit-hidden", test_rocket_half_hit_hidden);
  g_test_add_func ("/victory/stretch-rocket/other-attackers-reveal", test_rocket_with_others_revealed);
  g_test_add_func ("/victory/stretch-rocket/joining-attacker-reveals", test_rocket_with_joining_attacker);
  g_test_add_func ("/victory/stretch-rocket/hidden-strike-saved", test_rocket_save);
  g_test_add_func ("/victory/stretch-rocket/hidden-strike-forecast", test_rocket_forecast);
  return g_test_run ();
}
