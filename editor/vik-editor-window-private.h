/* vik-editor-window-private.h: the map editor window's state, shared by its
 * files (vik-editor-window.c: the window, the board and the panels;
 * vik-editor-window-actions.c: the editor.* actions, the tool settings and
 * the keys; vik-editor-window-files.c: open, save and the unsaved-changes
 * question; vik-editor-random-map.c: the Random Map dialog), and the getters
 * the tests use. */
#pragma once

#include "vik-editor-window.h"
#include "vik-editor-painter.h"
#include "vik-editor-palette.h"
#include "vik-editor-problems.h"
#include "vik-editor-properties.h"

G_BEGIN_DECLS

struct _VikEditorWindow
{
  AdwApplicationWindow parent_instance;

  VikEditor *editor;
  GFile *file;
  VikToolSettings settings;     /* the palette's choices (the window's properties) */
  VikEditorPainter *painter;    /* what the board shows: the scenario, its starting groups */
  int selected;                 /* a clicked problem's hex */
  GPtrArray *validation;        /* the problems listed (VikProblem, in the page's order), or NULL */
  gboolean stroke_first;        /* the next hex of a drag stroke is its first */
  gboolean close_confirmed;
  void (*after_save) (struct _VikEditorWindow *self); /* waits for Save As (Save / Discard / Cancel) */

  /* template */
  AdwToastOverlay *toasts;
  AdwWindowTitle *window_title;
  VikEditorPalette *palette;
  VikBoardView *board;
  GtkStack *side_stack;
  VikEditorProperties *properties;
  VikEditorProblems *problems;
  GtkLabel *status_label;
};

/* vik-editor-window.c */
const VikScenario *vik_editor_window_scenario      (VikEditorWindow *self);
/* After every change of the scenario: redraw, the panels follow, the
 * problems are stale. */
void      vik_editor_window_contents_changed        (VikEditorWindow *self);
void      vik_editor_window_toast                   (VikEditorWindow *self, const char *text);
void      vik_editor_window_set_status              (VikEditorWindow *self, const char *text);
/* Another scenario to edit (takes editor); the problems go. */
void      vik_editor_window_replace_editor          (VikEditorWindow *self, VikEditor *editor);
void      vik_editor_window_set_file                (VikEditorWindow *self, GFile *file);
/* The current tool at hex, one undo step (or part of the stroke under way). */
gboolean  vik_editor_window_apply_at                (VikEditorWindow *self, int hex, GError **error);
/* Shows a listed problem's hex and message. */
void      vik_editor_window_select_problem          (VikEditorWindow *self, guint index);
/* The generator's options for the current map: its radius, players and the
 * palette's symmetry. */
void      vik_editor_window_default_mapgen_options  (VikEditorWindow *self, guint64 seed,
                                                     VikMapgenOptions *options);

/* vik-editor-window-actions.c */
void      vik_editor_window_class_init_actions      (VikEditorWindowClass *klass);

/* vik-editor-window-files.c */
typedef void (*VikEditorWindowThen) (VikEditorWindow *self);
void      vik_editor_window_ask_open                (VikEditorWindow *self);
/* Save As; `then` (may be NULL) runs once saved, not on Cancel. */
void      vik_editor_window_ask_save                (VikEditorWindow *self, VikEditorWindowThen then);
/* Runs then (self) at once, or after Save / Discard when there are unsaved
 * changes; Cancel runs nothing. */
void      vik_editor_window_confirm_discard         (VikEditorWindow *self, VikEditorWindowThen then);

/* vik-editor-random-map.c */
void      vik_editor_random_map_present             (VikEditorWindow *self);

/* ---- for tests ---- */

/* The palette's row of brush radius buttons. */
GtkWidget *vik_editor_window_get_radius_row         (VikEditorWindow *self);

G_END_DECLS
