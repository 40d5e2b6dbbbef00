/* vik-window-computers.c: the computer players at the game window's table.
 *
 * The window owns a VikComputerTurns for its model (vik-computer-turns.h):
 * it plays every computer seat in a worker thread, so the window never
 * freezes, at the pace of the win.computer-pace setting (instant, normal,
 * slow; the GSettings key computer-pace).  While a computer decides, the
 * panels follow by themselves (the action list is empty, the board lights
 * nothing, the bar says who is thinking) and the window disables the game's
 * actions (vik_window_update_action_states).  win.set-seat (player, seat)
 * hands a person's seat to a computer of a level or lets a person take a
 * computer's seat, at any time.  Closing the window stops the computers. */
#include "config.h"

#include "vik-window-private.h"
#include "vik-seat-text.h"

#include <glib/gi18n.h>

static const char *const pace_ids[VIK_N_PACES] = { "instant", "normal", "slow" };

static gboolean
pace_from_id (const char *id, VikPace *pace)
{
  for (int p = 0; p < VIK_N_PACES; p++)
    if (g_strcmp0 (id, pace_ids[p]) == 0)
      {
        *pace = (VikPace) p;
        return TRUE;
      }
  return FALSE;
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

/* The pace applies at once to the computers and shows in the menu. */
static void
set_pace (VikWindow *self, VikPace pace)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "computer-pace");

  vik_computer_turns_set_pace (self->computers, pace);
  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_string (pace_ids[pace]));
}

/* win.computer-pace ('instant', 'normal' or 'slow'): the menu's radio items. */
static void
on_pace_change_state (GSimpleAction *action, GVariant *value, gpointer data)
{
  VikWindow *self = data;
  VikPace pace;

  if (!pace_from_id (g_variant_get_string (value, NULL), &pace))
    return;
  set_pace (self, pace);
  if (settings_have (self, "computer-pace") && g_settings_get_enum (self->settings, "computer-pace") != (int) pace)
    g_settings_set_enum (self->settings, "computer-pace", pace);
}

static void
on_pace_setting_changed (GSettings *settings, const char *key, VikWindow *self)
{
  int pace = g_settings_get_enum (settings, "computer-pace");

  if (pace >= 0 && pace < VIK_N_PACES)
    set_pace (self, (VikPace) pace);
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
  GSimpleAction *pace_action;

  self->computers = vik_computer_turns_new (self->model);
  g_signal_connect (self->computers, "failed", G_CALLBACK (on_computer_failed), self);
  g_signal_connect (self->model, "seats-changed", G_CALLBACK (on_seats_changed), self);

  pace_action = g_simple_action_new_stateful ("computer-pace", G_VARIANT_TYPE_STRING,
                                              g_variant_new_string (pace_ids[VIK_PACE_NORMAL]));
  g_signal_connect (pace_action, "change-state", G_CALLBACK (on_pace_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (pace_action));
  g_object_unref (pace_action);
  if (settings_have (self, "computer-pace"))
    {
      g_signal_connect (self->settings, "changed::computer-pace", G_CALLBACK (on_pace_setting_changed), self);
      on_pace_setting_changed (self->settings, "computer-pace", self);
    }
}

void
vik_window_computers_stop (VikWindow *self)
{
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->computers == NULL)
    return;
  /* A search under way is cancelled; its worker holds the object until it
   * ends and nothing it worked out is applied. */
  vik_computer_turns_stop (self->computers);
  g_signal_handlers_disconnect_by_data (self->computers, self);
  g_clear_object (&self->computers);
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
