/* vic-stats-window.c: a Victory game's statistics in a window (see
 * vic-stats-window.h; its pages in data/ui/vic-stats-window.ui, in the
 * frame both games share, vik-stats-view.h). */
#include "config.h"

#include "vic-stats-window.h"
#include "vic-stats-chart.h"
#include "vik-gui-util.h"
#include "vik-stats-view.h"


struct _VicStatsWindow
{
  AdwWindow parent_instance;

  VicGameStats *stats;      /* the view's (vik_stats_view_set_stats) */

  /* template children */
  VikStatsView *view;
  GtkDrawingArea *pp_chart;
  GtkDrawingArea *lost_chart;
  GtkDrawingArea *blocks_chart;
  GtkDrawingArea *dice_chart;
};

G_DEFINE_FINAL_TYPE (VicStatsWindow, vic_stats_window, ADW_TYPE_WINDOW)

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VicStatsWindow *self = data;
  VikChartKey key;
  GdkRGBA fg;

  vik_stats_view_foreground (GTK_WIDGET (area), &fg);
  vic_stats_chart_key (self->stats, (VikChartColor) { fg.red, fg.green, fg.blue }, &key);
  if (area == self->pp_chart)
    vic_stats_chart_lines (cr, width, height, self->stats, VIC_STATS_PP, &key, NULL);
  else if (area == self->lost_chart)
    vic_stats_chart_lines (cr, width, height, self->stats, VIC_STATS_STEPS_LOST, &key, NULL);
  else if (area == self->blocks_chart)
    vic_stats_chart_lines (cr, width, height, self->stats, VIC_STATS_BLOCKS, &key, NULL);
  else
    vic_stats_chart_dice (cr, width, height, self->stats, &key);
}

VicStatsWindow *
vic_stats_window_new (GtkWindow *parent, VicGameStats *stats, const char *name)
{
  VicStatsWindow *self = g_object_new (VIC_TYPE_STATS_WINDOW, NULL);
  GtkDrawingArea *areas[] = { self->pp_chart, self->lost_chart, self->blocks_chart, self->dice_chart };

  self->stats = stats;
  vik_stats_view_set_stats (self->view, &stats->base, (GDestroyNotify) vic_game_stats_free);
  vik_stats_view_set_game_name (self->view, name);
  vik_stats_view_set_charts (self->view, areas, G_N_ELEMENTS (areas), draw_chart, self);
  vik_stats_view_describe (GTK_WIDGET (self->pp_chart), vic_game_stats_describe_pp (stats));
  vik_stats_view_describe (GTK_WIDGET (self->lost_chart), vic_game_stats_describe_losses (stats));
  vik_stats_view_describe (GTK_WIDGET (self->blocks_chart), vic_game_stats_describe_blocks (stats));
  vik_stats_view_describe_dice (self->view, GTK_WIDGET (self->dice_chart));
  if (parent != NULL)
    vik_window_place_over (GTK_WINDOW (self), parent, 900, 640);
  return self;
}

const VicGameStats *
vic_stats_window_get_stats (VicStatsWindow *self)
{
  g_return_val_if_fail (VIC_IS_STATS_WINDOW (self), NULL);
  return self->stats;
}

static void
vic_stats_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIC_TYPE_STATS_WINDOW);
  G_OBJECT_CLASS (vic_stats_window_parent_class)->dispose (object);
}

static void
vic_stats_window_class_init (VicStatsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vic_stats_window_dispose;
  g_type_ensure (VIK_TYPE_STATS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-stats-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VicStatsWindow, view);
  gtk_widget_class_bind_template_child (widget_class, VicStatsWindow, pp_chart);
  gtk_widget_class_bind_template_child (widget_class, VicStatsWindow, lost_chart);
  gtk_widget_class_bind_template_child (widget_class, VicStatsWindow, blocks_chart);
  gtk_widget_class_bind_template_child (widget_class, VicStatsWindow, dice_chart);
}

static void
vic_stats_window_init (VicStatsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  vik_window_add_close_keys (GTK_WINDOW (self));
}
