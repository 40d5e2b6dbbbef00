/* vik-ruleset.c: the editions' parameter tables (see vik-ruleset.h). */
#include "config.h"

#include "vik-ruleset.h"
#include "vik-action.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const VikRuleset v2_1 = {
  .id = "v2.1",
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
};

#define PARAM(key, field, lo, hi) { key, VIK_PARAM_U8, G_STRUCT_OFFSET (VikRuleset, field), 1, lo, hi }
#define PARAM_ARRAY(key, field, n, lo, hi) { key, VIK_PARAM_U8_ARRAY, G_STRUCT_OFFSET (VikRuleset, field), n, lo, hi }

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
};

const VikRuleset *
vik_ruleset_v2_1 (void)
{
  return &v2_1;
}

const VikRuleset *
vik_ruleset_lookup (const char *id)
{
  if (id != NULL && strcmp (id, v2_1.id) == 0)
    return &v2_1;
  return NULL;
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
  [VIK_OPTION_SUBJUGATION] = { "subjugation", N_("Subjugation (16.8)"),
    N_("A captured Capital is handed back: its owner becomes the captor's Vassal, in a forced Alliance") },
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

/* ------------------------------------------------------- victory conditions [5.0] */

static const struct {
  const char *id;
  const char *title;
  const char *summary;
  int option;            /* the optional rule it needs, or -1 */
} victories[VIK_N_VICTORIES] = {
  { "standard", N_("Standard Conquest (5.1)"),
    N_("Win when every other player is eliminated or concedes"), -1 },
  { "subjugation", N_("Subjugation Conquest (5.2)"),
    N_("Win when every other player is your Vassal or concedes (needs Subjugation, 16.8)"),
    VIK_OPTION_SUBJUGATION },
  { "shorter", N_("Shorter Conquest (5.3)"),
    N_("The first captured Capital ends the game; the largest empire wins"), -1 },
  { "race", N_("Race for Dominance (5.4)"),
    N_("The first empire worth 13 to 18 points (by player count) wins"), -1 },
  { "doomsday", N_("The Doomsday Clock (5.5)"),
    N_("After the first City falls, a die each turn counts down to the end"), -1 },
  { "two-vassals", N_("Alliance Optional Victory (16.87)"),
    N_("Win by making Vassals of two players without losing your own Capital meanwhile (needs Subjugation, 16.8)"),
    VIK_OPTION_SUBJUGATION },
};

const char *
vik_victory_id (int index)
{
  g_return_val_if_fail (index >= 0 && index < VIK_N_VICTORIES, "");
  return victories[index].id;
}

const char *
vik_victory_title (int index)
{
  g_return_val_if_fail (index >= 0 && index < VIK_N_VICTORIES, "");
  return _(victories[index].title);
}

const char *
vik_victory_summary (int index)
{
  g_return_val_if_fail (index >= 0 && index < VIK_N_VICTORIES, "");
  return _(victories[index].summary);
}

int
vik_victory_lookup (const char *id)
{
  for (int i = 0; id != NULL && i < VIK_N_VICTORIES; i++)
    if (strcmp (id, victories[i].id) == 0)
      return i;
  return -1;
}

int
vik_victory_needed_option (int index)
{
  g_return_val_if_fail (index >= 0 && index < VIK_N_VICTORIES, -1);
  return victories[index].option;
}

gboolean
vik_victory_validate (guint victory, guint32 rule_options, char **why)
{
  if (victory >> VIK_N_VICTORIES)
    {
      *why = g_strdup (_("Unknown victory condition (5.0)"));
      return FALSE;
    }
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    if ((victory & (1u << i)) && victories[i].option >= 0 && !(rule_options & (1u << victories[i].option)))
      {
        /* Translators: a victory condition, then the optional rule it needs */
        *why = g_strdup_printf (_("%s needs the optional rule %s"), vik_victory_title (i),
                                vik_option_title (victories[i].option));
        return FALSE;
      }
  return TRUE;
}
