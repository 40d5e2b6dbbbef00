/* test-net-games.c: invitation links, "Your games" on disk and as their
 * servers tell them (a real server on localhost), the in-app server, and the
 * network dialogs' lists as models (vik-net-lists.h: what an update splices);
 * no display. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "vik-host-server.h"
#include "vik-game.h"
#include "vik-net-client.h"
#include "vik-net-games.h"
#include "vik-net-link.h"
#include "vik-net-lists.h"

#include "gui-test-base.h"

static char *scratch;

static void
drop_debug (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (!(level & G_LOG_LEVEL_DEBUG))
    g_log_default_handler (domain, level, message, data);
}

/* ---------------------------------------------------------------- links */

static void
test_links (void)
{
  static const struct {
    const char *text, *uri, *game, *token;   /* token "-": NULL (claim) */
  } good[] = {
    { "viktory://example.org:7000/0123456789ab?seat=00112233445566778899aabbccddeeff",
      "ws://example.org:7000/viktory", "0123456789ab", "00112233445566778899aabbccddeeff" },
    { "  viktory://example.org/0123456789ab?seat=open&tls=1\n",
      "wss://example.org:7766/viktory", "0123456789ab", "-" },
    { "viktory://[::1]:9/0123456789ab", "ws://[::1]:9/viktory", "0123456789ab", "" },
    { "192.168.1.5:7766", "ws://192.168.1.5:7766/viktory", NULL, NULL },
    { "host.local", "ws://host.local:7766/viktory", NULL, NULL },
    { "host.local:8000/0123456789ab", "ws://host.local:8000/viktory", "0123456789ab", "" },
    { "wss://club.example:443/viktory", "wss://club.example:443/viktory", NULL, NULL },
    { "ws://10.0.0.2:7766", "ws://10.0.0.2:7766/viktory", NULL, NULL },
  };
  static const char *const bad[] = {
    "", "   ", "http://example.org/", "viktory://example.org:7000/notagame",
    "viktory://example.org/0123456789ab?seat=short", "viktory://example.org/0123456789AB",
    "viktory://user@example.org/0123456789ab", "ws://example.org/elsewhere", "viktory://:7/0123456789ab",
    "viktory://example.org:99999/0123456789ab",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      VikNetLink link;
      g_autoptr (GError) error = NULL;
      g_assert_true (vik_net_link_parse (good[i].text, &link, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (link.uri, ==, good[i].uri);
      g_assert_cmpstr (link.game, ==, good[i].game);
      if (good[i].game != NULL)
        g_assert_cmpstr (link.token, ==, strcmp (good[i].token, "-") == 0 ? NULL : good[i].token);
      vik_net_link_clear (&link);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      VikNetLink link;
      g_autoptr (GError) error = NULL;
      g_assert_false (vik_net_link_parse (bad[i], &link, &error));
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "is not an invitation"));
      g_assert_null (link.uri);
    }
  /* built links read back */
  {
    const char *token = "00112233445566778899aabbccddeeff";
    g_autofree char *a = vik_net_link_build ("192.168.1.5", 7766, FALSE, "0123456789ab", token);
    g_autofree char *b = vik_net_link_build ("fe80::1", 8000, TRUE, "0123456789ab", NULL);
    g_autofree char *c = vik_net_link_build ("host", 7766, FALSE, "0123456789ab", "");
    g_autofree char *where = NULL;
    VikNetLink link;

    g_assert_cmpstr (a, ==, "viktory://192.168.1.5:7766/0123456789ab?seat=00112233445566778899aabbccddeeff");
    g_assert_true (vik_net_link_parse (b, &link, NULL));
    g_assert_cmpstr (link.uri, ==, "wss://[fe80::1]:8000/viktory");
    g_assert_null (link.token);
    where = vik_net_link_describe_server (link.uri);
    g_assert_cmpstr (where, ==, "[fe80::1]:8000");
    vik_net_link_clear (&link);
    g_assert_cmpstr (c, ==, "viktory://host:7766/0123456789ab");
  }
}

/* ---------------------------------------------------------------- the file */

static VikNetGameEntry
entry (const char *uri, const char *game, const char *token, int seat, gint64 added)
{
  VikNetGameEntry e = { .uri = (char *) uri, .game = (char *) game, .token = (char *) token, .seat = seat,
                        .added = added };
  return e;
}

