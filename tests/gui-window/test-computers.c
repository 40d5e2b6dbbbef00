/* test-computers.c: computer players in the game window, under a display.
 *
 * A whole game of one person (driven through the window's actions) against
 * three computers to the game-over dialog without a hand-off screen; while a
 * computer decides nothing of the game responds to people (also real keys,
 * where xdotool can send them); the log and the Battle tab tell the
 * computers' moves; taking over and handing over seats; closing the window,
 * a new game and opening a file during a computer's think; the pace setting;
 * the New Game dialog's seats and a scenario's computer seats. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vik-action-text.h"
#include "vik-ai-viktory.h"
#include "vik-new-game-dialog.h"
#include "vik-player-row.h"
#include "vik-seat-row.h"
#include "vik-window-private.h"

#include "gui-test-util.h"

static char *tmpdir;

/* ---------------------------------------------------------------- helpers */

static VikWindow *
window_new (void)
{
  VikWindow *w = vik_window_new (NULL);

  gui_test_present (GTK_WINDOW (w));
  return w;
}

/* Destroys the window and waits until its computers are gone too (a worker
 * thread holds them until its search ends). */
static void
window_free (VikWindow *w)
{
  VikComputerTurns *turns = vik_window_get_computer_turns (w);

  if (turns != NULL)
    g_object_add_weak_pointer (G_OBJECT (turns), (gpointer *) &turns);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin_until_gone ((gpointer *) &turns, 10);
  g_assert_null (turns);
  gui_test_spin ();
}

static const VikGame *
game_of (VikWindow *w)
{
  return vik_game_model_get_game (vik_window_get_model (w));
}

static void
start (VikWindow *w, int n_players, guint64 seed, const VikSeat *seats)
{
  VikGameOptions options = { 0 };
  g_autoptr (GError) error = NULL;
  static const char *names[] = { "Ann", "Bjorn", "Cnut", "Dagny", "Eirik", "Frida", "Gorm", "Hild" };

  options.n_players = n_players;
  options.seed = seed;
  options.first_player = 0;
  for (int p = 0; p < n_players; p++)
    options.names[p] = names[p];
  g_assert_true (vik_window_start_game_with_seats (w, &options, NULL, seats, &error));
  g_assert_no_error (error);
  gui_test_spin ();
}

static void
set_pace (VikWindow *w, const char *pace)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.computer-pace", "s", pace));
}

static gboolean
sensitive (VikWindow *w, const char *part)
{
  GtkWidget *widget = vik_window_get_part (w, part);

  g_assert_nonnull (widget);
  return gtk_widget_get_sensitive (widget);
}

static gboolean
any_highlight (VikWindow *w)
{
  const VikBoard *board = vik_game_get_board (game_of (w));

  for (int h = 0; h < board->n_hexes; h++)
    if (vik_play_controller_get_highlight (vik_window_get_play_controller (w), h) != VIK_HIGHLIGHT_NONE)
      return TRUE;
  return FALSE;
}

static char *
log_text (VikWindow *w)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (vik_window_get_part (w, "log_view")));
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
}

/* What the players panel's row of a player says of his seat ("" for a person). */
static const char *
seat_label (VikWindow *w, int player)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (vik_window_get_part (w, "players_list")), player);
  GtkWidget *label;

  g_assert_nonnull (row);
  /* the row's template is bound to the player's item: the label says its seat's text */
  g_assert_true (VIK_IS_PLAYER_ROW (row));
  label = gui_test_find_named (GTK_WIDGET (row), "seat-label");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   vik_player_item_get_seat_text (vik_player_row_get_item (VIK_PLAYER_ROW (row))));
  g_assert_nonnull (label);
  return gtk_widget_get_visible (gtk_widget_get_parent (label)) ? gtk_label_get_text (GTK_LABEL (label)) : "";
}

static gboolean
computer_decides (VikWindow *w)
{
  return vik_game_model_get_decider_seat (vik_window_get_model (w)) != VIK_SEAT_HUMAN;
}

static gboolean
person_may_act (VikWindow *w)
{
  const VikGame *game = game_of (w);

  return game != NULL && !vik_game_is_over (game) && !computer_decides (w)
         && !vik_computer_turns_get_busy (vik_window_get_computer_turns (w));
}

