/* vic-window-view.h: the Victory window's view of its board, as VIKTORY II's
 * window has it.
 *
 * - Zoom and fit: win.zoom-in, win.zoom-out, win.zoom-fit (Ctrl++ Ctrl+−
 *   Ctrl+0 and + − wherever the focus is; Ctrl+wheel and pinch on the board,
 *   the board view's own), in the primary menu too.
 * - Remembered: the window's size and whether it was maximized (on closing)
 *   and the board's zoom (bound to the board view's "zoom"), in the GSettings
 *   keys victory-window-width, victory-window-height,
 *   victory-window-maximized and victory-board-zoom; restored when a window
 *   opens, a new or opened game centred at that zoom.
 * - The keyboard: the board view's hex cursor (arrows, Q W E A S D, Enter
 *   does what a click does) has the focus once the player at the table
 *   takes it (the hand-off screen's Ready, a window opened), starting on
 *   the first hex the side panel's guide lights (where he may act); the
 *   board's accessible description is the Victory painter's words for the
 *   hex under it, from his side.  A hex's list of blocks gives the focus
 *   back to the board when it closes (vic-hex-popover.c).
 * - The announcer: a line under the board with the last action's events in
 *   the log's words (accessible role STATUS: a screen reader reads each).
 * - The primary menu (the header's last button, in the template). */
#pragma once

#include <adwaita.h>

#include "vic-window.h"

G_BEGIN_DECLS

/* From vic_window_class_init, after the template (data/ui/vic-window.ui,
 * which holds the primary menu and the announcer): the actions, the keys
 * and the template's callbacks of this file. */
void vic_window_view_install_actions (GtkWidgetClass *widget_class);
/* From vic_window_init, once the model and the settings are there. */
void vic_window_view_init            (VicWindow *self);
/* Stores the window's size (done on closing). */
void vic_window_view_save_state      (VicWindow *self);

G_END_DECLS
