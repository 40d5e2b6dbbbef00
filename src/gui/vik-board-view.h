/* vik-board-view.h: the board widget shared by the game window and the editor.
 *
 * Two layers in one widget:
 *
 * - The view, which needs no game model: it draws a const VikGame with
 *   vik_board_render() through gtk_snapshot_append_cairo() (so HiDPI scales
 *   are crisp), zooms (Ctrl+wheel, pinch, +/-, Ctrl+0 fits) and pans (wheel,
 *   arrow keys, dragging), shows the hex under the pointer, and reports
 *   clicks and drags over hexes as signals.  The owner sets the game
 *   (vik_board_view_set_game), the player colours and the highlights, and
 *   may draw on top (::draw-overlay).  The editor uses it like this.
 *
 * - The game layer, used only when a VikGameModel is set
 *   (vik_board_view_set_model): the model's game is drawn, clicks become the
 *   decider's legal actions (a click on a stack selects it and highlights
 *   its targets; a click on a highlighted hex emits ::actions-chosen with
 *   the legal actions it means), and the highlights come from the model's
 *   legal actions only.
 *
 * Dragging with the primary button pans while "drag-pans" is TRUE (the
 * default, as in the game); with it FALSE (the editor) such a drag is a
 * stroke over hexes (::stroke-begin, ::hex-dragged per new hex,
 * ::stroke-end), and the middle button or Space+drag pan. */
#pragma once

#include <gtk/gtk.h>

#include "vik-board-render.h"
#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_BOARD_VIEW (vik_board_view_get_type ())
G_DECLARE_FINAL_TYPE (VikBoardView, vik_board_view, VIK, BOARD_VIEW, GtkWidget)

GtkWidget *vik_board_view_new           (void);

/* ---- the view (no model needed) ---- */

/* Shows `game` without a model (and drops the model if one was set).  The
 * view borrows the game: the owner keeps it alive while it is set, and calls
 * this again after changing or replacing it (NULL before freeing it).  The
 * zoom, the pan, the colours and the highlights are kept while the board's
 * size stays; a board of another size is centred at the current zoom. */
void       vik_board_view_set_game      (VikBoardView *self, const VikGame *game);
/* The game drawn: the model's or the one set. */
const VikGame *vik_board_view_get_game  (VikBoardView *self);

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
/* The "drag-pans" property: TRUE, a primary-button drag pans; FALSE, it is
 * a stroke over hexes (the middle button and Space+drag still pan). */
void       vik_board_view_set_drag_pans (VikBoardView *self, gboolean drag_pans);
gboolean   vik_board_view_get_drag_pans (VikBoardView *self);

void       vik_board_view_set_show_labels (VikBoardView *self, gboolean show);
/* A player's colour; the model sets them when there is one. */
void       vik_board_view_set_color     (VikBoardView *self, int player, VikColor color);
/* What the highlight of a hex is now (VikHighlight). */
int        vik_board_view_get_highlight (VikBoardView *self, int hex);
/* The owner's highlights, for a view without a model (with a model the
 * legal actions set them and the next change overwrites these). */
void       vik_board_view_set_highlight (VikBoardView *self, int hex, VikHighlight highlight);
void       vik_board_view_clear_highlights (VikBoardView *self);
/* The hex under the pointer, VIK_NO_HEX for none. */
int        vik_board_view_get_hover     (VikBoardView *self);
/* The style as drawn (layout, colours, highlights): for ::draw-overlay
 * handlers and hit tests.  Valid until the next change of the view. */
const VikBoardStyle *vik_board_view_get_style (VikBoardView *self);

/* The keyboard's hex cursor (drawn while the board has the focus; the
 * board's accessible description tells what is there), VIK_NO_HEX for none.
 * Setting it pans the board to show it. */
int        vik_board_view_get_cursor    (VikBoardView *self);
void       vik_board_view_set_cursor    (VikBoardView *self, int hex);

/* ---- the game layer (only with a model) ---- */

void       vik_board_view_set_model     (VikBoardView *self, VikGameModel *model);
VikGameModel *vik_board_view_get_model  (VikBoardView *self);

int        vik_board_view_get_selected  (VikBoardView *self);
void       vik_board_view_set_selected  (VikBoardView *self, int hex);
/* Does what a click on hex does: selects or deselects a stack, or fills `out`
 * (a GArray of VikAction) with the legal actions the click means and returns
 * TRUE.  The widget's click handler and the tests use it. */
gboolean   vik_board_view_activate_hex  (VikBoardView *self, int hex, GArray *out);
/* What a click on hex does, as if at its centre: ::hex-activated, then with
 * a model ::actions-chosen when the click means legal actions. */
void       vik_board_view_click_hex     (VikBoardView *self, int hex);
/* What a Shift+click on hex does: the selected stack moves onto one's own
 * stack there (a plain click selects that stack instead). */
void       vik_board_view_move_onto_hex (VikBoardView *self, int hex);
/* Is a popover (the action menu, the forecast) open over the board?  The hex
 * tooltip stays away meanwhile. */
gboolean   vik_board_view_has_popover   (VikBoardView *self);

/* A choice made in the decision bar first: only the actions chosen by their
 * target whose kind is `kind` (VIK_ACTION_PLACE or VIK_ACTION_TILE) and whose
 * unit type or terrain is `value` are highlighted and meant by clicks.
 * VIK_BOARD_NO_FILTER clears it; it also clears itself once no legal action
 * passes it. */
#define VIK_BOARD_NO_FILTER (-1)
void       vik_board_view_set_filter    (VikBoardView *self, int kind, int value);
gboolean   vik_board_view_get_filter    (VikBoardView *self, int *kind, int *value);
/* A hex clicked first, marked as selected until a choice in the bar (or it
 * is no longer the target of a legal action); VIK_NO_HEX for none. */
void       vik_board_view_set_pending   (VikBoardView *self, int hex);
int        vik_board_view_get_pending   (VikBoardView *self);

/* Recomputes the highlights from the model's legal actions (after a change);
 * without a model it only redraws. */
void       vik_board_view_refresh       (VikBoardView *self);

/* Signals:
 *   hex-activated (int hex)          a primary click on a hex (with or without a model)
 *   stroke-begin ()                  a primary drag starts over the board ("drag-pans" FALSE)
 *   hex-dragged (int hex)            the stroke reaches a hex: its first hex, then each new one
 *   stroke-end ()                    the stroke is over (also when the gesture is cancelled)
 *   draw-overlay (gpointer cairo_t)  after the board is drawn, in widget coordinates
 *   actions-chosen (gpointer actions (GArray of VikAction), double x, double y)   model only
 *   selection-changed (int hex)      model only
 */

G_END_DECLS