/* Runs the main loop until the game is over or a person decides. */
static gboolean
wait_for_person (VikWindow *w, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (g_get_monotonic_time () < end)
    {
      if (vik_game_is_over (game_of (w)) || person_may_act (w))
        return TRUE;
      gui_test_step ();
    }
  return FALSE;
}

/* Applies an action through win.apply-action, as the side panel and the bar do. */
static void
apply_through_window (VikWindow *w, const VikAction *a)
{
  g_autofree char *text = vik_action_to_string (a, vik_game_get_board (game_of (w)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
  gui_test_spin ();
}

/* While a computer decides, nothing of the game is for people: the Actions
 * list is empty, the board lights nothing, the bar says who is thinking, the
 * players panel marks the thinker, End Phase and Undo are off. */
static void
assert_locked_for_people (VikWindow *w)
{
  const VikGame *game = game_of (w);
  int decider = vik_game_get_decider (game);
  g_autofree char *who = g_strdup_printf ("%s (computer, ", vik_game_get_player_name (game, decider));

  g_assert_cmpuint (vik_window_get_n_listed_actions (w), ==, 0);
  g_assert_false (any_highlight (w));
  g_assert_nonnull (strstr (vik_window_get_prompt (w), who));
  g_assert_nonnull (strstr (vik_window_get_prompt (w), "is thinking"));
  g_assert_false (sensitive (w, "end_button"));
  g_assert_false (sensitive (w, "undo_button"));
  g_assert_nonnull (strstr (seat_label (w, decider), "thinking"));
  g_assert_false (vik_window_get_handoff_visible (w));
}

/* Real key presses through the X server (xdotool's XTest), as a player types:
 * FALSE when that cannot be done here (no X11, no xdotool). */
static gboolean
press_keys (GtkWindow *window, const char *keys)
{
  return gui_test_window_keys (window, keys);
}

static AdwMessageDialog *
find_message_dialog (VikWindow *w)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_window_get_transient_for (GTK_WINDOW (top)) == GTK_WINDOW (w)
          && gtk_widget_get_visible (GTK_WIDGET (top)))
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

/* ---------------------------------------------------------------- a whole game */

typedef struct {
  VikWindow *w;
  int decider_before;
  guint handoffs;
  guint computer_moves, person_moves;
  guint computer_battles;     /* computer actions with dice in a battle */
} Watch;

static void
on_handoff_active (GObject *handoff, GParamSpec *pspec, Watch *watch)
{
  gboolean active = FALSE;

  g_object_get (handoff, "active", &active, NULL);
  watch->handoffs += active;
}

/* (connected after the window's own handlers: the panels have followed) */
static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events, Watch *watch)
{
  const VikEvent *ev = events;
  gboolean dice = FALSE, battle = vik_game_battle_hex (vik_game_model_get_game (model)) != VIK_NO_HEX;

  for (guint i = 0; i < n_events; i++)
    {
      dice |= ev[i].kind == VIK_EVENT_DICE_ROLLED;
      battle |= ev[i].kind == VIK_EVENT_BATTLE_BEGAN || ev[i].kind == VIK_EVENT_BATTLE_ENDED;
    }
  if (vik_game_model_get_seat (model, watch->decider_before) != VIK_SEAT_HUMAN)
    {
      watch->computer_moves++;
      if (dice && battle)
        {
          /* its dice are in the Battle tab, as a person's are */
          watch->computer_battles++;
          g_assert_cmpstr (vik_window_get_battle_report (watch->w), !=, "No battle yet.");
          g_assert_cmpstr (vik_window_get_battle_report (watch->w), !=, "");
        }
    }
  else
    watch->person_moves++;
  watch->decider_before = vik_game_get_decider (vik_game_model_get_game (model));
}

/* One person against three computers (Normal), the person's moves made
 * through win.apply-action (chosen by a Normal player of his own), to the
 * game-over dialog: never a hand-off screen; while a computer decides the
 * window is locked for people; the person's Undo never reaches back past a
 * computer's move; the log tells the computers' turns. */
