/* vik-item-list.c: a list model replaced only where it differs (see the header). */
#include "config.h"

#include "vik-item-list.h"

typedef struct
{
  GType item_type;
  GPtrArray *items;         /* of item_type */
} VikItemListPrivate;

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE (VikItemList, vik_item_list, G_TYPE_OBJECT,
                         G_ADD_PRIVATE (VikItemList)
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
list_get_item_type (GListModel *list)
{
  VikItemListPrivate *priv = vik_item_list_get_instance_private (VIK_ITEM_LIST (list));

  return priv->item_type;
}

static guint
list_get_n_items (GListModel *list)
{
  VikItemListPrivate *priv = vik_item_list_get_instance_private (VIK_ITEM_LIST (list));

  return priv->items->len;
}

static gpointer
list_get_item (GListModel *list, guint position)
{
  VikItemListPrivate *priv = vik_item_list_get_instance_private (VIK_ITEM_LIST (list));

  return position < priv->items->len ? g_object_ref (g_ptr_array_index (priv->items, position)) : NULL;
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = list_get_item_type;
  iface->get_n_items = list_get_n_items;
  iface->get_item = list_get_item;
}

void
vik_item_list_set_item_type (VikItemList *self, GType type)
{
  VikItemListPrivate *priv = vik_item_list_get_instance_private (self);

  priv->item_type = type;
}

void
vik_item_list_replace (VikItemList *self, GPtrArray *fresh, VikItemEqual equal)
{
  VikItemListPrivate *priv;
  guint old, n, head = 0, tail = 0;

  g_return_if_fail (VIK_IS_ITEM_LIST (self));
  priv = vik_item_list_get_instance_private (self);
  old = priv->items->len;
  n = fresh->len;
  while (head < old && head < n && equal (g_ptr_array_index (priv->items, head), g_ptr_array_index (fresh, head)))
    head++;
  while (tail < old - head && tail < n - head
         && equal (g_ptr_array_index (priv->items, old - 1 - tail), g_ptr_array_index (fresh, n - 1 - tail)))
    tail++;
  if (head + tail == old && head + tail == n)
    return;
  g_ptr_array_remove_range (priv->items, head, old - head - tail);
  for (guint i = head; i < n - tail; i++)
    g_ptr_array_insert (priv->items, (gint) i, g_object_ref (g_ptr_array_index (fresh, i)));
  g_list_model_items_changed (G_LIST_MODEL (self), head, old - head - tail, n - head - tail);
}

static void
vik_item_list_finalize (GObject *object)
{
  VikItemListPrivate *priv = vik_item_list_get_instance_private (VIK_ITEM_LIST (object));

  g_ptr_array_unref (priv->items);
  G_OBJECT_CLASS (vik_item_list_parent_class)->finalize (object);
}

static void
vik_item_list_class_init (VikItemListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = vik_item_list_finalize;
}

static void
vik_item_list_init (VikItemList *self)
{
  VikItemListPrivate *priv = vik_item_list_get_instance_private (self);

  priv->item_type = G_TYPE_OBJECT;
  priv->items = g_ptr_array_new_with_free_func (g_object_unref);
}
