/* test-render.c: the cairo board renderer on image surfaces, without a display.
 *
 * Hex picking is the exact inverse of the drawing at every zoom and pan,
 * terrain colours are where they should be, highlights change the pixels
 * they should and no others, and fit() shows the whole board. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "vik-board-render.h"
#include "vik-board-render-private.h"
#include "vik-position.h"

static int
hex_index (const VikGame *game, int q, int r)
{
  return vik_board_index (vik_game_get_board (game), vik_hex_make (q, r));
}

/* The pixel at (x, y) as 0..255 RGB (opaque surfaces only). */
static void
pixel_at (cairo_surface_t *surface, int x, int y, int rgb[3])
{
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  memcpy (&p, data + y * stride + x * 4, 4);
  rgb[0] = (p >> 16) & 0xff;
  rgb[1] = (p >> 8) & 0xff;
  rgb[2] = p & 0xff;
}

static gboolean
near_color (const int rgb[3], VikColor c, int tolerance)
{
  return abs (rgb[0] - (int) lround (c.red * 255)) <= tolerance
      && abs (rgb[1] - (int) lround (c.green * 255)) <= tolerance
      && abs (rgb[2] - (int) lround (c.blue * 255)) <= tolerance;
}

/* Renders onto an opaque black surface. */
static cairo_surface_t *
render (const VikGame *game, const VikBoardStyle *style, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  vik_board_render (cr, game, style);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
hex_centre (const VikGame *game, const VikBoardStyle *style, int hex, double *x, double *y)
{
  vik_layout_hex_to_pixel (&style->layout, vik_game_get_board (game)->coords[hex], x, y);
}

/* ---------------------------------------------------------------- picking */

/* pixel -> hex -> pixel round trips at several zooms and pans. */
static void
test_picking (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 7, 8, 1);
  const VikBoard *board = vik_game_get_board (game);
  const double sizes[] = { 6.0, 17.5, 33.3, 64.0, 151.7 };
  const double pans[][2] = { { 0, 0 }, { 400, 300 }, { -1234.5, 77.25 }, { 960.5, 540.5 } };
  VikBoardStyle style;

  vik_board_style_init (&style, game, 800, 600);
  for (guint si = 0; si < G_N_ELEMENTS (sizes); si++)
    for (guint pi = 0; pi < G_N_ELEMENTS (pans); pi++)
      {
        style.layout.size = sizes[si];
        style.layout.origin_x = pans[pi][0];
        style.layout.origin_y = pans[pi][1];
        for (int h = 0; h < board->n_hexes; h++)
          {
            double x, y, x2, y2;
            hex_centre (game, &style, h, &x, &y);
            g_assert_cmpint (vik_board_hex_at (game, &style, x, y), ==, h);
            /* Points well inside the hex, towards each corner and each side. */
            for (int k = 0; k < 6; k++)
              {
                double cx, cy, a = G_PI / 3 * k + G_PI / 6;
                vik_layout_hex_corner (&style.layout, board->coords[h], k, &cx, &cy);
                g_assert_cmpint (vik_board_hex_at (game, &style, x + 0.9 * (cx - x), y + 0.9 * (cy - y)), ==, h);
                g_assert_cmpint (vik_board_hex_at (game, &style,
                                                   x + 0.8 * sizes[si] * cos (a),
                                                   y + 0.8 * sizes[si] * sin (a)), ==, h);
              }
            /* And back: the hex picked at a pixel has its centre within a size of it. */
            hex_centre (game, &style, vik_board_hex_at (game, &style, x + 0.3 * sizes[si], y - 0.2 * sizes[si]),
                        &x2, &y2);
            g_assert_cmpfloat (hypot (x2 - x, y2 - y), <, 1e-6);
          }
        /* Off the board: one ring beyond the perimeter, far away, not a number. */
        for (int k = 0; k < 6; k++)
          {
            VikHex beyond = vik_hex_scale (vik_hex_direction (k), board->radius + 1);
            double x, y;
            vik_layout_hex_to_pixel (&style.layout, beyond, &x, &y);
            g_assert_cmpint (vik_board_hex_at (game, &style, x, y), ==, VIK_NO_HEX);
          }
        g_assert_cmpint (vik_board_hex_at (game, &style, 1e12, -1e12), ==, VIK_NO_HEX);
        g_assert_cmpint (vik_board_hex_at (game, &style, NAN, 0), ==, VIK_NO_HEX);
        g_assert_cmpint (vik_board_hex_at (game, &style, INFINITY, 5), ==, VIK_NO_HEX);
      }
}

