/* vik-replay.c: a game's positions rebuilt from its history (see vik-replay.h). */
#include "config.h"

#include "vik-replay.h"
#include "vik-board-render.h"
#include "vik-save.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ---------------------------------------------------------------- the engine, for the frames */

static char *
action_text (gconstpointer walker, gconstpointer action)
{
  return vik_action_to_string (action, vik_game_get_board (walker));
}

static gboolean
begins_turn (gconstpointer events, guint n_events)
{
  const VikEvent *ev = events;

  for (guint j = 0; j < n_events; j++)
    if (ev[j].kind == VIK_EVENT_TURN_BEGAN)
      return TRUE;
  return FALSE;
}

static const VikReplayGame replay_game = {
  .action_size = sizeof (VikAction),
  .event_size = sizeof (VikEvent),
  .copy = (gpointer (*) (gconstpointer)) vik_game_copy,
  .free = (void (*) (gpointer)) vik_game_free,
  .equal = (gboolean (*) (gconstpointer, gconstpointer)) vik_game_equal,
  .history = (gconstpointer (*) (gconstpointer, guint *)) vik_game_get_history,
  .apply = (gboolean (*) (gpointer, gconstpointer, GError **)) vik_game_apply,
  .action_text = action_text,
  .last_events = (gconstpointer (*) (gconstpointer, guint *)) vik_game_get_events,
  .begins_turn = begins_turn,
};

/* ---------------------------------------------------------------- the first position */

/* A new game with `game`'s options and seed; the first player fixed as
 * recorded or, when `drawn`, drawn with the seed [4.0] 1. */
static VikGame *
new_game_like (const VikGame *game, gboolean drawn, GError **error)
{
  VikRuleset rules = *vik_game_get_rules (game);
  VikGameOptions options = { 0 };

  options.n_players = vik_game_get_n_players (game);
  options.seed = vik_game_get_seed (game);
  options.victory = vik_game_get_victory (game);
  options.rules = &rules;
  options.first_player = drawn ? VIK_FIRST_PLAYER_DRAWN : vik_game_get_first_player (game);
  for (int p = 0; p < options.n_players; p++)
    options.names[p] = vik_game_get_player_name (game, p);
  return vik_game_new (&options, error);
}

/* ---------------------------------------------------------------- replaying */

/* Replays game's history from `first` (taken). */
static VikReplay *
replay_from (VikGame *first, const VikGame *game, guint *replayed, GError **error)
{
  guint n_first;

  vik_game_get_history (first, &n_first);
  /* the history names hexes of the game's board: the first position must
   * be on the same board, for as many players */
  if (n_first != 0 || vik_game_get_board (first)->radius != vik_game_get_board (game)->radius
      || vik_game_get_board (first)->n_hexes != vik_game_get_board (game)->n_hexes
      || vik_game_get_n_players (first) != vik_game_get_n_players (game))
    {
      vik_game_free (first);
      *replayed = 0;
      g_set_error_literal (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START,
                           _("The first position kept with the game does not fit it (another board or number of players, or not a first position)"));
      return NULL;
    }
  return vik_replay_frames_new (&replay_game, first, game, replayed, error);
}

VikReplay *
vik_replay_new (const VikGame *start, const VikGame *game, GError **error)
{
  g_autoptr (GError) best_error = NULL;
  guint furthest = 0, replayed;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (start != NULL)
    return replay_from (vik_game_copy (start), game, &replayed, error);
  /* The first player was drawn with the seed or fixed when the game began:
   * only one of the two gives the game's first player. */
  for (int drawn = 1; drawn >= 0; drawn--)
    {
      VikGame *first = new_game_like (game, drawn, NULL);
      g_autoptr (GError) local = NULL;
      VikReplay *r;

      if (first == NULL || vik_game_get_first_player (first) != vik_game_get_first_player (game))
        {
          g_clear_pointer (&first, vik_game_free);
          continue;
        }
      r = replay_from (first, game, &replayed, &local);
      if (r != NULL)
        return r;
      /* say what went wrong with the attempt that went further */
      if (best_error == NULL || replayed > furthest)
        {
          g_clear_error (&best_error);
          best_error = g_steal_pointer (&local);
          furthest = replayed;
        }
    }
  if (best_error != NULL)
    {
      g_set_error (error, VIK_REPLAY_ERROR, best_error->code,
                   _("The game does not follow from its seed: %s. Either the file was changed or "
                     "damaged, or the game began from a scenario and the file does not keep its "
                     "first position."),
                   best_error->message);
      return NULL;
    }
  g_set_error_literal (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START,
                       _("The game cannot be replayed from its seed: it did not begin as a new game "
                         "(a scenario's first position is not kept in the save)"));
  return NULL;
}

