/* test-computer.c: computer players at the model's table (VikComputerTurns),
 * driven by the real main loop and worker threads, without a display.
 *
 * Computers play their own seats and only theirs, whole games end, a move
 * worked out for a position that changed is never applied, stopping cancels
 * a search at once, the pace holds moves apart, and saves keep the seats. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "vik-computer-turns.h"
#include "vik-game-model.h"
#include "vik-policy.h"

#include "gui-test-base.h"

typedef struct {
  VikGameModel *model;
  gboolean person_acting;    /* the test is applying a person's action */
  guint computer_moves;
  guint person_moves;
  gint64 last_computer_us;
  gint64 shortest_gap_us;    /* between two computer moves in a row */
  int decider_before;
} Table;

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n, Table *t)
{
  g_autoptr (GError) error = NULL;
  VikSeat seat = vik_game_model_get_seat (model, t->decider_before);
  gint64 now = g_get_monotonic_time ();

  /* Whoever acted sits at the seat that decided: no one acts for another. */
  if (t->person_acting)
    {
      g_assert_cmpint (seat, ==, VIK_SEAT_HUMAN);
      t->person_moves++;
      t->last_computer_us = 0;
    }
  else
    {
      g_assert_cmpint (seat, !=, VIK_SEAT_HUMAN);
      if (t->last_computer_us != 0)
        t->shortest_gap_us = MIN (t->shortest_gap_us, now - t->last_computer_us);
      t->last_computer_us = now;
      t->computer_moves++;
    }
  g_assert_true (vik_game_check_invariants (vik_game_model_get_game (model), &error));
  t->decider_before = vik_game_get_decider (vik_game_model_get_game (model));
}

static void
table_init (Table *t, int n_players, guint64 seed, const VikSeat *seats)
{
  VikGameOptions options = { .n_players = n_players, .seed = seed, .first_player = 0 };
  g_autoptr (GError) error = NULL;

  memset (t, 0, sizeof *t);
  t->shortest_gap_us = G_MAXINT64;
  t->model = vik_game_model_new ();
  vik_session_set_autosave_dir (VIK_SESSION (t->model), g_get_tmp_dir ());
  g_assert_true (vik_game_model_new_game (t->model, &options, NULL, &error));
  for (int p = 0; p < n_players; p++)
    vik_game_model_set_seat (t->model, p, seats[p]);
  t->decider_before = vik_game_get_decider (vik_game_model_get_game (t->model));
  g_signal_connect (t->model, "action-applied", G_CALLBACK (on_action_applied), t);
}

static void
table_clear (Table *t)
{
  g_signal_handlers_disconnect_by_data (t->model, t);
  g_clear_object (&t->model);
}

static guint
history_length (VikGameModel *model)
{
  guint n = 0;
  vik_game_get_history (vik_game_model_get_game (model), &n);
  return n;
}

static gboolean
game_over (gpointer data)
{
  return vik_game_is_over (vik_game_model_get_game (VIK_GAME_MODEL (data)));
}

static gboolean
not_busy (gpointer data)
{
  return !vik_computer_turns_get_busy (VIK_COMPUTER_TURNS (data));
}

static gboolean
busy (gpointer data)
{
  return vik_computer_turns_get_busy (VIK_COMPUTER_TURNS (data));
}

/* Three computers play a whole game to its end, every move through the model. */
static void
test_whole_game (void)
{
  static const VikSeat seats[] = { VIK_SEAT_NORMAL, VIK_SEAT_EASY, VIK_SEAT_NORMAL };
  Table t;
  g_autoptr (VikComputerTurns) turns = NULL;

  table_init (&t, 3, 31, seats);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_seed (turns, 5);
  vik_computer_turns_set_pace (turns, VIK_PACE_INSTANT);
  g_assert_true (gui_test_spin_until (game_over, t.model, 240));
  g_assert_cmpint (vik_game_get_winner (vik_game_model_get_game (t.model)), >=, 0);
  g_assert_cmpuint (t.computer_moves, ==, history_length (t.model));
  g_assert_cmpuint (t.person_moves, ==, 0);
  g_test_message ("%u computer moves, winner %d", t.computer_moves,
                  vik_game_get_winner (vik_game_model_get_game (t.model)));
  vik_computer_turns_stop (turns);
  table_clear (&t);
}

typedef struct {
  VikGameModel *model;
  VikComputerTurns *turns;
} Pair;

