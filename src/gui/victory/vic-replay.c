/* vic-replay.c: a Victory game's positions rebuilt from its history (see
 * vic-replay.h). */
#include "config.h"

#include "vic-replay.h"

#include <glib/gi18n-lib.h>

struct _VicReplay
{
  VikReplayFrames *frames;
};

/* ---------------------------------------------------------------- the engine, for the frames */

static gboolean
apply_recorded (gpointer walker, gconstpointer record, guint i, GError **error)
{
  guint n;
  const VicAction *history = vic_game_get_history (record, &n);

  return vic_game_apply (walker, &history[i], error);
}

static char *
recorded_text (gconstpointer walker, gconstpointer record, guint i)
{
  guint n;
  const VicAction *history = vic_game_get_history (record, &n);

  return vic_action_to_string (walker, &history[i]);
}

static gconstpointer
last_events (gconstpointer walker, guint *n_events)
{
  return vic_game_get_events (walker, n_events);
}

static const VikReplayGame replay_game = {
  .event_size = sizeof (VicEvent),
  .copy = (gpointer (*) (gconstpointer)) vic_game_copy,
  .free = (void (*) (gpointer)) vic_game_free,
  .equal = (gboolean (*) (gconstpointer, gconstpointer)) vic_game_equal,
  .apply_recorded = apply_recorded,
  .recorded_text = recorded_text,
  .last_events = last_events,
};

/* ---------------------------------------------------------------- replaying */

void
vic_replay_free (VicReplay *r)
{
  if (r == NULL)
    return;
  vik_replay_frames_free (r->frames);
  g_free (r);
}

VicReplay *
vic_replay_new (const VicGame *start, const VicGame *game, GError **error)
{
  g_autoptr (VicReplay) r = NULL;
  guint n, n_first = 1;

  g_return_val_if_fail (game != NULL, NULL);
  if (start != NULL)
    vic_game_get_history (start, &n_first);
  if (start == NULL)
    {
      g_set_error_literal (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START,
                           _("The game's first position is not known here (a file saved without it, or a "
                             "network game), so it cannot be replayed"));
      return NULL;
    }
  if (n_first != 0 || vic_game_get_n_players (start) != vic_game_get_n_players (game)
      || vic_game_get_map (start)->n_hexes != vic_game_get_map (game)->n_hexes)
    {
      g_set_error_literal (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START,
                           _("The first position kept with the game does not fit it (another map or number of "
                             "players, or not a first position)"));
      return NULL;
    }
  vic_game_get_history (game, &n);
  r = g_new0 (VicReplay, 1);
  r->frames = vik_replay_frames_new (&replay_game, vic_game_copy (start), game, n, NULL, error);
  if (r->frames == NULL)
    return NULL;
  return g_steal_pointer (&r);
}

guint
vic_replay_get_n_actions (VicReplay *replay)
{
  return vik_replay_frames_n_actions (replay->frames);
}

const VicGame *
vic_replay_get_final (VicReplay *replay)
{
  return vik_replay_frames_final (replay->frames);
}

const VicGame *
vic_replay_get_game (VicReplay *replay, guint position)
{
  return vik_replay_frames_position (replay->frames, position);
}

const VicAction *
vic_replay_get_action (VicReplay *replay, guint i)
{
  guint n;
  const VicAction *history = vic_game_get_history (vic_replay_get_final (replay), &n);

  g_return_val_if_fail (i < n, NULL);
  return &history[i];
}

const VicEvent *
vic_replay_get_events (VicReplay *replay, guint i, guint *n_events)
{
  return vik_replay_frames_events (replay->frames, i, n_events);
}

/* Does an action with these events begin a player's turn (or the next game turn)? */
static gboolean
begins_turn (gconstpointer events, guint n_events)
{
  const VicEvent *ev = events;

  for (guint k = 0; k < n_events; k++)
    if (ev[k].kind == VIC_EVENT_PLAYER_TURN || ev[k].kind == VIC_EVENT_TURN_BEGAN)
      return TRUE;
  return FALSE;
}

guint
vic_replay_turn_step (VicReplay *replay, guint position, gboolean forward)
{
  return vik_replay_frames_turn_step (replay->frames, position, forward, begins_turn);
}
