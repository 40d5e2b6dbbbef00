/* vik-handoff.h: the hot-seat hand-off screen, written once for both games
 * over their models' VikSession (src/gui/core/vik-session.h).
 *
 * Whenever another person must decide than the one who decided last (the
 * turn passed, or a decision of another player's: a casualty, a retreat),
 * the screen covers the board and the side panel, names the player and
 * shows his decision in words, until he presses Ready (win.handoff-ready,
 * which calls vik_handoff_dismiss).  Computer players count for nothing
 * here: never a screen between two of them, nor when the only person at the
 * table gets the decision back; while a computer decides, the person at the
 * table stays the one who last decided (at the start of a game, the first
 * person's seat).  Never in a network game: each player is at his own
 * screen.  The "active" property says whether it shows; the window makes
 * everything but Ready and the menu unresponsive meanwhile (docs/gui.md,
 * "Hot-seat fairness"). */
#pragma once

#include <gtk/gtk.h>

#include "vik-session.h"

G_BEGIN_DECLS

#define VIK_TYPE_HANDOFF (vik_handoff_get_type ())
G_DECLARE_FINAL_TYPE (VikHandoff, vik_handoff, VIK, HANDOFF, GtkWidget)

/* The "session" property: the game's model it follows (its game-changed,
 * action-applied and seats-changed signals). */
void        vik_handoff_set_session (VikHandoff *self, VikSession *session);
VikSession *vik_handoff_get_session (VikHandoff *self);
/* The "active" property: the screen shows. */
gboolean    vik_handoff_get_active  (VikHandoff *self);
/* A game just opened (Victory's window): the screen shows for the person
 * who decides, if two people or more play at this table. */
void        vik_handoff_cover       (VikHandoff *self);
/* Ready: the screen goes. */
void        vik_handoff_dismiss     (VikHandoff *self);
GtkWidget  *vik_handoff_get_ready_button (VikHandoff *self);

G_END_DECLS
