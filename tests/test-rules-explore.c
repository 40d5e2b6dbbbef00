/* test-rules-explore.c: map exploration [7.0], RULINGS R4, and exploration from
 * building [8.3].  Hexes are revealed here by building Towns and Cities: [7.0]
 * treats every reveal alike, whatever revealed the hexes. */
#include "config.h"

#include "vik-game-private.h" /* to empty the pile (R4): the pile is hidden state */
#include "vik-position.h"
#include "vik-test.h"

#include <string.h>

static const VikBoard *
B (const VikGame *game)
{
  return vik_game_get_board (game);
}

static VikAction
tile (int hex, VikTerrain terrain)
{
  VikAction a = act (VIK_ACTION_TILE, hex);

  a.terrain = terrain;
  return a;
}

static void
apply_ok (VikGame *game, VikAction a)
{
  g_autoptr(GError) error = NULL;

  if (!vik_game_apply (game, &a, &error))
    g_error ("refused: %s", error->message);
}

static void
refused (VikGame *game, VikAction a, int code, const char *cite)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, code);
  if (strstr (error->message, cite) == NULL)
    g_error ("\"%s\" does not cite %s", error->message, cite);
  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    g_assert_false (vik_action_equal (&g_array_index (legal, VikAction, i), &a));
}

static void
settle (VikGame *game)
{
  while (vik_game_get_decision (game) != VIK_DECISION_NONE)
    {
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      apply_ok (game, g_array_index (legal, VikAction, 0));
    }
}

/* Replaces the whole pile: tiles[0] is drawn first. */
static void
set_pile (VikGame *game, const VikTerrain *tiles, int n)
{
  memset (game->core.pile, 0, sizeof game->core.pile);
  game->core.pile_len = n;
  for (int i = 0; i < n; i++)
    game->core.pile[n - 1 - i] = tiles[i];
}

static int
count_events (const VikGame *game, VikEventKind kind, int *value)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);
  int count = 0;

  for (guint i = 0; i < n; i++)
    if (events[i].kind == kind)
      {
        count++;
        if (value != NULL)
          *value = events[i].value;
      }
  return count;
}

/* A revealed Plains board of radius 7, player 0's Capital at the centre, his
 * Building phase; the given hexes face down. */
static VikGame *
board_with_hidden (const int (*hidden)[2], int n_hidden)
{
  VikGame *game = vik_position_new (NULL, 7, 2, 21);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, H (game, 0, 0), 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, H (game, 0, 6), 1, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  vik_position_set_reserve (game, 1, VIK_UNIT_INFANTRY, 1);
  for (int i = 0; i < n_hidden; i++)
    vik_position_set_hex (game, H (game, hidden[i][0], hidden[i][1]), VIK_TERRAIN_WATER, FALSE);
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 3);
  return game;
}

/* ---------------------------------------------------------------- [7.0] */

/* The book's first example: a single hex is revealed; the tile drawn goes there. */
static void
test_one_hex (void)
{
  static const int hidden[][2] = { { 0, -4 } };
  static const VikTerrain tiles[] = { VIK_TERRAIN_FOREST };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 1);
  int pile = vik_game_pile_size (game), drawn = -1;
  guint n;
  const VikEvent *events;

  vik_game_stack_pile (game, tiles, 1);
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_true (vik_game_hex_revealed (game, H (game, 0, -4)));
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_FOREST);
  g_assert_cmpint (vik_game_pile_size (game), ==, pile - 1);
  g_assert_cmpint (count_events (game, VIK_EVENT_TILES_DRAWN, &drawn), ==, 1);
  g_assert_cmpint (drawn, ==, 1);
  g_assert_cmpint (count_events (game, VIK_EVENT_HEX_REVEALED, NULL), ==, 1);
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_HEX_REVEALED)
      {
        g_assert_cmpint (events[i].hex, ==, H (game, 0, -4));
        g_assert_cmpint (events[i].terrain, ==, VIK_TERRAIN_FOREST);
      }
}

/* The book's second example: three hexes are revealed at once; the player sees
 * the three tiles and chooses which goes where. */
