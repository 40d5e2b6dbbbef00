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
 * "victory").  The window's own parts call in through the small hooks of
 * vic-window-private.h. */
#include "config.h"

#include "vic-window-private.h"
#include "vic-net-play.h"
#include "vic-window-replay.h"
#include "vik-chat-panel.h"
#include "vik-gui-util.h"
#include "vik-invitations-dialog.h"
#include "vik-net-games.h"
#include "vik-net-bar.h"
#include "vik-net-link.h"

#include <glib/gi18n.h>

struct _VicWindowNet
{
  VikNetSession *play;
  char *hosted_at;            /* the host's own game: the address in its invitations */
  char **invitations;         /* the host's links, one per seat */
  gboolean just_hosted;       /* show the invitations once joined */
  gboolean was_my_turn;
};

/* ---------------------------------------------------------------- the bar */

/* What the network bar does not show itself: the Chat button, the board
 * dimmed while it is stale, whether the chat can send. */
static void
update_table (VicWindow *self)
{
  VicWindowNet *net = self->net;
  VikNetPlayState state = vik_net_session_get_state (net->play);
  gboolean remote = vik_session_is_remote (VIK_SESSION (self->model));

  gtk_widget_set_visible (self->chat_button, remote);
  /* never a stale board as current: dimmed, and nothing can be chosen on it */
  if (remote && state != VIK_NET_PLAY_PLAYING)
    gtk_widget_add_css_class (GTK_WIDGET (self->board_view), "stale-board");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->board_view), "stale-board");
  vik_chat_panel_set_can_send (VIK_CHAT_PANEL (self->chat), state == VIK_NET_PLAY_PLAYING);
}

/* ---------------------------------------------------------------- following the play */

/* "It is your turn", once each time the decision comes to our seat, when
 * the window is not the one looked at. */
static void
check_my_turn (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  int seat = vik_session_get_local_seat (VIK_SESSION (self->model));
  gboolean mine = game != NULL && vik_session_is_remote (VIK_SESSION (self->model)) && seat >= 0 && !vic_game_is_over (game)
                  && vic_game_get_decider (game) == seat;
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  if (mine && !self->net->was_my_turn && !gtk_window_is_active (GTK_WINDOW (self)) && app != NULL
      && g_application_get_is_registered (app))
    {
      g_autoptr (GNotification) notification = g_notification_new (_("Your turn in Victory"));
      g_autofree char *id = g_strdup_printf ("turn-%s", vik_net_session_get_game_id (self->net->play));
      g_autofree char *body = g_strdup_printf (_("%s, it is your turn in the network game (turn %d)."),
                                               vic_game_get_player_name (game, seat), vic_game_get_turn (game));
      g_notification_set_body (notification, body);
      g_application_send_notification (app, id, notification);
    }
  self->net->was_my_turn = mine;
}

static void
on_state (VikNetSession *play, GParamSpec *pspec, VicWindow *self)
{
  VikNetPlayState state = vik_net_session_get_state (play);

  update_table (self);
  vic_window_refresh (self);
  if (state == VIK_NET_PLAY_RECONNECTING)
    vik_chat_panel_note (VIK_CHAT_PANEL (self->chat), _("The connection to the server was lost: reconnecting…"));
  else if (state == VIK_NET_PLAY_FAILED && !vik_session_is_remote (VIK_SESSION (self->model)))
    vik_show_error_dialog (GTK_WINDOW (self), _("Could not join the network game"), vik_net_session_get_error (play));
  else if (state == VIK_NET_PLAY_FAILED)
    vik_chat_panel_note (VIK_CHAT_PANEL (self->chat), vik_net_session_get_error (play));
}

/* The game is one of "your games" from now on (a Victory game, with its
 * seat's token); the host's entry keeps its invitations. */
static void
on_joined (VikNetSession *play, const char *game, const char *token, int seat, VicWindow *self)
{
  VicWindowNet *net = self->net;
  const VicGame *g = vic_game_model_get_game (self->model);
  g_autoptr (VikNetGameEntry) entry = NULL;

  vik_chat_panel_clear (VIK_CHAT_PANEL (self->chat));
  net->was_my_turn = FALSE;
  vik_board_view_fit (self->board_view);
  check_my_turn (self);
  entry = vik_net_games_remember_join (vik_net_session_get_uri (play), game, token, seat, "victory",
                                       g != NULL && seat >= 0 ? vic_game_get_player_name (g, seat) : NULL);
  if (entry == NULL)
    return;   /* watching: nothing to come back to */
  g_clear_pointer (&net->hosted_at, g_free);
  g_clear_pointer (&net->invitations, g_strfreev);
  if (entry->hosted && entry->invitations != NULL)
    {
      net->hosted_at = vik_net_link_invitations_address (entry->invitations);
      net->invitations = g_strdupv (entry->invitations);
    }
  vik_net_bar_set_hosting (VIK_NET_BAR (self->net_bar), net->invitations != NULL, net->hosted_at);
  vic_window_update_actions (self);   /* win.invitations */
  if (net->just_hosted && vik_net_link_any_invitation (net->invitations))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.invitations", NULL);
  net->just_hosted = FALSE;
}

