/* vik-announcer.h: a one-line label under the board that tells what the
 * last action did (the other players' moves, the dice, battle results), with
 * the accessible role STATUS so a screen reader reads each change.  Written
 * once for both games over the session (VikSession.describe_event). */
#pragma once

#include <gtk/gtk.h>

#include "vik-session.h"

G_BEGIN_DECLS

/* A new label that follows `session`'s actions. */
GtkWidget *vik_announcer_new    (VikSession *session);
/* The same for a label a template made (its role STATUS set there, as the
 * role can be set only when the label is made). */
void       vik_announcer_attach (GtkLabel *label, VikSession *session);
/* Empties the line (its text, tooltip and what a screen reader reads). */
void       vik_announcer_clear  (GtkLabel *label);

G_END_DECLS
