/* vic-net-play.c: a Victory network game played through a VicGameModel (see
 * the header).  Its connection, reconnection and seats follow VikNetPlay's
 * (vik-net-play.c) line by line; what differs is the game: Victory's views
 * are per seat, another side's action may be told as "?", and its events
 * are checked with Victory's network table. */
#include "config.h"

#include "vic-net-play.h"
#include "vik-games.h"
#include "vik-net-client.h"
#include "vik-net-game.h"
#include "vik-net-trust.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define DEFAULT_RETRY_MS 1000

struct _VicNetPlay
{
  GObject parent_instance;

  VicGameModel *model;          /* weak: the window's */
  VikNetClient *client;
  GCancellable *connecting;
  VikNetPlayState state;
  char *uri, *game, *token;     /* token NULL: claim an open seat */
  char *error;
  char *commitment;
  gboolean welcomed;            /* this connection had its welcome */
  gboolean joined;              /* the model shows this game */
  gboolean fatal;               /* the server refused us for good */
  int seat;
  gint64 seq;                   /* the last position the model shows */
  gint64 chat_seen;
  gint64 deadline;
  char *kinds[VIK_NET_MAX_SEATS];
  guint retry_ms, retry_now, retry_id;
  int fair;
  GTlsCertificate *pinned;
};

G_DEFINE_FINAL_TYPE (VicNetPlay, vic_net_play, G_TYPE_OBJECT)

enum { PROP_0, PROP_STATE, PROP_DEADLINE, PROP_FAIR, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_JOINED, SIGNAL_CHAT, SIGNAL_REFUSED, SIGNAL_SEATS_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void connect_now (VicNetPlay *self);

static void
set_state (VicNetPlay *self, VikNetPlayState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
set_deadline (VicNetPlay *self, gint64 deadline)
{
  if (self->deadline == deadline)
    return;
  self->deadline = deadline;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEADLINE]);
}

static void
fail (VicNetPlay *self, const char *why)
{
  g_free (self->error);
  self->error = g_strdup (why);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  if (self->client)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      vik_net_client_close (self->client);
    }
  if (self->model && self->joined)
    vic_game_model_set_remote_connected (self->model, FALSE);
  set_state (self, VIK_NET_PLAY_FAILED);
}

/* ---------------------------------------------------------------- seats */

/* A computer's seat, or an away player's played by a computer for now: its
 * level; anything else a person's. */
static int
level_of_kind (const char *kind)
{
  const char *colon = kind ? strchr (kind, ':') : NULL;
  VikAiLevel level;

  if (colon != NULL && vik_ai_level_from_id (colon + 1, &level))
    return (int) level;
  return VIK_SESSION_PERSON;
}

static void
take_seats (VicNetPlay *self, char *const *kinds, int n, int *seats)
{
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    {
      g_free (self->kinds[p]);
      self->kinds[p] = p < n ? g_strdup (kinds[p]) : NULL;
      seats[p] = p < n ? level_of_kind (kinds[p]) : VIK_SESSION_PERSON;
    }
}

/* ---------------------------------------------------------------- the server's messages */

static gboolean
submit (const VicAction *action, gpointer user_data, GError **error)
{
  VicNetPlay *self = user_data;
  const VicGame *game = vic_game_model_get_game (self->model);
  g_autofree char *text = NULL;

  if (self->client == NULL || !vik_net_client_is_connected (self->client) || game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           _("Not connected to the game’s server: reconnecting"));
      return FALSE;
    }
  text = vic_action_to_string (game, action);
  vik_net_client_act (self->client, text);
  return TRUE;
}

/* The view the client holds, if it is a Victory game's. */
static const VicGame *
victory_view (VicNetPlay *self)
{
  const VikRules *rules = vik_net_client_get_rules (self->client);

  if (rules == NULL || g_strcmp0 (rules->id, "victory") != 0)
    return NULL;
  return vik_net_client_get_view (self->client);
}

