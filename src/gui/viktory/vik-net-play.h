/* vik-net-play.h: a VIKTORY II network game played through a VikGameModel.
 *
 * The VIKTORY II part of a VikNetSession (vik-net-session.h: the connection,
 * the seats, the chat, the reconnection, all that is the same for both
 * games): the welcome's view starts the model's network game
 * (vik_game_model_begin_remote), each update's action and events move it
 * on, an action chosen in the window goes to the server, and at the end the
 * revealed seed must give, action by action, the board shown.  A welcome to
 * another game's table hands the seat over (the signal other-game).
 * GTK-free: tested without a display against a real server
 * (tests/gui/test-net-play.c). */
#pragma once

#include "vik-game-model.h"
#include "vik-net-session.h"

G_BEGIN_DECLS

#define VIK_TYPE_NET_PLAY (vik_net_play_get_type ())
G_DECLARE_FINAL_TYPE (VikNetPlay, vik_net_play, VIK, NET_PLAY, VikNetSession)

/* A network play feeding `model` (idle: vik_net_session_join() it). */
VikNetSession  *vik_net_play_new          (VikGameModel *model);

G_END_DECLS
