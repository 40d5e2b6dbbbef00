/* vik-ai.h: computer players, for any game (docs/ai.md).
 *
 * A VikAiPlayer chooses one action for whoever must decide now, through the
 * game-neutral rules interface only (VikRules, with the game's judgement from
 * its VikAiGame table).  It never looks at the hidden part of the game: it
 * works on the copy rules->copy_for_player() makes for the decider, from a
 * seed of its own, so two games equal in everything the decider can see get
 * the same choice from equal players.
 *
 *   VikAiPlayer *ai = vik_ai_player_new (vik_ai_viktory (), VIK_AI_NORMAL, seed);
 *   VikAnyAction action;
 *   if (vik_ai_player_choose (ai, game, &action, &error))
 *     rules->apply (game, &action, &error);
 *
 * Each game has typed wrappers (vik-ai-viktory.h: vik_ai_new, vik_ai_choose;
 * vic-ai.h: vic_ai_new, vic_ai_choose).
 *
 * Not a GObject and not shared between threads: a GUI gives each worker
 * thread its own player (or uses one at a time) and may call vik_ai_cancel()
 * from any thread to stop a search early.  This header includes no game's
 * header. */
#pragma once

#include "vik-ai-game.h"

G_BEGIN_DECLS

#define VIK_AI_ERROR (vik_ai_error_quark ())
GQuark vik_ai_error_quark (void);

typedef enum {
  VIK_AI_ERROR_NO_ACTION,   /* nobody can decide: the game is over */
  VIK_AI_ERROR_CANCELLED,   /* vik_ai_cancel() was called */
} VikAiError;

typedef struct _VikAiPlayer VikAiPlayer;

VikAiPlayer     *vik_ai_player_new      (const VikAiGame *game, VikAiLevel level, guint64 seed);
void             vik_ai_free            (VikAiPlayer *ai);
VikAiLevel       vik_ai_get_level       (const VikAiPlayer *ai);
const VikAiGame *vik_ai_player_get_game (const VikAiPlayer *ai);

/* Hard's search budget per turn of its own, in seconds (default 1.0; 0: no
 * time limit), and the most playouts per searched decision (default 0: as
 * many as the time allows).  With a time limit of 0 and an iteration limit
 * the choices are deterministic given the game and the seed. */
void             vik_ai_set_time_budget (VikAiPlayer *ai, double seconds_per_turn);
void             vik_ai_set_iterations  (VikAiPlayer *ai, guint iterations);

/* Chooses a legal action of the decider of `game` (a game of the player's
 * VikAiGame) into *out.  FALSE with VIK_AI_ERROR_CANCELLED after
 * vik_ai_cancel(), or VIK_AI_ERROR_NO_ACTION when nothing can be chosen. */
gboolean         vik_ai_player_choose   (VikAiPlayer *ai, gconstpointer game,
                                         VikAnyAction *out, GError **error);
/* For a game's typed wrapper: vik_ai_player_choose, the chosen action copied
 * into out (the game's own action struct of `size` bytes). */
gboolean         vik_ai_player_choose_typed (VikAiPlayer *ai, gconstpointer game, gpointer out, gsize size,
                                             GError **error);
/* Thread-safe: the running (or next) choice stops and fails. */
void             vik_ai_cancel          (VikAiPlayer *ai);
/* Clears an earlier cancel, so the player can be used again. */
void             vik_ai_reset_cancel    (VikAiPlayer *ai);

/* "easy", "normal", "hard". */
const char      *vik_ai_level_id        (VikAiLevel level);
gboolean         vik_ai_level_from_id   (const char *id, VikAiLevel *level);

/* Helpers for a game's judgement: the index of the best score (ties go to
 * the earliest), and a uniform double in [0, 1). */
guint            vik_ai_best            (const double *scores, guint n);
double           vik_ai_uniform         (VikRng *rng);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikAiPlayer, vik_ai_free)

G_END_DECLS
