/* vik-window-export.c: the VIKTORY II window's board for "Export Board…"
 * (see the header). */
#include "config.h"

#include "vik-window-export.h"
#include "vik-export-actions.h"

#include "vik-board-export.h"
#include "vik-window.h"

static gboolean
has_board (GtkWidget *window)
{
  return vik_game_model_get_game (vik_window_get_model (VIK_WINDOW (window))) != NULL;
}

/* Drawn with the players' colours. */
static gboolean
export_board (GtkWidget *window, const char *path, VikExportFormat format, GError **error)
{
  VikGameModel *model = vik_window_get_model (VIK_WINDOW (window));
  VikColor colors[VIK_MAX_PLAYERS];

  for (int i = 0; i < VIK_MAX_PLAYERS; i++)
    colors[i] = vik_game_model_get_color (model, i);
  return vik_board_export (vik_game_model_get_game (model), colors, path, format, error);
}

void
vik_window_export_install_actions (GtkWidgetClass *widget_class)
{
  static const VikExportGame viktory = { .has_board = has_board, .export = export_board };

  vik_export_actions_install (widget_class, &viktory);
}
