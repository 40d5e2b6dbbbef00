/* test-vic-commanders.c: the Commanders team game (10.5): "Each side is
 * composed of three players, one General, one Admiral, and one Air Marshal.
 * Players on a team command their respective arms [...] If a fourth player
 * per side is available, this player is the Politician, and he controls all
 * Production".  Our readings of the gaps are in docs/victory-rules-notes.md
 * ("Commanders (10.5)").
 *
 * The positions use the built-in two-tile map: player 1 (index 0) holds the
 * North tile with the port of Port Alex (b2), player 2 the South. */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-commanders.h"
#include "vic-save.h"
#include "vic-scenario.h"

#include <string.h>

#define PUT(g, p, t, hex) vic_test_put (g, p, VIC_UNIT_##t, 0, hex)
#define PUTS(g, p, t, s, hex) vic_test_put (g, p, VIC_UNIT_##t, s, hex)

static const char *const team1[VIC_N_COMMANDERS] = { "Anna", "Bob", "Clara", "Dora" };

/* Gives player p the commanders names (a NULL Politician: none). */
static void
set_commanders (VicGame *game, int p, const char *const names[VIC_N_COMMANDERS])
{
  for (int r = 0; r < VIC_N_COMMANDERS; r++)
    g_strlcpy (game->core.players[p].commanders[r], names[r] != NULL ? names[r] : "", VIC_NAME_MAX);
}

static GArray *
legal_actions (const VicGame *game)
{
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));

  vic_game_legal_actions (game, legal);
  return legal;
}

/* Asserts every legal action of `block` is given by `role`; returns how many. */
static guint
assert_block_role (const VicGame *game, int block, VicRole role)
{
  g_autoptr(GArray) legal = legal_actions (game);
  guint n = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (a->block != block)
        continue;
      g_assert_cmpint (vic_action_role (game, a), ==, role);
      n++;
    }
  return n;
}

static VicRole
role_of_kind (const VicGame *game, VicActionKind kind)
{
  g_autoptr(GArray) legal = legal_actions (game);

  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VicAction, i).kind == kind)
      return vic_action_role (game, &g_array_index (legal, VicAction, i));
  g_assert_not_reached ();
  return VIC_ROLE_WAR_COUNCIL;
}

/* ---------------------------------------------------------------- the arms */

static void
test_arms (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  static const struct { VicUnitType type; VicRole role; } cases[] = {
    { VIC_UNIT_INFANTRY, VIC_ROLE_GENERAL },       { VIC_UNIT_MARINES, VIC_ROLE_GENERAL },
    { VIC_UNIT_AIRBORNE, VIC_ROLE_GENERAL },       { VIC_UNIT_ENGINEER, VIC_ROLE_GENERAL },
    { VIC_UNIT_ARMOR, VIC_ROLE_GENERAL },          { VIC_UNIT_ROCKET, VIC_ROLE_GENERAL },
    { VIC_UNIT_BATTLESHIP, VIC_ROLE_ADMIRAL },     { VIC_UNIT_SUBMARINE, VIC_ROLE_ADMIRAL },
    { VIC_UNIT_CARRIER, VIC_ROLE_ADMIRAL },        { VIC_UNIT_FIGHTER, VIC_ROLE_AIR_MARSHAL },
    { VIC_UNIT_HEAVY_BOMBER, VIC_ROLE_AIR_MARSHAL },
  };

  set_commanders (game, 0, team1);
  g_assert_true (vic_game_has_commanders (game, 0));
  g_assert_false (vic_game_has_commanders (game, 1));
  g_assert_cmpstr (vic_game_get_commander (game, 0, VIC_ROLE_ADMIRAL), ==, "Bob");
  /* "Players on a team command their respective arms" (10.5): each block's
   * moves are its arm's commander's. */
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (vic_role_of_class (vic_unit_class (cases[i].type)), ==, cases[i].role);
  {
    int in = PUT (game, 0, INFANTRY, "f3");
    int ma = PUT (game, 0, MARINES, "b2");
    int bb = PUT (game, 0, BATTLESHIP, "a1");
    int fa = PUT (game, 0, FIGHTER, "b2");
    g_assert_cmpuint (assert_block_role (game, in, VIC_ROLE_GENERAL), >, 0);
    g_assert_cmpuint (assert_block_role (game, ma, VIC_ROLE_GENERAL), >, 0);
    g_assert_cmpuint (assert_block_role (game, bb, VIC_ROLE_ADMIRAL), >, 0);
    g_assert_cmpuint (assert_block_role (game, fa, VIC_ROLE_AIR_MARSHAL), >, 0);
    /* Ending the Move Phase is the whole side's decision. */
    g_assert_cmpint (role_of_kind (game, VIC_ACTION_END), ==, VIC_ROLE_WAR_COUNCIL);
    /* A moving ship's Stop is the Admiral's (the action names no block). */
    vic_test_apply (game, "move BB1 a1-b1");
    g_assert_cmpint (game->core.active, ==, bb);
    g_assert_cmpint (role_of_kind (game, VIC_ACTION_STOP), ==, VIC_ROLE_ADMIRAL);
  }
}

