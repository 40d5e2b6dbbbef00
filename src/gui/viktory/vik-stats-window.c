/* vik-stats-window.c: a game's statistics in a window (see vik-stats-window.h). */
#include "config.h"

#include "vik-stats-window.h"
#include "vik-gui-util.h"
#include "vik-stats-chart.h"
#include "vik-stats-view.h"


struct _VikStatsWindow
{
  AdwWindow parent_instance;

  VikGameStats *stats;      /* the view's (vik_stats_view_set_stats) */
  VikColor colors[VIK_MAX_PLAYERS];

  /* template children */
  VikStatsView *view;
  GtkDrawingArea *vp_chart;
  GtkDrawingArea *towns_chart;
  GtkDrawingArea *cities_chart;
  GtkDrawingArea *battles_chart;
  GtkDrawingArea *dice_chart;
};

G_DEFINE_FINAL_TYPE (VikStatsWindow, vik_stats_window, ADW_TYPE_WINDOW)

/* The players' colours, and the theme's text colour for the axes and words. */
static void
chart_style (VikStatsWindow *self, GtkWidget *area, VikChartStyle *style)
{
  GdkRGBA fg;

  vik_stats_chart_style_init (style);
  vik_stats_view_foreground (area, &fg);
  style->foreground = (VikColor) { fg.red, fg.green, fg.blue };
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    style->colors[p] = self->colors[p];
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VikStatsWindow *self = data;
  VikChartStyle style;

  chart_style (self, GTK_WIDGET (area), &style);
  if (area == self->vp_chart)
    vik_stats_chart_lines (cr, width, height, self->stats, VIK_STATS_VP, &style, NULL);
  else if (area == self->towns_chart)
    vik_stats_chart_lines (cr, width, height, self->stats, VIK_STATS_TOWNS, &style, NULL);
  else if (area == self->cities_chart)
    vik_stats_chart_lines (cr, width, height, self->stats, VIK_STATS_CITIES, &style, NULL);
  else if (area == self->battles_chart)
    vik_stats_chart_battles (cr, width, height, self->stats, &style);
  else
    vik_stats_chart_dice (cr, width, height, self->stats, &style);
}

VikStatsWindow *
vik_stats_window_new (GtkWindow *parent, VikGameStats *stats, const VikColor *colors, const char *name)
{
  VikStatsWindow *self = g_object_new (VIK_TYPE_STATS_WINDOW, NULL);
  GtkDrawingArea *areas[] = { self->vp_chart, self->towns_chart, self->cities_chart,
                              self->battles_chart, self->dice_chart };

  self->stats = stats;
  vik_stats_view_set_stats (self->view, &stats->base, (GDestroyNotify) vik_game_stats_free);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    self->colors[p] = colors != NULL ? colors[p] : vik_game_model_default_color (p);
  vik_stats_view_set_game_name (self->view, name);
  vik_stats_view_set_charts (self->view, areas, G_N_ELEMENTS (areas), draw_chart, self);
  /* a chart needs room for its turns and its legend (the others' in the template) */
  gtk_widget_set_size_request (GTK_WIDGET (self->battles_chart), 420, 60 * MIN (stats->base.n_players, 4));
  vik_stats_view_describe (GTK_WIDGET (self->vp_chart), vik_game_stats_describe_vp (stats));
  vik_stats_view_describe (GTK_WIDGET (self->towns_chart), vik_game_stats_describe_sites (stats));
  vik_stats_view_describe (GTK_WIDGET (self->cities_chart), vik_game_stats_describe_sites (stats));
  vik_stats_view_describe (GTK_WIDGET (self->battles_chart), vik_game_stats_describe_battles (stats));
  vik_stats_view_describe_dice (self->view, GTK_WIDGET (self->dice_chart));
  if (parent != NULL)
    vik_window_place_over (GTK_WINDOW (self), parent, 900, 640);
  return self;
}

const VikGameStats *
vik_stats_window_get_stats (VikStatsWindow *self)
{
  g_return_val_if_fail (VIK_IS_STATS_WINDOW (self), NULL);
  return self->stats;
}

static void
vik_stats_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_STATS_WINDOW);
  G_OBJECT_CLASS (vik_stats_window_parent_class)->dispose (object);
}

static void
vik_stats_window_class_init (VikStatsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_stats_window_dispose;
  g_type_ensure (VIK_TYPE_STATS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-stats-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VikStatsWindow, view);
  gtk_widget_class_bind_template_child (widget_class, VikStatsWindow, vp_chart);
  gtk_widget_class_bind_template_child (widget_class, VikStatsWindow, towns_chart);
  gtk_widget_class_bind_template_child (widget_class, VikStatsWindow, cities_chart);
  gtk_widget_class_bind_template_child (widget_class, VikStatsWindow, battles_chart);
  gtk_widget_class_bind_template_child (widget_class, VikStatsWindow, dice_chart);
}

static void
vik_stats_window_init (VikStatsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  vik_window_add_close_keys (GTK_WINDOW (self));
}
