/* gui-test-base.c: see the header. */
#include "gui-test-base.h"

#include <glib/gstdio.h>

void
gui_test_spin (void)
{
  for (int i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

void
gui_test_step (void)
{
  if (!g_main_context_iteration (NULL, FALSE))
    g_usleep (1000);
}

void
gui_test_settle (void)
{
  for (int i = 0; i < 10; i++)
    {
      gui_test_spin ();
      g_usleep (5000);
    }
  gui_test_spin ();
}

void
gui_test_run_for (guint ms)
{
  for (gint64 end = g_get_monotonic_time () + ms * 1000; g_get_monotonic_time () < end;)
    gui_test_step ();
}

gboolean
gui_test_spin_until (GuiTestCond done, gpointer data, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (!done (data) && g_get_monotonic_time () < end)
    gui_test_step ();
  return done (data);
}

static gboolean
flag_set (gpointer data)
{
  return *(const gboolean *) data;
}

gboolean
gui_test_spin_until_flag (const gboolean *flag, double seconds)
{
  return gui_test_spin_until (flag_set, (gpointer) flag, seconds);
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

gboolean
gui_test_spin_until_gone (gpointer *weak, double seconds)
{
  return gui_test_spin_until (pointer_cleared, weak, seconds);
}

char *
gui_test_tree_new (const char *tmpl)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  g_assert_nonnull (dir);
  return dir;
}

void
gui_test_tree_remove (const char *path)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;

  if (path == NULL)
    return;
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        gui_test_tree_remove (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}
