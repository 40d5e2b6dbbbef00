/* vik-net-client.c: the client side of the protocol. */
#include "vik-net-client.h"

#include <libsoup/soup.h>

struct _VikNetClient {
  GObject parent_instance;
  SoupSession *session;
  SoupWebsocketConnection *ws;
  const VikRules *rules;   /* of the view: the game its [Game] Game names */
  gpointer view;
  int seat;
  gint64 seq;
  gboolean history_unknown; /* the view's history could not be followed: it is left empty */
  char *game_id;
  char *close_reason;   /* what the server said when it closed, or NULL */
  char *seats[VIK_NET_MAX_SEATS];
  gint64 deadline;
  gint64 chat_seen;     /* lines of the game's chat heard (said in hello) */
  GTlsCertificate *pinned;
  GTlsCertificate *refused;   /* the certificate the last connection was refused for */
};

G_DEFINE_FINAL_TYPE (VikNetClient, vik_net_client, G_TYPE_OBJECT)

enum { SIGNAL_MESSAGE, SIGNAL_CLOSED, SIGNAL_FRAME, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
drop_connection (VikNetClient *self)
{
  if (!self->ws)
    return;
  g_signal_handlers_disconnect_by_data (self->ws, self);
  if (soup_websocket_connection_get_state (self->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  g_clear_object (&self->ws);
}

static void
vik_net_client_finalize (GObject *object)
{
  VikNetClient *self = VIK_NET_CLIENT (object);
  drop_connection (self);
  g_clear_object (&self->session);
  if (self->view)
    self->rules->free (self->view);
  g_free (self->game_id);
  g_free (self->close_reason);
  g_clear_object (&self->pinned);
  g_clear_object (&self->refused);
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    g_free (self->seats[p]);
  G_OBJECT_CLASS (vik_net_client_parent_class)->finalize (object);
}

static void
vik_net_client_class_init (VikNetClientClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = vik_net_client_finalize;
  signals[SIGNAL_MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_FRAME] = g_signal_new ("frame", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vik_net_client_init (VikNetClient *self)
{
  self->session = soup_session_new ();
  self->seat = -1;
  self->seq = -1;
}

VikNetClient *
vik_net_client_new (void)
{
  return g_object_new (VIK_TYPE_NET_CLIENT, NULL);
}

/* A view sent without its history (vik-net-plugin.h) gets the one before
 * it and the actions heard since: a welcome's actions (since the position
 * the client said it had seen: 0 when it said none) or an update's one. */
static gboolean
carry_history (VikNetClient *self, const VikGamePlugin *plugin, gpointer view, const VikMsg *msg, GError **error)
{
  g_autoptr (GPtrArray) heard = g_ptr_array_new ();
  gint64 since;
  gpointer previous;

  if (msg->type == VIK_MSG_UPDATE)
    g_ptr_array_add (heard, msg->action);
  else if (msg->actions)
    for (guint i = 0; i < msg->actions->len; i++)
      g_ptr_array_add (heard, msg->actions->pdata[i]);
  since = msg->seq - (gint64) heard->len;
  if (since == 0)
    self->history_unknown = FALSE;   /* the whole story, from the start */
  previous = since > 0 && self->view && self->rules == plugin->rules && self->seq == since ? self->view : NULL;
  if (since != 0 && (previous == NULL || self->history_unknown))
    {
      /* A client that said it had seen a position it holds no view of (a
       * new client object for an old seat), or a welcome too large to list
       * the actions: the history before it is not known here, and the views
       * are left without one (until a welcome from the start) rather than
       * given a wrong one. */
      g_debug ("No history for position %" G_GINT64_FORMAT ": it follows %" G_GINT64_FORMAT
               ", but this client is at %" G_GINT64_FORMAT, msg->seq, since, self->view ? self->seq : -1);
      self->history_unknown = TRUE;
      return TRUE;
    }
  return plugin->net->carry_history (view, previous, heard, error);
}

/* A view replaces the last one only if it loads: a damaged one is reported as
 * a message of its own and the old board stays (marked stale by the caller). */
static void
take_view (VikNetClient *self, VikMsg *msg)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *id = NULL;
  const VikGamePlugin *plugin = NULL;
  gpointer view = NULL;

  /* The view names its game ([Game] Game; none: VIKTORY II): that game's
   * rules load it, refusing (never crashing on) anything. */
  if (g_key_file_load_from_data (kf, msg->view, strlen (msg->view), G_KEY_FILE_KEEP_COMMENTS, &error))
    {
      id = vik_rules_file_game_id (kf);
      plugin = vik_games_find (id);
      if (!plugin)
        g_set_error (&error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "a game this client does not play (%s)", id);
      else
        view = vik_rules_load_view (plugin->rules, kf, "<server view>", &error);
    }
  if (!view)
    {
      g_warning ("The server sent a view that does not load: %s", error->message);
      return;
    }
  if (plugin->net && plugin->net->carry_history && !carry_history (self, plugin, view, msg, &error))
    g_warning ("The game's history could not be followed: %s", error->message);
  if (self->view)
    self->rules->free (self->view);
  self->rules = plugin->rules;
  self->view = view;
  self->seq = msg->seq;
}

static void
on_message (SoupWebsocketConnection *ws, gint type, GBytes *bytes, gpointer user_data)
{
  VikNetClient *self = user_data;
  g_autoptr (GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  VikMsg msg;

  if (g_signal_has_handler_pending (self, signals[SIGNAL_FRAME], 0, FALSE))
    {
      g_autofree char *text = g_strndup (data, length);
      g_signal_emit (self, signals[SIGNAL_FRAME], 0, text);
    }
  if (!vik_msg_parse (data, length, VIK_NET_MAX_FRAME, &msg, &error))
    {
      g_warning ("The server sent a message this client does not understand: %s", error->message);
      return;
    }
  if (msg.type == VIK_MSG_WELCOME || msg.type == VIK_MSG_SEATS)
    for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
      {
        g_free (self->seats[p]);
        self->seats[p] = g_strdup (msg.seats[p]);
      }
  if (msg.type == VIK_MSG_WELCOME || msg.type == VIK_MSG_SEATS || msg.type == VIK_MSG_UPDATE)
    self->deadline = msg.deadline;
  if (msg.type == VIK_MSG_WELCOME)
    {
      self->seat = msg.seat;
      g_free (self->game_id);
      self->game_id = g_strdup (msg.game);
      take_view (self, &msg);
    }
  else if (msg.type == VIK_MSG_UPDATE)
    take_view (self, &msg);
  else if (msg.type == VIK_MSG_CHAT_SAID)
    self->chat_seen = MAX (self->chat_seen, msg.chat + 1);
  g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, &msg);
  vik_msg_clear (&msg);
}

static void
on_closed (SoupWebsocketConnection *ws, gpointer user_data)
{
  VikNetClient *self = user_data;
  g_object_ref (self);
  g_free (self->close_reason);
  self->close_reason = g_strdup (soup_websocket_connection_get_close_data (ws));
  drop_connection (self);
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
  g_object_unref (self);
}

static void
connected (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GTask) task = user_data;
  VikNetClient *self = g_task_get_source_object (task);
  GError *error = NULL;
  SoupWebsocketConnection *ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);

  if (!ws)
    {
      g_task_return_error (task, error);
      return;
    }
  drop_connection (self);
  self->ws = ws;
  soup_websocket_connection_set_max_incoming_payload_size (ws, VIK_NET_MAX_FRAME);
  vik_net_stream_no_delay (soup_websocket_connection_get_io_stream (ws));
  g_signal_connect (ws, "message", G_CALLBACK (on_message), self);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), self);
  g_task_return_boolean (task, TRUE);
}

