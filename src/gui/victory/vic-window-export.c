/* vic-window-export.c: the Victory window's board for "Export Board…" (see
 * vic-window-export.h). */
#include "config.h"

#include "vic-window-export.h"
#include "vic-window-private.h"
#include "vic-board-export.h"
#include "vik-export-actions.h"

static gboolean
has_board (GtkWidget *window)
{
  return vic_game_model_get_game (VIC_WINDOW (window)->model) != NULL;
}

/* Drawn for the viewer the window draws for: nobody's blocks behind the
 * hand-off screen. */
static gboolean
export_board (GtkWidget *window, const char *path, VikExportFormat format, GError **error)
{
  VicWindow *self = VIC_WINDOW (window);

  return vic_board_export (vic_game_model_get_game (self->model), vic_victory_painter_get_viewer (self->painter),
                           vic_game_model_get_colors (self->model), path, format, error);
}

void
vic_window_export_install_actions (GtkWidgetClass *widget_class)
{
  static const VikExportGame victory = { .has_board = has_board, .export = export_board };

  vik_export_actions_install (widget_class, &victory);
}

void
vic_window_export_update (VicWindow *self)
{
  vik_export_actions_update (GTK_WIDGET (self));
}
