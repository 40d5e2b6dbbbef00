/* vik-invariants.c: what every state of a game keeps, checked in one pass.
 *
 * Meant to run after every action of long random playouts, so it is linear in
 * the hexes and units and allocates nothing unless it fails.  The messages are for
 * developers: they name the broken invariant, the hex and the player.
 */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

#define BROKEN(error, ...) \
  (g_set_error ((error), VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL, __VA_ARGS__), FALSE)

typedef struct {
  guint16 units[VIK_MAX_HEXES][VIK_MAX_PLAYERS];  /* from the unit list, cargo included */
  guint8 land_players[VIK_MAX_HEXES];             /* bit set of players with land units */
  guint16 map[VIK_MAX_PLAYERS][VIK_N_UNIT_TYPES];
  guint8 cargo[VIK_MAX_UNITS];
  guint32 labels[VIK_MAX_PLAYERS][256 / 32];
} Tally;

static const char *const type_ids[VIK_N_UNIT_TYPES] = { "infantry", "cavalry", "artillery", "frigates" };

static const char *
label (const VikGame *game, int hex)
{
  return vik_board_label (game->board, hex);
}

/* R1: a hexagon of 3R(R+1)+1 hexes whose perimeter is revealed water. */
static gboolean
check_board (const VikGame *game, GError **error)
{
  const VikBoard *board = game->board;
  int R = board->radius;

  if (board->n_hexes != 3 * R * (R + 1) + 1 || board->n_hexes > VIK_MAX_HEXES)
    return BROKEN (error, "Board of radius %d has %d hexes, not %d (R1)", R, board->n_hexes, 3 * R * (R + 1) + 1);
  for (int h = 0; h < board->n_hexes; h++)
    {
      const VikHexState *hs = &game->core.hexes[h];
      if (hs->terrain >= VIK_N_TERRAINS)
        return BROKEN (error, "Hex %s has an unknown terrain %d", label (game, h), hs->terrain);
      if (vik_board_is_perimeter (board, h) && (!hs->revealed || hs->terrain != VIK_TERRAIN_WATER))
        return BROKEN (error, "Perimeter hex %s is not revealed water (R1)", label (game, h));
    }
  return TRUE;
}

/* Towns and Cities on revealed land, never adjacent [8.2.1]; capital markers. */
static gboolean
check_sites (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  const VikBoard *board = game->board;

  for (int h = 0; h < board->n_hexes; h++)
    {
      const VikHexState *hs = &c->hexes[h];
      int cap = hs->capital_of;

      if (cap != VIK_NO_PLAYER && (cap < 0 || cap >= c->n_players || c->players[cap].capital_hex != h))
        return BROKEN (error, "The capital marker at %s disagrees with player %d's capital hex", label (game, h), cap);
      for (int p = c->n_players; p < VIK_MAX_PLAYERS; p++)
        if (hs->units[p] != 0)
          return BROKEN (error, "Hex %s counts units of player %d, who is not in the game", label (game, h), p);
      if (hs->site == VIK_SITE_NONE)
        {
          if (hs->site_owner != VIK_NO_PLAYER)
            return BROKEN (error, "Hex %s has an owner but no Town or City", label (game, h));
          continue;
        }
      if (hs->site > VIK_SITE_METROPOLIS || hs->site_owner < 0 || hs->site_owner >= c->n_players)
        return BROKEN (error, "The Town or City at %s has a bad kind or owner", label (game, h));
      if (hs->site == VIK_SITE_METROPOLIS && !vik_ruleset_has_option (&c->rules, VIK_OPTION_METROPOLISES))
        return BROKEN (error, "A Metropolis at %s, but the Metropolises rule (16.6) is off", label (game, h));
      if (!vik_hex_is_land (game, h))
        return BROKEN (error, "Town or City at %s is not on revealed land", label (game, h));
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int n = board->neighbors[h][d];
          if (n != VIK_NO_HEX && c->hexes[n].site != VIK_SITE_NONE)
            return BROKEN (error, "Towns/Cities at %s and %s are adjacent (8.2.1)", label (game, h), label (game, n));
        }
    }
  for (int p = 0; p < c->n_players; p++)
    {
      int h = c->players[p].capital_hex;
      if (h == VIK_NO_HEX)
        continue;
      if (h < 0 || h >= board->n_hexes || c->hexes[h].capital_of != p)
        return BROKEN (error, "Player %d's capital hex has no capital marker of his (15.0)", p);
    }
  return TRUE;
}

