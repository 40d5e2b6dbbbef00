/* vic-supply.c: supply (7.0-7.5), Beachheads (6.71) and the Supply & Victory
 * Check phase (2.0 [4]): attrition (7.1), mining Resources (4.3), and the
 * check of the scenario's victory conditions (10.0).
 *
 * A Supply Line is a path of friendly or neutral Road hexes, joined by sea
 * between friendly ports (7.4), leading to a Supply Base: a friendly City
 * with a Supply Line to another friendly City (7.3).  So the hexes a player
 * can trace through fall into connected pieces; a piece with two or more of
 * his Cities supplies every unit on or next to one of its land hexes. */
#include "config.h"

#include "vic-game-private.h"

#include <string.h>

gboolean
vic_port_blockaded (const VicGame *game, int hex)
{
  return (game->core.hexes[hex].flags & VIC_HS_BLOCKADE) != 0;
}

/* Marks beachhead[h] for each hex holding one of player's Beachheads: one
 * pass over the blocks, not one per hex. */
static void
beachheads_of (const VicCore *c, int player, guint8 *beachhead)
{
  memset (beachhead, 0, VIC_MAX_HEXES);
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == player && b->hex != VIC_NO_HEX && (b->flags & VIC_BLOCK_FACE_UP)
          && vic_unit_is_amphibious (b->type) && !(b->flags & VIC_BLOCK_AT_SEA))
        beachhead[b->hex] = 1;
    }
}

static gboolean
is_beachhead (const VicCore *c, int hex, int player)
{
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == player && b->hex == hex && (b->flags & VIC_BLOCK_FACE_UP) && vic_unit_is_amphibious (b->type)
          && !(b->flags & VIC_BLOCK_AT_SEA))
        return TRUE;
    }
  return FALSE;
}

/* Does the enemy control of hex cut player's lines?  Not when the units that
 * give the control are themselves out of supply (7.1 IMPORTANT); `cut_by`
 * holds, per hex, whether its controller's units there are in supply (or
 * need none), NULL in the first pass. */
static gboolean
passable (const VicGame *game, int hex, int player, const guint8 *holds)
{
  int control = game->core.hexes[hex].control;

  if (control == VIC_NO_PLAYER || vic_friendly (&game->core, control, player))
    return TRUE;  /* an ally's hexes are friendly (10.4) */
  return holds != NULL && !holds[hex];
}

