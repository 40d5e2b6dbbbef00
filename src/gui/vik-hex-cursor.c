/* vik-hex-cursor.c: the board's keyboard cursor (see vik-hex-cursor.h). */
#include "config.h"

#include "vik-hex-cursor.h"

#include <math.h>

/* The neighbour in dir, or the first of `alt` on the board. */
static int
neighbor_or (VikBoardPainter *painter, int hex, VikDirection dir, VikDirection alt)
{
  int n = vik_board_painter_neighbor (painter, hex, dir);

  return n != VIK_NO_HEX ? n : vik_board_painter_neighbor (painter, hex, alt);
}

int
vik_hex_cursor_step (VikBoardPainter *painter, int hex, guint keyval, gboolean letters, gboolean *zig)
{
  int next;

  if (hex < 0 || hex >= vik_board_painter_get_n_hexes (painter))
    return VIK_NO_HEX;
  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      next = vik_board_painter_neighbor (painter, hex, VIK_DIR_N);
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      next = vik_board_painter_neighbor (painter, hex, VIK_DIR_S);
      break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      next = *zig ? neighbor_or (painter, hex, VIK_DIR_SW, VIK_DIR_NW) : neighbor_or (painter, hex, VIK_DIR_NW, VIK_DIR_SW);
      *zig = !*zig;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      next = *zig ? neighbor_or (painter, hex, VIK_DIR_SE, VIK_DIR_NE) : neighbor_or (painter, hex, VIK_DIR_NE, VIK_DIR_SE);
      *zig = !*zig;
      break;
    default:
      if (!letters)
        return VIK_NO_HEX;
      switch (gdk_keyval_to_lower (keyval))
        {
        case GDK_KEY_q: next = vik_board_painter_neighbor (painter, hex, VIK_DIR_NW); break;
        case GDK_KEY_w: next = vik_board_painter_neighbor (painter, hex, VIK_DIR_N); break;
        case GDK_KEY_e: next = vik_board_painter_neighbor (painter, hex, VIK_DIR_NE); break;
        case GDK_KEY_a: next = vik_board_painter_neighbor (painter, hex, VIK_DIR_SW); break;
        case GDK_KEY_s: next = vik_board_painter_neighbor (painter, hex, VIK_DIR_S); break;
        case GDK_KEY_d: next = vik_board_painter_neighbor (painter, hex, VIK_DIR_SE); break;
        default: return VIK_NO_HEX;
        }
    }
  return next != VIK_NO_HEX ? next : hex;
}

void
vik_hex_cursor_draw (cairo_t *cr, const VikLayout *layout, VikHex coords)
{
  double cx, cy, r = layout->size * 0.8;
  double dash[] = { MAX (3.0, r / 4), MAX (2.0, r / 6) };

  vik_layout_hex_to_pixel (layout, coords, &cx, &cy);
  cairo_save (cr);
  for (int i = 0; i < 6; i++)
    cairo_line_to (cr, cx + r * cos (G_PI / 3 * i), cy + r * sin (G_PI / 3 * i));
  cairo_close_path (cr);
  cairo_set_line_width (cr, MAX (4.0, layout->size / 6));
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, MAX (2.0, layout->size / 12));
  cairo_set_source_rgb (cr, 1.0, 0.85, 0.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}
