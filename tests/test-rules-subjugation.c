/* test-rules-subjugation.c: the optional rule Subjugation [16.8]-[16.87] and
 * the Subjugation Conquest [5.2], each case played on a position built by hand. */
#include "config.h"

#include "vik-game.h"
#include "vik-position.h"
#include "vik-save.h"
#include "vik-text.h"
#include "vik-test.h"

#include <string.h>

enum { RED, YELLOW, BLUE };

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
  if (!vik_game_check_invariants (game, &error))
    g_error ("after “%s”: %s", text, error->message);
}

static void
apply_refused (VikGame *game, const char *rule, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

/* Asserts that the action is refused, citing `rule`, and that the legal
 * actions do not list it. */
static void
apply_refused (VikGame *game, const char *rule, const char *fmt, ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  VikAction a;
  va_list args;

  va_start (args, fmt);
  text = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_assert_true (vik_action_parse (text, vik_game_get_board (game), &a, NULL));
  g_assert_false (is_legal (game, &a));
  g_assert_false (vik_game_apply (game, &a, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == VIK_RULE_ERROR);
  if (strstr (error->message, rule) == NULL)
    g_error ("“%s”: “%s” does not cite %s", text, error->message, rule);
}

static gboolean
legal_text (VikGame *game, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

static gboolean
legal_text (VikGame *game, const char *fmt, ...)
{
  g_autofree char *text = NULL;
  VikAction a;
  va_list args;

  va_start (args, fmt);
  text = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_assert_true (vik_action_parse (text, vik_game_get_board (game), &a, NULL));
  return is_legal (game, &a);
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

static int
units (VikGame *game, int q, int r, int player, VikUnitType type)
{
  return vik_game_hex_units (game, H (game, q, r), player, type);
}

static int
count_events (VikGame *game, VikEventKind kind)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);
  int k = 0;

  for (guint i = 0; i < n; i++)
    k += events[i].kind == kind;
  return k;
}

static void
site (VikGame *game, int q, int r, VikTerrain terrain, int player, VikSite s, gboolean capital)
{
  vik_position_set_hex (game, H (game, q, r), terrain, TRUE);
  vik_position_set_site (game, H (game, q, r), player, s, capital);
}

static void
unit (VikGame *game, int q, int r, int player, VikUnitType type)
{
  vik_position_add_unit (game, H (game, q, r), player, type);
}

static void
water (VikGame *game, int q, int r)
{
  vik_position_set_hex (game, H (game, q, r), VIK_TERRAIN_WATER, TRUE);
}

/* Each player's Reserve: what his Towns and Cities support less his units on
 * the map [9.2]; then `player`'s turn begins in `phase`, and the invariants hold. */
static void
begin (VikGame *game, int player, VikPhase phase, int turn)
{
  const VikBoard *board = vik_game_get_board (game);
  int n_players = vik_game_get_n_players (game);
  g_autoptr (GError) error = NULL;

  for (int p = 0; p < n_players; p++)
    {
      guint support[VIK_N_UNIT_TYPES] = { 0 };
      for (int h = 0; h < board->n_hexes; h++)
        if (vik_game_hex_site (game, h) != VIK_SITE_NONE && vik_game_hex_site_owner (game, h) == p)
          vik_ruleset_support (vik_game_get_rules (game), vik_game_hex_site (game, h),
                               vik_game_hex_terrain (game, h), support);
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          int left = (int) support[t] - vik_game_map_units (game, p, t);
          g_assert_cmpint (left, >=, 0);
          vik_position_set_reserve (game, p, t, left);
        }
    }
  vik_position_begin_turn (game, player, phase, turn);
  if (!vik_game_check_invariants (game, &error))
    g_error ("the position breaks an invariant: %s", error->message);
}

/* A revealed Plains board of radius 6 for three players with Subjugation on.
 * Red's Capital City at (-4,0), Yellow's Capital Town at (0,0), Blue's Capital
 * Town at (4,-4); nothing else yet. */
static VikGame *
board (guint victory)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikGame *game;

  rules.options = 1u << VIK_OPTION_SUBJUGATION;
  game = vik_position_new (&rules, 6, 3, 5);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  vik_position_set_victory (game, victory ? victory : VIK_VICTORY_STANDARD);
  site (game, -4, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, TRUE);
  site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  site (game, 4, -4, VIK_TERRAIN_PLAINS, BLUE, VIK_SITE_TOWN, TRUE);
  return game;
}

/* Red takes Yellow's empty Capital (0,0) with two Infantry from (1,0). */
static void
take_yellow_capital (VikGame *game)
{
  apply_ok (game, "I %s-%s", lb (game, 1, 0), lb (game, 0, 0));
  apply_ok (game, "I %s-%s", lb (game, 1, 0), lb (game, 0, 0));
  force (game, "6" "6"); /* Red's one die, then the Town's */
  apply_ok (game, "battle %s", lb (game, 0, 0));
}

/* ---------------------------------------------------------------- [16.81] [16.82] */

/* [16.81]: the player losing his Capital becomes the Vassal of its captor;
 * [16.82]: the Capital stays his, so no units change hands [11.3] [11.4]. */
