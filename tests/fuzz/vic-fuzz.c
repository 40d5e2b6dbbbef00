/* vic-fuzz.c: the Victory formats through the fuzz checks (see vik-fuzz.h):
 * a save loads into a game that holds the invariants, plays on, saves and
 * reloads to an equal game and the same bytes; a map reloads from its own
 * save to the same bytes; a scenario that loads sets up a game that plays on
 * and saves the same way. */
#include "config.h"

#include "vic-fuzz.h"
#include "vic-map.h"
#include "vic-save.h"
#include "vic-scenario.h"
#include "vik-rng.h"

#include <string.h>

#define FUZZ_STREAM 0x56494346ULL /* "VICF": the chooser's stream */
#define FUZZ_NAME "<fuzz>"

static gboolean
fail (GString *why, const char *what, const GError *error)
{
  g_string_append (why, what);
  if (error != NULL)
    g_string_append_printf (why, ": %s", error->message);
  return FALSE;
}

static gboolean
game_round_trip (const VicGame *game, const char *stage, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VicGame) again = NULL;
  g_autofree char *first = NULL, *second = NULL;
  gsize first_len, second_len;

  first = vic_game_save_to_data (game, &first_len);
  again = vic_game_load_from_data (first, first_len, FUZZ_NAME, &error);
  if (again == NULL)
    {
      g_string_append_printf (why, "%s: ", stage);
      return fail (why, "the game's own save does not load", error);
    }
  if (!vic_game_equal (game, again))
    return fail (why, "the reloaded game differs from the saved one", NULL);
  second = vic_game_save_to_data (again, &second_len);
  if (first_len != second_len || memcmp (first, second, first_len) != 0)
    return fail (why, "the reloaded game saves to other bytes", NULL);
  return TRUE;
}

/* Plays on a few seeded legal actions with the invariants after each. */
static gboolean
check_game (VicGame *game, guint64 seed, GString *why)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  g_autoptr (GError) error = NULL;
  VikRng rng;

  if (!vic_game_check_invariants (game, &error))
    return fail (why, "a loaded game breaks an invariant", error);
  if (!game_round_trip (game, "as loaded", why))
    return FALSE;
  vik_rng_seed (&rng, seed, FUZZ_STREAM);
  for (int i = 0; i < VIK_FUZZ_PLAY_ON && !vic_game_is_over (game); i++)
    {
      VicAction a;
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      if (legal->len == 0)
        return fail (why, "a game not over has no legal action", NULL);
      a = g_array_index (legal, VicAction, vik_rng_below (&rng, legal->len));
      if (!vic_game_apply (game, &a, &error))
        return fail (why, "a listed action is refused", error);
      if (!vic_game_check_invariants (game, &error))
        return fail (why, "playing on broke an invariant", error);
    }
  return game_round_trip (game, "after playing on", why);
}

static guint64
hash_bytes (const guint8 *data, gsize size)
{
  guint64 h = 0xcbf29ce484222325ULL;

  for (gsize i = 0; i < size; i++)
    h = (h ^ data[i]) * 0x100000001b3ULL;
  return h;
}

static gboolean
fuzz_save (const guint8 *data, gsize size, GString *why)
{
  g_autoptr (VicGame) game = vic_game_load_from_data ((const char *) data, size, FUZZ_NAME, NULL);

  return game == NULL || check_game (game, hash_bytes (data, size), why);
}

static gboolean
fuzz_map (const guint8 *data, gsize size, GString *why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (VicMap) map = vic_map_load_data ((const char *) data, size, FUZZ_NAME, NULL);
  g_autoptr (VicMap) again = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new (), kf2 = g_key_file_new ();
  g_autofree char *first = NULL, *second = NULL;
  gsize first_len, second_len;

  if (map == NULL)
    return TRUE;
  vic_map_save_keyfile (map, kf);
  first = g_key_file_to_data (kf, &first_len, NULL);
  again = vic_map_load_data (first, first_len, FUZZ_NAME, &error);
  if (again == NULL)
    return fail (why, "the map's own save does not load", error);
  vic_map_save_keyfile (again, kf2);
  second = g_key_file_to_data (kf2, &second_len, NULL);
  if (first_len != second_len || memcmp (first, second, first_len) != 0)
    return fail (why, "the reloaded map saves to other bytes", NULL);
  return TRUE;
}

static gboolean
fuzz_scenario (const guint8 *data, gsize size, GString *why)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (VicGame) game = NULL;
  VicScenario sc = { 0 };
  gboolean ok;

  /* a scenario naming a map file reads none: it has no folder here */
  if (!g_key_file_load_from_data (kf, (const char *) data, size, G_KEY_FILE_NONE, NULL)
      || !vic_scenario_load_keyfile (kf, FUZZ_NAME, &sc, NULL))
    {
      vic_scenario_clear (&sc);
      return TRUE;
    }
  game = vic_scenario_new_game (&sc, hash_bytes (data, size), NULL);
  vic_scenario_clear (&sc);
  ok = game == NULL || check_game (game, hash_bytes (data, size), why);
  return ok;
}

gboolean
vic_fuzz_one (VikFuzzFormat format, const guint8 *data, gsize size, GString *why)
{
  switch (format)
    {
    case VIK_FUZZ_VIC_SAVE: return fuzz_save (data, size, why);
    case VIK_FUZZ_VIC_MAP: return fuzz_map (data, size, why);
    case VIK_FUZZ_VIC_SCENARIO: return fuzz_scenario (data, size, why);
    default: return TRUE;
    }
}
