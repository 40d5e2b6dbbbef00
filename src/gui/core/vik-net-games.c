/* vik-net-games.c: "Your games" (see the header). */
#include "config.h"

#include "vik-net-games.h"
#include "vik-file-io.h"
#include "vik-games.h"
#include "vik-net-client.h"
#include "vik-net-link.h"

#include <string.h>
#include <glib/gi18n-lib.h>

void
vik_net_game_entry_free (VikNetGameEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->uri);
  g_free (entry->game);
  g_free (entry->token);
  g_free (entry->name);
  g_free (entry->kind);
  g_strfreev (entry->invitations);
  vik_game_summary_free (entry->summary);
  g_free (entry->problem);
  g_free (entry);
}

VikNetGameEntry *
vik_net_games_remember_join (const char *uri, const char *game, const char *token, int seat, const char *kind,
                             const char *name)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) entries = NULL;
  VikNetGameEntry *old, *entry;

  if (token == NULL || token[0] == '\0')
    return NULL;
  path = vik_net_games_path ();
  entries = vik_net_games_load (path, NULL);
  old = vik_net_games_find (entries, uri, game, token);
  entry = g_new0 (VikNetGameEntry, 1);
  entry->uri = g_strdup (uri);
  entry->game = g_strdup (game);
  entry->token = g_strdup (token);
  entry->seat = seat;
  entry->kind = g_strdup (kind);
  entry->name = g_strdup (name);
  if (old != NULL && g_strcmp0 (old->token, token) == 0)
    {
      entry->hosted = old->hosted;
      entry->port = old->port;
      entry->invitations = g_strdupv (old->invitations);
    }
  if (!vik_net_games_remember (path, entry, &error))
    g_warning ("Your games: %s", error->message);
  return entry;
}

char *
vik_net_games_path (void)
{
  const char *env = g_getenv ("VIKTORY_NET_GAMES");

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "viktory", "network-games.ini", NULL);
}

/* ---------------------------------------------------------------- the file */

static void
bad_entry (const char *path, const char *group, const char *key)
{
  g_warning ("%s: [%s] %s: a bad value; the game is not listed", path, group, key);
}

/* One group, every value checked; NULL (with a warning) for a bad one. */
static VikNetGameEntry *
read_entry (GKeyFile *kf, const char *path, const char *group)
{
  g_autoptr (GError) error = NULL;
  VikNetGameEntry *e = g_new0 (VikNetGameEntry, 1);
  VikNetLink link = { 0 };
  gint64 seat, port;

  e->uri = g_key_file_get_string (kf, group, "Uri", NULL);
  if (e->uri == NULL || strlen (e->uri) > 300 || !vik_net_link_parse (e->uri, &link, NULL) || link.game != NULL
      || strcmp (link.uri, e->uri) != 0)
    {
      vik_net_link_clear (&link);
      bad_entry (path, group, "Uri");
      vik_net_game_entry_free (e);
      return NULL;
    }
  vik_net_link_clear (&link);
  e->game = g_key_file_get_string (kf, group, "Game", NULL);
  e->token = g_key_file_get_string (kf, group, "Token", NULL);
  if (!vik_net_link_is_hex (e->game, VIK_NET_GAME_ID_LEN) || !vik_net_link_is_hex (e->token, VIK_NET_TOKEN_LEN))
    {
      bad_entry (path, group, vik_net_link_is_hex (e->game, VIK_NET_GAME_ID_LEN) ? "Token" : "Game");
      vik_net_game_entry_free (e);
      return NULL;
    }
  seat = g_key_file_get_int64 (kf, group, "Seat", &error);
  port = g_key_file_get_int64 (kf, group, "Port", NULL);
  e->added = g_key_file_get_int64 (kf, group, "Added", NULL);
  e->hosted = g_key_file_get_boolean (kf, group, "Hosted", NULL);
  if (error != NULL || seat < -1 || seat >= VIK_NET_MAX_SEATS || port < 0 || port > 65535 || e->added < 0)
    {
      bad_entry (path, group, error != NULL || seat < -1 || seat >= VIK_NET_MAX_SEATS ? "Seat"
                              : port < 0 || port > 65535 ? "Port" : "Added");
      vik_net_game_entry_free (e);
      return NULL;
    }
  e->seat = (int) seat;
  e->port = (guint) port;
  e->name = g_key_file_get_string (kf, group, "Name", NULL);
  if (e->name != NULL && (strlen (e->name) > 64 || !g_utf8_validate (e->name, -1, NULL)))
    g_clear_pointer (&e->name, g_free);
  e->kind = g_key_file_get_string (kf, group, "Kind", NULL);
  if (e->kind != NULL && vik_games_find (e->kind) == NULL)
    {
      bad_entry (path, group, "Kind");
      vik_net_game_entry_free (e);
      return NULL;
    }
  e->invitations = g_key_file_get_string_list (kf, group, "Invitations", NULL, NULL);
  for (int i = 0; e->invitations != NULL && e->invitations[i] != NULL; i++)
    {
      VikNetLink inv = { 0 };
      gboolean ok = i < VIK_NET_MAX_SEATS
                    && (e->invitations[i][0] == '\0'
                        || (vik_net_link_parse (e->invitations[i], &inv, NULL) && inv.game != NULL));
      vik_net_link_clear (&inv);
      if (!ok)
        {
          bad_entry (path, group, "Invitations");
          g_clear_pointer (&e->invitations, g_strfreev);
        }
    }
  return e;
}

