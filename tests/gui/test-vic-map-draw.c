/* test-vic-map-draw.c: a Victory map drawn with cairo and picked, without a
 * display (src/gui/victory/vic-map-draw.h).
 *
 * Every hex's centre picks that hex; a point just inside a side picks that
 * side; the bounds hold every hex.  The picture is checked pixel by pixel on
 * the engine's two-tile map: terrain colours, Rivers, Roads, Bridges, Alpine
 * sides, Cities with their PP, tile borders, and a clip that draws only what
 * it meets. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "vic-map-draw.h"

#define SQRT3 1.7320508075688772
#define HEX_SIZE 30.0

static VikLayout
test_layout (void)
{
  VikLayout layout = { HEX_SIZE, HEX_SIZE * 1.5, HEX_SIZE * 1.5 };
  return layout;
}

static cairo_surface_t *
draw_map (const VicMap *map, const VikLayout *layout, VicMapDrawFlags flags, const double *clip)
{
  double x, y, w, h;
  cairo_surface_t *surface;
  cairo_t *cr;

  vic_map_draw_bounds (map, &x, &y, &w, &h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                        (int) ceil ((x + w) * layout->size + layout->origin_x + 4),
                                        (int) ceil ((y + h) * layout->size + layout->origin_y + 4));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  if (clip != NULL)
    {
      cairo_rectangle (cr, clip[0], clip[1], clip[2], clip[3]);
      cairo_clip (cr);
    }
  vic_map_draw (cr, map, layout, flags);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The pixel at (x, y) as 0..1 components. */
static void
pixel_rgb (cairo_surface_t *surface, double x, double y, double rgb[3])
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 p = *(const guint32 *) (data + (int) y * stride + (int) x * 4);

  rgb[0] = ((p >> 16) & 0xff) / 255.0;
  rgb[1] = ((p >> 8) & 0xff) / 255.0;
  rgb[2] = (p & 0xff) / 255.0;
}

static gboolean
near_rgb (const double rgb[3], double r, double g, double b)
{
  return fabs (rgb[0] - r) < 0.04 && fabs (rgb[1] - g) < 0.04 && fabs (rgb[2] - b) < 0.04;
}

/* The middle of the side of hex h in direction d, pulled `in` hex sizes toward h. */
static void
side_point (const VicMap *map, const VikLayout *layout, int h, int d, double in, double *x, double *y)
{
  double cx, cy, a = (d * 60.0 - 90.0) * G_PI / 180.0, r = layout->size * (SQRT3 / 2 - in);

  vic_map_draw_hex_centre (map, layout, h, &cx, &cy);
  *x = cx + r * cos (a);
  *y = cy + r * sin (a);
}

static void
test_pick_hexes (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  VikLayout layout = test_layout ();

  for (int h = 0; h < map->n_hexes; h++)
    {
      double x, y;
      vic_map_draw_hex_centre (map, &layout, h, &x, &y);
      g_assert_cmpint (vic_map_draw_pick_hex (map, &layout, x, y), ==, h);
      g_assert_cmpint (vic_map_draw_find_hex (map, map->coords[h]), ==, h);
      /* a hex's label names its column and row: a1 is axial (0, 0) */
      g_assert_cmpint (vic_map_lookup (map, vic_map_label (map, h)), ==, h);
    }
  g_assert_cmpint (vic_map_draw_find_hex (map, vik_hex_make (0, 0)), ==, vic_map_lookup (map, "a1"));
  g_assert_cmpint (vic_map_draw_find_hex (map, vik_hex_make (-1, 0)), ==, VIC_NO_HEX);
  g_assert_cmpint (vic_map_draw_find_hex (map, vik_hex_make (map->columns, 0)), ==, VIC_NO_HEX);
  g_assert_cmpint (vic_map_draw_pick_hex (map, &layout, -100, -100), ==, VIC_NO_HEX);
  /* b1 lies half a hex lower than a1 and c1 (odd columns) */
  {
    double ax, ay, bx, by;
    vic_map_draw_hex_centre (map, &layout, vic_map_lookup (map, "a1"), &ax, &ay);
    vic_map_draw_hex_centre (map, &layout, vic_map_lookup (map, "b1"), &bx, &by);
    g_assert_cmpfloat (fabs (by - ay - HEX_SIZE * SQRT3 / 2), <, 1e-6);
    g_assert_cmpfloat (fabs (bx - ax - HEX_SIZE * 1.5), <, 1e-6);
  }
}

