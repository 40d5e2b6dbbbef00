/* vik-net-lists.c: the network dialogs' lists as GListModels (see the header). */
#include "config.h"

#include "vik-net-lists.h"
#include "vik-games.h"
#include "vik-net-link.h"

#include <glib/gi18n-lib.h>

/* ---------------------------------------------------------------- shared */

/* Sets *field to value; TRUE when it changed. */
static gboolean
set_text (char **field, const char *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

/* Sets *field to value (taking it) and notifies pspec when it changed. */
static void
take_text (GObject *item, char **field, char *value, GParamSpec *pspec)
{
  if (set_text (field, value))
    g_object_notify_by_pspec (item, pspec);
  g_free (value);
}

/* The store's items by their keys (`key` of each). */
static GHashTable *
items_by_key (GListModel *list, char *(*key) (gpointer item))
{
  GHashTable *by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      gpointer item = g_list_model_get_item (list, i);
      char *k = key (item);

      if (g_hash_table_contains (by_key, k))
        {
          g_free (k);
          g_object_unref (item);
        }
      else
        g_hash_table_insert (by_key, k, item);
    }
  return by_key;
}

/* The store's item of that key, taken out of by_key (a new reference), so
 * that two entries of one key get two items; or NULL. */
static gpointer
reuse (GHashTable *by_key, const char *k)
{
  gpointer key = NULL, item = NULL;

  if (!g_hash_table_steal_extended (by_key, k, &key, &item))
    return NULL;
  g_free (key);
  return item;
}

/* Makes the store hold `items` (in that order): the run between the items
 * that stay at both ends is replaced in one splice; nothing when none differ. */
static void
store_sync (GListStore *store, GPtrArray *items)
{
  GListModel *list = G_LIST_MODEL (store);
  guint n = g_list_model_get_n_items (list), m = items->len, start = 0, end = 0;

  for (; start < n && start < m; start++)
    {
      g_autoptr (GObject) old = g_list_model_get_item (list, start);
      if (old != items->pdata[start])
        break;
    }
  for (; end < n - start && end < m - start; end++)
    {
      g_autoptr (GObject) old = g_list_model_get_item (list, n - 1 - end);
      if (old != items->pdata[m - 1 - end])
        break;
    }
  if (n - start - end == 0 && m - start - end == 0)
    return;
  g_list_store_splice (store, start, n - start - end, items->pdata + start, m - start - end);
}

/* ---------------------------------------------------------------- a lobby's game */

struct _VikLobbyItem
{
  GObject parent_instance;

  char *server, *game, *game_name, *title, *subtitle, *to_play;
  int turn;
};

G_DEFINE_FINAL_TYPE (VikLobbyItem, vik_lobby_item, G_TYPE_OBJECT)

enum { LOBBY_PROP_0, LOBBY_PROP_TITLE, LOBBY_PROP_SUBTITLE, LOBBY_N_PROPS };
static GParamSpec *lobby_props[LOBBY_N_PROPS];

static void
vik_lobby_item_finalize (GObject *object)
{
  VikLobbyItem *self = VIK_LOBBY_ITEM (object);

  g_free (self->server);
  g_free (self->game);
  g_free (self->game_name);
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->to_play);
  G_OBJECT_CLASS (vik_lobby_item_parent_class)->finalize (object);
}

