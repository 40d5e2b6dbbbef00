/* vik-server.c: the WebSocket server over VikNetGame. */
#include "vik-server-private.h"
#include "vik-net-discovery.h"
#include "vik-net-client.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

/* ------------------------------------------------------------ sending */

static void
send_msg (Conn *c, const VikMsg *msg)
{
  g_autofree char *json = NULL;

  if (c->closing || !vik_conn_is_open (c))
    return;
  json = vik_msg_to_json (msg);
  vik_conn_send_text (c, json);
}

static void
send_error (Conn *c, const GError *error, gboolean close_after)
{
  VikMsg msg = { .type = VIK_MSG_ERROR };
  g_autofree char *text = g_strndup (error->message, 300);

  /* The text may quote what the client sent: no control characters back. */
  for (char *p = text; *p; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      *p = '?';
  msg.code = (char *) (error->domain == VIK_NET_ERROR ? vik_net_error_nick (error->code) : "error");
  msg.text = text;
  send_msg (c, &msg);
  if (close_after && !c->closing)
    {
      c->closing = TRUE;
      /* The close reason is the error's code (ASCII, well under the 123 bytes a
       * close frame holds); the full text went in the error message above. */
      vik_conn_close (c, VIK_WS_CLOSE_POLICY, msg.code);
    }
}

guint64
vik_server_random_seed (VikServer *s)
{
  return ((guint64) g_rand_int (s->view_rand) << 32) | g_rand_int (s->view_rand);
}

gint64
vik_server_deadline_seconds (Hosted *h)
{
  gint64 deadline = vik_net_game_deadline (h->ng);
  return deadline ? (deadline + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC : 0;
}

static void
fill_seats (Hosted *h, VikMsg *msg)
{
  msg->players = vik_net_game_n_players (h->ng);
  for (int p = 0; p < msg->players; p++)
    msg->seats[p] = (char *) vik_net_game_seat_kind (h->ng, p);
  msg->deadline = vik_server_deadline_seconds (h);
}

/* The welcome: where the game stands, the actions since the client's `seen`
 * (-1: none seen) and, for a client catching up on at most
 * VIK_NET_MAX_CATCH_UP actions, their events (replayed from the seed). */
static void
send_welcome (Conn *c, gint64 seen)
{
  VikServer *s = c->server;
  VikNetGame *ng = c->game->ng;
  gint64 seq = vik_net_game_seq (ng);
  gint64 since = seen < 0 || seen > seq ? 0 : seen;
  VikMsg msg = { .type = VIK_MSG_WELCOME };
  g_autofree char *view = vik_net_game_view (ng, c->seat, vik_server_random_seed (s));
  g_autofree char *json = NULL;
  gboolean tell = seen >= 0 && seen < seq && seq - seen <= VIK_NET_MAX_CATCH_UP;

  msg.version = VIK_NET_PROTOCOL_VERSION;
  msg.game = (char *) vik_net_game_id (ng);
  msg.kind = (char *) vik_net_game_rules (ng)->id;
  msg.seat = c->seat;
  msg.seq = seq;
  msg.commitment = (char *) vik_net_game_commitment (ng);
  msg.view = view;
  fill_seats (c->game, &msg);
  msg.turn_time = vik_net_game_turn_time (ng);
  msg.on_deadline = (char *) vik_net_game_on_deadline (ng);
  /* The actions and their events as this seat may be told them (Victory:
   * nothing of another side's hidden blocks), replayed from the seed. */
  if (!vik_net_game_story_since (ng, since, c->seat, &msg.actions, tell ? &msg.catch_up : NULL))
    msg.actions = g_ptr_array_new_with_free_func (g_free);
  json = vik_msg_to_json (&msg);
  if (msg.catch_up && strlen (json) > VIK_NET_MAX_FRAME)
    {
      /* too much to tell: the client shows the position without the story */
      g_clear_pointer (&msg.catch_up, g_ptr_array_unref);
      g_free (json);
      json = vik_msg_to_json (&msg);
    }
  if (strlen (json) > VIK_NET_MAX_FRAME)
    {
      /* a game too long to list (VIKTORY II: ~22,000 actions): the position
       * alone, so that the client can still join; its view has no history */
      g_ptr_array_set_size (msg.actions, 0);
      g_free (json);
      json = vik_msg_to_json (&msg);
    }
  if (!c->closing && vik_conn_is_open (c))
    vik_conn_send_text (c, json);
  g_ptr_array_unref (msg.actions);
  if (msg.catch_up)
    g_ptr_array_unref (msg.catch_up);
}

static void
send_over (Conn *c)
{
  VikMsg msg = { .type = VIK_MSG_OVER };
  g_autofree char *seed_text = NULL, *json = NULL;
  const char *salt;
  guint64 seed;

  vik_net_game_secret (c->game->ng, &seed, &salt);
  seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  msg.seq = vik_net_game_seq (c->game->ng);
  msg.winner = vik_net_game_winner (c->game->ng);
  msg.seed = seed_text;
  msg.salt = (char *) salt;
  /* The record, now nothing is secret any more: with the seed, the game's
   * start options and every action in full rebuild the whole game (the
   * replay of a Victory client, whose views hold no history).  Left out
   * when the frame would be too large. */
  msg.scenario = (char *) vik_net_game_options (c->game->ng);
  msg.actions = vik_net_game_actions_since (c->game->ng, 0);
  json = vik_msg_to_json (&msg);
  if (strlen (json) > VIK_NET_MAX_FRAME)
    {
      msg.scenario = NULL;
      g_clear_pointer (&msg.actions, g_ptr_array_unref);
      g_free (json);
      json = vik_msg_to_json (&msg);
    }
  if (!c->closing && vik_conn_is_open (c))
    vik_conn_send_text (c, json);
  if (msg.actions != NULL)
    g_ptr_array_unref (msg.actions);
}

/* The update as `seat` may be told it: its own view, the action and its
 * events as that seat may know them. */
static char *
update_json (VikServer *s, Hosted *h, int seat, int player, const char *by)
{
  VikMsg msg = { .type = VIK_MSG_UPDATE };
  g_autofree char *view = vik_net_game_view (h->ng, seat, vik_server_random_seed (s));
  g_autofree char *action = vik_net_game_last_action_for (h->ng, seat);
  char *json;

  msg.seat = player;
  msg.seq = vik_net_game_seq (h->ng);
  msg.view = view;
  msg.action = action;
  msg.by = (char *) by;
  fill_seats (h, &msg);
  /* the game is the one the action led to: its events are the action's */
  msg.events = vik_net_game_last_events_for (h->ng, seat);
  json = vik_msg_to_json (&msg);
  g_array_unref (msg.events);
  return json;
}

/* Every client of the game hears of an accepted action, each with his own view. */
void
vik_server_broadcast_update (VikServer *s, Hosted *h, int player, const char *action, const char *by)
{
  gboolean over = vik_net_game_rules (h->ng)->is_over (vik_net_game_state (h->ng));
  /* A game whose views hide nothing that differs between seats (VIKTORY II's
   * pile) sends one view to the whole table: its hidden part is re-drawn at
   * random, independent of the real one, so sharing it tells nobody anything
   * more.  Otherwise each seat gets its own (-1: the spectators'). */
  gboolean shared = vik_net_game_plugin (h->ng)->net->shared_view;
  char *json[VIK_NET_MAX_SEATS + 1] = { NULL };

  (void) action;
  if (h->conns->len == 0)
    return;
  for (guint i = 0; i < h->conns->len; i++)
    {
      Conn *c = h->conns->pdata[i];
      int slot = shared ? 0 : c->seat + 1;
      if (c->closing || !vik_conn_is_open (c))
        continue;
      if (!json[slot])
        json[slot] = update_json (s, h, shared ? -1 : c->seat, player, by);
      vik_conn_send_text (c, json[slot]);
      if (over)
        send_over (c);
    }
  for (int i = 0; i <= VIK_NET_MAX_SEATS; i++)
    g_free (json[i]);
}

/* The seats changed hands (claimed, away, back): everybody at the table hears. */
void
vik_server_broadcast_seats (VikServer *s, Hosted *h)
{
  VikMsg msg = { .type = VIK_MSG_SEATS };

  fill_seats (h, &msg);
  for (guint i = 0; i < h->conns->len; i++)
    send_msg (h->conns->pdata[i], &msg);
}

void
vik_server_index_tokens (VikServer *s, Hosted *h)
{
  for (int p = 0; p < vik_net_game_n_players (h->ng); p++)
    {
      const char *hash = vik_net_game_token_hash (h->ng, p);
      SeatRef *ref;
      if (!hash[0] || g_hash_table_contains (s->token_seats, hash))
        continue;
      ref = g_new0 (SeatRef, 1);
      g_strlcpy (ref->game, vik_net_game_id (h->ng), sizeof ref->game);
      ref->seat = p;
      g_hash_table_insert (s->token_seats, g_strdup (hash), ref);
    }
}

/* ------------------------------------------------------------ handling */

static gboolean
rate_ok (Conn *c)
{
  double rate = c->server->options.rate_per_second, burst = c->server->options.rate_burst;
  gint64 now = g_get_monotonic_time ();

  c->tokens = MIN (burst, c->tokens + rate * (double) (now - c->refilled) / G_USEC_PER_SEC);
  c->refilled = now;
  if (c->tokens < 1.0)
    return FALSE;
  c->tokens -= 1.0;
  return TRUE;
}

static gboolean
refuse (GError **error, VikNetError code, const char *text)
{
  g_set_error_literal (error, VIK_NET_ERROR, code, text);
  return FALSE;
}

/* ------------------------------------------------------------ games asleep and awake */

/* Descriptors kept free for the games already running (journals, snapshots,
 * chat files, seat records): a new connection, a new game or a wake-up that
 * would eat into them is refused instead. */
#define FD_RESERVE 32

/* FALSE when fewer than FD_RESERVE descriptors are left: the lowest free one
 * (the kernel gives the lowest) is near the limit. */
static gboolean
descriptors_left (VikServer *s, int fd)
{
  gboolean ok;

  if (fd >= 0)
    return (guint) fd + FD_RESERVE < s->fd_limit;
  fd = open ("/dev/null", O_RDONLY | O_CLOEXEC);
  ok = fd >= 0 && (guint) fd + FD_RESERVE < s->fd_limit;
  if (fd >= 0)
    close (fd);
  return ok;
}

static gboolean refuse (GError **error, VikNetError code, const char *text);
static VikGameSummary *summary (Hosted *h, int seat);
static VikGameSummary *summary_copy (const VikGameSummary *from, int seat);

static gboolean
game_is_open (VikNetGame *ng)
{
  if (vik_net_game_rules (ng)->is_over (vik_net_game_state (ng)))
    return FALSE;
  for (int p = 0; p < vik_net_game_n_players (ng); p++)
    if (strcmp (vik_net_game_seat_kind (ng, p), "open") == 0)
      return TRUE;
  return FALSE;
}

static char *
index_path (VikServer *s, const char *id)
{
  g_autofree char *name = g_strconcat (id, ".index", NULL);
  return g_build_filename (s->data_dir, name, NULL);
}

static Hosted *
host (VikServer *s, VikNetGame *ng)
{
  Hosted *h = g_new0 (Hosted, 1);
  const char *id = vik_net_game_id (ng);
  Entry *e = g_hash_table_lookup (s->index, id);

  h->server = s;
  h->ng = ng;
  h->conns = g_ptr_array_new ();
  h->idle_since = g_get_monotonic_time ();
  if (!e)
    {
      e = g_new0 (Entry, 1);
      g_strlcpy (e->id, id, sizeof e->id);
      e->created = vik_net_game_created (ng);
      g_hash_table_insert (s->index, e->id, e);
    }
  g_clear_pointer (&e->summary, vik_game_summary_free);
  e->awake = h;
  h->entry = e;
  g_hash_table_insert (s->games, g_strdup (id), h);
  vik_server_index_tokens (s, h);
  return h;
}

/* ID.index: what the index holds of a sleeping game, and the journal's
 * length then (a game whose journal grew since, or that was awake when the
 * server was killed, has none: it is loaded at start and put to sleep). */
static gboolean
write_index (VikServer *s, Hosted *h, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = index_path (s, vik_net_game_id (h->ng)), *tmp = g_strconcat (path, ".tmp", NULL);
  g_autofree char *data = NULL;
  VikGameSummary *g = h->entry->summary;
  const char *hashes[VIK_NET_MAX_SEATS];
  gsize length;

  for (int p = 0; p < g->players; p++)
    hashes[p] = vik_net_game_token_hash (h->ng, p);
  g_key_file_set_int64 (kf, "Index", "JournalBytes", vik_net_game_journal_bytes (h->ng));
  g_key_file_set_int64 (kf, "Index", "Created", h->entry->created);
  g_key_file_set_string (kf, "Index", "Kind", g->kind);
  g_key_file_set_string_list (kf, "Index", "Names", (const char *const *) g->names, (gsize) g->players);
  g_key_file_set_string_list (kf, "Index", "Seats", (const char *const *) g->seats, (gsize) g->players);
  g_key_file_set_string_list (kf, "Index", "TokenSha256", hashes, (gsize) g->players);
  g_key_file_set_integer (kf, "Index", "Decider", g->decider);
  g_key_file_set_integer (kf, "Index", "Current", g->current);
  g_key_file_set_integer (kf, "Index", "Turn", g->turn);
  g_key_file_set_int64 (kf, "Index", "Seq", g->seq);
  g_key_file_set_int64 (kf, "Index", "Deadline", h->entry->deadline);
  g_key_file_set_integer (kf, "Index", "Winner", g->winner);
  g_key_file_set_boolean (kf, "Index", "Open", h->entry->open);
  data = g_key_file_to_data (kf, &length, NULL);
  /* Not synced: a torn or lost index is found not to match, and the game loaded. */
  if (!g_file_set_contents_full (tmp, data, (gssize) length, G_FILE_SET_CONTENTS_NONE, 0600, error))
    return FALSE;
  if (g_rename (tmp, path) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", path, g_strerror (errno));
      g_unlink (tmp);
      return FALSE;
    }
  return TRUE;
}

/* A sleeping game's entry from its ID.index, if it matches the journal. */
static Entry *
read_index (VikServer *s, const char *id)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = index_path (s, id), *jname = g_strconcat (id, ".journal", NULL);
  g_autofree char *journal = g_build_filename (s->data_dir, jname, NULL);
  g_auto (GStrv) names = NULL, seats = NULL, hashes = NULL;
  gsize n_names = 0, n_seats = 0, n_hashes = 0;
  GStatBuf st;
  gint64 bytes;
  VikGameSummary *g;
  Entry *e;

  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  bytes = g_key_file_get_int64 (kf, "Index", "JournalBytes", NULL);
  if (g_stat (journal, &st) != 0 ? bytes != 0 : st.st_size != bytes)
    return NULL;
  names = g_key_file_get_string_list (kf, "Index", "Names", &n_names, NULL);
  seats = g_key_file_get_string_list (kf, "Index", "Seats", &n_seats, NULL);
  hashes = g_key_file_get_string_list (kf, "Index", "TokenSha256", &n_hashes, NULL);
  if (!names || n_names < 2 || n_names > VIK_NET_MAX_SEATS || n_seats != n_names || n_hashes != n_names)
    return NULL;
  g = g_new0 (VikGameSummary, 1);
  g->game = g_strdup (id);
  g->kind = g_key_file_get_string (kf, "Index", "Kind", NULL);
  g->seat = -1;
  g->players = (int) n_names;
  for (int p = 0; p < g->players; p++)
    {
      g->names[p] = g_strdup (names[p]);
      g->seats[p] = g_strdup (seats[p]);
    }
  g->decider = g_key_file_get_integer (kf, "Index", "Decider", NULL);
  g->current = g_key_file_get_integer (kf, "Index", "Current", NULL);
  g->turn = g_key_file_get_integer (kf, "Index", "Turn", NULL);
  g->seq = g_key_file_get_int64 (kf, "Index", "Seq", NULL);
  g->winner = g_key_file_get_integer (kf, "Index", "Winner", NULL);
  if (!g->kind || !vik_games_find (g->kind) || g->decider < -1 || g->decider >= g->players
      || g->current < -1 || g->current >= g->players || g->winner < -1 || g->winner >= g->players || g->seq < 0)
    {
      vik_game_summary_free (g);
      return NULL;
    }
  e = g_new0 (Entry, 1);
  g_strlcpy (e->id, id, sizeof e->id);
  e->created = g_key_file_get_int64 (kf, "Index", "Created", NULL);
  e->deadline = g_key_file_get_int64 (kf, "Index", "Deadline", NULL);
  e->open = g_key_file_get_boolean (kf, "Index", "Open", NULL);
  e->summary = g;
  for (int p = 0; p < g->players; p++)
    {
      SeatRef *ref;
      if (strlen (hashes[p]) != 64 || g_hash_table_contains (s->token_seats, hashes[p]))
        continue;
      ref = g_new0 (SeatRef, 1);
      g_strlcpy (ref->game, id, sizeof ref->game);
      ref->seat = p;
      g_hash_table_insert (s->token_seats, g_strdup (hashes[p]), ref);
    }
  return e;
}

static void
entry_free (Entry *e)
{
  vik_game_summary_free (e->summary);
  g_free (e);
}

/* Whether a game may sleep now: nobody connected, no computer to play, no
 * write or search under way, no deadline passed. */
static gboolean
may_sleep (Hosted *h, gint64 now, gboolean at_once)
{
  VikServer *s = h->server;
  const VikRules *rules = vik_net_game_rules (h->ng);
  gconstpointer state = vik_net_game_state (h->ng);
  gint64 deadline;

  if (h->conns->len > 0 || h->thinking || h->writing || h->retry_source)
    return FALSE;
  if (!at_once && now - h->idle_since < (gint64) s->options.sleep_after * G_USEC_PER_SEC)
    return FALSE;
  if (rules->is_over (state))
    return TRUE;
  if (vik_net_game_seat_computer (h->ng, rules->decider (state)) && !h->stuck)
    return FALSE;
  deadline = vik_net_game_deadline (h->ng);
  return deadline == 0 || deadline > g_get_real_time ();
}

/* The game leaves memory: a snapshot and its index entry on disk, its
 * journal closed. */
static gboolean
put_to_sleep (VikServer *s, Hosted *h)
{
  g_autoptr (GError) error = NULL;
  Entry *e = h->entry;

  if (!vik_net_game_snapshot (h->ng, &error))
    {
      g_debug ("Game %s stays awake: %s", e->id, error->message);
      return FALSE;
    }
  e->summary = summary (h, -1);
  e->deadline = vik_net_game_deadline (h->ng);
  e->open = game_is_open (h->ng);
  if (!write_index (s, h, &error))
    {
      g_debug ("Game %s stays awake: %s", e->id, error->message);
      g_clear_pointer (&e->summary, vik_game_summary_free);
      return FALSE;
    }
  e->awake = NULL;
  g_hash_table_remove (s->games, e->id);   /* frees the Hosted: its journal is closed */
  return TRUE;
}

/* The game back in memory (from its snapshot and the journal's tail). */
static Hosted *
wake (VikServer *s, Entry *e, GError **error)
{
  g_autofree char *path = NULL;
  VikNetGame *ng;
  Hosted *h;

  if (e->awake)
    return e->awake;
  if (g_hash_table_size (s->games) >= s->options.max_games)
    {
      refuse (error, VIK_NET_ERROR_FULL, "The server has as many games in play as it may (--max-games): "
                                         "try again in a few minutes");
      return NULL;
    }
  if (!descriptors_left (s, -1))
    {
      refuse (error, VIK_NET_ERROR_FULL, "The server has no file descriptors left to open the game: "
                                         "try again later");
      return NULL;
    }
  ng = vik_net_game_load (s->data_dir, e->id, error);
  if (!ng)
    return NULL;
  /* awake, its index entry on disk would go stale: gone until it sleeps again */
  path = index_path (s, e->id);
  g_unlink (path);
  h = host (s, ng);
  vik_hosted_drive (h);
  return h;
}

static Hosted *
find_awake (VikServer *s, const char *id, GError **error)
{
  Entry *e = g_hash_table_lookup (s->index, id);

  if (!e)
    {
      refuse (error, VIK_NET_ERROR_NO_GAME, "There is no such game on this server");
      return NULL;
    }
  return wake (s, e, error);
}

/* Every second: games idle for --sleep-after go to sleep; sleeping games
 * whose decider's time ran out wake (their deadline applies). */
static gboolean
sweep (gpointer data)
{
  VikServer *s = data;
  g_autoptr (GPtrArray) sleepers = g_ptr_array_new ();
  g_autoptr (GPtrArray) due = g_ptr_array_new ();
  gint64 now = g_get_monotonic_time (), wall = g_get_real_time ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, s->index);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Entry *e = value;
      if (e->awake ? may_sleep (e->awake, now, FALSE) : e->deadline && e->deadline <= wall)
        g_ptr_array_add (e->awake ? sleepers : due, e);
    }
  for (guint i = 0; i < sleepers->len; i++)
    put_to_sleep (s, ((Entry *) sleepers->pdata[i])->awake);
  for (guint i = 0; i < due->len; i++)
    {
      g_autoptr (GError) error = NULL;
      if (!wake (s, due->pdata[i], &error))
        g_debug ("Game %s: its deadline passed asleep, and it cannot wake yet: %s",
                 ((Entry *) due->pdata[i])->id, error->message);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
handle_create (Conn *c, VikMsg *msg, GError **error)
{
  VikServer *s = c->server;
  VikMsg reply = { .type = VIK_MSG_CREATED };
  VikNetGameSetup setup = { .n_players = msg->players, .names = msg->names,
                            .seats = (const char *const *) msg->seats, .turn_time = msg->turn_time,
                            .on_deadline = msg->on_deadline, .scenario = msg->scenario,
                            .id_prefix = s->options.server_id };
  VikNetGame *ng;
  Hosted *h;

  setup.plugin = vik_server_find_game (s, msg->kind);
  if (!setup.plugin)
    return refuse (error, VIK_NET_ERROR_ILLEGAL, "This server does not play that game");
  if (!s->options.allow_create)
    return refuse (error, VIK_NET_ERROR_UNKNOWN, "This server does not create games for its clients");
  if (g_hash_table_size (s->games) >= s->options.max_games)
    return refuse (error, VIK_NET_ERROR_FULL, "The server has as many games in play as it may (--max-games): "
                                              "try again in a few minutes");
  if (!descriptors_left (s, -1))
    return refuse (error, VIK_NET_ERROR_FULL, "The server has no file descriptors left for a new game");
  ng = vik_net_game_create (s->data_dir, &setup, reply.tokens, error);
  if (!ng)
    return FALSE;
  h = host (s, ng);
  reply.game = (char *) vik_net_game_id (ng);
  reply.players = msg->players;
  reply.commitment = (char *) vik_net_game_commitment (ng);
  send_msg (c, &reply);
  for (int p = 0; p < msg->players; p++)
    g_free (reply.tokens[p]);
  vik_hosted_drive (h);   /* a computer may have the first decision */
  return TRUE;
}

/* The connection joins the game at `seat` and hears where it stands. */
static void
join (Conn *c, Hosted *h, int seat, gint64 seen, gint64 chat_seen)
{
  g_autoptr (GPtrArray) missed = NULL;

  /* An away player's seat is his again: the others hear it, he sees it in his welcome. */
  if (seat >= 0)
    vik_hosted_player_returned (h, seat);
  c->game = h;
  g_ptr_array_add (h->conns, c);
  c->seat = seat;
  c->hello = TRUE;
  send_welcome (c, seen);
  /* what the table said since he last heard it (a game of weeks) */
  missed = vik_server_chat_since (vik_hosted_chat (h), chat_seen);
  for (guint i = 0; i < missed->len; i++)
    send_msg (c, missed->pdata[i]);
  if (vik_net_game_rules (h->ng)->is_over (vik_net_game_state (h->ng)))
    send_over (c);
}

static gboolean
handle_hello (Conn *c, VikMsg *msg, GError **error)
{
  Hosted *h;
  int seat = -1;

  if (c->hello)
    return refuse (error, VIK_NET_ERROR_MALFORMED, "Hello was already said on this connection");
  if (!(h = find_awake (c->server, msg->game, error)))
    return FALSE;
  if (msg->token[0])
    {
      seat = vik_net_game_seat_for_token (h->ng, msg->token);
      if (seat < 0)
        return refuse (error, VIK_NET_ERROR_BAD_SEAT, "This invitation opens no seat of the game");
    }
  join (c, h, seat, msg->seq, msg->chat);
  return TRUE;
}

/* The first open seat becomes the claimer's: he gets its token, and joins. */
static gboolean
handle_claim (Conn *c, VikMsg *msg, GError **error)
{
  Hosted *h;
  VikMsg reply = { .type = VIK_MSG_CLAIMED };
  g_autofree char *token = NULL;
  int seat;

  if (c->hello)
    return refuse (error, VIK_NET_ERROR_MALFORMED, "Hello was already said on this connection");
  if (!(h = find_awake (c->server, msg->game, error)))
    return FALSE;
  seat = vik_net_game_claim (h->ng, &token, error);
  if (seat < 0)
    return FALSE;
  vik_server_index_tokens (c->server, h);
  reply.game = (char *) vik_net_game_id (h->ng);
  reply.seat = seat;
  reply.token = token;
  send_msg (c, &reply);
  join (c, h, seat, -1, 0);
  vik_server_broadcast_seats (c->server, h);
  vik_hosted_drive (h);
  return TRUE;
}

/* One game as "games-list" and "lobby-list" show it. */
static VikGameSummary *
summary (Hosted *h, int seat)
{
  const VikNetGameTable *net = vik_net_game_plugin (h->ng)->net;
  const VikRules *rules = vik_net_game_rules (h->ng);
  gconstpointer state = vik_net_game_state (h->ng);
  gboolean over = rules->is_over (state);
  VikGameSummary *g = g_new0 (VikGameSummary, 1);

  g->game = g_strdup (vik_net_game_id (h->ng));
  g->kind = g_strdup (rules->id);
  g->seat = seat;
  g->players = vik_net_game_n_players (h->ng);
  for (int p = 0; p < g->players; p++)
    {
      g->names[p] = g_strdup (vik_net_game_name (h->ng, p));
      g->seats[p] = g_strdup (vik_net_game_seat_kind (h->ng, p));
    }
  g->decider = over ? -1 : rules->decider (state);
  g->current = over ? -1 : net->current (state);
  g->turn = MAX (net->turn (state), 0);
  g->seq = vik_net_game_seq (h->ng);
  g->deadline = vik_server_deadline_seconds (h);
  g->winner = vik_net_game_winner (h->ng);
  return g;
}

static VikGameSummary *summary_copy (const VikGameSummary *from, int seat);

/* ------------------------------------------------------------ peers */

/* Several servers behind one proxy: the lobby and "your games" are asked of
 * the server the proxy picked, which answers for its own games and asks its
 * peers (--peer) for theirs, on connections marked "?peer=1" that they answer
 * for their own games only (no loops).  A peer that does not answer within
 * PEER_SECONDS is left out.  At most MAX_PEER_QUERIES questions are passed on
 * at once (in the process); beyond them a server answers for its own games. */
#define PEER_SECONDS 3
#define MAX_PEER_QUERIES 256

static guint peer_queries;   /* under way: main thread only */

typedef struct {
  int refs;
  Conn *asker;
  VikMsgType type;               /* of the reply */
  GPtrArray *games;              /* of VikGameSummary* */
  GPtrArray *tokens;             /* of char*: asked of the peers (GAMES) */
  GPtrArray *clients;            /* of VikNetClient* */
  GCancellable *cancel;
  guint waiting, timer;
  gboolean sent;
} PeerQuery;

typedef struct {
  PeerQuery *q;
  VikNetClient *client;
  gboolean done;
} PeerAsk;

static void
peer_query_unref (PeerQuery *q)
{
  if (--q->refs > 0)
    return;
  vik_conn_unref (q->asker);
  g_ptr_array_unref (q->games);
  g_ptr_array_unref (q->tokens);
  g_ptr_array_unref (q->clients);
  g_object_unref (q->cancel);
  g_free (q);
  peer_queries--;
}

static gboolean
peer_query_teardown (gpointer data)
{
  PeerQuery *q = data;
  for (guint i = 0; i < q->clients->len; i++)
    {
      GObject *client = q->clients->pdata[i];
      g_signal_handlers_disconnect_by_data (client, g_object_get_data (client, "vik-peer-ask"));
      vik_net_client_close (VIK_NET_CLIENT (client));
    }
  peer_query_unref (q);
  return G_SOURCE_REMOVE;
}

static void
peer_query_finish (PeerQuery *q)
{
  VikMsg reply = { .type = q->type, .games = q->games };
  g_autofree char *json = NULL;

  if (q->sent)
    return;
  q->sent = TRUE;
  g_cancellable_cancel (q->cancel);
  if (q->timer)
    g_source_remove (q->timer);
  q->timer = 0;
  if (q->games->len > VIK_NET_MAX_LISTED)
    g_ptr_array_set_size (q->games, VIK_NET_MAX_LISTED);
  if (vik_conn_is_open (q->asker))
    {
      json = vik_msg_to_json (&reply);
      vik_conn_send_text (q->asker, json);
    }
  g_idle_add (peer_query_teardown, q);   /* not from within a peer client's own signal */
}

static gboolean
peer_query_late (gpointer data)
{
  PeerQuery *q = data;
  q->timer = 0;
  peer_query_finish (q);
  return G_SOURCE_REMOVE;
}

static void
peer_done (PeerAsk *a)
{
  if (a->done)
    return;
  a->done = TRUE;
  if (--a->q->waiting == 0)
    peer_query_finish (a->q);
}

static void
peer_message (VikNetClient *client, const VikMsg *msg, gpointer data)
{
  PeerAsk *a = data;

  if (a->q->sent || a->done)
    return;
  if (msg->type == a->q->type && msg->games)
    for (guint i = 0; i < msg->games->len; i++)
      {
        const VikGameSummary *g = msg->games->pdata[i];
        g_ptr_array_add (a->q->games, summary_copy (g, g->seat));
      }
  if (msg->type == a->q->type || msg->type == VIK_MSG_ERROR)
    peer_done (a);
}

static void
peer_closed (VikNetClient *client, gpointer data)
{
  peer_done (data);
}

static void
peer_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  PeerAsk *a = data;
  PeerQuery *q = a->q;
  gboolean ok = vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, NULL);

  if (!q->sent)
    {
      if (!ok)
        peer_done (a);
      else if (q->type == VIK_MSG_LOBBY_LIST)
        vik_net_client_lobby (a->client);
      else
        vik_net_client_list_games (a->client, (const char *const *) q->tokens->pdata, q->tokens->len);
    }
  peer_query_unref (q);
}

