/* test-vic-net-play.c: a network game of *Victory* in the Victory game
 * model, without a display.
 *
 * Models join one real server on localhost through VicNetPlay (no mocks)
 * and play through vic_game_model_apply() as the window does: an action of
 * the local seat goes to the server and comes back as an update; the other
 * seat's model cannot act; after every action each model's view is the
 * server's game as its seat may see it (its own blocks as they are, the
 * other side's unrevealed ones re-drawn), and each model announced every
 * action (::action-applied) with what it was told, no more.  A dropped
 * connection makes the model unable to act until it is back, then it
 * catches up on what it missed.  A computer seat is the server's: the
 * shared computer players at the table (VikComputerTurns) never play it,
 * the model being a remote VikSession.  At the end the revealed seed
 * matches the commitment.  VIKTORY II's play, joining a Victory game
 * (a link does not say which game), hands it over with its seat. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "vic-game-model.h"
#include "vic-game-model-start.h"
#include "vic-replay.h"
#include "vic-net-play.h"
#include "vik-computer-turns.h"
#include "vik-net-client.h"
#include "vik-net-play.h"
#include "vik-rng.h"
#include "vik-server.h"

#include "gui-test-base.h"

static char *scratch;

/* ---------------------------------------------------------------- helpers */

typedef struct {
  VicGameModel *model;
  VikNetSession *play;
  guint applied;           /* action-applied emissions */
  guint unknown;           /* ... of an action told as "?" */
  guint events;
  guint decider_changed;
  GPtrArray *refused;      /* of char * */
} Seat;

static void
on_applied (VicGameModel *model, gpointer action, gpointer events, guint n_events, Seat *seat)
{
  seat->applied++;
  seat->unknown += ((const VicAction *) action)->kind == VIC_N_ACTION_KINDS;
  seat->events += n_events;
}

static void
on_decider_changed (VicGameModel *model, int old, int decider, Seat *seat)
{
  seat->decider_changed++;
}

static void
on_refused (VikNetSession *play, const char *text, Seat *seat)
{
  g_ptr_array_add (seat->refused, g_strdup (text));
}

static Seat *
seat_new (void)
{
  Seat *seat = g_new0 (Seat, 1);

  seat->model = vic_game_model_new ();
  vik_session_set_autosave_dir (VIK_SESSION (seat->model), scratch);
  seat->play = vic_net_play_new (seat->model);
  vik_net_session_set_retry_ms (seat->play, 300);
  seat->refused = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (seat->model, "action-applied", G_CALLBACK (on_applied), seat);
  g_signal_connect (seat->model, "decider-changed", G_CALLBACK (on_decider_changed), seat);
  g_signal_connect (seat->play, "refused", G_CALLBACK (on_refused), seat);
  return seat;
}

static void
seat_free (Seat *seat)
{
  g_object_unref (seat->play);
  g_object_unref (seat->model);
  g_ptr_array_unref (seat->refused);
  g_free (seat);
}

static gboolean
is_playing (gpointer data)
{
  Seat *seat = data;
  return vik_net_session_get_state (seat->play) == VIK_NET_PLAY_PLAYING
         && vic_game_model_get_game (seat->model) != NULL;
}

static gboolean
is_reconnecting (gpointer data)
{
  return vik_net_session_get_state (((Seat *) data)->play) == VIK_NET_PLAY_RECONNECTING;
}

static void
drop_debug (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (!(level & G_LOG_LEVEL_DEBUG))
    g_log_default_handler (domain, level, message, data);
}

static VikServer *
server_new (void)
{
  VikServerOptions options = { .data_dir = scratch, .allow_create = TRUE, .rate_per_second = 10000,
                               .rate_burst = 20000 };
  g_autoptr (GError) error = NULL;
  VikServer *server = vik_server_new (&options, &error);

  g_assert_no_error (error);
  g_assert_true (vik_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  return server;
}

static char *
uri_of (VikServer *server)
{
  return g_strdup_printf ("ws://127.0.0.1:%u%s", vik_server_get_port (server), VIK_SERVER_PATH);
}

typedef struct {
  gboolean got;
  char *game;
  char *tokens[4];
} Created;

static void
on_created (VikNetClient *client, const VikMsg *msg, Created *c)
{
  if (msg->type != VIK_MSG_CREATED || c->got)
    return;
  c->got = TRUE;
  c->game = g_strdup (msg->game);
  for (int p = 0; p < msg->players; p++)
    c->tokens[p] = g_strdup (msg->tokens[p]);
}

static gboolean
created (gpointer data)
{
  return ((Created *) data)->got;
}

static void
on_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error));
  *(gboolean *) data = TRUE;
}

