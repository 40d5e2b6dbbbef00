/* vic-game-stats.c: a Victory game's statistics from its history (see
 * vic-game-stats.h). */
#include "config.h"

#include "vic-game-stats.h"
#include "vic-victory-painter.h"   /* the default palette */

#include <glib/gi18n-lib.h>

/* Told to every player? */
static gboolean
public_event (const VicEvent *e, int n_players)
{
  guint all = (1u << n_players) - 1;

  return (e->visible & all) == all;
}

static void
add_sample (VicGameStats *stats, VicReplay *replay, guint position, const int *steps_lost)
{
  const VicGame *game = vik_replay_frames_position (replay, position);
  VicStatsSample s = { 0 };

  s.turn = vic_game_get_turn (game);
  s.position = position;
  for (int p = 0; p < stats->base.n_players; p++)
    {
      s.pp[p] = vic_game_controlled_pp (game, p);
      s.steps_lost[p] = steps_lost[p];
    }
  for (int b = 0; b < vic_game_n_block_slots (game); b++)
    {
      VicBlockInfo info;
      if (vic_game_get_block (game, b, &info) && info.hex >= 0 && info.owner >= 0 && info.owner < stats->base.n_players)
        s.blocks[info.owner]++;
    }
  g_array_append_val (stats->base.samples, s);
}

VicGameStats *
vic_game_stats_new (VicReplay *replay)
{
  VicGameStats *stats = g_new0 (VicGameStats, 1);
  const VicGame *final = vik_replay_frames_final (replay);
  guint n = vik_replay_frames_n_actions (replay);
  int lost[VIC_MAX_PLAYERS] = { 0 };
  const char *names[VIC_MAX_PLAYERS];
  int n_players = vic_game_get_n_players (final);

  G_STATIC_ASSERT (VIC_MAX_PLAYERS <= VIK_STATS_MAX_PLAYERS);
  for (int p = 0; p < n_players; p++)
    {
      names[p] = vic_game_get_player_name (final, p);
      stats->win_pp[p] = vic_game_win_pp (final, p);
    }
  vik_stats_base_init (&stats->base, n_players, names, sizeof (VicStatsSample));
  stats->base.over = vic_game_is_over (final);
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    stats->colors[p] = vic_player_default_color (p);
  for (guint i = 0; i < n; i++)
    {
      guint n_events;
      const VicEvent *ev = vik_replay_frames_events (replay, i, &n_events);
      const VicAction *action = vik_replay_frames_action (replay, i);

      /* the action that begins a game turn: the position before it ended the last one */
      for (guint k = 0; k < n_events; k++)
        if (ev[k].kind == VIC_EVENT_TURN_BEGAN)
          {
            add_sample (stats, replay, i, lost);
            break;
          }
      for (guint k = 0; k < n_events; k++)
        {
          const VicEvent *e = &ev[k];
          int p = e->player;
          if (!public_event (e, n_players) || p < 0 || p >= n_players)
            continue;
          switch (e->kind)
            {
            case VIC_EVENT_HIT:
              if (e->value >= 0)   /* -1: a half-hit, no step yet (6.47) */
                {
                  lost[p]++;
                  stats->hits[p]++;
                }
              break;
            case VIC_EVENT_ATTRITION:
              lost[p]++;
              break;
            case VIC_EVENT_ELIMINATED:
              /* a block disbanded (8.22) was not lost to the enemy */
              if (action->kind != VIC_ACTION_DISBAND)
                stats->eliminated[p]++;
              break;
            case VIC_EVENT_FIRED:
            case VIC_EVENT_INITIATIVE:
              vik_stats_base_count_dice (&stats->base, p, e->dice, MIN (e->n_dice, (int) G_N_ELEMENTS (e->dice)));
              break;
            default:
              break;
            }
        }
    }
  add_sample (stats, replay, n, lost);
  for (int p = 0; p < n_players; p++)
    stats->steps_lost[p] = lost[p];
  return stats;
}

/* ---------------------------------------------------------------- in words */

char *
vic_game_stats_describe_pp (const VicGameStats *stats)
{
  const VicStatsSample *last = vik_stats_base_last_sample (&stats->base);
  GString *s = g_string_new (NULL);
  int best = 0;

  for (guint i = 0; i < stats->base.samples->len; i++)
    for (int p = 0; p < stats->base.n_players; p++)
      best = MAX (best, vic_game_stats_get_sample (stats, i)->pp[p]);
  g_string_append_printf (s, stats->base.over ? _("PP of the Cities held at the end of turn %d:")
                                         : _("PP of the Cities held in turn %d:"), last->turn);
  for (int p = 0; p < stats->base.n_players; p++)
    /* TRANSLATORS: a player, the PP of his Cities, the PP that win */
    g_string_append_printf (s, _(" %s %d of %d%s"), stats->base.names[p], last->pp[p], stats->win_pp[p],
                            p + 1 < stats->base.n_players ? "," : ".");
  g_string_append_printf (s, _(" The most any side held: %d."), best);
  return g_string_free (s, FALSE);
}

char *
vic_game_stats_describe_losses (const VicGameStats *stats)
{
  GString *s = g_string_new (_("Steps lost, as everybody saw them:"));

  for (int p = 0; p < stats->base.n_players; p++)
    /* TRANSLATORS: a player, the steps he lost, of them in battle, his blocks eliminated */
    g_string_append_printf (s, _(" %s %d (%d in battle), %d blocks eliminated%s"), stats->base.names[p],
                            stats->steps_lost[p], stats->hits[p], stats->eliminated[p],
                            p + 1 < stats->base.n_players ? ";" : ".");
  return g_string_free (s, FALSE);
}

char *
vic_game_stats_describe_blocks (const VicGameStats *stats)
{
  const VicStatsSample *last = vik_stats_base_last_sample (&stats->base);
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, stats->base.over ? _("Blocks on the map at the end of turn %d:")
                                         : _("Blocks on the map in turn %d:"), last->turn);
  for (int p = 0; p < stats->base.n_players; p++)
    g_string_append_printf (s, " %s %d%s", stats->base.names[p], last->blocks[p], p + 1 < stats->base.n_players ? "," : ".");
  return g_string_free (s, FALSE);
}
