/* vik-net-session.c: the connection of a network game, whichever game it
 * plays (see the header). */
#include "config.h"

#include "vik-net-session.h"
#include "vik-net-session-model.h"
#include "vik-net-client.h"
#include "vik-net-game.h"
#include "vik-net-trust.h"
#include "vik-net-record.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#define DEFAULT_RETRY_MS 1000

typedef struct
{
  VikSession *model;            /* weak: the window's */
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
  GTlsCertificate *refused;     /* the certificate the failed join was refused for */
} VikNetSessionPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (VikNetSession, vik_net_session, G_TYPE_OBJECT)

enum { PROP_0, PROP_MODEL, PROP_STATE, PROP_DEADLINE, PROP_FAIR, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_JOINED, SIGNAL_CHAT, SIGNAL_REFUSED, SIGNAL_SEATS_CHANGED, SIGNAL_OTHER_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

#define PRIV(self) ((VikNetSessionPrivate *) vik_net_session_get_instance_private (self))

static void connect_now (VikNetSession *self);

static void
set_state (VikNetSession *self, VikNetPlayState state)
{
  VikNetSessionPrivate *priv = PRIV (self);

  if (priv->state == state)
    return;
  priv->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
set_deadline (VikNetSession *self, gint64 deadline)
{
  VikNetSessionPrivate *priv = PRIV (self);

  if (priv->deadline == deadline)
    return;
  priv->deadline = deadline;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEADLINE]);
}

static void
close_client (VikNetSessionPrivate *priv, gpointer self)
{
  g_signal_handlers_disconnect_by_data (priv->client, self);
  vik_net_client_close (priv->client);
}

static void
fail (VikNetSession *self, const char *why)
{
  VikNetSessionPrivate *priv = PRIV (self);

  g_free (priv->error);
  priv->error = g_strdup (why);
  g_clear_handle_id (&priv->retry_id, g_source_remove);
  if (priv->client)
    close_client (priv, self);
  if (priv->model && priv->joined)
    vik_session_set_remote_connected (priv->model, FALSE);
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
take_seats (VikNetSession *self, char *const *kinds, int n, int *levels)
{
  VikNetSessionPrivate *priv = PRIV (self);

  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    {
      g_free (priv->kinds[p]);
      priv->kinds[p] = p < n ? g_strdup (kinds[p]) : NULL;
      levels[p] = p < n ? level_of_kind (kinds[p]) : VIK_SESSION_PERSON;
    }
}

/* ---------------------------------------------------------------- the server's messages */

/* The view the client holds, if it is a game of the subclass's rules. */
static gconstpointer
our_view (VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);
  const VikRules *rules = vik_net_client_get_rules (priv->client);

  if (rules == NULL || g_strcmp0 (rules->id, VIK_NET_SESSION_GET_CLASS (self)->rules_id) != 0)
    return NULL;
  return vik_net_client_get_view (priv->client);
}

/* The game joined is another game (a link or the lobby does not say which):
 * whoever plays that game takes it over, with the seat's token (a claimed
 * seat's too); this play is done. */
static void
hand_over (VikNetSession *self, const char *kind)
{
  VikNetSessionPrivate *priv = PRIV (self);
  g_autofree char *uri = g_strdup (priv->uri), *game = g_strdup (priv->game);
  g_autofree char *token = g_strdup (priv->token ? priv->token : "");

  close_client (priv, self);
  g_clear_handle_id (&priv->retry_id, g_source_remove);
  priv->joined = priv->welcomed = priv->fatal = FALSE;
  set_state (self, VIK_NET_PLAY_IDLE);
  g_signal_emit (self, signals[SIGNAL_OTHER_GAME], 0, kind, uri, game, token);
}

