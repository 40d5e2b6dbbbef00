/* vik-action-text.h: the game window's words for actions, decisions and odds.
 *
 * GTK-free helpers over the engine's const queries: a friendly description of
 * a legal action, the prompt addressed to the player who decides, where an
 * action starts and lands on the board (for click selection and highlights),
 * and the forecast shown before a battle or bombardment.  Tested without a
 * display. */
#pragma once

#include "vik-game.h"
#include "vik-board-render.h"

G_BEGIN_DECLS

/* "Move an Infantry from c4 to d5", "Build your Capital at d5"...  g_free(). */
char         *vik_action_describe      (const VikGame *game, const VikAction *action);
/* The End button's label: "End Phase", "End Setup Turn", "End Turn", and
 * "Finish Reinforcing" while a Vassal reinforces his capital [16.82]. */
const char   *vik_action_end_label     (const VikGame *game);
/* "Ann, choose the hex of your Capital (4.0)"...  g_free(). */
char         *vik_decision_prompt      (const VikGame *game);
/* The hex whose units act (the stack one selects before clicking a target), or
 * VIK_NO_HEX for actions chosen by their target alone or by a button. */
int           vik_action_origin        (const VikGame *game, const VikAction *action);
/* The hex one clicks to choose the action, or VIK_NO_HEX (a button). */
int           vik_action_target        (const VikGame *game, const VikAction *action);
/* How the target of the action is highlighted. */
VikHighlight  vik_action_highlight     (const VikGame *game, const VikAction *action);
/* The dice and the engine's forecast before a battle, a bombardment or a move
 * into an enemy hex, in words; NULL for other actions.  g_free(). */
char         *vik_action_forecast      (const VikGame *game, const VikAction *action);
/* A hex in words for the tooltip and the selection: label, terrain, Town or
 * City and owner, and each player's units; for `mp_player` also the movement
 * points left to his units there.  g_free(). */
char         *vik_hex_describe         (const VikGame *game, int hex, int mp_player);
/* While a unit's move is under way [10.0] and the player selects another
 * stack (`selected`, not the moving unit's hex): the warning that moving a
 * unit from there ends that move, e.g. "Your Cavalry at f5 still has 2 MPs:
 * moving a unit from here ends its move (units move one at a time, 10.0)."
 * NULL when no move is under way or `selected` is its hex.  g_free(). */
char         *vik_moving_unit_note     (const VikGame *game, int selected);
/* Faces as dice symbols, e.g. "⚀ ⚃ ⚅". g_free(). */
char         *vik_dice_faces_text      (const guint8 *dice, int n_dice);

G_END_DECLS
