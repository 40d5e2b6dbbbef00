/* test-rules-combat.c: bombardment [12.0], battles [13.0]-[13.3], hits [11.0]-[11.8],
 * conquest and the economic adjustment [11.3] [11.4], with the book's worked
 * examples played with their printed dice. */
#include "vik-forecast.h"
#include "vik-game.h"
#include "vik-position.h"
#include "vik-save.h"
#include "vik-text.h"
#include "vik-test.h"

#include <string.h>

#define RED 0
#define YELLOW 1

static const char *
lb (VikGame *game, int q, int r)
{
  return vik_board_label (vik_game_get_board (game), H (game, q, r));
}

static void
apply_ok (VikGame *game, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

static void
apply_ok (VikGame *game, const char *fmt, ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, fmt);
  text = g_strdup_vprintf (fmt, args);
  va_end (args);
  if (!vik_game_apply_text (game, text, &error))
    g_error ("“%s” refused: %s", text, error->message);
}

static void
apply_refused (VikGame *game, const char *rule, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

/* Asserts that the action is refused as illegal, citing `rule`. */
static void
apply_refused (VikGame *game, const char *rule, const char *fmt, ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, fmt);
  text = g_strdup_vprintf (fmt, args);
  va_end (args);

  g_assert_false (vik_game_apply_text (game, text, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == VIK_RULE_ERROR);
  g_assert_true (error->code == VIK_RULE_ERROR_ILLEGAL || error->code == VIK_RULE_ERROR_NOT_NOW);
  if (strstr (error->message, rule) == NULL)
    g_error ("“%s”: “%s” does not cite %s", text, error->message, rule);
}

static void
force (VikGame *game, const char *faces)
{
  guint8 dice[16];
  int n = 0;

  for (const char *p = faces; *p; p++)
    if (*p >= '1' && *p <= '6')
      dice[n++] = *p - '0';
  vik_game_force_dice (game, dice, n);
}

static void
site (VikGame *game, int q, int r, VikTerrain terrain, int player, VikSite s, gboolean capital)
{
  vik_position_set_hex (game, H (game, q, r), terrain, TRUE);
  vik_position_set_site (game, H (game, q, r), player, s, capital);
}

static int
units (VikGame *game, int q, int r, int player, VikUnitType type)
{
  return vik_game_hex_units (game, H (game, q, r), player, type);
}

static gboolean
has_event (VikGame *game, VikEventKind kind)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    if (events[i].kind == kind)
      return TRUE;
  return FALSE;
}

static void
assert_invariants (VikGame *game)
{
  g_autoptr (GError) error = NULL;

  if (!vik_game_check_invariants (game, &error))
    g_error ("invariant broken: %s", error->message);
}

/* A plains board of radius 6 for two players, red to move. */
static VikGame *
plains_board (void)
{
  VikGame *game = vik_position_new (NULL, 6, 2, 7);

  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  return game;
}

/* ---------------------------------------------------------------- [12.0] the bombard example */

/* Red's Artillery three hexes from Yellow's Frigate moves across the Grassland into
 * the Plains next to it and bombards: a 1, a hit and a tactical victory; the lone
 * Frigate goes to Yellow's Reserve, with no return fire. */