/* The events told with an action, checked against the position they led
 * to; what does not check out is left out (the board is still the
 * server's).  The server sent only what this seat may know: the log shows
 * them all. */
static GArray *
import_events (const VicGame *view, const GArray *told)
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
static VicAction
told_action (const VicGame *before, const char *text)
{
  VicAction a = vic_action_make (VIC_N_ACTION_KINDS);

  if (before == NULL || text == NULL || !vic_action_parse (before, text, &a, NULL))
    a = vic_action_make (VIC_N_ACTION_KINDS);
  return a;
}

static void
on_welcome (VicNetPlay *self, const VikMsg *msg)
{
  const VicGame *view = victory_view (self);
  int seats[VIK_NET_MAX_SEATS];

  if (view == NULL)
    {
      fail (self, vik_net_client_get_rules (self->client) != NULL ? _("This network game is not a game of Victory")
                                                                   : _("The server sent a board this program cannot read"));
      return;
    }
  self->welcomed = TRUE;
  self->retry_now = self->retry_ms;
  g_free (self->commitment);
  self->commitment = g_strdup (msg->commitment);
  take_seats (self, msg->seats, msg->players, seats);
  set_deadline (self, msg->deadline);
  if (!self->joined)
    {
      self->joined = TRUE;
      self->seat = msg->seat;
      self->seq = msg->seq;
      vic_game_model_begin_remote (self->model, vic_game_copy (view), msg->seat, seats, submit, self);
      set_state (self, VIK_NET_PLAY_PLAYING);
      g_signal_emit (self, signals[SIGNAL_JOINED], 0, self->game, self->token ? self->token : "", self->seat);
      return;
    }
  /* back after a loss: what happened meanwhile, then the position now */
  vic_game_model_set_remote_seats (self->model, seats);
  if (msg->actions->len > 0 && msg->catch_up != NULL && vic_game_model_get_game (self->model) != NULL)
    {
      guint n = msg->actions->len;
      g_autofree VicAction *actions = g_new0 (VicAction, n);
      g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

      for (guint i = 0; i < n; i++)
        {
          actions[i] = told_action (vic_game_model_get_game (self->model), msg->actions->pdata[i]);
          g_ptr_array_add (events, import_events (view, msg->catch_up->pdata[i]));
        }
      vic_game_model_remote_update (self->model, vic_game_copy (view), actions, (GArray *const *) events->pdata, n);
    }
  else if (msg->seq != self->seq)
    vic_game_model_remote_resync (self->model, vic_game_copy (view));
  self->seq = msg->seq;
  vic_game_model_set_remote_connected (self->model, TRUE);
  vic_game_model_remote_answered (self->model);
  set_state (self, VIK_NET_PLAY_PLAYING);
}

static void
on_update (VicNetPlay *self, const VikMsg *msg)
{
  const VicGame *view = victory_view (self);
  g_autoptr (GArray) events = NULL;
  VicAction action;

  set_deadline (self, msg->deadline);
  if (!self->joined || view == NULL || vik_net_client_get_seq (self->client) != msg->seq
      || msg->seq != self->seq + 1)
    {
      vic_net_play_drop_connection (self);   /* a view that did not load, or a gap: ask again */
      return;
    }
  action = told_action (vic_game_model_get_game (self->model), msg->action);
  events = import_events (view, msg->events);
  self->seq = msg->seq;
  vic_game_model_remote_update (self->model, vic_game_copy (view), &action, &events, 1);
}

static void
on_seats (VicNetPlay *self, const VikMsg *msg)
{
  int seats[VIK_NET_MAX_SEATS];

  take_seats (self, msg->seats, msg->players, seats);
  set_deadline (self, msg->deadline);
  if (self->joined && vic_game_model_get_game (self->model) != NULL && vic_game_model_is_remote (self->model))
    vic_game_model_set_remote_seats (self->model, seats);
  g_signal_emit (self, signals[SIGNAL_SEATS_CHANGED], 0);
}

/* The end: the seed is revealed.  It must be the one committed to at the
 * start.  (Replaying the game needs every side's actions, which this seat
 * was not told: the server's record does, with viktory-cli verify.) */
