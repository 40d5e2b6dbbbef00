/* vik-build.c: the Capital of the setup turn [4.0] and the Building phase [8.0]-[8.4].
 *
 * One check a kind of action (vik_build_check) is the single source of truth:
 * vik_build_legal offers every hex and keeps what the check accepts.  The
 * checks never allocate; the path search of [8.2.1] uses arrays on the stack. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

static gboolean
hex_in_board (const VikGame *game, int hex)
{
  return hex >= 0 && hex < game->board->n_hexes;
}

static gboolean
site_next_to (const VikGame *game, int hex)
{
  const VikBoard *board = game->board;

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = board->neighbors[hex][d];
      if (nb != VIK_NO_HEX && game->core.hexes[nb].site != VIK_SITE_NONE)
        return TRUE;
    }
  return FALSE;
}

static gboolean
enemy_in_or_next_to (const VikGame *game, int hex, int player)
{
  const VikBoard *board = game->board;

  /* [8.2.2] "another player's unit": an Alliance's units too [16.84]. */
  if (vik_hex_has_other_units (game, hex, player))
    return TRUE;
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int nb = board->neighbors[hex][d];
      if (nb != VIK_NO_HEX && vik_hex_has_other_units (game, nb, player))
        return TRUE;
    }
  return FALSE;
}

gboolean
vik_build_units_allow_town (const VikGame *game, int player, int hex, GError **error)
{
  /* "another player's unit" (de-v1.1 [7.22]: "die Einheit eines anderen
   * Spielers"), an Alliance's too [16.84]: a Town never stands on them. */
  if (vik_hex_has_other_units (game, hex, player))
    return vik_refuse (error, _("No Town may be built on a hex holding another player's unit (8.2.2)"));
  /* de-v1.1 [7.22] and v1 (Building) allow a Town next to enemy units. */
  if (!game->core.rules.town_next_to_enemy && enemy_in_or_next_to (game, hex, player))
    return vik_refuse (error, _("No Town may be built on or next to another player's unit (8.2.2)"));
  return TRUE;
}

static gboolean
own_site (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];

  return hs->site != VIK_SITE_NONE && hs->site_owner == player;
}

/* [8.2.1]: is one of player's Towns/Cities build_min_distance..build_max_distance
 * hexes from hex, joined to it by a contiguous path of at most build_max_distance
 * steps over revealed hexes (land or water)?  A breadth-first search from hex. */
static gboolean
reached_by_revealed_path (const VikGame *game, int player, int hex)
{
  const VikBoard *board = game->board;
  const VikRuleset *rules = &game->core.rules;
  gint8 dist[VIK_MAX_HEXES];
  gint16 queue[VIK_MAX_HEXES];
  int head = 0, tail = 0;

  memset (dist, -1, sizeof dist);
  dist[hex] = 0;
  queue[tail++] = hex;
  while (head < tail)
    {
      int h = queue[head++];

      if (own_site (game, h, player) && vik_board_distance (board, h, hex) >= rules->build_min_distance)
        return TRUE;
      if (dist[h] >= rules->build_max_distance)
        continue;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = board->neighbors[h][d];
          if (nb == VIK_NO_HEX || dist[nb] >= 0 || !game->core.hexes[nb].revealed)
            continue;
          dist[nb] = dist[h] + 1;
          queue[tail++] = nb;
        }
    }
  return FALSE;
}

/* Is one of player's Towns/Cities at the right distance as the crow flies? */
static gboolean
own_site_in_range (const VikGame *game, int player, int hex)
{
  const VikBoard *board = game->board;
  const VikRuleset *rules = &game->core.rules;

  for (int h = 0; h < board->n_hexes; h++)
    if (own_site (game, h, player))
      {
        int d = vik_board_distance (board, h, hex);
        if (d >= rules->build_min_distance && d <= rules->build_max_distance)
          return TRUE;
      }
  return FALSE;
}

