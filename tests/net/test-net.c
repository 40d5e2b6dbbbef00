/* test-net.c: the protocol, the server's games and journal, and whole games
 * between real clients and a real server on localhost (no mocks). */
#include <string.h>
#include <glib/gstdio.h>

#include "vik-net-client.h"
#include "net-test-util.h"
#include "vik-net-game.h"
#include "vik-net-protocol.h"
#include "vik-policy.h"
#include "vik-save.h"
#include "vik-server.h"

/* A scratch folder: on tmpfs where there is one (fsync costs nothing there). */
static char *
scratch_dir (void)
{
  const char *base = g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) ? "/dev/shm" : g_get_tmp_dir ();
  g_autofree char *tmpl = g_build_filename (base, "viktory-net-XXXXXX", NULL);
  char *dir = g_mkdtemp (g_steal_pointer (&tmpl));
  g_assert_nonnull (dir);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* What everybody may know of a game, as text: both sides re-drawn with one seed. */
static char *
public_text (const VikGame *game)
{
  g_autoptr (VikGame) copy = vik_game_copy_redrawn (game, 1);
  gsize length;
  return vik_game_save_to_data (copy, &length);
}

/* ------------------------------------------------------------ protocol */

static void
expect_refused (const char *json, VikNetError code)
{
  g_autoptr (GError) error = NULL;
  VikMsg msg;
  g_assert_false (vik_msg_parse (json, strlen (json), VIK_NET_MAX_CLIENT_FRAME, &msg, &error));
  g_assert_error (error, VIK_NET_ERROR, (int) code);
}

static void
test_protocol_round_trip (void)
{
  VikMsg msg = { .type = VIK_MSG_HELLO, .version = VIK_NET_PROTOCOL_VERSION, .seq = 17 }, back;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;

  msg.game = (char *) "0123456789ab";
  msg.token = (char *) "00112233445566778899aabbccddeeff";
  json = vik_msg_to_json (&msg);
  g_assert_true (vik_msg_parse (json, strlen (json), VIK_NET_MAX_CLIENT_FRAME, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.type, ==, VIK_MSG_HELLO);
  g_assert_cmpstr (back.game, ==, msg.game);
  g_assert_cmpstr (back.token, ==, msg.token);
  g_assert_cmpint (back.seq, ==, 17);
  g_assert_cmpint (back.chat, ==, 0);
  vik_msg_clear (&back);

  /* protocol 4: hello says the chat lines heard, chat-said numbers and stamps each line */
  msg.chat = 42;
  g_free (json);
  json = vik_msg_to_json (&msg);
  g_assert_true (vik_msg_parse (json, strlen (json), VIK_NET_MAX_CLIENT_FRAME, &back, &error));
  g_assert_cmpint (back.chat, ==, 42);
  vik_msg_clear (&back);
  {
    VikMsg said = { .type = VIK_MSG_CHAT_SAID, .seat = 1, .chat = 7, .when = 1790000000 };
    g_autofree char *said_json = NULL;
    said.name = (char *) "Bob";
    said.text = (char *) "Your move";
    said_json = vik_msg_to_json (&said);
    g_assert_true (vik_msg_parse (said_json, strlen (said_json), VIK_NET_MAX_FRAME, &back, &error));
    g_assert_no_error (error);
    g_assert_cmpint (back.chat, ==, 7);
    g_assert_cmpint (back.when, ==, 1790000000);
    g_assert_cmpstr (back.text, ==, "Your move");
    vik_msg_clear (&back);
  }
  /* a chat-said without its number, or with a negative one, is refused */
  {
    static const char *const bad[] = {
      "{\"type\":\"chat-said\",\"seat\":0,\"name\":\"A\",\"text\":\"x\",\"when\":1}",
      "{\"type\":\"chat-said\",\"seat\":0,\"name\":\"A\",\"text\":\"x\",\"chat\":-1,\"when\":1}",
    };
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_assert_false (vik_msg_parse (bad[i], strlen (bad[i]), VIK_NET_MAX_FRAME, &back, &error));
        g_assert_error (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED);
        g_clear_error (&error);
      }
  }
}

