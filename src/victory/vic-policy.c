/* vic-policy.c: playout policies (see vic-policy.h). */
#include "config.h"

#include "vic-policy.h"
#include "vic-game-private.h"

/* Distance from hex to the nearest City the player does not control. */
static int
target_distance (const VicGame *game, int player, int hex, const int *targets, int n_targets)
{
  int best = 99;

  for (int i = 0; i < n_targets; i++)
    best = MIN (best, vic_map_distance (game->map, hex, targets[i]));
  return best;
}

static int
score (const VicGame *game, const VicAction *a, const int *targets, int n_targets)
{
  const VicCore *c = &game->core;
  int player = vic_game_get_decider (game);

  switch (a->kind)
    {
    case VIC_ACTION_MOVE:
    case VIC_ACTION_STRATEGIC:
    case VIC_ACTION_FLY:
      {
        const VicBlock *b = &c->blocks[a->block];
        int before = target_distance (game, player, a->hex2, targets, n_targets);
        int after = target_distance (game, player, a->hex, targets, n_targets);
        int s = 40 + 20 * (before - after);
        if (vic_hex_has_enemy (game, a->hex, player))
          s += 40;
        /* Garrisons stay home now and then. */
        if (b->mp == 0 && vic_map_is_city (game->map, a->hex2) && c->hexes[a->hex2].count[player] <= 2)
          s -= 30;
        return s;
      }
    case VIC_ACTION_STOP: return 35;
    case VIC_ACTION_BATTLE: return 90;
    case VIC_ACTION_FIRE: return 90;
    case VIC_ACTION_DROP:
    case VIC_ACTION_LAND: return 95;
    case VIC_ACTION_PASS: return 10;
    case VIC_ACTION_RETREAT: return 5;
    case VIC_ACTION_BUILD: return 70;
    case VIC_ACTION_ADD: return 75;
    case VIC_ACTION_DEPLOY:
    case VIC_ACTION_BUY: return 60;
    case VIC_ACTION_SPLIT:
    case VIC_ACTION_DISBAND: return 1;
    case VIC_ACTION_END: return 20;
    default: return 50;
    }
}

guint
vic_policy_choose (VicPolicy policy, const VicGame *game, const VicAction *actions, guint n, VikRng *rng)
{
  int targets[VIC_MAX_HEXES], n_targets = 0, player, best = G_MININT;
  guint chosen = 0, ties = 0;

  g_return_val_if_fail (n > 0, 0);
  if (policy == VIC_POLICY_UNIFORM)
    return vik_rng_below (rng, n);
  player = vic_game_get_decider (game);
  for (int h = 0; h < game->map->n_hexes; h++)
    if (vic_map_is_city (game->map, h) && !vic_friendly (&game->core, game->core.hexes[h].control, player))
      targets[n_targets++] = h;
  for (guint i = 0; i < n; i++)
    {
      /* A little noise so that playouts differ. */
      int s = score (game, &actions[i], targets, n_targets) + (int) vik_rng_below (rng, 25);
      if (s > best)
        {
          best = s;
          chosen = i;
          ties = 1;
        }
      else if (s == best && vik_rng_below (rng, ++ties) == 0)
        chosen = i;
    }
  return chosen;
}
