/* vik-session.h: what the shared parts of the window ask of a game's model,
 * whichever game it plays (docs/design-two-games.md, "VikSession").
 *
 * Both games' models (VikGameModel, VicGameModel) implement it; code written
 * once for both (the computer players at the table, vik-computer-turns.c)
 * sees a game only through it and the game's tables (VikRules, VikAiGame),
 * never through a game's header.  GTK-free.
 *
 * Signals the implementations emit (both models have them from their base,
 * VikModelBase, vik-model-base.h):
 *   game-changed ()                       a whole new position (new game, load, undo)
 *   action-applied (gpointer action, gpointer events, guint n_events)
 *   seats-changed ()                      who plays a seat changed
 * and have the properties "remote" (a network game), "file" and "modified",
 * from the same base. */
#pragma once

#include <glib-object.h>

#include "vik-ai.h"
#include "vik-autosave-files.h"
#include "vik-remote.h"

G_BEGIN_DECLS

/* The seat level of a person at this computer. */
#define VIK_SESSION_PERSON (-1)

#define VIK_TYPE_SESSION (vik_session_get_type ())
G_DECLARE_INTERFACE (VikSession, vik_session, VIK, SESSION, GObject)

struct _VikSessionInterface
{
  GTypeInterface parent_iface;

  /* The game's judgement for the computer players (its ->rules: the rules). */
  const VikAiGame *(*get_ai_game)    (VikSession *self);
  /* The game being played, or NULL before one; read only, valid until the
   * next change. */
  gconstpointer    (*get_game)       (VikSession *self);
  /* Who plays `player`: VIK_SESSION_PERSON or a VikAiLevel. */
  int              (*get_seat_level) (VikSession *self, int player);
  /* Applies an action of the decider as a person's would be. */
  gboolean         (*apply_any)      (VikSession *self, const VikAnyAction *action, GError **error);

  /* A network game (VikNetSession feeds it; each does nothing unless
   * vik_session_is_remote, the remote state's `on`): who plays each seat
   * now, as the server says (a level a seat, as get_seat_level; the game's
   * number of them) ... */
  void             (*set_remote_seats)     (VikSession *self, const int *levels);
  /* ... its state (vik-remote.h: on, connected, waiting for an answer),
   * which vik_session_set_remote_connected() and
   * vik_session_remote_answered() keep, written once over it ... */
  VikRemote       *(*get_remote)           (VikSession *self);
  /* ... told when they changed whether this screen may choose ... */
  void             (*remote_ready_changed) (VikSession *self);
  /* ... and, after the end, the server's record (vik-net-session.h): the
   * game's first position and the whole game as it was played, both taken,
   * kept for the replay and the statistics (the game shown stays the
   * seat's view). */
  void             (*take_record)          (VikSession *self, gpointer start, gpointer game);
  /* ... and the play itself (through vik_session_remote_begin() and the
   * others below): a network game begins on `view` (taken) with the seat
   * played here (-1 watching) and the seats' levels; the server accepted
   * actions[0..n-1] (n >= 1; more when catching up after a reconnection),
   * leading to `view` (taken), events[i] (a GArray of the game's events,
   * checked) what this seat was told of each; a new position without its
   * story (too much was missed). */
  void             (*remote_begin)         (VikSession *self, gpointer view, int seat, const int *levels);
  void             (*remote_update)        (VikSession *self, gpointer view, const VikAnyAction *actions,
                                            GArray *const *events, guint n);
  void             (*remote_resync)        (VikSession *self, gpointer view);
  /* Whether any move was made in the game (its history is not empty): with
   * the model's properties "file" (GFile, NULL: never saved) and "modified"
   * (changed since saved or begun), which both models have, the
   * unsaved-game question (src/gui/vik-unsaved-game.h). */
  gboolean         (*has_moves)      (VikSession *self);
  /* The game's autosaves: the folder, the game's id, its newest file. */
  VikAutosaveSlot *(*get_autosave)   (VikSession *self);
  /* The game as a save's bytes, newly allocated (asked only with a game),
   * which vik_session_save() and vik_session_autosave() write ... */
  char            *(*save_to_data)   (VikSession *self, gsize *length);
  /* ... and, after vik_session_save(): the model's "file" is now `file`
   * and its "modified" FALSE. */
  void             (*saved_to)       (VikSession *self, GFile *file);

