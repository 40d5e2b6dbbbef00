/* vic-window.h: the window *Victory* is played in.
 *
 * The board (VikBoardView drawing through a VicVictoryPainter) beside the
 * side panel (VicSidePanel: the phase, whose decision, the legal actions in
 * words, the log), the shared hand-off screen over both between players at
 * one desk, and the header's New Game, Open, Save and Undo.  A click on a
 * block selects it and lights where it may go; a click on a lit hex makes the
 * move (deploys, retreats...).  Everything a player does goes through the
 * window's actions (win.click-hex, win.select-block, win.apply-action,
 * win.handoff-ready, win.undo, win.save, win.open, win.new-game), which is
 * also how the tests drive it. */
#pragma once

#include <adwaita.h>

#include "vic-game-model.h"
#include "vic-net-play.h"
#include "vic-side-panel.h"
#include "vic-victory-painter.h"
#include "vik-board-view.h"

G_BEGIN_DECLS

#define VIC_TYPE_WINDOW (vic_window_get_type ())
G_DECLARE_FINAL_TYPE (VicWindow, vic_window, VIC, WINDOW, AdwApplicationWindow)

VicWindow         *vic_window_new               (GtkApplication *app);
VicGameModel      *vic_window_get_model         (VicWindow *self);
VikBoardView      *vic_window_get_board_view    (VicWindow *self);
VicVictoryPainter *vic_window_get_painter       (VicWindow *self);
VicSidePanel      *vic_window_get_side_panel    (VicWindow *self);
/* Starts the book's scenario (vic-scenario.h ids) for n_players; names may be NULL. */
/* seats: n_players values, VIK_SESSION_PERSON or a VikAiLevel (NULL: people);
 * colors: VIC_MAX_PLAYERS colours (NULL: the default palette). */
gboolean           vic_window_start_preset      (VicWindow *self, const char *preset_id, int n_players,
                                                 const char *const *names, const int *seats,
                                                 const VikPlayerColor *colors, guint64 seed, GError **error);
/* Plays `game` (taken: the editor's Play this map) as a new game, behind the
 * hand-off screen. */
void               vic_window_start_game        (VicWindow *self, VicGame *game);
/* The same with who plays each side (n_players values: VIK_SESSION_PERSON
 * or a VikAiLevel; NULL: people). */
void               vic_window_start_game_seated (VicWindow *self, VicGame *game, const int *seats);
/* Open and Save once a file is chosen; a failure also shows a dialog. */
gboolean           vic_window_open_file         (VicWindow *self, GFile *file, GError **error);
gboolean           vic_window_save_file         (VicWindow *self, GFile *file, GError **error);
gboolean           vic_window_get_handoff_visible (VicWindow *self);
/* The selected block, or VIC_NO_BLOCK. */
int                vic_window_get_selected      (VicWindow *self);

/* Network games (vic-window-net.c): joins game `game` of the server at
 * `uri` (ws://HOST:PORT/viktory) with a seat token ("" to watch, NULL to
 * take the first open seat) and plays it here: the board drawn for that
 * seat alone, its actions sent to the server, no hand-off screen.
 * just_hosted: the invitations show once joined (the host's game). */
void               vic_window_join_network      (VicWindow *self, const char *uri, const char *game,
                                                 const char *token, gboolean just_hosted);
/* For tests: the play (a VicNetPlay), the network bar's words, the chat. */
VikNetSession        *vic_window_get_net_play      (VicWindow *self);
const char        *vic_window_get_net_status    (VicWindow *self);
char              *vic_window_get_chat_text     (VicWindow *self);

/* Is the file a saved game of Victory ([Game] Game=victory)? */
gboolean           vic_file_is_victory          (GFile *file);
/* Opens a Victory save in a new window of app (presented); NULL on failure,
 * with a dialog over `parent`. */
VicWindow         *vic_window_open_in_new       (GtkApplication *app, GtkWindow *parent, GFile *file,
                                                 GError **error);

G_END_DECLS
