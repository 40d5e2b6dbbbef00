/* cli-tournament.c: computer players against each other (docs/ai.md).
 *
 *   viktory-cli tournament --players hard,normal --games 400 --seed 1
 *   viktory-cli tournament --game victory --players normal,easy --games 400
 *
 * Any game of vik-games.h (--game; --scenario a file of its options), played
 * only through VikRules and the shared computer players.
 * One seat per name; in game g seat s is played by name (s + g) mod n, so no
 * player keeps the first move.  Prints each level's win rate with a 95%
 * Wilson score interval, and the mean game length. */
#include "config.h"

#include "cli.h"
#include "cli-games.h"
#include "cli-seats.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>

/* A game stopped at a cap, saved as DIR/capped-SEED.EXT to be looked at
 * (`viktory-cli show`, the game window); a failure is told, not fatal. */
static void
keep_capped (const VikGamePlugin *plugin, gconstpointer game, const char *dir, guint64 seed)
{
  g_autofree char *text = NULL, *name = NULL, *path = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  text = vik_rules_save_text (plugin->rules, game, &length);
  name = g_strdup_printf ("capped-%" PRIu64 ".%s", seed, plugin->rules->save_extension);
  path = g_build_filename (dir, name, NULL);
  if (text == NULL || !g_file_set_contents (path, text, (gssize) length, &error))
    cli_error ("%s: %s", path, error != NULL ? error->message : "?");
}

/* Plays one game; fills scores[] (1 a win, a share of it for allies who win
 * together, 0 for all at a cap); FALSE when an action was refused (an error).
 * A game stopped at a cap is kept in keep_dir (NULL: not kept). */
static gboolean
tournament_game (const VikGamePlugin *plugin, GKeyFile *options, const CliPlayerKind *kinds, int n, guint64 seed,
                 double budget, guint iterations, int max_turns, int max_actions, const char *keep_dir, int *turns,
                 int *actions, double *scores)
{
  const VikRules *rules = plugin->rules;
  g_autoptr (CliSeats) seats = NULL;
  g_autoptr (GError) error = NULL;
  gpointer game = rules->new_game (options, seed, &error);

  if (game == NULL)
    {
      cli_error ("%s", error->message);
      return FALSE;
    }
  if (rules->n_players (game) != n)
    {
      cli_error (_("The game has %d players, but %d were named"), rules->n_players (game), n);
      rules->free (game);
      return FALSE;
    }
  seats = cli_seats_new (plugin, kinds, n, seed, budget, iterations);
  *actions = 0;
  while (!rules->is_over (game) && rules->turn (game) < max_turns && *actions < max_actions)
    {
      VikAnyAction action;
      if (!cli_seats_choose (seats, game, &action, &error) || !rules->apply (game, &action, &error))
        {
          cli_error (_("seed %" PRIu64 ", action %d: %s"), seed, *actions + 1, error->message);
          rules->free (game);
          return FALSE;
        }
      (*actions)++;
    }
  *turns = rules->turn (game);
  if (keep_dir != NULL && !rules->is_over (game))
    keep_capped (plugin, game, keep_dir, seed);
  rules->scores (game, scores);
  rules->free (game);
  return TRUE;
}