  /* The hand-off screen's words (VikHandoff): a player's name; whose turn
   * it is (the decider may be another: a casualty, a retreat); the decision
   * now in a line of words, newly allocated.  Asked only with a game. */
  const char      *(*get_player_name)  (VikSession *self, int player);
  int              (*get_turn_player)  (VikSession *self);
  char            *(*describe_decision) (VikSession *self);
  /* Event i of an `action-applied` signal's events in the log's words, for
   * the one who reads the log now (no block he may not see named), newly
   * allocated, or NULL for an event the log does not tell.  Asked only with
   * a game. */
  char            *(*describe_event)   (VikSession *self, gconstpointer events, guint i);
};

const VikAiGame *vik_session_get_ai_game    (VikSession *self);
gconstpointer    vik_session_get_game       (VikSession *self);
int              vik_session_get_seat_level (VikSession *self, int player);
gboolean         vik_session_is_remote      (VikSession *self);
/* A network game's connection to the server is up; the seat played here
 * (-1: watching, or not a network game). */
gboolean         vik_session_get_remote_connected (VikSession *self);
int              vik_session_get_local_seat       (VikSession *self);
gboolean         vik_session_apply_any      (VikSession *self, const VikAnyAction *action, GError **error);
void             vik_session_set_remote_seats     (VikSession *self, const int *levels);
/* Whether the connection to the server is up (down: nothing can be chosen
 * here until it is back) ... */
void             vik_session_set_remote_connected (VikSession *self, gboolean connected);
/* ... and that the server answered what was sent (a refusal too): this
 * screen may choose again. */
void             vik_session_remote_answered      (VikSession *self);
void             vik_session_take_record          (VikSession *self, gpointer start, gpointer game);
/* A network game (see the interface): the model shows `view` (taken); the
 * actions chosen here go to the server through `send`. */
void             vik_session_remote_begin  (VikSession *self, gpointer view, int seat, const int *levels,
                                            VikRemoteSend send, gpointer send_data);
void             vik_session_remote_update (VikSession *self, gpointer view, const VikAnyAction *actions,
                                            GArray *const *events, guint n);
void             vik_session_remote_resync (VikSession *self, gpointer view);
/* The autosaves (vik-autosave-files.h), written once for both games: the
 * folder (NULL: the default one), the game's id naming its autosaves, its
 * newest autosave's path (NULL before a game). */
void             vik_session_set_autosave_dir  (VikSession *self, const char *dir);
const char      *vik_session_get_autosave_dir  (VikSession *self);
const char      *vik_session_get_autosave_path (VikSession *self);
const char      *vik_session_get_game_id       (VikSession *self);
/* Saves the game to `file` (atomically: vik-save-file.h); the game's file
 * is then `file`, unmodified.  An error names the file. */
gboolean         vik_session_save              (VikSession *self, GFile *file, GError **error);
/* Writes the newest autosave of the game, the older ones moved one
 * generation back; does nothing for a network game (the server keeps it). */
gboolean         vik_session_autosave          (VikSession *self, GError **error);
/* Removes all of the game's autosaves (at its game over). */
void             vik_session_discard_autosave  (VikSession *self);
/* The game's file (NULL: never saved, or no game). */
GFile           *vik_session_get_file          (VikSession *self);
/* Does the game hold moves that no save holds?  A game not over, changed
 * since it was saved or begun, with moves in it (a game just begun or just
 * loaded asks nothing; a network game is kept by its server). */
gboolean         vik_session_has_unsaved_play  (VikSession *self);
/* How many of the game's seats people play (0 without a game). */
int              vik_session_count_people   (VikSession *self);
/* Written once over the game's rules: is the game over (FALSE without
 * one)?  Who decides now (-1 without a game, or once it is over)?  The
 * player who decides now if a person plays him, else -1 (a computer
 * decides, no game, the game is over). */
gboolean         vik_session_is_over        (VikSession *self);
int              vik_session_get_decider    (VikSession *self);
int              vik_session_get_person_deciding (VikSession *self);
/* A computer level in words ("Easy", "Normal", "Hard"), translated. */
const char      *vik_session_level_name     (int level);
/* A player as the table knows him: "Bjorn", or "Bjorn (computer, Normal)"
 * when a computer plays him.  Asked only with a game; g_free(). */
char            *vik_session_describe_player (VikSession *self, int player);
/* The hand-off screen's words (see the interface); the decision's a new string. */
const char      *vik_session_get_player_name   (VikSession *self, int player);
int              vik_session_get_turn_player   (VikSession *self);
char            *vik_session_describe_decision (VikSession *self);
char            *vik_session_describe_event    (VikSession *self, gconstpointer events, guint i);

G_END_DECLS
