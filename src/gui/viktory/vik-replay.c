/* vik-replay.c: a game's positions rebuilt from its history (see vik-replay.h). */
#include "config.h"

#include "vik-replay.h"
#include "vik-board-render.h"
#include "vik-save.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (vik-replay-error-quark, vik_replay_error)

struct _VikReplay
{
  VikGame *final;          /* the game replayed (position n), a copy */
  guint n_actions;
  GPtrArray *keyframes;    /* of VikGame *: position i * VIK_REPLAY_KEYFRAME_INTERVAL */
  GArray *events;          /* of VikEvent: every action's, in order */
  guint *event_start;      /* n + 1 offsets into events: action i's are [start[i], start[i+1]) */
  VikGame *cursor;         /* the position last asked for */
  guint cursor_position;
  guint replayed;          /* while made: how far the history was replayed */
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

static void
replay_free_partial (VikReplay *r)
{
  g_clear_pointer (&r->final, vik_game_free);
  g_clear_pointer (&r->keyframes, g_ptr_array_unref);
  g_clear_pointer (&r->events, g_array_unref);
  g_clear_pointer (&r->event_start, g_free);
  g_clear_pointer (&r->cursor, vik_game_free);
  g_free (r);
}

/* Replays history from `first` (taken), keeping the keyframes and events.
 * FALSE with an error naming the action that was refused or, when all were
 * played, saying the end is another position than `game`. */
static gboolean
replay_from (VikReplay *r, VikGame *first, const VikGame *game, GError **error)
{
  guint n;
  const VikAction *history = vik_game_get_history (game, &n);
  g_autoptr (VikGame) walker = first;
  guint n_first;

  vik_game_get_history (walker, &n_first);
  /* the history names hexes of the game's board: the first position must
   * be on the same board, for as many players */
  if (n_first != 0 || vik_game_get_board (walker)->radius != vik_game_get_board (game)->radius
      || vik_game_get_board (walker)->n_hexes != vik_game_get_board (game)->n_hexes
      || vik_game_get_n_players (walker) != vik_game_get_n_players (game))
    {
      g_set_error_literal (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_NO_START,
                           _("The first position kept with the game does not fit it (another board or number of players, or not a first position)"));
      return FALSE;
    }
  r->n_actions = n;
  r->keyframes = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_game_free);
  r->events = g_array_new (FALSE, FALSE, sizeof (VikEvent));
  r->event_start = g_new0 (guint, n + 1);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) local = NULL;
      const VikEvent *events;
      guint n_events;

      if (i % VIK_REPLAY_KEYFRAME_INTERVAL == 0)
        g_ptr_array_add (r->keyframes, vik_game_copy (walker));
      if (!vik_game_apply (walker, &history[i], &local))
        {
          g_autofree char *text = vik_action_to_string (&history[i], vik_game_get_board (game));
          g_set_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_HISTORY,
                       _("Action %u of %u (“%s”) cannot be replayed: %s"), i + 1, n, text, local->message);
          return FALSE;
        }
      r->replayed = i + 1;
      events = vik_game_get_events (walker, &n_events);
      g_array_append_vals (r->events, events, n_events);
      r->event_start[i + 1] = r->events->len;
    }
  if (n % VIK_REPLAY_KEYFRAME_INTERVAL == 0)
    g_ptr_array_add (r->keyframes, vik_game_copy (walker));
  r->replayed = n + 1; /* all of it: only the end may differ now */
  if (!vik_game_equal (walker, game))
    {
      g_set_error (error, VIK_REPLAY_ERROR, VIK_REPLAY_ERROR_MISMATCH,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Replaying the %u action of the history leads to another position than the saved one",
                                "Replaying the %u actions of the history leads to another position than the saved one",
                                n),
                   n);
      return FALSE;
    }
  r->final = vik_game_copy (game);
  r->cursor = g_steal_pointer (&walker);
  r->cursor_position = n;
  return TRUE;
}

