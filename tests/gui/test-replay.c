/* test-replay.c: the replay model (vik-replay.h), without a display.
 *
 * Whole games played by the aggressive policy are replayed: every position
 * equals a fresh replay of the first k actions, reached in any order;
 * stepping back and forth and by turns is consistent; the events are those
 * the game gave; what the board shows at a position depends only on what the
 * players could see; a damaged save, and a scenario's game without its first
 * position, are refused with a clear error. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "vik-board-render.h"
#include "vik-game-model.h"
#include "vik-game-stats.h"
#include "vik-policy.h"
#include "vik-replay.h"
#include "vik-save.h"
#include "vik-scenario.h"
#include "vik-viktory-painter.h"

typedef struct {
  VikGameOptions options;
  VikGame *game;          /* the game played to its end */
  GArray *events;         /* of VikEvent: every action's, as played */
  GArray *event_start;    /* of guint: n + 1 offsets */
} Played;

/* A game of n players played by the aggressive policy for at most max actions. */
static Played *
play (int n_players, guint64 seed, guint max)
{
  Played *p = g_new0 (Played, 1);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autoptr (GError) error = NULL;
  VikRng rng;
  guint zero = 0;

  p->options.n_players = n_players;
  p->options.seed = seed;
  p->options.first_player = VIK_FIRST_PLAYER_DRAWN;
  p->game = vik_game_new (&p->options, &error);
  g_assert_no_error (error);
  p->events = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  p->event_start = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (p->event_start, zero);
  vik_rng_seed (&rng, seed, 7);
  for (guint i = 0; i < max && !vik_game_is_over (p->game); i++)
    {
      const VikEvent *ev;
      guint n_ev;
      guint k;
      g_array_set_size (legal, 0);
      vik_game_legal_actions (p->game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, p->game, (const VikAction *) legal->data, legal->len, &rng);
      g_assert_true (vik_game_apply (p->game, &g_array_index (legal, VikAction, k), &error));
      ev = vik_game_get_events (p->game, &n_ev);
      g_array_append_vals (p->events, ev, n_ev);
      g_array_append_val (p->event_start, p->events->len);
    }
  return p;
}

static void
played_free (Played *p)
{
  vik_game_free (p->game);
  g_array_unref (p->events);
  g_array_unref (p->event_start);
  g_free (p);
}

static guint
n_actions (const VikGame *game)
{
  guint n;

  vik_game_get_history (game, &n);
  return n;
}

/* Position k of the replay is a fresh replay of the game's first k actions. */
static void
assert_position (VikReplay *r, Played *p, guint k)
{
  g_autoptr (VikGame) fresh = vik_game_new (&p->options, NULL);
  guint n;
  const VikAction *history = vik_game_get_history (p->game, &n);

  g_assert_cmpuint (k, <=, n);
  for (guint i = 0; i < k; i++)
    g_assert_true (vik_game_apply (fresh, &history[i], NULL));
  g_assert_true (vik_game_equal (vik_replay_frames_position (r, k), fresh));
}

/* ---------------------------------------------------------------- positions */

/* Every position equals a fresh replay of the first k actions, walked in
 * order and reached in a random order (keyframes, the cursor); the last is
 * the game itself. */
