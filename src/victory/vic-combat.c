/* vic-combat.c: the Combat Phase (6.0-6.8).
 *
 * Battles are fought one at a time, Player 1's first in the order he chooses
 * (6.1).  A battle has up to three rounds (6.3); each round every block has
 * one combat turn, A to F, the defender first on the same letter (6.31), to
 * fire at a target group (6.4) (6.42), pass or retreat (6.5).  Hits fall on
 * the strongest units of the group, the owner choosing among equals (6.46).
 * Ship-to-shore fire (6.43), air-to-surface fire (6.44), flak (6.45), double
 * defence (6.47) and friendly fire (6.48) shape who may fire at whom.  After
 * the battle air units land (5.51), the victor may regroup (optional), and
 * attacking ships may stay as a blockade (6.8). */
#include "config.h"

#include "vic-game-private.h"

#include <string.h>

/* An air unit's landing move after its battle (5.53): its move; with the
 * Air Range option, what its attack left of twice its move. */
static int
landing_range (const VicCore *c, const VicBlock *b)
{
  int move = (b->flags & VIC_BLOCK_FLYING) ? c->rules.paradrop_range : c->rules.units[b->type].move;

  if (vic_ruleset_has_option (&c->rules, VIC_OPTION_AIR_RANGE) && !(b->flags & VIC_BLOCK_FLYING))
    return MAX (0, 2 * move - b->mp);
  return move;
}

static int
rounds_total (const VicCore *c)
{
  return c->rules.combat_rounds + (vic_ruleset_has_option (&c->rules, VIC_OPTION_PURSUIT_ROUND) ? 1 : 0);
}

static int
side_of (const VicCore *c, const VicBlock *b)
{
  return c->battle.side_of[b->owner];
}

static gboolean
in_battle (const VicCore *c, const VicBlock *b)
{
  return b->owner != VIC_NO_PLAYER && (b->bflags & VIC_BB_IN_BATTLE);
}

/* In the fight this round: responders arrive in round 2 (5.8). */
static gboolean
present (const VicCore *c, const VicBlock *b)
{
  return in_battle (c, b) && (c->battle.round >= 2 || !(b->flags & VIC_BLOCK_RESPONSE));
}

static int
count_side (const VicCore *c, int side, gboolean only_present)
{
  int n = 0;

  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (in_battle (c, b) && side_of (c, b) == side && (!only_present || present (c, b))
          && !(vic_unit_is_factory (b->type) && b->steps == 0))
        n++;
    }
  return n;
}

static gboolean
side_has_ground (const VicCore *c, int side)
{
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (in_battle (c, b) && side_of (c, b) == side && vic_block_class (c, b) == VIC_CLASS_GROUND
          && !vic_unit_is_factory (b->type))
        return TRUE;
    }
  return FALSE;
}

static gboolean
side_has_class (const VicCore *c, int side, VicClass k)
{
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (present (c, b) && side_of (c, b) == side && vic_block_class (c, b) == k && !(b->bflags & VIC_BB_GROUNDED))
        return TRUE;
    }
  return FALSE;
}

static gboolean
double_defence (const VicGame *game, int side)
{
  VicTerrain t = game->map->terrain[game->core.battle.hex];

  return side == 1 && (t == VIC_TERRAIN_MARSH || t == VIC_TERRAIN_MOUNTAIN);
}

/* Is the block's owner among the players a strike by Rockets alone does not
 * reveal (Rocket: "Defender losses ... are not revealed unless other
 * attacking units are involved")? */
static gboolean
hidden_in_battle (const VicCore *c, const VicBlock *b)
{
  return (c->battle.hidden >> b->owner) & 1;
}

/* Is the block a Beachhead: a Marine or Amphib face-up ashore (6.71)?  "The
 * BH unit can fight or move normally": it stays one through a battle in its
 * hex. */
static gboolean
is_beachhead (const VicBlock *b)
{
  return (b->flags & VIC_BLOCK_FACE_UP) && vic_unit_is_amphibious (b->type) && !(b->flags & VIC_BLOCK_AT_SEA);
}

/* A block out of its battle stands upright again, its label facing its
 * owner (Fog of War: "Except when fighting a battle, the blocks stand
 * upright"; "Reveal blocks only when a battle is fought"), unless it stands
 * face-up: a Beachhead (6.71), a blockader (6.8), a coastal Submarine
 * (Submarine Control). */
static void
stand_upright (VicGame *game, int block)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];

  if (b->owner == VIC_NO_PLAYER)
    return;
  vic_submarine_face (game, block);
  b->revealed = (b->flags & VIC_BLOCK_FACE_UP) ? VIC_ALL_PLAYERS (c) : vic_team_mask (c, b->owner);
}

/* ---------------------------------------------------------------- firepower */

/* The firepower a block fires with at a target group now (6.41), with the
 * chart's notes: Infantry G3 defending Cities, Mountain G3 in Mountains,
 * Ground units at sea have none but Marines' A (5.91). */
static int
firepower (const VicGame *game, const VicBlock *b, VicClass group)
{
  const VicCore *c = &game->core;
  int fp = c->rules.units[b->type].fire[group];
  int hex = c->battle.hex;

  if (b->bflags & VIC_BB_GROUNDED)
    return 0;
  if (b->flags & VIC_BLOCK_FLYING)
    return 0;  /* (6.6) it must drop first */
  if (vic_unit_class (b->type) == VIC_CLASS_GROUND && vic_block_class (c, b) == VIC_CLASS_NAVAL)
    return (b->type == VIC_UNIT_MARINES && group == VIC_CLASS_AIR) ? fp : 0;
  if (group == VIC_CLASS_GROUND && (b->type == VIC_UNIT_INFANTRY || b->type == VIC_UNIT_AMPHIB)
      && side_of (c, b) == 1 && hex != VIC_NO_HEX && vic_map_is_city (game->map, hex))
    fp = MAX (fp, c->rules.city_infantry_fire);
  if (group == VIC_CLASS_GROUND && b->type == VIC_UNIT_MOUNTAIN && hex != VIC_NO_HEX
      && game->map->terrain[hex] == VIC_TERRAIN_MOUNTAIN)
    fp = MAX (fp, c->rules.mountain_fire);
  return fp;
}

int
vic_game_block_firepower (const VicGame *game, int block, VicClass group)
{
  const VicCore *c = &game->core;

  if (block < 0 || block >= c->n_slots || c->blocks[block].owner == VIC_NO_PLAYER || group >= VIC_N_CLASSES)
    return 0;
  return firepower (game, &c->blocks[block], group);
}

/* How the firer's hits may fall on `group` (VIC_HITS_*). */
static guint8
hit_kind_for (const VicCore *c, const VicBlock *firer, VicClass group)
{
  VicClass k = vic_block_class (c, firer);

  if (group == VIC_CLASS_GROUND && (k == VIC_CLASS_AIR || k == VIC_CLASS_NAVAL))
    return VIC_HITS_FROM_AIR_NAVAL;  /* (6.44) (6.46) */
  if (group == VIC_CLASS_AIR && k != VIC_CLASS_AIR)
    return VIC_HITS_FLAK;            /* (6.45) */
  if (group == VIC_CLASS_NAVAL && k == VIC_CLASS_GROUND)
    return VIC_HITS_COUNTER;         /* (6.43) */
  return 0;
}

/* May block x (of side `side`) take a hit of this kind on this group? */
static gboolean
eligible (const VicCore *c, const VicBlock *x, int side, VicClass group, guint8 kind, VicClass firer_class)
{
  VicClass k;

  if (!present (c, x) || side_of (c, x) != side || x->steps == 0)
    return FALSE;
  k = vic_block_class (c, x);
  if (x->bflags & VIC_BB_GROUNDED)
    {
      /* Grounded land air takes G hits; grounded carrier air takes none (Grounded Air Units). */
      if (group != VIC_CLASS_GROUND || x->carrier != VIC_NO_BLOCK)
        return FALSE;
      k = VIC_CLASS_GROUND;
    }
  else if (x->carrier != VIC_NO_BLOCK && k == VIC_CLASS_AIR && group != VIC_CLASS_AIR)
    return FALSE;
  if (k != group)
    return FALSE;
  if ((kind & VIC_HITS_FROM_AIR_NAVAL) && group == VIC_CLASS_GROUND && x->steps <= 1
      && !(x->bflags & VIC_BB_GROUNDED))
    return FALSE;  /* (6.44) (6.46): not the last step of a Ground unit */
  if (kind & VIC_HITS_FLAK)
    return (x->bflags & (firer_class == VIC_CLASS_NAVAL ? VIC_BB_AIR_AT_N : VIC_BB_AIR_AT_G)) != 0;
  if (kind & VIC_HITS_COUNTER)
    return (x->bflags & VIC_BB_BOMBARDED) != 0;
  if ((kind & VIC_HITS_FRIENDLY) && group == VIC_CLASS_GROUND && x->steps <= 1)
    return FALSE;  /* friendly fire comes from air or naval units too (6.46) */
  return TRUE;
}

static int
count_eligible (const VicCore *c, int side, VicClass group, guint8 kind, VicClass firer_class)
{
  int n = 0;

  for (int i = 0; i < c->n_slots; i++)
    if (eligible (c, &c->blocks[i], side, group, kind, firer_class))
      n++;
  return n;
}