gboolean
vik_build_town_site_ok (const VikGame *game, int player, int hex, gboolean capital, GError **error)
{
  const VikCore *c = &game->core;

  if (!hex_in_board (game, hex))
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("There is no such hex"));
  if (!vik_hex_is_land (game, hex))
    return vik_refuse (error, _("Towns can only be built on explored land hexes (8.2.1)"));
  if (c->hexes[hex].site != VIK_SITE_NONE)
    return vik_refuse (error, _("There is already a Town or City at %s (8.2.1)"),
                       vik_board_label (game->board, hex));
  if (site_next_to (game, hex))
    return vik_refuse (error, _("No Town may be built next to another Town or City (8.2.1)"));
  if (!vik_build_units_allow_town (game, player, hex, error))
    return FALSE;
  /* The Capital is the first Town: no distance rule [8.2.1]. */
  if (capital || reached_by_revealed_path (game, player, hex))
    return TRUE;
  if (own_site_in_range (game, player, hex))
    return vik_refuse (error, _("A new Town must be joined to one of your Towns or Cities two or "
                                "three hexes away by a contiguous path of revealed hexes (8.2.1)"));
  return vik_refuse (error, _("Towns must be built two or three hexes from one of your Towns or Cities (8.2.1)"));
}

static gboolean
capital_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;

  if (c->phase != VIK_PHASE_SETUP)
    return vik_refuse (error, _("The Capital is built on your first turn (4.0)"));
  if (c->players[player].capital_hex != VIK_NO_HEX)
    return vik_refuse (error, _("You have already built your Capital (4.0)"));
  if (!hex_in_board (game, a->to))
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("There is no such hex"));
  if (!vik_explore_capital_hex_ok (game, player, a->to))
    return vik_refuse (error, c->rules.start_water == VIK_START_WATER_REDRAW
                              ? _("Your Capital must be on one of your starting hexes (4.0)")
                              : _("Your Capital must be on one of your starting hexes or, when they are all water, "
                                  "on a land hex nearest to them (4.0)"));
  if (!vik_hex_is_land (game, a->to))
    return vik_refuse (error, _("Your Capital must be on a land hex (4.0)"));
  return vik_build_town_site_ok (game, player, a->to, TRUE, error);
}

static gboolean
town_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;

  if (c->phase == VIK_PHASE_SETUP)
    {
      if (c->players[player].capital_hex == VIK_NO_HEX)
        return vik_refuse (error, _("Build your Capital first (4.0)"));
      if (c->rules.setup_towns < 2)
        return vik_refuse (error, _("On your first turn you build only your Capital (4.0)"));
      if (player == c->first_player && c->n_players <= c->rules.second_town_max_players)
        return vik_refuse (error, _("In a game of %d players the first player builds only "
                                    "his Capital on his first turn (4.0)"), c->n_players);
      if (c->towns_built >= c->rules.setup_towns)
        return vik_refuse (error, _("On your first turn you may build one Town besides your Capital (4.0)"));
    }
  else
    {
      if (!vik_player_has_capital (game, player))
        return vik_refuse (error, _("You must hold your Capital to build (8.1)"));
      if (c->relocated)
        return vik_refuse (error, _("You relocated a Town or City this turn instead of building (16.5)"));
      if (c->upgraded)
        return vik_refuse (error, _("You have already upgraded a Town this turn; you cannot also build (8.2)"));
      if (c->towns_built >= c->rules.towns_per_build)
        return vik_refuse (error, _("You may build at most %d Towns a turn (8.2)"),
                           c->rules.towns_per_build);
    }
  return vik_build_town_site_ok (game, player, a->to, FALSE, error);
}

