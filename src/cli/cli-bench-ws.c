/* cli-bench-ws.c: net-bench's WebSocket clients over one epoll set. */
#include "cli-bench-ws.h"
#include "vik-ws-frame.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <glib-unix.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>

#define MAX_MESSAGE (1024 * 1024)

struct _BenchWsConn {
  BenchWs *ws;
  int fd;
  gboolean closed;
  GByteArray *in;
  GByteArray *out;        /* what the socket did not take yet */
  GByteArray *message;    /* fragments so far */
  gpointer data;
};

struct _BenchWs {
  int epfd;
  GSource *ready;
  BenchWsMessage on_message;
  GPtrArray *conns;       /* of BenchWsConn*, owned */
  guint32 mask_state;
};

static void
conn_close (BenchWsConn *c)
{
  if (c->closed)
    return;
  c->closed = TRUE;
  epoll_ctl (c->ws->epfd, EPOLL_CTL_DEL, c->fd, NULL);
  c->ws->on_message (c, NULL, 0, c->data);
}

static void
conn_flush (BenchWsConn *c)
{
  struct epoll_event ev = { .events = EPOLLIN, .data.ptr = c };
  gsize sent = 0;

  while (sent < c->out->len)
    {
      ssize_t n = send (c->fd, c->out->data + sent, c->out->len - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
      if (n > 0)
        sent += (gsize) n;
      else if (n < 0 && errno == EINTR)
        continue;
      else
        break;
    }
  g_byte_array_remove_range (c->out, 0, (guint) sent);
  if (c->out->len)
    ev.events |= EPOLLOUT;
  epoll_ctl (c->ws->epfd, EPOLL_CTL_MOD, c->fd, &ev);
}

static void
queue (BenchWsConn *c, VikWsOpcode opcode, const void *payload, gsize len)
{
  guint32 m = c->ws->mask_state = c->ws->mask_state * 1664525u + 1013904223u;
  guint8 mask[4] = { (guint8) m, (guint8) (m >> 8), (guint8) (m >> 16), (guint8) (m >> 24) };

  if (c->closed)
    return;
  vik_ws_frame_append_masked (c->out, opcode, payload, len, mask);
  conn_flush (c);
}

void
bench_ws_send_text (BenchWsConn *c, const char *text)
{
  queue (c, VIK_WS_OP_TEXT, text, strlen (text));
}

gpointer
bench_ws_conn_data (BenchWsConn *c)
{
  return c->data;
}

static void
read_frames (BenchWsConn *c)
{
  gsize at = 0;

  while (!c->closed)
    {
      VikWsFrame f;
      gushort code;
      const guint8 *payload;
      VikWsParse r = vik_ws_frame_parse (c->in->data + at, c->in->len - at, MAX_MESSAGE, FALSE, &f, &code);

      if (r == VIK_WS_PARSE_MORE)
        break;
      if (r == VIK_WS_PARSE_ERROR)
        {
          conn_close (c);
          break;
        }
      payload = c->in->data + at + f.header_len;
      at += f.header_len + f.payload_len;
      switch (f.opcode)
        {
        case VIK_WS_OP_PING:
          queue (c, VIK_WS_OP_PONG, payload, f.payload_len);
          break;
        case VIK_WS_OP_CLOSE:
          queue (c, VIK_WS_OP_CLOSE, payload, MIN (f.payload_len, 2));
          conn_close (c);
          break;
        case VIK_WS_OP_TEXT:
        case VIK_WS_OP_BINARY:
        case VIK_WS_OP_CONTINUATION:
          if (!f.fin || c->message)
            {
              if (!c->message)
                c->message = g_byte_array_new ();
              g_byte_array_append (c->message, payload, (guint) f.payload_len);
              if (f.fin)
                {
                  g_autoptr (GByteArray) whole = g_steal_pointer (&c->message);
                  g_byte_array_append (whole, (const guint8 *) "", 1);
                  c->ws->on_message (c, (const char *) whole->data, whole->len - 1, c->data);
                }
            }
          else
            {
              /* NUL-terminated in place for the callback: the byte after the
               * payload is restored before the next frame is read */
              guint8 saved = 0;
              gboolean last = at == c->in->len;
              if (last)
                g_byte_array_append (c->in, (const guint8 *) "", 1);
              else
                {
                  saved = c->in->data[at];
                  c->in->data[at] = 0;
                }
              c->ws->on_message (c, (const char *) payload, f.payload_len, c->data);
              if (last)
                g_byte_array_set_size (c->in, c->in->len - 1);
              else
                c->in->data[at] = saved;
            }
          break;
        default:
          break;
        }
    }
  g_byte_array_remove_range (c->in, 0, (guint) MIN (at, c->in->len));
}

static gboolean
on_ready (gint fd, GIOCondition condition, gpointer data)
{
  BenchWs *ws = data;
  struct epoll_event events[256];
  int n = epoll_wait (ws->epfd, events, G_N_ELEMENTS (events), 0);

  (void) fd;
  (void) condition;
  for (int i = 0; i < n; i++)
    {
      BenchWsConn *c = events[i].data.ptr;
      guint8 buffer[65536];
      ssize_t got;

      if (c->closed)
        continue;
      if (events[i].events & EPOLLOUT)
        conn_flush (c);
      if (!(events[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR)))
        continue;
      got = recv (c->fd, buffer, sizeof buffer, MSG_DONTWAIT);
      if (got > 0)
        {
          g_byte_array_append (c->in, buffer, (guint) got);
          read_frames (c);
        }
      else if (got == 0 || (errno != EAGAIN && errno != EINTR))
        conn_close (c);
    }
  return G_SOURCE_CONTINUE;
}

BenchWs *
bench_ws_new (BenchWsMessage on_message)
{
  BenchWs *ws = g_new0 (BenchWs, 1);

  ws->epfd = epoll_create1 (EPOLL_CLOEXEC);
  g_assert (ws->epfd >= 0);
  ws->on_message = on_message;
  ws->conns = g_ptr_array_new ();
  ws->mask_state = 2026;
  ws->ready = g_unix_fd_source_new (ws->epfd, G_IO_IN);
  g_source_set_callback (ws->ready, (GSourceFunc) (void (*) (void)) on_ready, ws, NULL);
  g_source_attach (ws->ready, g_main_context_get_thread_default ());
  return ws;
}

BenchWsConn *
bench_ws_connect (BenchWs *ws, int port, gpointer data, GError **error)
{
  static const char request[] = "GET /viktory HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                                "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
  struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = htons ((guint16) port),
                              .sin_addr.s_addr = htonl (INADDR_LOOPBACK) };
  struct timeval timeout = { .tv_sec = 10 };
  struct epoll_event ev = { .events = EPOLLIN };
  int fd = socket (AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0), one = 1;
  GString *head = g_string_new (NULL);
  BenchWsConn *c;
  char ch;

  if (fd < 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "socket: %s", g_strerror (errno));
      g_string_free (head, TRUE);
      return NULL;
    }
  setsockopt (fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  if (connect (fd, (struct sockaddr *) &addr, sizeof addr) != 0
      || send (fd, request, sizeof request - 1, MSG_NOSIGNAL) != (ssize_t) sizeof request - 1)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "connect: %s", g_strerror (errno));
      close (fd);
      g_string_free (head, TRUE);
      return NULL;
    }
  /* byte by byte up to the blank line: nothing of the first frame is read here */
  while (!g_str_has_suffix (head->str, "\r\n\r\n") && head->len < 4096 && recv (fd, &ch, 1, 0) == 1)
    g_string_append_c (head, ch);
  if (!g_str_has_prefix (head->str, "HTTP/1.1 101 "))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the server did not take the connection: %.40s",
                   head->str);
      close (fd);
      g_string_free (head, TRUE);
      return NULL;
    }
  g_string_free (head, TRUE);
  c = g_new0 (BenchWsConn, 1);
  c->ws = ws;
  c->fd = fd;
  c->in = g_byte_array_new ();
  c->out = g_byte_array_new ();
  c->data = data;
  ev.data.ptr = c;
  epoll_ctl (ws->epfd, EPOLL_CTL_ADD, fd, &ev);
  g_ptr_array_add (ws->conns, c);
  return c;
}

void
bench_ws_free (BenchWs *ws)
{
  if (!ws)
    return;
  for (guint i = 0; i < ws->conns->len; i++)
    {
      BenchWsConn *c = ws->conns->pdata[i];
      close (c->fd);
      g_byte_array_unref (c->in);
      g_byte_array_unref (c->out);
      if (c->message)
        g_byte_array_unref (c->message);
      g_free (c);
    }
  g_ptr_array_unref (ws->conns);
  g_source_destroy (ws->ready);
  g_source_unref (ws->ready);
  close (ws->epfd);
  g_free (ws);
}
