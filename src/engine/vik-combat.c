/* vik-combat.c: bombardment [12.0] and battles [13.0]-[13.3].
 *
 * A battle is a small state machine in core.battle.  Dice are rolled by the
 * engine; every hit is then assigned one at a time (RULINGS R12): first the
 * firing side's tactical victories, chosen by the firing player, then the
 * target's own choices.  Where only one choice exists it is made at once
 * (R6); otherwise the engine stops with VIK_DECISION_CASUALTY for the player
 * who chooses.  After each exchange of fire the attacker may retreat or fight
 * on (VIK_DECISION_RETREAT).  Side 0 is the attacker, side 1 the defender.
 *
 * With Luck Averaging [16.4] each Fire Round begins, when the firing side has
 * two dice or more and a target, with its player's choice of how many pairs
 * of dice to leave unrolled (VIK_DECISION_AVERAGE): each pair scores one
 * ordinary hit, which the target's owner assigns; an odd die is always rolled. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

#define MAX_CHOICES 40

static gboolean
frigate_options (const VikGame *game)
{
  return vik_ruleset_has_option (&game->core.rules, VIK_OPTION_FRIGATE_OPTIONS);
}

/* ---------------------------------------------------------------- dice */

int
vik_roll_die (VikGame *game)
{
  VikCore *c = &game->core;

  if (c->n_forced > 0)
    {
      int face = c->forced_dice[0];
      memmove (c->forced_dice, c->forced_dice + 1, c->n_forced - 1);
      c->forced_dice[--c->n_forced] = 0;
      return face;
    }
  return 1 + (int) vik_rng_below (&c->rng, 6);
}

void
vik_game_force_dice (VikGame *game, const guint8 *faces, int n)
{
  VikCore *c = &game->core;

  for (int i = 0; i < n && c->n_forced < G_N_ELEMENTS (c->forced_dice); i++)
    if (faces[i] >= 1 && faces[i] <= 6)
      c->forced_dice[c->n_forced++] = faces[i];
}

gboolean
vik_player_in_supply (const VikGame *game, int player)
{
  guint terrains = 0;

  /* [11.2]: a City on each of the four land terrains; lost with the Capital [15.0]. */
  if (!vik_player_has_capital (game, player))
    return FALSE;
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      const VikHexState *hs = &game->core.hexes[h];
      if (VIK_SITE_IS_CITY (hs->site) && hs->site_owner == player)
        terrains |= 1u << hs->terrain;
    }
  return (terrains & 0x1e) == 0x1e;
}

int
vik_game_hit_max (const VikGame *game, int player)
{
  const VikRuleset *rules = &game->core.rules;

  return vik_player_in_supply (game, player) ? rules->supply_hit_max : rules->hit_max;
}

int
vik_game_battle_hex (const VikGame *game)
{
  return game->core.battle.hex;
}

/* Rolls n dice for player, counts tactical victories (1s) and other hits [11.1].
 * Every die is rolled, however many (pre-battle fire: one per Artillery [13.3] 0);
 * an event carries at most 8 faces, so a larger roll is told in several events.
 * `pairs` more pairs of dice were left unrolled [16.4]: one ordinary hit each,
 * told in the last event. */
static void
roll_dice (VikGame *game, int player, int n, int pairs, VikDiceKind kind, guint8 *tv, guint8 *hits)
{
  int hit_max = vik_game_hit_max (game, player);
  int done = 0;

  *tv = *hits = 0;
  do /* once even for no dice: the event tells that none were rolled */
    {
      VikEvent *e;
      guint8 faces[G_N_ELEMENTS (e->dice)];
      int chunk = MIN (n - done, (int) G_N_ELEMENTS (faces));
      int scored = 0;

      for (int i = 0; i < chunk; i++)
        {
          faces[i] = vik_roll_die (game);
          if (faces[i] == 1)
            (*tv)++;
          if (faces[i] <= hit_max)
            scored++;
        }
      *hits += scored;
      done += chunk;
      vik_emit (game, VIK_EVENT_DICE_ROLLED, player, kind, game->core.battle.hex, VIK_NO_HEX, scored);
      e = &g_array_index (game->events, VikEvent, game->events->len - 1);
      e->n_dice = chunk;
      memcpy (e->dice, faces, chunk);
    }
  while (done < n);
  *hits -= *tv; /* the 1s are counted apart */
  if (pairs > 0)
    {
      VikEvent *e = &g_array_index (game->events, VikEvent, game->events->len - 1);
      e->averaged = pairs;
      e->value += pairs;
      *hits += pairs;
    }
}

/* ---------------------------------------------------------------- units in battle */

static gboolean
fights (const VikGame *game, const VikUnit *u, int side)
{
  const VikBattle *b = &game->core.battle;

  return u->hex == b->hex && u->owner == b->side_player[side] && u->carrier < 0;
}

static int
side_count (const VikGame *game, int side, gboolean with_hit)
{
  int n = 0;

  for (int i = 0; i < game->core.n_units; i++)
    {
      const VikUnit *u = &game->core.units[i];
      if (fights (game, u, side) && (with_hit || !(u->flags & VIK_UNIT_HIT)))
        n++;
    }
  return n;
}

/* Unit types present on a side, the units noted as hit included ([13.3] 2: they fire back). */
static int
side_types (const VikGame *game, int side)
{
  guint types = 0;
  int n = 0;

  for (int i = 0; i < game->core.n_units; i++)
    if (fights (game, &game->core.units[i], side))
      types |= 1u << game->core.units[i].type;
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    n += (types >> t) & 1;
  return n;
}

static int
side_artillery (const VikGame *game, int side)
{
  int n = 0;

  for (int i = 0; i < game->core.n_units; i++)
    if (fights (game, &game->core.units[i], side) && game->core.units[i].type == VIK_UNIT_ARTILLERY)
      n++;
  return n;
}

static void
lose_unit (VikGame *game, int unit)
{
  VikCore *c = &game->core;
  VikUnit *u = &c->units[unit];

  c->players[u->owner].reserve[u->type]++;
  vik_emit (game, VIK_EVENT_UNIT_LOST, u->owner, u->type, u->hex, VIK_NO_HEX, 0);
  vik_unit_remove (game, unit);
}

int
vik_unit_unload_to_reserve (VikGame *game, int unit)
{
  VikCore *c = &game->core;

  /* [10.45]: cargo shares its frigate's fate. */
  for (;;)
    {
      int cargo = -1, last = c->n_units - 1;
      for (int i = 0; i < c->n_units && cargo < 0; i++)
        if (c->units[i].carrier == unit)
          cargo = i;
      if (cargo < 0)
        return unit;
      lose_unit (game, cargo);
      if (unit == last)
        unit = cargo; /* the frigate moved into the freed slot */
    }
}

