/* test-victory.c: seeded playouts of whole games to a victory [5.0], under each
 * victory condition and for 2-8 players, with every invariant checked after
 * every action and the same seed replayed to the same game.
 *
 * VIK_VICTORY_GAMES sets the games per (condition, player count); the default
 * 18 gives 4 x 7 x 18 = 504 games. */
#include "vik-game.h"
#include "vik-policy.h"

#include <stdlib.h>

#define MAX_ACTIONS 200000

typedef struct {
  guint victory;
  const char *name;
} Condition;

static const Condition conditions[] = {
  { VIK_VICTORY_STANDARD, "standard" },
  { VIK_VICTORY_SHORTER, "shorter" },
  { VIK_VICTORY_RACE, "race" },
  { VIK_VICTORY_DOOMSDAY, "doomsday" },
};

static int
games_per_cell (void)
{
  const char *env = g_getenv ("VIK_VICTORY_GAMES");
  int n = env ? atoi (env) : 18;

  return CLAMP (n, 1, 1000);
}

/* Plays one game to its end; returns the number of actions. */
static int
play (guint victory, int n_players, guint64 seed, VikGame **out)
{
  VikGameOptions options = { .n_players = n_players, .seed = seed, .victory = victory };
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
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      if (legal->len == 0)
        g_error ("seed %" G_GUINT64_FORMAT ": no legal action at action %d", seed, n);
      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data, legal->len, &rng);
      if (!vik_game_apply (game, &g_array_index (legal, VikAction, i), &error))
        g_error ("seed %" G_GUINT64_FORMAT ": listed action refused: %s", seed, error->message);
      if (!vik_game_check_invariants (game, &error))
        g_error ("seed %" G_GUINT64_FORMAT ", %d players, action %d: %s", seed, n_players, n, error->message);
      n++;
    }
  g_array_unref (legal);
  *out = game;
  return n;
}

static void
test_condition (gconstpointer data)
{
  const Condition *cond = data;
  int games = games_per_cell ();

  for (int players = 2; players <= 8; players++)
    {
      int over = 0, turns = 0, max_turns = 0;
      for (int g = 0; g < games; g++)
        {
          VikGame *game;
          guint64 seed = 1000 * players + g;
          play (cond->victory, players, seed, &game);
          if (vik_game_is_over (game))
            over++;
          else
            g_error ("%s, %d players, seed %" G_GUINT64_FORMAT ": no victory after %d actions (turn %d)",
                     cond->name, players, seed, MAX_ACTIONS, vik_game_get_turn (game));
          g_assert_cmpint (vik_game_get_winner (game), !=, VIK_NO_PLAYER);
          g_assert_false (vik_game_player_eliminated (game, vik_game_get_winner (game)));
          turns += vik_game_get_turn (game);
          max_turns = MAX (max_turns, vik_game_get_turn (game));
          vik_game_free (game);
        }
      g_test_message ("%s, %d players: %d/%d games won, mean %d turns, longest %d",
                      cond->name, players, over, games, turns / games, max_turns);
    }
}

/* The same seed gives the same game, bit for bit. */
static void
test_deterministic (void)
{
  VikGame *a, *b;

  play (VIK_VICTORY_STANDARD, 3, 77, &a);
  play (VIK_VICTORY_STANDARD, 3, 77, &b);
  g_assert_true (vik_game_equal (a, b));
  vik_game_free (a);
  vik_game_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (conditions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/victory/%s", conditions[i].name);
      g_test_add_data_func (path, &conditions[i], test_condition);
    }
  g_test_add_func ("/victory/deterministic", test_deterministic);
  return g_test_run ();
}