static void
test_file (void)
{
  g_autofree char *path = g_build_filename (scratch, "sub", "games.ini", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) list = vik_net_games_load (path, &error);
  VikNetGameEntry a = entry ("ws://10.0.0.2:7766/viktory", "0123456789ab", "00112233445566778899aabbccddeeff", 1, 100);
  VikNetGameEntry b = entry ("ws://10.0.0.2:7766/viktory", "aaaaaaaaaaaa", "ffeeddccbbaa99887766554433221100", 0, 200);
  char *invitations[] = { (char *) "viktory://10.0.0.2:7766/aaaaaaaaaaaa?seat=00112233445566778899aabbccddeeff", NULL };

  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 0);   /* no file yet: no games */
  b.hosted = TRUE;
  b.port = 7766;
  b.name = (char *) "Ann";
  b.invitations = invitations;
  g_assert_true (vik_net_games_remember (path, &a, &error));
  g_assert_true (vik_net_games_remember (path, &b, &error));
  g_assert_no_error (error);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = vik_net_games_load (path, &error);
  g_assert_cmpuint (list->len, ==, 2);
  {
    VikNetGameEntry *first = list->pdata[0];   /* the newest first */
    g_assert_cmpstr (first->game, ==, "aaaaaaaaaaaa");
    g_assert_true (first->hosted);
    g_assert_cmpuint (first->port, ==, 7766);
    g_assert_cmpstr (first->name, ==, "Ann");
    g_assert_cmpstr (first->invitations[0], ==, invitations[0]);
    g_assert_true (vik_net_games_find (list, a.uri, a.game, NULL) == list->pdata[1]);
    g_assert_true (vik_net_games_find (list, a.uri, a.game, a.token) == list->pdata[1]);
    g_assert_null (vik_net_games_find (list, a.uri, a.game, b.token));
  }
  /* another seat of the same game (a guest at the host's computer): its own entry */
  {
    VikNetGameEntry guest = entry (b.uri, b.game, "0123456789abcdef0123456789abcdef", 1, 250);
    g_autoptr (GPtrArray) both = NULL;
    g_assert_true (vik_net_games_remember (path, &guest, &error));
    both = vik_net_games_load (path, &error);
    g_assert_cmpuint (both->len, ==, 3);
    g_assert_true (vik_net_games_find (both, b.uri, b.game, NULL) == both->pdata[0]);
    g_assert_true (vik_net_games_find (both, b.uri, b.game, b.token)->hosted);
    g_assert_false (vik_net_games_find (both, b.uri, b.game, guest.token)->hosted);
    g_assert_true (vik_net_games_forget (path, guest.uri, guest.game, &error));
    g_assert_true (vik_net_games_remember (path, &b, &error));
    g_assert_true (vik_net_games_remember (path, &a, &error));
  }
  /* the same seat again replaces its entry */
  a.added = 300;
  g_assert_true (vik_net_games_remember (path, &a, &error));
  g_clear_pointer (&list, g_ptr_array_unref);
  list = vik_net_games_load (path, &error);
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_cmpstr (((VikNetGameEntry *) list->pdata[0])->game, ==, a.game);
  g_assert_true (vik_net_games_forget (path, a.uri, a.game, &error));
  g_clear_pointer (&list, g_ptr_array_unref);
  list = vik_net_games_load (path, &error);
  g_assert_cmpuint (list->len, ==, 1);

  /* hostile until checked: an entry with a bad value is passed over, naming it */
  {
    static const struct { const char *group, *key; } damaged[] = {
      { "[G]\nUri=http://x/\nGame=0123456789ab\nToken=00112233445566778899aabbccddeeff\nSeat=0\n", "Uri" },
      { "[G]\nUri=ws://x:1/viktory\nGame=../etc\nToken=00112233445566778899aabbccddeeff\nSeat=0\n", "Game" },
      { "[G]\nUri=ws://x:1/viktory\nGame=0123456789ab\nToken=0011\nSeat=0\n", "Token" },
      { "[G]\nUri=ws://x:1/viktory\nGame=0123456789ab\nToken=00112233445566778899aabbccddeeff\nSeat=9\n", "Seat" },
      { "[G]\nUri=ws://x:1/viktory\nGame=0123456789ab\nToken=00112233445566778899aabbccddeeff\nSeat=1\nPort=70000\n",
        "Port" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
      {
        g_autofree char *pattern = g_strdup_printf ("*[G] %s*", damaged[i].key);
        g_assert_true (g_file_set_contents (path, damaged[i].group, -1, NULL));
        g_test_expect_message (NULL, G_LOG_LEVEL_WARNING, pattern);
        g_clear_pointer (&list, g_ptr_array_unref);
        list = vik_net_games_load (path, &error);
        g_test_assert_expected_messages ();
        g_assert_no_error (error);
        g_assert_cmpuint (list->len, ==, 0);
      }
    /* not a key file: an error naming the file */
    g_assert_true (g_file_set_contents (path, "\x01\x02 nonsense [", -1, NULL));
    g_clear_pointer (&list, g_ptr_array_unref);
    list = vik_net_games_load (path, &error);
    g_assert_null (list);
    g_assert_nonnull (strstr (error->message, path));
  }
}

/* ---------------------------------------------------------------- the servers */

typedef struct {
  gboolean done;
  VikMsg msg;
} Created;

static void
on_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  g_assert_true (vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, NULL));
  *(gboolean *) data = TRUE;
}

