/* vic-game-model.c: the *Victory* game model: the game, apply and undo,
 * signals (files: vic-game-model-files.c). */
#include "config.h"

#include "vic-game-model-private.h"

#include <glib/gi18n-lib.h>

#include "vic-scenario.h"
#include "vic-autosave.h"
#include "vic-rules.h"
#include "vic-victory-painter.h"   /* the default palette */

/* The most positions undo goes back (one decision of a player). */
#define UNDO_MAX 1000

enum {
  SIGNAL_DECIDER_CHANGED,
  SIGNAL_TURN_ENDED,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_HAS_GAME, PROP_CAN_UNDO, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE_WITH_CODE (VicGameModel, vic_game_model, VIK_TYPE_MODEL_BASE,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_SESSION, vic_game_model_session_init))

static void
vic_game_model_finalize (GObject *object)
{
  VicGameModel *self = VIC_GAME_MODEL (object);

  g_clear_pointer (&self->game, vic_game_free);
  g_clear_pointer (&self->start, vic_game_free);
  g_clear_pointer (&self->record, vic_game_free);
  vik_undo_free (self->undo);
  g_array_unref (self->legal);
  G_OBJECT_CLASS (vic_game_model_parent_class)->finalize (object);
}

static void
vic_game_model_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  VicGameModel *self = VIC_GAME_MODEL (object);

  switch (id)
    {
    case PROP_HAS_GAME: g_value_set_boolean (value, self->game != NULL); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, vic_game_model_can_undo (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

/* ::seats-changed (VikModelBase, run first): who may act changed. */
static void
vic_game_model_seats_changed (VikModelBase *base)
{
  VIC_GAME_MODEL (base)->legal_valid = FALSE;
}

static void
vic_game_model_class_init (VicGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  VIK_MODEL_BASE_CLASS (klass)->seats_changed = vic_game_model_seats_changed;

  object_class->finalize = vic_game_model_finalize;
  object_class->get_property = vic_game_model_get_property;
  properties[PROP_HAS_GAME] = g_param_spec_boolean ("has-game", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_DECIDER_CHANGED] = g_signal_new ("decider-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[SIGNAL_TURN_ENDED] = g_signal_new ("turn-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
vic_game_model_init (VicGameModel *self)
{
  self->undo = vik_undo_new (vic_rules_victory (), UNDO_MAX);
  self->legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  self->base.autosave.game = vic_autosave_victory ();
  vik_autosave_slot_set_dir (&self->base.autosave, NULL);
  vic_game_model_reset_seats (self);
  vic_game_model_take_colors (self, NULL);
}

void
vic_game_model_take_colors (VicGameModel *self, const VikPlayerColor *colors)
{
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    self->colors[p] = colors != NULL ? colors[p] : vic_player_default_color (p);
}

const VikPlayerColor *
vic_game_model_get_colors (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  return self->colors;
}

void
vic_game_model_emit_seats_changed (VicGameModel *self)
{
  vik_model_base_emit_seats_changed (&self->base);
}

void
vic_game_model_emit_applied (VicGameModel *self, const VicAction *action, const VicEvent *events, guint n_events)
{
  vik_model_base_emit_action_applied (&self->base, action, events, n_events);
}

void
vic_game_model_emit_decider_changed (VicGameModel *self, int old, int decider)
{
  g_signal_emit (self, signals[SIGNAL_DECIDER_CHANGED], 0, old, decider);
}

void
vic_game_model_emit_turn_ended (VicGameModel *self, int player)
{
  g_signal_emit (self, signals[SIGNAL_TURN_ENDED], 0, player);
}

void
vic_game_model_emit_game_over (VicGameModel *self, guint winners)
{
  g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, winners);
}

VicGameModel *
vic_game_model_new (void)
{
  return g_object_new (VIC_TYPE_GAME_MODEL, NULL);
}

/* ---------------------------------------------------------------- state */

void
vic_game_model_set_game_id (VicGameModel *self, const char *id, guint64 seed)
{
  vik_autosave_slot_set_id (&self->base.autosave, id, seed);
}

static void
set_can_undo_notify (VicGameModel *self, gboolean before)
{
  if (before != vic_game_model_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

void
vic_game_model_replace_game (VicGameModel *self, VicGame *game, gboolean keep_undo)
{
  gboolean had_game = self->game != NULL, could_undo = vic_game_model_can_undo (self);

  g_clear_pointer (&self->game, vic_game_free);
  g_clear_pointer (&self->record, vic_game_free);
  self->game = game;
  if (!keep_undo)
    vik_undo_clear (self->undo);
  self->legal_valid = FALSE;
  if (!had_game)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_GAME]);
  set_can_undo_notify (self, could_undo);
  vik_model_base_emit_game_changed (&self->base);
}

static gboolean
start_game (VicGameModel *self, VicGame *game, const VikPlayerColor *colors)
{
  vic_game_model_leave_remote (self);   /* a network game shown here is left */
  vik_model_base_set_file (&self->base, NULL);
  vic_game_model_set_game_id (self, NULL, vic_game_get_seed (game));
  vic_game_model_reset_seats (self);
  vic_game_model_take_colors (self, colors);
  vic_game_model_keep_start (self, game);
  vic_game_model_replace_game (self, game, FALSE);
  vik_model_base_set_modified (&self->base, TRUE);
  return TRUE;
}

gboolean
vic_game_model_start (VicGameModel *self, VicGame *game)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self) && game != NULL, FALSE);
  return start_game (self, game, NULL);
}

