/* vik-policy.h: choosing an action in playouts and benchmarks.
 *
 * The uniform policy picks any legal action with equal chance.  The
 * aggressive policy is a cheap stand-in for a player who wants to win: it
 * prefers battles and bombardments, moves towards the nearest enemy, builds
 * and places whenever it can, and ends a phase only when little else is
 * left, so seeded playouts reach a victory in a few hundred turns at most.
 * Both are deterministic given the generator. */
#pragma once

#include "vik-game.h"
#include "vik-rng.h"

G_BEGIN_DECLS

typedef enum {
  VIK_POLICY_UNIFORM,
  VIK_POLICY_AGGRESSIVE,
} VikPolicy;

/* The index of the chosen action among the n (> 0) legal actions of game. */
guint vik_policy_choose (VikPolicy policy, const VikGame *game,
                         const VikAction *actions, guint n, VikRng *rng);

G_END_DECLS
