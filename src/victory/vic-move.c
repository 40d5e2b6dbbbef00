/* vic-move.c: the Move Phase (5.0): blocks move one at a time, one hex per
 * action, once per turn; normal moves (5.5-5.7) with terrain (3.1-3.3),
 * stacking (5.2), hexside limits (5.3) and pinning (5.1); response movement
 * (5.8); Strategic Moves (5.9) by road, by air, by sea and by sea transport
 * (5.91) with port capacity (5.92); airborne flights (6.6) and amphibious
 * invasions (6.7).  Entering an enemy-occupied hex begins a battle (6.1). */
#include "config.h"

#include "vic-game-private.h"

#include <string.h>

static gboolean arrival_check (const VicGame *game, const VicAction *a, int dir, GError **error);
static gboolean step_check (const VicGame *game, const VicAction *a, const VicBlock *b, int dir, GError **error);
static void enter_battle (VicGame *game, int block, int to);
static void finish_rest (VicGame *game, int block, int hex, gboolean enemy);

static VicActionKind
mode_of (const VicBlock *b)
{
  if (b->flags & VIC_BLOCK_STRATEGIC)
    return VIC_ACTION_STRATEGIC;
  if (b->flags & VIC_BLOCK_FLYING)
    return VIC_ACTION_FLY;
  return VIC_ACTION_MOVE;
}

static int
range_of (const VicCore *c, const VicBlock *b, VicActionKind kind)
{
  if (kind == VIC_ACTION_STRATEGIC)
    return c->rules.strategic_move;
  if (kind == VIC_ACTION_FLY)
    return c->rules.paradrop_range;
  if (b->type == VIC_UNIT_ROCKET)
    return c->rules.rocket_range;
  if (b->type == VIC_UNIT_ATOM_BOMB)
    return c->rules.atom_range;
  /* (5.53 option) Air units may trade landing move for attack move. */
  if (vic_unit_class (b->type) == VIC_CLASS_AIR && vic_ruleset_has_option (&c->rules, VIC_OPTION_AIR_RANGE))
    return 2 * c->rules.units[b->type].move;
  return c->rules.units[b->type].move;
}

int
vic_game_block_steps_left (const VicGame *game, int block)
{
  const VicCore *c = &game->core;
  const VicBlock *b;

  if (block < 0 || block >= c->n_slots || c->blocks[block].owner == VIC_NO_PLAYER)
    return 0;
  b = &c->blocks[block];
  if (c->active == block)
    return MAX (0, range_of (c, b, mode_of (b)) - b->mp);
  if ((b->flags & VIC_BLOCK_MOVED) || b->hex == VIC_NO_HEX)
    return 0;
  return range_of (c, b, VIC_ACTION_MOVE);
}

static gboolean
hex_has_road (const VicMap *map, int hex)
{
  for (int d = 0; d < 6; d++)
    if (map->neighbors[hex][d] != VIC_NO_HEX && (map->sides[hex][d] & VIC_SIDE_ROAD))
      return TRUE;
  return FALSE;
}

/* A Road a unit may use on this side: not broken by a destroyed Bridge (9.5). */
static gboolean
road_side (const VicGame *game, int hex, int dir)
{
  guint16 s = game->map->sides[hex][dir];

  return (s & VIC_SIDE_ROAD) && !(VIC_SIDE_IS_BRIDGE (s) && vic_side_destroyed (&game->core, game->map, hex, dir));
}

static gboolean
is_stop_terrain (VicTerrain t)
{
  return t == VIC_TERRAIN_FOREST || t == VIC_TERRAIN_MARSH || t == VIC_TERRAIN_MOUNTAIN;
}

/* Blocks of player (and class) that entered hex `to` from `from` this turn:
 * the hexside limit into a battle (5.3). */
static int
crossed_into (const VicGame *game, int player, int from, int to, VicClass klass)
{
  const VicCore *c = &game->core;
  int n = 0;

  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == player && b->hex == to && b->from == from && (b->flags & VIC_BLOCK_MOVED)
          && b->carrier == VIC_NO_BLOCK && vic_block_class (c, b) == klass)
        n++;
    }
  return n;
}

/* Blocks of player that left `from` through side dir this turn (5.1). */
static int
crossed_out (const VicGame *game, int player, int from, int dir, VicClass klass, int except)
{
  const VicCore *c = &game->core;
  int n = 0;

  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (i != except && b->owner == player && b->start == from && b->exit_dir == dir && b->mp > 0
          && b->hex != from && vic_block_class (c, b) == klass)
        n++;
    }
  return n;
}

static int
enemy_blocks (const VicGame *game, int hex, int player)
{
  const VicCore *c = &game->core;
  int n = 0;

  for (int p = 0; p < c->n_players; p++)
    if (!vic_allied (c, p, player))
      n += c->hexes[hex].count[p];
  return n;
}

/* The blocks of player and his allies in hex (10.4). */
static int
side_blocks (const VicGame *game, int hex, int player)
{
  const VicCore *c = &game->core;
  int n = 0;

  for (int p = 0; p < c->n_players; p++)
    if (vic_allied (c, p, player))
      n += c->hexes[hex].count[p];
  return n;
}

/* Is the player a defender in the battle hex (it was there before the attack,
 * or joined the defence)? */
static gboolean
defends (const VicCore *c, int hex, int player)
{
  return (c->hexes[hex].defenders >> player) & 1;
}

/* The port a Ground unit uses to embark or disembark (5.92): its capacity, 0
 * when it is no port for the player now. */
static int
port_capacity (const VicGame *game, int hex, int player)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;

  if (!vic_friendly (c, c->hexes[hex].control, player) || vic_port_blockaded (game, hex))
    return 0;  /* an ally's port is friendly (10.4) */
  if (vic_map_is_port (map, hex))
    return c->rules.port_capacity;
  if ((c->hexes[hex].flags & VIC_HS_MULBERRY) && !(c->hexes[hex].flags & VIC_HS_STRUCTURE_NEW)
      && !vic_storm_covers (game, hex))
    return c->rules.mulberry_capacity;  /* (9.7); a Storm next to it stops it (9.4) */
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == player && b->hex == hex && (b->flags & VIC_BLOCK_FACE_UP) && vic_unit_is_amphibious (b->type)
          && !(b->flags & VIC_BLOCK_AT_SEA))
        return c->rules.beachhead_capacity;  /* (6.71) */
    }
  return 0;
}