static void
test_positions (void)
{
  static const struct { int players; guint64 seed; } games[] = { { 2, 11 }, { 3, 5 }, { 4, 2024 } };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      Played *p = play (games[g].players, games[g].seed, 5000);
      g_autoptr (GError) error = NULL;
      VikReplay *r = vik_replay_new (NULL, p->game, &error);
      guint n = n_actions (p->game);
      GRand *rand = g_rand_new_with_seed (games[g].seed);
      g_autoptr (VikGame) fresh = NULL;
      const VikAction *history = vik_game_get_history (p->game, &n);

      g_assert_no_error (error);
      g_assert_nonnull (r);
      g_test_message ("%d players, seed %" G_GUINT64_FORMAT ": %u actions, over: %d", games[g].players,
                      games[g].seed, n, vik_game_is_over (p->game));
      g_assert_cmpuint (n, >, 3 * VIK_REPLAY_KEYFRAME_INTERVAL);
      g_assert_cmpuint (vik_replay_frames_n_actions (r), ==, n);
      g_assert_true (vik_game_equal (vik_replay_frames_position (r, n), p->game));
      g_assert_true (vik_game_equal (vik_replay_frames_final (r), p->game));

      /* a fresh replay, action by action: equal at every k */
      fresh = vik_game_new (&p->options, NULL);
      for (guint k = 0; k <= n; k++)
        {
          g_assert_true (vik_game_equal (vik_replay_frames_position (r, k), fresh));
          if (k < n)
            g_assert_true (vik_game_apply (fresh, &history[k], NULL));
        }
      /* in any order */
      for (int i = 0; i < 200; i++)
        assert_position (r, p, g_rand_int_range (rand, 0, n + 1));
      g_rand_free (rand);
      vik_replay_frames_free (r);
      played_free (p);
    }
}

/* Stepping: one back, one forward, by turns, to either end; each lands on
 * the position a fresh replay gives. */
static void
test_stepping (void)
{
  Played *p = play (3, 77, 700);
  VikReplay *r = vik_replay_new (NULL, p->game, NULL);
  guint n = n_actions (p->game);
  guint k = 0, turns = 0;

  g_assert_nonnull (r);
  /* forward to the end and back to the start, one at a time */
  for (k = 0; k <= n; k++)
    assert_position (r, p, k);
  for (k = n + 1; k-- > 0;)
    assert_position (r, p, k);
  /* back and forth around every keyframe boundary */
  for (k = VIK_REPLAY_KEYFRAME_INTERVAL - 2; k + 2 < n; k += VIK_REPLAY_KEYFRAME_INTERVAL)
    {
      assert_position (r, p, k + 2);
      assert_position (r, p, k + 1);
      assert_position (r, p, k);
      assert_position (r, p, k + 1);
    }
  /* by turns: each step lands right after a turn began, none is skipped */
  for (k = 0; k < n;)
    {
      guint next = vik_replay_frames_turn_step (r, k, TRUE);
      g_assert_cmpuint (next, >, k);
      for (guint j = k + 1; j < next; j++)
        {
          guint n_ev;
          const VikEvent *ev = vik_replay_frames_events (r, j - 1, &n_ev);
          for (guint e = 0; e < n_ev; e++)
            g_assert_cmpint (ev[e].kind, !=, VIK_EVENT_TURN_BEGAN);
        }
      if (next < n)
        {
          guint n_ev;
          const VikEvent *ev = vik_replay_frames_events (r, next - 1, &n_ev);
          gboolean began = FALSE;
          for (guint e = 0; e < n_ev; e++)
            began |= ev[e].kind == VIK_EVENT_TURN_BEGAN;
          g_assert_true (began);
          g_assert_cmpuint (vik_replay_frames_turn_step (r, next, FALSE), ==, k);
          g_assert_cmpuint (vik_replay_frames_turn_step (r, next + 1, FALSE), ==, next);
          turns++;
        }
      assert_position (r, p, next);
      k = next;
    }
  g_assert_cmpuint (turns, >, 6);
  g_assert_cmpuint (vik_replay_frames_turn_step (r, n, TRUE), ==, n);
  g_assert_cmpuint (vik_replay_frames_turn_step (r, 0, FALSE), ==, 0);
  vik_replay_frames_free (r);
  played_free (p);
}

/* The events of each action are those the game gave when it was played;
 * the last battle before k began a battle or bombardment and none since. */
