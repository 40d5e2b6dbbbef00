/* vik-server-conn.c: the server's connections and how they are carried.
 *
 * Plain ws:// connections are served by the server's own epoll loop
 * (vik-ws-server.c), whose cost per event does not grow with the number of
 * connections; wss:// ones by libsoup's server, which watches each
 * connection on the main context (a community puts TLS on its proxy:
 * docs/hosting.md).  The protocol code (vik-server.c) sees only Conn. */
#include "vik-server-private.h"
#include "vik-net-client.h"

/* libsoup and the epoll loop close a connection sending a message larger
 * than this by themselves (1009); messages up to it get the protocol's own
 * clear error when over VIK_NET_MAX_CLIENT_FRAME. */
#define MESSAGE_LIMIT (64 * 1024)

gboolean
vik_conn_is_open (Conn *c)
{
  if (c->gone)
    return FALSE;
  return c->raw ? vik_ws_conn_is_open (c->raw)
                : soup_websocket_connection_get_state (c->ws) == SOUP_WEBSOCKET_STATE_OPEN;
}

void
vik_conn_send_text (Conn *c, const char *text)
{
  if (!vik_conn_is_open (c))
    return;
  if (c->raw)
    vik_ws_conn_send_text (c->raw, text);
  else
    soup_websocket_connection_send_text (c->ws, text);
}

/* Bytes sent to the client that it has not read yet (0 for libsoup's
 * connections, which do not tell). */
gsize
vik_conn_queued (Conn *c)
{
  return c->raw && !c->gone ? vik_ws_conn_queued (c->raw) : 0;
}

void
vik_conn_close (Conn *c, gushort code, const char *reason)
{
  if (!vik_conn_is_open (c))
    return;
  if (c->raw)
    vik_ws_conn_close (c->raw, code, reason);
  else
    soup_websocket_connection_close (c->ws, code, reason);
}

Conn *
vik_conn_ref (Conn *c)
{
  c->refs++;
  return c;
}

void
vik_conn_unref (Conn *c)
{
  if (--c->refs > 0)
    return;
  if (c->raw)
    {
      vik_ws_conn_set_data (c->raw, NULL);
      vik_ws_conn_unref (c->raw);
    }
  else
    {
      g_signal_handlers_disconnect_by_data (c->ws, c);
      g_object_unref (c->ws);
    }
  g_free (c);
}

/* The connection is gone: it leaves its game and the server's list (a
 * lobby question to the peers may still hold it, closed). */
static void
conn_gone (Conn *c)
{
  if (c->gone)
    return;
  c->gone = TRUE;
  if (c->game)
    {
      g_ptr_array_remove_fast (c->game->conns, c);
      c->game->idle_since = g_get_monotonic_time ();
      c->game = NULL;
    }
  g_ptr_array_remove (c->server->conns, c);   /* drops the server's reference */
}

static Conn *
conn_new (VikServer *s, const char *query)
{
  Conn *c = g_new0 (Conn, 1);
  g_autoptr (GHashTable) params = query ? g_uri_parse_params (query, -1, "&", G_URI_PARAMS_NONE, NULL) : NULL;

  c->refs = 1;           /* the server's, in `conns` */
  c->server = s;
  c->seat = -1;
  c->tokens = s->options.rate_burst;
  c->refilled = g_get_monotonic_time ();
  c->from_peer = params && g_strcmp0 (g_hash_table_lookup (params, "peer"), "1") == 0;
  g_ptr_array_add (s->conns, c);
  return c;
}

/* ------------------------------------------------------------ ws://, the epoll loop */

static void
raw_opened (VikWsConn *raw, const char *query, gpointer data)
{
  Conn *c = conn_new (data, query);

  c->raw = vik_ws_conn_ref (raw);
  vik_ws_conn_set_data (raw, c);
  vik_server_on_open (c, vik_ws_conn_fd (raw));
}

static void
raw_message (VikWsConn *raw, gboolean text, const char *bytes, gsize len, gpointer data)
{
  Conn *c = vik_ws_conn_get_data (raw);
  (void) data;
  if (c)
    vik_server_on_message (c, text, bytes, len);
}

static void
raw_closed (VikWsConn *raw, gpointer data)
{
  Conn *c = vik_ws_conn_get_data (raw);
  (void) data;
  if (c)
    conn_gone (c);
}

/* ------------------------------------------------------------ wss://, libsoup */

static void
soup_message_cb (SoupWebsocketConnection *ws, gint type, GBytes *bytes, gpointer user_data)
{
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  (void) ws;
  vik_server_on_message (user_data, type == SOUP_WEBSOCKET_DATA_TEXT, data, length);
}

static void
soup_closed_cb (SoupWebsocketConnection *ws, gpointer user_data)
{
  (void) ws;
  conn_gone (user_data);
}

static void
soup_websocket_cb (SoupServer *soup, SoupServerMessage *message, const char *path,
                   SoupWebsocketConnection *ws, gpointer user_data)
{
  Conn *c = conn_new (user_data, g_uri_get_query (soup_server_message_get_uri (message)));

  (void) soup;
  (void) path;
  c->ws = g_object_ref (ws);
  soup_websocket_connection_set_max_incoming_payload_size (ws, MESSAGE_LIMIT);
  soup_websocket_connection_set_keepalive_interval (ws, 30);
  vik_net_stream_no_delay (soup_websocket_connection_get_io_stream (ws));
  g_signal_connect (ws, "message", G_CALLBACK (soup_message_cb), c);
  g_signal_connect (ws, "closed", G_CALLBACK (soup_closed_cb), c);
  vik_server_on_open (c, vik_net_stream_fd (soup_websocket_connection_get_io_stream (ws)));
}

/* ------------------------------------------------------------ listening */

gboolean
vik_server_transport_init (VikServer *s, GError **error)
{
  static const VikWsHandlers handlers = { raw_opened, raw_message, raw_closed };

  s->conns = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_conn_unref);
  if (s->options.tls)
    {
      s->soup = g_object_new (SOUP_TYPE_SERVER, "tls-certificate", s->options.tls, NULL);
      soup_server_add_websocket_handler (s->soup, VIK_SERVER_PATH, NULL, NULL, soup_websocket_cb, s, NULL);
      return TRUE;
    }
  s->wss = vik_ws_server_new (VIK_SERVER_PATH, MESSAGE_LIMIT, &handlers, s, error);
  return s->wss != NULL;
}

gboolean
vik_server_transport_listen (VikServer *s, GSocket *socket, GError **error)
{
  g_autoptr (GSocketAddress) local = g_socket_get_local_address (socket, error);

  if (!local)
    return FALSE;
  if (s->soup ? !soup_server_listen_socket (s->soup, socket, SOUP_SERVER_LISTEN_HTTPS, error)
              : !vik_ws_server_add_listener (s->wss, socket, error))
    return FALSE;
  if (!s->port)
    s->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
  return TRUE;
}

void
vik_server_transport_free (VikServer *s)
{
  /* The connections first: each leaves the server's list and drops its
   * transport; then the transports go. */
  for (guint i = 0; i < s->conns->len; i++)
    {
      Conn *c = s->conns->pdata[i];
      c->game = NULL;
      c->gone = TRUE;
    }
  g_ptr_array_unref (s->conns);
  s->conns = NULL;
  g_clear_pointer (&s->wss, vik_ws_server_free);
  if (s->soup)
    {
      soup_server_disconnect (s->soup);
      g_clear_object (&s->soup);
    }
}