/* ---------------------------------------------------------------- stopping */

/* May block `block`, arriving in hex with state `b` (its flags after the
 * step), end its move there?  Counts leave the block itself out. */
static gboolean
stop_ok_at (const VicGame *game, int block, int hex, const VicBlock *b, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int player = b->owner;
  VicClass k = vic_block_class (c, b);
  gboolean strategic = (b->flags & VIC_BLOCK_STRATEGIC) != 0;
  gboolean enemy = enemy_blocks (game, hex, player) > 0;
  gboolean mb_barred;
  int limit;

  if ((b->type == VIC_UNIT_ROCKET || b->type == VIC_UNIT_ATOM_BOMB) && !strategic && !enemy)
    return vic_refuse (error, _("A %s in flight must strike an enemy-occupied hex"), vic_unit_name (b->type));
  if (b->type == VIC_UNIT_ROCKET && !strategic && vic_hex_is_battle (c, hex) && c->hexes[hex].attacker != player)
    return vic_refuse (error, _("Rockets cannot respond to an existing battle"));
  if (b->type == VIC_UNIT_ROCKET && !strategic && vic_map_is_sea (map, hex))
    return vic_refuse (error, _("A Rocket's G firepower strikes land hexes"));
  if (k == VIC_CLASS_AIR || b->type == VIC_UNIT_ATOM_BOMB)
    {
      if (enemy && !strategic)
        {
          if (vic_stack_count (game, hex, player, VIC_CLASS_AIR, block) + 1 > c->rules.air_stacking)
            return vic_refuse (error, _("At most %u air units of a player fight in a battle (5.52)"),
                               c->rules.air_stacking);
          return TRUE;
        }
      if (b->flags & VIC_BLOCK_FLYING)
        {
          /* A paradrop into a vacant hex (6.6). */
          if (!vic_map_is_land (map, hex))
            return vic_refuse (error, _("Airborne units paradrop onto land (6.6)"));
          limit = vic_stack_limit (game, hex, VIC_CLASS_GROUND);
          if (vic_stack_count (game, hex, player, VIC_CLASS_GROUND, block) + 1 > limit)
            return vic_refuse (error, _("Stacking limit: at most %d ground units in this hex (5.2)"), limit);
          return TRUE;
        }
      if (!strategic && b->mp > c->rules.units[b->type].move)
        return vic_refuse (error, _("Only an attack may use more than the air unit's move (5.53)"));
      if (vic_airbase_capacity (game, hex, player) > vic_air_units_at (game, hex, player, block)
          || vic_carrier_taking (game, hex, b, TRUE, &mb_barred) != VIC_NO_BLOCK)
        return TRUE;
      if (mb_barred)
        return vic_carrier_refuse_landing (error);
      return vic_refuse (error, _("Air units end their move at a friendly Airbase with room, or in a battle (5.51) (5.53)"));
    }
  if ((b->flags & VIC_BLOCK_AT_SEA) && vic_map_is_land (map, hex) && !enemy)
    {
      /* Ashore: disembarking at a friendly port (5.91), or an invasion of a vacant hex (6.7). */
      if (strategic)
        {
          int cap = port_capacity (game, hex, player);
          if (cap == 0)
            return vic_refuse (error, _("Ground units disembark at friendly ports (5.91)"));
          if (c->hexes[hex].port_used >= cap)
            return vic_refuse (error, _("Port capacity: at most %d Ground units in or out of this port per turn (5.92)"), cap);
        }
      k = VIC_CLASS_GROUND;
    }
  else if (k == VIC_CLASS_NAVAL && strategic && vic_map_is_coastal (map, hex)
           && !(vic_map_is_port (map, hex) && vic_friendly (c, c->hexes[hex].control, player)))
    return vic_refuse (error, _("A Strategic Move by sea may end on a Coastal hex only at a friendly port (5.9) (5.91)"));
  limit = vic_stack_limit (game, hex, k);
  if (vic_stack_count (game, hex, player, k, block) + 1 > limit)
    return k == VIC_CLASS_GROUND
      ? vic_refuse (error, _("Stacking limit: at most %d ground units in this hex (5.2)"), limit)
      : vic_refuse (error, _("Stacking limit: at most %d naval units in this hex (5.2)"), limit);
  return TRUE;
}

gboolean
vic_move_stop_check (const VicGame *game, int block, GError **error)
{
  const VicBlock *b = &game->core.blocks[block];

  if (b->mp == 0)
    return TRUE;
  return stop_ok_at (game, block, b->hex, b, error);
}

/* What a finished move changes: a ground unit at sea in its port is ashore,
 * a paradrop or invasion into a vacant hex lands revealed (6.6) (6.7), an air
 * unit lands on a Carrier (4.2). */
static void
finish_block (VicGame *game, int block)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];
  int hex = b->hex;
  gboolean enemy = enemy_blocks (game, hex, b->owner) > 0;

  if (b->mp == 0)
    return;
  vic_block_unlink (c, block);
  finish_rest (game, block, hex, enemy);
  vic_block_link (c, block);
  /* A battle begun here, a landing: control changes at once (5.4). */
  vic_control_update (game, hex);
}

