/* vic-ai.h: computer players for Columbia Games' Victory (docs/ai.md).
 *
 * The levels, the clock and Hard's search are the shared ones (vik-ai.h);
 * this is Victory's judgement (vic-ai-eval.c) plugged in through its
 * VikAiGame table, and typed wrappers for code that knows the game:
 *
 *   VikAiPlayer *ai = vic_ai_new (VIK_AI_NORMAL, seed);
 *   if (vic_ai_choose (ai, game, &action, &error))
 *     vic_game_apply (game, &action, &error); */
#pragma once

#include "vik-ai.h"
#include "vic-game.h"

G_BEGIN_DECLS

const VikAiGame *vic_ai_victory (void);

/* vik_ai_player_new (vic_ai_victory (), level, seed). */
VikAiPlayer *vic_ai_new    (VikAiLevel level, guint64 seed);
/* vik_ai_player_choose for a Victory game. */
gboolean     vic_ai_choose (VikAiPlayer *ai, const VicGame *game, VicAction *out, GError **error);

G_END_DECLS
