/* vik-server.c: the WebSocket server over VikNetGame. */
#include "vik-server.h"

#include <string.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "vik-net-game.h"
#include "vik-net-protocol.h"

/* libsoup closes a connection sending a frame larger than this by itself (1009);
 * frames up to it get our own clear error when over VIK_NET_MAX_CLIENT_FRAME. */
#define SOUP_FRAME_LIMIT (64 * 1024)

typedef struct {
  VikServer *server;
  SoupWebsocketConnection *ws;
  VikNetGame *game;       /* borrowed from the server's table once hello is done */
  int seat;               /* -1: a spectator */
  gboolean hello;
  double tokens;          /* the rate limit's bucket */
  gint64 refilled;        /* monotonic µs */
  gboolean closing;
} Conn;

struct _VikServer {
  VikServerOptions options;
  char *data_dir;
  SoupServer *soup;
  GHashTable *games;      /* id -> VikNetGame* */
  GPtrArray *conns;       /* of Conn* */
  GRand *view_rand;       /* seeds of the re-drawn views: not the games' secrets */
};

/* ------------------------------------------------------------ sending */

static void
send_msg (Conn *c, const VikMsg *msg)
{
  g_autofree char *json = NULL;

  if (c->closing || soup_websocket_connection_get_state (c->ws) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  json = vik_msg_to_json (msg);
  soup_websocket_connection_send_text (c->ws, json);
}

static void
send_error (Conn *c, const GError *error, gboolean close_after)
{
  VikMsg msg = { .type = VIK_MSG_ERROR };
  g_autofree char *text = g_strndup (error->message, 300);

  /* The text may quote what the client sent: no control characters back. */
  for (char *p = text; *p; p++)
    if ((guchar) *p < 0x20)
      *p = '?';
  msg.code = (char *) (error->domain == VIK_NET_ERROR ? vik_net_error_nick (error->code) : "error");
  msg.text = text;
  send_msg (c, &msg);
  if (close_after && !c->closing)
    {
      c->closing = TRUE;
      /* The close reason is the error's code (ASCII, well under the 123 bytes a
       * close frame holds); the full text went in the error message above. */
      soup_websocket_connection_close (c->ws, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, msg.code);
    }
}

static void
send_view (Conn *c, VikMsgType type, gint64 since, int player, const char *action)
{
  VikServer *s = c->server;
  VikMsg msg = { .type = type };
  g_autofree char *view = vik_net_game_view (c->game, ((guint64) g_rand_int (s->view_rand) << 32)
                                                       | g_rand_int (s->view_rand));

  msg.version = VIK_NET_PROTOCOL_VERSION;
  msg.game = (char *) vik_net_game_id (c->game);
  msg.seat = type == VIK_MSG_UPDATE ? player : c->seat;
  msg.seq = vik_net_game_seq (c->game);
  msg.commitment = (char *) vik_net_game_commitment (c->game);
  msg.view = view;
  msg.action = (char *) action;
  if (type == VIK_MSG_WELCOME)
    msg.actions = vik_net_game_actions_since (c->game, since < 0 ? 0 : since);
  send_msg (c, &msg);
  if (msg.actions)
    g_ptr_array_unref (msg.actions);
}

static void
send_over (Conn *c)
{
  VikMsg msg = { .type = VIK_MSG_OVER };
  g_autofree char *seed_text = NULL;
  const char *salt;
  guint64 seed;

  vik_net_game_secret (c->game, &seed, &salt);
  seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  msg.seq = vik_net_game_seq (c->game);
  msg.winner = vik_game_get_winner (vik_net_game_state (c->game));
  msg.seed = seed_text;
  msg.salt = (char *) salt;
  send_msg (c, &msg);
}

/* Every client of the game hears of an accepted action, each with his own view. */
static void
broadcast_update (VikServer *s, VikNetGame *game, int player, const char *action)
{
  gboolean over = vik_game_is_over (vik_net_game_state (game));
  for (guint i = 0; i < s->conns->len; i++)
    {
      Conn *c = s->conns->pdata[i];
      if (c->game != game)
        continue;
      send_view (c, VIK_MSG_UPDATE, 0, player, action);
      if (over)
        send_over (c);
    }
}

/* ------------------------------------------------------------ handling */

static gboolean
rate_ok (Conn *c)
{
  double rate = c->server->options.rate_per_second, burst = c->server->options.rate_burst;
  gint64 now = g_get_monotonic_time ();

  c->tokens = MIN (burst, c->tokens + rate * (double) (now - c->refilled) / G_USEC_PER_SEC);
  c->refilled = now;
  if (c->tokens < 1.0)
    return FALSE;
  c->tokens -= 1.0;
  return TRUE;
}

static gboolean
refuse (GError **error, VikNetError code, const char *text)
{
  g_set_error_literal (error, VIK_NET_ERROR, code, text);
  return FALSE;
}

static gboolean
handle_create (Conn *c, VikMsg *msg, GError **error)
{
  VikServer *s = c->server;
  VikMsg reply = { .type = VIK_MSG_CREATED };
  VikNetGame *game;

  if (!s->options.allow_create)
    return refuse (error, VIK_NET_ERROR_UNKNOWN, "This server does not create games for its clients");
  if (g_hash_table_size (s->games) >= s->options.max_games)
    return refuse (error, VIK_NET_ERROR_FULL, "The server holds as many games as it may");
  game = vik_net_game_create (s->data_dir, msg->players, msg->names, reply.tokens, error);
  if (!game)
    return FALSE;
  g_hash_table_insert (s->games, g_strdup (vik_net_game_id (game)), game);
  reply.game = (char *) vik_net_game_id (game);
  reply.players = msg->players;
  reply.commitment = (char *) vik_net_game_commitment (game);
  send_msg (c, &reply);
  for (int p = 0; p < msg->players; p++)
    g_free (reply.tokens[p]);
  return TRUE;
}

static gboolean
handle_hello (Conn *c, VikMsg *msg, GError **error)
{
  VikNetGame *game = g_hash_table_lookup (c->server->games, msg->game);
  int seat = -1;

  if (c->hello)
    return refuse (error, VIK_NET_ERROR_MALFORMED, "Hello was already said on this connection");
  if (!game)
    return refuse (error, VIK_NET_ERROR_NO_GAME, "There is no such game on this server");
  if (msg->token[0])
    {
      seat = vik_net_game_seat_for_token (game, msg->token);
      if (seat < 0)
        return refuse (error, VIK_NET_ERROR_BAD_SEAT, "This invitation opens no seat of the game");
    }
  c->game = game;
  c->seat = seat;
  c->hello = TRUE;
  send_view (c, VIK_MSG_WELCOME, msg->seq < 0 || msg->seq > vik_net_game_seq (game) ? 0 : msg->seq, -1, NULL);
  if (vik_game_is_over (vik_net_game_state (game)))
    send_over (c);
  return TRUE;
}

static void
handle_action (Conn *c, VikMsg *msg)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *last;

  if (c->seat < 0)
    {
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_NOT_YOURS, "Spectators cannot act");
      send_error (c, error, FALSE);
      return;
    }
  if (!vik_net_game_apply (c->game, c->seat, msg->seq, msg->action, &error))
    {
      send_error (c, error, FALSE);
      return;
    }
  last = vik_net_game_actions_since (c->game, vik_net_game_seq (c->game) - 1);
  broadcast_update (c->server, c->game, c->seat, last->pdata[0]);
  g_ptr_array_unref (last);
}

