/* vic-stats-chart.c: a Victory game's statistics drawn (see vic-stats-chart.h). */
#include "config.h"

#include "vic-stats-chart.h"
#include "vic-victory-painter.h"

#include <glib/gi18n-lib.h>
#include <string.h>

void
vic_stats_chart_key (const VicGameStats *stats, VikChartColor foreground, VikChartKey *key)
{
  memset (key, 0, sizeof *key);
  key->n_sides = MIN (stats->base.n_players, VIK_CHART_MAX_SIDES);
  key->foreground = foreground;
  for (int p = 0; p < key->n_sides; p++)
    {
      key->names[p] = stats->base.names[p];
      key->letters[p] = (char) ('A' + p);
      key->colors[p] = (VikChartColor) { stats->colors[p].red, stats->colors[p].green, stats->colors[p].blue };
    }
}

int
vic_stats_field_value (const VicStatsSample *s, VicStatsField field, int player)
{
  switch (field)
    {
    case VIC_STATS_PP: return s->pp[player];
    case VIC_STATS_BLOCKS: return s->blocks[player];
    default: return s->steps_lost[player];
    }
}

void
vic_stats_chart_lines (cairo_t *cr, double width, double height, const VicGameStats *stats, VicStatsField field,
                       const VikChartKey *key, VikChartFrame *frame)
{
  guint n = stats->base.samples->len;
  g_autofree int *turns = g_new0 (int, MAX (n, 1));
  g_autofree int *values = g_new0 (int, MAX (n, 1) * VIC_MAX_PLAYERS);
  VikChartSeries series = { n, turns, { NULL }, _("Game turn (0: the deployment)") };

  for (int p = 0; p < key->n_sides; p++)
    series.values[p] = values + p * MAX (n, 1);
  for (guint i = 0; i < n; i++)
    {
      const VicStatsSample *s = vic_game_stats_get_sample (stats, i);
      turns[i] = s->turn;
      for (int p = 0; p < key->n_sides; p++)
        values[p * MAX (n, 1) + i] = vic_stats_field_value (s, field, p);
    }
  vik_chart_lines (cr, width, height, key, &series, frame);
}

void
vic_stats_chart_dice (cairo_t *cr, double width, double height, const VicGameStats *stats, const VikChartKey *key)
{
  vik_chart_dice (cr, width, height, key, (const guint (*)[6]) stats->base.dice, stats->base.n_dice);
}
