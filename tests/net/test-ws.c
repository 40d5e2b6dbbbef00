/* test-ws.c: the server's own WebSocket loop (vik-ws-frame.c, vik-ws-server.c):
 * the wire format on bytes (RFC 6455's own examples), then a real server on
 * 127.0.0.1 in a thread of its own, spoken to through raw sockets, so every
 * byte on the wire is the test's choice. */
#include <gio/gio.h>
#include <string.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "vik-ws-frame.h"
#include "vik-ws-server.h"
#include "net-test-util.h"

/* ------------------------------------------------------------ bytes */

static void
test_frame_rfc_example (void)
{
  /* RFC 6455 5.7: a masked "Hello" from a client */
  guint8 hello[] = { 0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58 };
  VikWsFrame f;
  gushort code;

  for (gsize n = 0; n < sizeof hello; n++)
    g_assert_cmpint (vik_ws_frame_parse (hello, n, 1024, TRUE, &f, &code), ==, VIK_WS_PARSE_MORE);
  g_assert_cmpint (vik_ws_frame_parse (hello, sizeof hello, 1024, TRUE, &f, &code), ==, VIK_WS_PARSE_DONE);
  g_assert_true (f.fin);
  g_assert_cmpint (f.opcode, ==, VIK_WS_OP_TEXT);
  g_assert_cmpuint (f.header_len, ==, 6);
  g_assert_cmpuint (f.payload_len, ==, 5);
  vik_ws_frame_unmask (hello + 6, 5, f.mask);
  g_assert_cmpmem (hello + 6, 5, "Hello", 5);
}

static void
assert_refused (const guint8 *bytes, gsize len, gsize max, gushort expected)
{
  VikWsFrame f;
  gushort code = 0;
  g_assert_cmpint (vik_ws_frame_parse (bytes, len, max, TRUE, &f, &code), ==, VIK_WS_PARSE_ERROR);
  g_assert_cmpuint (code, ==, expected);
}

static void
test_frame_refused (void)
{
  const guint8 unmasked[] = { 0x81, 0x05, 'H', 'e', 'l', 'l', 'o' };
  const guint8 reserved[] = { 0xC1, 0x80, 0, 0, 0, 0 };
  const guint8 opcode3[] = { 0x83, 0x80, 0, 0, 0, 0 };
  const guint8 long_ping[] = { 0x89, 0xFE, 0x00, 0x7E };
  const guint8 split_ping[] = { 0x09, 0x80, 0, 0, 0, 0 };
  const guint8 top_bit[] = { 0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 1 };
  const guint8 too_big[] = { 0x82, 0xFE, 0x04, 0x01 };   /* 1025 bytes */

  assert_refused (unmasked, sizeof unmasked, 1024, VIK_WS_CLOSE_PROTOCOL_ERROR);
  assert_refused (reserved, sizeof reserved, 1024, VIK_WS_CLOSE_PROTOCOL_ERROR);
  assert_refused (opcode3, sizeof opcode3, 1024, VIK_WS_CLOSE_PROTOCOL_ERROR);
  assert_refused (long_ping, sizeof long_ping, 1024, VIK_WS_CLOSE_PROTOCOL_ERROR);
  assert_refused (split_ping, sizeof split_ping, 1024, VIK_WS_CLOSE_PROTOCOL_ERROR);
  assert_refused (top_bit, sizeof top_bit, G_MAXSIZE, VIK_WS_CLOSE_PROTOCOL_ERROR);
  /* too big is known from the header alone: nothing more is read for it */
  assert_refused (too_big, sizeof too_big, 1024, VIK_WS_CLOSE_TOO_BIG);
}