static void
on_created (VikNetClient *client, const VikMsg *msg, Created *c)
{
  if (msg->type != VIK_MSG_CREATED)
    return;
  c->msg.game = g_strdup (msg->game);
  for (int p = 0; p < msg->players; p++)
    c->msg.tokens[p] = g_strdup (msg->tokens[p]);
  c->done = TRUE;
}

static void
on_queried (GObject *source, GAsyncResult *result, gpointer data)
{
  g_assert_true (vik_net_games_query_finish (result, NULL));
  *(gboolean *) data = TRUE;
}

/* The in-app server serves; the games its tokens open are listed with whose
 * turn it is; a server nobody runs, and a token it does not know, say so. */
static void
test_query (void)
{
  g_autoptr (GError) error = NULL;
  VikServer *server = vik_host_server_ensure (0, &error);
  g_autofree char *uri = NULL;
  g_autoptr (VikNetClient) client = vik_net_client_new ();
  g_autoptr (GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_net_game_entry_free);
  char *names[] = { "Ann", "Bob", "Cid" };
  const char *kinds[] = { "human", "computer:easy", "human" };
  Created c = { 0 };
  gboolean up = FALSE, answered = FALSE;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  g_assert_no_error (error);
  g_assert_true (vik_host_server_get () == server);
  g_assert_true (vik_host_server_ensure (1, NULL) == server);   /* one per process */
  uri = vik_host_server_local_uri ();
  vik_net_client_connect_async (client, uri, NULL, on_connected, &up);
  gui_test_spin_until_flag (&up, 10);
  g_assert_true (up);
  g_signal_connect (client, "message", G_CALLBACK (on_created), &c);
  vik_net_client_create_game (client, 3, names, kinds, 3 * 24 * 3600, "skip");
  gui_test_spin_until_flag (&c.done, 10);
  g_assert_true (c.done);
  for (int seat = 0; seat < 3; seat += 2)
    {
      VikNetGameEntry *e = g_new0 (VikNetGameEntry, 1);
      e->uri = g_strdup (uri);
      e->game = g_strdup (c.msg.game);
      e->token = g_strdup (c.msg.tokens[seat]);
      e->seat = seat;
      g_ptr_array_add (entries, e);
    }
  {
    VikNetGameEntry *e = g_new0 (VikNetGameEntry, 1);   /* nobody listens there */
    e->uri = g_strdup ("ws://127.0.0.1:1/viktory");
    e->game = g_strdup (c.msg.game);
    e->token = g_strdup (c.msg.tokens[0]);
    g_ptr_array_add (entries, e);
    e = g_new0 (VikNetGameEntry, 1);   /* a token the server does not know */
    e->uri = g_strdup (uri);
    e->game = g_strdup ("0123456789ab");
    e->token = g_strdup ("00112233445566778899aabbccddeeff");
    g_ptr_array_add (entries, e);
  }
  vik_net_games_query (entries, 10, NULL, on_queried, &answered);
  gui_test_spin_until_flag (&answered, 20);
  g_assert_true (answered);
  {
    VikNetGameEntry *ann = entries->pdata[0], *cid = entries->pdata[1], *gone = entries->pdata[2],
                    *unknown = entries->pdata[3];
    const VikGame *real = vik_server_game_state (server, c.msg.game);
    int decider = vik_game_get_decider (real);
    g_autofree char *line = vik_net_game_entry_describe (ann, now);

    g_assert_nonnull (ann->summary);
    g_assert_cmpint (ann->summary->seat, ==, 0);
    g_assert_cmpint (cid->summary->seat, ==, 2);
    g_assert_cmpint (ann->summary->decider, ==, decider);
    g_assert_true (vik_net_game_entry_my_turn (decider == 0 ? ann : cid));
    g_assert_false (vik_net_game_entry_my_turn (decider == 0 ? cid : ann));
    g_test_message ("%s", line);
    g_assert_nonnull (strstr (line, "Ann (you), Bob, Cid"));
    g_assert_nonnull (strstr (line, "setup"));
    g_assert_nonnull (strstr (line, decider == 0 ? "your turn" : "to play"));
    g_assert_nonnull (strstr (line, "2 days 23 hours left") ? "" : strstr (line, "3 days left"));
    g_assert_null (gone->summary);
    g_test_message ("%s", gone->problem);
    g_assert_nonnull (strstr (gone->problem, "cannot be reached"));
    g_assert_null (unknown->summary);
    g_assert_nonnull (unknown->problem);
  }
  vik_msg_clear (&c.msg);
  g_clear_object (&client);
  vik_host_server_stop ();
  g_assert_null (vik_host_server_get ());
}

