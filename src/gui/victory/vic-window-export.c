/* vic-window-export.c: the Victory window's "Export Board…" (see
 * vic-window-export.h). */
#include "config.h"

#include "vic-window-export.h"
#include "vic-window-private.h"
#include "vic-board-export.h"
#include "vik-file-chooser.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

/* Exports the board as the window shows it now to path; tells the player
 * what went wrong. */
static void
export_to_path (VicWindow *self, const char *path)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  g_autoptr (GError) error = NULL;
  VikExportFormat format;

  if (game == NULL)
    return;
  if (!vik_export_format_for_path (path, &format))
    {
      g_autofree char *body = g_strdup_printf (_("“%s” does not end in .png, .svg or .pdf."), path);
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not export the board"), body);
      return;
    }
  /* the viewer the window draws for: nobody's blocks behind the hand-off screen */
  if (!vic_board_export (game, vic_victory_painter_get_viewer (self->painter), path, format, &error))
    vik_show_error_dialog (GTK_WINDOW (self), _("Could not export the board"), error->message);
}

static void
export_chosen (GtkWindow *window, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    export_to_path (VIC_WINDOW (window), path);
}

static void
export_board_action (GtkWidget *widget, const char *name, GVariant *param)
{
  static const char *const suffixes[] = { "png", "svg", "pdf", NULL };
  VikFileChoice choice = {
    .save = TRUE, .title = _("Export the Board"), .accept_label = _("_Export"),
    .filter_name = _("Pictures (PNG, SVG, PDF)"), .suffixes = suffixes, .suggested_name = _("board.png"),
  };

  if (vic_game_model_get_game (VIC_WINDOW (widget)->model) != NULL && !vik_file_chooser_is_open (GTK_WINDOW (widget)))
    vik_file_chooser_ask (GTK_WINDOW (widget), &choice, export_chosen);
}

static void
export_board_to_action (GtkWidget *widget, const char *name, GVariant *param)
{
  export_to_path (VIC_WINDOW (widget), g_variant_get_string (param, NULL));
}

void
vic_window_export_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-board", NULL, export_board_action);
  gtk_widget_class_install_action (widget_class, "win.export-board-to", "s", export_board_to_action);
}

void
vic_window_export_update (VicWindow *self)
{
  gboolean game = vic_game_model_get_game (self->model) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-board", game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-board-to", game);
}
