/* test-net-sleep.c: games that sleep on disk.
 *
 *   /net/sleep/snapshot/GAME  a game loaded from ID.snap and the journal's
 *                             tail is the game replayed from its seed, hidden
 *                             part and all (both games); a snapshot that does
 *                             not match the journal is passed over
 *   /net/sleep/under-load     a real server (--sleep-after 1) puts idle games
 *                             to sleep and wakes them while others play; killed
 *                             with -9 in between; nothing acknowledged is lost
 *   /net/sleep/descriptors    a server started with 96 descriptors refuses the
 *                             connection (and the create) that would exhaust
 *                             them, cleanly, while its games play on
 *
 *   test-net-sleep --wake-bench [ACTIONS]   prints the time to wake a game of
 *                             ACTIONS actions (default 100000): vik_net_game_load
 *                             from its snapshot.
 *   test-net-sleep --store-bench [GAMES [DIR]]   writes GAMES games (default
 *                             100000; in DIR, kept, unless it holds games
 *                             already) and times a server's start over them,
 *                             with the memory they take asleep. */
#include "net-test-util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "vik-net-game.h"
#include "vik-policy.h"

static const char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal" };

static VikNetGame *
make_game (const char *dir, const char *kind, int n)
{
  char *tokens[8] = { 0 };
  g_autoptr (GError) error = NULL;
  VikNetGameSetup setup = { .n_players = n, .names = (char *const *) names, .plugin = vik_games_find (kind) };
  VikNetGame *ng = vik_net_game_create (dir, &setup, tokens, &error);

  g_assert_no_error (error);
  for (int p = 0; p < n; p++)
    g_free (tokens[p]);
  return ng;
}

/* Plays `count` actions on the true game: the passive one (each phase ended
 * as soon as it may be: a game that goes on for ever) or a uniform draw. */
static gint64
play (VikNetGame *ng, gint64 count, guint32 seed, gboolean passive)
{
  const VikRules *rules = vik_net_game_rules (ng);
  const VikNetGameTable *net = vik_net_game_plugin (ng)->net;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  gint64 done = 0;

  for (; done < count && !rules->is_over (vik_net_game_state (ng)); done++)
    {
      gconstpointer state = vik_net_game_state (ng);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      VikAnyAction action;
      int seat;

      if (!passive || !net->passive || !net->passive (state, &action))
        {
          g_array_set_size (legal, 0);
          g_assert_cmpuint (rules->legal (state, legal), >, 0);
          action = g_array_index (legal, VikAnyAction, g_rand_int_range (rand, 0, (gint32) legal->len));
        }
      seat = net->actor ? net->actor (state, &action) : rules->decider (state);
      text = rules->to_text (state, &action);
      if (!vik_net_game_apply (ng, seat, vik_net_game_seq (ng), text, &error))
        g_error ("%s refused: %s", text, error->message);
    }
  return done;
}

static char *
full_text (VikNetGame *ng)
{
  GKeyFile *kf = vik_net_game_rules (ng)->save (vik_net_game_state (ng));
  char *text = g_key_file_to_data (kf, NULL, NULL);
  g_key_file_unref (kf);
  return text;
}

static char *
file_of (const char *dir, const char *id, const char *suffix)
{
  g_autofree char *name = g_strconcat (id, suffix, NULL);
  return g_build_filename (dir, name, NULL);
}

