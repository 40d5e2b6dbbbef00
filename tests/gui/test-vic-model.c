/* test-vic-model.c: the *Victory* game model without a display
 * (src/gui/victory/vic-game-model.h).
 *
 * A seeded whole Quick Start game (10.1) played through the model to a
 * victory, choosing with the engine's policy; undo back to the last die,
 * reveal or other player's decision and never further; saves round-tripping
 * byte for byte; a damaged save refused naming the file; autosaves kept
 * three deep; the players' colours of a new game kept in its saves. */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vic-game-model.h"
#include "vic-policy.h"
#include "vic-save.h"
#include "vic-victory-painter.h"
#include "vik-rng.h"

typedef struct {
  int game_changed, applied, decider_changed, turn_ended, game_over;
  guint winners;
  int last_old, last_new;
} Counts;

static void on_game_changed (VicGameModel *m, Counts *c) { c->game_changed++; }
static void on_applied (VicGameModel *m, gpointer a, gpointer e, guint n, Counts *c) { c->applied++; }
static void on_turn_ended (VicGameModel *m, int player, Counts *c) { c->turn_ended++; }
static void on_game_over (VicGameModel *m, guint winners, Counts *c) { c->game_over++; c->winners = winners; }

static void
on_decider_changed (VicGameModel *m, int old, int new_decider, Counts *c)
{
  c->decider_changed++;
  c->last_old = old;
  c->last_new = new_decider;
}

static VicGameModel *
counted_model (Counts *c)
{
  VicGameModel *model = vic_game_model_new ();

  memset (c, 0, sizeof *c);
  g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), c);
  g_signal_connect (model, "action-applied", G_CALLBACK (on_applied), c);
  g_signal_connect (model, "decider-changed", G_CALLBACK (on_decider_changed), c);
  g_signal_connect (model, "turn-ended", G_CALLBACK (on_turn_ended), c);
  g_signal_connect (model, "game-over", G_CALLBACK (on_game_over), c);
  return model;
}

static void count_notify (int *n) { (*n)++; }

/* One action of the decider, chosen by the engine's aggressive policy. */
static void
play_one (VicGameModel *model, VikRng *rng)
{
  GArray *legal = vic_game_model_get_legal_actions (model);
  g_autoptr (GError) error = NULL;
  guint i;

  g_assert_cmpuint (legal->len, >, 0);
  i = vic_policy_choose (VIC_POLICY_AGGRESSIVE, vic_game_model_get_game (model),
                         (const VicAction *) legal->data, legal->len, rng);
  g_assert_true (vic_game_model_apply (model, &g_array_index (legal, VicAction, i), &error));
  g_assert_no_error (error);
}

static void
test_whole_game (void)
{
  Counts c;
  g_autoptr (VicGameModel) model = counted_model (&c);
  g_autoptr (GError) error = NULL;
  VikRng rng;
  int n = 0;

  vik_rng_seed (&rng, 10, 3);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 10, &error));
  g_assert_no_error (error);
  g_assert_cmpint (c.game_changed, ==, 1);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  while (!vic_game_is_over (vic_game_model_get_game (model)) && n < 30000)
    {
      play_one (model, &rng);
      n++;
      if (n % 97 == 0)
        {
          g_assert_true (vic_game_check_invariants (vic_game_model_get_game (model), &error));
          g_assert_no_error (error);
        }
    }
  g_test_message ("%d actions, %d turns, winners %x", n, vic_game_get_turn (vic_game_model_get_game (model)),
                  vic_game_get_winners (vic_game_model_get_game (model)));
  g_assert_true (vic_game_is_over (vic_game_model_get_game (model)));
  g_assert_cmpint (c.applied, ==, n);
  g_assert_cmpint (c.game_over, ==, 1);
  g_assert_cmpuint (c.winners, !=, 0);
  g_assert_cmpuint (c.winners, ==, vic_game_get_winners (vic_game_model_get_game (model)));
  g_assert_cmpint (c.decider_changed, >, 10);
  g_assert_cmpint (c.turn_ended, >, 2);
  g_assert_cmpuint (vic_game_model_get_legal_actions (model)->len, ==, 0);
  /* an action after the end is refused, not applied */
  {
    VicAction end = vic_action_make (VIC_ACTION_END);
    g_assert_false (vic_game_model_apply (model, &end, &error));
    g_assert_nonnull (error);
    g_assert_cmpint (c.applied, ==, n);
  }
}

