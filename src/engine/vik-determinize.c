/* vik-determinize.c: a copy of the game with its hidden part re-drawn.
 *
 * Everything on the board and in every Reserve is public (RULINGS R9); only
 * the order of the draw pile and the generator that will roll the dice and
 * shuffle are hidden.  A computer player that simulates chance, or a server
 * that sends a client its view, works on a copy whose pile is the same
 * multiset of tiles in an order drawn afresh from a generator seeded with a
 * seed of its own: nothing in the copy depends on the hidden part of the
 * original.  Dice fixed in advance (vik_game_force_dice) are hidden too and
 * are dropped. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

/* The generator stream of re-drawn copies, apart from the game's own. */
#define VIK_REDRAW_STREAM 0x52454452415759ULL /* "REDRAWY" */

/* Puts the pile in a canonical order (by terrain), so that the hidden order
 * leaves no trace: only the counts of each terrain remain. */
static void
pile_sort (VikCore *c)
{
  int counts[VIK_N_TERRAINS] = { 0 };
  int n = 0;

  for (int i = 0; i < c->pile_len; i++)
    counts[c->pile[i] < VIK_N_TERRAINS ? c->pile[i] : VIK_TERRAIN_WATER]++;
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    for (int k = 0; k < counts[t]; k++)
      c->pile[n++] = t;
}

/* Forgets everything hidden: pile order, generator, seed, forced dice. */
static void
core_hide (VikCore *c)
{
  pile_sort (c);
  memset (&c->rng, 0, sizeof c->rng);
  c->seed = 0;
  c->n_forced = 0;
  memset (c->forced_dice, 0, sizeof c->forced_dice);
}

VikGame *
vik_game_copy_redrawn (const VikGame *game, guint64 seed)
{
  VikGame *copy;
  VikCore *c;

  g_return_val_if_fail (game != NULL, NULL);
  copy = vik_game_copy (game);
  c = &copy->core;
  core_hide (c);
  c->seed = seed;
  vik_rng_seed (&c->rng, seed, VIK_REDRAW_STREAM);
  vik_pile_shuffle (copy);
  return copy;
}

gboolean
vik_game_public_equal (const VikGame *a, const VikGame *b)
{
  g_autofree VikCore *ca = g_memdup2 (&a->core, sizeof a->core);
  g_autofree VikCore *cb = g_memdup2 (&b->core, sizeof b->core);
  guint na, nb;
  const VikAction *ha = vik_game_get_history (a, &na);
  const VikAction *hb = vik_game_get_history (b, &nb);

  core_hide (ca);
  core_hide (cb);
  return a->board->radius == b->board->radius
      && memcmp (ca, cb, sizeof *ca) == 0
      && na == nb
      && (na == 0 || memcmp (ha, hb, na * sizeof (VikAction)) == 0);
}
