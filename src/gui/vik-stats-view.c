/* vik-stats-view.c: the statistics windows' shared frame (see
 * vik-stats-view.h; its widgets in data/ui/vik-stats-view.ui). */
#include "config.h"

#include "vik-stats-view.h"

struct _VikStatsView
{
  GtkBox parent_instance;

  /* template children */
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack *stack;
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

void
vik_stats_view_set_subtitle (VikStatsView *self, const char *subtitle)
{
  g_return_if_fail (VIK_IS_STATS_VIEW (self));
  adw_view_switcher_title_set_subtitle (self->switcher_title, subtitle);
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
vik_stats_view_class_init (VikStatsViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_stats_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-stats-view.ui");
  gtk_widget_class_bind_template_child (widget_class, VikStatsView, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, VikStatsView, stack);
}

static void
vik_stats_view_init (VikStatsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
