/* test-vic-scenario.c: setting up (1.1-1.4), the scenarios and their victory
 * conditions (10.0-10.6), scenario files, the notation both ways, and Victory
 * behind the game-neutral VikRules interface. */
#include "config.h"

#include "vic-test.h"
#include "vik-rng.h"
#include "vic-game-private.h"
#include "vic-rules.h"
#include "vic-save.h"
#include "vic-scenario.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)

static VicGame *
preset (const char *id, int players, guint64 seed)
{
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  VicGame *game;

  g_assert_true (vic_scenario_preset (id, players, &sc, &error));
  game = vic_scenario_new_game (&sc, seed, &error);
  g_assert_no_error (error);
  vic_scenario_clear (&sc);
  return game;
}

static int
blocks_of (VicGame *game, int player, gboolean full)
{
  int n = 0;

  for (int i = 0; i < game->core.n_slots; i++)
    {
      const VicBlock *b = &game->core.blocks[i];
      if (b->owner == player && (!full || b->steps == game->core.rules.units[b->type].max_steps))
        n++;
    }
  return n;
}

/* ---------------------------------------------------------------- 1.1-1.4 */

static void
test_maps (void)
{
  VicGameOptions o;
  g_autoptr(GError) error = NULL;
  g_autoptr(VicMap) four = vic_map_new_four_tiles ();
  g_autoptr(VicGame) game = NULL;

  /* Each player chooses a map; the maps join (1.1). */
  g_assert_cmpint (four->n_tiles, ==, 4);
  vic_game_options_quick_start (&o, 2, 1);
  o.home_tiles[0] = 1;
  o.home_tiles[1] = 1;
  g_assert_null (vic_game_new (&o, &error));
  g_assert_nonnull (strstr (error->message, "(1.1)"));
  g_clear_error (&error);
  vic_game_options_quick_start (&o, 4, 1);
  o.map = four;
  game = vic_game_new (&o, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vic_game_win_pp (game, 0), ==, 30);
}

static void
test_production_cities (void)
{
  g_autoptr(VicGame) game = preset ("quick-start", 2, 1);

  /* Each player starts controlling all the Cities of his map (1.2): 10 PP. */
  g_assert_cmpint (vic_game_controlled_pp (game, 0), ==, 10);
  g_assert_cmpint (vic_game_controlled_pp (game, 1), ==, 10);
}

static void
test_picking_scenario (void)
{
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;

  /* The scenarios of 10.0 are built in; Quick Start first. */
  g_assert_cmpstr (vic_scenario_preset_ids ()[0], ==, "quick-start");
  g_assert_false (vic_scenario_preset ("chess", 2, &sc, &error));
  g_assert_nonnull (error);
}

static void
test_deploying (void)
{
  g_autoptr(VicGame) game = preset ("quick-start", 2, 7);
  int in = VIC_NO_BLOCK;

  for (int i = 0; i < game->core.n_slots && in == VIC_NO_BLOCK; i++)
    if (game->core.blocks[i].owner == 0 && vic_unit_class (game->core.blocks[i].type) == VIC_CLASS_GROUND
        && !vic_unit_sea_restricted (game->core.blocks[i].type))
      in = i;
  g_assert_cmpint (in, !=, VIC_NO_BLOCK);
  /* Starting locations are friendly Cities and Towns (1.4)... */
  {
    g_autofree char *name = vic_block_name (game, in);
    g_autofree char *bad = g_strdup_printf ("deploy %s f3", name);
    g_autofree char *enemy = g_strdup_printf ("deploy %s e10", name);
    g_autofree char *good = g_strdup_printf ("deploy %s e3", name);
    vic_test_refused (game, bad, "(1.4)");
    vic_test_refused (game, enemy, "(1.4)");
    vic_test_apply (game, good);
  }
  /* ...with at least two units in each City before the end. */
  vic_test_refused (game, "end", "(1.4)");
}