static void
on_over (VicNetPlay *self, const VikMsg *msg)
{
  char *end = NULL;
  guint64 seed = g_ascii_strtoull (msg->seed, &end, 10);
  int fair = 0;

  if (end != msg->seed && *end == '\0' && self->commitment != NULL)
    {
      g_autofree char *commitment = vik_net_commitment (msg->salt, seed);
      fair = g_strcmp0 (commitment, self->commitment) == 0;
    }
  self->fair = fair;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAIR]);
}

static void
on_error (VicNetPlay *self, const VikMsg *msg)
{
  /* Refusals of an action leave the connection open: the player is told and
   * may choose again (a hidden block of another side may forbid what his
   * view allowed).  Anything else ends it. */
  if (g_strcmp0 (msg->code, "stale") == 0 || g_strcmp0 (msg->code, "illegal") == 0
      || g_strcmp0 (msg->code, "not-your-decision") == 0 || g_strcmp0 (msg->code, "io") == 0)
    {
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, msg->text);
      if (self->model)
        vic_game_model_remote_answered (self->model);
      return;
    }
  if (g_strcmp0 (msg->code, "bad-seat") == 0 && self->token == NULL)
    {
      fail (self, _("The game has no open seat any more"));
      return;
    }
  self->fatal = TRUE;
  g_free (self->error);
  self->error = g_strdup (msg->text);
}

static void
on_message (VikNetClient *client, const VikMsg *msg, VicNetPlay *self)
{
  switch (msg->type)
    {
    case VIK_MSG_WELCOME:
      on_welcome (self, msg);
      break;
    case VIK_MSG_UPDATE:
      on_update (self, msg);
      break;
    case VIK_MSG_SEATS:
      on_seats (self, msg);
      break;
    case VIK_MSG_CHAT_SAID:
      if (msg->chat < self->chat_seen)
        break;
      self->chat_seen = msg->chat + 1;
      g_signal_emit (self, signals[SIGNAL_CHAT], 0, msg->seat, msg->name, msg->text, msg->when);
      break;
    case VIK_MSG_CLAIMED:
      /* the open seat is ours: its token is our invitation from now on */
      g_free (self->token);
      self->token = g_strdup (msg->token);
      break;
    case VIK_MSG_OVER:
      on_over (self, msg);
      break;
    case VIK_MSG_ERROR:
      on_error (self, msg);
      break;
    default:
      break;
    }
}

/* ---------------------------------------------------------------- the connection */

static gboolean
retry (gpointer data)
{
  VicNetPlay *self = data;

  self->retry_id = 0;
  connect_now (self);
  return G_SOURCE_REMOVE;
}

static void
lost (VicNetPlay *self, const char *why)
{
  if (self->fatal || !self->joined)
    {
      g_autofree char *text = self->error ? g_strdup (self->error)
                              : g_strdup_printf (_("Could not join the game at %s: %s"), self->uri, why);
      fail (self, text);
      return;
    }
  vic_game_model_set_remote_connected (self->model, FALSE);
  set_state (self, VIK_NET_PLAY_RECONNECTING);
  if (self->retry_id == 0)
    self->retry_id = g_timeout_add (self->retry_now, retry, self);
  self->retry_now = MIN (self->retry_now * 2, self->retry_ms * 16);
}

static void
on_closed (VikNetClient *client, VicNetPlay *self)
{
  const char *reason = vik_net_client_get_close_reason (client);
  g_autofree char *why = g_strdup (reason && *reason ? reason : _("the connection was closed"));

  self->welcomed = FALSE;
  lost (self, why);
}

