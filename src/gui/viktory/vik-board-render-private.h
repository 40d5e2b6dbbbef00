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
/* Where the chips of a hex go, inside the hex (flat-topped, size s, centre
 * (cx, cy)) with a margin for its outline and highlight band: rows of two,
 * else of one, below its Town or City when has_site, else centred, at the
 * text size vik_board_unit_text_size (s) or, in a crowded hex, smaller (not
 * below VIK_BOARD_UNIT_MIN_TEXT).  Fills rects (x, y, width, height for each
 * chip) and *font; FALSE when no text fits (the chips are drawn as dots). */
#define VIK_BOARD_UNIT_MIN_TEXT 8.0
gboolean vik_board_layout_units  (cairo_t *cr, const Counter *counters, int n, double cx, double cy,
                                  double s, gboolean has_site, double (*rects)[4], double *font);
/* Draws n chips as vik_board_layout_units() places them (dots when no text
 * fits or the board is zoomed too far out). */
void  vik_board_draw_units       (cairo_t *cr, const VikBoardStyle *style, const Counter *counters,
                                  int n, double cx, double cy, double s, gboolean has_site);

G_END_DECLS
