/* test-vic-playout.c: seeded whole games of Victory, 2 and 4 players, with
 * the invariants (stacking, strengths 1-4, control, supply) after every
 * action, and the fog of war (no player's view holds another player's hidden
 * block identities) checked along the way. */
#include "config.h"

#include "vic-test.h"
#include "vic-scenario.h"
#include "vic-game-private.h"

static VicGame *
new_game (int n_players, guint64 seed)
{
  VicGameOptions o;
  g_autoptr(VicMap) map = n_players > 2 ? vic_map_new_four_tiles () : NULL;
  g_autoptr(GError) error = NULL;
  VicGame *game;

  vic_game_options_quick_start (&o, n_players, seed);
  o.map = map;
  /* (10.6) Four-player games get a time limit: the most PP then wins. */
  if (n_players > 2)
    o.turn_limit = 30;
  game = vic_game_new (&o, &error);
  g_assert_no_error (error);
  return game;
}

static void
whole_game (int n_players, guint64 seed, gboolean fog)
{
  g_autoptr(VicGame) game = new_game (n_players, seed);
  VikRng rng;
  int n;

  vik_rng_seed (&rng, seed, 3);
  n = vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 200000, fog);
  g_test_message ("%d players, seed %" G_GUINT64_FORMAT ": %d actions, %d turns, winners %x", n_players, seed, n,
                  vic_game_get_turn (game), vic_game_get_winners (game));
  g_assert_true (vic_game_is_over (game));
  g_assert_cmpuint (vic_game_get_winners (game), !=, 0);
}

/* vic_game_copy_into a scratch game that went its own way (another legal
 * action each time, so blocks built, moved or lost apart) gives what
 * vic_game_copy gives, byte for byte, over a whole four-player game; the
 * scratch begins on another map.  vic_game_changed_blocks finds no block
 * changed by the copy and the moving block changed by a move. */
static void
test_copy_into (void)
{
  g_autoptr(VicGame) game = new_game (4, 11);
  g_autoptr(VicGame) other = new_game (2, 11);
  g_autoptr(VicGame) scratch = vic_game_copy (other);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  VikRng rng;
  int n = 0, diverged = 0, moves = 0;

  vik_rng_seed (&rng, 11, 3);
  while (!vic_game_is_over (game) && n < 20000)
    {
      VicAction a, b;
      vic_game_copy_into (scratch, game);
      g_assert_true (vic_game_equal (scratch, game));
      g_assert_cmpint (vic_game_changed_blocks (scratch, game, NULL, 0), ==, 0);
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      a = g_array_index (legal, VicAction, vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, (VicAction *) legal->data,
                                                               legal->len, &rng));
      b = g_array_index (legal, VicAction, legal->len - 1);
      g_assert_true (vic_game_apply (scratch, &b, NULL));
      g_assert_true (vic_game_check_invariants (scratch, NULL));
      if (b.kind == VIC_ACTION_MOVE && vic_game_n_block_slots (scratch) == vic_game_n_block_slots (game))
        {
          int slots[VIC_MAX_BLOCKS], changed = vic_game_changed_blocks (scratch, game, slots, VIC_MAX_BLOCKS);
          gboolean found = FALSE;
          g_assert_cmpint (changed, >=, 1);
          for (int k = 0; k < changed; k++)
            found |= slots[k] == b.block;
          g_assert_true (found);
          g_assert_cmpint (vic_game_changed_blocks (scratch, game, slots, changed - 1), ==, -1);
          moves++;
        }
      diverged += !vic_game_equal (scratch, game);
      g_assert_true (vic_game_apply (game, &a, NULL));
      n++;
    }
  g_assert_true (vic_game_is_over (game));
  g_assert_cmpint (diverged, >, n / 2);
  g_assert_cmpint (moves, >, 100);
}

static void
test_two_players (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    whole_game (2, seed, FALSE);
}

static void
test_four_players (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    whole_game (4, seed, FALSE);
}

static void
test_fog (void)
{
  whole_game (2, 77, TRUE);
}

/* Four players: every view checked after each of the first actions. */
static void
test_fog_four (void)
{
  g_autoptr(VicGame) game = new_game (4, 78);
  VikRng rng;

  vik_rng_seed (&rng, 78, 3);
  vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 2500, TRUE);
  g_assert_cmpint (vic_game_get_turn (game), >=, 2);
}

/* (10.4) The three-player Two Front War: A against the allies B1 and B2,
 * whole games with the invariants (allies never on opposite sides of a
 * battle, blocks shown to the owner's allies) after every action, and the
 * fog of war checked along the first game. */