static gboolean
check_unit_fields (const VikGame *game, int i, Tally *t, GError **error)
{
  const VikCore *c = &game->core;
  const VikUnit *u = &c->units[i];

  if (u->type >= VIK_N_UNIT_TYPES || u->owner < 0 || u->owner >= c->n_players
      || u->hex < 0 || u->hex >= game->board->n_hexes)
    return BROKEN (error, "Unit %d has a bad type, owner or hex", i);
  if (u->reserved != 0)
    return BROKEN (error, "Unit %d has a reserved byte set", i);
  if (u->landed_by != 0 && (u->type == VIK_UNIT_FRIGATE
                            || !vik_ruleset_has_option (&c->rules, VIK_OPTION_FRIGATE_OPTIONS)))
    return BROKEN (error, "[Units] Unit%d: only land units are landed by a Frigate, and only the "
                   "Frigate Options (16.7) remember which", i);
  if (u->type != VIK_UNIT_FRIGATE)
    {
      if (u->label != 0)
        return BROKEN (error, "Land unit %d at %s has a frigate label", i, label (game, u->hex));
      return TRUE;
    }
  if (u->label == 0)
    return BROKEN (error, "Frigate of player %d at %s has no label", u->owner, label (game, u->hex));
  if (t->labels[u->owner][u->label / 32] & (1u << (u->label % 32)))
    return BROKEN (error, "Player %d has two Frigates labelled F%d", u->owner, u->label);
  t->labels[u->owner][u->label / 32] |= 1u << (u->label % 32);
  if (u->carrier != -1)
    return BROKEN (error, "Frigate F%d of player %d is carried as cargo", u->label, u->owner);
  return TRUE;
}

/* Units only where they may stand [10.2] [10.3] [10.4]. */
static gboolean
check_unit_place (const VikGame *game, int i, Tally *t, GError **error)
{
  const VikCore *c = &game->core;
  const VikUnit *u = &c->units[i];
  const VikHexState *hs = &c->hexes[u->hex];

  if (u->type == VIK_UNIT_FRIGATE)
    {
      gboolean in_port = hs->site != VIK_SITE_NONE && hs->site_owner == u->owner
                         && c->active_unit == i && c->phase == VIK_PHASE_MOVEMENT;
      if (!hs->revealed || (hs->terrain != VIK_TERRAIN_WATER && !in_port))
        return BROKEN (error, "Frigate F%d of player %d stands on land or an unrevealed hex at %s",
                       u->label, u->owner, label (game, u->hex));
      return TRUE;
    }
  if (u->carrier == -1)
    {
      if (!vik_hex_is_land (game, u->hex))
        return BROKEN (error, "Land unit %d of player %d stands on water or an unrevealed hex at %s",
                       i, u->owner, label (game, u->hex));
      return TRUE;
    }
  if (u->carrier < 0 || u->carrier >= c->n_units)
    return BROKEN (error, "Land unit %d is cargo of no unit", i);
  {
    const VikUnit *f = &c->units[u->carrier];
    if (f->type != VIK_UNIT_FRIGATE || f->owner != u->owner || f->hex != u->hex)
      return BROKEN (error, "Land unit %d at %s is cargo of a unit that is not its owner's Frigate in its hex",
                     i, label (game, u->hex));
    if (++t->cargo[u->carrier] > c->rules.frigate_capacity)
      return BROKEN (error, "Frigate F%d of player %d carries more than %d units (10.41)",
                     f->label, f->owner, c->rules.frigate_capacity);
  }
  return TRUE;
}

static gboolean
check_units (const VikGame *game, Tally *t, GError **error)
{
  const VikCore *c = &game->core;
  static const VikUnit zero;

  if (c->n_units > VIK_MAX_UNITS)
    return BROKEN (error, "%d units, more than %d", c->n_units, VIK_MAX_UNITS);
  if (c->active_unit != -1 && (c->active_unit < 0 || c->active_unit >= c->n_units))
    return BROKEN (error, "The moving unit %d does not exist", c->active_unit);
  for (int i = c->n_units; i < VIK_MAX_UNITS; i++)
    if (memcmp (&c->units[i], &zero, sizeof zero) != 0)
      return BROKEN (error, "Unused unit slot %d is not zeroed", i);
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (!check_unit_fields (game, i, t, error) || !check_unit_place (game, i, t, error))
        return FALSE;
      t->units[u->hex][u->owner]++;
      t->map[u->owner][u->type]++;
      if (u->type != VIK_UNIT_FRIGATE && vik_hex_is_land (game, u->hex))
        t->land_players[u->hex] |= 1u << u->owner;
    }
  for (int h = 0; h < game->board->n_hexes; h++)
    for (int p = 0; p < c->n_players; p++)
      if (t->units[h][p] != c->hexes[h].units[p])
        return BROKEN (error, "Hex %s counts %d units of player %d, the unit list has %d",
                       label (game, h), c->hexes[h].units[p], p, t->units[h][p]);
  return TRUE;
}