static void
test_one_person_against_three (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HUMAN, VIK_SEAT_NORMAL, VIK_SEAT_NORMAL, VIK_SEAT_NORMAL };
  VikWindow *w = window_new ();
  VikGameModel *model = vik_window_get_model (w);
  g_autoptr (VikAiPlayer) person = vik_ai_new (VIK_AI_NORMAL, 77);
  Watch watch = { w, 0, 0, 0, 0, 0 };
  guint checked_locked = 0, undo_checked = 0, keys_tried = 0;
  gboolean computer_moved_since = FALSE;
  g_autofree char *log = NULL;
  AdwMessageDialog *dialog;
  gint64 started = g_get_monotonic_time ();

  set_pace (w, "instant");
  vik_computer_turns_set_seed (vik_window_get_computer_turns (w), 4);
  g_signal_connect (vik_window_get_part (w, "handoff"), "notify::active", G_CALLBACK (on_handoff_active), &watch);
  g_signal_connect (model, "action-applied", G_CALLBACK (on_action_applied), &watch);
  start (w, 4, 2024, seats);
  watch.decider_before = vik_game_get_decider (game_of (w));
  g_assert_cmpstr (seat_label (w, 0), ==, "");
  g_assert_nonnull (strstr (seat_label (w, 1), "Computer, Normal"));

  while (!vik_game_is_over (game_of (w)))
    {
      g_autoptr (GError) error = NULL;
      VikAction action;

      if (computer_decides (w))
        {
          guint before = watch.computer_moves;
          assert_locked_for_people (w);
          checked_locked++;
          /* Now and then, with the computers held, a person's keys on the
           * board and the game's actions do nothing. */
          if (checked_locked % 400 == 1)
            {
              VikComputerTurns *turns = vik_window_get_computer_turns (w);
              g_autoptr (VikGame) held = NULL;
              GArray *legal = vik_game_model_get_legal_actions (model);
              g_autofree char *text = vik_action_to_string (&g_array_index (legal, VikAction, 0),
                                                            vik_game_get_board (game_of (w)));
              vik_computer_turns_set_paused (turns, TRUE);
              gui_test_spin ();
              held = vik_game_copy (game_of (w));
              gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text);
              gtk_widget_activate_action (GTK_WIDGET (w), "win.end-phase", NULL);
              gtk_widget_activate_action (GTK_WIDGET (w), "win.undo", NULL);
              for (int h = 0; h < vik_game_get_board (held)->n_hexes; h += 7)
                gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i", h);
              gtk_widget_grab_focus (GTK_WIDGET (vik_window_get_board_view (w)));
              keys_tried += press_keys (GTK_WINDOW (w), "Return space Right Return Escape Down Return");
              gui_test_spin ();
              g_assert_true (vik_game_equal (held, game_of (w)));
              assert_locked_for_people (w);
              vik_computer_turns_set_paused (turns, FALSE);
            }
          while (computer_decides (w) && watch.computer_moves == before && !vik_game_is_over (game_of (w)))
            gui_test_step ();
          computer_moved_since = TRUE;
          continue;
        }
      g_assert_true (wait_for_person (w, 30));
      if (vik_game_is_over (game_of (w)))
        break;
      if (computer_moved_since)
        {
          /* the decision came back from the computers: nothing of theirs to undo */
          g_assert_false (vik_game_model_can_undo (model));
          g_assert_false (sensitive (w, "undo_button"));
          undo_checked++;
          computer_moved_since = FALSE;
        }
      g_assert_cmpuint (vik_window_get_n_listed_actions (w), >, 0);
      g_assert_null (strstr (vik_window_get_prompt (w), "is thinking"));
      g_assert_true (vik_ai_choose (person, game_of (w), &action, &error));
      apply_through_window (w, &action);
      g_assert_cmpuint (watch.handoffs, ==, 0);
      g_assert_cmpint (g_get_monotonic_time () - started, <, 300 * G_USEC_PER_SEC);
    }
  gui_test_spin ();
  g_test_message ("game over at turn %d after %u person and %u computer moves (%u computer battles), "
                  "%.1f s; locked checked %u times, undo %u times, real keys tried %u times",
                  vik_game_get_turn (game_of (w)), watch.person_moves, watch.computer_moves,
                  watch.computer_battles, (g_get_monotonic_time () - started) / 1e6, checked_locked,
                  undo_checked, keys_tried);
  g_assert_cmpuint (watch.handoffs, ==, 0);
  g_assert_cmpuint (watch.person_moves, >, 20);
  g_assert_cmpuint (watch.computer_moves, >, watch.person_moves);
  g_assert_cmpuint (watch.computer_battles, >, 0);
  g_assert_cmpuint (undo_checked, >, 3);
  /* the log tells the computers' turns and moves */
  log = log_text (w);
  g_assert_nonnull (strstr (log, "Played by the computer: Bjorn (Normal), Cnut (Normal), Dagny (Normal)"));
  g_assert_nonnull (strstr (log, "Bjorn begins turn 1 (computer, Normal)"));
  /* the game-over dialog */
  dialog = find_message_dialog (w);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "wins!"));
  /* a computer's win says so */
  if (vik_game_get_winner (game_of (w)) > 0)
    g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "(computer, Normal) wins!"));
  else
    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Ann wins!");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_signal_handlers_disconnect_by_data (model, &watch);
  window_free (w);
}