static void
test_three_hexes (void)
{
  static const int hidden[][2] = { { 0, -4 }, { 1, -4 }, { -1, -3 } };
  static const VikTerrain tiles[] = { VIK_TERRAIN_PLAINS, VIK_TERRAIN_FOREST, VIK_TERRAIN_MOUNTAIN };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 3);
  int n = 0;

  vik_game_stack_pile (game, tiles, 3);
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  g_assert_cmpint (vik_game_get_decider (game), ==, 0);
  for (int i = 0; i < 3; i++)
    g_assert_false (vik_game_hex_revealed (game, H (game, hidden[i][0], hidden[i][1])));

  /* Three tiles for three places, and nothing else meanwhile. */
  g_assert_cmpint (count_legal (game, VIK_ACTION_TILE), ==, 9);
  g_assert_cmpint (count_legal (game, VIK_ACTION_END), ==, 0);
  g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
  refused (game, vik_action_make (VIK_ACTION_END), VIK_RULE_ERROR_NOT_NOW, "(7.0)");
  refused (game, act (VIK_ACTION_TOWN, H (game, 3, 0)), VIK_RULE_ERROR_NOT_NOW, "(7.0)");
  refused (game, tile (H (game, 0, -4), VIK_TERRAIN_GRASSLAND), VIK_RULE_ERROR_ILLEGAL, "(7.0)");
  refused (game, tile (H (game, 0, -5), VIK_TERRAIN_PLAINS), VIK_RULE_ERROR_ILLEGAL, "(7.0)");
  refused (game, vik_action_make (VIK_ACTION_PUTBACK), VIK_RULE_ERROR_ILLEGAL, "(7.0)");

  /* The revealing player sees the drawn tiles and the places waiting for them. */
  {
    VikTerrain drawn[VIK_MAX_REVEAL];
    int places[VIK_MAX_REVEAL], n_places = 0;
    guint seen = 0;
    g_assert_cmpint (vik_game_drawn_tiles (game, drawn, places, &n_places), ==, 3);
    g_assert_cmpint (n_places, ==, 3);
    for (int i = 0; i < 3; i++)
      seen |= 1u << drawn[i];
    g_assert_cmpuint (seen, ==, (1u << VIK_TERRAIN_PLAINS) | (1u << VIK_TERRAIN_FOREST) | (1u << VIK_TERRAIN_MOUNTAIN));
  }

  apply_ok (game, tile (H (game, 0, -4), VIK_TERRAIN_MOUNTAIN));
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  g_assert_cmpint (count_legal (game, VIK_ACTION_TILE), ==, 4);
  refused (game, tile (H (game, 0, -4), VIK_TERRAIN_FOREST), VIK_RULE_ERROR_ILLEGAL, "(7.0)");
  refused (game, tile (H (game, 1, -4), VIK_TERRAIN_MOUNTAIN), VIK_RULE_ERROR_ILLEGAL, "(7.0)");
  apply_ok (game, tile (H (game, -1, -3), VIK_TERRAIN_FOREST));
  /* The last tile has one place left: it goes there. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, -1, -3)), ==, VIK_TERRAIN_FOREST);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 1, -4)), ==, VIK_TERRAIN_PLAINS);
  {
    VikTerrain drawn[VIK_MAX_REVEAL];
    int n_places = -1;
    g_assert_cmpint (vik_game_drawn_tiles (game, drawn, NULL, &n_places), ==, 0);
    g_assert_cmpint (n_places, ==, 0);
  }
  for (int i = 0; i < 3; i++)
    g_assert_true (vik_game_hex_revealed (game, H (game, hidden[i][0], hidden[i][1])));
  /* The phase goes on. */
  n = count_legal (game, VIK_ACTION_TOWN);
  g_assert_cmpint (n, >, 0);
}

/* Tiles all of one kind: every arrangement is the same, nobody is asked. */
static void
test_alike_tiles (void)
{
  static const int hidden[][2] = { { 0, -4 }, { 1, -4 } };
  static const VikTerrain tiles[] = { VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_GRASSLAND };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 2);

  vik_game_stack_pile (game, tiles, 2);
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_GRASSLAND);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 1, -4)), ==, VIK_TERRAIN_GRASSLAND);
}

