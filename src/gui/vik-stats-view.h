/* vik-stats-view.h: the frame both games' statistics windows share
 * (vik-stats-window.h, victory/vic-stats-window.h), written once: a header
 * bar whose title switches the pages ("Statistics", the game's name under
 * it), the pages, and a switcher bar at the bottom when the window is too
 * narrow for the title's.  A window's template gives the pages as its
 * children (<child><object class="AdwViewStackPage">); a chart is a
 * GtkDrawingArea whose accessible label is in the template and whose words
 * (vik_stats_view_describe) are its tooltip and accessible description.
 * Includes no game's header. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define VIK_TYPE_STATS_VIEW (vik_stats_view_get_type ())
G_DECLARE_FINAL_TYPE (VikStatsView, vik_stats_view, VIK, STATS_VIEW, GtkBox)

/* The game's name under "Statistics". */
void vik_stats_view_set_subtitle (VikStatsView *self, const char *subtitle);
/* Shows the page of that name. */
void vik_stats_view_show_page    (VikStatsView *self, const char *name);
/* A chart's words (taken): its tooltip and what a screen reader reads. */
void vik_stats_view_describe     (GtkWidget *chart, char *words);
/* The theme's text colour at a chart, for its axes and words. */
void vik_stats_view_foreground   (GtkWidget *chart, GdkRGBA *color);

G_END_DECLS
