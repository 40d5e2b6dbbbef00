/* vik-move.c: movement [10.0]-[10.47] and road/ferry movement (RULINGS R7).
 *
 * Four actions: a land unit's step or road/ferry hop, a Frigate's step, a land
 * unit embarking onto a Frigate and one disembarking from it, plus `stop`.
 * Units move one at a time [10.0]: core.active_unit is the unit whose movement
 * is under way, and acting with another unit finishes it (its MP drop to 0).
 * A unit whose MP reach 0 is finished at once, so `active_unit` always names a
 * unit with MP left (a Frigate in port always has the MP to leave it, 10.32).
 *
 * Naval transport [10.4] counts as the Frigate's action: embarking onto or
 * disembarking from a Frigate other than the moving unit finishes the moving
 * unit.  Embarking costs the Frigate nothing and lets it keep moving [10.42];
 * disembarking ends its movement [10.46].  A Frigate whose movement is over may
 * still embark and disembark units in the hexes next to it [10.47] [12.2].
 *
 * With Frigate Options [16.7] a Frigate has 8 MPs and each unit embarked or
 * disembarked costs it 1 MP, as part of its movement: disembarking does not end
 * it, a Frigate holds three units at a time with no limit a turn, and it may
 * disembark into several hexes but into a Battle hex from one hex side only
 * (and three units at most).  Attacking or entering an enemy's hex still ends
 * its movement from hex to hex [10.0] [11.8], but the MPs it has left then still
 * pay for embarking and disembarking next to it, as [10.47] and [12.2] let a
 * Frigate ferry units after its movement (docs/rules-notes.md).
 *
 * Legality has one source of truth: *_ok() functions take the unit that acts,
 * vik_move_check() finds that unit from the action and vik_move_legal() feeds
 * them candidates built from the neighbour table, without allocating. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

/* *_ok() run with error == NULL for every candidate of vik_move_legal(): do
 * not even translate the message then (gettext takes a lock). */
#define refuse(error, ...) \
  ((error) != NULL ? vik_refuse ((error), __VA_ARGS__) : FALSE)
#define refuse_code(error, code, ...) \
  ((error) != NULL ? vik_refuse_code ((error), (code), __VA_ARGS__) : FALSE)

/* ---------------------------------------------------------------- small helpers */

static gboolean
hex_valid (const VikGame *game, int hex)
{
  return hex >= 0 && hex < game->board->n_hexes;
}

static gboolean
own_site (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];

  return hs->site != VIK_SITE_NONE && hs->site_owner == player;
}

static gboolean
adjacent (const VikGame *game, int a, int b)
{
  for (int d = 0; d < VIK_N_DIRS; d++)
    if (game->board->neighbors[a][d] == b)
      return TRUE;
  return FALSE;
}

static gboolean
is_water (const VikGame *game, int hex)
{
  const VikHexState *hs = &game->core.hexes[hex];

  return hs->revealed && hs->terrain == VIK_TERRAIN_WATER;
}

static gboolean
frigate_options (const VikGame *game)
{
  return vik_ruleset_has_option (&game->core.rules, VIK_OPTION_FRIGATE_OPTIONS);
}

static int
full_mp (const VikGame *game, const VikUnit *u)
{
  return vik_ruleset_movement (&game->core.rules, u->type);
}

/* Would a unit of `player` entering hex start a battle?  Enemy units or an
 * enemy Town/City there [10.0] [10.47] [13.0].  Entering ends the unit's
 * movement; the battle is fought with `battle <hex>` (vik-combat.c). */
static gboolean
enters_battle (const VikGame *game, int player, int hex)
{
  const VikHexState *hs = &game->core.hexes[hex];

  if (vik_hex_has_enemy (game, hex, player))
    return TRUE;
  return hs->site != VIK_SITE_NONE && hs->site_owner != player;
}

/* [13.2]: only one battle a hex each turn, so no second entry into a hex
 * still held by the enemy after its battle. */
static gboolean
battle_entry_ok (const VikGame *game, int player, int hex, GError **error)
{
  if (enters_battle (game, player, hex) && game->core.hexes[hex].battled)
    return refuse (error, _("A battle was already fought in %s this turn: only one battle "
                            "may be fought in a hex each turn (13.2)"),
                   vik_board_label (game->board, hex));
  return TRUE;
}

/* After entering hex: a unit that entered an enemy-held hex stops there [10.0]. */
static void
entered (VikGame *game, int unit, int from)
{
  VikUnit *u = &game->core.units[unit];

  u->entered_from = from;
  if (enters_battle (game, u->owner, u->hex))
    {
      if (u->type == VIK_UNIT_FRIGATE && frigate_options (game))
        return; /* [16.7]: its MPs left still pay for transport (frigate_halted) */
      u->mp = 0;
      if (game->core.active_unit == unit)
        vik_finish_active_unit (game);
    }
}

