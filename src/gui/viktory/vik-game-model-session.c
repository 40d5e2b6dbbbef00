/* vik-game-model-session.c: the VIKTORY II model as a VikSession
 * (vik-session.h): what the parts written once for both games ask of it. */
#include "config.h"

#include "vik-game-model-private.h"
#include "vik-ai-viktory.h"
#include "vik-action-text.h"
#include "vik-text.h"

#include <string.h>

static const VikAiGame *
session_get_ai_game (VikSession *session)
{
  return vik_ai_viktory ();
}

static gconstpointer
session_get_game (VikSession *session)
{
  return vik_game_model_get_game (VIK_GAME_MODEL (session));
}

static int
session_get_seat_level (VikSession *session, int player)
{
  VikSeat seat = vik_game_model_get_seat (VIK_GAME_MODEL (session), player);

  return seat == VIK_SEAT_HUMAN ? VIK_SESSION_PERSON : (int) (seat - VIK_SEAT_EASY) + VIK_AI_EASY;
}

static gboolean
session_apply_any (VikSession *session, const VikAnyAction *any, GError **error)
{
  VikAction action;

  memcpy (&action, any->bytes, sizeof action);
  return vik_game_model_apply (VIK_GAME_MODEL (session), &action, error);
}

static const char *
session_get_player_name (VikSession *session, int player)
{
  return vik_game_get_player_name (VIK_GAME_MODEL (session)->game, player);
}

static int
session_get_turn_player (VikSession *session)
{
  return vik_game_get_current_player (VIK_GAME_MODEL (session)->game);
}

static char *
session_describe_decision (VikSession *session)
{
  return vik_decision_prompt (VIK_GAME_MODEL (session)->game);
}

static char *
session_describe_event (VikSession *session, gconstpointer events, guint i)
{
  return vik_event_describe (VIK_GAME_MODEL (session)->game, (const VikEvent *) events + i);
}

static gboolean
session_has_moves (VikSession *session)
{
  guint n = 0;

  if (VIK_GAME_MODEL (session)->game != NULL)
    vik_game_get_history (VIK_GAME_MODEL (session)->game, &n);
  return n > 0;
}

void
vik_game_model_session_init (VikSessionInterface *iface)
{
  vik_model_base_session_init (iface);
  iface->get_ai_game = session_get_ai_game;
  iface->get_game = session_get_game;
  iface->get_seat_level = session_get_seat_level;
  iface->apply_any = session_apply_any;
  vik_game_model_remote_session_init (iface);
  iface->has_moves = session_has_moves;
  iface->save_to_data = vik_game_model_session_save_to_data;
  iface->get_player_name = session_get_player_name;
  iface->get_turn_player = session_get_turn_player;
  iface->describe_decision = session_describe_decision;
  iface->describe_event = session_describe_event;
}
