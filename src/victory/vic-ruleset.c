/* vic-ruleset.c: the Unit Data Chart and every other rule parameter of Victory
 * (see vic-ruleset.h; the decisions where the book gives no number are in
 * docs/victory-rules-notes.md). */
#include "config.h"

#include "vic-ruleset.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define U(turn, move, a, n, g, cost, max) { VIC_TURN_##turn, move, { a, n, g }, cost, max }

static const VicRuleset defaults = {
  .id = "victory",
  .units = {
    /*                                  turn   move A  N  G  cost max */
    [VIC_UNIT_FIGHTER]          = U (A,      3, 2, 0, 1, 2, 4),
    [VIC_UNIT_DIVE_BOMBER]      = U (B,      3, 1, 2, 2, 2, 4),
    [VIC_UNIT_TORPEDO_BOMBER]   = U (B,      2, 1, 3, 0, 2, 4),
    [VIC_UNIT_MEDIUM_BOMBER]    = U (B,      6, 1, 2, 1, 2, 4),
    [VIC_UNIT_HEAVY_BOMBER]     = U (B,      8, 1, 0, 2, 3, 4),
    [VIC_UNIT_SUBMARINE]        = U (B,      2, 0, 2, 0, 1, 4),
    [VIC_UNIT_CARRIER]          = U (C,      4, 1, 1, 0, 3, 4),
    [VIC_UNIT_BATTLESHIP]       = U (C,      3, 1, 3, 2, 3, 4),
    [VIC_UNIT_CRUISER]          = U (C,      4, 1, 2, 1, 2, 4),
    [VIC_UNIT_LIGHT_CRUISER]    = U (C,      4, 2, 1, 1, 2, 4),
    [VIC_UNIT_ARTILLERY]        = U (C,      1, 2, 1, 3, 2, 4),
    [VIC_UNIT_ARMOR]            = U (D,      3, 1, 0, 2, 2, 4),
    [VIC_UNIT_AIRBORNE]         = U (D,      2, 0, 0, 2, 2, 3),
    [VIC_UNIT_INFANTRY]         = U (E,      2, 1, 1, 2, 1, 4),
    [VIC_UNIT_AMPHIB]           = U (E,      2, 1, 1, 2, 1, 4),
    [VIC_UNIT_MARINES]          = U (E,      2, 1, 1, 2, 1, 4),
    [VIC_UNIT_MECHANIZED]       = U (E,      3, 1, 0, 2, 2, 4),
    [VIC_UNIT_MOUNTAIN]         = U (E,      2, 1, 0, 2, 1, 3),
    [VIC_UNIT_ENGINEER]         = U (E,      2, 1, 0, 1, 1, 4),
    [VIC_UNIT_RESOURCE]         = U (F,      0, 1, 0, 1, 0, 4),
    [VIC_UNIT_ELITE_FIGHTER]    = U (A,      3, 3, 0, 1, 3, 4),
    [VIC_UNIT_ELITE_BATTLESHIP] = U (C,      3, 2, 4, 2, 3, 4),
    [VIC_UNIT_ELITE_ARMOR]      = U (D,      3, 1, 0, 3, 3, 4),
    [VIC_UNIT_AIR_FACTORY]      = U (F,      0, 1, 1, 1, 1, 4),
    [VIC_UNIT_NAVAL_FACTORY]    = U (F,      0, 1, 1, 1, 1, 4),
    [VIC_UNIT_GROUND_FACTORY]   = U (F,      0, 1, 1, 1, 1, 4),
    [VIC_UNIT_ATOM_BOMB]        = U (B_PLUS, 0, 0, 0, 0, 3, 1),
    [VIC_UNIT_CAVALRY]          = U (E,      3, 1, 0, 2, 1, 4),
    [VIC_UNIT_COMMANDO]         = U (E,      2, 1, 1, 3, 2, 2),
    [VIC_UNIT_JET_FIGHTER]      = U (A_PLUS, 4, 3, 0, 1, 3, 4),
    [VIC_UNIT_RECON]            = U (D,      4, 1, 0, 1, 1, 3),
    [VIC_UNIT_ROCKET]           = U (ROCKET, 0, 0, 0, 4, 2, 2),
  },
  .ground_stacking = { 4, 3, 3, 2, 2, 0 },
  .ground_hexside = { 2, 2, 1, 1, 1, 0 },
  .naval_stacking_sea = 4,
  .naval_stacking_coastal = 2,
  .naval_hexside_sea = 2,
  .naval_hexside_coastal = 1,
  .road_hexside = 2,
  .river_hexside = 1,
  .air_stacking = 2,
  .airbase_capacity = 2,
  .minor_airfield_capacity = 1,
  .carrier_air_units = 2,
  .strategic_move = 6,
  .port_capacity = 2,
  .beachhead_capacity = 1,
  .mulberry_capacity = 2,
  .combat_rounds = 3,
  .paradrop_range = 4,
  .invasion_range = 2,
  .city_infantry_fire = 3,
  .mountain_fire = 3,
  .city_garrison = 2,
  .structure_hits = 2,
  .atom_hit_max = 5,
  .atom_range = 8,
  .rocket_range = 4,
  .max_blocks = 60,
  .options = 0,
};

