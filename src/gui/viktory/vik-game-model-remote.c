/* vik-game-model-remote.c: the game model of a network game (see
 * vik-game-model.h, "Network games"): the server's views replace the game,
 * the actions it reports are announced with its events, and an action chosen
 * here goes to the server instead of being applied. */
#include "config.h"

#include "vik-game-model-private.h"
#include "vik-seat-text.h"

#include <string.h>
#include <glib/gi18n-lib.h>

/* Who plays each seat, from the levels the server tells (VIK_SESSION_PERSON
 * or a VikAiLevel, as VikSession's). */
static void
seats_of_levels (const int *levels, int n, VikSeat *seats)
{
  memset (seats, 0, VIK_MAX_PLAYERS * sizeof *seats);
  for (int p = 0; levels != NULL && p < n && p < VIK_MAX_PLAYERS; p++)
    seats[p] = levels[p] >= VIK_AI_EASY && levels[p] < VIK_AI_N_LEVELS
               ? (VikSeat) (VIK_SEAT_EASY + (levels[p] - VIK_AI_EASY)) : VIK_SEAT_HUMAN;
}

/* VikSession's remote_begin (vik_session_remote_begin): the model shows
 * `view`, taken; levels[] as the server says; local_seat -1 watches. */
static void
session_remote_begin (VikSession *session, gpointer view, int local_seat, const int *levels)
{
  VikGameModel *self = VIK_GAME_MODEL (session);
  gboolean was_remote;

  was_remote = vik_remote_begin (&self->base.net, local_seat, vik_game_get_n_players (view));
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    self->colors[p] = vik_game_model_default_color (p);
  seats_of_levels (levels, vik_game_get_n_players (view), self->seats);
  g_clear_pointer (&self->start, vik_game_free);
  vik_model_base_set_file (&self->base, NULL);
  vik_game_model_set_game_id (self, NULL, vik_game_get_seed (view));
  vik_game_model_replace_game (self, view, FALSE);
  vik_model_base_set_modified (&self->base, FALSE);
  vik_game_model_emit_colors_changed (self);
  vik_game_model_emit_seats_changed (self);
  if (!was_remote)
    vik_model_base_notify_remote (&self->base);
}

void
vik_game_model_leave_remote (VikGameModel *self)
{
  if (!vik_remote_leave (&self->base.net))
    return;
  vik_model_base_notify_remote (&self->base);
}

/* VikSession's remote_update: the actions the server accepted, told with
 * what this seat was told, leading to `view` (taken). */
static void
session_remote_update (VikSession *session, gpointer view, const VikAnyAction *any, GArray *const *events, guint n)
{
  VikGameModel *self = VIK_GAME_MODEL (session);
  g_autofree VikAction *actions = g_new0 (VikAction, n);
  int player = -1;
  gboolean was_over = FALSE;

  vik_any_actions_unpack (any, n, actions, sizeof *actions);
  if (self->game != NULL)
    {
      player = vik_game_get_current_player (self->game);
      was_over = vik_game_is_over (self->game);
    }
  vik_game_free (self->game);
  self->game = view;
  self->legal_valid = FALSE;
  self->base.net.ready = TRUE;   /* the position moved on: whatever we sent is answered */
  vik_game_model_clear_undo (self);
  for (guint i = 0; i < n; i++)
    vik_game_model_emit_applied (self, &actions[i], (const VikEvent *) events[i]->data, events[i]->len);
  vik_game_model_notify_changes (self);
  if (self->game != NULL && player >= 0 && vik_game_get_current_player (self->game) != player)
    vik_game_model_emit_turn_ended (self, player);
  if (!was_over && self->game != NULL && vik_game_is_over (self->game))
    vik_game_model_emit_game_over (self, vik_game_get_winner (self->game));
}

