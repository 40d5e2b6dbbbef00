/* vik-viktory-new-game-page.h: VIKTORY II's page of New Game (the dialog:
 * src/gui/vik-new-game-dialog.h): players, colours, victory conditions
 * [5.0] and seed; the optional rules [16.0]; the bundled scenarios. */
#pragma once

#include <adwaita.h>

#include "vik-new-game-page.h"
#include "vik-window.h"

G_BEGIN_DECLS

#define VIK_TYPE_VIKTORY_NEW_GAME_PAGE (vik_viktory_new_game_page_get_type ())
G_DECLARE_FINAL_TYPE (VikViktoryNewGamePage, vik_viktory_new_game_page, VIK, VIKTORY_NEW_GAME_PAGE, GtkBox)

/* The page (VikNewGamePage; its entry's new_game_page_new): Start calls
 * vik_window_start_game_with_seats() on `parent` if it is a VIKTORY II
 * window, else on a new one (another game's dialog page chose VIKTORY II). */
GtkWidget *vik_viktory_new_game_page_new (GtkWindow *parent);
/* A VIKTORY II window showing no game (FALSE for any other window). */
gboolean   vik_window_shows_no_game (GtkWindow *window);

G_END_DECLS