static void
test_snapshot (gconstpointer data)
{
  const char *kind = data;
  g_autofree char *dir = net_test_scratch_dir ();
  VikNetGame *ng = make_game (dir, kind, 2);
  g_autofree char *id = g_strdup (vik_net_game_id (ng)), *snap = file_of (dir, id, ".snap");
  g_autofree char *live = NULL, *from_snap = NULL, *replayed = NULL, *again = NULL, *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) all = NULL, tail = NULL;
  gint64 seq;

  /* a passive game goes on long enough for two snapshots (every 256) and a tail */
  play (ng, 600, 3, TRUE);
  play (ng, 20, 4, FALSE);
  seq = vik_net_game_seq (ng);
  g_assert_cmpint (seq, >, 512);
  g_assert_true (g_file_test (snap, G_FILE_TEST_EXISTS));
  live = full_text (ng);
  all = vik_net_game_actions_since (ng, 0);
  vik_net_game_free (ng);

  /* From the snapshot: the same game, hidden part and all, every action still told. */
  ng = vik_net_game_load (dir, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vik_net_game_seq (ng), ==, seq);
  from_snap = full_text (ng);
  g_assert_cmpstr (from_snap, ==, live);
  tail = vik_net_game_actions_since (ng, 0);
  g_assert_cmpuint (tail->len, ==, all->len);
  for (guint i = 0; i < all->len; i++)
    g_assert_cmpstr (tail->pdata[i], ==, all->pdata[i]);
  {
    g_autoptr (GPtrArray) events = vik_net_game_events_since (ng, seq - 3, 0);
    g_assert_nonnull (events);
    g_assert_cmpuint (events->len, ==, 3);
  }
  /* It plays on alike from either. */
  play (ng, 30, 5, FALSE);
  again = full_text (ng);
  vik_net_game_free (ng);
  g_unlink (snap);
  ng = vik_net_game_load (dir, id, &error);
  g_assert_no_error (error);
  replayed = full_text (ng);
  g_assert_cmpstr (replayed, ==, again);
  g_assert_true (vik_net_game_snapshot (ng, &error));
  g_assert_no_error (error);
  vik_net_game_free (ng);

  /* A snapshot that does not match the journal (here: a journal cut short,
   * as if restored from an older backup) is passed over: full replay. */
  {
    g_autofree char *journal = file_of (dir, id, ".journal"), *contents = NULL;
    gsize length;
    char *cut;
    g_assert_true (g_file_get_contents (journal, &contents, &length, NULL));
    cut = contents + length - 2;
    while (*cut != '\n')
      cut--;
    g_assert_true (g_file_set_contents (journal, contents, cut + 1 - contents, NULL));
    ng = vik_net_game_load (dir, id, &error);
    g_assert_no_error (error);
    g_assert_cmpint (vik_net_game_seq (ng), ==, seq + 30 - 1);
    vik_net_game_free (ng);
    /* and one whose text is damaged */
    g_assert_true (g_file_set_contents (snap, "[ServerSnapshot]\nSeq=5\nJournalBytes=3\n", -1, NULL));
    ng = vik_net_game_load (dir, id, &error);
    g_assert_no_error (error);
    g_assert_cmpint (vik_net_game_seq (ng), ==, seq + 30 - 1);
    vik_net_game_free (ng);
  }
  net_test_remove_dir (dir);
}

/* ------------------------------------------------------------ a real server */

typedef struct {
  char *id;
  char *tokens[2];
  gint64 seq;         /* the last position its players were told */
} Played;

static char *
choose (TestClient *tc, VikRng *rng)
{
  const VikGame *view = vik_net_client_get_view (tc->client);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  guint i;

  vik_game_legal_actions (view, legal);
  i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data, legal->len, rng);
  return vik_action_to_string (&g_array_index (legal, VikAction, i), vik_game_get_board (view));
}

/* Both players come back (hello with the last position they saw: the
 * welcome must be there, nothing lost), play `n` actions, and leave. */
static void
play_some (const char *uri, Played *g, int n, VikRng *rng)
{
  TestClient *tc[2];
  VikMsg msg;

  for (int p = 0; p < 2; p++)
    {
      tc[p] = test_client_connect (uri, NULL);
      vik_net_client_hello (tc[p]->client, g->id, g->tokens[p], g->seq);
    }
  for (int p = 0; p < 2; p++)
    {
      if (!test_client_wait (tc[p], VIK_MSG_WELCOME, 20, &msg))
        g_error ("game %s: no welcome", g->id);
      g_assert_cmpint (msg.seq, ==, g->seq);
      vik_msg_clear (&msg);
    }
  for (int i = 0; i < n; i++)
    {
      const VikGame *view = vik_net_client_get_view (tc[0]->client);
      g_autofree char *text = NULL;
      int d;
      if (vik_game_is_over (view))
        break;
      d = vik_game_get_decider (view);
      text = choose (tc[d], rng);
      vik_net_client_act (tc[d]->client, text);
      for (int p = 0; p < 2; p++)
        {
          if (!test_client_wait (tc[p], VIK_MSG_UPDATE, 20, &msg))
            g_error ("game %s: no update", g->id);
          g_assert_cmpint (msg.seq, ==, g->seq + 1);
          vik_msg_clear (&msg);
        }
      g->seq++;
    }
  for (int p = 0; p < 2; p++)
    {
      g_assert_false (tc[p]->closed);
      test_client_free (tc[p]);
    }
}

