/* test-vic-carrier.c: Medium Bombers and Carriers (4.1) (4.2) on the
 * built-in two-tile map (player 1 holds the North tile with the port of Port
 * Alex, b2; player 2 the South).  "They can load on to CVs in port hexes and
 * can fly from them but cannot land on them" (4.1, Medium Bombers). */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-save.h"

#include <string.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)
#define PUTS(g, p, t, s, hex) vic_test_put (g, p, VIC_UNIT_##t, s, hex)

#define NO_LANDING "Medium Bombers cannot land on Carriers"

/* Puts air unit `air` aboard Carrier `cv` (in the same hex), as a load in an
 * earlier turn would have. */
static void
aboard (VicGame *game, int air, int cv)
{
  VicCore *c = &game->core;

  g_assert_cmpint (c->blocks[air].hex, ==, c->blocks[cv].hex);
  vic_block_unlink (c, air);
  c->blocks[air].carrier = cv;
  vic_block_link (c, air);
  vic_control_update_all (game);
}

static void
fly (VicGame *game, const char *unit, const char *const *path)
{
  for (int i = 0; path[i + 1] != NULL; i++)
    {
      g_autofree char *step = g_strdup_printf ("move %s %s-%s", unit, path[i], path[i + 1]);
      vic_test_apply (game, step);
    }
}

/* Both ways of asking agree: an action applies (is checked legal) exactly
 * when it is listed.  Tries every step, stop, landing and retreat of every
 * block to every hex. */
static void
assert_listing_agrees (const VicGame *game)
{
  const VicCore *c = &game->core;
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  static const VicActionKind kinds[] = { VIC_ACTION_MOVE, VIC_ACTION_BASE, VIC_ACTION_RETREAT };

  vic_game_legal_actions (game, legal);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (int i = 0; i < c->n_slots; i++)
      for (int h = 0; h < game->map->n_hexes; h++)
        {
          VicAction a = vic_action_make (kinds[k]);
          gboolean listed = FALSE, ok;
          if (c->blocks[i].owner == VIC_NO_PLAYER || c->blocks[i].hex == VIC_NO_HEX)
            continue;
          if (kinds[k] == VIC_ACTION_MOVE && vic_map_direction (game->map, c->blocks[i].hex, h) < 0)
            continue;
          a.block = i;
          a.hex = h;
          a.hex2 = kinds[k] == VIC_ACTION_MOVE ? c->blocks[i].hex : c->battle.hex;
          if (a.hex2 == VIC_NO_HEX)
            continue;
          ok = vic_game_check_action (game, &a, NULL);
          for (guint j = 0; j < legal->len && !listed; j++)
            listed = vic_action_equal (&a, &g_array_index (legal, VicAction, j));
          if (ok != listed)
            {
              g_autofree char *text = vic_action_to_string (game, &a);
              g_error ("“%s” is %s but %s", text, ok ? "legal" : "refused", listed ? "listed" : "not listed");
            }
        }
  {
    VicAction stop = vic_action_make (VIC_ACTION_STOP);
    gboolean listed = FALSE;
    for (guint j = 0; j < legal->len && !listed; j++)
      listed = g_array_index (legal, VicAction, j).kind == VIC_ACTION_STOP;
    g_assert_cmpint (vic_game_check_action (game, &stop, NULL), ==, listed);
  }
  g_array_unref (legal);
}

/* ---------------------------------------------------------------- loading */

/* A Medium Bomber ending its flight in a friendly port goes aboard a Carrier
 * there with room, as a Fighter would (the Airbase first); its steps count
 * against the Carrier's steps like any aircraft's (4.2). */
static void
test_loads_in_port (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 3, "b2");
  int mb = PUTS (game, 0, MEDIUM_BOMBER, 2, "e3");
  int mb2 = PUTS (game, 0, MEDIUM_BOMBER, 2, "e3");
  static const char *const path[] = { "e3", "d2", "c2", "b2", NULL };
  int units;

  PUT (game, 0, FIGHTER, "b2");
  PUT (game, 0, FIGHTER, "b2");  /* Port Alex's Airbase is full (5.51) */
  fly (game, "MB1", path);
  g_assert_true (vic_test_is_legal (game, "stop"));
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, cv);
  g_assert_cmpint (vic_carrier_load (&game->core, cv, &units), ==, 2);
  g_assert_cmpint (units, ==, 1);
  /* Aircraft aboard do not count for stacking (5.52). */
  g_assert_cmpint (vic_stack_count (game, vic_test_hex (game, "b2"), 0, VIC_CLASS_AIR, VIC_NO_BLOCK), ==, 2);
  /* A second Medium Bomber-2 would make 4 air steps on a Carrier-3 (4.2). */
  fly (game, "MB2", path);
  vic_test_refused (game, "stop", "Airbase");
  g_assert_false (vic_test_is_legal (game, "stop"));
  vic_test_apply (game, "move MB2 b2-c2");
  vic_test_apply (game, "move MB2 c2-d2");
  vic_test_apply (game, "move MB2 d2-e3");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[mb2].carrier, ==, VIC_NO_BLOCK);
}

