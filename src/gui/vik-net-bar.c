/* vik-net-bar.c: the bar above a network game's board (see the header). */
#include "config.h"

#include "vik-net-bar.h"
#include "vik-net-games.h"
#include "vik-net-link.h"

#include <glib/gi18n.h>

struct _VikNetBar
{
  GtkWidget parent_instance;

  VikNetSession *play;
  VikSession *model;
  gboolean one_line;
  guint clock;              /* refreshes the time left */

  GtkImage *security_icon;
  GtkLabel *security_label;
  GtkSpinner *spinner;
  GtkLabel *status_label;
  GtkWidget *invitations_button;
  char *hosted_at;          /* the host's own game: the address in its invitations */
};

G_DEFINE_FINAL_TYPE (VikNetBar, vik_net_bar, GTK_TYPE_WIDGET)

/* Whose turn it is ("Your turn", "Bjorn to play", "Bjorn (computer, Normal)
 * to play"; "" says nothing), and at the end whether the seed revealed
 * matched the commitment.  Only with a game. */
static char *
whose_turn (VikNetBar *self)
{
  int decider = vik_session_get_decider (self->model), seat = vik_net_session_get_seat (self->play);
  const char *kind = decider >= 0 ? vik_net_session_get_seat_kind (self->play, decider) : NULL;
  g_autofree char *who = NULL;

  if (vik_session_is_over (self->model))
    return vik_net_session_get_fair (self->play) == 1
           ? g_strdup (_("The game is over; the seed revealed matches the one committed to at the start"))
           : vik_net_session_get_fair (self->play) == 0
           ? g_strdup (_("The game is over, but the seed revealed does not match the commitment: the server cheated"))
           : g_strdup (_("The game is over"));
  if (decider < 0)
    return g_strdup ("");
  if (decider == seat)
    return g_strdup (decider == vik_session_get_turn_player (self->model) ? _("Your turn") : _("Your decision"));
  if (kind != NULL && g_str_has_prefix (kind, "away:"))
    return g_strdup_printf (_("%s is away: the computer plays for now"),
                            vik_session_get_player_name (self->model, decider));
  who = vik_session_describe_player (self->model, decider);
  return g_strdup_printf (_("%s to play"), who);
}

static void
update (VikNetBar *self)
{
  VikNetPlayState state = self->play ? vik_net_session_get_state (self->play) : VIK_NET_PLAY_IDLE;
  gconstpointer shown = self->model != NULL ? vik_session_get_game (self->model) : NULL;
  gboolean has_game = shown != NULL;
  gboolean secure = self->play && vik_net_session_is_secure (self->play);
  g_autofree char *where = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), state != VIK_NET_PLAY_IDLE);
  if (state == VIK_NET_PLAY_IDLE)
    return;
  where = vik_net_link_describe_server (vik_net_session_get_uri (self->play));
  gtk_image_set_from_icon_name (self->security_icon, secure ? "channel-secure-symbolic" : "channel-insecure-symbolic");
  gtk_label_set_text (self->security_label, secure ? _("Encrypted") : _("Not encrypted"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->security_label),
                               secure ? _("The connection to the server is encrypted (TLS)")
                                      : _("The connection is not encrypted: others on the network can read "
                                          "the moves and the chat"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->security_icon),
                               gtk_widget_get_tooltip_text (GTK_WIDGET (self->security_label)));
  gtk_widget_remove_css_class (GTK_WIDGET (self), "reconnecting");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "failed");
  gtk_widget_set_visible (GTK_WIDGET (self->spinner),
                          state == VIK_NET_PLAY_CONNECTING || state == VIK_NET_PLAY_RECONNECTING);
  gtk_spinner_set_spinning (self->spinner, gtk_widget_get_visible (GTK_WIDGET (self->spinner)));
  switch (state)
    {
    case VIK_NET_PLAY_CONNECTING:
      text = g_strdup_printf (_("Connecting to %s…"), where);
      break;
    case VIK_NET_PLAY_RECONNECTING:
      gtk_widget_add_css_class (GTK_WIDGET (self), "reconnecting");
      text = g_strdup_printf (_("Reconnecting to %s… The board is the last position seen, not the game now."),
                              where);
      break;
    case VIK_NET_PLAY_FAILED:
      gtk_widget_add_css_class (GTK_WIDGET (self), "failed");
      text = g_strdup_printf (_("Disconnected: %s"), vik_net_session_get_error (self->play));
      break;
    case VIK_NET_PLAY_PLAYING:
    default:
      {
        GString *line = g_string_new (NULL);
        int seat = vik_net_session_get_seat (self->play);
        gint64 deadline = vik_net_session_get_deadline (self->play);

        /* the host's server is reached at 127.0.0.1: his friends' address says more */
        if (self->hosted_at != NULL)
          g_string_append_printf (line, _("You host this game at %s"), self->hosted_at);
        else
          g_string_append_printf (line, _("Network game at %s"), where);
        g_string_append (line, " · ");
        if (seat >= 0 && has_game)
          g_string_append_printf (line, _("you play %s"), vik_session_get_player_name (self->model, seat));
        else
          g_string_append (line, _("you are watching"));
        if (has_game)
          {
            g_autofree char *turn = whose_turn (self);
            if (turn[0] != '\0')
              g_string_append_printf (line, " · %s", turn);
          }
        if (deadline > 0 && has_game && !vik_session_get_ai_game (self->model)->rules->is_over (shown))
          {
            gint64 now = g_get_real_time () / G_USEC_PER_SEC;
            g_autofree char *left = vik_net_describe_time_left (deadline - now);
            g_string_append (line, " · ");
            if (deadline <= now)
              g_string_append (line, _("time is up"));
            else
              g_string_append_printf (line, _("%s left"), left);
          }
        text = g_string_free (line, FALSE);
      }
      break;
    }
  gtk_label_set_text (self->status_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), self->one_line ? text : NULL);
}

