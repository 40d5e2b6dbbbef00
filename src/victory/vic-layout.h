/* vic-layout.h: joining geomorphic map tiles into a layout (1.1).
 *
 * A tile is a VicMap of its own (a `.vicmap` file).  Its edge hexes are
 * half-hexes ("Half-hexes are fully playable", 3.0): placed next to each
 * other, the half-hex at one tile's edge and the half-hex at the other's make
 * one hex, so neighbouring pieces overlap by one row or column, and where
 * they overlap they must agree (terrain, features, the sides both hold).
 * vic_layout_seam_problems() then checks that roads and rivers go on across
 * every seam side. */
#pragma once

#include "vic-map.h"

G_BEGIN_DECLS

typedef struct {
  const VicMap *tile;
  int column;         /* where the tile's first column goes: even, so odd columns stay odd */
  int row;
} VicLayoutPiece;

/* The layout of n pieces, its tiles numbered in the pieces' order (a piece
 * that is itself a layout brings its tiles along).  A hex where pieces
 * overlap belongs to the first.  NULL with VIC_MAP_ERROR_INVALID when a
 * column is odd, pieces disagree where they overlap, or the layout is larger
 * than a map may be (40 x 40, 800 hexes, 8 tiles). */
VicMap    *vic_layout_join          (const char *name, const VicLayoutPiece *pieces, int n,
                                     GError **error);
/* Where roads and rivers break at a seam (a side between hexes of different
 * tiles): a road across a seam must go on on both sides (or end in a City or
 * Town), a river on a seam side must go on at both its ends (or reach the
 * sea or the map's edge).  A GPtrArray of VicMapProblem (vic-map.h), one per
 * problem at the hex where the road ends or the river's side begins, citing
 * the case (1.1) (3.1) (3.3); empty when the seams link.  *n_sides (may be NULL): the seam sides
 * checked. */
GPtrArray *vic_layout_seam_problems (const VicMap *map, int *n_sides);

/* Editing a finished map (the editor): what a side holds of its own, without
 * what vic_map_finish derived; vic_map_unfinish() takes the derived parts off
 * every side, so that after a change vic_map_finish() derives them afresh. */
guint16    vic_map_own_side         (const VicMap *map, int hex, int dir);
void       vic_map_unfinish         (VicMap *map);

G_END_DECLS
