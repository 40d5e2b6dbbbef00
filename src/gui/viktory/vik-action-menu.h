/* vik-action-menu.h: the menu over the board when a click means several
 * legal actions, or a fight to confirm with its odds: a flat button per
 * action with its words, forecast and notation (vik-action-row.h). */
#pragma once

#include <gtk/gtk.h>

#include "vik-game.h"

G_BEGIN_DECLS

/* Called with the action chosen (a copy of one of `actions`). */
typedef void (*VikActionMenuFunc) (const VikAction *action, gpointer data);

/* Pops a menu up over parent, pointing at (x, y) in its coordinates; it
 * unparents itself once closed.  data must outlive it (or close it first). */
GtkPopover *vik_action_menu_popup (GtkWidget *parent, double x, double y, const VikGame *game,
                                   GArray *actions, VikActionMenuFunc chosen, gpointer data);

G_END_DECLS
