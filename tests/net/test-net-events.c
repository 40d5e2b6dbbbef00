/* test-net-events.c: protocol 3's events and lobby between real clients and a
 * real server on localhost (no mocks).
 *
 * Every update tells the events of its action exactly as the engine made them
 * on the server (the real dice, not a re-drawn copy's); a client that comes
 * back hears the events of what it missed; events are checked before use;
 * the lobby lists the games with an open seat. */
#include <string.h>

#include "net-test-util.h"
#include "vik-net-events.h"
#include "vik-policy.h"
#include "vik-save.h"

/* ---------------------------------------------------------------- helpers */

static void
assert_events_equal (const VikEvent *a, guint n_a, const GArray *b)
{
  g_assert_cmpuint (n_a, ==, b->len);
  for (guint i = 0; i < n_a; i++)
    {
      const VikEvent *e = &g_array_index (b, VikEvent, i);
      g_assert_cmpint (a[i].kind, ==, e->kind);
      g_assert_cmpint (a[i].player, ==, e->player);
      g_assert_cmpint (a[i].unit, ==, e->unit);
      g_assert_cmpint (a[i].terrain, ==, e->terrain);
      g_assert_cmpint (a[i].hex, ==, e->hex);
      g_assert_cmpint (a[i].hex2, ==, e->hex2);
      g_assert_cmpint (a[i].value, ==, e->value);
      g_assert_cmpint (a[i].averaged, ==, e->averaged);
      g_assert_cmpint (a[i].n_dice, ==, e->n_dice);
      g_assert_cmpmem (a[i].dice, a[i].n_dice, e->dice, e->n_dice);
    }
}

/* The real game replayed from its seed: the engine's events of action i. */
typedef struct {
  VikGame *game;
} Replay;

static VikGame *
replay_start (const VikGame *real)
{
  VikGameOptions options = { .n_players = vik_game_get_n_players (real), .seed = vik_game_get_seed (real) };
  g_autoptr (GError) error = NULL;
  VikGame *game;

  for (int p = 0; p < options.n_players; p++)
    options.names[p] = vik_game_get_player_name (real, p);
  game = vik_game_new (&options, &error);
  g_assert_no_error (error);
  return game;
}

/* Two people play `n` actions (or to the end) through the server with the
 * aggressive policy; returns the game id.  tokens[] get the invitations. */
