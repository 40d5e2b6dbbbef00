/* vic-window-export.h: the Victory window's "Export Board…" (the primary
 * menu).
 *
 * win.export-board asks for a file name (the shared file chooser) and writes
 * the board as PNG, SVG or PDF by the name's extension, as the window shows
 * it now: for the player at the table (vic-board-export.h), never another
 * player's hidden blocks, nobody's behind the hand-off screen;
 * win.export-board-to (a path) does the same without asking, for tests and
 * scripts.  Both are enabled while there is a game. */
#pragma once

#include "vic-window.h"

G_BEGIN_DECLS

void vic_window_export_install_actions (GtkWidgetClass *widget_class);
/* The actions' state, after the model's game came or went. */
void vic_window_export_update          (VicWindow *self);

G_END_DECLS
