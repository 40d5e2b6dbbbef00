/* vik-seat-text.h: the words for who plays a seat (VikSeat, vik-scenario.h):
 * a person at this computer, or a computer player of a level (docs/ai.md).
 * Display-free, shared by the New Game dialog, the players panel, the
 * decision bar, the hand-off screen and the log. */
#pragma once

#include "vik-game.h"
#include "vik-scenario.h"

G_BEGIN_DECLS

/* "Person", "Computer: Easy", "Computer: Normal", "Computer: Hard". */
const char *vik_seat_title         (VikSeat seat);
/* The level alone: "Easy", "Normal", "Hard" ("Person" for a person's seat). */
const char *vik_seat_level_name    (VikSeat seat);
/* One line saying how the seat plays, for a player choosing an opponent. */
const char *vik_seat_summary       (VikSeat seat);
/* "Bjorn (computer, Normal)": vik_session_describe_player(). */

G_END_DECLS
