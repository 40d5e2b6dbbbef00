/* cli-net-bench.c: one server holding many games at once (docs/protocol.md).
 *
 *   viktory-cli net-bench --games 500 --players 4 [--seconds 60] [--think MS]
 *                         [--game viktory2|victory] [--scenario ID]
 *
 * Starts viktory-server (--server, default: the one built or installed beside
 * this program) on 127.0.0.1 with a fresh data folder, creates the games,
 * connects one client per seat (cli-bench-ws.c: one epoll set for them all;
 * a view is read only where a decision needs it: one client of the table
 * where the table shares its view, VIKTORY II) (computer players choosing with the engine's
 * aggressive policy, so the clients cost little next to the server; in
 * Victory, uniformly among the legal actions of the seat's own view, choosing
 * again when the true game refuses one: a hidden block may forbid it), and
 * plays.  Measures accepted actions per second, the latency from a client's
 * action to the moment every client of that game has the update (median,
 * 99th percentile, largest), and the server's memory per game (its resident
 * size after the games are created and joined, less its size before, divided
 * by the games).  --think makes each player wait before acting (from half to
 * one and a half times MS, at random), for a load like real play; 0 plays
 * flat out.  --idle opens that many more connections that only finish
 * their WebSocket handshake and stay quiet (raw sockets, costing the bench
 * nothing), the way most of a community's connections are; with them open,
 * new clients are timed from connecting to their `welcome`.  The server's
 * descriptors in use are counted from /proc.  Use a release build. */
#include "config.h"

#include "cli.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cli-bench-ws.h"
#include "cli-server-probe.h"
#include "vik-games.h"
#include "vik-net-client.h"
#include "vik-net-protocol.h"
#include "vik-policy.h"

typedef struct _Bench Bench;
typedef struct _BenchGame BenchGame;

typedef struct {
  BenchGame *game;
  int seat;
} BenchSeat;

struct _BenchGame {
  Bench *bench;
  int index;
  char *id;
  char *tokens[VIK_NET_MAX_SEATS];
  BenchWsConn *conns[VIK_NET_MAX_SEATS];
  BenchSeat seats[VIK_NET_MAX_SEATS];
  /* the views read (a table sharing its view: [0] only) and their positions */
  gpointer views[VIK_NET_MAX_SEATS];
  gint64 seqs[VIK_NET_MAX_SEATS];
  gint64 acted[VIK_NET_MAX_SEATS];
  /* The actions in flight: the one answering position seq was sent at
   * sent_at[seq % RING], and heard[] clients have its update so far. */
  gint64 ring_seq[16];
  gint64 sent_at[16];
  int heard[16];
  gboolean over;
};

#define RING 16

struct _Bench {
  const VikGamePlugin *plugin;   /* the game played */
  gboolean shared;               /* its views are the same for every seat */
  BenchWs *ws;
  gboolean viktory;              /* VIKTORY II: the aggressive policy chooses */
  guint refused;                 /* Victory: actions of a view the true game refused */
  int n_games;
  int players;
  int think_ms;
  BenchGame *games;
  GArray *latencies;        /* of double, ms */
  VikRng rng;
  guint64 accepted;
  int pending;              /* connections or answers still awaited */
  int ended;
  gboolean playing;
  gboolean stop;
  char *failure;
};

/* The view `seat` decides on, and its position. */
static gconstpointer
view_of (BenchGame *g, int seat, gint64 *seq)
{
  int slot = g->bench->shared ? 0 : seat;
  *seq = g->seqs[slot];
  return g->views[slot];
}

/* Is it `seat`'s decision in the view it has (any game)? */
static gboolean
decides (BenchGame *g, int seat)
{
  const VikRules *rules = g->bench->plugin->rules;
  gint64 seq;
  gconstpointer view = view_of (g, seat, &seq);

  return view != NULL && !rules->is_over (view) && rules->decider (view) == seat;
}

/* Another game than VIKTORY II: a legal action of the seat's own view,
 * uniformly drawn. */
static char *
uniform_action (BenchGame *g, gconstpointer view)
{
  const VikRules *rules = g->bench->plugin->rules;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));

  if (rules->legal (view, legal) == 0)
    return NULL;
  return rules->to_text (view, &g_array_index (legal, VikAnyAction, vik_rng_below (&g->bench->rng, legal->len)));
}

