/* test-rules-frigate-options.c: the optional rule [16.7] Frigate Options, each
 * sentence of the case against the standard rules it changes [10.31] [10.41]
 * [10.46] [13.33], and the book's worked example of eight MPs. */
#include "config.h"

#include "vik-forecast.h"
#include "vik-game.h"
#include "vik-save.h"
#include "vik-test.h"

#include <string.h>

enum { RED, YELLOW };

#define OPTIONS (1u << VIK_OPTION_FRIGATE_OPTIONS)

/* A revealed water board of radius 4, Red to move in turn 1. */
static VikGame *
sea_with (guint32 options)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikGame *game;

  rules.options = options;
  game = vik_position_new (&rules, 4, 2, 5);
  vik_position_fill (game, VIK_TERRAIN_WATER);
  return game;
}

static void
land_at (VikGame *game, int hex)
{
  vik_position_set_hex (game, hex, VIK_TERRAIN_PLAINS, TRUE);
}

static VikAction
sail (int label, int from, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_MOVE);

  a.unit = VIK_UNIT_FRIGATE;
  a.label = label;
  a.from = from;
  a.to = to;
  return a;
}

static VikAction
embark (VikUnitType type, int from, int label)
{
  VikAction a = vik_action_make (VIK_ACTION_EMBARK);

  a.unit = type;
  a.from = from;
  a.carrier = label;
  return a;
}

static VikAction
disembark (VikUnitType type, int label, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_DISEMBARK);

  a.unit = type;
  a.carrier = label;
  a.to = to;
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

/* Refused, citing `cite`, and not among the legal actions. */
static void
refused (VikGame *game, VikAction a, const char *cite)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (vik_game_check_action (game, &a, &error));
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL);
  if (strstr (error->message, cite) == NULL)
    g_error ("“%s” does not cite %s", error->message, cite);
  g_assert_false (is_legal (game, &a));
}

/* The movement points Red's Frigate at hex has left. */
static int
frigate_mp (VikGame *game, int hex)
{
  return vik_game_hex_units_mp (game, hex, RED, VIK_UNIT_FRIGATE);
}

static int
red (VikGame *game, int hex, VikUnitType type)
{
  return vik_game_hex_units (game, hex, RED, type);
}

/* ------------------------------------------------------------ the example */

/* "A Frigate begins its turn with two land units onboard. Those two units
 * immediately unload at a cost of 2 MPs. The Frigate moves 1 hex, expending
 * 1 MP. Two new land units are loaded onto the Frigate at a cost of 2 MPs. One
 * of the new units is unloaded into a land hex on the other side of the
 * Frigate at a cost of 1 MP. The Frigate moves 1 hex, expending 1 MP. The
 * remaining transported unit is then unloaded into another hex at a cost of
 * 1 MP. This uses all 8 available MPs." */
