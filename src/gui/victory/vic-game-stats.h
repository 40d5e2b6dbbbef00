/* vic-game-stats.h: a *Victory* game's statistics, computed from its
 * history by replaying it (vic-replay.h), from what everybody at the table
 * saw: control of Cities, blocks on the map (owner and hex are public) and
 * the events every player was told (a hit on a block of a strike by Rockets
 * alone, told to its owner only, is not counted).  GTK-free, tested without
 * a display; vic-stats-chart.h draws them with the shared charts.
 *
 * - The PP of the Cities each side holds (10.0), its blocks on the map and
 *   the steps it has lost so far, at the end of every game turn (turn 0:
 *   the deployment); the last sample is the game's end or the position now.
 * - Steps lost: one a hit (6.4; a half-hit under double defence, 6.47, is
 *   none yet) and one an attrition (7.1); blocks eliminated (not those
 *   their owner disbanded, 8.22).
 * - Every die each side rolled: its fire in battle (6.4) and its initiative
 *   rolls (2.0), face by face, against a fair die's expectation. */
#pragma once

#include "vic-replay.h"
#include "vik-game-stats-base.h"
#include "vik-player-color.h"

G_BEGIN_DECLS

typedef struct {
  int turn;                            /* the game turn that ended here; 0: the deployment */
  guint position;                      /* the replay position sampled */
  int pp[VIC_MAX_PLAYERS];             /* PP of the Cities held (10.0) */
  int blocks[VIC_MAX_PLAYERS];         /* blocks on the map */
  int steps_lost[VIC_MAX_PLAYERS];     /* so far */
} VicStatsSample;

/* base: the names, the samples (of VicStatsSample) and the dice (6.4, 2.0),
 * shared with VIKTORY II's (vik-game-stats-base.h). */
typedef struct {
  VikStatsBase base;
  VikPlayerColor colors[VIC_MAX_PLAYERS];   /* the charts' (the default palette until the window sets the game's) */
  int win_pp[VIC_MAX_PLAYERS];         /* the PP that win (10.0) */
  int steps_lost[VIC_MAX_PLAYERS];     /* in all */
  int hits[VIC_MAX_PLAYERS];           /* of them, in battle */
  int eliminated[VIC_MAX_PLAYERS];     /* blocks */
} VicGameStats;

/* Walks the replay once (it moves the replay's cursor). */
VicGameStats         *vic_game_stats_new        (VicReplay *replay);

/* The charts in words, for screen readers and the tooltip (the dice:
 * vik_stats_base_describe_dice).  g_free(). */
char *vic_game_stats_describe_pp     (const VicGameStats *stats);
char *vic_game_stats_describe_losses (const VicGameStats *stats);
char *vic_game_stats_describe_blocks (const VicGameStats *stats);

/* free, get_sample and the autoptr cleanup (vik-game-stats-base.h) */
VIK_STATS_BASE_DECLARE (VicGameStats, vic_game_stats, VicStatsSample)

G_END_DECLS