/* Every hex the drawing puts at a pixel is the hex picked there: render one
 * hex at a time in white and compare with picking over the whole surface. */
static void
test_picking_matches_drawing (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 3, 2, 1);
  const VikBoard *board = vik_game_get_board (game);
  VikBoardStyle style;
  int w = 160, h = 140, mismatches = 0, checked = 0;

  /* One hex at a time is Plains among Forests: where Plains is drawn, that hex is picked. */
  VikColor veiled = vik_board_terrain_color (VIK_TERRAIN_PLAINS);

  vik_position_fill (game, VIK_TERRAIN_FOREST);
  vik_board_style_init (&style, game, w, h);
  style.layout.origin_x += 0.37;   /* not on the pixel grid */
  for (int hex = 0; hex < board->n_hexes; hex++)
    {
      cairo_surface_t *surface;
      if (vik_board_is_perimeter (board, hex))
        continue;   /* always water */
      vik_position_set_hex (game, hex, VIK_TERRAIN_PLAINS, TRUE);
      surface = render (game, &style, w, h);
      vik_position_set_hex (game, hex, VIK_TERRAIN_FOREST, TRUE);
      for (int y = 0; y < h; y += 2)
        for (int x = 0; x < w; x += 2)
          {
            int rgb[3];
            int picked = vik_board_hex_at (game, &style, x + 0.5, y + 0.5);
            pixel_at (surface, x, y, rgb);
            /* Inside the Plains hex: picked there. */
            if (near_color (rgb, veiled, 3))
              {
                checked++;
                if (picked != hex)
                  {
                    if (mismatches < 5)
                      g_test_message ("hex %d: pixel %d,%d (%d,%d,%d) picks %d", hex, x, y,
                                      rgb[0], rgb[1], rgb[2], picked);
                    mismatches++;
                  }
              }
          }
      cairo_surface_destroy (surface);
    }
  g_test_message ("%d pixels checked", checked);
  g_assert_cmpint (checked, >, board->n_hexes * 20);
  g_assert_cmpint (mismatches, ==, 0);
}

/* ---------------------------------------------------------------- colours */

/* A board with every terrain revealed here and there and some face down. */
static VikGame *
terrain_board (void)
{
  VikGame *game = vik_position_new (NULL, 5, 4, 9);
  const VikBoard *board = vik_game_get_board (game);

  for (int h = 0; h < board->n_hexes; h++)
    if (!vik_board_is_perimeter (board, h) && h % 7 != 3)
      vik_position_set_hex (game, h, (VikTerrain) (h % VIK_N_TERRAINS), TRUE);
  return game;
}

static void
test_terrain_colors (void)
{
  g_autoptr (VikGame) game = terrain_board ();
  const VikBoard *board = vik_game_get_board (game);
  VikBoardStyle style;
  cairo_surface_t *surface;
  int counts[VIK_N_TERRAINS + 1] = { 0 };

  /* The colours are distinct. */
  for (int a = 0; a <= VIK_N_TERRAINS; a++)
    for (int b = a + 1; b <= VIK_N_TERRAINS; b++)
      {
        VikColor x = vik_board_terrain_color (a), y = vik_board_terrain_color (b);
        g_assert_cmpfloat (fabs (x.red - y.red) + fabs (x.green - y.green) + fabs (x.blue - y.blue), >, 0.1);
      }

  for (int zoom = 0; zoom < 2; zoom++)
    {
      vik_board_style_init (&style, game, 900, 700);
      if (zoom)
        style.layout.size *= 1.7;   /* part of the board off the surface */
      surface = render (game, &style, 900, 700);
      for (int h = 0; h < board->n_hexes; h++)
        {
          double x, y;
          int rgb[3];
          int expected = vik_game_hex_revealed (game, h) ? (int) vik_game_hex_terrain (game, h) : VIK_N_TERRAINS;
          hex_centre (game, &style, h, &x, &y);
          if (x < 0 || y < 0 || x >= 900 || y >= 700)
            continue;
          pixel_at (surface, (int) x, (int) y, rgb);
          if (!near_color (rgb, vik_board_terrain_color (expected), 2))
            g_error ("hex %s: pixel %d,%d,%d is not the colour of terrain %d",
                     vik_board_label (board, h), rgb[0], rgb[1], rgb[2], expected);
          counts[expected]++;
        }
      cairo_surface_destroy (surface);
    }
  for (int t = 0; t <= VIK_N_TERRAINS; t++)
    g_assert_cmpint (counts[t], >, 0);
}

