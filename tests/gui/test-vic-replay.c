/* test-vic-replay.c: a *Victory* game's replay and statistics without a
 * display (src/gui/victory/vic-replay.h, vic-game-stats.h, vic-stats-chart.h).
 *
 * The model keeps the first position, also through a save ([Start]); every
 * position of the replay equals the first k actions applied to it, asked in
 * any order; paging by player turns lands where a turn began; a save without
 * its first position, a damaged history and a foreign first position are
 * refused, saying why.  The statistics: the PP held at each game turn's end
 * equal the engine's count there, the steps lost and the dice equal what
 * the public events told, and nothing told to one player only is counted;
 * the charts draw. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vic-game-model.h"
#include "vic-game-model-start.h"
#include "vic-game-stats.h"
#include "vic-policy.h"
#include "vic-replay.h"
#include "vic-save.h"
#include "vic-stats-chart.h"
#include "vik-rng.h"

static VicGameModel *
played (guint64 seed, guint n_actions)
{
  VicGameModel *model = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  VikRng rng;

  vik_rng_seed (&rng, seed, 9);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, seed, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < n_actions && !vic_game_is_over (vic_game_model_get_game (model)); i++)
    {
      GArray *legal = vic_game_model_get_legal_actions (model);
      guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, vic_game_model_get_game (model),
                                   (const VicAction *) legal->data, legal->len, &rng);
      g_assert_true (vic_game_model_apply (model, &g_array_index (legal, VicAction, k), &error));
    }
  return model;
}

/* The first k actions applied to a copy of start. */
static VicGame *
fresh (const VicGame *start, const VicGame *game, guint k)
{
  guint n;
  const VicAction *history = vic_game_get_history (game, &n);
  VicGame *g = vic_game_copy (start);

  for (guint i = 0; i < k; i++)
    g_assert_true (vic_game_apply (g, &history[i], NULL));
  return g;
}

static void
test_positions (void)
{
  g_autoptr (VicGameModel) model = played (3, 900);
  const VicGame *game = vic_game_model_get_game (model);
  const VicGame *start = vic_game_model_get_start (model);
  g_autoptr (GError) error = NULL;
  g_autoptr (VicReplay) replay = NULL;
  guint n;
  VikRng rng;

  g_assert_nonnull (start);
  vic_game_get_history (start, &n);
  g_assert_cmpuint (n, ==, 0);
  replay = vic_replay_new (start, game, &error);
  g_assert_no_error (error);
  n = vik_replay_frames_n_actions (replay);
  g_assert_cmpuint (n, ==, 900);
  g_assert_true (vik_replay_frames_position (replay, n) == vik_replay_frames_final (replay));
  vik_rng_seed (&rng, 1, 1);
  for (int t = 0; t < 60; t++)
    {
      guint k = t < 3 ? (guint[]) { 0, n, n - 1 }[t] : vik_rng_below (&rng, n + 1);
      g_autoptr (VicGame) expect = fresh (start, game, k);
      g_assert_true (vic_game_equal (vik_replay_frames_position (replay, k), expect));
    }
  /* walking forwards, one action at a time, with the events each caused */
  for (guint k = 0; k + 1 < MIN (n, 200); k++)
    {
      g_autoptr (VicGame) g = vic_game_copy (vik_replay_frames_position (replay, k));
      guint n1, n2;
      const VicEvent *ev1, *ev2;
      g_assert_true (vic_game_apply (g, vik_replay_frames_action (replay, k), NULL));
      ev1 = vic_game_get_events (g, &n1);
      ev2 = vik_replay_frames_events (replay, k, &n2);
      g_assert_cmpuint (n1, ==, n2);
      g_assert_cmpmem (ev1, n1 * sizeof (VicEvent), ev2, n2 * sizeof (VicEvent));
      g_assert_true (vic_game_equal (vik_replay_frames_position (replay, k + 1), g));
    }
  /* paging by player turns */
  {
    guint k = 0, turns = 0;
    while ((k = vik_replay_frames_turn_step (replay, k, TRUE)) < n)
      {
        guint n_events;
        const VicEvent *ev = vik_replay_frames_events (replay, k - 1, &n_events);
        gboolean began = FALSE;
        for (guint e = 0; e < n_events; e++)
          began = began || ev[e].kind == VIC_EVENT_PLAYER_TURN || ev[e].kind == VIC_EVENT_TURN_BEGAN;
        g_assert_true (began);
        g_assert_cmpuint (vik_replay_frames_turn_step (replay, vik_replay_frames_turn_step (replay, k, TRUE), FALSE), ==,
                          vik_replay_frames_turn_step (replay, k, TRUE) == n ? vik_replay_frames_turn_step (replay, n, FALSE) : k);
        turns++;
      }
    g_assert_cmpuint (turns, >, 3);
    g_assert_cmpuint (vik_replay_frames_turn_step (replay, 0, FALSE), ==, 0);
  }
}

/* The first position goes with the save; without it, or with a damaged
 * history or another game's, the replay is refused with the reason. */
