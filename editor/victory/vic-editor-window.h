/* vic-editor-window.h: the map editor's Victory mode, a window of its own.
 *
 * Left the Victory palette (tools, terrain, hexside kind, a City's PP and
 * name, the map tile, brush and symmetry), in the middle the board (the shared
 * VikBoardView with the Victory map drawing, vic-editor-painter.h), right the
 * scenario and the problems (the book's map rules and the seams, in the
 * Problems page both games' editors share; a problem clicked shows its hex).  A click applies the tool to
 * the hex under the pointer, or, for the hexside tool, to the hexside nearest
 * the pointer.  Every command is an action of the window's `vic-editor` group
 * (docs/editor.md), which the tests use besides real clicks. */
#pragma once

#include <adwaita.h>

#include "vic-editor-doc.h"
#include "vic-window.h"
#include "vik-board-view.h"
#include "vik-editor-problems.h"

G_BEGIN_DECLS

#define VIC_TYPE_EDITOR_WINDOW (vic_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (VicEditorWindow, vic_editor_window, VIC, EDITOR_WINDOW, AdwApplicationWindow)

/* A window editing doc (taken), saved to file (may be NULL). */
VicEditorWindow *vic_editor_window_new      (GtkApplication *app, VicEditorDoc *doc, GFile *file);
/* A window with a blank map tile shaped like the bundled ones (13 x 10,
 * half-hexes at the edges). */
VicEditorWindow *vic_editor_window_new_tile (GtkApplication *app);
VicEditorDoc    *vic_editor_window_get_doc  (VicEditorWindow *self);
VikBoardView    *vic_editor_window_get_board_view (VicEditorWindow *self);
GFile           *vic_editor_window_get_file (VicEditorWindow *self);
/* Play this map (vic-editor.play, F5): a new Victory game window playing
 * the scenario, or for a map Quick Start on it (vic_editor_doc_new_game),
 * behind the hand-off screen, with `seed`.  When the map has problems or the
 * scenario does not start, a dialog says why and NULL is returned with the
 * error; nothing opens. */
VicWindow       *vic_editor_window_play     (VicEditorWindow *self, guint64 seed, GError **error);
/* The problems listed in the Problems page (the page both games' editors
 * share, vik-editor-problems.h: a row each, activating one selects its hex). */
guint            vic_editor_window_get_n_problems (VicEditorWindow *self);
VikEditorProblems *vic_editor_window_get_problems_page (VicEditorWindow *self);
/* The hex shown selected (a clicked problem's, while a problem is at it), or
 * VIC_NO_HEX. */
int              vic_editor_window_get_selected_hex (VicEditorWindow *self);

G_END_DECLS
