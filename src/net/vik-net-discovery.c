/* vik-net-discovery.c: DNS-SD advertising and browsing through Avahi (optional). */
#include "config.h"

#include "vik-net-discovery.h"
#include "vik-net-protocol.h"

#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>

#ifdef HAVE_AVAHI
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>
#endif

gboolean
vik_net_discovery_available (void)
{
#ifdef HAVE_AVAHI
  return TRUE;
#else
  return FALSE;
#endif
}

#ifndef HAVE_AVAHI

VikNetAdvert *
vik_net_advert_new (const char *name, guint port, gboolean tls, GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "This build has no Avahi (DNS-SD)");
  return NULL;
}

void vik_net_advert_free (VikNetAdvert *advert) { }
const char *vik_net_advert_get_name (VikNetAdvert *advert) { return NULL; }

VikNetBrowser *
vik_net_browse (VikNetFoundFunc func, gpointer user_data, GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "This build has no Avahi (DNS-SD)");
  return NULL;
}

void vik_net_browser_free (VikNetBrowser *browser) { }

#else

/* ------------------------------------------------------------ advertising */

struct _VikNetAdvert {
  AvahiGLibPoll *poll;
  AvahiClient *client;
  AvahiEntryGroup *group;
  char *name;
  guint16 port;
  gboolean tls;
  gboolean established;
};

static void publish (VikNetAdvert *advert);

static void
group_changed (AvahiEntryGroup *group, AvahiEntryGroupState state, void *data)
{
  VikNetAdvert *advert = data;

  if (state == AVAHI_ENTRY_GROUP_ESTABLISHED)
    advert->established = TRUE;
  else if (state == AVAHI_ENTRY_GROUP_COLLISION)
    {
      /* Another server took the name: "NAME #2". */
      char *other = avahi_alternative_service_name (advert->name);
      g_free (advert->name);
      advert->name = g_strdup (other);
      avahi_free (other);
      advert->established = FALSE;
      publish (advert);
    }
}

static void
publish (VikNetAdvert *advert)
{
  g_autofree char *protocol = g_strdup_printf ("protocol=%d", VIK_NET_PROTOCOL_VERSION);
  int ret;

  if (!advert->group)
    advert->group = avahi_entry_group_new (advert->client, group_changed, advert);
  if (!advert->group)
    return;
  avahi_entry_group_reset (advert->group);
  ret = avahi_entry_group_add_service (advert->group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0, advert->name,
                                       VIK_NET_SERVICE_TYPE, NULL, NULL, advert->port, "path=/viktory",
                                       advert->tls ? "tls=1" : "tls=0", protocol, NULL);
  if (ret == AVAHI_ERR_COLLISION)
    {
      group_changed (advert->group, AVAHI_ENTRY_GROUP_COLLISION, advert);
      return;
    }
  if (ret < 0 || avahi_entry_group_commit (advert->group) < 0)
    g_debug ("DNS-SD: cannot advertise “%s”: %s", advert->name, avahi_strerror (ret < 0 ? ret
               : avahi_client_errno (advert->client)));
}

static void
advert_client_changed (AvahiClient *client, AvahiClientState state, void *data)
{
  VikNetAdvert *advert = data;

  advert->client = client;   /* called from within avahi_client_new already */
  switch (state)
    {
    case AVAHI_CLIENT_S_RUNNING:
      publish (advert);
      break;
    case AVAHI_CLIENT_S_COLLISION:
    case AVAHI_CLIENT_S_REGISTERING:
      if (advert->group)
        avahi_entry_group_reset (advert->group);
      advert->established = FALSE;
      break;
    case AVAHI_CLIENT_FAILURE:
      /* The daemon went away: with NO_FAIL the client waits for it to return. */
      advert->established = FALSE;
      if (advert->group)
        {
          avahi_entry_group_free (advert->group);
          advert->group = NULL;
        }
      break;
    default:
      break;
    }
}

VikNetAdvert *
vik_net_advert_new (const char *name, guint port, gboolean tls, GError **error)
{
  VikNetAdvert *advert = g_new0 (VikNetAdvert, 1);
  int err = 0;

  advert->name = g_utf8_make_valid (name, MIN (strlen (name), 60));
  advert->port = (guint16) port;
  advert->tls = tls;
  advert->poll = avahi_glib_poll_new (g_main_context_get_thread_default (), G_PRIORITY_DEFAULT);
  advert->client = avahi_client_new (avahi_glib_poll_get (advert->poll), AVAHI_CLIENT_NO_FAIL,
                                     advert_client_changed, advert, &err);
  if (!advert->client)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "DNS-SD (Avahi): %s", avahi_strerror (err));
      advert->group = NULL;
      vik_net_advert_free (advert);
      return NULL;
    }
  return advert;
}

void
vik_net_advert_free (VikNetAdvert *advert)
{
  if (!advert)
    return;
  if (advert->client)
    avahi_client_free (advert->client);   /* frees the group too */
  if (advert->poll)
    avahi_glib_poll_free (advert->poll);
  g_free (advert->name);
  g_free (advert);
}

