/* test-net-seats.c: seats played by the server's computers, open seats,
 * turn deadlines (skip, hand over and give back, across a restart), the
 * "games" list and chat, between real clients and a real server on
 * localhost (no mocks). */
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "net-test-util.h"
#include "vik-server-chat.h"
#include "vik-net-game.h"
#include "vik-policy.h"
#include "vik-save.h"

#define CONCEDE_AFTER 600

typedef struct {
  TestClient *tc;
  int seat;
  gint64 acted;     /* the position last acted on */
  VikRng rng;
} Player;

/* A human at the keyboard: acts when his seat decides, concedes late in the game. */
/* Stops the server and starts another on the same data folder (a new port). */
static void
restart (VikServer **server, char **uri, const char *dir)
{
  vik_server_free (*server);
  *server = net_test_server_new (dir, NULL);
  g_free (*uri);
  *uri = net_test_server_uri (*server);
}

static void
maybe_act (Player *pl)
{
  const VikGame *view = vik_net_client_get_view (pl->tc->client);
  gint64 seq = vik_net_client_get_seq (pl->tc->client);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *text = NULL;

  if (!view || vik_game_is_over (view) || vik_game_get_decider (view) != pl->seat || pl->acted == seq)
    return;
  pl->acted = seq;
  if (seq >= CONCEDE_AFTER && vik_game_get_decision (view) == VIK_DECISION_NONE
      && vik_game_get_current_player (view) == pl->seat)
    {
      vik_net_client_act (pl->tc->client, "concede");
      return;
    }
  vik_game_legal_actions (view, legal);
  g_assert_cmpuint (legal->len, >, 0);
  text = vik_action_to_string (&g_array_index (legal, VikAction, vik_policy_choose (VIK_POLICY_AGGRESSIVE, view,
                                 (VikAction *) legal->data, legal->len, &pl->rng)), vik_game_get_board (view));
  vik_net_client_act (pl->tc->client, text);
}

static const char *
over_salt (TestClient *tc)
{
  for (guint i = tc->frames->len; i-- > 0;)
    if (strstr (tc->frames->pdata[i], "\"type\":\"over\""))
      {
        const char *p = strstr (tc->frames->pdata[i], "\"salt\":\"");
        static char salt[33];
        g_assert_nonnull (p);
        g_strlcpy (salt, p + 8, sizeof salt);
        return salt;
      }
  return NULL;
}

static gint64
welcome_seq (TestClient *tc)
{
  VikMsg msg;
  gint64 seq;
  tc->cursor = 0;
  g_assert_true (test_client_wait (tc, VIK_MSG_WELCOME, 0, &msg));
  seq = msg.seq;
  vik_msg_clear (&msg);
  return seq;
}

static gboolean
any_error (TestClient *tc)
{
  for (guint i = 0; i < tc->frames->len; i++)
    if (strstr (tc->frames->pdata[i], "\"type\":\"error\""))
      {
        g_test_message ("error frame: %s", (char *) tc->frames->pdata[i]);
        return TRUE;
      }
  return FALSE;
}

/* A whole game where the server plays the computers' seats: one human client,
 * a spectator, and the views of both checked against a replay of the game. */
