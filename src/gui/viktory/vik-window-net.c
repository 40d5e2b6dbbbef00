/* vik-window-net.c: a network game in the game window (docs/gui.md,
 * "Network games"): the window's VikNetPlay (a VikNetSession) feeding its model, the network
 * bar over the board, the Chat tab, "Your network games" on the start screen,
 * desktop notifications, joining (links, addresses, the lobby), what a
 * network game turns off, and closing while hosting.  Hosting itself is in
 * vik-window-host.c, the dialogs in vik-join-dialog.c and vik-host-dialog.c. */
#include "config.h"

#include "vik-window-private.h"
#include "vik-chat-panel.h"
#include "vik-gui-util.h"
#include "vik-host-server.h"
#include "vik-join-dialog.h"
#include "vik-net-bar.h"
#include "vik-net-games.h"
#include "vik-net-client.h"
#include "vik-net-link.h"
#include "vik-net-trust.h"
#include "vik-your-games.h"

#include <glib/gi18n.h>

/* ---------------------------------------------------------------- notifications */

void
vik_window_net_notify (VikWindow *self, const char *id, const char *title, const char *body)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr (GNotification) notification = NULL;

  /* the player looking at this window needs no notification */
  if (gtk_window_is_active (GTK_WINDOW (self)))
    return;
  self->notifications++;
  if (app == NULL || !g_application_get_is_registered (G_APPLICATION (app)))
    return;
  notification = g_notification_new (title);
  g_notification_set_body (notification, body);
  g_application_send_notification (G_APPLICATION (app), id, notification);
}

/* "It is your turn", once each time the decision comes to our seat. */
static void
check_my_turn (VikWindow *self)
{
  const VikGame *game = vik_game_model_get_game (self->model);
  int seat = vik_session_get_local_seat (VIK_SESSION (self->model));
  gboolean mine = game != NULL && vik_session_is_remote (VIK_SESSION (self->model)) && seat >= 0
                  && !vik_game_is_over (game) && vik_game_get_decider (game) == seat;

  if (mine && !self->was_my_turn)
    {
      g_autofree char *id = g_strdup_printf ("turn-%s", vik_net_session_get_game_id (self->net));
      g_autofree char *body = g_strdup_printf (_("%s, it is your turn in the network game (turn %d)."),
                                               vik_game_get_player_name (game, seat), vik_game_get_turn (game));
      vik_window_net_notify (self, id, _("Your turn in Viktory"), body);
    }
  self->was_my_turn = mine;
}

/* ---------------------------------------------------------------- following the play */

static void
update_board (VikWindow *self)
{
  VikNetPlayState state = vik_net_session_get_state (self->net);
  gboolean stale = vik_session_is_remote (VIK_SESSION (self->model)) && state != VIK_NET_PLAY_PLAYING;

  /* never a stale board as current: dimmed, and nothing can be chosen on it */
  if (stale)
    gtk_widget_add_css_class (GTK_WIDGET (self->board_view), "stale-board");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->board_view), "stale-board");
  vik_chat_panel_set_can_send (VIK_CHAT_PANEL (self->chat), state == VIK_NET_PLAY_PLAYING);
}

/* ---------------------------------------------------------------- a self-signed server */

static void
on_trust_response (AdwMessageDialog *dialog, const char *response, VikWindow *self)
{
  GTlsCertificate *certificate = g_object_get_data (G_OBJECT (dialog), "certificate");

  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "trust") != 0 || self->net == NULL)
    return;
  if (!vik_net_trust_remember (vik_net_session_get_uri (self->net), certificate, &error))
    g_warning ("The trusted server is not remembered for the next run: %s", error->message);
  vik_net_session_pin_certificate (self->net, certificate);
  vik_net_session_rejoin (self->net);
}

/* The server's certificate is signed by no authority this system knows (a
 * club's or a friend's server often makes its own): its fingerprint, to
 * compare with the one its host gives, and trust it from now on (kept
 * between runs: vik-net-trust.h).  A server trusted before that shows
 * another certificate is said to have changed. */
