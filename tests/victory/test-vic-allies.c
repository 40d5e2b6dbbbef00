/* test-vic-allies.c: the three-player Two Front War (10.4) and the alliances
 * it needs: "two allied players, each controlling one of the two outer maps,
 * seek to defeat the other player".  Our readings are in
 * docs/victory-rules-notes.md ("Allies").
 *
 * The positions use the built-in three-tile map: player 1 (index 0) holds the
 * North tile, player 2 (index 1) the South, player 3 (index 2) the Far South;
 * players 1 and 3 are allies, as the outer maps' players of 10.4. */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-save.h"
#include "vic-scenario.h"

#include <string.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)

/* A three-player position on three tiles with players 1 and 3 allied (set
 * before any block is placed: blocks are shown to the owner's allies). */
static VicGame *
allies_position (void)
{
  g_autoptr(VicMap) map = vic_map_new_three_tiles ();
  VicGame *game = vic_test_position (map, NULL, 3);

  game->core.players[0].team = 1;
  game->core.players[2].team = 1;
  return game;
}

/* A copy of the game with no alliances (to show what the alliance changes). */
static VicGame *
without_allies (const VicGame *game)
{
  VicGame *copy = vic_game_copy (game);

  for (int p = 0; p < copy->core.n_players; p++)
    copy->core.players[p].team = 0;
  vic_control_update_all (copy);
  return copy;
}

static void
check_invariants (const VicGame *game)
{
  g_autoptr(GError) error = NULL;

  vic_game_check_invariants (game, &error);
  g_assert_no_error (error);
}

/* ---------------------------------------------------------------- the preset and the file */

static void
test_preset (void)
{
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;

  g_assert_true (vic_scenario_preset ("two-front-war", 3, &sc, &error));
  g_assert_no_error (error);
  /* A: the centre map, 20 units; B1 and B2: one outer map and 10 units each. */
  g_assert_cmpint (sc.options.home_tiles[0], ==, 1 << 1);
  g_assert_cmpint (sc.options.home_tiles[1], ==, 1 << 0);
  g_assert_cmpint (sc.options.home_tiles[2], ==, 1 << 2);
  g_assert_cmpint (sc.options.force_units[0], ==, 20);
  g_assert_cmpint (sc.options.force_units[1], ==, 10);
  g_assert_cmpint (sc.options.force_units[2], ==, 10);
  game = vic_scenario_new_game (&sc, 5, &error);
  g_assert_no_error (error);
  vic_scenario_clear (&sc);
  g_assert_cmpint (vic_game_get_n_players (game), ==, 3);
  g_assert_false (vic_game_allied (game, 0, 1));
  g_assert_false (vic_game_allied (game, 0, 2));
  g_assert_true (vic_game_allied (game, 1, 2));
  g_assert_cmpint (vic_game_get_team (game, 0), ==, 0);
  /* "Player A must control any 20PP ... Player B ... any 25PP": B's two
   * players count their Cities together. */
  g_assert_cmpint (vic_game_win_pp (game, 0), ==, 20);
  g_assert_cmpint (vic_game_win_pp (game, 1), ==, 25);
  g_assert_cmpint (vic_game_controlled_pp (game, 1), ==, 10);
  g_assert_cmpint (vic_game_team_pp (game, 1), ==, 20);
  g_assert_cmpint (vic_game_team_pp (game, 2), ==, 20);
  g_assert_cmpint (vic_game_team_pp (game, 0), ==, 10);
  /* 2 and 3 players only. */
  g_assert_false (vic_scenario_preset ("two-front-war", 4, &sc, &error));
  g_assert_nonnull (error);
  vic_scenario_clear (&sc);
}

