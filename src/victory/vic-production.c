/* vic-production.c: the Production Phase (8.0-8.4): each player in turn
 * (secretly, at one desk) spends the PP of his supplied Cities on new blocks
 * and steps, merges, splits and disbands (8.21) (8.22), converts Resources
 * (4.3); with the advanced rules, Factories (9.1), Bridges and Canals
 * repaired (9.5), Airfields (9.6) and Mulberries (9.7) built by Engineers. */
#include "config.h"

#include "vic-game-private.h"

static gboolean
factories (const VicCore *c)
{
  return vic_ruleset_has_option (&c->rules, VIC_OPTION_FACTORIES);
}

/* Who owns the City from the start of the game (8.4), or -1. */
static int
home_of (const VicGame *game, int hex)
{
  for (int p = 0; p < game->core.n_players; p++)
    if (vic_player_home (game, p, hex))
      return p;
  return VIC_NO_PLAYER;
}

static guint8 *
pp_of_class (VicCore *c, int hex, VicClass k)
{
  if (!factories (c))
    return &c->hexes[hex].pp_left;
  return k == VIC_CLASS_AIR ? &c->hexes[hex].pp_air : k == VIC_CLASS_NAVAL ? &c->hexes[hex].pp_naval
    : &c->hexes[hex].pp_left;
}

static int
pp_available (const VicCore *c, int hex, VicClass k)
{
  return *pp_of_class ((VicCore *) c, hex, k);
}

static VicClass
factory_class (VicUnitType t)
{
  return t == VIC_UNIT_AIR_FACTORY ? VIC_CLASS_AIR : t == VIC_UNIT_NAVAL_FACTORY ? VIC_CLASS_NAVAL : VIC_CLASS_GROUND;
}

/* The PP a block is paid from: its own class, Marines and Amphib from naval
 * PP (8.2 "Naval units, including Marines and Amphib"). */
static VicClass
paid_as (VicUnitType t)
{
  if (t == VIC_UNIT_MARINES || t == VIC_UNIT_AMPHIB)
    return VIC_CLASS_NAVAL;
  return vic_unit_class (t);
}

void
vic_production_begin (VicGame *game)
{
  VicCore *c = &game->core;
  const VicMap *map = game->map;
  guint8 (*supplied)[VIC_MAX_HEXES] = g_malloc0 (sizeof (guint8[VIC_MAX_PLAYERS][VIC_MAX_HEXES]));

  vic_supply_compute_all (game, supplied);
  for (int h = 0; h < map->n_hexes; h++)
    {
      VicHexState *hs = &c->hexes[h];
      int owner = hs->control, home = home_of (game, h);
      hs->pp_left = hs->pp_air = hs->pp_naval = 0;
      hs->flags &= ~VIC_HS_PRODUCED;
      if (!vic_map_is_city (map, h) || owner == VIC_NO_PLAYER || !supplied[owner][h] || vic_hex_is_battle (c, h))
        continue;
      if (!factories (c))
        {
          /* (8.1) its PP, +1 for a Home City in the Sleeping Giant (10.3). */
          hs->pp_left = map->pp[h] + (home != VIC_NO_PLAYER ? c->players[home].home_bonus : 0);
          continue;
        }
      /* (9.1) Factories replace City PP: each produces its own class. */
      for (int i = 0; i < c->n_slots; i++)
        {
          const VicBlock *b = &c->blocks[i];
          if (b->owner == owner && b->hex == h && vic_unit_is_factory (b->type))
            *pp_of_class (c, h, factory_class (b->type)) += b->steps;
        }
    }
  g_free (supplied);
}

static gboolean
is_mine (const VicCore *c, int block, int player)
{
  return block >= 0 && block < c->n_slots && c->blocks[block].owner == player;
}

