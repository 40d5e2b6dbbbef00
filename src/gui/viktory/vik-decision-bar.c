/* vik-decision-bar.c: the bar above the board (see vik-decision-bar.h). */
#include "config.h"

#include "vik-decision-bar.h"
#include "vik-action-list.h"
#include "vik-action-text.h"
#include "vik-choice-item.h"
#include "vik-seat-text.h"

#include <glib/gi18n.h>
#include <math.h>

struct _VikDecisionBar
{
  GtkWidget parent_instance;

  VikGameModel *model;
  GListModel *actions;
  GtkFilterListModel *buttons;   /* the actions that need no hex */
  VikPlayController *controller;

  GtkLabel *prompt_label;
  GtkLabel *selection_label;
  GtkLabel *move_note_label;   /* another stack selected while a unit's move is under way */
  GtkBox *choice_box;
  GListStore *choices;          /* VikChoiceItem: what choice_box shows */
  GtkFlowBox *decision_buttons;
};

G_DEFINE_FINAL_TYPE (VikDecisionBar, vik_decision_bar, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, PROP_ACTIONS, PROP_CONTROLLER, N_PROPS };
static GParamSpec *properties[N_PROPS];

static const VikGame *
game_of (VikDecisionBar *self)
{
  return self->model != NULL ? vik_game_model_get_game (self->model) : NULL;
}

/* ---------------------------------------------------------------- the buttons */

/* The actions that need no hex get a button; a battle too (it has a hex, but
 * waits to be fought [13.0]); ending the phase is the header's button. */
static gboolean
needs_button (gpointer item, gpointer data)
{
  const VikAction *a = vik_action_item_get_action (item);

  if (a->kind == VIK_ACTION_END)
    return FALSE;
  return a->kind == VIK_ACTION_BATTLE
         || (vik_action_item_get_origin (item) == VIK_NO_HEX && vik_action_item_get_target (item) == VIK_NO_HEX);
}

static GtkWidget *
create_button (gpointer data, gpointer user_data)
{
  VikDecisionBar *self = user_data;
  VikActionItem *item = data;
  const VikAction *a = vik_action_item_get_action (item);
  const VikGame *game = game_of (self);
  gboolean fight = a->kind == VIK_ACTION_BATTLE && game != NULL;
  g_autofree char *words = fight ? g_strdup_printf (_("Fight at %s"), vik_board_label (vik_game_get_board (game), a->to))
                                 : g_strdup (vik_action_item_get_words (item));
  GtkWidget *button = gtk_button_new_with_label (words);

  if (fight)
    {
      /* (its forecast stands in the Actions list: computed once) */
      gtk_widget_set_tooltip_text (button, _("Fight the battle now; its forecast is in the Actions list"));
      gtk_widget_add_css_class (button, "destructive-action");
    }
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.apply-action");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", vik_action_item_get_notation (item));
  return button;
}

/* ---------------------------------------------------------------- choices made in the bar first */

/* A small hex in the terrain's colour, as on the board. */
static void
draw_terrain_chip (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  VikColor c = vik_board_terrain_color (GPOINTER_TO_INT (data));
  double r = MIN (width, height) / 2.0 - 1;

  for (int i = 0; i < 6; i++)
    cairo_line_to (cr, width / 2.0 + r * cos (G_PI / 3 * i), height / 2.0 + r * sin (G_PI / 3 * i));
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
on_choice_button_clicked (GtkButton *button, gpointer data)
{
  VikChoiceItem *item = data;

  vik_choice_item_activate (item, GTK_WIDGET (button));
  /* pressed only when the action chose it (the item says so) */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), vik_choice_item_get_active (item));
}

/* The widget of a choice: a heading's label, or a toggle button activating
 * the item's action with its value, with a terrain chip when it has a
 * terrain; bound to the item, so that it stays while only its text, tooltip,
 * sensitivity or pressed state changes.  (Not a GtkActionable: a stateless
 * action would reset the pressed look.) */