/* Union-find over hexes. */
static int
find (int *parent, int x)
{
  while (parent[x] != x)
    {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
  return x;
}

static void
join (int *parent, int a, int b)
{
  a = find (parent, a);
  b = find (parent, b);
  if (a != b)
    parent[MAX (a, b)] = MIN (a, b);
}

static void
compute (const VicGame *game, int player, const guint8 *holds, guint8 *supplied)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int n = map->n_hexes;
  int parent[VIC_MAX_HEXES];
  guint8 node[VIC_MAX_HEXES];   /* 1 land node, 2 sea node */
  guint8 cities[VIC_MAX_HEXES];
  guint8 beachhead[VIC_MAX_HEXES];

  beachheads_of (c, player, beachhead);
  for (int h = 0; h < n; h++)
    {
      gboolean pass = passable (game, h, player, holds);
      gboolean port = vic_friendly (c, c->hexes[h].control, player) && !vic_port_blockaded (game, h)
        && (vic_map_is_port (map, h) || ((c->hexes[h].flags & VIC_HS_MULBERRY) && !(c->hexes[h].flags & VIC_HS_STRUCTURE_NEW)
                                         && !vic_storm_covers (game, h)));
      parent[h] = h;
      cities[h] = 0;
      node[h] = 0;
      if (!pass)
        continue;
      if (vic_map_is_sea (map, h))
        node[h] = 2;
      else
        {
          gboolean road = FALSE;
          for (int d = 0; d < 6 && !road; d++)
            road = map->neighbors[h][d] != VIC_NO_HEX && (map->sides[h][d] & VIC_SIDE_ROAD);
          if (road || port || vic_map_is_city (map, h))
            node[h] = 1;
        }
    }
  for (int h = 0; h < n; h++)
    {
      if (node[h] == 0)
        continue;
      for (int d = VIK_DIR_N; d <= VIK_DIR_SE; d++)
        {
          int m = map->neighbors[h][d];
          guint16 s;
          if (m == VIC_NO_HEX || node[m] == 0)
            continue;
          s = map->sides[h][d];
          if (node[h] == 1 && node[m] == 1)
            {
              /* Roads (7.2): not through an Alpine side without the Road, nor a destroyed Bridge (9.5). */
              if ((s & VIC_SIDE_ROAD) && !(VIC_SIDE_IS_BRIDGE (s) && vic_side_destroyed (c, map, h, d)))
                join (parent, h, m);
              continue;
            }
          if (node[h] == 2 && node[m] == 2)
            {
              join (parent, h, m);  /* (7.4) across friendly or neutral sea */
              continue;
            }
          {
            int land = node[h] == 2 ? m : h, sea = node[h] == 2 ? h : m;
            gboolean port = vic_friendly (c, c->hexes[land].control, player) && !vic_port_blockaded (game, land)
              && (vic_map_is_port (map, land)
                  || ((c->hexes[land].flags & VIC_HS_MULBERRY) && !(c->hexes[land].flags & VIC_HS_STRUCTURE_NEW)
                      && !vic_storm_covers (game, land)));
            if (node[sea] == 2 && port && (s & VIC_SIDE_SEA))
              join (parent, land, sea);
          }
        }
      /* A Mulberry passes supply on to the hexes next to it (9.7). */
      if (node[h] == 1 && (c->hexes[h].flags & VIC_HS_MULBERRY) && !vic_map_is_port (map, h))
        for (int d = 0; d < 6; d++)
          {
            int m = map->neighbors[h][d];
            if (m != VIC_NO_HEX && node[m] == 1)
              join (parent, h, m);
          }
    }
  for (int h = 0; h < n; h++)
    if (node[h] != 0 && vic_map_is_city (map, h) && vic_friendly (c, c->hexes[h].control, player))
      cities[find (parent, h)]++;
  memset (supplied, 0, VIC_MAX_HEXES);
  for (int h = 0; h < n; h++)
    {
      if (node[h] == 0 || node[h] == 2 || cities[find (parent, h)] < 2)
        continue;
      supplied[h] = 1;
      for (int d = 0; d < 6; d++)
        if (map->neighbors[h][d] != VIC_NO_HEX)
          supplied[map->neighbors[h][d]] = 1;
    }
  /* (6.71) Sea Supply reaches a Beachhead, which supplies its own and the
   * adjacent hexes only (it does not link up with roads, 7.4). */
  for (int h = 0; h < n; h++)
    {
      gboolean reached = FALSE;
      if (c->hexes[h].control != player || vic_port_blockaded (game, h) || !beachhead[h])
        continue;
      for (int d = 0; d < 6 && !reached; d++)
        {
          int s = map->neighbors[h][d];
          reached = s != VIC_NO_HEX && node[s] == 2 && (map->sides[h][d] & VIC_SIDE_SEA) && cities[find (parent, s)] >= 2;
        }
      if (!reached)
        continue;
      supplied[h] = 1;
      for (int d = 0; d < 6; d++)
        if (map->neighbors[h][d] != VIC_NO_HEX)
          supplied[map->neighbors[h][d]] = 1;
    }
}

