/* vik-board-render.c: drawing the board with cairo, and hex picking.
 *
 * Everything is drawn in layout units (fractions of the hex size), so the
 * picture stays crisp at any zoom and HiDPI scale: the widget only passes a
 * layout whose size is already in device pixels.
 *
 * Speed: the hexes that meet the clip are listed once; terrain fills,
 * highlights and outlines are batched into one path per colour (one fill per
 * colour instead of one per hex); only the pieces need a path each. */
#include "config.h"

#include "vik-board-render-private.h"
#include "vik-draw-util.h"

#include <math.h>
#include <string.h>

#define SQRT3 1.7320508075688772

/* Hexes of the board meeting the clip, and where their centres are. */
typedef struct {
  int n;
  gint16 hexes[VIK_MAX_HEXES];
  double cx[VIK_MAX_HEXES];
  double cy[VIK_MAX_HEXES];
  double corner_dx[6];
  double corner_dy[6];
  double size;
} Visible;

static const VikColor terrain_colors[VIK_N_TERRAINS + 1] = {
  { 0.38, 0.62, 0.84 },  /* water: a clear mid blue */
  { 0.93, 0.85, 0.55 },  /* plains: wheat */
  { 0.60, 0.81, 0.42 },  /* grassland: fresh green */
  { 0.22, 0.50, 0.29 },  /* forest: deep green */
  { 0.58, 0.52, 0.47 },  /* mountain: grey-brown stone */
  { 0.80, 0.78, 0.74 },  /* face down: neutral warm grey */
};

/* The band inside the edge per highlight kind; distinct in hue and in
 * width, so they remain apart for colour-blind players too. */
typedef struct {
  double r, g, b;
  double line;          /* band width, in hex sizes */
} HighlightStyle;

static const HighlightStyle highlight_styles[VIK_N_HIGHLIGHTS] = {
  [VIK_HIGHLIGHT_NONE]     = { 0, 0, 0, 0 },
  [VIK_HIGHLIGHT_SELECTED] = { 1.00, 1.00, 1.00, 0.16 },
  [VIK_HIGHLIGHT_MOVE]     = { 0.10, 0.85, 0.25, 0.11 },
  [VIK_HIGHLIGHT_ATTACK]   = { 0.90, 0.10, 0.10, 0.14 },
  [VIK_HIGHLIGHT_BOMBARD]  = { 0.95, 0.45, 0.00, 0.14 },
  [VIK_HIGHLIGHT_BUILD]    = { 0.20, 0.35, 0.95, 0.11 },
  [VIK_HIGHLIGHT_PLACE]    = { 0.00, 0.80, 0.80, 0.11 },
  [VIK_HIGHLIGHT_TILE]     = { 0.60, 0.20, 0.80, 0.11 },
};

VikColor
vik_board_terrain_color (int terrain)
{
  g_return_val_if_fail (terrain >= 0 && terrain <= VIK_N_TERRAINS, terrain_colors[VIK_N_TERRAINS]);
  return terrain_colors[terrain];
}

char
vik_board_player_letter (int player)
{
  g_return_val_if_fail (player >= 0 && player < VIK_MAX_PLAYERS, '?');
  return 'A' + player;
}

/* ---------------------------------------------------------------- layout */

static int
board_radius (const VikGame *game)
{
  return vik_game_get_board (game)->radius;
}

void
vik_board_style_fit (VikBoardStyle *style, const VikGame *game, double width, double height)
{
  int R = board_radius (game);
  /* Flat-topped hexes: a board of radius R spans 3R + 2 sizes across and
   * sqrt(3) (2R + 1) sizes down; keep a margin of a third of a hex. */
  double across = 3.0 * R + 2.0 + 0.66;
  double down = SQRT3 * (2 * R + 1) + 0.66;
  double size = MIN (width / across, height / down);

  style->layout.size = MAX (size, 1.0);
  style->layout.origin_x = width / 2.0;
  style->layout.origin_y = height / 2.0;
}

void
vik_board_style_init (VikBoardStyle *style, const VikGame *game, double width, double height)
{
  memset (style, 0, sizeof *style);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    style->colors[p] = vik_game_model_default_color (p);
  style->hover_hex = VIK_NO_HEX;
  style->show_labels = FALSE;
  vik_board_style_fit (style, game, width, height);
}

