/* vic-deploy.c: setting up (1.4) the starting forces of the scenarios (10.1-10.4):
 * random units at full strength drawn from the box, or forces bought with PP,
 * deployed upright in friendly Cities and Towns within the stacking limits,
 * at least two units in each City; optionally three blocks at a time
 * (Fog of War sidebar). */
#include "config.h"

#include "vic-game-private.h"

#include <string.h>

/* The blocks random forces are drawn from (10.1), per player: the base
 * game's unit types in the proportions of the blocksets (decided in
 * docs/victory-rules-notes.md; a scenario may give its own pool). */
static const guint8 default_pool[VIC_N_UNIT_TYPES] = {
  [VIC_UNIT_FIGHTER] = 4, [VIC_UNIT_DIVE_BOMBER] = 2, [VIC_UNIT_TORPEDO_BOMBER] = 1,
  [VIC_UNIT_MEDIUM_BOMBER] = 2, [VIC_UNIT_HEAVY_BOMBER] = 1, [VIC_UNIT_SUBMARINE] = 3,
  [VIC_UNIT_CARRIER] = 1, [VIC_UNIT_BATTLESHIP] = 2, [VIC_UNIT_CRUISER] = 2,
  [VIC_UNIT_LIGHT_CRUISER] = 1, [VIC_UNIT_ARTILLERY] = 2, [VIC_UNIT_ARMOR] = 4,
  [VIC_UNIT_AIRBORNE] = 1, [VIC_UNIT_INFANTRY] = 8, [VIC_UNIT_AMPHIB] = 1, [VIC_UNIT_MARINES] = 2,
  [VIC_UNIT_MECHANIZED] = 2, [VIC_UNIT_MOUNTAIN] = 1, [VIC_UNIT_ENGINEER] = 2,
};

static gboolean
pool_empty (const guint8 *pool)
{
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    if (pool[t] > 0)
      return FALSE;
  return TRUE;
}

void
vic_deploy_setup (VicGame *game, const VicGameOptions *options)
{
  VicCore *c = &game->core;

  memcpy (c->pool, pool_empty (options->pool) ? default_pool : options->pool, sizeof c->pool);
  for (int p = 0; p < c->n_players; p++)
    {
      VicPlayer *pl = &c->players[p];

      pl->forces = options->forces[p];
      if (pl->forces == VIC_FORCES_CUSTOM)
        {
          pl->budget = CLAMP (options->force_pp[p], 0, 999);
          continue;
        }
      {
        /* Drawn without replacement from the player's own box of blocks. */
        guint8 box[VIC_N_UNIT_TYPES];
        int left = 0;
        int wanted = CLAMP (options->force_units[p], 0, c->rules.max_blocks);

        int naval_room = 0, marine_room = 0, naval = 0, marines = 0;

        /* Only what the player's ports can take is drawn: a block that could
         * not be deployed goes back in the box (docs/victory-rules-notes.md). */
        for (int h = 0; h < game->map->n_hexes; h++)
          if (vic_map_is_port (game->map, h) && vic_player_home (game, p, h))
            {
              naval_room += vic_stack_limit (game, h, VIC_CLASS_NAVAL);
              marine_room += vic_stack_limit (game, h, VIC_CLASS_GROUND);
            }
        memcpy (box, c->pool, sizeof box);
        for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
          left += box[t];
        for (int i = 0; i < wanted && left > 0;)
          {
            int k = (int) vik_rng_below (&c->rng, left);
            int t = 0;
            while (k >= box[t])
              k -= box[t++];
            box[t]--;
            left--;
            if (vic_unit_class (t) == VIC_CLASS_NAVAL && naval >= naval_room)
              continue;
            if (vic_unit_sea_restricted (t) && marines >= marine_room / 2)
              continue;
            naval += vic_unit_class (t) == VIC_CLASS_NAVAL;
            marines += vic_unit_sea_restricted (t);
            vic_block_add (game, p, t, c->rules.units[t].max_steps, VIC_NO_HEX);
            i++;
          }
      }
    }
}