/* ---------------------------------------------------------------- seats changing hands */

static gboolean
busy (VikWindow *w)
{
  return vik_computer_turns_get_busy (vik_window_get_computer_turns (w));
}

/* "I'll play Bjorn" while Bjorn's computer thinks: the person has the
 * decision at once, without a hand-off screen, and cannot undo the
 * computer's moves; "a computer plays Ann": the computer plays on for her.
 * The game is modified, and a save keeps the seats. */
static void
test_take_over_and_hand_over (void)
{
  static const VikSeat seats[] = { VIK_SEAT_NORMAL, VIK_SEAT_HUMAN, VIK_SEAT_NORMAL };
  VikWindow *w = window_new ();
  VikGameModel *model = vik_window_get_model (w);
  g_autofree char *path = g_build_filename (tmpdir, "seats.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *log = NULL;
  g_autoptr (VikGameModel) loaded = vik_game_model_new ();
  guint handoffs = 0;
  gint64 end;
  guint history;

  set_pace (w, "slow");   /* a move every 1.5 s: time to take the seat */
  g_signal_connect_swapped (vik_window_get_part (w, "handoff"), "notify::active",
                            G_CALLBACK (g_atomic_int_inc), &handoffs);
  start (w, 3, 99, seats);
  /* Ann's computer plays first; the menu of her row offers the seat */
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!busy (w) && g_get_monotonic_time () < end)
    gui_test_step ();
  g_assert_true (busy (w));
  assert_locked_for_people (w);
  g_assert_nonnull (gui_test_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (
                                  GTK_LIST_BOX (vik_window_get_part (w, "players_list")), 0)), "seat-menu"));
  vik_game_model_save (model, file, &error); /* saved: the seat change must mark it modified */
  g_assert_no_error (error);
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (model)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.set-seat", "(ii)", 0, VIK_SEAT_HUMAN));
  gui_test_spin ();
  g_assert_cmpint (vik_game_model_get_seat (model, 0), ==, VIK_SEAT_HUMAN);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  g_assert_false (computer_decides (w));
  history = 0;
  vik_game_get_history (game_of (w), &history);
  /* whatever the computer was working out is not applied */
  for (int i = 0; i < 300; i++)
    gui_test_step ();
  {
    guint now = 0;
    vik_game_get_history (game_of (w), &now);
    g_assert_cmpuint (now, ==, history);
  }
  g_assert_false (busy (w));
  g_assert_false (vik_game_model_can_undo (model));
  g_assert_cmpuint (vik_window_get_n_listed_actions (w), >, 0);
  g_assert_nonnull (strstr (vik_window_get_prompt (w), "Ann"));
  g_assert_null (strstr (vik_window_get_prompt (w), "thinking"));
  g_assert_cmpstr (seat_label (w, 0), ==, "");
  g_assert_cmpuint (handoffs, ==, 0);

  /* Ann plays a move, then leaves the table: the computer plays on for her */
  {
    GArray *legal = vik_game_model_get_legal_actions (model);
    apply_through_window (w, &g_array_index (legal, VikAction, 0));
  }
  set_pace (w, "instant");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.set-seat", "(ii)", 0, VIK_SEAT_HARD));
  vik_computer_turns_set_hard_budget (vik_window_get_computer_turns (w), 0.1);
  gui_test_spin ();
  g_assert_cmpint (vik_game_model_get_seat (model, 0), ==, VIK_SEAT_HARD);
  g_assert_nonnull (strstr (seat_label (w, 0), "Computer, Hard"));
  g_assert_true (wait_for_person (w, 120));
  /* Bjorn, the one person, has the decision: no screen for him */
  g_assert_cmpint (vik_game_get_decider (game_of (w)), ==, 1);
  g_assert_cmpuint (handoffs, ==, 0);
  g_assert_false (vik_game_model_can_undo (model));

  /* the log tells who plays */
  log = log_text (w);
  g_assert_nonnull (strstr (log, "A person now plays Ann"));
  g_assert_nonnull (strstr (log, "Ann leaves the table: a computer (Hard) plays on"));

  /* a save keeps the seats */
  g_assert_true (vik_window_save_file (w, file, &error));
  g_assert_true (vik_game_model_load (loaded, file, &error));
  g_assert_cmpint (vik_game_model_get_seat (loaded, 0), ==, VIK_SEAT_HARD);
  g_assert_cmpint (vik_game_model_get_seat (loaded, 1), ==, VIK_SEAT_HUMAN);
  g_assert_cmpint (vik_game_model_get_seat (loaded, 2), ==, VIK_SEAT_NORMAL);
  g_unlink (path);
  window_free (w);
}

