/* vic-test.h: what the Victory tests share. */
#pragma once

#include "vic-game.h"
#include "vic-text.h"
#include "vic-policy.h"
#include "vik-rng.h"

G_BEGIN_DECLS

/* Applies `text` and fails the test when refused. */
void      vic_test_apply      (VicGame *game, const char *text);
/* Ends every player's moves and starts the battle in `hex` ("battle HEX"). */
void      vic_test_fight (VicGame *game, const char *hex);
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
/* Gives the blocks `player` cannot see (not his, not his allies', not
 * revealed to him) other types and strengths that fit what he sees. */
void      vic_test_scramble   (VicGame *game, int player, VikRng *rng);
/* A fog-of-war copy's save text loaded as a client does (vic_game_load_view_keyfile). */
VicGame  *vic_test_load_view  (const char *text, gsize length, GError **error);
/* Fails unless every player's view is blind to the hidden identities. */
void      vic_test_check_fog  (const VicGame *game, guint64 seed);
/* A game on a small hand-made map with no blocks, in `phase` for player 0. */
VicGame  *vic_test_position   (VicMap *map, const VicRuleset *rules, int n_players);
/* Puts a block (full strength when steps is 0) in a hex; returns its index. */
int       vic_test_put        (VicGame *game, int owner, VicUnitType type, int steps, const char *hex);
/* The built-in two-tile map with no blocks: player 1 (index 0) holds the
 * North tile, player 2 the South; the Move Phase of player 1. */
VicGame  *vic_test_two_tiles  (const VicRuleset *rules);
/* A game on a map given as key-file text (vic-map.h's file format). */
VicGame  *vic_test_map_game   (const char *map_text, const VicRuleset *rules, int n_players);
/* The block's strength, or 0 when it is gone. */
int       vic_test_steps      (const VicGame *game, int block);
int       vic_test_hex        (const VicGame *game, const char *label);
/* Forces dice given as a string of faces ("1236"). */
void      vic_test_dice       (VicGame *game, const char *faces);
/* A ruleset with one option on. */
const VicRuleset *vic_test_rules_with (VicRuleset *rules, VicOption option);
/* Sets the phase and whose turn it is (controls recomputed). */
void      vic_test_set_turn   (VicGame *game, VicPhase phase, int player);

G_END_DECLS
