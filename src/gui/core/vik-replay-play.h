/* vik-replay-play.h: a replay window playing on by itself, written once for
 * both games' replay windows (vik-replay-window.h, vic-replay-window.h).
 *
 * The window embeds a VikReplayPlay and tells it, through three hooks,
 * whether a position follows the one shown, how to show the next and that
 * playing changed (the window notifies its `playing` property, the state
 * of its replay.play).  While playing, a timeout steps the window on every
 * interval; playing stops when no position follows (at the last position
 * playing cannot begin).  The window's own rules stay its own: whether a
 * step the person takes stops playing, and whether reaching the last
 * position stops it at once (vik_replay_play_set from its step).  GLib
 * only, no game's header. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The replays' pace: a position every so many milliseconds. */
#define VIK_REPLAY_PLAY_INTERVAL_MS 700

typedef struct {
  gboolean (*can_go_on) (gpointer window);   /* does a position follow the one shown? */
  void     (*step)      (gpointer window);   /* shows the next position */
  void     (*changed)   (gpointer window);   /* playing changed (vik_replay_play_get) */
} VikReplayPlayHooks;

typedef struct {
  const VikReplayPlayHooks *hooks;
  gpointer window;
  guint interval_ms;
  gboolean playing;
  guint source;                 /* the timeout, while playing */
} VikReplayPlay;

/* Not playing; `hooks` (static) are called with `window`. */
void     vik_replay_play_init    (VikReplayPlay *play, const VikReplayPlayHooks *hooks, gpointer window,
                                  guint interval_ms);
/* Plays on (only where a position follows) or stops; hooks->changed when
 * that changes playing. */
void     vik_replay_play_set     (VikReplayPlay *play, gboolean playing);
gboolean vik_replay_play_get     (const VikReplayPlay *play);
/* The timeout removed without a word (the window's dispose). */
void     vik_replay_play_dispose (VikReplayPlay *play);

G_END_DECLS
