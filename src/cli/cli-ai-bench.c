/* cli-ai-bench.c: how long the computer players think (docs/ai.md).
 *
 *   viktory-cli ai-bench --level normal --players 8 --turns 30
 *   viktory-cli ai-bench --game victory --level hard --players 2
 *
 * Plays a game in which the measured level holds every seat (Hard: seat 1
 * only, Normal the others, to keep the run short) and times each of its
 * turns: every choice it makes while that turn lasts, decisions asked of it
 * during others' battles counted into its own time of that turn.  Prints the
 * median, 95th percentile and largest turn time.  Use a release build. */
#include "config.h"

#include "cli.h"
#include "cli-games.h"
#include "cli-seats.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
cli_cmd_ai_bench (int argc, char **argv)
{
  int players = 8, max_turns = 30, games = 1, status = CLI_EXIT_USAGE;
  double budget = 1.0;
  char *seed_text = NULL, *level_text = NULL, *game_id = NULL, *scenario = NULL;
  const VikGamePlugin *plugin = NULL;
  g_autoptr (GKeyFile) options = NULL;
  g_autoptr (GError) setup_error = NULL;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id, N_("The game: viktory2 (default) or victory"), "GAME" },
    { "scenario", 'f', 0, G_OPTION_ARG_FILENAME, &scenario, N_("A file of the game's options (default: its standard set-up)"), "FILE" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("easy, normal (default) or hard"), "LEVEL" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players, 2-8 (default 8)"), "N" },
    { "turns", 't', 0, G_OPTION_ARG_INT, &max_turns, N_("Stop each game when turn T begins (default 30)"), "T" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Number of games (default 1)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game"), "S" },
    { "budget", 'b', 0, G_OPTION_ARG_DOUBLE, &budget, N_("Hard's time per turn in seconds (default 1)"), "SECONDS" },
    { NULL }
  };
  CliPlayerKind level = CLI_PLAYER_NORMAL;
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 seed = 1;

  if (!cli_parse_options ("ai-bench", "", _("Times the computer players' turns."), entries, &argc, &argv))
    goto out;
  if (argc != 1 || players < 2 || players > CLI_MAX_SEATS || max_turns < 1 || games < 1 || budget < 0
      || (level_text != NULL && (!cli_player_kind_parse (level_text, &level) || level < CLI_PLAYER_EASY)))
    {
      cli_error (_("Bad arguments; see “viktory-cli ai-bench --help”"));
      goto out;
    }
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    goto out;
  if (!cli_game_setup (game_id, scenario, players, &plugin, &options, &setup_error))
    {
      cli_error ("%s", setup_error->message);
      goto out;
    }

  for (int g = 0; g < games; g++)
    {
      const VikRules *rules = plugin->rules;
      CliPlayerKind kinds[CLI_MAX_SEATS];
      g_autoptr (CliSeats) seats = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree double *turn_time = g_new0 (double, (max_turns + 1) * CLI_MAX_SEATS);
      gpointer game = rules->new_game (options, seed + g, &error);
      gboolean ok = game != NULL;

      if (ok && rules->n_players (game) != players)
        g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("The game has %d players, not %d"),
                     rules->n_players (game), players);
      for (int s = 0; s < players; s++)
        kinds[s] = level == CLI_PLAYER_HARD && s > 0 ? CLI_PLAYER_NORMAL : level;
      seats = cli_seats_new (plugin, kinds, players, seed + g, budget, 0);
      while (ok && error == NULL && !rules->is_over (game) && rules->turn (game) < max_turns)
        {
          VikAnyAction action;
          int decider = rules->decider (game), turn = rules->turn (game);
          gint64 t0 = g_get_monotonic_time ();

          if (!cli_seats_choose (seats, game, &action, &error))
            break;
          if (decider >= 0 && decider < players && turn >= 0)
            turn_time[turn * CLI_MAX_SEATS + decider] += (g_get_monotonic_time () - t0) / 1e3;
          if (!rules->apply (game, &action, &error))
            break;
        }
      /* Turns 1.. (a set-up turn is short) that the measured level played. */
      for (int t = 1; ok && error == NULL && t < MIN (rules->turn (game), max_turns + 1); t++)
        for (int s = 0; s < players; s++)
          if (kinds[s] == level && turn_time[t * CLI_MAX_SEATS + s] > 0)
            g_array_append_val (times, turn_time[t * CLI_MAX_SEATS + s]);
      if (game != NULL)
        rules->free (game);
      if (error != NULL)
        {
          cli_error ("%s", error->message);
          status = CLI_EXIT_FAILURE;
          goto out;
        }
    }
  if (times->len == 0)
    {
      cli_error (_("No turn was timed"));
      status = CLI_EXIT_FAILURE;
      goto out;
    }
  qsort (times->data, times->len, sizeof (double), compare_double);
  printf (_("%s, %s, %d players, %u turns timed: median %.2f ms, 95th percentile %.2f ms, max %.2f ms per turn\n"),
          plugin->rules->id, cli_player_kind_name (level), players, times->len,
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, MIN (times->len - 1, (guint) (times->len * 0.95))),
          g_array_index (times, double, times->len - 1));
  status = CLI_EXIT_OK;

out:
  g_free (seed_text);
  g_free (level_text);
  g_free (game_id);
  g_free (scenario);
  return status;
}