void
vik_unit_to_reserve (VikGame *game, int unit)
{
  lose_unit (game, vik_unit_unload_to_reserve (game, unit));
}

static void
remove_hit_units (VikGame *game)
{
  VikCore *c = &game->core;
  gboolean found = TRUE;

  while (found)
    {
      found = FALSE;
      for (int i = 0; i < c->n_units; i++)
        if (c->units[i].flags & VIK_UNIT_HIT)
          {
            c->units[i].flags &= ~VIK_UNIT_HIT;
            vik_unit_to_reserve (game, i);
            found = TRUE;
            break;
          }
    }
}

/* ---------------------------------------------------------------- casualty choices */

static void
cargo_of (const VikGame *game, int frigate, guint8 counts[VIK_N_LAND_TYPES])
{
  memset (counts, 0, VIK_N_LAND_TYPES);
  for (int i = 0; i < game->core.n_units; i++)
    if (game->core.units[i].carrier == frigate)
      counts[game->core.units[i].type]++;
}

/* The distinct casualties a hit against `side` may take: one per land unit type,
 * or one per frigate (frigates with the same cargo are alike, R6). */
static int
casualty_choices (const VikGame *game, int side, VikAction *choices)
{
  const VikCore *c = &game->core;
  guint types = 0;
  int n = 0;
  guint8 seen_cargo[MAX_CHOICES][VIK_N_LAND_TYPES];

  for (int i = 0; i < c->n_units && n < MAX_CHOICES; i++)
    {
      const VikUnit *u = &c->units[i];
      if (!fights (game, u, side) || (u->flags & VIK_UNIT_HIT))
        continue;
      if (u->type == VIK_UNIT_FRIGATE)
        {
          guint8 cargo[VIK_N_LAND_TYPES];
          gboolean alike = FALSE;
          cargo_of (game, i, cargo);
          for (int j = 0; j < n; j++)
            if (choices[j].unit == VIK_UNIT_FRIGATE && memcmp (seen_cargo[j], cargo, sizeof cargo) == 0)
              {
                alike = TRUE;
                if (u->label < choices[j].label)
                  choices[j].label = u->label;
              }
          if (alike)
            continue;
          memcpy (seen_cargo[n], cargo, sizeof cargo);
        }
      else if (types & (1u << u->type))
        continue;
      types |= 1u << u->type;
      choices[n] = vik_action_make (VIK_ACTION_HIT);
      choices[n].unit = u->type;
      choices[n].label = u->type == VIK_UNIT_FRIGATE ? u->label : 0;
      n++;
    }
  return n;
}

/* Which hit is to be assigned next: against which side, and is it a tactical victory? */
static gboolean
next_assignment (const VikBattle *b, int *side, gboolean *tv)
{
  static const struct { int side; gboolean tv; } order[] = {
    { 1, TRUE }, { 0, TRUE }, { 1, FALSE }, { 0, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int s = order[i].side;
      if ((order[i].tv ? b->tv[s] : b->hits[s]) > 0)
        {
          *side = s;
          *tv = order[i].tv;
          return TRUE;
        }
    }
  return FALSE;
}

static int
find_casualty (const VikGame *game, int side, const VikAction *a)
{
  for (int i = 0; i < game->core.n_units; i++)
    {
      const VikUnit *u = &game->core.units[i];
      if (!fights (game, u, side) || (u->flags & VIK_UNIT_HIT) || u->type != a->unit)
        continue;
      if (u->type == VIK_UNIT_FRIGATE && u->label != a->label)
        continue;
      return i;
    }
  return -1;
}

static void
assign_hit (VikGame *game, int side, const VikAction *a, gboolean tv)
{
  VikBattle *b = &game->core.battle;
  int unit = find_casualty (game, side, a);

  g_return_if_fail (unit >= 0);
  game->core.units[unit].flags |= VIK_UNIT_HIT;
  vik_emit (game, VIK_EVENT_UNIT_HIT, b->side_player[side], a->unit, b->hex, VIK_NO_HEX, tv);
  if (tv)
    b->tv[side]--;
  else
    b->hits[side]--;
}

int
vik_combat_decider (const VikGame *game)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;
  int side;
  gboolean tv;

  if (c->decision == VIK_DECISION_ELIMINATE)
    return c->adjust.player;
  if (c->decision == VIK_DECISION_AVERAGE)
    return b->side_player[b->step == VIK_BATTLE_DEFEND_AVERAGE ? 1 : 0];
  if (c->decision == VIK_DECISION_CASUALTY && next_assignment (b, &side, &tv))
    return b->side_player[tv ? 1 - side : side];
  return b->side_player[0];
}

int
vik_game_casualty_owner (const VikGame *game)
{
  const VikBattle *b = &game->core.battle;
  int side;
  gboolean tv;

  if (game->core.decision == VIK_DECISION_CASUALTY && next_assignment (b, &side, &tv))
    return b->side_player[side];
  return VIK_NO_PLAYER;
}

/* ---------------------------------------------------------------- retreat [13.3] 3 */

static int
entry_hex (const VikGame *game, int dir)
{
  const VikBattle *b = &game->core.battle;

  if (!(b->entries & (1u << dir)))
    return VIK_NO_HEX;
  return game->board->neighbors[b->hex][dir];
}

/* Land units the frigate may still take aboard: room in its hold, and no more
 * than three carried in the turn, retreats included [10.41]. */
static int
frigate_room (const VikGame *game, int frigate, const guint8 cargo[VIK_N_LAND_TYPES])
{
  const VikCore *c = &game->core;
  int hold = c->rules.frigate_capacity - (cargo[0] + cargo[1] + cargo[2]);
  /* [16.7]: three at a time, no limit a turn; a retreat is free, it costs no MP. */
  int turn = frigate_options (game) ? hold : c->rules.frigate_turn_capacity - c->units[frigate].carried;

  return MAX (0, MIN (hold, turn));
}

/* Free room aboard the attacker's frigates in the water hexes used to enter. */
static int
retreat_room_afloat (const VikGame *game)
{
  const VikCore *c = &game->core;
  int room = 0;

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int h = entry_hex (game, d);
      if (h == VIK_NO_HEX || vik_hex_is_land (game, h))
        continue;
      for (int i = 0; i < c->n_units; i++)
        {
          const VikUnit *u = &c->units[i];
          guint8 cargo[VIK_N_LAND_TYPES];
          if (u->hex != h || u->owner != c->battle.side_player[0] || u->type != VIK_UNIT_FRIGATE)
            continue;
          cargo_of (game, i, cargo);
          room += frigate_room (game, i, cargo);
        }
    }
  return room;
}

