/* vic-net-play.h: a *Victory* network game played through a VicGameModel.
 *
 * The Victory twin of VikNetPlay (vik-net-play.h), with the same states and
 * the same reconnection: it holds the connection to viktory-server (a
 * VikNetClient) and feeds the model: the welcome's view (this seat's own,
 * the other sides' hidden blocks re-drawn by the server) starts a network
 * game (vic_game_model_begin_remote), each update's view, action and events
 * move it on, an action chosen in the window goes to the server.  When the
 * connection drops the model is not connected (nothing can be chosen) and
 * the play reconnects by itself, saying hello with its seat token and the
 * last position it saw, and catches up on what it missed.  At the end the
 * revealed seed is checked against the commitment published at the start
 * (the whole record: viktory-cli verify).  GTK-free. */
#pragma once

#include <gio/gio.h>

#include "vic-game-model.h"
#include "vik-net-play.h"   /* VikNetPlayState */

G_BEGIN_DECLS

#define VIC_TYPE_NET_PLAY (vic_net_play_get_type ())
G_DECLARE_FINAL_TYPE (VicNetPlay, vic_net_play, VIC, NET_PLAY, GObject)

VicNetPlay     *vic_net_play_new          (VicGameModel *model);
/* Joins game `game` at `uri` with a seat token, "" to watch, or NULL to
 * claim the game's first open seat. */
void            vic_net_play_join         (VicNetPlay *self, const char *uri, const char *game, const char *token);
/* Leaves the game (it goes on on the server); the model keeps the last board. */
void            vic_net_play_leave        (VicNetPlay *self);
void            vic_net_play_chat         (VicNetPlay *self, const char *text);
/* Drops the connection as a failing network would: it reconnects. */
void            vic_net_play_drop_connection (VicNetPlay *self);
/* Trusts this certificate for wss:// (a self-signed server the player accepted). */
void            vic_net_play_pin_certificate (VicNetPlay *self, GTlsCertificate *certificate);
void            vic_net_play_set_retry_ms (VicNetPlay *self, guint ms);

VikNetPlayState vic_net_play_get_state    (VicNetPlay *self);
const char     *vic_net_play_get_error    (VicNetPlay *self);
const char     *vic_net_play_get_uri      (VicNetPlay *self);
const char     *vic_net_play_get_game_id  (VicNetPlay *self);
/* The seat token (after a claim: the one the server gave), "" watching. */
const char     *vic_net_play_get_token    (VicNetPlay *self);
/* Our seat, -1 watching (or before the welcome). */
int             vic_net_play_get_seat     (VicNetPlay *self);
gboolean        vic_net_play_is_secure    (VicNetPlay *self);
gint64          vic_net_play_get_deadline (VicNetPlay *self);
const char     *vic_net_play_get_seat_kind (VicNetPlay *self, int seat);
/* The commitment published at the start (NULL before the welcome). */
const char     *vic_net_play_get_commitment (VicNetPlay *self);
/* After the end: did the revealed seed and salt give the commitment
 * published at the start?  -1 before the end, 0 no, 1 yes. */
int             vic_net_play_get_fair     (VicNetPlay *self);

/* Properties: "state" (int, VikNetPlayState), "deadline" (int64), "fair" (int).
 * Signals:
 *   joined (const char *game, const char *token, int seat)  the first welcome of a join
 *   chat (int seat, const char *name, const char *text, gint64 when)
 *   refused (const char *text)                              the server refused our action
 *   seats-changed ()                                        the seats' kinds changed */

G_END_DECLS
