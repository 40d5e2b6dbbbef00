/* vik-ws-server.h: WebSocket connections served from one epoll set.
 *
 * GLib's main loop polls every descriptor it watches on each turn, so a
 * server whose connections are each a GSource pays for every idle
 * connection on every event.  Here the main context watches one descriptor,
 * an epoll set, and each turn touches only the connections the kernel
 * reports ready: the work per event does not grow with idle connections.
 * Timers (keep-alive pings, handshakes and closes that take too long) are
 * one sweep every few seconds.  Linux only (epoll).  Plain ws:// only: TLS
 * is the proxy's (docs/hosting.md) or libsoup's (vik-server.c). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _VikWsServer VikWsServer;
typedef struct _VikWsConn VikWsConn;

typedef struct {
  /* A client finished its opening handshake; `query` is its URL's query
   * string or NULL.  The connection lives until `closed`. */
  void (*opened)  (VikWsConn *conn, const char *query, gpointer data);
  /* A whole message (text: valid UTF-8). */
  void (*message) (VikWsConn *conn, gboolean text, const char *bytes, gsize len, gpointer data);
  /* The connection is gone (closed by either side, or broken): the last
   * call for it; it is freed once its last reference is dropped. */
  void (*closed)  (VikWsConn *conn, gpointer data);
} VikWsHandlers;

/* Serves `path` on the thread-default main context; a message of more
 * than `max_message` bytes closes its connection (1009). */
VikWsServer *vik_ws_server_new      (const char *path, gsize max_message, const VikWsHandlers *handlers,
                                     gpointer data, GError **error);
/* Serves a bound and listening socket (the server keeps a reference). */
gboolean     vik_ws_server_add_listener (VikWsServer *server, GSocket *socket, GError **error);
guint        vik_ws_server_n_conns  (VikWsServer *server);
/* Closes every connection and stops listening. */
void         vik_ws_server_free     (VikWsServer *server);

VikWsConn   *vik_ws_conn_ref        (VikWsConn *conn);
void         vik_ws_conn_unref      (VikWsConn *conn);
/* Open: the handshake is done and no close was sent or received. */
gboolean     vik_ws_conn_is_open    (VikWsConn *conn);
void         vik_ws_conn_send_text  (VikWsConn *conn, const char *text);
gsize        vik_ws_conn_queued     (VikWsConn *conn);
/* Sends a close frame after what is queued; the connection ends when the
 * client answers, or after a few seconds. */
void         vik_ws_conn_close      (VikWsConn *conn, gushort code, const char *reason);
int          vik_ws_conn_fd         (VikWsConn *conn);
/* What the server's user keeps with a connection. */
void         vik_ws_conn_set_data   (VikWsConn *conn, gpointer data);
gpointer     vik_ws_conn_get_data   (VikWsConn *conn);

G_END_DECLS