static gboolean
enemy_naval_present (const VicCore *c, int side)
{
  return side_has_class (c, 1 - side, VIC_CLASS_NAVAL);
}

/* Structures the attacker may fire at: a Major Airfield or a Mulberry (9.6) (9.7). */
static gboolean
has_structure (const VicCore *c, int hex)
{
  return c->hexes[hex].airfield == 2 || (c->hexes[hex].flags & VIC_HS_MULBERRY);
}

/* ---------------------------------------------------------------- whose turn */

static int
block_turn (const VicCore *c, const VicBlock *b)
{
  return c->rules.units[b->type].turn;
}

/* Can the block act in the current slot? */
static gboolean
can_act (const VicCore *c, const VicBlock *b)
{
  return present (c, b) && !(b->bflags & (VIC_BB_ACTED | VIC_BB_GROUNDED)) && side_of (c, b) == c->battle.side_now
    && block_turn (c, b) == c->battle.slot && !(vic_unit_is_factory (b->type) && b->steps == 0);
}

/* The player who decides in the battle now. */
int
vic_combat_decider (const VicGame *game)
{
  const VicCore *c = &game->core;
  const VicBattle *bt = &c->battle;

  switch (bt->step)
    {
    case VIC_BATTLE_GROUNDING:
      for (int p = 0; p < c->n_players; p++)
        if (bt->side_of[p] >= 0)
          {
            int n = 0;
            for (int i = 0; i < c->n_slots; i++)
              {
                const VicBlock *b = &c->blocks[i];
                if (b->owner == p && in_battle (c, b) && vic_block_class (c, b) == VIC_CLASS_AIR
                    && !(b->bflags & VIC_BB_GROUNDED))
                  n++;
              }
            if (n > c->rules.air_stacking)
              return p;
          }
      return bt->leader[1];
    case VIC_BATTLE_TURNS:
      for (int i = 0; i < c->n_slots; i++)
        if (can_act (c, &c->blocks[i]))
          return c->blocks[i].owner;
      return bt->leader[bt->side_now];
    case VIC_BATTLE_HITS:
      {
        int side = bt->friendly && bt->hits == 0 ? 1 - bt->hit_side : bt->hit_side;
        return bt->leader[side];
      }
    case VIC_BATTLE_FINAL_RETREAT:
    case VIC_BATTLE_FORCED_RETREAT:
      {
        int side = bt->step == VIC_BATTLE_FINAL_RETREAT ? 0 : 1;
        for (int i = 0; i < c->n_slots; i++)
          if (in_battle (c, &c->blocks[i]) && side_of (c, &c->blocks[i]) == side)
            return c->blocks[i].owner;
        return bt->leader[side];
      }
    case VIC_BATTLE_LANDING:
      for (int i = 0; i < c->n_slots; i++)
        {
          const VicBlock *b = &c->blocks[i];
          if (in_battle (c, b) && vic_block_class (c, b) == VIC_CLASS_AIR && b->carrier == VIC_NO_BLOCK)
            return b->owner;
        }
      return bt->leader[0];
    case VIC_BATTLE_REGROUP:
      return bt->leader[bt->winner < 0 ? 0 : bt->winner];
    default:
      return c->order[c->turn_index];
    }
}

VicDecision
vic_combat_decision (const VicGame *game)
{
  switch (game->core.battle.step)
    {
    case VIC_BATTLE_NONE: return VIC_DECISION_CHOOSE_BATTLE;
    case VIC_BATTLE_GROUNDING: return VIC_DECISION_GROUNDED;
    case VIC_BATTLE_TURNS: return VIC_DECISION_COMBAT_TURN;
    case VIC_BATTLE_HITS: return VIC_DECISION_HIT;
    case VIC_BATTLE_FINAL_RETREAT: return VIC_DECISION_FINAL_RETREAT;
    case VIC_BATTLE_FORCED_RETREAT: return VIC_DECISION_FORCED_RETREAT;
    case VIC_BATTLE_LANDING: return VIC_DECISION_AIR_LANDING;
    default: return VIC_DECISION_REGROUP;
    }
}

/* ---------------------------------------------------------------- choosing battles (6.1) */

static gboolean
battle_startable (const VicGame *game, int hex, int player, GError **error)
{
  const VicCore *c = &game->core;
  const VicHexState *hs;

  if (hex < 0 || hex >= game->map->n_hexes)
    return vic_refuse (error, _("No such hex"));
  hs = &c->hexes[hex];
  if (hs->flags & VIC_HS_BATTLE)
    {
      if (hs->attacker != player)
        return vic_refuse (error, _("Battles are fought in the order of their attackers: that one is %s's (6.1)"),
                           hs->attacker >= 0 ? c->players[hs->attacker].name : "?");
      return TRUE;
    }
  if (hs->flags & VIC_HS_BLOCKADE)
    {
      if (hs->flags & VIC_HS_FOUGHT)
        return vic_refuse (error, _("A blockade is activated for combat once per Combat Phase (6.8)"));
      if (hs->count[player] == 0)
        return vic_refuse (error, _("Only a player with units in the blockade may activate it (6.8)"));
      return TRUE;
    }
  return vic_refuse (error, _("There is no battle in %s (6.1)"), vic_map_label (game->map, hex));
}

static gboolean
mandatory_left (const VicGame *game, int player)
{
  const VicCore *c = &game->core;

  for (int h = 0; h < game->map->n_hexes; h++)
    if ((c->hexes[h].flags & VIC_HS_BATTLE) && c->hexes[h].attacker == player)
      return TRUE;
  return FALSE;
}

gboolean
vic_combat_has_battle (const VicGame *game, int player)
{
  const VicCore *c = &game->core;

  if (mandatory_left (game, player))
    return TRUE;
  for (int h = 0; h < game->map->n_hexes; h++)
    if ((c->hexes[h].flags & VIC_HS_BLOCKADE) && !(c->hexes[h].flags & VIC_HS_FOUGHT) && c->hexes[h].count[player])
      return TRUE;
  if (vic_ruleset_has_option (&c->rules, VIC_OPTION_DESTRUCTION))
    {
      GArray *strikes = g_array_new (FALSE, FALSE, sizeof (VicAction));
      gboolean any;
      vic_strike_legal (game, strikes);
      any = strikes->len > 0;
      g_array_unref (strikes);
      return any;
    }
  return FALSE;
}

gboolean
vic_combat_end_check (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;
  int player = c->order[c->turn_index];

  if (c->battle.hex != VIC_NO_HEX)
    {
      if (c->battle.step == VIC_BATTLE_REGROUP)
        return TRUE;
      return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("The battle must be fought to its end (6.1)"));
    }
  if (mandatory_left (game, player))
    return vic_refuse (error, _("Every battle must be fought (6.1)"));
  return TRUE;
}

/* ---------------------------------------------------------------- retreats (6.5) */

static int
retreat_count (const VicCore *c, int player, int dir, VicClass k)
{
  return c->battle.retreats[player][dir][k == VIC_CLASS_NAVAL ? 1 : 0];
}

static gboolean air_landing_ok (const VicGame *game, int block, int hex, int range, gboolean *mb_barred);

/* Can block retreat (or regroup) from the battle hex to `to`?  `regroup`: the
 * victor's regroup (adjacent friendly or neutral hexes, move and stacking
 * limits, 6.5 option). */
