/* test-victory-computers.c: one person against a computer in the *Victory*
 * window, under a display, with real input where xdotool can send it.
 *
 * New Game → Victory; Player 2's "who plays" drop-down is set to Computer
 * (Normal) with a real click and real keys; the person deploys; then the
 * computer deploys and plays on by itself: no hand-off screen ever shows
 * (one person at the table), the board is drawn for the person the whole
 * time, never for the computer, and the side panel lists none of the
 * computer's choices while it thinks.  The Seats menu's action then hands the
 * person's side to a computer and back.  Two people and two computers: the
 * shared hand-off screen (vik-handoff.h) shows by itself when the decision
 * passes from one person to the other, never for a computer. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gui-test-util.h"
#include "vic-action-words.h"
#include "vic-policy.h"
#include "vic-stats-window.h"
#include "vic-victory-painter.h"
#include "vic-window.h"
#include "vik-handoff.h"
#include "vik-new-game-dialog.h"
#include "vik-rng.h"
#include "vik-window.h"

typedef struct {
  VicWindow *window;
  gboolean handoff_seen;
  gboolean computer_viewed;      /* the board was drawn for the computer's side */
  gboolean computer_rows_shown;  /* the panel listed choices or a guide while the computer decided */
  guint computer_actions;
} Watch;

static const VicGame *
game_of (VicWindow *w)
{
  return vic_game_model_get_game (vic_window_get_model (w));
}

/* After every action: what the window shows now. */
static void
on_applied (VicGameModel *model, gpointer action, gpointer events, guint n, Watch *watch)
{
  const VicGame *game = vic_game_model_get_game (model);
  int decider = vic_game_get_decider (game);

  gui_test_spin ();
  watch->handoff_seen |= vic_window_get_handoff_visible (watch->window);
  if (vic_game_is_over (game))
    return;
  if (vic_victory_painter_get_viewer (vic_window_get_painter (watch->window)) == 1)
    watch->computer_viewed = TRUE;
  if (decider == 1)
    {
      watch->computer_actions++;
      g_autofree char *guide = vic_side_panel_get_guide (vic_window_get_side_panel (watch->window));
      if (g_list_model_get_n_items (vic_side_panel_get_model (vic_window_get_side_panel (watch->window))) > 0
          || guide[0] != '\0')
        watch->computer_rows_shown = TRUE;
    }
}

static gboolean
person_decides (gpointer data)
{
  VicWindow *w = data;
  return vic_game_model_person_decides (vic_window_get_model (w)) || vic_game_is_over (game_of (w));
}

static VicWindow *
start_against_computer (gboolean *real_input)
{
  GtkWindow *dialog = gui_test_open_new_game ();
  GtkWidget *toggle, *seat, *start, *page;
  VicWindow *w;
  const char *const keys[] = { "Down", "Down", "Return", NULL };

  toggle = gui_test_find_named (GTK_WIDGET (dialog), "game-victory");
  if (!gui_test_click_widget (toggle))
    g_signal_emit_by_name (toggle, "clicked");
  gui_test_settle ();
  g_assert_true (gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG) == dialog);
  page = gui_test_new_game_page ("victory");
  g_assert_nonnull (page);
  seat = gui_test_find_named (page, "player-2-seat");
  g_assert_nonnull (seat);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (seat)), ==, 0);   /* a person */
  /* the drop-down opened with a click, Computer (Normal) chosen with keys */
  *real_input = gui_test_click_widget (seat) && gui_test_keys (keys);
  gui_test_settle ();
  if (!*real_input)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (seat), 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (seat)), ==, 2);
  gtk_editable_set_text (GTK_EDITABLE (gui_test_find_named (page, "seed")), "31");
  start = gui_test_find_named (GTK_WIDGET (dialog), "start-game");
  if (!gui_test_click_widget (start))
    g_signal_emit_by_name (start, "clicked");
  gui_test_settle ();
  w = VIC_WINDOW (gui_test_find_toplevel (VIC_TYPE_WINDOW));
  g_assert_nonnull (w);
  g_assert_cmpint (vic_game_model_get_seat (vic_window_get_model (w), 0), ==, -1);
  g_assert_cmpint (vic_game_model_get_seat (vic_window_get_model (w), 1), ==, 1);   /* VIK_AI_NORMAL */
  return w;
}

