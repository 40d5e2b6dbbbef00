/* vik-board-export.h: the VIKTORY II board as a PNG, SVG or PDF file.
 *
 * The game's board drawn by a VikViktoryPainter (the renderer, hex labels on,
 * no highlights, no hover) through the exporter both games share,
 * vik-painter-export.h (the formats, the size, the atomic write).  No GTK
 * here. */
#pragma once

#include "vik-board-render.h"
#include "vik-painter-export.h"

G_BEGIN_DECLS

/* The format named by path's extension (.png, .svg, .pdf; any case); FALSE
 * for another (vik_export_format_for_path). */
gboolean vik_board_export_format_for_path (const char *path, VikExportFormat *format);
/* Draws game with the player colours (VIK_MAX_PLAYERS of them, or NULL for the
 * defaults) and writes it to path atomically. */
gboolean vik_board_export (const VikGame   *game,
                           const VikColor  *colors,
                           const char      *path,
                           VikExportFormat  format,
                           GError         **error);

G_END_DECLS
