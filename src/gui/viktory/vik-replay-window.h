/* vik-replay-window.h: a game replayed, read-only, in a window of its own.
 *
 * The board (the board view with the VIKTORY II painter), the players' Towns,
 * Cities and Victory Points, the Log and the Battle tab show a position of
 * the game exactly as they were when it was played; the action that led
 * there is named above the board and its hexes are highlighted.  The player
 * steps with the control bar both games' replays share (vik-replay-bar.h:
 * the buttons, the scale), Left and Right (an action), Page Up and
 * Page Down (a player's turn), Home and End, and Space plays the game on by
 * itself.  Nothing can be applied from it: it holds a VikReplay (vik-replay.h)
 * of its own, and no game model.  Statistics opens the statistics window of
 * the whole game. */
#pragma once

#include <adwaita.h>

#include "vik-board-view.h"
#include "vik-battle-report.h"
#include "vik-game-log.h"
#include "vik-replay.h"

G_BEGIN_DECLS

#define VIK_TYPE_REPLAY_WINDOW (vik_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (VikReplayWindow, vik_replay_window, VIK, REPLAY_WINDOW, AdwApplicationWindow)

/* Takes `replay`; shows position 0.  `colors` (VIK_MAX_PLAYERS, may be NULL:
 * the default palette) are the players'; `name` names the game in the title
 * (a file's name).  Placed over `parent` (may be NULL). */
VikReplayWindow *vik_replay_window_new        (GtkWindow *parent, VikReplay *replay,
                                               const VikColor *colors, const char *name);

/* The "position" property: the number of actions played, 0..n. */
guint            vik_replay_window_get_position (VikReplayWindow *self);
void             vik_replay_window_set_position (VikReplayWindow *self, guint position);
VikReplay       *vik_replay_window_get_replay   (VikReplayWindow *self);

/* ---- for tests ---- */
/* The position shown on the board (a copy of the replay's). */
const VikGame   *vik_replay_window_get_shown    (VikReplayWindow *self);
VikBoardView    *vik_replay_window_get_board_view (VikReplayWindow *self);
VikGameLog      *vik_replay_window_get_log      (VikReplayWindow *self);
VikBattleReport *vik_replay_window_get_battle_report (VikReplayWindow *self);
/* The text above the board: the action that led to the position. */
const char      *vik_replay_window_get_action_text (VikReplayWindow *self);

G_END_DECLS