/* A games list goes and comes back whole. */
static void
test_protocol_games_list (void)
{
  VikMsg msg = { .type = VIK_MSG_GAMES_LIST }, back;
  VikGameSummary g = { .game = (char *) "0123456789ab", .seat = 1, .players = 2, .decider = 1, .current = 0,
                       .turn = 4, .seq = 99, .deadline = 1790000000, .winner = -1 };
  g_autoptr (GPtrArray) games = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  VikGameSummary *got;

  g.names[0] = (char *) "Ann";
  g.names[1] = (char *) "Bob";
  g.seats[0] = (char *) "away:normal";
  g.seats[1] = (char *) "human";
  g_ptr_array_add (games, &g);
  msg.games = games;
  json = vik_msg_to_json (&msg);
  g_assert_true (vik_msg_parse (json, strlen (json), VIK_NET_MAX_FRAME, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back.games->len, ==, 1);
  got = back.games->pdata[0];
  g_assert_cmpstr (got->game, ==, g.game);
  g_assert_cmpint (got->seat, ==, 1);
  g_assert_cmpstr (got->names[1], ==, "Bob");
  g_assert_cmpstr (got->seats[0], ==, "away:normal");
  g_assert_cmpint (got->decider, ==, 1);
  g_assert_cmpint (got->current, ==, 0);
  g_assert_cmpint (got->turn, ==, 4);
  g_assert_cmpint (got->seq, ==, 99);
  g_assert_cmpint (got->deadline, ==, 1790000000);
  g_assert_cmpint (got->winner, ==, -1);
  vik_msg_clear (&back);
}

static void
test_protocol_refusals (void)
{
  char big[VIK_NET_MAX_CLIENT_FRAME + 50];

  expect_refused ("not json", VIK_NET_ERROR_MALFORMED);
  expect_refused ("[1,2]", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\": 3}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\": \"teleport\"}", VIK_NET_ERROR_UNKNOWN);
  expect_refused ("{\"type\":\"hello\",\"version\":4,\"game\":\"0123456789ab\",\"token\":\"\",\"seq\":0}",
                  VIK_NET_ERROR_VERSION);
  expect_refused ("{\"type\":\"hello\",\"version\":6,\"game\":\"../etc/passw\",\"token\":\"\",\"seq\":0}",
                  VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"hello\",\"version\":6,\"game\":\"0123456789ab\",\"token\":\"zz\",\"seq\":0}",
                  VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"action\",\"seq\":-5,\"action\":\"end\"}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"action\",\"seq\":1.5,\"action\":\"end\"}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"chat\",\"text\":\"bell\\u0007\"}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"create\",\"version\":6,\"players\":9,\"names\":[],\"seats\":[]}",
                  VIK_NET_ERROR_MALFORMED);
  /* Version 2: seats, deadlines, claims and the games list. */
  expect_refused ("{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\"],"
                  "\"seats\":[\"human\",\"computer:godlike\"]}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\"],"
                  "\"seats\":[\"human\",\"away:easy\"]}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\"],"
                  "\"seats\":[\"human\",\"open\"],\"turn-time\":5184001}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\"],"
                  "\"seats\":[\"human\",\"open\"],\"on-deadline\":\"explode\"}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"claim\",\"version\":6}", VIK_NET_ERROR_MALFORMED);
  expect_refused ("{\"type\":\"games\",\"version\":6,\"tokens\":[\"nothex\"]}", VIK_NET_ERROR_MALFORMED);
  {
    GString *many = g_string_new ("{\"type\":\"games\",\"version\":6,\"tokens\":[");
    for (int i = 0; i <= VIK_NET_MAX_LISTED; i++)
      g_string_append_printf (many, "%s\"%032x\"", i ? "," : "", i);
    g_string_append (many, "]}");
    expect_refused (many->str, VIK_NET_ERROR_MALFORMED);
    g_string_free (many, TRUE);
  }
  memset (big, ' ', sizeof big);
  big[sizeof big - 1] = '\0';
  expect_refused (big, VIK_NET_ERROR_TOO_LARGE);
}

static void
expect_parsed (const char *json, VikMsgType type)
{
  g_autoptr (GError) error = NULL;
  VikMsg msg;
  g_assert_true (vik_msg_parse (json, strlen (json), VIK_NET_MAX_FRAME, &msg, &error));
  g_assert_no_error (error);
  g_assert_cmpint (msg.type, ==, type);
  vik_msg_clear (&msg);
}

/* A frame is exactly one JSON object (RFC 8259), and no string holds a
 * control character (U+0000-U+001F, U+007F), raw or escaped, but the line
 * feeds and tabs of a view's or a scenario's key file. */
static void
test_protocol_strict (void)
{
  static const char *const not_one_object[] = {
    "{\"type\":\"ping\"}{\"type\":\"lobby\",\"version\":4}",
    "{\"type\":\"ping\"}{\"type\":\"lobby\",\"version\":6}",
    "{\"type\":\"ping\"} {}",
    "{\"type\":\"ping\"}5",
    "{\"type\":\"ping\"}]",
    "{\"type\":\"ping\"}\"x\"",
    "/*c*/{\"type\":\"ping\"}",
    "{\"type\":\"ping\"}//c",
    "{'type':'ping'}",
    "{\"type\":\"ping\",}",
    "{\"type\":\"action\",\"seq\":01,\"action\":\"end\"}",
    "{\"type\":\"action\",\"seq\":+1,\"action\":\"end\"}",
    "{\"type\":\"ping\",\"x\":tru}",
    "{\"type\":\"ping\",\"x\":\"\\q\"}",
    "{\"type\":\"ping\",\"x\":\"\\u12\"}",
    "\"ping\"",
    "",
    "   ",
  };
  static const char *const controls[] = {
    "{\"type\":\"chat\",\"text\":\"a\\u0000b\"}",      /* json-glib would cut it at the NUL */
    "{\"type\":\"chat\",\"text\":\"a\\u001fb\"}",
    "{\"type\":\"chat\",\"text\":\"a\\u007Fb\"}",
    "{\"type\":\"chat\",\"text\":\"a\x7f" "b\"}",            /* a raw DEL */
    "{\"type\":\"chat\",\"text\":\"a\tb\"}",             /* a raw tab */
    "{\"type\":\"chat\",\"text\":\"two\\nlines\"}",
    "{\"type\":\"chat\",\"text\":\"tab\\tbed\"}",
    "{\"type\":\"chat\",\"text\":\"cr\\r\"}",
    "{\"type\":\"chat\",\"text\":\"\\b\\f\"}",
    "{\"type\":\"action\",\"seq\":0,\"action\":\"end\\u0000\"}",
    "{\"type\":\"action\",\"seq\":0,\"action\":\"end\\n\"}",
    "{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\\u0001\",\"b\"],"
    "\"seats\":[\"human\",\"human\"]}",
    "{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\\u007f\"],"
    "\"seats\":[\"human\",\"human\"]}",
    "{\"type\":\"hello\",\"version\":6,\"game\":\"0123456789ab\",\"token\":\"\\u0000\",\"seq\":0}",
    "{\"type\":\"games\",\"version\":6,\"tokens\":[\"0123456789abcdef0123456789abcdef\\n\"]}",
    "{\"type\":\"ping\",\"unknown\":\"\\u0007\"}",                 /* in any string */
    "{\"type\":\"ping\",\"a\\u0007\":1}",                           /* member names too */
    "{\"type\":\"ping\",\"x\":{\"view\":\"a\\nb\"}}",           /* only a top-level view */
  };

  for (guint i = 0; i < G_N_ELEMENTS (not_one_object); i++)
    expect_refused (not_one_object[i], VIK_NET_ERROR_MALFORMED);
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    expect_refused (controls[i], VIK_NET_ERROR_MALFORMED);
  /* what strict JSON allows still parses */
  expect_parsed (" \r\n\t{ \"type\" : \"ping\" , \"x\" : [ 1 , -0.5e+3 , true , false , null , { } , [ ] ] } \n",
                 VIK_MSG_PING);
  expect_parsed ("{\"type\":\"chat\",\"text\":\"caf\\u00e9 \\\"quoted\\\" \\/ \\\\ Ã©\"}", VIK_MSG_CHAT);
  /* a scenario is a key file: lines and tabs, but no other control character */
  expect_parsed ("{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\"],"
                 "\"seats\":[\"human\",\"human\"],\"game\":\"victory\",\"scenario\":\"[S]\\nA=1\\t2\\n\"}",
                 VIK_MSG_CREATE);
  expect_refused ("{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\"],"
                  "\"seats\":[\"human\",\"human\"],\"game\":\"victory\",\"scenario\":\"[S]\\r\\n\"}",
                  VIK_NET_ERROR_MALFORMED);
  {
    /* a nesting bomb is refused without recursing deep */
    GString *deep = g_string_new ("{\"type\":\"ping\",\"x\":");
    for (int i = 0; i < 1000; i++)
      g_string_append_c (deep, '[');
    for (int i = 0; i < 1000; i++)
      g_string_append_c (deep, ']');
    g_string_append_c (deep, '}');
    g_autoptr (GError) error = NULL;
    VikMsg msg;
    g_assert_false (vik_msg_parse (deep->str, deep->len, VIK_NET_MAX_FRAME, &msg, &error));
    g_assert_error (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED);
    g_string_free (deep, TRUE);
  }
}

/* ------------------------------------------------------------ the server's games */

static VikNetGame *
make_game (const char *dir, int n, char **tokens)
{
  char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal" };
  g_autoptr (GError) error = NULL;
  VikNetGameSetup setup = { .n_players = n, .names = names };
  VikNetGame *ng = vik_net_game_create (dir, &setup, tokens, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ng);
  return ng;
}

/* Plays `count` actions with the aggressive policy, each by the seat deciding. */
static void
play_actions (VikNetGame *ng, int count, guint64 seed)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;

  vik_rng_seed (&rng, seed, 1);
  for (int i = 0; i < count && !vik_game_is_over (vik_net_game_state (ng)); i++)
    {
      const VikGame *state = vik_net_game_state (ng);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      guint k;

      g_array_set_size (legal, 0);
      vik_game_legal_actions (state, legal);
      k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, state, (VikAction *) legal->data, legal->len, &rng);
      text = vik_action_to_string (&g_array_index (legal, VikAction, k), vik_game_get_board (state));
      g_assert_true (vik_net_game_apply (ng, vik_game_get_decider (state), vik_net_game_seq (ng), text, &error));
      g_assert_no_error (error);
    }
}

