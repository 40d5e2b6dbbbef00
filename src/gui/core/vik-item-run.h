/* vik-item-run.h: a list model's items replaced by fresh ones, only the run
 * that differs (both games' action lists, docs/gui.md).
 *
 * A list bound to a list box keeps the rows of the items that stay: the
 * person's focus and the rows under the pointer do not jump when one
 * decision follows another. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Are two items the same row (words, action...)? */
typedef gboolean (*VikItemEqual) (gconstpointer a, gconstpointer b);

/* Makes `items` (a GPtrArray of object references, freeing them) hold the
 * items of `fresh` in order: the items equal at the start and at the end
 * stay (the old objects), the run between is replaced by references to
 * fresh's.  FALSE when nothing differs; else TRUE and the change as
 * g_list_model_items_changed() takes it. */
gboolean vik_item_run_replace (GPtrArray *items, GPtrArray *fresh, VikItemEqual equal,
                               guint *position, guint *removed, guint *added);

G_END_DECLS