static void
test_bombard_example (void)
{
  g_autoptr (VikGame) game = plains_board ();

  /* Red: a Mountain City supports the Artillery (and an Infantry, in the Reserve). */
  site (game, -4, 0, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, TRUE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  /* Yellow: a Forest City supports the Frigate (and an Infantry there). */
  site (game, 3, -3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, 3, -3), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_hex (game, H (game, 1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, 1, 0), YELLOW, VIK_UNIT_FRIGATE);
  vik_position_set_hex (game, H (game, -1, 0), VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_add_unit (game, H (game, -2, 0), RED, VIK_UNIT_ARTILLERY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  assert_invariants (game);

  apply_ok (game, "A %s-%s", lb (game, -2, 0), lb (game, -1, 0));
  apply_ok (game, "A %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  force (game, "1");
  apply_ok (game, "A %sx%s", lb (game, 0, 0), lb (game, 1, 0));

  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (units (game, 1, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_ARTILLERY), ==, 1);
  g_assert_true (has_event (game, VIK_EVENT_UNIT_LOST));
  assert_invariants (game);
  /* [11.8] the bombardment ended the Artillery's movement, [11.7] and its attacks. */
  apply_refused (game, "(1", "A %s-%s", lb (game, 0, 0), lb (game, 0, -1));
}

/* ---------------------------------------------------------------- [13.3] the battle example */

/* Yellow's Mountain City at (0,0) between two water hexes, held by two Infantry and
 * an Artillery, a Yellow Frigate on the far side.  Red brings two Infantry and a
 * Cavalry from the Plains two hexes away through two hex sides, and lands two
 * Artillery and an Infantry from a Frigate on the third side. */
static VikGame *
battle_example_position (void)
{
  VikGame *game = plains_board ();

  /* Yellow: Mountain City (I+A) and his Forest City capital (I+F). */
  site (game, 0, 0, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, FALSE);
  site (game, 3, -3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_ARTILLERY);
  vik_position_set_hex (game, H (game, -1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, H (game, 1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, 1, 0), YELLOW, VIK_UNIT_FRIGATE);

  /* Red: Grassland City capital (I+C), two Mountain Cities (2I+2A), Forest City (I+F):
   * 4 Infantry, one of them in the Reserve. */
  site (game, -4, -1, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  site (game, -2, -3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  site (game, 0, -5, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  site (game, 2, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  vik_position_set_hex (game, H (game, -1, 1), VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_add_unit (game, H (game, -1, 2), RED, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, -1, 2), RED, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, -1, 2), RED, VIK_UNIT_CAVALRY);
  vik_position_set_hex (game, H (game, -3, 1), VIK_TERRAIN_FOREST, TRUE);
  vik_position_add_unit (game, H (game, -3, 1), RED, VIK_UNIT_ARTILLERY);
  vik_position_add_unit (game, H (game, -3, 1), RED, VIK_UNIT_ARTILLERY);
  vik_position_add_unit (game, H (game, -3, 1), RED, VIK_UNIT_INFANTRY);
  vik_position_set_hex (game, H (game, -2, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, -2, 0), RED, VIK_UNIT_FRIGATE);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 5);
  return game;
}

static void
test_battle_example (void)
{
  g_autoptr (VikGame) game = battle_example_position ();
  const char *city = lb (game, 0, 0);
  guint n_events;
  const VikEvent *events;
  int attack_dice = -1, defense_dice = -1;

  assert_invariants (game);
  /* The Frigate loads two Artillery and an Infantry and sails next to the City. */
  apply_ok (game, "A %s-F1", lb (game, -3, 1));
  apply_ok (game, "A %s-F1", lb (game, -3, 1));
  apply_ok (game, "I %s-F1", lb (game, -3, 1));
  apply_ok (game, "F1 %s-%s", lb (game, -2, 0), lb (game, -1, 0));
  /* Its bombardment rolls a 5: a miss. */
  force (game, "5");
  apply_ok (game, "F1x%s", city);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_ARTILLERY), ==, 1);

  /* Landing, and the march from the Plains through two more hex sides. */
  apply_ok (game, "A F1-%s", city);
  apply_ok (game, "A F1-%s", city);
  apply_ok (game, "I F1-%s", city);
  apply_ok (game, "I %s-%s", lb (game, -1, 2), lb (game, 0, 1));
  apply_ok (game, "I %s-%s", lb (game, 0, 1), city);
  apply_ok (game, "I %s-%s", lb (game, -1, 2), lb (game, 0, 1));
  apply_ok (game, "I %s-%s", lb (game, 0, 1), city);
  apply_ok (game, "C %s-%s", lb (game, -1, 2), lb (game, -1, 1));
  apply_ok (game, "C %s-%s", lb (game, -1, 1), city);
  /* Nobody may end the Movement phase before fighting there [13.0]. */
  apply_refused (game, "(13.0)", "end");

  /* The forecast sees what the battle will be. */
  {
    VikBattleSetup setup;
    VikForecast odds;
    g_autoptr (GError) error = NULL;

    g_assert_true (vik_game_pending_battle_setup (game, H (game, 0, 0), &setup, &error));
    g_assert_cmpint (setup.attackers[VIK_UNIT_INFANTRY], ==, 3);
    g_assert_cmpint (setup.attackers[VIK_UNIT_CAVALRY], ==, 1);
    g_assert_cmpint (setup.attackers[VIK_UNIT_ARTILLERY], ==, 2);
    g_assert_cmpint (setup.defenders[VIK_UNIT_INFANTRY], ==, 2);
    g_assert_cmpint (setup.defenders[VIK_UNIT_ARTILLERY], ==, 1);
    g_assert_cmpint (setup.hex_sides, ==, 3);
    g_assert_cmpint (setup.terrain_dice, ==, 2);
    g_assert_true (setup.naval_support);
    g_assert_true (setup.town_or_city);
    g_assert_true (vik_forecast_battle (&setup, &odds, &error));
    g_assert_cmpfloat_with_epsilon (odds.attacker_wins + odds.defender_holds + odds.both_wiped_out, 1.0, 1e-9);
    g_assert_cmpfloat (odds.attacker_wins, >, 0.8);
  }

  /* Pre-battle fire: Red's Artillery 5 and 1, Yellow's 4 (a miss without supply).
   * Attacker: 1 2 3 3 6.  Defender: 1 1 3. */
  force (game, "51" "4" "12336" "113");
  apply_ok (game, "battle %s", city);
  /* Red's tactical victory: Red chooses Yellow's Artillery. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_CASUALTY);
  g_assert_cmpint (vik_game_get_decider (game), ==, RED);
  apply_refused (game, "(11.1)", "hit C");
  apply_ok (game, "hit A");
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_ARTILLERY), ==, 1);

  /* Red's five dice hit both Infantry (no choice); Yellow's three dice (units
   * suppressed, Naval Support and terrain not) score two tactical victories:
   * Yellow takes the Cavalry and an Artillery, Red gives an Infantry. */
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  apply_ok (game, "hit C");
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  apply_ok (game, "hit A");
  g_assert_cmpint (vik_game_get_decider (game), ==, RED);
  apply_ok (game, "hit I");

  events = vik_game_get_events (game, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
      defense_dice = events[i].n_dice;
  g_assert_cmpint (defense_dice, ==, -1); /* rolled before the last choices */

  /* Victory and conquest. */
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, RED);
  g_assert_cmpint (vik_game_hex_site (game, H (game, 0, 0)), ==, VIK_SITE_CITY);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_ARTILLERY), ==, 1);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_CAVALRY), ==, 0);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  /* Economic adjustments: Yellow gives up an Infantry and the Artillery from his
   * Reserve; Red gains an Infantry and an Artillery. */
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_ARTILLERY), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 1 + 1 + 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_CAVALRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_ARTILLERY), ==, 1 + 1);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  assert_invariants (game);

  /* [14.2] Yellow's adjacent Frigate keeps Red from reinforcing the City. */
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_refused (game, "(14.2)", "place I %s", city);
  (void) attack_dice;
}

/* The same battle, watched for its dice: five attacker dice, three defender dice. */
static void
test_battle_example_dice (void)
{
  g_autoptr (VikGame) game = battle_example_position ();
  const char *city = lb (game, 0, 0);
  guint n_events;
  const VikEvent *events;
  int attack = -1, defense = -1;

  apply_ok (game, "A %s-F1", lb (game, -3, 1));
  apply_ok (game, "A %s-F1", lb (game, -3, 1));
  apply_ok (game, "I %s-F1", lb (game, -3, 1));
  apply_ok (game, "F1 %s-%s", lb (game, -2, 0), lb (game, -1, 0));
  apply_ok (game, "A F1-%s", city);
  apply_ok (game, "A F1-%s", city);
  apply_ok (game, "I F1-%s", city);
  apply_ok (game, "I %s-%s", lb (game, -1, 2), lb (game, 0, 1));
  apply_ok (game, "I %s-%s", lb (game, 0, 1), city);
  apply_ok (game, "I %s-%s", lb (game, -1, 2), lb (game, 0, 1));
  apply_ok (game, "I %s-%s", lb (game, 0, 1), city);
  apply_ok (game, "C %s-%s", lb (game, -1, 2), lb (game, -1, 1));
  apply_ok (game, "C %s-%s", lb (game, -1, 1), city);
  /* Pre-battle fire all misses, so the Yellow Artillery stays in the battle. */
  force (game, "55" "5" "12336" "1136");
  apply_ok (game, "battle %s", city);
  events = vik_game_get_events (game, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_ATTACK)
      attack = events[i].n_dice;
    else if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
      defense = events[i].n_dice;
  /* Four hits for three defenders: every one is hit whatever is chosen, so
   * nobody was asked; Yellow now chooses for his own tactical victories. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_CASUALTY);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  /* [13.3] 1: three unit types and two extra hex sides. */
  g_assert_cmpint (attack, ==, 5);
  /* [13.31]: four hits against three defenders: one excess hit suppresses one of
   * the two unit-type dice; Naval Support and the two terrain dice stay: 1 + 1 + 2. */
  g_assert_cmpint (defense, ==, 4);
}

/* ---------------------------------------------------------------- [11.1] [11.2] */

static VikGame *
bombard_position (VikUnitType second_target)
{
  VikGame *game = plains_board ();

  site (game, -4, 0, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, TRUE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  vik_position_add_unit (game, H (game, 0, 0), RED, VIK_UNIT_ARTILLERY);
  site (game, 4, -2, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, 1, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 1, 0), YELLOW, second_target);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  return game;
}