static void
test_game_journal_replays (void)
{
  g_autofree char *dir = scratch_dir ();
  char *tokens[8] = { 0 };
  VikNetGame *ng = make_game (dir, 3, tokens);
  g_autofree char *id = g_strdup (vik_net_game_id (ng));
  g_autofree char *before = NULL, *after = NULL, *journal = NULL, *contents = NULL;
  g_autoptr (GError) error = NULL;
  gint64 seq;
  gsize length;

  play_actions (ng, 300, 7);
  seq = vik_net_game_seq (ng);
  g_assert_cmpint (seq, ==, 300);
  before = public_text (vik_net_game_state (ng));
  g_assert_cmpint (vik_net_game_seat_for_token (ng, tokens[1]), ==, 1);
  vik_net_game_free (ng);

  /* A crash in the middle of writing the next line leaves it torn. */
  journal = g_strdup_printf ("%s/%s.journal", dir, id);
  g_assert_true (g_file_get_contents (journal, &contents, &length, NULL));
  {
    g_autofree char *torn = g_strdup_printf ("%s300 end", contents);
    g_assert_true (g_file_set_contents (journal, torn, -1, NULL));
  }
  ng = vik_net_game_load (dir, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vik_net_game_seq (ng), ==, seq);
  after = public_text (vik_net_game_state (ng));
  g_assert_cmpstr (before, ==, after);
  /* The seat tokens still open their seats after a restart, and only those. */
  for (int p = 0; p < 3; p++)
    g_assert_cmpint (vik_net_game_seat_for_token (ng, tokens[p]), ==, p);
  g_assert_cmpint (vik_net_game_seat_for_token (ng, "00000000000000000000000000000000"), ==, -1);
  /* It plays on, and the torn line is gone. */
  play_actions (ng, 20, 8);
  g_assert_cmpint (vik_net_game_seq (ng), ==, seq + 20);
  vik_net_game_free (ng);
  for (int p = 0; p < 3; p++)
    g_free (tokens[p]);
  remove_dir (dir);
}

/* A game written by version 1 (no seats, no deadline, no times in the
 * journal) still loads and plays on in its own format. */