static void
test_pick_sides (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  VikLayout layout = test_layout ();

  for (int h = 0; h < map->n_hexes; h++)
    {
      double cx, cy;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          double x, y;
          int ph = -1, pd = -1;
          side_point (map, &layout, h, d, 0.1, &x, &y);
          g_assert_true (vic_map_draw_pick_side (map, &layout, x, y, 0.3, &ph, &pd));
          g_assert_cmpint (ph, ==, h);
          g_assert_cmpint (pd, ==, d);
          /* too far from the side for a small reach */
          g_assert_false (vic_map_draw_pick_side (map, &layout, x, y, 0.05, NULL, NULL));
        }
      vic_map_draw_hex_centre (map, &layout, h, &cx, &cy);
      g_assert_false (vic_map_draw_pick_side (map, &layout, cx, cy, 0.3, NULL, NULL));
    }
  g_assert_false (vic_map_draw_pick_side (map, &layout, -100, -100, 0.3, NULL, NULL));
}

static void
test_bounds (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  VikLayout unit = { 1.0, 0.0, 0.0 };
  double x, y, w, h, minx = 1e9, maxx = -1e9, miny = 1e9, maxy = -1e9;

  vic_map_draw_bounds (map, &x, &y, &w, &h);
  for (int i = 0; i < map->n_hexes; i++)
    for (int c = 0; c < 6; c++)
      {
        double px, py;
        vik_layout_hex_corner (&unit, map->coords[i], c, &px, &py);
        minx = MIN (minx, px); maxx = MAX (maxx, px);
        miny = MIN (miny, py); maxy = MAX (maxy, py);
      }
  /* exactly the hexes' corners: 10 columns span 1.5 * 9 + 2 sizes, 16 rows and a half 16.5 sqrt 3 */
  g_assert_cmpfloat (fabs (x - minx), <, 1e-9);
  g_assert_cmpfloat (fabs (y - miny), <, 1e-9);
  g_assert_cmpfloat (fabs (x + w - maxx), <, 1e-9);
  g_assert_cmpfloat (fabs (y + h - maxy), <, 1e-9);
  g_assert_cmpfloat (fabs (w - 15.5), <, 1e-9);
  g_assert_cmpfloat (fabs (h - 16.5 * SQRT3), <, 1e-9);
}

/* A hex with no mark: its centre shows the terrain's own colour. */
static void
assert_terrain_at_centre (cairo_surface_t *surface, const VicMap *map, const VikLayout *layout,
                          const char *label, VicTerrain terrain)
{
  double x, y, rgb[3], r, g, b;
  int h = vic_map_lookup (map, label);

  g_assert_cmpint (map->terrain[h], ==, terrain);
  vic_map_draw_hex_centre (map, layout, h, &x, &y);
  pixel_rgb (surface, x, y, rgb);
  vic_map_draw_terrain_rgb (terrain, &r, &g, &b);
  if (!near_rgb (rgb, r, g, b))
    g_test_message ("%s: %.2f %.2f %.2f", label, rgb[0], rgb[1], rgb[2]);
  g_assert_true (near_rgb (rgb, r, g, b));
}