/* Pieces are drawn over the terrain, and only inside their hex. */
static void
test_pieces_drawn (void)
{
  g_autoptr (VikGame) game = terrain_board ();
  const VikBoard *board = vik_game_get_board (game);
  int town = hex_index (game, 0, 0), city = hex_index (game, 2, -1);
  int troops = hex_index (game, -2, 1), sea = hex_index (game, 0, -5);
  VikBoardStyle style;
  cairo_surface_t *before, *after;
  int changed_elsewhere = 0;

  vik_board_style_init (&style, game, 800, 700);
  before = render (game, &style, 800, 700);
  vik_position_set_hex (game, town, VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_hex (game, city, VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_hex (game, troops, VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_site (game, town, 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, city, 1, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, troops, 2, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, troops, 2, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, troops, 2, VIK_UNIT_CAVALRY);
  vik_position_add_unit (game, troops, 3, VIK_UNIT_ARTILLERY);
  {
    int label = vik_position_add_unit (game, sea, 3, VIK_UNIT_FRIGATE);
    g_assert_cmpint (label, >, 0);
    vik_position_add_cargo (game, 3, label, VIK_UNIT_INFANTRY);
  }
  after = render (game, &style, 800, 700);

  /* Each changed hex has pixels of its owner's colour; other hexes' centres are unchanged. */
  for (int h = 0; h < board->n_hexes; h++)
    {
      double x, y;
      int a[3], b[3];
      hex_centre (game, &style, h, &x, &y);
      pixel_at (before, (int) x, (int) y, a);
      pixel_at (after, (int) x, (int) y, b);
      if (h == town || h == city || h == troops || h == sea)
        {
          int owner = h == town ? 0 : h == city ? 1 : h == troops ? 2 : 3;
          gboolean found = FALSE;
          for (int dy = -15; dy <= 15 && !found; dy++)
            for (int dx = -15; dx <= 15 && !found; dx++)
              {
                int c[3];
                pixel_at (after, (int) x + dx, (int) y + dy, c);
                found = near_color (c, style.colors[owner], 3);
              }
          if (!found)
            g_error ("hex %s: no pixel of player %d's colour", vik_board_label (board, h), owner);
        }
      else if (memcmp (a, b, sizeof a) != 0)
        changed_elsewhere++;
    }
  g_assert_cmpint (changed_elsewhere, ==, 0);
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
}

/* Subjugation [16.81]: a Vassal's capital marker carries a seal in his Ruler's colour. */
static void
test_vassal_seal (void)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  g_autoptr (VikGame) game = NULL;
  VikBoardStyle style;
  cairo_surface_t *before, *after;
  int capital, found = 0;
  double x, y;

  rules.options = 1u << VIK_OPTION_SUBJUGATION;
  game = vik_position_new (&rules, 4, 2, 1);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  capital = hex_index (game, 0, 0);
  vik_position_set_site (game, capital, 0, VIK_SITE_TOWN, TRUE);
  vik_board_style_init (&style, game, 600, 600);
  before = render (game, &style, 600, 600);
  vik_position_set_ruler (game, 0, 1);
  after = render (game, &style, 600, 600);
  hex_centre (game, &style, capital, &x, &y);
  for (int dy = -40; dy <= 40; dy++)
    for (int dx = -40; dx <= 40; dx++)
      {
        int a[3], b[3];
        pixel_at (before, (int) x + dx, (int) y + dy, a);
        pixel_at (after, (int) x + dx, (int) y + dy, b);
        found += memcmp (a, b, sizeof a) != 0 && near_color (b, style.colors[1], 3);
      }
  g_assert_cmpint (found, >, 10);
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
}

/* ---------------------------------------------------------------- highlights */

static void
test_highlights (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 4, 2, 3);
  const VikBoard *board = vik_game_get_board (game);
  VikBoardStyle style;
  cairo_surface_t *base;
  int base_rgb[VIK_MAX_HEXES][3];
  int seen[VIK_N_HIGHLIGHTS][3];
  int target = hex_index (game, 1, 1);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_board_style_init (&style, game, 600, 600);
  base = render (game, &style, 600, 600);
  for (int h = 0; h < board->n_hexes; h++)
    {
      double x, y;
      hex_centre (game, &style, h, &x, &y);
      pixel_at (base, (int) x, (int) y, base_rgb[h]);
    }
  cairo_surface_destroy (base);

  /* A highlight is a band inside the hex's edge: the hex's terrain shows
   * untouched inside it (a highlighted Plains is never mistaken for another
   * terrain), the band differs per kind, the other hexes do not change. */
  for (int k = VIK_HIGHLIGHT_NONE + 1; k < VIK_N_HIGHLIGHTS; k++)
    {
      cairo_surface_t *s;
      double ex, ey, cx, cy, x1, y1;
      int band[3];
      memset (style.highlight, 0, sizeof style.highlight);
      style.highlight[target] = k;
      s = render (game, &style, 600, 600);
      for (int h = 0; h < board->n_hexes; h++)
        {
          double x, y;
          int rgb[3];
          hex_centre (game, &style, h, &x, &y);
          pixel_at (s, (int) x, (int) y, rgb);
          g_assert_true (memcmp (rgb, base_rgb[h], sizeof rgb) == 0);
        }
      /* the band: the middle of the south-east side, a little inside */
      hex_centre (game, &style, target, &cx, &cy);
      vik_layout_hex_corner (&style.layout, board->coords[target], 0, &ex, &ey);
      vik_layout_hex_corner (&style.layout, board->coords[target], 1, &x1, &y1);
      ex = (ex + x1) / 2;
      ey = (ey + y1) / 2;
      pixel_at (s, (int) lround (ex + (cx - ex) * 0.045), (int) lround (ey + (cy - ey) * 0.045), band);
      g_assert_true (memcmp (band, base_rgb[target], sizeof band) != 0);
      memcpy (seen[k], band, sizeof band);
      cairo_surface_destroy (s);
      /* Each kind looks different from every other. */
      for (int j = VIK_HIGHLIGHT_NONE + 1; j < k; j++)
        g_assert_cmpint (abs (seen[j][0] - seen[k][0]) + abs (seen[j][1] - seen[k][1])
                         + abs (seen[j][2] - seen[k][2]), >, 12);
    }

  /* Hover outlines the hex: pixels near its edge change, the centre does not. */
  {
    cairo_surface_t *s;
    double x, y, cx, cy;
    int a[3], b[3];
    memset (style.highlight, 0, sizeof style.highlight);
    style.hover_hex = target;
    s = render (game, &style, 600, 600);
    hex_centre (game, &style, target, &x, &y);
    pixel_at (s, (int) x, (int) y, a);
    g_assert_true (memcmp (a, base_rgb[target], sizeof a) == 0);
    vik_layout_hex_corner (&style.layout, board->coords[target], 0, &cx, &cy);
    /* The middle of the south-east side, a little inside. */
    vik_layout_hex_corner (&style.layout, board->coords[target], 1, &x, &y);
    x = (x + cx) / 2;
    y = (y + cy) / 2;
    hex_centre (game, &style, target, &cx, &cy);
    x += (cx - x) * 0.05;
    y += (cy - y) * 0.05;
    pixel_at (s, (int) lround (x), (int) lround (y), b);
    g_assert_true (memcmp (b, base_rgb[target], sizeof b) != 0);
    cairo_surface_destroy (s);
  }
}

/* ---------------------------------------------------------------- fit */

static void
test_fit (void)
{
  const double areas[][2] = { { 800, 600 }, { 300, 900 }, { 1920, 1080 }, { 1000, 120 } };

  for (int radius = 3; radius <= 9; radius += 2)
    {
      g_autoptr (VikGame) game = vik_position_new (NULL, radius, 2, 1);
      const VikBoard *board = vik_game_get_board (game);
      for (guint a = 0; a < G_N_ELEMENTS (areas); a++)
        {
          double w = areas[a][0], h = areas[a][1];
          double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
          VikBoardStyle style;

          vik_board_style_init (&style, game, 10, 10);
          style.layout.origin_x = 5000;   /* fit() must undo any pan and zoom */
          vik_board_style_fit (&style, game, w, h);
          for (int hex = 0; hex < board->n_hexes; hex++)
            for (int k = 0; k < 6; k++)
              {
                double x, y;
                vik_layout_hex_corner (&style.layout, board->coords[hex], k, &x, &y);
                min_x = MIN (min_x, x);
                max_x = MAX (max_x, x);
                min_y = MIN (min_y, y);
                max_y = MAX (max_y, y);
              }
          g_assert_cmpfloat (min_x, >=, 0);
          g_assert_cmpfloat (min_y, >=, 0);
          g_assert_cmpfloat (max_x, <=, w);
          g_assert_cmpfloat (max_y, <=, h);
          /* And it uses the room: one dimension is nearly filled. */
          g_assert_true ((max_x - min_x) > 0.85 * w || (max_y - min_y) > 0.85 * h);
          /* Centred. */
          g_assert_cmpfloat (fabs ((min_x + max_x) / 2 - w / 2), <, 1e-6);
          g_assert_cmpfloat (fabs ((min_y + max_y) / 2 - h / 2), <, 1e-6);
        }
    }
}

/* A clip limits the work but not the picture: rendering in tiles gives the
 * same pixels as one full render. */
static void
test_clip_tiles (void)
{
  g_autoptr (VikGame) game = terrain_board ();
  VikBoardStyle style;
  cairo_surface_t *full, *tiled;
  cairo_t *cr;
  int w = 400, h = 360;

  vik_position_set_site (game, hex_index (game, 0, 0), 0, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, hex_index (game, 0, 0), 0, VIK_UNIT_CAVALRY);
  vik_board_style_init (&style, game, w, h);
  style.show_labels = TRUE;
  full = render (game, &style, w, h);
  tiled = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cr = cairo_create (tiled);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  for (int ty = 0; ty < h; ty += 90)
    for (int tx = 0; tx < w; tx += 100)
      {
        cairo_save (cr);
        cairo_rectangle (cr, tx, ty, 100, 90);
        cairo_clip (cr);
        vik_board_render (cr, game, &style);
        cairo_restore (cr);
      }
  cairo_destroy (cr);
  cairo_surface_flush (tiled);
  {
    int differ = 0;
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++)
        {
          int a[3], b[3];
          pixel_at (full, x, y, a);
          pixel_at (tiled, x, y, b);
          if (abs (a[0] - b[0]) + abs (a[1] - b[1]) + abs (a[2] - b[2]) > 6)
            differ++;
        }
    g_assert_cmpint (differ, ==, 0);
  }
  cairo_surface_destroy (full);
  cairo_surface_destroy (tiled);
}

