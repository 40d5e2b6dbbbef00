/* vik-play-controller.c: what a click on the board means in a game (see the header). */
#include "config.h"

#include "vik-play-controller.h"
#include "vik-action-menu.h"
#include "vik-action-text.h"

struct _VikPlayController
{
  GObject parent_instance;

  VikGameModel *model;
  VikBoardView *view;
  VikViktoryPainter *painter;
  GtkPopover *menu;         /* the menu of actions over the board while it is open */

  int selected;
  int suspended;            /* a selection a decision interrupted (tiles to place): back after it */
  gboolean move_onto;       /* this click moves onto one's own stack rather than selecting it */
  int pending;              /* a hex clicked first, waiting for a choice in the bar */
  int filter_kind;          /* VikActionKind, or VIK_BOARD_NO_FILTER */
  int filter_value;         /* unit type (PLACE) or terrain (TILE) the filter keeps */
  guint8 can_act[VIK_MAX_HEXES];  /* a stack there is the origin of a legal action */
  guint8 highlight[VIK_MAX_HEXES];

  struct { int selected, pending, filter_kind, filter_value; } shown;  /* as last notified */
};

G_DEFINE_FINAL_TYPE (VikPlayController, vik_play_controller, G_TYPE_OBJECT)

enum { PROP_0, PROP_MODEL, PROP_VIEW, PROP_SELECTED, PROP_PENDING, PROP_FILTER_KIND, PROP_FILTER_VALUE, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_ACTIONS_CHOSEN, SIGNAL_REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const VikGame *
game_of (VikPlayController *self)
{
  return vik_game_model_get_game (self->model);
}

static void
notify_if_changed (VikPlayController *self, int *shown, int value, int prop)
{
  if (*shown == value)
    return;
  *shown = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Notifies the properties whose values changed since they were last notified. */
static void
announce (VikPlayController *self)
{
  notify_if_changed (self, &self->shown.selected, self->selected, PROP_SELECTED);
  notify_if_changed (self, &self->shown.pending, self->pending, PROP_PENDING);
  notify_if_changed (self, &self->shown.filter_kind, self->filter_kind, PROP_FILTER_KIND);
  notify_if_changed (self, &self->shown.filter_value, self->filter_value, PROP_FILTER_VALUE);
}

/* ---------------------------------------------------------------- highlights */

/* Does the filter (a unit type or a terrain chosen in the bar) keep the
 * action?  Without a filter it keeps every action. */
static gboolean
filter_keeps (VikPlayController *self, const VikAction *a)
{
  if (self->filter_kind == VIK_BOARD_NO_FILTER)
    return TRUE;
  if (a->kind != self->filter_kind)
    return FALSE;
  if (a->kind == VIK_ACTION_PLACE)
    return a->unit == self->filter_value;
  if (a->kind == VIK_ACTION_TILE)
    return a->terrain == self->filter_value;
  return TRUE;
}

/* A filter that no legal action passes any more, or a pending hex no legal
 * action targets, is dropped. */
static void
drop_stale_choices (VikPlayController *self, const VikGame *game, GArray *legal)
{
  gboolean filter_used = FALSE, pending_used = FALSE;

  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (vik_action_origin (game, a) != VIK_NO_HEX)
        continue;
      if (self->filter_kind != VIK_BOARD_NO_FILTER && filter_keeps (self, a))
        filter_used = TRUE;
      if (self->pending != VIK_NO_HEX && vik_action_target (game, a) == self->pending)
        pending_used = TRUE;
    }
  if (!filter_used)
    self->filter_kind = VIK_BOARD_NO_FILTER;
  if (!pending_used)
    self->pending = VIK_NO_HEX;
}

/* Highlights: targets of actions chosen by their target alone (those the
 * filter keeps), and with a selection, the targets of the selected stack's
 * actions on top.  The painter shows them. */
static void
refresh (VikPlayController *self)
{
  const VikGame *game = game_of (self);
  GArray *legal;

  memset (self->can_act, 0, sizeof self->can_act);
  memset (self->highlight, 0, sizeof self->highlight);
  vik_viktory_painter_set_game (self->painter, game);
  if (game == NULL)
    {
      self->selected = VIK_NO_HEX;
      self->pending = VIK_NO_HEX;
      self->filter_kind = VIK_BOARD_NO_FILTER;
      vik_viktory_painter_set_marks (self->painter, NULL, NULL);
      announce (self);
      return;
    }
  vik_viktory_painter_set_mp_player (self->painter, vik_game_get_current_player (game));
  if (!vik_game_model_decides_here (self->model))
    {
      /* a computer player (or another player of a network game) decides:
       * nothing on the board is for people to click */
      vik_play_controller_close_menu (self);
      self->selected = self->pending = VIK_NO_HEX;
      self->filter_kind = VIK_BOARD_NO_FILTER;
      vik_viktory_painter_set_marks (self->painter, self->highlight, self->can_act);
      announce (self);
      return;
    }
  legal = vik_game_model_get_legal_actions (self->model);
  drop_stale_choices (self, game, legal);
  {
    /* The face-down hexes waiting for drawn tiles, also while the water
     * choices of [4.0] and [7.0] come first. */
    VikTerrain tiles[VIK_MAX_REVEAL];
    int places[VIK_MAX_REVEAL], n_places = 0;
    vik_game_drawn_tiles (game, tiles, places, &n_places);
    for (int i = 0; i < n_places; i++)
      self->highlight[places[i]] = VIK_HIGHLIGHT_TILE;
  }
  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      int origin = vik_action_origin (game, a);
      int target = vik_action_target (game, a);
      if (origin != VIK_NO_HEX)
        self->can_act[origin] = TRUE;
      else if (target != VIK_NO_HEX && filter_keeps (self, a))
        self->highlight[target] = vik_action_highlight (game, a);
    }
  if (self->pending != VIK_NO_HEX)
    self->highlight[self->pending] = VIK_HIGHLIGHT_SELECTED;
  if (self->selected != VIK_NO_HEX && !self->can_act[self->selected])
    {
      /* a decision interrupting the move (tiles to place, a casualty):
       * the stack is selected again once it can act */
      self->suspended = vik_game_get_decision (game) != VIK_DECISION_NONE ? self->selected : VIK_NO_HEX;
      self->selected = VIK_NO_HEX;
    }
  else if (self->selected == VIK_NO_HEX && self->suspended != VIK_NO_HEX
           && vik_game_get_decision (game) == VIK_DECISION_NONE)
    {
      int hex = self->suspended;
      self->suspended = VIK_NO_HEX;
      if (self->can_act[hex])
        self->selected = hex;
    }
  if (self->selected != VIK_NO_HEX)
    {
      for (guint i = 0; i < legal->len; i++)
        {
          const VikAction *a = &g_array_index (legal, VikAction, i);
          int target = vik_action_target (game, a);
          if (target != VIK_NO_HEX && vik_action_origin (game, a) == self->selected)
            self->highlight[target] = vik_action_highlight (game, a);
        }
      self->highlight[self->selected] = VIK_HIGHLIGHT_SELECTED;
    }
  vik_viktory_painter_set_marks (self->painter, self->highlight, self->can_act);
  announce (self);
}

