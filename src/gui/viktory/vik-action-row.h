/* vik-action-row.h: one legal action as the Actions list and the board's
 * menu show it (VikActionRow, data/ui/vik-action-row.ui): its description,
 * its forecast (battles, bombardments, moves into an enemy's hex) and its
 * notation in small print.  The template binds its labels to the row's
 * "words", "forecast" and "notation" properties; the forecast's label shows
 * only while there is one. */
#pragma once

#include <gtk/gtk.h>

#include "vik-game.h"

G_BEGIN_DECLS

#define VIK_TYPE_ACTION_ROW (vik_action_row_get_type ())
G_DECLARE_FINAL_TYPE (VikActionRow, vik_action_row, VIK, ACTION_ROW, GtkWidget)

/* The words of action in game; with_forecast adds the forecast where the
 * action has one. */
GtkWidget  *vik_action_row_new           (const VikGame *game, const VikAction *action, gboolean with_forecast);
/* The same from texts already made (forecast may be NULL). */
GtkWidget  *vik_action_row_new_from_text (const char *words, const char *forecast, const char *notation);

const char *vik_action_row_get_words     (VikActionRow *self);
/* NULL without one */
const char *vik_action_row_get_forecast  (VikActionRow *self);
const char *vik_action_row_get_notation  (VikActionRow *self);

G_END_DECLS