/* A source at the redraw's priority that is always ready. */
static gboolean
keep_busy (gpointer data)
{
  g_usleep (1000);
  return G_SOURCE_CONTINUE;
}

static gboolean
has_modal_over (gpointer window)
{
  return gui_test_modal_over (window) != NULL;
}

typedef struct {
  VicWindow *window;
  guint length;
} HistoryWatch;

static gboolean
history_grew (gpointer data)
{
  HistoryWatch *hw = data;
  guint n;

  vic_game_get_history (game_of (hw->window), &n);
  return n > hw->length;
}

static void
test_one_person_against_a_computer (void)
{
  gboolean real_input = FALSE;
  VicWindow *w = start_against_computer (&real_input);
  Watch watch = { .window = w };
  VikRng rng;
  int person_actions = 0;

  g_signal_connect (vic_window_get_model (w), "action-applied", G_CALLBACK (on_applied), &watch);
  g_assert_false (vic_window_get_handoff_visible (w));
  vik_rng_seed (&rng, 5, 5);
  /* The person plays with the aggressive policy through the window's
   * action; the computer answers by itself.  Until turn 2 or 600 actions. */
  while (!vic_game_is_over (game_of (w)) && vic_game_get_turn (game_of (w)) < 2 && person_actions < 600)
    {
      GArray *legal;
      g_autofree char *text = NULL;
      guint k;

      if (!gui_test_spin_until (person_decides, w, 120))
        {
          guint n_history;
          vic_game_get_history (game_of (w), &n_history);
          g_error ("the person never got the decision back: turn %d, decider %d, decision %d, %u actions, busy %d",
                   vic_game_get_turn (game_of (w)), vic_game_get_decider (game_of (w)),
                   vic_game_get_decision (game_of (w)), n_history, person_actions);
        }
      if (vic_game_is_over (game_of (w)))
        break;
      g_assert_cmpint (vic_game_get_decider (game_of (w)), ==, 0);
      g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, 0);
      legal = vic_game_model_get_legal_actions (vic_window_get_model (w));
      k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game_of (w), (const VicAction *) legal->data, legal->len, &rng);
      text = vic_action_to_string (game_of (w), &g_array_index (legal, VicAction, k));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
      person_actions++;
      gui_test_spin ();
    }
  g_assert_cmpuint (watch.computer_actions, >, 10);
  g_assert_false (watch.handoff_seen);
  g_assert_false (watch.computer_viewed);
  g_assert_false (watch.computer_rows_shown);
  /* The person alone reads the log: it names his blocks ("Player 1 deploys
   * IN2 in ..."), the computer's as "a block". */
  {
    g_autofree char *log = vic_side_panel_get_log (vic_window_get_side_panel (w));
    g_autofree char *line = NULL;
    VicBlockInfo info;
    for (int i = 0; line == NULL && i < vic_game_n_block_slots (game_of (w)); i++)
      if (vic_game_get_block (game_of (w), i, &info) && info.owner == 0)
        {
          g_autofree char *name = vic_block_name (game_of (w), i);
          g_autofree char *deployed = g_strdup_printf ("Player 1 deploys %s in ", name);
          if (strstr (log, deployed) != NULL)
            line = g_steal_pointer (&deployed);
        }
    g_assert_nonnull (line);
    g_assert_nonnull (strstr (log, "Player 2 deploys a block in "));
  }

  /* The Seats menu's action: a computer takes the person's side, both play
   * on by themselves, the board drawn for nobody; then the person returns.
   * The log that named his blocks goes: whoever watches now may not know them. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.set-seat", "(ii)", 0, 0));
  g_assert_cmpint (vic_game_model_get_seat (vic_window_get_model (w), 0), ==, 0);
  {
    g_autofree char *log = vic_side_panel_get_log (vic_window_get_side_panel (w));
    g_assert_true (g_str_has_prefix (log, "The log starts again here"));
    g_assert_null (strstr (log, "Player 1 deploys"));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gui_test_find_named (GTK_WIDGET (w), "announcer"))), ==, "");
  }
  /* A modal dialog over the window (New Game): the computers wait behind it
   * and go on once it closes. */
  {
    GtkWindow *dialog;
    guint at_open, later, busy;
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
    g_assert_true (gui_test_spin_until (has_modal_over, w, 10));
    dialog = gui_test_modal_over (GTK_WINDOW (w));
    gui_test_run_for (300);     /* a move already made lands */
    vic_game_get_history (game_of (w), &at_open);
    gui_test_run_for (1500);
    vic_game_get_history (game_of (w), &later);
    g_assert_cmpuint (later, ==, at_open);
    /* held elsewhere too: what counts is that it is closed; and while
     * something redraws all the time (a spinner drawn slowly), as in the
     * program: idle work never runs then */
    g_object_ref (dialog);
    busy = g_idle_add_full (GDK_PRIORITY_REDRAW, keep_busy, NULL, NULL);
    gtk_window_destroy (dialog);
    g_assert_true (gui_test_spin_until (history_grew, &(HistoryWatch) { w, at_open }, 30));
    g_source_remove (busy);
    g_object_unref (dialog);
  }
  {
    guint before;
    vic_game_get_history (game_of (w), &before);
    for (gint64 end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC; g_get_monotonic_time () < end;)
      g_main_context_iteration (NULL, FALSE);
    g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, -1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.set-seat", "(ii)", 0, -1));
    g_assert_true (gui_test_spin_until (person_decides, w, 120));
    {
      guint after;
      vic_game_get_history (game_of (w), &after);
      g_assert_cmpuint (after, >, before);
    }
  }
  g_assert_false (vic_window_get_handoff_visible (w));
  if (g_getenv ("DISPLAY") != NULL && g_find_program_in_path ("xdotool") != NULL)
    g_assert_true (real_input);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