static void
ask_trust (VikWindow *self, GTlsCertificate *certificate)
{
  const char *uri = vik_net_session_get_uri (self->net);
  g_autoptr (GTlsCertificate) before = vik_net_trust_lookup (uri);
  g_autofree char *fingerprint = vik_net_certificate_fingerprint (certificate);
  g_autofree char *where = vik_net_link_describe_server (uri);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (before != NULL)
    body = g_strdup_printf (_("The server at %s now identifies itself with another certificate than the one "
                              "you trusted before. Its host may have made a new one, or someone may be "
                              "listening in between. Its fingerprint is now:\n\nSHA-256 %s\n\n"
                              "Trust it only if its host confirms this fingerprint."),
                            where, fingerprint);
  else
    body = g_strdup_printf (_("The server at %s identifies itself with a certificate no known "
                              "authority signed. If its host gives you this fingerprint, the "
                              "connection is to that server and encrypted:\n\nSHA-256 %s\n\n"
                              "Trust it only if the fingerprints match."),
                            where, fingerprint);
  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   before != NULL ? _("The Server’s Certificate Changed") : _("Trust This Server?"),
                                   body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "trust", _("_Trust and Join"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "certificate", g_object_ref (certificate), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_trust_response), self, 0);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_state (VikNetSession *play, GParamSpec *pspec, VikWindow *self)
{
  VikNetPlayState state = vik_net_session_get_state (play);

  update_board (self);
  vik_window_update_action_states (self);
  if (state == VIK_NET_PLAY_RECONNECTING)
    vik_chat_panel_note (VIK_CHAT_PANEL (self->chat), _("The connection to the server was lost: reconnecting…"));
  else if (state == VIK_NET_PLAY_PLAYING && vik_session_is_remote (VIK_SESSION (self->model))
           && gtk_widget_get_visible (self->net_bar))
    vik_chat_panel_note (VIK_CHAT_PANEL (self->chat), _("Connected"));
  else if (state == VIK_NET_PLAY_FAILED)
    {
      const char *why = vik_net_session_get_error (play);
      GTlsCertificate *refused = vik_net_session_get_refused_certificate (play);
      if (refused != NULL && !vik_session_is_remote (VIK_SESSION (self->model)))
        ask_trust (self, refused);
      else if (!vik_session_is_remote (VIK_SESSION (self->model)))
        vik_show_error_dialog (GTK_WINDOW (self), _("Could not join the network game"), why);
      else
        vik_chat_panel_note (VIK_CHAT_PANEL (self->chat), why);
    }
}

/* The game is one of "your games" from now on (with its seat's token). */
static void
on_joined (VikNetSession *play, const char *game, const char *token, int seat, VikWindow *self)
{
  const VikGame *g = vik_game_model_get_game (self->model);
  g_autoptr (VikNetGameEntry) entry = NULL;
  g_autofree char *address = NULL;

  vik_chat_panel_clear (VIK_CHAT_PANEL (self->chat));
  self->was_my_turn = FALSE;
  check_my_turn (self);
  entry = vik_net_games_remember_join (vik_net_session_get_uri (play), game, token, seat, NULL,
                                       g != NULL && seat >= 0 ? vik_game_get_player_name (g, seat) : NULL);
  if (entry == NULL)
    return;   /* watching: nothing to come back to */
  self->hosting = entry->hosted;
  address = entry->hosted ? vik_net_link_invitations_address (entry->invitations) : NULL;
  vik_net_bar_set_hosting (VIK_NET_BAR (self->net_bar), entry->hosted && entry->invitations != NULL, address);
  if (self->just_hosted && vik_net_link_any_invitation (entry->invitations))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.invitations", NULL);
  self->just_hosted = FALSE;
}

static void
on_chat (VikNetSession *play, int seat, const char *name, const char *text, gint64 when, VikWindow *self)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  /* a line said while we were away (the server keeps them): with its time, and no notification */
  gboolean earlier = vik_net_chat_is_earlier (when, now);
  g_autofree char *who = vik_net_chat_speaker (name, when, now);

  vik_chat_panel_add (VIK_CHAT_PANEL (self->chat), who, text);
  if (seat == vik_net_session_get_seat (play) && seat >= 0)
    return;   /* our own line */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->side_stack), "chat") != 0)
    gtk_stack_page_set_needs_attention (self->chat_page, TRUE);
  if (!earlier)
    {
      g_autofree char *id = g_strdup_printf ("chat-%s", vik_net_session_get_game_id (play));
      g_autofree char *title = g_strdup_printf (_("%s says"), name);
      vik_window_net_notify (self, id, title, text);
    }
}

