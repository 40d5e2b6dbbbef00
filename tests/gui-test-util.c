/* gui-test-util.c: see the header. */
#include "config.h"

#include "gui-test-util.h"
#include "vik-gui-game.h"
#include "vic-gui-game.h"
#include "vik-new-game-dialog.h"
#include "vik-window.h"

#include <adwaita.h>

#include <string.h>

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

void
gui_test_init_gtk (void)
{
  adw_init ();
  vik_gui_games_register (vik_viktory_gui_game ());
  vik_gui_games_register (vic_victory_gui_game ());
}

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
gui_test_modal_over (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) other = g_list_model_get_item (toplevels, i);
      if (gtk_window_get_transient_for (other) == window && gtk_window_get_modal (other)
          && gtk_widget_get_visible (GTK_WIDGET (other)))
        return other;
    }
  return NULL;
}

gboolean
gui_test_mapped_toplevel (gpointer type)
{
  GtkWindow *window = gui_test_find_toplevel (GPOINTER_TO_SIZE (type));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
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

GtkWindow *
gui_test_open_new_game (void)
{
  VikWindow *first = vik_window_new (NULL);
  GtkWindow *dialog;

  gtk_window_present (GTK_WINDOW (first));
  gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (first), "win.new-game", NULL));
  gui_test_settle ();
  dialog = gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  return dialog;
}

GtkWidget *
gui_test_new_game_page (const char *game)
{
  GtkWindow *dialog = gui_test_find_toplevel (VIK_TYPE_NEW_GAME_DIALOG);

  if (dialog == NULL || g_strcmp0 (vik_new_game_dialog_get_game (VIK_NEW_GAME_DIALOG (dialog)), game) != 0)
    return NULL;
  return GTK_WIDGET (vik_new_game_dialog_get_page (VIK_NEW_GAME_DIALOG (dialog), game));
}

GtkWidget *
gui_test_find_widget (GtkWidget *root, GuiTestWidgetIs is, gconstpointer data)
{
  if (is (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = gui_test_find_widget (c, is, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

GtkWidget *
gui_test_find_named (GtkWidget *root, const char *name)
{
  return gui_test_find_widget (root, named, name);
}

static gboolean
label_is (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

GtkWidget *
gui_test_find_label (GtkWidget *root, const char *text)
{
  return gui_test_find_widget (root, label_is, text);
}

static gboolean
label_holds (GtkWidget *widget, gconstpointer part)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), part) != NULL;
}

GtkWidget *
gui_test_find_label_with (GtkWidget *root, const char *part)
{
  return gui_test_find_widget (root, label_holds, part);
}

static gboolean
is_chart (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_DRAWING_AREA (widget);
}

static gboolean
is_undescribed_chart (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_DRAWING_AREA (widget)
         && (gtk_widget_get_tooltip_text (widget) == NULL
             || !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
             || !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
}

gboolean
gui_test_charts_described (GtkWidget *root)
{
  return gui_test_find_widget (root, is_chart, NULL) != NULL
         && gui_test_find_widget (root, is_undescribed_chart, NULL) == NULL;
}

gulong
gui_test_xid (GtkNative *native)
{
#ifdef GDK_WINDOWING_X11
  GdkSurface *surface = gtk_native_get_surface (native);
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (xdotool == NULL || surface == NULL || !GDK_IS_X11_SURFACE (surface))
    return 0;
  return (gulong) gdk_x11_surface_get_xid (surface);
#else
  return 0;
#endif
}

gboolean
gui_test_xdotool (const char *format, ...)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *arguments = NULL;
  g_autofree char *command = NULL;
  g_auto (GStrv) argv = NULL;
  va_list args;
  int status = -1;

  if (xdotool == NULL)
    return FALSE;
  va_start (args, format);
  arguments = g_strdup_vprintf (format, args);
  va_end (args);
  command = g_strdup_printf ("%s %s", xdotool, arguments);
  argv = g_strsplit (command, " ", -1);
  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return FALSE;
  /* xdotool has closed its connection, so the server has taken its input; a
   * round trip of ours then has the events it made queued here: handle them */
  gdk_display_sync (gdk_display_get_default ());
  gui_test_settle ();
  return TRUE;
}

gboolean
gui_test_pointer_at (GtkNative *native, double x, double y, const char *then)
{
  gulong xid = gui_test_xid (native);
  double sx, sy;

  if (xid == 0)
    return FALSE;
  gtk_native_get_surface_transform (native, &sx, &sy);
  /* without a window manager windows overlap: the one meant goes on top */
  return gui_test_xdotool ("windowraise %lu mousemove --window %lu --sync %d %d %s", xid, xid,
                           (int) (x + sx + 0.5), (int) (y + sy + 0.5), then);
}

gboolean
gui_test_mouse_click (GtkNative *native, double x, double y)
{
  return gui_test_pointer_at (native, x, y, "click 1");
}

gboolean
gui_test_click_at (GtkWidget *widget, double x, double y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t p;

  if (native == NULL
      || !gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT ((float) x, (float) y), &p))
    return FALSE;
  return gui_test_mouse_click (native, p.x, p.y);
}

gboolean
gui_test_click_widget (GtkWidget *widget)
{
  return gui_test_click_at (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

gboolean
gui_test_keys (const char *const *keys)
{
  g_autofree char *joined = g_strjoinv (" ", (char **) keys);

  return gui_test_xdotool ("key --delay 80 %s", joined);
}

gboolean
gui_test_window_keys (GtkWindow *window, const char *keys)
{
  gulong xid = gui_test_xid (GTK_NATIVE (window));

  return xid != 0 && gui_test_xdotool ("windowfocus --sync %lu key --delay 20 %s", xid, keys);
}