/* Can every attacking unit still in the hex retreat somewhere? */
static gboolean
all_can_retreat (const VikGame *game)
{
  const VikBattle *b = &game->core.battle;
  gboolean land_exit = FALSE, water_exit = FALSE;

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int h = entry_hex (game, d);
      if (h == VIK_NO_HEX || vik_hex_has_enemy (game, h, b->side_player[0]))
        continue;
      if (vik_hex_is_land (game, h))
        land_exit = TRUE;
      else
        water_exit = TRUE;
    }
  if (b->naval)
    return water_exit;
  if (game->core.rules.retreat_one_hex)
    return land_exit;   /* v1 Regular Attacks 5: "not back onto a frigate" */
  return land_exit || retreat_room_afloat (game) >= side_count (game, 0, TRUE);
}

/* v1 Regular Attacks 5: the hex the retreat under way goes to, or VIK_NO_HEX.
 * Retreated units are the attacker's that fought and entered from the battle hex. */
static int
retreat_destination (const VikGame *game)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;

  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->owner == b->side_player[0] && u->hex != b->hex && u->entered_from == b->hex
          && (u->flags & VIK_UNIT_ATTACKED))
        return u->hex;
    }
  return VIK_NO_HEX;
}

static gboolean
retreat_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;
  int dir = -1, dest = a->to;

  if (a->from != b->hex)
    return vik_refuse (error, _("Only units in the battle hex %s can retreat (13.3)"),
                       vik_board_label (game->board, b->hex));
  if (!b->retreating && !all_can_retreat (game))
    return vik_refuse (error, _("Your units have nowhere to retreat to: only hexes used to enter the battle, or your Frigates there, may take them (13.3)"));

  if (a->unit == VIK_UNIT_FRIGATE)
    {
      int f = vik_unit_find_frigate (game, b->side_player[0], a->label);
      if (f < 0 || !fights (game, &c->units[f], 0))
        return vik_refuse (error, _("That Frigate is not in the battle (13.3)"));
    }
  else if (a->unit >= VIK_N_LAND_TYPES || find_casualty (game, 0, a) < 0)
    return vik_refuse (error, _("You have no such unit in the battle (13.3)"));

  if (a->carrier != 0 && c->rules.retreat_one_hex)
    return vik_refuse (error, _("Retreating units may not go back onto a Frigate (13.3, 3)"));
  if (a->carrier != 0)
    {
      int f = vik_unit_find_frigate (game, b->side_player[0], a->carrier);
      guint8 cargo[VIK_N_LAND_TYPES];
      if (a->unit == VIK_UNIT_FRIGATE || f < 0)
        return vik_refuse (error, _("Land units may retreat onto your adjacent Frigates only (13.3)"));
      dest = c->units[f].hex;
      cargo_of (game, f, cargo);
      if (cargo[0] + cargo[1] + cargo[2] >= c->rules.frigate_capacity)
        return vik_refuse (error, _("That Frigate is full (10.41)"));
      if (frigate_room (game, f, cargo) == 0)
        return vik_refuse (error, _("Frigate F%d has already carried %d land units this turn (10.41)"),
                           a->carrier, c->rules.frigate_turn_capacity);
    }
  for (int d = 0; d < VIK_N_DIRS; d++)
    if (dest != VIK_NO_HEX && game->board->neighbors[b->hex][d] == dest)
      dir = d;
  if (dir < 0 || entry_hex (game, dir) == VIK_NO_HEX)
    return vik_refuse (error, _("Units may retreat only to a hex used to enter the battle (13.3)"));
  if (vik_hex_has_enemy (game, dest, b->side_player[0]))
    return vik_refuse (error, _("Units cannot retreat into a hex held by the enemy (13.3)"));
  if (c->rules.retreat_one_hex && b->retreating && retreat_destination (game) != VIK_NO_HEX
      && retreat_destination (game) != dest)
    return vik_refuse (error, _("All the retreating units go to one hex, %s (13.3, 3)"),
                       vik_board_label (game->board, retreat_destination (game)));
  if (a->unit == VIK_UNIT_FRIGATE ? vik_hex_is_land (game, dest)
      : (a->carrier == 0 && !vik_hex_is_land (game, dest)))
    return vik_refuse (error, _("Land units retreat onto land or your Frigates; Frigates onto water (13.3)"));
  return TRUE;
}

static void
retreat_candidates (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;
  VikAction units[MAX_CHOICES];
  int n = casualty_choices (game, 0, units);

  for (int i = 0; i < n; i++)
    for (int d = 0; d < VIK_N_DIRS; d++)
      {
        int h = entry_hex (game, d);
        VikAction a = vik_action_make (VIK_ACTION_RETREAT);
        if (h == VIK_NO_HEX)
          continue;
        a.unit = units[i].unit;
        a.label = units[i].label;
        a.from = b->hex;
        if (vik_hex_is_land (game, h) || a.unit == VIK_UNIT_FRIGATE)
          {
            a.to = h;
            if (retreat_check (game, &a, NULL))
              g_array_append_val (out, a);
            continue;
          }
        for (int f = 0; f < c->n_units; f++)
          if (c->units[f].hex == h && c->units[f].type == VIK_UNIT_FRIGATE
              && c->units[f].owner == b->side_player[0])
            {
              a.carrier = c->units[f].label;
              if (retreat_check (game, &a, NULL))
                g_array_append_val (out, a);
            }
      }
}

/* ---------------------------------------------------------------- the battle */

static void advance (VikGame *game);

/* [13.3] 2: the defender's Defensive Terrain dice in a land hex. */
static int
terrain_dice_at (const VikGame *game, int hex, int defender)
{
  const VikCore *c = &game->core;
  const VikHexState *hs = &c->hexes[hex];
  int dice = c->rules.terrain_defense[hs->terrain];
  int site = 0;

  if (vik_ruleset_has_option (&c->rules, VIK_OPTION_TERRAIN_LEVELING))
    dice = 0; /* [16.1]: the land itself gives no dice; Towns and Cities still do */

  if (hs->site != VIK_SITE_NONE && hs->site_owner == defender)
    {
      /* [13.3] 2 lost-capital penalty: his Cities give a Town's die. */
      /* v1 has no such penalty. */
      gboolean capital = !c->rules.lost_capital_defense || vik_player_has_capital (game, hs->site_owner);
      if (hs->site == VIK_SITE_METROPOLIS && capital)
        site = c->rules.city_defense + 1; /* [16.6]: 3 Defensive Terrain dice */
      else if (hs->site == VIK_SITE_CITY && capital)
        site = c->rules.city_defense;
      else
        site = c->rules.town_defense;
    }
  return MAX (dice, site); /* not cumulative: the single best */
}

