/* vik-net-games.h: "Your games": the network games the player holds a seat
 * in, kept in a small key file in the user's data folder, and what their
 * servers say of them (whose turn it is, the deadline).
 *
 * The file (docs/gui.md, "Your games") is written atomically
 * (vik_file_write_atomic) and read bounded; every value is checked, and an
 * entry with a bad one is passed over with a warning naming the file, the
 * group and the key.  Display-free: the start screen lists them, the
 * application asks their servers now and then and tells the player when his
 * turn has come. */
#pragma once

#include <gio/gio.h>

#include "vik-net-protocol.h"

G_BEGIN_DECLS

#define VIK_NET_GAMES_MAX 256            /* entries kept */
#define VIK_NET_GAMES_MAX_BYTES (256 * 1024)

typedef struct {
  char *uri;            /* ws://HOST:PORT/viktory (wss://) */
  char *game;           /* 12 hex digits */
  char *token;          /* 32 hex digits: the seat's invitation */
  int seat;             /* the seat it opens (-1: not known yet) */
  char *name;           /* its player's name, when known */
  char *kind;           /* the game played: "viktory2", "victory" (NULL: not known, VIKTORY II
                         * for entries written before Victory was played over the network) */
  gboolean hosted;      /* on the server this application hosts (started to play it) */
  guint port;           /* that server's port */
  char **invitations;   /* the host's: one link per seat, "" for a seat without one
                         * (NULL-terminated; NULL for a game not hosted here) */
  gint64 added;         /* Unix seconds */
  /* what its server said (vik_net_games_query) */
  VikGameSummary *summary;   /* NULL: nothing heard */
  char *problem;             /* why nothing was heard, in words */
} VikNetGameEntry;

void        vik_net_game_entry_free (VikNetGameEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikNetGameEntry, vik_net_game_entry_free)
/* $VIKTORY_NET_GAMES, else g_get_user_data_dir()/viktory/network-games.ini. */
char       *vik_net_games_path      (void);
/* The entries of the file, newest first (a missing file: none). */
GPtrArray  *vik_net_games_load      (const char *path, GError **error);
gboolean    vik_net_games_save      (const char *path, GPtrArray *entries, GError **error);
/* Adds an entry, replacing one of the same server, game and seat (or token). */
gboolean    vik_net_games_remember  (const char *path, const VikNetGameEntry *entry, GError **error);
gboolean    vik_net_games_forget    (const char *path, const char *uri, const char *game, GError **error);
/* After a join with a seat's token: the game is one of "your games" (of
 * `kind`, its player `name`, may be NULL); the host's entry keeps what it
 * had (hosted, port, invitations).  The entry as remembered (free it with
 * vik_net_game_entry_free), or NULL when watching (token NULL or ""):
 * nothing to come back to.  A file that cannot be written is warned about. */
VikNetGameEntry *vik_net_games_remember_join (const char *uri, const char *game, const char *token, int seat,
                                              const char *kind, const char *name);
/* The entry of that server and game with that seat token (NULL: any seat;
 * one computer may hold two seats of a game, the host's and a guest's), or
 * NULL. */
VikNetGameEntry *vik_net_games_find (GPtrArray *entries, const char *uri, const char *game, const char *token);

/* Asks each server (all at once, each at most `seconds`) which of the
 * entries' games wait for whom: fills each entry's summary, or its problem. */
void        vik_net_games_query        (GPtrArray *entries, double seconds, GCancellable *cancellable,
                                        GAsyncReadyCallback callback, gpointer user_data);
gboolean    vik_net_games_query_finish (GAsyncResult *result, GError **error);

/* One line for the start screen: "Ann, Bob, Cid · turn 4 · your turn · 2 days left". */
char       *vik_net_game_entry_describe (const VikNetGameEntry *entry, gint64 now);
/* The game an entry is of: what its server last said, else what was kept,
 * else "viktory2".  And that game's name, for people ("Victory"). */
const char *vik_net_game_entry_kind      (const VikNetGameEntry *entry);
const char *vik_net_game_entry_game_name (const VikNetGameEntry *entry);
/* Is it the entry's seat's decision now (as last heard)? */
gboolean    vik_net_game_entry_my_turn  (const VikNetGameEntry *entry);
/* "2 days 3 hours", "5 hours 10 minutes", "4 minutes" (at least a minute). */
char       *vik_net_describe_time_left  (gint64 seconds);
/* Who said a chat line, as the Chat tab shows it: the name, and for a line
 * said more than two minutes before `now` (kept by the server while the
 * player was away) its local time: "Bjorn (Mon 23 Nov, 18:02)". */
char       *vik_net_chat_speaker        (const char *name, gint64 when, gint64 now);
/* TRUE for a line said more than two minutes before `now`. */
gboolean    vik_net_chat_is_earlier     (gint64 when, gint64 now);

G_END_DECLS