static GtkWidget *
create_choice (VikChoiceItem *item)
{
  GtkWidget *button, *box, *label = gtk_label_new (NULL);
  int terrain = vik_choice_item_get_terrain (item);

  g_object_bind_property (item, "text", label, "label", G_BINDING_SYNC_CREATE);
  if (vik_choice_item_get_kind (item) == VIK_CHOICE_HEADING)
    return label;
  button = gtk_toggle_button_new ();
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  if (terrain >= 0)
    {
      GtkWidget *chip = gtk_drawing_area_new ();
      gtk_widget_set_size_request (chip, 18, 18);
      gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (chip), draw_terrain_chip,
                                      GINT_TO_POINTER (terrain), NULL);
      gtk_box_append (GTK_BOX (box), chip);
    }
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  g_object_bind_property (item, "active", button, "active", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "tooltip", button, "tooltip-text", G_BINDING_SYNC_CREATE);
  g_object_bind_property (item, "sensitive", button, "sensitive", G_BINDING_SYNC_CREATE);
  gtk_widget_add_css_class (button, "choice-chip");
  /* a click on a chip leaves the keyboard focus where it was (the board) */
  gtk_widget_set_focus_on_click (button, FALSE);
  g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (vik_choice_item_get_value (item)));
  g_object_set_data_full (G_OBJECT (button), "choice-item", g_object_ref (item), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (on_choice_button_clicked), item);
  return button;
}

/* The box follows the list of choices: a widget per item, in its order. */
static void
on_choices_changed (GListModel *choices, guint position, guint removed, guint added, gpointer data)
{
  VikDecisionBar *self = data;
  GtkWidget *box = GTK_WIDGET (self->choice_box);
  GtkWidget *child = gtk_widget_get_first_child (box), *prev = NULL;

  for (guint i = 0; i < position && child != NULL; i++)
    {
      prev = child;
      child = gtk_widget_get_next_sibling (child);
    }
  for (guint i = 0; i < removed && child != NULL; i++)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      gtk_box_remove (self->choice_box, child);
      child = next;
    }
  for (guint i = 0; i < added; i++)
    {
      g_autoptr (VikChoiceItem) item = g_list_model_get_item (choices, position + i);
      GtkWidget *widget = create_choice (item);
      gtk_box_insert_child_after (self->choice_box, widget, prev);
      prev = widget;
    }
  gtk_widget_set_visible (box, g_list_model_get_n_items (choices) > 0);
}

/* While tiles wait [7.0]: a chip per terrain still drawn (from the legal TILE
 * actions).  While Reserve units can be placed [14.0]: a button per unit type
 * in the decider's Reserve with its count.  Choose one, then a hex; or a hex,
 * then one of them. */
static void
update_choices (VikDecisionBar *self, const VikGame *game)
{
  GArray *legal = game != NULL ? vik_game_model_get_legal_actions (self->model) : NULL;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint terrains = 0, units = 0;
  int kind = VIK_BOARD_NO_FILTER, value = 0;

  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (a->kind == VIK_ACTION_TILE)
        terrains |= 1u << a->terrain;
      else if (a->kind == VIK_ACTION_PLACE)
        units |= 1u << a->unit;
    }
  if (self->controller != NULL && !vik_play_controller_get_filter (self->controller, &kind, &value))
    kind = VIK_BOARD_NO_FILTER;
  if (terrains != 0)
    {
      g_ptr_array_add (items, vik_choice_item_new_heading (_("Drawn tiles:")));
      for (int t = 0; t < VIK_N_TERRAINS; t++)
        if (terrains & (1u << t))
          g_ptr_array_add (items, vik_choice_item_new_chip (vik_terrain_name (t), t, "win.choose-terrain", t,
                                                            _("Choose this tile, then a hex waiting for a tile"),
                                                            TRUE, kind == VIK_ACTION_TILE && value == t));
    }
  else if (units != 0)
    {
      int decider = vik_game_get_decider (game);
      g_ptr_array_add (items, vik_choice_item_new_heading (_("Place from your Reserve:")));
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          int n = vik_game_reserve (game, decider, t);
          g_autofree char *text = NULL;
          if (n <= 0)
            continue;
          text = g_strdup_printf ("%s × %d", vik_unit_name (t), n);
          g_ptr_array_add (items, vik_choice_item_new_chip (text, -1, "win.choose-unit", t,
                                                            (units & (1u << t))
                                                            ? _("Choose this unit type: only the hexes where it can go light up")
                                                            : _("No hex can take this unit type now"),
                                                            (units & (1u << t)) != 0,
                                                            kind == VIK_ACTION_PLACE && value == t));
        }
    }
  vik_choice_store_update (self->choices, items);
}

