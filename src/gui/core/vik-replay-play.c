/* vik-replay-play.c: a replay window playing on by itself (see
 * vik-replay-play.h). */
#include "config.h"

#include "vik-replay-play.h"

void
vik_replay_play_init (VikReplayPlay *play, const VikReplayPlayHooks *hooks, gpointer window, guint interval_ms)
{
  g_return_if_fail (play != NULL && hooks != NULL);
  g_return_if_fail (hooks->can_go_on != NULL && hooks->step != NULL && hooks->changed != NULL);
  play->hooks = hooks;
  play->window = window;
  play->interval_ms = MAX (interval_ms, 1);
  play->playing = FALSE;
  play->source = 0;
}

static gboolean
play_step (gpointer data)
{
  VikReplayPlay *play = data;

  if (!play->hooks->can_go_on (play->window))
    {
      play->source = 0;
      vik_replay_play_set (play, FALSE);
      return G_SOURCE_REMOVE;
    }
  /* the step may stop playing (the window at its last position): the
   * timeout is then gone already */
  play->hooks->step (play->window);
  return play->playing ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

void
vik_replay_play_set (VikReplayPlay *play, gboolean playing)
{
  g_return_if_fail (play != NULL && play->hooks != NULL);
  playing = playing && play->hooks->can_go_on (play->window);
  if (playing && play->source == 0)
    play->source = g_timeout_add (play->interval_ms, play_step, play);
  else if (!playing)
    g_clear_handle_id (&play->source, g_source_remove);
  if (play->playing == playing)
    return;
  play->playing = playing;
  play->hooks->changed (play->window);
}

gboolean
vik_replay_play_get (const VikReplayPlay *play)
{
  g_return_val_if_fail (play != NULL, FALSE);
  return play->playing;
}

void
vik_replay_play_dispose (VikReplayPlay *play)
{
  g_return_if_fail (play != NULL);
  g_clear_handle_id (&play->source, g_source_remove);
  play->playing = FALSE;
}
