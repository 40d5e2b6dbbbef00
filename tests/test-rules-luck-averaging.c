/* test-rules-luck-averaging.c: the optional rule [16.4] Luck Averaging in
 * battles, in the forecast and in files. */
#include "config.h"

#include "vik-forecast.h"
#include "vik-game.h"
#include "vik-save.h"
#include "vik-test.h"
#include "vik-text.h"

#include <math.h>
#include <string.h>

enum { RED, YELLOW };

#define OPTIONS (1u << VIK_OPTION_LUCK_AVERAGING)

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
average (int pairs)
{
  VikAction a = vik_action_make (VIK_ACTION_AVERAGE);

  a.label = pairs;
  return a;
}

static void
ok (VikGame *game, VikAction a)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = vik_action_to_string (&a, vik_game_get_board (game));

  if (!vik_game_apply (game, &a, &error))
    g_error ("“%s” refused: %s", text, error->message);
}

static void
refused (VikGame *game, VikAction a, int code, const char *cite)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, code);
  if (strstr (error->message, cite) == NULL)
    g_error ("“%s” does not cite %s", error->message, cite);
  g_assert_false (is_legal (game, &a));
}

/* The last dice event of the last action, of `kind`. */
static const VikEvent *
dice_event (VikGame *game, VikDiceKind kind)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);
  const VikEvent *found = NULL;

  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == kind)
      found = &events[i];
  g_assert_nonnull (found);
  return found;
}

/* Yellow's Town on the Plains at the centre with two Infantry; Red's Infantry
 * and Cavalry next to it on two sides, Red to move. */
static VikGame *
town_siege (guint32 options, int *town)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikGame *g;

  rules.options = options;
  g = vik_position_new (&rules, 5, 2, 21);
  vik_position_fill (g, VIK_TERRAIN_PLAINS);
  *town = H (g, 0, 0);
  vik_position_set_site (g, *town, YELLOW, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (g, *town, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, *town, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, H (g, -1, 0), RED, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, H (g, 1, -1), RED, VIK_UNIT_CAVALRY);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
  ok (g, land (VIK_UNIT_INFANTRY, H (g, -1, 0), *town));
  ok (g, land (VIK_UNIT_CAVALRY, H (g, 1, -1), *town));
  return g;
}

/* "a player may opt not to roll two of his dice in exchange for inflicting one
 * hit of his opponent's choice (i.e., as if he had just rolled a miss and a
 * regular hit with them)": the attacker's three dice (two unit types, one more
 * hex side) give one pair; the defender's two (his Infantry, the Town) one. */
static void
test_pairs_for_sure_hits (void)
{
  int town;
  g_autoptr (VikGame) g = town_siege (OPTIONS, &town);
  const guint8 miss[] = { 6 };
  const VikEvent *e;

  ok (g, act (VIK_ACTION_BATTLE, town));
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_AVERAGE);
  g_assert_cmpint (vik_game_get_decider (g), ==, RED);
  g_assert_cmpint (count_legal (g, VIK_ACTION_AVERAGE), ==, 2); /* average 0, average 1 */
  {
    VikAction one = average (1);
    g_assert_true (is_legal (g, &one));
  }

  vik_game_force_dice (g, miss, 1);
  ok (g, average (1));
  e = dice_event (g, VIK_DICE_ATTACK);
  g_assert_cmpint (e->n_dice, ==, 1);
  g_assert_cmpint (e->averaged, ==, 1);
  g_assert_cmpint (e->value, ==, 1); /* the 6 missed; the pair is a sure hit */
  {
    g_autofree char *text = vik_event_describe (g, e);
    g_assert_nonnull (strstr (text, "(16.4)"));
  }

  /* The defender's turn to choose: his two dice are one pair. */
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_AVERAGE);
  g_assert_cmpint (vik_game_get_decider (g), ==, YELLOW);
  g_assert_cmpint (count_legal (g, VIK_ACTION_AVERAGE), ==, 2);
  ok (g, average (1));
  e = dice_event (g, VIK_DICE_DEFENSE);
  g_assert_cmpint (e->n_dice, ==, 0);
  g_assert_cmpint (e->averaged, ==, 1);
  g_assert_cmpint (e->value, ==, 1);
  /* "a hit of his opponent's choice": Red, hit, chooses between his Infantry and Cavalry. */
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_CASUALTY);
  g_assert_cmpint (vik_game_get_decider (g), ==, RED);
  g_assert_cmpint (vik_game_casualty_owner (g), ==, RED);
}