GListModel *
vik_decision_bar_get_choices (VikDecisionBar *self)
{
  g_return_val_if_fail (VIK_IS_DECISION_BAR (self), NULL);
  return G_LIST_MODEL (self->choices);
}

/* ---------------------------------------------------------------- the texts */

static void
update (VikDecisionBar *self)
{
  const VikGame *game = game_of (self);
  int selected = self->controller != NULL ? vik_play_controller_get_selected (self->controller) : VIK_NO_HEX;
  int pending = self->controller != NULL ? vik_play_controller_get_pending (self->controller) : VIK_NO_HEX;

  g_autofree char *waiting = self->model != NULL ? vik_game_model_describe_waiting (self->model) : NULL;

  if (waiting != NULL)
    {
      /* a computer player (or, in a network game, another player) decides:
       * nothing here is for people to choose */
      update_choices (self, NULL);
      gtk_label_set_text (self->prompt_label, waiting);
      gtk_label_set_text (self->selection_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->move_note_label), FALSE);
      return;
    }
  update_choices (self, game);
  if (game == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->move_note_label), FALSE);
      return;
    }
  {
    g_autofree char *prompt = vik_decision_prompt (game);
    gtk_label_set_text (self->prompt_label, prompt);
  }
  if (pending != VIK_NO_HEX)
    {
      g_autofree char *line = g_strdup_printf (_("%s chosen: now choose above what goes there"),
                                               vik_board_label (vik_game_get_board (game), pending));
      gtk_label_set_text (self->selection_label, line);
    }
  else if (selected != VIK_NO_HEX)
    {
      g_autofree char *text = vik_hex_describe (game, selected, vik_game_get_current_player (game));
      g_autofree char *line = g_strdup_printf (_("Selected: %s"), text);
      gtk_label_set_text (self->selection_label, line);
    }
  else
    gtk_label_set_text (self->selection_label, "");
  /* its line is kept, empty, when nothing is selected: the board under the
   * bar does not move under the pointer when a click selects a hex */
  gtk_widget_set_visible (GTK_WIDGET (self->selection_label), TRUE);
  {
    /* said before it happens: acting with this stack ends the unit under way [10.0] */
    g_autofree char *note = pending == VIK_NO_HEX ? vik_moving_unit_note (game, selected) : NULL;
    gtk_label_set_text (self->move_note_label, note != NULL ? note : "");
    gtk_widget_set_visible (GTK_WIDGET (self->move_note_label), note != NULL);
  }
}

const char *
vik_decision_bar_get_prompt (VikDecisionBar *self)
{
  g_return_val_if_fail (VIK_IS_DECISION_BAR (self), NULL);
  return gtk_label_get_text (self->prompt_label);
}

/* ---------------------------------------------------------------- properties */

