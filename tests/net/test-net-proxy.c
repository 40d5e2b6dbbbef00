/* test-net-proxy.c: several servers behind one address (docs/hosting.md).
 *
 * Starts two real viktory-server processes (--server-id a1 and b2, each its
 * own data folder) and HAProxy in front of them (a configuration generated
 * like data/haproxy/viktory.cfg, `haproxy -f CFG -db` as a child), then
 * through the front address only:
 *   - creates GAMES games (each on a connection of its own: the proxy deals
 *     them round-robin), plays ACTIONS actions in each (two seats, connected
 *     at ws://FRONT/viktory?game=ID: routed by the id's prefix);
 *   - kills server a1 with SIGKILL: b2's games keep accepting actions, a
 *     game of a1 is refused at the front, new games are still created (on b2),
 *     "your games" lists b2's games (its peer a1 left out);
 *   - restarts a1 on its folder and port: every game of both servers is
 *     reconnected through the front (hello with the last sequence number
 *     seen: the welcome has it) and accepts one more action;
 *   - the lobby and "your games", asked at the front, list the games of
 *     both servers (each server asks its --peer for its part).
 * And data/haproxy/viktory.cfg, the example, passes `haproxy -c`.
 * Exit status 77 (skipped) where haproxy is not installed. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <glib/gstdio.h>

#include "net-test-util.h"

#define GAMES   200
#define ACTIONS 3
#define DURING  40      /* games of b2 played during a1's outage */

typedef struct {
  char *id;
  char *tokens[2];
  gint64 seq;
} Game;

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static guint
free_port (void)
{
  g_autoptr (GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL);
  g_autoptr (GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr (GSocketAddress) bound = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (socket);
  g_assert_true (g_socket_bind (socket, any, FALSE, &error));
  bound = g_socket_get_local_address (socket, &error);
  g_assert_no_error (error);
  return g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
}

static GSubprocess *
start_server (const char *dir, const char *id, guint port, guint peer_port)
{
  g_autofree char *port_text = g_strdup_printf ("%u", port), *uri = NULL;
  g_autofree char *peer = g_strdup_printf ("ws://127.0.0.1:%u/viktory", peer_port);
  const char *extra[] = { "--server-id", id, "--port", port_text, "--peer", peer, NULL };
  GSubprocess *process = net_test_spawn_server (dir, extra, &uri);
  g_autofree char *want = g_strdup_printf ("ws://127.0.0.1:%u/viktory", port);

  g_assert_cmpstr (uri, ==, want);
  return process;
}

static gboolean
time_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* SIGTERM (a server stops cleanly: its games go to sleep), SIGKILL after 20 s. */
static void
stop (GSubprocess *process)
{
  gint64 start = g_get_monotonic_time ();

  g_subprocess_send_signal (process, SIGTERM);
  while (g_get_monotonic_time () - start < 20 * G_USEC_PER_SEC)
    {
      if (g_subprocess_get_identifier (process) == NULL)
        return;
      net_test_spin (0.05);
    }
  g_subprocess_force_exit (process);
}

typedef struct { gboolean done; gboolean ok; } Attempt;

static void
attempted (GObject *source, GAsyncResult *result, gpointer data)
{
  Attempt *a = data;
  a->ok = vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, NULL);
  a->done = TRUE;
}

