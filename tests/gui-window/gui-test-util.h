/* gui-test-util.h: what the game window's tests under a display share:
 * spinning the main loop until a condition or a deadline, finding windows and
 * named widgets, and real input through the X server (xdotool's XTest). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Runs pending main-loop work (a bounded number of iterations). */
void       gui_test_spin          (void);
/* Spins for a few milliseconds so idle work and redraws settle. */
void       gui_test_settle        (void);
/* Spins until done (data) is TRUE or `seconds` pass; returns done's last value. */
gboolean   gui_test_spin_until    (gboolean (*done) (gpointer data), gpointer data, double seconds);
/* The first toplevel of `type`, or NULL. */
GtkWindow *gui_test_find_toplevel (GType type);
/* The first widget named `name` (gtk_widget_set_name) below root, or NULL. */
GtkWidget *gui_test_find_named    (GtkWidget *root, const char *name);
/* A real click at (x, y) of the window (its coordinates); FALSE when it cannot
 * be done here (no X11, no xdotool). */
gboolean   gui_test_mouse_click   (GtkWindow *window, double x, double y);
/* A real click at the centre of `widget` in its window. */
gboolean   gui_test_click_widget  (GtkWidget *widget);
/* Real keys typed into the focused window (xdotool key names: "Down", "Return"). */
gboolean   gui_test_keys          (const char *const *keys);

G_END_DECLS