void
vik_net_client_pin_certificate (VikNetClient *self, GTlsCertificate *certificate)
{
  g_set_object (&self->pinned, certificate);
}

static gboolean
accept_certificate (SoupMessage *message, GTlsCertificate *certificate, GTlsCertificateFlags errors,
                    gpointer user_data)
{
  VikNetClient *self = user_data;

  if (self->pinned && g_tls_certificate_is_same (self->pinned, certificate))
    return TRUE;
  g_set_object (&self->refused, certificate);
  return FALSE;
}

GTlsCertificate *
vik_net_client_get_refused_certificate (VikNetClient *self)
{
  g_return_val_if_fail (VIK_IS_NET_CLIENT (self), NULL);
  return self->refused;
}

char *
vik_net_certificate_fingerprint (GTlsCertificate *certificate)
{
  g_autoptr (GByteArray) der = NULL;
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize length = sizeof digest;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (G_IS_TLS_CERTIFICATE (certificate), NULL);
  g_object_get (certificate, "certificate", &der, NULL);
  if (der != NULL)
    g_checksum_update (sum, der->data, der->len);
  g_checksum_get_digest (sum, digest, &length);
  for (gsize i = 0; i < length; i++)
    g_string_append_printf (out, i ? ":%02X" : "%02X", digest[i]);
  return g_string_free (out, FALSE);
}

void
vik_net_client_connect_async (VikNetClient *self, const char *uri, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  g_autoptr (SoupMessage) message = soup_message_new (SOUP_METHOD_GET, uri);

  if (!message)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "“%s” is not an address", uri);
      g_object_unref (task);
      return;
    }
  g_clear_object (&self->refused);
  g_signal_connect_object (message, "accept-certificate", G_CALLBACK (accept_certificate), self, 0);
  soup_session_websocket_connect_async (self->session, message, NULL, NULL, G_PRIORITY_DEFAULT,
                                        cancellable, connected, task);
}

