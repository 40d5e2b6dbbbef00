/* test-rules-build.c: the Building phase [8.1]-[8.4] and the accounting of [9.2]. */
#include "vik-game.h"
#include "vik-position.h"
#include "vik-test.h"

#include <string.h>

/* The action is refused, with a message citing `cite`, not offered, and changes nothing. */
static void
refused (VikGame *game, VikActionKind kind, int hex, const char *cite)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VikGame) before = vik_game_copy (game);
  VikAction a = act (kind, hex);

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL);
  if (strstr (error->message, cite) == NULL)
    g_error ("\"%s\" does not cite %s", error->message, cite);
  g_assert_false (is_legal (game, &a));
  g_clear_error (&error);
  g_assert_false (vik_game_apply (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL);
  g_assert_true (vik_game_equal (game, before));
}

static void
built (VikGame *game, VikActionKind kind, int hex)
{
  g_autoptr(GError) error = NULL;
  VikAction a = act (kind, hex);

  g_assert_true (is_legal (game, &a));
  if (!vik_game_apply (game, &a, &error))
    g_error ("refused: %s", error->message);
  /* Hexes it revealed: place the tiles as the engine first offers. */
  while (vik_game_get_decision (game) != VIK_DECISION_NONE)
    {
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction, 0), NULL));
    }
  g_assert_true (vik_game_check_invariants (game, NULL));
}

static int
reserve_total (const VikGame *game, int player)
{
  int n = 0;

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    n += vik_game_reserve (game, player, t);
  return n;
}

/* A fully revealed Plains board of radius 7: player 0's Capital at the centre,
 * player 1's at (0, 6); player 0 in his Building phase. */
static VikGame *
open_board (void)
{
  VikGame *game = vik_position_new (NULL, 7, 2, 42);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, H (game, 0, 0), 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, H (game, 0, 6), 1, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 3);
  return game;
}

/* ---------------------------------------------------------------- [8.1] */

static void
test_capital_required (void)
{
  g_autoptr(VikGame) game = vik_position_new (NULL, 7, 2, 42);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, H (game, 0, 0), 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, H (game, 3, 0), 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, H (game, 0, 6), 1, VIK_SITE_TOWN, TRUE);
  /* Player 1 took player 0's Capital. */
  vik_position_set_site (game, H (game, 0, 0), 1, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 2);
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 3);
  g_assert_cmpint (vik_game_hex_capital_of (game, H (game, 0, 0)), ==, 0);

  refused (game, VIK_ACTION_TOWN, H (game, 3, -3), "(8.1)");
  refused (game, VIK_ACTION_CITY, H (game, 3, 0), "(8.1)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN) + count_legal (game, VIK_ACTION_CITY), ==, 0);
  g_assert_cmpint (count_legal (game, VIK_ACTION_END), ==, 1);

  /* Taken back: building is allowed again. */
  vik_position_set_site (game, H (game, 0, 0), 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 2);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);
  built (game, VIK_ACTION_TOWN, H (game, 3, -3));
  g_assert_cmpint (vik_game_hex_site (game, H (game, 3, -3)), ==, VIK_SITE_TOWN);
}

/* ---------------------------------------------------------------- [8.2] */

static void
test_one_or_two_towns (void)
{
  g_autoptr(VikGame) game = open_board ();
  guint n_events;
  const VikEvent *events;

  built (game, VIK_ACTION_TOWN, H (game, 0, -3));
  events = vik_game_get_events (game, &n_events);
  g_assert_cmpuint (n_events, >=, 2);
  g_assert_cmpint (events[0].kind, ==, VIK_EVENT_TOWN_BUILT);
  g_assert_cmpint (events[0].hex, ==, H (game, 0, -3));
  g_assert_cmpint (events[0].player, ==, 0);
  g_assert_cmpint (events[0].value, ==, 0);
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, -3)), ==, 0);
  g_assert_cmpint (vik_game_hex_capital_of (game, H (game, 0, -3)), ==, VIK_NO_PLAYER);

  built (game, VIK_ACTION_TOWN, H (game, 3, 0));
  g_assert_cmpint (vik_game_count_sites (game, 0, VIK_SITE_TOWN), ==, 3);
  /* No third Town, and no upgrade after building. */
  refused (game, VIK_ACTION_TOWN, H (game, -3, 0), "(8.2)");
  refused (game, VIK_ACTION_CITY, H (game, 0, 0), "(8.2)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
}

