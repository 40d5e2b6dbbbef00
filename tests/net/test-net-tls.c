/* test-net-tls.c: viktory-server --tls-cert/--tls-key really serves wss://.
 * The test makes a self-signed certificate with openssl, starts the real
 * server binary with it, and plays a whole game over wss:// with clients that
 * trust that certificate; a client that does not trust it, and a plain ws://
 * client, get nowhere. */
#include <signal.h>
#include <string.h>
#include <glib/gstdio.h>

#include "net-test-util.h"

typedef struct {
  gboolean done;
  GError *error;
} Attempt;

static void
attempted (GObject *source, GAsyncResult *result, gpointer data)
{
  Attempt *a = data;
  vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &a->error);
  a->done = TRUE;
}

static GError *
try_connect (const char *uri)
{
  g_autoptr (VikNetClient) client = vik_net_client_new ();
  Attempt a = { 0 };
  vik_net_client_connect_async (client, uri, NULL, attempted, &a);
  while (!a.done)
    g_main_context_iteration (NULL, TRUE);
  return a.error;
}

static void
test_wss_game (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autofree char *cert = g_build_filename (dir, "cert.pem", NULL), *key = g_build_filename (dir, "key.pem", NULL);
  g_autofree char *games = g_build_filename (dir, "games", NULL);
  g_autofree char *uri = NULL, *plain = NULL, *openssl_out = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GTlsCertificate) certificate = NULL;
  g_autoptr (GSubprocess) server = NULL;
  const char *extra[] = { "--tls-cert", cert, "--tls-key", key, NULL };
  int status = 0;
  gint64 actions;

  {
    const char *argv[] = { "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                           "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1",
                           "-addext", "subjectAltName=IP:127.0.0.1", NULL };
    if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                       &openssl_out, NULL, &status, &error))
      {
        g_test_skip ("openssl is not installed (tools/setup.sh installs it)");
        net_test_remove_dir (dir);
        return;
      }
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  certificate = g_tls_certificate_new_from_file (cert, &error);
  g_assert_no_error (error);

  server = net_test_spawn_server (games, extra, &uri);
  g_assert_true (g_str_has_prefix (uri, "wss://"));

  /* A client that does not trust the certificate cannot connect. */
  error = try_connect (uri);
  g_assert_nonnull (error);
  g_test_message ("without the certificate: %s", error->message);
  g_clear_error (&error);
  /* Nor can a plain ws:// client speak to the TLS port. */
  plain = g_strdup_printf ("ws://%s", uri + strlen ("wss://"));
  error = try_connect (plain);
  g_assert_nonnull (error);
  g_clear_error (&error);

  actions = net_test_play_game (uri, certificate, 2);
  g_assert_cmpint (actions, >, 10);
  g_test_message ("a whole game over %s: %d actions", uri, (int) actions);

  g_subprocess_send_signal (server, SIGTERM);
  g_subprocess_wait (server, NULL, NULL);
  g_unlink (cert);
  g_unlink (key);
  net_test_remove_dir (games);
  net_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_func ("/net/tls/wss-game", test_wss_game);
  return g_test_run ();
}
