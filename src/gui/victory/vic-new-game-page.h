/* vic-new-game-page.h: Victory's page of New Game (the dialog:
 * src/gui/vik-new-game-dialog.h): the book's scenario (Quick Start first,
 * 10.1-10.4), the player counts that scenario takes (2, or 4 on four maps;
 * the Two-Front War 2 or 3) and the names, the seed. */
#pragma once

#include <adwaita.h>

#include "vik-new-game-page.h"

G_BEGIN_DECLS

#define VIC_TYPE_NEW_GAME_PAGE (vic_new_game_page_get_type ())
G_DECLARE_FINAL_TYPE (VicNewGamePage, vic_new_game_page, VIC, NEW_GAME_PAGE, GtkBox)

/* The page (VikNewGamePage; its entry's new_game_page_new).  Start starts
 * the game in the window the dialog stands over if it is a VicWindow
 * (replacing its game), else in a new Victory window, closing that window
 * when it is another game's showing no game. */
GtkWidget  *vic_new_game_page_new (GtkWindow *parent);
/* A book's scenario (vic_scenario_preset_ids) for people: "Quick Start (10.1)". */
const char *vic_preset_title (const char *id);

G_END_DECLS
