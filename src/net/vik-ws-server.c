/* vik-ws-server.c: WebSocket connections served from one epoll set (see the header). */
#define _GNU_SOURCE   /* accept4 */
#include "vik-ws-server.h"
#include "vik-ws-frame.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <glib-unix.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>

#define EVENTS_PER_TURN   256
#define READS_PER_EVENT   4                       /* then the others' turn: epoll reports it again */
#define SWEEP_SECONDS     5
#define PING_AFTER_US     (30 * G_USEC_PER_SEC)   /* a quiet connection is pinged (NATs forget it otherwise) */
#define HANDSHAKE_US      (10 * G_USEC_PER_SEC)   /* a client that does not finish its request is dropped */
#define CLOSE_WAIT_US     (5 * G_USEC_PER_SEC)    /* a close the client does not answer */
#define MAX_QUEUED        (16 * 1024 * 1024)      /* bytes a client does not read: it is dropped */
#define LISTEN_PAUSE_MS   100                     /* no descriptor left to accept with */
#define LISTENER_TAG      ((guintptr) 1)          /* epoll data: a listener's pointer | 1 */

typedef enum { STATE_HANDSHAKE, STATE_OPEN, STATE_CLOSING, STATE_GONE } ConnState;

struct _VikWsConn {
  VikWsServer *server;
  int fd;
  int refs;
  ConnState state;
  gboolean opened;          /* `opened` was called: `closed` will be */
  GByteArray *in;           /* received, not yet read */
  GByteArray *out;          /* to send; out_sent bytes of it are sent */
  gsize out_sent;
  GByteArray *message;      /* a fragmented message under way, or NULL */
  guint8 message_op;
  gboolean writing;         /* EPOLLOUT is asked for */
  gboolean end_when_sent;
  gboolean pinged;
  gint64 heard;             /* monotonic µs: the last bytes received */
  gint64 state_since;
  gpointer user_data;
  GList link;               /* in the server's `conns` */
};

typedef struct {
  GSocket *socket;
  int fd;
} Listener;

struct _VikWsServer {
  char *path;
  gsize max_message;
  VikWsHandlers handlers;
  gpointer data;
  int epfd;
  GMainContext *context;
  GSource *ready;           /* the epoll set is readable */
  GSource *sweep;
  GSource *resume;          /* listening again after running out of descriptors */
  GSource *finish;          /* connections ended outside a turn: their `closed` */
  GPtrArray *listeners;     /* of Listener* */
  GQueue conns;
  GPtrArray *ended;         /* of VikWsConn*: `closed` still to call */
};

static void conn_flush (VikWsConn *c);

/* ------------------------------------------------------------ life of a connection */

VikWsConn *
vik_ws_conn_ref (VikWsConn *c)
{
  c->refs++;
  return c;
}

void
vik_ws_conn_unref (VikWsConn *c)
{
  if (--c->refs > 0)
    return;
  g_byte_array_unref (c->in);
  g_byte_array_unref (c->out);
  if (c->message)
    g_byte_array_unref (c->message);
  g_free (c);
}

static gboolean finish_ended (gpointer data);

/* The socket is closed at once; `closed` comes when no caller of ours is
 * on the stack (a send inside a broadcast may end a connection). */
static void
conn_end (VikWsConn *c)
{
  VikWsServer *s = c->server;

  if (c->state == STATE_GONE)
    return;
  c->state = STATE_GONE;
  epoll_ctl (s->epfd, EPOLL_CTL_DEL, c->fd, NULL);
  close (c->fd);
  c->fd = -1;
  g_queue_unlink (&s->conns, &c->link);
  g_ptr_array_add (s->ended, c);     /* keeps the server's reference */
  if (!s->finish)
    {
      s->finish = g_idle_source_new ();
      g_source_set_callback (s->finish, finish_ended, s, NULL);
      g_source_attach (s->finish, s->context);
    }
}

static gboolean
finish_ended (gpointer data)
{
  VikWsServer *s = data;

  if (s->finish)
    {
      g_source_destroy (s->finish);
      g_clear_pointer (&s->finish, g_source_unref);
    }
  while (s->ended->len)
    {
      VikWsConn *c = g_ptr_array_steal_index (s->ended, 0);
      if (c->opened && s->handlers.closed)
        s->handlers.closed (c, s->data);
      vik_ws_conn_unref (c);
    }
  return G_SOURCE_REMOVE;
}

