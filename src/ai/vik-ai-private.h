/* vik-ai-private.h: what the shared computer-player files share (docs/ai.md).
 * Includes no game's header. */
#pragma once

#include "vik-ai.h"

G_BEGIN_DECLS

/* Hard (vik-ai-search.c): chooses among Normal's best candidates by playouts
 * on re-drawn copies; returns the index into actions[]. */
typedef struct {
  const VikAiGame *game;
  gpointer judge;
  VikRng *rng;
  guint iterations;        /* most playouts per candidate; 0: time only */
  gint64 deadline;         /* g_get_monotonic_time() limit, 0: none */
  const gint *cancelled;   /* atomic flag */
  guint min_rounds;        /* the game's min_rounds (with a deadline) */
} VikAiSearch;

guint    vik_ai_search       (VikAiSearch *search, gconstpointer view,
                              const VikAnyAction *actions, guint n, const double *scores);

/* A fresh 64-bit seed from a generator. */
guint64  vik_ai_next_seed    (VikRng *rng);

G_END_DECLS
