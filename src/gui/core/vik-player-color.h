/* vik-player-color.h: a player's colour, written once for both games.
 *
 * Plain RGB in 0..1 (cairo draws with it, no GTK needed), written as
 * "#rrggbb" in a save's [Display] group (Color0=, Color1= ...: VIKTORY II's
 * docs/file-format.md, Victory's docs/victory-file-format.md) and in the
 * settings (the New Game dialog's choice, src/gui/vik-player-colors.h).
 * Each game keeps its own default palette (VIKTORY II's eight in
 * vik-game-model.c, Victory's four in vic-victory-painter.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  double red, green, blue;
} VikPlayerColor;

/* "#rrggbb" (out holds 8 bytes); the components clamped to 0..1. */
void     vik_player_color_to_string (VikPlayerColor color, char out[8]);
/* Reads "#rrggbb" (no other form); FALSE leaves *color untouched. */
gboolean vik_player_color_parse     (const char *text, VikPlayerColor *color);
/* Writes colors[0..n-1] as group's Color0 ... Color<n-1>. */
void     vik_player_colors_save     (GKeyFile *kf, const char *group, const VikPlayerColor *colors, int n);
/* Reads group's Color0 ... Color<n-1> into colors[]; a missing or damaged
 * one keeps the colour it replaces (the caller's default). */
void     vik_player_colors_load     (GKeyFile *kf, const char *group, VikPlayerColor *colors, int n);

G_END_DECLS
