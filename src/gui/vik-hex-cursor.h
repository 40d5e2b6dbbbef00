/* vik-hex-cursor.h: the board's keyboard cursor: where a key takes it, and
 * what a screen reader says about the hex under it.  No widget state. */
#pragma once

#include <gtk/gtk.h>

#include "vik-board-render.h"

G_BEGIN_DECLS

/* The hex the cursor goes to from `hex` for keyval (arrows; with
 * `letters`, Q W E A S D for the six directions NW N NE SW S SE), or
 * VIK_NO_HEX when the key is not a cursor key.  Off the board it stays.
 * Flat-topped hexes have no neighbour straight left or right: Left and
 * Right go up and down in turn (*zig keeps the turn) and so follow a row. */
int   vik_hex_cursor_step     (const VikBoard *board, int hex, guint keyval, gboolean letters,
                               gboolean *zig);
/* "g6, Forest, Town of Bjorn, Bjorn: 2 Infantry, 1 Cavalry, highlighted: you
 * can move here" for the accessible description.  g_free(). */
char *vik_hex_cursor_describe (const VikGame *game, int hex, int mp_player, VikHighlight highlight,
                               gboolean can_act);

G_END_DECLS
