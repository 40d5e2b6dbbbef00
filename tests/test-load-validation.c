/* test-load-validation.c: issue 14, "files you can trust".  Every loaded state
 * is validated (vik_game_check_loaded): the regressions of the attack with
 * mutated saves, one test each, and a mutation run over real saves taken at
 * many stages of many games.  What loads must be playable: a few legal actions
 * keep the invariants, and the game's own save loads again.  GLib criticals and
 * warnings abort the test (g_log_set_always_fatal below). */
#include "vik-game.h"
#include "vik-policy.h"
#include "vik-rng.h"
#include "vik-save.h"
#include "vik-scenario.h"

#include <stdlib.h>
#include <string.h>

/* The mutation run's size: VIK_MUTATIONS=N in the environment changes it
 * (VIK_MUTATION_SEED=S its generator's seed, VIK_MUTATION_STEPS=K the actions
 * played on from each state that loads). */
#ifdef __SANITIZE_ADDRESS__
#define DEFAULT_MUTATIONS 5000 /* ten times slower: stay well inside the test's timeout */
#else
#define DEFAULT_MUTATIONS 20000
#endif

/* ---------------------------------------------------------------- games to save */

static VikGame *
new_game (int n_players, guint64 seed)
{
  VikGameOptions options = { .n_players = n_players, .seed = seed };
  GError *error = NULL;
  VikGame *game = vik_game_new (&options, &error);

  g_assert_no_error (error);
  return game;
}

/* One random legal action with the invariants after it; FALSE when none is left. */
static gboolean
step_random (VikGame *game, VikRng *rng)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autoptr (GError) error = NULL;

  if (vik_game_is_over (game))
    return FALSE;
  vik_game_legal_actions (game, legal);
  g_assert_cmpuint (legal->len, >, 0);
  if (!vik_game_apply (game, &g_array_index (legal, VikAction, vik_rng_below (rng, legal->len)), &error))
    g_error ("a legal action was refused: %s", error->message);
  if (!vik_game_check_invariants (game, &error))
    g_error ("invariant broken: %s", error->message);
  return TRUE;
}

/* A game played until `decision` is asked (within a bound), or NULL. */
static VikGame *
game_at_decision (VikDecision decision, int n_players)
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      VikGame *game = new_game (n_players, seed);
      VikRng rng;

      vik_rng_seed (&rng, seed, 7);
      for (int i = 0; i < 3000 && step_random (game, &rng); i++)
        if (vik_game_get_decision (game) == decision
            && (decision != VIK_DECISION_NONE || vik_game_get_turn (game) >= 1))
          return game;
      vik_game_free (game);
    }
  return NULL;
}

static GKeyFile *
key_file_of (const VikGame *game)
{
  gsize length;
  g_autofree char *data = vik_game_save_to_data (game, &length);
  GKeyFile *kf = g_key_file_new ();

  g_assert_true (g_key_file_load_from_data (kf, data, length, G_KEY_FILE_KEEP_COMMENTS, NULL));
  return kf;
}

static GKeyFile *
key_file_at (VikDecision decision)
{
  g_autoptr (VikGame) game = game_at_decision (decision, 2);

  g_assert_nonnull (game);
  return key_file_of (game);
}

/* The file must be refused with a message naming the file and each of parts. */
static void
assert_refused (GKeyFile *kf, const char *part1, const char *part2)
{
  gsize length;
  g_autofree char *data = g_key_file_to_data (kf, &length, NULL);
  g_autoptr (GError) error = NULL;
  VikGame *game = vik_game_load_from_data (data, length, "game.vik", &error);

  if (game != NULL)
    g_error ("an impossible state loaded:\n%s", data);
  g_assert_error (error, VIK_SAVE_ERROR, VIK_SAVE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "game.vik"));
  if (part1 != NULL && strstr (error->message, part1) == NULL)
    g_error ("“%s” does not name “%s”", error->message, part1);
  if (part2 != NULL && strstr (error->message, part2) == NULL)
    g_error ("“%s” does not name “%s”", error->message, part2);
}