VikReplay *
vik_replay_new_from_data (const char *data, gsize length, const char *name, GError **error)
{
  g_autoptr (VikGame) game = vik_game_load_from_data (data, length, name, error);
  VikReplay *r;

  if (game == NULL)
    return NULL;
  r = vik_replay_new (NULL, game, error);
  if (r == NULL)
    g_prefix_error (error, "%s: ", name ? name : "<data>");
  return r;
}

static gboolean
action_has_event (VikReplay *replay, guint i, VikEventKind kind, VikEventKind kind2)
{
  guint n;
  const VikEvent *ev = vik_replay_frames_events (replay, i, &n);

  for (guint j = 0; j < n; j++)
    if (ev[j].kind == kind || ev[j].kind == kind2)
      return TRUE;
  return FALSE;
}

int
vik_replay_last_battle (VikReplay *replay, guint position)
{
  for (guint i = MIN (position, vik_replay_frames_n_actions (replay)); i-- > 0;)
    if (action_has_event (replay, i, VIK_EVENT_BATTLE_BEGAN, VIK_EVENT_BOMBARDED))
      return (int) i;
  return -1;
}

static void
mark (guint8 *highlight, int hex, VikHighlight h)
{
  if (hex >= 0 && hex < VIK_MAX_HEXES)
    highlight[hex] = h;
}

void
vik_replay_action_marks (VikReplay *replay, guint i, guint8 *highlight)
{
  guint n;
  const VikEvent *ev = vik_replay_frames_events (replay, i, &n);

  memset (highlight, VIK_HIGHLIGHT_NONE, VIK_MAX_HEXES);
  for (guint j = 0; j < n; j++)
    switch (ev[j].kind)
      {
      case VIK_EVENT_UNIT_MOVED:
      case VIK_EVENT_UNIT_EMBARKED:
      case VIK_EVENT_UNIT_DISEMBARKED:
      case VIK_EVENT_UNIT_RETREATED:
        if (ev[j].hex >= 0 && ev[j].hex < VIK_MAX_HEXES && highlight[ev[j].hex] == VIK_HIGHLIGHT_NONE)
          mark (highlight, ev[j].hex, VIK_HIGHLIGHT_SELECTED);
        mark (highlight, ev[j].hex2, VIK_HIGHLIGHT_MOVE);
        break;
      case VIK_EVENT_BATTLE_BEGAN:
      case VIK_EVENT_SITE_CAPTURED:
        mark (highlight, ev[j].hex, VIK_HIGHLIGHT_ATTACK);
        break;
      case VIK_EVENT_DICE_ROLLED: /* a battle round fought on */
        if (ev[j].hex >= 0 && ev[j].hex < VIK_MAX_HEXES && highlight[ev[j].hex] == VIK_HIGHLIGHT_NONE)
          mark (highlight, ev[j].hex, VIK_HIGHLIGHT_ATTACK);
        break;
      case VIK_EVENT_BOMBARDED:
        mark (highlight, ev[j].hex, VIK_HIGHLIGHT_SELECTED);
        mark (highlight, ev[j].hex2, VIK_HIGHLIGHT_BOMBARD);
        break;
      case VIK_EVENT_TOWN_BUILT:
      case VIK_EVENT_CITY_BUILT:
        mark (highlight, ev[j].hex, VIK_HIGHLIGHT_BUILD);
        break;
      case VIK_EVENT_UNIT_PLACED:
        mark (highlight, ev[j].hex, VIK_HIGHLIGHT_PLACE);
        break;
      case VIK_EVENT_HEX_REVEALED:
        mark (highlight, ev[j].hex, VIK_HIGHLIGHT_TILE);
        break;
      default:
        break;
      }
}
