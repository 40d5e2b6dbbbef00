/* vik-ai-search.c: Hard's search, for any game (docs/ai.md).
 *
 * Determinized Monte Carlo with Normal's judgement at both ends: Normal's
 * scores pick the few candidate actions worth a closer look; each round
 * re-draws the hidden part of the game afresh (VIKTORY II: the pile's order
 * and the dice; Victory: the enemy blocks not seen and the dice; both through
 * rules->copy_for_player), plays every candidate on that same copy and lets
 * Normal play on until the stretch of play is over (VIKTORY II: the phase of
 * the turn, battles fought to their end), and judges the position then.
 * The candidate with the best mean wins.  Playing every candidate against
 * the same re-drawn dice in a round compares them fairly with few rounds.
 * Only re-drawn copies are searched, so nothing hidden can leak in. */
#include "config.h"

#include "vik-ai-private.h"

#include <string.h>

#define MAX_CANDIDATES 4
#define MAX_PLAYOUT_STEPS 40
#define DEFAULT_ROUNDS 8

static gboolean
out_of_time (const VikAiSearch *s)
{
  return g_atomic_int_get (s->cancelled)
         || (s->deadline > 0 && g_get_monotonic_time () >= s->deadline);
}

/* Normal plays on from game until the stretch of play `stretch` is over. */
static void
playout (VikAiSearch *s, gpointer game, guint64 stretch, GArray *scratch)
{
  const VikRules *rules = s->game->rules;

  for (int step = 0; step < MAX_PLAYOUT_STEPS && !rules->is_over (game); step++)
    {
      guint n;
      g_autofree double *scores = NULL;

      if (s->game->stretch (game) != stretch)
        break;
      g_array_set_size (scratch, 0);
      rules->legal (game, scratch);
      n = scratch->len;
      if (n == 0)
        break;
      scores = g_new (double, n);
      s->game->score_actions (s->judge, game, (const VikAnyAction *) scratch->data, n, scores);
      if (!rules->apply (game, &g_array_index (scratch, VikAnyAction, vik_ai_best (scores, n)), NULL))
        break;
    }
}

guint
vik_ai_search (VikAiSearch *s, gconstpointer game, const VikAnyAction *actions, guint n, const double *scores)
{
  const VikRules *rules = s->game->rules;
  guint cand[MAX_CANDIDATES];
  double total[MAX_CANDIDATES] = { 0 };
  guint n_cand = 0, rounds = 0, max_rounds, best;
  int decider = rules->decider (game);
  guint64 stretch = s->game->stretch (game);
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));

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
      if (n_cand > 0 && scores[pick] < scores[cand[0]] - s->game->clear_margin)
        break;
      cand[n_cand++] = pick;
    }
  if (n_cand == 1)
    return cand[0];

  max_rounds = s->iterations > 0 ? s->iterations : s->deadline > 0 ? G_MAXUINT : DEFAULT_ROUNDS;
  while (rounds < max_rounds && (rounds == 0 || !out_of_time (s)))
    {
      guint64 seed = vik_ai_next_seed (s->rng);
      for (guint c = 0; c < n_cand; c++)
        {
          gpointer copy = rules->copy_for_player (game, decider, seed);
          if (rules->apply (copy, &actions[cand[c]], NULL))
            {
              playout (s, copy, stretch, scratch);
              total[c] += s->game->evaluate (s->judge, copy, decider);
            }
          else
            total[c] -= 1e9;
          rules->free (copy);
        }
      rounds++;
      if (g_atomic_int_get (s->cancelled))
        break;
    }
  /* Too few rounds in the time there was: Normal's estimate says more. */
  if (s->min_rounds > 0 && s->deadline > 0 && s->iterations == 0 && rounds < s->min_rounds)
    return cand[0];
  best = 0;
  for (guint c = 1; c < n_cand; c++)
    if (total[c] > total[best])
      best = c;
  return cand[best];
}