static void
test_capture_makes_a_vassal (void)
{
  g_autoptr (VikGame) game = board (0);

  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 1);

  take_yellow_capital (game);
  g_assert_cmpint (count_events (game, VIK_EVENT_SUBJUGATED), ==, 1);
  g_assert_cmpint (count_events (game, VIK_EVENT_SITE_CAPTURED), ==, 0);
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, RED);
  g_assert_cmpint (vik_game_player_ruler (game, RED), ==, VIK_NO_PLAYER);
  g_assert_true (vik_game_players_allied (game, RED, YELLOW));
  g_assert_false (vik_game_players_allied (game, RED, BLUE));
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, YELLOW);
  g_assert_cmpint (vik_game_hex_capital_of (game, H (game, 0, 0)), ==, YELLOW);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_reserve (game, RED, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpuint (vik_game_vassals_made (game, RED), ==, 1u << YELLOW);
  g_assert_true (vik_game_player_reorganizing (game, YELLOW));
  /* The Ruler's two Infantry must leave: a decision of his. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WITHDRAW);
  g_assert_cmpint (vik_game_get_decider (game), ==, RED);
}

/* [16.82]: "The Ruler must immediately relocate his units from the Vassal's
 * capital to any adjacent hex(es) of his choice, including onto any of his
 * adjacent Frigates"; then the Vassal "may immediately reinforce it with any
 * or all of the units currently in his Reserve". */
static void
test_ruler_withdraws (void)
{
  g_autoptr (VikGame) game = board (0);
  int f;

  water (game, 0, -1);
  f = vik_position_add_unit (game, H (game, 0, -1), RED, VIK_UNIT_FRIGATE);
  site (game, -2, -2, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE); /* supports the Frigate */
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  take_yellow_capital (game);

  /* Anything else waits; only the hexes next to the capital, or his Frigate there. */
  apply_refused (game, "16.82", "end");
  apply_refused (game, "16.82", "withdraw I %s-%s", lb (game, 0, 0), lb (game, 2, 0));
  apply_refused (game, "16.82", "withdraw I %s-%s", lb (game, 0, 0), lb (game, 0, -1));
  g_assert_true (legal_text (game, "withdraw I %s-F%d", lb (game, 0, 0), f));
  for (int d = 0; d < 6; d++)
    {
      static const int dq[] = { 1, -1, 0, 0, 1, -1 }, dr[] = { 0, 0, 1, -1, -1, 1 };
      if (dq[d] == 0 && dr[d] == -1)
        continue; /* the water hex */
      g_assert_true (legal_text (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, dq[d], dr[d])));
    }
  apply_ok (game, "withdraw I %s-F%d", lb (game, 0, 0), f);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WITHDRAW);
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, -1, 1));
  g_assert_cmpint (units (game, 0, 0, RED, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (units (game, 0, -1, RED, VIK_UNIT_INFANTRY), ==, 1); /* aboard */
  g_assert_cmpint (units (game, -1, 1, RED, VIK_UNIT_INFANTRY), ==, 1);

  /* The Vassal reinforces his capital, and only it. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_REINFORCE);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  apply_refused (game, "16.82", "I %s-%s", lb (game, -4, 0), lb (game, -3, 0));
  apply_ok (game, "place I %s", lb (game, 0, 0));
  g_assert_cmpint (units (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  /* His Reserve is empty: Red's Movement phase goes on. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_get_current_player (game), ==, RED);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
}

/* [16.82]: "He may not reinforce other Towns and Cities at this time - only
 * his capital.  Vassal Frigates may not be placed in water hexes containing
 * other player's Frigates in his Ruler's Alliance.  If the Vassal Frigate is
 * placed in a water hex containing an enemy Frigate, a battle immediately
 * ensues as per the Frigate Placement Naval Battle rule (see 14.5)." */
static void
test_vassal_reinforces_only_his_capital (void)
{
  g_autoptr (VikGame) game = board (0);

  water (game, 0, -1);
  water (game, 1, -1);
  vik_position_add_unit (game, H (game, 0, -1), RED, VIK_UNIT_FRIGATE);
  vik_position_add_unit (game, H (game, 1, -1), BLUE, VIK_UNIT_FRIGATE);
  site (game, -2, -2, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  site (game, 2, 3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, FALSE);   /* 1 I + 1 F, in the Reserve */
  site (game, 0, 5, VIK_TERRAIN_FOREST, BLUE, VIK_SITE_CITY, FALSE);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, -1, 0, BLUE, VIK_UNIT_INFANTRY); /* an enemy next to the capital: no siege [14.4] */
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  take_yellow_capital (game);
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, 0, 1));
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, 0, 1));

  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_REINFORCE);
  apply_refused (game, "16.82", "place I %s", lb (game, 2, 3));
  apply_refused (game, "16.82", "place F %s-%s", lb (game, 0, 0), lb (game, 0, -1));
  apply_ok (game, "place I %s", lb (game, 0, 0));
  apply_ok (game, "place I %s", lb (game, 0, 0));
  apply_ok (game, "place F %s-%s", lb (game, 0, 0), lb (game, 1, -1));
  /* Every unit placed: the naval battle with Blue's Frigate, Yellow attacking
   * (one die a side until one Frigate is gone: nobody is asked anything). */
  {
    guint n;
    const VikEvent *events = vik_game_get_events (game, &n);
    gboolean fought = FALSE;
    for (guint i = 0; i < n; i++)
      fought |= events[i].kind == VIK_EVENT_BATTLE_BEGAN && events[i].player == YELLOW
                && events[i].value == BLUE && events[i].hex == H (game, 1, -1);
    g_assert_true (fought);
  }
  g_assert_cmpint (vik_game_hex_units (game, H (game, 1, -1), YELLOW, VIK_UNIT_FRIGATE)
                   + vik_game_hex_units (game, H (game, 1, -1), BLUE, VIK_UNIT_FRIGATE), ==, 1);
  g_assert_cmpint (vik_game_get_current_player (game), ==, RED);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
}

