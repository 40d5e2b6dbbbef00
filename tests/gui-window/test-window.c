/* test-window.c: the game window under a display, driven through its GActions
 * and the model (GTK 4 has no event synthesis). */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "vik-action-row.h"
#include "vik-action-text.h"
#include "vik-board-view.h"
#include "vik-choice-item.h"
#include "vik-decision-bar.h"
#include "vik-new-game-dialog.h"
#include "vik-player-row.h"
#include "vik-policy.h"
#include "vik-save.h"
#include "vik-window-private.h"

#include "gui-test-util.h"

static char *tmpdir;

static gboolean
has_width (gpointer widget)
{
  return gtk_widget_get_width (GTK_WIDGET (widget)) > 0;
}

/* Until the board view has been given its size (the game page is shown). */
static void
wait_for_layout (VikWindow *w)
{
  gui_test_spin_until (has_width, vik_window_get_board_view (w), 10);
  gui_test_spin ();
}

static VikWindow *
window_new_in (const char *autosave_dir)
{
  VikWindow *w = vik_window_new (NULL);

  if (autosave_dir != NULL)
    vik_session_set_autosave_dir (VIK_SESSION (vik_window_get_model (w)), autosave_dir);
  gui_test_present (GTK_WINDOW (w));
  return w;
}

static VikWindow *
window_new (void)
{
  return window_new_in (NULL);
}

static void
window_free (VikWindow *w)
{
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static void
start (VikWindow *w, int n_players, guint64 seed)
{
  VikGameOptions options = { 0 };
  g_autoptr (GError) error = NULL;
  static const char *names[] = { "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal" };

  options.n_players = n_players;
  options.seed = seed;
  for (int p = 0; p < n_players; p++)
    options.names[p] = names[p];
  g_assert_true (vik_window_start_game (w, &options, NULL, &error));
  g_assert_no_error (error);
  wait_for_layout (w);
}

static const VikGame *
game_of (VikWindow *w)
{
  return vik_game_model_get_game (vik_window_get_model (w));
}

static gboolean
action_sensitive (VikWindow *w, const char *child)
{
  GObject *button = G_OBJECT (vik_window_get_part (w, child));

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (GTK_WIDGET (button));
}

static gboolean
first_legal (VikWindow *w, VikActionKind kind, VikAction *out)
{
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));

  for (guint i = 0; legal != NULL && i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == kind)
      {
        *out = g_array_index (legal, VikAction, i);
        return TRUE;
      }
  return FALSE;
}

/* Applies an action the way a button or the side panel does: win.apply-action
 * with its notation. */
static void
apply_through_action (VikWindow *w, const VikAction *a)
{
  g_autofree char *text = vik_action_to_string (a, vik_game_get_board (game_of (w)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text));
  gui_test_spin ();
}

/* One action of the computer's aggressive policy, through the window. */
static gboolean
play_one (VikWindow *w, VikRng *rng)
{
  const VikGame *game = game_of (w);
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
  guint k;

  if (vik_game_is_over (game) || legal == NULL || legal->len == 0)
    return FALSE;
  k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data, legal->len, rng);
  apply_through_action (w, &g_array_index (legal, VikAction, k));
  if (vik_window_get_handoff_visible (w))
    gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
  return TRUE;
}

static char *
log_text (VikWindow *w)
{
  GObject *view = G_OBJECT (vik_window_get_part (w, "log_view"));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
}

/* ---------------------------------------------------------------- tests */

static void
test_opens (void)
{
  VikWindow *w = window_new ();

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (w)));
  g_assert_null (game_of (w));
  g_assert_false (action_sensitive (w, "undo_button"));
  g_assert_false (gtk_widget_get_visible (vik_window_get_part (w, "end_button")));
  window_free (w);
}

static void
test_new_game (void)
{
  VikWindow *w = window_new ();
  VikBoardView *view = vik_window_get_board_view (w);
  VikPlayController *play = vik_window_get_play_controller (w);
  GArray *legal;
  const VikGame *game;

  start (w, 3, 42);
  game = game_of (w);
  g_assert_nonnull (game);
  g_assert_cmpint (vik_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (vik_game_get_player_name (game, 0), ==, "Ann");
  /* the prompt is addressed to the player who decides */
  g_assert_nonnull (strstr (vik_window_get_prompt (w), "Ann"));
  /* the game opens with the starting tiles to place [4.0] [7.0] */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  g_assert_nonnull (strstr (vik_window_get_prompt (w), "(7.0)"));
  /* every legal action is listed in words */
  legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
  g_assert_cmpuint (vik_window_get_n_listed_actions (w), ==, legal->len);
  /* every hex waiting for a tile is highlighted, from the legal actions */
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      g_assert_cmpint (a->kind, ==, VIK_ACTION_TILE);
      g_assert_cmpint (vik_play_controller_get_highlight (play, a->to), ==, VIK_HIGHLIGHT_TILE);
    }
  g_assert_cmpfloat (vik_board_view_get_hex_size (view), >, 5.0);
  window_free (w);
}

/* Export Board: the menu's action writes the shown game as PNG, SVG and PDF. */
static void
test_export_board (void)
{
  VikWindow *w = window_new ();
  g_autofree char *dir = g_dir_make_tmp ("vik-export-XXXXXX", NULL);
  const char *names[] = { "b.png", "b.svg", "b.pdf" };
  const char *magic[] = { "\x89PNG", "<?xml", "%PDF-" };

  start (w, 2, 7);
  for (int i = 0; i < 3; i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *data = NULL;
      gsize len = 0;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.export-board-to", "s", path));
      gui_test_spin ();
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_assert_cmpuint (len, >, 100);
      g_assert_cmpmem (data, strlen (magic[i]), magic[i], strlen (magic[i]));
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  window_free (w);
}

/* The dialog's own path: win.new-game opens it, its default button starts the game. */
static void
test_new_game_dialog (void)
{
  VikWindow *w = window_new ();
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *dialog = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_spin ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (VIK_IS_NEW_GAME_DIALOG (top))
        dialog = GTK_WINDOW (top);
    }
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (w));
  g_assert_true (gtk_window_get_modal (dialog));
  g_assert_nonnull (gtk_window_get_default_widget (dialog));
  /* only the page shown is built: Victory's comes when asked for */
  g_assert_nonnull (gui_test_find_named (GTK_WIDGET (dialog), "edition"));
  g_assert_null (gui_test_find_named (GTK_WIDGET (dialog), "scenario"));
  g_assert_nonnull (vik_new_game_dialog_get_page (VIK_NEW_GAME_DIALOG (dialog), "victory"));
  g_assert_nonnull (gui_test_find_named (GTK_WIDGET (dialog), "scenario"));
  g_assert_null (vik_new_game_dialog_get_page (VIK_NEW_GAME_DIALOG (dialog), "no-such-game"));
  g_assert_cmpstr (vik_new_game_dialog_get_game (VIK_NEW_GAME_DIALOG (dialog)), ==, "viktory2");
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  /* the defaults: three players, Standard Conquest */
  g_assert_nonnull (game_of (w));
  g_assert_cmpint (vik_game_get_n_players (game_of (w)), ==, 3);
  g_assert_cmpstr (vik_game_get_player_name (game_of (w), 1), ==, "Player 2");
  g_assert_cmpuint (vik_game_get_victory (game_of (w)), ==, VIK_VICTORY_STANDARD);
  window_free (w);
}

static GtkWindow *open_new_game_dialog (VikWindow *w);

/* docs/editions.md: the dialog's rule book choice sets the edition, the player
 * count and the optional rules on offer (only the book's own). */
