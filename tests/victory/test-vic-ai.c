/* test-vic-ai.c: Victory's computer players (src/ai/victory, docs/ai.md):
 * honest under the fog of war, right in positions with one clearly best
 * move, and whole seeded games of every bundled scenario with the
 * invariants and the fog checked after every action. */
#include "config.h"

#include "vic-ai.h"
#include "vic-ai-private.h"
#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-scenario.h"

#include <stdlib.h>
#include <string.h>

static VikAiPlayer *
make_ai (VikAiLevel level, guint64 seed)
{
  VikAiPlayer *ai = vic_ai_new (level, seed);

  /* Hard: no clock, a fixed number of rounds, so it is deterministic. */
  vik_ai_set_time_budget (ai, 0.0);
  vik_ai_set_iterations (ai, 2);
  return ai;
}

static void
assert_invariants (const VicGame *game)
{
  g_autoptr (GError) error = NULL;

  if (!vic_game_check_invariants (game, &error))
    g_error ("invariant broken: %s", error->message);
}

/* ---------------------------------------------------------------- honesty */

/* Two games equal in everything `player` may see, the other players' hidden
 * blocks given other types and strengths: the player's computer (same
 * seed) chooses the same, at every level. */
static void
test_honest (void)
{
  static const char *const presets[] = { "quick-start", "custom-forces", "two-front-war", "sleeping-giant" };
  int checked = 0;

  for (guint s = 0; s < G_N_ELEMENTS (presets); s++)
    for (int k = 0; k < 5; k++)
      {
        VicScenario sc = { 0 };
        g_autoptr (GError) error = NULL;
        g_autoptr (VicGame) game = NULL;
        int players = g_str_equal (presets[s], "two-front-war") ? 3 : 2;
        VikRng rng;

        g_assert_true (vic_scenario_preset (presets[s], players, &sc, &error));
        game = vic_scenario_new_game (&sc, 100 + k, &error);
        g_assert_no_error (error);
        vic_scenario_clear (&sc);
        vik_rng_seed (&rng, 200 + k, 3);
        /* Into the game: deployment, moves, battles, production. */
        vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 30 + 150 * k, FALSE);
        for (int step = 0; step < 12 && !vic_game_is_over (game); step++)
          {
            int p = vic_game_get_decider (game);
            g_autoptr (VicGame) other = vic_game_copy (game);
            g_autoptr (VicGame) v1 = NULL, v2 = NULL;
            VicAction chosen[VIK_AI_N_LEVELS];

            vic_test_scramble (other, p, &rng);
            /* The two games differ in hidden identities only. */
            v1 = vic_game_copy_for_player (game, p, 9);
            v2 = vic_game_copy_for_player (other, p, 9);
            g_assert_cmpmem (&v1->core, sizeof v1->core, &v2->core, sizeof v2->core);
            for (int level = 0; level < VIK_AI_N_LEVELS; level++)
              {
                g_autoptr (VikAiPlayer) a = make_ai (level, 77 + step);
                g_autoptr (VikAiPlayer) b = make_ai (level, 77 + step);
                VicAction x, y;
                g_assert_true (vic_ai_choose (a, game, &x, NULL));
                g_assert_true (vic_ai_choose (b, other, &y, NULL));
                if (!vic_action_equal (&x, &y))
                  {
                    g_autofree char *tx = vic_action_to_string (game, &x), *ty = vic_action_to_string (other, &y);
                    g_error ("%s, level %s: “%s” in one game, “%s” in the other", presets[s],
                             vik_ai_level_id (level), tx, ty);
                  }
                chosen[level] = x;
                checked++;
              }
            /* Play on with Normal's choice. */
            g_assert_true (vic_game_apply (game, &chosen[VIK_AI_NORMAL], NULL));
            assert_invariants (game);
          }
      }
  g_test_message ("%d choices compared", checked);
  g_assert_cmpint (checked, >, 200);
}

/* ---------------------------------------------------------------- known positions */

/* The two-tile map: player 1 (index 0) holds the North, player 2 the South;
 * 15 PP win (10.0).  Returns the game in player 1's Move Phase. */
static VicGame *
position (void)
{
  VicGame *game = vic_test_two_tiles (NULL);

  for (int p = 0; p < 2; p++)
    game->core.players[p].win_pp = 15;
  return game;
}

