/* vik-remote.h: a game model's network mode, whichever game it plays
 * (docs/gui.md, "Network games in the window").
 *
 * Both games' models (VikGameModel, VicGameModel) hold one: while a network
 * game is shown the position is the server's, only the seat played at this
 * screen may act, and only while connected with no action of ours on its
 * way.  This keeps those four facts and the words for them; the model keeps
 * the game, the seats and its signals (each function returning TRUE means
 * whether this screen may act changed: the model tells its listeners).
 * Includes no game's header; GTK-free. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sends an action chosen here, in the game's notation, to the server. */
typedef gboolean (*VikRemoteSend) (const char *text, gpointer data, GError **error);

typedef struct
{
  gboolean on;          /* a network game is shown */
  int local_seat;       /* the seat played at this screen; -1: watching */
  gboolean connected;   /* the connection to the server is up */
  gboolean ready;       /* connected, and no action of ours on its way */
  VikRemoteSend send;   /* how an action chosen here goes to the server */
  gpointer send_data;
} VikRemote;

/* A network game of n_players begins (connected, nothing on its way);
 * returns whether one was shown already. */
gboolean    vik_remote_begin         (VikRemote *self, int local_seat, int n_players);
/* Back to a game at this computer; FALSE: it was one already. */
gboolean    vik_remote_leave         (VikRemote *self);
/* The connection went down (what was on its way may come back after the
 * reconnection) or up. */
gboolean    vik_remote_set_connected (VikRemote *self, gboolean connected);
/* The server answered what was sent (a refusal too). */
gboolean    vik_remote_answered      (VikRemote *self);
/* An action of ours went to the server: nothing more until it answers. */
void        vik_remote_sent          (VikRemote *self);
/* Sends an action chosen here (text: the game's notation; NULL when the game
 * could not write it) through `send`; on success it is on its way
 * (vik_remote_sent).  FALSE with an error when there is no sender. */
gboolean    vik_remote_send          (VikRemote *self, const char *text, GError **error);

gboolean    vik_remote_get_connected (const VikRemote *self);
/* The seat played here, -1 watching or in a game at this computer. */
int         vik_remote_get_local_seat (const VikRemote *self);
/* May this screen decide when `decider` does (the game still going on, a
 * person at the local seat: the model's to tell)? */
gboolean    vik_remote_may_decide    (const VikRemote *self, int decider);
/* Why an action chosen here cannot go to the server now (translated). */
const char *vik_remote_refusal       (const VikRemote *self);
/* What the screen waits for while it may not decide, in words: the
 * reconnection, the end, `computer` (taken: "NAME is thinking…" in the
 * game's words, when a computer decides; else NULL), our action on its way,
 * or the player `decider_name`. */
char       *vik_remote_describe_waiting (const VikRemote *self, gboolean over, int decider,
                                         const char *decider_name, char *computer);

G_END_DECLS
