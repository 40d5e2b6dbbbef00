/* test-save.c: saved games (docs/file-format.md): round trips, continuing a
 * loaded game, atomic files, and damaged files that must fail cleanly. */
#include "vik-game.h"
#include "vik-save.h"

#include <glib/gstdio.h>
#include <string.h>

/* Plays up to n random legal actions; FALSE when the game stopped (over, or nothing legal). */
static gboolean
play_random (VikGame *game, GRand *rand, int n)
{
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  gboolean going = TRUE;

  for (int i = 0; i < n && going; i++)
    {
      GError *error = NULL;
      g_array_set_size (legal, 0);
      if (!vik_game_is_over (game))
        vik_game_legal_actions (game, legal);
      if (legal->len == 0)
        going = FALSE;
      else if (!vik_game_apply (game, &g_array_index (legal, VikAction, g_rand_int_range (rand, 0, legal->len)),
                                &error))
        g_error ("a legal action was refused: %s", error->message);
    }
  g_array_unref (legal);
  return going;
}

static VikGame *
new_game (int n_players, guint64 seed)
{
  VikGameOptions options = { .n_players = n_players, .seed = seed };
  GError *error = NULL;
  VikGame *game = vik_game_new (&options, &error);

  g_assert_no_error (error);
  return game;
}

static VikGame *
reload (const VikGame *game)
{
  gsize length;
  char *data = vik_game_save_to_data (game, &length);
  GError *error = NULL;
  VikGame *copy = vik_game_load_from_data (data, length, "test.vik", &error);

  if (copy == NULL)
    g_error ("a fresh save does not load: %s\n%s", error->message, data);
  g_free (data);
  return copy;
}

static void
assert_round_trip (const VikGame *game)
{
  gsize l1, l2;
  char *d1 = vik_game_save_to_data (game, &l1);
  VikGame *copy = reload (game);
  char *d2 = vik_game_save_to_data (copy, &l2);

  g_assert_cmpstr (d1, ==, d2);
  g_assert_cmpuint (l1, ==, l2);
  if (!vik_game_equal (game, copy))
    g_error ("load (save (g)) differs from g:\n%s", d1);
  g_free (d1);
  g_free (d2);
  vik_game_free (copy);
}

static void
test_round_trip (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      VikGame *game = new_game (2 + seed % 3, seed * 7);
      GRand *rand = g_rand_new_with_seed (seed);
      gboolean going = TRUE;

      assert_round_trip (game);
      for (int round = 0; round < 120 && going; round++)
        {
          going = play_random (game, rand, 1 + g_rand_int_range (rand, 0, 12));
          assert_round_trip (game);
        }
      g_rand_free (rand);
      vik_game_free (game);
    }
}

/* A loaded game goes on exactly like the original. */
static void
test_continue (void)
{
  for (guint64 seed = 11; seed <= 14; seed++)
    {
      VikGame *game = new_game (2, seed);
      GRand *rand = g_rand_new_with_seed (seed);
      VikGame *copy;

      play_random (game, rand, 20 + seed);
      copy = reload (game);
      for (int i = 0; i < 60; i++)
        {
          guint32 state = g_rand_int (rand);
          GRand *r1 = g_rand_new_with_seed (state);
          GRand *r2 = g_rand_new_with_seed (state);
          gboolean a = play_random (game, r1, 1);
          gboolean b = play_random (copy, r2, 1);
          g_assert_cmpint (a, ==, b);
          g_assert_true (vik_game_equal (game, copy));
          g_rand_free (r1);
          g_rand_free (r2);
          if (!a)
            break;
        }
      vik_game_free (copy);
      g_rand_free (rand);
      vik_game_free (game);
    }
}

