/* cli-scenario.c: maps and scenarios from the shell.
 *
 *   viktory-cli scenario validate FILE…        every problem, errors and warnings
 *   viktory-cli scenario normalize FILE [OUT]  load and save again (canonical form)
 *   viktory-cli scenario new FILE -o game.vik  a saved game set up from the scenario
 *   viktory-cli scenario play FILE --seed S    an aggressive playout to the end
 *   viktory-cli scenario-bench FILE            time to load and validate
 *
 * They are VIKTORY II's; `scenario validate` also checks a Victory map or
 * scenario ([Game] Game=victory) by Victory's rules, and the others send a
 * Victory file to `viktory-cli victory new --scenario`. */
#include "config.h"

#include "cli.h"
#include "vik-policy.h"
#include "vik-save.h"
#include "vik-scenario.h"
#include "vik-file-io.h"
#include "vik-rules.h"
#include "vic-game.h"
#include "vic-map.h"
#include "vic-scenario.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

static gboolean
is_map_file (const char *path)
{
  return g_str_has_suffix (path, VIK_MAP_EXTENSION);
}

static void
print_problems (const char *path, GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = problems->pdata[i];
      printf ("%s: %s: %s\n", path, p->severity == VIK_PROBLEM_ERROR ? _("error") : _("warning"), p->message);
    }
}

/* Is the file one of Victory's, by its [Game] Game= (docs/victory-file-format.md)?
 * Files that do not read as key files are VIKTORY II's to refuse. */
static gboolean
is_victory_file (const char *path)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *data = NULL, *id = NULL;
  gsize length;

  if (!vik_file_read_bounded (path, VIC_MAP_MAX_FILE_BYTES, &data, &length, NULL)
      || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL))
    return FALSE;
  id = vik_rules_file_game_id (kf);
  return strcmp (id, "victory") == 0;
}

/* Refuses a Victory file in a VIKTORY II command, naming Victory's. */
static gboolean
refuse_victory (const char *path)
{
  if (!is_victory_file (path))
    return FALSE;
  cli_error (_("%s is a Victory file ([Game] Game=victory): check it with “viktory-cli scenario validate %s”, "
               "start a game of it with “viktory-cli victory new --scenario %s -o GAME”"), path, path, path);
  return TRUE;
}

/* A Victory map or scenario checked by Victory's rules: read whole (a
 * scenario's map file too) and a scenario set up as `victory new` sets it
 * up; where a map departs from the book's maps (1.2) (8.1) is a warning. */
static int
validate_victory (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GPtrArray) warnings = NULL;
  g_autoptr (VicMap) map = NULL;
  g_autofree char *data = NULL;
  gsize length;
  int errors = 0;

  if (!vik_file_read_bounded (path, VIC_MAP_MAX_FILE_BYTES, &data, &length, &error)
      || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &error))
    {
      cli_error ("%s: %s", path, error->message);
      return CLI_EXIT_FAILURE;
    }
  if (g_key_file_has_group (kf, "Scenario"))
    {
      VicScenario sc = { 0 };
      g_autoptr (VicGame) game = NULL;

      printf (_("%s: a Victory scenario, checked as “viktory-cli victory new --scenario %s” sets it up\n"), path, path);
      if (!vic_scenario_load_file (path, &sc, &error))
        {
          cli_error ("%s", error->message);
          vic_scenario_clear (&sc);
          return CLI_EXIT_FAILURE;
        }
      game = vic_scenario_new_game (&sc, 1, &error);
      if (game == NULL)
        {
          printf ("%s: %s: %s\n", path, _("error"), error->message);
          errors++;
        }
      map = vic_map_ref (sc.map);
      vic_scenario_clear (&sc);
    }
  else
    {
      printf (_("%s: a Victory map\n"), path);
      map = vic_map_load_keyfile (kf, path, &error);
      if (map == NULL)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
    }
  warnings = vic_map_problems (map);
  for (guint i = 0; i < warnings->len; i++)
    printf ("%s: %s: %s\n", path, _("warning"), ((const VicMapProblem *) warnings->pdata[i])->message);
  printf (_("%s: %d errors, %d warnings\n"), path, errors, (int) warnings->len);
  return errors ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}

