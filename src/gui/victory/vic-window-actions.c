/* vic-window-actions.c: what a player does in the Victory window: clicks on
 * the board and the panel, End, Undo, the hand-off screen's Ready, files. */
#include "config.h"

#include "vic-window-private.h"
#include "vic-action-words.h"
#include "vik-new-game-dialog.h"
#include "vic-help-window.h"
#include "vic-hex-popover.h"
#include "vik-file-chooser.h"
#include "vik-file-io.h"
#include "vik-gui-util.h"
#include "vik-rules.h"
#include "vic-save.h"
#include "vik-gui-game.h"

#include <glib/gi18n.h>

/* ---------------------------------------------------------------- playing */

static gboolean
apply (VicWindow *self, const VicAction *action)
{
  g_autoptr (GError) error = NULL;

  if (!vic_game_model_apply (self->model, action, &error))
    {
      vik_show_error_dialog (GTK_WINDOW (self), _("Not allowed"), error->message);
      return FALSE;
    }
  return TRUE;
}

/* The decider's blocks in hex that can act, in the order of the legal list. */
static GArray *
actors_in (VicWindow *self, int hex)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  GArray *legal = vic_game_model_get_legal_actions (self->model);
  GArray *blocks = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < legal->len; i++)
    {
      int b = g_array_index (legal, VicAction, i).block;
      VicBlockInfo info;
      gboolean seen = FALSE;
      if (b == VIC_NO_BLOCK || !vic_game_get_block (game, b, &info) || info.hex != hex)
        continue;
      for (guint k = 0; k < blocks->len && !seen; k++)
        seen = g_array_index (blocks, int, k) == b;
      if (!seen)
        g_array_append_val (blocks, b);
    }
  return blocks;
}

/* A click on a hex: the selected block's action there (a move, a deploy, a
 * retreat...), else the next of one's blocks there that can act, else an
 * action of no block there (a battle to fight), else nothing selected. */
void
vic_window_on_hex_activated (VikBoardView *view, int hex, guint state, VicWindow *self)
{
  GArray *legal;
  g_autoptr (GArray) actors = NULL;

  if (vic_game_model_get_game (self->model) == NULL || vik_handoff_get_active (self->handoff)
      || vic_window_computer_decides (self))
    return;
  legal = vic_game_model_get_legal_actions (self->model);
  if (self->selected != VIC_NO_BLOCK)
    for (guint i = 0; i < legal->len; i++)
      {
        const VicAction *a = &g_array_index (legal, VicAction, i);
        if (a->block == self->selected && vic_action_target_hex (a) == hex)
          {
            VicAction chosen = *a;
            apply (self, &chosen);
            return;
          }
      }
  actors = actors_in (self, hex);
  if (vic_window_offer_hex (self, hex, actors))
    return;   /* a stack, or blocks to deploy there: the list to choose from */
  if (actors->len > 0)
    {
      guint next = 0;
      for (guint k = 0; k < actors->len; k++)
        if (g_array_index (actors, int, k) == self->selected)
          next = (k + 1) % actors->len;
      vic_window_select (self, g_array_index (actors, int, next));
      return;
    }
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (a->block == VIC_NO_BLOCK && a->kind == VIC_ACTION_BATTLE && a->hex == hex)
        {
          VicAction chosen = *a;
          apply (self, &chosen);
          return;
        }
    }
  vic_window_select (self, VIC_NO_BLOCK);
}

void
vic_window_on_action_chosen (VicSidePanel *panel, gpointer action, VicWindow *self)
{
  if (!vic_window_computer_decides (self))
    apply (self, action);
}

void
vic_window_on_block_chosen (VicSidePanel *panel, int block, VicWindow *self)
{
  vic_window_select (self, block);
}

static void
click_hex_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicWindow *self = VIC_WINDOW (widget);
  vic_window_on_hex_activated (self->board_view, g_variant_get_int32 (param), 0, self);
}

static void
select_block_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vic_window_select (VIC_WINDOW (widget), g_variant_get_int32 (param));
}

/* An action in the notation ("move IN3 e5-f6"). */
static void
apply_action_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicWindow *self = VIC_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!vic_game_model_apply_text (self->model, g_variant_get_string (param, NULL), &error))
    vik_show_error_dialog (GTK_WINDOW (self), _("Not allowed"), error->message);
}

static void
end_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicAction end = vic_action_make (VIC_ACTION_END);
  apply (VIC_WINDOW (widget), &end);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vic_game_model_undo (VIC_WINDOW (widget)->model);
}

static void
handoff_ready_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_handoff_dismiss (VIC_WINDOW (widget)->handoff);
}

static void
present_new_game_dialog (GtkWindow *window)
{
  vik_new_game_dialog_open (window, "victory");
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vic_window_confirm_unsaved (VIC_WINDOW (widget), present_new_game_dialog);
}

static void
help_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vic_help_window_present (GTK_WINDOW (widget));
}