/* ---------------------------------------------------------------- the lists' models */

/* What a model said it changed, one "position,removed,added" each. */
typedef struct {
  GString *said;
} Changes;

static void
on_items_changed (GListModel *list, guint position, guint removed, guint added, Changes *c)
{
  g_string_append_printf (c->said, "%s%u,%u,%u", c->said->len > 0 ? " " : "", position, removed, added);
}

/* Returns what was said since the last call, and forgets it. */
static char *
changes_take (Changes *c)
{
  char *text = g_strdup (c->said->str);
  g_string_truncate (c->said, 0);
  return text;
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *n)
{
  (*n)++;
}

/* A lobby's game: Ann and an open seat for Bob (kind NULL: the server did not say). */
static VikGameSummary *
summary_new (const char *game, const char *kind, int turn, int decider)
{
  VikGameSummary *g = g_new0 (VikGameSummary, 1);

  g->game = g_strdup (game);
  g->kind = g_strdup (kind);
  g->seat = -1;
  g->players = 2;
  g->names[0] = g_strdup ("Ann");
  g->names[1] = g_strdup ("Bob");
  g->seats[0] = g_strdup ("human");
  g->seats[1] = g_strdup ("open");
  g->turn = turn;
  g->decider = decider;
  g->current = decider;
  g->winner = -1;
  return g;
}

static gpointer
item_at (GListStore *store, guint i)
{
  gpointer item = g_list_model_get_item (G_LIST_MODEL (store), i);
  g_object_unref (item);   /* the store holds it */
  return item;
}

/* A lobby's games: the words of each row; the same server's answer again
 * keeps the items of the games still open (their words changed in place),
 * one game fewer removes exactly its item in one splice; another server's
 * games replace all; nothing changes when nothing differs. */
