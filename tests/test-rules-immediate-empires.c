/* test-rules-immediate-empires.c: the optional rule [16.3] Immediate Empires. */
#include "config.h"

#include "vik-game.h"
#include "vik-save.h"
#include "vik-test.h"
#include "vik-text.h"

#include <string.h>

enum { RED, YELLOW };

#define OPTIONS (1u << VIK_OPTION_IMMEDIATE_EMPIRES)

static VikGame *
new_game (guint32 options, int n_players, guint64 seed)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikGameOptions o = { .n_players = n_players, .seed = seed, .rules = &rules, .first_player = 0 };
  g_autoptr (GError) error = NULL;
  VikGame *game;

  rules.options = options;
  game = vik_game_new (&o, &error);
  g_assert_no_error (error);
  return game;
}

static void
ok (VikGame *game, VikAction a)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = vik_action_to_string (&a, vik_game_get_board (game));

  if (!vik_game_apply (game, &a, &error))
    g_error ("“%s” refused: %s", text, error->message);
  if (!vik_game_check_invariants (game, &error))
    g_error ("after “%s”: %s", text, error->message);
}

static void
refused (VikGame *game, VikAction a, const char *cite)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, cite) == NULL)
    g_error ("“%s” does not cite %s", error->message, cite);
  g_assert_false (is_legal (game, &a));
}

/* The first legal action of `kind`, which must exist. */
static VikAction
first_legal (VikGame *game, VikActionKind kind)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == kind)
      return g_array_index (legal, VikAction, i);
  g_error ("no legal action of kind %d", kind);
  return vik_action_make (VIK_ACTION_END);
}

static void
end (VikGame *game)
{
  ok (game, vik_action_make (VIK_ACTION_END));
}

/* Places every unit of the Reserve that can be placed, then ends the turn. */
static void
place_and_end (VikGame *game)
{
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
  while (count_legal (game, VIK_ACTION_PLACE) > 0)
    ok (game, first_legal (game, VIK_ACTION_PLACE));
  end (game);
}

/* The setup turns [4.0] of a two-player game: Red (first) builds his Capital,
 * Yellow his Capital and a Town. */
static void
play_setup (VikGame *game)
{
  ok (game, first_legal (game, VIK_ACTION_CAPITAL));
  end (game);
  place_and_end (game);
  ok (game, first_legal (game, VIK_ACTION_CAPITAL));
  ok (game, first_legal (game, VIK_ACTION_TOWN));
  end (game);
  place_and_end (game);
}

/* "First setup an explored map (see 15.2)": every hex face up from the start. */
static void
test_explored_map (void)
{
  for (int players = 2; players <= VIK_MAX_PLAYERS; players++)
    {
      g_autoptr (VikGame) g = new_game (OPTIONS, players, 40 + players);
      const VikBoard *board = vik_game_get_board (g);

      for (int h = 0; h < board->n_hexes; h++)
        g_assert_true (vik_game_hex_revealed (g, h));
      g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_SETUP);
    }
}

/* "Then players take turns doing everything except moving and attacking with
 * units. Players place their Towns and upgrade them to Cities ... and place
 * the newly supported units on the map": after the setup turns, game turn 0
 * goes on with turns of a Building and a Reserve phase. */
static void
test_build_only_turns (void)
{
  g_autoptr (VikGame) g = new_game (OPTIONS | (1u << VIK_OPTION_METROPOLISES) | (1u << VIK_OPTION_RELOCATION), 2, 7);
  int capital;
  guint n;
  const VikEvent *events;
  gboolean told = FALSE;

  play_setup (g);
  g_assert_cmpint (vik_game_get_turn (g), ==, 0);
  g_assert_cmpint (vik_game_get_current_player (g), ==, RED);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_BUILD);
  events = vik_game_get_events (g, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_TURN_BEGAN)
      {
        g_autofree char *text = vik_event_describe (g, &events[i]);
        told |= strstr (text, "(16.3)") != NULL;
      }
  g_assert_true (told);
  g_assert_cmpint (count_legal (g, VIK_ACTION_MOVE), ==, 0);
  g_assert_cmpint (count_legal (g, VIK_ACTION_TOWN), >, 0);
  /* Towns and Cities only: no Metropolis [16.6], no relocation [16.5] yet. */
  capital = vik_game_capital_hex (g, RED);
  refused (g, act (VIK_ACTION_METROPOLIS, capital), "(16.3)");
  g_assert_cmpint (count_legal (g, VIK_ACTION_RELOCATE), ==, 0);

  ok (g, act (VIK_ACTION_CITY, capital));
  g_assert_cmpint (vik_game_hex_site (g, capital), ==, VIK_SITE_CITY);
  end (g);
  place_and_end (g);
  /* Yellow's build-only turn, still game turn 0. */
  g_assert_cmpint (vik_game_get_turn (g), ==, 0);
  g_assert_cmpint (vik_game_get_current_player (g), ==, YELLOW);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_BUILD);
  ok (g, first_legal (g, VIK_ACTION_TOWN));
  end (g);
  place_and_end (g);
  g_assert_cmpint (vik_game_get_current_player (g), ==, RED);
  g_assert_cmpint (vik_game_get_turn (g), ==, 0);
}

/* "Once a player is unable to either build a Town or upgrade a Town to a City,
 * then he becomes the first player to take a normal turn and may immediately
 * move and attack with his units": here Yellow, who ends his Building phase
 * without building (the rules notes: as if he could not); Red follows. */