/* The attacker's retreat starts from the battle hex, the Ruler's withdrawal
 * [16.82] from his Vassal's capital: it is selected for him. */
static void
select_retreat (VikPlayController *self)
{
  const VikGame *game = game_of (self);

  if (game == NULL || self->selected != VIK_NO_HEX)
    return;
  if (vik_game_get_decision (game) == VIK_DECISION_RETREAT)
    vik_play_controller_set_selected (self, vik_game_battle_hex (game));
  else if (vik_game_get_decision (game) == VIK_DECISION_WITHDRAW)
    {
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
      vik_game_legal_actions (game, legal);
      if (legal->len > 0)
        vik_play_controller_set_selected (self, g_array_index (legal, VikAction, 0).from);
    }
}

int
vik_play_controller_get_selected (VikPlayController *self)
{
  return self->selected;
}

void
vik_play_controller_set_selected (VikPlayController *self, int hex)
{
  if (hex != VIK_NO_HEX && (hex < 0 || hex >= VIK_MAX_HEXES || !self->can_act[hex]))
    hex = VIK_NO_HEX;
  self->suspended = VIK_NO_HEX;
  if (self->selected == hex)
    return;
  self->selected = hex;
  refresh (self);
}

int
vik_play_controller_get_highlight (VikPlayController *self, int hex)
{
  return vik_viktory_painter_get_highlight (self->painter, hex);
}

void
vik_play_controller_set_filter (VikPlayController *self, int kind, int value)
{
  self->filter_kind = kind;
  self->filter_value = value;
  if (kind != VIK_BOARD_NO_FILTER)
    self->pending = VIK_NO_HEX;
  refresh (self);
}

gboolean
vik_play_controller_get_filter (VikPlayController *self, int *kind, int *value)
{
  if (kind != NULL)
    *kind = self->filter_kind;
  if (value != NULL)
    *value = self->filter_value;
  return self->filter_kind != VIK_BOARD_NO_FILTER;
}

