/* test-net-victory.c: Victory over the real server on localhost.
 *
 * Whole 2- and 4-player games are played by headless clients that choose
 * uniformly among the legal actions of their own views (a computer seat,
 * played by the server, in one of them).  Then every frame each client
 * received (welcomes, updates, their actions and events, reconnect catch-up,
 * chat, lobby, errors) is checked against the true game, replayed from the
 * server's record (ID.game's secret seed and ID.journal): no view holds the
 * type or strength of another side's block that side has not revealed to
 * the seat, no event tells its strength, no action names it, and the seed
 * is not sent before the game is over.  Last, a server process is killed
 * with SIGKILL mid-game and restarted: no acknowledged action is lost. */
#include "net-test-util.h"

#include <string.h>
#include <glib/gstdio.h>
#include <stdarg.h>
#include <sys/wait.h>

#include "vic-game.h"
#include "vic-net.h"
#include "vic-rules.h"
#include "vik-net-game.h"

static char *names[] = { "Ann", "Bob", "Cid", "Dee" };

/* The game ends at the end of game turn 2 (10.6): short whole games. */
static char *
scenario (int players)
{
  return g_strdup_printf ("[Scenario]\nPreset=quick-start\nPlayers=%d\nTurnLimit=2\n", players);
}

static char *
create_victory (TestClient *tc, int players, const char *const *seats, char **tokens)
{
  g_autofree char *sc = scenario (players);
  VikMsg msg;
  char *game;

  vik_net_client_create_kind (tc->client, "victory", sc, players, names, seats, 0, NULL);
  if (!test_client_wait (tc, VIK_MSG_CREATED, 10, &msg))
    g_error ("no answer to create");
  for (int p = 0; p < players; p++)
    tokens[p] = g_strdup (msg.tokens[p]);
  game = g_strdup (msg.game);
  vik_msg_clear (&msg);
  return game;
}

/* ------------------------------------------------------------ the truth */

typedef struct {
  const VikRules *rules;
  GPtrArray *states;   /* the true game after 0, 1, ... actions */
  GArray *actors;      /* of int: who played action i */
  char *seed;          /* the secret seed, as the "over" message tells it */
} Truth;

static void
truth_free (Truth *t)
{
  g_ptr_array_unref (t->states);
  g_array_unref (t->actors);
  g_free (t->seed);
  g_free (t);
}

static Truth *
truth_replay (const char *dir, const char *id)
{
  const VikGamePlugin *plugin = vik_games_find ("victory");
  g_autofree char *meta = g_strdup_printf ("%s/%s.game", dir, id);
  g_autofree char *journal = g_strdup_printf ("%s/%s.journal", dir, id);
  g_autofree char *options = NULL, *contents = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL, player_names = NULL;
  Truth *t = g_new0 (Truth, 1);
  gpointer game;
  guint64 seed;

  g_assert_true (g_key_file_load_from_file (kf, meta, G_KEY_FILE_NONE, &error));
  g_assert_cmpstr (g_key_file_get_string (kf, "Game", "Game", NULL), ==, "victory");
  options = g_key_file_get_string (kf, "Game", "Options", NULL);
  player_names = g_key_file_get_string_list (kf, "Game", "Names", NULL, NULL);
  seed = g_key_file_get_uint64 (kf, "Secret", "Seed", NULL);
  t->seed = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  t->rules = plugin->rules;
  t->states = g_ptr_array_new_with_free_func ((GDestroyNotify) plugin->rules->free);
  t->actors = g_array_new (FALSE, FALSE, sizeof (int));
  game = plugin->net->restart (options, (int) g_strv_length (player_names), player_names, seed, &error);
  g_assert_no_error (error);
  g_ptr_array_add (t->states, t->rules->copy (game));
  g_assert_true (g_file_get_contents (journal, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] && lines[i][0]; i++)
    {
      const char *text = strchr (strchr (lines[i], ' ') + 1, ' ') + 1;
      VikAnyAction a;
      int actor = t->rules->decider (game);
      g_assert_true (t->rules->from_text (game, text, &a, &error));
      g_assert_true (t->rules->apply (game, &a, &error));
      g_array_append_val (t->actors, actor);
      g_ptr_array_add (t->states, t->rules->copy (game));
    }
  t->rules->free (game);
  return t;
}

