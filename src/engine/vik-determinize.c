/* vik-determinize.c: a copy of a game with its hidden part re-drawn.
 *
 * Only the order of the draw pile and the generator are hidden (RULINGS R9).
 * The copy keeps everything public and replaces the hidden part by one drawn
 * from what everybody knows: the pile's contents are sorted (so nothing of the
 * real order survives) and shuffled with a generator seeded by `seed`, which
 * also becomes the copy's generator and recorded seed; dice fixed in advance
 * are dropped.  Two games equal in everything public give equal copies for the
 * same seed: computer players search such copies and the network server sends
 * them to clients, so neither can learn a tile or a die before it is drawn. */
#include "config.h"
#include "vik-game-private.h"

#include <string.h>

VikGame *
vik_game_copy_redrawn (const VikGame *game, guint64 seed)
{
  VikGame *copy = vik_game_copy (game);
  VikCore *c = &copy->core;
  guint counts[VIK_N_TERRAINS] = { 0 };
  int n = 0;

  for (int i = 0; i < c->pile_len; i++)
    counts[c->pile[i]]++;
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    for (guint k = 0; k < counts[t]; k++)
      c->pile[n++] = (guint8) t;
  vik_rng_seed (&c->rng, seed, 0x52454452415755ULL /* "REDRAWU" */);
  c->seed = seed;
  c->n_forced = 0;
  memset (c->forced_dice, 0, sizeof c->forced_dice);
  vik_pile_shuffle (copy);
  return copy;
}