static void
test_lobby_list (void)
{
  const char *server = "ws://127.0.0.1:7766/viktory";
  g_autoptr (GListStore) store = g_list_store_new (VIK_TYPE_LOBBY_ITEM);
  g_autoptr (GPtrArray) answer = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_game_summary_free);
  Changes c = { g_string_new (NULL) };
  VikLobbyItem *a, *b, *cc;
  guint a_words = 0, cc_words = 0;
  g_autofree char *said = NULL;

  g_signal_connect (store, "items-changed", G_CALLBACK (on_items_changed), &c);
  g_ptr_array_add (answer, summary_new ("00000000000a", NULL, 0, 0));
  g_ptr_array_add (answer, summary_new ("00000000000b", "victory", 3, 1));
  g_ptr_array_add (answer, summary_new ("00000000000c", "viktory2", 2, -1));
  vik_lobby_list_update (store, server, answer);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,0,3");
  a = item_at (store, 0);
  b = item_at (store, 1);
  cc = item_at (store, 2);
  g_assert_cmpstr (vik_lobby_item_get_server (a), ==, server);
  g_assert_cmpstr (vik_lobby_item_get_game (a), ==, "00000000000a");
  g_assert_cmpstr (vik_lobby_item_get_game_name (a), ==, "VIKTORY II");
  g_assert_cmpstr (vik_lobby_item_get_title (a), ==, "Ann, Bob (open)");
  g_assert_cmpstr (vik_lobby_item_get_subtitle (a), ==, "VIKTORY II · game 00000000000a · setup · Ann to play");
  g_assert_cmpint (vik_lobby_item_get_turn (a), ==, 0);
  g_assert_cmpstr (vik_lobby_item_get_to_play (a), ==, "Ann");
  g_assert_cmpstr (vik_lobby_item_get_game_name (b), ==, "Victory");
  g_assert_cmpstr (vik_lobby_item_get_subtitle (b), ==, "Victory · game 00000000000b · turn 3 · Bob to play");
  g_assert_cmpstr (vik_lobby_item_get_subtitle (cc), ==, "VIKTORY II · game 00000000000c · turn 2 · — to play");
  g_assert_true (vik_lobby_list_find (G_LIST_MODEL (store), "00000000000b") == b);
  g_assert_null (vik_lobby_list_find (G_LIST_MODEL (store), "0123456789ab"));

  /* asked again: b's seat was taken, a's game went on to turn 1 */
  g_signal_connect (a, "notify::subtitle", G_CALLBACK (count_notify), &a_words);
  g_signal_connect (cc, "notify::subtitle", G_CALLBACK (count_notify), &cc_words);
  g_ptr_array_remove_index (answer, 1);
  ((VikGameSummary *) answer->pdata[0])->turn = 1;
  g_object_ref (b);
  vik_lobby_list_update (store, server, answer);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "1,1,0");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
  g_assert_true (item_at (store, 0) == a);
  g_assert_true (item_at (store, 1) == cc);
  g_assert_cmpuint (a_words, ==, 1);
  g_assert_cmpuint (cc_words, ==, 0);
  g_assert_cmpstr (vik_lobby_item_get_subtitle (a), ==, "VIKTORY II · game 00000000000a · turn 1 · Ann to play");
  g_assert_null (vik_lobby_list_find (G_LIST_MODEL (store), "00000000000b"));
  g_object_unref (b);

  /* the same answer: nothing changes */
  vik_lobby_list_update (store, server, answer);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "");
  /* a new game listed first: inserted, the others kept */
  g_ptr_array_insert (answer, 0, summary_new ("00000000000d", NULL, 0, 0));
  vik_lobby_list_update (store, server, answer);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,0,1");
  g_assert_true (item_at (store, 1) == a && item_at (store, 2) == cc);
  /* another server's games of the same ids: all replaced */
  vik_lobby_list_update (store, "ws://192.168.1.5:7766/viktory", answer);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,3,3");
  g_assert_cmpstr (vik_lobby_item_get_server (item_at (store, 0)), ==, "ws://192.168.1.5:7766/viktory");
  /* none */
  vik_lobby_list_update (store, NULL, NULL);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,3,0");
  g_string_free (c.said, TRUE);
}

/* The servers found on the local network: one appears, is resolved again
 * elsewhere (its item kept, its address changed in place), leaves; one
 * speaking another protocol version is not listed. */