int
vik_board_hex_at (const VikGame *game, const VikBoardStyle *style, double x, double y)
{
  const VikBoard *board = vik_game_get_board (game);
  const VikLayout *l = &style->layout;
  double limit = (board->radius + 2) * 2.0 * l->size;

  /* Far away (or not a number): off the board, before rounding to ints. */
  if (!(fabs (x - l->origin_x) <= limit && fabs (y - l->origin_y) <= limit) || l->size <= 0)
    return VIK_NO_HEX;
  return vik_board_index (board, vik_layout_pixel_to_hex (l, x, y));
}

/* ---------------------------------------------------------------- helpers */

static void
hex_path (cairo_t *cr, const Visible *v, int i, double scale)
{
  double cx = v->cx[i], cy = v->cy[i];

  cairo_move_to (cr, cx + v->corner_dx[0] * scale, cy + v->corner_dy[0] * scale);
  for (int k = 1; k < 6; k++)
    cairo_line_to (cr, cx + v->corner_dx[k] * scale, cy + v->corner_dy[k] * scale);
  cairo_close_path (cr);
}

static void
collect_visible (cairo_t *cr, const VikGame *game, const VikBoardStyle *style, Visible *v)
{
  const VikBoard *board = vik_game_get_board (game);
  double x1, y1, x2, y2;
  double s = style->layout.size;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  v->n = 0;
  v->size = s;
  for (int k = 0; k < 6; k++)
    {
      double x, y;
      vik_layout_hex_corner (&style->layout, vik_hex_make (0, 0), k, &x, &y);
      v->corner_dx[k] = x - style->layout.origin_x;
      v->corner_dy[k] = y - style->layout.origin_y;
    }
  for (int h = 0; h < board->n_hexes; h++)
    {
      double cx, cy;
      vik_layout_hex_to_pixel (&style->layout, board->coords[h], &cx, &cy);
      if (cx + s < x1 || cx - s > x2 || cy + s < y1 || cy - s > y2)
        continue;
      v->hexes[v->n] = h;
      v->cx[v->n] = cx;
      v->cy[v->n] = cy;
      v->n++;
    }
}

/* The colour class of a hex: its terrain, or VIK_N_TERRAINS face down. */
static int
hex_class (const VikGame *game, int hex)
{
  return vik_game_hex_revealed (game, hex) ? (int) vik_game_hex_terrain (game, hex) : VIK_N_TERRAINS;
}

/* ---------------------------------------------------------------- terrain */

static void
draw_terrain (cairo_t *cr, const VikGame *game, const Visible *v)
{
  const VikBoard *board = vik_game_get_board (game);
  double s = v->size;

  /* The fills' edges lie under the hex outlines drawn later, so they need
   * no antialiasing; the aliased rasterizer is several times faster, and
   * polygons sharing edges still tile without gaps. */
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  for (int t = 0; t <= VIK_N_TERRAINS; t++)
    {
      gboolean any = FALSE;
      for (int i = 0; i < v->n; i++)
        if (hex_class (game, v->hexes[i]) == t)
          {
            hex_path (cr, v, i, 1.0);
            any = TRUE;
          }
      if (any)
        {
          vik_draw_set_color (cr, terrain_colors[t]);
          cairo_fill (cr);
        }
    }
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);

  if (s < 8)
    return;

  /* Face-down hexes: an inner ring, so they read as tiles still to turn. */
  for (int i = 0; i < v->n; i++)
    if (hex_class (game, v->hexes[i]) == VIK_N_TERRAINS)
      hex_path (cr, v, i, 0.62);
  cairo_set_source_rgb (cr, 0.66, 0.64, 0.60);
  cairo_set_line_width (cr, 0.07 * s);
  cairo_stroke (cr);

  /* Waves on the water, off the centre; the perimeter water gets two rows. */
  for (int i = 0; i < v->n; i++)
    {
      int h = v->hexes[i];
      int rows;
      if (hex_class (game, h) != VIK_TERRAIN_WATER)
        continue;
      rows = vik_board_is_perimeter (board, h) ? 2 : 1;
      for (int row = 0; row < rows; row++)
        {
          /* A zigzag, cheaper to stroke than curves and as readable. */
          double y = v->cy[i] - 0.55 * s + row * 0.2 * s;
          double x = v->cx[i] - 0.42 * s;
          cairo_move_to (cr, x, y);
          for (int k = 1; k <= 4; k++)
            cairo_line_to (cr, x + k * 0.21 * s, y + (k % 2 ? -0.06 : 0.0) * s);
        }
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
  cairo_set_line_width (cr, 0.04 * s);
  cairo_stroke (cr);

  /* Mountains get a peak, forests a few trees, both off the centre. */
  for (int i = 0; i < v->n; i++)
    if (hex_class (game, v->hexes[i]) == VIK_TERRAIN_MOUNTAIN)
      {
        double x = v->cx[i] - 0.55 * s, y = v->cy[i] - 0.35 * s;
        cairo_move_to (cr, x - 0.2 * s, y + 0.15 * s);
        cairo_line_to (cr, x, y - 0.15 * s);
        cairo_line_to (cr, x + 0.2 * s, y + 0.15 * s);
      }
  cairo_set_source_rgba (cr, 0.3, 0.25, 0.2, 0.6);
  cairo_set_line_width (cr, 0.05 * s);
  cairo_stroke (cr);

  for (int i = 0; i < v->n; i++)
    if (hex_class (game, v->hexes[i]) == VIK_TERRAIN_FOREST)
      for (int k = 0; k < 2; k++)
        {
          double x = v->cx[i] - 0.62 * s + k * 0.22 * s, y = v->cy[i] - 0.3 * s;
          cairo_move_to (cr, x, y - 0.16 * s);
          cairo_line_to (cr, x + 0.1 * s, y + 0.08 * s);
          cairo_line_to (cr, x - 0.1 * s, y + 0.08 * s);
          cairo_close_path (cr);
        }
  cairo_set_source_rgba (cr, 0.08, 0.28, 0.12, 0.8);
  cairo_fill (cr);
}