/* Lets the computer play the decider's decisions while `player` decides
 * (at most max of them). */
static void
play_while (VicGame *game, VikAiPlayer *ai, int player, int max)
{
  for (int i = 0; i < max && !vic_game_is_over (game) && vic_game_get_decider (game) == player; i++)
    {
      VicAction a;
      g_autoptr (GError) error = NULL;
      g_assert_true (vic_ai_choose (ai, game, &a, &error));
      if (!vic_game_apply (game, &a, &error))
        g_error ("refused: %s", error->message);
      assert_invariants (game);
    }
}

/* Player 1 holds e10 (3 PP) besides his 10: 13 of 15.  The South's h11
 * (2 PP) is empty and his Infantry stands next to it: taking it wins. */
static void
test_take_last_city (void)
{
  for (int level = VIK_AI_NORMAL; level <= VIK_AI_HARD; level++)
    {
      g_autoptr (VicGame) game = position ();
      g_autoptr (VikAiPlayer) ai = make_ai (level, 5);
      int h11 = vic_test_hex (game, "h11");

      vic_test_put (game, 0, VIC_UNIT_INFANTRY, 3, "e10");
      vic_test_put (game, 0, VIC_UNIT_INFANTRY, 4, "h10");
      vic_test_put (game, 0, VIC_UNIT_INFANTRY, 4, "b2");
      vic_test_put (game, 1, VIC_UNIT_INFANTRY, 4, "j16");
      vic_test_put (game, 1, VIC_UNIT_INFANTRY, 4, "c14");
      vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
      g_assert_cmpint (vic_game_controlled_pp (game, 0), ==, 13);
      play_while (game, ai, 0, 40);
      g_assert_cmpint (vic_game_hex_control (game, h11), ==, 0);
      g_assert_cmpint (vic_game_controlled_pp (game, 0), >=, 15);
    }
}

/* A one-step Infantry next to a City held by three strong blocks: about 5%
 * odds or worse.  It does not attack. */
static void
test_no_hopeless_attack (void)
{
  for (int level = VIK_AI_NORMAL; level <= VIK_AI_HARD; level++)
    {
      g_autoptr (VicGame) game = position ();
      g_autoptr (VikAiPlayer) ai = make_ai (level, 6);
      int h11 = vic_test_hex (game, "h11");
      int in;

      in = vic_test_put (game, 0, VIC_UNIT_INFANTRY, 1, "h10");
      vic_test_put (game, 0, VIC_UNIT_INFANTRY, 4, "b2");
      vic_test_put (game, 1, VIC_UNIT_INFANTRY, 4, "h11");
      vic_test_put (game, 1, VIC_UNIT_ARMOR, 4, "h11");
      vic_test_put (game, 1, VIC_UNIT_ARTILLERY, 4, "h11");
      vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
      play_while (game, ai, 0, 40);
      g_assert_false (vic_game_hex_is_battle (game, h11));
      g_assert_cmpint (vic_test_steps (game, in), ==, 1);
    }
}

/* An attacking one-step Infantry in round 1 against two Armor-4 that missed:
 * staying is death (their 8 dice at G2 every round), so it retreats. */
static void
test_retreat_doomed (void)
{
  for (int level = VIK_AI_NORMAL; level <= VIK_AI_HARD; level++)
    {
      g_autoptr (VicGame) game = position ();
      g_autoptr (VikAiPlayer) ai = make_ai (level, 7);
      VicAction a;
      g_autofree char *text = NULL;

      vic_test_put (game, 0, VIC_UNIT_INFANTRY, 1, "h10");
      vic_test_put (game, 0, VIC_UNIT_INFANTRY, 4, "b2");
      vic_test_put (game, 1, VIC_UNIT_ARMOR, 4, "h11");
      vic_test_put (game, 1, VIC_UNIT_ARMOR, 4, "h11");
      vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
      vic_test_apply (game, "move IN1 h10-h11");
      vic_test_fight (game, "h11");
      /* The Armor fire first (D before E, 6.31): both miss. */
      while (vic_game_get_decider (game) == 1)
        {
          g_autoptr (VikAiPlayer) enemy = make_ai (VIK_AI_NORMAL, 1);
          vic_test_dice (game, "55555555");
          g_assert_true (vic_ai_choose (enemy, game, &a, NULL));
          g_assert_true (vic_game_apply (game, &a, NULL));
        }
      g_assert_cmpint (vic_game_get_decision (game), ==, VIC_DECISION_COMBAT_TURN);
      g_assert_true (vic_test_is_legal (game, "retreat IN1 h11-h10"));
      g_assert_true (vic_ai_choose (ai, game, &a, NULL));
      text = vic_action_to_string (game, &a);
      g_assert_cmpstr (text, ==, "retreat IN1 h11-h10");
    }
}

