/* vik-net-table.c: a network game at a game window's table (see the header). */
#include "config.h"

#include "vik-net-table.h"
#include "vik-gui-util.h"
#include "vik-invitations-dialog.h"
#include "vik-net-client.h"
#include "vik-net-games.h"
#include "vik-net-link.h"
#include "vik-net-trust.h"

#include <glib/gi18n.h>

struct _VikNetTable
{
  GObject parent_instance;

  GtkWindow *window;              /* not referenced: it owns the table */
  VikSession *model;
  VikNetSession *play;
  VikNetBar *bar;
  VikChatPanel *chat;
  GtkWidget *board;
  const VikNetTableWindow *hooks;

  gboolean hosting;               /* the game is on this computer's server */
  gboolean just_hosted;           /* show the invitations once joined */
  char **invitations;             /* the host's links, a seat each */
  gboolean was_my_turn;           /* for the "your turn" notification */
  guint notifications;
};

G_DEFINE_FINAL_TYPE (VikNetTable, vik_net_table, G_TYPE_OBJECT)

static GtkWidget *
window_widget (VikNetTable *self)
{
  return GTK_WIDGET (self->window);
}

/* ---------------------------------------------------------------- notifications */

/* A desktop notification, unless the player looks at this window. */
static void
notify (VikNetTable *self, const char *id, const char *title, const char *body)
{
  GtkApplication *app = gtk_window_get_application (self->window);
  g_autoptr (GNotification) notification = NULL;

  if (gtk_window_is_active (self->window))
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
check_my_turn (VikNetTable *self)
{
  int seat = vik_session_get_local_seat (self->model);
  gboolean mine = vik_session_is_remote (self->model) && seat >= 0 && vik_session_get_decider (self->model) == seat;

  if (mine && !self->was_my_turn)
    {
      const VikRules *rules = vik_session_get_ai_game (self->model)->rules;
      g_autofree char *id = g_strdup_printf ("turn-%s", vik_net_session_get_game_id (self->play));
      g_autofree char *body = g_strdup_printf (_("%s, it is your turn in the network game (turn %d)."),
                                               vik_session_get_player_name (self->model, seat),
                                               rules->turn (vik_session_get_game (self->model)));
      notify (self, id, _(self->hooks->turn_title), body);
    }
  self->was_my_turn = mine;
}

/* ---------------------------------------------------------------- following the play */

/* Never a stale board as current: dimmed, and nothing can be chosen on it;
 * the chat sends while connected. */
static void
update_board (VikNetTable *self)
{
  VikNetPlayState state = vik_net_session_get_state (self->play);

  if (vik_session_is_remote (self->model) && state != VIK_NET_PLAY_PLAYING)
    gtk_widget_add_css_class (self->board, "stale-board");
  else
    gtk_widget_remove_css_class (self->board, "stale-board");
  vik_chat_panel_set_can_send (self->chat, state == VIK_NET_PLAY_PLAYING);
}

static void
on_trust_response (AdwMessageDialog *dialog, const char *response, VikNetTable *self)
{
  GTlsCertificate *certificate = g_object_get_data (G_OBJECT (dialog), "certificate");
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "trust") != 0 || self->play == NULL)
    return;
  if (!vik_net_trust_remember (vik_net_session_get_uri (self->play), certificate, &error))
    g_warning ("The trusted server is not remembered for the next run: %s", error->message);
  vik_net_session_pin_certificate (self->play, certificate);
  vik_net_session_rejoin (self->play);
}

/* The server's certificate is signed by no authority this system knows (a
 * club's or a friend's server often makes its own): its fingerprint, to
 * compare with the one its host gives, and trust it from now on (kept
 * between runs: vik-net-trust.h).  A server trusted before that shows
 * another certificate is said to have changed. */
