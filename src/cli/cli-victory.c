/* cli-victory.c: `viktory-cli victory …` plays Columbia Games' Victory:
 *
 *   viktory-cli victory new -o game.vic [--scenario quick-start|FILE] [--players 2]
 *   viktory-cli victory show game.vic [--as N]
 *   viktory-cli victory legal game.vic
 *   viktory-cli victory apply game.vic 'move IN3 e5-f6' …
 *   viktory-cli victory playout --games 20 [--players 4] [--policy aggressive]
 *   viktory-cli victory bench [--seconds 3]
 *   viktory-cli victory odds game.vic [--hex e5 | --move ACTION]   (cli-victory-odds.c)
 *
 * The other subcommands of viktory-cli play VIKTORY II. */
#include "config.h"

#include "cli.h"
#include "cli-victory.h"
#include "vic-game.h"
#include "vic-policy.h"
#include "vic-save.h"
#include "vic-scenario.h"
#include "vic-text.h"
#include "vik-file-io.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define BENCH_MIDGAME_ACTIONS 600
#define BENCH_RESTART_CAP 3000
#define TARGET_ACTIONS_PER_SECOND 200000.0

static VicGame *
load_or_complain (const char *path)
{
  g_autoptr(GError) error = NULL;
  VicGame *game = vic_game_load (path, &error);

  if (game == NULL)
    cli_error (_("Cannot load %s: %s"), path, error->message);
  return game;
}

/* A scenario by preset id or file name: CLI_EXIT_OK, CLI_EXIT_USAGE for a
 * preset refused for --players, CLI_EXIT_FAILURE for a file refused (as
 * every command refuses a bad file).  On failure sc holds nothing (a file
 * refused after its Preset= has set up a map is cleared). */
