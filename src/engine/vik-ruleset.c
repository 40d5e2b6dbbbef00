/* vik-ruleset.c: the editions' parameter tables (see vik-ruleset.h). */
#include "config.h"

#include "vik-ruleset.h"
#include "vik-action.h"
#include "vik-game-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const VikRuleset v2_1 = {
  .id = "v2.1",
  .edition = VIK_EDITION_V2_1,
  .movement = { 2, 3, 2, 5 },
  .town_support = { 1, 0, 0, 0 },
  .city_support = {
    [VIK_TERRAIN_WATER] = { 0, 0, 0, 0 },
    [VIK_TERRAIN_PLAINS] = { 3, 0, 0, 0 },
    [VIK_TERRAIN_GRASSLAND] = { 1, 1, 0, 0 },
    [VIK_TERRAIN_FOREST] = { 1, 0, 0, 1 },
    [VIK_TERRAIN_MOUNTAIN] = { 1, 0, 1, 0 },
  },
  .terrain_defense = { 0, 0, 0, 1, 2 },
  .town_defense = 1,
  .city_defense = 2,
  .towns_per_build = 2,
  .build_min_distance = 2,
  .build_max_distance = 3,
  .city_reveal_radius = 2,
  .start_hexes = 5,
  .start_water_kept = 2,
  .second_town_max_players = 6,
  .road_min = 2,
  .road_max = 3,
  .frigate_capacity = 3,
  .frigate_turn_capacity = 3,
  .hit_max = 3,
  .supply_hit_max = 4,
  .bombard_range = 1,
  .max_land_attack_dice = 8,
  .max_naval_attack_dice = 6,
  .race_points = { 0, 0, 16, 17, 18, 18, 16, 14, 13 },
  .build_first = 0,
  .setup_towns = 2,
  .start_water = VIK_START_WATER_REDRAW,
  .exploration = VIK_EXPLORE_ARRANGE,
  .line_of_sight = 0,
  .attack_dice = { 1, 1, 1, 1 },
  .hex_side_dice = 1,
  .defender_pre_fire = 1,
  .suppression = VIK_SUPPRESS_R11,
  .retreat_one_hex = 0,
  .slow_units = (1 << VIK_UNIT_INFANTRY) | (1 << VIK_UNIT_ARTILLERY),
  .roads = 1,
  .road_over_water = 1,
  .new_towns_connect = 1,
  .port_water_hexes = 2,
  .siege = 1,
  .lost_capital_placement = 1,
  .lost_capital_defense = 1,
  .redeployment = 1,
  .race_at_turn_start = 0,
  .transported_bombard = 0,
  .town_next_to_enemy = 0,
};