static int
terrain_dice (const VikGame *game)
{
  return terrain_dice_at (game, game->core.battle.hex, game->core.battle.side_player[1]);
}

/* A frigate of `defender` next to hex [13.32]. */
static gboolean
frigate_adjacent (const VikGame *game, int hex, int defender)
{
  const VikCore *c = &game->core;

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int h = game->board->neighbors[hex][d];
      if (h == VIK_NO_HEX || c->hexes[h].units[defender] == 0)
        continue;
      for (int i = 0; i < c->n_units; i++)
        if (c->units[i].hex == h && c->units[i].type == VIK_UNIT_FRIGATE && c->units[i].owner == defender)
          return TRUE;
    }
  return FALSE;
}

/* [13.32] [13.33]: a defending frigate next to the hex, which holds defending
 * land units or the defender's Town/City; in a Naval Battle only with Frigate
 * Options, which let a Frigate support other Frigates [16.7]. */
static gboolean
naval_support (const VikGame *game)
{
  const VikBattle *b = &game->core.battle;

  if ((b->naval && !frigate_options (game)) || (!b->town && side_count (game, 1, TRUE) == 0))
    return FALSE;
  return frigate_adjacent (game, b->hex, b->side_player[1]);
}

static int
extra_sides (const VikBattle *b)
{
  int sides = 0;

  for (int d = 0; d < VIK_N_DIRS; d++)
    sides += (b->entries >> d) & 1;
  return MAX (0, sides - 1);
}

/* The attacker's dice in his Fire Round [13.3] 1: one for each unit type
 * present (de-v1.1 [12.3] 1 and v1 Regular Attacks 2: two for Cavalry), one
 * for each extra hex side (none in de-v1.1 and v1), at most the edition's cap. */
static int
attack_dice (const VikGame *game)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;
  int max = b->naval ? c->rules.max_naval_attack_dice : c->rules.max_land_attack_dice;
  guint types = 0;
  int dice = 0;

  for (int i = 0; i < c->n_units; i++)
    if (fights (game, &c->units[i], 0))
      types |= 1u << c->units[i].type;
  if (types == 0)
    return 0;
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (types & (1u << t))
      dice += c->rules.attack_dice[t];
  dice = MAX (1, dice);
  if (c->rules.hex_side_dice)
    dice += extra_sides (b);
  return MIN (max, dice);
}

/* The defender's dice in his Fire Round [13.3] 2, after suppression [13.31]. */
static int
defence_dice (const VikGame *game)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;
  int excess = b->suppressed;
  int units = side_types (game, 1);
  int support = naval_support (game) ? 1 : 0;
  int terrain = b->naval ? 0 : terrain_dice (game);
  int cut;

  if (c->rules.suppression == VIK_SUPPRESS_NONE)
    excess = 0;   /* v1 knows no suppression */
  cut = MIN (excess, units);
  units -= cut;
  excess -= cut;
  /* de-v1.1 [12.31]: never Naval Support or Defensive Terrain dice. */
  if (!b->town && c->rules.suppression == VIK_SUPPRESS_R11)
    {
      /* RULINGS R11: outside Towns/Cities the rest of the excess also removes
       * the naval support die, then the terrain dice. */
      cut = MIN (excess, support);
      support -= cut;
      excess -= cut;
      terrain -= MIN (excess, terrain);
    }
  return units + support + terrain;
}

/* [16.4]: does the player firing `dice` dice for `side` choose how many pairs
 * to average?  Only with two dice or more, and units to hit. */
static gboolean
averaging_asked (const VikGame *game, int side, int dice)
{
  return vik_ruleset_has_option (&game->core.rules, VIK_OPTION_LUCK_AVERAGING)
         && dice >= 2 && side_count (game, 1 - side, FALSE) > 0;
}

/* The dice of the Fire Round waiting for the choice of [16.4]. */
static int
averaging_dice (const VikGame *game)
{
  return game->core.battle.step == VIK_BATTLE_DEFEND_AVERAGE ? defence_dice (game) : attack_dice (game);
}

static void
attacker_roll (VikGame *game, int pairs)
{
  VikBattle *b = &game->core.battle;
  int dice = attack_dice (game);
  int defenders = side_count (game, 1, FALSE);

  b->step = VIK_BATTLE_ATTACK_FIRE;
  roll_dice (game, b->side_player[0], dice - 2 * pairs, pairs, VIK_DICE_ATTACK, &b->tv[1], &b->hits[1]);
  /* [13.31]: hits beyond those needed to kill every defender suppress his dice. */
  b->suppressed = MAX (0, b->tv[1] + b->hits[1] - defenders);
}

static void
defender_roll (VikGame *game, int pairs)
{
  VikBattle *b = &game->core.battle;
  int dice = defence_dice (game);

  b->step = VIK_BATTLE_DEFEND_FIRE;
  roll_dice (game, b->side_player[1], dice - 2 * pairs, pairs, VIK_DICE_DEFENSE, &b->tv[0], &b->hits[0]);
}

/* A Fire Round begins: rolled at once, or after the choice of [16.4] (asked by advance()). */
static void
attacker_fire (VikGame *game)
{
  if (averaging_asked (game, 0, attack_dice (game)))
    game->core.battle.step = VIK_BATTLE_ATTACK_AVERAGE;
  else
    attacker_roll (game, 0);
}

static void
defender_fire (VikGame *game)
{
  if (averaging_asked (game, 1, defence_dice (game)))
    game->core.battle.step = VIK_BATTLE_DEFEND_AVERAGE;
  else
    defender_roll (game, 0);
}

static void
battle_end (VikGame *game, VikBattleResult result)
{
  VikCore *c = &game->core;
  VikBattle b = c->battle;

  if (result != VIK_BATTLE_ATTACKER_RETREATED)
    {
      int a = side_count (game, 0, TRUE), d = side_count (game, 1, TRUE);
      if (a > 0 && d == 0)
        result = VIK_BATTLE_ATTACKER_WON;
      else if (a == 0 && d == 0)
        result = VIK_BATTLE_BOTH_DESTROYED;
      else
        result = VIK_BATTLE_DEFENDER_HELD;
    }
  memset (&c->battle, 0, sizeof c->battle);
  c->battle.hex = VIK_NO_HEX;
  c->decision = VIK_DECISION_NONE;
  vik_emit (game, VIK_EVENT_BATTLE_ENDED, b.side_player[0], 0, b.hex, VIK_NO_HEX, result);
  if (result == VIK_BATTLE_ATTACKER_WON && b.town)
    vik_conquest_capture (game, b.hex, b.side_player[0], b.side_player[1]);
}