/* How many of these games' journals the server holds open (/proc/PID/fd). */
static guint
open_journals (GSubprocess *server, Played *games, guint from, guint to)
{
  g_autofree char *fds = g_strdup_printf ("/proc/%s/fd", g_subprocess_get_identifier (server));
  g_autoptr (GDir) dir = g_dir_open (fds, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (fds, name, NULL);
      g_autofree char *target = g_file_read_link (path, NULL);
      for (guint i = from; target && i < to; i++)
        if (g_str_has_suffix (target, ".journal") && strstr (target, games[i].id))
          n++;
    }
  return n;
}

static gboolean
index_exists (const char *dir, const char *id)
{
  g_autofree char *path = file_of (dir, id, ".index");
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

#define N_GAMES 12

static void
test_under_load (void)
{
  g_autofree char *dir = net_test_scratch_dir (), *uri = NULL;
  const char *extra[] = { "--sleep-after", "1", NULL };
  GSubprocess *server = net_test_spawn_server (dir, extra, &uri);
  Played games[N_GAMES] = { 0 };
  TestClient *creator = test_client_connect (uri, NULL);
  gint64 start = g_get_monotonic_time ();
  VikRng rng;

  vik_rng_seed (&rng, 11, 3);
  for (int i = 0; i < N_GAMES; i++)
    games[i].id = test_client_create (creator, 2, NULL, 0, NULL, games[i].tokens);
  test_client_free (creator);

  /* Rounds: one half plays while the other sleeps, then the other way round;
   * after the third round the server is killed with -9 and restarted. */
  for (int round = 0; round < 6; round++)
    {
      guint from = round % 2 ? N_GAMES / 2 : 0, to = from + N_GAMES / 2;
      guint other = round % 2 ? 0 : N_GAMES / 2;
      gint64 round_start = g_get_monotonic_time ();

      for (guint i = from; i < to; i++)
        play_some (uri, &games[i], 6, &rng);
      /* the other half was left alone long enough: asleep, no descriptor held */
      while (g_get_monotonic_time () - round_start < 3 * G_USEC_PER_SEC)
        net_test_spin (0.1);
      if (round > 0)
        {
          g_assert_cmpuint (open_journals (server, games, other, other + N_GAMES / 2), ==, 0);
          for (guint i = other; i < other + N_GAMES / 2; i++)
            g_assert_true (index_exists (dir, games[i].id));
        }
      /* the half that just played sleeps too, a second after its players left */
      g_assert_cmpuint (open_journals (server, games, from, to), ==, 0);
      if (round == 2)
        {
          /* killed: every acknowledged action is there after the restart */
          g_subprocess_force_exit (server);
          g_subprocess_wait (server, NULL, NULL);
          g_object_unref (server);
          g_free (uri);
          server = net_test_spawn_server (dir, extra, &uri);
        }
      g_assert_cmpint (g_get_monotonic_time () - start, <, 240 * G_USEC_PER_SEC);
    }
  /* a game woken and killed while awake (no index): loaded again at start */
  {
    TestClient *tc = test_client_connect (uri, NULL);
    VikMsg msg;
    vik_net_client_hello (tc->client, games[0].id, "", -1);
    g_assert_true (test_client_wait (tc, VIK_MSG_WELCOME, 20, &msg));
    g_assert_cmpint (msg.seq, ==, games[0].seq);
    vik_msg_clear (&msg);
    g_assert_false (index_exists (dir, games[0].id));
    g_subprocess_force_exit (server);
    g_subprocess_wait (server, NULL, NULL);
    g_object_unref (server);
    test_client_free (tc);
    g_free (uri);
    server = net_test_spawn_server (dir, extra, &uri);
    play_some (uri, &games[0], 3, &rng);
  }
  for (int i = 0; i < N_GAMES; i++)
    {
      g_test_message ("game %s: %" G_GINT64_FORMAT " actions", games[i].id, games[i].seq);
      g_assert_cmpint (games[i].seq, >=, 18);
      g_free (games[i].id);
      g_free (games[i].tokens[0]);
      g_free (games[i].tokens[1]);
    }
  g_subprocess_force_exit (server);
  g_subprocess_wait (server, NULL, NULL);
  g_object_unref (server);
  net_test_remove_dir (dir);
}

/* A server with 96 descriptors: connections are refused cleanly ("full")
 * once fewer than its reserve are left; the game already running plays on;
 * once connections leave, new ones are accepted again. */
static void
test_descriptors (void)
{
  g_autofree char *dir = net_test_scratch_dir (), *uri = NULL;
  g_autoptr (GPtrArray) extra = g_ptr_array_new_with_free_func ((GDestroyNotify) test_client_free);
  GSubprocess *server;
  TestClient *creator, *refused = NULL;
  Played game = { 0 };
  VikMsg msg;
  VikRng rng;

  vik_rng_seed (&rng, 12, 3);
  net_test_server_nofile = 96;
  server = net_test_spawn_server (dir, NULL, &uri);
  net_test_server_nofile = 0;
  creator = test_client_connect (uri, NULL);
  game.id = test_client_create (creator, 2, NULL, 0, NULL, game.tokens);
  play_some (uri, &game, 4, &rng);

  for (int i = 0; i < 120 && !refused; i++)
    {
      TestClient *tc = test_client_connect (uri, NULL);
      gint64 t0 = g_get_monotonic_time ();
      gboolean answered = FALSE;

      vik_net_client_send_raw (tc->client, "{\"type\":\"ping\"}", 15);
      /* a pong (accepted) or an error (refused) */
      while (!answered && g_get_monotonic_time () - t0 < 10 * G_USEC_PER_SEC)
        {
          for (guint f = 0; f < tc->frames->len; f++)
            if (strstr (tc->frames->pdata[f], "\"pong\"") || strstr (tc->frames->pdata[f], "\"error\""))
              answered = TRUE;
          if (!answered)
            g_main_context_iteration (NULL, TRUE);
        }
      g_assert_true (answered);
      if (test_client_wait (tc, VIK_MSG_ERROR, 0, &msg))
        refused = tc;
      if (!refused)
        g_ptr_array_add (extra, tc);
    }
  g_assert_nonnull (refused);
  g_test_message ("refused after %u connections: %s", extra->len, msg.text);
  g_assert_cmpstr (msg.code, ==, "full");
  g_assert_nonnull (strstr (msg.text, "descriptors"));
  vik_msg_clear (&msg);
  {
    gint64 t0 = g_get_monotonic_time ();
    while (!refused->closed && g_get_monotonic_time () - t0 < 10 * G_USEC_PER_SEC)
      net_test_spin (0.02);
    g_assert_true (refused->closed);
  }
  test_client_free (refused);
  /* new games are refused too once the descriptors are used up (each game
   * in play holds its journal open); a connection already open asks */
  for (int i = 0;; i++)
    {
      g_assert_cmpint (i, <, 40);
      vik_net_client_create_game (creator->client, 2, (char *[]) { "X", "Y" }, NULL, 0, NULL);
      if (!test_client_wait (creator, VIK_MSG_CREATED, 0.2, &msg))
        break;
      vik_msg_clear (&msg);
    }
  creator->cursor = 0;
  g_assert_true (test_client_wait (creator, VIK_MSG_ERROR, 10, &msg));
  g_assert_cmpstr (msg.code, ==, "full");
  g_test_message ("create refused: %s", msg.text);
  vik_msg_clear (&msg);
  /* connections already open go on: a ping is answered */
  for (guint i = 0; i < extra->len; i += 10)
    {
      TestClient *tc = extra->pdata[i];
      vik_net_client_send_raw (tc->client, "{\"type\":\"ping\"}", 15);
      g_assert_true (test_client_wait (tc, VIK_MSG_PONG, 10, &msg));
      vik_msg_clear (&msg);
    }
  /* the connections leave: the game plays on (its players connect again) */
  g_ptr_array_set_size (extra, 0);
  net_test_spin (0.5);
  play_some (uri, &game, 4, &rng);
  g_assert_cmpint (game.seq, ==, 8);

  test_client_free (creator);
  g_free (game.id);
  g_free (game.tokens[0]);
  g_free (game.tokens[1]);
  g_subprocess_force_exit (server);
  g_subprocess_wait (server, NULL, NULL);
  g_object_unref (server);
  net_test_remove_dir (dir);
}

/* ------------------------------------------------------------ the wake-up bench */

static int
wake_bench (gint64 actions)
{
  g_autofree char *dir = net_test_scratch_dir ();
  VikNetGame *ng = make_game (dir, "viktory2", 4);
  g_autofree char *id = g_strdup (vik_net_game_id (ng));
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time (), played;

  played = play (ng, actions, 1, TRUE);
  g_print ("played %" G_GINT64_FORMAT " actions in %.1f s (passive play, data on %s)\n", played,
           (double) (g_get_monotonic_time () - start) / 1e6, dir);
  g_assert_true (vik_net_game_snapshot (ng, &error));
  vik_net_game_free (ng);
  {
    g_autofree char *snap = file_of (dir, id, ".snap"), *journal = file_of (dir, id, ".journal");
    GStatBuf a, b;
    g_stat (snap, &a);
    g_stat (journal, &b);
    g_print ("ID.snap %.0f KiB, ID.journal %.0f KiB\n", (double) a.st_size / 1024, (double) b.st_size / 1024);
  }
  for (int i = 0; i < 21; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double ms;
      ng = vik_net_game_load (dir, id, &error);
      g_assert_no_error (error);
      ms = (double) (g_get_monotonic_time () - t0) / 1000;
      g_assert_cmpint (vik_net_game_seq (ng), ==, played);
      vik_net_game_free (ng);
      g_array_append_val (times, ms);
    }
  {
    double sorted[21];
    memcpy (sorted, times->data, sizeof sorted);
    for (int i = 0; i < 21; i++)
      for (int j = i + 1; j < 21; j++)
        if (sorted[j] < sorted[i])
          {
            double t = sorted[i];
            sorted[i] = sorted[j];
            sorted[j] = t;
          }
    g_print ("wake (load from snapshot) of a game of %" G_GINT64_FORMAT " actions: median %.2f ms, "
             "min %.2f ms, max %.2f ms over 21\n", played, sorted[10], sorted[0], sorted[20]);
  }
  net_test_remove_dir (dir);
  return 0;
}

static double
rss_mib (void)
{
  g_autofree char *status = NULL;
  const char *p;
  g_file_get_contents ("/proc/self/status", &status, NULL, NULL);
  p = status ? strstr (status, "VmRSS:") : NULL;
  return p ? g_ascii_strtod (p + 6, NULL) / 1024 : 0;
}

/* N stored games: the time a server takes to start (first from the games'
 * records, then from their indexes) and the memory they take asleep. */
static int
store_bench (int n, const char *given)
{
  g_autofree char *dir = given ? g_strdup (given) : net_test_scratch_dir ();
  g_autofree char *first = NULL;
  VikServerOptions options = { .data_dir = dir, .allow_create = TRUE };
  gint64 t0 = g_get_monotonic_time ();
  gboolean written = FALSE;
  double before;
  VikServer *server;

  g_mkdir_with_parents (dir, 0700);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    while (d && (name = g_dir_read_name (d)) && !written)
      written = g_str_has_suffix (name, ".game");
  }
  if (!written)
    {
      for (int i = 0; i < n; i++)
        {
          VikNetGame *ng = make_game (dir, "viktory2", 4);
          play (ng, 3, (guint32) i, TRUE);
          vik_net_game_free (ng);
        }
      g_print ("%d games of 4 written in %.1f s (data in %s)\n", n, (double) (g_get_monotonic_time () - t0) / 1e6,
               dir);
    }
  before = rss_mib ();
  t0 = g_get_monotonic_time ();
  server = vik_server_new (&options, NULL);
  g_print ("server start: %.2f s, %u games stored, %u awake, memory %.1f MiB (%.2f KiB a game)\n",
           (double) (g_get_monotonic_time () - t0) / 1e6, vik_server_n_games (server), vik_server_n_awake (server),
           rss_mib () - before, (rss_mib () - before) * 1024 / vik_server_n_games (server));
  vik_server_free (server);
  if (!given)
    net_test_remove_dir (dir);
  return 0;
}

