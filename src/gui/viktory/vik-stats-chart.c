/* vik-stats-chart.c: a VIKTORY II game's statistics drawn with cairo (see
 * vik-stats-chart.h): its tables given to the shared charts (vik-chart.h). */
#include "config.h"

#include "vik-stats-chart.h"
#include "vik-board-render.h"

#include <glib/gi18n-lib.h>

void
vik_stats_chart_style_init (VikChartStyle *style)
{
  style->foreground = (VikColor) { 0.13, 0.13, 0.13 };
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    style->colors[p] = vik_game_model_default_color (p);
}

static VikChartColor
chart_color (VikColor c)
{
  return (VikChartColor) { c.red, c.green, c.blue };
}

/* The players, their letters (A-H, as on the board) and colours. */
static void
key_of (const VikGameStats *stats, const VikChartStyle *style, VikChartKey *key)
{
  key->n_sides = MIN (stats->base.n_players, VIK_CHART_MAX_SIDES);
  key->foreground = chart_color (style->foreground);
  for (int p = 0; p < key->n_sides; p++)
    {
      key->names[p] = stats->base.names[p];
      key->letters[p] = vik_board_player_letter (p);
      key->colors[p] = chart_color (style->colors[p]);
    }
}

static int
field_value (const VikStatsSample *s, VikStatsField field, int player)
{
  switch (field)
    {
    case VIK_STATS_VP: return s->vp[player];
    case VIK_STATS_TOWNS: return s->towns[player];
    default: return s->cities[player];
    }
}

void
vik_chart_frame_point (const VikChartFrame *frame, const VikGameStats *stats, int player, guint i,
                       int value, double *x, double *y)
{
  vik_chart_point (frame, stats->base.n_players, player, i, value, x, y);
}

void
vik_stats_chart_lines (cairo_t *cr, double width, double height, const VikGameStats *stats,
                       VikStatsField field, const VikChartStyle *style, VikChartFrame *frame_out)
{
  guint n = stats->base.samples->len;
  g_autofree int *turns = g_new0 (int, MAX (n, 1));
  g_autofree int *values = g_new0 (int, MAX (n, 1) * VIK_MAX_PLAYERS);
  VikChartSeries series = { n, turns, { NULL }, _("Game turn (0: the setup turns)") };
  VikChartKey key = { 0 };

  key_of (stats, style, &key);
  for (int p = 0; p < key.n_sides; p++)
    series.values[p] = values + p * MAX (n, 1);
  for (guint i = 0; i < n; i++)
    {
      const VikStatsSample *s = vik_game_stats_get_sample (stats, i);
      turns[i] = s->turn;
      for (int p = 0; p < key.n_sides; p++)
        values[p * MAX (n, 1) + i] = field_value (s, field, p);
    }
  vik_chart_lines (cr, width, height, &key, &series, frame_out);
}

void
vik_stats_chart_battles (cairo_t *cr, double width, double height, const VikGameStats *stats,
                         const VikChartStyle *style)
{
  VikChartKey key = { 0 };
  int won[VIK_MAX_PLAYERS], lost[VIK_MAX_PLAYERS];
  char *right[VIK_MAX_PLAYERS + 1] = { NULL };

  key_of (stats, style, &key);
  for (int p = 0; p < key.n_sides; p++)
    {
      const VikBattleTally *b = &stats->battles[p];
      won[p] = b->won;
      lost[p] = b->lost;
      right[p] = g_strdup_printf (_("attacked %d · defended %d"), b->attacked, b->defended);
    }
  vik_chart_pair_bars (cr, width, height, &key, won, lost, _("won %d"), _("lost %d"), (const char *const *) right);
  for (int p = 0; p < key.n_sides; p++)
    g_free (right[p]);
}

void
vik_stats_chart_dice_bar (double width, double height, const VikGameStats *stats, int player, int face,
                          double *x, double *y, double *w, double *h)
{
  vik_chart_dice_bar (width, height, stats->base.n_players, (const guint (*)[6]) stats->base.dice, stats->base.n_dice, player,
                      face, x, y, w, h);
}

void
vik_stats_chart_dice (cairo_t *cr, double width, double height, const VikGameStats *stats,
                      const VikChartStyle *style)
{
  VikChartKey key = { 0 };

  key_of (stats, style, &key);
  vik_chart_dice (cr, width, height, &key, (const guint (*)[6]) stats->base.dice, stats->base.n_dice);
}