/* The rest of finish_block, between unlink and link. */
static void
finish_rest (VicGame *game, int block, int hex, gboolean enemy)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];

  /* The block is unlinked: the stacking counters hold the others only. */
  if (enemy && !(b->join & 2))
    {
      /* An air unit or submarine ends its move among enemies: it attacks. */
      int dir = b->from != VIC_NO_HEX ? vic_map_direction (game->map, hex, b->from) : -1;
      if (vic_block_class (c, b) != VIC_CLASS_AIR && dir >= 0)
        c->hexes[hex].entry[dir] = b->owner;
      enter_battle (game, block, hex);
    }
  b->flags |= VIC_BLOCK_STOPPED;
  if ((b->flags & VIC_BLOCK_FLYING) && !enemy)
    {
      b->flags &= ~VIC_BLOCK_FLYING;
      b->revealed = VIC_ALL_PLAYERS (c);
      vic_emit (game, VIC_EVENT_LANDED, b->owner, block, hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
      vic_control_update (game, hex);
    }
  if ((b->flags & VIC_BLOCK_AT_SEA) && vic_map_is_land (game->map, hex) && !enemy)
    {
      /* Ashore: in a friendly port after a sea move, or an invasion of a vacant hex. */
      gboolean invasion = !(b->flags & VIC_BLOCK_STRATEGIC);
      b->flags &= ~(VIC_BLOCK_AT_SEA | VIC_BLOCK_INVADING);
      if (invasion)
        {
          b->revealed = VIC_ALL_PLAYERS (c);
          vic_emit (game, VIC_EVENT_LANDED, b->owner, block, hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
        }
      else
        c->hexes[hex].port_used++;
      vic_control_update (game, hex);
    }
  if (vic_block_class (c, b) == VIC_CLASS_AIR && !enemy && b->carrier == VIC_NO_BLOCK)
    {
      if (vic_airbase_capacity (game, hex, b->owner) <= vic_air_units_at (game, hex, b->owner, VIC_NO_BLOCK))
        b->carrier = vic_carrier_taking (game, hex, b, TRUE, NULL);
    }
  vic_submarine_face (game, block);
}

void
vic_submarine_face (VicGame *game, int block)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];

  if (b->type != VIC_UNIT_SUBMARINE || !vic_ruleset_has_option (&c->rules, VIC_OPTION_SUBMARINE_CONTROL))
    return;
  if (vic_map_is_coastal (game->map, b->hex))
    {
      b->flags |= VIC_BLOCK_FACE_UP;
      b->revealed = VIC_ALL_PLAYERS (c);
    }
  else
    b->flags &= ~VIC_BLOCK_FACE_UP;
}

void
vic_move_finish_active (VicGame *game)
{
  VicCore *c = &game->core;

  if (c->active != VIC_NO_BLOCK)
    {
      int block = c->active;
      c->active = VIC_NO_BLOCK;
      finish_block (game, block);
    }
}

void
vic_move_begin_player (VicGame *game)
{
  VicCore *c = &game->core;

  for (int h = 0; h < game->map->n_hexes; h++)
    c->hexes[h].port_used = 0;
}

/* ---------------------------------------------------------------- one step */

/* Why a block had to stop where it is: the refusal of its next step. */
static gboolean
stop_reason (const VicGame *game, const VicBlock *b, GError **error)
{
  const VicMap *map = game->map;
  int dir = b->from != VIC_NO_HEX ? vic_map_direction (map, b->from, b->hex) : -1;
  guint16 side = dir >= 0 ? map->sides[b->from][dir] : 0;

  if (error == NULL)
    return FALSE;
  if (b->flags & VIC_BLOCK_INVADING)
    return vic_refuse (error, _("Invading units land and stop (6.7)"));
  if (enemy_blocks (game, b->hex, b->owner) > 0)
    return vic_refuse (error, _("Blocks entering an enemy-occupied hex must stop (5.0)"));
  if ((side & VIC_SIDE_RIVER) && !(VIC_SIDE_IS_BRIDGE (side) && !vic_side_destroyed (&game->core, map, b->from, dir)))
    return vic_refuse (error, _("Ground units must stop after crossing a River (3.1)"));
  if (map->features[b->hex] & VIC_HEX_CANAL)
    return vic_refuse (error, _("Ground units must stop when they enter a Canal hex (3.1)"));
  switch (map->terrain[b->hex])
    {
    case VIC_TERRAIN_FOREST:
      return vic_refuse (error, _("Ground units must stop upon entering a Forest hex (3.1)"));
    case VIC_TERRAIN_MARSH:
      return vic_refuse (error, _("Ground units must stop upon entering a Marsh hex (3.1)"));
    case VIC_TERRAIN_MOUNTAIN:
      return vic_refuse (error, _("Ground units must stop upon entering a Mountain hex (3.1)"));
    default:
      return vic_refuse (error, _("The block had to stop where it is (5.0)"));
    }
}

/* The checks every mode shares: whose block, once per turn, the Storm,
 * adjacency.  Sets *dir. */
static gboolean
common_check (const VicGame *game, const VicAction *a, int *dir, GError **error)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];
  const VicBlock *b;

  if (a->block < 0 || a->block >= c->n_slots || c->blocks[a->block].owner != player)
    return vic_refuse (error, _("That is not one of your blocks"));
  b = &c->blocks[a->block];
  if (b->hex == VIC_NO_HEX || b->hex != a->hex2)
    return vic_refuse (error, _("The block is not in %s"), vic_map_label (game->map, a->hex2));
  if (a->hex < 0 || a->hex >= game->map->n_hexes)
    return vic_refuse (error, _("No such hex"));
  *dir = vic_map_direction (game->map, b->hex, a->hex);
  if (*dir < 0)
    return vic_refuse (error, _("Blocks move one hex at a time, to an adjacent hex"));
  if (c->active != a->block)
    {
      if (b->flags & VIC_BLOCK_MOVED)
        return vic_refuse (error, _("Blocks move only once per turn (5.0)"));
      /* One block at a time: the moving one stops first (its landing or
       * attack changes what the next may do). */
      if (c->active != VIC_NO_BLOCK)
        return vic_refuse (error, _("Another block is moving: stop it first (5.0)"));
    }
  else
    {
      if (mode_of (b) != a->kind)
        return vic_refuse (error, _("Units can never combine a normal move with a Strategic Move (5.9)"));
      if (b->mp >= range_of (c, b, a->kind))
        return vic_refuse (error, _("The block has no movement left (5.0)"));
      if (b->flags & VIC_BLOCK_STOPPED)
        return stop_reason (game, b, error);
    }
  if (b->carrier != VIC_NO_BLOCK && (game->map->features[b->hex] & VIC_HEX_CANAL))
    return vic_refuse (error, _("Carriers cannot launch aircraft in Canal hexes (4.2)"));
  /* "Carriers can move and then launch/recover aircraft, but not with a
   * Strategic Move" (4.2): recovering is vic_carrier_taking's. */
  if (b->carrier != VIC_NO_BLOCK && c->active != a->block
      && (c->blocks[b->carrier].flags & (VIC_BLOCK_MOVED | VIC_BLOCK_STRATEGIC)) == (VIC_BLOCK_MOVED | VIC_BLOCK_STRATEGIC))
    return vic_refuse (error, _("Carriers cannot launch aircraft after a Strategic Move (4.2)"));
  if (vic_unit_is_factory (b->type))
    return vic_refuse (error, _("Factories cannot move (9.1)"));
  if (vic_storm_covers (game, b->hex))
    return vic_refuse (error, _("Units within the Storm area cannot move (9.4)"));
  if (vic_storm_covers (game, a->hex))
    return vic_refuse (error, _("Units cannot move into or through the Storm area (9.4)"));
  if (b->mp >= range_of (c, b, a->kind))
    return vic_refuse (error, _("The block has no movement left (5.0)"));
  return TRUE;
}