gboolean
vic_deploy_room_check (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;

  for (int p = 0; p < c->n_players; p++)
    {
      int sites = 0, room[VIC_N_CLASSES] = { 0 }, units[VIC_N_CLASSES] = { 0 };

      for (int h = 0; h < map->n_hexes; h++)
        {
          if (!(map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN)) || !vic_player_home (game, p, h))
            continue;
          sites++;
          room[VIC_CLASS_GROUND] += vic_stack_limit (game, h, VIC_CLASS_GROUND);
          room[VIC_CLASS_AIR] += c->rules.airbase_capacity;
          if (vic_map_is_port (map, h))
            room[VIC_CLASS_NAVAL] += vic_stack_limit (game, h, VIC_CLASS_NAVAL);
        }
      if (sites == 0)
        {
          g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                       _("Player %d's maps have no City or Town: starting locations are restricted to Cities and "
                         "Towns (1.4)"), p + 1);
          return FALSE;
        }
      if (c->players[p].forces != VIC_FORCES_RANDOM)
        continue;
      for (int i = 0; i < c->n_slots; i++)
        if (c->blocks[i].owner == p && c->blocks[i].hex == VIC_NO_HEX)
          units[vic_unit_class (c->blocks[i].type)]++;
      for (int k = 0; k < VIC_N_CLASSES; k++)
        if (units[k] > room[k])
          {
            g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS,
                         _("Player %d's Cities and Towns cannot hold his starting forces within the stacking "
                           "limits (1.4)"), p + 1);
            return FALSE;
          }
    }
  return TRUE;
}

static int
undeployed (const VicCore *c, int player)
{
  int n = 0;

  for (int i = 0; i < c->n_slots; i++)
    if (c->blocks[i].owner == player && c->blocks[i].hex == VIC_NO_HEX)
      n++;
  return n;
}

static int
home_cities (const VicGame *game, int player)
{
  int n = 0;

  for (int h = 0; h < game->map->n_hexes; h++)
    if (vic_map_is_city (game->map, h) && vic_player_home (game, player, h))
      n++;
  return n;
}

/* (1.4) "At least two units must be deployed in each city", as far as the
 * forces allow: with fewer units than twice the Cities, as many in each as
 * an even spread gives (docs/victory-rules-notes.md). */
static int cheapest_cost (const VicCore *c);
static int factory_blocks (const VicCore *c, int player, int hex);

/* The most blocks of a random force each City could hold, up to `most`:
 * ships and Marines only in the port Cities' room, and no more of them in a
 * City than its garrison (docs/victory-rules-notes.md). */
static int
random_garrison (const VicGame *game, int player, int cities, int most)
{
  const VicCore *c = &game->core;
  int naval = 0, marines = 0, flexible = 0, naval_room = 0, marine_room = 0;

  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner != player || vic_unit_is_factory (b->type))
        continue;
      if (vic_unit_class (b->type) == VIC_CLASS_NAVAL)
        naval++;
      else if (vic_unit_sea_restricted (b->type))
        marines++;
      else
        flexible++;
    }
  for (int h = 0; h < game->map->n_hexes; h++)
    if (vic_map_is_city (game->map, h) && vic_map_is_port (game->map, h) && vic_player_home (game, player, h))
      {
        naval_room += vic_stack_limit (game, h, VIC_CLASS_NAVAL);
        marine_room += vic_stack_limit (game, h, VIC_CLASS_GROUND);
      }
  for (int n = most; n > 0; n--)
    {
      int port_cap = 0, fill;
      for (int h = 0; h < game->map->n_hexes; h++)
        if (vic_map_is_city (game->map, h) && vic_map_is_port (game->map, h) && vic_player_home (game, player, h))
          port_cap += MIN (n, vic_stack_limit (game, h, VIC_CLASS_NAVAL) + vic_stack_limit (game, h, VIC_CLASS_GROUND));
      fill = MIN (port_cap, MIN (naval, naval_room) + MIN (marines, marine_room));
      if (flexible + fill >= n * cities)
        return n;
    }
  return 0;
}

