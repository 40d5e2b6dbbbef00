/* test-rules-setup.c: the setup turns of [4.0]: starting hexes, the Capital,
 * the optional second Town, and the starting-water rule. */
#include "vik-game.h"
#include "vik-position.h"
#include "vik-test.h"

#include <string.h>

/* A new game; `first` plays first, or is drawn (VIK_FIRST_PLAYER_DRAWN). */
static VikGame *
new_game_first (int n_players, guint64 seed, int first)
{
  VikGameOptions options = { 0 };
  g_autoptr(GError) error = NULL;
  VikGame *game;

  options.n_players = n_players;
  options.seed = seed;
  options.first_player = first;
  game = vik_game_new (&options, &error);
  g_assert_no_error (error);
  return game;
}

static VikGame *
new_game (int n_players, guint64 seed)
{
  VikGameOptions options = { 0 };
  g_autoptr(GError) error = NULL;
  VikGame *game;

  options.n_players = n_players;
  options.seed = seed;
  options.first_player = 0;
  game = vik_game_new (&options, &error);
  g_assert_no_error (error);
  return game;
}

static GArray *
legal_of (const VikGame *game, VikActionKind kind)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (VikAction));
  GArray *out = g_array_new (FALSE, FALSE, sizeof (VikAction));

  vik_game_legal_actions (game, all);
  for (guint i = 0; i < all->len; i++)
    {
      VikAction *a = &g_array_index (all, VikAction, i);
      g_assert_true (vik_game_check_action (game, a, NULL));
      if (a->kind == kind)
        g_array_append_val (out, *a);
    }
  g_array_unref (all);
  return out;
}

static void
apply_ok (VikGame *game, const VikAction *a)
{
  g_autoptr(GError) error = NULL;

  if (!vik_game_apply (game, a, &error))
    g_error ("refused: %s", error->message);
}

static void
refused (VikGame *game, VikActionKind kind, int hex, const char *cite)
{
  g_autoptr(GError) error = NULL;
  VikAction a = act (kind, hex);

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL);
  if (strstr (error->message, cite) == NULL)
    g_error ("\"%s\" does not cite %s", error->message, cite);
}

/* Answers pending tile decisions with the first action offered (a put-back
 * when start water may be returned, which always ends). */
static void
settle (VikGame *game)
{
  while (vik_game_get_decision (game) != VIK_DECISION_NONE)
    {
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      apply_ok (game, &g_array_index (legal, VikAction, 0));
    }
}

/* The Reserve phase of a setup turn: place what may be placed, then end.  When
 * `tiles` is given, they are stacked on the pile just before the turn passes. */
static void
finish_reserve (VikGame *game, const VikTerrain *tiles, int n_tiles)
{
  int player = vik_game_get_current_player (game);
  VikAction end = vik_action_make (VIK_ACTION_END);

  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
  for (int guard = 0; guard < 50; guard++)
    {
      g_autoptr(GArray) place = legal_of (game, VIK_ACTION_PLACE);

      if (place->len == 0)
        break;
      apply_ok (game, &g_array_index (place, VikAction, 0));
      settle (game);
    }
  if (tiles != NULL)
    vik_game_stack_pile (game, tiles, n_tiles);
  apply_ok (game, &end);
  g_assert_true (vik_game_get_current_player (game) != player || vik_game_is_over (game));
}

static gboolean
in_group (const VikGame *game, int player, int hex)
{
  int n;
  const gint16 *group = vik_game_start_group (game, player, &n);

  for (int i = 0; i < n; i++)
    if (group[i] == hex)
      return TRUE;
  return FALSE;
}

/* ---------------------------------------------------------------- a whole setup round */

/* The setup turns [4.0] of a game whose first player is `first` (or drawn):
 * each player in turn from the first, who takes starting group 1 (R2). */