static void
test_events (void)
{
  Played *p = play (2, 9, 4000);
  VikReplay *r = vik_replay_new (NULL, p->game, NULL);
  guint n = n_actions (p->game);
  guint battles = 0;

  g_assert_nonnull (r);
  for (guint i = 0; i < n; i++)
    {
      guint n_ev;
      const VikEvent *ev = vik_replay_frames_events (r, i, &n_ev);
      guint from = g_array_index (p->event_start, guint, i);
      guint to = g_array_index (p->event_start, guint, i + 1);

      g_assert_cmpuint (n_ev, ==, to - from);
      if (n_ev > 0)
        g_assert_cmpmem (ev, n_ev * sizeof (VikEvent), &g_array_index (p->events, VikEvent, from),
                         n_ev * sizeof (VikEvent));
      g_assert_true (vik_action_equal (vik_replay_frames_action (r, i), &vik_game_get_history (p->game, &n)[i]));
    }
  for (guint k = 0; k <= n; k++)
    {
      int b = vik_replay_last_battle (r, k);
      guint from = b < 0 ? 0 : (guint) b + 1;
      for (guint i = from; i < k; i++)
        {
          guint n_ev;
          const VikEvent *ev = vik_replay_frames_events (r, i, &n_ev);
          for (guint e = 0; e < n_ev; e++)
            g_assert_true (ev[e].kind != VIK_EVENT_BATTLE_BEGAN && ev[e].kind != VIK_EVENT_BOMBARDED);
        }
      if (b >= 0)
        {
          guint n_ev;
          const VikEvent *ev = vik_replay_frames_events (r, b, &n_ev);
          gboolean began = FALSE;
          g_assert_cmpint (b, <, (int) k);
          for (guint e = 0; e < n_ev; e++)
            began |= ev[e].kind == VIK_EVENT_BATTLE_BEGAN || ev[e].kind == VIK_EVENT_BOMBARDED;
          g_assert_true (began);
          battles += b + 1 == (int) k;
        }
    }
  g_assert_cmpuint (battles, >, 0);
  vik_replay_frames_free (r);
  played_free (p);
}

/* The marks of an action show where it acted: a Town built, a unit moved in. */
static void
test_marks (void)
{
  Played *p = play (2, 4, 2000);
  VikReplay *r = vik_replay_new (NULL, p->game, NULL);
  guint n = n_actions (p->game);
  guint8 highlight[VIK_MAX_HEXES];
  guint moves = 0, towns = 0;

  for (guint i = 0; i < n; i++)
    {
      const VikAction *a = vik_replay_frames_action (r, i);
      int lit = 0;
      vik_replay_action_marks (r, i, highlight);
      for (int h = 0; h < VIK_MAX_HEXES; h++)
        lit += highlight[h] != VIK_HIGHLIGHT_NONE;
      if (a->kind == VIK_ACTION_TOWN || a->kind == VIK_ACTION_CAPITAL)
        {
          g_assert_cmpint (highlight[a->to], ==, VIK_HIGHLIGHT_BUILD);
          towns++;
        }
      else if (a->kind == VIK_ACTION_MOVE && a->label == 0)
        {
          g_assert_cmpint (highlight[a->to], ==, VIK_HIGHLIGHT_MOVE);
          g_assert_cmpint (highlight[a->from], ==, VIK_HIGHLIGHT_SELECTED);
          moves++;
        }
      else if (a->kind == VIK_ACTION_END)
        g_assert_cmpint (lit, ==, 0);
    }
  g_assert_cmpuint (moves, >, 10);
  g_assert_cmpuint (towns, >, 2);
  vik_replay_frames_free (r);
  played_free (p);
}

/* ---------------------------------------------------------------- what shows */

static cairo_surface_t *
picture (const VikGame *game)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 360, 300);
  cairo_t *cr = cairo_create (s);
  VikBoardStyle style;

  vik_board_style_init (&style, game, 360, 300);
  style.show_labels = TRUE;
  vik_board_render (cr, game, &style);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

