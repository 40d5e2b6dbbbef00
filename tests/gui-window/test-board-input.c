/* test-board-input.c: the board under the mouse and the keyboard, in the game
 * window under a display (issue 13, sections 4 and 5): the board keeps its
 * place, selection, the hex cursor, the accessible labels, and the dialogs'
 * placement and keys. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vik-board-view.h"
#include "vik-help-window.h"
#include "vik-window.h"

static char *tmpdir;

static void
spin (void)
{
  for (int i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

/* Lets GTK lay out and draw for a while. */
static void
settle (void)
{
  for (int i = 0; i < 10; i++)
    {
      spin ();
      g_usleep (5000);
    }
  spin ();
}

static VikWindow *
window_new_sized (int width, int height)
{
  VikWindow *w = vik_window_new (NULL);
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (w), width, height);
  gtk_window_present (GTK_WINDOW (w));
  while (!gtk_widget_get_mapped (GTK_WIDGET (w)) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  settle ();
  return w;
}

static void
window_free (VikWindow *w)
{
  gtk_window_destroy (GTK_WINDOW (w));
  spin ();
}

static void
start (VikWindow *w, int n_players, guint64 seed)
{
  VikGameOptions options = { 0 };
  g_autoptr (GError) error = NULL;
  static const char *names[] = { "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal" };

  options.n_players = n_players;
  options.seed = seed;
  for (int p = 0; p < n_players; p++)
    options.names[p] = names[p];
  g_assert_true (vik_window_start_game (w, &options, NULL, &error));
  g_assert_no_error (error);
  settle ();
}

static const VikGame *
game_of (VikWindow *w)
{
  return vik_game_model_get_game (vik_window_get_model (w));
}

/* Where the centre of hex h is in the window's coordinates. */
static void
hex_in_window (VikWindow *w, int h, double *x, double *y)
{
  VikBoardView *view = vik_window_get_board_view (w);
  const VikBoardStyle *style = vik_board_view_get_style (view);
  graphene_point_t p;

  vik_layout_hex_to_pixel (&style->layout, vik_game_get_board (game_of (w))->coords[h], x, y);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (w),
                                           &GRAPHENE_POINT_INIT ((float) *x, (float) *y), &p));
  *x = p.x;
  *y = p.y;
}

/* ---------------------------------------------------------------- section 4 */

/* The prompt bar above the board grows by lines: the board keeps its scale
 * and every hex stays where it was on the screen (clicks land where the
 * player aimed). */
static void
test_prompt_keeps_board (void)
{
  VikWindow *w = window_new_sized (1024, 700);
  VikBoardView *view = vik_window_get_board_view (w);
  GtkLabel *prompt = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (w), VIK_TYPE_WINDOW, "prompt_label"));
  double size, x0, y0, x1, y1;
  int height, h;

  start (w, 4, 5);
  h = vik_game_get_board (game_of (w))->n_hexes / 2;
  size = vik_board_view_get_hex_size (view);
  height = gtk_widget_get_height (GTK_WIDGET (view));
  hex_in_window (w, h, &x0, &y0);
  gtk_label_set_text (prompt, "One\nTwo\nThree\nFour\nFive");
  settle ();
  /* the bar did grow: the board widget is shorter */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (view)), <, height - 30);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), size, 1e-9);
  hex_in_window (w, h, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x1, x0, 0.5);
  g_assert_cmpfloat_with_epsilon (y1, y0, 0.5);
  /* and back */
  gtk_label_set_text (prompt, "One");
  settle ();
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), size, 1e-9);
  hex_in_window (w, h, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (y1, y0, 0.5);
  window_free (w);
}

/* How to Play: over the game window (transient, never taller than it),
 * Escape and Ctrl+W close it. */
static void
test_help_window (void)
{
  VikWindow *w = window_new_sized (1024, 600);
  GtkWindow *help;
  GListModel *controllers;
  gboolean escape = FALSE, ctrl_w = FALSE;
  int width, height;

  vik_help_window_present (GTK_WINDOW (w));
  help = NULL;
  {
    GListModel *tops = gtk_window_get_toplevels ();
    for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
      {
        g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);
        if (top != GTK_WINDOW (w) && gtk_window_get_transient_for (top) == GTK_WINDOW (w))
          help = top;
      }
  }
  g_assert_nonnull (help);
  g_object_add_weak_pointer (G_OBJECT (help), (gpointer *) &help);
  gtk_window_get_default_size (help, &width, &height);
  g_assert_cmpint (height, <=, gtk_widget_get_height (GTK_WIDGET (w)));
  g_assert_cmpint (width, <=, gtk_widget_get_width (GTK_WIDGET (w)));
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (help));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (sc));
          GtkShortcutAction *action = gtk_shortcut_get_action (sc);
          if (GTK_IS_NAMED_ACTION (action)
              && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "window.close"))
            {
              escape |= strstr (trigger, "Escape") != NULL;
              ctrl_w |= strstr (trigger, "<Control>w") != NULL;
            }
        }
    }
  g_object_unref (controllers);
  g_assert_true (escape);
  g_assert_true (ctrl_w);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (help), "window.close", NULL));
  settle ();
  g_assert_null (help);
  window_free (w);
}

int
main (int argc, char **argv)
{
  int status;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("no display: skipped\n");
      return 77;
    }
  tmpdir = g_dir_make_tmp ("viktory-board-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "autosave.vik", NULL);
    g_setenv ("VIKTORY_AUTOSAVE", autosave, TRUE);
  }
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/gui/board/prompt-keeps-board-in-place", test_prompt_keeps_board);
  g_test_add_func ("/gui/board/help-window-placed-and-closed-by-keys", test_help_window);
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (tmpdir, 0, NULL);
    const char *name;
    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *p = g_build_filename (tmpdir, name, NULL);
        g_unlink (p);
      }
    g_rmdir (tmpdir);
  }
  return status;
}