/* R4: three water tiles: one goes back, and the first land drawn is kept. */
static void
test_all_water_putback (void)
{
  static const int hidden[][2] = { { 0, -4 }, { 1, -4 }, { -1, -3 } };
  static const VikTerrain tiles[] = {
    VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_MOUNTAIN,
  };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 3);
  int pile = vik_game_pile_size (game);

  vik_game_stack_pile (game, tiles, G_N_ELEMENTS (tiles));
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WATER_PUTBACK);
  g_assert_cmpint (vik_game_get_decider (game), ==, 0);
  g_assert_cmpint (count_legal (game, VIK_ACTION_PUTBACK), ==, 1);
  g_assert_cmpint (count_legal (game, VIK_ACTION_KEEP), ==, 1);
  g_assert_cmpint (count_legal (game, VIK_ACTION_TILE), ==, 0);
  refused (game, tile (H (game, 0, -4), VIK_TERRAIN_WATER), VIK_RULE_ERROR_NOT_NOW, "(7.0)");

  apply_ok (game, vik_action_make (VIK_ACTION_PUTBACK));
  g_assert_cmpint (count_events (game, VIK_EVENT_TILE_RETURNED, NULL), ==, 1);
  /* One put-back only: now two water and the Grassland are arranged. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  refused (game, vik_action_make (VIK_ACTION_PUTBACK), VIK_RULE_ERROR_ILLEGAL, "(7.0)");
  refused (game, tile (H (game, 0, -4), VIK_TERRAIN_MOUNTAIN), VIK_RULE_ERROR_ILLEGAL, "(7.0)");
  apply_ok (game, tile (H (game, 1, -4), VIK_TERRAIN_GRASSLAND));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 1, -4)), ==, VIK_TERRAIN_GRASSLAND);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_WATER);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, -1, -3)), ==, VIK_TERRAIN_WATER);
  g_assert_true (vik_game_hex_revealed (game, H (game, -1, -3)));
  /* Three drawn, one back, one more drawn. */
  g_assert_cmpint (vik_game_pile_size (game), ==, pile - 3);
}

/* The book's single-hex example: one water hex, put back for the first land. */
static void
test_single_water_putback (void)
{
  static const int hidden[][2] = { { 0, -4 } };
  static const VikTerrain tiles[] = { VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_MOUNTAIN };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 1);

  vik_game_stack_pile (game, tiles, G_N_ELEMENTS (tiles));
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WATER_PUTBACK);
  apply_ok (game, vik_action_make (VIK_ACTION_PUTBACK));
  /* Draws past the second water to the Mountain. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_MOUNTAIN);
}

static void
test_all_water_keep (void)
{
  static const int hidden[][2] = { { 0, -4 }, { 1, -4 } };
  static const VikTerrain tiles[] = { VIK_TERRAIN_WATER, VIK_TERRAIN_WATER };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 2);

  vik_game_stack_pile (game, tiles, 2);
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WATER_PUTBACK);
  apply_ok (game, vik_action_make (VIK_ACTION_KEEP));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_WATER);
  g_assert_true (vik_game_hex_revealed (game, H (game, 1, -4)));
}

/* R4: a put-back only when every tile is water. */
static void
test_not_all_water (void)
{
  static const int hidden[][2] = { { 0, -4 }, { 1, -4 }, { -1, -3 } };
  static const VikTerrain tiles[] = { VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_PLAINS };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 3);

  vik_game_stack_pile (game, tiles, 3);
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  refused (game, vik_action_make (VIK_ACTION_PUTBACK), VIK_RULE_ERROR_ILLEGAL, "(7.0)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_PUTBACK), ==, 0);
  g_assert_cmpint (count_legal (game, VIK_ACTION_TILE), ==, 6);
}

/* R4: no put-back when the pile holds no land. */
static void
test_no_land_left (void)
{
  static const int hidden[][2] = { { 0, -4 }, { 1, -4 } };
  static const VikTerrain pile[] = { VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_WATER };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 2);

  set_pile (game, pile, G_N_ELEMENTS (pile));
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_WATER);
  g_assert_true (vik_game_hex_revealed (game, H (game, 1, -4)));
  g_assert_cmpint (vik_game_pile_size (game), ==, 1);
}

/* R4: the pile runs out: the places left stay water; the player still chooses
 * where the tiles he did draw go. */
static void
test_pile_runs_out (void)
{
  static const int hidden[][2] = { { 0, -4 }, { 1, -4 }, { -1, -3 }, { 3, -1 }, { 4, -1 } };
  static const VikTerrain pile[] = { VIK_TERRAIN_PLAINS };
  g_autoptr(VikGame) game = board_with_hidden (hidden, 5);
  int drawn = -1;

  set_pile (game, pile, 1);
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (count_events (game, VIK_EVENT_TILES_DRAWN, &drawn), ==, 1);
  g_assert_cmpint (drawn, ==, 1);
  g_assert_cmpint (vik_game_pile_size (game), ==, 0);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  g_assert_cmpint (count_legal (game, VIK_ACTION_PUTBACK), ==, 0);
  apply_ok (game, tile (H (game, 1, -4), VIK_TERRAIN_PLAINS));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 1, -4)), ==, VIK_TERRAIN_PLAINS);
  {
    VikTerrain left[VIK_MAX_REVEAL];
    int n_places = -1;
    g_assert_cmpint (vik_game_drawn_tiles (game, left, NULL, &n_places), ==, 0);
    g_assert_cmpint (n_places, ==, 0);
  }
  g_assert_true (vik_game_hex_revealed (game, H (game, 0, -4)));
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 0, -4)), ==, VIK_TERRAIN_WATER);
  g_assert_true (vik_game_hex_revealed (game, H (game, -1, -3)));
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, -1, -3)), ==, VIK_TERRAIN_WATER);

  /* The pile is empty: everything revealed now is water, nobody is asked. */
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 3, 0)));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (count_events (game, VIK_EVENT_TILES_DRAWN, &drawn), ==, 1);
  g_assert_cmpint (drawn, ==, 0);
  g_assert_true (vik_game_hex_revealed (game, H (game, 3, -1)));
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 3, -1)), ==, VIK_TERRAIN_WATER);
  g_assert_cmpint (vik_game_hex_terrain (game, H (game, 4, -1)), ==, VIK_TERRAIN_WATER);
}

