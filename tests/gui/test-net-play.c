/* test-net-play.c: a network game in the game model, without a display.
 *
 * Two models join one real server on localhost through VikNetPlay (no mocks)
 * and play through vik_game_model_apply() as the window does; after every
 * action each model's game equals the server's in everything public, and the
 * events each model announced are the ones the server's engine made (the
 * real dice).  A dropped connection makes the model unable to act until it
 * is back, then it catches up with the events of what it missed.  A
 * spectator cannot act; an open seat is claimed; chat reaches the table; at
 * the end the revealed seed checks out; a wrong address or game fails with a
 * reason. */
#include "config.h"

#include "vik-replay.h"

#include <string.h>
#include <glib/gstdio.h>

#include "vik-net-client.h"
#include "vik-net-play.h"
#include "vik-net-trust.h"
#include "vik-policy.h"
#include "vik-server.h"

#include "gui-test-base.h"

static char *scratch;

/* ---------------------------------------------------------------- helpers */

typedef struct {
  VikGameModel *model;
  VikNetSession *play;
  GArray *events;          /* of VikEvent: everything the model announced */
  guint applied;           /* action-applied emissions */
  guint changed;           /* game-changed emissions */
  GPtrArray *chat;         /* of char *: "name: text" */
  GPtrArray *refused;      /* of char * */
} Seat;

static void
on_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events, Seat *seat)
{
  g_array_append_vals (seat->events, events, n_events);
  seat->applied++;
}

static void
on_changed (VikGameModel *model, Seat *seat)
{
  seat->changed++;
}

static void
on_chat (VikNetSession *play, int who, const char *name, const char *text, gint64 when, Seat *seat)
{
  g_assert_cmpint (when, >, 1700000000);
  g_ptr_array_add (seat->chat, g_strdup_printf ("%s: %s", name, text));
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

  seat->model = vik_game_model_new ();
  vik_session_set_autosave_dir (VIK_SESSION (seat->model), scratch);
  seat->play = vik_net_play_new (seat->model);
  vik_net_session_set_retry_ms (seat->play, 300);
  seat->events = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  seat->chat = g_ptr_array_new_with_free_func (g_free);
  seat->refused = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (seat->model, "action-applied", G_CALLBACK (on_applied), seat);
  g_signal_connect (seat->model, "game-changed", G_CALLBACK (on_changed), seat);
  g_signal_connect (seat->play, "chat", G_CALLBACK (on_chat), seat);
  g_signal_connect (seat->play, "refused", G_CALLBACK (on_refused), seat);
  return seat;
}

static void
seat_free (Seat *seat)
{
  g_object_unref (seat->play);
  g_object_unref (seat->model);
  g_array_unref (seat->events);
  g_ptr_array_unref (seat->chat);
  g_ptr_array_unref (seat->refused);
  g_free (seat);
}

static gboolean
is_playing (gpointer data)
{
  return vik_net_session_get_state (((Seat *) data)->play) == VIK_NET_PLAY_PLAYING;
}

static gboolean
has_failed (gpointer data)
{
  return vik_net_session_get_state (((Seat *) data)->play) == VIK_NET_PLAY_FAILED;
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
  VikNetClient *client;
  VikMsg msg;
  gboolean got;
  VikMsgType want;
} Creator;

static void
on_creator_message (VikNetClient *client, const VikMsg *msg, Creator *c)
{
  if (msg->type != c->want || c->got)
    return;
  c->got = TRUE;
  c->msg.game = g_strdup (msg->game);
  for (int p = 0; p < msg->players; p++)
    c->msg.tokens[p] = g_strdup (msg->tokens[p]);
}

static gboolean
creator_done (gpointer data)
{
  return ((Creator *) data)->got;
}

static void
on_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error));
  *(gboolean *) data = TRUE;
}

