/* vic-ai.c: Victory's VikAiGame table and typed wrappers. */
#include "config.h"

#include "vic-ai-private.h"
#include "vic-policy.h"
#include "vic-rules.h"

#include <string.h>

/* Hard searches candidates within 1 point of Normal's best; Easy's noise
 * is ±1.2 points (a PP of Cities is worth 4 to its holder, a step of
 * Infantry 1.6). */
#define VICTORY_CLEAR_MARGIN 1.0
#define VICTORY_EASY_NOISE 1.2
/* A battle played out fewer times than this says less than Normal's
 * estimate of it. */
#define VICTORY_MIN_ROUNDS 3

/* A player's judge: Normal's judgement (its caches) and Hard's plan. */
typedef struct {
  VicAiJudge *judge;
  VicAiPlan *plan;
} Judge;

static gpointer
judge_new (VikAiLevel level)
{
  Judge *j = g_new0 (Judge, 1);

  j->judge = vic_ai_judge_new ();
  /* Hard plays for the position when a time limit ends the game (10.6) */
  vic_ai_judge_set_horizon (j->judge, level == VIK_AI_HARD);
  return j;
}

static void
judge_free (gpointer judge)
{
  Judge *j = judge;

  vic_ai_judge_free (j->judge);
  vic_ai_plan_free (j->plan);
  g_free (j);
}

static void
score_actions (gpointer judge, gconstpointer view, const VikAnyAction *actions, guint n, double *scores)
{
  g_autofree VicAction *own = g_new (VicAction, n);

  vik_any_actions_unpack (actions, n, own, sizeof *own);
  vic_ai_score_actions (((Judge *) judge)->judge, view, own, n, scores);
}

static double
evaluate (gpointer judge, gconstpointer game, int player)
{
  return vic_ai_evaluate (((Judge *) judge)->judge, game, player);
}

/* Hard's plan of its Move Phase (vic-ai-plan.c). */
static gboolean
plan (gpointer judge, gconstpointer view, const VikAnyAction *actions, guint n, const double *scores,
      const VikAiBudget *budget, guint *pick)
{
  Judge *j = judge;
  g_autofree VicAction *own = NULL;

  (void) scores;
  if (vic_game_get_phase (view) != VIC_PHASE_MOVE)
    return FALSE;
  if (j->plan == NULL)
    j->plan = vic_ai_plan_new ();
  own = g_new (VicAction, n);
  vik_any_actions_unpack (actions, n, own, sizeof *own);
  return vic_ai_plan_choose (j->plan, j->judge, view, own, n, budget, pick);
}

/* A stretch of play: one battle fought to its end; one block's move; else
 * the phase of the player whose turn it is. */
static guint64
stretch (gconstpointer game)
{
  guint64 phase = (guint64) vic_game_get_phase (game);
  int battle = vic_game_battle_hex (game);

  if (battle != VIC_NO_HEX)
    return (phase << 48) | (1ull << 40) | (guint) battle;
  if (phase == VIC_PHASE_MOVE)
    return (phase << 48) | ((guint64) (guint8) vic_game_get_current_player (game) << 32)
           | (guint) (vic_game_active_block (game) + 1);
  return (phase << 48) | ((guint64) (guint8) vic_game_get_current_player (game) << 32);
}

/* A game turn of the decider's own. */
static guint64
clock_key (gconstpointer game)
{
  return ((guint64) (guint) vic_game_get_decider (game) << 32) | (guint) vic_game_get_turn (game);
}

/* Hard searches the combat turns of battles (fire, pass or retreat, 6.31)
 * and the attacker's last retreat or blockade (6.5, 6.8): their dice are
 * what Normal's judgement only estimates.  Moves, production and the small
 * choices of a battle (which block takes a hit, where aircraft land) are
 * judged as Normal judges them: a re-drawn copy changes nothing there
 * (blocks not seen count at their mean), and Hard's time goes to the
 * battles. */
static gboolean
searched (gconstpointer view)
{
  VicDecision d = vic_game_get_decision (view);

  return d == VIC_DECISION_COMBAT_TURN || d == VIC_DECISION_FINAL_RETREAT;
}

static guint
aggressive (gconstpointer game, const VikAnyAction *actions, guint n, VikRng *rng)
{
  g_autofree VicAction *own = g_new (VicAction, n);

  vik_any_actions_unpack (actions, n, own, sizeof *own);
  return vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, own, n, rng);
}

const VikAiGame *
vic_ai_victory (void)
{
  static VikAiGame table;
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      table.rules = vic_rules_victory ();
      table.judge_new = judge_new;
      table.judge_free = judge_free;
      table.score_actions = score_actions;
      table.evaluate = evaluate;
      table.stretch = stretch;
      table.clock = clock_key;
      table.aggressive = aggressive;
      table.easy_noise = VICTORY_EASY_NOISE;
      table.clear_margin = VICTORY_CLEAR_MARGIN;
      table.searched = searched;
      table.min_rounds = VICTORY_MIN_ROUNDS;
      table.plan = plan;
      table.thinking_clock = TRUE;
      g_once_init_leave (&ready, 1);
    }
  return &table;
}

VikAiPlayer *
vic_ai_new (VikAiLevel level, guint64 seed)
{
  return vik_ai_player_new (vic_ai_victory (), level, seed);
}

gboolean
vic_ai_choose (VikAiPlayer *ai, const VicGame *game, VicAction *out, GError **error)
{
  g_return_val_if_fail (vik_ai_player_get_game (ai) == vic_ai_victory (), FALSE);
  return vik_ai_player_choose_typed (ai, game, out, sizeof *out, error);
}
