/* test-ai.c: the honest views of the game (vik-determinize.c) and the
 * computer players (src/ai, docs/ai.md). */
#include "vik-ai-viktory.h"
#include "vik-game.h"
#include "vik-policy.h"
#include "vik-position.h"
#include "vik-test.h"

#include <stdlib.h>
#include <string.h>

#define RED 0
#define YELLOW 1

/* A game played from seed by the aggressive policy for `steps` actions. */
static VikGame *
played_game (int n_players, guint64 seed, int steps)
{
  VikGameOptions options = { 0 };
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikGame *game;
  VikRng rng;

  options.n_players = n_players;
  options.seed = seed;
  game = vik_game_new (&options, NULL);
  g_assert_nonnull (game);
  vik_rng_seed (&rng, seed, 99);
  for (int i = 0; i < steps && !vik_game_is_over (game); i++)
    {
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction,
                                     vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data,
                                                        legal->len, &rng)), NULL));
    }
  return game;
}

/* ---------------------------------------------------------------- the re-drawn copy */

/* The copy keeps every public fact and the pile's size, and changes the
 * hidden part: what is drawn and rolled next. */
static void
test_redrawn_public_part (void)
{
  for (int k = 0; k < 12; k++)
    {
      g_autoptr (VikGame) game = played_game (2 + k % 7, 500 + k, 40 * k);
      g_autoptr (VikGame) a = vik_game_copy_redrawn (game, 1);
      g_autoptr (VikGame) b = vik_game_copy_redrawn (game, 2);
      g_autoptr (VikGame) a2 = vik_game_copy_redrawn (game, 1);

      g_assert_true (vik_game_public_equal (game, a));
      g_assert_true (vik_game_public_equal (a, b));
      g_assert_false (vik_game_equal (game, a));     /* the generator changed */
      g_assert_false (vik_game_equal (a, b));
      g_assert_true (vik_game_equal (a, a2));        /* a function of the seed */
      g_assert_cmpint (vik_game_pile_size (a), ==, vik_game_pile_size (game));
      g_assert_true (vik_game_check_invariants (a, NULL));
    }
}

/* Two games that differ only in what is hidden give the very same re-drawn
 * copy: nothing of the hidden part leaks through. */
static void
test_redrawn_forgets_hidden (void)
{
  for (int k = 0; k < 8; k++)
    {
      g_autoptr (VikGame) game = played_game (2 + k % 7, 700 + k, 30 * k + 10);
      g_autoptr (VikGame) other = vik_game_copy_redrawn (game, 12345 + k);
      g_autoptr (VikGame) a = NULL;
      g_autoptr (VikGame) b = NULL;
      guint8 faces[3] = { 6, 6, 6 };

      vik_game_force_dice (other, faces, 3);  /* hidden too */
      a = vik_game_copy_redrawn (game, 42);
      b = vik_game_copy_redrawn (other, 42);
      g_assert_true (vik_game_equal (a, b));
    }
}

/* The hidden part really is drawn afresh: the same choices on copies
 * re-drawn from different seeds reveal different tiles. */
static void
test_redrawn_shuffles (void)
{
  g_autoptr (VikGame) game = played_game (2, 9, 0);
  g_autofree char *first = NULL;
  int differ = 0;

  for (guint64 s = 0; s < 16; s++)
    {
      g_autoptr (VikGame) copy = vik_game_copy_redrawn (game, s);
      g_autoptr (GString) terrains = g_string_new (NULL);
      const VikBoard *board = vik_game_get_board (copy);
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      VikRng rng;
      /* The first actions listed, the same on every copy, until tiles are revealed. */
      vik_rng_seed (&rng, 1, 1);
      for (int i = 0; i < 150 && !vik_game_is_over (copy); i++)
        {
          g_array_set_size (legal, 0);
          vik_game_legal_actions (copy, legal);
          g_assert_true (vik_game_apply (copy, &g_array_index (legal, VikAction, 0), NULL));
        }
      for (int h = 0; h < board->n_hexes; h++)
        g_string_append_c (terrains, vik_game_hex_revealed (copy, h) ? '0' + vik_game_hex_terrain (copy, h) : '-');
      if (first == NULL)
        first = g_strdup (terrains->str);
      else
        differ += strcmp (first, terrains->str) != 0;
    }
  g_assert_cmpint (differ, >=, 10);
}

/* ---------------------------------------------------------------- honesty */

static void
assert_invariants (const VikGame *game)
{
  g_autoptr (GError) error = NULL;

  if (!vik_game_check_invariants (game, &error))
    g_error ("invariant broken: %s", error->message);
}

