/* vic-window-net.c: a network game of *Victory* in its window (docs/gui.md,
 * "Victory over the network").
 *
 * The window's VicNetPlay (a VikNetSession) feeds its model in its remote mode (only the local
 * seat acts; its actions go to the server; the views come from it); the bar
 * above the board says where the game is played, whether the connection is
 * encrypted, who plays here and whose turn it is, "Reconnecting…" while the
 * connection is down (the board dimmed: nothing can be chosen on it); the
 * header's Chat button opens the table's chat; the host's bar offers the
 * invitations again.  The board is drawn for the local seat only, never for
 * another (the views hold the other sides' hidden blocks re-drawn, and
 * nothing else), and no hand-off screen shows: each player is at his own
 * screen.  A game joined here is one of "Your network games" (kind
 * "victory").  What both games' windows do with the play (the chat, the
 * stale board, notifications, invitations, a self-signed server) is the
 * shared table's (vik-net-table.h); the window tells it where its chat is.
 * The window's own parts call in through the small hooks of
 * vic-window-private.h. */
#include "config.h"

#include "vic-window-private.h"
#include "vic-net-play.h"
#include "vic-window-replay.h"
#include "vik-chat-panel.h"
#include "vik-gui-util.h"
#include "vik-net-bar.h"
#include "vik-net-table.h"

#include <glib/gi18n.h>

struct _VicWindowNet
{
  VikNetSession *play;
  VikNetTable *table;         /* the play at the window (vik-net-table.h) */
};

/* ---------------------------------------------------------------- the table */

static void
show_chat (GtkWidget *window, gboolean shown)
{
  gtk_widget_set_visible (VIC_WINDOW (window)->chat_button, shown);
}

static gboolean
chat_in_view (GtkWidget *window)
{
  return gtk_widget_get_mapped (VIC_WINDOW (window)->chat);   /* its popover is open */
}

static void
mark_chat (GtkWidget *window)
{
  gtk_widget_add_css_class (VIC_WINDOW (window)->chat_button, "needs-attention");
}

static void
changed (GtkWidget *window)
{
  vic_window_update_actions (VIC_WINDOW (window));
  vic_window_refresh (VIC_WINDOW (window));
}

static const VikNetTableWindow table_window = {
  .kind = "victory",
  .turn_title = N_("Your turn in Victory"),
  .show_chat = show_chat,
  .chat_in_view = chat_in_view,
  .mark_chat = mark_chat,
  .changed = changed,
};

/* ---------------------------------------------------------------- following the play */

/* A game joined: the whole map in view. */
static void
on_joined (VikNetSession *play, const char *game, const char *token, int seat, VicWindow *self)
{
  vik_board_view_fit (self->board_view);
}

static void
on_refused (VikNetSession *play, const char *text, VicWindow *self)
{
  /* the server's rules saw what this seat's view cannot: a hidden block */
  vik_show_error_dialog (GTK_WINDOW (self), _("The server refused the action"), text);
}

static void
on_chat_shown (GtkPopover *popover, VicWindow *self)
{
  gtk_widget_remove_css_class (self->chat_button, "needs-attention");
  vik_chat_panel_focus_entry (VIK_CHAT_PANEL (self->chat));
}

/* Each update of a network game is a new position object (the server's
 * view): the painter, which borrows the game, is given it before anything
 * draws (this handler is connected before the window's own). */
static void
on_remote_applied (VicGameModel *model, gpointer action, gpointer events, guint n_events, VicWindow *self)
{
  if (vik_session_is_remote (VIK_SESSION (model)))
    vic_victory_painter_set_game (self->painter, vic_game_model_get_game (model));
}

/* ---------------------------------------------------------------- actions */

/* win.invitations: the host's links again. */
static void
invitations_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_net_table_show_invitations (VIC_WINDOW (widget)->net->table);
}

/* win.drop-connection: the network fails (tests, trying the window out). */
static void
drop_connection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_net_session_drop_connection (VIC_WINDOW (widget)->net->play);
}

void
vic_window_net_install_actions (GtkWidgetClass *widget_class)
{
  /* the chat's button and the bar are the template's (data/ui/vic-window.ui) */
  g_type_ensure (VIK_TYPE_NET_BAR);
  g_type_ensure (VIK_TYPE_CHAT_PANEL);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, chat_button);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, chat);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, net_bar);
  gtk_widget_class_bind_template_callback (widget_class, on_chat_shown);
  gtk_widget_class_install_action (widget_class, "win.invitations", NULL, invitations_action);
  gtk_widget_class_install_action (widget_class, "win.drop-connection", NULL, drop_connection_action);
}

/* What a network game turns off: the server keeps the game (nothing to
 * save, no undo) and decides the seats. */
void
vic_window_net_update_actions (VicWindow *self)
{
  gboolean remote = self->net != NULL && vik_session_is_remote (VIK_SESSION (self->model));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.invitations",
                                 remote && vik_net_table_get_invitations (self->net->table) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.drop-connection", remote);
  /* on again once a game of this computer's replaces the network game */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.set-seat", !remote);
  /* a network game's replay and statistics wait for the record at the end */
  vic_window_replay_update (self);
  if (!remote)
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seats_button), FALSE);
}

char *
vic_window_net_subtitle (VicWindow *self)
{
  if (self->net == NULL || !vik_session_is_remote (VIK_SESSION (self->model)))
    return NULL;
  if (vik_net_session_get_game_id (self->net->play) == NULL)
    return g_strdup (_("Network game"));
  return g_strdup_printf (_("Network game %s"), vik_net_session_get_game_id (self->net->play));
}

/* ---------------------------------------------------------------- set-up */

void
vic_window_net_init (VicWindow *self)
{
  VicWindowNet *net = g_new0 (VicWindowNet, 1);

  self->net = net;
  net->play = vic_net_play_new (self->model);
  vik_net_bar_set_one_line (VIK_NET_BAR (self->net_bar), TRUE);
  g_signal_connect (net->play, "joined", G_CALLBACK (on_joined), self);
  g_signal_connect (net->play, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->model, "action-applied", G_CALLBACK (on_remote_applied), self);
  net->table = vik_net_table_new (GTK_WINDOW (self), VIK_SESSION (self->model), net->play,
                                  VIK_NET_BAR (self->net_bar), VIK_CHAT_PANEL (self->chat),
                                  GTK_WIDGET (self->board_view), &table_window);
}

void
vic_window_net_dispose (VicWindow *self)
{
  VicWindowNet *net = self->net;

  if (net == NULL)
    return;
  self->net = NULL;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_signal_handlers_disconnect_by_data (net->play, self);
  vik_net_table_leave (net->table);   /* the game goes on on the server */
  g_clear_object (&net->table);
  g_clear_object (&net->play);
  g_free (net);
}

/* ---------------------------------------------------------------- public */

void
vic_window_join_network (VicWindow *self, const char *uri, const char *game, const char *token,
                         gboolean just_hosted)
{
  g_return_if_fail (VIC_IS_WINDOW (self));
  g_return_if_fail (uri != NULL && game != NULL);
  vic_side_panel_clear_log (self->side_panel);
  vik_net_table_join (self->net->table, uri, game, token, just_hosted);
}

VikNetSession *
vic_window_get_net_play (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return self->net->play;
}

const char *
vic_window_get_net_status (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return vik_net_bar_get_status (VIK_NET_BAR (self->net_bar));
}

char *
vic_window_get_chat_text (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return vik_chat_panel_get_text (VIK_CHAT_PANEL (self->chat));
}