static gboolean
retreat_ok (const VicGame *game, int block, int to, gboolean regroup, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  const VicBlock *b = &c->blocks[block];
  int hex = c->battle.hex, player = b->owner, side = side_of (c, b);
  VicClass k = vic_block_class (c, b);
  int control, dir;
  gboolean mb_barred;

  if (to < 0 || to >= map->n_hexes || to == hex)
    return vic_refuse (error, _("No such hex"));
  if (b->type == VIC_UNIT_RESOURCE || vic_unit_is_factory (b->type))
    return vic_refuse (error, _("Resource blocks and Factories cannot retreat (6.51) (9.1)"));
  if ((b->bflags & VIC_BB_GROUNDED) && b->carrier == VIC_NO_BLOCK)
    return vic_refuse (error, _("Grounded land air units can never retreat (5.52)"));
  if (b->carrier != VIC_NO_BLOCK)
    return vic_refuse (error, _("Air units aboard a Carrier retreat with their ship (5.52)"));
  if (c->hexes[to].flags & (VIC_HS_BATTLE | VIC_HS_BLOCKADE))
    return vic_refuse (error, _("Units cannot retreat to another Battle or Blockade hex (6.5)"));
  if (vic_hex_has_enemy (game, to, player))
    return vic_refuse (error, _("Units cannot retreat into enemy-occupied hexes (6.5)"));
  control = c->hexes[to].control;
  if (k == VIC_CLASS_AIR)
    {
      /* (6.54) to a friendly Airbase within the landing move. */
      int range = landing_range (c, b);
      if (regroup)
        return vic_refuse (error, _("Air units land after the battle (5.51)"));
      if (vic_map_distance (map, hex, to) > range)
        return vic_refuse (error, _("Air units retreat to a friendly Airbase within their landing move (6.54)"));
      if (b->flags & VIC_BLOCK_FLYING)
        {
          /* An Airborne unit that aborts returns to base as a Ground unit (6.6). */
          if (vic_airbase_capacity (game, to, player) == 0 || (c->hexes[to].flags & VIC_HS_CAPTURED))
            return vic_refuse (error, _("Air units retreat to a friendly Airbase with room (5.51) (6.54)"));
          if (vic_stack_count (game, to, player, VIC_CLASS_GROUND, block) + 1 > vic_stack_limit (game, to, VIC_CLASS_GROUND))
            return vic_refuse (error, _("Retreating units obey stacking limits (6.5)"));
          return TRUE;
        }
      if (!air_landing_ok (game, block, to, range, &mb_barred))
        return mb_barred ? vic_carrier_refuse_landing (error)
          : vic_refuse (error, _("Air units retreat to a friendly Airbase with room (5.51) (6.54)"));
      return TRUE;
    }
  dir = vic_map_direction (map, hex, to);
  if (dir < 0)
    return vic_refuse (error, _("Units retreat to an adjacent hex (6.51) (6.53)"));
  if (control != VIC_NO_PLAYER && !vic_friendly (c, control, player))
    return vic_refuse (error, _("Units retreat to friendly or neutral hexes (6.5) (6.53)"));
  if (k == VIC_CLASS_NAVAL)
    {
      if (vic_hexside_limit (game, hex, dir, VIC_CLASS_NAVAL) == 0)
        return vic_refuse (error, _("Naval units retreat to an adjacent Sea or Coastal hex (6.53)"));
      if (vic_map_is_land (map, to) && !vic_map_is_coastal (map, to))
        return vic_refuse (error, _("Naval units retreat to an adjacent Sea or Coastal hex (6.53)"));
      if (vic_unit_class (b->type) == VIC_CLASS_GROUND && vic_map_is_land (map, to))
        return vic_refuse (error, _("Ground units at sea retreat to sea (6.52) (6.53)"));
      if (vic_stack_count (game, to, player, k, block) + 1 > vic_stack_limit (game, to, k))
        return vic_refuse (error, _("Retreating units obey stacking limits (6.5)"));
      if (!regroup && retreat_count (c, player, dir, k) >= vic_hexside_limit (game, hex, dir, k))
        return vic_refuse (error, _("Retreating units obey hexside limits each combat round (6.5)"));
      return TRUE;
    }
  /* Ground units ashore (6.51); amphibious units may also retreat to sea (6.52). */
  if (vic_map_is_sea (map, to))
    {
      if (regroup || !vic_unit_is_amphibious (b->type))
        return vic_refuse (error, _("Ground units retreat to adjacent land hexes (6.51)"));
      if (enemy_naval_present (c, side))
        return vic_refuse (error, _("Marines and Amphib retreat to sea only if no enemy naval units are in the battle (6.52)"));
      if (control != VIC_NO_PLAYER && !vic_friendly (c, control, player))
        return vic_refuse (error, _("Marines and Amphib retreat to vacant or friendly Sea hexes (6.52)"));
      if (vic_stack_count (game, to, player, VIC_CLASS_NAVAL, block) + 1 > vic_stack_limit (game, to, VIC_CLASS_NAVAL))
        return vic_refuse (error, _("Retreating units obey stacking limits (6.5)"));
      return TRUE;
    }
  if (vic_hexside_limit (game, hex, dir, VIC_CLASS_GROUND) == 0)
    return vic_refuse (error, _("That hexside is impassable to Ground units (3.1)"));
  if (!regroup)
    {
      int entered = c->hexes[hex].entry[dir];
      if (side == 0 && !(entered != VIC_NO_PLAYER && vic_allied (c, entered, player)))
        return vic_refuse (error, _("The Attacker may only retreat via hexsides used to enter the Battle Hex (6.51) (5.41)"));
      if (side == 1 && entered != VIC_NO_PLAYER && c->battle.side_of[entered] == 0)
        return vic_refuse (error, _("The Defender may retreat only via hexsides unavailable to the Attacker (6.51)"));
      if (retreat_count (c, player, dir, k) >= vic_hexside_limit (game, hex, dir, k))
        return vic_refuse (error, _("Retreating units obey hexside limits each combat round (6.5)"));
    }
  if (vic_unit_sea_restricted (b->type) && !vic_map_is_coastal (map, to))
    return vic_refuse (error, _("Marines are restricted to Sea or Coastal hexes (4.3)"));
  if (vic_stack_count (game, to, player, VIC_CLASS_GROUND, block) + 1 > vic_stack_limit (game, to, VIC_CLASS_GROUND))
    return vic_refuse (error, _("Retreating units obey stacking limits (6.5)"));
  if (regroup && vic_storm_covers (game, to))
    return vic_refuse (error, _("Units cannot move into the Storm area (9.4)"));
  return TRUE;
}

gboolean
vic_air_can_land_at (const VicGame *game, int block, int hex, int range)
{
  return air_landing_ok (game, block, hex, range, NULL);
}

/* vic_air_can_land_at, telling (mb_barred) when only the Medium Bomber's rule
 * kept the unit off a Carrier there (4.1). */
static gboolean
air_landing_ok (const VicGame *game, int block, int hex, int range, gboolean *mb_barred)
{
  const VicCore *c = &game->core;
  const VicBlock *b = &c->blocks[block];
  int player = b->owner;

  if (mb_barred != NULL)
    *mb_barred = FALSE;
  if (c->battle.hex != VIC_NO_HEX && vic_map_distance (game->map, c->battle.hex, hex) > range)
    return FALSE;
  if (vic_hex_has_enemy (game, hex, player) || (c->hexes[hex].flags & VIC_HS_BATTLE && hex != c->battle.hex))
    return FALSE;
  /* (5.51) not at an Airbase captured this turn, but the battle's own hex
   * (the Battle Example's Fighter lands at Hope; docs/victory-rules-notes.md). */
  if ((c->hexes[hex].flags & VIC_HS_CAPTURED) && hex != c->battle.hex)
    return FALSE;
  if (vic_airbase_capacity (game, hex, player) > vic_air_units_at (game, hex, player, block))
    return TRUE;
  return vic_carrier_taking (game, hex, b, FALSE, mb_barred) != VIC_NO_BLOCK;
}

static gboolean
any_retreat (const VicGame *game, int block)
{
  for (int h = 0; h < game->map->n_hexes; h++)
    if (retreat_ok (game, block, h, FALSE, NULL))
      return TRUE;
  return FALSE;
}

/* ---------------------------------------------------------------- checks */

static gboolean
fire_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  const VicBlock *b = &c->blocks[a->block];
  int side = side_of (c, b);
  VicClass group = a->group, k = vic_block_class (c, b);
  guint8 kind;

  if (group >= VIC_N_CLASSES)
    return vic_refuse (error, _("The target group is Air, Naval or Ground (6.42)"));
  if (b->type == VIC_UNIT_ATOM_BOMB)
    return TRUE;  /* it falls on everybody */
  if (a->flags & VIC_ACT_STRUCTURE)
    {
      if (side != 0 || !has_structure (c, c->battle.hex))
        return vic_refuse (error, _("There is no enemy Major Airfield or Mulberry to fire at (9.6) (9.7)"));
      if (firepower (game, b, VIC_CLASS_GROUND) == 0)
        return vic_refuse (error, _("Airfields and Mulberries are fired at with G firepower (9.6) (9.7)"));
      return TRUE;
    }
  if (firepower (game, b, group) == 0)
    return vic_refuse (error, _("%s has no %c firepower here (6.41)"), vic_unit_name (b->type), "ANG"[group]);
  kind = hit_kind_for (c, b, group);
  /* (6.43) No shore bombardment while enemy naval units defend the hex. */
  if (k == VIC_CLASS_NAVAL && group == VIC_CLASS_GROUND && enemy_naval_present (c, side))
    return vic_refuse (error, _("Shore Bombardment cannot be done while enemy naval units are in the battle (6.43)"));
  if (count_eligible (c, 1 - side, group, kind, k) == 0)
    {
      if (kind & VIC_HITS_FLAK)
        return vic_refuse (error, _("Flak fires only at air units that attacked this unit's group this round (6.45)"));
      if (kind & VIC_HITS_COUNTER)
        return vic_refuse (error, _("Ground units fire N only at ships that bombarded them this round (6.43)"));
      if (kind & VIC_HITS_FROM_AIR_NAVAL)
        return vic_refuse (error, _("Air and naval fire cannot eliminate the last step of a Ground unit (6.44) (6.46)"));
      return vic_refuse (error, _("There are no enemy units in that target group (6.42)"));
    }
  return TRUE;
}

static gboolean
acting_block (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;

  if (c->battle.step != VIC_BATTLE_TURNS)
    return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("It is not a combat turn (6.31)"));
  if (a->block < 0 || a->block >= c->n_slots || c->blocks[a->block].owner != vic_combat_decider (game))
    return vic_refuse (error, _("That is not one of your blocks"));
  if (!can_act (c, &c->blocks[a->block]))
    return vic_refuse (error, _("It is not that unit's combat turn: %s now, defender first (6.31)"),
                       vic_turn_name (c->battle.slot));
  return TRUE;
}