static void
test_hits_on_three (void)
{
  g_autoptr (VikGame) game = bombard_position (VIK_UNIT_CAVALRY);
  g_autoptr (VikGame) other = NULL;

  other = vik_game_copy (game);
  force (game, "4");
  apply_ok (game, "A %sx%s", lb (game, 0, 0), lb (game, 1, 0));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (units (game, 1, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (units (game, 1, 0, YELLOW, VIK_UNIT_CAVALRY), ==, 1);

  force (other, "3");
  apply_ok (other, "A %sx%s", lb (other, 0, 0), lb (other, 1, 0));
  /* A 3 is an ordinary hit: the target chooses [11.1]. */
  g_assert_cmpint (vik_game_get_decision (other), ==, VIK_DECISION_CASUALTY);
  g_assert_cmpint (vik_game_get_decider (other), ==, YELLOW);
  apply_ok (other, "hit C");
  g_assert_cmpint (units (other, 1, 0, YELLOW, VIK_UNIT_CAVALRY), ==, 0);
  g_assert_cmpint (vik_game_reserve (other, YELLOW, VIK_UNIT_CAVALRY), ==, 1);
}

static void
test_tactical_victory (void)
{
  g_autoptr (VikGame) game = bombard_position (VIK_UNIT_CAVALRY);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  force (game, "1");
  apply_ok (game, "A %sx%s", lb (game, 0, 0), lb (game, 1, 0));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_CASUALTY);
  g_assert_cmpint (vik_game_get_decider (game), ==, RED);
  vik_game_legal_actions (game, legal);
  g_assert_cmpuint (legal->len, ==, 2);
  apply_ok (game, "hit I");
  g_assert_cmpint (units (game, 1, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_array_unref (legal);
}

static void
test_combat_supply (void)
{
  g_autoptr (VikGame) game = bombard_position (VIK_UNIT_INFANTRY);

  /* Cities on all four land terrains and the Capital: hits on 4 or less. */
  g_assert_cmpint (vik_game_hit_max (game, RED), ==, 3);
  site (game, -5, 4, VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, FALSE);
  site (game, -1, -4, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  site (game, -3, 5, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  g_assert_cmpint (vik_game_hit_max (game, RED), ==, 4);
  force (game, "4");
  apply_ok (game, "A %sx%s", lb (game, 0, 0), lb (game, 1, 0));
  g_assert_cmpint (units (game, 1, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  /* [15.0]: lost with the Capital. */
  vik_position_set_site (game, H (game, -4, 0), YELLOW, VIK_SITE_CITY, FALSE);
  g_assert_cmpint (vik_game_hit_max (game, RED), ==, 3);
}

/* ---------------------------------------------------------------- [12.0] [10.44] [11.7] */

static void
test_bombard_restrictions (void)
{
  g_autoptr (VikGame) game = bombard_position (VIK_UNIT_CAVALRY);

  /* Not at two hexes' range. */
  apply_refused (game, "(12.0)", "A %sx%s", lb (game, 0, 0), lb (game, 2, 0));
  /* Not at a Town or City without units. */
  vik_position_add_unit (game, H (game, 3, -2), RED, VIK_UNIT_ARTILLERY);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 0);
  vik_position_set_reserve (game, RED, VIK_UNIT_ARTILLERY, 0);
  apply_refused (game, "(12.0)", "A %sx%s", lb (game, 3, -2), lb (game, 4, -2));
  /* Only one attack a turn [11.7]. */
  force (game, "6");
  apply_ok (game, "A %sx%s", lb (game, 0, 0), lb (game, 1, 0));
  apply_refused (game, "(11.7)", "A %sx%s", lb (game, 0, 0), lb (game, 1, 0));
}

static void
test_transported_artillery (void)
{
  g_autoptr (VikGame) game = plains_board ();

  site (game, -4, 0, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, TRUE);
  site (game, -4, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2);
  vik_position_set_hex (game, H (game, 0, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, 0, 0), RED, VIK_UNIT_FRIGATE);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_ARTILLERY);
  site (game, 4, -2, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 1, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);

  apply_ok (game, "A %s-F1", lb (game, -1, 0));
  apply_ok (game, "A F1-%s", lb (game, 1, -1));
  /* [10.44]: not on a turn it is transported. */
  apply_refused (game, "(10.44)", "A %sx%s", lb (game, 1, -1), lb (game, 1, 0));
}

/* [12.2]: a Frigate with cargo bombards, then still lands its cargo next to it. */
static void
test_frigate_bombards_then_lands (void)
{
  g_autoptr (VikGame) game = plains_board ();

  site (game, -4, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, TRUE);
  vik_position_set_hex (game, H (game, 0, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, 0, 0), RED, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (game, RED, 1, VIK_UNIT_INFANTRY);
  site (game, 4, -2, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 1, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);

  force (game, "6");
  apply_ok (game, "F1x%s", lb (game, 1, 0));
  apply_refused (game, "(1", "F1 %s-%s", lb (game, 0, 0), lb (game, 0, -1));
  apply_ok (game, "I F1-%s", lb (game, -1, 0));
  g_assert_cmpint (units (game, -1, 0, RED, VIK_UNIT_INFANTRY), ==, 1);
}

/* ---------------------------------------------------------------- [13.x] */

/* Red Infantry and Cavalry next to a lone Yellow Infantry on open Plains. */
static VikGame *
field_position (void)
{
  VikGame *game = plains_board ();

  site (game, -4, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, -1, 1), RED, VIK_UNIT_CAVALRY);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  return game;
}

static void
test_entering_ends_movement (void)
{
  g_autoptr (VikGame) game = field_position ();

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  /* [10.0]: entering a hex with an enemy unit ends the unit's movement. */
  apply_refused (game, "(10.0)", "C %s-%s", lb (game, 0, 0), lb (game, 1, 0));
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_CAVALRY), ==, 1);
}

static void
test_one_battle_per_hex (void)
{
  g_autoptr (VikGame) game = field_position ();

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  /* Attacker misses twice (two dice: Cavalry and... one type, one side: one die). */
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_RETREAT);
  apply_ok (game, "retreat C %s-%s", lb (game, 0, 0), lb (game, -1, 1));
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  /* [13.2]: no second battle there this turn. */
  apply_refused (game, "(13.2)", "I %s-%s", lb (game, -1, 0), lb (game, 0, 0));
}

static void
test_retreat_only_to_entry_hexes (void)
{
  g_autoptr (VikGame) game = field_position ();

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  apply_refused (game, "(13.3)", "retreat C %s-%s", lb (game, 0, 0), lb (game, 0, -1));
  force (game, "2" "6");
  apply_ok (game, "fight");
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_CAVALRY), ==, 1);
}

static void
test_defender_holds_and_wiped_out (void)
{
  g_autoptr (VikGame) game = field_position ();

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  /* Both hit each other: both wiped out, the defender prevails [13.3] 4. */
  force (game, "2" "2");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_CAVALRY), ==, 0);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_CAVALRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  assert_invariants (game);
}

/* [13.3] 0: outside a Town, pre-battle fire that kills every defender ends the battle. */
static void
test_prefire_ends_battle (void)
{
  g_autoptr (VikGame) game = plains_board ();

  site (game, -4, 0, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, TRUE);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_ARTILLERY);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);

  apply_ok (game, "A %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  force (game, "2" "1");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  /* The forced 1 was never rolled: no more dice after the pre-battle fire. */
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_ARTILLERY), ==, 1);
  apply_ok (game, "end");
}

