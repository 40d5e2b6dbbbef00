/* vik-hex-cursor.h: the board's keyboard cursor: where a key takes it, and
 * how it is drawn.  Game-neutral: the hexes are a painter's (no game header).
 * The words a screen reader says about the hex under it are the painter's
 * (vik_board_painter_describe). */
#pragma once

#include <gtk/gtk.h>

#include "vik-board-painter.h"

G_BEGIN_DECLS

/* The hex the cursor goes to from `hex` for keyval (arrows; with
 * `letters`, Q W E A S D for the six directions NW N NE SW S SE), or
 * VIK_NO_HEX when the key is not a cursor key.  Off the board it stays.
 * Flat-topped hexes have no neighbour straight left or right: Left and
 * Right go up and down in turn (*zig keeps the turn) and so follow a row. */
int   vik_hex_cursor_step (VikBoardPainter *painter, int hex, guint keyval, gboolean letters,
                           gboolean *zig);
/* A thick dashed ring, yellow on black, around the hex at `coords`: no
 * highlight or hover outline looks like it. */
void  vik_hex_cursor_draw (cairo_t *cr, const VikLayout *layout, VikHex coords);

G_END_DECLS
