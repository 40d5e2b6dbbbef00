/* main.c: the VIKTORY II game window. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <errno.h>
#include <unistd.h>

#include "vik-application.h"
#include "vik-locale.h"

/* Run uninstalled from a meson build tree (<build>/src/app/viktory), the
 * settings schema is compiled in <build>/data: use it unless told otherwise.
 * An installed game finds its schema in the system's folders; with none, it
 * runs without saving settings (see vik-window.c). */
static void
use_build_tree_schemas (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = NULL;
  g_autofree char *root = NULL;
  g_autofree char *marker = NULL;
  g_autofree char *schemas = NULL;
  g_autofree char *compiled = NULL;

  if (g_getenv ("GSETTINGS_SCHEMA_DIR") != NULL || exe == NULL)
    return;
  dir = g_path_get_dirname (exe);
  root = g_build_filename (dir, "..", "..", NULL);
  marker = g_build_filename (root, "meson-private", NULL);
  schemas = g_build_filename (root, "data", NULL);
  compiled = g_build_filename (schemas, "gschemas.compiled", NULL);
  if (g_file_test (marker, G_FILE_TEST_IS_DIR) && g_file_test (compiled, G_FILE_TEST_IS_REGULAR))
    g_setenv ("GSETTINGS_SCHEMA_DIR", schemas, TRUE);
}

/* With the cairo renderer GL is never used: keep GDK from loading the GL
 * drivers only to probe them (on a machine without a GPU, Mesa's software
 * driver alone maps about 45 MB).  Nothing changes when the user sets GDK_DEBUG. */
static void
skip_gl_for_cairo (void)
{
  const char *renderer = g_getenv ("GSK_RENDERER");

  if (renderer != NULL && g_ascii_strcasecmp (renderer, "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

/* GTK 4.8 on X11 crashes when a window of a GtkApplication is closed while
 * no D-Bus session bus runs (its D-Bus side is left half set up; any GTK 4.8
 * application does it).  Every desktop has a session bus, but a bare X
 * session or `ssh -X` may not: then the game runs itself again inside
 * `dbus-run-session`, which gives it a private bus for its lifetime. */
static void
ensure_session_bus (int argc, char **argv)
{
  g_autoptr (GDBusConnection) bus = NULL;
  g_autofree char *runner = NULL, *self = NULL;
  char **args;

  if (g_getenv ("VIKTORY_PRIVATE_SESSION_BUS") != NULL)
    return;   /* already inside dbus-run-session: never loop */
  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (bus != NULL)
    return;
  runner = g_find_program_in_path ("dbus-run-session");
  self = g_file_read_link ("/proc/self/exe", NULL);
  if (runner == NULL || self == NULL)
    {
      g_warning ("No D-Bus session bus and no dbus-run-session: closing a window may crash GTK 4.8");
      return;
    }
  g_setenv ("VIKTORY_PRIVATE_SESSION_BUS", "1", TRUE);
  args = g_new0 (char *, argc + 4);
  args[0] = runner;
  args[1] = (char *) "--";
  args[2] = self;
  for (int i = 1; i < argc; i++)
    args[i + 2] = argv[i];
  execv (runner, args);
  g_warning ("Could not run %s: %s", runner, g_strerror (errno));
  g_free (args);
}

int
main (int argc, char **argv)
{
  g_autoptr (VikApplication) app = NULL;

  vik_main_start_time = g_get_monotonic_time ();
  setlocale (LC_ALL, "");
  /* $VIKTORY_LOCALEDIR, else the build tree's catalogues when run from one,
   * else the installed ones */
  bindtextdomain (GETTEXT_PACKAGE, vik_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  ensure_session_bus (argc, argv);
  use_build_tree_schemas ();
  skip_gl_for_cairo ();
  app = vik_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