static VikGame *
load_kf (GKeyFile *kf, GError **error)
{
  gsize length;
  g_autofree char *data = g_key_file_to_data (kf, &length, NULL);

  return vik_game_load_from_data (data, length, "game.vik", error);
}

/* ---------------------------------------------------------------- regressions */

/* [8.3] A City reveals the ring of CityRevealRadius: 19 wrote past a stack array. */
static void
test_city_reveal_radius (void)
{
  g_autoptr (VikGame) game = new_game (2, 3);
  g_autoptr (GKeyFile) kf = key_file_of (game);

  g_key_file_set_string (kf, "Rules", "CityRevealRadius", "19");
  assert_refused (kf, "[Rules] CityRevealRadius", "19");
  g_key_file_set_string (kf, "Rules", "CityRevealRadius", "3");
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (VikGame) ok = load_kf (kf, &error);
    g_assert_no_error (error);
  }
}

/* A City keeps its Town's units [8.2] [9.2]: a ruleset where a Forest City
 * supports no Infantry while a Town supports one loaded, and upgrading a Town
 * then left an Infantry nothing supported (found by the long fuzz run). */
static void
test_city_supports_town_units (void)
{
  g_autoptr (VikGame) game = new_game (2, 3);
  g_autoptr (GKeyFile) kf = key_file_of (game);

  g_key_file_set_string (kf, "Rules", "CitySupport", "0,0,0,0,3,0,0,0,1,1,0,0,0,0,0,1,1,0,1,0");
  assert_refused (kf, "[Rules] CitySupport", "Forest");
  g_key_file_set_string (kf, "Rules", "CitySupport", "0,0,0,0,3,0,0,0,1,1,0,0,1,0,0,1,1,0,1,0");
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (VikGame) ok = load_kf (kf, &error);
    g_assert_no_error (error);
  }
}

/* The same range for a scenario's rules, on load and in validation. */
static void
test_scenario_rule_ranges (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "duel.vikscn", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  VikScenario *sc;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  {
    g_autofree char *bad = g_strconcat (text, "\n[Rules]\nCityRevealRadius=19\n", NULL);
    g_autofree char *dir = g_path_get_dirname (path);
    sc = vik_scenario_load_from_data (bad, strlen (bad), "duel.vikscn", dir, &error);
    g_assert_null (sc);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "[Rules] CityRevealRadius"));
    g_clear_error (&error);
    sc = vik_scenario_load_from_data (text, strlen (text), "duel.vikscn", dir, &error);
  }
  g_assert_no_error (error);
  /* An editor could set any value: starting a game validates it too. */
  sc->rules.road_max = 200;
  {
    VikGame *game = vik_scenario_new_game (sc, 1, &error);
    g_assert_null (game);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "RoadMax"));
  }
  vik_scenario_free (sc);
}

/* A scenario's stack must fit the game's 8-bit counter, or the game fails to start. */
static void
test_scenario_counters (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "duel.vikscn", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = vik_problems_new ();
  VikScenario *sc = vik_scenario_load (path, &error);
  gboolean found = FALSE;

  g_assert_no_error (error);
  sc->hexes[0].units[0][VIK_UNIT_INFANTRY] = 200;
  sc->hexes[0].units[0][VIK_UNIT_CAVALRY] = 100;
  vik_scenario_validate (sc, problems);
  for (guint i = 0; i < problems->len; i++)
    found |= strstr (((VikProblem *) problems->pdata[i])->message, "in one hex") != NULL;
  g_assert_true (found);
  g_assert_null (vik_scenario_new_game (sc, 1, &error));
  g_assert_nonnull (error);
  vik_scenario_free (sc);
}

