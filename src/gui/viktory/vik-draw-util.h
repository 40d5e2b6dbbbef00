/* vik-draw-util.h: small cairo helpers the board's drawing files share. */
#pragma once

#include <cairo.h>

#include "vik-game-model.h"   /* VikColor */

G_BEGIN_DECLS

void     vik_draw_set_color     (cairo_t *cr, VikColor c);
/* Light enough for black text on it (relative luminance above one half). */
gboolean vik_draw_is_light      (VikColor c);
VikColor vik_draw_darker        (VikColor c, double k);
/* Text centred on (x, y), of height about `size`; leaves no current point. */
void     vik_draw_centred_text  (cairo_t *cr, const char *text, double x, double y, double size);
/* A rectangle with corners rounded by radius k, as a new sub-path. */
void     vik_draw_rounded_rect  (cairo_t *cr, double x, double y, double w, double h, double k);

G_END_DECLS
