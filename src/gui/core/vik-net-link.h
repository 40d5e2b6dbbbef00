/* vik-net-link.h: invitation links and server addresses (docs/gui.md).
 *
 *   viktory://HOST:PORT/GAME?seat=TOKEN    an invitation: the seat TOKEN opens
 *   viktory://HOST:PORT/GAME?seat=open     the game's first open seat
 *   viktory://HOST:PORT/GAME               watch the game
 *   viktory://HOST:PORT, HOST:PORT, HOST   a server (its lobby lists its games)
 *   ws://HOST:PORT/viktory, wss://...      a server, as the protocol names it
 *
 * "&tls=1" (or wss://) means the server speaks TLS.  The port is 7766 when
 * not given.  Display-free: the join dialog, `viktory viktory://...` and the
 * host's invitations use it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VIK_NET_DEFAULT_PORT 7766

typedef struct {
  char *uri;       /* ws://HOST:PORT/viktory or wss://... */
  char *game;      /* 12 hex digits; NULL: a server, no game named */
  char *token;     /* 32 hex digits; "" to watch; NULL: claim an open seat */
} VikNetLink;

/* Reads a link or an address someone typed or pasted; the error says what
 * is wrong with it in a player's words. */
/* Is s exactly len lowercase hex digits (a game id, a seat's token)? */
gboolean  vik_net_link_is_hex     (const char *s, gsize len);
gboolean  vik_net_link_parse      (const char *text, VikNetLink *link, GError **error);
void      vik_net_link_clear      (VikNetLink *link);
/* viktory://HOST:PORT/GAME?seat=TOKEN (token NULL: "open", "": no seat). */
char     *vik_net_link_build      (const char *host, guint port, gboolean tls, const char *game,
                                   const char *token);
/* ws://HOST:PORT/viktory (wss:// with tls). */
char     *vik_net_link_server_uri (const char *host, guint port, gboolean tls);
/* The link to watch the game an invitation opens a seat of (the same
 * server and game, no seat), or NULL for no invitation. */
char     *vik_net_link_watch_of   (const char *invitation);
/* The watch link of a host's invitations (the first that is one), or NULL. */
char     *vik_net_link_watch_of_any (char *const *invitations);
/* HOST:PORT of a server uri, for people. */
char     *vik_net_link_describe_server (const char *uri);
/* HOST:PORT of a host's invitations (the address his friends join at), or NULL. */
char     *vik_net_link_invitations_address (char *const *invitations);
/* Does any seat have an invitation ("" is a seat without one)? */
gboolean  vik_net_link_any_invitation (char *const *invitations);

G_END_DECLS
