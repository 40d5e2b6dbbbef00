/* test-key-writer.c: VikKeyWriter (src/common/vik-key-writer.h) writes the
 * bytes GKeyFile writes after the same calls, for values that need GKeyFile's
 * escapes (leading spaces and tabs, new lines, backslashes, list separators,
 * UTF-8), group comments of several lines, and a whole VIKTORY II save. */
#include "vik-key-writer.h"
#include "vik-game.h"
#include "vik-save.h"

#include <string.h>

static const char *const values[] = {
  "", "plain", " lead", "  two", "\tlead tab", "mid space", "trail ", "a\\b", "\\ lead", " \\ x",
  "new\nline", "\nfirst", "ret\rurn", "semi;colon", ";first", "a;;b", " ;  x", "tab\tin", "Ünïcode ☃",
  "#not a comment", "[not a group]", "key=value", "\\s", "end\\",
};

/* Every value alone, as a string, and every pair as a list, in two groups. */
static void
test_values (void)
{
  VikKeyWriter w;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *want = NULL, *got = NULL;
  gsize want_length, got_length;
  guint n = G_N_ELEMENTS (values);

  vik_key_writer_init (&w);
  vik_key_writer_group (&w, "Strings", NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *key = g_strdup_printf ("S%u", i);
      g_key_file_set_string (kf, "Strings", key, values[i]);
      vik_key_writer_string (&w, key, values[i]);
    }
  vik_key_writer_group (&w, "Strings", NULL);   /* the same group: goes on */
  g_key_file_set_integer (kf, "Strings", "Negative", -42);
  vik_key_writer_int (&w, "Negative", -42);
  g_key_file_set_uint64 (kf, "Strings", "Big", G_MAXUINT64);
  vik_key_writer_uint64 (&w, "Big", G_MAXUINT64);
  vik_key_writer_group (&w, "Never", " a group without keys is not written");
  vik_key_writer_group (&w, "Lists", " first line\nsecond line\n\nafter an empty one");
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      {
        g_autofree char *key = g_strdup_printf ("L%u_%u", i, j);
        const char *list[] = { values[i], values[j] };
        g_key_file_set_string_list (kf, "Lists", key, list, 2);
        vik_key_writer_string_list (&w, key, list, 2);
      }
  g_key_file_set_string_list (kf, "Lists", "Empty", NULL, 0);
  vik_key_writer_string_list (&w, "Empty", NULL, 0);
  g_assert_true (g_key_file_set_comment (kf, "Lists", NULL, " first line\nsecond line\n\nafter an empty one", NULL));
  want = g_key_file_to_data (kf, &want_length, NULL);
  got = vik_key_writer_finish (&w, &got_length);
  g_assert_cmpstr (got, ==, want);
  g_assert_cmpuint (got_length, ==, want_length);
}

/* Into a GKeyFile that holds more: the groups and values as written, the
 * others kept, a value read back as it was given. */
static void
test_into_keyfile (void)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *read = NULL, *text = NULL;
  VikKeyWriter w;

  g_key_file_set_string (kf, "Scenario", "Name", "before");
  vik_key_writer_init (&w);
  vik_key_writer_group (&w, "Map", NULL);
  vik_key_writer_string (&w, "Name", " Two\\Maps;\n");
  vik_key_writer_group (&w, "Empty", NULL);
  vik_key_writer_group (&w, "Scenario", NULL);
  vik_key_writer_int (&w, "Players", 4);
  vik_key_writer_into_keyfile (&w, kf);
  read = g_key_file_get_string (kf, "Map", "Name", NULL);
  g_assert_cmpstr (read, ==, " Two\\Maps;\n");
  g_assert_cmpint (g_key_file_get_integer (kf, "Scenario", "Players", NULL), ==, 4);
  g_assert_false (g_key_file_has_group (kf, "Empty"));
  text = g_key_file_to_data (kf, NULL, NULL);
  g_assert_cmpstr (text, ==, "[Scenario]\nName=before\nPlayers=4\n\n[Map]\nName=\\sTwo\\\\Maps;\\n\n");
}

/* A save written by the writer (odd names in it) is read by GKeyFile to
 * the same names, and loaded and saved again to the same bytes. */
static void
test_save_round_trip (void)
{
  static const char *const names[] = { " Astrid", "Bjørn;the\\Bold", "\tCid\n", "Dag" };
  VikGameOptions options = { 0 };
  g_autoptr (GError) error = NULL;
  VikGame *game;
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));

  options.n_players = 4;
  options.seed = 77;
  for (int p = 0; p < 4; p++)
    options.names[p] = names[p];
  game = vik_game_new (&options, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 300 && !vik_game_is_over (game); i++)
    {
      g_autofree char *data = NULL, *again = NULL;
      g_autoptr (GKeyFile) kf = g_key_file_new ();
      VikGame *loaded;
      gsize length, again_length;

      data = vik_game_save_to_data (game, &length);
      g_assert_true (g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL));
      loaded = vik_game_load_from_data (data, length, "test", &error);
      g_assert_no_error (error);
      again = vik_game_save_to_data (loaded, &again_length);
      g_assert_cmpstr (again, ==, data);
      vik_game_free (loaded);
      if (i == 0)
        {
          g_auto (GStrv) read = g_key_file_get_string_list (kf, "Game", "Names", NULL, NULL);
          g_assert_cmpuint (g_strv_length (read), ==, 4);
          for (int p = 0; p < 4; p++)
            g_assert_cmpstr (read[p], ==, names[p]);
        }
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction, (guint) (i * 7919) % legal->len), NULL));
    }
  g_array_unref (legal);
  vik_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/key-writer/gkeyfile-bytes", test_values);
  g_test_add_func ("/key-writer/into-keyfile", test_into_keyfile);
  g_test_add_func ("/key-writer/save-round-trip", test_save_round_trip);
  return g_test_run ();
}