static void
play_setup_round_from (int n_players, guint64 seed, int first)
{
  g_autoptr(VikGame) game = new_game_first (n_players, seed, first);
  g_autoptr(VikGame) seat0 = new_game (n_players, seed);
  const VikBoard *board = vik_game_get_board (game);
  VikAction end = vik_action_make (VIK_ACTION_END);
  int second_towns = 0;
  int f = vik_game_get_first_player (game);

  if (first != VIK_FIRST_PLAYER_DRAWN)
    g_assert_cmpint (f, ==, first);
  for (int i = 0; i < n_players; i++)
    {
      int n0, n1;
      const gint16 *mine = vik_game_start_group (game, (f + i) % n_players, &n0);
      const gint16 *seat = vik_game_start_group (seat0, i, &n1);
      g_assert_cmpint (n0, ==, n1);
      g_assert_cmpmem (mine, n0 * sizeof *mine, seat, n1 * sizeof *seat);
    }

  for (int k = 0; k < n_players; k++)
    {
      int p = (f + k) % n_players;
      int n, capital;
      const gint16 *group = vik_game_start_group (game, p, &n);
      g_autoptr(GArray) capitals = NULL;
      g_autoptr(GArray) towns = NULL;
      guint n_events;
      const VikEvent *events;

      g_assert_cmpint (vik_game_get_turn (game), ==, 0);
      g_assert_cmpint (vik_game_get_current_player (game), ==, p);
      g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_SETUP);
      if (vik_game_get_decision (game) != VIK_DECISION_NONE)
        g_assert_cmpint (vik_game_get_decider (game), ==, p);
      settle (game);

      /* [4.0] 2: the five starting hexes are revealed. */
      g_assert_cmpint (n, ==, 5);
      for (int i = 0; i < n; i++)
        g_assert_true (vik_game_hex_revealed (game, group[i]));

      /* The Capital first: only Capitals on starting land hexes are offered. */
      g_assert_false (vik_game_check_action (game, &end, NULL));
      g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
      g_assert_cmpint (count_legal (game, VIK_ACTION_END), ==, 0);
      capitals = legal_of (game, VIK_ACTION_CAPITAL);
      g_assert_cmpuint (capitals->len, >, 0);
      for (guint i = 0; i < capitals->len; i++)
        {
          int h = g_array_index (capitals, VikAction, i).to;
          g_assert_true (in_group (game, p, h));
          g_assert_cmpint (vik_game_hex_terrain (game, h), !=, VIK_TERRAIN_WATER);
        }
      capital = g_array_index (capitals, VikAction, capitals->len - 1).to;
      apply_ok (game, &g_array_index (capitals, VikAction, capitals->len - 1));
      events = vik_game_get_events (game, &n_events);
      g_assert_cmpint (events[0].kind, ==, VIK_EVENT_TOWN_BUILT);
      g_assert_cmpint (events[0].value, ==, 1);
      settle (game);
      g_assert_cmpint (vik_game_hex_site (game, capital), ==, VIK_SITE_TOWN);
      g_assert_cmpint (vik_game_hex_site_owner (game, capital), ==, p);
      g_assert_cmpint (vik_game_hex_capital_of (game, capital), ==, p);
      g_assert_cmpint (vik_game_capital_hex (game, p), ==, capital);
      /* [4.0] 3: one Infantry into the Reserve. */
      g_assert_cmpint (vik_game_reserve (game, p, VIK_UNIT_INFANTRY), ==, 1);
      /* [8.3]: the Capital's neighbours are revealed. */
      for (int d = 0; d < VIK_N_DIRS; d++)
        if (board->neighbors[capital][d] != VIK_NO_HEX)
          g_assert_true (vik_game_hex_revealed (game, board->neighbors[capital][d]));
      refused (game, VIK_ACTION_CAPITAL, capital, "(4.0)");

      /* [4.0] 4: one more Town, but for the first player of a 2-6 player game. */
      towns = legal_of (game, VIK_ACTION_TOWN);
      if (p == f && n_players <= 6)
        g_assert_cmpuint (towns->len, ==, 0);
      for (guint i = 0; i < towns->len; i++)
        {
          int h = g_array_index (towns, VikAction, i).to;
          int d = vik_board_distance (board, capital, h);
          g_assert_cmpint (d, >=, 2);
          g_assert_cmpint (d, <=, 3);
        }
      if (towns->len > 0 && (p + seed) % 3 != 2)
        {
          apply_ok (game, &g_array_index (towns, VikAction, 0));
          settle (game);
          g_assert_cmpint (vik_game_reserve (game, p, VIK_UNIT_INFANTRY), ==, 2);
          g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
          second_towns++;
        }
      g_assert_cmpint (count_legal (game, VIK_ACTION_CITY), ==, 0);
      g_assert_cmpint (count_legal (game, VIK_ACTION_END), ==, 1);
      apply_ok (game, &end);
      g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
      finish_reserve (game, NULL, 0);
    }

  /* The real game begins: the first player's Movement phase of turn 1. */
  g_assert_false (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_turn (game), ==, 1);
  g_assert_cmpint (vik_game_get_current_player (game), ==, f);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  for (int p = 0; p < n_players; p++)
    {
      g_assert_cmpint (vik_game_capital_hex (game, p), !=, VIK_NO_HEX);
      g_assert_cmpint (vik_game_count_sites (game, p, VIK_SITE_TOWN), >=, 1);
    }
  g_assert_true (vik_game_check_invariants (game, NULL));
  g_test_message ("%d players: %d second Towns", n_players, second_towns);
}