/* [13.3] 2 note: a Town without defenders still rolls its terrain dice for one round. */
static void
test_empty_town_fights_one_round (void)
{
  g_autoptr (VikGame) game = field_position ();
  int defense = -1;
  guint n;
  const VikEvent *events;

  /* Yellow's capital Town on Plains at (4,-2), no units: Red's Cavalry rides in. */
  vik_position_add_unit (game, H (game, 2, -2), RED, VIK_UNIT_CAVALRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_CAVALRY, 0);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  /* The Town needs one Infantry: in Yellow's Reserve. */
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 0);
  apply_ok (game, "C %s-%s", lb (game, 2, -2), lb (game, 3, -2));
  apply_ok (game, "C %s-%s", lb (game, 3, -2), lb (game, 4, -2));
  force (game, "6" "5");
  apply_ok (game, "battle %s", lb (game, 4, -2));
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
      defense = events[i].n_dice;
  g_assert_cmpint (defense, ==, 1);
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 4, -2)), ==, RED);
}

/* R11: outside Towns, excess hits also take the terrain dice. */
static void
test_suppression_outside_town (void)
{
  g_autoptr (VikGame) game = field_position ();
  int defense = -1;
  guint n;
  const VikEvent *events;

  vik_position_set_hex (game, H (game, 0, 0), VIK_TERRAIN_MOUNTAIN, TRUE);
  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  apply_ok (game, "I %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  /* Attacker: 2 types + 1 extra side = 3 dice, all hit: 2 excess -> the Infantry
   * die and one of the Mountain's two dice go: the defender rolls 1. */
  force (game, "233" "6");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
      defense = events[i].n_dice;
  g_assert_cmpint (defense, ==, 1);
}

/* [13.31]: every defence die suppressed: the log says so and why, instead of
 * "rolls (defence): 0 hits" with no dice. */
static void
test_suppression_explained (void)
{
  g_autoptr (VikGame) game = field_position ();
  gboolean seen = FALSE;
  guint n;
  const VikEvent *events;

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  apply_ok (game, "I %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  /* 3 attack dice on Plains, all hits against one Infantry: 2 excess, no die left */
  force (game, "233");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
      {
        g_autofree char *text = vik_event_describe (game, &events[i]);
        g_assert_cmpint (events[i].n_dice, ==, 0);
        g_assert_nonnull (strstr (text, "no dice"));
        g_assert_nonnull (strstr (text, "13.31"));
        seen = TRUE;
      }
  g_assert_true (seen);
}

/* [13.3] 1: the forecast shown before a move is that of the battle the move
 * leads to, with the units already waiting there and the extra hex side die:
 * the Cavalry waits in the hex, the Infantry comes from another side. */
static void
test_forecast_before_move (void)
{
  g_autoptr (VikGame) game = field_position ();
  g_autoptr (VikGame) after = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  VikBattleSetup before, fought;
  VikAction move;

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  text = g_strdup_printf ("I %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  g_assert_true (vik_action_parse (text, vik_game_get_board (game), &move, &error));
  g_assert_true (vik_game_move_battle_setup (game, &move, &before, &error));
  g_assert_no_error (error);
  g_assert_cmpint (before.hex_sides, ==, 2);
  g_assert_cmpint (before.attackers[VIK_UNIT_INFANTRY], ==, 1);
  g_assert_cmpint (before.attackers[VIK_UNIT_CAVALRY], ==, 1);
  /* 2 unit types + 1 extra side: 3 dice, as after the move */
  g_assert_cmpuint (vik_forecast_attacker_dice (&before, before.attackers), ==, 3);
  after = vik_game_copy (game);
  g_assert_true (vik_game_apply (after, &move, &error));
  g_assert_true (vik_game_pending_battle_setup (after, H (game, 0, 0), &fought, &error));
  g_assert_true (memcmp (&before, &fought, sizeof before) == 0);
  /* the game itself is untouched */
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_INFANTRY), ==, 0);
  /* not a move: refused */
  move = vik_action_make (VIK_ACTION_END);
  g_assert_false (vik_game_move_battle_setup (game, &move, &before, NULL));
}

/* ---------------------------------------------------------------- naval [13.3] [10.45] [14.5] */

static VikGame *
naval_position (void)
{
  VikGame *game = plains_board ();

  vik_position_fill (game, VIK_TERRAIN_WATER);
  site (game, -4, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, TRUE);
  site (game, 4, -2, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, -4, 3), RED, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 4, -2), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_FRIGATE);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_FRIGATE);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  return game;
}