/* Not in a port: the same Carrier at sea takes a Fighter, never a Medium
 * Bomber; and a port of another player is no loading place. */
static void
test_no_landing_at_sea (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 4, "a2");
  int fa = PUTS (game, 0, FIGHTER, 2, "b2");
  static const char *const path[] = { "e3", "d2", "c2", "b2", "a2", NULL };

  PUTS (game, 0, MEDIUM_BOMBER, 2, "e3");
  fly (game, "MB1", path);
  vic_test_refused (game, "stop", NO_LANDING);
  g_assert_false (vic_test_is_legal (game, "stop"));
  assert_listing_agrees (game);
  /* It flies on to an Airbase. */
  vic_test_apply (game, "move MB1 a2-b2");
  vic_test_apply (game, "stop");
  /* A Fighter lands on the same Carrier. */
  vic_test_apply (game, "move FA1 b2-a2");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[fa].carrier, ==, cv);
}

/* "In port hexes": a coastal hex without a City or Town is no port (3.2). */
static void
test_ports_only (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 4, "b3");
  int fa = PUTS (game, 0, FIGHTER, 2, "b2");
  static const char *const path[] = { "e3", "d2", "c2", "b2", "b3", NULL };

  g_assert_true (vic_map_is_coastal (game->map, vic_test_hex (game, "b3")));
  g_assert_false (vic_map_is_port (game->map, vic_test_hex (game, "b3")));
  PUTS (game, 0, MEDIUM_BOMBER, 2, "e3");
  fly (game, "MB1", path);
  vic_test_refused (game, "stop", NO_LANDING);
  assert_listing_agrees (game);
  vic_test_apply (game, "move MB1 b3-b2");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move FA1 b2-b3");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[fa].carrier, ==, cv);
}

/* ---------------------------------------------------------------- flying from a Carrier */

/* It travels with its Carrier, flies from it, and may not come back (4.1). */
static void
test_flies_from_carrier (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 4, "a3");
  int mb = PUTS (game, 0, MEDIUM_BOMBER, 2, "a3");

  aboard (game, mb, cv);
  vic_test_apply (game, "move CV1 a3-a4");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[mb].hex, ==, vic_test_hex (game, "a4"));
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, cv);
  /* It takes off (the Carrier has moved: a normal move, not a Strategic one). */
  vic_test_refused (game, "sm MB1 a4-b4", "Strategic Move");
  vic_test_apply (game, "move MB1 a4-b4");
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, VIC_NO_BLOCK);
  vic_test_apply (game, "move MB1 b4-a4");
  vic_test_refused (game, "stop", NO_LANDING);
  assert_listing_agrees (game);
  vic_test_apply (game, "move MB1 a4-b3");
  vic_test_apply (game, "move MB1 b3-b2");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, VIC_NO_BLOCK);
}

/* "Carriers can move and then launch/recover aircraft, but not with a
 * Strategic Move" (4.2): after its Carrier's Strategic Move a Fighter aboard
 * does not fly off, nor is it offered; after a normal move it does. */
