/* test-net-restart.c: a real viktory-server process killed with SIGKILL at
 * random moments of whole games and started again.  No action any client
 * heard of may be lost; every client reconnects with its seat token and the
 * last position it saw, catches up, and the game goes on to its end.
 *
 * VIKTORY_SERVER names the server binary; VIKTORY_RESTART_GAMES the number of
 * games (6 one after another, 12 at once on one server by default; the
 * issue's 100: VIKTORY_RESTART_GAMES=100). */
#include <string.h>
#include <signal.h>
#include <sys/prctl.h>
#include <glib/gstdio.h>

#include "vik-net-client.h"
#include "net-test-util.h"
#include "vik-net-game.h"
#include "vik-policy.h"
#include "vik-save.h"

#define MAX_PLAYERS 8
#define CONCEDE_AFTER 400
/* Nothing heard for this long: the test fails at once, saying where each game
 * stood, rather than wait for meson's timeout. */
#define SILENCE_US (120 * G_USEC_PER_SEC)

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
  gint64 last_heard;      /* monotonic µs: the last message any client heard */
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
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);   /* its warnings go to the test log */
  g_autoptr (GError) error = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *line = NULL;
  const char *port;

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  r->server = g_subprocess_launcher_spawn (launcher, &error, r->server_path, "--data-dir", r->dir,
                                "--listen", "127.0.0.1", "--port", "0", "--rate", "100000",
                                "--no-advertise", NULL);
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

static gboolean
run_watchdog (gpointer data)
{
  Run *r = data;
  if (g_get_monotonic_time () - r->last_heard > SILENCE_US)
    fail_run (r, g_strdup_printf ("no client heard anything for 120 s (the game at %d, %d clients still to be "
                                  "welcomed)", (int) r->max_seen, r->waiting));
  return G_SOURCE_CONTINUE;
}

static void
on_message (VikNetClient *client, const VikMsg *msg, Run *r)
{
  int seat = vik_net_client_get_seat (client);
  const VikGame *view = vik_net_client_get_view (client);

  r->last_heard = g_get_monotonic_time ();

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
  guint watchdog;

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
  r.last_heard = g_get_monotonic_time ();
  watchdog = g_timeout_add_seconds (5, run_watchdog, &r);
  g_main_loop_run (r.loop);
  g_source_remove (watchdog);
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

/* ------------------------------------------------------------ many games at once */

/* Many games on one server process, some seats played by the server's
 * computers, the server killed with SIGKILL at random moments and restarted:
 * every action any client heard of is in the journal at the position it was
 * heard, every client catches up, and every game goes on to its end. */

typedef struct _Hall Hall;

typedef struct {
  Hall *hall;
  int n_players;
  const char *seats[MAX_PLAYERS];
  VikNetClient *clients[MAX_PLAYERS];   /* NULL for a computer's seat */
  char *tokens[MAX_PLAYERS];
  gint64 acted[MAX_PLAYERS];
  gint64 hello_seq[MAX_PLAYERS];        /* the position a client said it had seen */
  char *game_id;
  GPtrArray *heard;                     /* seq-1 -> the action heard at seq */
  gint64 max_seen;
  gint64 before_kill;                   /* max_seen when the server was last killed */
  int waiting;
  gboolean over;
} Match;

struct _Hall {
  const char *server_path;
  char *dir;
  GSubprocess *server;
  char *uri;
  GMainLoop *loop;
  Match *matches;
  int n_matches;
  int n_over;
  int kills_left;
  int kills_done;
  int drops;
  int waiting;          /* clients still to be welcomed */
  gboolean kill_wanted; /* a kill waits for every client to be back */
  gboolean killing;
  guint created;
  VikRng rng;
  gint64 last_heard;    /* monotonic µs: the last message any client heard */
  char *failure;
};

static void
fail_hall (Hall *h, char *message)
{
  if (!h->failure)
    h->failure = message;
  else
    g_free (message);
  g_main_loop_quit (h->loop);
}

static void
match_act (Match *m, int seat)
{
  VikNetClient *client = m->clients[seat];
  const VikGame *view = vik_net_client_get_view (client);
  gint64 seq = vik_net_client_get_seq (client);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *text = NULL;

  if (!view || vik_game_is_over (view) || vik_game_get_decider (view) != seat || m->acted[seat] == seq)
    return;
  m->acted[seat] = seq;
  if (seq >= CONCEDE_AFTER && vik_game_get_decision (view) == VIK_DECISION_NONE
      && vik_game_get_current_player (view) == seat)
    {
      vik_net_client_act (client, "concede");
      return;
    }
  vik_game_legal_actions (view, legal);
  text = vik_action_to_string (&g_array_index (legal, VikAction,
                                 vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data,
                                                    legal->len, &m->hall->rng)), vik_game_get_board (view));
  vik_net_client_act (client, text);
}