/* [16.7]: a Frigate with MPs left whose movement from hex to hex is over: it
 * attacked [11.8], or stands in an enemy's hex to fight there [10.0]. */
static gboolean
frigate_halted (const VikGame *game, const VikUnit *u)
{
  return (u->flags & VIK_UNIT_ATTACKED) || enters_battle (game, u->owner, u->hex);
}

/* [10.12]: must a land unit of `type` stop on entering hex? */
static gboolean
slow_stop (const VikGame *game, VikUnitType type, int player, int hex)
{
  const VikHexState *hs = &game->core.hexes[hex];

  /* v2.1: Infantry and Artillery; de-v1.1 [9.12]: every unit; v1: none. */
  if (type >= VIK_N_LAND_TYPES || !(game->core.rules.slow_units & (1u << type)))
    return FALSE;
  if (vik_ruleset_has_option (&game->core.rules, VIK_OPTION_TERRAIN_LEVELING))
    return FALSE; /* [16.1]: no terrain restricts movement */
  if (hs->terrain != VIK_TERRAIN_FOREST && hs->terrain != VIK_TERRAIN_MOUNTAIN)
    return FALSE;
  /* Exceptions A (own Town/City) and B (own land unit began the turn here). */
  return !own_site (game, hex, player) && !hs->began_here;
}

static int
count_water_neighbors (const VikGame *game, int hex)
{
  int n = 0;

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = game->board->neighbors[hex][d];
      if (nb != VIK_NO_HEX && is_water (game, nb))
        n++;
    }
  return n;
}

/* [10.32]: a port is a land hex with one of the player's Towns/Cities next to
 * two or more water hexes (a newly conquered one counts at once). */
static gboolean
is_port (const VikGame *game, int player, int hex)
{
  const VikRuleset *rules = &game->core.rules;

  /* de-v1.1 [9.32] and v1: next to one water hex, and not a Town built this turn. */
  return vik_hex_is_land (game, hex) && own_site (game, hex, player)
      && (rules->new_towns_connect || !game->core.hexes[hex].built_now)
      && count_water_neighbors (game, hex) >= rules->port_water_hexes;
}

/* [10.13]: a Town or City of player at hex that roads join (de-v1.1 [9.13]:
 * not a Town built this turn; a conquered one is). */
static gboolean
road_end (const VikGame *game, int player, int hex)
{
  return own_site (game, hex, player)
      && (game->core.rules.new_towns_connect || !game->core.hexes[hex].built_now);
}

/* A water hex next to the port that the Frigate could sail into afterwards:
 * entering a port without a way out would leave the phase unable to end. */
static gboolean
port_has_exit (const VikGame *game, int player, int port)
{
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = game->board->neighbors[port][d];
      if (nb != VIK_NO_HEX && is_water (game, nb) && !enters_battle (game, player, nb))
        return TRUE;
    }
  return FALSE;
}

/* The current player's Frigate under way in a port, or -1: while it is there
 * nothing but its leaving may happen [10.32]. */
static int
frigate_in_port (const VikGame *game)
{
  const VikCore *c = &game->core;
  const VikUnit *u;

  if (c->active_unit < 0)
    return -1;
  u = &c->units[c->active_unit];
  if (u->type != VIK_UNIT_FRIGATE || !vik_hex_is_land (game, u->hex))
    return -1;
  return c->active_unit;
}

static gboolean
port_blocks (const VikGame *game, int unit, GError **error)
{
  int f = frigate_in_port (game);

  if (f < 0 || f == unit)
    return FALSE;
  (void) refuse (error, _("Frigate F%d is in the port at %s and must leave it first (10.32)"),
                 game->core.units[f].label, vik_board_label (game->board, game->core.units[f].hex));
  return TRUE;
}

/* For the other rule files: a Frigate under way in a port can only leave it,
 * so no bombardment or battle may happen meanwhile [10.32]. */
gboolean
vik_move_frigate_in_port (const VikGame *game, GError **error)
{
  int f = frigate_in_port (game);

  if (f < 0)
    return FALSE;
  (void) refuse (error, _("Frigate F%d is in the port at %s and must leave it first (10.32)"),
                 game->core.units[f].label, vik_board_label (game->board, game->core.units[f].hex));
  return TRUE;
}