static gint
newest_first (gconstpointer a, gconstpointer b)
{
  const VikNetGameEntry *x = *(VikNetGameEntry *const *) a, *y = *(VikNetGameEntry *const *) b;
  return x->added > y->added ? -1 : x->added < y->added;
}

GPtrArray *
vik_net_games_load (const char *path, GError **error)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_net_game_entry_free);
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *data = NULL;
  g_auto (GStrv) groups = NULL;
  g_autoptr (GError) local = NULL;
  gsize len;

  if (!vik_file_read_bounded (path, VIK_NET_GAMES_MAX_BYTES, &data, &len, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return entries;
      g_propagate_error (error, g_steal_pointer (&local));
      g_ptr_array_unref (entries);
      return NULL;
    }
  if (!g_key_file_load_from_data (kf, data, len, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", path, local->message);
      g_ptr_array_unref (entries);
      return NULL;
    }
  groups = g_key_file_get_groups (kf, NULL);
  for (int i = 0; groups[i] != NULL && entries->len < VIK_NET_GAMES_MAX; i++)
    {
      VikNetGameEntry *e = read_entry (kf, path, groups[i]);
      if (e != NULL)
        g_ptr_array_add (entries, e);
    }
  g_ptr_array_sort (entries, newest_first);
  return entries;
}

gboolean
vik_net_games_save (const char *path, GPtrArray *entries, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize len;

  for (guint i = 0; i < entries->len && i < VIK_NET_GAMES_MAX; i++)
    {
      const VikNetGameEntry *e = entries->pdata[i];
      g_autofree char *group = g_strdup_printf ("Game %u", i);

      g_key_file_set_string (kf, group, "Uri", e->uri);
      g_key_file_set_string (kf, group, "Game", e->game);
      g_key_file_set_string (kf, group, "Token", e->token);
      g_key_file_set_int64 (kf, group, "Seat", e->seat);
      if (e->name != NULL)
        g_key_file_set_string (kf, group, "Name", e->name);
      if (e->kind != NULL)
        g_key_file_set_string (kf, group, "Kind", e->kind);
      if (e->hosted)
        {
          g_key_file_set_boolean (kf, group, "Hosted", TRUE);
          g_key_file_set_int64 (kf, group, "Port", e->port);
        }
      if (e->invitations != NULL && e->invitations[0] != NULL)
        g_key_file_set_string_list (kf, group, "Invitations", (const char *const *) e->invitations,
                                    g_strv_length (e->invitations));
      g_key_file_set_int64 (kf, group, "Added", e->added);
    }
  data = g_key_file_to_data (kf, &len, NULL);
  g_mkdir_with_parents (dir, 0700);
  return vik_file_write_atomic (path, data, len, error);
}

static VikNetGameEntry *
entry_copy (const VikNetGameEntry *e)
{
  VikNetGameEntry *c = g_new0 (VikNetGameEntry, 1);

  c->uri = g_strdup (e->uri);
  c->game = g_strdup (e->game);
  c->token = g_strdup (e->token);
  c->seat = e->seat;
  c->name = g_strdup (e->name);
  c->kind = g_strdup (e->kind);
  c->hosted = e->hosted;
  c->port = e->port;
  c->invitations = g_strdupv (e->invitations);
  c->added = e->added ? e->added : g_get_real_time () / G_USEC_PER_SEC;
  return c;
}

gboolean
vik_net_games_remember (const char *path, const VikNetGameEntry *entry, GError **error)
{
  g_autoptr (GPtrArray) entries = vik_net_games_load (path, error);

  g_return_val_if_fail (vik_net_link_is_hex (entry->token, VIK_NET_TOKEN_LEN), FALSE);
  if (entries == NULL)
    return FALSE;
  for (guint i = entries->len; i-- > 0;)
    {
      const VikNetGameEntry *e = entries->pdata[i];
      if (strcmp (e->uri, entry->uri) == 0 && strcmp (e->game, entry->game) == 0
          && (strcmp (e->token, entry->token) == 0 || (e->seat >= 0 && e->seat == entry->seat)))
        g_ptr_array_remove_index (entries, i);
    }
  g_ptr_array_insert (entries, 0, entry_copy (entry));
  if (entries->len > VIK_NET_GAMES_MAX)
    g_ptr_array_set_size (entries, VIK_NET_GAMES_MAX);   /* the oldest go */
  return vik_net_games_save (path, entries, error);
}

gboolean
vik_net_games_forget (const char *path, const char *uri, const char *game, GError **error)
{
  g_autoptr (GPtrArray) entries = vik_net_games_load (path, error);

  if (entries == NULL)
    return FALSE;
  for (guint i = entries->len; i-- > 0;)
    {
      const VikNetGameEntry *e = entries->pdata[i];
      if (strcmp (e->uri, uri) == 0 && strcmp (e->game, game) == 0)
        g_ptr_array_remove_index (entries, i);
    }
  return vik_net_games_save (path, entries, error);
}

VikNetGameEntry *
vik_net_games_find (GPtrArray *entries, const char *uri, const char *game, const char *token)
{
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      VikNetGameEntry *e = entries->pdata[i];
      if (strcmp (e->uri, uri) == 0 && strcmp (e->game, game) == 0 && (token == NULL || strcmp (e->token, token) == 0))
        return e;
    }
  return NULL;
}