static void
test_alternate_deployment (void)
{
  VicScenario sc = { 0 };
  g_autoptr(VicGame) game = NULL;
  VikRng rng;

  /* Fog of War sidebar: three blocks each, in turn. */
  vic_scenario_preset ("quick-start", 2, &sc, NULL);
  sc.rules.options |= 1u << VIC_OPTION_ALTERNATE_DEPLOYMENT;
  game = vic_scenario_new_game (&sc, 3, NULL);
  vic_scenario_clear (&sc);
  vik_rng_seed (&rng, 3, 3);
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpint (vic_game_get_decider (game), ==, 0);
      vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 1, FALSE);
    }
  g_assert_cmpint (vic_game_get_decider (game), ==, 1);
}

/* ---------------------------------------------------------------- 10.0-10.6 */

static void
test_victory (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  game->core.players[0].win_pp = 15;
  game->core.players[1].win_pp = 15;
  PUT (game, 0, INFANTRY, "e9");
  PUT (game, 0, INFANTRY, "b12");
  PUT (game, 0, INFANTRY, "h10");
  PUT (game, 1, INFANTRY, "e12");
  /* (10.0) 15 PP of Cities at the end of a Game Turn wins on two maps. */
  vic_test_apply (game, "move IN1 e9-e10");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move IN2 b12-b11");
  vic_test_apply (game, "stop");
  g_assert_cmpint (vic_game_controlled_pp (game, 0), ==, 15);
  g_assert_false (vic_game_is_over (game));
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  g_assert_true (vic_game_is_over (game));
  g_assert_cmpuint (vic_game_get_winners (game), ==, 1);
}

static void
test_quick_start (void)
{
  g_autoptr(VicGame) game = preset ("quick-start", 2, 11);

  /* 20 random units at full strength each (10.1). */
  g_assert_cmpint (blocks_of (game, 0, TRUE), ==, 20);
  g_assert_cmpint (blocks_of (game, 1, TRUE), ==, 20);
  g_assert_cmpint (vic_game_win_pp (game, 0), ==, 15);
}

static void
test_custom_forces (void)
{
  g_autoptr(VicGame) game = preset ("custom-forces", 2, 11);

  /* 80 PP to build forces as desired (10.2). */
  g_assert_cmpint (game->core.players[0].budget, ==, 80);
  vic_test_apply (game, "buy BB 4 b2");
  g_assert_cmpint (game->core.players[0].budget, ==, 68);
  vic_test_refused (game, "buy IN 2 f3", "(1.4)");
}

/* A ruleset allowing few blocks (MaxBlocks) still lets every custom force
 * garrison its Cities (1.4): a buy that would leave too few blocks for them is
 * refused, and random play always finishes the deployment (a fuzz finding: a
 * side could spend its blocks elsewhere and then could neither buy nor end). */
static void
test_custom_forces_few_blocks (void)
{
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      VicScenario sc = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(VicGame) game = NULL;
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
      VikRng rng;
      int n = 0;

      g_assert_true (vic_scenario_preset ("custom-forces", 2, &sc, &error));
      sc.rules.max_blocks = 6 + (int) (seed % 4);
      game = vic_scenario_new_game (&sc, seed, &error);
      g_assert_no_error (error);
      vic_scenario_clear (&sc);
      vik_rng_seed (&rng, seed, 5);
      while (vic_game_get_phase (game) == VIC_PHASE_DEPLOY)
        {
          VicAction a;
          g_array_set_size (legal, 0);
          vic_game_legal_actions (game, legal);
          g_assert_cmpuint (legal->len, >, 0);
          a = g_array_index (legal, VicAction, vik_rng_below (&rng, legal->len));
          g_assert_true (vic_game_apply (game, &a, &error));
          g_assert_no_error (error);
          g_assert_cmpint (++n, <, 2000);
        }
      for (int p = 0; p < 2; p++)
        g_assert_cmpint (game->core.players[p].n_blocks, <=, game->core.rules.max_blocks);
    }
  {
    /* six Cities, six blocks: a block outside the Cities is refused */
    VicScenario sc = { 0 };
    g_autoptr(GError) error = NULL;
    g_autoptr(VicGame) game = NULL;
    g_assert_true (vic_scenario_preset ("custom-forces", 2, &sc, &error));
    sc.rules.max_blocks = 6;
    game = vic_scenario_new_game (&sc, 11, &error);
    vic_scenario_clear (&sc);
    int refused = 0;
    for (int h = 0; h < vic_game_get_map (game)->n_hexes; h++)
      {
        VicAction a = vic_action_make (VIC_ACTION_BUY);
        g_autoptr(GError) why = NULL;
        a.group = VIC_UNIT_INFANTRY;
        a.steps = 1;
        a.hex = h;
        if (!vic_game_check_action (game, &a, &why) && strstr (why->message, "keep blocks for them"))
          {
            g_assert_nonnull (strstr (why->message, "(1.4)"));
            g_assert_false (vic_map_is_city (vic_game_get_map (game), h));   /* a Town's */
            refused++;
          }
      }
    g_assert_cmpint (refused, >, 0);
    vic_test_apply (game, "buy IN 1 b2");   /* a City's garrison is bought */
  }
}

