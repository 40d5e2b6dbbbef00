/* vik-server-private.h: what the server's files share (vik-server.c speaks
 * the protocol, vik-server-seats.c plays the computers' seats and keeps the
 * turn deadlines, vik-net-discovery.c advertises the server). */
#pragma once

#include <libsoup/soup.h>

#include "vik-ai.h"
#include "vik-net-game.h"
#include "vik-net-protocol.h"
#include "vik-server-chat.h"
#include "vik-server.h"
#include "vik-ws-frame.h"
#include "vik-ws-server.h"

typedef struct _Hosted Hosted;

/* A game the server stores: awake (held in memory, `awake`), or asleep on
 * disk with what the lobby and "your games" show of it.  The index of
 * every stored game; the memory of a sleeping one is this entry only. */
typedef struct {
  char id[VIK_NET_GAME_ID_LEN + 1];
  Hosted *awake;                  /* NULL: asleep */
  gint64 created;                 /* Unix µs: the lobby lists the newest first */
  VikGameSummary *summary;        /* asleep: as it stood (seat -1); NULL while awake */
  gint64 deadline;                /* asleep: Unix µs the decider's time runs out, 0: none */
  gboolean open;                  /* asleep: unfinished, with a seat open to a claim */
} Entry;

/* A game as the server runs it: its record, and who plays the seats nobody
 * at a keyboard plays. */
struct _Hosted {
  VikServer *server;
  VikNetGame *ng;
  GPtrArray *conns;               /* of Conn*: the connections that said hello to it */
  guint wake_source;              /* drives the game again: the decider's time ran out, or a
                                   * computer waited for a client to read (vik-server-seats.c) */
  gint64 paced_since;             /* monotonic µs: since when a computer has waited, 0: not waiting */
  gboolean thinking;              /* a worker thread chooses a decision */
  gboolean writing;               /* an accepted action is being written and synced */
  gboolean stuck;                 /* a computer's choice was refused, or could not be stored: stop driving */
  guint retry_source;             /* unsticks a game whose action could not be stored (a full disk) */
  VikAiPlayer *ai[VIK_NET_MAX_SEATS];
  VikServerChat *chat;            /* opened when someone joins or speaks (vik_hosted_chat) */
  Entry *entry;                   /* the game's in the index */
  gint64 idle_since;              /* monotonic µs: the last connection left or action was stored */
};

/* A client's connection, carried by the epoll loop (raw) or by libsoup (ws,
 * for TLS): vik-server-conn.c. */
typedef struct {
  int refs;               /* the server's while connected; a lobby question to the peers' */
  VikServer *server;
  VikWsConn *raw;
  SoupWebsocketConnection *ws;
  gboolean gone;          /* closed: out of the server's list and its game's */
  Hosted *game;           /* borrowed from the server's table once hello is done */
  int seat;               /* -1: a spectator */
  gboolean hello;
  double tokens;          /* the rate limit's bucket */
  gint64 refilled;        /* monotonic µs */
  gboolean closing;
  gboolean from_peer;     /* another server asking (URL "?peer=1"): answered for this server's games only */
} Conn;

struct _VikServer {
  VikServerOptions options;
  char *data_dir;
  VikWsServer *wss;       /* ws://: the epoll loop */
  SoupServer *soup;       /* wss://: libsoup's */
  guint port;             /* of the first listening socket */
  GHashTable *games;      /* id -> Hosted*: the games awake */
  GHashTable *index;      /* id -> Entry*: every game stored, awake or asleep */
  GHashTable *token_seats;/* SHA-256 of a token -> SeatRef* */
  guint sweep_source;     /* puts idle games to sleep, wakes those whose deadline passed */
  guint fd_limit;         /* RLIMIT_NOFILE when the server started */
  GPtrArray *conns;       /* of Conn* */
  GRand *view_rand;       /* seeds of the re-drawn views and the computers: not the games' secrets */
  guint jobs;             /* computers' decisions and journal writes under way in worker threads */
  GThread *writer;        /* appends and syncs the journals, off the main loop (group commit) */
  GAsyncQueue *write_queue;
  GMainContext *context;  /* where the workers' results come back */
  gboolean closing;
  gpointer discovery;     /* VikNetAdvert*, or NULL */
};

typedef struct {
  char game[VIK_NET_GAME_ID_LEN + 1];
  int seat;
} SeatRef;

/* vik-server-conn.c */
gboolean vik_server_transport_init   (VikServer *s, GError **error);
gboolean vik_server_transport_listen (VikServer *s, GSocket *socket, GError **error);
void     vik_server_transport_free   (VikServer *s);
Conn    *vik_conn_ref        (Conn *c);
void     vik_conn_unref      (Conn *c);
gboolean vik_conn_is_open    (Conn *c);
void     vik_conn_send_text  (Conn *c, const char *text);
gsize    vik_conn_queued     (Conn *c);
void     vik_conn_close      (Conn *c, gushort code, const char *reason);

/* vik-server.c */
/* A connection was opened on descriptor `fd`; a message came on one. */
void     vik_server_on_open    (Conn *c, int fd);
void     vik_server_on_message (Conn *c, gboolean text, const char *data, gsize length);
/* Checks an action for `seat` (by "player", "computer" or "deadline") and
 * plays it on a copy; a worker thread writes and syncs it; then, on the main
 * thread, the game moves on and the table hears of it.  FALSE (and nothing
 * changed) when the action is refused.  `actor` hears of a write failure. */
gboolean vik_server_apply (VikServer *s, Hosted *h, int seat, gint64 seq, const char *text, const char *by,
                           Conn *actor, GError **error);
void   vik_server_broadcast_update (VikServer *s, Hosted *h, int player, const char *action, const char *by);
void   vik_server_broadcast_seats  (VikServer *s, Hosted *h);
void   vik_server_index_tokens     (VikServer *s, Hosted *h);
guint64 vik_server_random_seed     (VikServer *s);
/* Unix seconds, rounded up; 0 stays 0. */
gint64 vik_server_deadline_seconds (Hosted *h);

/* vik-server-seats.c */
/* Looks at the game after any change: starts a computer's decision, or arms
 * the deadline, or hands a timed-out seat over. */
void   vik_hosted_drive (Hosted *h);
/* A player came back: his seat is his again. */
void   vik_hosted_player_returned (Hosted *h, int seat);
void   vik_hosted_free  (Hosted *h);
/* The game's chat, opened (its file read) the first time it is needed. */
VikServerChat *vik_hosted_chat (Hosted *h);
/* Stops every computer's search and waits for the worker threads. */
void   vik_server_stop_jobs (VikServer *s);
