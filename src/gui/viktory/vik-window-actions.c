/* vik-window-actions.c: the game window's actions (win.*): what the header,
 * the menu, the buttons, the keys and the tests do. */
#include "config.h"

#include "vik-window-private.h"
#include "vik-new-game-dialog.h"
#include "vik-end-button.h"
#include "vik-gui-util.h"
#include "vik-window-export.h"
#include "vik-window-replay.h"
#include "vik-gui-game.h"

#include <glib/gi18n.h>

static void
present_new_game_dialog (GtkWindow *window)
{
  vik_new_game_dialog_open (window, "viktory2");
}

static void
ask_open (GtkWindow *window)
{
  vik_window_ask_open (VIK_WINDOW (window));
}

/* ---------------------------------------------------------------- the actions */

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_confirm_unsaved (VIK_WINDOW (widget), present_new_game_dialog);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_confirm_unsaved (VIK_WINDOW (widget), ask_open);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_save (VIK_WINDOW (widget));
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_ask_save (VIK_WINDOW (widget), NULL);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);

  if (!vik_game_model_undo (self->model))
    vik_window_toast (self, _("Nothing to undo: a die roll or a revealed hex cannot be taken back"));
}

static void
end_phase_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  VikAction end;

  if (vik_game_model_get_game (self->model) == NULL)
    return;
  if (!vik_window_find_legal (self, VIK_ACTION_END, &end))
    {
      vik_window_toast (self, _("The phase cannot end now: a decision is pending"));
      return;
    }
  vik_play_controller_apply (self->play, &end);
}

/* win.apply-action (s): an action by its notation (the Actions list, the
 * bar's buttons, the tests). */
static void
apply_text_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (vik_game_model_get_game (self->model) == NULL)
    return;
  vik_play_controller_close_menu (self->play);
  if (!vik_game_model_apply_text (self->model, g_variant_get_string (param, NULL), &error))
    vik_window_toast (self, error->message);
}

static void
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_board_view_zoom_action (VIK_WINDOW (widget)->board_view, name);
}

/* win.choose-terrain (i) and win.choose-unit (i): a drawn tile's terrain or a
 * Reserve unit type chosen in the bar (vik_play_controller_choose). */
static void
choose_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_play_controller_choose (VIK_WINDOW (widget)->play,
                              g_str_equal (name, "win.choose-terrain") ? VIK_ACTION_TILE : VIK_ACTION_PLACE,
                              g_variant_get_int32 (param));
}

/* win.click-hex (i): what a click on the hex does (for the keyboard and tests). */
static void
click_hex_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_board_view_click_hex (VIK_WINDOW (widget)->board_view, g_variant_get_int32 (param), 0);
}

/* win.toggle-side-panel: shows or hides the side panel (beside the board in
 * a wide window, over it in one too narrow, where it folds away). */
static void
toggle_side_panel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdwFlap *flap = VIK_WINDOW (widget)->flap;

  adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

static void
handoff_ready_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);

  vik_handoff_dismiss (self->handoff);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
continue_autosave_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_continue_autosave (VIK_WINDOW (widget), NULL);
}

static gboolean
destroy_idle (gpointer window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

/* win.continue-game ID: another game's newest autosave opens in a window of
 * that game; this window goes when it holds no game, once the click that
 * asked is over (destroying the window inside its own button's click crashed
 * GTK); at the default priority, so that a busy redraw (a spinner drawn in
 * software) cannot keep the empty window up. */
static void
continue_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  const VikGuiGame *game = vik_gui_games_find (g_variant_get_string (param, NULL));

  if (game == NULL || game->continue_newest == NULL)
    return;
  if (game->continue_newest (GTK_WINDOW (self), vik_session_get_autosave_dir (VIK_SESSION (self->model)))
      && vik_game_model_get_game (self->model) == NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT, destroy_idle, g_object_ref (self), g_object_unref);
}

static void
on_concede_response (AdwMessageDialog *dialog, const char *response, VikWindow *self)
{
  if (g_strcmp0 (response, "concede") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.apply-action", "s", "concede");
}

static void
concede_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  const VikGame *game = vik_game_model_get_game (self->model);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (game == NULL)
    return;
  heading = g_strdup_printf (_("Concede the game, %s?"),
                             vik_game_get_player_name (game, vik_game_get_current_player (game)));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("Your empire leaves the game (5.1). This cannot be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "concede", _("C_oncede"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "concede",
                                              ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_concede_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
vik_window_install_actions (GtkWidgetClass *widget_class)
{
  /* The template's End button, which win.end-phase drives, names what it ends. */
  g_type_ensure (VIK_TYPE_END_BUTTON);
  static const VikWidgetAction actions[] = {
    { "win.new-game", NULL, new_game_action },
    { "win.open", NULL, open_action },
    { "win.save", NULL, save_action },
    { "win.save-as", NULL, save_as_action },
    { "win.undo", NULL, undo_action },
    { "win.end-phase", NULL, end_phase_action },
    { "win.apply-action", "s", apply_text_action },
    { "win.zoom-in", NULL, zoom_action },
    { "win.zoom-out", NULL, zoom_action },
    { "win.zoom-fit", NULL, zoom_action },
    { "win.handoff-ready", NULL, handoff_ready_action },
    { "win.continue-autosave", NULL, continue_autosave_action },
    { "win.continue-game", "s", continue_game_action },
    { "win.concede", NULL, concede_action },
    { "win.choose-terrain", "i", choose_action },
    { "win.choose-unit", "i", choose_action },
    { "win.click-hex", "i", click_hex_action },
    { "win.toggle-side-panel", NULL, toggle_side_panel_action },
  };

  vik_widget_class_install_actions (widget_class, actions, G_N_ELEMENTS (actions));
  vik_window_export_install_actions (widget_class);
  vik_window_replay_install_actions (widget_class);

  /* Zoom keys without Ctrl work on the board too. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "win.zoom-out", NULL);
}