/* Undo takes back one's own actions, down to the last barrier, and no further. */
static void
test_undo (void)
{
  Counts c;
  g_autoptr (VicGameModel) model = counted_model (&c);
  g_autoptr (GError) error = NULL;
  g_autoptr (VicGame) first = NULL;
  VikRng rng;
  int undone = 0, barriers = 0, checked = 0;

  vik_rng_seed (&rng, 5, 3);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 5, &error));
  g_assert_false (vic_game_model_can_undo (model));
  g_assert_false (vic_game_model_undo (model));

  /* An illegal action is refused with the engine's reason and changes nothing. */
  {
    VicAction bad = vic_action_make (VIC_ACTION_BATTLE);
    bad.hex = 0;
    first = vic_game_copy (vic_game_model_get_game (model));
    g_assert_false (vic_game_model_apply (model, &bad, &error));
    g_assert_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_NOT_NOW);
    g_clear_error (&error);
    g_assert_true (vic_game_equal (first, vic_game_model_get_game (model)));
    g_assert_cmpint (c.applied, ==, 0);
  }

  /* Along a game: after every action either undo is possible and gives back
   * exactly the position before, or the action crossed a barrier. */
  for (int i = 0; i < 1500 && !vic_game_is_over (vic_game_model_get_game (model)); i++)
    {
      g_autoptr (VicGame) before = vic_game_copy (vic_game_model_get_game (model));
      int decider = vic_game_get_decider (before);
      guint depth = vic_game_model_get_undo_depth (model);
      const VicEvent *events;
      guint n_events;
      gboolean barrier = FALSE;

      play_one (model, &rng);
      events = vic_game_get_events (vic_game_model_get_game (model), &n_events);
      for (guint e = 0; e < n_events; e++)
        barrier |= events[e].n_dice > 0 || events[e].kind == VIC_EVENT_REVEALED;
      barrier |= vic_game_get_decider (vic_game_model_get_game (model)) != decider;
      if (barrier)
        {
          barriers++;
          g_assert_false (vic_game_model_can_undo (model));
          g_assert_cmpuint (vic_game_model_get_undo_depth (model), ==, 0);
          continue;
        }
      g_assert_cmpuint (vic_game_model_get_undo_depth (model), ==, depth + 1);
      if (i % 3 == 0)
        {
          int changed = c.game_changed;
          g_autoptr (VicGame) after = vic_game_copy (vic_game_model_get_game (model));
          g_assert_true (vic_game_model_undo (model));
          g_assert_cmpint (c.game_changed, ==, changed + 1);
          g_assert_true (vic_game_equal (before, vic_game_model_get_game (model)));
          undone++;
          /* the same action again gives the same position (no die in between) */
          {
            guint n_history;
            const VicAction *history = vic_game_get_history (after, &n_history);
            g_assert_true (vic_game_model_apply (model, &history[n_history - 1], &error));
            g_assert_no_error (error);
            g_assert_true (vic_game_equal (after, vic_game_model_get_game (model)));
            checked++;
          }
        }
    }
  g_test_message ("%d undone, %d barriers", undone, barriers);
  g_assert_cmpint (undone, >, 20);
  g_assert_cmpint (barriers, >, 20);
  g_assert_cmpint (checked, ==, undone);
  /* undo never goes past the last barrier: unwinding the whole stack stops there */
  while (vic_game_model_can_undo (model))
    g_assert_true (vic_game_model_undo (model));
  g_assert_false (vic_game_model_undo (model));
}

