/* vic-board-export.h: the *Victory* board as a PNG, SVG or PDF file, as one
 * viewer sees it.
 *
 * A VicVictoryPainter for `viewer` (a player, -1 for nobody,
 * VIC_VIEWER_ALL once the game is over) draws the board through the
 * exporter both games share (vik-painter-export.h): the viewer's blocks
 * with their type and strength, every other block a blank block of its
 * owner's colour drawn from its owner and hex alone, so another player's
 * hidden blocks never reach the file.  No selection, no lit hexes.  The
 * players' colours are the game's (vic_game_model_get_colors; NULL: the
 * default palette).  No GTK here. */
#pragma once

#include "vic-game.h"
#include "vik-painter-export.h"
#include "vik-player-color.h"

G_BEGIN_DECLS

GBytes  *vic_board_export_bytes (const VicGame *game, int viewer, const VikPlayerColor *colors,
                                 VikExportFormat format, GError **error);
gboolean vic_board_export       (const VicGame *game, int viewer, const VikPlayerColor *colors, const char *path,
                                 VikExportFormat format, GError **error);

G_END_DECLS
