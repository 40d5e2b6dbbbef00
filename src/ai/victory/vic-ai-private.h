/* vic-ai-private.h: Victory's judgement for the computer players
 * (docs/ai.md, "How the Victory players think"). */
#pragma once

#include "vic-ai.h"

G_BEGIN_DECLS

/* What one judge keeps between judgements: the map's distances (built once
 * per map) and the estimates of battles by their setup. */
typedef struct _VicAiJudge VicAiJudge;

VicAiJudge *vic_ai_judge_new      (void);
void        vic_ai_judge_free     (VicAiJudge *judge);
/* With a horizon the judge knows a time limit ends the game (10.6): in its
 * last Game Turn only the PP held when it ends count, not the blocks left
 * or how near they stand to the next Cities. */
void        vic_ai_judge_set_horizon (VicAiJudge *judge, gboolean horizon);

/* How good the position is for `player` (a view made for him): the PP of
 * the Cities his side controls against the others' (10.0), the steps of the
 * blocks by type, the expected result of battles waiting or under way,
 * threats to Cities and how far the blocks are from the Cities to take.
 * Blocks of others he cannot see count at the mean of what they may be. */
double      vic_ai_evaluate       (VicAiJudge *judge, const VicGame *game, int player);

/* Normal's value of every legal action for the decider of `view`: the
 * position after it, or for dice (firing, strikes) the expectation over the
 * number of hits. */
void        vic_ai_score_actions  (VicAiJudge *judge, const VicGame *view,
                                   const VicAction *actions, guint n, double *scores);

/* Hard's plan of its Move Phase (vic-ai-plan.c): kept between the
 * decisions of one phase. */
typedef struct _VicAiPlan VicAiPlan;

VicAiPlan  *vic_ai_plan_new       (void);
void        vic_ai_plan_free      (VicAiPlan *plan);
/* Normal's scores of `actions` blurred by ±noise for one of Hard's other
 * plans; `end` keeps out of reach unless Normal's own best is to end, so a
 * blurred plan ends its phase where Normal would. */
void        vic_ai_plan_blur      (double *scores, const VicAction *actions, guint n, double noise, VikRng *rng);
/* VikAiGame.plan: at the first decision of Hard's Move Phase, plays the
 * phase out as Normal would and with Normal's scores blurred, each followed
 * by the moves of those who move after him, and keeps the best plan if it
 * beats Normal's clearly; then plays it.  FALSE: Normal decides. */
gboolean    vic_ai_plan_choose    (VicAiPlan *plan, VicAiJudge *judge, const VicGame *view,
                                   const VicAction *actions, guint n, const VikAiBudget *budget, guint *pick);

G_END_DECLS
