/* vik-net-play.c: a network game played through a VikGameModel (see the header). */
#include "config.h"

#include "vik-net-play.h"
#include "vik-net-trust.h"
#include "vik-net-client.h"
#include "vik-net-events.h"
#include "vik-net-game.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define DEFAULT_RETRY_MS 1000

struct _VikNetPlay
{
  GObject parent_instance;

  VikGameModel *model;          /* weak: the window's */
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
  gint64 chat_seen;             /* lines of the game's chat shown (kept across reconnections) */
  gint64 deadline, turn_time;
  char *kinds[VIK_NET_MAX_SEATS];
  guint retry_ms, retry_now, retry_id;
  int fair;
  GTlsCertificate *pinned;
  GTlsCertificate *refused;    /* the certificate the failed join was refused for */
};

G_DEFINE_FINAL_TYPE (VikNetPlay, vik_net_play, G_TYPE_OBJECT)

enum { PROP_0, PROP_STATE, PROP_DEADLINE, PROP_FAIR, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_JOINED, SIGNAL_CHAT, SIGNAL_REFUSED, SIGNAL_SEATS_CHANGED, SIGNAL_OTHER_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

static void connect_now (VikNetPlay *self);

static void
set_state (VikNetPlay *self, VikNetPlayState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
set_deadline (VikNetPlay *self, gint64 deadline)
{
  if (self->deadline == deadline)
    return;
  self->deadline = deadline;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEADLINE]);
}

static void
fail (VikNetPlay *self, const char *why)
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
    vik_game_model_set_remote_connected (self->model, FALSE);
  set_state (self, VIK_NET_PLAY_FAILED);
}

/* ---------------------------------------------------------------- seats */

static VikSeat
seat_of_kind (const char *kind)
{
  VikSeat seat = VIK_SEAT_HUMAN;
  const char *colon = kind ? strchr (kind, ':') : NULL;

  /* a computer's seat, or an away player's played by a computer for now */
  if (colon != NULL && !vik_seat_from_id (colon + 1, &seat))
    seat = VIK_SEAT_HUMAN;
  return seat;
}

static void
take_seats (VikNetPlay *self, char *const *kinds, int n, VikSeat *seats)
{
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    {
      g_free (self->kinds[p]);
      self->kinds[p] = p < n ? g_strdup (kinds[p]) : NULL;
      seats[p] = p < n ? seat_of_kind (kinds[p]) : VIK_SEAT_HUMAN;
    }
}

/* ---------------------------------------------------------------- the server's messages */

static gboolean
submit (const VikAction *action, gpointer user_data, GError **error)
{
  VikNetPlay *self = user_data;
  const VikGame *game = vik_game_model_get_game (self->model);
  g_autofree char *text = NULL;

  if (self->client == NULL || !vik_net_client_is_connected (self->client) || game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           _("Not connected to the game’s server: reconnecting"));
      return FALSE;
    }
  text = vik_action_to_string (action, vik_game_get_board (game));
  vik_net_client_act (self->client, text);
  return TRUE;
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

/* Drops the connection and starts again: the next welcome puts things right. */
static void
resync (VikNetPlay *self)
{
  vik_net_play_drop_connection (self);
}

/* The game joined is another game than VIKTORY II (a link or the lobby does
 * not say which): whoever plays that game takes it over, with the seat's
 * token (a claimed seat's too); this play is done. */
static void
hand_over (VikNetPlay *self, const char *kind)
{
  g_autofree char *uri = g_strdup (self->uri), *game = g_strdup (self->game);
  g_autofree char *token = g_strdup (self->token ? self->token : "");

  g_signal_handlers_disconnect_by_data (self->client, self);
  vik_net_client_close (self->client);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  self->joined = self->welcomed = self->fatal = FALSE;
  set_state (self, VIK_NET_PLAY_IDLE);
  g_signal_emit (self, signals[SIGNAL_OTHER_GAME], 0, kind, uri, game, token);
}