/* Creates a game; tokens[] gets one per seat ("" for a seat without one). */
static char *
create_game (const char *uri, int players, const char *const *seats, char **tokens)
{
  Creator c = { .client = vik_net_client_new (), .want = VIK_MSG_CREATED };
  char *names[] = { "Ann", "Bob", "Cid", "Dee" };
  gboolean up = FALSE;
  char *game;

  vik_net_client_connect_async (c.client, uri, NULL, on_connected, &up);
  g_assert_true (gui_test_spin_until_flag (&up, 10));
  g_signal_connect (c.client, "message", G_CALLBACK (on_creator_message), &c);
  vik_net_client_create_game (c.client, players, names, seats, 0, NULL);
  g_assert_true (gui_test_spin_until (creator_done, &c, 10));
  for (int p = 0; p < players; p++)
    tokens[p] = g_steal_pointer (&c.msg.tokens[p]);
  game = g_steal_pointer (&c.msg.game);
  vik_msg_clear (&c.msg);
  g_object_unref (c.client);
  return game;
}

typedef struct {
  VikServer *server;
  const char *game;
  Seat **seats;
  int n;
  gint64 at_least;     /* the server's position to wait for */
} Table;

/* Every model shows the server's position. */
static gboolean
all_caught_up (gpointer data)
{
  Table *t = data;
  gint64 seq = vik_server_game_seq (t->server, t->game);

  if (seq < t->at_least)
    return FALSE;
  for (int i = 0; i < t->n; i++)
    {
      const VikGame *game = vik_game_model_get_game (t->seats[i]->model);
      guint n;
      if (game == NULL)
        return FALSE;
      vik_game_get_history (game, &n);
      if ((gint64) n != seq)
        return FALSE;
    }
  return TRUE;
}

static void
assert_public_equal (Table *t)
{
  const VikGame *real = vik_server_game_state (t->server, t->game);

  for (int i = 0; i < t->n; i++)
    g_assert_true (vik_game_public_equal (vik_game_model_get_game (t->seats[i]->model), real));
}

/* The real game's events, replayed from its seed. */
static GArray *
real_events (const VikGame *real)
{
  VikGameOptions options = { .n_players = vik_game_get_n_players (real), .seed = vik_game_get_seed (real) };
  g_autoptr (VikGame) replay = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  const VikAction *history;
  guint n;

  for (int p = 0; p < options.n_players; p++)
    options.names[p] = vik_game_get_player_name (real, p);
  replay = vik_game_new (&options, NULL);
  history = vik_game_get_history (real, &n);
  for (guint i = 0; i < n; i++)
    {
      const VikEvent *events;
      guint k;
      g_assert_true (vik_game_apply (replay, &history[i], NULL));
      events = vik_game_get_events (replay, &k);
      g_array_append_vals (out, events, k);
    }
  return out;
}

static void
assert_events (const GArray *got, const GArray *want)
{
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < got->len; i++)
    {
      const VikEvent *a = &g_array_index (got, VikEvent, i), *b = &g_array_index (want, VikEvent, i);
      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpint (a->player, ==, b->player);
      g_assert_cmpint (a->hex, ==, b->hex);
      g_assert_cmpint (a->hex2, ==, b->hex2);
      g_assert_cmpint (a->value, ==, b->value);
      g_assert_cmpint (a->n_dice, ==, b->n_dice);
      g_assert_cmpmem (a->dice, a->n_dice, b->dice, b->n_dice);
    }
}

/* The deciding seat's model acts (the aggressive policy) through the model,
 * as the window would; returns FALSE when nobody can. */