/* Four players on a two-map layout: players 3 and 4 would hold no map; the
 * game is refused (a fuzz finding: it was set up, and its own save refused). */
static void
test_more_players_than_maps (void)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;
  VicScenario sc = { 0 };
  /* only Player 2 names his map: the others take one each by seat */
  static const char text[] = "[Scenario]\nPreset=quick-start\nPlayers=4\nMap=two-tiles\n[Player2]\nTiles=2\n";

  g_assert_true (g_key_file_load_from_data (kf, text, sizeof text - 1, G_KEY_FILE_NONE, NULL));
  if (vic_scenario_load_keyfile (kf, "four.vicscn", &sc, &error))
    game = vic_scenario_new_game (&sc, 1, &error);
  vic_scenario_clear (&sc);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "(10.0)"));
}

/* Two players naming the same map: refused at set-up as a save would be (1.1). */
static void
test_shared_map_refused (void)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;
  VicScenario sc = { 0 };
  static const char text[] =
    "[Scenario]\nPreset=quick-start\nPlayers=2\nMap=two-tiles\n[Player1]\nTiles=1\n[Player2]\nTiles=1;2\n";

  g_assert_true (g_key_file_load_from_data (kf, text, sizeof text - 1, G_KEY_FILE_NONE, NULL));
  if (vic_scenario_load_keyfile (kf, "shared.vicscn", &sc, &error))
    game = vic_scenario_new_game (&sc, 1, &error);
  vic_scenario_clear (&sc);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "same map tile (1.1)"));
}

/* Sets up the scenario `groups` on the built-in two-tile map's text with
 * `from` replaced by `to`; returns the refusal. */
static char *
refused_layout (const char *groups, const char *from, const char *to)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;
  GString *text = g_string_new (vic_map_two_tiles_text ());
  VicScenario sc = { 0 };

  g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
  g_string_prepend (text, groups);
  g_assert_true (g_key_file_load_from_data (kf, text->str, text->len, G_KEY_FILE_NONE, NULL));
  g_string_free (text, TRUE);
  if (vic_scenario_load_keyfile (kf, "layout.vicscn", &sc, &error))
    game = vic_scenario_new_game (&sc, 1, &error);
  vic_scenario_clear (&sc);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  return g_strdup (error->message);
}

/* A player's map tile with no hex, or too few to deploy in, is refused when
 * the game is set up (it was set up, and its deployment could never end):
 * a Tiles= list naming more tiles than the hexes use, a [Tiles] digit beyond
 * the tiles named, a [Tiles] group cut short. */
static void
test_tiles_without_room (void)
{
  static const char groups[] = "[Scenario]\nPreset=quick-start\nPlayers=2\n"
                               "[Player1]\nTiles=3\n[Player2]\nTiles=2\n";
  g_autofree char *none = refused_layout (groups, "Tiles=North;South;", "Tiles=North;South;East;");
  g_autofree char *one_city = refused_layout (groups, "Row16=2222222222", "Row16=2222222223");
  g_autofree char *cut = refused_layout ("[Scenario]\nPreset=quick-start\nPlayers=2\n"
                                         "[Player1]\nTiles=2\n[Player2]\nTiles=1\n",
                                         "Row9=2222222222\nRow10=2222222222\nRow11=2222222222\n"
                                         "Row12=2222222222\nRow13=2222222222\nRow14=2222222222\n"
                                         "Row15=2222222222\nRow16=2222222222\n",
                                         "Row9=2111111111\n");

  g_assert_nonnull (strstr (none, "Player 1's map “East” has no hex"));
  g_assert_nonnull (strstr (none, "(1.1)"));
  /* Southgate alone cannot take twenty blocks. */
  g_assert_nonnull (strstr (one_city, "Player 1's Cities and Towns cannot hold his starting forces"));
  g_assert_nonnull (strstr (one_city, "(1.4)"));
  /* The South tile is one Sea hex. */
  g_assert_nonnull (strstr (cut, "Player 1's maps have no City or Town"));
  g_assert_nonnull (strstr (cut, "(1.4)"));
}