/* A replay never shows more than the players saw: the picture of a
 * position and the words of each hex are those of a copy whose hidden part
 * (the pile, the generator) was drawn afresh, and face-down hexes stay face
 * down until the history reveals them. */
static void
test_shows_only_public (void)
{
  Played *p = play (3, 31, 1500);
  VikReplay *r = vik_replay_new (NULL, p->game, NULL);
  guint n = n_actions (p->game);
  guint face_down_seen = 0;

  for (guint k = 0; k <= n; k += 10)
    {
      const VikGame *game = vik_replay_frames_position (r, k);
      g_autoptr (VikGame) other = vik_game_copy_redrawn (game, 1000 + k);
      cairo_surface_t *a = picture (game), *b = picture (other);
      const VikBoard *board = vik_game_get_board (game);

      g_assert_true (vik_game_public_equal (game, other));
      g_assert_cmpmem (cairo_image_surface_get_data (a),
                       cairo_image_surface_get_stride (a) * cairo_image_surface_get_height (a),
                       cairo_image_surface_get_data (b),
                       cairo_image_surface_get_stride (b) * cairo_image_surface_get_height (b));
      for (int h = 0; h < board->n_hexes; h++)
        {
          g_autofree char *ta = vik_hex_accessible_text (game, h, -1, VIK_HIGHLIGHT_NONE, FALSE);
          g_autofree char *tb = vik_hex_accessible_text (other, h, -1, VIK_HIGHLIGHT_NONE, FALSE);
          g_assert_cmpstr (ta, ==, tb);
          face_down_seen += !vik_game_hex_revealed (game, h);
        }
      cairo_surface_destroy (a);
      cairo_surface_destroy (b);
    }
  g_assert_cmpuint (face_down_seen, >, 0);
  vik_replay_frames_free (r);
  played_free (p);
}

/* ---------------------------------------------------------------- refused */

static char *
save_text (const VikGame *game)
{
  gsize length;

  return vik_game_save_to_data (game, &length);
}

/* Replaces the value of `key` in the text's `group`. */
static char *
with_value (const char *text, const char *group, const char *key, const char *value)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();

  g_assert_true (g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_NONE, NULL));
  g_key_file_set_string (kf, group, key, value);
  return g_key_file_to_data (kf, NULL, NULL);
}

/* A damaged save is refused, saying what is wrong: text that is no save (the
 * loader's words), a history edited by hand (the action that cannot be
 * replayed), a history that leads elsewhere than the saved position. */
static void
test_damaged (void)
{
  Played *p = play (2, 13, 300);
  g_autofree char *text = save_text (p->game);
  g_autoptr (GError) error = NULL;
  g_autofree char *actions = NULL;
  VikReplay *r;

  r = vik_replay_new_from_data (text, strlen (text), "good.vik", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vik_replay_frames_n_actions (r), ==, 300);
  vik_replay_frames_free (r);

  r = vik_replay_new_from_data ("[Game]\nPlayers=banana\n", 22, "bad.vik", &error);
  g_assert_null (r);
  g_assert_nonnull (error);
  g_assert_true (strstr (error->message, "bad.vik") != NULL);
  g_test_message ("not a save: %s", error->message);
  g_clear_error (&error);

  /* the second action replaced by one the rules refuse there */
  {
    g_autoptr (GKeyFile) kf = g_key_file_new ();
    g_auto (GStrv) parts = NULL;
    g_autofree char *joined = NULL, *edited = NULL;
    g_assert_true (g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_NONE, NULL));
    actions = g_key_file_get_string (kf, "History", "Actions", NULL);
    parts = g_strsplit (actions, ";", -1);
    g_assert_cmpuint (g_strv_length (parts), >, 3);
    g_free (parts[1]);
    parts[1] = g_strdup (parts[0]);    /* the same Capital twice, say */
    joined = g_strjoinv (";", parts);
    edited = with_value (text, "History", "Actions", joined);
    r = vik_replay_new_from_data (edited, strlen (edited), "edited.vik", &error);
    g_assert_null (r);
    g_assert_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_HISTORY);
    g_assert_true (strstr (error->message, "edited.vik") != NULL);
    g_assert_true (strstr (error->message, "Action 2 of 300") != NULL);
    g_assert_true (strstr (error->message, parts[0]) != NULL);
    g_test_message ("edited history: %s", error->message);
    g_clear_error (&error);
  }

  /* the history cut short: it leads to another position than the saved one */
  {
    g_autofree char *cut = g_strdup (actions);
    g_autofree char *edited = NULL;
    *strrchr (cut, ';') = '\0';
    edited = with_value (text, "History", "Actions", cut);
    r = vik_replay_new_from_data (edited, strlen (edited), "cut.vik", &error);
    g_assert_null (r);
    g_assert_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_MISMATCH);
    g_assert_true (strstr (error->message, "299 actions") != NULL);
    g_test_message ("cut history: %s", error->message);
    g_clear_error (&error);
  }

  /* another seed: the dice would have fallen otherwise */
  {
    g_autofree char *edited = with_value (text, "Game", "Seed", "12345");
    r = vik_replay_new_from_data (edited, strlen (edited), "seed.vik", &error);
    g_assert_null (r);
    g_assert_nonnull (error);
    g_test_message ("other seed: %s", error->message);
    g_clear_error (&error);
  }
  played_free (p);
}

