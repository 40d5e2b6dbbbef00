/* test-rules-move.c: movement [10.0]-[10.47] and road/ferry movement (RULINGS R7). */
#include "vik-game.h"
#include "vik-position.h"
#include "vik-test.h"

#include <string.h>

/* ---------------------------------------------------------------- helpers */

static VikGame *
board_of (int radius, VikTerrain fill)
{
  VikGame *game = vik_position_new (NULL, radius, 2, 7);

  vik_position_fill (game, fill);
  return game;
}

static VikAction
land (VikUnitType type, int from, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_MOVE);

  a.unit = type;
  a.from = from;
  a.to = to;
  return a;
}

static VikAction
sail (int label, int from, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_MOVE);

  a.unit = VIK_UNIT_FRIGATE;
  a.label = label;
  a.from = from;
  a.to = to;
  return a;
}

static VikAction
embark (VikUnitType type, int from, int label)
{
  VikAction a = vik_action_make (VIK_ACTION_EMBARK);

  a.unit = type;
  a.from = from;
  a.carrier = label;
  return a;
}

static VikAction
disembark (VikUnitType type, int label, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_DISEMBARK);

  a.unit = type;
  a.carrier = label;
  a.to = to;
  return a;
}

static VikAction
simple (VikActionKind kind)
{
  return vik_action_make (kind);
}

static void
ok (VikGame *game, VikAction a)
{
  GError *error = NULL;
  gboolean done = vik_game_apply (game, &a, &error);

  g_assert_no_error (error);
  g_assert_true (done);
}

static void
legal (VikGame *game, VikAction a)
{
  GError *error = NULL;

  g_assert_true (vik_game_check_action (game, &a, &error));
  g_assert_no_error (error);
}

