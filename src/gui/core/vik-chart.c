/* vik-chart.c: statistics drawn with cairo, for either game (see vik-chart.h). */
#include "config.h"

#include "vik-chart.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#define FONT_SIZE 13.0
#define DISC_RADIUS 9.0

/* ---------------------------------------------------------------- small pieces */

static void
set_color (cairo_t *cr, VikChartColor c, double alpha)
{
  cairo_set_source_rgba (cr, c.red, c.green, c.blue, alpha);
}

static void
set_font (cairo_t *cr, double size, gboolean bold)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
}

static double
text_width (cairo_t *cr, const char *text)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  return ext.x_advance;
}

/* Text with its left end (xalign 0), centre (0.5) or right end (1) at x and
 * its middle at y. */
static void
show_text (cairo_t *cr, const char *text, double x, double y, double xalign)
{
  cairo_font_extents_t fe;

  cairo_font_extents (cr, &fe);
  cairo_move_to (cr, x - xalign * text_width (cr, text), y + (fe.ascent - fe.descent) / 2);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
}

/* Black or white, whichever reads on the colour. */
static VikChartColor
text_on (VikChartColor c)
{
  double luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;

  return luminance > 0.5 ? (VikChartColor) { 0, 0, 0 } : (VikChartColor) { 1, 1, 1 };
}

