/* vik-rules-viktory.h: VIKTORY II behind the game-neutral VikRules interface. */
#pragma once

#include "vik-rules.h"

G_BEGIN_DECLS

/* The table: games are VikGame *, actions VikAction packed into VikAnyAction.
 * new_game reads [Rules] Edition (v2.1, de-v1.1 or v1, default v2.1: docs/editions.md),
 * [Game] Players (2 to the edition's most, default 2), [Game] FirstPlayer
 * (0..n-1, default drawn) and [Rules] Options (the optional rules of the
 * edition's book by name). */
const VikRules *vik_rules_viktory2 (void);

G_END_DECLS