/* A scenario's game does not begin from its seed: refused without its first
 * position, replayed with it. */
static void
test_scenario (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "six-crowns.vikscn", NULL);
  g_autoptr (GError) error = NULL;
  VikScenario *sc = vik_scenario_load (path, &error);
  g_autoptr (VikGame) start = NULL, game = NULL;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autoptr (VikGameStats) stats = NULL;
  const VikStatsSample *first;
  VikReplay *r;
  VikRng rng;

  g_assert_no_error (error);
  start = vik_scenario_new_game (sc, 99, &error);
  g_assert_no_error (error);
  game = vik_game_copy (start);
  vik_rng_seed (&rng, 99, 1);
  for (int i = 0; i < 120 && !vik_game_is_over (game); i++)
    {
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction,
                                     vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data,
                                                        legal->len, &rng)), NULL));
    }
  r = vik_replay_new (NULL, game, &error);
  g_assert_null (r);
  g_assert_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_HISTORY);
  g_assert_true (strstr (error->message, "scenario") != NULL);
  g_test_message ("scenario without its start: %s", error->message);
  g_clear_error (&error);

  r = vik_replay_new (start, game, &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (vik_replay_frames_position (r, 0), start));
  g_assert_true (vik_game_equal (vik_replay_frames_position (r, vik_replay_frames_n_actions (r)), game));
  /* its statistics begin where it was set up (in turn 1, no setup turns) */
  g_assert_cmpint (vik_game_get_turn (start), ==, 1);
  stats = vik_game_stats_new (r);
  first = vik_game_stats_get_sample (stats, 0);
  g_assert_cmpuint (first->position, ==, 0);
  g_assert_cmpint (first->turn, ==, 0);
  for (int p = 0; p < vik_game_get_n_players (start); p++)
    g_assert_cmpint (first->vp[p], ==, vik_game_score (start, p));
  vik_replay_frames_free (r);

  /* a start that is not the game's: another seed; another board and
   * player count (the history's hexes are not even on it) */
  {
    g_autoptr (VikGame) other = vik_scenario_new_game (sc, 100, NULL);
    VikGameOptions options = { .n_players = 2, .seed = 1 };
    g_autoptr (VikGame) small = vik_game_new (&options, NULL);
    r = vik_replay_new (other, game, &error);
    g_assert_null (r);
    g_assert_nonnull (error);
    g_clear_error (&error);
    r = vik_replay_new (small, game, &error);
    g_assert_null (r);
    g_assert_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START);
    g_clear_error (&error);
  }
  vik_scenario_free (sc);
}