static void hall_reconnect (Hall *h);
static void drop_client (Match *m, int seat);

static gboolean
hall_restart (gpointer data)
{
  Hall *h = data;
  Run r = { .server_path = h->server_path, .dir = h->dir };

  for (int i = 0; i < h->n_matches; i++)
    h->matches[i].before_kill = h->matches[i].max_seen;

  g_subprocess_send_signal (h->server, SIGKILL);
  g_subprocess_wait (h->server, NULL, NULL);
  g_clear_object (&h->server);
  h->kills_done++;
  start_server (&r);
  h->server = r.server;
  g_free (h->uri);
  h->uri = r.uri;
  hall_reconnect (h);
  return G_SOURCE_REMOVE;
}

/* What a client heard at `seq` must be what every other client heard there. */
static void
note_heard (Match *m, gint64 seq, const char *action)
{
  if (seq > (gint64) m->heard->len)
    {
      /* A gap: this client missed nothing (the welcome filled it), but the
       * match's record is filled by whoever heard those. */
      while ((gint64) m->heard->len < seq - 1)
        g_ptr_array_add (m->heard, NULL);
      g_ptr_array_add (m->heard, g_strdup (action));
    }
  else if (!m->heard->pdata[seq - 1])
    m->heard->pdata[seq - 1] = g_strdup (action);
  else if (strcmp (m->heard->pdata[seq - 1], action) != 0)
    fail_hall (m->hall, g_strdup_printf ("game %s: at %d one client heard “%s”, another “%s”", m->game_id,
                                         (int) seq, (char *) m->heard->pdata[seq - 1], action));
}

static gboolean
hall_watchdog (gpointer data)
{
  Hall *h = data;
  g_autoptr (GString) where = NULL;

  if (g_get_monotonic_time () - h->last_heard <= SILENCE_US)
    return G_SOURCE_CONTINUE;
  where = g_string_new ("no client heard anything for 120 s:");
  for (int i = 0; i < h->n_matches; i++)
    if (!h->matches[i].over)
      g_string_append_printf (where, " game %s at %d (%d clients to be welcomed);", h->matches[i].game_id,
                              (int) h->matches[i].max_seen, h->matches[i].waiting);
  fail_hall (h, g_string_free (g_steal_pointer (&where), FALSE));
  return G_SOURCE_CONTINUE;
}

