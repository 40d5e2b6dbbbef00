/* vik-server.h: the authoritative game server (docs/protocol.md).
 *
 * One server holds many games.  It speaks WebSocket (libsoup 3) at the path
 * /viktory, one JSON message per text frame.  It owns every game's secret seed,
 * draw pile and generator; a client acts only for the seat its token opens and
 * only when the engine says that seat decides; every accepted action is on disk
 * before any client hears of it.  It holds each game through VikRules and
 * its plugin (vik-games.h): it knows no game's rules.  Plain GLib: no GTK, so the game window can
 * run the same server in-process ("Host a game"). */
#pragma once

#include <gio/gio.h>
#include "vik-games.h"

G_BEGIN_DECLS

#define VIK_SERVER_PATH "/viktory"

typedef struct _VikServer VikServer;

typedef struct {
  const char *data_dir;        /* where games live; created if missing */
  guint max_games;             /* games awake at once (0: 1000); any number sleep on disk */
  guint sleep_after;           /* seconds a game nobody plays stays awake (0: 300) */
  gboolean allow_create;       /* may clients create games? */
  double rate_per_second;      /* messages a connection may send (0: 20) */
  double rate_burst;           /* ... in a burst (0: 40) */
  GTlsCertificate *tls;        /* NULL: plain ws:// */
  const char *advertise;       /* a name to advertise on the local network by DNS-SD, or NULL */
  /* The games clients may create (n_games of them); NULL: every game of
   * vik_games_all().  Games already in the data folder load whatever this says. */
  const VikGamePlugin *const *games;
  guint n_games;
  const char *server_id;       /* several servers behind a proxy: the prefix of every game id
                                * this one creates (vik_net_server_id_valid); NULL: none */
  const char *const *peers;    /* the other servers behind the proxy (ws://HOST:PORT/viktory,
                                * NULL-terminated; NULL: none): asked for their part of the
                                * lobby and of "your games" */
} VikServerOptions;

/* Loads every game in the data folder (games whose record is damaged are
 * reported with g_warning and skipped, never deleted). */
VikServer *vik_server_new        (const VikServerOptions *options, GError **error);
/* Listens on `address` (NULL: every interface) and `port` (0: any free port),
 * and advertises the server by DNS-SD if asked to (where Avahi runs). */
gboolean   vik_server_listen     (VikServer *server, const char *address, guint port, GError **error);
guint      vik_server_get_port   (VikServer *server);
gboolean   vik_server_is_tls     (VikServer *server);
guint      vik_server_n_games    (VikServer *server);   /* stored: awake and asleep */
guint      vik_server_n_awake    (VikServer *server);
guint      vik_server_n_clients  (VikServer *server);
/* The sequence number (actions accepted) of a game, -1 if the server has no such game. */
gint64     vik_server_game_seq   (VikServer *server, const char *game_id);
/* The authoritative state of a game (with its hidden part), NULL if none: for
 * the hosting window's own use and for tests, never for sending.  A game of
 * vik_server_game_rules (VIKTORY II: a VikGame). */
gconstpointer vik_server_game_state (VikServer *server, const char *game_id);
const VikRules *vik_server_game_rules (VikServer *server, const char *game_id);
/* The game a "create" names ("viktory2", "victory"), among those offered; NULL if none. */
const VikGamePlugin *vik_server_find_game (VikServer *server, const char *kind);
void       vik_server_free       (VikServer *server);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikServer, vik_server_free)

G_END_DECLS
