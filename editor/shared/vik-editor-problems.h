/* vik-editor-problems.h: the map editor's Problems page, shared by both
 * games' editors (editor/shared: no game's header).
 *
 * What the last validation found, errors ("would not play") apart from
 * warnings ("unusual but legal"), each with its message and, where it has
 * one, its hex; a summary above ("2 errors, 1 warning. Click a problem to see
 * its hex."), or that the map changed since.  Each game's editor turns its
 * own problems into VikEditorProblem items.  Activating a problem's row (a
 * click, Enter) activates editor.select-problem with its index, which the
 * game's editor window installs (showing the problem's hex). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  VIK_EDITOR_PROBLEM_ERROR,     /* the map or scenario would not play */
  VIK_EDITOR_PROBLEM_WARNING,   /* unusual but legal */
} VikEditorProblemSeverity;

/* One problem of the list, as its row shows it. */
#define VIK_TYPE_EDITOR_PROBLEM (vik_editor_problem_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorProblem, vik_editor_problem, VIK, EDITOR_PROBLEM, GObject)

/* A problem at hex (a hex index of the game's map; -1 for none). */
VikEditorProblem        *vik_editor_problem_new          (VikEditorProblemSeverity severity, int hex,
                                                          const char *message);
VikEditorProblemSeverity vik_editor_problem_get_severity (VikEditorProblem *self);
/* The hex it is at, -1 for none. */
int                      vik_editor_problem_get_hex      (VikEditorProblem *self);
/* "Towns at d4 and e4 are adjacent (8.2.1)" */
const char              *vik_editor_problem_get_message  (VikEditorProblem *self);
/* Its place in the list, as editor.select-problem takes it (set by
 * vik_editor_problems_show()). */
guint                    vik_editor_problem_get_index    (VikEditorProblem *self);

#define VIK_TYPE_EDITOR_PROBLEMS (vik_editor_problems_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorProblems, vik_editor_problems, VIK, EDITOR_PROBLEMS, GtkWidget)

/* Shows the problems of a validation (a GPtrArray of VikEditorProblem that
 * unrefs them; the page takes it and sorts it, errors first, keeping the
 * order within each) and returns the error count. */
guint             vik_editor_problems_show        (VikEditorProblems *self, GPtrArray *problems);
/* The problem at index in the list (NULL when there is none). */
VikEditorProblem *vik_editor_problems_get_problem (VikEditorProblems *self, guint index);
/* The list as a GListModel of VikEditorProblem, to which the list box is
 * bound (a row per item, vik-editor-problem-row.h; the headings "Errors…",
 * "Warnings…" are the list's headers above the first of each). */
GListModel       *vik_editor_problems_get_model   (VikEditorProblems *self);
/* The summary line ("No problems: …", "1 error, 0 warnings. …"). */
const char       *vik_editor_problems_get_summary (VikEditorProblems *self);
/* The contents changed since: the summary says so until the next validation. */
void              vik_editor_problems_set_stale   (VikEditorProblems *self);
/* Forgets the problems (another scenario); the rows stay, marked stale. */
void              vik_editor_problems_clear       (VikEditorProblems *self);

G_END_DECLS
