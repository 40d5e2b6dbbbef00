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
#include "vik-player-color.h"

G_BEGIN_DECLS

typedef struct {
  int turn;                            /* the game turn that ended here; 0: the deployment */
  guint position;                      /* the replay position sampled */
  int pp[VIC_MAX_PLAYERS];             /* PP of the Cities held (10.0) */
  int blocks[VIC_MAX_PLAYERS];         /* blocks on the map */
  int steps_lost[VIC_MAX_PLAYERS];     /* so far */
} VicStatsSample;

typedef struct {
  int n_players;
  char *names[VIC_MAX_PLAYERS];
  VikPlayerColor colors[VIC_MAX_PLAYERS];   /* the charts' (the default palette until the window sets the game's) */
  gboolean over;                       /* the game is over (else the last sample is "now") */
  GArray *samples;                     /* of VicStatsSample, one per game turn, in order */
  int win_pp[VIC_MAX_PLAYERS];         /* the PP that win (10.0) */
  int steps_lost[VIC_MAX_PLAYERS];     /* in all */
  int hits[VIC_MAX_PLAYERS];           /* of them, in battle */
  int eliminated[VIC_MAX_PLAYERS];     /* blocks */
  guint dice[VIC_MAX_PLAYERS][6];      /* how often each face (1-6) came up */
  guint n_dice[VIC_MAX_PLAYERS];
} VicGameStats;

/* Walks the replay once (it moves the replay's cursor). */
VicGameStats         *vic_game_stats_new        (VicReplay *replay);
void                  vic_game_stats_free       (VicGameStats *stats);
const VicStatsSample *vic_game_stats_get_sample (const VicGameStats *stats, guint i);

/* The charts in words, for screen readers and the tooltip.  g_free(). */
char *vic_game_stats_describe_pp     (const VicGameStats *stats);
char *vic_game_stats_describe_losses (const VicGameStats *stats);
char *vic_game_stats_describe_blocks (const VicGameStats *stats);
char *vic_game_stats_describe_dice   (const VicGameStats *stats, int player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VicGameStats, vic_game_stats_free)

G_END_DECLS
