/* vic-invariants.c: what every state of a Victory game keeps, checked after
 * every action of the test playouts and of every loaded file: block slots and
 * counts, strengths 1-4 (6.2), blocks only where they may stand (4.2) (4.3),
 * stacking (5.2) and Airbase capacity (5.51), control as the rules give it
 * (5.4), the battle, and supply's own consistency (7.0). */
#include "config.h"

#include "vic-game-private.h"

static gboolean
broken (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
broken (GError **error, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, VIC_RULE_ERROR, VIC_RULE_ERROR_ILLEGAL, message);
  g_free (message);
  return FALSE;
}

static gboolean
check_block (const VicGame *game, int i, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  const VicBlock *b = &c->blocks[i];
  g_autofree char *name = vic_block_name (game, i);
  int max;
  VicClass k;

  if (b->type >= VIC_N_UNIT_TYPES || b->owner < 0 || b->owner >= c->n_players)
    return broken (error, "block %d: bad type or owner", i);
  max = c->rules.units[b->type].max_steps;
  if (b->steps > max || (b->steps == 0 && !vic_unit_is_factory (b->type)))
    return broken (error, "%s of player %d: strength %u is not from 1 to %d (6.2)", name, b->owner + 1, b->steps, max);
  if (b->serial == 0 || !(b->revealed & (1u << b->owner)) || (b->revealed >> c->n_players))
    return broken (error, "%s: bad number or revealed mask", name);
  if ((b->revealed & vic_team_mask (c, b->owner)) != vic_team_mask (c, b->owner))
    return broken (error, "%s: hidden from an ally of its owner (10.4)", name);
  if (b->hex == VIC_NO_HEX)
    {
      if (c->phase != VIC_PHASE_DEPLOY)
        return broken (error, "%s is not on the map after deployment (1.4)", name);
      return TRUE;
    }
  if (b->hex < 0 || b->hex >= map->n_hexes)
    return broken (error, "%s: no such hex", name);
  if (b->carrier != VIC_NO_BLOCK)
    {
      const VicBlock *cv;
      if (b->carrier < 0 || b->carrier >= c->n_slots)
        return broken (error, "%s: bad carrier", name);
      cv = &c->blocks[b->carrier];
      if (cv->owner != b->owner || cv->type != VIC_UNIT_CARRIER || cv->hex != b->hex
          || vic_unit_class (b->type) != VIC_CLASS_AIR)
        return broken (error, "%s is aboard something that is not its Carrier (4.2)", name);
      if (!vic_unit_carrier_air (b->type) && !vic_unit_loads_in_port (b->type))
        return broken (error, "%s cannot be aboard a Carrier (4.1) (4.2)", name);
      if (!vic_air_may_be_aboard (game, b, b->type))
        return broken (error, "%s went aboard its Carrier this turn away from a port (4.1)", name);
    }
  k = vic_block_class (c, b);
  if ((b->flags & VIC_BLOCK_AT_SEA) && vic_unit_class (b->type) != VIC_CLASS_GROUND)
    return broken (error, "%s: only Ground units are at sea (5.91)", name);
  if (k == VIC_CLASS_NAVAL && vic_map_is_land (map, b->hex) && !vic_map_is_coastal (map, b->hex)
      && !(map->features[b->hex] & VIC_HEX_CANAL))
    return broken (error, "%s: a naval unit inland in %s (4.2)", name, vic_map_label (map, b->hex));
  /* (A Rocket in flight, the moving block, flies over the sea.) */
  if (k == VIC_CLASS_GROUND && vic_map_is_sea (map, b->hex) && !(i == c->active && b->type == VIC_UNIT_ROCKET))
    return broken (error, "%s: a Ground unit ashore in a Sea hex %s (4.3)", name, vic_map_label (map, b->hex));
  if (vic_unit_sea_restricted (b->type) && vic_map_is_land (map, b->hex) && !vic_map_is_coastal (map, b->hex))
    return broken (error, "%s: Marines inland in %s (4.3)", name, vic_map_label (map, b->hex));
  /* (5.51) Air units rest at Airbases: Cities, Towns, Airfields, Carriers. */
  if (k == VIC_CLASS_AIR && b->carrier == VIC_NO_BLOCK && i != c->active && !vic_hex_is_battle (c, b->hex)
      && c->battle.hex != b->hex && !(map->features[b->hex] & (VIC_HEX_CITY | VIC_HEX_TOWN))
      && c->hexes[b->hex].airfield == 0 && !(b->flags & VIC_BLOCK_FLYING))
    return broken (error, "%s: an air unit away from any Airbase in %s (5.51)", name, vic_map_label (map, b->hex));
  return TRUE;
}

