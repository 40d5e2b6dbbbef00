/* vic-map-draw.c: a Victory map drawn with cairo (see the header). */
#include "config.h"

#include "vic-map-draw-private.h"

#include <math.h>

#define SQRT3 1.7320508075688772

/* ---------------------------------------------------------------- colours */

void
vic_map_draw_terrain_rgb (VicTerrain terrain, double *r, double *g, double *b)
{
  static const double rgb[VIC_N_TERRAINS][3] = {
    [VIC_TERRAIN_CLEAR]    = { 0.86, 0.88, 0.68 },
    [VIC_TERRAIN_DESERT]   = { 0.95, 0.84, 0.56 },
    [VIC_TERRAIN_FOREST]   = { 0.45, 0.64, 0.36 },
    [VIC_TERRAIN_MARSH]    = { 0.62, 0.74, 0.66 },
    [VIC_TERRAIN_MOUNTAIN] = { 0.66, 0.57, 0.48 },
    [VIC_TERRAIN_SEA]      = { 0.53, 0.71, 0.88 },
  };
  int t = terrain >= 0 && terrain < VIC_N_TERRAINS ? terrain : VIC_TERRAIN_CLEAR;

  *r = rgb[t][0];
  *g = rgb[t][1];
  *b = rgb[t][2];
}

