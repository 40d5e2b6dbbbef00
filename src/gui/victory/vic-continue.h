/* vic-continue.h: the start screen's Continue for *Victory*: the label of a
 * button naming the newest Victory autosave (vic-autosave.h), and opening it
 * in a Victory window (through Victory's entry, vic-gui-game.h). */
#pragma once

#include <gtk/gtk.h>

#include "vic-window.h"

G_BEGIN_DECLS

/* The newest Victory autosave of dir described ("Continue Victory: North
 * and South, turn 3, Anna to move, 5 minutes ago"), or NULL when there is
 * none or dir is NULL. */
char      *vic_continue_label         (const char *dir);
/* That autosave's path (the button's tooltip), or NULL. */
char      *vic_continue_path          (const char *dir);
/* Opens the newest Victory autosave of dir in a new Victory window behind
 * the hand-off screen; NULL with an error (and a dialog over parent) when
 * there is none or it does not load. */
VicWindow *vic_continue_newest        (GtkWindow *parent, const char *dir, GError **error);

G_END_DECLS
