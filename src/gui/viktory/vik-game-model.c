/* vik-game-model.c: the GObject model the GUI works through (see the header):
 * the game, its notifications, new games, applying and undoing actions.  Its
 * files and autosaves are in vik-game-model-files.c.
 *
 * The model keeps a snapshot of every int/boolean property it exposes; after
 * any change it compares the game with the snapshot and notifies exactly the
 * properties whose values differ, so a handler runs once per real change. */
#include "config.h"

#include "vik-game-model-private.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "vik-autosave.h"
#include "vik-scenario.h"
#include "vik-rules-viktory.h"

/* A turn of many small moves must not grow without bound. */
#define UNDO_MAX 1000

G_DEFINE_FINAL_TYPE_WITH_CODE (VikGameModel, vik_game_model, VIK_TYPE_MODEL_BASE,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_SESSION, vik_game_model_session_init))

enum {
  PROP_0,
  PROP_CURRENT_PLAYER,
  PROP_DECIDER,
  PROP_PHASE,
  PROP_DECISION,
  PROP_TURN,
  PROP_CAN_UNDO,
  PROP_OVER,
  PROP_WINNER,
  PROP_HAS_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  GAME_OVER,
  TURN_ENDED,
  COLORS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Okabe & Ito's palette, in an order where the first players differ most. */
static const VikColor default_colors[VIK_MAX_PLAYERS] = {
  { 0xE6 / 255.0, 0x9F / 255.0, 0x00 / 255.0 }, /* orange */
  { 0x56 / 255.0, 0xB4 / 255.0, 0xE9 / 255.0 }, /* sky blue */
  { 0x00 / 255.0, 0x9E / 255.0, 0x73 / 255.0 }, /* bluish green */
  { 0xF0 / 255.0, 0xE4 / 255.0, 0x42 / 255.0 }, /* yellow */
  { 0x00 / 255.0, 0x72 / 255.0, 0xB2 / 255.0 }, /* blue */
  { 0xD5 / 255.0, 0x5E / 255.0, 0x00 / 255.0 }, /* vermillion */
  { 0xCC / 255.0, 0x79 / 255.0, 0xA7 / 255.0 }, /* reddish purple */
  { 0x55 / 255.0, 0x55 / 255.0, 0x55 / 255.0 }, /* dark grey (the palette's black, softened) */
};

VikColor
vik_game_model_default_color (int player)
{
  g_return_val_if_fail (player >= 0 && player < VIK_MAX_PLAYERS, default_colors[0]);
  return default_colors[player];
}

/* ---------------------------------------------------------------- notify */

static void
set_shown_int (VikGameModel *self, int *shown, int value, int prop)
{
  if (*shown == value)
    return;
  *shown = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Notifies every property whose value differs from the last one notified. */
void
vik_game_model_notify_changes (VikGameModel *self)
{
  const VikGame *g = self->game;
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  set_shown_int (self, &self->shown.has_game, g != NULL, PROP_HAS_GAME);
  set_shown_int (self, &self->shown.current_player,
                 g ? vik_game_get_current_player (g) : VIK_NO_PLAYER, PROP_CURRENT_PLAYER);
  set_shown_int (self, &self->shown.decider, g ? vik_game_get_decider (g) : VIK_NO_PLAYER, PROP_DECIDER);
  set_shown_int (self, &self->shown.phase, g ? (int) vik_game_get_phase (g) : VIK_PHASE_SETUP, PROP_PHASE);
  set_shown_int (self, &self->shown.decision, g ? (int) vik_game_get_decision (g) : VIK_DECISION_NONE,
                 PROP_DECISION);
  set_shown_int (self, &self->shown.turn, g ? vik_game_get_turn (g) : 0, PROP_TURN);
  set_shown_int (self, &self->shown.over, g ? vik_game_is_over (g) : FALSE, PROP_OVER);
  set_shown_int (self, &self->shown.winner, g ? vik_game_get_winner (g) : VIK_NO_PLAYER, PROP_WINNER);
  set_shown_int (self, &self->shown.can_undo, vik_undo_can (self->undo), PROP_CAN_UNDO);
  g_object_thaw_notify (object);
}

void
vik_game_model_clear_undo (VikGameModel *self)
{
  vik_undo_clear (self->undo);
}

/* A game of its own for the autosaves: a new id (or the one read from its file). */
void
vik_game_model_set_game_id (VikGameModel *self, const char *id, guint64 seed)
{
  vik_autosave_slot_set_id (&self->base.autosave, id, seed);
}

/* Puts a whole new game in place (new, load, undo): the model takes `game`. */
void
vik_game_model_replace_game (VikGameModel *self, VikGame *game, gboolean keep_undo)
{
  g_clear_pointer (&self->game, vik_game_free);
  g_clear_pointer (&self->record, vik_game_free);
  self->game = game;
  self->legal_valid = FALSE;
  if (!keep_undo)
    vik_game_model_clear_undo (self);
  vik_model_base_emit_game_changed (&self->base);
  vik_game_model_notify_changes (self);
}

void
vik_game_model_emit_colors_changed (VikGameModel *self)
{
  g_signal_emit (self, signals[COLORS_CHANGED], 0);
}

void
vik_game_model_emit_seats_changed (VikGameModel *self)
{
  vik_model_base_emit_seats_changed (&self->base);
}

void
vik_game_model_emit_applied (VikGameModel *self, const VikAction *action, const VikEvent *events, guint n_events)
{
  VikAction a = *action;
  vik_model_base_emit_action_applied (&self->base, &a, events, n_events);
}

void
vik_game_model_emit_turn_ended (VikGameModel *self, int player)
{
  g_signal_emit (self, signals[TURN_ENDED], 0, player);
}

void
vik_game_model_emit_game_over (VikGameModel *self, int winner)
{
  g_signal_emit (self, signals[GAME_OVER], 0, winner);
}

/* ---------------------------------------------------------------- GObject */

static void
vik_game_model_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikGameModel *self = VIK_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_CURRENT_PLAYER: g_value_set_int (value, self->shown.current_player); break;
    case PROP_DECIDER:        g_value_set_int (value, self->shown.decider); break;
    case PROP_PHASE:          g_value_set_int (value, self->shown.phase); break;
    case PROP_DECISION:       g_value_set_int (value, self->shown.decision); break;
    case PROP_TURN:           g_value_set_int (value, self->shown.turn); break;
    case PROP_CAN_UNDO:       g_value_set_boolean (value, self->shown.can_undo); break;
    case PROP_OVER:           g_value_set_boolean (value, self->shown.over); break;
    case PROP_WINNER:         g_value_set_int (value, self->shown.winner); break;
    case PROP_HAS_GAME:       g_value_set_boolean (value, self->game != NULL); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_game_model_finalize (GObject *object)
{
  VikGameModel *self = VIK_GAME_MODEL (object);

  g_clear_pointer (&self->game, vik_game_free);
  g_clear_pointer (&self->start, vik_game_free);
  g_clear_pointer (&self->record, vik_game_free);
  vik_undo_free (self->undo);
  g_array_unref (self->legal);
  G_OBJECT_CLASS (vik_game_model_parent_class)->finalize (object);
}

static GParamSpec *
int_prop (const char *name, const char *nick, int min, int max, int def)
{
  return g_param_spec_int (name, nick, NULL, min, max, def,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
}

static GParamSpec *
bool_prop (const char *name, const char *nick)
{
  return g_param_spec_boolean (name, nick, NULL, FALSE,
                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
}

/* ::seats-changed (VikModelBase, run first): who may act changed. */
static void
vik_game_model_seats_changed (VikModelBase *base)
{
  VIK_GAME_MODEL (base)->legal_valid = FALSE;
}

static void
vik_game_model_class_init (VikGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  VIK_MODEL_BASE_CLASS (klass)->seats_changed = vik_game_model_seats_changed;

  object_class->get_property = vik_game_model_get_property;
  object_class->finalize = vik_game_model_finalize;

  properties[PROP_CURRENT_PLAYER] = int_prop ("current-player", "Current player", -1, VIK_MAX_PLAYERS - 1, -1);
  properties[PROP_DECIDER] = int_prop ("decider", "Decider", -1, VIK_MAX_PLAYERS - 1, -1);
  properties[PROP_PHASE] = int_prop ("phase", "Phase", 0, VIK_PHASE_OVER, VIK_PHASE_SETUP);
  properties[PROP_DECISION] = int_prop ("decision", "Decision", 0, VIK_N_DECISIONS - 1, VIK_DECISION_NONE);
  properties[PROP_TURN] = int_prop ("turn", "Turn", 0, G_MAXINT, 0);
  properties[PROP_CAN_UNDO] = bool_prop ("can-undo", "Can undo");
  properties[PROP_OVER] = bool_prop ("over", "Over");
  properties[PROP_WINNER] = int_prop ("winner", "Winner", -1, VIK_MAX_PLAYERS - 1, -1);
  properties[PROP_HAS_GAME] = bool_prop ("has-game", "Has game");
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[TURN_ENDED] = g_signal_new ("turn-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[COLORS_CHANGED] = g_signal_new ("colors-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vik_game_model_init (VikGameModel *self)
{
  self->undo = vik_undo_new (vik_rules_viktory2 (), UNDO_MAX);
  self->legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  memcpy (self->colors, default_colors, sizeof self->colors);
  self->shown.current_player = VIK_NO_PLAYER;
  self->shown.decider = VIK_NO_PLAYER;
  self->shown.winner = VIK_NO_PLAYER;
  self->base.autosave.game = vik_autosave_viktory ();
  vik_autosave_slot_set_dir (&self->base.autosave, NULL);
}

VikGameModel *
vik_game_model_new (void)
{
  return g_object_new (VIK_TYPE_GAME_MODEL, NULL);
}

/* ---------------------------------------------------------------- accessors */

const VikGame *
vik_game_model_get_game (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), NULL);
  return self->game;
}

const VikGame *
vik_game_model_get_start (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), NULL);
  return self->start;
}

VikColor
vik_game_model_get_color (VikGameModel *self, int player)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), default_colors[0]);
  g_return_val_if_fail (player >= 0 && player < VIK_MAX_PLAYERS, default_colors[0]);
  return self->colors[player];
}

