/* vik-game-stats.c: a game's statistics from its history (see vik-game-stats.h). */
#include "config.h"

#include "vik-game-stats.h"
#include "vik-chart.h"

#include <glib/gi18n-lib.h>
#include <math.h>

static void
take_sample (VikGameStats *stats, const VikGame *game, int turn, guint position)
{
  VikStatsSample s = { 0 };

  s.turn = turn;
  s.position = position;
  for (int p = 0; p < stats->n_players; p++)
    {
      s.vp[p] = vik_game_score (game, p);
      s.towns[p] = vik_game_count_sites (game, p, VIK_SITE_TOWN);
      s.cities[p] = vik_game_count_sites (game, p, VIK_SITE_CITY)
                    + vik_game_count_sites (game, p, VIK_SITE_METROPOLIS);
    }
  g_array_append_val (stats->samples, s);
}

static gboolean
is_player (const VikGameStats *stats, int p)
{
  return p >= 0 && p < stats->n_players;
}

/* [13.3] 4: the attacker wins when his units alone are left; otherwise the
 * defender prevails (the attacker destroyed or retreated, or both destroyed). */
static void
count_battle_end (VikGameStats *stats, int attacker, int defender, int result)
{
  gboolean attacker_won = result == VIK_BATTLE_ATTACKER_WON;

  if (is_player (stats, attacker))
    {
      if (attacker_won)
        stats->battles[attacker].won++;
      else
        stats->battles[attacker].lost++;
    }
  if (is_player (stats, defender))
    {
      if (attacker_won)
        stats->battles[defender].lost++;
      else
        stats->battles[defender].won++;
    }
}

static void
count_dice (VikGameStats *stats, int player, const guint8 *faces, int n)
{
  if (!is_player (stats, player))
    return;
  for (int i = 0; i < n; i++)
    if (faces[i] >= 1 && faces[i] <= 6)
      {
        stats->dice[player][faces[i] - 1]++;
        stats->n_dice[player]++;
      }
}

VikGameStats *
vik_game_stats_new (VikReplay *replay)
{
  VikGameStats *stats = g_new0 (VikGameStats, 1);
  const VikGame *game = vik_replay_frames_position (replay, 0);
  guint n = vik_replay_frames_n_actions (replay);
  int turn = vik_game_get_turn (game);
  int attacker = VIK_NO_PLAYER, defender = VIK_NO_PLAYER;

  stats->n_players = vik_game_get_n_players (game);
  for (int p = 0; p < stats->n_players; p++)
    stats->names[p] = g_strdup (vik_game_get_player_name (game, p));
  stats->samples = g_array_new (FALSE, TRUE, sizeof (VikStatsSample));
  /* a game set up in a later turn (a scenario) shows where it began */
  if (turn > 0)
    take_sample (stats, game, turn - 1, 0);

  for (guint i = 0; i < n; i++)
    {
      guint n_events;
      const VikEvent *ev = vik_replay_frames_events (replay, i, &n_events);

      for (guint j = 0; j < n_events; j++)
        switch (ev[j].kind)
          {
          case VIK_EVENT_BATTLE_BEGAN:
            attacker = ev[j].player;
            defender = ev[j].value;
            if (is_player (stats, attacker))
              stats->battles[attacker].attacked++;
            if (is_player (stats, defender))
              stats->battles[defender].defended++;
            break;
          case VIK_EVENT_BATTLE_ENDED:
            count_battle_end (stats, attacker, defender, ev[j].value);
            attacker = defender = VIK_NO_PLAYER;
            break;
          case VIK_EVENT_BOMBARDED:
            if (is_player (stats, ev[j].player))
              stats->n_bombardments[ev[j].player]++;
            break;
          case VIK_EVENT_DICE_ROLLED:
            count_dice (stats, ev[j].player, ev[j].dice, MIN (ev[j].n_dice, (int) G_N_ELEMENTS (ev[j].dice)));
            break;
          case VIK_EVENT_DOOMSDAY_ROLL:
            count_dice (stats, ev[j].player, ev[j].dice, 1);
            break;
          default:
            break;
          }
      game = vik_replay_frames_position (replay, i + 1);
      if (vik_game_get_turn (game) != turn)
        {
          /* the action that ended game turn `turn` was the last of it */
          take_sample (stats, game, turn, i + 1);
          turn = vik_game_get_turn (game);
        }
    }
  game = vik_replay_frames_final (replay);
  stats->over = vik_game_is_over (game);
  if (stats->samples->len == 0
      || g_array_index (stats->samples, VikStatsSample, stats->samples->len - 1).position != n)
    take_sample (stats, game, vik_game_get_turn (game), n);
  return stats;
}

