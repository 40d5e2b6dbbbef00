/* vik-mapgen.h: random maps for the editor.
 *
 * The generator deals the interior from a shuffled pile of the given
 * composition (RULINGS R3 by default) with a seeded generator, then repairs
 * the deal so that no starting group is unfair:
 *   - every starting group holds at least two face-up land hexes (a Capital
 *     and a second Town [4.0]);
 *   - every group's land is within reach of every other group's: land hexes
 *     count as linked when they are at most three hexes apart (the reach of
 *     Town building, across water too [8.2.1]), and the links join all the
 *     starting groups' land into one network.
 * Repairs swap tiles, so the composition stays as given, except where a link
 * needs land that only a new tile can give (then water becomes Plains).
 * The result is an ordinary VikMap: every hex stays editable. */
#pragma once

#include "vik-editor.h"

G_BEGIN_DECLS

typedef struct {
  int radius;                      /* 2-9; 0: the radius of R1 for n_players */
  int n_players;                   /* 2-8: default starting groups of R2 */
  guint64 seed;
  gboolean pile_set;               /* FALSE: the R3 composition */
  guint pile[VIK_N_TERRAINS];
  gboolean face_down;              /* leave the hexes outside the starting groups face down;
                                    * the map's pile is then what the deal left */
  VikSymmetry symmetry;            /* deal one orbit at a time */
} VikMapgenOptions;

VikMap  *vik_mapgen_generate     (const VikMapgenOptions *options, GError **error);
/* The "no starting group unfair" guarantee above, checked. */
gboolean vik_mapgen_is_fair      (const VikMap *map, GError **error);

G_END_DECLS
