/* vic-replay-window.h: a *Victory* game replayed, read-only, as one player
 * saw it.
 *
 * The board (the shared VikBoardView with a VicVictoryPainter of its own,
 * its viewer fixed: that player's blocks with their type and strength,
 * every other block blank unless a battle had revealed it to him by then),
 * where the game stood (the game turn, the phase, each side's PP; the
 * action's number is the control bar's), the action in words when it was the viewer's own (another
 * player's is told only by its public events), and the log as the table
 * read it up to there.  Controls: the control bar both games' replays
 * share (vik-replay-bar.h: the buttons, the scale), Left/Right (an
 * action), Page Up/Page Down (a player's turn), Home/End, Space (plays on by
 * itself, an action every 0.7 s); these keys go to the window first, so the
 * scale or the board having the focus changes nothing (the board's letters
 * Q W E A S D still walk its hex cursor, whose words a screen reader reads);
 * Escape or Ctrl+W closes.  No game actions: a click on the board does
 * nothing, and the game window's game is never touched. */
#pragma once

#include <adwaita.h>

#include "vic-replay.h"
#include "vic-victory-painter.h"
#include "vik-board-view.h"

G_BEGIN_DECLS

#define VIC_TYPE_REPLAY_WINDOW (vic_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (VicReplayWindow, vic_replay_window, VIC, REPLAY_WINDOW, AdwWindow)

/* Takes replay; shows its first position for `viewer` (a player, or -1:
 * nobody's blocks); placed over parent (may be NULL); name: the game's. */
VicReplayWindow   *vic_replay_window_new           (GtkWindow *parent, VicReplay *replay, int viewer,
                                                    const char *name);
/* The players' colours (VIC_MAX_PLAYERS; NULL: the default palette), the game's. */
void               vic_replay_window_set_colors    (VicReplayWindow *self, const VikPlayerColor *colors);
void               vic_replay_window_set_position  (VicReplayWindow *self, guint position);
guint              vic_replay_window_get_position  (VicReplayWindow *self);
VicReplay         *vic_replay_window_get_replay    (VicReplayWindow *self);
int                vic_replay_window_get_viewer    (VicReplayWindow *self);
VikBoardView      *vic_replay_window_get_board_view (VicReplayWindow *self);
VicVictoryPainter *vic_replay_window_get_painter   (VicReplayWindow *self);
/* The log's text and the action's words as shown.  g_free(). */
char              *vic_replay_window_get_log_text  (VicReplayWindow *self);
const char        *vic_replay_window_get_action_text (VicReplayWindow *self);
gboolean           vic_replay_window_get_playing   (VicReplayWindow *self);

G_END_DECLS