static void
test_scenario_file (void)
{
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", "two-front-war-allies.vicscn", NULL);
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;

  g_assert_true (vic_scenario_load_file (path, &sc, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sc.options.n_players, ==, 3);
  g_assert_cmpint (sc.map->n_tiles, ==, 3);
  g_assert_cmpint (sc.options.team[0], ==, 0);
  g_assert_cmpint (sc.options.team[1], ==, 1);
  g_assert_cmpint (sc.options.team[2], ==, 1);
  g_assert_cmpint (sc.options.force_units[1] + sc.options.force_units[2], ==, 20);
  game = vic_scenario_new_game (&sc, 9, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vic_game_team_pp (game, 2), ==, 20);
  g_assert_cmpint (vic_game_win_pp (game, 2), ==, 25);
  vic_scenario_clear (&sc);
}

/* Hostile until checked: a team out of range, or everyone allied, is
 * refused naming the file, the group and the key. */
static void
test_scenario_bad_teams (void)
{
  static const char *const bad[] = {
    "[Game]\nGame=victory\n[Scenario]\nPlayers=2\n[Player2]\nTeam=5\n",
    "[Game]\nGame=victory\n[Scenario]\nPlayers=2\n[Player2]\nTeam=-1\n",
    "[Game]\nGame=victory\n[Scenario]\nPlayers=2\n[Player1]\nTeam=2\n[Player2]\nTeam=2\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GKeyFile) kf = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      VicScenario sc = { 0 };

      g_assert_true (g_key_file_load_from_data (kf, bad[i], -1, G_KEY_FILE_NONE, NULL));
      g_assert_false (vic_scenario_load_keyfile (kf, "bad.vicscn", &sc, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "bad.vicscn: [Player2] Team"));
      vic_scenario_clear (&sc);
    }
}

/* ---------------------------------------------------------------- never fighting each other */

/* Allies share hexes without a battle; an ally's home City stays his. */
static void
test_share_hexes (void)
{
  g_autoptr(VicGame) game = allies_position ();
  int e4 = vic_test_hex (game, "e4"), e3 = vic_test_hex (game, "e3");

  PUT (game, 2, INFANTRY, "e4");
  PUT (game, 0, INFANTRY, "e5");
  PUT (game, 2, INFANTRY, "d3");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  g_assert_cmpint (vic_game_hex_control (game, e4), ==, 2);
  vic_test_apply (game, "move IN1 e5-e4");
  /* No enemy there: no stop, no battle; it may go on or stay. */
  g_assert_true (vic_test_is_legal (game, "move IN1 e4-e3"));
  vic_test_apply (game, "stop");
  g_assert_false (vic_game_hex_is_battle (game, e4));
  g_assert_cmpint (vic_game_hex_blocks (game, e4, -1), ==, 2);
  g_assert_cmpint (vic_game_hex_control (game, e4), ==, 2);  /* it stays with the ally who held it */
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  /* Barcastle, player 1's home City: "a player controls all Cities and Towns
   * on his own map(s) unless enemy occupied" -- an ally is no enemy. */
  vic_test_apply (game, "move IN2 d3-e3");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_hex_control (game, e3), ==, 0);
  check_invariants (game);
  {
    /* Without the alliance the same step captures it. */
    g_autoptr(VicGame) alone = without_allies (game);
    g_assert_cmpint (vic_game_hex_control (alone, e3), ==, 2);
  }
}

/* A third player allied to the attacker joins the attack: declaring for
 * the defence is refused, citing 10.4; the battle puts allies on one side. */
static void
test_join_the_attack (void)
{
  g_autoptr(VicGame) game = allies_position ();

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, INFANTRY, "f5");
  PUT (game, 2, INFANTRY, "g6");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_refused (game, "move IN1 g6-g5 defend", "(10.4)");
  g_assert_false (vic_test_is_legal (game, "move IN1 g6-g5 defend"));
  vic_test_apply (game, "move IN1 g6-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  g_assert_cmpint (game->core.battle.side_of[0], ==, 0);
  g_assert_cmpint (game->core.battle.side_of[2], ==, 0);
  g_assert_cmpint (game->core.battle.side_of[1], ==, 1);
  check_invariants (game);
}

/* An ally entering a battle where his ally defends joins the defence. */
static void
test_join_the_defence (void)
{
  g_autoptr(VicGame) game = allies_position ();

  PUT (game, 0, INFANTRY, "g5");
  PUT (game, 1, INFANTRY, "f5");
  PUT (game, 2, INFANTRY, "g6");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 1);
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "end");
  vic_test_refused (game, "move IN1 g6-g5", "(10.4)");
  vic_test_apply (game, "move IN1 g6-g5 defend");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  g_assert_cmpint (game->core.battle.side_of[1], ==, 0);
  g_assert_cmpint (game->core.battle.side_of[0], ==, 1);
  g_assert_cmpint (game->core.battle.side_of[2], ==, 1);
  check_invariants (game);
}

/* (5.1) Pinning counts the defending side: an ally's block may leave while
 * his ally's blocks still match the attackers. */
static void
test_pinning (void)
{
  g_autoptr(VicGame) game = allies_position ();

  PUT (game, 0, INFANTRY, "g5");
  PUT (game, 2, INFANTRY, "g5");
  PUT (game, 1, INFANTRY, "f5");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 1);
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "end");
  {
    g_autoptr(VicGame) alone = without_allies (game);
    vic_test_refused (alone, "move IN1 g5-g6", "Pinned");
  }
  vic_test_apply (game, "move IN1 g5-g6");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "end");
  vic_test_refused (game, "move IN1 g5-g4", "Pinned");
  check_invariants (game);
}

