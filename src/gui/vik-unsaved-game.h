/* vik-unsaved-game.h: "Save the game?" before something replaces a game
 * with unsaved moves (a new game, an opened file, hosting or joining a
 * network game), written once over VikSession for both games' windows.
 * Save writes to the game's file, or asks for one first; Discard goes on;
 * Cancel does nothing. */
#pragma once

#include <gtk/gtk.h>

#include "vik-session.h"

G_BEGIN_DECLS

/* What waits for the answer, run with the window asked over. */
typedef void (*VikUnsavedThen) (GtkWindow *window);

/* How a game's window saves. */
typedef struct {
  /* Saves the game to `file`, telling the player if it cannot (then FALSE). */
  gboolean (*save_file) (GtkWindow *window, GFile *file);
  /* Asks where to save a game never saved, saves it there, then runs `then`
   * (nothing if the player cancels the file chooser). */
  void     (*ask_save)  (GtkWindow *window, VikUnsavedThen then);
} VikUnsavedSaver;

/* Runs `then` at once when `session` holds no unsaved play
 * (vik_session_has_unsaved_play), else after the player's Save or Discard. */
void vik_unsaved_game_confirm (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver,
                               VikUnsavedThen then);

G_END_DECLS