static void
test_game_format_1 (void)
{
  g_autofree char *dir = scratch_dir ();
  char *tokens[8] = { 0 };
  VikNetGame *ng = make_game (dir, 2, tokens);
  g_autofree char *id = g_strdup (vik_net_game_id (ng));
  g_autofree char *meta = g_strdup_printf ("%s/%s.game", dir, id), *journal = g_strdup_printf ("%s/%s.journal", dir, id);
  g_autofree char *contents = NULL, *before = NULL, *after = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GString *old = g_string_new (NULL);

  play_actions (ng, 30, 5);
  before = public_text (vik_net_game_state (ng));
  vik_net_game_free (ng);
  g_assert_true (g_key_file_load_from_file (kf, meta, G_KEY_FILE_NONE, NULL));
  g_key_file_set_integer (kf, "Game", "FormatVersion", 1);
  g_key_file_remove_key (kf, "Game", "Created", NULL);
  g_key_file_remove_key (kf, "Game", "TurnTime", NULL);
  g_key_file_remove_key (kf, "Game", "OnDeadline", NULL);
  g_key_file_remove_key (kf, "Seats", "Kinds", NULL);
  g_assert_true (g_key_file_save_to_file (kf, meta, NULL));
  g_assert_true (g_file_get_contents (journal, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] && lines[i][0]; i++)
    {
      char **f = g_strsplit (lines[i], " ", 3);   /* SEQ TIME ACTION -> SEQ ACTION */
      g_string_append_printf (old, "%s %s\n", f[0], f[2]);
      g_strfreev (f);
    }
  g_assert_true (g_file_set_contents (journal, old->str, -1, NULL));
  g_string_free (old, TRUE);

  ng = vik_net_game_load (dir, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vik_net_game_seq (ng), ==, 30);
  after = public_text (vik_net_game_state (ng));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (vik_net_game_seat_kind (ng, 1), ==, "human");
  g_assert_cmpint (vik_net_game_deadline (ng), ==, 0);
  play_actions (ng, 10, 6);
  vik_net_game_free (ng);
  ng = vik_net_game_load (dir, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (vik_net_game_seq (ng), ==, 40);
  vik_net_game_free (ng);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  remove_dir (dir);
}

/* A damaged record of the seats is refused with the file and what is wrong;
 * nothing else of the folder is touched. */
static void
test_game_bad_seats (void)
{
  g_autofree char *dir = scratch_dir ();
  char *tokens[8] = { 0 };
  VikNetGame *ng = make_game (dir, 2, tokens);
  g_autofree char *id = g_strdup (vik_net_game_id (ng));
  g_autofree char *seats = g_strdup_printf ("%s/%s.seats", dir, id);
  const char *damaged[] = {
    "[Seats]\nKinds=human;wizard;\nTokenSha256=;;\nClockStart=0\n",
    "[Seats]\nKinds=human;human;\nTokenSha256=xyz;;\nClockStart=0\n",
    "[Seats]\nKinds=human;\nTokenSha256=;\nClockStart=0\n",
    "[Seats]\nKinds=human;human;\nTokenSha256=;;\nClockStart=-5\n",
  };

  vik_net_game_free (ng);
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (g_file_set_contents (seats, damaged[i], -1, NULL));
      ng = vik_net_game_load (dir, id, &error);
      g_assert_null (ng);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, ".seats"));
    }
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  remove_dir (dir);
}