static int
garrison_needed (const VicGame *game, int player)
{
  const VicCore *c = &game->core;
  int cities = home_cities (game, player);

  if (cities == 0)
    return 0;
  if (c->players[player].forces == VIC_FORCES_CUSTOM)
    {
      /* as many as the PP left buy, and the blocks left hold (a ruleset may allow few) */
      int more = MIN (c->players[player].budget / cheapest_cost (c),
                      MAX (0, (int) c->rules.max_blocks - c->players[player].n_blocks));
      return MIN ((int) c->rules.city_garrison, (c->players[player].n_blocks + more) / cities);
    }
  return random_garrison (game, player, cities, c->rules.city_garrison);
}

/* PP a custom force must keep to garrison the Cities still short, after
 * buying `steps` of `type` in hex. */
static int
garrison_cost (const VicGame *game, int player, int type, int steps, int hex)
{
  int need = garrison_needed (game, player), missing = 0;

  for (int h = 0; h < game->map->n_hexes; h++)
    if (vic_map_is_city (game->map, h) && vic_player_home (game, player, h))
      missing += MAX (0, need - game->core.hexes[h].count[player] + factory_blocks (&game->core, player, h) - (h == hex));
  return missing * cheapest_cost (&game->core);
}

/* Blocks still missing from the player's Cities' garrisons. */
static int
garrison_missing (const VicGame *game, int player, int need)
{
  int missing = 0;

  for (int h = 0; h < game->map->n_hexes; h++)
    if (vic_map_is_city (game->map, h) && vic_player_home (game, player, h))
      missing += MAX (0, need - game->core.hexes[h].count[player] + factory_blocks (&game->core, player, h));
  return missing;
}

static int
cheapest_cost (const VicCore *c)
{
  int best = 9;

  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    {
      int o = vic_unit_option (t);
      if (c->rules.units[t].cost > 0 && (o < 0 || vic_ruleset_has_option (&c->rules, o))
          && !vic_unit_is_factory (t) && t != VIC_UNIT_ATOM_BOMB && vic_unit_class (t) == VIC_CLASS_GROUND)
        best = MIN (best, c->rules.units[t].cost);
    }
  return best;
}

/* Where a block of this type may start: a friendly City or Town of the
 * player's own maps (1.4) (10.0), within the stacking limits; ships and
 * Marines in ports (4.2) (4.3). */
static gboolean
place_ok (const VicGame *game, int player, VicUnitType type, int hex, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  VicClass k = vic_unit_class (type);

  if (!(map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN)) || !vic_player_home (game, player, hex))
    return vic_refuse (error, _("Units start in friendly Cities and Towns (1.4)"));
  if ((k == VIC_CLASS_NAVAL || vic_unit_sea_restricted (type)) && !vic_map_is_port (map, hex))
    return vic_refuse (error, _("Naval units and Marines start in ports (4.2)"));
  if (k == VIC_CLASS_AIR)
    {
      if (vic_air_units_at (game, hex, player, VIC_NO_BLOCK) >= vic_airbase_capacity (game, hex, player))
        return vic_refuse (error, _("An Airbase holds at most two air units (5.51)"));
    }
  else if (vic_stack_count (game, hex, player, k, VIC_NO_BLOCK) >= vic_stack_limit (game, hex, k))
    return vic_refuse (error, _("The hex is fully stacked (5.2)"));
  (void) c;
  return TRUE;
}

static int
factory_blocks (const VicCore *c, int player, int hex)
{
  int n = 0;

  for (int i = 0; i < c->n_slots; i++)
    n += c->blocks[i].owner == player && c->blocks[i].hex == hex && vic_unit_is_factory (c->blocks[i].type);
  return n;
}

/* Could the player still deploy everything, and garrison every City (1.4),
 * after putting a block of `type` in `hex` (type < 0: nothing more put)?
 * Ships need room in ports, Marines room ashore in ports, and the other
 * blocks must be enough for the Cities still short of their garrison. */