static VikAiPlayer *
make_ai (VikAiLevel level, guint64 seed)
{
  VikAiPlayer *ai = vik_ai_new (level, seed);

  vik_ai_set_time_budget (ai, 0.0);
  vik_ai_set_iterations (ai, 3);
  return ai;
}

/* Games equal in everything public but with other pile orders, generators
 * and seeds get the same choices from players with the same seed. */
static void
test_ai_honest (void)
{
  int checked = 0;

  for (int k = 0; k < 30; k++)
    {
      g_autoptr (VikGame) game = played_game (2 + k % 7, 900 + k, 15 * k);
      g_autoptr (VikGame) other = vik_game_copy_redrawn (game, 777 + k);

      if (vik_game_is_over (game))
        continue;
      g_assert_true (vik_game_public_equal (game, other));
      for (int level = 0; level < VIK_AI_N_LEVELS; level++)
        {
          g_autoptr (VikAiPlayer) ai1 = make_ai (level, 31 + k);
          g_autoptr (VikAiPlayer) ai2 = make_ai (level, 31 + k);
          VikAction a, b;
          for (int step = 0; step < 3; step++)
            {
              g_assert_true (vik_ai_choose (ai1, game, &a, NULL));
              g_assert_true (vik_ai_choose (ai2, other, &b, NULL));
              g_assert_true (vik_action_equal (&a, &b));
              g_assert_true (vik_game_check_action (game, &a, NULL));
              checked++;
            }
        }
    }
  g_assert_cmpint (checked, >, 200);
}

/* Same game, same seed: the same choice (deterministic with an iteration budget). */
static void
test_ai_deterministic (void)
{
  g_autoptr (VikGame) game = played_game (3, 5, 120);

  for (int level = 0; level < VIK_AI_N_LEVELS; level++)
    {
      g_autoptr (VikAiPlayer) ai1 = make_ai (level, 8);
      g_autoptr (VikAiPlayer) ai2 = make_ai (level, 8);
      VikAction a, b;
      g_assert_true (vik_ai_choose (ai1, game, &a, NULL));
      g_assert_true (vik_ai_choose (ai2, game, &b, NULL));
      g_assert_true (vik_action_equal (&a, &b));
    }
}

static void
test_ai_cancel (void)
{
  g_autoptr (VikGame) game = played_game (2, 3, 20);
  g_autoptr (VikAiPlayer) ai = make_ai (VIK_AI_HARD, 1);
  g_autoptr (GError) error = NULL;
  VikAction a;

  vik_ai_cancel (ai);
  g_assert_false (vik_ai_choose (ai, game, &a, &error));
  g_assert_error (error, VIK_AI_ERROR, VIK_AI_ERROR_CANCELLED);
  vik_ai_reset_cancel (ai);
  g_assert_true (vik_ai_choose (ai, game, &a, NULL));
}

/* ---------------------------------------------------------------- whole games */

/* Seeded all-computer games of mixed levels: every choice legal, the
 * invariants after every action, and each game ends in a victory or at the
 * turn cap (20 turns, to keep the suite short).  Hard searches one round per
 * decision here and sits only in games of 2 and 3 players, to keep the suite
 * fast; the full budget is measured by `viktory-cli tournament`.
 *
 * Game g plays the edition g mod 3 (v2.1, de-v1.1, v1) with 2 to the book's
 * most players, each optional rule of its book on in turn, then none, then all
 * of them at once, and in turn the book's victory conditions: Standard
 * Conquest alone, with the Doomsday Clock, Shorter Conquest, Race for
 * Dominance; with Subjugation also its victories ([5.2], and [16.87] where the
 * book has it).  500 games (the figure) with VIK_TEST_AI_GAMES=500;
 * the suite plays DEFAULT_GAMES. */
#define DEFAULT_GAMES 120
#define TURN_CAP 20

typedef struct {
  VikRuleset rules;
  VikGameOptions options;
} AiGameConfig;

