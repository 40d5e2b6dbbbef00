/* test-vic-bundled.c: the bundled scenarios (data/victory/scenarios, 10.1-10.6)
 * load with their maps, play seeded games with the invariants and the fog of
 * war checked after every action, and round-trip through save and load. */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-save.h"
#include "vic-scenario.h"

#include <glib/gstdio.h>
#include <string.h>

static char *
scenario_path (const char *file)
{
  return g_build_filename (SOURCE_DATADIR, "victory", "scenarios", file, NULL);
}

static VicGame *
load (const char *file, guint64 seed, VicScenario *sc)
{
  g_autofree char *path = scenario_path (file);
  g_autoptr(GError) error = NULL;
  VicGame *game;

  g_assert_true (vic_scenario_load_file (path, sc, &error));
  g_assert_no_error (error);
  game = vic_scenario_new_game (sc, seed, &error);
  g_assert_no_error (error);
  return game;
}

static void
round_trip (const VicGame *game)
{
  gsize len1, len2;
  g_autofree char *data1 = vic_game_save_to_data (game, &len1);
  g_autofree char *data2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VicGame) back = vic_game_load_from_data (data1, len1, "bundled.vic", &error);

  g_assert_no_error (error);
  g_assert_true (vic_game_equal (game, back));
  data2 = vic_game_save_to_data (back, &len2);
  g_assert_cmpmem (data1, len1, data2, len2);
}

/* Every .vicscn of the folder: its map has no problems, two seeded games
 * (the aggressive policy, then uniform picks) run a few hundred actions with
 * the invariants and the fog checked, and save and load to the same game. */
static void
test_every_scenario (void)
{
  g_autofree char *dir_path = g_build_filename (SOURCE_DATADIR, "victory", "scenarios", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *file;
  int n = 0;

  g_assert_nonnull (dir);
  while ((file = g_dir_read_name (dir)) != NULL)
    {
      if (!g_str_has_suffix (file, ".vicscn"))
        continue;
      for (guint64 seed = 1; seed <= 2; seed++)
        {
          VicScenario sc = { 0 };
          g_autoptr(VicGame) game = load (file, seed, &sc);
          g_autoptr(GPtrArray) problems = vic_map_problems (sc.map);
          VikRng rng;
          int played;

          g_assert_cmpuint (problems->len, ==, 0);
          g_assert_cmpstr (sc.name, !=, "");
          round_trip (game);
          vik_rng_seed (&rng, seed * 7919, 54);
          played = vic_test_play (game, seed == 1 ? VIC_POLICY_AGGRESSIVE : VIC_POLICY_UNIFORM, &rng, 1000, TRUE);
          g_test_message ("%s, seed %" G_GUINT64_FORMAT ": %d actions, turn %d%s", file, seed, played,
                          vic_game_get_turn (game), vic_game_is_over (game) ? ", over" : "");
          g_assert_cmpint (played, >, 0);
          round_trip (game);
          vic_scenario_clear (&sc);
        }
      n++;
    }
  g_assert_cmpint (n, ==, 9);
}

/* What each file says (10.1-10.6): forces, maps, victory conditions. */
static void
test_conditions (void)
{
  static const struct {
    const char *file;
    int tiles, turn_limit;
    int home[2], units[2], pp[2], win[2], bonus[2];
    VicForces forces;
  } expect[] = {
    { "quick-start.vicscn", 2, 0, { 1, 2 }, { 20, 20 }, { 80, 80 }, { 15, 15 }, { 0, 0 }, VIC_FORCES_RANDOM },
    { "custom-forces.vicscn", 2, 0, { 1, 2 }, { 20, 20 }, { 80, 80 }, { 15, 15 }, { 0, 0 }, VIC_FORCES_CUSTOM },
    { "sleeping-giant.vicscn", 2, 0, { 1, 2 }, { 20, 12 }, { 80, 48 }, { 15, 15 }, { 0, 1 }, VIC_FORCES_RANDOM },
    { "two-front-war.vicscn", 3, 0, { 2, 5 }, { 20, 20 }, { 80, 80 }, { 20, 25 }, { 0, 0 }, VIC_FORCES_RANDOM },
    { "commanders.vicscn", 4, 0, { 5, 10 }, { 40, 40 }, { 80, 80 }, { 30, 30 }, { 0, 0 }, VIC_FORCES_RANDOM },
    { "commanders-ten-turns.vicscn", 4, 10, { 5, 10 }, { 40, 40 }, { 80, 80 }, { 30, 30 }, { 0, 0 }, VIC_FORCES_RANDOM },
    { "ten-turns.vicscn", 2, 10, { 1, 2 }, { 20, 20 }, { 80, 80 }, { 15, 15 }, { 0, 0 }, VIC_FORCES_RANDOM },
    { "four-powers.vicscn", 4, 10, { 1, 2 }, { 40, 40 }, { 160, 160 }, { 30, 30 }, { 0, 0 }, VIC_FORCES_RANDOM },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      VicScenario sc = { 0 };
      g_autoptr(VicGame) game = load (expect[i].file, 3, &sc);

      g_assert_cmpint (sc.map->n_tiles, ==, expect[i].tiles);
      g_assert_cmpint (sc.options.turn_limit, ==, expect[i].turn_limit);
      for (int p = 0; p < 2; p++)
        {
          g_assert_cmpint (sc.options.home_tiles[p], ==, expect[i].home[p]);
          g_assert_cmpint (sc.options.forces[p], ==, expect[i].forces);
          if (expect[i].forces == VIC_FORCES_RANDOM)
            g_assert_cmpint (sc.options.force_units[p], ==, expect[i].units[p]);
          else
            g_assert_cmpint (sc.options.force_pp[p], ==, expect[i].pp[p]);
          g_assert_cmpint (sc.options.home_bonus[p], ==, expect[i].bonus[p]);
          g_assert_cmpint (vic_game_win_pp (game, p), ==, expect[i].win[p]);
          /* Each player starts with his maps' Cities (1.2): 10 PP a map. */
          g_assert_cmpint (vic_game_controlled_pp (game, p), ==, 10 * __builtin_popcount (expect[i].home[p]));
        }
      vic_scenario_clear (&sc);
    }
}

/* A scenario's map file lies in its own folder: a path is refused. */
static void
test_map_file_names (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vic-bundled-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "s.vicscn", NULL);
  static const char *const bad[] = { "../two-maps.vicmap", "/etc/x.vicmap", ".hidden.vicmap", "none.vicmap" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Scenario]\nMap=%s\n", bad[i]);
      VicScenario sc = { 0 };
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      g_assert_false (vic_scenario_load_file (path, &sc, &error));
      g_assert_nonnull (strstr (error->message, "[Scenario] Map"));
      vic_scenario_clear (&sc);
    }
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory/10.0/bundled-scenarios-play", test_every_scenario);
  g_test_add_func ("/victory/10.6/bundled-scenario-conditions", test_conditions);
  g_test_add_func ("/victory/10.0/scenario-map-file-in-its-folder", test_map_file_names);
  return g_test_run ();
}
