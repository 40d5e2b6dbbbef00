/* vik-export-actions.c: a game window's "Export Board…" actions (see the
 * header). */
#include "config.h"

#include "vik-export-actions.h"
#include "vik-file-chooser.h"
#include "vik-gui-util.h"

#include <glib/gi18n-lib.h>

static const VikExportGame *
game_of (GtkWidget *window)
{
  return g_type_get_qdata (G_OBJECT_TYPE (window), g_quark_from_static_string ("vik-export-game"));
}

/* Exports the board as the window shows it now to path; tells the player
 * what went wrong. */
static void
export_to_path (GtkWidget *window, const char *path)
{
  const VikExportGame *game = game_of (window);
  g_autoptr (GError) error = NULL;
  VikExportFormat format;

  if (!game->has_board (window))
    return;
  if (!vik_export_format_for_path (path, &format))
    {
      g_autofree char *body = g_strdup_printf (_("“%s” does not end in .png, .svg or .pdf."), path);
      vik_show_error_dialog (GTK_WINDOW (window), _("Could not export the board"), body);
      return;
    }
  if (!game->export (window, path, format, &error))
    vik_show_error_dialog (GTK_WINDOW (window), _("Could not export the board"), error->message);
}

static void
export_chosen (GtkWindow *window, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    export_to_path (GTK_WIDGET (window), path);
}

static void
export_board_action (GtkWidget *widget, const char *name, GVariant *param)
{
  static const char *const suffixes[] = { "png", "svg", "pdf", NULL };
  VikFileChoice choice = {
    .save = TRUE, .title = _("Export the Board"), .accept_label = _("_Export"),
    .filter_name = _("Pictures (PNG, SVG, PDF)"), .suffixes = suffixes, .suggested_name = _("board.png"),
  };

  if (game_of (widget)->has_board (widget) && !vik_file_chooser_is_open (GTK_WINDOW (widget)))
    vik_file_chooser_ask (GTK_WINDOW (widget), &choice, export_chosen);
}

static void
export_board_to_action (GtkWidget *widget, const char *name, GVariant *param)
{
  export_to_path (widget, g_variant_get_string (param, NULL));
}

void
vik_export_actions_install (GtkWidgetClass *widget_class, const VikExportGame *game)
{
  g_type_set_qdata (G_TYPE_FROM_CLASS (widget_class), g_quark_from_static_string ("vik-export-game"),
                    (gpointer) game);
  gtk_widget_class_install_action (widget_class, "win.export-board", NULL, export_board_action);
  gtk_widget_class_install_action (widget_class, "win.export-board-to", "s", export_board_to_action);
}

void
vik_export_actions_update (GtkWidget *window)
{
  gboolean board = game_of (window)->has_board (window);

  gtk_widget_action_set_enabled (window, "win.export-board", board);
  gtk_widget_action_set_enabled (window, "win.export-board-to", board);
}