static void
set_terrain_source (cairo_t *cr, VicTerrain terrain)
{
  double r, g, b;

  vic_map_draw_terrain_rgb (terrain, &r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
}

#define ROAD_RGB 0.55, 0.33, 0.16
#define RIVER_RGB 0.16, 0.42, 0.80

/* ---------------------------------------------------------------- hexes */

/* Is the hex's bounding circle inside the clip's extents? */
static gboolean
visible (const VicMap *map, const VikLayout *layout, int hex, const double clip[4])
{
  double cx, cy, s = layout->size * 1.2;

  vic_map_draw_hex_centre (map, layout, hex, &cx, &cy);
  return cx + s >= clip[0] && cx - s <= clip[2] && cy + s >= clip[1] && cy - s <= clip[3];
}

/* The small mark of a terrain at the hex centre (cx, cy), s the hex size. */
static void
draw_terrain_mark (cairo_t *cr, VicTerrain terrain, double cx, double cy, double s)
{
  double lw = MAX (1.0, s / 22);

  cairo_save (cr);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (terrain)
    {
    case VIC_TERRAIN_FOREST:  /* three trees */
      cairo_set_source_rgb (cr, 0.20, 0.40, 0.18);
      for (int i = -1; i <= 1; i++)
        {
          double x = cx + i * s * 0.26, y = cy - s * 0.42 + (i == 0 ? -s * 0.06 : 0);
          cairo_move_to (cr, x, y - s * 0.16);
          cairo_line_to (cr, x + s * 0.11, y + s * 0.08);
          cairo_line_to (cr, x - s * 0.11, y + s * 0.08);
          cairo_close_path (cr);
        }
      cairo_fill (cr);
      break;
    case VIC_TERRAIN_MOUNTAIN:  /* two peaks */
      cairo_set_source_rgb (cr, 0.40, 0.32, 0.26);
      cairo_move_to (cr, cx - s * 0.40, cy - s * 0.30);
      cairo_line_to (cr, cx - s * 0.18, cy - s * 0.58);
      cairo_line_to (cr, cx, cy - s * 0.38);
      cairo_line_to (cr, cx + s * 0.16, cy - s * 0.64);
      cairo_line_to (cr, cx + s * 0.40, cy - s * 0.30);
      cairo_stroke (cr);
      break;
    case VIC_TERRAIN_MARSH:  /* tufts */
      cairo_set_source_rgb (cr, 0.25, 0.45, 0.40);
      for (int i = -1; i <= 1; i += 2)
        for (int k = -1; k <= 1; k++)
          {
            double x = cx + i * s * 0.24 + k * s * 0.06, y = cy - s * 0.36;
            cairo_move_to (cr, x, y);
            cairo_line_to (cr, x + k * s * 0.05, y - s * 0.14);
          }
      cairo_stroke (cr);
      break;
    case VIC_TERRAIN_DESERT:  /* dunes */
      cairo_set_source_rgb (cr, 0.78, 0.62, 0.32);
      for (int i = -1; i <= 1; i += 2)
        {
          double x = cx + i * s * 0.24, y = cy - s * 0.36;
          cairo_arc (cr, x, y + s * 0.08, s * 0.13, G_PI * 1.15, G_PI * 1.85);
          cairo_new_sub_path (cr);
        }
      cairo_stroke (cr);
      break;
    case VIC_TERRAIN_CLEAR: case VIC_TERRAIN_SEA: case VIC_N_TERRAINS:
      break;
    }
  cairo_restore (cr);
}

/* Shoal dots, a Canal's line, a Resource's diamond, a half-hex's hatching. */
static void
draw_hex_features (cairo_t *cr, const VicMap *map, const VikLayout *layout, int h)
{
  double cx, cy, s = layout->size;
  guint8 f = map->features[h];

  vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
  if (f & VIC_HEX_SHOAL)
    {
      cairo_set_source_rgb (cr, 0.93, 0.86, 0.62);
      for (int i = 0; i < 7; i++)
        {
          double a = G_PI / 3.5 * i;
          cairo_arc (cr, cx + s * 0.5 * cos (a), cy + s * 0.5 * sin (a), MAX (1.0, s * 0.06), 0, 2 * G_PI);
          cairo_new_sub_path (cr);
        }
      cairo_fill (cr);
    }
  if (f & VIC_HEX_CANAL)
    {
      cairo_set_source_rgb (cr, RIVER_RGB);
      cairo_set_line_width (cr, MAX (1.5, s * 0.09));
      cairo_move_to (cr, cx - s * 0.8, cy + s * 0.3);
      cairo_line_to (cr, cx + s * 0.8, cy + s * 0.3);
      cairo_stroke (cr);
    }
  if (f & VIC_HEX_RESOURCE)
    {
      double x = cx + s * 0.5, y = cy - s * 0.1, k = s * 0.13;
      cairo_move_to (cr, x, y - k);
      cairo_line_to (cr, x + k, y);
      cairo_line_to (cr, x, y + k);
      cairo_line_to (cr, x - k, y);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.95, 0.75, 0.10);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.35, 0.25, 0.05);
      cairo_set_line_width (cr, MAX (1.0, s / 30));
      cairo_stroke (cr);
    }
  if (f & VIC_HEX_HALF)
    {
      /* hatching: the map's edge cuts this hex, yet all of it is playable (3.0) */
      cairo_save (cr);
      vic_map_draw_hex_path (cr, map, layout, h, 0.0);
      cairo_clip (cr);
      cairo_set_source_rgba (cr, 0.2, 0.2, 0.2, 0.22);
      cairo_set_line_width (cr, MAX (1.0, s / 24));
      for (double k = -2.0; k <= 2.0; k += 0.3)
        {
          cairo_move_to (cr, cx + k * s - s, cy + s);
          cairo_line_to (cr, cx + k * s + s, cy - s);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static void
draw_hexes (cairo_t *cr, const VicMap *map, const VikLayout *layout, VicMapDrawFlags flags,
            const double clip[4])
{
  for (int h = 0; h < map->n_hexes; h++)
    {
      double cx, cy;
      if (!visible (map, layout, h, clip))
        continue;
      vic_map_draw_hex_path (cr, map, layout, h, 0.0);
      set_terrain_source (cr, map->terrain[h]);
      cairo_fill (cr);
      vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
      draw_terrain_mark (cr, map->terrain[h], cx, cy, layout->size);
      draw_hex_features (cr, map, layout, h);
    }
  if (flags & VIC_MAP_DRAW_GRID)
    {
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.35);
      cairo_set_line_width (cr, MAX (0.6, layout->size / 40));
      for (int h = 0; h < map->n_hexes; h++)
        if (visible (map, layout, h, clip))
          vic_map_draw_hex_path (cr, map, layout, h, 0.0);
      cairo_stroke (cr);
    }
}

/* ---------------------------------------------------------------- hexsides */

/* A line along the side, drawn inset from its corners by a fraction. */
static void
side_line (cairo_t *cr, const VicMap *map, const VikLayout *layout, int h, int d, double inset)
{
  double x0, y0, x1, y1;

  vic_map_draw_side_ends (map, layout, h, d, &x0, &y0, &x1, &y1);
  cairo_move_to (cr, x0 + (x1 - x0) * inset, y0 + (y1 - y0) * inset);
  cairo_line_to (cr, x1 - (x1 - x0) * inset, y1 - (y1 - y0) * inset);
}

/* An Alpine side: a row of small teeth pointing into the hex. */
static void
alpine_teeth (cairo_t *cr, const VicMap *map, const VikLayout *layout, int h, int d)
{
  double x0, y0, x1, y1, cx, cy, nx, ny, len;
  const int teeth = 4;

  vic_map_draw_side_ends (map, layout, h, d, &x0, &y0, &x1, &y1);
  vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
  nx = (x0 + x1) / 2 - cx;
  ny = (y0 + y1) / 2 - cy;
  len = sqrt (nx * nx + ny * ny);
  nx = nx / len * layout->size * 0.14;
  ny = ny / len * layout->size * 0.14;
  cairo_move_to (cr, x0, y0);
  for (int i = 0; i < teeth; i++)
    {
      double t0 = (double) i / teeth, tm = (i + 0.5) / teeth, t1 = (i + 1.0) / teeth;
      cairo_line_to (cr, x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0);
      cairo_line_to (cr, x0 + (x1 - x0) * tm - nx, y0 + (y1 - y0) * tm - ny);
      cairo_line_to (cr, x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1);
    }
}

/* Is the side drawn from this hex?  Each side once: from the hex whose
 * direction to it is N, NE or SE, or from its only hex at the map's edge. */
static gboolean
side_owner (const VicMap *map, int h, int d)
{
  return d < 3 || map->neighbors[h][d] == VIC_NO_HEX;
}

static void
draw_sides (cairo_t *cr, const VicMap *map, const VikLayout *layout, const double clip[4])
{
  double s = layout->size;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int h = 0; h < map->n_hexes; h++)
    {
      if (!visible (map, layout, h, clip))
        continue;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          guint16 side = map->sides[h][d];
          int nb = map->neighbors[h][d];
          gboolean land_here = map->terrain[h] != VIC_TERRAIN_SEA;
          gboolean land_there = nb != VIC_NO_HEX && map->terrain[nb] != VIC_TERRAIN_SEA;
          int t = VIC_SIDE_TERRAIN (side);

          if (!side_owner (map, h, d))
            continue;
          /* a land side of its own terrain, unlike both hexes (3.0): a band */
          if (land_here && land_there && t >= 0 && t != map->terrain[h] && t != map->terrain[nb])
            {
              set_terrain_source (cr, t);
              cairo_set_line_width (cr, s * 0.16);
              side_line (cr, map, layout, h, d, 0.12);
              cairo_stroke (cr);
            }
          /* a coast: the sea meets the land */
          if (nb != VIC_NO_HEX && land_here != land_there)
            {
              cairo_set_source_rgb (cr, 0.20, 0.34, 0.50);
              cairo_set_line_width (cr, MAX (1.0, s / 18));
              side_line (cr, map, layout, h, d, 0.0);
              cairo_stroke (cr);
            }
          /* a strait: water between two land hexes (3.1) */
          if ((side & VIC_SIDE_SEA) && land_here && land_there)
            {
              set_terrain_source (cr, VIC_TERRAIN_SEA);
              cairo_set_line_width (cr, s * 0.16);
              side_line (cr, map, layout, h, d, 0.08);
              cairo_stroke (cr);
            }
          if (side & VIC_SIDE_SHOAL)
            {
              double dash[] = { MAX (1.0, s * 0.05), MAX (2.0, s * 0.09) };
              cairo_set_source_rgb (cr, 0.85, 0.72, 0.40);
              cairo_set_line_width (cr, MAX (2.0, s * 0.10));
              cairo_set_dash (cr, dash, 2, 0);
              side_line (cr, map, layout, h, d, 0.05);
              cairo_stroke (cr);
              cairo_set_dash (cr, NULL, 0, 0);
            }
          if (side & (VIC_SIDE_RIVER | VIC_SIDE_ESTUARY))
            {
              cairo_set_source_rgb (cr, RIVER_RGB);
              cairo_set_line_width (cr, MAX (1.5, s * ((side & VIC_SIDE_ESTUARY) ? 0.16 : 0.10)));
              side_line (cr, map, layout, h, d, 0.0);
              cairo_stroke (cr);
            }
          if (side & VIC_SIDE_ALPINE)
            {
              cairo_set_source_rgb (cr, 0.97, 0.97, 0.97);
              cairo_set_line_width (cr, MAX (2.5, s * 0.12));
              side_line (cr, map, layout, h, d, 0.0);
              cairo_stroke (cr);
              cairo_set_source_rgb (cr, 0.30, 0.24, 0.20);
              cairo_set_line_width (cr, MAX (1.0, s / 22));
              alpine_teeth (cr, map, layout, h, d);
              cairo_stroke (cr);
            }
        }
    }
  cairo_restore (cr);
}

