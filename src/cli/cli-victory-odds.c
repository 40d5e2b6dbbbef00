/* cli-victory-odds.c: the Victory battle forecast from the shell.
 *
 *   viktory-cli victory odds game.vic [--hex e5 | --move 'move IN3 e5-f6']
 *                [--as N] [--trials 400] [--seed 1] [--time]
 *   viktory-cli victory to-battle game.vic -o out.vic [--seed 1]
 *
 * `odds` without --hex or --move forecasts every battle waiting.  `to-battle`
 * plays on with the aggressive policy until a battle waits, to try it. */
#include "config.h"

#include "cli.h"
#include "vic-forecast.h"
#include "vic-game.h"
#include "vic-policy.h"
#include "vic-save.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <stdio.h>

#define TO_BATTLE_MAX_ACTIONS 20000

static gboolean
any_battle (const VicGame *game)
{
  const VicMap *map = vic_game_get_map (game);

  for (int h = 0; h < map->n_hexes; h++)
    if (vic_game_hex_is_battle (game, h))
      return TRUE;
  return FALSE;
}

static int
forecast_one (const VicGame *game, int viewer, const VicAction *move, int hex, int trials, guint64 seed,
              gboolean timed)
{
  g_autoptr(GError) error = NULL;
  VicForecast f;
  gint64 start = g_get_monotonic_time ();
  const char *attacker;

  if (!vic_forecast_battle (game, viewer, move, hex, trials, seed, &f, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  attacker = f.attacker >= 0 ? vic_game_get_player_name (game, f.attacker) : "?";
  printf (_("Battle in %s, %s attacking: %d battles simulated for %s's view (seed %" PRIu64 ")\n"),
          vic_map_label (vic_game_get_map (game), f.hex), attacker, f.trials,
          viewer >= 0 ? vic_game_get_player_name (game, viewer) : _("a spectator"), seed);
  printf (_("Attacker takes the hex:  %5.1f %% ± %.1f %%\n"), 100.0 * f.take, 100.0 * f.take_error);
  printf (_("Defender holds:          %5.1f %% ± %.1f %%\n"), 100.0 * f.hold, 100.0 * f.hold_error);
  printf (_("Nobody left in the hex:  %5.1f %%\n"), 100.0 * f.neither);
  printf (_("Expected steps lost: attacker %.2f ± %.2f, defender %.2f ± %.2f\n"), f.attacker_losses,
          f.attacker_losses_error, f.defender_losses, f.defender_losses_error);
  if (f.unfinished > 0)
    printf (_("%d battles stopped after %d decisions\n"), f.unfinished, VIC_FORECAST_MAX_DECISIONS);
  if (timed)
    printf (_("Computed in %.1f ms\n"), (g_get_monotonic_time () - start) / 1000.0);
  return CLI_EXIT_OK;
}

int
cli_victory_odds (int argc, char **argv)
{
  g_autofree char *hex_text = NULL, *move_text = NULL, *seed_text = NULL;
  int as = 0, trials = VIC_FORECAST_DEFAULT_TRIALS;
  gboolean timed = FALSE;
  GOptionEntry entries[] = {
    { "hex", 0, 0, G_OPTION_ARG_STRING, &hex_text, N_("The battle waiting or under way in HEX"), "HEX" },
    { "move", 0, 0, G_OPTION_ARG_STRING, &move_text, N_("The battle this move would start (“move IN3 e5-f6”)"),
      "ACTION" },
    { "as", 0, 0, G_OPTION_ARG_INT, &as, N_("Forecast from what player N may see (default: whoever decides)"), "N" },
    { "trials", 'n', 0, G_OPTION_ARG_INT, &trials, N_("Battles to simulate"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the simulation"), "S" },
    { "time", 0, 0, G_OPTION_ARG_NONE, &timed, N_("Print how long it took"), NULL },
    { NULL }
  };
  g_autoptr(VicGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint64 seed = 1;
  int viewer, status = CLI_EXIT_OK, found = 0;
  const VicMap *map;

  if (!cli_parse_options ("victory odds", _("FILE"), _("Forecast a battle of Victory by simulation"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2 || (hex_text != NULL && move_text != NULL))
    {
      cli_error (_("Wrong number of arguments; see “viktory-cli victory odds --help”"));
      return CLI_EXIT_USAGE;
    }
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  if (trials < 1 || trials > VIC_FORECAST_MAX_TRIALS)
    {
      cli_error (_("--trials must be between 1 and %d"), VIC_FORECAST_MAX_TRIALS);
      return CLI_EXIT_USAGE;
    }
  game = vic_game_load (argv[1], &error);
  if (game == NULL)
    {
      cli_error (_("Cannot load %s: %s"), argv[1], error->message);
      return CLI_EXIT_FAILURE;
    }
  if (as < 0 || as > vic_game_get_n_players (game))
    {
      cli_error (_("No such player"));
      return CLI_EXIT_USAGE;
    }
  viewer = as > 0 ? as - 1 : vic_game_get_decider (game);
  map = vic_game_get_map (game);
  if (move_text != NULL)
    {
      VicAction move;
      if (!vic_action_parse (game, move_text, &move, &error))
        {
          cli_error (_("“%s” refused: %s"), move_text, error->message);
          return CLI_EXIT_FAILURE;
        }
      return forecast_one (game, viewer, &move, VIC_NO_HEX, trials, seed, timed);
    }
  if (hex_text != NULL)
    {
      int hex = vic_map_lookup (map, hex_text);
      if (hex == VIC_NO_HEX)
        {
          cli_error (_("No hex “%s” on this map"), hex_text);
          return CLI_EXIT_USAGE;
        }
      return forecast_one (game, viewer, NULL, hex, trials, seed, timed);
    }
  for (int h = 0; h < map->n_hexes && status == CLI_EXIT_OK; h++)
    if (vic_game_hex_is_battle (game, h))
      {
        found++;
        status = forecast_one (game, viewer, NULL, h, trials, seed, timed);
      }
  if (found == 0)
    printf (_("No battle is waiting\n"));
  return status;
}

int
cli_victory_to_battle (int argc, char **argv)
{
  g_autofree char *output = NULL, *seed_text = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the game to FILE"), "FILE" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the policy's choices"), "S" },
    { NULL }
  };
  g_autoptr(VicGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  guint64 seed = 1;
  VikRng rng;
  int n = 0;

  if (!cli_parse_options ("victory to-battle", _("FILE"),
                          _("Play on with the aggressive policy until a battle waits, and write the game"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2 || output == NULL)
    {
      cli_error (_("Wrong number of arguments; see “viktory-cli victory to-battle --help”"));
      return CLI_EXIT_USAGE;
    }
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  game = vic_game_load (argv[1], &error);
  if (game == NULL)
    {
      cli_error (_("Cannot load %s: %s"), argv[1], error->message);
      return CLI_EXIT_FAILURE;
    }
  vik_rng_seed (&rng, seed, 0);
  while (!any_battle (game) && !vic_game_is_over (game) && n < TO_BATTLE_MAX_ACTIONS)
    {
      VicAction a;
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      if (legal->len == 0)
        break;
      a = g_array_index (legal, VicAction,
                         vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, (VicAction *) legal->data, legal->len, &rng));
      if (!vic_game_apply (game, &a, &error))
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
      n++;
    }
  if (!any_battle (game))
    {
      cli_error (_("No battle after %d actions"), n);
      return CLI_EXIT_FAILURE;
    }
  if (!vic_game_save (game, output, &error))
    {
      cli_error (_("Cannot write %s: %s"), output, error->message);
      return CLI_EXIT_FAILURE;
    }
  printf (_("A battle waits after %d actions; written to %s\n"), n, output);
  return CLI_EXIT_OK;
}
