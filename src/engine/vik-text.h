/* vik-text.h: the game in words, for the command-line tool, logs and tests.
 *
 * Everything here is deterministic: the same state gives the same text, so tests
 * may compare it. */
#pragma once

#include "vik-game.h"

G_BEGIN_DECLS

/* The board as text (flat-topped hexes in columns, odd columns half a row
 * lower) followed by each player's Towns, Cities, Capital, map units and
 * Reserve.  Free with g_free(). */
char       *vik_game_render_text   (const VikGame *game);
/* One event in words, e.g. "Red moves Infantry from c4 to d5".  Free with g_free(). */
char       *vik_event_describe     (const VikGame *game, const VikEvent *event);
/* Translated names of a phase and of a decision. */
const char *vik_phase_name         (VikPhase phase);
const char *vik_decision_describe  (VikDecision decision);

G_END_DECLS