static void
test_upgrade_or_build (void)
{
  g_autoptr(VikGame) game = open_board ();
  g_autoptr(VikGame) other = open_board ();
  g_autoptr(GError) error = NULL;
  VikAction town = act (VIK_ACTION_TOWN, H (game, 0, -3));

  built (game, VIK_ACTION_CITY, H (game, 0, 0));
  g_assert_false (vik_game_check_action (game, &town, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "You have already upgraded a Town this turn; you cannot also build (8.2)");
  refused (game, VIK_ACTION_TOWN, H (game, 0, -3), "(8.2)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN) + count_legal (game, VIK_ACTION_CITY), ==, 0);

  /* One Town built: no upgrade, of that Town or another. */
  built (other, VIK_ACTION_TOWN, H (other, 0, -3));
  refused (other, VIK_ACTION_CITY, H (other, 0, 0), "(8.2)");
  refused (other, VIK_ACTION_CITY, H (other, 0, -3), "(8.2)");
  g_assert_cmpint (count_legal (other, VIK_ACTION_CITY), ==, 0);
  g_assert_cmpint (count_legal (other, VIK_ACTION_TOWN), >, 0);
}

static void
test_one_upgrade (void)
{
  g_autoptr(VikGame) game = open_board ();

  vik_position_set_site (game, H (game, 0, -3), 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 2);
  built (game, VIK_ACTION_CITY, H (game, 0, -3));
  refused (game, VIK_ACTION_CITY, H (game, 0, 0), "(8.2)");
}

static void
test_may_build_nothing (void)
{
  g_autoptr(VikGame) game = open_board ();
  VikAction end = vik_action_make (VIK_ACTION_END);

  /* Every Town offered is legal, and there are 30: rings 2 and 3 around the Capital;
   * the only upgrade is the Capital's. */
  g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 12 + 18);
  g_assert_cmpint (count_legal (game, VIK_ACTION_CITY), ==, 1);
  g_assert_true (is_legal (game, &end));
  g_assert_true (vik_game_apply (game, &end, NULL));
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
  g_assert_cmpint (vik_game_count_sites (game, 0, VIK_SITE_TOWN), ==, 1);
}

static void
test_only_in_building_phase (void)
{
  g_autoptr(VikGame) game = open_board ();
  g_autoptr(GError) error = NULL;
  VikAction town = act (VIK_ACTION_TOWN, H (game, 0, -3));

  vik_position_begin_turn (game, 0, VIK_PHASE_MOVEMENT, 3);
  g_assert_false (vik_game_check_action (game, &town, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_NOT_NOW);
  g_assert_false (is_legal (game, &town));
}

/* ---------------------------------------------------------------- [8.2.1] */

static void
test_explored_land_only (void)
{
  g_autoptr(VikGame) game = open_board ();

  vik_position_set_hex (game, H (game, 0, -2), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, H (game, 2, 0), VIK_TERRAIN_FOREST, FALSE);
  refused (game, VIK_ACTION_TOWN, H (game, 0, -2), "(8.2.1)");
  refused (game, VIK_ACTION_TOWN, H (game, 2, 0), "(8.2.1)");
  /* The perimeter is water. */
  refused (game, VIK_ACTION_TOWN, H (game, 0, -7), "(8.2.1)");
  built (game, VIK_ACTION_TOWN, H (game, -2, 0));
}

static void
test_distance_two_or_three (void)
{
  g_autoptr(VikGame) game = open_board ();
  g_autoptr(GError) error = NULL;
  VikAction far = act (VIK_ACTION_TOWN, H (game, 0, -4));

  refused (game, VIK_ACTION_TOWN, H (game, 0, -1), "(8.2.1)");
  refused (game, VIK_ACTION_TOWN, H (game, 1, 0), "(8.2.1)");
  refused (game, VIK_ACTION_TOWN, H (game, 0, -4), "(8.2.1)");
  refused (game, VIK_ACTION_TOWN, H (game, 4, -4), "(8.2.1)");
  refused (game, VIK_ACTION_TOWN, H (game, 0, 0), "(8.2.1)");
  g_assert_false (vik_game_check_action (game, &far, &error));
  g_assert_cmpstr (error->message, ==, "Towns must be built two or three hexes from one of your Towns or Cities (8.2.1)");
  built (game, VIK_ACTION_TOWN, H (game, 0, -2));
  built (game, VIK_ACTION_TOWN, H (game, 3, 0));
}

static void
test_distance_one_message (void)
{
  g_autoptr(VikGame) game = open_board ();
  g_autoptr(GError) error = NULL;
  VikAction next = act (VIK_ACTION_TOWN, H (game, 0, -1));

  g_assert_false (vik_game_check_action (game, &next, &error));
  g_assert_cmpstr (error->message, ==, "No Town may be built next to another Town or City (8.2.1)");
}

static void
test_not_next_to_any_town (void)
{
  g_autoptr(VikGame) game = open_board ();

  /* An enemy Town and an enemy City two or three hexes from the Capital. */
  vik_position_set_site (game, H (game, 0, -4), 1, VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, H (game, 4, -1), 1, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 5);
  refused (game, VIK_ACTION_TOWN, H (game, 0, -3), "(8.2.1)");
  refused (game, VIK_ACTION_TOWN, H (game, 3, -1), "(8.2.1)");
  /* Two away from the enemy Town is fine. */
  built (game, VIK_ACTION_TOWN, H (game, -1, -2));
  /* Nor next to the player's own Town built this turn. */
  refused (game, VIK_ACTION_TOWN, H (game, -2, -1), "(8.2.1)");
}

/* The book's example: a hex revealed by another player three hexes away cannot be
 * built on without a contiguous path of revealed hexes to it. */
static void
test_contiguous_revealed_path (void)
{
  g_autoptr(VikGame) game = vik_position_new (NULL, 7, 2, 42);
  int capital = H (game, 0, 0), target = H (game, 0, -3);

  vik_position_set_hex (game, capital, VIK_TERRAIN_PLAINS, TRUE);
  for (int d = 0; d < VIK_N_DIRS; d++)
    vik_position_set_hex (game, vik_board_index (vik_game_get_board (game), vik_hex_neighbor (vik_hex_make (0, 0), d)),
                          VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, capital, 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  vik_position_set_hex (game, target, VIK_TERRAIN_PLAINS, TRUE);
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 3);

  /* (0,-2) is still face down: no path of three revealed steps. */
  refused (game, VIK_ACTION_TOWN, target, "(8.2.1)");
  {
    g_autoptr(GError) error = NULL;
    VikAction a = act (VIK_ACTION_TOWN, target);
    g_assert_false (vik_game_check_action (game, &a, &error));
    g_assert_nonnull (strstr (error->message, "contiguous path of revealed hexes"));
  }
  /* A longer way round over revealed hexes does not count: (1,-1) (1,-2) (1,-3) are
   * revealed, but that path is four steps. */
  vik_position_set_hex (game, H (game, 1, -2), VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_hex (game, H (game, 1, -3), VIK_TERRAIN_PLAINS, TRUE);
  refused (game, VIK_ACTION_TOWN, target, "(8.2.1)");
  /* Revealed water completes the path: distance counts across water. */
  vik_position_set_hex (game, H (game, 0, -2), VIK_TERRAIN_WATER, TRUE);
  built (game, VIK_ACTION_TOWN, target);
}

/* Two hexes as the crow flies, but the hex between is face down: a detour of
 * three revealed hexes is a 2-3 hex path. */
static void
test_detour_of_three (void)
{
  g_autoptr(VikGame) game = open_board ();

  vik_position_set_hex (game, H (game, 0, -1), VIK_TERRAIN_PLAINS, FALSE);
  built (game, VIK_ACTION_TOWN, H (game, 0, -2));
}

static void
test_detour_blocked (void)
{
  g_autoptr(VikGame) game = open_board ();
  int target = H (game, 0, -2);

  /* Every hex next to the Capital and next to the target face down but one of
   * the target's far side: the shortest revealed path is longer than three. */
  for (int d = 0; d < VIK_N_DIRS; d++)
    vik_position_set_hex (game, vik_board_index (vik_game_get_board (game), vik_hex_neighbor (vik_hex_make (0, 0), d)),
                          VIK_TERRAIN_PLAINS, FALSE);
  refused (game, VIK_ACTION_TOWN, target, "(8.2.1)");
  vik_position_set_hex (game, H (game, 1, -1), VIK_TERRAIN_MOUNTAIN, TRUE);
  built (game, VIK_ACTION_TOWN, target);
}

static void
test_new_town_counts (void)
{
  g_autoptr(VikGame) game = open_board ();

  refused (game, VIK_ACTION_TOWN, H (game, 0, -6), "(8.2.1)");
  built (game, VIK_ACTION_TOWN, H (game, 0, -3));
  /* Three hexes from the Town just built, six from the Capital. */
  built (game, VIK_ACTION_TOWN, H (game, 0, -6));
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 3);
}

/* ---------------------------------------------------------------- [8.2.2] */

static void
test_enemy_units (void)
{
  g_autoptr(VikGame) game = open_board ();

  vik_position_add_unit (game, H (game, 0, -3), 1, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 3, -2), 1, VIK_UNIT_CAVALRY);
  vik_position_set_hex (game, H (game, -3, 1), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, -3, 1), 1, VIK_UNIT_FRIGATE);
  /* Player 1's Grassland and Forest Cities support 2 Infantry, a Cavalry and a Frigate. */
  vik_position_set_site (game, H (game, 0, 6), 1, VIK_SITE_CITY, TRUE);
  vik_position_set_hex (game, H (game, 0, 6), VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, H (game, -3, 6), 1, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, H (game, -3, 6), VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);

  refused (game, VIK_ACTION_TOWN, H (game, 0, -3), "(8.2.2)");   /* in the hex */
  refused (game, VIK_ACTION_TOWN, H (game, 3, -3), "(8.2.2)");   /* next to the Cavalry */
  refused (game, VIK_ACTION_TOWN, H (game, 2, -2), "(8.2.2)");
  refused (game, VIK_ACTION_TOWN, H (game, -3, 2), "(8.2.2)");   /* next to the Frigate */
  /* The player's own units do not hinder. */
  vik_position_add_unit (game, H (game, -2, -1), 0, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 0);
  built (game, VIK_ACTION_TOWN, H (game, -2, -1));
}