static void
test_frame_append (void)
{
  g_autoptr (GByteArray) out = g_byte_array_new ();
  g_autofree char *big = g_malloc0 (70000);
  g_autofree char *reason = g_strnfill (60, 'x');
  g_autofree char *long_reason = g_strconcat (reason, reason, "\xc3\xa9\xc3\xa9", NULL);  /* 124 bytes */

  vik_ws_frame_append (out, VIK_WS_OP_TEXT, "Hi", 2);
  g_assert_cmpmem (out->data, out->len, "\x81\x02Hi", 4);
  g_byte_array_set_size (out, 0);
  vik_ws_frame_append (out, VIK_WS_OP_TEXT, big, 300);
  g_assert_cmpuint (out->len, ==, 4 + 300);
  g_assert_cmpmem (out->data, 4, "\x81\x7e\x01\x2c", 4);
  g_byte_array_set_size (out, 0);
  vik_ws_frame_append (out, VIK_WS_OP_BINARY, big, 70000);
  g_assert_cmpuint (out->len, ==, 10 + 70000);
  g_assert_cmpmem (out->data, 10, "\x82\x7f\x00\x00\x00\x00\x00\x01\x11\x70", 10);
  /* a close's reason is cut on a character, to the 123 bytes that fit */
  g_byte_array_set_size (out, 0);
  vik_ws_frame_append_close (out, 1008, long_reason);
  g_assert_cmpuint (out->data[1], ==, 2 + 122);
  g_assert_cmpuint ((out->data[2] << 8) | out->data[3], ==, 1008);
  g_assert_true (g_utf8_validate ((const char *) out->data + 4, 122, NULL));
}

/* A client's frame as this module writes it reads back; a server's frame
 * is refused where a client's is expected, and read where a server's is. */
static void
test_frame_both_ways (void)
{
  static const guint8 mask[4] = { 1, 2, 3, 4 };
  g_autoptr (GByteArray) out = g_byte_array_new ();
  VikWsFrame f;
  gushort code;

  vik_ws_frame_append_masked (out, VIK_WS_OP_TEXT, "masked", 6, mask);
  g_assert_cmpint (vik_ws_frame_parse (out->data, out->len, 1024, FALSE, &f, &code), ==, VIK_WS_PARSE_ERROR);
  g_assert_cmpint (vik_ws_frame_parse (out->data, out->len, 1024, TRUE, &f, &code), ==, VIK_WS_PARSE_DONE);
  g_assert_cmpuint (f.header_len, ==, 6);
  g_assert_cmpmem (f.mask, 4, mask, 4);
  vik_ws_frame_unmask (out->data + f.header_len, f.payload_len, f.mask);
  g_assert_cmpmem (out->data + f.header_len, f.payload_len, "masked", 6);

  g_byte_array_set_size (out, 0);
  vik_ws_frame_append (out, VIK_WS_OP_PONG, "p", 1);
  g_assert_cmpint (vik_ws_frame_parse (out->data, out->len, 1024, TRUE, &f, &code), ==, VIK_WS_PARSE_ERROR);
  g_assert_cmpint (vik_ws_frame_parse (out->data, out->len, 1024, FALSE, &f, &code), ==, VIK_WS_PARSE_DONE);
  g_assert_cmpint (f.opcode, ==, VIK_WS_OP_PONG);
  g_assert_cmpuint (f.header_len, ==, 2);
  g_assert_cmpuint (f.payload_len, ==, 1);
}

/* Random and mutated bytes: the parsers never read past what they are
 * given (ASan/valgrind would say), and what they accept is consistent. */
