/* vik-file-chooser.c: asking for a file, telling a file's error (see the header). */
#include "config.h"

#include "vik-file-chooser.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

#define CHOOSER_KEY "vik-file-chooser"

typedef struct {
  GtkWindow *window;             /* a reference while the chooser is open */
  VikFileChosenFunc chosen;
  gulong destroy_handler;
} Asking;

static void
asking_free (Asking *asking)
{
  g_clear_signal_handler (&asking->destroy_handler, asking->window);
  g_object_unref (asking->window);
  g_free (asking);
}

static void
on_response (GtkNativeDialog *native, int response, Asking *asking)
{
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native)) : NULL;
  g_autoptr (GtkWindow) window = g_object_ref (asking->window);
  VikFileChosenFunc chosen = asking->chosen;

  /* closed first (which frees `asking`): what comes next may ask again */
  g_object_set_data (G_OBJECT (window), CHOOSER_KEY, NULL);
  if (file != NULL)
    chosen (window, file);
}

/* The window goes: its chooser too, without an answer. */
static void
on_window_destroy (GtkWindow *window, gpointer data)
{
  g_object_set_data (G_OBJECT (window), CHOOSER_KEY, NULL);
}

static void
chooser_free (gpointer data)
{
  GtkNativeDialog *native = data;

  g_signal_handlers_disconnect_matched (native, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_response, NULL);
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *const *suffixes)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  if (suffixes == NULL)
    gtk_file_filter_add_pattern (filter, "*");
  for (guint i = 0; suffixes != NULL && suffixes[i] != NULL; i++)
    gtk_file_filter_add_suffix (filter, suffixes[i]);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

gboolean
vik_file_chooser_ask (GtkWindow *window, const VikFileChoice *choice, VikFileChosenFunc chosen)
{
  GtkFileChooserNative *native;
  Asking *asking;

  g_return_val_if_fail (GTK_IS_WINDOW (window), FALSE);
  g_return_val_if_fail (choice != NULL && chosen != NULL, FALSE);

  if (vik_file_chooser_is_open (window))
    return FALSE;
  native = gtk_file_chooser_native_new (choice->title, window,
                                        choice->save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        choice->accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (choice->filter_name != NULL)
    add_filter (GTK_FILE_CHOOSER (native), choice->filter_name, choice->suffixes);
  add_filter (GTK_FILE_CHOOSER (native), _("All files"), NULL);
  if (choice->save && choice->current_file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), choice->current_file, NULL);
  else if (choice->save && choice->suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), choice->suggested_name);

  asking = g_new0 (Asking, 1);
  asking->window = g_object_ref (window);
  asking->chosen = chosen;
  asking->destroy_handler = g_signal_connect (window, "destroy", G_CALLBACK (on_window_destroy), NULL);
  g_signal_connect_data (native, "response", G_CALLBACK (on_response), asking,
                         (GClosureNotify) (void (*) (void)) asking_free, 0);
  g_object_set_data_full (G_OBJECT (window), CHOOSER_KEY, native, chooser_free);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
  return TRUE;
}

gboolean
vik_file_chooser_is_open (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), CHOOSER_KEY) != NULL;
}

void
vik_file_error (GtkWindow *window, VikFileOperation operation, GFile *file, const GError *error)
{
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *heading = g_strdup_printf (operation == VIK_FILE_SAVE ? _("Could not save “%s”")
                                                                         : _("Could not open “%s”"), base);

  vik_show_error_dialog (window, heading, error->message);
}

gboolean
vik_file_chooser_ask_replay (GtkWindow *window, const char *filter_name, const char *suffix,
                             VikFileChosenFunc chosen)
{
  const char *const suffixes[] = { suffix, NULL };
  VikFileChoice choice = {
    .title = _("Replay a Saved Game"), .accept_label = _("_Replay"),
    .filter_name = filter_name, .suffixes = suffixes,
  };

  return vik_file_chooser_ask (window, &choice, chosen);
}

void
vik_file_chosen_path (GtkWindow *window, GVariant *path_variant, VikFileChosenFunc chosen)
{
  g_autoptr (GFile) file = g_file_new_for_path (g_variant_get_string (path_variant, NULL));

  chosen (window, file);
}
