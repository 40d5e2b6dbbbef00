/* vik-reserve.c: redeployment [13.5] and Reserve placement [14.0]-[14.5].
 *
 * Both happen in the Reserve phase (VIK_PHASE_RESERVE), which also ends the
 * setup turn.  Until the first unit is placed (core.placed_any), the player may
 * return units from the map to his Reserve ("disband").  Each Town or City takes
 * what the ruleset's support table says per phase (hexes[].placed counts), the
 * controlled Capital takes anything; a Frigate is placed "for" a Forest City or
 * the Capital, into a water hex near it (action.from = the site, to = the water).
 */
#include "config.h"

#include "vik-game-private.h"

/* Local names for messages, so this file needs nothing else of the notation. */
static const char *
unit_word (VikUnitType type)
{
  switch (type)
    {
    case VIK_UNIT_INFANTRY: return _("Infantry");
    case VIK_UNIT_CAVALRY: return _("Cavalry");
    case VIK_UNIT_ARTILLERY: return _("Artillery");
    case VIK_UNIT_FRIGATE: return _("Frigate");
    default: return "?";
    }
}

static const char *
terrain_word (VikTerrain terrain)
{
  switch (terrain)
    {
    case VIK_TERRAIN_PLAINS: return _("Plains");
    case VIK_TERRAIN_GRASSLAND: return _("Grassland");
    case VIK_TERRAIN_FOREST: return _("Forest");
    case VIK_TERRAIN_MOUNTAIN: return _("Mountain");
    default: return _("Water");
    }
}

static gboolean
valid_hex (const VikGame *game, int hex)
{
  return hex >= 0 && hex < game->board->n_hexes;
}

static gboolean
is_revealed_water (const VikGame *game, int hex)
{
  const VikHexState *hs = &game->core.hexes[hex];

  return hs->revealed && hs->terrain == VIK_TERRAIN_WATER;
}

static gboolean
is_own_site (const VikGame *game, int player, int hex)
{
  const VikHexState *hs = &game->core.hexes[hex];

  return hs->site != VIK_SITE_NONE && hs->site_owner == player;
}

/* [14.11] Lost Capital Penalty: the player has a Capital but does not hold it. */
static gboolean
lost_capital (const VikGame *game, int player)
{
  return game->core.players[player].capital_hex != VIK_NO_HEX
         && !vik_player_has_capital (game, player);
}

static gboolean
is_held_capital (const VikGame *game, int player, int hex)
{
  return game->core.players[player].capital_hex == hex && vik_player_has_capital (game, player);
}

/* What the site at hex supports of type by the ruleset chart, no penalty applied. */
static int
site_support (const VikGame *game, int hex, VikUnitType type)
{
  const VikHexState *hs = &game->core.hexes[hex];
  guint support[VIK_N_UNIT_TYPES] = { 0 };

  vik_ruleset_support (&game->core.rules, hs->site, hs->terrain, support);
  return support[type];
}

/* Units of type the player's site at hex may receive in one Reserve phase
 * [14.11]; -1 for no limit (the held Capital [14.4]). */
static int
site_capacity (const VikGame *game, int player, int hex, VikUnitType type)
{
  if (is_held_capital (game, player, hex))
    return -1;
  if (lost_capital (game, player))
    return game->core.rules.town_support[type]; /* Cities function as Towns [15.0] */
  return site_support (game, hex, type);
}

/* [14.2]: an enemy military unit (land or naval) next to the site.  The held
 * Capital is never besieged: its units "may always be placed" [14.4]. */
static gboolean
site_besieged (const VikGame *game, int player, int hex)
{
  if (is_held_capital (game, player, hex) || !game->core.rules.siege)
    return FALSE;   /* v1 has no siege rule */
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int n = game->board->neighbors[hex][d];
      if (n != VIK_NO_HEX && vik_hex_has_enemy (game, n, player))
        return TRUE;
    }
  return FALSE;
}

