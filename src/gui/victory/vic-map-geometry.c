/* vic-map-geometry.c: where a Victory map's hexes and hexsides are on
 * screen, and picking them (vic-map-draw.h). */
#include "config.h"

#include "vic-map-draw-private.h"

#include <math.h>

#define SQRT3 1.7320508075688772

/* ---------------------------------------------------------------- geometry */

void
vic_map_draw_hex_centre (const VicMap *map, const VikLayout *layout, int hex, double *x, double *y)
{
  g_return_if_fail (hex >= 0 && hex < map->n_hexes);
  vik_layout_hex_to_pixel (layout, map->coords[hex], x, y);
}

int
vic_map_draw_find_hex (const VicMap *map, VikHex coords)
{
  int column = coords.q;
  int row;

  if (column < 0 || column >= map->columns)
    return VIC_NO_HEX;
  /* the inverse of the "odd-q" offset in vic-map.c */
  row = coords.r + (column - (column & 1)) / 2;
  return vic_map_hex_at (map, column, row);
}

void
vic_map_draw_hex_path (cairo_t *cr, const VicMap *map, const VikLayout *layout, int hex, double inset)
{
  double cx, cy, r = layout->size * (1.0 - inset);

  vic_map_draw_hex_centre (map, layout, hex, &cx, &cy);
  cairo_new_sub_path (cr);
  for (int i = 0; i < 6; i++)
    cairo_line_to (cr, cx + r * cos (G_PI / 3 * i), cy + r * sin (G_PI / 3 * i));
  cairo_close_path (cr);
}

/* The ends of the side of `hex` in direction dir (corners 4+dir and 5+dir:
 * direction 0 is north, corner 0 east, both clockwise). */
void
vic_map_draw_side_ends (const VicMap *map, const VikLayout *layout, int hex, int dir,
           double *x0, double *y0, double *x1, double *y1)
{
  double cx, cy, s = layout->size;
  int a = (4 + dir) % 6, b = (5 + dir) % 6;

  vic_map_draw_hex_centre (map, layout, hex, &cx, &cy);
  *x0 = cx + s * cos (G_PI / 3 * a);
  *y0 = cy + s * sin (G_PI / 3 * a);
  *x1 = cx + s * cos (G_PI / 3 * b);
  *y1 = cy + s * sin (G_PI / 3 * b);
}

void
vic_map_draw_bounds (const VicMap *map, double *x, double *y, double *width, double *height)
{
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  VikLayout unit = { 1.0, 0.0, 0.0 };

  for (int h = 0; h < map->n_hexes; h++)
    {
      double cx, cy;
      vik_layout_hex_to_pixel (&unit, map->coords[h], &cx, &cy);
      if (h == 0 || cx - 1.0 < x0)
        x0 = cx - 1.0;
      if (h == 0 || cx + 1.0 > x1)
        x1 = cx + 1.0;
      if (h == 0 || cy - SQRT3 / 2 < y0)
        y0 = cy - SQRT3 / 2;
      if (h == 0 || cy + SQRT3 / 2 > y1)
        y1 = cy + SQRT3 / 2;
    }
  *x = x0;
  *y = y0;
  *width = x1 - x0;
  *height = y1 - y0;
}

int
vic_map_draw_pick_hex (const VicMap *map, const VikLayout *layout, double x, double y)
{
  return vic_map_draw_find_hex (map, vik_layout_pixel_to_hex (layout, x, y));
}

gboolean
vic_map_draw_pick_side (const VicMap *map, const VikLayout *layout, double x, double y,
                        double reach, int *hex, int *dir)
{
  int h = vic_map_draw_pick_hex (map, layout, x, y);
  double cx, cy, angle, apothem, along;
  int d;

  if (h == VIC_NO_HEX)
    return FALSE;
  vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
  /* direction d's side faces the angle -90 + 60 d degrees (screen y grows down) */
  angle = atan2 (y - cy, x - cx) * 180.0 / G_PI + 90.0;
  d = ((int) floor ((angle + 30.0) / 60.0) % 6 + 6) % 6;
  /* the distance of the point from the side's line, measured along its normal */
  along = (x - cx) * cos ((d * 60.0 - 90.0) * G_PI / 180.0)
        + (y - cy) * sin ((d * 60.0 - 90.0) * G_PI / 180.0);
  apothem = layout->size * SQRT3 / 2;
  if (apothem - along > reach * layout->size)
    return FALSE;
  if (hex != NULL)
    *hex = h;
  if (dir != NULL)
    *dir = d;
  return TRUE;
}

