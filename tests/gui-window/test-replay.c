/* test-replay.c: replays and statistics in the game window under a display
 * (issue 13, section 6).
 *
 * A game is played in the game window, what its Log and Battle tabs showed
 * after every action is kept, and the game is saved; its replay, opened from
 * the menu's action, is then stepped with real keys (xdotool, where it is
 * installed; the same actions otherwise), with the scale and by jumps: at
 * every position the board is the game after that many actions and the Log
 * and Battle tabs read exactly as they did.  The replay is read-only; a
 * damaged save is refused with a dialog that says why; a scenario's game is
 * replayed from its save; Statistics opens at the game's end. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vik-policy.h"
#include "vik-replay-bar.h"
#include "vik-replay-window.h"
#include "vik-save.h"
#include "vik-scenario.h"
#include "vik-stats-view.h"
#include "vik-stats-window.h"
#include "vik-window-private.h"
#include "vic-game-model.h"
#include "vic-replay-window.h"

#include "gui-test-util.h"

static char *tmpdir;

static VikWindow *
window_new (void)
{
  VikWindow *w = vik_window_new (NULL);

  gui_test_present (GTK_WINDOW (w));
  gui_test_settle ();
  return w;
}

/* Closes every window left (replays, statistics, dialogs) and the game window. */
static void
close_all (VikWindow *w)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (tops); i-- > 0;)
    {
      g_autoptr (GObject) top = g_list_model_get_item (tops, i);
      if (top != G_OBJECT (w))
        gtk_window_destroy (GTK_WINDOW (top));
    }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static const VikGame *
game_of (VikWindow *w)
{
  return vik_game_model_get_game (vik_window_get_model (w));
}

/* The newest toplevel of `type`, NULL for none. */
static GtkWindow *
find_window (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (top, type) && gtk_widget_get_visible (GTK_WIDGET (top)))
        found = GTK_WINDOW (top);
    }
  return found;
}

/* Real key presses through the X server (xdotool's XTest), as a player types:
 * FALSE when that cannot be done here (no X11, no xdotool). */
static gboolean
press_keys (GtkWindow *window, const char *keys)
{
  return gui_test_window_keys (window, keys);
}

/* A real click (xdotool's XTest) on the centre of a widget: FALSE when that
 * cannot be done here.  The pointer rests on it first, long enough for its
 * tooltip to show, as a player's would. */
static gboolean
real_click_widget (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t p;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0f,
                                                                 gtk_widget_get_height (widget) / 2.0f), &p));
  return gui_test_pointer_at (native, p.x, p.y, "sleep 1.2 click 1");
}

/* ---------------------------------------------------------------- a game played */

typedef struct {
  GPtrArray *logs;      /* of char *: the Log tab after k actions */
  GPtrArray *battles;   /* of char *: the Battle tab after k actions */
} Shown;

static void
shown_free (Shown *s)
{
  g_ptr_array_unref (s->logs);
  g_ptr_array_unref (s->battles);
}

static void
record (VikWindow *w, Shown *s)
{
  g_ptr_array_add (s->logs, vik_game_log_get_text (w->game_log));
  g_ptr_array_add (s->battles, g_strdup (vik_window_get_battle_report (w)));
}

/* A game of n players started in the window and played through the model by
 * the aggressive policy, `max` actions or to its end; what the tabs showed is
 * kept in `shown` (may be NULL). */
