/* vik-gui-util.c: small pieces the game window and the editor window share. */
#include "config.h"

#include "vik-gui-util.h"

#include <adwaita.h>
#include <glib/gi18n.h>

AdwToast *
vik_toast_show (AdwToastOverlay *overlay, const char *text)
{
  AdwToast *t;

  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), NULL);
  if (!gtk_widget_get_mapped (GTK_WIDGET (overlay)))
    return NULL;
  t = adw_toast_new (text);
  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (overlay, t);
  return t;
}

void
vik_show_error_dialog (GtkWindow *parent, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
vik_window_place_over (GtkWindow *window, GtkWindow *parent, int width, int height)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  if (parent != NULL)
    {
      int pw = gtk_widget_get_width (GTK_WIDGET (parent));
      int ph = gtk_widget_get_height (GTK_WIDGET (parent));

      gtk_window_set_transient_for (window, parent);
      /* never taller or wider than the window it belongs to: on a small
       * screen a dialog of its natural size went partly off-screen */
      if (pw > 0 && ph > 0)
        {
          width = MIN (width, MAX (pw - 40, 360));
          height = MIN (height, MAX (ph - 40, 300));
        }
    }
  gtk_window_set_default_size (window, width, height);
}

void
vik_window_add_close_keys (GtkWindow *window)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Escape|<Control>w"),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), shortcuts);
}

/* The game's settings, or NULL (with a message) when the schema is not
 * installed: the game then runs with its defaults and saves nothing.  Run
 * from the build tree, main() points GSETTINGS_SCHEMA_DIR at <build>/data. */
GSettings *
vik_settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  static gboolean warned;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      if (!warned)
        g_message ("The settings schema %s is not installed: settings will not be saved", APP_ID);
      warned = TRUE;
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

gboolean
vik_settings_has_key (GSettings *settings, const char *key)
{
  g_autoptr (GSettingsSchema) schema = NULL;

  if (settings == NULL)
    return FALSE;
  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

void
vik_error_label_show (GtkLabel *label, const char *text)
{
  gtk_label_set_text (label, text);
  gtk_widget_set_visible (GTK_WIDGET (label), TRUE);
}

gboolean
vik_seed_read (GtkWidget *seed_row, GtkLabel *error_label, guint64 *seed)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (seed_row));

  if (text == NULL || text[0] == '\0')
    {
      *seed = ((guint64) g_random_int () << 32) | g_random_int ();
      return TRUE;
    }
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    return TRUE;
  vik_error_label_show (error_label, _("The seed must be a whole number, or empty for a random game."));
  return FALSE;
}

void
vik_widget_class_install_actions (GtkWidgetClass *widget_class, const VikWidgetAction *actions, guint n)
{
  for (guint i = 0; i < n; i++)
    gtk_widget_class_install_action (widget_class, actions[i].name, actions[i].parameter_type, actions[i].activate);
}
