/* vik-ai-game.h: what a game gives the computer players (docs/ai.md).
 *
 * The computer players' levels, their clock, cancellation and Hard's search
 * are written once (src/ai/vik-ai.c, vik-ai-search.c) over the game-neutral
 * rules interface VikRules.  A game plugs in its judgement through this
 * table: the evaluation of a position and Normal's score for each legal
 * action.  Everything here sees only copies made by rules->copy_for_player,
 * so nothing hidden can leak into a judgement.
 *
 * This header includes no game's header; each game's table lives beside its
 * judgement (src/ai/viktory/, src/ai/victory/). */
#pragma once

#include "vik-rng.h"
#include "vik-rules.h"

G_BEGIN_DECLS

/* The computer players' levels (vik-ai.h). */
typedef enum {
  VIK_AI_EASY,     /* sensible, with deliberate human-looking mistakes */
  VIK_AI_NORMAL,   /* the game's judgement of every legal action */
  VIK_AI_HARD,     /* Normal's judgement plus a search over re-drawn copies */
  VIK_AI_N_LEVELS
} VikAiLevel;

/* What Hard may spend on a decision the game plans itself (VikAiGame.plan). */
typedef struct {
  VikRng *rng;             /* Hard's own generator (its seeds) */
  gint64 turn_end;         /* g_get_monotonic_time() when Hard's time for this
                            * turn (VikAiGame.clock) runs out; 0: no clock */
  guint iterations;        /* without a clock: Hard's rounds per decision (0: the game's default) */
  const gint *cancelled;   /* atomic flag: stop at once */
} VikAiBudget;

typedef struct _VikAiGame VikAiGame;
struct _VikAiGame {
  const VikRules *rules;
  /* A judge: the game's caches (battle forecasts ...), used by one player in
   * one thread at a time; the level may change what it weighs (Victory's
   * Hard counts the Game Turns left of a time limit, 10.6). */
  gpointer (*judge_new)     (VikAiLevel level);
  void     (*judge_free)    (gpointer judge);
  /* Normal's value of each of actions[n] (legal for the decider of `view`, a
   * copy made by copy_for_player), on the scale of evaluate(): higher is
   * better for the decider.  Normal plays the best, Easy a blurred best. */
  void     (*score_actions) (gpointer judge, gconstpointer view,
                             const VikAnyAction *actions, guint n, double *scores);
  /* How good `game` is for `player`: the value Hard's playouts end on. */
  double   (*evaluate)      (gpointer judge, gconstpointer game, int player);
  /* Equal while one stretch of play lasts (VIKTORY II: the player whose turn
   * it is and the phase): Hard plays a candidate out until it changes. */
  guint64  (*stretch)       (gconstpointer game);
  /* Equal for every decision of one player's turn: Hard's time budget is
   * shared out over them. */
  guint64  (*clock)         (gconstpointer game);
  /* Optional: a quick "attack when you can" policy for benchmarks and
   * tournaments (viktory-cli's "aggressive" player); NULL if the game has
   * none.  Returns an index into actions[n]. */
  guint    (*aggressive)    (gconstpointer game, const VikAnyAction *actions, guint n, VikRng *rng);
  /* Easy's noise (points of score, ±) and how far behind Normal's best a
   * candidate may be for Hard to search it: both on the scale of evaluate(). */
  double   easy_noise;
  double   clear_margin;
  /* Optional: does Hard search the decision asked in `view`?  FALSE: it
   * plays Normal's choice and keeps its time for the decisions where a
   * search pays (Victory: battles, whose dice Normal only estimates).
   * NULL: every decision with more than one candidate is searched. */
  gboolean (*searched)      (gconstpointer view);
  /* Optional, with a time budget: the fewest rounds that make a search
   * worth more than Normal's judgement.  When the turn's time is spent, or
   * a decision's share of it gave fewer rounds, Hard plays Normal's choice
   * (a round or two of dice says less than an estimate).  0: every searched
   * decision gets at least one round and plays its best. */
  guint    min_rounds;
  /* Optional: Hard's own search of the decision asked in `view`, before the
   * shared one (Victory: a plan for the player's whole Move Phase, judged
   * after the moves of those who move after him).  TRUE and *pick (an index
   * into actions[n]) when it decides; FALSE: `searched` and the shared search
   * decide as without it.  Keeps what it needs between decisions (a plan
   * under way) in the judge.  NULL: none (VIKTORY II). */
  gboolean (*plan)          (gpointer judge, gconstpointer view, const VikAnyAction *actions, guint n,
                             const double *scores, const VikAiBudget *budget, guint *pick);
  /* TRUE: Hard's time per turn counts only the time it spends choosing
   * (Victory: between its Move Phase and its battles the others move, a
   * person perhaps for minutes).  FALSE: the wall clock from the first
   * searched decision of its turn (VIKTORY II, whose turns are one run of
   * decisions). */
  gboolean thinking_clock;
};

G_END_DECLS
