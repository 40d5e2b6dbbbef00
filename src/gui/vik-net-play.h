/* vik-net-play.h: a network game played through a VikGameModel.
 *
 * It holds the connection to viktory-server (a VikNetClient) and feeds the
 * model: the welcome's view starts a network game (vik_game_model_begin_remote),
 * each update's action and events move it on, an action chosen in the window
 * goes to the server.  When the connection drops it says so (the model is
 * not connected: nothing can be chosen, the window dims the board) and
 * reconnects by itself, saying hello with its seat token and the last
 * position it saw, and catches up on what it missed.  GTK-free: tested
 * without a display against a real server (tests/gui/test-net-play.c). */
#pragma once

#include <gio/gio.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

typedef enum {
  VIK_NET_PLAY_IDLE,          /* not joined */
  VIK_NET_PLAY_CONNECTING,    /* the first connection, until the welcome */
  VIK_NET_PLAY_PLAYING,       /* welcomed: the board is the server's */
  VIK_NET_PLAY_RECONNECTING,  /* the connection dropped: trying again */
  VIK_NET_PLAY_FAILED,        /* never reached, or refused: see the error */
} VikNetPlayState;

#define VIK_TYPE_NET_PLAY (vik_net_play_get_type ())
G_DECLARE_FINAL_TYPE (VikNetPlay, vik_net_play, VIK, NET_PLAY, GObject)

VikNetPlay     *vik_net_play_new          (VikGameModel *model);
/* Joins game `game` at `uri` (ws:// or wss://HOST:PORT/viktory) with a seat
 * token, "" to watch, or NULL to claim the game's first open seat. */
void            vik_net_play_join         (VikNetPlay *self, const char *uri, const char *game, const char *token);
/* Leaves the game (it goes on on the server); the model keeps the last board. */
void            vik_net_play_leave        (VikNetPlay *self);
void            vik_net_play_chat         (VikNetPlay *self, const char *text);
/* Drops the connection as a failing network would (tests, trying it out):
 * the play reconnects as after any loss. */
void            vik_net_play_drop_connection (VikNetPlay *self);
/* Trusts this certificate for wss:// (a self-signed server the player
 * accepted once: vik_net_client_pin_certificate). */
void            vik_net_play_pin_certificate (VikNetPlay *self, GTlsCertificate *certificate);
/* After a first connection failed because the server's certificate is signed
 * by no authority the system knows: that certificate (show the player its
 * fingerprint, vik_net_certificate_fingerprint), else NULL. */
GTlsCertificate *vik_net_play_get_refused_certificate (VikNetPlay *self);
/* Joins again what the last vik_net_play_join() tried (after pinning). */
void            vik_net_play_rejoin       (VikNetPlay *self);
/* How long to wait before the first reconnection attempt (ms; doubles up to
 * 16 times that); tests make it short. */
void            vik_net_play_set_retry_ms (VikNetPlay *self, guint ms);

VikNetPlayState vik_net_play_get_state    (VikNetPlay *self);
/* Why the play failed, in words (NULL unless FAILED). */
const char     *vik_net_play_get_error    (VikNetPlay *self);
const char     *vik_net_play_get_uri      (VikNetPlay *self);
const char     *vik_net_play_get_game_id  (VikNetPlay *self);
/* The seat token (after a claim: the one the server gave), "" watching. */
const char     *vik_net_play_get_token    (VikNetPlay *self);
/* Our seat, -1 watching (or before the welcome). */
int             vik_net_play_get_seat     (VikNetPlay *self);
/* wss://: the traffic is encrypted. */
gboolean        vik_net_play_is_secure    (VikNetPlay *self);
/* When the decider's time runs out (Unix seconds; 0: no deadline), and the
 * game's time per stretch of decisions (seconds; 0: none). */
gint64          vik_net_play_get_deadline (VikNetPlay *self);
gint64          vik_net_play_get_turn_time (VikNetPlay *self);
/* The seat's kind as the server last said ("human", "open", "computer:normal", "away:easy"). */
const char     *vik_net_play_get_seat_kind (VikNetPlay *self, int seat);
/* After the game's end: did the revealed seed match the commitment published
 * at the start, and does it give every die and tile of the game?  -1 before
 * the end, 0 no, 1 yes. */
int             vik_net_play_get_fair     (VikNetPlay *self);

/* Properties: "state" (int, VikNetPlayState), "deadline" (int64), "fair" (int).
 * Signals:
 *   joined (const char *game, const char *token, int seat)  the first welcome of a join
 *   chat (int seat, const char *name, const char *text)     a chat line of the table
 *   refused (const char *text)                              the server refused our action
 *   seats-changed ()                                        the seats' kinds changed
 *   other-game (const char *kind, const char *uri, const char *game, const char *token)
 *                          the game joined is another game ("victory"): its own window
 *                          plays it with this seat's token ("" watching); this play is idle */

G_END_DECLS
