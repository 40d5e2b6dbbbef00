/* test-playout.c: random seeded games across 2-8 players.
 *
 * After every action: the invariants hold, every listed legal action passes
 * vik_game_check_action(), and the chosen one applies.  A game replayed from
 * its seed is equal to the first, and a copy taken midway, given the rest of
 * the history, ends equal too (copies do not share what they must not).
 * The text board and the event descriptions are checked on the way. */
#include "config.h"

#include "vik-game.h"
#include "vik-rng.h"
#include "vik-text.h"

#include <string.h>

#define GAMES_PER_COUNT 30
#define MAX_ACTIONS 1000
#define MAX_TURNS 60

typedef struct {
  int n_players;
  guint64 seed;
  GArray *legal;
} Playout;

static char *
describe_action (const VikGame *game, const VikAction *a)
{
  return vik_action_to_string (a, vik_game_get_board (game));
}

/* Checks the state after an action: invariants, and every legal action is accepted. */
static void
check_state (const VikGame *game, const Playout *po, int step)
{
  g_autoptr (GError) error = NULL;

  if (!vik_game_check_invariants (game, &error))
    g_error ("%d players, seed %" G_GUINT64_FORMAT ", after action %d: invariant broken: %s",
             po->n_players, po->seed, step, error->message);

  g_array_set_size (po->legal, 0);
  vik_game_legal_actions (game, po->legal);
  if (!vik_game_is_over (game))
    g_assert_cmpuint (po->legal->len, >, 0);
  for (guint i = 0; i < po->legal->len; i++)
    {
      const VikAction *a = &g_array_index (po->legal, VikAction, i);
      if (!vik_game_check_action (game, a, &error))
        {
          g_autofree char *text = describe_action (game, a);
          g_error ("%d players, seed %" G_GUINT64_FORMAT ", after action %d: listed legal action “%s” refused: %s",
                   po->n_players, po->seed, step, text, error->message);
        }
    }
}

static void
check_events (const VikGame *game)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = vik_event_describe (game, &events[i]);
      g_assert_nonnull (text);
      g_assert_cmpuint (strlen (text), >, 0);
    }
}

/* Plays one game; `checks` adds the per-action checks (the replay skips them). */
static VikGame *
play (Playout *po, gboolean checks, VikGame **midway)
{
  VikGameOptions options = { 0 };
  g_autoptr (GError) error = NULL;
  VikGame *game;
  VikRng rng;
  int step = 0;

  options.n_players = po->n_players;
  options.seed = po->seed;
  options.first_player = VIK_FIRST_PLAYER_DRAWN; /* [4.0] 1: any player may begin */
  game = vik_game_new (&options, &error);
  g_assert_no_error (error);
  vik_rng_seed (&rng, po->seed, 99);

  if (checks)
    check_state (game, po, 0);
  while (!vik_game_is_over (game) && step < MAX_ACTIONS && vik_game_get_turn (game) < MAX_TURNS)
    {
      VikAction a;

      if (!checks)
        {
          g_array_set_size (po->legal, 0);
          vik_game_legal_actions (game, po->legal);
        }
      g_assert_cmpuint (po->legal->len, >, 0);
      a = g_array_index (po->legal, VikAction, vik_rng_below (&rng, po->legal->len));
      if (!vik_game_apply (game, &a, &error))
        {
          g_autofree char *text = describe_action (game, &a);
          g_error ("%d players, seed %" G_GUINT64_FORMAT ", action %d “%s” refused: %s",
                   po->n_players, po->seed, step + 1, text, error->message);
        }
      step++;
      if (checks)
        {
          check_events (game);
          check_state (game, po, step);
        }
      if (midway != NULL && step == MAX_ACTIONS / 3)
        *midway = vik_game_copy (game);
    }
  return game;
}

static void
test_playout (gconstpointer data)
{
  int n_players = GPOINTER_TO_INT (data);
  Playout po = { 0 };
  guint total_actions = 0, max_turn = 0;

  po.n_players = n_players;
  po.legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  for (int g = 0; g < GAMES_PER_COUNT; g++)
    {
      VikGame *midway = NULL;
      VikGame *game;
      guint n_actions;

      po.seed = 7919 * n_players + g;
      game = play (&po, TRUE, &midway);
      vik_game_get_history (game, &n_actions);
      total_actions += n_actions;
      max_turn = MAX (max_turn, (guint) vik_game_get_turn (game));

      /* Every third game: the same seed gives an equal game. */
      if (g % 3 == 0)
        {
          VikGame *again = play (&po, FALSE, NULL);
          g_assert_true (vik_game_equal (game, again));
          vik_game_free (again);
        }

      /* The copy taken midway did not change with the original; given the
       * rest of the history it reaches the same state. */
      if (midway != NULL)
        {
          guint n_mid, n_all;
          const VikAction *history;
          g_autoptr (GError) error = NULL;

          vik_game_get_history (midway, &n_mid);
          history = vik_game_get_history (game, &n_all);
          g_assert_cmpuint (n_mid, ==, MAX_ACTIONS / 3);
          for (guint i = n_mid; i < n_all; i++)
            {
              vik_game_apply (midway, &history[i], &error);
              g_assert_no_error (error);
            }
          g_assert_true (vik_game_equal (midway, game));
          vik_game_free (midway);
        }
      vik_game_free (game);
    }
  g_array_unref (po.legal);
  g_test_message ("%d games of %d players: %u actions, last turn reached %u",
                  GAMES_PER_COUNT, n_players, total_actions, max_turn);
  g_assert_cmpuint (total_actions, >, GAMES_PER_COUNT * 20);
}

/* The text board: deterministic, every hex label and player name present,
 * and no wider than 160 columns even on the 8-player board. */
static void
test_render (void)
{
  for (int n_players = 2; n_players <= VIK_MAX_PLAYERS; n_players++)
    {
      VikGameOptions options = { 0 };
      g_autoptr (VikGame) game = NULL;
      g_autoptr (VikGame) copy = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      g_auto (GStrv) lines = NULL;
      const VikBoard *board;

      options.n_players = n_players;
      options.seed = 42;
      game = vik_game_new (&options, NULL);
      g_assert_nonnull (game);
      board = vik_game_get_board (game);
      text = vik_game_render_text (game);
      copy = vik_game_copy (game);
      again = vik_game_render_text (copy);
      g_assert_cmpstr (text, ==, again);

      for (int p = 0; p < n_players; p++)
        g_assert_nonnull (strstr (text, vik_game_get_player_name (game, p)));
      for (int h = 0; h < board->n_hexes; h++)
        {
          g_autofree char *needle = g_strdup_printf ("%s ", vik_board_label (board, h));
          g_assert_nonnull (strstr (text, needle));
        }
      lines = g_strsplit (text, "\n", -1);
      for (int i = 0; lines[i] != NULL; i++)
        g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, 160);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/render", test_render);
  for (int n = 2; n <= VIK_MAX_PLAYERS; n++)
    {
      g_autofree char *path = g_strdup_printf ("/playout/random/%d-players", n);
      g_test_add_data_func (path, GINT_TO_POINTER (n), test_playout);
    }
  return g_test_run ();
}