/* Sends `games` (taken) to c, with what the peers add to it when c is not
 * itself a peer and the server has some. */
static void
reply_with_peers (Conn *c, VikMsgType type, GPtrArray *games, GPtrArray *tokens)
{
  VikServer *s = c->server;
  PeerQuery *q;

  if (c->from_peer || !s->options.peers || !s->options.peers[0] || (type == VIK_MSG_GAMES_LIST && tokens->len == 0)
      || peer_queries >= MAX_PEER_QUERIES)
    {
      VikMsg reply = { .type = type, .games = games };
      send_msg (c, &reply);
      g_ptr_array_unref (games);
      return;
    }
  q = g_new0 (PeerQuery, 1);
  peer_queries++;
  q->refs = 1;
  q->asker = vik_conn_ref (c);
  q->type = type;
  q->games = games;
  q->tokens = g_ptr_array_ref (tokens);
  q->clients = g_ptr_array_new_with_free_func (g_object_unref);
  q->cancel = g_cancellable_new ();
  q->timer = g_timeout_add_seconds (PEER_SECONDS, peer_query_late, q);
  for (guint i = 0; s->options.peers[i]; i++)
    {
      PeerAsk *a = g_new0 (PeerAsk, 1);
      g_autofree char *uri = g_strconcat (s->options.peers[i], strchr (s->options.peers[i], '?') ? "&" : "?",
                                          "peer=1", NULL);
      a->q = q;
      a->client = vik_net_client_new ();
      g_ptr_array_add (q->clients, a->client);
      g_object_set_data_full (G_OBJECT (a->client), "vik-peer-ask", a, g_free);
      g_signal_connect (a->client, "message", G_CALLBACK (peer_message), a);
      g_signal_connect (a->client, "closed", G_CALLBACK (peer_closed), a);
      q->waiting++;
      q->refs++;
      vik_net_client_connect_async (a->client, uri, q->cancel, peer_connected, a);
    }
}

