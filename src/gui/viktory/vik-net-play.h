/* vik-net-play.h: a VIKTORY II network game played through a VikGameModel.
 *
 * The VIKTORY II part of a VikNetSession (vik-net-session.h: the connection,
 * the seats, the chat, the reconnection, all that is the same for both
 * games, and the model moved on through VikSession, vik_session_remote_*):
 * it reads a told action on the board it led to and its events
 * (vik-net-events.h), and at the end the revealed seed must give, action by
 * action, the board shown.  A welcome to
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