static void
test_no_launch_after_strategic_move (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv1 = PUTS (game, 0, CARRIER, 4, "a4");
  int fa1 = PUTS (game, 0, FIGHTER, 2, "a4");
  int cv2 = PUTS (game, 0, CARRIER, 4, "a8");
  int fa2 = PUTS (game, 0, FIGHTER, 2, "a8");

  aboard (game, fa1, cv1);
  aboard (game, fa2, cv2);
  vic_test_apply (game, "sm CV1 a4-a5");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[fa1].hex, ==, vic_test_hex (game, "a5"));
  g_assert_false (vic_test_is_legal (game, "move FA1 a5-b5"));
  vic_test_refused (game, "move FA1 a5-b5", "Carriers cannot launch aircraft after a Strategic Move (4.2)");
  vic_test_refused (game, "sm FA1 a5-b5", "(4.2)");
  assert_listing_agrees (game);
  /* A normal move: the Fighter launches. */
  vic_test_apply (game, "move CV2 a8-a9");
  vic_test_apply (game, "stop");
  g_assert_true (vic_test_is_legal (game, "move FA2 a9-b9"));
  vic_test_apply (game, "move FA2 a9-b9");
  g_assert_cmpint (game->core.blocks[fa2].carrier, ==, VIC_NO_BLOCK);
  /* The Fighter aboard CV1 stays aboard. */
  g_assert_cmpint (game->core.blocks[fa1].carrier, ==, cv1);
}

/* Loaded in port, it sails with the Carrier this same turn: a legal state,
 * also when saved and loaded. */
static void
test_sails_after_loading (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 4, "b2");
  int mb = PUTS (game, 0, MEDIUM_BOMBER, 2, "e3");
  static const char *const path[] = { "e3", "d2", "c2", "b2", NULL };
  gsize len1, len2;
  g_autofree char *data1 = NULL, *data2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) back = NULL;

  PUT (game, 0, FIGHTER, "b2");
  PUT (game, 0, DIVE_BOMBER, "b2");
  fly (game, "MB1", path);
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, cv);
  vic_test_apply (game, "move CV1 b2-a2");
  vic_test_apply (game, "move CV1 a2-a3");
  vic_test_apply (game, "stop");
  g_assert_cmpint (game->core.blocks[mb].hex, ==, vic_test_hex (game, "a3"));
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, cv);
  /* The save round-trips byte for byte. */
  data1 = vic_game_save_to_data (game, &len1);
  back = vic_game_load_from_data (data1, len1, "mb.vic", &error);
  g_assert_no_error (error);
  g_assert_true (vic_game_equal (game, back));
  data2 = vic_game_save_to_data (back, &len2);
  g_assert_cmpstr (data1, ==, data2);
}

/* ---------------------------------------------------------------- fog */

/* Ships control the coastal hex they stand in, Submarines do not (5.4), and
 * everybody sees who controls a hex: so a hidden Submarine in a coastal hex
 * stays a Submarine in every view, and a hidden ship stays no Submarine;
 * each view is a position the rules allow. */
static void
test_hidden_submarine_in_a_coastal_hex (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int coastal[2] = { VIC_NO_HEX, VIC_NO_HEX }, found = 0, ss, ca;

  for (int h = 0; h < game->map->n_hexes && found < 2; h++)
    if (vic_map_is_land (game->map, h) && vic_map_is_coastal (game->map, h)
        && !(game->map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN)) && game->core.hexes[h].count[0] == 0
        && game->core.hexes[h].count[1] == 0)
      coastal[found++] = h;
  g_assert_cmpint (found, ==, 2);
  ss = vic_test_put (game, 1, VIC_UNIT_SUBMARINE, 2, vic_map_label (game->map, coastal[0]));
  ca = vic_test_put (game, 1, VIC_UNIT_CRUISER, 2, vic_map_label (game->map, coastal[1]));
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(VicGame) view = vic_game_copy_for_player (game, 0, seed);
      g_autoptr(GError) error = NULL;

      g_assert_true (vic_game_check_invariants (view, &error));
      g_assert_cmpint (view->core.blocks[ss].type, ==, VIC_UNIT_SUBMARINE);
      g_assert_cmpint (view->core.blocks[ca].type, !=, VIC_UNIT_SUBMARINE);
    }
  vic_test_check_fog (game, 7);
}

/* ---------------------------------------------------------------- after battle */

/* A Medium Bomber from a Carrier sinks a submarine; it must land at an
 * Airbase, not on the Carrier (5.51) (4.1). */