void
vik_play_controller_set_pending (VikPlayController *self, int hex)
{
  if (self->pending == hex)
    return;
  self->pending = hex;
  refresh (self);
}

int
vik_play_controller_get_pending (VikPlayController *self)
{
  return self->pending;
}

/* ---------------------------------------------------------------- clicks */

static void
collect (VikPlayController *self, const VikGame *game, GArray *legal, int origin, int hex, GArray *out)
{
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (vik_action_target (game, a) == hex && vik_action_origin (game, a) == origin
          && (origin != VIK_NO_HEX || filter_keeps (self, a)))
        g_array_append_val (out, *a);
    }
}

/* [16.5]: one's own Town or City that may be relocated (its own actions) and
 * upgraded (an action chosen by its target) at the start of the Building
 * phase: the click offers both, the upgrade first, like any click that means
 * several actions.  FALSE, and `out` empty, for any other hex. */
static gboolean
collect_relocation_or_upgrade (VikPlayController *self, const VikGame *game, GArray *legal, int hex, GArray *out)
{
  gboolean relocatable = FALSE;

  for (guint i = 0; i < legal->len && !relocatable; i++)
    relocatable = g_array_index (legal, VikAction, i).kind == VIK_ACTION_RELOCATE
                  && g_array_index (legal, VikAction, i).from == hex;
  if (!relocatable)
    return FALSE;
  collect (self, game, legal, VIK_NO_HEX, hex, out);
  if (out->len == 0)
    return FALSE;
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == VIK_ACTION_RELOCATE
        && g_array_index (legal, VikAction, i).from == hex)
      g_array_append_val (out, g_array_index (legal, VikAction, i));
  return TRUE;
}

gboolean
vik_play_controller_activate_hex (VikPlayController *self, int hex, GArray *out)
{
  const VikGame *game = game_of (self);
  GArray *legal;

  if (!vik_game_model_decides_here (self->model))
    return FALSE;   /* a computer player (or another at his own screen) decides */
  if (game == NULL || hex < 0 || hex >= vik_game_get_board (game)->n_hexes)
    {
      vik_play_controller_set_selected (self, VIK_NO_HEX);
      return FALSE;
    }
  legal = vik_game_model_get_legal_actions (self->model);
  g_array_set_size (out, 0);
  /* 0. a Town or City to upgrade or relocate [16.5]: both are offered, and it
   * is selected so that the hexes it may move to light up */
  if (legal != NULL && collect_relocation_or_upgrade (self, game, legal, hex, out))
    {
      vik_play_controller_set_selected (self, hex);
      return TRUE;
    }
  /* 1. another of one's stacks that can act: select it, also when the
   * selected stack could move there (that is a deliberate Shift+click) */
  if (self->can_act[hex] && hex != self->selected && !self->move_onto)
    {
      vik_play_controller_set_selected (self, hex);
      return FALSE;
    }
  /* 2. a target of the selected stack */
  if (self->selected != VIK_NO_HEX && hex != self->selected)
    {
      collect (self, game, legal, self->selected, hex, out);
      if (out->len > 0)
        return TRUE;
    }
  if (self->can_act[hex] && hex != self->selected)
    {
      vik_play_controller_set_selected (self, hex);
      return FALSE;
    }
  /* 3. an action chosen by its target alone (build, place, battle, tiles...) */
  collect (self, game, legal, VIK_NO_HEX, hex, out);
  if (out->len > 0)
    return TRUE;
  /* 4. anything else clears the selection */
  vik_play_controller_set_selected (self, VIK_NO_HEX);
  return FALSE;
}

static void
on_hex_activated (VikBoardView *view, int hex, guint state, VikPlayController *self)
{
  g_autoptr (GArray) chosen = g_array_new (FALSE, TRUE, sizeof (VikAction));
  double x = 0, y = 0;

  /* Shift+click: the selected stack moves onto one's own stack there */
  self->move_onto = (state & GDK_SHIFT_MASK) != 0;
  if (vik_play_controller_activate_hex (self, hex, chosen))
    {
      vik_board_view_get_hex_position (view, hex, &x, &y);
      g_signal_emit (self, signals[SIGNAL_ACTIONS_CHOSEN], 0, chosen, x, y);
    }
  self->move_onto = FALSE;
}

void
vik_play_controller_move_onto_hex (VikPlayController *self, int hex)
{
  vik_board_view_click_hex (self->view, hex, GDK_SHIFT_MASK);
}

static void
on_cancel (VikBoardView *view, VikPlayController *self)
{
  vik_play_controller_set_selected (self, VIK_NO_HEX);
}

/* ---------------------------------------------------------------- applying */

