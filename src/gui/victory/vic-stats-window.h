/* vic-stats-window.h: a *Victory* game's statistics in a window, a page per
 * chart, like VIKTORY II's (vik-stats-window.h): the PP of the Cities each
 * side held over the game turns, the steps lost and the blocks on the map,
 * every side's dice against a fair die (vic-game-stats.h: computed by
 * replaying the history, from public information only).  Each chart's words
 * are its tooltip and what a screen reader reads.  Escape and Ctrl+W close
 * it. */
#pragma once

#include <adwaita.h>

#include "vic-game-stats.h"

G_BEGIN_DECLS

#define VIC_TYPE_STATS_WINDOW (vic_stats_window_get_type ())
G_DECLARE_FINAL_TYPE (VicStatsWindow, vic_stats_window, VIC, STATS_WINDOW, AdwWindow)

/* Takes stats; placed over parent (may be NULL); name: the game's, for the title. */
VicStatsWindow     *vic_stats_window_new       (GtkWindow *parent, VicGameStats *stats, const char *name);
const VicGameStats *vic_stats_window_get_stats (VicStatsWindow *self);
/* Its pages, "pp", "losses" and "dice", are shown and its draws
 * counted by its view (vik_stats_view_of). */

G_END_DECLS
