/* vik-viktory-painter.h: the VIKTORY II board as a VikBoardPainter.
 *
 * The first painter of the board view: it draws a const VikGame with the
 * cairo renderer (vik-board-render.h), picks hexes as the renderer draws
 * them, and words a hex for the tooltip and for a screen reader.  Whoever
 * owns it says what to show: the game, the player colours, the highlights
 * and the stacks that can act (the game's play controller sets them from the
 * legal actions; the editor marks a problem's hex).  Every change emits
 * ::changed (VikBoardPainter), so the view redraws.  No GTK. */
#pragma once

#include "vik-board-painter.h"
#include "vik-board-render.h"

G_BEGIN_DECLS

#define VIK_TYPE_VIKTORY_PAINTER (vik_viktory_painter_get_type ())
G_DECLARE_FINAL_TYPE (VikViktoryPainter, vik_viktory_painter, VIK, VIKTORY_PAINTER, GObject)

VikViktoryPainter *vik_viktory_painter_new            (void);

/* Shows `game` (NULL: nothing).  The painter borrows it: call this again
 * after the game changed or was replaced, and with NULL before freeing it. */
void           vik_viktory_painter_set_game          (VikViktoryPainter *self, const VikGame *game);
const VikGame *vik_viktory_painter_get_game          (VikViktoryPainter *self);

void           vik_viktory_painter_set_color         (VikViktoryPainter *self, int player, VikColor color);
VikColor       vik_viktory_painter_get_color         (VikViktoryPainter *self, int player);
/* The "show-labels" property: hex labels like "e5" on the board. */
void           vik_viktory_painter_set_show_labels   (VikViktoryPainter *self, gboolean show);
gboolean       vik_viktory_painter_get_show_labels   (VikViktoryPainter *self);
/* Whose movement points the descriptions tell (the current player in a
 * game), -1 for nobody's. */
void           vik_viktory_painter_set_mp_player     (VikViktoryPainter *self, int player);

/* The highlight of every hex (VikHighlight, VIK_MAX_HEXES of them) and the
 * hexes whose stacks can act (a dashed ring; TRUE/FALSE per hex), in one
 * change; NULL for none. */
void           vik_viktory_painter_set_marks         (VikViktoryPainter *self, const guint8 *highlight,
                                                      const guint8 *can_act);
void           vik_viktory_painter_set_highlight     (VikViktoryPainter *self, int hex, VikHighlight highlight);
void           vik_viktory_painter_clear_highlights  (VikViktoryPainter *self);
VikHighlight   vik_viktory_painter_get_highlight     (VikViktoryPainter *self, int hex);
gboolean       vik_viktory_painter_get_can_act       (VikViktoryPainter *self, int hex);

/* "g6, Forest, Town of Bjorn, Bjorn: 2 Infantry, 1 Cavalry, highlighted: you
 * can move here" for the accessible description (what the painter's
 * describe() says).  g_free(). */
char          *vik_hex_accessible_text               (const VikGame *game, int hex, int mp_player,
                                                      VikHighlight highlight, gboolean can_act);

G_END_DECLS
