/* vik-stats-view.h: the frame both games' statistics windows share
 * (vik-stats-window.h, victory/vic-stats-window.h), written once: a header
 * bar whose title switches the pages ("Statistics", the game's name under
 * it), the pages, and a switcher bar at the bottom when the window is too
 * narrow for the title's.  A window's template gives the pages as its
 * children (<child><object class="AdwViewStackPage">); a chart is a
 * GtkDrawingArea whose accessible label is in the template and whose words
 * (vik_stats_view_describe) are its tooltip and accessible description.
 * The view is its window's content; it keeps the game's statistics (their
 * shared part, vik-game-stats-base.h, gives the dice's words), draws the
 * window's charts with the window's function and counts the draws (tests).  Includes no game's
 * header. */
#pragma once

#include <adwaita.h>

#include "vik-game-stats-base.h"

G_BEGIN_DECLS

#define VIK_TYPE_STATS_VIEW (vik_stats_view_get_type ())
G_DECLARE_FINAL_TYPE (VikStatsView, vik_stats_view, VIK, STATS_VIEW, GtkBox)

/* The statistics window's view (its content), or NULL when it is none. */
VikStatsView *vik_stats_view_of  (GtkWindow *window);

/* The statistics shown (a game's, whose first member is `stats`): taken,
 * freed with free_stats when the view goes. */
void vik_stats_view_set_stats    (VikStatsView *self, VikStatsBase *stats, GDestroyNotify free_stats);
/* The game's name (NULL: "this game") in its window's title and under
 * "Statistics". */
void vik_stats_view_set_game_name (VikStatsView *self, const char *name);
/* The window's charts, each drawn with `draw` (data) and counted. */
void vik_stats_view_set_charts   (VikStatsView *self, GtkDrawingArea *const *charts, guint n_charts,
                                  GtkDrawingAreaDrawFunc draw, gpointer data);
/* Shows the page of that name. */
void vik_stats_view_show_page    (VikStatsView *self, const char *name);
/* How many times a chart was drawn so far (tests). */
guint vik_stats_view_get_draws   (VikStatsView *self);
/* A chart's words (taken): its tooltip and what a screen reader reads. */
void vik_stats_view_describe     (GtkWidget *chart, char *words);
/* The same for the dice chart: every player's dice in words
 * (vik_stats_base_describe_dice), a line each, of the view's statistics. */
void vik_stats_view_describe_dice (VikStatsView *self, GtkWidget *chart);
/* The theme's text colour at a chart, for its axes and words. */
void vik_stats_view_foreground   (GtkWidget *chart, GdkRGBA *color);

G_END_DECLS
