/* vik-net-record.h: the end of a network game, whichever game it plays
 * (docs/protocol.md, "over"; docs/gui.md, "Network games").
 *
 * At the end the server reveals the seed and salt, and sends its record of
 * the game: the game's start options and every action in full.  The seed
 * must give the commitment published at the start, and (where the game can
 * tell, VikNetSessionClass.check_seed) a game begun from it must come to the
 * board shown: then no die was ever chosen by the server.  Started again
 * from the seed with the record's options and the players' names, every
 * action applied in order, the game must be over after the last, with as
 * many actions as the server's last position: then its first position and
 * the whole game go to the model (vik_session_take_record), for the replay
 * and the statistics (a seat's own view holds the other sides' hidden part
 * re-drawn, and a Victory view no history).  Includes no game's header;
 * GTK-free (tested through tests/gui/test-net-play.c and
 * tests/gui/test-vic-net-play.c against a real server). */
#pragma once

#include "vik-games.h"
#include "vik-net-session.h"

G_BEGIN_DECLS

/* Replays `actions` (of char *, the game's notation) from the game `plugin`
 * starts with `options` (NULL or "": none), n_players named names[] and
 * `seed`.  TRUE with *start (the first position) and *game (after the last
 * action), both the caller's (plugin->rules->free); FALSE with an error
 * naming the action that does not follow, or saying the record does not
 * end the game after `seq` actions. */
gboolean vik_net_record_replay (const VikGamePlugin *plugin, const char *options, int n_players,
                                const char *const *names, guint64 seed, const GPtrArray *actions,
                                gint64 seq, gpointer *start, gpointer *game, GError **error);

/* The session's `over` (msg): 1 when the seed is the one committed to
 * (`commitment`, the welcome's) and checks out against `view` (the last
 * one), else 0.  When 1 and the record follows, `model` takes it; a record
 * that does not is left with a warning. */
int      vik_net_record_end    (VikNetSession *session, const VikMsg *msg, const char *commitment,
                                gconstpointer view, VikSession *model);

G_END_DECLS