/* VIKTORY II, Regeln v1.1 (the German book): docs/editions.md. */
static const VikRuleset de_v1_1 = {
  .id = "de-v1.1",
  .edition = VIK_EDITION_DE_V1_1,
  .movement = { 2, 3, 2, 5 },                 /* [9.11] [9.31] */
  .town_support = { 1, 0, 0, 0 },             /* [8.1] */
  .city_support = {                           /* [8.2] */
    [VIK_TERRAIN_WATER] = { 0, 0, 0, 0 },
    [VIK_TERRAIN_PLAINS] = { 2, 0, 0, 0 },
    [VIK_TERRAIN_GRASSLAND] = { 1, 1, 0, 0 },
    [VIK_TERRAIN_FOREST] = { 1, 0, 0, 1 },
    [VIK_TERRAIN_MOUNTAIN] = { 1, 0, 1, 0 },
  },
  .terrain_defense = { 0, 0, 0, 1, 2 },       /* [12.3] 2 */
  .town_defense = 1,
  .city_defense = 2,
  .towns_per_build = 1,                       /* [7.2] */
  .build_min_distance = 2,                    /* [7.21] */
  .build_max_distance = 3,
  .city_reveal_radius = 2,                    /* [7.3] */
  .start_hexes = 3,                           /* [4.0] 2 */
  .start_water_kept = 3,
  .second_town_max_players = VIK_MAX_PLAYERS,
  .road_min = 2,                              /* [9.13] */
  .road_max = 3,
  .frigate_capacity = 3,                      /* [9.41] */
  .frigate_turn_capacity = 3,
  .hit_max = 3,                               /* [10.1] */
  .supply_hit_max = 3,                        /* no Combat Supply */
  .bombard_range = 2,                         /* [11.0] */
  .max_land_attack_dice = 4,                  /* [12.3] 1 */
  .max_naval_attack_dice = 1,
  .race_points = { 0, 0, 20, 20, 20, 20, 20, 20, 20 }, /* [5.4] */
  .build_first = 1,                           /* [6.0] */
  .setup_towns = 1,                           /* [4.0] 2-4 */
  .start_water = VIK_START_WATER_WIDEN,       /* [4.0] 2 */
  .exploration = VIK_EXPLORE_IN_ORDER,        /* [3.2] */
  .line_of_sight = 1,                         /* [11.2] */
  .attack_dice = { 1, 2, 1, 1 },              /* [12.3] 1 */
  .hex_side_dice = 0,
  .defender_pre_fire = 0,                     /* [12.3] 0 */
  .suppression = VIK_SUPPRESS_UNIT_DICE,      /* [12.31] */
  .retreat_one_hex = 0,
  .slow_units = (1 << VIK_UNIT_INFANTRY) | (1 << VIK_UNIT_CAVALRY) | (1 << VIK_UNIT_ARTILLERY), /* [9.12] */
  .roads = 1,
  .road_over_water = 0,                       /* [9.13]: land hexes */
  .new_towns_connect = 0,                     /* [9.13] [9.32] */
  .port_water_hexes = 1,                      /* [9.32] */
  .siege = 1,                                 /* [13.2] */
  .lost_capital_placement = 1,                /* [14.0] */
  .lost_capital_defense = 1,
  .redeployment = 0,
  .race_at_turn_start = 1,                    /* [5.4] */
  .transported_bombard = 0,                   /* [9.44] */
  .town_next_to_enemy = 1,                    /* [7.22] */
};

/* VIKTORY, manual v1.1 (the original game): docs/editions.md. */
static const VikRuleset v1 = {
  .id = "v1",
  .edition = VIK_EDITION_V1,
  .movement = { 2, 3, 2, 5 },                 /* Movement */
  .town_support = { 1, 0, 0, 0 },             /* Unit Types */
  .city_support = {
    [VIK_TERRAIN_WATER] = { 0, 0, 0, 0 },
    [VIK_TERRAIN_PLAINS] = { 2, 0, 0, 0 },
    [VIK_TERRAIN_GRASSLAND] = { 1, 1, 0, 0 },
    [VIK_TERRAIN_FOREST] = { 1, 0, 0, 1 },
    [VIK_TERRAIN_MOUNTAIN] = { 1, 0, 1, 0 },
  },
  .terrain_defense = { 0, 0, 0, 0, 0 },       /* Regular Attacks 3: Towns and Cities only */
  .town_defense = 1,
  .city_defense = 2,
  .towns_per_build = 1,                       /* Building */
  .build_min_distance = 2,
  .build_max_distance = 3,
  .city_reveal_radius = 2,
  .start_hexes = 3,                           /* docs/editions.md decision 2 */
  .start_water_kept = 3,
  .second_town_max_players = VIK_MAX_PLAYERS,
  .road_min = 2,
  .road_max = 3,
  .frigate_capacity = 3,                      /* Frigate Transport */
  .frigate_turn_capacity = 3,
  .hit_max = 3,
  .supply_hit_max = 3,
  .bombard_range = 2,                         /* Bombard Attacks */
  .max_land_attack_dice = 4,                  /* Regular Attacks 2 */
  .max_naval_attack_dice = 1,
  .race_points = { 0, 0, 0, 0, 0, 0, 0, 0, 0 },
  .build_first = 1,                           /* Each turn: building, movement/attack, placement */
  .setup_towns = 1,                           /* Game Start example 1-3 */
  .start_water = VIK_START_WATER_NEAREST,     /* Building */
  .exploration = VIK_EXPLORE_NONE,            /* The Map */
  .line_of_sight = 0,
  .attack_dice = { 1, 2, 1, 1 },              /* Regular Attacks 2 */
  .hex_side_dice = 0,
  .defender_pre_fire = 0,                     /* Regular Attacks 1 */
  .suppression = VIK_SUPPRESS_NONE,
  .retreat_one_hex = 1,                       /* Regular Attacks 5 */
  .slow_units = 0,
  .roads = 0,
  .road_over_water = 0,
  .new_towns_connect = 0,                     /* Frigate Pass-Through */
  .port_water_hexes = 1,
  .siege = 0,
  .lost_capital_placement = 0,                /* Placement */
  .lost_capital_defense = 0,
  .redeployment = 0,
  .race_at_turn_start = 0,
  .transported_bombard = 1,                   /* docs/editions.md decision 5 */
  .town_next_to_enemy = 1,                    /* Building */
};

