/* vik-editor-palette.h: the map editor's tool palette, left of the board.
 *
 * The tools, the terrain to paint, the brush radius, the player pieces and
 * starting groups belong to, the unit to place, the symmetry, and the view's
 * zoom: a button each showing its key, bound to the editor window's
 * (property) actions, editor.tool::paint, editor.terrain::forest,
 * editor.radius(1)...  The palette holds no state of its own: the window's
 * properties do, and the toggles follow them through the actions.
 *
 * The ids and keys of the choices, shared with the window's properties and
 * shortcuts, are here too. */
#pragma once

#include <gtk/gtk.h>

#include "vik-editor.h"

G_BEGIN_DECLS

#define VIK_TYPE_EDITOR_PALETTE (vik_editor_palette_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorPalette, vik_editor_palette, VIK, EDITOR_PALETTE, GtkWidget)

/* The row of brush radius buttons (0-4). */
GtkWidget  *vik_editor_palette_get_radius_row (VikEditorPalette *self);

/* "forest", 'f' (with Shift); "frigate", 'r'.  The lookups give -1 for an
 * unknown id. */
const char *vik_editor_terrain_id      (int terrain);
char        vik_editor_terrain_key     (int terrain);
int         vik_editor_terrain_from_id (const char *id);
const char *vik_editor_unit_id         (int unit);
char        vik_editor_unit_key        (int unit);
int         vik_editor_unit_from_id    (const char *id);
int         vik_editor_tool_from_id    (const char *id);
int         vik_editor_symmetry_from_id (const char *id);

G_END_DECLS
