/* vik-net-session.h: the connection of a network game, whichever game it
 * plays (docs/design-two-games.md, "Network play"; docs/gui.md).
 *
 * It holds the connection to viktory-server (a VikNetClient) for a game's
 * model (a VikSession): it joins a game with a seat token or claims an open
 * seat, keeps our seat, the seats' kinds, the deadline, the chat and the
 * seed's commitment, sends the actions chosen in the window, and passes the
 * server's refusals on.  When the connection drops it tells the model (not
 * connected: nothing can be chosen, the window dims the board) and
 * reconnects by itself, saying hello with its seat token and the last
 * position it saw; the next welcome catches up on what was missed.
 *
 * It starts the model's network game on the server's view and moves it on by
 * the actions and events the server tells (through VikSession: written once);
 * what needs the game, a subclass does through the class's functions below:
 * reading a told action and its events, checking the revealed seed against
 * the game shown.  VikNetPlay plays VIKTORY II (vik-net-play.h),
 * VicNetPlay Victory (victory/vic-net-play.h).  Includes no game's header;
 * GTK-free: tested without a display against a real server
 * (tests/gui/test-net-play.c, tests/gui/test-vic-net-play.c). */
#pragma once

#include <gio/gio.h>

#include "vik-net-protocol.h"
#include "vik-session.h"

G_BEGIN_DECLS

typedef enum {
  VIK_NET_PLAY_IDLE,          /* not joined */
  VIK_NET_PLAY_CONNECTING,    /* the first connection, until the welcome */
  VIK_NET_PLAY_PLAYING,       /* welcomed: the board is the server's */
  VIK_NET_PLAY_RECONNECTING,  /* the connection dropped: trying again */
  VIK_NET_PLAY_FAILED,        /* never reached, or refused: see the error */
} VikNetPlayState;

#define VIK_TYPE_NET_SESSION (vik_net_session_get_type ())
G_DECLARE_DERIVABLE_TYPE (VikNetSession, vik_net_session, VIK, NET_SESSION, GObject)

/* The game's part.  `view` is always the server's latest view for our seat,
 * a game of the subclass's rules (the client's; the subclass copies what it
 * keeps).  The model is vik_net_session_get_model()'s. */
struct _VikNetSessionClass
{
  GObjectClass parent_class;

  /* The VikRules id of the game played ("viktory2", "victory"). */
  const char *rules_id;
  /* A welcome to another game's table before this play joined: TRUE hands
   * it over (the signal other-game; the play goes idle), FALSE fails. */
  gboolean    hands_over;
  /* Why a welcome to another game's table fails (a msgid, translated when
   * said); NULL: "The server sent a board this program cannot read". */
  const char *other_game_error;

  /* The session moves the model on (vik_session_remote_begin, _update,
   * _resync, written once); it asks the game two things.  An action as the
   * server told it (`text`), read in `before` (the position it was played
   * in, the model's) or `view` (the position it led to): FALSE when it
   * cannot be read (the session then puts the model on the view without it,
   * or reconnects).  A game may read an action hidden from this seat ("?")
   * as one of no kind. */
  gboolean (*read_action)   (VikNetSession *self, gconstpointer before, gconstpointer view, const char *text,
                             VikAnyAction *out);
  /* The events told with an action (`told`: VikNetEvent, may be NULL),
   * checked against the position they led to, as a new GArray of the game's
   * events; what does not check out is left out (the board is still the
   * server's). */
  GArray  *(*import_events) (VikNetSession *self, gconstpointer view, const GArray *told);
  /* At the end, the revealed seed matched the commitment: does a game begun
   * from it come, action by action, to `view` (at position `seq`)?  NULL:
   * the commitment is all a seat can check (the server's record:
   * viktory-cli verify); so is it when the view does not hold the whole
   * history (a welcome too large to list every action), then TRUE. */
  gboolean (*check_seed) (VikNetSession *self, gconstpointer view, guint64 seed, gint64 seq);
  /* A player's name in `view` (the record's game is started again with the
   * same names). */
  const char *(*player_name) (gconstpointer view, int player);
};