/* Two people and a computer: the hand-off screen shows when the decision
 * passes from one person to the other (also across the computer's turn),
 * never for the computer. */
static void
test_handoff_between_people_only (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HUMAN, VIK_SEAT_NORMAL, VIK_SEAT_HUMAN };
  VikWindow *w = window_new ();
  int last_person = 0, screens = 0;

  set_pace (w, "instant");
  start (w, 3, 5, seats);
  for (int i = 0; i < 600 && screens < 4 && !vik_game_is_over (game_of (w)); i++)
    {
      int decider;
      GArray *legal;

      g_assert_true (wait_for_person (w, 60));
      decider = vik_game_get_decider (game_of (w));
      /* a screen exactly when another person than the last one decides */
      g_assert_cmpint (vik_window_get_handoff_visible (w), ==, decider != last_person);
      if (vik_window_get_handoff_visible (w))
        {
          screens++;
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL));
          gui_test_spin ();
        }
      last_person = decider;
      legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      apply_through_window (w, &g_array_index (legal, VikAction, legal->len - 1));
      if (computer_decides (w))
        g_assert_false (vik_window_get_handoff_visible (w));
    }
  g_assert_cmpint (screens, >=, 2);
  window_free (w);
}

/* ---------------------------------------------------------------- stopping */

static gboolean
wait_busy (VikWindow *w, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (!busy (w) && g_get_monotonic_time () < end)
    gui_test_step ();
  return busy (w);
}

/* Closing the window while a computer thinks (a long Hard search) stops it at
 * once: no warning (they are fatal here), no crash, nothing applied after. */
static void
test_close_during_think (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HARD, VIK_SEAT_HUMAN };
  VikWindow *w = window_new ();
  VikGameModel *model = g_object_ref (vik_window_get_model (w));
  VikComputerTurns *turns = vik_window_get_computer_turns (w);
  gint64 closed;
  guint history = 0, at_close = 0;

  start (w, 2, 8, seats);
  vik_computer_turns_set_hard_budget (turns, 60);
  g_assert_true (wait_busy (w, 10));
  vik_game_get_history (vik_game_model_get_game (model), &at_close);
  g_object_add_weak_pointer (G_OBJECT (turns), (gpointer *) &turns);
  closed = g_get_monotonic_time ();
  gtk_window_close (GTK_WINDOW (w));
  while (turns != NULL && g_get_monotonic_time () - closed < 10 * G_USEC_PER_SEC)
    gui_test_step ();
  g_test_message ("the computers were gone %.0f ms after the window closed",
                  (g_get_monotonic_time () - closed) / 1000.0);
  g_assert_null (turns);
  g_assert_cmpint (g_get_monotonic_time () - closed, <, 5 * G_USEC_PER_SEC);
  for (int i = 0; i < 200; i++)
    gui_test_step ();
  vik_game_get_history (vik_game_model_get_game (model), &history);
  g_assert_cmpuint (history, ==, at_close);
  g_object_unref (model);
}