/* Says why a unit with no MP left cannot move. */
static gboolean
refuse_spent (const VikGame *game, const VikUnit *u, GError **error)
{
  const VikHexState *hs = &game->core.hexes[u->hex];

  if (u->type == VIK_UNIT_FRIGATE && u->unload_hex != VIK_NO_HEX && !frigate_options (game))
    return refuse (error, _("A Frigate's movement ends when it disembarks units (10.46)"));
  if (u->type != VIK_UNIT_FRIGATE && (u->flags & VIK_UNIT_TRANSPORTED))
    return refuse (error, _("Land units may not move before or after being transported (10.43)"));
  if ((u->flags & VIK_UNIT_MOVED) && slow_stop (game, u->type, u->owner, u->hex))
    return refuse (error, _("%s must stop on entering a %s (10.12)"),
                   vik_unit_name (u->type), vik_terrain_name (hs->terrain));
  return refuse (error, _("This %s has finished its movement for this turn (10.0)"),
                 vik_unit_name (u->type));
}

/* Is there a path of at most `steps` hexes from hex to `to` whose in-between
 * hexes are revealed and free of enemy units?  (R7)  A breadth-first search:
 * linear in the board whatever RoadMax a file gives. */
static gboolean
road_path (const VikGame *game, int player, int hex, int to, int steps)
{
  const VikBoard *board = game->board;
  gint16 queue[VIK_MAX_HEXES];
  guint8 dist[VIK_MAX_HEXES];
  int head = 0, tail = 0;

  memset (dist, 0xff, sizeof dist);
  dist[hex] = 0;
  queue[tail++] = hex;
  while (head < tail)
    {
      int h = queue[head++];
      if (dist[h] >= steps)
        break; /* breadth first: every later hex is as far */
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = board->neighbors[h][d];
          if (nb == to)
            return TRUE;
          if (nb == VIK_NO_HEX || dist[nb] != 0xff)
            continue;
          /* too far to reach `to` in the steps left: only the corridor is searched */
          if (vik_board_distance (board, nb, to) > steps - dist[h] - 1)
            continue;
          if (!game->core.hexes[nb].revealed || vik_hex_has_enemy (game, nb, player))
            continue;
          /* de-v1.1 [9.13]: roads run over land hexes only (no ferries). */
          if (!game->core.rules.road_over_water && !vik_hex_is_land (game, nb))
            continue;
          dist[nb] = dist[h] + 1;
          queue[tail++] = nb;
        }
    }
  return FALSE;
}

/* The acting unit becomes the moving unit, finishing any other [10.0]. */
static void
make_active (VikGame *game, int unit)
{
  if (game->core.active_unit != unit)
    vik_finish_active_unit (game);
  game->core.active_unit = game->core.units[unit].mp > 0 ? unit : -1;
}

/* ---------------------------------------------------------------- land units [10.1] [10.13] */

static gboolean
land_move_ok (const VikGame *game, int unit, int to, GError **error)
{
  const VikCore *c = &game->core;
  const VikUnit *u = &c->units[unit];
  int player = u->owner;
  int dist;

  if (port_blocks (game, unit, error))
    return FALSE;
  if (u->mp == 0)
    return refuse_spent (game, u, error);
  if (to == u->hex)
    return refuse (error, _("The %s is already at %s (10.0)"),
                   vik_unit_name (u->type), vik_board_label (game->board, to));
  if (!c->hexes[to].revealed)
    return refuse (error, _("Units cannot enter a face-down hex (10.2)"));
  if (!vik_hex_is_land (game, to))
    return refuse (error, _("%s must stay on land hexes; only Frigates carry land units "
                            "over water (10.1)"), vik_unit_name (u->type));

  dist = vik_board_distance (game->board, u->hex, to);
  if (dist > 1)
    {
      /* Road/ferry movement [10.13], R7; v1 has no roads. */
      if (!c->rules.roads)
        return refuse (error, _("Land units move one hex at a time (10.1)"));
      if (dist < c->rules.road_min || dist > c->rules.road_max
          || !own_site (game, u->hex, player) || !own_site (game, to, player))
        return refuse (error, _("Land units move one hex at a time, or along a road/ferry "
                                "between two of your Towns or Cities %d or %d hexes apart (10.1, 10.13)"),
                       c->rules.road_min, c->rules.road_max);
      if (!road_end (game, player, u->hex) || !road_end (game, player, to))
        return refuse (error, _("A Town built this turn is not yet joined to the roads (10.13)"));
      if (!road_path (game, player, u->hex, to, c->rules.road_max))
        return refuse (error, c->rules.road_over_water
                              ? _("No road/ferry path from %s to %s of %d hexes at most "
                                  "is free of enemy units and unexplored hexes (10.13)")
                              : _("No road from %s to %s over %d land hexes at most "
                                  "is free of enemy units (10.13)"),
                       vik_board_label (game->board, u->hex),
                       vik_board_label (game->board, to), c->rules.road_max);
    }
  return battle_entry_ok (game, player, to, error);
}

