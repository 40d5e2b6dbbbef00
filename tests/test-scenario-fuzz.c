/* test-scenario-fuzz.c: the loaders fed mutated versions of the bundled files
 * (flipped bytes, cut lines, wrong types, huge numbers, deleted keys): every
 * one loads or is refused with a GError; none crashes or leaks (CI runs this
 * under AddressSanitizer).  What loads is validated and, without errors, set
 * up as a game whose invariants must hold. */
#include "config.h"

#include "vik-rng.h"
#include "vik-scenario.h"

#include <string.h>

#define MUTATIONS 10000

static const char *const bundled[] = {
  "duel.vikscn", "inner-sea.vikscn", "six-crowns.vikscn", "great-melee.vikscn",
};

static const char *const replacements[] = {
  "99999999999999999999999", "-1", "4294967296", "abc", "", "#zzzzzz", "z99", "e5:IIIIIIIIII",
  "movement", "setup", "0", "255", "256", "1e9", "\xff\xfe", "c3:F", ";;;", ",,,", "e5:Q", "v9.9",
};

/* One line of text split at '\n'; returns the number of lines. */
static char **
lines_of (const char *text, guint *n)
{
  char **lines = g_strsplit (text, "\n", -1);

  *n = g_strv_length (lines);
  return lines;
}

static char *
mutate (const char *original, VikRng *rng, gsize *length)
{
  GString *s = g_string_new (original);
  guint kind = vik_rng_below (rng, 6);

  switch (kind)
    {
    case 0: /* flipped bytes */
      for (guint i = 0, n = 1 + vik_rng_below (rng, 4); i < n && s->len > 0; i++)
        s->str[vik_rng_below (rng, s->len)] ^= 1u << vik_rng_below (rng, 8);
      break;
    case 1: /* cut: the file ends early */
      g_string_truncate (s, vik_rng_below (rng, s->len + 1));
      break;
    default:
      {
        guint n;
        g_auto (GStrv) lines = lines_of (original, &n);
        guint victim = vik_rng_below (rng, n);
        char *eq = strchr (lines[victim], '=');

        g_string_truncate (s, 0);
        for (guint i = 0; i < n; i++)
          {
            if (i == victim)
              {
                if (kind == 2) /* a deleted key or line */
                  continue;
                if (eq != NULL && kind >= 3) /* a wrong type or a huge number */
                  {
                    g_string_append_len (s, lines[i], eq - lines[i] + 1);
                    g_string_append (s, replacements[vik_rng_below (rng, G_N_ELEMENTS (replacements))]);
                    g_string_append_c (s, '\n');
                    continue;
                  }
              }
            g_string_append (s, lines[i]);
            if (lines[i + 1] != NULL)
              g_string_append_c (s, '\n');
          }
        break;
      }
    }
  *length = s->len;
  return g_string_free (s, FALSE);
}

static void
test_fuzz (void)
{
  char *originals[G_N_ELEMENTS (bundled) + 1];
  VikRng rng;
  int loaded = 0, refused = 0, games = 0;

  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", bundled[i], NULL);
      g_assert_true (g_file_get_contents (path, &originals[i], NULL, NULL));
    }
  {
    /* A map file too, from the first scenario's map. */
    g_autoptr (VikScenario) sc = vik_scenario_load_from_data (originals[0], strlen (originals[0]), "duel", NULL, NULL);
    gsize len;
    g_assert_nonnull (sc);
    originals[G_N_ELEMENTS (bundled)] = vik_map_save_to_data (sc->map, &len);
  }

  vik_rng_seed (&rng, 20240601, 3);
  for (int i = 0; i < MUTATIONS; i++)
    {
      guint which = vik_rng_below (&rng, G_N_ELEMENTS (originals));
      gsize length;
      g_autofree char *data = mutate (originals[which], &rng, &length);
      g_autoptr (GError) error = NULL;

      if (which == G_N_ELEMENTS (bundled))
        {
          VikMap *map = vik_map_load_from_data (data, length, "fuzz.vikmap", &error);
          g_assert_true ((map == NULL) == (error != NULL));
          if (map != NULL)
            {
              g_autoptr (GPtrArray) problems = vik_problems_new ();
              vik_map_validate (map, problems);
              loaded++;
            }
          else
            refused++;
          vik_map_free (map);
          continue;
        }
      {
        VikScenario *sc = vik_scenario_load_from_data (data, length, "fuzz.vikscn", NULL, &error);
        g_assert_true ((sc == NULL) == (error != NULL));
        if (sc == NULL)
          {
            g_assert_nonnull (strstr (error->message, "fuzz.vikscn"));
            refused++;
            continue;
          }
        loaded++;
        /* Games only now and then: the fuzz is about the loaders. */
        if (i % 10 == 0)
          {
            VikGame *game = vik_scenario_new_game (sc, i, &error);
            g_assert_true ((game == NULL) == (error != NULL));
            if (game != NULL)
              {
                g_assert_true (vik_game_check_invariants (game, NULL));
                games++;
                vik_game_free (game);
              }
          }
        else
          {
            g_autoptr (GPtrArray) problems = vik_problems_new ();
            vik_scenario_validate (sc, problems);
          }
        vik_scenario_free (sc);
      }
    }
  g_test_message ("%d loaded, %d refused, %d games set up", loaded, refused, games);
  g_assert_cmpint (loaded + refused, ==, MUTATIONS);
  g_assert_cmpint (loaded, >, 0);
  g_assert_cmpint (refused, >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (originals); i++)
    g_free (originals[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scenario/fuzz/mutated-files", test_fuzz);
  return g_test_run ();
}
