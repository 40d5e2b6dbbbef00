/* vik-types.h: forward declarations and the small enums every engine file shares.
 *
 * The engine is plain C + GLib: no GTK header may ever be included below src/engine/.
 */
#pragma once

#include <glib.h>

#include "vik-hex.h"   /* VIK_NO_HEX */

G_BEGIN_DECLS

#define VIK_MAX_PLAYERS 8
#define VIK_MAX_RADIUS 9
/* Hexes of a hexagonal board of radius VIK_MAX_RADIUS: 3R(R+1)+1. */
#define VIK_MAX_HEXES 271
#define VIK_MAX_UNITS 480
/* The most hexes one reveal can uncover at once: the ring of radius 2 around a new City. */
#define VIK_MAX_REVEAL 18
#define VIK_MAX_PILE 400
#define VIK_NO_PLAYER (-1)

typedef struct _VikBoard VikBoard;
typedef struct _VikRuleset VikRuleset;
typedef struct _VikGame VikGame;
typedef struct _VikAction VikAction;
typedef struct _VikEvent VikEvent;

typedef enum {
  VIK_TERRAIN_WATER,
  VIK_TERRAIN_PLAINS,
  VIK_TERRAIN_GRASSLAND,
  VIK_TERRAIN_FOREST,
  VIK_TERRAIN_MOUNTAIN,
  VIK_N_TERRAINS
} VikTerrain;

typedef enum {
  VIK_UNIT_INFANTRY,
  VIK_UNIT_CAVALRY,
  VIK_UNIT_ARTILLERY,
  VIK_UNIT_FRIGATE,
  VIK_N_UNIT_TYPES
} VikUnitType;

#define VIK_N_LAND_TYPES 3

typedef enum {
  VIK_SITE_NONE,
  VIK_SITE_TOWN,
  VIK_SITE_CITY,
  VIK_SITE_METROPOLIS  /* [16.6]: a City with a Town added; counts as a City */
} VikSite;

/* A City, or a Metropolis [16.6] (which is a City too). */
#define VIK_SITE_IS_CITY(site) ((site) == VIK_SITE_CITY || (site) == VIK_SITE_METROPOLIS)

typedef enum {
  VIK_PHASE_SETUP,     /* the first turn [4.0]: Capital, optional second Town */
  VIK_PHASE_MOVEMENT,  /* [6.0] 1. Movement & Combat */
  VIK_PHASE_BUILD,     /* [6.0] 2. Building */
  VIK_PHASE_RESERVE,   /* [6.0] 3. Reserve Placement */
  VIK_PHASE_OVER
} VikPhase;

/* Victory conditions chosen before the game [5.0]; a bit set.  Bit i is the
 * condition of index i in the ruleset's table (vik_victory_id() and kin). */
typedef enum {
  VIK_VICTORY_STANDARD    = 1 << 0, /* [5.1] */
  VIK_VICTORY_SUBJUGATION = 1 << 1, /* [5.2] = [16.86]; needs the Subjugation rule [16.8] */
  VIK_VICTORY_SHORTER     = 1 << 2, /* [5.3] */
  VIK_VICTORY_RACE        = 1 << 3, /* [5.4] */
  VIK_VICTORY_DOOMSDAY    = 1 << 4, /* [5.5] */
  VIK_VICTORY_TWO_VASSALS = 1 << 5, /* [16.87]; needs the Subjugation rule [16.8] */
} VikVictory;

#define VIK_N_VICTORIES 6

G_END_DECLS
