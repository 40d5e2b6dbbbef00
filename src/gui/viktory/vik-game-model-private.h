/* vik-game-model-private.h: the game model's state, shared by
 * vik-game-model.c (the game, notifications, apply and undo) and
 * vik-game-model-files.c (saving, loading, autosaves). */
#pragma once

#include "vik-undo.h"

#include "vik-game-model.h"
#include "vik-autosave-files.h"
#include "vik-remote.h"

G_BEGIN_DECLS

/* The save file's group of what only the GUI keeps: colours, the game id. */
#define DISPLAY_GROUP "Display"
/* The first position of a game that did not begin from its seed (a
 * scenario's), as the engine's save text in base64, for replays. */
#define START_GROUP "Start"

struct _VikGameModel
{
  VikModelBase base;       /* the file, modified, the autosaves' slot, a network game's state */

  VikGame *game;
  VikGame *start;          /* a scenario game's first position (for replays), else NULL */
  VikGame *record;         /* a finished network game as the server recorded it, else NULL */
  VikColor colors[VIK_MAX_PLAYERS];
  VikSeat seats[VIK_MAX_PLAYERS];   /* who plays each seat: a person or a computer level */
  VikUndo *undo;           /* the positions to go back to (vik-undo.h) */
  GArray *legal;           /* of VikAction: the decider's legal actions */
  gboolean legal_valid;
  gboolean undoing;        /* ::game-changed comes from vik_game_model_undo() */
  gboolean resyncing;      /* ::game-changed is the same network game caught up */

  /* A network game (vik-game-model-remote.c): the position is the server's. */

  /* The values last notified. */
  struct {
    int current_player, decider, phase, decision, turn, winner;
    gboolean can_undo, over, has_game;
  } shown;
};

/* vik-game-model.c */
/* A game of its own for the autosaves: a new id (or the one read from its file). */
void vik_game_model_set_game_id         (VikGameModel *self, const char *id, guint64 seed);
/* Puts a whole new game in place (new, load, undo): the model takes `game`. */
void vik_game_model_replace_game        (VikGameModel *self, VikGame *game, gboolean keep_undo);
void vik_game_model_emit_colors_changed (VikGameModel *self);
void vik_game_model_emit_seats_changed  (VikGameModel *self);
void vik_game_model_notify_changes      (VikGameModel *self);
void vik_game_model_clear_undo          (VikGameModel *self);
void vik_game_model_emit_applied        (VikGameModel *self, const VikAction *action,
                                         const VikEvent *events, guint n_events);
void vik_game_model_emit_turn_ended     (VikGameModel *self, int player);
void vik_game_model_emit_game_over      (VikGameModel *self, int winner);

/* vik-game-model-remote.c */
/* Back to a game at this computer (a new game, a loaded one): no server. */
void vik_game_model_leave_remote        (VikGameModel *self);
gboolean vik_game_model_remote_submit   (VikGameModel *self, const VikAction *action, GError **error);

/* The model as a VikSession: vik-game-model-session.c, and for a network
 * game vik-game-model-remote.c. */
void vik_game_model_session_init        (VikSessionInterface *iface);
void vik_game_model_remote_session_init (VikSessionInterface *iface);
/* vik-game-model-files.c: how its VikSession saves. */
char    *vik_game_model_session_save_to_data (VikSession *session, gsize *length);

G_END_DECLS