/* ---------------------------------------------------------------- [8.2.3] */

static void
test_upgrade (void)
{
  g_autoptr(VikGame) game = open_board ();
  guint n_events;
  const VikEvent *events;

  refused (game, VIK_ACTION_CITY, H (game, 0, 6), "(8.2.3)");    /* the enemy's Town */
  refused (game, VIK_ACTION_CITY, H (game, 0, -3), "(8.2.3)");   /* no Town there */
  built (game, VIK_ACTION_CITY, H (game, 0, 0));
  g_assert_cmpint (vik_game_hex_site (game, H (game, 0, 0)), ==, VIK_SITE_CITY);
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, 0);
  /* The Capital stays the Capital. */
  g_assert_cmpint (vik_game_hex_capital_of (game, H (game, 0, 0)), ==, 0);
  g_assert_cmpint (vik_game_capital_hex (game, 0), ==, H (game, 0, 0));
  g_assert_cmpint (vik_game_count_sites (game, 0, VIK_SITE_TOWN), ==, 0);
  g_assert_cmpint (vik_game_count_sites (game, 0, VIK_SITE_CITY), ==, 1);
  events = vik_game_get_events (game, &n_events);
  g_assert_cmpuint (n_events, >=, 1);
  g_assert_cmpint (events[0].kind, ==, VIK_EVENT_CITY_BUILT);
  g_assert_cmpint (events[0].hex, ==, H (game, 0, 0));

  /* A City is not upgraded again. */
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 4);
  refused (game, VIK_ACTION_CITY, H (game, 0, 0), "(8.2.3)");
  /* A City counts as a Town for the distance rule. */
  built (game, VIK_ACTION_TOWN, H (game, 2, 0));
}