static gboolean
garrison_ok (const VicGame *game, int player, int type, int hex, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int need = garrison_needed (game, player);
  int naval = 0, marines = 0, flexible = 0, naval_room = 0, marine_room = 0, missing = 0, port_fill = 0;

  if (c->players[player].forces == VIC_FORCES_CUSTOM)
    {
      int left = c->players[player].budget - (type >= 0 ? c->rules.units[type].cost * 1 : 0);
      flexible = MAX (0, left) / cheapest_cost (c);
    }
  else
    for (int i = 0; i < c->n_slots; i++)
      {
        const VicBlock *b = &c->blocks[i];
        if (b->owner != player || b->hex != VIC_NO_HEX)
          continue;
        if (vic_unit_class (b->type) == VIC_CLASS_NAVAL)
          naval++;
        else if (vic_unit_sea_restricted (b->type))
          marines++;
        else
          flexible++;
      }
  if (type >= 0 && c->players[player].forces != VIC_FORCES_CUSTOM)
    {
      if (vic_unit_class (type) == VIC_CLASS_NAVAL)
        naval--;
      else if (vic_unit_sea_restricted (type))
        marines--;
      else
        flexible--;
    }
  for (int h = 0; h < map->n_hexes; h++)
    {
      int here, short_here;
      if (!vic_player_home (game, player, h))
        continue;
      here = c->hexes[h].count[player] - (vic_map_is_city (map, h) ? factory_blocks (c, player, h) : 0) + (h == hex);
      short_here = vic_map_is_city (map, h) ? MAX (0, need - here) : 0;
      missing += short_here;
      if (vic_map_is_port (map, h))
        {
          int nv = vic_stack_count (game, h, player, VIC_CLASS_NAVAL, VIC_NO_BLOCK);
          int gr = vic_stack_count (game, h, player, VIC_CLASS_GROUND, VIC_NO_BLOCK);
          if (h == hex && type >= 0)
            {
              nv += vic_unit_class (type) == VIC_CLASS_NAVAL;
              gr += vic_unit_class (type) == VIC_CLASS_GROUND;
            }
          naval_room += MAX (0, vic_stack_limit (game, h, VIC_CLASS_NAVAL) - nv);
          marine_room += MAX (0, vic_stack_limit (game, h, VIC_CLASS_GROUND) - gr);
          /* Ships and Marines may fill a port City's garrison. */
          port_fill += MIN (short_here, MAX (0, vic_stack_limit (game, h, VIC_CLASS_NAVAL) - nv)
                                        + MAX (0, vic_stack_limit (game, h, VIC_CLASS_GROUND) - gr));
        }
    }
  port_fill = MIN (port_fill, naval + marines);
  if (naval > naval_room || marines > marine_room || missing > flexible + port_fill)
    return vic_refuse (error, _("At least two units must be deployed in each City (1.4), and ships in ports"));
  return TRUE;
}

/* Factory steps of the player in a City (9.1). */
static int
factory_steps (const VicCore *c, int player, int hex)
{
  int n = 0;

  for (int i = 0; i < c->n_slots; i++)
    if (c->blocks[i].owner == player && c->blocks[i].hex == hex && vic_unit_is_factory (c->blocks[i].type))
      n += c->blocks[i].steps;
  return n;
}

/* (9.1) "Factories start play allocated by their owner to satisfy the PP
 * values of their cities": placed free in the deployment. */
static gboolean
factory_check (const VicGame *game, const VicAction *a, int player, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;

  if (!vic_ruleset_has_option (&c->rules, VIC_OPTION_FACTORIES))
    return vic_refuse (error, _("Factories (9.1) are not used in this game"));
  if (!vic_map_is_city (map, a->hex) || !vic_player_home (game, player, a->hex))
    return vic_refuse (error, _("Factories may only be placed in Cities (9.1)"));
  if (a->group == VIC_UNIT_NAVAL_FACTORY && !vic_map_is_port (map, a->hex))
    return vic_refuse (error, _("Naval Factories must be located in coastal Cities (9.1)"));
  if (a->steps < 1 || factory_steps (c, player, a->hex) + a->steps > map->pp[a->hex])
    return vic_refuse (error, _("The City's value (%u PP) is the most its Factories may total (9.1)"),
                       map->pp[a->hex]);
  if (c->players[player].n_blocks >= c->rules.max_blocks)
    return vic_refuse (error, _("You have no more blocks (%u)"), c->rules.max_blocks);
  return TRUE;
}