/* Each edge between two drawn hexes is stroked once: every hex draws its
 * three northern edges, and its southern ones only where no drawn hex lies
 * beyond.  Half the stroking, the largest cost of a frame. */
static void
draw_outlines (cairo_t *cr, const VikGame *game, const Visible *v)
{
  const VikBoard *board = vik_game_get_board (game);
  /* Corners k and k + 1 (east first, clockwise) bound the side facing: */
  static const int south_sides[3][2] = { { 0, VIK_DIR_SE }, { 1, VIK_DIR_S }, { 2, VIK_DIR_SW } };
  guint8 drawn[VIK_MAX_HEXES] = { 0 };

  for (int i = 0; i < v->n; i++)
    drawn[v->hexes[i]] = 1;
  for (int i = 0; i < v->n; i++)
    {
      double cx = v->cx[i], cy = v->cy[i];

      /* North-west, north and north-east sides: corners 3, 4, 5, 0. */
      cairo_move_to (cr, cx + v->corner_dx[3], cy + v->corner_dy[3]);
      for (int k = 4; k <= 6; k++)
        cairo_line_to (cr, cx + v->corner_dx[k % 6], cy + v->corner_dy[k % 6]);
      for (int j = 0; j < 3; j++)
        {
          int k = south_sides[j][0];
          int beyond = board->neighbors[v->hexes[i]][south_sides[j][1]];
          if (beyond != VIK_NO_HEX && drawn[beyond])
            continue;
          cairo_move_to (cr, cx + v->corner_dx[k], cy + v->corner_dy[k]);
          cairo_line_to (cr, cx + v->corner_dx[k + 1], cy + v->corner_dy[k + 1]);
        }
    }
  cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.55);
  cairo_set_line_width (cr, MAX (1.0, 0.035 * v->size));
  cairo_stroke (cr);
}

/* Highlights are bands inside the hex's edge, never a tint over it: a
 * highlighted Plains still looks like Plains and a Mountain like a Mountain.
 * Each band has a thin dark inner edge, so it shows on every terrain. */
static void
draw_highlights (cairo_t *cr, const Visible *v, const VikBoardStyle *style)
{
  for (int k = VIK_HIGHLIGHT_NONE + 1; k < VIK_N_HIGHLIGHTS; k++)
    {
      const HighlightStyle *hs = &highlight_styles[k];
      gboolean any = FALSE;

      for (int i = 0; i < v->n; i++)
        if (style->highlight[v->hexes[i]] == k)
          {
            hex_path (cr, v, i, 1.0 - hs->line);
            any = TRUE;
          }
      if (!any)
        continue;
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_set_line_width (cr, MAX (1.0, 0.03 * v->size));
      cairo_stroke (cr);
      for (int i = 0; i < v->n; i++)
        if (style->highlight[v->hexes[i]] == k)
          hex_path (cr, v, i, 1.0 - hs->line / 2.0);
      cairo_set_source_rgb (cr, hs->r, hs->g, hs->b);
      cairo_set_line_width (cr, hs->line * v->size);
      cairo_stroke (cr);
    }
}

