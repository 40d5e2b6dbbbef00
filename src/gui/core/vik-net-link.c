/* vik-net-link.c: invitation links and server addresses (see the header). */
#include "config.h"

#include "vik-net-link.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>

gboolean
vik_net_link_is_hex (const char *s, gsize len)
{
  if (s == NULL || strlen (s) != len)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isxdigit (s[i]) || g_ascii_isupper (s[i]))
      return FALSE;
  return TRUE;
}

static gboolean
refuse (GError **error, const char *text, const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("“%s” is not an invitation or an address: %s"),
               text, why);
  return FALSE;
}

char *
vik_net_link_server_uri (const char *host, guint port, gboolean tls)
{
  return g_uri_join (G_URI_FLAGS_NONE, tls ? "wss" : "ws", NULL, host, (int) port, "/viktory", NULL, NULL);
}

char *
vik_net_link_build (const char *host, guint port, gboolean tls, const char *game, const char *token)
{
  g_autofree char *path = g_strconcat ("/", game, NULL);
  g_autofree char *query = NULL;

  if (token == NULL || token[0])
    query = g_strdup_printf ("seat=%s%s", token ? token : "open", tls ? "&tls=1" : "");
  else if (tls)
    query = g_strdup ("tls=1");
  return g_uri_join (G_URI_FLAGS_NONE, "viktory", NULL, host, (int) port, path, query, NULL);
}

char *
vik_net_link_describe_server (const char *uri)
{
  g_autoptr (GUri) parsed = g_uri_parse (uri, G_URI_FLAGS_NONE, NULL);

  if (parsed == NULL || g_uri_get_host (parsed) == NULL)
    return g_strdup (uri);
  if (strchr (g_uri_get_host (parsed), ':'))
    return g_strdup_printf ("[%s]:%d", g_uri_get_host (parsed), g_uri_get_port (parsed));
  return g_strdup_printf ("%s:%d", g_uri_get_host (parsed), g_uri_get_port (parsed));
}

void
vik_net_link_clear (VikNetLink *link)
{
  g_clear_pointer (&link->uri, g_free);
  g_clear_pointer (&link->game, g_free);
  g_clear_pointer (&link->token, g_free);
}

/* The query's seat=... and tls=1. */
static gboolean
read_query (const char *text, const char *query, char **token, gboolean *tls, GError **error)
{
  g_autoptr (GHashTable) params = NULL;
  const char *seat;

  *token = g_strdup ("");
  if (query == NULL)
    return TRUE;
  params = g_uri_parse_params (query, -1, "&", G_URI_PARAMS_NONE, NULL);
  if (params == NULL)
    return refuse (error, text, _("its part after “?” cannot be read"));
  seat = g_hash_table_lookup (params, "seat");
  if (g_strcmp0 (g_hash_table_lookup (params, "tls"), "1") == 0)
    *tls = TRUE;
  if (seat == NULL)
    return TRUE;
  g_free (*token);
  *token = NULL;
  if (strcmp (seat, "open") == 0)
    return TRUE;
  if (!vik_net_link_is_hex (seat, 32))
    return refuse (error, text, _("its seat is not 32 hexadecimal digits"));
  *token = g_strdup (seat);
  return TRUE;
}

gboolean
vik_net_link_parse (const char *input, VikNetLink *link, GError **error)
{
  g_autofree char *text = g_strstrip (g_strdup (input ? input : ""));
  g_autofree char *full = NULL;
  g_autoptr (GUri) uri = NULL;
  g_autofree char *token = NULL;
  const char *scheme, *path, *host;
  gboolean tls = FALSE, protocol_uri;
  int port;

  memset (link, 0, sizeof *link);
  if (text[0] == '\0')
    return refuse (error, text, _("it is empty"));
  if (strlen (text) > 1000)
    return refuse (error, "…", _("it is far too long"));
  full = strstr (text, "://") ? g_strdup (text) : g_strconcat ("viktory://", text, NULL);
  uri = g_uri_parse (full, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || g_uri_get_host (uri) == NULL || g_uri_get_host (uri)[0] == '\0')
    return refuse (error, text, _("no server’s name or address can be read in it"));
  scheme = g_uri_get_scheme (uri);
  protocol_uri = g_ascii_strcasecmp (scheme, "ws") == 0 || g_ascii_strcasecmp (scheme, "wss") == 0;
  if (!protocol_uri && g_ascii_strcasecmp (scheme, "viktory") != 0)
    return refuse (error, text, _("it begins neither with viktory:// nor with ws:// or wss://"));
  if (g_uri_get_userinfo (uri) != NULL || g_uri_get_fragment (uri) != NULL)
    return refuse (error, text, _("it has parts a game’s address never has"));
  host = g_uri_get_host (uri);
  port = g_uri_get_port (uri) > 0 ? g_uri_get_port (uri) : VIK_NET_DEFAULT_PORT;
  path = g_uri_get_path (uri);
  if (protocol_uri)
    {
      tls = g_ascii_strcasecmp (scheme, "wss") == 0;
      if (path[0] && strcmp (path, "/viktory") != 0)
        return refuse (error, text, _("a game server’s address ends in /viktory"));
      link->uri = vik_net_link_server_uri (host, (guint) port, tls);
      return TRUE;
    }
  if (!read_query (text, g_uri_get_query (uri), &token, &tls, error))
    return FALSE;
  if (path[0] == '\0' || strcmp (path, "/") == 0)
    {
      link->uri = vik_net_link_server_uri (host, (guint) port, tls);
      return TRUE;    /* a server: its lobby */
    }
  if (!vik_net_link_is_hex (path + 1, 12))
    return refuse (error, text, _("its game is not 12 hexadecimal digits"));
  link->uri = vik_net_link_server_uri (host, (guint) port, tls);
  link->game = g_strdup (path + 1);
  link->token = g_steal_pointer (&token);
  return TRUE;
}

char *
vik_net_link_watch_of (const char *invitation)
{
  VikNetLink link;
  g_autoptr (GUri) parsed = NULL;
  char *watch = NULL;

  if (invitation == NULL || invitation[0] == '\0' || !vik_net_link_parse (invitation, &link, NULL))
    return NULL;
  parsed = g_uri_parse (invitation, G_URI_FLAGS_NONE, NULL);
  if (parsed != NULL && link.game != NULL)
    watch = vik_net_link_build (g_uri_get_host (parsed), (guint) g_uri_get_port (parsed),
                                g_str_has_prefix (link.uri, "wss:"), link.game, "");
  vik_net_link_clear (&link);
  return watch;
}

char *
vik_net_link_watch_of_any (char *const *invitations)
{
  for (int p = 0; invitations != NULL && invitations[p] != NULL; p++)
    {
      char *watch = vik_net_link_watch_of (invitations[p]);
      if (watch != NULL)
        return watch;
    }
  return NULL;
}

char *
vik_net_link_invitations_address (char *const *invitations)
{
  for (int p = 0; invitations != NULL && invitations[p] != NULL; p++)
    {
      VikNetLink link;
      char *address;
      if (invitations[p][0] == '\0' || !vik_net_link_parse (invitations[p], &link, NULL))
        continue;
      address = vik_net_link_describe_server (link.uri);
      vik_net_link_clear (&link);
      return address;
    }
  return NULL;
}

gboolean
vik_net_link_any_invitation (char *const *invitations)
{
  for (int p = 0; invitations != NULL && invitations[p] != NULL; p++)
    if (invitations[p][0] != '\0')
      return TRUE;
  return FALSE;
}
