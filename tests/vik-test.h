/* vik-test.h: small helpers the engine's rule tests share. */
#pragma once

#include "vik-game.h"
#include "vik-position.h"

/* The index of axial hex (q, r); fails the test when it is off the board. */
int       H              (const VikGame *game, int q, int r);
/* An action of `kind` aimed at `hex` (its `to`). */
VikAction act            (VikActionKind kind, int hex);
/* Is `a` among the decider's legal actions? */
gboolean  is_legal       (const VikGame *game, const VikAction *a);
/* How many legal actions of `kind` there are; every listed action must pass the check. */
int       count_legal    (const VikGame *game, VikActionKind kind);
