/* vic-action-list.h: the rows of the *Victory* side panel's action list as a
 * GListModel (display-free; the panel binds a GtkListBox to it).
 *
 * Items are VicActionItem, one per row: an action row (the action in words)
 * or a block row (a heading that selects a block, or the selected block's
 * row back to all blocks).  What rows a decision has: the selected block's
 * row and actions, then the actions of no block (Stop, End); with no block
 * selected, End first, the other actions of no block, then one row per block
 * that can act (a block with a single action shows that action).  After
 * each show only the run of items that differ is replaced (the same row
 * worded the same way keeps its item, and the list box its row). */
#pragma once

#include "vik-item-list.h"
#include <gio/gio.h>

#include "vic-game.h"

G_BEGIN_DECLS

typedef enum {
  VIC_ACTION_ITEM_ACTION,  /* chooses its action */
  VIC_ACTION_ITEM_BLOCK,   /* selects its block (VIC_NO_BLOCK: back to all blocks); shown as a heading */
} VicActionItemKind;

#define VIC_TYPE_ACTION_ITEM (vic_action_item_get_type ())
G_DECLARE_FINAL_TYPE (VicActionItem, vic_action_item, VIC, ACTION_ITEM, GObject)

VicActionItemKind vic_action_item_get_kind    (VicActionItem *self);
/* What the row says: "Move IN3 from e5 to f6 (Westmark)", "Infantry IN3,
 * strength 4: 6 choices ›". */
const char       *vic_action_item_get_words   (VicActionItem *self);
/* Its tooltip: the whole text (a row may be cut), or what a block row does. */
const char       *vic_action_item_get_tooltip (VicActionItem *self);
/* An action row's action; NULL for a block row. */
const VicAction  *vic_action_item_get_action  (VicActionItem *self);
/* A block row's block (VIC_NO_BLOCK: the row back to all blocks); an action
 * row's action's block (VIC_NO_BLOCK for End, a battle...). */
int               vic_action_item_get_block   (VicActionItem *self);

#define VIC_TYPE_ACTION_LIST (vic_action_list_get_type ())
G_DECLARE_FINAL_TYPE (VicActionList, vic_action_list, VIC, ACTION_LIST, VikItemList)

VicActionList *vic_action_list_new   (void);
/* The rows of the decision: the legal actions of `game` (the decider's),
 * `selected` the selected block or VIC_NO_BLOCK. */
void           vic_action_list_show  (VicActionList *self, const VicGame *game, GArray *legal, int selected);
/* No rows (no game, or a computer decides). */
void           vic_action_list_clear (VicActionList *self);

G_END_DECLS