static const VikRuleset *const editions[VIK_N_EDITIONS] = { &v2_1, &de_v1_1, &v1 };

static const struct {
  const char *title;
  const char *summary;
  int max_players;
  const char *options;   /* ids of the optional rules its book has; NULL: all but OTHER_BOOKS_OPTIONS */
  guint victories;
} edition_info[VIK_N_EDITIONS] = {
  [VIK_EDITION_V2_1] = { N_("VIKTORY II, rules v2.1"),
    N_("The current rules: fight first, then build one or two Towns; 2 to 8 players."),
    8, NULL /* every optional rule of [16.0]: all but another book's own */,
    VIK_VICTORY_STANDARD | VIK_VICTORY_SHORTER | VIK_VICTORY_RACE | VIK_VICTORY_DOOMSDAY | (1 << 1) },
  [VIK_EDITION_DE_V1_1] = { N_("VIKTORY II, German rules v1.1"),
    N_("Build first, one Town a turn, bombard two hexes with line of sight, Cavalry rolls two dice; 2 to 6 players."),
    6, "terrain-leveling,no-exploration,balanced-land,luck-averaging,relocation,subjugation",
    VIK_VICTORY_STANDARD | VIK_VICTORY_SHORTER | VIK_VICTORY_RACE | VIK_VICTORY_DOOMSDAY | (1 << 1) },
  [VIK_EDITION_V1] = { N_("VIKTORY, the original game v1.1"),
    N_("The first game: the map face up, no slow terrain or roads, Cavalry rolls two dice; 2 to 4 players, conquest only."),
    4, "", VIK_VICTORY_STANDARD },
};

#define PARAM(key, field, lo, hi) { key, VIK_PARAM_U8, G_STRUCT_OFFSET (VikRuleset, field), 1, lo, hi, 0 }
#define PARAM_ARRAY(key, field, n, lo, hi) { key, VIK_PARAM_U8_ARRAY, G_STRUCT_OFFSET (VikRuleset, field), n, lo, hi, 0 }
/* The editions' parameters, absent from older files. */
#define EPARAM(key, field, lo, hi) { key, VIK_PARAM_U8, G_STRUCT_OFFSET (VikRuleset, field), 1, lo, hi, 1 }
#define EPARAM_ARRAY(key, field, n, lo, hi) { key, VIK_PARAM_U8_ARRAY, G_STRUCT_OFFSET (VikRuleset, field), n, lo, hi, 1 }

