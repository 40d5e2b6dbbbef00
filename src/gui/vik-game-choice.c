/* vik-game-choice.c: the New Game dialogs' "which game" row (see the header). */
#include "config.h"

#include "vik-game-choice.h"

#include <adwaita.h>
#include <glib/gi18n.h>

typedef struct {
  const VikGuiGame *choice;
  GtkWindow *dialog;
} Pressed;

static void
on_pressed (GtkToggleButton *button, Pressed *pressed)
{
  GtkWindow *dialog = pressed->dialog;

  if (!gtk_toggle_button_get_active (button))
    return;
  pressed->choice->open_new_game (gtk_window_get_transient_for (dialog));
  gtk_window_destroy (dialog);
}

static void
pressed_free (gpointer data, GClosure *closure)
{
  (void) closure;
  g_free (data);
}

GtkWidget *
vik_game_choice_row_new (const char *current, GtkWindow *dialog)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkToggleButton *first = NULL;
  guint n;
  const VikGuiGame *const *games = vik_gui_games (&n);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Game"));
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *toggle = gtk_toggle_button_new_with_label (games[i]->label);

      gtk_widget_set_name (toggle, games[i]->widget_name);
      if (first)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (toggle), first);
      else
        first = GTK_TOGGLE_BUTTON (toggle);
      if (g_strcmp0 (games[i]->id, current) == 0)
        {
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(games[i]->subtitle));
        }
      else
        {
          Pressed *pressed = g_new (Pressed, 1);
          pressed->choice = games[i];
          pressed->dialog = dialog;
          g_signal_connect_data (toggle, "toggled", G_CALLBACK (on_pressed), pressed, pressed_free, 0);
        }
      gtk_box_append (GTK_BOX (box), toggle);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  return row;
}

gboolean
vik_game_choice_window_is_empty (GtkWindow *window)
{
  guint n;
  const VikGuiGame *const *games = vik_gui_games (&n);

  for (guint i = 0; window != NULL && i < n; i++)
    if (games[i]->window_is_empty && games[i]->window_is_empty (window))
      return TRUE;
  return FALSE;
}
