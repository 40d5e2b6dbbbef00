/* vik-board-units.c: the unit counters on the board: one chip per unit
 * type and Frigate, the owner's letter on a white tab beside the count (not
 * only colour tells players apart), dots when the board is zoomed too far
 * out for text. */
#include "config.h"

#include "vik-board-render-private.h"
#include "vik-draw-util.h"

#include <math.h>

#define SQRT3 1.7320508075688772

int
vik_board_collect_counters (const VikGame *game, int hex, Counter *out)
{
  int n_players = vik_game_get_n_players (game);
  gboolean water = vik_game_hex_revealed (game, hex)
                   && vik_game_hex_terrain (game, hex) == VIK_TERRAIN_WATER;
  int n = 0;

  for (int p = 0; p < n_players && n < MAX_COUNTERS; p++)
    {
      int labels[MAX_COUNTERS], cargo[MAX_COUNTERS], nf;

      /* Land units at sea are all cargo: their Frigates show them. */
      if (!water)
        for (int t = 0; t < VIK_N_LAND_TYPES && n < MAX_COUNTERS; t++)
          {
            int c = vik_game_hex_units (game, hex, p, t);
            if (c > 0)
              out[n++] = (Counter) { p, t, c, 0 };
          }
      nf = vik_game_hex_frigates (game, hex, p, labels, cargo, MAX_COUNTERS);
      for (int f = 0; f < MIN (nf, MAX_COUNTERS) && n < MAX_COUNTERS; f++)
        out[n++] = (Counter) { p, VIK_UNIT_FRIGATE, cargo[f], labels[f] };
    }
  return n;
}

double
vik_board_unit_text_size (double hex_size)
{
  /* never below 11 px while pieces are drawn with text at all */
  return hex_size >= 14 ? MAX (11.0, 0.3 * hex_size) : 0.0;
}

/* "2I", "C" (one unit), "F1+2" (Frigate 1 with two units aboard). */
static void
counter_text (const Counter *c, char *buf, gsize size)
{
  static const char type_letters[VIK_N_UNIT_TYPES] = { 'I', 'C', 'A', 'F' };

  if (c->type == VIK_UNIT_FRIGATE)
    {
      if (c->count > 0)
        g_snprintf (buf, size, "F%d+%d", c->label, MIN (c->count, 99));
      else
        g_snprintf (buf, size, "F%d", c->label);
    }
  else if (c->count > 1)
    g_snprintf (buf, size, "%d%c", MIN (c->count, 99), type_letters[c->type]);
  else
    g_snprintf (buf, size, "%c", type_letters[c->type]);
}

/* A chip's width for font size f: the owner's letter on a white tab, then the text. */
static double
counter_width (cairo_t *cr, const Counter *c, double f)
{
  char buf[16];
  cairo_text_extents_t ext;

  counter_text (c, buf, sizeof buf);
  cairo_set_font_size (cr, f);
  cairo_text_extents (cr, buf, &ext);
  return f * 1.0 + ext.x_advance + f * 0.5;
}

/* A chip in the owner's colour at (x, y) (top left), width w, font size f:
 * [A|2I].  Frigates' chips have round ends. */
static void
draw_counter (cairo_t *cr, const VikBoardStyle *style, const Counter *c, double x, double y,
              double w, double f)
{
  VikColor color = style->colors[c->player];
  double h = 1.45 * f, tab = 1.0 * f;
  char buf[16], letter[2] = { vik_board_player_letter (c->player), 0 };

  vik_draw_rounded_rect (cr, x, y, w, h, c->type == VIK_UNIT_FRIGATE ? h / 2 : h * 0.22);
  vik_draw_set_color (cr, color);
  cairo_fill_preserve (cr);
  vik_draw_set_color (cr, vik_draw_darker (color, 0.45));
  cairo_set_line_width (cr, MAX (1.0, f * 0.1));
  cairo_stroke (cr);
  /* the owner's letter on white: not only colour tells players apart */
  vik_draw_rounded_rect (cr, x + f * 0.12, y + f * 0.12, tab - f * 0.12, h - f * 0.24, f * 0.2);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  vik_draw_centred_text (cr, letter, x + f * 0.12 + (tab - f * 0.12) / 2, y + h / 2, f);
  if (vik_draw_is_light (color))
    cairo_set_source_rgb (cr, 0, 0, 0);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  counter_text (c, buf, sizeof buf);
  vik_draw_centred_text (cr, buf, x + tab + (w - tab) / 2, y + h / 2, f);
}

