/* vik-scenario.c: scenario files (docs/scenario-format.md), their validation
 * against the rules, and games set up from them. */
#include "config.h"

#include "vik-scenario.h"
#include "vik-keyfile.h"
#include "vik-rule-keys.h"
#include "vik-game-private.h"
#include "vik-position.h"
#include "vik-file-io.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The game's palette (the New Game dialog's, vik_game_model_default_color):
 * Okabe & Ito's colours, told apart with the common kinds of colour
 * blindness, in an order where the first players differ most. */
static const char *const default_colours[VIK_MAX_PLAYERS] = {
  "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#555555",
};


/* ---------------------------------------------------------------- the model */

static const char *const seat_ids[VIK_N_SEATS] = { "human", "easy", "normal", "hard" };

const char *
vik_seat_id (VikSeat seat)
{
  g_return_val_if_fail (seat < VIK_N_SEATS, "human");
  return seat_ids[seat];
}

gboolean
vik_seat_from_id (const char *id, VikSeat *seat)
{
  for (int i = 0; i < VIK_N_SEATS; i++)
    if (g_strcmp0 (id, seat_ids[i]) == 0)
      {
        *seat = (VikSeat) i;
        return TRUE;
      }
  return FALSE;
}

const char *
vik_scenario_default_colour (int player)
{
  g_return_val_if_fail (player >= 0 && player < VIK_MAX_PLAYERS, "#000000");
  return default_colours[player];
}

static void
clear_hexes (VikScenario *sc)
{
  memset (sc->hexes, 0, sizeof sc->hexes);
  for (int h = 0; h < VIK_MAX_HEXES; h++)
    sc->hexes[h].owner = VIK_NO_PLAYER;
}

VikScenario *
vik_scenario_new (const VikMap *map, int n_players)
{
  VikScenario *sc = g_new0 (VikScenario, 1);

  g_return_val_if_fail (n_players >= 2 && n_players <= VIK_MAX_PLAYERS, NULL);
  sc->title = g_strdup (map->title);
  sc->description = g_strdup ("");
  sc->map = vik_map_copy (map);
  sc->n_players = n_players;
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      sc->players[p].name = g_strdup ("");
      g_strlcpy (sc->players[p].colour, default_colours[p], sizeof sc->players[p].colour);
    }
  clear_hexes (sc);
  sc->phase = VIK_PHASE_SETUP;
  sc->turn = 0;
  sc->victory = VIK_VICTORY_STANDARD;
  sc->rules = *vik_ruleset_v2_1 ();
  sc->load_problems = vik_problems_new ();
  return sc;
}

VikScenario *
vik_scenario_copy (const VikScenario *scenario)
{
  VikScenario *sc = g_new (VikScenario, 1);

  *sc = *scenario;
  sc->title = g_strdup (scenario->title);
  sc->description = g_strdup (scenario->description);
  sc->map_path = g_strdup (scenario->map_path);
  sc->map = vik_map_copy (scenario->map);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    sc->players[p].name = g_strdup (scenario->players[p].name);
  sc->load_problems = vik_problems_new ();
  return sc;
}

void
vik_scenario_free (VikScenario *sc)
{
  if (sc == NULL)
    return;
  g_free (sc->title);
  g_free (sc->description);
  g_free (sc->map_path);
  vik_map_free (sc->map);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    g_free (sc->players[p].name);
  g_ptr_array_unref (sc->load_problems);
  g_free (sc);
}

gboolean
vik_scenario_equal (const VikScenario *a, const VikScenario *b)
{
  if (g_strcmp0 (a->title, b->title) != 0 || g_strcmp0 (a->description, b->description) != 0
      || g_strcmp0 (a->map_path, b->map_path) != 0 || !vik_map_equal (a->map, b->map)
      || a->n_players != b->n_players || a->first_player != b->first_player
      || a->phase != b->phase || a->turn != b->turn || a->victory != b->victory
      || memcmp (&a->rules, &b->rules, sizeof a->rules) != 0
      || memcmp (a->hexes, b->hexes, sizeof a->hexes) != 0)
    return FALSE;
  for (int p = 0; p < a->n_players; p++)
    {
      const VikScenarioPlayer *pa = &a->players[p], *pb = &b->players[p];
      if (g_strcmp0 (pa->name, pb->name) != 0 || strcmp (pa->colour, pb->colour) != 0
          || pa->seat != pb->seat || pa->reserve_set != pb->reserve_set
          || (pa->reserve_set && memcmp (pa->reserve, pb->reserve, sizeof pa->reserve) != 0))
        return FALSE;
    }
  return TRUE;
}

void
vik_scenario_set_map (VikScenario *sc, VikMap *map)
{
  int n = map->board->n_hexes;

  vik_map_free (sc->map);
  sc->map = map;
  for (int h = n; h < VIK_MAX_HEXES; h++)
    {
      memset (&sc->hexes[h], 0, sizeof sc->hexes[h]);
      sc->hexes[h].owner = VIK_NO_PLAYER;
    }
}

void
vik_scenario_support (const VikScenario *sc, int player, guint counts[VIK_N_UNIT_TYPES])
{
  const VikMap *map = sc->map;

  memset (counts, 0, VIK_N_UNIT_TYPES * sizeof counts[0]);
  for (int h = 0; h < map->board->n_hexes; h++)
    if (sc->hexes[h].site != VIK_SITE_NONE && sc->hexes[h].owner == player
        && map->terrain[h] < VIK_N_TERRAINS)
      vik_ruleset_support (&sc->rules, sc->hexes[h].site, map->terrain[h], counts);
}

void
vik_scenario_placed (const VikScenario *sc, int player, guint counts[VIK_N_UNIT_TYPES])
{
  memset (counts, 0, VIK_N_UNIT_TYPES * sizeof counts[0]);
  for (int h = 0; h < sc->map->board->n_hexes; h++)
    {
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        counts[t] += sc->hexes[h].units[player][t];
      for (int t = 0; t < VIK_N_LAND_TYPES; t++)
        counts[t] += sc->hexes[h].cargo[player][t];
    }
}

void
vik_scenario_reserve (const VikScenario *sc, int player, guint counts[VIK_N_UNIT_TYPES])
{
  guint support[VIK_N_UNIT_TYPES], placed[VIK_N_UNIT_TYPES];

  if (sc->players[player].reserve_set)
    {
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        counts[t] = sc->players[player].reserve[t];
      return;
    }
  vik_scenario_support (sc, player, support);
  vik_scenario_placed (sc, player, placed);
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    counts[t] = support[t] > placed[t] ? support[t] - placed[t] : 0;
}