static gboolean
unit_available (const VicCore *c, VicUnitType t, GError **error)
{
  int o = vic_unit_option (t);

  if (o >= 0 && !vic_ruleset_has_option (&c->rules, o))
    return vic_refuse (error, _("%s is an optional unit not used in this game"), vic_unit_name (t));
  return TRUE;
}

/* Room for one more block of the type in the City (5.2) (5.51). */
static gboolean
room_for (const VicGame *game, int player, VicUnitType t, int hex, GError **error)
{
  VicClass k = vic_unit_class (t);

  if (vic_unit_is_factory (t))
    return TRUE;
  if (k == VIC_CLASS_AIR)
    {
      if (vic_air_units_at (game, hex, player, VIC_NO_BLOCK) >= vic_airbase_capacity (game, hex, player))
        return vic_refuse (error, _("An Airbase holds at most two air units (5.51)"));
      return TRUE;
    }
  if (vic_stack_count (game, hex, player, k, VIC_NO_BLOCK) >= vic_stack_limit (game, hex, k))
    return vic_refuse (error, _("The City is fully stacked (5.2)"));
  return TRUE;
}

static gboolean
build_check (const VicGame *game, const VicAction *a, int player, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  VicUnitType t = a->group;
  int hex = a->hex;

  if (t >= VIC_N_UNIT_TYPES || !unit_available (c, t, error))
    return t < VIC_N_UNIT_TYPES ? FALSE : vic_refuse (error, _("No such unit type"));
  if (c->rules.units[t].cost == 0 || vic_unit_is_factory (t))
    return vic_refuse (error, _("%s blocks are not built (4.3) (9.1)"), vic_unit_name (t));
  if (hex < 0 || hex >= map->n_hexes || !vic_map_is_city (map, hex))
    return vic_refuse (error, _("New units can only be built in Cities (8.2)"));
  if (c->hexes[hex].control != player)
    return vic_refuse (error, _("The City is not yours (8.4)"));
  if (!vic_player_home (game, player, hex))
    return vic_refuse (error, _("New units are built only in Cities held from the beginning of the game (8.4)"));
  if (paid_as (t) == VIC_CLASS_NAVAL && (!vic_map_is_port (map, hex) || vic_port_blockaded (game, hex)))
    return vic_refuse (error, _("Naval units, Marines and Amphib are built only in coastal Cities not blockaded (8.2)"));
  if (t == VIC_UNIT_ATOM_BOMB)
    {
      gboolean ok = FALSE;
      for (int i = 0; i < c->n_slots && !ok; i++)
        ok = c->blocks[i].owner == player && c->blocks[i].hex == hex
          && c->blocks[i].type == VIC_UNIT_AIR_FACTORY && c->blocks[i].steps >= 3;
      if (!ok)
        return vic_refuse (error, _("Atom Bombs are built only in a 3 value Air Factory"));
    }
  if (pp_available (c, hex, paid_as (t)) < c->rules.units[t].cost)
    return vic_refuse (error, _("%s costs %u PP a step; the City has %d PP left (8.3)"),
                       vic_unit_name (t), c->rules.units[t].cost, pp_available (c, hex, paid_as (t)));
  if (c->players[player].n_blocks >= c->rules.max_blocks)
    return vic_refuse (error, _("You have no more blocks (%u)"), c->rules.max_blocks);
  return room_for (game, player, t, hex, error);
}