static void
start_battle (VikGame *game, int hex, int attacker, int defender, gboolean placement)
{
  VikCore *c = &game->core;
  VikBattle *b = &c->battle;
  int art_a, art_d;

  /* A battle ends the moving unit's movement; with Frigate Options [16.7] a
   * Frigate's MPs left still pay for its transport after the battle. */
  if (!frigate_options (game) || c->active_unit < 0 || c->units[c->active_unit].type != VIK_UNIT_FRIGATE)
    vik_finish_active_unit (game);
  memset (b, 0, sizeof *b);
  b->hex = hex;
  b->side_player[0] = attacker;
  b->side_player[1] = defender;
  b->naval = !vik_hex_is_land (game, hex);
  b->placement = placement;
  b->town = c->hexes[hex].site != VIK_SITE_NONE && c->hexes[hex].site_owner == defender;
  c->hexes[hex].battled = 1;
  for (int i = 0; i < c->n_units; i++)
    {
      VikUnit *u = &c->units[i];
      if (!fights (game, u, 0))
        continue;
      u->flags |= VIK_UNIT_ATTACKED | VIK_UNIT_MOVED;
      if (u->type != VIK_UNIT_FRIGATE || !frigate_options (game))
        u->mp = 0; /* [11.8]; a Frigate under [16.7] keeps its MPs for transport */
      for (int d = 0; d < VIK_N_DIRS; d++)
        if (u->entered_from != VIK_NO_HEX && game->board->neighbors[hex][d] == u->entered_from)
          b->entries |= 1u << d;
    }
  vik_emit (game, VIK_EVENT_BATTLE_BEGAN, attacker, 0, hex, VIK_NO_HEX, defender);

  art_a = b->naval ? 0 : side_artillery (game, 0);
  /* de-v1.1 [12.3] 0 and v1 Regular Attacks 1: only the attacker's Artillery. */
  art_d = b->naval || !c->rules.defender_pre_fire ? 0 : side_artillery (game, 1);
  if (art_a + art_d > 0)
    {
      /* [13.3] 0: every Artillery on both sides fires once, simultaneously. */
      b->step = VIK_BATTLE_PRE_FIRE;
      if (art_a > 0)
        roll_dice (game, attacker, art_a, 0, VIK_DICE_PRE_FIRE, &b->tv[1], &b->hits[1]);
      if (art_d > 0)
        roll_dice (game, defender, art_d, 0, VIK_DICE_PRE_FIRE, &b->tv[0], &b->hits[0]);
    }
  else
    attacker_fire (game);
  advance (game);
}

/* Runs the battle until a player must choose or it is over. */
static void
advance (VikGame *game)
{
  VikCore *c = &game->core;
  VikBattle *b = &c->battle;

  while (b->hex != VIK_NO_HEX)
    {
      int side;
      gboolean tv;

      if (next_assignment (b, &side, &tv))
        {
          VikAction choices[MAX_CHOICES];
          int n = casualty_choices (game, side, choices);
          if (n > 1 && b->tv[side] + b->hits[side] >= side_count (game, side, FALSE))
            n = 1; /* every unit is hit whatever is chosen: nobody is asked [13.3] */
          if (n == 0)
            {
              /* R12: hits beyond the units present are lost. */
              if (tv)
                b->tv[side] = 0;
              else
                b->hits[side] = 0;
            }
          else if (n == 1)
            assign_hit (game, side, &choices[0], tv);
          else
            {
              c->decision = VIK_DECISION_CASUALTY;
              return;
            }
          continue;
        }

      c->decision = VIK_DECISION_NONE;
      switch (b->step)
        {
        case VIK_BATTLE_PRE_FIRE:
          remove_hit_units (game);
          /* Outside a Town/City the battle may end here; an attacker wiped out always ends it. */
          if (side_count (game, 0, TRUE) == 0 || (!b->town && side_count (game, 1, TRUE) == 0))
            {
              battle_end (game, VIK_BATTLE_DEFENDER_HELD);
              return;
            }
          attacker_fire (game);
          break;
        case VIK_BATTLE_ATTACK_FIRE:
          defender_fire (game);
          break;
        case VIK_BATTLE_DEFEND_FIRE:
          remove_hit_units (game);
          b->round++;
          if (side_count (game, 0, TRUE) == 0 || side_count (game, 1, TRUE) == 0)
            {
              battle_end (game, VIK_BATTLE_DEFENDER_HELD);
              return;
            }
          if (!all_can_retreat (game))
            {
              attacker_fire (game); /* nowhere to go: the battle goes on */
              break;
            }
          b->step = VIK_BATTLE_RETREAT;
          c->decision = VIK_DECISION_RETREAT;
          return;
        case VIK_BATTLE_BOMBARD:
          remove_hit_units (game);
          memset (b, 0, sizeof *b);
          b->hex = VIK_NO_HEX;
          return;
        case VIK_BATTLE_ATTACK_AVERAGE:
        case VIK_BATTLE_DEFEND_AVERAGE:
          c->decision = VIK_DECISION_AVERAGE;
          return;
        default:
          return;
        }
    }
}

/* ---------------------------------------------------------------- bombardment [12.0] */

/* [10.32]: a Frigate in a port can only leave it; nothing else happens meanwhile. */
static gboolean
port_transit_check (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;

  if (c->active_unit >= 0 && c->units[c->active_unit].type == VIK_UNIT_FRIGATE
      && vik_hex_is_land (game, c->units[c->active_unit].hex))
    return vik_refuse (error, _("Your Frigate in port must leave it first (10.32)"));
  return TRUE;
}

static int
bombard_unit (const VikGame *game, const VikAction *a)
{
  const VikCore *c = &game->core;
  int player = c->current;

  if (a->unit == VIK_UNIT_FRIGATE)
    return vik_unit_find_frigate (game, player, a->label);
  if (a->unit != VIK_UNIT_ARTILLERY || a->from < 0 || a->from >= game->board->n_hexes)
    return -1;
  /* Prefer an Artillery that may still bombard. */
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->owner == player && u->type == VIK_UNIT_ARTILLERY && u->hex == a->from && u->carrier < 0
          && !(u->flags & (VIK_UNIT_ATTACKED | VIK_UNIT_TRANSPORTED)))
        return i;
    }
  return vik_unit_find (game, player, VIK_UNIT_ARTILLERY, a->from);
}

static gboolean
hex_has_enemy_targets (const VikGame *game, int hex, int player)
{
  const VikCore *c = &game->core;

  if (!vik_hex_has_enemy (game, hex, player))
    return FALSE;
  for (int i = 0; i < c->n_units; i++)
    if (c->units[i].hex == hex && c->units[i].owner != player && c->units[i].carrier < 0)
      return TRUE;
  return FALSE;
}