/* ---------------------------------------------------------------- validation */

#define ERR(hex, player, rule, ...) \
  vik_problems_add (problems, VIK_PROBLEM_ERROR, (hex), (player), (rule), __VA_ARGS__)
#define WARN(hex, player, rule, ...) \
  vik_problems_add (problems, VIK_PROBLEM_WARNING, (hex), (player), (rule), __VA_ARGS__)

static gboolean
face_up_land (const VikMap *map, int h)
{
  return map->terrain[h] != VIK_MAP_FACE_DOWN && map->terrain[h] != VIK_TERRAIN_WATER;
}

static void
validate_sites (const VikScenario *sc, GPtrArray *problems)
{
  const VikMap *map = sc->map;
  const VikBoard *board = map->board;
  int capitals[VIK_MAX_PLAYERS] = { 0 };

  for (int h = 0; h < board->n_hexes; h++)
    {
      const VikScenarioHex *sh = &sc->hexes[h];
      const char *label = vik_board_label (board, h);

      if (sh->site == VIK_SITE_NONE)
        continue;
      if (sh->owner < 0 || sh->owner >= sc->n_players)
        {
          ERR (h, sh->owner, "3.3", _("%s: the Town or City belongs to player %d, who is not in the %d-player game (3.3)"),
               label, sh->owner + 1, sc->n_players);
          continue;
        }
      if (map->terrain[h] == VIK_MAP_FACE_DOWN)
        ERR (h, sh->owner, "8.2.1", _("%s: a Town or City on a face-down hex; it must stand on face-up land (8.2.1)"), label);
      else if (map->terrain[h] == VIK_TERRAIN_WATER)
        ERR (h, sh->owner, "8.2.1", _("%s: a Town or City on water; Towns stand on land (8.2.1)"), label);
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int n = board->neighbors[h][d];
          if (n != VIK_NO_HEX && n > h && sc->hexes[n].site != VIK_SITE_NONE)
            ERR (h, sh->owner, "8.2.1", _("%s and %s: Towns/Cities in adjacent hexes (8.2.1)"),
                 label, vik_board_label (board, n));
        }
      if (sh->capital && ++capitals[sh->owner] == 2)
        ERR (h, sh->owner, "15.0", _("%s: player %d has a second Capital; a player has one (15.0)"),
             label, sh->owner + 1);
    }
  for (int p = 0; p < sc->n_players; p++)
    {
      int sites = 0;
      for (int h = 0; h < board->n_hexes; h++)
        if (sc->hexes[h].site != VIK_SITE_NONE && sc->hexes[h].owner == p)
          sites++;
      if (sc->phase == VIK_PHASE_SETUP)
        continue;
      if (sites == 0)
        ERR (VIK_NO_HEX, p, "R8", _("Player %d starts a normal turn without a Town or City and would be out of the game (R8)"),
             p + 1);
      else if (capitals[p] == 0)
        WARN (VIK_NO_HEX, p, "15.0", _("Player %d has no Capital: he never has Combat Supply (15.0)"), p + 1);
    }
}

static void
validate_units (const VikScenario *sc, GPtrArray *problems)
{
  const VikMap *map = sc->map;
  const VikBoard *board = map->board;
  guint total = 0;

  for (int h = 0; h < board->n_hexes; h++)
    {
      const VikScenarioHex *sh = &sc->hexes[h];
      const char *label = vik_board_label (board, h);
      int land_players = 0;

      for (int p = 0; p < VIK_MAX_PLAYERS; p++)
        {
          int land = 0, cargo = 0, frigates = sh->units[p][VIK_UNIT_FRIGATE];
          for (int t = 0; t < VIK_N_LAND_TYPES; t++)
            {
              land += sh->units[p][t];
              cargo += sh->cargo[p][t];
            }
          total += land + cargo + frigates;
          if (land + cargo + frigates == 0)
            continue;
          if (land + cargo + frigates > G_MAXUINT8)
            ERR (h, p, "9.2", _("%s: %d units of player %d in one hex, more than the %d the program holds (9.2)"),
                 label, land + cargo + frigates, p + 1, G_MAXUINT8);
          if (p >= sc->n_players)
            {
              ERR (h, p, "3.3", _("%s: units of player %d, who is not in the %d-player game (3.3)"),
                   label, p + 1, sc->n_players);
              continue;
            }
          if (land > 0)
            {
              land_players++;
              if (!face_up_land (map, h))
                ERR (h, p, "10.1", _("%s: player %d's land units stand on water or a face-down hex (10.1)"),
                     label, p + 1);
              if (sh->site != VIK_SITE_NONE && sh->owner != p)
                ERR (h, p, "11.4", _("%s: player %d's units stand in player %d's Town or City (11.4)"),
                     label, p + 1, sh->owner + 1);
            }
          if (frigates > 0 && map->terrain[h] != VIK_TERRAIN_WATER)
            ERR (h, p, "10.3", _("%s: a Frigate of player %d on land or a face-down hex; Frigates stay on water (10.3)"),
                 label, p + 1);
          if (cargo > 0 && frigates == 0)
            ERR (h, p, "10.4", _("%s: player %d's cargo has no Frigate of his to carry it (10.4)"), label, p + 1);
          else if (cargo > frigates * sc->rules.frigate_capacity)
            ERR (h, p, "10.41", _("%s: %d units aboard player %d's %d Frigate(s), more than %d each (10.41)"),
                 label, cargo, p + 1, frigates, sc->rules.frigate_capacity);
        }
      if (land_players > 1)
        ERR (h, VIK_NO_PLAYER, "13.0", _("%s: land units of two players share the hex outside a Battle (13.0)"), label);
    }
  if (total > VIK_MAX_UNITS)
    ERR (VIK_NO_HEX, VIK_NO_PLAYER, "9.2", _("%u units on the map, more than the %d the program holds (9.2)"),
         total, VIK_MAX_UNITS);
}

static const char *
type_name (int t)
{
  return vik_unit_name (t);
}