/* RoadMax is bounded by the board, and the road search is linear in the board. */
static void
test_road_max (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_NONE);
  g_autoptr (GError) error = NULL;

  g_key_file_set_string (kf, "Rules", "RoadMax", "200");
  assert_refused (kf, "[Rules] RoadMax", "200");
  g_key_file_set_string (kf, "Rules", "RoadMin", "5");
  g_key_file_set_string (kf, "Rules", "RoadMax", "4");
  assert_refused (kf, "[Rules] RoadMax", "RoadMin");
  g_key_file_set_string (kf, "Rules", "RoadMin", "2");
  g_key_file_set_string (kf, "Rules", "RoadMax", "18");
  {
    g_autoptr (VikGame) game = load_kf (kf, &error);
    g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
    gint64 start = g_get_monotonic_time ();

    g_assert_no_error (error);
    for (int i = 0; i < 20; i++)
      {
        g_array_set_size (legal, 0);
        vik_game_legal_actions (game, legal);
      }
    /* Exponential in RoadMax, 18 took minutes; breadth first it is milliseconds. */
    g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  }
}

/* A pending arrangement with no places wrote hexes[-1]. */
static void
test_arrange_without_places (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_ARRANGE);

  g_key_file_set_string (kf, "Reveal", "Places", "");
  g_key_file_set_string (kf, "Reveal", "Tiles", "");
  assert_refused (kf, "[Reveal]", "Tiles");
}

/* Tiles drawn for hexes already revealed, or more tiles than places. */
static void
test_arrange_bad_tiles (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_ARRANGE);
  g_autofree char *tiles = g_key_file_get_string (kf, "Reveal", "Tiles", NULL);
  g_autofree char *more = g_strconcat (tiles, "P", NULL);

  g_key_file_set_string (kf, "Reveal", "Tiles", more);
  assert_refused (kf, "[Reveal] Tiles", NULL);
  g_key_file_set_string (kf, "Reveal", "Tiles", "PPPPPPPPPPPPPPPPPPPPPP");
  assert_refused (kf, "[Reveal] Tiles", NULL);
  g_key_file_set_string (kf, "Reveal", "Tiles", tiles);
  g_key_file_set_string (kf, "Reveal", "Places", "a1");
  assert_refused (kf, "[Reveal]", NULL);
  g_key_file_set_string (kf, "Reveal", "Places", "");
  g_key_file_set_string (kf, "Reveal", "Tiles", "");
  g_key_file_set_string (kf, "State", "Decision", "none");
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (VikGame) game = load_kf (kf, &error);
    /* Without the decision and its tiles this is a state the engine reaches. */
    if (game == NULL)
      g_test_message ("refused: %s", error->message);
  }
}

/* [11.3] An elimination decision with no player read players[-1]. */
static void
test_eliminate_without_player (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_NONE);

  g_key_file_set_string (kf, "State", "Decision", "eliminate");
  g_key_file_set_string (kf, "Adjustment", "Player", "-");
  assert_refused (kf, "[Adjustment] Player", NULL);
  g_key_file_set_string (kf, "Adjustment", "Player", "1");
  g_key_file_set_string (kf, "Adjustment", "Owed", "0,0,0,0");
  assert_refused (kf, "[Adjustment] Owed", NULL);
  /* Owed units while no decision is open. */
  g_key_file_set_string (kf, "State", "Decision", "none");
  g_key_file_set_string (kf, "Adjustment", "Owed", "1,0,0,0");
  assert_refused (kf, "[Adjustment] Player", NULL);
}

/* [13.3] A casualty decision without a battle, or a battle without sides. */
static void
test_battle_consistency (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_CASUALTY);
  g_autofree char *hex = g_key_file_get_string (kf, "Battle", "Hex", NULL);
  g_autofree char *sides = g_key_file_get_string (kf, "Battle", "Sides", NULL);

  g_key_file_set_string (kf, "Battle", "Sides", "-,-");
  assert_refused (kf, "[Battle] Sides", NULL);
  g_key_file_set_string (kf, "Battle", "Sides", "0,0");
  assert_refused (kf, "[Battle] Sides", NULL);
  g_key_file_set_string (kf, "Battle", "Sides", sides);
  g_key_file_set_string (kf, "Battle", "Hex", "-");
  assert_refused (kf, "[Battle]", NULL);
  g_key_file_set_string (kf, "Battle", "Hex", hex);
  g_key_file_set_string (kf, "Battle", "Step", "none");
  assert_refused (kf, "[Battle] Step", NULL);
  g_key_file_set_string (kf, "Battle", "Step", "retreat");
  assert_refused (kf, "[Battle] Step", NULL);
  g_key_file_set_string (kf, "Battle", "Step", "attack-fire");
  g_key_file_set_string (kf, "Battle", "TacticalVictories", "0,0");
  g_key_file_set_string (kf, "Battle", "Hits", "0,0");
  assert_refused (kf, "[Battle] Hits", NULL);
  g_key_file_set_string (kf, "State", "Decision", "none");
  assert_refused (kf, "[State] Decision", NULL);
}

