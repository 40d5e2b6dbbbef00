/* vic-victory-painter.h: a *Victory* game as a VikBoardPainter: the map
 * (vic-map-draw.h) with the blocks drawn for one viewer.
 *
 * Fog of war (the book's Fog of War sidebar, 6.2): the viewer's own blocks
 * show their type and their strength on the top edge, rotated like a real
 * block (the lower strengths on the other edges); every other block shows
 * only a blank block of its owner's colour until a battle reveals it to the
 * viewer.  What a hidden block is never reaches the picture: it is drawn from
 * its owner and hex alone.  Every block is drawn at one size, its words never
 * under VIC_BLOCK_MIN_FONT pixels; a stack that does not fit its hex is
 * drawn as a fan, the front block whole; City and Town names are drawn over
 * the blocks.  Battle hexes are ringed, blocks out of supply
 * (7.0) crossed in a corner, the selected block framed and the hexes it may
 * go to lit.  No GTK here. */
#pragma once

#include "vik-board-painter.h"
#include "vik-player-color.h"
#include "vic-game.h"

G_BEGIN_DECLS

#define VIC_TYPE_VICTORY_PAINTER (vic_victory_painter_get_type ())
G_DECLARE_FINAL_TYPE (VicVictoryPainter, vic_victory_painter, VIC, VICTORY_PAINTER, GObject)

/* The viewer who sees everything (a finished game, tests). */
#define VIC_VIEWER_ALL (-2)

VicVictoryPainter *vic_victory_painter_new          (void);
/* The game is borrowed: call again (or vic_victory_painter_refresh) after it changed. */
void               vic_victory_painter_set_game     (VicVictoryPainter *self, const VicGame *game);
const VicGame     *vic_victory_painter_get_game     (VicVictoryPainter *self);
void               vic_victory_painter_refresh      (VicVictoryPainter *self);
/* Whose eyes the blocks are drawn for: a player, -1 for nobody (a spectator,
 * the hand-off screen) or VIC_VIEWER_ALL. */
void               vic_victory_painter_set_viewer   (VicVictoryPainter *self, int viewer);
int                vic_victory_painter_get_viewer   (VicVictoryPainter *self);
/* The hexes' labels ("e5") on the board (the property "show-labels"). */
void               vic_victory_painter_set_show_labels (VicVictoryPainter *self, gboolean show);
gboolean           vic_victory_painter_get_show_labels (VicVictoryPainter *self);
/* The selected block (VIC_NO_BLOCK for none) and the hexes to light (NULL
 * or n_hexes flags). */
void               vic_victory_painter_set_selection (VicVictoryPainter *self, int block,
                                                      const guint8 *lit_hexes);
/* May the viewer see this block's type and strength? */
gboolean           vic_victory_painter_sees         (VicVictoryPainter *self, int block);
/* The block drawn at pixel (x, y), VIC_NO_BLOCK for none. */
int                vic_victory_painter_block_at     (VicVictoryPainter *self, const VikLayout *layout,
                                                     double x, double y);
/* The blocks standing in hex, in the painter's order (by owner), at most
 * max of them; their count. */
int                vic_victory_painter_hex_blocks   (VicVictoryPainter *self, int hex, int *blocks, int max);

/* The smallest font size (pixels) of a block's type and strength. */
#define VIC_BLOCK_MIN_FONT 11.0
/* The side of a block drawn at a hex size, and the smallest font on its face
 * (never under VIC_BLOCK_MIN_FONT). */
double             vic_victory_painter_block_side   (double hex_size);
double             vic_victory_painter_block_font   (double hex_size);
/* The players' colours (VIC_MAX_PLAYERS of them; NULL: the default
 * palette, vic_player_default_color), as the game's model keeps them. */
void               vic_victory_painter_set_colors   (VicVictoryPainter *self, const VikPlayerColor *colors);
VikPlayerColor     vic_victory_painter_get_color    (VicVictoryPainter *self, int player);
/* A player's colour in the default palette (Okabe & Ito's, told apart with
 * the common kinds of colour blindness); vic_player_rgb the same in parts. */
VikPlayerColor     vic_player_default_color         (int player);
void               vic_player_rgb                   (int player, double *r, double *g, double *b);

G_END_DECLS