static void
on_welcome (VikNetPlay *self, const VikMsg *msg)
{
  const VikGame *view = vik_net_client_get_view (self->client);
  const VikRules *rules = vik_net_client_get_rules (self->client);
  VikSeat seats[VIK_NET_MAX_SEATS];

  if (rules != NULL && g_strcmp0 (rules->id, "viktory2") != 0 && !self->joined)
    {
      hand_over (self, rules->id);
      return;
    }
  if (view == NULL || rules == NULL || g_strcmp0 (rules->id, "viktory2") != 0)
    {
      fail (self, _("The server sent a board this program cannot read"));
      return;
    }
  self->welcomed = TRUE;
  self->retry_now = self->retry_ms;
  g_free (self->commitment);
  self->commitment = g_strdup (msg->commitment);
  self->turn_time = msg->turn_time;
  take_seats (self, msg->seats, msg->players, seats);
  set_deadline (self, msg->deadline);
  if (!self->joined)
    {
      self->joined = TRUE;
      self->seat = msg->seat;
      self->seq = msg->seq;
      vik_game_model_begin_remote (self->model, vik_game_copy (view), msg->seat, seats, submit, self);
      set_state (self, VIK_NET_PLAY_PLAYING);
      g_signal_emit (self, signals[SIGNAL_JOINED], 0, self->game, self->token ? self->token : "", self->seat);
      return;
    }
  /* back after a loss: what happened meanwhile, then the position now */
  vik_game_model_set_remote_seats (self->model, seats);
  if (msg->actions->len > 0 && msg->catch_up != NULL)
    {
      guint n = msg->actions->len;
      g_autofree VikAction *actions = g_new0 (VikAction, n);
      g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      gboolean ok = TRUE;

      for (guint i = 0; i < n && ok; i++)
        {
          ok = vik_action_parse (msg->actions->pdata[i], vik_game_get_board (view), &actions[i], NULL);
          g_ptr_array_add (events, import_events (view, msg->catch_up->pdata[i]));
        }
      if (ok)
        vik_game_model_remote_update (self->model, vik_game_copy (view), actions,
                                      (GArray *const *) events->pdata, n);
      else
        vik_game_model_remote_resync (self->model, vik_game_copy (view));
    }
  else if (msg->seq != self->seq)
    vik_game_model_remote_resync (self->model, vik_game_copy (view));
  self->seq = msg->seq;
  vik_game_model_set_remote_connected (self->model, TRUE);
  vik_game_model_remote_answered (self->model);
  set_state (self, VIK_NET_PLAY_PLAYING);
}

static void
on_update (VikNetPlay *self, const VikMsg *msg)
{
  const VikRules *rules = vik_net_client_get_rules (self->client);
  const VikGame *view = rules != NULL && g_strcmp0 (rules->id, "viktory2") == 0
                        ? vik_net_client_get_view (self->client) : NULL;
  g_autoptr (GArray) events = NULL;
  VikAction action;

  set_deadline (self, msg->deadline);
  if (!self->joined || view == NULL || vik_net_client_get_seq (self->client) != msg->seq
      || msg->seq != self->seq + 1
      || !vik_action_parse (msg->action, vik_game_get_board (view), &action, NULL))
    {
      resync (self);   /* a view that did not load, or a gap: ask again */
      return;
    }
  events = import_events (view, msg->events);
  self->seq = msg->seq;
  vik_game_model_remote_update (self->model, vik_game_copy (view), &action, &events, 1);
}

static void
on_seats (VikNetPlay *self, const VikMsg *msg)
{
  VikSeat seats[VIK_NET_MAX_SEATS];

  take_seats (self, msg->seats, msg->players, seats);
  set_deadline (self, msg->deadline);
  if (self->joined)
    vik_game_model_set_remote_seats (self->model, seats);
  g_signal_emit (self, signals[SIGNAL_SEATS_CHANGED], 0);
}

/* The end: the seed is revealed.  It must be the one committed to at the
 * start, and a game begun from it must come, action by action, to the board
 * shown: then no die or tile was ever chosen by the server. */
static void
on_over (VikNetPlay *self, const VikMsg *msg)
{
  const VikGame *view = vik_net_client_get_view (self->client);
  g_autofree char *commitment = NULL;
  VikGameOptions options = { 0 };
  g_autoptr (VikGame) real = NULL;
  const VikAction *history;
  guint n;
  char *end = NULL;
  guint64 seed = g_ascii_strtoull (msg->seed, &end, 10);
  int fair = 0;

  if (view != NULL && end != msg->seed && *end == '\0')
    {
      commitment = vik_net_commitment (msg->salt, seed);
      options.n_players = vik_game_get_n_players (view);
      options.seed = seed;
      for (int p = 0; p < options.n_players; p++)
        options.names[p] = vik_game_get_player_name (view, p);
      real = vik_game_new (&options, NULL);
      history = vik_game_get_history (view, &n);
      fair = real != NULL && g_strcmp0 (commitment, self->commitment) == 0;
      for (guint i = 0; fair && i < n; i++)
        fair = vik_game_apply (real, &history[i], NULL);
      fair = fair && vik_game_public_equal (real, view);
    }
  self->fair = fair;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAIR]);
}

