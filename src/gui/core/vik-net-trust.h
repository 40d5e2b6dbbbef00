/* vik-net-trust.h: the servers a player chose to trust.
 *
 * A club's or a friend's server often has a certificate no known authority
 * signed; the player compares its fingerprint with the one its host gives and
 * trusts it.  That choice is kept between runs (like ssh's known_hosts) in
 * $XDG_DATA_HOME/viktory/trusted-servers.ini, one group per HOST:PORT holding
 * the certificate in PEM, so a game of weeks does not ask again after every
 * restart, and a server that later shows another certificate is named as
 * such.  Display-free. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The file (VIKTORY_TRUSTED_SERVERS overrides it, for tests). */
char            *vik_net_trust_path     (void);
/* The certificate trusted for the server of `uri` (ws://HOST:PORT/...), or
 * NULL; a damaged file is passed over with a warning naming it. */
GTlsCertificate *vik_net_trust_lookup   (const char *uri);
/* Trusts `certificate` for the server of `uri` from now on (written
 * atomically; replaces an earlier one for that server). */
gboolean         vik_net_trust_remember (const char *uri, GTlsCertificate *certificate, GError **error);

G_END_DECLS
