/* vik-board-view.h: the board widget of the game window.
 *
 * Draws the model's game with vik_board_render() through gtk_snapshot_append_cairo(),
 * zooms (Ctrl+wheel, pinch, keys) and pans (drag, wheel, arrow keys), shows the
 * hex under the pointer, and turns clicks into the decider's legal actions:
 * a click on a stack selects it and highlights its targets; a click on a
 * highlighted hex emits ::actions-chosen with the legal actions it means.  The
 * highlights come from the model's legal actions only. */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_BOARD_VIEW (vik_board_view_get_type ())
G_DECLARE_FINAL_TYPE (VikBoardView, vik_board_view, VIK, BOARD_VIEW, GtkWidget)

GtkWidget *vik_board_view_new           (void);
void       vik_board_view_set_model     (VikBoardView *self, VikGameModel *model);
VikGameModel *vik_board_view_get_model  (VikBoardView *self);

void       vik_board_view_zoom          (VikBoardView *self, double factor);
/* Fits the board to the widget: zoom 1.0. */
void       vik_board_view_fit           (VikBoardView *self);
/* The "zoom" property: the hex size relative to the fitted board (0.25-4). */
double     vik_board_view_get_zoom      (VikBoardView *self);
void       vik_board_view_set_zoom      (VikBoardView *self, double zoom);
/* Centres the board at the current zoom (a new game keeps the zoom). */
void       vik_board_view_center        (VikBoardView *self);
void       vik_board_view_pan           (VikBoardView *self, double dx, double dy);
double     vik_board_view_get_hex_size  (VikBoardView *self);

void       vik_board_view_set_show_labels (VikBoardView *self, gboolean show);
int        vik_board_view_get_selected  (VikBoardView *self);
void       vik_board_view_set_selected  (VikBoardView *self, int hex);
/* What the highlight of a hex is now (VikHighlight). */
int        vik_board_view_get_highlight (VikBoardView *self, int hex);
/* Does what a click on hex does: selects or deselects a stack, or fills `out`
 * (a GArray of VikAction) with the legal actions the click means and returns
 * TRUE.  The widget's click handler and the tests use it. */
gboolean   vik_board_view_activate_hex  (VikBoardView *self, int hex, GArray *out);
/* What a click on hex does, as if at its centre: ::actions-chosen when the
 * click means legal actions. */
void       vik_board_view_click_hex     (VikBoardView *self, int hex);

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

/* Recomputes the highlights from the model's legal actions (after a change). */
void       vik_board_view_refresh       (VikBoardView *self);

/* Signals:
 *   actions-chosen (gpointer actions (GArray of VikAction), double x, double y)
 *   selection-changed (int hex)
 */

G_END_DECLS