/* Hex distance from hex to the nearest revealed water hex [14.3]. */
static int
nearest_water (const VikGame *game, int hex)
{
  int best = G_MAXINT;

  for (int h = 0; h < game->board->n_hexes; h++)
    if (h != hex && is_revealed_water (game, h))
      best = MIN (best, vik_board_distance (game->board, hex, h));
  return best;
}

/* May a Frigate placed for the site at src go to the revealed water hex `to`?
 * Adjacent water always [14.3] [14.4]; a site that supports Frigates and has no
 * adjacent water uses the nearest water hexes instead [14.3]. */
static gboolean
frigate_water_ok (const VikGame *game, int src, int to)
{
  int d = vik_board_distance (game->board, src, to);

  if (d == 1)
    return TRUE;
  if (site_support (game, src, VIK_UNIT_FRIGATE) == 0)
    return FALSE;
  return d == nearest_water (game, src);
}

static gboolean
capacity_check (const VikGame *game, int player, int hex, VikUnitType type, GError **error)
{
  const VikHexState *hs = &game->core.hexes[hex];
  const char *where = vik_board_label (game->board, hex);
  int cap = site_capacity (game, player, hex, type);

  if (cap < 0)
    return TRUE;
  if (lost_capital (game, player) && !game->core.rules.lost_capital_placement)
    return vik_refuse (error, _("Without your Capital you may place no units: they wait in your "
                                "Reserve until you retake it (14.0)"));
  if (cap == 0 && lost_capital (game, player))
    return vik_refuse (error, _("Without your Capital your Cities function as Towns: "
                                "only one Infantry may be placed in each (14.11)"));
  if (cap == 0 && type == VIK_UNIT_FRIGATE)
    return vik_refuse (error, _("Frigates are placed only for a Forest City or for your Capital (14.3)"));
  if (cap == 0 && hs->site == VIK_SITE_TOWN)
    return vik_refuse (error, _("A Town receives only Infantry; a %s must go to a City that supports it "
                                "or to your Capital (14.12)"), unit_word (type));
  if (cap == 0)
    return vik_refuse (error, _("A %s City cannot receive a %s (14.11)"),
                       terrain_word (hs->terrain), unit_word (type));
  if (hs->placed[type] >= cap)
    return vik_refuse (error, _("%s has already received as many %s as it can this phase (%d) (14.11)"),
                       where, unit_word (type), cap);
  return TRUE;
}

static gboolean
place_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;
  VikUnitType type = a->unit;
  gboolean frigate = type == VIK_UNIT_FRIGATE;
  int site = frigate ? a->from : a->to;

  if (a->unit >= VIK_N_UNIT_TYPES)
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown unit type"));
  if (c->players[player].reserve[type] == 0)
    return vik_refuse (error, _("You have no %s in your Reserve (14.0)"), unit_word (type));
  if (!valid_hex (game, site) || !is_own_site (game, player, site))
    {
      if (frigate)
        return vik_refuse (error, _("Name the Forest City or the Capital the Frigate is placed for (14.3)"));
      return vik_refuse (error, _("Units may be placed only in your own Towns and Cities (14.1)"));
    }
  if (!capacity_check (game, player, site, type, error))
    return FALSE;
  if (site_besieged (game, player, site))
    return vik_refuse (error, _("%s is under siege or blockade: an enemy unit is adjacent, "
                                "so no units may be placed for it (14.2)"),
                       vik_board_label (game->board, site));
  if (!frigate)
    return TRUE;

  if (!valid_hex (game, a->to) || !is_revealed_water (game, a->to))
    return vik_refuse (error, _("A Frigate must be placed in a revealed water hex (14.3)"));
  if (!frigate_water_ok (game, site, a->to))
    {
      if (site_support (game, site, VIK_UNIT_FRIGATE) == 0)
        return vik_refuse (error, _("Frigates for your Capital go to a water hex adjacent to it (14.4)"));
      return vik_refuse (error, _("A Frigate goes to a water hex adjacent to its Forest City, "
                                  "or to the nearest water hex when none is adjacent (14.3)"));
    }
  /* [16.3]: "everything except moving and attacking" in the build-only turns. */
  if (vik_empire_turn (game, player) && vik_hex_has_enemy (game, a->to, player))
    return vik_refuse (error, _("No battles in the build-only turns of Immediate Empires: a Frigate is not "
                                "placed with another player's Frigate (16.3, 14.5)"));
  /* [14.5]: a water hex holding an enemy Frigate is allowed: the naval battle
   * follows once every unit is placed (settle() in vik-game.c starts it),
   * unless this player fought there already this turn [13.2]. */
  if (c->hexes[a->to].battled && vik_hex_has_enemy (game, a->to, player))
    return vik_refuse (error, _("A battle was already fought in %s this turn, and only one battle may be "
                                "fought in a hex each turn: no Frigate may be placed there (13.2)"),
                       vik_board_label (game->board, a->to));
  return TRUE;
}