/* Stacking where blocks have come to rest: not the block under way, not a
 * battle being fought over (each player's own limits still hold there). */
static gboolean
check_stacking (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;

  for (int h = 0; h < map->n_hexes; h++)
    for (int p = 0; p < c->n_players; p++)
      {
        int ground = 0, naval = 0, air = 0;
        if (c->hexes[h].count[p] == 0)
          continue;
        for (int i = 0; i < c->n_slots; i++)
          {
            const VicBlock *b = &c->blocks[i];
            if (b->owner != p || b->hex != h || i == c->active || b->carrier != VIC_NO_BLOCK
                || vic_unit_is_factory (b->type))
              continue;
            switch (vic_block_class (c, b))
              {
              case VIC_CLASS_GROUND: ground++; break;
              case VIC_CLASS_NAVAL: naval++; break;
              default: air++; break;
              }
          }
        if (ground > vic_stack_limit (game, h, VIC_CLASS_GROUND))
          return broken (error, "player %d has %d ground units in %s, more than its stacking limit (5.2)",
                         p + 1, ground, vic_map_label (map, h));
        if (naval > vic_stack_limit (game, h, VIC_CLASS_NAVAL))
          return broken (error, "player %d has %d naval units in %s, more than its stacking limit (5.2)",
                         p + 1, naval, vic_map_label (map, h));
        if (air > 0 && !vic_hex_is_battle (c, h) && c->phase != VIC_PHASE_MOVE && c->battle.hex != h)
          {
            int cap = MAX (vic_airbase_capacity (game, h, p), (int) c->rules.airbase_capacity);
            if (air > cap)
              return broken (error, "player %d has %d air units at %s, more than an Airbase holds (5.51)",
                             p + 1, air, vic_map_label (map, h));
          }
      }
  for (int i = 0; i < c->n_slots; i++)
    {
      const VicBlock *cv = &c->blocks[i];
      int units, steps;
      if (cv->owner == VIC_NO_PLAYER || cv->type != VIC_UNIT_CARRIER)
        continue;
      steps = vic_carrier_load (c, i, &units);
      if (units > c->rules.carrier_air_units || (steps > cv->steps && c->battle.hex != cv->hex))
        return broken (error, "a Carrier carries %d air units with %d steps; it has %u steps (4.2)",
                       units, steps, cv->steps);
    }
  return TRUE;
}

/* (7.0) Supply's own consistency: a player with fewer than two Cities has no
 * Supply Base; supplied hexes touch hexes he may trace through. */
static gboolean
check_supply (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  guint8 supplied[VIC_MAX_HEXES];

  for (int p = 0; p < c->n_players; p++)
    {
      int cities = 0;
      for (int h = 0; h < map->n_hexes; h++)
        cities += vic_map_is_city (map, h) && vic_friendly (c, c->hexes[h].control, p);
      vic_supply_compute (game, p, supplied);
      for (int h = 0; h < map->n_hexes; h++)
        {
          gboolean near = FALSE;
          if (!supplied[h])
            continue;
          if (cities < 2)
            return broken (error, "player %d is supplied in %s with fewer than two Cities (7.3)",
                           p + 1, vic_map_label (map, h));
          for (int d = -1; d < 6 && !near; d++)
            {
              int n = d < 0 ? h : map->neighbors[h][d];
              near = n != VIC_NO_HEX && (c->hexes[n].control == p || c->hexes[n].control == VIC_NO_PLAYER
                                         || c->hexes[n].control >= 0);
            }
          if (!near)
            return broken (error, "player %d is supplied in %s far from any line (7.2)", p + 1, vic_map_label (map, h));
        }
    }
  return TRUE;
}