/* "Your games": each game a token opens, with whose turn it is. */
static void
handle_games (Conn *c, VikMsg *msg)
{
  g_autoptr (GPtrArray) elsewhere = g_ptr_array_new_with_free_func (g_free);   /* tokens this server does not know */
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_game_summary_free);

  for (guint i = 0; i < msg->list->len; i++)
    {
      g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, msg->list->pdata[i], -1);
      SeatRef *ref = g_hash_table_lookup (c->server->token_seats, hash);
      Entry *e = ref ? g_hash_table_lookup (c->server->index, ref->game) : NULL;
      VikGameSummary *g;

      if (!e)
        {
          g_ptr_array_add (elsewhere, g_strdup (msg->list->pdata[i]));
          continue;
        }
      if (e->awake)
        {
          /* A token whose seat was given to another (none yet) opens nothing. */
          if (vik_net_game_seat_for_token (e->awake->ng, msg->list->pdata[i]) != ref->seat)
            continue;
          g = summary (e->awake, ref->seat);
        }
      else
        {
          /* asleep: told from the index, without waking it */
          g = summary_copy (e->summary, ref->seat);
          g->deadline = e->deadline ? (e->deadline + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC : 0;
        }
      g_ptr_array_add (games, g);
    }
  reply_with_peers (c, VIK_MSG_GAMES_LIST, games, elsewhere);
}

