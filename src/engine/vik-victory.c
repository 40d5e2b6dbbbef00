/* vik-victory.c: how to win [5.0]: Standard Conquest [5.1], Shorter Conquest
 * [5.3], Race for Dominance [5.4], the Doomsday Clock [5.5]; elimination (R8)
 * and concession. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

int
vik_game_score (const VikGame *game, int player)
{
  return vik_game_count_sites (game, player, VIK_SITE_TOWN)
         + 2 * vik_game_count_sites (game, player, VIK_SITE_CITY)
         + 3 * vik_game_count_sites (game, player, VIK_SITE_METROPOLIS); /* [16.6]: City + Town */
}

gboolean
vik_game_player_eliminated (const VikGame *game, int player)
{
  return game->core.players[player].eliminated;
}

static void
game_over (VikGame *game, guint winners)
{
  VikCore *c = &game->core;

  c->winners = winners;
  c->winner = VIK_NO_PLAYER;
  for (int p = 0; p < c->n_players; p++)
    if (winners & (1u << p))
      {
        c->winner = p;
        break;
      }
  vik_finish_active_unit (game);
  c->phase = VIK_PHASE_OVER;
  c->decision = VIK_DECISION_NONE;
  vik_emit (game, VIK_EVENT_GAME_OVER, c->winner, 0, VIK_NO_HEX, VIK_NO_HEX, winners);
}

/* The largest empires win [5.3]; `excluded` (the player who lost his Capital) cannot. */
static void
game_over_scored (VikGame *game, int excluded)
{
  const VikCore *c = &game->core;
  int best = -1;
  guint winners = 0;

  for (int p = 0; p < c->n_players; p++)
    {
      int score;
      if (p == excluded || c->players[p].eliminated)
        continue;
      score = vik_game_score (game, p);
      if (score > best)
        {
          best = score;
          winners = 0;
        }
      if (score == best)
        winners |= 1u << p;
    }
  game_over (game, winners);
}

void
vik_victory_check (VikGame *game)
{
  const VikCore *c = &game->core;
  guint alive = 0;
  int n_alive = 0;

  if (c->phase == VIK_PHASE_OVER || c->turn == 0)
    return;
  for (int p = 0; p < c->n_players; p++)
    if (!c->players[p].eliminated)
      {
        alive |= 1u << p;
        n_alive++;
      }
  /* [5.1]: the last player left wins, whatever else was chosen. */
  if (n_alive <= 1)
    {
      game_over (game, alive);
      return;
    }
  if ((c->victory & VIK_VICTORY_SHORTER) && c->capital_taken_from != VIK_NO_PLAYER)
    {
      game_over_scored (game, c->capital_taken_from);
      return;
    }
  /* [5.4]: at any point in his turn; de-v1.1 [5.4] counts only at its start (below). */
  if ((c->victory & VIK_VICTORY_RACE) && !c->rules.race_at_turn_start
      && vik_game_score (game, c->current) >= c->rules.race_points[c->n_players])
    {
      game_over (game, 1u << c->current);
      return;
    }
  if ((c->victory & VIK_VICTORY_DOOMSDAY) && c->doomsday)
    {
      /* [5.5]: over when every Capital still in play has its coin (rules notes). */
      for (int p = 0; p < c->n_players; p++)
        if (!c->players[p].eliminated && !c->players[p].doomsday_coin)
          return;
      game_over_scored (game, VIK_NO_PLAYER);
    }
}

void
vik_victory_turn_start (VikGame *game)
{
  VikCore *c = &game->core;
  VikPlayer *player = &c->players[c->current];
  int face;

  if (c->turn == 0)
    return;
  /* de-v1.1 [5.4]: 20 points or more at the start of his turn, before building. */
  if ((c->victory & VIK_VICTORY_RACE) && c->rules.race_at_turn_start
      && vik_game_score (game, c->current) >= c->rules.race_points[c->n_players])
    {
      game_over (game, 1u << c->current);
      return;
    }
  if (!(c->victory & VIK_VICTORY_DOOMSDAY) || !c->doomsday || player->doomsday_coin)
    return;
  /* [5.5]: at the beginning of his turn; a 1 puts a coin by his Capital. */
  face = vik_roll_die (game);
  player->doomsday_coin = face == 1;
  vik_emit (game, VIK_EVENT_DOOMSDAY_ROLL, c->current, 0, player->capital_hex, VIK_NO_HEX, face == 1);
  g_array_index (game->events, VikEvent, game->events->len - 1).n_dice = 1;
  g_array_index (game->events, VikEvent, game->events->len - 1).dice[0] = face;
  vik_victory_check (game);
}

gboolean
vik_victory_concede_check (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;

  if (c->decision != VIK_DECISION_NONE || c->battle.hex != VIK_NO_HEX)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("Finish the decision under way before conceding"));
  if (c->turn == 0)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("The game has not begun yet (4.0)"));
  return TRUE;
}

void
vik_victory_concede (VikGame *game, int player)
{
  VikCore *c = &game->core;

  /* Rules notes: a player who concedes leaves the game with all his pieces. */
  for (int i = 0; i < c->n_units;)
    if (c->units[i].owner == player)
      vik_unit_remove (game, i);
    else
      i++;
  for (int h = 0; h < game->board->n_hexes; h++)
    if (c->hexes[h].site_owner == player)
      {
        c->hexes[h].site = VIK_SITE_NONE;
        c->hexes[h].site_owner = VIK_NO_PLAYER;
      }
  memset (c->players[player].reserve, 0, sizeof c->players[player].reserve);
  c->players[player].conceded = 1;
  c->players[player].eliminated = 1;
  vik_emit (game, VIK_EVENT_CONCEDED, player, 0, VIK_NO_HEX, VIK_NO_HEX, 0);
}