/* A new game or an opened file while a computer thinks: what it worked out
 * for the old game is never applied to the new one. */
static void
test_new_game_and_open_during_think (void)
{
  static const VikSeat computers_first[] = { VIK_SEAT_HARD, VIK_SEAT_HUMAN };
  static const VikSeat people[] = { VIK_SEAT_HUMAN, VIK_SEAT_HUMAN };
  VikWindow *w = window_new ();
  VikComputerTurns *turns = vik_window_get_computer_turns (w);
  g_autofree char *path = g_build_filename (tmpdir, "people.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  guint history = 1;

  /* a game of two people, saved */
  start (w, 2, 21, people);
  g_assert_true (vik_window_save_file (w, file, &error));

  vik_computer_turns_set_hard_budget (turns, 30);
  start (w, 2, 22, computers_first);
  g_assert_true (wait_busy (w, 10));
  start (w, 2, 23, people);
  for (int i = 0; i < 300; i++)
    gui_test_step ();
  g_assert_false (busy (w));
  vik_game_get_history (game_of (w), &history);
  g_assert_cmpuint (history, ==, 0);

  start (w, 2, 24, computers_first);
  g_assert_true (wait_busy (w, 10));
  g_assert_true (vik_window_open_file (w, file, &error));
  g_assert_no_error (error);
  for (int i = 0; i < 300; i++)
    gui_test_step ();
  g_assert_false (busy (w));
  vik_game_get_history (game_of (w), &history);
  g_assert_cmpuint (history, ==, 0);
  g_assert_cmpuint (vik_game_get_seed (game_of (w)), ==, 21);
  g_unlink (path);
  window_free (w);
}

/* ---------------------------------------------------------------- settings */

static void
reset_settings (GSettings *settings)
{
  g_autoptr (GSettingsSchema) schema = NULL;
  g_auto (GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (int i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

/* The pace (the menu's win.computer-pace) is stored in GSettings and read
 * back by the next window; a change of the setting reaches the computers. */
static void
test_pace_setting (void)
{
  VikWindow *w = window_new ();
  VikWindow *w2;
  g_autoptr (GSettings) settings = g_object_ref (vik_window_get_settings (w));
  g_autoptr (GVariant) state = NULL;

  reset_settings (settings);
  gui_test_spin ();
  g_assert_cmpint (vik_computer_turns_get_pace (vik_window_get_computer_turns (w)), ==, VIK_PACE_NORMAL);
  set_pace (w, "slow");
  g_assert_cmpint (g_settings_get_enum (settings, "computer-pace"), ==, VIK_PACE_SLOW);
  g_assert_cmpint (vik_computer_turns_get_pace (vik_window_get_computer_turns (w)), ==, VIK_PACE_SLOW);
  state = g_action_group_get_action_state (G_ACTION_GROUP (w), "computer-pace");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "slow");
  /* a pace that does not exist changes nothing */
  set_pace (w, "ludicrous");
  g_assert_cmpint (g_settings_get_enum (settings, "computer-pace"), ==, VIK_PACE_SLOW);
  /* the setting changed elsewhere (another window, dconf) */
  g_settings_set_enum (settings, "computer-pace", VIK_PACE_INSTANT);
  g_assert_cmpint (vik_computer_turns_get_pace (vik_window_get_computer_turns (w)), ==, VIK_PACE_INSTANT);
  set_pace (w, "slow");
  window_free (w);

  w2 = window_new ();
  g_assert_cmpint (vik_computer_turns_get_pace (vik_window_get_computer_turns (w2)), ==, VIK_PACE_SLOW);
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (G_ACTION_GROUP (w2), "computer-pace");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "slow");
  reset_settings (settings);
  window_free (w2);
}

/* Hard's thinking time (win.hard-thinking-time) reaches the computers, is
 * stored in GSettings and read back by the next window. */
static void
test_hard_thinking_time_setting (void)
{
  VikWindow *w = window_new ();
  VikWindow *w2;
  g_autoptr (GSettings) settings = g_object_ref (vik_window_get_settings (w));
  g_autoptr (GVariant) state = NULL;

  reset_settings (settings);
  gui_test_spin ();
  g_assert_cmpfloat (vik_computer_turns_get_hard_budget (vik_window_get_computer_turns (w)), ==, 1.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.hard-thinking-time", "s", "five-seconds"));
  g_assert_cmpfloat (vik_computer_turns_get_hard_budget (vik_window_get_computer_turns (w)), ==, 5.0);
  g_assert_cmpstr (g_settings_get_string (settings, "hard-thinking-time"), ==, "five-seconds");
  state = g_action_group_get_action_state (G_ACTION_GROUP (w), "hard-thinking-time");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "five-seconds");
  /* a time that does not exist changes nothing */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.hard-thinking-time", "s", "forever"));
  g_assert_cmpfloat (vik_computer_turns_get_hard_budget (vik_window_get_computer_turns (w)), ==, 5.0);
  /* the setting changed elsewhere */
  g_settings_set_string (settings, "hard-thinking-time", "twenty-seconds");
  g_assert_cmpfloat (vik_computer_turns_get_hard_budget (vik_window_get_computer_turns (w)), ==, 20.0);
  window_free (w);

  w2 = window_new ();
  g_assert_cmpfloat (vik_computer_turns_get_hard_budget (vik_window_get_computer_turns (w2)), ==, 20.0);
  reset_settings (settings);
  g_assert_cmpfloat (vik_computer_turns_get_hard_budget (vik_window_get_computer_turns (w2)), ==, 1.0);
  window_free (w2);
}

static GtkWindow *
open_new_game_dialog (VikWindow *w)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_spin ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (VIK_IS_NEW_GAME_DIALOG (top))
        return GTK_WINDOW (top);
    }
  g_assert_not_reached ();
  return NULL;
}

