/* vik-ai-viktory.h: computer players for VIKTORY II (docs/ai.md).
 *
 * The levels, the clock and Hard's search are the shared ones (vik-ai.h);
 * this is VIKTORY II's judgement (vik-ai-eval.c) plugged in through its
 * VikAiGame table, and typed wrappers for code that knows the game:
 *
 *   VikAiPlayer *ai = vik_ai_new (VIK_AI_NORMAL, seed);
 *   if (vik_ai_choose (ai, game, &action, &error))
 *     vik_game_apply (game, &action, &error); */
#pragma once

#include "vik-ai.h"
#include "vik-game.h"

G_BEGIN_DECLS

const VikAiGame *vik_ai_viktory (void);

/* vik_ai_player_new (vik_ai_viktory (), level, seed). */
VikAiPlayer *vik_ai_new    (VikAiLevel level, guint64 seed);
/* vik_ai_player_choose for a VIKTORY II game. */
gboolean     vik_ai_choose (VikAiPlayer *ai, const VikGame *game, VikAction *out, GError **error);

G_END_DECLS