void
vik_game_model_set_color (VikGameModel *self, int player, VikColor color)
{
  g_return_if_fail (VIK_IS_GAME_MODEL (self));
  g_return_if_fail (player >= 0 && player < VIK_MAX_PLAYERS);
  if (memcmp (&self->colors[player], &color, sizeof color) == 0)
    return;
  self->colors[player] = color;
  if (self->game != NULL)
    vik_model_base_set_modified (&self->base, TRUE);
  g_signal_emit (self, signals[COLORS_CHANGED], 0);
}

VikSeat
vik_game_model_get_seat (VikGameModel *self, int player)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), VIK_SEAT_HUMAN);
  g_return_val_if_fail (player >= 0 && player < VIK_MAX_PLAYERS, VIK_SEAT_HUMAN);
  return self->seats[player];
}

void
vik_game_model_set_seat (VikGameModel *self, int player, VikSeat seat)
{
  g_return_if_fail (VIK_IS_GAME_MODEL (self));
  g_return_if_fail (player >= 0 && player < VIK_MAX_PLAYERS);
  g_return_if_fail (seat < VIK_N_SEATS);
  if (self->seats[player] == seat)
    return;
  self->seats[player] = seat;
  if (self->game != NULL)
    {
      /* Nobody undoes what another played: a person taking a computer's
       * seat never takes back the computer's moves, nor a computer his. */
      vik_game_model_clear_undo (self);
      vik_model_base_set_modified (&self->base, TRUE);
    }
  vik_model_base_emit_seats_changed (&self->base);
  vik_game_model_notify_changes (self);
}