/* The player's land unit of type at hex that redeployment takes: one not
 * aboard a Frigate if there is one, else one aboard; -1 when there is none. */
static int
find_land_unit (const VikGame *game, int player, VikUnitType type, int hex)
{
  const VikCore *c = &game->core;
  int unit = vik_unit_find (game, player, type, hex);

  if (unit >= 0)
    return unit;
  if (c->hexes[hex].units[player] == 0)
    return -1;
  for (int i = 0; i < c->n_units; i++)
    if (c->units[i].owner == player && c->units[i].type == type && c->units[i].hex == hex)
      return i;
  return -1;
}

static gboolean
disband_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;

  if (!c->rules.redeployment)
    return vik_refuse (error, _("This edition has no redeployment: units leave the map only as casualties (14.0)"));
  if (c->placed_any)
    return vik_refuse (error, _("Units may be returned to the Reserve only before the first unit "
                                "is placed (13.5)"));
  if (a->unit == VIK_UNIT_FRIGATE)
    {
      if (vik_unit_find_frigate (game, player, a->label) < 0)
        return vik_refuse (error, _("You have no Frigate F%d (13.5)"), a->label);
      return TRUE;
    }
  if (a->unit >= VIK_N_UNIT_TYPES)
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown unit type"));
  if (!valid_hex (game, a->from) || find_land_unit (game, player, a->unit, a->from) < 0)
    return vik_refuse (error, _("You have no %s there to return to your Reserve (13.5)"),
                       unit_word (a->unit));
  return TRUE;
}

gboolean
vik_reserve_check (const VikGame *game, const VikAction *a, GError **error)
{
  if (game->core.phase != VIK_PHASE_RESERVE)
    {
      if (a->kind == VIK_ACTION_DISBAND)
        return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                                _("Units are returned to the Reserve only at the start of the "
                                  "Reserve Placement phase (13.5)"));
      return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                              _("Units are placed from the Reserve only in the Reserve Placement phase (14.0)"));
    }
  switch (a->kind)
    {
    case VIK_ACTION_PLACE:
      return place_check (game, a, error);
    case VIK_ACTION_DISBAND:
      return disband_check (game, a, error);
    default:
      return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown action"));
    }
}

/* ---------------------------------------------------------------- legal actions */

static void
try_append (const VikGame *game, GArray *out, const VikAction *a)
{
  if (vik_reserve_check (game, a, NULL))
    g_array_append_val (out, *a);
}

static void
legal_disband (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  int player = c->current;
  guint8 seen[VIK_MAX_HEXES][VIK_N_LAND_TYPES] = { { 0 } };

  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      VikAction a = vik_action_make (VIK_ACTION_DISBAND);

      if (u->owner != player)
        continue;
      a.unit = u->type;
      if (u->type == VIK_UNIT_FRIGATE)
        a.label = u->label;
      else if (seen[u->hex][u->type])
        continue; /* land units of one type in one hex are one choice (R6) */
      else
        {
          seen[u->hex][u->type] = 1;
          a.from = u->hex;
        }
      try_append (game, out, &a);
    }
}