/* The ranges are what the engine can hold, with room for variants: a City
 * reveals at most a ring of VIK_MAX_REVEAL hexes (radius 3); at most 8 dice are
 * rolled (VikEvent.dice); a stack or a Reserve counts in 8 bits; supports stay
 * small so that a board full of Cities keeps its Reserves below 256. */
static const VikRulesetParam params[] = {
  PARAM_ARRAY ("Movement", movement, VIK_N_UNIT_TYPES, 1, 9),
  PARAM_ARRAY ("TownSupport", town_support, VIK_N_UNIT_TYPES, 0, 3),
  PARAM_ARRAY ("CitySupport", city_support, VIK_N_TERRAINS * VIK_N_UNIT_TYPES, 0, 3),
  PARAM_ARRAY ("TerrainDefense", terrain_defense, VIK_N_TERRAINS, 0, 4),
  PARAM ("TownDefense", town_defense, 0, 4),
  PARAM ("CityDefense", city_defense, 0, 4),
  PARAM ("TownsPerBuild", towns_per_build, 1, 9),
  PARAM ("BuildMinDistance", build_min_distance, 2, 2 * VIK_MAX_RADIUS),
  PARAM ("BuildMaxDistance", build_max_distance, 2, 2 * VIK_MAX_RADIUS),
  PARAM ("CityRevealRadius", city_reveal_radius, 1, VIK_MAX_REVEAL / 6),
  PARAM ("StartHexes", start_hexes, 3, 5),
  PARAM ("StartWaterKept", start_water_kept, 0, 5),
  PARAM ("SecondTownMaxPlayers", second_town_max_players, 0, VIK_MAX_PLAYERS),
  PARAM ("RoadMin", road_min, 2, 2 * VIK_MAX_RADIUS),
  PARAM ("RoadMax", road_max, 2, 2 * VIK_MAX_RADIUS),
  PARAM ("FrigateCapacity", frigate_capacity, 1, 9),
  PARAM ("FrigateTurnCapacity", frigate_turn_capacity, 1, 9),
  PARAM ("HitMax", hit_max, 1, 6),
  PARAM ("SupplyHitMax", supply_hit_max, 1, 6),
  PARAM ("BombardRange", bombard_range, 1, 3),
  PARAM ("MaxLandAttackDice", max_land_attack_dice, 1, 8),
  PARAM ("MaxNavalAttackDice", max_naval_attack_dice, 1, 8),
  PARAM_ARRAY ("RacePoints", race_points, VIK_MAX_PLAYERS + 1, 0, 255),
  EPARAM ("BuildFirst", build_first, 0, 1),
  EPARAM ("SetupTowns", setup_towns, 1, 2),
  EPARAM ("StartWater", start_water, 0, VIK_START_WATER_NEAREST),
  EPARAM ("Exploration", exploration, 0, VIK_EXPLORE_NONE),
  EPARAM ("LineOfSight", line_of_sight, 0, 1),
  /* three land types of 2 dice and the hex sides stay within MaxLandAttackDice (8) */
  EPARAM_ARRAY ("AttackDice", attack_dice, VIK_N_UNIT_TYPES, 0, 2),
  EPARAM ("HexSideDice", hex_side_dice, 0, 1),
  EPARAM ("DefenderPreFire", defender_pre_fire, 0, 1),
  EPARAM ("Suppression", suppression, 0, VIK_SUPPRESS_R11),
  EPARAM ("RetreatOneHex", retreat_one_hex, 0, 1),
  EPARAM ("SlowTerrainUnits", slow_units, 0, (1 << VIK_N_UNIT_TYPES) - 1),
  EPARAM ("Roads", roads, 0, 1),
  EPARAM ("RoadOverWater", road_over_water, 0, 1),
  EPARAM ("NewTownsConnect", new_towns_connect, 0, 1),
  EPARAM ("PortWaterHexes", port_water_hexes, 1, 2),
  EPARAM ("Siege", siege, 0, 1),
  EPARAM ("LostCapitalPlacement", lost_capital_placement, 0, 1),
  EPARAM ("LostCapitalDefense", lost_capital_defense, 0, 1),
  EPARAM ("Redeployment", redeployment, 0, 1),
  EPARAM ("RaceAtTurnStart", race_at_turn_start, 0, 1),
  EPARAM ("TransportedBombard", transported_bombard, 0, 1),
  EPARAM ("TownNextToEnemy", town_next_to_enemy, 0, 1),
};