static void
test_new_game_edition (void)
{
  VikWindow *w = window_new ();
  GtkWindow *dialog = open_new_game_dialog (w);
  GtkWidget *edition = gui_test_find_named (GTK_WIDGET (dialog), "edition");
  GtkWidget *balanced = gui_test_find_named (GTK_WIDGET (dialog), "balanced-land");
  GtkWidget *metropolises = gui_test_find_named (GTK_WIDGET (dialog), "metropolises");
  GtkWidget *flat = gui_test_find_named (GTK_WIDGET (dialog), "terrain-leveling");
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (gui_test_find_named (GTK_WIDGET (dialog), "optional-rules-group"));

  g_assert_nonnull (edition);
  g_assert_nonnull (balanced);
  g_assert_nonnull (metropolises);
  /* every book's whole name shows in the row, never cut short ("VIKTORY I…"),
   * its one sentence under it */
  for (int e = 0; e < VIK_N_EDITIONS; e++)
    {
      GtkWidget *name, *summary = gui_test_find_named (GTK_WIDGET (dialog), "edition-summary");
      adw_combo_row_set_selected (ADW_COMBO_ROW (edition), e);
      gui_test_spin ();
      name = gui_test_find_label_with (edition, vik_edition_title (e));
      g_assert_nonnull (name);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name)), ==, vik_edition_title (e));
      g_assert_true (gtk_widget_get_mapped (name));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (name))));
      g_assert_nonnull (summary);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (summary)), ==, vik_edition_summary (e));
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (edition), VIK_EDITION_V2_1);
  /* v2.1: Metropolises on offer, Balanced Land (German book only) not. */
  g_assert_true (gtk_widget_is_visible (metropolises));
  g_assert_false (gtk_widget_is_visible (balanced));
  g_assert_nonnull (strstr (adw_preferences_group_get_title (group), "(16.0)"));
  /* the original game has no optional rules, and the page says so */
  adw_combo_row_set_selected (ADW_COMBO_ROW (edition), VIK_EDITION_V1);
  g_assert_false (gtk_widget_is_visible (metropolises));
  g_assert_false (gtk_widget_is_visible (flat));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (group), "(Introduction)"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (edition), VIK_EDITION_DE_V1_1);
  g_assert_false (gtk_widget_is_visible (metropolises));
  g_assert_true (gtk_widget_is_visible (balanced));
  /* the German book's case for its optional rules */
  g_assert_nonnull (strstr (adw_preferences_group_get_title (group), "(15.0)"));
  /* the German book's name and case for Terrain Leveling */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (flat, ADW_TYPE_ACTION_ROW))),
                   ==, g_dgettext (GETTEXT_PACKAGE, "Flat World (15.1)"));
  gtk_switch_set_active (GTK_SWITCH (balanced), TRUE);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  g_assert_nonnull (game_of (w));
  g_assert_cmpint (vik_game_get_rules (game_of (w))->edition, ==, VIK_EDITION_DE_V1_1);
  g_assert_true (vik_ruleset_has_option (vik_game_get_rules (game_of (w)), VIK_OPTION_BALANCED_LAND));
  g_assert_cmpint (vik_game_get_n_players (game_of (w)), <=, 6);
  /* The window's subtitle names the book, and the side panel its options by the book's names. */
  {
    GtkWidget *title = vik_window_get_part (w, "window_title");
    GtkWidget *label = gui_test_find_named (GTK_WIDGET (w), "optional-rules");
    g_assert_nonnull (title);
    g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)),
                                     vik_edition_title (VIK_EDITION_DE_V1_1)));
    g_assert_nonnull (label);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "(15.3)"));
  }
  window_free (w);
}

/* [16.0]: the dialog's "Optional rules" page switches a rule on for the game
 * it starts, and the side panel then names it for the whole table. */
static void
test_new_game_optional_rules (void)
{
  VikWindow *w = window_new ();
  GtkWindow *dialog = open_new_game_dialog (w);
  GtkWidget *sw = gui_test_find_named (GTK_WIDGET (dialog), "no-exploration");
  GtkWidget *label;

  g_assert_nonnull (sw);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  g_assert_nonnull (game_of (w));
  g_assert_true (vik_ruleset_has_option (vik_game_get_rules (game_of (w)), VIK_OPTION_NO_EXPLORATION));
  g_assert_false (vik_ruleset_has_option (vik_game_get_rules (game_of (w)), VIK_OPTION_TERRAIN_LEVELING));
  label = gui_test_find_named (GTK_WIDGET (w), "optional-rules");
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "No Exploration (16.2)"));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (label)), "Terrain Leveling"));

  /* A game without options shows no such line. */
  start (w, 2, 5);
  gui_test_spin ();
  g_assert_null (gui_test_find_named (GTK_WIDGET (w), "optional-rules"));
  window_free (w);
}

static void
test_setup_turn (void)
{
  VikWindow *w = window_new ();
  VikPlayController *play = vik_window_get_play_controller (w);
  g_autoptr (GArray) chosen = g_array_new (FALSE, TRUE, sizeof (VikAction));
  VikAction capital, a;
  const VikGame *game;
  int guard = 0;

  start (w, 3, 7);
  /* the starting tiles, placed through the window's action */
  while (vik_game_get_decision (game_of (w)) != VIK_DECISION_NONE && guard++ < 40)
    {
      GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      g_assert_cmpuint (legal->len, >, 0);
      a = g_array_index (legal, VikAction, 0);
      apply_through_action (w, &a);
    }
  g_assert_nonnull (strstr (vik_window_get_prompt (w), "Capital"));
  g_assert_true (first_legal (w, VIK_ACTION_CAPITAL, &capital));
  g_assert_cmpint (vik_play_controller_get_highlight (play, capital.to), ==, VIK_HIGHLIGHT_BUILD);
  /* a click on the hex means exactly the Capital action there */
  g_assert_true (vik_play_controller_activate_hex (play, capital.to, chosen));
  g_assert_cmpuint (chosen->len, ==, 1);
  g_assert_cmpint (g_array_index (chosen, VikAction, 0).kind, ==, VIK_ACTION_CAPITAL);
  apply_through_action (w, &capital);
  game = game_of (w);
  g_assert_cmpint (vik_game_hex_site (game, capital.to), ==, VIK_SITE_TOWN);
  g_assert_cmpint (vik_game_capital_hex (game, 0), ==, capital.to);
  /* then the setup turn's Reserve Placement [4.0]: a unit placed by a click on
   * its highlighted hex, and the phases ended through win.end-phase */
  guard = 0;
  while (vik_game_get_current_player (game_of (w)) == 0 && guard++ < 60)
    {
      if (vik_game_get_decision (game_of (w)) != VIK_DECISION_NONE)
        {
          GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
          a = g_array_index (legal, VikAction, 0);
          apply_through_action (w, &a);
          continue;
        }
      g_assert_false (vik_window_get_handoff_visible (w));
      if (vik_game_get_phase (game_of (w)) == VIK_PHASE_RESERVE && first_legal (w, VIK_ACTION_PLACE, &a))
        {
          int before = vik_game_hex_units (game_of (w), a.to, 0, a.unit);
          g_assert_cmpint (vik_play_controller_get_highlight (play, a.to), ==, VIK_HIGHLIGHT_PLACE);
          g_assert_true (vik_play_controller_activate_hex (play, a.to, chosen));
          g_assert_cmpint (g_array_index (chosen, VikAction, 0).kind, ==, VIK_ACTION_PLACE);
          apply_through_action (w, &a);
          g_assert_cmpint (vik_game_hex_units (game_of (w), a.to, 0, a.unit), ==, before + 1);
          continue;
        }
      g_assert_true (action_sensitive (w, "end_button"));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.end-phase", NULL));
      gui_test_spin ();
    }
  /* the next player's setup turn, behind the hand-off screen */
  g_assert_cmpint (vik_game_get_current_player (game_of (w)), ==, 1);
  g_assert_true (vik_window_get_handoff_visible (w));
  g_assert_nonnull (strstr (vik_window_get_prompt (w), "Bob"));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL);
  g_assert_false (vik_window_get_handoff_visible (w));
  window_free (w);
}

static void
test_refused_action (void)
{
  VikWindow *w = window_new ();
  g_autoptr (VikGame) before = NULL;

  start (w, 2, 5);
  before = vik_game_copy (game_of (w));
  /* nonsense and illegal actions leave the game as it was (a toast says why) */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", "no such action");
  gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", "city a1");
  gui_test_spin ();
  g_assert_true (vik_game_equal (before, game_of (w)));
  window_free (w);
}

static void
test_undo (void)
{
  VikWindow *w = window_new ();
  VikRng rng;
  gboolean undone = FALSE;

  start (w, 2, 11);
  vik_rng_seed (&rng, 11, 1);
  for (int i = 0; i < 3000 && !undone; i++)
    {
      g_autoptr (VikGame) before = vik_game_copy (game_of (w));
      g_autofree char *log_before = log_text (w);
      g_autofree char *battle_before = g_strdup (vik_window_get_battle_report (w));
      if (!play_one (w, &rng))
        break;
      if (vik_game_model_can_undo (vik_window_get_model (w)))
        {
          g_autofree char *log_after = NULL;
          g_assert_true (action_sensitive (w, "undo_button"));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.undo", NULL));
          gui_test_spin ();
          g_assert_true (vik_game_equal (before, game_of (w)));
          /* the log and the Battle tab keep nothing undone */
          log_after = log_text (w);
          g_assert_cmpstr (log_after, ==, log_before);
          g_assert_cmpstr (vik_window_get_battle_report (w), ==, battle_before);
          undone = TRUE;
        }
      else
        {
          GObject *undo = G_OBJECT (vik_window_get_part (w, "undo_button"));
          g_assert_false (action_sensitive (w, "undo_button"));
          /* the disabled button says why */
          g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (undo)), "die roll"));
        }
    }
  g_assert_true (undone);
  window_free (w);
}

static void
test_save_reopen (void)
{
  VikWindow *w = window_new ();
  VikWindow *w2;
  g_autofree char *path = g_build_filename (tmpdir, "game.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  VikRng rng;

  start (w, 4, 21);
  vik_rng_seed (&rng, 21, 2);
  for (int i = 0; i < 300; i++)
    play_one (w, &rng);
  g_assert_true (vik_window_save_file (w, file, &error));
  g_assert_no_error (error);
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (vik_window_get_model (w))));

  w2 = window_new ();
  g_assert_true (vik_window_open_file (w2, file, &error));
  g_assert_no_error (error);
  gui_test_spin ();
  g_assert_true (vik_game_equal (game_of (w), game_of (w2)));
  g_assert_cmpuint (vik_window_get_n_listed_actions (w2), ==,
                    vik_game_model_get_legal_actions (vik_window_get_model (w2))->len);
  window_free (w2);
  window_free (w);
}