/* ------------------------------------------------------------ the checks */

typedef struct {
  guint frames, views, hidden, same, own, events, actions, told_hidden, records;
} Tally;

static gboolean
sees (const VicGame *game, int block, int seat)
{
  VicBlockInfo info;
  guint me = seat >= 0 ? 1u << seat : (1u << vic_game_get_n_players (game)) - 1;

  if (block < 0 || !vic_game_get_block (game, block, &info) || info.owner < 0)
    return FALSE;
  if (seat >= 0 && vic_game_allied (game, info.owner, seat))
    return TRUE;
  return (info.revealed & me) == me;
}

static void
check_view (const Truth *t, int seat, gint64 seq, const char *text, Tally *tally)
{
  const VicGame *truth = t->states->pdata[seq];
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  VicGame *view;

  g_assert_cmpint (seq, <, t->states->len);
  g_assert_true (g_key_file_load_from_data (kf, text, strlen (text), G_KEY_FILE_NONE, &error));
  view = vik_rules_load_view (t->rules, kf, "view", &error);
  g_assert_no_error (error);
  tally->views++;
  g_assert_cmpint (vic_game_n_block_slots (view), ==, vic_game_n_block_slots (truth));
  for (int i = 0; i < vic_game_n_block_slots (truth); i++)
    {
      VicBlockInfo real, seen;
      if (!vic_game_get_block (truth, i, &real) || real.owner < 0)
        continue;
      g_assert_true (vic_game_get_block (view, i, &seen));
      g_assert_cmpint (seen.owner, ==, real.owner);
      g_assert_cmpint (seen.hex, ==, real.hex);
      if (sees (truth, i, seat))
        {
          /* his own blocks, and those revealed to him, as they are */
          g_assert_cmpint (seen.type, ==, real.type);
          g_assert_cmpint (seen.steps, ==, real.steps);
          tally->own++;
          continue;
        }
      /* another side's hidden block: drawn afresh, its number saying nothing */
      tally->hidden++;
      g_assert_cmpint (seen.serial, ==, 100 + i % 100);
      if (seen.type == real.type && seen.steps == real.steps)
        tally->same++;
    }
  /* nothing of the history nor of the generator */
  g_assert_cmpuint (vic_game_get_seed (view), !=, vic_game_get_seed (truth));
  vic_game_free (view);
}

/* Another side's action as this seat reads it names no block by its type:
 * by number ("move #12 e5-f6") or "?". */
static void
check_action (const Truth *t, int seat, guint index, const char *text, Tally *tally)
{
  int actor = g_array_index (t->actors, int, index);

  tally->actions++;
  if (seat >= 0 && vic_game_allied (t->states->pdata[index], actor, seat))
    return;
  for (const char *p = text; p[0] && p[1]; p++)
    if (g_ascii_isupper (p[0]) && g_ascii_isupper (p[1]))
      g_error ("seat %d was told another side's action “%s”", seat, text);
}

static void
check_events (const Truth *t, int seat, guint index, const GArray *events, Tally *tally)
{
  const VicGame *after = t->states->pdata[index + 1];

  g_assert_true (vic_net_victory ()->events_check (after, events, NULL));
  for (guint i = 0; i < events->len; i++)
    {
      const VikNetEvent *e = &g_array_index (events, VikNetEvent, i);
      tally->events++;
      if (e->unit < 0 || sees (after, e->unit, seat)
          || (seat >= 0 && e->player >= 0 && vic_game_allied (after, e->player, seat)))
        continue;
      tally->told_hidden++;
      /* a new block is seen to appear (its type hidden); added steps are not */
      if (e->kind == VIC_EVENT_HIT || e->kind == VIC_EVENT_BUILT)
        g_assert_cmpint (e->value, ==, 0);
      if (e->kind == VIC_EVENT_FIRED)
        g_assert_cmpint (e->n_dice, ==, 0);
    }
}