static int
enemy_in_hex (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];

  for (int p = 0; p < game->core.n_players; p++)
    if (p != player && hs->units[p] > 0)
      return p;
  if (hs->site != VIK_SITE_NONE && hs->site_owner != player)
    return hs->site_owner;
  return VIK_NO_PLAYER;
}

/* de-v1.1 [11.2]: a hex on the way blocks when it is Forest or Mountain (not
 * under [15.1] Flat World) or holds a Town or City; a face-down hex blocks too
 * (nobody sees over it).  The firer picks the path: one free hex between
 * firer and target is enough.  Adjacent targets need no path. */
static gboolean
blocks_sight (const VikGame *game, int hex)
{
  const VikHexState *hs = &game->core.hexes[hex];

  if (!hs->revealed || hs->site != VIK_SITE_NONE)
    return TRUE;
  if (vik_ruleset_has_option (&game->core.rules, VIK_OPTION_TERRAIN_LEVELING))
    return FALSE;
  return hs->terrain == VIK_TERRAIN_FOREST || hs->terrain == VIK_TERRAIN_MOUNTAIN;
}

static gboolean
line_of_sight (const VikGame *game, int from, int to)
{
  const VikBoard *board = game->board;
  int range = vik_board_distance (board, from, to);

  if (range <= 1)
    return TRUE;
  if (range > 2)
    return FALSE; /* the books bombard two hexes at most */
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int h = board->neighbors[from][d];
      if (h != VIK_NO_HEX && vik_board_distance (board, h, to) == 1 && !blocks_sight (game, h))
        return TRUE;
    }
  return FALSE;
}

static gboolean
bombard_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int unit = bombard_unit (game, a);
  const VikUnit *u;
  int range;

  if (c->phase != VIK_PHASE_MOVEMENT)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("Bombard in your Movement & Combat phase (6.0)"));
  if (!port_transit_check (game, error))
    return FALSE;
  if (unit < 0)
    return vik_refuse (error, _("Only Artillery and Frigates can bombard (12.0)"));
  u = &c->units[unit];
  if (u->carrier >= 0)
    return vik_refuse (error, _("Artillery cannot bombard while it is cargo (10.45)"));
  if ((u->flags & VIK_UNIT_TRANSPORTED) && u->type == VIK_UNIT_ARTILLERY && !c->rules.transported_bombard)
    return vik_refuse (error, _("Artillery cannot bombard on a turn it is transported (10.44)"));
  if (u->flags & VIK_UNIT_ATTACKED)
    return vik_refuse (error, _("A unit may make only one attack a turn (11.7)"));
  if (vik_hex_is_land (game, u->hex) && u->type == VIK_UNIT_FRIGATE)
    return vik_refuse (error, _("A Frigate in a port can only leave it (10.32)"));
  if (enemy_in_hex (game, u->hex, c->current) != VIK_NO_PLAYER)
    return vik_refuse (error, _("A unit in a battle hex fights that battle; it cannot also bombard (11.7)"));
  if (a->to < 0 || a->to >= game->board->n_hexes)
    return vik_refuse (error, _("Choose the hex to bombard (12.0)"));
  range = vik_board_distance (game->board, u->hex, a->to);
  if (range < 1 || range > c->rules.bombard_range)
    return c->rules.bombard_range == 1
           ? vik_refuse (error, _("Bombardment must target an adjacent hex (12.0)"))
           : vik_refuse (error, _("Bombardment must target a hex at most %d hexes away (12.0)"),
                         c->rules.bombard_range);
  if (c->rules.line_of_sight && !line_of_sight (game, u->hex, a->to))
    return vik_refuse (error, _("Forests, Mountains, Towns and Cities block the line of sight to %s (@11.2)"),
                       vik_board_label (game->board, a->to));
  if (!hex_has_enemy_targets (game, a->to, c->current))
    return vik_refuse (error, _("Bombardment needs enemy units to target; Towns and Cities cannot be bombarded (12.0)"));
  return TRUE;
}

static void
bombard_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  VikBattle *b = &c->battle;
  int unit = bombard_unit (game, a);
  VikUnit *u = &c->units[unit];
  int target = enemy_in_hex (game, a->to, c->current);

  if (c->active_unit != unit)
    vik_finish_active_unit (game);
  u->flags |= VIK_UNIT_ATTACKED;
  if (u->type == VIK_UNIT_FRIGATE && frigate_options (game))
    /* [11.8] ends its movement; [12.2]: it may still take units aboard and put
     * them ashore next to it, paying its MPs left [16.7]. */
    c->active_unit = u->mp > 0 ? unit : -1;
  else
    {
      u->mp = 0; /* [11.8] */
      c->active_unit = -1;
    }
  vik_emit (game, VIK_EVENT_BOMBARDED, c->current, u->type, u->hex, a->to, 0);

  memset (b, 0, sizeof *b);
  b->hex = a->to;
  b->side_player[0] = c->current;
  b->side_player[1] = target;
  b->step = VIK_BATTLE_BOMBARD;
  b->naval = !vik_hex_is_land (game, a->to);
  roll_dice (game, c->current, 1, 0, VIK_DICE_BOMBARD, &b->tv[1], &b->hits[1]);
  advance (game);
}

/* ---------------------------------------------------------------- battles begun [13.0] */

int
vik_combat_pending_hex (const VikGame *game)
{
  const VikCore *c = &game->core;

  for (int h = 0; h < game->board->n_hexes; h++)
    if (c->hexes[h].units[c->current] > 0 && !c->hexes[h].battled
        && enemy_in_hex (game, h, c->current) != VIK_NO_PLAYER)
      {
        /* Cargo passing by does not fight. */
        for (int i = 0; i < c->n_units; i++)
          if (c->units[i].hex == h && c->units[i].owner == c->current && c->units[i].carrier < 0)
            return h;
      }
  return VIK_NO_HEX;
}

static gboolean
battle_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  gboolean mine = FALSE;

  if (c->phase != VIK_PHASE_MOVEMENT)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("Battles are fought in your Movement & Combat phase (6.0)"));
  if (!port_transit_check (game, error))
    return FALSE;
  if (a->to < 0 || a->to >= game->board->n_hexes)
    return vik_refuse (error, _("Choose the hex to fight in (13.0)"));
  for (int i = 0; i < c->n_units && !mine; i++)
    mine = c->units[i].hex == a->to && c->units[i].owner == c->current && c->units[i].carrier < 0;
  if (!mine)
    return vik_refuse (error, _("Move units into %s to fight there (13.0)"), vik_board_label (game->board, a->to));
  if (c->hexes[a->to].battled)
    return vik_refuse (error, _("Only one battle may be fought in a hex each turn (13.2)"));
  if (enemy_in_hex (game, a->to, c->current) == VIK_NO_PLAYER)
    return vik_refuse (error, _("There is no enemy in %s to fight (13.0)"), vik_board_label (game->board, a->to));
  return TRUE;
}