static gboolean
city_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;

  if (c->phase == VIK_PHASE_SETUP)
    return vik_refuse (error, _("On your first turn you build Towns, not Cities (4.0)"));
  if (!vik_player_has_capital (game, player))
    return vik_refuse (error, _("You must hold your Capital to build (8.1)"));
  if (c->relocated)
    return vik_refuse (error, _("You relocated a Town or City this turn instead of building (16.5)"));
  if (c->upgraded)
    return vik_refuse (error, _("You may upgrade only one Town a turn (8.2)"));
  if (c->towns_built > 0)
    return vik_refuse (error, _("You have already built a Town this turn; you cannot also upgrade one (8.2)"));
  if (!hex_in_board (game, a->to))
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("There is no such hex"));
  if (c->hexes[a->to].site != VIK_SITE_TOWN || c->hexes[a->to].site_owner != player)
    return vik_refuse (error, _("Only one of your own Towns can be upgraded to a City (8.2.3)"));
  return TRUE;
}

/* [16.6]: the City's hex and its six neighbours hold all five hex types. */
gboolean
vik_build_five_types_around (const VikGame *game, int hex)
{
  guint seen = 1u << game->core.hexes[hex].terrain;

  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int n = game->board->neighbors[hex][d];
      if (n != VIK_NO_HEX && game->core.hexes[n].revealed)
        seen |= 1u << game->core.hexes[n].terrain;
    }
  return seen == (1u << VIK_N_TERRAINS) - 1;
}

static gboolean
metropolis_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  int player = c->current;

  if (!vik_ruleset_has_option (&c->rules, VIK_OPTION_METROPOLISES))
    return vik_refuse (error, _("Metropolises are an optional rule not chosen for this game (16.6)"));
  if (c->phase == VIK_PHASE_SETUP)
    return vik_refuse (error, _("On your first turn you build Towns, not Metropolises (4.0)"));
  if (vik_empire_turn (game, player))
    return vik_refuse (error, _("In the build-only turns of Immediate Empires Towns are built and upgraded "
                                "to Cities, nothing else (16.3)"));
  if (!vik_player_has_capital (game, player))
    return vik_refuse (error, _("You must hold your Capital to build (8.1)"));
  if (c->relocated)
    return vik_refuse (error, _("You relocated a Town or City this turn instead of building (16.5)"));
  if (c->upgraded)
    return vik_refuse (error, _("You may make only one upgrade a turn (8.2, 16.6)"));
  if (c->towns_built > 0)
    return vik_refuse (error, _("You have already built a Town this turn; you cannot also upgrade (8.2, 16.6)"));
  if (!hex_in_board (game, a->to))
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("There is no such hex"));
  if (c->hexes[a->to].site != VIK_SITE_CITY || c->hexes[a->to].site_owner != player)
    return vik_refuse (error, _("Only one of your own Cities can be upgraded to a Metropolis (16.6)"));
  if (c->hexes[a->to].capital_of != player && !vik_build_five_types_around (game, a->to))
    return vik_refuse (error, _("A Metropolis needs Water, Plains, Grassland, Forest and Mountain among "
                                "its hex and the six around it, unless it is your Capital (16.6)"));
  return TRUE;
}

gboolean
vik_build_check (const VikGame *game, const VikAction *a, GError **error)
{
  VikPhase phase = game->core.phase;

  if (phase != VIK_PHASE_SETUP && phase != VIK_PHASE_BUILD)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                            _("Towns and Cities are built in the Building phase (6.0)"));
  switch (a->kind)
    {
    case VIK_ACTION_CAPITAL:
      return capital_check (game, a, error);
    case VIK_ACTION_TOWN:
      return town_check (game, a, error);
    case VIK_ACTION_CITY:
      return city_check (game, a, error);
    case VIK_ACTION_METROPOLIS:
      return metropolis_check (game, a, error);
    case VIK_ACTION_RELOCATE:
      return vik_relocate_check (game, a, error);
    default:
      return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown action"));
    }
}

static void
offer (const VikGame *game, GArray *out, VikActionKind kind, int hex)
{
  VikAction a = vik_action_make (kind);

  a.to = hex;
  if (vik_build_check (game, &a, NULL))
    g_array_append_val (out, a);
}

