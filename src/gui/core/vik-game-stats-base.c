/* vik-game-stats-base.c: what both games' statistics share (see
 * vik-game-stats-base.h). */
#include "config.h"

#include "vik-game-stats-base.h"

void
vik_stats_base_init (VikStatsBase *base, int n_players, const char *const *names, gsize sample_size)
{
  g_return_if_fail (base != NULL && sample_size > 0);
  g_return_if_fail (n_players >= 0 && n_players <= VIK_STATS_MAX_PLAYERS);
  base->n_players = n_players;
  base->names = g_new0 (char *, n_players + 1);
  for (int p = 0; p < n_players; p++)
    base->names[p] = g_strdup (names[p]);
  base->samples = g_array_new (FALSE, TRUE, sample_size);
}

void
vik_stats_base_free (VikStatsBase *base)
{
  if (base == NULL)
    return;
  g_strfreev (base->names);
  g_clear_pointer (&base->samples, g_array_unref);
  g_free (base);
}

gconstpointer
vik_stats_base_get_sample (const VikStatsBase *base, guint i)
{
  g_return_val_if_fail (base != NULL && base->samples != NULL, NULL);
  g_return_val_if_fail (i < base->samples->len, NULL);
  return base->samples->data + (gsize) i * g_array_get_element_size (base->samples);
}

gconstpointer
vik_stats_base_last_sample (const VikStatsBase *base)
{
  g_return_val_if_fail (base != NULL && base->samples != NULL, NULL);
  return base->samples->len > 0 ? vik_stats_base_get_sample (base, base->samples->len - 1) : NULL;
}

void
vik_stats_base_count_dice (VikStatsBase *base, int player, const guint8 *faces, int n)
{
  g_return_if_fail (base != NULL);
  if (player < 0 || player >= base->n_players)
    return;
  for (int i = 0; i < n; i++)
    if (faces[i] >= 1 && faces[i] <= 6)
      {
        base->dice[player][faces[i] - 1]++;
        base->n_dice[player]++;
      }
}

char *
vik_stats_base_describe_dice (const VikStatsBase *base, int player)
{
  g_return_val_if_fail (base != NULL && player >= 0 && player < base->n_players, NULL);
  return vik_chart_describe_dice (base->names[player], base->dice[player], base->n_dice[player]);
}
