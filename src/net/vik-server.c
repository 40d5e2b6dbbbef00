/* vik-server.c: the WebSocket server over VikNetGame. */
#include "vik-server-private.h"
#include "vik-net-discovery.h"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

/* libsoup closes a connection sending a frame larger than this by itself (1009);
 * frames up to it get our own clear error when over VIK_NET_MAX_CLIENT_FRAME. */
#define SOUP_FRAME_LIMIT (64 * 1024)

/* ------------------------------------------------------------ sending */

static void
send_msg (Conn *c, const VikMsg *msg)
{
  g_autofree char *json = NULL;

  if (c->closing || soup_websocket_connection_get_state (c->ws) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  json = vik_msg_to_json (msg);
  soup_websocket_connection_send_text (c->ws, json);
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
      soup_websocket_connection_close (c->ws, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, msg.code);
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
  if (!c->closing && soup_websocket_connection_get_state (c->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (c->ws, json);
  g_ptr_array_unref (msg.actions);
  if (msg.catch_up)
    g_ptr_array_unref (msg.catch_up);
}

static void
send_over (Conn *c)
{
  VikMsg msg = { .type = VIK_MSG_OVER };
  g_autofree char *seed_text = NULL;
  const char *salt;
  guint64 seed;

  vik_net_game_secret (c->game->ng, &seed, &salt);
  seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  msg.seq = vik_net_game_seq (c->game->ng);
  msg.winner = vik_net_game_winner (c->game->ng);
  msg.seed = seed_text;
  msg.salt = (char *) salt;
  send_msg (c, &msg);
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
      if (c->closing || soup_websocket_connection_get_state (c->ws) != SOUP_WEBSOCKET_STATE_OPEN)
        continue;
      if (!json[slot])
        json[slot] = update_json (s, h, shared ? -1 : c->seat, player, by);
      soup_websocket_connection_send_text (c->ws, json[slot]);
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
      ref = g_new (SeatRef, 1);
      ref->game = h;
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

static Hosted *
host (VikServer *s, VikNetGame *ng)
{
  Hosted *h = g_new0 (Hosted, 1);
  h->server = s;
  h->ng = ng;
  h->conns = g_ptr_array_new ();
  g_hash_table_insert (s->games, g_strdup (vik_net_game_id (ng)), h);
  vik_server_index_tokens (s, h);
  return h;
}

static gboolean
handle_create (Conn *c, VikMsg *msg, GError **error)
{
  VikServer *s = c->server;
  VikMsg reply = { .type = VIK_MSG_CREATED };
  VikNetGameSetup setup = { .n_players = msg->players, .names = msg->names,
                            .seats = (const char *const *) msg->seats, .turn_time = msg->turn_time,
                            .on_deadline = msg->on_deadline, .scenario = msg->scenario };
  VikNetGame *ng;
  Hosted *h;

  setup.plugin = vik_server_find_game (s, msg->kind);
  if (!setup.plugin)
    return refuse (error, VIK_NET_ERROR_ILLEGAL, "This server does not play that game");
  if (!s->options.allow_create)
    return refuse (error, VIK_NET_ERROR_UNKNOWN, "This server does not create games for its clients");
  if (g_hash_table_size (s->games) >= s->options.max_games)
    return refuse (error, VIK_NET_ERROR_FULL, "The server holds as many games as it may");
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
  Hosted *h = g_hash_table_lookup (c->server->games, msg->game);
  int seat = -1;

  if (c->hello)
    return refuse (error, VIK_NET_ERROR_MALFORMED, "Hello was already said on this connection");
  if (!h)
    return refuse (error, VIK_NET_ERROR_NO_GAME, "There is no such game on this server");
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
  Hosted *h = g_hash_table_lookup (c->server->games, msg->game);
  VikMsg reply = { .type = VIK_MSG_CLAIMED };
  g_autofree char *token = NULL;
  int seat;

  if (c->hello)
    return refuse (error, VIK_NET_ERROR_MALFORMED, "Hello was already said on this connection");
  if (!h)
    return refuse (error, VIK_NET_ERROR_NO_GAME, "There is no such game on this server");
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

/* "Your games": each game a token opens, with whose turn it is. */
static void
handle_games (Conn *c, VikMsg *msg)
{
  VikMsg reply = { .type = VIK_MSG_GAMES_LIST };

  reply.games = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_game_summary_free);
  for (guint i = 0; i < msg->list->len; i++)
    {
      g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, msg->list->pdata[i], -1);
      SeatRef *ref = g_hash_table_lookup (c->server->token_seats, hash);
      VikGameSummary *g;

      /* A token whose seat was given to another (none yet) opens nothing. */
      if (!ref || vik_net_game_seat_for_token (ref->game->ng, msg->list->pdata[i]) != ref->seat)
        continue;
      g = summary (ref->game, ref->seat);
      g_ptr_array_add (reply.games, g);
    }
  send_msg (c, &reply);
  g_ptr_array_unref (reply.games);
}

static gint
newest_first (gconstpointer a, gconstpointer b)
{
  gint64 ca = vik_net_game_created ((*(Hosted *const *) a)->ng), cb = vik_net_game_created ((*(Hosted *const *) b)->ng);
  return ca > cb ? -1 : ca < cb;
}

/* The lobby: the games on this server with a seat open to the first who
 * claims it (the newest VIK_NET_MAX_LISTED), for "Join a game". */
static void
handle_lobby (Conn *c)
{
  VikMsg reply = { .type = VIK_MSG_LOBBY_LIST };
  g_autoptr (GPtrArray) open = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, c->server->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Hosted *h = value;
      if (vik_net_game_rules (h->ng)->is_over (vik_net_game_state (h->ng)))
        continue;
      for (int p = 0; p < vik_net_game_n_players (h->ng); p++)
        if (strcmp (vik_net_game_seat_kind (h->ng, p), "open") == 0)
          {
            g_ptr_array_add (open, h);
            break;
          }
    }
  g_ptr_array_sort (open, newest_first);
  reply.games = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_game_summary_free);
  for (guint i = 0; i < MIN (open->len, VIK_NET_MAX_LISTED); i++)
    {
      g_ptr_array_add (reply.games, summary (open->pdata[i], -1));
    }
  send_msg (c, &reply);
  g_ptr_array_unref (reply.games);
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

static void
on_message (SoupWebsocketConnection *ws, gint type, GBytes *bytes, gpointer user_data)
{
  Conn *c = user_data;
  g_autoptr (GError) error = NULL;
  VikMsg msg;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  if (c->closing)
    return;
  if (!rate_ok (c))
    {
      g_set_error_literal (&error, VIK_NET_ERROR, VIK_NET_ERROR_FLOOD,
                           "Too many messages: the connection is closed (rate limit)");
      send_error (c, error, TRUE);
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
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

static void
on_closed (SoupWebsocketConnection *ws, gpointer user_data)
{
  Conn *c = user_data;
  g_ptr_array_remove (c->server->conns, c);
}

static void
conn_free (gpointer data)
{
  Conn *c = data;
  if (c->game)
    g_ptr_array_remove_fast (c->game->conns, c);
  g_signal_handlers_disconnect_by_data (c->ws, c);
  g_object_unref (c->ws);
  g_free (c);
}

static void
on_websocket (SoupServer *soup, SoupServerMessage *message, const char *path,
              SoupWebsocketConnection *ws, gpointer user_data)
{
  VikServer *s = user_data;
  Conn *c = g_new0 (Conn, 1);

  c->server = s;
  c->ws = g_object_ref (ws);
  c->seat = -1;
  c->tokens = s->options.rate_burst;
  c->refilled = g_get_monotonic_time ();
  soup_websocket_connection_set_max_incoming_payload_size (ws, SOUP_FRAME_LIMIT);
  soup_websocket_connection_set_keepalive_interval (ws, 30);
  vik_net_stream_no_delay (soup_websocket_connection_get_io_stream (ws));
  g_signal_connect (ws, "message", G_CALLBACK (on_message), c);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), c);
  g_ptr_array_add (s->conns, c);
}

/* ------------------------------------------------------------ life cycle */

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

      if (!g_str_has_suffix (name, ".game") || strlen (name) != VIK_NET_GAME_ID_LEN + 5)
        continue;
      id = g_strndup (name, VIK_NET_GAME_ID_LEN);
      game = vik_net_game_load (s->data_dir, id, &error);
      if (game)
        host (s, game);
      else
        g_warning ("Game %s is not served: %s", id, error->message);
    }
}

