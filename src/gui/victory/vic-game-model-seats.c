/* vic-game-model-seats.c: who plays each seat of a *Victory* game (a person
 * or a computer level), kept in saves, and the model's VikSession interface
 * through which the shared computer players (vik-computer-turns.c) play and
 * the shared hand-off screen (vik-handoff.c) words its heading. */
#include "config.h"

#include "vic-game-model-private.h"

#include <string.h>

#include "vic-ai.h"
#include "vic-action-words.h"

#define SEATS_GROUP "Seats"
#define PERSON_ID "person"

void
vic_game_model_reset_seats (VicGameModel *self)
{
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    self->seats[p] = VIK_SESSION_PERSON;
}

int
vic_game_model_get_seat (VicGameModel *self, int player)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), VIK_SESSION_PERSON);
  if (player < 0 || player >= VIC_MAX_PLAYERS)
    return VIK_SESSION_PERSON;
  return self->seats[player];
}

void
vic_game_model_set_seat (VicGameModel *self, int player, int level)
{
  g_return_if_fail (VIC_IS_GAME_MODEL (self));
  g_return_if_fail (player >= 0 && player < VIC_MAX_PLAYERS);
  g_return_if_fail (level == VIK_SESSION_PERSON || (level >= 0 && level < VIK_AI_N_LEVELS));
  if (self->seats[player] == level || self->base.net.on)   /* a network game's seats are the server's */
    return;
  self->seats[player] = level;
  /* A person never takes back what a computer decided, nor the reverse. */
  vic_game_model_clear_undo (self);
  if (self->game != NULL)
    vik_model_base_set_modified (&self->base, TRUE);
  vic_game_model_emit_seats_changed (self);
}

gboolean
vic_game_model_person_decides (VicGameModel *self)
{
  int decider;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  if (self->base.net.on)
    return vic_game_model_decides_here (self);   /* only the local seat, when it may act */
  if (self->game == NULL || vic_game_is_over (self->game))
    return FALSE;
  decider = vic_game_get_decider (self->game);
  return decider >= 0 && vic_game_model_get_seat (self, decider) == VIK_SESSION_PERSON;
}

int
vic_game_model_log_reader (VicGameModel *self)
{
  int person = -1, people = 0;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), -1);
  if (self->base.net.on)
    return vik_session_get_local_seat (VIK_SESSION (self));
  for (int p = 0; self->game != NULL && p < vic_game_get_n_players (self->game); p++)
    if (vic_game_model_get_seat (self, p) == VIK_SESSION_PERSON)
      {
        person = p;
        people++;
      }
  return people == 1 ? person : -1;
}

/* [Seats] Player1=person|easy|normal|hard, one key per player. */
void
vic_game_model_save_seats (VicGameModel *self, GKeyFile *kf)
{
  int n = self->game != NULL ? vic_game_get_n_players (self->game) : 0;

  for (int p = 0; p < n; p++)
    {
      g_autofree char *key = g_strdup_printf ("Player%d", p + 1);
      g_key_file_set_string (kf, SEATS_GROUP, key,
                             self->seats[p] == VIK_SESSION_PERSON ? PERSON_ID : vik_ai_level_id (self->seats[p]));
    }
}

/* Read as hostile: a missing key or an unknown value is a person's seat. */
void
vic_game_model_load_seats (VicGameModel *self, GKeyFile *kf)
{
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    {
      g_autofree char *key = g_strdup_printf ("Player%d", p + 1);
      g_autofree char *value = g_key_file_get_string (kf, SEATS_GROUP, key, NULL);
      VikAiLevel level;

      if (value != NULL && vik_ai_level_from_id (g_strstrip (value), &level))
        self->seats[p] = level;
      else
        self->seats[p] = VIK_SESSION_PERSON;
    }
}

/* ---------------------------------------------------------------- VikSession */

static const VikAiGame *
session_get_ai_game (VikSession *session)
{
  return vic_ai_victory ();
}

static gconstpointer
session_get_game (VikSession *session)
{
  return vic_game_model_get_game (VIC_GAME_MODEL (session));
}

static int
session_get_seat_level (VikSession *session, int player)
{
  return vic_game_model_get_seat (VIC_GAME_MODEL (session), player);
}

static gboolean
session_apply_any (VikSession *session, const VikAnyAction *any, GError **error)
{
  VicAction action;

  memcpy (&action, any->bytes, sizeof action);
  return vic_game_model_apply (VIC_GAME_MODEL (session), &action, error);
}

static const char *
session_get_player_name (VikSession *session, int player)
{
  return vic_game_get_player_name (VIC_GAME_MODEL (session)->game, player);
}

static int
session_get_turn_player (VikSession *session)
{
  return vic_game_get_current_player (VIC_GAME_MODEL (session)->game);
}

static char *
session_describe_decision (VikSession *session)
{
  return g_strdup (vic_decision_heading (vic_game_get_decision (VIC_GAME_MODEL (session)->game)));
}

static char *
session_describe_event (VikSession *session, gconstpointer events, guint i)
{
  VicGameModel *self = VIC_GAME_MODEL (session);

  return vic_event_words (self->game, (const VicEvent *) events + i, vic_game_model_log_reader (self));
}

static gboolean
session_has_moves (VikSession *session)
{
  guint n = 0;

  if (VIC_GAME_MODEL (session)->game != NULL)
    vic_game_get_history (VIC_GAME_MODEL (session)->game, &n);
  return n > 0;
}

void
vic_game_model_session_init (VikSessionInterface *iface)
{
  vik_model_base_session_init (iface);
  iface->get_ai_game = session_get_ai_game;
  iface->get_game = session_get_game;
  iface->get_seat_level = session_get_seat_level;
  iface->apply_any = session_apply_any;
  vic_game_model_remote_session_init (iface);
  iface->has_moves = session_has_moves;
  iface->save_to_data = vic_game_model_session_save_to_data;
  iface->get_player_name = session_get_player_name;
  iface->get_turn_player = session_get_turn_player;
  iface->describe_decision = session_describe_decision;
  iface->describe_event = session_describe_event;
}