/* ---------------------------------------------------------------- sites */

static void
town_path (cairo_t *cr, double x, double y, double w)
{
  /* A house: walls w wide and 0.7 w high under a roof 0.45 w high. */
  cairo_move_to (cr, x - w / 2, y + 0.45 * w);
  cairo_line_to (cr, x - w / 2, y - 0.2 * w);
  cairo_line_to (cr, x, y - 0.62 * w);
  cairo_line_to (cr, x + w / 2, y - 0.2 * w);
  cairo_line_to (cr, x + w / 2, y + 0.45 * w);
  cairo_close_path (cr);
}

static void
city_path (cairo_t *cr, double x, double y, double w)
{
  /* A wall with two crenellated towers. */
  double t = w * 0.28;        /* tower width */
  double top = y - 0.55 * w;  /* tower tops */
  double wall = y - 0.2 * w;  /* wall top */
  double base = y + 0.45 * w;
  double m = t / 3;           /* merlon */

  cairo_move_to (cr, x - w / 2, base);
  cairo_line_to (cr, x - w / 2, top);
  cairo_line_to (cr, x - w / 2 + m, top);
  cairo_line_to (cr, x - w / 2 + m, top + m);
  cairo_line_to (cr, x - w / 2 + 2 * m, top + m);
  cairo_line_to (cr, x - w / 2 + 2 * m, top);
  cairo_line_to (cr, x - w / 2 + t, top);
  cairo_line_to (cr, x - w / 2 + t, wall);
  cairo_line_to (cr, x + w / 2 - t, wall);
  cairo_line_to (cr, x + w / 2 - t, top);
  cairo_line_to (cr, x + w / 2 - 2 * m, top);
  cairo_line_to (cr, x + w / 2 - 2 * m, top + m);
  cairo_line_to (cr, x + w / 2 - m, top + m);
  cairo_line_to (cr, x + w / 2 - m, top);
  cairo_line_to (cr, x + w / 2, top);
  cairo_line_to (cr, x + w / 2, base);
  cairo_close_path (cr);
}

static void
star_path (cairo_t *cr, double x, double y, double r)
{
  for (int k = 0; k < 10; k++)
    {
      double a = -G_PI / 2 + k * G_PI / 5;
      double rr = k % 2 == 0 ? r : r * 0.45;
      if (k == 0)
        cairo_move_to (cr, x + rr * cos (a), y + rr * sin (a));
      else
        cairo_line_to (cr, x + rr * cos (a), y + rr * sin (a));
    }
  cairo_close_path (cr);
}

static void
draw_site (cairo_t *cr, const VikGame *game, const VikBoardStyle *style, int hex,
           double cx, double cy, double s, gboolean has_units)
{
  VikSite site = vik_game_hex_site (game, hex);
  int owner = vik_game_hex_site_owner (game, hex);
  int capital = vik_game_hex_capital_of (game, hex);
  VikColor color;
  double y = has_units ? cy - 0.38 * s : cy;
  double w = VIK_SITE_IS_CITY (site) ? 0.75 * s : 0.5 * s;
  char letter[2] = { 0, 0 };

  if (site != VIK_SITE_NONE && owner >= 0 && owner < VIK_MAX_PLAYERS)
    {
      if (has_units)
        w *= 0.8;
      color = style->colors[owner];
      if (site == VIK_SITE_METROPOLIS)
        {
          /* [16.6]: a Town added next to the City */
          town_path (cr, cx + 0.45 * w, y + 0.1 * w, 0.5 * w);
          city_path (cr, cx - 0.15 * w, y, w);
        }
      else if (site == VIK_SITE_CITY)
        city_path (cr, cx, y, w);
      else
        town_path (cr, cx, y, w);
      vik_draw_set_color (cr, color);
      cairo_fill_preserve (cr);
      vik_draw_set_color (cr, vik_draw_darker (color, 0.35));
      cairo_set_line_width (cr, 0.04 * s);
      cairo_stroke (cr);
      if (s >= 12)
        {
          letter[0] = vik_board_player_letter (owner);
          if (vik_draw_is_light (color))
            cairo_set_source_rgb (cr, 0, 0, 0);
          else
            cairo_set_source_rgb (cr, 1, 1, 1);
          vik_draw_centred_text (cr, letter, site == VIK_SITE_METROPOLIS ? cx - 0.15 * w : cx, y + 0.1 * w, 0.42 * w);
        }
    }
  if (capital >= 0 && capital < VIK_MAX_PLAYERS)
    {
      /* The capital marker: a gold star at the top right, ringed in its owner's colour. */
      double sx = cx + 0.5 * s, sy = cy - 0.5 * s;
      cairo_arc (cr, sx, sy, 0.2 * s, 0, 2 * G_PI);
      vik_draw_set_color (cr, style->colors[capital]);
      cairo_fill (cr);
      star_path (cr, sx, sy, 0.17 * s);
      cairo_set_source_rgb (cr, 1.0, 0.84, 0.1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.25, 0.2, 0.0);
      cairo_set_line_width (cr, 0.025 * s);
      cairo_stroke (cr);
      if (vik_game_player_ruler (game, capital) != VIK_NO_PLAYER)
        {
          /* Subjugation [16.81]: a seal in the Ruler's colour on his Vassal's capital marker. */
          int ruler = vik_game_player_ruler (game, capital);
          cairo_arc (cr, sx - 0.17 * s, sy + 0.17 * s, 0.11 * s, 0, 2 * G_PI);
          vik_draw_set_color (cr, style->colors[ruler]);
          cairo_fill_preserve (cr);
          vik_draw_set_color (cr, vik_draw_darker (style->colors[ruler], 0.5));
          cairo_set_line_width (cr, 0.025 * s);
          cairo_stroke (cr);
        }
    }
}