static void
test_naval_battle (void)
{
  g_autoptr (VikGame) game = naval_position ();
  int defense = -1;
  guint n;
  const VikEvent *events;

  apply_ok (game, "F1 %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  force (game, "5" "6" "2");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  /* Missed both ways: retreat or fight on; fight: Red hits with a 2. */
  apply_ok (game, "fight");
  events = vik_game_get_events (game, &n);
  (void) events;
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  (void) defense;
}

static void
test_cargo_lost_with_frigate (void)
{
  g_autoptr (VikGame) game = naval_position ();

  /* Yellow's frigate carries the Infantry of a second Town. */
  vik_position_add_cargo (game, YELLOW, 1, VIK_UNIT_INFANTRY);
  site (game, 3, -4, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  assert_invariants (game);
  apply_ok (game, "F1 %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  force (game, "2" "6");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  assert_invariants (game);
}

/* [14.5]: a Frigate placed (near a landlocked Forest City) into a water hex
 * holding an enemy Frigate fights a naval battle once all units are placed. */
static void
test_frigate_placement_battle (void)
{
  g_autoptr (VikGame) game = plains_board ();
  int forest = H (game, -2, 2);

  site (game, -5, 1, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  site (game, -2, 2, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, H (game, -5, 1), RED, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, forest, RED, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_FRIGATE, 1);
  vik_position_set_hex (game, H (game, 0, 2), VIK_TERRAIN_WATER, TRUE);
  site (game, 4, -2, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, 4, -2), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 0, 2), YELLOW, VIK_UNIT_FRIGATE);
  vik_position_begin_turn (game, RED, VIK_PHASE_RESERVE, 3);
  assert_invariants (game);

  apply_ok (game, "place F %s-%s", lb (game, -2, 2), lb (game, 0, 2));
  g_assert_cmpint (units (game, 0, 2, RED, VIK_UNIT_FRIGATE), ==, 1);
  force (game, "2" "6");
  apply_ok (game, "end");
  g_assert_cmpint (units (game, 0, 2, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  assert_invariants (game);
}

/* A position for the Capital's Frigates [14.4] [14.5]: Red's Capital, a Forest
 * City at (0,1), stands by the water hexes (0,0) and (-1,1); Yellow's Frigate is
 * in (0,0), next to the Capital; Red's Frigate F1 waits in (-1,0).  Red's second
 * Forest City supports the Infantry and the Frigate in his Reserve. */
static VikGame *
capital_sea_position (void)
{
  VikGame *game = plains_board ();

  site (game, 0, 1, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, TRUE);
  site (game, -4, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, RED, VIK_UNIT_FRIGATE, 1);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  vik_position_add_unit (game, H (game, 0, 1), RED, VIK_UNIT_INFANTRY);
  vik_position_set_hex (game, H (game, 0, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, H (game, -1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_set_hex (game, H (game, -1, 1), VIK_TERRAIN_WATER, TRUE);
  site (game, 4, -2, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, 4, -2), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_FRIGATE);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_FRIGATE);
  return game;
}

/* [14.5]: the book's own case: a Frigate placed next to its owner's Capital goes
 * into the water hex holding an enemy Frigate (the Capital is never blockaded,
 * 14.4), and the naval battle follows once everything is placed. */
static void
test_capital_frigate_placement_battle (void)
{
  g_autoptr (VikGame) game = capital_sea_position ();

  vik_position_begin_turn (game, RED, VIK_PHASE_RESERVE, 3);
  assert_invariants (game);

  apply_ok (game, "place F %s-%s", lb (game, 0, 1), lb (game, 0, 0));
  apply_ok (game, "place I %s", lb (game, 0, 1));
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  force (game, "2" "6");
  apply_ok (game, "end");
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 0);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  assert_invariants (game);
}

/* [13.2]: the placement battle of [14.5] is a battle like any other: not in a hex
 * where the player fought already this turn. */
static void
test_no_placement_battle_after_battle (void)
{
  g_autoptr (VikGame) game = capital_sea_position ();

  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  /* Red's F1 attacks Yellow's Frigate and sinks. */
  apply_ok (game, "F1 %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  force (game, "6" "2");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_FRIGATE), ==, 2);
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_refused (game, "(13.2)", "place F %s-%s", lb (game, 0, 1), lb (game, 0, 0));
  /* The Capital's other water is free. */
  apply_ok (game, "place F %s-%s", lb (game, 0, 1), lb (game, -1, 1));
  apply_ok (game, "end");
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  assert_invariants (game);
}

/* [13.3] 0: each Artillery fires in the pre-battle segment, nine of them too (the
 * "eight dice" of [13.3] 1 limit the Fire Round only), as the forecast counts. */
static void
test_every_artillery_fires_first (void)
{
  g_autoptr (VikGame) game = plains_board ();
  VikBattleSetup setup;
  VikForecast forecast;
  g_autoptr (GError) error = NULL;
  guint n;
  const VikEvent *events;
  int faces = 0;

  site (game, -4, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  for (int i = 0; i < 9; i++)
    {
      vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_ARTILLERY);
      vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY);
    }
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  for (int i = 0; i < 9; i++)
    apply_ok (game, "A %s-%s", lb (game, -1, 0), lb (game, 0, 0));

  /* With every die a hit, the forecast has the nine Artillery kill the nine
   * Infantry before the first round: a sure win without a loss. */
  g_assert_true (vik_game_pending_battle_setup (game, H (game, 0, 0), &setup, &error));
  g_assert_no_error (error);
  g_assert_cmpint (setup.attackers[VIK_UNIT_ARTILLERY], ==, 9);
  setup.attacker_hit_max = 6;
  g_assert_true (vik_forecast_battle (&setup, &forecast, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (forecast.attacker_wins, 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (forecast.defender_losses, 9.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (forecast.attacker_losses, 0.0, 1e-9);

  /* The engine agrees when its nine dice all hit. */
  force (game, "222" "222" "222");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_PRE_FIRE)
      faces += events[i].n_dice;
  g_assert_cmpint (faces, ==, 9);
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_ARTILLERY), ==, 9);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 9);
}

/* [10.41]: a Frigate that carried three land units this turn takes no retreat:
 * the battle simply goes on. */
static void
test_no_retreat_onto_full_turn_frigate (void)
{
  g_autoptr (VikGame) game = plains_board ();

  site (game, -4, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, TRUE);
  vik_position_set_hex (game, H (game, -1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_FRIGATE);
  for (int i = 0; i < 3; i++)
    vik_position_add_cargo (game, RED, 1, VIK_UNIT_INFANTRY);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);

  for (int i = 0; i < 3; i++)
    apply_ok (game, "I F1-%s", lb (game, 0, 0));
  /* Both miss; no retreat is offered (the Frigate has carried three), so the
   * second round follows at once: Red hits. */
  force (game, "6" "6" "2" "6");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_get_decision (game), !=, VIK_DECISION_RETREAT);
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_INFANTRY), ==, 3);
}

/* [11.3]: a lost City's units come from the Reserve first, then from the map,
 * the loser choosing which. */
static void
test_economic_adjustment_choice (void)
{
  g_autoptr (VikGame) game = plains_board ();

  site (game, -4, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, -1, 1), RED, VIK_UNIT_CAVALRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  site (game, 0, 0, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, H (game, 4, -2), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 2, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 3, 0), YELLOW, VIK_UNIT_ARTILLERY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  assert_invariants (game);

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  force (game, "6" "66");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, RED);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ELIMINATE);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  /* what the lost Mountain City supported is owed, and it is named */
  {
    guint owed[VIK_N_UNIT_TYPES];
    g_autofree char *text = vik_game_save_to_data (game, NULL);
    g_autoptr (VikGame) again = vik_game_load_from_data (text, strlen (text), "adjust", NULL);
    g_assert_cmpint (vik_game_units_owed (game, owed), ==, H (game, 0, 0));
    g_assert_cmpuint (owed[VIK_UNIT_INFANTRY], ==, 1);
    g_assert_cmpuint (owed[VIK_UNIT_ARTILLERY], ==, 1);
    g_assert_cmpuint (owed[VIK_UNIT_CAVALRY], ==, 0);
    /* kept by a save */
    g_assert_nonnull (again);
    g_assert_cmpint (vik_game_units_owed (again, owed), ==, H (game, 0, 0));
    g_assert_true (vik_game_equal (game, again));
  }
  apply_refused (game, "(11.3)", "eliminate I %s", lb (game, 3, 0));
  apply_ok (game, "eliminate I %s", lb (game, 2, 0));
  /* The Artillery had no alternative: gone too, and its event says so (the
   * lost City in hex2); the Infantry was chosen (none there). */
  {
    guint n = 0, owed[VIK_N_UNIT_TYPES];
    const VikEvent *ev = vik_game_get_events (game, &n);
    gboolean chosen = FALSE, forced = FALSE;
    for (guint i = 0; i < n; i++)
      {
        if (ev[i].kind != VIK_EVENT_UNIT_ELIMINATED)
          continue;
        if (ev[i].unit == VIK_UNIT_INFANTRY)
          {
            g_assert_cmpint (ev[i].hex2, ==, VIK_NO_HEX);
            chosen = TRUE;
          }
        else
          {
            g_autofree char *words = vik_event_describe (game, &ev[i]);
            g_assert_cmpint (ev[i].unit, ==, VIK_UNIT_ARTILLERY);
            g_assert_cmpint (ev[i].hex2, ==, H (game, 0, 0));
            g_assert_nonnull (strstr (words, "no other choice"));
            g_assert_nonnull (strstr (words, lb (game, 0, 0)));
            forced = TRUE;
          }
      }
    g_assert_true (chosen && forced);
    g_assert_cmpint (vik_game_units_owed (game, owed), ==, VIK_NO_HEX);
    g_assert_cmpuint (owed[VIK_UNIT_ARTILLERY], ==, 0);
  }
  g_assert_cmpint (vik_game_map_units (game, YELLOW, VIK_UNIT_ARTILLERY), ==, 0);
  g_assert_cmpint (units (game, 4, -2, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_ARTILLERY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  assert_invariants (game);
}

/* [11.3]: "the losing player makes the exact choice": a unit on the map may go
 * instead of one in his Reserve; he is asked only when there is a choice. */
static void
test_loser_chooses_reserve_or_map (void)
{
  g_autoptr (VikGame) game = plains_board ();
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  gboolean reserve_offered = FALSE, map_offered = FALSE;

  site (game, -4, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  site (game, -4, 3, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, H (game, -1, 1), RED, VIK_UNIT_CAVALRY);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_CAVALRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 2);
  /* Yellow: a Capital with its Infantry, and two empty Grassland Towns whose
   * Infantry wait, one in his Reserve and one in a field. */
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  site (game, 0, 0, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_TOWN, FALSE);
  site (game, 0, -3, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (game, H (game, 4, -2), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, H (game, 2, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 1);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  assert_invariants (game);

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, RED);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ELIMINATE);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      g_assert_cmpint (a->kind, ==, VIK_ACTION_ELIMINATE);
      reserve_offered |= a->from == VIK_NO_HEX;
      map_offered |= a->from == H (game, 2, 0);
    }
  g_assert_true (reserve_offered);
  g_assert_true (map_offered);
  apply_ok (game, "eliminate I %s", lb (game, 2, 0));
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (units (game, 2, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  assert_invariants (game);

  /* The second Town: the Reserve's Infantry and the Capital's are the choice;
   * Yellow keeps his garrison. */
  apply_ok (game, "C %s-%s", lb (game, -1, 0), lb (game, 0, -1));
  apply_ok (game, "C %s-%s", lb (game, 0, -1), lb (game, 0, -2));
  apply_ok (game, "C %s-%s", lb (game, 0, -2), lb (game, 0, -3));
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 0, -3));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ELIMINATE);
  apply_refused (game, "(11.3)", "eliminate C");
  apply_ok (game, "eliminate I");
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (units (game, 4, -2, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  assert_invariants (game);
}

/* [13.3] an empty Town fights with its Defensive Terrain alone: an attacker
 * destroyed there leaves no unit on either side; the engine's result is
 * "both destroyed", and its words say what happened: the attack failed and
 * the Town stays its owner's (not "both sides were destroyed"). */
static void
test_empty_town_holds_words (void)
{
  g_autoptr (VikGame) game = plains_board ();
  guint n = 0;
  const VikEvent *ev;
  gboolean told = FALSE;

  site (game, -4, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 4, -2), YELLOW, VIK_UNIT_INFANTRY);
  site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 1);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_CAVALRY, 1);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  assert_invariants (game);

  apply_ok (game, "I %s-%s", lb (game, -1, 0), lb (game, 0, 0));
  /* Red misses (a 6); the Town's die hits (a 2) */
  force (game, "6" "2");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, YELLOW);
  ev = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (ev[i].kind == VIK_EVENT_BATTLE_ENDED)
      {
        g_autofree char *words = vik_event_describe (game, &ev[i]);
        g_autofree char *want = g_strdup_printf ("The battle at %s ends: every attacking unit was destroyed, "
                                                 "and the Town stays Yellow’s (no defending unit is left in it)",
                                                 lb (game, 0, 0));
        g_assert_cmpint (ev[i].value, ==, VIK_BATTLE_BOTH_DESTROYED);
        g_assert_cmpstr (words, ==, want);
        g_assert_null (strstr (words, "both sides"));
        told = TRUE;
      }
  g_assert_true (told);
  assert_invariants (game);
}