/* For every hex: are the units controlling it in supply, or in no need of it? */
static void
holds_compute (const VicGame *game, guint8 supplied[VIC_MAX_PLAYERS][VIC_MAX_HEXES], guint8 *holds)
{
  const VicCore *c = &game->core;

  for (int h = 0; h < game->map->n_hexes; h++)
    holds[h] = 1;
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == VIC_NO_PLAYER || b->hex == VIC_NO_HEX)
        continue;
      if (vic_friendly (c, c->hexes[b->hex].control, b->owner) && vic_block_class (c, b) != VIC_CLASS_NAVAL
          && b->carrier == VIC_NO_BLOCK)
        holds[b->hex] = 0;
    }
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == VIC_NO_PLAYER || b->hex == VIC_NO_HEX || !vic_friendly (c, c->hexes[b->hex].control, b->owner))
        continue;
      if (vic_block_class (c, b) == VIC_CLASS_NAVAL || b->carrier != VIC_NO_BLOCK || supplied[b->owner][b->hex])
        holds[b->hex] = 1;
    }
}

/* Does the second pass open any hex to player's lines, an enemy hex whose
 * holders are out of supply (7.1 IMPORTANT)?  When none, it gives what the
 * first gave. */
static gboolean
opens_lines (const VicGame *game, int player, const guint8 *holds)
{
  for (int h = 0; h < game->map->n_hexes; h++)
    if (!holds[h] && !passable (game, h, player, NULL))
      return TRUE;
  return FALSE;
}

void
vic_supply_compute_all (const VicGame *game, guint8 supplied[VIC_MAX_PLAYERS][VIC_MAX_HEXES])
{
  const VicCore *c = &game->core;
  guint8 (*first)[VIC_MAX_HEXES] = g_malloc0 (sizeof (guint8[VIC_MAX_PLAYERS][VIC_MAX_HEXES]));
  guint8 *holds = g_new (guint8, VIC_MAX_HEXES);

  for (int p = 0; p < c->n_players; p++)
    compute (game, p, NULL, first[p]);
  holds_compute (game, first, holds);
  for (int p = 0; p < c->n_players; p++)
    if (opens_lines (game, p, holds))
      compute (game, p, holds, supplied[p]);
    else
      memcpy (supplied[p], first[p], VIC_MAX_HEXES);
  g_free (holds);
  g_free (first);
}

void
vic_supply_compute (const VicGame *game, int player, guint8 *supplied)
{
  const VicCore *c = &game->core;
  guint8 (*first)[VIC_MAX_HEXES] = g_malloc0 (sizeof (guint8[VIC_MAX_PLAYERS][VIC_MAX_HEXES]));
  guint8 *holds = g_new (guint8, VIC_MAX_HEXES);

  for (int p = 0; p < c->n_players; p++)
    compute (game, p, NULL, first[p]);
  holds_compute (game, first, holds);
  if (opens_lines (game, player, holds))
    compute (game, player, holds, supplied);
  else
    memcpy (supplied, first[player], VIC_MAX_HEXES);
  g_free (holds);
  g_free (first);
}

/* Does the block need supply at all (7.0) (7.5)? */
static gboolean
needs_supply (const VicCore *c, const VicBlock *b)
{
  VicClass k = vic_block_class (c, b);

  if (b->carrier != VIC_NO_BLOCK || k == VIC_CLASS_NAVAL)
    return FALSE;
  /* Factories and Resources stay put and eat nothing (docs/victory-rules-notes.md). */
  return !vic_unit_is_factory (b->type) && b->type != VIC_UNIT_RESOURCE;
}

gboolean
vic_block_supplied (const VicGame *game, int block)
{
  const VicCore *c = &game->core;
  const VicBlock *b;
  guint8 supplied[VIC_MAX_HEXES];

  if (block < 0 || block >= c->n_slots || c->blocks[block].owner == VIC_NO_PLAYER)
    return FALSE;
  b = &c->blocks[block];
  if (b->hex == VIC_NO_HEX || !needs_supply (c, b))
    return TRUE;
  vic_supply_compute (game, b->owner, supplied);
  return supplied[b->hex] != 0;
}

/* ---------------------------------------------------------------- Beachheads (6.71) */