const char *
vik_net_advert_get_name (VikNetAdvert *advert)
{
  return advert && advert->established ? advert->name : NULL;
}

/* ------------------------------------------------------------ browsing */

struct _VikNetBrowser {
  AvahiGLibPoll *poll;
  AvahiClient *client;
  AvahiServiceBrowser *browser;
  VikNetFoundFunc func;
  gpointer user_data;
};

/* The value of "key=" in a TXT record list, or NULL. */
static char *
txt_value (AvahiStringList *txt, const char *key)
{
  AvahiStringList *entry = avahi_string_list_find (txt, key);
  char *k = NULL, *v = NULL, *out;

  if (!entry || avahi_string_list_get_pair (entry, &k, &v, NULL) < 0)
    return NULL;
  out = v ? g_strndup (v, 64) : NULL;
  avahi_free (k);
  avahi_free (v);
  return out;
}

static void
resolved (AvahiServiceResolver *r, AvahiIfIndex interface, AvahiProtocol protocol, AvahiResolverEvent event,
          const char *name, const char *type, const char *domain, const char *host, const AvahiAddress *address,
          uint16_t port, AvahiStringList *txt, AvahiLookupResultFlags flags, void *data)
{
  VikNetBrowser *browser = data;

  if (event == AVAHI_RESOLVER_FOUND && address)
    {
      char text[AVAHI_ADDRESS_STR_MAX];
      g_autofree char *path = txt_value (txt, "path"), *tls = txt_value (txt, "tls");
      g_autofree char *protocol_text = txt_value (txt, "protocol");
      g_autofree char *valid_name = g_utf8_make_valid (name, -1), *valid_host = g_utf8_make_valid (host, -1);
      VikNetFound found = { 0 };

      avahi_address_snprint (text, sizeof text, address);
      found.name = valid_name;
      found.host = valid_host;
      found.address = text;
      found.port = port;
      /* Only a path of our own shape is taken: the record comes from the network. */
      found.path = path && g_str_has_prefix (path, "/") && strspn (path + 1, "abcdefghijklmnopqrstuvwxyz") ==
                   strlen (path + 1) ? path : "/viktory";
      found.tls = g_strcmp0 (tls, "1") == 0;
      found.protocol = protocol_text ? (int) CLAMP (g_ascii_strtoll (protocol_text, NULL, 10), 0, 1000) : 0;
      browser->func (&found, FALSE, browser->user_data);
    }
  avahi_service_resolver_free (r);
}

static void
browsed (AvahiServiceBrowser *b, AvahiIfIndex interface, AvahiProtocol protocol, AvahiBrowserEvent event,
         const char *name, const char *type, const char *domain, AvahiLookupResultFlags flags, void *data)
{
  VikNetBrowser *browser = data;

  if (event == AVAHI_BROWSER_NEW)
    avahi_service_resolver_new (browser->client, interface, protocol, name, type, domain, AVAHI_PROTO_UNSPEC, 0,
                                resolved, browser);
  else if (event == AVAHI_BROWSER_REMOVE)
    {
      g_autofree char *valid_name = g_utf8_make_valid (name, -1);
      VikNetFound found = { .name = valid_name };
      browser->func (&found, TRUE, browser->user_data);
    }
}

static void
browser_client_changed (AvahiClient *client, AvahiClientState state, void *data)
{
  VikNetBrowser *browser = data;

  browser->client = client;
  if (state == AVAHI_CLIENT_S_RUNNING && !browser->browser)
    browser->browser = avahi_service_browser_new (client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                                  VIK_NET_SERVICE_TYPE, NULL, 0, browsed, browser);
  else if (state == AVAHI_CLIENT_FAILURE && browser->browser)
    {
      avahi_service_browser_free (browser->browser);
      browser->browser = NULL;
    }
}

VikNetBrowser *
vik_net_browse (VikNetFoundFunc func, gpointer user_data, GError **error)
{
  VikNetBrowser *browser = g_new0 (VikNetBrowser, 1);
  int err = 0;

  browser->func = func;
  browser->user_data = user_data;
  browser->poll = avahi_glib_poll_new (g_main_context_get_thread_default (), G_PRIORITY_DEFAULT);
  browser->client = avahi_client_new (avahi_glib_poll_get (browser->poll), AVAHI_CLIENT_NO_FAIL,
                                      browser_client_changed, browser, &err);
  if (!browser->client)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "DNS-SD (Avahi): %s", avahi_strerror (err));
      browser->browser = NULL;
      vik_net_browser_free (browser);
      return NULL;
    }
  return browser;
}

void
vik_net_browser_free (VikNetBrowser *browser)
{
  if (!browser)
    return;
  if (browser->client)
    avahi_client_free (browser->client);   /* frees the browser and resolvers too */
  if (browser->poll)
    avahi_glib_poll_free (browser->poll);
  g_free (browser);
}

#endif
