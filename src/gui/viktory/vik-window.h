/* vik-window.h: the game window.
 *
 * A window made of widgets (docs/gui.md): the header, the start screen, the
 * decision bar, the board (VikBoardView, driven by a VikPlayController), the
 * hand-off screen, and the side panel (players, the Actions, Battle and Log
 * tabs).  Each panel follows the game model by itself; the window ties them
 * together, keeps the title and which actions can be used, autosaves, and
 * owns the files.  Everything a player does goes through the window's
 * actions (win.apply-action with an action's notation, win.end-phase,
 * win.undo...: vik-window-actions.c), which is also how the tests drive it. */
#pragma once

#include <adwaita.h>

#include "vik-game-model.h"
#include "vik-board-view.h"
#include "vik-play-controller.h"
#include "vik-net-play.h"

G_BEGIN_DECLS

#define VIK_TYPE_WINDOW (vik_window_get_type ())
G_DECLARE_FINAL_TYPE (VikWindow, vik_window, VIK, WINDOW, AdwApplicationWindow)

VikWindow    *vik_window_new               (GtkApplication *app);
VikGameModel *vik_window_get_model         (VikWindow *self);
VikBoardView *vik_window_get_board_view    (VikWindow *self);
/* What clicks on the board mean (selection, highlights, the action menu). */
VikPlayController *vik_window_get_play_controller (VikWindow *self);

/* The new-game dialog's code path: starts a game (colors may be NULL). */
gboolean      vik_window_start_game        (VikWindow *self, const VikGameOptions *options,
                                            const VikColor *colors, GError **error);
/* The same with who plays each seat (options->n_players values; NULL: people). */
gboolean      vik_window_start_game_with_seats (VikWindow *self, const VikGameOptions *options,
                                                const VikColor *colors, const VikSeat *seats,
                                                GError **error);
/* What Open and Save do once a file is chosen; a failure also shows a dialog
 * naming the problem. */
gboolean      vik_window_open_file         (VikWindow *self, GFile *file, GError **error);
gboolean      vik_window_save_file         (VikWindow *self, GFile *file, GError **error);
gboolean      vik_window_continue_autosave (VikWindow *self, GError **error);

/* The game's settings (io.github.viktory.Viktory), or NULL when the schema
 * is not installed. */
GSettings    *vik_window_get_settings      (VikWindow *self);

/* Joins the network game of an invitation link, a game's or a server's
 * address (docs/gui.md, "Network games"); a server's opens Join a Game on its
 * lobby.  A link that does not read is told in a dialog. */
void          vik_window_join_link         (VikWindow *self, const char *link);

/* The network game's connection (always there; idle for a local game). */
VikNetSession   *vik_window_get_net_play      (VikWindow *self);

/* Shows a tab of the side panel: "actions", "battle", "log" or "chat". */
void          vik_window_show_side_page    (VikWindow *self, const char *name);

G_END_DECLS