gboolean
vic_supply_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];
  const VicBlock *b;

  if (a->block < 0 || a->block >= c->n_slots || c->blocks[a->block].owner != player)
    return vic_refuse (error, _("That is not one of your blocks"));
  b = &c->blocks[a->block];
  if (b->type != VIC_UNIT_MARINES && b->type != VIC_UNIT_AMPHIB && b->type != VIC_UNIT_COMMANDO)
    return vic_refuse (error, _("Only a Marine or amphibious infantry unit may be a Beachhead (6.71)"));
  if (b->hex == VIC_NO_HEX || (b->flags & VIC_BLOCK_AT_SEA) || !vic_map_is_coastal (game->map, b->hex)
      || !vic_friendly (c, c->hexes[b->hex].control, player))
    return vic_refuse (error, _("A Beachhead is a unit ashore in a friendly coastal hex (6.71)"));
  if (vic_map_is_port (game->map, b->hex))
    return vic_refuse (error, _("A port needs no Beachhead (3.2) (6.71)"));
  if (b->flags & VIC_BLOCK_FACE_UP)
    return vic_refuse (error, _("The unit already is a Beachhead (6.71)"));
  if (is_beachhead (c, b->hex, player))
    return vic_refuse (error, _("At most one Beachhead per hex (6.71)"));
  return TRUE;
}

void
vic_supply_legal (const VicGame *game, GArray *out)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];

  for (int i = 0; i < c->n_slots; i++)
    {
      VicAction a = vic_action_make (VIC_ACTION_BEACHHEAD);
      if (c->blocks[i].owner != player || !vic_unit_is_amphibious (c->blocks[i].type))
        continue;
      a.block = i;
      if (vic_supply_check (game, &a, NULL))
        g_array_append_val (out, a);
    }
}

void
vic_supply_apply (VicGame *game, const VicAction *a)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[a->block];

  b->flags |= VIC_BLOCK_FACE_UP;
  b->revealed = VIC_ALL_PLAYERS (c);  /* face-up: everybody sees it */
  vic_emit (game, VIC_EVENT_REVEALED, b->owner, a->block, b->hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
}

/* ---------------------------------------------------------------- the phase's end */

void
vic_supply_phase_end (VicGame *game)
{
  VicCore *c = &game->core;
  guint8 (*supplied)[VIC_MAX_HEXES] = g_malloc0 (sizeof (guint8[VIC_MAX_PLAYERS][VIC_MAX_HEXES]));

  vic_supply_compute_all (game, supplied);
  /* (7.1) Each unsupplied Air or Ground unit loses a step; Airborne units are eliminated (6.6). */
  for (int i = 0; i < c->n_slots; i++)
    {
      VicBlock *b = &c->blocks[i];
      int hex = b->hex;
      if (b->owner == VIC_NO_PLAYER || hex == VIC_NO_HEX || !needs_supply (c, b) || supplied[b->owner][hex])
        continue;
      vic_emit (game, VIC_EVENT_ATTRITION, b->owner, i, hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
      if (b->type == VIC_UNIT_AIRBORNE || b->steps <= 1)
        {
          vic_emit_eliminated (game, i, b->owner, hex);
          vic_block_remove (game, i);
        }
      else
        b->steps--;
    }
  /* (4.3) One step of a Resource block is mined in a resource hex each turn. */
  for (int i = 0; i < c->n_slots; i++)
    {
      VicBlock *b = &c->blocks[i];
      if (b->owner != VIC_NO_PLAYER && b->type == VIC_UNIT_RESOURCE && b->hex != VIC_NO_HEX
          && (game->map->features[b->hex] & VIC_HEX_RESOURCE) && b->steps < vic_block_max_steps (c, b))
        b->steps++;
    }
  g_free (supplied);
  vic_victory_check (game, c->turn_limit > 0 && c->turn >= c->turn_limit);
}