static void
play_setup_round (int n_players, guint64 seed)
{
  play_setup_round_from (n_players, seed, 0);
}

/* [4.0] 1: "Randomly determine who will be the first player", with the game's
 * generator: every player can be drawn, the seed decides; a host may fix him. */
static void
test_first_player_drawn (void)
{
  int seen[3] = { 0 };

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(VikGame) a = new_game_first (3, seed, VIK_FIRST_PLAYER_DRAWN);
      g_autoptr(VikGame) b = new_game_first (3, seed, VIK_FIRST_PLAYER_DRAWN);
      int f = vik_game_get_first_player (a);

      g_assert_cmpint (f, >=, 0);
      g_assert_cmpint (f, <, 3);
      g_assert_true (vik_game_equal (a, b));
      g_assert_cmpint (vik_game_get_current_player (a), ==, f);
      seen[f]++;
    }
  for (int p = 0; p < 3; p++)
    g_assert_cmpint (seen[p], >, 5);
  /* Whole setup rounds from a drawn and from a fixed first player. */
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      play_setup_round_from (3, seed, VIK_FIRST_PLAYER_DRAWN);
      play_setup_round_from (8, seed, VIK_FIRST_PLAYER_DRAWN);
    }
  play_setup_round_from (4, 5, 2);
}

