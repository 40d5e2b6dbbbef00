/* vik-invitations-dialog.c: the host's invitation links (see the header). */
#include "config.h"

#include "vik-invitations-dialog.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

struct _VikInvitationsDialog {
  AdwWindow parent;
  AdwToastOverlay *toasts;
  AdwPreferencesGroup *seats_group;
  AdwPreferencesGroup *watch_group;
};

G_DEFINE_FINAL_TYPE (VikInvitationsDialog, vik_invitations_dialog, ADW_TYPE_WINDOW)

/* invitations.copy(s): a link to the clipboard */
static void
copy_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  VikInvitationsDialog *self = VIK_INVITATIONS_DIALOG (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), g_variant_get_string (parameter, NULL));
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("Copied: send it to the player")));
}

static void
add_link (AdwPreferencesGroup *group, const char *title, const char *link)
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
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "invitations.copy");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (copy), g_variant_new_string (link));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), copy);
  adw_preferences_group_add (group, row);
}

static void
vik_invitations_dialog_init (VikInvitationsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
vik_invitations_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_INVITATIONS_DIALOG);
  G_OBJECT_CLASS (vik_invitations_dialog_parent_class)->dispose (object);
}

static void
vik_invitations_dialog_class_init (VikInvitationsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_invitations_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/viktory/Viktory/ui/vik-invitations-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, VikInvitationsDialog, toasts);
  gtk_widget_class_bind_template_child (widget_class, VikInvitationsDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, VikInvitationsDialog, watch_group);
  gtk_widget_class_install_action (widget_class, "invitations.copy", "s", copy_action);
}

GtkWidget *
vik_invitations_dialog_new_for (GtkWindow *parent, const char *const *names, int n_players, char *const *links,
                                const char *watch)
{
  VikInvitationsDialog *self = g_object_new (VIK_TYPE_INVITATIONS_DIALOG, NULL);
  guint n = 0;

  for (int p = 0; links != NULL && links[p] != NULL && p < n_players; p++)
    if (links[p][0] != '\0')
      {
        add_link (self->seats_group, names[p], links[p]);
        n++;
      }
  if (n == 0)
    adw_preferences_group_set_description (self->seats_group,
                                           _("No seat waits for an invitation: the others are computers or "
                                             "open to anyone."));
  if (watch != NULL)
    {
      add_link (self->watch_group, _("To watch the game"), watch);
      gtk_widget_set_visible (GTK_WIDGET (self->watch_group), TRUE);
    }
  vik_window_place_over (GTK_WINDOW (self), parent, 720, 560);
  vik_window_add_close_keys (GTK_WINDOW (self));
  return GTK_WIDGET (self);
}