static void
ask_trust (VikNetTable *self, GTlsCertificate *certificate)
{
  const char *uri = vik_net_session_get_uri (self->play);
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
  dialog = adw_message_dialog_new (self->window,
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
on_state (VikNetSession *play, GParamSpec *pspec, VikNetTable *self)
{
  VikNetPlayState state = vik_net_session_get_state (play);
  gboolean remote = vik_session_is_remote (self->model);

  update_board (self);
  self->hooks->changed (window_widget (self));
  if (state == VIK_NET_PLAY_RECONNECTING)
    vik_chat_panel_note (self->chat, _("The connection to the server was lost: reconnecting…"));
  else if (state == VIK_NET_PLAY_PLAYING && remote && gtk_widget_get_visible (GTK_WIDGET (self->bar)))
    vik_chat_panel_note (self->chat, _("Connected"));
  else if (state == VIK_NET_PLAY_FAILED)
    {
      const char *why = vik_net_session_get_error (play);
      GTlsCertificate *refused = vik_net_session_get_refused_certificate (play);
      if (refused != NULL && !remote)
        ask_trust (self, refused);
      else if (!remote)
        vik_show_error_dialog (self->window, _("Could not join the network game"), why);
      else
        vik_chat_panel_note (self->chat, why);
    }
}

/* The game is one of "your games" from now on (with its seat's token); the
 * host's entry keeps its invitations. */
static void
on_joined (VikNetSession *play, const char *game, const char *token, int seat, VikNetTable *self)
{
  gboolean named = vik_session_get_game (self->model) != NULL && seat >= 0;
  g_autoptr (VikNetGameEntry) entry = NULL;
  g_autofree char *address = NULL;

  vik_chat_panel_clear (self->chat);
  self->was_my_turn = FALSE;
  check_my_turn (self);
  entry = vik_net_games_remember_join (vik_net_session_get_uri (play), game, token, seat, self->hooks->kind,
                                       named ? vik_session_get_player_name (self->model, seat) : NULL);
  if (entry == NULL)
    return;   /* watching: nothing to come back to */
  self->hosting = entry->hosted;
  g_clear_pointer (&self->invitations, g_strfreev);
  if (entry->hosted && entry->invitations != NULL)
    {
      self->invitations = g_strdupv (entry->invitations);
      address = vik_net_link_invitations_address (entry->invitations);
    }
  vik_net_bar_set_hosting (self->bar, self->invitations != NULL, address);
  self->hooks->changed (window_widget (self));   /* win.invitations */
  if (self->just_hosted && vik_net_link_any_invitation (self->invitations))
    vik_net_table_show_invitations (self);
  self->just_hosted = FALSE;
}

static void
on_chat (VikNetSession *play, int seat, const char *name, const char *text, gint64 when, VikNetTable *self)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  g_autofree char *who = vik_net_chat_speaker (name, when, now);

  vik_chat_panel_add (self->chat, who, text);
  if (seat == vik_net_session_get_seat (play) && seat >= 0)
    return;   /* our own line */
  if (!self->hooks->chat_in_view (window_widget (self)))
    self->hooks->mark_chat (window_widget (self));
  /* a line said while we were away (the server keeps them) comes with its
   * time, and no notification */
  if (!vik_net_chat_is_earlier (when, now))
    {
      g_autofree char *id = g_strdup_printf ("chat-%s", vik_net_session_get_game_id (play));
      g_autofree char *title = g_strdup_printf (_("%s says"), name);
      notify (self, id, title, text);
    }
}

static void
on_send (VikChatPanel *chat, const char *text, VikNetTable *self)
{
  vik_net_session_chat (self->play, text);
}

static void
on_remote (VikSession *model, GParamSpec *pspec, VikNetTable *self)
{
  gboolean remote = vik_session_is_remote (model);

  self->hooks->show_chat (window_widget (self), remote);
  if (!remote)
    {
      self->hosting = FALSE;
      g_clear_pointer (&self->invitations, g_strfreev);
      vik_net_bar_set_hosting (self->bar, FALSE, NULL);
    }
  update_board (self);
  self->hooks->changed (window_widget (self));
}

static void
on_fair (VikNetTable *self)
{
  self->hooks->changed (window_widget (self));
}

/* ---------------------------------------------------------------- public */

VikNetTable *
vik_net_table_new (GtkWindow *window, VikSession *model, VikNetSession *play, VikNetBar *bar, VikChatPanel *chat,
                   GtkWidget *board, const VikNetTableWindow *hooks)
{
  VikNetTable *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window) && VIK_IS_SESSION (model) && VIK_IS_NET_SESSION (play), NULL);
  g_return_val_if_fail (VIK_IS_NET_BAR (bar) && VIK_IS_CHAT_PANEL (chat) && GTK_IS_WIDGET (board), NULL);
  g_return_val_if_fail (hooks != NULL, NULL);
  self = g_object_new (VIK_TYPE_NET_TABLE, NULL);
  self->window = window;
  self->model = g_object_ref (model);
  self->play = g_object_ref (play);
  self->bar = g_object_ref (bar);
  self->chat = g_object_ref (chat);
  self->board = g_object_ref (board);
  self->hooks = hooks;
  vik_net_bar_set_play (bar, play, model);
  g_signal_connect (play, "notify::state", G_CALLBACK (on_state), self);
  g_signal_connect (play, "joined", G_CALLBACK (on_joined), self);
  g_signal_connect (play, "chat", G_CALLBACK (on_chat), self);
  /* the end: the seed revealed, the server's record kept (replay, statistics) */
  g_signal_connect_swapped (play, "notify::fair", G_CALLBACK (on_fair), self);
  g_signal_connect (chat, "send", G_CALLBACK (on_send), self);
  g_signal_connect (model, "notify::remote", G_CALLBACK (on_remote), self);
  g_signal_connect_swapped (model, "action-applied", G_CALLBACK (check_my_turn), self);
  g_signal_connect_swapped (model, "game-changed", G_CALLBACK (check_my_turn), self);
  hooks->show_chat (GTK_WIDGET (window), vik_session_is_remote (model));
  update_board (self);
  return self;
}

