/* test-vic-action-list.c: the Victory side panel's rows as a GListModel
 * (src/gui/victory/vic-action-list.h), without a display.
 *
 * Through the first actions of Quick Start (the deployment, the first
 * moves and battles), with no block selected and with a block selected:
 * the list holds the rows of the decision (the actions of no block, End
 * first, then a row per block that can act, a block with a single action
 * showing that action; or the selected block's row back, its actions and
 * the actions of no block), each worded as the panel words it; its
 * ::items-changed tell exactly how it changed (a mirror kept from them
 * alone equals it); a row that stays the same keeps its item; showing the
 * same rows again changes nothing; clearing empties it. */
#include "config.h"

#include <string.h>

#include "vic-action-list.h"
#include "vic-action-words.h"
#include "vic-game-model.h"
#include "vic-policy.h"
#include "vik-rng.h"

typedef struct {
  GPtrArray *mirror;        /* of VicActionItem, kept from ::items-changed only */
  guint changes;
} Watch;

static void
on_items_changed (GListModel *list, guint position, guint removed, guint added, Watch *w)
{
  g_assert_cmpuint (position + removed, <=, w->mirror->len);
  g_ptr_array_remove_range (w->mirror, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (w->mirror, position + i, g_list_model_get_item (list, position + i));
  w->changes++;
}

static gpointer
ref_item (gconstpointer item, gpointer data)
{
  return g_object_ref ((gpointer) item);
}

static int
count_block_actions (GArray *legal, int block)
{
  int n = 0;

  for (guint i = 0; i < legal->len; i++)
    n += g_array_index (legal, VicAction, i).block == block;
  return n;
}

/* An action row of `action`, worded as the panel words it. */
static void
assert_action_row (const VicGame *game, VicActionItem *item, const VicAction *action)
{
  g_autofree char *words = vic_action_words (game, action);

  g_assert_cmpint (vic_action_item_get_kind (item), ==, VIC_ACTION_ITEM_ACTION);
  g_assert_nonnull (vic_action_item_get_action (item));
  g_assert_true (vic_action_equal (vic_action_item_get_action (item), action));
  g_assert_cmpint (vic_action_item_get_block (item), ==, action->block);
  g_assert_cmpstr (vic_action_item_get_words (item), ==, words);
  /* the whole text at hand when the row is cut */
  g_assert_cmpstr (vic_action_item_get_tooltip (item), ==, words);
}

/* The list holds the rows of the decision, and the mirror is the list. */
static void
check (const VicGame *game, GArray *legal, int selected, VicActionList *list, Watch *w)
{
  GListModel *model = G_LIST_MODEL (list);
  guint n = g_list_model_get_n_items (model), at = 0;

  g_assert_true (g_list_model_get_item_type (model) == VIC_TYPE_ACTION_ITEM);
  g_assert_cmpuint (w->mirror->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (VicActionItem) item = g_list_model_get_item (model, i);
      g_assert_true (item == g_ptr_array_index (w->mirror, i));
    }
  g_assert_null (g_list_model_get_item (model, n));

  if (selected != VIC_NO_BLOCK && count_block_actions (legal, selected) > 0)
    {
      /* the selected block's row back to all blocks, its actions, the actions of no block */
      g_autoptr (VicActionItem) back = g_list_model_get_item (model, at++);
      g_autofree char *words = vic_block_words (game, selected);
      g_assert_cmpint (vic_action_item_get_kind (back), ==, VIC_ACTION_ITEM_BLOCK);
      g_assert_cmpint (vic_action_item_get_block (back), ==, VIC_NO_BLOCK);
      g_assert_null (vic_action_item_get_action (back));
      g_assert_cmpstr (vic_action_item_get_words (back), ==, words);
      g_assert_cmpstr (vic_action_item_get_tooltip (back), ==, "Back to all blocks");
      for (int pass = 0; pass < 2; pass++)
        for (guint i = 0; i < legal->len; i++)
          {
            const VicAction *a = &g_array_index (legal, VicAction, i);
            if (a->block == (pass == 0 ? selected : VIC_NO_BLOCK))
              {
                g_autoptr (VicActionItem) item = g_list_model_get_item (model, at++);
                g_assert_nonnull (item);
                assert_action_row (game, item, a);
              }
          }
      g_assert_cmpuint (at, ==, n);
      return;
    }

  /* End first, the other actions of no block, then a row per block */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < legal->len; i++)
      {
        const VicAction *a = &g_array_index (legal, VicAction, i);
        if (a->block == VIC_NO_BLOCK && (a->kind == VIC_ACTION_END) == (pass == 0))
          {
            g_autoptr (VicActionItem) item = g_list_model_get_item (model, at++);
            g_assert_nonnull (item);
            assert_action_row (game, item, a);
          }
      }
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      g_autoptr (VicActionItem) item = NULL;
      gboolean first = TRUE;
      int n_actions;

      for (guint j = 0; j < i && first; j++)
        first = g_array_index (legal, VicAction, j).block != a->block;
      if (a->block == VIC_NO_BLOCK || !first)
        continue;
      item = g_list_model_get_item (model, at++);
      g_assert_nonnull (item);
      n_actions = count_block_actions (legal, a->block);
      if (n_actions == 1)
        assert_action_row (game, item, a);
      else
        {
          /* a heading that selects the block: "Infantry IN3, strength 4: 6 choices ›" */
          g_autofree char *words = vic_block_words (game, a->block);
          g_autofree char *want = g_strdup_printf ("%s: %d choices ›", words, n_actions);
          g_assert_cmpint (vic_action_item_get_kind (item), ==, VIC_ACTION_ITEM_BLOCK);
          g_assert_cmpint (vic_action_item_get_block (item), ==, a->block);
          g_assert_null (vic_action_item_get_action (item));
          g_assert_cmpstr (vic_action_item_get_words (item), ==, want);
          g_assert_true (g_str_has_prefix (vic_action_item_get_tooltip (item), words));
        }
    }
  g_assert_cmpuint (at, ==, n);
}

