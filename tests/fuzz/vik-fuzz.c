/* vik-fuzz.c: one fuzz input through load, invariants, play-on, save and reload.
 *
 * Everything is deterministic: the play-on choices and the scenario's pile come
 * from a hash of the input, so a finding replays from the file alone. */
#include "config.h"

#include "vik-fuzz.h"
#include "vic-fuzz.h"
#include "vik-rng.h"
#include "vik-save.h"
#include "vik-scenario.h"

#include <string.h>

/* The chooser's stream, distinct from the engine's own generator. */
#define FUZZ_STREAM 0x46555a5aULL /* "FUZZ" */
/* Scenarios may name a map file; in a folder that does not exist none is read,
 * whatever the path, so a run never depends on the machine's files. */
#define FUZZ_BASE_DIR "/nonexistent/viktory-fuzz"
#define FUZZ_NAME "<fuzz>"

const char *
vik_fuzz_format_name (VikFuzzFormat format)
{
  static const char *const names[] = { "save", "map", "scenario", "vic-save", "vic-map", "vic-scenario" };

  return names[format];
}

/* FNV-1a: the input's own seed. */
static guint64
hash_bytes (const guint8 *data, gsize size)
{
  guint64 h = 0xcbf29ce484222325ULL;

  for (gsize i = 0; i < size; i++)
    h = (h ^ data[i]) * 0x100000001b3ULL;
  return h;
}

static gboolean
fail (GString *why, const char *what, const GError *error)
{
  g_string_append (why, what);
  if (error != NULL)
    g_string_append_printf (why, ": %s", error->message);
  return FALSE;
}

static gboolean
same_bytes (const char *a, gsize a_len, const char *b, gsize b_len)
{
  return a_len == b_len && memcmp (a, b, a_len) == 0;
}

/* ---------------------------------------------------------------- games */

/* Saved, the game reloads to an equal game that saves to the same bytes;
 * `stage` says when, for the message. */
static gboolean
game_round_trip (const VikGame *game, const char *stage, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) again = NULL;
  g_autofree char *first = NULL, *second = NULL;
  gsize first_len, second_len;

  g_string_append_printf (why, "%s: ", stage);
  first = vik_game_save_to_data (game, &first_len);
  again = vik_game_load_from_data (first, first_len, FUZZ_NAME, &error);
  if (again == NULL)
    return fail (why, "the game's own save does not load", error);
  if (!vik_game_equal (game, again))
    return fail (why, "the reloaded game differs from the saved one", NULL);
  second = vik_game_save_to_data (again, &second_len);
  if (!same_bytes (first, first_len, second, second_len))
    return fail (why, "the reloaded game saves to other bytes", NULL);
  g_string_truncate (why, 0);
  return TRUE;
}

/* A few seeded legal actions, the invariants after each. */
static gboolean
play_on (VikGame *game, guint64 seed, GString *why)
{
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autoptr (GError) error = NULL;
  VikRng rng;

  vik_rng_seed (&rng, seed, FUZZ_STREAM);
  for (int i = 0; i < VIK_FUZZ_PLAY_ON && !vik_game_is_over (game); i++)
    {
      VikAction action;

      g_array_set_size (actions, 0);
      vik_game_legal_actions (game, actions);
      if (actions->len == 0)
        return fail (why, "no legal action although the game is not over", NULL);
      action = g_array_index (actions, VikAction, vik_rng_below (&rng, actions->len));
      if (!vik_game_apply (game, &action, &error))
        return fail (why, "a listed legal action was refused", error);
      if (!vik_game_check_invariants (game, &error))
        return fail (why, "an invariant broke in play", error);
    }
  return TRUE;
}

/* A game that loaded or was set up: it holds, copies, plays on and saves. */
static gboolean
check_game (VikGame *game, guint64 seed, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) copy = NULL;

  if (!vik_game_check_invariants (game, &error))
    return fail (why, "a loaded game breaks an invariant", error);
  copy = vik_game_copy (game);
  if (!vik_game_equal (game, copy))
    return fail (why, "a copy of the game differs from it", NULL);
  return game_round_trip (game, "as loaded", why)
      && play_on (game, seed, why)
      && game_round_trip (game, "after play", why);
}

