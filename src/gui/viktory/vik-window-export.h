/* vik-window-export.h: the window's "Export Board…" actions.
 *
 * win.export-board asks for a file name (GtkFileChooserNative) and writes the
 * board as PNG, SVG or PDF by the name's extension; win.export-board-to (a
 * path) does the same without asking, for tests and scripts. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Installs the actions on the window class (called from vik_window_class_init). */
void vik_window_export_install_actions (GtkWidgetClass *widget_class);

G_END_DECLS