/* ---------------------------------------------------------------- asking the servers */

typedef struct {
  GTask *task;            /* the whole query */
  VikNetClient *client;
  GPtrArray *entries;     /* of VikNetGameEntry * (borrowed): this server's */
  guint timeout;
  gboolean done;
} Asked;

typedef struct {
  GPtrArray *asked;       /* of Asked * */
  guint waiting;
} Query;

static void
query_free (Query *q)
{
  g_ptr_array_unref (q->asked);
  g_free (q);
}

static void
asked_free (Asked *a)
{
  g_clear_handle_id (&a->timeout, g_source_remove);
  if (a->client)
    {
      g_signal_handlers_disconnect_by_data (a->client, a);
      vik_net_client_close (a->client);
      g_object_unref (a->client);
    }
  g_ptr_array_unref (a->entries);
  g_free (a);
}

/* This server answered, failed or took too long. */
static void
asked_done (Asked *a, const char *problem)
{
  Query *q;
  GTask *task = a->task;

  if (a->done)
    return;
  a->done = TRUE;
  g_clear_handle_id (&a->timeout, g_source_remove);
  for (guint i = 0; problem != NULL && i < a->entries->len; i++)
    {
      VikNetGameEntry *e = a->entries->pdata[i];
      if (e->summary == NULL && e->problem == NULL)
        e->problem = g_strdup (problem);
    }
  if (a->client)
    {
      g_signal_handlers_disconnect_by_data (a->client, a);
      vik_net_client_close (a->client);
    }
  q = g_task_get_task_data (task);
  if (--q->waiting == 0)
    g_task_return_boolean (task, TRUE);
  g_object_unref (task);
}

