/* vik-player-color.c: a player's colour in words (see vik-player-color.h). */
#include "config.h"

#include "vik-player-color.h"

#include <string.h>

void
vik_player_color_to_string (VikPlayerColor c, char out[8])
{
  g_snprintf (out, 8, "#%02x%02x%02x",
              (int) (CLAMP (c.red, 0, 1) * 255 + 0.5),
              (int) (CLAMP (c.green, 0, 1) * 255 + 0.5),
              (int) (CLAMP (c.blue, 0, 1) * 255 + 0.5));
}

gboolean
vik_player_color_parse (const char *s, VikPlayerColor *c)
{
  guint v = 0;

  if (s == NULL || s[0] != '#' || strlen (s) != 7)
    return FALSE;
  for (int i = 1; i < 7; i++)
    {
      int d = g_ascii_xdigit_value (s[i]);
      if (d < 0)
        return FALSE;
      v = v * 16 + d;
    }
  c->red = ((v >> 16) & 0xff) / 255.0;
  c->green = ((v >> 8) & 0xff) / 255.0;
  c->blue = (v & 0xff) / 255.0;
  return TRUE;
}

void
vik_player_colors_save (GKeyFile *kf, const char *group, const VikPlayerColor *colors, int n)
{
  for (int p = 0; p < n; p++)
    {
      char key[16], value[8];
      g_snprintf (key, sizeof key, "Color%d", p);
      vik_player_color_to_string (colors[p], value);
      g_key_file_set_string (kf, group, key, value);
    }
}

void
vik_player_colors_load (GKeyFile *kf, const char *group, VikPlayerColor *colors, int n)
{
  for (int p = 0; p < n; p++)
    {
      char key[16];
      g_autofree char *value = NULL;
      g_snprintf (key, sizeof key, "Color%d", p);
      value = g_key_file_get_string (kf, group, key, NULL);
      if (value != NULL)
        vik_player_color_parse (g_strstrip (value), &colors[p]);
    }
}