static int
scenario_from (const char *spec, int players, VicScenario *sc)
{
  g_autoptr(GError) error = NULL;

  if (spec == NULL)
    spec = "quick-start";
  for (const char *const *id = vic_scenario_preset_ids (); *id != NULL; id++)
    if (strcmp (*id, spec) == 0)
      {
        if (!vic_scenario_preset (spec, players, sc, &error))
          {
            cli_error ("%s", error->message);
            vic_scenario_clear (sc);
            return CLI_EXIT_USAGE;
          }
        return CLI_EXIT_OK;
      }
  /* A file (its map may be a map file next to it, as the bundled ones'). */
  if (!vic_scenario_load_file (spec, sc, &error))
    {
      cli_error (_("Cannot read the scenario %s: %s"), spec, error->message);
      vic_scenario_clear (sc);
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}

static int
cmd_new (int argc, char **argv)
{
  g_autofree char *output = NULL, *scenario = NULL, *seed_text = NULL, *options = NULL;
  int players = 2, turn_limit = -1;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the new game to FILE"), "FILE" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario,
      N_("quick-start, custom-forces, sleeping-giant, two-front-war (10.1-10.4) or a scenario file"), "ID|FILE" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players: 2, 3 in the Two Front War, or 4 on four maps"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game's random generator"), "S" },
    { "options", 0, 0, G_OPTION_ARG_STRING, &options, N_("Optional rules, comma-separated (e.g. regroups,factories)"), "LIST" },
    { "turn-limit", 0, 0, G_OPTION_ARG_INT, &turn_limit, N_("Game turns before the most PP wins (10.6)"), "N" },
    { NULL }
  };
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;
  guint64 seed;
  int status;

  if (!cli_parse_options ("victory new", "", _("Start a new game of Victory and write it to a save file"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (output == NULL)
    {
      cli_error (_("Say where to write the game: -o FILE"));
      return CLI_EXIT_USAGE;
    }
  seed = cli_fresh_seed ();
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  if ((status = scenario_from (scenario, players, &sc)) != CLI_EXIT_OK)
    return status;
  if (options != NULL)
    {
      char *bad = NULL;
      if (!vic_options_parse (options, &sc.rules.options, &bad))
        {
          cli_error (_("Unknown optional rule “%s”"), bad);
          g_free (bad);
          vic_scenario_clear (&sc);
          return CLI_EXIT_USAGE;
        }
    }
  if (turn_limit >= 0)
    sc.options.turn_limit = turn_limit;
  game = vic_scenario_new_game (&sc, seed, &error);
  vic_scenario_clear (&sc);
  if (game == NULL)
    {
      /* a scenario the rules refuse to set up: a bad file, as elsewhere */
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  if (!vic_game_save (game, output, &error))
    {
      cli_error (_("Cannot write %s: %s"), output, error->message);
      return CLI_EXIT_FAILURE;
    }
  printf (_("New game of Victory in %s (seed %" PRIu64 ")\n"), output, seed);
  return CLI_EXIT_OK;
}

static int
cmd_show (int argc, char **argv)
{
  int as = 0;
  GOptionEntry entries[] = {
    { "as", 0, 0, G_OPTION_ARG_INT, &as, N_("Show what player N may see (default: everything)"), "N" },
    { NULL }
  };
  g_autoptr(VicGame) game = NULL;
  g_autofree char *text = NULL;

  if (!cli_parse_options ("victory show", _("FILE"), _("Print the map and the blocks of a saved game of Victory"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    {
      cli_error (_("Wrong number of arguments; see “viktory-cli victory show --help”"));
      return CLI_EXIT_USAGE;
    }
  game = load_or_complain (argv[1]);
  if (game == NULL)
    return CLI_EXIT_FAILURE;
  if (as < 0 || as > vic_game_get_n_players (game))
    {
      cli_error (_("No such player"));
      return CLI_EXIT_USAGE;
    }
  text = vic_game_to_text (game, as - 1);
  fputs (text, stdout);
  return CLI_EXIT_OK;
}

static int
cmd_legal (int argc, char **argv)
{
  g_autoptr(VicGame) game = NULL;
  GArray *legal;

  if (!cli_parse_options ("victory legal", _("FILE"), _("List the legal actions of whoever decides now"),
                          NULL, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    {
      cli_error (_("Wrong number of arguments; see “viktory-cli victory legal --help”"));
      return CLI_EXIT_USAGE;
    }
  game = load_or_complain (argv[1]);
  if (game == NULL)
    return CLI_EXIT_FAILURE;
  legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  vic_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *text = vic_action_to_string (game, &g_array_index (legal, VicAction, i));
      printf ("%s\n", text);
    }
  g_array_unref (legal);
  return CLI_EXIT_OK;
}

static int
cmd_apply (int argc, char **argv)
{
  g_autoptr(VicGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (!cli_parse_options ("victory apply", _("FILE ACTION…"), _("Apply actions in the notation and save the game"),
                          NULL, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 3)
    {
      cli_error (_("Wrong number of arguments; see “viktory-cli victory apply --help”"));
      return CLI_EXIT_USAGE;
    }
  game = load_or_complain (argv[1]);
  if (game == NULL)
    return CLI_EXIT_FAILURE;
  for (int i = 2; i < argc; i++)
    {
      guint n;
      const VicEvent *events;
      int viewer = vic_game_get_decider (game);
      if (!vic_game_apply_text (game, argv[i], &error))
        {
          cli_error (_("“%s” refused: %s"), argv[i], error->message);
          return CLI_EXIT_FAILURE;
        }
      events = vic_game_get_events (game, &n);
      for (guint e = 0; e < n; e++)
        {
          g_autofree char *line = vic_event_to_text (game, &events[e], viewer);
          printf ("%s\n", line);
        }
    }
  if (!vic_game_save (game, argv[1], &error))
    {
      cli_error (_("Cannot write %s: %s"), argv[1], error->message);
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}

/* A new game, or NULL with *status saying why (scenario_from's codes). */
static VicGame *
new_game (const char *scenario, int players, guint64 seed, guint32 options, int *status)
{
  VicScenario sc = { 0 };
  VicGame *game;
  g_autoptr(GError) error = NULL;

  if ((*status = scenario_from (scenario, players, &sc)) != CLI_EXIT_OK)
    return NULL;
  sc.rules.options |= options;
  if (players > 2 && sc.options.turn_limit == 0)
    sc.options.turn_limit = 30;
  game = vic_scenario_new_game (&sc, seed, &error);
  vic_scenario_clear (&sc);
  if (game == NULL)
    {
      cli_error ("%s", error->message);
      *status = CLI_EXIT_FAILURE;
    }
  return game;
}

VicGame *
cli_victory_new_game (const char *scenario, int players, guint64 seed, guint32 options)
{
  int status;

  return new_game (scenario, players, seed, options, &status);
}

static int
cmd_playout (int argc, char **argv)
{
  int games = 10, players = 2, max_actions = 200000;
  g_autofree char *seed_text = NULL, *policy_text = NULL, *scenario = NULL, *options = NULL;
  GOptionEntry entries[] = {
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Number of games"), "N" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players: 2, 3 in the Two Front War, or 4 on four maps"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("First seed"), "S" },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy_text, N_("uniform or aggressive (default)"), "P" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, N_("A scenario id or file"), "ID|FILE" },
    { "options", 0, 0, G_OPTION_ARG_STRING, &options, N_("Optional rules, comma-separated"), "LIST" },
    { "max-actions", 0, 0, G_OPTION_ARG_INT, &max_actions, N_("Give up a game after N actions"), "N" },
    { NULL }
  };
  VicPolicy policy = VIC_POLICY_AGGRESSIVE;
  guint64 seed = 1;
  guint32 option_bits = 0;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  int over = 0, failures = 0;
  gint64 total = 0, start = g_get_monotonic_time ();

  if (!cli_parse_options ("victory playout", "", _("Play whole games of Victory and check the invariants"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  if (policy_text != NULL && strcmp (policy_text, "uniform") == 0)
    policy = VIC_POLICY_UNIFORM;
  if (options != NULL)
    {
      char *bad = NULL;
      if (!vic_options_parse (options, &option_bits, &bad))
        {
          cli_error (_("Unknown optional rule “%s”"), bad);
          g_free (bad);
          return CLI_EXIT_USAGE;
        }
    }
  for (int g = 0; g < games; g++)
    {
      int status;
      g_autoptr(VicGame) game = new_game (scenario, players, seed + g, option_bits, &status);
      VikRng rng;
      int n = 0;

      if (game == NULL)
        return status;
      vik_rng_seed (&rng, seed + g, 17);
      while (!vic_game_is_over (game) && n < max_actions)
        {
          g_autoptr(GError) error = NULL;
          VicAction a;
          g_array_set_size (legal, 0);
          vic_game_legal_actions (game, legal);
          if (legal->len == 0)
            {
              cli_error (_("Game %d (seed %" PRIu64 "): no legal action"), g + 1, seed + g);
              failures++;
              break;
            }
          a = g_array_index (legal, VicAction, vic_policy_choose (policy, game, (VicAction *) legal->data, legal->len, &rng));
          if (!vic_game_apply (game, &a, &error) || !vic_game_check_invariants (game, &error))
            {
              cli_error (_("Game %d (seed %" PRIu64 "), action %d: %s"), g + 1, seed + g, n, error->message);
              failures++;
              break;
            }
          n++;
        }
      total += n;
      over += vic_game_is_over (game);
      printf (_("game %d: seed %" PRIu64 ", %d actions, %d turns, %s\n"), g + 1, seed + g, n,
              vic_game_get_turn (game), vic_game_is_over (game) ? _("over") : _("not over"));
    }
  printf (_("%d games, %d over, %" PRId64 " actions in %.2f s, %d failures\n"), games, over, total,
          (g_get_monotonic_time () - start) / 1e6, failures);
  return failures > 0 ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}

/* CPU seconds of this process: on a machine shared with other work, the
 * figure that says what the engine costs. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* (a) enumerate the decider's legal actions, pick one pseudo-randomly, apply
 * it, from a mid-game position of a 2-map game (Quick Start), starting over
 * when the game ends or after a cap; (b) copying a state. */
static int
cmd_bench (int argc, char **argv)
{
  double seconds = 3.0;
  int players = 2;
  GOptionEntry entries[] = {
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("How long to measure"), "S" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players: 2, 3 in the Two Front War, or 4 on four maps"), "N" },
    { NULL }
  };
  g_autoptr(VicGame) midgame = NULL;
  g_autoptr(GArray) legal = g_array_sized_new (FALSE, FALSE, sizeof (VicAction), 512);
  VikRng rng;
  VicGame *game;
  gint64 n = 0, enumerated = 0, start, now, deadline;
  int since = 0, copies = 0, status;
  double rate, copy_us, cpu_start, cpu_used;

  if (!cli_parse_options ("victory bench", "", _("Measure the Victory engine's speed"), entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  midgame = new_game (NULL, players, 12345, 0, &status);
  if (midgame == NULL)
    return status;
  vik_rng_seed (&rng, 1, 1);
  for (int i = 0; i < BENCH_MIDGAME_ACTIONS && !vic_game_is_over (midgame); i++)
    {
      VicAction a;
      g_array_set_size (legal, 0);
      vic_game_legal_actions (midgame, legal);
      a = g_array_index (legal, VicAction, vic_policy_choose (VIC_POLICY_AGGRESSIVE, midgame, (VicAction *) legal->data,
                                                             legal->len, &rng));
      vic_game_apply (midgame, &a, NULL);
    }
  game = vic_game_copy (midgame);
  start = now = g_get_monotonic_time ();
  cpu_start = cpu_seconds ();
  deadline = start + (gint64) (seconds * G_USEC_PER_SEC);
  for (;;)
    {
      if (vic_game_is_over (game) || since >= BENCH_RESTART_CAP)
        {
          vic_game_free (game);
          game = vic_game_copy (midgame);
          since = 0;
        }
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      enumerated += legal->len;
      if (legal->len == 0 || !vic_game_apply (game, &g_array_index (legal, VicAction, vik_rng_below (&rng, legal->len)), NULL))
        {
          cli_error (_("The engine refused its own legal action"));
          vic_game_free (game);
          return CLI_EXIT_FAILURE;
        }
      n++;
      since++;
      if ((n & 1023) == 0 && (now = g_get_monotonic_time ()) >= deadline)
        break;
    }
  vic_game_free (game);
  cpu_used = cpu_seconds () - cpu_start;
  rate = n / cpu_used;
  cpu_start = cpu_seconds ();
  for (copies = 0; copies < 100000; copies++)
    vic_game_free (vic_game_copy (midgame));
  copy_us = (cpu_seconds () - cpu_start) * 1e6 / copies;
  printf (_("Victory, %d players, %d maps: %.0f actions per CPU second with enumeration (%" PRId64
            " actions in %.2f s of CPU, %.2f s of wall clock; %.1f legal actions on average; target %.0f): %s\n"),
          players, vic_game_get_map (midgame)->n_tiles, rate, n, cpu_used, (now - start) / 1e6,
          n ? (double) enumerated / n : 0.0,
          TARGET_ACTIONS_PER_SECOND, rate >= TARGET_ACTIONS_PER_SECOND ? _("met") : _("NOT met"));
  printf (_("copying a state: %.2f µs\n"), copy_us);
  return CLI_EXIT_OK;
}

static const CliCommand victory_commands[] = {
  { "new", cmd_new, N_("Start a new game of Victory and write it to a save file") },
  { "show", cmd_show, N_("Print the map and the blocks of a saved game") },
  { "legal", cmd_legal, N_("List the legal actions of whoever decides now") },
  { "apply", cmd_apply, N_("Apply actions in the notation and save the game") },
  { "playout", cmd_playout, N_("Play whole games and check the invariants") },
  { "bench", cmd_bench, N_("Measure the engine's speed") },
  { "odds", cli_victory_odds, N_("Forecast a battle by simulation") },
  { "to-battle", cli_victory_to_battle, N_("Play on until a battle waits") },
  { "ai-bench", cli_victory_ai_bench, N_("Time the computer players' turns") },
  { "match", cli_victory_match, N_("Computer players against each other: win rates") },
};

int
cli_cmd_victory (int argc, char **argv)
{
  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      FILE *out = argc < 2 ? stderr : stdout;
      fprintf (out, _("Usage: viktory-cli victory COMMAND [OPTION…] [ARGUMENT…]\n\nCommands:\n"));
      for (guint i = 0; i < G_N_ELEMENTS (victory_commands); i++)
        fprintf (out, "  %-9s %s\n", victory_commands[i].name, _(victory_commands[i].summary));
      return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (victory_commands); i++)
    if (strcmp (argv[1], victory_commands[i].name) == 0)
      return victory_commands[i].func (argc - 1, argv + 1);
  cli_error (_("Unknown command “%s”"), argv[1]);
  return CLI_EXIT_USAGE;
}