static void
test_damaged_file (void)
{
  VikWindow *w = window_new ();
  g_autofree char *path = g_build_filename (tmpdir, "damaged.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) before = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n_before;
  gboolean dialog = FALSE;

  start (w, 2, 3);
  before = vik_game_copy (game_of (w));
  g_assert_true (g_file_set_contents (path, "[Game]\nversion=1\nplayers=banana\n", -1, NULL));
  n_before = g_list_model_get_n_items (toplevels);
  g_assert_false (vik_window_open_file (w, file, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  gui_test_spin ();
  /* a dialog names the problem; the game open before is untouched */
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), >, n_before);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (top))
        {
          g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (top)),
                                    "damaged.vik"));
          g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (top)), ==, error->message);
          gtk_window_destroy (GTK_WINDOW (top));
          dialog = TRUE;
          break;
        }
    }
  g_assert_true (dialog);
  g_assert_true (vik_game_equal (before, game_of (w)));
  window_free (w);
}

/* Clicks in the Movement phase: a stack is selected, its destinations are
 * highlighted, and a click on one means the legal moves there. */
static void
test_board_clicks (void)
{
  VikWindow *w = window_new ();
  VikPlayController *play = vik_window_get_play_controller (w);
  g_autoptr (GArray) chosen = g_array_new (FALSE, TRUE, sizeof (VikAction));
  VikRng rng;
  VikAction move = { 0 };
  gboolean checked = FALSE;

  start (w, 2, 17);
  vik_rng_seed (&rng, 17, 3);
  for (int i = 0; i < 3000 && !checked; i++)
    {
      const VikGame *game = game_of (w);
      int origin;
      if (vik_game_get_phase (game) == VIK_PHASE_MOVEMENT
          && vik_game_get_decision (game) == VIK_DECISION_NONE
          && first_legal (w, VIK_ACTION_MOVE, &move))
        {
          origin = vik_action_origin (game, &move);
          g_assert_cmpint (origin, ==, move.from);
          g_assert_false (vik_play_controller_activate_hex (play, origin, chosen));
          g_assert_cmpint (vik_play_controller_get_selected (play), ==, origin);
          g_assert_cmpint (vik_play_controller_get_highlight (play, origin), ==, VIK_HIGHLIGHT_SELECTED);
          g_assert_true (vik_play_controller_get_highlight (play, move.to) == VIK_HIGHLIGHT_MOVE
                         || vik_play_controller_get_highlight (play, move.to) == VIK_HIGHLIGHT_ATTACK);
          g_assert_true (vik_play_controller_activate_hex (play, move.to, chosen));
          g_assert_cmpuint (chosen->len, >=, 1);
          for (guint k = 0; k < chosen->len; k++)
            {
              const VikAction *c = &g_array_index (chosen, VikAction, k);
              g_assert_cmpint (vik_action_origin (game, c), ==, origin);
              g_assert_cmpint (vik_action_target (game, c), ==, move.to);
              g_assert_true (vik_game_check_action (game, c, NULL));
            }
          /* apply the move; the selection follows the unit */
          apply_through_action (w, &move);
          g_assert_true (vik_play_controller_get_selected (play) == VIK_NO_HEX
                         || vik_play_controller_get_selected (play) == move.to
                         || vik_play_controller_get_selected (play) == origin);
          /* Escape, a right click: no selection */
          vik_play_controller_set_selected (play, VIK_NO_HEX);
          g_assert_cmpint (vik_play_controller_get_selected (play), ==, VIK_NO_HEX);
          checked = TRUE;
        }
      else
        play_one (w, &rng);
    }
  g_assert_true (checked);
  window_free (w);
}

/* A battle: its forecast before, and the report round by round after. */
static GtkWidget *
child_of (VikWindow *w, const char *name)
{
  GObject *o = G_OBJECT (vik_window_get_part (w, name));

  g_assert_nonnull (o);
  return GTK_WIDGET (o);
}

/* A real click of the primary button through the X server (xdotool's XTest)
 * at a point of the window (in its own coordinates): FALSE when that cannot
 * be done here (no X11, no xdotool). */
static gboolean
real_click (VikWindow *w, double x, double y)
{
  return gui_test_mouse_click (GTK_NATIVE (w), x, y);
}

/* Where the centre of hex h is in the window's coordinates. */
static void
hex_center_in_window (VikWindow *w, int h, double *x, double *y)
{
  VikBoardView *view = vik_window_get_board_view (w);
  const VikLayout *layout = vik_board_view_get_layout (view);
  graphene_point_t p;

  vik_layout_hex_to_pixel (layout, vik_game_get_board (game_of (w))->coords[h], x, y);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (w),
                                           &GRAPHENE_POINT_INIT ((float) *x, (float) *y), &p));
  *x = p.x;
  *y = p.y;
}

/* Real key presses through the X server (xdotool's XTest), as a player types:
 * FALSE when that cannot be done here (no X11, no xdotool). */
static gboolean
press_keys (GtkWindow *window, const char *keys)
{
  return gui_test_window_keys (window, keys);
}

/* While the hand-off screen shows, nothing but Ready responds: not the
 * Actions list beside it, not the game's actions; Ready has the focus (an
 * Enter meant for it must not move the next player's unit). */
static void
test_handoff_blocks (void)
{
  VikWindow *w = window_new ();
  VikRng rng;
  gboolean seen = FALSE;

  start (w, 2, 3);
  vik_rng_seed (&rng, 3, 2);
  for (int i = 0; i < 800 && !seen; i++)
    {
      const VikGame *game = game_of (w);
      GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      guint k;
      if (vik_game_is_over (game) || legal->len == 0)
        break;
      k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (const VikAction *) legal->data, legal->len, &rng);
      apply_through_action (w, &g_array_index (legal, VikAction, k));
      if (vik_window_get_handoff_visible (w))
        {
          g_autoptr (VikGame) before = vik_game_copy (game_of (w));
          g_autofree char *text = NULL;
          GtkWidget *list = child_of (w, "actions_list");
          GtkListBoxRow *row;
          legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
          g_assert_cmpuint (legal->len, >, 0);
          text = vik_action_to_string (&g_array_index (legal, VikAction, 0), vik_game_get_board (before));
          seen = TRUE;
          g_assert_true (gtk_widget_get_visible (child_of (w, "handoff_button")));
          g_assert_true (gtk_widget_has_focus (child_of (w, "handoff_button")));
          /* Enter is Ready's wherever the focus goes; Tab finds no row nor the board */
          g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (w)) == child_of (w, "handoff_button"));
          g_assert_false (gtk_widget_get_can_focus (child_of (w, "side_panel")));
          g_assert_false (gtk_widget_get_can_focus (GTK_WIDGET (vik_window_get_board_view (w))));
          g_assert_false (gtk_widget_is_sensitive (list));
          g_assert_false (action_sensitive (w, "end_button"));
          g_assert_false (action_sensitive (w, "undo_button"));
          /* the Actions list's row, a bar button, a click: nothing happens */
          row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
          g_assert_nonnull (row);
          g_signal_emit_by_name (list, "row-activated", row);
          gtk_widget_activate_action (GTK_WIDGET (w), "win.apply-action", "s", text);
          gtk_widget_activate_action (GTK_WIDGET (w), "win.end-phase", NULL);
          gui_test_spin ();
          g_assert_true (vik_game_equal (before, game_of (w)));
          /* Ready: everything works again.  Where real keys can be sent, Tab
           * and Enter as a player would (Tab cannot reach the list). */
          if (press_keys (GTK_WINDOW (w), "Tab Tab ISO_Left_Tab ISO_Left_Tab Return"))
            {
              g_test_message ("Ready pressed with real keys (xdotool)");
              g_assert_true (vik_game_equal (before, game_of (w)));
            }
          else
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.handoff-ready", NULL));
          gui_test_spin ();
          g_assert_false (vik_window_get_handoff_visible (w));
          g_assert_true (gtk_widget_is_sensitive (list));
          g_assert_true (gtk_widget_get_can_focus (GTK_WIDGET (vik_window_get_board_view (w))));
          g_assert_null (gtk_window_get_default_widget (GTK_WINDOW (w)));
          apply_through_action (w, &g_array_index (legal, VikAction, 0));
          g_assert_false (vik_game_equal (before, game_of (w)));
        }
    }
  g_assert_true (seen);
  window_free (w);
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

/* A button in the decision bar whose label starts with `prefix`. */
static gboolean
bar_has_button (VikWindow *w, const char *prefix)
{
  GtkWidget *bar = child_of (w, "decision_buttons");

  for (GtkWidget *c = gtk_widget_get_first_child (bar); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c));
      const char *label = GTK_IS_BUTTON (button) ? gtk_button_get_label (GTK_BUTTON (button)) : NULL;
      if (label != NULL && g_str_has_prefix (label, prefix))
        return TRUE;
    }
  return FALSE;
}

/* "(2 MPs left)" for a stack only when each of its units has 2 MPs. */
static void
assert_mp_texts_true (const VikGame *game, int player)
{
  for (int i = 0; i < vik_game_n_units (game); i++)
    {
      VikUnitInfo u;
      g_autofree char *text = NULL;
      const char *at;
      int mp;
      g_assert_true (vik_game_get_unit (game, i, &u));
      if (u.owner != player || u.carrier != 0 || u.hex == VIK_NO_HEX)
        continue;
      text = vik_hex_describe (game, u.hex, player);
      at = strstr (text, vik_unit_name (u.type));
      g_assert_nonnull (at);
      if (sscanf (at + strlen (vik_unit_name (u.type)), " (%d MP", &mp) == 1)
        g_assert_cmpint (mp, ==, u.mp);
    }
}

