/* vik-net-bar.h: the bar above a network game's board, whichever game it
 * plays: where the game is played, whether the connection is encrypted, who
 * plays here, whose turn it is and how long he has, "Reconnecting…" while
 * the connection is down, and the host's Invitations… button.
 *
 * It follows a VikNetSession and the game's model (a VikSession: the game,
 * its rules, the signals game-changed, action-applied and seats-changed);
 * what needs the game's words it asks through a small table
 * (VikNetBarGame).  Includes no game's
 * header. */
#pragma once

#include <gtk/gtk.h>

#include "vik-net-session.h"

G_BEGIN_DECLS

/* What the bar asks of the game shown (`data`: the window's), beyond what
 * the model's VikSession tells (a game, over or not); called only while a
 * game is shown. */
typedef struct {
  /* The name of `player`. */
  const char *(*player_name) (gpointer data, int player);
  /* Whose turn it is, in words ("Your turn", "Bjorn to play"; "" says
   * nothing).  g_free(). */
  char       *(*whose_turn)  (gpointer data);
} VikNetBarGame;

#define VIK_TYPE_NET_BAR (vik_net_bar_get_type ())
G_DECLARE_FINAL_TYPE (VikNetBar, vik_net_bar, VIK, NET_BAR, GtkWidget)

GtkWidget  *vik_net_bar_new        (void);
/* Follows the play and the model it feeds (shown while the play has a
 * game); `game` and `data` tell the game's words. */
void        vik_net_bar_set_play   (VikNetBar *self, VikNetSession *play, VikSession *model,
                                    const VikNetBarGame *game, gpointer data);
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