static void
ai_game_config (int g, AiGameConfig *config)
{
  VikEdition e = g % VIK_N_EDITIONS;
  int round = g / VIK_N_EDITIONS;
  int own[VIK_N_OPTIONS], n_own = 0, k;
  static const guint victories[] = {
    VIK_VICTORY_STANDARD, VIK_VICTORY_STANDARD | VIK_VICTORY_DOOMSDAY, VIK_VICTORY_SHORTER, VIK_VICTORY_RACE,
  };
  guint victory = victories[(round / 2) % G_N_ELEMENTS (victories)];

  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (vik_edition_has_option (e, o))
      own[n_own++] = o;
  config->rules = *vik_ruleset_edition (e);
  /* one option on in turn, then none, then all of them */
  k = round % (n_own + 2);
  config->rules.options = k < n_own ? 1u << own[k] : 0;
  if (k == n_own + 1)
    for (int i = 0; i < n_own; i++)
      config->rules.options |= 1u << own[i];
  if (!vik_edition_has_victory (e, victory))
    victory = VIK_VICTORY_STANDARD;
  if (vik_ruleset_has_option (&config->rules, VIK_OPTION_SUBJUGATION))
    victory |= VIK_VICTORY_SUBJUGATION
               | (vik_edition_has_victory (e, VIK_VICTORY_TWO_VASSALS) ? VIK_VICTORY_TWO_VASSALS : 0);
  memset (&config->options, 0, sizeof config->options);
  config->options.n_players = 2 + round % (vik_edition_max_players (e) - 1);
  config->options.seed = 10000 + g;
  config->options.rules = &config->rules;
  config->options.victory = victory;
}

/* What the games showed. */
typedef struct {
  int games[VIK_N_EDITIONS], won[VIK_N_EDITIONS], battles[VIK_N_EDITIONS];
  int with_option[VIK_N_OPTIONS];  /* games with the option on */
  int several;                     /* games with more than one option on */
  int averaged;                    /* [16.4]: pairs of dice left unrolled */
  int relocated;                   /* [16.5] */
  int metropolises;                /* [16.6] */
  int subjugated;                  /* [16.81]: Capitals handed back */
  int decided;                     /* [16.82]: the Ruler's and the Vassal's decisions taken */
  int victory_by[VIK_N_VICTORIES]; /* games played with each victory condition */
} AiGamesStats;

static void
play_ai_game (int g, AiGamesStats *stats)
{
  AiGameConfig config;
  g_autoptr (VikGame) game = NULL;
  g_autoptr (GError) error = NULL;
  VikAiPlayer *players[VIK_MAX_PLAYERS] = { NULL };
  VikEdition e;
  int actions = 0;

  ai_game_config (g, &config);
  e = config.rules.edition;
  game = vik_game_new (&config.options, &error);
  if (game == NULL)
    g_error ("game %d (%s, options %x, victory %x): %s", g, config.rules.id, config.rules.options,
             config.options.victory, error->message);
  for (int s = 0; s < config.options.n_players; s++)
    {
      /* Hard (the slowest) only in games of 2 and 3 players. */
      VikAiLevel level = config.options.n_players <= 3 && (g + s) % 3 == 0 ? VIK_AI_HARD
                         : (g + s) % 2 ? VIK_AI_EASY : VIK_AI_NORMAL;
      players[s] = vik_ai_new (level, g * 8 + s);
      vik_ai_set_time_budget (players[s], 0.0);
      vik_ai_set_iterations (players[s], 1);
    }
  while (!vik_game_is_over (game) && vik_game_get_turn (game) < TURN_CAP)
    {
      VikAction a;
      int decider = vik_game_get_decider (game);
      VikDecision decision = vik_game_get_decision (game);
      guint n_events;
      const VikEvent *events;

      g_assert_cmpint (decider, >=, 0);
      g_assert_cmpint (decider, <, config.options.n_players);
      if (!vik_ai_choose (players[decider], game, &a, &error))
        g_error ("game %d: the AI chose nothing: %s", g, error->message);
      if (!vik_game_apply (game, &a, &error))
        g_error ("game %d (%s, options %x): the AI chose a refused action: %s", g, config.rules.id,
                 config.rules.options, error->message);
      if (!vik_game_check_invariants (game, &error))
        {
          /* the last actions, to look into it */
          guint n;
          const VikAction *history = vik_game_get_history (game, &n);
          for (guint i = n > 30 ? n - 30 : 0; i < n; i++)
            {
              g_autofree char *text = vik_action_to_string (&history[i], vik_game_get_board (game));
              g_test_message ("action %u: %s", i, text);
            }
          g_error ("game %d (%s, options %x): %s", g, config.rules.id, config.rules.options, error->message);
        }
      stats->battles[e] += a.kind == VIK_ACTION_BATTLE;
      stats->averaged += a.kind == VIK_ACTION_AVERAGE && a.label > 0;
      stats->relocated += a.kind == VIK_ACTION_RELOCATE;
      stats->metropolises += a.kind == VIK_ACTION_METROPOLIS;
      stats->decided += decision == VIK_DECISION_WITHDRAW || decision == VIK_DECISION_REINFORCE;
      events = vik_game_get_events (game, &n_events);
      for (guint i = 0; i < n_events; i++)
        stats->subjugated += events[i].kind == VIK_EVENT_SUBJUGATED;
      /* no level hangs: a game of 20 turns is a few thousand actions */
      g_assert_cmpint (++actions, <, 200000);
    }
  g_assert_cmpint (vik_game_get_rules (game)->edition, ==, e);
  stats->games[e]++;
  stats->won[e] += vik_game_is_over (game);
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    stats->with_option[o] += vik_ruleset_has_option (&config.rules, o);
  stats->several += (config.rules.options & (config.rules.options - 1)) != 0;
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    stats->victory_by[i] += (config.options.victory >> i) & 1;
  for (int s = 0; s < config.options.n_players; s++)
    vik_ai_free (players[s]);
}

