/* test-rules-reserve.c: redeployment [13.5] and Reserve placement [14.0]-[14.5]. */
#include "vik-game.h"
#include "vik-position.h"
#include "vik-test.h"

#include <string.h>

/* ---------------------------------------------------------------- helpers */

/* A 2-player board (radius 4) of revealed Plains; player 0 has his Capital, a
 * Plains Town, at (0,-3), player 1 at (0,3).  Tests add what they need and
 * then call reserve_phase(). */
static VikGame *
new_game (void)
{
  VikGame *game = vik_position_new (NULL, 4, 2, 7);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, H (game, 0, -3), 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, H (game, 0, 3), 1, VIK_SITE_TOWN, TRUE);
  return game;
}

static void
reserve_phase (VikGame *game)
{
  vik_position_begin_turn (game, 0, VIK_PHASE_RESERVE, 1);
}

static VikAction
place (VikUnitType type, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_PLACE);

  a.unit = type;
  a.to = to;
  return a;
}

static VikAction
place_frigate (int from, int to)
{
  VikAction a = place (VIK_UNIT_FRIGATE, to);

  a.from = from;
  return a;
}

static VikAction
disband (VikUnitType type, int from)
{
  VikAction a = vik_action_make (VIK_ACTION_DISBAND);

  a.unit = type;
  a.from = from;
  return a;
}

static VikAction
disband_frigate (int label)
{
  VikAction a = vik_action_make (VIK_ACTION_DISBAND);

  a.unit = VIK_UNIT_FRIGATE;
  a.label = label;
  return a;
}

static gboolean
any_legal_of_kind (const VikGame *game, VikActionKind kind)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == kind)
      return TRUE;
  return FALSE;
}

/* The action is listed as legal, and applies. */
static void
assert_ok (VikGame *game, VikAction a)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (is_legal (game, &a));
  g_assert_true (vik_game_apply (game, &a, &error));
  g_assert_no_error (error);
}

/* The action is refused with the code and a message citing the case, is not
 * listed as legal, and applying it changes nothing. */
static void
assert_refused (VikGame *game, VikAction a, int code, const char *rule_case)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) before = vik_game_copy (game);

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, code);
  if (strstr (error->message, rule_case) == NULL)
    g_error ("\"%s\" does not cite %s", error->message, rule_case);
  g_assert_false (is_legal (game, &a));
  g_clear_error (&error);
  g_assert_false (vik_game_apply (game, &a, &error));
  g_assert_true (vik_game_equal (game, before));
}

static void
assert_invariants (const VikGame *game)
{
  g_autoptr (GError) error = NULL;

  if (!vik_game_check_invariants (game, &error))
    g_error ("invariant broken: %s", error->message);
}

static int
count_events (const VikGame *game, VikEventKind kind)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);
  int count = 0;

  for (guint i = 0; i < n; i++)
    count += events[i].kind == kind;
  return count;
}

/* ---------------------------------------------------------------- [13.5] */