/* Joins game `game` at `uri` (ws:// or wss://HOST:PORT/viktory) with a seat
 * token, "" to watch, or NULL to claim the game's first open seat. */
void             vik_net_session_join         (VikNetSession *self, const char *uri, const char *game,
                                               const char *token);
/* Leaves the game (it goes on on the server); the model keeps the last board. */
void             vik_net_session_leave        (VikNetSession *self);
void             vik_net_session_chat         (VikNetSession *self, const char *text);
/* Drops the connection as a failing network would (tests, trying it out):
 * the play reconnects as after any loss. */
void             vik_net_session_drop_connection (VikNetSession *self);
/* Trusts this certificate for wss:// (a self-signed server the player
 * accepted once: vik_net_client_pin_certificate). */
void             vik_net_session_pin_certificate (VikNetSession *self, GTlsCertificate *certificate);
/* After a first connection failed because the server's certificate is signed
 * by no authority the system knows: that certificate (show the player its
 * fingerprint, vik_net_certificate_fingerprint), else NULL. */
GTlsCertificate *vik_net_session_get_refused_certificate (VikNetSession *self);
/* Joins again what the last vik_net_session_join() tried (after pinning). */
void             vik_net_session_rejoin       (VikNetSession *self);
/* How long to wait before the first reconnection attempt (ms; doubles up to
 * 16 times that); tests make it short. */
void             vik_net_session_set_retry_ms (VikNetSession *self, guint ms);
/* Sends an action chosen in the window, in the game's notation (NULL: there
 * is no game to write it in); fails when not connected. */
gboolean         vik_net_session_send_action  (VikNetSession *self, const char *text, GError **error);

/* The model fed (weak: NULL once it is gone). */
VikSession      *vik_net_session_get_model    (VikNetSession *self);
VikNetPlayState  vik_net_session_get_state    (VikNetSession *self);
/* Why the play failed, in words (NULL unless FAILED). */
const char      *vik_net_session_get_error    (VikNetSession *self);
const char      *vik_net_session_get_uri      (VikNetSession *self);
const char      *vik_net_session_get_game_id  (VikNetSession *self);
/* The seat token (after a claim: the one the server gave), "" watching. */
const char      *vik_net_session_get_token    (VikNetSession *self);
/* Our seat, -1 watching (or before the welcome). */
int              vik_net_session_get_seat     (VikNetSession *self);
/* wss://: the traffic is encrypted. */
gboolean         vik_net_session_is_secure    (VikNetSession *self);
/* When the decider's time runs out (Unix seconds; 0: no deadline), and the
 * game's time per stretch of decisions (seconds; 0: none). */
gint64           vik_net_session_get_deadline (VikNetSession *self);
gint64           vik_net_session_get_turn_time (VikNetSession *self);
/* The seat's kind as the server last said ("human", "open", "computer:normal", "away:easy"). */
const char      *vik_net_session_get_seat_kind (VikNetSession *self, int seat);
/* The commitment to the seed published at the start (NULL before the welcome). */
const char      *vik_net_session_get_commitment (VikNetSession *self);
/* After the game's end: did the revealed seed match the commitment, and (as
 * far as a seat can tell, check_seed) does it give every die of the game?
 * -1 before the end, 0 no, 1 yes.  Once fair, the model has been handed the
 * server's record of the game (vik_session_take_record: the first position
 * started again from the seed and the game's options, every action of the
 * journal applied) when the server sent one that follows from the seed to
 * the game's end: its replay and statistics. */
int              vik_net_session_get_fair     (VikNetSession *self);

/* Properties: "model" (VikSession, construct-only), "state" (int,
 * VikNetPlayState), "deadline" (int64), "fair" (int).
 * Signals:
 *   joined (const char *game, const char *token, int seat)  the first welcome of a join
 *   chat (int seat, const char *name, const char *text, gint64 when)  a chat line of the table
 *   refused (const char *text)                              the server refused our action
 *   seats-changed ()                                        the seats' kinds changed
 *   other-game (const char *kind, const char *uri, const char *game, const char *token)
 *                          (hands_over) the game joined is another game: its own window
 *                          plays it with this seat's token ("" watching); this play is idle */

G_END_DECLS