static void
test_first_player_option_checked (void)
{
  VikGameOptions options = { .n_players = 3, .seed = 1, .first_player = 3 };
  g_autoptr(GError) error = NULL;

  g_assert_null (vik_game_new (&options, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
  g_assert_nonnull (strstr (error->message, "(4.0)"));
}

static void
test_round_2 (void)
{
  for (guint64 seed = 1; seed <= 4; seed++)
    play_setup_round (2, seed);
}

static void
test_round_3 (void)
{
  for (guint64 seed = 1; seed <= 4; seed++)
    play_setup_round (3, seed);
}

static void
test_round_7 (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    play_setup_round (7, seed);
}

static void
test_round_8 (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    play_setup_round (8, seed);
}

/* ---------------------------------------------------------------- the Capital [4.0] 2 */

/* A setup turn of player 0 on a fully revealed Plains board. */
static VikGame *
setup_position (int n_players, int player)
{
  VikGame *game = vik_position_new (NULL, vik_board_radius_for_players (n_players), n_players, 7);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_begin_turn (game, player, VIK_PHASE_SETUP, 0);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_SETUP);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  return game;
}

static void
test_capital_on_start_land (void)
{
  g_autoptr(VikGame) game = setup_position (2, 0);
  int n;
  const gint16 *group = vik_game_start_group (game, 0, &n);
  VikAction capital = act (VIK_ACTION_CAPITAL, group[0]);
  guint n_events;
  const VikEvent *events;

  vik_position_set_hex (game, group[1], VIK_TERRAIN_WATER, TRUE);
  refused (game, VIK_ACTION_END, VIK_NO_HEX, "(4.0)");
  refused (game, VIK_ACTION_TOWN, H (game, 0, 0), "(4.0)");
  refused (game, VIK_ACTION_CITY, group[0], "(4.0)");
  refused (game, VIK_ACTION_CAPITAL, H (game, 0, 0), "(4.0)");   /* not a starting hex */
  refused (game, VIK_ACTION_CAPITAL, group[1], "(4.0)");         /* water */
  g_assert_cmpint (count_legal (game, VIK_ACTION_CAPITAL), ==, 4);

  apply_ok (game, &capital);
  g_assert_cmpint (vik_game_capital_hex (game, 0), ==, group[0]);
  g_assert_cmpint (vik_game_hex_capital_of (game, group[0]), ==, 0);
  g_assert_cmpint (vik_game_hex_site (game, group[0]), ==, VIK_SITE_TOWN);
  g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 1);
  events = vik_game_get_events (game, &n_events);
  g_assert_cmpuint (n_events, >=, 2);
  g_assert_cmpint (events[0].kind, ==, VIK_EVENT_TOWN_BUILT);
  g_assert_cmpint (events[0].hex, ==, group[0]);
  g_assert_cmpint (events[0].value, ==, 1);
  g_assert_cmpint (events[1].kind, ==, VIK_EVENT_UNITS_GAINED);
  g_assert_cmpint (events[1].unit, ==, VIK_UNIT_INFANTRY);
  g_assert_cmpint (events[1].value, ==, 1);
  /* Once. */
  refused (game, VIK_ACTION_CAPITAL, group[2], "(4.0)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_CAPITAL), ==, 0);
}

static void
test_capital_only_first_turn (void)
{
  g_autoptr(VikGame) game = vik_position_new (NULL, 4, 2, 7);
  int n;
  const gint16 *group = vik_game_start_group (game, 0, &n);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_begin_turn (game, 0, VIK_PHASE_BUILD, 1);
  refused (game, VIK_ACTION_CAPITAL, group[0], "(4.0)");
}

/* The Capital reveals its neighbours ([4.0] 3 "any other Town", [8.3]). */
static void
test_capital_reveals (void)
{
  g_autoptr(VikGame) game = new_game (2, 77);
  const VikBoard *board = vik_game_get_board (game);
  g_autoptr(GArray) capitals = NULL;
  int capital, hidden = 0;

  settle (game);
  capitals = legal_of (game, VIK_ACTION_CAPITAL);
  capital = g_array_index (capitals, VikAction, 0).to;
  for (int d = 0; d < VIK_N_DIRS; d++)
    hidden += !vik_game_hex_revealed (game, board->neighbors[capital][d]);
  g_assert_cmpint (hidden, >, 0);
  apply_ok (game, &g_array_index (capitals, VikAction, 0));
  settle (game);
  for (int d = 0; d < VIK_N_DIRS; d++)
    g_assert_true (vik_game_hex_revealed (game, board->neighbors[capital][d]));
}

/* RULINGS R8 and the rules notes: no land among the starting hexes (the pile
 * had none left), so no Capital: the player ends his turn and is out. */
static void
test_no_land_for_capital (void)
{
  g_autoptr(VikGame) game = vik_position_new (NULL, 5, 3, 7);
  int n;
  const gint16 *group = vik_game_start_group (game, 0, &n);
  VikAction end = vik_action_make (VIK_ACTION_END);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  for (int i = 0; i < n; i++)
    vik_position_set_hex (game, group[i], VIK_TERRAIN_WATER, TRUE);
  vik_position_begin_turn (game, 0, VIK_PHASE_SETUP, 0);

  vik_game_legal_actions (game, legal);
  g_assert_cmpuint (legal->len, ==, 1);
  g_assert_true (vik_action_equal (&g_array_index (legal, VikAction, 0), &end));
  apply_ok (game, &end);
  g_assert_cmpint (vik_game_get_current_player (game), ==, 1);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_SETUP);
  g_assert_cmpint (vik_game_get_turn (game), ==, 0);

  /* The others set up; the first game turn skips the eliminated player. */
  for (int p = 1; p < 3; p++)
    {
      g_autoptr(GArray) capitals = legal_of (game, VIK_ACTION_CAPITAL);
      g_assert_cmpuint (capitals->len, ==, 5);
      apply_ok (game, &g_array_index (capitals, VikAction, 0));
      apply_ok (game, &end);
      finish_reserve (game, NULL, 0);
    }
  g_assert_false (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_turn (game), ==, 1);
  g_assert_cmpint (vik_game_get_current_player (game), ==, 1);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
}

