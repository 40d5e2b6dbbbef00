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

/* A Victory game's replay: the frames both games share, read with
 * vik_replay_frames_n_actions(), _position() and _final() (VicGame),
 * _action() (VicAction), _events() (VicEvent) and _turn_step() (by player
 * turns, VIC_EVENT_PLAYER_TURN, and the deployment's start); freed with
 * vik_replay_frames_free(). */
typedef VikReplayFrames VicReplay;

/* Replays `game`'s history from `start` (its first position, history
 * empty).  NULL with an error when start is NULL or does not fit, an action
 * is refused, or the end is not `game`. */
VicReplay       *vic_replay_new           (const VicGame *start, const VicGame *game, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VicReplay, vik_replay_frames_free)

G_END_DECLS