/* [5.0] Winners only when the game is over; no eliminated current player. */
static void
test_winner_and_current (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_NONE);
  g_autofree char *current = g_key_file_get_string (kf, "State", "Current", NULL);
  g_autofree char *group = g_strdup_printf ("Player%s", current);

  g_key_file_set_string (kf, "State", "Winner", "0");
  g_key_file_set_string (kf, "State", "Winners", "1");
  assert_refused (kf, "[State] Winner", NULL);
  g_key_file_set_string (kf, "State", "Phase", "setup");
  assert_refused (kf, "[State]", NULL);
  g_key_file_set_string (kf, "State", "Winner", "-");
  g_key_file_set_string (kf, "State", "Winners", "0");
  g_key_file_set_string (kf, "State", "Phase", "movement");
  g_key_file_set_string (kf, group, "Eliminated", "1");
  assert_refused (kf, "[State] Current", NULL);
}

/* Flags are 0 or 1, dice faces 1 to 6, the turn within bounds (65535 wrapped to 0). */
static void
test_loose_values (void)
{
  static const struct { const char *group, *key, *value; } cases[] = {
    { "Player0", "Eliminated", "2" },
    { "Player1", "Conceded", "7" },
    { "Player0", "DoomsdayCoin", "9" },
    { "Battle", "Naval", "2" },
    { "Battle", "Retreating", "3" },
    { "State", "Doomsday", "2" },
    { "State", "ForcedDice", "7" },
    { "State", "ForcedDice", "0" },
    { "State", "Turn", "65535" },
    { "State", "Turn", "10000" },
    { "Rules", "Movement", "0,3,2,5" },
    { "Rules", "MaxLandAttackDice", "9" },
    { "Rules", "FrigateCapacity", "0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_NONE);
      g_key_file_set_string (kf, cases[i].group, cases[i].key, cases[i].value);
      assert_refused (kf, cases[i].key, NULL);
    }
  {
    g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_NONE);
    g_autofree char *battled = g_key_file_get_string (kf, "Hexes", "Battled", NULL);
    battled[3] = '2';
    g_key_file_set_string (kf, "Hexes", "Battled", battled);
    assert_refused (kf, "[Hexes] Battled", NULL);
  }
}

/* Messages quote a short excerpt of a bad value, never the whole line. */
static void
test_short_excerpt (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_NONE);
  g_autofree char *line = g_strnfill (5000, 'x');
  gsize length;
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;

  g_key_file_set_string (kf, "State", "Winner", line);
  data = g_key_file_to_data (kf, &length, NULL);
  g_assert_null (vik_game_load_from_data (data, length, "game.vik", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "[State] Winner"));
  g_assert_nonnull (strstr (error->message, "…"));
  g_assert_cmpuint (strlen (error->message), <, 200);
}

/* An elimination decision owing units the player does not hold would wait
 * forever (nobody can act): refused by the [9.2] accounting, which counts
 * what is owed, and else by the check that a legal action exists. */
static void
test_stuck (void)
{
  g_autoptr (GKeyFile) kf = key_file_at (VIK_DECISION_NONE);

  g_key_file_set_string (kf, "State", "Decision", "eliminate");
  g_key_file_set_string (kf, "Adjustment", "Player", "1");
  g_key_file_set_string (kf, "Adjustment", "Owed", "0,0,9,0");
  assert_refused (kf, "the position is impossible", NULL);
}