#define PARAM(key, field, lo, hi) { key, VIC_PARAM_U8, G_STRUCT_OFFSET (VicRuleset, field), 1, lo, hi }
#define PARAM_ARRAY(key, field, n, lo, hi) { key, VIC_PARAM_U8_ARRAY, G_STRUCT_OFFSET (VicRuleset, field), n, lo, hi }

/* The ranges are what the engine holds: at most 4 players' blocks of at most
 * 4 steps, stacks counted in small numbers, dice faces 1-6.  The Unit Data
 * Chart has its own form ([Units], vic_unit_data_parse). */
static const VicRulesetParam params[] = {
  PARAM_ARRAY ("GroundStacking", ground_stacking, VIC_N_TERRAINS, 0, 6),
  PARAM_ARRAY ("GroundHexside", ground_hexside, VIC_N_TERRAINS, 0, 4),
  PARAM ("NavalStackingSea", naval_stacking_sea, 1, 6),
  PARAM ("NavalStackingCoastal", naval_stacking_coastal, 1, 6),
  PARAM ("NavalHexsideSea", naval_hexside_sea, 1, 4),
  PARAM ("NavalHexsideCoastal", naval_hexside_coastal, 1, 4),
  PARAM ("RoadHexside", road_hexside, 1, 4),
  PARAM ("RiverHexside", river_hexside, 1, 4),
  PARAM ("AirStacking", air_stacking, 1, 4),
  PARAM ("AirbaseCapacity", airbase_capacity, 1, 4),
  PARAM ("MinorAirfieldCapacity", minor_airfield_capacity, 1, 4),
  PARAM ("CarrierAirUnits", carrier_air_units, 0, 4),
  PARAM ("StrategicMove", strategic_move, 1, 12),
  PARAM ("PortCapacity", port_capacity, 1, 6),
  PARAM ("BeachheadCapacity", beachhead_capacity, 1, 6),
  PARAM ("MulberryCapacity", mulberry_capacity, 1, 6),
  PARAM ("CombatRounds", combat_rounds, 1, 6),
  PARAM ("ParadropRange", paradrop_range, 1, 12),
  PARAM ("InvasionRange", invasion_range, 1, 6),
  PARAM ("CityInfantryFire", city_infantry_fire, 0, 6),
  PARAM ("MountainFire", mountain_fire, 0, 6),
  PARAM ("CityGarrison", city_garrison, 0, 4),
  PARAM ("StructureHits", structure_hits, 1, 6),
  PARAM ("AtomHitMax", atom_hit_max, 0, 6),
  PARAM ("AtomRange", atom_range, 1, 12),
  PARAM ("RocketRange", rocket_range, 1, 12),
  PARAM ("MaxBlocks", max_blocks, 1, VIC_MAX_BLOCKS / VIC_MAX_PLAYERS),
};

const VicRuleset *
vic_ruleset_default (void)
{
  return &defaults;
}

const VicRulesetParam *
vic_ruleset_params (guint *n_params)
{
  *n_params = G_N_ELEMENTS (params);
  return params;
}

