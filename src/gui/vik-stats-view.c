/* vik-stats-view.c: the statistics windows' shared frame (see
 * vik-stats-view.h; its widgets in data/ui/vik-stats-view.ui). */
#include "config.h"

#include "vik-stats-view.h"

#include <glib/gi18n.h>

struct _VikStatsView
{
  GtkBox parent_instance;

  /* template children */
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack *stack;

  VikStatsBase *stats;           /* the game's statistics, owned */
  GDestroyNotify free_stats;
  GtkDrawingAreaDrawFunc draw;   /* the window's, for its charts */
  gpointer draw_data;
  guint draws;
};

static GtkBuildableIface *parent_buildable_iface;

static void vik_stats_view_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VikStatsView, vik_stats_view, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, vik_stats_view_buildable_init))

/* A window's pages go to the stack (as AdwViewStack takes them from a
 * template); everything else, the frame's own template, to the box. */
static void
vik_stats_view_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type)
{
  VikStatsView *self = VIK_STATS_VIEW (buildable);

  if (ADW_IS_VIEW_STACK_PAGE (child) && self->stack != NULL)
    GTK_BUILDABLE_GET_IFACE (self->stack)->add_child (GTK_BUILDABLE (self->stack), builder, child, type);
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
vik_stats_view_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = vik_stats_view_add_child;
}

VikStatsView *
vik_stats_view_of (GtkWindow *window)
{
  GtkWidget *content;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  content = ADW_IS_WINDOW (window) ? adw_window_get_content (ADW_WINDOW (window)) : NULL;
  return VIK_IS_STATS_VIEW (content) ? VIK_STATS_VIEW (content) : NULL;
}

void
vik_stats_view_set_stats (VikStatsView *self, VikStatsBase *stats, GDestroyNotify free_stats)
{
  g_return_if_fail (VIK_IS_STATS_VIEW (self));
  g_return_if_fail (stats != NULL && free_stats != NULL);
  if (self->stats != NULL)
    self->free_stats (self->stats);
  self->stats = stats;
  self->free_stats = free_stats;
}

void
vik_stats_view_set_game_name (VikStatsView *self, const char *name)
{
  GtkRoot *root;
  g_autofree char *title = NULL;

  g_return_if_fail (VIK_IS_STATS_VIEW (self));
  title = g_strdup_printf (_("Statistics: %s"), name != NULL ? name : _("this game"));
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_title (GTK_WINDOW (root), title);
  adw_view_switcher_title_set_subtitle (self->switcher_title, name);
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VikStatsView *self = data;

  self->draw (area, cr, width, height, self->draw_data);
  self->draws++;
}

void
vik_stats_view_set_charts (VikStatsView *self, GtkDrawingArea *const *charts, guint n_charts,
                           GtkDrawingAreaDrawFunc draw, gpointer data)
{
  g_return_if_fail (VIK_IS_STATS_VIEW (self));
  g_return_if_fail (draw != NULL);
  self->draw = draw;
  self->draw_data = data;
  for (guint i = 0; i < n_charts; i++)
    gtk_drawing_area_set_draw_func (charts[i], draw_chart, self, NULL);
}

guint
vik_stats_view_get_draws (VikStatsView *self)
{
  g_return_val_if_fail (VIK_IS_STATS_VIEW (self), 0);
  return self->draws;
}

void
vik_stats_view_show_page (VikStatsView *self, const char *name)
{
  g_return_if_fail (VIK_IS_STATS_VIEW (self));
  adw_view_stack_set_visible_child_name (self->stack, name);
}

void
vik_stats_view_describe (GtkWidget *chart, char *words)
{
  gtk_widget_set_tooltip_text (chart, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words, -1);
  g_free (words);
}

void
vik_stats_view_describe_dice (VikStatsView *self, GtkWidget *chart)
{
  GString *s;

  g_return_if_fail (VIK_IS_STATS_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (chart) && self->stats != NULL);
  s = g_string_new (NULL);
  for (int p = 0; p < self->stats->n_players; p++)
    {
      g_autofree char *one = vik_stats_base_describe_dice (self->stats, p);
      g_string_append_printf (s, "%s%s", p > 0 ? "\n" : "", one);
    }
  vik_stats_view_describe (chart, g_string_free (s, FALSE));
}

void
vik_stats_view_foreground (GtkWidget *chart, GdkRGBA *color)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS /* gtk_widget_get_color () is GTK 4.10 */
  gtk_style_context_get_color (gtk_widget_get_style_context (chart), color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
vik_stats_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_STATS_VIEW);
  G_OBJECT_CLASS (vik_stats_view_parent_class)->dispose (object);
}

static void
vik_stats_view_finalize (GObject *object)
{
  VikStatsView *self = VIK_STATS_VIEW (object);

  if (self->stats != NULL)
    self->free_stats (self->stats);
  G_OBJECT_CLASS (vik_stats_view_parent_class)->finalize (object);
}

static void
vik_stats_view_class_init (VikStatsViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_stats_view_dispose;
  G_OBJECT_CLASS (klass)->finalize = vik_stats_view_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-stats-view.ui");
  gtk_widget_class_bind_template_child (widget_class, VikStatsView, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, VikStatsView, stack);
}

static void
vik_stats_view_init (VikStatsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
