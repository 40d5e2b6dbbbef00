/* test-rules-de-options.c: the German book's optional rules that v2.1 shares
 * (Weniger Glück [15.4], Stadtverlegung [15.5], Unterwerfung [15.6]-[15.66]
 * with its victory [5.2]) played by the German book's own rules: building
 * first [6.0], one Town a turn [7.2], Cavalry's two dice [12.3], roads and
 * ports without the Towns built this turn [9.13] [9.32], every unit slowed
 * [9.12], and no Alliance Optional Victory (the book has no [16.87]).
 * Refusals cite the German book's cases (docs/editions.md). */
#include "config.h"

#include "vik-test-edition.h"
#include "vik-text.h"

#include <string.h>

#define DE VIK_EDITION_DE_V1_1

enum { RED, YELLOW, BLUE };

/* A revealed Plains board of radius 6 of the German book with the options on. */
static VikGame *
de_board (guint32 options, int n_players)
{
  VikRuleset rules = *vik_ruleset_edition (DE);
  VikGame *game;

  rules.options = options;
  game = vik_position_new (&rules, 6, n_players, 7);
  vik_position_fill (game, VIK_TERRAIN_PLAINS);
  return game;
}

/* Each player's Reserve: what his Towns and Cities support less his units on
 * the map [8.2]; then `player`'s turn begins in `phase`. */
static void
begin (VikGame *game, int player, VikPhase phase)
{
  const VikBoard *board = vik_game_get_board (game);

  for (int p = 0; p < vik_game_get_n_players (game); p++)
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
  vik_position_begin_turn (game, player, phase, 3);
  ed_invariants (game);
}

static int
count_legal_kind (VikGame *game, VikActionKind kind)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  int n = 0;

  vik_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len; i++)
    n += g_array_index (legal, VikAction, i).kind == kind;
  return n;
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

/* The first dice event of the last action, of `kind`. */
static const VikEvent *
first_dice_event (VikGame *game, VikDiceKind kind)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    if (events[i].kind == VIK_EVENT_DICE_ROLLED && events[i].unit == kind)
      return &events[i];
  g_assert_not_reached ();
}

/* ---------------------------------------------------------------- [15.4] */

/* "je zwei ihm zustehende Würfel nicht zu werfen und stattdessen einen
 * automatischen Treffer nach Wahl seines Gegners zu erzielen ... ungerade
 * Würfel (also beispielsweise der dritte oder fünfte Würfel ...) müssen immer
 * geworfen werden": Red's Infantry and Cavalry roll three dice in the German
 * book (Cavalry two [12.3] 1, no hex-side dice), so one pair and the third die
 * rolled; the Town's defender has two, one pair. */
static void
test_luck_averaging_german_dice (void)
{
  g_autoptr (VikGame) game = de_board (1u << VIK_OPTION_LUCK_AVERAGING, 2);
  const VikEvent *e;

  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_site (game, -3, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  ed_unit (game, -1, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, 1, -1, RED, VIK_UNIT_CAVALRY);
  begin (game, RED, VIK_PHASE_MOVEMENT);
  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, 1, -1), ed_lb (game, 0, 0));
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_AVERAGE);
  g_assert_cmpint (count_legal_kind (game, VIK_ACTION_AVERAGE), ==, 2);   /* average 0, average 1 */
  ed_refused (game, "(15.4)", "average 2");
  ed_force (game, "6");
  ed_ok (game, "average 1");
  e = dice_event (game, VIK_DICE_ATTACK);
  g_assert_cmpint (e->n_dice, ==, 1);      /* the odd die */
  g_assert_cmpint (e->averaged, ==, 1);
  g_assert_cmpint (e->value, ==, 1);       /* the 6 missed; the pair is a sure hit */
  {
    /* the log cites the German book */
    g_autofree char *text = vik_event_describe (game, e);
    g_assert_nonnull (strstr (text, "(15.4)"));
    g_assert_null (strstr (text, "(16.4)"));
  }
  /* The defender: his Infantry and the Town, one pair. */
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  g_assert_cmpint (count_legal_kind (game, VIK_ACTION_AVERAGE), ==, 2);
  ed_ok (game, "average 1");
  e = dice_event (game, VIK_DICE_DEFENSE);
  g_assert_cmpint (e->n_dice, ==, 0);
  g_assert_cmpint (e->value, ==, 1);
  ed_invariants (game);
}

