/* vik-relocate.c: the optional rule [16.5] Town/City Relocation.
 *
 * "At the beginning of his Building Phase, instead of building a Town or
 * upgrading a Town to a City, a player may instead choose to remove one Town
 * or City from the map (and eliminate its associated military units). That
 * same Town or City *must* be rebuilt in its entirety in an adjacent hex
 * during that same Building Phase."
 *
 * One action, `relocate d5-e5`, does both halves, so the rebuilding cannot be
 * forgotten.  The associated units are those the Terrain and Units Supported
 * chart gives the Town or City [9.2]: the site gives up what it supported on its
 * old terrain and, rebuilt, supports what its new terrain gives [8.4].  Where
 * a unit type is both given up and regained, eliminating one and gaining it
 * back changes nothing that Redeployment [13.5] could not, so only the
 * difference moves: units the new hex supports more go to the Reserve, units
 * it supports fewer are eliminated from the Reserve or the map, as the player
 * chooses [11.3].  Its reveal [8.3] (as a Town built, and a City's too) follows
 * that choice (docs/rules-notes.md).
 */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

static gboolean
hex_in_board (const VikGame *game, int hex)
{
  return hex >= 0 && hex < game->board->n_hexes;
}

/* A Town or City next to hex other than the one at `moving`. */
static gboolean
other_site_next_to (const VikGame *game, int hex, int moving)
{
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = game->board->neighbors[hex][d];
      if (nb != VIK_NO_HEX && nb != moving && game->core.hexes[nb].site != VIK_SITE_NONE)
        return TRUE;
    }
  return FALSE;
}

/* What may be relocated this phase at all, before looking at the hexes. */
static gboolean
phase_ok (const VikGame *game, GError **error)
{
  const VikCore *c = &game->core;

  if (!vik_ruleset_has_option (&c->rules, VIK_OPTION_RELOCATION))
    return vik_refuse (error, _("Town/City Relocation is an optional rule not chosen for this game (16.5)"));
  if (vik_empire_turn (game, c->current))
    return vik_refuse (error, _("In the build-only turns of Immediate Empires Towns are built and upgraded "
                                "to Cities, nothing else (16.3)"));
  if (c->phase != VIK_PHASE_BUILD || c->turn == 0)
    return vik_refuse (error, _("A Town or City is relocated in the Building phase of a normal turn (16.5)"));
  if (!vik_player_has_capital (game, c->current))
    return vik_refuse (error, _("You must hold your Capital to build (8.1)"));
  if (c->relocated)
    return vik_refuse (error, _("You have already relocated a Town or City this turn (16.5)"));
  if (c->towns_built > 0 || c->upgraded)
    return vik_refuse (error, _("A Town or City is relocated at the beginning of the Building phase, "
                                "instead of building or upgrading (16.5)"));
  return TRUE;
}

gboolean
vik_relocate_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;
  const VikHexState *old;

  if (!phase_ok (game, error))
    return FALSE;
  if (!hex_in_board (game, a->from) || !hex_in_board (game, a->to))
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("There is no such hex"));
  old = &c->hexes[a->from];
  if (old->site == VIK_SITE_NONE || old->site_owner != player)
    return vik_refuse (error, _("Only one of your own Towns or Cities can be relocated (16.5)"));
  if (old->capital_of != VIK_NO_PLAYER && old->capital_of != player)
    return vik_refuse (error, _("A conquered Capital keeps its owner's capital marker where it is: "
                                "it cannot be relocated (15.0, 16.5)"));
  if (vik_board_distance (game->board, a->from, a->to) != 1)
    return vik_refuse (error, _("A Town or City is rebuilt in an adjacent hex (16.5)"));
  if (!vik_hex_is_land (game, a->to))
    return vik_refuse (error, _("Towns can only be built on explored land hexes (8.2.1)"));
  if (c->hexes[a->to].site != VIK_SITE_NONE || other_site_next_to (game, a->to, a->from))
    return vik_refuse (error, _("No Town may be built next to another Town or City (8.2.1)"));
  /* where a Town could be built: never on another player's unit, his Ruler's
   * or Vassal's included, nor next to one where the book forbids it */
  if (!vik_build_units_allow_town (game, player, a->to, error))
    return FALSE;
  if (old->site == VIK_SITE_METROPOLIS && old->capital_of != player
      && !vik_build_five_types_around (game, a->to))
    return vik_refuse (error, _("A Metropolis is rebuilt only amid Water, Plains, Grassland, Forest and "
                                "Mountain, unless it is your Capital (16.5, 16.6)"));
  return TRUE;
}

