/* test-options-playout.c: seeded whole-game playouts with one optional rule of
 * [16.0] on, checking every invariant after every action and that the same
 * seed replays to the same game.
 *
 * Run as `test-options-playout -p /options-playout/OPTION-ID` (meson registers one
 * test per option, and /options-playout/all with every option of v2.1 at once).
 * VIK_OPTION_GAMES sets the games per player count; the default 72 gives
 * 7 x 72 = 504 games. */
#include "vik-game.h"
#include "vik-policy.h"
#include "vik-playout-stats.h"

#include <stdlib.h>

#define MAX_ACTIONS 200000

static int
games_per_count (void)
{
  const char *env = g_getenv ("VIK_OPTION_GAMES");
  int n = env ? atoi (env) : 72;

  return CLAMP (n, 1, 1000);
}

static VikGame *
play (const VikRuleset *rules, int n_players, guint64 seed, VikPlayoutStats *stats)
{
  /* Standard Conquest with the Doomsday Clock, so that a stalemate (an island Capital
   * the policy cannot reach) still ends the game; with Subjugation its victories too. */
  VikGameOptions options = { .n_players = n_players, .seed = seed, .rules = rules,
                             .victory = vik_playout_victory (rules) };
  g_autoptr (GError) error = NULL;
  VikGame *game = vik_game_new (&options, &error);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;
  int n = 0;

  g_assert_no_error (error);
  vik_rng_seed (&rng, seed, 99);
  while (!vik_game_is_over (game) && n < MAX_ACTIONS)
    {
      guint i;
      VikDecision decision = vik_game_get_decision (game);
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      if (legal->len == 0)
        g_error ("seed %" G_GUINT64_FORMAT ": no legal action at action %d", seed, n);
      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data, legal->len, &rng);
      if (!vik_game_apply (game, &g_array_index (legal, VikAction, i), &error))
        g_error ("seed %" G_GUINT64_FORMAT ": listed action refused: %s", seed, error->message);
      if (!vik_game_check_invariants (game, &error))
        g_error ("seed %" G_GUINT64_FORMAT ", %d players, action %d: %s", seed, n_players, n, error->message);
      if (stats != NULL)
        vik_playout_stats_action (stats, game, decision, &g_array_index (legal, VikAction, i));
      n++;
    }
  g_array_unref (legal);
  return game;
}

/* The test's data: an option, or ALL_OPTIONS: every option of v2.1's book at once. */
#define ALL_OPTIONS VIK_N_OPTIONS

static void
test_option (gconstpointer data)
{
  int option = GPOINTER_TO_INT (data);
  /* v2.1, or the first edition whose book has the option (Balanced Land: de-v1.1). */
  VikEdition edition = VIK_EDITION_V2_1;
  VikRuleset rules;
  int games = games_per_count ();
  int max_players;
  VikPlayoutStats stats = { 0 };

  while (option != ALL_OPTIONS && edition + 1 < VIK_N_EDITIONS && !vik_edition_has_option (edition, option))
    edition++;
  rules = *vik_ruleset_edition (edition);
  max_players = vik_edition_max_players (edition);
  rules.options = 0;
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (option == o || (option == ALL_OPTIONS && vik_edition_has_option (edition, o)))
      rules.options |= 1u << o;
  for (int players = 2; players <= max_players; players++)
    {
      int turns = 0, max_turns = 0;
      for (int g = 0; g < games; g++)
        {
          guint64 seed = 1000 * players + g;
          g_autoptr (VikGame) game = play (&rules, players, seed, &stats);
          if (!vik_game_is_over (game))
            g_error ("options %x, %d players, seed %" G_GUINT64_FORMAT ": no victory after %d actions (turn %d)",
                     rules.options, players, seed, MAX_ACTIONS, vik_game_get_turn (game));
          g_assert_cmpuint (vik_game_get_rules (game)->options, ==, rules.options);
          g_assert_cmpint (vik_game_get_winner (game), !=, VIK_NO_PLAYER);
          if (g % 24 == 0)
            {
              g_autoptr (VikGame) again = play (&rules, players, seed, NULL);
              g_assert_true (vik_game_equal (game, again));
            }
          vik_playout_stats_game (&stats, game);
          turns += vik_game_get_turn (game);
          max_turns = MAX (max_turns, vik_game_get_turn (game));
        }
      g_test_message ("options %x, %d players: %d games won, mean %d turns, longest %d",
                      rules.options, players, games, turns / games, max_turns);
    }
  vik_playout_stats_check (&stats, rules.options);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      g_autofree char *path = g_strdup_printf ("/options-playout/%s", vik_option_id (o));
      g_test_add_data_func (path, GINT_TO_POINTER (o), test_option);
    }
  /* and all of them at once: they meet in one game */
  g_test_add_data_func ("/options-playout/all", GINT_TO_POINTER (ALL_OPTIONS), test_option);
  return g_test_run ();
}
