/* cli-seats.c: who plays each seat in playouts and tournaments, in any game.
 *
 * A seat is played by a policy (uniform; aggressive, the game's own) or by a
 * computer player (easy, normal, hard; src/ai).  A list "hard,normal" gives
 * seat s the item s modulo its length; one item plays every seat. */
#include "config.h"

#include "cli-seats.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The policy's stream, distinct from the engine's own generator. */
/* The stream playouts always used, so seeded playouts are unchanged. */
#define CLI_SEATS_STREAM 0x504c41594f5554ULL /* "PLAYOUT" */

gboolean
cli_player_kind_parse (const char *name, CliPlayerKind *kind)
{
  static const char *const names[CLI_N_PLAYER_KINDS] = { "uniform", "aggressive", "easy", "normal", "hard" };

  for (int k = 0; k < CLI_N_PLAYER_KINDS; k++)
    if (g_strcmp0 (name, names[k]) == 0)
      {
        *kind = k;
        return TRUE;
      }
  return FALSE;
}

const char *
cli_player_kind_name (CliPlayerKind kind)
{
  static const char *const names[CLI_N_PLAYER_KINDS] = { "uniform", "aggressive", "easy", "normal", "hard" };
  return kind < CLI_N_PLAYER_KINDS ? names[kind] : "?";
}

gboolean
cli_player_list_parse (const char *text, CliPlayerKind *kinds, int *n_kinds, GError **error)
{
  g_auto (GStrv) items = g_strsplit (text != NULL ? text : "uniform", ",", -1);
  int n = 0;

  for (int i = 0; items[i] != NULL; i++)
    {
      if (n >= CLI_MAX_SEATS || !cli_player_kind_parse (g_strstrip (items[i]), &kinds[n]))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Players are at most 8 of uniform, aggressive, easy, normal, hard, not “%s”"), text);
          return FALSE;
        }
      n++;
    }
  if (n == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("No player named"));
      return FALSE;
    }
  *n_kinds = n;
  return TRUE;
}

CliSeats *
cli_seats_new (const VikGamePlugin *game, const CliPlayerKind *kinds, int n_players, guint64 seed,
               double hard_budget, guint hard_iterations)
{
  CliSeats *seats = g_new0 (CliSeats, 1);

  g_return_val_if_fail (n_players > 0 && n_players <= CLI_MAX_SEATS, seats);
  seats->game = game;
  seats->n_players = n_players;
  vik_rng_seed (&seats->rng, seed, CLI_SEATS_STREAM);
  for (int s = 0; s < n_players; s++)
    {
      seats->kinds[s] = kinds[s];
      if (kinds[s] >= CLI_PLAYER_EASY)
        {
          seats->ai[s] = vik_ai_player_new (game->ai, (VikAiLevel) (kinds[s] - CLI_PLAYER_EASY), seed * 31 + s);
          vik_ai_set_time_budget (seats->ai[s], hard_budget);
          vik_ai_set_iterations (seats->ai[s], hard_iterations);
        }
    }
  seats->scratch = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  return seats;
}

void
cli_seats_free (CliSeats *seats)
{
  if (seats == NULL)
    return;
  for (int s = 0; s < CLI_MAX_SEATS; s++)
    vik_ai_free (seats->ai[s]);
  g_array_unref (seats->scratch);
  g_free (seats);
}

gboolean
cli_seats_choose (CliSeats *seats, gconstpointer game, VikAnyAction *out, GError **error)
{
  const VikRules *rules = seats->game->rules;
  int seat = rules->decider (game);
  guint pick;

  if (seat < 0 || seat >= seats->n_players)
    {
      g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_NO_ACTION, _("nobody decides although the game is not over"));
      return FALSE;
    }
  if (seats->ai[seat] != NULL)
    return vik_ai_player_choose (seats->ai[seat], game, out, error);
  g_array_set_size (seats->scratch, 0);
  rules->legal (game, seats->scratch);
  if (seats->scratch->len == 0)
    {
      g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_NO_ACTION, _("no legal action although the game is not over"));
      return FALSE;
    }
  if (seats->kinds[seat] == CLI_PLAYER_AGGRESSIVE && seats->game->ai->aggressive != NULL)
    pick = seats->game->ai->aggressive (game, (const VikAnyAction *) seats->scratch->data, seats->scratch->len,
                                        &seats->rng);
  else
    pick = vik_rng_below (&seats->rng, seats->scratch->len);
  *out = g_array_index (seats->scratch, VikAnyAction, pick);
  return TRUE;
}
