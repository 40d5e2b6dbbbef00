/* vik-test-edition.h: helpers of the editions' rule tests (test-rules-de.c,
 * test-rules-v1.c): positions of an edition, actions in the notation, refusals
 * checked for the case they cite. */
#pragma once

#include "vik-game.h"
#include "vik-position.h"
#include "vik-test.h"

/* A board of `radius` all of `fill`, revealed, for n players of the edition;
 * player 0 to move in the given phase of turn 3. */
VikGame  *ed_board        (VikEdition edition, int radius, int n_players, VikTerrain fill, VikPhase phase);
/* The label of axial hex (q, r), valid until the next call with the same slot (0-7). */
const char *ed_lb         (VikGame *game, int q, int r);
void      ed_ok           (VikGame *game, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
/* Asserts the action is refused as illegal (or not now) and its message contains `cite`. */
void      ed_refused      (VikGame *game, const char *cite, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
/* The next dice, as a string of faces ("5 1 4"). */
void      ed_force        (VikGame *game, const char *faces);
void      ed_site         (VikGame *game, int q, int r, VikTerrain terrain, int player, VikSite site, gboolean capital);
void      ed_hex          (VikGame *game, int q, int r, VikTerrain terrain);
int       ed_unit         (VikGame *game, int q, int r, int player, VikUnitType type);
int       ed_units        (VikGame *game, int q, int r, int player, VikUnitType type);
void      ed_invariants   (VikGame *game);
/* Plays the setup turns [4.0]: each player takes his first legal action that is
 * not "end" (the Capital, then placing its Infantry), until turn 1. */
void      ed_play_setup   (VikGame *game);
/* Dice rolled of `kind` in the last action's events (summed over its events), or -1. */
int       ed_dice_rolled  (VikGame *game, VikDiceKind kind);