static void
test_stopping_starts_normal_turns (void)
{
  g_autoptr (VikGame) g = new_game (OPTIONS, 2, 7);

  play_setup (g);
  ok (g, first_legal (g, VIK_ACTION_TOWN));
  end (g);
  place_and_end (g);
  g_assert_cmpint (vik_game_get_current_player (g), ==, YELLOW);
  end (g); /* Yellow builds nothing */
  g_assert_cmpint (vik_game_get_turn (g), ==, 1);
  g_assert_cmpint (vik_game_get_first_player (g), ==, YELLOW);
  g_assert_cmpint (vik_game_get_current_player (g), ==, YELLOW);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_MOVEMENT);
  g_assert_cmpint (count_legal (g, VIK_ACTION_MOVE), >, 0);
  end (g);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_BUILD);
  end (g);
  place_and_end (g);
  /* Red's first normal turn, in game turn 1; then Yellow begins turn 2. */
  g_assert_cmpint (vik_game_get_current_player (g), ==, RED);
  g_assert_cmpint (vik_game_get_turn (g), ==, 1);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_MOVEMENT);
  end (g);
  end (g);
  place_and_end (g);
  g_assert_cmpint (vik_game_get_current_player (g), ==, YELLOW);
  g_assert_cmpint (vik_game_get_turn (g), ==, 2);
}

/* A player whose build-only turn begins with nothing to build or upgrade plays
 * his first normal turn at once: Red's Capital, a City alone on an island. */
static void
test_unable_to_build (void)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  g_autoptr (VikGame) g = NULL;
  int island;

  rules.options = OPTIONS;
  g = vik_position_new (&rules, 5, 2, 3);
  island = H (g, 0, 0);
  vik_position_fill (g, VIK_TERRAIN_WATER);
  vik_position_set_hex (g, island, VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_site (g, island, RED, VIK_SITE_CITY, TRUE);
  vik_position_set_reserve (g, RED, VIK_UNIT_INFANTRY, 3);
  vik_position_set_hex (g, H (g, 3, -3), VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_site (g, H (g, 3, -3), YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (g, YELLOW, VIK_UNIT_INFANTRY, 1);
  vik_position_begin_turn (g, RED, VIK_PHASE_BUILD, 0);
  g_assert_cmpint (vik_game_get_turn (g), ==, 1);
  g_assert_cmpint (vik_game_get_first_player (g), ==, RED);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_MOVEMENT);

  /* Yellow, who could still upgrade his Town, is no longer asked: turn 1 runs. */
  end (g);
  end (g);
  end (g);
  g_assert_cmpint (vik_game_get_current_player (g), ==, YELLOW);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_MOVEMENT);
}

/* "everything except moving and attacking": placing a Frigate with another
 * player's Frigate would start a battle [14.5], so it is refused. */
static void
test_no_placement_battle (void)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  g_autoptr (VikGame) g = NULL;
  int capital, sea, other_sea;
  VikAction place = vik_action_make (VIK_ACTION_PLACE);

  rules.options = OPTIONS;
  g = vik_position_new (&rules, 5, 2, 3);
  vik_position_fill (g, VIK_TERRAIN_PLAINS);
  capital = H (g, 0, 0);
  sea = H (g, 1, 0);
  other_sea = H (g, 0, 1);
  vik_position_set_hex (g, capital, VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (g, capital, RED, VIK_SITE_TOWN, TRUE);
  vik_position_set_hex (g, sea, VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (g, other_sea, VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (g, sea, YELLOW, VIK_UNIT_FRIGATE);
  vik_position_set_site (g, H (g, 3, -3), YELLOW, VIK_SITE_CITY, TRUE);
  vik_position_set_hex (g, H (g, 3, -3), VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_reserve (g, YELLOW, VIK_UNIT_INFANTRY, 1);
  vik_position_set_reserve (g, RED, VIK_UNIT_INFANTRY, 1);
  vik_position_begin_turn (g, RED, VIK_PHASE_BUILD, 0);
  g_assert_cmpint (vik_game_get_phase (g), ==, VIK_PHASE_BUILD);
  g_assert_cmpint (vik_game_get_turn (g), ==, 0);
  ok (g, act (VIK_ACTION_CITY, capital));
  end (g);
  place.unit = VIK_UNIT_FRIGATE;
  place.from = capital;
  place.to = sea;
  refused (g, place, "(16.3");
  place.to = other_sea;
  ok (g, place);
}

/* A save in a build-only turn loads and plays on. */
static void
test_in_save (void)
{
  g_autoptr (VikGame) g = new_game (OPTIONS, 3, 9);
  g_autoptr (VikGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  while (!(vik_game_get_turn (g) == 0 && vik_game_get_phase (g) == VIK_PHASE_BUILD))
    {
      if (count_legal (g, VIK_ACTION_CAPITAL) > 0)
        ok (g, first_legal (g, VIK_ACTION_CAPITAL));
      else if (count_legal (g, VIK_ACTION_PLACE) > 0)
        ok (g, first_legal (g, VIK_ACTION_PLACE));
      else
        end (g);
    }
  data = vik_game_save_to_data (g, &length);
  loaded = vik_game_load_from_data (data, length, "e.vik", &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (g, loaded));
  ok (loaded, first_legal (loaded, VIK_ACTION_TOWN));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/16.3/explored-map", test_explored_map);
  g_test_add_func ("/rules/16.3/build-only-turns", test_build_only_turns);
  g_test_add_func ("/rules/16.3/stopping-starts-normal-turns", test_stopping_starts_normal_turns);
  g_test_add_func ("/rules/16.3/unable-to-build-plays-first", test_unable_to_build);
  g_test_add_func ("/rules/16.3/no-placement-battle", test_no_placement_battle);
  g_test_add_func ("/rules/16.3/in-saves", test_in_save);
  return g_test_run ();
}