/* At most one player's land units in a land hex, except where a battle is
 * being fought, or waits to be fought this Movement phase: the current player
 * moves units in before commencing it [13.0], and may not end the phase first. */
static gboolean
check_land_control (const VikGame *game, const Tally *t, GError **error)
{
  const VikCore *c = &game->core;

  for (int h = 0; h < game->board->n_hexes; h++)
    {
      guint8 bits = t->land_players[h];
      int owner = c->hexes[h].site_owner;
      if (h == c->battle.hex || (c->subj.step == VIK_SUBJ_WITHDRAW && h == c->subj.capital))
        continue; /* a battle; the Ruler's units leaving his new Vassal's capital [16.82] */
      /* In another player's Town or City only the current player's units, come
       * to fight for it this Movement phase (a fuzzed save had an enemy
       * garrison in a City on its owner's turn). */
      if (c->hexes[h].site != VIK_SITE_NONE && owner >= 0 && (bits & ~(1u << owner)) != 0
          && ((bits & ~(1u << owner)) != (1u << c->current)
              || !(c->phase == VIK_PHASE_MOVEMENT || c->phase == VIK_PHASE_OVER) || c->hexes[h].battled))
        return BROKEN (error, "[Hexes] Sites: another player's land units stand in %s, a Town or City of player %d,"
                       " outside a battle for it", label (game, h), owner);
      guint8 others = bits & ~(1u << c->current);
      if ((c->phase == VIK_PHASE_MOVEMENT || c->phase == VIK_PHASE_OVER) && !c->hexes[h].battled
          && (bits & (1u << c->current)) && (others & (others - 1)) == 0)
        continue; /* the current player and one enemy, before their battle (or when the game ended first) */
      if (bits & (bits - 1))
        return BROKEN (error, "[Battle] Hex: land units of two players share %s outside a battle", label (game, h));
    }
  return TRUE;
}

static gboolean
check_pile (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  const VikReveal *r = &c->reveal;

  if (c->pile_len > VIK_MAX_PILE)
    return BROKEN (error, "The draw pile holds %d tiles, more than %d", c->pile_len, VIK_MAX_PILE);
  for (int i = 0; i < c->pile_len; i++)
    if (c->pile[i] >= VIK_N_TERRAINS)
      return BROKEN (error, "Tile %d of the draw pile has no terrain (%d)", i, c->pile[i]);
  if (r->n_tiles > VIK_MAX_REVEAL || r->n_places > VIK_MAX_REVEAL)
    return BROKEN (error, "Too many drawn tiles or places waiting (7.0)");
  for (int i = 0; i < r->n_tiles; i++)
    if (r->tiles[i] >= VIK_N_TERRAINS)
      return BROKEN (error, "Drawn tile %d has no terrain (%d)", i, r->tiles[i]);
  return TRUE;
}

/* [9.2] one-to-one: map units plus the Reserve equal what the sites support. */
static gboolean
check_accounting (const VikGame *game, const Tally *t, GError **error)
{
  const VikCore *c = &game->core;
  guint support[VIK_MAX_PLAYERS][VIK_N_UNIT_TYPES] = { { 0 } };

  for (int h = 0; h < game->board->n_hexes; h++)
    {
      const VikHexState *hs = &c->hexes[h];
      if (hs->site != VIK_SITE_NONE)
        vik_ruleset_support (&c->rules, hs->site, hs->terrain, support[hs->site_owner]);
    }
  for (int p = 0; p < c->n_players; p++)
    for (int type = 0; type < VIK_N_UNIT_TYPES; type++)
      {
        guint have = t->map[p][type] + c->players[p].reserve[type];
        /* [11.3]: a player who lost a Town or City still holds the units he owes. */
        guint owed = p == c->adjust.player && c->decision == VIK_DECISION_ELIMINATE ? c->adjust.owed[type] : 0;
        if (have != support[p][type] + owed)
          return BROKEN (error, "[Player%d] Reserve: he has %u %s (%u on the map, %u in the Reserve) "
                         "but his Towns and Cities support %u (9.2)",
                         p, have, type_ids[type], t->map[p][type],
                         c->players[p].reserve[type], support[p][type]);
      }
  return TRUE;
}