/* ---------------------------------------------------------------- marks */

static void
draw_battle (cairo_t *cr, double cx, double cy, double s)
{
  static const double dashes[] = { 0.15, 0.1 };
  double d[2] = { dashes[0] * s, dashes[1] * s };

  cairo_save (cr);
  cairo_arc (cr, cx, cy, 0.78 * s, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.85, 0.05, 0.05);
  cairo_set_line_width (cr, 0.08 * s);
  cairo_set_dash (cr, d, 2, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_hover (cairo_t *cr, const Visible *v, int i)
{
  hex_path (cr, v, i, 0.95);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
  cairo_set_line_width (cr, 0.12 * v->size);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 0.06 * v->size);
  cairo_stroke (cr);
}

static void
draw_labels (cairo_t *cr, const VikGame *game, const Visible *v)
{
  const VikBoard *board = vik_game_get_board (game);

  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  for (int i = 0; i < v->n; i++)
    vik_draw_centred_text (cr, vik_board_label (board, v->hexes[i]), v->cx[i], v->cy[i] + 0.7 * v->size,
                  0.22 * v->size);
}

/* ---------------------------------------------------------------- render */

void
vik_board_render (cairo_t *cr, const VikGame *game, const VikBoardStyle *style)
{
  Visible *v;
  double s = style->layout.size;
  int battle;
  cairo_font_options_t *fo;

  g_return_if_fail (cr != NULL && game != NULL && style != NULL);

  v = g_new (Visible, 1);
  collect_visible (cr, game, style, v);
  if (v->n == 0)
    {
      g_free (v);
      return;
    }

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  /* Unhinted metrics: text scales smoothly with the zoom. */
  fo = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (fo, CAIRO_HINT_METRICS_OFF);
  cairo_set_font_options (cr, fo);
  cairo_font_options_destroy (fo);

  draw_terrain (cr, game, v);
  draw_highlights (cr, v, style);
  draw_outlines (cr, game, v);

  battle = vik_game_battle_hex (game);
  for (int i = 0; i < v->n; i++)
    {
      int h = v->hexes[i];
      Counter counters[MAX_COUNTERS];
      int n = vik_board_collect_counters (game, h, counters);
      gboolean has_site = vik_game_hex_site (game, h) != VIK_SITE_NONE;

      if (h == battle)
        draw_battle (cr, v->cx[i], v->cy[i], s);
      if (has_site || vik_game_hex_capital_of (game, h) != VIK_NO_PLAYER)
        draw_site (cr, game, style, h, v->cx[i], v->cy[i], s, n > 0);
      if (n > 0)
        vik_board_draw_units (cr, style, counters, n, v->cx[i], v->cy[i], s, has_site);
    }

  if (style->show_labels && s >= 14)
    draw_labels (cr, game, v);

  for (int i = 0; i < v->n; i++)
    if (v->hexes[i] == style->hover_hex)
      draw_hover (cr, v, i);

  cairo_restore (cr);
  g_free (v);
}
