/* vik-game-stats.c: a game's statistics from its history (see vik-game-stats.h). */
#include "config.h"

#include "vik-game-stats.h"

#include <glib/gi18n-lib.h>
#include <math.h>

static void
take_sample (VikGameStats *stats, const VikGame *game, int turn, guint position)
{
  VikStatsSample s = { 0 };

  s.turn = turn;
  s.position = position;
  for (int p = 0; p < stats->base.n_players; p++)
    {
      s.vp[p] = vik_game_score (game, p);
      s.towns[p] = vik_game_count_sites (game, p, VIK_SITE_TOWN);
      s.cities[p] = vik_game_count_sites (game, p, VIK_SITE_CITY)
                    + vik_game_count_sites (game, p, VIK_SITE_METROPOLIS);
    }
  g_array_append_val (stats->base.samples, s);
}

static gboolean
is_player (const VikGameStats *stats, int p)
{
  return p >= 0 && p < stats->base.n_players;
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

VikGameStats *
vik_game_stats_new (VikReplay *replay)
{
  VikGameStats *stats = g_new0 (VikGameStats, 1);
  const VikGame *game = vik_replay_frames_position (replay, 0);
  guint n = vik_replay_frames_n_actions (replay);
  int turn = vik_game_get_turn (game);
  const VikStatsSample *last;
  int attacker = VIK_NO_PLAYER, defender = VIK_NO_PLAYER;
  const char *names[VIK_MAX_PLAYERS];
  int n_players = vik_game_get_n_players (game);

  G_STATIC_ASSERT (VIK_MAX_PLAYERS <= VIK_STATS_MAX_PLAYERS);
  for (int p = 0; p < n_players; p++)
    names[p] = vik_game_get_player_name (game, p);
  vik_stats_base_init (&stats->base, n_players, names, sizeof (VikStatsSample));
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
            vik_stats_base_count_dice (&stats->base, ev[j].player, ev[j].dice,
                                       MIN (ev[j].n_dice, (int) G_N_ELEMENTS (ev[j].dice)));
            break;
          case VIK_EVENT_DOOMSDAY_ROLL:
            vik_stats_base_count_dice (&stats->base, ev[j].player, ev[j].dice, 1);
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
  stats->base.over = vik_game_is_over (game);
  last = vik_stats_base_last_sample (&stats->base);
  if (last == NULL || last->position != n)
    take_sample (stats, game, vik_game_get_turn (game), n);
  return stats;
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

  for (guint i = 0; i < stats->base.samples->len; i++)
    for (int p = 0; p < stats->base.n_players; p++)
      best = MAX (best, sample_value (vik_game_stats_get_sample (stats, i), field, p));
  return best;
}

double
vik_game_stats_dice_expected (const VikGameStats *stats, int player, double *sigma)
{
  double n = stats->base.n_dice[player];

  if (sigma != NULL)
    *sigma = sqrt (n * (1.0 / 6.0) * (5.0 / 6.0));
  return n / 6.0;
}

/* ---------------------------------------------------------------- in words */

char *
vik_game_stats_describe_vp (const VikGameStats *stats)
{
  const VikStatsSample *last = vik_stats_base_last_sample (&stats->base);
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, stats->base.over ? _("Victory Points at the end of the game, turn %d:")
                                         : _("Victory Points now, turn %d:"),
                          last->turn);
  for (int p = 0; p < stats->base.n_players; p++)
    {
      int best = 0, best_turn = 0;
      for (guint i = 0; i < stats->base.samples->len; i++)
        if (vik_game_stats_get_sample (stats, i)->vp[p] > best)
          {
            best = vik_game_stats_get_sample (stats, i)->vp[p];
            best_turn = vik_game_stats_get_sample (stats, i)->turn;
          }
      g_string_append_printf (s, _(" %s %d (at most %d, turn %d)"), stats->base.names[p], last->vp[p],
                              best, best_turn);
      g_string_append (s, p + 1 < stats->base.n_players ? ";" : ".");
    }
  return g_string_free (s, FALSE);
}

char *
vik_game_stats_describe_sites (const VikGameStats *stats)
{
  const VikStatsSample *last = vik_stats_base_last_sample (&stats->base);
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, _("Towns and Cities held at turn %d:"), last->turn);
  for (int p = 0; p < stats->base.n_players; p++)
    {
      g_autofree char *towns = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Town", "%d Towns", last->towns[p]),
                                                last->towns[p]);
      g_autofree char *cities = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d City", "%d Cities", last->cities[p]),
                                                 last->cities[p]);
      g_string_append_printf (s, " %s %s, %s", stats->base.names[p], towns, cities);
      g_string_append (s, p + 1 < stats->base.n_players ? ";" : ".");
    }
  return g_string_free (s, FALSE);
}

char *
vik_game_stats_describe_battles (const VikGameStats *stats)
{
  GString *s = g_string_new (_("Battles:"));

  for (int p = 0; p < stats->base.n_players; p++)
    {
      const VikBattleTally *b = &stats->battles[p];
      g_string_append_printf (s, _(" %s won %d, lost %d (as the attacker %d, as the defender %d)"),
                              stats->base.names[p], b->won, b->lost, b->attacked, b->defended);
      g_string_append (s, p + 1 < stats->base.n_players ? ";" : ".");
    }
  return g_string_free (s, FALSE);
}
