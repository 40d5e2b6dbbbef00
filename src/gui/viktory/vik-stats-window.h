/* vik-stats-window.h: a game's statistics in a window: Victory Points,
 * Towns and Cities over the turns, battles won and lost, each player's dice
 * against a fair die's, a page each (vik-stats-chart.h draws them; each
 * chart's words, vik-game-stats.h, are its accessible description and
 * tooltip).  Opened at the game's end, from the game window's menu and from
 * a replay. */
#pragma once

#include <adwaita.h>

#include "vik-game-model.h"
#include "vik-game-stats.h"

G_BEGIN_DECLS

#define VIK_TYPE_STATS_WINDOW (vik_stats_window_get_type ())
G_DECLARE_FINAL_TYPE (VikStatsWindow, vik_stats_window, VIK, STATS_WINDOW, AdwWindow)

/* Takes `stats`; `colors` (VIK_MAX_PLAYERS, may be NULL: the default
 * palette) are the players'; `name` names the game in the title.  Placed
 * over `parent` (may be NULL). */
VikStatsWindow     *vik_stats_window_new       (GtkWindow *parent, VikGameStats *stats,
                                                const VikColor *colors, const char *name);
const VikGameStats *vik_stats_window_get_stats (VikStatsWindow *self);
/* Its pages, "vp", "sites", "battles" and "dice", are shown and its draws
 * counted by its view (vik_stats_view_of). */

G_END_DECLS