const VikRuleset *
vik_ruleset_v2_1 (void)
{
  return &v2_1;
}

const VikRuleset *
vik_ruleset_lookup (const char *id)
{
  int e = vik_edition_lookup (id);

  return e < 0 ? NULL : editions[e];
}

const VikRuleset *
vik_ruleset_edition (VikEdition edition)
{
  g_return_val_if_fail (edition < VIK_N_EDITIONS, &v2_1);
  return editions[edition];
}

const char *
vik_edition_id (VikEdition edition)
{
  return vik_ruleset_edition (edition)->id;
}

const char *
vik_edition_title (VikEdition edition)
{
  return _(edition_info[edition < VIK_N_EDITIONS ? edition : 0].title);
}

const char *
vik_edition_summary (VikEdition edition)
{
  return _(edition_info[edition < VIK_N_EDITIONS ? edition : 0].summary);
}

int
vik_edition_lookup (const char *id)
{
  for (int e = 0; id != NULL && e < VIK_N_EDITIONS; e++)
    if (strcmp (id, editions[e]->id) == 0)
      return e;
  return -1;
}

int
vik_edition_max_players (VikEdition edition)
{
  return edition_info[edition < VIK_N_EDITIONS ? edition : 0].max_players;
}

/* The optional rules only another edition's book has (v2.1 has every other one). */
#define OTHER_BOOKS_OPTIONS "balanced-land"

static gboolean
id_in_list (const char *list, const char *id)
{
  gsize len = strlen (id);

  for (const char *p = strstr (list, id); p != NULL; p = strstr (p + 1, id))
    if ((p == list || p[-1] == ',') && (p[len] == ',' || p[len] == '\0'))
      return TRUE;
  return FALSE;
}

gboolean
vik_edition_has_option (VikEdition edition, VikOption option)
{
  /* By id, so that an optional rule added to the enum needs only its id here. */
  const char *list = edition_info[edition < VIK_N_EDITIONS ? edition : 0].options;

  if (list == NULL)
    return !id_in_list (OTHER_BOOKS_OPTIONS, vik_option_id (option));
  return id_in_list (list, vik_option_id (option));
}

gboolean
vik_edition_has_victory (VikEdition edition, guint victory)
{
  return (edition_info[edition < VIK_N_EDITIONS ? edition : 0].victories & victory) == victory;
}

gboolean
vik_edition_check (const VikRuleset *rules, guint victory, int n_players, GError **error)
{
  VikEdition e = rules->edition < VIK_N_EDITIONS ? rules->edition : VIK_EDITION_V2_1;
  int max = vik_edition_max_players (e);

  if (n_players < 2 || n_players > max)
    {
      g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS,
                   _("%s is for 2 to %d players, not %d"), vik_edition_title (e), max, n_players);
      return FALSE;
    }
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if ((rules->options & (1u << o)) && !vik_edition_has_option (e, o))
      {
        g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS,
                     _("The optional rule %s is not in the book of %s"),
                     vik_option_title (o), vik_edition_title (e));
        return FALSE;
      }
  if (victory != 0 && !vik_edition_has_victory (e, victory))
    {
      g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS,
                   _("%s knows only the victory conditions of its book"), vik_edition_title (e));
      return FALSE;
    }
  return TRUE;
}

const VikRulesetParam *
vik_ruleset_params (guint *n_params)
{
  *n_params = G_N_ELEMENTS (params);
  return params;
}

