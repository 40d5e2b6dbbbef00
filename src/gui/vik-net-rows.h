/* vik-net-rows.h: the rows of the network dialogs' lists, each an
 * AdwActionRow with a .ui template (data/ui/) bound to one item of
 * vik-net-lists.h: its words follow the item (g_object_bind_property), its
 * buttons' actions have the item's game (or server) as target, never a
 * position.  Made by gtk_list_box_bind_model's create function. */
#pragma once

#include <adwaita.h>

#include "vik-net-lists.h"

G_BEGIN_DECLS

/* A game of a server's lobby (the Join dialog): Watch and Take the Open Seat
 * (join.watch, join.take, the game's id as target). */
#define VIK_TYPE_LOBBY_ROW (vik_lobby_row_get_type ())
G_DECLARE_FINAL_TYPE (VikLobbyRow, vik_lobby_row, VIK, LOBBY_ROW, AdwActionRow)

GtkWidget    *vik_lobby_row_new      (VikLobbyItem *item);
VikLobbyItem *vik_lobby_row_get_item (VikLobbyRow *self);

/* A game server found on the local network (the Join dialog): Show Its Games
 * (join.show-games, its address as target). */
#define VIK_TYPE_SERVER_ROW (vik_server_row_get_type ())
G_DECLARE_FINAL_TYPE (VikServerRow, vik_server_row, VIK, SERVER_ROW, AdwActionRow)

GtkWidget     *vik_server_row_new      (VikServerItem *item);
VikServerItem *vik_server_row_get_item (VikServerRow *self);

/* One of Your network games (the start screen): activatable (it opens the
 * game), styled `your-turn` when it is this seat's turn; Forget
 * (your-games.forget, the game's server and id as target, "(ss)"). */
#define VIK_TYPE_YOUR_GAME_ROW (vik_your_game_row_get_type ())
G_DECLARE_FINAL_TYPE (VikYourGameRow, vik_your_game_row, VIK, YOUR_GAME_ROW, AdwActionRow)

GtkWidget       *vik_your_game_row_new      (VikYourGameItem *item);
VikYourGameItem *vik_your_game_row_get_item (VikYourGameRow *self);

G_END_DECLS
