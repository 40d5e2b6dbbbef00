/* vik-game-log.h: the Log tab: every event of the game, one line each, the
 * turns as headings.  It follows its model: an undone action's lines go with
 * it (the log keeps where it ended at each undo depth). */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_GAME_LOG (vik_game_log_get_type ())
G_DECLARE_FINAL_TYPE (VikGameLog, vik_game_log, VIK, GAME_LOG, GtkWidget)

/* The "model" property. */
void          vik_game_log_set_model (VikGameLog *self, VikGameModel *model);
VikGameModel *vik_game_log_get_model (VikGameLog *self);
/* The whole log.  g_free(). */
char         *vik_game_log_get_text  (VikGameLog *self);

/* A log without a model is fed by its owner (the replay view): the game's
 * heading, then each action's events with the game after it, as the model
 * would have given them.  Its end is the number of characters; cutting it
 * back to an end it had takes the later lines away. */
void          vik_game_log_begin      (VikGameLog *self, const VikGame *game);
void          vik_game_log_add_events (VikGameLog *self, const VikGame *game,
                                       const VikEvent *events, guint n_events);
int           vik_game_log_get_end    (VikGameLog *self);
void          vik_game_log_cut        (VikGameLog *self, int end);

G_END_DECLS