static void
connected (GObject *source, GAsyncResult *result, gpointer user_data)
{
  VicNetPlay *self = user_data;
  g_autoptr (GError) error = NULL;

  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && VIK_NET_CLIENT (source) == self->client)
        lost (self, error->message);
      g_object_unref (self);
      return;
    }
  if (VIK_NET_CLIENT (source) != self->client)
    {
      vik_net_client_close (VIK_NET_CLIENT (source));
      g_object_unref (self);
      return;
    }
  g_clear_object (&self->connecting);
  if (self->token == NULL)
    vik_net_client_claim (self->client, self->game);
  else
    {
      vik_net_client_set_chat_seen (self->client, self->chat_seen);
      vik_net_client_hello (self->client, self->game, self->token, self->joined ? self->seq : -1);
    }
  g_object_unref (self);
}

static void
connect_now (VicNetPlay *self)
{
  if (self->connecting)
    g_cancellable_cancel (self->connecting);
  g_clear_object (&self->connecting);
  if (self->client)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      vik_net_client_close (self->client);
    }
  else
    self->client = vik_net_client_new ();
  vik_net_client_pin_certificate (self->client, self->pinned);
  g_signal_connect (self->client, "message", G_CALLBACK (on_message), self);
  g_signal_connect (self->client, "closed", G_CALLBACK (on_closed), self);
  self->connecting = g_cancellable_new ();
  self->welcomed = FALSE;
  {
    /* The game in the address: a proxy in front of several servers routes by it. */
    g_autofree char *game_uri = vik_net_game_uri (self->uri, self->game);
    vik_net_client_connect_async (self->client, game_uri, self->connecting, connected, g_object_ref (self));
  }
}

/* ---------------------------------------------------------------- public */

void
vic_net_play_join (VicNetPlay *self, const char *uri, const char *game, const char *token)
{
  g_return_if_fail (VIC_IS_NET_PLAY (self));
  g_return_if_fail (uri != NULL && game != NULL);
  vic_net_play_leave (self);
  self->uri = g_strdup (uri);
  self->game = g_strdup (game);
  self->token = g_strdup (token);
  {
    /* a server the player trusted in an earlier run */
    g_autoptr (GTlsCertificate) trusted = vik_net_trust_lookup (uri);
    if (trusted != NULL)
      g_set_object (&self->pinned, trusted);
  }
  self->seat = -1;
  self->seq = -1;
  self->fair = -1;
  self->retry_now = self->retry_ms;
  set_state (self, VIK_NET_PLAY_CONNECTING);
  connect_now (self);
}

static void
on_model_remote (VicGameModel *model, GParamSpec *pspec, VicNetPlay *self)
{
  /* a new game or an opened file replaced ours: we are done with the server */
  if (self->joined && !vic_game_model_is_remote (model))
    vic_net_play_leave (self);
}

void
vic_net_play_leave (VicNetPlay *self)
{
  g_return_if_fail (VIC_IS_NET_PLAY (self));
  g_clear_handle_id (&self->retry_id, g_source_remove);
  if (self->connecting)
    g_cancellable_cancel (self->connecting);
  g_clear_object (&self->connecting);
  if (self->client)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      vik_net_client_close (self->client);
      g_clear_object (&self->client);
    }
  if (self->joined && self->model && vic_game_model_is_remote (self->model))
    vic_game_model_set_remote_connected (self->model, FALSE);
  g_clear_pointer (&self->uri, g_free);
  g_clear_pointer (&self->game, g_free);
  g_clear_pointer (&self->token, g_free);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->commitment, g_free);
  self->chat_seen = 0;
  self->joined = self->welcomed = self->fatal = FALSE;
  self->seat = -1;
  self->deadline = 0;
  set_state (self, VIK_NET_PLAY_IDLE);
}

void
vic_net_play_chat (VicNetPlay *self, const char *text)
{
  g_return_if_fail (VIC_IS_NET_PLAY (self));
  if (self->client && self->welcomed && text && *text)
    vik_net_client_chat (self->client, text);
}