static gboolean
my_turn (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;

  if (c->players[c->order[c->turn_index]].done)
    return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("%s has finished deploying"),
                            c->players[c->order[c->turn_index]].name);
  return TRUE;
}

gboolean
vic_deploy_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];

  if (!my_turn (game, error))
    return FALSE;
  if (a->hex < 0 || a->hex >= game->map->n_hexes)
    return vic_refuse (error, _("No such hex"));
  if (a->kind == VIC_ACTION_DEPLOY)
    {
      const VicBlock *b;
      if (a->block < 0 || a->block >= c->n_slots || c->blocks[a->block].owner != player)
        return vic_refuse (error, _("That is not one of your blocks"));
      b = &c->blocks[a->block];
      if (b->hex != VIC_NO_HEX)
        return vic_refuse (error, _("That block is already deployed (1.4)"));
      if (c->players[player].forces != VIC_FORCES_RANDOM)
        return vic_refuse (error, _("Custom forces are bought, not drawn (10.2)"));
      return place_ok (game, player, b->type, a->hex, error)
          && garrison_ok (game, player, b->type, a->hex, error);
    }
  else
    {
      const VicUnitData *u;
      int cost, o;

      if (a->group >= VIC_N_UNIT_TYPES)
        return vic_refuse (error, _("No such unit type"));
      if (vic_unit_is_factory (a->group))
        return factory_check (game, a, player, error);
      if (c->players[player].forces != VIC_FORCES_CUSTOM)
        return vic_refuse (error, _("Random forces are drawn, not bought (10.1)"));
      u = &c->rules.units[a->group];
      o = vic_unit_option (a->group);
      if (o >= 0 && !vic_ruleset_has_option (&c->rules, o))
        return vic_refuse (error, _("%s is an optional unit not used in this game"), vic_unit_name (a->group));
      if (u->cost == 0 || vic_unit_is_factory (a->group) || a->group == VIC_UNIT_ATOM_BOMB)
        return vic_refuse (error, _("%s cannot be bought as a starting force (10.2)"), vic_unit_name (a->group));
      if (a->steps < 1 || a->steps > u->max_steps)
        return vic_refuse (error, _("%s has 1 to %u steps (6.2)"), vic_unit_name (a->group), u->max_steps);
      cost = a->steps * u->cost;
      if (cost > c->players[player].budget)
        return vic_refuse (error, _("That costs %d PP; %u PP are left (10.2)"), cost, c->players[player].budget);
      if (c->players[player].n_blocks >= c->rules.max_blocks)
        return vic_refuse (error, _("You have no more blocks (%u)"), c->rules.max_blocks);
      if (!place_ok (game, player, a->group, a->hex, error))
        return FALSE;
      if (cost > c->players[player].budget - garrison_cost (game, player, a->group, a->steps, a->hex))
        return vic_refuse (error, _("At least two units must be deployed in each City (1.4): keep PP for them"));
      if ((int) c->rules.max_blocks - c->players[player].n_blocks - 1
          < garrison_cost (game, player, a->group, a->steps, a->hex) / cheapest_cost (c))
        return vic_refuse (error, _("At least two units must be deployed in each City (1.4): keep blocks for them"));
      return TRUE;
    }
}

gboolean
vic_deploy_end_check (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];
  int need;

  if (!my_turn (game, error))
    return FALSE;
  if (c->players[player].forces == VIC_FORCES_RANDOM && undeployed (c, player) > 0)
    return vic_refuse (error, _("Every starting unit must be deployed (1.4)"));
  need = garrison_needed (game, player);
  if (garrison_missing (game, player, need) > 0)
    return vic_refuse (error, _("At least two units must be deployed in each City (1.4)"));
  if (vic_ruleset_has_option (&c->rules, VIC_OPTION_FACTORIES))
    for (int h = 0; h < game->map->n_hexes; h++)
      if (vic_map_is_city (game->map, h) && vic_player_home (game, player, h)
          && factory_steps (c, player, h) != game->map->pp[h])
        return vic_refuse (error, _("Factories must satisfy the PP value of every City (9.1): %s"),
                           vic_map_label (game->map, h));
  return TRUE;
}