gboolean
vik_play_controller_apply (VikPlayController *self, const VikAction *action)
{
  g_autoptr (GError) error = NULL;

  vik_play_controller_close_menu (self);
  if (!vik_game_model_apply (self->model, action, &error))
    {
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, error->message);
      return FALSE;
    }
  return TRUE;
}

void
vik_play_controller_close_menu (VikPlayController *self)
{
  if (self->menu != NULL)
    gtk_popover_popdown (self->menu);
}

static void
on_menu_choice (const VikAction *action, gpointer data)
{
  vik_play_controller_apply (data, action);
}

/* The default ::actions-chosen: one action without a forecast is applied;
 * several choices, or a fight to confirm with its odds, open a menu. */
static void
actions_chosen (VikPlayController *self, gpointer data, double x, double y)
{
  GArray *actions = data;
  const VikGame *game = game_of (self);
  const VikAction *first;
  g_autofree char *forecast = NULL;
  gboolean choice;

  if (actions->len == 0)
    return;
  /* Several tiles or unit types for one hex: the hex waits for a choice in
   * the bar (or in the menu). */
  first = &g_array_index (actions, VikAction, 0);
  choice = actions->len > 1 && (first->kind == VIK_ACTION_TILE || first->kind == VIK_ACTION_PLACE);
  for (guint i = 1; choice && i < actions->len; i++)
    choice = g_array_index (actions, VikAction, i).kind == first->kind;
  vik_play_controller_set_pending (self, choice ? vik_action_target (game, first) : VIK_NO_HEX);
  forecast = vik_action_forecast (game, first);
  if (actions->len == 1 && forecast == NULL)
    {
      VikAction a = *first;
      vik_play_controller_apply (self, &a);
      return;
    }
  vik_play_controller_close_menu (self);
  g_set_weak_pointer (&self->menu, vik_action_menu_popup (GTK_WIDGET (self->view), x, y, game, actions,
                                                          on_menu_choice, self));
}

void
vik_play_controller_choose (VikPlayController *self, VikActionKind kind, int value)
{
  int filter_kind, filter_value;

  if (game_of (self) == NULL)
    return;
  if (value >= 0 && self->pending != VIK_NO_HEX)
    {
      GArray *legal = vik_game_model_get_legal_actions (self->model);
      VikAction a = vik_action_make (kind);
      for (guint i = 0; legal != NULL && i < legal->len; i++)
        {
          const VikAction *l = &g_array_index (legal, VikAction, i);
          if (l->kind == kind && l->to == self->pending
              && (kind == VIK_ACTION_TILE ? l->terrain : l->unit) == value)
            {
              a = *l;
              break;
            }
        }
      /* not legal there: the engine's refusal says why */
      a.to = self->pending;
      if (kind == VIK_ACTION_TILE)
        a.terrain = value;
      else
        a.unit = value;
      if (!vik_play_controller_apply (self, &a))
        refresh (self); /* the bar's pressed look */
      return;
    }
  self->pending = VIK_NO_HEX;
  if (value < 0 || (vik_play_controller_get_filter (self, &filter_kind, &filter_value)
                    && filter_kind == (int) kind && filter_value == value))
    vik_play_controller_set_filter (self, VIK_BOARD_NO_FILTER, 0);
  else
    vik_play_controller_set_filter (self, kind, value);
}

/* ---------------------------------------------------------------- the model */

static void
update_colors (VikPlayController *self)
{
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    vik_viktory_painter_set_color (self->painter, p, vik_game_model_get_color (self->model, p));
}

static void
on_game_changed (VikGameModel *model, VikPlayController *self)
{
  /* The model may have freed the game the painter borrowed (Undo, a load):
   * the new one first, before anything makes the view read the painter. */
  vik_viktory_painter_set_game (self->painter, game_of (self));
  vik_play_controller_close_menu (self);
  self->selected = VIK_NO_HEX;
  self->suspended = VIK_NO_HEX;
  self->pending = VIK_NO_HEX;
  self->filter_kind = VIK_BOARD_NO_FILTER;
  update_colors (self);
  refresh (self);
  select_retreat (self);
}

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events,
                   VikPlayController *self)
{
  const VikAction *a = action;

  /* The selection follows a unit that moved on, so it can keep moving. */
  if (self->suspended != VIK_NO_HEX && a != NULL && a->kind != VIK_ACTION_TILE)
    self->suspended = VIK_NO_HEX;   /* only placing the tiles is an interruption */
  if (self->selected != VIK_NO_HEX && a != NULL
      && (a->kind == VIK_ACTION_MOVE || a->kind == VIK_ACTION_DISEMBARK)
      && a->to != VIK_NO_HEX)
    self->selected = a->to;
  /* a hex clicked first waits for one choice only */
  self->pending = VIK_NO_HEX;
  refresh (self);
  select_retreat (self);
}