/* [9.2]: units on the map and in the Reserve match what the sites support. */
static void
validate_accounting (const VikScenario *sc, GPtrArray *problems)
{
  for (int p = 0; p < sc->n_players; p++)
    {
      guint support[VIK_N_UNIT_TYPES], placed[VIK_N_UNIT_TYPES];
      int frigates = 0;

      vik_scenario_support (sc, p, support);
      vik_scenario_placed (sc, p, placed);
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          const VikScenarioPlayer *pl = &sc->players[p];
          /* The game counts a Reserve in 8 bits. */
          if (support[t] > placed[t] + G_MAXUINT8)
            ERR (VIK_NO_HEX, p, "9.2", _("Player %d's Towns and Cities support %u %s, too many for his Reserve (9.2)"),
                 p + 1, support[t], type_name (t));
          if (placed[t] > support[t])
            ERR (VIK_NO_HEX, p, "9.2", _("Player %d has %u %s on the map but his Towns and Cities support only %u (9.2)"),
                 p + 1, placed[t], type_name (t), support[t]);
          else if (pl->reserve_set && placed[t] + pl->reserve[t] != support[t])
            ERR (VIK_NO_HEX, p, "9.2", _("Player %d has %u %s on the map and %u in the Reserve, "
                                         "but his Towns and Cities support %u (9.2)"),
                 p + 1, placed[t], type_name (t), pl->reserve[t], support[t]);
        }
      for (int h = 0; h < sc->map->board->n_hexes; h++)
        frigates += sc->hexes[h].units[p][VIK_UNIT_FRIGATE];
      if (frigates > 31)
        ERR (VIK_NO_HEX, p, "10.3", _("Player %d has %d Frigates, more than the 31 the program numbers (10.3)"),
             p + 1, frigates);
    }
}

static void
validate_players (const VikScenario *sc, GPtrArray *problems)
{
  if (sc->n_players > sc->map->n_groups)
    ERR (VIK_NO_HEX, VIK_NO_PLAYER, "3.3", _("%d players but the map has starting groups for %d (3.3)"),
         sc->n_players, sc->map->n_groups);
  else if (sc->n_players < sc->map->n_groups)
    WARN (VIK_NO_HEX, VIK_NO_PLAYER, "3.3", _("The map has starting groups for %d players; %d play and the others stay empty (3.3)"),
          sc->map->n_groups, sc->n_players);
  if (sc->first_player < VIK_FIRST_PLAYER_DRAWN || sc->first_player >= sc->n_players)
    ERR (VIK_NO_HEX, VIK_NO_PLAYER, "6.0", _("The first player %d is not in the game (6.0)"), sc->first_player + 1);
  for (int p = 0; p < sc->n_players; p++)
    for (int q = 0; q < p; q++)
      if (g_ascii_strcasecmp (sc->players[p].colour, sc->players[q].colour) == 0)
        WARN (VIK_NO_HEX, p, "3.4", _("Players %d and %d have the same colour %s (3.4)"),
              q + 1, p + 1, sc->players[p].colour);
}

void
vik_scenario_validate (const VikScenario *sc, GPtrArray *problems)
{
  guint first = problems->len;

  for (guint i = 0; i < sc->load_problems->len; i++)
    {
      const VikProblem *p = sc->load_problems->pdata[i];
      vik_problems_add (problems, p->severity, p->hex, p->player, p->rule, "%s", p->message);
    }
  vik_map_validate (sc->map, problems);
  {
    const char *key;
    char *why;
    if (!vik_ruleset_validate (&sc->rules, &key, &why))
      {
        vik_problems_add (problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, VIK_NO_PLAYER, NULL, "[Rules] %s: %s", key, why);
        g_free (why);
      }
    /* [5.2] [16.87] need the Subjugation rule [16.8]. */
    if (!vik_victory_validate (sc->victory, sc->rules.options, &why))
      {
        vik_problems_add (problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, VIK_NO_PLAYER, "5.0", "[Scenario] Victory: %s", why);
        g_free (why);
      }
  }
  vik_map_validate_edition (sc->map, sc->rules.edition, problems);
  {
    GError *local = NULL;
    if (!vik_edition_check (&sc->rules, sc->victory, sc->n_players, &local))
      {
        vik_problems_add (problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, VIK_NO_PLAYER, "1.1", "[Rules] Edition: %s", local->message);
        g_error_free (local);
      }
  }
  validate_players (sc, problems);
  validate_sites (sc, problems);
  validate_units (sc, problems);
  validate_accounting (sc, problems);
  /* The problems cite the book of the scenario's edition, as refusals do
   * (docs/editions.md): (8.2.1) is (7.21) in the German book. */
  for (guint i = first; sc->rules.edition != VIK_EDITION_V2_1 && i < problems->len; i++)
    {
      VikProblem *p = problems->pdata[i];
      char *message = vik_cite_message (&sc->rules, p->message);
      g_free (p->message);
      p->message = message;
      if (p->rule != NULL)
        {
          char *rule = g_strdup (vik_cite (&sc->rules, p->rule));
          g_free (p->rule);
          p->rule = rule;
        }
    }
}

gboolean
vik_scenario_check (const VikScenario *sc, const char *name, GError **error)
{
  GPtrArray *problems = vik_problems_new ();
  gboolean ok;

  vik_scenario_validate (sc, problems);
  ok = vik_problems_to_error (problems, name ? name : sc->title, error);
  g_ptr_array_unref (problems);
  return ok;
}

/* ---------------------------------------------------------------- a game from a scenario */

static void
fill_pile (VikGame *game, const VikMap *map)
{
  VikCore *c = &game->core;
  guint counts[VIK_N_TERRAINS];
  int n = 0;

  vik_map_pile_counts (map, counts);
  memset (c->pile, 0, sizeof c->pile);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    for (guint i = 0; i < counts[t] && n < VIK_MAX_PILE; i++)
      c->pile[n++] = t;
  c->pile_len = n;
  vik_pile_shuffle (game);
}