gboolean
vic_combat_check (const VicGame *game, const VicAction *a, GError **error)
{
  const VicCore *c = &game->core;
  const VicBattle *bt = &c->battle;
  int decider = vic_game_get_decider (game);
  const VicBlock *b = NULL;

  if (a->block >= 0 && a->block < c->n_slots)
    b = &c->blocks[a->block];
  if (a->kind == VIC_ACTION_BATTLE)
    {
      if (bt->hex != VIC_NO_HEX)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("Battles are fought one by one (6.1)"));
      return battle_startable (game, a->hex, c->order[c->turn_index], error);
    }
  if (bt->hex == VIC_NO_HEX)
    return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("No battle is being fought (6.1)"));
  switch (a->kind)
    {
    case VIC_ACTION_GROUNDED:
      if (bt->step != VIC_BATTLE_GROUNDING)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("Air units are grounded as the battle begins (5.52)"));
      if (b == NULL || b->owner != decider || !in_battle (c, b) || vic_block_class (c, b) != VIC_CLASS_AIR
          || (b->bflags & VIC_BB_GROUNDED))
        return vic_refuse (error, _("Choose one of your air units in the battle (5.52)"));
      return TRUE;
    case VIC_ACTION_FIRE:
      if (!acting_block (game, a, error))
        return FALSE;
      if (b->flags & VIC_BLOCK_FLYING)
        return vic_refuse (error, _("Airborne units must paradrop (or abort) in their first combat turn (6.6)"));
      if ((b->flags & VIC_BLOCK_RIVER) && bt->round == 1)
        return vic_refuse (error, _("Ground units attacking across a River forfeit their Combat Turn in round 1 (3.1)"));
      if (c->battle.round == rounds_total (c) && side_of (c, b) == 0
          && vic_ruleset_has_option (&c->rules, VIC_OPTION_PURSUIT_ROUND))
        return vic_refuse (error, _("In the Pursuit round the Attacker must retreat (6.5)"));
      return fire_check (game, a, error);
    case VIC_ACTION_PASS:
      if (!acting_block (game, a, error))
        return FALSE;
      if (b->flags & VIC_BLOCK_FLYING)
        return vic_refuse (error, _("Airborne units must paradrop (or abort) in their first combat turn (6.6)"));
      if (c->battle.round == rounds_total (c) && side_of (c, b) == 0
          && vic_ruleset_has_option (&c->rules, VIC_OPTION_PURSUIT_ROUND))
        return vic_refuse (error, _("In the Pursuit round the Attacker must retreat (6.5)"));
      return TRUE;
    case VIC_ACTION_DROP:
      if (!acting_block (game, a, error))
        return FALSE;
      if (!(b->flags & VIC_BLOCK_FLYING))
        return vic_refuse (error, _("Only Airborne units in flight paradrop (6.6)"));
      if (!vic_map_is_land (game->map, bt->hex))
        return vic_refuse (error, _("Airborne units paradrop onto land (6.6)"));
      if (vic_stack_count (game, bt->hex, b->owner, VIC_CLASS_GROUND, a->block) + 1
          > vic_stack_limit (game, bt->hex, VIC_CLASS_GROUND))
        return vic_refuse (error, _("Airborne units count for Ground stacking once landed (5.52) (6.6)"));
      return TRUE;
    case VIC_ACTION_LAND:
      if (!acting_block (game, a, error))
        return FALSE;
      if (!(b->flags & VIC_BLOCK_INVADING))
        return vic_refuse (error, _("Only invading Marines and Amphib land (6.7)"));
      if (enemy_naval_present (c, side_of (c, b)))
        return vic_refuse (error, _("Invading units cannot land until all enemy Naval units have gone (6.7)"));
      if (vic_stack_count (game, bt->hex, b->owner, VIC_CLASS_GROUND, a->block) + 1
          > vic_stack_limit (game, bt->hex, VIC_CLASS_GROUND))
        return vic_refuse (error, _("Invading units count for Ground stacking once landed (6.7)"));
      return TRUE;
    case VIC_ACTION_RETREAT:
      if (bt->step == VIC_BATTLE_FINAL_RETREAT || bt->step == VIC_BATTLE_FORCED_RETREAT)
        {
          int side = bt->step == VIC_BATTLE_FINAL_RETREAT ? 0 : 1;
          if (b == NULL || b->owner != decider || !in_battle (c, b) || side_of (c, b) != side)
            return vic_refuse (error, _("That unit is not retreating"));
          return retreat_ok (game, a->block, a->hex, FALSE, error);
        }
      if (!acting_block (game, a, error))
        return FALSE;
      if (bt->round == 1 && vic_ruleset_has_option (&c->rules, VIC_OPTION_MANDATORY_FIRST_ROUND))
        return vic_refuse (error, _("Units cannot retreat in Combat Round 1 (Mandatory 1st Round)"));
      return retreat_ok (game, a->block, a->hex, FALSE, error);
    case VIC_ACTION_HIT:
      {
        int side = bt->hits > 0 ? bt->hit_side : 1 - bt->hit_side;
        guint8 kind = bt->hits > 0 ? bt->hit_kind : VIC_HITS_FRIENDLY;
        VicClass fk = bt->firer >= 0 ? vic_block_class (c, &c->blocks[bt->firer]) : VIC_CLASS_GROUND;
        int best = 0;
        if (bt->step != VIC_BATTLE_HITS)
          return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("No hit waits for its unit (6.46)"));
        if (b == NULL || !eligible (c, b, side, bt->hits > 0 ? bt->hit_group : VIC_CLASS_GROUND, kind, fk))
          return vic_refuse (error, _("That unit is not in the target group (6.46)"));
        for (int i = 0; i < c->n_slots; i++)
          if (eligible (c, &c->blocks[i], side, bt->hits > 0 ? bt->hit_group : VIC_CLASS_GROUND, kind, fk))
            best = MAX (best, c->blocks[i].steps);
        if (b->steps < best)
          return vic_refuse (error, _("Hits fall on the strongest units first (6.46)"));
        return TRUE;
      }
    case VIC_ACTION_BASE:
      if (bt->step != VIC_BATTLE_LANDING)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("Air units land after the battle (5.51)"));
      if (b == NULL || b->owner != decider || !in_battle (c, b) || vic_block_class (c, b) != VIC_CLASS_AIR
          || b->carrier != VIC_NO_BLOCK)
        return vic_refuse (error, _("Choose one of your air units of the battle (5.51)"));
      {
        gboolean mb_barred = FALSE;
        if (a->hex < 0 || a->hex >= game->map->n_hexes
            || !air_landing_ok (game, a->block, a->hex, landing_range (c, b), &mb_barred))
          return mb_barred ? vic_carrier_refuse_landing (error)
            : vic_refuse (error, _("Air units land at a friendly Airbase with room within their move (5.51) (5.53)"));
        return TRUE;
      }
    case VIC_ACTION_BLOCKADE:
      if (bt->step != VIC_BATTLE_FINAL_RETREAT || b == NULL || b->owner != decider || !in_battle (c, b))
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("A blockade is declared instead of retreating (6.8)"));
      if (vic_block_class (c, b) != VIC_CLASS_NAVAL || vic_unit_class (b->type) != VIC_CLASS_NAVAL)
        return vic_refuse (error, _("Only attacking Naval units blockade (6.8)"));
      if (side_has_class (c, 1, VIC_CLASS_NAVAL) || side_has_class (c, 1, VIC_CLASS_AIR))
        return vic_refuse (error, _("No blockade while enemy Naval or Air units are present (6.8)"));
      if (!vic_map_is_port (game->map, bt->hex) && !(c->hexes[bt->hex].flags & VIC_HS_MULBERRY))
        {
          gboolean bh = FALSE;
          for (int i = 0; i < c->n_slots && !bh; i++)
            bh = in_battle (c, &c->blocks[i]) && side_of (c, &c->blocks[i]) == 1
              && (c->blocks[i].flags & VIC_BLOCK_FACE_UP) && vic_unit_is_amphibious (c->blocks[i].type);
          if (!bh)
            return vic_refuse (error, _("A blockade is of a port or a Beachhead (6.8)"));
        }
      return TRUE;
    case VIC_ACTION_REGROUP:
      if (bt->step != VIC_BATTLE_REGROUP || b == NULL || b->owner != decider || !in_battle (c, b)
          || b->hex != bt->hex)
        return vic_refuse_code (error, VIC_RULE_ERROR_NOT_NOW, _("The victor regroups at the instant of victory (6.5)"));
      if (vic_block_class (c, b) == VIC_CLASS_NAVAL && vic_unit_class (b->type) == VIC_CLASS_GROUND)
        return vic_refuse (error, _("Ground units cannot Regroup by sea (6.5)"));
      if (vic_storm_covers (game, a->hex))
        return vic_refuse (error, _("Units cannot move into the Storm area (9.4)"));
      return retreat_ok (game, a->block, a->hex, TRUE, error);
    case VIC_ACTION_END:
      return bt->step == VIC_BATTLE_REGROUP;
    default:
      return vic_refuse_code (error, VIC_RULE_ERROR_PARSE, _("Unknown action"));
    }
}

/* ---------------------------------------------------------------- losses */

static void
eliminate (VicGame *game, int block)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[block];

  vic_emit_eliminated (game, block, b->owner, b->hex);
  vic_block_remove (game, block);
}

/* One hit on block x: a step, or half a step under double defence (6.47).
 * A hit in a battle that does not reveal x's owner (a strike by Rockets
 * alone) is told to the owner only, and whoever saw x before no longer knows
 * its strength; its elimination is seen by all (the block leaves the hex). */