static gboolean
add_check (const VicGame *game, const VicAction *a, int player, GError **error)
{
  const VicCore *c = &game->core;
  const VicBlock *b = &c->blocks[a->block];
  int hex = b->hex;

  if (hex == VIC_NO_HEX || !vic_map_is_city (game->map, hex) || c->hexes[hex].control != player
      || b->carrier != VIC_NO_BLOCK || (b->flags & VIC_BLOCK_AT_SEA))
    return vic_refuse (error, _("Steps are added only to units in supplied Cities (8.2)"));
  if (b->steps >= vic_block_max_steps (c, b))
    return vic_refuse (error, _("The unit is at full strength (6.2)"));
  if ((b->flags & VIC_BLOCK_NEW) && vic_ruleset_has_option (&c->rules, VIC_OPTION_BUILDING_CADRES))
    return vic_refuse (error, _("A new unit is raised only to Cadre this turn (Building Cadres, 8.4)"));
  if (vic_unit_is_factory (b->type))
    {
      /* (9.1) A new Factory step costs 1 PP; the City's value is the most its Factories hold. */
      int total = 0;
      for (int i = 0; i < c->n_slots; i++)
        if (c->blocks[i].owner == player && c->blocks[i].hex == hex && vic_unit_is_factory (c->blocks[i].type))
          total += c->blocks[i].steps;
      if (total >= game->map->pp[hex])
        return vic_refuse (error, _("The City's Factories already reach its value (9.1)"));
      if (c->hexes[hex].pp_left + c->hexes[hex].pp_air + c->hexes[hex].pp_naval < 1)
        return vic_refuse (error, _("A Factory step costs 1 PP; the City has none left (9.1)"));
      return TRUE;
    }
  if (pp_available (c, hex, paid_as (b->type)) < c->rules.units[b->type].cost)
    return vic_refuse (error, _("%s costs %u PP a step; the City has %d PP left (8.3)"),
                       vic_unit_name (b->type), c->rules.units[b->type].cost, pp_available (c, hex, paid_as (b->type)));
  return TRUE;
}

static gboolean
engineer_check (const VicGame *game, const VicAction *a, int player, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  const VicBlock *b = &c->blocks[a->block];
  int hex = b->hex;

  if (b->type != VIC_UNIT_ENGINEER)
    return vic_refuse (error, _("Only Engineers build Airfields and Mulberries and repair Bridges (9.5-9.7)"));
  if (hex == VIC_NO_HEX || (b->flags & VIC_BLOCK_AT_SEA))
    return vic_refuse (error, _("The Engineer must be ashore (9.5-9.7)"));
  switch (a->kind)
    {
    case VIC_ACTION_AIRFIELD:
      if (!vic_ruleset_has_option (&c->rules, VIC_OPTION_AIRFIELDS))
        return vic_refuse (error, _("Airfields (9.6) are not used in this game"));
      if (map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN))
        return vic_refuse (error, _("Airfields are not built in City or Town hexes (9.6)"));
      if (c->hexes[hex].control != player)
        return vic_refuse (error, _("Airfields are built in a friendly hex (9.6)"));
      if (c->hexes[hex].airfield >= 2)
        return vic_refuse (error, _("The hex already has a Major Airfield (9.6)"));
      return TRUE;
    case VIC_ACTION_MULBERRY:
      if (!vic_ruleset_has_option (&c->rules, VIC_OPTION_MULBERRIES))
        return vic_refuse (error, _("Mulberries (9.7) are not used in this game"));
      if (!vic_map_is_coastal (map, hex) || vic_map_is_port (map, hex))
        return vic_refuse (error, _("A Mulberry is a port built on a coast without one (9.7)"));
      if (c->hexes[hex].control != player || (c->hexes[hex].flags & VIC_HS_MULBERRY))
        return vic_refuse (error, _("A Mulberry is built in a friendly hex without one (9.7)"));
      return TRUE;
    default:
      if (!vic_ruleset_has_option (&c->rules, VIC_OPTION_DESTRUCTION))
        return vic_refuse (error, _("Destruction Markers (9.5) are not used in this game"));
      if (a->hex < 0 || a->hex >= map->n_hexes)
        return vic_refuse (error, _("No such hex"));
      if (a->hex2 != VIC_NO_HEX)
        {
          int dir = vic_map_direction (map, a->hex, a->hex2);
          if (dir < 0 || !vic_side_destroyed (c, map, a->hex, dir))
            return vic_refuse (error, _("There is no destroyed Bridge there (9.5)"));
          if (hex != a->hex && hex != a->hex2)
            return vic_refuse (error, _("Engineers rebuild a Bridge from either hex next to it (9.5)"));
          if (!vic_friendly (c, c->hexes[a->hex].control, player) || !vic_friendly (c, c->hexes[a->hex2].control, player))
            return vic_refuse (error, _("A Bridge is rebuilt only if both its hexes are friendly (9.5)"));
          return TRUE;
        }
      if (!(c->hexes[a->hex].flags & VIC_HS_CANAL_DESTROYED))
        return vic_refuse (error, _("There is no destroyed Canal there (9.5)"));
      if (vic_map_distance (map, hex, a->hex) > 1 || !vic_friendly (c, c->hexes[a->hex].control, player))
        return vic_refuse (error, _("Engineers rebuild a friendly Canal from it or next to it (9.5)"));
      return TRUE;
    }
}