/* Every decision's state saves and loads again, equal. */
static void
test_decisions_round_trip (void)
{
  static const VikDecision decisions[] = {
    VIK_DECISION_NONE, VIK_DECISION_START_WATER, VIK_DECISION_ARRANGE, VIK_DECISION_CASUALTY,
    VIK_DECISION_RETREAT, VIK_DECISION_ELIMINATE, VIK_DECISION_WATER_PUTBACK,
  };

  for (guint i = 0; i < G_N_ELEMENTS (decisions); i++)
    {
      g_autoptr (VikGame) game = game_at_decision (decisions[i], 3);
      gsize length;
      g_autofree char *data = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (VikGame) copy = NULL;

      if (game == NULL)
        {
          g_test_message ("decision %d not reached", decisions[i]);
          continue;
        }
      data = vik_game_save_to_data (game, &length);
      copy = vik_game_load_from_data (data, length, "game.vik", &error);
      if (copy == NULL)
        g_error ("a save at decision %d does not load: %s\n%s", decisions[i], error->message, data);
      g_assert_true (vik_game_equal (game, copy));
    }
}

/* ---------------------------------------------------------------- Subjugation [16.8] */

/* A game with Subjugation and its victories, played by the aggressive policy
 * (it takes Capitals) until `decision` is asked, or NULL. */
static VikGame *
subjugation_game_at (VikDecision decision, guint64 first_seed)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();

  rules.options = 1u << VIK_OPTION_SUBJUGATION;
  for (guint64 seed = first_seed; seed < first_seed + 40; seed++)
    {
      VikGameOptions options = { .n_players = 3, .seed = seed, .rules = &rules,
                                 .victory = VIK_VICTORY_STANDARD | VIK_VICTORY_SUBJUGATION };
      VikGame *game = vik_game_new (&options, NULL);
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      VikRng rng;

      vik_rng_seed (&rng, seed, 8);
      for (int i = 0; i < 20000 && !vik_game_is_over (game); i++)
        {
          g_array_set_size (legal, 0);
          vik_game_legal_actions (game, legal);
          g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction,
                                         vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data,
                                                            legal->len, &rng)), NULL));
          if (vik_game_get_decision (game) == decision)
            return game;
        }
      vik_game_free (game);
    }
  return NULL;
}

/* The Alliances and a capital being handed back round-trip; every value of
 * Subjugation is checked on load (16.81, 16.83, 16.87, 16.82). */
static void
test_subjugation_values (void)
{
  static const VikDecision decisions[] = { VIK_DECISION_WITHDRAW, VIK_DECISION_REINFORCE };
  static const struct { const char *group, *key, *value, *names; } cases[] = {
    { "Player1", "Reorganizing", "2", "[Player1] Reorganizing" },
    { "Player0", "VassalsMade", "1", "VassalsMade" },         /* himself */
    { "Player2", "VassalsMade", "8", "VassalsMade" },         /* a fourth player of three */
    { "Player0", "Ruler", "0", "[Player0] Ruler" },           /* himself */
    { "Player0", "Ruler", "5", "[Player0] Ruler" },           /* no such player */
    { "Subjugation", "Step", "naval", "impossible" },         /* the Ruler's units still in the capital */
    { "Subjugation", "Step", "trot", "[Subjugation] Step" },
    { "Subjugation", "Capital", "e5", "[Subjugation] Capital" },
    { "Game", "Victory", "standard;two-vassals", NULL },      /* fine with the rule on */
    { "Rules", "Options", "", "[Game] Victory" },             /* 5.2 without the rule */
  };

  for (guint i = 0; i < G_N_ELEMENTS (decisions); i++)
    {
      g_autoptr (VikGame) game = subjugation_game_at (decisions[i], 1);
      g_autofree char *data = NULL;
      g_autoptr (VikGame) copy = NULL;
      g_autoptr (GError) error = NULL;
      gsize length;

      g_assert_nonnull (game);
      data = vik_game_save_to_data (game, &length);
      copy = vik_game_load_from_data (data, length, "game.vik", &error);
      g_assert_no_error (error);
      g_assert_true (vik_game_equal (game, copy));
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (VikGame) game = subjugation_game_at (VIK_DECISION_WITHDRAW, 1);
      g_autoptr (GKeyFile) kf = key_file_of (game);
      g_autofree char *data = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (VikGame) loaded = NULL;
      gsize length;

      g_key_file_set_string (kf, cases[i].group, cases[i].key, cases[i].value);
      data = g_key_file_to_data (kf, &length, NULL);
      loaded = vik_game_load_from_data (data, length, "game.vik", &error);
      if (cases[i].names == NULL)
        {
          g_assert_no_error (error);
          continue;
        }
      g_assert_null (loaded);
      if (strstr (error->message, cases[i].names) == NULL)
        g_error ("%s %s=%s: “%s” does not name %s", cases[i].group, cases[i].key, cases[i].value,
                 error->message, cases[i].names);
    }
}