static void
on_refused (VikNetSession *play, const char *text, VikWindow *self)
{
  g_autofree char *line = g_strdup_printf (_("The server refused the action: %s"), text);
  vik_window_toast (self, line);
}

static void
on_send (VikChatPanel *chat, const char *text, VikWindow *self)
{
  vik_net_session_chat (self->net, text);
}

static void
on_remote (VikGameModel *model, GParamSpec *pspec, VikWindow *self)
{
  gboolean remote = vik_session_is_remote (VIK_SESSION (model));

  gtk_widget_set_visible (gtk_stack_page_get_child (self->chat_page), remote);
  gtk_stack_page_set_visible (self->chat_page, remote);
  if (!remote)
    {
      self->hosting = FALSE;
      vik_net_bar_set_hosting (VIK_NET_BAR (self->net_bar), FALSE, NULL);
    }
  update_board (self);
  vik_window_update_action_states (self);
}

static void
on_side_page (GtkStack *stack, GParamSpec *pspec, VikWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "chat") == 0)
    {
      gtk_stack_page_set_needs_attention (self->chat_page, FALSE);
      vik_chat_panel_focus_entry (VIK_CHAT_PANEL (self->chat));
    }
}

/* ---------------------------------------------------------------- other games */

static gboolean
destroy_idle (gpointer window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

/* Another game's network game, in a window of that game. */
GtkWindow *
vik_window_play_other (VikWindow *self, const VikGuiGame *other, const char *uri, const char *game,
                       const char *token, gboolean just_hosted)
{
  GtkWindow *window = other->join_network (gtk_window_get_application (GTK_WINDOW (self)), uri, game, token,
                                           just_hosted);

  /* a window showing no game is not needed any more; one whose application
   * runs a server stays, to ask before stopping it (close-request), once the
   * handler that asked is over */
  if (vik_game_model_get_game (self->model) == NULL && vik_host_server_get () == NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT, destroy_idle, g_object_ref (self), g_object_unref);
  return window;
}

/* The game joined is another game's (a link or a lobby's seat does not say
 * which game it is): a window of that game plays it. */
static void
on_other_game (VikNetSession *play, const char *kind, const char *uri, const char *game, const char *token,
               VikWindow *self)
{
  const VikGuiGame *other = vik_gui_games_find (kind);

  if (other != NULL && other != vik_viktory_gui_game () && other->join_network != NULL)
    vik_window_play_other (self, other, uri, game, token, FALSE);
  else
    {
      g_autofree char *body = g_strdup_printf (_("The game is of “%s”, which this program does not play"), kind);
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not join the network game"), body);
    }
}

/* ---------------------------------------------------------------- joining */

static void
join_now (GtkWindow *window)
{
  VikWindow *self = VIK_WINDOW (window);
  g_autofree char *uri = g_steal_pointer (&self->join_uri);
  g_autofree char *game = g_steal_pointer (&self->join_game);
  g_autofree char *token = g_steal_pointer (&self->join_token);

  if (uri == NULL)
    return;
  vik_net_session_join (self->net, uri, game, self->join_claim ? NULL : token);
}

void
vik_window_join_game (VikWindow *self, const char *uri, const char *game, const char *token)
{
  g_return_if_fail (VIK_IS_WINDOW (self));
  g_free (self->join_uri);
  g_free (self->join_game);
  g_free (self->join_token);
  self->join_uri = g_strdup (uri);
  self->join_game = g_strdup (game);
  self->join_token = g_strdup (token ? token : "");
  self->join_claim = token == NULL;
  vik_window_confirm_unsaved (self, join_now);
}

void
vik_window_join_link (VikWindow *self, const char *text)
{
  VikNetLink link;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (VIK_IS_WINDOW (self));
  if (!vik_net_link_parse (text, &link, &error))
    {
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not join the network game"), error->message);
      return;
    }
  if (link.game == NULL)
    vik_join_dialog_present (self, text);   /* a server: choose among its games */
  else
    vik_window_join_game (self, link.uri, link.game, link.token);
  vik_net_link_clear (&link);
}

/* A game of "your games": one hosted here needs this computer's server again. */
static void
on_open_your_game (VikYourGames *list, gpointer data, VikWindow *self)
{
  const VikNetGameEntry *e = data;
  g_autoptr (GError) error = NULL;

  if (e->hosted && vik_host_server_get () == NULL && vik_host_server_ensure (e->port, &error) == NULL)
    {
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not host the game again"), error->message);
      return;
    }
  {
    /* this computer's server, wherever it listens now */
    g_autofree char *uri = e->hosted ? vik_host_server_local_uri () : g_strdup (e->uri);

    /* another game's (as its server or the list says) in a window of its
     * game; one not known to be plays here, or goes there once joined */
    const VikGuiGame *other = vik_gui_games_find (vik_net_game_entry_kind (e));
    if (other != NULL && other != vik_viktory_gui_game () && other->join_network != NULL)
      vik_window_play_other (self, other, uri, e->game, e->token, FALSE);
    else
      vik_window_join_game (self, uri, e->game, e->token);
  }
}

static void
join_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_join_dialog_present (VIK_WINDOW (widget), NULL);
}

