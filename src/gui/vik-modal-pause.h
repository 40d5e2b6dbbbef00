/* vik-modal-pause.h: the computer players of a window wait while a modal
 * dialog stands over it (New Game, Host, a question): what the person asked
 * about must not change behind the dialog. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Keeps the boolean property `property` of `target` TRUE while a visible
 * modal window is transient for `window`, FALSE otherwise, until `window`
 * is destroyed (`target` may go first: it is held weakly). */
void vik_modal_pause_bind (GtkWindow *window, GObject *target, const char *property);

/* Is a visible modal window transient for `window`? */
gboolean vik_modal_pause_has_modal (GtkWindow *window);

G_END_DECLS