/* The list shows the decision; a second show of it changes nothing. */
static void
show (VicActionList *list, Watch *w, const VicGame *game, GArray *legal, int selected)
{
  guint changes;

  vic_action_list_show (list, game, legal, selected);
  check (game, legal, selected, list, w);
  changes = w->changes;
  vic_action_list_show (list, game, legal, selected);
  g_assert_cmpuint (w->changes, ==, changes);
}

static void
test_rows (void)
{
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  g_autoptr (VicActionList) list = vic_action_list_new ();
  Watch w = { g_ptr_array_new_with_free_func (g_object_unref), 0 };
  guint kept = 0, n_block_rows = 0, n_single = 0, n_selected = 0;
  VikRng rng;

  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), &w);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  vik_rng_seed (&rng, 17, 2);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 17, NULL));
  for (int step = 0; step < 150 && !vic_game_is_over (vic_game_model_get_game (model)); step++)
    {
      const VicGame *game = vic_game_model_get_game (model);
      GArray *legal = vic_game_model_get_legal_actions (model);
      g_autoptr (GPtrArray) before = NULL;
      int selected = VIC_NO_BLOCK;
      guint k;

      /* no block selected, with the rows of the previous position still listed */
      before = g_ptr_array_copy (w.mirror, ref_item, NULL);
      g_ptr_array_set_free_func (before, g_object_unref);
      show (list, &w, game, legal, VIC_NO_BLOCK);
      for (guint i = 0; i < w.mirror->len; i++)
        {
          VicActionItem *item = g_ptr_array_index (w.mirror, i);
          guint j;
          kept += g_ptr_array_find (before, item, &j);
          n_block_rows += vic_action_item_get_kind (item) == VIC_ACTION_ITEM_BLOCK;
          n_single += vic_action_item_get_kind (item) == VIC_ACTION_ITEM_ACTION
                      && vic_action_item_get_block (item) != VIC_NO_BLOCK;
        }
      /* a block selected: the first that can act */
      for (guint i = 0; i < legal->len && selected == VIC_NO_BLOCK; i++)
        selected = g_array_index (legal, VicAction, i).block;
      if (selected != VIC_NO_BLOCK)
        {
          show (list, &w, game, legal, selected);
          n_selected++;
        }

      k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, (const VicAction *) legal->data, legal->len, &rng);
      g_assert_true (vic_game_model_apply (model, &g_array_index (legal, VicAction, k), NULL));
    }
  g_test_message ("%u block rows, %u rows of a block's single action, %u selections, %u items kept",
                  n_block_rows, n_single, n_selected, kept);
  g_assert_cmpuint (n_block_rows, >, 0);
  g_assert_cmpuint (n_single, >, 0);
  g_assert_cmpuint (n_selected, >, 0);
  /* rows that stay the same are not made again */
  g_assert_cmpuint (kept, >, 0);

  vic_action_list_clear (list);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  g_assert_cmpuint (w.mirror->len, ==, 0);
  g_signal_handlers_disconnect_by_data (list, &w);
  g_ptr_array_unref (w.mirror);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-action-list/rows", test_rows);
  return g_test_run ();
}