static void
match_message (VikNetClient *client, const VikMsg *msg, Match *m)
{
  Hall *h = m->hall;
  int seat = vik_net_client_get_seat (client);

  h->last_heard = g_get_monotonic_time ();

  switch (msg->type)
    {
    case VIK_MSG_CREATED:
      m->game_id = g_strdup (msg->game);
      for (int p = 0; p < msg->players; p++)
        m->tokens[p] = g_strdup (msg->tokens[p]);
      h->created++;
      g_main_loop_quit (h->loop);
      break;
    case VIK_MSG_WELCOME:
      /* (Other clients may be ahead: they heard updates while this one reconnected.) */
      if (msg->seq < m->before_kill || msg->seq < m->hello_seq[seat])
        {
          fail_hall (h, g_strdup_printf ("game %s: after a restart it is at %d, but a client had heard %d",
                                         m->game_id, (int) msg->seq, (int) MAX (m->before_kill, m->hello_seq[seat])));
          return;
        }
      /* Catching up: exactly the actions since what this client saw, and they
       * are the ones the others heard there. */
      if ((gint64) msg->actions->len != msg->seq - MAX (m->hello_seq[seat], 0))
        {
          fail_hall (h, g_strdup_printf ("game %s seat %d saw %d, is at %d, but got %u actions", m->game_id, seat,
                                         (int) m->hello_seq[seat], (int) msg->seq, msg->actions->len));
          return;
        }
      for (guint i = 0; i < msg->actions->len; i++)
        note_heard (m, msg->seq - (gint64) msg->actions->len + 1 + i, msg->actions->pdata[i]);
      m->max_seen = MAX (m->max_seen, msg->seq);
      h->waiting--;
      m->acted[seat] = -1;   /* an action lost with the connection is asked again */
      if (--m->waiting == 0)
        for (int p = 0; p < m->n_players; p++)
          if (m->clients[p])
            match_act (m, p);
      break;
    case VIK_MSG_UPDATE:
      note_heard (m, msg->seq, msg->action);
      m->max_seen = MAX (m->max_seen, msg->seq);
      if (m->waiting > 0 || h->killing)
        break;
      if (!h->kill_wanted && !vik_game_is_over (vik_net_client_get_view (client)) && vik_rng_below (&h->rng, 300) == 0)
        {
          drop_client (m, seat);
          break;
        }
      if (h->kills_left > 0 && vik_rng_below (&h->rng, 150) == 0)
        h->kill_wanted = TRUE;
      /* Kill only once every client is back (else one would find no server). */
      if (h->kill_wanted && h->waiting == 0)
        {
          h->kill_wanted = FALSE;
          h->kills_left--;
          h->killing = TRUE;
          g_idle_add (hall_restart, h);
          break;
        }
      match_act (m, seat);
      break;
    case VIK_MSG_OVER:
      if (!m->over)
        {
          m->over = TRUE;
          if (++h->n_over == h->n_matches)
            g_main_loop_quit (h->loop);
        }
      break;
    case VIK_MSG_ERROR:
      if (g_strcmp0 (msg->code, "stale") != 0)
        fail_hall (h, g_strdup_printf ("game %s seat %d: %s: %s", m->game_id, seat, msg->code, msg->text));
      break;
    default:
      break;
    }
}

static void
hall_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Match *m = data;
  VikNetClient *client = VIK_NET_CLIENT (source);
  g_autoptr (GError) error = NULL;

  if (!vik_net_client_connect_finish (client, result, &error))
    {
      fail_hall (m->hall, g_strdup (error->message));
      return;
    }
  if (!m->game_id)
    {
      if (--m->hall->waiting == 0)
        g_main_loop_quit (m->hall->loop);
      return;
    }
  /* Still waiting for its welcome (counted in hall->waiting). */
  for (int p = 0; p < m->n_players; p++)
    if (m->clients[p] == client)
      {
        m->hello_seq[p] = MAX (vik_net_client_get_seq (client), -1);
        vik_net_client_hello (client, m->game_id, m->tokens[p], m->hello_seq[p]);
      }
}

typedef struct {
  Match *match;
  int seat;
} Dropped;

static gboolean
come_back (gpointer data)
{
  Dropped *d = data;
  vik_net_client_connect_async (d->match->clients[d->seat], d->match->hall->uri, NULL, hall_connected, d->match);
  g_free (d);
  return G_SOURCE_REMOVE;
}

/* A client loses its connection and comes back a moment later. */
static void
drop_client (Match *m, int seat)
{
  Dropped *d = g_new (Dropped, 1);
  d->match = m;
  d->seat = seat;
  vik_net_client_close (m->clients[seat]);
  m->waiting++;
  m->hall->waiting++;
  m->hall->drops++;
  g_timeout_add (10 + vik_rng_below (&m->hall->rng, 200), come_back, d);
}

static void
hall_reconnect (Hall *h)
{
  h->killing = FALSE;
  h->waiting = 0;
  for (int i = 0; i < h->n_matches; i++)
    {
      Match *m = &h->matches[i];
      m->waiting = 0;
      for (int p = 0; p < m->n_players; p++)
        if (m->clients[p])
          {
            m->waiting++;
            h->waiting++;
            vik_net_client_connect_async (m->clients[p], h->uri, NULL, hall_connected, m);
          }
    }
}