/* After a restart: computers play on, deadlines are armed again (or have passed). */
static void
drive_all (VikServer *s)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, s->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    vik_hosted_drive (value);
}

VikServer *
vik_server_new (const VikServerOptions *options, GError **error)
{
  VikServer *s = g_new0 (VikServer, 1);
  guint32 seed[4];

  s->options = *options;
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
      g_free (s->data_dir);
      g_free (s);
      return NULL;
    }
  s->games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) vik_hosted_free);
  s->token_seats = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  s->conns = g_ptr_array_new_with_free_func (conn_free);
  for (int i = 0; i < 4; i++)
    seed[i] = g_random_int ();
  s->view_rand = g_rand_new_with_seed_array (seed, 4);
  s->context = g_main_context_ref_thread_default ();
  s->write_queue = g_async_queue_new ();
  s->writer = g_thread_new ("viktory-journal", writer_thread, s->write_queue);
  load_games (s);
  drive_all (s);
  s->soup = g_object_new (SOUP_TYPE_SERVER, "tls-certificate", options->tls, NULL);
  soup_server_add_websocket_handler (s->soup, VIK_SERVER_PATH, NULL, NULL, on_websocket, s, NULL);
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
  SoupServerListenOptions flags = s->options.tls ? SOUP_SERVER_LISTEN_HTTPS : 0;
  g_autoptr (GSocketAddress) addr = g_inet_socket_address_new (inet, (guint16) port);
  g_autoptr (GSocket) socket = g_socket_new (g_inet_address_get_family (inet), G_SOCKET_TYPE_STREAM,
                                             G_SOCKET_PROTOCOL_TCP, error);

  if (!socket)
    return FALSE;
  g_socket_set_listen_backlog (socket, LISTEN_BACKLOG);
  return g_socket_bind (socket, addr, TRUE, error) && g_socket_listen (socket, error)
         && soup_server_listen_socket (s->soup, socket, flags, error);
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
  GSList *uris = soup_server_get_uris (s->soup);
  guint port = uris ? (guint) g_uri_get_port (uris->data) : 0;
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);
  return port;
}