static void
place_pieces (VikGame *game, const VikScenario *sc)
{
  VikCore *c = &game->core;
  const VikBoard *board = game->board;

  for (int h = 0; h < board->n_hexes; h++)
    {
      const VikScenarioHex *sh = &sc->hexes[h];
      if (sh->site != VIK_SITE_NONE)
        vik_position_set_site (game, h, sh->owner, sh->site, sh->capital);
    }
  for (int h = 0; h < board->n_hexes; h++)
    for (int p = 0; p < sc->n_players; p++)
      {
        const VikScenarioHex *sh = &sc->hexes[h];
        int frigates[VIK_MAX_UNITS / 8];
        int nf = 0, next = 0;

        for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
          for (int i = 0; i < sh->units[p][t]; i++)
            {
              int u = vik_unit_add (game, p, t, h);
              if (t == VIK_UNIT_FRIGATE && nf < (int) G_N_ELEMENTS (frigates))
                frigates[nf++] = u;
            }
        /* Cargo fills the Frigates in the hex one after the other. */
        for (int t = 0; t < VIK_N_LAND_TYPES; t++)
          for (int i = 0; i < sh->cargo[p][t] && nf > 0; i++)
            {
              int u;
              while (next < nf - 1 && c->units[frigates[next]].carried >= c->rules.frigate_capacity)
                next++;
              u = vik_unit_add (game, p, t, h);
              c->units[u].carrier = frigates[next];
              c->units[u].flags = VIK_UNIT_TRANSPORTED;
              c->units[frigates[next]].carried++;
            }
      }
  for (int p = 0; p < sc->n_players; p++)
    {
      guint reserve[VIK_N_UNIT_TYPES];
      vik_scenario_reserve (sc, p, reserve);
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        c->players[p].reserve[t] = reserve[t];
    }
}

VikGame *
vik_scenario_new_game (const VikScenario *sc, guint64 seed, GError **error)
{
  const VikMap *map = sc->map;
  VikGame *game;
  VikCore *c;
  GError *local = NULL;

  if (!vik_scenario_check (sc, sc->title, error))
    return NULL;

  game = vik_game_alloc_for_load (&sc->rules, map->board->radius, sc->n_players, seed);
  c = &game->core;
  c->victory = sc->victory ? sc->victory : VIK_VICTORY_STANDARD;
  for (int p = 0; p < sc->n_players; p++)
    if (sc->players[p].name != NULL && sc->players[p].name[0] != '\0')
      vik_copy_player_name (c->players[p].name, sc->players[p].name);
    else
      {
        /* an unnamed seat: "Player 1", as a new game names it */
        g_autofree char *name = g_strdup_printf (_("Player %d"), p + 1);
        vik_copy_player_name (c->players[p].name, name);
      }
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      gint16 hexes[8];
      vik_map_group_hexes (map, p, hexes);
      for (int i = 0; i < 8; i++)
        c->start_groups[p][i] = p < sc->n_players ? hexes[i] : VIK_NO_HEX;
    }
  for (int h = 0; h < game->board->n_hexes; h++)
    {
      gboolean down = map->terrain[h] == VIK_MAP_FACE_DOWN;
      vik_position_set_hex (game, h, down ? VIK_TERRAIN_WATER : map->terrain[h], !down);
    }
  fill_pile (game, map);
  if (vik_ruleset_has_option (&sc->rules, VIK_OPTION_NO_EXPLORATION)
      || vik_ruleset_has_option (&sc->rules, VIK_OPTION_IMMEDIATE_EMPIRES))
    vik_reveal_all (game, FALSE); /* [16.2] [16.3]: the author placed the seats */
  place_pieces (game, sc);

  /* [4.0] 1: drawn after seeding, so the seed still reproduces the game.  In
   * the setup turns the first player takes the first starting group. */
  if (sc->first_player == VIK_FIRST_PLAYER_DRAWN)
    vik_set_first_player (game, (int) vik_rng_below (&c->rng, sc->n_players), sc->phase == VIK_PHASE_SETUP);
  else
    vik_set_first_player (game, sc->first_player, sc->phase == VIK_PHASE_SETUP);
  c->turn = sc->phase == VIK_PHASE_SETUP ? 0 : MAX (sc->turn, 1);
  vik_begin_turn (game, c->first_player);
  g_array_set_size (game->events, 0);

  if (!vik_game_check_loaded (game, &local))
    {
      /* Validation should have said so: a gap between the two to close. */
      g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_RULES, "%s: %s", sc->title, local->message);
      g_error_free (local);
      vik_game_free (game);
      return NULL;
    }
  return game;
}

/* ---------------------------------------------------------------- writing */

static char *
units_text (const VikScenario *sc, int player, gboolean cargo)
{
  GString *s = g_string_new (NULL);
  const VikBoard *board = sc->map->board;

  for (int h = 0; h < board->n_hexes; h++)
    {
      const guint8 *counts = cargo ? sc->hexes[h].cargo[player] : sc->hexes[h].units[player];
      int n_types = cargo ? VIK_N_LAND_TYPES : VIK_N_UNIT_TYPES;
      gboolean any = FALSE;

      for (int t = 0; t < n_types; t++)
        any |= counts[t] > 0;
      if (!any)
        continue;
      g_string_append_printf (s, "%s%s:", s->len ? ", " : "", vik_board_label (board, h));
      for (int t = 0; t < n_types; t++)
        for (int i = 0; i < counts[t]; i++)
          g_string_append_c (s, vik_unit_letter (t));
    }
  return g_string_free (s, FALSE);
}

static char *
sites_text (const VikScenario *sc, int player, VikSite site)
{
  GString *s = g_string_new (NULL);
  const VikBoard *board = sc->map->board;

  for (int h = 0; h < board->n_hexes; h++)
    if (sc->hexes[h].site == site && sc->hexes[h].owner == player)
      g_string_append_printf (s, "%s%s", s->len ? ", " : "", vik_board_label (board, h));
  return g_string_free (s, FALSE);
}

static void
write_rules (GKeyFile *kf, const VikScenario *sc)
{
  const VikRuleset *base = vik_ruleset_lookup (sc->rules.id);
  guint n;
  const VikRulesetParam *params = vik_ruleset_params (&n);

  if (base == NULL)
    base = vik_ruleset_v2_1 ();
  for (guint i = 0; i < n; i++)
    {
      const guint8 *p = (const guint8 *) &sc->rules + params[i].offset;
      const guint8 *b = (const guint8 *) base + params[i].offset;
      int len = params[i].type == VIK_PARAM_U8_ARRAY ? params[i].length : 1;
      GString *s;

      if (memcmp (p, b, len) == 0)
        continue; /* only the parameters the scenario changes */
      s = g_string_new (NULL);
      for (int j = 0; j < len; j++)
        g_string_append_printf (s, j ? ",%u" : "%u", p[j]);
      g_key_file_set_string (kf, "Rules", params[i].key, s->str);
      g_string_free (s, TRUE);
    }
  if (sc->rules.edition != VIK_EDITION_V2_1) /* absent means v2.1 */
    g_key_file_set_string (kf, "Rules", "Edition", vik_edition_id (sc->rules.edition));
  if (sc->rules.options != 0)
    {
      char *text = vik_options_to_string (sc->rules.options); /* [16.0] */
      g_key_file_set_string (kf, "Rules", "Options", text);
      g_free (text);
    }
}