/* The seat rows of the dialog, in seat order. */
static guint
seat_rows (GtkWidget *widget, AdwComboRow **rows, guint n)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), "seat-row") == 0 && ADW_IS_COMBO_ROW (widget))
    {
      rows[n] = ADW_COMBO_ROW (widget);
      return n + 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n = seat_rows (c, rows, n);
  return n;
}

/* Every seat of the dialog is a person or a computer of a level, each choice
 * saying how it plays; the first game seats one person against computers;
 * what was chosen is stored and offered again. */
static void
test_new_game_dialog_seats (void)
{
  VikWindow *w = window_new ();
  g_autoptr (GSettings) settings = g_object_ref (vik_window_get_settings (w));
  AdwComboRow *rows[VIK_MAX_PLAYERS] = { NULL };
  GtkWindow *dialog;
  g_auto (GStrv) stored = NULL;
  VikGameModel *model = vik_window_get_model (w);

  reset_settings (settings);
  set_pace (w, "slow");
  dialog = open_new_game_dialog (w);
  g_assert_cmpuint (seat_rows (GTK_WIDGET (dialog), rows, 0), ==, VIK_MAX_PLAYERS);
  /* the defaults: a person, then computers at Normal */
  g_assert_cmpint (vik_seat_row_get_seat (rows[0]), ==, VIK_SEAT_HUMAN);
  g_assert_cmpint (vik_seat_row_get_seat (rows[1]), ==, VIK_SEAT_NORMAL);
  g_assert_cmpint (vik_seat_row_get_seat (rows[2]), ==, VIK_SEAT_NORMAL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rows[2])));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (rows[3])));
  /* each row is titled with its player's name and says how the choice plays */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows[1])), ==, "Player 2");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rows[1])), "exact odds"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (rows[1])), ==, VIK_N_SEATS);
  vik_seat_row_set_seat (rows[1], VIK_SEAT_HARD);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rows[1])), "second a turn"));
  vik_seat_row_set_seat (rows[2], VIK_SEAT_HUMAN);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  g_assert_nonnull (game_of (w));
  g_assert_cmpint (vik_game_model_get_seat (model, 0), ==, VIK_SEAT_HUMAN);
  g_assert_cmpint (vik_game_model_get_seat (model, 1), ==, VIK_SEAT_HARD);
  g_assert_cmpint (vik_game_model_get_seat (model, 2), ==, VIK_SEAT_HUMAN);
  stored = g_settings_get_strv (settings, "player-seats");
  g_assert_cmpuint (g_strv_length (stored), ==, 3);
  g_assert_cmpstr (stored[0], ==, "human");
  g_assert_cmpstr (stored[1], ==, "hard");
  g_assert_cmpstr (stored[2], ==, "human");

  /* offered again */
  dialog = open_new_game_dialog (w);
  memset (rows, 0, sizeof rows);
  seat_rows (GTK_WIDGET (dialog), rows, 0);
  g_assert_cmpint (vik_seat_row_get_seat (rows[1]), ==, VIK_SEAT_HARD);
  g_assert_cmpint (vik_seat_row_get_seat (rows[2]), ==, VIK_SEAT_HUMAN);
  g_assert_cmpint (vik_seat_row_get_seat (rows[3]), ==, VIK_SEAT_NORMAL);
  gtk_window_destroy (dialog);
  reset_settings (settings);
  window_free (w);
}

