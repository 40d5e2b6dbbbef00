/* vik-window-files.c: the game window's files: opening and saving a game,
 * the file choosers (vik-file-chooser.h), continuing the autosaved game, and
 * the Save / Discard / Cancel question before a game with unsaved moves is
 * replaced. */
#include "config.h"

#include "vik-window-private.h"
#include "vik-file-chooser.h"
#include "vik-gui-util.h"
#include "vik-gui-game.h"
#include "vik-autosave.h"

#include <glib/gi18n.h>

gboolean
vik_window_open_file (VikWindow *self, GFile *file, GError **error)
{
  g_autoptr (GError) local = NULL;
  const VikGuiGame *other = vik_gui_games_of_file (file);

  /* another game's save ([Game] Game=victory) opens in a window of its game */
  if (other != NULL && other != vik_viktory_gui_game () && other->open_file != NULL)
    return other->open_file (gtk_window_get_application (GTK_WINDOW (self)), GTK_WINDOW (self), file, error);
  if (!vik_game_model_load (self->model, file, &local))
    {
      vik_file_error (GTK_WINDOW (self), VIK_FILE_OPEN, file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

gboolean
vik_window_continue_autosave (VikWindow *self, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!vik_game_model_load_autosave (self->model, &local))
    {
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not continue the autosaved game"), local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  vik_window_toast (self, _("The autosaved game continues"));
  return TRUE;
}

/* ---------------------------------------------------------------- choosing a file */

static void
open_chosen (GtkWindow *window, GFile *file)
{
  vik_window_open_file (VIK_WINDOW (window), file, NULL);
}

void
vik_window_ask_open (VikWindow *self)
{
  static const char *const suffixes[] = { "vik", "vic", NULL };
  VikFileChoice choice = {
    .title = _("Open a Saved Game"), .accept_label = _("_Open"),
    .filter_name = _("Saved games"), .suffixes = suffixes,
  };

  vik_file_chooser_ask (GTK_WINDOW (self), &choice, open_chosen);
}

/* ---------------------------------------------------------------- nothing lost without asking */

static void
toast_saved (GtkWindow *window)
{
  vik_window_toast (VIK_WINDOW (window), _("Game saved"));
}

static const char *const saved_suffixes[] = { "vik", NULL };
static const VikUnsavedSaver saver = {
  toast_saved, N_("Viktory games"), N_("game.vik"), saved_suffixes,
};

gboolean
vik_window_save_file (VikWindow *self, GFile *file, GError **error)
{
  return vik_unsaved_game_save_file (GTK_WINDOW (self), VIK_SESSION (self->model), &saver, file, error);
}

void
vik_window_save (VikWindow *self)
{
  vik_unsaved_game_save (GTK_WINDOW (self), VIK_SESSION (self->model), &saver);
}

void
vik_window_ask_save (VikWindow *self, VikUnsavedThen then)
{
  vik_unsaved_game_save_as (GTK_WINDOW (self), VIK_SESSION (self->model), &saver, then);
}

void
vik_window_confirm_unsaved (VikWindow *self, VikUnsavedThen then)
{
  vik_unsaved_game_confirm (GTK_WINDOW (self), VIK_SESSION (self->model), &saver, then);
}

/* ---------------------------------------------------------------- the start screen's Continue */

/* The start screen says which game Continue goes on with: "Continue: 4
 * players, turn 12, Bjorn to move, 2 hours ago". */
static void
update_continue_button (VikWindow *self)
{
  g_autoptr (GPtrArray) list = vik_autosave_catalogue (vik_autosave_viktory (),
                                                       vik_session_get_autosave_dir (VIK_SESSION (self->model)));
  g_autofree char *text = NULL, *tip = NULL;

  if (list->len == 0)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->continue_button), TRUE);
  text = vik_autosave_describe (vik_autosave_viktory (), g_ptr_array_index (list, 0),
                                g_get_real_time () / G_USEC_PER_SEC);
  gtk_button_set_label (self->continue_button, text);
  gtk_button_set_use_underline (self->continue_button, FALSE);
  tip = vik_autosave_display_path (((VikAutosaveInfo *) g_ptr_array_index (list, 0))->path);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->continue_button), tip);
}

/* The start screen's Continue for each other game with an autosave in dir
 * ("Continue Victory: North and South, turn 3, ..."); none when dir is NULL. */
static void
update_other_continues (VikWindow *self, const char *dir)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->other_continue_box));
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) tips = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  gboolean same = TRUE;
  guint n;
  const VikGuiGame *const *games = vik_gui_games (&n);

  for (guint i = 0; dir != NULL && i < n; i++)
    {
      char *label = games[i]->continue_label ? games[i]->continue_label (dir) : NULL;
      g_autofree char *path = NULL;
      if (label == NULL)
        continue;
      path = games[i]->continue_path ? games[i]->continue_path (dir) : NULL;
      g_ptr_array_add (labels, label);
      g_ptr_array_add (tips, path != NULL ? vik_autosave_display_path (path) : NULL);
      g_ptr_array_add (ids, (gpointer) games[i]->id);
    }
  /* the buttons stay as they are when nothing changed: one under the
   * pointer is not replaced at every update of the window */
  for (guint i = 0; i < labels->len; i++, child = child ? gtk_widget_get_next_sibling (child) : NULL)
    same = same && child != NULL && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), labels->pdata[i]) == 0
           && g_strcmp0 (gtk_widget_get_tooltip_text (child), tips->pdata[i]) == 0;
  if (same && child == NULL)
    return;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->other_continue_box))) != NULL)
    gtk_box_remove (self->other_continue_box, child);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *button = gtk_button_new_with_label (labels->pdata[i]);
      gtk_widget_add_css_class (button, "pill");
      gtk_widget_set_tooltip_text (button, tips->pdata[i]);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", ids->pdata[i]);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.continue-game");
      gtk_box_append (self->other_continue_box, button);
    }
}

void
vik_window_update_continue_buttons (VikWindow *self, gboolean has_game)
{
  gtk_widget_set_visible (GTK_WIDGET (self->continue_button), FALSE);
  if (!has_game && vik_game_model_has_autosave (self->model))
    update_continue_button (self);
  update_other_continues (self, has_game ? NULL : vik_session_get_autosave_dir (VIK_SESSION (self->model)));
}