void
vik_decision_bar_set_model (VikDecisionBar *self, VikGameModel *model)
{
  g_return_if_fail (VIK_IS_DECISION_BAR (self));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    {
      g_signal_connect_swapped (model, "game-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (model, "action-applied", G_CALLBACK (update), self);
      g_signal_connect_swapped (model, "seats-changed", G_CALLBACK (update), self);
    }
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

VikGameModel *
vik_decision_bar_get_model (VikDecisionBar *self)
{
  g_return_val_if_fail (VIK_IS_DECISION_BAR (self), NULL);
  return self->model;
}

void
vik_decision_bar_set_actions (VikDecisionBar *self, GListModel *actions)
{
  g_return_if_fail (VIK_IS_DECISION_BAR (self));

  if (!g_set_object (&self->actions, actions))
    return;
  gtk_filter_list_model_set_model (self->buttons, actions);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIONS]);
}

void
vik_decision_bar_set_controller (VikDecisionBar *self, VikPlayController *controller)
{
  static const char *const watched[] = {
    "notify::selected", "notify::pending", "notify::filter-kind", "notify::filter-value",
  };

  g_return_if_fail (VIK_IS_DECISION_BAR (self));

  if (self->controller == controller)
    return;
  if (self->controller != NULL)
    g_signal_handlers_disconnect_by_data (self->controller, self);
  g_set_object (&self->controller, controller);
  for (guint i = 0; controller != NULL && i < G_N_ELEMENTS (watched); i++)
    g_signal_connect_swapped (controller, watched[i], G_CALLBACK (update), self);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTROLLER]);
}

static void
vik_decision_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikDecisionBar *self = VIK_DECISION_BAR (object);

  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, self->model); break;
    case PROP_ACTIONS: g_value_set_object (value, self->actions); break;
    case PROP_CONTROLLER: g_value_set_object (value, self->controller); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_decision_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikDecisionBar *self = VIK_DECISION_BAR (object);

  switch (prop_id)
    {
    case PROP_MODEL: vik_decision_bar_set_model (self, g_value_get_object (value)); break;
    case PROP_ACTIONS: vik_decision_bar_set_actions (self, g_value_get_object (value)); break;
    case PROP_CONTROLLER: vik_decision_bar_set_controller (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_decision_bar_dispose (GObject *object)
{
  VikDecisionBar *self = VIK_DECISION_BAR (object);

  vik_decision_bar_set_controller (self, NULL);
  vik_decision_bar_set_model (self, NULL);
  if (self->decision_buttons != NULL)
    gtk_flow_box_bind_model (self->decision_buttons, NULL, NULL, NULL, NULL);
  if (self->choices != NULL)
    g_signal_handlers_disconnect_by_data (self->choices, self);
  g_clear_object (&self->choices);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_DECISION_BAR);
  g_clear_object (&self->buttons);
  g_clear_object (&self->actions);
  G_OBJECT_CLASS (vik_decision_bar_parent_class)->dispose (object);
}

static void
vik_decision_bar_class_init (VikDecisionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_decision_bar_dispose;
  object_class->get_property = vik_decision_bar_get_property;
  object_class->set_property = vik_decision_bar_set_property;
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, VIK_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIONS] =
    g_param_spec_object ("actions", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTROLLER] =
    g_param_spec_object ("controller", NULL, NULL, VIK_TYPE_PLAY_CONTROLLER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-decision-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, VikDecisionBar, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, VikDecisionBar, selection_label);
  gtk_widget_class_bind_template_child (widget_class, VikDecisionBar, move_note_label);
  gtk_widget_class_bind_template_child (widget_class, VikDecisionBar, choice_box);
  gtk_widget_class_bind_template_child (widget_class, VikDecisionBar, decision_buttons);
}

static void
vik_decision_bar_init (VikDecisionBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->choices = g_list_store_new (VIK_TYPE_CHOICE_ITEM);
  g_signal_connect (self->choices, "items-changed", G_CALLBACK (on_choices_changed), self);
  self->buttons = gtk_filter_list_model_new (NULL, GTK_FILTER (gtk_custom_filter_new (needs_button, NULL, NULL)));
  gtk_flow_box_bind_model (self->decision_buttons, G_LIST_MODEL (self->buttons), create_button, self, NULL);
}