char *
vik_scenario_save_to_data (const VikScenario *sc, gsize *length)
{
  GKeyFile *kf = g_key_file_new ();
  const char *victory[VIK_N_VICTORIES + 1] = { NULL };
  int nv = 0;
  char *data;

  g_key_file_set_integer (kf, "Scenario", "FormatVersion", VIK_SCENARIO_FORMAT_VERSION);
  g_key_file_set_string (kf, "Scenario", "Title", sc->title);
  g_key_file_set_string (kf, "Scenario", "Description", sc->description);
  if (sc->map_path != NULL)
    g_key_file_set_string (kf, "Scenario", "Map", sc->map_path);
  g_key_file_set_integer (kf, "Scenario", "Players", sc->n_players);
  if (sc->first_player == VIK_FIRST_PLAYER_DRAWN)
    g_key_file_set_string (kf, "Scenario", "FirstPlayer", "random");
  else
    g_key_file_set_integer (kf, "Scenario", "FirstPlayer", sc->first_player + 1);
  g_key_file_set_string (kf, "Scenario", "Start", sc->phase == VIK_PHASE_SETUP ? "setup" : "movement");
  if (sc->phase != VIK_PHASE_SETUP)
    g_key_file_set_integer (kf, "Scenario", "Turn", sc->turn);
  g_key_file_set_string (kf, "Scenario", "Ruleset", sc->rules.id);
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    if (sc->victory & (1u << i))
      victory[nv++] = vik_victory_id (i);
  g_key_file_set_string_list (kf, "Scenario", "Victory", victory, nv);
  write_rules (kf, sc);

  for (int p = 0; p < sc->n_players; p++)
    {
      const VikScenarioPlayer *pl = &sc->players[p];
      char group[16];
      char *text;

      g_snprintf (group, sizeof group, "Player%d", p + 1);
      g_key_file_set_string (kf, group, "Name", pl->name ? pl->name : "");
      g_key_file_set_string (kf, group, "Colour", pl->colour);
      if (pl->seat != VIK_SEAT_HUMAN)
        g_key_file_set_string (kf, group, "Computer", vik_seat_id (pl->seat));
      text = sites_text (sc, p, VIK_SITE_TOWN);
      g_key_file_set_string (kf, group, "Towns", text);
      g_free (text);
      text = sites_text (sc, p, VIK_SITE_CITY);
      g_key_file_set_string (kf, group, "Cities", text);
      g_free (text);
      for (int h = 0; h < sc->map->board->n_hexes; h++)
        if (sc->hexes[h].capital && sc->hexes[h].owner == p)
          g_key_file_set_string (kf, group, "Capital", vik_board_label (sc->map->board, h));
      text = units_text (sc, p, FALSE);
      g_key_file_set_string (kf, group, "Units", text);
      g_free (text);
      text = units_text (sc, p, TRUE);
      if (*text != '\0')
        g_key_file_set_string (kf, group, "Cargo", text);
      g_free (text);
      if (pl->reserve_set)
        {
          GString *s = g_string_new (NULL);
          for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
            for (int i = 0; i < pl->reserve[t]; i++)
              g_string_append_c (s, vik_unit_letter (t));
          g_key_file_set_string (kf, group, "Reserve", s->str);
          g_string_free (s, TRUE);
        }
    }
  if (sc->map_path == NULL)
    vik_map_write_keyfile (sc->map, kf);

  data = g_key_file_to_data (kf, length, NULL);
  g_key_file_free (kf);
  return data;
}

gboolean
vik_scenario_save (const VikScenario *sc, const char *path, GError **error)
{
  gsize length;
  char *data = vik_scenario_save_to_data (sc, &length);
  /* A temporary file renamed over path: the old file survives a failed write. */
  gboolean ok = vik_file_write_atomic (path, data, length, error);

  g_free (data);
  return ok;
}

/* ---------------------------------------------------------------- reading */

typedef struct {
  VikKeyReader r;   /* first: the shared reader's errors name file, group and key */
  VikScenario *sc;
} Ctx;

/* A hex of the scenario's board.  FALSE (format error) for text that is no
 * label; *hex = VIK_NO_HEX with a problem noted for a label off the board. */
static gboolean
parse_hex (Ctx *ctx, const char *group, const char *key, const char *text, int player, int *hex)
{
  if (!vik_map_label_shaped (text))
    {
      char *s = vik_key_shown (text);
      vik_key_invalid (&ctx->r, group, key, _("“%s” is not a hex label like e5"), s);
      g_free (s);
      return FALSE;
    }
  *hex = vik_board_parse_label (ctx->sc->map->board, text);
  if (*hex == VIK_NO_HEX)
    vik_problems_add (ctx->sc->load_problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, player, "R1",
                      _("%s: player %d's piece is off the board of radius %d (R1) ([%s] %s)"),
                      text, player + 1, ctx->sc->map->board->radius, group, key);
  return TRUE;
}

/* "IIC" into counts (each at most 255). */
static gboolean
parse_letters (Ctx *ctx, const char *group, const char *key, const char *text, int n_types,
               guint8 *counts)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      VikUnitType t;
      if (*p == ' ')
        continue;
      if (!g_ascii_isupper (*p) || !vik_unit_from_letter (*p, &t) || (int) t >= n_types)
        return vik_key_invalid (&ctx->r, group, key, n_types == VIK_N_UNIT_TYPES
                        ? _("“%c” is not a unit letter (I C A F)")
                        : _("“%c” is not a land unit letter (I C A)"),
                        g_ascii_isprint (*p) ? *p : '?');
      if (counts[t] == 255)
        return vik_key_invalid (&ctx->r, group, key, _("more than 255 units of a kind"));
      counts[t]++;
    }
  return TRUE;
}

