/* test-victory-view.c: the *Victory* window's view of its board under a
 * display, with real keys and clicks through the X server (xdotool) where
 * they can be sent: zoom and fit by the keys and Ctrl+wheel, the window's
 * size and the board's zoom remembered in GSettings and restored. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "gui-test-util.h"
#include "vic-map-draw.h"
#include "vic-window.h"
#include "vik-board-view.h"

/* Were real keys and clicks sent?  (Where not, the test says so and skips
 * the parts that need them.) */
static gboolean have_xdotool;

static GSettings *
settings (void)
{
  return g_settings_new ("io.github.viktory.Viktory");
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* A Victory window with Quick Start for two people, shown. */
static VicWindow *
window_with_game (guint64 seed)
{
  VicWindow *w = vic_window_new (NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (vic_window_start_preset (w, "quick-start", 2, NULL, NULL, seed, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (w));
  g_assert_true (gui_test_spin_until (mapped, w, 5));
  gui_test_settle ();
  return w;
}

/* The pointer to (x, y) of the window, then xdotool's `then` ("keydown ctrl
 * click 4 keyup ctrl"); FALSE when it cannot be run here. */
static gboolean
xdotool_at (GtkWindow *window, double x, double y, const char *then)
{
#ifdef GDK_WINDOWING_X11
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *command = NULL;
  g_auto (GStrv) argv = NULL;
  double sx, sy;
  int status = -1;

  if (xdotool == NULL || surface == NULL || !GDK_IS_X11_SURFACE (surface))
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (window), &sx, &sy);
  command = g_strdup_printf ("%s mousemove --sync --window %lu %d %d %s", xdotool,
                             (unsigned long) gdk_x11_surface_get_xid (surface), (int) (x + sx), (int) (y + sy), then);
  argv = g_strsplit (command, " ", -1);
  if (!g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return FALSE;
  gui_test_settle ();
  return TRUE;
#else
  return FALSE;
#endif
}

static gboolean
keys (const char *key)
{
  const char *const list[] = { key, NULL };
  gboolean sent = gui_test_keys (list);

  gui_test_settle ();
  return sent;
}

/* Ctrl+− Ctrl++ Ctrl+0 with the focus off the board (on a side panel
 * button) and on it; Ctrl+wheel over the board; the zoom stored as it goes. */
static void
test_zoom_keys (void)
{
  VicWindow *w = window_with_game (3);
  VikBoardView *view = vic_window_get_board_view (w);
  g_autoptr (GSettings) s = settings ();
  GPtrArray *rows = vic_side_panel_get_rows (vic_window_get_side_panel (w));
  GtkWidget *row = rows->len > 0 ? g_ptr_array_index (rows, 0) : NULL;
  double size_fit;

  vik_board_view_fit (view);
  gui_test_settle ();
  size_fit = vik_board_view_get_hex_size (view);
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);
  /* the actions, as the menu has them */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), size_fit * 1.25, 1e-6);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"), 1.25, 1e-9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-fit", NULL));
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);

  /* real keys: the focus on a button of the side panel, then on the board */
  g_assert_nonnull (row);
  gtk_widget_grab_focus (row);
  gui_test_settle ();
  g_assert_true (gtk_widget_has_focus (row));
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (view)));
  have_xdotool = keys ("ctrl+minus");
  if (!have_xdotool)
    {
      g_test_message ("no xdotool here: the real keys and the wheel are not tried");
      gtk_window_destroy (GTK_WINDOW (w));
      return;
    }
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 0.8, 1e-9);
  g_assert_true (keys ("ctrl+plus"));
  g_assert_true (keys ("ctrl+equal"));
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"), 1.25, 1e-9);
  g_assert_true (keys ("ctrl+0"));
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (view)));
  /* on the board */
  gtk_widget_grab_focus (GTK_WIDGET (view));
  gui_test_settle ();
  g_assert_true (keys ("ctrl+minus"));
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 0.8, 1e-9);
  g_assert_true (keys ("ctrl+0"));
  g_assert_cmpfloat (vik_board_view_get_zoom (view), ==, 1.0);
  /* Ctrl+wheel over the board's middle zooms in there */
  {
    graphene_point_t p;
    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (w),
                                             &GRAPHENE_POINT_INIT (gtk_widget_get_width (GTK_WIDGET (view)) / 2.0f,
                                                                   gtk_widget_get_height (GTK_WIDGET (view)) / 2.0f),
                                             &p));
    g_assert_true (xdotool_at (GTK_WINDOW (w), p.x, p.y, "keydown ctrl click 4 keyup ctrl"));
    g_assert_cmpfloat (vik_board_view_get_zoom (view), >, 1.0);
    g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"),
                                    vik_board_view_get_zoom (view), 1e-9);
    g_assert_true (xdotool_at (GTK_WINDOW (w), p.x, p.y, "keydown ctrl click 5 click 5 keyup ctrl"));
    g_assert_cmpfloat (vik_board_view_get_zoom (view), <, 1.0);
  }
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static gboolean
is_narrower (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) < 1100;
}