static gint
newest_first (gconstpointer a, gconstpointer b)
{
  gint64 ca = (*(Entry *const *) a)->created, cb = (*(Entry *const *) b)->created;
  return ca > cb ? -1 : ca < cb;
}

static VikGameSummary *
summary_copy (const VikGameSummary *from, int seat)
{
  VikGameSummary *g = g_memdup2 (from, sizeof *g);
  g->game = g_strdup (from->game);
  g->kind = g_strdup (from->kind);
  for (int p = 0; p < g->players; p++)
    {
      g->names[p] = g_strdup (from->names[p]);
      g->seats[p] = g_strdup (from->seats[p]);
    }
  g->seat = seat;
  return g;
}

/* The lobby: the games on this server with a seat open to the first who
 * claims it (the newest VIK_NET_MAX_LISTED), for "Join a game". */
static void
handle_lobby (Conn *c)
{
  g_autoptr (GPtrArray) open = g_ptr_array_new (), none = g_ptr_array_new ();
  GPtrArray *games;
  GHashTableIter iter;
  gpointer value;

  /* the index: sleeping games are told from it, without waking them */
  g_hash_table_iter_init (&iter, c->server->index);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Entry *e = value;
      if (e->awake ? game_is_open (e->awake->ng) : e->open)
        g_ptr_array_add (open, e);
    }
  g_ptr_array_sort (open, newest_first);
  games = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_game_summary_free);
  for (guint i = 0; i < MIN (open->len, VIK_NET_MAX_LISTED); i++)
    {
      Entry *e = open->pdata[i];
      g_ptr_array_add (games, e->awake ? summary (e->awake, -1) : summary_copy (e->summary, -1));
    }
  reply_with_peers (c, VIK_MSG_LOBBY_LIST, games, none);
}

