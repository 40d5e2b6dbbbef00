/* net-test-util.c: see net-test-util.h. */
#include "net-test-util.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "vik-save.h"

char *
net_test_scratch_dir (void)
{
  const char *base = g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) ? "/dev/shm" : g_get_tmp_dir ();
  g_autofree char *tmpl = g_build_filename (base, "viktory-net-XXXXXX", NULL);
  char *dir = g_mkdtemp (g_steal_pointer (&tmpl));
  g_assert_nonnull (dir);
  return dir;
}

void
net_test_remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

char *
net_test_public_text (const VikGame *game)
{
  g_autoptr (VikGame) copy = vik_game_copy_redrawn (game, 1);
  gsize length;
  return vik_game_save_to_data (copy, &length);
}

static void
drop_debug (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (!(level & G_LOG_LEVEL_DEBUG))
    g_log_default_handler (domain, level, message, data);
}

void
net_test_quiet_debug (void)
{
  g_log_set_default_handler (drop_debug, NULL);
}

VikServer *
net_test_server_new (const char *dir, GTlsCertificate *tls)
{
  VikServerOptions options = { .data_dir = dir, .allow_create = TRUE, .rate_per_second = 10000,
                               .rate_burst = 20000, .tls = tls };
  g_autoptr (GError) error = NULL;
  VikServer *server = vik_server_new (&options, &error);

  g_assert_no_error (error);
  g_assert_true (vik_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  return server;
}

char *
net_test_server_uri (VikServer *server)
{
  return g_strdup_printf ("%s://127.0.0.1:%u%s", vik_server_is_tls (server) ? "wss" : "ws",
                          vik_server_get_port (server), VIK_SERVER_PATH);
}

static void
on_frame (VikNetClient *client, const char *text, TestClient *tc)
{
  g_ptr_array_add (tc->frames, g_strdup (text));
}

static void
on_closed (VikNetClient *client, TestClient *tc)
{
  tc->closed = TRUE;
}

typedef struct {
  gboolean done;
  GError *error;
} Connecting;

static void
connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Connecting *state = data;
  vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &state->error);
  state->done = TRUE;
}

static gboolean
time_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

TestClient *
test_client_connect (const char *uri, GTlsCertificate *pinned)
{
  TestClient *tc = g_new0 (TestClient, 1);
  Connecting state = { 0 };
  gboolean late = FALSE;
  guint timer = g_timeout_add (10000, time_up, &late);

  tc->client = vik_net_client_new ();
  tc->frames = g_ptr_array_new_with_free_func (g_free);
  if (pinned)
    vik_net_client_pin_certificate (tc->client, pinned);
  g_signal_connect (tc->client, "frame", G_CALLBACK (on_frame), tc);
  g_signal_connect (tc->client, "closed", G_CALLBACK (on_closed), tc);
  vik_net_client_connect_async (tc->client, uri, NULL, connected, &state);
  while (!state.done && !late)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (late);
  g_source_remove (timer);
  g_assert_no_error (state.error);
  return tc;
}

void
test_client_free (TestClient *tc)
{
  g_signal_handlers_disconnect_by_data (tc->client, tc);
  g_object_unref (tc->client);
  g_ptr_array_unref (tc->frames);
  g_free (tc);
}

gboolean
test_client_wait (TestClient *tc, VikMsgType type, double seconds, VikMsg *msg)
{
  gboolean late = FALSE;
  guint timer = g_timeout_add ((guint) (seconds * 1000), time_up, &late);

  for (;;)
    {
      while (tc->cursor < tc->frames->len)
        {
          const char *frame = tc->frames->pdata[tc->cursor++];
          g_autoptr (GError) error = NULL;
          if (!vik_msg_parse (frame, strlen (frame), VIK_NET_MAX_FRAME, msg, &error))
            g_error ("a frame from the server does not parse: %s", error->message);
          if (msg->type == type)
            {
              if (!late)
                g_source_remove (timer);
              return TRUE;
            }
          vik_msg_clear (msg);
        }
      if (late)
        return FALSE;
      g_main_context_iteration (NULL, TRUE);
    }
}

