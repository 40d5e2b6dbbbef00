/* vik-net-rows.c: the rows of the network dialogs' lists (see the header). */
#include "config.h"

#include "vik-net-rows.h"

/* The row's title and subtitle follow the item's. */
static void
bind_words (gpointer item, gpointer row, const char *title)
{
  g_object_bind_property (item, title, row, "title", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "subtitle", row, "subtitle", G_BINDING_SYNC_CREATE);
}

/* ---------------------------------------------------------------- a lobby's game */

struct _VikLobbyRow
{
  AdwActionRow parent_instance;

  VikLobbyItem *item;
  GtkWidget *watch, *take;
};

G_DEFINE_FINAL_TYPE (VikLobbyRow, vik_lobby_row, ADW_TYPE_ACTION_ROW)

static void
vik_lobby_row_dispose (GObject *object)
{
  VikLobbyRow *self = VIK_LOBBY_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_LOBBY_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (vik_lobby_row_parent_class)->dispose (object);
}

static void
vik_lobby_row_class_init (VikLobbyRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_lobby_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-lobby-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VikLobbyRow, watch);
  gtk_widget_class_bind_template_child (widget_class, VikLobbyRow, take);
}

static void
vik_lobby_row_init (VikLobbyRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
vik_lobby_row_new (VikLobbyItem *item)
{
  VikLobbyRow *self = g_object_new (VIK_TYPE_LOBBY_ROW, NULL);
  GVariant *game = g_variant_ref_sink (g_variant_new_string (vik_lobby_item_get_game (item)));

  self->item = g_object_ref (item);
  bind_words (item, self, "title");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->watch), game);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->take), game);
  g_variant_unref (game);
  return GTK_WIDGET (self);
}

VikLobbyItem *
vik_lobby_row_get_item (VikLobbyRow *self)
{
  return self->item;
}

/* ---------------------------------------------------------------- a server on the local network */

struct _VikServerRow
{
  AdwActionRow parent_instance;

  VikServerItem *item;
  GtkWidget *show;
};

G_DEFINE_FINAL_TYPE (VikServerRow, vik_server_row, ADW_TYPE_ACTION_ROW)

static void
vik_server_row_dispose (GObject *object)
{
  VikServerRow *self = VIK_SERVER_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_SERVER_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (vik_server_row_parent_class)->dispose (object);
}

static void
vik_server_row_class_init (VikServerRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_server_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-server-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VikServerRow, show);
}

static void
vik_server_row_init (VikServerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The button's target: the server's address (it changes when the server is resolved again). */
static gboolean
uri_to_target (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  const char *uri = g_value_get_string (from);

  g_value_set_variant (to, g_variant_new_string (uri != NULL ? uri : ""));
  return TRUE;
}

GtkWidget *
vik_server_row_new (VikServerItem *item)
{
  VikServerRow *self = g_object_new (VIK_TYPE_SERVER_ROW, NULL);

  self->item = g_object_ref (item);
  bind_words (item, self, "name");
  g_object_bind_property_full (item, "uri", self->show, "action-target", G_BINDING_SYNC_CREATE, uri_to_target,
                               NULL, NULL, NULL);
  return GTK_WIDGET (self);
}

VikServerItem *
vik_server_row_get_item (VikServerRow *self)
{
  return self->item;
}

/* ---------------------------------------------------------------- one of your network games */

struct _VikYourGameRow
{
  AdwActionRow parent_instance;

  VikYourGameItem *item;
  GtkWidget *forget;
};

G_DEFINE_FINAL_TYPE (VikYourGameRow, vik_your_game_row, ADW_TYPE_ACTION_ROW)

static void
vik_your_game_row_dispose (GObject *object)
{
  VikYourGameRow *self = VIK_YOUR_GAME_ROW (object);

  if (self->item != NULL)
    g_signal_handlers_disconnect_by_data (self->item, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_YOUR_GAME_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (vik_your_game_row_parent_class)->dispose (object);
}

static void
vik_your_game_row_class_init (VikYourGameRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_your_game_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-your-game-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VikYourGameRow, forget);
}

static void
vik_your_game_row_init (VikYourGameRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
on_my_turn (VikYourGameItem *item, GParamSpec *pspec, VikYourGameRow *self)
{
  if (vik_your_game_item_get_my_turn (item))
    gtk_widget_add_css_class (GTK_WIDGET (self), "your-turn");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "your-turn");
}

GtkWidget *
vik_your_game_row_new (VikYourGameItem *item)
{
  VikYourGameRow *self = g_object_new (VIK_TYPE_YOUR_GAME_ROW, NULL);

  self->item = g_object_ref (item);
  bind_words (item, self, "title");
  g_signal_connect (item, "notify::my-turn", G_CALLBACK (on_my_turn), self);
  on_my_turn (item, NULL, self);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->forget), "(ss)", vik_your_game_item_get_server (item),
                                    vik_your_game_item_get_game (item));
  return GTK_WIDGET (self);
}

VikYourGameItem *
vik_your_game_row_get_item (VikYourGameRow *self)
{
  return self->item;
}
