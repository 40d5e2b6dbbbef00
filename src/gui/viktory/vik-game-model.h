/* vik-game-model.h: the GObject model the GUI works through.
 *
 * It owns one engine game (VikGame), applies actions through the engine and
 * says what changed: widgets redraw from its signals and read the position
 * through the engine's const query API (vik-game.h); they never change engine
 * state except through vik_game_model_apply().  GTK-free (GObject + GIO), so
 * it is tested without a display.
 *
 * Undo (issue: "back to the last die roll or hex reveal"): every applied
 * action pushes a copy of the game; an action whose events include a die roll
 * or drawn tiles, or that passed the turn or the decision to another player,
 * clears the stack: chance cannot be taken back, nor another player's choice. */
#pragma once

#include <gio/gio.h>

#include "vik-game.h"
#include "vik-model-base.h"
#include "vik-scenario.h"
#include "vik-session.h"
#include "vik-player-color.h"

G_BEGIN_DECLS

#define VIK_TYPE_GAME_MODEL (vik_game_model_get_type ())
G_DECLARE_FINAL_TYPE (VikGameModel, vik_game_model, VIK, GAME_MODEL, VikModelBase)

/* Player colours, chosen in the new-game dialog, kept in the save file's
 * [Display] group.  Plain RGB in 0..1, so the cairo renderer needs no GTK;
 * the type both games share (vik-player-color.h). */
typedef VikPlayerColor VikColor;

VikGameModel  *vik_game_model_new            (void);

/* Starts a new game; the colours (may be NULL: the default palette) are per seat. */
gboolean       vik_game_model_new_game       (VikGameModel *self, const VikGameOptions *options,
                                              const VikColor *colors, GError **error);
/* The same with who plays each seat (n_players values; NULL: people). */
gboolean       vik_game_model_new_game_with_seats (VikGameModel *self, const VikGameOptions *options,
                                                   const VikColor *colors, const VikSeat *seats,
                                                   GError **error);
/* Starts a game set up from a scenario (vik_scenario_new_game) with its players'
 * colours; refuses a scenario with rule errors, listing them. */
gboolean       vik_game_model_new_from_scenario (VikGameModel *self, const VikScenario *scenario,
                                                 guint64 seed, GError **error);
gboolean       vik_game_model_load           (VikGameModel *self, GFile *file, GError **error);
/* Saves atomically; sets :file and clears :modified. */
gboolean       vik_game_model_save           (VikGameModel *self, GFile *file, GError **error);

/* The game, or NULL before one is started.  Read only. */
const VikGame *vik_game_model_get_game       (VikGameModel *self);
/* The first position of a game that did not begin from its seed (one set up
 * from a scenario), kept for replays (vik-replay.h) and in its saves (the
 * [Start] group); NULL for a new game, which its seed rebuilds. */
const VikGame *vik_game_model_get_start      (VikGameModel *self);
/* A network game after its end (vik-net-session.h): the whole game as the
 * server recorded it, its pile too (the game shown is the seat's view, the
 * pile re-drawn), replayed from the revealed seed; get_start is then its
 * first position.  NULL otherwise.  The replay and the statistics replay it. */
const VikGame *vik_game_model_get_record     (VikGameModel *self);

/* Applies an action of the decider; emits ::action-applied and notifies the
 * properties that changed (and ::game-over at the end). */
gboolean       vik_game_model_apply          (VikGameModel *self, const VikAction *action, GError **error);
gboolean       vik_game_model_apply_text     (VikGameModel *self, const char *text, GError **error);
gboolean       vik_game_model_can_undo       (VikGameModel *self);
gboolean       vik_game_model_undo           (VikGameModel *self);
/* How many actions Undo can take back (the log and the battle report keep
 * what they showed at each depth). */
guint          vik_game_model_get_undo_depth (VikGameModel *self);
/* TRUE while vik_game_model_undo() emits ::game-changed: the position is
 * the one of undo depth vik_game_model_get_undo_depth(), one action back. */
gboolean       vik_game_model_is_undoing     (VikGameModel *self);
/* TRUE while a network game's position is put in place again after a lost
 * connection (::game-changed for the same game, not a new one): whatever
 * tells the game so far (the Log) keeps it.  Any other ::game-changed that
 * is not an undo is a new or loaded game. */
gboolean       vik_game_model_is_resyncing   (VikGameModel *self);

/* The decider's legal actions (a GArray of VikAction, owned by the model,
 * valid until the next change). */
GArray        *vik_game_model_get_legal_actions (VikGameModel *self);

VikColor       vik_game_model_get_color      (VikGameModel *self, int player);
/* Changes a seat's colour (kept in the next save); emits ::colors-changed. */
void           vik_game_model_set_color      (VikGameModel *self, int player, VikColor color);
/* The default palette: eight colours told apart with the common kinds of colour
 * blindness (Okabe & Ito), each player also marked by a letter (see the renderer). */