void
net_test_spin (double seconds)
{
  gboolean late = FALSE;
  g_timeout_add ((guint) (seconds * 1000), time_up, &late);
  while (!late)
    g_main_context_iteration (NULL, TRUE);
}

char *
test_client_create (TestClient *tc, int players, const char *const *seats, gint64 turn_time,
                    const char *on_deadline, char **tokens)
{
  char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal" };
  VikMsg msg;
  char *game;

  vik_net_client_create_game (tc->client, players, names, seats, turn_time, on_deadline);
  if (!test_client_wait (tc, VIK_MSG_CREATED, 10, &msg))
    g_error ("no answer to create");
  g_assert_cmpint (msg.players, ==, players);
  for (int p = 0; p < players; p++)
    tokens[p] = g_strdup (msg.tokens[p]);
  game = g_strdup (msg.game);
  vik_msg_clear (&msg);
  return game;
}

static char *
save_line (const char *save, const char *key)
{
  g_autofree char *needle = g_strconcat ("\n", key, "=", NULL);
  const char *p = strstr (save, needle), *end;
  if (!p)
    return g_strdup ("");
  p += strlen (needle);
  end = strchr (p, '\n');
  return g_strndup (p, end ? (gsize) (end - p) : strlen (p));
}

/* How many orders a pile with these letters has (a multinomial coefficient). */
static double
orders (const char *pile)
{
  double log_count = lgamma ((double) strlen (pile) + 1);
  guint counts[256] = { 0 };
  for (const char *p = pile; *p; p++)
    counts[(guchar) *p]++;
  for (guint c = 0; c < 256; c++)
    log_count -= lgamma ((double) counts[c] + 1);
  return exp (log_count);
}

guint
net_test_check_frames (const VikGame *real, const char *salt, GPtrArray *frames)
{
  VikGameOptions options = { .n_players = vik_game_get_n_players (real), .seed = vik_game_get_seed (real) };
  g_autoptr (GPtrArray) states = g_ptr_array_new_with_free_func (g_free);   /* save text after n actions */
  g_autoptr (GPtrArray) publics = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) replay = NULL;
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, vik_game_get_seed (real));
  const VikAction *history;
  guint n_history, checked = 0;
  gsize length;

  for (int p = 0; p < options.n_players; p++)
    options.names[p] = vik_game_get_player_name (real, p);
  replay = vik_game_new (&options, &error);
  g_assert_no_error (error);
  history = vik_game_get_history (real, &n_history);
  for (guint n = 0;; n++)
    {
      g_ptr_array_add (states, vik_game_save_to_data (replay, &length));
      {
        /* views are sent without their history (the clients keep it) */
        g_autoptr (VikGame) bare = vik_game_copy (replay);
        vik_game_continue_history (bare, NULL, NULL, 0);
        g_ptr_array_add (publics, net_test_public_text (bare));
      }
      if (n == n_history)
        break;
      g_assert_true (vik_game_apply (replay, &history[n], &error));
    }
  g_assert_true (vik_game_public_equal (replay, real));

  for (guint i = 0; i < frames->len; i++)
    {
      const char *frame = frames->pdata[i];
      VikMsg msg;
      g_autoptr (GError) parse_error = NULL;

      g_assert_true (vik_msg_parse (frame, strlen (frame), VIK_NET_MAX_FRAME, &msg, &parse_error));
      if (msg.type != VIK_MSG_OVER)
        {
          /* The seed and salt are revealed only at the end. */
          g_assert_null (strstr (frame, salt));
          if (strlen (seed_text) >= 6)
            g_assert_null (strstr (frame, seed_text));
        }
      if (msg.type == VIK_MSG_WELCOME || msg.type == VIK_MSG_UPDATE)
        {
          const char *state;
          guint n_view_history;
          g_autofree char *rng = NULL, *inc = NULL, *pile = NULL, *view_pile = NULL, *mine = NULL;
          g_autoptr (VikGame) view = vik_game_load_from_data (msg.view, strlen (msg.view), "<view>", &error);

          g_assert_no_error (error);
          g_assert_cmpint (msg.seq, <, (gint64) states->len);
          state = states->pdata[msg.seq];
          rng = save_line (state, "RngState");
          inc = save_line (state, "RngInc");
          pile = save_line (state, "Pile");
          view_pile = save_line (msg.view, "Pile");
          g_assert_cmpuint (strlen (rng), >=, 8);
          g_assert_null (strstr (frame, rng));
          g_assert_null (strstr (frame, inc));
          /* Same contents, so a short pile may come out in the same order by
           * chance: only where that chance is under one in 10^9. */
          if (orders (pile) > 1e9)
            g_assert_cmpstr (pile, !=, view_pile);
          vik_game_get_history (view, &n_view_history);
          g_assert_cmpuint (n_view_history, ==, 0);
          mine = net_test_public_text (view);
          g_assert_cmpstr (mine, ==, publics->pdata[msg.seq]);
          checked++;
        }
      vik_msg_clear (&msg);
    }
  return checked;
}

