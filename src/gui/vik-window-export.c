/* vik-window-export.c: the window's "Export Board…" actions (see the header). */
#include "config.h"

#include "vik-window-export.h"

#include <glib/gi18n-lib.h>

#include "vik-board-export.h"
#include "vik-gui-util.h"
#include "vik-window.h"

/* Exports the window's game to path; tells the player what went wrong. */
static void
export_to_path (VikWindow *window, const char *path)
{
  VikGameModel *model = vik_window_get_model (window);
  const VikGame *game = vik_game_model_get_game (model);
  g_autoptr (GError) error = NULL;
  VikColor colors[VIK_MAX_PLAYERS];
  VikExportFormat format;

  if (game == NULL)
    return;
  if (!vik_board_export_format_for_path (path, &format))
    {
      g_autofree char *body = g_strdup_printf (_("“%s” does not end in .png, .svg or .pdf."), path);
      vik_show_error_dialog (GTK_WINDOW (window), _("Could not export the board"), body);
      return;
    }
  for (int i = 0; i < VIK_MAX_PLAYERS; i++)
    colors[i] = vik_game_model_get_color (model, i);
  if (!vik_board_export (game, colors, path, format, &error))
    vik_show_error_dialog (GTK_WINDOW (window), _("Could not export the board"), error->message);
}

static void
on_response (GtkNativeDialog *native, int response, gpointer user_data)
{
  VikWindow *window = VIK_WINDOW (user_data);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        export_to_path (window, path);
    }
  g_object_unref (native);
}

static void
export_board_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkFileChooserNative *native;
  GtkFileFilter *filter = gtk_file_filter_new ();

  (void) name;
  (void) param;
  if (vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (widget))) == NULL)
    return;
  native = gtk_file_chooser_native_new (_("Export the Board"), GTK_WINDOW (widget),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_filter_set_name (filter, _("Pictures (PNG, SVG, PDF)"));
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_filter_add_suffix (filter, "svg");
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), _("board.png"));
  g_signal_connect (native, "response", G_CALLBACK (on_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
export_board_to_action (GtkWidget *widget, const char *name, GVariant *param)
{
  (void) name;
  export_to_path (VIK_WINDOW (widget), g_variant_get_string (param, NULL));
}

void
vik_window_export_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-board", NULL, export_board_action);
  gtk_widget_class_install_action (widget_class, "win.export-board-to", "s", export_board_to_action);
}
