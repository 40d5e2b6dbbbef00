/* vik-board-painter.c: the board painter interface (see vik-board-painter.h). */
#include "config.h"

#include "vik-board-painter.h"

#include <math.h>

G_DEFINE_INTERFACE (VikBoardPainter, vik_board_painter, G_TYPE_OBJECT)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
vik_board_painter_default_init (VikBoardPainterInterface *iface)
{
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

#define IFACE(self) VIK_BOARD_PAINTER_GET_IFACE (self)

int
vik_board_painter_get_n_hexes (VikBoardPainter *self)
{
  int n = 0;

  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), 0);
  if (IFACE (self)->get_hexes == NULL)
    return IFACE (self)->get_n_hexes (self);
  return IFACE (self)->get_hexes (self, &n) != NULL ? n : 0;
}

VikHex
vik_board_painter_get_coords (VikBoardPainter *self, int hex)
{
  int n = 0;

  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), vik_hex_make (0, 0));
  g_return_val_if_fail (hex >= 0 && hex < vik_board_painter_get_n_hexes (self), vik_hex_make (0, 0));
  if (IFACE (self)->get_hexes == NULL)
    return IFACE (self)->get_coords (self, hex);
  return IFACE (self)->get_hexes (self, &n)[hex];
}

int
vik_board_painter_find_hex (VikBoardPainter *self, VikHex coords)
{
  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), VIK_NO_HEX);
  return IFACE (self)->find_hex (self, coords);
}

void
vik_board_painter_get_bounds (VikBoardPainter *self, double *x, double *y, double *width, double *height)
{
  double bx = 0, by = 0, bw = 0, bh = 0;

  g_return_if_fail (VIK_IS_BOARD_PAINTER (self));
  IFACE (self)->get_bounds (self, &bx, &by, &bw, &bh);
  if (x != NULL)
    *x = bx;
  if (y != NULL)
    *y = by;
  if (width != NULL)
    *width = bw;
  if (height != NULL)
    *height = bh;
}

void
vik_board_painter_draw (VikBoardPainter *self, cairo_t *cr, const VikLayout *layout, int hover)
{
  g_return_if_fail (VIK_IS_BOARD_PAINTER (self));
  g_return_if_fail (cr != NULL && layout != NULL);
  IFACE (self)->draw (self, cr, layout, hover);
}

int
vik_board_painter_pick (VikBoardPainter *self, const VikLayout *layout, double x, double y)
{
  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), VIK_NO_HEX);
  g_return_val_if_fail (layout != NULL, VIK_NO_HEX);

  if (IFACE (self)->pick != NULL)
    return IFACE (self)->pick (self, layout, x, y);
  /* not a number, or far beyond any board: no hex (before rounding to ints) */
  if (!(isfinite (x) && isfinite (y)) || layout->size <= 0
      || fabs (x - layout->origin_x) > 1e6 || fabs (y - layout->origin_y) > 1e6)
    return VIK_NO_HEX;
  return vik_board_painter_find_hex (self, vik_layout_pixel_to_hex (layout, x, y));
}

char *
vik_board_painter_describe (VikBoardPainter *self, int hex)
{
  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), NULL);
  g_return_val_if_fail (hex >= 0 && hex < vik_board_painter_get_n_hexes (self), NULL);
  return IFACE (self)->describe (self, hex);
}

char *
vik_board_painter_tooltip (VikBoardPainter *self, int hex)
{
  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), NULL);
  if (hex < 0 || hex >= vik_board_painter_get_n_hexes (self) || IFACE (self)->tooltip == NULL)
    return NULL;
  return IFACE (self)->tooltip (self, hex);
}

gboolean
vik_board_painter_is_active (VikBoardPainter *self, int hex)
{
  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), FALSE);
  if (hex < 0 || hex >= vik_board_painter_get_n_hexes (self) || IFACE (self)->is_active == NULL)
    return FALSE;
  return IFACE (self)->is_active (self, hex);
}

int
vik_board_painter_neighbor (VikBoardPainter *self, int hex, VikDirection dir)
{
  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (self), VIK_NO_HEX);
  if (hex < 0 || hex >= vik_board_painter_get_n_hexes (self) || dir >= VIK_N_DIRS)
    return VIK_NO_HEX;
  return vik_board_painter_find_hex (self, vik_hex_neighbor (vik_board_painter_get_coords (self, hex), dir));
}

void
vik_board_painter_changed (VikBoardPainter *self)
{
  g_return_if_fail (VIK_IS_BOARD_PAINTER (self));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
vik_board_painter_fit (VikBoardPainter *self, double width, double height, VikLayout *out)
{
  double bx, by, bw, bh, size;

  g_return_if_fail (VIK_IS_BOARD_PAINTER (self));
  g_return_if_fail (out != NULL);

  vik_board_painter_get_bounds (self, &bx, &by, &bw, &bh);
  /* a margin of a third of a hex on each side */
  size = MIN (width / (bw + 0.66), height / (bh + 0.66));
  out->size = MAX (size, 1.0);
  out->origin_x = width / 2.0 - out->size * (bx + bw / 2.0);
  out->origin_y = height / 2.0 - out->size * (by + bh / 2.0);
}
