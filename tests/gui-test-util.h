/* gui-test-util.h: what the tests of the windows under a display share (the
 * game windows and the editors): the waits and scratch trees of
 * gui-test-base.h, showing a window, finding windows and named widgets, and
 * real input through the X server (xdotool's XTest). */
#pragma once

#include <gtk/gtk.h>

#include "gui-test-base.h"

G_BEGIN_DECLS

/* GTK and libadwaita started, and both games' windows registered as the
 * program registers them (vik-gui-game.h). */
void       gui_test_init_gtk      (void);
/* TRUE when there is a display to open windows on; otherwise the test's main
 * returns 77 (skipped) after saying so. */
gboolean   gui_test_have_display  (void);
/* A condition for gui_test_spin_until: the widget is mapped (shown on screen). */
gboolean   gui_test_mapped        (gpointer widget);
/* Presents `window` and spins until it is mapped (10 s at most), then runs
 * the pending work; returns whether it is mapped. */
gboolean   gui_test_present       (GtkWindow *window);
/* The visible modal window transient for `window` (a dialog over it), or NULL. */
GtkWindow *gui_test_modal_over    (GtkWindow *window);
/* A condition for gui_test_spin_until: a toplevel of the type
 * (GSIZE_TO_POINTER (type)) is mapped. */
gboolean   gui_test_mapped_toplevel (gpointer type);
/* The first toplevel of `type`, or NULL. */
GtkWindow *gui_test_find_toplevel (GType type);
/* What gui_test_find_widget looks for: TRUE for the widget wanted. */
typedef gboolean (*GuiTestWidgetIs) (GtkWidget *widget, gconstpointer data);
/* The first widget below root (root itself included, depth first) for which
 * is (widget, data) holds, or NULL. */
GtkWidget *gui_test_find_widget   (GtkWidget *root, GuiTestWidgetIs is, gconstpointer data);
/* Opens the window the application starts with (VIKTORY II's) and, from it,
 * New Game (win.new-game): the dialog. */
GtkWindow *gui_test_open_new_game (void);
/* The New Game dialog's page of `game` (an id: "viktory2", "victory") when
 * the dialog is open and shows that page, else NULL. */
GtkWidget *gui_test_new_game_page (const char *game);
/* The first widget named `name` (gtk_widget_set_name) below root, or NULL. */
GtkWidget *gui_test_find_named    (GtkWidget *root, const char *name);
/* The first label below root whose text is `text`, or NULL. */
GtkWidget *gui_test_find_label    (GtkWidget *root, const char *text);
/* The first label below root whose text holds `part`, or NULL. */
GtkWidget *gui_test_find_label_with (GtkWidget *root, const char *part);
/* Whether root holds charts (GtkDrawingArea) and each has its name and its
 * words for a screen reader and its words as tooltip (GTK_A11Y=test). */
gboolean   gui_test_charts_described (GtkWidget *root);
/* The X11 window of a window or popover, for xdotool's --window and
 * windowfocus; 0 when there is none (not X11, not realized) or no xdotool. */
gulong     gui_test_xid           (GtkNative *native);
/* Runs xdotool with these arguments (a printf format; the result is split at
 * spaces), then waits until the X server has delivered the events it made and
 * they have been handled; FALSE when it cannot be run or fails. */
gboolean   gui_test_xdotool       (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Moves the pointer to (x, y) of a window or popover (its coordinates; the
 * window raised first), then runs xdotool's `then` there ("click 1",
 * "sleep 1.2 click 1"); FALSE when it cannot be done here (no X11, no xdotool). */
gboolean   gui_test_pointer_at    (GtkNative *native, double x, double y, const char *then);
/* A real click at (x, y) of a window or popover (its coordinates). */
gboolean   gui_test_mouse_click   (GtkNative *native, double x, double y);
/* A real click at (x, y) of `widget` (its coordinates). */
gboolean   gui_test_click_at      (GtkWidget *widget, double x, double y);
/* A real click at the centre of `widget`. */
gboolean   gui_test_click_widget  (GtkWidget *widget);
/* Real keys typed into the focused window (xdotool key names: "Down", "Return"). */
gboolean   gui_test_keys          (const char *const *keys);
/* Real keys typed into `window` once it has the focus ("t", "ctrl+s Return"). */
gboolean   gui_test_window_keys   (GtkWindow *window, const char *keys);

G_END_DECLS
