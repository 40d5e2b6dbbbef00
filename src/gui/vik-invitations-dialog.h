/* vik-invitations-dialog.h: the links a host sends his friends, one per
 * seat, each with a button copying it to the clipboard; and the link to
 * watch the game.  Any game: the window passes its seats' names. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VIK_TYPE_INVITATIONS_DIALOG (vik_invitations_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VikInvitationsDialog, vik_invitations_dialog, VIK, INVITATIONS_DIALOG, AdwWindow)

/* links[p] is seat p's invitation ("" for none) for the seat named
 * names[p] (n_players of them); watch may be NULL. */
GtkWidget *vik_invitations_dialog_new_for (GtkWindow *parent, const char *const *names, int n_players,
                                           char *const *links, const char *watch);

G_END_DECLS