/* A game too long for its welcome to list every action (VIKTORY II, 60,000
 * passive actions, mostly "end": the list alone passes the 256 KiB frame
 * limit) can still be joined: the welcome holds the position without the
 * list, a spectator's and a player's view load, and the player plays on. */
static void
test_long_game_joined (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  char *tokens[8] = { 0 };
  g_autoptr (GError) error = NULL;
  VikNetGameSetup setup = { .n_players = 2, .names = (char *const *) names, .plugin = vik_games_find ("viktory2") };
  VikNetGame *ng = vik_net_game_create (dir, &setup, tokens, &error);
  g_autofree char *id = NULL, *uri = NULL;
  g_autoptr (VikServer) server = NULL;
  TestClient *watcher, *player;
  VikMsg msg;
  guint history_length;
  int seat;

  g_assert_no_error (error);
  id = g_strdup (vik_net_game_id (ng));
  g_assert_cmpint (play (ng, 60000, 5, TRUE), ==, 60000);
  seat = vik_net_game_rules (ng)->decider (vik_net_game_state (ng));
  g_assert_cmpint (seat, >=, 0);
  vik_net_game_free (ng);

  server = net_test_server_new (dir, NULL);
  uri = net_test_server_uri (server);
  watcher = test_client_connect (uri, NULL);
  vik_net_client_hello (watcher->client, id, "", -1);
  g_assert_true (test_client_wait (watcher, VIK_MSG_WELCOME, 20, &msg));
  g_assert_cmpint (msg.seq, ==, 60000);
  g_assert_cmpuint (msg.actions->len, ==, 0);   /* the list left out: it would not fit */
  g_assert_cmpuint (strlen (watcher->frames->pdata[watcher->frames->len - 1]), <=, VIK_NET_MAX_FRAME);
  vik_msg_clear (&msg);
  g_assert_nonnull (vik_net_client_get_view (watcher->client));
  g_assert_cmpint (vik_net_client_get_seq (watcher->client), ==, 60000);
  history_length = 99;
  vik_game_get_history (vik_net_client_get_view (watcher->client), &history_length);
  g_assert_cmpuint (history_length, ==, 0);   /* not known here: none rather than a wrong one */

  player = test_client_connect (uri, NULL);
  vik_net_client_hello (player->client, id, tokens[seat], -1);
  g_assert_true (test_client_wait (player, VIK_MSG_WELCOME, 20, &msg));
  vik_msg_clear (&msg);
  {
    const VikGame *view = vik_net_client_get_view (player->client);
    g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
    g_autofree char *text = NULL;

    g_assert_nonnull (view);
    vik_game_legal_actions (view, legal);
    g_assert_cmpuint (legal->len, >, 0);
    text = vik_action_to_string (&g_array_index (legal, VikAction, 0), vik_game_get_board (view));
    vik_net_client_act (player->client, text);
  }
  /* both hear the action; the next ones are small again */
  g_assert_true (test_client_wait (player, VIK_MSG_UPDATE, 20, &msg));
  g_assert_cmpint (msg.seq, ==, 60001);
  vik_msg_clear (&msg);
  g_assert_true (test_client_wait (watcher, VIK_MSG_UPDATE, 20, &msg));
  g_assert_cmpint (msg.seq, ==, 60001);
  vik_msg_clear (&msg);
  g_assert_cmpuint (strlen (watcher->frames->pdata[watcher->frames->len - 1]), <, 16 * 1024);
  vik_game_get_history (vik_net_client_get_view (watcher->client), &history_length);
  g_assert_cmpuint (history_length, ==, 0);   /* still none: not a one-action tail */
  test_client_free (watcher);
  test_client_free (player);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "--wake-bench") == 0)
    return wake_bench (argc >= 3 ? g_ascii_strtoll (argv[2], NULL, 10) : 100000);
  if (argc >= 2 && strcmp (argv[1], "--store-bench") == 0)
    return store_bench (argc >= 3 ? atoi (argv[2]) : 100000, argc >= 4 ? argv[3] : NULL);
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_data_func ("/net/sleep/snapshot/viktory2", "viktory2", test_snapshot);
  g_test_add_data_func ("/net/sleep/snapshot/victory", "victory", test_snapshot);
  g_test_add_func ("/net/sleep/under-load", test_under_load);
  g_test_add_func ("/net/sleep/descriptors", test_descriptors);
  g_test_add_func ("/net/sleep/long-game-joined", test_long_game_joined);
  return g_test_run ();
}
