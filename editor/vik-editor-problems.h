/* vik-editor-problems.h: the map editor's Problems page.
 *
 * What the last validation found, errors ("the scenario would not play")
 * apart from warnings ("unusual but legal"), each naming its hex and rule; a
 * summary above ("2 errors, 1 warning. Click a problem to see its hex."), or
 * that the map changed since.  Activating a problem activates
 * editor.select-problem with its index. */
#pragma once

#include <gtk/gtk.h>

#include "vik-editor.h"

G_BEGIN_DECLS

#define VIK_TYPE_EDITOR_PROBLEMS (vik_editor_problems_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorProblems, vik_editor_problems, VIK, EDITOR_PROBLEMS, GtkWidget)

/* Shows the problems of a validation (VikProblem; the page takes the array
 * and sorts it, errors first) and returns the error count. */
guint      vik_editor_problems_show      (VikEditorProblems *self, GPtrArray *problems);
/* The problems listed, errors first (NULL before a validation). */
GPtrArray *vik_editor_problems_get       (VikEditorProblems *self);
/* The contents changed since: the list says so until the next validation. */
void       vik_editor_problems_set_stale (VikEditorProblems *self);
/* Forgets the problems (another scenario). */
void       vik_editor_problems_clear     (VikEditorProblems *self);

G_END_DECLS
