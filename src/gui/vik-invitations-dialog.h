/* vik-invitations-dialog.h: the links a host sends his friends, one per
 * seat, each with a button copying it to the clipboard; and the link to
 * watch the game. */
#pragma once

#include <gtk/gtk.h>

#include "vik-game.h"

G_BEGIN_DECLS

/* links[p] is seat p's invitation ("" for none); watch may be NULL. */
GtkWidget *vik_invitations_dialog_new (GtkWindow *parent, const VikGame *game, char *const *links,
                                       const char *watch);
/* The same for any game: the seats' names (n_players of them). */
GtkWidget *vik_invitations_dialog_new_for (GtkWindow *parent, const char *const *names, int n_players,
                                           char *const *links, const char *watch);

G_END_DECLS
