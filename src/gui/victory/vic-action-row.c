/* vic-action-row.c: a row of the Victory side panel's action list (see the header). */
#include "config.h"

#include "vic-action-row.h"

struct _VicActionRow
{
  GtkListBoxRow parent_instance;

  VicActionItem *item;

  /* the template's parts (data/ui/vic-action-row.ui) */
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (VicActionRow, vic_action_row, GTK_TYPE_LIST_BOX_ROW)

GtkWidget *
vic_action_row_new (VicActionItem *item)
{
  VicActionRow *self;

  g_return_val_if_fail (VIC_IS_ACTION_ITEM (item), NULL);

  self = g_object_new (VIC_TYPE_ACTION_ROW, NULL);
  self->item = g_object_ref (item);
  gtk_label_set_text (self->label, vic_action_item_get_words (item));
  /* never cut without its whole text at hand */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), vic_action_item_get_tooltip (item));
  if (vic_action_item_get_kind (item) == VIC_ACTION_ITEM_BLOCK)
    gtk_widget_add_css_class (GTK_WIDGET (self->label), "heading");
  return GTK_WIDGET (self);
}

VicActionItem *
vic_action_row_get_item (VicActionRow *self)
{
  g_return_val_if_fail (VIC_IS_ACTION_ROW (self), NULL);
  return self->item;
}

static void
vic_action_row_dispose (GObject *object)
{
  VicActionRow *self = VIC_ACTION_ROW (object);

  /* the label is the row's child: the row lets it go, then the template
   * (which would otherwise unparent it behind the row's back) */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_ACTION_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (vic_action_row_parent_class)->dispose (object);
}

static void
vic_action_row_class_init (VicActionRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vic_action_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-action-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VicActionRow, label);
}

static void
vic_action_row_init (VicActionRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