/* A Carrier's aircraft are air units: the Air Marshal flies them; the
 * Admiral moves the Carrier with them aboard. */
static void
test_carrier (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  VicCore *c = &game->core;
  int cv = PUTS (game, 0, CARRIER, 3, "b2");
  int fa = PUTS (game, 0, FIGHTER, 2, "b2");

  set_commanders (game, 0, team1);
  vic_block_unlink (c, fa);
  c->blocks[fa].carrier = cv;
  vic_block_link (c, fa);
  vic_control_update_all (game);
  g_assert_cmpuint (assert_block_role (game, cv, VIC_ROLE_ADMIRAL), >, 0);
  g_assert_cmpuint (assert_block_role (game, fa, VIC_ROLE_AIR_MARSHAL), >, 0);
}

/* ---------------------------------------------------------------- production */

static void
to_production (VicGame *game)
{
  while (vic_game_get_phase (game) != VIC_PHASE_PRODUCTION)
    vic_test_apply (game, "end");
}

static void
assert_production_role (const VicGame *game, VicRole role)
{
  g_autoptr(GArray) legal = legal_actions (game);
  gboolean built = FALSE;

  g_assert_cmpint (vic_game_get_phase (game), ==, VIC_PHASE_PRODUCTION);
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      g_assert_cmpint (vic_action_role (game, a), ==, role);
      built = built || a->kind == VIC_ACTION_BUILD;
    }
  g_assert_true (built);
}

static void
test_politician (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);

  set_commanders (game, 0, team1);
  PUTS (game, 0, INFANTRY, 3, "b2");
  PUTS (game, 0, CRUISER, 2, "a1");
  PUTS (game, 0, FIGHTER, 2, "b2");
  to_production (game);
  /* "he controls all Production" (10.5): every action of the Production
   * Phase, the ships' and aircraft's steps and its End included. */
  assert_production_role (game, VIC_ROLE_POLITICIAN);
  vic_test_apply (game, "add IN1");
  assert_production_role (game, VIC_ROLE_POLITICIAN);
}

static void
test_no_politician (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  const char *const three[VIC_N_COMMANDERS] = { "Anna", "Bob", "Clara", NULL };

  set_commanders (game, 0, three);
  PUTS (game, 0, INFANTRY, 3, "b2");
  to_production (game);
  /* Without a fourth player the team decides together: "each has one vote
   * to resolve policy disputes" (10.5). */
  assert_production_role (game, VIC_ROLE_WAR_COUNCIL);
}

/* ---------------------------------------------------------------- a battle */