/* ---- the state's scalars, the pending decisions and the battle.  These messages
 * name the saved game's group and key (docs/file-format.md): a loader refuses a
 * file with them. */

static gboolean
is_flag (guint v)
{
  return v <= 1;
}

static gboolean
check_scalars (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  gboolean over = c->phase == VIK_PHASE_OVER;

  if (c->n_players < 2 || c->n_players > VIK_MAX_PLAYERS || c->current >= c->n_players)
    return BROKEN (error, "[State] Current: player %d of %d does not exist", c->current, c->n_players);
  if (c->phase > VIK_PHASE_OVER || c->decision >= VIK_N_DECISIONS)
    return BROKEN (error, "[State] Phase: unknown phase %d or decision %d", c->phase, c->decision);
  if (c->turn > VIK_MAX_TURN)
    return BROKEN (error, "[State] Turn: %d is beyond the last turn %d", c->turn, VIK_MAX_TURN);
  if (c->phase == VIK_PHASE_SETUP && c->turn != 0)
    return BROKEN (error, "[State] Phase: the setup phase belongs to turn 0, not turn %d (4.0)", c->turn);
  if ((c->phase == VIK_PHASE_MOVEMENT || (c->phase == VIK_PHASE_BUILD && !vik_empire_turn (game, c->current)))
      && c->turn == 0)
    return BROKEN (error, "[State] Phase: turn 0 has no movement or building phase (4.0), but the build-only "
                   "turns of Immediate Empires (16.3)");
  if (!is_flag (c->upgraded) || !is_flag (c->placed_any) || !is_flag (c->doomsday) || !is_flag (c->ending_turn))
    return BROKEN (error, "[State] Upgraded, PlacedAny, Doomsday, EndingTurn: a flag is not 0 or 1");
  /* Towns built this turn: none before the Capital [4.0], none yet in the
   * Movement phase, at most TownsPerBuild [8.2] (two on the first turn [4.0]). */
  if ((c->phase == VIK_PHASE_MOVEMENT && !c->rules.build_first && (c->towns_built != 0 || c->upgraded))
      || (c->phase == VIK_PHASE_SETUP && c->upgraded)
      || (c->turn == 0 && c->players[c->current].capital_hex == VIK_NO_HEX && c->towns_built != 0)
      || c->towns_built > (c->turn == 0 ? c->rules.setup_towns : c->rules.towns_per_build))
    return BROKEN (error, "[State] TownsBuilt: %d Towns built or %d upgraded, impossible in this phase (8.2)",
                   c->towns_built, c->upgraded);
  /* [16.5]: a relocation is the whole Building phase's work; its reveal waits
   * only while the units it no longer supports are chosen.  The mark lasts the
   * turn: the phases after Building are the Reserve phase, and where Building
   * comes first (de-v1.1 [6.0]) the Movement phase too. */
  if (!is_flag (c->relocated)
      || (c->relocated && (!vik_ruleset_has_option (&c->rules, VIK_OPTION_RELOCATION)
                           || c->towns_built != 0 || c->upgraded
                           || (c->phase != VIK_PHASE_BUILD && c->phase != VIK_PHASE_RESERVE
                               && !(c->phase == VIK_PHASE_MOVEMENT && c->rules.build_first) && !over))))
    return BROKEN (error, "[State] Relocated: a relocation without the rule (16.5), besides building, or outside the Building phase");
  if (c->relocation_reveal != VIK_NO_HEX
      && (c->relocation_reveal < 0 || c->relocation_reveal >= game->board->n_hexes || !c->relocated
          || c->phase != VIK_PHASE_BUILD || c->decision != VIK_DECISION_ELIMINATE
          || c->hexes[c->relocation_reveal].site_owner != c->current))
    return BROKEN (error, "[State] RelocationReveal: no relocated Town or City of the current player waits "
                   "for its units to be chosen (16.5)");
  if (c->ending_turn && c->phase != VIK_PHASE_RESERVE && !over)
    return BROKEN (error, "[State] EndingTurn: the turn ends only after its Reserve phase (14.0)");
  if (c->winners >> c->n_players)
    return BROKEN (error, "[State] Winners: a winner is not in the game");
  if (!over && (c->winner != VIK_NO_PLAYER || c->winners != 0))
    return BROKEN (error, "[State] Winner: the game has a winner but is not over (5.0)");
  if (over)
    {
      int first = c->winners ? g_bit_nth_lsf (c->winners, -1) : VIK_NO_PLAYER;
      if (c->winner != first)
        return BROKEN (error, "[State] Winner: player %d is not the first of the winners", c->winner);
      if (c->decision != VIK_DECISION_NONE || c->battle.hex != VIK_NO_HEX || c->active_unit != -1)
        return BROKEN (error, "[State] Phase: the game is over with a decision, battle or move under way");
    }
  if (!over && c->players[c->current].eliminated)
    return BROKEN (error, "[State] Current: player %d has been eliminated", c->current);
  if (c->active_unit != -1
      && (c->phase != VIK_PHASE_MOVEMENT || c->units[c->active_unit].owner != c->current
          || c->units[c->active_unit].mp == 0))
    return BROKEN (error, "[State] ActiveUnit: unit %d is not the current player's, moving in his Movement phase with MPs left",
                   c->active_unit);
  if (c->n_forced > G_N_ELEMENTS (c->forced_dice))
    return BROKEN (error, "[State] ForcedDice: more than %d dice", (int) G_N_ELEMENTS (c->forced_dice));
  for (guint i = 0; i < G_N_ELEMENTS (c->forced_dice); i++)
    if (i < c->n_forced ? c->forced_dice[i] < 1 || c->forced_dice[i] > 6 : c->forced_dice[i] != 0)
      return BROKEN (error, "[State] ForcedDice: a die shows %d, not 1 to 6", c->forced_dice[i]);
  for (int p = 0; p < c->n_players; p++)
    {
      const VikPlayer *pl = &c->players[p];
      if (!is_flag (pl->eliminated) || !is_flag (pl->conceded) || !is_flag (pl->doomsday_coin))
        return BROKEN (error, "[Player%d] Eliminated, Conceded, DoomsdayCoin: a flag is not 0 or 1", p);
      if (pl->conceded && !pl->eliminated)
        return BROKEN (error, "[Player%d] Eliminated: a player who conceded has left the game", p);
    }
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      const VikHexState *hs = &c->hexes[h];
      if (!is_flag (hs->revealed) || !is_flag (hs->began_here) || !is_flag (hs->battled) || !is_flag (hs->built_now))
        return BROKEN (error, "[Hexes] Revealed, BeganHere, Battled: hex %s has a flag not 0 or 1", label (game, h));
    }
  return TRUE;
}