static void
legal_frigates_for (const VikGame *game, GArray *out, int site)
{
  const VikBoard *board = game->board;
  VikAction a = vik_action_make (VIK_ACTION_PLACE);
  gboolean adjacent = FALSE;

  a.unit = VIK_UNIT_FRIGATE;
  a.from = site;
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int n = board->neighbors[site][d];
      if (n != VIK_NO_HEX && is_revealed_water (game, n))
        {
          adjacent = TRUE;
          a.to = n;
          try_append (game, out, &a);
        }
    }
  if (!adjacent && site_support (game, site, VIK_UNIT_FRIGATE) > 0)
    {
      int best = nearest_water (game, site);
      for (int h = 0; h < board->n_hexes; h++)
        if (h != site && is_revealed_water (game, h) && vik_board_distance (board, site, h) == best)
          {
            a.to = h;
            try_append (game, out, &a);
          }
    }
}

void
vik_reserve_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  int player = c->current;

  if (c->phase != VIK_PHASE_RESERVE)
    return;
  if (!c->placed_any && c->rules.redeployment)
    legal_disband (game, out);
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      if (!is_own_site (game, player, h))
        continue;
      for (int t = 0; t < VIK_N_LAND_TYPES; t++)
        if (c->players[player].reserve[t] > 0)
          {
            VikAction a = vik_action_make (VIK_ACTION_PLACE);
            a.unit = t;
            a.to = h;
            try_append (game, out, &a);
          }
      if (c->players[player].reserve[VIK_UNIT_FRIGATE] > 0)
        legal_frigates_for (game, out, h);
    }
}

/* ---------------------------------------------------------------- applying */

static void
return_to_reserve (VikGame *game, int unit)
{
  VikCore *c = &game->core;
  VikUnit u = c->units[unit];

  c->players[u.owner].reserve[u.type]++;
  vik_emit (game, VIK_EVENT_UNIT_DISBANDED, u.owner, u.type, u.hex, VIK_NO_HEX, 0);
  vik_unit_remove (game, unit);
}

static void
disband_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  int player = c->current;

  if (a->unit != VIK_UNIT_FRIGATE)
    {
      return_to_reserve (game, find_land_unit (game, player, a->unit, a->from));
      return;
    }
  /* The cargo goes with its Frigate.  Indices move as units are removed, so
   * find the Frigate again each time. */
  for (;;)
    {
      int f = vik_unit_find_frigate (game, player, a->label);
      int cargo = -1;

      for (int i = 0; i < c->n_units && cargo < 0; i++)
        if (c->units[i].carrier == f)
          cargo = i;
      if (cargo < 0)
        {
          return_to_reserve (game, f);
          return;
        }
      return_to_reserve (game, cargo);
    }
}

static void
place_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  int player = c->current;
  gboolean frigate = a->unit == VIK_UNIT_FRIGATE;
  int site = frigate ? a->from : a->to;

  c->players[player].reserve[a->unit]--;
  vik_unit_add (game, player, a->unit, a->to); /* no movement left: the phase is after movement */
  c->hexes[site].placed[a->unit]++;
  c->placed_any = 1;
  vik_emit (game, VIK_EVENT_UNIT_PLACED, player, a->unit, a->to, frigate ? site : VIK_NO_HEX, 0);
  if (frigate)
    vik_reveal_around (game, player, a->to, 1); /* [7.0] */
}

void
vik_reserve_apply (VikGame *game, const VikAction *a)
{
  if (a->kind == VIK_ACTION_DISBAND)
    disband_apply (game, a);
  else
    place_apply (game, a);
}