static void
check_frames (const Truth *t, int seat, GPtrArray *frames, Tally *tally)
{
  gboolean over = FALSE;

  for (guint f = 0; f < frames->len; f++)
    {
      const char *frame = frames->pdata[f];
      g_autoptr (GError) error = NULL;
      VikMsg msg;

      tally->frames++;
      g_assert_true (vik_msg_parse (frame, strlen (frame), VIK_NET_MAX_FRAME, &msg, &error));
      if (msg.type == VIK_MSG_OVER)
        {
          /* the record with the seed: the options and every action in full,
           * each leading to the true game's next position */
          over = TRUE;
          tally->records++;
          g_assert_cmpstr (msg.seed, ==, t->seed);
          g_assert_cmpstr (msg.scenario, !=, "");
          g_assert_cmpuint (msg.actions->len, ==, t->states->len - 1);
          for (guint i = 0; i < msg.actions->len; i++)
            {
              gpointer game = t->rules->copy (t->states->pdata[i]);
              VikAnyAction a;
              g_assert_true (t->rules->from_text (game, msg.actions->pdata[i], &a, NULL));
              g_assert_true (t->rules->apply (game, &a, NULL));
              g_assert_true (t->rules->equal (game, t->states->pdata[i + 1]));
              t->rules->free (game);
            }
        }
      if (!over)
        g_assert_null (strstr (frame, t->seed));
      if (msg.type == VIK_MSG_WELCOME)
        {
          gint64 since = msg.seq - (gint64) msg.actions->len;
          g_assert_cmpstr (msg.kind, ==, "victory");
          check_view (t, seat, msg.seq, msg.view, tally);
          for (guint i = 0; i < msg.actions->len; i++)
            check_action (t, seat, (guint) (since + i), msg.actions->pdata[i], tally);
          for (guint i = 0; msg.catch_up && i < msg.catch_up->len; i++)
            check_events (t, seat, (guint) (since + i), msg.catch_up->pdata[i], tally);
        }
      else if (msg.type == VIK_MSG_UPDATE)
        {
          check_view (t, seat, msg.seq, msg.view, tally);
          g_assert_cmpint (g_array_index (t->actors, int, msg.seq - 1), ==, msg.seat);
          check_action (t, seat, (guint) (msg.seq - 1), msg.action, tally);
          check_events (t, seat, (guint) (msg.seq - 1), msg.events, tally);
        }
      else if (msg.type == VIK_MSG_LOBBY_LIST || msg.type == VIK_MSG_GAMES_LIST)
        for (guint i = 0; i < msg.games->len; i++)
          g_assert_cmpstr (((VikGameSummary *) msg.games->pdata[i])->kind, ==, "victory");
      vik_msg_clear (&msg);
    }
}

/* ------------------------------------------------------------ playing */

typedef struct {
  const char *uri;
  char *game;
  int players;
  char *tokens[4];
  TestClient *tc[4];
  GPtrArray *frames[4];   /* everything each seat's clients received */
  gint64 acted[4];
  guint errors_seen[4];
  guint refused;
  GRand *rand;
  TestClient *spectator;
} Table;

static void
keep_frames (Table *t, int p)
{
  for (guint i = 0; i < t->tc[p]->frames->len; i++)
    g_ptr_array_add (t->frames[p], g_strdup (t->tc[p]->frames->pdata[i]));
}

static void
seat_join (Table *t, int p, gint64 seen)
{
  t->tc[p] = test_client_connect (t->uri, NULL);
  t->acted[p] = -1;
  t->errors_seen[p] = 0;
  vik_net_client_hello (t->tc[p]->client, t->game, t->tokens[p], seen);
}

static void
seat_leave (Table *t, int p)
{
  keep_frames (t, p);
  test_client_free (t->tc[p]);
  t->tc[p] = NULL;
}

/* Plays until the game is over or `stop_at` actions were acknowledged
 * (-1: the end); returns the last sequence number acknowledged. */
