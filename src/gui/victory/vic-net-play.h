/* vic-net-play.h: a *Victory* network game played through a VicGameModel.
 *
 * The Victory part of a VikNetSession (vik-net-session.h: the connection,
 * the seats, the chat, the reconnection, all that is the same for both
 * games, and the model moved on through VikSession, vik_session_remote_*):
 * it reads an action as this seat was told it (another side's may be told
 * as "?": an action of no kind) and the events, checked with Victory's
 * network table.  At the end a seat can check only the revealed seed
 * against the commitment (the whole record: viktory-cli verify).  GTK-free. */
#pragma once

#include "vic-game-model.h"
#include "vik-net-session.h"

G_BEGIN_DECLS

#define VIC_TYPE_NET_PLAY (vic_net_play_get_type ())
G_DECLARE_FINAL_TYPE (VicNetPlay, vic_net_play, VIC, NET_PLAY, VikNetSession)

/* A network play feeding `model` (idle: vik_net_session_join() it). */
VikNetSession  *vic_net_play_new          (VicGameModel *model);

G_END_DECLS
