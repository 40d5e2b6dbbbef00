/* vic-game-model-remote.c: the Victory model of a network game (see
 * vic-game-model.h, "Network games"): the server's views for the local seat
 * replace the game, the actions it reports are announced with the events it
 * told this seat, and an action chosen here goes to the server instead of
 * being applied. */
#include "config.h"

#include "vic-game-model-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

static void
set_seats (VicGameModel *self, const int *seats, int n)
{
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    {
      int level = seats != NULL && p < n ? seats[p] : VIK_SESSION_PERSON;
      self->seats[p] = level >= 0 && level < VIK_AI_N_LEVELS ? level : VIK_SESSION_PERSON;
    }
}

/* VikSession's remote_begin (vik_session_remote_begin): the model shows
 * `view`, taken; seats[] as the server says; local_seat -1 watches. */
static void
session_remote_begin (VikSession *session, gpointer view, int local_seat, const int *seats)
{
  VicGameModel *self = VIC_GAME_MODEL (session);
  gboolean was_remote;

  was_remote = vik_remote_begin (&self->base.net, local_seat, vic_game_get_n_players (view));
  set_seats (self, seats, vic_game_get_n_players (view));
  vik_model_base_set_file (&self->base, NULL);
  vic_game_model_set_game_id (self, NULL, vic_game_get_seed (view));
  vic_game_model_keep_start (self, NULL);   /* a view: no first position of the game here */
  vic_game_model_take_colors (self, NULL);
  vic_game_model_replace_game (self, view, FALSE);
  vik_model_base_set_modified (&self->base, FALSE);
  vic_game_model_emit_seats_changed (self);
  if (!was_remote)
    vik_model_base_notify_remote (&self->base);
}

void
vic_game_model_leave_remote (VicGameModel *self)
{
  g_return_if_fail (VIC_IS_GAME_MODEL (self));
  if (!vik_remote_leave (&self->base.net))
    return;
  self->legal_valid = FALSE;
  vic_game_model_reset_seats (self);
  vik_model_base_notify_remote (&self->base);
}

/* VikSession's remote_update: the actions the server accepted, told with
 * what this seat was told, leading to `view` (taken). */
static void
session_remote_update (VikSession *session, gpointer view, const VikAnyAction *any, GArray *const *events, guint n)
{
  VicGameModel *self = VIC_GAME_MODEL (session);
  g_autofree VicAction *actions = g_new0 (VicAction, n);
  int decider = -1, player = -1;
  gboolean was_over = FALSE;

  vik_any_actions_unpack (any, n, actions, sizeof *actions);
  if (self->game != NULL)
    {
      decider = vic_game_get_decider (self->game);
      player = vic_game_get_current_player (self->game);
      was_over = vic_game_is_over (self->game);
    }
  g_clear_pointer (&self->game, vic_game_free);
  self->game = view;
  self->legal_valid = FALSE;
  self->base.net.ready = TRUE;   /* the position moved on: whatever we sent is answered */
  vic_game_model_clear_undo (self);
  for (guint i = 0; i < n; i++)
    vic_game_model_emit_applied (self, &actions[i], (const VicEvent *) events[i]->data, events[i]->len);
  if (vic_game_get_decider (view) != decider)
    vic_game_model_emit_decider_changed (self, decider, vic_game_get_decider (view));
  if (player >= 0 && (vic_game_get_current_player (view) != player || vic_game_is_over (view)))
    vic_game_model_emit_turn_ended (self, player);
  if (!was_over && vic_game_is_over (view))
    vic_game_model_emit_game_over (self, vic_game_get_winners (view));
}

/* VikSession's remote_resync: a new position without its story. */
static void
session_remote_resync (VikSession *session, gpointer view)
{
  VicGameModel *self = VIC_GAME_MODEL (session);

  self->base.net.ready = TRUE;
  vic_game_model_replace_game (self, view, FALSE);
}

void
vic_game_model_set_remote_seats (VicGameModel *self, const int *seats)
{
  int n;

  g_return_if_fail (VIC_IS_GAME_MODEL (self) && self->base.net.on && self->game != NULL);
  n = vic_game_get_n_players (self->game);
  if (memcmp (self->seats, seats, (gsize) n * sizeof *seats) == 0)
    return;
  set_seats (self, seats, n);
  vic_game_model_emit_seats_changed (self);   /* the legal actions forgotten first */
}

static void
session_set_remote_seats (VikSession *session, const int *levels)
{
  vic_game_model_set_remote_seats (VIC_GAME_MODEL (session), levels);
}

/* The server's record after the end: the first position and the whole game,
 * for the replay and the statistics (the board stays the seat's view). */
static void
session_take_record (VikSession *session, gpointer start, gpointer game)
{
  VicGameModel *self = VIC_GAME_MODEL (session);

  vic_game_model_keep_start (self, start);
  vic_game_free (start);
  g_clear_pointer (&self->record, vic_game_free);
  self->record = game;
}

void
vic_game_model_remote_session_init (VikSessionInterface *iface)
{
  iface->set_remote_seats = session_set_remote_seats;
  iface->take_record = session_take_record;
  iface->remote_begin = session_remote_begin;
  iface->remote_update = session_remote_update;
  iface->remote_resync = session_remote_resync;
}

gboolean
vic_game_model_remote_submit (VicGameModel *self, const VicAction *action, GError **error)
{
  VicAction copy = *action;
  g_autofree char *text = NULL;

  if (!vic_game_model_decides_here (self))
    {
      g_set_error_literal (error, VIC_RULE_ERROR, VIC_RULE_ERROR_NOT_NOW, vik_remote_refusal (&self->base.net));
      return FALSE;
    }
  /* the rules' explanation at once, on what this seat sees; the server
   * checks again against the true game */
  if (!vic_game_check_action (self->game, &copy, error))
    return FALSE;
  text = vic_action_to_string (self->game, &copy);
  if (!vik_remote_send (&self->base.net, text, error))
    return FALSE;
  vik_model_base_emit_seats_changed (&self->base);
  return TRUE;
}

gboolean
vic_game_model_decides_here (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  if (!self->base.net.on)
    return vic_game_model_person_decides (self);
  return self->game != NULL && !vic_game_is_over (self->game)
         && vik_remote_may_decide (&self->base.net, vic_game_get_decider (self->game))
         && self->seats[self->base.net.local_seat] == VIK_SESSION_PERSON;
}

char *
vic_game_model_describe_waiting (VicGameModel *self)
{
  const VicGame *game;
  int decider;
  char *computer = NULL;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  game = self->game;
  if (!self->base.net.on || game == NULL || vic_game_model_decides_here (self))
    return NULL;
  decider = vic_game_get_decider (game);
  if (decider >= 0 && self->seats[decider] != VIK_SESSION_PERSON)
    {
      g_autofree char *who = vik_session_describe_player (VIK_SESSION (self), decider);
      computer = g_strdup_printf (_("%s is thinking…"), who);
    }
  return vik_remote_describe_waiting (&self->base.net, vic_game_is_over (game), decider,
                                      decider >= 0 ? vic_game_get_player_name (game, decider) : NULL, computer);
}