static gint64
play (Table *t, gint64 stop_at, int reconnect_seat, gint64 reconnect_at)
{
  gint64 start = g_get_monotonic_time (), acked = 0;
  gboolean reconnected = FALSE;

  for (;;)
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (g_get_monotonic_time () - start, <, 400 * G_USEC_PER_SEC);
      for (int p = 0; p < t->players; p++)
        {
          TestClient *tc = t->tc[p];
          gconstpointer view;
          const VikRules *rules;
          g_autoptr (GArray) legal = NULL;
          g_autofree char *text = NULL;
          gint64 seq;
          guint errors = 0;

          if (!tc)
            continue;
          g_assert_false (tc->closed);
          for (guint i = 0; i < tc->frames->len; i++)
            if (strstr (tc->frames->pdata[i], "\"type\":\"error\""))
              errors++;
          if (errors > t->errors_seen[p])
            {
              /* an action of its view the true game refused: choose again */
              t->refused += errors - t->errors_seen[p];
              t->errors_seen[p] = errors;
              t->acted[p] = -1;
            }
          view = vik_net_client_get_view (tc->client);
          rules = vik_net_client_get_rules (tc->client);
          seq = vik_net_client_get_seq (tc->client);
          acked = MAX (acked, seq);
          if (!view)
            continue;
          g_assert_cmpstr (rules->id, ==, "victory");
          if (rules->is_over (view))
            return acked;
          if (stop_at >= 0 && acked >= stop_at)
            return acked;
          if (p == reconnect_seat && !reconnected && seq >= reconnect_at)
            {
              /* gone for a while: he catches up on what he missed */
              reconnected = TRUE;
              seat_leave (t, p);
              net_test_spin (0.05);
              seat_join (t, p, seq - 5);
              continue;
            }
          if (rules->decider (view) != p || t->acted[p] == seq)
            continue;
          t->acted[p] = seq;
          legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
          g_assert_cmpuint (rules->legal (view, legal), >, 0);
          text = rules->to_text (view, &g_array_index (legal, VikAnyAction,
                                                      g_rand_int_range (t->rand, 0, (gint32) legal->len)));
          vik_net_client_act (tc->client, text);
        }
    }
}

static void
table_init (Table *t, const char *uri, int players, const char *const *seats, guint32 seed)
{
  TestClient *creator = test_client_connect (uri, NULL);

  memset (t, 0, sizeof *t);
  t->uri = uri;
  t->players = players;
  t->rand = g_rand_new_with_seed (seed);
  t->game = create_victory (creator, players, seats, t->tokens);
  test_client_free (creator);
  for (int p = 0; p < players; p++)
    {
      t->frames[p] = g_ptr_array_new_with_free_func (g_free);
      if (t->tokens[p][0])
        {
          seat_join (t, p, -1);
          vik_net_client_chat (t->tc[p]->client, "good luck");
        }
    }
  if (t->tc[0])
    vik_net_client_lobby (t->tc[0]->client);
  t->spectator = test_client_connect (uri, NULL);
  vik_net_client_hello (t->spectator->client, t->game, "", -1);
}

static void
table_clear (Table *t)
{
  for (int p = 0; p < t->players; p++)
    {
      if (t->tc[p])
        seat_leave (t, p);
      g_ptr_array_unref (t->frames[p]);
      g_free (t->tokens[p]);
    }
  g_free (t->game);
  g_rand_free (t->rand);
  if (t->spectator)
    test_client_free (t->spectator);
}

static void
check_table (Table *t, const char *dir)
{
  Truth *truth = truth_replay (dir, t->game);
  Tally tally = { 0 };

  for (int p = 0; p < t->players; p++)
    if (t->frames[p]->len)
      check_frames (truth, p, t->frames[p], &tally);
  if (t->spectator)
    check_frames (truth, -1, t->spectator->frames, &tally);
  g_test_message ("%u actions; %u frames, %u views: %u blocks seen as they are, %u hidden (%u drawn as they "
                  "are); %u events (%u of hidden blocks), %u actions told; %u choices refused",
                  truth->actors->len, tally.frames, tally.views, tally.own, tally.hidden, tally.same,
                  tally.events, tally.told_hidden, tally.actions, t->refused);
  g_assert_cmpuint (tally.hidden, >, 100);
  g_assert_cmpuint (tally.records, >, 0);
  /* drawn afresh: far from always the truth */
  g_assert_cmpuint (tally.same * 10, <, tally.hidden * 7);
  g_assert_true (truth->rules->is_over (truth->states->pdata[truth->states->len - 1]));
  truth_free (truth);
}