static void
take_hit (VicGame *game, int block, gboolean half)
{
  VicCore *c = &game->core;
  VicBlock *x = &c->blocks[block];
  guint8 visible = VIC_ALL_PLAYERS (c);

  if (hidden_in_battle (c, x))
    {
      visible = vic_team_mask (c, x->owner);   /* the owner, and his allies who see his blocks (10.4) */
      x->revealed &= visible;
    }
  if (half && !(x->flags & VIC_BLOCK_HALF_HIT))
    {
      x->flags |= VIC_BLOCK_HALF_HIT;
      vic_emit (game, VIC_EVENT_HIT, x->owner, block, x->hex, VIC_NO_HEX, -1, visible);
      return;
    }
  x->flags &= ~VIC_BLOCK_HALF_HIT;
  x->steps--;
  vic_emit (game, VIC_EVENT_HIT, x->owner, block, x->hex, VIC_NO_HEX, x->steps, visible);
  if (x->steps == 0 && !vic_unit_is_factory (x->type))
    eliminate (game, block);
}

/* Allocates the hits waiting, strongest first (6.46); stops at a choice for
 * the owner among equally strong units of different kinds.  Returns TRUE
 * when all are allocated (or lost for want of targets). */
static gboolean
allocate (VicGame *game)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  VicClass fk = bt->firer >= 0 && c->blocks[bt->firer].owner != VIC_NO_PLAYER
    ? vic_block_class (c, &c->blocks[bt->firer]) : VIC_CLASS_GROUND;

  for (;;)
    {
      gboolean friendly = bt->hits == 0;
      int side = friendly ? 1 - bt->hit_side : bt->hit_side;
      VicClass group = friendly ? VIC_CLASS_GROUND : bt->hit_group;
      guint8 kind = friendly ? VIC_HITS_FRIENDLY : bt->hit_kind;
      gboolean dd = !friendly && group == VIC_CLASS_GROUND && double_defence (game, side);
      int best = 0, n_best = 0, first = -1, half = -1;
      gboolean alike = TRUE;

      if (bt->hits == 0 && bt->friendly == 0)
        return TRUE;
      for (int i = 0; i < c->n_slots; i++)
        {
          const VicBlock *x = &c->blocks[i];
          if (!eligible (c, x, side, group, kind, fk))
            continue;
          if (dd && (x->flags & VIC_BLOCK_HALF_HIT))
            half = i;
          if (x->steps > best)
            {
              best = x->steps;
              n_best = 0;
              first = i;
              alike = TRUE;
            }
          if (x->steps == best)
            {
              n_best++;
              if (x->type != c->blocks[first].type || x->owner != c->blocks[first].owner
                  || ((x->flags ^ c->blocks[first].flags) & (VIC_BLOCK_HALF_HIT | VIC_BLOCK_AT_SEA)))
                alike = FALSE;
            }
        }
      if (first < 0)
        {
          /* No target left: the remaining hits are lost. */
          if (friendly)
            bt->friendly = 0;
          else
            bt->hits = 0;
          continue;
        }
      if (half >= 0)
        first = half;  /* (6.47) a unit with a half-hit takes the next Ground hit */
      else if (n_best > 1 && !alike)
        {
          bt->step = VIC_BATTLE_HITS;
          return FALSE;  /* the owner chooses (6.46) */
        }
      take_hit (game, first, dd);
      if (friendly)
        bt->friendly--;
      else
        bt->hits--;
    }
}

/* A Carrier that lost steps loses the air steps it can no longer hold
 * (5.51, Grounded Air Units: "aircraft aboard are adjusted after the battle"). */
static void
trim_carrier (VicGame *game, int carrier)
{
  VicCore *c = &game->core;
  int units;

  while (c->blocks[carrier].owner != VIC_NO_PLAYER && vic_carrier_load (c, carrier, &units) > c->blocks[carrier].steps)
    for (int j = c->n_slots - 1; j >= 0; j--)
      if (c->blocks[j].owner != VIC_NO_PLAYER && c->blocks[j].carrier == carrier)
        {
          take_hit (game, j, FALSE);
          break;
        }
}

/* ---------------------------------------------------------------- the flow of a battle */

static void advance (VicGame *game);
static void finish_landings (VicGame *game, int i, int hex);
static void finish_after_landings (VicGame *game, int w);

/* The battle is decided: winning side w (-1: nobody left). */
static void
finish (VicGame *game, int w)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  int hex = bt->hex;

  bt->winner = w;
  for (int i = 0; i < c->n_slots; i++)
    {
      VicBlock *b = &c->blocks[i];
      if (!in_battle (c, b))
        continue;
      vic_block_unlink (c, i);
      finish_landings (game, i, hex);
      vic_block_link (c, i);
    }
  finish_after_landings (game, w);
}

/* The victor's Airborne and invaders still to land do so now (6.6) (6.7);
 * half-hits are recovered (6.47). */
static void
finish_landings (VicGame *game, int i, int hex)
{
  VicCore *c = &game->core;
  VicBlock *b = &c->blocks[i];
  /* The block is unlinked: the counters hold the others only. */
  gboolean room = vic_stack_count (game, hex, b->owner, VIC_CLASS_GROUND, VIC_NO_BLOCK) + 1
    <= vic_stack_limit (game, hex, VIC_CLASS_GROUND);

  b->flags &= ~VIC_BLOCK_HALF_HIT;
  if ((b->flags & VIC_BLOCK_FLYING) && vic_map_is_land (game->map, hex) && room)
    b->flags &= ~VIC_BLOCK_FLYING;
  if ((b->flags & VIC_BLOCK_INVADING) && room)
    b->flags &= ~(VIC_BLOCK_INVADING | VIC_BLOCK_AT_SEA);
  else if (b->flags & VIC_BLOCK_INVADING)
    b->flags &= ~VIC_BLOCK_INVADING;  /* stays at sea (6.52) */
}

static void
finish_after_landings (VicGame *game, int w)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  int hex = bt->hex;

  c->hexes[hex].flags &= ~VIC_HS_BATTLE;
  c->hexes[hex].damage &= 0xf0;
  /* Ships that declared a blockade stay face-up in the port (6.8). */
  {
    gboolean blockade = FALSE;
    for (int i = 0; i < c->n_slots; i++)
      if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].hex == hex && (c->blocks[i].flags & VIC_BLOCK_BLOCKADE))
        blockade = TRUE;
    if (blockade)
      {
        c->hexes[hex].flags |= VIC_HS_BLOCKADE;
        vic_emit (game, VIC_EVENT_BLOCKADE, bt->leader[0], VIC_NO_BLOCK, hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
      }
  }
  for (int i = 0; i < c->n_slots; i++)
    if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].type == VIC_UNIT_CARRIER && c->blocks[i].hex == hex)
      trim_carrier (game, i);
  vic_control_update (game, hex);
  vic_emit (game, VIC_EVENT_BATTLE_ENDED, w >= 0 ? bt->leader[w] : VIC_NO_PLAYER, VIC_NO_BLOCK, hex, VIC_NO_HEX, w,
            VIC_ALL_PLAYERS (c));
  if (w >= 0 && vic_ruleset_has_option (&c->rules, VIC_OPTION_REGROUPS) && count_side (c, w, FALSE) > 0)
    {
      bt->step = VIC_BATTLE_REGROUP;
      return;
    }
  bt->step = VIC_BATTLE_LANDING;
  advance (game);
}

/* Clears the battle once everything is done. */
static void
close_battle (VicGame *game)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  int hex = bt->hex;

  for (int i = 0; i < c->n_slots; i++)
    {
      c->blocks[i].bflags = 0;
      if (hex != VIC_NO_HEX && c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].hex == hex)
        stand_upright (game, i);
    }
  memset (bt, 0, sizeof *bt);
  bt->hex = VIC_NO_HEX;
  bt->winner = -1;
  bt->firer = VIC_NO_BLOCK;
  bt->leader[0] = bt->leader[1] = VIC_NO_PLAYER;
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    bt->side_of[p] = -1;
  if (hex != VIC_NO_HEX)
    vic_control_update (game, hex);
}

static gboolean
battle_over (VicGame *game)
{
  VicCore *c = &game->core;
  int alive0 = count_side (c, 0, FALSE), alive1 = count_side (c, 1, FALSE);

  if (alive0 > 0 && alive1 > 0)
    return FALSE;
  /* Factories left alone with enemy Ground units are captured (9.1). */
  for (int side = 0; side < 2; side++)
    if (count_side (c, 1 - side, FALSE) > 0 && side_has_ground (c, 1 - side))
      for (int i = 0; i < c->n_slots; i++)
        {
          VicBlock *b = &c->blocks[i];
          if (in_battle (c, b) && side_of (c, b) == side && vic_unit_is_factory (b->type))
            {
              int hex = b->hex;
              vic_block_set_hex (game, i, VIC_NO_HEX);
              c->players[b->owner].n_blocks--;
              b->owner = c->battle.leader[1 - side];
              b->revealed |= vic_team_mask (c, b->owner);  /* its captor's side sees it (a strike may not reveal it) */
              c->players[b->owner].n_blocks++;
              b->bflags = 0;
              vic_block_set_hex (game, i, hex);
            }
        }
  finish (game, alive0 > 0 ? 0 : alive1 > 0 ? 1 : -1);
  return TRUE;
}