/* Whether a WebSocket connection to `uri` opens (bounded: 10 s). */
static gboolean
opens (const char *uri)
{
  g_autoptr (VikNetClient) client = vik_net_client_new ();
  Attempt a = { 0 };
  gboolean late = FALSE;
  guint timer = g_timeout_add (10000, time_up, &late);

  vik_net_client_connect_async (client, uri, NULL, attempted, &a);
  while (!a.done && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (timer);
  g_assert_false (late);
  vik_net_client_close (client);
  return a.ok;
}

static GSubprocess *
start_haproxy (const char *haproxy, const char *dir, guint front, guint port_a, guint port_b)
{
  g_autofree char *cfg = g_build_filename (dir, "viktory.cfg", NULL);
  g_autofree char *text = g_strdup_printf (
    "global\n"
    "    maxconn 4096\n"
    "defaults\n"
    "    mode http\n"
    "    timeout connect 2s\n"
    "    timeout client 30s\n"
    "    timeout server 30s\n"
    "    timeout tunnel 1h\n"
    "    retries 3\n"
    "    option redispatch\n"
    "frontend viktory\n"
    "    bind 127.0.0.1:%u\n"
    "    acl game_a1 url_param(game) -m beg a1\n"
    "    acl game_b2 url_param(game) -m beg b2\n"
    "    use_backend viktory_a1 if game_a1\n"
    "    use_backend viktory_b2 if game_b2\n"
    "    default_backend viktory_any\n"
    "backend viktory_a1\n"
    "    server a1 127.0.0.1:%u\n"
    "backend viktory_b2\n"
    "    server b2 127.0.0.1:%u\n"
    "backend viktory_any\n"
    "    balance roundrobin\n"
    "    server a1 127.0.0.1:%u check inter 500ms fall 1 rise 1\n"
    "    server b2 127.0.0.1:%u check inter 500ms fall 1 rise 1\n",
    front, port_a, port_b, port_a, port_b);
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autoptr (GError) error = NULL;
  g_autofree char *uri = g_strdup_printf ("ws://127.0.0.1:%u/viktory", front);
  GSubprocess *process;
  int tries = 0;

  g_assert_true (g_file_set_contents (cfg, text, -1, NULL));
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, haproxy, "-f", cfg, "-db", NULL);
  g_assert_no_error (error);
  /* Up when a WebSocket opens through it (bounded: 10 s). */
  while (!opens (uri))
    {
      g_assert_cmpint (++tries, <, 50);
      net_test_spin (0.2);
    }
  return process;
}

/* Connects both seats of a game through the front (the game in the address)
 * and waits for their welcomes, which must say the sequence number `seq`. */
static void
join (const char *front, Game *g, TestClient **tc)
{
  g_autofree char *uri = vik_net_game_uri (front, g->id);
  VikMsg msg;

  for (int p = 0; p < 2; p++)
    {
      tc[p] = test_client_connect (uri, NULL);
      vik_net_client_hello (tc[p]->client, g->id, g->tokens[p], g->seq);
      if (!test_client_wait (tc[p], VIK_MSG_WELCOME, 10, &msg))
        g_error ("no welcome to game %s through the front", g->id);
      g_assert_cmpstr (msg.game, ==, g->id);
      g_assert_cmpint (msg.seq, ==, g->seq);
      vik_msg_clear (&msg);
    }
}

static void
leave (TestClient **tc)
{
  for (int p = 0; p < 2; p++)
    {
      vik_net_client_close (tc[p]->client);
      test_client_free (tc[p]);
    }
}

/* The seat that decides sends its first legal action; both hear it. */
static void
act (Game *g, TestClient **tc)
{
  const VikGame *view = vik_net_client_get_view (tc[0]->client);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *text = NULL;
  int decider;
  VikMsg msg;

  g_assert_nonnull (view);
  decider = vik_game_get_decider (view);
  g_assert_true (decider == 0 || decider == 1);
  vik_game_legal_actions (view, legal);
  g_assert_cmpuint (legal->len, >, 0);
  text = vik_action_to_string (&g_array_index (legal, VikAction, 0), vik_game_get_board (view));
  vik_net_client_act (tc[decider]->client, text);
  for (int p = 0; p < 2; p++)
    {
      if (!test_client_wait (tc[p], VIK_MSG_UPDATE, 10, &msg))
        g_error ("action %s in game %s not heard", text, g->id);
      g_assert_cmpint (msg.seq, ==, g->seq + 1);
      vik_msg_clear (&msg);
    }
  g->seq++;
}

/* "Your games" asked at the front with the second seat's tokens of the first
 * n games: each game listed at its position, those of a1 only if `with_a1`
 * (a peer that is down is left out, within the 3 s a server waits for one). */
