/* vik-replay-steps.h: how a replay window is stepped, whichever game it
 * replays (docs/gui.md, "Replays and statistics").
 *
 * The window's actions replay.first, replay.previous-turn, replay.back,
 * replay.forward, replay.next-turn, replay.last (and replay.goto with a
 * position, where installed), which of them can be used at a position, and
 * the keys that win over the focused widget's (the scale's, the board's
 * arrows): Left/Right an action, Page Up/Down a turn, Home/End, Space plays
 * (the window's replay.play) unless another button has the focus, Escape
 * and Ctrl+W close.  The window keeps its replay, its position and its
 * playing on; it finds where a turn begins.  Includes no game's header. */
#pragma once

#include <gtk/gtk.h>

#include "vik-replay-frames.h"

G_BEGIN_DECLS

typedef enum {
  VIK_REPLAY_STEP_FIRST,
  VIK_REPLAY_STEP_PREVIOUS_TURN,
  VIK_REPLAY_STEP_BACK,
  VIK_REPLAY_STEP_FORWARD,
  VIK_REPLAY_STEP_NEXT_TURN,
  VIK_REPLAY_STEP_LAST,
  VIK_REPLAY_STEP_GOTO,        /* replay.goto (u): a position */
} VikReplayStep;

/* Installs the six step actions (all but replay.goto) with `activate`. */
void          vik_replay_steps_install (GtkWidgetClass *widget_class, GtkWidgetActionActivateFunc activate);
/* Where the step action `name` goes from position k of `frames`: a turn's
 * steps to where the player turn after or before begins
 * (vik_replay_frames_turn_step), replay.goto to its parameter (at most n). */
guint         vik_replay_step_target   (VikReplayFrames *frames, const char *name, guint k, GVariant *param);
/* The steps that can be taken from position k of n. */
void          vik_replay_steps_enable  (GtkWidget *window, guint k, guint n);
/* The keys (see above) on `window`. */
void          vik_replay_steps_add_keys (GtkWidget *window);

G_END_DECLS