/* [13.33]: no Naval Support for a hex with neither defending units nor a Town. */
static void
test_naval_support_needs_target (void)
{
  g_autoptr (VikGame) game = field_position ();
  int defense = -1;
  guint n;
  const VikEvent *events;

  /* With Yellow's frigate next to the field battle: 1 Infantry die + 1 support. */
  vik_position_set_hex (game, H (game, 1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, 1, 0), YELLOW, VIK_UNIT_FRIGATE);
  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  force (game, "6" "66");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
      defense = events[i].n_dice;
  g_assert_cmpint (defense, ==, 2);
}

/* ---------------------------------------------------------------- [15.0] */

static void
test_lost_capital (void)
{
  g_autoptr (VikGame) game = plains_board ();

  site (game, -4, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  site (game, -1, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (game, H (game, -4, 0), RED, VIK_UNIT_CAVALRY);
  /* Yellow: capital at (4,-2) Mountain City, and the Red capital taken. */
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_set_site (game, H (game, -4, 0), YELLOW, VIK_SITE_TOWN, FALSE);
  g_assert_cmpint (vik_game_hex_capital_of (game, H (game, -4, 0)), ==, RED);
  vik_position_begin_turn (game, RED, VIK_PHASE_BUILD, 3);
  /* [15.0] / [8.1]: no building without the Capital. */
  apply_refused (game, "(8.1)", "city %s", lb (game, -1, 0));
}

/* ---------------------------------------------------------------- [5.x] */

static void
test_standard_conquest (void)
{
  g_autoptr (VikGame) game = field_position ();

  /* Yellow's only Town, empty, is taken: Yellow is eliminated, Red wins [5.1]. */
  vik_position_add_unit (game, H (game, 3, -1), RED, VIK_UNIT_CAVALRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_CAVALRY, 0);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  /* Move Yellow's Infantry out of the way: it is in the field at (0,0). */
  apply_ok (game, "C %s-%s", lb (game, 3, -1), lb (game, 4, -2));
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 4, -2));
  g_assert_true (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_winner (game), ==, RED);
  g_assert_true (vik_game_player_eliminated (game, YELLOW));
  g_assert_cmpint (vik_game_map_units (game, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
}

static void
test_concede (void)
{
  g_autoptr (VikGame) game = field_position ();

  apply_ok (game, "concede");
  g_assert_true (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_winner (game), ==, YELLOW);
}

/* [5.3]: the first Capital captured ends the game; the largest empire, not
 * counting the player who lost his Capital, wins. */
static void
test_shorter_conquest (void)
{
  g_autoptr (VikGame) game = field_position ();

  vik_position_set_victory (game, VIK_VICTORY_SHORTER);
  /* Yellow also has a City elsewhere (more points than Red), supported from his Reserve. */
  site (game, 1, 3, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 3);
  vik_position_add_unit (game, H (game, 3, -1), RED, VIK_UNIT_CAVALRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_CAVALRY, 0);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "C %s-%s", lb (game, 3, -1), lb (game, 4, -2));
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 4, -2));
  /* Yellow first chooses where the Town's Infantry comes from [11.3]. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ELIMINATE);
  g_assert_false (vik_game_is_over (game));
  apply_ok (game, "eliminate I");
  g_assert_true (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_winner (game), ==, RED);
  g_assert_false (vik_game_player_eliminated (game, YELLOW));
  g_assert_cmpint (vik_game_score (game, YELLOW), ==, 2);
  g_assert_cmpint (vik_game_score (game, RED), ==, 3);
}

/* [5.4]: reaching the points needed (16 with two players) at any time in one's turn wins. */
static void
test_race_for_dominance (void)
{
  g_autoptr (VikGame) game = plains_board ();
  static const int cities[][2] = { { -4, 0 }, { -4, 3 }, { -2, -2 }, { -1, 2 }, { 1, -4 }, { 2, 1 }, { -2, 5 } };

  vik_position_set_victory (game, VIK_VICTORY_RACE);
  for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
    site (game, cities[i][0], cities[i][1], VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, i == 0);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  site (game, 5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_begin_turn (game, RED, VIK_PHASE_BUILD, 3);
  g_assert_cmpint (vik_game_score (game, RED), ==, 15);
  g_assert_false (vik_game_is_over (game));
  apply_ok (game, "town %s", lb (game, 2, -2));
  g_assert_true (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_winner (game), ==, RED);
}

/* [5.5]: the clock starts with the first City captured; each player rolls at
 * the start of his turn and a 1 puts a coin by his Capital; when every Capital
 * has its coin the largest empire wins. */
static void
test_doomsday_clock (void)
{
  g_autoptr (VikGame) game = plains_board ();

  vik_position_set_victory (game, VIK_VICTORY_DOOMSDAY);
  site (game, -4, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, TRUE);
  vik_position_add_unit (game, H (game, -1, 1), RED, VIK_UNIT_CAVALRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 1);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_CITY, FALSE);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 4);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);

  apply_ok (game, "C %s-%s", lb (game, -1, 1), lb (game, 0, 0));
  force (game, "6" "66");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, RED);
  /* Yellow rolls a 1 at the start of his turn, then Red a 3, then Red a 1. */
  force (game, "1" "3" "1");
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  g_assert_true (has_event (game, VIK_EVENT_DOOMSDAY_ROLL));
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  g_assert_false (vik_game_is_over (game));
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  g_assert_true (vik_game_is_over (game));
  /* Red: a City (2) and his capital City (2) against Yellow's Town (1). */
  g_assert_cmpint (vik_game_get_winner (game), ==, RED);
}

