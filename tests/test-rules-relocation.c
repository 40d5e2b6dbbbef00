/* test-rules-relocation.c: the optional rule [16.5] Town/City Relocation. */
#include "config.h"

#include "vik-game.h"
#include "vik-save.h"
#include "vik-test.h"

#include <string.h>

enum { RED, YELLOW };

#define OPTIONS (1u << VIK_OPTION_RELOCATION)

static VikAction
relocate (int from, int to)
{
  VikAction a = vik_action_make (VIK_ACTION_RELOCATE);

  a.from = from;
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

/* Red's Capital (a Town) at (-3, 0) with its Infantry in the Reserve, and a
 * Plains City at (1, 0) holding its three Infantry; Grassland at (2, 0) next to
 * it; Yellow's Town at (3, -3) with its Infantry.  Two hexes two away from the
 * Grassland are face down.  Red begins his Building phase. */
static VikGame *
empire (guint32 options)
{
  VikRuleset rules = *vik_ruleset_v2_1 ();
  const VikTerrain plains[] = { VIK_TERRAIN_PLAINS, VIK_TERRAIN_PLAINS };
  VikGame *g;
  int city;

  rules.options = options;
  g = vik_position_new (&rules, 5, 2, 31);
  vik_position_fill (g, VIK_TERRAIN_PLAINS);
  city = H (g, 1, 0);
  vik_position_set_site (g, H (g, -3, 0), RED, VIK_SITE_TOWN, TRUE);
  vik_position_set_reserve (g, RED, VIK_UNIT_INFANTRY, 1);
  vik_position_set_site (g, city, RED, VIK_SITE_CITY, FALSE);
  for (int i = 0; i < 3; i++)
    vik_position_add_unit (g, city, RED, VIK_UNIT_INFANTRY);
  vik_position_set_hex (g, H (g, 2, 0), VIK_TERRAIN_GRASSLAND, TRUE);
  vik_position_set_site (g, H (g, 3, -3), YELLOW, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (g, H (g, 3, -3), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_hex (g, H (g, 4, 0), VIK_TERRAIN_WATER, FALSE);
  vik_position_set_hex (g, H (g, 4, -1), VIK_TERRAIN_WATER, FALSE);
  vik_game_stack_pile (g, plains, G_N_ELEMENTS (plains));
  vik_position_begin_turn (g, RED, VIK_PHASE_BUILD, 3);
  return g;
}

/* "remove one Town or City from the map (and eliminate its associated military
 * units). That same Town or City must be rebuilt in its entirety in an
 * adjacent hex": the Plains City (3 Infantry) rebuilt on Grassland (1 Infantry,
 * 1 Cavalry) gives up two Infantry, chosen by Red [11.3], and gains a Cavalry;
 * it then reveals as a City does [8.3]. */
static void
test_relocate_city (void)
{
  g_autoptr (VikGame) g = empire (OPTIONS);
  int city = H (g, 1, 0), grass = H (g, 2, 0);
  VikAction from_reserve = vik_action_make (VIK_ACTION_ELIMINATE);
  guint n;
  const VikEvent *events;
  gboolean told = FALSE;

  {
    VikAction a = relocate (city, grass);
    g_assert_true (is_legal (g, &a));
  }
  ok (g, relocate (city, grass));
  events = vik_game_get_events (g, &n);
  for (guint i = 0; i < n; i++)
    told |= events[i].kind == VIK_EVENT_SITE_RELOCATED && events[i].hex == city && events[i].hex2 == grass;
  g_assert_true (told);
  g_assert_cmpint (vik_game_hex_site (g, city), ==, VIK_SITE_NONE);
  g_assert_cmpint (vik_game_hex_site (g, grass), ==, VIK_SITE_CITY);
  g_assert_cmpint (vik_game_hex_site_owner (g, grass), ==, RED);
  g_assert_cmpint (vik_game_reserve (g, RED, VIK_UNIT_CAVALRY), ==, 1);
  /* Two Infantry owed: from the Reserve's one or the City's three, Red chooses. */
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_ELIMINATE);
  g_assert_cmpint (vik_game_get_decider (g), ==, RED);
  g_assert_false (vik_game_hex_revealed (g, H (g, 4, 0)));
  from_reserve.unit = VIK_UNIT_INFANTRY;
  ok (g, from_reserve);
  /* The second comes from the map, the only place left; then the reveal. */
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_NONE);
  g_assert_cmpint (vik_game_reserve (g, RED, VIK_UNIT_INFANTRY), ==, 0);
  g_assert_cmpint (vik_game_hex_units (g, city, RED, VIK_UNIT_INFANTRY), ==, 2);
  g_assert_true (vik_game_hex_revealed (g, H (g, 4, 0)));
  g_assert_true (vik_game_hex_revealed (g, H (g, 4, -1)));
  /* "instead of building a Town or upgrading": nothing more this phase. */
  refused (g, act (VIK_ACTION_TOWN, H (g, -1, 2)), "(16.5)");
  refused (g, relocate (grass, H (g, 2, 1)), "(16.5)");
  g_assert_cmpint (count_legal (g, VIK_ACTION_TOWN) + count_legal (g, VIK_ACTION_CITY)
                   + count_legal (g, VIK_ACTION_RELOCATE), ==, 0);
}

/* "At the beginning of his Building Phase, instead of building": not after a
 * Town was built; and not without the rule. */
static void
test_beginning_only (void)
{
  g_autoptr (VikGame) g = empire (OPTIONS);
  g_autoptr (VikGame) off = empire (0);
  int city = H (g, 1, 0), grass = H (g, 2, 0);

  refused (off, relocate (city, grass), "(16.5)");
  g_assert_cmpint (count_legal (off, VIK_ACTION_RELOCATE), ==, 0);
  g_assert_cmpint (count_legal (g, VIK_ACTION_RELOCATE), >, 0);
  ok (g, act (VIK_ACTION_TOWN, H (g, -1, 2)));
  refused (g, relocate (city, grass), "(16.5)");
}

/* The rebuilt Town or City obeys the building rules of [8.2.1] and [8.2.2] in
 * its new hex, which must be adjacent; only the player's own may move. */
static void
test_where (void)
{
  g_autoptr (VikGame) g = empire (OPTIONS);
  int city = H (g, 1, 0), capital = H (g, -3, 0);

  refused (g, relocate (city, H (g, 3, 0)), "(16.5)");            /* not adjacent */
  vik_position_set_hex (g, H (g, 1, 1), VIK_TERRAIN_WATER, TRUE);
  refused (g, relocate (city, H (g, 1, 1)), "(8.2.1)");           /* water */
  refused (g, relocate (H (g, 3, -3), H (g, 3, -2)), "(16.5)");   /* Yellow's Town */
  vik_position_set_site (g, H (g, 1, -2), YELLOW, VIK_SITE_TOWN, FALSE);
  refused (g, relocate (city, H (g, 1, -1)), "(8.2.1)");          /* next to a Town */
  vik_position_add_unit (g, H (g, -1, 1), YELLOW, VIK_UNIT_INFANTRY); /* the new Town's [9.2] */
  refused (g, relocate (city, H (g, 0, 1)), "(8.2.2)");           /* next to an enemy */
  /* The Capital moves with its marker ("in its entirety"). */
  ok (g, relocate (capital, H (g, -4, 0)));
  g_assert_cmpint (vik_game_capital_hex (g, RED), ==, H (g, -4, 0));
  g_assert_cmpint (vik_game_hex_capital_of (g, H (g, -4, 0)), ==, RED);
  g_assert_cmpint (vik_game_hex_capital_of (g, capital), ==, VIK_NO_PLAYER);
  g_assert_cmpint (vik_game_get_decision (g), ==, VIK_DECISION_NONE); /* a Town is a Town anywhere */
}

/* With Subjugation [16.8]: a Vassal's Town is not rebuilt on his Ruler's
 * units, nor next to them ([8.2.2] "another player's unit"; a Town on an
 * Alliance unit would hold another player's units outside a battle). */
static void
test_not_onto_alliance_units (void)
{
  g_autoptr (VikGame) g = empire (OPTIONS | (1u << VIK_OPTION_SUBJUGATION));
  int city = H (g, 1, 0);

  vik_position_set_ruler (g, RED, YELLOW);
  vik_position_add_unit (g, H (g, 2, 0), YELLOW, VIK_UNIT_INFANTRY);
  vik_position_set_reserve (g, YELLOW, VIK_UNIT_INFANTRY, 0);
  vik_position_set_site (g, H (g, 3, 1), YELLOW, VIK_SITE_TOWN, FALSE); /* the Infantry's Town [9.2] */
  g_assert_true (vik_game_check_invariants (g, NULL));
  refused (g, relocate (city, H (g, 2, 0)), "(8.2.2)");   /* on the Ruler's Infantry */
  refused (g, relocate (city, H (g, 2, -1)), "(8.2.2)");  /* next to it */
  ok (g, relocate (city, H (g, 0, 1)));
}

/* A conquered Capital keeps its owner's marker [15.0]: it stays where it is. */
static void
test_conquered_capital_stays (void)
{
  g_autoptr (VikGame) g = empire (OPTIONS);
  int theirs = H (g, 3, -3);

  vik_position_set_site (g, theirs, RED, VIK_SITE_TOWN, FALSE);
  refused (g, relocate (theirs, H (g, 2, -3)), "(15.0, 16.5)");
}

/* Saved while Red chooses the units, with the reveal waiting: it loads as it
 * was and plays on to the same game. */
static void
test_in_save (void)
{
  g_autoptr (VikGame) g = empire (OPTIONS);
  g_autoptr (VikGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  VikAction from_reserve = vik_action_make (VIK_ACTION_ELIMINATE);
  gsize length;

  ok (g, relocate (H (g, 1, 0), H (g, 2, 0)));
  data = vik_game_save_to_data (g, &length);
  g_assert_nonnull (strstr (data, "Relocated=1\n"));
  g_assert_nonnull (strstr (data, "RelocationReveal=" ));
  loaded = vik_game_load_from_data (data, length, "r.vik", &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (g, loaded));
  from_reserve.unit = VIK_UNIT_INFANTRY;
  ok (g, from_reserve);
  ok (loaded, from_reserve);
  g_assert_true (vik_game_equal (g, loaded));
  g_assert_true (vik_game_hex_revealed (loaded, H (loaded, 4, 0)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/16.5/relocate-a-city", test_relocate_city);
  g_test_add_func ("/rules/16.5/at-the-beginning-only", test_beginning_only);
  g_test_add_func ("/rules/16.5/adjacent-hex-and-building-rules", test_where);
  g_test_add_func ("/rules/16.5/conquered-capital-stays", test_conquered_capital_stays);
  g_test_add_func ("/rules/16.5/not-onto-alliance-units", test_not_onto_alliance_units);
  g_test_add_func ("/rules/16.5/in-saves", test_in_save);
  return g_test_run ();
}