static void
test_battle (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  guint n_fire = 0;

  set_commanders (game, 0, team1);
  set_commanders (game, 1, team1);
  /* the position of test-vic-combat's combat turns (6.31) */
  PUT (game, 1, FIGHTER, "h5");
  PUT (game, 1, INFANTRY, "h5");
  PUT (game, 0, FIGHTER, "g3");
  PUT (game, 0, ARTILLERY, "h4");
  vic_test_apply (game, "move FA1 g3-h3");
  vic_test_apply (game, "move FA1 h3-h4");
  vic_test_apply (game, "move FA1 h4-h5");
  g_assert_cmpint (role_of_kind (game, VIC_ACTION_STOP), ==, VIC_ROLE_AIR_MARSHAL);
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move ART1 h4-h5");
  while (vic_game_get_phase (game) == VIC_PHASE_MOVE)
    vic_test_apply (game, "end");
  g_assert_cmpint (role_of_kind (game, VIC_ACTION_BATTLE), ==, VIC_ROLE_WAR_COUNCIL);
  vic_test_apply (game, "battle h5");
  /* Fire, pass and retreat in the battle: the acting block's arm. */
  for (int guard = 0; guard < 200 && vic_game_battle_hex (game) != VIC_NO_HEX; guard++)
    {
      g_autoptr(GArray) legal = legal_actions (game);
      const VicAction *first = &g_array_index (legal, VicAction, 0);
      for (guint i = 0; i < legal->len; i++)
        {
          const VicAction *a = &g_array_index (legal, VicAction, i);
          VicBlockInfo info;
          if (a->block == VIC_NO_BLOCK)
            {
              g_assert_cmpint (vic_action_role (game, a), ==, VIC_ROLE_WAR_COUNCIL);
              continue;
            }
          g_assert_true (vic_game_get_block (game, a->block, &info));
          g_assert_cmpint (vic_action_role (game, a), ==, vic_role_of_class (vic_unit_class (info.type)));
          n_fire += a->kind == VIC_ACTION_FIRE;
        }
      g_assert_true (vic_game_apply (game, first, NULL));
    }
  g_assert_cmpuint (n_fire, >, 0);
}

/* ---------------------------------------------------------------- seeded games */

static gboolean
load_bundled (VicScenario *sc)
{
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", "commanders.vicscn",
                                            NULL);
  g_autoptr(GError) error = NULL;
  gboolean ok = vic_scenario_load_file (path, sc, &error);

  g_assert_no_error (error);
  return ok;
}

/* Plays seeded random games of the bundled Commanders scenario; each legal
 * action of each decision has a role of the deciding side, as 10.5 gives it;
 * every role shows up.  Returns the roles seen as a bit set. */
static guint
play_commanders (gboolean politician, int n_games, int max_actions)
{
  guint seen = 0;

  for (int g = 0; g < n_games; g++)
    {
      VicScenario sc = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(VicGame) game = NULL;
      VikRng rng;

      g_assert_true (load_bundled (&sc));
      if (!politician)
        for (int p = 0; p < sc.options.n_players; p++)
          sc.commanders[p][VIC_ROLE_POLITICIAN][0] = '\0';
      game = vic_scenario_new_game (&sc, 1000 + g, &error);
      g_assert_no_error (error);
      vic_scenario_clear (&sc);
      vik_rng_seed (&rng, 77 + g, 1);
      for (int n = 0; n < max_actions && !vic_game_is_over (game); n++)
        {
          g_autoptr(GArray) legal = legal_actions (game);
          int decider = vic_game_get_decider (game);
          g_assert_true (vic_game_has_commanders (game, decider));
          g_assert_cmpuint (legal->len, >, 0);
          for (guint i = 0; i < legal->len; i++)
            {
              const VicAction *a = &g_array_index (legal, VicAction, i);
              VicRole role = vic_action_role (game, a);
              VicBlockInfo info;
              g_assert_cmpint (role, <=, VIC_ROLE_WAR_COUNCIL);
              seen |= 1u << role;
              if (vic_game_get_phase (game) == VIC_PHASE_PRODUCTION || a->kind == VIC_ACTION_BUY)
                g_assert_cmpint (role, ==, politician ? VIC_ROLE_POLITICIAN : VIC_ROLE_WAR_COUNCIL);
              else if (a->block != VIC_NO_BLOCK)
                {
                  g_assert_true (vic_game_get_block (game, a->block, &info));
                  g_assert_cmpint (info.owner, ==, decider);
                  g_assert_cmpint (role, ==, vic_role_of_class (vic_unit_class (info.type)));
                }
              else if (a->kind != VIC_ACTION_STOP)
                g_assert_cmpint (role, ==, VIC_ROLE_WAR_COUNCIL);
              if (role == VIC_ROLE_POLITICIAN)
                g_assert_cmpstr (vic_game_get_commander (game, decider, role), !=, "");
            }
          g_assert_true (vic_game_apply (game, &g_array_index (legal, VicAction, vik_rng_below (&rng, legal->len)),
                                         &error));
          g_assert_no_error (error);
        }
    }
  return seen;
}

