/* test-net-discovery.c: a server advertises itself by DNS-SD and a browser on
 * the same machine finds it, connects to the address it found, and sees it
 * leave.  Needs a running avahi-daemon: where none runs and the test may start
 * one (as root, with dbus-daemon and avahi-daemon installed), it starts a
 * private system bus and an avahi-daemon on it for the test's time; otherwise
 * it is skipped and says why. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "net-test-util.h"
#include "vik-net-discovery.h"

typedef struct {
  char *name;
  char *address;
  guint port;
  gboolean tls;
  int protocol;
  char *path;
  gboolean found;
  gboolean gone;
} Looking;

static void
on_found (const VikNetFound *found, gboolean gone, gpointer data)
{
  Looking *l = data;

  if (strcmp (found->name, l->name) != 0)
    return;
  if (gone)
    {
      l->gone = TRUE;
      return;
    }
  /* Prefer the loopback address where both are offered. */
  if (l->found && g_strcmp0 (l->address, "127.0.0.1") == 0)
    return;
  g_free (l->address);
  g_free (l->path);
  l->address = g_strdup (found->address);
  l->path = g_strdup (found->path);
  l->port = found->port;
  l->tls = found->tls;
  l->protocol = found->protocol;
  l->found = TRUE;
}

static gboolean
wait_for (gboolean *flag, double seconds)
{
  gint64 until = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (!*flag && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE) || (g_usleep (10000), TRUE);
  return *flag;
}

static const char bus_config[] =
  "<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
  " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
  "<busconfig><type>system</type><listen>unix:path=%s</listen><auth>EXTERNAL</auth>\n"
  "<policy context=\"default\"><allow user=\"*\"/><allow own=\"*\"/>\n"
  "<allow send_type=\"method_call\"/><allow send_type=\"signal\"/><allow send_type=\"method_return\"/>\n"
  "<allow send_type=\"error\"/><allow receive_type=\"method_call\"/><allow receive_type=\"signal\"/>\n"
  "<allow receive_type=\"method_return\"/><allow receive_type=\"error\"/></policy></busconfig>\n";

static const char avahi_config[] =
  "[server]\nuse-ipv4=yes\nuse-ipv6=no\nenable-dbus=yes\n[publish]\npublish-hinfo=no\npublish-workstation=no\n";

/* A private system bus and avahi-daemon for the test, or a reason why not. */
static gboolean
start_daemons (const char *dir, GSubprocess **bus, GSubprocess **avahi, char **why)
{
  g_autofree char *socket = g_build_filename (dir, "bus", NULL);
  g_autofree char *bus_file = g_build_filename (dir, "bus.conf", NULL);
  g_autofree char *avahi_file = g_build_filename (dir, "avahi.conf", NULL);
  g_autofree char *config = g_strdup_printf (bus_config, socket);
  g_autofree char *address = g_strdup_printf ("unix:path=%s", socket);
  g_autofree char *dbus_daemon = g_find_program_in_path ("dbus-daemon");
  g_autofree char *avahi_daemon = g_find_program_in_path ("avahi-daemon");
  g_autoptr (GError) error = NULL;

  if (!dbus_daemon && g_file_test ("/usr/bin/dbus-daemon", G_FILE_TEST_IS_EXECUTABLE))
    dbus_daemon = g_strdup ("/usr/bin/dbus-daemon");
  if (!avahi_daemon && g_file_test ("/usr/sbin/avahi-daemon", G_FILE_TEST_IS_EXECUTABLE))
    avahi_daemon = g_strdup ("/usr/sbin/avahi-daemon");
  if (!dbus_daemon || !avahi_daemon)
    {
      *why = g_strdup ("dbus-daemon or avahi-daemon is not installed");
      return FALSE;
    }
  if (geteuid () != 0)
    {
      *why = g_strdup ("no avahi-daemon runs, and only root may start one");
      return FALSE;
    }
  g_assert_true (g_file_set_contents (bus_file, config, -1, NULL));
  g_assert_true (g_file_set_contents (avahi_file, avahi_config, -1, NULL));
  *bus = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                           dbus_daemon, "--config-file", bus_file, "--nofork", NULL);
  g_assert_no_error (error);
  for (int i = 0; i < 100 && !g_file_test (socket, G_FILE_TEST_EXISTS); i++)
    g_usleep (20000);
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", address, TRUE);
  *avahi = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                             avahi_daemon, "-f", avahi_file, "--no-rlimits", "--no-drop-root", "--no-chroot",
                             "--no-proc-title", NULL);
  g_assert_no_error (error);
  /* It may refuse to run (another daemon's, a kernel without multicast). */
  {
    gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC;
    while (g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, FALSE) || (g_usleep (10000), TRUE);
  }
  if (!g_subprocess_get_identifier (*avahi))
    {
      *why = g_strdup ("avahi-daemon did not start here");
      return FALSE;
    }
  return TRUE;
}

