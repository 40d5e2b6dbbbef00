/* vik-painter-export.h: a board as a PNG, SVG or PDF file, for either game.
 *
 * Draws through a VikBoardPainter (vik-board-painter.h: each game's painter
 * draws its board as its owner set it up, e.g. Victory's for one viewer, so
 * hidden blocks never reach the file) with the whole board fitted to the
 * picture (vik_board_painter_fit), on a white background, with no hex under
 * the pointer.  The bytes are collected in memory through a cairo stream and
 * written with vik_file_write_atomic(): a failed export never leaves a half
 * file.  Knows no game: no GTK and no game header here. */
#pragma once

#include "vik-board-painter.h"

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
gboolean vik_export_format_for_path (const char *path, VikExportFormat *format);
/* Where the board goes in a width x height picture (the painter's fit). */
void     vik_painter_export_layout  (VikBoardPainter *painter, int width, int height, VikLayout *out);
/* The picture's bytes (a PNG, SVG or PDF file's); NULL with an error. */
GBytes  *vik_painter_export_bytes   (VikBoardPainter *painter, VikExportFormat format, int width, int height,
                                     GError **error);
/* Draws the painter's board at VIK_EXPORT_WIDTH x VIK_EXPORT_HEIGHT and
 * writes it to path atomically. */
gboolean vik_painter_export         (VikBoardPainter *painter, const char *path, VikExportFormat format,
                                     GError **error);

G_END_DECLS