static void
handle_chat (Conn *c, VikMsg *msg)
{
  VikMsg said = { .type = VIK_MSG_CHAT_SAID };
  const VikGame *state = vik_net_game_state (c->game);

  said.seat = c->seat;
  said.name = (char *) (c->seat >= 0 ? vik_game_get_player_name (state, c->seat) : "Spectator");
  said.text = msg->text;
  for (guint i = 0; i < c->server->conns->len; i++)
    {
      Conn *other = c->server->conns->pdata[i];
      if (other->game == c->game)
        send_msg (other, &said);
    }
}

static void
on_message (SoupWebsocketConnection *ws, gint type, GBytes *bytes, gpointer user_data)
{
  Conn *c = user_data;
  g_autoptr (GError) error = NULL;
  VikMsg msg;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  if (c->closing)
    return;
  if (!rate_ok (c))
    {
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_FLOOD,
                           "Too many messages: the connection is closed (rate limit)");
      send_error (c, error, TRUE);
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "Only text frames are understood");
      send_error (c, error, TRUE);
      return;
    }
  if (!vik_msg_parse (data, length, VIK_NET_MAX_CLIENT_FRAME, &msg, &error))
    {
      send_error (c, error, TRUE);
      return;
    }
  switch (msg.type)
    {
    case VIK_MSG_PING:
      {
        VikMsg pong = { .type = VIK_MSG_PONG };
        send_msg (c, &pong);
      }
      break;
    case VIK_MSG_CREATE:
      if (!handle_create (c, &msg, &error))
        send_error (c, error, error->code == VIK_NET_ERROR_UNKNOWN);
      break;
    case VIK_MSG_HELLO:
      if (!handle_hello (c, &msg, &error))
        send_error (c, error, TRUE);
      break;
    case VIK_MSG_ACTION:
    case VIK_MSG_CHAT:
      if (!c->hello)
        {
          g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "Say hello first");
          send_error (c, error, TRUE);
        }
      else if (msg.type == VIK_MSG_ACTION)
        handle_action (c, &msg);
      else
        handle_chat (c, &msg);
      break;
    default:
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_UNKNOWN, "Only the server sends that message");
      send_error (c, error, TRUE);
      break;
    }
  vik_msg_clear (&msg);
}

