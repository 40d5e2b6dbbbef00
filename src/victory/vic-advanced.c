/* vic-advanced.c: the advanced rules of 9.0 that act outside production:
 * the Storm (9.4) and attacks on Bridges and Canals (9.5). */
#include "config.h"

#include "vic-game-private.h"

/* ---------------------------------------------------------------- the Storm (9.4) */

/* After each Initiative die-roll, Player 1 rolls two dice: the first is the
 * direction (1 north, then clockwise), the second the distance.  Off the map,
 * the Storm is gone.  On a Mulberry it destroys it. */
void
vic_storm_move (VicGame *game)
{
  VicCore *c = &game->core;
  const VicMap *map = game->map;
  guint8 dice[2];
  int hex = c->storm;

  if (hex == VIC_NO_HEX)
    return;
  dice[0] = vic_roll_die (game);
  dice[1] = vic_roll_die (game);
  for (int i = 0; i < dice[1] && hex != VIC_NO_HEX; i++)
    hex = map->neighbors[hex][dice[0] - 1];
  c->storm = hex;
  vic_emit_dice (game, VIC_EVENT_STORM, c->order[0], VIC_NO_BLOCK, hex, dice, 2, 0, VIC_ALL_PLAYERS (c));
  if (hex != VIC_NO_HEX && (c->hexes[hex].flags & VIC_HS_MULBERRY))
    {
      c->hexes[hex].flags &= ~VIC_HS_MULBERRY;
      vic_emit (game, VIC_EVENT_MULBERRY_LOST, VIC_NO_PLAYER, VIC_NO_BLOCK, hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
    }
}

/* ---------------------------------------------------------------- Bridges and Canals (9.5) */

gboolean
vic_side_destroyed (const VicCore *c, const VicMap *map, int hex, int dir)
{
  if (dir > VIK_DIR_SE)
    {
      hex = map->neighbors[hex][dir];
      dir -= 3;
      if (hex == VIC_NO_HEX)
        return FALSE;
    }
  return c->hexes[hex].side_damage[dir] >= c->rules.structure_hits;
}

static guint8 *
side_damage (VicCore *c, const VicMap *map, int hex, int dir)
{
  if (dir > VIK_DIR_SE)
    {
      hex = map->neighbors[hex][dir];
      dir -= 3;
    }
  return &c->hexes[hex].side_damage[dir];
}

static int
canal_hits (const VicCore *c, int hex)
{
  return c->hexes[hex].damage >> 4;
}

gboolean
vic_strike_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int player = c->order[c->turn_index];
  const VicBlock *b;
  VicClass k;
  int at;

  if (!vic_ruleset_has_option (&c->rules, VIC_OPTION_DESTRUCTION))
    return vic_refuse (error, _("Destruction Markers (9.5) are not used in this game"));
  if (a->block < 0 || a->block >= c->n_slots || c->blocks[a->block].owner != player)
    return vic_refuse (error, _("That is not one of your blocks"));
  b = &c->blocks[a->block];
  at = b->hex;
  if (at == VIC_NO_HEX || a->hex < 0 || a->hex >= map->n_hexes)
    return vic_refuse (error, _("No such hex"));
  if (b->flags & VIC_BLOCK_STRUCK)
    return vic_refuse (error, _("The block has already struck this turn (9.5)"));
  if (vic_hex_is_battle (c, at))
    return vic_refuse (error, _("Blocks in a battle fight the battle (6.1)"));
  if (c->rules.units[b->type].fire[VIC_CLASS_GROUND] == 0)
    return vic_refuse (error, _("Bridges and Canals are attacked with G firepower (9.5)"));
  k = vic_block_class (c, b);
  if (a->hex2 != VIC_NO_HEX)
    {
      int dir = vic_map_direction (map, a->hex, a->hex2);
      if (dir < 0 || !VIC_SIDE_IS_BRIDGE (map->sides[a->hex][dir]))
        return vic_refuse (error, _("There is no Bridge between those hexes (9.5)"));
      if (vic_side_destroyed (c, map, a->hex, dir))
        return vic_refuse (error, _("The Bridge is already destroyed (9.5)"));
      if (k == VIC_CLASS_GROUND ? (at != a->hex && at != a->hex2)
          : (vic_map_distance (map, at, a->hex) > 1 && vic_map_distance (map, at, a->hex2) > 1))
        return vic_refuse (error, _("Ground units attack a Bridge from either end, air and naval units from next to it (9.5)"));
      return TRUE;
    }
  if (!(map->features[a->hex] & VIC_HEX_CANAL))
    return vic_refuse (error, _("There is no Canal there (9.5)"));
  if (c->hexes[a->hex].flags & VIC_HS_CANAL_DESTROYED)
    return vic_refuse (error, _("The Canal is already destroyed (9.5)"));
  if (vic_map_distance (map, at, a->hex) > 1)
    return vic_refuse (error, _("Canals are attacked from the Canal hex or next to it (9.5)"));
  return TRUE;
}