static void
on_welcome (VikNetSession *self, const VikMsg *msg)
{
  VikNetSessionClass *klass = VIK_NET_SESSION_GET_CLASS (self);
  VikNetSessionPrivate *priv = PRIV (self);
  const VikRules *rules = vik_net_client_get_rules (priv->client);
  gconstpointer view = our_view (self);
  int levels[VIK_NET_MAX_SEATS];

  if (view == NULL)
    {
      if (rules != NULL && klass->hands_over && !priv->joined
          && g_strcmp0 (rules->id, klass->rules_id) != 0)
        hand_over (self, rules->id);
      else
        fail (self, rules != NULL && klass->other_game_error != NULL
                    ? _(klass->other_game_error) : _("The server sent a board this program cannot read"));
      return;
    }
  priv->welcomed = TRUE;
  priv->retry_now = priv->retry_ms;
  g_free (priv->commitment);
  priv->commitment = g_strdup (msg->commitment);
  priv->turn_time = msg->turn_time;
  take_seats (self, msg->seats, msg->players, levels);
  set_deadline (self, msg->deadline);
  if (!priv->joined)
    {
      priv->joined = TRUE;
      priv->seat = msg->seat;
      priv->seq = msg->seq;
      vik_net_session_begin_model (self, view, msg->seat, levels);
      set_state (self, VIK_NET_PLAY_PLAYING);
      g_signal_emit (self, signals[SIGNAL_JOINED], 0, priv->game, priv->token ? priv->token : "", priv->seat);
      return;
    }
  /* back after a loss: what happened meanwhile, then the position now */
  vik_session_set_remote_seats (priv->model, levels);
  if (!(msg->actions->len > 0 && msg->catch_up != NULL
         && vik_net_session_move_model (self, view, (char *const *) msg->actions->pdata,
                                        (GArray *const *) msg->catch_up->pdata, msg->actions->len))
      && msg->seq != priv->seq)
    vik_net_session_resync_model (self, view);
  priv->seq = msg->seq;
  vik_session_set_remote_connected (priv->model, TRUE);
  vik_session_remote_answered (priv->model);
  set_state (self, VIK_NET_PLAY_PLAYING);
}

static void
on_update (VikNetSession *self, const VikMsg *msg)
{
  VikNetSessionPrivate *priv = PRIV (self);
  gconstpointer view = our_view (self);

  set_deadline (self, msg->deadline);
  if (!priv->joined || view == NULL || vik_net_client_get_seq (priv->client) != msg->seq
      || msg->seq != priv->seq + 1 || !vik_net_session_move_model (self, view, &msg->action, &msg->events, 1))
    {
      /* a view that did not load, or a gap: drop the connection and start
       * again: the next welcome puts things right */
      vik_net_session_drop_connection (self);
      return;
    }
  priv->seq = msg->seq;
}

static void
on_seats (VikNetSession *self, const VikMsg *msg)
{
  VikNetSessionPrivate *priv = PRIV (self);
  int levels[VIK_NET_MAX_SEATS];

  take_seats (self, msg->seats, msg->players, levels);
  set_deadline (self, msg->deadline);
  if (priv->joined && priv->model != NULL && vik_session_get_game (priv->model) != NULL
      && vik_session_is_remote (priv->model))
    vik_session_set_remote_seats (priv->model, levels);
  g_signal_emit (self, signals[SIGNAL_SEATS_CHANGED], 0);
}

/* The end: the seed is revealed, checked, and the server's record taken
 * (vik-net-record.h). */
static void
on_over (VikNetSession *self, const VikMsg *msg)
{
  VikNetSessionPrivate *priv = PRIV (self);

  priv->fair = vik_net_record_end (self, msg, priv->commitment, vik_net_client_get_view (priv->client), priv->model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAIR]);
}

static void
on_error (VikNetSession *self, const VikMsg *msg)
{
  VikNetSessionPrivate *priv = PRIV (self);

  /* Refusals of an action leave the connection open: the player is told and
   * may choose again (where some of the game is hidden, what the view
   * allowed may be refused).  Anything else ends it: the server will not
   * have us. */
  if (g_strcmp0 (msg->code, "stale") == 0 || g_strcmp0 (msg->code, "illegal") == 0
      || g_strcmp0 (msg->code, "not-your-decision") == 0 || g_strcmp0 (msg->code, "io") == 0)
    {
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, msg->text);
      if (priv->model)
        vik_session_remote_answered (priv->model);
      return;
    }
  if (g_strcmp0 (msg->code, "bad-seat") == 0 && priv->token == NULL)
    {
      fail (self, _("The game has no open seat any more"));
      return;
    }
  priv->fatal = TRUE;
  g_free (priv->error);
  priv->error = g_strdup (msg->text);
}

