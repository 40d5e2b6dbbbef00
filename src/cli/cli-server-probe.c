/* cli-server-probe.c: what net-bench learns of the server it measures:
 * from /proc (CPU, memory, descriptors), and as a new client sees it (the
 * time to a welcome). */
#include "config.h"

#include "cli-server-probe.h"
#include "cli.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "vik-net-client.h"

/* CPU seconds (user + system) the server has used so far. */
double
cli_server_cpu_seconds (GSubprocess *process)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/stat", g_subprocess_get_identifier (process));
  g_autofree char *text = NULL;
  g_auto (GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || !(after = strrchr (text, ')')))
    return 0;
  fields = g_strsplit (after + 2, " ", 0);
  if (g_strv_length (fields) < 13)
    return 0;
  /* utime and stime are fields 14 and 15 of the line, 12 and 13 after the name. */
  return (double) (g_ascii_strtoull (fields[11], NULL, 10) + g_ascii_strtoull (fields[12], NULL, 10))
         / (double) sysconf (_SC_CLK_TCK);
}

guint
cli_server_descriptors (GSubprocess *process)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/fd", g_subprocess_get_identifier (process));
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  while (dir && g_dir_read_name (dir))
    n++;
  return n;
}

double
cli_server_rss_kib (GSubprocess *process)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", g_subprocess_get_identifier (process));
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL) || !(line = strstr (text, "VmRSS:")))
    return 0;
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL);
}

char *
cli_server_default_path (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = self ? g_path_get_dirname (self) : NULL;
  g_autofree char *built = dir ? g_build_filename (dir, "..", "net", "viktory-server", NULL) : NULL;
  g_autofree char *installed = dir ? g_build_filename (dir, "viktory-server", NULL) : NULL;

  if (built && g_file_test (built, G_FILE_TEST_IS_EXECUTABLE))
    return g_steal_pointer (&built);
  if (installed && g_file_test (installed, G_FILE_TEST_IS_EXECUTABLE))
    return g_steal_pointer (&installed);
  return g_strdup ("viktory-server");
}

typedef struct {
  gint64 started;
  double ms;            /* connect to welcome; < 0: not yet */
  gboolean failed;
} Probe;

static void
probe_message (VikNetClient *client, const VikMsg *msg, Probe *probe)
{
  if (msg->type == VIK_MSG_WELCOME && probe->ms < 0)
    probe->ms = (double) (g_get_monotonic_time () - probe->started) / 1000.0;
  else if (msg->type == VIK_MSG_ERROR)
    probe->failed = TRUE;
}

static void
probe_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Probe *probe = g_object_get_data (source, "probe");
  const char *game = data;
  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, NULL))
    probe->failed = TRUE;
  else
    vik_net_client_hello (VIK_NET_CLIENT (source), game, NULL, -1);
}

/* New clients, one after another, each timed from connecting to its
 * `welcome` (as a spectator of `game`); prints the median and the largest. */
void
cli_server_time_welcomes (const char *uri, const char *game, int count)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (int i = 0; i < count; i++)
    {
      g_autoptr (VikNetClient) client = vik_net_client_new ();
      Probe probe = { .started = g_get_monotonic_time (), .ms = -1 };
      gint64 until = probe.started + 10 * G_USEC_PER_SEC;

      g_object_set_data (G_OBJECT (client), "probe", &probe);
      g_signal_connect (client, "message", G_CALLBACK (probe_message), &probe);
      vik_net_client_connect_async (client, uri, NULL, probe_connected, (gpointer) game);
      while (probe.ms < 0 && !probe.failed && g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, TRUE);
      if (probe.ms >= 0)
        g_array_append_val (times, probe.ms);
      vik_net_client_close (client);
    }
  g_array_sort (times, cli_compare_double);
  if (times->len)
    printf (_("a new client's welcome: median %.2f ms, largest %.2f ms (%u of %d clients)\n"),
            g_array_index (times, double, times->len / 2), g_array_index (times, double, times->len - 1), times->len,
            count);
  else
    printf (_("a new client's welcome: none of %d clients got one\n"), count);
}

