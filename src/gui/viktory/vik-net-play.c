/* vik-net-play.c: a VIKTORY II network game played through a VikGameModel
 * (see the header). */
#include "config.h"

#include "vik-net-play.h"
#include "vik-net-events.h"

struct _VikNetPlay
{
  VikNetSession parent_instance;
};

G_DEFINE_FINAL_TYPE (VikNetPlay, vik_net_play, VIK_TYPE_NET_SESSION)

static VikGameModel *
model_of (VikNetSession *self)
{
  return VIK_GAME_MODEL (vik_net_session_get_model (self));
}

static gboolean
submit (const VikAction *action, gpointer user_data, GError **error)
{
  VikNetSession *self = user_data;
  const VikGame *game = vik_game_model_get_game (model_of (self));
  g_autofree char *text = game != NULL ? vik_action_to_string (action, vik_game_get_board (game)) : NULL;

  return vik_net_session_send_action (self, text, error);
}

/* The events told with an action, checked against the position they led to;
 * events that do not check out are left out (the board is still the server's). */
static GArray *
import_events (const VikGame *view, const GArray *told)
{
  GArray *events = g_array_new (FALSE, TRUE, sizeof (VikEvent));
  g_autoptr (GError) error = NULL;

  if (told != NULL && !vik_net_events_import (view, told, events, &error))
    g_warning ("The server told events this game cannot have: %s", error->message);
  return events;
}

static void
play_begin (VikNetSession *self, gconstpointer view, int seat, const int *levels)
{
  vik_game_model_begin_remote (model_of (self), vik_game_copy (view), seat, levels, submit, self);
}

static gboolean
play_catch_up (VikNetSession *self, gconstpointer view, const VikMsg *msg)
{
  guint n = msg->actions->len;
  g_autofree VikAction *actions = g_new0 (VikAction, n);
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint i = 0; i < n; i++)
    {
      if (!vik_action_parse (msg->actions->pdata[i], vik_game_get_board (view), &actions[i], NULL))
        return FALSE;
      g_ptr_array_add (events, import_events (view, msg->catch_up->pdata[i]));
    }
  vik_game_model_remote_update (model_of (self), vik_game_copy (view), actions, (GArray *const *) events->pdata, n);
  return TRUE;
}

static void
play_resync (VikNetSession *self, gconstpointer view)
{
  vik_game_model_remote_resync (model_of (self), vik_game_copy (view));
}

static gboolean
play_update (VikNetSession *self, gconstpointer view, const VikMsg *msg)
{
  g_autoptr (GArray) events = NULL;
  VikAction action;

  if (!vik_action_parse (msg->action, vik_game_get_board (view), &action, NULL))
    return FALSE;
  events = import_events (view, msg->events);
  vik_game_model_remote_update (model_of (self), vik_game_copy (view), &action, &events, 1);
  return TRUE;
}

/* A game begun from the seed must come, action by action, to the board
 * shown: then no die or tile was ever chosen by the server.  A view that
 * does not hold every action (the client joined a game too long for its
 * welcome to list them all) cannot tell: the commitment is all there is. */
static gboolean
play_check_seed (VikNetSession *self, gconstpointer shown, guint64 seed, gint64 seq)
{
  const VikGame *view = shown;
  VikGameOptions options = { 0 };
  g_autoptr (VikGame) real = NULL;
  const VikAction *history;
  guint n;
  gboolean fair;

  if (view == NULL)
    return FALSE;
  history = vik_game_get_history (view, &n);
  if ((gint64) n != seq)
    return TRUE;
  options.n_players = vik_game_get_n_players (view);
  options.seed = seed;
  for (int p = 0; p < options.n_players; p++)
    options.names[p] = vik_game_get_player_name (view, p);
  real = vik_game_new (&options, NULL);
  fair = real != NULL;
  for (guint i = 0; fair && i < n; i++)
    fair = vik_game_apply (real, &history[i], NULL);
  return fair && vik_game_public_equal (real, view);
}

static const char *
play_player_name (gconstpointer view, int player)
{
  return vik_game_get_player_name (view, player);
}

static void
vik_net_play_class_init (VikNetPlayClass *klass)
{
  VikNetSessionClass *session_class = VIK_NET_SESSION_CLASS (klass);

  session_class->rules_id = "viktory2";
  session_class->hands_over = TRUE;
  session_class->begin = play_begin;
  session_class->catch_up = play_catch_up;
  session_class->resync = play_resync;
  session_class->update = play_update;
  session_class->check_seed = play_check_seed;
  session_class->player_name = play_player_name;
}

static void
vik_net_play_init (VikNetPlay *self)
{
}

VikNetSession *
vik_net_play_new (VikGameModel *model)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (model), NULL);
  return g_object_new (VIK_TYPE_NET_PLAY, "model", model, NULL);
}
