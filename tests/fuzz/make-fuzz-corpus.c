/* make-fuzz-corpus.c: writes the fuzz seed corpus (tests/fuzz/corpus/) from the
 * engine itself: new games of 2-8 players and seeded playouts saved at several
 * stages, maps of every size and the bundled scenarios' maps, and scenarios
 * (the bundled ones, then fresh ones on those maps).  Deterministic: running it
 * again writes the same files.
 *
 *   build/tests/fuzz/make-fuzz-corpus tests/fuzz/corpus data/scenarios */
#include "config.h"

#include "vik-policy.h"
#include "vik-save.h"
#include "vik-scenario.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CORPUS_STREAM 0x434f52505553ULL /* "CORPUS" */

static const char *const bundled[] = {
  "duel.vikscn", "inner-sea.vikscn", "six-crowns.vikscn", "great-melee.vikscn",
};
/* The actions after which a playout is saved. */
static const int stages[] = { 0, 12, 60, 250, 1000 };

static void
write_file (const char *dir, const char *format, const char *name, const char *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *folder = g_build_filename (dir, format, NULL);
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_mkdir_with_parents (folder, 0755);
  if (!g_file_set_contents (path, data, length, &error))
    g_error ("%s", error->message);
}

/* Plays `game` on with the aggressive policy, saving it at each stage. */
static void
play_and_save (VikGame *game, guint64 seed, const char *dir, const char *prefix)
{
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;
  int played = 0;

  vik_rng_seed (&rng, seed, CORPUS_STREAM);
  for (guint s = 0; s < G_N_ELEMENTS (stages); s++)
    {
      g_autofree char *name = NULL, *data = NULL;
      gsize length;

      for (; played < stages[s] && !vik_game_is_over (game); played++)
        {
          g_autoptr (GError) error = NULL;
          VikAction action;

          g_array_set_size (actions, 0);
          vik_game_legal_actions (game, actions);
          g_assert (actions->len > 0);
          action = g_array_index (actions, VikAction,
                                  vik_policy_choose (VIK_POLICY_AGGRESSIVE, game,
                                                     (const VikAction *) actions->data,
                                                     actions->len, &rng));
          if (!vik_game_apply (game, &action, &error))
            g_error ("%s", error->message);
        }
      name = g_strdup_printf ("%s-%03d.viksave", prefix, played);
      data = vik_game_save_to_data (game, &length);
      write_file (dir, "save", name, data, length);
      if (vik_game_is_over (game))
        break;
    }
}

static const guint victories[] = {
  VIK_VICTORY_STANDARD, VIK_VICTORY_SHORTER, VIK_VICTORY_RACE,
  VIK_VICTORY_DOOMSDAY, VIK_VICTORY_STANDARD | VIK_VICTORY_DOOMSDAY,
};

static void
new_games (const char *dir)
{
  for (int players = 2; players <= VIK_MAX_PLAYERS; players++)
    {
      VikGameOptions options = { 0 };
      g_autoptr (GError) error = NULL;
      g_autoptr (VikGame) game = NULL;
      g_autofree char *prefix = g_strdup_printf ("game-%dp", players);

      options.n_players = players;
      options.seed = 1000 + players;
      /* Every victory condition appears somewhere in the corpus. */
      options.victory = victories[players % G_N_ELEMENTS (victories)];
      if ((game = vik_game_new (&options, &error)) == NULL)
        g_error ("%s", error->message);
      play_and_save (game, options.seed, dir, prefix);
    }
}

static void
fresh_maps (const char *dir)
{
  for (int radius = 2; radius <= VIK_MAX_RADIUS; radius++)
    {
      int players = CLAMP (radius - 1, 2, VIK_MAX_PLAYERS);
      g_autoptr (VikMap) map = vik_map_new (radius, players);
      g_autofree char *name = g_strdup_printf ("new-r%d-%dp.vikmap", radius, players);
      g_autofree char *data = NULL;
      gsize length;

      g_autoptr (VikScenario) sc = vik_scenario_new (map, players);
      g_autofree char *sc_data = NULL;

      data = vik_map_save_to_data (map, &length);
      write_file (dir, "map", name, data, length);
      g_free (name);
      name = g_strdup_printf ("new-r%d-%dp.vikscn", radius, players);
      sc_data = vik_scenario_save_to_data (sc, &length);
      write_file (dir, "scenario", name, sc_data, length);
    }
}

static void
from_scenarios (const char *dir, const char *scenario_dir)
{
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *path = g_build_filename (scenario_dir, bundled[i], NULL);
      g_autofree char *base = g_strndup (bundled[i], strlen (bundled[i]) - strlen (VIK_SCENARIO_EXTENSION));
      g_autoptr (VikScenario) sc = vik_scenario_load (path, &error);
      g_autoptr (VikScenario) fresh = NULL;
      g_autoptr (VikGame) game = NULL;
      g_autofree char *map_data = NULL, *sc_data = NULL, *fresh_data = NULL, *name = NULL;
      gsize length;

      if (sc == NULL)
        g_error ("%s", error->message);
      /* The bundled file as it is, the map alone, and a fresh scenario on the map. */
      sc_data = vik_scenario_save_to_data (sc, &length);
      name = g_strdup_printf ("%s.vikscn", base);
      write_file (dir, "scenario", name, sc_data, length);
      map_data = vik_map_save_to_data (sc->map, &length);
      g_free (name);
      name = g_strdup_printf ("%s.vikmap", base);
      write_file (dir, "map", name, map_data, length);
      fresh = vik_scenario_new (sc->map, sc->map->n_groups);
      fresh_data = vik_scenario_save_to_data (fresh, &length);
      g_free (name);
      name = g_strdup_printf ("%s-fresh.vikscn", base);
      write_file (dir, "scenario", name, fresh_data, length);

      /* Games set up by the scenario, saved as they are played. */
      if ((game = vik_scenario_new_game (sc, 2000 + i, &error)) == NULL)
        g_error ("%s", error->message);
      g_free (name);
      name = g_strdup_printf ("scenario-%s", base);
      play_and_save (game, 2000 + i, dir, name);
    }
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: %s CORPUS-DIR SCENARIO-DIR\n", argv[0]);
      return EXIT_FAILURE;
    }
  new_games (argv[1]);
  fresh_maps (argv[1]);
  from_scenarios (argv[1], argv[2]);
  return EXIT_SUCCESS;
}
