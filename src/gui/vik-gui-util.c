/* vik-gui-util.c: small pieces the game window and the editor window share. */
#include "config.h"

#include "vik-gui-util.h"

#include <adwaita.h>
#include <glib/gi18n.h>

void
vik_show_error_dialog (GtkWindow *parent, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}