static void
land_move_apply (VikGame *game, int unit, int to)
{
  VikCore *c = &game->core;
  VikUnit *u = &c->units[unit];
  int from = u->hex;
  int player = u->owner;

  make_active (game, unit);
  vik_unit_set_hex (game, unit, to);
  u->mp--;
  u->flags |= VIK_UNIT_MOVED;
  if (slow_stop (game, u->type, player, to))
    u->mp = 0;
  vik_emit (game, VIK_EVENT_UNIT_MOVED, player, u->type, from, to, 0);
  if (u->mp == 0)
    vik_finish_active_unit (game);
  entered (game, unit, from);
  vik_reveal_around (game, player, to, 1);
}

/* ---------------------------------------------------------------- frigates [10.3] */

static gboolean
frigate_move_ok (const VikGame *game, int unit, int to, GError **error)
{
  const VikCore *c = &game->core;
  const VikUnit *u = &c->units[unit];
  int player = u->owner;

  if (port_blocks (game, unit, error))
    return FALSE;
  if (u->mp == 0)
    return refuse_spent (game, u, error);
  if (frigate_options (game) && frigate_halted (game, u))
    return refuse (error, _("Frigate F%d has attacked or entered an enemy's hex: it moves no further, "
                            "its movement points left only embark and disembark units (11.8, 16.7)"),
                   u->label);
  if (!adjacent (game, u->hex, to))
    return refuse (error, _("A Frigate moves one hex at a time (10.3)"));
  if (!c->hexes[to].revealed)
    return refuse (error, _("Units cannot enter a face-down hex (10.2)"));
  if (vik_hex_is_land (game, to))
    {
      if (!is_port (game, player, to))
        {
          if (own_site (game, to, player) && c->hexes[to].built_now && !c->rules.new_towns_connect)
            return refuse (error, _("A Town built this turn is not yet a port (10.32)"));
          return refuse (error, c->rules.port_water_hexes >= 2
                                ? _("Frigates must stay on water hexes; they may pass through one of "
                                    "your Towns or Cities next to two water hexes (10.3, 10.32)")
                                : _("Frigates must stay on water hexes; they may pass through one of "
                                    "your Towns or Cities next to water (10.3, 10.32)"));
        }
      if (u->mp < 2)
        return refuse (error, _("A Frigate may enter a port only with a movement point left "
                                "to leave it (10.32)"));
      if (!port_has_exit (game, player, to))
        return refuse (error, _("A Frigate could not leave the port at %s again (10.32)"),
                       vik_board_label (game->board, to));
    }
  return battle_entry_ok (game, player, to, error);
}

static void
frigate_move_apply (VikGame *game, int unit, int to)
{
  VikUnit *u = &game->core.units[unit];
  int from = u->hex;

  make_active (game, unit);
  vik_unit_set_hex (game, unit, to);
  u->mp--;
  u->flags |= VIK_UNIT_MOVED;
  vik_emit (game, VIK_EVENT_UNIT_MOVED, u->owner, VIK_UNIT_FRIGATE, from, to, u->label);
  if (u->mp == 0)
    vik_finish_active_unit (game);
  entered (game, unit, from);
  vik_reveal_around (game, u->owner, to, 1);
}

/* ---------------------------------------------------------------- naval transport [10.4] */

static int
cargo_count (const VikGame *game, int frigate)
{
  int n = 0;

  for (int i = 0; i < game->core.n_units; i++)
    if (game->core.units[i].carrier == frigate)
      n++;
  return n;
}

/* The cargo of `type` aboard frigate, or -1. */
static int
find_cargo (const VikGame *game, int frigate, VikUnitType type)
{
  for (int i = 0; i < game->core.n_units; i++)
    if (game->core.units[i].carrier == frigate && game->core.units[i].type == type)
      return i;
  return -1;
}

/* A land unit of `type` at hex that may still board [10.43]: not moved, its
 * whole allowance left (and, for Artillery, no bombardment [10.44]).  Sets
 * *any when the hex holds a unit of that type at all. */
static int
find_boarder (const VikGame *game, int player, VikUnitType type, int hex, gboolean *any)
{
  const VikCore *c = &game->core;

  *any = FALSE;
  if (c->hexes[hex].units[player] == 0)
    return -1;
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->owner != player || u->type != type || u->hex != hex || u->carrier >= 0)
        continue;
      *any = TRUE;
      if (!(u->flags & (VIK_UNIT_MOVED | VIK_UNIT_ATTACKED)) && u->mp == full_mp (game, u))
        return i;
    }
  return -1;
}

