/* vik-join-dialog.c: Join a Network Game (see the header). */
#include "config.h"

#include "vik-join-dialog.h"
#include "vik-gui-util.h"
#include "vik-net-client.h"
#include "vik-net-discovery.h"
#include "vik-net-link.h"
#include "vik-net-rows.h"
#include "vik-net-trust.h"
#include "vik-window-private.h"

#include <glib/gi18n.h>

struct _VikJoinDialog {
  AdwWindow parent;
  VikWindow *window;
  AdwEntryRow *entry;
  GtkWidget *found_group;
  GtkListBox *found_list;
  GtkWidget *games_group;
  GtkListBox *games_list;
  GtkWidget *fingerprint_list;  /* an unknown certificate's fingerprint and "Trust This Server" */
  AdwActionRow *fingerprint_row;
  VikNetBrowser *browser;
  VikNetClient *lobby;         /* asking a server for its games */
  GCancellable *lobby_cancel;  /* its connection attempt */
  char *lobby_uri;
  guint lobby_timeout;
  GListStore *games;           /* of VikLobbyItem: the games listed, of lobby_uri's server */
  GListStore *servers;         /* of VikServerItem: the servers found on the local network */
  GTlsCertificate *refused;    /* the lobby's server showed this unknown certificate */
  GTlsCertificate *pinned;     /* ... and the player trusts it */
};

/* The dialog's own state is the instance; `Join` reads as what it is. */
typedef VikJoinDialog Join;

G_DEFINE_FINAL_TYPE (VikJoinDialog, vik_join_dialog, ADW_TYPE_WINDOW)

static void
vik_join_dialog_dispose (GObject *object)
{
  Join *j = VIK_JOIN_DIALOG (object);

  g_clear_handle_id (&j->lobby_timeout, g_source_remove);
  if (j->lobby_cancel)
    g_cancellable_cancel (j->lobby_cancel);
  g_clear_object (&j->lobby_cancel);
  if (j->lobby)
    {
      g_signal_handlers_disconnect_by_data (j->lobby, j);
      vik_net_client_close (j->lobby);
      g_object_unref (j->lobby);
    }
  j->lobby = NULL;
  g_clear_pointer (&j->browser, vik_net_browser_free);
  if (j->games_list != NULL)
    gtk_list_box_bind_model (j->games_list, NULL, NULL, NULL, NULL);
  if (j->found_list != NULL)
    gtk_list_box_bind_model (j->found_list, NULL, NULL, NULL, NULL);
  g_clear_object (&j->games);
  g_clear_object (&j->servers);
  g_clear_object (&j->refused);
  g_clear_object (&j->pinned);
  g_clear_pointer (&j->lobby_uri, g_free);
  g_clear_object (&j->window);
  gtk_widget_dispose_template (GTK_WIDGET (j), VIK_TYPE_JOIN_DIALOG);
  G_OBJECT_CLASS (vik_join_dialog_parent_class)->dispose (object);
}

/* ---------------------------------------------------------------- the lobby */

static void
lobby_says (Join *j, const char *text)
{
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (j->games_group), text);
}

/* No game listed (nor a fingerprint). */
static void
lobby_clear (Join *j)
{
  vik_lobby_list_update (j->games, NULL, NULL);
  gtk_widget_set_visible (j->fingerprint_list, FALSE);
}

static void
lobby_done (Join *j)
{
  g_clear_handle_id (&j->lobby_timeout, g_source_remove);
  /* a connection still on its way: its callback must not touch j again */
  if (j->lobby_cancel)
    g_cancellable_cancel (j->lobby_cancel);
  g_clear_object (&j->lobby_cancel);
  if (j->lobby)
    {
      g_signal_handlers_disconnect_by_data (j->lobby, j);
      vik_net_client_close (j->lobby);
      g_clear_object (&j->lobby);
    }
}

/* Takes the open seat of the listed game (or watches it). */
static void
take_seat (Join *j, const char *game, gboolean watch)
{
  VikLobbyItem *listed = vik_lobby_list_find (G_LIST_MODEL (j->games), game);
  g_autoptr (VikLobbyItem) item = listed != NULL ? g_object_ref (listed) : NULL;

  if (item == NULL)
    return;
  if (j->pinned != NULL)
    vik_net_session_pin_certificate (vik_window_get_net_play (j->window), j->pinned);
  vik_window_join_game (j->window, vik_lobby_item_get_server (item), vik_lobby_item_get_game (item),
                        watch ? "" : NULL);
  gtk_window_destroy (GTK_WINDOW (j));
}