static void
test_pixels (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  VikLayout layout = test_layout ();
  cairo_surface_t *surface = draw_map (map, &layout, VIC_MAP_DRAW_DEFAULT, NULL);
  double x, y, rgb[3];
  int h, d;

  if (g_getenv ("VIC_MAP_DRAW_PNG") != NULL)  /* to look at the picture */
    cairo_surface_write_to_png (surface, g_getenv ("VIC_MAP_DRAW_PNG"));

  /* terrain colours, each distinct */
  assert_terrain_at_centre (surface, map, &layout, "a1", VIC_TERRAIN_SEA);
  assert_terrain_at_centre (surface, map, &layout, "d1", VIC_TERRAIN_CLEAR);
  assert_terrain_at_centre (surface, map, &layout, "e1", VIC_TERRAIN_FOREST);
  assert_terrain_at_centre (surface, map, &layout, "h1", VIC_TERRAIN_MOUNTAIN);
  assert_terrain_at_centre (surface, map, &layout, "c3", VIC_TERRAIN_MARSH);
  assert_terrain_at_centre (surface, map, &layout, "g12", VIC_TERRAIN_DESERT);
  for (int a = 0; a < VIC_N_TERRAINS; a++)
    for (int b = a + 1; b < VIC_N_TERRAINS; b++)
      {
        double ra, ga, ba, rb, gb, bb;
        vic_map_draw_terrain_rgb (a, &ra, &ga, &ba);
        vic_map_draw_terrain_rgb (b, &rb, &gb, &bb);
        g_assert_cmpfloat (fabs (ra - rb) + fabs (ga - gb) + fabs (ba - bb), >, 0.1);
      }

  /* a River side (d6-e6, no road): blue on the side's middle */
  h = vic_map_lookup (map, "d6");
  d = vic_map_direction (map, h, vic_map_lookup (map, "e6"));
  side_point (map, &layout, h, d, 0.0, &x, &y);
  pixel_rgb (surface, x, y, rgb);
  g_assert_true (near_rgb (rgb, 0.16, 0.42, 0.80));

  /* a Bridge (d5-e5: road and river): the road's brown crosses the River */
  h = vic_map_lookup (map, "d5");
  d = vic_map_direction (map, h, vic_map_lookup (map, "e5"));
  g_assert_true (VIC_SIDE_IS_BRIDGE (vic_map_side (map, h, d)));
  side_point (map, &layout, h, d, 0.0, &x, &y);
  pixel_rgb (surface, x, y, rgb);
  g_assert_true (near_rgb (rgb, 0.55, 0.33, 0.16));
  /* and beside the road, the Bridge's dark rails */
  {
    double a = (d * 60.0 - 90.0) * G_PI / 180.0, k = HEX_SIZE * 0.16 * 0.55;
    pixel_rgb (surface, x - sin (a) * k, y + cos (a) * k, rgb);
    g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 0.9);
  }

  /* a Road (e6-e7, south from e6): brown halfway from the centre to the side */
  h = vic_map_lookup (map, "e6");
  d = vic_map_direction (map, h, vic_map_lookup (map, "e7"));
  g_assert_cmpint (d, ==, VIK_DIR_S);
  side_point (map, &layout, h, d, SQRT3 / 4, &x, &y);
  pixel_rgb (surface, x, y, rgb);
  g_assert_true (near_rgb (rgb, 0.55, 0.33, 0.16));
  /* and no road where the hex has none (e6 to the north-west: clear terrain) */
  side_point (map, &layout, h, VIK_DIR_SW, SQRT3 / 4, &x, &y);
  pixel_rgb (surface, x, y, rgb);
  g_assert_false (near_rgb (rgb, 0.55, 0.33, 0.16));

  /* an Alpine side (h2-i2): white with dark teeth, neither hex's colour */
  h = vic_map_lookup (map, "h2");
  d = vic_map_direction (map, h, vic_map_lookup (map, "i2"));
  side_point (map, &layout, h, d, 0.0, &x, &y);
  pixel_rgb (surface, x - 1, y, rgb);
  g_assert_true (near_rgb (rgb, 0.97, 0.97, 0.97) || rgb[0] + rgb[1] + rgb[2] < 1.2);

  /* a City: the PP square's paper near its corner, the digit's ink inside */
  {
    double cx, cy, k = HEX_SIZE * 0.36, sx, sy, ink = 3.0;
    h = vic_map_lookup (map, "b2");
    g_assert_cmpint (map->pp[h], ==, 3);
    vic_map_draw_hex_centre (map, &layout, h, &cx, &cy);
    sx = cx - HEX_SIZE * 0.62;
    sy = cy - HEX_SIZE * 0.52;
    pixel_rgb (surface, sx + 2.5, sy + 2.5, rgb);
    g_assert_true (near_rgb (rgb, 0.98, 0.96, 0.90));
    for (double py = sy + 2; py < sy + k - 2; py++)
      for (double px = sx + 2; px < sx + k - 2; px++)
        {
          pixel_rgb (surface, px, py, rgb);
          ink = MIN (ink, rgb[0] + rgb[1] + rgb[2]);
        }
    g_assert_cmpfloat (ink, <, 0.8);
  }

  /* the tile border between North (row 8) and South (row 9): dark red */
  h = vic_map_lookup (map, "f8");
  d = vic_map_direction (map, h, vic_map_lookup (map, "f9"));
  g_assert_cmpint (map->tile[h], !=, map->tile[vic_map_lookup (map, "f9")]);
  side_point (map, &layout, h, d, 0.0, &x, &y);
  pixel_rgb (surface, x + 4, y, rgb);
  g_assert_cmpfloat (rgb[0], >, rgb[1] + 0.15);
  g_assert_cmpfloat (rgb[0], >, rgb[2] + 0.15);
  /* no border inside a tile */
  h = vic_map_lookup (map, "f6");
  side_point (map, &layout, h, VIK_DIR_S, 0.0, &x, &y);
  pixel_rgb (surface, x + 4, y, rgb);
  g_assert_false (rgb[0] > rgb[1] + 0.15 && rgb[0] > rgb[2] + 0.15);

  cairo_surface_destroy (surface);
}