static void
vik_lobby_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikLobbyItem *self = VIK_LOBBY_ITEM (object);

  switch (prop_id)
    {
    case LOBBY_PROP_TITLE: g_value_set_string (value, self->title); break;
    case LOBBY_PROP_SUBTITLE: g_value_set_string (value, self->subtitle); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_lobby_item_class_init (VikLobbyItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vik_lobby_item_finalize;
  object_class->get_property = vik_lobby_item_get_property;
  lobby_props[LOBBY_PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  lobby_props[LOBBY_PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, LOBBY_N_PROPS, lobby_props);
}

static void
vik_lobby_item_init (VikLobbyItem *self)
{
}

/* The name of the game a summary is of ("VIKTORY II" when the server did not say). */
static const char *
summary_game_name (const VikGameSummary *g)
{
  const VikGamePlugin *game = vik_games_find (g->kind != NULL ? g->kind : VIK_NET_DEFAULT_KIND);

  return game != NULL ? vik_rules_display_name (game->rules) : g->kind;
}

/* "Ann, Bob (open), Cid (computer)" */
static char *
summary_players (const VikGameSummary *g)
{
  GString *names = g_string_new (NULL);

  for (int p = 0; p < g->players; p++)
    {
      const char *kind = g->seats[p];
      if (p > 0)
        g_string_append (names, ", ");
      if (g_strcmp0 (kind, "open") == 0)
        g_string_append_printf (names, _("%s (open)"), g->names[p]);
      else if (g_str_has_prefix (kind, "computer:"))
        g_string_append_printf (names, _("%s (computer)"), g->names[p]);
      else
        g_string_append (names, g->names[p]);
    }
  return g_string_free (names, FALSE);
}

/* The item's words from what the server says of its game now. */
static void
lobby_item_set (VikLobbyItem *self, const VikGameSummary *g)
{
  const char *to_play = g->decider >= 0 && g->decider < g->players ? g->names[g->decider] : "—";
  char *subtitle;

  set_text (&self->game_name, summary_game_name (g));
  set_text (&self->to_play, to_play);
  self->turn = g->turn;
  /* TRANSLATORS: the game's name ("Victory", "VIKTORY II"), its id, the player to play */
  if (g->turn == 0)
    subtitle = g_strdup_printf (_("%s · game %s · setup · %s to play"), self->game_name, g->game, to_play);
  else
    subtitle = g_strdup_printf (_("%s · game %s · turn %d · %s to play"), self->game_name, g->game, g->turn, to_play);
  take_text (G_OBJECT (self), &self->title, summary_players (g), lobby_props[LOBBY_PROP_TITLE]);
  take_text (G_OBJECT (self), &self->subtitle, subtitle, lobby_props[LOBBY_PROP_SUBTITLE]);
}

static char *
lobby_key (gpointer item)
{
  VikLobbyItem *self = item;
  return g_strconcat (self->server != NULL ? self->server : "", "\n", self->game, NULL);
}

void
vik_lobby_list_update (GListStore *store, const char *server, GPtrArray *summaries)
{
  g_autoptr (GHashTable) by_key = items_by_key (G_LIST_MODEL (store), lobby_key);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_if_fail (G_IS_LIST_STORE (store));
  for (guint i = 0; summaries != NULL && i < summaries->len; i++)
    {
      const VikGameSummary *g = summaries->pdata[i];
      g_autofree char *k = g_strconcat (server != NULL ? server : "", "\n", g->game, NULL);
      VikLobbyItem *item = reuse (by_key, k);

      if (item == NULL)
        {
          item = g_object_new (VIK_TYPE_LOBBY_ITEM, NULL);
          item->server = g_strdup (server);
          item->game = g_strdup (g->game);
        }
      lobby_item_set (item, g);
      g_ptr_array_add (items, item);
    }
  store_sync (store, items);
}

VikLobbyItem *
vik_lobby_list_find (GListModel *list, const char *game)
{
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (VikLobbyItem) item = g_list_model_get_item (list, i);
      if (g_strcmp0 (item->game, game) == 0)
        return item;   /* the store holds it */
    }
  return NULL;
}

const char *
vik_lobby_item_get_server (VikLobbyItem *self)
{
  return self->server;
}

const char *
vik_lobby_item_get_game (VikLobbyItem *self)
{
  return self->game;
}

const char *
vik_lobby_item_get_game_name (VikLobbyItem *self)
{
  return self->game_name;
}

const char *
vik_lobby_item_get_title (VikLobbyItem *self)
{
  return self->title;
}

const char *
vik_lobby_item_get_subtitle (VikLobbyItem *self)
{
  return self->subtitle;
}

int
vik_lobby_item_get_turn (VikLobbyItem *self)
{
  return self->turn;
}

const char *
vik_lobby_item_get_to_play (VikLobbyItem *self)
{
  return self->to_play;
}

/* ---------------------------------------------------------------- a server on the local network */

struct _VikServerItem
{
  GObject parent_instance;

  char *name, *uri, *subtitle;
};

G_DEFINE_FINAL_TYPE (VikServerItem, vik_server_item, G_TYPE_OBJECT)

enum { SERVER_PROP_0, SERVER_PROP_NAME, SERVER_PROP_URI, SERVER_PROP_SUBTITLE, SERVER_N_PROPS };
static GParamSpec *server_props[SERVER_N_PROPS];

static void
vik_server_item_finalize (GObject *object)
{
  VikServerItem *self = VIK_SERVER_ITEM (object);

  g_free (self->name);
  g_free (self->uri);
  g_free (self->subtitle);
  G_OBJECT_CLASS (vik_server_item_parent_class)->finalize (object);
}

static void
vik_server_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikServerItem *self = VIK_SERVER_ITEM (object);

  switch (prop_id)
    {
    case SERVER_PROP_NAME: g_value_set_string (value, self->name); break;
    case SERVER_PROP_URI: g_value_set_string (value, self->uri); break;
    case SERVER_PROP_SUBTITLE: g_value_set_string (value, self->subtitle); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_server_item_class_init (VikServerItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = vik_server_item_finalize;
  object_class->get_property = vik_server_item_get_property;
  server_props[SERVER_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  server_props[SERVER_PROP_URI] = g_param_spec_string ("uri", NULL, NULL, NULL, flags);
  server_props[SERVER_PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, SERVER_N_PROPS, server_props);
}

static void
vik_server_item_init (VikServerItem *self)
{
}

void
vik_server_list_found (GListStore *store, const VikNetFound *found, gboolean gone)
{
  GListModel *list = G_LIST_MODEL (store);
  VikServerItem *item = NULL;
  guint at = 0;

  g_return_if_fail (G_IS_LIST_STORE (store) && found != NULL && found->name != NULL);
  for (guint i = 0; i < g_list_model_get_n_items (list) && item == NULL; i++)
    {
      g_autoptr (VikServerItem) it = g_list_model_get_item (list, i);
      if (g_strcmp0 (it->name, found->name) == 0)
        {
          item = it;   /* the store holds it */
          at = i;
        }
    }
  if (gone || found->address == NULL || (found->protocol != 0 && found->protocol != VIK_NET_PROTOCOL_VERSION))
    {
      if (item != NULL)
        g_list_store_remove (store, at);
      return;
    }
  if (item == NULL)
    {
      item = g_object_new (VIK_TYPE_SERVER_ITEM, NULL);
      item->name = g_strdup (found->name);
      g_list_store_append (store, item);
      g_object_unref (item);
    }
  take_text (G_OBJECT (item), &item->uri, vik_net_link_server_uri (found->address, found->port, found->tls),
             server_props[SERVER_PROP_URI]);
  take_text (G_OBJECT (item), &item->subtitle, vik_net_link_describe_server (item->uri),
             server_props[SERVER_PROP_SUBTITLE]);
}

const char *
vik_server_item_get_name (VikServerItem *self)
{
  return self->name;
}

const char *
vik_server_item_get_uri (VikServerItem *self)
{
  return self->uri;
}

const char *
vik_server_item_get_subtitle (VikServerItem *self)
{
  return self->subtitle;
}

/* ---------------------------------------------------------------- one of your network games */

struct _VikYourGameItem
{
  GObject parent_instance;

  GPtrArray *entries;          /* holds entry */
  const VikNetGameEntry *entry;
  char *title, *subtitle;
  gboolean my_turn;
};

G_DEFINE_FINAL_TYPE (VikYourGameItem, vik_your_game_item, G_TYPE_OBJECT)

enum { YOURS_PROP_0, YOURS_PROP_TITLE, YOURS_PROP_SUBTITLE, YOURS_PROP_MY_TURN, YOURS_N_PROPS };
static GParamSpec *yours_props[YOURS_N_PROPS];

static void
vik_your_game_item_finalize (GObject *object)
{
  VikYourGameItem *self = VIK_YOUR_GAME_ITEM (object);

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_free (self->title);
  g_free (self->subtitle);
  G_OBJECT_CLASS (vik_your_game_item_parent_class)->finalize (object);
}

static void
vik_your_game_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikYourGameItem *self = VIK_YOUR_GAME_ITEM (object);

  switch (prop_id)
    {
    case YOURS_PROP_TITLE: g_value_set_string (value, self->title); break;
    case YOURS_PROP_SUBTITLE: g_value_set_string (value, self->subtitle); break;
    case YOURS_PROP_MY_TURN: g_value_set_boolean (value, self->my_turn); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_your_game_item_class_init (VikYourGameItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = vik_your_game_item_finalize;
  object_class->get_property = vik_your_game_item_get_property;
  yours_props[YOURS_PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  yours_props[YOURS_PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL, flags);
  yours_props[YOURS_PROP_MY_TURN] = g_param_spec_boolean ("my-turn", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, YOURS_N_PROPS, yours_props);
}

static void
vik_your_game_item_init (VikYourGameItem *self)
{
}

static char *
entry_key (const VikNetGameEntry *e)
{
  return g_strconcat (e->uri, "\n", e->game, "\n", e->token != NULL ? e->token : "", NULL);
}

static char *
your_game_key (gpointer item)
{
  return entry_key (VIK_YOUR_GAME_ITEM (item)->entry);
}

static char *
entry_title (const VikNetGameEntry *e)
{
  g_autofree char *where = vik_net_link_describe_server (e->uri);

  /* TRANSLATORS: the game's name ("Victory", "VIKTORY II"), the game's id */
  if (e->hosted)
    return g_strdup_printf (_("%s · game %s, hosted on this computer"), vik_net_game_entry_game_name (e), e->game);
  /* TRANSLATORS: the game's name, the game's id, HOST:PORT */
  return g_strdup_printf (_("%s · game %s at %s"), vik_net_game_entry_game_name (e), e->game, where);
}

static void
your_game_item_set (VikYourGameItem *self, GPtrArray *entries, const VikNetGameEntry *e, gboolean asking,
                    gint64 now)
{
  gboolean my_turn = vik_net_game_entry_my_turn (e);

  if (self->entries != entries)
    {
      g_clear_pointer (&self->entries, g_ptr_array_unref);
      self->entries = g_ptr_array_ref (entries);
    }
  self->entry = e;
  take_text (G_OBJECT (self), &self->title, entry_title (e), yours_props[YOURS_PROP_TITLE]);
  take_text (G_OBJECT (self), &self->subtitle,
             asking ? g_strdup (_("Asking its server…")) : vik_net_game_entry_describe (e, now),
             yours_props[YOURS_PROP_SUBTITLE]);
  if (self->my_turn != my_turn)
    {
      self->my_turn = my_turn;
      g_object_notify_by_pspec (G_OBJECT (self), yours_props[YOURS_PROP_MY_TURN]);
    }
}

void
vik_your_game_list_update (GListStore *store, GPtrArray *entries, gboolean asking, gint64 now)
{
  g_autoptr (GHashTable) by_key = items_by_key (G_LIST_MODEL (store), your_game_key);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_if_fail (G_IS_LIST_STORE (store));
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      const VikNetGameEntry *e = entries->pdata[i];
      g_autofree char *k = entry_key (e);
      VikYourGameItem *item = reuse (by_key, k);

      if (item == NULL)
        item = g_object_new (VIK_TYPE_YOUR_GAME_ITEM, NULL);
      your_game_item_set (item, entries, e, asking, now);
      g_ptr_array_add (items, item);
    }
  store_sync (store, items);
}

const VikNetGameEntry *
vik_your_game_item_get_entry (VikYourGameItem *self)
{
  return self->entry;
}

const char *
vik_your_game_item_get_server (VikYourGameItem *self)
{
  return self->entry->uri;
}

const char *
vik_your_game_item_get_game (VikYourGameItem *self)
{
  return self->entry->game;
}

const char *
vik_your_game_item_get_game_name (VikYourGameItem *self)
{
  return vik_net_game_entry_game_name (self->entry);
}

const char *
vik_your_game_item_get_title (VikYourGameItem *self)
{
  return self->title;
}

const char *
vik_your_game_item_get_subtitle (VikYourGameItem *self)
{
  return self->subtitle;
}

gboolean
vik_your_game_item_get_my_turn (VikYourGameItem *self)
{
  return self->my_turn;
}
