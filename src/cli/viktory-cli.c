/* viktory-cli: the engine from the shell, for tests, benchmarks and replays.
 *
 *   viktory-cli new -o game.vik        viktory-cli legal game.vik
 *   viktory-cli apply game.vik 'I c4-d5'   viktory-cli playout --games 200
 *
 * A subcommand is one line in the table below plus its function (cli.h). */
#include "config.h"

#include "cli.h"
#include "vik-locale.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

static const CliCommand commands[] = {
  { "new", cli_cmd_new, N_("Start a new game and write it to a save file") },
  { "show", cli_cmd_show, N_("Print the board and the players of a saved game") },
  { "legal", cli_cmd_legal, N_("List the legal actions of whoever decides now") },
  { "apply", cli_cmd_apply, N_("Apply actions in the notation and save the game") },
  { "playout", cli_cmd_playout, N_("Play random games and check the invariants") },
  { "bench", cli_cmd_bench, N_("Measure the engine's speed") },
  { "tournament", cli_cmd_tournament, N_("Computer players against each other: win rates") },
  { "ai-bench", cli_cmd_ai_bench, N_("Time the computer players' turns") },
  { "demo", cli_cmd_demo, N_("Play a short demonstration game and show the board") },
  { "odds", cli_cmd_odds, N_("The exact odds of a Battle (13.3)") },
  { "scenario", cli_cmd_scenario, N_("Validate, normalize, start or play maps and scenarios") },
  { "verify", cli_cmd_verify, N_("Check that every die and tile of a game followed from its seed") },
  { "scenario-bench", cli_cmd_scenario_bench, N_("Time loading and validating a scenario") },
  { "net-bench", cli_cmd_net_bench, N_("Measure one server holding many games at once") },
  { "victory", cli_cmd_victory, N_("Play Columbia Games' Victory: new, show, legal, apply, playout, bench") },
};

static void
usage (FILE *out)
{
  fprintf (out, _("Usage: viktory-cli COMMAND [OPTION…] [ARGUMENT…]\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-9s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, _("\nRun “viktory-cli COMMAND --help” for a command's options.\n"));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* $VIKTORY_LOCALEDIR, else the build tree's catalogues when run from one,
   * else the installed ones */
  bindtextdomain (GETTEXT_PACKAGE, vik_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      usage (stderr);
      return CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      usage (stdout);
      return CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("viktory-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].func (argc - 1, argv + 1);

  cli_error (_("Unknown command “%s”"), argv[1]);
  usage (stderr);
  return CLI_EXIT_USAGE;
}
