/* vik-net-protocol.c: parsing and writing the JSON messages (docs/protocol.md). */
#include "vik-net-protocol.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>
#include <json-glib/json-glib.h>
#include <gio/gio.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

G_DEFINE_QUARK (vik-net-error-quark, vik_net_error)

static const char *const type_names[] = {
  [VIK_MSG_HELLO] = "hello",
  [VIK_MSG_CREATE] = "create",
  [VIK_MSG_ACTION] = "action",
  [VIK_MSG_CHAT] = "chat",
  [VIK_MSG_PING] = "ping",
  [VIK_MSG_CLAIM] = "claim",
  [VIK_MSG_GAMES] = "games",
  [VIK_MSG_CREATED] = "created",
  [VIK_MSG_WELCOME] = "welcome",
  [VIK_MSG_UPDATE] = "update",
  [VIK_MSG_CHAT_SAID] = "chat-said",
  [VIK_MSG_ERROR] = "error",
  [VIK_MSG_OVER] = "over",
  [VIK_MSG_PONG] = "pong",
  [VIK_MSG_CLAIMED] = "claimed",
  [VIK_MSG_SEATS] = "seats",
  [VIK_MSG_GAMES_LIST] = "games-list",
  [VIK_MSG_LOBBY] = "lobby",
  [VIK_MSG_LOBBY_LIST] = "lobby-list",
};

static const char *const error_nicks[] = {
  [VIK_NET_ERROR_MALFORMED] = "malformed",
  [VIK_NET_ERROR_UNKNOWN] = "unknown-message",
  [VIK_NET_ERROR_VERSION] = "version",
  [VIK_NET_ERROR_TOO_LARGE] = "too-large",
  [VIK_NET_ERROR_FLOOD] = "flood",
  [VIK_NET_ERROR_NO_GAME] = "no-game",
  [VIK_NET_ERROR_BAD_SEAT] = "bad-seat",
  [VIK_NET_ERROR_NOT_YOURS] = "not-your-decision",
  [VIK_NET_ERROR_STALE] = "stale",
  [VIK_NET_ERROR_ILLEGAL] = "illegal",
  [VIK_NET_ERROR_FULL] = "full",
  [VIK_NET_ERROR_IO] = "io",
};

const char *
vik_net_error_nick (VikNetError code)
{
  if ((guint) code < G_N_ELEMENTS (error_nicks) && error_nicks[code])
    return error_nicks[code];
  return "error";
}

void
vik_game_summary_free (VikGameSummary *summary)
{
  if (!summary)
    return;
  g_free (summary->game);
  g_free (summary->kind);
  for (int i = 0; i < VIK_NET_MAX_SEATS; i++)
    {
      g_free (summary->names[i]);
      g_free (summary->seats[i]);
    }
  g_free (summary);
}

static const char *const levels[] = { "easy", "normal", "hard" };

static gboolean
is_level_kind (const char *kind, const char *prefix)
{
  gsize n = strlen (prefix);
  if (strncmp (kind, prefix, n) != 0)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    if (strcmp (kind + n, levels[i]) == 0)
      return TRUE;
  return FALSE;
}

gboolean
vik_net_seat_kind_valid (const char *kind, gboolean created)
{
  return strcmp (kind, "human") == 0 || strcmp (kind, "open") == 0
         || is_level_kind (kind, "computer:") || (!created && is_level_kind (kind, "away:"));
}

gboolean
vik_net_on_deadline_valid (const char *text)
{
  return strcmp (text, "skip") == 0 || is_level_kind (text, "computer:");
}

void
vik_msg_clear (VikMsg *msg)
{
  g_free (msg->game);
  g_free (msg->kind);
  g_free (msg->scenario);
  g_free (msg->token);
  g_free (msg->action);
  g_free (msg->text);
  g_free (msg->name);
  g_free (msg->view);
  g_free (msg->commitment);
  g_free (msg->seed);
  g_free (msg->salt);
  g_free (msg->code);
  for (int i = 0; i < VIK_NET_MAX_SEATS; i++)
    {
      g_free (msg->names[i]);
      g_free (msg->seats[i]);
      g_free (msg->tokens[i]);
    }
  if (msg->actions)
    g_ptr_array_unref (msg->actions);
  g_free (msg->on_deadline);
  g_free (msg->by);
  if (msg->list)
    g_ptr_array_unref (msg->list);
  if (msg->games)
    g_ptr_array_unref (msg->games);
  if (msg->events)
    g_array_unref (msg->events);
  if (msg->catch_up)
    g_ptr_array_unref (msg->catch_up);
  memset (msg, 0, sizeof *msg);
}

/* ------------------------------------------------------------ reading fields */

static gboolean
malformed (GError **error, const char *field, const char *what)
{
  g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "Field “%s”: %s", field, what);
  return FALSE;
}

static gboolean
is_hex (const char *s, gsize len)
{
  if (strlen (s) != len)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isxdigit (s[i]) || g_ascii_isupper (s[i]))
      return FALSE;
  return TRUE;
}

/* Whether a decoded string is free of control characters (U+0000-U+001F,
 * U+007F); a multi-line document may hold line feeds and tabs. */
static gboolean
text_clean (const char *s, gboolean multiline)
{
  for (const char *p = s; *p; p++)
    if (((guchar) *p < 0x20 || *p == 0x7f) && !(multiline && (*p == '\n' || *p == '\t')))
      return FALSE;
  return TRUE;
}

/* A string member of at most max bytes without control characters (but
 * line feeds and tabs in the documents "view" and "scenario"). */
