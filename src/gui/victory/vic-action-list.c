/* vic-action-list.c: the side panel's rows as a GListModel (see vic-action-list.h). */
#include "config.h"

#include "vic-action-list.h"
#include "vic-action-words.h"

#include <glib/gi18n.h>

/* ---------------------------------------------------------------- items */

struct _VicActionItem
{
  GObject parent_instance;

  VicActionItemKind kind;
  VicAction action;         /* an action row's */
  int block;
  char *words;
  char *tooltip;
};

G_DEFINE_FINAL_TYPE (VicActionItem, vic_action_item, G_TYPE_OBJECT)

static VicActionItem *
action_item_new (const VicGame *game, const VicAction *action)
{
  VicActionItem *self = g_object_new (VIC_TYPE_ACTION_ITEM, NULL);

  self->kind = VIC_ACTION_ITEM_ACTION;
  self->action = *action;
  self->block = action->block;
  self->words = vic_action_words (game, action);
  /* never cut without its whole text at hand */
  self->tooltip = g_strdup (self->words);
  return self;
}

static VicActionItem *
block_item_new (int block, char *words, char *tooltip)
{
  VicActionItem *self = g_object_new (VIC_TYPE_ACTION_ITEM, NULL);

  self->kind = VIC_ACTION_ITEM_BLOCK;
  self->action = vic_action_make (VIC_N_ACTION_KINDS);
  self->block = block;
  self->words = words;
  self->tooltip = tooltip;
  return self;
}

static gboolean
item_equal (gconstpointer item_a, gconstpointer item_b)
{
  const VicActionItem *a = item_a, *b = item_b;

  return a->kind == b->kind && a->block == b->block && g_strcmp0 (a->words, b->words) == 0
         && g_strcmp0 (a->tooltip, b->tooltip) == 0
         && (a->kind != VIC_ACTION_ITEM_ACTION || vic_action_equal (&a->action, &b->action));
}

VicActionItemKind
vic_action_item_get_kind (VicActionItem *self)
{
  g_return_val_if_fail (VIC_IS_ACTION_ITEM (self), VIC_ACTION_ITEM_ACTION);
  return self->kind;
}

const char *
vic_action_item_get_words (VicActionItem *self)
{
  g_return_val_if_fail (VIC_IS_ACTION_ITEM (self), NULL);
  return self->words;
}

const char *
vic_action_item_get_tooltip (VicActionItem *self)
{
  g_return_val_if_fail (VIC_IS_ACTION_ITEM (self), NULL);
  return self->tooltip;
}

const VicAction *
vic_action_item_get_action (VicActionItem *self)
{
  g_return_val_if_fail (VIC_IS_ACTION_ITEM (self), NULL);
  return self->kind == VIC_ACTION_ITEM_ACTION ? &self->action : NULL;
}

int
vic_action_item_get_block (VicActionItem *self)
{
  g_return_val_if_fail (VIC_IS_ACTION_ITEM (self), VIC_NO_BLOCK);
  return self->block;
}

static void
vic_action_item_finalize (GObject *object)
{
  VicActionItem *self = VIC_ACTION_ITEM (object);

  g_free (self->words);
  g_free (self->tooltip);
  G_OBJECT_CLASS (vic_action_item_parent_class)->finalize (object);
}

static void
vic_action_item_class_init (VicActionItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = vic_action_item_finalize;
}

static void
vic_action_item_init (VicActionItem *self)
{
}

/* ---------------------------------------------------------------- the rows of a decision */

static int
count_block_actions (GArray *legal, int block)
{
  int n = 0;

  for (guint i = 0; i < legal->len; i++)
    n += g_array_index (legal, VicAction, i).block == block;
  return n;
}

static void
add_action (GPtrArray *items, const VicGame *game, const VicAction *action)
{
  g_ptr_array_add (items, action_item_new (game, action));
}

/* The rows of the decision, in order (see the header). */
static GPtrArray *
decision_items (const VicGame *game, GArray *legal, int selected)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GHashTable) listed = NULL;

  if (selected != VIC_NO_BLOCK && count_block_actions (legal, selected) > 0)
    {
      /* the selected block, back to all blocks */
      g_ptr_array_add (items, block_item_new (VIC_NO_BLOCK, vic_block_words (game, selected),
                                              g_strdup (_("Back to all blocks"))));
      for (guint i = 0; i < legal->len; i++)
        if (g_array_index (legal, VicAction, i).block == selected)
          add_action (items, game, &g_array_index (legal, VicAction, i));
      /* Stop and End belong to no block: a moving block, the only one that
       * may act, stays selected, so they must show here too */
      for (guint i = 0; i < legal->len; i++)
        if (g_array_index (legal, VicAction, i).block == VIC_NO_BLOCK)
          add_action (items, game, &g_array_index (legal, VicAction, i));
      return items;
    }
  /* actions of no block first, End at the top (in production it would
   * otherwise follow every "Build a new ..." row), then one row per block */
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VicAction, i).kind == VIC_ACTION_END)
      add_action (items, game, &g_array_index (legal, VicAction, i));
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VicAction, i).block == VIC_NO_BLOCK
        && g_array_index (legal, VicAction, i).kind != VIC_ACTION_END)
      add_action (items, game, &g_array_index (legal, VicAction, i));
  listed = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      int n_actions;

      if (a->block == VIC_NO_BLOCK || g_hash_table_contains (listed, GINT_TO_POINTER (a->block)))
        continue;
      g_hash_table_add (listed, GINT_TO_POINTER (a->block));
      n_actions = count_block_actions (legal, a->block);
      if (n_actions == 1)
        add_action (items, game, a);
      else
        {
          g_autofree char *words = vic_block_words (game, a->block);
          /* TRANSLATORS: a block and how many things it may do: "Fighter FA1, strength 4: 6 choices ›" */
          char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d choice ›", "%s: %d choices ›",
                                                     n_actions), words, n_actions);
          char *tip = g_strdup_printf (_("%s. Select it: its choices are listed here and the hexes it may "
                                         "go to light up on the board."), words);
          g_ptr_array_add (items, block_item_new (a->block, text, tip));
        }
    }
  return items;
}

/* ---------------------------------------------------------------- the list */

struct _VicActionList
{
  VikItemList parent_instance;
};

G_DEFINE_FINAL_TYPE (VicActionList, vic_action_list, VIK_TYPE_ITEM_LIST)

/* The fresh items replace only the run of items that differ. */
static void
replace (VicActionList *self, GPtrArray *fresh)
{
  vik_item_list_replace (VIK_ITEM_LIST (self), fresh, item_equal);
}

void
vic_action_list_show (VicActionList *self, const VicGame *game, GArray *legal, int selected)
{
  g_autoptr (GPtrArray) fresh = NULL;

  g_return_if_fail (VIC_IS_ACTION_LIST (self));
  g_return_if_fail (game != NULL && legal != NULL);

  fresh = decision_items (game, legal, selected);
  replace (self, fresh);
}

void
vic_action_list_clear (VicActionList *self)
{
  g_autoptr (GPtrArray) none = g_ptr_array_new ();

  g_return_if_fail (VIC_IS_ACTION_LIST (self));
  replace (self, none);
}

VicActionList *
vic_action_list_new (void)
{
  return g_object_new (VIC_TYPE_ACTION_LIST, NULL);
}

static void
vic_action_list_class_init (VicActionListClass *klass)
{
}

static void
vic_action_list_init (VicActionList *self)
{
  vik_item_list_set_item_type (VIK_ITEM_LIST (self), VIC_TYPE_ACTION_ITEM);
}
