/* vik-ruleset.c: the editions' parameter tables (see vik-ruleset.h). */
#include "config.h"

#include "vik-ruleset.h"

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

#define PARAM(key, field) { key, VIK_PARAM_U8, G_STRUCT_OFFSET (VikRuleset, field), 1 }
#define PARAM_ARRAY(key, field, n) { key, VIK_PARAM_U8_ARRAY, G_STRUCT_OFFSET (VikRuleset, field), n }

static const VikRulesetParam params[] = {
  PARAM_ARRAY ("Movement", movement, VIK_N_UNIT_TYPES),
  PARAM_ARRAY ("TownSupport", town_support, VIK_N_UNIT_TYPES),
  PARAM_ARRAY ("CitySupport", city_support, VIK_N_TERRAINS * VIK_N_UNIT_TYPES),
  PARAM_ARRAY ("TerrainDefense", terrain_defense, VIK_N_TERRAINS),
  PARAM ("TownDefense", town_defense),
  PARAM ("CityDefense", city_defense),
  PARAM ("TownsPerBuild", towns_per_build),
  PARAM ("BuildMinDistance", build_min_distance),
  PARAM ("BuildMaxDistance", build_max_distance),
  PARAM ("CityRevealRadius", city_reveal_radius),
  PARAM ("StartHexes", start_hexes),
  PARAM ("StartWaterKept", start_water_kept),
  PARAM ("SecondTownMaxPlayers", second_town_max_players),
  PARAM ("RoadMin", road_min),
  PARAM ("RoadMax", road_max),
  PARAM ("FrigateCapacity", frigate_capacity),
  PARAM ("FrigateTurnCapacity", frigate_turn_capacity),
  PARAM ("HitMax", hit_max),
  PARAM ("SupplyHitMax", supply_hit_max),
  PARAM ("BombardRange", bombard_range),
  PARAM ("MaxLandAttackDice", max_land_attack_dice),
  PARAM ("MaxNavalAttackDice", max_naval_attack_dice),
  PARAM_ARRAY ("RacePoints", race_points, VIK_MAX_PLAYERS + 1),
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
  [VIK_OPTION_METROPOLISES] = { "metropolises", N_("Metropolises (16.6)"),
    N_("A City amid all five hex types (or the Capital) may become a Metropolis: 3 defence dice, more units") },
};

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
