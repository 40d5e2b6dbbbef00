/* vic-action-words.h: *Victory* actions and decisions in a player's words,
 * for the side panel (the notation, docs/victory-notation.md, is for logs
 * and saves).  Blocks are named as their owner knows them ("Infantry IN3");
 * only the decider's own actions are ever worded, so nothing hidden shows. */
#pragma once

#include "vic-game.h"
#include "vic-forecast.h"

G_BEGIN_DECLS

/* A hex for the player: its label and its City's or Town's name, "d2,
 * Westmark", else the label alone.  g_free(). */
char       *vic_hex_words         (const VicMap *map, int hex);
/* "Move IN3 from e5 to f6 (Westmark)": a hex with a City or Town is named.  g_free(). */
char       *vic_action_words      (const VicGame *game, const VicAction *action);
/* The heading of what the decider is asked now, with the rule case:
 * "Deployment (1.4)", "Combat: fire, pass or retreat (6.3)" ... */
const char *vic_decision_heading  (VicDecision decision);
/* The block an action is about (the acting block), or VIC_NO_BLOCK. */
int         vic_action_block      (const VicAction *action);
/* The hex a click on the board chooses for the action (where the block
 * goes, deploys, builds, or the battle), or VIC_NO_HEX. */
int         vic_action_target_hex (const VicAction *action);
/* "Infantry IN3, strength 4" for the decider's own block.  g_free(). */
char       *vic_block_words       (const VicGame *game, int block);

/* Who decides now, for the side panel: the player's name; in a Commanders
 * game (10.5) the commander who gives every action listed (those of the
 * `selected` block when it has some): "Admiral Bob (Player 1)", "Politician
 * Dora (Player 1)", else "The war council of Player 1".  g_free(). */
char       *vic_decider_words     (const VicGame *game, const GArray *legal, int selected);

/* One event in words for its reader: `reader` the one player who reads the
 * screen (his blocks and his allies' named: "Anna deploys IN3 in d2,
 * Westmark"), or -1 for everybody at the table (hot seat: the log stays on
 * screen between players, so hidden blocks stay "a block").  NULL for an
 * event the reader may not see, or one not worth a line.  g_free(). */
char       *vic_event_words       (const VicGame *game, const VicEvent *event, int reader);

/* The battle forecast in one line (docs/gui.md): for a move that starts a
 * battle ("Attack e5: take it 62% ± 2%, expected losses 1.4 / 2.1 steps",
 * the attacker's steps first) or for a battle waiting or under way ("Battle
 * in e5: …").  Errors under 1% show one decimal.  g_free(). */
char       *vic_forecast_words    (const VicGame *game, const VicForecast *forecast, gboolean attack);

G_END_DECLS