/* (5.1) Pinning: a defender in a battle hex may leave only while as many of
 * its units as there are attackers stay, through the hexside limit, and not
 * strategically. */
static gboolean
pin_check (const VicGame *game, const VicBlock *b, int block, int dir, VicActionKind kind, GError **error)
{
  const VicCore *c = &game->core;
  int hex = b->hex;
  VicClass k;

  if (b->mp > 0 || !vic_hex_is_battle (c, hex))
    return TRUE;
  if (kind == VIC_ACTION_STRATEGIC)
    return vic_refuse (error, _("Units in a battle hex cannot move strategically (5.1)"));
  /* His allies' blocks there defend with his (10.4). */
  if (side_blocks (game, hex, b->owner) - 1 < enemy_blocks (game, hex, b->owner))
    return vic_refuse (error, _("Pinned: as many defending units as there are attackers must stay in the battle hex (5.1)"));
  k = vic_block_class (c, b);
  if (crossed_out (game, b->owner, hex, dir, k, block) >= vic_hexside_limit (game, hex, dir, k))
    return vic_refuse (error, _("Hexside limit: no more units may leave the battle hex through this hexside (5.1) (5.3)"));
  return TRUE;
}

/* Entering a hex with enemies: a battle, so the hexside limit and the
 * stacking of each player in the battle apply (5.2) (5.3). */
static gboolean
attack_check (const VicGame *game, const VicBlock *b, int block, int to, int dir, VicClass k, GError **error)
{
  const VicCore *c = &game->core;
  int player = b->owner;
  int limit;

  if (k == VIC_CLASS_AIR)
    return TRUE;
  limit = vic_hexside_limit (game, b->hex, dir, k);
  if (crossed_into (game, player, b->hex, to, k) >= limit)
    return vic_refuse (error, _("Hexside limit: at most %d units may cross this hexside into a battle (5.3)"), limit);
  /* A Submarine may pass through (4.2): its stacking counts where it stops (5.2). */
  if (b->type != VIC_UNIT_SUBMARINE && vic_stack_count (game, to, player, k, block) + 1 > vic_stack_limit (game, to, k))
    return vic_refuse (error, _("Stacking limit: at most %d units in this hex (5.2)"), vic_stack_limit (game, to, k));
  /* A blockaded port may be entered by the blockader or the blockaded (6.8). */
  if ((c->hexes[to].flags & VIC_HS_BLOCKADE) && !c->hexes[to].count[player])
    {
      int others = 0;
      for (int p = 0; p < c->n_players; p++)
        others += !vic_allied (c, p, player) && c->hexes[to].count[p] > 0;
      if (others > 1)
        return vic_refuse (error, _("A third player cannot enter a blockaded port (6.8)"));
    }
  return TRUE;
}

/* The rules of one normal step of b: the block a->block as it stands, or
 * as stop_reachable imagines it further on. */
static gboolean
normal_check (const VicGame *game, const VicAction *a, const VicBlock *b, int dir, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int from = b->hex, to = a->hex;
  VicClass k = vic_block_class (c, b);
  gboolean enemy = enemy_blocks (game, to, b->owner) > 0;
  guint16 side = map->sides[from][dir];

  if (!pin_check (game, b, a->block, dir, a->kind, error))
    return FALSE;
  if (b->type == VIC_UNIT_RESOURCE)
    return vic_refuse (error, _("Resource blocks move only by Strategic Move (4.3)"));
  if (b->type == VIC_UNIT_ROCKET || b->type == VIC_UNIT_ATOM_BOMB)
    {
      if (b->flags & VIC_BLOCK_AT_SEA)
        return vic_refuse (error, _("A Rocket is launched from land"));
      if (b->mp == 0 && vic_airbase_capacity (game, from, b->owner) == 0 && b->type == VIC_UNIT_ATOM_BOMB)
        return vic_refuse (error, _("The Atom Bomb's bomber takes off from a friendly Airbase"));
      return TRUE;  /* flights: they strike where they stop */
    }
  if (a->kind == VIC_ACTION_FLY)
    {
      if (b->type != VIC_UNIT_AIRBORNE)
        return vic_refuse (error, _("Only Airborne units paradrop (6.6)"));
      if (b->mp == 0 && (vic_airbase_capacity (game, from, b->owner) == 0 || !vic_block_on_land (c, b)))
        return vic_refuse (error, _("Airborne units fly from a friendly Airbase (6.6)"));
      return TRUE;
    }
  switch (k)
    {
    case VIC_CLASS_AIR:
      return TRUE;  /* (5.5): air units ignore terrain, hexsides and enemy units */
    case VIC_CLASS_NAVAL:
      if (vic_hexside_limit (game, from, dir, VIC_CLASS_NAVAL) == 0)
        {
          if ((map->features[to] & VIC_HEX_SHOAL) || (side & VIC_SIDE_SHOAL))
            return vic_refuse (error, _("Shoals are impassable to Naval units (3.1)"));
          return vic_refuse (error, _("Naval units are restricted to Sea and Coastal hexes (4.2) (5.6)"));
        }
      if ((map->features[to] & VIC_HEX_CANAL) || ((map->features[from] & VIC_HEX_CANAL) && !(side & VIC_SIDE_SEA)))
        return vic_refuse (error, _("Naval units move along Canals by Strategic Movement only (3.1)"));
      if (enemy_blocks (game, from, b->owner) > 0 && b->mp > 0 && b->type != VIC_UNIT_SUBMARINE)
        return vic_refuse (error, _("Naval units stop when entering an enemy-occupied hex (5.6)"));
      if (b->flags & VIC_BLOCK_AT_SEA)
        {
          /* A Ground unit at sea moves normally only to invade (6.7). */
          if (!vic_unit_is_amphibious (b->type))
            return vic_refuse (error, _("Ground units at sea move only by Strategic Move to a friendly port (5.91)"));
          if (vic_map_is_land (map, to) && !vic_map_is_coastal (map, to))
            return vic_refuse (error, _("Amphibious invasions land in a coastal hex (6.7)"));
          if (b->mp + 1 > c->rules.invasion_range)
            return vic_refuse (error, _("Amphibious invasions reach at most %u hexes (6.7)"), c->rules.invasion_range);
        }
      if (enemy && !attack_check (game, b, a->block, to, dir, k, error))
        return FALSE;
      return TRUE;
    default:
      break;
    }
  /* Ground units on land (5.7). */
  if (vic_map_is_sea (map, to))
    {
      if (!vic_unit_is_amphibious (b->type))
        return vic_refuse (error, _("Ground units move on land; by sea only with a Strategic Move (5.7) (5.91)"));
      if (!(side & VIC_SIDE_SEA) || vic_hexside_limit (game, from, dir, VIC_CLASS_NAVAL) == 0)
        return vic_refuse (error, _("Shoals are impassable to Naval units (3.1)"));
      if (enemy && vic_hex_has_enemy (game, to, b->owner))
        return vic_refuse (error, _("Units at sea cannot attack ships in open sea; they land in coastal hexes (6.7)"));
      return TRUE;
    }
  if (vic_unit_sea_restricted (b->type) && !vic_map_is_coastal (map, to))
    return vic_refuse (error, _("Marines are restricted to Sea or Coastal hexes (4.3)"));
  if (side & VIC_SIDE_ESTUARY)
    return vic_refuse (error, _("Rivers are impassable to Ground units from the mouth to the first Bridge (3.1)"));
  if ((side & VIC_SIDE_ALPINE) && !(side & VIC_SIDE_ROAD))
    return vic_refuse (error, _("Alpine hexsides are impassable to Ground units except via a Road (3.1)"));
  if ((b->flags & VIC_BLOCK_ROAD_BOUND) && !road_side (game, from, dir))
    return vic_refuse (error, _("A unit that went on along the Road cannot leave it (3.3)"));
  if (enemy && !attack_check (game, b, a->block, to, dir, k, error))
    return FALSE;
  return TRUE;
}