gboolean
vic_game_check_invariants (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;
  const VicMap *map = game->map;
  guint8 count[VIC_MAX_HEXES][VIC_MAX_PLAYERS] = { { 0 } };
  int n_blocks[VIC_MAX_PLAYERS] = { 0 };

  if (c->n_players < 2 || c->n_players > VIC_MAX_PLAYERS || c->phase >= VIC_N_PHASES
      || c->turn_index >= c->n_players || c->n_slots > VIC_MAX_BLOCKS)
    return broken (error, "bad players, phase or turn");
  for (int i = 0; i < VIC_MAX_BLOCKS; i++)
    {
      const VicBlock *b = &c->blocks[i];
      if (b->owner == VIC_NO_PLAYER)
        {
          static const VicBlock free_slot = { .owner = VIC_NO_PLAYER };
          if (memcmp (b, &free_slot, sizeof *b) != 0)
            return broken (error, "block slot %d is free but not cleared", i);
          continue;
        }
      if (i >= c->n_slots)
        return broken (error, "block %d lies past the slots in use", i);
      if (!check_block (game, i, error))
        return FALSE;
      n_blocks[b->owner]++;
      if (b->hex != VIC_NO_HEX)
        count[b->hex][b->owner]++;
    }
  if (c->n_slots > 0 && c->blocks[c->n_slots - 1].owner == VIC_NO_PLAYER)
    return broken (error, "the last slot in use is free");
  for (int p = 0; p < c->n_players; p++)
    if (n_blocks[p] != c->players[p].n_blocks)
      return broken (error, "player %d has %d blocks, not %u", p + 1, n_blocks[p], c->players[p].n_blocks);
  /* Past the map the hexes stay as vic_game_alloc left them (vic_game_copy_into relies on it). */
  for (int h = map->n_hexes; h < VIC_MAX_HEXES; h++)
    {
      static const VicHexState unused = { .control = VIC_NO_PLAYER, .attacker = VIC_NO_PLAYER,
                                          .entry = { VIC_NO_PLAYER, VIC_NO_PLAYER, VIC_NO_PLAYER,
                                                     VIC_NO_PLAYER, VIC_NO_PLAYER, VIC_NO_PLAYER } };
      if (memcmp (&c->hexes[h], &unused, sizeof unused) != 0)
        return broken (error, "hex slot %d lies past the map but is not as new", h);
    }
  for (int h = 0; h < map->n_hexes; h++)
    {
      for (int p = 0; p < VIC_MAX_PLAYERS; p++)
        if (c->hexes[h].count[p] != (p < c->n_players ? count[h][p] : 0))
          return broken (error, "the count of player %d's blocks in %s is wrong", p + 1, vic_map_label (map, h));
      {
        guint8 stack[VIC_MAX_PLAYERS][VIC_N_CLASSES] = { { 0 } };
        for (int i = 0; i < c->n_slots; i++)
          {
            const VicBlock *b = &c->blocks[i];
            if (b->owner != VIC_NO_PLAYER && b->hex == h && b->carrier == VIC_NO_BLOCK && !vic_unit_is_factory (b->type))
              stack[b->owner][vic_block_class (c, b)]++;
          }
        if (memcmp (stack, c->hexes[h].stack, sizeof stack) != 0)
          return broken (error, "the stacking counters of %s are wrong", vic_map_label (map, h));
      }
      if (c->hexes[h].control != vic_control_compute (game, h))
        return broken (error, "the control of %s is not what the rules give (5.4)", vic_map_label (map, h));
      if ((c->hexes[h].flags & VIC_HS_BATTLE) && c->phase != VIC_PHASE_MOVE && c->phase != VIC_PHASE_COMBAT)
        return broken (error, "a battle in %s outlived the Combat Phase (6.1)", vic_map_label (map, h));
      if ((c->hexes[h].flags & VIC_HS_BATTLE) && c->hexes[h].attacker == VIC_NO_PLAYER)
        return broken (error, "the battle in %s has no attacker", vic_map_label (map, h));
      if ((c->hexes[h].flags & VIC_HS_BATTLE) && (c->hexes[h].defenders & vic_team_mask (c, c->hexes[h].attacker)))
        return broken (error, "an ally of the attacker defends %s (10.4)", vic_map_label (map, h));
    }
  if (c->battle.hex != VIC_NO_HEX)
    for (int p = 0; p < c->n_players; p++)
      for (int q = 0; q < c->n_players; q++)
        if (c->battle.side_of[p] >= 0 && c->battle.side_of[q] >= 0 && vic_allied (c, p, q)
            && c->battle.side_of[p] != c->battle.side_of[q])
          return broken (error, "allies fight each other in %s (10.4)", vic_map_label (map, c->battle.hex));
  if (c->active != VIC_NO_BLOCK
      && (c->phase != VIC_PHASE_MOVE || c->active >= c->n_slots || c->blocks[c->active].owner != c->order[c->turn_index]))
    return broken (error, "the moving block is not the current player's");
  if (c->battle.hex != VIC_NO_HEX)
    {
      if (c->phase != VIC_PHASE_COMBAT || c->battle.hex >= map->n_hexes
          || (c->battle.winner < 0 && !(c->hexes[c->battle.hex].flags & VIC_HS_BATTLE)) || c->battle.round < 1
          || c->battle.round > c->rules.combat_rounds + 1)
        return broken (error, "the battle under way is inconsistent");
    }
  else if (c->battle.step != VIC_BATTLE_NONE || c->battle.hidden != 0)
    return broken (error, "a battle step without a battle");
  if (c->battle.spare != 0)
    return broken (error, "the battle's spare byte is not zero");
  if (c->phase == VIC_PHASE_OVER && c->winners == 0)
    return broken (error, "the game is over without a winner");
  if (!check_stacking (game, error))
    return FALSE;
  return check_supply (game, error);
}