static void
test_no_landing_after_battle (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 4, "a3");
  int mb = PUTS (game, 0, MEDIUM_BOMBER, 2, "a3");
  int ss = PUTS (game, 1, SUBMARINE, 1, "a5");

  aboard (game, mb, cv);
  vic_test_apply (game, "move MB1 a3-a4");
  vic_test_apply (game, "move MB1 a4-a5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "a5");
  vic_test_apply (game, "pass SS1");
  vic_test_dice (game, "11");
  vic_test_apply (game, "fire MB1 N");
  g_assert_cmpint (vic_test_steps (game, ss), ==, 0);
  /* Landing: the Carrier is two hexes away, within the landing move. */
  vic_test_refused (game, "base MB1 a5-a3", NO_LANDING);
  g_assert_false (vic_test_is_legal (game, "base MB1 a5-a3"));
  assert_listing_agrees (game);
  g_assert_true (vic_test_is_legal (game, "base MB1 a5-b2"));
  vic_test_apply (game, "base MB1 a5-b2");
  g_assert_cmpint (game->core.blocks[mb].hex, ==, vic_test_hex (game, "b2"));
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, VIC_NO_BLOCK);
}

/* Retreating, it may not fly onto a Carrier at sea, but may be loaded in a
 * friendly port whose Airbase is full (6.54) (4.1). */
static void
test_retreat (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 4, "a3");
  int cv2 = PUTS (game, 0, CARRIER, 4, "b2");
  int mb = PUTS (game, 0, MEDIUM_BOMBER, 2, "a3");

  PUT (game, 0, FIGHTER, "b2");
  PUT (game, 0, FIGHTER, "b2");
  PUT (game, 1, SUBMARINE, "a5");
  aboard (game, mb, cv);
  vic_test_apply (game, "move MB1 a3-a4");
  vic_test_apply (game, "move MB1 a4-a5");
  vic_test_apply (game, "stop");
  vic_test_fight (game, "a5");
  vic_test_apply (game, "pass SS1");
  vic_test_refused (game, "retreat MB1 a5-a3", NO_LANDING);
  assert_listing_agrees (game);
  vic_test_apply (game, "retreat MB1 a5-b2");
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, cv2);
}

/* A Carrier sunk under its Medium Bomber: the bomber must land after the
 * battle like any aircraft of a sunk Carrier (Grounded Air Units), but not on
 * the other Carrier at sea. */
static void
test_carrier_sunk (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 1, "a3");
  int mb = PUTS (game, 0, MEDIUM_BOMBER, 1, "a3");
  int cv2 = PUTS (game, 0, CARRIER, 1, "a3");

  PUTS (game, 1, BATTLESHIP, 4, "a5");
  aboard (game, mb, cv);
  vic_test_apply (game, "end");
  vic_test_apply (game, "move BB1 a5-a4");
  vic_test_apply (game, "move BB1 a4-a3");
  vic_test_fight (game, "a3");
  vic_test_apply (game, "pass MB1");
  vic_test_apply (game, "pass CV1");
  vic_test_apply (game, "pass CV2");
  vic_test_dice (game, "1666");
  vic_test_apply (game, "fire BB1 N");  /* the hit falls on the first of two alike Carriers */
  g_assert_cmpint (vic_test_steps (game, cv), ==, 0);
  g_assert_cmpint (game->core.blocks[mb].carrier, ==, VIC_NO_BLOCK);
  for (int round = 2; round <= 3; round++)
    {
      vic_test_apply (game, "pass MB1");
      vic_test_apply (game, "pass CV2");
      vic_test_dice (game, "6666");
      vic_test_apply (game, "fire BB1 N");
    }
  vic_test_apply (game, "retreat BB1 a3-a4");
  /* The defence holds; its bomber lands ashore. */
  vic_test_refused (game, "base MB1 a3-a3", NO_LANDING);
  assert_listing_agrees (game);
  vic_test_apply (game, "base MB1 a3-b2");
  g_assert_cmpint (game->core.blocks[mb].hex, ==, vic_test_hex (game, "b2"));
  g_assert_cmpint (vic_carrier_load (&game->core, cv2, NULL), ==, 0);
}

/* ---------------------------------------------------------------- states */

/* Loads check what may be aboard: never a Heavy Bomber; a Medium Bomber
 * that moved this turn away from a port only if its Carrier sailed from one. */
static void
test_invariants (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  int cv = PUTS (game, 0, CARRIER, 4, "a3");
  int hb = PUTS (game, 0, HEAVY_BOMBER, 2, "a3");
  int mb;
  g_autoptr(GError) error = NULL;

  aboard (game, hb, cv);
  g_assert_false (vic_game_check_invariants (game, &error));
  g_assert_nonnull (strstr (error->message, "cannot be aboard"));
  g_clear_error (&error);
  vic_block_remove (game, hb);
  mb = PUTS (game, 0, MEDIUM_BOMBER, 2, "a3");
  aboard (game, mb, cv);
  g_assert_true (vic_game_check_invariants (game, NULL));
  /* As if it had flown there this turn: impossible. */
  game->core.blocks[mb].mp = 3;
  game->core.blocks[mb].flags |= VIC_BLOCK_MOVED | VIC_BLOCK_STOPPED;
  g_assert_false (vic_game_check_invariants (game, &error));
  g_assert_nonnull (strstr (error->message, "away from a port"));
}

