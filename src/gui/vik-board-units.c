/* vik-board-units.c: the unit counters on the board: one chip per unit
 * type and Frigate, the owner's letter on a white tab beside the count (not
 * only colour tells players apart), dots when the board is zoomed too far
 * out for text. */
#include "config.h"

#include "vik-board-render-private.h"
#include "vik-draw-util.h"

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

/* The chips in rows of one or two (two when they fit the hex's width),
 * centred on the hex, or below its Town or City. */
void
vik_board_draw_units (cairo_t *cr, const VikBoardStyle *style, const Counter *counters, int n,
            double cx, double cy, double s, gboolean has_site)
{
  double f = vik_board_unit_text_size (s);
  double widths[MAX_COUNTERS], h, gap, top;
  int per_row = 2, rows;

  if (f <= 0)
    {
      draw_dots (cr, style, counters, n, cx, has_site ? cy + 0.3 * s : cy, s);
      return;
    }
  h = 1.45 * f;
  gap = 0.15 * f;
  for (int i = 0; i < n; i++)
    widths[i] = counter_width (cr, &counters[i], f);
  for (int i = 0; i + 1 < n; i += 2)
    if (widths[i] + widths[i + 1] + gap > 1.9 * s)
      per_row = 1;
  rows = (n + per_row - 1) / per_row;
  top = has_site ? cy - 0.05 * s : cy - (rows * h + (rows - 1) * gap) / 2;
  for (int row = 0; row < rows; row++)
    {
      int first = row * per_row, count = MIN (per_row, n - first);
      double total = (count - 1) * gap, x;
      for (int i = 0; i < count; i++)
        total += widths[first + i];
      x = cx - total / 2;
      for (int i = 0; i < count; i++)
        {
          draw_counter (cr, style, &counters[first + i], x, top + row * (h + gap), widths[first + i], f);
          x += widths[first + i] + gap;
        }
    }
}