VikReplay *
vik_replay_new (const VikGame *start, const VikGame *game, GError **error)
{
  g_autoptr (GError) best_error = NULL;
  guint furthest = 0;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (start != NULL)
    {
      VikReplay *r = g_new0 (VikReplay, 1);
      if (replay_from (r, vik_game_copy (start), game, error))
        return r;
      replay_free_partial (r);
      return NULL;
    }
  /* The first player was drawn with the seed or fixed when the game began:
   * only one of the two gives the game's first player. */
  for (int drawn = 1; drawn >= 0; drawn--)
    {
      VikGame *first = new_game_like (game, drawn, NULL);
      VikReplay *r;

      if (first == NULL || vik_game_get_first_player (first) != vik_game_get_first_player (game))
        {
          g_clear_pointer (&first, vik_game_free);
          continue;
        }
      g_autoptr (GError) local = NULL;
      r = g_new0 (VikReplay, 1);
      if (replay_from (r, first, game, &local))
        return r;
      /* say what went wrong with the attempt that went further */
      if (best_error == NULL || r->replayed > furthest)
        {
          g_clear_error (&best_error);
          best_error = g_steal_pointer (&local);
          furthest = r->replayed;
        }
      replay_free_partial (r);
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

void
vik_replay_free (VikReplay *replay)
{
  if (replay != NULL)
    replay_free_partial (replay);
}

/* ---------------------------------------------------------------- positions */

guint
vik_replay_get_n_actions (VikReplay *replay)
{
  return replay->n_actions;
}

const VikGame *
vik_replay_get_final (VikReplay *replay)
{
  return replay->final;
}

const VikGame *
vik_replay_get_game (VikReplay *replay, guint position)
{
  guint key;
  guint n;
  const VikAction *history = vik_game_get_history (replay->final, &n);

  g_return_val_if_fail (position <= replay->n_actions, NULL);

  if (position == replay->n_actions)
    return replay->final;
  /* From the cursor when it is on the way, else from the keyframe before. */
  key = position / VIK_REPLAY_KEYFRAME_INTERVAL;
  if (replay->cursor == NULL || replay->cursor_position > position
      || replay->cursor_position < key * VIK_REPLAY_KEYFRAME_INTERVAL)
    {
      g_clear_pointer (&replay->cursor, vik_game_free);
      replay->cursor = vik_game_copy (g_ptr_array_index (replay->keyframes, key));
      replay->cursor_position = key * VIK_REPLAY_KEYFRAME_INTERVAL;
    }
  while (replay->cursor_position < position)
    {
      /* replayed once already when the replay was made: cannot be refused */
      if (!vik_game_apply (replay->cursor, &history[replay->cursor_position], NULL))
        g_return_val_if_reached (NULL);
      replay->cursor_position++;
    }
  return replay->cursor;
}

const VikAction *
vik_replay_get_action (VikReplay *replay, guint i)
{
  guint n;
  const VikAction *history = vik_game_get_history (replay->final, &n);

  g_return_val_if_fail (i < n, NULL);
  return &history[i];
}

const VikEvent *
vik_replay_get_events (VikReplay *replay, guint i, guint *n_events)
{
  g_return_val_if_fail (i < replay->n_actions, NULL);

  *n_events = replay->event_start[i + 1] - replay->event_start[i];
  return &g_array_index (replay->events, VikEvent, replay->event_start[i]);
}

static gboolean
action_has_event (VikReplay *replay, guint i, VikEventKind kind, VikEventKind kind2)
{
  guint n;
  const VikEvent *ev = vik_replay_get_events (replay, i, &n);

  for (guint j = 0; j < n; j++)
    if (ev[j].kind == kind || ev[j].kind == kind2)
      return TRUE;
  return FALSE;
}

guint
vik_replay_turn_step (VikReplay *replay, guint position, gboolean forward)
{
  /* position k begins a turn when action k - 1 began one */
  if (forward)
    {
      for (guint k = position + 1; k < replay->n_actions; k++)
        if (action_has_event (replay, k - 1, VIK_EVENT_TURN_BEGAN, VIK_EVENT_TURN_BEGAN))
          return k;
      return replay->n_actions;
    }
  for (guint k = MIN (position, replay->n_actions + 1); k-- > 1;)
    if (action_has_event (replay, k - 1, VIK_EVENT_TURN_BEGAN, VIK_EVENT_TURN_BEGAN))
      return k;
  return 0;
}

int
vik_replay_last_battle (VikReplay *replay, guint position)
{
  for (guint i = MIN (position, replay->n_actions); i-- > 0;)
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
  const VikEvent *ev = vik_replay_get_events (replay, i, &n);

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
