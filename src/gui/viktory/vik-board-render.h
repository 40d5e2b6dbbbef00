/* vik-board-render.h: drawing the board with cairo, and hex picking.
 *
 * A plain function over a cairo_t and a const game, shared by the game's board
 * widget and the editor, and tested on image surfaces without a display.  The
 * view (zoom and pan) is a VikLayout (vik-hex.h): hex size in pixels and the
 * pixel position of the board's centre.  No GTK here. */
#pragma once

#include <cairo.h>

#include "vik-game.h"
#include "vik-game-model.h"

G_BEGIN_DECLS

typedef enum {
  VIK_HIGHLIGHT_NONE,
  VIK_HIGHLIGHT_SELECTED,   /* the selected unit stack */
  VIK_HIGHLIGHT_MOVE,       /* a legal destination */
  VIK_HIGHLIGHT_ATTACK,     /* a move or landing that starts a battle, a battle to fight */
  VIK_HIGHLIGHT_BOMBARD,    /* a legal bombard target */
  VIK_HIGHLIGHT_BUILD,      /* a legal Town/City/Capital site */
  VIK_HIGHLIGHT_PLACE,      /* a legal Reserve placement */
  VIK_HIGHLIGHT_TILE,       /* a hex waiting for a drawn tile [7.0] */
  VIK_N_HIGHLIGHTS
} VikHighlight;

typedef struct {
  VikLayout layout;                      /* zoom and pan */
  VikColor colors[VIK_MAX_PLAYERS];      /* player colours */
  int hover_hex;                         /* VIK_NO_HEX for none */
  guint8 highlight[VIK_MAX_HEXES];       /* VikHighlight per hex */
  gboolean show_labels;                  /* hex labels like "e5" */
} VikBoardStyle;

/* A style with the default colours, no highlights, and a layout fitted to width x height. */
void  vik_board_style_init      (VikBoardStyle *style, const VikGame *game, double width, double height);
/* Zooms/pans the layout so the whole board fits width x height with a margin. */
void  vik_board_style_fit       (VikBoardStyle *style, const VikGame *game, double width, double height);
/* Draws the whole board (terrain, face-down hexes, Towns, Cities, capitals, units with counts,
 * frigates with cargo, highlights) into cr, whose clip limits the work. */
void  vik_board_render          (cairo_t *cr, const VikGame *game, const VikBoardStyle *style);
/* The hex under pixel (x, y), or VIK_NO_HEX off the board. */
int   vik_board_hex_at          (const VikGame *game, const VikBoardStyle *style, double x, double y);
/* The fill colour of a terrain (VIK_N_TERRAINS means face down), for the legend and pixel tests. */
VikColor vik_board_terrain_color (int terrain);
/* The font size in pixels of the text on unit counters (the owner's letter,
 * "2I", "F1+2") for a hex size; at least 11 px, 0 when the hexes are too
 * small for text (the counters are dots then). */
double vik_board_unit_text_size (double hex_size);
/* The letter drawn on a player's pieces besides his colour (A, B, C...). */
char  vik_board_player_letter   (int player);

G_END_DECLS