static gboolean
explore_decision (int decision)
{
  return decision == VIK_DECISION_START_WATER || decision == VIK_DECISION_WATER_PUTBACK
         || decision == VIK_DECISION_ARRANGE;
}

/* The drawn tiles wait exactly while a decision of [7.0] is open, one tile a hex. */
static gboolean
check_reveal (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  const VikReveal *r = &c->reveal;
  int water = 0, land = 0;
  gboolean alike = TRUE;

  if (r->n_places > VIK_MAX_REVEAL || r->n_tiles > VIK_MAX_REVEAL)
    return BROKEN (error, "[Reveal] Places: more than %d hexes or tiles (7.0)", VIK_MAX_REVEAL);
  if (!explore_decision (c->decision))
    {
      if (r->n_places != 0 || r->n_tiles != 0)
        return BROKEN (error, "[Reveal] Places: tiles wait to be placed, but the decision is not to place them (7.0)");
      return TRUE;
    }
  if (r->n_places == 0 || r->n_tiles != r->n_places)
    return BROKEN (error, "[Reveal] Tiles: %d tiles drawn for %d hexes (7.0)", r->n_tiles, r->n_places);
  if ((r->player != c->current && !(c->subj.step == VIK_SUBJ_REINFORCE && r->player == c->subj.vassal))
      || !is_flag (r->start) || (r->start && c->phase != VIK_PHASE_SETUP))
    return BROKEN (error, "[Reveal] Player: the tiles are not the current player's, or Start is wrong (7.0)");
  if (c->battle.hex != VIK_NO_HEX || c->pile_len >= VIK_MAX_PILE)
    return BROKEN (error, "[Reveal] Places: tiles wait during a battle, or the pile is full (7.0)");
  for (int i = 0; i < r->n_places; i++)
    {
      int h = r->places[i];
      if (h < 0 || h >= game->board->n_hexes || c->hexes[h].revealed)
        return BROKEN (error, "[Reveal] Places: a hex is not face down (7.0)");
      for (int j = 0; j < i; j++)
        if (r->places[j] == h)
          return BROKEN (error, "[Reveal] Places: %s is listed twice (7.0)", label (game, h));
      if (r->tiles[i] == VIK_TERRAIN_WATER)
        water++;
      else
        land++;
      alike &= r->tiles[i] == r->tiles[0];
    }
  for (int i = r->n_places; i < VIK_MAX_REVEAL; i++)
    if (r->places[i] != 0 || r->tiles[i] != 0)
      return BROKEN (error, "[Reveal] Places: an unused slot is not zeroed");
  switch (c->decision)
    {
    case VIK_DECISION_START_WATER:
      if (!r->start || water <= c->rules.start_water_kept)
        return BROKEN (error, "[State] Decision: no starting water tiles beyond %d to return (4.0)",
                       c->rules.start_water_kept);
      break;
    case VIK_DECISION_WATER_PUTBACK:
      if (r->start || land > 0)
        return BROKEN (error, "[State] Decision: a water tile is put back only when all drawn tiles are water (7.0)");
      break;
    default: /* ARRANGE: tiles all alike are placed at once */
      if (alike)
        return BROKEN (error, "[State] Decision: the drawn tiles are all alike: there is nothing to arrange (7.0)");
      break;
    }
  return TRUE;
}