/* join.take(s), join.watch(s): the game's id (a row's buttons' target) */
static void
take_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  take_seat (VIK_JOIN_DIALOG (widget), g_variant_get_string (parameter, NULL), g_str_equal (name, "join.watch"));
}

static void
on_lobby_message (VikNetClient *client, const VikMsg *msg, Join *j)
{
  if (msg->type == VIK_MSG_ERROR)
    {
      lobby_clear (j);
      lobby_says (j, msg->text);
      lobby_done (j);
      return;
    }
  if (msg->type != VIK_MSG_LOBBY_LIST)
    return;
  /* the games of this server still open keep their rows; those taken leave */
  vik_lobby_list_update (j->games, j->lobby_uri, msg->games);
  lobby_says (j, g_list_model_get_n_items (G_LIST_MODEL (j->games)) > 0
                   ? _("Games with a seat open to the first who takes it:")
                   : _("This server has no game with an open seat. To play in another "
                       "game, ask its host for your invitation link."));
  lobby_done (j);
}

static void ask_lobby (Join *j, const char *uri);

/* The player compared the fingerprint and trusts the server: ask again. */
static void
on_trust (Join *j)
{
  g_autofree char *uri = g_strdup (j->lobby_uri);

  g_autoptr (GError) error = NULL;

  if (j->refused == NULL || uri == NULL)
    return;
  if (!vik_net_trust_remember (uri, j->refused, &error))
    g_warning ("The trusted server is not remembered for the next run: %s", error->message);
  g_set_object (&j->pinned, j->refused);
  ask_lobby (j, uri);
}

/* A server whose certificate no known authority signed (a club's or a
 * friend's own): its fingerprint, to compare with the one its host gives,
 * and a button to trust it. */
static void
show_refused (Join *j, GTlsCertificate *certificate)
{
  g_autofree char *fingerprint = vik_net_certificate_fingerprint (certificate);
  g_autoptr (GTlsCertificate) before = vik_net_trust_lookup (j->lobby_uri);

  g_set_object (&j->refused, certificate);
  if (before != NULL)
    lobby_says (j, _("The server now identifies itself with another certificate than the one you trusted "
                     "before. Its host may have made a new one, or someone may be listening in between: trust "
                     "it only if its host confirms this fingerprint."));
  else
    lobby_says (j, _("The server identifies itself with a certificate no known authority signed. If its host "
                     "gives you this fingerprint, the connection is to that server and encrypted: trust it only "
                     "if the fingerprints match."));
  lobby_clear (j);
  adw_action_row_set_subtitle (j->fingerprint_row, fingerprint);
  gtk_widget_set_visible (j->fingerprint_list, TRUE);
}

static gboolean
lobby_too_slow (gpointer data)
{
  Join *j = data;
  j->lobby_timeout = 0;
  lobby_clear (j);
  lobby_says (j, _("The server does not answer."));
  lobby_done (j);
  return G_SOURCE_REMOVE;
}

static void
lobby_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Join *j = data;   /* alive: lobby_done() and join_free() cancel the attempt */
  g_autoptr (GError) error = NULL;
  gboolean up = vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error);
  GTlsCertificate *refused;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || j->lobby != VIK_NET_CLIENT (source))
    return;
  g_clear_object (&j->lobby_cancel);
  refused = up ? NULL : vik_net_client_get_refused_certificate (j->lobby);
  if (refused != NULL)
    {
      show_refused (j, refused);
      lobby_done (j);
    }
  else if (!up)
    {
      g_autofree char *text = g_strdup_printf (_("Could not reach the server: %s"), error->message);
      lobby_clear (j);
      lobby_says (j, text);
      lobby_done (j);
    }
  else
    {
      g_signal_connect (j->lobby, "message", G_CALLBACK (on_lobby_message), j);
      vik_net_client_lobby (j->lobby);
    }
}