/* The rules of one step of b's Strategic Move (as normal_check). */
static gboolean
strategic_check (const VicGame *game, const VicAction *a, const VicBlock *b, int dir, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int from = b->hex, to = a->hex, player = b->owner;
  VicClass k = vic_block_class (c, b);
  int control = c->hexes[to].control;

  if (!pin_check (game, b, a->block, dir, a->kind, error))
    return FALSE;
  if (k != VIC_CLASS_AIR)
    {
      /* Air units fly over anything (5.5); they may only not end in a battle. */
      if (enemy_blocks (game, to, player) > 0 || vic_hex_is_battle (c, to))
        return vic_refuse (error, _("A Strategic Move may not attack (5.9)"));
      if (control != VIC_NO_PLAYER && !vic_friendly (c, control, player))
        return vic_refuse (error, _("A Strategic Move may not enter an enemy-controlled hex (5.9)"));
      if (control == VIC_NO_PLAYER && (map->features[to] & (VIC_HEX_CITY | VIC_HEX_TOWN)))
        return vic_refuse (error, _("Neutral Cities and Towns are captured with normal movement only (5.4)"));
    }
  if (k == VIC_CLASS_AIR)
    {
      if (b->mp == 0 && vic_airbase_capacity (game, from, player) == 0 && b->carrier == VIC_NO_BLOCK)
        return vic_refuse (error, _("Air units move strategically from one friendly Airbase to another (5.9)"));
      if (b->carrier != VIC_NO_BLOCK)
        return vic_refuse (error, _("Carriers cannot launch aircraft with a Strategic Move (4.2)"));
      return TRUE;
    }
  if (k == VIC_CLASS_GROUND && b->type == VIC_UNIT_AIRBORNE && b->mp == 0 && vic_airbase_capacity (game, from, player) > 0
      && !(b->flags & VIC_BLOCK_SEA_MOVE) && !road_side (game, from, dir))
    return TRUE;  /* Airborne units fly strategically between Airbases (5.9) */
  if (k == VIC_CLASS_NAVAL || (b->flags & VIC_BLOCK_SEA_MOVE) || (b->mp == 0 && vic_map_is_sea (map, to)))
    {
      if (vic_hexside_limit (game, from, dir, VIC_CLASS_NAVAL) == 0)
        return vic_refuse (error, _("Naval units are restricted to Sea and Coastal hexes (4.2) (5.6)"));
      if (vic_map_is_land (map, to) && !vic_map_is_coastal (map, to) && !(map->features[to] & VIC_HEX_CANAL))
        return vic_refuse (error, _("Naval units are restricted to Sea and Coastal hexes (4.2) (5.6)"));
      if (k == VIC_CLASS_GROUND)
        {
          /* Sea Transport (5.91): embark at a friendly port. */
          if (vic_port_blockaded (game, from))
            return vic_refuse (error, _("Sea Movement cannot be made in or out of a blockaded port (6.8)"));
          if (port_capacity (game, from, player) == 0)
            return vic_refuse (error, _("Ground units embark at friendly ports (5.91)"));
          if (c->hexes[from].port_used >= port_capacity (game, from, player))
            return vic_refuse (error, _("Port capacity: at most %d Ground units in or out of this port per turn (5.92)"),
                               port_capacity (game, from, player));
        }
      if ((b->flags & VIC_BLOCK_AT_SEA) || (k == VIC_CLASS_GROUND))
        {
          if (vic_map_is_land (map, to) && vic_port_blockaded (game, to))
            return vic_refuse (error, _("Sea Movement cannot be made in or out of a blockaded port (6.8)"));
        }
      if (vic_map_is_land (map, to) && (map->features[to] & (VIC_HEX_CITY | VIC_HEX_TOWN)) && !vic_friendly (c, control, player))
        return vic_refuse (error, _("Naval units may not move strategically into enemy Cities or Towns (5.9)"));
      return TRUE;
    }
  /* Ground units by road (5.9). */
  if (vic_unit_sea_restricted (b->type) && !vic_map_is_coastal (map, to))
    return vic_refuse (error, _("Marines are restricted to Sea or Coastal hexes (4.3)"));
  if (b->mp == 0 && !hex_has_road (map, from))
    return vic_refuse (error, _("Ground units move strategically only from a Road hex (3.3) (5.9)"));
  if (!road_side (game, from, dir))
    return vic_refuse (error, _("Ground units move strategically only along friendly or neutral Roads (3.3) (5.9)"));
  return TRUE;
}

/* (2.0 NOTE) "a third (or fourth) player's units ... must join either the
 * Attacker or the Defender": allies never fight each other (10.4), so a
 * player entering a battle where his ally fights joins his ally's side. */