/* (5.2) Each ally has his own stacking limits in a shared hex. */
static void
test_stacking (void)
{
  g_autoptr(VicGame) game = allies_position ();

  for (int i = 0; i < 4; i++)
    PUT (game, 2, INFANTRY, "e4");
  PUT (game, 0, INFANTRY, "e5");
  PUT (game, 0, INFANTRY, "e5");
  for (int i = 0; i < 3; i++)
    PUT (game, 0, INFANTRY, "e4");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move IN1 e5-e4");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_hex_blocks (game, vic_test_hex (game, "e4"), -1), ==, 8);
  /* It may pass through (5.2: "after all movement is completed"), not stop. */
  vic_test_apply (game, "move IN2 e5-e4");
  vic_test_refused (game, "stop", "Stacking limit");
  check_invariants (game);
}

/* (6.5) (6.53) Units retreat into an ally's hex: it is friendly. */
static void
test_retreat (void)
{
  g_autoptr(VicGame) game = allies_position ();

  PUT (game, 0, INFANTRY, "g5");
  PUT (game, 2, INFANTRY, "g6");
  PUT (game, 1, INFANTRY, "f5");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 1);
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  {
    g_autoptr(VicGame) alone = without_allies (game);
    vic_test_refused (alone, "retreat IN1 g5-g6", "enemy-occupied");
  }
  vic_test_apply (game, "retreat IN1 g5-g6");
  g_assert_cmpint (vic_game_hex_blocks (game, vic_test_hex (game, "g6"), -1), ==, 2);
  check_invariants (game);
}

/* (2.0 NOTE) A third player who is nobody's ally and declares nothing joins
 * the Attacker (only "defend" joins the Defender). */
static void
test_third_player_undeclared (void)
{
  g_autoptr(VicMap) map = vic_map_new_three_tiles ();
  g_autoptr(VicGame) game = vic_test_position (map, NULL, 3);

  PUT (game, 1, INFANTRY, "g5");
  PUT (game, 0, INFANTRY, "f5");
  PUT (game, 2, INFANTRY, "g6");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  g_assert_true (vic_test_is_legal (game, "move IN1 g6-g5 defend"));
  vic_test_apply (game, "move IN1 g6-g5");
  vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  g_assert_cmpint (game->core.battle.side_of[2], ==, 0);
  g_assert_cmpint (game->core.battle.side_of[1], ==, 1);
}

/* ---------------------------------------------------------------- supply, victory, fog */

/* (7.2) (7.3) An ally's hexes and Cities are friendly: his Cities are
 * Supply Bases for the other. */
static void
test_supply (void)
{
  g_autoptr(VicGame) game = allies_position ();
  int in = PUT (game, 2, INFANTRY, "e3");

  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  g_assert_true (vic_game_block_supplied (game, in));
  {
    g_autoptr(VicGame) alone = without_allies (game);
    g_assert_false (vic_game_block_supplied (alone, in));
  }
}

/* "Player B must control any 25PP of cities to win": the team's Cities
 * together, and the team wins together. */
static void
test_victory (void)
{
  g_autoptr(VicGame) game = allies_position ();

  vic_test_set_turn (game, VIC_PHASE_SUPPLY, 0);
  game->core.players[0].win_pp = 20;
  game->core.players[2].win_pp = 20;
  g_assert_cmpint (vic_game_controlled_pp (game, 0), ==, 10);
  g_assert_cmpint (vic_game_team_pp (game, 0), ==, 20);
  {
    g_autoptr(VicGame) alone = without_allies (game);
    g_assert_false (vic_victory_check (alone, FALSE));
  }
  g_assert_true (vic_victory_check (game, FALSE));
  g_assert_cmpuint (vic_game_get_winners (game), ==, (1u << 0) | (1u << 2));
  /* (10.6) On time, the team's PP too. */
  {
    g_autoptr(VicGame) timed = allies_position ();
    vic_test_set_turn (timed, VIC_PHASE_SUPPLY, 0);
    g_assert_true (vic_victory_check (timed, TRUE));
    g_assert_cmpuint (vic_game_get_winners (timed), ==, (1u << 0) | (1u << 2));
  }
}