gboolean
vic_production_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];
  const VicBlock *b, *o;

  if (a->kind == VIC_ACTION_BUILD)
    return build_check (game, a, player, error);
  if (!is_mine (c, a->block, player))
    return vic_refuse (error, _("That is not one of your blocks"));
  b = &c->blocks[a->block];
  if (b->hex == VIC_NO_HEX)
    return vic_refuse (error, _("The block is not on the map"));
  switch (a->kind)
    {
    case VIC_ACTION_ADD:
      return add_check (game, a, player, error);
    case VIC_ACTION_MERGE:
      if (!is_mine (c, a->block2, player) || a->block2 == a->block)
        return vic_refuse (error, _("Merge two of your blocks (8.21)"));
      o = &c->blocks[a->block2];
      if (o->type != b->type || o->hex != b->hex || o->carrier != b->carrier
          || ((o->flags ^ b->flags) & (VIC_BLOCK_AT_SEA | VIC_BLOCK_BLOCKADE)))
        return vic_refuse (error, _("Units merge only with a unit of the exact same type in the same hex (8.21)"));
      if (vic_unit_is_factory (b->type))
        return vic_refuse (error, _("Factories do not merge (9.1)"));
      if (o->type == VIC_UNIT_CARRIER && vic_carrier_load (c, a->block2, NULL) > 0)
        return vic_refuse (error, _("A Carrier with aircraft aboard is not merged away (4.2)"));
      if (b->steps + o->steps > vic_block_max_steps (c, b))
        return vic_refuse (error, _("Merged units cannot exceed full strength (6.2) (8.21)"));
      return TRUE;
    case VIC_ACTION_SPLIT:
      if (b->steps < 2 || vic_unit_is_factory (b->type) || b->carrier != VIC_NO_BLOCK)
        return vic_refuse (error, _("A unit of two or more steps may be divided (8.21)"));
      if (b->type == VIC_UNIT_CARRIER && vic_carrier_load (c, a->block, NULL) > b->steps - 1)
        return vic_refuse (error, _("A Carrier's steps hold its aircraft's steps (4.2)"));
      if (c->players[player].n_blocks >= c->rules.max_blocks)
        return vic_refuse (error, _("You have no more blocks (%u)"), c->rules.max_blocks);
      if (vic_block_class (c, b) == VIC_CLASS_AIR)
        {
          if (vic_air_units_at (game, b->hex, player, VIC_NO_BLOCK) >= vic_airbase_capacity (game, b->hex, player))
            return vic_refuse (error, _("An Airbase holds at most two air units (5.51)"));
        }
      else if (vic_stack_count (game, b->hex, player, vic_block_class (c, b), VIC_NO_BLOCK)
               >= vic_stack_limit (game, b->hex, vic_block_class (c, b)))
        return vic_refuse (error, _("Units are divided subject to stacking (8.21)"));
      return TRUE;
    case VIC_ACTION_DISBAND:
      if (vic_unit_is_factory (b->type))
        return vic_refuse (error, _("Factories cannot be disbanded (9.1)"));
      if (b->type == VIC_UNIT_CARRIER && vic_carrier_load (c, a->block, NULL) > 0)
        return vic_refuse (error, _("A Carrier with aircraft aboard is not disbanded (4.2)"));
      return TRUE;
    case VIC_ACTION_CONVERT:
      if (b->type != VIC_UNIT_RESOURCE)
        return vic_refuse (error, _("Only Resource blocks convert to PP (4.3)"));
      if (!vic_map_is_city (game->map, b->hex) || c->hexes[b->hex].control != player)
        return vic_refuse (error, _("Resources convert to PP in a friendly City (4.3)"));
      return TRUE;
    case VIC_ACTION_EXCHANGE:
      if (!vic_unit_is_factory (b->type) || a->group >= VIC_N_UNIT_TYPES || !vic_unit_is_factory (a->group)
          || a->group == b->type)
        return vic_refuse (error, _("A Factory is exchanged for a Factory of another type (9.1)"));
      if (c->hexes[b->hex].flags & VIC_HS_PRODUCED)
        return vic_refuse (error, _("Factories are exchanged only if no production is done (9.1)"));
      if (a->group == VIC_UNIT_NAVAL_FACTORY && !vic_map_is_port (game->map, b->hex))
        return vic_refuse (error, _("Naval Factories must be located in coastal Cities (9.1)"));
      return TRUE;
    default:
      return engineer_check (game, a, player, error);
    }
}

