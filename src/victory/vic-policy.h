/* vic-policy.h: choosing among legal actions in playouts and benchmarks.
 *
 * Uniform picks any legal action.  Aggressive is a cheap stand-in for a
 * player who wants to win: it moves toward enemy Cities, attacks, fires
 * rather than passes, builds, and ends a phase when little else is left, so
 * seeded playouts reach a victory.  Both depend only on the generator. */
#pragma once

#include "vic-game.h"
#include "vik-rng.h"

G_BEGIN_DECLS

typedef enum {
  VIC_POLICY_UNIFORM,
  VIC_POLICY_AGGRESSIVE,
} VicPolicy;

guint vic_policy_choose (VicPolicy policy, const VicGame *game, const VicAction *actions, guint n, VikRng *rng);

G_END_DECLS