static void
new_round (VicGame *game)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  /* (5.8) if the responders are all the defence has left, the Attacker now defends. */
  gboolean swap = bt->round == 1 && count_side (c, 1, TRUE) == 0 && count_side (c, 1, FALSE) > 0;

  bt->round++;
  bt->slot = 0;
  bt->side_now = 1;
  memset (bt->retreats, 0, sizeof bt->retreats);
  for (int i = 0; i < c->n_slots; i++)
    c->blocks[i].bflags &= ~(VIC_BB_ACTED | VIC_BB_AIR_AT_N | VIC_BB_AIR_AT_G | VIC_BB_BOMBARDED);
  vic_emit (game, VIC_EVENT_ROUND, VIC_NO_PLAYER, VIC_NO_BLOCK, bt->hex, VIC_NO_HEX, bt->round, VIC_ALL_PLAYERS (c));
  if (bt->round == 2)
    {
      /* (5.8) Responding blocks are revealed at the beginning of round 2. */
      for (int i = 0; i < c->n_slots; i++)
        {
          VicBlock *b = &c->blocks[i];
          if (in_battle (c, b) && (b->flags & VIC_BLOCK_RESPONSE) && !hidden_in_battle (c, b))
            {
              b->revealed = VIC_ALL_PLAYERS (c);
              vic_emit (game, VIC_EVENT_REVEALED, b->owner, i, b->hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
            }
        }
      if (swap)
        {
          gint8 t = bt->leader[0];
          bt->leader[0] = bt->leader[1];
          bt->leader[1] = t;
          for (int p = 0; p < c->n_players; p++)
            if (bt->side_of[p] >= 0)
              bt->side_of[p] = 1 - bt->side_of[p];
        }
    }
}

/* The end of the last round (6.3) (6.5). */
static void
last_round_over (VicGame *game)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;

  /* (6.5 EXCEPTION) Defending Naval/Air units without friendly Ground units
   * must retreat from enemy Ground units. */
  if (vic_map_is_land (game->map, bt->hex) && !side_has_ground (c, 1) && side_has_ground (c, 0))
    {
      bt->winner = 0;
      bt->step = VIC_BATTLE_FORCED_RETREAT;
      return;
    }
  bt->winner = 1;
  bt->step = VIC_BATTLE_FINAL_RETREAT;
}

/* Units of a retreating side that have nowhere to go are eliminated (6.5):
 * until none is left, as one's loss may strand another (an air unit whose
 * Carrier is lost). */
static void
eliminate_stranded (VicGame *game, int side)
{
  VicCore *c = &game->core;
  gboolean again;

  do
    {
      again = FALSE;
      for (int i = 0; i < c->n_slots; i++)
        {
          VicBlock *b = &c->blocks[i];
          gboolean may_blockade = FALSE;
          if (!in_battle (c, b) || side_of (c, b) != side || b->carrier != VIC_NO_BLOCK)
            continue;
          if (vic_unit_is_factory (b->type) || any_retreat (game, i))
            continue;
          if (c->battle.step == VIC_BATTLE_FINAL_RETREAT)
            {
              VicAction a = vic_action_make (VIC_ACTION_BLOCKADE);
              a.block = i;
              may_blockade = vic_combat_check (game, &a, NULL);
            }
          if (!may_blockade)
            {
              eliminate (game, i);
              again = TRUE;
            }
        }
    }
  while (again);
}

/* Has the acting block anything it may do?  (An Airborne unit that can
 * neither drop nor abort, an attacker in the Pursuit round with no way out:
 * "Units that cannot retreat when required are eliminated", 6.5.) */
static gboolean
has_any_action (const VicGame *game, int block)
{
  static const VicActionKind kinds[] = { VIC_ACTION_PASS, VIC_ACTION_DROP, VIC_ACTION_LAND };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      VicAction a = vic_action_make (kinds[k]);
      a.block = block;
      if (vic_combat_check (game, &a, NULL))
        return TRUE;
    }
  for (int h = 0; h < game->map->n_hexes; h++)
    {
      VicAction a = vic_action_make (VIC_ACTION_RETREAT);
      a.block = block;
      a.hex = h;
      if (vic_combat_check (game, &a, NULL))
        return TRUE;
    }
  return FALSE;
}

/* Moves the battle on to the next decision. */
static void
advance (VicGame *game)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;

  for (int guard = 0; guard < 1000; guard++)
    {
      switch (bt->step)
        {
        case VIC_BATTLE_GROUNDING:
          {
            int p = vic_combat_decider (game), n = 0;
            for (int i = 0; i < c->n_slots; i++)
              {
                const VicBlock *b = &c->blocks[i];
                if (b->owner == p && in_battle (c, b) && vic_block_class (c, b) == VIC_CLASS_AIR
                    && !(b->bflags & VIC_BB_GROUNDED))
                  n++;
              }
            if (n > c->rules.air_stacking)
              return;
            bt->step = VIC_BATTLE_TURNS;
            continue;
          }
        case VIC_BATTLE_HITS:
          if (!allocate (game))
            return;
          bt->step = VIC_BATTLE_TURNS;
          if (battle_over (game))
            continue;
          continue;
        case VIC_BATTLE_TURNS:
          {
            gboolean found = FALSE;
            if (battle_over (game))
              continue;
            while (!found && bt->slot < VIC_N_TURNS)
              {
                for (int i = 0; i < c->n_slots && !found; i++)
                  {
                    VicBlock *b = &c->blocks[i];
                    if (!can_act (c, b))
                      continue;
                    /* (3.1) attacking across a River: no combat turn in round 1,
                     * unless it must retreat in the Pursuit round. */
                    if ((b->flags & VIC_BLOCK_RIVER) && bt->round == 1)
                      {
                        b->bflags |= VIC_BB_ACTED;
                        continue;
                      }
                    if (!has_any_action (game, i))
                      {
                        eliminate (game, i);
                        continue;
                      }
                    found = TRUE;
                  }
                if (found)
                  break;
                if (bt->side_now == 1)
                  bt->side_now = 0;
                else
                  {
                    bt->side_now = 1;
                    bt->slot++;
                  }
              }
            if (found)
              return;
            if (bt->round >= rounds_total (c))
              {
                last_round_over (game);
                continue;
              }
            new_round (game);
            continue;
          }
        case VIC_BATTLE_FINAL_RETREAT:
        case VIC_BATTLE_FORCED_RETREAT:
          {
            int side = bt->step == VIC_BATTLE_FINAL_RETREAT ? 0 : 1;
            gboolean left = FALSE;
            eliminate_stranded (game, side);
            for (int i = 0; i < c->n_slots; i++)
              if (in_battle (c, &c->blocks[i]) && side_of (c, &c->blocks[i]) == side
                  && c->blocks[i].carrier == VIC_NO_BLOCK && !(c->blocks[i].flags & VIC_BLOCK_BLOCKADE)
                  && !vic_unit_is_factory (c->blocks[i].type))
                left = TRUE;
            if (left)
              return;
            /* Factories of the losers stay; blockaders stay. */
            for (int i = 0; i < c->n_slots; i++)
              if (in_battle (c, &c->blocks[i]) && side_of (c, &c->blocks[i]) == side)
                c->blocks[i].bflags &= ~VIC_BB_IN_BATTLE;
            finish (game, 1 - side);
            return;
          }
        case VIC_BATTLE_LANDING:
          {
            /* (5.51) Air units land now; those that cannot are eliminated. */
            for (int i = 0; i < c->n_slots; i++)
              {
                VicBlock *b = &c->blocks[i];
                if (!in_battle (c, b) || vic_block_class (c, b) != VIC_CLASS_AIR || b->carrier != VIC_NO_BLOCK)
                  continue;
                {
                  gboolean can = FALSE;
                  for (int h = 0; h < game->map->n_hexes && !can; h++)
                    can = vic_air_can_land_at (game, i, h, landing_range (c, b));
                  if (!can || b->type == VIC_UNIT_ATOM_BOMB)
                    eliminate (game, i);
                  else
                    return;
                }
              }
            close_battle (game);
            return;
          }
        default:
          return;
        }
    }
  g_warn_if_reached ();
}

/* Are the attacking side's blocks in hex all Rockets (Rocket: "not revealed
 * unless other attacking units are involved")?  Responders of the
 * attacker's side count as other attacking units: they are in the hex
 * already, since battles are fought after all movement (6.0). */
static gboolean
rockets_alone (const VicCore *c, int hex)
{
  int rockets = 0;

  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == VIC_NO_PLAYER || b->hex != hex || c->battle.side_of[b->owner] != 0)
        continue;
      if (b->type != VIC_UNIT_ROCKET)
        return FALSE;
      rockets++;
    }
  return rockets > 0;
}

static guint8
defending_players (const VicCore *c)
{
  guint8 mask = 0;

  for (int p = 0; p < c->n_players; p++)
    if (c->battle.side_of[p] == 1)
      mask |= (guint8) (1u << p);
  return mask;
}

