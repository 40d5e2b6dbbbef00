/* vik-playout-stats.h: what the seeded whole-game playouts
 * (test-options-playout.c, test-editions-playout.c) count of the optional
 * rules' own mechanisms, so a playout "with an option on" shows the option was
 * played, and no other. */
#pragma once

#include "vik-game.h"

typedef struct {
  int used[VIK_N_OPTIONS];  /* actions that used each option's own mechanism */
  int subjugated;           /* VIK_EVENT_SUBJUGATED [16.81] */
  int freed;                /* VIK_EVENT_ALLIANCE_BROKEN [16.85] */
  int withdrawn;            /* VIK_EVENT_UNIT_WITHDRAWN [16.82] */
  int reinforced;           /* units a Vassal placed in his capital in his Ruler's turn [16.82] */
  int by_subjugation;       /* games won by [5.2] or [16.87] */
} VikPlayoutStats;

/* The victory conditions a playout plays with these rules: Standard Conquest,
 * the Doomsday Clock where the book has it (so a stalemate still ends), and
 * with Subjugation the book's Subjugation victories ([5.2], and [16.87] where
 * the book has it). */
guint vik_playout_victory      (const VikRuleset *rules);
/* After `a` was applied to the game (now `after`); `decision` was the decision
 * open before it. */
void  vik_playout_stats_action (VikPlayoutStats *stats, const VikGame *after, VikDecision decision,
                                const VikAction *a);
/* A game that is over. */
void  vik_playout_stats_game   (VikPlayoutStats *stats, const VikGame *over);
/* Prints the figures and asserts that the mechanism of every option in
 * `options` (VikOption bits) was used, and no other option's. */
void  vik_playout_stats_check  (const VikPlayoutStats *stats, guint32 options);