/* Without text (a board zoomed far out): a dot per counter in its colour. */
static void
draw_dots (cairo_t *cr, const VikBoardStyle *style, const Counter *counters, int n,
           double cx, double cy, double s)
{
  double r = 0.12 * s, step = 2.6 * r;

  for (int i = 0; i < n; i++)
    {
      cairo_arc (cr, cx + (i % 3 - MIN (n - 1, 2) / 2.0) * step, cy + (i / 3) * step, r, 0, 2 * G_PI);
      vik_draw_set_color (cr, style->colors[counters[i].player]);
      cairo_fill_preserve (cr);
      vik_draw_set_color (cr, vik_draw_darker (style->colors[counters[i].player], 0.45));
      cairo_set_line_width (cr, MAX (0.5, r * 0.2));
      cairo_stroke (cr);
    }
}

/* Does the rectangle lie inside the flat-topped hex of size s centred on
 * (cx, cy), shrunk by margin m?  At a height dy from the centre the hex is
 * s - |dy| / sqrt(3) wide on each side, up to its flat top at sqrt(3)/2 s. */
static gboolean
inside_hex (double x, double y, double w, double h, double cx, double cy, double s, double m)
{
  double half_height = SQRT3 / 2 * s - m;
  double dx = MAX (fabs (x - cx), fabs (x + w - cx));

  for (int k = 0; k < 2; k++)
    {
      double dy = fabs ((k == 0 ? y : y + h) - cy);
      if (dy > half_height || dx > s - dy / SQRT3 - m)
        return FALSE;
    }
  return TRUE;
}

/* The chips at font size f in rows of per_row, from the top `top`: fills
 * rects; TRUE when every chip lies inside the hex. */
static gboolean
place_rows (cairo_t *cr, const Counter *counters, int n, double cx, double cy, double s, double top,
            double f, int per_row, double m, double (*rects)[4])
{
  double h = 1.45 * f, gap = 0.15 * f;
  int rows = (n + per_row - 1) / per_row;
  gboolean fits = TRUE;

  if (top < 0)   /* centred */
    top = cy - (rows * h + (rows - 1) * gap) / 2;
  for (int row = 0; row < rows; row++)
    {
      int first = row * per_row, count = MIN (per_row, n - first);
      double total = (count - 1) * gap, x;
      for (int i = 0; i < count; i++)
        total += counter_width (cr, &counters[first + i], f);
      x = cx - total / 2;
      for (int i = 0; i < count; i++)
        {
          double *r = rects[first + i];
          r[0] = x;
          r[1] = top + row * (h + gap);
          r[2] = counter_width (cr, &counters[first + i], f);
          r[3] = h;
          fits = fits && inside_hex (r[0], r[1], r[2], r[3], cx, cy, s, m);
          x += r[2] + gap;
        }
    }
  return fits;
}

gboolean
vik_board_layout_units (cairo_t *cr, const Counter *counters, int n, double cx, double cy, double s,
                        gboolean has_site, double (*rects)[4], double *font)
{
  double f0 = vik_board_unit_text_size (s);
  /* the outline and a highlight band lie inside the hex's edge */
  double m = 0.08 * s + 1.0;

  *font = f0;
  if (f0 <= 0 || n <= 0)
    return n <= 0;
  /* the nominal size first, rows of two then of one; a crowded hex then
   * takes smaller text, down to a floor */
  for (double f = f0; f >= VIK_BOARD_UNIT_MIN_TEXT - 1e-9; f -= 0.5)
    for (int per_row = 2; per_row >= 1; per_row--)
      {
        /* below a Town or City; else centred (-1) */
        double top = has_site ? cy - 0.05 * s : -1;
        if (per_row == 2 && n == 1)
          continue;
        if (place_rows (cr, counters, n, cx, cy, s, top, f, per_row, m, rects))
          {
            *font = f;
            return TRUE;
          }
      }
  return FALSE;
}

/* The chips where vik_board_layout_units() puts them, or dots. */
void
vik_board_draw_units (cairo_t *cr, const VikBoardStyle *style, const Counter *counters, int n,
            double cx, double cy, double s, gboolean has_site)
{
  double rects[MAX_COUNTERS][4], f;

  n = MIN (n, MAX_COUNTERS);
  if (!vik_board_layout_units (cr, counters, n, cx, cy, s, has_site, rects, &f))
    {
      draw_dots (cr, style, counters, n, cx, has_site ? cy + 0.3 * s : cy, s);
      return;
    }
  for (int i = 0; i < n; i++)
    draw_counter (cr, style, &counters[i], rects[i][0], rects[i][1], rects[i][2], f);
}
