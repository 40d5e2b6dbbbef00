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
void       vik_board_view_fit           (VikBoardView *self);
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
/* Recomputes the highlights from the model's legal actions (after a change). */
void       vik_board_view_refresh       (VikBoardView *self);

/* Signals:
 *   actions-chosen (gpointer actions (GArray of VikAction), double x, double y)
 *   selection-changed (int hex)
 */

G_END_DECLS
