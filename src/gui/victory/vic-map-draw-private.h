/* vic-map-draw-private.h: shared by vic-map-draw.c (drawing) and
 * vic-map-geometry.c (positions and picking). */
#pragma once

#include "vic-map-draw.h"

G_BEGIN_DECLS

/* The ends of the side of `hex` in direction dir (corners 4+dir and 5+dir:
 * direction 0 is north, corner 0 east, both clockwise). */
void vic_map_draw_side_ends (const VicMap *map, const VikLayout *layout, int hex, int dir,
                             double *x0, double *y0, double *x1, double *y1);

G_END_DECLS