/* A Victory game of two that ends after its first game turn (10.6). */
static void
create_game (const char *uri, const char *const *seats, Created *c)
{
  g_autoptr (VikNetClient) client = vik_net_client_new ();
  char *names[] = { "Ann", "Bob" };
  gboolean up = FALSE;

  vik_net_client_connect_async (client, uri, NULL, on_connected, &up);
  g_assert_true (gui_test_spin_until_flag (&up, 10));
  g_signal_connect (client, "message", G_CALLBACK (on_created), c);
  vik_net_client_create_kind (client, "victory", "[Scenario]\nPreset=quick-start\nPlayers=2\nTurnLimit=1\n", 2,
                              names, seats, 0, NULL);
  g_assert_true (gui_test_spin_until (created, c, 10));
}

typedef struct {
  VikServer *server;
  const char *game;
  Seat *seats[2];
  gint64 at_least;
} Table;

static gboolean
all_caught_up (gpointer data)
{
  Table *t = data;
  gint64 seq = vik_server_game_seq (t->server, t->game);

  if (seq < t->at_least)
    return FALSE;
  for (int p = 0; p < 2; p++)
    if (t->seats[p] != NULL
        && ((gint64) t->seats[p]->applied != seq
            || vik_net_session_get_state (t->seats[p]->play) != VIK_NET_PLAY_PLAYING))
      return FALSE;
  return TRUE;
}

/* Each model shows the server's game as its seat may see it. */
static void
assert_views (Table *t)
{
  const VicGame *real = vik_server_game_state (t->server, t->game);

  for (int p = 0; p < 2; p++)
    {
      const VicGame *view;
      if (t->seats[p] == NULL)
        continue;
      view = vic_game_model_get_game (t->seats[p]->model);
      g_assert_cmpint (vic_game_get_decider (view), ==, vic_game_get_decider (real));
      g_assert_cmpint (vic_game_get_phase (view), ==, vic_game_get_phase (real));
      for (int k = 0; k < vic_game_n_block_slots (real); k++)
        {
          VicBlockInfo a, b;
          if (!vic_game_get_block (real, k, &a) || a.owner < 0)
            continue;
          g_assert_true (vic_game_get_block (view, k, &b));
          g_assert_cmpint (b.owner, ==, a.owner);
          g_assert_cmpint (b.hex, ==, a.hex);
          if (a.owner == p || (a.revealed & (1u << p)))
            {
              g_assert_cmpint (b.type, ==, a.type);
              g_assert_cmpint (b.steps, ==, a.steps);
            }
          else
            g_assert_cmpint (b.serial, ==, 100 + k % 100);   /* re-drawn by the server */
        }
    }
}

/* The deciding seat's model acts (a uniform legal action of its view)
 * through the model as the window would; the other's cannot.  FALSE when
 * nobody here decides. */
static gboolean
act_once (Table *t, VikRng *rng)
{
  for (int p = 0; p < 2; p++)
    {
      Seat *seat = t->seats[p], *other = t->seats[1 - p];
      GArray *legal;
      VicAction a;
      guint refused;
      g_autoptr (GError) error = NULL;

      if (seat == NULL || !vic_game_model_decides_here (seat->model))
        continue;
      legal = vic_game_model_get_legal_actions (seat->model);
      g_assert_cmpuint (legal->len, >, 0);
      a = g_array_index (legal, VicAction, vik_rng_below (rng, legal->len));
      if (other != NULL)
        {
          /* the other seat: nothing listed, nothing accepted */
          g_assert_false (vic_game_model_decides_here (other->model));
          g_assert_false (vic_game_model_person_decides (other->model));
          g_assert_cmpuint (vic_game_model_get_legal_actions (other->model)->len, ==, 0);
          g_assert_false (vic_game_model_apply (other->model, &a, &error));
          g_assert_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_NOT_NOW);
          g_clear_error (&error);
        }
      refused = seat->refused->len;
      g_assert_true (vic_game_model_apply (seat->model, &a, &error));
      g_assert_no_error (error);
      /* on its way: nothing more can be chosen until the answer */
      g_assert_false (vic_game_model_decides_here (seat->model));
      g_assert_false (vic_game_model_apply (seat->model, &a, NULL));
      t->at_least = vik_server_game_seq (t->server, t->game) + 1;
      if (!gui_test_spin_until (all_caught_up, t, 10))
        {
          /* a hidden block of the other side may forbid what the view
           * allowed: the server says so, and the seat chooses again */
          g_assert_cmpuint (seat->refused->len, >, refused);
          g_assert_true (vic_game_model_decides_here (seat->model));
          return TRUE;
        }
      assert_views (t);
      return TRUE;
    }
  return FALSE;
}

