/* vik-editor-problem-row.h: one problem in the editor's Problems page (its
 * template data/ui/vik-editor-problem-row.ui): the error or warning icon and
 * the message, wrapped.  A GtkListBoxRow bound to a VikEditorProblem
 * (vik-editor-problems.h). */
#pragma once

#include <gtk/gtk.h>

#include "vik-editor-problems.h"

G_BEGIN_DECLS

#define VIK_TYPE_EDITOR_PROBLEM_ROW (vik_editor_problem_row_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorProblemRow, vik_editor_problem_row, VIK, EDITOR_PROBLEM_ROW, GtkListBoxRow)

GtkWidget        *vik_editor_problem_row_new      (VikEditorProblem *item);
VikEditorProblem *vik_editor_problem_row_get_item (VikEditorProblemRow *self);

G_END_DECLS