/* [16.82]: "If any of his units relocate into a hex containing enemy or vassal
 * units, a battle immediately ensues.  If the battle involves the Vassal's
 * units, this breaks the Vassal's forced Alliance ... the Vassal still gets to
 * reinforce his capital." */
static void
test_withdrawal_battles (void)
{
  g_autoptr (VikGame) game = board (0);

  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 0, 1, BLUE, VIK_UNIT_INFANTRY);
  unit (game, -1, 1, YELLOW, VIK_UNIT_INFANTRY);
  site (game, 3, 2, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  take_yellow_capital (game);
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, RED);

  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, 0, 1));
  g_assert_cmpint (vik_game_battle_hex (game), ==, VIK_NO_HEX); /* after every unit has left */
  force (game, "1" "6" "1" "6");
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, -1, 1));
  /* Both battles were fought at once, round the capital: Blue's, then Yellow's. */
  g_assert_cmpint (units (game, 0, 1, BLUE, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (units (game, -1, 1, YELLOW, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
  g_assert_false (vik_game_players_allied (game, RED, YELLOW));
  /* Yellow still reinforces his capital, now with two Infantry. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_REINFORCE);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  apply_ok (game, "place I %s", lb (game, 0, 0));
  apply_ok (game, "end");
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
}

/* R6 and the rules notes: one way out is taken without asking; no way out
 * (water all round, the Frigate full for the turn [10.41]) sends the unit to
 * the Ruler's Reserve. */
static void
test_no_choice_and_no_way_out (void)
{
  g_autoptr (VikGame) game = board (0);
  int f;

  /* Yellow's capital (0,0) on a peninsula: only (1,0) is land. */
  water (game, -1, 0);
  water (game, 0, -1);
  water (game, 1, -1);
  water (game, -1, 1);
  water (game, 0, 1);
  site (game, -2, -2, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "I %s-%s", lb (game, 1, 0), lb (game, 0, 0));
  force (game, "66");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (count_events (game, VIK_EVENT_UNIT_WITHDRAWN), ==, 1);
  g_assert_cmpint (units (game, 1, 0, RED, VIK_UNIT_INFANTRY), ==, 1);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_REINFORCE);
  apply_ok (game, "end");

  /* Now the last land hex is gone too, and the Frigate has carried three this turn. */
  {
    g_autoptr (VikGame) g2 = board (0);
    for (int d = 0; d < 6; d++)
      {
        static const int dq[] = { 1, -1, 0, 0, 1, -1 }, dr[] = { 0, 0, 1, -1, -1, 1 };
        water (g2, dq[d], dr[d]);
      }
    site (g2, -2, -2, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
    f = vik_position_add_unit (g2, H (g2, 0, -1), RED, VIK_UNIT_FRIGATE);
    for (int i = 0; i < 3; i++)
      vik_position_add_cargo (g2, RED, f, VIK_UNIT_INFANTRY);
    begin (g2, RED, VIK_PHASE_MOVEMENT, 3);
    for (int i = 0; i < 3; i++)
      apply_ok (g2, "I F%d-%s", f, lb (g2, 0, 0));
    force (g2, "66");
    apply_ok (g2, "battle %s", lb (g2, 0, 0));
    g_assert_cmpint (count_events (g2, VIK_EVENT_UNIT_WITHDRAWN), ==, 3);
    g_assert_cmpint (vik_game_map_units (g2, RED, VIK_UNIT_INFANTRY), ==, 0);
    g_assert_cmpint (vik_game_reserve (g2, RED, VIK_UNIT_INFANTRY), ==, 4);
  }
}

/* ---------------------------------------------------------------- [16.83] */

/* "A player that loses his capital may not attack any player on his next
 * Player Turn, regardless of if he is still a Vassal.  He is still free to
 * build, move, and take reserves." */
static void
test_no_attack_next_turn (void)
{
  g_autoptr (VikGame) game = board (0);

  water (game, 2, -3);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  site (game, 3, 1, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, FALSE);
  unit (game, 3, 1, YELLOW, VIK_UNIT_INFANTRY);
  unit (game, 3, 1, YELLOW, VIK_UNIT_ARTILLERY);
  unit (game, 3, 0, BLUE, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  take_yellow_capital (game);
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, -1, 0));
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, -1, 0));
  apply_ok (game, "end"); /* Yellow keeps his Reserve */
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");

  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  g_assert_true (vik_game_player_reorganizing (game, YELLOW));
  apply_refused (game, "16.83", "I %s-%s", lb (game, 3, 1), lb (game, 3, 0));
  apply_refused (game, "16.83", "A %sx%s", lb (game, 3, 1), lb (game, 3, 0));
  apply_ok (game, "I %s-%s", lb (game, 3, 1), lb (game, 2, 1)); /* moving is free */
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "place I %s", lb (game, 0, 0)); /* so are reserves */
  apply_ok (game, "end");
  g_assert_false (vik_game_player_reorganizing (game, YELLOW));
  /* Blue passes; on his turn after, Yellow may attack again. */
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  apply_ok (game, "end");
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  g_assert_true (legal_text (game, "A %sx%s", lb (game, 3, 1), lb (game, 3, 0)));
}