/* Is an avahi-daemon of the system's running (its pid file names a live process)? */
static gboolean
system_daemon_runs (void)
{
  g_autofree char *text = NULL;
  int pid;

  if (!g_file_get_contents ("/run/avahi-daemon/pid", &text, NULL, NULL))
    return FALSE;
  pid = atoi (text);
  return pid > 0 && kill (pid, 0) == 0;
}

static void
test_advertise_and_browse (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *why = NULL, *uri = NULL;
  g_autoptr (GSubprocess) bus = NULL;
  g_autoptr (GSubprocess) avahi = NULL;
  g_autoptr (VikNetBrowser) browser = NULL;
  g_autoptr (GError) error = NULL;
  VikServerOptions options = { .data_dir = games, .allow_create = TRUE };
  Looking l = { 0 };
  VikServer *server;
  TestClient *tc;
  VikMsg msg;

  if (!vik_net_discovery_available ())
    {
      g_test_skip ("built without Avahi (libavahi-client-dev, libavahi-glib-dev)");
      net_test_remove_dir (dir);
      return;
    }
  /* A daemon already running (a desktop, or CI that started one) is used as it is. */
  if (!system_daemon_runs () && !start_daemons (dir, &bus, &avahi, &why))
    {
      if (avahi)
        g_subprocess_force_exit (avahi);
      if (bus)
        {
          g_subprocess_send_signal (bus, SIGTERM);
          g_subprocess_wait (bus, NULL, NULL);
        }
      g_test_skip (why);
      net_test_remove_dir (dir);
      return;
    }
  l.name = g_strdup_printf ("VIKTORY test %d", (int) getpid ());
  options.advertise = l.name;
  server = vik_server_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_server_listen (server, NULL, 0, &error));
  g_assert_no_error (error);

  browser = vik_net_browse (on_found, &l, &error);
  g_assert_no_error (error);
  if (!wait_for (&l.found, 20))
    g_error ("the browser did not find “%s” in 20 s", l.name);
  g_assert_cmpuint (l.port, ==, vik_server_get_port (server));
  g_assert_cmpstr (l.path, ==, "/viktory");
  g_assert_false (l.tls);
  g_assert_cmpint (l.protocol, ==, VIK_NET_PROTOCOL_VERSION);
  g_test_message ("found “%s” at %s:%u", l.name, l.address, l.port);

  /* The address found leads to the server. */
  uri = g_strdup_printf (strchr (l.address, ':') ? "ws://[%s]:%u%s" : "ws://%s:%u%s", l.address, l.port, l.path);
  tc = test_client_connect (uri, NULL);
  vik_net_client_send_raw (tc->client, "{\"type\":\"ping\"}", 15);
  g_assert_true (test_client_wait (tc, VIK_MSG_PONG, 10, &msg));
  vik_msg_clear (&msg);
  test_client_free (tc);

  /* A server that stops leaves the list. */
  vik_server_free (server);
  g_assert_true (wait_for (&l.gone, 20));

  g_clear_pointer (&browser, vik_net_browser_free);
  if (avahi)
    {
      g_subprocess_send_signal (avahi, SIGTERM);
      g_subprocess_wait (avahi, NULL, NULL);
    }
  if (bus)
    {
      g_subprocess_send_signal (bus, SIGTERM);
      g_subprocess_wait (bus, NULL, NULL);
    }
  g_free (l.name);
  g_free (l.address);
  g_free (l.path);
  net_test_remove_dir (games);
  net_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_func ("/net/discovery/advertise-and-browse", test_advertise_and_browse);
  return g_test_run ();
}