static gboolean
act_once (Table *t, VikRng *rng)
{
  for (int i = 0; i < t->n; i++)
    {
      VikGameModel *model = t->seats[i]->model;
      GArray *legal;
      VikAction a;
      g_autoptr (GError) error = NULL;

      if (!vik_game_model_decides_here (model))
        continue;
      legal = vik_game_model_get_legal_actions (model);
      g_assert_cmpuint (legal->len, >, 0);
      a = g_array_index (legal, VikAction, vik_policy_choose (VIK_POLICY_AGGRESSIVE, vik_game_model_get_game (model),
                                                              (VikAction *) legal->data, legal->len, rng));
      g_assert_true (vik_game_model_apply (model, &a, &error));
      g_assert_no_error (error);
      /* on its way: nothing more can be chosen until the answer */
      g_assert_false (vik_game_model_decides_here (model));
      g_assert_cmpuint (vik_game_model_get_legal_actions (model)->len, ==, 0);
      g_assert_false (vik_game_model_apply (model, &a, NULL));
      t->at_least = vik_server_game_seq (t->server, t->game) + 1;
      if (!gui_test_spin_until (all_caught_up, t, 10))
        g_error ("the action was not accepted: %s", t->seats[i]->refused->len
                 ? (char *) g_ptr_array_index (t->seats[i]->refused, 0) : "(no answer)");
      return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------- tests */

/* Two players and a spectator: every action leaves the three models equal
 * to the server's game, announced with the real events; nobody undoes. */
static void
test_play_through_models (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  char *tokens[8] = { 0 };
  g_autofree char *game = create_game (uri, 2, NULL, tokens);
  Seat *seats[3] = { seat_new (), seat_new (), seat_new () };
  Table t = { server, game, seats, 3 };
  VikRng rng;
  guint actions = 0;

  vik_rng_seed (&rng, 11, 3);
  vik_net_session_join (seats[0]->play, uri, game, tokens[0]);
  vik_net_session_join (seats[1]->play, uri, game, tokens[1]);
  vik_net_session_join (seats[2]->play, uri, game, "");
  for (int i = 0; i < 3; i++)
    g_assert_true (gui_test_spin_until (is_playing, seats[i], 10));
  g_assert_cmpint (vik_net_session_get_seat (seats[0]->play), ==, 0);
  g_assert_cmpint (vik_net_session_get_seat (seats[1]->play), ==, 1);
  g_assert_cmpint (vik_net_session_get_seat (seats[2]->play), ==, -1);
  g_assert_false (vik_net_session_is_secure (seats[0]->play));
  for (int i = 0; i < 3; i++)
    {
      g_assert_true (vik_session_is_remote (VIK_SESSION (seats[i]->model)));
      g_assert_cmpint (vik_game_model_count_human_seats (seats[i]->model), ==, i < 2);
    }
  while (actions < 250 && act_once (&t, &rng))
    {
      actions++;
      assert_public_equal (&t);
      for (int i = 0; i < 3; i++)
        {
          g_assert_false (vik_game_model_can_undo (seats[i]->model));
          g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (seats[i]->model)));
        }
      /* the spectator never decides */
      g_assert_false (vik_game_model_decides_here (seats[2]->model));
      {
        g_autofree char *why = vik_game_model_describe_waiting (seats[2]->model);
        g_assert_nonnull (why);
      }
    }
  /* The server's seed is its own, so a game may be won before 250 actions;
   * anything else that stops play early is a failure. */
  if (actions != 250 && !vik_game_is_over (vik_server_game_state (server, game)))
    for (int i = 0; i < 3; i++)
      {
        g_autofree char *why = vik_game_model_describe_waiting (seats[i]->model);
        g_test_message ("seat %d: decider %d, connected %d, state %d, %s, refused %u", i,
                        vik_game_get_decider (vik_game_model_get_game (seats[i]->model)),
                        vik_session_get_remote_connected (VIK_SESSION (seats[i]->model)),
                        vik_net_session_get_state (seats[i]->play),
                        why, seats[i]->refused->len);
      }
  g_assert_true (actions == 250 || vik_game_is_over (vik_server_game_state (server, game)));
  g_assert_cmpint (actions, ==, vik_server_game_seq (server, game));
  {
    g_autoptr (GArray) want = real_events (vik_server_game_state (server, game));
    guint dice = 0;
    for (int i = 0; i < 3; i++)
      {
        g_assert_cmpuint (seats[i]->applied, ==, actions);
        assert_events (seats[i]->events, want);
      }
    for (guint i = 0; i < want->len; i++)
      dice += g_array_index (want, VikEvent, i).kind == VIK_EVENT_DICE_ROLLED;
    g_test_message ("%u actions, %u events, %u dice rolls", actions, want->len, dice);
  }
  /* the spectator's model refuses to act */
  {
    g_autoptr (GError) error = NULL;
    VikAction end = { .kind = VIK_ACTION_END };
    g_assert_false (vik_game_model_apply (seats[2]->model, &end, &error));
    g_assert_nonnull (error);
  }
  for (int i = 0; i < 3; i++)
    seat_free (seats[i]);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
}

