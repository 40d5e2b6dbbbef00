/* cli-game.c: new, show, legal and apply: one game kept in a save file. */
#include "config.h"

#include "cli.h"
#include "vik-save.h"
#include "vik-text.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

static gboolean
parse_victory (const char *text, guint *victory)
{
  static const struct { const char *id; VikVictory bit; } names[] = {
    { "standard", VIK_VICTORY_STANDARD },
    { "shorter", VIK_VICTORY_SHORTER },
    { "race", VIK_VICTORY_RACE },
    { "doomsday", VIK_VICTORY_DOOMSDAY },
  };
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  *victory = 0;
  for (int i = 0; parts[i] != NULL; i++)
    {
      gboolean found = FALSE;
      g_strstrip (parts[i]);
      for (guint j = 0; j < G_N_ELEMENTS (names); j++)
        if (g_ascii_strcasecmp (parts[i], names[j].id) == 0)
          {
            *victory |= names[j].bit;
            found = TRUE;
          }
      if (!found)
        {
          cli_error (_("Unknown victory condition “%s” (standard, shorter, race, doomsday)"), parts[i]);
          return FALSE;
        }
    }
  return TRUE;
}

static VikGame *
load_or_complain (const char *path)
{
  g_autoptr (GError) error = NULL;
  VikGame *game = vik_game_load (path, &error);

  if (game == NULL)
    cli_error (_("Cannot load %s: %s"), path, error->message);
  return game;
}

static gboolean
want_args (const char *command, int argc, int wanted_min, int wanted_max)
{
  if (argc - 1 < wanted_min || (wanted_max >= 0 && argc - 1 > wanted_max))
    {
      cli_error (_("Wrong number of arguments; see “viktory-cli %s --help”"), command);
      return FALSE;
    }
  return TRUE;
}

int
cli_cmd_new (int argc, char **argv)
{
  int players = 0, first = 0;
  char *seed_text = NULL, *victory_text = NULL, *names_text = NULL, *output = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *edition = NULL;
  g_auto (GStrv) option_names = NULL;
  VikRuleset rules = *vik_ruleset_v2_1 ();
  g_autofree char *all_options = vik_options_to_string ((1u << VIK_N_OPTIONS) - 1);
  g_autofree char *option_help = g_strdup_printf (_("Switch on an optional rule of 16.0 (repeatable): %s"),
                                                  all_options);
  GOptionEntry entries[] = {
    { "scenario", 0, 0, G_OPTION_ARG_FILENAME, &scenario, N_("Set the game up from a scenario file (players, map, pieces)"), "FILE" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players, 2-8 (default 2, or one per name)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game's random generator"), "S" },
    { "victory", 0, 0, G_OPTION_ARG_STRING, &victory_text, N_("Victory conditions: standard,shorter,race,doomsday"), "LIST" },
    { "names", 0, 0, G_OPTION_ARG_STRING, &names_text, N_("Player names, comma-separated"), "A,B,…" },
    { "first-player", 0, 0, G_OPTION_ARG_INT, &first, N_("Who plays first, from 1 (default: drawn at random with the game's seed, 4.0)"), "N" },
    { "edition", 0, 0, G_OPTION_ARG_STRING, &edition, N_("The rule book played: v2.1 (default), de-v1.1 (the German VIKTORY II v1.1) or v1 (the original VIKTORY)"), "ID" },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &option_names, option_help, "NAME" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The save file to write"), "FILE" },
    { NULL }
  };
  VikGameOptions options = { 0 };
  g_auto (GStrv) names = NULL;
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GError) error = NULL;
  int status = CLI_EXIT_USAGE;

  if (!cli_parse_options ("new", "", _("Starts a new game and writes it to a save file."),
                          entries, &argc, &argv)
      || !want_args ("new", argc, 0, 0))
    goto out;
  if (output == NULL)
    {
      cli_error (_("Say where to save the game with -o FILE"));
      goto out;
    }
  if (seed_text != NULL)
    {
      if (!cli_parse_seed (seed_text, &options.seed))
        goto out;
    }
  else
    {
      options.seed = cli_fresh_seed ();
      printf (_("Seed: %" PRIu64 "\n"), options.seed);
    }
  if (victory_text != NULL && !parse_victory (victory_text, &options.victory))
    goto out;
  if (names_text != NULL)
    {
      guint n;
      names = g_strsplit (names_text, ",", -1);
      n = g_strv_length (names);
      if (n > VIK_MAX_PLAYERS || (players > 0 && (int) n > players))
        {
          cli_error (_("More names than players"));
          goto out;
        }
      for (guint i = 0; i < n; i++)
        options.names[i] = g_strstrip (names[i]);
      if (players == 0)
        players = n;
    }
  options.n_players = players > 0 ? players : 2;
  options.first_player = first > 0 ? first - 1 : VIK_FIRST_PLAYER_DRAWN;
  if (first < 0 || first > options.n_players)
    {
      cli_error (_("--first-player must be a player from 1 to %d"), options.n_players);
      goto out;
    }
  if (edition != NULL)
    {
      int e = vik_edition_lookup (edition);
      if (e < 0)
        {
          cli_error (_("Unknown edition “%s”: v2.1, de-v1.1 or v1"), edition);
          goto out;
        }
      if (scenario != NULL)
        {
          cli_error (_("A scenario says its own edition; --edition goes without --scenario"));
          goto out;
        }
      rules = *vik_ruleset_edition (e);
    }
  for (int i = 0; option_names != NULL && option_names[i] != NULL; i++)
    {
      int o = vik_option_lookup (option_names[i]);
      if (o < 0)
        {
          cli_error (_("Unknown optional rule “%s”"), option_names[i]);
          goto out;
        }
      if (scenario != NULL)
        {
          cli_error (_("A scenario sets its own optional rules; --option goes without --scenario"));
          goto out;
        }
      rules.options |= 1u << o;
    }
  options.rules = &rules;

  status = CLI_EXIT_FAILURE;
  game = scenario != NULL ? cli_scenario_new_game (scenario, options.seed, &error)
                          : vik_game_new (&options, &error);
  if (game == NULL)
    {
      cli_error ("%s", error->message);
      goto out;
    }
  if (!vik_game_save (game, output, &error))
    {
      cli_error ("%s", error->message);   /* it names the file and the cause */
      goto out;
    }
  printf (_("New game of %d players written to %s\n"), vik_game_get_n_players (game), output);
  printf (_("First player: %s\n"), vik_game_get_player_name (game, vik_game_get_first_player (game)));
  status = CLI_EXIT_OK;

out:
  g_free (seed_text);
  g_free (victory_text);
  g_free (names_text);
  g_free (output);
  return status;
}

