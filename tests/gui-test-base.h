/* gui-test-base.h: what the GUI tests share that needs no display: running
 * the main loop until a condition holds or a deadline passes, letting idle
 * work settle, and scratch directories made and removed as a whole. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A condition waited for: TRUE when it holds. */
typedef gboolean (*GuiTestCond) (gpointer data);

/* Runs pending main-loop work (a bounded number of iterations). */
void     gui_test_spin       (void);
/* One turn of the main loop, or a millisecond's nap when nothing is due. */
void     gui_test_step       (void);
/* Spins for a few milliseconds so idle work and redraws settle. */
void     gui_test_settle     (void);
/* Runs the main loop for `ms` milliseconds, whatever happens: only for a
 * test that checks that nothing happens meanwhile (a wait for something
 * wants gui_test_spin_until). */
void     gui_test_run_for    (guint ms);
/* Spins until done (data) is TRUE or `seconds` pass; returns done's last value. */
gboolean gui_test_spin_until (GuiTestCond done, gpointer data, double seconds);
/* Spins until *flag is TRUE or `seconds` pass; returns *flag. */
gboolean gui_test_spin_until_flag (const gboolean *flag, double seconds);
/* Spins until *weak (a weak pointer, g_object_add_weak_pointer) is NULL, the
 * object gone, or `seconds` pass; returns whether it is gone. */
gboolean gui_test_spin_until_gone (gpointer *weak, double seconds);

/* A new empty directory under the temporary folder, named after `tmpl`
 * ("name-XXXXXX"); the test fails when it cannot be made. */
char    *gui_test_tree_new    (const char *tmpl);
/* Removes `path` and everything below it (nothing when it is NULL or gone). */
void     gui_test_tree_remove (const char *path);

G_END_DECLS
