/* vik-editor-game.h: a game's editor as the shared editor parts see it.
 *
 * Each game's editor describes itself once (VIKTORY II:
 * vik_viktory_editor_game(), editor/vik-editor-window-actions.c; Victory:
 * vic_victory_editor_game(), editor/victory/vic-editor-game.c) and the
 * program registers them at start-up (src/app/vik-application.c; the editor
 * window tests: editor_test_init(), tests/editor-window/editor-test.h).
 * New Map's "which game" question and opening another game's map go
 * through this list, so the shared editor includes no game's editor header. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;             /* "viktory2", "victory": New Map's response */
  const char *label;          /* N_(): New Map's button, with a mnemonic: "V_ictory" */
  const char *about;          /* N_(): its maps in a sentence, for New Map's question */
  /* A new editor window of this game on a blank map. */
  GtkWindow *(*new_map)   (GtkApplication *app);
  /* Is `path` this game's map or scenario (by its extension)? */
  gboolean   (*owns_path) (const char *path);
  /* Opens `file` in a new editor window of this game; FALSE with an error
   * (and a dialog over parent) when it does not load. */
  gboolean   (*open_file) (GtkApplication *app, GtkWindow *parent, GFile *file, GError **error);
} VikEditorGame;

/* Adds a game's editor (once; New Map's buttons stand in this order). */
void                        vik_editor_games_register (const VikEditorGame *game);
const VikEditorGame *const *vik_editor_games          (guint *n);
const VikEditorGame        *vik_editor_games_find     (const char *id);
/* The game whose map or scenario `path` is, or NULL. */
const VikEditorGame        *vik_editor_games_of_path  (const char *path);

/* VIKTORY II's (its editor window is this folder's). */
const VikEditorGame        *vik_viktory_editor_game   (void);

G_END_DECLS
