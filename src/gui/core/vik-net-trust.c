/* vik-net-trust.c: the servers a player chose to trust (see the header). */
#include "config.h"

#include "vik-net-trust.h"

#include <glib/gi18n.h>

#include <errno.h>

#include "vik-file-io.h"

#define TRUST_FILE_MAX (1024 * 1024)   /* far more than any player's servers */
#define TRUST_SERVERS_MAX 200          /* the oldest is forgotten beyond this */

char *
vik_net_trust_path (void)
{
  const char *env = g_getenv ("VIKTORY_TRUSTED_SERVERS");

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "viktory", "trusted-servers.ini", NULL);
}

/* The server's group in the file: "HOST PORT" (a group name may not hold the
 * brackets of an IPv6 address); NULL for what is not a server's address. */
static char *
server_group (const char *uri)
{
  g_autoptr (GUri) parsed = uri != NULL ? g_uri_parse (uri, G_URI_FLAGS_NONE, NULL) : NULL;
  const char *host = parsed != NULL ? g_uri_get_host (parsed) : NULL;

  if (host == NULL || host[0] == '\0' || !g_utf8_validate (host, -1, NULL) || g_uri_get_port (parsed) <= 0)
    return NULL;
  for (const char *p = host; *p != '\0'; p++)
    if (*p == '[' || *p == ']' || g_ascii_iscntrl (*p))
      return NULL;
  return g_strdup_printf ("%s %d", host, g_uri_get_port (parsed));
}

/* The file's key file, empty when there is none; NULL (and a warning) when it is damaged. */
static GKeyFile *
load (const char *path)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&kf);
  if (!vik_file_read_bounded (path, TRUST_FILE_MAX, &data, &length, &error)
      || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &error))
    {
      g_warning ("%s: %s; no server is trusted from it", path, error->message);
      return NULL;
    }
  return g_steal_pointer (&kf);
}

GTlsCertificate *
vik_net_trust_lookup (const char *uri)
{
  g_autofree char *path = vik_net_trust_path ();
  g_autofree char *server = server_group (uri);
  g_autofree char *pem = NULL;
  g_autoptr (GKeyFile) kf = load (path);
  g_autoptr (GError) error = NULL;
  GTlsCertificate *certificate;

  if (kf == NULL || server == NULL)
    return NULL;
  pem = g_key_file_get_string (kf, server, "Certificate", NULL);
  if (pem == NULL)
    return NULL;
  certificate = g_tls_certificate_new_from_pem (pem, -1, &error);
  if (certificate == NULL)
    g_warning ("%s: [%s] Certificate: %s; the server is not trusted", path, server, error->message);
  return certificate;
}

gboolean
vik_net_trust_remember (const char *uri, GTlsCertificate *certificate, GError **error)
{
  g_autofree char *path = vik_net_trust_path ();
  g_autofree char *server = server_group (uri);
  g_autofree char *pem = NULL, *folder = NULL, *data = NULL;
  g_autoptr (GKeyFile) kf = load (path);
  gsize length, n_groups;
  g_auto (GStrv) groups = NULL;

  g_return_val_if_fail (G_IS_TLS_CERTIFICATE (certificate), FALSE);
  if (server == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("“%s” is not a server's address"), uri);
      return FALSE;
    }
  if (kf == NULL)
    kf = g_key_file_new ();   /* a damaged file is replaced by a good one */
  g_object_get (certificate, "certificate-pem", &pem, NULL);
  /* the newest last: remove and add again, then forget the oldest beyond the limit */
  g_key_file_remove_group (kf, server, NULL);
  g_key_file_set_string (kf, server, "Certificate", pem);
  groups = g_key_file_get_groups (kf, &n_groups);
  for (gsize i = 0; n_groups > TRUST_SERVERS_MAX && i < n_groups - TRUST_SERVERS_MAX; i++)
    g_key_file_remove_group (kf, groups[i], NULL);
  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", folder, g_strerror (saved));
      return FALSE;
    }
  data = g_key_file_to_data (kf, &length, NULL);
  return vik_file_write_atomic (path, data, length, error);
}