static void
test_game_refusals (void)
{
  g_autofree char *dir = scratch_dir ();
  char *tokens[8] = { 0 };
  VikNetGame *ng = make_game (dir, 2, tokens);
  const VikGame *state = vik_net_game_state (ng);
  int decider = vik_game_get_decider (state);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *text = NULL;
  GError *error = NULL;

  vik_game_legal_actions (state, legal);
  text = vik_action_to_string (&g_array_index (legal, VikAction, 0), vik_game_get_board (state));
  g_assert_false (vik_net_game_apply (ng, 1 - decider, 0, text, &error));
  g_assert_error (error, VIK_NET_ERROR, VIK_NET_ERROR_NOT_YOURS);
  g_clear_error (&error);
  g_assert_false (vik_net_game_apply (ng, decider, 5, text, &error));
  g_assert_error (error, VIK_NET_ERROR, VIK_NET_ERROR_STALE);
  g_clear_error (&error);
  g_assert_false (vik_net_game_apply (ng, decider, 0, "I a1-z9", &error));
  g_assert_error (error, VIK_NET_ERROR, VIK_NET_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (vik_net_game_seq (ng), ==, 0);
  g_assert_true (vik_net_game_apply (ng, decider, 0, text, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vik_net_game_seq (ng), ==, 1);
  vik_net_game_free (ng);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  remove_dir (dir);
}

/* The commitment published at the start is SHA-256 of the secret revealed at the end. */
static void
test_game_commitment (void)
{
  g_autofree char *dir = scratch_dir ();
  char *tokens[8] = { 0 };
  VikNetGame *ng = make_game (dir, 2, tokens);
  g_autofree char *again = NULL;
  const char *salt;
  guint64 seed;

  vik_net_game_secret (ng, &seed, &salt);
  again = vik_net_commitment (salt, seed);
  g_assert_cmpstr (again, ==, vik_net_game_commitment (ng));
  g_assert_cmpuint (strlen (again), ==, 64);
  g_assert_cmpuint (vik_game_get_seed (vik_net_game_state (ng)), ==, seed);
  vik_net_game_free (ng);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  remove_dir (dir);
}

/* ------------------------------------------------------------ whole games over sockets */

typedef struct {
  VikServer *server;
  GMainLoop *loop;
  char *game_id;
  char *tokens[8];
  int n_players;
  VikNetClient *clients[8];
  VikRng rng[8];
  GHashTable *server_text;     /* seq -> public text of the server's game then */
  char *real_pile;             /* the hidden pile of the last position checked */
  guint updates;
  guint checked;
  guint leaks;
  gboolean over;
  int connected;
  int welcomed;
  char *failure;
} Table;

static void
fail_table (Table *t, char *message)
{
  if (!t->failure)
    t->failure = message;
  else
    g_free (message);
  g_main_loop_quit (t->loop);
}

static char *
line_of (const char *save, const char *key)
{
  const char *p = strstr (save, key);
  const char *end;
  if (!p)
    return g_strdup ("");
  p++;   /* past the newline that starts the key */
  end = strchr (p, '\n');
  return g_strndup (p, end ? (gsize) (end - p) : strlen (p));
}

/* Past this many actions the players concede one by one (a victory [5.1]), so a
 * long game still ends within the test's time. */
#define CONCEDE_AFTER 1200

static void
client_act (Table *t, int seat)
{
  VikNetClient *client = t->clients[seat];
  const VikGame *view = vik_net_client_get_view (client);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  g_autofree char *text = NULL;
  guint k;

  if (vik_net_client_get_seq (client) >= CONCEDE_AFTER && vik_game_get_decision (view) == VIK_DECISION_NONE
      && vik_game_get_current_player (view) == seat)
    {
      vik_net_client_act (client, "concede");
      return;
    }
  vik_game_legal_actions (view, legal);
  if (legal->len == 0)
    {
      fail_table (t, g_strdup ("a view offers no legal action"));
      return;
    }
  k = vik_policy_choose (VIK_POLICY_AGGRESSIVE, view, (VikAction *) legal->data, legal->len, &t->rng[seat]);
  text = vik_action_to_string (&g_array_index (legal, VikAction, k), vik_game_get_board (view));
  vik_net_client_act (client, text);
}

static void
on_client_message (VikNetClient *client, const VikMsg *msg, Table *t)
{
  int seat = vik_net_client_get_seat (client);

  switch (msg->type)
    {
    case VIK_MSG_WELCOME:
    case VIK_MSG_UPDATE:
      {
        const VikGame *real = vik_server_game_state (t->server, t->game_id);
        const VikGame *view = vik_net_client_get_view (client);
        char *expected = g_hash_table_lookup (t->server_text, GINT_TO_POINTER ((int) msg->seq));
        g_autofree char *mine = NULL, *real_save = NULL, *real_pile = NULL, *view_pile = NULL;
        gsize length;

        if (!view || vik_net_client_get_seq (client) != msg->seq)
          {
            fail_table (t, g_strdup ("a view did not load"));
            return;
          }
        if (!expected)
          {
            /* Nobody can have acted on this position yet: the server is still at it. */
            if (vik_server_game_seq (t->server, t->game_id) != msg->seq)
              {
                fail_table (t, g_strdup ("the server moved on before its decider heard of the position"));
                return;
              }
            expected = public_text (real);
            g_hash_table_insert (t->server_text, GINT_TO_POINTER ((int) msg->seq), expected);
          }
        mine = public_text (view);
        if (strcmp (mine, expected) != 0)
          {
            fail_table (t, g_strdup_printf ("seat %d's view differs from the server's game at %d", seat,
                                            (int) msg->seq));
            return;
          }
        t->checked++;
        /* The hidden part never travels: not the seed, not the generator, not the pile order. */
        if (vik_server_game_seq (t->server, t->game_id) == msg->seq)
          {
            real_save = vik_game_save_to_data (real, &length);
            real_pile = line_of (real_save, "\nPile=");
            view_pile = line_of (msg->view, "\nPile=");
            g_autofree char *real_rng = line_of (real_save, "\nRngState=");
            g_assert_cmpuint (strlen (real_rng), >, 10);
            if (strstr (msg->view, real_rng) != NULL
                || (strlen (real_pile) > 20 && strcmp (real_pile, view_pile) == 0))
              {
                if (t->leaks++ == 0)
                  g_test_message ("leak: %s / %s | %s", real_rng, real_pile, view_pile);
              }
          }
        if (msg->type == VIK_MSG_WELCOME && ++t->welcomed == t->n_players)
          client_act (t, vik_game_get_decider (view));
        else if (msg->type == VIK_MSG_UPDATE && !vik_game_is_over (view)
                 && vik_game_get_decider (view) == seat && t->welcomed == t->n_players)
          client_act (t, seat);
        if (msg->type == VIK_MSG_UPDATE && seat == 0)
          t->updates++;
        break;
      }
    case VIK_MSG_OVER:
      if (seat == 0)
        {
          g_autofree char *again = vik_net_commitment (msg->salt, g_ascii_strtoull (msg->seed, NULL, 10));
          const VikGame *real = vik_server_game_state (t->server, t->game_id);
          if (g_ascii_strtoull (msg->seed, NULL, 10) != vik_game_get_seed (real))
            fail_table (t, g_strdup ("the revealed seed is not the game's"));
          t->over = TRUE;
          g_main_loop_quit (t->loop);
        }
      break;
    case VIK_MSG_ERROR:
      fail_table (t, g_strdup_printf ("seat %d got an error: %s %s", seat, msg->code, msg->text));
      break;
    default:
      break;
    }
}

static void
on_created (VikNetClient *client, const VikMsg *msg, Table *t)
{
  if (msg->type != VIK_MSG_CREATED)
    return;
  t->game_id = g_strdup (msg->game);
  for (int p = 0; p < msg->players; p++)
    t->tokens[p] = g_strdup (msg->tokens[p]);
  g_main_loop_quit (t->loop);
}

static void
on_connected (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Table *t = user_data;
  g_autoptr (GError) error = NULL;
  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error))
    fail_table (t, g_strdup (error->message));
  else if (++t->connected == t->n_players)
    g_main_loop_quit (t->loop);
}

