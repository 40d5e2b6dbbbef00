/* vik-game-choice.h: "which game" in a New Game dialog, written once.
 *
 * Each game's New Game dialog shows the same first row: one toggle per
 * registered game (vik-gui-game.h), its own active; pressing another opens
 * that game's dialog through its entry, so no game's dialog includes
 * another's. */
#pragma once

#include <gtk/gtk.h>

#include "vik-gui-game.h"

G_BEGIN_DECLS

/* The row: the toggle of `current` (an id) active; pressing another opens
 * its dialog over the window `dialog` stands over, and closes `dialog`. */
GtkWidget *vik_game_choice_row_new (const char *current, GtkWindow *dialog);
/* Some game's window showing no game. */
gboolean   vik_game_choice_window_is_empty (GtkWindow *window);

G_END_DECLS