/* Four dice, the German book's most ([12.3] 1: Infantry, Cavalry's two,
 * Artillery): all four may be left unrolled. */
static void
test_luck_averaging_four_dice (void)
{
  g_autoptr (VikGame) game = de_board (1u << VIK_OPTION_LUCK_AVERAGING, 2);

  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_unit (game, 0, 0, YELLOW, VIK_UNIT_INFANTRY);
  ed_site (game, -3, 0, VIK_TERRAIN_GRASSLAND, RED, VIK_SITE_CITY, FALSE);
  ed_site (game, -2, 3, VIK_TERRAIN_MOUNTAIN, RED, VIK_SITE_CITY, FALSE);
  ed_unit (game, -1, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, 0, RED, VIK_UNIT_CAVALRY);
  ed_unit (game, -1, 0, RED, VIK_UNIT_ARTILLERY);
  begin (game, RED, VIK_PHASE_MOVEMENT);
  ed_ok (game, "I %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "C %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "A %s-%s", ed_lb (game, -1, 0), ed_lb (game, 0, 0));
  ed_force (game, "6");        /* the attacker's Artillery fires first [12.3] 0 */
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_AVERAGE);
  g_assert_cmpint (count_legal_kind (game, VIK_ACTION_AVERAGE), ==, 3);   /* 0, 1 or 2 pairs */
  ed_ok (game, "average 2");
  g_assert_cmpint (dice_event (game, VIK_DICE_ATTACK)->n_dice, ==, 0);
  g_assert_cmpint (dice_event (game, VIK_DICE_ATTACK)->value, ==, 2);
  ed_invariants (game);
}

/* ---------------------------------------------------------------- [15.5] */

/* Red's Capital Town at (-5,0) with an Infantry on it, Red's Town at (-2,0)
 * three land hexes away (on the roads [9.13]); Yellow far east.  Red's turn
 * begins with Building [6.0]. */
static VikGame *
relocation_board (void)
{
  VikGame *game = de_board (1u << VIK_OPTION_RELOCATION, 2);

  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  ed_unit (game, -5, 0, RED, VIK_UNIT_INFANTRY);
  ed_site (game, -2, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, FALSE);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_unit (game, 5, 0, YELLOW, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_BUILD);
  return game;
}

/* "Dieses Dorf/diese Stadt muss in derselben Bauphase in einem angrenzenden
 * Feld wieder errichtet werden", and [9.13] "Ein im laufenden Spielzug
 * errichtetes Dorf ist noch kein Teil des Straßennetzwerks": the Town rebuilt
 * this turn is not on the roads in the Movement phase that follows (building
 * comes first in the German book), nor a port [9.32]; next turn it is. */
static void
test_relocated_town_not_on_the_roads (void)
{
  g_autoptr (VikGame) kept = relocation_board ();
  g_autoptr (VikGame) game = relocation_board ();

  /* Without relocating, the Town three hexes away is on the road. */
  ed_ok (kept, "end");
  g_assert_cmpint (vik_game_get_phase (kept), ==, VIK_PHASE_MOVEMENT);
  ed_ok (kept, "I %s-%s", ed_lb (kept, -5, 0), ed_lb (kept, -2, 0));

  ed_ok (game, "relocate %s-%s", ed_lb (game, -2, 0), ed_lb (game, -3, 1));
  g_assert_cmpint (vik_game_hex_site (game, H (game, -3, 1)), ==, VIK_SITE_TOWN);
  g_assert_cmpint (vik_game_hex_site (game, H (game, -2, 0)), ==, VIK_SITE_NONE);
  ed_invariants (game);
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_MOVEMENT);
  ed_invariants (game);   /* the relocation's mark lasts the turn */
  ed_refused (game, "(9.13)", "I %s-%s", ed_lb (game, -5, 0), ed_lb (game, -3, 1));
  ed_ok (game, "I %s-%s", ed_lb (game, -5, 0), ed_lb (game, -4, 0)); /* on foot */
  ed_invariants (game);
}