/* What the bar says is true: a prompt speaks of a highlighted hex only when a
 * hex is highlighted, of choices below only when there are some; the casualty
 * chooser is told whose units he chooses; a battle waiting to be fought is
 * announced with a Fight button; no "1 dice"; a stack's MPs are each unit's. */
static void
test_prompts_true (void)
{
  VikWindow *w = window_new ();
  VikRng rng;
  guint fights = 0, foreign_casualties = 0, moves_forecast = 0, town_forecasts = 0;

  start (w, 3, 21);
  vik_rng_seed (&rng, 21, 9);
  for (int i = 0; i < 900; i++)
    {
      const VikGame *game = game_of (w);
      const char *prompt = vik_window_get_prompt (w);
      GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      VikAction battle;
      if (vik_game_is_over (game))
        break;
      /* (in Movement the hexes light up once a stack is chosen) */
      if (strstr (prompt, "highlighted") != NULL && strstr (prompt, "stacks, then") == NULL
          && !any_highlight (w))
        g_error ("nothing highlighted at step %d (handoff %d): %s", i, vik_window_get_handoff_visible (w), prompt);
      if (strstr (prompt, "unit type above") != NULL)
        g_assert_true (gtk_widget_get_visible (child_of (w, "choice_box")));
      if (vik_game_get_decision (game) == VIK_DECISION_CASUALTY
          && vik_game_casualty_owner (game) != vik_game_get_decider (game))
        {
          g_assert_null (strstr (prompt, "your units"));
          g_assert_nonnull (strstr (prompt, vik_game_get_player_name (game, vik_game_casualty_owner (game))));
          foreign_casualties++;
        }
      if (vik_game_get_decision (game) == VIK_DECISION_NONE && first_legal (w, VIK_ACTION_BATTLE, &battle))
        {
          g_autofree char *label = g_strdup_printf ("Fight at %s",
                                                    vik_board_label (vik_game_get_board (game), battle.to));
          g_autofree char *lower = g_strdup_printf ("fight at %s",
                                                    vik_board_label (vik_game_get_board (game), battle.to));
          g_assert_true (bar_has_button (w, label));
          g_assert_nonnull (strstr (prompt, lower));
          fights++;
        }
      for (guint k = 0; k < legal->len; k++)
        {
          const VikAction *a = &g_array_index (legal, VikAction, k);
          g_autofree char *forecast = vik_action_forecast (game, a);
          g_assert_true (forecast == NULL || strstr (forecast, " 1 dice") == NULL);
          /* a battle for a Town or City: both sides destroyed is its holding,
           * never "both destroyed" (an empty one has no units to lose) */
          if (forecast != NULL && strstr (forecast, "%") != NULL && a->kind == VIK_ACTION_BATTLE
              && vik_game_hex_site (game, a->to) != VIK_SITE_NONE
              && vik_game_hex_site_owner (game, a->to) != vik_game_get_current_player (game))
            {
              g_assert_nonnull (strstr (forecast, "Attacker takes the Town or City"));
              g_assert_null (strstr (forecast, "both destroyed"));
              town_forecasts++;
            }
          /* the forecast before moving in is the battle's after it [13.3] 1 */
          if (forecast != NULL && (a->kind == VIK_ACTION_MOVE || a->kind == VIK_ACTION_DISEMBARK))
            {
              g_autoptr (VikGame) after = vik_game_copy (game);
              VikAction fight = vik_action_make (VIK_ACTION_BATTLE);
              g_autofree char *then = NULL;
              fight.to = a->to;
              g_assert_true (vik_game_apply (after, a, NULL));
              then = vik_action_forecast (after, &fight);
              g_assert_nonnull (then);
              g_assert_cmpstr (strchr (forecast, '\n'), ==, strchr (then, '\n'));
              moves_forecast++;
            }
        }
      assert_mp_texts_true (game, vik_game_get_current_player (game));
      if (!play_one (w, &rng))
        break;
    }
  {
    g_autofree char *log = log_text (w);
    g_assert_null (strstr (log, " 1 dice"));
  }
  g_test_message ("fights announced %u, casualties chosen for another %u, moves forecast %u, "
                  "battles for a Town or City forecast %u",
                  fights, foreign_casualties, moves_forecast, town_forecasts);
  g_assert_cmpuint (fights, >, 0);
  g_assert_cmpuint (moves_forecast, >, 0);
  window_free (w);
}

/* The top-level window of the given type, or NULL. */
static GtkWindow *
find_toplevel (GType type, GtkWindow *transient_for)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (top, type) && gtk_widget_get_visible (GTK_WIDGET (top))
          && (transient_for == NULL || gtk_window_get_transient_for (GTK_WINDOW (top)) == transient_for))
        return GTK_WINDOW (top);
    }
  return NULL;
}

/* Answers a question as its button does: the response, then the dialog closes. */
static void
answer (GtkWindow *ask, const char *response)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), response);
  gtk_window_close (ask);
  gui_test_spin ();
}

/* With unsaved play, New Game asks first: Cancel keeps the game and opens
 * nothing, Save writes the file and goes on, Discard goes on. */
static void
test_new_game_asks (void)
{
  VikWindow *w = window_new ();
  g_autofree char *path = g_build_filename (tmpdir, "asked.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (VikGame) before = NULL;
  g_autoptr (GError) error = NULL;
  GtkWindow *ask, *dialog;
  VikRng rng;

  start (w, 2, 17);
  /* a game with no move yet asks nothing */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_spin ();
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (w)));
  dialog = find_toplevel (VIK_TYPE_NEW_GAME_DIALOG, NULL);
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  gui_test_spin ();

  vik_rng_seed (&rng, 17, 3);
  for (int i = 0; i < 5; i++)
    play_one (w, &rng);
  before = vik_game_copy (game_of (w));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_spin ();
  ask = find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (w));
  g_assert_nonnull (ask);
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (ask), "save"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (ask), "discard"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (ask)), ==, "save");
  answer (ask, "cancel");
  g_assert_null (find_toplevel (VIK_TYPE_NEW_GAME_DIALOG, NULL));
  g_assert_true (vik_game_equal (before, game_of (w)));
  /* Open asks too */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.open", NULL));
  gui_test_spin ();
  ask = find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (w));
  g_assert_nonnull (ask);
  answer (ask, "cancel");
  g_assert_true (vik_game_equal (before, game_of (w)));

  /* a game with a file: Save writes it, then the New Game dialog opens */
  g_assert_true (vik_game_model_save (vik_window_get_model (w), file, &error));
  g_assert_no_error (error);
  play_one (w, &rng);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (vik_window_get_model (w))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_spin ();
  ask = find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (w));
  g_assert_nonnull (ask);
  answer (ask, "save");
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (vik_window_get_model (w))));
  {
    g_autoptr (VikGameModel) reread = vik_game_model_new ();
    g_assert_true (vik_game_model_load (reread, file, &error));
    g_assert_true (vik_game_equal (vik_game_model_get_game (reread), game_of (w)));
  }
  dialog = find_toplevel (VIK_TYPE_NEW_GAME_DIALOG, NULL);
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  gui_test_spin ();

  /* Discard goes on without saving */
  play_one (w, &rng);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_spin ();
  ask = find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (w));
  g_assert_nonnull (ask);
  answer (ask, "discard");
  dialog = find_toplevel (VIK_TYPE_NEW_GAME_DIALOG, NULL);
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  gui_test_spin ();
  window_free (w);
}

/* New Game starts a log of its own: nothing of the previous game's turns and
 * battles stays in the Log (nor in the Battle tab). */