/* "e5:IIC, d4:F" for units or cargo. */
static gboolean
read_units (Ctx *ctx, const char *group, const char *key, int player, gboolean cargo)
{
  char *value = vik_key_get_string (&ctx->r, group, key, FALSE);
  char **items;
  gboolean ok = TRUE;

  if (value == NULL)
    return FALSE;
  items = g_strsplit (value, ",", -1);
  for (int i = 0; ok && items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      char *colon = strchr (item, ':');
      guint8 counts[VIK_N_UNIT_TYPES] = { 0 };
      int h;

      if (*item == '\0')
        continue;
      if (colon == NULL)
        {
          char *s = vik_key_shown (item);
          ok = vik_key_invalid (&ctx->r, group, key, _("“%s” is not a hex and unit letters like e5:IIC"), s);
          g_free (s);
          break;
        }
      *colon = '\0';
      g_strstrip (item);
      ok = parse_hex (ctx, group, key, item, player, &h)
           && parse_letters (ctx, group, key, colon + 1, cargo ? VIK_N_LAND_TYPES : VIK_N_UNIT_TYPES, counts);
      if (!ok || h == VIK_NO_HEX)
        continue;
      for (int t = 0; t < (cargo ? VIK_N_LAND_TYPES : VIK_N_UNIT_TYPES); t++)
        {
          guint8 *slot = cargo ? &ctx->sc->hexes[h].cargo[player][t] : &ctx->sc->hexes[h].units[player][t];
          if (*slot + counts[t] > 255)
            {
              ok = vik_key_invalid (&ctx->r, group, key, _("more than 255 units of a kind in %s"), item);
              break;
            }
          *slot += counts[t];
        }
    }
  g_strfreev (items);
  g_free (value);
  return ok;
}

static gboolean
read_sites (Ctx *ctx, const char *group, const char *key, int player, VikSite site)
{
  VikScenario *sc = ctx->sc;
  char *value = vik_key_get_string (&ctx->r, group, key, FALSE);
  char **items;
  gboolean ok = TRUE;

  if (value == NULL)
    return FALSE;
  items = g_strsplit (value, ",", -1);
  for (int i = 0; ok && items[i] != NULL; i++)
    {
      char *label = g_strstrip (items[i]);
      int h;
      if (*label == '\0')
        continue;
      ok = parse_hex (ctx, group, key, label, player, &h);
      if (!ok || h == VIK_NO_HEX)
        continue;
      if (sc->hexes[h].site != VIK_SITE_NONE)
        vik_problems_add (sc->load_problems, VIK_PROBLEM_ERROR, h, player, "8.2.1",
                          _("%s: two Towns or Cities in one hex (player %d and player %d) (8.2.1)"),
                          label, sc->hexes[h].owner + 1, player + 1);
      else
        {
          sc->hexes[h].site = site;
          sc->hexes[h].owner = player;
        }
    }
  g_strfreev (items);
  g_free (value);
  return ok;
}

