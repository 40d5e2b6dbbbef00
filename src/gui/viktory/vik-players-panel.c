/* vik-players-panel.c: the players at the table (see vik-players-panel.h). */
#include "config.h"

#include "vik-players-panel.h"
#include "vik-player-item.h"
#include "vik-player-row.h"
#include "vik-ruleset.h"

#include <glib/gi18n.h>

struct _VikPlayersPanel
{
  GtkWidget parent_instance;

  VikGameModel *model;
  GListStore *players;      /* of VikPlayerItem */
  GtkWidget *options_label; /* the optional rules in play, while there are some */

  GtkListBox *players_list;
};

G_DEFINE_FINAL_TYPE (VikPlayersPanel, vik_players_panel, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* A player's row, bound to his item (vik-player-row.h). */
static GtkWidget *
create_row (gpointer data, gpointer user_data)
{
  return vik_player_row_new (data);
}

/* [16.0]: the optional rules on, under the players, so the whole table knows them. */
static void
update_options (VikPlayersPanel *self, const VikGame *game)
{
  g_autoptr (GString) titles = g_string_new (NULL);
  g_autoptr (GString) tip = g_string_new (NULL);

  for (int o = 0; game != NULL && o < VIK_N_OPTIONS; o++)
    if (vik_ruleset_has_option (vik_game_get_rules (game), o))
      {
        /* By the names and cases of the book being played (Flat World (15.1)). */
        VikEdition edition = vik_game_get_rules (game)->edition;
        g_autofree char *title = vik_option_title_in (edition, o);
        g_autofree char *summary = vik_option_summary_in (edition, o);
        g_string_append_printf (titles, "%s%s", titles->len ? ", " : "", title);
        g_string_append_printf (tip, "%s%s: %s", tip->len ? "\n" : "", title, summary);
      }
  g_clear_pointer (&self->options_label, gtk_widget_unparent);
  if (titles->len == 0)
    return;
  g_string_prepend (titles, _("Optional rules: "));
  self->options_label = g_object_new (GTK_TYPE_LABEL, "label", titles->str, "name", "optional-rules",
                                      "xalign", 0.0f, "wrap", TRUE, "tooltip-text", tip->str,
                                      "margin-start", 8, "margin-end", 8, NULL);
  gtk_widget_add_css_class (self->options_label, "caption");
  gtk_widget_set_parent (self->options_label, GTK_WIDGET (self));
}

static void
update_items (VikPlayersPanel *self)
{
  const VikGame *game = vik_game_model_get_game (self->model);

  for (guint i = 0; game != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (self->players)); i++)
    {
      g_autoptr (VikPlayerItem) item = g_list_model_get_item (G_LIST_MODEL (self->players), i);
      vik_player_item_update (item, game, self->model);
    }
}

/* A new game: a row per player, made once. */
static void
on_game_changed (VikGameModel *model, VikPlayersPanel *self)
{
  const VikGame *game = vik_game_model_get_game (model);
  int n = game != NULL ? vik_game_get_n_players (game) : 0;

  if ((int) g_list_model_get_n_items (G_LIST_MODEL (self->players)) != n)
    {
      g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
      for (int p = 0; p < n; p++)
        {
          g_ptr_array_add (items, vik_player_item_new (p));
        }
      g_list_store_splice (self->players, 0, g_list_model_get_n_items (G_LIST_MODEL (self->players)),
                           items->pdata, items->len);
    }
  update_items (self);
  update_options (self, game);
}

void
vik_players_panel_set_model (VikPlayersPanel *self, VikGameModel *model)
{
  g_return_if_fail (VIK_IS_PLAYERS_PANEL (self));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  g_list_store_remove_all (self->players);
  update_options (self, NULL);
  if (model != NULL)
    {
      g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect_swapped (model, "action-applied", G_CALLBACK (update_items), self);
      g_signal_connect_swapped (model, "colors-changed", G_CALLBACK (update_items), self);
      g_signal_connect_swapped (model, "seats-changed", G_CALLBACK (update_items), self);
      on_game_changed (model, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

VikGameModel *
vik_players_panel_get_model (VikPlayersPanel *self)
{
  g_return_val_if_fail (VIK_IS_PLAYERS_PANEL (self), NULL);
  return self->model;
}

static void
vik_players_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, VIK_PLAYERS_PANEL (object)->model); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_players_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: vik_players_panel_set_model (VIK_PLAYERS_PANEL (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_players_panel_dispose (GObject *object)
{
  VikPlayersPanel *self = VIK_PLAYERS_PANEL (object);

  vik_players_panel_set_model (self, NULL);
  g_clear_pointer (&self->options_label, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_PLAYERS_PANEL);
  g_clear_object (&self->players);
  G_OBJECT_CLASS (vik_players_panel_parent_class)->dispose (object);
}

static void
vik_players_panel_class_init (VikPlayersPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_players_panel_dispose;
  object_class->get_property = vik_players_panel_get_property;
  object_class->set_property = vik_players_panel_set_property;
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, VIK_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-players-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VikPlayersPanel, players_list);
}

static void
vik_players_panel_init (VikPlayersPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->players = g_list_store_new (VIK_TYPE_PLAYER_ITEM);
  gtk_list_box_bind_model (self->players_list, G_LIST_MODEL (self->players), create_row, NULL, NULL);
}