gboolean
vic_ruleset_validate (const VicRuleset *rules, const char **key, char **why)
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
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    {
      const VicUnitData *u = &rules->units[t];
      gboolean ok = u->turn < VIC_N_TURNS && u->move <= 12 && u->cost <= 9
        && u->max_steps >= 1 && u->max_steps <= VIC_MAX_STEPS;
      for (int g = 0; g < VIC_N_CLASSES; g++)
        ok = ok && u->fire[g] <= 6;
      if (!ok)
        {
          *key = vic_unit_key (t);
          *why = g_strdup (_("a Unit Data Chart line out of range: turn A-F, move 0-12, "
                             "firepower 0-6, cost 0-9, steps 1-4"));
          return FALSE;
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------------- chart lines */

static const char turn_codes[VIC_N_TURNS][4] = { "R", "A+", "A", "B+", "B", "C", "D", "E", "F" };

char *
vic_unit_data_to_string (const VicUnitData *d)
{
  char move[4];

  if (d->move == 0)
    g_strlcpy (move, "SM", sizeof move);
  else
    g_snprintf (move, sizeof move, "%u", d->move);
  return g_strdup_printf ("%s %s %u-%u-%u %u %u", turn_codes[MIN (d->turn, VIC_N_TURNS - 1)], move,
                          d->fire[0], d->fire[1], d->fire[2], d->cost, d->max_steps);
}

static gboolean
parse_small (const char *text, guint max, guint8 *out)
{
  if (text[0] < '0' || text[0] > '9' || (text[1] != '\0' && (text[2] != '\0' || text[1] < '0' || text[1] > '9')))
    return FALSE;
  *out = (guint8) (text[1] == '\0' ? text[0] - '0' : (text[0] - '0') * 10 + text[1] - '0');
  return *out <= max;
}

gboolean
vic_unit_data_parse (const char *text, VicUnitData *out)
{
  g_auto(GStrv) f = g_strsplit_set (text, " \t", -1);
  char *w[5];
  int n = 0;
  VicUnitData d = { 0 };
  g_auto(GStrv) fire = NULL;

  for (int i = 0; f[i] != NULL; i++)
    if (f[i][0] != '\0')
      {
        if (n == 5)
          return FALSE;
        w[n++] = f[i];
      }
  if (n != 5)
    return FALSE;
  d.turn = VIC_N_TURNS;
  for (int t = 0; t < VIC_N_TURNS; t++)
    if (g_ascii_strcasecmp (w[0], turn_codes[t]) == 0)
      d.turn = t;
  if (d.turn == VIC_N_TURNS)
    return FALSE;
  if (g_ascii_strcasecmp (w[1], "SM") == 0)
    d.move = 0;
  else if (!parse_small (w[1], 12, &d.move) || d.move == 0)
    return FALSE;
  fire = g_strsplit (w[2], "-", -1);
  if (g_strv_length (fire) != 3)
    return FALSE;
  for (int g = 0; g < 3; g++)
    if (!parse_small (fire[g], 6, &d.fire[g]))
      return FALSE;
  if (!parse_small (w[3], 9, &d.cost) || !parse_small (w[4], VIC_MAX_STEPS, &d.max_steps) || d.max_steps == 0)
    return FALSE;
  *out = d;
  return TRUE;
}

/* ---------------------------------------------------------------- options */

static const struct {
  const char *id;
  const char *title;
} options[VIC_N_OPTIONS] = {
  { "air-range", N_("Air Range (5.53)") },
  { "mandatory-first-round", N_("Mandatory 1st Round (6.5)") },
  { "regroups", N_("Regroups (6.5)") },
  { "pursuit-round", N_("Pursuit Combat Round (6.5)") },
  { "building-cadres", N_("Building Cadres (8.4)") },
  { "submarine-control", N_("Submarine Control (8.4)") },
  { "alternate-deployment", N_("Deployment three blocks at a time (1.4)") },
  { "factories", N_("Factories (9.1)") },
  { "storms", N_("Storms (9.4)") },
  { "destruction", N_("Destruction Markers (9.5)") },
  { "airfields", N_("Airfields (9.6)") },
  { "mulberries", N_("Mulberries (9.7)") },
  { "elite-units", N_("Elite units") },
  { "atom-bomb", N_("Atom Bomb") },
  { "cavalry", N_("Cavalry") },
  { "commando", N_("Commando") },
  { "jet-fighter", N_("Jet Fighter") },
  { "recon", N_("Recon") },
  { "rocket", N_("Rocket") },
};

gboolean
vic_ruleset_has_option (const VicRuleset *rules, VicOption option)
{
  return (rules->options >> option) & 1;
}

const char *
vic_option_id (VicOption option)
{
  g_return_val_if_fail (option < VIC_N_OPTIONS, "");
  return options[option].id;
}

const char *
vic_option_title (VicOption option)
{
  g_return_val_if_fail (option < VIC_N_OPTIONS, "");
  return _(options[option].title);
}

int
vic_option_lookup (const char *id)
{
  for (int i = 0; i < VIC_N_OPTIONS; i++)
    if (strcmp (options[i].id, id) == 0)
      return i;
  return -1;
}

char *
vic_options_to_string (guint32 bits)
{
  GString *s = g_string_new ("");

  for (int i = 0; i < VIC_N_OPTIONS; i++)
    if ((bits >> i) & 1)
      {
        if (s->len > 0)
          g_string_append_c (s, ',');
        g_string_append (s, options[i].id);
      }
  return g_string_free (s, FALSE);
}

gboolean
vic_options_parse (const char *text, guint32 *out, char **bad)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  guint32 bits = 0;

  for (int i = 0; parts[i] != NULL; i++)
    {
      char *id = g_strstrip (parts[i]);
      int o;

      if (id[0] == '\0')
        continue;
      o = vic_option_lookup (id);
      if (o < 0)
        {
          if (bad != NULL)
            *bad = g_strdup (id);
          return FALSE;
        }
      bits |= 1u << o;
    }
  *out = bits;
  return TRUE;
}

/* ---------------------------------------------------------------- unit types */

static const struct {
  const char *id;
  const char *key;
  const char *name;
  guint8 klass;
  gint8 option;
} types[VIC_N_UNIT_TYPES] = {
  [VIC_UNIT_FIGHTER] = { "FA", "Fighter", N_("Fighter"), VIC_CLASS_AIR, -1 },
  [VIC_UNIT_DIVE_BOMBER] = { "DB", "DiveBomber", N_("Dive Bomber"), VIC_CLASS_AIR, -1 },
  [VIC_UNIT_TORPEDO_BOMBER] = { "TB", "TorpedoBomber", N_("Torpedo Bomber"), VIC_CLASS_AIR, -1 },
  [VIC_UNIT_MEDIUM_BOMBER] = { "MB", "MediumBomber", N_("Medium Bomber"), VIC_CLASS_AIR, -1 },
  [VIC_UNIT_HEAVY_BOMBER] = { "HB", "HeavyBomber", N_("Heavy Bomber"), VIC_CLASS_AIR, -1 },
  [VIC_UNIT_SUBMARINE] = { "SS", "Submarine", N_("Submarine"), VIC_CLASS_NAVAL, -1 },
  [VIC_UNIT_CARRIER] = { "CV", "Carrier", N_("Carrier"), VIC_CLASS_NAVAL, -1 },
  [VIC_UNIT_BATTLESHIP] = { "BB", "Battleship", N_("Battleship"), VIC_CLASS_NAVAL, -1 },
  [VIC_UNIT_CRUISER] = { "CA", "Cruiser", N_("Cruiser"), VIC_CLASS_NAVAL, -1 },
  [VIC_UNIT_LIGHT_CRUISER] = { "CL", "LightCruiser", N_("Light Cruiser"), VIC_CLASS_NAVAL, -1 },
  [VIC_UNIT_ARTILLERY] = { "ART", "Artillery", N_("Artillery"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_ARMOR] = { "AR", "Armor", N_("Armor"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_AIRBORNE] = { "AB", "Airborne", N_("Airborne"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_INFANTRY] = { "IN", "Infantry", N_("Infantry"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_AMPHIB] = { "AM", "Amphib", N_("Amphibious Infantry"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_MARINES] = { "MA", "Marines", N_("Marines"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_MECHANIZED] = { "MK", "Mechanized", N_("Mechanized"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_MOUNTAIN] = { "MT", "Mountain", N_("Mountain"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_ENGINEER] = { "EN", "Engineer", N_("Engineer"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_RESOURCE] = { "RE", "Resource", N_("Resource"), VIC_CLASS_GROUND, -1 },
  [VIC_UNIT_ELITE_FIGHTER] = { "EFA", "EliteFighter", N_("Elite Fighter"), VIC_CLASS_AIR, VIC_OPTION_ELITE_UNITS },
  [VIC_UNIT_ELITE_BATTLESHIP] = { "EBB", "EliteBattleship", N_("Elite Battleship"), VIC_CLASS_NAVAL, VIC_OPTION_ELITE_UNITS },
  [VIC_UNIT_ELITE_ARMOR] = { "EAR", "EliteArmor", N_("Elite Armor"), VIC_CLASS_GROUND, VIC_OPTION_ELITE_UNITS },
  [VIC_UNIT_AIR_FACTORY] = { "AF", "AirFactory", N_("Air Factory"), VIC_CLASS_GROUND, VIC_OPTION_FACTORIES },
  [VIC_UNIT_NAVAL_FACTORY] = { "NF", "NavalFactory", N_("Naval Factory"), VIC_CLASS_GROUND, VIC_OPTION_FACTORIES },
  [VIC_UNIT_GROUND_FACTORY] = { "GF", "GroundFactory", N_("Ground Factory"), VIC_CLASS_GROUND, VIC_OPTION_FACTORIES },
  [VIC_UNIT_ATOM_BOMB] = { "ATB", "AtomBomb", N_("Atom Bomb"), VIC_CLASS_AIR, VIC_OPTION_ATOM_BOMB },
  [VIC_UNIT_CAVALRY] = { "CAV", "Cavalry", N_("Cavalry"), VIC_CLASS_GROUND, VIC_OPTION_CAVALRY },
  [VIC_UNIT_COMMANDO] = { "CO", "Commando", N_("Commando"), VIC_CLASS_GROUND, VIC_OPTION_COMMANDO },
  [VIC_UNIT_JET_FIGHTER] = { "JF", "JetFighter", N_("Jet Fighter"), VIC_CLASS_AIR, VIC_OPTION_JET_FIGHTER },
  [VIC_UNIT_RECON] = { "RC", "Recon", N_("Recon"), VIC_CLASS_GROUND, VIC_OPTION_RECON },
  [VIC_UNIT_ROCKET] = { "RK", "Rocket", N_("Rocket"), VIC_CLASS_GROUND, VIC_OPTION_ROCKET },
};

VicClass vic_unit_class (VicUnitType t) { return t < VIC_N_UNIT_TYPES ? types[t].klass : VIC_CLASS_GROUND; }
const char *vic_unit_id (VicUnitType t) { return t < VIC_N_UNIT_TYPES ? types[t].id : "?"; }
const char *vic_unit_key (VicUnitType t) { return t < VIC_N_UNIT_TYPES ? types[t].key : "?"; }
const char *vic_unit_name (VicUnitType t) { return t < VIC_N_UNIT_TYPES ? _(types[t].name) : "?"; }
int vic_unit_option (VicUnitType t) { return t < VIC_N_UNIT_TYPES ? types[t].option : -1; }

int
vic_unit_from_id (const char *id, gsize len)
{
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    if (strlen (types[t].id) == len && g_ascii_strncasecmp (types[t].id, id, len) == 0)
      return t;
  return -1;
}

char
vic_turn_letter (VicCombatTurn turn)
{
  static const char letters[] = "^aAbBCDEF";
  return turn < VIC_N_TURNS ? letters[turn] : '?';
}

const char *
vic_turn_name (VicCombatTurn turn)
{
  static const char *const names[VIC_N_TURNS] = { "Rocket", "A+", "A", "B+", "B", "C", "D", "E", "F" };
  return turn < VIC_N_TURNS ? names[turn] : "?";
}

gboolean
vic_unit_is_factory (VicUnitType t)
{
  return t == VIC_UNIT_AIR_FACTORY || t == VIC_UNIT_NAVAL_FACTORY || t == VIC_UNIT_GROUND_FACTORY;
}

gboolean
vic_unit_is_amphibious (VicUnitType t)
{
  return t == VIC_UNIT_MARINES || t == VIC_UNIT_AMPHIB || t == VIC_UNIT_COMMANDO;
}

gboolean
vic_unit_sea_restricted (VicUnitType t)
{
  return t == VIC_UNIT_MARINES;
}

gboolean
vic_unit_sm_only (VicUnitType t)
{
  return t == VIC_UNIT_RESOURCE || t == VIC_UNIT_ATOM_BOMB || t == VIC_UNIT_ROCKET;
}

gboolean
vic_unit_carrier_air (VicUnitType t)
{
  return t == VIC_UNIT_FIGHTER || t == VIC_UNIT_DIVE_BOMBER || t == VIC_UNIT_TORPEDO_BOMBER
      || t == VIC_UNIT_ELITE_FIGHTER || t == VIC_UNIT_JET_FIGHTER;
}

gboolean
vic_unit_loads_in_port (VicUnitType t)
{
  return t == VIC_UNIT_MEDIUM_BOMBER;
}

gboolean
vic_unit_has_fire (const VicRuleset *rules, VicUnitType type, VicClass group)
{
  return rules->units[type].fire[group] > 0;
}