static void
test_saves_and_refusals (void)
{
  g_autoptr (VicGameModel) model = played (4, 300);
  g_autoptr (VicGameModel) loaded = vic_game_model_new ();
  g_autofree char *dir = g_dir_make_tmp ("vic-replay-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (vic_game_model_save (model, file, &error));
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_nonnull (strstr (data, "[Start]"));
  g_assert_true (vic_game_model_load (loaded, file, &error));
  g_assert_no_error (error);
  g_assert_nonnull (vic_game_model_get_start (loaded));
  g_assert_true (vic_game_equal (vic_game_model_get_start (loaded), vic_game_model_get_start (model)));
  {
    g_autoptr (VicReplay) replay = vic_replay_new (vic_game_model_get_start (loaded),
                                                   vic_game_model_get_game (loaded), &error);
    g_assert_no_error (error);
    g_assert_cmpuint (vik_replay_frames_n_actions (replay), ==, 300);
  }
  /* without [Start]: no first position, no replay */
  {
    g_autoptr (GKeyFile) kf = g_key_file_new ();
    g_autofree char *without = NULL;
    g_assert_true (g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL));
    g_assert_true (g_key_file_remove_group (kf, "Start", NULL));
    without = g_key_file_to_data (kf, &length, NULL);
    g_assert_true (g_file_set_contents (path, without, length, NULL));
    g_assert_true (vic_game_model_load (loaded, file, &error));
    g_assert_null (vic_game_model_get_start (loaded));
    g_assert_null (vic_replay_new (NULL, vic_game_model_get_game (loaded), &error));
    g_assert_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START);
    g_test_message ("%s", error->message);
    g_clear_error (&error);
  }
  /* a damaged [Start] costs only the replay */
  {
    g_autoptr (GKeyFile) kf = g_key_file_new ();
    g_autofree char *bad = NULL;
    g_assert_true (g_key_file_load_from_data (kf, data, strlen (data), G_KEY_FILE_NONE, NULL));
    g_key_file_set_string (kf, "Start", "Game", "bm90IGEgZ2FtZQ==");
    bad = g_key_file_to_data (kf, &length, NULL);
    g_assert_true (g_file_set_contents (path, bad, length, NULL));
    g_assert_true (vic_game_model_load (loaded, file, &error));
    g_assert_no_error (error);
    g_assert_null (vic_game_model_get_start (loaded));
  }
  /* another game's first position: the history leads elsewhere or is refused */
  {
    g_autoptr (VicGameModel) other = played (5, 0);
    g_assert_null (vic_replay_new (vic_game_model_get_start (other), vic_game_model_get_game (model), &error));
    g_assert_nonnull (error);
    g_assert_true (error->code == VIK_REPLAY_ERROR_HISTORY || error->code == VIK_REPLAY_ERROR_MISMATCH);
    g_test_message ("%s", error->message);
    g_clear_error (&error);
  }
  /* a position with a history is no first position */
  g_assert_null (vic_replay_new (vic_game_model_get_game (model), vic_game_model_get_game (model), &error));
  g_assert_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START);
  g_clear_error (&error);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_stats (void)
{
  g_autoptr (VicGameModel) model = played (6, 4000);
  const VicGame *game = vic_game_model_get_game (model);
  g_autoptr (GError) error = NULL;
  gint64 t0 = g_get_monotonic_time ();
  g_autoptr (VicReplay) replay = vic_replay_new (vic_game_model_get_start (model), game, &error);
  gint64 t1 = g_get_monotonic_time ();
  g_autoptr (VicGameStats) stats = NULL;
  int n_players = vic_game_get_n_players (game);
  int lost[VIC_MAX_PLAYERS] = { 0 };
  guint dice[VIC_MAX_PLAYERS] = { 0 }, all = (1u << n_players) - 1;
  guint n = vik_replay_frames_n_actions (replay), sample = 0;
  int private_hits = 0;

  g_assert_no_error (error);
  stats = vic_game_stats_new (replay);
  g_test_message ("a replay of %u actions made in %.0f ms, its statistics in %.0f ms", vik_replay_frames_n_actions (replay),
                  (t1 - t0) / 1000.0, (g_get_monotonic_time () - t1) / 1000.0);
  g_assert_cmpint (stats->base.n_players, ==, n_players);
  g_assert_cmpuint (stats->base.samples->len, >=, 3);
  /* a sample at the end of every game turn: the last position before the next begins */
  for (guint k = 0; k <= n; k++)
    {
      /* (a position is the replay's until the next is asked for) */
      int turn = vic_game_get_turn (vik_replay_frames_position (replay, k));
      gboolean last_of_turn = k == n || vic_game_get_turn (vik_replay_frames_position (replay, k + 1)) != turn;
      const VicGame *g;
      if (!last_of_turn)
        {
          /* count what the public events told */
          guint n_events;
          const VicEvent *ev = vik_replay_frames_events (replay, k, &n_events);
          for (guint e = 0; e < n_events; e++)
            {
              if ((ev[e].visible & all) != all)
                {
                  private_hits += ev[e].kind == VIC_EVENT_HIT;
                  continue;
                }
              if ((ev[e].kind == VIC_EVENT_HIT && ev[e].value >= 0) || ev[e].kind == VIC_EVENT_ATTRITION)
                lost[ev[e].player]++;
              if (ev[e].kind == VIC_EVENT_FIRED || ev[e].kind == VIC_EVENT_INITIATIVE)
                dice[ev[e].player] += ev[e].n_dice;
            }
          continue;
        }
      {
        const VicStatsSample *s = vic_game_stats_get_sample (stats, sample++);
        g = vik_replay_frames_position (replay, k);
        g_assert_cmpuint (s->position, ==, k);
        g_assert_cmpint (s->turn, ==, vic_game_get_turn (g));
        for (int p = 0; p < n_players; p++)
          {
            g_assert_cmpint (s->pp[p], ==, vic_game_controlled_pp (g, p));
            g_assert_cmpint (s->steps_lost[p], ==, lost[p]);
          }
      }
      if (k < n)
        {
          /* the action after the sample still counts */
          guint n_events;
          const VicEvent *ev = vik_replay_frames_events (replay, k, &n_events);
          for (guint e = 0; e < n_events; e++)
            {
              if ((ev[e].visible & all) != all)
                continue;
              if ((ev[e].kind == VIC_EVENT_HIT && ev[e].value >= 0) || ev[e].kind == VIC_EVENT_ATTRITION)
                lost[ev[e].player]++;
              if (ev[e].kind == VIC_EVENT_FIRED || ev[e].kind == VIC_EVENT_INITIATIVE)
                dice[ev[e].player] += ev[e].n_dice;
            }
        }
    }
  g_assert_cmpuint (sample, ==, stats->base.samples->len);
  {
    /* blocks eliminated: not those their owner disbanded (8.22) */
    int eliminated[VIC_MAX_PLAYERS] = { 0 }, disbanded = 0;
    for (guint k = 0; k < n; k++)
      {
        guint n_events;
        const VicEvent *ev = vik_replay_frames_events (replay, k, &n_events);
        const VicAction *action = vik_replay_frames_action (replay, k);
        for (guint e = 0; e < n_events; e++)
          if (ev[e].kind == VIC_EVENT_ELIMINATED)
            {
              if (action->kind == VIC_ACTION_DISBAND)
                disbanded++;
              else
                eliminated[ev[e].player]++;
            }
      }
    for (int p = 0; p < n_players; p++)
      g_assert_cmpint (stats->eliminated[p], ==, eliminated[p]);
    g_test_message ("%d blocks disbanded, not counted", disbanded);
  }
  for (int p = 0; p < n_players; p++)
    {
      guint faces = 0;
      for (int f = 0; f < 6; f++)
        faces += stats->base.dice[p][f];
      g_assert_cmpuint (faces, ==, stats->base.n_dice[p]);
      g_assert_cmpuint (stats->base.n_dice[p], ==, dice[p]);
      g_assert_cmpint (stats->steps_lost[p], ==, lost[p]);
      g_assert_cmpuint (stats->base.n_dice[p], >, 0);
    }
  g_test_message ("%u samples, steps lost %d / %d, dice %u / %u, %d hits told to one side only",
                  stats->base.samples->len, stats->steps_lost[0], stats->steps_lost[1], stats->base.n_dice[0],
                  stats->base.n_dice[1], private_hits);
  {
    g_autofree char *pp = vic_game_stats_describe_pp (stats);
    g_autofree char *losses = vic_game_stats_describe_losses (stats);
    g_autofree char *d = vik_stats_base_describe_dice (&stats->base, 0);
    g_test_message ("%s\n%s\n%s", pp, losses, d);
    g_assert_nonnull (strstr (pp, stats->base.names[0]));
    g_assert_nonnull (strstr (losses, stats->base.names[1]));
  }
  /* the charts draw */
  for (int field = 0; field <= VIC_STATS_STEPS_LOST + 1; field++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 640, 400);
      cairo_t *cr = cairo_create (surface);
      VikChartKey key;
      VikChartFrame frame;
      int ink = 0;
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      vic_stats_chart_key (stats, (VikChartColor) { 0.1, 0.1, 0.1 }, &key);
      g_assert_cmpint (key.letters[1], ==, 'B');
      if (field <= VIC_STATS_STEPS_LOST)
        {
          vic_stats_chart_lines (cr, 640, 400, stats, field, &key, &frame);
          g_assert_cmpuint (frame.n_samples, ==, stats->base.samples->len);
        }
      else
        vic_stats_chart_dice (cr, 640, 400, stats, &key);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      for (int y = 0; y < 400; y += 4)
        for (int x = 0; x < 640; x += 4)
          ink += (*(guint32 *) (cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface)
                                + x * 4) & 0xffffff) != 0xffffff;
      g_assert_cmpint (ink, >, 100);
      cairo_surface_destroy (surface);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-replay/positions", test_positions);
  g_test_add_func ("/vic-replay/saves-and-refusals", test_saves_and_refusals);
  g_test_add_func ("/vic-replay/statistics", test_stats);
  return g_test_run ();
}