/* Asks the server at uri for its games with an open seat.  Asked again, the
 * games listed stay until it answers; another server's leave at once. */
static void
ask_lobby (Join *j, const char *uri)
{
  g_autofree char *where = vik_net_link_describe_server (uri);
  g_autofree char *title = g_strdup_printf (_("Games at %s"), where);

  lobby_done (j);
  if (g_strcmp0 (j->lobby_uri, uri) != 0)
    vik_lobby_list_update (j->games, NULL, NULL);
  gtk_widget_set_visible (j->fingerprint_list, FALSE);
  g_free (j->lobby_uri);
  j->lobby_uri = g_strdup (uri);
  gtk_widget_set_visible (j->games_group, TRUE);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (j->games_group), title);
  lobby_says (j, _("Asking the server…"));
  j->lobby = vik_net_client_new ();
  {
    /* a server the player trusted in an earlier run */
    g_autoptr (GTlsCertificate) trusted = vik_net_trust_lookup (uri);
    if (trusted != NULL)
      g_set_object (&j->pinned, trusted);
  }
  vik_net_client_pin_certificate (j->lobby, j->pinned);
  j->lobby_timeout = g_timeout_add_seconds (10, lobby_too_slow, j);
  j->lobby_cancel = g_cancellable_new ();
  vik_net_client_connect_async (j->lobby, uri, j->lobby_cancel, lobby_connected, j);
}

/* ---------------------------------------------------------------- the entry */

static void
on_join (Join *j)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (j->entry));
  g_autoptr (GError) error = NULL;
  VikNetLink link;

  if (!vik_net_link_parse (text, &link, &error))
    {
      lobby_says (j, error->message);
      gtk_widget_set_visible (j->games_group, TRUE);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (j->games_group), _("Not an Address"));
      lobby_clear (j);
      return;
    }
  if (link.game != NULL)
    {
      if (j->pinned != NULL)
        vik_net_session_pin_certificate (vik_window_get_net_play (j->window), j->pinned);
      vik_window_join_game (j->window, link.uri, link.game, link.token);
      vik_net_link_clear (&link);
      gtk_window_destroy (GTK_WINDOW (j));
      return;
    }
  ask_lobby (j, link.uri);
  vik_net_link_clear (&link);
}

/* ---------------------------------------------------------------- the local network */

/* join.show-games(s): a server found on the network, by its address */
static void
show_games_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  Join *j = VIK_JOIN_DIALOG (widget);
  const char *uri = g_variant_get_string (parameter, NULL);
  g_autofree char *where = vik_net_link_describe_server (uri);

  gtk_editable_set_text (GTK_EDITABLE (j->entry), where);
  ask_lobby (j, uri);
}

static void
on_found (const VikNetFound *found, gboolean gone, gpointer data)
{
  Join *j = data;

  vik_server_list_found (j->servers, found, gone);
  if (!gone && g_list_model_get_n_items (G_LIST_MODEL (j->servers)) > 0)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (j->found_group), NULL);
}

static void
browse (Join *j)
{
  g_autoptr (GError) error = NULL;

  if (!vik_net_discovery_available ())
    {
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (j->found_group),
                                             _("Finding games on the local network needs Avahi, which this "
                                               "build has not: type the host’s address above."));
      return;
    }
  j->browser = vik_net_browse (on_found, j, &error);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (j->found_group),
                                         j->browser ? _("Looking for game servers…")
                                                    : _("The local network cannot be searched (is avahi-daemon "
                                                        "running?): type the host’s address above."));
}

/* ---------------------------------------------------------------- the dialog */

static GtkWidget *
create_lobby_row (gpointer item, gpointer data)
{
  return vik_lobby_row_new (item);
}

static GtkWidget *
create_server_row (gpointer item, gpointer data)
{
  return vik_server_row_new (item);
}

/* A list without rows is hidden (its group says why). */
static void
on_items_changed (GListModel *list, guint position, guint removed, guint added, GtkWidget *box)
{
  gtk_widget_set_visible (box, g_list_model_get_n_items (list) > 0);
}