static void
test_new_game_clears_log (void)
{
  VikWindow *w = window_new ();
  GtkWindow *ask, *dialog;
  VikRng rng;
  int played = 0;

  start (w, 2, 5);
  vik_rng_seed (&rng, 5, 1);
  while (played < 400 && vik_game_get_turn (game_of (w)) < 4 && play_one (w, &rng))
    played++;
  {
    g_autofree char *old = log_text (w);
    g_assert_nonnull (strstr (old, "begins turn 2"));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.new-game", NULL));
  gui_test_spin ();
  ask = find_toplevel (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (w));
  g_assert_nonnull (ask);
  answer (ask, "discard");
  dialog = find_toplevel (VIK_TYPE_NEW_GAME_DIALOG, NULL);
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  g_assert_cmpint (vik_game_get_turn (game_of (w)), <=, 1);
  {
    g_autofree char *log = log_text (w);
    /* the new game's heading is the first line, and the old game is gone */
    g_assert_true (g_str_has_prefix (log, "A game for 3 players"));
    g_assert_null (strstr (log, "begins turn"));
    g_assert_null (strstr (log, "A game for 2 players"));
  }
  g_assert_cmpstr (vik_window_get_battle_report (w), !=, NULL);
  window_free (w);
}

static void
test_battle (void)
{
  VikWindow *w = window_new ();
  VikRng rng;
  VikAction battle;
  gboolean fought = FALSE;

  start (w, 2, 5);
  vik_rng_seed (&rng, 5, 4);
  for (int i = 0; i < 6000 && !fought; i++)
    {
      const VikGame *game = game_of (w);
      if (vik_game_get_decision (game) == VIK_DECISION_NONE && first_legal (w, VIK_ACTION_BATTLE, &battle))
        {
          g_autofree char *forecast = vik_action_forecast (game, &battle);
          g_autofree char *words = vik_action_describe (game, &battle);
          g_assert_nonnull (forecast);
          g_assert_nonnull (strstr (forecast, "dice"));
          g_assert_true (strstr (forecast, "%") != NULL || strstr (forecast, "No exact forecast") != NULL);
          g_assert_nonnull (strstr (words, "battle"));
          apply_through_action (w, &battle);
          g_assert_nonnull (strstr (vik_window_get_battle_report (w), "Round 1"));
          fought = TRUE;
        }
      else if (!play_one (w, &rng))
        break;
    }
  g_assert_true (fought);
  window_free (w);
}

static void
test_autosave (void)
{
  VikWindow *w = window_new ();
  VikWindow *w2;
  g_autofree char *dir = g_build_filename (tmpdir, "autosaves", NULL);
  g_autofree char *first_path = NULL;
  g_autofree char *first_data = NULL;
  g_autofree char *now_data = NULL;
  g_autoptr (GError) error = NULL;
  const char *label;
  VikRng rng;

  vik_session_set_autosave_dir (VIK_SESSION (vik_window_get_model (w)), dir);
  start (w, 2, 9);
  vik_rng_seed (&rng, 9, 5);
  /* the setup turns end: an autosave is written */
  for (int i = 0; i < 500 && vik_game_get_turn (game_of (w)) < 2; i++)
    play_one (w, &rng);
  first_path = g_strdup (vik_session_get_autosave_path (VIK_SESSION (vik_window_get_model (w))));
  g_assert_true (g_file_test (first_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (first_path, &first_data, NULL, NULL));

  /* the start screen says which game Continue continues */
  w2 = window_new_in (dir);
  label = gtk_button_get_label (GTK_BUTTON (child_of (w2, "continue_button")));
  g_assert_true (gtk_widget_get_visible (child_of (w2, "continue_button")));
  g_assert_true (g_str_has_prefix (label, "Continue: 2 players, turn "));
  g_assert_nonnull (strstr (label, "to move, just now"));

  /* another new game in the other window autosaves beside it, never over it */
  start (w2, 3, 10);
  g_assert_cmpstr (vik_session_get_autosave_path (VIK_SESSION (vik_window_get_model (w2))), !=, first_path);
  g_assert_true (vik_session_autosave (VIK_SESSION (vik_window_get_model (w2)), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (first_path, &now_data, NULL, NULL));
  g_assert_cmpstr (now_data, ==, first_data);
  window_free (w2);

  w2 = window_new_in (dir);
  g_assert_true (vik_game_model_has_autosave (vik_window_get_model (w2)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w2), "win.continue-autosave", NULL));
  gui_test_spin ();
  g_assert_nonnull (game_of (w2));
  /* the newest: the three-player game */
  g_assert_cmpint (vik_game_get_n_players (game_of (w2)), ==, 3);
  window_free (w2);
  window_free (w);
}

static void
test_zoom (void)
{
  VikWindow *w = window_new ();
  VikBoardView *view = vik_window_get_board_view (w);
  double fit, size;

  start (w, 8, 1);
  fit = vik_board_view_get_hex_size (view);
  g_test_message ("board view %d x %d, hex size %.1f", gtk_widget_get_width (GTK_WIDGET (view)),
                  gtk_widget_get_height (GTK_WIDGET (view)), fit);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL);
  size = vik_board_view_get_hex_size (view);
  g_assert_cmpfloat (size, >, fit);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-out", NULL);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-out", NULL);
  g_assert_cmpfloat (vik_board_view_get_hex_size (view), <, size);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-fit", NULL);
  gui_test_spin ();
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), fit, 0.5);
  window_free (w);
}

/* ---------------------------------------------------------------- settings */

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

/* The window's size, the zoom, the hex labels and the last new game's
 * options are stored in GSettings (the memory backend here) and read back by
 * the next window and dialog. */
static void
test_settings (void)
{
  VikWindow *w = window_new ();
  VikWindow *w2;
  g_autoptr (GSettings) settings = NULL;
  GtkWindow *dialog;
  g_auto (GStrv) names = NULL;
  g_auto (GStrv) colors = NULL;
  const char *new_names[] = { "Ann", "Bob", "", "Dee", NULL };
  const char *new_colors[] = { "#112233", "#445566", "#778899", "#aabbcc", NULL };
  double zoom;
  int width, height;
  VikColor c;

  /* the schema is found from the build tree */
  g_assert_nonnull (vik_window_get_settings (w));
  settings = g_object_ref (vik_window_get_settings (w)); /* outlives the window */
  reset_settings (settings);

  /* zoom and labels */
  start (w, 2, 3);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (vik_window_get_board_view (w)), 1.0, 1e-9);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL);
  zoom = g_settings_get_double (settings, "board-zoom");
  g_assert_cmpfloat (zoom, >, 1.1);
  g_assert_cmpfloat_with_epsilon (zoom, vik_board_view_get_zoom (vik_window_get_board_view (w)), 1e-9);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.show-labels", NULL);
  g_assert_true (g_settings_get_boolean (settings, "show-hex-labels"));
  /* the window's size, saved on closing */
  gtk_window_set_default_size (GTK_WINDOW (w), 1000, 700);
  gui_test_spin ();
  gtk_window_close (GTK_WINDOW (w));
  gui_test_spin ();
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  /* read back by the next window */
  w2 = window_new ();
  gtk_window_get_default_size (GTK_WINDOW (w2), &width, &height);
  g_assert_cmpint (width, ==, 1000);
  g_assert_cmpint (height, ==, 700);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (vik_window_get_board_view (w2)), zoom, 1e-9);
  {
    gboolean labels = FALSE;
    g_object_get (w2, "show-labels", &labels, NULL);
    g_assert_true (labels);
  }

  /* the new-game dialog stores what it started: the defaults the first time */
  dialog = open_new_game_dialog (w2);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  g_assert_cmpint (vik_game_get_n_players (game_of (w2)), ==, 3);
  g_assert_cmpint (g_settings_get_int (settings, "player-count"), ==, 3);
  names = g_settings_get_strv (settings, "player-names");
  colors = g_settings_get_strv (settings, "player-colors");
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (names[2], ==, "Player 3");
  g_assert_cmpuint (g_strv_length (colors), ==, 3);
  g_assert_cmpstr (colors[0], ==, "#e69f00");
  g_assert_cmpuint (g_settings_get_flags (settings, "victory-conditions"), ==, VIK_VICTORY_STANDARD);
  /* the game kept the zoom chosen last */
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (vik_window_get_board_view (w2)), zoom, 1e-9);

  /* ... and offers the stored options again */
  g_settings_set_int (settings, "player-count", 4);
  g_settings_set_strv (settings, "player-names", new_names);
  g_settings_set_strv (settings, "player-colors", new_colors);
  g_settings_set_flags (settings, "victory-conditions", VIK_VICTORY_STANDARD | VIK_VICTORY_RACE);
  dialog = open_new_game_dialog (w2);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  g_assert_cmpint (vik_game_get_n_players (game_of (w2)), ==, 4);
  g_assert_cmpstr (vik_game_get_player_name (game_of (w2), 0), ==, "Ann");
  g_assert_cmpstr (vik_game_get_player_name (game_of (w2), 1), ==, "Bob");
  g_assert_cmpstr (vik_game_get_player_name (game_of (w2), 2), ==, "Player 3"); /* empty: the default */
  g_assert_cmpstr (vik_game_get_player_name (game_of (w2), 3), ==, "Dee");
  g_assert_cmpuint (vik_game_get_victory (game_of (w2)), ==, VIK_VICTORY_STANDARD | VIK_VICTORY_RACE);
  c = vik_game_model_get_color (vik_window_get_model (w2), 3);
  g_assert_cmpfloat_with_epsilon (c.red, 0xaa / 255.0, 0.01);
  g_assert_cmpfloat_with_epsilon (c.blue, 0xcc / 255.0, 0.01);

  reset_settings (settings);
  window_free (w2);
}

/* ---------------------------------------------------------------- the first player [4.0] 1 */

/* The dialog's First player row: drawn at random by default, or a fixed player. */
static void
test_first_player_choice (void)
{
  VikWindow *w = window_new ();
  GtkWindow *dialog = open_new_game_dialog (w);
  AdwComboRow *first = ADW_COMBO_ROW (gui_test_find_named (GTK_WIDGET (dialog), "first-player"));
  GListModel *items;
  g_autofree char *prompt = NULL;
  int f;

  g_assert_nonnull (first);
  items = adw_combo_row_get_model (first);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 4); /* drawn + 3 players */
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 0), ==, "Drawn at random");
  g_assert_cmpuint (adw_combo_row_get_selected (first), ==, 0);
  adw_combo_row_set_selected (first, 3);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  g_assert_cmpint (vik_game_get_first_player (game_of (w)), ==, 2);
  g_assert_cmpint (vik_game_get_current_player (game_of (w)), ==, 2);

  /* Drawn: the prompt names whoever was drawn. */
  dialog = open_new_game_dialog (w);
  first = ADW_COMBO_ROW (gui_test_find_named (GTK_WIDGET (dialog), "first-player"));
  adw_combo_row_set_selected (first, 0);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  gui_test_spin ();
  f = vik_game_get_first_player (game_of (w));
  g_assert_cmpint (vik_game_get_current_player (game_of (w)), ==, f);
  prompt = g_strdup (vik_window_get_prompt (w));
  g_assert_true (g_str_has_prefix (prompt, vik_game_get_player_name (game_of (w), f)));
  /* and the window says who was drawn */
  {
    g_autofree char *drawn = g_strdup_printf ("%s was drawn to play first (4.0)",
                                              vik_game_get_player_name (game_of (w), f));
    g_assert_nonnull (gui_test_find_label_with (GTK_WIDGET (w), drawn));
  }
  window_free (w);
}

