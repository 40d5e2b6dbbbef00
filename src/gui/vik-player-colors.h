/* vik-player-colors.h: New Game's colour per seat, written once for both
 * games' dialogs.
 *
 * A colour button per player (no alpha; its tooltip "Colour"), set from the
 * game's default palette, then from the colours the last new game of that
 * game chose (a settings key per game, their palettes differing:
 * `player-colors` for VIKTORY II, `victory-player-colors` for Victory; "#rrggbb"
 * or colour names, an empty or damaged entry keeps the default), stored
 * again when a game starts. */
#pragma once

#include <gtk/gtk.h>

#include "vik-player-color.h"

G_BEGIN_DECLS

/* Player `player`'s button (named "player-<player+1>-color"), showing `color`. */
GtkWidget     *vik_player_color_button_new (int player, VikPlayerColor color);
VikPlayerColor vik_player_color_button_get (GtkWidget *button);
void           vik_player_color_button_set (GtkWidget *button, VikPlayerColor color);
/* The colours stored under `key` onto buttons[0..n-1]; nothing when settings
 * is NULL or has no such key. */
void           vik_player_colors_restore   (GSettings *settings, const char *key, GtkWidget *const *buttons, int n);
/* Stores colors[0..n-1] under `key` ("#rrggbb" each) for the next dialog. */
void           vik_player_colors_remember  (GSettings *settings, const char *key, const VikPlayerColor *colors,
                                            int n);

G_END_DECLS