static gboolean
game_over_asked (gpointer window)
{
  GtkWindow *dialog = gui_test_modal_over (window);

  return dialog != NULL && ADW_IS_MESSAGE_DIALOG (dialog);
}

/* Two computers play a game of one Game Turn (10.6) at the instant pace: at
 * its end the window says who won and the PP each holds, drops the
 * autosave, and its Statistics answer opens the statistics window. */
static void
test_game_over (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.viktory.Viktory");
  VicWindow *w = vic_window_new (NULL);
  VicGameOptions options;
  const int seats[2] = { 1, 1 };   /* VIK_AI_NORMAL */
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *dialog;
  const VicGame *game;
  g_autofree char *autosave = NULL;
  char *body;

  g_settings_set_enum (settings, "computer-pace", 0);   /* instant */
  vic_game_options_quick_start (&options, 2, 21);
  options.turn_limit = 1;
  gui_test_present (GTK_WINDOW (w));
  vic_window_start_game_seated (w, vic_game_new (&options, &error), seats);
  g_assert_no_error (error);
  g_assert_true (gui_test_spin_until (game_over_asked, w, 240));
  game = game_of (w);
  g_assert_true (vic_game_is_over (game));
  autosave = g_strdup (vik_session_get_autosave_path (VIK_SESSION (vic_window_get_model (w))));
  if (autosave != NULL)
    g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  dialog = ADW_MESSAGE_DIALOG (gui_test_modal_over (GTK_WINDOW (w)));
  {
    guint winners = vic_game_get_winners (game);
    const char *heading = adw_message_dialog_get_heading (dialog);
    if (winners != 0)
      g_assert_nonnull (strstr (heading, vic_game_get_player_name (game, g_bit_nth_lsf (winners, -1))));
    else
      g_assert_cmpstr (heading, ==, "The game is over");
  }
  body = (char *) adw_message_dialog_get_body (dialog);
  for (int p = 0; p < 2; p++)
    {
      g_autofree char *line = g_strdup_printf ("%s: %d PP of Cities (%d to win)", vic_game_get_player_name (game, p),
                                               vic_game_controlled_pp (game, p), vic_game_win_pp (game, p));
      g_assert_nonnull (strstr (body, line));
    }
  g_assert_true (adw_message_dialog_has_response (dialog, "replay"));
  adw_message_dialog_response (dialog, "statistics");
  g_assert_true (gui_test_spin_until (gui_test_mapped_toplevel, GSIZE_TO_POINTER (VIC_TYPE_STATS_WINDOW), 10));
  gtk_window_destroy (gui_test_find_toplevel (VIC_TYPE_STATS_WINDOW));
  g_settings_reset (settings, "computer-pace");
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* ---------------------------------------------------------------- hand-off */

static gboolean
is_handoff (GtkWidget *widget, gconstpointer data)
{
  return VIK_IS_HANDOFF (widget);
}

static gboolean
is_status_page (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_STATUS_PAGE (widget);
}

static gboolean
handoff_gone (gpointer window)
{
  return !vic_window_get_handoff_visible (window);
}

typedef struct {
  VicWindow *window;
  guint computer_screens;   /* the screen showed while a computer decided */
  guint computer_actions;
} HandoffWatch;

/* (connected after the window's own handlers and the screen's: all have followed) */
static void
on_applied_handoff (VicGameModel *model, gpointer action, gpointer events, guint n, HandoffWatch *watch)
{
  const VicGame *game = vic_game_model_get_game (model);

  if (vic_game_is_over (game) || vic_game_model_person_decides (model))
    return;
  watch->computer_actions++;
  watch->computer_screens += vic_window_get_handoff_visible (watch->window);
}

/* Two people (Players 1 and 3) and two computers (2 and 4) on Quick Start's
 * four maps, the first person at the table: the screen shows by itself
 * exactly when the decision passes to the other person (across the
 * computers' turns too), naming him and his decision, and never while a
 * computer decides; Ready (a real click where xdotool can) takes it away
 * and the board is his. */
static void
test_handoff_between_people_only (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.viktory.Viktory");
  VicWindow *w = vic_window_new (NULL);
  VicGameModel *model = vic_window_get_model (w);
  const int seats[4] = { -1, 0, -1, 0 };   /* a person, VIK_AI_EASY */
  HandoffWatch watch = { .window = w };
  g_autoptr (GError) error = NULL;
  VikHandoff *handoff;
  VikRng rng;
  int last_person = 0, screens = 0, passes_to_computer = 0, clicks = 0;

  g_settings_set_enum (settings, "computer-pace", 0);   /* instant */
  gui_test_present (GTK_WINDOW (w));
  handoff = VIK_HANDOFF (gui_test_find_widget (GTK_WIDGET (w), is_handoff, NULL));
  g_assert_nonnull (handoff);
  g_signal_connect_after (model, "action-applied", G_CALLBACK (on_applied_handoff), &watch);
  g_assert_true (vic_window_start_preset (w, "quick-start", 4, NULL, seats, NULL, 8, &error));
  g_assert_no_error (error);
  g_assert_false (vic_window_get_handoff_visible (w));
  vik_rng_seed (&rng, 8, 4);
  for (int i = 0; i < 2000 && screens < 2 && !vic_game_is_over (game_of (w)); i++)
    {
      GArray *legal;
      g_autofree char *text = NULL;
      int decider;
      guint k;

      g_assert_true (gui_test_spin_until (person_decides, w, 120));
      if (vic_game_is_over (game_of (w)))
        break;
      decider = vic_game_get_decider (game_of (w));
      g_assert_true (decider == 0 || decider == 2);
      /* a screen exactly when another person decides than the last one */
      g_assert_cmpint (vic_window_get_handoff_visible (w), ==, decider != last_person);
      if (vic_window_get_handoff_visible (w))
        {
          AdwStatusPage *page = ADW_STATUS_PAGE (gui_test_find_widget (GTK_WIDGET (handoff), is_status_page, NULL));
          const char *name = vic_game_get_player_name (game_of (w), decider);
          GtkWidget *ready = vik_handoff_get_ready_button (handoff);

          g_assert_nonnull (strstr (adw_status_page_get_title (page), name));
          g_assert_nonnull (strstr (adw_status_page_get_title (page), "click when ready"));
          g_assert_cmpstr (adw_status_page_get_description (page), ==,
                           vic_decision_heading (vic_game_get_decision (game_of (w))));
          g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, -1);
          screens++;
          gui_test_settle ();   /* laid out before the click */
          if (gui_test_click_widget (ready))
            clicks++;
          else
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL));
          g_assert_true (gui_test_spin_until (handoff_gone, w, 10));
          g_assert_cmpint (vic_victory_painter_get_viewer (vic_window_get_painter (w)), ==, decider);
        }
      last_person = decider;
      legal = vic_game_model_get_legal_actions (model);
      k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game_of (w), (const VicAction *) legal->data, legal->len, &rng);
      text = vic_action_to_string (game_of (w), &g_array_index (legal, VicAction, k));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
      gui_test_spin ();
      if (!vic_game_is_over (game_of (w)) && !vic_game_model_person_decides (model))
        {
          passes_to_computer++;
          g_assert_false (vic_window_get_handoff_visible (w));
        }
    }
  g_test_message ("%d screens (%d clicked with xdotool), %d passes to a computer, %u computer actions",
                  screens, clicks, passes_to_computer, watch.computer_actions);
  g_assert_cmpint (screens, ==, 2);   /* Player 1 to 3, and 3 to 1 */
  g_assert_cmpint (passes_to_computer, >, 0);
  g_assert_cmpuint (watch.computer_actions, >, 0);
  g_assert_cmpuint (watch.computer_screens, ==, 0);
  if (g_getenv ("DISPLAY") != NULL && g_find_program_in_path ("xdotool") != NULL)
    g_assert_cmpint (clicks, >, 0);
  g_signal_handlers_disconnect_by_data (model, &watch);
  g_settings_reset (settings, "computer-pace");
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

