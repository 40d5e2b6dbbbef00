/* vik-ai.c: the computer player object and its three levels (docs/ai.md). */
#include "config.h"

#include "vik-ai-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The AI's own generator stream, apart from the game's. */
#define VIK_AI_STREAM 0x4149504c4159ULL /* "AIPLAY" */
/* Easy's mistakes: noise on every judgement, and now and then a worse move. */
#define EASY_NOISE 2.5
#define EASY_BLUNDER 0.08

struct _VikAiPlayer {
  VikAiLevel level;
  VikRng rng;
  VikAiJudge judge;
  double budget;          /* Hard: seconds per own turn, 0 none */
  guint iterations;       /* Hard: playouts per candidate, 0 time only */
  gint cancelled;         /* atomic */
  /* Hard's clock for the turn under way */
  int clock_player;
  int clock_turn;
  gint64 turn_started;
  GArray *actions;
};

G_DEFINE_QUARK (vik-ai-error-quark, vik_ai_error)

static const char *const level_ids[VIK_AI_N_LEVELS] = { "easy", "normal", "hard" };

const char *
vik_ai_level_id (VikAiLevel level)
{
  g_return_val_if_fail (level < VIK_AI_N_LEVELS, "normal");
  return level_ids[level];
}

gboolean
vik_ai_level_from_id (const char *id, VikAiLevel *level)
{
  for (int l = 0; l < VIK_AI_N_LEVELS; l++)
    if (g_strcmp0 (id, level_ids[l]) == 0)
      {
        *level = l;
        return TRUE;
      }
  return FALSE;
}

VikAiPlayer *
vik_ai_new (VikAiLevel level, guint64 seed)
{
  VikAiPlayer *ai = g_new0 (VikAiPlayer, 1);

  g_return_val_if_fail (level < VIK_AI_N_LEVELS, NULL);
  ai->level = level;
  vik_rng_seed (&ai->rng, seed, VIK_AI_STREAM);
  vik_ai_judge_init (&ai->judge);
  ai->budget = 1.0;
  ai->clock_player = VIK_NO_PLAYER;
  ai->actions = g_array_new (FALSE, FALSE, sizeof (VikAction));
  return ai;
}

void
vik_ai_free (VikAiPlayer *ai)
{
  if (ai == NULL)
    return;
  vik_ai_judge_clear (&ai->judge);
  g_array_unref (ai->actions);
  g_free (ai);
}

VikAiLevel
vik_ai_get_level (const VikAiPlayer *ai)
{
  return ai->level;
}

void
vik_ai_set_time_budget (VikAiPlayer *ai, double seconds_per_turn)
{
  ai->budget = MAX (seconds_per_turn, 0.0);
}

void
vik_ai_set_iterations (VikAiPlayer *ai, guint iterations)
{
  ai->iterations = iterations;
}

void
vik_ai_cancel (VikAiPlayer *ai)
{
  g_atomic_int_set (&ai->cancelled, 1);
}

void
vik_ai_reset_cancel (VikAiPlayer *ai)
{
  g_atomic_int_set (&ai->cancelled, 0);
}

/* Easy: Normal's judgement blurred by noise, and sometimes the second or
 * third best move, as a human who overlooks things would play. */
static guint
choose_easy (VikAiPlayer *ai, double *scores, guint n)
{
  guint order[3] = { 0, 0, 0 };

  for (guint i = 0; i < n; i++)
    scores[i] += EASY_NOISE * (vik_ai_uniform (&ai->rng) - 0.5) * 2.0;
  if (n >= 2 && vik_ai_uniform (&ai->rng) < EASY_BLUNDER)
    {
      /* one of the three best, at random */
      guint k = MIN (n, 3);
      for (guint j = 0; j < k; j++)
        {
          guint best = G_MAXUINT;
          for (guint i = 0; i < n; i++)
            {
              gboolean taken = FALSE;
              for (guint m = 0; m < j; m++)
                taken |= order[m] == i;
              if (!taken && (best == G_MAXUINT || scores[i] > scores[best]))
                best = i;
            }
          order[j] = best;
        }
      return order[vik_rng_below (&ai->rng, k)];
    }
  return vik_ai_best (scores, n);
}

/* Hard's share of its turn budget for this decision. */
static gint64
hard_deadline (VikAiPlayer *ai, const VikGame *game)
{
  int player = vik_game_get_decider (game);
  int turn = vik_game_get_turn (game);
  gint64 now = g_get_monotonic_time (), left;

  if (ai->budget <= 0.0)
    return 0;
  if (player != ai->clock_player || turn != ai->clock_turn)
    {
      ai->clock_player = player;
      ai->clock_turn = turn;
      ai->turn_started = now;
    }
  left = ai->turn_started + (gint64) (ai->budget * G_USEC_PER_SEC) - now;
  /* A turn asks some tens of close decisions: spend a quarter of what is left on each,
   * at least a millisecond so every decision is searched a little. */
  return now + MAX (left / 4, 1000);
}

gboolean
vik_ai_choose (VikAiPlayer *ai, const VikGame *game, VikAction *out, GError **error)
{
  g_autoptr (VikGame) view = NULL;
  g_autofree double *scores = NULL;
  const VikAction *actions;
  guint n, pick;

  g_return_val_if_fail (ai != NULL && game != NULL && out != NULL, FALSE);
  if (g_atomic_int_get (&ai->cancelled))
    {
      g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_CANCELLED, _("The computer player was stopped"));
      return FALSE;
    }
  /* Honesty: from here on only the re-drawn copy is looked at. */
  view = vik_game_copy_redrawn (game, ((guint64) vik_rng_next (&ai->rng) << 32) | vik_rng_next (&ai->rng));
  g_array_set_size (ai->actions, 0);
  vik_game_legal_actions (view, ai->actions);
  n = ai->actions->len;
  if (n == 0)
    {
      g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_NO_ACTION, _("There is nothing to decide"));
      return FALSE;
    }
  actions = (const VikAction *) ai->actions->data;
  if (n == 1)
    {
      *out = actions[0];
      return TRUE;
    }
  scores = g_new (double, n);
  vik_ai_score_actions (&ai->judge, view, actions, n, scores);
  switch (ai->level)
    {
    case VIK_AI_EASY:
      pick = choose_easy (ai, scores, n);
      break;
    case VIK_AI_HARD:
      {
        VikAiSearch search = { &ai->rng, &ai->judge, ai->iterations, hard_deadline (ai, view), &ai->cancelled };
        pick = vik_ai_search (&search, view, actions, n, scores);
        if (g_atomic_int_get (&ai->cancelled))
          {
            g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_CANCELLED, _("The computer player was stopped"));
            return FALSE;
          }
      }
      break;
    case VIK_AI_NORMAL:
    default:
      pick = vik_ai_best (scores, n);
      break;
    }
  *out = actions[pick];
  return TRUE;
}
