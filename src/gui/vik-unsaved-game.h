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
  /* After a save, told in the window (VIKTORY II's "Game saved"); may be NULL. */
  void (*saved) (GtkWindow *window);
  /* Save As's file chooser: its filter's name and the name offered (N_(),
   * "Viktory games", "game.vik"), the game's file suffixes. */
  const char *filter_name;
  const char *suggested_name;
  const char *const *suffixes;
} VikUnsavedSaver;

/* Saves the game of `session` to `file` (vik_session_save); when it cannot,
 * tells the player over `window` (vik_file_error) and gives the error. */
gboolean vik_unsaved_game_save_file (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver,
                                     GFile *file, GError **error);
/* Save: to the game's file when it has one, else as Save As. */
void vik_unsaved_game_save    (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver);
/* Save As: asks where to save the game of `session` (its file offered),
 * saves it there, then runs `then` (may be NULL; nothing runs if the player
 * cancels the chooser, or if a chooser of `window` is open already). */
void vik_unsaved_game_save_as (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver,
                               VikUnsavedThen then);

/* Runs `then` at once when `session` holds no unsaved play
 * (vik_session_has_unsaved_play), else after the player's Save or Discard. */
void vik_unsaved_game_confirm (GtkWindow *window, VikSession *session, const VikUnsavedSaver *saver,
                               VikUnsavedThen then);

G_END_DECLS
