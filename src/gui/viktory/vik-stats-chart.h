/* vik-stats-chart.h: a VIKTORY II game's statistics drawn with cairo (no
 * GTK), into the statistics window's drawing areas or an image surface
 * (tests), through the charts both games share (vik-chart.h).
 *
 * - a line chart over the game turns (Victory Points, Towns, Cities): one
 *   line per player in his colour, his letter in a disc at its end (the
 *   colour-blind cue, as on the board), a legend above, the turns below;
 * - the battles won and lost per player as bars;
 * - each player's dice as a histogram of the faces 1-6 with the count a
 *   fair die gives marked (a dashed line) and one standard deviation either
 *   side of it (a band).
 *
 * Each function draws into the rectangle (0, 0, width, height) of cr. */
#pragma once

#include <cairo.h>

#include "vik-chart.h"
#include "vik-game-model.h"
#include "vik-game-stats.h"

G_BEGIN_DECLS

typedef enum {
  VIK_STATS_VP,
  VIK_STATS_TOWNS,
  VIK_STATS_CITIES,
} VikStatsField;

typedef struct {
  VikColor foreground;                 /* text and axes (the theme's) */
  VikColor colors[VIK_MAX_PLAYERS];    /* the players' */
} VikChartStyle;

G_STATIC_ASSERT (VIK_MAX_PLAYERS <= VIK_CHART_MAX_SIDES);

void     vik_stats_chart_style_init (VikChartStyle *style);

/* The line chart of one field; frame (may be NULL) says where it went. */
void     vik_stats_chart_lines    (cairo_t *cr, double width, double height, const VikGameStats *stats,
                                   VikStatsField field, const VikChartStyle *style, VikChartFrame *frame);
/* The point of `player`'s line at sample i with `value` (each player's line
 * is drawn a little apart, so lines that coincide all show). */
void     vik_chart_frame_point    (const VikChartFrame *frame, const VikGameStats *stats, int player,
                                   guint i, int value, double *x, double *y);

/* The battles won and lost, one row per player. */
void     vik_stats_chart_battles  (cairo_t *cr, double width, double height, const VikGameStats *stats,
                                   const VikChartStyle *style);

/* Every player's dice histogram, in a grid. */
void     vik_stats_chart_dice     (cairo_t *cr, double width, double height, const VikGameStats *stats,
                                   const VikChartStyle *style);
/* The rectangle of the bar of `face` (1-6) in `player`'s histogram as
 * vik_stats_chart_dice() draws it at width x height. */
void     vik_stats_chart_dice_bar (double width, double height, const VikGameStats *stats, int player,
                                   int face, double *x, double *y, double *w, double *h);

G_END_DECLS