typedef struct {
  VikServer *server;
  Hosted *game;
  VikNetPending *pending;
  char *by;
  Conn *actor;
  gboolean written;
  GError *error;
} Write;

/* Seconds before a game whose action could not be stored (a full disk, an
 * I/O error) drives its computers and deadlines again. */
#define IO_RETRY_SECONDS 5

static gboolean
retry_after_io (gpointer data)
{
  Hosted *h = data;
  h->retry_source = 0;
  h->stuck = FALSE;
  vik_hosted_drive (h);
  return G_SOURCE_REMOVE;
}

/* Main thread: the action is on disk (or the write failed and nothing changed). */
static gboolean
written (gpointer data)
{
  Write *w = data;
  VikServer *s = w->server;
  Hosted *h = w->game;
  int seat = vik_net_pending_seat (w->pending);
  g_autofree char *action = g_strdup (vik_net_pending_action (w->pending));

  s->jobs--;
  h->writing = FALSE;
  h->idle_since = g_get_monotonic_time ();
  vik_net_game_end_apply (h->ng, w->pending, w->written);
  if (w->written)
    vik_server_broadcast_update (s, h, seat, action, w->by);
  else
    {
      /* Nothing changed and nobody but its sender hears of it; the game goes
       * on when the disk takes writes again: a player acts again, a
       * computer's (or a deadline's) decision is taken again after a pause
       * rather than at once on a failing disk. */
      g_warning ("Game %s: %s", vik_net_game_id (h->ng), w->error->message);
      if (w->actor && g_ptr_array_find (s->conns, w->actor, NULL))
        send_error (w->actor, w->error, FALSE);
      if (!w->actor && !h->retry_source)
        {
          h->stuck = TRUE;
          h->retry_source = g_timeout_add_seconds (IO_RETRY_SECONDS, retry_after_io, h);
        }
    }
  if (!s->closing)
    vik_hosted_drive (h);
  g_clear_error (&w->error);
  g_free (w->by);
  g_free (w);
  return G_SOURCE_REMOVE;
}

