/* vik-net-viktory.c: VIKTORY II on the wire (see vik-net-viktory.h).
 *
 * Every event and every action of VIKTORY II is public (the table sees the
 * dice and the tiles; only the pile's order is hidden, and views re-draw
 * it): each seat is told the same. */
#include "config.h"

#include "vik-net-viktory.h"
#include "vik-net-events.h"
#include "vik-rules-viktory.h"

#include <string.h>

static gpointer
viktory_new (int n_players, char *const *names, guint64 seed, GError **error)
{
  VikGameOptions options = { .n_players = n_players, .seed = seed };

  for (int p = 0; p < n_players && p < VIK_MAX_PLAYERS; p++)
    options.names[p] = names[p];
  return vik_game_new (&options, error);
}

static gpointer
net_new_game (const char *scenario, int n_players, char *const *names, guint64 seed, char **options_out,
              GError **error)
{
  *options_out = NULL;
  if (scenario && scenario[0])
    {
      g_set_error_literal (error, VIK_NET_GAME_ERROR, VIK_NET_ERROR_ILLEGAL,
                           "A VIKTORY II game on the network has no scenario");
      return NULL;
    }
  return viktory_new (n_players, names, seed, error);
}

static gpointer
net_restart (const char *options, int n_players, char *const *names, guint64 seed, GError **error)
{
  (void) options;
  return viktory_new (n_players, names, seed, error);
}

static int
net_actor (gconstpointer game, const VikAnyAction *a)
{
  VikAction action;

  memcpy (&action, a->bytes, sizeof action);
  /* Conceding is the current player's at any time; everything else the decider's. */
  return action.kind == VIK_ACTION_CONCEDE ? vik_game_get_current_player (game) : vik_game_get_decider (game);
}

static gboolean
net_passive (gconstpointer view, VikAnyAction *out)
{
  static const VikActionKind passive[] = { VIK_ACTION_STOP, VIK_ACTION_END, VIK_ACTION_KEEP };
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  vik_game_legal_actions (view, legal);
  for (guint k = 0; k < G_N_ELEMENTS (passive); k++)
    for (guint i = 0; i < legal->len; i++)
      if (g_array_index (legal, VikAction, i).kind == passive[k])
        {
          vik_any_action_pack (out, &g_array_index (legal, VikAction, i), sizeof (VikAction));
          return TRUE;
        }
  return FALSE;
}

static int net_current (gconstpointer game) { return vik_game_get_current_player (game); }
static int net_turn (gconstpointer game) { return vik_game_get_turn (game); }

static GArray *
net_events_for (gconstpointer game, int seat)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);

  (void) seat;
  return vik_net_events_export (events, n);
}

static gboolean
net_events_check (gconstpointer view, const GArray *events, GError **error)
{
  g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  return vik_net_events_import (view, events, out, error);
}

static void
net_trim_view (gpointer view)
{
  vik_game_continue_history (view, NULL, NULL, 0);
}

static gboolean
net_carry_history (gpointer view, gpointer previous, const GPtrArray *heard, GError **error)
{
  g_autoptr (GArray) more = g_array_sized_new (FALSE, FALSE, sizeof (VikAction), heard->len);

  for (guint i = 0; i < heard->len; i++)
    {
      VikAction action;
      if (!vik_action_parse (heard->pdata[i], vik_game_get_board (view), &action, error))
        return FALSE;
      g_array_append_val (more, action);
    }
  vik_game_continue_history (view, previous, (const VikAction *) more->data, more->len);
  return TRUE;
}

const VikNetGameTable *
vik_net_viktory (void)
{
  static VikNetGameTable table = {
    .shared_view = TRUE,
    .new_game = net_new_game,
    .restart = net_restart,
    .actor = net_actor,
    .passive = net_passive,
    .current = net_current,
    .turn = net_turn,
    .events_for = net_events_for,
    .events_check = net_events_check,
    .trim_view = net_trim_view,
    .carry_history = net_carry_history,
  };
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      table.rules = vik_rules_viktory2 ();
      g_once_init_leave (&ready, 1);
    }
  return &table;
}
