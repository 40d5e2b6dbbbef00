/* vic-game-model-private.h: the Victory game model's state, shared by
 * vic-game-model.c (the game, apply, undo, signals) and
 * vic-game-model-files.c (saving, loading, autosaves). */
#pragma once

#include "vik-undo.h"

#include "vic-game-model.h"
#include "vik-autosave-files.h"
#include "vik-remote.h"
#include "vik-player-color.h"

G_BEGIN_DECLS

/* The save's group of what only the GUI keeps: the game id of the autosaves. */
#define VIC_DISPLAY_GROUP "Display"

struct _VicGameModel
{
  VikModelBase base;       /* the file, modified, the autosaves' slot, a network game's state */

  VicGame *game;
  VikUndo *undo;           /* the positions to go back to (vik-undo.h) */
  GArray *legal;           /* of VicAction: the decider's legal actions */
  gboolean legal_valid;
  int seats[VIC_MAX_PLAYERS];  /* VIK_SESSION_PERSON or a VikAiLevel */
  VikPlayerColor colors[VIC_MAX_PLAYERS];  /* the players' colours ([Display] Color0=...) */
  VicGame *start;          /* the first position, or NULL (vic-game-model-start.c) */
  VicGame *record;         /* a finished network game as the server recorded it, else NULL */
  /* A network game (vic-game-model-remote.c): the position is the server's
   * view for local_seat. */
};

/* vic-game-model.c */
/* A new id (id NULL) or the one read from the game's file. */
void  vic_game_model_set_game_id   (VicGameModel *self, const char *id, guint64 seed);
/* Puts a whole new game in place (new, load, undo): the model takes `game`. */
void  vic_game_model_replace_game  (VicGameModel *self, VicGame *game, gboolean keep_undo);
/* The players' colours (NULL: the default palette), before the game that
 * has them is put in place (no signal of its own: ::game-changed follows). */
void  vic_game_model_take_colors   (VicGameModel *self, const VikPlayerColor *colors);
/* vic-game-model-seats.c: every seat a person's; the [Seats] group of a
 * save written and read (a missing or damaged one: people's seats). */
void  vic_game_model_reset_seats   (VicGameModel *self);
void  vic_game_model_save_seats    (VicGameModel *self, GKeyFile *kf);
void  vic_game_model_load_seats    (VicGameModel *self, GKeyFile *kf);
/* The model's VikSession interface (vic-game-model-seats.c). */
void  vic_game_model_session_init  (VikSessionInterface *iface);
/* Emits ::seats-changed (vic-game-model.c owns the signals). */
void  vic_game_model_emit_seats_changed (VicGameModel *self);
/* Empties the undo stack (a computer's move is never taken back by a person). */
void  vic_game_model_clear_undo    (VicGameModel *self);

/* vic-game-model-start.c: the first position kept (a copy of game when its
 * history is empty, else none), written to and read from a save's [Start]. */
void  vic_game_model_keep_start    (VicGameModel *self, const VicGame *game);
void  vic_game_model_save_start    (VicGameModel *self, GKeyFile *kf);
void  vic_game_model_load_start    (VicGameModel *self, GKeyFile *kf, const char *name);
/* Emits ::action-applied, ::decider-changed, ::turn-ended, ::game-over,
 * and notifies "remote" (vic-game-model.c owns the signals). */
void  vic_game_model_emit_applied  (VicGameModel *self, const VicAction *action, const VicEvent *events,
                                    guint n_events);
void  vic_game_model_emit_decider_changed (VicGameModel *self, int old, int decider);
void  vic_game_model_emit_turn_ended (VicGameModel *self, int player);
void  vic_game_model_emit_game_over (VicGameModel *self, guint winners);
/* vic-game-model-remote.c: an action of ours, to the server. */
gboolean vic_game_model_remote_submit (VicGameModel *self, const VicAction *action, GError **error);
/* vic-game-model-remote.c: a network game's part of the model as a VikSession. */
void     vic_game_model_remote_session_init (VikSessionInterface *iface);
/* vic-game-model-files.c: how its VikSession saves. */
char    *vic_game_model_session_save_to_data (VikSession *session, gsize *length);

/* vic-game-model-files.c: dir/<id>.vic, or dir/<id>.<generation>.vic. */

G_END_DECLS