int
cli_cmd_show (int argc, char **argv)
{
  g_autoptr (VikGame) game = NULL;
  g_autofree char *text = NULL;

  if (!cli_parse_options ("show", "FILE", _("Prints the board and the players of a saved game."),
                          NULL, &argc, &argv)
      || !want_args ("show", argc, 1, 1))
    return CLI_EXIT_USAGE;
  game = load_or_complain (argv[1]);
  if (game == NULL)
    return CLI_EXIT_FAILURE;
  text = vik_game_render_text (game);
  fputs (text, stdout);
  return CLI_EXIT_OK;
}

int
cli_cmd_legal (int argc, char **argv)
{
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (VikAction));
  const VikBoard *board;
  int decider;

  if (!cli_parse_options ("legal", "FILE",
                          _("Lists the legal actions of the player who decides now, in the notation."),
                          NULL, &argc, &argv)
      || !want_args ("legal", argc, 1, 1))
    return CLI_EXIT_USAGE;
  game = load_or_complain (argv[1]);
  if (game == NULL)
    return CLI_EXIT_FAILURE;

  board = vik_game_get_board (game);
  if (vik_game_is_over (game))
    {
      printf (_("The game is over.\n"));
      return CLI_EXIT_OK;
    }
  decider = vik_game_get_decider (game);
  printf (_("Turn %d: %d %s decides, %s phase"), vik_game_get_turn (game), decider + 1,
          vik_game_get_player_name (game, decider), vik_phase_name (vik_game_get_phase (game)));
  if (vik_game_get_decision (game) != VIK_DECISION_NONE)
    printf (_("; decision: %s"), vik_decision_describe (vik_game_get_decision (game)));
  printf ("\n");

  vik_game_legal_actions (game, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *text = vik_action_to_string (&g_array_index (actions, VikAction, i), board);
      printf ("%s\n", text);
    }
  return CLI_EXIT_OK;
}

static void
print_events (const VikGame *game)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = vik_event_describe (game, &events[i]);
      printf ("  %s\n", text);
    }
}

static char *
join_words (char **words, int n)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? " " : "", words[i]);
  return g_string_free (s, FALSE);
}

/* An action is one argument ('I c4-d5' quoted) or up to three unquoted words
 * (I c4-d5, retreat I d5-c4): the fewest words that parse.  Returns how many
 * words it took, or 0 with the error of the first word alone. */
static int
parse_words (const VikBoard *board, char **words, int n_words, VikAction *action, GError **error)
{
  for (int n = 1; n <= MIN (3, n_words); n++)
    {
      g_autofree char *text = join_words (words, n);
      g_autoptr (GError) local = NULL;

      if (vik_action_parse (text, board, action, &local))
        return n;
      if (n == 1)
        g_propagate_error (error, g_steal_pointer (&local));
    }
  return 0;
}

int
cli_cmd_apply (int argc, char **argv)
{
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GError) error = NULL;
  const char *path;

  if (!cli_parse_options ("apply", "FILE ACTION…",
                          _("Applies actions in the notation, in order, and saves the game.\n"
                            "Nothing is saved if one of them is refused."),
                          NULL, &argc, &argv)
      || !want_args ("apply", argc, 2, -1))
    return CLI_EXIT_USAGE;
  path = argv[1];
  game = load_or_complain (path);
  if (game == NULL)
    return CLI_EXIT_FAILURE;

  for (int i = 2; i < argc; )
    {
      VikAction action;
      g_autofree char *text = NULL;
      int used = parse_words (vik_game_get_board (game), argv + i, argc - i, &action, &error);

      if (used > 0)
        text = join_words (argv + i, used);
      if (used == 0 || !vik_game_apply (game, &action, &error))
        {
          cli_error (_("“%s” refused: %s"), used > 0 ? text : argv[i], error->message);
          cli_error (_("%s was left unchanged"), path);
          return CLI_EXIT_FAILURE;
        }
      printf ("%s\n", text);
      print_events (game);
      i += used;
    }
  if (!vik_game_save (game, path, &error))
    {
      cli_error ("%s", error->message);   /* it names the file and the cause */
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}
