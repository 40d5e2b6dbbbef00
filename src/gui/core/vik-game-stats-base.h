/* vik-game-stats-base.h: what both games' statistics share, written once
 * (VIKTORY II's vik-game-stats.h, Victory's vic-game-stats.h): the players'
 * names, whether the game is over, the samples over the game turns and the
 * dice each player rolled, face by face.
 *
 * A game's statistics embed a VikStatsBase as their first member (`base`)
 * and keep only what is their own: what a sample holds (the samples array
 * is of the game's sample struct, one per game turn, in order) and how the
 * history is read.  GLib only, no game's header. */
#pragma once

#include <glib.h>

#include "vik-chart.h"

G_BEGIN_DECLS

/* The most players either game's statistics know (the charts' sides). */
#define VIK_STATS_MAX_PLAYERS VIK_CHART_MAX_SIDES

typedef struct {
  int n_players;
  GStrv names;                              /* n_players of them */
  gboolean over;                            /* the game is over (else the last sample is "now") */
  GArray *samples;                          /* of the game's sample struct, one per game turn, in order */
  guint dice[VIK_STATS_MAX_PLAYERS][6];     /* how often each face (1-6) came up */
  guint n_dice[VIK_STATS_MAX_PLAYERS];
} VikStatsBase;

/* Sets up `base` (zeroed, as in a g_new0'd game's statistics) for
 * n_players (at most VIK_STATS_MAX_PLAYERS) with names (n_players of them,
 * copied) and samples of sample_size bytes. */
void          vik_stats_base_init       (VikStatsBase *base, int n_players, const char *const *names,
                                         gsize sample_size);
/* Frees a game's statistics whose first member is `base` (NULL: nothing). */
void          vik_stats_base_free       (VikStatsBase *base);

/* Sample i (of the game's struct), and the last one (NULL: none yet). */
gconstpointer vik_stats_base_get_sample (const VikStatsBase *base, guint i);
gconstpointer vik_stats_base_last_sample (const VikStatsBase *base);

/* Counts n of player's dice; faces that are no die's (not 1-6) and
 * players that are none of the game's are not counted. */
void          vik_stats_base_count_dice (VikStatsBase *base, int player, const guint8 *faces, int n);
/* A player's dice in words (vik_chart_describe_dice).  g_free(). */
char         *vik_stats_base_describe_dice (const VikStatsBase *base, int player);

/* Written once for a game's statistics `Type` (whose first member is its
 * VikStatsBase `base`, its samples of `Sample`), as static inline
 * functions, in its header: prefix_free (Type *stats), freeing the whole
 * (NULL: nothing), prefix_get_sample (const Type *stats, guint i), and
 * Type's g_autoptr cleanup. */
#define VIK_STATS_BASE_DECLARE(Type, prefix, Sample)                              \
  static inline void                                                             \
  prefix##_free (Type *stats)                                                    \
  {                                                                              \
    G_STATIC_ASSERT (G_STRUCT_OFFSET (Type, base) == 0);                         \
    vik_stats_base_free ((VikStatsBase *) stats);                                \
  }                                                                              \
  static inline const Sample *                                                   \
  prefix##_get_sample (const Type *stats, guint i)                               \
  {                                                                              \
    g_return_val_if_fail (stats != NULL, NULL);                                  \
    return (const Sample *) vik_stats_base_get_sample (&stats->base, i);         \
  }                                                                              \
  G_DEFINE_AUTOPTR_CLEANUP_FUNC (Type, prefix##_free)

G_END_DECLS