void
vik_relocate_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;

  if (!phase_ok (game, NULL))
    return;
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      if (c->hexes[h].site == VIK_SITE_NONE || c->hexes[h].site_owner != c->current)
        continue;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          VikAction a = vik_action_make (VIK_ACTION_RELOCATE);
          a.from = h;
          a.to = game->board->neighbors[h][d];
          if (a.to != VIK_NO_HEX && vik_relocate_check (game, &a, NULL))
            g_array_append_val (out, a);
        }
    }
}

void
vik_relocate_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  int player = c->current;
  VikHexState *old = &c->hexes[a->from];
  VikHexState *new = &c->hexes[a->to];
  VikSite site = old->site;
  guint before[VIK_N_UNIT_TYPES] = { 0 }, after[VIK_N_UNIT_TYPES] = { 0 }, owed[VIK_N_UNIT_TYPES] = { 0 };

  vik_ruleset_support (&c->rules, site, old->terrain, before);
  vik_ruleset_support (&c->rules, site, new->terrain, after);

  /* "rebuilt in its entirety": the same kind, the Capital with its marker. */
  new->site = site;
  new->site_owner = player;
  if (old->capital_of == player)
    {
      new->capital_of = player;
      old->capital_of = VIK_NO_PLAYER;
      c->players[player].capital_hex = a->to;
    }
  old->site = VIK_SITE_NONE;
  old->site_owner = VIK_NO_PLAYER;
  /* Rebuilt this turn: where a Town built this turn is not yet on the roads nor
   * a port (de-v1.1 [9.13] [9.32]: "Ein im laufenden Spielzug errichtetes
   * Dorf"), neither is the one "wieder errichtet" [15.5] (rules notes). */
  new->built_now = 1;
  c->relocated = 1;
  vik_emit (game, VIK_EVENT_SITE_RELOCATED, player, 0, a->from, a->to, site);

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (after[t] > before[t])
      {
        c->players[player].reserve[t] += after[t] - before[t];
        vik_emit (game, VIK_EVENT_UNITS_GAINED, player, t, VIK_NO_HEX, VIK_NO_HEX, after[t] - before[t]);
      }
    else
      owed[t] = before[t] - after[t];
  c->relocation_reveal = a->to;
  vik_conquest_owe (game, player, a->to, owed); /* may ask which units go [11.3] */
  vik_relocate_settle (game);
}

gboolean
vik_relocate_settle (VikGame *game)
{
  VikCore *c = &game->core;
  int hex = c->relocation_reveal;
  int hexes[VIK_MAX_REVEAL];
  VikHex ring[6 * VIK_MAX_REVEAL];
  int radii[2] = { 1, c->rules.city_reveal_radius };
  int n = 0;

  if (hex == VIK_NO_HEX || c->decision != VIK_DECISION_NONE)
    return FALSE;
  c->relocation_reveal = VIK_NO_HEX;
  /* [8.3]: a Town reveals its neighbours, a City also the hexes CityRevealRadius
   * away (all fit in VIK_MAX_REVEAL with v2.1's 2; with a ruleset's 3 the
   * places beyond it stay face down). */
  for (int i = 0; i < (VIK_SITE_IS_CITY (c->hexes[hex].site) ? 2 : 1); i++)
    {
      int len = vik_hex_ring (game->board->coords[hex], radii[i], ring);
      if (i == 1 && radii[1] == 1)
        break;
      for (int k = 0; k < len && n < VIK_MAX_REVEAL; k++)
        {
          int h = vik_board_index (game->board, ring[k]);
          if (h != VIK_NO_HEX && !c->hexes[h].revealed)
            hexes[n++] = h;
        }
    }
  vik_reveal_hexes (game, c->current, hexes, n, FALSE);
  return TRUE;
}
