/* vik-net-session-model.h: how a VikNetSession moves its model on by what
 * the server tells (vik-net-session.c's part, written once for both games:
 * the model's VikSession does the game's part of it, the session's class
 * reads the told actions and events).  Private to the session. */
#pragma once

#include "vik-net-session.h"

G_BEGIN_DECLS

/* The first welcome: the model shows a copy of `view`, our seat (-1
 * watching) and the seats' levels; what it chooses goes to the server. */
void     vik_net_session_begin_model  (VikNetSession *self, gconstpointer view, int seat, const int *levels);
/* The actions told (texts[0..n-1], the game's notation) and their events
 * (told[i], VikNetEvent, NULL: none told) lead to `view`: the model moves on.
 * FALSE when an action cannot be read or the model shows no game. */
gboolean vik_net_session_move_model   (VikNetSession *self, gconstpointer view, char *const *texts,
                                       GArray *const *told, guint n);
/* The model is put on a copy of `view` without its story. */
void     vik_net_session_resync_model (VikNetSession *self, gconstpointer view);

G_END_DECLS