/* Roads from each hex's centre to the middle of its Road sides (3.3), and a
 * Bridge's rails where a Road crosses a River. */
static void
draw_roads (cairo_t *cr, const VicMap *map, const VikLayout *layout, const double clip[4])
{
  double s = layout->size;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, ROAD_RGB);
  cairo_set_line_width (cr, MAX (1.5, s * 0.08));
  for (int h = 0; h < map->n_hexes; h++)
    {
      double cx, cy;
      if (!visible (map, layout, h, clip))
        continue;
      vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
      for (int d = 0; d < VIK_N_DIRS; d++)
        if (map->sides[h][d] & VIC_SIDE_ROAD)
          {
            double a = (d * 60.0 - 90.0) * G_PI / 180.0, r = s * SQRT3 / 2;
            cairo_move_to (cr, cx, cy);
            cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
          }
    }
  cairo_stroke (cr);
  /* the Bridges' rails: two short strokes along the road, either side of it */
  cairo_set_source_rgb (cr, 0.15, 0.12, 0.10);
  cairo_set_line_width (cr, MAX (1.0, s / 26));
  for (int h = 0; h < map->n_hexes; h++)
    {
      double cx, cy;
      if (!visible (map, layout, h, clip))
        continue;
      vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
      for (int d = 0; d < VIK_N_DIRS; d++)
        if (side_owner (map, h, d) && VIC_SIDE_IS_BRIDGE (map->sides[h][d]))
          {
            double a = (d * 60.0 - 90.0) * G_PI / 180.0, r = s * SQRT3 / 2;
            double mx = cx + r * cos (a), my = cy + r * sin (a);
            double ux = cos (a) * s * 0.16, uy = sin (a) * s * 0.16;   /* along the road */
            double vx = -uy * 0.55, vy = ux * 0.55;                    /* across it */
            for (int k = -1; k <= 1; k += 2)
              {
                cairo_move_to (cr, mx - ux + k * vx, my - uy + k * vy);
                cairo_line_to (cr, mx + ux + k * vx, my + uy + k * vy);
              }
          }
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_tile_borders (cairo_t *cr, const VicMap *map, const VikLayout *layout, const double clip[4])
{
  cairo_save (cr);
  cairo_set_source_rgba (cr, 0.45, 0.05, 0.05, 0.8);
  cairo_set_line_width (cr, MAX (2.0, layout->size / 9));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int h = 0; h < map->n_hexes; h++)
    {
      if (!visible (map, layout, h, clip))
        continue;
      for (int d = 0; d < 3; d++)
        {
          int nb = map->neighbors[h][d];
          if (nb != VIC_NO_HEX && map->tile[nb] != map->tile[h])
            side_line (cr, map, layout, h, d, 0.0);
        }
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* ---------------------------------------------------------------- sites */

static void
centred_text (cairo_t *cr, double x, double y, const char *text)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
}

/* A small anchor: the port's mark (3.2). */
static void
draw_anchor (cairo_t *cr, double x, double y, double k)
{
  cairo_set_source_rgb (cr, 0.10, 0.20, 0.45);
  cairo_set_line_width (cr, MAX (1.0, k * 0.18));
  cairo_arc (cr, x, y - k * 0.85, k * 0.18, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_move_to (cr, x, y - k * 0.67);
  cairo_line_to (cr, x, y + k * 0.7);
  cairo_move_to (cr, x - k * 0.35, y - k * 0.4);
  cairo_line_to (cr, x + k * 0.35, y - k * 0.4);
  cairo_new_sub_path (cr);
  cairo_arc_negative (cr, x, y + k * 0.1, k * 0.6, G_PI, 0);
  cairo_stroke (cr);
}

static void
draw_sites (cairo_t *cr, const VicMap *map, const VikLayout *layout, const double clip[4])
{
  double s = layout->size;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  for (int h = 0; h < map->n_hexes; h++)
    {
      double cx, cy;
      guint8 f = map->features[h];
      if (!visible (map, layout, h, clip) || !(f & (VIC_HEX_CITY | VIC_HEX_TOWN)))
        continue;
      vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
      if (f & VIC_HEX_CITY)
        {
          /* a square with the City's PP, in the hex's upper left */
          double k = s * 0.36, x = cx - s * 0.62, y = cy - s * 0.52;
          char pp[4];
          cairo_rectangle (cr, x, y, k, k);
          cairo_set_source_rgb (cr, 0.98, 0.96, 0.90);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.10, 0.10, 0.10);
          cairo_set_line_width (cr, MAX (1.0, s / 24));
          cairo_stroke (cr);
          g_snprintf (pp, sizeof pp, "%d", map->pp[h]);
          cairo_set_font_size (cr, k * 0.85);
          centred_text (cr, x + k / 2, y + k / 2, pp);
        }
      else
        {
          cairo_arc (cr, cx - s * 0.44, cy - s * 0.34, MAX (2.0, s * 0.11), 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.10, 0.10, 0.10);
          cairo_fill (cr);
        }
      if (f & VIC_HEX_PORT)
        draw_anchor (cr, cx + s * 0.5, cy - s * 0.38, s * 0.22);
    }
  cairo_restore (cr);
}

/* The name along the hex's bottom edge, on a pale band to stay readable;
 * never under 10 pixels (the 2-map board fitted to a window has hexes of
 * about 25 pixels). */
static void
draw_names (cairo_t *cr, const VicMap *map, const VikLayout *layout, const double clip[4])
{
  double s = layout->size;

  if (s < 14)
    return;
  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (10.0, s * 0.22));
  for (int h = 0; h < map->n_hexes; h++)
    {
      cairo_text_extents_t ext;
      double cx, cy, y;
      if (!visible (map, layout, h, clip) || !(map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN))
          || map->site_names[h][0] == '\0')
        continue;
      vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
      y = cy + s * 0.66;
      cairo_text_extents (cr, map->site_names[h], &ext);
      cairo_rectangle (cr, cx - ext.width / 2 - 2, y - ext.height / 2 - 1, ext.width + 4, ext.height + 2);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
      centred_text (cr, cx, y, map->site_names[h]);
    }
  cairo_restore (cr);
}

