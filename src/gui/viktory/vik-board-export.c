/* vik-board-export.c: the VIKTORY II board as a PNG, SVG or PDF file (see the header). */
#include "config.h"

#include "vik-board-export.h"
#include "vik-viktory-painter.h"

gboolean
vik_board_export_format_for_path (const char *path, VikExportFormat *format)
{
  return vik_export_format_for_path (path, format);
}

gboolean
vik_board_export (const VikGame   *game,
                  const VikColor  *colors,
                  const char      *path,
                  VikExportFormat  format,
                  GError         **error)
{
  g_autoptr (VikViktoryPainter) painter = vik_viktory_painter_new ();
  gboolean ok;

  vik_viktory_painter_set_game (painter, game);
  for (int p = 0; colors != NULL && p < VIK_MAX_PLAYERS; p++)
    vik_viktory_painter_set_color (painter, p, colors[p]);
  vik_viktory_painter_set_show_labels (painter, TRUE);
  ok = vik_painter_export (VIK_BOARD_PAINTER (painter), path, format, error);
  vik_viktory_painter_set_game (painter, NULL);
  return ok;
}