/* [15.0]: without his Capital a defender's City gives one terrain die, not two;
 * retaking the Capital restores everything. */
static void
test_lost_capital_city_defence (void)
{
  g_autoptr (VikGame) game = field_position ();
  int defense = -1;
  guint n;
  const VikEvent *events;

  site (game, 1, 1, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_CITY, FALSE);
  /* Yellow's capital (4,-2) is in Red's hands. */
  vik_position_set_site (game, H (game, 4, -2), RED, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (game, H (game, 0, 1), RED, VIK_UNIT_CAVALRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "C %s-%s", lb (game, 0, 1), lb (game, 1, 1));
  force (game, "6" "66");
  apply_ok (game, "battle %s", lb (game, 1, 1));
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == VIK_DICE_DEFENSE)
      defense = events[i].n_dice;
  g_assert_cmpint (defense, ==, 1);
}

/* [11.7]: a unit that moved into a battle hex fights there and cannot also bombard. */
static void
test_battle_units_cannot_bombard (void)
{
  g_autoptr (VikGame) game = bombard_position (VIK_UNIT_CAVALRY);

  apply_ok (game, "A %s-%s", lb (game, 0, 0), lb (game, 1, 0));
  apply_refused (game, "(11.7)", "A %sx%s", lb (game, 1, 0), lb (game, 2, 0));
}

/* [13.3] 3: land units that landed from the sea may retreat onto their Frigate. */
static void
test_retreat_onto_frigate (void)
{
  g_autoptr (VikGame) game = plains_board ();

  site (game, -4, 3, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, TRUE);
  vik_position_set_hex (game, H (game, -1, 0), VIK_TERRAIN_WATER, TRUE);
  vik_position_add_unit (game, H (game, -1, 0), RED, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (game, RED, 1, VIK_UNIT_INFANTRY);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);

  apply_ok (game, "I F1-%s", lb (game, 0, 0));
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_RETREAT);
  apply_ok (game, "retreat I %s-F1", lb (game, 0, 0));
  g_assert_cmpint (units (game, -1, 0, RED, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX);
  assert_invariants (game);
}

/* [11.4]: the winner gains what the captured Town supported; the loser gives it up. */
static void
test_conquest_transfers_units (void)
{
  g_autoptr (VikGame) game = field_position ();

  /* A second Yellow Town (Grassland), empty; its Infantry waits in Yellow's Reserve. */
  site (game, 2, -4, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_TOWN, FALSE);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 1);
  vik_position_add_unit (game, H (game, 1, -3), RED, VIK_UNIT_CAVALRY);
  site (game, -2, -2, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, H (game, -2, -2), RED, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  assert_invariants (game);
  apply_ok (game, "C %s-%s", lb (game, 1, -3), lb (game, 2, -4));
  force (game, "6" "6");
  apply_ok (game, "battle %s", lb (game, 2, -4));
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 2, -4)), ==, RED);
  g_assert_true (has_event (game, VIK_EVENT_SITE_CAPTURED));
  /* Yellow chooses where the Infantry comes from [11.3]: his Reserve. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_ELIMINATE);
  apply_ok (game, "eliminate I");
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_false (vik_game_is_over (game));
  assert_invariants (game);
}

/* [12.1]: no return fire against a bombardment. */
static void
test_bombard_no_defense (void)
{
  g_autoptr (VikGame) game = bombard_position (VIK_UNIT_CAVALRY);
  guint n;
  const VikEvent *events;
  int rolls = 0;

  force (game, "5");
  apply_ok (game, "A %sx%s", lb (game, 0, 0), lb (game, 1, 0));
  events = vik_game_get_events (game, &n);
  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED)
      {
        rolls++;
        g_assert_cmpint (events[i].player, ==, RED);
        g_assert_cmpint (events[i].n_dice, ==, 1);
      }
  g_assert_cmpint (rolls, ==, 1);
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_ARTILLERY), ==, 1);
}