void
vik_net_table_join (VikNetTable *self, const char *uri, const char *game, const char *token, gboolean just_hosted)
{
  g_return_if_fail (VIK_IS_NET_TABLE (self));
  g_return_if_fail (uri != NULL && game != NULL);
  self->just_hosted = just_hosted;
  if (just_hosted)
    self->hosting = TRUE;   /* asked before closing from now on; joined tells again */
  vik_net_session_join (self->play, uri, game, token);
}

void
vik_net_table_leave (VikNetTable *self)
{
  g_return_if_fail (VIK_IS_NET_TABLE (self));
  if (self->play == NULL)
    return;
  vik_net_bar_set_play (self->bar, NULL, NULL);
  g_signal_handlers_disconnect_by_data (self->play, self);
  g_signal_handlers_disconnect_by_data (self->chat, self);
  g_signal_handlers_disconnect_by_data (self->model, self);
  vik_net_session_leave (self->play);   /* the game goes on on the server */
  g_clear_object (&self->play);
}

gboolean
vik_net_table_is_hosting (VikNetTable *self)
{
  g_return_val_if_fail (VIK_IS_NET_TABLE (self), FALSE);
  return self->hosting;
}

char *const *
vik_net_table_get_invitations (VikNetTable *self)
{
  g_return_val_if_fail (VIK_IS_NET_TABLE (self), NULL);
  return self->invitations;
}

gboolean
vik_net_table_show_invitations (VikNetTable *self)
{
  gconstpointer game;
  const char *names[16] = { 0 };
  g_autofree char *watch = NULL;
  int n;

  g_return_val_if_fail (VIK_IS_NET_TABLE (self), FALSE);
  game = vik_session_get_game (self->model);
  if (game == NULL || self->invitations == NULL)
    return FALSE;
  n = MIN (vik_session_get_ai_game (self->model)->rules->n_players (game), (int) G_N_ELEMENTS (names));
  for (int p = 0; p < n; p++)
    names[p] = vik_session_get_player_name (self->model, p);
  /* the same server and game, without a seat */
  watch = vik_net_link_watch_of_any (self->invitations);
  gtk_window_present (GTK_WINDOW (vik_invitations_dialog_new_for (self->window, names, n, self->invitations, watch)));
  return TRUE;
}

guint
vik_net_table_get_notifications (VikNetTable *self)
{
  g_return_val_if_fail (VIK_IS_NET_TABLE (self), 0);
  return self->notifications;
}

static void
vik_net_table_dispose (GObject *object)
{
  VikNetTable *self = VIK_NET_TABLE (object);

  vik_net_table_leave (self);
  g_clear_object (&self->model);
  g_clear_object (&self->bar);
  g_clear_object (&self->chat);
  g_clear_object (&self->board);
  G_OBJECT_CLASS (vik_net_table_parent_class)->dispose (object);
}

static void
vik_net_table_finalize (GObject *object)
{
  g_strfreev (VIK_NET_TABLE (object)->invitations);
  G_OBJECT_CLASS (vik_net_table_parent_class)->finalize (object);
}

static void
vik_net_table_class_init (VikNetTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = vik_net_table_dispose;
  object_class->finalize = vik_net_table_finalize;
}

static void
vik_net_table_init (VikNetTable *self)
{
}
