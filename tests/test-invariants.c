/* test-invariants.c: vik_game_check_invariants() accepts valid positions and
 * names what is broken in broken ones (test-playout.c runs it over random games). */
#include "vik-game.h"
#include "vik-position.h"

#include <string.h>

static int
H (const VikGame *game, int q, int r)
{
  int h = vik_board_index (vik_game_get_board (game), vik_hex_make (q, r));

  g_assert_cmpint (h, !=, VIK_NO_HEX);
  return h;
}

/* A valid 2-player position: player 0 has a Capital Plains Town (1 I), a Plains
 * City (3 I) and a Forest City (1 I, 1 F); player 1 a Capital Town (1 I). */
static VikGame *
valid_position (void)
{
  VikGame *game = vik_position_new (NULL, 4, 2, 11);
  int forest = H (game, -2, 1), water = H (game, -2, 2);
  int label;

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, H (game, 0, -3), 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, H (game, 0, 0), 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, forest, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (game, forest, 0, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, water, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_site (game, H (game, 0, 3), 1, VIK_SITE_TOWN, TRUE);

  vik_position_add_unit (game, H (game, 1, 0), 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 0, 0), 0, VIK_UNIT_INFANTRY);
  label = vik_position_add_unit (game, water, 0, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (game, 0, label, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 2);
  vik_position_add_unit (game, H (game, 0, 2), 1, VIK_UNIT_INFANTRY);
  return game;
}

static void
assert_broken (const VikGame *game, const char *words)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (vik_game_check_invariants (game, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL);
  if (strstr (error->message, words) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, words);
}

static void
test_valid (void)
{
  g_autoptr (VikGame) game = valid_position ();
  g_autoptr (GError) error = NULL;
  VikGameOptions options = { .n_players = 3, .seed = 5 };
  g_autoptr (VikGame) fresh = vik_game_new (&options, &error);

  g_assert_no_error (error);
  g_assert_true (vik_game_check_invariants (game, &error));
  g_assert_no_error (error);
  g_assert_true (vik_game_check_invariants (fresh, &error));
  g_assert_no_error (error);
}

static void
test_extra_infantry (void)
{
  g_autoptr (VikGame) game = valid_position ();

  vik_position_add_unit (game, H (game, 1, 1), 0, VIK_UNIT_INFANTRY);
  assert_broken (game, "(9.2)");
}

static void
test_reserve_short (void)
{
  g_autoptr (VikGame) game = valid_position ();

  vik_position_add_unit (game, H (game, 1, 2), 1, VIK_UNIT_CAVALRY);
  assert_broken (game, "(9.2)");
}

static void
test_adjacent_towns (void)
{
  g_autoptr (VikGame) game = valid_position ();

  vik_position_set_site (game, H (game, 1, 2), 1, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1); /* keeps [9.2] */
  assert_broken (game, "adjacent");
}

static void
test_town_on_hidden_hex (void)
{
  g_autoptr (VikGame) game = valid_position ();
  int h = H (game, 3, -3);

  vik_position_set_hex (game, h, VIK_TERRAIN_PLAINS, FALSE);
  vik_position_set_site (game, h, 1, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);
  assert_broken (game, "not on revealed land");
}

static void
test_land_unit_on_water (void)
{
  g_autoptr (VikGame) game = valid_position ();

  vik_position_set_hex (game, H (game, 1, 0), VIK_TERRAIN_WATER, TRUE);
  assert_broken (game, "stands on water");
}

static void
test_frigate_on_land (void)
{
  g_autoptr (VikGame) game = valid_position ();

  vik_position_set_hex (game, H (game, -2, 2), VIK_TERRAIN_PLAINS, TRUE);
  assert_broken (game, "Frigate F1 of player 0 stands on land");
}

static void
test_two_players_in_a_hex (void)
{
  g_autoptr (VikGame) game = valid_position ();

  vik_position_add_unit (game, H (game, 1, 0), 1, VIK_UNIT_INFANTRY);
  vik_position_set_site (game, H (game, 2, 1), 1, VIK_SITE_TOWN, FALSE); /* keeps [9.2] */
  /* In the mover's Movement phase that is a battle waiting to be fought [13.0]... */
  g_assert_true (vik_game_check_invariants (game, NULL));
  /* ...but not once the phase is over. */
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 2);
  assert_broken (game, "two players share");
}

static void
test_overloaded_frigate (void)
{
  g_autoptr (VikGame) game = valid_position ();

  /* Three more aboard (4 > 3), paid for by three more Towns. */
  for (int i = 0; i < 3; i++)
    vik_position_add_cargo (game, 0, 1, VIK_UNIT_INFANTRY);
  vik_position_set_site (game, H (game, 3, -2), 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, H (game, -3, 0), 0, VIK_SITE_TOWN, FALSE);
  vik_position_set_site (game, H (game, 2, 0), 0, VIK_SITE_TOWN, FALSE);
  assert_broken (game, "(10.41)");
}

static void
test_capital_marker (void)
{
  g_autoptr (VikGame) game = valid_position ();

  /* Player 1's capital marker appears on player 0's City. */
  vik_position_set_site (game, H (game, 0, 0), 1, VIK_SITE_CITY, TRUE);
  vik_position_set_site (game, H (game, 0, 0), 0, VIK_SITE_CITY, FALSE);
  vik_position_set_site (game, H (game, 0, 3), 1, VIK_SITE_TOWN, FALSE);
  assert_broken (game, "capital");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/invariants/valid", test_valid);
  g_test_add_func ("/invariants/9.2/extra-infantry", test_extra_infantry);
  g_test_add_func ("/invariants/9.2/unsupported-cavalry", test_reserve_short);
  g_test_add_func ("/invariants/8.2.1/adjacent-towns", test_adjacent_towns);
  g_test_add_func ("/invariants/town-on-hidden-hex", test_town_on_hidden_hex);
  g_test_add_func ("/invariants/land-unit-on-water", test_land_unit_on_water);
  g_test_add_func ("/invariants/frigate-on-land", test_frigate_on_land);
  g_test_add_func ("/invariants/two-players-in-a-hex", test_two_players_in_a_hex);
  g_test_add_func ("/invariants/10.41/overloaded-frigate", test_overloaded_frigate);
  g_test_add_func ("/invariants/15.0/capital-marker", test_capital_marker);

  return g_test_run ();
}