gboolean
vic_game_model_new_game (VicGameModel *self, const VicGameOptions *options, GError **error)
{
  VicGame *game;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  game = vic_game_new (options, error);
  return game != NULL && start_game (self, game, NULL);
}

gboolean
vic_game_model_new_preset (VicGameModel *self, const char *preset_id, int n_players,
                           const char *const *names, guint64 seed, GError **error)
{
  return vic_game_model_new_preset_full (self, preset_id, n_players, names, NULL, seed, error);
}

gboolean
vic_game_model_new_preset_full (VicGameModel *self, const char *preset_id, int n_players,
                                const char *const *names, const VikPlayerColor *colors, guint64 seed,
                                GError **error)
{
  VicScenario sc = { 0 };   /* vic_scenario_preset clears what it is given */
  VicGame *game;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  if (!vic_scenario_preset (preset_id, n_players, &sc, error))
    return FALSE;
  {
    /* The book's scenarios on the bundled layouts of the four designed tiles
     * (the presets' built-in maps are the engine's test maps). */
    g_autoptr (GError) local = NULL;
    VicMap *layout = vic_scenario_bundled_layout (sc.map->n_tiles, &local);
    if (layout != NULL)
      {
        vic_map_unref (sc.map);
        sc.map = layout;
      }
    else
      g_warning ("The bundled maps are not found (%s): the built-in map is played", local->message);
  }
  for (int p = 0; names != NULL && p < n_players; p++)
    if (names[p] != NULL && names[p][0] != '\0')
      {
        g_strlcpy (sc.names[p], names[p], sizeof sc.names[p]);
        sc.options.names[p] = sc.names[p];
      }
  game = vic_scenario_new_game (&sc, seed, error);
  vic_scenario_clear (&sc);
  return game != NULL && start_game (self, game, colors);
}

const VicGame *
vic_game_model_get_game (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  return self->game;
}

GArray *
vic_game_model_get_legal_actions (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  if (!self->legal_valid)
    {
      g_array_set_size (self->legal, 0);
      /* a network game: only the local seat's, and only when it may act */
      if (self->game != NULL && !vic_game_is_over (self->game)
          && (!self->base.net.on || vic_game_model_decides_here (self)))
        vic_game_legal_actions (self->game, self->legal);
      self->legal_valid = TRUE;
    }
  return self->legal;
}

/* ---------------------------------------------------------------- apply and undo */

gboolean
vic_game_model_apply (VicGameModel *self, const VicAction *action, GError **error)
{
  VicGame *before;
  int decider, player;
  const VicEvent *events;
  guint n_events;
  gboolean could_undo;
  VicAction copy;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  if (self->game == NULL)
    {
      g_set_error_literal (error, VIC_RULE_ERROR, VIC_RULE_ERROR_NOT_NOW, _("No game is being played"));
      return FALSE;
    }
  copy = *action;   /* the action may point into the legal list, which changes */
  if (self->base.net.on)
    return vic_game_model_remote_submit (self, &copy, error);   /* the server applies it */
  if (!vic_game_check_action (self->game, &copy, error))
    return FALSE;
  could_undo = vic_game_model_can_undo (self);
  decider = vic_game_get_decider (self->game);
  player = vic_game_get_current_player (self->game);
  before = vic_game_copy (self->game);
  if (!vic_game_apply (self->game, &copy, error))
    {
      vic_game_free (before);
      return FALSE;
    }
  self->legal_valid = FALSE;
  events = vic_game_get_events (self->game, &n_events);
  /* nobody undoes another player's decision, a die or a reveal (vik-undo.h) */
  vik_undo_record (self->undo, before, self->game);
  vik_model_base_set_modified (&self->base, TRUE);
  set_can_undo_notify (self, could_undo);
  vik_model_base_emit_action_applied (&self->base, &copy, events, n_events);
  if (vic_game_get_decider (self->game) != decider)
    g_signal_emit (self, signals[SIGNAL_DECIDER_CHANGED], 0, decider, vic_game_get_decider (self->game));
  if (vic_game_get_current_player (self->game) != player || vic_game_is_over (self->game))
    g_signal_emit (self, signals[SIGNAL_TURN_ENDED], 0, player);
  if (vic_game_is_over (self->game))
    g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, vic_game_get_winners (self->game));
  return TRUE;
}

gboolean
vic_game_model_apply_text (VicGameModel *self, const char *text, GError **error)
{
  VicAction action;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  if (self->game == NULL)
    {
      g_set_error_literal (error, VIC_RULE_ERROR, VIC_RULE_ERROR_NOT_NOW, _("No game is being played"));
      return FALSE;
    }
  if (!vic_action_parse (self->game, text, &action, error))
    return FALSE;
  return vic_game_model_apply (self, &action, error);
}

void
vic_game_model_clear_undo (VicGameModel *self)
{
  gboolean could_undo = vic_game_model_can_undo (self);

  vik_undo_clear (self->undo);
  set_can_undo_notify (self, could_undo);
}

gboolean
vic_game_model_can_undo (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  return vik_undo_can (self->undo);
}

guint
vic_game_model_get_undo_depth (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), 0);
  return vik_undo_depth (self->undo);
}

gboolean
vic_game_model_undo (VicGameModel *self)
{
  VicGame *game;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  game = vik_undo_pop (self->undo);
  if (game == NULL)
    return FALSE;
  vic_game_model_replace_game (self, game, TRUE);
  vik_model_base_set_modified (&self->base, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  return TRUE;
}