static gboolean
read_player (Ctx *ctx, int p)
{
  VikScenario *sc = ctx->sc;
  VikScenarioPlayer *pl = &sc->players[p];
  char group[16];
  char *value;

  g_snprintf (group, sizeof group, "Player%d", p + 1);
  if (!g_key_file_has_group (ctx->r.kf, group))
    return vik_key_invalid (&ctx->r, group, NULL, _("the group is missing: the scenario has %d players"), sc->n_players);

  g_free (pl->name);
  if ((pl->name = vik_key_get_string (&ctx->r, group, "Name", FALSE)) == NULL)
    return FALSE;
  if (g_key_file_has_key (ctx->r.kf, group, "Colour", NULL))
    {
      gboolean ok = TRUE;
      if ((value = vik_key_get_string (&ctx->r, group, "Colour", TRUE)) == NULL)
        return FALSE;
      g_strstrip (value);
      ok = strlen (value) == 7 && value[0] == '#';
      for (int i = 1; ok && i < 7; i++)
        ok = g_ascii_isxdigit (value[i]);
      if (ok)
        {
          for (int i = 0; i < 7; i++)
            pl->colour[i] = g_ascii_tolower (value[i]);
          pl->colour[7] = '\0';
        }
      else
        {
          char *s = vik_key_shown (value);
          vik_key_invalid (&ctx->r, group, "Colour", _("“%s” is not a colour like #c0392b"), s);
          g_free (s);
        }
      g_free (value);
      if (!ok)
        return FALSE;
    }

  pl->seat = VIK_SEAT_HUMAN;
  if (g_key_file_has_key (ctx->r.kf, group, "Computer", NULL))
    {
      gboolean ok;
      if ((value = vik_key_get_string (&ctx->r, group, "Computer", TRUE)) == NULL)
        return FALSE;
      g_strstrip (value);
      ok = vik_seat_from_id (value, &pl->seat) && pl->seat != VIK_SEAT_HUMAN;
      if (!ok)
        {
          char *shown = vik_key_shown (value);
          vik_key_invalid (&ctx->r, group, "Computer", _("“%s” is not a computer level: easy, normal or hard"), shown);
          g_free (shown);
        }
      g_free (value);
      if (!ok)
        return FALSE;
    }

  if (!read_sites (ctx, group, "Towns", p, VIK_SITE_TOWN) || !read_sites (ctx, group, "Cities", p, VIK_SITE_CITY))
    return FALSE;
  if (g_key_file_has_key (ctx->r.kf, group, "Capital", NULL))
    {
      int h;
      if ((value = vik_key_get_string (&ctx->r, group, "Capital", TRUE)) == NULL)
        return FALSE;
      g_strstrip (value);
      if (!parse_hex (ctx, group, "Capital", value, p, &h))
        {
          g_free (value);
          return FALSE;
        }
      if (h != VIK_NO_HEX)
        {
          if (sc->hexes[h].site == VIK_SITE_NONE || sc->hexes[h].owner != p)
            vik_problems_add (sc->load_problems, VIK_PROBLEM_ERROR, h, p, "15.0",
                              _("%s: player %d's Capital is not one of his Towns or Cities (15.0)"), value, p + 1);
          else
            sc->hexes[h].capital = 1;
        }
      g_free (value);
    }
  if (!read_units (ctx, group, "Units", p, FALSE) || !read_units (ctx, group, "Cargo", p, TRUE))
    return FALSE;
  if (g_key_file_has_key (ctx->r.kf, group, "Reserve", NULL))
    {
      gboolean ok;
      if ((value = vik_key_get_string (&ctx->r, group, "Reserve", TRUE)) == NULL)
        return FALSE;
      pl->reserve_set = TRUE;
      ok = parse_letters (ctx, group, "Reserve", value, VIK_N_UNIT_TYPES, pl->reserve);
      g_free (value);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_rules (Ctx *ctx)
{
  VikScenario *sc = ctx->sc;
  const VikRuleset *base;
  guint n;
  const VikRulesetParam *params = vik_ruleset_params (&n);
  char *id = vik_key_get_string (&ctx->r, "Scenario", "Ruleset", FALSE);

  if (id == NULL)
    return FALSE;
  g_strstrip (id);
  base = *id == '\0' ? vik_ruleset_v2_1 () : vik_ruleset_lookup (id);
  if (base == NULL)
    {
      char *s = vik_key_shown (id);
      vik_key_invalid (&ctx->r, "Scenario", "Ruleset", _("unknown ruleset “%s”"), s);
      g_free (s);
      g_free (id);
      return FALSE;
    }
  {
    int edition = vik_key_get_edition (&ctx->r, id);
    if (edition < 0)
      {
        g_free (id);
        return FALSE;
      }
    /* A ruleset the program knows is an edition; the edition key decides. */
    if (base->edition != edition)
      base = vik_ruleset_edition (edition);
  }
  g_free (id);
  sc->rules = *base;
  for (guint i = 0; i < n; i++)
    {
      guint8 *p = (guint8 *) &sc->rules + params[i].offset;
      int len = params[i].type == VIK_PARAM_U8_ARRAY ? params[i].length : 1;
      char *value;
      char **items;
      gboolean ok;

      if (!g_key_file_has_key (ctx->r.kf, "Rules", params[i].key, NULL))
        continue;
      if ((value = vik_key_get_string (&ctx->r, "Rules", params[i].key, TRUE)) == NULL)
        return FALSE;
      items = g_strsplit (value, ",", -1);
      ok = (int) g_strv_length (items) == len;
      for (int j = 0; ok && j < len; j++)
        {
          char *end, *t = g_strstrip (items[j]);
          guint64 v;
          errno = 0;
          v = g_ascii_strtoull (t, &end, 10);
          ok = g_ascii_isdigit (t[0]) && errno == 0 && *end == '\0' && v <= 255;
          if (ok)
            p[j] = v;
        }
      if (!ok)
        vik_key_invalid (&ctx->r, "Rules", params[i].key, _("%d whole numbers from 0 to 255 expected, separated by commas"), len);
      g_strfreev (items);
      g_free (value);
      if (!ok)
        return FALSE;
    }
  if (!vik_key_get_rule_options (&ctx->r, &sc->rules.options))
    return FALSE;
  {
    const char *key;
    char *why;
    if (!vik_ruleset_validate (&sc->rules, &key, &why))
      {
        vik_key_invalid (&ctx->r, "Rules", key, "%s", why);
        g_free (why);
        return FALSE;
      }
  }
  return TRUE;
}

static gboolean
read_victory (Ctx *ctx)
{
  gsize n;
  char **ids;

  ctx->sc->victory = VIK_VICTORY_STANDARD;
  if (!g_key_file_has_key (ctx->r.kf, "Scenario", "Victory", NULL))
    return TRUE;
  ids = vik_key_get_string_list (&ctx->r, "Scenario", "Victory", &n);
  if (ids == NULL)
    return FALSE;
  ctx->sc->victory = 0;
  for (gsize i = 0; i < n; i++)
    {
      guint bit = 0;
      g_strstrip (ids[i]);
      if (vik_victory_lookup (ids[i]) >= 0)
        bit = 1u << vik_victory_lookup (ids[i]);
      if (bit == 0)
        {
          char *s = vik_key_shown (ids[i]);
          vik_key_invalid (&ctx->r, "Scenario", "Victory", _("unknown victory condition “%s” (standard, subjugation, shorter, race, doomsday, two-vassals)"), s);
          g_free (s);
          g_strfreev (ids);
          return FALSE;
        }
      ctx->sc->victory |= bit;
    }
  g_strfreev (ids);
  if (ctx->sc->victory == 0)
    ctx->sc->victory = VIK_VICTORY_STANDARD;
  return TRUE;
}

/* A Map= value names a file in the scenario's own folder: not absolute, no
 * folder part, not "." or ".." nor any hidden name (docs/scenario-format.md). */
static gboolean
map_name_is_plain (const char *name)
{
  return name[0] != '\0' && name[0] != '.' && strchr (name, '/') == NULL
         && strchr (name, '\\') == NULL && !g_path_is_absolute (name);
}

/* Whether data is a key file with a [Map] group.  The messages quote nothing
 * of the file: a file that is not a map may hold secrets. */
static gboolean
looks_like_map (const char *data, gsize length, const char *name, GError **error)
{
  GKeyFile *kf = g_key_file_new ();
  gboolean ok = g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL)
                && g_key_file_has_group (kf, "Map");

  g_key_file_free (kf);
  if (!ok)
    {
      char *shown = vik_key_shown (name);
      g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID,
                   _("“%s” is not a map file (no [Map] group in key-file form)"), shown);
      g_free (shown);
    }
  return ok;
}

static VikMap *
read_map (Ctx *ctx, const char *base_dir, char **map_path)
{
  char *path, *full, *data = NULL, *name;
  gsize length;
  GError *local = NULL;
  VikMap *map;

  *map_path = NULL;
  if (!g_key_file_has_key (ctx->r.kf, "Scenario", "Map", NULL))
    {
      if (!g_key_file_has_group (ctx->r.kf, "Map"))
        {
          vik_key_invalid (&ctx->r, "Scenario", "Map", _("no map: neither a Map key nor the map's groups in the file"));
          return NULL;
        }
      return vik_map_read_keyfile (ctx->r.kf, ctx->r.name, ctx->r.error);
    }
  if ((path = vik_key_get_string (&ctx->r, "Scenario", "Map", TRUE)) == NULL)
    return NULL;
  g_strstrip (path);
  if (g_key_file_has_group (ctx->r.kf, "Map"))
    {
      vik_key_invalid (&ctx->r, "Scenario", "Map", _("the file both names a map and holds one"));
      g_free (path);
      return NULL;
    }
  if (!map_name_is_plain (path))
    {
      char *shown = vik_key_shown (path);
      vik_key_invalid (&ctx->r, "Scenario", "Map",
                       _("“%s” is not the name of a file in the scenario's folder (no folders, no “..”)"),
                       shown);
      g_free (shown);
      g_free (path);
      return NULL;
    }
  full = g_build_filename (base_dir ? base_dir : ".", path, NULL);
  /* a symbolic link could lead anywhere: the map must be the file itself */
  if (!vik_file_read_bounded_full (full, VIK_MAP_MAX_FILE_BYTES, VIK_FILE_READ_NO_SYMLINK,
                                   &data, &length, &local)
      || !looks_like_map (data, length, path, &local))
    {
      vik_key_invalid (&ctx->r, "Scenario", "Map", "%s", local->message);
      g_error_free (local);
      g_free (data);
      g_free (full);
      g_free (path);
      return NULL;
    }
  name = g_path_get_basename (full);
  map = vik_map_load_from_data (data, length, name, ctx->r.error);
  g_free (name);
  g_free (data);
  g_free (full);
  if (map == NULL)
    g_free (path);
  else
    *map_path = path;
  return map;
}