/* A battle is under way exactly while its decisions are open [13.3]. */
static gboolean
check_battle (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  const VikBattle *b = &c->battle;
  gboolean combat = c->decision == VIK_DECISION_CASUALTY || c->decision == VIK_DECISION_RETREAT
                    || c->decision == VIK_DECISION_AVERAGE;
  gboolean averaging = b->step == VIK_BATTLE_ATTACK_AVERAGE || b->step == VIK_BATTLE_DEFEND_AVERAGE;

  if (b->hex == VIK_NO_HEX)
    {
      VikBattle none;
      memset (&none, 0, sizeof none);
      none.hex = VIK_NO_HEX;
      if (combat)
        return BROKEN (error, "[Battle] Hex: a casualty or retreat decision without a battle (13.3)");
      if (memcmp (b, &none, sizeof none) != 0)
        return BROKEN (error, "[Battle] Step: no battle is under way, yet it has a step, sides or hits");
      return TRUE;
    }
  if (b->hex < 0 || b->hex >= game->board->n_hexes)
    return BROKEN (error, "[Battle] Hex: no such hex");
  if (!combat)
    return BROKEN (error, "[State] Decision: a battle is under way, but no casualty or retreat is asked (13.3)");
  if (c->phase != VIK_PHASE_MOVEMENT && c->phase != VIK_PHASE_RESERVE)
    return BROKEN (error, "[State] Phase: battles are fought in the Movement phase or after the Reserve phase (13.0)");
  /* [16.82]: the naval battle of a Frigate the Vassal placed in his capital's waters [14.5]. */
  if ((b->side_player[0] != c->current
       && !(c->subj.step == VIK_SUBJ_NAVAL && b->side_player[0] == c->subj.vassal && b->placement))
      || b->side_player[1] < 0 || b->side_player[1] >= c->n_players
      || b->side_player[1] == b->side_player[0])
    return BROKEN (error, "[Battle] Sides: the attacker must be the current player and the defender another player");
  if (!is_flag (b->naval) || !is_flag (b->placement) || !is_flag (b->retreating) || !is_flag (b->town)
      || b->entries >> VIK_N_DIRS)
    return BROKEN (error, "[Battle] Naval, Placement, Retreating, Town: a flag is not 0 or 1");
  if (b->naval == vik_hex_is_land (game, b->hex))
    return BROKEN (error, "[Battle] Naval: naval battles are fought on water, others on land");
  if ((b->step == VIK_BATTLE_RETREAT) != (c->decision == VIK_DECISION_RETREAT)
      || (b->retreating && b->step != VIK_BATTLE_RETREAT))
    return BROKEN (error, "[Battle] Step: a retreat decision belongs to the retreat step (13.3)");
  if (averaging != (c->decision == VIK_DECISION_AVERAGE) || b->step > VIK_BATTLE_DEFEND_AVERAGE)
    return BROKEN (error, "[Battle] Step: the choice of pairs of dice belongs to a Fire Round's start (16.4)");
  if (averaging && (!vik_ruleset_has_option (&c->rules, VIK_OPTION_LUCK_AVERAGING)
                    || b->tv[0] + b->tv[1] + b->hits[0] + b->hits[1] != 0))
    return BROKEN (error, "[Battle] Step: a choice of pairs of dice without Luck Averaging (16.4), or with hits to assign");
  if (c->decision == VIK_DECISION_CASUALTY)
    {
      if (b->step == VIK_BATTLE_NONE || b->step > VIK_BATTLE_BOMBARD)
        return BROKEN (error, "[Battle] Step: a casualty decision needs a step of the fire (13.3)");
      if (b->tv[0] + b->tv[1] + b->hits[0] + b->hits[1] == 0)
        return BROKEN (error, "[Battle] Hits: a casualty decision with no hits to assign (11.1)");
    }
  if (b->step != VIK_BATTLE_BOMBARD && !c->hexes[b->hex].battled)
    return BROKEN (error, "[Hexes] Battled: the battle's hex %s is not marked as battled (13.2)", label (game, b->hex));
  if (b->step == VIK_BATTLE_BOMBARD && b->naval == 0 && b->town)
    return BROKEN (error, "[Battle] Town: a bombardment takes no Town");
  return TRUE;
}

