/* gui-test-util.c: see the header. */
#include "config.h"

#include "gui-test-util.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

gboolean
gui_test_have_display (void)
{
  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    return TRUE;
  g_print ("no display: skipped\n");
  return FALSE;
}

gboolean
gui_test_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

gboolean
gui_test_present (GtkWindow *window)
{
  gboolean shown;

  gtk_window_present (window);
  shown = gui_test_spin_until (gui_test_mapped, window, 10);
  gui_test_spin ();
  return shown;
}

GtkWindow *
gui_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) top = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (top, type))
        return GTK_WINDOW (top);
    }
  return NULL;
}

GtkWidget *
gui_test_find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = gui_test_find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
run_xdotool (const char *arguments)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *command = NULL;
  g_auto (GStrv) argv = NULL;
  int status = -1;

  if (xdotool == NULL)
    return FALSE;
  command = g_strdup_printf ("%s %s", xdotool, arguments);
  argv = g_strsplit (command, " ", -1);
  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return FALSE;
  for (gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 3; g_get_monotonic_time () < end;)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  return TRUE;
}

gboolean
gui_test_mouse_click (GtkWindow *window, double x, double y)
{
#ifdef GDK_WINDOWING_X11
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *arguments = NULL;
  double sx, sy;

  if (surface == NULL || !GDK_IS_X11_SURFACE (surface))
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (window), &sx, &sy);
  arguments = g_strdup_printf ("mousemove --sync --window %lu %d %d click 1",
                               (unsigned long) gdk_x11_surface_get_xid (surface), (int) (x + sx), (int) (y + sy));
  return run_xdotool (arguments);
#else
  return FALSE;
#endif
}

gboolean
gui_test_click_widget (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_point_t p;

  if (!GTK_IS_WINDOW (window)
      || !gtk_widget_compute_point (widget, window,
                                    &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0f,
                                                          gtk_widget_get_height (widget) / 2.0f), &p))
    return FALSE;
  return gui_test_mouse_click (GTK_WINDOW (window), p.x, p.y);
}

gboolean
gui_test_keys (const char *const *keys)
{
  g_autofree char *joined = g_strjoinv (" ", (char **) keys);
  g_autofree char *arguments = g_strdup_printf ("key --delay 80 %s", joined);

  return run_xdotool (arguments);
}

gboolean
gui_test_window_keys (GtkWindow *window, const char *const *keys)
{
#ifdef GDK_WINDOWING_X11
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *joined = g_strjoinv (" ", (char **) keys);
  g_autofree char *arguments = NULL;

  if (surface == NULL || !GDK_IS_X11_SURFACE (surface))
    return FALSE;
  arguments = g_strdup_printf ("windowfocus --sync %lu key --delay 20 %s",
                               (unsigned long) gdk_x11_surface_get_xid (surface), joined);
  return run_xdotool (arguments);
#else
  return FALSE;
#endif
}