static gboolean
is_reconnecting (gpointer data)
{
  return vik_net_session_get_state (((Seat *) data)->play) == VIK_NET_PLAY_RECONNECTING;
}

/* A dropped connection: nothing can be chosen and the model says so; the
 * others play on; back, the model catches up with the real events of what it
 * missed (no new position without its story). */
static void
test_reconnect_catches_up (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  char *tokens[8] = { 0 };
  g_autofree char *game = create_game (uri, 2, NULL, tokens);
  Seat *seats[2] = { seat_new (), seat_new () };
  Table t = { server, game, seats, 2 };
  VikRng rng;
  guint missed = 0, changed;

  vik_rng_seed (&rng, 5, 3);
  for (int i = 0; i < 2; i++)
    {
      vik_net_session_join (seats[i]->play, uri, game, tokens[i]);
      g_assert_true (gui_test_spin_until (is_playing, seats[i], 10));
    }
  /* play until the second seat decides, a few times over */
  for (int round = 0; round < 3; round++)
    {
      Table one = { server, game, seats + 1, 1 };
      while (!vik_game_model_decides_here (seats[1]->model))
        g_assert_true (act_once (&t, &rng));
      vik_net_session_set_retry_ms (seats[0]->play, 1500);
      changed = seats[0]->changed;
      vik_net_session_drop_connection (seats[0]->play);
      g_assert_cmpint (vik_net_session_get_state (seats[0]->play), ==, VIK_NET_PLAY_RECONNECTING);
      g_assert_false (vik_session_get_remote_connected (VIK_SESSION (seats[0]->model)));
      g_assert_false (vik_game_model_decides_here (seats[0]->model));
      g_assert_cmpuint (vik_game_model_get_legal_actions (seats[0]->model)->len, ==, 0);
      {
        g_autofree char *why = vik_game_model_describe_waiting (seats[0]->model);
        g_assert_nonnull (why);
        g_assert_nonnull (strstr (why, "Reconnecting"));
      }
      /* the other plays on while the first is away */
      missed = 0;
      while (vik_game_model_decides_here (seats[1]->model) && missed < 30)
        {
          g_assert_true (act_once (&one, &rng));
          missed++;
        }
      g_assert_cmpuint (missed, >, 0);
      g_assert_true (is_reconnecting (seats[0]));
      g_assert_true (gui_test_spin_until (is_playing, seats[0], 20));
      g_assert_true (gui_test_spin_until (all_caught_up, &t, 10));
      g_assert_cmpuint (seats[0]->changed, ==, changed);   /* caught up action by action */
      assert_public_equal (&t);
      g_assert_cmpuint (seats[0]->applied, ==, seats[1]->applied);
      g_test_message ("round %d: %u actions missed and caught up", round, missed);
    }
  {
    g_autoptr (GArray) want = real_events (vik_server_game_state (server, game));
    assert_events (seats[0]->events, want);
    assert_events (seats[1]->events, want);
  }
  for (int i = 0; i < 2; i++)
    seat_free (seats[i]);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
}

static gboolean
chat_arrived (gpointer data)
{
  return ((Seat *) data)->chat->len > 0;
}

static gboolean
seat_claimed (gpointer data)
{
  return is_playing (data) && vik_net_session_get_seat (((Seat *) data)->play) >= 0;
}

/* An open seat is claimed (its token kept), chat reaches the table, and a
 * game played to its end reveals a seed that checks out. */
