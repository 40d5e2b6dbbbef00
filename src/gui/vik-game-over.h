/* vik-game-over.h: the question both games' windows ask when a game ends:
 * who won and the final standing, and the way on: Look at the Board,
 * Statistics, Replay or New Game (the window's win.statistics, win.replay
 * and win.new-game actions). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Presents the dialog over `window` and returns it (owned by GTK). */
GtkWindow *vik_game_over_present (GtkWindow *window, const char *heading, const char *body);

G_END_DECLS
