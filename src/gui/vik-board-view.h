/* vik-board-view.h: the board widget shared by the game window and the editor.
 *
 * The view knows no game: it draws, picks and reads out hexes through a
 * painter (VikBoardPainter: the VIKTORY II painter in a game, the editor's
 * painter in the editor) and includes no engine header.  It zooms (Ctrl+wheel,
 * pinch, +/-, Ctrl+0 fits) and pans (wheel, Ctrl+arrow keys, dragging),
 * outlines the hex under the pointer, shows the painter's tooltip, keeps a
 * keyboard hex cursor with its accessible description, and reports what the
 * player does over hexes as signals.  What a click means is its owner's
 * business: the game's play controller (vik-play-controller.h), the editor's
 * tools.
 *
 * Dragging with the primary button pans while "drag-pans" is TRUE (the
 * default, as in the game); with it FALSE (the editor) such a drag is a
 * stroke over hexes (::stroke-begin, ::hex-dragged per new hex,
 * ::stroke-end), and the middle button or Space+drag pan. */
#pragma once

#include <gtk/gtk.h>

#include "vik-board-painter.h"

G_BEGIN_DECLS

#define VIK_TYPE_BOARD_VIEW (vik_board_view_get_type ())
G_DECLARE_FINAL_TYPE (VikBoardView, vik_board_view, VIK, BOARD_VIEW, GtkWidget)

GtkWidget *vik_board_view_new           (void);

/* The "painter" property: what is drawn (NULL: nothing).  The view keeps a
 * reference and redraws on its ::changed; a board whose bounds changed is
 * centred at the current zoom, the same board keeps zoom and pan. */
void       vik_board_view_set_painter   (VikBoardView *self, VikBoardPainter *painter);
VikBoardPainter *vik_board_view_get_painter (VikBoardView *self);

void       vik_board_view_zoom          (VikBoardView *self, double factor);
/* The zoom actions shared by the game and the editor: "…zoom-in", "…zoom-out",
 * anything else fits the board. */
void       vik_board_view_zoom_action   (VikBoardView *self, const char *action_name);
/* Fits the board to the widget: zoom 1.0. */
void       vik_board_view_fit           (VikBoardView *self);
/* The "zoom" property: the hex size relative to the fitted board (0.25-4). */
double     vik_board_view_get_zoom      (VikBoardView *self);
void       vik_board_view_set_zoom      (VikBoardView *self, double zoom);
/* Centres the board at the current zoom (a new game keeps the zoom). */
void       vik_board_view_center        (VikBoardView *self);
void       vik_board_view_pan           (VikBoardView *self, double dx, double dy);
double     vik_board_view_get_hex_size  (VikBoardView *self);
/* The zoom and pan: hex size and the pixel of hex (0, 0), in the widget's
 * coordinates.  Valid until the next change of the view. */
const VikLayout *vik_board_view_get_layout (VikBoardView *self);
/* The centre of a hex in the widget's coordinates (FALSE off the board). */
gboolean   vik_board_view_get_hex_position (VikBoardView *self, int hex, double *x, double *y);
/* The "drag-pans" property: TRUE, a primary-button drag pans; FALSE, it is
 * a stroke over hexes (the middle button and Space+drag still pan). */
void       vik_board_view_set_drag_pans (VikBoardView *self, gboolean drag_pans);
gboolean   vik_board_view_get_drag_pans (VikBoardView *self);
/* The "letter-keys" property: Q W E A S D move the hex cursor too (in a
 * game; the editor's letters are its tools).  FALSE by default. */
void       vik_board_view_set_letter_keys (VikBoardView *self, gboolean letter_keys);

/* The hex under the pointer, VIK_NO_HEX for none. */
int        vik_board_view_get_hover     (VikBoardView *self);

/* The keyboard's hex cursor (the board's accessible description is the
 * painter's words for that hex), VIK_NO_HEX for none.  Its ring is drawn
 * while the board has the focus and the keyboard has shown it (a key moved
 * it, or Tab brought the focus); a pointer click moves the cursor to the
 * clicked hex but hides the ring, so it never looks like a selection, until
 * a key shows it again.  Setting it shows it and pans the board to it. */
int        vik_board_view_get_cursor    (VikBoardView *self);
void       vik_board_view_set_cursor    (VikBoardView *self, int hex);
/* Is the cursor's ring drawn now? */
gboolean   vik_board_view_get_cursor_shown (VikBoardView *self);

/* What a click on hex does (for the keyboard, win.click-hex and tests):
 * ::hex-activated with `state` (GDK_SHIFT_MASK: a Shift+click). */
void       vik_board_view_click_hex     (VikBoardView *self, int hex, GdkModifierType state);
/* Is a popover (the action menu, the forecast) open over the board?  The hex
 * tooltip stays away meanwhile. */
gboolean   vik_board_view_has_popover   (VikBoardView *self);

/* Signals:
 *   hex-activated (int hex, guint state)  a primary click, Enter or Space on a hex; state is
 *                                         the GdkModifierType (Shift: the alternative meaning)
 *   cancel ()                        Escape, a secondary click or a click off the board
 *   stroke-begin ()                  a primary drag starts over the board ("drag-pans" FALSE)
 *   hex-dragged (int hex)            the stroke reaches a hex: its first hex, then each new one
 *   stroke-end ()                    the stroke is over (also when the gesture is cancelled)
 */

G_END_DECLS