gboolean
vik_net_client_connect_finish (VikNetClient *self, GAsyncResult *result, GError **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
vik_net_client_is_connected (VikNetClient *self)
{
  return self->ws && soup_websocket_connection_get_state (self->ws) == SOUP_WEBSOCKET_STATE_OPEN;
}

void
vik_net_client_close (VikNetClient *self)
{
  drop_connection (self);
}

static void
send_msg (VikNetClient *self, const VikMsg *msg)
{
  g_autofree char *json = vik_msg_to_json (msg);
  vik_net_client_send_raw (self, json, strlen (json));
}

void
vik_net_client_send_raw (VikNetClient *self, const char *text, gsize length)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, length);
  if (!vik_net_client_is_connected (self))
    return;
  /* Text frames must be UTF-8: anything else goes as a binary frame (which
   * the server refuses: the protocol tests send such things on purpose). */
  soup_websocket_connection_send_message (self->ws, g_utf8_validate_len (text, length, NULL)
                                          ? SOUP_WEBSOCKET_DATA_TEXT : SOUP_WEBSOCKET_DATA_BINARY, bytes);
}

void
vik_net_client_hello (VikNetClient *self, const char *game, const char *token, gint64 seq)
{
  VikMsg msg = { .type = VIK_MSG_HELLO, .version = VIK_NET_PROTOCOL_VERSION, .seq = seq,
                 .chat = self->chat_seen };
  msg.game = (char *) game;
  msg.token = (char *) (token ? token : "");
  send_msg (self, &msg);
}

void
vik_net_client_create_game (VikNetClient *self, int players, char *const *names, const char *const *seats,
                            gint64 turn_time, const char *on_deadline)
{
  vik_net_client_create_kind (self, NULL, NULL, players, names, seats, turn_time, on_deadline);
}

void
vik_net_client_create_kind (VikNetClient *self, const char *kind, const char *scenario, int players,
                            char *const *names, const char *const *seats, gint64 turn_time,
                            const char *on_deadline)
{
  VikMsg msg = { .type = VIK_MSG_CREATE, .version = VIK_NET_PROTOCOL_VERSION, .players = players };

  msg.kind = (char *) (kind ? kind : VIK_NET_DEFAULT_KIND);
  msg.scenario = (char *) scenario;

  g_return_if_fail (players >= 2 && players <= VIK_NET_MAX_SEATS);
  for (int p = 0; p < players; p++)
    {
      msg.names[p] = names[p];
      msg.seats[p] = (char *) (seats ? seats[p] : "human");
    }
  msg.turn_time = turn_time;
  msg.on_deadline = (char *) (on_deadline ? on_deadline : "skip");
  send_msg (self, &msg);
}

void
vik_net_client_create (VikNetClient *self, int players, char *const *names)
{
  vik_net_client_create_game (self, players, names, NULL, 0, NULL);
}

void
vik_net_client_claim (VikNetClient *self, const char *game)
{
  VikMsg msg = { .type = VIK_MSG_CLAIM, .version = VIK_NET_PROTOCOL_VERSION };
  msg.game = (char *) game;
  send_msg (self, &msg);
}

void
vik_net_client_list_games (VikNetClient *self, const char *const *tokens, guint n_tokens)
{
  VikMsg msg = { .type = VIK_MSG_GAMES, .version = VIK_NET_PROTOCOL_VERSION };
  g_autoptr (GPtrArray) list = g_ptr_array_new ();

  for (guint i = 0; i < n_tokens; i++)
    g_ptr_array_add (list, (gpointer) tokens[i]);
  msg.list = list;
  send_msg (self, &msg);
}

void
vik_net_client_lobby (VikNetClient *self)
{
  VikMsg msg = { .type = VIK_MSG_LOBBY, .version = VIK_NET_PROTOCOL_VERSION };
  send_msg (self, &msg);
}

void
vik_net_client_act (VikNetClient *self, const char *action)
{
  VikMsg msg = { .type = VIK_MSG_ACTION, .seq = self->seq };
  msg.action = (char *) action;
  send_msg (self, &msg);
}

void
vik_net_client_chat (VikNetClient *self, const char *text)
{
  VikMsg msg = { .type = VIK_MSG_CHAT };
  msg.text = (char *) text;
  send_msg (self, &msg);
}

gconstpointer vik_net_client_get_view (VikNetClient *self) { return self->view; }
const VikRules *vik_net_client_get_rules (VikNetClient *self) { return self->view ? self->rules : NULL; }
int vik_net_client_get_seat (VikNetClient *self) { return self->seat; }
gint64 vik_net_client_get_seq (VikNetClient *self) { return self->seq; }
gint64 vik_net_client_get_chat_seen (VikNetClient *self) { return self->chat_seen; }
void vik_net_client_set_chat_seen (VikNetClient *self, gint64 seen) { self->chat_seen = MAX (seen, 0); }
const char *vik_net_client_get_game_id (VikNetClient *self) { return self->game_id; }

const char *
vik_net_client_get_seat_kind (VikNetClient *self, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < VIK_NET_MAX_SEATS, NULL);
  return self->seats[seat];
}

gint64 vik_net_client_get_deadline (VikNetClient *self) { return self->deadline; }

const char *
vik_net_client_get_close_reason (VikNetClient *self)
{
  g_return_val_if_fail (VIK_IS_NET_CLIENT (self), NULL);
  return self->close_reason;
}