static void
want_write (VikWsConn *c, gboolean on)
{
  struct epoll_event ev = { .events = EPOLLIN | (on ? EPOLLOUT : 0), .data.ptr = c };

  if (c->writing == on)
    return;
  c->writing = on;
  epoll_ctl (c->server->epfd, EPOLL_CTL_MOD, c->fd, &ev);
}

static void
conn_flush (VikWsConn *c)
{
  while (c->state != STATE_GONE && c->out_sent < c->out->len)
    {
      ssize_t n = send (c->fd, c->out->data + c->out_sent, c->out->len - c->out_sent, MSG_NOSIGNAL | MSG_DONTWAIT);
      if (n > 0)
        c->out_sent += (gsize) n;
      else if (n < 0 && errno == EINTR)
        continue;
      else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        {
          want_write (c, TRUE);
          return;
        }
      else
        {
          conn_end (c);
          return;
        }
    }
  if (c->state == STATE_GONE)
    return;
  g_byte_array_set_size (c->out, 0);
  c->out_sent = 0;
  want_write (c, FALSE);
  if (c->end_when_sent)
    conn_end (c);
}

/* Bytes queued for the client and not yet taken by its socket. */
gsize
vik_ws_conn_queued (VikWsConn *c)
{
  return c->out->len - c->out_sent;
}

/* Queues bytes: sent at once when the socket takes them, else as it does. */
static void
queue_frame (VikWsConn *c, VikWsOpcode opcode, const void *payload, gsize len)
{
  if (c->out_sent > 65536)
    {
      g_byte_array_remove_range (c->out, 0, (guint) c->out_sent);
      c->out_sent = 0;
    }
  vik_ws_frame_append (c->out, opcode, payload, len);
  if (c->out->len - c->out_sent > MAX_QUEUED)
    {
      conn_end (c);     /* it reads nothing: no memory without end for it */
      return;
    }
  if (!c->writing)
    conn_flush (c);
}

static void
send_close (VikWsConn *c, gushort code, const char *reason, gboolean end_when_sent)
{
  vik_ws_frame_append_close (c->out, code, reason);
  c->state = STATE_CLOSING;
  c->state_since = g_get_monotonic_time ();
  c->end_when_sent = end_when_sent;
  if (!c->writing)
    conn_flush (c);
}

gboolean
vik_ws_conn_is_open (VikWsConn *c)
{
  return c->state == STATE_OPEN;
}

void
vik_ws_conn_send_text (VikWsConn *c, const char *text)
{
  if (c->state == STATE_OPEN)
    queue_frame (c, VIK_WS_OP_TEXT, text, strlen (text));
}

void
vik_ws_conn_close (VikWsConn *c, gushort code, const char *reason)
{
  if (c->state == STATE_OPEN)
    send_close (c, code, reason, FALSE);
}

int
vik_ws_conn_fd (VikWsConn *c)
{
  return c->fd;
}

void
vik_ws_conn_set_data (VikWsConn *c, gpointer data)
{
  c->user_data = data;
}

gpointer
vik_ws_conn_get_data (VikWsConn *c)
{
  return c->user_data;
}

/* ------------------------------------------------------------ reading */

static void
deliver (VikWsConn *c, guint8 opcode, const guint8 *bytes, gsize len)
{
  VikWsServer *s = c->server;

  if (opcode == VIK_WS_OP_TEXT && !g_utf8_validate_len ((const char *) bytes, len, NULL))
    {
      send_close (c, VIK_WS_CLOSE_BAD_DATA, "Text that is not UTF-8", TRUE);
      return;
    }
  s->handlers.message (c, opcode == VIK_WS_OP_TEXT, (const char *) bytes, len, s->data);
}

