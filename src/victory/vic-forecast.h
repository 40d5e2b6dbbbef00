/* vic-forecast.h: the battle forecast for Victory (issue 12), by simulation.
 *
 * For a battle that a move would start, one waiting to be fought, or the one
 * under way: the chances that the attacker takes the hex and that the
 * defender holds it, and the expected steps each side loses, each with its
 * standard error.
 *
 * Honest: every trial plays on vic_game_copy_for_player() for the viewer, so
 * the enemy's unrevealed blocks are re-drawn each trial and nothing depends on
 * their true identities.  The battle is fought as it stands now (moves still
 * to come and responses are not guessed) through the engine's own combat code
 * (vic-combat.c), both sides choosing by VIC_POLICY_AGGRESSIVE.
 * Deterministic given the seed; the work is bounded by
 * VIC_FORECAST_MAX_TRIALS battles of at most VIC_FORECAST_MAX_DECISIONS
 * decisions each (docs/victory-rules-notes.md, "The battle forecast"). */
#pragma once

#include "vic-game.h"

G_BEGIN_DECLS

#define VIC_FORECAST_MAX_TRIALS 20000
#define VIC_FORECAST_MAX_DECISIONS 400
#define VIC_FORECAST_DEFAULT_TRIALS 400

typedef struct {
  int hex;                     /* the battle hex */
  int attacker;                /* the player who began (or would begin) it */
  int trials;                  /* battles simulated */
  int unfinished;              /* of them, stopped by VIC_FORECAST_MAX_DECISIONS */
  double take;                 /* the attacker's side alone holds the hex afterwards */
  double hold;                 /* the defender's side still has blocks in the hex */
  double neither;              /* nobody is left there (or the cap stopped it) */
  double take_error;           /* standard errors: sqrt (p (1 - p) / trials) */
  double hold_error;
  double attacker_losses;      /* expected steps lost by the attacker's side */
  double defender_losses;
  double attacker_losses_error;
  double defender_losses_error;
} VicForecast;

/* The hex whose battle `move` would start or join (a MOVE, STRATEGIC or FLY
 * into a hex with enemy blocks, or a battle hex), else VIC_NO_HEX. */
int      vic_forecast_move_battle (const VicGame *game, const VicAction *move);

/* Forecasts the battle in `hex` for `viewer` (-1: a spectator).  With `move`
 * (may be NULL) it is first applied to each trial's copy, and the battle it
 * starts is forecast (hex is then ignored).  trials: 1 to
 * VIC_FORECAST_MAX_TRIALS.  FALSE with an error when there is no such battle
 * or the move is refused. */
gboolean vic_forecast_battle      (const VicGame *game, int viewer, const VicAction *move, int hex,
                                   int trials, guint64 seed, VicForecast *out, GError **error);

G_END_DECLS