static gboolean
person_decides (gpointer data)
{
  Pair *p = data;
  const VikGame *game = vik_game_model_get_game (p->model);
  int decider = vik_game_get_decider (game);

  return vik_game_is_over (game)
         || (!vik_computer_turns_get_busy (p->turns) && decider >= 0
             && vik_game_model_get_seat (p->model, decider) == VIK_SEAT_HUMAN);
}

/* A person and a computer: the computer plays its seat as soon as it decides
 * (its own turns and its casualty choices in the person's battles), and never
 * moves while the person decides. */
static void
test_people_left_alone (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HUMAN, VIK_SEAT_NORMAL };
  Table t;
  g_autoptr (VikComputerTurns) turns = NULL;
  VikRng rng;
  Pair pair;

  vik_rng_seed (&rng, 17, 1);
  table_init (&t, 2, 7, seats);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_seed (turns, 9);
  vik_computer_turns_set_pace (turns, VIK_PACE_INSTANT);
  pair = (Pair) { t.model, turns };
  while (t.person_moves < 400 && !game_over (t.model))
    {
      g_autoptr (GError) error = NULL;
      guint before;
      GArray *legal;
      VikAction action;

      g_assert_true (gui_test_spin_until (person_decides, &pair, 60));
      if (game_over (t.model))
        break;
      /* The person takes his time: nothing happens meanwhile. */
      before = history_length (t.model);
      if (t.person_moves % 50 == 0)
        {
          g_usleep (20000);
          for (int i = 0; i < 50; i++)
            g_main_context_iteration (NULL, FALSE);
          g_assert_cmpuint (history_length (t.model), ==, before);
          g_assert_false (vik_computer_turns_get_busy (turns));
        }
      legal = vik_game_model_get_legal_actions (t.model);
      g_assert_cmpuint (legal->len, >, 0);
      action = g_array_index (legal, VikAction,
                              vik_policy_choose (VIK_POLICY_AGGRESSIVE, vik_game_model_get_game (t.model),
                                                 (const VikAction *) legal->data, legal->len, &rng));
      t.person_acting = TRUE;
      g_assert_true (vik_game_model_apply (t.model, &action, &error));
      g_assert_no_error (error);
      t.person_acting = FALSE;
    }
  g_assert_cmpuint (t.person_moves, >, 50);
  g_assert_cmpuint (t.computer_moves, >, 50);
  g_test_message ("%u moves by the person, %u by the computer", t.person_moves, t.computer_moves);
  vik_computer_turns_stop (turns);
  table_clear (&t);
}

/* Undo never takes back a computer's move: after every move the undo stack
 * holds at most the person's own moves since the computer last moved (the
 * model clears it whenever the decider changes, and on a seat changing
 * hands), so the dice of a computer's battle the person has seen stand. */
static void
test_undo_never_crosses_a_computer (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HUMAN, VIK_SEAT_NORMAL, VIK_SEAT_EASY };
  Table t;
  g_autoptr (VikComputerTurns) turns = NULL;
  guint streak = 0, computer_moves_seen = 0, undos = 0, deepest = 0;
  VikRng rng;
  Pair pair;

  vik_rng_seed (&rng, 23, 1);
  table_init (&t, 3, 23, seats);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_seed (turns, 4);
  vik_computer_turns_set_pace (turns, VIK_PACE_INSTANT);
  pair = (Pair) { t.model, turns };
  while (t.person_moves < 300 && !game_over (t.model))
    {
      g_autoptr (GError) error = NULL;
      GArray *legal;
      VikAction action;

      g_assert_true (gui_test_spin_until (person_decides, &pair, 60));
      if (game_over (t.model))
        break;
      if (t.computer_moves != computer_moves_seen)
        {
          /* the computer moved since the person's last move */
          computer_moves_seen = t.computer_moves;
          streak = 0;
        }
      g_assert_cmpuint (vik_game_model_get_undo_depth (t.model), <=, streak);
      /* now and then the person takes one back: only his own */
      if (streak > 0 && vik_game_model_can_undo (t.model) && vik_rng_below (&rng, 5) == 0)
        {
          guint depth = vik_game_model_get_undo_depth (t.model);
          g_assert_true (vik_game_model_undo (t.model));
          g_assert_cmpuint (vik_game_model_get_undo_depth (t.model), ==, depth - 1);
          streak--;
          undos++;
          continue;
        }
      legal = vik_game_model_get_legal_actions (t.model);
      action = g_array_index (legal, VikAction,
                              vik_policy_choose (VIK_POLICY_AGGRESSIVE, vik_game_model_get_game (t.model),
                                                 (const VikAction *) legal->data, legal->len, &rng));
      t.person_acting = TRUE;
      g_assert_true (vik_game_model_apply (t.model, &action, &error));
      t.person_acting = FALSE;
      streak++;
      deepest = MAX (deepest, vik_game_model_get_undo_depth (t.model));
      g_assert_cmpuint (vik_game_model_get_undo_depth (t.model), <=, streak);
    }
  g_test_message ("%u person moves, %u computer moves, %u undos, deepest undo stack %u",
                  t.person_moves, t.computer_moves, undos, deepest);
  g_assert_cmpuint (t.computer_moves, >, 20);
  g_assert_cmpuint (deepest, >, 0);

  vik_computer_turns_stop (turns);
  table_clear (&t);
}

