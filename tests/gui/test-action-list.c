/* test-action-list.c: the legal actions as a GListModel, without a display.
 *
 * Through whole games (actions, undos, a new game): the list always holds
 * the decider's legal actions in the engine's order, its ::items-changed
 * tell exactly how it changed (a mirror kept from them alone equals it), and
 * an action that stays legal and is worded the same keeps its item (rows
 * bound to it are not made again). */
#include "config.h"

#include <string.h>

#include "vik-action-list.h"
#include "vik-action-text.h"
#include "vik-policy.h"

typedef struct {
  GPtrArray *mirror;        /* of VikActionItem, kept from ::items-changed only */
  guint changes;
  guint kept;               /* items of the list before a change still in it after */
} Watch;

static void
on_items_changed (GListModel *list, guint position, guint removed, guint added, Watch *w)
{
  g_ptr_array_remove_range (w->mirror, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (w->mirror, position + i, g_list_model_get_item (list, position + i));
  w->changes++;
}

/* The list is the legal actions, and the mirror is the list. */
static void
check (VikGameModel *model, VikActionList *list, Watch *w)
{
  const VikGame *game = vik_game_model_get_game (model);
  GArray *legal = vik_game_model_get_legal_actions (model);
  guint n = game != NULL ? legal->len : 0;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, n);
  g_assert_cmpuint (w->mirror->len, ==, n);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (list)) == VIK_TYPE_ACTION_ITEM);
  for (guint i = 0; i < n; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      g_autoptr (VikActionItem) item = g_list_model_get_item (G_LIST_MODEL (list), i);
      g_autofree char *notation = vik_action_to_string (a, vik_game_get_board (game));
      g_autofree char *words = vik_action_describe (game, a);

      g_assert_true (item == g_ptr_array_index (w->mirror, i));
      g_assert_cmpstr (vik_action_item_get_notation (item), ==, notation);
      g_assert_cmpstr (vik_action_item_get_words (item), ==, words);
      g_assert_true (memcmp (vik_action_item_get_action (item), a, sizeof *a) == 0);
      g_assert_cmpint (vik_action_item_get_origin (item), ==, vik_action_origin (game, a));
      g_assert_cmpint (vik_action_item_get_target (item), ==, vik_action_target (game, a));
      g_assert_true ((vik_action_item_get_forecast (item) != NULL) == (a->kind == VIK_ACTION_BATTLE));
    }
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (list), n));
}

static void
test_follows_model (void)
{
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  g_autoptr (VikActionList) list = vik_action_list_new (model);
  Watch w = { g_ptr_array_new_with_free_func (g_object_unref), 0, 0 };
  VikGameOptions options = { .n_players = 3, .seed = 8 };
  g_autoptr (GError) error = NULL;
  guint undos = 0;
  VikRng rng;

  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), &w);
  check (model, list, &w);
  g_assert_true (vik_game_model_new_game (model, &options, NULL, &error));
  check (model, list, &w);
  vik_rng_seed (&rng, 8, 1);
  for (int step = 0; step < 1500 && !vik_game_is_over (vik_game_model_get_game (model)); step++)
    {
      GArray *legal = vik_game_model_get_legal_actions (model);
      g_autoptr (GPtrArray) before = g_ptr_array_new_with_free_func (g_object_unref);
      VikAction a;

      for (guint i = 0; i < w.mirror->len; i++)
        g_ptr_array_add (before, g_object_ref (g_ptr_array_index (w.mirror, i)));
      a = g_array_index (legal, VikAction, vik_policy_choose (VIK_POLICY_AGGRESSIVE, vik_game_model_get_game (model),
                                                             (const VikAction *) legal->data, legal->len, &rng));
      g_assert_true (vik_game_model_apply (model, &a, &error));
      check (model, list, &w);
      for (guint i = 0; i < before->len; i++)
        w.kept += g_ptr_array_find (w.mirror, g_ptr_array_index (before, i), NULL);
      if (step % 7 == 0 && vik_game_model_can_undo (model))
        {
          g_assert_true (vik_game_model_undo (model));
          check (model, list, &w);
          undos++;
        }
    }
  g_test_message ("%u changes, %u items kept across them, %u undos", w.changes, w.kept, undos);
  g_assert_cmpuint (undos, >, 0);
  g_assert_cmpuint (w.kept, >, 0);
  /* a new game */
  options.n_players = 2;
  g_assert_true (vik_game_model_new_game (model, &options, NULL, &error));
  check (model, list, &w);
  g_ptr_array_unref (w.mirror);
}

/* While a computer player decides the list is empty: people cannot act for
 * it (and no forecast is worked out for its position); it fills again for a
 * person, also when a person takes the seat over. */
static void
test_empty_for_computers (void)
{
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  g_autoptr (VikActionList) list = vik_action_list_new (model);
  Watch w = { g_ptr_array_new_with_free_func (g_object_unref), 0, 0 };
  VikGameOptions options = { .n_players = 2, .seed = 9, .first_player = 0 };
  g_autoptr (GError) error = NULL;
  int decider;

  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), &w);
  g_assert_true (vik_game_model_new_game (model, &options, NULL, &error));
  decider = vik_game_get_decider (vik_game_model_get_game (model));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), >, 0);
  vik_game_model_set_seat (model, decider, VIK_SEAT_NORMAL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  g_assert_cmpuint (w.mirror->len, ==, 0);
  /* the other seat a computer too: still nothing */
  vik_game_model_set_seat (model, 1 - decider, VIK_SEAT_HARD);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  /* taken over: the person's actions */
  vik_game_model_set_seat (model, decider, VIK_SEAT_HUMAN);
  check (model, list, &w);
  g_assert_cmpuint (w.mirror->len, >, 0);
  g_ptr_array_unref (w.mirror);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui-core/action-list/follows-the-model", test_follows_model);
  g_test_add_func ("/gui-core/action-list/empty-while-a-computer-decides", test_empty_for_computers);
  return g_test_run ();
}
