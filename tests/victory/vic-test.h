/* vic-test.h: what the Victory tests share. */
#pragma once

#include "vic-game.h"
#include "vic-text.h"
#include "vic-policy.h"
#include "vik-rng.h"

G_BEGIN_DECLS

/* Applies `text` and fails the test when refused. */
void      vic_test_apply      (VicGame *game, const char *text);
/* Asserts the action is refused and the message contains `needle`. */
void      vic_test_refused    (VicGame *game, const char *text, const char *needle);
/* Is `text` among the legal actions? */
gboolean  vic_test_is_legal   (const VicGame *game, const char *text);
/* Plays uniformly random legal actions until the game ends or `max` were
 * applied, checking the invariants (and, when fog is set, the fog of war)
 * after each; returns how many were applied. */
int       vic_test_play_random (VicGame *game, VikRng *rng, int max, gboolean fog);
/* The same with a policy. */
int       vic_test_play       (VicGame *game, VicPolicy policy, VikRng *rng, int max, gboolean fog);
/* Fails unless every player's view is blind to the hidden identities. */
void      vic_test_check_fog  (const VicGame *game, guint64 seed);
/* A game on a small hand-made map with no blocks, in `phase` for player 0. */
VicGame  *vic_test_position   (VicMap *map, const VicRuleset *rules, int n_players);
/* Puts a block (full strength when steps is 0) in a hex; returns its index. */
int       vic_test_put        (VicGame *game, int owner, VicUnitType type, int steps, const char *hex);
/* Sets the phase and whose turn it is (controls recomputed). */
void      vic_test_set_turn   (VicGame *game, VicPhase phase, int player);

G_END_DECLS