static void
play (VikWindow *w, int n_players, guint64 seed, guint max, Shown *shown)
{
  VikGameOptions options = { 0 };
  static const char *names[] = { "Ann", "Bob", "Cy", "Di" };
  g_autoptr (GError) error = NULL;
  VikRng rng;

  options.n_players = n_players;
  options.seed = seed;
  options.first_player = VIK_FIRST_PLAYER_DRAWN;
  for (int p = 0; p < n_players; p++)
    options.names[p] = names[p];
  g_assert_true (vik_window_start_game (w, &options, NULL, &error));
  gui_test_spin ();
  if (shown != NULL)
    {
      shown->logs = g_ptr_array_new_with_free_func (g_free);
      shown->battles = g_ptr_array_new_with_free_func (g_free);
      record (w, shown);
    }
  vik_rng_seed (&rng, seed, 11);
  for (guint i = 0; i < max && !vik_game_is_over (game_of (w)); i++)
    {
      GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      VikAction a = g_array_index (legal, VikAction,
                                   vik_policy_choose (VIK_POLICY_AGGRESSIVE, game_of (w),
                                                      (const VikAction *) legal->data, legal->len, &rng));
      g_assert_true (vik_game_model_apply (vik_window_get_model (w), &a, &error));
      if (shown != NULL)
        record (w, shown);
      if (vik_window_get_handoff_visible (w))
        gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
    }
  gui_test_spin ();
}

/* The game after its first k actions, replayed afresh. */
static VikGame *
fresh_position (const VikGame *game, guint k)
{
  VikRuleset rules = *vik_game_get_rules (game);
  VikGameOptions options = { 0 };
  guint n;
  const VikAction *history = vik_game_get_history (game, &n);
  VikGame *fresh;

  options.n_players = vik_game_get_n_players (game);
  options.seed = vik_game_get_seed (game);
  options.victory = vik_game_get_victory (game);
  options.rules = &rules;
  options.first_player = VIK_FIRST_PLAYER_DRAWN;
  for (int p = 0; p < options.n_players; p++)
    options.names[p] = vik_game_get_player_name (game, p);
  fresh = vik_game_new (&options, NULL);
  for (guint i = 0; i < k; i++)
    g_assert_true (vik_game_apply (fresh, &history[i], NULL));
  return fresh;
}

/* The window's control bar: the one both games' replay windows use. */
static gboolean
is_replay_bar (GtkWidget *widget, gconstpointer data)
{
  return VIK_IS_REPLAY_BAR (widget);
}

static VikReplayBar *
bar_of (VikReplayWindow *rw)
{
  GtkWidget *bar = gui_test_find_widget (GTK_WIDGET (rw), is_replay_bar, NULL);

  g_assert_nonnull (bar);
  return VIK_REPLAY_BAR (bar);
}

/* The replay window shows position k as it was: the board is the game after
 * k actions, the Log and Battle tabs read as they did then. */
static void
assert_shows (VikReplayWindow *rw, const VikGame *game, const Shown *shown, guint k)
{
  g_autoptr (VikGame) fresh = fresh_position (game, k);
  g_autofree char *log = vik_game_log_get_text (vik_replay_window_get_log (rw));

  g_assert_cmpuint (vik_replay_window_get_position (rw), ==, k);
  g_assert_cmpuint (vik_replay_bar_get_position (bar_of (rw)), ==, k);
  g_assert_true (vik_game_equal (vik_replay_window_get_shown (rw), fresh));
  g_assert_cmpstr (log, ==, g_ptr_array_index (shown->logs, k));
  g_assert_cmpstr (vik_battle_report_get_text (vik_replay_window_get_battle_report (rw)), ==,
                   g_ptr_array_index (shown->battles, k));
}

static char *
save_to_tmp (VikWindow *w, const char *name)
{
  char *path = g_build_filename (tmpdir, name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (vik_window_save_file (w, file, &error));
  g_assert_no_error (error);
  return path;
}

/* Types keys into the replay window (or activates the same actions) and
 * checks where it landed. */
static void
step (VikReplayWindow *rw, const VikGame *game, const Shown *shown, const char *keys,
      const char *action, guint times, guint expected, gboolean *real)
{
  if (*real)
    {
      GString *typed = g_string_new (NULL);
      for (guint i = 0; i < times; i++)
        g_string_append_printf (typed, "%s%s", i ? " " : "", keys);
      *real = press_keys (GTK_WINDOW (rw), typed->str);
      g_string_free (typed, TRUE);
    }
  if (!*real)
    for (guint i = 0; i < times; i++)
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rw), action, NULL));
  gui_test_spin ();
  assert_shows (rw, game, shown, expected);
}

