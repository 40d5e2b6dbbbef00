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

G_END_DECLS