static void
test_sleeping_giant (void)
{
  g_autoptr(VicGame) game = preset ("sleeping-giant", 2, 11);

  /* A: 20 units; B: 12 and Home Cities +1 PP (10.3). */
  g_assert_cmpint (blocks_of (game, 0, TRUE), ==, 20);
  g_assert_cmpint (blocks_of (game, 1, TRUE), ==, 12);
  g_assert_cmpint (game->core.players[1].home_bonus, ==, 1);
  {
    g_autoptr(VicGame) pos = vic_test_two_tiles (NULL);
    pos->core.players[1].home_bonus = 1;
    PUT (pos, 0, INFANTRY, "e9");
    vic_test_apply (pos, "move IN1 e9-e10");
    vic_test_apply (pos, "end");
    while (vic_game_get_phase (pos) != VIC_PHASE_PRODUCTION)
      vic_test_apply (pos, "end");
    /* A gets the extra production of B's Home Cities he controls: Hope 3+1. */
    g_assert_cmpint (vic_game_city_pp_left (pos, vic_test_hex (pos, "e10")), ==, 4);
    /* B's own Home Cities too: Granton 2+1. */
    g_assert_cmpint (vic_game_city_pp_left (pos, vic_test_hex (pos, "b11")), ==, 3);
  }
}

static void
test_two_front_war (void)
{
  g_autoptr(VicGame) game = preset ("two-front-war", 2, 11);

  /* Three maps; A the centre with 20 units, B the outer two; 20 and 25 PP to win (10.4). */
  g_assert_cmpint (vic_game_get_map (game)->n_tiles, ==, 3);
  g_assert_cmpint (vic_game_controlled_pp (game, 0), ==, 10);
  g_assert_cmpint (vic_game_controlled_pp (game, 1), ==, 20);
  g_assert_cmpint (vic_game_win_pp (game, 0), ==, 20);
  g_assert_cmpint (vic_game_win_pp (game, 1), ==, 25);
}

static void
test_time_limit (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  /* (10.6) After the last turn the player with the most PP wins. */
  game->core.turn_limit = 1;
  PUT (game, 0, INFANTRY, "e9");
  vic_test_apply (game, "move IN1 e9-e10");
  vic_test_apply (game, "end");
  vic_test_apply (game, "end");
  g_assert_true (vic_game_is_over (game));
  g_assert_cmpuint (vic_game_get_winners (game), ==, 1);
}

static const char scenario_file[] =
  "[Game]\nGame=victory\n"
  "[Scenario]\nName=Test\nPreset=quick-start\nPlayers=2\nTurnLimit=12\nMap=two-tiles\n"
  "[Player1]\nName=Red\nUnits=10\nWinPP=12\n"
  "[Player2]\nName=Blue\nForces=custom\nPP=40\nHomeBonus=1\n"
  "[Pool]\nInfantry=20\n"
  "[Rules]\nOptions=regroups\n"
  "[Units]\nInfantry=E 2 1-1-3 1 4\n";