/* ---------------------------------------------------------------- the mutation run */

static const char *const replacements[] = {
  "-", "-1", "0", "1", "2", "3", "6", "7", "9", "17", "18", "19", "255", "256", "65535", "65536",
  "", "a1", "e5", "z9", "-,-", "0,0", "1,0", "0,1", "9,9", "none", "arrange", "casualty", "retreat",
  "eliminate", "start-water", "water-putback", "setup", "movement", "build", "reserve", "over",
  "pre-fire", "attack-fire", "defend-fire", "bombard", "W", "P", "WP", "PPPPPPPPPPPPPPPPPPP",
  "0,0,0,0", "1,0,0,0", "9,9,9,9", "0000000000", "2", "99999999999999999999",
  "withdraw", "reinforce", "naval",
};

/* Saves of real games at many stages: the start, each decision, and later turns. */
static GPtrArray *
corpus (void)
{
  GPtrArray *saves = g_ptr_array_new_with_free_func (g_free);
  static const int stages[] = { 0, 1, 3, 8, 20, 50, 120, 300, 700, 1500 };

  for (int n_players = 2; n_players <= 5; n_players++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        VikGame *game = new_game (n_players, seed * 101 + n_players);
        VikRng rng;
        int done = 0;
        guint last_decision = G_MAXUINT;

        vik_rng_seed (&rng, seed, n_players);
        for (guint s = 0; s < G_N_ELEMENTS (stages); s++)
          {
            gsize length;
            while (done < stages[s] && step_random (game, &rng))
              {
                done++;
                /* Also the first state of each kind of decision met on the way. */
                if (vik_game_get_decision (game) != VIK_DECISION_NONE
                    && vik_game_get_decision (game) != last_decision)
                  {
                    last_decision = vik_game_get_decision (game);
                    g_ptr_array_add (saves, vik_game_save_to_data (game, &length));
                  }
              }
            g_ptr_array_add (saves, vik_game_save_to_data (game, &length));
          }
        vik_game_free (game);
      }
  /* Subjugation [16.8]: Alliances, a capital being handed back, its decisions. */
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      static const VikDecision decisions[] = { VIK_DECISION_WITHDRAW, VIK_DECISION_REINFORCE, VIK_DECISION_NONE };
      for (guint i = 0; i < G_N_ELEMENTS (decisions); i++)
        {
          VikGame *game = subjugation_game_at (decisions[i], 10 * seed);
          gsize length;
          if (game == NULL)
            continue;
          g_ptr_array_add (saves, vik_game_save_to_data (game, &length));
          vik_game_free (game);
        }
    }
  return saves;
}