static const char *
phase_word (Ctx *ctx, char *text, VikPhase *phase)
{
  g_strstrip (text);
  if (strcmp (text, "setup") == 0)
    *phase = VIK_PHASE_SETUP;
  else if (strcmp (text, "movement") == 0)
    *phase = VIK_PHASE_MOVEMENT;
  else
    return NULL;
  return text;
}

/* [Scenario] FirstPlayer: 1-8, or `random` or absent: drawn when the game
 * begins [4.0] 1.  *first is from 1, 0 for drawn. */
static gboolean
read_first_player (Ctx *ctx, int *first)
{
  char *text = vik_key_get_string (&ctx->r, "Scenario", "FirstPlayer", FALSE);
  gboolean drawn;

  if (text == NULL)
    return FALSE;
  drawn = *g_strstrip (text) == '\0' || g_ascii_strcasecmp (text, "random") == 0;
  g_free (text);
  if (drawn)
    {
      *first = 0;
      return TRUE;
    }
  return vik_key_get_int (&ctx->r, "Scenario", "FirstPlayer", 1, VIK_MAX_PLAYERS, FALSE, 0, first);
}

static gboolean
read_scenario (Ctx *ctx, const char *base_dir)
{
  VikScenario *sc = ctx->sc;
  VikMap *map;
  char *map_path = NULL, *start;
  int v, n_players, first, turn;
  VikPhase phase;

  if (!vik_key_get_int (&ctx->r, "Scenario", "FormatVersion", 1, G_MAXINT, TRUE, 0, &v))
    return FALSE;
  if (v > VIK_SCENARIO_FORMAT_VERSION)
    {
      g_set_error (ctx->r.error, VIK_MAP_ERROR, VIK_MAP_ERROR_VERSION,
                   _("%s: [Scenario] FormatVersion: the file was written by a newer version of the program "
                     "(format %d; this one reads format %d)"), ctx->r.name, v, VIK_SCENARIO_FORMAT_VERSION);
      return FALSE;
    }
  g_free (sc->title);
  g_free (sc->description);
  sc->description = NULL;
  if ((sc->title = vik_key_get_string (&ctx->r, "Scenario", "Title", TRUE)) == NULL
      || (sc->description = vik_key_get_string (&ctx->r, "Scenario", "Description", FALSE)) == NULL
      || !vik_key_get_int (&ctx->r, "Scenario", "Players", 2, VIK_MAX_PLAYERS, TRUE, 0, &n_players)
      || !read_first_player (ctx, &first)
      || (start = vik_key_get_string (&ctx->r, "Scenario", "Start", FALSE)) == NULL)
    return FALSE;
  if (*g_strstrip (start) == '\0')
    phase = VIK_PHASE_SETUP;
  else if (phase_word (ctx, start, &phase) == NULL)
    {
      char *s = vik_key_shown (start);
      vik_key_invalid (&ctx->r, "Scenario", "Start", _("“%s” is not “setup” or “movement”"), s);
      g_free (s);
      g_free (start);
      return FALSE;
    }
  g_free (start);
  if (!vik_key_get_int (&ctx->r, "Scenario", "Turn", phase == VIK_PHASE_SETUP ? 0 : 1, 9999, FALSE,
                phase == VIK_PHASE_SETUP ? 0 : 1, &turn)
      || !read_victory (ctx) || !read_rules (ctx))
    return FALSE;

  if ((map = read_map (ctx, base_dir, &map_path)) == NULL)
    return FALSE;
  vik_scenario_set_map (sc, map);
  sc->map_path = map_path;
  sc->n_players = n_players;
  sc->first_player = first - 1;
  sc->phase = phase;
  sc->turn = phase == VIK_PHASE_SETUP ? 0 : turn;
  for (int p = 0; p < n_players; p++)
    if (!read_player (ctx, p))
      return FALSE;
  return TRUE;
}

VikScenario *
vik_scenario_load_from_data (const char *data, gsize length, const char *name,
                             const char *base_dir, GError **error)
{
  GKeyFile *kf = g_key_file_new ();
  GError *local = NULL;
  VikMap *blank = vik_map_new (2, 2);
  VikScenario *sc = vik_scenario_new (blank, 2);
  Ctx ctx = { { kf, name ? name : "<data>", error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID }, sc };

  vik_map_free (blank);
  if (data == NULL || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID, "%s: %s", ctx.r.name,
                   local ? local->message : _("no data"));
      g_clear_error (&local);
      goto fail;
    }
  if (!g_key_file_has_group (kf, "Scenario"))
    {
      vik_key_invalid (&ctx.r, "Scenario", NULL, _("the group is missing: this is not a scenario"));
      goto fail;
    }
  if (!read_scenario (&ctx, base_dir))
    goto fail;
  g_key_file_free (kf);
  return sc;

fail:
  g_key_file_free (kf);
  vik_scenario_free (sc);
  return NULL;
}

VikScenario *
vik_scenario_load (const char *path, GError **error)
{
  char *data = NULL, *name, *dir;
  gsize length;
  VikScenario *sc;

  if (!vik_file_read_bounded (path, VIK_SCENARIO_MAX_FILE_BYTES, &data, &length, error))
    return NULL;
  name = g_path_get_basename (path);
  dir = g_path_get_dirname (path);
  sc = vik_scenario_load_from_data (data, length, name, dir, error);
  g_free (dir);
  g_free (name);
  g_free (data);
  return sc;
}

char *
vik_scenario_bundled_dir (void)
{
  const char *env = g_getenv ("VIKTORY_DATADIR");
  char *installed;

  if (env != NULL && env[0] != '\0')
    return g_build_filename (env, "scenarios", NULL);
  installed = g_build_filename (PKGDATADIR, "scenarios", NULL);
#ifdef SOURCE_DATADIR
  /* an uninstalled run: the source tree's scenarios */
  if (!g_file_test (installed, G_FILE_TEST_IS_DIR))
    {
      g_free (installed);
      return g_build_filename (SOURCE_DATADIR, "scenarios", NULL);
    }
#endif
  return installed;
}