static void
test_scenario_file (void)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;

  g_assert_true (g_key_file_load_from_data (kf, scenario_file, sizeof scenario_file - 1, 0, NULL));
  g_assert_true (vic_scenario_load_keyfile (kf, "test.vicscn", &sc, &error));
  game = vic_scenario_new_game (&sc, 1, &error);
  vic_scenario_clear (&sc);
  g_assert_no_error (error);
  g_assert_cmpstr (vic_game_get_player_name (game, 0), ==, "Red");
  g_assert_cmpint (blocks_of (game, 0, FALSE), ==, 10);
  g_assert_cmpint (game->core.players[1].budget, ==, 40);
  g_assert_cmpint (game->core.turn_limit, ==, 12);
  g_assert_true (vic_ruleset_has_option (&game->core.rules, VIC_OPTION_REGROUPS));
  /* The Unit Data Chart is a ruleset a scenario may change. */
  g_assert_cmpint (game->core.rules.units[VIC_UNIT_INFANTRY].fire[VIC_CLASS_GROUND], ==, 3);
  for (int i = 0; i < game->core.n_slots; i++)
    g_assert_true (game->core.blocks[i].owner != 0 || game->core.blocks[i].type == VIC_UNIT_INFANTRY);
  /* Bad values are refused naming group and key. */
  g_key_file_set_string (kf, "Units", "Armor", "Z 9");
  g_assert_false (vic_scenario_load_keyfile (kf, "test.vicscn", &sc, &error) && FALSE);
  {
    VicScenario bad = { 0 };
    g_autoptr(GError) e2 = NULL;
    g_assert_false (vic_scenario_load_keyfile (kf, "test.vicscn", &bad, &e2));
    g_assert_nonnull (strstr (e2->message, "[Units] Armor"));
    vic_scenario_clear (&bad);
  }
  vic_scenario_clear (&sc);
}

/* Loads dir/name.vicscn, a Quick Start on the map file `map`; returns the
 * refusal (NULL when it loads). */
static char *
map_file_refusal (const char *dir, const char *map)
{
  g_autofree char *scenario = g_build_filename (dir, "s.vicscn", NULL);
  g_autofree char *text = g_strdup_printf ("[Game]\nGame=victory\n[Scenario]\nPreset=quick-start\nMap=%s\n", map);
  g_autoptr(GError) error = NULL;
  VicScenario sc = { 0 };
  gboolean ok;

  g_assert_true (g_file_set_contents (scenario, text, -1, NULL));
  ok = vic_scenario_load_file (scenario, &sc, &error);
  vic_scenario_clear (&sc);
  if (ok)
    return NULL;
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "[Scenario] Map"));
  return g_strdup (error->message);
}

/* A scenario's Map= is a map file beside it, the file itself: a symbolic
 * link (it could lead anywhere), a FIFO or a file that is not a map's key
 * file is refused naming the key, quoting nothing of what it holds. */
