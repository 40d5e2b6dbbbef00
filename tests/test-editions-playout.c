/* test-editions-playout.c: seeded whole-game playouts of the editions de-v1.1
 * and v1 (docs/editions.md), with every invariant checked after every action,
 * the same seed replaying to the same game, and each optional rule of the
 * edition's book on in turn (Subjugation with its victory [5.2]): each such
 * playout shows its rule's own mechanism used, and no other's.
 *
 * Paths: /editions-playout/EDITION/no-option and /editions-playout/EDITION/OPTION (meson
 * registers one test each).  At least 500 games a path (VIK_EDITION_GAMES sets
 * the total). */
#include "vik-game.h"
#include "vik-policy.h"
#include "vik-playout-stats.h"

#include <stdlib.h>

#define MAX_ACTIONS 200000

typedef struct {
  VikEdition edition;
  int option;   /* -1: none; ALL_OPTIONS: every optional rule of the book at once */
} Case;

#define ALL_OPTIONS VIK_N_OPTIONS

static int
total_games (void)
{
  const char *env = g_getenv ("VIK_EDITION_GAMES");
  int n = env ? atoi (env) : 500;

  return CLAMP (n, 1, 10000);
}

#define CONCEDE_TURN 200

/* The player still in the game with the smallest empire (the first of equals). */
static int
smallest_empire (const VikGame *game)
{
  int worst = VIK_NO_PLAYER;

  for (int p = 0; p < vik_game_get_n_players (game); p++)
    if (!vik_game_player_eliminated (game, p)
        && (worst == VIK_NO_PLAYER || vik_game_score (game, p) < vik_game_score (game, worst)))
      worst = p;
  return worst;
}

static VikGame *
play (const VikRuleset *rules, int n_players, guint64 seed, guint *battles, guint *bombards,
      VikPlayoutStats *stats)
{
  /* Standard Conquest with the Doomsday Clock where the book has it, so that a
   * stalemate (an island Capital the policy cannot reach) still ends the game;
   * with Subjugation the book's Subjugation victory [5.2] too. */
  guint victory = vik_playout_victory (rules);
  VikGameOptions options = { .n_players = n_players, .seed = seed, .rules = rules };
  g_autoptr (GError) error = NULL;
  VikGame *game;
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;
  int n = 0;

  options.victory = victory;
  game = vik_game_new (&options, &error);
  g_assert_no_error (error);
  vik_rng_seed (&rng, seed, 99);
  while (!vik_game_is_over (game) && n < MAX_ACTIONS)
    {
      guint i;
      const VikAction *a;
      VikDecision decision = vik_game_get_decision (game);
      /* Conquest only (v1 has no other victory): a stalemate ends as the book
       * lets it, "all other players concede": after CONCEDE_TURN turns the
       * player with the smallest empire concedes on his turn. */
      if (!(victory & VIK_VICTORY_DOOMSDAY) && vik_game_get_turn (game) > CONCEDE_TURN
          && vik_game_get_decision (game) == VIK_DECISION_NONE && vik_game_battle_hex (game) == VIK_NO_HEX
          && smallest_empire (game) == vik_game_get_current_player (game))
        {
          VikAction concede = vik_action_make (VIK_ACTION_CONCEDE);
          if (!vik_game_apply (game, &concede, &error))
            g_error ("%s seed %" G_GUINT64_FORMAT ": concession refused: %s", rules->id, seed, error->message);
          continue;
        }
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      if (legal->len == 0)
        g_error ("%s seed %" G_GUINT64_FORMAT ": no legal action at action %d", rules->id, seed, n);
      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data, legal->len, &rng);
      a = &g_array_index (legal, VikAction, i);
      *battles += a->kind == VIK_ACTION_BATTLE;
      *bombards += a->kind == VIK_ACTION_BOMBARD;
      if (!vik_game_apply (game, a, &error))
        g_error ("%s seed %" G_GUINT64_FORMAT ": listed action refused: %s", rules->id, seed, error->message);
      if (!vik_game_check_invariants (game, &error))
        g_error ("%s seed %" G_GUINT64_FORMAT ", %d players, action %d: %s", rules->id, seed, n_players, n,
                 error->message);
      if (stats != NULL)
        vik_playout_stats_action (stats, game, decision, a);
      n++;
    }
  g_array_unref (legal);
  return game;
}