/* A seat changing hands empties the undo stack: the person who takes a
 * computer's seat cannot take back its moves, nor a computer a person's. */
static void
test_seat_change_clears_undo (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HUMAN, VIK_SEAT_HUMAN };
  Table t;
  guint notified = 0;

  table_init (&t, 2, 15, seats);
  t.person_acting = TRUE;
  for (int i = 0; i < 20 && !vik_game_model_can_undo (t.model); i++)
    {
      GArray *legal = vik_game_model_get_legal_actions (t.model);
      VikAction action = g_array_index (legal, VikAction, 0);
      g_autoptr (GError) error = NULL;
      g_assert_true (vik_game_model_apply (t.model, &action, &error));
    }
  t.person_acting = FALSE;
  g_assert_true (vik_game_model_can_undo (t.model));
  g_signal_connect_swapped (t.model, "notify::can-undo", G_CALLBACK (g_atomic_int_inc), &notified);
  vik_game_model_set_seat (t.model, 1, VIK_SEAT_NORMAL);
  g_assert_false (vik_game_model_can_undo (t.model));
  g_assert_cmpuint (vik_game_model_get_undo_depth (t.model), ==, 0);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (vik_game_model_get_decider_seat (t.model), ==, VIK_SEAT_HUMAN);
  vik_game_model_set_seat (t.model, vik_game_get_decider (vik_game_model_get_game (t.model)), VIK_SEAT_EASY);
  g_assert_cmpint (vik_game_model_get_decider_seat (t.model), ==, VIK_SEAT_EASY);
  table_clear (&t);
}

/* A move worked out for a seat that a person then takes over is dropped, and
 * the search is cancelled at once. */
static void
test_taken_over_mid_thought (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HARD, VIK_SEAT_HUMAN };
  Table t;
  g_autoptr (VikComputerTurns) turns = NULL;
  gint64 start;

  table_init (&t, 2, 11, seats);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_seed (turns, 3);
  vik_computer_turns_set_pace (turns, VIK_PACE_INSTANT);
  vik_computer_turns_set_hard_budget (turns, 30);   /* a long think: the first decision gets 7 s */
  g_assert_true (gui_test_spin_until (busy, turns, 5));
  g_assert_cmpuint (history_length (t.model), ==, 0);
  start = g_get_monotonic_time ();
  vik_game_model_set_seat (t.model, 0, VIK_SEAT_HUMAN);
  g_assert_true (gui_test_spin_until (not_busy, turns, 5));
  g_test_message ("the search stopped %.0f ms after the seat was taken over",
                  (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 3 * G_USEC_PER_SEC);
  /* Nothing was applied, now or later: the seat is a person's. */
  for (int i = 0; i < 100; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (history_length (t.model), ==, 0);
  g_assert_cmpuint (t.computer_moves, ==, 0);

  /* Handed back to the computer, it plays again. */
  vik_computer_turns_set_hard_budget (turns, 0.2);
  vik_game_model_set_seat (t.model, 0, VIK_SEAT_HARD);
  g_assert_true (gui_test_spin_until (busy, turns, 5));
  g_assert_true (gui_test_spin_until (not_busy, turns, 30));
  g_assert_cmpuint (t.computer_moves, >, 0);
  vik_computer_turns_stop (turns);
  table_clear (&t);
}

/* Stopping (the window closes) cancels a search under way, and nothing moves after. */
static void
test_stop_cancels (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HARD, VIK_SEAT_HARD };
  Table t;
  VikComputerTurns *turns;
  gint64 start;

  table_init (&t, 2, 12, seats);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_hard_budget (turns, 30);
  g_assert_true (gui_test_spin_until (busy, turns, 5));
  start = g_get_monotonic_time ();
  vik_computer_turns_stop (turns);
  g_assert_false (vik_computer_turns_get_busy (turns));
  /* The worker ends soon and holds the object until then. */
  g_object_add_weak_pointer (G_OBJECT (turns), (gpointer *) &turns);
  g_object_unref (turns);
  while (turns != NULL && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    gui_test_step ();
  g_assert_null (turns);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 3 * G_USEC_PER_SEC);
  g_assert_cmpuint (history_length (t.model), ==, 0);
  table_clear (&t);
}

