/* cli-playout.c: random games, as a soak test of the engine, and the demo.
 *
 * Playouts choose uniformly among the legal actions, or with --policy
 * aggressive (vik-policy.h) so that games reach a victory.
 * Every choice comes from a PCG32 seeded with the game's seed, so a game is
 * reproduced by its seed alone: game g of `playout --seed S` is game 0 of
 * `playout --games 1 --seed S+g` with the same player count. */
#include "config.h"

#include "cli.h"
#include "cli-seats.h"

#include "vik-save.h"
#include "vik-text.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

/* The demo's stream, distinct from the engine's own generator. */
#define CLI_CHOOSER_STREAM 0x504c41594f5554ULL /* "PLAYOUT" */

typedef enum {
  END_OVER,
  END_ACTION_CAP,
  END_TURN_CAP,
  END_FAILED,
} PlayoutEnd;

typedef struct {
  int n_players;
  guint64 seed;
  int max_actions;
  int max_turns;
  const CliPlayerKind *kinds;  /* seat s plays kinds[s % n_kinds] */
  int n_kinds;
  const char *save_failed;  /* where to save the state before a failing action */
  /* results */
  int actions;
  int turns;
  PlayoutEnd end;
} Playout;

static void
report_failure (const Playout *po, const VikGame *game, const VikAction *action,
                const char *what, const char *message)
{
  g_autofree char *text = vik_action_to_string (action, vik_game_get_board (game));

  cli_error (_("%d players, seed %" PRIu64 ", action %d “%s” (turn %d): %s: %s"),
             po->n_players, po->seed, po->actions + 1, text, vik_game_get_turn (game), what, message);
  fprintf (stderr, _("  reproduce with: viktory-cli playout --games 1 --players %d --seed %" PRIu64 " --max-actions %d\n"),
           po->n_players, po->seed, po->actions + 1);
}

static void
save_before (const Playout *po, const VikGame *before)
{
  g_autoptr (GError) error = NULL;

  if (before == NULL)
    return;
  if (vik_game_save (before, po->save_failed, &error))
    fprintf (stderr, _("  the state before that action is saved in %s\n"), po->save_failed);
  else
    cli_error ("%s", error->message);   /* it names the file and the cause */
}

/* Plays one random game; FALSE when the engine misbehaved (reported on stderr). */
static gboolean
playout_one (Playout *po, GArray *scratch)
{
  VikGameOptions options = { 0 };
  g_autoptr (VikGame) game = NULL;
  g_autoptr (VikGame) before = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (CliSeats) seats = NULL;
  CliPlayerKind kinds[CLI_MAX_SEATS];

  options.n_players = po->n_players;
  options.seed = po->seed;
  game = vik_game_new (&options, &error);
  if (game == NULL)
    {
      cli_error ("%s", error->message);
      po->end = END_FAILED;
      return FALSE;
    }
  for (int s = 0; s < po->n_players; s++)
    kinds[s] = po->kinds[s % po->n_kinds];
  /* Hard in playouts: a small fixed search, so they stay reproducible. */
  seats = cli_seats_new (vik_games_find ("viktory2"), kinds, po->n_players, po->seed, 0.0, 2);
  po->actions = 0;

  for (;;)
    {
      VikAction action;
      VikAnyAction chosen;

      if (vik_game_is_over (game))
        {
          po->end = END_OVER;
          break;
        }
      if (po->actions >= po->max_actions)
        {
          po->end = END_ACTION_CAP;
          break;
        }
      if (vik_game_get_turn (game) >= po->max_turns)
        {
          po->end = END_TURN_CAP;
          break;
        }
      if (cli_seats_choose (seats, game, &chosen, &error))
        memcpy (&action, chosen.bytes, sizeof action);
      else
        {
          action = vik_action_make (VIK_ACTION_END);
          report_failure (po, game, &action, _("stuck"), error->message);
          po->end = END_FAILED;
          break;
        }
      if (po->save_failed != NULL)
        {
          g_clear_pointer (&before, vik_game_free);
          before = vik_game_copy (game);
        }
      if (!vik_game_apply (game, &action, &error))
        {
          report_failure (po, game, &action, _("a listed legal action was refused"), error->message);
          save_before (po, before);
          po->end = END_FAILED;
          break;
        }
      if (!vik_game_check_invariants (game, &error))
        {
          report_failure (po, game, &action, _("invariant broken"), error->message);
          save_before (po, before);
          po->end = END_FAILED;
          break;
        }
      po->actions++;
    }
  po->turns = vik_game_get_turn (game);
  return po->end != END_FAILED;
}