static char *
play (VikServer *server, const char *uri, TestClient **players, gint64 n, char **tokens)
{
  TestClient *creator = test_client_connect (uri, NULL);
  char *game = test_client_create (creator, 2, NULL, 0, NULL, tokens);
  VikRng rng;
  gint64 acted = -1;
  /* generous: a loaded 2-core machine once took over 120 s for 300 actions
   * (each is written to disk before anyone hears of it) */
  gint64 deadline = g_get_monotonic_time () + 400 * G_USEC_PER_SEC;

  test_client_free (creator);
  vik_rng_seed (&rng, 7, 1);
  for (int p = 0; p < 2; p++)
    {
      VikMsg msg;
      players[p] = test_client_connect (uri, NULL);
      vik_net_client_hello (players[p]->client, game, tokens[p], -1);
      g_assert_true (test_client_wait (players[p], VIK_MSG_WELCOME, 10, &msg));
      vik_msg_clear (&msg);
    }
  while (vik_server_game_seq (server, game) < n && g_get_monotonic_time () < deadline)
    {
      const VikGame *real = vik_server_game_state (server, game);
      gint64 seq = vik_server_game_seq (server, game);
      int decider;
      TestClient *tc;

      if (vik_game_is_over (real))
        break;
      decider = vik_game_get_decider (real);
      tc = players[decider];
      if (acted != seq && vik_net_client_get_seq (tc->client) == seq)
        {
          const VikGame *view = vik_net_client_get_view (tc->client);
          g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
          g_autofree char *text = NULL;

          vik_game_legal_actions (view, legal);
          text = vik_action_to_string (&g_array_index (legal, VikAction,
                                         vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data,
                                                            legal->len, &rng)),
                                       vik_game_get_board (view));
          vik_net_client_act (tc->client, text);
          acted = seq;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  /* both clients have heard the last update */
  while ((vik_net_client_get_seq (players[0]->client) != vik_server_game_seq (server, game)
          || vik_net_client_get_seq (players[1]->client) != vik_server_game_seq (server, game))
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  return game;
}

/* ---------------------------------------------------------------- tests */

/* Every update's events, checked against its view, are the engine's events
 * of that action on the server's real game (dice and tiles included). */
static void
test_updates_tell_the_real_events (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  TestClient *players[2];
  char *tokens[8] = { 0 };
  g_autofree char *game = play (server, uri, players, 700, tokens);
  const VikGame *real = vik_server_game_state (server, game);
  g_autoptr (VikGame) replay = replay_start (real);
  guint n_history, dice = 0, revealed = 0;
  const VikAction *history = vik_game_get_history (real, &n_history);
  VikMsg msg;

  g_assert_cmpuint (n_history, >=, 300);
  players[1]->cursor = 0;
  for (guint i = 0; i < n_history; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (VikEvent));
      g_autoptr (VikGame) view = NULL;
      const VikEvent *expected;
      guint n_expected;

      g_assert_true (test_client_wait (players[1], VIK_MSG_UPDATE, 5, &msg));
      g_assert_cmpint (msg.seq, ==, i + 1);
      g_assert_nonnull (msg.events);
      view = vik_game_load_from_data (msg.view, strlen (msg.view), "view", &error);
      g_assert_no_error (error);
      g_assert_true (vik_net_events_import (view, msg.events, events, &error));
      g_assert_no_error (error);
      g_assert_true (vik_game_apply (replay, &history[i], &error));
      expected = vik_game_get_events (replay, &n_expected);
      assert_events_equal (expected, n_expected, events);
      for (guint e = 0; e < events->len; e++)
        {
          dice += g_array_index (events, VikEvent, e).kind == VIK_EVENT_DICE_ROLLED;
          revealed += g_array_index (events, VikEvent, e).kind == VIK_EVENT_HEX_REVEALED;
        }
      vik_msg_clear (&msg);
    }
  g_test_message ("%u actions, %u dice rolls, %u hexes revealed", n_history, dice, revealed);
  g_assert_cmpuint (dice, >, 0);
  g_assert_cmpuint (revealed, >, 0);
  for (int p = 0; p < 2; p++)
    test_client_free (players[p]);
  for (int p = 0; p < 8; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

/* A client coming back with the last position it saw hears the events of
 * every action it missed, equal to what the others heard in their updates;
 * a first hello, and a client too far behind, hear none. */
static void
test_catch_up (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  TestClient *players[2];
  char *tokens[8] = { 0 };
  g_autofree char *game = play (server, uri, players, 400, tokens);
  gint64 seq = vik_server_game_seq (server, game);
  const gint64 seen[] = { seq - 40, -1, seq - VIK_NET_MAX_CATCH_UP - 1, seq };

  g_assert_cmpint (seq, >, VIK_NET_MAX_CATCH_UP + 1);
  for (guint k = 0; k < G_N_ELEMENTS (seen); k++)
    {
      TestClient *back = test_client_connect (uri, NULL);
      VikMsg msg, update;

      vik_net_client_hello (back->client, game, k == 1 ? "" : tokens[0], seen[k]);
      g_assert_true (test_client_wait (back, VIK_MSG_WELCOME, 10, &msg));
      g_assert_cmpint (msg.seq, ==, seq);
      if (k != 0)
        {
          g_test_message ("seen %" G_GINT64_FORMAT ": %u actions, no events", seen[k], msg.actions->len);
          g_assert_null (msg.catch_up);
          vik_msg_clear (&msg);
          test_client_free (back);
          continue;
        }
      g_assert_cmpuint (msg.actions->len, ==, 40);
      g_assert_nonnull (msg.catch_up);
      g_assert_cmpuint (msg.catch_up->len, ==, 40);
      /* the other seat's client heard them one by one */
      players[1]->cursor = 0;
      for (gint64 i = 0; i < seq; i++)
        {
          g_assert_true (test_client_wait (players[1], VIK_MSG_UPDATE, 5, &update));
          if (update.seq > seen[k])
            {
              GArray *told = msg.catch_up->pdata[update.seq - seen[k] - 1];
              g_assert_cmpstr (update.action, ==, msg.actions->pdata[update.seq - seen[k] - 1]);
              g_assert_cmpuint (told->len, ==, update.events->len);
              g_assert_cmpmem (told->data, told->len * sizeof (VikNetEvent), update.events->data,
                               update.events->len * sizeof (VikNetEvent));
            }
          vik_msg_clear (&update);
        }
      vik_msg_clear (&msg);
      test_client_free (back);
    }
  for (int p = 0; p < 2; p++)
    test_client_free (players[p]);
  for (int p = 0; p < 8; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

/* Events go through JSON and back unchanged; bad ones are refused by the
 * parser (types and ranges) or by the game (its players, hexes, kinds). */
static void
test_events_checked (void)
{
  VikGameOptions options = { .n_players = 2, .seed = 5 };
  g_autoptr (VikGame) game = vik_game_new (&options, NULL);
  VikEvent engine[3] = {
    { .kind = VIK_EVENT_DICE_ROLLED, .player = 1, .unit = VIK_DICE_ATTACK, .value = 2, .n_dice = 3,
      .dice = { 1, 3, 6 }, .hex = -1, .hex2 = -1 },
    { .kind = VIK_EVENT_UNIT_MOVED, .player = 0, .unit = VIK_UNIT_CAVALRY, .hex = 3, .hex2 = 4 },
    { .kind = VIK_EVENT_GAME_OVER, .player = -1, .value = 3, .hex = -1, .hex2 = -1 },
  };
  g_autoptr (GArray) wire = vik_net_events_export (engine, 3);
  g_autoptr (GArray) back = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  g_autoptr (GError) error = NULL;
  VikMsg msg = { .type = VIK_MSG_UPDATE, .seq = 4, .seat = 1 }, parsed;
  g_autofree char *json = NULL;
  struct { VikNetEvent e; const char *why; } refused[] = {
    { { .kind = 200 }, "unknown kind" },
    { { .kind = VIK_EVENT_UNIT_MOVED, .player = 2, .hex = -1, .hex2 = -1 }, "no third player" },
    { { .kind = VIK_EVENT_UNIT_MOVED, .player = 0, .hex = 9999, .hex2 = -1 }, "no such hex" },
    { { .kind = VIK_EVENT_UNIT_MOVED, .player = 0, .unit = 9, .hex = -1, .hex2 = -1 }, "no such unit" },
    { { .kind = VIK_EVENT_DICE_ROLLED, .player = -1, .hex = -1, .hex2 = -1 }, "dice of nobody" },
    { { .kind = VIK_EVENT_DICE_ROLLED, .player = 0, .n_dice = 1, .dice = { 0 }, .hex = -1, .hex2 = -1 }, "die 0" },
    { { .kind = VIK_EVENT_UNIT_MOVED, .player = 0, .n_dice = 1, .dice = { 2 }, .hex = -1, .hex2 = -1 }, "dice of a move" },
    { { .kind = VIK_EVENT_PHASE_BEGAN, .player = 0, .value = 99, .hex = -1, .hex2 = -1 }, "no such phase" },
    { { .kind = VIK_EVENT_BATTLE_BEGAN, .player = 0, .value = 5, .hex = -1, .hex2 = -1 }, "no such defender" },
  };

  msg.action = (char *) "end";
  msg.view = (char *) "x";
  msg.by = (char *) "player";
  msg.events = wire;
  json = vik_msg_to_json (&msg);
  g_assert_true (vik_msg_parse (json, strlen (json), VIK_NET_MAX_FRAME, &parsed, &error));
  g_assert_no_error (error);
  g_assert_true (vik_net_events_import (game, parsed.events, back, &error));
  g_assert_no_error (error);
  assert_events_equal (engine, 3, back);
  vik_msg_clear (&parsed);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GArray) one = g_array_new (FALSE, TRUE, sizeof (VikNetEvent));
      /* a good one first: nothing of a refused list is kept */
      g_array_append_val (one, g_array_index (wire, VikNetEvent, 1));
      g_array_append_val (one, refused[i].e);
      g_array_set_size (back, 0);
      g_assert_false (vik_net_events_import (game, one, back, &error));
      g_test_message ("%s: %s", refused[i].why, error->message);
      g_assert_error (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED);
      g_assert_cmpuint (back->len, ==, 0);
      g_clear_error (&error);
    }

  /* the parser: types and ranges */
  {
    const char *bad[] = {
      "{\"type\":\"update\",\"seq\":1,\"player\":0,\"action\":\"end\",\"view\":\"\",\"deadline\":0,\"by\":\"player\"}",
      "{\"type\":\"update\",\"seq\":1,\"player\":0,\"action\":\"end\",\"view\":\"\",\"deadline\":0,\"by\":\"player\","
      "\"events\":[[1,0,0,0,0,0,0,0]]}",
      "{\"type\":\"update\",\"seq\":1,\"player\":0,\"action\":\"end\",\"view\":\"\",\"deadline\":0,\"by\":\"player\","
      "\"events\":[[1,0,0,0,0,0,0,0,[7]]]}",
      "{\"type\":\"update\",\"seq\":1,\"player\":0,\"action\":\"end\",\"view\":\"\",\"deadline\":0,\"by\":\"player\","
      "\"events\":[[1,9,0,0,0,0,0,0,[]]]}",
      "{\"type\":\"update\",\"seq\":1,\"player\":0,\"action\":\"end\",\"view\":\"\",\"deadline\":0,\"by\":\"player\","
      "\"events\":[[1,0,0,0,0,0,0,0,[1,1,1,1,1,1,1,1,1]]]}",
      "{\"type\":\"update\",\"seq\":1,\"player\":0,\"action\":\"end\",\"view\":\"\",\"deadline\":0,\"by\":\"player\","
      "\"events\":[[1,0,0,0,0,0,\"x\",0,[]]]}",
      "{\"type\":\"welcome\",\"version\":6,\"game\":\"0123456789ab\",\"seat\":0,\"seq\":2,\"commitment\":\"\","
      "\"view\":\"\",\"players\":2,\"seats\":[\"human\",\"human\"],\"turn-time\":0,\"deadline\":0,"
      "\"on-deadline\":\"skip\",\"actions\":[\"end\",\"end\"],\"events\":[[]]}",
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_assert_false (vik_msg_parse (bad[i], strlen (bad[i]), VIK_NET_MAX_FRAME, &parsed, &error));
        g_assert_error (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED);
        g_clear_error (&error);
      }
  }
  /* a welcome's events: one list per action */
  {
    const char *good = "{\"type\":\"welcome\",\"version\":6,\"game\":\"0123456789ab\",\"seat\":0,\"seq\":2,"
                       "\"commitment\":\"\",\"view\":\"\",\"players\":2,\"seats\":[\"human\",\"human\"],"
                       "\"turn-time\":0,\"deadline\":0,\"on-deadline\":\"skip\",\"actions\":[\"end\",\"end\"],"
                       "\"events\":[[],[[1,0,0,0,0,0,2,0,[]]]]}";
    g_assert_true (vik_msg_parse (good, strlen (good), VIK_NET_MAX_FRAME, &parsed, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (parsed.catch_up->len, ==, 2);
    g_assert_cmpuint (((GArray *) parsed.catch_up->pdata[1])->len, ==, 1);
    vik_msg_clear (&parsed);
  }
}

/* The lobby lists the unfinished games with an open seat, newest first. */
static void
test_lobby (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  TestClient *tc = test_client_connect (uri, NULL);
  const char *open_b[] = { "open", "human" }, *open_c[] = { "human", "open", "computer:easy" };
  char *a[8] = { 0 }, *b[8] = { 0 }, *c[8] = { 0 };
  g_autofree char *game_a = test_client_create (tc, 2, NULL, 0, NULL, a);
  g_autofree char *game_b = NULL, *game_c = NULL;
  VikMsg msg;

  g_usleep (2000);
  game_b = test_client_create (tc, 2, open_b, 0, NULL, b);
  g_usleep (2000);
  game_c = test_client_create (tc, 3, open_c, 3600, NULL, c);
  vik_net_client_lobby (tc->client);
  g_assert_true (test_client_wait (tc, VIK_MSG_LOBBY_LIST, 10, &msg));
  g_assert_cmpuint (msg.games->len, ==, 2);
  {
    VikGameSummary *g = msg.games->pdata[0];
    g_assert_cmpstr (g->game, ==, game_c);
    g_assert_cmpint (g->seat, ==, -1);
    g_assert_cmpint (g->players, ==, 3);
    g_assert_cmpstr (g->seats[1], ==, "open");
    g_assert_cmpstr (g->seats[2], ==, "computer:easy");
    g_assert_cmpint (g->deadline, >, 0);
    g_assert_cmpstr (((VikGameSummary *) msg.games->pdata[1])->game, ==, game_b);
  }
  vik_msg_clear (&msg);
  /* claimed: no seat is open any more */
  {
    TestClient *claimer = test_client_connect (uri, NULL);
    vik_net_client_claim (claimer->client, game_b);
    g_assert_true (test_client_wait (claimer, VIK_MSG_CLAIMED, 10, &msg));
    vik_msg_clear (&msg);
    test_client_free (claimer);
  }
  vik_net_client_lobby (tc->client);
  g_assert_true (test_client_wait (tc, VIK_MSG_LOBBY_LIST, 10, &msg));
  g_assert_cmpuint (msg.games->len, ==, 1);
  g_assert_cmpstr (((VikGameSummary *) msg.games->pdata[0])->game, ==, game_c);
  vik_msg_clear (&msg);
  g_assert_true (vik_net_client_is_connected (tc->client));
  test_client_free (tc);
  for (int p = 0; p < 8; p++)
    {
      g_free (a[p]);
      g_free (b[p]);
      g_free (c[p]);
    }
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_func ("/net/events/checked", test_events_checked);
  g_test_add_func ("/net/events/updates-tell-the-real-events", test_updates_tell_the_real_events);
  g_test_add_func ("/net/events/catch-up", test_catch_up);
  g_test_add_func ("/net/lobby", test_lobby);
  return g_test_run ();
}