static void
test_whole_game (gconstpointer data)
{
  int players = GPOINTER_TO_INT (data);
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  const char *const two[] = { "human", "computer:normal" };
  Table t;

  /* two players: one of them the server's computer */
  table_init (&t, uri, players, players == 2 ? two : NULL, 7u + (guint32) players);
  play (&t, -1, players - 1 == 1 ? 0 : 1, 20);
  net_test_spin (0.2);
  g_assert_true (vik_server_game_rules (server, t.game)->is_over (vik_server_game_state (server, t.game)));
  for (int p = 0; p < players; p++)
    if (t.tc[p])
      keep_frames (&t, p), g_ptr_array_set_size (t.tc[p]->frames, 0);
  check_table (&t, dir);
  table_clear (&t);
  net_test_remove_dir (dir);
}

/* A server process killed with SIGKILL mid-game loses no acknowledged action. */
static void
test_kill (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autofree char *uri = NULL, *uri2 = NULL;
  GSubprocess *server = net_test_spawn_server (dir, NULL, &uri);
  Table t;
  gint64 acked, resumed = -1;

  table_init (&t, uri, 2, NULL, 11);
  acked = play (&t, 40, -1, 0);
  g_assert_cmpint (acked, >=, 40);
  /* the players heard of `acked` actions: each was on disk before */
  g_subprocess_force_exit (server);
  g_subprocess_wait (server, NULL, NULL);
  g_object_unref (server);
  for (int p = 0; p < t.players; p++)
    seat_leave (&t, p);
  test_client_free (t.spectator);
  t.spectator = NULL;
  server = net_test_spawn_server (dir, NULL, &uri2);
  t.uri = uri2;
  for (int p = 0; p < t.players; p++)
    {
      VikMsg msg;
      seat_join (&t, p, -1);
      g_assert_true (test_client_wait (t.tc[p], VIK_MSG_WELCOME, 10, &msg));
      g_assert_cmpint (msg.seq, >=, acked);
      resumed = msg.seq;
      vik_msg_clear (&msg);
      t.tc[p]->cursor = 0;
    }
  g_test_message ("%" G_GINT64_FORMAT " actions acknowledged before SIGKILL, %" G_GINT64_FORMAT " after the restart",
                  acked, resumed);
  play (&t, -1, -1, 0);
  net_test_spin (0.2);
  for (int p = 0; p < t.players; p++)
    {
      keep_frames (&t, p);
      g_ptr_array_set_size (t.tc[p]->frames, 0);
    }
  check_table (&t, dir);
  table_clear (&t);
  g_subprocess_force_exit (server);
  g_subprocess_wait (server, NULL, NULL);
  g_object_unref (server);
  net_test_remove_dir (dir);
}

/* ------------------------------------------------------------ viktory-cli verify */

typedef struct {
  int status;
  char *out, *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

/* viktory-cli verify ARGS... ($VIKTORY_CLI), NULL-terminated. */
static void
run_verify (Run *r, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  va_list ap;
  const char *arg;

  g_ptr_array_add (argv, (gpointer) g_getenv ("VIKTORY_CLI"));
  g_ptr_array_add (argv, "verify");
  va_start (ap, r);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  memset (r, 0, sizeof *r);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &r->out, &r->err,
                               &r->status, &error));
  g_assert_no_error (error);
  r->status = WIFEXITED (r->status) ? WEXITSTATUS (r->status) : -1;
  g_test_message ("verify %s → %d: %s%s", (const char *) argv->pdata[2], r->status, r->out, r->err);
}

static void
expect_refused (Run *r, const char *words)
{
  g_assert_cmpint (r->status, ==, 1);
  if (strstr (r->err, words) == NULL)
    g_error ("verify's refusal does not say “%s”: %s", words, r->err);
  run_clear (r);
}