static gboolean
tick (gpointer data)
{
  update (data);
  return G_SOURCE_CONTINUE;
}

void
vik_net_bar_set_play (VikNetBar *self, VikNetSession *play, VikSession *model)
{
  g_return_if_fail (VIK_IS_NET_BAR (self));
  if (self->play)
    g_signal_handlers_disconnect_by_data (self->play, self);
  if (self->model)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->play, play);
  g_set_object (&self->model, model);
  if (play)
    {
      g_signal_connect_swapped (play, "notify::state", G_CALLBACK (update), self);
      g_signal_connect_swapped (play, "notify::deadline", G_CALLBACK (update), self);
      g_signal_connect_swapped (play, "notify::fair", G_CALLBACK (update), self);
      g_signal_connect_swapped (play, "seats-changed", G_CALLBACK (update), self);
    }
  if (model)
    {
      g_signal_connect_swapped (model, "game-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (model, "action-applied", G_CALLBACK (update), self);
      g_signal_connect_swapped (model, "seats-changed", G_CALLBACK (update), self);
    }
  update (self);
}

void
vik_net_bar_set_hosting (VikNetBar *self, gboolean hosting, const char *address)
{
  g_return_if_fail (VIK_IS_NET_BAR (self));
  gtk_widget_set_visible (self->invitations_button, hosting);
  g_free (self->hosted_at);
  self->hosted_at = hosting ? g_strdup (address) : NULL;
  update (self);
}

void
vik_net_bar_set_one_line (VikNetBar *self, gboolean one_line)
{
  g_return_if_fail (VIK_IS_NET_BAR (self));
  self->one_line = one_line;
  gtk_label_set_wrap (self->status_label, !one_line);
  gtk_label_set_ellipsize (self->status_label, one_line ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  update (self);
}

const char *
vik_net_bar_get_status (VikNetBar *self)
{
  g_return_val_if_fail (VIK_IS_NET_BAR (self), NULL);
  return gtk_label_get_text (self->status_label);
}

const char *
vik_net_bar_get_security (VikNetBar *self)
{
  g_return_val_if_fail (VIK_IS_NET_BAR (self), NULL);
  return gtk_label_get_text (self->security_label);
}

static void
vik_net_bar_dispose (GObject *object)
{
  VikNetBar *self = VIK_NET_BAR (object);
  GtkWidget *child;

  vik_net_bar_set_play (self, NULL, NULL);
  g_clear_handle_id (&self->clock, g_source_remove);
  g_clear_pointer (&self->hosted_at, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_NET_BAR);
  /* the template's box has no id: GTK 4.8 leaves it to us */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (vik_net_bar_parent_class)->dispose (object);
}

static void
vik_net_bar_class_init (VikNetBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_net_bar_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-net-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, VikNetBar, security_icon);
  gtk_widget_class_bind_template_child (widget_class, VikNetBar, security_label);
  gtk_widget_class_bind_template_child (widget_class, VikNetBar, spinner);
  gtk_widget_class_bind_template_child (widget_class, VikNetBar, status_label);
  gtk_widget_class_bind_template_child (widget_class, VikNetBar, invitations_button);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
vik_net_bar_init (VikNetBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self), "net_bar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Network game"), -1);
  self->clock = g_timeout_add_seconds (30, tick, self);
}

GtkWidget *
vik_net_bar_new (void)
{
  return g_object_new (VIK_TYPE_NET_BAR, NULL);
}
