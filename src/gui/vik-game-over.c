/* vik-game-over.c: the game-over question of both windows (see the header). */
#include "config.h"

#include "vik-game-over.h"

#include <adwaita.h>
#include <glib/gi18n.h>

static void
on_response (AdwMessageDialog *dialog, const char *response, GtkWidget *window)
{
  if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (window, "win.new-game", NULL);
  else if (g_strcmp0 (response, "replay") == 0)
    gtk_widget_activate_action (window, "win.replay", NULL);
  else if (g_strcmp0 (response, "statistics") == 0)
    gtk_widget_activate_action (window, "win.statistics", NULL);
}

GtkWindow *
vik_game_over_present (GtkWindow *window, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (window, heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Look at the Board"),
                                    "statistics", _("_Statistics"),
                                    "replay", _("_Replay"),
                                    "new", _("_New Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_SUGGESTED);
  /* disconnected by itself should the window go first */
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}
