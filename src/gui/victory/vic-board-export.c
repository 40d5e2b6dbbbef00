/* vic-board-export.c: the Victory board as a picture file (see the header). */
#include "config.h"

#include "vic-board-export.h"
#include "vic-victory-painter.h"

static VicVictoryPainter *
painter_for (const VicGame *game, int viewer, const VikPlayerColor *colors)
{
  VicVictoryPainter *painter = vic_victory_painter_new ();

  vic_victory_painter_set_game (painter, game);
  vic_victory_painter_set_viewer (painter, viewer);
  vic_victory_painter_set_colors (painter, colors);
  return painter;
}

GBytes *
vic_board_export_bytes (const VicGame *game, int viewer, const VikPlayerColor *colors, VikExportFormat format,
                        GError **error)
{
  g_autoptr (VicVictoryPainter) painter = painter_for (game, viewer, colors);

  return vik_painter_export_bytes (VIK_BOARD_PAINTER (painter), format, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT, error);
}

gboolean
vic_board_export (const VicGame *game, int viewer, const VikPlayerColor *colors, const char *path,
                  VikExportFormat format, GError **error)
{
  g_autoptr (VicVictoryPainter) painter = painter_for (game, viewer, colors);

  return vik_painter_export (VIK_BOARD_PAINTER (painter), path, format, error);
}