/* ---------------------------------------------------------------- choices in the bar */

static void
find_chips (GtkWidget *root, GPtrArray *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (gtk_widget_has_css_class (c, "choice-chip"))
        g_ptr_array_add (out, c);
      else
        find_chips (c, out);
    }
}

/* The choice buttons in the decision bar, and the values they choose. */
static guint
chip_values (VikWindow *w, gboolean *active)
{
  g_autoptr (GPtrArray) chips = g_ptr_array_new ();
  guint values = 0;

  find_chips (GTK_WIDGET (w), chips);
  for (guint i = 0; i < chips->len; i++)
    {
      int v = GPOINTER_TO_INT (g_object_get_data (chips->pdata[i], "value"));
      values |= 1u << v;
      if (active != NULL)
        active[v] = gtk_toggle_button_get_active (chips->pdata[i]);
    }
  return values;
}

/* A 3-player game whose first player has drawn at least two kinds of tile. */
static void
start_arranging (VikWindow *w, guint64 seed)
{
  start (w, 3, seed);
  g_assert_cmpint (vik_game_get_decision (game_of (w)), ==, VIK_DECISION_ARRANGE);
}

static guint
legal_terrains (VikWindow *w, int hex)
{
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
  guint t = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (a->kind == VIK_ACTION_TILE && (hex == VIK_NO_HEX || a->to == hex))
        t |= 1u << a->terrain;
    }
  return t;
}

/* Arranging revealed tiles [7.0]: a chip per terrain drawn; a chip then a
 * waiting hex, or a hex then a chip, places that tile there. */
static void
test_arrange_tiles (void)
{
  VikWindow *w = window_new ();
  VikPlayController *play = vik_window_get_play_controller (w);
  gboolean active[VIK_N_TERRAINS] = { FALSE };
  VikAction a;
  int terrain, other, kind, value, hex;

  start_arranging (w, 42);
  /* the chips are the terrains the legal TILE actions offer, at least two */
  g_assert_cmpuint (chip_values (w, NULL), ==, legal_terrains (w, VIK_NO_HEX));
  g_assert_cmpint (g_bit_nth_lsf (legal_terrains (w, VIK_NO_HEX), -1), !=,
                   g_bit_nth_msf (legal_terrains (w, VIK_NO_HEX), -1));
  terrain = g_bit_nth_msf (legal_terrains (w, VIK_NO_HEX), -1);
  other = g_bit_nth_lsf (legal_terrains (w, VIK_NO_HEX), -1);

  /* a chip: chosen (pressed), and clicked again: unchosen */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.choose-terrain", "i", terrain));
  g_assert_true (vik_play_controller_get_filter (play, &kind, &value));
  g_assert_cmpint (kind, ==, VIK_ACTION_TILE);
  g_assert_cmpint (value, ==, terrain);
  chip_values (w, active);
  g_assert_true (active[terrain]);
  g_assert_false (active[other]);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.choose-terrain", "i", terrain);
  g_assert_false (vik_play_controller_get_filter (play, NULL, NULL));

  /* a chip, then a waiting hex: that tile goes there, without a menu */
  g_assert_true (first_legal (w, VIK_ACTION_TILE, &a));
  hex = a.to;
  gtk_widget_activate_action (GTK_WIDGET (w), "win.choose-terrain", "i", terrain);
  g_assert_cmpint (vik_play_controller_get_highlight (play, hex), ==, VIK_HIGHLIGHT_TILE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i", hex));
  gui_test_spin ();
  g_assert_true (vik_game_hex_revealed (game_of (w), hex));
  g_assert_cmpint (vik_game_hex_terrain (game_of (w), hex), ==, terrain);

  /* a waiting hex, then a chip (a fresh game: the same draw) */
  start_arranging (w, 42);
  g_assert_false (vik_play_controller_get_filter (play, NULL, NULL));
  g_assert_true (first_legal (w, VIK_ACTION_TILE, &a));
  hex = a.to;
  g_assert_cmpuint (legal_terrains (w, hex), ==, (1u << terrain) | legal_terrains (w, hex));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i", hex));
  gui_test_spin ();
  /* the hex waits for its tile (the menu is offered too) */
  g_assert_false (vik_game_hex_revealed (game_of (w), hex));
  g_assert_cmpint (vik_play_controller_get_pending (play), ==, hex);
  g_assert_cmpint (vik_play_controller_get_highlight (play, hex), ==, VIK_HIGHLIGHT_SELECTED);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (vik_window_get_part (w, "selection_label"))),
                            vik_board_label (vik_game_get_board (game_of (w)), hex)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.choose-terrain", "i", other));
  gui_test_spin ();
  g_assert_true (vik_game_hex_revealed (game_of (w), hex));
  g_assert_cmpint (vik_game_hex_terrain (game_of (w), hex), ==, other);
  g_assert_cmpint (vik_play_controller_get_pending (play), ==, VIK_NO_HEX);

  /* the menu's way still works: the remaining tiles through win.apply-action */
  while (vik_game_get_decision (game_of (w)) == VIK_DECISION_ARRANGE)
    {
      g_assert_true (first_legal (w, VIK_ACTION_TILE, &a));
      apply_through_action (w, &a);
    }
  /* no tiles wait: no chips */
  g_assert_cmpuint (chip_values (w, NULL), ==, 0);
  window_free (w);
}

/* The bar's choices are a list model (VikChoiceItem): a heading, then a chip
 * per terrain drawn, each item a widget of choice_box in its order; a chip
 * activated through its item is chosen, and choosing keeps the widgets. */
static void
test_chips_bound (void)
{
  VikWindow *w = window_new ();
  VikPlayController *play = vik_window_get_play_controller (w);
  GtkWidget *box, *child;
  GListModel *choices;
  g_autoptr (GPtrArray) before = g_ptr_array_new ();
  guint terrains = 0, n;
  int kind, value;

  start_arranging (w, 42);
  box = child_of (w, "choice_box");
  choices = vik_decision_bar_get_choices (VIK_DECISION_BAR (gtk_widget_get_parent (box)));
  n = g_list_model_get_n_items (choices);
  g_assert_cmpuint (n, >=, 3);
  child = gtk_widget_get_first_child (box);
  for (guint i = 0; i < n; i++, child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr (VikChoiceItem) item = g_list_model_get_item (choices, i);
      g_assert_nonnull (child);
      g_ptr_array_add (before, child);
      if (i == 0)
        {
          g_assert_cmpint (vik_choice_item_get_kind (item), ==, VIK_CHOICE_HEADING);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child)), ==, "Drawn tiles:");
          continue;
        }
      g_assert_cmpint (vik_choice_item_get_kind (item), ==, VIK_CHOICE_CHIP);
      g_assert_true (gtk_widget_has_css_class (child, "choice-chip"));
      g_assert_cmpint (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "value")), ==,
                       vik_choice_item_get_value (item));
      terrains |= 1u << vik_choice_item_get_value (item);
    }
  g_assert_null (child);
  g_assert_cmpuint (terrains, ==, legal_terrains (w, VIK_NO_HEX));

  /* the last chip, activated through its item: chosen, pressed; the same widgets */
  {
    g_autoptr (VikChoiceItem) item = g_list_model_get_item (choices, n - 1);
    g_assert_true (vik_choice_item_activate (item, box));
    g_assert_true (vik_play_controller_get_filter (play, &kind, &value));
    g_assert_cmpint (kind, ==, VIK_ACTION_TILE);
    g_assert_cmpint (value, ==, vik_choice_item_get_value (item));
    g_assert_true (vik_choice_item_get_active (item));
    g_assert_true (gtk_toggle_button_get_active (before->pdata[n - 1]));
    /* a click on it: unchosen, no longer pressed */
    g_signal_emit_by_name (before->pdata[n - 1], "clicked");
    g_assert_false (vik_play_controller_get_filter (play, NULL, NULL));
    g_assert_false (vik_choice_item_get_active (item));
    g_assert_false (gtk_toggle_button_get_active (before->pdata[n - 1]));
  }
  g_assert_cmpuint (g_list_model_get_n_items (choices), ==, n);
  child = gtk_widget_get_first_child (box);
  for (guint i = 0; i < n; i++, child = gtk_widget_get_next_sibling (child))
    g_assert_true (child == before->pdata[i]);
  window_free (w);
}

/* Where a widget is in the window. */
static graphene_rect_t
bounds_in_window (VikWindow *w, GtkWidget *widget)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (w), &r));
  return r;
}