/* [15.0]: retaking one's Capital restores building. */
static void
test_recaptured_capital (void)
{
  g_autoptr (VikGame) game = plains_board ();

  /* Red's capital (-4,0) is held by Yellow, empty; Red's Cavalry retakes it. */
  site (game, -4, 0, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, H (game, -4, 0), VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (game, H (game, -4, 0), RED, VIK_SITE_CITY, TRUE);
  vik_position_set_site (game, H (game, -4, 0), YELLOW, VIK_SITE_CITY, FALSE);
  site (game, -1, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  vik_position_add_unit (game, H (game, -3, 0), RED, VIK_UNIT_CAVALRY);
  site (game, 4, -2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 3);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_CAVALRY, 1);
  vik_position_begin_turn (game, RED, VIK_PHASE_MOVEMENT, 3);
  g_assert_cmpint (vik_game_hex_capital_of (game, H (game, -4, 0)), ==, RED);
  g_assert_cmpint (vik_game_hit_max (game, RED), ==, 3);

  apply_ok (game, "C %s-%s", lb (game, -3, 0), lb (game, -4, 0));
  force (game, "6" "66");
  apply_ok (game, "battle %s", lb (game, -4, 0));
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, -4, 0)), ==, RED);
  apply_ok (game, "end");
  /* Building is open again [8.1]: the Town at (-1,0) may become a City. */
  apply_ok (game, "city %s", lb (game, -1, 0));
}

/* [6.0]: Movement & Combat, then Building, then Reserve Placement, then the next player. */
static void
test_sequence_of_play (void)
{
  g_autoptr (VikGame) game = field_position ();

  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
  apply_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_BUILD);
  apply_refused (game, "(6.0)", "I %s-%s", lb (game, -1, 0), lb (game, 0, -1));
  apply_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_RESERVE);
  apply_ok (game, "end");
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  g_assert_cmpint (vik_game_get_current_player (game), ==, RED);
  g_assert_cmpint (vik_game_get_turn (game), ==, 4);
}

/* The unit list that displays read. */
static void
test_unit_info (void)
{
  g_autoptr (VikGame) game = naval_position ();
  VikUnitInfo info;
  int frigates = 0, cargo = 0;

  vik_position_add_cargo (game, RED, 1, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, RED, VIK_UNIT_INFANTRY, 0);
  g_assert_cmpint (vik_game_n_units (game), ==, 5);
  apply_ok (game, "F1 %s-%s", lb (game, -1, 0), lb (game, -1, 1));
  for (int i = 0; i < vik_game_n_units (game); i++)
    {
      g_assert_true (vik_game_get_unit (game, i, &info));
      if (info.owner == RED && info.type == VIK_UNIT_FRIGATE)
        {
          frigates++;
          g_assert_cmpint (info.label, ==, 1);
          g_assert_cmpint (info.cargo, ==, 1);
          g_assert_cmpint (info.mp, ==, 4);
          g_assert_true (info.moving);
          g_assert_cmpint (info.hex, ==, H (game, -1, 1));
        }
      else if (info.owner == RED && info.carrier == 1)
        {
          cargo++;
          g_assert_cmpint (info.hex, ==, H (game, -1, 1));
        }
    }
  g_assert_cmpint (frigates, ==, 1);
  g_assert_cmpint (cargo, ==, 1);
  g_assert_false (vik_game_get_unit (game, vik_game_n_units (game), &info));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/12.0/bombard-example", test_bombard_example);
  g_test_add_func ("/rules/13.3/battle-example", test_battle_example);
  g_test_add_func ("/rules/13.3/battle-example-dice", test_battle_example_dice);
  g_test_add_func ("/rules/11.1/hits-on-three-or-less", test_hits_on_three);
  g_test_add_func ("/rules/11.1/tactical-victory-firing-player-chooses", test_tactical_victory);
  g_test_add_func ("/rules/11.2/combat-supply", test_combat_supply);
  g_test_add_func ("/rules/12.0/restrictions", test_bombard_restrictions);
  g_test_add_func ("/rules/10.44/transported-artillery-cannot-bombard", test_transported_artillery);
  g_test_add_func ("/rules/12.2/frigate-bombards-then-lands", test_frigate_bombards_then_lands);
  g_test_add_func ("/rules/10.0/entering-enemy-ends-movement", test_entering_ends_movement);
  g_test_add_func ("/rules/13.2/one-battle-per-hex", test_one_battle_per_hex);
  g_test_add_func ("/rules/13.3/retreat-only-to-entry-hexes", test_retreat_only_to_entry_hexes);
  g_test_add_func ("/rules/13.3/both-wiped-out", test_defender_holds_and_wiped_out);
  g_test_add_func ("/rules/13.3/pre-battle-fire-ends-battle", test_prefire_ends_battle);
  g_test_add_func ("/rules/13.3/empty-town-fights-one-round", test_empty_town_fights_one_round);
  g_test_add_func ("/rules/13.31/suppression-outside-town", test_suppression_outside_town);
  g_test_add_func ("/rules/13.31/suppression-explained", test_suppression_explained);
  g_test_add_func ("/rules/13.3/forecast-before-move", test_forecast_before_move);
  g_test_add_func ("/rules/13.3/naval-battle", test_naval_battle);
  g_test_add_func ("/rules/10.45/cargo-lost-with-frigate", test_cargo_lost_with_frigate);
  g_test_add_func ("/rules/14.5/frigate-placement-battle", test_frigate_placement_battle);
  g_test_add_func ("/rules/14.5/frigate-next-to-capital-fights", test_capital_frigate_placement_battle);
  g_test_add_func ("/rules/13.2/no-placement-battle-after-battle", test_no_placement_battle_after_battle);
  g_test_add_func ("/rules/13.3/every-artillery-fires-before-battle", test_every_artillery_fires_first);
  g_test_add_func ("/rules/10.41/no-retreat-onto-frigate-that-carried-three", test_no_retreat_onto_full_turn_frigate);
  g_test_add_func ("/rules/11.3/economic-adjustment-choice", test_economic_adjustment_choice);
  g_test_add_func ("/rules/11.3/loser-chooses-reserve-or-map", test_loser_chooses_reserve_or_map);
  g_test_add_func ("/rules/13.3/empty-town-holds-in-words", test_empty_town_holds_words);
  g_test_add_func ("/rules/13.32/naval-support", test_naval_support_needs_target);
  g_test_add_func ("/rules/15.0/no-building-without-capital", test_lost_capital);
  g_test_add_func ("/rules/5.1/standard-conquest", test_standard_conquest);
  g_test_add_func ("/rules/5.1/concede", test_concede);
  g_test_add_func ("/rules/5.3/shorter-conquest", test_shorter_conquest);
  g_test_add_func ("/rules/5.4/race-for-dominance", test_race_for_dominance);
  g_test_add_func ("/rules/5.5/doomsday-clock", test_doomsday_clock);
  g_test_add_func ("/rules/15.0/city-defends-as-town", test_lost_capital_city_defence);
  g_test_add_func ("/rules/11.7/battle-units-cannot-bombard", test_battle_units_cannot_bombard);
  g_test_add_func ("/rules/13.3/retreat-onto-frigate", test_retreat_onto_frigate);
  g_test_add_func ("/rules/11.4/conquest-transfers-units", test_conquest_transfers_units);
  g_test_add_func ("/rules/12.1/no-defense", test_bombard_no_defense);
  g_test_add_func ("/rules/15.0/recaptured-capital", test_recaptured_capital);
  g_test_add_func ("/rules/6.0/sequence-of-play", test_sequence_of_play);
  g_test_add_func ("/api/unit-info", test_unit_info);
  return g_test_run ();
}