/* "This must be a complete pair of dice not rolled; an odd die ... must always
 * be rolled": three dice give one pair at most; one die is never asked about. */
static void
test_odd_die_always_rolled (void)
{
  int town;
  g_autoptr (VikGame) g = town_siege (OPTIONS, &town);
  const guint8 dice[] = { 6, 6, 6, 6 };

  ok (g, act (VIK_ACTION_BATTLE, town));
  refused (g, average (2), VIK_RULE_ERROR_ILLEGAL, "(16.4)");
  vik_game_force_dice (g, dice, G_N_ELEMENTS (dice));
  ok (g, average (0));
  g_assert_cmpint (dice_event (g, VIK_DICE_ATTACK)->n_dice, ==, 3);
  ok (g, average (0));
  g_assert_cmpint (dice_event (g, VIK_DICE_DEFENSE)->n_dice, ==, 2);

  /* A lone Infantry against an open hex: one die, nothing to choose. */
  {
    VikRuleset rules = *vik_ruleset_v2_1 ();
    g_autoptr (VikGame) h = NULL;
    int field;

    rules.options = OPTIONS;
    h = vik_position_new (&rules, 5, 2, 21);
    vik_position_fill (h, VIK_TERRAIN_PLAINS);
    field = H (h, 0, 0);
    vik_position_add_unit (h, field, YELLOW, VIK_UNIT_INFANTRY);
    vik_position_add_unit (h, H (h, -1, 0), RED, VIK_UNIT_INFANTRY);
    vik_position_begin_turn (h, RED, VIK_PHASE_MOVEMENT, 2);
    ok (h, land (VIK_UNIT_INFANTRY, H (h, -1, 0), field));
    vik_game_force_dice (h, dice, G_N_ELEMENTS (dice));
    ok (h, act (VIK_ACTION_BATTLE, field));
    g_assert_cmpint (vik_game_get_decision (h), !=, VIK_DECISION_AVERAGE);
    g_assert_cmpint (dice_event (h, VIK_DICE_ATTACK)->n_dice, ==, 1);
    g_assert_cmpint (dice_event (h, VIK_DICE_DEFENSE)->n_dice, ==, 1);
  }
}

/* Without the rule nobody is asked, and `average` is refused citing it. */
static void
test_not_without_the_option (void)
{
  int town;
  g_autoptr (VikGame) g = town_siege (0, &town);
  const guint8 dice[] = { 6, 6, 6, 6, 6 };

  vik_game_force_dice (g, dice, G_N_ELEMENTS (dice));
  ok (g, act (VIK_ACTION_BATTLE, town));
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_RETREAT);
  refused (g, average (0), VIK_RULE_ERROR_NOT_NOW, "(16.4)");
  g_assert_cmpint (count_legal (g, VIK_ACTION_AVERAGE), ==, 0);
}

/* The forecast follows the rule: the game's setup says how each side averages,
 * the exact odds follow it, and the simulator agrees. */
