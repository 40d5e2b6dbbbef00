/* vik-locale.c: where the programs find their translations (see the header). */
#include "config.h"

#include "vik-locale.h"

/* Does <po> hold a compiled catalogue of ours, <po>/<lang>/LC_MESSAGES/<package>.mo? */
static gboolean
has_catalogue (const char *po)
{
  g_autoptr (GDir) dir = g_dir_open (po, 0, NULL);
  const char *lang;

  while (dir != NULL && (lang = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *mo = g_build_filename (po, lang, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
      if (g_file_test (mo, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }
  return FALSE;
}

char *
vik_locale_dir_for (const char *exe)
{
  const char *env = g_getenv ("VIKTORY_LOCALEDIR");
  g_autofree char *dir = NULL, *root = NULL, *marker = NULL, *po = NULL;

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (exe != NULL)
    {
      dir = g_path_get_dirname (exe);
      root = g_build_filename (dir, "..", "..", NULL);
      marker = g_build_filename (root, "meson-private", NULL);
      po = g_build_filename (root, "po", NULL);
      if (g_file_test (marker, G_FILE_TEST_IS_DIR) && has_catalogue (po))
        return g_steal_pointer (&po);
    }
  return g_strdup (LOCALEDIR);
}

const char *
vik_locale_dir (void)
{
  static char *chosen;

  if (chosen == NULL)
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      chosen = vik_locale_dir_for (exe);
    }
  return chosen;
}
