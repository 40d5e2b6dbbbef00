/* vik-board-render-private.h: what the board's drawing files share
 * (vik-board-render.c draws the map and marks, vik-board-units.c the units). */
#pragma once

#include "vik-board-render.h"

G_BEGIN_DECLS

/* One chip on a hex: a player's land units of one type, or one Frigate. */
typedef struct {
  gint8 player;
  gint8 type;
  gint16 count;     /* land units; for a frigate, its cargo */
  gint16 label;     /* frigates: the number, else 0 */
} Counter;

#define MAX_COUNTERS 32

/* The chips of a hex, in player order; returns how many (at most MAX_COUNTERS). */
int   vik_board_collect_counters (const VikGame *game, int hex, Counter *out);
/* Draws n chips in rows of one or two, centred on (cx, cy), or below the
 * hex's Town or City when has_site; s is the hex size. */
void  vik_board_draw_units       (cairo_t *cr, const VikBoardStyle *style, const Counter *counters,
                                  int n, double cx, double cy, double s, gboolean has_site);

G_END_DECLS
