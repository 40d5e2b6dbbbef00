/* vik-player-item.h: a player at the table as the players panel's row
 * (VikPlayerRow) shows him, an item of the panel's list.
 *
 * Read-only properties, each notified only when it changes: "name",
 * "sites" ("2 Towns · 1 City · 5 VP"), "units" (letters, as on the
 * counters), "units-tip" (the full names), "alliance-text" (Subjugation
 * [16.8]; "" without the rule), "seat-text" ("Computer, Normal ·
 * thinking…"; "" for a person), "current", "eliminated", "thinking" (a
 * computer deciding now), "computer", "seat" (VikSeat), "color" (GdkRGBA). */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_PLAYER_ITEM (vik_player_item_get_type ())
G_DECLARE_FINAL_TYPE (VikPlayerItem, vik_player_item, VIK, PLAYER_ITEM, GObject)

/* Empty until the first update. */
VikPlayerItem *vik_player_item_new            (int player);
/* Says what game (played in model) says of the player now. */
void           vik_player_item_update         (VikPlayerItem *item, const VikGame *game, VikGameModel *model);

int            vik_player_item_get_player     (VikPlayerItem *item);
const char    *vik_player_item_get_name       (VikPlayerItem *item);
const char    *vik_player_item_get_seat_text  (VikPlayerItem *item);
VikSeat        vik_player_item_get_seat       (VikPlayerItem *item);
gboolean       vik_player_item_get_current    (VikPlayerItem *item);
gboolean       vik_player_item_get_eliminated (VikPlayerItem *item);
const GdkRGBA *vik_player_item_get_color      (VikPlayerItem *item);

G_END_DECLS
