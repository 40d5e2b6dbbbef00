/* vik-ai-viktory-private.h: VIKTORY II's judgement for the computer players
 * (docs/ai.md, "How each level thinks"). */
#pragma once

#include "vik-ai-viktory.h"

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

G_END_DECLS