static void
test_random_bytes (void)
{
  static const char request[] = "GET /viktory?game=1 HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
  GRand *rand = g_rand_new_with_seed (2026);

  for (int i = 0; i < 100000; i++)
    {
      guint len = (guint) g_rand_int_range (rand, 0, 40);
      g_autofree guint8 *bytes = g_malloc (len + 1);   /* exactly `len` are given */
      VikWsFrame f;
      gushort code;
      for (guint k = 0; k < len; k++)
        bytes[k] = (guint8) g_rand_int_range (rand, 0, 256);
      if (vik_ws_frame_parse (bytes, len, 1 << 20, i & 1, &f, &code) == VIK_WS_PARSE_DONE)
        g_assert_cmpuint (f.header_len + f.payload_len, <=, len);
    }
  for (int i = 0; i < 100000; i++)
    {
      gsize len = sizeof request - 1, consumed = 0;
      g_autofree char *bytes = g_memdup2 (request, len);
      g_autofree char *response = NULL, *query = NULL;
      int edits = g_rand_int_range (rand, 1, 4);
      for (int k = 0; k < edits; k++)
        bytes[g_rand_int_range (rand, 0, (gint32) len)] = (char) g_rand_int_range (rand, 0, 256);
      len = (gsize) g_rand_int_range (rand, 0, (gint32) len + 1);
      switch (vik_ws_handshake_parse (bytes, len, "/viktory", &consumed, &response, &query))
        {
        case VIK_WS_PARSE_DONE:
          g_assert_cmpuint (consumed, <=, len);
          g_assert_true (g_str_has_prefix (response, "HTTP/1.1 101 "));
          break;
        case VIK_WS_PARSE_ERROR:
          g_assert_true (g_str_has_prefix (response, "HTTP/1.1 4"));
          g_assert_null (query);
          break;
        case VIK_WS_PARSE_MORE:
          g_assert_null (response);
          break;
        }
    }
  g_rand_free (rand);
}

static VikWsParse
handshake (const char *request, char **response, char **query)
{
  gsize consumed = 0;
  VikWsParse r = vik_ws_handshake_parse (request, strlen (request), "/viktory", &consumed, response, query);
  if (r == VIK_WS_PARSE_DONE)
    g_assert_cmpuint (consumed, ==, strlen (request));
  return r;
}

#define RFC_KEY "dGhlIHNhbXBsZSBub25jZQ=="
#define UPGRADE "Upgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n"

static void
test_handshake (void)
{
  char *response = NULL, *query = NULL;

  /* RFC 6455 1.3: the sample nonce and its answer */
  g_assert_cmpint (handshake ("GET /viktory?game=ab12&peer=1 HTTP/1.1\r\nHost: x\r\n" UPGRADE
                              "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " RFC_KEY "\r\n\r\n",
                              &response, &query), ==, VIK_WS_PARSE_DONE);
  g_assert_nonnull (strstr (response, "HTTP/1.1 101 "));
  g_assert_nonnull (strstr (response, "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"));
  g_assert_cmpstr (query, ==, "game=ab12&peer=1");
  g_clear_pointer (&response, g_free);
  g_clear_pointer (&query, g_free);

  g_assert_cmpint (handshake ("GET /viktory HTTP/1.1\r\nHost: x\r\n", &response, &query), ==, VIK_WS_PARSE_MORE);
  g_assert_null (response);

#define REFUSED(request, status)                                                     \
  g_assert_cmpint (handshake (request, &response, &query), ==, VIK_WS_PARSE_ERROR); \
  g_assert_true (g_str_has_prefix (response, "HTTP/1.1 " status));                 \
  g_assert_null (query);                                                            \
  g_clear_pointer (&response, g_free)

  REFUSED ("GET /other HTTP/1.1\r\n" UPGRADE "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " RFC_KEY "\r\n\r\n",
           "404");
  REFUSED ("POST /viktory HTTP/1.1\r\n" UPGRADE "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " RFC_KEY "\r\n\r\n",
           "400");
  REFUSED ("GET /viktory HTTP/1.1\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " RFC_KEY "\r\n\r\n", "426");
  REFUSED ("GET /viktory HTTP/1.1\r\n" UPGRADE "Sec-WebSocket-Version: 8\r\nSec-WebSocket-Key: " RFC_KEY "\r\n\r\n",
           "426");
  REFUSED ("GET /viktory HTTP/1.1\r\n" UPGRADE "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: short\r\n\r\n",
           "400");
  REFUSED ("GET /viktory HTTP/1.1\r\nno colon here\r\n\r\n", "400");
  {
    /* a request that never ends, and one with a NUL */
    g_autofree char *endless = g_strnfill (VIK_WS_MAX_REQUEST + 10, 'a');
    char nul[] = "GET /viktory HTTP/1.1\r\nHost: a\0b\r\n\r\n";
    gsize consumed;
    g_assert_cmpint (vik_ws_handshake_parse (endless, strlen (endless), "/viktory", &consumed, &response, &query), ==,
                     VIK_WS_PARSE_ERROR);
    g_assert_true (g_str_has_prefix (response, "HTTP/1.1 431"));
    g_clear_pointer (&response, g_free);
    g_assert_cmpint (vik_ws_handshake_parse (nul, sizeof nul - 1, "/viktory", &consumed, &response, &query), ==,
                     VIK_WS_PARSE_ERROR);
    g_assert_true (g_str_has_prefix (response, "HTTP/1.1 400"));
    g_clear_pointer (&response, g_free);
  }
#undef REFUSED
}