static void
test_three_player_allies (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      VicScenario sc = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(VicGame) game = NULL;
      VikRng rng;
      int n;

      g_assert_true (vic_scenario_preset ("two-front-war", 3, &sc, &error));
      sc.options.turn_limit = 30;
      game = vic_scenario_new_game (&sc, seed, &error);
      g_assert_no_error (error);
      vic_scenario_clear (&sc);
      vik_rng_seed (&rng, seed, 3);
      n = vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 200000, seed == 1);
      g_test_message ("Two Front War, 3 players, seed %" G_GUINT64_FORMAT ": %d actions, %d turns, winners %x",
                      seed, n, vic_game_get_turn (game), vic_game_get_winners (game));
      g_assert_true (vic_game_is_over (game));
      /* The allies win together or not at all. */
      g_assert_cmpuint ((vic_game_get_winners (game) >> 1) & 1, ==, (vic_game_get_winners (game) >> 2) & 1);
      g_assert_cmpuint (vic_game_get_winners (game), !=, 0);
    }
}

/* Every optional and advanced rule and stretch-goal unit on at once, and
 * each alone: whole games still end, with every invariant kept. */
static void
test_options (void)
{
  for (int o = -1; o < VIC_N_OPTIONS; o++)
    {
      VicGameOptions opts;
      VicRuleset rules = *vic_ruleset_default ();
      g_autoptr(VicGame) game = NULL;
      VikRng rng;
      guint64 seed = 100 + o;

      rules.options = o < 0 ? (1u << VIC_N_OPTIONS) - 1 : 1u << o;
      vic_game_options_quick_start (&opts, 2, seed);
      opts.rules = &rules;
      opts.turn_limit = 150;  /* the simple policy can deadlock a front (10.6) */
      game = vic_game_new (&opts, NULL);
      vik_rng_seed (&rng, seed, 3);
      vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 200000, FALSE);
      g_test_message ("options %s: %d turns", o < 0 ? "all" : vic_option_id (o), vic_game_get_turn (game));
      g_assert_true (vic_game_is_over (game));
    }
}

/* Seeds whose games once broke an invariant or stalled (a Carrier retreating
 * with more air steps than it kept, an aborting Airborne unit over-stacking its
 * base or boarding a Carrier, a battle begun by an air unit's stop, a Rocket
 * over the sea, a Rocket by sea or by road into a full hex; a random force
 * whose ships could not all garrison its port Cities, a split blockader
 * taking the port, an air unit stranded by its Carrier's loss): whole games. */
static void
test_regressions (void)
{
  static const struct { const char *scenario; int players; guint64 seed; gboolean all; const char *options; } cases[] = {
    { "quick-start", 4, 4, FALSE, NULL }, { "quick-start", 4, 6, FALSE, NULL }, { "quick-start", 4, 11, FALSE, NULL },
    { "quick-start", 2, 16, FALSE, NULL }, { "quick-start", 2, 134, TRUE, NULL }, { "quick-start", 4, 307, TRUE, NULL },
    { "quick-start", 2, 1010, FALSE, NULL }, { "quick-start", 2, 6048, TRUE, NULL },
    { "sleeping-giant", 2, 901, FALSE, NULL }, { "sleeping-giant", 2, 921, FALSE, "alternate-deployment,factories" },
    { "sleeping-giant", 2, 2005, FALSE, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      VicScenario sc = { 0 };
      g_autoptr(VicGame) game = NULL;
      VikRng rng;

      g_assert_true (vic_scenario_preset (cases[i].scenario, cases[i].players, &sc, NULL));
      if (cases[i].all)
        sc.rules.options = ((1u << VIC_N_OPTIONS) - 1)
          & ~(cases[i].seed != 134 ? 1u << VIC_OPTION_MANDATORY_FIRST_ROUND : 0);
      if (cases[i].options != NULL)
        {
          guint32 bits = 0;
          g_assert_true (vic_options_parse (cases[i].options, &bits, NULL));
          sc.rules.options |= bits;
        }
      if (cases[i].players > 2)
        sc.options.turn_limit = 30;
      game = vic_scenario_new_game (&sc, cases[i].seed, NULL);
      vic_scenario_clear (&sc);
      vik_rng_seed (&rng, cases[i].seed, 17);
      vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 300000, FALSE);
      g_assert_true (vic_game_is_over (game));
    }
}

/* Uniformly random play explores the odd corners (no victory needed). */
static void
test_uniform (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(VicGame) game = new_game (seed == 3 ? 4 : 2, seed);
      VikRng rng;
      vik_rng_seed (&rng, seed, 5);
      vic_test_play_random (game, &rng, 6000, FALSE);
    }
}

/* Strikes by Rockets alone (Rocket: "not revealed unless other attacking
 * units are involved") keep the fog: a game whose forces are half Rockets,
 * every view checked after each action, until several hidden strikes were
 * fought. */
