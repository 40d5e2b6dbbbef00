/* vik-new-game-dialog.h: New Game, one dialog for every game.
 *
 * Its first row chooses the game (a toggle per registered game,
 * vik-gui-game.h); under it stands that game's page (VikNewGamePage, made by
 * the game's new_game_page_new the first time it is shown or asked for), and
 * Start asks the page to start its game.  Choosing another game shows its
 * page in the same dialog, so no game's windows include another game's
 * headers. */
#pragma once

#include <adwaita.h>

#include "vik-new-game-page.h"

G_BEGIN_DECLS

#define VIK_TYPE_NEW_GAME_DIALOG (vik_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VikNewGameDialog, vik_new_game_dialog, VIK, NEW_GAME_DIALOG, AdwWindow)

/* A modal dialog over `parent` (any game's window, or NULL) showing the page
 * of the game `game_id` (a registered id: "viktory2", "victory"; NULL or an
 * unknown one: the first registered). */
GtkWidget      *vik_new_game_dialog_new      (GtkWindow *parent, const char *game_id);
/* The same, presented. */
void            vik_new_game_dialog_open     (GtkWindow *parent, const char *game_id);
/* The id of the game whose page shows. */
const char     *vik_new_game_dialog_get_game (VikNewGameDialog *self);
/* Shows the page of `game_id` (its toggle pressed). */
void            vik_new_game_dialog_set_game (VikNewGameDialog *self, const char *game_id);
/* The page of `game_id` (built now if it was not yet), NULL when that game
 * is not registered. */
VikNewGamePage *vik_new_game_dialog_get_page (VikNewGameDialog *self, const char *game_id);

G_END_DECLS