static gboolean
fuzz_save (const guint8 *data, gsize size, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) game = vik_game_load_from_data ((const char *) data, size, FUZZ_NAME, &error);

  if (game == NULL)
    return TRUE;
  return check_game (game, hash_bytes (data, size), why);
}

/* ---------------------------------------------------------------- maps */

static gboolean
map_round_trip (const VikMap *map, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikMap) again = NULL;
  g_autofree char *first = NULL, *second = NULL;
  gsize first_len, second_len;

  first = vik_map_save_to_data (map, &first_len);
  again = vik_map_load_from_data (first, first_len, FUZZ_NAME, &error);
  if (again == NULL)
    return fail (why, "the map's own save does not load", error);
  if (!vik_map_equal (map, again))
    return fail (why, "the reloaded map differs from the saved one", NULL);
  second = vik_map_save_to_data (again, &second_len);
  if (!same_bytes (first, first_len, second, second_len))
    return fail (why, "the reloaded map saves to other bytes", NULL);
  return TRUE;
}

/* A scenario without rule errors sets up a game that plays on and saves. */
static gboolean
check_scenario_game (const VikScenario *sc, guint64 seed, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) game = NULL;

  if (!vik_scenario_check (sc, FUZZ_NAME, NULL))
    return TRUE;
  game = vik_scenario_new_game (sc, seed, &error);
  if (game == NULL)
    return fail (why, "a scenario without rule errors does not set up a game", error);
  return check_game (game, seed, why);
}

static gboolean
fuzz_map (const guint8 *data, gsize size, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikMap) map = vik_map_load_from_data ((const char *) data, size, FUZZ_NAME, &error);
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (VikScenario) sc = NULL;

  if (map == NULL)
    return TRUE;
  if (!map_round_trip (map, why))
    return FALSE;
  problems = vik_problems_new ();
  vik_map_validate (map, problems);
  if (vik_problems_count (problems, VIK_PROBLEM_ERROR) > 0)
    return TRUE;
  /* A map without errors is a scenario for its seats, pieces still to place. */
  sc = vik_scenario_new (map, map->n_groups);
  if (!vik_scenario_check (sc, FUZZ_NAME, &error))
    return fail (why, "a map without errors makes a scenario with errors", error);
  return check_scenario_game (sc, hash_bytes (data, size), why);
}

/* ---------------------------------------------------------------- scenarios */

static gboolean
scenario_round_trip (const VikScenario *sc, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikScenario) again = NULL;
  g_autofree char *first = NULL, *second = NULL;
  gsize first_len, second_len;

  first = vik_scenario_save_to_data (sc, &first_len);
  again = vik_scenario_load_from_data (first, first_len, FUZZ_NAME, FUZZ_BASE_DIR, &error);
  if (again == NULL)
    return fail (why, "the scenario's own save does not load", error);
  if (!vik_scenario_equal (sc, again))
    return fail (why, "the reloaded scenario differs from the saved one", NULL);
  second = vik_scenario_save_to_data (again, &second_len);
  if (!same_bytes (first, first_len, second, second_len))
    return fail (why, "the reloaded scenario saves to other bytes", NULL);
  return TRUE;
}

static gboolean
fuzz_scenario (const guint8 *data, gsize size, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VikScenario) sc = NULL;

  sc = vik_scenario_load_from_data ((const char *) data, size, FUZZ_NAME, FUZZ_BASE_DIR, &error);
  if (sc == NULL)
    return TRUE;
  return scenario_round_trip (sc, why)
      && check_scenario_game (sc, hash_bytes (data, size), why);
}

gboolean
vik_fuzz_one (VikFuzzFormat format, const guint8 *data, gsize size, char **why)
{
  GString *s = g_string_new (NULL);
  gboolean ok = FALSE;

  switch (format)
    {
    case VIK_FUZZ_SAVE: ok = fuzz_save (data, size, s); break;
    case VIK_FUZZ_MAP: ok = fuzz_map (data, size, s); break;
    case VIK_FUZZ_SCENARIO: ok = fuzz_scenario (data, size, s); break;
    case VIK_FUZZ_VIC_SAVE:
    case VIK_FUZZ_VIC_MAP:
    case VIK_FUZZ_VIC_SCENARIO: ok = vic_fuzz_one (format, data, size, s); break;
    }
  if (ok)
    {
      g_string_free (s, TRUE);
      return TRUE;
    }
  *why = g_string_free (s, FALSE);
  return FALSE;
}