/* ---------------------------------------------------------------- [16.84] */

/* Yellow is Red's Vassal; Blue is their enemy. */
static VikGame *
alliance_board (void)
{
  VikGame *game = board (0);

  vik_position_set_ruler (game, YELLOW, RED);
  return game;
}

/* "A Vassal may not attack any Alliance military units, Towns or Cities." */
static void
test_vassal_may_not_attack_his_alliance (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, 0, 3, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, FALSE);
  unit (game, 0, 3, YELLOW, VIK_UNIT_ARTILLERY);
  unit (game, 1, 3, RED, VIK_UNIT_INFANTRY);
  unit (game, -1, 3, BLUE, VIK_UNIT_INFANTRY);
  begin (game, YELLOW, VIK_PHASE_MOVEMENT, 3);
  apply_refused (game, "16.84", "A %sx%s", lb (game, 0, 3), lb (game, 1, 3));
  g_assert_true (legal_text (game, "A %sx%s", lb (game, 0, 3), lb (game, -1, 3)));
}

/* "A Vassal may similarly move through Alliance military units, Towns or
 * Cities, but cannot stop in the same hex, which would initiate a Battle." */
static void
test_vassal_may_not_stop_with_alliance_units (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, 0, 3, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_CITY, FALSE);
  unit (game, 0, 3, YELLOW, VIK_UNIT_INFANTRY);
  unit (game, 0, 3, YELLOW, VIK_UNIT_CAVALRY);
  site (game, -3, 3, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  unit (game, 1, 3, RED, VIK_UNIT_INFANTRY);
  begin (game, YELLOW, VIK_PHASE_MOVEMENT, 3);

  /* Through the Red Infantry at (1,3) and on. */
  apply_ok (game, "I %s-%s", lb (game, 0, 3), lb (game, 1, 3));
  apply_refused (game, "16.84", "stop");
  apply_refused (game, "16.84", "end");
  apply_refused (game, "16.84", "C %s-%s", lb (game, 0, 3), lb (game, 0, 4));
  apply_refused (game, "16.84", "battle %s", lb (game, 1, 3));
  apply_ok (game, "I %s-%s", lb (game, 1, 3), lb (game, 2, 3));
  g_assert_cmpint (units (game, 2, 3, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  /* With its last movement point it could not leave again. */
  apply_ok (game, "C %s-%s", lb (game, 0, 3), lb (game, 0, 2));
  apply_ok (game, "C %s-%s", lb (game, 0, 2), lb (game, 1, 2));
  apply_refused (game, "16.84", "C %s-%s", lb (game, 1, 2), lb (game, 1, 3));
}

/* "A Ruler may move through hexes containing his Vassal's military units,
 * Towns or Cities without effect.  However, if his military units stop in the
 * same hex ..., an immediate Battle ensues."  Stabbed in the Back: that battle
 * frees the Vassal [16.85] 1, and from the first such stop the Vassal's hexes
 * no longer let the Ruler through (the note of 16.85). */
static void
test_ruler_passes_through_his_vassal (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, 0, 3, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  unit (game, 0, 3, YELLOW, VIK_UNIT_INFANTRY);
  unit (game, 2, 2, YELLOW, VIK_UNIT_INFANTRY);
  site (game, -3, 3, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  site (game, -1, -3, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  unit (game, -1, 3, RED, VIK_UNIT_CAVALRY);
  unit (game, 2, 1, RED, VIK_UNIT_CAVALRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);

  /* Through the Vassal's Town: the Cavalry goes on. */
  apply_ok (game, "C %s-%s", lb (game, -1, 3), lb (game, 0, 3));
  apply_ok (game, "C %s-%s", lb (game, 0, 3), lb (game, 1, 3));
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, RED);
  /* Back into it, and it stops there: the battle must be fought. */
  apply_ok (game, "C %s-%s", lb (game, 1, 3), lb (game, 0, 3));
  apply_refused (game, "13.0", "end");
  /* The stab has begun: the other Cavalry entering a Vassal's hex stops there. */
  apply_ok (game, "C %s-%s", lb (game, 2, 1), lb (game, 2, 2));
  g_assert_cmpint (vik_game_hex_units_mp (game, H (game, 2, 2), RED, VIK_UNIT_CAVALRY), ==, 0);
  /* The forecast sees the Vassal as the defender. */
  {
    VikBattleSetup setup;
    g_assert_true (vik_game_pending_battle_setup (game, H (game, 0, 3), &setup, NULL));
    g_assert_cmpint (setup.defenders[VIK_UNIT_INFANTRY], ==, 1);
    g_assert_true (setup.town_or_city);
  }
  force (game, "1" "66");
  apply_ok (game, "battle %s", lb (game, 0, 3));
  g_assert_cmpint (count_events (game, VIK_EVENT_ALLIANCE_BROKEN), ==, 1);
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 3)), ==, RED);
}