static void
fog_rockets (VicPolicy policy, guint64 seed, int *total_strikes, int *total_shown)
{
  VicGameOptions o;
  VicRuleset rules = *vic_ruleset_default ();
  g_autoptr(VicGame) game = NULL;
  VikRng rng;
  int strikes = 0, n = 0, shown = 0;
  gboolean in_strike = FALSE;

  rules.options |= 1u << VIC_OPTION_ROCKET;
  vic_game_options_quick_start (&o, 2, seed);
  o.rules = &rules;
  o.pool[VIC_UNIT_INFANTRY] = 10;
  o.pool[VIC_UNIT_ROCKET] = 10;
  game = vic_game_new (&o, NULL);
  g_assert_nonnull (game);
  vik_rng_seed (&rng, seed, 3);
  while (!vic_game_is_over (game) && n < 8000 && strikes < 6)
    {
      gboolean hidden;
      guint hidden_before = vic_game_battle_hex (game) != VIC_NO_HEX ? game->core.battle.hidden : 0;
      guint n_events;
      const VicEvent *events;
      n += vic_test_play (game, policy, &rng, 1, TRUE);
      /* A defender of a strike that fires shows itself. */
      events = vic_game_get_events (game, &n_events);
      for (guint i = 0; i < n_events; i++)
        shown += events[i].kind == VIC_EVENT_REVEALED && ((hidden_before >> events[i].player) & 1);
      hidden = vic_game_battle_hex (game) != VIC_NO_HEX && game->core.battle.hidden != 0;
      strikes += hidden && !in_strike;
      in_strike = hidden;
    }
  g_test_message ("seed %" G_GUINT64_FORMAT ": %d actions, %d hidden strikes, %d defenders shown by firing",
                  seed, n, strikes, shown);
  *total_strikes += strikes;
  *total_shown += shown;
}

/* Strikes by Rockets alone (Rocket: "not revealed unless other attacking
 * units are involved") keep the fog: games whose forces are half Rockets,
 * every view checked after each action, until several hidden strikes were
 * fought; the uniform player also passes and retreats Rockets, so that the
 * defenders act in a strike. */
static void
test_fog_rockets (void)
{
  int strikes = 0, shown = 0;

  fog_rockets (VIC_POLICY_AGGRESSIVE, 79, &strikes, &shown);
  for (guint64 seed = 80; seed < 82; seed++)
    fog_rockets (VIC_POLICY_UNIFORM, seed, &strikes, &shown);
  g_assert_cmpint (strikes, >=, 8);
  g_assert_cmpint (shown, >=, 1);
}

/* Rocket strikes among allies (10.4 with the Rocket): a hidden hit is told
 * to the owner and his ally, never to the enemy, and a block stays shown to
 * its owner's allies (the invariants), every view checked after each action. */
static void
test_allies_rocket_strikes (void)
{
  int strikes = 0;

  for (guint64 seed = 1; seed <= 4 && strikes < 3; seed++)
    {
      VicScenario sc = { 0 };
      VicRuleset rules;
      g_autoptr(GError) error = NULL;
      g_autoptr(VicGame) game = NULL;
      gboolean in_strike = FALSE;
      VikRng rng;
      int n = 0;

      g_assert_true (vic_scenario_preset ("two-front-war", 3, &sc, &error));
      rules = sc.rules;
      rules.options |= 1u << VIC_OPTION_ROCKET;
      sc.rules = rules;
      sc.options.pool[VIC_UNIT_INFANTRY] = 10;
      sc.options.pool[VIC_UNIT_ROCKET] = 10;
      sc.options.turn_limit = 30;
      game = vic_scenario_new_game (&sc, seed, &error);
      g_assert_no_error (error);
      vic_scenario_clear (&sc);
      g_assert_true (vic_game_allied (game, 1, 2) && !vic_game_allied (game, 0, 1));
      vik_rng_seed (&rng, seed, 3);
      while (!vic_game_is_over (game) && n < 6000)
        {
          gboolean hidden;
          n += vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 1, TRUE);
          hidden = vic_game_battle_hex (game) != VIC_NO_HEX && game->core.battle.hidden != 0;
          strikes += hidden && !in_strike;
          in_strike = hidden;
        }
      g_test_message ("seed %" G_GUINT64_FORMAT ": %d actions, %d hidden strikes so far", seed, n, strikes);
    }
  g_assert_cmpint (strikes, >=, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/10.1/whole-games-two-players", test_two_players);
  g_test_add_func ("/victory/10.1/whole-games-four-players", test_four_players);
  g_test_add_func ("/victory/10.4/three-player-allies-whole-games", test_three_player_allies);
  g_test_add_func ("/victory/fog/views-blind-to-hidden-blocks", test_fog);
  g_test_add_func ("/victory/fog/four-players", test_fog_four);
  g_test_add_func ("/victory/fog/rocket-strikes", test_fog_rockets);
  g_test_add_func ("/victory/10.4/three-player-allies-rocket-strikes", test_allies_rocket_strikes);
  g_test_add_func ("/victory/playout/uniform", test_uniform);
  g_test_add_func ("/victory/playout/copy-into", test_copy_into);
  g_test_add_func ("/victory/playout/options", test_options);
  g_test_add_func ("/victory/playout/regressions", test_regressions);
  return g_test_run ();
}