static void
on_message (VikNetClient *client, const VikMsg *msg, VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);

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
      if (msg->chat < priv->chat_seen)
        break;   /* heard already (the server sends only later lines: a safeguard) */
      priv->chat_seen = msg->chat + 1;
      g_signal_emit (self, signals[SIGNAL_CHAT], 0, msg->seat, msg->name, msg->text, msg->when);
      break;
    case VIK_MSG_CLAIMED:
      /* the open seat is ours: its token is our invitation from now on */
      g_free (priv->token);
      priv->token = g_strdup (msg->token);
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
  VikNetSession *self = data;

  PRIV (self)->retry_id = 0;
  connect_now (self);
  return G_SOURCE_REMOVE;
}

/* The connection is gone: try again later (longer each time), unless the
 * server refused us or we never got in. */
static void
lost (VikNetSession *self, const char *why)
{
  VikNetSessionPrivate *priv = PRIV (self);

  if (priv->fatal || !priv->joined)
    {
      g_autofree char *text = priv->error ? g_strdup (priv->error)
                              : g_strdup_printf (_("Could not join the game at %s: %s"), priv->uri, why);
      fail (self, text);
      return;
    }
  if (priv->model)
    vik_session_set_remote_connected (priv->model, FALSE);
  set_state (self, VIK_NET_PLAY_RECONNECTING);
  if (priv->retry_id == 0)
    priv->retry_id = g_timeout_add (priv->retry_now, retry, self);
  priv->retry_now = MIN (priv->retry_now * 2, priv->retry_ms * 16);
}

static void
on_closed (VikNetClient *client, VikNetSession *self)
{
  const char *reason = vik_net_client_get_close_reason (client);
  g_autofree char *why = g_strdup (reason && *reason ? reason : _("the connection was closed"));

  PRIV (self)->welcomed = FALSE;
  lost (self, why);
}

static void
connected (GObject *source, GAsyncResult *result, gpointer user_data)
{
  VikNetSession *self = user_data;
  VikNetSessionPrivate *priv = PRIV (self);
  g_autoptr (GError) error = NULL;

  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && VIK_NET_CLIENT (source) == priv->client)
        {
          g_set_object (&priv->refused, vik_net_client_get_refused_certificate (priv->client));
          lost (self, error->message);
        }
      g_object_unref (self);
      return;
    }
  if (VIK_NET_CLIENT (source) != priv->client)
    {
      /* left meanwhile */
      vik_net_client_close (VIK_NET_CLIENT (source));
      g_object_unref (self);
      return;
    }
  g_clear_object (&priv->connecting);
  if (priv->token == NULL)
    vik_net_client_claim (priv->client, priv->game);
  else
    {
      vik_net_client_set_chat_seen (priv->client, priv->chat_seen);
      vik_net_client_hello (priv->client, priv->game, priv->token, priv->joined ? priv->seq : -1);
    }
  g_object_unref (self);
}

static void
connect_now (VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);
  g_autofree char *game_uri = NULL;

  if (priv->connecting)
    g_cancellable_cancel (priv->connecting);
  g_clear_object (&priv->connecting);
  if (priv->client)
    close_client (priv, self);
  else
    priv->client = vik_net_client_new ();
  vik_net_client_pin_certificate (priv->client, priv->pinned);
  g_signal_connect (priv->client, "message", G_CALLBACK (on_message), self);
  g_signal_connect (priv->client, "closed", G_CALLBACK (on_closed), self);
  priv->connecting = g_cancellable_new ();
  priv->welcomed = FALSE;
  /* The game in the address: a proxy in front of several servers routes by it. */
  game_uri = vik_net_game_uri (priv->uri, priv->game);
  vik_net_client_connect_async (priv->client, game_uri, priv->connecting, connected, g_object_ref (self));
}

/* ---------------------------------------------------------------- public */

void
vik_net_session_join (VikNetSession *self, const char *uri, const char *game, const char *token)
{
  VikNetSessionPrivate *priv;
  g_autoptr (GTlsCertificate) trusted = NULL;

  g_return_if_fail (VIK_IS_NET_SESSION (self));
  g_return_if_fail (uri != NULL && game != NULL);
  priv = PRIV (self);
  vik_net_session_leave (self);
  priv->uri = g_strdup (uri);
  priv->game = g_strdup (game);
  priv->token = g_strdup (token);
  /* a server the player trusted in an earlier run */
  trusted = vik_net_trust_lookup (uri);
  if (trusted != NULL)
    g_set_object (&priv->pinned, trusted);
  priv->seat = -1;
  priv->seq = -1;
  priv->fair = -1;
  priv->retry_now = priv->retry_ms;
  set_state (self, VIK_NET_PLAY_CONNECTING);
  connect_now (self);
}

