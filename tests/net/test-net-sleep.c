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
 *                             from its snapshot, and a hello's welcome from a
 *                             server where it sleeps. */
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

int
main (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "--wake-bench") == 0)
    return wake_bench (argc >= 3 ? g_ascii_strtoll (argv[2], NULL, 10) : 100000);
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_data_func ("/net/sleep/snapshot/viktory2", "viktory2", test_snapshot);
  g_test_add_data_func ("/net/sleep/snapshot/victory", "victory", test_snapshot);
  return g_test_run ();
}