/* A row of six hexes: the North's empty Alpha (a1, 1 PP), the South's Beta
 * (b1, 3 PP) held by one Infantry, a North Infantry in c1 next to it, the
 * South's Zeta (f1).  The South moves first.  Taking Alpha gives Beta away
 * to the Infantry that moves after: Normal judges the threat to Beta at a
 * share of its worth and takes Alpha; Hard's plan sees the North's answer
 * and keeps Beta held. */
static const char reply_map[] =
  "[Map]\nColumns=6\nRows=1\n[Terrain]\nRow1=cccccc\n[Tiles]\nRow1=122222\n"
  "[Cities]\na1=2 Alpha\nb1=3 Beta\nf1=2 Zeta\n";

static void
test_plan_sees_reply (void)
{
  for (int level = VIK_AI_NORMAL; level <= VIK_AI_HARD; level++)
    {
      g_autoptr (VicGame) game = vic_test_map_game (reply_map, NULL, 2);
      g_autoptr (VikAiPlayer) ai = make_ai (level, 8);
      int b1;

      for (int p = 0; p < 2; p++)
        game->core.players[p].win_pp = 15;
      b1 = vic_test_hex (game, "b1");
      vic_test_put (game, 1, VIC_UNIT_INFANTRY, 4, "b1");
      vic_test_put (game, 1, VIC_UNIT_INFANTRY, 4, "f1");
      vic_test_put (game, 0, VIC_UNIT_INFANTRY, 1, "c1");
      vic_test_set_turn (game, VIC_PHASE_MOVE, 1);
      g_assert_cmpint (vic_game_hex_control (game, b1), ==, 1);
      g_assert_cmpint (vic_game_hex_control (game, vic_test_hex (game, "a1")), ==, 0);
      play_while (game, ai, 1, 40);
      g_test_message ("%s: %d of the South's blocks in Beta", vik_ai_level_id (level),
                      vic_game_hex_blocks (game, b1, 1));
      if (level == VIK_AI_HARD)
        g_assert_cmpint (vic_game_hex_blocks (game, b1, 1), >, 0);
    }
}

/* Hard's blurred plans end the Move Phase only where Normal would: blurred,
 * `end` (judged as `stop`) ended half of them after their first block. */
static void
test_plan_blur_keeps_phase (void)
{
  VicAction acts[3] = { vic_action_make (VIC_ACTION_MOVE), vic_action_make (VIC_ACTION_END),
                        vic_action_make (VIC_ACTION_STOP) };
  VikRng rng;
  guint picked[3] = { 0 }, picked_when_ending[3] = { 0 };

  vik_rng_seed (&rng, 7, 1);
  for (int k = 0; k < 200; k++)
    {
      double moving[3] = { 1.0, 0.99, 0.99 }, ending[3] = { 0.5, 1.0, 0.4 };
      vic_ai_plan_blur (moving, acts, 3, 2.0, &rng);
      picked[vik_ai_best (moving, 3)]++;
      vic_ai_plan_blur (ending, acts, 3, 2.0, &rng);
      picked_when_ending[vik_ai_best (ending, 3)]++;
    }
  /* Normal moves on: the blur picks another move or stop, never end. */
  g_assert_cmpuint (picked[1], ==, 0);
  g_assert_cmpuint (picked[0], >, 0);
  g_assert_cmpuint (picked[2], >, 0);
  /* Normal ends: end stays among the blurred choices, and so do the others. */
  g_assert_cmpuint (picked_when_ending[1], >, 0);
  g_assert_cmpuint (picked_when_ending[0] + picked_when_ending[2], >, 0);
}