static void
begin_battle (VicGame *game, int hex)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  VicHexState *hs = &c->hexes[hex];
  int attacker = c->order[c->turn_index];

  memset (bt, 0, sizeof *bt);
  bt->hex = hex;
  bt->winner = -1;
  bt->firer = VIC_NO_BLOCK;
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    bt->side_of[p] = -1;
  if (hs->flags & VIC_HS_BLOCKADE)
    {
      /* (6.8) The player who activates a blockade battle is the attacker. */
      hs->flags |= VIC_HS_FOUGHT;
      hs->flags &= ~VIC_HS_BLOCKADE;
      hs->attacker = attacker;
      hs->defenders = 0;
      for (int p = 0; p < c->n_players; p++)
        if (!vic_allied (c, p, attacker) && hs->count[p] > 0)
          hs->defenders |= 1u << p;
      for (int i = 0; i < c->n_slots; i++)
        if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].hex == hex)
          c->blocks[i].flags &= ~VIC_BLOCK_BLOCKADE;
      hs->flags |= VIC_HS_BATTLE;
    }
  bt->leader[0] = attacker;
  bt->leader[1] = VIC_NO_PLAYER;
  for (int p = 0; p < c->n_players; p++)
    {
      if (hs->count[p] == 0)
        continue;
      bt->side_of[p] = ((hs->defenders >> p) & 1) ? 1 : 0;
      if (bt->side_of[p] == 1 && bt->leader[1] == VIC_NO_PLAYER)
        bt->leader[1] = p;
    }
  bt->side_of[attacker] = 0;
  if (bt->leader[1] == VIC_NO_PLAYER)
    bt->leader[1] = attacker == 0 ? 1 : 0;
  bt->round = 1;
  bt->side_now = 1;
  bt->step = VIC_BATTLE_GROUNDING;
  bt->hidden = rockets_alone (c, hex) ? defending_players (c) : 0;
  vic_emit (game, VIC_EVENT_BATTLE_BEGAN, attacker, VIC_NO_BLOCK, hex, VIC_NO_HEX, 1, VIC_ALL_PLAYERS (c));
  for (int i = 0; i < c->n_slots; i++)
    {
      VicBlock *b = &c->blocks[i];
      if (b->owner == VIC_NO_PLAYER || b->hex != hex)
        continue;
      b->bflags = VIC_BB_IN_BATTLE;
      if (!is_beachhead (b))
        b->flags &= ~VIC_BLOCK_FACE_UP;
      /* (6.1) Reveal the blocks; reserves only in round 2 (5.8); the
       * defenders of a strike by Rockets alone not at all (Rocket). */
      if (!(b->flags & VIC_BLOCK_RESPONSE) && !hidden_in_battle (c, b))
        {
          b->revealed = VIC_ALL_PLAYERS (c);
          vic_emit (game, VIC_EVENT_REVEALED, b->owner, i, hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
        }
    }
  vic_control_update (game, hex);
  advance (game);
}

/* ---------------------------------------------------------------- applying */

static void
fire_apply (VicGame *game, const VicAction *a)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  VicBlock *b = &c->blocks[a->block];
  int side = side_of (c, b);
  VicClass k = vic_block_class (c, b);
  guint8 dice[8];
  int n, fp, hits = 0, friendly = 0;
  gboolean ff;

  b->bflags |= VIC_BB_ACTED;
  /* A block the battle did not reveal shows itself when it fires: its dice
   * tell its strength, its firepower its type. */
  if (hidden_in_battle (c, b) && b->revealed != VIC_ALL_PLAYERS (c))
    {
      b->revealed = VIC_ALL_PLAYERS (c);
      vic_emit (game, VIC_EVENT_REVEALED, b->owner, a->block, bt->hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
    }
  if (b->type == VIC_UNIT_ATOM_BOMB)
    {
      /* B+: one die, 1-5 every unit in the hex takes a hit; 6 is a dud. */
      dice[0] = vic_roll_die (game);
      vic_emit_dice (game, VIC_EVENT_FIRED, b->owner, a->block, bt->hex, dice, 1, VIC_CLASS_GROUND, VIC_ALL_PLAYERS (c));
      eliminate (game, a->block);
      if (dice[0] <= c->rules.atom_hit_max)
        for (int i = 0; i < c->n_slots; i++)
          if (present (c, &c->blocks[i]) && c->blocks[i].steps > 0)
            take_hit (game, i, FALSE);
      return;
    }
  n = MIN (b->steps, 8);
  if (a->flags & VIC_ACT_STRUCTURE)
    {
      fp = firepower (game, b, VIC_CLASS_GROUND);
      for (int i = 0; i < n; i++)
        {
          dice[i] = vic_roll_die (game);
          hits += dice[i] <= fp;
        }
      vic_emit_dice (game, VIC_EVENT_FIRED, b->owner, a->block, bt->hex, dice, n, VIC_CLASS_GROUND, VIC_ALL_PLAYERS (c));
      {
        VicHexState *hs = &c->hexes[bt->hex];
        int total = MIN (15, (hs->damage & 0x0f) + hits);
        VicEventKind kind = hs->airfield == 2 ? VIC_EVENT_AIRFIELD_HIT : VIC_EVENT_MULBERRY_HIT;
        hs->damage = (guint8) ((hs->damage & 0xf0) | total);
        if (total >= c->rules.structure_hits)
          {
            if (hs->airfield == 2)
              hs->airfield = 1;   /* (9.6) reduced to a Minor Airfield */
            else
              hs->flags &= ~VIC_HS_MULBERRY;  /* (9.7) destroyed */
            hs->damage &= 0xf0;
          }
        vic_emit (game, kind, b->owner, a->block, bt->hex, VIC_NO_HEX, total, VIC_ALL_PLAYERS (c));
      }
      return;
    }
  fp = firepower (game, b, a->group);
  /* (6.48) Air and naval G fire (and Rockets) with friendly Ground units ashore: each 6 is a friendly hit. */
  ff = a->group == VIC_CLASS_GROUND && (k == VIC_CLASS_AIR || k == VIC_CLASS_NAVAL || b->type == VIC_UNIT_ROCKET)
    && side_has_ground (c, side);
  for (int i = 0; i < n; i++)
    {
      dice[i] = vic_roll_die (game);
      hits += dice[i] <= fp;
      friendly += ff && dice[i] == 6;
    }
  {
    VicEvent *e = vic_emit_dice (game, VIC_EVENT_FIRED, b->owner, a->block, bt->hex, dice, n, a->group,
                                 VIC_ALL_PLAYERS (c));
    e->hex2 = hits;
  }
  if (k == VIC_CLASS_AIR && a->group == VIC_CLASS_NAVAL)
    b->bflags |= VIC_BB_AIR_AT_N;
  if (k == VIC_CLASS_AIR && a->group == VIC_CLASS_GROUND)
    b->bflags |= VIC_BB_AIR_AT_G;
  if (k == VIC_CLASS_NAVAL && a->group == VIC_CLASS_GROUND)
    b->bflags |= VIC_BB_BOMBARDED;
  bt->hits = hits;
  bt->friendly = friendly;
  bt->hit_group = a->group;
  bt->hit_side = 1 - side;
  bt->hit_kind = hit_kind_for (c, b, a->group);
  bt->firer = a->block;
  if (b->type == VIC_UNIT_ROCKET)
    {
      /* The Rocket is eliminated when it fires; its hits still fall. */
      bt->hit_kind = 0;
      bt->firer = VIC_NO_BLOCK;
      eliminate (game, a->block);
    }
  bt->step = VIC_BATTLE_HITS;
  if (allocate (game))
    bt->step = VIC_BATTLE_TURNS;
}

static void
retreat_apply (VicGame *game, const VicAction *a, gboolean regroup)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  VicBlock *b = &c->blocks[a->block];
  int hex = bt->hex, dir = vic_map_direction (game->map, hex, a->hex);
  VicClass k = vic_block_class (c, b);
  int carrier = VIC_NO_BLOCK;

  if (!regroup && (b->flags & VIC_BLOCK_HALF_HIT))
    {
      /* (6.47) a half-hit is lost on retreat: a whole step. */
      b->flags &= ~VIC_BLOCK_HALF_HIT;
      take_hit (game, a->block, FALSE);
      if (c->blocks[a->block].owner == VIC_NO_PLAYER)
        return;
    }
  if (dir >= 0 && k != VIC_CLASS_AIR)
    bt->retreats[b->owner][dir][k == VIC_CLASS_NAVAL ? 1 : 0]++;
  if (k == VIC_CLASS_AIR
      && vic_airbase_capacity (game, a->hex, b->owner) <= vic_air_units_at (game, a->hex, b->owner, a->block))
    carrier = vic_carrier_taking (game, a->hex, b, FALSE, NULL);
  b->bflags = 0;
  vic_block_set_hex (game, a->block, a->hex);
  vic_block_unlink (c, a->block);
  /* A Beachhead that leaves its hex is none (6.71). */
  b->flags &= ~(VIC_BLOCK_FLYING | VIC_BLOCK_INVADING | VIC_BLOCK_RESPONSE | VIC_BLOCK_FACE_UP);
  if (vic_unit_class (b->type) == VIC_CLASS_GROUND && vic_map_is_sea (game->map, a->hex))
    b->flags |= VIC_BLOCK_AT_SEA;
  b->carrier = carrier;
  vic_block_link (c, a->block);
  /* Out of the battle, it stands upright. */
  stand_upright (game, a->block);
  /* Aircraft aboard a retreating Carrier go with it (Grounded Air Units). */
  if (b->type == VIC_UNIT_CARRIER)
    {
      for (int i = 0; i < c->n_slots; i++)
        if (c->blocks[i].owner != VIC_NO_PLAYER && c->blocks[i].carrier == a->block)
          {
            c->blocks[i].bflags = 0;
            vic_block_set_hex (game, i, a->hex);
            stand_upright (game, i);
          }
      trim_carrier (game, a->block);
    }
  vic_emit (game, VIC_EVENT_RETREATED, b->owner, a->block, hex, a->hex, regroup, VIC_ALL_PLAYERS (c));
  vic_control_update (game, a->hex);
  vic_control_update (game, hex);
  /* (9.4) units may retreat into a Storm with an automatic 1-step loss. */
  if (!regroup && vic_storm_covers (game, a->hex))
    take_hit (game, a->block, FALSE);
}

