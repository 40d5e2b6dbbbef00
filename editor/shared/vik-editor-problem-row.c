/* vik-editor-problem-row.c: a row of the Problems page (see the header). */
#include "config.h"

#include "vik-editor-problem-row.h"

struct _VikEditorProblemRow
{
  GtkListBoxRow parent_instance;

  VikEditorProblem *item;

  /* the template's parts (data/ui/vik-editor-problem-row.ui) */
  GtkImage *icon;
  GtkLabel *message;
};

G_DEFINE_FINAL_TYPE (VikEditorProblemRow, vik_editor_problem_row, GTK_TYPE_LIST_BOX_ROW)

GtkWidget *
vik_editor_problem_row_new (VikEditorProblem *item)
{
  VikEditorProblemRow *self;
  gboolean error;

  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEM (item), NULL);

  self = g_object_new (VIK_TYPE_EDITOR_PROBLEM_ROW, NULL);
  self->item = g_object_ref (item);
  error = vik_editor_problem_get_severity (item) == VIK_EDITOR_PROBLEM_ERROR;
  gtk_image_set_from_icon_name (self->icon, error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  gtk_widget_add_css_class (GTK_WIDGET (self->icon), error ? "error" : "warning");
  gtk_label_set_text (self->message, vik_editor_problem_get_message (item));
  return GTK_WIDGET (self);
}

VikEditorProblem *
vik_editor_problem_row_get_item (VikEditorProblemRow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEM_ROW (self), NULL);
  return self->item;
}

static void
vik_editor_problem_row_dispose (GObject *object)
{
  VikEditorProblemRow *self = VIK_EDITOR_PROBLEM_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_EDITOR_PROBLEM_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (vik_editor_problem_row_parent_class)->dispose (object);
}

static void
vik_editor_problem_row_class_init (VikEditorProblemRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_editor_problem_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/viktory/Viktory/ui/vik-editor-problem-row.ui");
  gtk_widget_class_bind_template_child (widget_class, VikEditorProblemRow, icon);
  gtk_widget_class_bind_template_child (widget_class, VikEditorProblemRow, message);
}

static void
vik_editor_problem_row_init (VikEditorProblemRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
