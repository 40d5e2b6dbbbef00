/* vik-announcer.c: the live label of the last action's events (see vik-announcer.h). */
#include "config.h"

#include "vik-announcer.h"

#include <glib/gi18n.h>

static void
on_action_applied (VikSession *session, gpointer action, gpointer events, guint n_events, GtkLabel *label)
{
  GString *s = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *line = vik_session_describe_event (session, events, i);
      if (line == NULL || *line == '\0')
        continue;
      if (s->len > 0)
        g_string_append (s, ". ");
      g_string_append (s, line);
    }
  text = g_string_free (s, FALSE);
  if (*text == '\0')
    return;
  gtk_label_set_text (label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), text);
  /* the description is what a screen reader reads out on a change */
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

void
vik_announcer_clear (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  gtk_label_set_text (label, "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
}

static void
on_game_changed (VikSession *session, GtkLabel *label)
{
  vik_announcer_clear (label);
}

void
vik_announcer_attach (GtkLabel *label, VikSession *session)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  g_return_if_fail (VIK_IS_SESSION (session));

  gtk_widget_set_name (GTK_WIDGET (label), "announcer");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Last events"), -1);
  g_signal_connect_object (session, "action-applied", G_CALLBACK (on_action_applied), label, 0);
  g_signal_connect_object (session, "game-changed", G_CALLBACK (on_game_changed), label, 0);
}

GtkWidget *
vik_announcer_new (VikSession *session)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                                   "xalign", 0.0f, "ellipsize", PANGO_ELLIPSIZE_END,
                                   "single-line-mode", TRUE, NULL);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  vik_announcer_attach (GTK_LABEL (label), session);
  return label;
}
