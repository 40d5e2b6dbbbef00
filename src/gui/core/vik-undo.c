/* vik-undo.c: the undo stack and the rule of what may be undone (see the
 * header). */
#include "config.h"

#include "vik-undo.h"

struct _VikUndo {
  const VikRules *rules;
  guint max_depth;
  GPtrArray *kept;      /* the games before each action, oldest first */
};

VikUndo *
vik_undo_new (const VikRules *rules, guint max_depth)
{
  VikUndo *undo = g_new0 (VikUndo, 1);

  undo->rules = rules;
  undo->max_depth = MAX (max_depth, 1);
  undo->kept = g_ptr_array_new_with_free_func (rules->free);
  return undo;
}

void
vik_undo_free (VikUndo *undo)
{
  if (undo == NULL)
    return;
  g_ptr_array_unref (undo->kept);
  g_free (undo);
}

/* Whose decision it is, the game turn, or what the action did (a die, a
 * reveal) changed: the action cannot be taken back. */
static gboolean
is_barrier (const VikRules *rules, gconstpointer before, gconstpointer after)
{
  return rules->decider (before) != rules->decider (after) || rules->turn (before) != rules->turn (after)
         || (rules->last_action_fixed != NULL && rules->last_action_fixed (after));
}

void
vik_undo_record (VikUndo *undo, gpointer before, gconstpointer after)
{
  if (is_barrier (undo->rules, before, after))
    {
      undo->rules->free (before);
      g_ptr_array_set_size (undo->kept, 0);
      return;
    }
  if (undo->kept->len >= undo->max_depth)
    g_ptr_array_remove_index (undo->kept, 0);
  g_ptr_array_add (undo->kept, before);
}

gboolean
vik_undo_can (const VikUndo *undo)
{
  return undo->kept->len > 0;
}

guint
vik_undo_depth (const VikUndo *undo)
{
  return undo->kept->len;
}

gpointer
vik_undo_pop (VikUndo *undo)
{
  if (undo->kept->len == 0)
    return NULL;
  return g_ptr_array_steal_index (undo->kept, undo->kept->len - 1);
}

void
vik_undo_clear (VikUndo *undo)
{
  g_ptr_array_set_size (undo->kept, 0);
}
