/* main.c: the VIKTORY II game window. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "vik-application.h"

int
main (int argc, char **argv)
{
  g_autoptr (VikApplication) app = NULL;

  vik_main_start_time = g_get_monotonic_time ();
  /* VIKTORY_LOCALEDIR: the build tree's catalogues, for the tests. */
  const char *localedir = g_getenv ("VIKTORY_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = vik_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