/* One frame, unmasked.  FALSE: the connection is closing or gone. */
static gboolean
on_frame (VikWsConn *c, const VikWsFrame *f, const guint8 *payload)
{
  VikWsServer *s = c->server;

  switch (f->opcode)
    {
    case VIK_WS_OP_PING:
      if (c->state == STATE_OPEN)
        queue_frame (c, VIK_WS_OP_PONG, payload, f->payload_len);
      return c->state != STATE_GONE;
    case VIK_WS_OP_PONG:
      return TRUE;
    case VIK_WS_OP_CLOSE:
      if (c->state == STATE_CLOSING || f->payload_len == 1)
        conn_end (c);      /* the answer to our close (or a broken one): done */
      else
        {
          gushort code = f->payload_len >= 2 ? (gushort) ((payload[0] << 8) | payload[1]) : VIK_WS_CLOSE_NORMAL;
          send_close (c, code, NULL, TRUE);
        }
      return FALSE;
    default:
      break;
    }
  if (c->state != STATE_OPEN)
    return TRUE;           /* after our close: data is read and dropped (5.5.1) */
  if (f->opcode == VIK_WS_OP_CONTINUATION)
    {
      if (!c->message)
        {
          send_close (c, VIK_WS_CLOSE_PROTOCOL_ERROR, "A continuation of no message", TRUE);
          return FALSE;
        }
      if (c->message->len + f->payload_len > s->max_message)
        {
          send_close (c, VIK_WS_CLOSE_TOO_BIG, "Message too big", TRUE);
          return FALSE;
        }
      g_byte_array_append (c->message, payload, (guint) f->payload_len);
      if (f->fin)
        {
          g_autoptr (GByteArray) message = g_steal_pointer (&c->message);
          deliver (c, c->message_op, message->data, message->len);
        }
      return c->state == STATE_OPEN;
    }
  if (c->message)
    {
      send_close (c, VIK_WS_CLOSE_PROTOCOL_ERROR, "A new message inside a fragmented one", TRUE);
      return FALSE;
    }
  if (f->fin)
    deliver (c, f->opcode, payload, f->payload_len);
  else
    {
      c->message = g_byte_array_sized_new ((guint) f->payload_len);
      c->message_op = f->opcode;
      g_byte_array_append (c->message, payload, (guint) f->payload_len);
    }
  return c->state == STATE_OPEN;
}

static void
on_request (VikWsConn *c, gsize *at)
{
  VikWsServer *s = c->server;
  g_autofree char *response = NULL, *query = NULL;
  gsize consumed = 0;

  switch (vik_ws_handshake_parse ((const char *) c->in->data, c->in->len, s->path, &consumed, &response, &query))
    {
    case VIK_WS_PARSE_MORE:
      return;
    case VIK_WS_PARSE_ERROR:
      g_byte_array_append (c->out, (const guint8 *) response, (guint) strlen (response));
      c->state = STATE_CLOSING;
      c->state_since = g_get_monotonic_time ();
      c->end_when_sent = TRUE;
      conn_flush (c);
      return;
    case VIK_WS_PARSE_DONE:
      break;
    }
  g_byte_array_append (c->out, (const guint8 *) response, (guint) strlen (response));
  *at = consumed;
  c->state = STATE_OPEN;
  c->state_since = g_get_monotonic_time ();
  c->opened = TRUE;
  conn_flush (c);
  if (c->state == STATE_OPEN && s->handlers.opened)
    s->handlers.opened (c, query, s->data);
}

static void
read_frames (VikWsConn *c)
{
  VikWsServer *s = c->server;
  gsize at = 0;

  if (c->state == STATE_HANDSHAKE)
    on_request (c, &at);
  while ((c->state == STATE_OPEN || c->state == STATE_CLOSING) && at < c->in->len && !c->end_when_sent)
    {
      VikWsFrame f;
      gushort code;
      guint8 *payload;

      switch (vik_ws_frame_parse (c->in->data + at, c->in->len - at, s->max_message, TRUE, &f, &code))
        {
        case VIK_WS_PARSE_MORE:
          goto done;
        case VIK_WS_PARSE_ERROR:
          send_close (c, code, code == VIK_WS_CLOSE_TOO_BIG ? "Message too big" : "WebSocket protocol error", TRUE);
          goto done;
        case VIK_WS_PARSE_DONE:
          break;
        }
      payload = c->in->data + at + f.header_len;
      vik_ws_frame_unmask (payload, f.payload_len, f.mask);
      at += f.header_len + f.payload_len;
      if (!on_frame (c, &f, payload))
        break;
    }
done:
  if (c->state != STATE_GONE && at)
    g_byte_array_remove_range (c->in, 0, (guint) at);
}