void
vic_production_legal (const VicGame *game, GArray *out)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int player = c->order[c->turn_index];

  for (int h = 0; h < map->n_hexes; h++)
    {
      if (!vic_map_is_city (map, h) || c->hexes[h].control != player)
        continue;
      if (c->hexes[h].pp_left + c->hexes[h].pp_air + c->hexes[h].pp_naval == 0)
        continue;
      for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
        {
          VicAction a = vic_action_make (VIC_ACTION_BUILD);
          a.group = t;
          a.hex = h;
          if (build_check (game, &a, player, NULL))
            g_array_append_val (out, a);
        }
    }
  for (int i = 0; i < c->n_slots; i++)
    {
      static const VicActionKind kinds[] = {
        VIC_ACTION_ADD, VIC_ACTION_SPLIT, VIC_ACTION_DISBAND, VIC_ACTION_CONVERT,
        VIC_ACTION_AIRFIELD, VIC_ACTION_MULBERRY,
      };
      const VicBlock *b = &c->blocks[i];
      if (b->owner != player || b->hex == VIC_NO_HEX)
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          VicAction a = vic_action_make (kinds[k]);
          if ((kinds[k] == VIC_ACTION_CONVERT && b->type != VIC_UNIT_RESOURCE)
              || ((kinds[k] == VIC_ACTION_AIRFIELD || kinds[k] == VIC_ACTION_MULBERRY) && b->type != VIC_UNIT_ENGINEER)
              || (kinds[k] == VIC_ACTION_ADD && !vic_map_is_city (map, b->hex)))
            continue;
          a.block = i;
          if (vic_production_check (game, &a, NULL))
            g_array_append_val (out, a);
        }
      for (int j = 0; j < c->n_slots; j++)
        if (j != i && c->blocks[j].owner == player && c->blocks[j].type == b->type && c->blocks[j].hex == b->hex)
          {
            VicAction a = vic_action_make (VIC_ACTION_MERGE);
            a.block = i;
            a.block2 = j;
            if (vic_production_check (game, &a, NULL))
              g_array_append_val (out, a);
          }
      if (vic_unit_is_factory (b->type))
        for (int t = VIC_UNIT_AIR_FACTORY; t <= VIC_UNIT_GROUND_FACTORY; t++)
          {
            VicAction a = vic_action_make (VIC_ACTION_EXCHANGE);
            a.block = i;
            a.group = t;
            if (vic_production_check (game, &a, NULL))
              g_array_append_val (out, a);
          }
      if (b->type == VIC_UNIT_ENGINEER && vic_ruleset_has_option (&c->rules, VIC_OPTION_DESTRUCTION))
        for (int d = -1; d < 6; d++)
          {
            int h = d < 0 ? b->hex : map->neighbors[b->hex][d];
            if (h == VIC_NO_HEX)
              continue;
            for (int e = 0; e < 6; e++)
              {
                VicAction a = vic_action_make (VIC_ACTION_REPAIR);
                int m = map->neighbors[h][e];
                if (m == VIC_NO_HEX || (h != b->hex) || m < 0)
                  continue;
                a.block = i;
                a.hex = h;
                a.hex2 = m;
                if (vic_production_check (game, &a, NULL))
                  g_array_append_val (out, a);
              }
            {
              VicAction a = vic_action_make (VIC_ACTION_REPAIR);
              a.block = i;
              a.hex = h;
              if (vic_production_check (game, &a, NULL))
                g_array_append_val (out, a);
            }
          }
    }
}

