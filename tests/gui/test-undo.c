/* test-undo.c: the undo policy written once (src/gui/core/vik-undo.h), over
 * both games' rules: whole seeded games played through it. */
#include "config.h"

#include "vik-undo.h"
#include "vik-rules-viktory.h"
#include "vic-rules.h"
#include "vik-rng.h"

typedef struct {
  guint kept, barriers, fixed, decider_changes;
} Counts;

/* Plays up to `actions` uniformly drawn legal actions of a new game of
 * `rules`, recording each in an undo stack of depth `depth`, and checks the
 * rule after each: the stack is empty after another player's decision, a new
 * turn or a fixed action (a die, a reveal), and grows by one otherwise; what
 * it gives back equals the game before the action. */
static Counts
play (const VikRules *rules, int players, guint64 seed, guint actions, guint depth)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) options = rules->default_options (players, &error);
  gpointer game;
  VikUndo *undo = vik_undo_new (rules, depth);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  VikRng rng;
  Counts counts = { 0 };

  g_assert_no_error (error);
  game = rules->new_game (options, seed, &error);
  g_assert_no_error (error);
  vik_rng_seed (&rng, seed, 7);
  for (guint i = 0; i < actions && !rules->is_over (game); i++)
    {
      gpointer before = rules->copy (game);
      guint depth_before = vik_undo_depth (undo), n;
      int decider = rules->decider (game), turn = rules->turn (game);
      gboolean barrier;

      g_array_set_size (legal, 0);
      n = rules->legal (game, legal);
      g_assert_cmpuint (n, >, 0);
      g_assert_true (rules->apply (game, &g_array_index (legal, VikAnyAction, vik_rng_below (&rng, n)), &error));
      g_assert_no_error (error);
      barrier = decider != rules->decider (game) || turn != rules->turn (game) || rules->last_action_fixed (game);
      counts.fixed += rules->last_action_fixed (game);
      counts.decider_changes += decider != rules->decider (game);
      vik_undo_record (undo, before, game);
      if (barrier)
        {
          counts.barriers++;
          g_assert_false (vik_undo_can (undo));
          g_assert_cmpuint (vik_undo_depth (undo), ==, 0);
          continue;
        }
      counts.kept++;
      g_assert_true (vik_undo_can (undo));
      g_assert_cmpuint (vik_undo_depth (undo), ==, MIN (depth_before + 1, depth));
      /* every few: take it back, compare, and play on from there */
      if (i % 3 == 0)
        {
          gpointer back = vik_undo_pop (undo);
          g_assert_nonnull (back);
          g_assert_cmpuint (vik_undo_depth (undo), ==, MIN (depth_before + 1, depth) - 1);
          g_assert_false (rules->equal (back, game));
          g_assert_cmpint (rules->decider (back), ==, decider);
          rules->free (game);
          game = back;
        }
    }
  rules->free (game);
  vik_undo_free (undo);
  return counts;
}

static void
check_both_kinds (const char *game, Counts c)
{
  g_test_message ("%s: %u kept, %u barriers (%u fixed, %u decider changes)", game, c.kept, c.barriers, c.fixed,
                  c.decider_changes);
  /* the games played really meet both kinds of action */
  g_assert_cmpuint (c.kept, >, 10);
  g_assert_cmpuint (c.fixed, >, 0);
  g_assert_cmpuint (c.decider_changes, >, 0);
}

static void
test_viktory2 (void)
{
  Counts total = { 0 };

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      Counts c = play (vik_rules_viktory2 (), 2 + (int) seed % 3, seed, 600, 1000);
      total.kept += c.kept, total.barriers += c.barriers, total.fixed += c.fixed;
      total.decider_changes += c.decider_changes;
    }
  check_both_kinds ("VIKTORY II", total);
}

static void
test_victory (void)
{
  Counts total = { 0 };

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      Counts c = play (vic_rules_victory (), 2, seed, 800, 1000);
      total.kept += c.kept, total.barriers += c.barriers, total.fixed += c.fixed;
      total.decider_changes += c.decider_changes;
    }
  check_both_kinds ("Victory", total);
}

/* A shallow stack keeps the newest positions. */
static void
test_depth (void)
{
  Counts c = play (vic_rules_victory (), 2, 5, 400, 2);

  g_assert_cmpuint (c.kept, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/undo/viktory2", test_viktory2);
  g_test_add_func ("/undo/victory", test_victory);
  g_test_add_func ("/undo/depth", test_depth);
  return g_test_run ();
}