gboolean vik_server_is_tls (VikServer *s) { return s->options.tls != NULL; }
guint vik_server_n_games (VikServer *s) { return g_hash_table_size (s->games); }
guint vik_server_n_clients (VikServer *s) { return s->conns->len; }

gint64
vik_server_game_seq (VikServer *s, const char *game_id)
{
  Hosted *h = g_hash_table_lookup (s->games, game_id);
  return h ? vik_net_game_seq (h->ng) : -1;
}

const VikRules *
vik_server_game_rules (VikServer *s, const char *game_id)
{
  Hosted *h = g_hash_table_lookup (s->games, game_id);
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
  Hosted *h = g_hash_table_lookup (s->games, game_id);
  return h ? vik_net_game_state (h->ng) : NULL;
}

void
vik_server_free (VikServer *s)
{
  if (!s)
    return;
  vik_server_stop_jobs (s);
  g_clear_pointer ((VikNetAdvert **) &s->discovery, vik_net_advert_free);
  g_async_queue_push (s->write_queue, WRITER_STOP);
  g_thread_join (s->writer);
  g_async_queue_unref (s->write_queue);
  g_main_context_unref (s->context);
  soup_server_disconnect (s->soup);
  g_object_unref (s->soup);
  g_ptr_array_unref (s->conns);
  g_hash_table_unref (s->token_seats);
  g_hash_table_unref (s->games);
  g_rand_free (s->view_rand);
  g_free (s->data_dir);
  g_free (s);
}
