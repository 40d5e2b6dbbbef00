/* vik-net-events.h: the events of an action on the wire (docs/protocol.md).
 *
 * The server tells each action's events (the dice rolled, the hexes revealed,
 * the units lost...), so that a client's log and battle report say what
 * happened at the table: the views alone cannot, since their hidden part is
 * re-drawn.  Every event is public: the table sees the dice and the tiles.
 * A client checks each event against the game it happened in before any
 * panel reads it (hostile until checked). */
#pragma once

#include "vik-game.h"
#include "vik-net-plugin.h"

G_BEGIN_DECLS

/* The engine's events as sent: a GArray of VikNetEvent. */
GArray   *vik_net_events_export (const VikEvent *events, guint n_events);
/* Checks received events against `game` (the position they led to: its
 * players and board) and appends them to `out` (a GArray of VikEvent).
 * Refuses, with nothing appended, any event of an unknown kind or naming a
 * player, hex, unit, terrain or value the game cannot have. */
gboolean  vik_net_events_import (const VikGame *game, const GArray *events, GArray *out, GError **error);

G_END_DECLS