static void
test_redeploy_before_placing (void)
{
  g_autoptr (VikGame) game = new_game ();
  int city = H (game, 0, 0), forest = H (game, -2, 1), water = H (game, -2, 2), field = H (game, 1, 0);
  int label;

  /* Capital Town (1 I) + Plains City (3 I) + Forest City (1 I, 1 F): 5 I, 1 F. */
  vik_position_set_site (game, city, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, forest, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (game, forest, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, water, VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, field, 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, field, 0, VIK_UNIT_INFANTRY);
  label = vik_position_add_unit (game, water, 0, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (game, 0, label, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 2);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);
  reserve_phase (game);
  assert_invariants (game);

  /* Nothing of his at the Capital to return. */
  assert_refused (game, disband (VIK_UNIT_INFANTRY, H (game, 0, -3)), VIK_RULE_ERROR_ILLEGAL, "(13.5)");
  assert_refused (game, disband_frigate (label + 1), VIK_RULE_ERROR_ILLEGAL, "(13.5)");

  /* The Frigate goes back with its cargo. */
  assert_ok (game, disband_frigate (label));
  g_assert_cmpint (count_events (game, VIK_EVENT_UNIT_DISBANDED), ==, 2);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 3);
  g_assert_cmpint (vik_game_map_units (game, 0, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (vik_game_hex_units (game, water, 0, VIK_UNIT_INFANTRY), ==, 0);
  assert_invariants (game);

  assert_ok (game, disband (VIK_UNIT_INFANTRY, field));
  g_assert_cmpint (vik_game_hex_units (game, field, 0, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 4);
  assert_invariants (game);

  /* After the first placement, redeployment is over. */
  assert_ok (game, place (VIK_UNIT_INFANTRY, city));
  g_assert_cmpint (count_events (game, VIK_EVENT_UNIT_PLACED), ==, 1);
  assert_refused (game, disband (VIK_UNIT_INFANTRY, field), VIK_RULE_ERROR_ILLEGAL, "(13.5)");
  g_assert_false (any_legal_of_kind (game, VIK_ACTION_DISBAND));
  assert_ok (game, place_frigate (forest, water));
  assert_invariants (game);

  /* Not outside the Reserve phase either. */
  vik_position_begin_turn (game, 0, VIK_PHASE_MOVEMENT, 2);
  assert_refused (game, disband (VIK_UNIT_INFANTRY, field), VIK_RULE_ERROR_NOT_NOW, "(13.5)");
}

/* ---------------------------------------------------------------- [14.0] */

static void
test_units_may_stay (void)
{
  g_autoptr (VikGame) game = new_game ();
  int capital = H (game, 0, -3);
  VikAction end = vik_action_make (VIK_ACTION_END);

  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);

  /* Placing only in the Reserve phase. */
  assert_refused (game, place (VIK_UNIT_INFANTRY, capital), VIK_RULE_ERROR_NOT_NOW, "(14.0)");

  reserve_phase (game);
  g_assert_true (is_legal (game, &end));
  g_assert_true (is_legal (game, &(VikAction) { .kind = VIK_ACTION_PLACE, .unit = VIK_UNIT_INFANTRY,
                                                .from = VIK_NO_HEX, .to = capital }));
  assert_refused (game, place (VIK_UNIT_CAVALRY, capital), VIK_RULE_ERROR_ILLEGAL, "(14.0)");

  assert_ok (game, end);
  g_assert_cmpint (vik_game_get_current_player (game), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_map_units (game, 0, VIK_UNIT_INFANTRY), ==, 0);
  assert_invariants (game);
}

/* ---------------------------------------------------------------- [14.11] */

static void
test_town_takes_one_infantry (void)
{
  g_autoptr (VikGame) game = new_game ();
  int town = H (game, 0, 0), elsewhere = H (game, 1, 1), enemy_town = H (game, 2, 1);

  vik_position_set_site (game, town, 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, enemy_town, 1, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 3);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_INFANTRY, elsewhere), VIK_RULE_ERROR_ILLEGAL, "(14.1)");
  assert_refused (game, place (VIK_UNIT_INFANTRY, enemy_town), VIK_RULE_ERROR_ILLEGAL, "(14.1)");
  assert_ok (game, place (VIK_UNIT_INFANTRY, town));
  g_assert_cmpint (vik_game_hex_units (game, town, 0, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 2);
  assert_refused (game, place (VIK_UNIT_INFANTRY, town), VIK_RULE_ERROR_ILLEGAL, "(14.11)");

  /* The limit is per phase: next turn the Town takes one again. */
  vik_position_begin_turn (game, 0, VIK_PHASE_RESERVE, 2);
  assert_ok (game, place (VIK_UNIT_INFANTRY, town));
  g_assert_cmpint (vik_game_hex_units (game, town, 0, VIK_UNIT_INFANTRY), ==, 2);
}

static void
test_plains_city_three_infantry (void)
{
  g_autoptr (VikGame) game = new_game ();
  int city = H (game, 0, 0);

  vik_position_set_site (game, city, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 4);
  vik_position_set_reserve (game, 0, VIK_UNIT_CAVALRY, 1);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_CAVALRY, city), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  for (int i = 0; i < 3; i++)
    assert_ok (game, place (VIK_UNIT_INFANTRY, city));
  g_assert_cmpint (vik_game_hex_units (game, city, 0, VIK_UNIT_INFANTRY), ==, 3);
  assert_refused (game, place (VIK_UNIT_INFANTRY, city), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
}

static void
test_grassland_city (void)
{
  g_autoptr (VikGame) game = new_game ();
  int city = H (game, 0, 0);

  vik_position_set_hex (game, city, VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, city, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 2);
  vik_position_set_reserve (game, 0, VIK_UNIT_CAVALRY, 2);
  vik_position_set_reserve (game, 0, VIK_UNIT_ARTILLERY, 1);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_ARTILLERY, city), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_ok (game, place (VIK_UNIT_CAVALRY, city));
  assert_refused (game, place (VIK_UNIT_CAVALRY, city), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_ok (game, place (VIK_UNIT_INFANTRY, city));
  assert_refused (game, place (VIK_UNIT_INFANTRY, city), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  g_assert_cmpint (vik_game_hex_units (game, city, 0, VIK_UNIT_CAVALRY), ==, 1);
  g_assert_cmpint (vik_game_hex_units (game, city, 0, VIK_UNIT_INFANTRY), ==, 1);
}

static void
test_mountain_city (void)
{
  g_autoptr (VikGame) game = new_game ();
  int city = H (game, 0, 0);

  vik_position_set_hex (game, city, VIK_TERRAIN_MOUNTAIN, TRUE);
  vik_position_set_site (game, city, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  vik_position_set_reserve (game, 0, VIK_UNIT_CAVALRY, 1);
  vik_position_set_reserve (game, 0, VIK_UNIT_ARTILLERY, 2);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_CAVALRY, city), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_ok (game, place (VIK_UNIT_ARTILLERY, city));
  assert_refused (game, place (VIK_UNIT_ARTILLERY, city), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_ok (game, place (VIK_UNIT_INFANTRY, city));
  g_assert_cmpint (vik_game_hex_units (game, city, 0, VIK_UNIT_ARTILLERY), ==, 1);
}

static void
test_lost_capital (void)
{
  g_autoptr (VikGame) game = new_game ();
  int capital = H (game, 0, -3), plains = H (game, 0, 0), grass = H (game, 2, -1);
  int forest = H (game, -2, 1), water = H (game, -2, 2);

  /* Player 1 holds player 0's Capital. */
  vik_position_set_site (game, capital, 1, VIK_SITE_TOWN, FALSE);
  g_assert_cmpint (vik_game_hex_capital_of (game, capital), ==, 0);
  vik_position_set_site (game, plains, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, grass, VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, grass, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, forest, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (game, forest, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, water, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 3);
  vik_position_set_reserve (game, 0, VIK_UNIT_CAVALRY, 1);
  vik_position_set_reserve (game, 0, VIK_UNIT_FRIGATE, 1);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_INFANTRY, capital), VIK_RULE_ERROR_ILLEGAL, "(14.1)");
  assert_refused (game, place (VIK_UNIT_CAVALRY, grass), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_refused (game, place_frigate (forest, water), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_ok (game, place (VIK_UNIT_INFANTRY, plains));
  assert_refused (game, place (VIK_UNIT_INFANTRY, plains), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_ok (game, place (VIK_UNIT_INFANTRY, grass));
  assert_ok (game, place (VIK_UNIT_INFANTRY, forest));
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_CAVALRY), ==, 1);
  g_assert_false (any_legal_of_kind (game, VIK_ACTION_PLACE));
}

/* ---------------------------------------------------------------- [14.12] */

static void
test_cavalry_not_in_grassland_town (void)
{
  g_autoptr (VikGame) game = new_game ();
  int capital = H (game, 0, -3), town = H (game, 0, 0), city = H (game, 2, -1);

  vik_position_set_hex (game, capital, VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_hex (game, town, VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, town, 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_hex (game, city, VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, city, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_CAVALRY, 3);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_CAVALRY, town), VIK_RULE_ERROR_ILLEGAL, "(14.12)");
  /* Any Grassland City, and the Capital even though it is a Town. */
  assert_ok (game, place (VIK_UNIT_CAVALRY, city));
  assert_ok (game, place (VIK_UNIT_CAVALRY, capital));
  g_assert_cmpint (vik_game_hex_units (game, capital, 0, VIK_UNIT_CAVALRY), ==, 1);
  assert_refused (game, place (VIK_UNIT_CAVALRY, town), VIK_RULE_ERROR_ILLEGAL, "(14.12)");
}

/* ---------------------------------------------------------------- [14.2] */

static void
test_adjacent_enemy_blocks (void)
{
  g_autoptr (VikGame) game = new_game ();
  int town = H (game, 0, 0), port = H (game, -2, 1), free_town = H (game, 2, 1);
  int water = H (game, -2, 2);

  vik_position_set_site (game, town, 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, port, 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, free_town, 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_hex (game, water, VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, 1, 0), 1, VIK_UNIT_INFANTRY); /* next to town, 2 from free_town */
  vik_position_add_unit (game, water, 1, VIK_UNIT_FRIGATE);           /* blockades port */
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 3);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_INFANTRY, town), VIK_RULE_ERROR_ILLEGAL, "(14.2)");
  assert_refused (game, place (VIK_UNIT_INFANTRY, port), VIK_RULE_ERROR_ILLEGAL, "(14.2)");
  assert_ok (game, place (VIK_UNIT_INFANTRY, free_town));
  assert_ok (game, place (VIK_UNIT_INFANTRY, H (game, 0, -3)));
}