/* The player's letter in a disc of his colour, as on the board's pieces. */
static void
letter_disc (cairo_t *cr, const VikChartKey *style, int player, double x, double y)
{
  char letter[2] = { style->letters[player], '\0' };

  cairo_arc (cr, x, y, DISC_RADIUS, 0, 2 * G_PI);
  set_color (cr, style->colors[player], 1);
  cairo_fill_preserve (cr);
  set_color (cr, style->foreground, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  set_color (cr, text_on (style->colors[player]), 1);
  set_font (cr, FONT_SIZE - 1, TRUE);
  show_text (cr, letter, x, y, 0.5);
}

/* A step of 1, 2 or 5 times a power of ten giving at most `most` steps up to max. */
static int
nice_step (int max, int most)
{
  for (int scale = 1;; scale *= 10)
    for (int i = 0; i < 3; i++)
      {
        int step = scale * (i == 0 ? 1 : i == 1 ? 2 : 5);
        if (max / step <= most)
          return step;
      }
}

/* The legend: a disc and the name per player, in rows; returns its height. */
static double
draw_legend (cairo_t *cr, double width, const VikChartKey *style)
{
  double x = 8, y = 6 + DISC_RADIUS;

  set_font (cr, FONT_SIZE, FALSE);
  for (int p = 0; p < style->n_sides; p++)
    {
      double w = 2 * DISC_RADIUS + 6 + text_width (cr, style->names[p]) + 18;
      if (x > 8 && x + w > width)
        {
          x = 8;
          y += 2 * DISC_RADIUS + 6;
        }
      letter_disc (cr, style, p, x + DISC_RADIUS, y);
      set_font (cr, FONT_SIZE, FALSE);
      set_color (cr, style->foreground, 1);
      show_text (cr, style->names[p], x + 2 * DISC_RADIUS + 6, y, 0);
      x += w;
    }
  return y + DISC_RADIUS + 6;
}

/* ---------------------------------------------------------------- line charts */

void
vik_chart_point (const VikChartFrame *frame, int n_sides, int player, guint i, int value, double *x, double *y)
{
  double offset = (player - (n_sides - 1) / 2.0) * frame->spacing;

  *x = frame->n_samples > 1 ? frame->left + frame->width * i / (frame->n_samples - 1)
                            : frame->left + frame->width / 2;
  *y = frame->top + frame->height - frame->height * value / frame->max_value + offset;
}

static void
draw_axes (cairo_t *cr, const VikChartFrame *f, const VikChartKey *style, const VikChartSeries *series)
{
  int ystep = nice_step (f->max_value, 6);
  int last_turn = series->turns[f->n_samples - 1];
  int xstep = nice_step (MAX (last_turn, 0), MAX (1, (int) (f->width / 40)));
  double last_label_x = -1000;

  set_font (cr, FONT_SIZE - 1, FALSE);
  cairo_set_line_width (cr, 1);
  for (int v = 0; v <= f->max_value; v += ystep)
    {
      char text[16];
      double y = round (f->top + f->height - f->height * v / f->max_value) + 0.5;
      set_color (cr, style->foreground, v == 0 ? 0.7 : 0.15);
      cairo_move_to (cr, f->left, y);
      cairo_line_to (cr, f->left + f->width, y);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%d", v);
      set_color (cr, style->foreground, 0.9);
      show_text (cr, text, f->left - 6, y, 1);
    }
  for (guint i = 0; i < f->n_samples; i++)
    {
      int turn = series->turns[i];
      char text[16];
      double x, y;
      vik_chart_point (f, style->n_sides, 0, i, 0, &x, &y);
      /* every xstep turns, and the last one where it leaves room */
      if (turn % xstep != 0
          && (i + 1 != f->n_samples || x - last_label_x < 28))
        continue;
      if (turn % xstep == 0)
        last_label_x = x;
      x = round (x) + 0.5;
      set_color (cr, style->foreground, 0.6);
      cairo_move_to (cr, x, f->top + f->height);
      cairo_line_to (cr, x, f->top + f->height + 4);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%d", turn);
      set_color (cr, style->foreground, 0.9);
      show_text (cr, text, x, f->top + f->height + 12, 0.5);
    }
  set_color (cr, style->foreground, 0.9);
  if (series->caption != NULL)
    show_text (cr, series->caption, f->left + f->width / 2, f->top + f->height + 28, 0.5);
}

/* The letter discs at the lines' ends, pushed apart so none hides another. */
static void
place_end_discs (VikChartFrame *f, int n, const double *line_end_y)
{
  int order[VIK_CHART_MAX_SIDES];
  double gap = 2 * DISC_RADIUS + 2;

  for (int p = 0; p < n; p++)
    {
      order[p] = p;
      f->end_y[p] = line_end_y[p];
    }
  for (int i = 1; i < n; i++)       /* by height, few sides: insertion sort */
    for (int j = i; j > 0 && f->end_y[order[j]] < f->end_y[order[j - 1]]; j--)
      {
        int t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  for (int i = 1; i < n; i++)
    f->end_y[order[i]] = MAX (f->end_y[order[i]], f->end_y[order[i - 1]] + gap);
  /* off the bottom: push the column up */
  if (n > 0 && f->end_y[order[n - 1]] > f->top + f->height + DISC_RADIUS)
    {
      double shift = f->end_y[order[n - 1]] - (f->top + f->height + DISC_RADIUS);
      for (int i = 0; i < n; i++)
        f->end_y[order[i]] -= shift;
    }
}

void
vik_chart_lines (cairo_t *cr, double width, double height, const VikChartKey *style,
                 const VikChartSeries *series, VikChartFrame *frame_out)
{
  VikChartFrame f = { 0 };
  double line_end_y[VIK_CHART_MAX_SIDES];
  int n = MIN (style->n_sides, VIK_CHART_MAX_SIDES);
  int max = 0;
  char text[16];

  if (series->n_samples == 0)
    {
      if (frame_out != NULL)
        *frame_out = f;
      return;
    }
  cairo_save (cr);
  for (guint i = 0; i < series->n_samples; i++)
    for (int p = 0; p < n; p++)
      max = MAX (max, series->values[p][i]);
  f.max_value = MAX (1, max);
  f.max_value = (f.max_value + nice_step (f.max_value, 6) - 1) / nice_step (f.max_value, 6)
                * nice_step (f.max_value, 6);
  f.n_samples = series->n_samples;
  f.top = draw_legend (cr, width, style) + 8;
  set_font (cr, FONT_SIZE - 1, FALSE);
  g_snprintf (text, sizeof text, "%d", f.max_value);
  f.left = 10 + text_width (cr, text) + 6;
  f.width = MAX (10, width - f.left - (3 * DISC_RADIUS + 8));
  f.height = MAX (10, height - f.top - 40);
  /* lines of equal values side by side, all within a third of a unit */
  f.spacing = CLAMP (f.height / f.max_value / 3 / MAX (1, n - 1), 0.5, 3.0);
  draw_axes (cr, &f, style, series);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int p = 0; p < n; p++)
    {
      for (guint i = 0; i < f.n_samples; i++)
        {
          double x, y;
          vik_chart_point (&f, n, p, i, series->values[p][i], &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
          line_end_y[p] = y;
        }
      /* a thin dark edge under the colour: yellow reads on white too */
      set_color (cr, style->foreground, 0.35);
      cairo_set_line_width (cr, 3.5);
      cairo_stroke_preserve (cr);
      set_color (cr, style->colors[p], 1);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
      /* the samples themselves, while there is room for them */
      if (f.width / MAX (1, f.n_samples) >= 12)
        for (guint i = 0; i < f.n_samples; i++)
          {
            double x, y;
            vik_chart_point (&f, n, p, i, series->values[p][i], &x, &y);
            cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
            set_color (cr, style->colors[p], 1);
            cairo_fill_preserve (cr);
            set_color (cr, style->foreground, 0.6);
            cairo_set_line_width (cr, 1);
            cairo_stroke (cr);
          }
    }

  f.end_x = f.left + f.width + DISC_RADIUS + 8;
  place_end_discs (&f, n, line_end_y);
  for (int p = 0; p < n; p++)
    {
      double x, y;
      double dash[] = { 2, 2 };
      vik_chart_point (&f, n, p, f.n_samples - 1, 0, &x, &y);
      /* a faint dotted leader: it is no part of the data */
      set_color (cr, style->foreground, 0.4);
      cairo_set_line_width (cr, 1);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_move_to (cr, x + 4, line_end_y[p]);
      cairo_line_to (cr, f.end_x - DISC_RADIUS, f.end_y[p]);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      letter_disc (cr, style, p, f.end_x, f.end_y[p]);
    }
  cairo_restore (cr);
  if (frame_out != NULL)
    *frame_out = f;
}

/* ---------------------------------------------------------------- two bars a side */

void
vik_chart_pair_bars (cairo_t *cr, double width, double height, const VikChartKey *style, const int *first,
                     const int *second, const char *first_format, const char *second_format,
                     const char *const *right)
{
  int most = 1, n = MIN (style->n_sides, VIK_CHART_MAX_SIDES);
  double name_w = 0, right_w = 0, label_w, row_h, bar_left, bar_w, top = 8;
  char *widest;

  cairo_save (cr);
  set_font (cr, FONT_SIZE, FALSE);
  for (int p = 0; p < n; p++)
    {
      most = MAX (most, MAX (first[p], second[p]));
      name_w = MAX (name_w, text_width (cr, style->names[p]));
    }
  set_font (cr, FONT_SIZE - 1, FALSE);
  for (int p = 0; right != NULL && p < n; p++)
    right_w = MAX (right_w, text_width (cr, right[p]));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  widest = g_strdup_printf (second_format, most);
  label_w = text_width (cr, widest) + 12;
  g_free (widest);
  row_h = MIN (56, (height - top) / MAX (1, n));
  bar_left = 8 + 2 * DISC_RADIUS + 8 + name_w + 12;
  bar_w = MAX (20, width - bar_left - label_w - right_w - 16);
  for (int p = 0; p < n; p++)
    {
      double y = top + p * row_h, bh = MAX (4, row_h / 2 - 6);
      char *text;

      letter_disc (cr, style, p, 8 + DISC_RADIUS, y + row_h / 2);
      set_font (cr, FONT_SIZE, FALSE);
      set_color (cr, style->foreground, 1);
      show_text (cr, style->names[p], 8 + 2 * DISC_RADIUS + 8, y + row_h / 2, 0);

      /* the first: solid; the second: the colour faint, outlined */
      cairo_rectangle (cr, bar_left, y + 3, bar_w * first[p] / most, bh);
      set_color (cr, style->colors[p], 1);
      cairo_fill_preserve (cr);
      set_color (cr, style->foreground, 0.5);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_rectangle (cr, bar_left + 0.5, y + 3 + bh + 4 + 0.5, bar_w * second[p] / most, bh);
      set_color (cr, style->colors[p], 0.3);
      cairo_fill_preserve (cr);
      set_color (cr, style->foreground, 0.5);
      cairo_stroke (cr);

      set_font (cr, FONT_SIZE - 1, FALSE);
      set_color (cr, style->foreground, 1);
      text = g_strdup_printf (first_format, first[p]);
      show_text (cr, text, bar_left + bar_w * first[p] / most + 6, y + 3 + bh / 2, 0);
      g_free (text);
      text = g_strdup_printf (second_format, second[p]);
      show_text (cr, text, bar_left + bar_w * second[p] / most + 6, y + 3 + bh + 4 + bh / 2, 0);
      g_free (text);
      if (right != NULL)
        {
          set_color (cr, style->foreground, 0.7);
          show_text (cr, right[p], width - 8, y + row_h / 2, 1);
        }
    }
#pragma GCC diagnostic pop
  cairo_restore (cr);
}

/* ---------------------------------------------------------------- dice */

double
vik_chart_dice_expected (guint n, double *sigma)
{
  if (sigma != NULL)
    *sigma = sqrt (n * (1.0 / 6.0) * (5.0 / 6.0));
  return n / 6.0;
}

typedef struct {
  double x, y, w, h;        /* the cell */
  double left, top, pw, ph; /* its plot */
  double max;               /* the top of the count axis */
} DiceCell;

static void
dice_cell (double width, double height, int n_sides, const guint (*dice)[6], const guint *n_dice, int player,
           DiceCell *c)
{
  int n = MAX (1, n_sides);
  int cols = n <= 2 ? n : n <= 4 ? 2 : n <= 6 ? 3 : 4;
  int rows = (n + cols - 1) / cols;
  double sigma, expected = vik_chart_dice_expected (n_dice[player], &sigma);
  guint most = 0;

  c->w = width / cols;
  c->h = height / rows;
  c->x = (player % cols) * c->w;
  c->y = (player / cols) * c->h;
  c->left = c->x + 44;
  c->top = c->y + 2 * DISC_RADIUS + 16;
  c->pw = MAX (12, c->w - 44 - 12);
  c->ph = MAX (12, c->h - (c->top - c->y) - 38);
  for (int f = 0; f < 6; f++)
    most = MAX (most, dice[player][f]);
  c->max = MAX (1.0, MAX ((double) most, expected + sigma) * 1.1);
}

void
vik_chart_dice_bar (double width, double height, int n_sides, const guint (*dice)[6], const guint *n_dice,
                    int player, int face, double *x, double *y, double *w, double *h)
{
  DiceCell c;
  double slot;

  dice_cell (width, height, n_sides, dice, n_dice, player, &c);
  slot = c.pw / 6;
  *w = slot * 0.7;
  *x = c.left + slot * (face - 1) + (slot - *w) / 2;
  *h = c.ph * dice[player][face - 1] / c.max;
  *y = c.top + c.ph - *h;
}

static void
draw_dice_cell (cairo_t *cr, double width, double height, const VikChartKey *style, const guint (*dice)[6],
                const guint *n_dice, int player)
{
  DiceCell c;
  double sigma, expected = vik_chart_dice_expected (n_dice[player], &sigma);
  char *text;

  dice_cell (width, height, style->n_sides, dice, n_dice, player, &c);
  letter_disc (cr, style, player, c.x + 8 + DISC_RADIUS, c.y + 6 + DISC_RADIUS);
  set_font (cr, FONT_SIZE, TRUE);
  set_color (cr, style->foreground, 1);
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u die", "%s: %u dice", n_dice[player]),
                          style->names[player], n_dice[player]);
  show_text (cr, text, c.x + 8 + 2 * DISC_RADIUS + 8, c.y + 6 + DISC_RADIUS, 0);
  g_free (text);
  if (n_dice[player] == 0)
    return;

  /* a fair die: the expected count, one standard deviation either side */
  cairo_rectangle (cr, c.left, c.top + c.ph - c.ph * MIN (c.max, expected + sigma) / c.max,
                   c.pw, c.ph * (MIN (c.max, expected + sigma) - MAX (0, expected - sigma)) / c.max);
  set_color (cr, style->foreground, 0.1);
  cairo_fill (cr);

  set_font (cr, FONT_SIZE - 1, FALSE);
  for (int f = 1; f <= 6; f++)
    {
      double x, y, w, h;
      char label[16];
      vik_chart_dice_bar (width, height, style->n_sides, dice, n_dice, player, f, &x, &y, &w, &h);
      cairo_rectangle (cr, x, y, w, h);
      set_color (cr, style->colors[player], 1);
      cairo_fill_preserve (cr);
      set_color (cr, style->foreground, 0.5);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      set_color (cr, style->foreground, 1);
      g_snprintf (label, sizeof label, "%u", dice[player][f - 1]);
      show_text (cr, label, x + w / 2, y - 8, 0.5);
      g_snprintf (label, sizeof label, "%d", f);
      show_text (cr, label, x + w / 2, c.top + c.ph + 10, 0.5);
    }
  /* the axis and the expected count */
  set_color (cr, style->foreground, 0.7);
  cairo_move_to (cr, c.left, c.top + c.ph + 0.5);
  cairo_line_to (cr, c.left + c.pw, c.top + c.ph + 0.5);
  cairo_stroke (cr);
  {
    double y = c.top + c.ph - c.ph * expected / c.max;
    double dash[] = { 6, 4 };
    char label[32];
    cairo_set_dash (cr, dash, 2, 0);
    set_color (cr, style->foreground, 0.9);
    cairo_set_line_width (cr, 1.5);
    cairo_move_to (cr, c.left - 4, y);
    cairo_line_to (cr, c.left + c.pw, y);
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
    g_snprintf (label, sizeof label, "%.1f", expected);
    show_text (cr, label, c.left - 6, y, 1);
  }
  set_color (cr, style->foreground, 0.7);
  show_text (cr, _("face"), c.left + c.pw / 2, c.top + c.ph + 24, 0.5);
}

void
vik_chart_dice (cairo_t *cr, double width, double height, const VikChartKey *key, const guint (*dice)[6],
                const guint *n_dice)
{
  cairo_save (cr);
  for (int p = 0; p < MIN (key->n_sides, VIK_CHART_MAX_SIDES); p++)
    draw_dice_cell (cr, width, height, key, dice, n_dice, p);
  cairo_restore (cr);
}

char *
vik_chart_describe_dice (const char *name, const guint *faces, guint n_dice)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (faces != NULL, NULL);
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%s rolled %u die", "%s rolled %u dice", n_dice),
                          name, n_dice);
  g_string_append_printf (s, _(", %.1f of each face expected:"), vik_chart_dice_expected (n_dice, NULL));
  for (int f = 0; f < 6; f++)
    g_string_append_printf (s, _(" %d: %u%s"), f + 1, faces[f], f < 5 ? ";" : ".");
  return g_string_free (s, FALSE);
}