static char *
temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("vic-model-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_save_round_trip (void)
{
  Counts c;
  g_autoptr (VicGameModel) model = counted_model (&c);
  g_autoptr (VicGameModel) loaded = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *bytes = NULL;
  g_autofree char *again = NULL;
  gsize n_bytes, n_again;
  int n_file_notes = 0, n_modified_notes = 0;
  VikRng rng;

  vik_rng_seed (&rng, 21, 3);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2,
                                            (const char *const[]) { "Anna", "Bert" }, 21, &error));
  g_assert_cmpstr (vic_game_get_player_name (vic_game_model_get_game (model), 1), ==, "Bert");
  for (int i = 0; i < 400; i++)
    play_one (model, &rng);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  /* the base (vik-model-base.h) tells "file" and "modified" once each */
  g_signal_connect_swapped (model, "notify::file", G_CALLBACK (count_notify), &n_file_notes);
  g_signal_connect_swapped (model, "notify::modified", G_CALLBACK (count_notify), &n_modified_notes);
  g_assert_true (vic_game_model_save (model, file, &error));
  g_assert_no_error (error);
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  g_assert_true (vik_model_base_get_file (VIK_MODEL_BASE (model)) == file);
  g_assert_cmpint (n_file_notes, ==, 1);
  g_assert_cmpint (n_modified_notes, ==, 1);
  g_assert_true (vic_game_model_save (model, file, &error));   /* the same file: nothing changes */
  g_assert_cmpint (n_file_notes, ==, 1);
  g_assert_cmpint (n_modified_notes, ==, 1);
  g_assert_true (g_file_get_contents (path, &bytes, &n_bytes, NULL));
  g_assert_nonnull (strstr (bytes, "Game=victory"));
  g_assert_nonnull (strstr (bytes, "GameId="));

  g_assert_true (vic_game_model_load (loaded, file, &error));
  g_assert_no_error (error);
  g_assert_true (vic_game_equal (vic_game_model_get_game (model), vic_game_model_get_game (loaded)));
  g_assert_cmpstr (vik_session_get_game_id (VIK_SESSION (model)), ==, vik_session_get_game_id (VIK_SESSION (loaded)));
  g_assert_false (vic_game_model_can_undo (loaded));
  again = vic_game_model_save_to_data (loaded, &n_again);
  g_assert_cmpuint (n_again, ==, n_bytes);
  g_assert_cmpmem (again, n_again, bytes, n_bytes);
  /* both go on alike: the generator was saved too */
  {
    VikRng r1, r2;
    vik_rng_seed (&r1, 4, 4);
    vik_rng_seed (&r2, 4, 4);
    for (int i = 0; i < 300 && !vic_game_is_over (vic_game_model_get_game (model)); i++)
      {
        play_one (model, &r1);
        play_one (loaded, &r2);
      }
    g_assert_true (vic_game_equal (vic_game_model_get_game (model), vic_game_model_get_game (loaded)));
  }

  /* a damaged save is refused, naming the file; the model keeps its game */
  {
    g_autofree char *bad_path = g_build_filename (dir, "bad.vic", NULL);
    g_autoptr (GFile) bad = g_file_new_for_path (bad_path);
    g_autofree char *damaged = g_strdup (bytes);
    char *turn = strstr (damaged, "\nTurn=");
    g_assert_nonnull (turn);
    memcpy (turn + 6, "x", 1);
    g_assert_true (g_file_set_contents (bad_path, damaged, -1, NULL));
    g_assert_false (vic_game_model_load (loaded, bad, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "bad.vic"));
    g_clear_error (&error);
    g_assert_true (vik_model_base_get_file (VIK_MODEL_BASE (loaded)) == NULL || !g_file_equal (vik_model_base_get_file (VIK_MODEL_BASE (loaded)), bad));
  }
  remove_dir (dir);
}