static const char *
end_name (PlayoutEnd end)
{
  switch (end)
    {
    case END_OVER: return _("over");
    case END_ACTION_CAP: return _("stopped at the action cap");
    case END_TURN_CAP: return _("stopped at the turn cap");
    default: return _("failed");
    }
}

int
cli_cmd_playout (int argc, char **argv)
{
  int games = 100, max_actions = 3000, max_turns = 100;
  gboolean quiet = FALSE;
  char *seed_text = NULL, *players_text = NULL, *save_failed = NULL, *policy_text = NULL;
  CliPlayerKind kinds[VIK_MAX_PLAYERS] = { CLI_PLAYER_UNIFORM };
  int n_kinds = 1;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Number of games (default 100)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game; game g uses S+g"), "S" },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text, N_("Players per game, 2-8, or “all” to cycle through 2-8 (default)"), "N|all" },
    { "max-actions", 'm', 0, G_OPTION_ARG_INT, &max_actions, N_("Stop a game after M actions (default 3000)"), "M" },
    { "max-turns", 't', 0, G_OPTION_ARG_INT, &max_turns, N_("Stop a game when turn T begins (default 100)"), "T" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Print only the summary"), NULL },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy_text, N_("Who plays: uniform (default), aggressive, easy, normal or hard, or a list for the seats in turn (hard,normal)"), "NAME[,NAME…]" },
    { "save-failed", 0, 0, G_OPTION_ARG_FILENAME, &save_failed, N_("On a failure, save the state before the failing action there"), "FILE" },
    { NULL }
  };
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (VikAction));
  guint64 seed = 0;
  int fixed_players = 0, failures = 0, played = 0;
  int ends[END_FAILED + 1] = { 0 };
  int min_turns = G_MAXINT, max_turns_seen = 0;
  gint64 total_actions = 0, total_turns = 0, start;
  double seconds;
  int status = CLI_EXIT_USAGE;

  if (!cli_parse_options ("playout", "",
                          _("Plays random games, choosing uniformly among the legal actions, and\n"
                            "checks the invariants after every action."),
                          entries, &argc, &argv))
    goto out;
  if (argc != 1 || games < 1 || max_actions < 1 || max_turns < 1)
    {
      cli_error (_("Bad arguments; see “viktory-cli playout --help”"));
      goto out;
    }
  if (players_text != NULL && g_strcmp0 (players_text, "all") != 0)
    {
      guint64 n;
      if (!g_ascii_string_to_unsigned (players_text, 10, 2, VIK_MAX_PLAYERS, &n, NULL))
        {
          cli_error (_("--players takes 2 to 8 or “all”, not “%s”"), players_text);
          goto out;
        }
      fixed_players = n;
    }
  if (policy_text != NULL)
    {
      g_autoptr (GError) error = NULL;
      if (!cli_player_list_parse (policy_text, kinds, &n_kinds, &error))
        {
          cli_error ("%s", error->message);
          goto out;
        }
    }
  if (seed_text != NULL)
    {
      if (!cli_parse_seed (seed_text, &seed))
        goto out;
    }
  else
    {
      seed = cli_fresh_seed ();
      printf (_("Seed: %" PRIu64 "\n"), seed);
    }

  start = g_get_monotonic_time ();
  for (int g = 0; g < games; g++)
    {
      Playout po = { 0 };

      po.n_players = fixed_players > 0 ? fixed_players : 2 + g % (VIK_MAX_PLAYERS - 1);
      po.seed = seed + g;
      po.max_actions = max_actions;
      po.max_turns = max_turns;
      po.save_failed = save_failed;
      po.kinds = kinds;
      po.n_kinds = n_kinds;
      if (!playout_one (&po, scratch))
        failures++;
      played++;
      ends[po.end]++;
      total_actions += po.actions;
      if (po.end != END_FAILED)
        {
          total_turns += po.turns;
          min_turns = MIN (min_turns, po.turns);
          max_turns_seen = MAX (max_turns_seen, po.turns);
        }
      if (!quiet)
        printf (_("game %d: %d players, seed %" PRIu64 ", %d actions, turn %d, %s\n"),
                g, po.n_players, po.seed, po.actions, po.turns, end_name (po.end));
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;

  printf (_("Games played: %d\n"), played);
  printf (_("Actions: %" PRId64 " in %.2f s, %.0f actions/s (invariants checked after each)\n"),
          total_actions, seconds, seconds > 0 ? total_actions / seconds : 0.0);
  printf (_("Ended: %d over, %d at the action cap (%d), %d at the turn cap (%d), %d failed\n"),
          ends[END_OVER], ends[END_ACTION_CAP], max_actions, ends[END_TURN_CAP], max_turns,
          ends[END_FAILED]);
  if (played > failures)
    printf (_("Length in turns: min %d, mean %.1f, max %d\n"),
            min_turns, (double) total_turns / (played - failures), max_turns_seen);
  if (failures > 0)
    {
      printf (_("FAILED: %d games broke an invariant or refused a legal action\n"), failures);
      status = CLI_EXIT_FAILURE;
    }
  else
    {
      printf (_("No invariant broken.\n"));
      status = CLI_EXIT_OK;
    }

out:
  g_free (seed_text);
  g_free (players_text);
  g_free (save_failed);
  g_free (policy_text);
  return status;
}

