/* vik-net-record.c: a finished network game rebuilt from the server's
 * record (see the header). */
#include "config.h"

#include "vik-net-record.h"
#include "vik-net-game.h"

#include <gio/gio.h>

gboolean
vik_net_record_replay (const VikGamePlugin *plugin, const char *options, int n_players,
                       const char *const *names, guint64 seed, const GPtrArray *actions,
                       gint64 seq, gpointer *start, gpointer *game, GError **error)
{
  const VikRules *rules;
  gpointer first, walker;
  GError *local = NULL;

  g_return_val_if_fail (plugin != NULL && plugin->net != NULL && actions != NULL, FALSE);
  rules = plugin->rules;
  first = plugin->net->restart (options, n_players, (char *const *) names, seed, error);
  if (first == NULL)
    return FALSE;
  walker = rules->copy (first);
  for (guint i = 0; i < actions->len && local == NULL; i++)
    {
      VikAnyAction action;

      if (rules->from_text (walker, actions->pdata[i], &action, &local))
        rules->apply (walker, &action, &local);
      if (local != NULL)
        g_prefix_error (&local, "Action %u of %u (%s): ", i + 1, actions->len, (const char *) actions->pdata[i]);
    }
  if (local == NULL && ((gint64) actions->len != seq || !rules->is_over (walker)))
    g_set_error (&local, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 "The record's %u actions do not end the game (the server is at %" G_GINT64_FORMAT ")",
                 actions->len, seq);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      rules->free (first);
      rules->free (walker);
      return FALSE;
    }
  *start = first;
  *game = walker;
  return TRUE;
}

/* The record taken by the model; nothing when the server sent none (an
 * older server, or a frame that would have been too large). */
static void
take_record (VikNetSession *session, const VikMsg *msg, guint64 seed, gconstpointer view, VikSession *model)
{
  VikNetSessionClass *klass = VIK_NET_SESSION_GET_CLASS (session);
  const VikGamePlugin *plugin = vik_games_find (klass->rules_id);
  const char *names[VIK_NET_MAX_SEATS] = { NULL };
  g_autoptr (GError) error = NULL;
  gpointer start = NULL, game = NULL;
  int n;

  if (msg->actions == NULL || msg->actions->len == 0 || plugin == NULL || plugin->net == NULL || view == NULL
      || klass->player_name == NULL || model == NULL)
    return;
  n = MIN (plugin->rules->n_players (view), VIK_NET_MAX_SEATS);
  for (int p = 0; p < n; p++)
    names[p] = klass->player_name (view, p);
  if (!vik_net_record_replay (plugin, msg->scenario, n, names, seed, msg->actions, msg->seq, &start, &game, &error))
    {
      g_warning ("The game's record does not follow from its seed: %s", error->message);
      return;
    }
  vik_session_take_record (model, start, game);
}

int
vik_net_record_end (VikNetSession *session, const VikMsg *msg, const char *commitment, gconstpointer view,
                    VikSession *model)
{
  VikNetSessionClass *klass = VIK_NET_SESSION_GET_CLASS (session);
  char *end = NULL;
  guint64 seed = g_ascii_strtoull (msg->seed, &end, 10);
  g_autofree char *revealed = NULL;
  gboolean fair;

  if (end == msg->seed || *end != '\0' || commitment == NULL)
    return 0;
  revealed = vik_net_commitment (msg->salt, seed);
  fair = g_strcmp0 (revealed, commitment) == 0;
  if (fair && klass->check_seed != NULL)
    fair = klass->check_seed (session, view, seed, msg->seq);
  if (fair)
    take_record (session, msg, seed, view, model);
  return fair ? 1 : 0;
}