void
vik_game_stats_free (VikGameStats *stats)
{
  if (stats == NULL)
    return;
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    g_free (stats->names[p]);
  g_array_unref (stats->samples);
  g_free (stats);
}

const VikStatsSample *
vik_game_stats_get_sample (const VikGameStats *stats, guint i)
{
  g_return_val_if_fail (i < stats->samples->len, NULL);
  return &g_array_index (stats->samples, VikStatsSample, i);
}

static int
sample_value (const VikStatsSample *s, int field, int player)
{
  switch (field)
    {
    case 0: return s->vp[player];
    case 1: return s->towns[player];
    default: return s->cities[player];
    }
}

int
vik_game_stats_max (const VikGameStats *stats, int field)
{
  int best = 0;

  for (guint i = 0; i < stats->samples->len; i++)
    for (int p = 0; p < stats->n_players; p++)
      best = MAX (best, sample_value (vik_game_stats_get_sample (stats, i), field, p));
  return best;
}

double
vik_game_stats_dice_expected (const VikGameStats *stats, int player, double *sigma)
{
  double n = stats->n_dice[player];

  if (sigma != NULL)
    *sigma = sqrt (n * (1.0 / 6.0) * (5.0 / 6.0));
  return n / 6.0;
}

/* ---------------------------------------------------------------- in words */

static const VikStatsSample *
last_sample (const VikGameStats *stats)
{
  return vik_game_stats_get_sample (stats, stats->samples->len - 1);
}

char *
vik_game_stats_describe_vp (const VikGameStats *stats)
{
  const VikStatsSample *last = last_sample (stats);
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, stats->over ? _("Victory Points at the end of the game, turn %d:")
                                         : _("Victory Points now, turn %d:"),
                          last->turn);
  for (int p = 0; p < stats->n_players; p++)
    {
      int best = 0, best_turn = 0;
      for (guint i = 0; i < stats->samples->len; i++)
        if (vik_game_stats_get_sample (stats, i)->vp[p] > best)
          {
            best = vik_game_stats_get_sample (stats, i)->vp[p];
            best_turn = vik_game_stats_get_sample (stats, i)->turn;
          }
      g_string_append_printf (s, _(" %s %d (at most %d, turn %d)"), stats->names[p], last->vp[p],
                              best, best_turn);
      g_string_append (s, p + 1 < stats->n_players ? ";" : ".");
    }
  return g_string_free (s, FALSE);
}

char *
vik_game_stats_describe_sites (const VikGameStats *stats)
{
  const VikStatsSample *last = last_sample (stats);
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, _("Towns and Cities held at turn %d:"), last->turn);
  for (int p = 0; p < stats->n_players; p++)
    {
      g_autofree char *towns = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Town", "%d Towns", last->towns[p]),
                                                last->towns[p]);
      g_autofree char *cities = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d City", "%d Cities", last->cities[p]),
                                                 last->cities[p]);
      g_string_append_printf (s, " %s %s, %s", stats->names[p], towns, cities);
      g_string_append (s, p + 1 < stats->n_players ? ";" : ".");
    }
  return g_string_free (s, FALSE);
}

char *
vik_game_stats_describe_battles (const VikGameStats *stats)
{
  GString *s = g_string_new (_("Battles:"));

  for (int p = 0; p < stats->n_players; p++)
    {
      const VikBattleTally *b = &stats->battles[p];
      g_string_append_printf (s, _(" %s won %d, lost %d (as the attacker %d, as the defender %d)"),
                              stats->names[p], b->won, b->lost, b->attacked, b->defended);
      g_string_append (s, p + 1 < stats->n_players ? ";" : ".");
    }
  return g_string_free (s, FALSE);
}

char *
vik_game_stats_describe_dice (const VikGameStats *stats, int player)
{
  g_return_val_if_fail (stats != NULL && player >= 0 && player < stats->n_players, NULL);
  return vik_chart_describe_dice (stats->names[player], stats->dice[player], stats->n_dice[player]);
}