/* ---------------------------------------------------------------- [8.4] [9.2] */

static void
check_city_gain (VikTerrain terrain, VikUnitType type, int n)
{
  g_autoptr(VikGame) game = open_board ();
  int before[VIK_N_UNIT_TYPES];
  guint n_events;
  const VikEvent *events;
  gboolean seen = FALSE;

  vik_position_set_hex (game, H (game, 0, 0), terrain, TRUE);
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    before[t] = vik_game_reserve (game, 0, t);
  built (game, VIK_ACTION_CITY, H (game, 0, 0));
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    g_assert_cmpint (vik_game_reserve (game, 0, t), ==, before[t] + (t == (int) type ? n : 0));
  events = vik_game_get_events (game, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].kind == VIK_EVENT_UNITS_GAINED)
      {
        g_assert_false (seen);
        g_assert_cmpint (events[i].unit, ==, type);
        g_assert_cmpint (events[i].value, ==, n);
        g_assert_cmpint (events[i].player, ==, 0);
        seen = TRUE;
      }
  g_assert_true (seen);
}

static void
test_city_units (void)
{
  check_city_gain (VIK_TERRAIN_PLAINS, VIK_UNIT_INFANTRY, 2);
  check_city_gain (VIK_TERRAIN_GRASSLAND, VIK_UNIT_CAVALRY, 1);
  check_city_gain (VIK_TERRAIN_MOUNTAIN, VIK_UNIT_ARTILLERY, 1);
  check_city_gain (VIK_TERRAIN_FOREST, VIK_UNIT_FRIGATE, 1);
}