static void
join_link_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_join_link (VIK_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* win.drop-connection: the network fails (tests, trying the window out). */
static void
drop_connection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_net_session_drop_connection (VIK_WINDOW (widget)->net);
}

/* ---------------------------------------------------------------- what a network game turns off */

void
vik_window_net_update_action_states (VikWindow *self)
{
  static const char *const off[] = {
    "win.undo", "win.save", "win.save-as", "win.replay", "win.statistics", "win.set-seat",
  };
  gboolean remote = self->model != NULL && vik_session_is_remote (VIK_SESSION (self->model));
  g_autofree char *waiting = NULL;

  if (self->your_games != NULL)
    gtk_widget_set_visible (self->your_games, vik_game_model_get_game (self->model) == NULL);
  if (!remote)
    return;
  /* the server has no undo, keeps the game (nothing to save here), and
   * decides the seats; a replay needs the seed, revealed at the end, and
   * the server's record of the game (the view's pile is re-drawn) */
  for (guint i = 0; i < G_N_ELEMENTS (off); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), off[i], FALSE);
  if (vik_net_session_get_fair (self->net) == 1 && vik_game_model_get_record (self->model) != NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.replay", TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", TRUE);
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button),
                               _("A network game cannot be undone: the server keeps every action"));
  waiting = vik_game_model_describe_waiting (self->model);
  if (waiting != NULL)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->end_button), waiting);
}

/* ---------------------------------------------------------------- closing */

static guint
windows_on_hosted_server (GtkApplication *app)
{
  guint n = 0;

  for (GList *i = app ? gtk_application_get_windows (app) : NULL; i != NULL; i = i->next)
    if (VIK_IS_WINDOW (i->data) && VIK_WINDOW (i->data)->hosting
        && vik_net_session_get_state (VIK_WINDOW (i->data)->net) == VIK_NET_PLAY_PLAYING)
      n++;
  return n;
}