static void
your_games (const char *front, const Game *games, int n, gboolean with_a1)
{
  g_autoptr (GPtrArray) mine = g_ptr_array_new ();
  TestClient *asker = test_client_connect (front, NULL);
  gint64 asked = g_get_monotonic_time ();
  int expected = 0;
  VikMsg msg;

  for (int i = 0; i < n; i++)
    {
      g_ptr_array_add (mine, games[i].tokens[1]);
      expected += with_a1 || !g_str_has_prefix (games[i].id, "a1");
    }
  vik_net_client_list_games (asker->client, (const char *const *) mine->pdata, mine->len);
  g_assert_true (test_client_wait (asker, VIK_MSG_GAMES_LIST, 10, &msg));
  g_assert_cmpint (g_get_monotonic_time () - asked, <, 5 * G_USEC_PER_SEC);
  g_assert_cmpuint (msg.games->len, ==, (guint) expected);
  for (guint k = 0; k < msg.games->len; k++)
    {
      const VikGameSummary *g = msg.games->pdata[k];
      gboolean listed = FALSE;
      for (int i = 0; i < n; i++)
        if (g_str_equal (g->game, games[i].id))
          {
            listed = TRUE;
            g_assert_cmpint (g->seat, ==, 1);
            g_assert_cmpint (g->seq, ==, games[i].seq);
          }
      g_assert_true (listed);
    }
  vik_msg_clear (&msg);
  vik_net_client_close (asker->client);
  test_client_free (asker);
}

static void
create (const char *front, Game *g)
{
  TestClient *creator = test_client_connect (front, NULL);
  g->id = test_client_create (creator, 2, NULL, 0, NULL, g->tokens);
  g->seq = 0;
  vik_net_client_close (creator->client);
  test_client_free (creator);
}

