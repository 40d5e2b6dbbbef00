/* vik-game-choice.h: "which game" in a New Game dialog, written once.
 *
 * Each game's New Game dialog shows the same first row: one toggle per game
 * (vik_gui_games(), the list of the games' windows), its own active; pressing
 * another opens that game's dialog through its entry, so no game's dialog
 * includes another's. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;             /* the game's VikRules id: "viktory2", "victory" */
  const char *widget_name;    /* of its toggle: "game-viktory", "game-victory" */
  const char *label;          /* the toggle's text (a game's name) */
  const char *subtitle;       /* N_(): what the game is, under the row's title */
  /* Opens this game's New Game dialog over `parent` (any game's window, or
   * NULL), opening a window of this game where the dialog needs one. */
  void     (*open_new_game)   (GtkWindow *parent);
  /* Is `window` one of this game's windows, showing no game? (Starting
   * another game from it closes it.)  NULL: never. */
  gboolean (*window_is_empty) (GtkWindow *window);
} VikGameChoice;

/* The games, in the order their toggles stand (vik-gui-games.c). */
const VikGameChoice *const *vik_gui_games (guint *n);

/* The row: the toggle of `current` (an id) active; pressing another opens
 * its dialog over the window `dialog` stands over, and closes `dialog`. */
GtkWidget *vik_game_choice_row_new (const char *current, GtkWindow *dialog);
/* Some game's window showing no game. */
gboolean   vik_game_choice_window_is_empty (GtkWindow *window);

G_END_DECLS