gboolean
vik_ruleset_validate (const VikRuleset *rules, const char **key, char **why)
{
  for (guint i = 0; i < G_N_ELEMENTS (params); i++)
    {
      const guint8 *p = (const guint8 *) rules + params[i].offset;
      for (int j = 0; j < params[i].length; j++)
        if (p[j] < params[i].min || p[j] > params[i].max)
          {
            *key = params[i].key;
            *why = g_strdup_printf (_("%u is not from %u to %u"), p[j], params[i].min, params[i].max);
            return FALSE;
          }
    }
  if (rules->edition >= VIK_N_EDITIONS)
    {
      *key = "Edition";
      *why = g_strdup_printf (_("%u is not an edition"), rules->edition);
      return FALSE;
    }
  if (rules->road_min > rules->road_max)
    {
      *key = "RoadMax";
      *why = g_strdup_printf (_("%u is less than RoadMin (%u)"), rules->road_max, rules->road_min);
      return FALSE;
    }
  if (rules->build_min_distance > rules->build_max_distance)
    {
      *key = "BuildMaxDistance";
      *why = g_strdup_printf (_("%u is less than BuildMinDistance (%u)"),
                              rules->build_max_distance, rules->build_min_distance);
      return FALSE;
    }
  /* A City is a Town upgraded [8.2]: it keeps the Town's units and adds its
   * own [9.2].  A City supporting less than its Town would leave units on the
   * map that nothing supports. */
  for (int t = VIK_TERRAIN_PLAINS; t < VIK_N_TERRAINS; t++)
    for (int u = 0; u < VIK_N_UNIT_TYPES; u++)
      if (rules->city_support[t][u] < rules->town_support[u])
        {
          *key = "CitySupport";
          *why = g_strdup_printf (_("a City on %s supports fewer %s (%u) than a Town does (%u)"),
                                  vik_terrain_name ((VikTerrain) t), vik_unit_name ((VikUnitType) u),
                                  rules->city_support[t][u], rules->town_support[u]);
          return FALSE;
        }
  return TRUE;
}

void
vik_ruleset_support (const VikRuleset *rules,
                     VikSite site,
                     VikTerrain terrain,
                     guint counts[VIK_N_UNIT_TYPES])
{
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      if (site == VIK_SITE_TOWN)
        counts[t] += rules->town_support[t];
      else if (site == VIK_SITE_CITY)
        counts[t] += rules->city_support[terrain][t];
      else if (site == VIK_SITE_METROPOLIS)
        /* [16.6]: "an additional City-supported unit(s)": what the City adds
         * to the Town's support, once more (Grassland: 1 I + 2 C). */
        counts[t] += 2 * rules->city_support[terrain][t] - MIN (rules->town_support[t], rules->city_support[terrain][t]);
    }
}

/* ------------------------------------------------------- optional rules [16.0] */

static const struct {
  const char *id;
  const char *title;
  const char *summary;
} options[VIK_N_OPTIONS] = {
  [VIK_OPTION_TERRAIN_LEVELING] = { "terrain-leveling", N_("Terrain Leveling (16.1)"),
    N_("Forests and Mountains neither stop units nor give Defensive Terrain dice") },
  [VIK_OPTION_NO_EXPLORATION] = { "no-exploration", N_("No Exploration (16.2)"),
    N_("The whole map is face up from the start") },
  [VIK_OPTION_IMMEDIATE_EMPIRES] = { "immediate-empires", N_("Immediate Empires (16.3)"),
    N_("On a face-up map the players first only build and place units, turn by turn, until one of them cannot build") },
  [VIK_OPTION_LUCK_AVERAGING] = { "luck-averaging", N_("Luck Averaging (16.4)"),
    N_("In a battle a player may leave pairs of his dice unrolled for one sure hit each") },
  [VIK_OPTION_RELOCATION] = { "relocation", N_("Town/City Relocation (16.5)"),
    N_("Instead of building, a player may move one Town or City to an adjacent hex") },
  [VIK_OPTION_METROPOLISES] = { "metropolises", N_("Metropolises (16.6)"),
    N_("A City amid all five hex types (or the Capital) may become a Metropolis: 3 defence dice, more units") },
  [VIK_OPTION_FRIGATE_OPTIONS] = { "frigate-options", N_("Frigate Options (16.7)"),
    N_("Frigates move 8, pay 1 to load or unload a unit, unload into several hexes and support each other") },
  [VIK_OPTION_BALANCED_LAND] = { "balanced-land", N_("Balanced Land (15.3)"),
    N_("When one build or move reveals two or more adjacent water hexes, one of them is replaced by land") },
};