static void
test_seeded_games (void)
{
  guint seen = play_commanders (TRUE, 3, 1500);

  g_assert_cmpuint (seen, ==, 0x1f);  /* all four commanders and the council */
  seen = play_commanders (FALSE, 2, 1500);
  g_assert_cmpuint (seen & (1u << VIC_ROLE_POLITICIAN), ==, 0);
  g_assert_cmpuint (seen & (1u << VIC_ROLE_WAR_COUNCIL), !=, 0);
}

/* ---------------------------------------------------------------- files */

static void
test_bundled (void)
{
  VicScenario sc = { 0 };
  g_autoptr(VicGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (load_bundled (&sc));
  game = vic_scenario_new_game (&sc, 3, &error);
  g_assert_no_error (error);
  vic_scenario_clear (&sc);
  for (int p = 0; p < 2; p++)
    for (int r = 0; r < VIC_N_COMMANDERS; r++)
      g_assert_cmpstr (vic_game_get_commander (game, p, r), !=, "");
}

static void
refused_scenario (const char *player1, const char *needle)
{
  g_autofree char *text = g_strdup_printf ("[Game]\nGame=victory\n[Scenario]\nPreset=quick-start\nPlayers=2\n"
                                           "[Player1]\n%s\n", player1);
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  VicScenario sc = { 0 };

  g_assert_true (g_key_file_load_from_data (kf, text, -1, G_KEY_FILE_NONE, NULL));
  g_assert_false (vic_scenario_load_keyfile (kf, "bad.vicscn", &sc, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, needle));
  vic_scenario_clear (&sc);
}

static void
test_file_checked (void)
{
  /* The team is three (10.5): General, Admiral and Air Marshal. */
  refused_scenario ("General=Anna\nAirMarshal=Clara", "bad.vicscn: [Player1] Admiral:");
  refused_scenario ("Politician=Dora", "bad.vicscn: [Player1] General:");
  refused_scenario ("General=Anna\nAdmiral=Bob\nAirMarshal=Clara\nPolitician=abcdefghijklmnopqrstuvwxyz0123456",
                    "bad.vicscn: [Player1] Politician: a commander's name has at most 31 bytes");
  refused_scenario ("General=An\\tna\nAdmiral=Bob\nAirMarshal=Clara", "[Player1] General: a commander's name has no "
                    "control characters");
  refused_scenario ("General=An\xff\nAdmiral=Bob\nAirMarshal=Clara", "[Player1] General:");
  {
    VicGameOptions o;
    g_autoptr(GError) error = NULL;
    vic_game_options_quick_start (&o, 2, 1);
    o.commanders[1][VIC_ROLE_GENERAL] = "Emil";
    g_assert_null (vic_game_new (&o, &error));
    g_assert_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS);
    g_assert_nonnull (strstr (error->message, "Player 2"));
  }
}

