/* vik-your-games.c: "Your network games" on the start screen (see the header). */
#include "config.h"

#include "vik-your-games.h"
#include "vik-host-server.h"
#include "vik-net-rows.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _VikYourGames
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkListBox *list;
  GListStore *games;          /* of VikYourGameItem, as shown */
  GPtrArray *entries;         /* of VikNetGameEntry *, as last loaded */
  GCancellable *asking;
};

G_DEFINE_FINAL_TYPE (VikYourGames, vik_your_games, GTK_TYPE_WIDGET)

enum { SIGNAL_OPEN, N_SIGNALS };
static guint signals[N_SIGNALS];

/* your-games.forget((ss)): the game of that server and id */
static void
forget_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  VikYourGames *self = VIK_YOUR_GAMES (widget);
  const char *uri = NULL, *game = NULL;
  g_autofree char *path = vik_net_games_path ();
  g_autoptr (GError) error = NULL;

  g_variant_get (parameter, "(&s&s)", &uri, &game);
  if (!vik_net_games_forget (path, uri, game, &error))
    {
      if (error)
        g_warning ("%s", error->message);
      return;
    }
  vik_your_games_refresh (self);
}

/* The list says what the entries hold now (or that their servers are being asked). */
static void
show (VikYourGames *self)
{
  vik_your_game_list_update (self->games, self->entries, self->asking != NULL, g_get_real_time () / G_USEC_PER_SEC);
}

static void
on_items_changed (GListModel *games, guint position, guint removed, guint added, VikYourGames *self)
{
  gtk_widget_set_visible (self->box, g_list_model_get_n_items (games) > 0);
}

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  return vik_your_game_row_new (item);
}

/* A question to the servers holds the entries it fills until it is answered,
 * also when a newer question replaced them. */
typedef struct {
  VikYourGames *self;
  GPtrArray *entries;
  GCancellable *asking;
} Asking;

static void
on_asked (GObject *source, GAsyncResult *result, gpointer data)
{
  Asking *a = data;

  if (!g_cancellable_is_cancelled (a->asking) && a->self->asking == a->asking)
    {
      g_clear_object (&a->self->asking);
      show (a->self);
    }
  g_object_unref (a->self);
  g_ptr_array_unref (a->entries);
  g_object_unref (a->asking);
  g_free (a);
}

void
vik_your_games_refresh (VikYourGames *self)
{
  g_autofree char *path = vik_net_games_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) ask = g_ptr_array_new ();

  g_return_if_fail (VIK_IS_YOUR_GAMES (self));
  if (self->asking)
    g_cancellable_cancel (self->asking);
  g_clear_object (&self->asking);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  self->entries = vik_net_games_load (path, &error);
  if (self->entries == NULL)
    g_warning ("%s", error->message);
  for (guint i = 0; self->entries != NULL && i < self->entries->len; i++)
    {
      VikNetGameEntry *e = self->entries->pdata[i];
      /* a game on this computer's server: served again once opened */
      if (e->hosted && vik_host_server_get () == NULL)
        e->problem = g_strdup (_("Hosted on this computer: open it to serve it again"));
      else
        g_ptr_array_add (ask, e);
    }
  if (ask->len > 0)
    {
      Asking *a = g_new0 (Asking, 1);
      self->asking = g_cancellable_new ();
      a->self = g_object_ref (self);
      a->entries = g_ptr_array_ref (self->entries);
      a->asking = g_object_ref (self->asking);
      vik_net_games_query (ask, 8, self->asking, on_asked, a);
    }
  show (self);
}

gboolean
vik_your_games_is_busy (VikYourGames *self)
{
  return self->asking != NULL;
}

guint
vik_your_games_get_n_rows (VikYourGames *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->games));
}

GListModel *
vik_your_games_get_model (VikYourGames *self)
{
  return G_LIST_MODEL (self->games);
}

char *
vik_your_games_get_row_text (VikYourGames *self, guint i)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, (int) i);

  if (row == NULL)
    return NULL;
  return g_strdup_printf ("%s: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                          adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
}

void
vik_your_games_activate (VikYourGames *self, guint i)
{
  g_autoptr (VikYourGameItem) item = g_list_model_get_item (G_LIST_MODEL (self->games), i);

  /* (the item holds its entry while the game opens, also when that refreshes the list) */
  if (item != NULL)
    g_signal_emit (self, signals[SIGNAL_OPEN], 0, vik_your_game_item_get_entry (item));
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, VikYourGames *self)
{
  vik_your_games_activate (self, (guint) gtk_list_box_row_get_index (row));
}

static void
vik_your_games_dispose (GObject *object)
{
  VikYourGames *self = VIK_YOUR_GAMES (object);

  if (self->asking)
    g_cancellable_cancel (self->asking);
  g_clear_object (&self->asking);
  if (self->list != NULL)
    gtk_list_box_bind_model (self->list, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_YOUR_GAMES);
  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  g_clear_object (&self->games);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  G_OBJECT_CLASS (vik_your_games_parent_class)->dispose (object);
}

static void
vik_your_games_class_init (VikYourGamesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_your_games_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-your-games.ui");
  gtk_widget_class_bind_template_child (widget_class, VikYourGames, box);
  gtk_widget_class_bind_template_child (widget_class, VikYourGames, list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_install_action (widget_class, "your-games.forget", "(ss)", forget_action);
  signals[SIGNAL_OPEN] = g_signal_new ("open", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
vik_your_games_init (VikYourGames *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->games = g_list_store_new (VIK_TYPE_YOUR_GAME_ITEM);
  g_signal_connect (self->games, "items-changed", G_CALLBACK (on_items_changed), self);
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->games), create_row, NULL, NULL);
}

GtkWidget *
vik_your_games_new (void)
{
  return g_object_new (VIK_TYPE_YOUR_GAMES, NULL);
}