static void
conn_read (VikWsConn *c)
{
  guint8 buffer[16384];

  for (int i = 0; i < READS_PER_EVENT && c->state != STATE_GONE && !c->end_when_sent; i++)
    {
      ssize_t n = recv (c->fd, buffer, sizeof buffer, MSG_DONTWAIT);
      if (n > 0)
        {
          c->heard = g_get_monotonic_time ();
          c->pinged = FALSE;
          g_byte_array_append (c->in, buffer, (guint) n);
          read_frames (c);
          if ((gsize) n < sizeof buffer)
            return;
        }
      else if (n < 0 && errno == EINTR)
        continue;
      else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        return;
      else
        {
          conn_end (c);     /* the client left (or the connection broke) */
          return;
        }
    }
}

/* ------------------------------------------------------------ the server's turn */

static void
listening (VikWsServer *s, gboolean on)
{
  for (guint i = 0; i < s->listeners->len; i++)
    {
      Listener *l = s->listeners->pdata[i];
      struct epoll_event ev = { .events = on ? EPOLLIN : 0, .data.u64 = (guintptr) l | LISTENER_TAG };
      epoll_ctl (s->epfd, EPOLL_CTL_MOD, l->fd, &ev);
    }
}

static gboolean
resume_listening (gpointer data)
{
  VikWsServer *s = data;
  g_clear_pointer (&s->resume, g_source_unref);
  listening (s, TRUE);
  return G_SOURCE_REMOVE;
}