static char *
write_lines (const char *dir, const char *name, GPtrArray *lines)
{
  g_autoptr (GString) text = g_string_new (NULL);
  char *path = g_build_filename (dir, name, NULL);

  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (text, "%s\n", (const char *) lines->pdata[i]);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  return path;
}

/* A copy of the record (ID.game, ID.journal) in `to`, the journal's lines
 * given (NULL: as they are) and ID.game's text edited by `edit` (NULL: as
 * it is). */
static char *
copy_record (const char *from, const char *to, const char *id, GPtrArray *journal,
             char *(*edit) (const char *text))
{
  g_autofree char *src_game = g_strdup_printf ("%s/%s.game", from, id);
  g_autofree char *src_journal = g_strdup_printf ("%s/%s.journal", from, id);
  g_autofree char *journal_name = g_strdup_printf ("%s.journal", id);
  g_autofree char *text = NULL, *edited = NULL;
  char *game = g_strdup_printf ("%s/%s.game", to, id);

  g_assert_cmpint (g_mkdir_with_parents (to, 0700), ==, 0);
  g_assert_true (g_file_get_contents (src_game, &text, NULL, NULL));
  edited = edit ? edit (text) : g_strdup (text);
  g_assert_true (g_file_set_contents (game, edited, -1, NULL));
  if (journal)
    g_free (write_lines (to, journal_name, journal));
  else
    {
      g_autofree char *lines = NULL, *dst = g_build_filename (to, journal_name, NULL);
      g_assert_true (g_file_get_contents (src_journal, &lines, NULL, NULL));
      g_assert_true (g_file_set_contents (dst, lines, -1, NULL));
    }
  return game;
}

static GPtrArray *
journal_lines (const char *dir, const char *id)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.journal", dir, id), *text = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] && lines[i][0]; i++)
    g_ptr_array_add (out, g_strdup (lines[i]));
  return out;
}

/* "SEQ TIME ACTION" with another ACTION. */
static char *
with_action (const char *line, const char *action)
{
  const char *at = strchr (strchr (line, ' ') + 1, ' ') + 1;
  return g_strdup_printf ("%.*s%s", (int) (at - line), line, action);
}

static const char *
line_action (const char *line)
{
  return strchr (strchr (line, ' ') + 1, ' ') + 1;
}

static char *
other_seed (const char *text)
{
  GRegex *re = g_regex_new ("^Seed=.*$", G_REGEX_MULTILINE, 0, NULL);
  char *out = g_regex_replace_literal (re, text, -1, 0, "Seed=12345", 0, NULL);
  g_regex_unref (re);
  return out;
}

/* Another seed, and the commitment made again from it: a server that lies
 * consistently in its record. */
static char *
other_seed_and_commitment (const char *text)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *salt = NULL, *commitment = NULL;

  g_assert_true (g_key_file_load_from_data (kf, text, strlen (text), G_KEY_FILE_KEEP_COMMENTS, NULL));
  salt = g_key_file_get_string (kf, "Secret", "Salt", NULL);
  commitment = vik_net_commitment (salt, 12345);
  g_key_file_set_uint64 (kf, "Secret", "Seed", 12345);
  g_key_file_set_string (kf, "Game", "Commitment", commitment);
  return g_key_file_to_data (kf, NULL, NULL);
}

/* The transcript with one die of one fire told otherwise; *index gets its action. */
static GPtrArray *
transcript_with_another_die (GPtrArray *frames, gint64 *index)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  gboolean done = FALSE;

  for (guint f = 0; f < frames->len; f++)
    {
      const char *frame = frames->pdata[f];
      VikMsg msg;

      g_assert_true (vik_msg_parse (frame, strlen (frame), VIK_NET_MAX_FRAME, &msg, NULL));
      if (!done && msg.type == VIK_MSG_UPDATE)
        for (guint i = 0; i < msg.events->len && !done; i++)
          {
            VikNetEvent *e = &g_array_index (msg.events, VikNetEvent, i);
            if (e->n_dice > 0)
              {
                e->dice[0] = (guint8) (e->dice[0] % 6 + 1);
                done = TRUE;
                *index = msg.seq - 1;
              }
          }
      g_ptr_array_add (out, done && msg.type == VIK_MSG_UPDATE && *index == msg.seq - 1 ? vik_msg_to_json (&msg)
                                                                                        : g_strdup (frame));
      vik_msg_clear (&msg);
    }
  g_assert_true (done);
  return out;
}