/* ------------------------------------------------------------ a live server */

#define MAX_MESSAGE 1024

typedef struct {
  GThread *thread;
  GMainLoop *loop;
  GMainContext *context;
  GAsyncQueue *ready;
  guint port;
  VikWsServer *server;
  gint opened, closed;     /* atomic */
  guint n_conns;           /* as the server counted them, asked through its context */
} Live;

static void
echo_opened (VikWsConn *conn, const char *query, gpointer data)
{
  Live *live = data;
  (void) conn;
  (void) query;
  g_atomic_int_inc (&live->opened);
}

static void
echo_message (VikWsConn *conn, gboolean text, const char *bytes, gsize len, gpointer data)
{
  g_autofree char *copy = g_strndup (bytes, len);
  (void) data;
  if (g_strcmp0 (copy, "close-me") == 0)
    vik_ws_conn_close (conn, VIK_WS_CLOSE_POLICY, "bye");
  else if (text)
    vik_ws_conn_send_text (conn, copy);
}

static void
echo_closed (VikWsConn *conn, gpointer data)
{
  Live *live = data;
  (void) conn;
  g_atomic_int_inc (&live->closed);
}

static gpointer
live_thread (gpointer data)
{
  static const VikWsHandlers handlers = { echo_opened, echo_message, echo_closed };
  Live *live = data;
  g_autoptr (GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL);
  g_autoptr (GInetAddress) inet = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) any = g_inet_socket_address_new (inet, 0);
  g_autoptr (GSocketAddress) bound = NULL;

  g_main_context_push_thread_default (live->context);
  g_assert_true (g_socket_bind (socket, any, TRUE, NULL));
  g_assert_true (g_socket_listen (socket, NULL));
  bound = g_socket_get_local_address (socket, NULL);
  live->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  live->server = vik_ws_server_new ("/viktory", MAX_MESSAGE, &handlers, live, NULL);
  g_assert_nonnull (live->server);
  g_assert_true (vik_ws_server_add_listener (live->server, socket, NULL));
  g_async_queue_push (live->ready, GINT_TO_POINTER (1));
  g_main_loop_run (live->loop);
  vik_ws_server_free (live->server);
  g_main_context_pop_thread_default (live->context);
  return NULL;
}

static Live *
live_start (void)
{
  Live *live = g_new0 (Live, 1);
  live->context = g_main_context_new ();
  live->loop = g_main_loop_new (live->context, FALSE);
  live->ready = g_async_queue_new ();
  live->thread = g_thread_new ("ws-server", live_thread, live);
  g_async_queue_pop (live->ready);
  return live;
}

static gboolean
count_conns (gpointer data)
{
  Live *live = data;
  live->n_conns = vik_ws_server_n_conns (live->server);
  g_async_queue_push (live->ready, GINT_TO_POINTER (1));
  return G_SOURCE_REMOVE;
}

static guint
live_n_conns (Live *live)
{
  g_main_context_invoke (live->context, count_conns, live);
  g_async_queue_pop (live->ready);
  return live->n_conns;
}

static void
live_stop (Live *live)
{
  g_main_loop_quit (live->loop);
  g_main_context_wakeup (live->context);
  g_thread_join (live->thread);
  g_main_loop_unref (live->loop);
  g_main_context_unref (live->context);
  g_async_queue_unref (live->ready);
  g_free (live);
}

