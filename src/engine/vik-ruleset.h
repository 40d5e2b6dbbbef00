/* vik-ruleset.h: every rule parameter of an edition in one table.
 *
 * After Pioneers' game_params[]: each parameter has a key, a type and an offset,
 * so saves and scenarios read and write them generically, and another edition
 * or an optional rule of [16.0] is data plus a small hook.
 */
#pragma once

#include "vik-types.h"
#include "vik-forecast.h"

G_BEGIN_DECLS

/* The optional rules of [16.0] a game may switch on (bits of VikRuleset.options). */
typedef enum {
  VIK_OPTION_TERRAIN_LEVELING,  /* [16.1] */
  VIK_OPTION_NO_EXPLORATION,    /* [16.2] */
  VIK_OPTION_IMMEDIATE_EMPIRES, /* [16.3] */
  VIK_OPTION_LUCK_AVERAGING,    /* [16.4] */
  VIK_OPTION_RELOCATION,        /* [16.5] */
  VIK_OPTION_METROPOLISES,      /* [16.6] */
  VIK_OPTION_FRIGATE_OPTIONS,   /* [16.7] */
  VIK_OPTION_BALANCED_LAND,     /* de-v1.1 [15.3] only */
  VIK_N_OPTIONS
} VikOption;

/* The rule books the engine plays (docs/editions.md).  A ruleset starts from
 * its edition's table; the parameters below hold what the editions differ in. */
typedef enum {
  VIK_EDITION_V2_1,      /* VIKTORY II, rules v2.1 (English): the default */
  VIK_EDITION_DE_V1_1,   /* VIKTORY II, Regeln v1.1 (German) */
  VIK_EDITION_V1,        /* VIKTORY, manual v1.1 (the original game) */
  VIK_N_EDITIONS
} VikEdition;

/* How the starting hexes are dealt with when they hold no land ([4.0] 2). */
typedef enum {
  VIK_START_WATER_REDRAW,   /* v2.1: keep two water hexes, return the others for land */
  VIK_START_WATER_WIDEN,    /* de-v1.1: reveal every hex around them until land appears */
  VIK_START_WATER_NEAREST,  /* v1: the closest land hex to them (the map is face up) */
} VikStartWater;

/* How face-down hexes become known ([7.0]). */
typedef enum {
  VIK_EXPLORE_ARRANGE,      /* v2.1: drawn from the pile, the revealing player arranges them (R4) */
  VIK_EXPLORE_IN_ORDER,     /* de-v1.1: laid at random beforehand: drawn and placed in hex order */
  VIK_EXPLORE_NONE,         /* v1: the map is face up from the start */
} VikExploration;

/* What the attacker's excess hits take away ([13.31]). */
typedef enum {
  VIK_SUPPRESS_NONE,        /* v1: no suppression */
  VIK_SUPPRESS_UNIT_DICE,   /* de-v1.1 [12.31]: only the defender's unit dice */
  VIK_SUPPRESS_R11,         /* v2.1 [13.31], R11: outside Towns/Cities also support and terrain dice */
} VikSuppression;

struct _VikRuleset {
  char id[16];                               /* "v2.1" */
  guint8 edition;                            /* VikEdition; files: [Rules] Edition */
  guint8 movement[VIK_N_UNIT_TYPES];         /* [10.11] [10.31] */
  guint8 town_support[VIK_N_UNIT_TYPES];     /* [9.1] */
  guint8 city_support[VIK_N_TERRAINS][VIK_N_UNIT_TYPES]; /* [9.2], R10 */
  guint8 terrain_defense[VIK_N_TERRAINS];    /* [13.3] step 2, R10 */
  guint8 town_defense;                       /* dice a Town gives [13.3] */
  guint8 city_defense;                       /* dice a City gives [13.3] */
  guint8 towns_per_build;                    /* [8.2] */
  guint8 build_min_distance;                 /* [8.2.1] */
  guint8 build_max_distance;                 /* [8.2.1] */
  guint8 city_reveal_radius;                 /* [8.3] */
  guint8 start_hexes;                        /* [3.3], R2 */
  guint8 start_water_kept;                   /* [4.0] 2: keep two water hexes */
  guint8 second_town_max_players;            /* [4.0] 4: first player skips up to this count */
  guint8 road_min;                           /* [10.13] */
  guint8 road_max;                           /* [10.13] */
  guint8 frigate_capacity;                   /* [10.41] */
  guint8 frigate_turn_capacity;              /* [10.41] */
  guint8 hit_max;                            /* [11.1] */
  guint8 supply_hit_max;                     /* [11.2] */
  guint8 bombard_range;                      /* [12.0] */
  guint8 max_land_attack_dice;               /* [13.3] 1 */
  guint8 max_naval_attack_dice;              /* [13.3] 1 */
  guint8 race_points[VIK_MAX_PLAYERS + 1];   /* [5.4], by player count */
  /* What the editions differ in (docs/editions.md); older files lack these keys
   * and take their edition's values. */
  guint8 build_first;                        /* [6.0]: Building comes before Movement & Combat */
  guint8 setup_towns;                        /* [4.0]: Towns of the setup turn, the Capital included */
  guint8 start_water;                        /* VikStartWater [4.0] 2 */
  guint8 exploration;                        /* VikExploration [7.0] */
  guint8 line_of_sight;                      /* de [11.2]: Forest, Mountain, Towns, Cities block bombardment */
  guint8 attack_dice[VIK_N_UNIT_TYPES];      /* [13.3] 1: the attacker's dice for each type present */
  guint8 hex_side_dice;                      /* [13.3] 1: one die for each extra hex side */
  guint8 defender_pre_fire;                  /* [13.3] 0: the defender's Artillery fire too */
  guint8 suppression;                        /* VikSuppression [13.31] */
  guint8 retreat_one_hex;                    /* v1: all retreat to one hex, never onto a Frigate */
  guint8 slow_units;                         /* [10.12]: bit set of the unit types slow terrain stops */
  guint8 roads;                              /* [10.13] */
  guint8 road_over_water;                    /* [10.13]: roads also run over water (ferries) */
  guint8 new_towns_connect;                  /* [10.13] [10.32]: a Town built this turn is a road end and a port */
  guint8 port_water_hexes;                   /* [10.32]: water hexes a port must touch */
  guint8 siege;                              /* [14.2]: no placement next to enemy units */
  guint8 lost_capital_placement;             /* [14.11] [15.0]: each City takes one Infantry (0: nothing is placed) */
  guint8 lost_capital_defense;               /* [13.3] 2: Cities defend as Towns without the Capital */
  guint8 redeployment;                       /* [13.5] */
  guint8 race_at_turn_start;                 /* de [5.4]: the points count at the start of his turn */
  guint8 transported_bombard;                /* [10.44] lifted: transported Artillery may bombard */
  guint8 town_next_to_enemy;                 /* [8.2.2] lifted: a Town may go next to enemy units (de [7.22], v1) */
  guint32 options;                           /* VikOption bits [16.0]; files: Options */
};

