/* vik-editor-problems.c: the map editor's Problems page, both games' (see
 * vik-editor-problems.h). */
#include "config.h"

#include "vik-editor-problems.h"
#include "vik-editor-problem-row.h"

#include <glib/gi18n.h>

/* ---------------------------------------------------------------- items */

struct _VikEditorProblem
{
  GObject parent_instance;

  VikEditorProblemSeverity severity;
  int hex;
  char *message;
  guint index;
};

G_DEFINE_FINAL_TYPE (VikEditorProblem, vik_editor_problem, G_TYPE_OBJECT)

VikEditorProblem *
vik_editor_problem_new (VikEditorProblemSeverity severity, int hex, const char *message)
{
  VikEditorProblem *self = g_object_new (VIK_TYPE_EDITOR_PROBLEM, NULL);

  self->severity = severity;
  self->hex = hex < 0 ? -1 : hex;
  self->message = g_strdup (message);
  return self;
}

VikEditorProblemSeverity
vik_editor_problem_get_severity (VikEditorProblem *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEM (self), VIK_EDITOR_PROBLEM_ERROR);
  return self->severity;
}

int
vik_editor_problem_get_hex (VikEditorProblem *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEM (self), -1);
  return self->hex;
}

const char *
vik_editor_problem_get_message (VikEditorProblem *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEM (self), NULL);
  return self->message;
}

guint
vik_editor_problem_get_index (VikEditorProblem *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEM (self), 0);
  return self->index;
}

static void
vik_editor_problem_finalize (GObject *object)
{
  g_free (VIK_EDITOR_PROBLEM (object)->message);
  G_OBJECT_CLASS (vik_editor_problem_parent_class)->finalize (object);
}

static void
vik_editor_problem_class_init (VikEditorProblemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = vik_editor_problem_finalize;
}

static void
vik_editor_problem_init (VikEditorProblem *self)
{
}

/* ---------------------------------------------------------------- the page */

struct _VikEditorProblems
{
  GtkWidget parent_instance;

  GPtrArray *problems;          /* of VikEditorProblem, errors first; NULL once cleared */
  GListStore *items;            /* the same: the rows (they stay, stale, when cleared) */
  gboolean validated;           /* problems are of the current contents */

  GtkLabel *problems_summary;
  GtkWidget *scroller;
  GtkListBox *problems_list;
};

G_DEFINE_FINAL_TYPE (VikEditorProblems, vik_editor_problems, GTK_TYPE_WIDGET)

static int
problem_order (gconstpointer a, gconstpointer b)
{
  VikEditorProblem *pa = *(VikEditorProblem *const *) a, *pb = *(VikEditorProblem *const *) b;

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
  VikEditorProblem *item = vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (row));
  VikEditorProblemSeverity severity = vik_editor_problem_get_severity (item);
  GtkWidget *header;

  if (before != NULL
      && vik_editor_problem_get_severity (vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (before)))
         == severity)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_list_box_row_get_header (row);
  if (header != NULL && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (header), "severity")) == (int) severity + 1)
    return;
  header = gtk_label_new (severity == VIK_EDITOR_PROBLEM_ERROR ? _("Errors: the scenario would not play")
                                                               : _("Warnings: unusual but legal"));
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_label_set_wrap (GTK_LABEL (header), TRUE);   /* never widens a narrow column */
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_start (header, 6);
  g_object_set_data (G_OBJECT (header), "severity", GINT_TO_POINTER ((int) severity + 1));
  gtk_list_box_row_set_header (row, header);
}

guint
vik_editor_problems_show (VikEditorProblems *self, GPtrArray *problems)
{
  guint n_errors = 0, n_warnings = 0;

  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEMS (self), 0);
  g_return_val_if_fail (problems != NULL, 0);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = problems;
  g_ptr_array_sort (self->problems, problem_order);     /* stable: each game's order within */
  self->validated = TRUE;
  for (guint i = 0; i < self->problems->len; i++)
    {
      VikEditorProblem *p = g_ptr_array_index (self->problems, i);
      g_return_val_if_fail (VIK_IS_EDITOR_PROBLEM (p), 0);
      p->index = i;
      if (p->severity == VIK_EDITOR_PROBLEM_ERROR)
        n_errors++;
      else
        n_warnings++;
    }
  /* the rows anew, in one change of the list */
  g_list_store_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)),
                       self->problems->pdata, self->problems->len);

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

VikEditorProblem *
vik_editor_problems_get_problem (VikEditorProblems *self, guint index)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEMS (self), NULL);
  if (self->problems == NULL || index >= self->problems->len)
    return NULL;
  return g_ptr_array_index (self->problems, index);
}

const char *
vik_editor_problems_get_summary (VikEditorProblems *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEMS (self), NULL);
  return gtk_label_get_text (self->problems_summary);
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
  VikEditorProblem *item = vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (row));

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.select-problem", "i",
                              (gint32) vik_editor_problem_get_index (item));
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
  self->items = g_list_store_new (VIK_TYPE_EDITOR_PROBLEM);
  gtk_list_box_bind_model (self->problems_list, G_LIST_MODEL (self->items), create_row, NULL, NULL);
  gtk_list_box_set_header_func (self->problems_list, update_header, NULL, NULL);
}
