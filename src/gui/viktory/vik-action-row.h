/* vik-action-row.h: one legal action as the Actions list and the board's
 * menu show it: its description, its forecast (battles, bombardments, moves
 * into an enemy's hex) and its notation in small print. */
#pragma once

#include <gtk/gtk.h>

#include "vik-game.h"

G_BEGIN_DECLS

/* A vertical box of labels; with_forecast adds the forecast where the
 * action has one. */
GtkWidget *vik_action_row_new (const VikGame *game, const VikAction *action, gboolean with_forecast);
/* The same from texts already made (forecast may be NULL). */
GtkWidget *vik_action_row_new_from_text (const char *words, const char *forecast, const char *notation);

G_END_DECLS
