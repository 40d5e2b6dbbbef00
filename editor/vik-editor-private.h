/* vik-editor-private.h: what the editor's files share (vik-editor.c: tools,
 * strokes, undo; vik-editor-setters.c: the scenario's properties). */
#pragma once

#include "vik-editor.h"

G_BEGIN_DECLS

/* An undo record; a whole-scenario one holds copies before and after. */
typedef struct _VikEditorRecord VikEditorRecord;

/* Call before changing the scenario as a whole, then finish after: one undo
 * step, none when nothing changed. */
VikEditorRecord *vik_editor_whole_begin  (VikEditor *e);
void             vik_editor_whole_finish (VikEditor *e, VikEditorRecord *r);
/* The scenario being edited, to change between begin and finish. */
VikScenario     *vik_editor_scenario     (VikEditor *e);

G_END_DECLS