static void
send_json (BenchWsConn *conn, const VikMsg *msg)
{
  g_autofree char *json = vik_msg_to_json (msg);
  bench_ws_send_text (conn, json);
}

static void
act_now (BenchGame *g, int seat)
{
  gint64 seq;
  const VikGame *view = view_of (g, seat, &seq);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *text = NULL;
  VikMsg msg = { .type = VIK_MSG_ACTION };

  if (g->bench->stop || !decides (g, seat))
    return;
  if (!g->bench->viktory)
    {
      if ((text = uniform_action (g, view)) == NULL)
        return;
    }
  else if (seq >= 1500 && vik_game_get_decision (view) == VIK_DECISION_NONE
      && vik_game_get_current_player (view) == seat)
    text = g_strdup ("concede");   /* a very long game ends */
  else
    {
      vik_game_legal_actions (view, legal);
      text = vik_action_to_string (&g_array_index (legal, VikAction,
                                     vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data,
                                                        legal->len, &g->bench->rng)), vik_game_get_board (view));
    }
  g->ring_seq[seq % RING] = seq;
  g->heard[seq % RING] = 0;
  g->sent_at[seq % RING] = g_get_monotonic_time ();
  msg.seq = seq;
  msg.action = text;
  send_json (g->conns[seat], &msg);
}

static gboolean
think_over (gpointer data)
{
  BenchSeat *t = data;
  act_now (t->game, t->seat);
  return G_SOURCE_REMOVE;
}

static void
maybe_act (BenchGame *g, int seat)
{
  gint64 seq;

  view_of (g, seat, &seq);
  if (!g->bench->playing || !decides (g, seat) || g->acted[seat] == seq)
    return;
  g->acted[seat] = seq;
  if (g->bench->think_ms > 0)
    /* Between half and one and a half times the thinking time, so that the
     * games do not all act in the same instant. */
    g_timeout_add ((guint) g->bench->think_ms / 2 + vik_rng_below (&g->bench->rng, (guint32) g->bench->think_ms + 1),
                   think_over, &g->seats[seat]);
  else
    act_now (g, seat);
}

/* Reads a welcome's or an update's view into the seat's slot. */
static void
take_view (BenchGame *g, int seat, const VikMsg *msg)
{
  const VikRules *rules = g->bench->plugin->rules;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  gpointer view = NULL;

  if (!msg->view || !g_key_file_load_from_data (kf, msg->view, strlen (msg->view), G_KEY_FILE_NONE, &error)
      || !(view = vik_rules_load_view (rules, kf, "<server view>", &error)))
    {
      if (!g->bench->failure)
        g->bench->failure = g_strdup_printf ("a view that does not load: %s", error ? error->message : "none");
      return;
    }
  if (g->views[seat])
    rules->free (g->views[seat]);
  g->views[seat] = view;
  g->seqs[seat] = msg->seq;
}

/* An update: when every client of the game has the one answering an
 * action the bench timed, that action's latency is known. */
static void
count_update (BenchGame *g, const char *text)
{
  const char *seq_at = strstr (text, "\"seq\":");
  gint64 answered;
  int slot;

  if (!seq_at)
    return;
  answered = g_ascii_strtoll (seq_at + 6, NULL, 10) - 1;
  if (answered < 0)
    return;
  slot = (int) (answered % RING);
  if (g->ring_seq[slot] != answered || g->sent_at[slot] == 0)
    return;
  if (++g->heard[slot] == g->bench->players)
    {
      double ms = (double) (g_get_monotonic_time () - g->sent_at[slot]) / 1000.0;
      g_array_append_val (g->bench->latencies, ms);
      g->sent_at[slot] = 0;
    }
}

