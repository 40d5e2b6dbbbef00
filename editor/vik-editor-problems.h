/* vik-editor-problems.h: the map editor's Problems page.
 *
 * What the last validation found, errors ("the scenario would not play")
 * apart from warnings ("unusual but legal"), each naming its hex and rule; a
 * summary above ("2 errors, 1 warning. Click a problem to see its hex."), or
 * that the map changed since.  Activating a problem's row (a click, Enter)
 * activates editor.select-problem with its index. */
#pragma once

#include <gtk/gtk.h>

#include "vik-editor.h"

G_BEGIN_DECLS

/* One problem of the list, as its row shows it. */
#define VIK_TYPE_PROBLEM_ITEM (vik_problem_item_get_type ())
G_DECLARE_FINAL_TYPE (VikProblemItem, vik_problem_item, VIK, PROBLEM_ITEM, GObject)

VikProblemSeverity vik_problem_item_get_severity (VikProblemItem *self);
/* "Towns at d4 and e4 are adjacent (8.2.1)" */
const char        *vik_problem_item_get_message  (VikProblemItem *self);
/* Its index in vik_editor_problems_get(), as editor.select-problem takes it. */
guint              vik_problem_item_get_index    (VikProblemItem *self);

#define VIK_TYPE_EDITOR_PROBLEMS (vik_editor_problems_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorProblems, vik_editor_problems, VIK, EDITOR_PROBLEMS, GtkWidget)

/* Shows the problems of a validation (VikProblem; the page takes the array
 * and sorts it, errors first) and returns the error count. */
guint      vik_editor_problems_show      (VikEditorProblems *self, GPtrArray *problems);
/* The problems listed, errors first (NULL before a validation). */
GPtrArray *vik_editor_problems_get       (VikEditorProblems *self);
/* The same as a GListModel of VikProblemItem, to which the list is bound
 * (a row per item, vik-editor-problem-row.h; the headings "Errors…",
 * "Warnings…" are the list's headers above the first of each). */
GListModel *vik_editor_problems_get_model (VikEditorProblems *self);
/* The contents changed since: the list says so until the next validation. */
void       vik_editor_problems_set_stale (VikEditorProblems *self);
/* Forgets the problems (another scenario). */
void       vik_editor_problems_clear     (VikEditorProblems *self);

G_END_DECLS