static void
on_answer (VikNetClient *client, const VikMsg *msg, Asked *a)
{
  if (msg->type == VIK_MSG_ERROR)
    {
      asked_done (a, msg->text);
      return;
    }
  if (msg->type != VIK_MSG_GAMES_LIST)
    return;
  for (guint g = 0; g < msg->games->len; g++)
    {
      VikGameSummary *s = msg->games->pdata[g];
      for (guint i = 0; i < a->entries->len; i++)
        {
          VikNetGameEntry *e = a->entries->pdata[i];
          if (strcmp (e->game, s->game) == 0 && e->summary == NULL)
            {
              VikGameSummary *copy = g_new0 (VikGameSummary, 1);
              *copy = *s;
              copy->game = g_strdup (s->game);
              copy->kind = g_strdup (s->kind);
              for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
                {
                  copy->names[p] = g_strdup (s->names[p]);
                  copy->seats[p] = g_strdup (s->seats[p]);
                }
              e->summary = copy;
              break;
            }
        }
    }
  /* a token that opens nothing any more was left out */
  asked_done (a, _("The server does not know this seat any more"));
}

static void
on_closed (VikNetClient *client, Asked *a)
{
  asked_done (a, _("The server closed the connection"));
}

static gboolean
too_slow (gpointer data)
{
  Asked *a = data;
  a->timeout = 0;
  asked_done (a, _("The server does not answer"));
  return G_SOURCE_REMOVE;
}

static void
on_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Asked *a = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) tokens = g_ptr_array_new ();

  if (!vik_net_client_connect_finish (VIK_NET_CLIENT (source), result, &error))
    {
      g_autofree char *where = vik_net_link_describe_server (((VikNetGameEntry *) a->entries->pdata[0])->uri);
      g_autofree char *text = g_strdup_printf (_("%s cannot be reached"), where);
      asked_done (a, text);
      return;
    }
  if (a->done)
    return;
  for (guint i = 0; i < a->entries->len && i < VIK_NET_MAX_LISTED; i++)
    g_ptr_array_add (tokens, ((VikNetGameEntry *) a->entries->pdata[i])->token);
  g_signal_connect (a->client, "message", G_CALLBACK (on_answer), a);
  g_signal_connect (a->client, "closed", G_CALLBACK (on_closed), a);
  vik_net_client_list_games (a->client, (const char *const *) tokens->pdata, tokens->len);
}

void
vik_net_games_query (GPtrArray *entries, double seconds, GCancellable *cancellable, GAsyncReadyCallback callback,
                     gpointer user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  Query *q = g_new0 (Query, 1);
  g_autoptr (GHashTable) by_uri = g_hash_table_new (g_str_hash, g_str_equal);

  q->asked = g_ptr_array_new_with_free_func ((GDestroyNotify) asked_free);
  g_task_set_task_data (task, q, (GDestroyNotify) query_free);
  for (guint i = 0; i < entries->len; i++)
    {
      VikNetGameEntry *e = entries->pdata[i];
      Asked *a = g_hash_table_lookup (by_uri, e->uri);

      g_clear_pointer (&e->summary, vik_game_summary_free);
      g_clear_pointer (&e->problem, g_free);
      if (a == NULL)
        {
          a = g_new0 (Asked, 1);
          a->entries = g_ptr_array_new ();
          g_hash_table_insert (by_uri, e->uri, a);
          g_ptr_array_add (q->asked, a);
        }
      g_ptr_array_add (a->entries, e);
    }
  q->waiting = q->asked->len;
  if (q->waiting == 0)
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  for (guint i = 0; i < q->asked->len; i++)
    {
      Asked *a = q->asked->pdata[i];
      a->task = g_object_ref (task);
      a->client = vik_net_client_new ();
      a->timeout = g_timeout_add ((guint) (seconds * 1000), too_slow, a);
      vik_net_client_connect_async (a->client, ((VikNetGameEntry *) a->entries->pdata[0])->uri, cancellable,
                                    on_connected, a);
    }
  g_object_unref (task);
}