static void
test_eight_mp_example (void)
{
  g_autoptr (VikGame) g = sea_with (OPTIONS);
  int s0 = H (g, 0, 0), s1 = H (g, 1, 0), s2 = H (g, 2, 0);
  int first = H (g, -1, 0), pier = H (g, 1, -1), other_side = H (g, 1, 1), last = H (g, 3, -1);
  int f;

  land_at (g, first);
  land_at (g, pier);
  land_at (g, other_side);
  land_at (g, last);
  f = vik_position_add_unit (g, s0, RED, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (g, RED, f, VIK_UNIT_INFANTRY);
  vik_position_add_cargo (g, RED, f, VIK_UNIT_ARTILLERY);
  vik_position_add_unit (g, pier, RED, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, pier, RED, VIK_UNIT_CAVALRY);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
  g_assert_cmpint (frigate_mp (g, s0), ==, 8);

  ok (g, disembark (VIK_UNIT_INFANTRY, f, first));
  ok (g, disembark (VIK_UNIT_ARTILLERY, f, first));
  g_assert_cmpint (frigate_mp (g, s0), ==, 6);
  ok (g, sail (f, s0, s1));
  g_assert_cmpint (frigate_mp (g, s1), ==, 5);
  ok (g, embark (VIK_UNIT_INFANTRY, pier, f));
  ok (g, embark (VIK_UNIT_CAVALRY, pier, f));
  g_assert_cmpint (frigate_mp (g, s1), ==, 3);
  ok (g, disembark (VIK_UNIT_CAVALRY, f, other_side));
  g_assert_cmpint (frigate_mp (g, s1), ==, 2);
  ok (g, sail (f, s1, s2));
  g_assert_cmpint (frigate_mp (g, s2), ==, 1);
  ok (g, disembark (VIK_UNIT_INFANTRY, f, last));
  g_assert_cmpint (frigate_mp (g, s2), ==, 0);

  g_assert_cmpint (red (g, first, VIK_UNIT_INFANTRY) + red (g, first, VIK_UNIT_ARTILLERY), ==, 2);
  g_assert_cmpint (red (g, other_side, VIK_UNIT_CAVALRY), ==, 1);
  g_assert_cmpint (red (g, last, VIK_UNIT_INFANTRY), ==, 1);
  /* All 8 MPs used: nothing more. */
  refused (g, sail (f, s2, s1), "(10.0)");
  {
    g_autoptr (GError) error = NULL;
    VikAction back = embark (VIK_UNIT_INFANTRY, last, f);
    g_assert_false (vik_game_check_action (g, &back, &error));
  }
}

/* The same turn under the standard rules stops at the first disembarkation
 * [10.46], and a Frigate has 5 MPs [10.31]. */
static void
test_standard_rules_differ (void)
{
  g_autoptr (VikGame) g = sea_with (0);
  int s0 = H (g, 0, 0), s1 = H (g, 1, 0), first = H (g, -1, 0), other = H (g, 0, 1);
  int f;

  land_at (g, first);
  land_at (g, other);
  f = vik_position_add_unit (g, s0, RED, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (g, RED, f, VIK_UNIT_INFANTRY);
  vik_position_add_cargo (g, RED, f, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
  g_assert_cmpint (frigate_mp (g, s0), ==, 5);
  ok (g, disembark (VIK_UNIT_INFANTRY, f, first));
  refused (g, sail (f, s0, s1), "(10.46)");
  refused (g, disembark (VIK_UNIT_INFANTRY, f, other), "(10.46)");
}

/* --------------------------------------------------- several hexes, MP costs */

/* "A Frigate may disembark units into more than one hex ... A Frigate's
 * movement does not end with disembarking units." */
static void
test_several_hexes (void)
{
  g_autoptr (VikGame) g = sea_with (OPTIONS);
  int s0 = H (g, 0, 0), s1 = H (g, 0, -1), a = H (g, -1, 0), b = H (g, 0, 1), c = H (g, 1, -2);
  int f;

  land_at (g, a);
  land_at (g, b);
  land_at (g, c);
  f = vik_position_add_unit (g, s0, RED, VIK_UNIT_FRIGATE);
  for (int i = 0; i < 3; i++)
    vik_position_add_cargo (g, RED, f, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
  ok (g, disembark (VIK_UNIT_INFANTRY, f, a));
  ok (g, disembark (VIK_UNIT_INFANTRY, f, b));
  ok (g, sail (f, s0, s1));
  ok (g, disembark (VIK_UNIT_INFANTRY, f, c));
  g_assert_cmpint (red (g, a, VIK_UNIT_INFANTRY) + red (g, b, VIK_UNIT_INFANTRY) + red (g, c, VIK_UNIT_INFANTRY), ==, 3);
  g_assert_cmpint (frigate_mp (g, s1), ==, 8 - 4);
}

/* "must expend 1 MP to embark or disembark a land unit": a Frigate that has
 * sailed all 8 MPs takes nobody aboard, where a standard Frigate still may
 * [10.47]. */
static void
test_loading_costs_mp (void)
{
  for (int on = 0; on < 2; on++)
    {
      g_autoptr (VikGame) g = sea_with (on ? OPTIONS : 0);
      int pier = H (g, -1, 0), here = H (g, 0, 0), there = H (g, 0, -1);
      int f, legs = on ? 8 : 5;

      land_at (g, pier);
      f = vik_position_add_unit (g, here, RED, VIK_UNIT_FRIGATE);
      vik_position_add_unit (g, pier, RED, VIK_UNIT_INFANTRY);
      vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
      for (int i = 0; i < legs; i++)
        ok (g, sail (f, i % 2 ? there : here, i % 2 ? here : there));
      if (on)
        refused (g, embark (VIK_UNIT_INFANTRY, pier, f), "(16.7)");
      else
        ok (g, embark (VIK_UNIT_INFANTRY, pier, f));
    }
}

/* "a maximum capacity of three units loaded at a time. Over the course of a
 * single turn, it is possible that more than three units will either be
 * loaded or unloaded" (the standard rule: three a turn [10.41]). */
static void
test_three_at_a_time (void)
{
  for (int on = 0; on < 2; on++)
    {
      g_autoptr (VikGame) g = sea_with (on ? OPTIONS : 0);
      int here = H (g, 0, 0), pier = H (g, -1, 0), beach = H (g, 1, 0);
      int f;

      land_at (g, pier);
      land_at (g, beach);
      f = vik_position_add_unit (g, here, RED, VIK_UNIT_FRIGATE);
      for (int i = 0; i < 5; i++)
        vik_position_add_unit (g, pier, RED, VIK_UNIT_INFANTRY);
      vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
      for (int i = 0; i < 3; i++)
        ok (g, embark (VIK_UNIT_INFANTRY, pier, f));
      refused (g, embark (VIK_UNIT_INFANTRY, pier, f), "(10.41)");
      if (!on)
        {
          ok (g, disembark (VIK_UNIT_INFANTRY, f, beach));
          refused (g, embark (VIK_UNIT_INFANTRY, pier, f), "(10.41)");
          continue;
        }
      for (int i = 0; i < 3; i++)
        ok (g, disembark (VIK_UNIT_INFANTRY, f, beach));
      ok (g, embark (VIK_UNIT_INFANTRY, pier, f));
      ok (g, embark (VIK_UNIT_INFANTRY, pier, f));
      g_assert_cmpint (red (g, beach, VIK_UNIT_INFANTRY), ==, 3);
      g_assert_cmpint (frigate_mp (g, here), ==, 0);
    }
}

/* ------------------------------------------------------ landing in a battle */

/* "including multiple Battle hexes, though not into more than one hex side of
 * the same Battle hex"; another Frigate may land there from another side. */
static void
test_one_side_per_battle_hex (void)
{
  g_autoptr (VikGame) g = sea_with (OPTIONS);
  int w1 = H (g, 0, 0), w2 = H (g, 1, -1), enemy = H (g, 1, 0), quiet = H (g, -1, 1), far = H (g, 2, -2);
  int f1, f2;

  land_at (g, enemy);
  land_at (g, quiet);
  land_at (g, far);
  vik_position_add_unit (g, enemy, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, far, YELLOW, VIK_UNIT_INFANTRY);
  f1 = vik_position_add_unit (g, w1, RED, VIK_UNIT_FRIGATE);
  f2 = vik_position_add_unit (g, w2, RED, VIK_UNIT_FRIGATE);
  for (int i = 0; i < 3; i++)
    vik_position_add_cargo (g, RED, f1, VIK_UNIT_INFANTRY);
  vik_position_add_cargo (g, RED, f2, VIK_UNIT_CAVALRY);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);

  ok (g, disembark (VIK_UNIT_INFANTRY, f1, enemy));
  ok (g, disembark (VIK_UNIT_INFANTRY, f1, quiet)); /* another hex, no battle there */
  ok (g, sail (f1, w1, w2));
  refused (g, disembark (VIK_UNIT_INFANTRY, f1, enemy), "(16.7)");
  /* A second Battle hex is fine. */
  ok (g, disembark (VIK_UNIT_INFANTRY, f1, far));
  /* Frigate F2 lands from its own side: two hex sides, two Frigates. */
  ok (g, disembark (VIK_UNIT_CAVALRY, f2, enemy));
  {
    VikBattleSetup setup;
    g_autoptr (GError) error = NULL;
    g_assert_true (vik_game_pending_battle_setup (g, enemy, &setup, &error));
    g_assert_cmpint (setup.hex_sides, ==, 2);
  }
}

/* "a single Frigate would still only be able to bring a maximum of three units
 * from the same hex side into a battle, though if the attack were successful,
 * the Frigate could subsequently embark and disembark additional units into
 * that hex assuming it still had remaining MPs." */
static void
test_three_into_a_battle (void)
{
  g_autoptr (VikGame) g = sea_with (OPTIONS);
  int w = H (g, 0, 0), enemy = H (g, 1, 0), pier = H (g, -1, 0);
  const guint8 dice[] = { 2, 6 }; /* Red's one die hits, Yellow's misses */
  int f;

  land_at (g, enemy);
  land_at (g, pier);
  vik_position_add_unit (g, enemy, YELLOW, VIK_UNIT_INFANTRY);
  f = vik_position_add_unit (g, w, RED, VIK_UNIT_FRIGATE);
  for (int i = 0; i < 3; i++)
    vik_position_add_cargo (g, RED, f, VIK_UNIT_INFANTRY);
  vik_position_add_unit (g, pier, RED, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);

  for (int i = 0; i < 3; i++)
    ok (g, disembark (VIK_UNIT_INFANTRY, f, enemy));
  ok (g, embark (VIK_UNIT_INFANTRY, pier, f));
  refused (g, disembark (VIK_UNIT_INFANTRY, f, enemy), "(16.7)");
  g_assert_cmpint (frigate_mp (g, w), ==, 4);

  vik_game_force_dice (g, dice, G_N_ELEMENTS (dice));
  ok (g, act (VIK_ACTION_BATTLE, enemy));
  g_assert_cmpint (vik_game_battle_hex (g), ==, VIK_NO_HEX);
  g_assert_cmpint (vik_game_hex_units (g, enemy, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  /* The battle won, the Frigate lands its fourth unit with the MPs it has left. */
  ok (g, disembark (VIK_UNIT_INFANTRY, f, enemy));
  g_assert_cmpint (red (g, enemy, VIK_UNIT_INFANTRY), ==, 4);
  g_assert_cmpint (frigate_mp (g, w), ==, 3);
}

/* [11.8] still ends the movement of a Frigate that attacks, but under [16.7]
 * its MPs left pay for the ferrying [10.47] [12.2] allow after an attack. */
static void
test_ferry_after_attack (void)
{
  g_autoptr (VikGame) g = sea_with (OPTIONS);
  int start = H (g, 0, 1), w = H (g, 0, 0), target = H (g, 0, -1), west = H (g, -1, -1), east = H (g, 1, -1);
  const guint8 dice[] = { 2, 6 };
  int f;

  land_at (g, west);
  land_at (g, east);
  vik_position_add_unit (g, target, YELLOW, VIK_UNIT_FRIGATE);
  f = vik_position_add_unit (g, start, RED, VIK_UNIT_FRIGATE);
  vik_position_add_unit (g, west, RED, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);

  ok (g, sail (f, start, w));
  ok (g, sail (f, w, target));
  refused (g, sail (f, target, w), "(11.8, 16.7)");
  vik_game_force_dice (g, dice, G_N_ELEMENTS (dice));
  ok (g, act (VIK_ACTION_BATTLE, target));
  g_assert_cmpint (vik_game_hex_units (g, target, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (frigate_mp (g, target), ==, 6);
  refused (g, sail (f, target, w), "(11.8, 16.7)");
  ok (g, embark (VIK_UNIT_INFANTRY, west, f));
  ok (g, disembark (VIK_UNIT_INFANTRY, f, east));
  g_assert_cmpint (red (g, east, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (frigate_mp (g, target), ==, 4);
}

/* "the restriction is merely that the Frigate can only hold three units at a
 * given time": after landing three units, its hold takes them back in a
 * retreat [13.3] 3, where the standard Frigate has carried its three a turn
 * [10.41]. */
static void
test_retreat_aboard (void)
{
  for (int on = 0; on < 2; on++)
    {
      g_autoptr (VikGame) g = sea_with (on ? OPTIONS : 0);
      int w = H (g, 0, 0), enemy = H (g, 1, 0);
      const guint8 misses[] = { 6, 6 };
      VikAction back = vik_action_make (VIK_ACTION_RETREAT);
      int f;

      land_at (g, enemy);
      vik_position_add_unit (g, enemy, YELLOW, VIK_UNIT_INFANTRY);
      f = vik_position_add_unit (g, w, RED, VIK_UNIT_FRIGATE);
      for (int i = 0; i < 3; i++)
        vik_position_add_cargo (g, RED, f, VIK_UNIT_INFANTRY);
      vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
      for (int i = 0; i < 3; i++)
        ok (g, disembark (VIK_UNIT_INFANTRY, f, enemy));
      vik_game_force_dice (g, misses, G_N_ELEMENTS (misses));
      ok (g, act (VIK_ACTION_BATTLE, enemy));
      back.unit = VIK_UNIT_INFANTRY;
      back.from = enemy;
      back.carrier = f;
      if (!on)
        {
          g_assert_false (is_legal (g, &back));
          continue;
        }
      g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_RETREAT);
      for (int i = 0; i < 3; i++)
        ok (g, back);
      g_assert_cmpint (vik_game_battle_hex (g), ==, VIK_NO_HEX);
      g_assert_cmpint (red (g, w, VIK_UNIT_INFANTRY), ==, 3);
    }
}

/* ----------------------------------------------------------- Naval Support */

/* "A Frigate provides Naval Support to other Frigates (see 13.33)": in a Naval
 * Battle the defender rolls a die more for his Frigate next to it, in the
 * battle and in its forecast. */
static void
test_frigates_support_frigates (void)
{
  for (int on = 0; on < 2; on++)
    {
      g_autoptr (VikGame) g = sea_with (on ? OPTIONS : 0);
      int from = H (g, -1, 0), battle = H (g, 0, 0), support = H (g, 1, 0);
      const guint8 dice[] = { 6, 6, 6 };
      guint8 attackers[VIK_N_UNIT_TYPES] = { 0, 0, 0, 1 };
      VikBattleSetup setup;
      VikForecast with, without;
      g_autoptr (GError) error = NULL;
      int f, defence_dice = -1;
      guint n;
      const VikEvent *events;

      vik_position_add_unit (g, battle, YELLOW, VIK_UNIT_FRIGATE);
      vik_position_add_unit (g, support, YELLOW, VIK_UNIT_FRIGATE);
      f = vik_position_add_unit (g, from, RED, VIK_UNIT_FRIGATE);
      vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);

      g_assert_true (vik_game_battle_setup (g, battle, attackers, 1, &setup, &error));
      g_assert_no_error (error);
      g_assert_cmpint (setup.naval_support, ==, on);
      g_assert_cmpuint (vik_forecast_defender_dice (&setup, setup.defenders, 0), ==, on ? 2 : 1);
      g_assert_true (vik_forecast_battle (&setup, &with, &error));
      setup.naval_support = FALSE;
      g_assert_true (vik_forecast_battle (&setup, &without, &error));
      if (on)
        g_assert_cmpfloat (with.attacker_wins, <, without.attacker_wins - 0.01);
      else
        g_assert_cmpfloat (with.attacker_wins, ==, without.attacker_wins);

      ok (g, sail (f, from, battle));
      vik_game_force_dice (g, dice, G_N_ELEMENTS (dice));
      ok (g, act (VIK_ACTION_BATTLE, battle));
      events = vik_game_get_events (g, &n);
      for (guint i = 0; i < n; i++)
        if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
          defence_dice = events[i].n_dice;
      g_assert_cmpint (defence_dice, ==, on ? 2 : 1);
    }
}

/* ------------------------------------------------------------ files */

/* The Frigate that landed a unit is remembered in saves, and older saves
 * without it still load. */
static void
test_landed_by_in_save (void)
{
  g_autoptr (VikGame) g = sea_with (OPTIONS);
  int w = H (g, 0, 0), enemy = H (g, 1, 0);
  g_autoptr (GError) error = NULL;
  gsize length;
  g_autofree char *data = NULL;
  g_autoptr (VikGame) loaded = NULL;
  int f;

  land_at (g, enemy);
  vik_position_add_unit (g, enemy, YELLOW, VIK_UNIT_INFANTRY);
  f = vik_position_add_unit (g, w, RED, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (g, RED, f, VIK_UNIT_INFANTRY);
  /* The Towns and Cities that support them [9.2]. */
  vik_position_set_hex (g, H (g, -2, 2), VIK_TERRAIN_FOREST, TRUE);
  vik_position_set_site (g, H (g, -2, 2), RED, VIK_SITE_CITY, TRUE);
  land_at (g, H (g, 3, -3));
  vik_position_set_site (g, H (g, 3, -3), YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_begin_turn (g, RED, VIK_PHASE_MOVEMENT, 2);
  ok (g, disembark (VIK_UNIT_INFANTRY, f, enemy));
  if (!vik_game_check_invariants (g, &error))
    g_error ("%s", error->message);
  data = vik_game_save_to_data (g, &length);
  /* The unit landed by F1 ends its line with "1", the others with "0". */
  g_assert_nonnull (strstr (strstr (data, "[Units]"), " 1\n"));
  loaded = vik_game_load_from_data (data, length, "f.vik", &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (g, loaded));
  /* A save from before the field: the lines without it load, as 0. */
  {
    g_auto (GStrv) lines = g_strsplit (data, "\n", -1);
    g_autofree char *old = NULL;
    g_autoptr (VikGame) old_game = NULL;

    for (int i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "Unit") && !g_str_has_prefix (lines[i], "Units"))
        *strrchr (lines[i], ' ') = '\0';
    old = g_strjoinv ("\n", lines);
    old_game = vik_game_load_from_data (old, strlen (old), "old.vik", &error);
    g_assert_no_error (error);
    g_assert_cmpint (vik_game_hex_units (old_game, enemy, RED, VIK_UNIT_INFANTRY), ==, 1);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/16.7/eight-mp-example", test_eight_mp_example);
  g_test_add_func ("/rules/16.7/standard-rules-differ", test_standard_rules_differ);
  g_test_add_func ("/rules/16.7/disembark-into-several-hexes", test_several_hexes);
  g_test_add_func ("/rules/16.7/loading-costs-mp", test_loading_costs_mp);
  g_test_add_func ("/rules/16.7/three-at-a-time-no-turn-limit", test_three_at_a_time);
  g_test_add_func ("/rules/16.7/one-hex-side-per-battle-hex", test_one_side_per_battle_hex);
  g_test_add_func ("/rules/16.7/three-units-into-a-battle", test_three_into_a_battle);
  g_test_add_func ("/rules/16.7/ferry-after-attack", test_ferry_after_attack);
  g_test_add_func ("/rules/16.7/retreat-aboard-no-turn-limit", test_retreat_aboard);
  g_test_add_func ("/rules/16.7/frigates-support-frigates", test_frigates_support_frigates);
  g_test_add_func ("/rules/16.7/landed-by-in-save", test_landed_by_in_save);
  return g_test_run ();
}
