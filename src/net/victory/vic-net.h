/* vic-net.h: Victory's table for the network layer (vik-net-plugin.h).
 *
 * What each seat is told (docs/protocol.md, "Victory"): its own view
 * (vic_game_copy_for_player), the events whose `visible` set holds it with
 * the strength of any block it may not see left out, and the notation of
 * another side's action only where it names nothing hidden (by block
 * number, "move #12 e5-f6"), else "?". */
#pragma once

#include "vik-net-plugin.h"

G_BEGIN_DECLS

const VikNetGameTable *vic_net_victory (void);

G_END_DECLS