static void
test_server_list (void)
{
  g_autoptr (GListStore) store = g_list_store_new (VIK_TYPE_SERVER_ITEM);
  Changes c = { g_string_new (NULL) };
  VikNetFound found = { .name = "Astrid's games", .host = "astrid.local", .address = "192.168.1.5", .port = 7766,
                        .path = "/viktory", .tls = FALSE, .protocol = VIK_NET_PROTOCOL_VERSION };
  VikNetFound other = { .name = "Old server", .address = "192.168.1.9", .port = 7766, .protocol = 1000 };
  VikServerItem *item;
  guint uri_changes = 0;
  g_autofree char *said = NULL;

  g_signal_connect (store, "items-changed", G_CALLBACK (on_items_changed), &c);
  vik_server_list_found (store, &found, FALSE);
  vik_server_list_found (store, &other, FALSE);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,0,1");
  item = item_at (store, 0);
  g_assert_cmpstr (vik_server_item_get_name (item), ==, "Astrid's games");
  g_assert_cmpstr (vik_server_item_get_uri (item), ==, "ws://192.168.1.5:7766/viktory");
  g_assert_cmpstr (vik_server_item_get_subtitle (item), ==, "192.168.1.5:7766");
  g_signal_connect (item, "notify::uri", G_CALLBACK (count_notify), &uri_changes);
  vik_server_list_found (store, &found, FALSE);   /* resolved again, the same */
  g_assert_cmpuint (uri_changes, ==, 0);
  found.address = "192.168.1.6";
  found.tls = TRUE;
  vik_server_list_found (store, &found, FALSE);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "");
  g_assert_true (item_at (store, 0) == item);
  g_assert_cmpuint (uri_changes, ==, 1);
  g_assert_cmpstr (vik_server_item_get_uri (item), ==, "wss://192.168.1.6:7766/viktory");
  vik_server_list_found (store, &(VikNetFound) { .name = "Astrid's games" }, TRUE);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,1,0");
  g_string_free (c.said, TRUE);
}

static VikNetGameEntry *
entry_new (const char *game, int seat)
{
  VikNetGameEntry *e = g_new0 (VikNetGameEntry, 1);

  e->uri = g_strdup ("ws://127.0.0.1:7766/viktory");
  e->game = g_strdup (game);
  e->token = g_strdup_printf ("%031x%d", 0, seat);
  e->seat = seat;
  return e;
}

static GPtrArray *
entries_new (const char *const *games)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_net_game_entry_free);

  for (guint i = 0; games[i] != NULL; i++)
    g_ptr_array_add (entries, entry_new (games[i], 0));
  return entries;
}

/* Your network games: "Asking its server…" while asked, then what it
 * answered, in place; a list read again keeps the items of the games still
 * listed (holding the new entries), one game fewer removes exactly its item. */
static void
test_your_game_list (void)
{
  const char *three[] = { "00000000000a", "00000000000b", "00000000000c", NULL };
  const char *two[] = { "00000000000a", "00000000000c", NULL };
  g_autoptr (GListStore) store = g_list_store_new (VIK_TYPE_YOUR_GAME_ITEM);
  g_autoptr (GPtrArray) entries = entries_new (three);
  g_autoptr (GPtrArray) again = entries_new (two);
  Changes c = { g_string_new (NULL) };
  VikYourGameItem *a, *b, *cc;
  VikNetGameEntry *e;
  guint turns = 0;
  g_autofree char *said = NULL;

  g_signal_connect (store, "items-changed", G_CALLBACK (on_items_changed), &c);
  vik_your_game_list_update (store, entries, TRUE, 0);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,0,3");
  a = item_at (store, 0);
  b = item_at (store, 1);
  cc = item_at (store, 2);
  g_assert_true (vik_your_game_item_get_entry (b) == entries->pdata[1]);
  g_assert_cmpstr (vik_your_game_item_get_server (b), ==, "ws://127.0.0.1:7766/viktory");
  g_assert_cmpstr (vik_your_game_item_get_game (b), ==, "00000000000b");
  g_assert_cmpstr (vik_your_game_item_get_game_name (b), ==, "VIKTORY II");
  g_assert_cmpstr (vik_your_game_item_get_title (b), ==, "VIKTORY II · game 00000000000b at 127.0.0.1:7766");
  g_assert_cmpstr (vik_your_game_item_get_subtitle (b), ==, "Asking its server…");
  g_assert_false (vik_your_game_item_get_my_turn (b));

  /* answered: b is a Victory game at its seat's turn, c's server cannot be reached */
  e = entries->pdata[1];
  e->summary = summary_new ("00000000000b", "victory", 2, 0);
  e->summary->seat = 0;
  e = entries->pdata[2];
  e->problem = g_strdup ("Its server cannot be reached");
  g_signal_connect (b, "notify::my-turn", G_CALLBACK (count_notify), &turns);
  vik_your_game_list_update (store, entries, FALSE, 0);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "");
  g_assert_true (item_at (store, 1) == b);
  g_assert_cmpuint (turns, ==, 1);
  g_assert_true (vik_your_game_item_get_my_turn (b));
  g_assert_cmpstr (vik_your_game_item_get_game_name (b), ==, "Victory");
  g_assert_cmpstr (vik_your_game_item_get_title (b), ==, "Victory · game 00000000000b at 127.0.0.1:7766");
  g_test_message ("%s", vik_your_game_item_get_subtitle (b));
  g_assert_true (g_str_has_prefix (vik_your_game_item_get_subtitle (b), "Ann (you), Bob · turn 2 · your turn"));
  g_assert_cmpstr (vik_your_game_item_get_subtitle (cc), ==, "Its server cannot be reached");

  /* read again without b: exactly its item leaves; a and c hold the new entries */
  vik_your_game_list_update (store, again, TRUE, 0);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "1,1,0");
  g_assert_true (item_at (store, 0) == a && item_at (store, 1) == cc);
  g_assert_true (vik_your_game_item_get_entry (a) == again->pdata[0]);
  g_assert_true (vik_your_game_item_get_entry (cc) == again->pdata[1]);
  g_assert_cmpstr (vik_your_game_item_get_subtitle (cc), ==, "Asking its server…");
  /* the items hold their entries: the list read first may go */
  g_clear_pointer (&entries, g_ptr_array_unref);
  g_assert_cmpstr (vik_your_game_item_get_game (cc), ==, "00000000000c");
  vik_your_game_list_update (store, NULL, FALSE, 0);
  g_free (said);
  said = changes_take (&c);
  g_assert_cmpstr (said, ==, "0,2,0");
  g_string_free (c.said, TRUE);
}