static gboolean
get_string (JsonObject *obj, const char *field, gsize max, gboolean required, char **out, GError **error)
{
  JsonNode *node = json_object_get_member (obj, field);
  const char *s;

  if (!node)
    {
      if (required)
        return malformed (error, field, "missing");
      *out = g_strdup ("");
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return malformed (error, field, "not a string");
  s = json_node_get_string (node);
  if (strlen (s) > max)
    return malformed (error, field, "too long");
  if (!text_clean (s, strcmp (field, "view") == 0 || strcmp (field, "scenario") == 0))
    return malformed (error, field, "control character");
  *out = g_strdup (s);
  return TRUE;
}

static gboolean
get_int (JsonObject *obj, const char *field, gint64 min, gint64 max, gint64 *out, GError **error)
{
  JsonNode *node = json_object_get_member (obj, field);
  gint64 v;

  if (!node)
    return malformed (error, field, "missing");
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return malformed (error, field, "not a whole number");
  v = json_node_get_int (node);
  if (v < min || v > max)
    return malformed (error, field, "out of range");
  *out = v;
  return TRUE;
}

/* A string array of at most max entries, each at most len bytes. */
static gboolean
get_strings (JsonObject *obj, const char *field, guint max, gsize len, char **out, guint *n,
             GError **error)
{
  JsonNode *node = json_object_get_member (obj, field);
  JsonArray *array;

  if (!node || !JSON_NODE_HOLDS_ARRAY (node))
    return malformed (error, field, "not a list");
  array = json_node_get_array (node);
  if (json_array_get_length (array) > max)
    return malformed (error, field, "too many entries");
  *n = json_array_get_length (array);
  for (guint i = 0; i < *n; i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      const char *s;
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
        return malformed (error, field, "an entry is not a string");
      s = json_node_get_string (e);
      if (strlen (s) > len)
        return malformed (error, field, "an entry is too long");
      if (!text_clean (s, FALSE))
        return malformed (error, field, "an entry holds a control character");
      out[i] = g_strdup (s);
    }
  return TRUE;
}

/* An optional whole number: `fallback` when missing. */
static gboolean
get_int_or (JsonObject *obj, const char *field, gint64 min, gint64 max, gint64 fallback, gint64 *out,
            GError **error)
{
  if (!json_object_has_member (obj, field))
    {
      *out = fallback;
      return TRUE;
    }
  return get_int (obj, field, min, max, out, error);
}

/* A list of seat kinds, one per player. */
static gboolean
get_seat_kinds (JsonObject *obj, int players, gboolean created, char **out, GError **error)
{
  guint n;
  if (!get_strings (obj, "seats", VIK_NET_MAX_SEATS, 16, out, &n, error))
    return FALSE;
  if (n != (guint) players)
    return malformed (error, "seats", "one entry per player");
  for (guint i = 0; i < n; i++)
    if (!vik_net_seat_kind_valid (out[i], created))
      return malformed (error, "seats", created ? "each seat is “human”, “open” or “computer:LEVEL”"
                                                : "a seat of an unknown kind");
  return TRUE;
}

static gboolean
get_version (JsonObject *obj, VikMsg *msg, GError **error)
{
  gint64 v;
  if (!get_int (obj, "version", 0, G_MAXINT32, &v, error))
    return FALSE;
  msg->version = (int) v;
  if (v != VIK_NET_PROTOCOL_VERSION)
    {
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_VERSION,
                   "Protocol version %d is not spoken here (this side speaks version %d)",
                   (int) v, VIK_NET_PROTOCOL_VERSION);
      return FALSE;
    }
  return TRUE;
}

static gboolean
get_game_id (JsonObject *obj, VikMsg *msg, GError **error)
{
  if (!get_string (obj, "game", VIK_NET_GAME_ID_LEN, TRUE, &msg->game, error))
    return FALSE;
  if (!is_hex (msg->game, VIK_NET_GAME_ID_LEN))
    return malformed (error, "game", "not a game id");
  return TRUE;
}

/* The kind of game: a short lowercase id, "viktory2" when missing. */
static gboolean
get_kind (JsonObject *obj, const char *field, char **out, GError **error)
{
  if (!json_object_has_member (obj, field))
    {
      *out = g_strdup (VIK_NET_DEFAULT_KIND);
      return TRUE;
    }
  if (!get_string (obj, field, 16, TRUE, out, error))
    return FALSE;
  if ((*out)[0] == '\0' || strspn (*out, "abcdefghijklmnopqrstuvwxyz0123456789") != strlen (*out))
    return malformed (error, field, "not the id of a game");
  return TRUE;
}

/* The games of a "games-list" (or, `lobby`, a "lobby-list": seat -1), each
 * checked like a message of its own. */