#include <signal.h>
#include <sys/prctl.h>
#include "vik-policy.h"

#include <sys/resource.h>

guint net_test_server_nofile;

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  if (net_test_server_nofile)
    {
      struct rlimit limit = { net_test_server_nofile, net_test_server_nofile };
      setrlimit (RLIMIT_NOFILE, &limit);
    }
}

GSubprocess *
net_test_spawn_server (const char *dir, const char *const *extra, char **uri)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *line = NULL;
  const char *server = g_getenv ("VIKTORY_SERVER"), *at;
  GSubprocess *process;

  g_assert_nonnull (server);
  g_ptr_array_add (argv, (char *) server);
  g_ptr_array_add (argv, (char *) "--data-dir");
  g_ptr_array_add (argv, (char *) dir);
  g_ptr_array_add (argv, (char *) "--listen");
  g_ptr_array_add (argv, (char *) "127.0.0.1");
  g_ptr_array_add (argv, (char *) "--port");
  g_ptr_array_add (argv, (char *) "0");
  g_ptr_array_add (argv, (char *) "--rate");
  g_ptr_array_add (argv, (char *) "100000");
  g_ptr_array_add (argv, (char *) "--no-advertise");
  for (guint i = 0; extra && extra[i]; i++)
    g_ptr_array_add (argv, (char *) extra[i]);
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  g_assert_no_error (error);
  if (!line || !(at = strstr (line, "127.0.0.1:")))
    g_error ("the server said: %s", line ? line : "nothing");
  *uri = g_strdup_printf ("%s://127.0.0.1:%d/viktory", g_str_has_prefix (line, "Listening on wss") ? "wss" : "ws",
                          atoi (at + strlen ("127.0.0.1:")));
  return process;
}