static void
test_computer_seats (gconstpointer data)
{
  const char *const *seats = data;
  int n = (int) g_strv_length ((char **) seats);
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  TestClient *creator = test_client_connect (uri, NULL), *spectator = test_client_connect (uri, NULL);
  Player players[8] = { 0 };
  int humans = 0;
  char *tokens[8] = { 0 };
  g_autofree char *game = test_client_create (creator, n, seats, 0, NULL, tokens);
  gint64 start = g_get_monotonic_time (), last_progress = start, last_seq = -1;
  const VikGame *real;
  const char *salt;
  guint checked;

  for (int p = 0; p < n; p++)
    {
      if (strcmp (seats[p], "human") != 0)
        {
          g_assert_cmpstr (tokens[p], ==, "");
          continue;
        }
      g_assert_cmpuint (strlen (tokens[p]), ==, 32);
      players[humans].tc = test_client_connect (uri, NULL);
      players[humans].seat = p;
      players[humans].acted = -1;
      vik_rng_seed (&players[humans].rng, 40 + (guint64) p, 1);
      vik_net_client_hello (players[humans].tc->client, game, tokens[p], -1);
      humans++;
    }
  vik_net_client_hello (spectator->client, game, "", -1);
  /* The server replaces its game at every action: ask for it afresh each time. */
  while (!vik_game_is_over (vik_server_game_state (server, game)))
    {
      gint64 now, seq;
      g_main_context_iteration (NULL, TRUE);
      for (int i = 0; i < humans; i++)
        maybe_act (&players[i]);
      now = g_get_monotonic_time ();
      seq = vik_server_game_seq (server, game);
      if (seq != last_seq)
        {
          last_seq = seq;
          last_progress = now;
        }
      /* a server that stops playing fails; a long game on a slow machine is
       * given up below, as one of too many actions is */
      if (now - last_progress > 120 * G_USEC_PER_SEC)
        g_error ("no action for 120 s (at position %d)", (int) seq);
      if (now - start > 600 * G_USEC_PER_SEC)
        break;
      /* The server draws each game's secret seed itself, so a test cannot
       * choose it; now and then computers of equal strength hold each other
       * off for hundreds of turns (a CI run met one at 32,874 actions).  The
       * frames can only be checked against the seed revealed at the end, so
       * such a game is given up, said so, and not counted as checked. */
      if (vik_server_game_seq (server, game) > 12000)
        break;
    }
  if (!vik_game_is_over (vik_server_game_state (server, game)))
    {
      g_test_skip ("the computers' game went past 12,000 actions or 600 s without a winner");
      for (int i = 0; i < humans; i++)
        {
          g_assert_false (any_error (players[i].tc));
          test_client_free (players[i].tc);
        }
      g_assert_false (any_error (spectator));
      for (int p = 0; p < n; p++)
        g_free (tokens[p]);
      test_client_free (creator);
      test_client_free (spectator);
      vik_server_free (g_steal_pointer (&server));
      net_test_remove_dir (dir);
      return;
    }
  /* Everybody hears the end. */
  {
    VikMsg msg;
    g_assert_true (test_client_wait (spectator, VIK_MSG_OVER, 10, &msg));
    vik_msg_clear (&msg);
    for (int i = 0; i < humans; i++)
      {
        g_assert_true (test_client_wait (players[i].tc, VIK_MSG_OVER, 10, &msg));
        vik_msg_clear (&msg);
      }
  }
  real = vik_server_game_state (server, game);
  salt = over_salt (spectator);
  g_assert_nonnull (salt);
  checked = net_test_check_frames (real, salt, spectator->frames);
  /* The welcome, then every action since (a computer may have acted before it). */
  g_assert_cmpuint (checked, ==, vik_server_game_seq (server, game) + 1 - welcome_seq (spectator));
  g_assert_false (any_error (spectator));
  for (int i = 0; i < humans; i++)
    {
      g_assert_cmpuint (net_test_check_frames (real, salt, players[i].tc->frames), ==,
                        vik_server_game_seq (server, game) + 1 - welcome_seq (players[i].tc));
      g_assert_false (any_error (players[i].tc));
      test_client_free (players[i].tc);
    }
  g_test_message ("%d seats (%d human): %d actions, winner %d", n, humans,
                  (int) vik_server_game_seq (server, game), vik_game_get_winner (real));
  for (int p = 0; p < n; p++)
    g_free (tokens[p]);
  test_client_free (creator);
  test_client_free (spectator);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

/* Open seats go to the first clients to claim them; the tokens outlive a restart. */
static void
test_open_seats (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  VikServer *server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  const char *seats[] = { "open", "human", "open" };
  char *tokens[8] = { 0 };
  TestClient *creator = test_client_connect (uri, NULL);
  g_autofree char *game = test_client_create (creator, 3, seats, 0, NULL, tokens);
  g_autofree char *claimed0 = NULL, *claimed2 = NULL;
  TestClient *a = test_client_connect (uri, NULL), *b = test_client_connect (uri, NULL),
             *c = test_client_connect (uri, NULL);
  VikMsg msg;

  g_assert_cmpstr (tokens[0], ==, "");
  g_assert_cmpstr (tokens[2], ==, "");
  vik_net_client_claim (a->client, game);
  g_assert_true (test_client_wait (a, VIK_MSG_CLAIMED, 10, &msg));
  g_assert_cmpint (msg.seat, ==, 0);
  claimed0 = g_strdup (msg.token);
  vik_msg_clear (&msg);
  g_assert_true (test_client_wait (a, VIK_MSG_WELCOME, 10, &msg));
  g_assert_cmpint (msg.seat, ==, 0);
  g_assert_cmpstr (msg.seats[0], ==, "human");
  g_assert_cmpstr (msg.seats[2], ==, "open");
  vik_msg_clear (&msg);

  vik_net_client_claim (b->client, game);
  g_assert_true (test_client_wait (b, VIK_MSG_CLAIMED, 10, &msg));
  g_assert_cmpint (msg.seat, ==, 2);
  claimed2 = g_strdup (msg.token);
  vik_msg_clear (&msg);
  /* The first claimer hears of his own claim, then that the last seat is taken. */
  g_assert_true (test_client_wait (a, VIK_MSG_SEATS, 10, &msg));
  g_assert_cmpstr (msg.seats[2], ==, "open");
  vik_msg_clear (&msg);
  g_assert_true (test_client_wait (a, VIK_MSG_SEATS, 10, &msg));
  g_assert_cmpstr (msg.seats[2], ==, "human");
  vik_msg_clear (&msg);

  /* No seat is left: refused, and the connection stays open. */
  vik_net_client_claim (c->client, game);
  g_assert_true (test_client_wait (c, VIK_MSG_ERROR, 10, &msg));
  g_assert_cmpstr (msg.code, ==, "bad-seat");
  vik_msg_clear (&msg);
  g_assert_true (vik_net_client_is_connected (c->client));

  /* A new server on the same folder: the claimed tokens open their seats. */
  test_client_free (a);
  test_client_free (b);
  test_client_free (c);
  test_client_free (creator);
  restart (&server, &uri, dir);
  a = test_client_connect (uri, NULL);
  vik_net_client_hello (a->client, game, claimed2, -1);
  g_assert_true (test_client_wait (a, VIK_MSG_WELCOME, 10, &msg));
  g_assert_cmpint (msg.seat, ==, 2);
  g_assert_cmpstr (msg.seats[0], ==, "human");
  vik_msg_clear (&msg);
  test_client_free (a);
  a = test_client_connect (uri, NULL);
  vik_net_client_hello (a->client, game, claimed0, -1);
  g_assert_true (test_client_wait (a, VIK_MSG_WELCOME, 10, &msg));
  g_assert_cmpint (msg.seat, ==, 0);
  vik_msg_clear (&msg);
  test_client_free (a);
  for (int p = 0; p < 3; p++)
    g_free (tokens[p]);
  vik_server_free (server);
  net_test_remove_dir (dir);
}

/* A chat line reaches every player and every spectator of the game, nobody else. */
static void
test_chat_reaches_everyone (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  char *tokens[8] = { 0 }, *other_tokens[8] = { 0 };
  TestClient *creator = test_client_connect (uri, NULL);
  g_autofree char *game = test_client_create (creator, 3, NULL, 0, NULL, tokens);
  g_autofree char *other = test_client_create (creator, 2, NULL, 0, NULL, other_tokens);
  TestClient *at[5];
  VikMsg msg;

  for (int i = 0; i < 5; i++)
    {
      at[i] = test_client_connect (uri, NULL);
      /* Three players and a spectator of the game, and a spectator of another. */
      vik_net_client_hello (at[i]->client, i == 4 ? other : game, i < 3 ? tokens[i] : "", -1);
      g_assert_true (test_client_wait (at[i], VIK_MSG_WELCOME, 10, &msg));
      vik_msg_clear (&msg);
    }
  vik_net_client_chat (at[1]->client, "Good luck, Ann");
  vik_net_client_chat (at[3]->client, "I am only watching");
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (test_client_wait (at[i], VIK_MSG_CHAT_SAID, 10, &msg));
      g_assert_cmpint (msg.seat, ==, 1);
      g_assert_cmpstr (msg.name, ==, "Bob");
      g_assert_cmpstr (msg.text, ==, "Good luck, Ann");
      vik_msg_clear (&msg);
      g_assert_true (test_client_wait (at[i], VIK_MSG_CHAT_SAID, 10, &msg));
      g_assert_cmpint (msg.seat, ==, -1);
      g_assert_cmpstr (msg.text, ==, "I am only watching");
      vik_msg_clear (&msg);
    }
  g_assert_false (test_client_wait (at[4], VIK_MSG_CHAT_SAID, 0.3, &msg));
  for (int i = 0; i < 5; i++)
    test_client_free (at[i]);
  test_client_free (creator);
  for (int p = 0; p < 3; p++)
    g_free (tokens[p]);
  for (int p = 0; p < 2; p++)
    g_free (other_tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

/* Waits for `n` chat lines numbered first, first + 1, ... (after a welcome). */
static void
expect_chat_lines (TestClient *tc, gint64 first, int n, const char *prefix)
{
  for (int i = 0; i < n; i++)
    {
      VikMsg msg;
      g_autofree char *want = g_strdup_printf ("%s %" G_GINT64_FORMAT, prefix, first + i);
      g_assert_true (test_client_wait (tc, VIK_MSG_CHAT_SAID, 10, &msg));
      g_assert_cmpint (msg.chat, ==, first + i);
      g_assert_cmpint (msg.when, >, 1700000000);
      g_assert_true (g_str_has_prefix (msg.text, want));
      vik_msg_clear (&msg);
    }
}

static void
say_lines (TestClient *tc, int from, int n, const char *prefix, int pad)
{
  for (int i = from; i < from + n; i++)
    {
      g_autofree char *padding = g_strnfill (pad, 'x');
      g_autofree char *line = g_strdup_printf ("%s %d %s", prefix, i, padding);
      vik_net_client_chat (tc->client, line);
    }
}

/* A game of weeks: what the table said while a player was away waits for him
 * (numbered lines after his welcome, only those he has not heard), across a
 * server restart; the newest 100 are kept; a file grown past its limit is
 * rewritten with those; a torn last line (a crash while appending) is passed
 * over and later lines still kept. */
static void
test_chat_kept_for_the_absent (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  VikServer *server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  char *tokens[8] = { 0 };
  TestClient *creator = test_client_connect (uri, NULL);
  g_autofree char *game = test_client_create (creator, 2, NULL, 0, NULL, tokens);
  g_autofree char *chat_file = NULL;
  TestClient *ann, *bob;
  VikMsg msg;
  GStatBuf st;

  test_client_free (creator);
  ann = test_client_connect (uri, NULL);
  vik_net_client_hello (ann->client, game, tokens[0], -1);
  g_assert_true (test_client_wait (ann, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  g_assert_false (test_client_wait (ann, VIK_MSG_CHAT_SAID, 0.2, &msg));   /* nothing said yet */
  say_lines (ann, 0, 3, "Ann says", 0);
  expect_chat_lines (ann, 0, 3, "Ann says");
  g_assert_cmpint (vik_net_client_get_chat_seen (ann->client), ==, 3);

  /* Bob comes later: the three lines follow his welcome */
  bob = test_client_connect (uri, NULL);
  vik_net_client_hello (bob->client, game, tokens[1], -1);
  g_assert_true (test_client_wait (bob, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  expect_chat_lines (bob, 0, 3, "Ann says");
  test_client_free (bob);
  say_lines (ann, 3, 1, "Ann says", 0);
  expect_chat_lines (ann, 3, 1, "Ann says");
  test_client_free (ann);

  /* the server restarts; Bob, having heard three lines, hears only the fourth */
  restart (&server, &uri, dir);
  bob = test_client_connect (uri, NULL);
  vik_net_client_set_chat_seen (bob->client, 3);
  vik_net_client_hello (bob->client, game, tokens[1], -1);
  g_assert_true (test_client_wait (bob, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  expect_chat_lines (bob, 3, 1, "Ann says");
  g_assert_false (test_client_wait (bob, VIK_MSG_CHAT_SAID, 0.2, &msg));

  /* 600 long lines: the newest 100 kept, the file rewritten under its limit */
  say_lines (bob, 4, 600, "Bob says", 400);
  expect_chat_lines (bob, 4, 600, "Bob says");
  test_client_free (bob);
  chat_file = g_strdup_printf ("%s/%s.chat", dir, game);
  g_assert_cmpint (g_stat (chat_file, &st), ==, 0);
  g_assert_cmpint (st.st_size, <=, VIK_SERVER_CHAT_FILE_MAX);
  g_assert_cmpint (st.st_size, >=, 100 * 400);

  /* a torn last line, as a crash while appending leaves it */
  {
    FILE *f = fopen (chat_file, "a");
    g_assert_nonnull (f);
    fputs ("{\"type\":\"chat-said\",\"seat\":1,\"na", f);
    fclose (f);
  }
  restart (&server, &uri, dir);
  ann = test_client_connect (uri, NULL);
  vik_net_client_hello (ann->client, game, "", -1);   /* a spectator who heard nothing */
  g_assert_true (test_client_wait (ann, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  expect_chat_lines (ann, 604 - VIK_SERVER_CHAT_KEPT, VIK_SERVER_CHAT_KEPT, "Bob says");
  g_assert_false (test_client_wait (ann, VIK_MSG_CHAT_SAID, 0.2, &msg));
  vik_net_client_chat (ann->client, "After the crash 604");
  g_assert_true (test_client_wait (ann, VIK_MSG_CHAT_SAID, 10, &msg));
  g_assert_cmpint (msg.chat, ==, 604);
  vik_msg_clear (&msg);
  test_client_free (ann);
  restart (&server, &uri, dir);
  bob = test_client_connect (uri, NULL);
  vik_net_client_set_chat_seen (bob->client, 604);
  vik_net_client_hello (bob->client, game, tokens[1], -1);
  g_assert_true (test_client_wait (bob, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  expect_chat_lines (bob, 604, 1, "After the crash");
  test_client_free (bob);

  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  vik_server_free (server);
  net_test_remove_dir (dir);
}

/* ------------------------------------------------------------ deadlines */

/* "skip": nobody acts, and after a second the server plays the stretch doing
 * as little as the rules allow; the players' seats stay theirs. */
static void
test_deadline_skip (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  char *tokens[8] = { 0 };
  TestClient *creator = test_client_connect (uri, NULL);
  g_autofree char *game = test_client_create (creator, 2, NULL, 1, "skip", tokens);
  TestClient *watcher = test_client_connect (uri, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  int first = vik_game_get_decider (vik_server_game_state (server, game)), skipped = 0;
  VikMsg msg;

  vik_net_client_hello (watcher->client, game, tokens[0], -1);
  g_assert_true (test_client_wait (watcher, VIK_MSG_WELCOME, 10, &msg));
  g_assert_cmpint (msg.turn_time, ==, 1);
  g_assert_cmpstr (msg.on_deadline, ==, "skip");
  g_assert_cmpint (msg.deadline, >=, now);
  g_assert_cmpint (msg.deadline, <=, now + 2);
  vik_msg_clear (&msg);
  /* Nobody acts: the first player's whole setup turn is played by the deadline,
   * then the next player has his own second: his first update comes no sooner. */
  for (;;)
    {
      gint64 last = g_get_monotonic_time ();
      g_assert_true (test_client_wait (watcher, VIK_MSG_UPDATE, 10, &msg));
      g_assert_cmpstr (msg.by, ==, "deadline");
      if (msg.seat != first)
        {
          g_assert_cmpint (g_get_monotonic_time () - last, >=, 800 * 1000);
          vik_msg_clear (&msg);
          break;
        }
      skipped++;
      vik_msg_clear (&msg);
      g_assert_cmpint (skipped, <, 200);
    }
  g_assert_cmpint (skipped, >, 0);
  g_assert_cmpstr (vik_net_client_get_seat_kind (watcher->client, first), ==, "human");
  g_test_message ("%d decisions of the first player skipped", skipped);
  test_client_free (watcher);
  test_client_free (creator);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

/* "computer:easy": the silent player's seat goes to a computer, and comes
 * back to him when he says hello; then it waits for him again. */
static void
test_deadline_hand_over_and_back (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  char *tokens[8] = { 0 };
  TestClient *creator = test_client_connect (uri, NULL);
  g_autofree char *game = test_client_create (creator, 2, NULL, 1, "computer:easy", tokens);
  int first = vik_game_get_decider (vik_server_game_state (server, game));
  TestClient *other = test_client_connect (uri, NULL), *back;
  Player me = { .seat = first, .acted = -1 };
  gint64 returned_at;
  VikMsg msg;

  vik_net_client_hello (other->client, game, tokens[1 - first], -1);
  g_assert_true (test_client_wait (other, VIK_MSG_SEATS, 5, &msg));
  g_assert_cmpstr (msg.seats[first], ==, "away:easy");
  g_assert_cmpstr (msg.seats[1 - first], ==, "human");
  vik_msg_clear (&msg);
  g_assert_true (test_client_wait (other, VIK_MSG_UPDATE, 10, &msg));
  g_assert_cmpstr (msg.by, ==, "computer");
  g_assert_cmpint (msg.seat, ==, first);
  vik_msg_clear (&msg);

  /* He comes back: his seat is his, and nothing more is played for him. */
  back = test_client_connect (uri, NULL);
  vik_net_client_hello (back->client, game, tokens[first], -1);
  g_assert_true (test_client_wait (back, VIK_MSG_WELCOME, 10, &msg));
  g_assert_cmpstr (msg.seats[first], ==, "human");
  returned_at = msg.seq;
  vik_msg_clear (&msg);
  g_assert_true (test_client_wait (other, VIK_MSG_SEATS, 5, &msg));
  g_assert_cmpstr (msg.seats[first], ==, "human");
  vik_msg_clear (&msg);
  /* From now on only he plays his seat: the other seat goes to a computer
   * after its second, and when his seat decides again it takes his action. */
  me.tc = back;
  for (;;)
    {
      maybe_act (&me);
      g_assert_true (test_client_wait (back, VIK_MSG_UPDATE, 10, &msg));
      /* (A computer's action being written when he came back is announced after it.) */
      if (msg.seat == first && (strcmp (msg.by, "computer") != 0 || msg.seq != returned_at + 1))
        {
          g_assert_cmpstr (msg.by, ==, "player");
          vik_msg_clear (&msg);
          break;
        }
      g_assert_cmpstr (msg.by, ==, "computer");
      vik_msg_clear (&msg);
    }
  g_assert_cmpint (me.acted, >=, 0);
  test_client_free (back);
  test_client_free (other);
  test_client_free (creator);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

/* The deadline is on disk: a new server on the folder keeps it, and when it
 * passed while no server ran, it applies at once. */
static void
test_deadline_survives_restart (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  VikServer *server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  char *tokens[8] = { 0 };
  TestClient *tc = test_client_connect (uri, NULL);
  g_autofree char *game = test_client_create (tc, 2, NULL, 3, "skip", tokens);
  Player me = { .acted = -1 };
  gint64 deadline;
  VikMsg msg;

  /* One action, so that the clock started at a journaled time. */
  me.seat = vik_game_get_decider (vik_server_game_state (server, game));
  me.tc = tc;
  vik_net_client_hello (tc->client, game, tokens[me.seat], -1);
  g_assert_true (test_client_wait (tc, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  maybe_act (&me);
  g_assert_true (test_client_wait (tc, VIK_MSG_UPDATE, 10, &msg));
  deadline = msg.deadline;
  vik_msg_clear (&msg);
  test_client_free (tc);
  vik_server_free (server);

  server = net_test_server_new (dir, NULL);
  g_free (uri);
  uri = net_test_server_uri (server);
  tc = test_client_connect (uri, NULL);
  vik_net_client_hello (tc->client, game, "", -1);
  g_assert_true (test_client_wait (tc, VIK_MSG_WELCOME, 10, &msg));
  g_assert_cmpint (msg.deadline, ==, deadline);
  g_assert_cmpint (msg.seq, ==, 1);
  vik_msg_clear (&msg);
  test_client_free (tc);
  vik_server_free (server);

  /* No server while the deadline passes. */
  while (g_get_real_time () / G_USEC_PER_SEC <= deadline)
    g_usleep (100 * 1000);
  server = net_test_server_new (dir, NULL);
  g_free (uri);
  uri = net_test_server_uri (server);
  tc = test_client_connect (uri, NULL);
  vik_net_client_hello (tc->client, game, "", -1);
  g_assert_true (test_client_wait (tc, VIK_MSG_UPDATE, 5, &msg));
  g_assert_cmpstr (msg.by, ==, "deadline");
  g_assert_cmpint (msg.seq, >=, 2);
  vik_msg_clear (&msg);
  test_client_free (tc);
  vik_server_free (server);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  net_test_remove_dir (dir);
}

/* "Your games": the tokens a client holds list its games with whose turn it is. */
static void
test_games_list (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  const char *seats[] = { "human", "computer:normal", "human" };
  char *a[8] = { 0 }, *b[8] = { 0 };
  TestClient *tc = test_client_connect (uri, NULL);
  g_autofree char *game_a = test_client_create (tc, 2, NULL, 3600, "computer:hard", a);
  g_autofree char *game_b = test_client_create (tc, 3, seats, 0, NULL, b);
  const char *mine[] = { a[1], "0123456789abcdef0123456789abcdef", b[2] };
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  VikMsg msg;

  vik_net_client_list_games (tc->client, mine, 3);
  g_assert_true (test_client_wait (tc, VIK_MSG_GAMES_LIST, 10, &msg));
  g_assert_cmpuint (msg.games->len, ==, 2);
  {
    VikGameSummary *g = msg.games->pdata[0];
    const VikGame *real = vik_server_game_state (server, game_a);
    g_assert_cmpstr (g->game, ==, game_a);
    g_assert_cmpint (g->seat, ==, 1);
    g_assert_cmpint (g->players, ==, 2);
    g_assert_cmpstr (g->names[1], ==, "Bob");
    g_assert_cmpstr (g->seats[0], ==, "human");
    g_assert_cmpint (g->decider, ==, vik_game_get_decider (real));
    g_assert_cmpint (g->current, ==, vik_game_get_current_player (real));
    g_assert_cmpint (g->turn, ==, 0);
    g_assert_cmpint (g->winner, ==, -1);
    g_assert_cmpint (g->deadline, >=, now + 3599);
    g_assert_cmpint (g->deadline, <=, now + 3601);
    g = msg.games->pdata[1];
    g_assert_cmpstr (g->game, ==, game_b);
    g_assert_cmpint (g->seat, ==, 2);
    g_assert_cmpstr (g->seats[1], ==, "computer:normal");
    g_assert_cmpint (g->deadline, ==, 0);
  }
  vik_msg_clear (&msg);
  /* No hello needed, and the connection stays usable. */
  g_assert_true (vik_net_client_is_connected (tc->client));
  test_client_free (tc);
  for (int p = 0; p < 3; p++)
    {
      g_free (a[p]);
      g_free (b[p]);
    }
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

/* A spectator that reads nothing: the computers wait for it rather than bury
 * it under views (a CI run's client fell 16 MiB behind the server's computers
 * and was dropped), and play on once it is gone. */
static void
test_computers_wait_for_a_slow_reader (void)
{
  static const char *const seats[] = { "computer:easy", "computer:easy", "computer:easy",
                                       "computer:easy", "computer:easy", "computer:easy", NULL };
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  TestClient *creator = test_client_connect (uri, NULL);
  char *tokens[8] = { 0 };
  g_autofree char *game = test_client_create (creator, 6, seats, 0, NULL, tokens);
  VikMsg hello = { .type = VIK_MSG_HELLO, .version = VIK_NET_PROTOCOL_VERSION, .seq = -1, .token = "" };
  g_autofree char *hello_json = NULL;
  gint64 start = g_get_monotonic_time (), last_progress = start, last_seq = -1, stalled_at;
  int reader;

  hello.game = game;
  hello_json = vik_msg_to_json (&hello);
  /* A small receive window: the kernel holds little of what it is not read. */
  reader = net_test_ws_connect (vik_server_get_port (server), 4096);
  net_test_ws_send (reader, 0x81, hello_json, strlen (hello_json));
  for (;;)
    {
      gint64 now = g_get_monotonic_time (), seq = vik_server_game_seq (server, game);

      if (vik_game_is_over (vik_server_game_state (server, game)))
        g_error ("the computers played on to the end (%d actions) while a spectator read nothing", (int) seq);
      if (seq != last_seq)
        {
          last_seq = seq;
          last_progress = now;
        }
      else if (now - last_progress > 2 * G_USEC_PER_SEC)
        break;
      if (now - start > 120 * G_USEC_PER_SEC)
        g_error ("the game neither ended nor waited in 120 s (at %d)", (int) seq);
      net_test_spin (0.05);
    }
  stalled_at = last_seq;
  g_test_message ("the computers waited at action %d for a spectator that read nothing", (int) stalled_at);
  /* It is still connected (not dropped): the creator and the reader. */
  g_assert_cmpuint (vik_server_n_clients (server), ==, 2);
  close (reader);
  start = g_get_monotonic_time ();
  while (vik_server_game_seq (server, game) < stalled_at + 20
         && !vik_game_is_over (vik_server_game_state (server, game)))
    {
      if (g_get_monotonic_time () - start > 30 * G_USEC_PER_SEC)
        g_error ("the computers did not play on once the reader was gone (at %d)",
                 (int) vik_server_game_seq (server, game));
      net_test_spin (0.05);
    }
  test_client_free (creator);
  for (int p = 0; p < 6; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  net_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  static const char *const computers_2[] = { "computer:normal", "computer:easy", NULL };
  static const char *const mixed_3[] = { "computer:normal", "human", "computer:easy", NULL };
  static const char *const mixed_4[] = { "human", "computer:easy", "computer:hard", "human", NULL };
  static const char *const computers_6[] = { "computer:easy", "computer:normal", "computer:easy",
                                             "computer:normal", "computer:easy", "computer:normal", NULL };

  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_data_func ("/net/seats/computers/2-computers", computers_2, test_computer_seats);
  g_test_add_data_func ("/net/seats/computers/3-mixed", mixed_3, test_computer_seats);
  g_test_add_data_func ("/net/seats/computers/4-mixed-with-hard", mixed_4, test_computer_seats);
  g_test_add_data_func ("/net/seats/computers/6-computers", computers_6, test_computer_seats);
  g_test_add_func ("/net/seats/computers/wait-for-a-slow-reader", test_computers_wait_for_a_slow_reader);
  g_test_add_func ("/net/seats/open-claimed", test_open_seats);
  g_test_add_func ("/net/seats/chat-reaches-everyone", test_chat_reaches_everyone);
  g_test_add_func ("/net/seats/chat-kept-for-the-absent", test_chat_kept_for_the_absent);
  g_test_add_func ("/net/deadline/skip", test_deadline_skip);
  g_test_add_func ("/net/deadline/hand-over-and-back", test_deadline_hand_over_and_back);
  g_test_add_func ("/net/deadline/survives-restart", test_deadline_survives_restart);
  g_test_add_func ("/net/games-list", test_games_list);
  return g_test_run ();
}