gboolean
vik_combat_start_placement_battle (VikGame *game)
{
  VikCore *c = &game->core;

  for (int h = 0; h < game->board->n_hexes; h++)
    {
      int enemy;
      if (c->hexes[h].units[c->current] == 0 || vik_hex_is_land (game, h) || c->hexes[h].battled)
        continue; /* one battle per hex and turn [13.2] */
      enemy = enemy_in_hex (game, h, c->current);
      if (enemy == VIK_NO_PLAYER)
        continue;
      start_battle (game, h, c->current, enemy, TRUE);
      return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------- forecasts */

gboolean
vik_game_battle_setup (const VikGame *game, int hex, const guint8 attackers[VIK_N_UNIT_TYPES],
                       int hex_sides, VikBattleSetup *setup, GError **error)
{
  const VikCore *c = &game->core;
  int defender;
  gboolean naval;

  if (hex < 0 || hex >= game->board->n_hexes)
    return vik_refuse (error, _("No such hex"));
  defender = enemy_in_hex (game, hex, c->current);
  if (defender == VIK_NO_PLAYER)
    return vik_refuse (error, _("There is no enemy in %s to fight (13.0)"), vik_board_label (game->board, hex));
  naval = !vik_hex_is_land (game, hex);
  vik_battle_setup_init (setup, naval);
  memcpy (setup->attackers, attackers, sizeof setup->attackers);
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->hex == hex && u->owner == defender && u->carrier < 0)
        setup->defenders[u->type]++;
    }
  setup->hex_sides = MAX (1, hex_sides);
  setup->town_or_city = c->hexes[hex].site != VIK_SITE_NONE && c->hexes[hex].site_owner == defender;
  if (!naval)
    {
      int land_defenders = setup->defenders[0] + setup->defenders[1] + setup->defenders[2];
      setup->terrain_dice = terrain_dice_at (game, hex, defender);
      setup->naval_support = (land_defenders > 0 || setup->town_or_city) && frigate_adjacent (game, hex, defender);
    }
  else if (frigate_options (game))
    setup->naval_support = setup->defenders[VIK_UNIT_FRIGATE] > 0 && frigate_adjacent (game, hex, defender);
  setup->attacker_hit_max = vik_game_hit_max (game, c->current);
  setup->defender_hit_max = vik_game_hit_max (game, defender);
  setup->max_attack_dice = naval ? c->rules.max_naval_attack_dice : c->rules.max_land_attack_dice;
  vik_ruleset_battle_setup (&c->rules, setup);
  if (vik_ruleset_has_option (&c->rules, VIK_OPTION_LUCK_AVERAGING))
    {
      /* [16.4]: the players choose round by round; the forecast assumes that a
       * side averages every pair whose two dice expect no more than the sure
       * hit (hits on 1-3), and rolls them in Combat Supply (docs/rules-notes.md). */
      setup->attacker_pairs = 2 * setup->attacker_hit_max <= 6 ? VIK_FORECAST_ALL_PAIRS : 0;
      setup->defender_pairs = 2 * setup->defender_hit_max <= 6 ? VIK_FORECAST_ALL_PAIRS : 0;
    }
  return TRUE;
}

gboolean
vik_game_pending_battle_setup (const VikGame *game, int hex, VikBattleSetup *setup, GError **error)
{
  const VikCore *c = &game->core;
  guint8 attackers[VIK_N_UNIT_TYPES] = { 0 };
  guint entries = 0;
  int sides = 0;

  if (hex < 0 || hex >= game->board->n_hexes)
    return vik_refuse (error, _("No such hex"));
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->hex != hex || u->owner != c->current || u->carrier >= 0)
        continue;
      attackers[u->type]++;
      for (int d = 0; d < VIK_N_DIRS; d++)
        if (u->entered_from != VIK_NO_HEX && game->board->neighbors[hex][d] == u->entered_from)
          entries |= 1u << d;
    }
  for (int d = 0; d < VIK_N_DIRS; d++)
    sides += (entries >> d) & 1;
  return vik_game_battle_setup (game, hex, attackers, sides, setup, error);
}

gboolean
vik_game_move_battle_setup (const VikGame *game, const VikAction *move, VikBattleSetup *setup,
                            GError **error)
{
  VikGame *after;
  gboolean ok;

  if (move->kind != VIK_ACTION_MOVE && move->kind != VIK_ACTION_DISEMBARK)
    return vik_refuse (error, _("Only a move leads to a battle"));
  if (move->to < 0 || move->to >= game->board->n_hexes)
    return vik_refuse (error, _("No such hex"));
  /* The move made on a copy: the battle it leads to counts the units waiting
   * there and every hex side they entered from [13.3] 1. */
  after = vik_game_copy (game);
  ok = vik_game_apply (after, move, error)
       && vik_game_pending_battle_setup (after, move->to, setup, error);
  vik_game_free (after);
  return ok;
}

/* ---------------------------------------------------------------- dispatch */

