/* vic-ruleset.h: every rule parameter of Victory in one table.
 *
 * The Unit Data Chart (4.0) is data: combat turn, move and A-N-G firepower as
 * the book prints them, with the step cost (8.3) and maximum strength (6.2)
 * that the book prints only on the blocks, decided in
 * docs/victory-rules-notes.md.  Each parameter has a key, a type, an offset and
 * a range, so saves and scenario files read and write (and may change) them
 * generically, as the VIKTORY II ruleset does. */
#pragma once

#include "vic-types.h"

G_BEGIN_DECLS

/* The optional rules of the sidebars, the advanced rules of 9.0 and the
 * stretch-goal units, each switched on by one bit of VicRuleset.options. */
typedef enum {
  VIC_OPTION_AIR_RANGE,           /* (5.53) sidebar: trade attack move for landing move */
  VIC_OPTION_MANDATORY_FIRST_ROUND, /* (6.5) sidebar: no retreats in round 1 */
  VIC_OPTION_REGROUPS,            /* (6.5) sidebar: the victor may regroup */
  VIC_OPTION_PURSUIT_ROUND,       /* (6.5) sidebar: a fourth round */
  VIC_OPTION_BUILDING_CADRES,     /* (8.4) sidebar: new units at one step */
  VIC_OPTION_SUBMARINE_CONTROL,   /* (8.4) sidebar: coastal submarines face-up */
  VIC_OPTION_ALTERNATE_DEPLOYMENT, /* (1.4) Fog of War sidebar: three blocks at a time */
  VIC_OPTION_FACTORIES,           /* (9.1) */
  VIC_OPTION_STORMS,              /* (9.4) */
  VIC_OPTION_DESTRUCTION,         /* (9.5) */
  VIC_OPTION_AIRFIELDS,           /* (9.6) */
  VIC_OPTION_MULBERRIES,          /* (9.7) */
  VIC_OPTION_ELITE_UNITS,         /* chart notes 1, 3 and (4.3) Armor */
  VIC_OPTION_ATOM_BOMB,           /* stretch goals */
  VIC_OPTION_CAVALRY,
  VIC_OPTION_COMMANDO,
  VIC_OPTION_JET_FIGHTER,
  VIC_OPTION_RECON,
  VIC_OPTION_ROCKET,
  VIC_N_OPTIONS
} VicOption;

/* One line of the Unit Data Chart. */
typedef struct {
  guint8 turn;       /* VicCombatTurn (6.31) */
  guint8 move;       /* hexes (5.0); 0: Strategic Move only (SM) */
  guint8 fire[VIC_N_CLASSES]; /* A-N-G firepower (6.41): a die this high or lower hits */
  guint8 cost;       /* PP per step (8.3); 0: never built */
  guint8 max_steps;  /* (6.2) */
} VicUnitData;

struct _VicRuleset {
  char id[16];                                /* "victory" */
  VicUnitData units[VIC_N_UNIT_TYPES];
  guint8 ground_stacking[VIC_N_TERRAINS];     /* (3.1) (5.2); Sea: 0 */
  guint8 ground_hexside[VIC_N_TERRAINS];      /* (3.1) (5.3), by the side's terrain */
  guint8 naval_stacking_sea;                  /* (5.2): 4 */
  guint8 naval_stacking_coastal;              /* (5.2): 2, also Canal hexes */
  guint8 naval_hexside_sea;                   /* (3.1): 2 */
  guint8 naval_hexside_coastal;               /* (3.1): 1 */
  guint8 road_hexside;                        /* (3.3): 2 */
  guint8 river_hexside;                       /* (3.1): 1, Bridges too */
  guint8 air_stacking;                        /* (5.52): air units that fight, per player */
  guint8 airbase_capacity;                    /* (5.51): 2 */
  guint8 minor_airfield_capacity;             /* (9.6): 1 */
  guint8 carrier_air_units;                   /* (4.2) CV: 2 */
  guint8 strategic_move;                      /* (5.9): 6 */
  guint8 port_capacity;                       /* (5.92): 2 */
  guint8 beachhead_capacity;                  /* (5.92) (6.71): 1 */
  guint8 mulberry_capacity;                   /* (9.7): 2 */
  guint8 combat_rounds;                       /* (6.3): 3 */
  guint8 paradrop_range;                      /* (6.6): 4 */
  guint8 invasion_range;                      /* (6.7): 2 */
  guint8 city_infantry_fire;                  /* chart note 5: Infantry G3 in Cities */
  guint8 mountain_fire;                       /* chart note 7: Mountain G3 in Mountains */
  guint8 city_garrison;                       /* (1.4): at least 2 units per City */
  guint8 structure_hits;                      /* (9.5) (9.6) (9.7): 2 hits */
  guint8 atom_hit_max;                        /* stretch: 1-5 hits every unit */
  guint8 atom_range;                          /* stretch: Atom Bomb range 8 */
  guint8 rocket_range;                        /* stretch: Rocket launch range 4 */
  guint8 max_blocks;                          /* blocks one player may have on the map */
  guint32 options;                            /* VicOption bits */
};

