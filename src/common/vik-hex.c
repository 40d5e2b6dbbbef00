/* vik-hex.c: hexagon maths (see vik-hex.h). */
#include "vik-hex.h"

#include <math.h>

/* Flat-topped: north is (0,-1); clockwise from there. */
static const VikHex directions[VIK_N_DIRS] = {
  { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 },
};

VikHex
vik_hex_make (int q, int r)
{
  VikHex h = { q, r };
  return h;
}

gboolean
vik_hex_equal (VikHex a, VikHex b)
{
  return a.q == b.q && a.r == b.r;
}

VikHex
vik_hex_add (VikHex a, VikHex b)
{
  return vik_hex_make (a.q + b.q, a.r + b.r);
}

VikHex
vik_hex_subtract (VikHex a, VikHex b)
{
  return vik_hex_make (a.q - b.q, a.r - b.r);
}

VikHex
vik_hex_scale (VikHex a, int k)
{
  return vik_hex_make (a.q * k, a.r * k);
}

VikHex
vik_hex_direction (VikDirection dir)
{
  g_return_val_if_fail (dir < VIK_N_DIRS, directions[0]);
  return directions[dir];
}

VikHex
vik_hex_neighbor (VikHex h, VikDirection dir)
{
  return vik_hex_add (h, vik_hex_direction (dir));
}

int
vik_hex_length (VikHex h)
{
  return (abs (h.q) + abs (h.r) + abs (vik_hex_s (h))) / 2;
}

int
vik_hex_distance (VikHex a, VikHex b)
{
  return vik_hex_length (vik_hex_subtract (a, b));
}

VikHex
vik_hex_rotate (VikHex h, int steps)
{
  int q = h.q, r = h.r, s = vik_hex_s (h);
  int n = ((steps % 6) + 6) % 6;

  /* One step clockwise on cube coordinates: (q, r, s) -> (-r, -s, -q). */
  for (int i = 0; i < n; i++)
    {
      int nq = -r, nr = -s, ns = -q;
      q = nq; r = nr; s = ns;
    }
  return vik_hex_make (q, r);
}

VikHex
vik_hex_mirror (VikHex h)
{
  /* Flat-topped: mirroring left-right swaps q's sign and keeps the column's height: (q,r,s) -> (-q,-s,-r). */
  return vik_hex_make (-h.q, -vik_hex_s (h));
}

VikHex
vik_hex_round (double fq, double fr)
{
  double fs = -fq - fr;
  double q = round (fq), r = round (fr), s = round (fs);
  double dq = fabs (q - fq), dr = fabs (r - fr), ds = fabs (s - fs);

  if (dq > dr && dq > ds)
    q = -r - s;
  else if (dr > ds)
    r = -q - s;
  return vik_hex_make ((int) q, (int) r);
}

int
vik_hex_line (VikHex a, VikHex b, VikHex *out)
{
  int n = vik_hex_distance (a, b);

  for (int i = 0; i <= n; i++)
    {
      double t = n == 0 ? 0.0 : (double) i / n;
      /* A tiny nudge keeps points on hex edges from rounding both ways. */
      double q = a.q + 1e-6 + (b.q - a.q) * t;
      double r = a.r + 1e-6 + (b.r - a.r) * t;
      out[i] = vik_hex_round (q, r);
    }
  return n + 1;
}

int
vik_hex_ring (VikHex centre, int radius, VikHex *out)
{
  VikHex h;
  int n = 0;

  if (radius <= 0)
    {
      out[0] = centre;
      return 1;
    }
  /* Start at the north corner and walk clockwise: first towards the south-east. */
  h = vik_hex_add (centre, vik_hex_scale (directions[VIK_DIR_N], radius));
  for (int side = 0; side < VIK_N_DIRS; side++)
    {
      VikHex step = directions[(VIK_DIR_SE + side) % VIK_N_DIRS];
      for (int i = 0; i < radius; i++)
        {
          out[n++] = h;
          h = vik_hex_add (h, step);
        }
    }
  return n;
}

void
vik_layout_hex_to_pixel (const VikLayout *layout, VikHex h, double *x, double *y)
{
  *x = layout->origin_x + layout->size * 1.5 * h.q;
  *y = layout->origin_y + layout->size * sqrt (3.0) * (h.r + h.q / 2.0);
}

VikHex
vik_layout_pixel_to_hex (const VikLayout *layout, double x, double y)
{
  double px = (x - layout->origin_x) / layout->size;
  double py = (y - layout->origin_y) / layout->size;
  double q = 2.0 / 3.0 * px;
  double r = -1.0 / 3.0 * px + sqrt (3.0) / 3.0 * py;

  return vik_hex_round (q, r);
}

void
vik_layout_hex_corner (const VikLayout *layout, VikHex h, int i, double *x, double *y)
{
  double cx, cy, angle = G_PI / 3.0 * i;

  vik_layout_hex_to_pixel (layout, h, &cx, &cy);
  *x = cx + layout->size * cos (angle);
  *y = cy + layout->size * sin (angle);
}

/* ---------------------------------------------------------------- hexsides */

VikHexSide
vik_hex_side_make (VikHex h, VikDirection dir)
{
  VikHexSide side = { h, VIK_DIR_N };

  g_return_val_if_fail (dir < VIK_N_DIRS, side);
  if (dir <= VIK_DIR_SE)
    {
      side.hex = h;
      side.dir = dir;
    }
  else
    {
      side.hex = vik_hex_neighbor (h, dir);
      side.dir = dir - 3;
    }
  return side;
}

gboolean
vik_hex_side_equal (VikHexSide a, VikHexSide b)
{
  return vik_hex_equal (a.hex, b.hex) && a.dir == b.dir;
}

void
vik_hex_side_hexes (VikHexSide side, VikHex *a, VikHex *b)
{
  *a = side.hex;
  *b = vik_hex_neighbor (side.hex, side.dir);
}

int
vik_hex_side_direction (VikHex a, VikHex b)
{
  VikHex d = vik_hex_subtract (b, a);

  for (int dir = 0; dir < VIK_N_DIRS; dir++)
    if (vik_hex_equal (d, directions[dir]))
      return dir;
  return -1;
}

gboolean
vik_hex_side_between (VikHex a, VikHex b, VikHexSide *side)
{
  int dir = vik_hex_side_direction (a, b);

  if (dir < 0)
    return FALSE;
  *side = vik_hex_side_make (a, dir);
  return TRUE;
}

int
vik_hex_side_dir_from (VikHexSide side, VikHex h)
{
  if (vik_hex_equal (h, side.hex))
    return side.dir;
  if (vik_hex_equal (h, vik_hex_neighbor (side.hex, side.dir)))
    return side.dir + 3;
  return -1;
}

void
vik_layout_hex_side_ends (const VikLayout *layout, VikHexSide side,
                          double *x0, double *y0, double *x1, double *y1)
{
  /* Corner i lies at 60*i degrees from east, clockwise on screen: the side in
   * direction d runs from corner d+4 to corner d+5 (north: from the north-west
   * corner to the north-east one). */
  vik_layout_hex_corner (layout, side.hex, (side.dir + 4) % 6, x0, y0);
  vik_layout_hex_corner (layout, side.hex, (side.dir + 5) % 6, x1, y1);
}
