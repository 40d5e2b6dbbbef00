/* vik-host-server.c: the game server inside the application (see the header). */
#include "config.h"

#include "vik-host-server.h"
#include "vik-net-client.h"

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

/* ---------------------------------------------------------------- creating a game */

typedef struct {
  VikNetClient *client;
  VikHostGame setup;
  char *names[8], *kinds[8], *on_deadline, *game, *scenario;
  guint timeout;
} Creating;

static void
creating_free (Creating *c)
{
  g_clear_handle_id (&c->timeout, g_source_remove);
  if (c->client)
    {
      g_signal_handlers_disconnect_by_data (c->client, c);
      vik_net_client_close (c->client);
      g_object_unref (c->client);
    }
  for (int p = 0; p < 8; p++)
    {
      g_free (c->names[p]);
      g_free (c->kinds[p]);
    }
  g_free (c->on_deadline);
  g_free (c->game);
  g_free (c->scenario);
  g_free (c);
}

typedef struct {
  char *game;
  char **tokens;
} Created;

static void
created_free (Created *c)
{
  g_free (c->game);
  g_strfreev (c->tokens);
  g_free (c);
}

static void
on_created (VikNetClient *client, const VikMsg *msg, GTask *task)
{
  Creating *c = g_task_get_task_data (task);
  Created *out;

  if (msg->type == VIK_MSG_ERROR)
    {
      g_signal_handlers_disconnect_by_data (client, task);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, _("The server did not create the game: %s"),
                               msg->text);
      g_object_unref (task);
      return;
    }
  if (msg->type != VIK_MSG_CREATED)
    return;
  g_signal_handlers_disconnect_by_data (client, task);
  g_clear_handle_id (&c->timeout, g_source_remove);
  out = g_new0 (Created, 1);
  out->game = g_strdup (msg->game);
  out->tokens = g_new0 (char *, msg->players + 1);
  for (int p = 0; p < msg->players; p++)
    out->tokens[p] = g_strdup (msg->tokens[p]);
  g_task_return_pointer (task, out, (GDestroyNotify) created_free);
  g_object_unref (task);
}

static gboolean
create_too_slow (gpointer data)
{
  GTask *task = data;
  Creating *c = g_task_get_task_data (task);

  c->timeout = 0;
  g_signal_handlers_disconnect_by_data (c->client, task);
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, _("The server did not answer"));
  g_object_unref (task);
  return G_SOURCE_REMOVE;
}

static void
create_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  Creating *c = g_task_get_task_data (task);
  GError *error = NULL;

  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  g_signal_connect (c->client, "message", G_CALLBACK (on_created), task);
  c->timeout = g_timeout_add_seconds (10, create_too_slow, task);
  if (c->game == NULL)
    vik_net_client_create_game (c->client, c->setup.players, c->names, (const char *const *) c->kinds,
                                c->setup.turn_time, c->on_deadline);
  else
    vik_net_client_create_kind (c->client, c->game, c->scenario, c->setup.players, c->names,
                                (const char *const *) c->kinds, c->setup.turn_time, c->on_deadline);
}

void
vik_host_server_create_game (const VikHostGame *setup, GCancellable *cancellable, GAsyncReadyCallback callback,
                             gpointer user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  Creating *c = g_new0 (Creating, 1);
  g_autofree char *uri = NULL;

  g_task_set_task_data (task, c, (GDestroyNotify) creating_free);
  if (hosted == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, _("No game server is running"));
      g_object_unref (task);
      return;
    }
  c->setup = *setup;
  for (int p = 0; p < setup->players && p < 8; p++)
    {
      c->names[p] = g_strdup (setup->names[p]);
      c->kinds[p] = g_strdup (setup->kinds[p] ? setup->kinds[p] : "human");
    }
  c->on_deadline = g_strdup (setup->on_deadline ? setup->on_deadline : "skip");
  c->game = g_strdup (setup->game);
  c->scenario = g_strdup (setup->scenario);
  c->setup.game = c->setup.scenario = NULL;   /* the copies above are what stays */
  c->client = vik_net_client_new ();
  uri = vik_host_server_local_uri ();
  vik_net_client_connect_async (c->client, uri, cancellable, create_connected, task);
}

gboolean
vik_host_server_create_game_finish (GAsyncResult *result, char **game, char ***tokens, GError **error)
{
  Created *out = g_task_propagate_pointer (G_TASK (result), error);

  if (out == NULL)
    return FALSE;
  *game = g_steal_pointer (&out->game);
  *tokens = g_steal_pointer (&out->tokens);
  created_free (out);
  return TRUE;
}
