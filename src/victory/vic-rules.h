/* vic-rules.h: Victory behind the game-neutral VikRules interface. */
#pragma once

#include "vik-rules.h"

G_BEGIN_DECLS

/* Games are VicGame *, actions VicAction packed into VikAnyAction.
 * new_game reads a scenario key file (vic-scenario.h: [Scenario] Preset,
 * Players...; NULL: Quick Start for 2 players, 10.1) and [Rules] Options. */
const VikRules *vic_rules_victory (void);

G_END_DECLS