typedef enum {
  VIC_PARAM_U8,
  VIC_PARAM_U8_ARRAY,
} VicParamType;

typedef struct {
  const char *key;
  VicParamType type;
  gsize offset;
  guint8 length;
  guint8 min, max;
} VicRulesetParam;

/* The book's rules with the decisions of docs/victory-rules-notes.md. */
const VicRuleset      *vic_ruleset_default  (void);
const VicRulesetParam *vic_ruleset_params   (guint *n_params);
/* FALSE with *key the first bad parameter and *why (free it) when a value is
 * out of range. */
gboolean               vic_ruleset_validate (const VicRuleset *rules, const char **key, char **why);

/* The Unit Data Chart in files: [Units] Infantry=E 2 1-1-2 1 4
 * (turn, move or SM, A-N-G, cost, max steps). */
char     *vic_unit_data_to_string (const VicUnitData *data);
gboolean  vic_unit_data_parse     (const char *text, VicUnitData *out);

gboolean    vic_ruleset_has_option (const VicRuleset *rules, VicOption option);
const char *vic_option_id          (VicOption option);     /* "air-range" */
const char *vic_option_title       (VicOption option);     /* translated */
int         vic_option_lookup      (const char *id);       /* -1 when unknown */
char       *vic_options_to_string  (guint32 options);
gboolean    vic_options_parse      (const char *text, guint32 *options, char **bad);

/* Fixed properties of each type (what the chart's words say, not numbers). */
VicClass    vic_unit_class         (VicUnitType type);
const char *vic_unit_id            (VicUnitType type);     /* notation: "IN", "ART" */
const char *vic_unit_key           (VicUnitType type);     /* files: "Infantry" */
const char *vic_unit_name          (VicUnitType type);     /* translated */
int         vic_unit_from_id       (const char *id, gsize len); /* -1 when unknown */
/* The option that makes the type available, or -1 for the base game's types. */
int         vic_unit_option        (VicUnitType type);
char        vic_turn_letter        (VicCombatTurn turn);   /* 'A'; A+ and B+ as 'a' 'b', rocket '^' */
const char *vic_turn_name          (VicCombatTurn turn);   /* "A+", "A", "Rocket" */

/* Type abilities (4.1-4.3, the chart's notes, the stretch goals). */
gboolean vic_unit_is_factory       (VicUnitType type);
gboolean vic_unit_is_amphibious    (VicUnitType type);    /* Sea Invasions (6.7): MA, AM, Commando */
gboolean vic_unit_sea_restricted   (VicUnitType type);    /* Marines: Sea or Coastal hexes only (4.3) */
gboolean vic_unit_sm_only          (VicUnitType type);    /* moves only by SM: RE, Atom Bomb, Rocket */
gboolean vic_unit_carrier_air      (VicUnitType type);    /* may land on Carriers (4.1) (4.2) */
gboolean vic_unit_loads_in_port    (VicUnitType type);    /* Medium Bombers: aboard Carriers only in port (4.1) */
gboolean vic_unit_has_fire         (const VicRuleset *rules, VicUnitType type, VicClass group);

G_END_DECLS