/* ---------------------------------------------------------------- [14.3] */

static void
test_frigate_adjacent_water (void)
{
  g_autoptr (VikGame) game = new_game ();
  int forest = H (game, 0, 0), w1 = H (game, 0, 1), w2 = H (game, 1, 0), far = H (game, -2, 0);
  int hidden = H (game, 0, 2), plains_city = H (game, 3, -1), sea = H (game, 4, -2);
  guint n;
  const VikEvent *events;

  vik_position_set_hex (game, forest, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (game, forest, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, w1, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, w2, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, far, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, hidden, VIK_TERRAIN_WATER, FALSE);
  vik_position_set_site (game, plains_city, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_FRIGATE, 2);
  vik_game_stack_pile (game, &(VikTerrain) { VIK_TERRAIN_MOUNTAIN }, 1);
  reserve_phase (game);

  assert_refused (game, place_frigate (forest, far), VIK_RULE_ERROR_ILLEGAL, "(14.3)");
  assert_refused (game, place_frigate (forest, H (game, 1, 1)), VIK_RULE_ERROR_ILLEGAL, "(14.3)");
  assert_refused (game, place_frigate (plains_city, sea), VIK_RULE_ERROR_ILLEGAL, "(14.3)");
  assert_refused (game, place_frigate (VIK_NO_HEX, w1), VIK_RULE_ERROR_ILLEGAL, "(14.3)");
  g_assert_true (is_legal (game, &(VikAction) { .kind = VIK_ACTION_PLACE, .unit = VIK_UNIT_FRIGATE,
                                                .from = forest, .to = w2 }));

  assert_ok (game, place_frigate (forest, w1));
  g_assert_cmpint (vik_game_hex_units (game, w1, 0, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_hex_units (game, forest, 0, VIK_UNIT_FRIGATE), ==, 0);
  /* Placing a Frigate reveals around it [7.0]. */
  g_assert_true (vik_game_hex_revealed (game, hidden));
  g_assert_cmpint (vik_game_hex_terrain (game, hidden), ==, VIK_TERRAIN_MOUNTAIN);
  events = vik_game_get_events (game, &n);
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpint (events[0].kind, ==, VIK_EVENT_UNIT_PLACED);
  g_assert_cmpint (events[0].hex, ==, w1);
  g_assert_cmpint (events[0].hex2, ==, forest);
  /* One Frigate per Forest City and phase. */
  assert_refused (game, place_frigate (forest, w2), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
}

static void
test_frigate_nearest_water (void)
{
  g_autoptr (VikGame) game = new_game ();
  int forest = H (game, 0, 0), east = H (game, 2, -1), west = H (game, -2, 1), far = H (game, -3, 0);

  /* A landlocked Forest City: the nearest water is two hexes away, twice. */
  vik_position_set_hex (game, forest, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (game, forest, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, east, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, west, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, far, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_reserve (game, 0, VIK_UNIT_FRIGATE, 1);
  reserve_phase (game);

  g_assert_true (is_legal (game, &(VikAction) { .kind = VIK_ACTION_PLACE, .unit = VIK_UNIT_FRIGATE,
                                                .from = forest, .to = west }));
  assert_refused (game, place_frigate (forest, far), VIK_RULE_ERROR_ILLEGAL, "(14.3)");
  assert_refused (game, place_frigate (forest, H (game, 4, -2)), VIK_RULE_ERROR_ILLEGAL, "(14.3)");
  assert_ok (game, place_frigate (forest, east));
  g_assert_cmpint (vik_game_hex_units (game, east, 0, VIK_UNIT_FRIGATE), ==, 1);
}

/* ---------------------------------------------------------------- [14.4] */

static void
test_capital_unlimited (void)
{
  g_autoptr (VikGame) game = new_game ();
  int capital = H (game, 0, -3), town = H (game, 0, 0);

  vik_position_set_site (game, town, 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 4);
  vik_position_set_reserve (game, 0, VIK_UNIT_CAVALRY, 2);
  vik_position_set_reserve (game, 0, VIK_UNIT_ARTILLERY, 2);
  reserve_phase (game);

  assert_ok (game, place (VIK_UNIT_INFANTRY, town));
  assert_refused (game, place (VIK_UNIT_INFANTRY, town), VIK_RULE_ERROR_ILLEGAL, "(14.11)");
  assert_refused (game, place (VIK_UNIT_ARTILLERY, town), VIK_RULE_ERROR_ILLEGAL, "(14.12)");
  for (int i = 0; i < 3; i++)
    assert_ok (game, place (VIK_UNIT_INFANTRY, capital));
  for (int i = 0; i < 2; i++)
    {
      assert_ok (game, place (VIK_UNIT_CAVALRY, capital));
      assert_ok (game, place (VIK_UNIT_ARTILLERY, capital));
    }
  g_assert_cmpint (vik_game_hex_units (game, capital, 0, VIK_UNIT_INFANTRY), ==, 3);
  g_assert_cmpint (vik_game_hex_units (game, capital, 0, VIK_UNIT_CAVALRY), ==, 2);
  g_assert_cmpint (vik_game_hex_units (game, capital, 0, VIK_UNIT_ARTILLERY), ==, 2);
  g_assert_false (any_legal_of_kind (game, VIK_ACTION_PLACE));
}

/* [14.4]: units "may always be placed" in the Capital: enemy units next to it do
 * not besiege it (the tips page: "Excepting the capital..."), while they do
 * besiege a Town next to it.  A captured Capital is no Capital for its taker. */
static void
test_capital_never_besieged (void)
{
  g_autoptr (VikGame) game = new_game ();
  int capital = H (game, 0, -3), town = H (game, -1, -1), north = H (game, 0, -4);

  vik_position_set_site (game, town, 0, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (game, H (game, 0, -2), 1, VIK_UNIT_INFANTRY); /* next to both */
  vik_position_add_unit (game, north, 1, VIK_UNIT_FRIGATE);            /* blockades the Capital's sea */
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 2);
  vik_position_set_reserve (game, 0, VIK_UNIT_CAVALRY, 1);
  vik_position_set_reserve (game, 0, VIK_UNIT_FRIGATE, 1);
  reserve_phase (game);

  assert_refused (game, place (VIK_UNIT_INFANTRY, town), VIK_RULE_ERROR_ILLEGAL, "(14.2)");
  assert_ok (game, place (VIK_UNIT_INFANTRY, capital));
  assert_ok (game, place (VIK_UNIT_CAVALRY, capital));
  assert_ok (game, place_frigate (capital, H (game, 1, -4)));
  g_assert_cmpint (vik_game_hex_units (game, capital, 0, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_hex_units (game, capital, 0, VIK_UNIT_CAVALRY), ==, 1);

  /* Player 1 holding player 0's Capital: an ordinary Town for him [15.0], so
   * besieged by player 0's units next to it. */
  vik_position_set_site (game, capital, 1, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);
  vik_position_add_unit (game, H (game, -1, -2), 0, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, 1, VIK_PHASE_RESERVE, 1);
  assert_refused (game, place (VIK_UNIT_INFANTRY, capital), VIK_RULE_ERROR_ILLEGAL, "(14.2)");
}

static void
test_frigate_next_to_capital (void)
{
  g_autoptr (VikGame) game = new_game ();
  int capital = H (game, 0, -3), north = H (game, 0, -4), ne = H (game, 1, -4);

  vik_position_set_reserve (game, 0, VIK_UNIT_FRIGATE, 3);
  reserve_phase (game);

  assert_refused (game, place_frigate (capital, H (game, 2, -4)), VIK_RULE_ERROR_ILLEGAL, "(14.4)");
  assert_refused (game, place_frigate (capital, H (game, 0, -2)), VIK_RULE_ERROR_ILLEGAL, "(14.3)");
  assert_ok (game, place_frigate (capital, north));
  assert_ok (game, place_frigate (capital, north));
  assert_ok (game, place_frigate (capital, ne));
  g_assert_cmpint (vik_game_hex_units (game, north, 0, VIK_UNIT_FRIGATE), ==, 2);
  g_assert_cmpint (vik_game_hex_units (game, ne, 0, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_FRIGATE), ==, 0);
}

/* ---------------------------------------------------------------- [14.5] */

/* Placing next to an enemy Frigate is allowed; the battle itself (fought when the
 * phase ends) is tested in test-rules-combat.c. */
static void
test_naval_battle_placement_allowed (void)
{
  g_autoptr (VikGame) game = new_game ();
  int forest = H (game, 0, 0), east = H (game, 2, -1), west = H (game, -2, 1);

  vik_position_set_hex (game, forest, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (game, forest, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, east, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, west, VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, east, 1, VIK_UNIT_FRIGATE);
  vik_position_set_reserve (game, 0, VIK_UNIT_FRIGATE, 1);
  reserve_phase (game);

  assert_ok (game, place_frigate (forest, east));
  g_assert_cmpint (vik_game_hex_units (game, east, 0, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_hex_units (game, east, 1, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/13.5/redeploy-before-placing", test_redeploy_before_placing);
  g_test_add_func ("/rules/14.0/units-may-stay", test_units_may_stay);
  g_test_add_func ("/rules/14.11/town-takes-one-infantry", test_town_takes_one_infantry);
  g_test_add_func ("/rules/14.11/plains-city-three-infantry", test_plains_city_three_infantry);
  g_test_add_func ("/rules/14.11/grassland-city-infantry-and-cavalry", test_grassland_city);
  g_test_add_func ("/rules/14.11/mountain-city-artillery", test_mountain_city);
  g_test_add_func ("/rules/14.11/lost-capital-cities-as-towns", test_lost_capital);
  g_test_add_func ("/rules/14.12/cavalry-not-in-grassland-town", test_cavalry_not_in_grassland_town);
  g_test_add_func ("/rules/14.2/adjacent-enemy-blocks", test_adjacent_enemy_blocks);
  g_test_add_func ("/rules/14.3/frigate-adjacent-water", test_frigate_adjacent_water);
  g_test_add_func ("/rules/14.3/frigate-nearest-water", test_frigate_nearest_water);
  g_test_add_func ("/rules/14.4/capital-unlimited", test_capital_unlimited);
  g_test_add_func ("/rules/14.4/frigate-next-to-capital", test_frigate_next_to_capital);
  g_test_add_func ("/rules/14.4/capital-never-besieged", test_capital_never_besieged);
  g_test_add_func ("/rules/14.5/placing-with-enemy-frigate-allowed", test_naval_battle_placement_allowed);

  return g_test_run ();
}