static void
on_chat (VikNetSession *play, int seat, const char *name, const char *text, gint64 when, VicWindow *self)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  g_autofree char *who = vik_net_chat_speaker (name, when, now);

  vik_chat_panel_add (VIK_CHAT_PANEL (self->chat), who, text);
  if (seat != vik_net_session_get_seat (play) || seat < 0)
    gtk_widget_add_css_class (self->chat_button, "needs-attention");
}

static void
on_refused (VikNetSession *play, const char *text, VicWindow *self)
{
  /* the server's rules saw what this seat's view cannot: a hidden block */
  vik_show_error_dialog (GTK_WINDOW (self), _("The server refused the action"), text);
}

static void
on_chat_send (VikChatPanel *chat, const char *text, VicWindow *self)
{
  vik_net_session_chat (self->net->play, text);
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

static void
on_remote (VicGameModel *model, GParamSpec *pspec, VicWindow *self)
{
  if (!vik_session_is_remote (VIK_SESSION (model)))
    {
      g_clear_pointer (&self->net->hosted_at, g_free);
      g_clear_pointer (&self->net->invitations, g_strfreev);
      vik_net_bar_set_hosting (VIK_NET_BAR (self->net_bar), FALSE, NULL);
    }
  update_table (self);
  vic_window_update_actions (self);
}

/* ---------------------------------------------------------------- actions */

/* win.invitations: the host's links again. */
static void
invitations_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicWindow *self = VIC_WINDOW (widget);
  const VicGame *game = vic_game_model_get_game (self->model);
  g_autofree char *watch = NULL;
  const char *names[VIC_MAX_PLAYERS] = { 0 };
  int n;

  if (game == NULL || self->net->invitations == NULL)
    return;
  n = vic_game_get_n_players (game);
  for (int p = 0; p < n; p++)
    names[p] = vic_game_get_player_name (game, p);
  watch = vik_net_link_watch_of_any (self->net->invitations);
  gtk_window_present (GTK_WINDOW (vik_invitations_dialog_new_for (GTK_WINDOW (self), names, n,
                                                                  self->net->invitations, watch)));
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
  gtk_widget_class_bind_template_callback (widget_class, on_chat_send);
  gtk_widget_class_install_action (widget_class, "win.invitations", NULL, invitations_action);
  gtk_widget_class_install_action (widget_class, "win.drop-connection", NULL, drop_connection_action);
}

/* What a network game turns off: the server keeps the game (nothing to
 * save, no undo) and decides the seats. */
void
vic_window_net_update_actions (VicWindow *self)
{
  gboolean remote = self->net != NULL && vik_session_is_remote (VIK_SESSION (self->model));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.invitations", remote && self->net->invitations != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.drop-connection", remote);
  /* on again once a game of this computer's replaces the network game */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.set-seat", !remote);
  /* a network game's replay and statistics wait for the record at the end */
  vic_window_replay_update (self);
  if (!remote)
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", FALSE);
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
  vik_net_bar_set_play (VIK_NET_BAR (self->net_bar), net->play, VIK_SESSION (self->model));

  g_signal_connect (net->play, "notify::state", G_CALLBACK (on_state), self);
  /* the end: the seed revealed, the server's record kept (replay, statistics) */
  g_signal_connect_swapped (net->play, "notify::fair", G_CALLBACK (vic_window_update_actions), self);
  g_signal_connect (net->play, "joined", G_CALLBACK (on_joined), self);
  g_signal_connect (net->play, "chat", G_CALLBACK (on_chat), self);
  g_signal_connect (net->play, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->model, "action-applied", G_CALLBACK (on_remote_applied), self);
  g_signal_connect (self->model, "notify::remote", G_CALLBACK (on_remote), self);
  g_signal_connect_swapped (self->model, "action-applied", G_CALLBACK (check_my_turn), self);
  g_signal_connect_swapped (self->model, "game-changed", G_CALLBACK (check_my_turn), self);
}

void
vic_window_net_dispose (VicWindow *self)
{
  VicWindowNet *net = self->net;

  if (net == NULL)
    return;
  self->net = NULL;
  vik_net_bar_set_play (VIK_NET_BAR (self->net_bar), NULL, NULL);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_signal_handlers_disconnect_by_data (net->play, self);
  vik_net_session_leave (net->play);   /* the game goes on on the server */
  g_clear_object (&net->play);
  g_free (net->hosted_at);
  g_strfreev (net->invitations);
  g_free (net);
}

/* ---------------------------------------------------------------- public */

void
vic_window_join_network (VicWindow *self, const char *uri, const char *game, const char *token,
                         gboolean just_hosted)
{
  g_return_if_fail (VIC_IS_WINDOW (self));
  g_return_if_fail (uri != NULL && game != NULL);
  self->net->just_hosted = just_hosted;
  vic_side_panel_clear_log (self->side_panel);
  vik_net_session_join (self->net->play, uri, game, token);
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
