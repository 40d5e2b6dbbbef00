/* vik-rng.c: PCG32 XSH RR (see vik-rng.h). */
#include "vik-rng.h"

#define PCG_MULTIPLIER 6364136223846793005ULL

void
vik_rng_seed (VikRng *rng, guint64 seed, guint64 stream)
{
  rng->state = 0;
  rng->inc = (stream << 1) | 1u;
  vik_rng_next (rng);
  rng->state += seed;
  vik_rng_next (rng);
}

guint32
vik_rng_next (VikRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted, rot;

  rng->state = old * PCG_MULTIPLIER + rng->inc;
  xorshifted = (guint32) (((old >> 18u) ^ old) >> 27u);
  rot = (guint32) (old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

guint32
vik_rng_below (VikRng *rng, guint32 bound)
{
  guint32 threshold;

  g_return_val_if_fail (bound > 0, 0);
  threshold = -bound % bound;
  for (;;)
    {
      guint32 r = vik_rng_next (rng);
      if (r >= threshold)
        return r % bound;
    }
}