static void
test_claim_chat_and_fair_end (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  const char *kinds[] = { "human", "open" };
  char *tokens[8] = { 0 };
  g_autofree char *game = create_game (uri, 2, kinds, tokens);
  Seat *seats[2] = { seat_new (), seat_new () };
  Table t = { server, game, seats, 2 };
  VikRng rng;

  vik_rng_seed (&rng, 3, 3);
  g_assert_cmpstr (tokens[1], ==, "");
  vik_net_session_join (seats[0]->play, uri, game, tokens[0]);
  vik_net_session_join (seats[1]->play, uri, game, NULL);
  g_assert_true (gui_test_spin_until (is_playing, seats[0], 10));
  g_assert_true (gui_test_spin_until (seat_claimed, seats[1], 10));
  g_assert_cmpint (vik_net_session_get_seat (seats[1]->play), ==, 1);
  g_assert_cmpuint (strlen (vik_net_session_get_token (seats[1]->play)), ==, 32);

  vik_net_session_chat (seats[1]->play, "Hello, Ann");
  g_assert_true (gui_test_spin_until (chat_arrived, seats[0], 10));
  g_assert_cmpstr (seats[0]->chat->pdata[0], ==, "Bob: Hello, Ann");

  g_assert_cmpint (vik_net_session_get_fair (seats[0]->play), ==, -1);
  for (int i = 0; i < 300 && act_once (&t, &rng); i++)
    ;
  /* the one whose turn it is concedes: the other wins */
  while (!vik_game_is_over (vik_game_model_get_game (seats[0]->model)))
    {
      const VikGame *g = vik_game_model_get_game (seats[0]->model);
      int current = vik_game_get_current_player (g);
      if (vik_game_get_decision (g) == VIK_DECISION_NONE && vik_game_model_decides_here (seats[current]->model))
        {
          VikAction concede = { .kind = VIK_ACTION_CONCEDE };
          g_assert_true (vik_game_model_apply (seats[current]->model, &concede, NULL));
          t.at_least = vik_server_game_seq (server, game) + 1;
          g_assert_true (gui_test_spin_until (all_caught_up, &t, 10));
        }
      else
        g_assert_true (act_once (&t, &rng));
    }
  for (int i = 0; i < 2; i++)
    {
      gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
      while (vik_net_session_get_fair (seats[i]->play) < 0 && g_get_monotonic_time () < deadline)
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (vik_net_session_get_fair (seats[i]->play), ==, 1);
      g_assert_false (vik_game_model_decides_here (seats[i]->model));
      {
        /* the server's record: the game with its real pile, replayable from
         * its first position (the view's pile is re-drawn: it is not) */
        g_autoptr (GError) error = NULL;
        VikReplay *replay;

        g_assert_nonnull (vik_game_model_get_record (seats[i]->model));
        g_assert_true (vik_game_equal (vik_game_model_get_record (seats[i]->model),
                                       vik_server_game_state (server, game)));
        replay = vik_replay_new (vik_game_model_get_start (seats[i]->model),
                                 vik_game_model_get_record (seats[i]->model), &error);
        g_assert_no_error (error);
        vik_replay_frames_free (replay);
      }
    }
  for (int i = 0; i < 2; i++)
    seat_free (seats[i]);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
}

/* Nothing listening, or no such game: the play fails and says why. */
static void
test_failures (void)
{
  g_autoptr (VikServer) server = server_new ();
  g_autofree char *uri = uri_of (server);
  Seat *seat = seat_new ();

  vik_net_session_join (seat->play, "ws://127.0.0.1:1/viktory", "0123456789ab", "");
  g_assert_true (gui_test_spin_until (has_failed, seat, 10));
  g_test_message ("%s", vik_net_session_get_error (seat->play));
  g_assert_nonnull (strstr (vik_net_session_get_error (seat->play), "127.0.0.1:1"));
  g_assert_false (vik_session_is_remote (VIK_SESSION (seat->model)));

  vik_net_session_join (seat->play, uri, "0123456789ab", "");
  g_assert_true (gui_test_spin_until (has_failed, seat, 10));
  g_test_message ("%s", vik_net_session_get_error (seat->play));
  g_assert_nonnull (strstr (vik_net_session_get_error (seat->play), "no such game"));
  seat_free (seat);
}