static gboolean
ally_side_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  const VicHexState *hs = &c->hexes[a->hex];
  int player = c->blocks[a->block].owner;

  if (!vic_hex_is_battle (c, a->hex) || hs->attacker == player || defends (c, a->hex, player))
    return TRUE;
  if ((a->flags & VIC_ACT_JOIN_DEFENDER) && vic_allied (c, hs->attacker, player))
    return vic_refuse (error, _("Allies never fight each other: %s joins the attack of %s, his ally (10.4)"),
                       c->players[player].name, c->players[hs->attacker].name);
  if (a->kind == VIC_ACTION_MOVE && !(a->flags & VIC_ACT_JOIN_DEFENDER) && (hs->defenders & vic_team_mask (c, player)))
    return vic_refuse (error, _("Allies never fight each other: %s joins the defence of his ally (10.4)"),
                       c->players[player].name);
  return TRUE;
}

/* The rules of one step of b (as normal_check), by its mode. */
static gboolean
step_check (const VicGame *game, const VicAction *a, const VicBlock *b, int dir, GError **error)
{
  const VicCore *c = &game->core;

  if (a->kind == VIC_ACTION_STRATEGIC)
    return strategic_check (game, a, b, dir, error);
  if (a->flags & VIC_ACT_JOIN_DEFENDER)
    {
      const VicHexState *hs = &c->hexes[a->hex];
      if (!vic_hex_is_battle (c, a->hex) || hs->attacker == b->owner || defends (c, a->hex, b->owner))
        return vic_refuse (error, _("Only a third player entering a battle declares a side (2.0)"));
    }
  if (!ally_side_check (game, a, error))
    return FALSE;
  if (vic_unit_sm_only (b->type) && b->type == VIC_UNIT_RESOURCE)
    return vic_refuse (error, _("Resource blocks move only by Strategic Move (4.3)"));
  return normal_check (game, a, b, dir, error);
}

gboolean
vic_move_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  int dir;

  if (a->kind == VIC_ACTION_STOP)
    {
      if (c->active == VIC_NO_BLOCK)
        return vic_refuse (error, _("No block is moving"));
      return vic_move_stop_check (game, c->active, error);
    }
  if (!common_check (game, a, &dir, error))
    return FALSE;
  return step_check (game, a, &c->blocks[a->block], dir, error) && arrival_check (game, a, dir, error);
}

/* A block enters a hex with enemies: the battle begins, or it joins one (2.0) (5.8). */
static void
enter_battle (VicGame *game, int block, int to)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];
  VicHexState *hs = &c->hexes[to];
  int player = b->owner;

  b->join |= 2;  /* it has entered the battle */
  if (!(hs->flags & VIC_HS_BATTLE))
    {
      hs->flags |= VIC_HS_BATTLE;
      hs->flags &= ~VIC_HS_BLOCKADE;
      hs->attacker = player;
      hs->begun_in = c->turn_index;
      hs->defenders = 0;
      for (int p = 0; p < c->n_players; p++)
        if (!vic_allied (c, p, player) && hs->count[p] > 0)
          hs->defenders |= 1u << p;
      for (int i = 0; i < c->n_slots; i++)
        if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].hex == to)
          c->blocks[i].flags &= ~VIC_BLOCK_BLOCKADE;
      vic_emit (game, VIC_EVENT_BATTLE_BEGAN, player, VIC_NO_BLOCK, to, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
      return;
    }
  /* (5.8): blocks moving to a battle begun earlier in the turn arrive in round 2. */
  if (hs->begun_in != c->turn_index || hs->attacker != player)
    b->flags |= VIC_BLOCK_RESPONSE;
  /* A third player joins the side he declared; an ally his ally's (10.4). */
  if (hs->attacker != player && !defends (c, to, player)
      && (b->join & 1 || (hs->defenders & vic_team_mask (c, player))))
    hs->defenders |= 1u << player;
}

/* What one step does to the block itself (flags, movement used), without
 * touching the game: shared by the check (on a copy) and the apply. */
static void
step_effects (const VicGame *game, VicBlock *b, int from, int to, int dir, VicActionKind kind, gboolean first)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  guint16 side = map->sides[from][dir];
  gboolean enemy = enemy_blocks (game, to, b->owner) > 0;
  VicClass k;

  if (first)
    {
      b->flags |= VIC_BLOCK_MOVED | VIC_BLOCK_ROAD;
      b->start = from;
      b->exit_dir = dir;
      if (kind == VIC_ACTION_STRATEGIC)
        b->flags |= VIC_BLOCK_STRATEGIC;
      if (kind == VIC_ACTION_FLY)
        b->flags |= VIC_BLOCK_FLYING;
      /* Moving clears what the others knew of it: they cannot follow one
       * upright block among others (docs/victory-rules-notes.md). */
      b->revealed = vic_team_mask (c, b->owner);
      b->flags &= ~(VIC_BLOCK_FACE_UP | VIC_BLOCK_BLOCKADE);
      b->carrier = VIC_NO_BLOCK;  /* launched (4.2) */
      if ((b->flags & VIC_BLOCK_AT_SEA)
          || (vic_unit_class (b->type) == VIC_CLASS_GROUND && !(b->flags & VIC_BLOCK_FLYING) && vic_map_is_sea (map, to)
              && !(b->type == VIC_UNIT_ROCKET && kind == VIC_ACTION_MOVE)))
        b->flags |= VIC_BLOCK_SEA_MOVE;
    }
  if (!road_side (game, from, dir))
    b->flags &= ~VIC_BLOCK_ROAD;
  b->mp++;
  b->from = from;
  /* A Rocket's launch flies over land and sea alike. */
  if (vic_unit_class (b->type) == VIC_CLASS_GROUND && !(b->flags & VIC_BLOCK_FLYING)
      && !(b->type == VIC_UNIT_ROCKET && kind == VIC_ACTION_MOVE))
    {
      if (vic_map_is_sea (map, to))
        b->flags |= VIC_BLOCK_AT_SEA;
      else if ((b->flags & VIC_BLOCK_AT_SEA) && kind != VIC_ACTION_STRATEGIC)
        b->flags |= VIC_BLOCK_INVADING | VIC_BLOCK_STOPPED;  /* landing from the sea (6.7) */
    }
  k = vic_block_class (c, b);
  if (enemy && k != VIC_CLASS_AIR && b->type != VIC_UNIT_SUBMARINE && b->type != VIC_UNIT_ROCKET)
    b->flags |= VIC_BLOCK_STOPPED;  /* (5.0) entering an enemy-occupied hex */
  /* (3.1) RIVERS: attacking across a River or Bridge forfeits round 1, except Engineers. */
  if (enemy && k == VIC_CLASS_GROUND && (side & VIC_SIDE_RIVER) && b->type != VIC_UNIT_ENGINEER)
    b->flags |= VIC_BLOCK_RIVER;
  if (k == VIC_CLASS_GROUND && kind == VIC_ACTION_MOVE && b->type != VIC_UNIT_ROCKET)
    {
      if (is_stop_terrain (map->terrain[to]) && b->type != VIC_UNIT_CAVALRY)
        {
          /* (3.1) Forest, Marsh, Mountain: stop, unless moving entirely along a Road (3.3). */
          if (b->flags & VIC_BLOCK_ROAD)
            b->flags |= VIC_BLOCK_ROAD_BOUND;
          else
            b->flags |= VIC_BLOCK_STOPPED;
        }
      if ((side & VIC_SIDE_RIVER) && !(VIC_SIDE_IS_BRIDGE (side) && !vic_side_destroyed (c, map, from, dir))
          && b->type != VIC_UNIT_ENGINEER)
        b->flags |= VIC_BLOCK_STOPPED;  /* (3.1) stop after crossing a River */
      if (map->features[to] & VIC_HEX_CANAL)
        b->flags |= VIC_BLOCK_STOPPED;  /* (3.1) CANALS */
    }
  if (b->mp >= range_of (c, b, kind))
    b->flags |= VIC_BLOCK_STOPPED;
}

