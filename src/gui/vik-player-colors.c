/* vik-player-colors.c: New Game's colour per seat (see vik-player-colors.h). */
#include "config.h"

#include "vik-player-colors.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

GtkWidget *
vik_player_color_button_new (int player, VikPlayerColor color)
{
  GdkRGBA rgba = { color.red, color.green, color.blue, 1.0 };
  GtkWidget *button = gtk_color_button_new_with_rgba (&rgba);
  g_autofree char *name = g_strdup_printf ("player-%d-color", player + 1);

  gtk_widget_set_name (button, name);
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), FALSE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Colour"));
  return button;
}

VikPlayerColor
vik_player_color_button_get (GtkWidget *button)
{
  GdkRGBA rgba;

  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  return (VikPlayerColor) { rgba.red, rgba.green, rgba.blue };
}

void
vik_player_color_button_set (GtkWidget *button, VikPlayerColor color)
{
  GdkRGBA rgba = { color.red, color.green, color.blue, 1.0 };

  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (button), &rgba);
}

void
vik_player_colors_restore (GSettings *settings, const char *key, GtkWidget *const *buttons, int n)
{
  g_auto (GStrv) colors = NULL;

  if (!vik_settings_has_key (settings, key))
    return;
  colors = g_settings_get_strv (settings, key);
  for (int p = 0; p < n && colors[p] != NULL; p++)
    {
      GdkRGBA rgba;
      if (gdk_rgba_parse (&rgba, colors[p]))
        {
          rgba.alpha = 1.0;
          gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (buttons[p]), &rgba);
        }
    }
}

void
vik_player_colors_remember (GSettings *settings, const char *key, const VikPlayerColor *colors, int n)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) texts = NULL;

  if (!vik_settings_has_key (settings, key))
    return;
  for (int p = 0; p < n; p++)
    {
      char text[8];
      vik_player_color_to_string (colors[p], text);
      g_strv_builder_add (builder, text);
    }
  texts = g_strv_builder_end (builder);
  g_settings_set_strv (settings, key, (const char *const *) texts);
}