/* Seats set one by one in New Game pass through "one person" (Player 1 a
 * computer, Player 2 still a person): nothing was logged yet, so the log of
 * a game of computers alone does not start with the note that lines naming
 * one player's blocks went. */
static gboolean
history_longer_than_ten (gpointer data)
{
  guint n;

  vic_game_get_history (game_of (VIC_WINDOW (data)), &n);
  return n > 10;
}

static void
test_computers_only_log (void)
{
  GtkWindow *dialog = gui_test_open_new_game ();
  GtkWidget *page, *start;
  VicWindow *w;

  vik_new_game_dialog_set_game (VIK_NEW_GAME_DIALOG (dialog), "victory");
  page = gui_test_new_game_page ("victory");
  g_assert_nonnull (page);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (gui_test_find_named (page, "player-1-seat")), 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (gui_test_find_named (page, "player-2-seat")), 1);
  gtk_editable_set_text (GTK_EDITABLE (gui_test_find_named (page, "seed")), "7");
  start = gui_test_find_named (GTK_WIDGET (dialog), "start-game");
  g_signal_emit_by_name (start, "clicked");
  gui_test_settle ();
  w = VIC_WINDOW (gui_test_find_toplevel (VIC_TYPE_WINDOW));
  g_assert_nonnull (w);
  g_assert_cmpint (vic_game_model_log_reader (vic_window_get_model (w)), ==, -1);
  g_assert_true (gui_test_spin_until (history_longer_than_ten, w, 60));
  {
    g_autofree char *log = vic_side_panel_get_log (vic_window_get_side_panel (w));
    g_assert_null (strstr (log, "The log starts again"));
    g_assert_nonnull (strstr (log, "Player 1 deploys a block in "));
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

int
main (int argc, char **argv)
{
  g_autofree char *tmpdir = NULL;
  int status;

  if (!gui_test_have_display ())
    return 77;
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();
  tmpdir = gui_test_tree_new ("vic-computers-XXXXXX");
  g_setenv ("VIKTORY_AUTOSAVE_DIR", tmpdir, TRUE);
  g_test_add_func ("/gui/victory/one-person-against-a-computer", test_one_person_against_a_computer);
  g_test_add_func ("/gui/victory/10.6/game-over-says-who-won", test_game_over);
  g_test_add_func ("/gui/victory/handoff-between-people-only", test_handoff_between_people_only);
  g_test_add_func ("/gui/victory/computers-only-log", test_computers_only_log);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  return status;
}
