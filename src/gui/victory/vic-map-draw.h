/* vic-map-draw.h: a Victory map (VicMap) drawn with cairo, and picking on it.
 *
 * Needs only the map, never a game: the game's painter draws its blocks over
 * it and the editor draws its tools over it.  No GTK here.  Pixels come from
 * the shared hex maths (vik-hex.h): a VikLayout gives the hex size and the
 * pixel of the centre of axial hex (0, 0), which is the map's hex a1 (column
 * 0, row 0); odd columns sit half a hex lower (docs/victory-file-format.md).
 *
 * What is drawn (the rule book's 3.0-3.3): each hex in its terrain's colour
 * with a small mark (trees, peaks, marsh tufts, dunes); Shoal hexes dotted;
 * Canals; Resources; half-hexes at a map's edge hatched; hexsides: Rivers,
 * Bridges (a River with a Road), Estuaries, Alpine sides, Shoal sides, straits
 * (a Sea side between two land hexes), coasts; Roads from the hex centre to
 * each Road side; Cities (a square with their PP), Towns (a dot), ports (an
 * anchor); City and Town names; the borders between map tiles; hex labels. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "vic-map.h"
#include "vik-hex.h"

G_BEGIN_DECLS

/* What to draw besides the terrain, the hexsides and the sites. */
typedef enum {
  VIC_MAP_DRAW_NAMES        = 1 << 0,  /* City and Town names */
  VIC_MAP_DRAW_TILE_BORDERS = 1 << 1,  /* a heavy line between map tiles */
  VIC_MAP_DRAW_LABELS       = 1 << 2,  /* hex labels such as "e5" */
  VIC_MAP_DRAW_GRID         = 1 << 3,  /* thin hex outlines */
} VicMapDrawFlags;

#define VIC_MAP_DRAW_DEFAULT (VIC_MAP_DRAW_NAMES | VIC_MAP_DRAW_TILE_BORDERS | VIC_MAP_DRAW_GRID)

/* The whole map, drawn where it meets cr's clip. */
void     vic_map_draw             (cairo_t *cr, const VicMap *map, const VikLayout *layout,
                                   VicMapDrawFlags flags);

/* The City and Town names alone (VIC_MAP_DRAW_NAMES), for a painter that
 * draws them over what it puts on the map. */
void     vic_map_draw_names       (cairo_t *cr, const VicMap *map, const VikLayout *layout);

/* The pixel of a hex's centre. */
void     vic_map_draw_hex_centre  (const VicMap *map, const VikLayout *layout, int hex,
                                   double *x, double *y);
/* Adds the outline of a hex to cr's path, shrunk by `inset` (a fraction of
 * the hex size, 0 for the hex itself): for highlights over the map. */
void     vic_map_draw_hex_path    (cairo_t *cr, const VicMap *map, const VikLayout *layout,
                                   int hex, double inset);
/* The rectangle the map covers, in hex sizes, relative to the centre of
 * axial hex (0, 0) (VikBoardPainter's get_bounds). */
void     vic_map_draw_bounds      (const VicMap *map, double *x, double *y,
                                   double *width, double *height);
/* The map's hex at axial coordinates, VIC_NO_HEX when there is none. */
int      vic_map_draw_find_hex    (const VicMap *map, VikHex coords);

/* The hex at pixel (x, y), VIC_NO_HEX off the map. */
int      vic_map_draw_pick_hex    (const VicMap *map, const VikLayout *layout, double x, double y);
/* The hexside at pixel (x, y): the hex holding the point and the direction
 * (VikDirection) of its side nearest the point.  FALSE off the map, or when
 * the point lies farther than `reach` hex sizes from that side (0.3 is a
 * comfortable grip for a pointer).  The side's other hex may be off the map
 * (vic_map_neighbor gives VIC_NO_HEX). */
gboolean vic_map_draw_pick_side   (const VicMap *map, const VikLayout *layout, double x, double y,
                                   double reach, int *hex, int *dir);

/* A terrain's colour (the hexes' fill; for legends and the editor's palette). */
void     vic_map_draw_terrain_rgb (VicTerrain terrain, double *r, double *g, double *b);

G_END_DECLS
