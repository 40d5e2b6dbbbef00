/* vik-chart.h: a game's statistics drawn with cairo, for either game (no
 * GTK, no game header: each game's statistics fill these plain tables;
 * VIKTORY II's through vik-stats-chart.h, Victory's through
 * vic-stats-chart.h).
 *
 * - a line chart over the game turns: one line per side in its colour, its
 *   letter in a disc at its end (the colour-blind cue, as on the boards), a
 *   legend above, the turns below;
 * - two bars per side (won and lost, say), solid and pale;
 * - each side's dice as a histogram of the faces 1-6 with the count a fair
 *   die gives marked (a dashed line) and one standard deviation either side
 *   of it (a band).
 *
 * Each function draws into the rectangle (0, 0, width, height) of cr. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

#define VIK_CHART_MAX_SIDES 8

typedef struct {
  double red, green, blue;
} VikChartColor;

/* Who the lines and bars are. */
typedef struct {
  int n_sides;
  const char *names[VIK_CHART_MAX_SIDES];
  char letters[VIK_CHART_MAX_SIDES];        /* in the discs: 'A'... */
  VikChartColor colors[VIK_CHART_MAX_SIDES];
  VikChartColor foreground;                 /* text and axes (the theme's) */
} VikChartKey;

/* A value per side at each sample. */
typedef struct {
  guint n_samples;
  const int *turns;                         /* the game turn of each sample (the axis labels) */
  const int *values[VIK_CHART_MAX_SIDES];   /* each side's n_samples values */
  const char *caption;                      /* under the axis: "Game turn" */
} VikChartSeries;

/* Where a line chart put its plot: tests and the tooltip find a point. */
typedef struct {
  double left, top, width, height;     /* the plot area */
  guint n_samples;
  int max_value;                       /* the top of the value axis */
  double spacing;                      /* how far apart lines of equal values are drawn */
  double end_x, end_y[VIK_CHART_MAX_SIDES]; /* the centre of each side's letter disc */
} VikChartFrame;

/* The line chart; frame (may be NULL) says where it went. */
void     vik_chart_lines       (cairo_t *cr, double width, double height, const VikChartKey *key,
                                const VikChartSeries *series, VikChartFrame *frame);
/* The point of `side`'s line at sample i with `value` (each side's line is
 * drawn a little apart, so lines that coincide all show). */
void     vik_chart_point       (const VikChartFrame *frame, int n_sides, int side, guint i, int value,
                                double *x, double *y);

/* Two bars a side, one row each: first[] solid, second[] pale, labelled
 * with first_format / second_format ("won %d", "lost %d"); right[] (may be
 * NULL) a text at the row's right end. */
void     vik_chart_pair_bars   (cairo_t *cr, double width, double height, const VikChartKey *key,
                                const int *first, const int *second, const char *first_format,
                                const char *second_format, const char *const *right);

/* Every side's dice histogram (dice[side][face - 1], n_dice[side] of them), in a grid. */
void     vik_chart_dice        (cairo_t *cr, double width, double height, const VikChartKey *key,
                                const guint (*dice)[6], const guint *n_dice);
/* The rectangle of the bar of `face` (1-6) in `side`'s histogram as
 * vik_chart_dice() draws it at width x height. */
void     vik_chart_dice_bar    (double width, double height, int n_sides, const guint (*dice)[6],
                                const guint *n_dice, int side, int face, double *x, double *y, double *w,
                                double *h);
/* A fair die's expected count of each face in n rolls, and its standard
 * deviation (binomial, p = 1/6). */
double   vik_chart_dice_expected (guint n, double *sigma);
/* A side's dice in words, for its chart's tooltip and screen readers:
 * "Ann rolled 12 dice, 2.0 of each face expected: 1: 3; 2: 1; …".  g_free(). */
char    *vik_chart_describe_dice (const char *name, const guint *faces, guint n_dice);

G_END_DECLS