/* Landing ends the units' movement [10.46]: not in a hex of the Alliance. */
static void
test_vassal_may_not_land_with_his_alliance (void)
{
  g_autoptr (VikGame) game = alliance_board ();
  int f;

  site (game, 0, 3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, FALSE);
  water (game, 1, 4);
  f = vik_position_add_unit (game, H (game, 1, 4), YELLOW, VIK_UNIT_FRIGATE);
  vik_position_add_cargo (game, YELLOW, f, VIK_UNIT_INFANTRY);
  unit (game, 1, 3, RED, VIK_UNIT_INFANTRY);
  begin (game, YELLOW, VIK_PHASE_MOVEMENT, 3);
  apply_refused (game, "16.84", "I F%d-%s", f, lb (game, 1, 3));
  {
    /* Nor may he fight it: the forecast has no enemy there. */
    guint8 attackers[VIK_N_UNIT_TYPES] = { 1, 0, 0, 0 };
    VikBattleSetup setup;
    g_assert_false (vik_game_battle_setup (game, H (game, 1, 3), attackers, 1, &setup, NULL));
  }
  apply_ok (game, "I F%d-%s", f, lb (game, 2, 3));
}

/* "A Ruler may also Bombard his Vassal's military units" - and that frees him [16.85] 1. */
static void
test_ruler_may_bombard_his_vassal (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, -3, 3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  unit (game, -2, 3, RED, VIK_UNIT_ARTILLERY);
  unit (game, -1, 3, YELLOW, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  g_assert_true (legal_text (game, "A %sx%s", lb (game, -2, 3), lb (game, -1, 3)));
  force (game, "6");
  apply_ok (game, "A %sx%s", lb (game, -2, 3), lb (game, -1, 3));
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
  g_assert_cmpint (count_events (game, VIK_EVENT_ALLIANCE_BROKEN), ==, 1);
}

/* "The presence of Alliance units does not restrict an Alliance player's
 * ability to place Reserves in his Towns and Cities (see 14.2)." */
static void
test_alliance_units_do_not_besiege (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, -3, 3, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  unit (game, -2, 3, YELLOW, VIK_UNIT_INFANTRY);
  site (game, 0, 3, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  site (game, 3, 1, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  unit (game, 4, 1, BLUE, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_RESERVE, 3);
  apply_ok (game, "place I %s", lb (game, -3, 3));
  apply_refused (game, "14.2", "place I %s", lb (game, 3, 1));
}

/* "If Alliance Frigates occupy all adjacent water hexes around an Alliance
 * player's capital or Forest City ..., then that Frigate may be placed in the
 * nearest water hex ... that does not contain an Alliance Frigate." */
static void
test_frigate_placed_beyond_alliance_frigates (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  water (game, 0, -1);
  water (game, 1, -1);
  water (game, 0, -2);
  water (game, 3, -3);
  site (game, -2, -2, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  site (game, 3, 1, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  vik_position_add_unit (game, H (game, 0, -1), RED, VIK_UNIT_FRIGATE);
  vik_position_add_unit (game, H (game, 1, -1), RED, VIK_UNIT_FRIGATE);
  site (game, 0, 3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, FALSE);  /* Yellow's Frigate */
  begin (game, YELLOW, VIK_PHASE_RESERVE, 3);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_FRIGATE), ==, 1);

  apply_refused (game, "16.84", "place F %s-%s", lb (game, 0, 0), lb (game, 0, -1));
  apply_refused (game, "14.4", "place F %s-%s", lb (game, 0, 0), lb (game, 3, -3));
  g_assert_true (legal_text (game, "place F %s-%s", lb (game, 0, 0), lb (game, 0, -2)));
  {
    /* Without the Alliance, the Ruler's Frigates are an enemy's: no way round
     * them, but a naval battle with them [14.5]. */
    g_autoptr (VikGame) free = vik_game_copy (game);
    vik_position_set_ruler (free, YELLOW, VIK_NO_PLAYER);
    g_assert_false (legal_text (free, "place F %s-%s", lb (free, 0, 0), lb (free, 0, -2)));
    g_assert_true (legal_text (free, "place F %s-%s", lb (free, 0, 0), lb (free, 0, -1)));
  }
  apply_ok (game, "place F %s-%s", lb (game, 0, 0), lb (game, 0, -2));
}

/* "Alliance military units, Towns and Cities aid each other's military units'
 * movement across slow terrain (see 10.12) and via road movement (see 10.13)
 * as if they all belong to the moving player." */
static void
test_alliance_aids_movement (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, -3, 3, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_CITY, FALSE);
  unit (game, -3, 3, YELLOW, VIK_UNIT_INFANTRY);
  unit (game, -3, 3, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_hex (game, H (game, -2, 3), VIK_TERRAIN_FOREST, TRUE);
  unit (game, -2, 3, RED, VIK_UNIT_INFANTRY);
  site (game, 0, 3, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  unit (game, -1, 2, BLUE, VIK_UNIT_INFANTRY);
  begin (game, YELLOW, VIK_PHASE_MOVEMENT, 3);

  /* Slow terrain: the Forest with the Ruler's Infantry does not stop the Vassal's. */
  apply_ok (game, "I %s-%s", lb (game, -3, 3), lb (game, -2, 3));
  apply_ok (game, "I %s-%s", lb (game, -2, 3), lb (game, -1, 3));
  /* Road: from his City to his Ruler's Town three hexes away, through the
   * Alliance; not without the Alliance. */
  {
    g_autoptr (VikGame) free = vik_game_copy (game);
    vik_position_set_ruler (free, YELLOW, VIK_NO_PLAYER);
    g_assert_false (legal_text (free, "I %s-%s", lb (free, -3, 3), lb (free, 0, 3)));
  }
  apply_ok (game, "I %s-%s", lb (game, -3, 3), lb (game, 0, 3));
  apply_ok (game, "I %s-%s", lb (game, 0, 3), lb (game, 0, 4));
  g_assert_cmpint (units (game, 0, 4, YELLOW, VIK_UNIT_INFANTRY), ==, 1);
}

/* The book's example: "A Vassal's Cavalry consumes 1 MP to move from his City
 * to his Ruler's City three hexes away via road movement, another 1 MP to move
 * it into an adjacent Mountain hex containing an Alliance unit, and its last
 * 1 MP to move from there into an enemy City to fight a Battle." */
static void
test_cavalry_example (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, -3, 3, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_CITY, FALSE);
  unit (game, -3, 3, YELLOW, VIK_UNIT_CAVALRY);
  site (game, 0, 3, VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, FALSE);
  vik_position_set_hex (game, H (game, 1, 3), VIK_TERRAIN_MOUNTAIN, TRUE);
  unit (game, 1, 3, RED, VIK_UNIT_INFANTRY);
  site (game, 2, 3, VIK_TERRAIN_PLAINS, BLUE, VIK_SITE_CITY, FALSE);
  unit (game, 2, 3, BLUE, VIK_UNIT_INFANTRY);
  begin (game, YELLOW, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "C %s-%s", lb (game, -3, 3), lb (game, 0, 3));
  apply_ok (game, "C %s-%s", lb (game, 0, 3), lb (game, 1, 3));
  apply_ok (game, "C %s-%s", lb (game, 1, 3), lb (game, 2, 3));
  g_assert_true (legal_text (game, "battle %s", lb (game, 2, 3)));
}

/* ---------------------------------------------------------------- [16.85] */

/* "2. Your Ruler loses his capital (and your former Ruler thus becomes
 * another player's Vassal)"; [16.87] counts again from there. */
static void
test_ruler_loses_his_capital (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, 2, 3, VIK_TERRAIN_GRASSLAND, BLUE, VIK_SITE_CITY, FALSE);
  unit (game, -3, 0, BLUE, VIK_UNIT_CAVALRY);
  begin (game, BLUE, VIK_PHASE_MOVEMENT, 3);
  g_assert_cmpuint (vik_game_vassals_made (game, RED), ==, 1u << YELLOW);
  apply_ok (game, "C %s-%s", lb (game, -3, 0), lb (game, -4, 0));
  force (game, "66" "6");
  apply_ok (game, "battle %s", lb (game, -4, 0));
  g_assert_cmpint (vik_game_player_ruler (game, RED), ==, BLUE);
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
  g_assert_cmpuint (vik_game_vassals_made (game, RED), ==, 0);
  g_assert_cmpuint (vik_game_vassals_made (game, BLUE), ==, 1u << RED);
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, -4, 0)), ==, RED);
}

