/* vic-stats-window.c: a Victory game's statistics in a window (see
 * vic-stats-window.h). */
#include "config.h"

#include "vic-stats-window.h"
#include "vic-stats-chart.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

struct _VicStatsWindow
{
  AdwWindow parent_instance;

  VicGameStats *stats;
  guint draws;
  AdwViewStack *stack;
  AdwViewSwitcherTitle *switcher_title;
  GtkWidget *pp_chart, *lost_chart, *blocks_chart, *dice_chart;
};

G_DEFINE_FINAL_TYPE (VicStatsWindow, vic_stats_window, ADW_TYPE_WINDOW)

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VicStatsWindow *self = data;
  VikChartKey key;
  GdkRGBA fg;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS /* gtk_widget_get_color () is GTK 4.10 */
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  vic_stats_chart_key (self->stats, (VikChartColor) { fg.red, fg.green, fg.blue }, &key);
  if (GTK_WIDGET (area) == self->pp_chart)
    vic_stats_chart_lines (cr, width, height, self->stats, VIC_STATS_PP, &key, NULL);
  else if (GTK_WIDGET (area) == self->lost_chart)
    vic_stats_chart_lines (cr, width, height, self->stats, VIC_STATS_STEPS_LOST, &key, NULL);
  else if (GTK_WIDGET (area) == self->blocks_chart)
    vic_stats_chart_lines (cr, width, height, self->stats, VIC_STATS_BLOCKS, &key, NULL);
  else
    vic_stats_chart_dice (cr, width, height, self->stats, &key);
  self->draws++;
}

/* A chart with its heading, its tooltip and its words for a screen reader. */
static GtkWidget *
chart (VicStatsWindow *self, GtkWidget *page, const char *heading, const char *label, char *words, int height)
{
  GtkWidget *title = gtk_label_new (heading);
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (page), title);
  gtk_widget_set_hexpand (area, TRUE);
  gtk_widget_set_vexpand (area, TRUE);
  gtk_widget_set_size_request (area, 420, height);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_chart, self, NULL);
  gtk_widget_set_tooltip_text (area, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words, -1);
  g_free (words);
  gtk_box_append (GTK_BOX (page), area);
  return area;
}

static GtkWidget *
page (VicStatsWindow *self, const char *name, const char *title, const char *icon, const char *note)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (note);

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  adw_view_stack_add_titled_with_icon (self->stack, box, name, title, icon);
  return box;
}

static char *
dice_words (const VicGameStats *stats)
{
  GString *s = g_string_new (NULL);

  for (int p = 0; p < stats->n_players; p++)
    {
      g_autofree char *one = vic_game_stats_describe_dice (stats, p);
      g_string_append_printf (s, "%s%s", p > 0 ? "\n" : "", one);
    }
  return g_string_free (s, FALSE);
}

VicStatsWindow *
vic_stats_window_new (GtkWindow *parent, VicGameStats *stats, const char *name)
{
  VicStatsWindow *self = g_object_new (VIC_TYPE_STATS_WINDOW, NULL);
  g_autofree char *title = g_strdup_printf (_("Statistics: %s"), name != NULL ? name : _("this game"));
  GtkWidget *p;

  self->stats = stats;
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_view_switcher_title_set_subtitle (self->switcher_title, name);
  p = page (self, "pp", _("Cities"), "go-home-symbolic",
            _("The PP of the Cities each side held at the end of each game turn; the PP that win are in the "
              "tooltip (10.0)"));
  self->pp_chart = chart (self, p, _("PP of the Cities held"), _("PP of the Cities held over the turns"),
                          vic_game_stats_describe_pp (stats), 260);
  p = page (self, "losses", _("Losses"), "list-remove-symbolic",
            _("Steps lost so far, one a hit in battle (6.4) and one an attrition (7.1), and the blocks each side "
              "had on the map, as everybody at the table saw them"));
  self->lost_chart = chart (self, p, _("Steps lost"), _("Steps lost over the turns"),
                            vic_game_stats_describe_losses (stats), 200);
  self->blocks_chart = chart (self, p, _("Blocks on the map"), _("Blocks on the map over the turns"),
                              vic_game_stats_describe_blocks (stats), 160);
  p = page (self, "dice", _("Dice"), "applications-games-symbolic",
            _("Every die each side rolled, in battle (6.4) and for the initiative (2.0), face by face; the dashed "
              "line is what a fair die gives, the band one standard deviation either side"));
  self->dice_chart = chart (self, p, _("Dice rolled"), _("Dice rolled"), dice_words (stats), 260);
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

void
vic_stats_window_show_page (VicStatsWindow *self, const char *name)
{
  g_return_if_fail (VIC_IS_STATS_WINDOW (self));
  adw_view_stack_set_visible_child_name (self->stack, name);
}

guint
vic_stats_window_get_draws (VicStatsWindow *self)
{
  g_return_val_if_fail (VIC_IS_STATS_WINDOW (self), 0);
  return self->draws;
}

static void
vic_stats_window_finalize (GObject *object)
{
  VicStatsWindow *self = VIC_STATS_WINDOW (object);

  g_clear_pointer (&self->stats, vic_game_stats_free);
  G_OBJECT_CLASS (vic_stats_window_parent_class)->finalize (object);
}

static void
vic_stats_window_class_init (VicStatsWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = vic_stats_window_finalize;
}

static void
vic_stats_window_init (VicStatsWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  gtk_window_set_default_size (GTK_WINDOW (self), 900, 640);
  self->stack = ADW_VIEW_STACK (adw_view_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  self->switcher_title = ADW_VIEW_SWITCHER_TITLE (adw_view_switcher_title_new ());
  adw_view_switcher_title_set_stack (self->switcher_title, self->stack);
  adw_view_switcher_title_set_title (self->switcher_title, _("Statistics"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->switcher_title));
  adw_header_bar_set_centering_policy (ADW_HEADER_BAR (header), ADW_CENTERING_POLICY_STRICT);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  adw_window_set_content (ADW_WINDOW (self), box);
  vik_window_add_close_keys (GTK_WINDOW (self));
}