static void
on_closed (SoupWebsocketConnection *ws, gpointer user_data)
{
  Conn *c = user_data;
  g_ptr_array_remove (c->server->conns, c);
}

static void
conn_free (gpointer data)
{
  Conn *c = data;
  g_signal_handlers_disconnect_by_data (c->ws, c);
  g_object_unref (c->ws);
  g_free (c);
}

static void
on_websocket (SoupServer *soup, SoupServerMessage *message, const char *path,
              SoupWebsocketConnection *ws, gpointer user_data)
{
  VikServer *s = user_data;
  Conn *c = g_new0 (Conn, 1);

  c->server = s;
  c->ws = g_object_ref (ws);
  c->seat = -1;
  c->tokens = s->options.rate_burst;
  c->refilled = g_get_monotonic_time ();
  soup_websocket_connection_set_max_incoming_payload_size (ws, SOUP_FRAME_LIMIT);
  soup_websocket_connection_set_keepalive_interval (ws, 30);
  g_signal_connect (ws, "message", G_CALLBACK (on_message), c);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), c);
  g_ptr_array_add (s->conns, c);
}

/* ------------------------------------------------------------ life cycle */

static void
load_games (VikServer *s)
{
  g_autoptr (GDir) dir = g_dir_open (s->data_dir, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *id = NULL;
      g_autoptr (GError) error = NULL;
      VikNetGame *game;

      if (!g_str_has_suffix (name, ".game") || strlen (name) != VIK_NET_GAME_ID_LEN + 5)
        continue;
      id = g_strndup (name, VIK_NET_GAME_ID_LEN);
      game = vik_net_game_load (s->data_dir, id, &error);
      if (game)
        g_hash_table_insert (s->games, g_strdup (id), game);
      else
        g_warning ("Game %s is not served: %s", id, error->message);
    }
}

VikServer *
vik_server_new (const VikServerOptions *options, GError **error)
{
  VikServer *s = g_new0 (VikServer, 1);
  guint32 seed[4];

  s->options = *options;
  if (!s->options.max_games)
    s->options.max_games = 1000;
  if (s->options.rate_per_second <= 0)
    s->options.rate_per_second = 20;
  if (s->options.rate_burst <= 0)
    s->options.rate_burst = 40;
  s->data_dir = g_strdup (options->data_dir);
  if (g_mkdir_with_parents (s->data_dir, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", s->data_dir,
                   g_strerror (errno));
      g_free (s->data_dir);
      g_free (s);
      return NULL;
    }
  s->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) vik_net_game_free);
  s->conns = g_ptr_array_new_with_free_func (conn_free);
  for (int i = 0; i < 4; i++)
    seed[i] = g_random_int ();
  s->view_rand = g_rand_new_with_seed_array (seed, 4);
  load_games (s);
  s->soup = g_object_new (SOUP_TYPE_SERVER, "tls-certificate", options->tls, NULL);
  soup_server_add_websocket_handler (s->soup, VIK_SERVER_PATH, NULL, NULL, on_websocket, s, NULL);
  return s;
}

gboolean
vik_server_listen (VikServer *s, const char *address, guint port, GError **error)
{
  SoupServerListenOptions flags = s->options.tls ? SOUP_SERVER_LISTEN_HTTPS : 0;
  g_autoptr (GInetAddress) inet = NULL;
  g_autoptr (GSocketAddress) addr = NULL;

  if (!address)
    return soup_server_listen_all (s->soup, port, flags, error);
  inet = g_inet_address_new_from_string (address);
  if (!inet)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "“%s” is not an IP address", address);
      return FALSE;
    }
  addr = g_inet_socket_address_new (inet, (guint16) port);
  return soup_server_listen (s->soup, addr, flags, error);
}

guint
vik_server_get_port (VikServer *s)
{
  GSList *uris = soup_server_get_uris (s->soup);
  guint port = uris ? (guint) g_uri_get_port (uris->data) : 0;
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);
  return port;
}

guint vik_server_n_games (VikServer *s) { return g_hash_table_size (s->games); }
guint vik_server_n_clients (VikServer *s) { return s->conns->len; }

gint64
vik_server_game_seq (VikServer *s, const char *game_id)
{
  VikNetGame *game = g_hash_table_lookup (s->games, game_id);
  return game ? vik_net_game_seq (game) : -1;
}

const VikGame *
vik_server_game_state (VikServer *s, const char *game_id)
{
  VikNetGame *game = g_hash_table_lookup (s->games, game_id);
  return game ? vik_net_game_state (game) : NULL;
}

void
vik_server_free (VikServer *s)
{
  if (!s)
    return;
  soup_server_disconnect (s->soup);
  g_object_unref (s->soup);
  g_ptr_array_unref (s->conns);
  g_hash_table_unref (s->games);
  g_rand_free (s->view_rand);
  g_free (s->data_dir);
  g_free (s);
}
