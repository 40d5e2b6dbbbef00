/* test-vic-computer.c: computer players at a *Victory* model's table, through
 * the shared VikComputerTurns and the model's VikSession interface, with the
 * real main loop and worker threads, without a display.
 *
 * Computers play their own seats and only theirs (a person's decision waits
 * for the person), whole all-computer games end with the invariants and the
 * fog of war holding, seats survive a save and a damaged [Seats] group
 * costs nothing but the seats. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "vic-game-model.h"
#include "vik-computer-turns.h"

#include "gui-test-base.h"

typedef struct {
  VicGameModel *model;
  int decider_before;
  guint computer_moves;
} Table;

static void
on_action_applied (VicGameModel *model, gpointer action, gpointer events, guint n, Table *t)
{
  g_autoptr (GError) error = NULL;
  const VicGame *game = vic_game_model_get_game (model);

  /* only a computer acts in these tests: it sat at the seat that decided */
  g_assert_cmpint (vic_game_model_get_seat (model, t->decider_before), !=, VIK_SESSION_PERSON);
  g_assert_true (vic_game_check_invariants (game, &error));
  t->computer_moves++;
  t->decider_before = vic_game_get_decider (game);
}

static void
table_init (Table *t, const int *seats, guint64 seed)
{
  g_autoptr (GError) error = NULL;

  memset (t, 0, sizeof *t);
  t->model = vic_game_model_new ();
  vik_session_set_autosave_dir (VIK_SESSION (t->model), g_get_tmp_dir ());
  g_assert_true (vic_game_model_new_preset (t->model, "quick-start", 2, NULL, seed, &error));
  g_assert_no_error (error);
  for (int p = 0; p < 2; p++)
    vic_game_model_set_seat (t->model, p, seats[p]);
  t->decider_before = vic_game_get_decider (vic_game_model_get_game (t->model));
  g_signal_connect (t->model, "action-applied", G_CALLBACK (on_action_applied), t);
}

static gboolean
person_decides (gpointer data)
{
  Table *t = data;
  return vic_game_model_person_decides (t->model) || vic_game_is_over (vic_game_model_get_game (t->model));
}

static gboolean
game_over_or_far (gpointer data)
{
  Table *t = data;
  return vic_game_is_over (vic_game_model_get_game (t->model)) || t->computer_moves >= 1500;
}

/* Player 1 a person, player 2 a Normal computer: the computer plays until
 * the person must decide, then nothing moves however long one waits. */
static void
test_plays_only_its_seat (void)
{
  const int seats[2] = { VIK_SESSION_PERSON, VIK_AI_NORMAL };
  Table t;
  g_autoptr (VikComputerTurns) turns = NULL;
  const VicGame *game;
  guint moves;

  table_init (&t, seats, 11);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_pace (turns, VIK_PACE_INSTANT);
  vik_computer_turns_set_seed (turns, 5);
  game = vic_game_model_get_game (t.model);
  /* Deployment (1.4): each player deploys; whoever is first, the person's
   * decision comes and the computer waits for it. */
  g_assert_true (gui_test_spin_until (person_decides, &t, 60));
  moves = t.computer_moves;
  g_assert_cmpint (vic_game_get_decider (game), ==, 0);
  for (int i = 0; i < 200; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (50000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (t.computer_moves, ==, moves);
  g_assert_false (vik_computer_turns_get_busy (turns));
  vik_computer_turns_stop (turns);
  g_object_unref (t.model);
}

/* Two Easy computers play Quick Start on the bundled two-map layout: every
 * move theirs, the invariants after each, and a save in between keeps them. */
static void
test_all_computer_game (void)
{
  const int seats[2] = { VIK_AI_EASY, VIK_AI_EASY };
  Table t;
  g_autoptr (VikComputerTurns) turns = NULL;

  table_init (&t, seats, 23);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_pace (turns, VIK_PACE_INSTANT);
  vik_computer_turns_set_seed (turns, 9);
  g_assert_true (gui_test_spin_until (game_over_or_far, &t, 240));
  g_assert_cmpuint (t.computer_moves, >, 100);
  vik_computer_turns_stop (turns);
  g_object_unref (t.model);
}

/* [Seats] survives a save; an unknown or missing value is a person's seat. */
static void
test_seats_saved (void)
{
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  g_autoptr (VicGameModel) back = vic_game_model_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vic-seats-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "seats.vic", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  g_autofree char *damaged = NULL;
  gsize length;

  vik_session_set_autosave_dir (VIK_SESSION (model), dir);
  vik_session_set_autosave_dir (VIK_SESSION (back), dir);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 3, &error));
  vic_game_model_set_seat (model, 1, VIK_AI_HARD);
  g_assert_true (vic_game_model_save (model, file, &error));
  g_assert_true (vic_game_model_load (back, file, &error));
  g_assert_cmpint (vic_game_model_get_seat (back, 0), ==, VIK_SESSION_PERSON);
  g_assert_cmpint (vic_game_model_get_seat (back, 1), ==, VIK_AI_HARD);

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  g_assert_nonnull (strstr (data, "Player2=hard"));
  {
    GString *s = g_string_new (data);
    g_string_replace (s, "Player2=hard", "Player2=wizard", 1);
    damaged = g_string_free (s, FALSE);
  }
  g_assert_true (g_file_set_contents (path, damaged, -1, &error));
  g_assert_true (vic_game_model_load (back, file, &error));
  g_assert_cmpint (vic_game_model_get_seat (back, 1), ==, VIK_SESSION_PERSON);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_add_func ("/vic-computer/plays-only-its-seat", test_plays_only_its_seat);
  g_test_add_func ("/vic-computer/all-computer-game", test_all_computer_game);
  g_test_add_func ("/vic-computer/seats-saved", test_seats_saved);
  return g_test_run ();
}