VikColor       vik_game_model_default_color  (int player);

/* Who plays each seat (VikSeat, vik-scenario.h): a person at this computer or
 * a computer player of a level.  A new game's seats are people's; a
 * scenario's come from its file; a save keeps them in its [Seats] group.
 * Changing one emits ::seats-changed, marks a game modified and empties the
 * undo stack (nobody takes back what another player played). */
VikSeat        vik_game_model_get_seat       (VikGameModel *self, int player);
void           vik_game_model_set_seat       (VikGameModel *self, int player, VikSeat seat);
/* Who decides now: a computer level while a computer player must decide,
 * VIK_SEAT_HUMAN otherwise (also without a game or once it is over). */
VikSeat        vik_game_model_get_decider_seat (VikGameModel *self);
/* The seats of the game played by people (0 without a game). */
int            vik_game_model_count_human_seats (VikGameModel *self);

/* Autosave: the window calls vik_session_autosave() on ::turn-ended.  Each
 * game has an id (new for a new game, read back with a saved one) and its own
 * autosaves in the autosave folder, the last VIK_AUTOSAVE_KEEP kept
 * (vik-autosave-files.h): a new game never overwrites another's.  The folder
 * is $VIKTORY_AUTOSAVE_DIR when set, else
 * g_get_user_data_dir()/viktory/autosaves, or the one given to
 * vik_session_set_autosave_dir() (tests).  Writing, the folder, the id, the
 * path and discarding (after a game over) are VikSession's, written once for
 * both games (vik-session.h).  Autosaving does not change :file or
 * :modified.  Loading an autosave leaves :file unset (Save asks for a name)
 * and :modified FALSE. */
/* Continues the most recently autosaved game of the folder. */
gboolean       vik_game_model_load_autosave  (VikGameModel *self, GError **error);
gboolean       vik_game_model_load_autosave_file (VikGameModel *self, const char *path, GError **error);
/* TRUE when an autosaved game may be there to be continued (the folder holds a save). */
gboolean       vik_game_model_has_autosave   (VikGameModel *self);

/* ---- Network games (docs/gui.md, "Network games"; vik-net-play.h feeds them) ----
 *
 * The position comes from the server: each view replaces the game, and the
 * actions the server reports are announced with the events it told
 * (::action-applied as for a local game).  vik_game_model_apply() checks an
 * action against the rules and sends it to the server (vik-remote.h)
 * instead of applying it; the answer comes back as an update.  There is no
 * undo, no autosave, and nothing to save: the server keeps the game.  Only
 * the seat played at this screen may act, and only while connected with no
 * action of ours on its way (vik_game_model_decides_here). */
/* The network game itself comes through VikSession
 * (vik_session_remote_begin, _update, _resync: vik-net-play.c feeds them). */
/* The seats as the server says (a computer took an away player's seat...). */
void           vik_game_model_set_remote_seats (VikGameModel *self, const int *levels);
/* Connected or not, an answer came (the action on its way is done): through
 * VikSession (vik_session_set_remote_connected, vik_session_remote_answered).
 * Whether it is a network game, its connection, the seat played here:
 * vik_session_is_remote, _get_remote_connected, _get_local_seat. */
/* Must a person at this screen decide now?  A local game: the decider's seat
 * is a person's.  A network game: the decider is our seat, we are connected
 * and no action of ours is on its way. */
gboolean       vik_game_model_decides_here   (VikGameModel *self);
/* Why nobody here may act, for the decision bar ("Bjorn (computer, Normal)
 * is thinking…", "Waiting for Bjorn…", "Reconnecting…"); NULL when a person
 * here decides (or there is no game).  g_free(). */
char          *vik_game_model_describe_waiting (VikGameModel *self);

/* Properties: "current-player" (int), "decider" (int), "phase" (int, VikPhase),
 * "decision" (int, VikDecision), "turn" (int), "can-undo", "over", "winner" (int),
 * "file" (GFile), "modified" (boolean), "has-game" (boolean), "remote" (boolean: a network game).
 *
 * Signals:
 *   game-changed ()                     a whole new position (new game, load, undo): redraw all
 *   action-applied (gpointer action, gpointer events, guint n_events)
 *                                        after each applied action: const VikAction *, const VikEvent *
 *   game-over (int winner)
 *   turn-ended (int player)             the turn passed from `player` to another (autosave here)
 *   colors-changed ()                   a player colour changed: redraw
 *   seats-changed ()                    who plays a seat changed (person or computer), or
 *                                        in a network game whether this screen may act
 */

G_END_DECLS
