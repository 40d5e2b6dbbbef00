/* vik-rng.h: PCG32 (O'Neill, pcg-random.org), the only source of chance of both engines.
 *
 * GRand cannot export its state, and a save must carry the generator so that a
 * reload cannot change the next die (RULINGS R5).  The whole state is two
 * 64-bit words that a save writes as text.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 state;
  guint64 inc;
} VikRng;

void    vik_rng_seed    (VikRng *rng, guint64 seed, guint64 stream);
guint32 vik_rng_next    (VikRng *rng);
/* Uniform in [0, bound) without modulo bias; bound must be > 0. */
guint32 vik_rng_below   (VikRng *rng, guint32 bound);

G_END_DECLS
