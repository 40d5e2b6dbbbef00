/* vik-action-list.h: the decider's legal actions as a GListModel, while a
 * person decides (empty while a computer player does: people cannot act for it).
 *
 * Items are VikActionItem: the action, its notation, its words and (for a
 * battle) its forecast, and the hexes it starts from and is chosen at.  The
 * list follows its game model; after each change only the items that
 * differ are replaced (the same action worded the same way keeps its item,
 * so the rows bound to it stay).  The Actions list and the decision bar's
 * buttons are bound to one such list. */
#pragma once

#include "vik-item-list.h"
#include <gio/gio.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_ACTION_ITEM (vik_action_item_get_type ())
G_DECLARE_FINAL_TYPE (VikActionItem, vik_action_item, VIK, ACTION_ITEM, GObject)

const VikAction *vik_action_item_get_action   (VikActionItem *self);
/* "I c4-d5" (notation.md) */
const char      *vik_action_item_get_notation (VikActionItem *self);
/* "Move an Infantry from c4 to d5" */
const char      *vik_action_item_get_words    (VikActionItem *self);
/* The odds of a battle, NULL for other actions. */
const char      *vik_action_item_get_forecast (VikActionItem *self);
/* Where the acting stack is (VIK_NO_HEX: chosen by its target alone) and
 * the hex one clicks (VIK_NO_HEX: a button). */
int              vik_action_item_get_origin   (VikActionItem *self);
int              vik_action_item_get_target   (VikActionItem *self);

#define VIK_TYPE_ACTION_LIST (vik_action_list_get_type ())
G_DECLARE_FINAL_TYPE (VikActionList, vik_action_list, VIK, ACTION_LIST, VikItemList)

VikActionList *vik_action_list_new (VikGameModel *model);

G_END_DECLS
