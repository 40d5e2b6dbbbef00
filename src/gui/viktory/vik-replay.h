/* vik-replay.h: a game's positions, rebuilt from its history for the replay
 * view and the statistics.  GTK-free, tested without a display.
 *
 * The engine is deterministic: a save's seed and options give its first
 * position, and its history (docs/file-format.md) every later one.  A replay
 * replays the history once, checks that it leads exactly to the given game
 * (a damaged or hand-edited save is refused, naming the action), and keeps
 * the events of every action and a copy of the game every
 * VIK_REPLAY_KEYFRAME_INTERVAL actions (vik-replay-frames.h, written once for
 * both games).
 *
 * Position k is the game after the first k actions (0: the first position,
 * n: the given game).  A replay only reads: nothing is ever applied to the
 * game it was made from. */
#pragma once

#include "vik-game.h"
#include "vik-replay-frames.h"  /* VIK_REPLAY_ERROR, the keyframes */

G_BEGIN_DECLS

/* A game's replay: the frames both games share, read with
 * vik_replay_frames_n_actions(), _position() and _final() (VikGame: the game
 * the replay was made from is position n), _action() (VikAction), _events()
 * (VikEvent) and _turn_step() (by player turns, VIK_EVENT_TURN_BEGAN); freed
 * with vik_replay_frames_free(). */
typedef VikReplayFrames VikReplay;

/* Replays `game`'s history from `start` (a copy of the game's first
 * position, with an empty history), or when `start` is NULL from a new game
 * with `game`'s options and seed (the first player drawn with the seed or as
 * recorded, as `viktory-cli verify` does).  NULL with an error when an action
 * is refused or the end is not `game`. */
VikReplay      *vik_replay_new             (const VikGame *start, const VikGame *game, GError **error);
/* The same for a save's text (`name` in the messages, as the loader's). */
VikReplay      *vik_replay_new_from_data   (const char *data, gsize length, const char *name,
                                            GError **error);

/* The last action before position k that began a battle or a bombardment
 * (VIK_EVENT_BATTLE_BEGAN, VIK_EVENT_BOMBARDED), or -1 for none: the battle
 * report at k shows the events from there on. */
int             vik_replay_last_battle     (VikReplay *replay, guint position);

/* Marks what action i did on the board: the hexes its events name, each with
 * the highlight of what happened there (a unit left: selected; arrived:
 * move; a battle begun, fought on or won: attack; a bombardment's target: bombard; built: build;
 * placed: place; revealed: tile).  highlight[] holds VIK_MAX_HEXES
 * VikHighlight values and is cleared first. */
void            vik_replay_action_marks    (VikReplay *replay, guint i, guint8 *highlight);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikReplay, vik_replay_frames_free)

G_END_DECLS
