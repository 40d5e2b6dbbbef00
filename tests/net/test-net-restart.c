/* test-net-restart.c: a real viktory-server process killed with SIGKILL at
 * random moments of whole games and started again.  No action any client
 * heard of may be lost; every client reconnects with its seat token and the
 * last position it saw, catches up, and the game goes on to its end.
 *
 *   test-net-restart [GAMES]      (VIKTORY_SERVER names the server binary) */
#include <string.h>
#include <signal.h>
#include <sys/prctl.h>
#include <glib/gstdio.h>

#include "vik-net-client.h"
#include "vik-net-game.h"
#include "vik-policy.h"
#include "vik-save.h"

#define MAX_PLAYERS 8
#define CONCEDE_AFTER 400

typedef struct {
  const char *server_path;
  char *dir;
  GSubprocess *server;
  char *uri;
  GMainLoop *loop;
  int n_players;
  VikNetClient *clients[MAX_PLAYERS];
  char *tokens[MAX_PLAYERS];
  char *game_id;
  VikRng rng;
  gint64 max_seen;        /* the highest position any client heard of */
  int kills_left;
  int kills_done;
  int waiting;            /* clients still to connect or be welcomed */
  gboolean over;
  gboolean killing;
  char *failure;
} Run;

static void
fail_run (Run *r, char *message)
{
  if (!r->failure)
    r->failure = message;
  else
    g_free (message);
  g_main_loop_quit (r->loop);
}

/* The server dies with the test, even when the test aborts. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static void
start_server (Run *r)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *line = NULL;
  const char *port;

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  r->server = g_subprocess_launcher_spawn (launcher, &error, r->server_path, "--data-dir", r->dir,
                                "--listen", "127.0.0.1", "--port", "0", "--rate", "100000", NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (r->server));
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  if (!strstr (line, "127.0.0.1:"))
    g_error ("the server said: %s", line);
  port = strstr (line, "127.0.0.1:");
  g_assert_nonnull (port);
  g_free (r->uri);
  r->uri = g_strdup_printf ("ws://127.0.0.1:%d/viktory", atoi (port + strlen ("127.0.0.1:")));
}

static void
kill_server (Run *r)
{
  g_subprocess_send_signal (r->server, SIGKILL);
  g_subprocess_wait (r->server, NULL, NULL);
  g_clear_object (&r->server);
  r->kills_done++;
}

static void
act (Run *r, int seat)
{
  VikNetClient *client = r->clients[seat];
  const VikGame *view = vik_net_client_get_view (client);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *text = NULL;
  guint k;

  if (vik_net_client_get_seq (client) >= CONCEDE_AFTER && vik_game_get_decision (view) == VIK_DECISION_NONE
      && vik_game_get_current_player (view) == seat)
    {
      vik_net_client_act (client, "concede");
      return;
    }
  vik_game_legal_actions (view, legal);
  g_assert_cmpuint (legal->len, >, 0);
  k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data, legal->len, &r->rng);
  text = vik_action_to_string (&g_array_index (legal, VikAction, k), vik_game_get_board (view));
  vik_net_client_act (client, text);
}

static void reconnect_all (Run *r);

static gboolean
restart_later (gpointer data)
{
  Run *r = data;
  kill_server (r);
  start_server (r);
  reconnect_all (r);
  return G_SOURCE_REMOVE;
}

static void
on_message (VikNetClient *client, const VikMsg *msg, Run *r)
{
  int seat = vik_net_client_get_seat (client);
  const VikGame *view = vik_net_client_get_view (client);

  switch (msg->type)
    {
    case VIK_MSG_CREATED:
      r->game_id = g_strdup (msg->game);
      for (int p = 0; p < msg->players; p++)
        r->tokens[p] = g_strdup (msg->tokens[p]);
      g_main_loop_quit (r->loop);
      break;
    case VIK_MSG_WELCOME:
      if (msg->seq < r->max_seen)
        {
          fail_run (r, g_strdup_printf ("after a restart the game is at %d, but a client had seen %d",
                                        (int) msg->seq, (int) r->max_seen));
          return;
        }
      r->max_seen = MAX (r->max_seen, msg->seq);
      if (--r->waiting == 0 && !vik_game_is_over (view))
        act (r, vik_game_get_decider (view));
      break;
    case VIK_MSG_UPDATE:
      r->max_seen = MAX (r->max_seen, msg->seq);
      if (r->waiting > 0 || r->killing)
        break;
      if (seat == 0 && r->kills_left > 0 && vik_rng_below (&r->rng, 40) == 0)
        {
          /* Kill it now, with other clients' updates and maybe an action in flight. */
          r->kills_left--;
          r->killing = TRUE;
          g_idle_add (restart_later, r);
          break;
        }
      if (!vik_game_is_over (view) && vik_game_get_decider (view) == seat)
        act (r, seat);
      break;
    case VIK_MSG_OVER:
      if (seat == 0)
        {
          r->over = TRUE;
          g_main_loop_quit (r->loop);
        }
      break;
    case VIK_MSG_ERROR:
      /* An action sent to a server that died before answering is sent again after the
       * reconnection; if it had reached the disk it is now stale, which is fine. */
      if (g_strcmp0 (msg->code, "stale") != 0)
        fail_run (r, g_strdup_printf ("seat %d: %s: %s", seat, msg->code, msg->text));
      break;
    default:
      break;
    }
}