VikPlayController *
vik_play_controller_new (VikGameModel *model, VikBoardView *view)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (model), NULL);
  g_return_val_if_fail (VIK_IS_BOARD_VIEW (view), NULL);

  return g_object_new (VIK_TYPE_PLAY_CONTROLLER, "model", model, "view", view, NULL);
}

VikViktoryPainter *
vik_play_controller_get_painter (VikPlayController *self)
{
  return self->painter;
}

VikBoardView *
vik_play_controller_get_view (VikPlayController *self)
{
  return self->view;
}

/* ---------------------------------------------------------------- GObject */

static void
vik_play_controller_constructed (GObject *object)
{
  VikPlayController *self = VIK_PLAY_CONTROLLER (object);

  G_OBJECT_CLASS (vik_play_controller_parent_class)->constructed (object);
  vik_board_view_set_painter (self->view, VIK_BOARD_PAINTER (self->painter));
  vik_board_view_set_letter_keys (self->view, TRUE);
  g_signal_connect (self->view, "hex-activated", G_CALLBACK (on_hex_activated), self);
  g_signal_connect (self->view, "cancel", G_CALLBACK (on_cancel), self);
  g_signal_connect (self->model, "game-changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect (self->model, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_connect_swapped (self->model, "colors-changed", G_CALLBACK (update_colors), self);
  g_signal_connect_swapped (self->model, "seats-changed", G_CALLBACK (refresh), self);
  on_game_changed (self->model, self);
}

static void
vik_play_controller_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikPlayController *self = VIK_PLAY_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, self->model); break;
    case PROP_VIEW: g_value_set_object (value, self->view); break;
    case PROP_SELECTED: g_value_set_int (value, self->selected); break;
    case PROP_PENDING: g_value_set_int (value, self->pending); break;
    case PROP_FILTER_KIND: g_value_set_int (value, self->filter_kind); break;
    case PROP_FILTER_VALUE: g_value_set_int (value, self->filter_value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_play_controller_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikPlayController *self = VIK_PLAY_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_MODEL: self->model = g_value_dup_object (value); break;
    case PROP_VIEW: self->view = g_value_dup_object (value); break;
    case PROP_SELECTED: vik_play_controller_set_selected (self, g_value_get_int (value)); break;
    case PROP_PENDING: vik_play_controller_set_pending (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_play_controller_dispose (GObject *object)
{
  VikPlayController *self = VIK_PLAY_CONTROLLER (object);

  if (self->menu != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->menu));
  g_clear_weak_pointer (&self->menu);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->view, self);
      if (vik_board_view_get_painter (self->view) == VIK_BOARD_PAINTER (self->painter))
        vik_board_view_set_painter (self->view, NULL);
    }
  g_clear_object (&self->view);
  g_clear_object (&self->model);
  if (self->painter != NULL)
    vik_viktory_painter_set_game (self->painter, NULL);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (vik_play_controller_parent_class)->dispose (object);
}

static void
vik_play_controller_class_init (VikPlayControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = vik_play_controller_constructed;
  object_class->dispose = vik_play_controller_dispose;
  object_class->get_property = vik_play_controller_get_property;
  object_class->set_property = vik_play_controller_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, VIK_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW] =
    g_param_spec_object ("view", NULL, NULL, VIK_TYPE_BOARD_VIEW,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, VIK_NO_HEX, VIK_MAX_HEXES - 1, VIK_NO_HEX,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PENDING] =
    g_param_spec_int ("pending", NULL, NULL, VIK_NO_HEX, VIK_MAX_HEXES - 1, VIK_NO_HEX,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILTER_KIND] =
    g_param_spec_int ("filter-kind", NULL, NULL, VIK_BOARD_NO_FILTER, G_MAXINT, VIK_BOARD_NO_FILTER,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILTER_VALUE] =
    g_param_spec_int ("filter-value", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_ACTIONS_CHOSEN] =
    g_signal_new_class_handler ("actions-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                G_CALLBACK (actions_chosen), NULL, NULL, NULL,
                                G_TYPE_NONE, 3, G_TYPE_POINTER, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[SIGNAL_REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
vik_play_controller_init (VikPlayController *self)
{
  self->painter = vik_viktory_painter_new ();
  self->selected = self->shown.selected = VIK_NO_HEX;
  self->suspended = VIK_NO_HEX;
  self->pending = self->shown.pending = VIK_NO_HEX;
  self->filter_kind = self->shown.filter_kind = VIK_BOARD_NO_FILTER;
}