/* VikSession's remote_resync: a new position without its story. */
static void
session_remote_resync (VikSession *session, gpointer view)
{
  VikGameModel *self = VIK_GAME_MODEL (session);

  self->base.net.ready = TRUE;
  self->resyncing = TRUE;
  vik_game_model_replace_game (self, view, FALSE);
  self->resyncing = FALSE;
}

void
vik_game_model_set_remote_seats (VikGameModel *self, const int *levels)
{
  VikSeat seats[VIK_MAX_PLAYERS];

  g_return_if_fail (VIK_IS_GAME_MODEL (self) && self->base.net.on && self->game != NULL);
  seats_of_levels (levels, vik_game_get_n_players (self->game), seats);
  if (memcmp (self->seats, seats, vik_game_get_n_players (self->game) * sizeof *seats) == 0)
    return;
  memcpy (self->seats, seats, sizeof seats);
  vik_game_model_emit_seats_changed (self);   /* the legal actions forgotten first */
  vik_game_model_notify_changes (self);
}

static void
session_set_remote_seats (VikSession *session, const int *levels)
{
  vik_game_model_set_remote_seats (VIK_GAME_MODEL (session), levels);
}

static void
session_take_record (VikSession *session, gpointer start, gpointer game)
{
  VikGameModel *self = VIK_GAME_MODEL (session);

  g_clear_pointer (&self->start, vik_game_free);
  g_clear_pointer (&self->record, vik_game_free);
  self->start = start;
  self->record = game;
}

void
vik_game_model_remote_session_init (VikSessionInterface *iface)
{
  iface->set_remote_seats = session_set_remote_seats;
  iface->take_record = session_take_record;
  iface->remote_begin = session_remote_begin;
  iface->remote_update = session_remote_update;
  iface->remote_resync = session_remote_resync;
}

const VikGame *
vik_game_model_get_record (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), NULL);
  return self->record;
}

gboolean
vik_game_model_remote_submit (VikGameModel *self, const VikAction *action, GError **error)
{
  g_autofree char *text = NULL;

  if (!vik_game_model_decides_here (self))
    {
      g_set_error_literal (error, VIK_RULE_ERROR, VIK_RULE_ERROR_NOT_NOW, vik_remote_refusal (&self->base.net));
      return FALSE;
    }
  /* the rules' explanation at once; the server checks again */
  if (!vik_game_check_action (self->game, action, error))
    return FALSE;
  text = vik_action_to_string (action, vik_game_get_board (self->game));
  if (!vik_remote_send (&self->base.net, text, error))
    return FALSE;
  vik_model_base_emit_seats_changed (&self->base);
  return TRUE;
}

gboolean
vik_game_model_decides_here (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  if (!self->base.net.on)
    return vik_game_model_get_decider_seat (self) == VIK_SEAT_HUMAN;
  return self->game != NULL && !vik_game_is_over (self->game)
         && vik_remote_may_decide (&self->base.net, vik_game_get_decider (self->game))
         && self->seats[self->base.net.local_seat] == VIK_SEAT_HUMAN;
}

char *
vik_game_model_describe_waiting (VikGameModel *self)
{
  const VikGame *game;
  VikSeat seat;
  int decider;
  gboolean over;
  char *computer = NULL;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), NULL);
  game = self->game;
  if (game == NULL || vik_game_model_decides_here (self))
    return NULL;
  over = vik_game_is_over (game);
  decider = vik_game_get_decider (game);
  seat = vik_game_model_get_decider_seat (self);
  if (!over && seat != VIK_SEAT_HUMAN)
    {
      /* a computer player decides: nothing here is for people to choose */
      g_autofree char *who = vik_session_describe_player (VIK_SESSION (self), decider);
      computer = g_strdup_printf (_("%s is thinking…"), who);
    }
  if (!self->base.net.on)
    return computer;
  return vik_remote_describe_waiting (&self->base.net, over, decider,
                                      decider >= 0 ? vik_game_get_player_name (game, decider) : NULL, computer);
}
