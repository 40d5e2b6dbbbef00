/* vik-item-run.c: a list model's differing run of items replaced (see the header). */
#include "config.h"

#include "vik-item-run.h"

gboolean
vik_item_run_replace (GPtrArray *items, GPtrArray *fresh, VikItemEqual equal,
                      guint *position, guint *removed, guint *added)
{
  guint old = items->len, n = fresh->len, head = 0, tail = 0;

  while (head < old && head < n && equal (g_ptr_array_index (items, head), g_ptr_array_index (fresh, head)))
    head++;
  while (tail < old - head && tail < n - head
         && equal (g_ptr_array_index (items, old - 1 - tail), g_ptr_array_index (fresh, n - 1 - tail)))
    tail++;
  if (head + tail == old && head + tail == n)
    return FALSE;
  g_ptr_array_remove_range (items, head, old - head - tail);
  for (guint i = head; i < n - tail; i++)
    g_ptr_array_insert (items, (gint) i, g_object_ref (g_ptr_array_index (fresh, i)));
  *position = head;
  *removed = old - head - tail;
  *added = n - head - tail;
  return TRUE;
}