static void
assert_same_rect (const graphene_rect_t *a, const graphene_rect_t *b)
{
  g_assert_cmpfloat_with_epsilon (a->origin.x, b->origin.x, 0.5);
  g_assert_cmpfloat_with_epsilon (a->origin.y, b->origin.y, 0.5);
  g_assert_cmpfloat_with_epsilon (a->size.width, b->size.width, 0.5);
  g_assert_cmpfloat_with_epsilon (a->size.height, b->size.height, 0.5);
}

/* The chip of terrain t in the bar, or NULL. */
static GtkWidget *
chip_of (VikWindow *w, int t)
{
  g_autoptr (GPtrArray) chips = g_ptr_array_new ();

  find_chips (GTK_WIDGET (w), chips);
  for (guint i = 0; i < chips->len; i++)
    if (GPOINTER_TO_INT (g_object_get_data (chips->pdata[i], "value")) == t)
      return chips->pdata[i];
  return NULL;
}

/* The tile chips stay where they are while the prompt above the board
 * changes its height (two lines, then one) and while a hex chosen first is
 * named: the next click on a chip is the chip the player saw there [7.0]. */
static void
test_chips_stay_put (void)
{
  VikWindow *w = window_new ();
  GtkWidget *box, *prompt, *selection;
  GtkLabel *prompt_label;
  graphene_rect_t chips, now, one_line, board;
  VikPlayController *play = vik_window_get_play_controller (w);
  VikAction a = { 0 };
  int first, second, kind = -1, value = -1;
  guint terrains;

  start_arranging (w, 42);
  /* the whole board in view (an earlier test may have left the zoom stored) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (vik_window_get_board_view (w)), "board.zoom-fit", NULL));
  gui_test_settle ();
  box = child_of (w, "choice_box");
  prompt = child_of (w, "prompt_label");
  selection = child_of (w, "selection_label");
  prompt_label = GTK_LABEL (prompt);
  g_assert_true (gtk_widget_get_visible (box));
  chips = bounds_in_window (w, box);

  /* the prompt one line, then three: the chips do not move */
  gtk_label_set_text (prompt_label, "Ann, place the drawn tiles.");
  gui_test_settle ();
  one_line = bounds_in_window (w, prompt);
  now = bounds_in_window (w, box);
  assert_same_rect (&chips, &now);
  {
    g_autoptr (GString) text = g_string_new (NULL);
    while (text->len < 600)
      g_string_append (text, "place the drawn tiles: choose a terrain, then a hex; ");
    gtk_label_set_text (prompt_label, text->str);
  }
  gui_test_settle ();
  now = bounds_in_window (w, prompt);
  g_assert_cmpfloat (now.size.height, >, 1.8 * one_line.size.height);
  now = bounds_in_window (w, box);
  assert_same_rect (&chips, &now);
  gtk_label_set_text (prompt_label, "Ann, place the drawn tiles.");
  gui_test_settle ();
  now = bounds_in_window (w, box);
  assert_same_rect (&chips, &now);

  /* a hex chosen first: the selection line shows, the chips and the board
   * stay where they were (the line was kept for it, empty) */
  g_object_notify (G_OBJECT (play), "pending");   /* the bar shows the game's own prompt again */
  gui_test_settle ();
  g_assert_true (gtk_widget_get_visible (selection));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (selection)), ==, "");
  board = bounds_in_window (w, GTK_WIDGET (vik_window_get_board_view (w)));
  g_assert_true (first_legal (w, VIK_ACTION_TILE, &a));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i", a.to));
  gui_test_settle ();
  g_assert_true (gtk_widget_get_visible (selection));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (selection)), !=, "");
  now = bounds_in_window (w, box);
  assert_same_rect (&chips, &now);
  now = bounds_in_window (w, GTK_WIDGET (vik_window_get_board_view (w)));
  assert_same_rect (&board, &now);
  vik_play_controller_close_menu (play);
  vik_play_controller_set_pending (play, VIK_NO_HEX);
  gui_test_settle ();

  /* as a player: the prompt two lines or more when he clicks a chip, then a
   * hex (the prompt changes), then where he saw the second chip: that chip */
  terrains = legal_terrains (w, VIK_NO_HEX);
  /* (the last chip first: should its terrain run out, the others stay) */
  first = g_bit_nth_msf (terrains, -1);
  second = g_bit_nth_lsf (terrains, -1);
  g_assert_cmpint (second, !=, first);
  {
    g_autoptr (GString) text = g_string_new (NULL);
    while (text->len < 400)
      g_string_append (text, "place the drawn tiles: choose a terrain, then a hex; ");
    gtk_label_set_text (prompt_label, text->str);
  }
  gui_test_settle ();
  {
    graphene_rect_t r1 = bounds_in_window (w, chip_of (w, first));
    graphene_rect_t r2 = bounds_in_window (w, chip_of (w, second));
    double hx, hy;
    int before = 0;

    if (!real_click (w, r1.origin.x + r1.size.width / 2, r1.origin.y + r1.size.height / 2))
      {
        g_test_skip ("no real input here (X11 and xdotool)");
        window_free (w);
        return;
      }
    g_assert_true (vik_play_controller_get_filter (play, &kind, &value));
    g_assert_cmpint (value, ==, first);
    /* the waiting hex, clicked for real on the board */
    g_assert_true (first_legal (w, VIK_ACTION_TILE, &a));
    hex_center_in_window (w, a.to, &hx, &hy);
    for (int i = 0; i < vik_game_get_board (game_of (w))->n_hexes; i++)
      before += vik_game_hex_revealed (game_of (w), i);
    g_assert_true (real_click (w, hx, hy));
    {
      int after = 0;
      for (int i = 0; i < vik_game_get_board (game_of (w))->n_hexes; i++)
        after += vik_game_hex_revealed (game_of (w), i);
      g_assert_cmpint (after, ==, before + 1);
    }
    g_assert_nonnull (chip_of (w, second));
    g_assert_true (real_click (w, r2.origin.x + r2.size.width / 2, r2.origin.y + r2.size.height / 2));
    g_assert_true (vik_play_controller_get_filter (play, &kind, &value));
    g_assert_cmpint (kind, ==, VIK_ACTION_TILE);
    g_assert_cmpint (value, ==, second);
  }
  window_free (w);
}

/* Plays until the decider may place Reserve units: the setup turn's
 * placement [4.0] [14.0]. */
static void
play_to_reserve (VikWindow *w)
{
  VikAction a;
  int guard = 0;

  while (!first_legal (w, VIK_ACTION_PLACE, &a) && guard++ < 100)
    {
      if (vik_game_get_decision (game_of (w)) != VIK_DECISION_NONE || first_legal (w, VIK_ACTION_CAPITAL, &a))
        {
          GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
          a = g_array_index (legal, VikAction, 0);
          apply_through_action (w, &a);
        }
      else
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.end-phase", NULL));
          gui_test_spin ();
        }
    }
  g_assert_true (first_legal (w, VIK_ACTION_PLACE, &a));
}

static gboolean
place_legal (VikWindow *w, int unit, int hex)
{
  GArray *legal = vik_game_model_get_legal_actions (vik_window_get_model (w));

  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (a->kind == VIK_ACTION_PLACE && a->unit == unit && a->to == hex)
        return TRUE;
    }
  return FALSE;
}

/* Reserve placement, the unit type first [14.0]: a button per type in the
 * Reserve; choosing one lights up only the hexes where it can go; a click
 * there places it.  The hex first still works. */
static void
test_reserve_type_first (void)
{
  VikWindow *w = window_new ();
  VikPlayController *play = vik_window_get_play_controller (w);
  const VikBoard *board;
  gboolean active[VIK_N_UNIT_TYPES] = { FALSE };
  guint in_reserve = 0;
  int player, unit = -1, hex = VIK_NO_HEX, before, reserve_before;
  GArray *legal;
  VikAction a = { 0 };

  start (w, 3, 7);
  play_to_reserve (w);
  board = vik_game_get_board (game_of (w));
  player = vik_game_get_decider (game_of (w));
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (vik_game_reserve (game_of (w), player, t) > 0)
      in_reserve |= 1u << t;
  /* a button per unit type in the Reserve */
  g_assert_cmpuint (chip_values (w, NULL), ==, in_reserve);

  /* the type first: only its hexes light up */
  g_assert_true (first_legal (w, VIK_ACTION_PLACE, &a));
  unit = a.unit;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.choose-unit", "i", unit));
  chip_values (w, active);
  g_assert_true (active[unit]);
  for (int h = 0; h < board->n_hexes; h++)
    {
      gboolean lit = vik_play_controller_get_highlight (play, h) == VIK_HIGHLIGHT_PLACE;
      g_assert_cmpint (lit, ==, place_legal (w, unit, h));
      if (lit && hex == VIK_NO_HEX)
        hex = h;
    }
  /* a click places it there, at once */
  before = vik_game_hex_units (game_of (w), hex, player, unit);
  reserve_before = vik_game_reserve (game_of (w), player, unit);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i", hex));
  gui_test_spin ();
  g_assert_cmpint (vik_game_hex_units (game_of (w), hex, player, unit), ==, before + 1);
  g_assert_cmpint (vik_game_reserve (game_of (w), player, unit), ==, reserve_before - 1);

  /* the hex first: a click on a lit hex, then the type (or the only action) */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.choose-unit", "i", -1);
  g_assert_false (vik_play_controller_get_filter (play, NULL, NULL));
  if (first_legal (w, VIK_ACTION_PLACE, &a))
    {
      int n = 0;
      legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
      for (guint i = 0; i < legal->len; i++)
        n += g_array_index (legal, VikAction, i).kind == VIK_ACTION_PLACE
             && g_array_index (legal, VikAction, i).to == a.to;
      before = vik_game_hex_units (game_of (w), a.to, player, a.unit);
      g_assert_cmpint (vik_play_controller_get_highlight (play, a.to), ==, VIK_HIGHLIGHT_PLACE);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.click-hex", "i", a.to));
      gui_test_spin ();
      if (n > 1)
        {
          g_assert_cmpint (vik_play_controller_get_pending (play), ==, a.to);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.choose-unit", "i", a.unit));
          gui_test_spin ();
        }
      g_assert_cmpint (vik_game_hex_units (game_of (w), a.to, player, a.unit), ==, before + 1);
    }
  window_free (w);
}