/* "Zu Beginn seiner Bauphase ... statt irgendeiner Bauaktion": the German
 * Building phase comes first in the turn, and its one Town [7.2] or the
 * relocation, not both. */
static void
test_relocation_instead_of_building (void)
{
  g_autoptr (VikGame) game = relocation_board ();

  ed_ok (game, "town %s", ed_lb (game, 0, 0));
  ed_refused (game, "(15.5)", "relocate %s-%s", ed_lb (game, -2, 0), ed_lb (game, -3, 1));
  vik_game_free (game);
  game = relocation_board ();
  ed_ok (game, "relocate %s-%s", ed_lb (game, -2, 0), ed_lb (game, -3, 1));
  ed_refused (game, "(15.5)", "town %s", ed_lb (game, 0, 0));
  ed_refused (game, "(15.5)", "relocate %s-%s", ed_lb (game, -3, 1), ed_lb (game, -2, 0));
  ed_invariants (game);
}

/* The rebuilt Town goes where a Town could be built in the German book:
 * next to another player's unit [7.22] ("Dörfer dürfen zwar in an
 * Feindeinheiten angrenzenden Hexfeldern gebaut werden"), never on one ("in
 * dem sich die Einheit eines anderen Spielers befindet"). */
static void
test_relocation_where_a_town_could_be (void)
{
  g_autoptr (VikGame) game = relocation_board ();

  ed_site (game, 2, 3, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_CITY, FALSE);   /* two Infantry [8.2] */
  ed_unit (game, -2, 2, YELLOW, VIK_UNIT_INFANTRY);
  ed_unit (game, -1, -1, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (game, YELLOW, VIK_UNIT_INFANTRY, 0);
  ed_invariants (game);
  ed_refused (game, "(7.22)", "relocate %s-%s", ed_lb (game, -2, 0), ed_lb (game, -1, -1));
  ed_ok (game, "relocate %s-%s", ed_lb (game, -2, 0), ed_lb (game, -2, 1));   /* next to (-2,2) */
  ed_invariants (game);
}

/* ---------------------------------------------------------------- [15.6] */

/* [7.22] "Kein Dorf darf in einem Hexfeld gebaut werden, in dem sich die
 * Einheit eines anderen Spielers befindet": an Alliance's units too [15.64]
 * (a Vassal builds next to his Ruler's units, never on them). */
static void
test_town_not_on_alliance_units (void)
{
  g_autoptr (VikGame) game = de_board (1u << VIK_OPTION_SUBJUGATION, 2);

  ed_site (game, -5, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_TOWN, TRUE);
  ed_site (game, 5, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_unit (game, -2, 0, YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_ruler (game, RED, YELLOW);
  begin (game, RED, VIK_PHASE_BUILD);
  ed_refused (game, "(7.22)", "town %s", ed_lb (game, -2, 0));
  ed_ok (game, "town %s", ed_lb (game, -3, 0));
  ed_invariants (game);
}

/* Three players with Unterwerfung on: Red's Capital City at (-4,0), Yellow's
 * Capital Town at (0,0), Blue's at (4,-4). */
static VikGame *
subjugation_board (guint victory)
{
  VikGame *game = de_board (1u << VIK_OPTION_SUBJUGATION, 3);

  vik_position_set_victory (game, victory);
  ed_site (game, -4, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, TRUE);
  ed_site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
  ed_site (game, 4, -4, VIK_TERRAIN_PLAINS, BLUE, VIK_SITE_TOWN, TRUE);
  return game;
}

/* Red takes Yellow's empty Capital with two Infantry from (1,0). */
static void
take_yellow_capital (VikGame *game)
{
  ed_ok (game, "I %s-%s", ed_lb (game, 1, 0), ed_lb (game, 0, 0));
  ed_ok (game, "I %s-%s", ed_lb (game, 1, 0), ed_lb (game, 0, 0));
  ed_force (game, "6" "6"); /* Red's one die (Infantry), then the Town's */
  ed_ok (game, "battle %s", ed_lb (game, 0, 0));
}

/* [15.61] "Der Spieler, der seine Hauptstadt verliert, wird ein Vasall";
 * [15.62] "Der Herrscher zieht nun sofort seine Truppen aus der Hauptstadt
 * seines Vasallen auf angrenzende Hexfelder seiner Wahl ... zurück ... Die
 * Hauptstadt verbleibt unter der Kontrolle des Vasallen, der sie sofort mit
 * beliebigen oder auch allen seinen Reserveeinheiten verstärken kann. Er darf
 * zu diesem Zeitpunkt nirgendwo sonst Einheiten aus seiner Reserve platzieren". */
static void
test_vassal_and_hand_back (void)
{
  g_autoptr (VikGame) game = subjugation_board (VIK_VICTORY_STANDARD);

  ed_site (game, 2, 3, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, FALSE);   /* 1 Infantry in the Reserve */
  ed_unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT);
  g_assert_cmpint (vik_game_reserve (game, YELLOW, VIK_UNIT_INFANTRY), ==, 2);
  take_yellow_capital (game);
  g_assert_cmpint (vik_game_player_ruler (game, YELLOW), ==, RED);
  g_assert_cmpint (vik_game_hex_site_owner (game, H (game, 0, 0)), ==, YELLOW);
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_WITHDRAW);
  ed_refused (game, "(15.62)", "withdraw I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 0, 2));
  ed_ok (game, "withdraw I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 0, 1));
  ed_ok (game, "withdraw I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 0, 1));
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_REINFORCE);
  g_assert_cmpint (vik_game_get_decider (game), ==, YELLOW);
  ed_refused (game, "(15.62)", "place I %s", ed_lb (game, 2, 3));
  ed_ok (game, "place I %s", ed_lb (game, 0, 0));
  ed_ok (game, "end");
  g_assert_cmpint (vik_game_get_decision (game), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_get_current_player (game), ==, RED);
  g_assert_cmpint (vik_game_hex_units (game, H (game, 0, 0), YELLOW, VIK_UNIT_INFANTRY), ==, 1);
  ed_invariants (game);
}

/* [15.63] "Ein Spieler, der seine Hauptstadt verliert, darf in seinem nächsten
 * Spielzug keinen anderen Spieler angreifen ... Er darf aber weiterhin bauen,
 * Truppen bewegen und Reserven platzieren": his next turn begins with Building
 * [6.0]; he builds, then may not attack. */
static void
test_reorganization_builds_first (void)
{
  g_autoptr (VikGame) game = subjugation_board (VIK_VICTORY_STANDARD);

  ed_unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  ed_unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
  ed_site (game, 3, 1, VIK_TERRAIN_MOUNTAIN, YELLOW, VIK_SITE_CITY, FALSE);
  ed_unit (game, 3, 1, YELLOW, VIK_UNIT_INFANTRY);
  ed_unit (game, 3, 1, YELLOW, VIK_UNIT_ARTILLERY);
  ed_unit (game, 3, 0, BLUE, VIK_UNIT_INFANTRY);
  begin (game, RED, VIK_PHASE_MOVEMENT);
  take_yellow_capital (game);
  ed_ok (game, "withdraw I %s-%s", ed_lb (game, 0, 0), ed_lb (game, -1, 0));
  ed_ok (game, "withdraw I %s-%s", ed_lb (game, 0, 0), ed_lb (game, -1, 0));
  ed_ok (game, "end");   /* Yellow keeps his Reserve */
  ed_ok (game, "end");   /* Red's Movement phase */
  ed_ok (game, "end");   /* Red's Reserve phase: Yellow's turn */
  g_assert_cmpint (vik_game_get_current_player (game), ==, YELLOW);
  g_assert_cmpint (vik_game_get_phase (game), ==, VIK_PHASE_BUILD);
  g_assert_true (vik_game_player_reorganizing (game, YELLOW));
  ed_ok (game, "town %s", ed_lb (game, 0, -3));      /* building is free */
  ed_ok (game, "end");
  ed_refused (game, "(15.63)", "A %sx%s", ed_lb (game, 3, 1), ed_lb (game, 3, 0));
  ed_refused (game, "(15.63)", "I %s-%s", ed_lb (game, 3, 1), ed_lb (game, 3, 0));
  ed_ok (game, "I %s-%s", ed_lb (game, 3, 1), ed_lb (game, 2, 1));  /* so is moving */
  ed_invariants (game);
}

/* The book's example of [15.64]: "Die Kavallerieeinheit eines Vasallen
 * verbraucht 1 BP, um sich per Straßenbewegung von einer seiner Städte zu einer
 * drei Hexfelder entfernten Stadt seines Herrschers zu begeben, einen weiteren
 * BP, um sich in ein angrenzendes Gebirgshex mit einer alliierten Einheit zu
 * bewegen, und ihren letzten BP, um von dort aus eine angrenzende feindliche
 * Stadt anzugreifen."  In the German book the Mountain stops every unit [9.12]:
 * only the Alliance unit there lets the Cavalry go on ("Militäreinheiten ...
 * von Alliierten helfen beim Bewegen der eigenen Truppen durch hinderliches
 * Gelände (9.12)"). */
static void
test_cavalry_example (void)
{
  for (int with_unit = 0; with_unit < 2; with_unit++)
    {
      g_autoptr (VikGame) game = subjugation_board (VIK_VICTORY_STANDARD);

      vik_position_set_ruler (game, YELLOW, RED);
      ed_site (game, -3, 3, VIK_TERRAIN_GRASSLAND, YELLOW, VIK_SITE_CITY, FALSE);
      ed_unit (game, -3, 3, YELLOW, VIK_UNIT_CAVALRY);
      ed_site (game, 0, 3, VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, FALSE);
      ed_hex (game, 1, 3, VIK_TERRAIN_MOUNTAIN);
      if (with_unit)
        ed_unit (game, 1, 3, RED, VIK_UNIT_INFANTRY);
      ed_site (game, 2, 3, VIK_TERRAIN_PLAINS, BLUE, VIK_SITE_CITY, FALSE);
      ed_unit (game, 2, 3, BLUE, VIK_UNIT_INFANTRY);
      begin (game, YELLOW, VIK_PHASE_MOVEMENT);
      ed_ok (game, "C %s-%s", ed_lb (game, -3, 3), ed_lb (game, 0, 3));   /* 1 MP by road */
      ed_ok (game, "C %s-%s", ed_lb (game, 0, 3), ed_lb (game, 1, 3));    /* the Mountain */
      if (!with_unit)
        {
          ed_refused (game, "(9.12)", "C %s-%s", ed_lb (game, 1, 3), ed_lb (game, 2, 3));
          continue;
        }
      ed_ok (game, "C %s-%s", ed_lb (game, 1, 3), ed_lb (game, 2, 3));    /* the enemy City */
      ed_force (game, "66" "666");  /* Cavalry's two dice [12.3] 1; the City's two and the Infantry's */
      ed_ok (game, "battle %s", ed_lb (game, 2, 3));
      /* (the Vassal cannot retreat into the Alliance's hex: the battle goes on) */
      g_assert_cmpint (first_dice_event (game, VIK_DICE_ATTACK)->n_dice, ==, 2);
      ed_invariants (game);
    }
}

/* [5.2] "Ein Spieler gewinnt, wenn alle anderen Spieler unterworfen sind (siehe
 * 15.6)", [15.66] the same; the German book has no Alliance Optional Victory
 * (v2.1's [16.87]): it is refused. */
static void
test_subjugation_victory (void)
{
  VikRuleset rules = *vik_ruleset_edition (DE);
  VikGameOptions options = { .n_players = 3, .seed = 1, .rules = &rules,
                             .victory = VIK_VICTORY_STANDARD | VIK_VICTORY_TWO_VASSALS };
  g_autoptr (GError) error = NULL;
  VikGame *refused;

  rules.options = 1u << VIK_OPTION_SUBJUGATION;
  refused = vik_game_new (&options, &error);
  g_assert_null (refused);
  g_assert_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS);
  g_clear_error (&error);
  options.victory = VIK_VICTORY_SUBJUGATION;
  {
    g_autoptr (VikGame) ok = vik_game_new (&options, &error);
    g_assert_no_error (error);
  }

  /* Two players: Red makes Yellow his Vassal and wins once the capital is handed back. */
  {
    g_autoptr (VikGame) game = de_board (1u << VIK_OPTION_SUBJUGATION, 2);

    vik_position_set_victory (game, VIK_VICTORY_STANDARD | VIK_VICTORY_SUBJUGATION);
    ed_site (game, -4, 0, VIK_TERRAIN_PLAINS, RED, VIK_SITE_CITY, TRUE);
    ed_site (game, 0, 0, VIK_TERRAIN_PLAINS, YELLOW, VIK_SITE_TOWN, TRUE);
    ed_unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
    ed_unit (game, 1, 0, RED, VIK_UNIT_INFANTRY);
    begin (game, RED, VIK_PHASE_MOVEMENT);
    take_yellow_capital (game);
    g_assert_false (vik_game_is_over (game));   /* the hand-back first */
    ed_ok (game, "withdraw I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 0, 1));
    ed_ok (game, "withdraw I %s-%s", ed_lb (game, 0, 0), ed_lb (game, 0, 1));
    if (!vik_game_is_over (game))
      ed_ok (game, "end");   /* Yellow's reinforcement */
    g_assert_true (vik_game_is_over (game));
    g_assert_cmpint (vik_game_get_winner (game), ==, RED);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-de/15.4/cavalry-dice-pair-up", test_luck_averaging_german_dice);
  g_test_add_func ("/rules-de/15.4/four-dice-two-pairs", test_luck_averaging_four_dice);
  g_test_add_func ("/rules-de/15.5/rebuilt-town-not-on-roads-this-turn", test_relocated_town_not_on_the_roads);
  g_test_add_func ("/rules-de/15.5/instead-of-building", test_relocation_instead_of_building);
  g_test_add_func ("/rules-de/15.5/where-a-town-could-be-built", test_relocation_where_a_town_could_be);
  g_test_add_func ("/rules-de/7.22/not-on-a-rulers-unit", test_town_not_on_alliance_units);
  g_test_add_func ("/rules-de/15.61/capture-makes-a-vassal", test_vassal_and_hand_back);
  g_test_add_func ("/rules-de/15.62/withdrawal-then-reinforcement", test_vassal_and_hand_back);
  g_test_add_func ("/rules-de/15.63/builds-but-does-not-attack", test_reorganization_builds_first);
  g_test_add_func ("/rules-de/15.64/cavalry-example", test_cavalry_example);
  g_test_add_func ("/rules-de/15.66/subjugation-victory-no-optional-victory", test_subjugation_victory);
  g_test_add_func ("/rules-de/5.2/subjugation-conquest", test_subjugation_victory);
  return g_test_run ();
}
