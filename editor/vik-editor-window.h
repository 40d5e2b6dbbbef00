/* vik-editor-window.h: the map and scenario editor's window (docs/editor.md).
 *
 * Shows the editor's scenario in the game's board widget (VikBoardView,
 * without a game model: zoom, pan and the renderer as in the game), applies
 * the current tool where the designer clicks or drags, and lists the validation
 * problems beside the board.  Everything it does goes through its actions
 * (editor.tool, editor.apply-at with a hex label, editor.undo, editor.save-as
 * with a path...), which is also how the tests drive it: GTK 4 cannot
 * synthesize input. */
#pragma once

#include <adwaita.h>

#include "vik-editor.h"
#include "vik-mapgen.h"
#include "vik-window.h"

G_BEGIN_DECLS

#define VIK_TYPE_EDITOR_WINDOW (vik_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorWindow, vik_editor_window, VIK, EDITOR_WINDOW, AdwApplicationWindow)

/* app may be NULL (tests).  A blank map for two players. */
VikEditorWindow *vik_editor_window_new       (GtkApplication *app);
VikEditor       *vik_editor_window_get_editor (VikEditorWindow *self);
/* The file being edited, or NULL. */
GFile           *vik_editor_window_get_file  (VikEditorWindow *self);

/* What Open and Save do once a file is chosen.  A ".vikmap" file is a map:
 * opened as a scenario of its seats, saved as the map alone.  Saving
 * validates first and lists the problems; a failure also shows a dialog. */
gboolean  vik_editor_window_open_file        (VikEditorWindow *self, GFile *file, GError **error);
gboolean  vik_editor_window_save_file        (VikEditorWindow *self, GFile *file, GError **error);
/* Replaces the map with a generated one (one undo step). */
gboolean  vik_editor_window_generate         (VikEditorWindow *self, const VikMapgenOptions *options,
                                              GError **error);
/* Validates and lists the problems, errors first; returns the error count. */
guint     vik_editor_window_validate         (VikEditorWindow *self);
/* The problems listed now (VikProblem, errors first), owned by the window. */
GPtrArray *vik_editor_window_get_problems    (VikEditorWindow *self);
/* The hex shown highlighted (a clicked problem's), or VIK_NO_HEX. */
int       vik_editor_window_get_selected_hex (VikEditorWindow *self);
/* "Play this scenario": a new game window playing it (NULL and error when the
 * scenario has errors). */
VikWindow *vik_editor_window_play            (VikEditorWindow *self, guint64 seed, GError **error);
/* The board: the game's widget with "drag-pans" FALSE; its ::hex-activated
 * and ::hex-dragged apply the tool. */
VikBoardView *vik_editor_window_get_board_view (VikEditorWindow *self);

G_END_DECLS
