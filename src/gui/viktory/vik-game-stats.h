/* vik-game-stats.h: a game's statistics, computed from its history (a
 * VikReplay).  GTK-free, tested without a display; vik-stats-chart.h draws
 * them.
 *
 * - Victory Points [5.3] (1 per Town, 2 per City, 3 per Metropolis [16.6]:
 *   vik_game_score), Towns and Cities held, at the end of every game turn
 *   (turn 0: the setup turns).  A game turn's sample is the position right
 *   after its last action, the last one the game's end or the position now;
 *   a game set up in turn t > 0 (a scenario) begins with its first position
 *   as the sample of turn t - 1.
 * - Battles [13.0] won and lost per player, as attacker and defender: the
 *   attacker wins when his units alone are left [13.3] 4; the defender
 *   prevails when no attacker is left, also when both sides were destroyed
 *   [13.3] 4, or when the attacker retreated [13.3] 3.  Bombardments [12.0]
 *   are no battles.
 * - Every die each player rolled (battle dice, bombardments, Doomsday rolls
 *   [5.5]), face by face, against a fair die's expectation. */
#pragma once

#include "vik-game-stats-base.h"
#include "vik-replay.h"

G_BEGIN_DECLS

typedef struct {
  int turn;                           /* the game turn that ended here; 0: setup */
  guint position;                     /* the replay position sampled */
  int vp[VIK_MAX_PLAYERS];            /* Victory Points [5.3] */
  int towns[VIK_MAX_PLAYERS];
  int cities[VIK_MAX_PLAYERS];        /* Metropolises [16.6] included */
} VikStatsSample;

typedef struct {
  int attacked;                       /* battles begun as the attacker */
  int defended;                       /* battles fought as the defender */
  int won;                            /* as either */
  int lost;
} VikBattleTally;

/* base: the names, the samples (of VikStatsSample) and the dice, shared
 * with Victory's (vik-game-stats-base.h). */
typedef struct {
  VikStatsBase base;
  VikBattleTally battles[VIK_MAX_PLAYERS];
  guint n_bombardments[VIK_MAX_PLAYERS];
} VikGameStats;

/* Walks the replay's positions once (it moves the replay's cursor). */
VikGameStats *vik_game_stats_new         (VikReplay *replay);
/* The largest value of any player in any sample: VP (field 0), Towns (1), Cities (2). */
int           vik_game_stats_max         (const VikGameStats *stats, int field);
/* The expected count of each face for `player`'s dice, and its standard
 * deviation (binomial, p = 1/6). */
double        vik_game_stats_dice_expected (const VikGameStats *stats, int player, double *sigma);

/* The charts in words, for screen readers and the tooltip (the dice:
 * vik_stats_base_describe_dice).  g_free(). */
char         *vik_game_stats_describe_vp     (const VikGameStats *stats);
char         *vik_game_stats_describe_sites  (const VikGameStats *stats);
char         *vik_game_stats_describe_battles (const VikGameStats *stats);

/* free, get_sample and the autoptr cleanup (vik-game-stats-base.h) */
VIK_STATS_BASE_DECLARE (VikGameStats, vik_game_stats, VikStatsSample)

G_END_DECLS
