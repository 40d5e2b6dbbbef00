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

/* What the replay asks of a game's engine.  `record` is the game replayed
 * (its history holds the actions). */
typedef struct {
  gsize         event_size;
  gpointer      (*copy)           (gconstpointer game);
  void          (*free)           (gpointer game);
  gboolean      (*equal)          (gconstpointer a, gconstpointer b);
  /* Applies action i of record's history to walker. */
  gboolean      (*apply_recorded) (gpointer walker, gconstpointer record, guint i, GError **error);
  /* Action i of record's history in words, for an error (walker: the
   * position it is played in). */
  char         *(*recorded_text)  (gconstpointer walker, gconstpointer record, guint i);
  /* The events of the action walker's last. */
  gconstpointer (*last_events)    (gconstpointer walker, guint *n_events);
} VikReplayGame;

typedef struct _VikReplayFrames VikReplayFrames;

/* Replays record's n_actions actions from `first` (taken; a position with
 * no history, on the same board), and checks that they lead to record.
 * NULL and a VIK_REPLAY_ERROR naming the action refused, or saying that
 * the end is another position; *replayed (may be NULL): how many actions
 * were replayed, n_actions + 1 when all were and only the end differed. */
VikReplayFrames *vik_replay_frames_new        (const VikReplayGame *game, gpointer first, gconstpointer record,
                                               guint n_actions, guint *replayed, GError **error);
void             vik_replay_frames_free       (VikReplayFrames *frames);

guint            vik_replay_frames_n_actions  (VikReplayFrames *frames);
/* Position k (k ≤ n): owned by the frames, valid until the next call. */
gconstpointer    vik_replay_frames_position   (VikReplayFrames *frames, guint k);
/* A copy of the game replayed (position n). */
gconstpointer    vik_replay_frames_final      (VikReplayFrames *frames);
/* The events of action i (i < n): an array of event_size items. */
gconstpointer    vik_replay_frames_events     (VikReplayFrames *frames, guint i, guint *n_events);
/* Paging by turns: the next (or previous) position that follows an action
 * whose events `begins_turn` says begin a turn; n (or 0) when none. */
guint            vik_replay_frames_turn_step  (VikReplayFrames *frames, guint position, gboolean forward,
                                               gboolean (*begins_turn) (gconstpointer events, guint n_events));

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikReplayFrames, vik_replay_frames_free)

G_END_DECLS