/* The game model keeps a scenario game's first position, also through its
 * saves ([Start]): the game loaded again replays from it.  A new game keeps
 * none (its seed rebuilds it); a damaged [Start] costs only the replay. */
static void
test_model_keeps_start (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "duel.vikscn", NULL);
  g_autofree char *dir = g_dir_make_tmp ("viktory-replay-XXXXXX", NULL);
  g_autofree char *save = g_build_filename (dir, "scenario.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (save);
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  g_autoptr (VikGameModel) loaded = vik_game_model_new ();
  g_autoptr (VikGame) start = NULL;
  g_autofree char *text = NULL, *damaged = NULL;
  VikScenario *sc = vik_scenario_load (path, &error);
  VikReplay *r;
  VikRng rng;

  g_assert_no_error (error);
  vik_session_set_autosave_dir (VIK_SESSION (model), dir);
  vik_session_set_autosave_dir (VIK_SESSION (loaded), dir);
  g_assert_true (vik_game_model_new_from_scenario (model, sc, 5, &error));
  g_assert_nonnull (vik_game_model_get_start (model));
  start = vik_game_copy (vik_game_model_get_game (model));
  g_assert_true (vik_game_equal (vik_game_model_get_start (model), start));
  vik_rng_seed (&rng, 5, 2);
  for (int i = 0; i < 80; i++)
    {
      GArray *legal = vik_game_model_get_legal_actions (model);
      const VikGame *game = vik_game_model_get_game (model);
      if (vik_game_is_over (game))
        break;
      g_assert_true (vik_game_model_apply (model, &g_array_index (legal, VikAction,
                     vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data, legal->len,
                                        &rng)), NULL));
    }
  g_assert_true (vik_game_equal (vik_game_model_get_start (model), start));
  g_assert_true (vik_game_model_save (model, file, &error));

  g_assert_true (vik_game_model_load (loaded, file, &error));
  g_assert_no_error (error);
  g_assert_nonnull (vik_game_model_get_start (loaded));
  g_assert_true (vik_game_equal (vik_game_model_get_start (loaded), start));
  r = vik_replay_new (vik_game_model_get_start (loaded), vik_game_model_get_game (loaded), &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (vik_replay_frames_position (r, 0), start));
  vik_replay_frames_free (r);

  /* a damaged [Start]: the game loads, without a first position */
  g_assert_true (g_file_get_contents (save, &text, NULL, NULL));
  damaged = with_value (text, "Start", "Game", "bm90IGEgc2F2ZQ==");
  g_assert_true (g_file_set_contents (save, damaged, -1, NULL));
  g_assert_true (vik_game_model_load (loaded, file, &error));
  g_assert_no_error (error);
  g_assert_null (vik_game_model_get_start (loaded));

  /* a new game: none */
  {
    VikGameOptions options = { .n_players = 2, .seed = 3 };
    g_assert_true (vik_game_model_new_game (model, &options, NULL, &error));
    g_assert_null (vik_game_model_get_start (model));
  }
  g_unlink (save);
  g_rmdir (dir);
  vik_scenario_free (sc);
}

/* Every edition, one optional rule at a time (those its book has): each
 * position of the replay equals a fresh replay of the first k actions, and
 * the statistics' Victory Points are the engine's count at the end of each
 * turn (Luck Averaging's pairs left unrolled are no dice rolled). */