guint
vik_ruleset_movement (const VikRuleset *rules, VikUnitType type)
{
  if (type == VIK_UNIT_FRIGATE && vik_ruleset_has_option (rules, VIK_OPTION_FRIGATE_OPTIONS))
    return VIK_FRIGATE_OPTIONS_MOVEMENT;
  return rules->movement[type];
}

gboolean
vik_ruleset_has_option (const VikRuleset *rules, VikOption option)
{
  return (rules->options & (1u << option)) != 0;
}

const char *
vik_option_id (VikOption option)
{
  return options[option].id;
}

const char *
vik_option_title (VikOption option)
{
  return _(options[option].title);
}

const char *
vik_option_summary (VikOption option)
{
  return _(options[option].summary);
}

int
vik_option_lookup (const char *id)
{
  for (int i = 0; i < VIK_N_OPTIONS; i++)
    if (strcmp (id, options[i].id) == 0)
      return i;
  return -1;
}

char *
vik_options_to_string (guint32 bits)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < VIK_N_OPTIONS; i++)
    if (bits & (1u << i))
      g_string_append_printf (s, "%s%s", s->len ? "," : "", options[i].id);
  return g_string_free (s, FALSE);
}

gboolean
vik_options_parse (const char *text, guint32 *bits, char **bad)
{
  char **items = g_strsplit (text, ",", -1);
  gboolean ok = TRUE;

  *bits = 0;
  for (int i = 0; ok && items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      int o;

      if (*item == '\0')
        continue;
      o = vik_option_lookup (item);
      if (o < 0)
        {
          *bad = g_strdup (item);
          ok = FALSE;
        }
      else
        *bits |= 1u << o;
    }
  g_strfreev (items);
  return ok;
}

void
vik_ruleset_battle_setup (const VikRuleset *rules, VikBattleSetup *setup)
{
  setup->cavalry_dice = rules->attack_dice[VIK_UNIT_CAVALRY];
  setup->no_hex_side_dice = !rules->hex_side_dice;
  setup->no_defender_pre_fire = !rules->defender_pre_fire;
  setup->suppression = rules->suppression == VIK_SUPPRESS_R11 ? 0
                       : rules->suppression == VIK_SUPPRESS_UNIT_DICE ? 1 : 2;
}

char *
vik_edition_cite_text (VikEdition edition, const char *text)
{
  return vik_cite_message (vik_ruleset_edition (edition), text);
}

char *
vik_option_title_in (VikEdition edition, VikOption option)
{
  /* de-v1.1 [15.1]: Flache Welt, which also clears the line of sight. */
  if (edition == VIK_EDITION_DE_V1_1 && option == VIK_OPTION_TERRAIN_LEVELING)
    return g_strdup (_("Flat World (15.1)"));
  return vik_edition_cite_text (edition, vik_option_title (option));
}

char *
vik_option_summary_in (VikEdition edition, VikOption option)
{
  if (edition == VIK_EDITION_DE_V1_1 && option == VIK_OPTION_TERRAIN_LEVELING)
    return g_strdup (_("Terrain affects neither movement, line of sight nor combat"));
  return vik_edition_cite_text (edition, vik_option_summary (option));
}