static void
test_time_left (void)
{
  static const struct { gint64 seconds; const char *text; } cases[] = {
    { 1, "1 minute" }, { 59, "1 minute" }, { 61, "2 minutes" }, { 3600, "1 hour" }, { 3660, "1 hour 1 minute" },
    { 5 * 3600 + 600, "5 hours 10 minutes" }, { 24 * 3600, "1 day" }, { 2 * 86400 + 3 * 3600, "2 days 3 hours" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = vik_net_describe_time_left (cases[i].seconds);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* A chat line heard on coming back names when it was said; a fresh one does not. */
static void
test_chat_speaker (void)
{
  gint64 now = 1790000000;   /* Mon 21 Sep 2026, 14:13 UTC */
  g_autofree char *fresh = vik_net_chat_speaker ("Bjorn", now - 30, now);
  g_autofree char *earlier = vik_net_chat_speaker ("Bjorn", 1789934520, now);   /* Sun 20 Sep 2026, 20:02 UTC */
  g_autofree char *unknown = vik_net_chat_speaker ("Bjorn", 0, now);

  g_assert_cmpstr (fresh, ==, "Bjorn");
  g_assert_cmpstr (unknown, ==, "Bjorn");
  g_assert_cmpstr (earlier, ==, "Bjorn (Sun 20 Sep, 20:02)");
  g_assert_false (vik_net_chat_is_earlier (now - 120, now));
  g_assert_true (vik_net_chat_is_earlier (now - 121, now));
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("TZ", "UTC", TRUE);   /* the chat's local times, checked in UTC */
  g_test_init (&argc, &argv, NULL);
  g_log_set_default_handler (drop_debug, NULL);
  scratch = g_dir_make_tmp ("viktory-net-games-XXXXXX", NULL);
  {
    g_autofree char *host = g_build_filename (scratch, "server", NULL);
    g_setenv ("VIKTORY_HOST_DIR", host, TRUE);
  }
  g_test_add_func ("/net-games/links", test_links);
  g_test_add_func ("/net-games/file", test_file);
  g_test_add_func ("/net-games/query", test_query);
  g_test_add_func ("/net-games/time-left", test_time_left);
  g_test_add_func ("/net-games/chat-speaker", test_chat_speaker);
  g_test_add_func ("/net-games/lobby-list", test_lobby_list);
  g_test_add_func ("/net-games/server-list", test_server_list);
  g_test_add_func ("/net-games/your-game-list", test_your_game_list);
  status = g_test_run ();
  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", scratch);
    (void) !system (cmd);
  }
  g_free (scratch);
  return status;
}
