/* vic-ai-plan.c: Hard's plan for its whole Move Phase (docs/ai.md, "Victory's
 * computer players", "Hard's plan of the Move Phase").
 *
 * All players move, one after the other, before any battle is fought (2.0):
 * whoever moves after Hard answers its moves in the same game turn.  At the
 * first decision of its Move Phase Hard plays the phase out on copies of its
 * view several times: once as Normal plays it (the baseline), and then with
 * Normal's scores blurred by noise of several sizes (other plans), each time
 * letting those who move after it move as Normal would, and judging the
 * position when the Combat Phase begins (battles at their estimate, so no
 * dice blur the comparison).  The best plan is played decision by decision
 * while it stays legal; a plan must beat the baseline by a clear margin,
 * else Hard moves as Normal does.  Only the view (vic_game_copy_for_player)
 * is copied, so nothing hidden leaks in. */
#include "config.h"

#include "vic-ai-private.h"

#include <string.h>

/* The share of what is left of Hard's turn the plan may spend (the rest goes
 * to the battles). */
#define PLAN_SHARE 0.6
/* Too little time for even two plans: move as Normal does. */
#define PLAN_MIN_USEC 40000
/* Plans without a clock: 1 + PLAN_PER_ROUND a round of Hard's (or PLAN_DEFAULT). */
#define PLAN_PER_ROUND 3
#define PLAN_DEFAULT 12
#define PLAN_MAX 64
/* A plan replaces Normal's when it is better by this (a PP of Cities is 4). */
#define PLAN_MARGIN 0.3
/* Most decisions of one Move Phase, and of the replies. */
#define PLAN_MAX_ACTIONS 400
#define REPLY_MAX_ACTIONS 1200

/* The noise (± points) on Normal's scores of each plan after the baseline. */
static const double plan_noise[] = { 0.4, 0.8, 1.2, 0.6, 1.6, 1.0 };

struct _VicAiPlan {
  gboolean active;        /* a plan was made for (turn, player) */
  int turn, player;
  gboolean dead;          /* it went wrong: Normal's choice for the rest */
  GArray *actions;        /* VicAction: the plan */
  guint pos;              /* the next to play */
  GArray *scratch;
  GArray *trial;
};

VicAiPlan *
vic_ai_plan_new (void)
{
  VicAiPlan *plan = g_new0 (VicAiPlan, 1);

  plan->actions = g_array_new (FALSE, FALSE, sizeof (VicAction));
  plan->trial = g_array_new (FALSE, FALSE, sizeof (VicAction));
  plan->scratch = g_array_new (FALSE, FALSE, sizeof (VicAction));
  return plan;
}

void
vic_ai_plan_free (VicAiPlan *plan)
{
  if (plan == NULL)
    return;
  g_array_unref (plan->actions);
  g_array_unref (plan->trial);
  g_array_unref (plan->scratch);
  g_free (plan);
}

/* One hex of a block's move, of any kind. */
static gboolean
is_move (const VicAction *a)
{
  return a->kind == VIC_ACTION_MOVE || a->kind == VIC_ACTION_STRATEGIC || a->kind == VIC_ACTION_FLY;
}

/* Ending the phase is not blurred into: `end` judges the position as `stop`
 * does (the blocks that could still move count for nothing in a judgement),
 * so blurred, it ended half the plans after their first block. */
void
vic_ai_plan_blur (double *scores, const VicAction *actions, guint n, double noise, VikRng *rng)
{
  gboolean normal_ends = actions[vik_ai_best (scores, n)].kind == VIC_ACTION_END;

  for (guint i = 0; i < n; i++)
    {
      if (actions[i].kind == VIC_ACTION_END && !normal_ends)
        scores[i] = -G_MAXDOUBLE;
      else
        scores[i] += noise * (2.0 * vik_ai_uniform (rng) - 1.0);
    }
}

/* One decision of `game` as Normal takes it, its scores blurred by ±noise
 * and `frozen` (a block, or VIC_NO_BLOCK) not starting a move; the action
 * into *out.  FALSE when there is none or it fails. */
static gboolean
policy_step (VicAiJudge *judge, VicGame *game, GArray *scratch, double noise, int frozen, VikRng *rng,
             VicAction *out)
{
  guint n, best = 0;

  g_array_set_size (scratch, 0);
  vic_game_legal_actions (game, scratch);
  if (frozen != VIC_NO_BLOCK && vic_game_active_block (game) != frozen)
    for (guint i = scratch->len; i-- > 0;)
      {
        const VicAction *a = &g_array_index (scratch, VicAction, i);
        if (is_move (a) && a->block == frozen && scratch->len > 1)
          g_array_remove_index (scratch, i);
      }
  n = scratch->len;
  if (n == 0)
    return FALSE;
  if (n > 1)
    {
      g_autofree double *scores = g_new (double, n);
      vic_ai_score_actions (judge, game, (const VicAction *) scratch->data, n, scores);
      if (noise > 0.0)
        vic_ai_plan_blur (scores, (const VicAction *) scratch->data, n, noise, rng);
      best = vik_ai_best (scores, n);
    }
  *out = g_array_index (scratch, VicAction, best);
  return vic_game_apply (game, out, NULL);
}

static gboolean
in_move_phase (const VicGame *game)
{
  return !vic_game_is_over (game) && vic_game_get_phase (game) == VIC_PHASE_MOVE;
}

/* Plays `me`'s Move Phase out on a copy of view with noise (recording the
 * actions into plan->trial), the others' moves after it as Normal, and
 * judges the position then. */