void
vic_map_draw_names (cairo_t *cr, const VicMap *map, const VikLayout *layout)
{
  double clip[4];

  g_return_if_fail (cr != NULL && map != NULL && layout != NULL);
  cairo_clip_extents (cr, &clip[0], &clip[1], &clip[2], &clip[3]);
  draw_names (cr, map, layout, clip);
}

static void
draw_labels (cairo_t *cr, const VicMap *map, const VikLayout *layout, const double clip[4])
{
  double s = layout->size;

  if (s < 16)
    return;
  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, MAX (6.0, s * 0.18));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  for (int h = 0; h < map->n_hexes; h++)
    {
      double cx, cy;
      if (!visible (map, layout, h, clip))
        continue;
      vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
      centred_text (cr, cx + s * 0.45, cy + s * 0.30, vic_map_label (map, h));
    }
  cairo_restore (cr);
}

/* ---------------------------------------------------------------- all */

void
vic_map_draw (cairo_t *cr, const VicMap *map, const VikLayout *layout, VicMapDrawFlags flags)
{
  double clip[4];

  g_return_if_fail (cr != NULL && map != NULL && layout != NULL);
  cairo_clip_extents (cr, &clip[0], &clip[1], &clip[2], &clip[3]);
  cairo_save (cr);
  cairo_new_path (cr);
  draw_hexes (cr, map, layout, flags, clip);
  draw_sides (cr, map, layout, clip);
  draw_roads (cr, map, layout, clip);
  if (flags & VIC_MAP_DRAW_TILE_BORDERS)
    draw_tile_borders (cr, map, layout, clip);
  draw_sites (cr, map, layout, clip);
  if (flags & VIC_MAP_DRAW_NAMES)
    draw_names (cr, map, layout, clip);
  if (flags & VIC_MAP_DRAW_LABELS)
    draw_labels (cr, map, layout, clip);
  cairo_restore (cr);
}
