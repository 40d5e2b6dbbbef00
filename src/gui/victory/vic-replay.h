/* vic-replay.h: a *Victory* game's positions, rebuilt from its history for
 * the replay window and the statistics.  GTK-free, tested without a display.
 *
 * The engine is deterministic: the game's first position (kept by the model
 * and in its saves' [Start], vic-game-model-start.h) and its history give
 * every later position.  A replay replays the history once, checks that it
 * leads exactly to the given game (vic_game_equal: a damaged or hand-edited
 * save is refused, naming the action), and keeps the events of every action
 * and a copy of the game every VIK_REPLAY_KEYFRAME_INTERVAL actions
 * (vik-replay-frames.h, written once for both games).
 *
 * Position k is the game after the first k actions (0: the first position,
 * n: the given game).  A replay holds every block's type and strength:
 * whoever shows a position shows it for one viewer (the Victory painter's
 * fog of war, the events' `visible` sets). */
#pragma once

#include "vic-game.h"
#include "vik-replay-frames.h"  /* VIK_REPLAY_ERROR, the keyframes */

G_BEGIN_DECLS

typedef struct _VicReplay VicReplay;

/* Replays `game`'s history from `start` (its first position, history
 * empty).  NULL with an error when start is NULL or does not fit, an action
 * is refused, or the end is not `game`. */
VicReplay       *vic_replay_new           (const VicGame *start, const VicGame *game, GError **error);
void             vic_replay_free          (VicReplay *replay);

/* The number of actions: positions are 0..n. */
guint            vic_replay_get_n_actions (VicReplay *replay);
/* Position k (k ≤ n).  Owned by the replay and valid until the next call;
 * going on to k + 1 costs one action. */
const VicGame   *vic_replay_get_game      (VicReplay *replay, guint position);
const VicGame   *vic_replay_get_final     (VicReplay *replay);
/* Action i (i < n), which leads from position i to i + 1, and its events. */
const VicAction *vic_replay_get_action    (VicReplay *replay, guint i);
const VicEvent  *vic_replay_get_events    (VicReplay *replay, guint i, guint *n_events);
/* Paging by player turns (VIC_EVENT_PLAYER_TURN, and the deployment's
 * start): the first position of the player turn after (`forward`) or before
 * position k; 0 or n at the ends.  A turn begun at k itself does not count. */
guint            vic_replay_turn_step     (VicReplay *replay, guint position, gboolean forward);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VicReplay, vic_replay_free)

G_END_DECLS
