/* vic-side-panel.h: the *Victory* window's side panel: the phase and whose
 * decision it is, the decider's legal actions in words under the heading of
 * what is asked (deployment, moves, combat..., production), and the log.
 *
 * The actions: those of the selected block, or else one row per block that
 * can act (a block with a single action shows that action) and the actions
 * of no block (End, a battle to fight).  A row activated (a click, Enter)
 * says ::action-chosen or ::block-chosen; the window applies or selects. */
#pragma once

#include <gtk/gtk.h>

#include "vic-game-model.h"

G_BEGIN_DECLS

#define VIC_TYPE_SIDE_PANEL (vic_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (VicSidePanel, vic_side_panel, VIC, SIDE_PANEL, GtkWidget)

GtkWidget *vic_side_panel_new         (void);
/* Shows the model's position; `selected` is the selected block or VIC_NO_BLOCK. */
void       vic_side_panel_update      (VicSidePanel *self, VicGameModel *model, int selected);
/* Adds the events of an action to the log, as `reader` may know them
 * (vic_event_words: -1 everybody at the table). */
void       vic_side_panel_log_events  (VicSidePanel *self, const VicGame *game, const VicEvent *events,
                                       guint n_events, int reader);
void       vic_side_panel_clear_log   (VicSidePanel *self);
/* Adds a line of the program's own to the log. */
void       vic_side_panel_log_note    (VicSidePanel *self, const char *text);
/* While a computer decides: the panel lists none of its choices and its
 * heading says `text` ("Bjorn (computer, Normal) is thinking…"); NULL: back
 * to the decision.  Takes effect at the next update. */
void       vic_side_panel_set_waiting (VicSidePanel *self, const char *text);
/* The action list's rows now: a GListModel of VicActionItem
 * (vic-action-list.h), to which the list box is bound. */
GListModel *vic_side_panel_get_model  (VicSidePanel *self);
/* The row showing the model's item at `position` (a VicActionRow,
 * vic-action-row.h), or NULL; gtk_widget_activate() on it is a click. */
GtkWidget  *vic_side_panel_get_row    (VicSidePanel *self, guint position);
/* The battle forecast shown (for tests), "" while none is or it is being
 * computed (in a worker thread, for the battles a selected block's moves
 * would start, the battles begun in the Move Phase, the battles to choose
 * and the battle under way).  g_free(). */
char      *vic_side_panel_get_forecast (VicSidePanel *self);
/* The decision explained under its heading (vic-phase-guide.h): what to
 * do, how much is left, where (the lit hexes) and how it ends; "" when none
 * is shown.  g_free(). */
char      *vic_side_panel_get_guide   (VicSidePanel *self);
/* The log's text (for tests).  g_free(). */
char      *vic_side_panel_get_log     (VicSidePanel *self);

/* Signals: action-chosen (gpointer const VicAction *), block-chosen (int block). */

G_END_DECLS