static void
on_model_remote (VikSession *model, GParamSpec *pspec, VikNetSession *self)
{
  /* a new game or an opened file replaced ours: we are done with the server */
  if (PRIV (self)->joined && !vik_session_is_remote (model))
    vik_net_session_leave (self);
}

void
vik_net_session_leave (VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);

  g_return_if_fail (VIK_IS_NET_SESSION (self));
  g_clear_handle_id (&priv->retry_id, g_source_remove);
  if (priv->connecting)
    g_cancellable_cancel (priv->connecting);
  g_clear_object (&priv->connecting);
  if (priv->client)
    {
      close_client (priv, self);
      g_clear_object (&priv->client);
    }
  if (priv->joined && priv->model && vik_session_is_remote (priv->model))
    vik_session_set_remote_connected (priv->model, FALSE);
  g_clear_pointer (&priv->uri, g_free);
  g_clear_pointer (&priv->game, g_free);
  g_clear_pointer (&priv->token, g_free);
  g_clear_pointer (&priv->error, g_free);
  g_clear_pointer (&priv->commitment, g_free);
  g_clear_object (&priv->refused);
  priv->chat_seen = 0;
  priv->joined = priv->welcomed = priv->fatal = FALSE;
  priv->seat = -1;
  priv->deadline = priv->turn_time = 0;
  set_state (self, VIK_NET_PLAY_IDLE);
}

void
vik_net_session_chat (VikNetSession *self, const char *text)
{
  VikNetSessionPrivate *priv = PRIV (self);

  g_return_if_fail (VIK_IS_NET_SESSION (self));
  if (priv->client && priv->welcomed && text && *text)
    vik_net_client_chat (priv->client, text);
}

void
vik_net_session_drop_connection (VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);

  g_return_if_fail (VIK_IS_NET_SESSION (self));
  if (priv->state != VIK_NET_PLAY_PLAYING || priv->client == NULL)
    return;
  close_client (priv, self);
  priv->welcomed = FALSE;
  lost (self, _("the connection was dropped"));
}

void
vik_net_session_pin_certificate (VikNetSession *self, GTlsCertificate *certificate)
{
  g_return_if_fail (VIK_IS_NET_SESSION (self));
  g_set_object (&PRIV (self)->pinned, certificate);
}

GTlsCertificate *
vik_net_session_get_refused_certificate (VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);

  g_return_val_if_fail (VIK_IS_NET_SESSION (self), NULL);
  return priv->state == VIK_NET_PLAY_FAILED && !priv->joined ? priv->refused : NULL;
}

void
vik_net_session_rejoin (VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);
  g_autofree char *uri = NULL, *game = NULL, *token = NULL;

  g_return_if_fail (VIK_IS_NET_SESSION (self));
  if (priv->uri == NULL || priv->game == NULL)
    return;
  uri = g_strdup (priv->uri);
  game = g_strdup (priv->game);
  token = g_strdup (priv->token);
  vik_net_session_join (self, uri, game, token);
}

void
vik_net_session_set_retry_ms (VikNetSession *self, guint ms)
{
  g_return_if_fail (VIK_IS_NET_SESSION (self));
  PRIV (self)->retry_ms = PRIV (self)->retry_now = MAX (ms, 1);
}

gboolean
vik_net_session_send_action (VikNetSession *self, const char *text, GError **error)
{
  VikNetSessionPrivate *priv = PRIV (self);

  g_return_val_if_fail (VIK_IS_NET_SESSION (self), FALSE);
  if (priv->client == NULL || !vik_net_client_is_connected (priv->client) || text == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           _("Not connected to the game’s server: reconnecting"));
      return FALSE;
    }
  vik_net_client_act (priv->client, text);
  return TRUE;
}

