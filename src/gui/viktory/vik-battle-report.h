/* vik-battle-report.h: the Battle tab: the last battle round by round, its
 * dice coloured (a 1 red, other hits orange, misses faint), the hits, losses,
 * retreats and captures, and how it ended.  It follows its model: after an
 * Undo it shows what it showed before the undone action, so an undone
 * battle is never shown as fought. */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_BATTLE_REPORT (vik_battle_report_get_type ())
G_DECLARE_FINAL_TYPE (VikBattleReport, vik_battle_report, VIK, BATTLE_REPORT, GtkWidget)

/* The "model" property. */
void          vik_battle_report_set_model (VikBattleReport *self, VikGameModel *model);
VikGameModel *vik_battle_report_get_model (VikBattleReport *self);
/* The report as text (without the markup). */
const char   *vik_battle_report_get_text  (VikBattleReport *self);
/* Back to "No battle yet." */
void          vik_battle_report_clear     (VikBattleReport *self);
/* A report without a model is fed by its owner (the replay view): each
 * action's events with the game after it, as the model would have given
 * them. */
void          vik_battle_report_add_events (VikBattleReport *self, const VikGame *game,
                                            const VikEvent *events, guint n_events);

/* Signals:
 *   battle-began ()                 a battle or a bombardment began: worth showing the tab
 *   battle-ended (const char *text) how it ended, in words
 */

G_END_DECLS