/* The checks shared by embarking and disembarking on frigate f. */
static gboolean
transport_ok (const VikGame *game, int f, GError **error)
{
  const VikUnit *fr = &game->core.units[f];

  if (port_blocks (game, f, error))
    return FALSE;
  if (vik_hex_is_land (game, fr->hex))
    return refuse (error, _("A Frigate in a port can only leave it; it cannot load or unload "
                            "land units there (10.32)"));
  return TRUE;
}

/* [16.7]: each unit embarked or disembarked costs the Frigate 1 MP. */
static gboolean
transport_mp_ok (const VikGame *game, const VikUnit *fr, GError **error)
{
  if (fr->mp == 0)
    return refuse (error, _("Frigate F%d has no movement point left: with Frigate Options each unit "
                            "embarked or disembarked costs it one (16.7)"), fr->label);
  return TRUE;
}

/* [16.7]: the transport's MP is spent as part of the Frigate's movement. */
static void
spend_transport_mp (VikGame *game, int f)
{
  VikUnit *fr = &game->core.units[f];

  make_active (game, f);
  fr->mp--;
  if (fr->mp == 0)
    vik_finish_active_unit (game);
}

static gboolean
embark_ok (const VikGame *game, int f, VikUnitType type, int from, GError **error)
{
  const VikCore *c = &game->core;
  const VikUnit *fr = &c->units[f];
  gboolean any;

  if (!transport_ok (game, f, error))
    return FALSE;
  if (!adjacent (game, fr->hex, from))
    return refuse (error, _("Frigate F%d must be in a water hex next to %s to take units on board (10.42)"),
                   fr->label, vik_board_label (game->board, from));
  if (find_boarder (game, fr->owner, type, from, &any) < 0)
    {
      if (!any)
        return refuse (error, _("You have no %s at %s (10.42)"),
                       vik_unit_name (type), vik_board_label (game->board, from));
      return refuse (error, _("A %s that has moved this turn cannot embark: land units may "
                              "not move before or after being transported (10.43)"),
                     vik_unit_name (type));
    }
  if (cargo_count (game, f) >= c->rules.frigate_capacity)
    return refuse (error, _("Frigate F%d already carries %d land units (10.41)"),
                   fr->label, c->rules.frigate_capacity);
  if (frigate_options (game))
    return transport_mp_ok (game, fr, error); /* three at a time, no limit a turn [16.7] */
  if (fr->carried >= c->rules.frigate_turn_capacity)
    return refuse (error, _("Frigate F%d has already carried %d land units this turn (10.41)"),
                   fr->label, c->rules.frigate_turn_capacity);
  return TRUE;
}

static void
embark_apply (VikGame *game, int f, VikUnitType type, int from)
{
  VikCore *c = &game->core;
  gboolean any;
  int l = find_boarder (game, c->units[f].owner, type, from, &any);
  VikUnit *u = &c->units[l];
  VikUnit *fr = &c->units[f];

  if (frigate_options (game))
    spend_transport_mp (game, f);
  else
    make_active (game, f);
  u->carrier = f;
  vik_unit_set_hex (game, l, fr->hex);
  u->mp = 0;
  u->flags |= VIK_UNIT_MOVED | VIK_UNIT_TRANSPORTED;
  fr->carried++;
  vik_emit (game, VIK_EVENT_UNIT_EMBARKED, u->owner, type, from, fr->hex, fr->label);
  vik_reveal_around (game, u->owner, fr->hex, 1);
}

/* [16.7]: a Frigate may disembark into several hexes, "though not into more
 * than one hex side of the same Battle hex", and "would still only be able to
 * bring a maximum of three units from the same hex side into a battle". */
static gboolean
battle_landing_ok (const VikGame *game, const VikUnit *fr, int to, GError **error)
{
  const VikCore *c = &game->core;
  int landed = 0;

  if (!enters_battle (game, fr->owner, to))
    return TRUE;
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->owner != fr->owner || u->hex != to || u->landed_by != fr->label || u->carrier >= 0)
        continue;
      if (u->entered_from != fr->hex)
        return refuse (error, _("Frigate F%d has already landed units in the Battle hex %s from "
                                "another hex side: a Frigate lands units in a Battle hex from one "
                                "hex side only (16.7)"),
                       fr->label, vik_board_label (game->board, to));
      landed++;
    }
  if (landed >= c->rules.frigate_capacity)
    return refuse (error, _("Frigate F%d has already landed %d units in the Battle hex %s: a Frigate "
                            "brings at most %d units into a battle (16.7)"),
                   fr->label, landed, vik_board_label (game->board, to), c->rules.frigate_capacity);
  return TRUE;
}

