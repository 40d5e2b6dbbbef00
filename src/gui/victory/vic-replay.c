/* vic-replay.c: a Victory game's positions rebuilt from its history (see
 * vic-replay.h). */
#include "config.h"

#include "vic-replay.h"

#include <glib/gi18n-lib.h>

/* ---------------------------------------------------------------- the engine, for the frames */

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

static const VikReplayGame replay_game = {
  .action_size = sizeof (VicAction),
  .event_size = sizeof (VicEvent),
  .copy = (gpointer (*) (gconstpointer)) vic_game_copy,
  .free = (void (*) (gpointer)) vic_game_free,
  .equal = (gboolean (*) (gconstpointer, gconstpointer)) vic_game_equal,
  .history = (gconstpointer (*) (gconstpointer, guint *)) vic_game_get_history,
  .apply = (gboolean (*) (gpointer, gconstpointer, GError **)) vic_game_apply,
  .action_text = (char *(*) (gconstpointer, gconstpointer)) vic_action_to_string,
  .last_events = (gconstpointer (*) (gconstpointer, guint *)) vic_game_get_events,
  .begins_turn = begins_turn,
};

/* ---------------------------------------------------------------- replaying */

VicReplay *
vic_replay_new (const VicGame *start, const VicGame *game, GError **error)
{
  guint n_first = 1;

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
  return vik_replay_frames_new (&replay_game, vic_game_copy (start), game, NULL, error);
}