/* ---------------------------------------------------------------- [8.3] */

static void
test_town_reveals (void)
{
  static const int hidden[][2] = {
    { 0, -4 }, { 1, -4 }, { 1, -3 }, { -1, -2 }, { -1, -3 }, /* around (0,-3), but (0,-2) */
    { 0, -5 }, { 2, -3 },                                     /* two away */
  };
  g_autoptr(VikGame) game = board_with_hidden (hidden, G_N_ELEMENTS (hidden));
  int drawn = -1;

  /* (0,-2) stays revealed: the path of [8.2.1] runs through it. */
  apply_ok (game, act (VIK_ACTION_TOWN, H (game, 0, -3)));
  g_assert_cmpint (count_events (game, VIK_EVENT_TILES_DRAWN, &drawn), ==, 1);
  g_assert_cmpint (drawn, ==, 5);
  settle (game);
  for (int i = 0; i < 5; i++)
    g_assert_true (vik_game_hex_revealed (game, H (game, hidden[i][0], hidden[i][1])));
  g_assert_false (vik_game_hex_revealed (game, H (game, 0, -5)));
  g_assert_false (vik_game_hex_revealed (game, H (game, 2, -3)));
}

static void
test_city_reveals (void)
{
  g_autoptr(VikGame) game = vik_position_new (NULL, 7, 2, 21);
  const VikBoard *board = B (game);
  VikHex ring[12];
  int drawn = -1;

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, H (game, 0, 0), 0, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, 0, VIK_UNIT_INFANTRY, 1);
  g_assert_cmpint (vik_hex_ring (vik_hex_make (0, 0), 2, ring), ==, 12);
  for (int i = 0; i < 12; i++)
    vik_position_set_hex (game, vik_board_index (board, ring[i]), VIK_TERRAIN_WATER, FALSE);
  vik_position_set_hex (game, H (game, 0, -3), VIK_TERRAIN_WATER, FALSE);
  vik_position_set_hex (game, H (game, 2, 1), VIK_TERRAIN_WATER, FALSE);
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 3);

  apply_ok (game, act (VIK_ACTION_CITY, H (game, 0, 0)));
  g_assert_cmpint (count_events (game, VIK_EVENT_TILES_DRAWN, &drawn), ==, 1);
  g_assert_cmpint (drawn, ==, 12);
  settle (game);
  for (int i = 0; i < 12; i++)
    g_assert_true (vik_game_hex_revealed (game, vik_board_index (board, ring[i])));
  /* Three away stays face down. */
  g_assert_false (vik_game_hex_revealed (game, H (game, 0, -3)));
  g_assert_false (vik_game_hex_revealed (game, H (game, 2, 1)));
  g_assert_cmpint (vik_game_hex_site (game, H (game, 0, 0)), ==, VIK_SITE_CITY);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/7.0/one-hex-revealed", test_one_hex);
  g_test_add_func ("/rules/7.0/three-hexes-revealed", test_three_hexes);
  g_test_add_func ("/rules/7.0/alike-tiles-placed-at-once", test_alike_tiles);
  g_test_add_func ("/rules/7.0/all-water-put-back", test_all_water_putback);
  g_test_add_func ("/rules/7.0/single-water-put-back", test_single_water_putback);
  g_test_add_func ("/rules/7.0/all-water-keep", test_all_water_keep);
  g_test_add_func ("/rules/7.0/put-back-only-all-water", test_not_all_water);
  g_test_add_func ("/rules/7.0/no-land-left", test_no_land_left);
  g_test_add_func ("/rules/7.0/pile-runs-out", test_pile_runs_out);
  g_test_add_func ("/rules/8.3/town-reveals-neighbours", test_town_reveals);
  g_test_add_func ("/rules/8.3/city-reveals-two-away", test_city_reveals);
  return g_test_run ();
}
