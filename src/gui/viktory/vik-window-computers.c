/* vik-window-computers.c: the computer players at the game window's table.
 *
 * The window owns a VikComputerTurns for its model (vik-computer-turns.h):
 * it plays every computer seat in a worker thread, so the window never
 * freezes, at the pace of the win.computer-pace setting (instant, normal,
 * slow; the GSettings key computer-pace), the Hard level searching as long as
 * win.hard-thinking-time says (one, five or twenty seconds a turn).  While a computer decides, the
 * panels follow by themselves (the action list is empty, the board lights
 * nothing, the bar says who is thinking) and the window disables the game's
 * actions (vik_window_update_action_states).  win.set-seat (player, seat)
 * hands a person's seat to a computer of a level or lets a person take a
 * computer's seat, at any time.  Closing the window stops the computers. */
#include "config.h"

#include "vik-modal-pause.h"

#include "vik-window-private.h"
#include "vik-seat-text.h"

#include <glib/gi18n.h>

/* A choice of the menu kept in GSettings: win.<key> is a stateful action
 * whose state is one of the ids, the GSettings key of the same name an enum
 * with these nicks in this order; either side changed reaches the other and
 * the computers. */
typedef struct {
  const char *key;
  const char *const *ids;
  int n_ids;
  int fallback;
  void (*apply) (VikWindow *self, int value);
} MenuChoice;

static const char *const pace_ids[VIK_N_PACES] = { "instant", "normal", "slow" };

/* Hard's search time per turn of its own (vik_ai_set_time_budget). */
static const char *const thinking_ids[] = { "one-second", "five-seconds", "twenty-seconds" };
static const double thinking_seconds[G_N_ELEMENTS (thinking_ids)] = { 1.0, 5.0, 20.0 };

static void
apply_pace (VikWindow *self, int value)
{
  vik_computer_turns_set_pace (self->computers, (VikPace) value);
}

static void
apply_thinking (VikWindow *self, int value)
{
  vik_computer_turns_set_hard_budget (self->computers, thinking_seconds[value]);
}

static const MenuChoice menu_choices[] = {
  { "computer-pace", pace_ids, VIK_N_PACES, VIK_PACE_NORMAL, apply_pace },
  { "hard-thinking-time", thinking_ids, G_N_ELEMENTS (thinking_ids), 0, apply_thinking },
};

static int
choice_from_id (const MenuChoice *choice, const char *id)
{
  for (int i = 0; i < choice->n_ids; i++)
    if (g_strcmp0 (id, choice->ids[i]) == 0)
      return i;
  return -1;
}

static gboolean
settings_have (VikWindow *self, const char *key)
{
  g_autoptr (GSettingsSchema) schema = NULL;

  if (self->settings == NULL)
    return FALSE;
  g_object_get (self->settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

/* The value applies at once to the computers and shows in the menu. */
static void
set_choice (VikWindow *self, const MenuChoice *choice, int value)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), choice->key);

  choice->apply (self, value);
  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_string (choice->ids[value]));
}

static const MenuChoice *
choice_of_action (GSimpleAction *action)
{
  const char *name = g_action_get_name (G_ACTION (action));

  for (gsize c = 0; c < G_N_ELEMENTS (menu_choices); c++)
    if (g_strcmp0 (name, menu_choices[c].key) == 0)
      return &menu_choices[c];
  g_return_val_if_reached (NULL);
}

/* The menu's radio items; an id that does not exist changes nothing. */
static void
on_choice_change_state (GSimpleAction *action, GVariant *value, gpointer data)
{
  VikWindow *self = data;
  const MenuChoice *choice = choice_of_action (action);
  int v = choice != NULL ? choice_from_id (choice, g_variant_get_string (value, NULL)) : -1;

  if (v < 0)
    return;
  set_choice (self, choice, v);
  if (settings_have (self, choice->key) && g_settings_get_enum (self->settings, choice->key) != v)
    g_settings_set_enum (self->settings, choice->key, v);
}

