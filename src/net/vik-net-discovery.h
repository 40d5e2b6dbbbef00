/* vik-net-discovery.h: servers on the local network, by DNS-SD (Avahi).
 *
 * A server advertises itself as a service of type _viktory._tcp with the TXT
 * entries path=/viktory, tls=0|1 and protocol=N (VIK_NET_PROTOCOL_VERSION);
 * the game window's "Join a game" browses for them.  Avahi is optional: built
 * without it, or where no avahi-daemon runs, advertising fails with an error
 * the caller may ignore and browsing finds nothing. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VIK_NET_SERVICE_TYPE "_viktory._tcp"

/* Was this build made with Avahi? */
gboolean vik_net_discovery_available (void);

typedef struct _VikNetAdvert VikNetAdvert;

/* Advertises `name` (made unique by Avahi if taken) on `port`.  Works in the
 * thread-default main context; if the daemon is not running yet, the
 * advertisement appears when it starts. */
VikNetAdvert *vik_net_advert_new  (const char *name, guint port, gboolean tls, GError **error);
void          vik_net_advert_free (VikNetAdvert *advert);
/* The name under which the service is advertised (after any collision), or NULL until it is. */
const char   *vik_net_advert_get_name (VikNetAdvert *advert);

typedef struct {
  const char *name;       /* the service's name, as shown to people */
  const char *host;       /* its host name (NAME.local) */
  const char *address;    /* an IP address, for ws://ADDRESS:PORT/PATH */
  guint port;
  const char *path;       /* "/viktory" */
  gboolean tls;           /* wss:// */
  int protocol;           /* the protocol version it speaks, 0 if it did not say */
} VikNetFound;

/* `gone` FALSE: a server appeared (or was resolved again); TRUE: the named one left
 * (only `name` is set then). */
typedef void (*VikNetFoundFunc) (const VikNetFound *found, gboolean gone, gpointer user_data);

typedef struct _VikNetBrowser VikNetBrowser;

VikNetBrowser *vik_net_browse        (VikNetFoundFunc func, gpointer user_data, GError **error);
void           vik_net_browser_free  (VikNetBrowser *browser);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikNetAdvert, vik_net_advert_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikNetBrowser, vik_net_browser_free)

G_END_DECLS
