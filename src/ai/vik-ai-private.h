/* vik-ai-private.h: what the computer players' files share (docs/ai.md). */
#pragma once

#include "vik-ai.h"
#include "vik-rng.h"

G_BEGIN_DECLS

/* Caches exact battle forecasts by their setup: one judgement asks for the
 * same few battles again and again. */
typedef struct {
  GHashTable *forecasts;   /* VikBattleSetup* -> VikForecast* */
} VikAiJudge;

void     vik_ai_judge_init   (VikAiJudge *judge);
void     vik_ai_judge_clear  (VikAiJudge *judge);

/* How good the position is for `player`: material (Towns, Cities, the
 * Capital, units on the map and in Reserve) against the other players', the
 * expected result of battles waiting to be fought, threats to his Towns and
 * Cities and how far his units are from the enemy.  With `potential`, a
 * waiting battle counts the player's units next to it that can still join. */
double   vik_ai_evaluate     (VikAiJudge *judge, const VikGame *game, int player, gboolean potential);

/* Normal's value of every legal action in actions[] (n of them) for the
 * decider of `view` (a re-drawn copy): the position after it, or for dice
 * (battles, bombardments, fighting on) the expectation from the forecast. */
void     vik_ai_score_actions (VikAiJudge *judge, const VikGame *view,
                               const VikAction *actions, guint n, double *scores);

/* The index of the best score; ties go to the earliest. */
guint    vik_ai_best         (const double *scores, guint n);
/* Uniform double in [0, 1). */
double   vik_ai_uniform      (VikRng *rng);

/* Hard (vik-ai-search.c): chooses among the best candidates by playouts on
 * re-drawn copies; returns the index into actions[]. */
typedef struct {
  VikRng *rng;
  VikAiJudge *judge;
  guint iterations;        /* most playouts per candidate; 0: time only */
  gint64 deadline;         /* g_get_monotonic_time() limit, 0: none */
  const gint *cancelled;   /* atomic flag */
} VikAiSearch;

guint    vik_ai_search       (VikAiSearch *search, const VikGame *game,
                              const VikAction *actions, guint n, const double *scores);

G_END_DECLS
