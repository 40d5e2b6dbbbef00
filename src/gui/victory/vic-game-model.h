/* vic-game-model.h: the GObject model a *Victory* game is played through.
 *
 * It owns one engine game (VicGame, src/victory/vic-game.h), applies actions
 * through the engine (refusals come back as the engine's GError, citing the
 * rule case) and says what changed; widgets read the position through the
 * engine's const API.  GTK-free (GObject + GIO): tested without a display.
 *
 * Undo goes back to the last die, reveal or other player's decision, never
 * further: each applied action pushes a copy of the game; an action that
 * rolled a die (initiative, combat, a storm), revealed a block, or handed the
 * decision to another player empties the stack.
 *
 * Saves are the engine's save (`[Game] Game=victory`, docs/victory-file-format.md)
 * with a `[Display] GameId` for the autosaves, written atomically
 * (src/common/vik-file-io.h). */
#pragma once

#include <gio/gio.h>

#include "vic-game.h"
#include "vik-model-base.h"
#include "vik-session.h"
#include "vik-player-color.h"

G_BEGIN_DECLS

#define VIC_TYPE_GAME_MODEL (vic_game_model_get_type ())
G_DECLARE_FINAL_TYPE (VicGameModel, vic_game_model, VIC, GAME_MODEL, VikModelBase)

VicGameModel  *vic_game_model_new              (void);

/* Starts a new game (the engine's options; see vic_game_options_quick_start). */
gboolean       vic_game_model_new_game         (VicGameModel *self, const VicGameOptions *options,
                                                GError **error);
/* Starts the book's scenario `preset_id` (vic-scenario.h: "quick-start" ...)
 * for n_players; names may be NULL or hold n_players names (NULL or "" keep
 * the default). */
gboolean       vic_game_model_new_preset       (VicGameModel *self, const char *preset_id, int n_players,
                                                const char *const *names, guint64 seed, GError **error);
/* The same with the players' colours (NULL, or VIC_MAX_PLAYERS of them:
 * the New Game dialog's choice; NULL is the default palette). */
gboolean       vic_game_model_new_preset_full  (VicGameModel *self, const char *preset_id, int n_players,
                                                const char *const *names, const VikPlayerColor *colors,
                                                guint64 seed, GError **error);
/* Plays `game` (taken), made elsewhere (the editor's Play this map), as a new
 * game: a new game id of its own, so its autosaves never overwrite another's. */
gboolean       vic_game_model_start            (VicGameModel *self, VicGame *game);
gboolean       vic_game_model_load             (VicGameModel *self, GFile *file, GError **error);
/* Saves atomically; sets :file and clears :modified. */
gboolean       vic_game_model_save             (VicGameModel *self, GFile *file, GError **error);
/* The save's bytes (what vic_game_model_save writes). */
char          *vic_game_model_save_to_data     (VicGameModel *self, gsize *length);

/* The game, or NULL before one is started.  Read only. */
const VicGame *vic_game_model_get_game         (VicGameModel *self);

/* Applies an action of the decider; emits ::action-applied (and ::game-over,
 * ::decider-changed, ::turn-ended as they happen). */
gboolean       vic_game_model_apply            (VicGameModel *self, const VicAction *action, GError **error);
gboolean       vic_game_model_apply_text       (VicGameModel *self, const char *text, GError **error);
gboolean       vic_game_model_can_undo         (VicGameModel *self);
gboolean       vic_game_model_undo             (VicGameModel *self);
guint          vic_game_model_get_undo_depth   (VicGameModel *self);

/* The decider's legal actions (a GArray of VicAction, owned by the model,
 * valid until the next change). */
GArray        *vic_game_model_get_legal_actions (VicGameModel *self);

/* The players' colours (VIC_MAX_PLAYERS of them): a new game's from
 * vic_game_model_new_preset_full, else the default palette
 * (vic_player_default_color); a save keeps them in its [Display] group
 * (Color0=#d55e00 ...), a network game shows the default ones.  They change
 * only with the game (::game-changed). */
const VikPlayerColor *vic_game_model_get_colors (VicGameModel *self);

/* Who plays each seat: VIK_SESSION_PERSON (a person at this computer) or a
 * VikAiLevel.  A new game's seats are people's until set; a save keeps them
 * in its [Seats] group.  Changing one emits ::seats-changed, marks the game
 * modified and empties the undo stack.  The model is a VikSession, so the
 * shared VikComputerTurns plays its computer seats. */
int            vic_game_model_get_seat         (VicGameModel *self, int player);
void           vic_game_model_set_seat         (VicGameModel *self, int player, int level);
/* Must a person at this computer decide now? */
gboolean       vic_game_model_person_decides   (VicGameModel *self);
/* Who alone reads this game's log: a network game's own seat, the one
 * person's seat of a game against computers; -1 when two or more people
 * share the screen (the log then says what everybody may know). */
int            vic_game_model_log_reader       (VicGameModel *self);

/* Autosaves: dir/<game id>.vic, the last three kept (<id>.1.vic, <id>.2.vic).
 * The folder is $VIKTORY_AUTOSAVE_DIR when set, else
 * g_get_user_data_dir()/viktory/autosaves; tests set their own.  Writing,
 * the folder, the id and the path are VikSession's (vik_session_autosave,
 * vik-session.h), written once for both games. */

/* Network games (vic-game-model-remote.c; VicNetPlay feeds them, docs/gui.md).
 *
 * The position is the server's view for one seat (the other sides' hidden
 * blocks re-drawn there: only the local seat's eyes may look at it): each
 * view replaces the game; the actions the server reports are announced with
 * the events it told this seat (::action-applied; the action's kind is
 * VIC_N_ACTION_KINDS when it was told as "?", hidden from this seat).
 * vic_game_model_apply() checks an action against the view and sends it to
 * the server (vik-remote.h) instead of applying it; the answer comes
 * back as an update.  No undo, no autosave: the server keeps the game.
 * Only the local seat may act, while connected with no action of ours on its
 * way (vic_game_model_decides_here); vic_game_model_person_decides() says the
 * same, so the window's computer players and hand-off screen stay out of it. */
/* The network game itself comes through VikSession
 * (vik_session_remote_begin, _update, _resync: vic-net-play.c feeds them). */
void           vic_game_model_set_remote_seats (VicGameModel *self, const int *seats);
/* Connected or not, an answer came (the action on its way is done): through
 * VikSession (vik_session_set_remote_connected, vik_session_remote_answered). */
/* Back to a game of this computer's (a new game or a file replaces it). */
void           vic_game_model_leave_remote     (VicGameModel *self);
/* Whether it is a network game, its connection, the seat played here:
 * vik_session_is_remote, _get_remote_connected, _get_local_seat. */
/* Must a person at this screen decide now (see above)? */
gboolean       vic_game_model_decides_here     (VicGameModel *self);
/* Why nobody here may act in a network game ("Waiting for Bjorn…",
 * "Reconnecting…"); NULL when we decide, or not a network game.  g_free(). */
char          *vic_game_model_describe_waiting (VicGameModel *self);

/* Signals:
 *   game-changed ()                       a whole new position (new game, load, undo): redraw all
 *   action-applied (gpointer action, gpointer events, guint n_events)
 *                                          after each action: const VicAction *, const VicEvent *
 *   decider-changed (int old, int new)    another player decides now (the board follows)
 *   turn-ended (int player)               the player whose turn it was changed (autosave here)
 *   game-over (guint winners)             bit set of the winners
 *   seats-changed ()                      who plays a seat changed
 * Properties (read only, notified): "has-game", "can-undo", "modified", "file",
 * "remote" (a network game). */

G_END_DECLS
