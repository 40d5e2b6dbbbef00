/* vic-types.h: limits and the small enums every file of the Victory engine shares.
 *
 * The Victory engine (Columbia Games' WW2 block game) is plain C + GLib, with no
 * global state; its symbols start with vic_/Vic (docs/design-two-games.md).
 * Section numbers in comments are the rule book's cases, e.g. (5.92). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define VIC_MAX_PLAYERS 4
#define VIC_MAX_COLUMNS 40
#define VIC_MAX_ROWS 40
#define VIC_MAX_HEXES 800
#define VIC_MAX_TILES 8
#define VIC_MAX_BLOCKS 320
#define VIC_MAX_STEPS 4
#define VIC_NO_HEX (-1)
#define VIC_NO_BLOCK (-1)
#define VIC_NO_PLAYER (-1)
#define VIC_NAME_MAX 32
#define VIC_N_COMMANDERS 4   /* General, Admiral, Air Marshal, Politician (10.5) */

typedef struct _VicMap VicMap;
typedef struct _VicRuleset VicRuleset;
typedef struct _VicGame VicGame;
typedef struct _VicAction VicAction;
typedef struct _VicEvent VicEvent;

/* Hex terrain (3.1).  Cities, Towns, Canals, Shoals and resources are features
 * of a hex, not terrains (3.2); hexside terrain is VicSide. */
typedef enum {
  VIC_TERRAIN_CLEAR,
  VIC_TERRAIN_DESERT,
  VIC_TERRAIN_FOREST,
  VIC_TERRAIN_MARSH,
  VIC_TERRAIN_MOUNTAIN,
  VIC_TERRAIN_SEA,      /* all-water; lakes too (3.1) */
  VIC_N_TERRAINS
} VicTerrain;

/* Features of a hex (VicMap.features). */
enum {
  VIC_HEX_CITY     = 1 << 0,  /* with its PP (3.2) */
  VIC_HEX_TOWN     = 1 << 1,
  VIC_HEX_CANAL    = 1 << 2,  /* (3.1) CANALS */
  VIC_HEX_SHOAL    = 1 << 3,  /* impassable to naval units (3.1) SHOAL */
  VIC_HEX_RESOURCE = 1 << 4,  /* a resource hex (4.3) Resources */
  VIC_HEX_HALF     = 1 << 5,  /* a half-hex at a map's edge: fully playable (3.0) */
  VIC_HEX_COASTAL  = 1 << 6,  /* derived: a land hex with a sea hexside (3.1) */
  VIC_HEX_PORT     = 1 << 7,  /* derived: a City or Town in a coastal hex (3.2) */
};

/* Hexside features (VicMap.sides[hex][dir], the same on both hexes). */
enum {
  VIC_SIDE_RIVER   = 1 << 0,  /* (3.1) RIVERS; a River with a Road is a Bridge */
  VIC_SIDE_ROAD    = 1 << 1,  /* (3.3) */
  VIC_SIDE_ALPINE  = 1 << 2,  /* (3.1) ALPINE */
  VIC_SIDE_SEA     = 1 << 3,  /* water between the hexes: naval units may cross (3.1) COASTAL */
  VIC_SIDE_SHOAL   = 1 << 4,  /* impassable to naval units (3.1) SHOAL */
  VIC_SIDE_ESTUARY = 1 << 5,  /* a River from its mouth to the first Bridge: impassable (3.1) */
  VIC_SIDE_TERRAIN_SHIFT = 8, /* bits 8-10: the side's own land terrain + 1 (0: not given) */
};
#define VIC_SIDE_TERRAIN_MASK (7u << VIC_SIDE_TERRAIN_SHIFT)
/* The side's land terrain (a VicTerrain), once the map is finished (3.0). */
#define VIC_SIDE_TERRAIN(side) ((int) (((side) >> VIC_SIDE_TERRAIN_SHIFT) & 7) - 1)
#define VIC_SIDE_WITH_TERRAIN(side, t) \
  ((guint16) (((side) & ~VIC_SIDE_TERRAIN_MASK) | ((guint) ((t) + 1) << VIC_SIDE_TERRAIN_SHIFT)))
