/* vik-window.c: the game window (see vik-window.h): its panels tied to one
 * game model, the title, which actions can be used, the hand-off screen's
 * hold on the rest, autosaves, the game's end, files and settings.  The
 * win.* actions are in vik-window-actions.c. */
#include "config.h"

#include "vik-game-over.h"

#include "vik-window-private.h"
#include "vik-announcer.h"
#include "vik-gui-util.h"
#include "vik-seat-text.h"
#include "vik-action-text.h"
#include "vik-text.h"

#include <glib/gi18n.h>

G_DEFINE_FINAL_TYPE (VikWindow, vik_window, ADW_TYPE_APPLICATION_WINDOW)

enum { PROP_0, PROP_SHOW_LABELS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static const VikGame *
window_game (VikWindow *self)
{
  return vik_game_model_get_game (self->model);
}

void
vik_window_toast (VikWindow *self, const char *text)
{
  vik_toast_show (self->toast_overlay, text);
}

gboolean
vik_window_find_legal (VikWindow *self, VikActionKind kind, VikAction *out)
{
  GArray *legal = vik_game_model_get_legal_actions (self->model);

  for (guint i = 0; legal != NULL && i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == kind)
      {
        *out = g_array_index (legal, VikAction, i);
        return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------- settings */

static void
restore_window_state (VikWindow *self)
{
  if (self->settings == NULL)
    return;
  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (g_settings_get_int (self->settings, "window-width"), 360),
                               MAX (g_settings_get_int (self->settings, "window-height"), 300));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  g_settings_bind (self->settings, "show-hex-labels", self, "show-labels", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "board-zoom", self->board_view, "zoom", G_SETTINGS_BIND_DEFAULT);
}

static void
save_window_state (VikWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (width > 0 && height > 0 && !gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

/* ---------------------------------------------------------------- the header */

static void
update_title (VikWindow *self)
{
  const VikGame *game = window_game (self);
  GFile *file = vik_model_base_get_file (VIK_MODEL_BASE (self->model));
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (game == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Viktory"));
      adw_window_title_set_subtitle (self->window_title, "");
      return;
    }
  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);
      title = g_strdup_printf ("%s%s", vik_model_base_get_modified (VIK_MODEL_BASE (self->model)) ? "• " : "", base);
    }
  else
    title = g_strdup (_("Viktory"));
  if (vik_game_is_over (game))
    subtitle = g_strdup (_("Game over"));
  else if (vik_game_get_turn (game) == 0)
    subtitle = g_strdup_printf (_("Setup · %s"),
                                vik_game_get_player_name (game, vik_game_get_current_player (game)));
  else
    subtitle = g_strdup_printf (_("Turn %d · %s · %s"), vik_game_get_turn (game),
                                vik_game_get_player_name (game, vik_game_get_current_player (game)),
                                vik_phase_name (vik_game_get_phase (game)));
  /* The rule book being played leads, so the table knows which book to open. */
  {
    char *with_book = g_strdup_printf ("%s · %s", vik_edition_title (vik_game_get_rules (game)->edition), subtitle);
    g_free (subtitle);
    subtitle = with_book;
  }
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

void
vik_window_update_action_states (VikWindow *self)
{
  const VikGame *game = window_game (self);
  gboolean has_game = game != NULL;
  gboolean handoff = vik_handoff_get_active (self->handoff);
  gboolean computer = vik_window_computer_decides (self);   /* people wait for it */
  gboolean people = has_game && !handoff && !computer;
  gboolean can_undo = people && vik_game_model_can_undo (self->model);
  VikAction end;
  gboolean can_end = people && vik_window_find_legal (self, VIK_ACTION_END, &end);
  static const char *const play_actions[] = {
    "win.apply-action", "win.choose-terrain", "win.choose-unit", "win.click-hex",
  };
  static const char *const game_actions[] = {
    "win.save", "win.save-as", "win.export-board", "win.zoom-in", "win.zoom-out", "win.zoom-fit",
    "win.replay", "win.statistics",
  };

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-phase", can_end);
  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), game_actions[i], has_game);
  for (guint i = 0; i < G_N_ELEMENTS (play_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), play_actions[i], people);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.concede",
                                 people && !vik_game_is_over (game)
                                 && vik_game_get_decision (game) == VIK_DECISION_NONE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.set-seat", has_game && !vik_game_is_over (game));
  /* (the autosave folder is read only on the start screen, not after every move) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-autosave",
                                 !has_game && vik_game_model_has_autosave (self->model));
  if (can_undo)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button), _("Undo the last action (Ctrl+Z)"));
  else if (has_game)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button),
                                 _("Nothing to undo: a die roll, a revealed hex, another player’s "
                                   "decision or the hand-over of the turn cannot be taken back"));
  else
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button), _("Undo (Ctrl+Z)"));
  if (has_game)
    {
      g_autofree char *words = can_end ? vik_action_describe (game, &end) : NULL;
      const char *label = _("End Phase");
      if (vik_game_get_phase (game) == VIK_PHASE_SETUP)
        label = _("End Setup Turn");
      else if (vik_game_get_phase (game) == VIK_PHASE_RESERVE)
        label = _("End Turn");
      gtk_button_set_label (self->end_button, label);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->end_button),
                                   can_end ? words
                                   : handoff ? _("First the next player presses Ready")
                                   : computer ? _("A computer player is deciding")
                                   : _("Not now: a decision is pending"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->end_button), has_game);
  vik_window_net_update_action_states (self);
  vik_window_update_continue_buttons (self, has_game);
}

/* ---------------------------------------------------------------- the hand-off screen */

/* While the hand-off screen shows, nothing but Ready (and the menu)
 * responds: the side panel's tabs and the board are insensitive and cannot
 * take the focus (bound to the screen's "active"), every game action is
 * disabled, and Ready has the keyboard focus and is the default widget, so
 * an Enter meant for Ready cannot move the next player's unit. */
static void
on_handoff_active (VikHandoff *handoff, GParamSpec *pspec, VikWindow *self)
{
  gboolean active = vik_handoff_get_active (handoff);

  gtk_window_set_default_widget (GTK_WINDOW (self), active ? vik_handoff_get_ready_button (handoff) : NULL);
  vik_window_update_action_states (self);
  if (active)
    gtk_widget_grab_focus (vik_handoff_get_ready_button (handoff));
}

static void
bind_handoff (VikWindow *self)
{
  GBindingFlags flags = G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN;

  g_object_bind_property (self->handoff, "active", self->side_stack, "sensitive", flags);
  g_object_bind_property (self->handoff, "active", self->board_view, "sensitive", flags);
  /* Tab cannot leave Ready for the side panel or the board either */
  g_object_bind_property (self->handoff, "active", self->side_panel, "can-focus", flags);
  g_object_bind_property (self->handoff, "active", self->board_view, "can-focus", flags);
  g_signal_connect (self->handoff, "notify::active", G_CALLBACK (on_handoff_active), self);
}

/* ---------------------------------------------------------------- the model's signals */

static void
on_game_changed (VikGameModel *model, VikWindow *self)
{
  const VikGame *game = window_game (self);

  gtk_stack_set_visible_child_name (self->main_stack, game != NULL ? "game" : "welcome");
  if (game != NULL && !vik_game_model_is_undoing (model))
    gtk_stack_set_visible_child_name (self->side_stack, "actions");
  /* the board is the first focus of a new or opened game (its cursor's ring
   * waits for the keyboard: the first Tab shows it) */
  if (game != NULL && !vik_game_model_is_undoing (model) && !vik_handoff_get_active (self->handoff)
      && gtk_widget_get_can_focus (GTK_WIDGET (self->board_view)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  update_title (self);
  vik_window_update_action_states (self);
}

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events, VikWindow *self)
{
  update_title (self);
  vik_window_update_action_states (self);
}

static void
on_model_notify (GObject *object, GParamSpec *pspec, VikWindow *self)
{
  update_title (self);
  vik_window_update_action_states (self);
}

/* A failing autosave keeps the previous one (the write is atomic) and says
 * so once per run of failures, not after every turn. */
static void
on_turn_ended (VikGameModel *model, int player, VikWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (vik_session_autosave (VIK_SESSION (model), &error))
    {
      self->autosave_failing = FALSE;
      self->close_despite_autosave = FALSE;
      return;
    }
  /* told once: not before the window shows (toasts wait for that), nor again */
  if (self->autosave_failing || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->autosave_failing = TRUE;
  self->autosave_warnings++;
  text = g_strdup_printf (_("Autosave failed, the previous autosave is kept. %s"), error->message);
  vik_window_toast (self, text);
}

static void
on_game_over (VikGameModel *model, int winner, VikWindow *self)
{
  const VikGame *game = window_game (self);
  GString *body = g_string_new (NULL);
  g_autofree char *heading = NULL;

  vik_session_discard_autosave (VIK_SESSION (model));
  if (winner >= 0)
    {
      /* "Bjorn (computer, Normal) wins!" when a computer won */
      g_autofree char *who = vik_session_describe_player (VIK_SESSION (model), winner);
      heading = g_strdup_printf (_("%s wins!"), who);
    }
  else
    heading = g_strdup (_("The game is over"));
  g_string_append (body, _("Final scores:\n"));
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    g_string_append_printf (body, _("%s: %d points (%d Towns, %d Cities)%s\n"),
                            vik_game_get_player_name (game, p), vik_game_score (game, p),
                            vik_game_count_sites (game, p, VIK_SITE_TOWN),
                            vik_game_count_sites (game, p, VIK_SITE_CITY),
                            vik_game_player_eliminated (game, p) ? _(" — eliminated") : "");
  vik_game_over_present (GTK_WINDOW (self), heading, body->str);
  g_string_free (body, TRUE);
}

static void
on_battle_began (VikBattleReport *report, VikWindow *self)
{
  const VikGame *game = window_game (self);

  /* a computer's battle does not take the Log away from someone reading it */
  if (game != NULL && vik_game_model_get_seat (self->model, vik_game_get_current_player (game)) != VIK_SEAT_HUMAN
      && g_strcmp0 (gtk_stack_get_visible_child_name (self->side_stack), "log") == 0)
    return;
  gtk_stack_set_visible_child_name (self->side_stack, "battle");
}

/* A battle's end while the last one's toast is still there takes it over:
 * computers fighting at the instant pace would otherwise queue minutes of
 * toasts.  (Not adw_toast_dismiss(): libadwaita 1.2 can crash dismissing
 * toasts in quick succession.) */
static void
on_battle_ended (VikBattleReport *report, const char *text, VikWindow *self)
{
  AdwToast *t;

  if (self->battle_toast != NULL)
    {
      adw_toast_set_title (self->battle_toast, text);
      return;
    }
  t = vik_toast_show (self->toast_overlay, text);
  if (t != NULL)
    g_set_weak_pointer (&self->battle_toast, t);
}

/* ---------------------------------------------------------------- public */

VikGameModel *
vik_window_get_model (VikWindow *self)
{
  return self->model;
}

VikBoardView *
vik_window_get_board_view (VikWindow *self)
{
  return self->board_view;
}

VikPlayController *
vik_window_get_play_controller (VikWindow *self)
{
  return self->play;
}

gboolean
vik_window_start_game (VikWindow *self, const VikGameOptions *options, const VikColor *colors,
                       GError **error)
{
  return vik_window_start_game_with_seats (self, options, colors, NULL, error);
}

gboolean
vik_window_start_game_with_seats (VikWindow *self, const VikGameOptions *options, const VikColor *colors,
                                  const VikSeat *seats, GError **error)
{
  if (!vik_game_model_new_game_with_seats (self->model, options, colors, seats, error))
    return FALSE;
  if (options->first_player == VIK_FIRST_PLAYER_DRAWN)
    {
      const VikGame *game = vik_game_model_get_game (self->model);
      g_autofree char *drawn = g_strdup_printf (_("%s was drawn to play first (4.0)"),
                                                vik_game_get_player_name (game, vik_game_get_first_player (game)));
      vik_window_toast (self, drawn);
    }
  vik_board_view_center (self->board_view); /* at the zoom the player chose last */
  return TRUE;
}

GSettings *
vik_window_get_settings (VikWindow *self)
{
  return self->settings;
}

void
vik_window_show_side_page (VikWindow *self, const char *name)
{
  gtk_stack_set_visible_child_name (self->side_stack, name);
}

/* ---------------------------------------------------------------- for tests */

gboolean
vik_window_get_handoff_visible (VikWindow *self)
{
  return vik_handoff_get_active (self->handoff);
}

const char *
vik_window_get_prompt (VikWindow *self)
{
  return vik_decision_bar_get_prompt (self->decision_bar);
}

guint
vik_window_get_n_listed_actions (VikWindow *self)
{
  return vik_actions_panel_get_n_rows (self->actions_panel);
}

const char *
vik_window_get_battle_report (VikWindow *self)
{
  return vik_battle_report_get_text (self->battle_report);
}

guint
vik_window_get_autosave_warnings (VikWindow *self)
{
  g_return_val_if_fail (VIK_IS_WINDOW (self), 0);
  return self->autosave_warnings;
}

GtkWidget *
vik_window_get_part (VikWindow *self, const char *name)
{
  const struct { GtkWidget *widget; GType type; } panels[] = {
    { GTK_WIDGET (self), VIK_TYPE_WINDOW },
    { GTK_WIDGET (self->decision_bar), VIK_TYPE_DECISION_BAR },
    { GTK_WIDGET (self->handoff), VIK_TYPE_HANDOFF },
    { GTK_WIDGET (self->players_panel), VIK_TYPE_PLAYERS_PANEL },
    { GTK_WIDGET (self->actions_panel), VIK_TYPE_ACTIONS_PANEL },
    { GTK_WIDGET (self->battle_report), VIK_TYPE_BATTLE_REPORT },
    { GTK_WIDGET (self->game_log), VIK_TYPE_GAME_LOG },
  };

  for (guint i = 0; i < G_N_ELEMENTS (panels); i++)
    {
      GObject *found = gtk_widget_get_template_child (panels[i].widget, panels[i].type, name);
      if (found != NULL)
        return GTK_WIDGET (found);
    }
  return NULL;
}

/* ---------------------------------------------------------------- class */

static gboolean
vik_window_close_request (GtkWindow *window)
{
  VikWindow *self = VIK_WINDOW (window);
  const VikGame *game = window_game (self);

  /* Nothing is lost on closing: an unfinished game is autosaved.  When that
   * fails the window stays open once, so the game can be saved elsewhere. */
  if (game != NULL && !vik_game_is_over (game) && vik_model_base_get_modified (VIK_MODEL_BASE (self->model))
      && !self->close_despite_autosave)
    {
      g_autoptr (GError) error = NULL;

      if (!vik_session_autosave (VIK_SESSION (self->model), &error))
        {
          g_autofree char *body = g_strdup_printf (
              _("%s\n\nThe game is still open: save it elsewhere with Save As, or close the window again to quit without saving."),
              error->message);
          self->close_despite_autosave = TRUE;
          vik_show_error_dialog (window, _("Could not autosave the game"), body);
          return TRUE;
        }
    }
  if (vik_window_net_close_request (self))
    return TRUE;   /* a host with friends at his table was asked first */
  save_window_state (self);
  vik_window_computers_stop (self);   /* nothing they worked out is applied after this */
  return GTK_WINDOW_CLASS (vik_window_parent_class)->close_request (window);
}

static void
vik_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikWindow *self = VIK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_LABELS:
      g_value_set_boolean (value, self->show_labels);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikWindow *self = VIK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_LABELS:
      self->show_labels = g_value_get_boolean (value);
      vik_viktory_painter_set_show_labels (vik_play_controller_get_painter (self->play), self->show_labels);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_window_dispose (GObject *object)
{
  VikWindow *self = VIK_WINDOW (object);

  vik_window_computers_stop (self);
  vik_window_net_dispose (self);
  g_clear_weak_pointer (&self->battle_toast);
  g_clear_object (&self->play);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_WINDOW);
  g_clear_object (&self->actions);
  g_clear_object (&self->model);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (vik_window_parent_class)->dispose (object);
}

static void
vik_window_class_init (VikWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = vik_window_dispose;
  object_class->get_property = vik_window_get_property;
  object_class->set_property = vik_window_set_property;
  window_class->close_request = vik_window_close_request;

  properties[PROP_SHOW_LABELS] =
    g_param_spec_boolean ("show-labels", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* the template's widgets */
  g_type_ensure (VIK_TYPE_BOARD_VIEW);
  g_type_ensure (VIK_TYPE_DECISION_BAR);
  g_type_ensure (VIK_TYPE_HANDOFF);
  g_type_ensure (VIK_TYPE_PLAYERS_PANEL);
  g_type_ensure (VIK_TYPE_ACTIONS_PANEL);
  g_type_ensure (VIK_TYPE_BATTLE_REPORT);
  g_type_ensure (VIK_TYPE_GAME_LOG);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VikWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, other_continue_box);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, end_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, board_column);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, decision_bar);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, handoff);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, side_panel_button);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, players_panel);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, actions_panel);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, battle_report);
  gtk_widget_class_bind_template_child (widget_class, VikWindow, game_log);

  vik_window_install_actions (widget_class);
  vik_window_computers_install_actions (widget_class);
  vik_window_net_class_init (widget_class);
  gtk_widget_class_install_property_action (widget_class, "win.show-labels", "show-labels");
}

