/* vik-net-bar.h: the bar above a network game's board, whichever game it
 * plays: where the game is played, whether the connection is encrypted, who
 * plays here, whose turn it is and how long he has, "Reconnecting…" while
 * the connection is down, and the host's Invitations… button.
 *
 * It follows a VikNetSession and the game's model (a VikSession: the game,
 * its rules, its players' names and seats, the signals game-changed,
 * action-applied and seats-changed).  Includes no game's header. */
#pragma once

#include <gtk/gtk.h>

#include "vik-net-session.h"

G_BEGIN_DECLS

#define VIK_TYPE_NET_BAR (vik_net_bar_get_type ())
G_DECLARE_FINAL_TYPE (VikNetBar, vik_net_bar, VIK, NET_BAR, GtkWidget)

GtkWidget  *vik_net_bar_new        (void);
/* Follows the play and the model it feeds (shown while the play has a
 * game). */
void        vik_net_bar_set_play   (VikNetBar *self, VikNetSession *play, VikSession *model);
/* The host's bar offers the invitations again and names the address his
 * friends join at (HOST:PORT of the invitations; NULL: the server's). */
void        vik_net_bar_set_hosting (VikNetBar *self, gboolean hosting, const char *address);
/* One line, the whole text in its tooltip (where a wrapping label would
 * upset the window's height-for-width layout), instead of wrapping. */
void        vik_net_bar_set_one_line (VikNetBar *self, gboolean one_line);
/* The status line and the security words, as shown (tests). */
const char *vik_net_bar_get_status (VikNetBar *self);
const char *vik_net_bar_get_security (VikNetBar *self);

G_END_DECLS