/* Units owed after a loss are chosen exactly while the decision of [11.3] is open. */
static gboolean
check_adjustment (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  const VikAdjustment *adj = &c->adjust;
  int owed = 0;

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    owed += adj->owed[t];
  if (c->decision != VIK_DECISION_ELIMINATE)
    {
      if (adj->player != VIK_NO_PLAYER || owed != 0)
        return BROKEN (error, "[Adjustment] Player: units are owed, but the decision is not to choose them (11.3)");
      if (adj->hex != VIK_NO_HEX)
        return BROKEN (error, "[Adjustment] Hex: a lost Town or City, but no units are owed (11.3)");
      return TRUE;
    }
  if (adj->hex != VIK_NO_HEX && (adj->hex < 0 || adj->hex >= game->board->n_hexes))
    return BROKEN (error, "[Adjustment] Hex: no such hex (11.3)");
  if (adj->player < 0 || adj->player >= c->n_players)
    return BROKEN (error, "[Adjustment] Player: the decision to choose lost units has no player (11.3)");
  if (owed == 0)
    return BROKEN (error, "[Adjustment] Owed: the decision to choose lost units owes none (11.3)");
  if (c->battle.hex != VIK_NO_HEX)
    return BROKEN (error, "[Adjustment] Player: lost units are chosen after the battle, not during it (11.3)");
  return TRUE;
}

/* Movement left and flags of each unit. */
static gboolean
check_unit_counters (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;

  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      guint allowance = vik_ruleset_movement (&c->rules, u->type);
      if (u->mp > allowance || u->flags > 15)
        return BROKEN (error, "[Units] Unit%d: %d movement points left, more than %u, or unknown flags (10.0)",
                       i, u->mp, allowance);
    }
  return TRUE;
}

/* Subjugation [16.8]: who rules whom, the Capitals that stay their owners'
 * [16.82], and the steps of [16.82] exactly while their decisions are open. */
static gboolean
check_vassals (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  gboolean on = vik_ruleset_has_option (&c->rules, VIK_OPTION_SUBJUGATION);
  g_autofree char *why = NULL;

  if (!vik_victory_validate (c->victory, c->rules.options, &why))
    return BROKEN (error, "[Game] Victory: %s", why);
  for (int p = 0; p < c->n_players; p++)
    {
      const VikPlayer *pl = &c->players[p];
      int r = pl->ruler;
      if (!is_flag (pl->reorganizing) || (pl->vassals_made >> c->n_players) || (pl->vassals_made & (1u << p)))
        return BROKEN (error, "[Player%d] Reorganizing, VassalsMade: a flag is not 0 or 1, or a Vassal is no other player", p);
      if (!on && (r != VIK_NO_PLAYER || pl->reorganizing || pl->vassals_made))
        return BROKEN (error, "[Player%d] Ruler: Vassals, but the Subjugation rule (16.8) is off", p);
      if (r != VIK_NO_PLAYER
          && (r < 0 || r >= c->n_players || r == p || pl->eliminated || c->players[r].eliminated
              || c->players[r].ruler != VIK_NO_PLAYER))
        return BROKEN (error, "[Player%d] Ruler: player %d cannot rule him: a Ruler is another player "
                       "in the game and nobody's Vassal (16.81, 16.85)", p, r);
      if (on && !pl->eliminated && pl->capital_hex != VIK_NO_HEX && c->hexes[pl->capital_hex].site_owner != p)
        return BROKEN (error, "[Hexes] Sites: player %d's Capital belongs to another: under Subjugation "
                       "a Capital stays its owner's (16.82)", p);
    }
  return TRUE;
}