static void
test_ai_games (void)
{
  const char *env = g_getenv ("VIK_TEST_AI_GAMES");
  const char *only = g_getenv ("VIK_TEST_AI_GAME");   /* one game, to look into it */
  int n_games = env != NULL ? CLAMP (atoi (env), 1, 100000) : DEFAULT_GAMES;
  AiGamesStats stats = { 0 };
  gint64 start = g_get_monotonic_time ();
  int won = 0;

  if (only != NULL)
    {
      play_ai_game (CLAMP (atoi (only), 0, 100000), &stats);
      return;
    }
  for (int g = 0; g < n_games; g++)
    {
      play_ai_game (g, &stats);
      if (g % 50 == 49)
        g_test_message ("%d games played", g + 1);
    }
  for (int e = 0; e < VIK_N_EDITIONS; e++)
    {
      g_test_message ("%s: %d of %d games won before turn %d, %d battles", vik_edition_id (e), stats.won[e],
                      stats.games[e], TURN_CAP, stats.battles[e]);
      won += stats.won[e];
      /* every edition was played, and fought */
      g_assert_cmpint (stats.games[e], >, 0);
      g_assert_cmpint (stats.battles[e], >, 0);
    }
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    g_test_message ("%s on in %d games", vik_option_id (o), stats.with_option[o]);
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    g_test_message ("%s in %d games", vik_victory_id (i), stats.victory_by[i]);
  g_test_message ("%d games with several options; pairs of dice averaged %d times, Towns or Cities relocated "
                  "%d times, Metropolises %d; %d Capitals handed back, %d decisions of 16.82 taken",
                  stats.several, stats.averaged, stats.relocated, stats.metropolises, stats.subjugated,
                  stats.decided);
  g_test_message ("%d of %d games won before turn %d, the others at the cap; %.1f s",
                  won, n_games, TURN_CAP, (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (won, >=, n_games / 4);
  /* Every option was on, some games had several, and the computers used the
   * rules' own decisions. */
  if (n_games >= DEFAULT_GAMES)
    {
      for (int o = 0; o < VIK_N_OPTIONS; o++)
        g_assert_cmpint (stats.with_option[o], >, 0);
      for (int i = 0; i < VIK_N_VICTORIES; i++)
        g_assert_cmpint (stats.victory_by[i], >, 0);
      g_assert_cmpint (stats.several, >, 0);
      g_assert_cmpint (stats.averaged, >, 0);
      g_assert_cmpint (stats.relocated, >, 0);
      g_assert_cmpint (stats.subjugated, >, 0);
      g_assert_cmpint (stats.decided, >, 0);
    }
}

/* ---------------------------------------------------------------- known positions */

/* A plains board of radius 4: Red's Capital City far north, Yellow's only
 * Town south with one Infantry. */
static VikGame *
duel_position (void)
{
  VikGame *game = vik_position_new (NULL, 4, 2, 3);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_site (game, H (game, 0, -3), RED, VIK_SITE_CITY, TRUE);
  vik_position_set_site (game, H (game, 0, 2), YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 0, 2), YELLOW, VIK_UNIT_INFANTRY);
  return game;
}

/* The AI plays Red's Movement phase; did it fight in hex? */
static gboolean
fights_in (VikAiLevel level, VikGame *game, int hex)
{
  g_autoptr (VikAiPlayer) ai = make_ai (level, 5);

  for (int i = 0; i < 60 && vik_game_get_phase (game) == VIK_PHASE_MOVEMENT && !vik_game_is_over (game); i++)
    {
      VikAction a;
      g_assert_true (vik_ai_choose (ai, game, &a, NULL));
      if (a.kind == VIK_ACTION_BATTLE && a.to == hex)
        return TRUE;
      g_assert_true (vik_game_apply (game, &a, NULL));
    }
  return FALSE;
}

/* Three Infantry next to the enemy's last Town: the battle that wins the game. */
static void
test_ai_takes_the_winning_battle (void)
{
  for (int level = VIK_AI_NORMAL; level <= VIK_AI_HARD; level++)
    {
      g_autoptr (VikGame) game = duel_position ();
      for (int i = 0; i < 3; i++)
        vik_position_add_unit (game, H (game, 0, 1), RED, VIK_UNIT_INFANTRY);
      vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
      assert_invariants (game);
      g_assert_true (fights_in (level, game, H (game, 0, 2)));
    }
}

/* Yellow holds Red's Capital with one Infantry; Red has three next to it:
 * he takes it back. */
static void
test_ai_retakes_the_capital (void)
{
  for (int level = VIK_AI_NORMAL; level <= VIK_AI_HARD; level++)
    {
      g_autoptr (VikGame) game = vik_position_new (NULL, 4, 2, 3);
      int capital = H (game, 0, -2);

      vik_position_fill (game, VIK_TERRAIN_PLAINS);
      vik_position_set_site (game, capital, RED, VIK_SITE_CITY, TRUE);
      vik_position_set_site (game, capital, YELLOW, VIK_SITE_CITY, FALSE); /* captured [15.0] */
      vik_position_set_site (game, H (game, -3, 1), RED, VIK_SITE_CITY, FALSE);
      vik_position_set_site (game, H (game, 0, 3), YELLOW, VIK_SITE_TOWN, TRUE);
      for (int i = 0; i < 3; i++)
        vik_position_add_unit (game, H (game, 0, -1), RED, VIK_UNIT_INFANTRY);
      vik_position_add_unit (game, capital, YELLOW, VIK_UNIT_INFANTRY);
      vik_position_add_unit (game, H (game, 0, 3), YELLOW, VIK_UNIT_INFANTRY);
      vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 2);
      vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 5);
      assert_invariants (game);
      g_assert_cmpint (vik_game_hex_capital_of (game, capital), ==, RED);
      g_assert_true (fights_in (level, game, capital));
    }
}

