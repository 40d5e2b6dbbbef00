/* vic-text.h: a Victory game as text, for the command line, logs and tests. */
#pragma once

#include "vic-game.h"

G_BEGIN_DECLS

/* The map with cities, control and blocks, and the blocks `viewer` may see
 * (-1: everything, for tests and the referee). */
char *vic_game_to_text  (const VicGame *game, int viewer);
/* One event in words, as `viewer` may see it. */
char *vic_event_to_text (const VicGame *game, const VicEvent *event, int viewer);
const char *vic_phase_name (VicPhase phase);

G_END_DECLS