static gboolean
get_summaries (JsonObject *obj, VikMsg *msg, gboolean lobby, GError **error)
{
  JsonNode *node = json_object_get_member (obj, "games");
  JsonArray *array;

  if (!node || !JSON_NODE_HOLDS_ARRAY (node))
    return malformed (error, "games", "not a list");
  array = json_node_get_array (node);
  if (json_array_get_length (array) > VIK_NET_MAX_LISTED)
    return malformed (error, "games", "too many entries");
  msg->games = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_game_summary_free);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      VikGameSummary *g = g_new0 (VikGameSummary, 1);
      JsonObject *o;
      gint64 v;
      guint n;

      g_ptr_array_add (msg->games, g);
      if (!JSON_NODE_HOLDS_OBJECT (e))
        return malformed (error, "games", "an entry is not an object");
      o = json_node_get_object (e);
      if (!get_string (o, "game", VIK_NET_GAME_ID_LEN, TRUE, &g->game, error))
        return FALSE;
      if (!is_hex (g->game, VIK_NET_GAME_ID_LEN))
        return malformed (error, "game", "not a game id");
      if (!get_kind (o, "kind", &g->kind, error))
        return FALSE;
      if (!get_strings (o, "names", VIK_NET_MAX_SEATS, 64, g->names, &n, error))
        return FALSE;
      if (n < 2)
        return malformed (error, "names", "fewer than two players");
      g->players = (int) n;
      if (!get_seat_kinds (o, g->players, FALSE, g->seats, error)
          || !get_int (o, "seat", lobby ? -1 : 0, lobby ? -1 : g->players - 1, &v, error))
        return FALSE;
      g->seat = (int) v;
      if (!get_int (o, "decider", -1, g->players - 1, &v, error))
        return FALSE;
      g->decider = (int) v;
      if (!get_int (o, "current", -1, g->players - 1, &v, error))
        return FALSE;
      g->current = (int) v;
      if (!get_int (o, "turn", 0, G_MAXINT32, &v, error))
        return FALSE;
      g->turn = (int) v;
      if (!get_int (o, "winner", -1, g->players - 1, &v, error))
        return FALSE;
      g->winner = (int) v;
      if (!get_int (o, "seq", 0, G_MAXINT32, &g->seq, error)
          || !get_int (o, "deadline", 0, G_MAXINT64, &g->deadline, error))
        return FALSE;
    }
  return TRUE;
}

/* One event: [kind, player, unit, terrain, hex, hex2, value, averaged, [dice]],
 * each number within its type's range (the game checks the rest). */
static gboolean
get_event (JsonNode *node, const char *field, VikNetEvent *e, GError **error)
{
  static const struct { gint64 min, max; } range[8] = {
    { 0, 255 }, { -1, VIK_NET_MAX_SEATS - 1 }, { -1, G_MAXINT16 }, { 0, 255 },
    { -1, G_MAXINT16 }, { -1, G_MAXINT16 }, { G_MININT32, G_MAXINT32 }, { 0, 255 },
  };
  int *fields[8] = { &e->kind, &e->player, &e->unit, &e->terrain, &e->hex, &e->hex2, &e->value, &e->averaged };
  JsonArray *array, *dice;
  JsonNode *d;

  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != 9)
    return malformed (error, field, "an event is not a list of nine entries");
  array = json_node_get_array (node);
  for (guint i = 0; i < 8; i++)
    {
      JsonNode *n = json_array_get_element (array, i);
      gint64 v;
      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
        return malformed (error, field, "an event's entry is not a whole number");
      v = json_node_get_int (n);
      if (v < range[i].min || v > range[i].max)
        return malformed (error, field, "an event's entry is out of range");
      *fields[i] = (int) v;
    }
  d = json_array_get_element (array, 8);
  if (!JSON_NODE_HOLDS_ARRAY (d) || json_array_get_length (json_node_get_array (d)) > G_N_ELEMENTS (e->dice))
    return malformed (error, field, "an event's dice are not a list of at most eight");
  dice = json_node_get_array (d);
  e->n_dice = (int) json_array_get_length (dice);
  for (int i = 0; i < e->n_dice; i++)
    {
      JsonNode *n = json_array_get_element (dice, (guint) i);
      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
          || json_node_get_int (n) < 1 || json_node_get_int (n) > 6)
        return malformed (error, field, "a die is not 1 to 6");
      e->dice[i] = (guint8) json_node_get_int (n);
    }
  return TRUE;
}

/* A list of at most VIK_NET_MAX_EVENTS events. */
static gboolean
get_events (JsonNode *node, const char *field, GArray **out, GError **error)
{
  JsonArray *array;

  if (!node || !JSON_NODE_HOLDS_ARRAY (node))
    return malformed (error, field, "not a list");
  array = json_node_get_array (node);
  if (json_array_get_length (array) > VIK_NET_MAX_EVENTS)
    return malformed (error, field, "too many events");
  *out = g_array_sized_new (FALSE, TRUE, sizeof (VikNetEvent), json_array_get_length (array));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      VikNetEvent e = { 0 };
      if (!get_event (json_array_get_element (array, i), field, &e, error))
        return FALSE;
      g_array_append_val (*out, e);
    }
  return TRUE;
}

/* A welcome's or an over's "actions": a list of actions in the notation,
 * or missing (an empty list). */
static gboolean
get_actions (JsonObject *obj, VikMsg *msg, GError **error)
{
  JsonNode *node = json_object_get_member (obj, "actions");

  msg->actions = g_ptr_array_new_with_free_func (g_free);
  if (node && JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *e = json_array_get_element (array, i);
          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
            return malformed (error, "actions", "an entry is not a string");
          if (strlen (json_node_get_string (e)) > VIK_NET_MAX_ACTION)
            return malformed (error, "actions", "an entry is too long");
          if (!text_clean (json_node_get_string (e), FALSE))
            return malformed (error, "actions", "an entry holds a control character");
          g_ptr_array_add (msg->actions, g_strdup (json_node_get_string (e)));
        }
    }
  return TRUE;
}