/* A whole game on a real server; then viktory-cli verify accepts its record,
 * with a player's and a spectator's transcript, and refuses each tampered
 * copy with a message naming what is wrong: an action the rules refuse, an
 * action changed to another legal one (the player was told otherwise), a die
 * told otherwise, another seed (with and without the commitment forged to
 * match), a journal cut short, the wrong --game. */
static void
test_verify (void)
{
  g_autofree char *dir = net_test_scratch_dir ();
  g_autoptr (VikServer) server = net_test_server_new (dir, NULL);
  g_autofree char *uri = net_test_server_uri (server);
  g_autofree char *record = NULL, *mine = NULL, *watched = NULL, *tampered = NULL, *commitment = NULL;
  g_autofree char *forged_frames = NULL, *line = NULL;
  g_autoptr (GPtrArray) journal = NULL, forged = NULL;
  g_autoptr (GError) error = NULL;
  const VikRules *rules = vic_rules_victory ();
  static const char *const copies[] = { "illegal", "changed", "seed", "seed-and-commitment", "short" };
  Truth *truth;
  Table t;
  Run r;
  gint64 die_at = -1;
  guint illegal_at = 0, changed_at = 0;

  if (g_getenv ("VIKTORY_CLI") == NULL)
    {
      g_test_skip ("VIKTORY_CLI is not set (meson test sets it)");
      return;
    }
  table_init (&t, uri, 2, NULL, 23);
  play (&t, -1, -1, 0);
  net_test_spin (0.3);
  for (int p = 0; p < t.players; p++)
    keep_frames (&t, p), g_ptr_array_set_size (t.tc[p]->frames, 0);
  record = g_strdup_printf ("%s/%s.game", dir, t.game);
  mine = write_lines (dir, "ann.frames", t.frames[0]);
  watched = write_lines (dir, "spectator.frames", t.spectator->frames);
  truth = truth_replay (dir, t.game);
  {
    g_autoptr (GKeyFile) kf = g_key_file_new ();
    g_assert_true (g_key_file_load_from_file (kf, record, G_KEY_FILE_NONE, NULL));
    commitment = g_key_file_get_string (kf, "Game", "Commitment", NULL);
  }

  /* the record as the server wrote it: accepted, alone and with transcripts */
  run_verify (&r, record, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Verified: a game of Victory"));
  run_clear (&r);
  run_verify (&r, record, "--game", "victory", "--commitment", commitment, "--transcript", mine, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "The transcript of Ann"));
  run_clear (&r);
  run_verify (&r, record, "--transcript", watched, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "The transcript of a spectator"));
  run_clear (&r);
  run_verify (&r, record, "--game", "viktory2", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "is a record of Victory"));
  run_clear (&r);

  /* an action the rules refuse there */
  journal = journal_lines (dir, t.game);
  for (guint i = journal->len / 2; i + 1 < journal->len && illegal_at == 0; i++)
    {
      g_autoptr (VicGame) copy = vic_game_copy (truth->states->pdata[i]);
      VikAnyAction a;
      if (!rules->from_text (copy, line_action (journal->pdata[i + 1]), &a, NULL) || !rules->apply (copy, &a, NULL))
        {
          illegal_at = i + 1;
          line = with_action (journal->pdata[i], line_action (journal->pdata[i + 1]));
        }
    }
  g_assert_cmpuint (illegal_at, >, 0);
  {
    g_autoptr (GPtrArray) lines = journal_lines (dir, t.game);
    g_autofree char *where = g_build_filename (dir, "illegal", NULL);
    g_autofree char *words = g_strdup_printf ("Action %u of the journal", illegal_at);
    g_free (lines->pdata[illegal_at - 1]);
    lines->pdata[illegal_at - 1] = g_steal_pointer (&line);
    tampered = copy_record (dir, where, t.game, lines, NULL);
    run_verify (&r, tampered, NULL);
    expect_refused (&r, words);
    g_clear_pointer (&tampered, g_free);
  }

  /* one of Ann's actions changed to another legal one: she was told hers */
  for (guint i = 1; i < journal->len && changed_at == 0; i++)
    {
      const VicGame *before = truth->states->pdata[i];
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
      if (g_array_index (truth->actors, int, i) != 0 || rules->legal (before, legal) < 2)
        continue;
      for (guint k = 0; k < legal->len && changed_at == 0; k++)
        {
          g_autofree char *text = rules->to_text (before, &g_array_index (legal, VikAnyAction, k));
          if (strcmp (text, line_action (journal->pdata[i])) != 0)
            {
              changed_at = i + 1;
              line = with_action (journal->pdata[i], text);
            }
        }
    }
  g_assert_cmpuint (changed_at, >, 0);
  {
    g_autoptr (GPtrArray) lines = journal_lines (dir, t.game);
    g_autofree char *where = g_build_filename (dir, "changed", NULL);
    g_autofree char *words = g_strdup_printf ("Action %u: the server told Ann", changed_at);
    g_free (lines->pdata[changed_at - 1]);
    lines->pdata[changed_at - 1] = g_steal_pointer (&line);
    tampered = copy_record (dir, where, t.game, lines, NULL);
    run_verify (&r, tampered, "--transcript", mine, NULL);
    expect_refused (&r, words);
    g_clear_pointer (&tampered, g_free);
  }

  /* a die told otherwise than the seed rolled it */
  forged = transcript_with_another_die (t.frames[0], &die_at);
  forged_frames = write_lines (dir, "forged.frames", forged);
  {
    g_autofree char *words = g_strdup_printf ("Action %" G_GINT64_FORMAT ": the dice told to Ann", die_at + 1);
    run_verify (&r, record, "--transcript", forged_frames, NULL);
    expect_refused (&r, words);
  }

  /* another seed: not the committed one; forged with its commitment, not
   * the one published to the players at the start */
  {
    g_autofree char *where = g_build_filename (dir, "seed", NULL);
    tampered = copy_record (dir, where, t.game, NULL, other_seed);
    run_verify (&r, tampered, NULL);
    expect_refused (&r, "do not give the commitment the server published");
    g_clear_pointer (&tampered, g_free);
  }
  {
    g_autofree char *where = g_build_filename (dir, "seed-and-commitment", NULL);
    tampered = copy_record (dir, where, t.game, NULL, other_seed_and_commitment);
    run_verify (&r, tampered, "--commitment", commitment, NULL);
    expect_refused (&r, "is not the one published at the start");
    run_verify (&r, tampered, "--transcript", mine, NULL);
    expect_refused (&r, "was published to Ann at the start");
    run_verify (&r, tampered, NULL);
    expect_refused (&r, "does not follow from the seed 12345");
    g_clear_pointer (&tampered, g_free);
  }

  /* the journal cut short */
  {
    g_autoptr (GPtrArray) lines = journal_lines (dir, t.game);
    g_autofree char *where = g_build_filename (dir, "short", NULL);
    g_ptr_array_set_size (lines, lines->len - 1);
    tampered = copy_record (dir, where, t.game, lines, NULL);
    run_verify (&r, tampered, NULL);
    expect_refused (&r, "the game is not over");
    run_verify (&r, tampered, "--transcript", mine, NULL);
    expect_refused (&r, "the journal was cut short");
  }

  truth_free (truth);
  table_clear (&t);
  for (guint i = 0; i < G_N_ELEMENTS (copies); i++)
    {
      g_autofree char *where = g_build_filename (dir, copies[i], NULL);
      net_test_remove_dir (where);
    }
  net_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  net_test_quiet_debug ();
  g_test_add_data_func ("/net/victory/two-players", GINT_TO_POINTER (2), test_whole_game);
  g_test_add_data_func ("/net/victory/four-players", GINT_TO_POINTER (4), test_whole_game);
  g_test_add_func ("/net/victory/verify", test_verify);
  if (g_getenv ("VIKTORY_SERVER"))
    g_test_add_func ("/net/victory/kill", test_kill);
  return g_test_run ();
}