/* Is (x, y) inside the flat-topped hex of size s centred on the origin?
 * (Its six edges, each a half-plane.) */
static gboolean
point_in_hex (double x, double y, double s)
{
  for (int i = 0; i < 6; i++)
    {
      double a0 = G_PI / 3 * i, a1 = G_PI / 3 * (i + 1);
      double x0 = s * cos (a0), y0 = s * sin (a0), x1 = s * cos (a1), y1 = s * sin (a1);
      if ((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) < -1e-9)
        return FALSE;
    }
  return TRUE;
}

/* The counters of two players in one hex ("A C" beside "B 3I"), with and
 * without a Town, at the sizes a board is shown at: every chip lies inside
 * its hex (two rows or a smaller font when a row of two does not fit), the
 * text never below the floor, and a roomy hex keeps the full size. */
static void
test_counters_inside_hex (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 8, 8);
  cairo_t *cr = cairo_create (surface);
  const Counter sets[][3] = {
    { { 0, VIK_UNIT_CAVALRY, 1, 0 }, { 1, VIK_UNIT_CAVALRY, 1, 0 } },
    { { 0, VIK_UNIT_CAVALRY, 1, 0 }, { 1, VIK_UNIT_INFANTRY, 3, 0 } },
    { { 0, VIK_UNIT_INFANTRY, 12, 0 }, { 1, VIK_UNIT_ARTILLERY, 2, 0 }, { 1, VIK_UNIT_FRIGATE, 2, 1 } },
  };
  const int counts[] = { 2, 2, 3 };
  const double sizes[] = { 14, 20, 24, 30, 38, 50, 80 };

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  for (guint k = 0; k < G_N_ELEMENTS (sets); k++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      for (int site = 0; site < 2; site++)
        {
          double rects[MAX_COUNTERS][4], f = 0, s = sizes[z];
          gboolean text = vik_board_layout_units (cr, sets[k], counts[k], 0, 0, s, site, rects, &f);

          if (!text)
            continue;   /* dots, at the hex's centre */
          g_assert_cmpfloat (f, >=, VIK_BOARD_UNIT_MIN_TEXT);
          g_assert_cmpfloat (f, <=, vik_board_unit_text_size (s));
          for (int i = 0; i < counts[k]; i++)
            for (int c = 0; c < 4; c++)
              {
                double x = rects[i][0] + (c & 1 ? rects[i][2] : 0), y = rects[i][1] + (c & 2 ? rects[i][3] : 0);
                if (!point_in_hex (x, y, s))
                  g_error ("set %u, hex size %.0f, site %d: chip %d corner (%.1f, %.1f) is outside the hex",
                           k, s, site, i, x, y);
              }
        }
  /* a roomy hex: the full size, side by side */
  {
    double rects[MAX_COUNTERS][4], f = 0;
    g_assert_true (vik_board_layout_units (cr, sets[1], 2, 0, 0, 80, TRUE, rects, &f));
    g_assert_cmpfloat (f, ==, vik_board_unit_text_size (80));
    g_assert_cmpfloat (rects[0][1], ==, rects[1][1]);
  }
  /* the case players found: two chips at the default zoom of a 2-player
   * board (a hex of about 38 px) below a Town fit, with text */
  {
    double rects[MAX_COUNTERS][4], f = 0;
    g_assert_true (vik_board_layout_units (cr, sets[1], 2, 0, 0, 38, TRUE, rects, &f));
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_letters (void)
{
  for (int a = 0; a < VIK_MAX_PLAYERS; a++)
    {
      g_assert_true (g_ascii_isupper (vik_board_player_letter (a)));
      for (int b = a + 1; b < VIK_MAX_PLAYERS; b++)
        g_assert_cmpint (vik_board_player_letter (a), !=, vik_board_player_letter (b));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui/render/picking/round-trip", test_picking);
  g_test_add_func ("/gui/render/picking/matches-drawing", test_picking_matches_drawing);
  g_test_add_func ("/gui/render/terrain-colors", test_terrain_colors);
  g_test_add_func ("/gui/render/pieces", test_pieces_drawn);
  g_test_add_func ("/gui/render/vassal-seal", test_vassal_seal);
  g_test_add_func ("/gui/render/highlights", test_highlights);
  g_test_add_func ("/gui/render/fit", test_fit);
  g_test_add_func ("/gui/render/clip-tiles", test_clip_tiles);
  g_test_add_func ("/gui/render/player-letters", test_letters);
  g_test_add_func ("/gui/render/counters-inside-hex", test_counters_inside_hex);
  return g_test_run ();
}