static char *
mutate (const char *original, VikRng *rng)
{
  guint kind = vik_rng_below (rng, 10);
  guint n;
  g_auto (GStrv) lines = g_strsplit (original, "\n", -1);
  GString *s = g_string_new (NULL);

  n = g_strv_length (lines);
  if (kind == 0)
    {
      /* flipped bytes */
      g_string_assign (s, original);
      for (guint i = 0, k = 1 + vik_rng_below (rng, 3); i < k; i++)
        s->str[vik_rng_below (rng, s->len)] ^= 1u << vik_rng_below (rng, 8);
      return g_string_free (s, FALSE);
    }
  /* one to three values replaced by values the engine knows, or near misses;
   * half the time in the groups of the state's scalars and decisions, where
   * a few bytes make the impossible positions the validation must refuse */
  {
    guint victims[3];
    guint k = 1 + vik_rng_below (rng, 3);
    g_autofree guint *state_lines = g_new (guint, n);
    guint n_state = 0;
    gboolean in_state = FALSE;

    for (guint i = 0; i < n; i++)
      {
        if (lines[i][0] == '[')
          in_state = g_str_has_prefix (lines[i], "[State]") || g_str_has_prefix (lines[i], "[Reveal]")
                     || g_str_has_prefix (lines[i], "[Battle]") || g_str_has_prefix (lines[i], "[Adjustment]")
                     || g_str_has_prefix (lines[i], "[Player");
        else if (in_state && strchr (lines[i], '=') != NULL)
          state_lines[n_state++] = i;
      }
    for (guint j = 0; j < k; j++)
      victims[j] = kind >= 5 && n_state > 0 ? state_lines[vik_rng_below (rng, n_state)] : vik_rng_below (rng, n);
    for (guint i = 0; i < n; i++)
      {
        char *eq = strchr (lines[i], '=');
        gboolean hit = FALSE;
        for (guint j = 0; j < k; j++)
          hit |= victims[j] == i;
        if (hit && eq != NULL)
          {
            g_string_append_len (s, lines[i], eq - lines[i] + 1);
            if (kind == 1 && strchr (eq, ',') != NULL)
              {
                /* one element of a list */
                g_auto (GStrv) items = g_strsplit (eq + 1, ",", -1);
                guint m = g_strv_length (items);
                guint which = vik_rng_below (rng, m);
                for (guint e = 0; e < m; e++)
                  {
                    if (e > 0)
                      g_string_append_c (s, ',');
                    g_string_append (s, e == which ? replacements[vik_rng_below (rng, G_N_ELEMENTS (replacements))]
                                                   : items[e]);
                  }
              }
            else
              g_string_append (s, replacements[vik_rng_below (rng, G_N_ELEMENTS (replacements))]);
          }
        else
          g_string_append (s, lines[i]);
        if (i + 1 < n)
          g_string_append_c (s, '\n');
      }
  }
  return g_string_free (s, FALSE);
}

/* Loads one mutated file; what loads is played on for a few actions, saved and
 * reloaded.  Returns TRUE when it loaded. */
static int play_on = 4;         /* actions played from each loaded state (VIK_MUTATION_STEPS) */
static int refused_impossible; /* refused by vik_game_check_loaded: "the position is impossible" */
static int refused_rules;      /* refused for a rule parameter out of range */

static gboolean
try_mutant (const char *data, VikRng *rng)
{
  GError *error = NULL;
  VikGame *game = vik_game_load_from_data (data, strlen (data), "fuzz.vik", &error);

  if (game == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == VIK_SAVE_ERROR);
      if (!g_utf8_validate (error->message, -1, NULL))
        g_error ("a message is not UTF-8: %s", g_strescape (error->message, NULL));
      g_assert_nonnull (strstr (error->message, "fuzz.vik"));
      if (strstr (error->message, "the position is impossible") != NULL)
        refused_impossible++;
      else if (strstr (error->message, "[Rules]") != NULL)
        refused_rules++;
      g_error_free (error);
      return FALSE;
    }
  if (!vik_game_is_over (game))
    {
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      vik_game_legal_actions (game, legal);
      if (legal->len == 0)
        g_error ("a loaded game is stuck:\n%s", data);
    }
  for (int i = 0; i < play_on && !vik_game_is_over (game); i++)
    {
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      if (!vik_game_apply (game, &g_array_index (legal, VikAction, vik_rng_below (rng, legal->len)), &error)
          || !vik_game_check_invariants (game, &error))
        {
          guint n;
          const VikAction *h = vik_game_get_history (game, &n);
          g_autofree char *last = vik_action_to_string (&h[n - 1], vik_game_get_board (game));
          g_error ("after action %d (%s) of a loaded game: %s\nloaded from:\n%s", i, last, error->message, data);
        }
    }
  {
    gsize length;
    g_autofree char *saved = vik_game_save_to_data (game, &length);
    VikGame *again = vik_game_load_from_data (saved, length, "again.vik", &error);
    if (again == NULL)
      g_error ("the game's own save does not load: %s\nloaded from:\n%s", error->message, data);
    g_assert_true (vik_game_equal (game, again));
    vik_game_free (again);
  }
  vik_game_free (game);
  return TRUE;
}