static void
on_message (BenchWsConn *conn, const char *text, gsize len, gpointer data)
{
  BenchSeat *bs = data;
  BenchGame *g;
  Bench *b;
  int seat;
  gboolean update = text && g_str_has_prefix (text, "{\"type\":\"update\"");
  g_autoptr (GError) error = NULL;
  VikMsg msg;

  (void) conn;
  if (!bs)
    return;      /* an idle connection */
  g = bs->game;
  b = g->bench;
  seat = bs->seat;
  if (!text)
    {
      if (!b->failure && !b->stop)
        b->failure = g_strdup_printf ("the server closed a connection of game %d", g->index);
      return;
    }
  if (update)
    {
      count_update (g, text);
      if (seat == 0)
        b->accepted++;
      /* a table that shares its view reads it once: its first seat's */
      if (b->shared && seat != 0)
        return;
    }
  if (!vik_msg_parse (text, len, VIK_NET_MAX_FRAME, &msg, &error))
    {
      if (!b->failure)
        b->failure = g_strdup (error->message);
      return;
    }
  switch (msg.type)
    {
    case VIK_MSG_CREATED:
      g->id = g_strdup (msg.game);
      for (int p = 0; p < msg.players; p++)
        g->tokens[p] = g_strdup (msg.tokens[p]);
      b->pending--;
      break;
    case VIK_MSG_WELCOME:
      take_view (g, seat, &msg);
      b->pending--;
      break;
    case VIK_MSG_UPDATE:
      take_view (g, seat, &msg);
      if (b->shared)
        for (int p = 0; p < b->players; p++)
          maybe_act (g, p);
      else
        maybe_act (g, seat);
      break;
    case VIK_MSG_OVER:
      if (seat == 0 && !g->over)
        {
          g->over = TRUE;
          b->ended++;
        }
      break;
    case VIK_MSG_ERROR:
      if (!b->viktory && g_strcmp0 (msg.code, "illegal") == 0 && seat >= 0)
        {
          /* the view's action, refused by the true game (a hidden block):
           * the seat chooses again */
          b->refused++;
          g->acted[seat] = -1;
          maybe_act (g, seat);
        }
      else if (!b->failure && g_strcmp0 (msg.code, "stale") != 0)
        b->failure = g_strdup_printf ("%s: %s", msg.code, msg.text);
      break;
    default:
      break;
    }
  vik_msg_clear (&msg);
}

