/* vik-net-session-model.c: a network session's model moved on by what the
 * server tells (see vik-net-session-model.h). */
#include "config.h"

#include "vik-net-session-model.h"

static gboolean
send_action (const char *text, gpointer data, GError **error)
{
  return vik_net_session_send_action (data, text, error);
}

static gpointer
copy_view (VikNetSession *self, gconstpointer view)
{
  return vik_session_get_ai_game (vik_net_session_get_model (self))->rules->copy (view);
}

void
vik_net_session_begin_model (VikNetSession *self, gconstpointer view, int seat, const int *levels)
{
  vik_session_remote_begin (vik_net_session_get_model (self), copy_view (self, view), seat, levels, send_action,
                            self);
}

gboolean
vik_net_session_move_model (VikNetSession *self, gconstpointer view, char *const *texts, GArray *const *told,
                            guint n)
{
  VikNetSessionClass *klass = VIK_NET_SESSION_GET_CLASS (self);
  VikSession *model = vik_net_session_get_model (self);
  g_autofree VikAnyAction *actions = g_new0 (VikAnyAction, n);
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  if (vik_session_get_game (model) == NULL)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (!klass->read_action (self, vik_session_get_game (model), view, texts[i], &actions[i]))
        return FALSE;
      g_ptr_array_add (events, klass->import_events (self, view, told != NULL ? told[i] : NULL));
    }
  vik_session_remote_update (model, copy_view (self, view), actions, (GArray *const *) events->pdata, n);
  return TRUE;
}

void
vik_net_session_resync_model (VikNetSession *self, gconstpointer view)
{
  vik_session_remote_resync (vik_net_session_get_model (self), copy_view (self, view));
}
