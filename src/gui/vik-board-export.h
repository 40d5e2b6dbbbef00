/* vik-board-export.h: the board as a PNG, SVG or PDF file.
 *
 * Draws the board with vik_board_render() (no highlights, no hover) onto a
 * cairo image, SVG or PDF surface, collects the bytes in memory and writes
 * them with vik_file_write_atomic(), so a failed export never leaves a half
 * file.  No GTK here. */
#pragma once

#include "vik-board-render.h"

G_BEGIN_DECLS

typedef enum {
  VIK_EXPORT_PNG,
  VIK_EXPORT_SVG,
  VIK_EXPORT_PDF,
} VikExportFormat;

/* The picture's size in pixels (PNG) or points (SVG, PDF). */
#define VIK_EXPORT_WIDTH  1200
#define VIK_EXPORT_HEIGHT 900

/* The format named by path's extension (.png, .svg, .pdf; any case); FALSE for another. */
gboolean vik_board_export_format_for_path (const char *path, VikExportFormat *format);
/* Draws game with the player colours (VIK_MAX_PLAYERS of them, or NULL for the
 * defaults) and writes it to path atomically. */
gboolean vik_board_export (const VikGame   *game,
                           const VikColor  *colors,
                           const char      *path,
                           VikExportFormat  format,
                           GError         **error);

G_END_DECLS