/* ---------------------------------------------------------------- the second Town [4.0] 4 */

static void
test_second_town (void)
{
  for (int n_players = 2; n_players <= 8; n_players++)
    {
      g_autoptr(VikGame) game = setup_position (n_players, 0);
      const VikBoard *board = vik_game_get_board (game);
      int n;
      const gint16 *group = vik_game_start_group (game, 0, &n);
      VikAction capital = act (VIK_ACTION_CAPITAL, group[0]);
      int town = vik_board_index (board, vik_hex_add (board->coords[group[0]], vik_hex_make (0, 2)));

      apply_ok (game, &capital);
      g_assert_cmpint (town, !=, VIK_NO_HEX);
      if (n_players <= 6)
        {
          /* The first player only builds his Capital. */
          refused (game, VIK_ACTION_TOWN, town, "(4.0)");
          g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
        }
      else
        {
          VikAction a = act (VIK_ACTION_TOWN, town);
          /* The ordinary rules of [8.2.1] hold. */
          refused (game, VIK_ACTION_TOWN,
                   vik_board_index (board, vik_hex_add (board->coords[group[0]], vik_hex_make (0, 4))), "(8.2.1)");
          refused (game, VIK_ACTION_TOWN, board->neighbors[group[0]][VIK_DIR_S], "(8.2.1)");
          g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), >, 0);
          apply_ok (game, &a);
          g_assert_cmpint (vik_game_hex_site (game, town), ==, VIK_SITE_TOWN);
          g_assert_cmpint (vik_game_hex_capital_of (game, town), ==, VIK_NO_PLAYER);
          g_assert_cmpint (vik_game_reserve (game, 0, VIK_UNIT_INFANTRY), ==, 2);
          /* Only one. */
          refused (game, VIK_ACTION_TOWN, vik_board_index (board, vik_hex_add (board->coords[group[0]], vik_hex_make (2, 0))), "(4.0)");
          g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
        }
    }
}

/* Every player after the first may build the second Town, whatever the count. */
static void
test_second_town_others (void)
{
  for (int n_players = 2; n_players <= 8; n_players++)
    {
      g_autoptr(VikGame) game = setup_position (n_players, 1);
      int n;
      const gint16 *group = vik_game_start_group (game, 1, &n);
      VikAction capital = act (VIK_ACTION_CAPITAL, group[0]);
      g_autoptr(GArray) towns = NULL;

      apply_ok (game, &capital);
      towns = legal_of (game, VIK_ACTION_TOWN);
      g_assert_cmpuint (towns->len, >, 0);
      apply_ok (game, &g_array_index (towns, VikAction, 0));
      g_assert_cmpint (vik_game_count_sites (game, 1, VIK_SITE_TOWN), ==, 2);
      refused (game, VIK_ACTION_TOWN, g_array_index (towns, VikAction, towns->len - 1).to, "(4.0)");
      g_assert_cmpint (count_legal (game, VIK_ACTION_TOWN), ==, 0);
    }
}

/* ---------------------------------------------------------------- starting water [4.0] 2 */

/* Plays the first player's setup turn of a 2-player game; the given tiles are
 * on top of the pile when the second player reveals his starting hexes. */
