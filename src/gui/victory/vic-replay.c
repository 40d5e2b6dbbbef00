/* vic-replay.c: a Victory game's positions rebuilt from its history (see
 * vic-replay.h). */
#include "config.h"

#include "vic-replay.h"

#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (vic-replay-error-quark, vic_replay_error)

struct _VicReplay
{
  VicGame *final;          /* the game replayed (position n), a copy */
  guint n_actions;
  GPtrArray *keyframes;    /* of VicGame *: position i * VIC_REPLAY_KEYFRAME_INTERVAL */
  GArray *events;          /* of VicEvent: every action's, in order */
  guint *event_start;      /* n + 1 offsets: action i's events are [start[i], start[i + 1]) */
  VicGame *cursor;         /* the position last asked for */
  guint cursor_position;
};

void
vic_replay_free (VicReplay *r)
{
  if (r == NULL)
    return;
  g_clear_pointer (&r->final, vic_game_free);
  g_clear_pointer (&r->keyframes, g_ptr_array_unref);
  g_clear_pointer (&r->events, g_array_unref);
  g_clear_pointer (&r->event_start, g_free);
  g_clear_pointer (&r->cursor, vic_game_free);
  g_free (r);
}

VicReplay *
vic_replay_new (const VicGame *start, const VicGame *game, GError **error)
{
  g_autoptr (VicReplay) r = NULL;
  g_autoptr (VicGame) walker = NULL;
  const VicAction *history;
  guint n, n_first = 1;

  g_return_val_if_fail (game != NULL, NULL);
  if (start != NULL)
    vic_game_get_history (start, &n_first);
  if (start == NULL)
    {
      g_set_error_literal (error, VIC_REPLAY_ERROR, VIC_REPLAY_ERROR_NO_START,
                           _("The game's first position is not known here (a file saved without it, or a "
                             "network game), so it cannot be replayed"));
      return NULL;
    }
  if (n_first != 0 || vic_game_get_n_players (start) != vic_game_get_n_players (game)
      || vic_game_get_map (start)->n_hexes != vic_game_get_map (game)->n_hexes)
    {
      g_set_error_literal (error, VIC_REPLAY_ERROR, VIC_REPLAY_ERROR_NO_START,
                           _("The first position kept with the game does not fit it (another map or number of "
                             "players, or not a first position)"));
      return NULL;
    }
  history = vic_game_get_history (game, &n);
  r = g_new0 (VicReplay, 1);
  r->n_actions = n;
  r->keyframes = g_ptr_array_new_with_free_func ((GDestroyNotify) vic_game_free);
  r->events = g_array_new (FALSE, FALSE, sizeof (VicEvent));
  r->event_start = g_new0 (guint, n + 1);
  walker = vic_game_copy (start);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) local = NULL;
      const VicEvent *events;
      guint n_events;

      if (i % VIC_REPLAY_KEYFRAME_INTERVAL == 0)
        g_ptr_array_add (r->keyframes, vic_game_copy (walker));
      if (!vic_game_apply (walker, &history[i], &local))
        {
          g_autofree char *text = vic_action_to_string (walker, &history[i]);
          g_set_error (error, VIC_REPLAY_ERROR, VIC_REPLAY_ERROR_HISTORY,
                       _("Action %u of %u (“%s”) cannot be replayed: %s"), i + 1, n, text, local->message);
          return NULL;
        }
      events = vic_game_get_events (walker, &n_events);
      g_array_append_vals (r->events, events, n_events);
      r->event_start[i + 1] = r->events->len;
    }
  if (n % VIC_REPLAY_KEYFRAME_INTERVAL == 0)
    g_ptr_array_add (r->keyframes, vic_game_copy (walker));
  if (!vic_game_equal (walker, game))
    {
      g_set_error (error, VIC_REPLAY_ERROR, VIC_REPLAY_ERROR_MISMATCH,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Replaying the %u action of the history leads to another position than the saved one",
                                "Replaying the %u actions of the history leads to another position than the saved one",
                                n),
                   n);
      return NULL;
    }
  r->final = vic_game_copy (game);
  r->cursor = g_steal_pointer (&walker);
  r->cursor_position = n;
  return g_steal_pointer (&r);
}

guint
vic_replay_get_n_actions (VicReplay *replay)
{
  return replay->n_actions;
}

const VicGame *
vic_replay_get_final (VicReplay *replay)
{
  return replay->final;
}

const VicGame *
vic_replay_get_game (VicReplay *replay, guint position)
{
  guint key, n;
  const VicAction *history = vic_game_get_history (replay->final, &n);

  g_return_val_if_fail (position <= replay->n_actions, NULL);
  if (position == replay->n_actions)
    return replay->final;
  /* from the cursor when it is on the way, else from the keyframe before */
  key = position / VIC_REPLAY_KEYFRAME_INTERVAL;
  if (replay->cursor == NULL || replay->cursor_position > position
      || replay->cursor_position < key * VIC_REPLAY_KEYFRAME_INTERVAL)
    {
      g_clear_pointer (&replay->cursor, vic_game_free);
      replay->cursor = vic_game_copy (g_ptr_array_index (replay->keyframes, key));
      replay->cursor_position = key * VIC_REPLAY_KEYFRAME_INTERVAL;
    }
  while (replay->cursor_position < position)
    {
      /* replayed once already when the replay was made: cannot be refused */
      if (!vic_game_apply (replay->cursor, &history[replay->cursor_position], NULL))
        g_return_val_if_reached (NULL);
      replay->cursor_position++;
    }
  return replay->cursor;
}

const VicAction *
vic_replay_get_action (VicReplay *replay, guint i)
{
  guint n;
  const VicAction *history = vic_game_get_history (replay->final, &n);

  g_return_val_if_fail (i < n, NULL);
  return &history[i];
}

const VicEvent *
vic_replay_get_events (VicReplay *replay, guint i, guint *n_events)
{
  g_return_val_if_fail (i < replay->n_actions, NULL);
  *n_events = replay->event_start[i + 1] - replay->event_start[i];
  return &g_array_index (replay->events, VicEvent, replay->event_start[i]);
}

/* Does action i begin a player's turn (or the next game turn)? */
static gboolean
begins_turn (VicReplay *replay, guint i)
{
  guint n_events;
  const VicEvent *ev = vic_replay_get_events (replay, i, &n_events);

  for (guint k = 0; k < n_events; k++)
    if (ev[k].kind == VIC_EVENT_PLAYER_TURN || ev[k].kind == VIC_EVENT_TURN_BEGAN)
      return TRUE;
  return FALSE;
}

guint
vic_replay_turn_step (VicReplay *replay, guint position, gboolean forward)
{
  /* position k + 1 begins a turn when action k began one */
  if (forward)
    {
      for (guint k = position + 1; k <= replay->n_actions; k++)
        if (begins_turn (replay, k - 1))
          return k;
      return replay->n_actions;
    }
  for (guint k = position; k-- > 1;)
    if (begins_turn (replay, k - 1))
      return k;
  return 0;
}