/* A whole game played through the window reaches its end with a game-over
 * dialog naming the winner. */
static void
test_game_over (void)
{
  VikWindow *w = window_new ();
  VikRng rng;
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean dialog = FALSE;
  int i;

  start (w, 2, 4);
  vik_rng_seed (&rng, 4, 6);
  for (i = 0; i < 20000 && play_one (w, &rng); i++)
    ;
  g_assert_true (vik_game_is_over (game_of (w)));
  gui_test_spin ();
  for (guint k = 0; k < g_list_model_get_n_items (toplevels); k++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, k);
      if (ADW_IS_MESSAGE_DIALOG (top))
        {
          int winner = vik_game_get_winner (game_of (w));
          const char *heading = adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (top));
          if (winner >= 0)
            g_assert_nonnull (strstr (heading, vik_game_get_player_name (game_of (w), winner)));
          g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (top)), "points"));
          gtk_window_destroy (GTK_WINDOW (top));
          dialog = TRUE;
          break;
        }
    }
  g_assert_true (dialog);
  g_assert_false (action_sensitive (w, "end_button"));
  window_free (w);
}

/* The players' rows are made once per game and bound to their items: after
 * each action they are the same rows, saying what the game says now (the
 * current player marked, the Towns and Cities counted). */
static void
test_player_rows_bound (void)
{
  VikWindow *w = window_new ();
  GtkWidget *list, *rows[3];
  VikRng rng;

  start (w, 3, 12);
  list = vik_window_get_part (w, "players_list");
  g_assert_nonnull (list);
  for (int p = 0; p < 3; p++)
    {
      rows[p] = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), p));
      /* a VikPlayerRow template bound to the player's item */
      g_assert_true (VIK_IS_PLAYER_ROW (rows[p]));
      g_assert_cmpint (vik_player_item_get_player (vik_player_row_get_item (VIK_PLAYER_ROW (rows[p]))), ==, p);
      g_assert_cmpstr (vik_player_item_get_name (vik_player_row_get_item (VIK_PLAYER_ROW (rows[p]))), ==,
                       vik_game_get_player_name (game_of (w), p));
      /* people at every seat: no seat line, a seat menu with its words */
      g_assert_cmpstr (vik_player_item_get_seat_text (vik_player_row_get_item (VIK_PLAYER_ROW (rows[p]))), ==, "");
      g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (gui_test_find_named (rows[p], "seat-label"))));
      {
        GtkWidget *menu = gui_test_find_named (rows[p], "seat-menu");
        g_autofree char *tip = g_strdup_printf ("Who plays %s", vik_game_get_player_name (game_of (w), p));
        g_assert_true (gtk_widget_get_visible (menu));
        g_assert_cmpstr (gtk_widget_get_tooltip_text (menu), ==, tip);
        g_assert_nonnull (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu)));
      }
    }
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 3));
  vik_rng_seed (&rng, 12, 4);
  for (int i = 0; i < 400 && play_one (w, &rng); i++)
    {
      const VikGame *game = game_of (w);
      for (int p = 0; p < 3; p++)
        {
          GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (rows[p]));
          GtkWidget *text = gtk_widget_get_next_sibling (gtk_widget_get_first_child (box)); /* after the swatch */
          GtkWidget *name = gtk_widget_get_first_child (text);
          GtkWidget *sites = gtk_widget_get_next_sibling (name);
          int towns = vik_game_count_sites (game, p, VIK_SITE_TOWN);
          g_autofree char *expected = g_strdup_printf (towns == 1 ? "%d Town · " : "%d Towns · ", towns);

          g_assert_true (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), p)) == rows[p]);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name)), ==, vik_game_get_player_name (game, p));
          g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (sites)), expected));
          g_assert_cmpint (gtk_widget_has_css_class (box, "current"), ==,
                           p == vik_game_get_current_player (game) && !vik_game_is_over (game));
        }
    }
  window_free (w);
}

/* The Actions tab's rows are VikActionRow templates: each says its legal
 * action in words with its notation in small print, the row's labels bound
 * to the row's texts. */
static void
test_action_rows_template (void)
{
  VikWindow *w = window_new ();
  GtkWidget *list;
  GArray *legal;

  start (w, 2, 7);
  list = child_of (w, "actions_list");
  legal = vik_game_model_get_legal_actions (vik_window_get_model (w));
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < legal->len && i < 8; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) i);
      GtkWidget *child, *words_label, *notation_label;
      g_autofree char *words = NULL;
      g_autofree char *notation = NULL;
      g_assert_nonnull (row);
      child = gtk_list_box_row_get_child (row);
      g_assert_true (VIK_IS_ACTION_ROW (child));
      /* every row is one of the legal actions, in words and notation */
      for (guint k = 0; k < legal->len && words == NULL; k++)
        {
          const VikAction *a = &g_array_index (legal, VikAction, k);
          g_autofree char *n = vik_action_to_string (a, vik_game_get_board (game_of (w)));
          if (g_strcmp0 (n, vik_action_row_get_notation (VIK_ACTION_ROW (child))) == 0)
            {
              words = vik_action_describe (game_of (w), a);
              notation = g_steal_pointer (&n);
            }
        }
      g_assert_nonnull (words);
      words_label = gtk_widget_get_first_child (child);
      notation_label = gtk_widget_get_last_child (child);
      g_assert_cmpstr (vik_action_row_get_words (VIK_ACTION_ROW (child)), ==, words);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (words_label)), ==, words);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (notation_label)), ==, notation);
      g_assert_true (gtk_widget_has_css_class (notation_label, "caption"));
      /* a forecast's label only where there is one */
      g_assert_cmpint (gtk_widget_get_visible (gtk_widget_get_next_sibling (words_label)), ==,
                       vik_action_row_get_forecast (VIK_ACTION_ROW (child)) != NULL);
    }
  window_free (w);
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-gui-XXXXXX");
  /* never touch the user's autosave */
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "default-autosaves", NULL);
    g_setenv ("VIKTORY_AUTOSAVE_DIR", autosave, TRUE);
  }
  gtk_test_init (&argc, &argv, NULL);
  gui_test_init_gtk ();

  g_test_add_func ("/gui/window/opens", test_opens);
  g_test_add_func ("/gui/window/new-game", test_new_game);
  g_test_add_func ("/gui/window/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/gui/window/4.0/first-player-choice", test_first_player_choice);
  g_test_add_func ("/gui/window/16.0/optional-rules", test_new_game_optional_rules);
  g_test_add_func ("/gui/window/editions/rule-book-choice", test_new_game_edition);
  g_test_add_func ("/gui/window/setup-turn-through-actions", test_setup_turn);
  g_test_add_func ("/gui/window/refused-action", test_refused_action);
  g_test_add_func ("/gui/window/undo", test_undo);
  g_test_add_func ("/gui/window/handoff-blocks-all-but-ready", test_handoff_blocks);
  g_test_add_func ("/gui/window/prompts-are-true", test_prompts_true);
  g_test_add_func ("/gui/window/new-game-asks-save-discard-cancel", test_new_game_asks);
  g_test_add_func ("/gui/window/new-game-clears-log", test_new_game_clears_log);
  g_test_add_func ("/gui/window/save-and-reopen", test_save_reopen);
  g_test_add_func ("/gui/window/damaged-file", test_damaged_file);
  g_test_add_func ("/gui/window/board-clicks", test_board_clicks);
  g_test_add_func ("/gui/window/battle-forecast-and-report", test_battle);
  g_test_add_func ("/gui/window/autosave", test_autosave);
  g_test_add_func ("/gui/window/zoom", test_zoom);
  g_test_add_func ("/gui/window/game-over", test_game_over);
  g_test_add_func ("/gui/window/settings-stored-and-read-back", test_settings);
  g_test_add_func ("/gui/window/export-board", test_export_board);
  g_test_add_func ("/gui/window/player-rows-bound-not-rebuilt", test_player_rows_bound);
  g_test_add_func ("/gui/window/action-rows-template", test_action_rows_template);
  g_test_add_func ("/gui/window/7.0/arrange-tiles-chip-and-hex", test_arrange_tiles);
  g_test_add_func ("/gui/window/7.0/chips-stay-put", test_chips_stay_put);
  g_test_add_func ("/gui/window/7.0/chips-bound-to-model", test_chips_bound);
  g_test_add_func ("/gui/window/14.0/reserve-type-first", test_reserve_type_first);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  return status;
}