/* ---------------------------------------------------------------- files */

gboolean
vic_file_is_victory (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *data = NULL;
  g_autofree char *id = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  gsize length;

  if (path == NULL || !vik_file_read_bounded (path, VIC_SAVE_MAX_FILE_BYTES, &data, &length, NULL)
      || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL))
    return FALSE;
  id = vik_rules_file_game_id (kf);
  return g_strcmp0 (id, "victory") == 0;
}

gboolean
vic_window_open_file (VicWindow *self, GFile *file, GError **error)
{
  g_autoptr (GError) local = NULL;

  vic_side_panel_clear_log (self->side_panel);
  if (!vic_game_model_load (self->model, file, &local))
    {
      vik_file_error (GTK_WINDOW (self), VIK_FILE_OPEN, file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  vik_board_view_center (self->board_view);
  vic_window_hand_off (self);
  return TRUE;
}

VicWindow *
vic_window_open_in_new (GtkApplication *app, GtkWindow *parent, GFile *file, GError **error)
{
  VicWindow *window = vic_window_new (app);

  if (!vic_game_model_load (window->model, file, error))
    {
      if (parent != NULL && error != NULL && *error != NULL)
        vik_file_error (parent, VIK_FILE_OPEN, file, *error);
      gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }
  gtk_window_present (GTK_WINDOW (window));
  vik_board_view_center (window->board_view);
  vic_window_hand_off (window);
  return window;
}

static void
toast_saved (GtkWindow *window)
{
  vik_toast_show (VIC_WINDOW (window)->toast_overlay, _("Game saved"));
}

static const char *const saved_suffixes[] = { "vic", NULL };
static const VikUnsavedSaver saver = {
  toast_saved, N_("Victory games"), N_("game.vic"), saved_suffixes,
};

gboolean
vic_window_save_file (VicWindow *self, GFile *file, GError **error)
{
  return vik_unsaved_game_save_file (GTK_WINDOW (self), VIK_SESSION (self->model), &saver, file, error);
}

/* Runs `then` at once, or after Save / Discard when the game has unsaved
 * play (vik-unsaved-game.h, as VIKTORY II's window asks); Cancel runs nothing. */
void
vic_window_confirm_unsaved (VicWindow *self, VikUnsavedThen then)
{
  vik_unsaved_game_confirm (GTK_WINDOW (self), VIK_SESSION (self->model), &saver, then);
}

/* A Victory save opens here; another game's (VIKTORY II's) in a window of
 * its own game, through the registered games (vik-gui-game.h). */
static void
open_chosen (GtkWindow *window, GFile *file)
{
  if (vic_file_is_victory (file))
    vic_window_open_file (VIC_WINDOW (window), file, NULL);
  else
    vik_gui_games_open_file (gtk_window_get_application (window), window, file, NULL);
}

/* win.save: to the game's file, or asks for one; win.save-as: asks. */
static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_unsaved_game_save (GTK_WINDOW (widget), VIK_SESSION (VIC_WINDOW (widget)->model), &saver);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_unsaved_game_save_as (GTK_WINDOW (widget), VIK_SESSION (VIC_WINDOW (widget)->model), &saver, NULL);
}

static void
ask_open (GtkWindow *window)
{
  static const char *const suffixes[] = { "vic", "vik", NULL };
  VikFileChoice choice = {
    .title = _("Open a Saved Game"), .accept_label = _("_Open"),
    .filter_name = _("Saved games"), .suffixes = suffixes,
  };

  if (!vik_file_chooser_is_open (window))
    vik_file_chooser_ask (window, &choice, open_chosen);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vic_window_confirm_unsaved (VIC_WINDOW (widget), ask_open);
}

/* ---------------------------------------------------------------- the actions */

void
vic_window_update_actions (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  gboolean playing = game != NULL && !vic_game_is_over (game) && !vik_handoff_get_active (self->handoff)
                     && !vic_window_computer_decides (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", playing && vic_game_model_can_undo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.click-hex", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.select-block", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.apply-action", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.handoff-ready", vik_handoff_get_active (self->handoff));
  vic_window_net_update_actions (self);
}

void
vic_window_install_actions (GtkWidgetClass *widget_class)
{
  static const VikWidgetAction actions[] = {
    { "win.new-game", NULL, new_game_action },
    { "win.open", NULL, open_action },
    { "win.save", NULL, save_action },
    { "win.save-as", NULL, save_as_action },
    { "win.undo", NULL, undo_action },
    { "win.end", NULL, end_action },
    { "win.handoff-ready", NULL, handoff_ready_action },
    { "win.help", NULL, help_action },
    { "win.click-hex", "i", click_hex_action },
    { "win.select-block", "i", select_block_action },
    { "win.apply-action", "s", apply_action_action },
  };

  vik_widget_class_install_actions (widget_class, actions, G_N_ELEMENTS (actions));
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.help", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
}
