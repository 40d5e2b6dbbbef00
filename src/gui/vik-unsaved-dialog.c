/* vik-unsaved-dialog.c: Save / Discard / Cancel (see the header). */
#include "config.h"

#include "vik-unsaved-dialog.h"

#include <glib/gi18n.h>

typedef struct {
  VikUnsavedFunc func;
  gpointer data;
} Pending;

static void
on_response (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  Pending *p = user_data;

  p->func (response, p->data);
}

AdwMessageDialog *
vik_unsaved_dialog_present (GtkWindow *parent, const char *heading, const char *body,
                            VikUnsavedFunc func, gpointer data)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, body));
  Pending *p = g_new0 (Pending, 1);

  p->func = func;
  p->data = data;
  adw_message_dialog_add_responses (dialog,
                                    VIK_UNSAVED_CANCEL, _("_Cancel"),
                                    VIK_UNSAVED_DISCARD, _("_Discard"),
                                    VIK_UNSAVED_SAVE, _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, VIK_UNSAVED_DISCARD, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, VIK_UNSAVED_SAVE, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, VIK_UNSAVED_SAVE);
  adw_message_dialog_set_close_response (dialog, VIK_UNSAVED_CANCEL);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response), p,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