static void
test_town_units (void)
{
  static const VikTerrain terrains[] = {
    VIK_TERRAIN_PLAINS, VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_MOUNTAIN, VIK_TERRAIN_FOREST,
  };

  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    {
      g_autoptr(VikGame) game = open_board ();

      vik_position_set_hex (game, H (game, 0, -3), terrains[i], TRUE);
      built (game, VIK_ACTION_TOWN, H (game, 0, -3));
      /* A Town supports one Infantry, whatever the terrain. */
      g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 2);
      g_assert_cmpint (reserve_total (game, 0), ==, 2);
    }
}

/* The book's example of [9.2]: Cities in each of the four terrains support
 * 1 Frigate, 1 Artillery, 1 Cavalry and 6 Infantry. */
static void
test_accounting (void)
{
  g_autoptr(VikGame) game = open_board ();
  struct { int q, r; VikTerrain terrain; } towns[] = {
    { 0, 0, VIK_TERRAIN_PLAINS },
    { 0, -3, VIK_TERRAIN_GRASSLAND },
    { 3, 0, VIK_TERRAIN_MOUNTAIN },
    { -3, 3, VIK_TERRAIN_FOREST },
  };

  vik_position_set_hex (game, H (game, 0, 0), VIK_TERRAIN_PLAINS, TRUE);
  for (int i = 1; i < 4; i++)
    {
      vik_position_set_hex (game, H (game, towns[i].q, towns[i].r), towns[i].terrain, TRUE);
      built (game, VIK_ACTION_TOWN, H (game, towns[i].q, towns[i].r));
      vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 3 + i);
    }
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 4);
  for (int i = 0; i < 4; i++)
    {
      built (game, VIK_ACTION_CITY, H (game, towns[i].q, towns[i].r));
      vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 10 + i);
    }
  g_assert_cmpint (vik_game_count_sites (game, 0, VIK_SITE_CITY), ==, 4);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 6);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_CAVALRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_ARTILLERY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_true (vik_game_check_invariants (game, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/8.1/capital-required", test_capital_required);
  g_test_add_func ("/rules/8.2/one-or-two-towns", test_one_or_two_towns);
  g_test_add_func ("/rules/8.2/upgrade-or-build-not-both", test_upgrade_or_build);
  g_test_add_func ("/rules/8.2/one-upgrade", test_one_upgrade);
  g_test_add_func ("/rules/8.2/may-build-nothing", test_may_build_nothing);
  g_test_add_func ("/rules/6.0/build-only-in-building-phase", test_only_in_building_phase);
  g_test_add_func ("/rules/8.2.1/explored-land-only", test_explored_land_only);
  g_test_add_func ("/rules/8.2.1/distance-two-or-three", test_distance_two_or_three);
  g_test_add_func ("/rules/8.2.1/distance-one-message", test_distance_one_message);
  g_test_add_func ("/rules/8.2.1/not-next-to-any-town-or-city", test_not_next_to_any_town);
  g_test_add_func ("/rules/8.2.1/contiguous-revealed-path", test_contiguous_revealed_path);
  g_test_add_func ("/rules/8.2.1/detour-of-three", test_detour_of_three);
  g_test_add_func ("/rules/8.2.1/detour-blocked", test_detour_blocked);
  g_test_add_func ("/rules/8.2.1/town-built-this-phase-counts", test_new_town_counts);
  g_test_add_func ("/rules/8.2.2/enemy-units", test_enemy_units);
  g_test_add_func ("/rules/8.2.3/upgrade", test_upgrade);
  g_test_add_func ("/rules/8.4/town-gives-infantry", test_town_units);
  g_test_add_func ("/rules/8.4/city-units-by-terrain", test_city_units);
  g_test_add_func ("/rules/9.2/accounting", test_accounting);
  return g_test_run ();
}
