/* vik-editor-properties.h: the map editor's Properties page.
 *
 * The edition (the rule book the scenario is for: its rows then offer that
 * book's optional rules and victory conditions by its names and cases, and
 * validation follows it), the title, author and description, the players
 * (count, names, colours),
 * the start (setup turns or a Movement phase, the first player, the game
 * turn), the victory conditions [5.0], a few rule options, the optional
 * rules of [16.0] and the draw pile's composition: rows that show the
 * editor's scenario and change it (each change one undo step of the
 * editor's), then say ::changed.  Text takes effect with the row's ✓ or
 * Enter. */
#pragma once

#include <gtk/gtk.h>

#include "vik-editor.h"

G_BEGIN_DECLS

#define VIK_TYPE_EDITOR_PROPERTIES (vik_editor_properties_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorProperties, vik_editor_properties, VIK, EDITOR_PROPERTIES, GtkWidget)

/* The editor whose scenario the rows show and change (borrowed: set it
 * again, or NULL, before freeing it). */
void  vik_editor_properties_set_editor (VikEditorProperties *self, VikEditor *editor);
/* The scenario changed elsewhere (a tool, Undo, a file): the rows follow. */
void  vik_editor_properties_sync       (VikEditorProperties *self);

/* Signals:
 *   changed ()    a row changed the scenario
 */

G_END_DECLS