VikSession *vik_net_session_get_model (VikNetSession *self) { return PRIV (self)->model; }
VikNetPlayState vik_net_session_get_state (VikNetSession *self) { return PRIV (self)->state; }
const char *vik_net_session_get_uri (VikNetSession *self) { return PRIV (self)->uri; }
const char *vik_net_session_get_game_id (VikNetSession *self) { return PRIV (self)->game; }
int vik_net_session_get_seat (VikNetSession *self) { return PRIV (self)->seat; }
gint64 vik_net_session_get_deadline (VikNetSession *self) { return PRIV (self)->deadline; }
gint64 vik_net_session_get_turn_time (VikNetSession *self) { return PRIV (self)->turn_time; }
const char *vik_net_session_get_commitment (VikNetSession *self) { return PRIV (self)->commitment; }
int vik_net_session_get_fair (VikNetSession *self) { return PRIV (self)->fair; }

const char *vik_net_session_get_token (VikNetSession *self) { return PRIV (self)->token ? PRIV (self)->token : ""; }

const char *
vik_net_session_get_error (VikNetSession *self)
{
  return PRIV (self)->state == VIK_NET_PLAY_FAILED ? PRIV (self)->error : NULL;
}

gboolean
vik_net_session_is_secure (VikNetSession *self)
{
  return PRIV (self)->uri != NULL && g_str_has_prefix (PRIV (self)->uri, "wss://");
}

const char *
vik_net_session_get_seat_kind (VikNetSession *self, int seat)
{
  g_return_val_if_fail (VIK_IS_NET_SESSION (self), NULL);
  return seat >= 0 && seat < VIK_NET_MAX_SEATS ? PRIV (self)->kinds[seat] : NULL;
}

/* ---------------------------------------------------------------- GObject */

static void
vik_net_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikNetSessionPrivate *priv = PRIV (VIK_NET_SESSION (object));

  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, priv->model); break;
    case PROP_STATE: g_value_set_int (value, priv->state); break;
    case PROP_DEADLINE: g_value_set_int64 (value, priv->deadline); break;
    case PROP_FAIR: g_value_set_int (value, priv->fair); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_net_session_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikNetSession *self = VIK_NET_SESSION (object);
  VikNetSessionPrivate *priv = PRIV (self);

  switch (prop_id)
    {
    case PROP_MODEL:
      priv->model = g_value_get_object (value);
      if (priv->model == NULL)
        break;
      g_object_add_weak_pointer (G_OBJECT (priv->model), (gpointer *) &priv->model);
      g_signal_connect (priv->model, "notify::remote", G_CALLBACK (on_model_remote), self);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_net_session_dispose (GObject *object)
{
  VikNetSession *self = VIK_NET_SESSION (object);
  VikNetSessionPrivate *priv = PRIV (self);

  vik_net_session_leave (self);
  if (priv->model)
    {
      g_signal_handlers_disconnect_by_data (priv->model, self);
      g_object_remove_weak_pointer (G_OBJECT (priv->model), (gpointer *) &priv->model);
      priv->model = NULL;
    }
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    g_clear_pointer (&priv->kinds[p], g_free);
  g_clear_object (&priv->pinned);
  g_clear_object (&priv->refused);
  G_OBJECT_CLASS (vik_net_session_parent_class)->dispose (object);
}

static void
vik_net_session_class_init (VikNetSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->get_property = vik_net_session_get_property;
  object_class->set_property = vik_net_session_set_property;
  object_class->dispose = vik_net_session_dispose;
  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, VIK_TYPE_SESSION,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, 0, VIK_NET_PLAY_FAILED, 0,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DEADLINE] = g_param_spec_int64 ("deadline", NULL, NULL, 0, G_MAXINT64, 0,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                  | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FAIR] = g_param_spec_int ("fair", NULL, NULL, -1, 1, -1,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_JOINED] = g_signal_new ("joined", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_INT);
  signals[SIGNAL_CHAT] = g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_INT64);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SEATS_CHANGED] = g_signal_new ("seats-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 0);
  signals[SIGNAL_OTHER_GAME] = g_signal_new ("other-game", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 4, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING,
                                             G_TYPE_STRING);
}

static void
vik_net_session_init (VikNetSession *self)
{
  VikNetSessionPrivate *priv = PRIV (self);

  priv->seat = -1;
  priv->seq = -1;
  priv->fair = -1;
  priv->retry_ms = priv->retry_now = DEFAULT_RETRY_MS;
}
