/* vik-actions-panel.c: the Actions tab (see vik-actions-panel.h). */
#include "config.h"

#include "vik-actions-panel.h"
#include "vik-action-list.h"
#include "vik-action-row.h"

#include <glib/gi18n.h>

struct _VikActionsPanel
{
  GtkWidget parent_instance;

  GListModel *model;

  GtkListBox *actions_list;
  GtkWidget *scroller;
};

G_DEFINE_FINAL_TYPE (VikActionsPanel, vik_actions_panel, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_row (gpointer data, gpointer user_data)
{
  VikActionItem *item = data;

  return vik_action_row_new_from_text (vik_action_item_get_words (item), vik_action_item_get_forecast (item),
                                       vik_action_item_get_notation (item));
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, VikActionsPanel *self)
{
  g_autoptr (VikActionItem) item = NULL;

  if (self->model == NULL)
    return;
  item = g_list_model_get_item (self->model, gtk_list_box_row_get_index (row));
  if (item != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.apply-action", "s", vik_action_item_get_notation (item));
}

void
vik_actions_panel_set_model (VikActionsPanel *self, GListModel *model)
{
  g_return_if_fail (VIK_IS_ACTIONS_PANEL (self));

  if (!g_set_object (&self->model, model))
    return;
  gtk_list_box_bind_model (self->actions_list, model, model != NULL ? create_row : NULL, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

GListModel *
vik_actions_panel_get_model (VikActionsPanel *self)
{
  g_return_val_if_fail (VIK_IS_ACTIONS_PANEL (self), NULL);
  return self->model;
}

guint
vik_actions_panel_get_n_rows (VikActionsPanel *self)
{
  guint n = 0;

  g_return_val_if_fail (VIK_IS_ACTIONS_PANEL (self), 0);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->actions_list)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_LIST_BOX_ROW (c);
  return n;
}

static void
vik_actions_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, VIK_ACTIONS_PANEL (object)->model); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_actions_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: vik_actions_panel_set_model (VIK_ACTIONS_PANEL (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_actions_panel_dispose (GObject *object)
{
  VikActionsPanel *self = VIK_ACTIONS_PANEL (object);

  if (self->actions_list != NULL)
    gtk_list_box_bind_model (self->actions_list, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_ACTIONS_PANEL);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (vik_actions_panel_parent_class)->dispose (object);
}

static void
vik_actions_panel_class_init (VikActionsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_actions_panel_dispose;
  object_class->get_property = vik_actions_panel_get_property;
  object_class->set_property = vik_actions_panel_set_property;
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-actions-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VikActionsPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, VikActionsPanel, actions_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
vik_actions_panel_init (VikActionsPanel *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* while a computer player decides, or once the game is over */
  placeholder = gtk_label_new (_("No action for you to choose now."));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_list_box_set_placeholder (self->actions_list, placeholder);
}
