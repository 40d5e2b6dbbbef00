/* viktory-server: the headless game server for a club or a public host.
 *
 *   viktory-server --data-dir DIR [--port N] [--listen ADDRESS] [--tls-cert F --tls-key F]
 *                  [--name NAME | --no-advertise] [--max-games N] [--sleep-after SECONDS]
 *                  [--server-id ID [--peer ws://HOST:PORT/viktory]...]
 *
 * Prints "Listening on ws://ADDRESS:PORT/viktory" once it listens (with
 * --port 0 the port is chosen by the system, so tests read it there). */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <sys/resource.h>
#include <glib-unix.h>
#include <glib/gi18n.h>

#include <errno.h>

#include "vik-locale.h"
#include "vik-server.h"

static gboolean
quit (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

int
main (int argc, char **argv)
{
  g_autofree char *data_dir = NULL, *listen = NULL, *cert = NULL, *key = NULL;
  int port = 7766, max_games = 1000, sleep_after = 300;
  double rate = 20;
  gboolean no_create = FALSE, no_advertise = FALSE;
  g_autofree char *advertise_name = NULL, *server_id = NULL;
  g_auto (GStrv) peers = NULL;
  GOptionEntry entries[] = {
    { "data-dir", 'd', 0, G_OPTION_ARG_FILENAME, &data_dir, N_("Folder of the games (created if missing)"), N_("DIR") },
    { "port", 'p', 0, G_OPTION_ARG_INT, &port, N_("Port to listen on (0: any free port)"), N_("N") },
    { "listen", 'l', 0, G_OPTION_ARG_STRING, &listen, N_("Address to listen on (default: every interface)"), N_("ADDRESS") },
    { "max-games", 0, 0, G_OPTION_ARG_INT, &max_games, N_("Most games in play (in memory) at once; any number sleep on disk"), N_("N") },
    { "sleep-after", 0, 0, G_OPTION_ARG_INT, &sleep_after, N_("Seconds a game nobody is connected to stays in memory (default 300)"), N_("SECONDS") },
    { "rate", 0, 0, G_OPTION_ARG_DOUBLE, &rate, N_("Messages a connection may send per second (twice that in a burst)"), N_("N") },
    { "server-id", 0, 0, G_OPTION_ARG_STRING, &server_id, N_("Several servers behind one proxy: this server's id (1 to 4 lowercase hex digits), the start of every game id it creates"), N_("ID") },
    { "peer", 0, 0, G_OPTION_ARG_STRING_ARRAY, &peers, N_("Several servers behind one proxy: another one's address (ws://HOST:PORT/viktory), asked for its games in the lobby and in “your games” (repeat for each)"), N_("URL") },
    { "no-create", 0, 0, G_OPTION_ARG_NONE, &no_create, N_("Clients may not create games"), NULL },
    { "name", 0, 0, G_OPTION_ARG_STRING, &advertise_name, N_("Name shown to players on the local network"), N_("NAME") },
    { "no-advertise", 0, 0, G_OPTION_ARG_NONE, &no_advertise, N_("Do not advertise the server on the local network (DNS-SD)"), NULL },
    { "tls-cert", 0, 0, G_OPTION_ARG_FILENAME, &cert, N_("TLS certificate (PEM), for wss://"), N_("FILE") },
    { "tls-key", 0, 0, G_OPTION_ARG_FILENAME, &key, N_("TLS private key (PEM)"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GTlsCertificate) tls = NULL;
  g_autoptr (VikServer) server = NULL;
  g_autoptr (GMainLoop) loop = NULL;
  VikServerOptions options = { 0 };

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, vik_locale_dir ());   /* the build tree's when run from one */
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_option_context_set_summary (context, _("Serves VIKTORY II games over the network (docs/protocol.md)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (!data_dir || port < 0 || port > 65535 || max_games < 1 || sleep_after < 1 || (!cert != !key))
    {
      g_printerr ("%s\n", _("Give --data-dir, a port from 0 to 65535, and both --tls-cert and --tls-key or neither."));
      return 2;
    }
  if (cert)
    {
      tls = g_tls_certificate_new_from_files (cert, key, &error);
      if (!tls)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  options.data_dir = data_dir;
  options.max_games = (guint) max_games;
  options.sleep_after = (guint) sleep_after;
  {
    /* One descriptor a connection and one a game in play: as many as allowed. */
    struct rlimit limit;
    if (getrlimit (RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max)
      {
        limit.rlim_cur = limit.rlim_max;
        if (setrlimit (RLIMIT_NOFILE, &limit) != 0)
          g_printerr ("Cannot raise the limit of open files: %s\n", g_strerror (errno));
      }
  }
  options.allow_create = !no_create;
  options.server_id = server_id;
  options.peers = (const char *const *) peers;
  options.rate_per_second = CLAMP (rate, 1, 1e6);
  options.rate_burst = 2 * options.rate_per_second;
  options.tls = tls;
  if (!advertise_name)
    advertise_name = g_strdup_printf (_("VIKTORY II on %s"), g_get_host_name ());
  options.advertise = no_advertise ? NULL : advertise_name;
  server = vik_server_new (&options, &error);
  if (!server || !vik_server_listen (server, listen, (guint) port, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("Listening on %s://%s:%u%s (%u games)%s\n", tls ? "wss" : "ws", listen ? listen : "0.0.0.0",
           vik_server_get_port (server), VIK_SERVER_PATH, vik_server_n_games (server),
           tls ? "" : _(" — without TLS: traffic is not encrypted"));
  fflush (stdout);   /* whoever started us may be waiting for that line on a pipe */
  loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGINT, quit, loop);
  g_unix_signal_add (SIGTERM, quit, loop);
  g_main_loop_run (loop);
  return 0;
}