/* A hex within `reach` steps of `to` (around the Storm, 9.4) where the air
 * unit could end its move. */
static gboolean
air_stop_reachable (const VicGame *game, int block, const VicBlock *after, int to, int reach)
{
  const VicMap *map = game->map;
  const VicBlock *b = &game->core.blocks[block];
  /* The hex it leaves may be friendly only through the block itself. */
  gboolean leaving_control = vic_control_compute_except (game, b->hex, block) != b->owner;
  gint16 queue[VIC_MAX_HEXES];
  guint8 dist[VIC_MAX_HEXES];
  int head = 0, tail = 0;

  memset (dist, 0xff, sizeof dist);
  dist[to] = 0;
  queue[tail++] = to;
  while (head < tail)
    {
      int h = queue[head++];
      const VicHexState *hs = &game->core.hexes[h];
      if (h != to && !(h == b->hex && leaving_control)
          && ((map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN)) || hs->airfield > 0 || hs->count[b->owner] > 0
              || vic_hex_has_enemy (game, h, b->owner) || (after->flags & VIC_BLOCK_FLYING)))
        {
          VicBlock there = *after;
          there.mp += dist[h];
          if (stop_ok_at (game, block, h, &there, NULL))
            return TRUE;
        }
      if (dist[h] >= reach)
        continue;
      for (int d = 0; d < 6; d++)
        {
          int n = map->neighbors[h][d];
          if (n == VIC_NO_HEX || dist[n] != 0xff || vic_storm_covers (game, n))
            continue;
          dist[n] = dist[h] + 1;
          queue[tail++] = n;
        }
    }
  return FALSE;
}

enum { REACH_STATES = 2 * VIC_MAX_HEXES, REACH_SEEN = 8 };

typedef struct
{
  VicBlock queue[REACH_STATES];
  guint16 seen[VIC_MAX_HEXES][REACH_SEEN];  /* the flags the block has reached each hex with */
  guint8 n_seen[VIC_MAX_HEXES];
} ReachScratch;

/* Can the block, having stepped into `to` (state `after`), go on by legal
 * steps of the same move (kind) to a hex where it may stop?  Nothing else
 * changes on the way: blocks move one at a time (5.0).  The game still has
 * the block where it is now: the search does not go back there nor to `to`
 * (their control is about to change, 5.4), and the hex its move began in does
 * not count as a stop (a Ground unit that embarked there by sea has used its
 * port, 5.92).  A shortest way never needs them, and the search may only be
 * too careful, never let a block go where it could not stop. */
static gboolean
stop_reachable (const VicGame *game, int block, const VicBlock *after, int to, VicActionKind kind)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int origin = after->start, here = c->blocks[block].hex, range = range_of (c, after, kind);
  int head = 0, tail = 0;
  gboolean found = FALSE;
  ReachScratch *s;

  if ((after->flags & VIC_BLOCK_STOPPED) || after->mp >= range)
    return FALSE;
  s = g_new (ReachScratch, 1);
  memset (s->n_seen, 0, sizeof s->n_seen);
  s->queue[tail] = *after;
  s->queue[tail++].hex = to;
  while (head < tail && !found)
    {
      const VicBlock *cur = &s->queue[head++];
      for (int d = 0; d < 6 && !found; d++)
        {
          int n = map->neighbors[cur->hex][d];
          if (n == VIC_NO_HEX || n == here || n == to || vic_storm_covers (game, n))
            continue;
          for (int variant = 0; variant < 2 && !found; variant++)
            {
              VicAction a = vic_action_make (kind);
              VicBlock next = *cur;
              gboolean known = FALSE;
              a.block = block;
              a.hex = n;
              a.hex2 = cur->hex;
              if (variant == 1)
                {
                  /* A third player entering a battle may join its defender (2.0). */
                  if (kind != VIC_ACTION_MOVE || !vic_hex_is_battle (c, n) || c->hexes[n].attacker == cur->owner
                      || defends (c, n, cur->owner))
                    continue;
                  a.flags = VIC_ACT_JOIN_DEFENDER;
                }
              if (!step_check (game, &a, cur, d, NULL))
                continue;
              step_effects (game, &next, cur->hex, n, d, kind, FALSE);
              next.hex = n;
              if (n != origin && stop_ok_at (game, block, n, &next, NULL))
                {
                  found = TRUE;
                  break;
                }
              if ((next.flags & VIC_BLOCK_STOPPED) || next.mp >= range || tail == REACH_STATES)
                continue;
              for (int i = 0; i < s->n_seen[n] && !known; i++)
                known = s->seen[n][i] == next.flags;
              if (known)
                continue;
              if (s->n_seen[n] < REACH_SEEN)
                s->seen[n][s->n_seen[n]++] = next.flags;
              s->queue[tail++] = next;
            }
        }
    }
  g_free (s);
  return found;
}

