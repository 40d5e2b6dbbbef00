/* vik-seat-row.h: a New Game dialog row choosing who plays a seat: a person
 * at this computer or a computer player of a level, each choice with one line
 * saying how it plays (vik-seat-text.h).  An AdwComboRow whose selected
 * position is the VikSeat. */
#pragma once

#include <adwaita.h>

#include "vik-scenario.h"

G_BEGIN_DECLS

AdwComboRow *vik_seat_row_new      (void);
VikSeat      vik_seat_row_get_seat (AdwComboRow *row);
void         vik_seat_row_set_seat (AdwComboRow *row, VikSeat seat);

G_END_DECLS
