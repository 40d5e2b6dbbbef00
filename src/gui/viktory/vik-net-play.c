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

/* An action as the server told it, read on the board it led to. */
static gboolean
read_action (VikNetSession *self, gconstpointer before, gconstpointer view, const char *text, VikAnyAction *out)
{
  VikAction action;

  if (text == NULL || !vik_action_parse (text, vik_game_get_board (view), &action, NULL))
    return FALSE;
  vik_any_action_pack (out, &action, sizeof action);
  return TRUE;
}

/* The events told with an action, checked against the position they led to;
 * events that do not check out are left out (the board is still the server's). */
static GArray *
import_events (VikNetSession *self, gconstpointer view, const GArray *told)
{
  GArray *events = g_array_new (FALSE, TRUE, sizeof (VikEvent));
  g_autoptr (GError) error = NULL;

  if (told != NULL && !vik_net_events_import (view, told, events, &error))
    g_warning ("The server told events this game cannot have: %s", error->message);
  return events;
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
  session_class->read_action = read_action;
  session_class->import_events = import_events;
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