static void
test_autosave (void)
{
  Counts c;
  g_autoptr (VicGameModel) model = counted_model (&c);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = temp_dir ();
  VikRng rng;

  vik_rng_seed (&rng, 8, 3);
  vik_session_set_autosave_dir (VIK_SESSION (model), dir);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 8, &error));
  for (int k = 0; k < 5; k++)
    {
      for (int i = 0; i < 20; i++)
        play_one (model, &rng);
      g_assert_true (vik_session_autosave (VIK_SESSION (model), &error));
      g_assert_no_error (error);
    }
  /* the newest and two older generations, named after the game's id */
  for (int g = 0; g < 4; g++)
    {
      g_autofree char *name = g == 0 ? g_strdup_printf ("%s.vic", vik_session_get_game_id (VIK_SESSION (model)))
                                     : g_strdup_printf ("%s.%d.vic", vik_session_get_game_id (VIK_SESSION (model)), g);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_assert_cmpint (g_file_test (path, G_FILE_TEST_EXISTS), ==, g < 3);
    }
  g_assert_true (g_str_has_prefix (vik_session_get_autosave_path (VIK_SESSION (model)), dir));
  /* the autosave is the game, and autosaving leaves :file and :modified alone */
  {
    g_autoptr (VicGameModel) loaded = vic_game_model_new ();
    g_autoptr (GFile) file = g_file_new_for_path (vik_session_get_autosave_path (VIK_SESSION (model)));
    g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
    g_assert_null (vik_model_base_get_file (VIK_MODEL_BASE (model)));
    g_assert_true (vic_game_model_load (loaded, file, &error));
    g_assert_true (vic_game_equal (vic_game_model_get_game (model), vic_game_model_get_game (loaded)));
  }
  remove_dir (dir);
}

static gboolean
map_has_site (const VicMap *map, const char *name)
{
  for (int h = 0; h < map->n_hexes; h++)
    if (strcmp (map->site_names[h], name) == 0)
      return TRUE;
  return FALSE;
}

/* New Game plays the book's scenarios on the bundled layouts of the four
 * designed tiles, not on the engine's built-in test maps. */
static void
test_bundled_layouts (void)
{
  static const struct { const char *preset; int players, tiles; } cases[] = {
    { "quick-start", 2, 2 }, { "two-front-war", 3, 3 }, { "quick-start", 4, 4 }, { "commanders", 2, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (VicGameModel) model = vic_game_model_new ();
      g_autoptr (GError) error = NULL;
      const VicMap *map;
      g_assert_true (vic_game_model_new_preset (model, cases[i].preset, cases[i].players, NULL, 3, &error));
      g_assert_no_error (error);
      map = vic_game_get_map (vic_game_model_get_game (model));
      g_assert_cmpint (map->n_tiles, ==, cases[i].tiles);
      g_assert_true (map_has_site (map, "Saltmere"));     /* the Westmark tile's */
      g_assert_false (map_has_site (map, "Port Alex"));   /* the engine's test map's */
      g_assert_cmpint (vic_game_get_n_players (vic_game_model_get_game (model)), ==, cases[i].players);
    }
}

static gboolean
same_color (VikPlayerColor a, VikPlayerColor b)
{
  /* a save writes "#rrggbb": within half a step of 255 */
  return fabs (a.red - b.red) < 0.5 / 255 + 1e-9 && fabs (a.green - b.green) < 0.5 / 255 + 1e-9
         && fabs (a.blue - b.blue) < 0.5 / 255 + 1e-9;
}

/* The New Game dialog's colours: the model keeps them, its saves carry them
 * ([Display] Color0=...), a save without them (or with a damaged one) and a
 * game started without them have the default palette. */
static void
test_player_colors (void)
{
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  g_autoptr (VicGameModel) loaded = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "colors.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *bytes = NULL;
  const VikPlayerColor chosen[VIC_MAX_PLAYERS] = {
    { 0.2, 0.4, 0.6 }, { 1.0, 0.0, 0.5 }, { 0.1, 0.1, 0.1 }, { 0.9, 0.9, 0.0 },
  };

  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    g_assert_true (same_color (vic_game_model_get_colors (model)[p], vic_player_default_color (p)));
  g_assert_true (vic_game_model_new_preset_full (model, "quick-start", 2, NULL, chosen, 4, &error));
  g_assert_no_error (error);
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    g_assert_true (same_color (vic_game_model_get_colors (model)[p], chosen[p]));
  g_assert_true (vic_game_model_save (model, file, &error));
  g_assert_true (g_file_get_contents (path, &bytes, NULL, NULL));
  g_assert_nonnull (strstr (bytes, "Color0=#336699"));
  g_assert_nonnull (strstr (bytes, "Color1=#ff0080"));
  g_assert_null (strstr (bytes, "Color2="));   /* two players: two colours */
  g_assert_true (vic_game_model_load (loaded, file, &error));
  g_assert_no_error (error);
  for (int p = 0; p < 2; p++)
    g_assert_true (same_color (vic_game_model_get_colors (loaded)[p], chosen[p]));

  /* a damaged colour and a missing one: the default palette */
  {
    g_autoptr (GKeyFile) kf = g_key_file_new ();
    g_assert_true (g_key_file_load_from_data (kf, bytes, strlen (bytes), G_KEY_FILE_NONE, NULL));
    g_key_file_set_string (kf, "Display", "Color0", "#12345");
    g_assert_true (g_key_file_remove_key (kf, "Display", "Color1", NULL));
    g_assert_true (g_key_file_save_to_file (kf, path, NULL));
  }
  g_assert_true (vic_game_model_load (loaded, file, &error));
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    g_assert_true (same_color (vic_game_model_get_colors (loaded)[p], vic_player_default_color (p)));

  /* a new game without colours: the default palette again */
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 5, &error));
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    g_assert_true (same_color (vic_game_model_get_colors (model)[p], vic_player_default_color (p)));
  g_unlink (path);
}

