/* vik-editor-problems.c: the map editor's Problems page (see vik-editor-problems.h). */
#include "config.h"

#include "vik-editor-problems.h"
#include "vik-editor-problem-row.h"

#include <glib/gi18n.h>

/* ---------------------------------------------------------------- items */

struct _VikProblemItem
{
  GObject parent_instance;

  VikProblemSeverity severity;
  char *message;
  guint index;
};

G_DEFINE_FINAL_TYPE (VikProblemItem, vik_problem_item, G_TYPE_OBJECT)

static VikProblemItem *
problem_item_new (const VikProblem *problem, guint index)
{
  VikProblemItem *self = g_object_new (VIK_TYPE_PROBLEM_ITEM, NULL);

  self->severity = problem->severity;
  self->message = g_strdup (problem->message);
  self->index = index;
  return self;
}

VikProblemSeverity
vik_problem_item_get_severity (VikProblemItem *self)
{
  g_return_val_if_fail (VIK_IS_PROBLEM_ITEM (self), VIK_PROBLEM_ERROR);
  return self->severity;
}

const char *
vik_problem_item_get_message (VikProblemItem *self)
{
  g_return_val_if_fail (VIK_IS_PROBLEM_ITEM (self), NULL);
  return self->message;
}

guint
vik_problem_item_get_index (VikProblemItem *self)
{
  g_return_val_if_fail (VIK_IS_PROBLEM_ITEM (self), 0);
  return self->index;
}

static void
vik_problem_item_finalize (GObject *object)
{
  g_free (VIK_PROBLEM_ITEM (object)->message);
  G_OBJECT_CLASS (vik_problem_item_parent_class)->finalize (object);
}

static void
vik_problem_item_class_init (VikProblemItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = vik_problem_item_finalize;
}

static void
vik_problem_item_init (VikProblemItem *self)
{
}

/* ---------------------------------------------------------------- the page */

struct _VikEditorProblems
{
  GtkWidget parent_instance;

  GPtrArray *problems;          /* of VikProblem, errors first */
  GListStore *items;            /* of VikProblemItem: the rows, in the same order */
  gboolean validated;           /* problems are of the current contents */

  GtkLabel *problems_summary;
  GtkWidget *scroller;
  GtkListBox *problems_list;
};

G_DEFINE_FINAL_TYPE (VikEditorProblems, vik_editor_problems, GTK_TYPE_WIDGET)

static int
problem_order (gconstpointer a, gconstpointer b)
{
  const VikProblem *pa = *(VikProblem *const *) a, *pb = *(VikProblem *const *) b;

  return (int) pa->severity - (int) pb->severity;
}

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  return vik_editor_problem_row_new (item);
}

/* "Errors: ..." above the first error, "Warnings: ..." above the first warning. */
static void
update_header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  VikProblemItem *item = vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (row));
  VikProblemSeverity severity = vik_problem_item_get_severity (item);
  GtkWidget *header;

  if (before != NULL
      && vik_problem_item_get_severity (vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (before))) == severity)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_list_box_row_get_header (row);
  if (header != NULL && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (header), "severity")) == (int) severity + 1)
    return;
  header = gtk_label_new (severity == VIK_PROBLEM_ERROR ? _("Errors: the scenario would not play")
                                                        : _("Warnings: unusual but legal"));
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_start (header, 6);
  g_object_set_data (G_OBJECT (header), "severity", GINT_TO_POINTER ((int) severity + 1));
  gtk_list_box_row_set_header (row, header);
}

guint
vik_editor_problems_show (VikEditorProblems *self, GPtrArray *problems)
{
  guint n_errors, n_warnings;

  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEMS (self), 0);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = problems;
  g_ptr_array_sort (self->problems, problem_order);
  self->validated = TRUE;

  {
    /* the rows anew, in one change of the list */
    g_autoptr (GPtrArray) items = g_ptr_array_new_full (self->problems->len, g_object_unref);
    for (guint i = 0; i < self->problems->len; i++)
      g_ptr_array_add (items, problem_item_new (g_ptr_array_index (self->problems, i), i));
    g_list_store_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)), items->pdata,
                         items->len);
  }

  n_errors = vik_problems_count (self->problems, VIK_PROBLEM_ERROR);
  n_warnings = vik_problems_count (self->problems, VIK_PROBLEM_WARNING);
  if (n_errors + n_warnings == 0)
    gtk_label_set_text (self->problems_summary, _("No problems: the scenario is ready to play."));
  else
    {
      g_autofree char *e = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", n_errors),
                                            n_errors);
      g_autofree char *w = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                         n_warnings), n_warnings);
      g_autofree char *text = g_strdup_printf (_("%s, %s. Click a problem to see its hex."), e, w);
      gtk_label_set_text (self->problems_summary, text);
    }
  return n_errors;
}

GPtrArray *
vik_editor_problems_get (VikEditorProblems *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEMS (self), NULL);
  return self->problems;
}

GListModel *
vik_editor_problems_get_model (VikEditorProblems *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEMS (self), NULL);
  return G_LIST_MODEL (self->items);
}

void
vik_editor_problems_set_stale (VikEditorProblems *self)
{
  g_return_if_fail (VIK_IS_EDITOR_PROBLEMS (self));

  if (!self->validated)
    return;
  self->validated = FALSE;
  gtk_label_set_text (self->problems_summary, _("Changed since the last validation: press Validate (F7)."));
}

void
vik_editor_problems_clear (VikEditorProblems *self)
{
  g_return_if_fail (VIK_IS_EDITOR_PROBLEMS (self));

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  /* (the rows stay until the next validation, marked stale) */
  self->validated = TRUE;
  vik_editor_problems_set_stale (self);
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, VikEditorProblems *self)
{
  VikProblemItem *item = vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (row));

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.select-problem", "i",
                              (gint32) vik_problem_item_get_index (item));
}

static void
vik_editor_problems_dispose (GObject *object)
{
  VikEditorProblems *self = VIK_EDITOR_PROBLEMS (object);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  if (self->problems_list != NULL)
    gtk_list_box_bind_model (self->problems_list, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_EDITOR_PROBLEMS);
  g_clear_object (&self->items);
  G_OBJECT_CLASS (vik_editor_problems_parent_class)->dispose (object);
}

static void
vik_editor_problems_class_init (VikEditorProblemsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_editor_problems_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-editor-problems.ui");
  gtk_widget_class_bind_template_child (widget_class, VikEditorProblems, problems_summary);
  gtk_widget_class_bind_template_child (widget_class, VikEditorProblems, scroller);
  gtk_widget_class_bind_template_child (widget_class, VikEditorProblems, problems_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
vik_editor_problems_init (VikEditorProblems *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->items = g_list_store_new (VIK_TYPE_PROBLEM_ITEM);
  gtk_list_box_bind_model (self->problems_list, G_LIST_MODEL (self->items), create_row, NULL, NULL);
  gtk_list_box_set_header_func (self->problems_list, update_header, NULL, NULL);
}
