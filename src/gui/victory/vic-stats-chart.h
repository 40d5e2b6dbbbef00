/* vic-stats-chart.h: a *Victory* game's statistics drawn with cairo (no
 * GTK), through the charts both games share (vik-chart.h): a line chart per
 * field over the game turns (the PP of the Cities held, the blocks on the
 * map, the steps lost so far), each side's dice as histograms.  The sides'
 * colours are the game's (VicGameStats.colors), their letters A-D. */
#pragma once

#include <cairo.h>

#include "vic-game-stats.h"
#include "vik-chart.h"

G_BEGIN_DECLS

typedef enum {
  VIC_STATS_PP,
  VIC_STATS_BLOCKS,
  VIC_STATS_STEPS_LOST,
} VicStatsField;

/* The sides' names, letters and colours; foreground: the text's colour. */
void vic_stats_chart_key   (const VicGameStats *stats, VikChartColor foreground, VikChartKey *key);
void vic_stats_chart_lines (cairo_t *cr, double width, double height, const VicGameStats *stats,
                            VicStatsField field, const VikChartKey *key, VikChartFrame *frame);
void vic_stats_chart_dice  (cairo_t *cr, double width, double height, const VicGameStats *stats,
                            const VikChartKey *key);
/* A field's value in a sample. */
int  vic_stats_field_value (const VicStatsSample *sample, VicStatsField field, int player);

G_END_DECLS