/* Who alone reads the log: the one person against computers; nobody when
 * two people share the screen, or none plays. */
static void
test_log_reader (void)
{
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (vic_game_model_log_reader (model), ==, -1);   /* no game */
  g_assert_true (vic_game_model_new_preset_full (model, "quick-start", 2, NULL, NULL, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vic_game_model_log_reader (model), ==, -1);   /* two people */
  vic_game_model_set_seat (model, 0, VIK_AI_EASY);
  g_assert_cmpint (vic_game_model_log_reader (model), ==, 1);
  vic_game_model_set_seat (model, 1, VIK_AI_NORMAL);
  g_assert_cmpint (vic_game_model_log_reader (model), ==, -1);   /* computers alone */
  vic_game_model_set_seat (model, 0, VIK_SESSION_PERSON);
  g_assert_cmpint (vic_game_model_log_reader (model), ==, 0);
}

/* The table's words for a player, written once over VikSession for both
 * games: the name, and the computer's level when a computer plays him. */
static void
test_describe_player (void)
{
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *person = NULL;
  g_autofree char *computer = NULL;
  g_autofree char *expected = NULL;

  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 10, &error));
  g_assert_no_error (error);
  vic_game_model_set_seat (model, 1, VIK_AI_HARD);
  person = vik_session_describe_player (VIK_SESSION (model), 0);
  computer = vik_session_describe_player (VIK_SESSION (model), 1);
  g_assert_cmpstr (person, ==, vic_game_get_player_name (vic_game_model_get_game (model), 0));
  expected = g_strdup_printf ("%s (computer, Hard)", vic_game_get_player_name (vic_game_model_get_game (model), 1));
  g_assert_cmpstr (computer, ==, expected);
  g_assert_cmpstr (vik_session_level_name (VIK_AI_EASY), ==, "Easy");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-model/whole-game", test_whole_game);
  g_test_add_func ("/vic-model/undo", test_undo);
  g_test_add_func ("/vic-model/save-round-trip", test_save_round_trip);
  g_test_add_func ("/vic-model/autosave", test_autosave);
  g_test_add_func ("/vic-model/player-colors", test_player_colors);
  g_test_add_func ("/vic-model/bundled-layouts", test_bundled_layouts);
  g_test_add_func ("/vic-model/log-reader", test_log_reader);
  g_test_add_func ("/vic-model/describe-player", test_describe_player);
  return g_test_run ();
}