/* A welcome's "events": one list per entry of "actions", or missing. */
static gboolean
get_catch_up (JsonObject *obj, VikMsg *msg, GError **error)
{
  JsonNode *node = json_object_get_member (obj, "events");
  JsonArray *array;

  if (!node)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return malformed (error, "events", "not a list");
  array = json_node_get_array (node);
  if (json_array_get_length (array) != msg->actions->len || msg->actions->len > VIK_NET_MAX_CATCH_UP)
    return malformed (error, "events", "not one list per action, or too many");
  msg->catch_up = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      GArray *events = NULL;
      gboolean ok = get_events (json_array_get_element (array, i), "events", &events, error);
      if (events)
        g_ptr_array_add (msg->catch_up, events);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_fields (JsonObject *obj, VikMsg *msg, GError **error)
{
  gint64 v;
  guint n;

  switch (msg->type)
    {
    case VIK_MSG_HELLO:
      if (!get_version (obj, msg, error) || !get_game_id (obj, msg, error)
          || !get_string (obj, "token", VIK_NET_TOKEN_LEN, FALSE, &msg->token, error)
          || !get_int (obj, "seq", -1, G_MAXINT32, &msg->seq, error)
          || !get_int_or (obj, "chat", 0, G_MAXINT32, 0, &msg->chat, error))
        return FALSE;
      if (msg->token[0] && !is_hex (msg->token, VIK_NET_TOKEN_LEN))
        return malformed (error, "token", "not a seat token");
      return TRUE;
    case VIK_MSG_CREATE:
      if (!get_version (obj, msg, error) || !get_int (obj, "players", 2, VIK_NET_MAX_SEATS, &v, error))
        return FALSE;
      msg->players = (int) v;
      if (!get_strings (obj, "names", VIK_NET_MAX_SEATS, 40, msg->names, &n, error))
        return FALSE;
      if (n != (guint) msg->players)
        return malformed (error, "names", "one name per player");
      if (!get_seat_kinds (obj, msg->players, TRUE, msg->seats, error)
          || !get_int_or (obj, "turn-time", 0, VIK_NET_MAX_TURN_TIME, 0, &msg->turn_time, error))
        return FALSE;
      if (!json_object_has_member (obj, "on-deadline"))
        msg->on_deadline = g_strdup ("skip");
      else if (!get_string (obj, "on-deadline", 16, TRUE, &msg->on_deadline, error))
        return FALSE;
      if (!vik_net_on_deadline_valid (msg->on_deadline))
        return malformed (error, "on-deadline", "neither “skip” nor “computer:LEVEL”");
      if (!get_kind (obj, "game", &msg->kind, error))
        return FALSE;
      if (!json_object_has_member (obj, "scenario"))
        msg->scenario = g_strdup ("");
      else if (!get_string (obj, "scenario", VIK_NET_MAX_SCENARIO, FALSE, &msg->scenario, error))
        return FALSE;
      return TRUE;
    case VIK_MSG_CLAIM:
      return get_version (obj, msg, error) && get_game_id (obj, msg, error);
    case VIK_MSG_GAMES:
      {
        char *tokens[VIK_NET_MAX_LISTED] = { 0 };
        gboolean ok;
        if (!get_version (obj, msg, error))
          return FALSE;
        ok = get_strings (obj, "tokens", VIK_NET_MAX_LISTED, VIK_NET_TOKEN_LEN, tokens, &n, error);
        msg->list = g_ptr_array_new_with_free_func (g_free);
        for (guint i = 0; i < VIK_NET_MAX_LISTED && tokens[i]; i++)
          g_ptr_array_add (msg->list, tokens[i]);
        if (!ok)
          return FALSE;
        for (guint i = 0; i < msg->list->len; i++)
          if (!is_hex (msg->list->pdata[i], VIK_NET_TOKEN_LEN))
            return malformed (error, "tokens", "an entry is not a seat token");
        return TRUE;
      }
    case VIK_MSG_CLAIMED:
      if (!get_game_id (obj, msg, error) || !get_int (obj, "seat", 0, VIK_NET_MAX_SEATS - 1, &v, error)
          || !get_string (obj, "token", VIK_NET_TOKEN_LEN, TRUE, &msg->token, error))
        return FALSE;
      msg->seat = (int) v;
      if (!is_hex (msg->token, VIK_NET_TOKEN_LEN))
        return malformed (error, "token", "not a seat token");
      return TRUE;
    case VIK_MSG_SEATS:
      {
        JsonNode *node = json_object_get_member (obj, "seats");
        msg->players = node && JSON_NODE_HOLDS_ARRAY (node) ? (int) json_array_get_length (json_node_get_array (node)) : 0;
        return get_seat_kinds (obj, msg->players, FALSE, msg->seats, error)
               && get_int (obj, "deadline", 0, G_MAXINT64, &msg->deadline, error);
      }
    case VIK_MSG_GAMES_LIST:
    case VIK_MSG_LOBBY_LIST:
      return get_summaries (obj, msg, msg->type == VIK_MSG_LOBBY_LIST, error);
    case VIK_MSG_LOBBY:
      return get_version (obj, msg, error);
    case VIK_MSG_ACTION:
      if (!get_int (obj, "seq", 0, G_MAXINT32, &msg->seq, error))
        return FALSE;
      return get_string (obj, "action", VIK_NET_MAX_ACTION, TRUE, &msg->action, error);
    case VIK_MSG_CHAT:
      return get_string (obj, "text", VIK_NET_MAX_CHAT, TRUE, &msg->text, error);
    case VIK_MSG_PING:
    case VIK_MSG_PONG:
      return TRUE;
    case VIK_MSG_CREATED:
      if (!get_game_id (obj, msg, error)
          || !get_strings (obj, "tokens", VIK_NET_MAX_SEATS, VIK_NET_TOKEN_LEN, msg->tokens, &n, error))
        return FALSE;
      msg->players = (int) n;
      return get_string (obj, "commitment", 64, TRUE, &msg->commitment, error);
    case VIK_MSG_WELCOME:
      {
        if (!get_version (obj, msg, error) || !get_game_id (obj, msg, error)
            || !get_kind (obj, "kind", &msg->kind, error)
            || !get_int (obj, "seat", -1, VIK_NET_MAX_SEATS - 1, &v, error))
          return FALSE;
        msg->seat = (int) v;
        if (!get_int (obj, "seq", 0, G_MAXINT32, &msg->seq, error)
            || !get_string (obj, "commitment", 64, TRUE, &msg->commitment, error)
            || !get_string (obj, "view", VIK_NET_MAX_FRAME, TRUE, &msg->view, error)
            || !get_int (obj, "players", 2, VIK_NET_MAX_SEATS, &v, error))
          return FALSE;
        msg->players = (int) v;
        if (!get_seat_kinds (obj, msg->players, FALSE, msg->seats, error)
            || !get_int (obj, "turn-time", 0, VIK_NET_MAX_TURN_TIME, &msg->turn_time, error)
            || !get_int (obj, "deadline", 0, G_MAXINT64, &msg->deadline, error)
            || !get_string (obj, "on-deadline", 16, TRUE, &msg->on_deadline, error))
          return FALSE;
        return get_actions (obj, msg, error) && get_catch_up (obj, msg, error);
      }
    case VIK_MSG_UPDATE:
      if (!get_int (obj, "seq", 1, G_MAXINT32, &msg->seq, error)
          || !get_int (obj, "player", -1, VIK_NET_MAX_SEATS - 1, &v, error))
        return FALSE;
      msg->seat = (int) v;
      return get_string (obj, "action", VIK_NET_MAX_ACTION, TRUE, &msg->action, error)
             && get_string (obj, "view", VIK_NET_MAX_FRAME, TRUE, &msg->view, error)
             && get_int (obj, "deadline", 0, G_MAXINT64, &msg->deadline, error)
             && get_string (obj, "by", 16, TRUE, &msg->by, error)
             && get_events (json_object_get_member (obj, "events"), "events", &msg->events, error);
    case VIK_MSG_CHAT_SAID:
      if (!get_int (obj, "seat", -1, VIK_NET_MAX_SEATS - 1, &v, error))
        return FALSE;
      msg->seat = (int) v;
      return get_string (obj, "name", 64, TRUE, &msg->name, error)
             && get_string (obj, "text", VIK_NET_MAX_CHAT, TRUE, &msg->text, error)
             && get_int (obj, "chat", 0, G_MAXINT32, &msg->chat, error)
             && get_int (obj, "when", 0, G_MAXINT64, &msg->when, error);
    case VIK_MSG_ERROR:
      return get_string (obj, "code", 32, TRUE, &msg->code, error)
             && get_string (obj, "text", 1000, TRUE, &msg->text, error);
    case VIK_MSG_OVER:
      if (!get_int (obj, "seq", 0, G_MAXINT32, &msg->seq, error)
          || !get_int (obj, "winner", -1, VIK_NET_MAX_SEATS - 1, &v, error))
        return FALSE;
      msg->winner = (int) v;
      return get_string (obj, "seed", 20, TRUE, &msg->seed, error)
             && get_string (obj, "salt", 64, TRUE, &msg->salt, error)
             && get_string (obj, "scenario", VIK_NET_MAX_SCENARIO, FALSE, &msg->scenario, error)
             && get_actions (obj, msg, error);
    }
  g_assert_not_reached ();
}

/* ------------------------------------------------------------ strict JSON
 *
 * json-glib is lenient: it takes a second value after the first
 * (`{...}{...}`), comments, single quotes, raw control characters in strings,
 * and cuts a string at an escaped NUL.  A frame is first checked against
 * RFC 8259 here, byte by byte: exactly one value, nothing after it but
 * whitespace; and no control character (U+0000-U+001F, U+007F), raw or
 * escaped, in any string or member name, except a line feed or a tab in the
 * two multi-line documents a message may carry (a top-level "view" or
 * "scenario": key files). */

#define MAX_DEPTH 32

typedef struct {
  const char *p, *end;
  const char *problem;
} Strict;

static void
strict_ws (Strict *st)
{
  while (st->p < st->end && (*st->p == ' ' || *st->p == '\t' || *st->p == '\n' || *st->p == '\r'))
    st->p++;
}

static gboolean
strict_fail (Strict *st, const char *problem)
{
  if (!st->problem)
    st->problem = problem;
  return FALSE;
}

/* A control character in a string: allowed only where `multiline` (line feed, tab). */
static gboolean
strict_control (Strict *st, guint c, gboolean multiline)
{
  if ((c < 0x20 || c == 0x7f) && !(multiline && (c == '\n' || c == '\t')))
    return strict_fail (st, "a string holds a control character");
  return TRUE;
}

/* A string; *matched (if not NULL) gets whether it is one of `match`. */
static gboolean
strict_string (Strict *st, gboolean multiline, const char *const *match, gboolean *matched)
{
  const char *start;

  if (st->p >= st->end || *st->p != '"')
    return strict_fail (st, "a string was expected");
  start = ++st->p;
  while (st->p < st->end && *st->p != '"')
    {
      guchar c = (guchar) *st->p;
      if (c == '\\')
        {
          if (++st->p >= st->end)
            break;
          switch (*st->p)
            {
            case '"': case '\\': case '/':
              break;
            case 'b': if (!strict_control (st, '\b', multiline)) return FALSE; break;
            case 'f': if (!strict_control (st, '\f', multiline)) return FALSE; break;
            case 'n': if (!strict_control (st, '\n', multiline)) return FALSE; break;
            case 'r': if (!strict_control (st, '\r', multiline)) return FALSE; break;
            case 't': if (!strict_control (st, '\t', multiline)) return FALSE; break;
            case 'u':
              {
                guint v = 0;
                if (st->end - st->p < 5)
                  return strict_fail (st, "a \\u escape is cut short");
                for (int i = 1; i <= 4; i++)
                  {
                    if (!g_ascii_isxdigit (st->p[i]))
                      return strict_fail (st, "a \\u escape is not four hex digits");
                    v = v * 16 + (guint) g_ascii_xdigit_value (st->p[i]);
                  }
                if (!strict_control (st, v, multiline))
                  return FALSE;
                st->p += 4;
              }
              break;
            default:
              return strict_fail (st, "a string holds an unknown escape");
            }
          st->p++;
          continue;
        }
      if (c < 0x20)
        return strict_fail (st, "a string holds a raw control character");
      if (!strict_control (st, c, multiline))
        return FALSE;
      st->p++;
    }
  if (st->p >= st->end)
    return strict_fail (st, "a string is not closed");
  if (matched)
    {
      gsize n = (gsize) (st->p - start);
      *matched = FALSE;
      for (guint i = 0; match[i]; i++)
        if (strlen (match[i]) == n && memcmp (start, match[i], n) == 0)
          *matched = TRUE;
    }
  st->p++;
  return TRUE;
}

static gboolean
strict_number (Strict *st)
{
  const char *start = st->p;

  if (st->p < st->end && *st->p == '-')
    st->p++;
  if (st->p < st->end && *st->p == '0')
    st->p++;
  else if (st->p < st->end && *st->p >= '1' && *st->p <= '9')
    while (st->p < st->end && g_ascii_isdigit (*st->p))
      st->p++;
  else
    return strict_fail (st, "not a JSON value");
  if (st->p < st->end && *st->p == '.')
    {
      const char *digits = ++st->p;
      while (st->p < st->end && g_ascii_isdigit (*st->p))
        st->p++;
      if (st->p == digits)
        return strict_fail (st, "a number has no digits after its point");
    }
  if (st->p < st->end && (*st->p == 'e' || *st->p == 'E'))
    {
      const char *digits;
      st->p++;
      if (st->p < st->end && (*st->p == '+' || *st->p == '-'))
        st->p++;
      digits = st->p;
      while (st->p < st->end && g_ascii_isdigit (*st->p))
        st->p++;
      if (st->p == digits)
        return strict_fail (st, "a number has no digits in its exponent");
    }
  return st->p > start;
}

static gboolean
strict_value (Strict *st, int depth, gboolean multiline)
{
  static const char *const documents[] = { "view", "scenario", NULL };
  static const char *const literals[] = { "true", "false", "null" };

  strict_ws (st);
  if (st->p >= st->end)
    return strict_fail (st, "a value is missing");
  if (depth > MAX_DEPTH)
    return strict_fail (st, "nested too deep");
  switch (*st->p)
    {
    case '{':
      st->p++;
      strict_ws (st);
      if (st->p < st->end && *st->p == '}')
        {
          st->p++;
          return TRUE;
        }
      for (;;)
        {
          gboolean document = FALSE;
          strict_ws (st);
          if (!strict_string (st, FALSE, documents, &document))
            return FALSE;
          strict_ws (st);
          if (st->p >= st->end || *st->p != ':')
            return strict_fail (st, "a member has no “:”");
          st->p++;
          /* only a top-level "view" or "scenario" is a multi-line document */
          if (!strict_value (st, depth + 1, depth == 0 && document))
            return FALSE;
          strict_ws (st);
          if (st->p < st->end && *st->p == ',')
            {
              st->p++;
              continue;
            }
          if (st->p < st->end && *st->p == '}')
            {
              st->p++;
              return TRUE;
            }
          return strict_fail (st, "an object is not closed");
        }
    case '[':
      st->p++;
      strict_ws (st);
      if (st->p < st->end && *st->p == ']')
        {
          st->p++;
          return TRUE;
        }
      for (;;)
        {
          if (!strict_value (st, depth + 1, FALSE))
            return FALSE;
          strict_ws (st);
          if (st->p < st->end && *st->p == ',')
            {
              st->p++;
              continue;
            }
          if (st->p < st->end && *st->p == ']')
            {
              st->p++;
              return TRUE;
            }
          return strict_fail (st, "a list is not closed");
        }
    case '"':
      return strict_string (st, multiline, NULL, NULL);
    default:
      for (guint i = 0; i < G_N_ELEMENTS (literals); i++)
        {
          gsize n = strlen (literals[i]);
          if ((gsize) (st->end - st->p) >= n && memcmp (st->p, literals[i], n) == 0)
            {
              st->p += n;
              return TRUE;
            }
        }
      return strict_number (st);
    }
}

/* TRUE if data is exactly one JSON object (RFC 8259) with no control
 * character in its strings but where allowed. */
static gboolean
strict_json_object (const char *data, gsize length, GError **error)
{
  Strict st = { data, data + length, NULL };

  strict_ws (&st);
  if (st.p >= st.end || *st.p != '{')
    {
      g_set_error_literal (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "The message is not a JSON object");
      return FALSE;
    }
  if (strict_value (&st, 0, FALSE))
    {
      strict_ws (&st);
      if (st.p == st.end)
        return TRUE;
      st.problem = "something follows the object (one JSON object per message)";
    }
  g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "The message is not one JSON object: %s (byte %"
               G_GSIZE_FORMAT ")", st.problem ? st.problem : "not JSON", (gsize) (st.p - data));
  return FALSE;
}

