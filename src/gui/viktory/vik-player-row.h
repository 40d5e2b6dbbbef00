/* vik-player-row.h: a player's row of the players panel (VikPlayerRow,
 * data/ui/vik-player-row.ui), a GtkListBoxRow bound to his VikPlayerItem.
 *
 * The colour as a disc with the player's letter; his name, Towns, Cities
 * and VP, the units on the map and in the Reserve (their full names in the
 * tooltip), the Subjugation line while it says something (a label named
 * "alliance-label"), the seat's line while a computer plays it (a label
 * named "seat-label", a spinner while it thinks); the seat's menu ("seat-menu",
 * win.set-seat) unless he is eliminated.  The template binds the labels to
 * the item's properties; the row's box carries the classes "player-row",
 * "current" and "eliminated". */
#pragma once

#include <gtk/gtk.h>

#include "vik-player-item.h"

G_BEGIN_DECLS

#define VIK_TYPE_PLAYER_ROW (vik_player_row_get_type ())
G_DECLARE_FINAL_TYPE (VikPlayerRow, vik_player_row, VIK, PLAYER_ROW, GtkListBoxRow)

GtkWidget     *vik_player_row_new      (VikPlayerItem *item);
/* The "item" property. */
VikPlayerItem *vik_player_row_get_item (VikPlayerRow *self);
void           vik_player_row_set_item (VikPlayerRow *self, VikPlayerItem *item);

G_END_DECLS
