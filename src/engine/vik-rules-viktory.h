/* vik-rules-viktory.h: VIKTORY II behind the game-neutral VikRules interface. */
#pragma once

#include "vik-rules.h"

G_BEGIN_DECLS

/* The table: games are VikGame *, actions VikAction packed into VikAnyAction.
 * new_game reads [Game] Players (2-8, default 2), [Game] FirstPlayer (0..n-1,
 * default drawn) and [Rules] Options (optional rules of [16.0] by name). */
const VikRules *vik_rules_viktory2 (void);

G_END_DECLS