static void
test_save (void)
{
  VicScenario sc = { 0 };
  g_autoptr(VicGame) game = NULL, loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL, *again = NULL, *damaged = NULL;
  gsize len, len2;
  VikRng rng;

  g_assert_true (load_bundled (&sc));
  g_strlcpy (sc.commanders[1][VIC_ROLE_ADMIRAL], "Åsa Ölund", VIC_NAME_MAX);
  sc.commanders[1][VIC_ROLE_POLITICIAN][0] = '\0';
  game = vic_scenario_new_game (&sc, 9, &error);
  g_assert_no_error (error);
  vic_scenario_clear (&sc);
  vik_rng_seed (&rng, 5, 1);
  vic_test_play_random (game, &rng, 200, FALSE);
  data = vic_game_save_to_data (game, &len);
  g_assert_nonnull (strstr (data, "Admiral=Åsa Ölund"));
  loaded = vic_game_load_from_data (data, len, "c.vicsave", &error);
  g_assert_no_error (error);
  g_assert_true (vic_game_equal (game, loaded));
  g_assert_cmpstr (vic_game_get_commander (loaded, 1, VIC_ROLE_ADMIRAL), ==, "Åsa Ölund");
  g_assert_cmpstr (vic_game_get_commander (loaded, 1, VIC_ROLE_POLITICIAN), ==, "");
  again = vic_game_save_to_data (loaded, &len2);
  g_assert_cmpstr (again, ==, data);
  /* A damaged save: the error names the file, the group and the key. */
  {
    GString *s = g_string_new (data);
    g_assert_cmpuint (g_string_replace (s, "AirMarshal=", "Nothing=", 1), ==, 1);
    damaged = g_string_free (s, FALSE);
  }
  g_clear_error (&error);
  g_assert_null (vic_game_load_from_data (damaged, strlen (damaged), "c.vicsave", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "c.vicsave: [Player1] AirMarshal:"));
}

/* The preset New Game offers: two sides on four maps, two maps a side, the
 * commanders named as in the bundled file; only for two sides. */
static void
test_preset (void)
{
  VicScenario sc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) game = NULL;

  g_assert_false (vic_scenario_preset ("commanders", 4, &sc, &error));
  g_assert_nonnull (strstr (error->message, "(10.5)"));
  g_clear_error (&error);
  g_assert_true (vic_scenario_preset ("commanders", 2, &sc, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sc.map->n_tiles, ==, 4);
  game = vic_scenario_new_game (&sc, 7, &error);
  vic_scenario_clear (&sc);
  g_assert_no_error (error);
  g_assert_cmpstr (vic_game_get_commander (game, 0, VIC_ROLE_ADMIRAL), ==, "Bruno");
  g_assert_cmpstr (vic_game_get_commander (game, 1, VIC_ROLE_POLITICIAN), ==, "Hanna");
  for (int p = 0; p < 2; p++)
    g_assert_cmpuint (game->core.players[p].home_tiles, ==, (1u << p) | (1u << (p + 2)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/10.5/arms-command-their-blocks", test_arms);
  g_test_add_func ("/victory/10.5/carrier-aircraft-air-marshal", test_carrier);
  g_test_add_func ("/victory/10.5/politician-controls-production", test_politician);
  g_test_add_func ("/victory/10.5/no-politician-war-council", test_no_politician);
  g_test_add_func ("/victory/10.5/battle-by-firing-arm", test_battle);
  g_test_add_func ("/victory/10.5/seeded-games-every-action-has-a-role", test_seeded_games);
  g_test_add_func ("/victory/10.5/bundled-commanders", test_bundled);
  g_test_add_func ("/victory/10.5/commanders-preset", test_preset);
  g_test_add_func ("/victory/10.5/file-checked", test_file_checked);
  g_test_add_func ("/victory/10.5/save-round-trip", test_save);
  return g_test_run ();
}