static void
on_error (VikNetPlay *self, const VikMsg *msg)
{
  /* Refusals of an action leave the connection open: the player is told and
   * may choose again.  Anything else ends it: the server will not have us. */
  if (g_strcmp0 (msg->code, "stale") == 0 || g_strcmp0 (msg->code, "illegal") == 0
      || g_strcmp0 (msg->code, "not-your-decision") == 0 || g_strcmp0 (msg->code, "io") == 0)
    {
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, msg->text);
      if (self->model)
        vik_game_model_remote_answered (self->model);
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
on_message (VikNetClient *client, const VikMsg *msg, VikNetPlay *self)
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
        break;   /* heard already (the server sends only later lines: a safeguard) */
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
  VikNetPlay *self = data;

  self->retry_id = 0;
  connect_now (self);
  return G_SOURCE_REMOVE;
}

/* The connection is gone: try again later (longer each time), unless the
 * server refused us or we never got in. */
static void
lost (VikNetPlay *self, const char *why)
{
  if (self->fatal || !self->joined)
    {
      g_autofree char *text = self->error ? g_strdup (self->error)
                              : g_strdup_printf (_("Could not join the game at %s: %s"), self->uri, why);
      fail (self, text);
      return;
    }
  vik_game_model_set_remote_connected (self->model, FALSE);
  set_state (self, VIK_NET_PLAY_RECONNECTING);
  if (self->retry_id == 0)
    self->retry_id = g_timeout_add (self->retry_now, retry, self);
  self->retry_now = MIN (self->retry_now * 2, self->retry_ms * 16);
}

static void
on_closed (VikNetClient *client, VikNetPlay *self)
{
  const char *reason = vik_net_client_get_close_reason (client);
  g_autofree char *why = g_strdup (reason && *reason ? reason : _("the connection was closed"));

  self->welcomed = FALSE;
  lost (self, why);
}