/* ---------------------------------------------------------------- tests */

/* A saved game opened in a replay and stepped by the keys: Right and Left an
 * action, Page Down and Page Up a player's turn, End and Home; the scale and
 * jumps in any order; at each position the board, the Log and the Battle
 * tab are as they were. */
/* Playing on by itself, the replay has gone two actions on from the first. */
static gboolean
played_on (gpointer rw)
{
  return vik_replay_window_get_position (rw) >= 2;
}

static void
test_replay_saved_game (void)
{
  VikWindow *w = window_new ();
  Shown shown;
  g_autofree char *path = NULL;
  VikReplayWindow *rw;
  VikReplay *replay;
  const VikGame *game;
  guint n, next_turn, battle_at = 0;
  gboolean real = TRUE;
  GRand *rand = g_rand_new_with_seed (3);

  play (w, 2, 41, 260, &shown);
  game = game_of (w);
  vik_game_get_history (game, &n);
  g_assert_cmpuint (n, ==, 260);
  path = save_to_tmp (w, "replayed.vik");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay-path", "s", path));
  rw = VIK_REPLAY_WINDOW (find_window (VIK_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (rw);
  g_assert_true (gui_test_spin_until (gui_test_mapped, rw, 10));
  gui_test_settle ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rw)) == GTK_WINDOW (w));
  replay = vik_replay_window_get_replay (rw);
  g_assert_cmpuint (vik_replay_frames_n_actions (replay), ==, n);
  g_assert_true (strstr (gtk_window_get_title (GTK_WINDOW (rw)), "replayed.vik") != NULL);
  assert_shows (rw, game, &shown, 0);

  /* real keys where they can be typed */
  step (rw, game, &shown, "Right", "replay.forward", 5, 5, &real);
  if (real)
    g_test_message ("stepped with real keys (xdotool)");
  g_assert_true (strstr (vik_replay_window_get_action_text (rw), "5.") == vik_replay_window_get_action_text (rw));
  step (rw, game, &shown, "Left", "replay.back", 2, 3, &real);
  next_turn = vik_replay_frames_turn_step (replay, 3, TRUE);
  g_assert_cmpuint (next_turn, >, 3);
  step (rw, game, &shown, "Next", "replay.next-turn", 1, next_turn, &real);
  step (rw, game, &shown, "Next", "replay.next-turn", 1, vik_replay_frames_turn_step (replay, next_turn, TRUE), &real);
  step (rw, game, &shown, "Prior", "replay.previous-turn", 1, next_turn, &real);
  step (rw, game, &shown, "End", "replay.last", 1, n, &real);
  g_assert_false (gtk_widget_get_sensitive (vik_replay_bar_get_play_button (bar_of (rw))));
  step (rw, game, &shown, "Left", "replay.back", 1, n - 1, &real);
  step (rw, game, &shown, "Home", "replay.first", 1, 0, &real);

  /* Space plays the game on by itself, Space again stops it */
  if (real)
    {
      guint at;
      g_assert_true (press_keys (GTK_WINDOW (rw), "space"));
      g_assert_true (gui_test_spin_until (played_on, rw, 10));
      g_assert_true (press_keys (GTK_WINDOW (rw), "space"));
      at = vik_replay_window_get_position (rw);
      g_assert_cmpuint (at, >=, 2);
      assert_shows (rw, game, &shown, at);
      /* stopped: a second later it is still there */
      gui_test_run_for (1000);
      g_assert_cmpuint (vik_replay_window_get_position (rw), ==, at);
      gtk_widget_activate_action (GTK_WIDGET (rw), "replay.first", NULL);
    }

  /* a battle's position, reached from both sides */
  for (guint k = 1; k <= n && battle_at == 0; k++)
    if (strstr (g_ptr_array_index (shown.battles, k), "Round 1") != NULL)
      battle_at = k;
  g_assert_cmpuint (battle_at, >, 0);
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.goto", "u", battle_at + 2);
  assert_shows (rw, game, &shown, battle_at + 2);
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.goto", "u", battle_at);
  assert_shows (rw, game, &shown, battle_at);

  /* the scale, as a drag moves it, and jumps in any order */
  {
    GtkWidget *scale = gui_test_find_named (GTK_WIDGET (bar_of (rw)), "replay-scale");
    GtkAdjustment *adj = gtk_range_get_adjustment (GTK_RANGE (scale));
    g_assert_cmpuint (vik_replay_bar_get_n_actions (bar_of (rw)), ==, n);
    g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, n);
    g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, battle_at);
    gtk_adjustment_set_value (adj, 100);
    assert_shows (rw, game, &shown, 100);
    gtk_adjustment_set_value (adj, 42);
    assert_shows (rw, game, &shown, 42);
    {
      g_autofree char *words = g_strdup_printf ("Action 42 of %u", n);
      g_assert_cmpstr (vik_replay_bar_get_text (bar_of (rw)), ==, words);
    }
    /* a real click a quarter along the scale: the slider jumps there, the window follows */
    if (real && gui_test_click_at (scale, gtk_widget_get_width (scale) * 0.25, gtk_widget_get_height (scale) / 2.0))
      {
        guint at = vik_replay_window_get_position (rw);
        g_assert_cmpuint (at, >, n / 8);
        g_assert_cmpuint (at, <, n * 3 / 8);
        assert_shows (rw, game, &shown, at);
      }
  }
  for (int i = 0; i < 40; i++)
    {
      guint k = g_rand_int_range (rand, 0, n + 1);
      gtk_widget_activate_action (GTK_WIDGET (rw), "replay.goto", "u", k);
      assert_shows (rw, game, &shown, k);
    }
  g_rand_free (rand);
  g_object_set (rw, "position", 17u, NULL);
  assert_shows (rw, game, &shown, 17);
  shown_free (&shown);
  close_all (w);
}