void
vic_net_play_drop_connection (VicNetPlay *self)
{
  g_return_if_fail (VIC_IS_NET_PLAY (self));
  if (self->state != VIK_NET_PLAY_PLAYING || self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  vik_net_client_close (self->client);
  self->welcomed = FALSE;
  lost (self, _("the connection was dropped"));
}

void
vic_net_play_pin_certificate (VicNetPlay *self, GTlsCertificate *certificate)
{
  g_return_if_fail (VIC_IS_NET_PLAY (self));
  g_set_object (&self->pinned, certificate);
}

void
vic_net_play_set_retry_ms (VicNetPlay *self, guint ms)
{
  g_return_if_fail (VIC_IS_NET_PLAY (self));
  self->retry_ms = self->retry_now = MAX (ms, 1);
}

VikNetPlayState vic_net_play_get_state (VicNetPlay *self) { return self->state; }
const char *vic_net_play_get_error (VicNetPlay *self) { return self->state == VIK_NET_PLAY_FAILED ? self->error : NULL; }
const char *vic_net_play_get_uri (VicNetPlay *self) { return self->uri; }
const char *vic_net_play_get_game_id (VicNetPlay *self) { return self->game; }
const char *vic_net_play_get_token (VicNetPlay *self) { return self->token ? self->token : ""; }
int vic_net_play_get_seat (VicNetPlay *self) { return self->seat; }
gboolean vic_net_play_is_secure (VicNetPlay *self) { return self->uri && g_str_has_prefix (self->uri, "wss://"); }
gint64 vic_net_play_get_deadline (VicNetPlay *self) { return self->deadline; }
const char *vic_net_play_get_commitment (VicNetPlay *self) { return self->commitment; }
int vic_net_play_get_fair (VicNetPlay *self) { return self->fair; }

const char *
vic_net_play_get_seat_kind (VicNetPlay *self, int seat)
{
  g_return_val_if_fail (VIC_IS_NET_PLAY (self), NULL);
  return seat >= 0 && seat < VIK_NET_MAX_SEATS ? self->kinds[seat] : NULL;
}

/* ---------------------------------------------------------------- GObject */

static void
vic_net_play_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VicNetPlay *self = VIC_NET_PLAY (object);

  switch (prop_id)
    {
    case PROP_STATE: g_value_set_int (value, self->state); break;
    case PROP_DEADLINE: g_value_set_int64 (value, self->deadline); break;
    case PROP_FAIR: g_value_set_int (value, self->fair); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vic_net_play_dispose (GObject *object)
{
  VicNetPlay *self = VIC_NET_PLAY (object);

  vic_net_play_leave (self);
  if (self->model)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      g_object_remove_weak_pointer (G_OBJECT (self->model), (gpointer *) &self->model);
      self->model = NULL;
    }
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    g_clear_pointer (&self->kinds[p], g_free);
  g_clear_object (&self->pinned);
  G_OBJECT_CLASS (vic_net_play_parent_class)->dispose (object);
}

static void
vic_net_play_class_init (VicNetPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = vic_net_play_get_property;
  object_class->dispose = vic_net_play_dispose;
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, 0, VIK_NET_PLAY_FAILED, 0,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DEADLINE] = g_param_spec_int64 ("deadline", NULL, NULL, 0, G_MAXINT64, 0,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                  | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FAIR] = g_param_spec_int ("fair", NULL, NULL, -1, 1, -1,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_JOINED] = g_signal_new ("joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_INT);
  signals[SIGNAL_CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING,
                                       G_TYPE_INT64);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SEATS_CHANGED] = g_signal_new ("seats-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vic_net_play_init (VicNetPlay *self)
{
  self->seat = -1;
  self->seq = -1;
  self->fair = -1;
  self->retry_ms = self->retry_now = DEFAULT_RETRY_MS;
}

VicNetPlay *
vic_net_play_new (VicGameModel *model)
{
  VicNetPlay *self = g_object_new (VIC_TYPE_NET_PLAY, NULL);

  g_return_val_if_fail (VIC_IS_GAME_MODEL (model), self);
  self->model = model;
  g_object_add_weak_pointer (G_OBJECT (model), (gpointer *) &self->model);
  g_signal_connect (model, "notify::remote", G_CALLBACK (on_model_remote), self);
  return self;
}
