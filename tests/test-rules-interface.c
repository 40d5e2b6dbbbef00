/* test-rules-interface.c: VIKTORY II driven only through the game-neutral
 * VikRules table (src/common/vik-rules.h): whole games, notation both ways,
 * saves, views, equality with the engine's own API. */
#include "vik-rules-viktory.h"
#include "vik-game.h"
#include "vik-policy.h"
#include "vik-rng.h"

#include <string.h>

#define MAX_STEPS 40000

static const VikRules *
rules (void)
{
  return vik_rules_viktory2 ();
}

/* Options by key file, like a network lobby or the CLI would give them. */
static gpointer
new_game (int n_players, guint64 seed)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  gpointer game;

  g_key_file_set_integer (kf, "Game", "Players", n_players);
  g_key_file_set_integer (kf, "Game", "FirstPlayer", 0);
  game = rules ()->new_game (kf, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* One whole game, chosen by the aggressive policy (it only picks an index):
 * every step goes through the interface; the same actions applied with the
 * engine's own API give an equal game. */
static void
play_whole_game (int n_players, guint64 seed)
{
  const VikRules *r = rules ();
  gpointer game = new_game (n_players, seed);
  VikGameOptions o = { .n_players = n_players, .seed = seed, .first_player = 0 };
  g_autoptr(VikGame) twin = vik_game_new (&o, NULL);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  GArray *own = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;
  double scores[8], sum = 0;
  int steps = 0;

  vik_rng_seed (&rng, seed, 7);
  g_assert_cmpint (r->n_players (game), ==, n_players);
  while (!r->is_over (game) && steps < MAX_STEPS)
    {
      guint n, pick;
      VikAnyAction chosen;
      g_autofree char *text = NULL;
      VikAnyAction parsed;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (r->decider (game), >=, 0);
      g_assert_cmpint (r->decider (game), <, n_players);
      g_array_set_size (legal, 0);
      n = r->legal (game, legal);
      g_assert_cmpuint (n, ==, legal->len);
      g_assert_cmpuint (n, >, 0);
      g_array_set_size (own, n);
      for (guint i = 0; i < n; i++)
        memcpy (&g_array_index (own, VikAction, i), g_array_index (legal, VikAnyAction, i).bytes,
                sizeof (VikAction));
      pick = vik_policy_choose (VIK_POLICY_AGGRESSIVE, twin, (VikAction *) own->data, n, &rng);
      chosen = g_array_index (legal, VikAnyAction, pick);

      /* The notation names the same action both ways. */
      text = r->to_text (game, &chosen);
      g_assert_true (r->from_text (game, text, &parsed, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (parsed.bytes, sizeof parsed.bytes, chosen.bytes, sizeof chosen.bytes);

      g_assert_true (r->apply (game, &chosen, &error));
      g_assert_no_error (error);
      g_assert_true (vik_game_apply_text (twin, text, &error));
      g_assert_no_error (error);
      steps++;
      if (steps % 500 == 0)
        {
          g_assert_true (r->equal (game, twin));
          /* A save through the interface loads back to an equal game. */
          g_autoptr(GKeyFile) kf = r->save (game);
          g_autofree char *id = vik_rules_file_game_id (kf);
          gpointer back = r->load (kf, "interface.vik", &error);
          g_assert_no_error (error);
          g_assert_cmpstr (id, ==, "viktory2");
          g_assert_true (r->equal (game, back));
          r->free (back);
        }
    }
  g_test_message ("%d players, seed %" G_GUINT64_FORMAT ": over after %d actions, turn %d",
                  n_players, seed, steps, vik_game_get_turn (twin));
  g_assert_cmpint (steps, >, 100);
  g_assert_true (r->is_over (game));
  g_assert_cmpint (r->decider (game), ==, -1);
  g_assert_true (r->equal (game, twin));
  r->scores (game, scores);
  for (int p = 0; p < n_players; p++)
    {
      g_assert_cmpfloat (scores[p], >=, 0.0);
      sum += scores[p];
    }
  g_assert_cmpfloat (sum, >, 0.999);
  g_assert_cmpfloat (sum, <, 1.001);
  g_array_unref (legal);
  g_array_unref (own);
  r->free (game);
}

static void
test_whole_game_2 (void)
{
  play_whole_game (2, 11);
}

static void
test_whole_game_3 (void)
{
  play_whole_game (3, 12);
}

/* Copies are equal, independent; a player's view keeps what everyone knows. */
static void
test_copy_and_view (void)
{
  const VikRules *r = rules ();
  gpointer game = new_game (2, 5);
  gpointer copy = r->copy (game);
  gpointer view;
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  double scores[2] = { 9, 9 };

  g_assert_true (r->equal (game, copy));
  r->legal (copy, legal);
  g_assert_true (r->apply (copy, &g_array_index (legal, VikAnyAction, 0), NULL));
  g_assert_false (r->equal (game, copy));
  view = r->copy_for_player (game, 1, 99);
  g_assert_true (vik_game_public_equal (game, view));
  r->scores (game, scores);
  g_assert_cmpfloat (scores[0], ==, 0.0);
  g_assert_cmpfloat (scores[1], ==, 0.0);
  r->free (view);
  r->free (copy);
  r->free (game);
  g_array_unref (legal);
}

/* Bad options and files are refused with errors naming group and key. */
static void
test_refusals (void)
{
  const VikRules *r = rules ();
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  gpointer game = new_game (2, 1);
  VikAnyAction a;

  g_key_file_set_integer (kf, "Game", "Players", 9);
  g_assert_null (r->new_game (kf, 1, &error));
  g_assert_nonnull (strstr (error->message, "[Game] Players"));
  g_clear_error (&error);
  g_assert_false (r->from_text (game, "fly to the moon", &a, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_key_file_set_string (kf, "Game", "FormatVersion", "banana");
  g_assert_null (r->load (kf, "bad.vik", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "bad.vik"));
  r->free (game);
}

/* [Rules] Edition picks the book (docs/editions.md); its options and player
 * count are the book's, and the edition goes into the save. */
static void
test_edition (void)
{
  const VikRules *r = rules ();
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GKeyFile) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *edition = NULL;
  gpointer game;

  g_key_file_set_string (kf, "Rules", "Edition", "de-v1.1");
  g_key_file_set_string (kf, "Rules", "Options", "balanced-land");
  g_key_file_set_integer (kf, "Game", "Players", 3);
  game = r->new_game (kf, 5, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpint (vik_game_get_rules (game)->edition, ==, VIK_EDITION_DE_V1_1);
  g_assert_true (vik_ruleset_has_option (vik_game_get_rules (game), VIK_OPTION_BALANCED_LAND));
  saved = r->save (game);
  edition = g_key_file_get_string (saved, "Rules", "Edition", NULL);
  g_assert_cmpstr (edition, ==, "de-v1.1");
  r->free (game);

  /* the German book has six players at most; v2.1 has no Balanced Land */
  g_key_file_set_integer (kf, "Game", "Players", 7);
  g_assert_null (r->new_game (kf, 5, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_key_file_set_integer (kf, "Game", "Players", 2);
  g_key_file_set_string (kf, "Rules", "Edition", "v2.1");
  g_assert_null (r->new_game (kf, 5, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_key_file_set_string (kf, "Rules", "Edition", "v3");
  g_assert_null (r->new_game (kf, 5, &error));
  g_assert_nonnull (strstr (error->message, "[Rules] Edition"));
}

static void
test_find (void)
{
  const VikRules *games[] = { vik_rules_viktory2 () };
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *id = NULL;

  g_assert_true (vik_rules_find (games, 1, "viktory2") == games[0]);
  g_assert_null (vik_rules_find (games, 1, "chess"));
  g_assert_null (vik_rules_find (games, 1, NULL));
  id = vik_rules_file_game_id (kf);
  g_assert_cmpstr (id, ==, "viktory2");
}

/* A view sent without its history (network play) is given back the one
 * before it and the actions since: its history is then the game's, the view
 * it was taken from has none left, and a game sharing that history with the
 * view it was taken from keeps its own. */
static void
test_history_continued (void)
{
  VikGame *game = new_game (3, 21);
  VikGame *earlier = NULL, *later, *twin;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;
  const VikAction *history, *got;
  guint n, n_got;

  vik_rng_seed (&rng, 21, 1);
  for (int i = 0; i < 40; i++)
    {
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (vik_game_apply (game, &g_array_index (legal, VikAction, vik_rng_below (&rng, legal->len)), NULL));
      if (i == 29)
        earlier = vik_game_copy (game);   /* shares the game's history */
    }
  history = vik_game_get_history (game, &n);
  g_assert_cmpuint (n, ==, 40);

  later = vik_game_copy (game);
  vik_game_continue_history (later, NULL, NULL, 0);           /* the server's trim */
  vik_game_get_history (later, &n_got);
  g_assert_cmpuint (n_got, ==, 0);
  twin = vik_game_copy (earlier);                             /* shares earlier's history */
  vik_game_continue_history (later, earlier, history + 30, 10); /* the client's carry */
  got = vik_game_get_history (later, &n_got);
  g_assert_cmpuint (n_got, ==, 40);
  g_assert_cmpmem (got, n_got * sizeof *got, history, n * sizeof *history);
  g_assert_true (vik_game_equal (later, game));
  vik_game_get_history (earlier, &n_got);
  g_assert_cmpuint (n_got, ==, 0);
  vik_game_get_history (twin, &n_got);
  g_assert_cmpuint (n_got, ==, 30);
  vik_game_get_history (game, &n_got);
  g_assert_cmpuint (n_got, ==, 40);
  vik_game_free (twin);
  vik_game_free (earlier);
  vik_game_free (later);
  vik_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-interface/whole-game-2", test_whole_game_2);
  g_test_add_func ("/rules-interface/whole-game-3", test_whole_game_3);
  g_test_add_func ("/rules-interface/copy-and-view", test_copy_and_view);
  g_test_add_func ("/rules-interface/history-continued", test_history_continued);
  g_test_add_func ("/rules-interface/refusals", test_refusals);
  g_test_add_func ("/rules-interface/edition", test_edition);
  g_test_add_func ("/rules-interface/find", test_find);
  return g_test_run ();
}
