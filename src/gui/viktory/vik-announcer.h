/* vik-announcer.h: a one-line label under the board that tells what the
 * last action did (the other players' moves, the dice, battle results), with
 * the accessible role STATUS so a screen reader reads each change. */
#pragma once

#include <gtk/gtk.h>

#include "vik-game-model.h"

G_BEGIN_DECLS

GtkWidget *vik_announcer_new (VikGameModel *model);

G_END_DECLS
