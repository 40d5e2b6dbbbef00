/* vik-replay-frames.h: a game's positions rebuilt from its history, written
 * once for both games' replays (vik-replay.h, vic-replay.h).
 *
 * The history is replayed once from the first position, keeping every
 * action's events and a copy of the game every VIK_REPLAY_KEYFRAME_INTERVAL
 * actions: any position is then a keyframe and at most 31 actions away, and
 * stepping forward from the last position asked for costs one action. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VIK_REPLAY_KEYFRAME_INTERVAL 32

#define VIK_REPLAY_ERROR (vik_replay_error_quark ())
GQuark vik_replay_error_quark (void);

typedef enum {
  VIK_REPLAY_ERROR_NO_START,   /* the first position is not known, cannot be rebuilt or does not fit */
  VIK_REPLAY_ERROR_HISTORY,    /* an action of the history is refused */
  VIK_REPLAY_ERROR_MISMATCH,   /* the history leads to another position than the saved one */
} VikReplayError;

/* What the replay asks of a game's engine: its games, actions and events
 * are opaque here, every game's of one size (action_size, event_size). */
typedef struct {
  gsize         action_size;
  gsize         event_size;
  gpointer      (*copy)           (gconstpointer game);
  void          (*free)           (gpointer game);
  gboolean      (*equal)          (gconstpointer a, gconstpointer b);
  /* The game's history: n_actions actions in order. */
  gconstpointer (*history)        (gconstpointer game, guint *n_actions);
  /* Applies an action of the history to walker (the position before it). */
  gboolean      (*apply)          (gpointer walker, gconstpointer action, GError **error);
  /* An action in words, for an error (walker: the position it is played in). */
  char         *(*action_text)    (gconstpointer walker, gconstpointer action);
  /* The events of the action walker's last. */
  gconstpointer (*last_events)    (gconstpointer walker, guint *n_events);
  /* Do these events (an action's) begin a player's turn?  Paging by turns. */
  gboolean      (*begins_turn)    (gconstpointer events, guint n_events);
} VikReplayGame;

/* A game's replay.  Each game names it after its own (VikReplay, vik-replay.h;
 * VicReplay, vic-replay.h), makes it and reads it with these functions:
 * the positions they give are that game's games, the actions and events
 * its own. */
typedef struct _VikReplayFrames VikReplayFrames;

/* Replays record's history from `first` (taken; a position with no
 * history, on the same board), and checks that it leads to record.  NULL
 * and a VIK_REPLAY_ERROR naming the action refused, or saying that the end
 * is another position; *replayed (may be NULL): how many actions were
 * replayed, n + 1 when all were and only the end differed. */
VikReplayFrames *vik_replay_frames_new        (const VikReplayGame *game, gpointer first, gconstpointer record,
                                               guint *replayed, GError **error);
void             vik_replay_frames_free       (VikReplayFrames *frames);

/* The number of actions: positions are 0..n. */
guint            vik_replay_frames_n_actions  (VikReplayFrames *frames);
/* Position k (k ≤ n), the game after the first k actions: owned by the
 * frames and valid until the next call; going on to k + 1 costs one action. */
gconstpointer    vik_replay_frames_position   (VikReplayFrames *frames, guint k);
/* A copy of the game replayed (position n), valid as long as the frames. */
gconstpointer    vik_replay_frames_final      (VikReplayFrames *frames);
/* Action i (i < n), which leads from position i to i + 1, and its events
 * (an array of event_size items). */
gconstpointer    vik_replay_frames_action     (VikReplayFrames *frames, guint i);
gconstpointer    vik_replay_frames_events     (VikReplayFrames *frames, guint i, guint *n_events);
/* Paging by turns: the first position of the player turn after (`forward`)
 * or before position k (a position right after an action whose events
 * `begins_turn` says begin a turn); n or 0 at the ends.  A turn begun at k
 * itself does not count. */
guint            vik_replay_frames_turn_step  (VikReplayFrames *frames, guint position, gboolean forward);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikReplayFrames, vik_replay_frames_free)

G_END_DECLS
