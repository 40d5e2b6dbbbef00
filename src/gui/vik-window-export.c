/* vik-window-export.c: the window's "Export Board…" actions (see the header). */
#include "config.h"

#include "vik-window-export.h"

#include <glib/gi18n-lib.h>

#include "vik-board-export.h"
#include "vik-file-chooser.h"
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
export_chosen (GtkWindow *window, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    export_to_path (VIK_WINDOW (window), path);
}

static void
export_board_action (GtkWidget *widget, const char *name, GVariant *param)
{
  static const char *const suffixes[] = { "png", "svg", "pdf", NULL };
  VikFileChoice choice = {
    .save = TRUE, .title = _("Export the Board"), .accept_label = _("_Export"),
    .filter_name = _("Pictures (PNG, SVG, PDF)"), .suffixes = suffixes, .suggested_name = _("board.png"),
  };

  (void) name;
  (void) param;
  if (vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (widget))) != NULL)
    vik_file_chooser_ask (GTK_WINDOW (widget), &choice, export_chosen);
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
