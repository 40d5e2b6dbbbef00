/* vik-computer-turns.h: computer players at the table of either game.
 *
 * Written once over VikSession (both games' models implement it) and the
 * game's VikRules and VikAiGame tables: it includes no game's header.
 * Whenever the model's decider sits at a computer seat (vik_session_get_seat_level),
 * the computer's choice is worked out in a worker thread (GTask) on a copy of
 * the game, so the window never freezes, and applied through the model on the
 * main thread like a person's action, after a pause that lets people follow
 * the game (the pace).  A choice worked out for a position that has changed
 * meanwhile (an undo, a loaded game, the seat taken over by a person) is
 * dropped.  GTK-free (GObject + GIO): tested without a display.
 *
 * Honest by construction: the players of src/ai look only at a copy of the
 * game whose hidden part they re-draw themselves (docs/ai.md). */
#pragma once

#include <gio/gio.h>

#include "vik-session.h"

G_BEGIN_DECLS

#define VIK_TYPE_COMPUTER_TURNS (vik_computer_turns_get_type ())
G_DECLARE_FINAL_TYPE (VikComputerTurns, vik_computer_turns, VIK, COMPUTER_TURNS, GObject)

/* How long a computer's move stays on the board before its next one. */
typedef enum {
  VIK_PACE_INSTANT,   /* no pause */
  VIK_PACE_NORMAL,    /* about half a second a move */
  VIK_PACE_SLOW,      /* about a second and a half */
  VIK_N_PACES
} VikPace;

VikComputerTurns *vik_computer_turns_new      (VikSession *model);
VikSession       *vik_computer_turns_get_model (VikComputerTurns *self);

void     vik_computer_turns_set_pace       (VikComputerTurns *self, VikPace pace);
VikPace  vik_computer_turns_get_pace       (VikComputerTurns *self);
/* The pause a pace makes between two computer moves, in milliseconds. */
guint    vik_computer_turns_pace_ms        (VikPace pace);
/* The Hard level's thinking time per turn in seconds (default 1). */
void     vik_computer_turns_set_hard_budget (VikComputerTurns *self, double seconds);
double   vik_computer_turns_get_hard_budget (VikComputerTurns *self);
/* Seeds the computer players (tests); by default each run seeds them afresh. */
void     vik_computer_turns_set_seed       (VikComputerTurns *self, guint64 seed);

/* While paused no computer starts thinking or moves (a dialog is open, the
 * game is over); a move worked out meanwhile waits. */
void     vik_computer_turns_set_paused     (VikComputerTurns *self, gboolean paused);
gboolean vik_computer_turns_get_paused     (VikComputerTurns *self);
/* A computer is thinking or about to move. */
gboolean vik_computer_turns_get_busy       (VikComputerTurns *self);
/* Stops for good (the window closes): a search under way is cancelled and no
 * computer moves again. */
void     vik_computer_turns_stop           (VikComputerTurns *self);
/* A window going: its computers stopped (a search under way is cancelled;
 * its worker holds the object until it ends, and nothing it worked out is
 * applied), the owner's handlers disconnected, *computers cleared (may be
 * NULL already). */
void     vik_computer_turns_release        (VikComputerTurns **computers, gpointer owner);

/* Properties: "model" (construct-only), "pace" (int), "paused", "busy".
 * Signals:
 *   failed (GError *)   a computer's action was refused (a bug): the
 *                       computers stop and the people can play on. */

G_END_DECLS