/* The action is refused with `code`, citing `cite`, and applying it changes nothing. */
static void
refused (VikGame *game, VikAction a, int code, const char *cite)
{
  GError *error = NULL;
  g_autoptr (VikGame) before = vik_game_copy (game);

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, code);
  if (strstr (error->message, cite) == NULL)
    g_error ("\"%s\" does not cite %s", error->message, cite);
  g_clear_error (&error);
  g_assert_false (vik_game_apply (game, &a, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (vik_game_equal (game, before));
}

static int
units (VikGame *game, int hex, VikUnitType type)
{
  return vik_game_hex_units (game, hex, 0, type);
}

/* ---------------------------------------------------------------- [10.0] [10.1] */

static void
test_one_unit_at_a_time (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0), b = H (g, 2, 0);

  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, b, 0, VIK_UNIT_INFANTRY);
  refused (g, simple (VIK_ACTION_STOP), VIK_RULE_ERROR_NOT_NOW, "(10.0)");

  ok (g, land (VIK_UNIT_INFANTRY, a, H (g, 0, 1)));
  /* Its movement is under way: it may go on... */
  legal (g, land (VIK_UNIT_INFANTRY, H (g, 0, 1), H (g, 0, 2)));
  /* ...but once another unit moves, it may not resume. */
  ok (g, land (VIK_UNIT_INFANTRY, b, H (g, 2, 1)));
  refused (g, land (VIK_UNIT_INFANTRY, H (g, 0, 1), H (g, 0, 2)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  g_assert_cmpint (units (g, H (g, 0, 1), VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (units (g, a, VIK_UNIT_INFANTRY), ==, 0);
}

static void
test_stop (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0);

  vik_position_add_unit (g, a, 0, VIK_UNIT_CAVALRY);
  ok (g, land (VIK_UNIT_CAVALRY, a, H (g, 0, 1)));
  ok (g, simple (VIK_ACTION_STOP));
  refused (g, land (VIK_UNIT_CAVALRY, H (g, 0, 1), H (g, 0, 2)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  refused (g, simple (VIK_ACTION_STOP), VIK_RULE_ERROR_NOT_NOW, "(10.0)");
}

static void
test_only_in_movement_phase (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0);

  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (g, 0, VIK_PHASE_BUILD, 1);
  refused (g, land (VIK_UNIT_INFANTRY, a, H (g, 0, 1)), VIK_RULE_ERROR_NOT_NOW, "(6.0)");
}

static void
test_cavalry_moves_three (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);

  vik_position_add_unit (g, H (g, 0, 0), 0, VIK_UNIT_CAVALRY);
  vik_position_add_unit (g, H (g, -2, 0), 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, H (g, -2, 3), 0, VIK_UNIT_ARTILLERY);

  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, 0), H (g, 0, -1)));
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, -1), H (g, 0, -2)));
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, -2), H (g, 0, -3)));
  refused (g, land (VIK_UNIT_CAVALRY, H (g, 0, -3), H (g, 1, -3)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  g_assert_cmpint (units (g, H (g, 0, -3), VIK_UNIT_CAVALRY), ==, 1);

  /* Infantry and Artillery have two. */
  ok (g, land (VIK_UNIT_INFANTRY, H (g, -2, 0), H (g, -2, 1)));
  ok (g, land (VIK_UNIT_INFANTRY, H (g, -2, 1), H (g, -2, 2)));
  refused (g, land (VIK_UNIT_INFANTRY, H (g, -2, 2), H (g, -1, 2)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  ok (g, land (VIK_UNIT_ARTILLERY, H (g, -2, 3), H (g, -1, 2)));
  ok (g, land (VIK_UNIT_ARTILLERY, H (g, -1, 2), H (g, 0, 1)));
  refused (g, land (VIK_UNIT_ARTILLERY, H (g, 0, 1), H (g, 0, 2)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
}

static void
test_no_water_for_land_units (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0);

  vik_position_set_hex (g, H (g, 0, -1), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  refused (g, land (VIK_UNIT_INFANTRY, a, H (g, 0, -1)), VIK_RULE_ERROR_ILLEGAL, "(10.1)");
  /* Nor two hexes in one step outside the road network. */
  refused (g, land (VIK_UNIT_INFANTRY, a, H (g, 0, 2)), VIK_RULE_ERROR_ILLEGAL, "(10.1");
  /* Nor a face-down hex. */
  vik_position_set_hex (g, H (g, 1, 0), VIK_TERRAIN_PLAINS, FALSE);
  refused (g, land (VIK_UNIT_INFANTRY, a, H (g, 1, 0)), VIK_RULE_ERROR_ILLEGAL, "(10.2)");
}

/* [10.0]: entering a hex with an enemy unit (or an enemy Town) ends the unit's
 * movement; the battle must then be fought before the phase ends [13.0]. */
static void
test_entering_enemy_ends_movement (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0);

  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, H (g, 0, 1), 1, VIK_UNIT_INFANTRY);
  vik_position_set_site (g, H (g, 0, -1), 1, VIK_SITE_TOWN, FALSE);
  ok (g, land (VIK_UNIT_INFANTRY, a, H (g, 0, 1)));
  refused (g, land (VIK_UNIT_INFANTRY, H (g, 0, 1), H (g, 1, 1)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  ok (g, land (VIK_UNIT_INFANTRY, a, H (g, 0, -1)));
  refused (g, land (VIK_UNIT_INFANTRY, H (g, 0, -1), H (g, 0, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  refused (g, simple (VIK_ACTION_END), VIK_RULE_ERROR_ILLEGAL, "(13.0)");
}

/* ---------------------------------------------------------------- [10.12] */

static void
test_infantry_stops_in_forest (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0), f = H (g, 0, -1), m = H (g, 2, -1);
  GError *error = NULL;
  VikAction next = land (VIK_UNIT_INFANTRY, f, H (g, 0, -2));

  vik_position_set_hex (g, f, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_hex (g, m, VIK_TERRAIN_MOUNTAIN, TRUE);
  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, H (g, 2, 0), 0, VIK_UNIT_ARTILLERY);

  ok (g, land (VIK_UNIT_INFANTRY, a, f));
  refused (g, next, VIK_RULE_ERROR_ILLEGAL, "(10.12)");
  g_assert_false (vik_game_check_action (g, &next, &error));
  g_assert_nonnull (strstr (error->message, "Forest"));
  g_clear_error (&error);

  ok (g, land (VIK_UNIT_ARTILLERY, H (g, 2, 0), m));
  refused (g, land (VIK_UNIT_ARTILLERY, m, H (g, 2, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.12)");
}

static void
test_continues_through_own_town (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0), f = H (g, 0, -1), e = H (g, 0, -3);

  vik_position_set_hex (g, f, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (g, f, 0, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  ok (g, land (VIK_UNIT_INFANTRY, a, f));
  ok (g, land (VIK_UNIT_INFANTRY, f, H (g, 0, -2)));
  g_assert_cmpint (units (g, H (g, 0, -2), VIK_UNIT_INFANTRY), ==, 1);

  /* An enemy's Town gives no such help. */
  vik_position_set_hex (g, e, VIK_TERRAIN_MOUNTAIN, TRUE);
  vik_position_set_site (g, e, 1, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (g, H (g, -1, -2), 0, VIK_UNIT_INFANTRY);
  ok (g, land (VIK_UNIT_INFANTRY, H (g, -1, -2), e));
  refused (g, land (VIK_UNIT_INFANTRY, e, H (g, 0, -4)), VIK_RULE_ERROR_ILLEGAL, "(10.");
}

static void
test_continues_where_own_unit_began (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int a = H (g, 0, 0), f = H (g, 0, -1), m = H (g, 2, -1);

  vik_position_set_hex (g, f, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_hex (g, m, VIK_TERRAIN_MOUNTAIN, TRUE);
  vik_position_add_unit (g, a, 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, f, 0, VIK_UNIT_ARTILLERY); /* began the turn there */
  vik_position_add_unit (g, H (g, 2, 0), 0, VIK_UNIT_ARTILLERY);
  vik_position_add_unit (g, H (g, 1, -1), 1, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (g, 0, VIK_PHASE_MOVEMENT, 2);

  ok (g, land (VIK_UNIT_INFANTRY, a, f));
  ok (g, land (VIK_UNIT_INFANTRY, f, H (g, 0, -2)));

  /* An enemy unit that began its turn nearby does not count; and a hex a
   * friendly unit only moved into during this turn does not either. */
  ok (g, land (VIK_UNIT_ARTILLERY, H (g, 2, 0), m));
  refused (g, land (VIK_UNIT_ARTILLERY, m, H (g, 2, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.12)");
}

static void
test_cavalry_ignores_slow_terrain (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);

  vik_position_set_hex (g, H (g, 0, -1), VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_hex (g, H (g, 0, -2), VIK_TERRAIN_MOUNTAIN, TRUE);
  vik_position_add_unit (g, H (g, 0, 0), 0, VIK_UNIT_CAVALRY);
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, 0), H (g, 0, -1)));
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, -1), H (g, 0, -2)));
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, -2), H (g, 0, -3)));
  g_assert_cmpint (units (g, H (g, 0, -3), VIK_UNIT_CAVALRY), ==, 1);
}

/* ---------------------------------------------------------------- [10.13], R7 */

static void
test_road_ferry_example (void)
{
  /* The book's example: City A to City B three hexes apart (here across
   * water: a ferry), then on to City C two hexes from B, one MP each. */
  g_autoptr (VikGame) g = board_of (5, VIK_TERRAIN_PLAINS);
  int A = H (g, -3, 0), B = H (g, 0, 0), C = H (g, 2, 0);

  vik_position_set_hex (g, H (g, -2, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (g, H (g, -1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (g, H (g, -2, 1), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (g, H (g, -1, 1), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (g, H (g, -2, -1), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (g, H (g, -1, -1), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_site (g, A, 0, VIK_SITE_CITY, TRUE);
  vik_position_set_site (g, B, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_site (g, C, 0, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (g, A, 0, VIK_UNIT_INFANTRY);

  ok (g, land (VIK_UNIT_INFANTRY, A, B));
  g_assert_cmpint (units (g, B, VIK_UNIT_INFANTRY), ==, 1);
  ok (g, land (VIK_UNIT_INFANTRY, B, C));
  g_assert_cmpint (units (g, C, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (units (g, A, VIK_UNIT_INFANTRY), ==, 0);
  /* Two MP spent: the Infantry is done. */
  refused (g, land (VIK_UNIT_INFANTRY, C, H (g, 3, 0)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
}

static void
test_road_only_between_own_towns (void)
{
  g_autoptr (VikGame) g = board_of (5, VIK_TERRAIN_PLAINS);
  int A = H (g, 0, 0);

  vik_position_set_site (g, A, 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (g, H (g, 2, 0), 1, VIK_SITE_TOWN, FALSE);  /* the enemy's */
  vik_position_set_site (g, H (g, 0, 4), 0, VIK_SITE_TOWN, FALSE);  /* four away */
  vik_position_add_unit (g, A, 0, VIK_UNIT_CAVALRY);
  refused (g, land (VIK_UNIT_CAVALRY, A, H (g, 2, 0)), VIK_RULE_ERROR_ILLEGAL, "(10.1, 10.13)");
  refused (g, land (VIK_UNIT_CAVALRY, A, H (g, 0, 4)), VIK_RULE_ERROR_ILLEGAL, "(10.1, 10.13)");
  refused (g, land (VIK_UNIT_CAVALRY, A, H (g, 0, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.1, 10.13)");
}

static void
test_road_blocked_by_enemy (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_PLAINS);
  int A = H (g, 0, 0), B = H (g, 2, 0);

  vik_position_set_site (g, A, 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (g, B, 0, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (g, A, 0, VIK_UNIT_INFANTRY);
  /* An enemy on the straight line leaves a three-hex path around it. */
  vik_position_add_unit (g, H (g, 1, 0), 1, VIK_UNIT_INFANTRY);
  legal (g, land (VIK_UNIT_INFANTRY, A, B));
  /* Enemies on every path of two or three hexes block the road. */
  vik_position_add_unit (g, H (g, 1, -1), 1, VIK_UNIT_CAVALRY);
  vik_position_add_unit (g, H (g, 0, 1), 1, VIK_UNIT_ARTILLERY);
  refused (g, land (VIK_UNIT_INFANTRY, A, B), VIK_RULE_ERROR_ILLEGAL, "(10.13)");
}

/* ---------------------------------------------------------------- [10.2] */

static void
test_entering_reveals_neighbours (void)
{
  g_autoptr (VikGame) g = vik_position_new (NULL, 4, 2, 11);
  int c = H (g, 0, 0);
  const VikTerrain tiles[] = {
    VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_GRASSLAND,
    VIK_TERRAIN_PLAINS, VIK_TERRAIN_FOREST, VIK_TERRAIN_WATER,
  };
  int first[] = { H (g, 0, -2), H (g, 1, -2), H (g, -1, -1) };
  int second[] = { H (g, 0, -3), H (g, 1, -3), H (g, -1, -2) };
  g_autoptr (GArray) acts = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikAction place = vik_action_make (VIK_ACTION_TILE);

  vik_position_set_hex (g, c, VIK_TERRAIN_PLAINS, TRUE);
  for (int d = 0; d < 6; d++)
    vik_position_set_hex (g, vik_game_get_board (g)->neighbors[c][d], VIK_TERRAIN_PLAINS, TRUE);
  vik_position_add_unit (g, c, 0, VIK_UNIT_CAVALRY);
  vik_game_stack_pile (g, tiles, G_N_ELEMENTS (tiles));

  /* Three alike tiles: placed at once, and the Cavalry moves on. */
  for (int i = 0; i < 3; i++)
    g_assert_false (vik_game_hex_revealed (g, first[i]));
  ok (g, land (VIK_UNIT_CAVALRY, c, H (g, 0, -1)));
  for (int i = 0; i < 3; i++)
    {
      g_assert_true (vik_game_hex_revealed (g, first[i]));
      g_assert_cmpint (vik_game_hex_terrain (g, first[i]), ==, VIK_TERRAIN_GRASSLAND);
    }
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_NONE);

  /* Three different tiles: the player arranges them before anything else. */
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, -1), H (g, 0, -2)));
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_ARRANGE);
  refused (g, land (VIK_UNIT_CAVALRY, H (g, 0, -2), H (g, 0, -3)), VIK_RULE_ERROR_NOT_NOW, "(7.0)");
  place.to = second[0];
  place.terrain = VIK_TERRAIN_PLAINS;
  ok (g, place);
  while (vik_game_get_decision (g) != VIK_DECISION_NONE)
    {
      g_array_set_size (acts, 0);
      vik_game_legal_actions (g, acts);
      g_assert_cmpuint (acts->len, >, 0);
      ok (g, g_array_index (acts, VikAction, 0));
    }
  for (int i = 0; i < 3; i++)
    g_assert_true (vik_game_hex_revealed (g, second[i]));
  /* Its last MP takes it onto the new Plains. */
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 0, -2), second[0]));
  g_assert_cmpint (units (g, second[0], VIK_UNIT_CAVALRY), ==, 1);
}

/* ---------------------------------------------------------------- [10.3] */

static void
test_frigate_five_mp (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_WATER);
  int path[] = { H (g, 0, 0), H (g, 0, -1), H (g, 0, -2), H (g, 0, -3), H (g, 1, -3), H (g, 1, -2) };
  int label;

  vik_position_set_hex (g, H (g, 1, -1), VIK_TERRAIN_PLAINS, TRUE);
  label = vik_position_add_unit (g, path[0], 0, VIK_UNIT_FRIGATE);
  g_assert_cmpint (label, ==, 1);
  refused (g, sail (label, path[0], H (g, 1, -1)), VIK_RULE_ERROR_ILLEGAL, "(10.3");
  refused (g, sail (label, path[0], H (g, 0, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.3)");
  for (int i = 0; i < 5; i++)
    ok (g, sail (label, path[i], path[i + 1]));
  g_assert_cmpint (vik_game_hex_units (g, path[5], 0, VIK_UNIT_FRIGATE), ==, 1);
  refused (g, sail (label, path[5], H (g, 2, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
}

/* A water board with an isthmus: a land row through the middle, with our Town
 * as the port at (0,0) between the northern and the southern sea. */
static VikGame *
isthmus (void)
{
  VikGame *g = board_of (4, VIK_TERRAIN_WATER);

  for (int q = -3; q <= 3; q++)
    vik_position_set_hex (g, H (g, q, 0), VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_site (g, H (g, 0, 0), 0, VIK_SITE_TOWN, TRUE);
  return g;
}

static void
test_port_transit (void)
{
  g_autoptr (VikGame) g = isthmus ();
  g_autoptr (GArray) acts = g_array_new (FALSE, FALSE, sizeof (VikAction));
  int port = H (g, 0, 0), north = H (g, 0, -1), south = H (g, 0, 1);
  int label = vik_position_add_unit (g, north, 0, VIK_UNIT_FRIGATE);

  vik_position_add_cargo (g, 0, label, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, H (g, 2, 0), 0, VIK_UNIT_INFANTRY);

  ok (g, sail (label, north, port));
  g_assert_cmpint (vik_game_hex_units (g, port, 0, VIK_UNIT_FRIGATE), ==, 1);
  /* In port a Frigate can only leave. */
  refused (g, land (VIK_UNIT_INFANTRY, H (g, 2, 0), H (g, 3, 0)), VIK_RULE_ERROR_ILLEGAL, "(10.32)");
  refused (g, disembark (VIK_UNIT_INFANTRY, label, H (g, 1, 0)), VIK_RULE_ERROR_ILLEGAL, "(10.32)");
  refused (g, embark (VIK_UNIT_INFANTRY, H (g, 1, 0), label), VIK_RULE_ERROR_ILLEGAL, "(10.32)");
  refused (g, simple (VIK_ACTION_STOP), VIK_RULE_ERROR_ILLEGAL, "(10.32)");
  vik_game_legal_actions (g, acts);
  g_assert_cmpuint (acts->len, >, 0);
  for (guint i = 0; i < acts->len; i++)
    {
      VikAction *a = &g_array_index (acts, VikAction, i);
      g_assert_cmpint (a->kind, ==, VIK_ACTION_MOVE);
      g_assert_cmpint (a->label, ==, label);
    }
  ok (g, sail (label, port, south));
  g_assert_cmpint (vik_game_hex_units (g, south, 0, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (units (g, south, VIK_UNIT_INFANTRY), ==, 1);
  legal (g, simple (VIK_ACTION_END));
}

static void
test_port_needs_mp_to_leave (void)
{
  g_autoptr (VikGame) g = isthmus ();
  int port = H (g, 0, 0), n1 = H (g, 0, -1), n2 = H (g, 0, -2);
  int label = vik_position_add_unit (g, n1, 0, VIK_UNIT_FRIGATE);

  ok (g, sail (label, n1, n2));
  ok (g, sail (label, n2, n1));
  ok (g, sail (label, n1, n2));
  ok (g, sail (label, n2, n1));
  refused (g, sail (label, n1, port), VIK_RULE_ERROR_ILLEGAL, "(10.32)");
}

static void
test_port_must_be_own_town (void)
{
  g_autoptr (VikGame) g = isthmus ();
  int n1 = H (g, 2, -1);
  int label = vik_position_add_unit (g, n1, 0, VIK_UNIT_FRIGATE);

  /* Plain land, and an enemy's Town, are no ports. */
  refused (g, sail (label, n1, H (g, 1, 0)), VIK_RULE_ERROR_ILLEGAL, "(10.3, 10.32)");
  vik_position_set_site (g, H (g, 2, 0), 1, VIK_SITE_TOWN, TRUE);
  refused (g, sail (label, n1, H (g, 2, 0)), VIK_RULE_ERROR_ILLEGAL, "(10.3, 10.32)");
}

static void
test_cannot_end_in_port (void)
{
  g_autoptr (VikGame) g = isthmus ();
  int port = H (g, 0, 0), north = H (g, 0, -1);
  int label = vik_position_add_unit (g, north, 0, VIK_UNIT_FRIGATE);

  ok (g, sail (label, north, port));
  refused (g, simple (VIK_ACTION_END), VIK_RULE_ERROR_ILLEGAL, "(10.32)");
  ok (g, sail (label, port, north));
  ok (g, simple (VIK_ACTION_END));
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_BUILD);
}

/* ---------------------------------------------------------------- [10.4] */

/* Plains with one sea hex at (0,-1) holding our Frigate F1. */
static VikGame *
harbour (int *label)
{
  VikGame *g = board_of (4, VIK_TERRAIN_PLAINS);

  vik_position_set_hex (g, H (g, 0, -1), VIK_TERRAIN_WATER, TRUE);
  *label = vik_position_add_unit (g, H (g, 0, -1), 0, VIK_UNIT_FRIGATE);
  return g;
}

static void
test_capacity (void)
{
  int label;
  g_autoptr (VikGame) g = harbour (&label);
  int shore = H (g, 0, 0), sea = H (g, 0, -1), beach = H (g, 1, -1);

  for (int i = 0; i < 4; i++)
    vik_position_add_unit (g, shore, 0, VIK_UNIT_INFANTRY);
  for (int i = 0; i < 3; i++)
    ok (g, embark (VIK_UNIT_INFANTRY, shore, label));
  g_assert_cmpint (units (g, sea, VIK_UNIT_INFANTRY), ==, 3);
  refused (g, embark (VIK_UNIT_INFANTRY, shore, label), VIK_RULE_ERROR_ILLEGAL, "(10.41)");
  /* Room aboard again, but three have been carried this turn. */
  ok (g, disembark (VIK_UNIT_INFANTRY, label, beach));
  refused (g, embark (VIK_UNIT_INFANTRY, shore, label), VIK_RULE_ERROR_ILLEGAL, "(10.41)");
}

static void
test_capacity_counts_cargo_at_turn_start (void)
{
  int label;
  g_autoptr (VikGame) g = harbour (&label);
  int shore = H (g, 0, 0), beach = H (g, 1, -1);

  vik_position_add_cargo (g, 0, label, VIK_UNIT_INFANTRY);
  vik_position_add_cargo (g, 0, label, VIK_UNIT_CAVALRY);
  vik_position_add_unit (g, shore, 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, shore, 0, VIK_UNIT_ARTILLERY);
  vik_position_begin_turn (g, 0, VIK_PHASE_MOVEMENT, 2);

  ok (g, disembark (VIK_UNIT_CAVALRY, label, beach));
  ok (g, embark (VIK_UNIT_INFANTRY, shore, label));
  refused (g, embark (VIK_UNIT_ARTILLERY, shore, label), VIK_RULE_ERROR_ILLEGAL, "(10.41)");
}

static void
test_embark_free (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_WATER);
  int shore = H (g, 0, 0), far = H (g, 1, -2);
  int path[] = { H (g, 0, -1), H (g, 0, -2), H (g, 0, -3), H (g, 0, -4), H (g, 1, -4), H (g, 1, -3) };
  int label;

  vik_position_set_hex (g, shore, VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_hex (g, far, VIK_TERRAIN_GRASSLAND, TRUE);
  label = vik_position_add_unit (g, path[0], 0, VIK_UNIT_FRIGATE);
  vik_position_add_unit (g, shore, 0, VIK_UNIT_INFANTRY);

  ok (g, embark (VIK_UNIT_INFANTRY, shore, label));
  g_assert_cmpint (units (g, shore, VIK_UNIT_INFANTRY), ==, 0);
  /* Taking the Infantry on board cost the Frigate nothing: five hexes still. */
  for (int i = 0; i < 5; i++)
    {
      ok (g, sail (label, path[i], path[i + 1]));
      g_assert_cmpint (units (g, path[i + 1], VIK_UNIT_INFANTRY), ==, 1);
    }
  refused (g, sail (label, path[5], H (g, 2, -3)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  /* Not from a hex that is not next to the Frigate. */
  vik_position_set_hex (g, H (g, -1, 0), VIK_TERRAIN_PLAINS, TRUE);
  vik_position_add_unit (g, H (g, -1, 0), 0, VIK_UNIT_INFANTRY);
  refused (g, embark (VIK_UNIT_INFANTRY, H (g, -1, 0), label), VIK_RULE_ERROR_ILLEGAL, "(10.42)");
  /* Its movement is over, but it may still land its cargo next to it [10.47]. */
  ok (g, disembark (VIK_UNIT_INFANTRY, label, far));
  g_assert_cmpint (units (g, far, VIK_UNIT_INFANTRY), ==, 1);
}

static void
test_no_move_before_or_after (void)
{
  int label;
  g_autoptr (VikGame) g = harbour (&label);
  int shore = H (g, 0, 0), west = H (g, -1, 0), beach = H (g, 1, -1);

  vik_position_add_unit (g, H (g, 1, 0), 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, west, 0, VIK_UNIT_CAVALRY);

  /* Before: a unit that has moved may not embark. */
  ok (g, land (VIK_UNIT_INFANTRY, H (g, 1, 0), shore));
  refused (g, embark (VIK_UNIT_INFANTRY, shore, label), VIK_RULE_ERROR_ILLEGAL, "(10.43)");
  /* After: a unit that was carried may not move on. */
  ok (g, embark (VIK_UNIT_CAVALRY, west, label));
  ok (g, disembark (VIK_UNIT_CAVALRY, label, beach));
  g_assert_cmpint (units (g, beach, VIK_UNIT_CAVALRY), ==, 1);
  refused (g, land (VIK_UNIT_CAVALRY, beach, H (g, 2, -1)), VIK_RULE_ERROR_ILLEGAL, "(10.43)");
  refused (g, embark (VIK_UNIT_CAVALRY, beach, label), VIK_RULE_ERROR_ILLEGAL, "(10.43)");
}

static void
test_cargo_stays_at_sea (void)
{
  int label;
  g_autoptr (VikGame) g = harbour (&label);
  int shore = H (g, 0, 0), sea = H (g, 0, -1), beach = H (g, 1, -1);

  vik_position_add_unit (g, shore, 0, VIK_UNIT_ARTILLERY);
  ok (g, embark (VIK_UNIT_ARTILLERY, shore, label));
  ok (g, simple (VIK_ACTION_END));
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_BUILD);
  g_assert_cmpint (units (g, sea, VIK_UNIT_ARTILLERY), ==, 1);
  g_assert_cmpint (units (g, shore, VIK_UNIT_ARTILLERY), ==, 0);

  /* Next turn it is still aboard and may land. */
  vik_position_begin_turn (g, 0, VIK_PHASE_MOVEMENT, 2);
  g_assert_cmpint (units (g, sea, VIK_UNIT_ARTILLERY), ==, 1);
  ok (g, disembark (VIK_UNIT_ARTILLERY, label, beach));
  g_assert_cmpint (units (g, beach, VIK_UNIT_ARTILLERY), ==, 1);
  g_assert_cmpint (units (g, sea, VIK_UNIT_ARTILLERY), ==, 0);
}

static void
test_single_disembark_hex (void)
{
  int label;
  g_autoptr (VikGame) g = harbour (&label);
  int shore = H (g, 0, 0), beach = H (g, 1, -1);

  vik_position_add_cargo (g, 0, label, VIK_UNIT_INFANTRY);
  vik_position_add_cargo (g, 0, label, VIK_UNIT_INFANTRY);
  vik_position_add_cargo (g, 0, label, VIK_UNIT_CAVALRY);
  ok (g, disembark (VIK_UNIT_INFANTRY, label, shore));
  refused (g, disembark (VIK_UNIT_INFANTRY, label, beach), VIK_RULE_ERROR_ILLEGAL, "(10.46)");
  ok (g, disembark (VIK_UNIT_INFANTRY, label, shore));
  ok (g, disembark (VIK_UNIT_CAVALRY, label, shore));
  g_assert_cmpint (units (g, shore, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_cmpint (units (g, shore, VIK_UNIT_CAVALRY), ==, 1);
  refused (g, disembark (VIK_UNIT_CAVALRY, label, shore), VIK_RULE_ERROR_ILLEGAL, "(10.4)");
}

static void
test_disembark_ends_frigate_movement (void)
{
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_WATER);
  int sea = H (g, 0, -1), shore = H (g, 0, 0);
  int label;

  vik_position_set_hex (g, shore, VIK_TERRAIN_PLAINS, TRUE);
  label = vik_position_add_unit (g, sea, 0, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (g, 0, label, VIK_UNIT_INFANTRY);
  ok (g, sail (label, sea, H (g, 0, -2)));
  ok (g, sail (label, H (g, 0, -2), sea));
  ok (g, disembark (VIK_UNIT_INFANTRY, label, shore));
  refused (g, sail (label, sea, H (g, 0, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.46)");
}

static void
test_ferry_after_moving (void)
{
  /* [10.47]: a Frigate whose movement is over may still carry units from one
   * hex next to it to another, as a ferry. */
  g_autoptr (VikGame) g = board_of (4, VIK_TERRAIN_WATER);
  int w = H (g, -1, 0), e = H (g, 1, -1), sea = H (g, 0, -1);
  int label;

  vik_position_set_hex (g, w, VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_hex (g, e, VIK_TERRAIN_FOREST, TRUE);
  label = vik_position_add_unit (g, sea, 0, VIK_UNIT_FRIGATE);
  vik_position_add_unit (g, w, 0, VIK_UNIT_INFANTRY);
  for (int i = 0; i < 4; i++)
    ok (g, sail (label, i % 2 ? H (g, 0, -2) : sea, i % 2 ? sea : H (g, 0, -2)));
  ok (g, simple (VIK_ACTION_STOP));
  refused (g, sail (label, sea, H (g, 0, -2)), VIK_RULE_ERROR_ILLEGAL, "(10.0)");
  ok (g, embark (VIK_UNIT_INFANTRY, w, label));
  ok (g, disembark (VIK_UNIT_INFANTRY, label, e));
  g_assert_cmpint (units (g, e, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (units (g, w, VIK_UNIT_INFANTRY), ==, 0);
}

/* [10.47]: a Frigate lands units straight into an enemy hex; a Frigate sailing
 * into an enemy Frigate's hex stops there for a naval battle. */
static void
test_landing_into_enemy (void)
{
  int label;
  g_autoptr (VikGame) g = harbour (&label);
  g_autoptr (VikGame) g2 = NULL;
  int shore = H (g, 0, 0), beach = H (g, 1, -1);

  vik_position_add_cargo (g, 0, label, VIK_UNIT_INFANTRY);
  vik_position_add_cargo (g, 0, label, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, shore, 1, VIK_UNIT_INFANTRY);
  vik_position_set_site (g, beach, 1, VIK_SITE_TOWN, TRUE);
  g2 = vik_game_copy (g);
  ok (g, disembark (VIK_UNIT_INFANTRY, label, shore));
  g_assert_cmpint (units (g, shore, VIK_UNIT_INFANTRY), ==, 1);
  refused (g, disembark (VIK_UNIT_INFANTRY, label, beach), VIK_RULE_ERROR_ILLEGAL, "(10.46)");
  refused (g, simple (VIK_ACTION_END), VIK_RULE_ERROR_ILLEGAL, "(13.0)");

  vik_position_set_hex (g2, H (g2, -1, -1), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (g2, H (g2, -1, -1), 1, VIK_UNIT_FRIGATE);
  ok (g2, sail (label, H (g2, 0, -1), H (g2, -1, -1)));
  refused (g2, sail (label, H (g2, -1, -1), H (g2, 0, -1)), VIK_RULE_ERROR_ILLEGAL, "(10.");
}

/* ---------------------------------------------------------------- legal actions */

static gboolean
contains (GArray *acts, const VikAction *a)
{
  for (guint i = 0; i < acts->len; i++)
    if (vik_action_equal (&g_array_index (acts, VikAction, i), a))
      return TRUE;
  return FALSE;
}

/* Every action the check accepts among all moves of the current player's
 * pieces is generated, once. */
static void
assert_complete (VikGame *g, GArray *acts)
{
  const VikBoard *board = vik_game_get_board (g);
  int player = vik_game_get_current_player (g);

  for (guint i = 0; i < acts->len; i++)
    for (guint j = i + 1; j < acts->len; j++)
      g_assert_false (vik_action_equal (&g_array_index (acts, VikAction, i),
                                        &g_array_index (acts, VikAction, j)));
  for (int from = 0; from < board->n_hexes; from++)
    for (int t = 0; t < VIK_N_LAND_TYPES; t++)
      {
        if (vik_game_hex_units (g, from, player, t) == 0)
          continue;
        for (int to = 0; to < board->n_hexes; to++)
          {
            VikAction a = land (t, from, to);
            if (vik_game_check_action (g, &a, NULL))
              g_assert_true (contains (acts, &a));
          }
        for (int label = 1; label <= 4; label++)
          {
            VikAction a = embark (t, from, label);
            if (vik_game_check_action (g, &a, NULL))
              g_assert_true (contains (acts, &a));
          }
      }
  for (int label = 1; label <= 4; label++)
    for (int to = 0; to < board->n_hexes; to++)
      {
        VikAction a = disembark (VIK_UNIT_INFANTRY, label, to);
        if (vik_game_check_action (g, &a, NULL))
          g_assert_true (contains (acts, &a));
        for (int from = 0; from < board->n_hexes; from++)
          if (vik_game_hex_units (g, from, player, VIK_UNIT_FRIGATE) > 0)
            {
              VikAction s = sail (label, from, to);
              if (vik_game_check_action (g, &s, NULL))
                g_assert_true (contains (acts, &s));
            }
      }
}

static void
mixed_position (VikGame *g)
{
  const VikBoard *board = vik_game_get_board (g);
  int n = board->n_hexes;
  int placed = 0;

  for (int h = 0; h < n; h++)
    if (!vik_board_is_perimeter (board, h))
      vik_position_set_hex (g, h, (VikTerrain) ((h * 7 + 3) % VIK_N_TERRAINS), TRUE);
  for (int h = 0; h < n; h++)
    {
      int player = (h / 5) % 2;
      if (vik_game_hex_terrain (g, h) == VIK_TERRAIN_WATER)
        {
          if (h % 9 == 0)
            {
              int label = vik_position_add_unit (g, h, player, VIK_UNIT_FRIGATE);
              if (h % 2 == 0)
                vik_position_add_cargo (g, player, label, VIK_UNIT_INFANTRY);
            }
          continue;
        }
      if (h % 4 == 0)
        {
          gboolean clear = TRUE;
          for (int d = 0; d < 6; d++)
            {
              int nb = board->neighbors[h][d];
              if (nb != VIK_NO_HEX && vik_game_hex_site (g, nb) != VIK_SITE_NONE)
                clear = FALSE;
            }
          if (clear)
            vik_position_set_site (g, h, player, h % 8 ? VIK_SITE_TOWN : VIK_SITE_CITY, FALSE);
        }
      if (vik_game_hex_site (g, h) != VIK_SITE_NONE && vik_game_hex_site_owner (g, h) != player)
        continue;
      if (h % 3 != 0 && vik_game_hex_site (g, h) == VIK_SITE_NONE)
        continue;
      vik_position_add_unit (g, h, player, (VikUnitType) (placed++ % VIK_N_LAND_TYPES));
      if (h % 2)
        vik_position_add_unit (g, h, player, VIK_UNIT_INFANTRY);
    }
}

static void
test_legal_matches_check (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (VikGame) g = vik_position_new (NULL, 4 + (int) (seed % 3), 2, seed);
      g_autoptr (GArray) acts = g_array_new (FALSE, FALSE, sizeof (VikAction));
      GRand *rand = g_rand_new_with_seed ((guint32) seed);
      int turns = 0, steps = 0;

      mixed_position (g);
      vik_position_begin_turn (g, 0, VIK_PHASE_MOVEMENT, 1);
      while (turns < 4)
        {
          VikAction pick;

          g_assert_cmpint (++steps, <, 2000);
          if (vik_game_get_phase (g) != VIK_PHASE_MOVEMENT)
            {
              turns++;
              vik_position_begin_turn (g, turns % 2, VIK_PHASE_MOVEMENT, 1 + turns);
              continue;
            }
          g_array_set_size (acts, 0);
          vik_game_legal_actions (g, acts);
          g_assert_cmpuint (acts->len, >, 0);
          for (guint i = 0; i < acts->len; i++)
            {
              g_autoptr (VikGame) copy = vik_game_copy (g);
              ok (copy, g_array_index (acts, VikAction, i));
            }
          if (vik_game_get_decision (g) == VIK_DECISION_NONE)
            assert_complete (g, acts);
          /* Prefer moving to ending, so games go somewhere. */
          pick = g_array_index (acts, VikAction, g_rand_int_range (rand, 0, acts->len));
          if (pick.kind == VIK_ACTION_END && acts->len > 1 && g_rand_int_range (rand, 0, 8) != 0)
            continue;
          ok (g, pick);
        }
      g_rand_free (rand);
    }
}

static void
test_legal_speed (void)
{
  /* Not a benchmark, a guard: enumeration must not allocate per candidate or
   * scan the board per unit.  Prints the rate in verbose mode. */
  g_autoptr (VikGame) g = vik_position_new (NULL, 6, 4, 3);
  g_autoptr (GArray) acts = g_array_sized_new (FALSE, FALSE, sizeof (VikAction), 256);
  gint64 start;
  int n = 20000;
  double rate;

  mixed_position (g);
  vik_position_begin_turn (g, 0, VIK_PHASE_MOVEMENT, 1);
  start = g_get_monotonic_time ();
  for (int i = 0; i < n; i++)
    {
      g_array_set_size (acts, 0);
      vik_game_legal_actions (g, acts);
    }
  rate = n / ((g_get_monotonic_time () - start + 1) / 1e6);
  g_test_message ("%u legal actions, %.0f enumerations per second", acts->len, rate);
  g_assert_cmpuint (acts->len, >, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/10.0/one-unit-at-a-time", test_one_unit_at_a_time);
  g_test_add_func ("/rules/10.0/stop-finishes-the-unit", test_stop);
  g_test_add_func ("/rules/10.0/only-in-movement-phase", test_only_in_movement_phase);
  g_test_add_func ("/rules/10.0/entering-enemy-ends-movement", test_entering_enemy_ends_movement);
  g_test_add_func ("/rules/10.1/no-water-for-land-units", test_no_water_for_land_units);
  g_test_add_func ("/rules/10.11/cavalry-moves-three", test_cavalry_moves_three);
  g_test_add_func ("/rules/10.12/infantry-stops-in-forest", test_infantry_stops_in_forest);
  g_test_add_func ("/rules/10.12/continues-through-own-town", test_continues_through_own_town);
  g_test_add_func ("/rules/10.12/continues-where-own-unit-began", test_continues_where_own_unit_began);
  g_test_add_func ("/rules/10.12/cavalry-ignores-slow-terrain", test_cavalry_ignores_slow_terrain);
  g_test_add_func ("/rules/10.13/road-ferry-example", test_road_ferry_example);
  g_test_add_func ("/rules/10.13/only-between-own-towns", test_road_only_between_own_towns);
  g_test_add_func ("/rules/10.13/blocked-by-enemy", test_road_blocked_by_enemy);
  g_test_add_func ("/rules/10.2/entering-reveals-neighbours", test_entering_reveals_neighbours);
  g_test_add_func ("/rules/10.31/frigate-five-mp", test_frigate_five_mp);
  g_test_add_func ("/rules/10.32/port-transit", test_port_transit);
  g_test_add_func ("/rules/10.32/needs-mp-to-leave", test_port_needs_mp_to_leave);
  g_test_add_func ("/rules/10.32/only-own-towns-are-ports", test_port_must_be_own_town);
  g_test_add_func ("/rules/10.32/cannot-end-in-port", test_cannot_end_in_port);
  g_test_add_func ("/rules/10.41/capacity", test_capacity);
  g_test_add_func ("/rules/10.41/cargo-at-turn-start-counts", test_capacity_counts_cargo_at_turn_start);
  g_test_add_func ("/rules/10.42/embark-free", test_embark_free);
  g_test_add_func ("/rules/10.43/no-move-before-or-after", test_no_move_before_or_after);
  g_test_add_func ("/rules/10.45/cargo-stays-at-sea", test_cargo_stays_at_sea);
  g_test_add_func ("/rules/10.46/single-disembark-hex", test_single_disembark_hex);
  g_test_add_func ("/rules/10.46/ends-frigate-movement", test_disembark_ends_frigate_movement);
  g_test_add_func ("/rules/10.47/ferry-after-moving", test_ferry_after_moving);
  g_test_add_func ("/rules/10.47/landing-into-enemy", test_landing_into_enemy);
  g_test_add_func ("/rules/10.0/legal-actions-match-check", test_legal_matches_check);
  g_test_add_func ("/rules/10.0/legal-actions-speed", test_legal_speed);

  return g_test_run ();
}