static void
spend (VicCore *c, int hex, VicClass k, int pp)
{
  guint8 *pool = pp_of_class (c, hex, k);

  *pool -= MIN (*pool, pp);
  c->hexes[hex].flags |= VIC_HS_PRODUCED;
}

/* An Engineer's step goes into the work (9.5-9.7). */
static void
engineer_step (VicGame *game, int block)
{
  VicBlock *b = &game->core.blocks[block];

  if (b->steps <= 1)
    vic_block_remove (game, block);
  else
    b->steps--;
}

void
vic_production_apply (VicGame *game, const VicAction *a)
{
  VicCore *c = &game->core;
  const VicMap *map = game->map;
  int player = c->order[c->turn_index];
  VicBlock *b = a->block >= 0 ? &c->blocks[a->block] : NULL;

  switch (a->kind)
    {
    case VIC_ACTION_BUILD:
      {
        int block = vic_block_add (game, player, a->group, 1, a->hex);
        spend (c, a->hex, paid_as (a->group), c->rules.units[a->group].cost);
        c->blocks[block].flags |= VIC_BLOCK_NEW;
        vic_emit (game, VIC_EVENT_BUILT, player, block, a->hex, VIC_NO_HEX, 1, VIC_ALL_PLAYERS (c));
        vic_control_update (game, a->hex);
        break;
      }
    case VIC_ACTION_ADD:
      if (vic_unit_is_factory (b->type))
        {
          VicHexState *hs = &c->hexes[b->hex];
          guint8 *pool = hs->pp_left > 0 ? &hs->pp_left : hs->pp_air > 0 ? &hs->pp_air : &hs->pp_naval;
          (*pool)--;
          hs->flags |= VIC_HS_PRODUCED;
          /* The new step produces from the next production phase. */
        }
      else
        spend (c, b->hex, paid_as (b->type), c->rules.units[b->type].cost);
      b->steps++;
      b->revealed = vic_team_mask (c, player);
      vic_emit (game, VIC_EVENT_BUILT, player, a->block, b->hex, VIC_NO_HEX, b->steps, vic_team_mask (c, player));
      break;
    case VIC_ACTION_MERGE:
      {
        VicBlock *o = &c->blocks[a->block2];
        int moved = MIN (o->steps, vic_block_max_steps (c, b) - b->steps);
        b->steps += moved;
        o->steps -= moved;
        b->revealed = o->revealed = vic_team_mask (c, player);
        if (o->steps == 0)
          vic_block_remove (game, a->block2);
        break;
      }
    case VIC_ACTION_SPLIT:
      {
        int hex = b->hex;
        VicUnitType t = b->type;
        /* Both parts of a face-up blockader stay face up, blockading (6.8). */
        guint16 keep = b->flags & (VIC_BLOCK_AT_SEA | VIC_BLOCK_BLOCKADE | VIC_BLOCK_FACE_UP);
        int block;
        b->steps--;
        b->revealed = (b->flags & VIC_BLOCK_FACE_UP) ? VIC_ALL_PLAYERS (c) : vic_team_mask (c, player);
        block = vic_block_add (game, player, t, 1, hex);
        vic_block_unlink (c, block);
        c->blocks[block].flags |= keep | VIC_BLOCK_MOVED;
        if (keep & VIC_BLOCK_FACE_UP)
          c->blocks[block].revealed = VIC_ALL_PLAYERS (c);
        vic_block_link (c, block);
        break;
      }
    case VIC_ACTION_DISBAND:
      vic_emit_eliminated (game, a->block, player, b->hex);
      vic_block_remove (game, a->block);
      break;
    case VIC_ACTION_CONVERT:
      {
        int hex = b->hex, steps = b->steps;
        /* Steps times the City's value (4.3), or each Factory's (9.1). */
        if (!factories (c))
          c->hexes[hex].pp_left = MIN (255, c->hexes[hex].pp_left + steps * map->pp[hex]);
        else
          for (int i = 0; i < c->n_slots; i++)
            if (c->blocks[i].owner == player && c->blocks[i].hex == hex && vic_unit_is_factory (c->blocks[i].type))
              {
                guint8 *pool = pp_of_class (c, hex, factory_class (c->blocks[i].type));
                *pool = MIN (255, *pool + steps * c->blocks[i].steps);
              }
        vic_block_remove (game, a->block);
        break;
      }
    case VIC_ACTION_AIRFIELD:
      c->hexes[b->hex].airfield++;
      vic_emit (game, VIC_EVENT_AIRFIELD_BUILT, player, a->block, b->hex, VIC_NO_HEX, c->hexes[b->hex].airfield,
                VIC_ALL_PLAYERS (c));
      engineer_step (game, a->block);
      break;
    case VIC_ACTION_MULBERRY:
      c->hexes[b->hex].flags |= VIC_HS_MULBERRY;
      vic_emit (game, VIC_EVENT_MULBERRY_BUILT, player, a->block, b->hex, VIC_NO_HEX, 1, VIC_ALL_PLAYERS (c));
      engineer_step (game, a->block);
      break;
    case VIC_ACTION_REPAIR:
      if (a->hex2 != VIC_NO_HEX)
        {
          int dir = vic_map_direction (map, a->hex, a->hex2);
          int hex = a->hex;
          if (dir > VIK_DIR_SE)
            {
              hex = a->hex2;
              dir -= 3;
            }
          c->hexes[hex].side_damage[dir] = 0;
        }
      else
        {
          c->hexes[a->hex].flags &= ~VIC_HS_CANAL_DESTROYED;
          c->hexes[a->hex].damage &= 0x0f;
        }
      vic_emit (game, VIC_EVENT_REPAIRED, player, a->block, a->hex, a->hex2, 0, VIC_ALL_PLAYERS (c));
      engineer_step (game, a->block);
      break;
    case VIC_ACTION_EXCHANGE:
      /* (9.1) any Factory for a 0 PP one of another type: that is the City's production. */
      b->type = a->group;
      b->steps = 0;
      b->revealed = vic_team_mask (c, player);
      c->hexes[b->hex].flags |= VIC_HS_PRODUCED;
      c->hexes[b->hex].pp_left = c->hexes[b->hex].pp_air = c->hexes[b->hex].pp_naval = 0;
      b->serial = 0;
      {
        /* A fresh number for the new type. */
        guint64 used = 0;
        for (int i = 0; i < c->n_slots; i++)
          if (c->blocks[i].owner == player && c->blocks[i].type == a->group && c->blocks[i].serial < 64)
            used |= G_GUINT64_CONSTANT (1) << c->blocks[i].serial;
        for (int s = 1; s < 64; s++)
          if (!(used & (G_GUINT64_CONSTANT (1) << s)))
            {
              b->serial = s;
              break;
            }
      }
      break;
    default:
      break;
    }
}
