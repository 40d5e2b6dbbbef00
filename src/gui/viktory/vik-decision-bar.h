/* vik-decision-bar.h: the bar above the board, addressed to the player who
 * decides.
 *
 * The prompt naming the player and the rule; what is selected (or the hex
 * waiting for a choice); while drawn tiles wait [7.0] a chip per terrain
 * (win.choose-terrain), while Reserve units can be placed [14.0] a button
 * per unit type in the Reserve with its count (win.choose-unit); and a button
 * for each legal action that needs no hex (stop, keep, put back, casualties,
 * and "Fight at g6" for a battle waiting to be fought [13.0]), bound to the
 * action list through a filter (gtk_flow_box_bind_model).  The buttons play
 * through win.apply-action.  While a computer player decides, the bar only
 * says so ("Bjorn (computer, Normal) is thinking…"). */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"
#include "vik-play-controller.h"

G_BEGIN_DECLS

#define VIK_TYPE_DECISION_BAR (vik_decision_bar_get_type ())
G_DECLARE_FINAL_TYPE (VikDecisionBar, vik_decision_bar, VIK, DECISION_BAR, GtkWidget)

/* The "model" property: the game. */
void          vik_decision_bar_set_model      (VikDecisionBar *self, VikGameModel *model);
VikGameModel *vik_decision_bar_get_model      (VikDecisionBar *self);
/* The "actions" property: the legal actions (a GListModel of VikActionItem). */
void          vik_decision_bar_set_actions    (VikDecisionBar *self, GListModel *actions);
/* The "controller" property: the board's selection, pending hex and filter. */
void          vik_decision_bar_set_controller (VikDecisionBar *self, VikPlayController *controller);
const char   *vik_decision_bar_get_prompt     (VikDecisionBar *self);
/* The choices above the prompt (a GListModel of VikChoiceItem, see
 * vik-choice-item.h): a widget each in the bar's choice_box. */
GListModel   *vik_decision_bar_get_choices    (VikDecisionBar *self);

G_END_DECLS