static void
test_kill_many_games (void)
{
  char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal" };
  const char *server_path = g_getenv ("VIKTORY_SERVER");
  int n_games = atoi (g_getenv ("VIKTORY_RESTART_GAMES") ? g_getenv ("VIKTORY_RESTART_GAMES") : "12");
  Hall h = { .server_path = server_path, .n_matches = n_games };
  Run first = { .server_path = server_path };
  gint64 total = 0;
  guint watchdog;

  g_assert_nonnull (server_path);
  vik_rng_seed (&h.rng, 2026, 11);
  h.kills_left = MAX (4, n_games / 2);
  h.dir = g_dir_make_tmp ("viktory-hall-XXXXXX", NULL);
  first.dir = h.dir;
  start_server (&first);
  h.server = first.server;
  h.uri = first.uri;
  h.loop = g_main_loop_new (NULL, FALSE);
  h.matches = g_new0 (Match, n_games);

  /* Each game: 2-4 seats, one in three played by the server's computer. */
  for (int i = 0; i < n_games; i++)
    {
      Match *m = &h.matches[i];
      int creator = -1;
      m->hall = &h;
      m->heard = g_ptr_array_new_with_free_func (g_free);
      m->n_players = 2 + (int) vik_rng_below (&h.rng, 3);
      for (int p = 0; p < m->n_players; p++)
        {
          m->seats[p] = (p > 0 && vik_rng_below (&h.rng, 3) == 0) ? "computer:easy" : "human";
          m->acted[p] = -1;
          if (strcmp (m->seats[p], "human") != 0)
            continue;
          m->clients[p] = vik_net_client_new ();
          g_signal_connect (m->clients[p], "message", G_CALLBACK (match_message), m);
          h.waiting++;
          vik_net_client_connect_async (m->clients[p], h.uri, NULL, hall_connected, m);
          if (creator < 0)
            creator = p;
        }
      g_main_loop_run (h.loop);
      vik_net_client_create_game (m->clients[creator], m->n_players, names, m->seats, 0, NULL);
      g_main_loop_run (h.loop);
      g_assert_nonnull (m->game_id);
    }
  for (int i = 0; i < n_games; i++)
    {
      Match *m = &h.matches[i];
      for (int p = 0; p < m->n_players; p++)
        if (m->clients[p])
          {
            m->waiting++;
            h.waiting++;
            m->hello_seq[p] = -1;
            vik_net_client_hello (m->clients[p], m->game_id, m->tokens[p], -1);
          }
    }
  h.last_heard = g_get_monotonic_time ();
  watchdog = g_timeout_add_seconds (5, hall_watchdog, &h);
  g_main_loop_run (h.loop);
  g_source_remove (watchdog);
  if (h.failure)
    g_error ("%s", h.failure);
  g_assert_cmpint (h.n_over, ==, n_games);

  /* Every journal holds every action heard, where it was heard, and the game's end. */
  g_subprocess_send_signal (h.server, SIGKILL);
  g_subprocess_wait (h.server, NULL, NULL);
  for (int i = 0; i < n_games; i++)
    {
      Match *m = &h.matches[i];
      g_autoptr (GError) error = NULL;
      VikNetGame *ng = vik_net_game_load (h.dir, m->game_id, &error);
      g_autoptr (GPtrArray) journal = NULL;

      g_assert_no_error (error);
      g_assert_true (vik_game_is_over (vik_net_game_state (ng)));
      g_assert_cmpint (vik_net_game_seq (ng), ==, m->max_seen);
      journal = vik_net_game_actions_since (ng, 0);
      g_assert_cmpuint (journal->len, ==, m->heard->len);
      for (guint k = 0; k < journal->len; k++)
        if (m->heard->pdata[k])
          g_assert_cmpstr (journal->pdata[k], ==, m->heard->pdata[k]);
      total += vik_net_game_seq (ng);
      vik_net_game_free (ng);
      for (int p = 0; p < m->n_players; p++)
        {
          g_clear_object (&m->clients[p]);
          g_free (m->tokens[p]);
        }
      g_ptr_array_unref (m->heard);
      g_free (m->game_id);
    }
  g_test_message ("%d games at once, %" G_GINT64_FORMAT " actions, the server killed %d times, "
                  "clients dropped %d times: nothing lost, every client caught up", n_games, total, h.kills_done, h.drops);
  g_assert_cmpint (h.drops, >, 0);
  g_assert_cmpint (h.kills_done, >, 0);
  g_clear_object (&h.server);
  g_free (h.matches);
  g_free (h.uri);
  g_main_loop_unref (h.loop);
  remove_dir (h.dir);
  g_free (h.dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_func ("/net/server/kill-9-and-restart", test_kill_and_restart);
  g_test_add_func ("/net/server/kill-9-many-games", test_kill_many_games);
  return g_test_run ();
}
