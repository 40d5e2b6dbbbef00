/* vik-undo.h: the undo stack both games' models keep, and the one rule of
 * what may be undone (docs/gui.md, "Undo"): a person takes back his own
 * actions of this decision only.  Nothing before another player's decision
 * (the decider changed), a new game turn, or an action the game says is
 * fixed (a die, a revealed hex or block, the game's end:
 * VikRules.last_action_fixed) can be undone.  Display-free. */
#pragma once

#include "vik-rules.h"

G_BEGIN_DECLS

typedef struct _VikUndo VikUndo;

/* At most max_depth positions kept (the oldest dropped). */
VikUndo  *vik_undo_new    (const VikRules *rules, guint max_depth);
void      vik_undo_free   (VikUndo *undo);
/* After an action turned `before` (a copy of the game made just before it,
 * taken) into `after`: keeps `before` to go back to, or, when the action
 * may not be taken back, drops it and everything kept. */
void      vik_undo_record (VikUndo *undo, gpointer before, gconstpointer after);
gboolean  vik_undo_can    (const VikUndo *undo);
guint     vik_undo_depth  (const VikUndo *undo);
/* The position before the last action kept (the caller's), or NULL. */
gpointer  vik_undo_pop    (VikUndo *undo);
void      vik_undo_clear  (VikUndo *undo);

G_END_DECLS
