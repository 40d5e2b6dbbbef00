/* vik-invitations-dialog.c: the host's invitation links (see the header). */
#include "config.h"

#include "vik-invitations-dialog.h"
#include "vik-gui-util.h"

#include <adwaita.h>
#include <glib/gi18n.h>

static void
on_copy (GtkButton *button, AdwToastOverlay *toasts)
{
  const char *link = g_object_get_data (G_OBJECT (button), "link");

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), link);
  adw_toast_overlay_add_toast (toasts, adw_toast_new (_("Copied: send it to the player")));
}

static void
add_link (GtkWidget *group, AdwToastOverlay *toasts, const char *title, const char *link)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  GtkWidget *label = gtk_label_new (link);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "monospace");
  gtk_widget_set_name (label, "invitation-link");
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (copy, _("Copy the link"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copy the link"), -1);
  g_object_set_data_full (G_OBJECT (copy), "link", g_strdup (link), g_free);
  g_signal_connect (copy, "clicked", G_CALLBACK (on_copy), toasts);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), copy);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

GtkWidget *
vik_invitations_dialog_new (GtkWindow *parent, const VikGame *game, char *const *links, const char *watch)
{
  const char *names[VIK_MAX_PLAYERS] = { 0 };
  int n = vik_game_get_n_players (game);

  for (int p = 0; p < n; p++)
    names[p] = vik_game_get_player_name (game, p);
  return vik_invitations_dialog_new_for (parent, names, n, links, watch);
}

GtkWidget *
vik_invitations_dialog_new_for (GtkWindow *parent, const char *const *names, int n_players, char *const *links,
                                const char *watch)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *toasts = adw_toast_overlay_new ();
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  guint n = 0;

  gtk_window_set_title (GTK_WINDOW (window), _("Invitations"));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Send Each Friend His Link"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("A link opens its seat in Viktory (or paste it into Join a Network "
                                           "Game). Whoever has a link plays that seat: send it only to its "
                                           "player. The links stay in Your Network Games."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  for (int p = 0; links != NULL && links[p] != NULL && p < n_players; p++)
    if (links[p][0] != '\0')
      {
        add_link (group, ADW_TOAST_OVERLAY (toasts), names[p], links[p]);
        n++;
      }
  if (n == 0)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("No seat waits for an invitation: the others are computers or "
                                             "open to anyone."));
  if (watch != NULL)
    {
      GtkWidget *others = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (others), _("Watching"));
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (others));
      add_link (others, ADW_TOAST_OVERLAY (toasts), _("To watch the game"), watch);
    }
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (page, TRUE);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (toasts), page);
  gtk_box_append (GTK_BOX (box), toasts);
  adw_window_set_content (ADW_WINDOW (window), box);
  vik_window_place_over (GTK_WINDOW (window), parent, 720, 560);
  vik_window_add_close_keys (GTK_WINDOW (window));
  return window;
}
