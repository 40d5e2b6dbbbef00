/* vik-join-dialog.h: Join a Network Game: an invitation link or a server's
 * address typed or pasted; the game servers found on the local network
 * (DNS-SD, where Avahi runs); a server's games with an open seat (its lobby),
 * each to take the open seat of or to watch; a server whose certificate no
 * known authority signed shows its fingerprint, to be trusted once.  Both
 * lists are list boxes bound to GListStores (vik-net-lists.h, vik-net-rows.h):
 * asking the same server again keeps the rows of the games still open. */
#pragma once

#include <adwaita.h>
#include "vik-window.h"

G_BEGIN_DECLS

#define VIK_TYPE_JOIN_DIALOG (vik_join_dialog_get_type ())
G_DECLARE_FINAL_TYPE (VikJoinDialog, vik_join_dialog, VIK, JOIN_DIALOG, AdwWindow)

/* Opens the dialog over window, with text (may be NULL) in its entry; a
 * server's address there shows its games at once. */
GtkWidget *vik_join_dialog_present (VikWindow *window, const char *text);
/* For tests: the games of the lobby shown, "title: subtitle" each (g_strfreev),
 * and taking the open seat of the i-th. */
char     **vik_join_dialog_get_games (GtkWidget *dialog);
void       vik_join_dialog_take_seat (GtkWidget *dialog, guint i);
/* For tests: the lists' models (vik-net-lists.h), in their rows' order: the
 * lobby's games (VikLobbyItem), the servers found (VikServerItem). */
GListModel *vik_join_dialog_get_lobby   (GtkWidget *dialog);
GListModel *vik_join_dialog_get_servers (GtkWidget *dialog);
/* For tests: what the dialog says about the server's games, the fingerprint
 * of the unknown certificate shown (NULL for none; g_free), and pressing
 * "Trust This Server". */
const char *vik_join_dialog_get_status (GtkWidget *dialog);
char      *vik_join_dialog_get_fingerprint (GtkWidget *dialog);
void       vik_join_dialog_trust     (GtkWidget *dialog);

G_END_DECLS