void
vic_deploy_legal (const VicGame *game, GArray *out)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int player = c->order[c->turn_index];

  if (c->players[player].done)
    return;
  if (vic_ruleset_has_option (&c->rules, VIC_OPTION_FACTORIES))
    for (int h = 0; h < map->n_hexes; h++)
      for (int t = VIC_UNIT_AIR_FACTORY; t <= VIC_UNIT_GROUND_FACTORY && vic_map_is_city (map, h); t++)
        for (int steps = 1; steps <= map->pp[h]; steps++)
          {
            VicAction a = vic_action_make (VIC_ACTION_BUY);
            a.group = t;
            a.steps = steps;
            a.hex = h;
            if (factory_check (game, &a, player, NULL))
              g_array_append_val (out, a);
          }
  if (c->players[player].forces == VIC_FORCES_RANDOM)
    {
      /* One action per type of undeployed block: same-type blocks are alike. */
      guint32 seen = 0;
      for (int i = 0; i < c->n_slots; i++)
        {
          const VicBlock *b = &c->blocks[i];
          if (b->owner != player || b->hex != VIC_NO_HEX || (seen >> b->type) & 1)
            continue;
          seen |= 1u << b->type;
          for (int h = 0; h < map->n_hexes; h++)
            {
              VicAction a = vic_action_make (VIC_ACTION_DEPLOY);
              if (!(map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN)))
                continue;
              a.block = i;
              a.hex = h;
              if (vic_deploy_check (game, &a, NULL))
                g_array_append_val (out, a);
            }
        }
      return;
    }
  for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
    for (int steps = 1; steps <= c->rules.units[t].max_steps && !vic_unit_is_factory (t); steps++)
      for (int h = 0; h < map->n_hexes; h++)
        {
          VicAction a = vic_action_make (VIC_ACTION_BUY);
          if (!(map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN)) || !vic_player_home (game, player, h))
            continue;
          a.group = t;
          a.steps = steps;
          a.hex = h;
          if (vic_deploy_check (game, &a, NULL))
            g_array_append_val (out, a);
        }
}

/* The next player still deploying, or the first game turn. */
static void
pass_on (VicGame *game)
{
  VicCore *c = &game->core;
  gboolean alternate = vic_ruleset_has_option (&c->rules, VIC_OPTION_ALTERNATE_DEPLOYMENT);

  c->players[c->order[c->turn_index]].batch = 0;
  if (!alternate)
    {
      vic_next_player_turn (game);
      return;
    }
  for (int k = 1; k <= c->n_players; k++)
    {
      int idx = (c->turn_index + k) % c->n_players;
      if (!c->players[c->order[idx]].done)
        {
          c->turn_index = idx;
          return;
        }
    }
  /* Everybody is done: the first game turn. */
  c->turn_index = c->n_players - 1;
  c->players[c->order[c->turn_index]].done = 0;
  vic_next_player_turn (game);
}

void
vic_deploy_apply (VicGame *game, const VicAction *a)
{
  VicCore *c = &game->core;
  int player = c->order[c->turn_index];
  VicPlayer *pl = &c->players[player];
  int block = a->block;

  if (a->kind == VIC_ACTION_END)
    {
      pl->done = 1;
      pass_on (game);
      return;
    }
  if (a->kind == VIC_ACTION_BUY)
    {
      if (!vic_unit_is_factory (a->group))
        pl->budget -= a->steps * c->rules.units[a->group].cost;
      block = vic_block_add (game, player, a->group, a->steps, a->hex);
    }
  else
    vic_block_set_hex (game, block, a->hex);
  vic_control_update (game, a->hex);
  vic_emit (game, VIC_EVENT_DEPLOYED, player, block, a->hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
  /* Fog of War sidebar: three blocks, then the next player. */
  if (vic_ruleset_has_option (&c->rules, VIC_OPTION_ALTERNATE_DEPLOYMENT))
    {
      gboolean out_of_blocks = pl->forces == VIC_FORCES_RANDOM && undeployed (c, player) == 0;
      if (++pl->batch >= 3 || out_of_blocks)
        {
          if (out_of_blocks && vic_deploy_end_check (game, NULL))
            pl->done = 1;
          pass_on (game);
        }
    }
}