/* Nothing can be played from a replay: it has no game actions, a click on
 * the board does nothing, the game window's game is untouched, and the
 * replay never changes when the game plays on. */
static void
test_read_only (void)
{
  VikWindow *w = window_new ();
  VikReplayWindow *rw;
  g_autoptr (VikGame) before = NULL, shown_before = NULL;
  const VikBoard *board;

  play (w, 2, 8, 120, NULL);
  before = vik_game_copy (game_of (w));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay", NULL));
  rw = VIK_REPLAY_WINDOW (find_window (VIK_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (rw);
  g_assert_true (gui_test_spin_until (gui_test_mapped, rw, 10));
  gui_test_settle ();
  g_assert_cmpuint (vik_replay_frames_n_actions (vik_replay_window_get_replay (rw)), ==, 120);
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.goto", "u", 60u);
  shown_before = vik_game_copy (vik_replay_window_get_shown (rw));

  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (rw), "win.apply-action", "s", "end"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (rw), "win.end-phase", NULL));
  board = vik_game_get_board (shown_before);
  for (int h = 0; h < board->n_hexes; h++)
    vik_board_view_click_hex (vik_replay_window_get_board_view (rw), h, 0);
  gui_test_spin ();
  g_assert_true (vik_game_equal (vik_replay_window_get_shown (rw), shown_before));
  g_assert_cmpuint (vik_replay_window_get_position (rw), ==, 60);
  g_assert_true (vik_game_equal (game_of (w), before));

  /* the game plays on; the replay stays the game it was opened on */
  {
    GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
    g_assert_true (vik_game_model_apply (vik_window_get_model (w), &g_array_index (legal, VikAction, 0), NULL));
  }
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.last", NULL);
  g_assert_cmpuint (vik_replay_window_get_position (rw), ==, 120);
  g_assert_true (vik_game_equal (vik_replay_window_get_shown (rw), before));
  close_all (w);
}

