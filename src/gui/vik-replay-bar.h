/* vik-replay-bar.h: the control bar under a replay's board, whichever game
 * it replays (docs/gui.md, "Replays and statistics"): the buttons bound to
 * the window's replay.* actions (vik-replay-steps.h: replay.first,
 * replay.previous-turn, replay.back, replay.play, replay.forward,
 * replay.next-turn, replay.last), the scale over the positions and the
 * position in words ("Action 12 of 340").
 *
 * The window tells the bar how many actions the game has and the position
 * shown; when the person moves the scale the bar activates the window's
 * replay.goto with the position chosen (a position the window sets moves the
 * scale without it).  The play button is a toggle over replay.play, a
 * boolean state (a property action such as the window's "playing"): it shows
 * Play or Pause as that state says.  Includes no game's header. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define VIK_TYPE_REPLAY_BAR (vik_replay_bar_get_type ())
G_DECLARE_FINAL_TYPE (VikReplayBar, vik_replay_bar, VIK, REPLAY_BAR, GtkWidget)

GtkWidget *vik_replay_bar_new            (void);
/* The positions are 0 (the first) to n_actions (after the last action). */
void       vik_replay_bar_set_n_actions  (VikReplayBar *self, guint n_actions);
guint      vik_replay_bar_get_n_actions  (VikReplayBar *self);
/* The position shown (at most n-actions): the scale and the words follow. */
void       vik_replay_bar_set_position   (VikReplayBar *self, guint position);
guint      vik_replay_bar_get_position   (VikReplayBar *self);
/* The play button (the window's focus when it opens: Space plays). */
GtkWidget *vik_replay_bar_get_play_button (VikReplayBar *self);
/* The position in words, as shown (tests). */
const char *vik_replay_bar_get_text      (VikReplayBar *self);

G_END_DECLS