static void
on_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Run *r = data;
  VikNetClient *client = VIK_NET_CLIENT (source);
  g_autoptr (GError) error = NULL;

  if (!vik_net_client_connect_finish (client, result, &error))
    {
      fail_run (r, g_strdup (error->message));
      return;
    }
  if (!r->game_id)
    {
      if (--r->waiting == 0)
        g_main_loop_quit (r->loop);
      return;
    }
  for (int p = 0; p < r->n_players; p++)
    if (r->clients[p] == client)
      vik_net_client_hello (client, r->game_id, r->tokens[p], vik_net_client_get_seq (client));
}

static void
reconnect_all (Run *r)
{
  r->killing = FALSE;
  r->waiting = r->n_players;
  for (int p = 0; p < r->n_players; p++)
    vik_net_client_connect_async (r->clients[p], r->uri, NULL, on_connected, r);
}

static void
remove_dir (const char *dir)
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

static void
run_game (const char *server_path, guint64 seed, int *kills)
{
  char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal" };
  Run r = { .server_path = server_path, .kills_left = 4 };

  vik_rng_seed (&r.rng, seed, 5);
  r.n_players = 2 + (int) vik_rng_below (&r.rng, 3);
  r.dir = g_dir_make_tmp ("viktory-restart-XXXXXX", NULL);
  r.loop = g_main_loop_new (NULL, FALSE);
  start_server (&r);
  r.waiting = r.n_players;
  for (int p = 0; p < r.n_players; p++)
    {
      r.clients[p] = vik_net_client_new ();
      g_signal_connect (r.clients[p], "message", G_CALLBACK (on_message), &r);
      vik_net_client_connect_async (r.clients[p], r.uri, NULL, on_connected, &r);
    }
  g_main_loop_run (r.loop);
  vik_net_client_create (r.clients[0], r.n_players, names);
  g_main_loop_run (r.loop);
  g_assert_nonnull (r.game_id);
  r.waiting = r.n_players;
  for (int p = 0; p < r.n_players; p++)
    vik_net_client_hello (r.clients[p], r.game_id, r.tokens[p], -1);
  g_main_loop_run (r.loop);
  if (r.failure)
    g_error ("game %" G_GUINT64_FORMAT ": %s", seed, r.failure);
  g_assert_true (r.over);

  /* The journal on disk holds the whole game: it loads and is over. */
  kill_server (&r);
  {
    g_autoptr (GError) error = NULL;
    VikNetGame *ng = vik_net_game_load (r.dir, r.game_id, &error);
    g_assert_no_error (error);
    g_assert_true (vik_game_is_over (vik_net_game_state (ng)));
    g_assert_cmpint (vik_net_game_seq (ng), ==, r.max_seen);
    vik_net_game_free (ng);
  }
  *kills += r.kills_done - 1;
  for (int p = 0; p < r.n_players; p++)
    {
      g_object_unref (r.clients[p]);
      g_free (r.tokens[p]);
    }
  g_free (r.game_id);
  g_free (r.uri);
  g_main_loop_unref (r.loop);
  remove_dir (r.dir);
  g_free (r.dir);
}

static void
test_kill_and_restart (void)
{
  const char *server = g_getenv ("VIKTORY_SERVER");
  int games = atoi (g_getenv ("VIKTORY_RESTART_GAMES") ? g_getenv ("VIKTORY_RESTART_GAMES") : "6");
  int kills = 0;

  g_assert_nonnull (server);
  for (int g = 0; g < games; g++)
    run_game (server, 100 + (guint64) g, &kills);
  g_test_message ("%d games, the server killed %d times mid-game, no accepted action lost", games, kills);
  g_assert_cmpint (kills, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/server/kill-9-and-restart", test_kill_and_restart);
  return g_test_run ();
}