gint64
net_test_play_game (const char *uri, GTlsCertificate *pinned, int players)
{
  TestClient *creator = test_client_connect (uri, pinned), *tc[8];
  char *tokens[8] = { 0 };
  g_autofree char *game = test_client_create (creator, players, NULL, 0, NULL, tokens);
  gint64 acted[8], seq = 0, start = g_get_monotonic_time ();
  VikRng rng;
  gboolean over = FALSE;

  vik_rng_seed (&rng, 99, 1);
  for (int p = 0; p < players; p++)
    {
      tc[p] = test_client_connect (uri, pinned);
      acted[p] = -1;
      vik_net_client_hello (tc[p]->client, game, tokens[p], -1);
    }
  while (!over)
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (g_get_monotonic_time () - start, <, 300 * G_USEC_PER_SEC);
      for (int p = 0; p < players; p++)
        {
          const VikGame *view = vik_net_client_get_view (tc[p]->client);
          g_autoptr (GArray) legal = NULL;
          g_autofree char *text = NULL;

          seq = vik_net_client_get_seq (tc[p]->client);
          g_assert_false (tc[p]->closed);
          if (!view || vik_game_is_over (view))
            {
              over = over || (view && vik_game_is_over (view));
              continue;
            }
          if (vik_game_get_decider (view) != p || acted[p] == seq)
            continue;
          acted[p] = seq;
          if (seq >= 600 && vik_game_get_decision (view) == VIK_DECISION_NONE
              && vik_game_get_current_player (view) == p)
            {
              vik_net_client_act (tc[p]->client, "concede");
              continue;
            }
          legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
          vik_game_legal_actions (view, legal);
          text = vik_action_to_string (&g_array_index (legal, VikAction,
                                         vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data,
                                                            legal->len, &rng)), vik_game_get_board (view));
          vik_net_client_act (tc[p]->client, text);
        }
    }
  for (int p = 0; p < players; p++)
    {
      for (guint i = 0; i < tc[p]->frames->len; i++)
        g_assert_null (strstr (tc[p]->frames->pdata[i], "\"type\":\"error\""));
      test_client_free (tc[p]);
      g_free (tokens[p]);
    }
  test_client_free (creator);
  return seq;
}

/* ------------------------------------------------------------ bare sockets */

int
net_test_raw_connect (guint port, int rcvbuf)
{
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = htons ((guint16) port),
                              .sin_addr.s_addr = htonl (INADDR_LOOPBACK) };
  struct timeval timeout = { .tv_sec = 5 };

  g_assert_cmpint (fd, >=, 0);
  setsockopt (fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  if (rcvbuf > 0)
    setsockopt (fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof rcvbuf);
  g_assert_cmpint (connect (fd, (struct sockaddr *) &addr, sizeof addr), ==, 0);
  return fd;
}

void
net_test_raw_send (int fd, const void *bytes, gsize len)
{
  g_assert_cmpint (send (fd, bytes, len, MSG_NOSIGNAL), ==, (gssize) len);
}

char *
net_test_read_http_head (int fd)
{
  GString *head = g_string_new (NULL);
  char ch;
  gint64 give_up = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  /* The server may be in this very thread: its main context runs meanwhile. */
  while (!g_str_has_suffix (head->str, "\r\n\r\n") && g_get_monotonic_time () < give_up)
    {
      ssize_t n = recv (fd, &ch, 1, MSG_DONTWAIT);
      if (n == 1)
        g_string_append_c (head, ch);
      else if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
        break;
      else if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  return g_string_free (head, FALSE);
}

int
net_test_ws_connect (guint port, int rcvbuf)
{
  int fd = net_test_raw_connect (port, rcvbuf);
  const char *request = "GET /viktory HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
                        "Connection: keep-alive, Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
  g_autofree char *head = NULL;

  net_test_raw_send (fd, request, strlen (request));
  head = net_test_read_http_head (fd);
  g_assert_true (g_str_has_prefix (head, "HTTP/1.1 101 "));
  return fd;
}

void
net_test_ws_send (int fd, guint8 first, const void *payload, gsize len)
{
  static const guint8 mask[4] = { 0x11, 0x22, 0x33, 0x44 };
  g_autoptr (GByteArray) out = g_byte_array_new ();
  guint8 header[4] = { first, 0x80 };
  gsize header_len = 2;

  g_assert_cmpuint (len, <, 65536);
  if (len < 126)
    header[1] |= (guint8) len;
  else
    {
      header[1] |= 126;
      header[2] = (guint8) (len >> 8);
      header[3] = (guint8) len;
      header_len = 4;
    }
  g_byte_array_append (out, header, (guint) header_len);
  g_byte_array_append (out, mask, 4);
  for (gsize i = 0; i < len; i++)
    {
      guint8 b = ((const guint8 *) payload)[i] ^ mask[i & 3];
      g_byte_array_append (out, &b, 1);
    }
  net_test_raw_send (fd, out->data, out->len);
}
