/* vik-empires.c: the optional rule [16.3] Immediate Empires.
 *
 * "First setup an explored map (see 15.2). Then players take turns doing
 * everything except moving and attacking with units. Players place their Towns
 * and upgrade them to Cities (which reveals the map) and place the newly
 * supported units on the map in accordance with the Reserve Placement Phase
 * restrictions. Once a player is unable to either build a Town or upgrade a
 * Town to a City, then he becomes the first player to take a normal turn and
 * may immediately move and attack with his units. Every other player then
 * proceeds with normal turns."
 *
 * The map is dealt face up as with No Exploration [16.2] ("15.2" is that rule's
 * number in an earlier edition).  The setup turns [4.0] come first; then game
 * turn 0 goes on with build-only turns in the same order: a Building phase
 * (Towns and Cities only) and a Reserve phase (no Frigate placed with another
 * player's Frigate: that would be an attack [14.5]).  A player who begins such
 * a turn unable to build, or ends its Building phase without building, becomes
 * the first player: his first normal turn (game turn 1) begins at once with
 * its Movement & Combat phase, and the others follow in the usual order
 * (docs/rules-notes.md).
 */
#include "config.h"

#include "vik-game-private.h"

gboolean
vik_empire_turn (const VikGame *game, int player)
{
  const VikCore *c = &game->core;

  return c->turn == 0 && vik_ruleset_has_option (&c->rules, VIK_OPTION_IMMEDIATE_EMPIRES)
         && c->players[player].capital_hex != VIK_NO_HEX;
}

gboolean
vik_empire_can_build (VikGame *game)
{
  VikCore *c = &game->core;
  guint8 phase = c->phase;
  gboolean can = FALSE;

  c->phase = VIK_PHASE_BUILD; /* what the checks of [8.2] look at */
  for (int h = 0; h < game->board->n_hexes && !can; h++)
    {
      VikAction town = vik_action_make (VIK_ACTION_TOWN), city = vik_action_make (VIK_ACTION_CITY);
      town.to = city.to = h;
      can = vik_build_check (game, &town, NULL) || vik_build_check (game, &city, NULL);
    }
  c->phase = phase;
  return can;
}

void
vik_empire_start_normal_play (VikGame *game)
{
  VikCore *c = &game->core;

  c->turn = 1;
  vik_set_first_player (game, c->current, FALSE);
  vik_emit (game, VIK_EVENT_TURN_BEGAN, c->current, 0, VIK_NO_HEX, VIK_NO_HEX, c->turn);
  vik_set_phase (game, VIK_PHASE_MOVEMENT);
  vik_victory_turn_start (game);
}