static void
test_map_file_refusals (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vic-map-file-XXXXXX", NULL);
  g_autofree char *secret = g_build_filename (dir, "secret.txt", NULL);
  g_autofree char *link = g_build_filename (dir, "link.vicmap", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.vicmap", NULL);
  g_autofree char *other = g_build_filename (dir, "other.vicmap", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.vicmap", NULL);
  g_autofree char *good = g_build_filename (dir, "good.vicmap", NULL);
  g_autofree char *link_map = g_build_filename (dir, "linked-map.vicmap", NULL);
  g_autofree char *why = NULL;

  g_assert_nonnull (dir);
  g_assert_true (g_file_set_contents (secret, "root:x:0:0:hunter2\n", -1, NULL));
  g_assert_true (g_file_set_contents (plain, "root:x:0:0:hunter2\n", -1, NULL));
  g_assert_true (g_file_set_contents (other, "[Secrets]\nroot=hunter2\n", -1, NULL));
  g_assert_true (g_file_set_contents (good, vic_map_two_tiles_text (), -1, NULL));
  g_assert_cmpint (symlink (secret, link), ==, 0);
  g_assert_cmpint (symlink (good, link_map), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  why = map_file_refusal (dir, "link.vicmap");
  g_assert_nonnull (strstr (why, "symbolic link"));
  g_assert_null (strstr (why, "hunter2"));
  g_clear_pointer (&why, g_free);
  /* even a link to a good map */
  why = map_file_refusal (dir, "linked-map.vicmap");
  g_assert_nonnull (strstr (why, "symbolic link"));
  g_clear_pointer (&why, g_free);
  why = map_file_refusal (dir, "plain.vicmap");
  g_assert_nonnull (strstr (why, "“plain.vicmap” is not a map file"));
  g_assert_null (strstr (why, "hunter2"));
  g_clear_pointer (&why, g_free);
  why = map_file_refusal (dir, "other.vicmap");
  g_assert_nonnull (strstr (why, "not a map file"));
  g_assert_null (strstr (why, "hunter2"));
  g_assert_null (strstr (why, "Secrets"));
  g_clear_pointer (&why, g_free);
  why = map_file_refusal (dir, "fifo.vicmap");
  g_assert_nonnull (strstr (why, "not a regular file"));
  g_clear_pointer (&why, g_free);
  g_assert_null (map_file_refusal (dir, "good.vicmap"));

  for (const char *const *f = (const char *const[]) { secret, link, plain, other, fifo, good, link_map, NULL }; *f; f++)
    g_unlink (*f);
  {
    g_autofree char *scenario = g_build_filename (dir, "s.vicscn", NULL);
    g_unlink (scenario);
  }
  g_rmdir (dir);
}

/* ---------------------------------------------------------------- notation and the interface */

/* Every legal action of whole games names itself both ways. */
static void
test_notation (void)
{
  g_autoptr(VicGame) game = preset ("quick-start", 2, 21);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  VikRng rng;
  int checked = 0;

  vik_rng_seed (&rng, 21, 1);
  for (int n = 0; n < 4000 && !vic_game_is_over (game); n++)
    {
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      for (guint i = 0; i < legal->len; i++)
        {
          VicAction *a = &g_array_index (legal, VicAction, i), back;
          g_autofree char *text = vic_action_to_string (game, a);
          g_autofree char *raw = vic_action_to_raw_string (game, a);
          g_autoptr(GError) error = NULL;
          if (!vic_action_parse (game, text, &back, &error))
            g_error ("“%s”: %s", text, error->message);
          g_assert_true (vic_action_equal (a, &back));
          g_assert_true (vic_action_parse (game, raw, &back, NULL));
          g_assert_true (vic_action_equal (a, &back));
          checked++;
        }
      vic_test_play (game, VIC_POLICY_AGGRESSIVE, &rng, 1, FALSE);
    }
  g_assert_cmpint (checked, >, 10000);
  g_array_unref (legal);
}

static void
test_notation_errors (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  static const char *const bad[] = {
    "", "fly", "move", "move IN1", "move XX1 e5-f6", "move IN1 e5", "move IN1 z9-e5", "fire IN1 Q",
    "buy IN 9 e5", "battle", "teleport IN1", "move IN1 e5-f6 e5 e5 e5",
  };

  PUT (game, 0, INFANTRY, "e5");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      VicAction a;
      g_autoptr(GError) error = NULL;
      g_assert_false (vic_action_parse (game, bad[i], &a, &error));
      g_assert_true (g_error_matches (error, VIC_RULE_ERROR, VIC_RULE_ERROR_PARSE));
    }
}

/* [PlayerN] Computer names who plays a side when the window opens the
 * scenario; a bad level is refused naming the group and key. */
static void
test_scenario_computer_seats (void)
{
  const char *text = "[Game]\nGame=victory\n[Scenario]\nPreset=quick-start\nPlayers=2\nMap=two-tiles\n"
                     "[Player2]\nComputer=hard\n";
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  VicScenario sc = { 0 };
  g_autofree char *bad = NULL;

  g_assert_true (g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_NONE, NULL));
  g_assert_true (vic_scenario_load_keyfile (kf, "t.vicscn", &sc, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sc.computer[0], ==, 0);
  g_assert_cmpint (sc.computer[1], ==, 3);
  vic_scenario_clear (&sc);
  g_key_file_set_string (kf, "Player2", "Computer", "wizard");
  g_assert_false (vic_scenario_load_keyfile (kf, "t.vicscn", &sc, &error));
  g_assert_nonnull (strstr (error->message, "Computer"));
  g_assert_nonnull (strstr (error->message, "Player2"));
  vic_scenario_clear (&sc);
}

/* The standard set-up for 2-4 players: the book's scenarios on the bundled
 * layouts, one map per player (10.1, 10.4); other counts refused. */
static void
test_rules_default_options (void)
{
  const VikRules *r = vic_rules_victory ();
  g_autoptr (GError) error = NULL;

  for (int n = 2; n <= 4; n++)
    {
      g_autoptr (GKeyFile) options = r->default_options (n, &error);
      VicGame *game;

      g_assert_no_error (error);
      game = r->new_game (options, 7, &error);
      g_assert_no_error (error);
      g_assert_cmpint (r->n_players (game), ==, n);
      g_assert_cmpint (vic_game_get_map (game)->n_tiles, ==, n);
      g_assert_cmpint (r->turn (game), >=, 0);
      r->free (game);
    }
  g_assert_null (r->default_options (5, &error));
  g_assert_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS);
}

static void
test_rules_interface (void)
{
  const VikRules *r = vic_rules_victory ();
  gpointer game = r->new_game (NULL, 5, NULL);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  GArray *own = g_array_new (FALSE, FALSE, sizeof (VicAction));
  VikRng rng;
  double scores[2];
  int steps = 0;

  g_assert_cmpstr (r->id, ==, "victory");
  vik_rng_seed (&rng, 5, 5);
  while (!r->is_over (game) && steps < 100000)
    {
      guint n;
      VikAnyAction chosen;
      g_autofree char *text = NULL;
      VikAnyAction parsed;
      g_array_set_size (legal, 0);
      n = r->legal (game, legal);
      g_assert_cmpuint (n, >, 0);
      g_array_set_size (own, n);
      for (guint i = 0; i < n; i++)
        memcpy (&g_array_index (own, VicAction, i), g_array_index (legal, VikAnyAction, i).bytes, sizeof (VicAction));
      chosen = g_array_index (legal, VikAnyAction,
                              vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, (VicAction *) own->data, n, &rng));
      text = r->to_text (game, &chosen);
      g_assert_true (r->from_text (game, text, &parsed, NULL));
      g_assert_cmpmem (parsed.bytes, 16, chosen.bytes, 16);
      g_assert_true (r->apply (game, &chosen, NULL));
      steps++;
      if (steps % 400 == 0)
        {
          g_autoptr(GKeyFile) kf = r->save (game);
          g_autofree char *id = vik_rules_file_game_id (kf);
          gpointer back = r->load (kf, "x.vic", NULL);
          gpointer view = r->copy_for_player (game, 0, 9);
          g_assert_cmpstr (id, ==, "victory");
          g_assert_true (r->equal (game, back));
          g_assert_cmpint (r->n_players (view), ==, 2);
          r->free (back);
          r->free (view);
        }
    }
  g_assert_true (r->is_over (game));
  g_assert_cmpint (r->decider (game), ==, -1);
  r->scores (game, scores);
  g_assert_cmpfloat (scores[0] + scores[1], ==, 1.0);
  r->free (game);
  g_array_unref (legal);
  g_array_unref (own);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/1.1/choosing-maps", test_maps);
  g_test_add_func ("/victory/1.2/production-cities", test_production_cities);
  g_test_add_func ("/victory/1.3/picking-a-scenario", test_picking_scenario);
  g_test_add_func ("/victory/1.4/deploying-units", test_deploying);
  g_test_add_func ("/victory/opt-alternate-deployment/three-at-a-time", test_alternate_deployment);
  g_test_add_func ("/victory/10.0/victory-conditions", test_victory);
  g_test_add_func ("/victory/10.1/quick-start", test_quick_start);
  g_test_add_func ("/victory/10.2/custom-forces", test_custom_forces);
  g_test_add_func ("/victory/1.4/custom-forces-keep-blocks-for-garrisons", test_custom_forces_few_blocks);
  g_test_add_func ("/victory/10.0/more-players-than-maps-refused", test_more_players_than_maps);
  g_test_add_func ("/victory/1.1/shared-map-refused", test_shared_map_refused);
  g_test_add_func ("/victory/1.1/maps-without-room-refused", test_tiles_without_room);
  g_test_add_func ("/victory/10.3/sleeping-giant", test_sleeping_giant);
  g_test_add_func ("/victory/10.4/two-front-war", test_two_front_war);
  g_test_add_func ("/victory/10.6/time-limit", test_time_limit);
  g_test_add_func ("/victory/scenario/file", test_scenario_file);
  g_test_add_func ("/victory/scenario/map-file-refusals-quote-nothing", test_map_file_refusals);
  g_test_add_func ("/victory/notation/round-trip", test_notation);
  g_test_add_func ("/victory/notation/errors", test_notation_errors);
  g_test_add_func ("/victory/interface/whole-game", test_rules_interface);
  g_test_add_func ("/victory/interface/default-options", test_rules_default_options);
  g_test_add_func ("/victory/scenario/computer-seats", test_scenario_computer_seats);
  return g_test_run ();
}