static void
play_whole_game (int n_players)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *uri = NULL;
  VikServerOptions options = { .data_dir = dir, .allow_create = TRUE, .rate_per_second = 1000,
                               .rate_burst = 2000 };
  g_autoptr (GError) error = NULL;
  char *names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal" };
  Table t = { .n_players = n_players };

  t.server = vik_server_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_server_listen (t.server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  uri = g_strdup_printf ("ws://127.0.0.1:%u%s", vik_server_get_port (t.server), VIK_SERVER_PATH);
  t.loop = g_main_loop_new (NULL, FALSE);
  t.server_text = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  for (int p = 0; p < n_players; p++)
    {
      t.clients[p] = vik_net_client_new ();
      vik_rng_seed (&t.rng[p], 1000 + (guint64) p, 3);
      vik_net_client_connect_async (t.clients[p], uri, NULL, on_connected, &t);
    }
  g_main_loop_run (t.loop);
  g_assert_null (t.failure);

  /* The first client creates the game and hands out the invitations. */
  g_signal_connect (t.clients[0], "message", G_CALLBACK (on_created), &t);
  vik_net_client_create (t.clients[0], n_players, names);
  g_main_loop_run (t.loop);
  g_signal_handlers_disconnect_by_func (t.clients[0], on_created, &t);
  g_assert_nonnull (t.game_id);

  for (int p = 0; p < n_players; p++)
    {
      g_signal_connect (t.clients[p], "message", G_CALLBACK (on_client_message), &t);
      vik_net_client_hello (t.clients[p], t.game_id, t.tokens[p], -1);
    }
  g_main_loop_run (t.loop);
  if (t.failure)
    g_error ("%d players: %s", n_players, t.failure);
  g_assert_true (t.over);
  g_assert_true (vik_game_is_over (vik_server_game_state (t.server, t.game_id)));
  g_assert_cmpuint (t.leaks, ==, 0);
  g_assert_cmpuint (t.checked, >=, t.updates * (guint) n_players);
  g_test_message ("%d players: %u actions, %u views checked", n_players, t.updates, t.checked);

  for (int p = 0; p < n_players; p++)
    {
      g_object_unref (t.clients[p]);
      g_free (t.tokens[p]);
    }
  g_hash_table_unref (t.server_text);
  g_free (t.game_id);
  vik_server_free (t.server);
  g_main_loop_unref (t.loop);
  remove_dir (dir);
}

static void
test_whole_game (gconstpointer data)
{
  play_whole_game (GPOINTER_TO_INT (data));
}


/* ------------------------------------------------------------ strict frames over a socket */

static gboolean
frames_hold (TestClient *tc, const char *needle)
{
  for (guint i = 0; i < tc->frames->len; i++)
    if (strstr (tc->frames->pdata[i], needle))
      return TRUE;
  return FALSE;
}

static void
wait_closed (TestClient *tc)
{
  gint64 start = g_get_monotonic_time ();
  while (!tc->closed && g_get_monotonic_time () - start < 10 * G_USEC_PER_SEC)
    net_test_spin (0.02);
  g_assert_true (tc->closed);
}

/* Two objects in one frame, or a control character in a chat line, a name or
 * an action, are refused as malformed and the connection closed; nothing of
 * them reaches anyone. */
static void
test_server_strict (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server), *game = NULL;
  TestClient *a = test_client_connect (uri, NULL), *creator, *b, *c;
  char *tokens[2] = { 0 };
  static const char two[] = "{\"type\":\"ping\"}{\"type\":\"lobby\",\"version\":6}";
  static const char bell[] = "{\"type\":\"chat\",\"text\":\"ring\\u0007ring\"}";
  static const char line[] = "{\"type\":\"chat\",\"text\":\"two\\nlines\"}";
  static const char name[] = "{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\\u0000b\",\"c\"],"
                             "\"seats\":[\"human\",\"human\"]}";
  static const char action[] = "{\"type\":\"action\",\"seq\":0,\"action\":\"\\u001b[2J\"}";
  VikMsg msg;

  vik_net_client_send_raw (a->client, two, strlen (two));
  g_assert_true (test_client_wait (a, VIK_MSG_ERROR, 10, &msg));
  g_assert_cmpstr (msg.code, ==, "malformed");
  vik_msg_clear (&msg);
  wait_closed (a);
  g_assert_false (frames_hold (a, "\"pong\""));
  g_assert_false (frames_hold (a, "lobby-list"));
  test_client_free (a);

  a = test_client_connect (uri, NULL);
  vik_net_client_send_raw (a->client, name, strlen (name));
  g_assert_true (test_client_wait (a, VIK_MSG_ERROR, 10, &msg));
  g_assert_cmpstr (msg.code, ==, "malformed");
  vik_msg_clear (&msg);
  wait_closed (a);
  g_assert_false (frames_hold (a, "created"));
  g_assert_cmpuint (vik_server_n_games (server), ==, 0);
  test_client_free (a);

  creator = test_client_connect (uri, NULL);
  game = test_client_create (creator, 2, NULL, 0, NULL, tokens);
  b = test_client_connect (uri, NULL);
  c = test_client_connect (uri, NULL);
  vik_net_client_hello (b->client, game, tokens[0], -1);
  vik_net_client_hello (c->client, game, tokens[1], -1);
  g_assert_true (test_client_wait (b, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  g_assert_true (test_client_wait (c, VIK_MSG_WELCOME, 10, &msg));
  vik_msg_clear (&msg);
  for (int i = 0; i < 3; i++)
    {
      const char *bad = i == 0 ? bell : i == 1 ? line : action;
      TestClient *who = i == 2 ? c : b;
      vik_net_client_send_raw (who->client, bad, strlen (bad));
      g_assert_true (test_client_wait (who, VIK_MSG_ERROR, 10, &msg));
      g_assert_cmpstr (msg.code, ==, "malformed");
      vik_msg_clear (&msg);
      wait_closed (who);
      if (who == b)
        {
          /* b was closed: he comes back (and hears no chat line on his welcome) */
          test_client_free (b);
          b = test_client_connect (uri, NULL);
          vik_net_client_hello (b->client, game, tokens[0], -1);
          g_assert_true (test_client_wait (b, VIK_MSG_WELCOME, 10, &msg));
          vik_msg_clear (&msg);
        }
    }
  net_test_spin (0.2);
  /* nobody heard the bell or the line, and the game did not move */
  g_assert_false (frames_hold (c, "chat-said"));
  g_assert_false (frames_hold (b, "chat-said"));
  g_assert_false (frames_hold (b, "\"update\""));
  g_assert_cmpint (vik_server_game_seq (server, game), ==, 0);
  g_assert_false (b->closed);

  test_client_free (b);
  test_client_free (c);
  test_client_free (creator);
  for (int p = 0; p < 2; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  remove_dir (dir);
}

/* ------------------------------------------------------------ a protocol fuzzer */

typedef struct {
  GMainLoop *loop;
  gboolean done;
  guint replies;
  guint closes;
} Probe;

static void
probe_message (VikNetClient *client, const VikMsg *msg, Probe *p)
{
  p->replies++;
  if (msg->type == VIK_MSG_PONG)
    {
      p->done = TRUE;
      g_main_loop_quit (p->loop);
    }
}

static void
probe_closed (VikNetClient *client, Probe *p)
{
  const char *reason = vik_net_client_get_close_reason (client);

  /* A close frame's reason is short UTF-8 text, whatever the client sent. */
  if (reason)
    {
      g_assert_true (g_utf8_validate (reason, -1, NULL));
      g_assert_cmpuint (strlen (reason), <=, 123);
    }
  p->closes++;
  p->done = TRUE;
  g_main_loop_quit (p->loop);
}

static void
probe_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Probe *p = data;
  g_autoptr (GError) error = NULL;
  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error))
    g_error ("connect: %s", error->message);
  g_main_loop_quit (p->loop);
}

