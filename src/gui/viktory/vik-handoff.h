/* vik-handoff.h: the hot-seat hand-off screen.
 *
 * Whenever another person must decide than the one who decided last (the
 * turn passed, or a decision of another player's: a casualty, a retreat),
 * the screen covers the board and the decision bar, names the player and
 * shows his prompt, until he presses
 * Ready (win.handoff-ready, which calls vik_handoff_dismiss).  Computer
 * players count for nothing here: never a screen between two of them, nor
 * when the only person at the table gets the decision back.  The "active"
 * property says whether it shows; the window makes everything but Ready and
 * the menu unresponsive meanwhile (docs/gui.md, "Hot-seat fairness"). */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

#define VIK_TYPE_HANDOFF (vik_handoff_get_type ())
G_DECLARE_FINAL_TYPE (VikHandoff, vik_handoff, VIK, HANDOFF, GtkWidget)

/* The "model" property. */
void          vik_handoff_set_model   (VikHandoff *self, VikGameModel *model);
VikGameModel *vik_handoff_get_model   (VikHandoff *self);
/* The "active" property: the screen shows. */
gboolean      vik_handoff_get_active  (VikHandoff *self);
/* Shows the screen with this title and description, for a game that drives
 * it itself (Victory's window, with no VikGameModel set). */
void          vik_handoff_show        (VikHandoff *self, const char *title, const char *description);
/* Ready: the screen goes. */
void          vik_handoff_dismiss     (VikHandoff *self);
GtkWidget    *vik_handoff_get_ready_button (VikHandoff *self);

G_END_DECLS