static void
vik_join_dialog_init (VikJoinDialog *j)
{
  gtk_widget_init_template (GTK_WIDGET (j));
  j->games = g_list_store_new (VIK_TYPE_LOBBY_ITEM);
  j->servers = g_list_store_new (VIK_TYPE_SERVER_ITEM);
  gtk_list_box_bind_model (j->games_list, G_LIST_MODEL (j->games), create_lobby_row, NULL, NULL);
  gtk_list_box_bind_model (j->found_list, G_LIST_MODEL (j->servers), create_server_row, NULL, NULL);
  g_signal_connect_object (j->games, "items-changed", G_CALLBACK (on_items_changed), j->games_list, 0);
  g_signal_connect_object (j->servers, "items-changed", G_CALLBACK (on_items_changed), j->found_list, 0);
}

static void
vik_join_dialog_class_init (VikJoinDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_join_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-join-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VikJoinDialog, entry);
  gtk_widget_class_bind_template_child (widget_class, VikJoinDialog, games_group);
  gtk_widget_class_bind_template_child (widget_class, VikJoinDialog, games_list);
  gtk_widget_class_bind_template_child (widget_class, VikJoinDialog, found_group);
  gtk_widget_class_bind_template_child (widget_class, VikJoinDialog, found_list);
  gtk_widget_class_bind_template_child (widget_class, VikJoinDialog, fingerprint_list);
  gtk_widget_class_bind_template_child (widget_class, VikJoinDialog, fingerprint_row);
  gtk_widget_class_bind_template_callback (widget_class, on_join);
  gtk_widget_class_bind_template_callback (widget_class, on_trust);
  gtk_widget_class_install_action (widget_class, "join.take", "s", take_action);
  gtk_widget_class_install_action (widget_class, "join.watch", "s", take_action);
  gtk_widget_class_install_action (widget_class, "join.show-games", "s", show_games_action);
}

GtkWidget *
vik_join_dialog_present (VikWindow *window, const char *text)
{
  Join *j = g_object_new (VIK_TYPE_JOIN_DIALOG, NULL);

  j->window = g_object_ref (window);
  if (text != NULL)
    gtk_editable_set_text (GTK_EDITABLE (j->entry), text);
  vik_window_place_over (GTK_WINDOW (j), GTK_WINDOW (window), 640, 620);
  vik_window_add_close_keys (GTK_WINDOW (j));
  browse (j);
  gtk_window_present (GTK_WINDOW (j));
  /* what the player types or pastes first is the link or the address */
  gtk_widget_grab_focus (GTK_WIDGET (j->entry));
  if (text != NULL && text[0] != '\0')
    on_join (j);
  return GTK_WIDGET (j);
}

char **
vik_join_dialog_get_games (GtkWidget *dialog)
{
  GListModel *lobby = vik_join_dialog_get_lobby (dialog);
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (lobby); i++)
    {
      g_autoptr (VikLobbyItem) item = g_list_model_get_item (lobby, i);
      g_ptr_array_add (out, g_strdup_printf ("%s: %s", vik_lobby_item_get_title (item),
                                             vik_lobby_item_get_subtitle (item)));
    }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

void
vik_join_dialog_take_seat (GtkWidget *dialog, guint i)
{
  g_autoptr (VikLobbyItem) item = g_list_model_get_item (vik_join_dialog_get_lobby (dialog), i);

  if (item != NULL)
    take_seat (VIK_JOIN_DIALOG (dialog), vik_lobby_item_get_game (item), FALSE);
}

GListModel *
vik_join_dialog_get_lobby (GtkWidget *dialog)
{
  return G_LIST_MODEL (VIK_JOIN_DIALOG (dialog)->games);
}

GListModel *
vik_join_dialog_get_servers (GtkWidget *dialog)
{
  return G_LIST_MODEL (VIK_JOIN_DIALOG (dialog)->servers);
}

const char *
vik_join_dialog_get_status (GtkWidget *dialog)
{
  Join *j = VIK_JOIN_DIALOG (dialog);
  return adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (j->games_group));
}

char *
vik_join_dialog_get_fingerprint (GtkWidget *dialog)
{
  Join *j = VIK_JOIN_DIALOG (dialog);
  return j->refused ? vik_net_certificate_fingerprint (j->refused) : NULL;
}

void
vik_join_dialog_trust (GtkWidget *dialog)
{
  on_trust (VIK_JOIN_DIALOG (dialog));
}