/* The replay's Statistics button, clicked for real after its tooltip showed:
 * the statistics window opens without the button's tooltip over it (none
 * while that window is open), and it comes back once the window closes. */
static void
test_statistics_button_tooltip (void)
{
  VikWindow *w = window_new ();
  VikReplayWindow *rw;
  GtkWidget *button;
  GtkWindow *stats;

  play (w, 2, 8, 60, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay", NULL));
  rw = VIK_REPLAY_WINDOW (find_window (VIK_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (rw);
  g_assert_true (gui_test_spin_until (gui_test_mapped, rw, 10));
  gui_test_settle ();
  button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (rw), VIK_TYPE_REPLAY_WINDOW, "statistics_button"));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_has_tooltip (button));
  if (!real_click_widget (button))
    {
      g_test_skip ("no real input here (X11 and xdotool)");
      close_all (w);
      return;
    }
  stats = find_window (VIK_TYPE_STATS_WINDOW);
  g_assert_nonnull (stats);
  g_assert_false (gtk_widget_get_has_tooltip (button));
  gtk_window_destroy (stats);
  gui_test_settle ();
  g_assert_true (gtk_widget_get_has_tooltip (button));
  close_all (w);
}

/* A damaged save is refused with a dialog saying which action fails, and no
 * replay opens; the game window's own game is untouched. */
static void
test_damaged_save (void)
{
  VikWindow *w = window_new ();
  g_autofree char *path = NULL, *text = NULL, *edited = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_auto (GStrv) parts = NULL;
  g_autofree char *actions = NULL, *joined = NULL;
  g_autoptr (VikGame) before = NULL;
  GtkWindow *dialog;

  play (w, 2, 5, 80, NULL);
  before = vik_game_copy (game_of (w));
  path = save_to_tmp (w, "damaged.vik");
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_KEEP_COMMENTS, NULL));
  actions = g_key_file_get_string (kf, "History", "Actions", NULL);
  parts = g_strsplit (actions, ";", -1);
  g_free (parts[1]);
  parts[1] = g_strdup (parts[0]);
  joined = g_strjoinv (";", parts);
  g_key_file_set_string (kf, "History", "Actions", joined);
  edited = g_key_file_to_data (kf, NULL, NULL);
  g_assert_true (g_file_set_contents (path, edited, -1, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay-path", "s", path));
  gui_test_spin ();
  g_assert_null (find_window (VIK_TYPE_REPLAY_WINDOW));
  dialog = find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_test_message ("%s: %s", adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                  adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "damaged.vik"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "Action 2 of 80"));
  g_assert_true (vik_game_equal (game_of (w), before));
  close_all (w);
}

/* A game begun from a scenario keeps its first position in its save: its
 * replay opens from the file and begins there. */
