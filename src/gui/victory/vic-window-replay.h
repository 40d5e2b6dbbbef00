/* vic-window-replay.h: the Victory window's Replay This Game (win.replay,
 * Ctrl+R) and Statistics (win.statistics, Ctrl+I), in its primary menu.
 *
 * Both replay the game's history from its first position (the model keeps
 * it, vic-game-model-start.h); a game that cannot be replayed (saved
 * without its first position, a damaged history) is refused with an error
 * dialog saying why.  The replay is seen by the person at the table when
 * it opens (that player's blocks shown, every other blank unless a battle
 * had revealed it), nobody's blocks when no person plays; the statistics
 * count only what everybody saw.  The game is never touched. */
#pragma once

#include "vic-window.h"
#include "vic-replay-window.h"
#include "vic-stats-window.h"

G_BEGIN_DECLS

void             vic_window_replay_install_actions (GtkWidgetClass *widget_class);
/* The actions' state, after the model's game came or went. */
void             vic_window_replay_update          (VicWindow *self);
/* A Victory save in a replay window over `window` (VikGuiGame.replay_file;
 * the windows' Replay a Saved Game… go through vik_gui_games_replay_file, so
 * a VIKTORY II save chosen there is replayed by VIKTORY II). */
void             vic_window_replay_file            (GtkWindow *window, GFile *file);
/* The windows last opened (tests), or NULL. */
VicReplayWindow *vic_window_get_replay_window      (VicWindow *self);
VicStatsWindow  *vic_window_get_stats_window       (VicWindow *self);

G_END_DECLS