VikSeat
vik_game_model_get_decider_seat (VikGameModel *self)
{
  int decider;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), VIK_SEAT_HUMAN);
  if (self->game == NULL || vik_game_is_over (self->game))
    return VIK_SEAT_HUMAN;
  decider = vik_game_get_decider (self->game);
  return decider >= 0 && decider < VIK_MAX_PLAYERS ? self->seats[decider] : VIK_SEAT_HUMAN;
}

int
vik_game_model_count_human_seats (VikGameModel *self)
{
  int n = 0;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), 0);
  if (self->game == NULL)
    return 0;
  if (self->base.net.on)
    return self->base.net.local_seat >= 0;   /* the others play at their own screens */
  for (int p = 0; p < vik_game_get_n_players (self->game); p++)
    n += self->seats[p] == VIK_SEAT_HUMAN;
  return n;
}

GArray *
vik_game_model_get_legal_actions (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), NULL);
  if (!self->legal_valid)
    {
      g_array_set_size (self->legal, 0);
      /* a network game: nothing to choose unless it is ours to choose now */
      if (self->game != NULL && !vik_game_is_over (self->game)
          && (!self->base.net.on || vik_game_model_decides_here (self)))
        vik_game_legal_actions (self->game, self->legal);
      self->legal_valid = TRUE;
    }
  return self->legal;
}