static void
test_scenario_replay (void)
{
  VikWindow *w = window_new ();
  g_autofree char *scn = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "scenarios", "duel.vikscn", NULL);
  g_autoptr (GError) error = NULL;
  VikScenario *sc = vik_scenario_load (scn, &error);
  g_autoptr (VikGame) start = NULL;
  g_autofree char *path = NULL;
  VikReplayWindow *rw;
  VikRng rng;

  g_assert_no_error (error);
  g_assert_true (vik_game_model_new_from_scenario (vik_window_get_model (w), sc, 12, &error));
  start = vik_game_copy (game_of (w));
  vik_rng_seed (&rng, 12, 1);
  for (int i = 0; i < 60 && !vik_game_is_over (game_of (w)); i++)
    {
      GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      g_assert_true (vik_game_model_apply (vik_window_get_model (w), &g_array_index (legal, VikAction,
                     vik_policy_choose (VIK_POLICY_AGGRESSIVE, game_of (w), (const VikAction *) legal->data,
                                        legal->len, &rng)), NULL));
    }
  path = save_to_tmp (w, "scenario.vik");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay-path", "s", path));
  rw = VIK_REPLAY_WINDOW (find_window (VIK_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (rw);
  g_assert_null (find_window (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (vik_game_equal (vik_replay_window_get_shown (rw), start));
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.last", NULL);
  g_assert_true (vik_game_equal (vik_replay_window_get_shown (rw), game_of (w)));
  vik_scenario_free (sc);
  close_all (w);
}

/* At the game's end the dialog offers Statistics and Replay: the statistics
 * are the whole game's (the last VP the final scores), every page is drawn;
 * the replay holds every action. */
static void
test_game_over (void)
{
  VikWindow *w = window_new ();
  VikStatsWindow *sw;
  const VikGameStats *stats;
  const VikStatsSample *last;
  guint n, draws;
  static const char *const pages[] = { "sites", "battles", "dice" }; /* "vp" shows first */

  play (w, 2, 11, 5000, NULL);
  g_assert_true (vik_game_is_over (game_of (w)));
  vik_game_get_history (game_of (w), &n);
  gui_test_settle ();
  g_assert_true (ADW_IS_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (w))));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (w))), "statistics");
  gui_test_spin ();
  sw = VIK_STATS_WINDOW (find_window (VIK_TYPE_STATS_WINDOW));
  g_assert_nonnull (sw);
  g_assert_true (gui_test_spin_until (gui_test_mapped, sw, 10));
  gui_test_settle ();
  stats = vik_stats_window_get_stats (sw);
  g_assert_true (stats->base.over);
  last = vik_game_stats_get_sample (stats, stats->base.samples->len - 1);
  g_assert_cmpuint (last->position, ==, n);
  for (int p = 0; p < 2; p++)
    g_assert_cmpint (last->vp[p], ==, vik_game_score (game_of (w), p));
  draws = vik_stats_view_get_draws (vik_stats_view_of (GTK_WINDOW (sw)));
  g_assert_cmpuint (draws, >, 0);
  g_assert_true (gui_test_charts_described (GTK_WIDGET (sw)));
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      vik_stats_view_show_page (vik_stats_view_of (GTK_WINDOW (sw)), pages[i]);
      gui_test_settle ();
      g_assert_cmpuint (vik_stats_view_get_draws (vik_stats_view_of (GTK_WINDOW (sw))), >, draws);
      draws = vik_stats_view_get_draws (vik_stats_view_of (GTK_WINDOW (sw)));
    }
  /* the menu's Statistics and Replay work on after the dialog is gone */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay", NULL));
  gui_test_spin ();
  g_assert_nonnull (find_window (VIK_TYPE_REPLAY_WINDOW));
  g_assert_cmpuint (vik_replay_frames_n_actions (vik_replay_window_get_replay (
                      VIK_REPLAY_WINDOW (find_window (VIK_TYPE_REPLAY_WINDOW)))), ==, n);
  close_all (w);
}

/* Replay from the game-over dialog itself. */
static void
test_game_over_replay (void)
{
  VikWindow *w = window_new ();
  VikReplayWindow *rw;
  guint n;

  play (w, 2, 11, 5000, NULL);
  g_assert_true (vik_game_is_over (game_of (w)));
  vik_game_get_history (game_of (w), &n);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (w))));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (w))), "replay");
  gui_test_spin ();
  rw = VIK_REPLAY_WINDOW (find_window (VIK_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (rw);
  g_assert_cmpuint (vik_replay_window_get_position (rw), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.last", NULL);
  g_assert_true (vik_game_equal (vik_replay_window_get_shown (rw), game_of (w)));
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (gtk_widget_get_template_child (
                      GTK_WIDGET (rw), VIK_TYPE_REPLAY_WINDOW, "window_title"))), "wins"));
  /* its Statistics button opens the statistics of the replayed game */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rw), "replay.statistics", NULL));
  gui_test_spin ();
  g_assert_nonnull (find_window (VIK_TYPE_STATS_WINDOW));
  close_all (w);
}

/* A long game's replay in a window: how long the jumps take (the log of
 * every event is written on the way to the end). */