static void
on_choice_setting_changed (GSettings *settings, const char *key, VikWindow *self)
{
  for (gsize c = 0; c < G_N_ELEMENTS (menu_choices); c++)
    if (g_strcmp0 (key, menu_choices[c].key) == 0)
      {
        int v = g_settings_get_enum (settings, key);
        if (v >= 0 && v < menu_choices[c].n_ids)
          set_choice (self, &menu_choices[c], v);
      }
}

/* A computer's action was refused: a bug.  The computers stop (they would
 * only try again) and the people can play on. */
static void
on_computer_failed (VikComputerTurns *turns, GError *error, VikWindow *self)
{
  g_autofree char *text = g_strdup_printf (_("The computer players stopped: %s"), error->message);

  vik_window_toast (self, text);
}

static void
on_seats_changed (VikGameModel *model, VikWindow *self)
{
  vik_window_update_action_states (self);
}

void
vik_window_computers_init (VikWindow *self)
{
  self->computers = vik_computer_turns_new (VIK_SESSION (self->model));
  /* nothing moves behind New Game, Host or a question */
  vik_modal_pause_bind (GTK_WINDOW (self), G_OBJECT (self->computers), "paused");
  g_signal_connect (self->computers, "failed", G_CALLBACK (on_computer_failed), self);
  g_signal_connect (self->model, "seats-changed", G_CALLBACK (on_seats_changed), self);

  for (gsize c = 0; c < G_N_ELEMENTS (menu_choices); c++)
    {
      const MenuChoice *choice = &menu_choices[c];
      GSimpleAction *action = g_simple_action_new_stateful (choice->key, G_VARIANT_TYPE_STRING,
                                                            g_variant_new_string (choice->ids[choice->fallback]));
      g_autofree char *signal = g_strconcat ("changed::", choice->key, NULL);

      g_signal_connect (action, "change-state", G_CALLBACK (on_choice_change_state), self);
      g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
      g_object_unref (action);
      if (settings_have (self, choice->key))
        {
          g_signal_connect (self->settings, signal, G_CALLBACK (on_choice_setting_changed), self);
          on_choice_setting_changed (self->settings, choice->key, self);
        }
    }
}

void
vik_window_computers_stop (VikWindow *self)
{
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  vik_computer_turns_release (&self->computers, self);
}

gboolean
vik_window_computer_decides (VikWindow *self)
{
  /* (in a network game: anybody but us, or we wait for the server) */
  return !vik_game_model_decides_here (self->model) && vik_game_model_get_game (self->model) != NULL
         && !vik_game_is_over (vik_game_model_get_game (self->model));
}

VikComputerTurns *
vik_window_get_computer_turns (VikWindow *self)
{
  return self->computers;
}

/* ---------------------------------------------------------------- win.set-seat */

/* win.set-seat ((ii): player, VikSeat): "I'll play Bjorn", or "a computer
 * plays Anna" (a player leaving the table).  The game is modified (saves
 * keep the seats) and nobody can undo what the seat's former player did. */
static void
set_seat_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikWindow *self = VIK_WINDOW (widget);
  const VikGame *game = vik_game_model_get_game (self->model);
  g_autofree char *text = NULL;
  int player, seat;

  g_variant_get (param, "(ii)", &player, &seat);
  if (game == NULL || player < 0 || player >= vik_game_get_n_players (game) || seat < 0 || seat >= VIK_N_SEATS
      || vik_game_model_get_seat (self->model, player) == (VikSeat) seat)
    return;
  vik_game_model_set_seat (self->model, player, (VikSeat) seat);
  if (seat == VIK_SEAT_HUMAN)
    text = g_strdup_printf (_("A person now plays %s"), vik_game_get_player_name (game, player));
  else
    text = g_strdup_printf (_("The computer (%s) now plays %s"), vik_seat_level_name ((VikSeat) seat),
                            vik_game_get_player_name (game, player));
  vik_window_toast (self, text);
}

void
vik_window_computers_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.set-seat", "(ii)", set_seat_action);
}
