/* vik-ai.c: the computer player object and its three levels, for any game
 * (docs/ai.md).  Only VikRules and the game's VikAiGame table are used. */
#include "config.h"

#include "vik-ai-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The AI's own generator stream, apart from the game's. */
#define VIK_AI_STREAM 0x4149504c4159ULL /* "AIPLAY" */
/* Easy's mistakes: noise on every judgement (the game's easy_noise), and now
 * and then a worse move. */
#define EASY_BLUNDER 0.08

struct _VikAiPlayer {
  const VikAiGame *game;
  VikAiLevel level;
  VikRng rng;
  gpointer judge;
  double budget;          /* Hard: seconds per own turn, 0 none */
  guint iterations;       /* Hard: playouts per candidate, 0 time only */
  gint cancelled;         /* atomic */
  /* Hard's clock for the turn under way */
  gboolean clock_running;
  guint64 clock;
  gint64 turn_started;
  gint64 choose_started;  /* the decision under way began (thinking_clock) */
  gint64 used;            /* thinking_clock: time spent choosing in this turn */
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
vik_ai_player_new (const VikAiGame *game, VikAiLevel level, guint64 seed)
{
  VikAiPlayer *ai;

  g_return_val_if_fail (game != NULL && game->rules != NULL, NULL);
  g_return_val_if_fail (level < VIK_AI_N_LEVELS, NULL);
  ai = g_new0 (VikAiPlayer, 1);
  ai->game = game;
  ai->level = level;
  vik_rng_seed (&ai->rng, seed, VIK_AI_STREAM);
  ai->judge = game->judge_new (level);
  ai->budget = 1.0;
  ai->actions = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  return ai;
}

void
vik_ai_free (VikAiPlayer *ai)
{
  if (ai == NULL)
    return;
  ai->game->judge_free (ai->judge);
  g_array_unref (ai->actions);
  g_free (ai);
}

VikAiLevel
vik_ai_get_level (const VikAiPlayer *ai)
{
  return ai->level;
}

const VikAiGame *
vik_ai_player_get_game (const VikAiPlayer *ai)
{
  return ai->game;
}

guint64
vik_ai_next_seed (VikRng *rng)
{
  return ((guint64) vik_rng_next (rng) << 32) | vik_rng_next (rng);
}

guint
vik_ai_best (const double *scores, guint n)
{
  guint best = 0;

  for (guint i = 1; i < n; i++)
    if (scores[i] > scores[best])
      best = i;
  return best;
}

double
vik_ai_uniform (VikRng *rng)
{
  return (vik_ai_next_seed (rng) >> 11) * (1.0 / 9007199254740992.0);
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

gboolean
vik_ai_player_choose_typed (VikAiPlayer *ai, gconstpointer game, gpointer out, gsize size, GError **error)
{
  VikAnyAction any;

  g_return_val_if_fail (size <= sizeof any.bytes, FALSE);
  if (!vik_ai_player_choose (ai, game, &any, error))
    return FALSE;
  memcpy (out, any.bytes, size);
  return TRUE;
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
    scores[i] += ai->game->easy_noise * (vik_ai_uniform (&ai->rng) - 0.5) * 2.0;
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

/* When Hard's time for the turn under way runs out (0: no clock). */
static gint64
hard_turn_end (VikAiPlayer *ai, gconstpointer game, gboolean *spent)
{
  guint64 clock = ai->game->clock (game);
  gint64 now = g_get_monotonic_time (), end;

  *spent = FALSE;
  if (ai->budget <= 0.0)
    return 0;
  if (!ai->clock_running || clock != ai->clock)
    {
      ai->clock_running = TRUE;
      ai->clock = clock;
      ai->turn_started = now;
      ai->used = 0;
    }
  if (ai->game->thinking_clock)
    end = ai->choose_started + (gint64) (ai->budget * G_USEC_PER_SEC) - ai->used;
  else
    end = ai->turn_started + (gint64) (ai->budget * G_USEC_PER_SEC);
  *spent = end <= now;
  return end;
}

/* Hard's share of its turn budget for this decision. */
static gint64
hard_deadline (VikAiPlayer *ai, gconstpointer game, gboolean *spent)
{
  gint64 now, left, end = hard_turn_end (ai, game, spent);

  if (end == 0)
    return 0;
  now = g_get_monotonic_time ();
  left = end - now;
  /* A turn asks some tens of close decisions: spend a quarter of what is left on each,
   * at least a millisecond so every decision is searched a little. */
  return now + MAX (left / 4, 1000);
}

/* The copy the decider may see, freed with the game's own free. */
typedef struct {
  const VikRules *rules;
  gpointer game;
} View;

static void
view_clear (View *view)
{
  if (view->game != NULL)
    view->rules->free (view->game);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (View, view_clear)

static gboolean choose (VikAiPlayer *ai, gconstpointer game, VikAnyAction *out, GError **error);

gboolean
vik_ai_player_choose (VikAiPlayer *ai, gconstpointer game, VikAnyAction *out, GError **error)
{
  gboolean ok;

  g_return_val_if_fail (ai != NULL && game != NULL && out != NULL, FALSE);
  ai->choose_started = g_get_monotonic_time ();
  ok = choose (ai, game, out, error);
  if (ai->game->thinking_clock && ai->clock_running)
    ai->used += g_get_monotonic_time () - ai->choose_started;
  return ok;
}

static gboolean
choose (VikAiPlayer *ai, gconstpointer game, VikAnyAction *out, GError **error)
{
  const VikRules *rules;
  g_auto (View) view = { 0 };
  g_autofree double *scores = NULL;
  const VikAnyAction *actions;
  int decider;
  guint n, pick;

  rules = ai->game->rules;
  if (g_atomic_int_get (&ai->cancelled))
    {
      g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_CANCELLED, _("The computer player was stopped"));
      return FALSE;
    }
  decider = rules->decider (game);
  if (decider < 0)
    {
      g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_NO_ACTION, _("There is nothing to decide"));
      return FALSE;
    }
  /* Honesty: from here on only the decider's re-drawn copy is looked at. */
  view.rules = rules;
  view.game = rules->copy_for_player (game, decider, vik_ai_next_seed (&ai->rng));
  g_array_set_size (ai->actions, 0);
  rules->legal (view.game, ai->actions);
  n = ai->actions->len;
  if (n == 0)
    {
      g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_NO_ACTION, _("There is nothing to decide"));
      return FALSE;
    }
  actions = (const VikAnyAction *) ai->actions->data;
  if (n == 1)
    {
      *out = actions[0];
      return TRUE;
    }
  scores = g_new (double, n);
  ai->game->score_actions (ai->judge, view.game, actions, n, scores);
  switch (ai->level)
    {
    case VIK_AI_EASY:
      pick = choose_easy (ai, scores, n);
      break;
    case VIK_AI_HARD:
      if (ai->game->plan != NULL)
        {
          gboolean spent;
          gint64 turn_end = hard_turn_end (ai, view.game, &spent);
          VikAiBudget budget = { &ai->rng, turn_end, ai->iterations, &ai->cancelled };
          gboolean planned = ai->game->plan (ai->judge, view.game, actions, n, scores, &budget, &pick);
          if (g_atomic_int_get (&ai->cancelled))
            {
              g_set_error (error, VIK_AI_ERROR, VIK_AI_ERROR_CANCELLED, _("The computer player was stopped"));
              return FALSE;
            }
          if (planned)
            break;
        }
      if (ai->game->searched != NULL && !ai->game->searched (view.game))
        {
          pick = vik_ai_best (scores, n);
          break;
        }
      {
        gboolean spent;
        VikAiSearch search = { ai->game, ai->judge, &ai->rng, ai->iterations,
                               hard_deadline (ai, view.game, &spent), &ai->cancelled, ai->game->min_rounds };
        if (spent && ai->game->min_rounds > 0)
          {
            pick = vik_ai_best (scores, n);
            break;
          }
        pick = vik_ai_search (&search, view.game, actions, n, scores);
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
