/* vic-editor-scenario-row.c: a row of the Scenario panel and its item (see the header). */
#include "config.h"

#include "vic-editor-scenario-row.h"

/* ---------------------------------------------------------------- the item */

enum { ITEM_PROP_0, ITEM_PROP_VALUE, N_ITEM_PROPS };
static GParamSpec *item_properties[N_ITEM_PROPS];

struct _VicScenarioItem
{
  GObject parent_instance;

  VicScenarioRowKind kind;
  char *group, *key, *label, *value;
};

G_DEFINE_FINAL_TYPE (VicScenarioItem, vic_scenario_item, G_TYPE_OBJECT)

VicScenarioItem *
vic_scenario_item_new (VicScenarioRowKind kind, const char *group, const char *key, const char *label,
                       const char *value)
{
  VicScenarioItem *self = g_object_new (VIC_TYPE_SCENARIO_ITEM, NULL);

  self->kind = kind;
  self->group = g_strdup (group);
  self->key = g_strdup (key);
  self->label = g_strdup (label);
  self->value = g_strdup (value != NULL ? value : "");
  return self;
}

VicScenarioRowKind vic_scenario_item_get_kind (VicScenarioItem *item) { return item->kind; }
const char *vic_scenario_item_get_group (VicScenarioItem *item) { return item->group; }
const char *vic_scenario_item_get_key (VicScenarioItem *item) { return item->key; }
const char *vic_scenario_item_get_label (VicScenarioItem *item) { return item->label; }
const char *vic_scenario_item_get_value (VicScenarioItem *item) { return item->value; }

void
vic_scenario_item_set_value (VicScenarioItem *item, const char *value)
{
  g_return_if_fail (VIC_IS_SCENARIO_ITEM (item));

  if (value == NULL)
    value = "";
  if (g_strcmp0 (item->value, value) == 0)
    return;
  g_free (item->value);
  item->value = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[ITEM_PROP_VALUE]);
}

gboolean
vic_scenario_item_same_row (VicScenarioItem *a, VicScenarioItem *b)
{
  return a->kind == b->kind && g_strcmp0 (a->group, b->group) == 0 && g_strcmp0 (a->key, b->key) == 0
         && g_strcmp0 (a->label, b->label) == 0;
}

static void
vic_scenario_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VicScenarioItem *self = VIC_SCENARIO_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_VALUE: g_value_set_string (value, self->value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vic_scenario_item_finalize (GObject *object)
{
  VicScenarioItem *self = VIC_SCENARIO_ITEM (object);

  g_free (self->group);
  g_free (self->key);
  g_free (self->label);
  g_free (self->value);
  G_OBJECT_CLASS (vic_scenario_item_parent_class)->finalize (object);
}

static void
vic_scenario_item_class_init (VicScenarioItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = vic_scenario_item_finalize;
  object_class->get_property = vic_scenario_item_get_property;
  item_properties[ITEM_PROP_VALUE] =
    g_param_spec_string ("value", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
vic_scenario_item_init (VicScenarioItem *self)
{
}

/* ---------------------------------------------------------------- the row */

struct _VicEditorScenarioRow
{
  GtkListBoxRow parent_instance;

  VicScenarioItem *item;
  GtkWidget *make_button;
  GtkLabel *heading;
  GtkWidget *key_box;
  GtkLabel *title;
  GtkEntry *entry;
};

G_DEFINE_FINAL_TYPE (VicEditorScenarioRow, vic_editor_scenario_row, GTK_TYPE_LIST_BOX_ROW)

/* The key's value as the document holds it (after a change, or Enter). */
static void
show_value (VicEditorScenarioRow *self)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->entry)), self->item->value) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), self->item->value);
}

static void
on_entry_activate (GtkEntry *entry, VicEditorScenarioRow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (entry), "vic-editor.scenario-key", "(sss)", self->item->group,
                              self->item->key, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

GtkWidget *
vic_editor_scenario_row_new (VicScenarioItem *item)
{
  VicEditorScenarioRow *self = g_object_new (VIC_TYPE_EDITOR_SCENARIO_ROW, NULL);

  self->item = g_object_ref (item);
  gtk_widget_set_visible (self->make_button, item->kind == VIC_SCENARIO_ROW_MAKE);
  gtk_widget_set_visible (GTK_WIDGET (self->heading), item->kind == VIC_SCENARIO_ROW_HEADING);
  gtk_widget_set_visible (self->key_box, item->kind == VIC_SCENARIO_ROW_KEY);
  gtk_label_set_text (item->kind == VIC_SCENARIO_ROW_HEADING ? self->heading : self->title, item->label);
  if (item->kind == VIC_SCENARIO_ROW_KEY)
    {
      gtk_widget_set_name (GTK_WIDGET (self->entry), item->key);
      show_value (self);
      g_signal_connect_object (item, "notify::value", G_CALLBACK (show_value), self, G_CONNECT_SWAPPED);
    }
  return GTK_WIDGET (self);
}

VicScenarioItem *
vic_editor_scenario_row_get_item (VicEditorScenarioRow *self)
{
  g_return_val_if_fail (VIC_IS_EDITOR_SCENARIO_ROW (self), NULL);
  return self->item;
}

static void
vic_editor_scenario_row_dispose (GObject *object)
{
  VicEditorScenarioRow *self = VIC_EDITOR_SCENARIO_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_EDITOR_SCENARIO_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (vic_editor_scenario_row_parent_class)->dispose (object);
}

static void
vic_editor_scenario_row_class_init (VicEditorScenarioRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vic_editor_scenario_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-editor-scenario-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VicEditorScenarioRow, make_button);
  gtk_widget_class_bind_template_child (widget_class, VicEditorScenarioRow, heading);
  gtk_widget_class_bind_template_child (widget_class, VicEditorScenarioRow, key_box);
  gtk_widget_class_bind_template_child (widget_class, VicEditorScenarioRow, title);
  gtk_widget_class_bind_template_child (widget_class, VicEditorScenarioRow, entry);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_activate);
}

static void
vic_editor_scenario_row_init (VicEditorScenarioRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