/* Allies see each other's blocks (type and strength); the enemy does not. */
static void
test_fog (void)
{
  g_autoptr(VicGame) game = allies_position ();
  int mine[4];
  VicBlockInfo info;

  mine[0] = PUT (game, 0, ARMOR, "e3");
  mine[1] = vic_test_put (game, 0, VIC_UNIT_INFANTRY, 2, "c5");
  mine[2] = PUT (game, 0, FIGHTER, "b2");
  mine[3] = PUT (game, 0, ARTILLERY, "h5");
  vic_test_set_turn (game, VIC_PHASE_MOVE, 0);
  vic_test_apply (game, "move AR1 e3-e4");
  vic_test_apply (game, "stop");
  for (int i = 0; i < 4; i++)
    {
      g_autoptr(VicGame) ally = vic_game_copy_for_player (game, 2, 1000 + i);
      VicBlockInfo seen;
      g_assert_true (vic_game_get_block (game, mine[i], &info));
      g_assert_true (vic_game_get_block (ally, mine[i], &seen));
      g_assert_cmpint (seen.type, ==, info.type);
      g_assert_cmpint (seen.steps, ==, info.steps);
      /* moved or not: shown to the owner and his ally, not to the enemy */
      g_assert_cmpuint (info.revealed, ==, (1u << 0) | (1u << 2));
    }
  vic_test_check_fog (game, 7);
  check_invariants (game);
}

/* ---------------------------------------------------------------- saves */

static void
test_save_round_trip (void)
{
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;
  VikRng rng;

  g_assert_true (vic_scenario_preset ("two-front-war", 3, &sc, &error));
  game = vic_scenario_new_game (&sc, 21, &error);
  g_assert_no_error (error);
  vic_scenario_clear (&sc);
  vik_rng_seed (&rng, 21, 5);
  for (int round = 0; round < 3; round++)
    {
      gsize len1, len2;
      g_autofree char *data1 = vic_game_save_to_data (game, &len1);
      g_autofree char *data2 = NULL;
      g_autoptr(VicGame) back = vic_game_load_from_data (data1, len1, "allies.vic", &error);

      g_assert_no_error (error);
      g_assert_nonnull (strstr (data1, "Team=1"));
      g_assert_true (vic_game_allied (back, 1, 2));
      g_assert_false (vic_game_allied (back, 0, 1));
      g_assert_true (vic_game_equal (game, back));
      data2 = vic_game_save_to_data (back, &len2);
      g_assert_cmpmem (data1, len1, data2, len2);
      vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 400, FALSE);
    }
}

/* A save's teams are checked like every other value. */
static void
test_save_bad_teams (void)
{
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;
  g_autofree char *data = NULL;
  static const struct { const char *from, *to, *needle; } edits[] = {
    { "[Player1]\n", "[Player1]\nTeam=9\n", "[Player1] Team" },
    { "[Player1]\n", "[Player1]\nTeam=1\n", "[Player1] Team" },
  };
  gsize len;

  g_assert_true (vic_scenario_preset ("two-front-war", 3, &sc, &error));
  game = vic_scenario_new_game (&sc, 2, &error);
  g_assert_no_error (error);
  vic_scenario_clear (&sc);
  data = vic_game_save_to_data (game, &len);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GError) local = NULL;
      g_autoptr(GString) text = g_string_new (data);
      g_autoptr(VicGame) back = NULL;

      g_assert_cmpuint (g_string_replace (text, edits[i].from, edits[i].to, 1), ==, 1);
      back = vic_game_load_from_data (text->str, text->len, "allies.vic", &local);
      g_assert_null (back);
      g_assert_nonnull (local);
      g_assert_nonnull (strstr (local->message, edits[i].needle));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/10.4/three-player-allies-preset", test_preset);
  g_test_add_func ("/victory/10.4/three-player-allies-scenario-file", test_scenario_file);
  g_test_add_func ("/victory/10.4/three-player-allies-bad-teams-refused", test_scenario_bad_teams);
  g_test_add_func ("/victory/10.4/three-player-allies-share-hexes", test_share_hexes);
  g_test_add_func ("/victory/10.4/three-player-allies-cannot-attack-each-other", test_join_the_attack);
  g_test_add_func ("/victory/10.4/three-player-allies-join-the-defence", test_join_the_defence);
  g_test_add_func ("/victory/10.4/three-player-allies-pinning-counts-the-side", test_pinning);
  g_test_add_func ("/victory/10.4/three-player-allies-stacking-per-player", test_stacking);
  g_test_add_func ("/victory/10.4/three-player-allies-retreat-to-ally", test_retreat);
  g_test_add_func ("/victory/2.0/third-player-undeclared-joins-the-attacker", test_third_player_undeclared);
  g_test_add_func ("/victory/10.4/three-player-allies-supply-through-ally", test_supply);
  g_test_add_func ("/victory/10.4/three-player-allies-win-together", test_victory);
  g_test_add_func ("/victory/10.4/three-player-allies-see-each-other", test_fog);
  g_test_add_func ("/victory/10.4/three-player-allies-save-round-trip", test_save_round_trip);
  g_test_add_func ("/victory/10.4/three-player-allies-save-bad-teams", test_save_bad_teams);
  return g_test_run ();
}