static gboolean
disembark_ok (const VikGame *game, int f, VikUnitType type, int to, GError **error)
{
  const VikCore *c = &game->core;
  const VikUnit *fr = &c->units[f];

  if (!transport_ok (game, f, error))
    return FALSE;
  if (find_cargo (game, f, type) < 0)
    return refuse (error, _("Frigate F%d carries no %s (10.4)"), fr->label, vik_unit_name (type));
  if (!adjacent (game, fr->hex, to))
    return refuse (error, _("Units disembark only into a hex next to their Frigate (10.46)"));
  if (!c->hexes[to].revealed)
    return refuse (error, _("Units cannot enter a face-down hex (10.2)"));
  if (!vik_hex_is_land (game, to))
    return refuse (error, _("%s must disembark onto a land hex (10.1)"), vik_unit_name (type));
  if (frigate_options (game))
    {
      if (!transport_mp_ok (game, fr, error) || !battle_landing_ok (game, fr, to, error))
        return FALSE;
    }
  else if (fr->unload_hex != VIK_NO_HEX && fr->unload_hex != to)
    return refuse (error, _("Frigate F%d has already disembarked units into %s: a Frigate "
                            "disembarks into one hex a turn (10.46)"),
                   fr->label, vik_board_label (game->board, fr->unload_hex));
  return battle_entry_ok (game, fr->owner, to, error);
}

static void
disembark_apply (VikGame *game, int f, VikUnitType type, int to)
{
  VikCore *c = &game->core;
  int l = find_cargo (game, f, type);
  VikUnit *u = &c->units[l];
  VikUnit *fr = &c->units[f];
  int from = fr->hex;

  if (frigate_options (game))
    {
      spend_transport_mp (game, f); /* [16.7]: the Frigate moves on */
      u->landed_by = fr->label;
    }
  else
    {
      /* Disembarking ends the Frigate's movement, and any other unit's [10.0] [10.46]. */
      vik_finish_active_unit (game);
      fr->mp = 0;
    }
  fr->flags |= VIK_UNIT_MOVED;
  fr->unload_hex = to;
  u->carrier = -1;
  vik_unit_set_hex (game, l, to);
  u->mp = 0;
  u->flags |= VIK_UNIT_MOVED | VIK_UNIT_TRANSPORTED;
  vik_emit (game, VIK_EVENT_UNIT_DISEMBARKED, u->owner, type, from, to, fr->label);
  entered (game, l, from);
  vik_reveal_around (game, u->owner, to, 1);
}

/* ---------------------------------------------------------------- stop */

static gboolean
stop_ok (const VikGame *game, GError **error)
{
  if (game->core.active_unit < 0)
    return refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("No unit is moving (10.0)"));
  if (frigate_in_port (game) >= 0)
    return refuse (error, _("A Frigate cannot end its movement in a port (10.32)"));
  return TRUE;
}

/* ---------------------------------------------------------------- check and apply */

static gboolean
find_frigate (const VikGame *game, int label, int *f, GError **error)
{
  *f = vik_unit_find_frigate (game, game->core.current, label);
  if (*f < 0)
    return refuse (error, _("You have no Frigate F%d (10.3)"), label);
  return TRUE;
}

static gboolean
check_land_type (int type, GError **error)
{
  if (type >= VIK_N_LAND_TYPES)
    return refuse_code (error, VIK_RULE_ERROR_PARSE, _("Only land units embark and disembark (10.4)"));
  return TRUE;
}

