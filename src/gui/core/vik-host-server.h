/* vik-host-server.h: the game server "Host a game" runs inside the
 * application (the same VikServer as viktory-server, docs/protocol.md).
 *
 * One per process, started on demand on the port the host chose, its games
 * in the user's data folder (so a game hosted last week is served again when
 * its host opens it), advertised on the local network where Avahi runs.  It
 * serves while the application runs (docs/gui.md, "Hosting").  GTK-free. */
#pragma once

#include "vik-server.h"

G_BEGIN_DECLS

/* $VIKTORY_HOST_DIR, else g_get_user_data_dir()/viktory/server. */
char      *vik_host_server_data_dir  (void);
/* The running server, or a new one listening on every interface at `port`
 * (0: any free port).  A server already running is returned as it is, on its
 * own port. */
VikServer *vik_host_server_ensure    (guint port, GError **error);
/* The running server, or NULL. */
VikServer *vik_host_server_get       (void);
void       vik_host_server_stop      (void);
/* ws://127.0.0.1:PORT/viktory: how this application reaches its own server. */
char      *vik_host_server_local_uri (void);
/* An address of this machine others on the network can reach: its first
 * IPv4 address that is not the loopback, else its host name. */
char      *vik_host_server_guess_address (void);

/* A game created on the running server: one kind per seat ("human",
 * "open", "computer:LEVEL"), the turn time in seconds (0: none) and what
 * happens when it runs out ("skip", "computer:LEVEL"); the game played
 * ("viktory2", "victory"; NULL: VIKTORY II) and its start (Victory: a
 * preset's id; NULL: the game's default). */
typedef struct {
  int players;
  const char *names[8];
  const char *kinds[8];
  gint64 turn_time;
  const char *on_deadline;
  const char *game;
  const char *scenario;
} VikHostGame;

void       vik_host_server_create_game        (const VikHostGame *setup, GCancellable *cancellable,
                                               GAsyncReadyCallback callback, gpointer user_data);
/* The new game's id, and tokens[] (one per seat: "" for a seat without one);
 * free with g_free and g_strfreev. */
gboolean   vik_host_server_create_game_finish (GAsyncResult *result, char **game, char ***tokens,
                                               GError **error);

G_END_DECLS
