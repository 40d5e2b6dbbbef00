/* vik-net-lists.h: the lists of the network dialogs as GListModels (each a
 * GListStore of one item type), display-free: a server's games with an open
 * seat (its lobby, in the Join dialog), the game servers found on the local
 * network (the Join dialog), and Your network games (the start screen).
 *
 * An item is one row's game or server, with what its row shows: "title" and
 * "subtitle" (properties, notified when they change) and what its buttons act
 * on.  An update keeps the item of a game (or server) still listed, its words
 * changed in place, and replaces only the run of items that differ in one
 * splice: a game gone removes exactly its item, and the rows bound to the
 * others stay (gtk_list_box_bind_model, vik-net-rows.h). */
#pragma once

#include <gio/gio.h>

#include "vik-net-discovery.h"
#include "vik-net-games.h"
#include "vik-net-protocol.h"

G_BEGIN_DECLS

/* ---------------------------------------------------------------- a lobby's game */

#define VIK_TYPE_LOBBY_ITEM (vik_lobby_item_get_type ())
G_DECLARE_FINAL_TYPE (VikLobbyItem, vik_lobby_item, VIK, LOBBY_ITEM, GObject)

/* The server's address (ws://HOST:PORT/viktory) and the game's id. */
const char *vik_lobby_item_get_server    (VikLobbyItem *self);
const char *vik_lobby_item_get_game      (VikLobbyItem *self);
/* "VIKTORY II", "Victory" (VIKTORY II when the server did not say). */
const char *vik_lobby_item_get_game_name (VikLobbyItem *self);
/* The players and their seats, "Ann, Bob (open), Cid (computer)". */
const char *vik_lobby_item_get_title     (VikLobbyItem *self);
/* "Victory · game 0123456789ab · turn 3 · Bob to play" ("· setup ·" before the first turn). */
const char *vik_lobby_item_get_subtitle  (VikLobbyItem *self);
/* The game turn (0: setup) and the name of the player to play ("—": none). */
int         vik_lobby_item_get_turn      (VikLobbyItem *self);
const char *vik_lobby_item_get_to_play   (VikLobbyItem *self);

/* The store's items become the games of `server`'s lobby answer (VikGameSummary *;
 * NULL: none, the list empties). */
void vik_lobby_list_update (GListStore *store, const char *server, GPtrArray *summaries);
/* The item of that game, or NULL (not a new reference). */
VikLobbyItem *vik_lobby_list_find (GListModel *list, const char *game);

/* ---------------------------------------------------------------- a server on the local network */

#define VIK_TYPE_SERVER_ITEM (vik_server_item_get_type ())
G_DECLARE_FINAL_TYPE (VikServerItem, vik_server_item, VIK, SERVER_ITEM, GObject)

/* The service's name as advertised: the row's title. */
const char *vik_server_item_get_name     (VikServerItem *self);
/* ws://ADDRESS:PORT/viktory (wss://): what "Show Its Games" asks. */
const char *vik_server_item_get_uri      (VikServerItem *self);
/* "ADDRESS:PORT": the row's subtitle. */
const char *vik_server_item_get_subtitle (VikServerItem *self);

/* A server appeared, was resolved again (its item is kept, its address
 * changed in place), or left (`gone`); one not resolved to an address or
 * speaking another protocol version is not listed. */
void vik_server_list_found (GListStore *store, const VikNetFound *found, gboolean gone);

/* ---------------------------------------------------------------- one of your network games */

#define VIK_TYPE_YOUR_GAME_ITEM (vik_your_game_item_get_type ())
G_DECLARE_FINAL_TYPE (VikYourGameItem, vik_your_game_item, VIK, YOUR_GAME_ITEM, GObject)

/* The entry (one seat of a game on a server) as last loaded and asked. */
const VikNetGameEntry *vik_your_game_item_get_entry (VikYourGameItem *self);
const char *vik_your_game_item_get_server    (VikYourGameItem *self);
const char *vik_your_game_item_get_game      (VikYourGameItem *self);
const char *vik_your_game_item_get_game_name (VikYourGameItem *self);
/* "Victory · game 0123456789ab at HOST:PORT" (", hosted on this computer"). */
const char *vik_your_game_item_get_title     (VikYourGameItem *self);
/* "Ann (you), Bob · turn 4 · your turn · 2 days left", what its server
 * could not say, or "Asking its server…" meanwhile. */
const char *vik_your_game_item_get_subtitle  (VikYourGameItem *self);
/* Is it this seat's decision now (as last heard)? */
gboolean    vik_your_game_item_get_my_turn   (VikYourGameItem *self);

/* The store's items become `entries` (VikNetGameEntry *, held by the items
 * until replaced; NULL: none), each said as being asked (`asking`) or as
 * its server answered (at `now`, Unix seconds, for the time left). */
void vik_your_game_list_update (GListStore *store, GPtrArray *entries, gboolean asking, gint64 now);

G_END_DECLS