gboolean
vik_net_games_query_finish (GAsyncResult *result, GError **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---------------------------------------------------------------- words */


char *
vik_net_describe_time_left (gint64 seconds)
{
  gint64 minutes = MAX ((seconds + 59) / 60, 1);
  int days = (int) MIN (minutes / (24 * 60), 9999), hours = (int) (minutes / 60 % 24), mins = (int) (minutes % 60);
  g_autofree char *big = NULL, *small = NULL;

  if (days > 0)
    {
      big = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d day", "%d days", days), days);
      small = hours > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hour", "%d hours", hours), hours) : NULL;
    }
  else if (hours > 0)
    {
      big = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hour", "%d hours", hours), hours);
      small = mins > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d minute", "%d minutes", mins), mins) : NULL;
    }
  else
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d minute", "%d minutes", mins), mins);
  /* Translators: a time left, "2 days 3 hours" */
  return small ? g_strdup_printf (C_("time left", "%s %s"), big, small) : g_steal_pointer (&big);
}

const char *
vik_net_game_entry_kind (const VikNetGameEntry *e)
{
  if (e->summary != NULL && e->summary->kind != NULL && vik_games_find (e->summary->kind) != NULL)
    return e->summary->kind;
  return e->kind != NULL ? e->kind : VIK_NET_DEFAULT_KIND;
}

const char *
vik_net_game_entry_game_name (const VikNetGameEntry *e)
{
  const VikGamePlugin *game = vik_games_find (vik_net_game_entry_kind (e));

  return game != NULL ? vik_rules_display_name (game->rules) : vik_net_game_entry_kind (e);
}

gboolean
vik_net_game_entry_my_turn (const VikNetGameEntry *e)
{
  return e->summary != NULL && e->summary->winner < 0 && e->summary->decider >= 0
         && e->summary->decider == e->summary->seat;
}

char *
vik_net_game_entry_describe (const VikNetGameEntry *e, gint64 now)
{
  const VikGameSummary *s = e->summary;
  GString *line = g_string_new (NULL);

  if (s == NULL)
    {
      g_string_append (line, e->problem ? e->problem : _("Not heard from yet"));
      return g_string_free (line, FALSE);
    }
  for (int p = 0; p < s->players; p++)
    {
      if (p > 0)
        g_string_append (line, ", ");
      if (p == s->seat)
        g_string_append_printf (line, _("%s (you)"), s->names[p]);
      else
        g_string_append (line, s->names[p]);
    }
  g_string_append (line, " · ");
  if (s->winner >= 0)
    g_string_append_printf (line, _("over: %s won"), s->names[s->winner]);
  else if (s->decider < 0)
    g_string_append (line, _("over"));
  else
    {
      if (s->turn == 0)
        g_string_append (line, _("setup"));
      else
        g_string_append_printf (line, _("turn %d"), s->turn);
      g_string_append (line, " · ");
      if (s->decider == s->seat)
        g_string_append (line, _("your turn"));
      else
        g_string_append_printf (line, _("%s to play"), s->names[s->decider]);
      if (s->deadline > 0)
        {
          g_autofree char *left = vik_net_describe_time_left (s->deadline - now);
          g_string_append (line, " · ");
          if (s->deadline <= now)
            g_string_append (line, _("time is up"));
          else
            g_string_append_printf (line, _("%s left"), left);
        }
    }
  return g_string_free (line, FALSE);
}

gboolean
vik_net_chat_is_earlier (gint64 when, gint64 now)
{
  return when > 0 && when < now - 120;
}

char *
vik_net_chat_speaker (const char *name, gint64 when, gint64 now)
{
  g_autoptr (GDateTime) said = NULL;
  g_autofree char *at = NULL;

  if (!vik_net_chat_is_earlier (when, now))
    return g_strdup (name);
  said = g_date_time_new_from_unix_local (when);
  /* TRANSLATORS: when a chat line was said, as strftime would write it: "Mon 23 Nov, 18:02" */
  at = said != NULL ? g_date_time_format (said, _("%a %d %b, %H:%M")) : NULL;
  return g_strdup_printf (_("%s (%s)"), name, at != NULL ? at : "?");
}