/* Reads until `len` bytes came (or the peer closed: fewer). */
static gsize
raw_read (int fd, guint8 *buffer, gsize len)
{
  gsize got = 0;
  while (got < len)
    {
      ssize_t n = recv (fd, buffer + got, len - got, 0);
      if (n <= 0)
        break;
      got += (gsize) n;
    }
  return got;
}

static int
ws_connect (Live *live)
{
  return net_test_ws_connect ((guint) live->port, 0);
}

/* A server's frame (short): its opcode and payload. */
static guint8
read_frame (int fd, char **payload)
{
  guint8 header[2], buffer[126];
  gsize len;

  g_assert_cmpuint (raw_read (fd, header, 2), ==, 2);
  g_assert_true (header[0] & 0x80);
  g_assert_false (header[1] & 0x80);            /* a server never masks */
  len = header[1] & 0x7f;
  g_assert_cmpuint (len, <, 126);
  g_assert_cmpuint (raw_read (fd, buffer, len), ==, len);
  *payload = g_strndup ((const char *) buffer, len);
  if ((header[0] & 0x0f) == VIK_WS_OP_CLOSE)
    {
      /* the code as text, then the reason */
      g_assert_cmpuint (len, >=, 2);
      g_free (*payload);
      *payload = g_strdup_printf ("%u %.*s", (buffer[0] << 8) | buffer[1], (int) len - 2, buffer + 2);
    }
  return header[0] & 0x0f;
}

static void
assert_frame (int fd, guint8 opcode, const char *payload)
{
  g_autofree char *got = NULL;
  g_assert_cmpuint (read_frame (fd, &got), ==, opcode);
  g_assert_cmpstr (got, ==, payload);
}

static void
assert_eof (int fd)
{
  guint8 byte;
  g_assert_cmpint (recv (fd, &byte, 1, 0), ==, 0);
}

static void
test_live_echo (void)
{
  Live *live = live_start ();
  int fd = ws_connect (live);

  net_test_ws_send (fd, 0x81, "Hello", 5);
  assert_frame (fd, VIK_WS_OP_TEXT, "Hello");
  /* a message in two fragments, a ping between them (5.4: control frames may interleave) */
  net_test_ws_send (fd, 0x01, "Hel", 3);
  net_test_ws_send (fd, 0x89, "p1", 2);
  net_test_ws_send (fd, 0x80, "lo again", 8);
  assert_frame (fd, VIK_WS_OP_PONG, "p1");
  assert_frame (fd, VIK_WS_OP_TEXT, "Hello again");
  {
    /* a longer message (16-bit length) comes back whole */
    g_autofree char *long_text = g_strnfill (300, 'v');
    guint8 header[4];
    g_autofree guint8 *body = g_malloc (300);
    net_test_ws_send (fd, 0x81, long_text, 300);
    g_assert_cmpuint (raw_read (fd, header, 4), ==, 4);
    g_assert_cmpmem (header, 4, "\x81\x7e\x01\x2c", 4);
    g_assert_cmpuint (raw_read (fd, body, 300), ==, 300);
    g_assert_cmpmem (body, 300, long_text, 300);
  }
  /* the client closes: the server answers with the same code, then ends */
  net_test_ws_send (fd, 0x88, "\x03\xe8", 2);
  assert_frame (fd, VIK_WS_OP_CLOSE, "1000 ");
  assert_eof (fd);
  close (fd);
  while (g_atomic_int_get (&live->closed) < 1)
    g_usleep (1000);
  g_assert_cmpint (g_atomic_int_get (&live->opened), ==, 1);
  live_stop (live);
}

