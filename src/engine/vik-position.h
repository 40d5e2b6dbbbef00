/* vik-position.h: building positions by hand, outside the rules.
 *
 * For tests, scenarios and the editor: these calls do not check the rules, so
 * the caller keeps the [9.2] accounting (vik_game_check_invariants() tells).
 */
#pragma once

#include "vik-game.h"

G_BEGIN_DECLS

/* A game on a board of `radius` with every interior hex face down, the default
 * draw pile, and player 0 to move in the Movement phase of turn 1. */
VikGame *vik_position_new        (const VikRuleset *rules, int radius, int n_players, guint64 seed);
void     vik_position_set_hex    (VikGame *game, int hex, VikTerrain terrain, gboolean revealed);
/* Reveals every hex of the board with the given terrain. */
void     vik_position_fill       (VikGame *game, VikTerrain terrain);
void     vik_position_set_site   (VikGame *game, int hex, int player, VikSite site, gboolean capital);
/* Adds a unit on the map; returns its frigate number for frigates, 0 otherwise. */
int      vik_position_add_unit   (VikGame *game, int hex, int player, VikUnitType type);
/* Adds a land unit as cargo of the player's frigate number `label`. */
void     vik_position_add_cargo  (VikGame *game, int player, int label, VikUnitType type);
void     vik_position_set_reserve (VikGame *game, int player, VikUnitType type, int n);
/* The victory conditions in play (VikVictory bits) [5.0]. */
void     vik_position_set_victory (VikGame *game, guint victory);
/* Subjugation [16.81]: `vassal` becomes the Vassal of `ruler` (VIK_NO_PLAYER: free);
 * `ruler` counts him among the Vassals he made [16.87]. */
void     vik_position_set_ruler  (VikGame *game, int vassal, int ruler);
/* Starts `player`'s turn (movement allowances restored) in the given phase. */
void     vik_position_begin_turn (VikGame *game, int player, VikPhase phase, int turn);

G_END_DECLS