static void
accept_all (VikWsServer *s, Listener *l)
{
  for (;;)
    {
      int fd = accept4 (l->fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
      int one = 1;
      VikWsConn *c;
      struct epoll_event ev = { .events = EPOLLIN };

      if (fd < 0)
        {
          if (errno == EINTR || errno == ECONNABORTED)
            continue;
          if ((errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) && !s->resume)
            {
              /* The waiting client stays in the queue; asking again at once
               * would spin.  Try again shortly. */
              listening (s, FALSE);
              s->resume = g_timeout_source_new (LISTEN_PAUSE_MS);
              g_source_set_callback (s->resume, resume_listening, s, NULL);
              g_source_attach (s->resume, s->context);
            }
          return;
        }
      setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
      c = g_new0 (VikWsConn, 1);
      c->server = s;
      c->fd = fd;
      c->refs = 1;            /* the server's, until `closed` */
      c->state = STATE_HANDSHAKE;
      c->in = g_byte_array_new ();
      c->out = g_byte_array_new ();
      c->heard = c->state_since = g_get_monotonic_time ();
      c->link.data = c;
      ev.data.ptr = c;
      if (epoll_ctl (s->epfd, EPOLL_CTL_ADD, fd, &ev) != 0)
        {
          close (fd);
          vik_ws_conn_unref (c);
          continue;
        }
      g_queue_push_tail_link (&s->conns, &c->link);
    }
}

static gboolean
on_ready (gint fd, GIOCondition condition, gpointer data)
{
  VikWsServer *s = data;
  struct epoll_event events[EVENTS_PER_TURN];
  int n = epoll_wait (s->epfd, events, EVENTS_PER_TURN, 0);

  (void) fd;
  (void) condition;
  /* Every connection reported stays in memory for the whole turn (one
   * ended by another's message is freed by finish_ended, after it). */
  for (int i = 0; i < n; i++)
    if (!(events[i].data.u64 & LISTENER_TAG))
      vik_ws_conn_ref (events[i].data.ptr);
  for (int i = 0; i < n; i++)
    {
      if (events[i].data.u64 & LISTENER_TAG)
        {
          accept_all (s, (Listener *) (gpointer) (guintptr) (events[i].data.u64 & ~LISTENER_TAG));
          continue;
        }
      VikWsConn *c = events[i].data.ptr;
      if (c->state != STATE_GONE && (events[i].events & EPOLLOUT))
        conn_flush (c);
      if (c->state != STATE_GONE && (events[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR)))
        conn_read (c);
    }
  finish_ended (s);
  for (int i = 0; i < n; i++)
    if (!(events[i].data.u64 & LISTENER_TAG))
      vik_ws_conn_unref (events[i].data.ptr);
  return G_SOURCE_CONTINUE;
}

/* Every few seconds: pings for quiet connections, and an end to handshakes
 * and closes that take too long.  The only work that visits every
 * connection, and it does not come with events. */
static gboolean
sweep (gpointer data)
{
  VikWsServer *s = data;
  gint64 now = g_get_monotonic_time ();
  GList *next;

  for (GList *l = s->conns.head; l; l = next)
    {
      VikWsConn *c = l->data;
      next = l->next;
      if (c->state == STATE_HANDSHAKE && now - c->state_since > HANDSHAKE_US)
        conn_end (c);
      else if (c->state == STATE_CLOSING && now - c->state_since > CLOSE_WAIT_US)
        conn_end (c);
      else if (c->state == STATE_OPEN && !c->pinged && now - c->heard > PING_AFTER_US)
        {
          c->pinged = TRUE;
          queue_frame (c, VIK_WS_OP_PING, NULL, 0);
        }
    }
  return G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------ the server */

VikWsServer *
vik_ws_server_new (const char *path, gsize max_message, const VikWsHandlers *handlers, gpointer data,
                   GError **error)
{
  VikWsServer *s;
  int epfd = epoll_create1 (EPOLL_CLOEXEC);

  if (epfd < 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "epoll: %s", g_strerror (saved));
      return NULL;
    }
  s = g_new0 (VikWsServer, 1);
  s->path = g_strdup (path);
  s->max_message = max_message;
  s->handlers = *handlers;
  s->data = data;
  s->epfd = epfd;
  s->context = g_main_context_ref_thread_default ();
  s->listeners = g_ptr_array_new ();
  s->ended = g_ptr_array_new ();
  g_queue_init (&s->conns);
  s->ready = g_unix_fd_source_new (epfd, G_IO_IN);
  g_source_set_callback (s->ready, (GSourceFunc) (void (*) (void)) on_ready, s, NULL);
  g_source_attach (s->ready, s->context);
  s->sweep = g_timeout_source_new_seconds (SWEEP_SECONDS);
  g_source_set_callback (s->sweep, sweep, s, NULL);
  g_source_attach (s->sweep, s->context);
  return s;
}

gboolean
vik_ws_server_add_listener (VikWsServer *s, GSocket *socket, GError **error)
{
  Listener *l = g_new0 (Listener, 1);
  struct epoll_event ev = { .events = EPOLLIN, .data.u64 = (guintptr) l | LISTENER_TAG };

  l->socket = g_object_ref (socket);
  l->fd = g_socket_get_fd (socket);
  g_socket_set_blocking (socket, FALSE);
  if (epoll_ctl (s->epfd, EPOLL_CTL_ADD, l->fd, &ev) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "epoll: %s", g_strerror (saved));
      g_object_unref (l->socket);
      g_free (l);
      return FALSE;
    }
  g_ptr_array_add (s->listeners, l);
  return TRUE;
}

guint
vik_ws_server_n_conns (VikWsServer *s)
{
  return s->conns.length;
}

static void
source_clear (GSource **source)
{
  if (*source)
    {
      g_source_destroy (*source);
      g_clear_pointer (source, g_source_unref);
    }
}

void
vik_ws_server_free (VikWsServer *s)
{
  if (!s)
    return;
  /* Connections end without a word: the owner of `handlers` is going too. */
  s->handlers.closed = NULL;
  while (s->conns.head)
    conn_end (s->conns.head->data);
  finish_ended (s);
  source_clear (&s->ready);
  source_clear (&s->sweep);
  source_clear (&s->resume);
  source_clear (&s->finish);
  for (guint i = 0; i < s->listeners->len; i++)
    {
      Listener *l = s->listeners->pdata[i];
      g_socket_close (l->socket, NULL);
      g_object_unref (l->socket);
      g_free (l);
    }
  g_ptr_array_unref (s->listeners);
  g_ptr_array_unref (s->ended);
  close (s->epfd);
  g_main_context_unref (s->context);
  g_free (s->path);
  g_free (s);
}
