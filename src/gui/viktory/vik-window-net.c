/* vik-window-net.c: a network game in the game window (docs/gui.md,
 * "Network games"): the window's VikNetPlay (a VikNetSession) feeding its
 * model, the network bar over the board and the Chat tab, followed by the
 * table both games' windows share (vik-net-table.h: the stale board, the
 * chat, notifications, "Your network games", the invitations, a self-signed
 * server); here: "Your network games" on the start screen, joining (links,
 * addresses, the lobby, another game's table), what a network game turns
 * off, and closing while hosting.  Hosting itself is in vik-window-host.c,
 * the dialogs in vik-join-dialog.c and vik-host-dialog.c. */
#include "config.h"

#include "vik-window-private.h"
#include "vik-chat-panel.h"
#include "vik-gui-util.h"
#include "vik-host-server.h"
#include "vik-join-dialog.h"
#include "vik-net-bar.h"
#include "vik-net-table.h"
#include "vik-net-games.h"
#include "vik-net-link.h"
#include "vik-your-games.h"

#include <glib/gi18n.h>

/* ---------------------------------------------------------------- the table (vik-net-table.h) */

static void
show_chat (GtkWidget *window, gboolean shown)
{
  VikWindow *self = VIK_WINDOW (window);

  gtk_widget_set_visible (gtk_stack_page_get_child (self->chat_page), shown);
  gtk_stack_page_set_visible (self->chat_page, shown);
}

static gboolean
chat_in_view (GtkWidget *window)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (VIK_WINDOW (window)->side_stack), "chat") == 0;
}

static void
mark_chat (GtkWidget *window)
{
  gtk_stack_page_set_needs_attention (VIK_WINDOW (window)->chat_page, TRUE);
}

static void
changed (GtkWidget *window)
{
  vik_window_update_action_states (VIK_WINDOW (window));
}

static const VikNetTableWindow table_window = {
  .kind = NULL,
  .turn_title = N_("Your turn in Viktory"),
  .show_chat = show_chat,
  .chat_in_view = chat_in_view,
  .mark_chat = mark_chat,
  .changed = changed,
};

static void
on_refused (VikNetSession *play, const char *text, VikWindow *self)
{
  g_autofree char *line = g_strdup_printf (_("The server refused the action: %s"), text);
  vik_window_toast (self, line);
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
  vik_net_table_join (self->table, uri, game, self->join_claim ? NULL : token, FALSE);
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
    if (VIK_IS_WINDOW (i->data) && VIK_WINDOW (i->data)->table != NULL
        && vik_net_table_is_hosting (VIK_WINDOW (i->data)->table)
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
  gtk_box_prepend (self->board_column, self->net_bar);
  self->chat = vik_chat_panel_new ();
  self->chat_page = gtk_stack_add_titled (self->side_stack, self->chat, "chat", _("Chat"));
  self->your_games = vik_your_games_new ();
  gtk_box_append (self->your_games_box, self->your_games);
  self->table = vik_net_table_new (GTK_WINDOW (self), VIK_SESSION (self->model), self->net,
                                   VIK_NET_BAR (self->net_bar), VIK_CHAT_PANEL (self->chat),
                                   GTK_WIDGET (self->board_view), &table_window);

  g_signal_connect (self->net, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->net, "other-game", G_CALLBACK (on_other_game), self);
  g_signal_connect (self->side_stack, "notify::visible-child", G_CALLBACK (on_side_page), self);
  g_signal_connect (self->your_games, "open", G_CALLBACK (on_open_your_game), self);
  g_signal_connect_swapped (self, "map", G_CALLBACK (on_map), self);
}

void
vik_window_net_dispose (VikWindow *self)
{
  if (self->net != NULL)
    g_signal_handlers_disconnect_by_data (self->net, self);
  if (self->table != NULL)
    vik_net_table_leave (self->table);   /* the game goes on on the server */
  g_clear_object (&self->table);
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
  return vik_net_table_get_notifications (self->table);
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
