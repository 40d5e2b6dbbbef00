/* vik-editor-problems.c: the map editor's Problems page (see vik-editor-problems.h). */
#include "config.h"

#include "vik-editor-problems.h"

#include <glib/gi18n.h>

struct _VikEditorProblems
{
  GtkWidget parent_instance;

  GPtrArray *problems;          /* of VikProblem, errors first */
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
problem_row (const VikProblem *problem)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name (problem->severity == VIK_PROBLEM_ERROR
                                                  ? "dialog-error-symbolic"
                                                  : "dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (problem->message);

  gtk_widget_add_css_class (icon, problem->severity == VIK_PROBLEM_ERROR ? "error" : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  return box;
}

static GtkWidget *
heading_row (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static void
remove_rows (VikEditorProblems *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
}

guint
vik_editor_problems_show (VikEditorProblems *self, GPtrArray *problems)
{
  guint n_errors, n_warnings;
  int last = -1;

  g_return_val_if_fail (VIK_IS_EDITOR_PROBLEMS (self), 0);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = problems;
  g_ptr_array_sort (self->problems, problem_order);
  self->validated = TRUE;

  remove_rows (self);
  for (guint i = 0; i < self->problems->len; i++)
    {
      const VikProblem *p = g_ptr_array_index (self->problems, i);
      GtkWidget *row;

      if ((int) p->severity != last)
        {
          gtk_list_box_append (self->problems_list,
                               heading_row (p->severity == VIK_PROBLEM_ERROR
                                            ? _("Errors: the scenario would not play")
                                            : _("Warnings: unusual but legal")));
          last = p->severity;
        }
      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), problem_row (p));
      /* the row's problem, by its index in self->problems */
      g_object_set_data (G_OBJECT (row), "problem", GUINT_TO_POINTER (i + 1));
      gtk_list_box_append (self->problems_list, row);
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
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "problem"));

  if (index > 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "editor.select-problem", "i", (gint32) (index - 1));
}

static void
vik_editor_problems_dispose (GObject *object)
{
  VikEditorProblems *self = VIK_EDITOR_PROBLEMS (object);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_EDITOR_PROBLEMS);
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
}