static gboolean
server_over (gpointer data)
{
  Table *t = data;
  return vik_server_game_rules (t->server, t->game)->is_over (vik_server_game_state (t->server, t->game));
}

/* ---------------------------------------------------------------- tests */

/* Two models play a whole game; one of them loses its connection for a
 * while and catches up. */
static void
test_whole_game (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  Created c = { 0 };
  Table t = { .server = server };
  VikRng rng;
  gboolean dropped = FALSE;
  guint actions = 0;

  vik_rng_seed (&rng, 31, 7);
  create_game (uri, NULL, &c);
  t.game = c.game;
  for (int p = 0; p < 2; p++)
    {
      t.seats[p] = seat_new ();
      vik_net_session_join (t.seats[p]->play, uri, c.game, c.tokens[p]);
      g_assert_true (gui_test_spin_until (is_playing, t.seats[p], 10));
      g_assert_cmpint (vik_net_session_get_seat (t.seats[p]->play), ==, p);
      g_assert_true (vik_session_is_remote (VIK_SESSION (t.seats[p]->model)));
      g_assert_cmpint (vik_session_get_local_seat (VIK_SESSION (t.seats[p]->model)), ==, p);
      g_assert_cmpint (vic_game_model_log_reader (t.seats[p]->model), ==, p);   /* its own log */
      g_assert_nonnull (vik_net_session_get_commitment (t.seats[p]->play));
      g_assert_false (vic_game_model_can_undo (t.seats[p]->model));
    }
  assert_views (&t);
  while (!server_over (&t))
    {
      g_assert_cmpuint (++actions, <, 3000);
      if (!dropped && vik_server_game_seq (server, c.game) >= 5 && vic_game_model_decides_here (t.seats[0]->model))
        {
          /* seat 1 loses its connection: it cannot act, and the game goes on without it */
          Seat *s = t.seats[1];
          guint heard = s->applied;
          dropped = TRUE;
          vik_net_session_drop_connection (s->play);
          g_assert_true (is_reconnecting (s));
          g_assert_false (vik_session_get_remote_connected (VIK_SESSION (s->model)));
          g_assert_false (vic_game_model_decides_here (s->model));
          g_assert_nonnull (strstr (vic_game_model_describe_waiting (s->model), "Reconnecting"));
          t.seats[1] = NULL;
          for (int i = 0; i < 10 && act_once (&t, &rng); i++)
            ;
          t.seats[1] = s;
          g_assert_true (gui_test_spin_until (all_caught_up, &t, 15));
          g_test_message ("seat 2 was away for %u actions, and heard of each once back",
                          (guint) (s->applied - heard));
          g_assert_cmpuint (s->applied - heard, >=, 5);
          assert_views (&t);
          continue;
        }
      if (!act_once (&t, &rng))
        g_assert_true (gui_test_spin_until (all_caught_up, &t, 5) || server_over (&t));
    }
  g_assert_true (dropped);
  t.at_least = vik_server_game_seq (server, c.game);
  g_assert_true (gui_test_spin_until (all_caught_up, &t, 10));
  for (int p = 0; p < 2; p++)
    {
      Seat *s = t.seats[p];
      g_autofree char *waiting = NULL;
      for (int i = 0; i < 50 && vik_net_session_get_fair (s->play) < 0; i++)
        g_main_context_iteration (NULL, FALSE), g_usleep (10000);
      g_test_message ("seat %d: %u actions announced (%u told as “?”), %u events, %u refused", p + 1, s->applied,
                      s->unknown, s->events, s->refused->len);
      g_assert_cmpint (vik_net_session_get_fair (s->play), ==, 1);
      g_assert_true (vic_game_is_over (vic_game_model_get_game (s->model)));
      g_assert_false (vic_game_model_decides_here (s->model));
      waiting = vic_game_model_describe_waiting (s->model);
      g_assert_cmpstr (waiting, ==, "The game is over");
      g_assert_cmpuint (s->unknown, >, 0);   /* another side's builds and buys are not told */
      g_assert_cmpuint (s->decider_changed, >, 0);
      {
        /* the server's record came with the seed: the whole game as it was
         * played, from its first position, for the replay */
        const VicGame *record = vic_game_model_get_record (s->model);
        g_autoptr (GError) error = NULL;
        g_autoptr (VicReplay) replay = NULL;

        g_assert_nonnull (record);
        g_assert_nonnull (vic_game_model_get_start (s->model));
        g_assert_true (vic_game_equal (record, vik_server_game_state (server, c.game)));
        replay = vic_replay_new (vic_game_model_get_start (s->model), record, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (vik_replay_frames_n_actions (replay), ==, (guint) vik_server_game_seq (server, c.game));
      }
    }
  for (int p = 0; p < 2; p++)
    seat_free (t.seats[p]);
  for (int p = 0; p < 2; p++)
    g_free (c.tokens[p]);
  g_free (c.game);
}

static void
on_computer_failed (VikComputerTurns *turns, GError *error, gboolean *failed)
{
  *failed = TRUE;
}

/* A computer seat is the server's: the model says which level plays it, and
 * the computer players at this table (the window's VikComputerTurns) never
 * play it nor anything else.  A new game started in the model leaves the
 * network game. */
static void
test_computer_seat_on_the_server (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  const char *const kinds[] = { "human", "computer:easy" };
  Created c = { 0 };
  Table t = { .server = server };
  g_autoptr (VikComputerTurns) turns = NULL;
  gboolean failed = FALSE;
  VikRng rng;

  vik_rng_seed (&rng, 5, 1);
  create_game (uri, kinds, &c);
  t.game = c.game;
  t.seats[0] = seat_new ();
  turns = vik_computer_turns_new (VIK_SESSION (t.seats[0]->model));
  vik_computer_turns_set_pace (turns, VIK_PACE_INSTANT);
  g_signal_connect (turns, "failed", G_CALLBACK (on_computer_failed), &failed);
  vik_net_session_join (t.seats[0]->play, uri, c.game, c.tokens[0]);
  g_assert_true (gui_test_spin_until (is_playing, t.seats[0], 10));
  g_assert_cmpint (vic_game_model_get_seat (t.seats[0]->model, 1), ==, VIK_AI_EASY);
  g_assert_cmpint (vic_game_model_get_seat (t.seats[0]->model, 0), ==, VIK_SESSION_PERSON);
  /* the seats are the server's: this screen cannot hand one to its computer */
  vic_game_model_set_seat (t.seats[0]->model, 0, VIK_AI_HARD);
  g_assert_cmpint (vic_game_model_get_seat (t.seats[0]->model, 0), ==, VIK_SESSION_PERSON);
  while (!server_over (&t) && vik_server_game_seq (server, c.game) < 120)
    {
      if (!act_once (&t, &rng))
        {
          /* the server's computer decides: the model says so, the table's computers stay out */
          g_autofree char *waiting = vic_game_model_describe_waiting (t.seats[0]->model);
          gint64 seq = vik_server_game_seq (server, c.game);
          if (waiting != NULL && strstr (waiting, "computer") != NULL)
            g_assert_nonnull (strstr (waiting, "Bob (computer, Easy) is thinking"));
          t.at_least = seq + 1;
          gui_test_spin_until (all_caught_up, &t, 10);
        }
      g_assert_false (failed);
      g_assert_false (vik_computer_turns_get_busy (turns));
    }
  g_assert_cmpint (vik_server_game_seq (server, c.game), >, 40);
  /* a game of this computer's replaces the network game: the play is left */
  g_assert_true (vic_game_model_new_preset (t.seats[0]->model, "quick-start", 2, NULL, 3, NULL));
  g_assert_false (vik_session_is_remote (VIK_SESSION (t.seats[0]->model)));
  g_assert_cmpint (vik_net_session_get_state (t.seats[0]->play), ==, VIK_NET_PLAY_IDLE);
  vik_computer_turns_stop (turns);
  seat_free (t.seats[0]);
  for (int p = 0; p < 2; p++)
    g_free (c.tokens[p]);
  g_free (c.game);
}

/* A VIKTORY II game joined here fails with a reason (its own window plays it). */
static void
test_not_victory (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  g_autoptr (VikNetClient) client = vik_net_client_new ();
  char *names[] = { "Ann", "Bob" };
  gboolean up = FALSE;
  Created c = { 0 };
  Seat *seat = seat_new ();

  vik_net_client_connect_async (client, uri, NULL, on_connected, &up);
  g_assert_true (gui_test_spin_until_flag (&up, 10));
  g_signal_connect (client, "message", G_CALLBACK (on_created), &c);
  vik_net_client_create (client, 2, names);
  g_assert_true (gui_test_spin_until (created, &c, 10));
  vik_net_session_join (seat->play, uri, c.game, c.tokens[0]);
  for (gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
       vik_net_session_get_state (seat->play) != VIK_NET_PLAY_FAILED && g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (vik_net_session_get_state (seat->play), ==, VIK_NET_PLAY_FAILED);
  g_assert_cmpstr (vik_net_session_get_error (seat->play), ==, "This network game is not a game of Victory");
  g_assert_null (vic_game_model_get_game (seat->model));
  seat_free (seat);
  for (int p = 0; p < 2; p++)
    g_free (c.tokens[p]);
  g_free (c.game);
}

typedef struct {
  char *kind, *game, *token;
} Handed;

static void
on_other_game (VikNetSession *play, const char *kind, const char *uri, const char *game, const char *token, Handed *h)
{
  h->kind = g_strdup (kind);
  h->game = g_strdup (game);
  h->token = g_strdup (token);
}

static gboolean
handed (gpointer data)
{
  return ((Handed *) data)->kind != NULL;
}

/* VIKTORY II's play (the window's, for links and the lobby, which do not
 * say the game) takes a Victory game's open seat, then hands it over at the
 * welcome with the token the server gave; a Victory play joins with it. */
static void
test_claimed_seat_handed_over (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  const char *const kinds[] = { "human", "open" };
  Created c = { 0 };
  g_autoptr (VikGameModel) viktory = vik_game_model_new ();
  g_autoptr (VikNetSession) play = vik_net_play_new (viktory);
  Handed h = { 0 };
  Seat *seat;

  create_game (uri, kinds, &c);
  g_signal_connect (play, "other-game", G_CALLBACK (on_other_game), &h);
  vik_net_session_join (play, uri, c.game, NULL);
  g_assert_true (gui_test_spin_until (handed, &h, 10));
  g_assert_cmpstr (h.kind, ==, "victory");
  g_assert_cmpstr (h.game, ==, c.game);
  g_assert_cmpuint (strlen (h.token), ==, 32);
  g_assert_cmpint (vik_net_session_get_state (play), ==, VIK_NET_PLAY_IDLE);
  g_assert_null (vik_game_model_get_game (viktory));
  g_assert_false (vik_session_is_remote (VIK_SESSION (viktory)));
  seat = seat_new ();
  vik_net_session_join (seat->play, uri, h.game, h.token);
  g_assert_true (gui_test_spin_until (is_playing, seat, 10));
  g_assert_cmpint (vik_net_session_get_seat (seat->play), ==, 1);
  g_assert_cmpstr (vik_server_game_rules (server, c.game)->id, ==, "victory");
  seat_free (seat);
  g_free (h.kind);
  g_free (h.game);
  g_free (h.token);
  for (int p = 0; p < 2; p++)
    g_free (c.tokens[p]);
  g_free (c.game);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_log_set_default_handler (drop_debug, NULL);
  scratch = g_dir_make_tmp ("viktory-vic-net-play-XXXXXX", NULL);
  {
    g_autofree char *trusted = g_build_filename (scratch, "trusted.ini", NULL);
    g_setenv ("VIKTORY_TRUSTED_SERVERS", trusted, TRUE);
  }
  g_test_add_func ("/vic-net-play/whole-game", test_whole_game);
  g_test_add_func ("/vic-net-play/computer-seat-on-the-server", test_computer_seat_on_the_server);
  g_test_add_func ("/vic-net-play/not-victory", test_not_victory);
  g_test_add_func ("/vic-net-play/claimed-seat-handed-over", test_claimed_seat_handed_over);
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
    const char *name;
    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (scratch, name, NULL);
        g_unlink (path);
      }
    g_rmdir (scratch);
  }
  g_free (scratch);
  return status;
}