/* "3. You take another player's capital, thus making that player your Vassal
 * and you a new Ruler." */
static void
test_vassal_takes_a_capital (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  unit (game, 3, -4, YELLOW, VIK_UNIT_CAVALRY);
  site (game, 2, 2, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_CITY, FALSE);
  begin (game, YELLOW, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "C %s-%s", lb (game, 3, -4), lb (game, 4, -4));
  force (game, "66");
  apply_ok (game, "battle %s", lb (game, 4, -4));
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
  g_assert_cmpint (vik_game_player_ruler (game, BLUE), ==, YELLOW);
  g_assert_true (vik_game_players_allied (game, YELLOW, BLUE));
  g_assert_false (vik_game_players_allied (game, RED, YELLOW));
}

/* [16.81] "The player losing his capital becomes a Vassal ... with his new
 * Ruler": a Vassal whose capital another player takes changes Ruler. */
static void
test_vassal_changes_ruler (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, 2, 3, VIK_TERRAIN_GRASSLAND, BLUE, VIK_SITE_CITY, FALSE);
  unit (game, 1, 0, BLUE, VIK_UNIT_CAVALRY);
  begin (game, BLUE, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "C %s-%s", lb (game, 1, 0), lb (game, 0, 0));
  force (game, "66");
  apply_ok (game, "battle %s", lb (game, 0, 0));
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, BLUE);
  g_assert_false (vik_game_players_allied (game, RED, YELLOW));
}

