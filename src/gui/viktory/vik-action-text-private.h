/* vik-action-text-private.h: what the files of the window's words share
 * (vik-action-text.c, vik-decision-prompt.c). */
#pragma once

#include "vik-game.h"

G_BEGIN_DECLS

/* A hex's label ("d5"), "?" for none. */
const char *vik_action_text_hex    (const VikGame *game, int hex);
/* A player's name, "Nobody" for none. */
const char *vik_action_text_player (const VikGame *game, int player);

/* text (taken) with its v2.1 citations in the game's own book. */
char       *vik_action_text_cited  (const VikGame *game, char *text);

G_END_DECLS