/* A message made from a valid one: bytes flipped, cut, repeated, or a field
 * given another type, or plain random bytes. */
static GString *
fuzz_message (VikRng *rng, const char *game_id)
{
  static const char *const seeds[] = {
    "{\"type\":\"hello\",\"version\":6,\"game\":\"%s\",\"token\":\"\",\"seq\":-1}",
    "{\"type\":\"action\",\"seq\":0,\"action\":\"end\"}",
    "{\"type\":\"chat\",\"text\":\"hello\"}",
    "{\"type\":\"create\",\"version\":6,\"players\":2,\"names\":[\"a\",\"b\"],\"seats\":[\"human\",\"human\"]}",
    "{\"type\":\"welcome\",\"version\":6,\"game\":\"%s\",\"seat\":0,\"seq\":0,\"commitment\":\"\",\"view\":\"\"}",
    "{\"type\":\"ping\"}",
    "{\"type\":\"claim\",\"version\":6,\"game\":\"%s\"}",
    "{\"type\":\"games\",\"version\":6,\"tokens\":[\"0123456789abcdef0123456789abcdef\",\"00000000000000000000000000000000\"]}",
    "{\"type\":\"create\",\"version\":6,\"players\":3,\"names\":[\"a\",\"b\",\"c\"],\"seats\":[\"open\",\"computer:hard\",\"human\"],\"turn-time\":60,\"on-deadline\":\"computer:easy\"}",
    "{\"type\":\"seats\",\"seats\":[\"human\",\"away:easy\"],\"deadline\":0}",
    "{\"type\":\"games-list\",\"games\":[{\"game\":\"%s\",\"seat\":0,\"names\":[\"a\",\"b\"],\"seats\":[\"human\",\"open\"],\"decider\":0,\"current\":0,\"turn\":1,\"seq\":3,\"deadline\":0,\"winner\":-1}]}",
  };
  static const char *const junk[] = { "null", "[]", "{}", "1e999", "-1", "\"\\u0000\"", "true",
                                       "99999999999999999999", "\"\\ud800\"", "[[[[[[[[[[]]]]]]]]]]" };
  GString *s = g_string_new (NULL);
  guint kind = vik_rng_below (rng, 5);

  g_string_assign (s, seeds[vik_rng_below (rng, G_N_ELEMENTS (seeds))]);
  g_string_replace (s, "%s", game_id, 0);
  if (kind == 0)
    {
      g_string_set_size (s, vik_rng_below (rng, 600));
      for (gsize i = 0; i < s->len; i++)
        s->str[i] = (char) vik_rng_below (rng, 256);
    }
  else if (kind == 1)
    for (guint n = 1 + vik_rng_below (rng, 4); n > 0 && s->len > 0; n--)
      s->str[vik_rng_below (rng, (guint32) s->len)] = (char) vik_rng_below (rng, 256);
  else if (kind == 2)
    g_string_truncate (s, vik_rng_below (rng, (guint32) s->len));
  else if (kind == 3)
    {
      /* Replace one value by junk of another type. */
      char *colon = strchr (s->str + vik_rng_below (rng, (guint32) s->len), ':');
      if (colon)
        {
          gsize at = (gsize) (colon - s->str) + 1;
          char *end = strpbrk (colon + 1, ",}");
          g_string_erase (s, (gssize) at, end ? (gssize) (end - colon - 1) : 0);
          g_string_insert (s, (gssize) at, junk[vik_rng_below (rng, G_N_ELEMENTS (junk))]);
        }
    }
  else
    for (guint n = vik_rng_below (rng, 3000); n > 0; n--)
      g_string_append_c (s, ' ');   /* padding past the frame limit */
  return s;
}

