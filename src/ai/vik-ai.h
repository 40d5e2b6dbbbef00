/* vik-ai.h: computer players (docs/ai.md).
 *
 * A VikAiPlayer chooses one action for whoever must decide now, through the
 * engine's public API only.  It never looks at the hidden part of the game
 * (the order of the draw pile, the generator): it works on a copy re-drawn
 * with vik_game_copy_redrawn() from a seed of its own, so two games equal in
 * everything a player can see get the same choice from equal players.
 *
 *   VikAiPlayer *ai = vik_ai_new (VIK_AI_NORMAL, seed);
 *   if (vik_ai_choose (ai, game, &action, &error))
 *     vik_game_apply (game, &action, &error);
 *
 * Not a GObject and not shared between threads: a GUI gives each worker
 * thread its own player (or uses one at a time) and may call vik_ai_cancel()
 * from any thread to stop a search early. */
#pragma once

#include "vik-game.h"

G_BEGIN_DECLS

#define VIK_AI_ERROR (vik_ai_error_quark ())
GQuark vik_ai_error_quark (void);

typedef enum {
  VIK_AI_ERROR_NO_ACTION,   /* nobody can decide: the game is over */
  VIK_AI_ERROR_CANCELLED,   /* vik_ai_cancel() was called */
} VikAiError;

typedef enum {
  VIK_AI_EASY,     /* sensible, with deliberate human-looking mistakes */
  VIK_AI_NORMAL,   /* rule-based judgement with the exact battle forecast */
  VIK_AI_HARD,     /* Normal's judgement plus a search over re-drawn copies */
  VIK_AI_N_LEVELS
} VikAiLevel;

typedef struct _VikAiPlayer VikAiPlayer;

VikAiPlayer *vik_ai_new             (VikAiLevel level, guint64 seed);
void         vik_ai_free            (VikAiPlayer *ai);
VikAiLevel   vik_ai_get_level       (const VikAiPlayer *ai);

/* Hard's search budget per turn of its own, in seconds (default 1.0; 0: no
 * time limit), and the most playouts per searched decision (default 0: as
 * many as the time allows).  With a time limit of 0 and an iteration limit
 * the choices are deterministic given the game and the seed. */
void         vik_ai_set_time_budget (VikAiPlayer *ai, double seconds_per_turn);
void         vik_ai_set_iterations  (VikAiPlayer *ai, guint iterations);

/* Chooses a legal action of the decider of `game` into *out.  FALSE with
 * VIK_AI_ERROR_CANCELLED after vik_ai_cancel(), or VIK_AI_ERROR_NO_ACTION
 * when nothing can be chosen. */
gboolean     vik_ai_choose          (VikAiPlayer *ai, const VikGame *game,
                                     VikAction *out, GError **error);
/* Thread-safe: the running (or next) vik_ai_choose() stops and fails. */
void         vik_ai_cancel          (VikAiPlayer *ai);
/* Clears an earlier cancel, so the player can be used again. */
void         vik_ai_reset_cancel    (VikAiPlayer *ai);

/* "easy", "normal", "hard". */
const char  *vik_ai_level_id        (VikAiLevel level);
gboolean     vik_ai_level_from_id   (const char *id, VikAiLevel *level);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikAiPlayer, vik_ai_free)

G_END_DECLS