static void
test_long_game_speed (void)
{
  VikGameOptions options = { .n_players = 8, .seed = 3, .first_player = VIK_FIRST_PLAYER_DRAWN };
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  VikReplayWindow *rw;
  VikReplay *replay;
  VikRng rng;
  guint n;
  gint64 t0, t1, t2, t3;

  vik_rng_seed (&rng, 3, 4);
  for (int i = 0; i < 3000 && !vik_game_is_over (game); i++)
    {
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction,
                                     vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data,
                                                        legal->len, &rng)), NULL));
    }
  vik_game_get_history (game, &n);
  replay = vik_replay_new (NULL, game, NULL);
  g_assert_nonnull (replay);
  rw = vik_replay_window_new (NULL, replay, NULL, "long");
  gui_test_present (GTK_WINDOW (rw));
  gui_test_settle ();
  t0 = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.last", NULL);
  gui_test_settle ();
  t1 = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (rw), "replay.goto", "u", n / 2);
  gui_test_settle ();
  t2 = g_get_monotonic_time ();
  for (int i = 0; i < 50; i++)
    gtk_widget_activate_action (GTK_WIDGET (rw), "replay.back", NULL);
  t3 = g_get_monotonic_time ();
  g_test_message ("8 players, %u actions: to the end %.0f ms (with drawing), back to the middle %.0f ms, "
                  "50 steps back %.1f ms each", n, (t1 - t0) / 1000.0, (t2 - t1) / 1000.0,
                  (t3 - t2) / 1000.0 / 50);
  g_assert_true (vik_game_equal (vik_replay_window_get_shown (rw), vik_replay_frames_position (replay, n / 2 - 50)));
  g_assert_cmpfloat ((t1 - t0) / 1000.0, <, 20000);
  gtk_window_destroy (GTK_WINDOW (rw));
  gui_test_spin ();
}

/* Replay a Saved Game… with the other game's save: the game whose file it
 * is replays it (VikGuiGame.replay_file, through vik_gui_games_replay_file,
 * which both windows' choosers call), never a raw "key is missing". */
static void
test_other_games_save (void)
{
  VikWindow *w = window_new ();
  g_autofree char *dir = g_dir_make_tmp ("vik-replay-other-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "quick.vic", NULL);
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  /* saved as Victory's window saves it: with its first position */
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 7, &error));
  g_assert_no_error (error);
  g_assert_true (vic_game_model_save (model, file, &error));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.replay-path", "s", path));
  g_assert_true (gui_test_spin_until (gui_test_mapped_toplevel, GSIZE_TO_POINTER (VIC_TYPE_REPLAY_WINDOW), 10));
  g_assert_null (find_window (VIK_TYPE_REPLAY_WINDOW));
  g_assert_null (gui_test_modal_over (GTK_WINDOW (w)));
  g_unlink (path);
  g_rmdir (dir);
  close_all (w);
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-replay-XXXXXX");
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "autosaves", NULL);
    g_setenv ("VIKTORY_AUTOSAVE_DIR", autosave, TRUE);
  }
  /* GTK's test accessibility backend: the properties a screen reader gets */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();

  g_test_add_func ("/gui/replay/saved-game-by-keys", test_replay_saved_game);
  g_test_add_func ("/gui/replay/read-only", test_read_only);
  g_test_add_func ("/gui/replay/other-games-save", test_other_games_save);
  g_test_add_func ("/gui/replay/statistics-button-tooltip-not-over-its-window", test_statistics_button_tooltip);
  g_test_add_func ("/gui/replay/damaged-save-refused", test_damaged_save);
  g_test_add_func ("/gui/replay/scenario-game", test_scenario_replay);
  g_test_add_func ("/gui/replay/game-over-statistics", test_game_over);
  g_test_add_func ("/gui/replay/game-over-replay", test_game_over_replay);
  g_test_add_func ("/gui/replay/long-game-speed", test_long_game_speed);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  g_free (tmpdir);
  return status;
}