void
vik_combat_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;

  if (c->decision == VIK_DECISION_CASUALTY)
    {
      const VikBattle *b = &c->battle;
      VikAction choices[MAX_CHOICES];
      int side, n;
      gboolean tv;
      if (!next_assignment (b, &side, &tv))
        return;
      n = casualty_choices (game, side, choices);
      g_array_append_vals (out, choices, n);
      return;
    }
  if (c->decision == VIK_DECISION_AVERAGE)
    {
      /* [16.4]: complete pairs only; an odd die is always rolled. */
      for (int pairs = 0; pairs <= averaging_dice (game) / 2; pairs++)
        {
          VikAction a = vik_action_make (VIK_ACTION_AVERAGE);
          a.label = pairs;
          g_array_append_val (out, a);
        }
      return;
    }
  if (c->decision == VIK_DECISION_RETREAT)
    {
      VikAction fight = vik_action_make (VIK_ACTION_FIGHT);
      if (!c->battle.retreating)
        g_array_append_val (out, fight);
      retreat_candidates (game, out);
      return;
    }
  if (c->decision != VIK_DECISION_NONE || c->phase != VIK_PHASE_MOVEMENT)
    return;

  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      gboolean dup = FALSE;
      if (u->owner != c->current || (u->type != VIK_UNIT_ARTILLERY && u->type != VIK_UNIT_FRIGATE)
          || u->carrier >= 0 || (u->flags & VIK_UNIT_ATTACKED)
          || ((u->flags & VIK_UNIT_TRANSPORTED) && !c->rules.transported_bombard))
        continue;
      if (u->type == VIK_UNIT_ARTILLERY)
        for (int j = 0; j < i && !dup; j++)
          dup = c->units[j].owner == c->current && c->units[j].type == VIK_UNIT_ARTILLERY
                && c->units[j].hex == u->hex && c->units[j].carrier < 0
                && !(c->units[j].flags & (VIK_UNIT_ATTACKED | VIK_UNIT_TRANSPORTED));
      if (dup)
        continue;
      /* Adjacent targets first (in direction order), then the rings farther
       * away (de-v1.1 [11.0], v1: two hexes). */
      VikHex ring[6 * (2 + 3)];   /* the rings of radius 2 and 3 (BombardRange is at most 3) */
      int n_ring = 0;
      for (int r = 2; r <= MIN (c->rules.bombard_range, 3); r++)
        n_ring += vik_hex_ring (game->board->coords[u->hex], r, ring + n_ring);
      for (int k = 0; k < VIK_N_DIRS + n_ring; k++)
        {
          VikAction a = vik_action_make (VIK_ACTION_BOMBARD);
          int h = k < VIK_N_DIRS ? game->board->neighbors[u->hex][k]
                                 : vik_board_index (game->board, ring[k - VIK_N_DIRS]);
          if (h == VIK_NO_HEX || !vik_hex_has_enemy (game, h, c->current))
            continue;
          a.unit = u->type;
          a.label = u->label;
          a.from = u->type == VIK_UNIT_ARTILLERY ? u->hex : VIK_NO_HEX;
          a.to = h;
          if (bombard_check (game, &a, NULL))
            g_array_append_val (out, a);
        }
    }
  for (int h = 0; h < game->board->n_hexes; h++)
    if (c->hexes[h].units[c->current] > 0 && !c->hexes[h].battled)
      {
        VikAction a = vik_action_make (VIK_ACTION_BATTLE);
        a.to = h;
        if (battle_check (game, &a, NULL))
          g_array_append_val (out, a);
      }
}

gboolean
vik_combat_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;

  switch (a->kind)
    {
    case VIK_ACTION_BOMBARD:
    case VIK_ACTION_BATTLE:
      if (c->decision != VIK_DECISION_NONE)
        return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("Finish the decision under way first"));
      return a->kind == VIK_ACTION_BOMBARD ? bombard_check (game, a, error) : battle_check (game, a, error);
    case VIK_ACTION_HIT:
      {
        VikAction choices[MAX_CHOICES];
        int side, n;
        gboolean tv;
        if (c->decision != VIK_DECISION_CASUALTY || !next_assignment (b, &side, &tv))
          return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("No casualty is waiting to be chosen (11.1)"));
        n = casualty_choices (game, side, choices);
        for (int i = 0; i < n; i++)
          if (choices[i].unit == a->unit && (a->unit != VIK_UNIT_FRIGATE || find_casualty (game, side, a) >= 0))
            return TRUE;
        return vik_refuse (error, _("That unit cannot take this hit: choose one of the units still in the battle (11.1)"));
      }
    case VIK_ACTION_FIGHT:
      if (c->decision != VIK_DECISION_RETREAT)
        return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("No battle is waiting for the attacker's choice (13.3)"));
      if (b->retreating)
        return vik_refuse (error, _("A retreat has begun: all the attacking units must retreat (13.3)"));
      return TRUE;
    case VIK_ACTION_RETREAT:
      if (c->decision != VIK_DECISION_RETREAT)
        return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("Only the attacker may retreat, after an exchange of fire (13.3)"));
      return retreat_check (game, a, error);
    case VIK_ACTION_AVERAGE:
      if (c->decision != VIK_DECISION_AVERAGE)
        return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                                _("Pairs of dice are left unrolled only with Luck Averaging, when a Fire "
                                  "Round begins (16.4)"));
      if (a->label > averaging_dice (game) / 2)
        return vik_refuse (error, _("Only complete pairs of your %d dice may be left unrolled, at most %d; "
                                    "an odd die is always rolled (16.4)"),
                           averaging_dice (game), averaging_dice (game) / 2);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
retreat_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  VikBattle *b = &c->battle;
  int unit = a->unit == VIK_UNIT_FRIGATE ? vik_unit_find_frigate (game, b->side_player[0], a->label)
                                         : find_casualty (game, 0, a);
  int dest = a->to;

  b->retreating = 1;
  if (a->carrier != 0)
    {
      int f = vik_unit_find_frigate (game, b->side_player[0], a->carrier);
      dest = c->units[f].hex;
      vik_unit_set_hex (game, unit, dest);
      c->units[unit].carrier = f;
      c->units[unit].flags |= VIK_UNIT_TRANSPORTED;
      c->units[f].carried++;
    }
  else
    vik_unit_set_hex (game, unit, dest);
  if (c->active_unit == unit)
    vik_finish_active_unit (game); /* a Frigate of [16.7] still under way */
  c->units[unit].mp = 0;
  c->units[unit].entered_from = b->hex;
  vik_emit (game, VIK_EVENT_UNIT_RETREATED, b->side_player[0], a->unit, b->hex, dest, 0);
  if (side_count (game, 0, TRUE) == 0)
    battle_end (game, VIK_BATTLE_ATTACKER_RETREATED);
}

void
vik_combat_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;

  switch (a->kind)
    {
    case VIK_ACTION_BOMBARD:
      bombard_apply (game, a);
      break;
    case VIK_ACTION_BATTLE:
      start_battle (game, a->to, c->current, enemy_in_hex (game, a->to, c->current), FALSE);
      break;
    case VIK_ACTION_HIT:
      {
        int side = 0;
        gboolean tv = FALSE;
        next_assignment (&c->battle, &side, &tv);
        assign_hit (game, side, a, tv);
        advance (game);
        break;
      }
    case VIK_ACTION_FIGHT:
      c->decision = VIK_DECISION_NONE;
      attacker_fire (game);
      advance (game);
      break;
    case VIK_ACTION_RETREAT:
      retreat_apply (game, a);
      break;
    case VIK_ACTION_AVERAGE:
      c->decision = VIK_DECISION_NONE;
      if (c->battle.step == VIK_BATTLE_DEFEND_AVERAGE)
        defender_roll (game, a->label);
      else
        attacker_roll (game, a->label);
      advance (game);
      break;
    default:
      break;
    }
}