/* A self-signed certificate made with openssl in scratch (NULL: no openssl);
 * *fingerprint gets openssl's SHA-256 fingerprint of it. */
static GTlsCertificate *
make_certificate (const char *name, char **fingerprint)
{
  g_autofree char *cert = g_strdup_printf ("%s/%s.pem", scratch, name);
  g_autofree char *key = g_strdup_printf ("%s/%s-key.pem", scratch, name);
  g_autofree char *out = NULL;
  const char *make[] = { "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                         "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1",
                         "-addext", "subjectAltName=IP:127.0.0.1", NULL };
  const char *print[] = { "openssl", "x509", "-in", cert, "-noout", "-fingerprint", "-sha256", NULL };
  g_autoptr (GError) error = NULL;
  GTlsCertificate *certificate;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) make, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL
                     | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL))
    return NULL;
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) print, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, NULL, &status,
                               NULL));
  g_assert_nonnull (strchr (out, '='));
  if (fingerprint != NULL)
    *fingerprint = g_strdup (g_strstrip (strchr (out, '=') + 1));
  certificate = g_tls_certificate_new_from_files (cert, key, &error);
  g_assert_no_error (error);
  g_unlink (cert);
  g_unlink (key);
  return certificate;
}

/* A wss:// server with a self-signed certificate: the join fails and keeps
 * the certificate it was refused for (its fingerprint openssl's); pinned, the
 * same join plays, encrypted; another certificate pinned does not open it. */
