/* vik-item-list.h: a list model of rows whose items are replaced only
 * where they differ (both games' action lists, docs/gui.md).
 *
 * A list bound to a list box keeps the rows of the items that stay: the
 * person's focus and the rows under the pointer do not jump when one
 * decision follows another.  A game's list derives from it, sets its item
 * type in its init, and hands it each decision's fresh items. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define VIK_TYPE_ITEM_LIST (vik_item_list_get_type ())
G_DECLARE_DERIVABLE_TYPE (VikItemList, vik_item_list, VIK, ITEM_LIST, GObject)

struct _VikItemListClass
{
  GObjectClass parent_class;
};

/* Are two items the same row (words, action...)? */
typedef gboolean (*VikItemEqual) (gconstpointer a, gconstpointer b);

/* The type of the items (GListModel's item type); a subclass sets it once. */
void     vik_item_list_set_item_type (VikItemList *self, GType type);
/* Holds the items of `fresh` in order: the items equal at the start and at
 * the end stay (the old objects), the run between is replaced by fresh's,
 * told in one items-changed; nothing when none differ. */
void     vik_item_list_replace       (VikItemList *self, GPtrArray *fresh, VikItemEqual equal);

G_END_DECLS
