/* vik-host-server.c: the game server inside the application (see the header). */
#include "config.h"

#include "vik-host-server.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <glib/gi18n-lib.h>

/* One per process: the application's (a test's) only server. */
static VikServer *hosted;

char *
vik_host_server_data_dir (void)
{
  const char *env = g_getenv ("VIKTORY_HOST_DIR");

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "viktory", "server", NULL);
}

VikServer *
vik_host_server_ensure (guint port, GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;
  VikServerOptions options = { 0 };
  VikServer *server;

  if (hosted != NULL)
    return hosted;
  dir = vik_host_server_data_dir ();
  name = g_strdup_printf (_("VIKTORY II on %s"), g_get_host_name ());
  options.data_dir = dir;
  options.allow_create = TRUE;
  options.advertise = name;
  server = vik_server_new (&options, error);
  if (server == NULL)
    return NULL;
  if (!vik_server_listen (server, NULL, port, error))
    {
      vik_server_free (server);
      return NULL;
    }
  hosted = server;
  return hosted;
}

VikServer *
vik_host_server_get (void)
{
  return hosted;
}

void
vik_host_server_stop (void)
{
  g_clear_pointer (&hosted, vik_server_free);
}

char *
vik_host_server_local_uri (void)
{
  g_return_val_if_fail (hosted != NULL, NULL);
  return g_strdup_printf ("ws://127.0.0.1:%u%s", vik_server_get_port (hosted), VIK_SERVER_PATH);
}

char *
vik_host_server_guess_address (void)
{
  struct ifaddrs *list = NULL;
  char *found = NULL;

  if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *i = list; i != NULL && found == NULL; i = i->ifa_next)
        {
          char text[INET_ADDRSTRLEN];
          if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET || (i->ifa_flags & IFF_LOOPBACK)
              || !(i->ifa_flags & IFF_UP))
            continue;
          if (inet_ntop (AF_INET, &((struct sockaddr_in *) i->ifa_addr)->sin_addr, text, sizeof text))
            found = g_strdup (text);
        }
      freeifaddrs (list);
    }
  return found != NULL ? found : g_strdup (g_get_host_name ());
}
