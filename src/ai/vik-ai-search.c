/* vik-ai-search.c: Hard's search (docs/ai.md).
 *
 * Determinized Monte Carlo with Normal's judgement at both ends: Normal's
 * scores pick the few candidate actions worth a closer look; each round
 * re-draws the hidden part of the game afresh (the pile's order and the
 * dice: vik_game_copy_redrawn), plays every candidate on that same copy and
 * lets Normal play on until the phase of the turn is over (battles fought to
 * their end, casualties and retreats chosen), and judges the position then.
 * The candidate with the best mean wins.  Playing every candidate against
 * the same re-drawn dice in a round compares them fairly with few rounds.
 * Only re-drawn copies are searched, so nothing hidden can leak in. */
#include "config.h"

#include "vik-ai-private.h"

#include <string.h>

#define MAX_CANDIDATES 4
/* A candidate this far behind Normal's best is not worth a search. */
#define CLEAR_MARGIN 6.0
#define MAX_PLAYOUT_STEPS 40
#define DEFAULT_ROUNDS 8

static gboolean
out_of_time (const VikAiSearch *s)
{
  return g_atomic_int_get (s->cancelled)
         || (s->deadline > 0 && g_get_monotonic_time () >= s->deadline);
}

/* Normal plays on from game until `player`'s phase `phase` is over. */
static void
playout (VikAiSearch *s, VikGame *game, int player, VikPhase phase, GArray *scratch)
{
  for (int step = 0; step < MAX_PLAYOUT_STEPS && !vik_game_is_over (game); step++)
    {
      guint n;
      g_autofree double *scores = NULL;

      if (vik_game_get_current_player (game) != player || vik_game_get_phase (game) != phase)
        break;
      g_array_set_size (scratch, 0);
      vik_game_legal_actions (game, scratch);
      n = scratch->len;
      if (n == 0)
        break;
      scores = g_new (double, n);
      vik_ai_score_actions (s->judge, game, (const VikAction *) scratch->data, n, scores);
      if (!vik_game_apply (game, &g_array_index (scratch, VikAction, vik_ai_best (scores, n)), NULL))
        break;
    }
}

guint
vik_ai_search (VikAiSearch *s, const VikGame *game, const VikAction *actions, guint n, const double *scores)
{
  guint cand[MAX_CANDIDATES];
  double total[MAX_CANDIDATES] = { 0 };
  guint n_cand = 0, rounds = 0, max_rounds, best;
  int decider = vik_game_get_decider (game);
  int player = vik_game_get_current_player (game);
  VikPhase phase = vik_game_get_phase (game);
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (VikAction));

  /* The candidates: Normal's best few, best first. */
  for (guint k = 0; k < MAX_CANDIDATES && k < n; k++)
    {
      guint pick = G_MAXUINT;
      for (guint i = 0; i < n; i++)
        {
          gboolean taken = FALSE;
          for (guint j = 0; j < n_cand; j++)
            taken |= cand[j] == i;
          if (!taken && (pick == G_MAXUINT || scores[i] > scores[pick]))
            pick = i;
        }
      if (n_cand > 0 && scores[pick] < scores[cand[0]] - CLEAR_MARGIN)
        break;
      cand[n_cand++] = pick;
    }
  if (n_cand == 1)
    return cand[0];

  max_rounds = s->iterations > 0 ? s->iterations : s->deadline > 0 ? G_MAXUINT : DEFAULT_ROUNDS;
  while (rounds < max_rounds && (rounds == 0 || !out_of_time (s)))
    {
      guint64 seed = ((guint64) vik_rng_next (s->rng) << 32) | vik_rng_next (s->rng);
      for (guint c = 0; c < n_cand; c++)
        {
          g_autoptr (VikGame) copy = vik_game_copy_redrawn (game, seed);
          if (!vik_game_apply (copy, &actions[cand[c]], NULL))
            {
              total[c] -= 1e9;
              continue;
            }
          playout (s, copy, player, phase, scratch);
          total[c] += vik_ai_evaluate (s->judge, copy, decider, TRUE);
        }
      rounds++;
      if (g_atomic_int_get (s->cancelled))
        break;
    }
  best = 0;
  for (guint c = 1; c < n_cand; c++)
    if (total[c] > total[best])
      best = c;
  return cand[best];
}