static double
play_plan (VicAiPlan *plan, VicAiJudge *judge, const VicGame *view, int me, double noise, int frozen, VikRng *rng,
           const gint *cancelled)
{
  g_autoptr (VicGame) copy = vic_game_copy (view);
  VicAction a;
  int steps = 0, next;

  g_array_set_size (plan->trial, 0);
  while (in_move_phase (copy) && vic_game_get_decider (copy) == me && steps++ < PLAN_MAX_ACTIONS)
    {
      if (!policy_step (judge, copy, plan->scratch, noise, frozen, rng, &a))
        return -G_MAXDOUBLE;
      g_array_append_val (plan->trial, a);
      if (g_atomic_int_get (cancelled))
        return -G_MAXDOUBLE;
    }
  /* Those who move after him answer, as Normal; with more than two players
   * only the next (each Move Phase of four maps costs as much as a plan). */
  steps = 0;
  next = vic_game_get_current_player (copy);
  while (in_move_phase (copy) && vic_game_get_decider (copy) != me && steps++ < REPLY_MAX_ACTIONS)
    {
      if (vic_game_get_n_players (copy) > 2 && vic_game_get_current_player (copy) != next)
        break;
      if (!policy_step (judge, copy, plan->scratch, 0.0, VIC_NO_BLOCK, rng, &a))
        break;
      if ((steps & 15) == 0 && g_atomic_int_get (cancelled))
        return -G_MAXDOUBLE;
    }
  return vic_ai_evaluate (judge, copy, me);
}

static gboolean
plan_next (VicAiPlan *plan, const VicAction *actions, guint n, guint *pick)
{
  const VicAction *next;

  if (plan->dead || plan->pos >= plan->actions->len)
    return FALSE;
  next = &g_array_index (plan->actions, VicAction, plan->pos);
  for (guint i = 0; i < n; i++)
    if (memcmp (&actions[i], next, sizeof *next) == 0)
      {
        plan->pos++;
        *pick = i;
        return TRUE;
      }
  plan->dead = TRUE;
  return FALSE;
}

gboolean
vic_ai_plan_choose (VicAiPlan *plan, VicAiJudge *judge, const VicGame *view, const VicAction *actions, guint n,
                    const VikAiBudget *budget, guint *pick)
{
  int me = vic_game_get_decider (view), turn = vic_game_get_turn (view);
  double best_value = -G_MAXDOUBLE, base_value = -G_MAXDOUBLE;
  gint64 now, deadline = 0, slowest = 0;
  guint max_plans, k_done = 0, n_moved = 0;
  int moved[PLAN_MAX];

  if (vic_game_get_phase (view) != VIC_PHASE_MOVE || vic_game_get_decision (view) != VIC_DECISION_MOVE
      || me != vic_game_get_current_player (view))
    return FALSE;
  if (plan->active && plan->turn == turn && plan->player == me)
    return plan_next (plan, actions, n, pick);

  /* The first decision of his Move Phase: make the plan. */
  plan->active = TRUE;
  plan->turn = turn;
  plan->player = me;
  plan->dead = TRUE;
  plan->pos = 0;
  g_array_set_size (plan->actions, 0);
  now = g_get_monotonic_time ();
  if (budget->turn_end > 0)
    {
      if (budget->turn_end - now < PLAN_MIN_USEC)
        return FALSE;
      deadline = now + (gint64) (PLAN_SHARE * (budget->turn_end - now));
      max_plans = PLAN_MAX;
    }
  else
    max_plans = budget->iterations > 0 ? MIN (1 + PLAN_PER_ROUND * budget->iterations, PLAN_MAX) : PLAN_DEFAULT;

  for (guint k = 0, n_noisy = 0, n_frozen = 0; k < max_plans; k++, k_done++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double noise = 0.0, v;
      int frozen = VIC_NO_BLOCK;

      if (k > 0 && deadline > 0 && t0 + slowest > deadline)
        break;
      /* After the baseline, by turns: one of the blocks it moves kept where
       * it is (a garrison that should stay), and Normal blurred. */
      if (k > 0 && (k % 2 == 1 || n_noisy >= G_N_ELEMENTS (plan_noise)) && n_frozen < n_moved)
        frozen = moved[n_frozen++];
      else if (k > 0)
        noise = plan_noise[n_noisy++ % G_N_ELEMENTS (plan_noise)];
      v = play_plan (plan, judge, view, me, noise, frozen, budget->rng, budget->cancelled);
      if (g_atomic_int_get (budget->cancelled))
        return FALSE;
      slowest = MAX (slowest, g_get_monotonic_time () - t0);
      if (k == 0)
        {
          base_value = v;
          if (v == -G_MAXDOUBLE)
            return FALSE;
          /* The blocks the baseline moves, in the order it moves them. */
          for (guint i = 0; i < plan->trial->len; i++)
            {
              const VicAction *a = &g_array_index (plan->trial, VicAction, i);
              gboolean seen = FALSE;
              if (!is_move (a))
                continue;
              for (guint j = 0; j < n_moved; j++)
                seen |= moved[j] == a->block;
              if (!seen && n_moved < G_N_ELEMENTS (moved))
                moved[n_moved++] = a->block;
            }
        }
      if (k == 0 || v > best_value)
        {
          best_value = v;
          g_array_set_size (plan->actions, 0);
          g_array_append_vals (plan->actions, plan->trial->data, plan->trial->len);
        }
    }
  if (g_getenv ("VIC_AI_DEBUG") != NULL)  /* docs/ai.md */
    g_printerr ("plan t%d p%d: %u plans in %.0f ms, base %.2f best %+.2f\n", turn, me + 1, k_done,
                (g_get_monotonic_time () - now) / 1e3, base_value, best_value - base_value);
  if (best_value < base_value + PLAN_MARGIN)
    return FALSE; /* Normal's own moves: no plan to follow */
  plan->dead = FALSE;
  return plan_next (plan, actions, n, pick);
}