static gboolean
check_subjugation_steps (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;
  const VikSubjugation *s = &c->subj;
  gboolean deciding = c->decision == VIK_DECISION_WITHDRAW || c->decision == VIK_DECISION_REINFORCE;

  if (s->step == VIK_SUBJ_NONE)
    {
      if (s->capital != VIK_NO_HEX || s->ruler != VIK_NO_PLAYER || s->vassal != VIK_NO_PLAYER || deciding)
        return BROKEN (error, "[Subjugation] Step: no Capital is being handed back, yet its hex, players or decision are set (16.82)");
      return TRUE;
    }
  if (s->step > VIK_SUBJ_NAVAL || !vik_ruleset_has_option (&c->rules, VIK_OPTION_SUBJUGATION)
      || c->phase != VIK_PHASE_MOVEMENT || c->decision == VIK_DECISION_NONE)
    return BROKEN (error, "[Subjugation] Step: a Capital is handed back only under Subjugation, in a "
                   "Movement phase, while a decision or battle of it is open (16.82)");
  if (s->capital < 0 || s->capital >= game->board->n_hexes || s->ruler != c->current
      || s->vassal < 0 || s->vassal >= c->n_players || s->vassal == s->ruler
      || c->hexes[s->capital].capital_of != s->vassal)
    return BROKEN (error, "[Subjugation] Capital: not the Vassal's capital, or the Ruler is not the current player (16.82)");
  if ((c->decision == VIK_DECISION_WITHDRAW && s->step != VIK_SUBJ_WITHDRAW)
      || (c->decision == VIK_DECISION_REINFORCE && s->step != VIK_SUBJ_REINFORCE))
    return BROKEN (error, "[State] Decision: the decision is not the one of the step of 16.82");
  if (s->step != VIK_SUBJ_WITHDRAW && c->hexes[s->capital].units[s->ruler] != 0)
    return BROKEN (error, "[Subjugation] Step: the Ruler's units are still in the Vassal's capital (16.82)");
  if (c->decision == VIK_DECISION_WITHDRAW && c->hexes[s->capital].units[s->ruler] == 0)
    return BROKEN (error, "[Subjugation] Step: nobody is left to withdraw from the capital (16.82)");
  if (c->decision == VIK_DECISION_REINFORCE)
    {
      int n = 0;
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        n += c->players[s->vassal].reserve[t];
      if (n == 0)
        return BROKEN (error, "[Subjugation] Step: the Vassal has nothing in his Reserve to reinforce with (16.82)");
    }
  return TRUE;
}

gboolean
vik_game_check_invariants (const VikGame *game, GError **error)
{
  Tally t;

  memset (&t, 0, sizeof t);
  return check_board (game, error)
      && check_sites (game, error)
      && check_units (game, &t, error)
      && check_vassals (game, error)
      && check_subjugation_steps (game, error) /* before land control, which trusts its Capital */
      && check_land_control (game, &t, error)
      && check_pile (game, error)
      && check_accounting (game, &t, error)
      && check_scalars (game, error)
      && check_reveal (game, error)
      && check_battle (game, error)
      && check_adjustment (game, error)
      && check_unit_counters (game, error);
}

gboolean
vik_game_check_loaded (const VikGame *game, GError **error)
{
  GArray *legal;
  gboolean ok = TRUE;

  if (!vik_game_check_invariants (game, error))
    return FALSE;
  if (game->core.phase == VIK_PHASE_OVER)
    return TRUE;
  legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  vik_game_legal_actions (game, legal);
  if (legal->len == 0)
    ok = BROKEN (error, "[State] Decision: nobody can act, yet the game is not over");
  /* One step ahead: a state the invariants miss shows in what it leads to.
   * Linear in the legal actions, each a copy and one action. */
  for (guint i = 0; ok && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      VikGame *next = vik_game_copy (game);
      GError *local = NULL;

      if (!vik_game_apply (next, a, &local) || !vik_game_check_invariants (next, &local))
        {
          char *text = vik_action_to_string (a, game->board);
          ok = BROKEN (error, "[State] Decision: after the legal action “%s”: %s", text, local->message);
          g_free (text);
          g_error_free (local);
        }
      vik_game_free (next);
    }
  g_array_unref (legal);
  return ok;
}
