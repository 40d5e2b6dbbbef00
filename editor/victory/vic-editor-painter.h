/* vic-editor-painter.h: the editor's painter for a Victory map.
 *
 * Draws the map with the Victory map drawing (src/gui/victory/vic-map-draw.h,
 * shared with the game) with its hex labels, and a clicked problem's hex or
 * the hexside last edited highlighted on top. */
#pragma once

#include "vik-board-painter.h"
#include "vic-map.h"

G_BEGIN_DECLS

#define VIC_TYPE_EDITOR_PAINTER (vic_editor_painter_get_type ())
G_DECLARE_FINAL_TYPE (VicEditorPainter, vic_editor_painter, VIC, EDITOR_PAINTER, GObject)

VicEditorPainter *vic_editor_painter_new      (void);
/* Shows the map (borrowed: call again after every change, NULL before it
 * goes); one ::changed. */
void              vic_editor_painter_set_map  (VicEditorPainter *self, const VicMap *map);
/* The hex shown selected, VIC_NO_HEX for none. */
void              vic_editor_painter_set_selected (VicEditorPainter *self, int hex);
int               vic_editor_painter_get_selected (VicEditorPainter *self);

G_END_DECLS