static void
test_editions_and_options (void)
{
  guint games = 0;

  for (int e = 0; e < VIK_N_EDITIONS; e++)
    for (int o = -1; o < VIK_N_OPTIONS; o++)
      {
        VikRuleset rules = *vik_ruleset_edition (e);
        VikGameOptions options = { .n_players = 3, .seed = 40 + e * 10 + o, .rules = &rules,
                                   .first_player = VIK_FIRST_PLAYER_DRAWN };
        g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
        g_autoptr (VikGame) game = NULL, fresh = NULL;
        g_autoptr (GError) error = NULL;
        g_autoptr (VikGameStats) stats = NULL;
        const VikAction *history;
        VikReplay *r;
        VikRng rng;
        guint n, next = 0;
        int turn;

        if (o >= 0 && !vik_edition_has_option (e, o))
          continue;
        if (o >= 0)
          rules.options |= 1u << o;
        if (!vik_edition_check (&rules, VIK_VICTORY_STANDARD, 3, NULL))
          continue;
        game = vik_game_new (&options, &error);
        g_assert_no_error (error);
        vik_rng_seed (&rng, options.seed, 9);
        for (int i = 0; i < 700 && !vik_game_is_over (game); i++)
          {
            g_array_set_size (legal, 0);
            vik_game_legal_actions (game, legal);
            g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction,
                           vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data,
                                              legal->len, &rng)), NULL));
          }
        r = vik_replay_new (NULL, game, &error);
        g_assert_no_error (error);
        stats = vik_game_stats_new (r);
        fresh = vik_game_new (&options, NULL);
        turn = vik_game_get_turn (fresh);
        history = vik_game_get_history (game, &n);
        for (guint k = 0; k <= n; k++)
          {
            g_assert_true (vik_game_equal (vik_replay_frames_position (r, k), fresh));
            if (k == n)
              break;
            g_assert_true (vik_game_apply (fresh, &history[k], NULL));
            if (vik_game_get_turn (fresh) != turn || k + 1 == n)
              {
                const VikStatsSample *smp = vik_game_stats_get_sample (stats, next++);
                for (int p = 0; p < 3; p++)
                  g_assert_cmpint (smp->vp[p], ==, vik_game_score (fresh, p));
                turn = vik_game_get_turn (fresh);
              }
          }
        g_assert_cmpuint (next, ==, stats->base.samples->len - (vik_game_stats_get_sample (stats, 0)->position == 0));
        g_test_message ("edition %d, option %d: %u actions, %u samples", e, o, n, stats->base.samples->len);
        g_assert_cmpuint (n, >, 100);
        vik_replay_frames_free (r);
        games++;
      }
  g_test_message ("%u games of every edition and optional rule replayed", games);
  g_assert_cmpuint (games, >=, VIK_N_EDITIONS + 4);
}

/* Stepping costs little: every position of a long game, back to front. */
static void
test_speed (void)
{
  Played *p = play (4, 8, 3000);
  guint n = n_actions (p->game);
  gint64 t0 = g_get_monotonic_time (), t1, t2;
  VikReplay *r = vik_replay_new (NULL, p->game, NULL);

  t1 = g_get_monotonic_time ();
  for (guint k = n + 1; k-- > 0;)
    g_assert_nonnull (vik_replay_frames_position (r, k));
  t2 = g_get_monotonic_time ();
  g_test_message ("%u actions: made in %.1f ms; every position backwards in %.1f ms (%.3f ms each)", n,
                  (t1 - t0) / 1000.0, (t2 - t1) / 1000.0, (t2 - t1) / 1000.0 / (n + 1));
  g_assert_cmpfloat ((t2 - t1) / 1000.0 / (n + 1), <, 20.0);
  vik_replay_frames_free (r);
  played_free (p);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/replay/positions", test_positions);
  g_test_add_func ("/replay/stepping", test_stepping);
  g_test_add_func ("/replay/events", test_events);
  g_test_add_func ("/replay/marks", test_marks);
  g_test_add_func ("/replay/shows-only-public", test_shows_only_public);
  g_test_add_func ("/replay/damaged", test_damaged);
  g_test_add_func ("/replay/scenario", test_scenario);
  g_test_add_func ("/replay/model-keeps-scenario-start", test_model_keeps_start);
  g_test_add_func ("/replay/editions-and-options", test_editions_and_options);
  g_test_add_func ("/replay/speed", test_speed);
  return g_test_run ();
}