/* ---------------------------------------------------------------- random play */

/* Uniformly random play from a position with Carriers in and off port, full
 * Airbases and Medium Bombers in range: every listed action applies (and the
 * invariants hold, vic_test_play), every refused one is not listed, and some
 * seed's play loads a Medium Bomber and flies it off its Carrier again. */
static void
test_random_play (void)
{
  int found_load = 0, found_launch = 0;

  for (guint64 seed = 1; seed <= 200 && !(found_load && found_launch); seed++)
    {
      g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
      int mb[2], cv;
      gboolean was_aboard[2] = { FALSE, FALSE };
      VikRng rng;

      cv = PUTS (game, 0, CARRIER, 4, "b2");
      PUTS (game, 0, CARRIER, 3, "a4");
      PUT (game, 0, FIGHTER, "b2");
      PUT (game, 0, DIVE_BOMBER, "b2");
      mb[0] = PUTS (game, 0, MEDIUM_BOMBER, 2, "e3");
      mb[1] = PUTS (game, 0, MEDIUM_BOMBER, 1, "c5");
      PUT (game, 0, INFANTRY, "e3");
      PUT (game, 1, SUBMARINE, "a7");
      PUT (game, 1, INFANTRY, "e10");
      PUT (game, 1, FIGHTER, "b11");
      (void) cv;
      vik_rng_seed (&rng, seed, 5);
      for (int n = 0; n < 1000 && !vic_game_is_over (game); n++)
        {
          vic_test_play_random (game, &rng, 1, FALSE);
          assert_listing_agrees (game);
          for (int k = 0; k < 2; k++)
            {
              const VicBlock *b = &game->core.blocks[mb[k]];
              gboolean now = b->owner == 0 && b->type == VIC_UNIT_MEDIUM_BOMBER && b->carrier != VIC_NO_BLOCK;
              if (now && !was_aboard[k])
                {
                  g_assert_true (vic_map_is_port (game->map, b->hex));
                  if (!found_load)
                    g_test_message ("seed %" G_GUINT64_FORMAT ": a Medium Bomber loads (random action %d)", seed, n);
                  found_load++;
                }
              if (!now && was_aboard[k] && game->core.active == mb[k])
                {
                  if (!found_launch)
                    g_test_message ("seed %" G_GUINT64_FORMAT ": a Medium Bomber flies off its Carrier (random action %d)",
                                    seed, n);
                  found_launch++;
                }
              was_aboard[k] = now;
            }
        }
    }
  g_assert_cmpint (found_load, >, 0);
  g_assert_cmpint (found_launch, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/5.4/hidden-submarine-in-a-coastal-hex", test_hidden_submarine_in_a_coastal_hex);
  g_test_add_func ("/victory/4.1/medium-bombers-load-in-port", test_loads_in_port);
  g_test_add_func ("/victory/4.1/medium-bombers-never-land-on-carriers-at-sea", test_no_landing_at_sea);
  g_test_add_func ("/victory/4.1/medium-bombers-load-only-in-ports", test_ports_only);
  g_test_add_func ("/victory/4.1/medium-bombers-fly-from-carriers", test_flies_from_carrier);
  g_test_add_func ("/victory/4.1/medium-bombers-sail-with-carriers", test_sails_after_loading);
  g_test_add_func ("/victory/4.1/medium-bombers-land-ashore-after-battle", test_no_landing_after_battle);
  g_test_add_func ("/victory/4.1/medium-bombers-retreat-ashore", test_retreat);
  g_test_add_func ("/victory/4.1/medium-bombers-of-a-sunk-carrier", test_carrier_sunk);
  g_test_add_func ("/victory/4.1/medium-bombers-aboard-states", test_invariants);
  g_test_add_func ("/victory/4.1/medium-bombers-in-random-play", test_random_play);
  g_test_add_func ("/victory/4.2/no-launch-after-strategic-move", test_no_launch_after_strategic_move);
  return g_test_run ();
}