gboolean
vik_msg_parse (const char *data, gsize length, gsize max, VikMsg *msg, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local = NULL;
  JsonNode *root;
  JsonObject *obj;
  JsonNode *type;
  const char *name;

  memset (msg, 0, sizeof *msg);
  msg->seat = -1;
  if (length > max)
    {
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_TOO_LARGE,
                   "A message of %" G_GSIZE_FORMAT " bytes is over the limit of %" G_GSIZE_FORMAT,
                   length, max);
      return FALSE;
    }
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error_literal (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "The message is not UTF-8 text");
      return FALSE;
    }
  if (!strict_json_object (data, length, error))
    return FALSE;
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local))
    {
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "The message is not JSON: %s",
                   local->message);
      return FALSE;
    }
  root = json_parser_get_root (parser);
  if (!root || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, VIK_NET_ERROR, VIK_NET_ERROR_MALFORMED, "The message is not a JSON object");
      return FALSE;
    }
  obj = json_node_get_object (root);
  type = json_object_get_member (obj, "type");
  if (!type || !JSON_NODE_HOLDS_VALUE (type) || json_node_get_value_type (type) != G_TYPE_STRING)
    return malformed (error, "type", "missing or not a string");
  name = json_node_get_string (type);
  for (guint t = 0; t < G_N_ELEMENTS (type_names); t++)
    if (strcmp (name, type_names[t]) == 0)
      {
        msg->type = (VikMsgType) t;
        if (parse_fields (obj, msg, error))
          return TRUE;
        vik_msg_clear (msg);
        return FALSE;
      }
  g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_UNKNOWN, "Unknown message type “%.32s”", name);
  return FALSE;
}

