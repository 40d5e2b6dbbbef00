/* vik-net-protocol.h: the messages between viktory-server and its clients.
 *
 * One JSON object per WebSocket text frame (docs/protocol.md).  Every message
 * has a "type"; the parser checks every field's type and range and refuses
 * anything else with a GError in VIK_NET_ERROR, so the server never acts on a
 * message it has not fully understood.  Plain GLib + json-glib: no GTK, no
 * engine types, so the parser can be fuzzed alone. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Both sides send their version in hello/welcome and refuse any other.
 * 2: seats of computers and open seats, claim, turn deadlines, games.
 * 3: the events of each action (update, welcome), lobby.
 * 4: the chat kept: chat-said's number and time, hello's chat lines seen.
 * 5: two games: create's "game" (the kind) and "scenario", welcome's and
 *    summaries' "kind"; views, actions and events per seat (Victory).
 * 6: VIKTORY II's views without their history (the client keeps it from the
 *    actions it hears: VikNetGameTable.carry_history). */
#define VIK_NET_PROTOCOL_VERSION 6
/* The longest scenario a "create" may carry (a key file's text). */
#define VIK_NET_MAX_SCENARIO     3500
#define VIK_NET_DEFAULT_KIND     "viktory2"
/* The largest frame either side accepts (a 8-player view is about 20 KiB). */
#define VIK_NET_MAX_FRAME        (256 * 1024)
/* The largest frame a client may send: actions and chat are short. */
#define VIK_NET_MAX_CLIENT_FRAME 4096
#define VIK_NET_MAX_CHAT         500     /* bytes of one chat line */
#define VIK_NET_MAX_ACTION       200     /* bytes of one action in the notation */
#define VIK_NET_TOKEN_LEN        32      /* hex digits of a seat token (128 bits) */
#define VIK_NET_GAME_ID_LEN      12      /* hex digits of a game id (48 bits) */
#define VIK_NET_MAX_LISTED       64      /* tokens in one "games" request, games in a lobby */
#define VIK_NET_MAX_EVENTS       4096    /* events of one action */
#define VIK_NET_MAX_CATCH_UP     256     /* actions a welcome tells the events of */
/* The longest turn deadline: 60 days, in seconds. */
#define VIK_NET_MAX_TURN_TIME    (60 * 24 * 3600)

#define VIK_NET_ERROR (vik_net_error_quark ())
GQuark vik_net_error_quark (void);

typedef enum {
  VIK_NET_ERROR_MALFORMED,   /* not JSON, not an object, a field of the wrong type */
  VIK_NET_ERROR_UNKNOWN,     /* an unknown message type */
  VIK_NET_ERROR_VERSION,     /* another protocol version */
  VIK_NET_ERROR_TOO_LARGE,   /* a frame over the limit */
  VIK_NET_ERROR_FLOOD,       /* over the rate limit */
  VIK_NET_ERROR_NO_GAME,     /* no such game */
  VIK_NET_ERROR_BAD_SEAT,    /* a token that opens no seat */
  VIK_NET_ERROR_NOT_YOURS,   /* not this seat's decision */
  VIK_NET_ERROR_STALE,       /* the action was meant for an earlier position */
  VIK_NET_ERROR_ILLEGAL,     /* the rules refuse the action (the message cites them) */
  VIK_NET_ERROR_FULL,        /* the server holds as many games as it may */
  VIK_NET_ERROR_IO,          /* the server could not store the action */
} VikNetError;

typedef enum {
  /* client -> server */
  VIK_MSG_HELLO,     /* version, game, token (may be empty: a spectator), seq (last seen, -1 none),
                      * chat (lines of the chat seen, 0 none) */
  VIK_MSG_CREATE,    /* version, players, names[], seats[] (VikSeatKind ids), turn-time, on-deadline,
                      * game (the kind: "viktory2", "victory"), scenario (5) */
  VIK_MSG_ACTION,    /* seq (the position it answers), action (notation) */
  VIK_MSG_CHAT,      /* text */
  VIK_MSG_PING,
  VIK_MSG_CLAIM,     /* version, game: take the first open seat */
  VIK_MSG_GAMES,     /* version, tokens[]: the games these tokens open */
  /* server -> client */
  VIK_MSG_CREATED,   /* game, tokens[] (one per seat), commitment */
  VIK_MSG_WELCOME,   /* version, game, kind, seat, seq, commitment, view, actions[] since the client's seq */
  VIK_MSG_UPDATE,    /* seq, player, action, view */
  VIK_MSG_CHAT_SAID, /* seat, name, text, chat (the line's number), when */
  VIK_MSG_ERROR,     /* code (VikNetError nick), text */
  VIK_MSG_OVER,      /* seq, winner, seed, salt: the revealed secret; the record: scenario (the
                      * game's start options, "" none), actions[] (every action, in full; none: not sent) */
  VIK_MSG_PONG,
  VIK_MSG_CLAIMED,   /* game, seat, token: the open seat is the claimer's */
  VIK_MSG_SEATS,     /* seats[] (VikSeatKind ids, "away:LEVEL" too), deadline */
  VIK_MSG_GAMES_LIST,/* games[] (VikGameSummary) */
  /* version 3 */
  VIK_MSG_LOBBY,     /* client -> server: version: the games with an open seat */
  VIK_MSG_LOBBY_LIST,/* games[] (VikGameSummary, seat -1) */
} VikMsgType;

#define VIK_NET_MAX_SEATS 8