#define VIC_SIDE_IS_BRIDGE(side) (((side) & (VIC_SIDE_RIVER | VIC_SIDE_ROAD)) == (VIC_SIDE_RIVER | VIC_SIDE_ROAD))

/* The three kinds of unit and the three target groups (6.42). */
typedef enum {
  VIC_CLASS_AIR,
  VIC_CLASS_NAVAL,
  VIC_CLASS_GROUND,
  VIC_N_CLASSES
} VicClass;

/* Block types: the Unit Data Chart (4.0), the elite units of its notes, the
 * Resource block (4.3), the Factories of 9.1 and the stretch-goal units. */
typedef enum {
  VIC_UNIT_FIGHTER,
  VIC_UNIT_DIVE_BOMBER,
  VIC_UNIT_TORPEDO_BOMBER,
  VIC_UNIT_MEDIUM_BOMBER,
  VIC_UNIT_HEAVY_BOMBER,
  VIC_UNIT_SUBMARINE,
  VIC_UNIT_CARRIER,
  VIC_UNIT_BATTLESHIP,
  VIC_UNIT_CRUISER,
  VIC_UNIT_LIGHT_CRUISER,
  VIC_UNIT_ARTILLERY,
  VIC_UNIT_ARMOR,
  VIC_UNIT_AIRBORNE,
  VIC_UNIT_INFANTRY,
  VIC_UNIT_AMPHIB,          /* amphibious infantry: Infantry with the anchor (4.3) */
  VIC_UNIT_MARINES,
  VIC_UNIT_MECHANIZED,
  VIC_UNIT_MOUNTAIN,
  VIC_UNIT_ENGINEER,
  VIC_UNIT_RESOURCE,
  VIC_UNIT_ELITE_FIGHTER,   /* chart note 1 */
  VIC_UNIT_ELITE_BATTLESHIP,/* chart note 3 */
  VIC_UNIT_ELITE_ARMOR,     /* (4.3) Armor: "Elite tanks have G3" */
  VIC_UNIT_AIR_FACTORY,     /* (9.1) */
  VIC_UNIT_NAVAL_FACTORY,
  VIC_UNIT_GROUND_FACTORY,
  VIC_UNIT_ATOM_BOMB,       /* stretch goals */
  VIC_UNIT_CAVALRY,
  VIC_UNIT_COMMANDO,
  VIC_UNIT_JET_FIGHTER,
  VIC_UNIT_RECON,
  VIC_UNIT_ROCKET,
  VIC_N_UNIT_TYPES
} VicUnitType;

/* Combat turns (6.31), in the order they act each round: the Rocket's
 * triangle, A+ (Jet Fighters), A, B+ (Atom Bomb), B ... F. */
typedef enum {
  VIC_TURN_ROCKET,
  VIC_TURN_A_PLUS,
  VIC_TURN_A,
  VIC_TURN_B_PLUS,
  VIC_TURN_B,
  VIC_TURN_C,
  VIC_TURN_D,
  VIC_TURN_E,
  VIC_TURN_F,
  VIC_N_TURNS
} VicCombatTurn;

typedef enum {
  VIC_PHASE_DEPLOY,      /* (1.4) */
  VIC_PHASE_MOVE,        /* (2.0) [2], (5.0) */
  VIC_PHASE_COMBAT,      /* (2.0) [3], (6.0) */
  VIC_PHASE_SUPPLY,      /* (2.0) [4], (7.0) */
  VIC_PHASE_PRODUCTION,  /* (2.0) [5], (8.0) */
  VIC_PHASE_OVER,
  VIC_N_PHASES
} VicPhase;

G_END_DECLS