static void
test_edition (gconstpointer data)
{
  const Case *c = data;
  VikRuleset rules = *vik_ruleset_edition (c->edition);
  int max = vik_edition_max_players (c->edition);
  int counts = max - 1;
  int per_count = (total_games () + counts - 1) / counts;
  guint battles = 0, bombards = 0;
  int played = 0;
  VikPlayoutStats stats = { 0 };

  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (c->option == o || (c->option == ALL_OPTIONS && vik_edition_has_option (c->edition, o)))
      rules.options |= 1u << o;
  for (int players = 2; players <= max; players++)
    {
      int turns = 0, max_turns = 0;
      for (int g = 0; g < per_count; g++)
        {
          guint64 seed = 1000 * players + g;
          g_autoptr (VikGame) game = play (&rules, players, seed, &battles, &bombards, &stats);
          if (!vik_game_is_over (game))
            g_error ("%s, %d players, seed %" G_GUINT64_FORMAT ": no victory after %d actions (turn %d)",
                     rules.id, players, seed, MAX_ACTIONS, vik_game_get_turn (game));
          g_assert_cmpint (vik_game_get_rules (game)->edition, ==, c->edition);
          g_assert_cmpint (vik_game_get_winner (game), !=, VIK_NO_PLAYER);
          if (g % 50 == 0)
            {
              guint b2 = 0, s2 = 0;
              g_autoptr (VikGame) again = play (&rules, players, seed, &b2, &s2, NULL);
              g_assert_true (vik_game_equal (game, again));
            }
          vik_playout_stats_game (&stats, game);
          turns += vik_game_get_turn (game);
          max_turns = MAX (max_turns, vik_game_get_turn (game));
          played++;
        }
      g_test_message ("%s, %d players: %d games won, mean %d turns, longest %d",
                      rules.id, players, per_count, turns / per_count, max_turns);
    }
  g_test_message ("%d games, %u battles, %u bombardments", played, battles, bombards);
  g_assert_cmpint (played, >=, total_games ());
  /* The games fought: the edition's combat rules were exercised. */
  g_assert_cmpuint (battles, >, 0);
  g_assert_cmpuint (bombards, >, 0);
  vik_playout_stats_check (&stats, rules.options);
}

static int
n_options (VikEdition e)
{
  int n = 0;

  for (int o = 0; o < VIK_N_OPTIONS; o++)
    n += vik_edition_has_option (e, o);
  return n;
}

int
main (int argc, char **argv)
{
  static Case cases[VIK_N_EDITIONS * (VIK_N_OPTIONS + 2)];
  int n = 0;

  g_test_init (&argc, &argv, NULL);
  for (int e = VIK_EDITION_DE_V1_1; e < VIK_N_EDITIONS; e++)
    {
      char *path = g_strdup_printf ("/editions-playout/%s/no-option", vik_edition_id (e));
      cases[n] = (Case) { e, -1 };
      g_test_add_data_func_full (path, &cases[n++], test_edition, NULL);
      g_free (path);
      for (int o = 0; o < VIK_N_OPTIONS; o++)
        if (vik_edition_has_option (e, o))
          {
            path = g_strdup_printf ("/editions-playout/%s/%s", vik_edition_id (e), vik_option_id (o));
            cases[n] = (Case) { e, o };
            g_test_add_data_func_full (path, &cases[n++], test_edition, NULL);
            g_free (path);
          }
      /* and all of the book's at once, where it has several: they meet in one game */
      if (n_options (e) > 1)
        {
          path = g_strdup_printf ("/editions-playout/%s/all-options", vik_edition_id (e));
          cases[n] = (Case) { e, ALL_OPTIONS };
          g_test_add_data_func_full (path, &cases[n++], test_edition, NULL);
          g_free (path);
        }
    }
  return g_test_run ();
}
