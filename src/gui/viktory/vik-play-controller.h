/* vik-play-controller.h: what a click on the board means in a VIKTORY II game.
 *
 * The board view (vik-board-view.h) knows no rules; the play controller
 * does.  It gives the view a VIKTORY II painter (vik-viktory-painter.h) that
 * follows the model's game and colours, and turns the view's clicks, Enter
 * and Escape into the decider's legal actions:
 *
 * - the highlights come from the legal actions only: the targets of the
 *   actions chosen by their target alone (build, place, battle, tiles...),
 *   and with a stack selected the targets of its actions; a dashed ring marks
 *   the stacks that can act;
 * - a click on a stack that can act selects it (also when the selected stack
 *   could move there: a Shift+click moves onto one's own stack); a click on a
 *   highlighted hex means the legal actions there (::actions-chosen): one
 *   action without a forecast is applied, several or a fight open a menu
 *   with their forecasts over the board;
 * - with Town/City Relocation [16.5], a click on a Town or City that may be
 *   upgraded and relocated offers both in that menu, and selects it so the
 *   hexes it may move to light up;
 * - a choice made in the decision bar first (a drawn tile's terrain, a unit
 *   type of the Reserve) filters the highlights (vik_play_controller_choose);
 *   a hex clicked first for several tiles or unit types waits ("pending")
 *   for that choice;
 * - a selection a decision interrupted (the tiles a move revealed [7.0])
 *   comes back once the stack can act again;
 * - while a computer player decides (vik_game_model_get_decider_seat) nothing
 *   is highlighted and clicks mean nothing: people cannot act for it.
 *
 * Actions are applied through the model; a refusal is reported by ::refused
 * with the engine's explanation (the window shows it in a toast). */
#pragma once

#include <gtk/gtk.h>

#include "vik-board-view.h"
#include "vik-game-model.h"
#include "vik-viktory-painter.h"

G_BEGIN_DECLS

#define VIK_TYPE_PLAY_CONTROLLER (vik_play_controller_get_type ())
G_DECLARE_FINAL_TYPE (VikPlayController, vik_play_controller, VIK, PLAY_CONTROLLER, GObject)

/* Sets a VIKTORY II painter on the view and drives it from the model. */
VikPlayController *vik_play_controller_new       (VikGameModel *model, VikBoardView *view);
VikViktoryPainter *vik_play_controller_get_painter (VikPlayController *self);
VikBoardView      *vik_play_controller_get_view  (VikPlayController *self);

/* The "selected" property: the stack whose actions are highlighted. */
int        vik_play_controller_get_selected  (VikPlayController *self);
void       vik_play_controller_set_selected  (VikPlayController *self, int hex);
/* How the hex is highlighted now (VikHighlight). */
int        vik_play_controller_get_highlight (VikPlayController *self, int hex);
/* Does what a click on hex does: selects or deselects a stack, or fills `out`
 * (a GArray of VikAction) with the legal actions the click means and returns
 * TRUE (without applying them). */
gboolean   vik_play_controller_activate_hex  (VikPlayController *self, int hex, GArray *out);
/* What a Shift+click on hex does: the selected stack moves onto one's own
 * stack there (a plain click selects that stack instead). */
void       vik_play_controller_move_onto_hex (VikPlayController *self, int hex);

/* A choice made in the decision bar first: only the actions chosen by their
 * target whose kind is `kind` (VIK_ACTION_PLACE or VIK_ACTION_TILE) and whose
 * unit type or terrain is `value` are highlighted and meant by clicks.
 * VIK_BOARD_NO_FILTER clears it; it also clears itself once no legal action
 * passes it.  The "filter-kind" and "filter-value" properties. */
#define VIK_BOARD_NO_FILTER (-1)
void       vik_play_controller_set_filter    (VikPlayController *self, int kind, int value);
gboolean   vik_play_controller_get_filter    (VikPlayController *self, int *kind, int *value);
/* The "pending" property: a hex clicked first, marked as selected until a
 * choice in the bar (or it is no longer the target of a legal action);
 * VIK_NO_HEX for none. */
void       vik_play_controller_set_pending   (VikPlayController *self, int hex);
int        vik_play_controller_get_pending   (VikPlayController *self);
/* win.choose-terrain and win.choose-unit: a drawn tile's terrain or a Reserve
 * unit type chosen in the bar.  With a pending hex: the action there (an
 * illegal one is refused with the engine's reason).  Otherwise the board
 * lights up only where it can go (again: unchosen; -1: none). */
void       vik_play_controller_choose        (VikPlayController *self, VikActionKind kind, int value);

/* Applies an action of the decider (closing the menu); FALSE and ::refused
 * when the engine refuses it. */
gboolean   vik_play_controller_apply         (VikPlayController *self, const VikAction *action);
/* Closes the action menu if it is open. */
void       vik_play_controller_close_menu    (VikPlayController *self);

/* Signals:
 *   actions-chosen (gpointer actions (GArray of VikAction), double x, double y)
 *                       a click means these legal actions; (x, y) is the hex's centre in
 *                       the view.  The default handler applies one action without a
 *                       forecast, or opens the menu.
 *   refused (const char *message)   the engine refused an action: why, in words
 */

G_END_DECLS
