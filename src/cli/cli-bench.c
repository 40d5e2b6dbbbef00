/* cli-bench.c: the engine's speed on one core.
 *
 * (a) legal-action enumeration plus application: enumerate the decider's legal
 *     actions, pick one pseudo-randomly, apply it; from a mid-game position of a
 *     4-player game, starting over from that position when the game is over or
 *     after a cap of actions.  Target: at least 200,000 actions a second.
 * (b) cloning a state: vik_game_copy() plus vik_game_free(), averaged.
 *     Target: under 5 microseconds. */
#include "config.h"

#include "cli.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>

#define BENCH_PLAYERS 4
#define BENCH_MIDGAME_TURN 4
#define BENCH_RESTART_CAP 2000
#define TARGET_ACTIONS_PER_SECOND 200000.0
#define TARGET_CLONE_MICROSECONDS 5.0

/* Plays random actions for `seconds`; returns the actions applied, or -1. */
static gint64
bench_actions (const VikGame *midgame, VikRng *rng, double seconds, double *elapsed)
{
  g_autoptr (GArray) scratch = g_array_sized_new (FALSE, FALSE, sizeof (VikAction), 256);
  VikGame *game = vik_game_copy (midgame);
  gint64 start = g_get_monotonic_time ();
  gint64 deadline = start + (gint64) (seconds * G_USEC_PER_SEC);
  gint64 n = 0, now = start;
  int since_restart = 0;

  for (;;)
    {
      VikAction action;

      if (vik_game_is_over (game) || since_restart >= BENCH_RESTART_CAP
          || !cli_random_action (game, rng, scratch, &action))
        {
          vik_game_free (game);
          game = vik_game_copy (midgame);
          since_restart = 0;
          continue;
        }
      if (!vik_game_apply (game, &action, NULL))
        {
          vik_game_free (game);
          return -1;
        }
      n++;
      since_restart++;
      if ((n & 1023) == 0 && (now = g_get_monotonic_time ()) >= deadline)
        break;
    }
  vik_game_free (game);
  *elapsed = (now - start) / 1e6;
  return n;
}

static double
bench_clone (const VikGame *game, double seconds)
{
  gint64 start = g_get_monotonic_time ();
  gint64 deadline = start + (gint64) (seconds * G_USEC_PER_SEC);
  gint64 n = 0, now;

  do
    {
      for (int i = 0; i < 1000; i++)
        vik_game_free (vik_game_copy (game));
      n += 1000;
      now = g_get_monotonic_time ();
    }
  while (now < deadline);
  return (double) (now - start) / n;
}

int
cli_cmd_bench (int argc, char **argv)
{
  double seconds = 3.0, elapsed = 0;
  char *seed_text = NULL;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game (default 1)"), "S" },
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &seconds, N_("Seconds for each measure (default 3)"), "T" },
    { NULL }
  };
  VikGameOptions options = { 0 };
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GError) error = NULL;
  VikRng rng;
  gint64 n;
  double rate, clone_us;
  int played, status = CLI_EXIT_USAGE;

  if (!cli_parse_options ("bench", "",
                          _("Measures legal-action enumeration plus application, and state cloning,\n"
                            "on a 4-player game in its middle, on one core."),
                          entries, &argc, &argv))
    goto out;
  options.seed = 1;
  if (argc != 1 || seconds <= 0 || (seed_text != NULL && !cli_parse_seed (seed_text, &options.seed)))
    {
      cli_error (_("Bad arguments; see “viktory-cli bench --help”"));
      goto out;
    }

  status = CLI_EXIT_FAILURE;
  options.n_players = BENCH_PLAYERS;
  game = vik_game_new (&options, &error);
  if (game == NULL)
    {
      cli_error ("%s", error->message);
      goto out;
    }
  vik_rng_seed (&rng, options.seed, 0x42454e4348ULL /* "BENCH" */);
  played = cli_play_random (game, &rng, BENCH_MIDGAME_TURN, 20000, &error);
  if (played < 0)
    {
      cli_error (_("The engine refused its own legal action: %s"), error->message);
      goto out;
    }
  printf (_("Position: %d players, seed %" PRIu64 ", turn %d after %d random actions\n"),
          BENCH_PLAYERS, options.seed, vik_game_get_turn (game), played);

  n = bench_actions (game, &rng, seconds, &elapsed);
  if (n < 0)
    {
      cli_error (_("The engine refused its own legal action"));
      goto out;
    }
  rate = n / elapsed;
  printf (_("(a) enumerate + apply: %.0f actions/s (%" PRId64 " actions in %.2f s); "
            "target >= %.0f actions/s: %s\n"),
          rate, n, elapsed, TARGET_ACTIONS_PER_SECOND,
          rate >= TARGET_ACTIONS_PER_SECOND ? _("met") : _("MISSED"));

  clone_us = bench_clone (game, MIN (seconds, 1.0));
  printf (_("(b) clone (copy + free): %.3f µs per state; target < %.1f µs: %s\n"),
          clone_us, TARGET_CLONE_MICROSECONDS,
          clone_us < TARGET_CLONE_MICROSECONDS ? _("met") : _("MISSED"));
  status = CLI_EXIT_OK;

out:
  g_free (seed_text);
  return status;
}