/* A scenario's computer seats show in the dialog and are seated so. */
static void
test_scenario_computer_seats (void)
{
  g_autofree char *dir = g_build_filename (tmpdir, "data", "scenarios", NULL);
  g_autofree char *datadir = g_build_filename (tmpdir, "data", NULL);
  g_autofree char *source = g_build_filename (SOURCE_DATADIR, "scenarios", "duel.vikscn", NULL);
  g_autofree char *target = g_build_filename (dir, "duel.vikscn", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GString) edited = NULL;
  VikWindow *w;
  GtkWindow *dialog;
  GtkWidget *play = NULL;
  AdwActionRow *row = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpint (g_string_replace (edited, "[Player2]\nName=Tostig\n", "[Player2]\nName=Tostig\nComputer=hard\n", 1),
                   ==, 1);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, edited->str, -1, NULL));
  g_setenv ("VIKTORY_DATADIR", datadir, TRUE);

  w = window_new ();
  set_pace (w, "slow");
  dialog = open_new_game_dialog (w);
  /* the scenario's row names its computer seat */
  play = gui_test_find_named (GTK_WIDGET (dialog), "play-scenario");
  g_assert_nonnull (play);
  for (GtkWidget *p = play; p != NULL && row == NULL; p = gtk_widget_get_parent (p))
    if (ADW_IS_ACTION_ROW (p))
      row = ADW_ACTION_ROW (p);
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), "Played by the computer: Tostig (Hard)"));
  g_signal_emit_by_name (play, "clicked");
  gui_test_spin ();
  g_assert_nonnull (game_of (w));
  g_assert_cmpint (vik_game_model_get_seat (vik_window_get_model (w), 0), ==, VIK_SEAT_HUMAN);
  g_assert_cmpint (vik_game_model_get_seat (vik_window_get_model (w), 1), ==, VIK_SEAT_HARD);
  g_assert_nonnull (strstr (seat_label (w, 1), "Computer, Hard"));
  window_free (w);
  g_unsetenv ("VIKTORY_DATADIR");
  g_unlink (target);
  g_rmdir (dir);
  g_rmdir (datadir);
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-gui-computers-XXXXXX");
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "autosaves", NULL);
    g_setenv ("VIKTORY_AUTOSAVE_DIR", autosave, TRUE);
  }
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();

  g_test_add_func ("/gui/computers/one-person-against-three-normal", test_one_person_against_three);
  g_test_add_func ("/gui/computers/take-over-and-hand-over", test_take_over_and_hand_over);
  g_test_add_func ("/gui/computers/handoff-between-people-only", test_handoff_between_people_only);
  g_test_add_func ("/gui/computers/close-during-think", test_close_during_think);
  g_test_add_func ("/gui/computers/new-game-and-open-during-think", test_new_game_and_open_during_think);
  g_test_add_func ("/gui/computers/pace-setting-stored", test_pace_setting);
  g_test_add_func ("/gui/computers/hard-thinking-time-stored", test_hard_thinking_time_setting);
  g_test_add_func ("/gui/computers/new-game-dialog-seats", test_new_game_dialog_seats);
  g_test_add_func ("/gui/computers/scenario-computer-seats", test_scenario_computer_seats);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  return status;
}
