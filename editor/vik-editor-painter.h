/* vik-editor-painter.h: the editor's board painter.
 *
 * A scenario is drawn as a game by the VIKTORY II painter, through a preview
 * game built by hand (vik-position.h) so that even a scenario that breaks the
 * rules is drawn, face-down hexes face down, with the scenario's player
 * colours and the hex labels.  The starting groups are no part of a game's
 * drawing: they come on top as a dashed ring in the player's colour with the
 * group's number.  A clicked problem's hex is highlighted. */
#pragma once

#include "vik-board-painter.h"
#include "vik-board-render.h"
#include "vik-scenario.h"

G_BEGIN_DECLS

#define VIK_TYPE_EDITOR_PAINTER (vik_editor_painter_get_type ())
G_DECLARE_FINAL_TYPE (VikEditorPainter, vik_editor_painter, VIK, EDITOR_PAINTER, GObject)

VikEditorPainter *vik_editor_painter_new           (void);
/* Shows the scenario (borrowed: call again after every change, NULL before
 * freeing it); one ::changed. */
void          vik_editor_painter_set_scenario      (VikEditorPainter *self, const VikScenario *scenario);
/* The hex shown selected (a clicked problem's), VIK_NO_HEX for none. */
void          vik_editor_painter_set_selected      (VikEditorPainter *self, int hex);
VikHighlight  vik_editor_painter_get_highlight     (VikEditorPainter *self, int hex);

G_END_DECLS