static void
test_self_signed_server (void)
{
  g_autofree char *fingerprint = NULL, *other_fingerprint = NULL, *ours = NULL, *uri = NULL;
  g_autoptr (GTlsCertificate) certificate = make_certificate ("server", &fingerprint);
  g_autoptr (GTlsCertificate) other = NULL;
  g_autoptr (VikServer) server = NULL;
  g_autoptr (GError) error = NULL;
  char *tokens[8] = { 0 };
  g_autofree char *game = NULL;
  Seat *seat;
  VikServerOptions options = { .data_dir = scratch, .allow_create = TRUE, .rate_per_second = 10000,
                               .rate_burst = 20000 };

  if (certificate == NULL)
    {
      g_test_skip ("openssl is not installed (tools/setup.sh installs it)");
      return;
    }
  other = make_certificate ("other", &other_fingerprint);
  options.tls = certificate;
  server = vik_server_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_server_listen (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  uri = g_strdup_printf ("wss://127.0.0.1:%u%s", vik_server_get_port (server), VIK_SERVER_PATH);
  {
    /* the game is created by a client that trusts the certificate */
    Creator c = { .client = vik_net_client_new (), .want = VIK_MSG_CREATED };
    char *names[] = { "Ann", "Bob" };
    gboolean up = FALSE;
    vik_net_client_pin_certificate (c.client, certificate);
    vik_net_client_connect_async (c.client, uri, NULL, on_connected, &up);
    g_assert_true (gui_test_spin_until_flag (&up, 10));
    g_signal_connect (c.client, "message", G_CALLBACK (on_creator_message), &c);
    vik_net_client_create_game (c.client, 2, names, NULL, 0, NULL);
    g_assert_true (gui_test_spin_until (creator_done, &c, 10));
    for (int p = 0; p < 2; p++)
      tokens[p] = g_steal_pointer (&c.msg.tokens[p]);
    game = g_steal_pointer (&c.msg.game);
    vik_msg_clear (&c.msg);
    g_object_unref (c.client);
  }

  seat = seat_new ();
  vik_net_session_join (seat->play, uri, game, tokens[0]);
  g_assert_true (gui_test_spin_until (has_failed, seat, 10));
  g_test_message ("untrusted: %s", vik_net_session_get_error (seat->play));
  g_assert_nonnull (vik_net_session_get_refused_certificate (seat->play));
  g_assert_true (g_tls_certificate_is_same (vik_net_session_get_refused_certificate (seat->play), certificate));
  ours = vik_net_certificate_fingerprint (vik_net_session_get_refused_certificate (seat->play));
  g_test_message ("fingerprint %s, openssl's %s", ours, fingerprint);
  g_assert_cmpuint (strlen (ours), ==, 95);
  g_assert_cmpstr (ours, ==, fingerprint);
  g_assert_false (vik_session_is_remote (VIK_SESSION (seat->model)));

  /* another certificate pinned: still refused */
  if (other != NULL)
    {
      g_autofree char *theirs = vik_net_certificate_fingerprint (other);
      g_assert_cmpstr (theirs, ==, other_fingerprint);
      g_assert_cmpstr (theirs, !=, ours);
      vik_net_session_pin_certificate (seat->play, other);
      vik_net_session_rejoin (seat->play);
      g_assert_true (gui_test_spin_until (has_failed, seat, 10));
      g_assert_true (g_tls_certificate_is_same (vik_net_session_get_refused_certificate (seat->play), certificate));
    }

  /* the player accepts the fingerprint: the same join plays, encrypted */
  vik_net_session_pin_certificate (seat->play, vik_net_session_get_refused_certificate (seat->play));
  vik_net_session_rejoin (seat->play);
  g_assert_true (gui_test_spin_until (is_playing, seat, 10));
  g_assert_null (vik_net_session_get_refused_certificate (seat->play));
  g_assert_true (vik_net_session_is_secure (seat->play));
  g_assert_cmpint (vik_net_session_get_seat (seat->play), ==, 0);
  g_assert_true (vik_session_is_remote (VIK_SESSION (seat->model)));
  /* and it reconnects with the pin after a drop */
  vik_net_session_drop_connection (seat->play);
  g_assert_true (gui_test_spin_until (is_playing, seat, 20));
  seat_free (seat);

  /* a later run: what the player trusted is remembered, and the join plays at once */
  {
    g_autofree char *trusted = g_build_filename (scratch, "trusted-servers.ini", NULL);
    g_setenv ("VIKTORY_TRUSTED_SERVERS", trusted, TRUE);
    seat = seat_new ();
    vik_net_session_join (seat->play, uri, game, tokens[1]);
    g_assert_true (gui_test_spin_until (has_failed, seat, 10));   /* nothing trusted yet */
    g_assert_true (vik_net_trust_remember (uri, certificate, &error));
    g_assert_no_error (error);
    seat_free (seat);
    seat = seat_new ();
    vik_net_session_join (seat->play, uri, game, tokens[1]);
    g_assert_true (gui_test_spin_until (is_playing, seat, 10));
    g_assert_true (vik_net_session_is_secure (seat->play));
    g_assert_cmpint (vik_net_session_get_seat (seat->play), ==, 1);
    seat_free (seat);
    /* the server shows another certificate than the one trusted: refused, and named as changed */
    if (other != NULL)
      {
        g_autoptr (GTlsCertificate) remembered = NULL;
        g_assert_true (vik_net_trust_remember (uri, other, &error));
        g_assert_no_error (error);
        remembered = vik_net_trust_lookup (uri);
        g_assert_true (g_tls_certificate_is_same (remembered, other));
        seat = seat_new ();
        vik_net_session_join (seat->play, uri, game, tokens[1]);
        g_assert_true (gui_test_spin_until (has_failed, seat, 10));
        g_assert_true (g_tls_certificate_is_same (vik_net_session_get_refused_certificate (seat->play), certificate));
        seat_free (seat);
      }
    g_unsetenv ("VIKTORY_TRUSTED_SERVERS");
  }
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
}

/* The trusted-servers file: hostile or damaged contents are passed over, never
 * crash; a damaged file is replaced by a good one; the oldest of too many is
 * forgotten; an address it cannot name is refused. */
static void
test_trusted_servers_file (void)
{
  g_autofree char *path = g_build_filename (scratch, "trust-file", "trusted-servers.ini", NULL);
  g_autoptr (GTlsCertificate) certificate = make_certificate ("trusted", NULL);
  g_autoptr (GTlsCertificate) found = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (certificate == NULL)
    {
      g_test_skip ("openssl is not installed (tools/setup.sh installs it)");
      return;
    }
  g_setenv ("VIKTORY_TRUSTED_SERVERS", path, TRUE);
  g_assert_null (vik_net_trust_lookup ("wss://club.example:7766/viktory"));   /* no file yet */
  g_assert_true (vik_net_trust_remember ("wss://club.example:7766/viktory", certificate, &error));
  g_assert_no_error (error);
  found = vik_net_trust_lookup ("ws://club.example:7766/viktory");
  g_assert_true (found != NULL && g_tls_certificate_is_same (found, certificate));
  g_clear_object (&found);
  g_assert_null (vik_net_trust_lookup ("wss://club.example:7767/viktory"));   /* another port */
  g_assert_null (vik_net_trust_lookup ("wss://other.example:7766/viktory"));
  /* IPv6: its brackets cannot be a group's name; the file names it by host and port */
  g_assert_true (vik_net_trust_remember ("wss://[::1]:9000/viktory", certificate, &error));
  g_assert_no_error (error);
  found = vik_net_trust_lookup ("wss://[::1]:9000/viktory");
  g_assert_true (found != NULL && g_tls_certificate_is_same (found, certificate));
  g_clear_object (&found);
  g_assert_false (vik_net_trust_remember ("not an address", certificate, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  /* a certificate that is not one: passed over with a warning naming the file and key */
  g_assert_true (g_file_set_contents (path, "[club.example 7766]\nCertificate=not a certificate\n", -1, NULL));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*trusted-servers.ini: [club.example 7766] Certificate:*");
  g_assert_null (vik_net_trust_lookup ("wss://club.example:7766/viktory"));
  g_test_assert_expected_messages ();
  /* a file that is not a key file: passed over, then replaced by a good one */
  g_assert_true (g_file_set_contents (path, "\x01\x02 [[[ not a key file\n", -1, NULL));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*trusted-servers.ini: *no server is trusted from it");
  g_assert_null (vik_net_trust_lookup ("wss://club.example:7766/viktory"));
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*no server is trusted from it");
  g_assert_true (vik_net_trust_remember ("wss://club.example:7766/viktory", certificate, &error));
  g_test_assert_expected_messages ();
  g_assert_no_error (error);
  found = vik_net_trust_lookup ("wss://club.example:7766/viktory");
  g_assert_nonnull (found);
  g_clear_object (&found);

  /* 201 servers: the first is forgotten, the last ones kept */
  for (int i = 0; i < 201; i++)
    {
      g_autofree char *uri = g_strdup_printf ("wss://s%d.example:7766/viktory", i);
      g_assert_true (vik_net_trust_remember (uri, certificate, &error));
      g_assert_no_error (error);
    }
  g_assert_null (vik_net_trust_lookup ("wss://club.example:7766/viktory"));
  g_assert_null (vik_net_trust_lookup ("wss://s0.example:7766/viktory"));
  found = vik_net_trust_lookup ("wss://s200.example:7766/viktory");
  g_assert_nonnull (found);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[s1.example 7766]"));
  g_unsetenv ("VIKTORY_TRUSTED_SERVERS");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_log_set_default_handler (drop_debug, NULL);
  scratch = g_dir_make_tmp ("viktory-net-play-XXXXXX", NULL);
  g_test_add_func ("/net-play/play-through-models", test_play_through_models);
  g_test_add_func ("/net-play/reconnect-catches-up", test_reconnect_catches_up);
  g_test_add_func ("/net-play/claim-chat-and-fair-end", test_claim_chat_and_fair_end);
  g_test_add_func ("/net-play/failures", test_failures);
  g_test_add_func ("/net-play/self-signed-server", test_self_signed_server);
  g_test_add_func ("/net-play/trusted-servers-file", test_trusted_servers_file);
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (scratch, 0, NULL);
    const char *name;
    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *path = g_build_filename (scratch, name, NULL);
        g_unlink (path);
      }
    g_rmdir (scratch);
  }
  g_free (scratch);
  return status;
}