void
vic_combat_apply (VicGame *game, const VicAction *a)
{
  VicCore *c = &game->core;
  VicBattle *bt = &c->battle;
  VicBlock *b = a->block >= 0 ? &c->blocks[a->block] : NULL;

  switch (a->kind)
    {
    case VIC_ACTION_BATTLE:
      begin_battle (game, a->hex);
      return;
    case VIC_ACTION_GROUNDED:
      b->bflags |= VIC_BB_GROUNDED;
      break;
    case VIC_ACTION_FIRE:
      fire_apply (game, a);
      break;
    case VIC_ACTION_PASS:
      b->bflags |= VIC_BB_ACTED;
      vic_emit (game, VIC_EVENT_PASSED, b->owner, a->block, bt->hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
      break;
    case VIC_ACTION_DROP:
      vic_block_unlink (c, a->block);
      b->flags &= ~VIC_BLOCK_FLYING;
      vic_block_link (c, a->block);
      b->bflags |= VIC_BB_ACTED;
      vic_emit (game, VIC_EVENT_LANDED, b->owner, a->block, bt->hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
      break;
    case VIC_ACTION_LAND:
      vic_block_unlink (c, a->block);
      b->flags &= ~(VIC_BLOCK_INVADING | VIC_BLOCK_AT_SEA);
      vic_block_link (c, a->block);
      b->bflags |= VIC_BB_ACTED;
      vic_emit (game, VIC_EVENT_LANDED, b->owner, a->block, bt->hex, VIC_NO_HEX, 0, VIC_ALL_PLAYERS (c));
      break;
    case VIC_ACTION_RETREAT:
      retreat_apply (game, a, FALSE);
      break;
    case VIC_ACTION_HIT:
      {
        gboolean friendly = bt->hits == 0;
        int side = friendly ? 1 - bt->hit_side : bt->hit_side;
        take_hit (game, a->block, !friendly && bt->hit_group == VIC_CLASS_GROUND && double_defence (game, side));
        if (friendly)
          bt->friendly--;
        else
          bt->hits--;
        break;
      }
    case VIC_ACTION_BASE:
      {
        int carrier = VIC_NO_BLOCK;
        if (vic_airbase_capacity (game, a->hex, b->owner) <= vic_air_units_at (game, a->hex, b->owner, a->block))
          carrier = vic_carrier_taking (game, a->hex, b, FALSE, NULL);
        b->bflags = 0;
        vic_block_set_hex (game, a->block, a->hex);
        vic_block_unlink (c, a->block);
        b->carrier = carrier;
        vic_block_link (c, a->block);
        stand_upright (game, a->block);  /* landed, out of the battle */
        vic_emit (game, VIC_EVENT_LANDED, b->owner, a->block, bt->hex, a->hex, 0, VIC_ALL_PLAYERS (c));
        vic_control_update (game, a->hex);
        vic_control_update (game, bt->hex);
        break;
      }
    case VIC_ACTION_BLOCKADE:
      b->flags |= VIC_BLOCK_BLOCKADE | VIC_BLOCK_FACE_UP;
      b->bflags &= ~VIC_BB_IN_BATTLE;
      b->revealed = VIC_ALL_PLAYERS (c);
      break;
    case VIC_ACTION_REGROUP:
      retreat_apply (game, a, TRUE);
      return;
    case VIC_ACTION_END:
      /* The victor is done regrouping. */
      bt->step = VIC_BATTLE_LANDING;
      break;
    default:
      break;
    }
  advance (game);
}

/* ---------------------------------------------------------------- listing */

static void
add_retreats (const VicGame *game, int block, VicActionKind kind, GArray *out)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  int hex = c->battle.hex;
  gboolean air = vic_block_class (c, &c->blocks[block]) == VIC_CLASS_AIR;

  if (air && kind == VIC_ACTION_RETREAT)
    {
      for (int h = 0; h < map->n_hexes; h++)
        {
          VicAction a = vic_action_make (kind);
          if (vic_map_distance (map, hex, h) > 8)
            continue;
          a.block = block;
          a.hex = h;
          a.hex2 = hex;
          if (vic_combat_check (game, &a, NULL))
            g_array_append_val (out, a);
        }
      return;
    }
  for (int d = 0; d < 6; d++)
    {
      VicAction a = vic_action_make (kind);
      a.block = block;
      a.hex = map->neighbors[hex][d];
      a.hex2 = hex;
      if (a.hex != VIC_NO_HEX && vic_combat_check (game, &a, NULL))
        g_array_append_val (out, a);
    }
}

void
vic_combat_legal (const VicGame *game, GArray *out)
{
  const VicCore *c = &game->core;
  const VicBattle *bt = &c->battle;
  int decider = vic_game_get_decider (game);

  if (bt->hex == VIC_NO_HEX)
    {
      for (int h = 0; h < game->map->n_hexes; h++)
        {
          VicAction a = vic_action_make (VIC_ACTION_BATTLE);
          if (!(c->hexes[h].flags & (VIC_HS_BATTLE | VIC_HS_BLOCKADE)))
            continue;
          a.hex = h;
          if (battle_startable (game, h, c->order[c->turn_index], NULL))
            g_array_append_val (out, a);
        }
      return;
    }
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner != decider || !in_battle (c, b))
        continue;
      switch (bt->step)
        {
        case VIC_BATTLE_GROUNDING:
          {
            VicAction a = vic_action_make (VIC_ACTION_GROUNDED);
            a.block = i;
            if (vic_combat_check (game, &a, NULL))
              g_array_append_val (out, a);
            break;
          }
        case VIC_BATTLE_TURNS:
          {
            static const VicActionKind simple[] = { VIC_ACTION_PASS, VIC_ACTION_DROP, VIC_ACTION_LAND };
            if (!can_act (c, b))
              break;
            for (int g = 0; g < VIC_N_CLASSES; g++)
              {
                VicAction a = vic_action_make (VIC_ACTION_FIRE);
                a.block = i;
                a.group = g;
                if (vic_combat_check (game, &a, NULL))
                  g_array_append_val (out, a);
                if (b->type == VIC_UNIT_ATOM_BOMB)
                  break;
              }
            {
              VicAction a = vic_action_make (VIC_ACTION_FIRE);
              a.block = i;
              a.group = VIC_CLASS_GROUND;
              a.flags = VIC_ACT_STRUCTURE;
              if (b->type != VIC_UNIT_ATOM_BOMB && vic_combat_check (game, &a, NULL))
                g_array_append_val (out, a);
            }
            for (guint k = 0; k < G_N_ELEMENTS (simple); k++)
              {
                VicAction a = vic_action_make (simple[k]);
                a.block = i;
                if (vic_combat_check (game, &a, NULL))
                  g_array_append_val (out, a);
              }
            add_retreats (game, i, VIC_ACTION_RETREAT, out);
            break;
          }
        case VIC_BATTLE_HITS:
          break;
        case VIC_BATTLE_FINAL_RETREAT:
        case VIC_BATTLE_FORCED_RETREAT:
          {
            VicAction a = vic_action_make (VIC_ACTION_BLOCKADE);
            add_retreats (game, i, VIC_ACTION_RETREAT, out);
            a.block = i;
            if (vic_combat_check (game, &a, NULL))
              g_array_append_val (out, a);
            break;
          }
        case VIC_BATTLE_LANDING:
          {
            const VicMap *map = game->map;
            if (vic_block_class (c, b) != VIC_CLASS_AIR || b->carrier != VIC_NO_BLOCK)
              break;
            for (int h = 0; h < map->n_hexes; h++)
              {
                VicAction a = vic_action_make (VIC_ACTION_BASE);
                a.block = i;
                a.hex = h;
                a.hex2 = bt->hex;
                if (vic_combat_check (game, &a, NULL))
                  g_array_append_val (out, a);
              }
            /* Only the first air unit to land is asked now. */
            if (out->len > 0)
              return;
            break;
          }
        case VIC_BATTLE_REGROUP:
          add_retreats (game, i, VIC_ACTION_REGROUP, out);
          break;
        default:
          break;
        }
    }
  if (bt->step == VIC_BATTLE_HITS)
    for (int i = 0; i < c->n_slots; i++)
      {
        VicAction a = vic_action_make (VIC_ACTION_HIT);
        a.block = i;
        if (c->blocks[i].owner != VIC_NO_PLAYER && vic_combat_check (game, &a, NULL))
          g_array_append_val (out, a);
      }
}
