/* vic-continue.h: the start screen's Continue for *Victory*: a button that
 * names the newest Victory autosave (vic-autosave.h) and opens it in a
 * Victory window (action win.continue-victory of the VIKTORY II window). */
#pragma once

#include <gtk/gtk.h>

#include "vic-window.h"

G_BEGIN_DECLS

/* Shows the button with the newest Victory autosave of dir described
 * ("Continue Victory: North and South, turn 3, Anna to move, 5 minutes
 * ago"), or hides it when there is none or dir is NULL. */
void       vic_continue_button_update (GtkButton *button, const char *dir);
/* Opens the newest Victory autosave of dir in a new Victory window behind
 * the hand-off screen; NULL with an error (and a dialog over parent) when
 * there is none or it does not load. */
VicWindow *vic_continue_newest        (GtkWindow *parent, const char *dir, GError **error);

G_END_DECLS