static void
test_mutations (void)
{
  g_autoptr (GPtrArray) saves = corpus ();
  const char *env = g_getenv ("VIK_MUTATIONS");
  int total = env ? atoi (env) : DEFAULT_MUTATIONS;

  if (g_getenv ("VIK_MUTATION_STEPS") != NULL)
    play_on = atoi (g_getenv ("VIK_MUTATION_STEPS"));
  int loaded = 0, refused = 0;
  VikRng rng;
  gint64 start = g_get_monotonic_time ();

  /* Every unmutated save loads. */
  for (guint i = 0; i < saves->len; i++)
    {
      VikRng r;
      vik_rng_seed (&r, i, 1);
      g_assert_true (try_mutant (saves->pdata[i], &r));
    }
  vik_rng_seed (&rng, g_getenv ("VIK_MUTATION_SEED") ? g_ascii_strtoull (g_getenv ("VIK_MUTATION_SEED"), NULL, 10)
                                                     : 20261123, 14);
  for (int i = 0; i < total; i++)
    {
      g_autofree char *data = mutate (saves->pdata[vik_rng_below (&rng, saves->len)], &rng);
      if (try_mutant (data, &rng))
        loaded++;
      else
        refused++;
    }
  g_test_message ("%u real saves; %d mutated: %d loaded (each played on, saved and reloaded), %d refused "
                  "(%d as impossible positions, %d for rule parameters out of range); %.1f s",
                  saves->len, total, loaded, refused, refused_impossible, refused_rules,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (loaded + refused, ==, total);
  if (total >= 100)
    {
      g_assert_cmpint (loaded, >, 0);
      g_assert_cmpint (refused, >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A GLib critical or warning anywhere is a failure, not a message. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

  g_test_add_func ("/load/8.3/city-reveal-radius", test_city_reveal_radius);
  g_test_add_func ("/load/9.2/city-supports-town-units", test_city_supports_town_units);
  g_test_add_func ("/load/rules/scenario-ranges", test_scenario_rule_ranges);
  g_test_add_func ("/load/rules/scenario-counters", test_scenario_counters);
  g_test_add_func ("/load/10.13/road-max-bounded", test_road_max);
  g_test_add_func ("/load/7.0/arrange-without-places", test_arrange_without_places);
  g_test_add_func ("/load/7.0/arrange-bad-tiles", test_arrange_bad_tiles);
  g_test_add_func ("/load/11.3/eliminate-without-player", test_eliminate_without_player);
  g_test_add_func ("/load/13.3/battle-consistency", test_battle_consistency);
  g_test_add_func ("/load/5.0/winner-and-current", test_winner_and_current);
  g_test_add_func ("/load/loose-values", test_loose_values);
  g_test_add_func ("/load/short-excerpt", test_short_excerpt);
  g_test_add_func ("/load/stuck", test_stuck);
  g_test_add_func ("/load/decisions-round-trip", test_decisions_round_trip);
  g_test_add_func ("/load/16.8/subjugation-values", test_subjugation_values);
  g_test_add_func ("/load/mutations", test_mutations);
  return g_test_run ();
}