gboolean
vic_game_check_loaded (const VicGame *game, GError **error)
{
  const VicCore *c = &game->core;
  GArray *legal;
  gboolean any;

  if (!vic_game_check_invariants (game, error))
    return FALSE;
  /* Air units stay over an Airbase's capacity only while their side moves and
   * fights (5.51); a side that has not moved yet this Move Phase landed last
   * turn, so a saved position cannot hold it over (found by fuzz-vic-save). */
  if (c->phase == VIC_PHASE_MOVE)
    for (int k = c->turn_index + 1; k < c->n_players; k++)
      {
        int p = c->order[k];
        for (int h = 0; h < game->map->n_hexes; h++)
          {
            int air = 0;
            if (c->hexes[h].count[p] == 0 || vic_hex_is_battle (c, h))
              continue;
            for (int i = 0; i < c->n_slots; i++)
              {
                const VicBlock *b = &c->blocks[i];
                if (b->owner == p && b->hex == h && b->carrier == VIC_NO_BLOCK && !vic_unit_is_factory (b->type)
                    && vic_block_class (c, b) == VIC_CLASS_AIR)
                  air++;
              }
            if (air > MAX (vic_airbase_capacity (game, h, p), (int) c->rules.airbase_capacity))
              return broken (error, "player %d, who has not moved yet, has %d air units at %s, more than an "
                             "Airbase holds (5.51)", p + 1, air, vic_map_label (game->map, h));
          }
      }
  if (vic_game_is_over (game))
    return TRUE;
  /* A fog-of-war copy guesses what the viewer may not see: another player's
   * hidden block in flight may be drawn as a type that cannot go on from
   * where it is (a Torpedo Bomber for a Fighter with more range left), or the
   * Carrier it flies to as a Battleship.  The decider is then stuck in the
   * copy, not in the game; only the viewer's own decisions must be possible
   * (found by test-net-victory: a client refused such a view). */
  if (c->view_of != VIC_VIEW_NONE
      && (c->view_of == VIC_VIEW_ONLOOKER || !vic_allied (c, vic_game_get_decider (game), c->view_of - 1)))
    return TRUE;
  legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  vic_game_legal_actions (game, legal);
  any = legal->len > 0;
  g_array_unref (legal);
  if (!any)
    return broken (error, "no legal action in a game that is not over");
  return TRUE;
}