/* One game in a "games-list": what a client shows under "your games". */
typedef struct {
  char *game;
  char *kind;              /* the game played: "viktory2", "victory" */
  int seat;                /* the seat the token opens */
  int players;
  char *names[VIK_NET_MAX_SEATS];
  char *seats[VIK_NET_MAX_SEATS];   /* as in "seats" */
  int decider;             /* whose decision it is now, -1 when over */
  int current;             /* whose turn it is, -1 when over */
  int turn;                /* the game turn (0: setup) */
  gint64 seq;
  gint64 deadline;         /* Unix time (s) when the decider's time runs out, 0: none */
  int winner;              /* -1: none (yet) */
} VikGameSummary;

void vik_game_summary_free (VikGameSummary *summary);

/* One event of an action: what the log and the battle report tell.  VIKTORY
 * II: its VikEvent field by field; Victory: unit is the block (-1 none),
 * terrain and averaged 0 (vic-net.h).  The parser checks only the ranges of
 * the types; the game's net table (events_check) checks each against the
 * game it happened in. */
typedef struct {
  int kind, player, unit, terrain, hex, hex2, value, averaged;
  int n_dice;
  guint8 dice[8];
} VikNetEvent;

/* A parsed message: the fields its type uses are set, the others zero. */
typedef struct {
  VikMsgType type;
  int version;
  char *game;              /* VIK_NET_GAME_ID_LEN hex digits */
  char *kind;              /* CREATE ("game"), WELCOME: the game played, "viktory2" when missing */
  char *scenario;          /* CREATE: the game's start (a preset's id or a key file), "" when missing;
                            * OVER: the record's start options (ID.game's Options), "" when missing */
  char *token;             /* "" or VIK_NET_TOKEN_LEN hex digits */
  gint64 seq;
  int seat;                /* -1: a spectator */
  int players;
  int winner;
  char *action;
  char *text;
  char *name;
  char *view;              /* a save file's text (docs/file-format.md) */
  char *commitment;        /* 64 hex digits */
  char *seed;
  char *salt;
  char *code;
  char *names[VIK_NET_MAX_SEATS];
  char *seats[VIK_NET_MAX_SEATS];
  char *tokens[VIK_NET_MAX_SEATS];
  GPtrArray *actions;      /* of char *, for WELCOME: the actions since the client's seq; for OVER:
                            * the record's every action, in full (empty: not sent) */
  gint64 turn_time;        /* CREATE, WELCOME: seconds a seat has for its decisions, 0: no limit */
  gint64 deadline;         /* WELCOME, UPDATE, SEATS: Unix time (s) the decider's time runs out, 0: none */
  char *on_deadline;       /* CREATE, WELCOME: "skip" or "computer:LEVEL" */
  char *by;                /* UPDATE: "player", "computer" or "deadline" */
  gint64 chat;             /* HELLO: chat lines seen; CHAT_SAID: the line's number (from 0) */
  gint64 when;             /* CHAT_SAID: Unix time (s) it was said */
  GPtrArray *list;         /* of char *, GAMES: the tokens */
  GPtrArray *games;        /* of VikGameSummary *, GAMES_LIST, LOBBY_LIST */
  GArray *events;          /* of VikNetEvent, UPDATE: the action's events */
  GPtrArray *catch_up;     /* of GArray * of VikNetEvent, WELCOME: the events of each of
                            * `actions`, or NULL (not told: too many, or a first hello) */
} VikMsg;

void      vik_msg_clear       (VikMsg *msg);
/* Parses one frame; `max` is the largest frame accepted from this side. */
gboolean  vik_msg_parse       (const char *data, gsize length, gsize max, VikMsg *msg, GError **error);
/* The JSON text of a message (only the fields its type uses). */
char     *vik_msg_to_json     (const VikMsg *msg);
const char *vik_net_error_nick (VikNetError code);

/* Seat kinds: "human", "open", "computer:LEVEL" (easy, normal, hard); a
 * human seat played by a computer while its player is away: "away:LEVEL".
 * `created` kinds are the ones a "create" may ask for (not "away"). */
gboolean  vik_net_seat_kind_valid   (const char *kind, gboolean created);
/* "skip" or "computer:LEVEL". */
gboolean  vik_net_on_deadline_valid (const char *text);

/* Sends small frames at once (TCP_NODELAY) on a WebSocket's TCP connection,
 * under TLS or not: an action or a chat line must not wait for the other
 * side's delayed acknowledgement. */
void      vik_net_stream_no_delay   (gpointer io_stream);

/* The file descriptor of a WebSocket's TCP connection (under TLS or not), -1 if none. */
int       vik_net_stream_fd         (gpointer io_stream);

/* A 128-bit secret as 32 hex digits, from the system's random source. */
gboolean  vik_net_random_hex  (guint n_bytes, char **out, GError **error);

/* Several servers behind one proxy (docs/hosting.md): a server's id is 1 to
 * VIK_NET_SERVER_ID_MAX lowercase hex digits, and every game id it creates
 * begins with it, so game ids stay VIK_NET_GAME_ID_LEN hex digits. */
#define VIK_NET_SERVER_ID_MAX 4
gboolean  vik_net_server_id_valid   (const char *id);
/* The address to connect to for one game: the server's uri with
 * "?game=GAME" (or "&game=GAME") added, so a proxy in front of several
 * servers can route the connection by the game id.  g_free(). */
char     *vik_net_game_uri          (const char *server_uri, const char *game);

G_END_DECLS