/* Rules notes: a Ruler who leaves the game frees his Vassals. */
static void
test_ruler_who_concedes (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "concede");
  g_assert_true (vik_game_player_eliminated (game, RED));
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
}

/* A Ruler may place a Frigate with his Vassal's: the naval battle of [14.5]
 * is a battle against his Vassal, which frees him [16.85] 1. */
static void
test_ruler_frigate_with_vassal_frigate (void)
{
  g_autoptr (VikGame) game = alliance_board ();

  site (game, -2, -2, VIK_TERRAIN_FOREST, RED, VIK_SITE_CITY, FALSE);
  site (game, 0, 3, VIK_TERRAIN_FOREST, YELLOW, VIK_SITE_CITY, FALSE);
  water (game, -2, -1);
  vik_position_add_unit (game, H (game, -2, -1), YELLOW, VIK_UNIT_FRIGATE);
  begin (game, RED, VIK_PHASE_RESERVE, 3);
  apply_ok (game, "place F %s-%s", lb (game, -2, -2), lb (game, -2, -1));
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, RED); /* not yet: after every unit is placed */
  force (game, "1");
  apply_ok (game, "end");
  g_assert_cmpint (count_events (game, VIK_EVENT_ALLIANCE_BROKEN), ==, 1);
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
  g_assert_cmpint (vik_game_hex_units (game, H (game, -2, -1), YELLOW, VIK_UNIT_FRIGATE), ==, 0);
}

/* ---------------------------------------------------------------- victory */