static VikGame *
second_player_draws (const VikTerrain *tiles, int n_tiles)
{
  VikGame *game = new_game (2, 5);
  g_autoptr(GArray) capitals = NULL;
  VikAction end = vik_action_make (VIK_ACTION_END);

  settle (game);
  capitals = legal_of (game, VIK_ACTION_CAPITAL);
  apply_ok (game, &g_array_index (capitals, VikAction, 0));
  settle (game);
  apply_ok (game, &end);
  finish_reserve (game, tiles, n_tiles);
  g_assert_cmpint (vik_game_get_current_player (game), ==, 1);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_SETUP);
  return game;
}

static int
count_group_terrain (const VikGame *game, int player, VikTerrain terrain)
{
  int n, count = 0;
  const gint16 *group = vik_game_start_group (game, player, &n);

  for (int i = 0; i < n; i++)
    {
      g_assert_true (vik_game_hex_revealed (game, group[i]));
      count += vik_game_hex_terrain (game, group[i]) == terrain;
    }
  return count;
}

static gboolean
returned_event (const VikGame *game)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_TILE_RETURNED)
      return TRUE;
  return FALSE;
}

static void
test_start_water_five (void)
{
  static const VikTerrain tiles[] = {
    VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_WATER,
    VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_MOUNTAIN, VIK_TERRAIN_FOREST,
  };
  g_autoptr(VikGame) game = second_player_draws (tiles, G_N_ELEMENTS (tiles));
  VikAction putback = vik_action_make (VIK_ACTION_PUTBACK);
  VikAction keep = vik_action_make (VIK_ACTION_KEEP);
  int n, pile = vik_game_pile_size (game);
  const gint16 *group = vik_game_start_group (game, 1, &n);
  VikAction tile;

  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_START_WATER);
  g_assert_cmpint (vik_game_get_decider (game), ==, 1);
  /* All water: the Capital needs land, so one at least goes back. */
  refused (game, VIK_ACTION_KEEP, VIK_NO_HEX, "(4.0)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_PUTBACK), ==, 1);
  g_assert_cmpint (count_legal (game, VIK_ACTION_KEEP), ==, 0);
  /* Nothing else while the tiles wait. */
  {
    g_autoptr(GError) error = NULL;
    VikAction capital = act (VIK_ACTION_CAPITAL, group[0]);
    g_assert_false (vik_game_check_action (game, &capital, &error));
    g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_NOT_NOW);
  }

  apply_ok (game, &putback);
  g_assert_true (returned_event (game));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_START_WATER);
  g_assert_true (vik_game_check_action (game, &keep, NULL));
  apply_ok (game, &putback);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_START_WATER);
  apply_ok (game, &putback);
  /* Two water kept: no more returns. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  refused (game, VIK_ACTION_PUTBACK, VIK_NO_HEX, "(4.0)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_PUTBACK), ==, 0);

  /* Each return brought the first land drawn: Grassland, Mountain, Forest. */
  tile = act (VIK_ACTION_TILE, group[0]);
  tile.terrain = VIK_TERRAIN_FOREST;
  apply_ok (game, &tile);
  tile = act (VIK_ACTION_TILE, group[1]);
  tile.terrain = VIK_TERRAIN_MOUNTAIN;
  apply_ok (game, &tile);
  tile = act (VIK_ACTION_TILE, group[2]);
  tile.terrain = VIK_TERRAIN_GRASSLAND;
  apply_ok (game, &tile);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_hex_terrain (game, group[0]), ==, VIK_TERRAIN_FOREST);
  g_assert_cmpint (vik_game_hex_terrain (game, group[1]), ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_cmpint (vik_game_hex_terrain (game, group[2]), ==, VIK_TERRAIN_GRASSLAND);
  g_assert_cmpint (count_group_terrain (game, 1, VIK_TERRAIN_WATER), ==, 2);
  /* Three water went back, three land came out. */
  g_assert_cmpint (vik_game_pile_size (game), ==, pile);
  g_assert_cmpint (count_legal (game, VIK_ACTION_CAPITAL), ==, 3);
}