/* ---------------------------------------------------------------- new game */

gboolean
vik_game_model_new_game (VikGameModel *self, const VikGameOptions *options,
                         const VikColor *colors, GError **error)
{
  return vik_game_model_new_game_with_seats (self, options, colors, NULL, error);
}

gboolean
vik_game_model_new_game_with_seats (VikGameModel *self, const VikGameOptions *options,
                                    const VikColor *colors, const VikSeat *seats, GError **error)
{
  VikGame *game;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  game = vik_game_new (options, error);
  if (game == NULL)
    return FALSE;
  vik_game_model_leave_remote (self);
  memcpy (self->colors, colors != NULL ? colors : default_colors, sizeof self->colors);
  if (colors != NULL)
    for (int p = options->n_players; p < VIK_MAX_PLAYERS; p++)
      self->colors[p] = default_colors[p];
  memset (self->seats, 0, sizeof self->seats);
  g_clear_pointer (&self->start, vik_game_free); /* its seed rebuilds it */
  for (int p = 0; seats != NULL && p < options->n_players; p++)
    self->seats[p] = seats[p] < VIK_N_SEATS ? seats[p] : VIK_SEAT_HUMAN;
  vik_model_base_set_file (&self->base, NULL);
  vik_game_model_set_game_id (self, NULL, options->seed);
  vik_game_model_replace_game (self, game, FALSE);
  vik_model_base_set_modified (&self->base, TRUE);
  g_signal_emit (self, signals[COLORS_CHANGED], 0);
  vik_model_base_emit_seats_changed (&self->base);
  return TRUE;
}