/* ------------------------------------------------------------ writing */

static void
add_strings (JsonBuilder *b, const char *member, char *const *values, int n)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *valid = g_utf8_make_valid (values[i] ? values[i] : "", -1);
      json_builder_add_string_value (b, valid);
    }
  json_builder_end_array (b);
}

/* Every string sent is valid UTF-8 (a message quoting a bad one, cut to a few
 * bytes, might not be otherwise, and WebSocket text frames must be). */
static void
add_string (JsonBuilder *b, const char *member, const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value ? value : "", -1);
  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, valid);
}

static void
add_int (JsonBuilder *b, const char *member, gint64 value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_events (JsonBuilder *b, const GArray *events)
{
  json_builder_begin_array (b);
  for (guint i = 0; events && i < events->len; i++)
    {
      const VikNetEvent *e = &g_array_index (events, VikNetEvent, i);
      const int fields[8] = { e->kind, e->player, e->unit, e->terrain, e->hex, e->hex2, e->value, e->averaged };
      json_builder_begin_array (b);
      for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
        json_builder_add_int_value (b, fields[f]);
      json_builder_begin_array (b);
      for (int d = 0; d < MIN (e->n_dice, (int) G_N_ELEMENTS (e->dice)); d++)
        json_builder_add_int_value (b, e->dice[d]);
      json_builder_end_array (b);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

static void
add_summary (JsonBuilder *b, const VikGameSummary *g)
{
  json_builder_begin_object (b);
  add_string (b, "game", g->game);
  add_string (b, "kind", g->kind ? g->kind : VIK_NET_DEFAULT_KIND);
  add_int (b, "seat", g->seat);
  add_strings (b, "names", g->names, g->players);
  add_strings (b, "seats", g->seats, g->players);
  add_int (b, "decider", g->decider);
  add_int (b, "current", g->current);
  add_int (b, "turn", g->turn);
  add_int (b, "seq", g->seq);
  add_int (b, "deadline", g->deadline);
  add_int (b, "winner", g->winner);
  json_builder_end_object (b);
}

char *
vik_msg_to_json (const VikMsg *msg)
{
  g_autoptr (JsonBuilder) b = json_builder_new_immutable ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (b);
  add_string (b, "type", type_names[msg->type]);
  switch (msg->type)
    {
    case VIK_MSG_HELLO:
      add_int (b, "version", msg->version);
      add_string (b, "game", msg->game);
      add_string (b, "token", msg->token);
      add_int (b, "seq", msg->seq);
      add_int (b, "chat", msg->chat);
      break;
    case VIK_MSG_CREATE:
      add_int (b, "version", msg->version);
      add_int (b, "players", msg->players);
      add_strings (b, "names", msg->names, msg->players);
      add_strings (b, "seats", msg->seats, msg->players);
      add_int (b, "turn-time", msg->turn_time);
      add_string (b, "on-deadline", msg->on_deadline ? msg->on_deadline : "skip");
      add_string (b, "game", msg->kind ? msg->kind : VIK_NET_DEFAULT_KIND);
      if (msg->scenario && msg->scenario[0])
        add_string (b, "scenario", msg->scenario);
      break;
    case VIK_MSG_CLAIM:
      add_int (b, "version", msg->version);
      add_string (b, "game", msg->game);
      break;
    case VIK_MSG_GAMES:
      add_int (b, "version", msg->version);
      add_strings (b, "tokens", msg->list ? (char *const *) msg->list->pdata : NULL,
                   msg->list ? (int) msg->list->len : 0);
      break;
    case VIK_MSG_CLAIMED:
      add_string (b, "game", msg->game);
      add_int (b, "seat", msg->seat);
      add_string (b, "token", msg->token);
      break;
    case VIK_MSG_SEATS:
      add_strings (b, "seats", msg->seats, msg->players);
      add_int (b, "deadline", msg->deadline);
      break;
    case VIK_MSG_LOBBY:
      add_int (b, "version", msg->version);
      break;
    case VIK_MSG_GAMES_LIST:
    case VIK_MSG_LOBBY_LIST:
      json_builder_set_member_name (b, "games");
      json_builder_begin_array (b);
      for (guint i = 0; msg->games && i < msg->games->len; i++)
        add_summary (b, msg->games->pdata[i]);
      json_builder_end_array (b);
      break;
    case VIK_MSG_ACTION:
      add_int (b, "seq", msg->seq);
      add_string (b, "action", msg->action);
      break;
    case VIK_MSG_CHAT:
      add_string (b, "text", msg->text);
      break;
    case VIK_MSG_PING:
    case VIK_MSG_PONG:
      break;
    case VIK_MSG_CREATED:
      add_string (b, "game", msg->game);
      add_strings (b, "tokens", msg->tokens, msg->players);
      add_string (b, "commitment", msg->commitment);
      break;
    case VIK_MSG_WELCOME:
      add_int (b, "version", msg->version);
      add_string (b, "game", msg->game);
      add_string (b, "kind", msg->kind ? msg->kind : VIK_NET_DEFAULT_KIND);
      add_int (b, "seat", msg->seat);
      add_int (b, "seq", msg->seq);
      add_string (b, "commitment", msg->commitment);
      add_string (b, "view", msg->view);
      add_int (b, "players", msg->players);
      add_strings (b, "seats", msg->seats, msg->players);
      add_int (b, "turn-time", msg->turn_time);
      add_int (b, "deadline", msg->deadline);
      add_string (b, "on-deadline", msg->on_deadline ? msg->on_deadline : "skip");
      add_strings (b, "actions", msg->actions ? (char *const *) msg->actions->pdata : NULL,
                   msg->actions ? (int) msg->actions->len : 0);
      if (msg->catch_up)
        {
          json_builder_set_member_name (b, "events");
          json_builder_begin_array (b);
          for (guint i = 0; i < msg->catch_up->len; i++)
            add_events (b, msg->catch_up->pdata[i]);
          json_builder_end_array (b);
        }
      break;
    case VIK_MSG_UPDATE:
      add_int (b, "seq", msg->seq);
      add_int (b, "player", msg->seat);
      add_string (b, "action", msg->action);
      add_string (b, "view", msg->view);
      add_int (b, "deadline", msg->deadline);
      add_string (b, "by", msg->by ? msg->by : "player");
      json_builder_set_member_name (b, "events");
      add_events (b, msg->events);
      break;
    case VIK_MSG_CHAT_SAID:
      add_int (b, "seat", msg->seat);
      add_string (b, "name", msg->name);
      add_string (b, "text", msg->text);
      add_int (b, "chat", msg->chat);
      add_int (b, "when", msg->when);
      break;
    case VIK_MSG_ERROR:
      add_string (b, "code", msg->code);
      add_string (b, "text", msg->text);
      break;
    case VIK_MSG_OVER:
      add_int (b, "seq", msg->seq);
      add_int (b, "winner", msg->winner);
      add_string (b, "seed", msg->seed);
      add_string (b, "salt", msg->salt);
      /* the record, for the replay: the game's start options and every action */
      if (msg->scenario != NULL)
        add_string (b, "scenario", msg->scenario);
      if (msg->actions != NULL)
        add_strings (b, "actions", (char *const *) msg->actions->pdata, (int) msg->actions->len);
      break;
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

gboolean
vik_net_random_hex (guint n_bytes, char **out, GError **error)
{
  guint8 bytes[64];
  GString *s;

  g_return_val_if_fail (n_bytes <= sizeof bytes, FALSE);
  for (gsize got = 0; got < n_bytes;)
    {
      ssize_t r = getrandom (bytes + got, n_bytes - got, 0);
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_IO, "No random numbers from the system: %s",
                       g_strerror (errno));
          return FALSE;
        }
      got += (gsize) r;
    }
  s = g_string_sized_new (n_bytes * 2);
  for (guint i = 0; i < n_bytes; i++)
    g_string_append_printf (s, "%02x", bytes[i]);
  *out = g_string_free (s, FALSE);
  return TRUE;
}

void
vik_net_stream_no_delay (gpointer io_stream)
{
  GIOStream *stream = io_stream;

  while (G_IS_TLS_CONNECTION (stream))
    {
      GIOStream *base = NULL;
      g_object_get (stream, "base-io-stream", &base, NULL);
      if (!base)
        return;
      g_object_unref (base);   /* the TLS connection keeps it */
      stream = base;
    }
  if (G_IS_SOCKET_CONNECTION (stream))
    g_socket_set_option (g_socket_connection_get_socket (G_SOCKET_CONNECTION (stream)), IPPROTO_TCP, TCP_NODELAY, 1,
                         NULL);
}

int
vik_net_stream_fd (gpointer io_stream)
{
  GIOStream *stream = io_stream;

  while (G_IS_TLS_CONNECTION (stream))
    {
      GIOStream *base = NULL;
      g_object_get (stream, "base-io-stream", &base, NULL);
      if (!base)
        return -1;
      g_object_unref (base);   /* the TLS connection keeps it */
      stream = base;
    }
  if (G_IS_SOCKET_CONNECTION (stream))
    return g_socket_get_fd (g_socket_connection_get_socket (G_SOCKET_CONNECTION (stream)));
  return -1;
}

gboolean
vik_net_server_id_valid (const char *id)
{
  gsize n = id ? strlen (id) : 0;
  return n >= 1 && n <= VIK_NET_SERVER_ID_MAX && strspn (id, "0123456789abcdef") == n;
}

char *
vik_net_game_uri (const char *server_uri, const char *game)
{
  g_return_val_if_fail (server_uri != NULL, NULL);
  if (!game || !*game)
    return g_strdup (server_uri);
  return g_strconcat (server_uri, strchr (server_uri, '?') ? "&game=" : "?game=", game, NULL);
}
