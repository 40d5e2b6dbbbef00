/* vik-replay-frames.c: a game's positions rebuilt from its history (see
 * vik-replay-frames.h). */
#include "config.h"

#include "vik-replay-frames.h"

#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (vik-replay-error-quark, vik_replay_error)

struct _VikReplayFrames
{
  const VikReplayGame *game;
  gpointer final;          /* the game replayed (position n), a copy */
  guint n_actions;
  GPtrArray *keyframes;    /* position i * VIK_REPLAY_KEYFRAME_INTERVAL */
  GByteArray *events;      /* every action's, in order, event_size each */
  guint *event_start;      /* n + 1 offsets (in events): action i's are [start[i], start[i + 1]) */
  gpointer cursor;         /* the position last asked for */
  guint cursor_position;
};

/* Action i of game's history. */
static gconstpointer
recorded (const VikReplayGame *rg, gconstpointer game, guint i)
{
  guint n;
  const guint8 *history = rg->history (game, &n);

  return history + (gsize) i * rg->action_size;
}

void
vik_replay_frames_free (VikReplayFrames *f)
{
  if (f == NULL)
    return;
  if (f->final != NULL)
    f->game->free (f->final);
  if (f->cursor != NULL)
    f->game->free (f->cursor);
  g_clear_pointer (&f->keyframes, g_ptr_array_unref);
  g_clear_pointer (&f->events, g_byte_array_unref);
  g_free (f->event_start);
  g_free (f);
}

VikReplayFrames *
vik_replay_frames_new (const VikReplayGame *game, gpointer first, gconstpointer record,
                       guint *replayed, GError **error)
{
  g_autoptr (VikReplayFrames) f = g_new0 (VikReplayFrames, 1);
  gpointer walker = first;
  guint n;

  g_return_val_if_fail (game != NULL && first != NULL && record != NULL, NULL);
  game->history (record, &n);

  if (replayed != NULL)
    *replayed = 0;
  f->game = game;
  f->n_actions = n;
  f->keyframes = g_ptr_array_new_with_free_func (game->free);
  f->events = g_byte_array_new ();
  f->event_start = g_new0 (guint, n + 1);
  f->cursor = walker;  /* freed with f on an error */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) local = NULL;
      gconstpointer events;
      guint n_events;

      if (i % VIK_REPLAY_KEYFRAME_INTERVAL == 0)
        g_ptr_array_add (f->keyframes, game->copy (walker));
      if (!game->apply (walker, recorded (game, record, i), &local))
        {
          g_autofree char *text = game->action_text (walker, recorded (game, record, i));
          g_set_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_HISTORY,
                       _("Action %u of %u (“%s”) cannot be replayed: %s"), i + 1, n, text, local->message);
          return NULL;
        }
      if (replayed != NULL)
        *replayed = i + 1;
      events = game->last_events (walker, &n_events);
      g_byte_array_append (f->events, events, (guint) (n_events * game->event_size));
      f->event_start[i + 1] = f->event_start[i] + n_events;
    }
  if (n % VIK_REPLAY_KEYFRAME_INTERVAL == 0)
    g_ptr_array_add (f->keyframes, game->copy (walker));
  if (replayed != NULL)
    *replayed = n + 1;  /* all of it: only the end may differ now */
  if (!game->equal (walker, record))
    {
      g_set_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_MISMATCH,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Replaying the %u action of the history leads to another position than the saved one",
                                "Replaying the %u actions of the history leads to another position than the saved one",
                                n),
                   n);
      return NULL;
    }
  f->final = game->copy (record);
  f->cursor_position = n;
  return g_steal_pointer (&f);
}

guint
vik_replay_frames_n_actions (VikReplayFrames *f)
{
  g_return_val_if_fail (f != NULL, 0);
  return f->n_actions;
}

gconstpointer
vik_replay_frames_final (VikReplayFrames *f)
{
  g_return_val_if_fail (f != NULL, NULL);
  return f->final;
}

gconstpointer
vik_replay_frames_position (VikReplayFrames *f, guint position)
{
  guint key;

  g_return_val_if_fail (f != NULL, NULL);
  g_return_val_if_fail (position <= f->n_actions, NULL);
  if (position == f->n_actions)
    return f->final;
  /* from the cursor when it is on the way, else from the keyframe before */
  key = position / VIK_REPLAY_KEYFRAME_INTERVAL;
  if (f->cursor == NULL || f->cursor_position > position || f->cursor_position < key * VIK_REPLAY_KEYFRAME_INTERVAL)
    {
      if (f->cursor != NULL)
        f->game->free (f->cursor);
      f->cursor = f->game->copy (g_ptr_array_index (f->keyframes, key));
      f->cursor_position = key * VIK_REPLAY_KEYFRAME_INTERVAL;
    }
  while (f->cursor_position < position)
    {
      /* replayed once already when the frames were made: cannot be refused */
      if (!f->game->apply (f->cursor, recorded (f->game, f->final, f->cursor_position), NULL))
        g_return_val_if_reached (NULL);
      f->cursor_position++;
    }
  return f->cursor;
}

gconstpointer
vik_replay_frames_action (VikReplayFrames *f, guint i)
{
  g_return_val_if_fail (f != NULL, NULL);
  g_return_val_if_fail (i < f->n_actions, NULL);
  return recorded (f->game, f->final, i);
}

gconstpointer
vik_replay_frames_events (VikReplayFrames *f, guint i, guint *n_events)
{
  g_return_val_if_fail (f != NULL, NULL);
  g_return_val_if_fail (i < f->n_actions, NULL);
  *n_events = f->event_start[i + 1] - f->event_start[i];
  return f->events->data + (gsize) f->event_start[i] * f->game->event_size;
}

static gboolean
action_begins_turn (VikReplayFrames *f, guint i)
{
  guint n_events;
  gconstpointer events = vik_replay_frames_events (f, i, &n_events);

  return f->game->begins_turn (events, n_events);
}

guint
vik_replay_frames_turn_step (VikReplayFrames *f, guint position, gboolean forward)
{
  g_return_val_if_fail (f != NULL, 0);
  /* position k begins a turn when action k - 1 began one */
  if (forward)
    {
      for (guint k = position + 1; k < f->n_actions; k++)
        if (action_begins_turn (f, k - 1))
          return k;
      return f->n_actions;
    }
  for (guint k = MIN (position, f->n_actions + 1); k-- > 1;)
    if (action_begins_turn (f, k - 1))
      return k;
  return 0;
}
