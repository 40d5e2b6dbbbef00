/* vik-draw-util.c: small cairo helpers both games' board drawing shares. */
#include "config.h"

#include "vik-draw-util.h"

void
vik_draw_set_color (cairo_t *cr, VikPlayerColor c)
{
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
}

gboolean
vik_draw_is_light (VikPlayerColor c)
{
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue > 0.5;
}

VikPlayerColor
vik_draw_darker (VikPlayerColor c, double k)
{
  VikPlayerColor d = { c.red * k, c.green * k, c.blue * k };
  return d;
}

/* Text centred on (x, y), of height about `size`. */
void
vik_draw_centred_text (cairo_t *cr, const char *text, double x, double y, double size)
{
  cairo_text_extents_t ext;

  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.x_bearing - ext.width / 2.0, y - ext.y_bearing - ext.height / 2.0);
  cairo_show_text (cr, text);
  /* show_text leaves a current point: the next arc would join it with a line. */
  cairo_new_path (cr);
}

void
vik_draw_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double k)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - k, y + k, k, -G_PI / 2, 0);
  cairo_arc (cr, x + w - k, y + h - k, k, 0, G_PI / 2);
  cairo_arc (cr, x + k, y + h - k, k, G_PI / 2, G_PI);
  cairo_arc (cr, x + k, y + k, k, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}
