/* vic-new-game-dialog.h: New Game for *Victory*: the book's scenario (Quick
 * Start first, 10.1-10.4), the player counts that scenario takes (2, or 4
 * on four maps; the Two-Front War 2) and the names, the seed.
 * Its first row, like the VIKTORY II dialog's, chooses the game
 * (vik-game-choice.h). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VIC_TYPE_NEW_GAME_DIALOG (vic_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VicNewGameDialog, vic_new_game_dialog, VIC, NEW_GAME_DIALOG, AdwWindow)

/* A modal dialog over `parent` (a VicWindow, whose game Start replaces, or
 * a VIKTORY II window: Start opens a Victory window, closing the parent when
 * it holds no game). */
GtkWidget *vic_new_game_dialog_new (GtkWindow *parent);
/* The dialog over `parent`, presented (its entry in vic-gui-game.c). */
void       vic_new_game_dialog_open (GtkWindow *parent);
/* A book's scenario (vic_scenario_preset_ids) for people: "Quick Start (10.1)". */
const char *vic_preset_title (const char *id);

G_END_DECLS
