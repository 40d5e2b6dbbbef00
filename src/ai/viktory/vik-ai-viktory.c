/* vik-ai-viktory.c: VIKTORY II's VikAiGame table and typed wrappers. */
#include "config.h"

#include "vik-ai-viktory-private.h"
#include "vik-policy.h"
#include "vik-rules-viktory.h"

#include <string.h>

/* Hard searches candidates within 6 points of Normal's best; Easy's noise is
 * ±2.5 points (a Town is worth 10). */
#define VIKTORY_CLEAR_MARGIN 6.0
#define VIKTORY_EASY_NOISE 2.5

static gpointer
judge_new (VikAiLevel level)
{
  VikAiJudge *judge = g_new0 (VikAiJudge, 1);

  (void) level;   /* every level judges alike */
  vik_ai_judge_init (judge);
  return judge;
}

static void
judge_free (gpointer judge)
{
  vik_ai_judge_clear (judge);
  g_free (judge);
}

static void
score_actions (gpointer judge, gconstpointer view, const VikAnyAction *actions, guint n, double *scores)
{
  g_autofree VikAction *own = g_new (VikAction, n);

  vik_any_actions_unpack (actions, n, own, sizeof *own);
  vik_ai_score_actions (judge, view, own, n, scores);
}

static double
evaluate (gpointer judge, gconstpointer game, int player)
{
  return vik_ai_evaluate (judge, game, player, TRUE);
}

/* A stretch of play: the player whose turn it is, in one phase. */
static guint64
stretch (gconstpointer game)
{
  return ((guint64) (guint) vik_game_get_current_player (game) << 32) | (guint) vik_game_get_phase (game);
}

/* A turn of the decider's own. */
static guint64
clock_key (gconstpointer game)
{
  return ((guint64) (guint) vik_game_get_decider (game) << 32) | (guint) vik_game_get_turn (game);
}

static guint
aggressive (gconstpointer game, const VikAnyAction *actions, guint n, VikRng *rng)
{
  g_autofree VikAction *own = g_new (VikAction, n);

  vik_any_actions_unpack (actions, n, own, sizeof *own);
  return vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, own, n, rng);
}

const VikAiGame *
vik_ai_viktory (void)
{
  static VikAiGame table;
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      table.rules = vik_rules_viktory2 ();
      table.judge_new = judge_new;
      table.judge_free = judge_free;
      table.score_actions = score_actions;
      table.evaluate = evaluate;
      table.stretch = stretch;
      table.clock = clock_key;
      table.aggressive = aggressive;
      table.easy_noise = VIKTORY_EASY_NOISE;
      table.clear_margin = VIKTORY_CLEAR_MARGIN;
      g_once_init_leave (&ready, 1);
    }
  return &table;
}

VikAiPlayer *
vik_ai_new (VikAiLevel level, guint64 seed)
{
  return vik_ai_player_new (vik_ai_viktory (), level, seed);
}

gboolean
vik_ai_choose (VikAiPlayer *ai, const VikGame *game, VikAction *out, GError **error)
{
  g_return_val_if_fail (vik_ai_player_get_game (ai) == vik_ai_viktory (), FALSE);
  return vik_ai_player_choose_typed (ai, game, out, sizeof *out, error);
}