/* The writer thread: a group commit.  It takes every action waiting (up to
 * 1000), appends each to its game's journal, then syncs them all at once, so
 * a busy server pays one disk sync per batch instead of one per action (on
 * this project's test machine a sync takes 5 ms).  Each action then goes
 * back to the main thread. */
#define WRITER_STOP ((gpointer) 1)

static gpointer
writer_thread (gpointer data)
{
  GAsyncQueue *queue = data;
  g_autoptr (GPtrArray) batch = g_ptr_array_new ();
  g_autoptr (GPtrArray) appended = g_ptr_array_new ();

  for (;;)
    {
      gpointer item = g_async_queue_pop (queue);
      gboolean stop = item == WRITER_STOP;
      GError *sync_error = NULL;

      g_ptr_array_set_size (batch, 0);
      if (!stop)
        g_ptr_array_add (batch, item);
      while (!stop && batch->len < 1000 && (item = g_async_queue_try_pop (queue)))
        {
          if (item == WRITER_STOP)
            stop = TRUE;
          else
            g_ptr_array_add (batch, item);
        }
      g_ptr_array_set_size (appended, 0);
      for (guint i = 0; i < batch->len; i++)
        {
          Write *w = batch->pdata[i];
          w->written = vik_net_pending_append (w->pending, &w->error);
          if (w->written)
            g_ptr_array_add (appended, w->pending);
        }
      if (!vik_net_pending_sync_batch ((VikNetPending **) appended->pdata, appended->len, &sync_error))
        for (guint i = 0; i < batch->len; i++)
          {
            Write *w = batch->pdata[i];
            if (w->written)
              {
                w->written = FALSE;
                w->error = g_error_copy (sync_error);
              }
          }
      g_clear_error (&sync_error);
      for (guint i = 0; i < batch->len; i++)
        {
          Write *w = batch->pdata[i];
          g_main_context_invoke (w->server->context, written, w);
        }
      if (stop)
        return NULL;
    }
}