static gboolean
wait_pending (Bench *b, double seconds)
{
  gint64 until = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (b->pending > 0 && !b->failure && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  if (b->failure)
    cli_error ("%s", b->failure);
  else if (b->pending > 0)
    cli_error (_("The server did not answer in time"));
  return b->pending == 0 && !b->failure;
}

static gboolean
time_up (gpointer data)
{
  ((Bench *) data)->stop = TRUE;
  return G_SOURCE_REMOVE;
}

static void
drop_debug (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (!(level & G_LOG_LEVEL_DEBUG))
    g_log_default_handler (domain, level, message, data);
}

int
cli_cmd_net_bench (int argc, char **argv)
{
  int n_games = 500, players = 4, seconds = 60, think_ms = 0, n_idle = 0, port = 0, status = CLI_EXIT_FAILURE;
  g_autofree char *server_path = NULL, *data_dir = NULL, *game_id = NULL, *scenario = NULL;
  char *made_dir = NULL;   /* data_dir, when the bench made it (and removes it) */
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &n_games, N_("Games held at once (default 500)"), "N" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players per game, 2-8 (default 4)"), "N" },
    { "seconds", 't', 0, G_OPTION_ARG_INT, &seconds, N_("How long to play (default 60)"), "S" },
    { "think", 0, 0, G_OPTION_ARG_INT, &think_ms, N_("Milliseconds each player waits before acting, on average (default 0)"), "MS" },
    { "idle", 0, 0, G_OPTION_ARG_INT, &n_idle,
      N_("Idle connections held open beside the games' (default 0)"), "N" },
    { "server", 0, 0, G_OPTION_ARG_FILENAME, &server_path, N_("The viktory-server to measure"), "PATH" },
    { "data-dir", 'd', 0, G_OPTION_ARG_FILENAME, &data_dir, N_("Its data folder (default: a new one in /tmp)"), "DIR" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game played: viktory2 (default) or victory"), "ID" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario,
      N_("Victory: the scenario (a preset's id, default quick-start)"), "ID" },
    { NULL }
  };
  char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal" };
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) server = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL, *uri = NULL, *max_games = NULL;
  Bench b = { 0 };
  double rss_before, rss_joined, rss_end, server_cpu, client_cpu;
  struct rusage usage;
  gint64 started, elapsed;
  const char *at;

  if (!cli_parse_options ("net-bench", "", _("Measures one server holding many games at once."), entries, &argc,
                          &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1 || n_games < 1 || n_games > 5000 || players < 2 || players > VIK_NET_MAX_SEATS || seconds < 1
      || think_ms < 0 || n_idle < 0 || n_idle > 100000)
    {
      cli_error (_("Bad arguments; see “viktory-cli net-bench --help”"));
      return CLI_EXIT_USAGE;
    }
  b.plugin = vik_games_find (game_id != NULL ? game_id : "viktory2");
  if (b.plugin == NULL)
    {
      g_autofree char *ids = vik_games_ids ();
      cli_error (_("No game “%s”; the games are %s"), game_id, ids);
      return CLI_EXIT_USAGE;
    }
  b.viktory = g_strcmp0 (b.plugin->rules->id, "viktory2") == 0;
  if (b.viktory && scenario != NULL)
    {
      cli_error (_("--scenario is for Victory"));
      return CLI_EXIT_USAGE;
    }
  g_log_set_default_handler (drop_debug, NULL);
  if (!server_path)
    server_path = cli_server_default_path ();
  if (!data_dir)
    data_dir = made_dir = g_dir_make_tmp ("viktory-net-bench-XXXXXX", &error);
  if (!data_dir)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  max_games = g_strdup_printf ("%d", n_games + 10);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  server = g_subprocess_launcher_spawn (launcher, &error, server_path, "--data-dir", data_dir, "--listen",
                                        "127.0.0.1", "--port", "0", "--rate", "1000000", "--no-advertise", "--max-games",
                                        max_games, NULL);
  if (server)
    {
      out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (server));
      line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
    }
  if (!line || !(at = strstr (line, "127.0.0.1:")))
    {
      cli_error (_("%s did not start: %s"), server_path, error ? error->message : line ? line : "");
      goto out;
    }
  port = atoi (at + strlen ("127.0.0.1:"));
  uri = g_strdup_printf ("ws://127.0.0.1:%d/viktory", port);
  rss_before = cli_server_rss_kib (server);

  b.n_games = n_games;
  b.players = players;
  b.think_ms = think_ms;
  b.games = g_new0 (BenchGame, n_games);
  b.latencies = g_array_new (FALSE, FALSE, sizeof (double));
  b.shared = b.plugin->net->shared_view;
  b.ws = bench_ws_new (on_message);
  vik_rng_seed (&b.rng, 2026, 1);
  printf (_("Server %s at %s, data in %s\n"), server_path, uri, data_dir);
  printf (_("Connecting %d clients…\n"), n_games * players);
  fflush (stdout);
  for (int i = 0; i < n_games; i++)
    {
      BenchGame *g = &b.games[i];
      g->bench = &b;
      g->index = i;
      for (int k = 0; k < RING; k++)
        g->ring_seq[k] = -1;
      for (int p = 0; p < players; p++)
        {
          g->seats[p].game = g;
          g->seats[p].seat = p;
          g->acted[p] = -1;
          g->conns[p] = bench_ws_connect (b.ws, port, &g->seats[p], &error);
          if (!g->conns[p])
            {
              cli_error (_("Client %d of %d: %s (descriptors: ulimit -n)"), i * players + p + 1, n_games * players,
                         error->message);
              goto out;
            }
        }
    }
  for (int i = 0; i < n_games; i++)
    {
      VikMsg create = { .type = VIK_MSG_CREATE, .version = VIK_NET_PROTOCOL_VERSION, .players = players };
      create.kind = (char *) b.plugin->rules->id;
      create.scenario = b.viktory ? NULL : scenario;
      for (int p = 0; p < players; p++)
        {
          create.names[p] = names[p];
          create.seats[p] = (char *) "human";
        }
      create.on_deadline = (char *) "skip";
      b.pending++;
      send_json (b.games[i].conns[0], &create);
      /* a few at a time: the server takes them as fast as it can write them */
      if (i % 100 == 99 && !wait_pending (&b, 120))
        goto out;
    }
  if (!wait_pending (&b, 120))
    goto out;
  for (int i = 0; i < n_games; i++)
    for (int p = 0; p < players; p++)
      {
        VikMsg hello = { .type = VIK_MSG_HELLO, .version = VIK_NET_PROTOCOL_VERSION, .seq = -1 };
        hello.game = b.games[i].id;
        hello.token = b.games[i].tokens[p];
        b.pending++;
        send_json (b.games[i].conns[p], &hello);
      }
  if (!wait_pending (&b, 120))
    goto out;
  if (n_idle > 0)
    {
      printf (_("Opening %d idle connections…\n"), n_idle);
      fflush (stdout);
      for (int i = 0; i < n_idle; i++)
        if (!bench_ws_connect (b.ws, port, NULL, &error))
          {
            cli_error (_("Idle connection %d of %d: %s (descriptors: ulimit -n)"), i + 1, n_idle, error->message);
            goto out;
          }
    }
  rss_joined = cli_server_rss_kib (server);
  printf (_("server descriptors in use: %u (%d games of %d clients, %d idle connections)\n"),
          cli_server_descriptors (server), n_games, players, n_idle);
  cli_server_time_welcomes (uri, b.games[0].id, 20);

  printf (_("Playing %d games of %s of %d players for %d s (think %d ms)…\n"), n_games, vik_rules_display_name (b.plugin->rules),
          players, seconds, think_ms);
  fflush (stdout);
  b.playing = TRUE;
  server_cpu = cli_server_cpu_seconds (server);
  getrusage (RUSAGE_SELF, &usage);
  client_cpu = (double) usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + (double) usage.ru_stime.tv_sec
               + usage.ru_stime.tv_usec / 1e6;
  started = g_get_monotonic_time ();
  g_timeout_add_seconds ((guint) seconds, time_up, &b);
  for (int i = 0; i < n_games; i++)
    for (int p = 0; p < players; p++)
      maybe_act (&b.games[i], p);
  while (!b.stop && !b.failure && b.ended < n_games)
    g_main_context_iteration (NULL, TRUE);
  elapsed = g_get_monotonic_time () - started;
  rss_end = cli_server_rss_kib (server);
  server_cpu = cli_server_cpu_seconds (server) - server_cpu;
  getrusage (RUSAGE_SELF, &usage);
  client_cpu = (double) usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + (double) usage.ru_stime.tv_sec
               + usage.ru_stime.tv_usec / 1e6 - client_cpu;
  if (b.failure)
    {
      cli_error ("%s", b.failure);
      goto out;
    }

  g_array_sort (b.latencies, cli_compare_double);
  {
    guint n = b.latencies->len;
    double *ms = (double *) b.latencies->data;
    printf (_("games %d × %d players, %.1f s: %" PRIu64 " actions accepted, %.0f per second, %d games ended\n"),
            n_games, players, (double) elapsed / G_USEC_PER_SEC, (uint64_t) b.accepted,
            (double) b.accepted / ((double) elapsed / G_USEC_PER_SEC), b.ended);
    if (n > 0)
      printf (_("latency from an action to every client's update: median %.2f ms, 99th percentile %.2f ms, "
                "largest %.2f ms (%u actions)\n"), ms[n / 2], ms[MIN (n - 1, n * 99 / 100)], ms[n - 1], n);
    printf (_("CPU while playing: the server %.1f s (%.2f ms per action), the clients %.1f s\n"), server_cpu,
            b.accepted ? server_cpu * 1000 / (double) b.accepted : 0.0, client_cpu);
    if (!b.viktory)
      printf (_("actions of a seat's view the true game refused (a hidden block), chosen again: %u\n"), b.refused);
    printf (_("server memory: %.0f KiB before, %.0f KiB with the games joined (%.1f KiB per game), "
              "%.0f KiB at the end (%.1f KiB per game)\n"), rss_before, rss_joined,
            (rss_joined - rss_before) / n_games, rss_end, (rss_end - rss_before) / n_games);
  }
  status = CLI_EXIT_OK;

out:
  for (int i = 0; b.games && i < n_games; i++)
    {
      for (int p = 0; p < players; p++)
        {
          if (b.games[i].views[p])
            b.plugin->rules->free (b.games[i].views[p]);
          g_free (b.games[i].tokens[p]);
        }
      g_free (b.games[i].id);
    }
  g_free (b.games);
  bench_ws_free (b.ws);

  if (b.latencies)
    g_array_unref (b.latencies);
  g_free (b.failure);
  if (server)
    {
      g_subprocess_send_signal (server, SIGTERM);
      g_subprocess_wait (server, NULL, NULL);
    }
  if (made_dir)
    {
      g_autoptr (GDir) dir = g_dir_open (made_dir, 0, NULL);
      const char *name;
      while (dir && (name = g_dir_read_name (dir)))
        {
          g_autofree char *path = g_build_filename (made_dir, name, NULL);
          g_unlink (path);
        }
      g_rmdir (made_dir);
    }
  return status;
}
