/* vik-net-bar.h: the bar above a network game's board: where the game is
 * played, whether the connection is encrypted, who plays here, whose turn it
 * is and how long he has, and "Reconnecting…" while the connection is down. */
#pragma once

#include <gtk/gtk.h>

#include "vik-net-play.h"

G_BEGIN_DECLS

#define VIK_TYPE_NET_BAR (vik_net_bar_get_type ())
G_DECLARE_FINAL_TYPE (VikNetBar, vik_net_bar, VIK, NET_BAR, GtkWidget)

GtkWidget  *vik_net_bar_new        (void);
/* Follows the play and the model it feeds (shown while the play has a game). */
void        vik_net_bar_set_play   (VikNetBar *self, VikNetSession *play, VikGameModel *model);
/* The host's bar offers the invitations again and names the address his
 * friends join at (HOST:PORT of the invitations; NULL: the server's). */
void        vik_net_bar_set_hosting (VikNetBar *self, gboolean hosting, const char *address);
/* The status line and the security words, as shown (tests). */
const char *vik_net_bar_get_status (VikNetBar *self);
const char *vik_net_bar_get_security (VikNetBar *self);

G_END_DECLS
