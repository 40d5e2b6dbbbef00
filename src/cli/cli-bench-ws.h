/* cli-bench-ws.h: many WebSocket clients in one process for net-bench,
 * served from one epoll set like the server's own loop (vik-ws-server.c),
 * so that ten thousand clients cost the bench no more per message than ten:
 * what it measures is the server, not libsoup's poll over every client. */
#pragma once

#include <gio/gio.h>

typedef struct _BenchWs BenchWs;
typedef struct _BenchWsConn BenchWsConn;

/* A whole text message from the server; a connection the server closed
 * gets (NULL, 0). */
typedef void (*BenchWsMessage) (BenchWsConn *conn, const char *text, gsize len, gpointer data);

/* On the thread-default main context. */
BenchWs     *bench_ws_new        (BenchWsMessage on_message);
/* Connects to ws://127.0.0.1:port/viktory and waits for the handshake's
 * answer (at most 10 s); NULL and *error if it did not come. */
BenchWsConn *bench_ws_connect    (BenchWs *ws, int port, gpointer data, GError **error);
void         bench_ws_send_text  (BenchWsConn *conn, const char *text);
gpointer     bench_ws_conn_data  (BenchWsConn *conn);
/* Closes every connection. */
void         bench_ws_free       (BenchWs *ws);