int
main (int argc, char **argv)
{
  g_autofree char *haproxy = g_find_program_in_path ("haproxy");
  g_autofree char *dir_a = NULL, *dir_b = NULL, *dir_h = NULL, *front = NULL;
  g_autoptr (GSubprocess) server_a = NULL, server_b = NULL, proxy = NULL;
  guint port_a, port_b, port_front, on_a = 0, on_b = 0, played = 0;
  Game games[GAMES] = { 0 }, late = { 0 };
  TestClient *tc[2];
  gint64 start = g_get_monotonic_time ();

  if (!haproxy && g_file_test ("/usr/sbin/haproxy", G_FILE_TEST_IS_EXECUTABLE))
    haproxy = g_strdup ("/usr/sbin/haproxy");
  if (!haproxy)
    {
      printf ("SKIP: haproxy is not installed\n");
      return 77;
    }
  net_test_quiet_debug ();
  if (g_getenv ("G_TEST_SRCDIR"))
    {
      g_autofree char *example = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "data", "haproxy",
                                                   "viktory.cfg", NULL);
      g_autofree char *out = NULL;
      int status = -1;
      const char *check[] = { haproxy, "-c", "-f", example, NULL };

      g_assert_true (g_spawn_sync (NULL, (char **) check, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                                   &status, NULL));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      printf ("%s: %s", example, out);
    }
  dir_a = net_test_scratch_dir ();
  dir_b = net_test_scratch_dir ();
  dir_h = net_test_scratch_dir ();
  port_a = free_port ();
  port_b = free_port ();
  port_front = free_port ();
  server_a = start_server (dir_a, "a1", port_a, port_b);
  server_b = start_server (dir_b, "b2", port_b, port_a);
  proxy = start_haproxy (haproxy, dir_h, port_front, port_a, port_b);
  front = g_strdup_printf ("ws://127.0.0.1:%u/viktory", port_front);

  /* Created at the front, dealt to both servers; played through it. */
  for (int i = 0; i < GAMES; i++)
    {
      create (front, &games[i]);
      g_assert_true (g_str_has_prefix (games[i].id, "a1") || g_str_has_prefix (games[i].id, "b2"));
      g_assert_cmpuint (strlen (games[i].id), ==, VIK_NET_GAME_ID_LEN);
      if (g_str_has_prefix (games[i].id, "a1"))
        on_a++;
      else
        on_b++;
      join (front, &games[i], tc);
      for (int k = 0; k < ACTIONS; k++)
        act (&games[i], tc);
      leave (tc);
    }
  printf ("%d games created through the front: %u on a1, %u on b2, %d actions each (%.1f s)\n", GAMES, on_a, on_b,
          ACTIONS, (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (on_a, >=, GAMES / 4);
  g_assert_cmpuint (on_b, >=, GAMES / 4);

  /* a1 dies: its games are refused at the front, b2's play on, and new
   * games are made (on b2). */
  g_subprocess_force_exit (server_a);
  g_assert_true (g_subprocess_wait (server_a, NULL, NULL));
  g_clear_object (&server_a);
  for (int i = 0; i < GAMES; i++)
    if (g_str_has_prefix (games[i].id, "a1"))
      {
        g_autofree char *uri = vik_net_game_uri (front, games[i].id);
        g_assert_false (opens (uri));
        break;
      }
  for (int i = 0; i < GAMES && played < DURING; i++)
    if (g_str_has_prefix (games[i].id, "b2"))
      {
        join (front, &games[i], tc);
        act (&games[i], tc);
        leave (tc);
        played++;
      }
  create (front, &late);
  g_assert_true (g_str_has_prefix (late.id, "b2"));
  for (int k = 0; k < 4; k++)   /* whichever server the front picks: b2's games only */
    your_games (front, games, 20, FALSE);
  printf ("a1 killed: %u games of b2 played on, a new game made on b2, \"your games\" lists b2's\n", played);

  /* a1 back on its folder and port: every game of both, reconnected through
   * the front at its last sequence number, takes one more action. */
  server_a = start_server (dir_a, "a1", port_a, port_b);
  for (int i = 0; i < GAMES; i++)
    {
      join (front, &games[i], tc);
      act (&games[i], tc);
      leave (tc);
    }
  printf ("a1 restarted: all %d games reconnected through the front and played on (%.1f s in all)\n", GAMES,
          (g_get_monotonic_time () - start) / 1e6);

  /* The lobby and "your games" at the front: both servers' games. */
  {
    const char *seats[] = { "human", "open" };
    char *open_ids[4], *tokens[2];
    TestClient *asker;
    VikMsg msg;
    guint found = 0, mine_a = 0;

    for (int i = 0; i < 4; i++)
      {
        TestClient *creator = test_client_connect (front, NULL);
        open_ids[i] = test_client_create (creator, 2, seats, 0, NULL, tokens);
        g_free (tokens[0]);
        g_free (tokens[1]);
        vik_net_client_close (creator->client);
        test_client_free (creator);
      }
    g_assert_true (g_str_has_prefix (open_ids[0], "a1") != g_str_has_prefix (open_ids[1], "a1"));
    asker = test_client_connect (front, NULL);
    vik_net_client_lobby (asker->client);
    g_assert_true (test_client_wait (asker, VIK_MSG_LOBBY_LIST, 10, &msg));
    for (int i = 0; i < 4; i++)
      for (guint k = 0; k < msg.games->len; k++)
        if (g_str_equal (((VikGameSummary *) msg.games->pdata[k])->game, open_ids[i]))
          found++;
    g_assert_cmpuint (found, ==, 4);
    g_assert_cmpuint (msg.games->len, ==, 4);
    vik_msg_clear (&msg);
    for (int i = 0; i < 20; i++)
      mine_a += g_str_has_prefix (games[i].id, "a1");
    g_assert_true (mine_a > 0 && mine_a < 20);
    your_games (front, games, 20, TRUE);
    vik_net_client_close (asker->client);
    test_client_free (asker);
    for (int i = 0; i < 4; i++)
      g_free (open_ids[i]);
    printf ("the lobby and \"your games\" at the front list the games of both servers\n");
  }

  for (int i = 0; i < GAMES; i++)
    {
      g_free (games[i].id);
      g_free (games[i].tokens[0]);
      g_free (games[i].tokens[1]);
    }
  g_free (late.id);
  g_free (late.tokens[0]);
  g_free (late.tokens[1]);
  g_subprocess_force_exit (proxy);
  g_subprocess_wait (proxy, NULL, NULL);
  stop (server_a);
  stop (server_b);
  g_subprocess_wait (server_a, NULL, NULL);
  g_subprocess_wait (server_b, NULL, NULL);
  net_test_remove_dir (dir_a);
  net_test_remove_dir (dir_b);
  net_test_remove_dir (dir_h);
  return 0;
}