gboolean
vik_game_model_new_from_scenario (VikGameModel *self, const VikScenario *scenario, guint64 seed,
                                  GError **error)
{
  VikGame *game;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (scenario != NULL, FALSE);

  game = vik_scenario_new_game (scenario, seed, error);
  if (game == NULL)
    return FALSE;
  vik_game_model_leave_remote (self);
  memcpy (self->colors, default_colors, sizeof self->colors);
  for (int p = 0; p < scenario->n_players; p++)
    {
      unsigned r, g, b;
      if (sscanf (scenario->players[p].colour, "#%02x%02x%02x", &r, &g, &b) == 3)
        self->colors[p] = (VikColor) { r / 255.0, g / 255.0, b / 255.0 };
    }
  memset (self->seats, 0, sizeof self->seats);
  for (int p = 0; p < scenario->n_players; p++)
    self->seats[p] = scenario->players[p].seat;
  g_clear_pointer (&self->start, vik_game_free);
  self->start = vik_game_copy (game);
  vik_model_base_set_file (&self->base, NULL);
  vik_game_model_set_game_id (self, NULL, seed);
  vik_game_model_replace_game (self, game, FALSE);
  vik_model_base_set_modified (&self->base, TRUE);
  g_signal_emit (self, signals[COLORS_CHANGED], 0);
  vik_model_base_emit_seats_changed (&self->base);
  return TRUE;
}

/* ---------------------------------------------------------------- apply and undo */

/* Chance cannot be taken back, nor another player's view of the board. */
gboolean
vik_game_model_apply (VikGameModel *self, const VikAction *action, GError **error)
{
  VikGame *before;
  const VikEvent *events;
  VikEvent *copy;
  guint n_events;
  int player;
  gboolean was_over;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, VIK_RULE_ERROR, VIK_RULE_ERROR_NOT_NOW, _("No game is in progress"));
      return FALSE;
    }
  if (self->base.net.on)
    return vik_game_model_remote_submit (self, action, error);   /* the server applies it */
  player = vik_game_get_current_player (self->game);
  was_over = vik_game_is_over (self->game);
  before = vik_game_copy (self->game);
  if (!vik_game_apply (self->game, action, error))
    {
      vik_game_free (before);
      return FALSE;
    }

  events = vik_game_get_events (self->game, &n_events);
  /* Handlers may apply further actions, which replaces the engine's list. */
  copy = g_memdup2 (events, n_events * sizeof *events);
  self->legal_valid = FALSE;

  /* Nobody undoes another player's decision, a die or a reveal (vik-undo.h) */
  vik_undo_record (self->undo, before, self->game);

  vik_model_base_set_modified (&self->base, TRUE);
  {
    VikAction a = *action;
    vik_model_base_emit_action_applied (&self->base, &a, copy, n_events);
  }
  vik_game_model_notify_changes (self);
  if (self->game != NULL && vik_game_get_current_player (self->game) != player)
    g_signal_emit (self, signals[TURN_ENDED], 0, player);
  if (!was_over && self->game != NULL && vik_game_is_over (self->game))
    g_signal_emit (self, signals[GAME_OVER], 0, vik_game_get_winner (self->game));
  g_free (copy);
  return TRUE;
}

gboolean
vik_game_model_apply_text (VikGameModel *self, const char *text, GError **error)
{
  VikAction action;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  if (self->game == NULL)
    {
      g_set_error_literal (error, VIK_RULE_ERROR, VIK_RULE_ERROR_NOT_NOW, _("No game is in progress"));
      return FALSE;
    }
  if (!vik_action_parse (text, vik_game_get_board (self->game), &action, error))
    return FALSE;
  return vik_game_model_apply (self, &action, error);
}

gboolean
vik_game_model_can_undo (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  return vik_undo_can (self->undo);
}

guint
vik_game_model_get_undo_depth (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), 0);
  return vik_undo_depth (self->undo);
}

gboolean
vik_game_model_undo (VikGameModel *self)
{
  VikGame *game;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  game = vik_undo_pop (self->undo);
  if (game == NULL)
    return FALSE;
  self->undoing = TRUE;
  vik_game_model_replace_game (self, game, TRUE);
  self->undoing = FALSE;
  vik_model_base_set_modified (&self->base, TRUE);
  return TRUE;
}

gboolean
vik_game_model_is_undoing (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  return self->undoing;
}

gboolean
vik_game_model_is_resyncing (VikGameModel *self)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  return self->resyncing;
}
