/* vik-window-replay.h: the game window's Replay and Statistics actions.
 *
 * win.replay replays the window's game (being played or over) in a replay
 * window; win.replay-file asks for a saved game and replays it;
 * win.replay-path (a path) does so without asking (tests, scripts);
 * win.statistics shows the window's game's statistics.  A game that cannot
 * be replayed (a damaged save) is refused with an error dialog that says
 * why. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Installs the actions on the window class (called from vik_window_class_init). */
void vik_window_replay_install_actions (GtkWidgetClass *widget_class);
/* A VIKTORY II save in a replay window over `window` (VikGuiGame.replay_file;
 * the windows' Replay a Saved Game… go through vik_gui_games_replay_file, so
 * a Victory save chosen there is replayed by Victory). */
void vik_window_replay_file (GtkWindow *window, GFile *file);

G_END_DECLS