/* ---------------------------------------------------------------- demo */

/* Like cli_random_action(), but ending a phase only one time in four when
 * something else may be done, so the demonstration builds and moves. */
static gboolean
demo_action (const VikGame *game, VikRng *rng, GArray *scratch, VikAction *out)
{
  guint n_other = 0;

  g_array_set_size (scratch, 0);
  vik_game_legal_actions (game, scratch);
  if (scratch->len == 0)
    return FALSE;
  for (guint i = 0; i < scratch->len; i++)
    if (g_array_index (scratch, VikAction, i).kind != VIK_ACTION_END)
      n_other++;
  if (n_other > 0 && vik_rng_below (rng, 4) != 0)
    {
      guint k = vik_rng_below (rng, n_other);
      for (guint i = 0; i < scratch->len; i++)
        if (g_array_index (scratch, VikAction, i).kind != VIK_ACTION_END && k-- == 0)
          {
            *out = g_array_index (scratch, VikAction, i);
            return TRUE;
          }
    }
  *out = g_array_index (scratch, VikAction, vik_rng_below (rng, scratch->len));
  return TRUE;
}

int
cli_cmd_demo (int argc, char **argv)
{
  int players = 3, turns = 3;
  char *seed_text = NULL;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game (default: a fresh one)"), "S" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players, 2-8 (default 3)"), "N" },
    { "turns", 't', 0, G_OPTION_ARG_INT, &turns, N_("Game turns to play after the setup round (default 3)"), "T" },
    { NULL }
  };
  VikGameOptions options = { 0 };
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *board = NULL;
  VikRng rng;
  int last_player = -1, last_turn = -1, column = 0, n = 0;
  int status = CLI_EXIT_USAGE;

  if (!cli_parse_options ("demo", "",
                          _("Plays a short demonstration game with random legal moves and shows the board."),
                          entries, &argc, &argv))
    goto out;
  if (argc != 1 || turns < 0)
    {
      cli_error (_("Bad arguments; see “viktory-cli demo --help”"));
      goto out;
    }
  if (seed_text != NULL)
    {
      if (!cli_parse_seed (seed_text, &options.seed))
        goto out;
    }
  else
    options.seed = cli_fresh_seed ();

  status = CLI_EXIT_FAILURE;
  options.n_players = players;
  game = vik_game_new (&options, &error);
  if (game == NULL)
    {
      cli_error ("%s", error->message);
      goto out;
    }
  printf (_("VIKTORY II demonstration: %d players, seed %" PRIu64
            " (replay with viktory-cli demo --players %d --seed %" PRIu64 ")\n"),
          players, options.seed, players, options.seed);
  vik_rng_seed (&rng, options.seed, CLI_CHOOSER_STREAM);

  while (!vik_game_is_over (game) && vik_game_get_turn (game) <= turns && n < 5000)
    {
      VikAction action;
      g_autofree char *text = NULL;
      int player = vik_game_get_current_player (game);

      if (!demo_action (game, &rng, scratch, &action))
        break;
      text = vik_action_to_string (&action, vik_game_get_board (game));
      if (player != last_player || vik_game_get_turn (game) != last_turn)
        {
          last_player = player;
          last_turn = vik_game_get_turn (game);
          column = printf (_("\nTurn %d, %s:"), last_turn, vik_game_get_player_name (game, player)) - 1;
        }
      if (column > 72)
        column = printf ("\n   ") - 1;
      column += printf (" %s;", text);
      if (!vik_game_apply (game, &action, &error))
        {
          printf ("\n");
          cli_error (_("The engine refused its own legal action “%s”: %s"), text, error->message);
          goto out;
        }
      n++;
    }
  printf ("\n\n");
  board = vik_game_render_text (game);
  fputs (board, stdout);
  status = CLI_EXIT_OK;

out:
  g_free (seed_text);
  return status;
}
