/* test-replay-play.c: a replay playing on by itself (vik-replay-play.h),
 * without a display: a fake window of n positions stepped by the shared
 * timeout, as Victory's window (playing stops at the tick after the last
 * position) and as VIKTORY II's (its step stops playing at the last
 * position at once); playing cannot begin at the end; stopping and
 * disposing leave no timeout behind. */
#include "config.h"

#include "vik-replay-play.h"

typedef struct {
  VikReplayPlay play;
  guint position, n;
  gboolean stop_at_end;        /* VIKTORY II's: its step stops playing at the last position */
  guint steps;                 /* step hooks called */
  guint changes;               /* changed hooks called */
  gboolean told[8];            /* playing as each change told it */
  GMainLoop *loop;
} FakeWindow;

static gboolean
can_go_on (gpointer data)
{
  FakeWindow *w = data;

  return w->position < w->n;
}

static void
step (gpointer data)
{
  FakeWindow *w = data;

  w->position++;
  w->steps++;
  if (w->stop_at_end && w->position == w->n)
    vik_replay_play_set (&w->play, FALSE);
}

static void
changed (gpointer data)
{
  FakeWindow *w = data;

  if (w->changes < G_N_ELEMENTS (w->told))
    w->told[w->changes] = vik_replay_play_get (&w->play);
  w->changes++;
  if (!vik_replay_play_get (&w->play) && w->loop != NULL)
    g_main_loop_quit (w->loop);
}

static const VikReplayPlayHooks hooks = { can_go_on, step, changed };

static gboolean
time_out (gpointer data)
{
  g_assert_not_reached ();
  return G_SOURCE_REMOVE;
}

/* Plays from position 0 of n until playing stops. */
static void
play_through (FakeWindow *w)
{
  guint guard = g_timeout_add_seconds (20, time_out, NULL);

  w->loop = g_main_loop_new (NULL, FALSE);
  vik_replay_play_set (&w->play, TRUE);
  g_assert_true (vik_replay_play_get (&w->play));
  g_assert_cmpuint (w->changes, ==, 1);
  g_assert_true (w->told[0]);
  g_main_loop_run (w->loop);
  g_clear_pointer (&w->loop, g_main_loop_unref);
  g_source_remove (guard);
}

static void
test_plays_to_the_end (gconstpointer data)
{
  FakeWindow w = { .n = 5, .stop_at_end = GPOINTER_TO_INT (data) };

  vik_replay_play_init (&w.play, &hooks, &w, 2);
  play_through (&w);
  g_assert_cmpuint (w.position, ==, 5);
  g_assert_cmpuint (w.steps, ==, 5);
  g_assert_false (vik_replay_play_get (&w.play));
  g_assert_cmpuint (w.changes, ==, 2);
  g_assert_false (w.told[1]);
  g_assert_cmpuint (w.play.source, ==, 0);
  /* nothing steps any more */
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (10000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (w.steps, ==, 5);
}

static void
test_not_at_the_end (void)
{
  FakeWindow w = { .position = 3, .n = 3 };

  vik_replay_play_init (&w.play, &hooks, &w, 2);
  vik_replay_play_set (&w.play, TRUE);
  g_assert_false (vik_replay_play_get (&w.play));
  g_assert_cmpuint (w.play.source, ==, 0);
  g_assert_cmpuint (w.changes, ==, 0);
  vik_replay_play_set (&w.play, FALSE);
  g_assert_cmpuint (w.changes, ==, 0);
}

static void
test_stop_and_dispose (void)
{
  FakeWindow w = { .n = 1000 };

  vik_replay_play_init (&w.play, &hooks, &w, 1);
  vik_replay_play_set (&w.play, TRUE);
  vik_replay_play_set (&w.play, TRUE);        /* once is enough: one timeout, one change */
  g_assert_cmpuint (w.changes, ==, 1);
  g_usleep (5000);
  while (w.steps < 2)
    g_main_context_iteration (NULL, TRUE);
  vik_replay_play_set (&w.play, FALSE);
  g_assert_cmpuint (w.changes, ==, 2);
  g_assert_false (w.told[1]);
  g_assert_cmpuint (w.play.source, ==, 0);
  w.steps = 0;
  vik_replay_play_set (&w.play, TRUE);
  g_assert_cmpuint (w.play.source, !=, 0);
  vik_replay_play_dispose (&w.play);
  g_assert_cmpuint (w.play.source, ==, 0);
  g_assert_cmpuint (w.changes, ==, 3);         /* disposing tells nobody */
  g_usleep (5000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (w.steps, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/replay-play/to-the-end/tick-after", GINT_TO_POINTER (FALSE), test_plays_to_the_end);
  g_test_add_data_func ("/replay-play/to-the-end/step-stops", GINT_TO_POINTER (TRUE), test_plays_to_the_end);
  g_test_add_func ("/replay-play/not-at-the-end", test_not_at_the_end);
  g_test_add_func ("/replay-play/stop-and-dispose", test_stop_and_dispose);
  return g_test_run ();
}