/* ---------------------------------------------------------------- whole games */

typedef struct {
  const char *file;       /* a bundled scenario, or NULL for a preset */
  const char *preset;
  int players;
} Setup;

static const Setup setups[] = {
  { "quick-start.vicscn", NULL, 0 },
  { "custom-forces.vicscn", NULL, 0 },
  { "sleeping-giant.vicscn", NULL, 0 },
  { "two-front-war.vicscn", NULL, 0 },
  { "two-front-war-allies.vicscn", NULL, 0 },
  { "commanders.vicscn", NULL, 0 },
  { "commanders-ten-turns.vicscn", NULL, 0 },
  { "ten-turns.vicscn", NULL, 0 },
  { "four-powers.vicscn", NULL, 0 },
  { NULL, "quick-start", 4 },
  { NULL, "custom-forces", 4 },
};

/* Option mixes: none, each optional rule alone, and the sidebars together. */
static guint32
options_for (int g)
{
  int k = (g / G_N_ELEMENTS (setups)) % (VIC_N_OPTIONS + 2);

  if (k < VIC_N_OPTIONS)
    return 1u << k;
  if (k == VIC_N_OPTIONS)
    return 0;
  return (1u << VIC_OPTION_REGROUPS) | (1u << VIC_OPTION_PURSUIT_ROUND) | (1u << VIC_OPTION_BUILDING_CADRES)
         | (1u << VIC_OPTION_AIRFIELDS) | (1u << VIC_OPTION_DESTRUCTION) | (1u << VIC_OPTION_STORMS)
         | (1u << VIC_OPTION_ELITE_UNITS);
}

static VicGame *
setup_game (int g, VicScenario *sc)
{
  const Setup *s = &setups[g % G_N_ELEMENTS (setups)];
  g_autoptr (GError) error = NULL;
  VicGame *game;

  if (s->file != NULL)
    {
      g_autofree char *path = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", s->file, NULL);
      g_assert_true (vic_scenario_load_file (path, sc, &error));
    }
  else
    g_assert_true (vic_scenario_preset (s->preset, s->players, sc, &error));
  g_assert_no_error (error);
  sc->rules.options |= options_for (g);
  game = vic_scenario_new_game (sc, 1000 + g, &error);
  g_assert_no_error (error);
  return game;
}

static void
test_games (void)
{
  const char *env = g_getenv ("VIKTORY_VIC_AI_GAMES");
  const char *one = g_getenv ("VIKTORY_VIC_AI_GAME");
  int n_games = env != NULL ? atoi (env) : 40, first = 0, won = 0, battles = 0;
  gint64 actions_total = 0;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));

  if (one != NULL)
    {
      first = atoi (one);
      n_games = first + 1;
    }
  for (int g = first; g < n_games; g++)
    {
      VicScenario sc = { 0 };
      g_autoptr (VicGame) game = setup_game (g, &sc);
      int n = vic_game_get_n_players (game), actions = 0;
      VikAiPlayer *ai[VIC_MAX_PLAYERS] = { NULL };
      /* At most this many actions, then the game stops (no hang). */
      const int cap = 1500;
      GString *tail = g_string_new (NULL);

      for (int p = 0; p < n; p++)
        {
          VikAiLevel level = (VikAiLevel) ((g + p) % VIK_AI_N_LEVELS);
          ai[p] = vic_ai_new (level, 31 * g + p);
          vik_ai_set_time_budget (ai[p], 0.0);
          vik_ai_set_iterations (ai[p], 1);
        }
      while (!vic_game_is_over (game) && actions < cap)
        {
          g_autoptr (GError) error = NULL;
          int d = vic_game_get_decider (game);
          VicAction a;
          gboolean found = FALSE;
          g_autofree char *text = NULL;

          g_assert_cmpint (d, >=, 0);
          if (!vic_ai_choose (ai[d], game, &a, &error))
            g_error ("game %d, action %d: no choice: %s\n%s", g, actions, error->message, tail->str);
          /* The choice is one of the legal actions. */
          g_array_set_size (legal, 0);
          vic_game_legal_actions (game, legal);
          for (guint i = 0; i < legal->len && !found; i++)
            found = vic_action_equal (&a, &g_array_index (legal, VicAction, i));
          text = vic_action_to_string (game, &a);
          if (!found)
            g_error ("game %d, action %d: “%s” is not legal\n%s", g, actions, text, tail->str);
          g_string_append_printf (tail, "  p%d %s\n", d + 1, text);
          if (tail->len > 4000)
            g_string_erase (tail, 0, tail->len - 2000);
          battles += a.kind == VIC_ACTION_BATTLE;
          if (!vic_game_apply (game, &a, &error))
            g_error ("game %d, action %d: “%s” refused: %s\n%s", g, actions, text, error->message, tail->str);
          if (!vic_game_check_invariants (game, &error))
            g_error ("game %d, after “%s”: %s\n%s", g, text, error->message, tail->str);
          vic_test_check_fog (game, actions + 1);
          actions++;
        }
      won += vic_game_is_over (game);
      actions_total += actions;
      g_autofree char *options = vic_options_to_string (options_for (g));
      g_test_message ("game %d (%s%s, options %s): %d actions, turn %d%s", g,
                      setups[g % G_N_ELEMENTS (setups)].file != NULL ? setups[g % G_N_ELEMENTS (setups)].file
                                                                   : setups[g % G_N_ELEMENTS (setups)].preset,
                      "", options, actions, vic_game_get_turn (game),
                      vic_game_is_over (game) ? ", won" : "");
      for (int p = 0; p < n; p++)
        vik_ai_free (ai[p]);
      g_string_free (tail, TRUE);
      vic_scenario_clear (&sc);
    }
  g_test_message ("%d games: %d won before the cap, %d battles, %" G_GINT64_FORMAT " actions",
                  n_games - first, won, battles, actions_total);
  g_assert_cmpint (battles, >, 0);
}