gboolean
vik_move_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;
  int u;

  if (c->phase != VIK_PHASE_MOVEMENT)
    return refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                        _("Units move only in the Movement & Combat phase (6.0)"));
  switch (a->kind)
    {
    case VIK_ACTION_STOP:
      return stop_ok (game, error);

    case VIK_ACTION_MOVE:
      if (!hex_valid (game, a->to) || (a->from != VIK_NO_HEX && !hex_valid (game, a->from)))
        return refuse_code (error, VIK_RULE_ERROR_PARSE, _("That hex is not on the board"));
      if (a->unit == VIK_UNIT_FRIGATE)
        {
          if (!find_frigate (game, a->label, &u, error))
            return FALSE;
          if (a->from != VIK_NO_HEX && a->from != c->units[u].hex)
            return refuse (error, _("Frigate F%d is at %s, not at %s (10.3)"), a->label,
                           vik_board_label (game->board, c->units[u].hex),
                           vik_board_label (game->board, a->from));
          return frigate_move_ok (game, u, a->to, error);
        }
      if (a->unit >= VIK_N_LAND_TYPES)
        return refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown unit"));
      u = vik_unit_find (game, player, a->unit, a->from);
      if (u < 0)
        return refuse (error, _("You have no %s at %s (10.0)"),
                       vik_unit_name (a->unit), vik_board_label (game->board, a->from));
      return land_move_ok (game, u, a->to, error);

    case VIK_ACTION_EMBARK:
      if (!hex_valid (game, a->from))
        return refuse_code (error, VIK_RULE_ERROR_PARSE, _("That hex is not on the board"));
      if (!check_land_type (a->unit, error) || !find_frigate (game, a->carrier, &u, error))
        return FALSE;
      return embark_ok (game, u, a->unit, a->from, error);

    case VIK_ACTION_DISEMBARK:
      if (!hex_valid (game, a->to))
        return refuse_code (error, VIK_RULE_ERROR_PARSE, _("That hex is not on the board"));
      if (!check_land_type (a->unit, error) || !find_frigate (game, a->carrier, &u, error))
        return FALSE;
      return disembark_ok (game, u, a->unit, a->to, error);

    default:
      return refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown action"));
    }
}

void
vik_move_apply (VikGame *game, const VikAction *a)
{
  int player = game->core.current;

  switch (a->kind)
    {
    case VIK_ACTION_STOP:
      vik_finish_active_unit (game);
      break;
    case VIK_ACTION_MOVE:
      if (a->unit == VIK_UNIT_FRIGATE)
        frigate_move_apply (game, vik_unit_find_frigate (game, player, a->label), a->to);
      else
        land_move_apply (game, vik_unit_find (game, player, a->unit, a->from), a->to);
      break;
    case VIK_ACTION_EMBARK:
      embark_apply (game, vik_unit_find_frigate (game, player, a->carrier), a->unit, a->from);
      break;
    case VIK_ACTION_DISEMBARK:
      disembark_apply (game, vik_unit_find_frigate (game, player, a->carrier), a->unit, a->to);
      break;
    default:
      break;
    }
}

/* ---------------------------------------------------------------- legal actions */

static inline VikAction
new_action (VikActionKind kind)
{
  VikAction a = { .kind = kind, .from = VIK_NO_HEX, .to = VIK_NO_HEX };

  return a;
}

static void
legal_frigate_moves (const VikGame *game, int f, GArray *out)
{
  const VikUnit *u = &game->core.units[f];

  if (u->mp == 0)
    return;
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = game->board->neighbors[u->hex][d];
      if (nb != VIK_NO_HEX && frigate_move_ok (game, f, nb, NULL))
        {
          VikAction a = new_action (VIK_ACTION_MOVE);
          a.unit = VIK_UNIT_FRIGATE;
          a.label = u->label;
          a.from = u->hex;
          a.to = nb;
          g_array_append_val (out, a);
        }
    }
}

static void
legal_transport (const VikGame *game, int f, const guint8 *boardable, GArray *out)
{
  const VikCore *c = &game->core;
  const VikUnit *fr = &c->units[f];
  guint cargo_types = 0;
  int n_cargo = 0;
  gboolean may_board;

  if (vik_hex_is_land (game, fr->hex))
    return; /* in a port: nothing but leaving [10.32] */
  for (int i = 0; i < c->n_units; i++)
    if (c->units[i].carrier == f)
      {
        cargo_types |= 1u << c->units[i].type;
        n_cargo++;
      }
  may_board = n_cargo < c->rules.frigate_capacity
              && (frigate_options (game) ? fr->mp > 0 : fr->carried < c->rules.frigate_turn_capacity);

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = game->board->neighbors[fr->hex][d];
      if (nb == VIK_NO_HEX || !vik_hex_is_land (game, nb))
        continue;
      for (int t = 0; t < VIK_N_LAND_TYPES; t++)
        {
          if (may_board && (boardable[nb] & (1u << t)) && embark_ok (game, f, t, nb, NULL))
            {
              VikAction a = new_action (VIK_ACTION_EMBARK);
              a.unit = t;
              a.carrier = fr->label;
              a.from = nb;
              g_array_append_val (out, a);
            }
          if ((cargo_types & (1u << t)) && disembark_ok (game, f, t, nb, NULL))
            {
              VikAction a = new_action (VIK_ACTION_DISEMBARK);
              a.unit = t;
              a.carrier = fr->label;
              a.to = nb;
              g_array_append_val (out, a);
            }
        }
    }
}