void
vik_build_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;

  if (c->phase == VIK_PHASE_SETUP && c->players[c->current].capital_hex == VIK_NO_HEX)
    {
      int n;
      guint before = out->len;
      const gint16 *group = vik_game_start_group (game, c->current, &n);
      for (int i = 0; i < n; i++)
        offer (game, out, VIK_ACTION_CAPITAL, group[i]);
      if (c->rules.start_water != VIK_START_WATER_REDRAW && out->len == before)
        for (int h = 0; h < game->board->n_hexes; h++)
          offer (game, out, VIK_ACTION_CAPITAL, h);
      return;
    }
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      offer (game, out, VIK_ACTION_TOWN, h);
      offer (game, out, VIK_ACTION_CITY, h);
      if (vik_ruleset_has_option (&c->rules, VIK_OPTION_METROPOLISES))
        offer (game, out, VIK_ACTION_METROPOLIS, h);
    }
  if (vik_ruleset_has_option (&c->rules, VIK_OPTION_RELOCATION))
    vik_relocate_legal (game, out);
}

static void
build_town (VikGame *game, int hex, gboolean capital)
{
  VikCore *c = &game->core;
  VikHexState *hs = &c->hexes[hex];
  int player = c->current;

  hs->site = VIK_SITE_TOWN;
  hs->site_owner = player;
  if (capital)
    {
      hs->capital_of = player;
      c->players[player].capital_hex = hex;
    }
  c->towns_built++;
  hs->built_now = 1;
  vik_emit (game, VIK_EVENT_TOWN_BUILT, player, 0, hex, VIK_NO_HEX, capital ? 1 : 0);
  /* [4.0] 3, [8.4]: a Town supports one Infantry. */
  vik_add_to_reserve (game, player, VIK_SITE_TOWN, hs->terrain, VIK_SITE_NONE);
  /* [8.3]: the adjacent hexes. */
  vik_reveal_around (game, player, hex, 1);
}

static void
build_city (VikGame *game, int hex)
{
  VikCore *c = &game->core;
  VikHexState *hs = &c->hexes[hex];
  int player = c->current;

  /* [8.2.3]: the Town is replaced; a capital marker stays where it is. */
  hs->site = VIK_SITE_CITY;
  c->upgraded = 1;
  vik_emit (game, VIK_EVENT_CITY_BUILT, player, 0, hex, VIK_NO_HEX, 0);
  /* [8.4] [9.2]: the units the City supports beyond the Town's Infantry. */
  vik_add_to_reserve (game, player, VIK_SITE_CITY, hs->terrain, VIK_SITE_TOWN);
  /* [8.3]: every hex two away. */
  vik_reveal_around (game, player, hex, c->rules.city_reveal_radius);
}

/* [16.6]: a Town unit is added next to the City; value 1 marks the Metropolis. */
static void
build_metropolis (VikGame *game, int hex)
{
  VikCore *c = &game->core;
  VikHexState *hs = &c->hexes[hex];
  int player = c->current;

  hs->site = VIK_SITE_METROPOLIS;
  c->upgraded = 1;
  vik_emit (game, VIK_EVENT_CITY_BUILT, player, 0, hex, VIK_NO_HEX, 1);
  vik_add_to_reserve (game, player, VIK_SITE_METROPOLIS, hs->terrain, VIK_SITE_CITY);
}

void
vik_build_apply (VikGame *game, const VikAction *a)
{
  switch (a->kind)
    {
    case VIK_ACTION_CAPITAL:
      build_town (game, a->to, TRUE);
      break;
    case VIK_ACTION_TOWN:
      build_town (game, a->to, FALSE);
      break;
    case VIK_ACTION_CITY:
      build_city (game, a->to);
      break;
    case VIK_ACTION_METROPOLIS:
      build_metropolis (game, a->to);
      break;
    case VIK_ACTION_RELOCATE:
      vik_relocate_apply (game, a);
      break;
    default:
      break;
    }
}