static void
test_forecast_follows (void)
{
  int town;
  g_autoptr (VikGame) on = town_siege (OPTIONS, &town);
  g_autoptr (VikGame) off = town_siege (0, &town);
  VikBattleSetup setup, plain;
  VikForecast f, g;
  g_autoptr (GError) error = NULL;
  VikRng rng;
  int wins = 0, runs = 40000;
  double a_lost = 0;

  g_assert_true (vik_game_pending_battle_setup (on, town, &setup, &error));
  g_assert_true (vik_game_pending_battle_setup (off, town, &plain, &error));
  g_assert_no_error (error);
  /* No Combat Supply (hits on 1-3): two dice expect one hit, the sure hit's worth. */
  g_assert_cmpint (setup.attacker_pairs, ==, VIK_FORECAST_ALL_PAIRS);
  g_assert_cmpint (setup.defender_pairs, ==, VIK_FORECAST_ALL_PAIRS);
  g_assert_cmpint (plain.attacker_pairs, ==, 0);
  g_assert_true (vik_forecast_battle (&setup, &f, &error));
  g_assert_true (vik_forecast_battle (&plain, &g, &error));
  g_assert_cmpfloat (fabs (f.attacker_wins - g.attacker_wins), >, 0.01);

  vik_rng_seed (&rng, 42, 7);
  for (int i = 0; i < runs; i++)
    {
      int result, al, dl;
      vik_forecast_simulate_one (&setup, &rng, &result, &al, &dl);
      wins += result == VIK_BATTLE_ATTACKER_WINS;
      a_lost += al;
    }
  g_assert_cmpfloat (fabs ((double) wins / runs - f.attacker_wins), <, 0.01);
  g_assert_cmpfloat (fabs (a_lost / runs - f.attacker_losses), <, 0.02);

  /* By hand: Infantry and Cavalry (two dice, one pair) against one Infantry in
   * the open.  The sure hit kills him in the first round; his one die hits back
   * half the time (1-3), taking an Infantry (the policy's ordinary hit). */
  vik_battle_setup_init (&setup, FALSE);
  setup.attackers[VIK_UNIT_INFANTRY] = 1;
  setup.attackers[VIK_UNIT_CAVALRY] = 1;
  setup.defenders[VIK_UNIT_INFANTRY] = 1;
  setup.attacker_pairs = 1;
  g_assert_true (vik_forecast_battle (&setup, &f, &error));
  g_assert_cmpfloat (fabs (f.attacker_wins - 1.0), <, 1e-12);
  g_assert_cmpfloat (fabs (f.attacker_losses - 0.5), <, 1e-12);
  g_assert_cmpfloat (fabs (f.defender_losses - 1.0), <, 1e-12);
  /* Averaging nothing is the standard forecast. */
  setup.attacker_pairs = 0;
  g_assert_true (vik_forecast_battle (&setup, &f, &error));
  g_assert_cmpfloat (f.attacker_wins, <, 0.99);
  g_assert_cmpuint (vik_forecast_pairs (5, VIK_FORECAST_ALL_PAIRS), ==, 2);
  g_assert_cmpuint (vik_forecast_pairs (1, VIK_FORECAST_ALL_PAIRS), ==, 0);
  g_assert_cmpuint (vik_forecast_pairs (6, 1), ==, 1);
}

/* A game saved while a player chooses his pairs loads as it was. */
static void
test_choice_in_save (void)
{
  int town;
  g_autoptr (VikGame) g = town_siege (OPTIONS, &town);
  g_autoptr (VikGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  /* The units need their Towns [9.2] for the save to load. */
  vik_position_set_site (g, H (g, -3, 3), RED, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (g, H (g, -3, 3), VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (g, H (g, 3, 0), YELLOW, VIK_SITE_TOWN, FALSE);
  ok (g, act (VIK_ACTION_BATTLE, town));
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_AVERAGE);
  data = vik_game_save_to_data (g, &length);
  g_assert_nonnull (strstr (data, "Decision=average\n"));
  g_assert_nonnull (strstr (data, "Step=attack-average\n"));
  loaded = vik_game_load_from_data (data, length, "avg.vik", &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (g, loaded));
  ok (loaded, average (1));
  g_assert_cmpint (vik_game_get_decider (loaded), ==, YELLOW);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/16.4/pairs-for-sure-hits", test_pairs_for_sure_hits);
  g_test_add_func ("/rules/16.4/odd-die-always-rolled", test_odd_die_always_rolled);
  g_test_add_func ("/rules/16.4/not-without-the-option", test_not_without_the_option);
  g_test_add_func ("/rules/16.4/forecast-follows", test_forecast_follows);
  g_test_add_func ("/rules/16.4/choice-in-save", test_choice_in_save);
  return g_test_run ();
}
