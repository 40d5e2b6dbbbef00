/* vik-window-host.c: hosting a network game from the window (docs/gui.md,
 * "Hosting"): this computer's server started (vik-host-server.h), the game
 * created on it, the host's own seat joined, the invitations shown and kept
 * in "your games" (win.host-game, win.invitations). */
#include "config.h"

#include "vik-window-private.h"
#include "vik-gui-util.h"
#include "vik-host-dialog.h"
#include "vik-net-games.h"
#include "vik-net-link.h"

#include <glib/gi18n.h>

typedef struct {
  VikWindow *window;
  int my_seat;
  guint port;
  char *address;
  char *kinds[VIK_MAX_PLAYERS];
  char *names[VIK_MAX_PLAYERS];
  int players;
  char *game;                 /* the game's kind ("victory"; NULL: VIKTORY II) */
} Hosting;

static void
hosting_free (Hosting *h)
{
  g_object_unref (h->window);
  g_free (h->address);
  g_free (h->game);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      g_free (h->kinds[p]);
      g_free (h->names[p]);
    }
  g_free (h);
}

/* The links for the seats: a friend's his token, an open seat "seat=open". */
static char **
invitation_links (Hosting *h, const char *game, char **tokens)
{
  VikServer *server = vik_host_server_get ();
  guint port = vik_server_get_port (server);
  char **links = g_new0 (char *, h->players + 1);

  for (int p = 0; p < h->players; p++)
    {
      if (p != h->my_seat && tokens[p] != NULL && tokens[p][0] != '\0')
        links[p] = vik_net_link_build (h->address, port, vik_server_is_tls (server), game, tokens[p]);
      else if (g_strcmp0 (h->kinds[p], "open") == 0)
        links[p] = vik_net_link_build (h->address, port, vik_server_is_tls (server), game, NULL);
      else
        links[p] = g_strdup ("");
    }
  return links;
}

static void
on_created (GObject *source, GAsyncResult *result, gpointer data)
{
  Hosting *h = data;
  VikWindow *self = h->window;
  g_autoptr (GError) error = NULL;
  g_autofree char *game = NULL;
  g_auto (GStrv) tokens = NULL;
  g_auto (GStrv) links = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *path = vik_net_games_path ();
  VikNetGameEntry entry = { 0 };
  const VikGuiGame *other = vik_gui_games_find (h->game);

  if (!vik_host_server_create_game_finish (result, &game, &tokens, &error))
    {
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not host the game"), error->message);
      hosting_free (h);
      return;
    }
  links = invitation_links (h, game, tokens);
  uri = vik_host_server_local_uri ();
  entry.uri = uri;
  entry.game = game;
  entry.token = tokens[h->my_seat];
  entry.seat = h->my_seat;
  entry.name = h->names[h->my_seat];
  entry.hosted = TRUE;
  entry.port = vik_server_get_port (vik_host_server_get ());
  entry.invitations = links;
  entry.kind = h->game;
  /* kept before joining: the host finds the game and its invitations again */
  if (!vik_net_games_remember (path, &entry, &error))
    g_warning ("Your games: %s", error->message);
  if (other != NULL && other != vik_viktory_gui_game () && other->join_network != NULL)
    {
      /* played in a window of its game, which shows the invitations once joined */
      vik_window_play_other (self, other, uri, game, tokens[h->my_seat], TRUE);
      hosting_free (h);
      return;
    }
  vik_net_table_join (self->table, uri, game, tokens[h->my_seat], TRUE);
  hosting_free (h);
}

void
vik_window_host_game (VikWindow *self, const VikHostChoice *choice)
{
  g_autoptr (GError) error = NULL;
  Hosting *h;

  g_return_if_fail (VIK_IS_WINDOW (self));
  g_return_if_fail (choice->my_seat >= 0 && choice->my_seat < choice->game.players);
  if (vik_host_server_ensure (choice->port, &error) == NULL)
    {
      g_autofree char *body = g_strdup_printf (_("The server could not start on port %u: %s"), choice->port,
                                               error->message);
      vik_show_error_dialog (GTK_WINDOW (self), _("Could not host the game"), body);
      return;
    }
  h = g_new0 (Hosting, 1);
  h->window = g_object_ref (self);
  h->my_seat = choice->my_seat;
  h->address = g_strdup (choice->address);
  h->players = choice->game.players;
  h->game = g_strdup (choice->game.game);
  for (int p = 0; p < choice->game.players && p < VIK_MAX_PLAYERS; p++)
    {
      h->kinds[p] = g_strdup (choice->game.kinds[p]);
      h->names[p] = g_strdup (choice->game.names[p]);
    }
  vik_host_server_create_game (&choice->game, NULL, on_created, h);
}

/* ---------------------------------------------------------------- actions */

static void
present_host_dialog (GtkWindow *window)
{
  gtk_window_present (GTK_WINDOW (vik_host_dialog_new (VIK_WINDOW (window))));
}

static void
host_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_window_confirm_unsaved (VIK_WINDOW (widget), present_host_dialog);
}

/* The invitations of the game this window hosts. */
static void
invitations_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);

  if (!vik_net_table_show_invitations (self->table))
    vik_window_toast (self, _("This window does not host the game: there are no invitations to show"));
}

void
vik_window_host_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.host-game", NULL, host_game_action);
  gtk_widget_class_install_action (widget_class, "win.invitations", NULL, invitations_action);
}