static void
test_file (void)
{
  GError *error = NULL;
  char *dir = g_dir_make_tmp ("vik-save-XXXXXX", &error);
  char *path = g_build_filename (dir, "game.vik", NULL);
  char *bad = g_build_filename (path, "inside-a-file.vik", NULL);
  VikGame *game = new_game (2, 99);
  GRand *rand = g_rand_new_with_seed (99);
  VikGame *loaded;
  char *before, *after;
  GDir *d;
  int n_files = 0;

  g_assert_no_error (error);
  g_assert_true (vik_game_save (game, path, &error));
  g_assert_no_error (error);
  loaded = vik_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (game, loaded));
  vik_game_free (loaded);

  /* Saving over the file replaces it. */
  play_random (game, rand, 15);
  g_assert_true (vik_game_save (game, path, &error));
  loaded = vik_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (game, loaded));
  vik_game_free (loaded);

  /* A failed save leaves the old file as it was. */
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  play_random (game, rand, 15);
  g_assert_false (vik_game_save (game, bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  /* No temporary files are left behind. */
  d = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (d) != NULL)
    n_files++;
  g_dir_close (d);
  g_assert_cmpint (n_files, ==, 1);

  /* A missing file. */
  g_assert_null (vik_game_load (bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_unlink (path);
  g_rmdir (dir);
  g_free (before);
  g_free (after);
  g_free (bad);
  g_free (path);
  g_free (dir);
  g_rand_free (rand);
  vik_game_free (game);
}

/* A real save of a game under way, as a GKeyFile to damage. */
static char *
sample_save (gsize *length)
{
  VikGame *game = new_game (2, 5);
  GRand *rand = g_rand_new_with_seed (5);
  char *data;

  play_random (game, rand, 40);
  data = vik_game_save_to_data (game, length);
  g_rand_free (rand);
  vik_game_free (game);
  return data;
}

static void
assert_load_fails (GKeyFile *kf, int code, const char *part1, const char *part2)
{
  gsize length;
  char *data = g_key_file_to_data (kf, &length, NULL);
  GError *error = NULL;
  VikGame *game = vik_game_load_from_data (data, length, "game.vik", &error);

  if (game != NULL)
    g_error ("a damaged file loaded:\n%s", data);
  g_assert_error (error, VIK_SAVE_ERROR, code);
  g_assert_nonnull (strstr (error->message, "game.vik"));
  if (part1 && strstr (error->message, part1) == NULL)
    g_error ("“%s” does not name “%s”", error->message, part1);
  if (part2 && strstr (error->message, part2) == NULL)
    g_error ("“%s” does not name “%s”", error->message, part2);
  g_clear_error (&error);
  g_free (data);
}

static GKeyFile *
sample_key_file (void)
{
  gsize length;
  char *data = sample_save (&length);
  GKeyFile *kf = g_key_file_new ();

  g_assert_true (g_key_file_load_from_data (kf, data, length, G_KEY_FILE_KEEP_COMMENTS, NULL));
  g_free (data);
  return kf;
}

static void
test_damaged (void)
{
  GKeyFile *kf;
  GError *error = NULL;

  kf = sample_key_file ();
  g_key_file_remove_group (kf, "Game", NULL);
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Game]", NULL);
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_integer (kf, "Game", "FormatVersion", 99);
  assert_load_fails (kf, VIK_SAVE_ERROR_VERSION, "99", NULL);
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "Player0", "Capital", "z9");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Player0] Capital", "z9");
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "Units", "Count", "1");
  g_key_file_set_string (kf, "Units", "Unit0", "I 0 z9 2 0 - 0 0 - -");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Units] Unit0", "z9");
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "Units", "Count", "-1");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Units] Count", "-1");
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "Units", "Count", "100000");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Units] Count", NULL);
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "Player1", "Reserve", "1,-2,0,0");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Player1] Reserve", "-2");
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "State", "Pile", "WPGXM");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[State] Pile", "X");
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "State", "Current", "5");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[State] Current", NULL);
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "State", "Phase", "dancing");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[State] Phase", "dancing");
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_remove_key (kf, "State", "Turn", NULL);
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[State] Turn", NULL);
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "Hexes", "Terrain", "WWW");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Hexes] Terrain", NULL);
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "History", "Actions", "end;I c4-z9");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[History] Actions", "z9");
  g_key_file_free (kf);

  kf = sample_key_file ();
  g_key_file_set_string (kf, "Game", "Radius", "40");
  assert_load_fails (kf, VIK_SAVE_ERROR_INVALID, "[Game] Radius", NULL);
  g_key_file_free (kf);

  /* Not a key file at all: GKeyFile's message, after the file name. */
  g_assert_null (vik_game_load_from_data ("just some text\n", -1, "game.vik", &error));
  g_assert_error (error, VIK_SAVE_ERROR, VIK_SAVE_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "game.vik: "));
  g_clear_error (&error);
  g_assert_null (vik_game_load_from_data ("", 0, "game.vik", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
}

static void
try_load (const char *data, gsize length)
{
  GError *error = NULL;
  VikGame *game = vik_game_load_from_data (data, length, "fuzz.vik", &error);

  if (game == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == VIK_SAVE_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_clear_error (&error);
    }
  else
    {
      g_assert_no_error (error);
      vik_game_free (game);
    }
}

static void
test_truncated (void)
{
  gsize length;
  char *data = sample_save (&length);

  for (gsize cut = 0; cut < length; cut += 1 + cut / 50)
    {
      char *part = g_strndup (data, cut);
      try_load (part, cut);
      g_free (part);
    }
  g_free (data);
}

static void
test_mutations (void)
{
  gsize length;
  char *data = sample_save (&length);
  GRand *rand = g_rand_new_with_seed (77);
  static const char interesting[] = "0123456789-,;:=[]\n abcdefghijklmnopqrstuvwxyzIACFWPGMT\xff";
  int loaded = 0;

  for (int i = 0; i < 3000; i++)
    {
      char *copy = g_memdup2 (data, length + 1);
      int n = 1 + g_rand_int_range (rand, 0, 3);

      for (int k = 0; k < n; k++)
        {
          gsize at = g_rand_int_range (rand, 0, length);
          if (g_rand_boolean (rand))
            copy[at] = interesting[g_rand_int_range (rand, 0, sizeof interesting - 1)];
          else
            copy[at] = (char) g_rand_int_range (rand, 1, 256);
        }
      {
        GError *error = NULL;
        VikGame *game = vik_game_load_from_data (copy, length, "fuzz.vik", &error);
        if (game != NULL)
          {
            loaded++;
            vik_game_free (game);
          }
        else
          {
            g_assert_nonnull (error);
            g_clear_error (&error);
          }
      }
      g_free (copy);
    }
  /* Some flips (in names, comments or equivalent spellings) still load. */
  g_test_message ("%d of 3000 mutated files loaded", loaded);
  g_rand_free (rand);
  g_free (data);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A GLib critical or warning while loading a damaged file is a failure. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_test_add_func ("/save/round-trip", test_round_trip);
  g_test_add_func ("/save/continue", test_continue);
  g_test_add_func ("/save/file", test_file);
  g_test_add_func ("/save/damaged", test_damaged);
  g_test_add_func ("/save/truncated", test_truncated);
  g_test_add_func ("/save/mutations", test_mutations);
  return g_test_run ();
}
