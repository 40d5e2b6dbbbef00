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
      if (h == c->battle.hex)
        continue;
      guint8 others = bits & ~(1u << c->current);
      if ((c->phase == VIK_PHASE_MOVEMENT || c->phase == VIK_PHASE_OVER) && !c->hexes[h].battled
          && (bits & (1u << c->current)) && (others & (others - 1)) == 0)
        continue; /* the current player and one enemy, before their battle (or when the game ended first) */
      if (bits & (bits - 1))
        return BROKEN (error, "Land units of two players share %s outside a battle", label (game, h));
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

  switch (c->decision)
    {
    case VIK_DECISION_NONE:
    case VIK_DECISION_START_WATER:
    case VIK_DECISION_WATER_PUTBACK:
    case VIK_DECISION_ARRANGE:
      break;
    default:
      return TRUE; /* a combat decision may leave the count open for a while */
    }
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
        if (have != support[p][type])
          return BROKEN (error, "Player %d has %u %s (%u on the map, %u in the Reserve) "
                         "but his Towns and Cities support %u (9.2)",
                         p, have, type_ids[type], t->map[p][type],
                         c->players[p].reserve[type], support[p][type]);
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
      && check_land_control (game, &t, error)
      && check_pile (game, error)
      && check_accounting (game, &t, error);
}