/* [5.2] = [16.86]: "A player wins when all other players become his Vassals or concede." */
static void
test_all_vassals_win (void)
{
  g_autoptr (VikGame) game = board (VIK_VICTORY_STANDARD | VIK_VICTORY_SUBJUGATION);

  vik_position_set_ruler (game, YELLOW, RED);
  site (game, 2, 3, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  unit (game, 3, -3, RED, VIK_UNIT_CAVALRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  apply_ok (game, "C %s-%s", lb (game, 3, -3), lb (game, 4, -4));
  force (game, "66");
  apply_ok (game, "battle %s", lb (game, 4, -4));
  g_assert_cmpint (vik_game_player_ruler (game, BLUE), ==, RED);
  /* The game ends once the capital is handed back (rules notes). */
  g_assert_false (vik_game_is_over (game));
  apply_ok (game, "withdraw C %s-%s", lb (game, 4, -4), lb (game, 3, -3));
  apply_ok (game, "end"); /* Blue does not reinforce */
  g_assert_true (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_winner (game), ==, RED);
}

/* [5.2] needs the rule of 16.8, in a new game and in a save. */
static void
test_subjugation_conquest_needs_the_rule (void)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikGameOptions options = { .n_players = 3, .seed = 1, .rules = &rules, .victory = VIK_VICTORY_SUBJUGATION };
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) game = vik_game_new (&options, &error);

  g_assert_null (game);
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
  g_assert_nonnull (strstr (error->message, "16.8"));
  g_clear_error (&error);
  options.victory = VIK_VICTORY_TWO_VASSALS;
  g_assert_null (vik_game_new (&options, NULL));
  rules.options = 1u << VIK_OPTION_SUBJUGATION;
  {
    g_autoptr (VikGame) ok = vik_game_new (&options, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (vik_game_get_victory (ok), ==, VIK_VICTORY_TWO_VASSALS);
  }
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    {
      g_assert_cmpint (vik_victory_lookup (vik_victory_id (i)), ==, i);
      g_assert_cmpuint (strlen (vik_victory_title (i)), >, 0);
      g_assert_cmpuint (strlen (vik_victory_summary (i)), >, 0);
    }
  g_assert_cmpint (vik_victory_needed_option (1), ==, VIK_OPTION_SUBJUGATION);
  g_assert_cmpint (vik_victory_lookup ("subjugation"), ==, 1);
}

/* [16.87]: "A player wins after having made Vassals of two different players
 * during a time period in which he did not lose his own Capital.  The two
 * different players do not both have to be Vassals at the point of victory." */
static void
test_two_vassals_win (void)
{
  g_autoptr (VikGame) game = board (VIK_VICTORY_STANDARD | VIK_VICTORY_TWO_VASSALS);

  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  site (game, 2, 3, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  unit (game, 3, -3, RED, VIK_UNIT_CAVALRY);
  site (game, -3, 3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  unit (game, -2, 3, RED, VIK_UNIT_ARTILLERY);
  unit (game, -1, 3, YELLOW, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  take_yellow_capital (game);
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, 0, 1));
  apply_ok (game, "withdraw I %s-%s", lb (game, 0, 0), lb (game, 0, 1));
  /* Yellow's Reserve is empty: nothing to reinforce with. */
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_false (vik_game_is_over (game));
  /* The stab in the back frees Yellow; he still counts. */
  force (game, "6");
  apply_ok (game, "A %sx%s", lb (game, -2, 3), lb (game, -1, 3));
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, VIK_NO_PLAYER);
  apply_ok (game, "C %s-%s", lb (game, 3, -3), lb (game, 4, -4));
  force (game, "66");
  apply_ok (game, "battle %s", lb (game, 4, -4));
  apply_ok (game, "withdraw C %s-%s", lb (game, 4, -4), lb (game, 3, -3));
  apply_ok (game, "end");
  g_assert_true (vik_game_is_over (game));
  g_assert_cmpint (vik_game_get_winner (game), ==, RED);
}

/* ---------------------------------------------------------------- files */

/* The Alliances, the reorganization and a withdrawal under way are saved,
 * and load to the very same game; a bad Ruler is refused, naming the key. */
static void
test_state_in_save (void)
{
  g_autoptr (VikGame) game = board (VIK_VICTORY_STANDARD | VIK_VICTORY_SUBJUGATION);
  g_autoptr (VikGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *bad = NULL;
  gsize length;

  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT, 3);
  take_yellow_capital (game);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WITHDRAW);

  data = vik_game_save_to_data (game, &length);
  g_assert_nonnull (strstr (data, "[Subjugation]"));
  g_assert_nonnull (strstr (data, "Step=withdraw"));
  g_assert_nonnull (strstr (data, "Victory=standard;subjugation;"));
  loaded = vik_game_load_from_data (data, length, "subjugation.vikg", &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (game, loaded));
  g_assert_cmpint (vik_game_player_ruler (loaded, YELLOW), ==, RED);
  apply_ok (loaded, "withdraw I %s-%s", lb (loaded, 0, 0), lb (loaded, 0, 1));

  /* Yellow ruled by himself: refused, naming the key. */
  {
    char *player1 = strstr (data, "[Player1]");
    char *ruler = player1 ? strstr (player1, "\nRuler=0\n") : NULL;
    g_assert_nonnull (ruler);
    bad = g_strdup (data);
    bad[ruler - data + strlen ("\nRuler=")] = '1';
  }
  g_assert_null (vik_game_load_from_data (bad, strlen (bad), "bad.vikg", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "[Player1] Ruler"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/16.81/capture-makes-a-vassal", test_capture_makes_a_vassal);
  g_test_add_func ("/rules/16.82/ruler-withdraws-next-to-the-capital", test_ruler_withdraws);
  g_test_add_func ("/rules/16.82/vassal-reinforces-only-his-capital", test_vassal_reinforces_only_his_capital);
  g_test_add_func ("/rules/16.82/battles-where-they-land", test_withdrawal_battles);
  g_test_add_func ("/rules/16.82/no-choice-and-no-way-out", test_no_choice_and_no_way_out);
  g_test_add_func ("/rules/16.83/no-attack-on-the-next-turn", test_no_attack_next_turn);
  g_test_add_func ("/rules/16.84/vassal-may-not-attack-his-alliance", test_vassal_may_not_attack_his_alliance);
  g_test_add_func ("/rules/16.84/vassal-may-not-stop-with-alliance-units", test_vassal_may_not_stop_with_alliance_units);
  g_test_add_func ("/rules/16.84/vassal-may-not-land-with-his-alliance", test_vassal_may_not_land_with_his_alliance);
  g_test_add_func ("/rules/16.84/ruler-passes-through-his-vassal", test_ruler_passes_through_his_vassal);
  g_test_add_func ("/rules/16.84/ruler-may-bombard-his-vassal", test_ruler_may_bombard_his_vassal);
  g_test_add_func ("/rules/16.84/alliance-units-do-not-besiege", test_alliance_units_do_not_besiege);
  g_test_add_func ("/rules/16.84/frigate-placed-beyond-alliance-frigates", test_frigate_placed_beyond_alliance_frigates);
  g_test_add_func ("/rules/16.84/alliance-aids-slow-terrain-and-roads", test_alliance_aids_movement);
  g_test_add_func ("/rules/16.84/cavalry-example", test_cavalry_example);
  g_test_add_func ("/rules/16.85/ruler-loses-his-capital", test_ruler_loses_his_capital);
  g_test_add_func ("/rules/16.85/vassal-takes-a-capital", test_vassal_takes_a_capital);
  g_test_add_func ("/rules/16.85/ruler-who-concedes-frees-his-vassals", test_ruler_who_concedes);
  g_test_add_func ("/rules/16.85/ruler-frigate-with-vassal-frigate", test_ruler_frigate_with_vassal_frigate);
  g_test_add_func ("/rules/16.81/vassal-changes-ruler", test_vassal_changes_ruler);
  g_test_add_func ("/rules/16.86/all-vassals-win", test_all_vassals_win);
  g_test_add_func ("/rules/5.2/subjugation-conquest-needs-the-rule", test_subjugation_conquest_needs_the_rule);
  g_test_add_func ("/rules/16.87/two-vassals-win", test_two_vassals_win);
  g_test_add_func ("/rules/16.8/state-in-save", test_state_in_save);
  return g_test_run ();
}
