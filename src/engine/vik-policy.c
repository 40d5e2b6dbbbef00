/* vik-policy.c: how playouts choose among legal actions (see vik-policy.h). */
#include "config.h"

#include "vik-game-private.h"
#include "vik-policy.h"

#include <string.h>

#define FAR 1000

/* Steps from every hex to the nearest hex holding an enemy of `player` (units,
 * Town or City; not his Alliance's [16.84]), over revealed hexes: a
 * multi-source breadth-first search. */
static void
enemy_distances (const VikGame *game, int player, int *dist)
{
  const VikBoard *board = game->board;
  const VikCore *c = &game->core;
  int queue[VIK_MAX_HEXES];
  int head = 0, tail = 0;

  for (int h = 0; h < board->n_hexes; h++)
    {
      const VikHexState *hs = &c->hexes[h];
      gboolean enemy = vik_hex_has_enemy (game, h, player)
                       || (hs->site != VIK_SITE_NONE && hs->site_owner != player
                           && vik_meet (game, player, hs->site_owner) == VIK_MEET_ENEMY);
      dist[h] = enemy ? 0 : FAR;
      if (enemy)
        queue[tail++] = h;
    }
  while (head < tail)
    {
      int h = queue[head++];
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = board->neighbors[h][d];
          if (nb == VIK_NO_HEX || !c->hexes[nb].revealed || dist[nb] != FAR)
            continue;
          dist[nb] = dist[h] + 1;
          queue[tail++] = nb;
        }
    }
}

/* How much the aggressive policy likes an action: attacks most, then moves
 * towards the enemy, building and placing; ending a phase least. */
static double
aggressive_weight (const VikGame *game, const VikAction *a, const int *dist)
{
  const VikCore *c = &game->core;
  int from = a->from;

  switch (a->kind)
    {
    case VIK_ACTION_BATTLE:
      return 1000.0;
    case VIK_ACTION_BOMBARD:
      return 200.0;
    case VIK_ACTION_FIGHT:
      return 50.0;
    case VIK_ACTION_RETREAT:
      return 1.0;
    case VIK_ACTION_CAPITAL:
    case VIK_ACTION_TOWN:
    case VIK_ACTION_CITY:
    case VIK_ACTION_METROPOLIS:
    case VIK_ACTION_PLACE:
      return 30.0;
    case VIK_ACTION_DISBAND:
      return 0.05;
    case VIK_ACTION_ELIMINATE:
      /* [11.3]: pay from the Reserve ("preferably", says the book's example) and
       * keep the armies on the map */
      return a->from == VIK_NO_HEX && (a->unit != VIK_UNIT_FRIGATE || a->label == 0) ? 30.0 : 1.0;
    case VIK_ACTION_MOVE:
    case VIK_ACTION_DISEMBARK:
      if (a->kind == VIK_ACTION_DISEMBARK || a->unit == VIK_UNIT_FRIGATE)
        {
          int f = vik_unit_find_frigate (game, c->current, a->kind == VIK_ACTION_MOVE ? a->label : a->carrier);
          from = f >= 0 ? c->units[f].hex : VIK_NO_HEX;
        }
      if (from == VIK_NO_HEX || a->to == VIK_NO_HEX)
        return 1.0;
      if (dist[a->to] == 0)
        return 300.0;
      if (dist[a->to] < dist[from])
        return 20.0;
      return dist[a->to] == dist[from] ? 2.0 : 0.5;
    case VIK_ACTION_EMBARK:
      return 2.0;
    case VIK_ACTION_END:
    case VIK_ACTION_STOP:
      return 1.0;
    default:
      return 1.0;
    }
}

guint
vik_policy_choose (VikPolicy policy, const VikGame *game, const VikAction *actions, guint n, VikRng *rng)
{
  int dist[VIK_MAX_HEXES];
  double weights[2048];
  double total = 0.0, pick;

  g_return_val_if_fail (n > 0, 0);
  if (policy == VIK_POLICY_UNIFORM || n > G_N_ELEMENTS (weights))
    return vik_rng_below (rng, n);

  enemy_distances (game, vik_game_get_decider (game), dist);
  for (guint i = 0; i < n; i++)
    {
      weights[i] = aggressive_weight (game, &actions[i], dist);
      total += weights[i];
    }
  /* 53 random bits give a uniform double in [0, 1). */
  pick = ((((guint64) vik_rng_next (rng) << 32) | vik_rng_next (rng)) >> 11) * (1.0 / 9007199254740992.0) * total;
  for (guint i = 0; i < n; i++)
    {
      if (pick < weights[i])
        return i;
      pick -= weights[i];
    }
  return n - 1;
}