/* After the step: may it stop there, or if not, go on to somewhere it may
 * stop?  Keeps every move finishable (docs/victory-rules-notes.md): a block
 * passes where it may not stop only when it can still reach a stop, air
 * units within their range (around the Storm), the others by the steps of
 * their move (stop_reachable). */
static gboolean
arrival_check (const VicGame *game, const VicAction *a, int dir, GError **error)
{
  const VicCore *c = &game->core;
  const VicBlock *b = &c->blocks[a->block];
  VicBlock after = *b;
  int to = a->hex;
  gboolean must_stop;
  VicClass k;

  step_effects (game, &after, b->hex, to, dir, a->kind, c->active != a->block);
  must_stop = (after.flags & VIC_BLOCK_STOPPED) != 0;
  if (stop_ok_at (game, a->block, to, &after, NULL))
    return TRUE;
  if (must_stop)
    return stop_ok_at (game, a->block, to, &after, error);
  k = vic_block_class (c, &after);
  /* Flights (air units, a Rocket's launch) may pass where they cannot stop. */
  if (k == VIC_CLASS_AIR || (b->type == VIC_UNIT_ROCKET && a->kind == VIC_ACTION_MOVE))
    {
      if (air_stop_reachable (game, a->block, &after, to, range_of (c, &after, a->kind) - after.mp))
        return TRUE;
      return vic_refuse (error, _("The air unit could not reach an Airbase or a battle from there (5.53)"));
    }
  /* "Stacking applies after all movement is completed" (5.2): a block may
   * pass where it may not stop (a full hex, a coast its Strategic Move by sea
   * may not end on) if it can still go on to a hex where it may. */
  if (stop_reachable (game, a->block, &after, to, a->kind))
    return TRUE;
  return stop_ok_at (game, a->block, to, &after, error);
}

static void
step_apply (VicGame *game, const VicAction *a)
{
  VicCore *c = &game->core;
  const VicMap *map = game->map;
  VicBlock *b = &c->blocks[a->block];
  int from = b->hex, to = a->hex, dir = vic_map_direction (map, from, to);
  gboolean first = c->active != a->block;
  gboolean enemy = enemy_blocks (game, to, b->owner) > 0;

  if (first)
    {
      vic_move_finish_active (game);
      c->active = a->block;
      /* Embarking from a port by Sea Transport (5.91) (5.92). */
      if (a->kind == VIC_ACTION_STRATEGIC && vic_unit_class (b->type) == VIC_CLASS_GROUND
          && !(b->flags & VIC_BLOCK_AT_SEA) && vic_map_is_sea (map, to))
        c->hexes[from].port_used++;
    }
  vic_block_set_hex (game, a->block, to);
  vic_block_unlink (c, a->block);
  step_effects (game, b, from, to, dir, a->kind, first);
  vic_block_link (c, a->block);
  /* Aircraft aboard a moving Carrier go with it (4.2). */
  if (b->type == VIC_UNIT_CARRIER)
    for (int i = 0; i < c->n_slots; i++)
      if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].carrier == a->block)
        vic_block_set_hex (game, i, to);
  b->join = (a->flags & VIC_ACT_JOIN_DEFENDER) != 0;  /* bit 1 (entered the battle) cleared */
  /* Ground units and ships (but submarines) stop and attack at once; air
   * units and submarines pass over enemies and attack where they stop. */
  if (enemy && (b->flags & VIC_BLOCK_STOPPED) && vic_block_class (c, b) != VIC_CLASS_AIR
      && b->type != VIC_UNIT_ROCKET)
    {
      c->hexes[to].entry[(dir + 3) % 6] = b->owner;  /* (5.41) */
      enter_battle (game, a->block, to);
    }
  vic_emit (game, VIC_EVENT_MOVED, b->owner, a->block, from, to, a->kind == VIC_ACTION_STRATEGIC,
            VIC_ALL_PLAYERS (c));
  vic_control_update (game, from);
  vic_control_update (game, to);
}

void
vic_move_apply (VicGame *game, const VicAction *a)
{
  if (a->kind == VIC_ACTION_STOP)
    vic_move_finish_active (game);
  else
    step_apply (game, a);
}

/* ---------------------------------------------------------------- listing */

static void
add_steps (const VicGame *game, int block, VicActionKind kind, GArray *out)
{
  const VicCore *c = &game->core;
  const VicBlock *b = &c->blocks[block];

  for (int d = 0; d < 6; d++)
    {
      int to = game->map->neighbors[b->hex][d];
      VicAction a;
      if (to == VIC_NO_HEX)
        continue;
      a = vic_action_make (kind);
      a.block = block;
      a.hex = to;
      a.hex2 = b->hex;
      if (vic_move_check (game, &a, NULL))
        g_array_append_val (out, a);
      /* A third player entering a battle may join its defender (2.0). */
      if (kind == VIC_ACTION_MOVE && vic_hex_is_battle (c, to) && c->hexes[to].attacker != b->owner
          && !defends (c, to, b->owner))
        {
          a.flags = VIC_ACT_JOIN_DEFENDER;
          if (vic_move_check (game, &a, NULL))
            g_array_append_val (out, a);
        }
    }
}

void
vic_move_legal (const VicGame *game, GArray *out)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];

  if (c->active != VIC_NO_BLOCK)
    {
      const VicBlock *b = &c->blocks[c->active];
      VicAction stop = vic_action_make (VIC_ACTION_STOP);
      if (!(b->flags & VIC_BLOCK_STOPPED))
        add_steps (game, c->active, mode_of (b), out);
      if (vic_move_stop_check (game, c->active, NULL))
        g_array_append_val (out, stop);
      return;  /* one block at a time */
    }
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner != player || b->hex == VIC_NO_HEX || (b->flags & VIC_BLOCK_MOVED) || i == c->active
          || vic_unit_is_factory (b->type))
        continue;
      if (!vic_unit_sm_only (b->type) || b->type != VIC_UNIT_RESOURCE)
        add_steps (game, i, VIC_ACTION_MOVE, out);
      add_steps (game, i, VIC_ACTION_STRATEGIC, out);
      if (b->type == VIC_UNIT_AIRBORNE)
        add_steps (game, i, VIC_ACTION_FLY, out);
    }
}
