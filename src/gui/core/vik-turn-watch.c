/* vik-turn-watch.c: "it is your turn" while the application runs (see the header). */
#include "config.h"

#include "vik-turn-watch.h"
#include "vik-host-server.h"
#include "vik-net-link.h"

#include <glib/gi18n-lib.h>

struct _VikTurnWatch
{
  GObject parent_instance;

  GApplication *app;                /* weak */
  VikTurnWatchIsOpen is_open;
  gpointer is_open_data;
  guint timer;
  gboolean polling;
  GHashTable *told;                 /* "uri game" -> the position told of (seq + 1) */
  guint sent;
};

G_DEFINE_FINAL_TYPE (VikTurnWatch, vik_turn_watch, G_TYPE_OBJECT)

enum { SIGNAL_YOUR_TURN, SIGNAL_POLLED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
tell (VikTurnWatch *self, const VikNetGameEntry *e)
{
  const VikGameSummary *s = e->summary;
  g_autoptr (GNotification) n = NULL;
  g_autofree char *id = g_strdup_printf ("turn-%s", e->game);
  g_autofree char *body = NULL;
  g_autofree char *link = NULL;
  GString *others = g_string_new (NULL);

  for (int p = 0; p < s->players; p++)
    if (p != s->seat)
      g_string_append_printf (others, "%s%s", others->len ? ", " : "", s->names[p]);
  body = g_strdup_printf (_("%s, it is your turn in the game with %s."), s->names[s->seat], others->str);
  g_string_free (others, TRUE);
  self->sent++;
  g_signal_emit (self, signals[SIGNAL_YOUR_TURN], 0, e);
  if (self->app == NULL || !g_application_get_is_registered (self->app))
    return;
  n = g_notification_new (_("Your turn in Viktory"));
  g_notification_set_body (n, body);
  {
    g_autoptr (GUri) uri = g_uri_parse (e->uri, G_URI_FLAGS_NONE, NULL);
    if (uri != NULL)
      link = vik_net_link_build (g_uri_get_host (uri), (guint) g_uri_get_port (uri),
                                 g_str_has_prefix (e->uri, "wss:"), e->game, e->token);
  }
  if (link != NULL)
    g_notification_set_default_action_and_target (n, "app.join-link", "s", link);
  g_application_send_notification (self->app, id, n);
}

typedef struct {
  VikTurnWatch *self;
  GPtrArray *entries;
} Poll;

static void
on_answers (GObject *source, GAsyncResult *result, gpointer data)
{
  Poll *p = data;
  VikTurnWatch *self = p->self;

  for (guint i = 0; i < p->entries->len; i++)
    {
      const VikNetGameEntry *e = p->entries->pdata[i];
      g_autofree char *key = g_strdup_printf ("%s %s", e->uri, e->game);
      gint64 told = GPOINTER_TO_SIZE (g_hash_table_lookup (self->told, key));

      if (!vik_net_game_entry_my_turn (e))
        {
          g_hash_table_remove (self->told, key);
          continue;
        }
      if (told == e->summary->seq + 1)
        continue;   /* told already of this position */
      g_hash_table_insert (self->told, g_steal_pointer (&key), GSIZE_TO_POINTER ((gsize) (e->summary->seq + 1)));
      tell (self, e);
    }
  self->polling = FALSE;
  g_signal_emit (self, signals[SIGNAL_POLLED], 0);
  g_ptr_array_unref (p->entries);
  g_object_unref (self);
  g_free (p);
}

void
vik_turn_watch_poll (VikTurnWatch *self)
{
  g_autofree char *path = vik_net_games_path ();
  g_autoptr (GPtrArray) all = NULL;
  Poll *p;

  g_return_if_fail (VIK_IS_TURN_WATCH (self));
  if (self->polling)
    return;
  all = vik_net_games_load (path, NULL);
  p = g_new0 (Poll, 1);
  p->self = g_object_ref (self);
  p->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_net_game_entry_free);
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      VikNetGameEntry *e = all->pdata[i];
      /* a game in a window is the window's; a game hosted here only while hosted */
      if ((self->is_open && self->is_open (e->uri, e->game, self->is_open_data))
          || (e->hosted && vik_host_server_get () == NULL))
        continue;
      g_ptr_array_add (p->entries, g_steal_pointer (&all->pdata[i]));
    }
  self->polling = TRUE;
  vik_net_games_query (p->entries, 10, NULL, on_answers, p);
}

static gboolean
tick (gpointer data)
{
  vik_turn_watch_poll (data);
  return G_SOURCE_CONTINUE;
}

void
vik_turn_watch_start (VikTurnWatch *self, guint seconds)
{
  g_return_if_fail (VIK_IS_TURN_WATCH (self));
  g_clear_handle_id (&self->timer, g_source_remove);
  if (seconds == 0)
    return;
  self->timer = g_timeout_add_seconds (seconds, tick, self);
  vik_turn_watch_poll (self);
}

guint
vik_turn_watch_get_sent (VikTurnWatch *self)
{
  return self->sent;
}

static void
vik_turn_watch_dispose (GObject *object)
{
  VikTurnWatch *self = VIK_TURN_WATCH (object);

  g_clear_handle_id (&self->timer, g_source_remove);
  if (self->app)
    g_object_remove_weak_pointer (G_OBJECT (self->app), (gpointer *) &self->app);
  self->app = NULL;
  G_OBJECT_CLASS (vik_turn_watch_parent_class)->dispose (object);
}

static void
vik_turn_watch_finalize (GObject *object)
{
  g_hash_table_unref (VIK_TURN_WATCH (object)->told);
  G_OBJECT_CLASS (vik_turn_watch_parent_class)->finalize (object);
}

static void
vik_turn_watch_class_init (VikTurnWatchClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = vik_turn_watch_dispose;
  G_OBJECT_CLASS (klass)->finalize = vik_turn_watch_finalize;
  signals[SIGNAL_YOUR_TURN] = g_signal_new ("your-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                            NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_POLLED] = g_signal_new ("polled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 0);
}

static void
vik_turn_watch_init (VikTurnWatch *self)
{
  self->told = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

VikTurnWatch *
vik_turn_watch_new (GApplication *app, VikTurnWatchIsOpen is_open, gpointer user_data)
{
  VikTurnWatch *self = g_object_new (VIK_TYPE_TURN_WATCH, NULL);

  self->app = app;
  if (app)
    g_object_add_weak_pointer (G_OBJECT (app), (gpointer *) &self->app);
  self->is_open = is_open;
  self->is_open_data = user_data;
  return self;
}