static void
append_land_move (GArray *out, VikUnitType type, int from, int to)
{
  VikAction a = new_action (VIK_ACTION_MOVE);

  a.unit = type;
  a.from = from;
  a.to = to;
  g_array_append_val (out, a);
}

/* The moves of the unit that actions naming (type, hex) mean. */
static void
legal_land_moves (const VikGame *game, int unit, const gint16 *sites, int n_sites, GArray *out)
{
  const VikUnit *u = &game->core.units[unit];
  int hex = u->hex;

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = game->board->neighbors[hex][d];
      if (nb != VIK_NO_HEX && land_move_ok (game, unit, nb, NULL))
        append_land_move (out, u->type, hex, nb);
    }
  if (!game->core.rules.roads || !own_site (game, hex, u->owner))
    return;
  for (int i = 0; i < n_sites; i++)
    {
      int dist = vik_board_distance (game->board, hex, sites[i]);
      if (dist >= 2 && dist <= game->core.rules.road_max
          && land_move_ok (game, unit, sites[i], NULL))
        append_land_move (out, u->type, hex, sites[i]);
    }
}

/* What one pass over the player's units tells the candidate generators. */
typedef struct {
  guint8 seen[VIK_MAX_HEXES];       /* bit per land type: such units stand here */
  guint8 boardable[VIK_MAX_HEXES];  /* bit per land type: one of them may embark */
  gint16 pick[VIK_MAX_HEXES][VIK_N_LAND_TYPES]; /* the unit vik_unit_find() picks */
  gint16 groups[VIK_MAX_UNITS];     /* hex * VIK_N_LAND_TYPES + type */
  gint16 frigates[VIK_MAX_UNITS];
  int n_groups;
  int n_frigates;
} Scratch;

/* Groups the land units by (hex, type) and picks, for each group, the unit
 * vik_unit_find() would: the moving unit, else the first with the most MP. */
static void
scan_units (const VikGame *game, Scratch *s)
{
  const VikCore *c = &game->core;
  int player = c->current;

  memset (s->seen, 0, game->board->n_hexes);
  memset (s->boardable, 0, game->board->n_hexes);
  s->n_groups = s->n_frigates = 0;
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      guint bit = 1u << u->type;

      if (u->owner != player)
        continue;
      if (u->type == VIK_UNIT_FRIGATE)
        {
          s->frigates[s->n_frigates++] = i;
          continue;
        }
      if (u->carrier >= 0)
        continue;
      if (!(s->seen[u->hex] & bit))
        {
          s->seen[u->hex] |= bit;
          s->pick[u->hex][u->type] = i;
          s->groups[s->n_groups++] = u->hex * VIK_N_LAND_TYPES + u->type;
        }
      else if (u->mp > c->units[s->pick[u->hex][u->type]].mp)
        s->pick[u->hex][u->type] = i;
      if (!(u->flags & (VIK_UNIT_MOVED | VIK_UNIT_ATTACKED)) && u->mp == full_mp (game, u))
        s->boardable[u->hex] |= bit;
    }
  if (c->active_unit >= 0)
    {
      const VikUnit *a = &c->units[c->active_unit];
      if (a->owner == player && a->type < VIK_N_LAND_TYPES && a->carrier < 0)
        s->pick[a->hex][a->type] = c->active_unit;
    }
}

void
vik_move_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  int player = c->current;
  int port = frigate_in_port (game);
  Scratch s;
  gint16 sites[VIK_MAX_HEXES];
  int n_sites = -1;

  if (c->phase != VIK_PHASE_MOVEMENT)
    return;
  if (port >= 0)
    {
      legal_frigate_moves (game, port, out);
      return;
    }
  if (stop_ok (game, NULL))
    {
      VikAction a = new_action (VIK_ACTION_STOP);
      g_array_append_val (out, a);
    }

  scan_units (game, &s);
  /* Land units of one type in a hex are interchangeable: one set of
   * candidates per group, for the unit the check will pick. */
  for (int g = 0; g < s.n_groups; g++)
    {
      int hex = s.groups[g] / VIK_N_LAND_TYPES, type = s.groups[g] % VIK_N_LAND_TYPES;
      int pick = s.pick[hex][type];

      if (c->units[pick].mp == 0)
        continue;
      if (n_sites < 0)
        {
          n_sites = 0;
          for (int h = 0; h < game->board->n_hexes; h++)
            if (own_site (game, h, player))
              sites[n_sites++] = h;
        }
      legal_land_moves (game, pick, sites, n_sites, out);
    }
  for (int i = 0; i < s.n_frigates; i++)
    {
      legal_frigate_moves (game, s.frigates[i], out);
      legal_transport (game, s.frigates[i], s.boardable, out);
    }
}