/* The size and the zoom stored on closing come back in the next window, and
 * a new game there keeps the zoom (centred at it, not fitted). */
static void
test_remembered (void)
{
  VicWindow *w = window_with_game (4);
  VikBoardView *view = vic_window_get_board_view (w);
  g_autoptr (GSettings) s = settings ();
  g_autoptr (GError) error = NULL;
  int width, height;

  gtk_window_set_default_size (GTK_WINDOW (w), 980, 700);
  g_assert_true (gui_test_spin_until (is_narrower, w, 5));
  for (int i = 0; i < 20; i++)
    gui_test_settle ();
  gtk_window_get_default_size (GTK_WINDOW (w), &width, &height);
  g_test_message ("%d x %d, drawn %d wide", width, height, gtk_widget_get_width (GTK_WIDGET (w)));
  /* the window opened at the zoom the last test left: fitted, then twice in */
  if (have_xdotool)
    g_assert_cmpfloat (vik_board_view_get_zoom (view), <, 1.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-fit", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-in", NULL));
  gtk_window_close (GTK_WINDOW (w));   /* the close request stores the size */
  gui_test_settle ();
  g_assert_cmpint (g_settings_get_int (s, "victory-window-width"), ==, width);
  g_assert_cmpint (g_settings_get_int (s, "victory-window-height"), ==, height);
  g_assert_cmpint (abs (width - 980), <, 40);
  g_assert_false (g_settings_get_boolean (s, "victory-window-maximized"));
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (s, "victory-board-zoom"), 1.5625, 1e-9);

  w = vic_window_new (NULL);
  view = vic_window_get_board_view (w);
  {
    int w2, h2;
    gtk_window_get_default_size (GTK_WINDOW (w), &w2, &h2);
    g_assert_cmpint (w2, ==, width);
    g_assert_cmpint (h2, ==, height);
  }
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.5625, 1e-9);
  g_assert_true (vic_window_start_preset (w, "quick-start", 2, NULL, NULL, 5, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (w));
  g_assert_true (gui_test_spin_until (mapped, w, 5));
  gui_test_settle ();
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.5625, 1e-9);
  g_assert_cmpint (abs (gtk_widget_get_width (GTK_WIDGET (w)) - width), <, 40);
  /* the board is centred at that zoom: the middle hex in the middle */
  {
    const VicGame *game = vic_game_model_get_game (vic_window_get_model (w));
    const VicMap *map = vic_game_get_map (game);
    double bx, by, bw, bh, cx, cy;
    vic_map_draw_bounds (map, &bx, &by, &bw, &bh);
    cx = vik_board_view_get_layout (view)->origin_x + vik_board_view_get_hex_size (view) * (bx + bw / 2);
    cy = vik_board_view_get_layout (view)->origin_y + vik_board_view_get_hex_size (view) * (by + bh / 2);
    g_assert_cmpfloat (fabs (cx - gtk_widget_get_width (GTK_WIDGET (view)) / 2.0), <, 2);
    g_assert_cmpfloat (fabs (cy - gtk_widget_get_height (GTK_WIDGET (view)) / 2.0), <, 2);
  }
  /* Ctrl+0 fits again, and that is stored */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.zoom-fit", NULL));
  g_assert_cmpfloat (g_settings_get_double (s, "victory-board-zoom"), ==, 1.0);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

int
main (int argc, char **argv)
{
  g_autofree char *tmpdir = NULL;
  int status;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("no display: skipped\n");
      return 77;
    }
  tmpdir = g_dir_make_tmp ("viktory-victory-view-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  g_setenv ("VIKTORY_AUTOSAVE_DIR", tmpdir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/gui/victory/zoom-keys", test_zoom_keys);
  g_test_add_func ("/gui/victory/size-and-zoom-remembered", test_remembered);
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (tmpdir, 0, NULL);
    const char *name;
    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmpdir, name, NULL);
        g_remove (path);
      }
    g_rmdir (tmpdir);
  }
  return status;
}
