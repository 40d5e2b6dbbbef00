/* vic-victory.c: the scenarios' victory conditions (10.0-10.6): control of
 * Cities worth the scenario's PP (15 on two maps, 30 on four, 20 and 25 in the
 * Two Front War) at the end of a Game Turn, or the most PP when a time limit
 * runs out (10.6). */
#include "config.h"

#include "vic-game-private.h"

gboolean
vic_victory_check (VicGame *game, gboolean time_up)
{
  VicCore *c = &game->core;
  guint8 winners = 0;
  int best = -1;

  /* (10.0) A player wins by controlling his scenario's PP of Cities; if two
   * do at once, the one with more PP (ties share the victory).  Allies count
   * their Cities together and win together (10.4): each player's PP are his
   * team's, so allies reach their PP, and tie, together. */
  for (int p = 0; p < c->n_players; p++)
    {
      int pp = vic_game_team_pp (game, p);
      if (pp < c->players[p].win_pp)
        continue;
      if (pp > best)
        {
          best = pp;
          winners = 0;
        }
      if (pp == best)
        winners |= 1u << p;
    }
  /* (10.6) Time limit: the player controlling the most PP wins. */
  if (winners == 0 && time_up)
    for (int p = 0; p < c->n_players; p++)
      {
        int pp = vic_game_team_pp (game, p);
        if (pp > best)
          {
            best = pp;
            winners = 0;
          }
        if (pp == best)
          winners |= 1u << p;
      }
  if (winners == 0)
    return FALSE;
  for (int p = 0; p < c->n_players; p++)
    if ((winners >> p) & 1)
      winners |= vic_team_mask (c, p);  /* the team wins together (10.4) */
  c->winners = winners;
  c->phase = VIC_PHASE_OVER;
  c->active = VIC_NO_BLOCK;
  vic_emit (game, VIC_EVENT_GAME_OVER, g_bit_nth_lsf (winners, -1), VIC_NO_BLOCK, VIC_NO_HEX, VIC_NO_HEX,
            winners, VIC_ALL_PLAYERS (c));
  return TRUE;
}
