/* vik-new-game-dialog.h: players, colours, victory conditions [5.0] and seed. */
#pragma once

#include <adwaita.h>

#include "vik-window.h"

G_BEGIN_DECLS

#define VIK_TYPE_NEW_GAME_DIALOG (vik_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VikNewGameDialog, vik_new_game_dialog, VIK, NEW_GAME_DIALOG, AdwWindow)

/* A modal dialog over window; "Start" calls vik_window_start_game(). */
GtkWidget *vik_new_game_dialog_new (VikWindow *window);
/* The dialog over `parent` if it is a VIKTORY II window, else over a new one
 * (the other game's dialog chose VIKTORY II). */
void       vik_new_game_dialog_open (GtkWindow *parent);
/* A VIKTORY II window showing no game (FALSE for any other window). */
gboolean   vik_window_shows_no_game (GtkWindow *window);

G_END_DECLS