/* (10.6) A game with a time limit ends when its last Game Turn does, with
 * Hard at every seat: Hard judges the last Game Turn on its own scale (its
 * blocks worth less than the PP they hold), and ending the Production Phase
 * that leads into it must not look worse than splitting and merging a block
 * for ever (a Hard once did that, 25,000 times in one phase). */
static void
test_time_limit_ends (void)
{
  for (int k = 0; k < 3; k++)
    {
      VicScenario sc = { 0 };
      g_autoptr (GError) error = NULL;
      g_autoptr (VicGame) game = NULL;
      VikAiPlayer *ai[2];
      int actions = 0;

      g_assert_true (vic_scenario_preset ("quick-start", 2, &sc, &error));
      sc.options.turn_limit = 2;
      game = vic_scenario_new_game (&sc, 600 + k, &error);
      g_assert_no_error (error);
      vic_scenario_clear (&sc);
      for (int p = 0; p < 2; p++)
        {
          ai[p] = vic_ai_new (VIK_AI_HARD, 40 + p + k);
          vik_ai_set_time_budget (ai[p], 0.0);
          vik_ai_set_iterations (ai[p], 1);
        }
      while (!vic_game_is_over (game) && actions < 4000)
        {
          VicAction a;
          g_assert_true (vic_ai_choose (ai[vic_game_get_decider (game)], game, &a, NULL));
          g_assert_true (vic_game_apply (game, &a, NULL));
          actions++;
        }
      g_assert_true (vic_game_is_over (game));
      g_assert_cmpint (vic_game_get_turn (game), ==, 2);
      g_assert_cmpuint (vic_game_get_winners (game), !=, 0);
      g_test_message ("seed %d: over after %d actions", 600 + k, actions);
      for (int p = 0; p < 2; p++)
        vik_ai_free (ai[p]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/ai/honest", test_honest);
  g_test_add_func ("/victory/ai/take-last-city", test_take_last_city);
  g_test_add_func ("/victory/ai/no-hopeless-attack", test_no_hopeless_attack);
  g_test_add_func ("/victory/ai/retreat-doomed", test_retreat_doomed);
  g_test_add_func ("/victory/ai/plan-sees-reply", test_plan_sees_reply);
  g_test_add_func ("/victory/ai/plan-blur-keeps-the-phase", test_plan_blur_keeps_phase);
  g_test_add_func ("/victory/10.6/hard-ends-a-time-limit-game", test_time_limit_ends);
  g_test_add_func ("/victory/ai/games", test_games);
  return g_test_run ();
}
