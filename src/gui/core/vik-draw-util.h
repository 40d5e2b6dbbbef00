/* vik-draw-util.h: small cairo helpers both games' board drawing shares
 * (VIKTORY II's renderer and units, Victory's painter).  Display-free. */
#pragma once

#include <cairo.h>

#include "vik-player-color.h"

G_BEGIN_DECLS

void     vik_draw_set_color     (cairo_t *cr, VikPlayerColor c);
/* Light enough for black text on it (relative luminance above one half). */
gboolean vik_draw_is_light      (VikPlayerColor c);
VikPlayerColor vik_draw_darker        (VikPlayerColor c, double k);
/* Text centred on (x, y), of height about `size`; leaves no current point. */
void     vik_draw_centred_text  (cairo_t *cr, const char *text, double x, double y, double size);
/* A rectangle with corners rounded by radius k, as a new sub-path. */
void     vik_draw_rounded_rect  (cairo_t *cr, double x, double y, double w, double h, double k);

G_END_DECLS