static int
validate_one (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = vik_problems_new ();
  int errors;

  if (is_victory_file (path))
    return validate_victory (path);
  if (is_map_file (path))
    {
      g_autoptr (VikMap) map = vik_map_load (path, &error);
      if (map == NULL)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
      vik_map_validate (map, problems);
    }
  else
    {
      g_autoptr (VikScenario) sc = vik_scenario_load (path, &error);
      if (sc == NULL)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
      vik_scenario_validate (sc, problems);
    }
  print_problems (path, problems);
  errors = vik_problems_count (problems, VIK_PROBLEM_ERROR);
  printf (_("%s: %d errors, %d warnings\n"), path, errors, vik_problems_count (problems, VIK_PROBLEM_WARNING));
  return errors ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}

static int
cmd_validate (int argc, char **argv)
{
  int status = CLI_EXIT_OK;

  if (!cli_parse_options ("scenario validate", "FILE…", _("Check maps and scenarios against the rules"),
                          NULL, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    {
      cli_error (_("No file given"));
      return CLI_EXIT_USAGE;
    }
  for (int i = 1; i < argc; i++)
    if (validate_one (argv[i]) != CLI_EXIT_OK)
      status = CLI_EXIT_FAILURE;
  return status;
}

static int
cmd_normalize (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  const char *out;
  gboolean ok;

  if (!cli_parse_options ("scenario normalize", "FILE [OUTPUT]",
                          _("Load a map or scenario and write it again in the program's own layout"),
                          NULL, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2 || argc > 3)
    {
      cli_error (_("Wrong number of arguments"));
      return CLI_EXIT_USAGE;
    }
  out = argc == 3 ? argv[2] : argv[1];
  if (refuse_victory (argv[1]))
    return CLI_EXIT_FAILURE;
  if (is_map_file (argv[1]))
    {
      g_autoptr (VikMap) map = vik_map_load (argv[1], &error);
      ok = map != NULL && vik_map_save (map, out, &error);
    }
  else
    {
      g_autoptr (VikScenario) sc = vik_scenario_load (argv[1], &error);
      ok = sc != NULL && vik_scenario_save (sc, out, &error);
    }
  if (!ok)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}

VikGame *
cli_scenario_new_game (const char *path, guint64 seed, GError **error)
{
  g_autoptr (VikScenario) sc = vik_scenario_load (path, error);

  return sc != NULL ? vik_scenario_new_game (sc, seed, error) : NULL;
}

static VikGame *
game_from (const char *path, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikScenario) sc = vik_scenario_load (path, &error);
  VikGame *game = sc ? vik_scenario_new_game (sc, seed, &error) : NULL;

  if (game == NULL)
    cli_error ("%s", error->message);
  return game;
}

static int
cmd_new (int argc, char **argv)
{
  char *seed_text = NULL, *output = NULL;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game's random generator"), "S" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The save file to write"), "FILE" },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) game = NULL;
  guint64 seed;

  if (!cli_parse_options ("scenario new", "FILE", _("Start a game from a scenario and save it"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2 || output == NULL)
    {
      cli_error (_("Give one scenario and --output FILE"));
      return CLI_EXIT_USAGE;
    }
  if (seed_text != NULL ? !cli_parse_seed (seed_text, &seed) : ((seed = cli_fresh_seed ()), FALSE))
    return CLI_EXIT_USAGE;
  if (refuse_victory (argv[1]) || (game = game_from (argv[1], seed)) == NULL)
    return CLI_EXIT_FAILURE;
  if (!vik_game_save (game, output, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  printf (_("%s: a %d-player game from %s (seed %" PRIu64 ")\n"),
          output, vik_game_get_n_players (game), argv[1], seed);
  return CLI_EXIT_OK;
}

static int
cmd_play (int argc, char **argv)
{
  char *seed_text = NULL;
  int max_actions = 200000;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game and the policy"), "S" },
    { "max-actions", 0, 0, G_OPTION_ARG_INT, &max_actions, N_("Give up after this many actions"), "N" },
    { NULL }
  };
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  guint64 seed = 1;
  VikRng rng;
  int n = 0;

  if (!cli_parse_options ("scenario play", "FILE", _("Play a scenario to the end with the aggressive policy"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    {
      cli_error (_("Give one scenario"));
      return CLI_EXIT_USAGE;
    }
  if (seed_text != NULL && !cli_parse_seed (seed_text, &seed))
    return CLI_EXIT_USAGE;
  if (refuse_victory (argv[1]) || (game = game_from (argv[1], seed)) == NULL)
    return CLI_EXIT_FAILURE;
  vik_rng_seed (&rng, seed, 7);
  while (!vik_game_is_over (game) && n < max_actions)
    {
      g_autoptr (GError) error = NULL;
      guint i;
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data, legal->len, &rng);
      if (!vik_game_apply (game, &g_array_index (legal, VikAction, i), &error))
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
      n++;
    }
  if (!vik_game_is_over (game))
    {
      printf (_("%s: no victory after %d actions (turn %d)\n"), argv[1], n, vik_game_get_turn (game));
      return CLI_EXIT_FAILURE;
    }
  printf (_("%s: %s won on turn %d after %d actions\n"), argv[1],
          vik_game_get_winner (game) >= 0 ? vik_game_get_player_name (game, vik_game_get_winner (game)) : "-",
          vik_game_get_turn (game), n);
  return CLI_EXIT_OK;
}

int
cli_cmd_scenario (int argc, char **argv)
{
  static const struct { const char *name; CliCommandFunc func; } subs[] = {
    { "validate", cmd_validate },
    { "normalize", cmd_normalize },
    { "new", cmd_new },
    { "play", cmd_play },
  };

  if (argc >= 2)
    for (guint i = 0; i < G_N_ELEMENTS (subs); i++)
      if (strcmp (argv[1], subs[i].name) == 0)
        return subs[i].func (argc - 1, argv + 1);
  cli_error (_("Usage: viktory-cli scenario validate|normalize|new|play FILE…"));
  return CLI_EXIT_USAGE;
}

int
cli_cmd_scenario_bench (int argc, char **argv)
{
  int runs = 200;
  GOptionEntry entries[] = {
    { "runs", 'n', 0, G_OPTION_ARG_INT, &runs, N_("Times to load and validate (default 200)"), "N" },
    { NULL }
  };
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;
  gint64 start, best = G_MAXINT64, total = 0;

  if (!cli_parse_options ("scenario-bench", "FILE", _("Time loading and validating a scenario"),
                          entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2 || runs < 1)
    {
      cli_error (_("Give one scenario"));
      return CLI_EXIT_USAGE;
    }
  if (refuse_victory (argv[1]))
    return CLI_EXIT_FAILURE;
  if (!vik_file_read_bounded (argv[1], VIK_SCENARIO_MAX_FILE_BYTES, &data, &length, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  dir = g_path_get_dirname (argv[1]);
  for (int i = 0; i < runs; i++)
    {
      g_autoptr (GPtrArray) problems = vik_problems_new ();
      VikScenario *sc;
      gint64 t;

      start = g_get_monotonic_time ();
      sc = vik_scenario_load_from_data (data, length, argv[1], dir, &error);
      if (sc == NULL)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
      vik_scenario_validate (sc, problems);
      t = g_get_monotonic_time () - start;
      vik_scenario_free (sc);
      best = MIN (best, t);
      total += t;
    }
  printf (_("%s: load and validate: %.3f ms mean, %.3f ms best over %d runs (target: under 5 ms)\n"),
          argv[1], total / 1000.0 / runs, best / 1000.0, runs);
  return CLI_EXIT_OK;
}
