/* vic-window-computers.c: the computer players at the Victory window's table.
 *
 * The window owns the shared VikComputerTurns for its model (the model is a
 * VikSession): every computer seat is played in a worker thread at the pace
 * of the GSettings key computer-pace, Hard searching as long as
 * hard-thinking-time says, the same settings as VIKTORY II's window.  Fog of
 * war decides the rest:
 *
 * - the board is drawn for the person at the table (the last person who
 *   decided), never for a computer, so a computer's turn shows nothing of
 *   its hidden blocks; with no person at all, nobody's;
 * - the side panel lists none of a computer's choices (they name its
 *   blocks): it says who is thinking;
 * - the hand-off screen (the shared vik-handoff.h) shows only between two
 *   different people, so one person against computers never sees one. */
#include "config.h"

#include "vik-modal-pause.h"

#include "vic-window-private.h"

#include <glib/gi18n.h>

#include "vik-gui-util.h"

static const double thinking_seconds[] = { 1.0, 5.0, 20.0 };

static void
on_setting_changed (GSettings *settings, const char *key, VicWindow *self)
{
  int v = g_settings_get_enum (settings, key);

  if (g_strcmp0 (key, "computer-pace") == 0 && v >= 0 && v < VIK_N_PACES)
    vik_computer_turns_set_pace (self->computers, (VikPace) v);
  else if (g_strcmp0 (key, "hard-thinking-time") == 0 && v >= 0 && v < (int) G_N_ELEMENTS (thinking_seconds))
    vik_computer_turns_set_hard_budget (self->computers, thinking_seconds[v]);
}

static void
follow_setting (VicWindow *self, const char *key)
{
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autofree char *signal = g_strconcat ("changed::", key, NULL);

  if (self->settings == NULL)
    return;
  g_object_get (self->settings, "settings-schema", &schema, NULL);
  if (schema == NULL || !g_settings_schema_has_key (schema, key))
    return;
  g_signal_connect (self->settings, signal, G_CALLBACK (on_setting_changed), self);
  on_setting_changed (self->settings, key, self);
}

static void
on_computer_failed (VikComputerTurns *turns, GError *error, VicWindow *self)
{
  g_warning ("The computer players stopped: %s", error->message);
}

static void
on_busy (VikComputerTurns *turns, GParamSpec *pspec, VicWindow *self)
{
  vic_window_update_actions (self);
}

void
vic_window_computers_init (VicWindow *self)
{
  self->last_person = -1;
  self->computers = vik_computer_turns_new (VIK_SESSION (self->model));
  /* nothing moves behind New Game, Host or a question */
  vik_modal_pause_bind (GTK_WINDOW (self), G_OBJECT (self->computers), "paused");
  g_signal_connect (self->computers, "failed", G_CALLBACK (on_computer_failed), self);
  g_signal_connect (self->computers, "notify::busy", G_CALLBACK (on_busy), self);
  self->settings = vik_settings_new ();
  follow_setting (self, "computer-pace");
  follow_setting (self, "hard-thinking-time");
}

void
vic_window_computers_stop (VicWindow *self)
{
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  vik_computer_turns_release (&self->computers, self);
}

gboolean
vic_window_computer_decides (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);

  return game != NULL && !vic_game_is_over (game) && !vic_game_model_person_decides (self->model);
}

/* "Bjorn (computer, Normal) is thinking…", or NULL when a person decides. */
char *
vic_window_thinking_text (VicWindow *self)
{
  g_autofree char *who = NULL;

  if (vik_session_is_remote (VIK_SESSION (self->model)))
    return vic_game_model_describe_waiting (self->model);   /* a network game: whom we wait for */
  if (!vic_window_computer_decides (self))
    return NULL;
  who = vik_session_describe_player (VIK_SESSION (self->model), vik_session_get_decider (VIK_SESSION (self->model)));
  return g_strdup_printf (_("%s is thinking…"), who);
}

/* The player whose eyes the board is drawn for while nobody hands over:
 * the decider if a person decides, else the last person who did (while his
 * seat is still a person's), else the first person's seat, else nobody. */
int
vic_window_person_at_table (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);

  if (vik_session_is_remote (VIK_SESSION (self->model)))
    return self->last_person = vik_session_get_local_seat (VIK_SESSION (self->model));   /* a network game: our seat */
  if (game != NULL && vic_game_model_person_decides (self->model))
    self->last_person = vic_game_get_decider (game);
  else if (self->last_person < 0 || vic_game_model_get_seat (self->model, self->last_person) != VIK_SESSION_PERSON)
    vic_window_seat_first_person (self);
  return self->last_person;
}

/* A game just started or opened: the first person's seat takes the desk
 * (vic_window_person_at_table gives it to the decider if a person decides). */
void
vic_window_seat_first_person (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);

  self->last_person = -1;
  if (game == NULL)
    return;
  for (int p = 0; p < vic_game_get_n_players (game) && self->last_person < 0; p++)
    if (vic_game_model_get_seat (self->model, p) == VIK_SESSION_PERSON)
      self->last_person = p;
}

/* ---------------------------------------------------------------- win.set-seat */

static const char *
seat_words (int level)
{
  switch (level)
    {
    case VIK_AI_EASY: return _("Computer (Easy)");
    case VIK_AI_NORMAL: return _("Computer (Normal)");
    case VIK_AI_HARD: return _("Computer (Hard)");
    default: return _("Person");
    }
}

/* The Seats menu: for each player, who plays him now and the choices. */
void
vic_window_update_seats_menu (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  GMenu *menu = g_menu_new ();

  for (int p = 0; game != NULL && p < vic_game_get_n_players (game); p++)
    {
      GMenu *section = g_menu_new ();
      /* TRANSLATORS: a player's name, who plays him ("Person", "Computer (Normal)") */
      g_autofree char *label = g_strdup_printf (_("%s: %s"), vic_game_get_player_name (game, p),
                                                seat_words (vic_game_model_get_seat (self->model, p)));

      for (int level = VIK_SESSION_PERSON; level < VIK_AI_N_LEVELS; level++)
        {
          g_autoptr (GMenuItem) item = g_menu_item_new (seat_words (level), NULL);
          g_menu_item_set_action_and_target_value (item, "win.set-seat", g_variant_new ("(ii)", p, level));
          g_menu_append_item (section, item);
        }
      g_menu_append_section (menu, label, G_MENU_MODEL (section));
      g_object_unref (section);
    }
  gtk_menu_button_set_menu_model (self->seats_button, G_MENU_MODEL (menu));
  gtk_widget_set_sensitive (GTK_WIDGET (self->seats_button), game != NULL);
  g_object_unref (menu);
}

/* win.set-seat ((ii): player, level or -1 for a person): "I'll play Bjorn",
 * or "a computer plays Anna", at any time.  The game is modified (saves keep
 * the seats) and nobody can undo what the seat's former player did. */
static void
set_seat_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicWindow *self = VIC_WINDOW (widget);
  const VicGame *game = vic_game_model_get_game (self->model);
  int player, level;

  g_variant_get (param, "(ii)", &player, &level);
  if (game == NULL || player < 0 || player >= vic_game_get_n_players (game)
      || level < VIK_SESSION_PERSON || level >= VIK_AI_N_LEVELS)
    return;
  vic_game_model_set_seat (self->model, player, level);
}

void
vic_window_computers_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.set-seat", "(ii)", set_seat_action);
}
