/* vic-net-play.c: a Victory network game played through a VicGameModel
 * (see the header). */
#include "config.h"

#include "vic-net-play.h"
#include "vik-games.h"

#include <string.h>
#include <glib/gi18n-lib.h>

struct _VicNetPlay
{
  VikNetSession parent_instance;
};

G_DEFINE_FINAL_TYPE (VicNetPlay, vic_net_play, VIK_TYPE_NET_SESSION)

/* The events told with an action, checked against the position they led
 * to; what does not check out is left out (the board is still the
 * server's).  The server sent only what this seat may know: the log shows
 * them all. */
static GArray *
import_events (VikNetSession *self, gconstpointer view, const GArray *told)
{
  const VikGamePlugin *victory = vik_games_find ("victory");
  GArray *events = g_array_new (FALSE, TRUE, sizeof (VicEvent));
  g_autoptr (GError) error = NULL;
  guint8 everybody = (guint8) ((1u << vic_game_get_n_players (view)) - 1);

  if (told == NULL)
    return events;
  if (!victory->net->events_check (view, told, &error))
    {
      g_warning ("The server told events this game cannot have: %s", error->message);
      return events;
    }
  for (guint i = 0; i < told->len; i++)
    {
      const VikNetEvent *w = &g_array_index (told, VikNetEvent, i);
      VicEvent e = {
        .kind = (guint8) w->kind, .player = (gint8) w->player, .visible = everybody,
        .n_dice = (guint8) MIN (w->n_dice, (int) G_N_ELEMENTS (e.dice)),
        .block = (gint16) w->unit, .hex = (gint16) w->hex, .hex2 = (gint16) w->hex2, .value = (gint16) w->value,
      };
      memcpy (e.dice, w->dice, e.n_dice);
      g_array_append_val (events, e);
    }
  return events;
}

/* An action as this seat was told it, read in the position it was played
 * in; one hidden from us ("?") is of no kind (VIC_N_ACTION_KINDS). */
static gboolean
read_action (VikNetSession *self, gconstpointer before, gconstpointer view, const char *text, VikAnyAction *out)
{
  VicAction a = vic_action_make (VIC_N_ACTION_KINDS);

  if (before == NULL || text == NULL || !vic_action_parse (before, text, &a, NULL))
    a = vic_action_make (VIC_N_ACTION_KINDS);
  vik_any_action_pack (out, &a, sizeof a);
  return TRUE;
}

static const char *
play_player_name (gconstpointer view, int player)
{
  return vic_game_get_player_name (view, player);
}

static void
vic_net_play_class_init (VicNetPlayClass *klass)
{
  VikNetSessionClass *session_class = VIK_NET_SESSION_CLASS (klass);

  session_class->rules_id = "victory";
  session_class->other_game_error = N_("This network game is not a game of Victory");
  session_class->read_action = read_action;
  session_class->import_events = import_events;
  session_class->player_name = play_player_name;
}

static void
vic_net_play_init (VicNetPlay *self)
{
}

VikNetSession *
vic_net_play_new (VicGameModel *model)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (model), NULL);
  return g_object_new (VIC_TYPE_NET_PLAY, "model", model, NULL);
}