static gboolean
ten_computer_moves (gpointer data)
{
  return ((Table *) data)->computer_moves >= 10;
}

/* The pace holds computer moves apart so people can follow them. */
static void
test_pace (void)
{
  static const VikSeat seats[] = { VIK_SEAT_NORMAL, VIK_SEAT_NORMAL };
  Table t;
  g_autoptr (VikComputerTurns) turns = NULL;

  table_init (&t, 2, 13, seats);
  turns = vik_computer_turns_new (VIK_SESSION (t.model));
  vik_computer_turns_set_seed (turns, 1);
  g_assert_cmpint (vik_computer_turns_get_pace (turns), ==, VIK_PACE_NORMAL);
  g_assert_true (gui_test_spin_until (ten_computer_moves, &t, 60));
  /* A lower bound holds however loaded the machine is. */
  g_assert_cmpint (t.shortest_gap_us, >=, (vik_computer_turns_pace_ms (VIK_PACE_NORMAL) - 20) * 1000);
  vik_computer_turns_stop (turns);
  table_clear (&t);
}

/* Saves keep who plays each seat; a damaged value makes the seat a person's. */
static void
test_seats_saved (void)
{
  static const VikSeat seats[] = { VIK_SEAT_HUMAN, VIK_SEAT_EASY, VIK_SEAT_HARD };
  Table t;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vik-computer-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.vik", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (VikGameModel) loaded = vik_game_model_new ();
  g_autofree char *data = NULL;
  g_autoptr (GString) damaged = NULL;
  guint changed = 0;

  table_init (&t, 3, 14, seats);
  g_assert_cmpint (vik_game_model_count_human_seats (t.model), ==, 1);
  g_assert_true (vik_game_model_save (t.model, file, &error));
  g_signal_connect_swapped (loaded, "seats-changed", G_CALLBACK (g_atomic_int_inc), &changed);
  g_assert_true (vik_game_model_load (loaded, file, &error));
  g_assert_cmpuint (changed, ==, 1);
  for (int p = 0; p < 3; p++)
    g_assert_cmpint (vik_game_model_get_seat (loaded, p), ==, seats[p]);

  /* Setting the same seat again changes nothing; another marks the game modified. */
  vik_game_model_set_seat (loaded, 1, VIK_SEAT_EASY);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (loaded)));
  vik_game_model_set_seat (loaded, 1, VIK_SEAT_HUMAN);
  g_assert_cmpuint (changed, ==, 2);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (loaded)));

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  damaged = g_string_new (data);
  g_assert_cmpint (g_string_replace (damaged, "Seat2=hard", "Seat2=grandmaster", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, damaged->str, -1, NULL));
  g_assert_true (vik_game_model_load (loaded, file, &error));
  g_assert_cmpint (vik_game_model_get_seat (loaded, 1), ==, VIK_SEAT_EASY);
  g_assert_cmpint (vik_game_model_get_seat (loaded, 2), ==, VIK_SEAT_HUMAN);

  g_remove (path);
  g_rmdir (dir);
  table_clear (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/computer/seats-saved", test_seats_saved);
  g_test_add_func ("/computer/whole-game", test_whole_game);
  g_test_add_func ("/computer/people-left-alone", test_people_left_alone);
  g_test_add_func ("/computer/undo-never-crosses-a-computer", test_undo_never_crosses_a_computer);
  g_test_add_func ("/computer/seat-change-clears-undo", test_seat_change_clears_undo);
  g_test_add_func ("/computer/taken-over-mid-thought", test_taken_over_mid_thought);
  g_test_add_func ("/computer/stop-cancels", test_stop_cancels);
  g_test_add_func ("/computer/pace", test_pace);
  return g_test_run ();
}