gboolean
vik_server_apply (VikServer *s, Hosted *h, int seat, gint64 seq, const char *text, const char *by, Conn *actor,
                  GError **error)
{
  VikNetPending *pending = vik_net_game_begin_apply (h->ng, seat, seq, text, error);
  Write *w;

  if (!pending)
    return FALSE;
  w = g_new0 (Write, 1);
  w->server = s;
  w->game = h;
  w->pending = pending;
  w->by = g_strdup (by);
  w->actor = actor;
  h->writing = TRUE;
  s->jobs++;
  g_async_queue_push (s->write_queue, w);
  return TRUE;
}

static void
handle_action (Conn *c, VikMsg *msg)
{
  g_autoptr (GError) error = NULL;
  Hosted *h = c->game;

  if (c->seat < 0)
    {
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_NOT_YOURS, "Spectators cannot act");
      send_error (c, error, FALSE);
      return;
    }
  if (vik_net_game_seat_computer (h->ng, c->seat))
    {
      /* Said hello, so the seat is his again; a computer's seat is nobody's. */
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_NOT_YOURS, "A computer plays this seat");
      send_error (c, error, FALSE);
      return;
    }
  if (!vik_server_apply (c->server, h, c->seat, msg->seq, msg->action, "player", c, &error))
    send_error (c, error, FALSE);
}

static void
handle_chat (Conn *c, VikMsg *msg)
{
  VikMsg said = { .type = VIK_MSG_CHAT_SAID };
  said.seat = c->seat;
  said.name = (char *) (c->seat >= 0 ? vik_net_game_name (c->game->ng, c->seat) : "Spectator");
  said.text = msg->text;
  vik_server_chat_add (vik_hosted_chat (c->game), &said);
  for (guint i = 0; i < c->game->conns->len; i++)
    send_msg (c->game->conns->pdata[i], &said);
}

/* A new connection: refused at once if the descriptors run short.  The
 * kernel gives the lowest free descriptor: a connection's near the limit
 * means the games already running would have none left to open a file.
 * Refused, clearly; everything else goes on. */
void
vik_server_on_open (Conn *c, int fd)
{
  if (!descriptors_left (c->server, fd))
    {
      g_autoptr (GError) error = NULL;
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_FULL,
                           "The server has no room for another connection (its file descriptors are in use): "
                           "try again later");
      send_error (c, error, TRUE);
    }
}

void
vik_server_on_message (Conn *c, gboolean text, const char *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  VikMsg msg;

  if (c->closing)
    return;
  if (!rate_ok (c))
    {
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_FLOOD,
                           "Too many messages: the connection is closed (rate limit)");
      send_error (c, error, TRUE);
      return;
    }
  if (!text)
    {
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "Only text frames are understood");
      send_error (c, error, TRUE);
      return;
    }
  if (!vik_msg_parse (data, length, VIK_NET_MAX_CLIENT_FRAME, &msg, &error))
    {
      send_error (c, error, TRUE);
      return;
    }
  switch (msg.type)
    {
    case VIK_MSG_PING:
      {
        VikMsg pong = { .type = VIK_MSG_PONG };
        send_msg (c, &pong);
      }
      break;
    case VIK_MSG_CREATE:
      if (!handle_create (c, &msg, &error))
        send_error (c, error, error->code == VIK_NET_ERROR_UNKNOWN);
      break;
    case VIK_MSG_HELLO:
      if (!handle_hello (c, &msg, &error))
        send_error (c, error, TRUE);
      break;
    case VIK_MSG_CLAIM:
      if (!handle_claim (c, &msg, &error))
        send_error (c, error, error->code != VIK_NET_ERROR_BAD_SEAT && error->code != VIK_NET_ERROR_IO);
      break;
    case VIK_MSG_GAMES:
      handle_games (c, &msg);
      break;
    case VIK_MSG_LOBBY:
      handle_lobby (c);
      break;
    case VIK_MSG_ACTION:
    case VIK_MSG_CHAT:
      if (!c->hello)
        {
          g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "Say hello first");
          send_error (c, error, TRUE);
        }
      else if (msg.type == VIK_MSG_ACTION)
        handle_action (c, &msg);
      else
        handle_chat (c, &msg);
      break;
    default:
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_UNKNOWN, "Only the server sends that message");
      send_error (c, error, TRUE);
      break;
    }
  vik_msg_clear (&msg);
}

/* ------------------------------------------------------------ life cycle */

/* The index of every stored game: from its ID.index if it sleeps (the
 * journal's length as it says), else loaded (a new game, or one awake when
 * the server stopped or was killed) and put to sleep if nothing needs it. */
static void
load_games (VikServer *s)
{
  g_autoptr (GDir) dir = g_dir_open (s->data_dir, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *id = NULL;
      g_autoptr (GError) error = NULL;
      VikNetGame *game;
      Entry *e;

      if (!g_str_has_suffix (name, ".game") || strlen (name) != VIK_NET_GAME_ID_LEN + 5)
        continue;
      id = g_strndup (name, VIK_NET_GAME_ID_LEN);
      if (strspn (id, "0123456789abcdef") != VIK_NET_GAME_ID_LEN)
        continue;
      if ((e = read_index (s, id)))
        {
          g_hash_table_insert (s->index, e->id, e);
          continue;
        }
      game = vik_net_game_load (s->data_dir, id, &error);
      if (!game)
        {
          g_warning ("Game %s is not served: %s", id, error->message);
          continue;
        }
      {
        Hosted *h = host (s, game);
        if (!may_sleep (h, 0, TRUE) || !put_to_sleep (s, h))
          vik_hosted_drive (h);   /* computers play on, deadlines are armed again (or have passed) */
      }
    }
}