int
cli_cmd_tournament (int argc, char **argv)
{
  int games = 100, max_turns = 300, max_actions = 30000, iterations = 0, n = 0, status = CLI_EXIT_USAGE;
  double budget = 1.0;
  gboolean quiet = FALSE;
  char *seed_text = NULL, *players_text = NULL, *game_id = NULL, *scenario = NULL, *keep_dir = NULL;
  const VikGamePlugin *plugin = NULL;
  g_autoptr (GKeyFile) options = NULL;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id, N_("The game: viktory2 (default) or victory"), "GAME" },
    { "scenario", 'f', 0, G_OPTION_ARG_FILENAME, &scenario, N_("A file of the game's options (default: its standard set-up)"), "FILE" },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text, N_("One name per seat, 2-8: easy, normal, hard, uniform, aggressive"), "NAME,NAME[,…]" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Number of games (default 100)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game; game g uses S+g"), "S" },
    { "budget", 'b', 0, G_OPTION_ARG_DOUBLE, &budget, N_("Hard's time per turn in seconds (default 1; 0: no limit)"), "SECONDS" },
    { "iterations", 'i', 0, G_OPTION_ARG_INT, &iterations, N_("Hard's most playout rounds per decision (default 0: time only)"), "N" },
    { "max-turns", 't', 0, G_OPTION_ARG_INT, &max_turns, N_("A game without a winner when turn T begins (default 300)"), "T" },
    { "max-actions", 'm', 0, G_OPTION_ARG_INT, &max_actions, N_("A game without a winner after M actions (default 30000)"), "M" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Print only the summary"), NULL },
    { "keep-capped", 'k', 0, G_OPTION_ARG_FILENAME, &keep_dir, N_("Save each game stopped at a cap in DIR, as capped-SEED"), "DIR" },
    { NULL }
  };
  CliPlayerKind kinds[CLI_MAX_SEATS];
  double wins[CLI_N_PLAYER_KINDS] = { 0 };
  int seats_of[CLI_N_PLAYER_KINDS] = { 0 };
  int capped = 0, failed = 0, played = 0;
  gint64 total_turns = 0, total_actions = 0, start;
  guint64 seed = 0;
  g_autoptr (GError) error = NULL;

  if (!cli_parse_options ("tournament", "",
                          /* xgettext:no-c-format */
                          _("Plays computer players against each other, seats rotated from game\n"
                            "to game, and prints win rates with 95% confidence intervals."),
                          entries, &argc, &argv))
    goto out;
  if (argc != 1 || games < 1 || max_turns < 1 || max_actions < 1 || iterations < 0 || budget < 0
      || !cli_player_list_parse (players_text != NULL ? players_text : "normal,easy", kinds, &n, &error)
      || n < 2)
    {
      if (error != NULL)
        cli_error ("%s", error->message);
      else
        cli_error (_("Bad arguments; see “viktory-cli tournament --help”"));
      goto out;
    }
  if (!cli_game_setup (game_id, scenario, n, &plugin, &options, &error))
    {
      cli_error ("%s", error->message);
      goto out;
    }
  if (seed_text != NULL)
    {
      if (!cli_parse_seed (seed_text, &seed))
        goto out;
    }
  else
    seed = cli_fresh_seed ();
  for (int s = 0; s < n; s++)
    seats_of[kinds[s]]++;

  printf (_("Tournament of %s: %d seats (%s), %d games, seed %" PRIu64 ", Hard %.2f s/turn, %d rounds\n"),
          plugin->rules->id, n, players_text != NULL ? players_text : "normal,easy", games, seed, budget, iterations);
  start = g_get_monotonic_time ();
  for (int g = 0; g < games; g++)
    {
      CliPlayerKind rotated[CLI_MAX_SEATS];
      double scores[CLI_MAX_SEATS] = { 0 }, won = 0.0;
      int turns = 0, actions = 0;
      GString *winners = g_string_new (NULL);

      for (int s = 0; s < n; s++)
        rotated[s] = kinds[(s + g) % n];
      if (!tournament_game (plugin, options, rotated, n, seed + g, budget, iterations, max_turns, max_actions,
                            keep_dir, &turns, &actions, scores))
        {
          failed++;
          g_string_free (winners, TRUE);
          continue;
        }
      played++;
      total_turns += turns;
      total_actions += actions;
      for (int s = 0; s < n; s++)
        if (scores[s] > 0.0)
          {
            wins[rotated[s]] += scores[s];
            won += scores[s];
            g_string_append_printf (winners, "%s%s", winners->len > 0 ? "+" : "", cli_player_kind_name (rotated[s]));
          }
      if (won == 0.0)
        capped++;
      if (!quiet)
        printf (_("game %d: seed %" PRIu64 ", %d turns, %d actions, won by %s\n"), g, seed + g, turns, actions,
                won > 0.0 ? winners->str : _("nobody (cap)"));
      g_string_free (winners, TRUE);
      fflush (stdout);
    }

  printf (_("%-10s %5s %6s %9s  %s\n"), _("player"), _("seats"), _("wins"), _("win rate"),
          /* xgettext:no-c-format */
          _("95% interval"));
  for (int k = 0; k < CLI_N_PLAYER_KINDS; k++)
    if (seats_of[k] > 0)
      {
        double lo, hi;
        cli_wilson ((int) (wins[k] + 0.5), played, &lo, &hi);
        printf ("%-10s %5d %6.1f %8.1f%%  [%.1f%%, %.1f%%]\n", cli_player_kind_name (k), seats_of[k], wins[k],
                played > 0 ? 100.0 * wins[k] / played : 0.0, 100.0 * lo, 100.0 * hi);
      }
  printf (_("No winner (turn cap %d or action cap %d): %d\n"), max_turns, max_actions, capped);
  if (played > 0)
    printf (_("Mean game length: %.1f turns, %.0f actions; %.2f s per game\n"),
            (double) total_turns / played, (double) total_actions / played,
            (g_get_monotonic_time () - start) / 1e6 / played);
  if (failed > 0)
    {
      printf (_("FAILED: %d games stopped on a refused action\n"), failed);
      status = CLI_EXIT_FAILURE;
    }
  else
    status = CLI_EXIT_OK;

out:
  g_free (seed_text);
  g_free (players_text);
  g_free (game_id);
  g_free (scenario);
  g_free (keep_dir);
  return status;
}
