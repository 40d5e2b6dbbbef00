/* net-test-util.h: what the network tests share: scratch folders, servers in
 * the test's own process, and clients that keep every frame they receive so
 * a test can wait for a message and inspect everything it was sent. */
#pragma once

#include "vik-game.h"
#include "vik-net-client.h"
#include "vik-server.h"

/* A scratch folder: on tmpfs where there is one (fsync costs nothing there). */
char      *net_test_scratch_dir  (void);
void       net_test_remove_dir   (const char *dir);
/* What everybody may know of a game, as text: re-drawn with one fixed seed. */
char      *net_test_public_text  (const VikGame *game);
/* Drops libsoup's and GIO's debug messages (they would bury the TAP output). */
void       net_test_quiet_debug  (void);

/* Bare sockets, for a test that chooses every byte or reads nothing at all:
 * a TCP connection to 127.0.0.1:port (rcvbuf > 0: that SO_RCVBUF, set before
 * connecting; reads time out after 5 s); the same upgraded to a WebSocket
 * (failing the test if the server refuses); a frame as a client sends it
 * (masked, payload under 64 KiB); the HTTP head of an answer (the main
 * context runs while it waits, for a server in the test's own thread). */
int        net_test_raw_connect  (guint port, int rcvbuf);
int        net_test_ws_connect   (guint port, int rcvbuf);
void       net_test_raw_send     (int fd, const void *bytes, gsize len);
void       net_test_ws_send      (int fd, guint8 first, const void *payload, gsize len);
char      *net_test_read_http_head (int fd);

/* A server on 127.0.0.1, any free port, clients may create games. */
VikServer *net_test_server_new   (const char *dir, GTlsCertificate *tls);
char      *net_test_server_uri   (VikServer *server);

typedef struct {
  VikNetClient *client;
  GPtrArray *frames;      /* of char *: everything received, in order */
  guint cursor;           /* frames before it were consumed by waits */
  gboolean closed;
} TestClient;

/* Connects (failing the test if it cannot within 10 s). */
TestClient *test_client_connect  (const char *uri, GTlsCertificate *pinned);
void        test_client_free     (TestClient *tc);
/* Runs the main loop until a message of `type` arrives after the cursor (the
 * cursor moves past it) or `seconds` pass (then FALSE).  *msg is parsed from
 * the frame; clear it with vik_msg_clear. */
gboolean    test_client_wait     (TestClient *tc, VikMsgType type, double seconds, VikMsg *msg);
/* Runs the main loop for `seconds`. */
void        net_test_spin        (double seconds);
/* The tokens of a game just created by tc: tokens[] gets one per seat ("" for none). */
char       *test_client_create   (TestClient *tc, int players, const char *const *seats, gint64 turn_time,
                                  const char *on_deadline, char **tokens);

/* Replays the server's game from its seed and checks every frame a client
 * received: each view (welcome, update) equals, in everything public, the
 * game after that many actions; and nothing secret is in any frame: not the
 * generator's state or increment, not the pile's order, not the seed (nor the
 * salt) before the game is over.  Returns the number of views checked. */
guint      net_test_check_frames (const VikGame *real, const char *salt, GPtrArray *frames);

/* Starts the viktory-server binary named by $VIKTORY_SERVER on 127.0.0.1 (any
 * free port) with these extra arguments (NULL-terminated); *uri gets the
 * address it printed.  The server dies with the test. */
GSubprocess *net_test_spawn_server (const char *dir, const char *const *extra, char **uri);
/* If not 0: the servers spawned get this RLIMIT_NOFILE (soft and hard). */
extern guint net_test_server_nofile;
/* Plays a whole game of human seats through clients at `uri` (each acting
 * with the aggressive policy when its seat decides, conceding late); returns
 * the number of actions.  The clients trust `pinned` for wss://. */
gint64     net_test_play_game    (const char *uri, GTlsCertificate *pinned, int players);