/* Without the tile borders the seam shows the terrain; a clip draws only what it meets. */
static void
test_flags_and_clip (void)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  VikLayout layout = test_layout ();
  cairo_surface_t *plain = draw_map (map, &layout, 0, NULL);
  double clip[4] = { 40, 60, 50, 30 }, x, y, rgb[3];
  cairo_surface_t *clipped = draw_map (map, &layout, 0, clip);
  int h = vic_map_lookup (map, "f8"), d = vic_map_direction (map, h, vic_map_lookup (map, "f9"));
  int w = cairo_image_surface_get_width (plain), ht = cairo_image_surface_get_height (plain);
  int stride = cairo_image_surface_get_stride (plain);
  const guint8 *a = cairo_image_surface_get_data (plain), *b = cairo_image_surface_get_data (clipped);

  side_point (map, &layout, h, d, 0.0, &x, &y);
  pixel_rgb (plain, x + 4, y, rgb);
  g_assert_false (rgb[0] > rgb[1] + 0.15 && rgb[0] > rgb[2] + 0.15);
  for (int py = 0; py < ht; py++)
    for (int px = 0; px < w; px++)
      {
        guint32 pa = *(const guint32 *) (a + py * stride + px * 4) & 0xffffff;
        guint32 pb = *(const guint32 *) (b + py * stride + px * 4) & 0xffffff;
        gboolean inside = px >= clip[0] && px < clip[0] + clip[2] && py >= clip[1] && py < clip[1] + clip[3];
        if (inside)
          g_assert_cmphex (pa, ==, pb);
        else
          g_assert_cmphex (pb, ==, 0);
      }
  cairo_surface_destroy (plain);
  cairo_surface_destroy (clipped);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-map-draw/pick-hexes", test_pick_hexes);
  g_test_add_func ("/vic-map-draw/pick-sides", test_pick_sides);
  g_test_add_func ("/vic-map-draw/bounds", test_bounds);
  g_test_add_func ("/vic-map-draw/pixels", test_pixels);
  g_test_add_func ("/vic-map-draw/flags-and-clip", test_flags_and_clip);
  return g_test_run ();
}