static void
on_stop_hosting (AdwMessageDialog *dialog, const char *response, VikWindow *self)
{
  if (g_strcmp0 (response, "close") == 0)
    {
      self->close_despite_guests = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

/* The server lives as long as the application: closing its last window
 * while others play on it stops it, so the host is asked first. */
gboolean
vik_window_net_close_request (VikWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  VikServer *server = vik_host_server_get ();
  guint mine, guests;
  GtkWidget *dialog;

  if (server == NULL || self->close_despite_guests || app == NULL
      || g_list_length (gtk_application_get_windows (app)) > 1)
    return FALSE;
  mine = windows_on_hosted_server (app);
  guests = vik_server_n_clients (server) > mine ? vik_server_n_clients (server) - mine : 0;
  if (guests == 0)
    return FALSE;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Stop Hosting?"),
                                   _("Other players are connected to the games this computer hosts. Closing "
                                     "Viktory stops the server: they wait until you host again. Nothing is "
                                     "lost: every action is stored."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Keep Hosting"),
                                    "close", _("_Close and Stop Hosting"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "close", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_stop_hosting), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---------------------------------------------------------------- set-up */

void
vik_window_net_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child_full (widget_class, "your_games_box", FALSE,
                                             G_STRUCT_OFFSET (VikWindow, your_games_box));
  gtk_widget_class_install_action (widget_class, "win.join-game", NULL, join_game_action);
  gtk_widget_class_install_action (widget_class, "win.join-link", "s", join_link_action);
  gtk_widget_class_install_action (widget_class, "win.drop-connection", NULL, drop_connection_action);
  vik_window_host_install_actions (widget_class);
}

static void
on_map (VikWindow *self)
{
  if (vik_game_model_get_game (self->model) == NULL)
    vik_your_games_refresh (VIK_YOUR_GAMES (self->your_games));
}

void
vik_window_net_init (VikWindow *self)
{
  self->net = vik_net_play_new (self->model);
  self->net_bar = vik_net_bar_new ();
  vik_net_bar_set_play (VIK_NET_BAR (self->net_bar), self->net, VIK_SESSION (self->model));
  gtk_box_prepend (self->board_column, self->net_bar);
  self->chat = vik_chat_panel_new ();
  self->chat_page = gtk_stack_add_titled (self->side_stack, self->chat, "chat", _("Chat"));
  gtk_stack_page_set_visible (self->chat_page, FALSE);
  self->your_games = vik_your_games_new ();
  gtk_box_append (self->your_games_box, self->your_games);

  g_signal_connect (self->net, "notify::state", G_CALLBACK (on_state), self);
  g_signal_connect (self->net, "joined", G_CALLBACK (on_joined), self);
  g_signal_connect (self->net, "chat", G_CALLBACK (on_chat), self);
  g_signal_connect (self->net, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->net, "other-game", G_CALLBACK (on_other_game), self);
  g_signal_connect_swapped (self->net, "notify::fair", G_CALLBACK (vik_window_update_action_states), self);
  g_signal_connect (self->chat, "send", G_CALLBACK (on_send), self);
  g_signal_connect (self->model, "notify::remote", G_CALLBACK (on_remote), self);
  g_signal_connect_swapped (self->model, "action-applied", G_CALLBACK (check_my_turn), self);
  g_signal_connect_swapped (self->model, "game-changed", G_CALLBACK (check_my_turn), self);
  g_signal_connect (self->side_stack, "notify::visible-child", G_CALLBACK (on_side_page), self);
  g_signal_connect (self->your_games, "open", G_CALLBACK (on_open_your_game), self);
  g_signal_connect_swapped (self, "map", G_CALLBACK (on_map), self);
  on_remote (self->model, NULL, self);
}

void
vik_window_net_dispose (VikWindow *self)
{
  if (self->net != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->net, self);
      vik_net_session_leave (self->net);   /* the game goes on on the server */
    }
  if (self->model != NULL && self->net != NULL)
    vik_net_bar_set_play (VIK_NET_BAR (self->net_bar), NULL, NULL);
  g_clear_object (&self->net);
  g_clear_pointer (&self->join_uri, g_free);
  g_clear_pointer (&self->join_game, g_free);
  g_clear_pointer (&self->join_token, g_free);
}

/* ---------------------------------------------------------------- for tests */

VikNetSession *
vik_window_get_net_play (VikWindow *self)
{
  return self->net;
}

guint
vik_window_get_notifications (VikWindow *self)
{
  return self->notifications;
}

const char *
vik_window_get_net_status (VikWindow *self)
{
  return vik_net_bar_get_status (VIK_NET_BAR (self->net_bar));
}

const char *
vik_window_get_net_security (VikWindow *self)
{
  return vik_net_bar_get_security (VIK_NET_BAR (self->net_bar));
}

char *
vik_window_get_chat_text (VikWindow *self)
{
  return vik_chat_panel_get_text (VIK_CHAT_PANEL (self->chat));
}