static void
test_protocol_fuzz (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *uri = NULL, *before = NULL, *after = NULL;
  VikServerOptions options = { .data_dir = dir, .allow_create = FALSE, .rate_per_second = 1e6, .rate_burst = 2e6 };
  g_autoptr (GError) error = NULL;
  char *tokens[8] = { 0 };
  g_autoptr (VikServer) server = NULL;
  VikNetGame *ng = make_game (dir, 3, tokens);
  g_autofree char *game_id = g_strdup (vik_net_game_id (ng));
  int rounds = atoi (g_getenv ("VIKTORY_NET_FUZZ") ? g_getenv ("VIKTORY_NET_FUZZ") : "3000");
  Probe probe = { 0 };
  VikRng rng;

  play_actions (ng, 50, 3);
  vik_net_game_free (ng);
  server = vik_server_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_server_listen (server, "127.0.0.1", 0, &error));
  uri = g_strdup_printf ("ws://127.0.0.1:%u%s", vik_server_get_port (server), VIK_SERVER_PATH);
  before = public_text (vik_server_game_state (server, game_id));
  probe.loop = g_main_loop_new (NULL, FALSE);
  vik_rng_seed (&rng, 77, 7);

  for (int i = 0; i < rounds; i++)
    {
      g_autoptr (VikNetClient) client = vik_net_client_new ();
      g_autoptr (GString) message = fuzz_message (&rng, game_id);

      vik_net_client_connect_async (client, uri, NULL, probe_connected, &probe);
      g_main_loop_run (probe.loop);
      g_signal_connect (client, "message", G_CALLBACK (probe_message), &probe);
      g_signal_connect (client, "closed", G_CALLBACK (probe_closed), &probe);
      if (vik_rng_below (&rng, 2))
        vik_net_client_hello (client, game_id, vik_rng_below (&rng, 2) ? "" : "0123456789abcdef0123456789abcdef", -1);
      vik_net_client_send_raw (client, message->str, message->len);
      vik_net_client_send_raw (client, "{\"type\":\"ping\"}", 15);
      probe.done = FALSE;
      while (!probe.done)
        g_main_loop_run (probe.loop);
      g_signal_handlers_disconnect_by_data (client, &probe);
      vik_net_client_close (client);
    }
  /* Every message was answered or the connection closed; the game is as it was. */
  after = public_text (vik_server_game_state (server, game_id));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (vik_server_game_seq (server, game_id), ==, 50);
  g_assert_cmpuint (probe.closes, >, 0);
  g_test_message ("%d fuzzed messages: %u replies, %u connections closed by the server", rounds,
                  probe.replies, probe.closes);
  g_main_loop_unref (probe.loop);
  for (int p = 0; p < 3; p++)
    g_free (tokens[p]);
  vik_server_free (g_steal_pointer (&server));
  remove_dir (dir);
}

/* --server-id: every game id a server creates begins with it and is still
 * VIK_NET_GAME_ID_LEN hex digits (a hello at ?game=ID finds it, the query
 * ignored); ids that are not 1-4 lowercase hex digits are refused. */
static void
test_server_id (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  const char *bad[] = { "", "A1", "g1", "12345", "a-", "x", NULL };
  VikServerOptions options = { .data_dir = dir, .allow_create = TRUE, .rate_per_second = 10000,
                               .rate_burst = 20000, .server_id = "c3" };
  g_autoptr (GError) error = NULL;
  VikServer *server;
  g_autofree char *uri = NULL, *game_uri = NULL, *with_query = NULL, *want = NULL;
  char *tokens[2] = { 0 };
  TestClient *creator, *player;
  g_autofree char *game = NULL;
  VikMsg msg;

  g_assert_true (vik_net_server_id_valid ("0") && vik_net_server_id_valid ("c3") && vik_net_server_id_valid ("beef"));
  for (int i = 0; bad[i]; i++)
    {
      VikServerOptions refused = options;
      g_autoptr (GError) why = NULL;
      refused.server_id = bad[i];
      g_assert_false (vik_net_server_id_valid (bad[i]));
      g_assert_null (vik_server_new (&refused, &why));
      g_assert_error (why, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    }
  g_assert_false (vik_net_server_id_valid (NULL));

  g_assert_cmpstr ((with_query = vik_net_game_uri ("ws://h:1/viktory?x=1", "c30000000001")), ==,
                   "ws://h:1/viktory?x=1&game=c30000000001");
  server = vik_server_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_server_listen (server, "127.0.0.1", 0, &error));
  uri = net_test_server_uri (server);
  creator = test_client_connect (uri, NULL);
  for (int i = 0; i < 5; i++)
    {
      g_free (game);
      g_free (tokens[0]);
      g_free (tokens[1]);
      game = test_client_create (creator, 2, NULL, 0, NULL, tokens);
      g_assert_true (g_str_has_prefix (game, "c3"));
      g_assert_cmpuint (strlen (game), ==, VIK_NET_GAME_ID_LEN);
      g_assert_cmpuint (strspn (game, "0123456789abcdef"), ==, VIK_NET_GAME_ID_LEN);
    }
  game_uri = vik_net_game_uri (uri, game);
  g_assert_cmpstr (game_uri, ==, (want = g_strconcat (uri, "?game=", game, NULL)));
  player = test_client_connect (game_uri, NULL);
  vik_net_client_hello (player->client, game, tokens[0], -1);
  g_assert_true (test_client_wait (player, VIK_MSG_WELCOME, 10, &msg));
  g_assert_cmpstr (msg.game, ==, game);
  vik_msg_clear (&msg);
  test_client_free (player);
  test_client_free (creator);
  g_free (tokens[0]);
  g_free (tokens[1]);
  vik_server_free (server);
  net_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_func ("/net/protocol/round-trip", test_protocol_round_trip);
  g_test_add_func ("/net/protocol/refusals", test_protocol_refusals);
  g_test_add_func ("/net/protocol/strict", test_protocol_strict);
  g_test_add_func ("/net/protocol/games-list", test_protocol_games_list);
  g_test_add_func ("/net/game/journal-replays", test_game_journal_replays);
  g_test_add_func ("/net/game/refusals", test_game_refusals);
  g_test_add_func ("/net/game/format-1-still-read", test_game_format_1);
  g_test_add_func ("/net/game/damaged-seats-refused", test_game_bad_seats);
  g_test_add_func ("/net/game/commitment", test_game_commitment);
  g_test_add_func ("/net/server/strict-frames", test_server_strict);
  g_test_add_func ("/net/server/protocol-fuzz", test_protocol_fuzz);
  g_test_add_func ("/net/server/server-id", test_server_id);
  for (int n = 2; n <= 8; n++)
    {
      g_autofree char *path = g_strdup_printf ("/net/server/whole-game/%d-players", n);
      g_test_add_data_func (path, GINT_TO_POINTER (n), test_whole_game);
    }
  return g_test_run ();
}
