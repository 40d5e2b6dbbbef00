/* vik-net-table.h: a network game at a game window's table, written once for
 * both games' windows (docs/gui.md, "Network games").
 *
 * It follows the window's VikNetSession and its model (a VikSession) and
 * keeps what the window shows of the play in step: the board dimmed while it
 * is stale (nothing can be chosen on it), the chat (its lines, whether it can
 * send, "reconnecting…", "Connected", its place marked for a line not yet
 * seen), the desktop notifications ("your turn", a chat line) when the window
 * is not the one looked at, the game remembered among "Your network games"
 * once joined, the host's invitations and his bar, a server whose
 * certificate no authority signed (its fingerprint, trusted from then on),
 * and a failed join told in a dialog.  The window tells it only where its
 * chat is (VikNetTableWindow).  Includes no game's header. */
#pragma once

#include <adwaita.h>

#include "vik-chat-panel.h"
#include "vik-net-bar.h"
#include "vik-net-session.h"
#include "vik-session.h"

G_BEGIN_DECLS

/* What the table asks of its window (called with the window). */
typedef struct {
  /* The kind "Your network games" files the game under ("victory"; NULL:
   * VIKTORY II's, as the older entries have none). */
  const char *kind;
  /* The "your turn" notification's title, marked with N_(). */
  const char *turn_title;
  /* The chat shown (a network game) or hidden. */
  void     (*show_chat)     (GtkWidget *window, gboolean shown);
  /* Is the chat in view?  If not, a line from another player marks its place
   * (mark_chat). */
  gboolean (*chat_in_view)  (GtkWidget *window);
  void     (*mark_chat)     (GtkWidget *window);
  /* What the window offers may have changed: the connection's state, a
   * network game begun or left, joined, the seed revealed at the end. */
  void     (*changed)       (GtkWidget *window);
} VikNetTableWindow;

#define VIK_TYPE_NET_TABLE (vik_net_table_get_type ())
G_DECLARE_FINAL_TYPE (VikNetTable, vik_net_table, VIK, NET_TABLE, GObject)

/* The table of `window` (not referenced: the window owns the table and
 * disposes of it, vik_net_table_leave()): `play` feeding `model`, its bar,
 * its chat, the board dimmed while stale. */
VikNetTable  *vik_net_table_new        (GtkWindow *window, VikSession *model, VikNetSession *play,
                                        VikNetBar *bar, VikChatPanel *chat, GtkWidget *board,
                                        const VikNetTableWindow *hooks);
/* Joins a game (token NULL: claims a free seat; "": watches); just_hosted:
 * this window's own game, whose invitations show once joined. */
void          vik_net_table_join       (VikNetTable *self, const char *uri, const char *game, const char *token,
                                        gboolean just_hosted);
/* Leaves the game for good (the window closes): it goes on on the server. */
void          vik_net_table_leave      (VikNetTable *self);
/* The game is this computer's own (its server's), known once joined. */
gboolean      vik_net_table_is_hosting (VikNetTable *self);
/* The host's invitations (a link a seat), or NULL. */
char *const  *vik_net_table_get_invitations (VikNetTable *self);
/* win.invitations: the host's invitations again, in a dialog (FALSE: none). */
gboolean      vik_net_table_show_invitations (VikNetTable *self);
/* Desktop notifications the table sent or would have sent (tests). */
guint         vik_net_table_get_notifications (VikNetTable *self);

G_END_DECLS