static void
vik_window_init (VikWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->model = vik_game_model_new ();

  /* The board first: its highlights follow the model before the panels read them. */
  self->play = vik_play_controller_new (self->model, self->board_view);
  g_signal_connect_swapped (self->play, "refused", G_CALLBACK (vik_window_toast), self);

  /* the panels, each following the model */
  self->actions = vik_action_list_new (self->model);
  vik_decision_bar_set_model (self->decision_bar, self->model);
  vik_decision_bar_set_actions (self->decision_bar, G_LIST_MODEL (self->actions));
  vik_decision_bar_set_controller (self->decision_bar, self->play);
  vik_players_panel_set_model (self->players_panel, self->model);
  vik_actions_panel_set_model (self->actions_panel, G_LIST_MODEL (self->actions));
  vik_battle_report_set_model (self->battle_report, self->model);
  vik_game_log_set_model (self->game_log, self->model);
  g_signal_connect (self->battle_report, "battle-began", G_CALLBACK (on_battle_began), self);
  g_signal_connect (self->battle_report, "battle-ended", G_CALLBACK (on_battle_ended), self);
  /* the last events under the board, read out by screen readers */
  gtk_box_append (self->board_column, vik_announcer_new (VIK_SESSION (self->model)));

  g_signal_connect (self->model, "game-changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect (self->model, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_connect (self->model, "turn-ended", G_CALLBACK (on_turn_ended), self);
  g_signal_connect (self->model, "game-over", G_CALLBACK (on_game_over), self);
  g_signal_connect (self->model, "notify::can-undo", G_CALLBACK (on_model_notify), self);
  g_signal_connect (self->model, "notify::modified", G_CALLBACK (on_model_notify), self);
  g_signal_connect (self->model, "notify::file", G_CALLBACK (on_model_notify), self);
  g_signal_connect (self->model, "notify::has-game", G_CALLBACK (on_model_notify), self);

  /* the hand-off screen last: it covers the board once everything else followed the action */
  vik_handoff_set_session (self->handoff, VIK_SESSION (self->model));
  bind_handoff (self);

  /* "2 hours ago" on the start screen stays true */
  g_signal_connect_swapped (self, "map", G_CALLBACK (vik_window_update_action_states), self);
  g_signal_connect_swapped (self, "notify::is-active", G_CALLBACK (vik_window_update_action_states), self);

  self->settings = vik_settings_new ();
  restore_window_state (self);
  /* the computers last: they play once everything follows the model */
  vik_window_computers_init (self);
  vik_window_net_init (self);
  on_game_changed (self->model, self);
}

VikWindow *
vik_window_new (GtkApplication *app)
{
  return g_object_new (VIK_TYPE_WINDOW, "application", app, NULL);
}