VikServer *
vik_server_new (const VikServerOptions *options, GError **error)
{
  VikServer *s = g_new0 (VikServer, 1);
  guint32 seed[4];

  if (options->server_id && !vik_net_server_id_valid (options->server_id))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "A server id is 1 to %d lowercase hex digits (0-9, a-f), not “%s”",
                   VIK_NET_SERVER_ID_MAX, options->server_id);
      g_free (s);
      return NULL;
    }
  s->options = *options;
  s->options.server_id = g_strdup (options->server_id);
  s->options.peers = (const char *const *) g_strdupv ((char **) options->peers);
  if (!s->options.max_games)
    s->options.max_games = 1000;
  if (s->options.rate_per_second <= 0)
    s->options.rate_per_second = 20;
  if (s->options.rate_burst <= 0)
    s->options.rate_burst = 40;
  s->data_dir = g_strdup (options->data_dir);
  if (g_mkdir_with_parents (s->data_dir, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", s->data_dir,
                   g_strerror (errno));
      g_free ((char *) s->options.server_id);
  g_strfreev ((char **) s->options.peers);
      g_free (s->data_dir);
      g_free (s);
      return NULL;
    }
  s->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) vik_hosted_free);
  s->index = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) entry_free);
  if (!s->options.sleep_after)
    s->options.sleep_after = 300;
  {
    struct rlimit limit;
    s->fd_limit = getrlimit (RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY
                  ? (guint) MIN (limit.rlim_cur, G_MAXINT) : 1024;
  }
  s->token_seats = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (int i = 0; i < 4; i++)
    seed[i] = g_random_int ();
  s->view_rand = g_rand_new_with_seed_array (seed, 4);
  s->context = g_main_context_ref_thread_default ();
  s->write_queue = g_async_queue_new ();
  s->writer = g_thread_new ("viktory-journal", writer_thread, s->write_queue);
  load_games (s);
  s->sweep_source = g_timeout_add_seconds (1, sweep, s);
  if (!vik_server_transport_init (s, error))
    {
      vik_server_free (s);
      return NULL;
    }
  return s;
}

static gboolean
advertise (VikServer *s, gboolean listening)
{
  g_autoptr (GError) error = NULL;

  if (!listening || !s->options.advertise || s->discovery)
    return listening;
  s->discovery = vik_net_advert_new (s->options.advertise, vik_server_get_port (s), s->options.tls != NULL, &error);
  if (!s->discovery)
    g_debug ("Not advertised on the local network: %s", error->message);
  return TRUE;
}

/* A listening socket with a long queue of connections waiting to be accepted:
 * after a restart every client reconnects at once, and GLib's default of 10
 * would make most of them wait for their connection attempt to be repeated. */
#define LISTEN_BACKLOG 1024

static gboolean
listen_on (VikServer *s, GInetAddress *inet, guint port, GError **error)
{
  g_autoptr (GSocketAddress) addr = g_inet_socket_address_new (inet, (guint16) port);
  g_autoptr (GSocket) socket = g_socket_new (g_inet_address_get_family (inet), G_SOCKET_TYPE_STREAM,
                                             G_SOCKET_PROTOCOL_TCP, error);

  if (!socket)
    return FALSE;
  g_socket_set_listen_backlog (socket, LISTEN_BACKLOG);
  return g_socket_bind (socket, addr, TRUE, error) && g_socket_listen (socket, error)
         && vik_server_transport_listen (s, socket, error);
}

gboolean
vik_server_listen (VikServer *s, const char *address, guint port, GError **error)
{
  g_autoptr (GInetAddress) inet = NULL;

  if (!address)
    {
      /* Every interface: IPv6 (which takes IPv4 too where the system allows),
       * else IPv4 alone. */
      g_autoptr (GError) v6_error = NULL;
      inet = g_inet_address_new_any (G_SOCKET_FAMILY_IPV6);
      if (listen_on (s, inet, port, &v6_error))
        return advertise (s, TRUE);
      g_clear_object (&inet);
      inet = g_inet_address_new_any (G_SOCKET_FAMILY_IPV4);
      return advertise (s, listen_on (s, inet, port, error));
    }
  inet = g_inet_address_new_from_string (address);
  if (!inet)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "“%s” is not an IP address", address);
      return FALSE;
    }
  return advertise (s, listen_on (s, inet, port, error));
}

guint
vik_server_get_port (VikServer *s)
{
  return s->port;
}

gboolean vik_server_is_tls (VikServer *s) { return s->options.tls != NULL; }
guint vik_server_n_games (VikServer *s) { return g_hash_table_size (s->index); }
guint vik_server_n_awake (VikServer *s) { return g_hash_table_size (s->games); }

/* A game for the accessors below: woken if it sleeps (NULL if none, or it cannot wake). */
static Hosted *
accessed (VikServer *s, const char *game_id)
{
  Entry *e = g_hash_table_lookup (s->index, game_id);
  return e ? wake (s, e, NULL) : NULL;
}
guint vik_server_n_clients (VikServer *s) { return s->conns ? s->conns->len : 0; }

gint64
vik_server_game_seq (VikServer *s, const char *game_id)
{
  Entry *e = g_hash_table_lookup (s->index, game_id);
  if (!e)
    return -1;
  return e->awake ? vik_net_game_seq (e->awake->ng) : e->summary->seq;
}

const VikRules *
vik_server_game_rules (VikServer *s, const char *game_id)
{
  Hosted *h = accessed (s, game_id);
  return h ? vik_net_game_rules (h->ng) : NULL;
}

const VikGamePlugin *
vik_server_find_game (VikServer *s, const char *kind)
{
  const VikGamePlugin *plugin = vik_games_find (kind ? kind : VIK_NET_DEFAULT_KIND);

  if (!plugin || !plugin->net)
    return NULL;
  if (!s->options.games)
    return plugin;
  for (guint i = 0; i < s->options.n_games; i++)
    if (s->options.games[i] == plugin)
      return plugin;
  return NULL;
}

gconstpointer
vik_server_game_state (VikServer *s, const char *game_id)
{
  Hosted *h = accessed (s, game_id);
  return h ? vik_net_game_state (h->ng) : NULL;
}

void
vik_server_free (VikServer *s)
{
  if (!s)
    return;
  vik_server_stop_jobs (s);
  if (s->sweep_source)
    g_source_remove (s->sweep_source);
  /* Every game asleep with its index: the next start reads no journal. */
  for (guint i = 0; s->conns && i < s->conns->len; i++)
    {
      Conn *c = s->conns->pdata[i];
      c->game = NULL;
    }
  {
    g_autoptr (GList) awake = g_hash_table_get_values (s->games);
    for (GList *l = awake; l; l = l->next)
      {
        Hosted *h = l->data;
        if (!h->writing && !h->thinking)
          {
            g_ptr_array_set_size (h->conns, 0);
            put_to_sleep (s, h);
          }
      }
  }
  g_clear_pointer ((VikNetAdvert **) &s->discovery, vik_net_advert_free);
  g_async_queue_push (s->write_queue, WRITER_STOP);
  g_thread_join (s->writer);
  g_async_queue_unref (s->write_queue);
  g_main_context_unref (s->context);
  if (s->conns)
    vik_server_transport_free (s);
  g_hash_table_unref (s->token_seats);
  g_hash_table_unref (s->games);
  g_hash_table_unref (s->index);
  g_rand_free (s->view_rand);
  g_free ((char *) s->options.server_id);
  g_strfreev ((char **) s->options.peers);
  g_free (s->data_dir);
  g_free (s);
}