/* One Infantry next to a Mountain City with Infantry and Artillery: hopeless. */
static void
test_ai_declines_a_hopeless_battle (void)
{
  for (int level = VIK_AI_NORMAL; level <= VIK_AI_HARD; level++)
    {
      g_autoptr (VikGame) game = duel_position ();
      int city = H (game, 2, 0);
      guint8 attackers[VIK_N_UNIT_TYPES] = { 1, 0, 0, 0 };
      VikBattleSetup setup;
      VikForecast f;

      vik_position_set_hex (game, city, VIK_TERRAIN_MOUNTAIN, TRUE);
      vik_position_set_site (game, city, YELLOW, VIK_SITE_CITY, FALSE);
      vik_position_add_unit (game, city, YELLOW, VIK_UNIT_INFANTRY);
      vik_position_add_unit (game, city, YELLOW, VIK_UNIT_ARTILLERY);
      vik_position_add_unit (game, H (game, 1, 0), RED, VIK_UNIT_INFANTRY);
      vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2);
      vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
      assert_invariants (game);
      g_assert_true (vik_game_battle_setup (game, city, attackers, 1, &setup, NULL));
      g_assert_true (vik_forecast_battle (&setup, &f, NULL));
      g_assert_cmpfloat (f.attacker_wins, <, 0.05);
      g_assert_false (fights_in (level, game, city));
      g_assert_cmpint (vik_game_hex_units (game, city, RED, VIK_UNIT_INFANTRY), ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/determinize/public-part-kept", test_redrawn_public_part);
  g_test_add_func ("/determinize/hidden-part-forgotten", test_redrawn_forgets_hidden);
  g_test_add_func ("/determinize/pile-reshuffled", test_redrawn_shuffles);
  g_test_add_func ("/ai/honest", test_ai_honest);
  g_test_add_func ("/ai/deterministic", test_ai_deterministic);
  g_test_add_func ("/ai/cancel", test_ai_cancel);
  g_test_add_func ("/ai/known/winning-battle", test_ai_takes_the_winning_battle);
  g_test_add_func ("/ai/known/retake-the-capital", test_ai_retakes_the_capital);
  g_test_add_func ("/ai/known/hopeless-battle", test_ai_declines_a_hopeless_battle);
  g_test_add_func ("/ai/games", test_ai_games);
  return g_test_run ();
}