static void
test_live_refused (void)
{
  Live *live = live_start ();
  int fd;

  /* unmasked: a protocol error (5.1) */
  fd = ws_connect (live);
  net_test_raw_send (fd, "\x81\x02hi", 4);
  assert_frame (fd, VIK_WS_OP_CLOSE, "1002 WebSocket protocol error");
  assert_eof (fd);
  close (fd);
  /* too big for the server: known from the header */
  fd = ws_connect (live);
  net_test_raw_send (fd, "\x81\xfe\x10\x00", 4);
  assert_frame (fd, VIK_WS_OP_CLOSE, "1009 Message too big");
  assert_eof (fd);
  close (fd);
  /* fragments that add up to too much */
  fd = ws_connect (live);
  {
    g_autofree char *part = g_strnfill (MAX_MESSAGE / 2 + 1, 'a');
    net_test_ws_send (fd, 0x01, part, strlen (part));
    net_test_ws_send (fd, 0x80, part, strlen (part));
  }
  assert_frame (fd, VIK_WS_OP_CLOSE, "1009 Message too big");
  close (fd);
  /* text that is not UTF-8 */
  fd = ws_connect (live);
  net_test_ws_send (fd, 0x81, "\xff\xfe", 2);
  assert_frame (fd, VIK_WS_OP_CLOSE, "1007 Text that is not UTF-8");
  close (fd);
  /* a continuation of nothing */
  fd = ws_connect (live);
  net_test_ws_send (fd, 0x80, "x", 1);
  assert_frame (fd, VIK_WS_OP_CLOSE, "1002 A continuation of no message");
  close (fd);
  /* the server closes: its reason, and the end when the client answers */
  fd = ws_connect (live);
  net_test_ws_send (fd, 0x81, "close-me", 8);
  assert_frame (fd, VIK_WS_OP_CLOSE, "1008 bye");
  net_test_ws_send (fd, 0x88, "\x03\xf0", 2);
  assert_eof (fd);
  close (fd);
  /* not a WebSocket request: an HTTP answer, then the end */
  fd = net_test_raw_connect ((guint) live->port, 0);
  net_test_raw_send (fd, "GET /elsewhere HTTP/1.1\r\n\r\n", 27);
  {
    g_autofree char *head = net_test_read_http_head (fd);
    g_assert_true (g_str_has_prefix (head, "HTTP/1.1 404 "));
  }
  assert_eof (fd);
  close (fd);
  while (live_n_conns (live) > 0)
    g_usleep (1000);
  live_stop (live);
}

/* Many connections at once, most of them idle, the last still answered; a
 * client that leaves without a close is noticed. */
static void
test_live_many (void)
{
  Live *live = live_start ();
  int fds[300];

  for (guint i = 0; i < G_N_ELEMENTS (fds); i++)
    fds[i] = ws_connect (live);
  g_assert_cmpuint (live_n_conns (live), ==, G_N_ELEMENTS (fds));
  net_test_ws_send (fds[299], 0x81, "last", 4);
  assert_frame (fds[299], VIK_WS_OP_TEXT, "last");
  net_test_ws_send (fds[0], 0x81, "first", 5);
  assert_frame (fds[0], VIK_WS_OP_TEXT, "first");
  for (guint i = 0; i < G_N_ELEMENTS (fds); i++)
    close (fds[i]);
  while (g_atomic_int_get (&live->closed) < (gint) G_N_ELEMENTS (fds))
    g_usleep (1000);
  g_assert_cmpuint (live_n_conns (live), ==, 0);
  live_stop (live);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/ws/frame/rfc-example", test_frame_rfc_example);
  g_test_add_func ("/net/ws/frame/refused", test_frame_refused);
  g_test_add_func ("/net/ws/frame/append", test_frame_append);
  g_test_add_func ("/net/ws/frame/both-ways", test_frame_both_ways);
  g_test_add_func ("/net/ws/handshake", test_handshake);
  g_test_add_func ("/net/ws/random-bytes", test_random_bytes);
  g_test_add_func ("/net/ws/live/echo", test_live_echo);
  g_test_add_func ("/net/ws/live/refused", test_live_refused);
  g_test_add_func ("/net/ws/live/many", test_live_many);
  return g_test_run ();
}