static void
connected (GObject *source, GAsyncResult *result, gpointer user_data)
{
  VikNetPlay *self = user_data;
  g_autoptr (GError) error = NULL;

  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && VIK_NET_CLIENT (source) == self->client)
        {
          g_set_object (&self->refused, vik_net_client_get_refused_certificate (self->client));
          lost (self, error->message);
        }
      g_object_unref (self);
      return;
    }
  if (VIK_NET_CLIENT (source) != self->client)
    {
      /* left meanwhile */
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
connect_now (VikNetPlay *self)
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
vik_net_play_join (VikNetPlay *self, const char *uri, const char *game, const char *token)
{
  g_return_if_fail (VIK_IS_NET_PLAY (self));
  g_return_if_fail (uri != NULL && game != NULL);
  vik_net_play_leave (self);
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
on_model_remote (VikGameModel *model, GParamSpec *pspec, VikNetPlay *self)
{
  /* a new game or an opened file replaced ours: we are done with the server */
  if (self->joined && !vik_game_model_is_remote (model))
    vik_net_play_leave (self);
}

void
vik_net_play_leave (VikNetPlay *self)
{
  g_return_if_fail (VIK_IS_NET_PLAY (self));
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
  if (self->joined && self->model && vik_game_model_is_remote (self->model))
    vik_game_model_set_remote_connected (self->model, FALSE);
  g_clear_pointer (&self->uri, g_free);
  g_clear_pointer (&self->game, g_free);
  g_clear_pointer (&self->token, g_free);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->commitment, g_free);
  g_clear_object (&self->refused);
  self->chat_seen = 0;
  self->joined = self->welcomed = self->fatal = FALSE;
  self->seat = -1;
  self->deadline = self->turn_time = 0;
  set_state (self, VIK_NET_PLAY_IDLE);
}

void
vik_net_play_chat (VikNetPlay *self, const char *text)
{
  g_return_if_fail (VIK_IS_NET_PLAY (self));
  if (self->client && self->welcomed && text && *text)
    vik_net_client_chat (self->client, text);
}

void
vik_net_play_drop_connection (VikNetPlay *self)
{
  g_return_if_fail (VIK_IS_NET_PLAY (self));
  if (self->state != VIK_NET_PLAY_PLAYING || self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  vik_net_client_close (self->client);
  self->welcomed = FALSE;
  lost (self, _("the connection was dropped"));
}

void
vik_net_play_pin_certificate (VikNetPlay *self, GTlsCertificate *certificate)
{
  g_return_if_fail (VIK_IS_NET_PLAY (self));
  g_set_object (&self->pinned, certificate);
}

GTlsCertificate *
vik_net_play_get_refused_certificate (VikNetPlay *self)
{
  g_return_val_if_fail (VIK_IS_NET_PLAY (self), NULL);
  return self->state == VIK_NET_PLAY_FAILED && !self->joined ? self->refused : NULL;
}

void
vik_net_play_rejoin (VikNetPlay *self)
{
  g_autofree char *uri = NULL, *game = NULL, *token = NULL;

  g_return_if_fail (VIK_IS_NET_PLAY (self));
  if (self->uri == NULL || self->game == NULL)
    return;
  uri = g_strdup (self->uri);
  game = g_strdup (self->game);
  token = g_strdup (self->token);
  vik_net_play_join (self, uri, game, token);
}

void
vik_net_play_set_retry_ms (VikNetPlay *self, guint ms)
{
  g_return_if_fail (VIK_IS_NET_PLAY (self));
  self->retry_ms = self->retry_now = MAX (ms, 1);
}

VikNetPlayState vik_net_play_get_state (VikNetPlay *self) { return self->state; }
const char *vik_net_play_get_error (VikNetPlay *self) { return self->state == VIK_NET_PLAY_FAILED ? self->error : NULL; }
const char *vik_net_play_get_uri (VikNetPlay *self) { return self->uri; }
const char *vik_net_play_get_game_id (VikNetPlay *self) { return self->game; }
const char *vik_net_play_get_token (VikNetPlay *self) { return self->token ? self->token : ""; }
int vik_net_play_get_seat (VikNetPlay *self) { return self->seat; }
gboolean vik_net_play_is_secure (VikNetPlay *self) { return self->uri && g_str_has_prefix (self->uri, "wss://"); }
gint64 vik_net_play_get_deadline (VikNetPlay *self) { return self->deadline; }
gint64 vik_net_play_get_turn_time (VikNetPlay *self) { return self->turn_time; }
int vik_net_play_get_fair (VikNetPlay *self) { return self->fair; }

const char *
vik_net_play_get_seat_kind (VikNetPlay *self, int seat)
{
  g_return_val_if_fail (VIK_IS_NET_PLAY (self), NULL);
  return seat >= 0 && seat < VIK_NET_MAX_SEATS ? self->kinds[seat] : NULL;
}

/* ---------------------------------------------------------------- GObject */

static void
vik_net_play_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikNetPlay *self = VIK_NET_PLAY (object);

  switch (prop_id)
    {
    case PROP_STATE: g_value_set_int (value, self->state); break;
    case PROP_DEADLINE: g_value_set_int64 (value, self->deadline); break;
    case PROP_FAIR: g_value_set_int (value, self->fair); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_net_play_dispose (GObject *object)
{
  VikNetPlay *self = VIK_NET_PLAY (object);

  vik_net_play_leave (self);
  if (self->model)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      g_object_remove_weak_pointer (G_OBJECT (self->model), (gpointer *) &self->model);
      self->model = NULL;
    }
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    g_clear_pointer (&self->kinds[p], g_free);
  g_clear_object (&self->pinned);
  g_clear_object (&self->refused);
  G_OBJECT_CLASS (vik_net_play_parent_class)->dispose (object);
}

static void
vik_net_play_class_init (VikNetPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = vik_net_play_get_property;
  object_class->dispose = vik_net_play_dispose;
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
  signals[SIGNAL_OTHER_GAME] = g_signal_new ("other-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                             NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_STRING, G_TYPE_STRING,
                                             G_TYPE_STRING, G_TYPE_STRING);
}

static void
vik_net_play_init (VikNetPlay *self)
{
  self->seat = -1;
  self->seq = -1;
  self->fair = -1;
  self->retry_ms = self->retry_now = DEFAULT_RETRY_MS;
}

VikNetPlay *
vik_net_play_new (VikGameModel *model)
{
  VikNetPlay *self = g_object_new (VIK_TYPE_NET_PLAY, NULL);

  g_return_val_if_fail (VIK_IS_GAME_MODEL (model), self);
  self->model = model;
  g_object_add_weak_pointer (G_OBJECT (model), (gpointer *) &self->model);
  g_signal_connect (model, "notify::remote", G_CALLBACK (on_model_remote), self);
  return self;
}