void
vic_strike_legal (const VicGame *game, GArray *out)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int player = c->order[c->turn_index];

  if (!vic_ruleset_has_option (&c->rules, VIC_OPTION_DESTRUCTION))
    return;
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner != player || b->hex == VIC_NO_HEX || (b->flags & VIC_BLOCK_STRUCK))
        continue;
      /* Bridges and Canals within a hex of the block. */
      for (int d = -1; d < 6; d++)
        {
          int h = d < 0 ? b->hex : map->neighbors[b->hex][d];
          if (h == VIC_NO_HEX)
            continue;
          for (int e = 0; e < 6; e++)
            {
              int m = map->neighbors[h][e];
              VicAction a = vic_action_make (VIC_ACTION_STRIKE);
              if (m == VIC_NO_HEX || m < h || !VIC_SIDE_IS_BRIDGE (map->sides[h][e]))
                continue;
              a.block = i;
              a.hex = h;
              a.hex2 = m;
              if (vic_strike_check (game, &a, NULL))
                g_array_append_val (out, a);
            }
          if (map->features[h] & VIC_HEX_CANAL)
            {
              VicAction a = vic_action_make (VIC_ACTION_STRIKE);
              a.block = i;
              a.hex = h;
              if (vic_strike_check (game, &a, NULL))
                g_array_append_val (out, a);
            }
        }
    }
}

void
vic_strike_apply (VicGame *game, const VicAction *a)
{
  VicCore *c = &game->core;
  const VicMap *map = game->map;
  VicBlock *b = &c->blocks[a->block];
  int fire = c->rules.units[b->type].fire[VIC_CLASS_GROUND];
  guint8 dice[8];
  int hits = 0, n = MIN (b->steps, 8), total;

  b->flags |= VIC_BLOCK_STRUCK;
  for (int i = 0; i < n; i++)
    {
      dice[i] = vic_roll_die (game);
      hits += dice[i] <= fire;
    }
  vic_emit_dice (game, VIC_EVENT_FIRED, b->owner, a->block, a->hex, dice, n, VIC_CLASS_GROUND, VIC_ALL_PLAYERS (c));
  if (a->hex2 != VIC_NO_HEX)
    {
      guint8 *dmg = side_damage (c, map, a->hex, vic_map_direction (map, a->hex, a->hex2));
      *dmg = MIN (c->rules.structure_hits, *dmg + hits);
      total = *dmg;
    }
  else
    {
      total = MIN (c->rules.structure_hits, canal_hits (c, a->hex) + hits);
      c->hexes[a->hex].damage = (guint8) ((c->hexes[a->hex].damage & 0x0f) | (total << 4));
      if (total >= c->rules.structure_hits)
        c->hexes[a->hex].flags |= VIC_HS_CANAL_DESTROYED;
    }
  vic_emit (game, VIC_EVENT_STRUCTURE, b->owner, a->block, a->hex, a->hex2, total, VIC_ALL_PLAYERS (c));
}