static void
test_start_water_three (void)
{
  static const VikTerrain tiles[] = {
    VIK_TERRAIN_WATER, VIK_TERRAIN_PLAINS, VIK_TERRAIN_WATER, VIK_TERRAIN_PLAINS, VIK_TERRAIN_WATER,
    VIK_TERRAIN_MOUNTAIN,
  };
  g_autoptr(VikGame) game = second_player_draws (tiles, G_N_ELEMENTS (tiles));
  VikAction putback = vik_action_make (VIK_ACTION_PUTBACK);

  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_START_WATER);
  g_assert_cmpint (count_legal (game, VIK_ACTION_PUTBACK), ==, 1);
  g_assert_cmpint (count_legal (game, VIK_ACTION_KEEP), ==, 1);
  /* At most all but two: a single return. */
  apply_ok (game, &putback);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  refused (game, VIK_ACTION_PUTBACK, VIK_NO_HEX, "(4.0)");
  settle (game);
  g_assert_cmpint (count_group_terrain (game, 1, VIK_TERRAIN_WATER), ==, 2);
  g_assert_cmpint (count_group_terrain (game, 1, VIK_TERRAIN_PLAINS), ==, 2);
  g_assert_cmpint (count_group_terrain (game, 1, VIK_TERRAIN_MOUNTAIN), ==, 1);
}

static void
test_start_water_keep (void)
{
  static const VikTerrain tiles[] = {
    VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_WATER, VIK_TERRAIN_FOREST, VIK_TERRAIN_WATER,
  };
  g_autoptr(VikGame) game = second_player_draws (tiles, G_N_ELEMENTS (tiles));
  VikAction keep = vik_action_make (VIK_ACTION_KEEP);

  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_START_WATER);
  /* Returning is a choice: he keeps four water hexes. */
  apply_ok (game, &keep);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  settle (game);
  g_assert_cmpint (count_group_terrain (game, 1, VIK_TERRAIN_WATER), ==, 4);
  g_assert_cmpint (count_legal (game, VIK_ACTION_CAPITAL), ==, 1);
}

static void
test_start_water_two (void)
{
  static const VikTerrain tiles[] = {
    VIK_TERRAIN_WATER, VIK_TERRAIN_PLAINS, VIK_TERRAIN_WATER, VIK_TERRAIN_GRASSLAND, VIK_TERRAIN_MOUNTAIN,
  };
  g_autoptr(VikGame) game = second_player_draws (tiles, G_N_ELEMENTS (tiles));

  /* Two water hexes: nothing to return. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ARRANGE);
  refused (game, VIK_ACTION_PUTBACK, VIK_NO_HEX, "(4.0)");
  g_assert_cmpint (count_legal (game, VIK_ACTION_PUTBACK), ==, 0);
  settle (game);
  g_assert_cmpint (count_group_terrain (game, 1, VIK_TERRAIN_WATER), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/4.0/first-player-drawn", test_first_player_drawn);
  g_test_add_func ("/rules/4.0/first-player-option-checked", test_first_player_option_checked);
  g_test_add_func ("/rules/4.0/setup-round/2-players", test_round_2);
  g_test_add_func ("/rules/4.0/setup-round/3-players", test_round_3);
  g_test_add_func ("/rules/4.0/setup-round/7-players", test_round_7);
  g_test_add_func ("/rules/4.0/setup-round/8-players", test_round_8);
  g_test_add_func ("/rules/4.0/capital-on-starting-land-hex", test_capital_on_start_land);
  g_test_add_func ("/rules/4.0/capital-only-on-first-turn", test_capital_only_first_turn);
  g_test_add_func ("/rules/4.0/capital-reveals-neighbours", test_capital_reveals);
  g_test_add_func ("/rules/4.0/no-land-for-capital", test_no_land_for_capital);
  g_test_add_func ("/rules/4.0/first-player-second-town", test_second_town);
  g_test_add_func ("/rules/4.0/other-players-second-town", test_second_town_others);
  g_test_add_func ("/rules/4.0/start-water/five-water", test_start_water_five);
  g_test_add_func ("/rules/4.0/start-water/three-water", test_start_water_three);
  g_test_add_func ("/rules/4.0/start-water/keep", test_start_water_keep);
  g_test_add_func ("/rules/4.0/start-water/two-water", test_start_water_two);
  return g_test_run ();
}