typedef enum {
  VIK_PARAM_U8,
  VIK_PARAM_U8_ARRAY,
} VikParamType;

typedef struct {
  const char *key;
  VikParamType type;
  gsize offset;
  guint8 length;        /* elements for arrays */
  guint8 min, max;      /* each element's range: what the engine's arrays and counters hold */
  guint8 optional;      /* files older than the editions lack it: the edition's value holds */
} VikRulesetParam;

/* The default edition: VIKTORY II rules v2.1. */
const VikRuleset      *vik_ruleset_v2_1       (void);
const VikRuleset      *vik_ruleset_lookup     (const char *id);
/* The edition's own table: VIK_EDITION_V2_1, VIK_EDITION_DE_V1_1, VIK_EDITION_V1. */
const VikRuleset      *vik_ruleset_edition    (VikEdition edition);
/* The edition's id in files and on the command line ("de-v1.1"), its
 * translated name and one sentence on it; vik_edition_lookup gives -1 for an unknown id. */
const char            *vik_edition_id         (VikEdition edition);
const char            *vik_edition_title      (VikEdition edition);
const char            *vik_edition_summary    (VikEdition edition);
int                    vik_edition_lookup     (const char *id);
/* Players the edition's book is for: 2-8, 2-6, 2-4. */
int                    vik_edition_max_players (VikEdition edition);
/* Does the edition's book have this optional rule, this victory condition (VikVictory bit)? */
gboolean               vik_edition_has_option (VikEdition edition, VikOption option);
gboolean               vik_edition_has_victory (VikEdition edition, guint victory);
/* FALSE with a message citing the book when the options or victory
 * conditions are not the edition's (error may be NULL). */
gboolean               vik_edition_check      (const VikRuleset *rules, guint victory, int n_players,
                                               GError **error);
const VikRulesetParam *vik_ruleset_params     (guint *n_params);
/* TRUE when every parameter is within its range and the pairs (RoadMin, RoadMax),
 * (BuildMinDistance, BuildMaxDistance) are in order; else FALSE with *key the
 * first bad parameter and *why (free it) a message for people. */
gboolean               vik_ruleset_validate   (const VikRuleset *rules, const char **key, char **why);

/* The edition's battle rules into a forecast setup (vik-forecast.h): Cavalry
 * dice, hex-side dice, pre-battle fire, suppression. */
void vik_ruleset_battle_setup (const VikRuleset *rules, VikBattleSetup *setup);

/* Units a Town or City on terrain supports ([9.0] chart), added into counts. */
void vik_ruleset_support (const VikRuleset *rules,
                          VikSite site,
                          VikTerrain terrain,
                          guint counts[VIK_N_UNIT_TYPES]);

/* A unit's Movement Allowance [10.11] [10.31]: 8 for Frigates with Frigate Options [16.7]. */
guint       vik_ruleset_movement    (const VikRuleset *rules, VikUnitType type);
/* The Frigates' Movement Allowance under Frigate Options [16.7]. */
#define VIK_FRIGATE_OPTIONS_MOVEMENT 8

/* Is the optional rule on? */
gboolean    vik_ruleset_has_option  (const VikRuleset *rules, VikOption option);
/* The option's id in files and on the command line ("terrain-leveling"),
 * its translated title and its one line saying what it changes. */
const char *vik_option_id           (VikOption option);
const char *vik_option_title        (VikOption option);
const char *vik_option_summary      (VikOption option);
/* The option's title and line as the edition's book has them, its case in that
 * book ("Flat World (15.1)" in de-v1.1); newly allocated. */
char       *vik_option_title_in     (VikEdition edition, VikOption option);
char       *vik_option_summary_in   (VikEdition edition, VikOption option);
/* text with its bracketed v2.1 citations in the edition's own book
 * ("(10.12)" -> "(9.12)"), newly allocated (docs/editions.md). */
char       *vik_edition_cite_text   (VikEdition edition, const char *text);
/* The option named id, or -1. */
int         vik_option_lookup       (const char *id);
/* Options as "terrain-leveling,no-exploration" ("" for none), newly allocated. */
char       *vik_options_to_string   (guint32 options);
/* Parses that form; on an unknown name returns FALSE and *bad (newly allocated). */
gboolean    vik_options_parse       (const char *text, guint32 *options, char **bad);

G_END_DECLS
