/* vik-ruleset.h: every rule parameter of an edition in one table.
 *
 * After Pioneers' game_params[]: each parameter has a key, a type and an offset,
 * so saves and scenarios read and write them generically, and another edition
 * or an optional rule of [16.0] is data plus a small hook.
 */
#pragma once

#include "vik-types.h"

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
  VIK_OPTION_SUBJUGATION,       /* [16.8] */
  VIK_N_OPTIONS
} VikOption;

struct _VikRuleset {
  char id[16];                               /* "v2.1" */
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
} VikRulesetParam;

/* The default edition: VIKTORY II rules v2.1. */
const VikRuleset      *vik_ruleset_v2_1       (void);
const VikRuleset      *vik_ruleset_lookup     (const char *id);
const VikRulesetParam *vik_ruleset_params     (guint *n_params);
/* TRUE when every parameter is within its range and the pairs (RoadMin, RoadMax),
 * (BuildMinDistance, BuildMaxDistance) are in order; else FALSE with *key the
 * first bad parameter and *why (free it) a message for people. */
gboolean               vik_ruleset_validate   (const VikRuleset *rules, const char **key, char **why);

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
/* The option named id, or -1. */
int         vik_option_lookup       (const char *id);
/* Options as "terrain-leveling,no-exploration" ("" for none), newly allocated. */
char       *vik_options_to_string   (guint32 options);
/* Parses that form; on an unknown name returns FALSE and *bad (newly allocated). */
gboolean    vik_options_parse       (const char *text, guint32 *options, char **bad);

/* The victory conditions of [5.0]: condition i is the bit 1 << i of VikVictory,
 * i < VIK_N_VICTORIES.  Its id in files and on the command line ("standard"),
 * its translated title ("Standard Conquest (5.1)") and one line saying how it is won. */
const char *vik_victory_id          (int index);
const char *vik_victory_title       (int index);
const char *vik_victory_summary     (int index);
/* The condition named id, or -1. */
int         vik_victory_lookup      (const char *id);
/* The optional rule condition `index` needs ([5.2] [16.87]: Subjugation), or -1. */
int         vik_victory_needed_option (int index);
/* Are the victory bits known and their rules on?  Else FALSE and *why (free it). */
gboolean    vik_victory_validate    (guint victory, guint32 options, char **why);

G_END_DECLS
