/* vic-window.c: the Victory window: its parts (the template,
 * data/ui/vic-window.ui), the model's signals, the selection and the
 * hand-off screen (actions: vic-window-actions.c). */
#include "config.h"

#include "vik-game-over.h"

#include "vic-window-private.h"
#include "vic-window-view.h"
#include "vik-announcer.h"
#include "vic-action-words.h"
#include "vic-phase-guide.h"

#include <glib/gi18n.h>

G_DEFINE_FINAL_TYPE (VicWindow, vic_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---------------------------------------------------------------- following the game */

static int
count_block_actions (GArray *legal, int block)
{
  int n = 0;

  for (guint i = 0; i < legal->len; i++)
    n += g_array_index (legal, VicAction, i).block == block;
  return n;
}

/* When every block action of the decision is one block's (a combat turn, a
 * move under way), that block is the one to act: select it. */
static int
only_block (GArray *legal)
{
  int block = VIC_NO_BLOCK;

  for (guint i = 0; i < legal->len; i++)
    {
      int b = g_array_index (legal, VicAction, i).block;
      if (b == VIC_NO_BLOCK)
        continue;
      if (block != VIC_NO_BLOCK && b != block)
        return VIC_NO_BLOCK;
      block = b;
    }
  return block;
}

static void
update_title (VicWindow *self)
{
  GFile *file = vik_model_base_get_file (VIK_MODEL_BASE (self->model));
  g_autofree char *base = file != NULL ? g_file_get_basename (file) : NULL;
  g_autofree char *subtitle = NULL;

  if (vic_game_model_get_game (self->model) == NULL)
    subtitle = g_strdup (_("No game"));
  else if ((subtitle = vic_window_net_subtitle (self)) != NULL)
    ;   /* a network game */
  else
    subtitle = g_strdup_printf ("%s%s", vik_model_base_get_modified (VIK_MODEL_BASE (self->model)) ? "• " : "",
                                base != NULL ? base : _("New game"));
  adw_window_title_set_subtitle (self->title, subtitle);
}

/* Lights where the selected block may go, and shows its actions. */
void
vic_window_refresh (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  guint8 lit[VIC_MAX_HEXES] = { 0 };
  GArray *legal;

  if (game == NULL)
    return;
  {
    g_autofree char *thinking = vic_window_thinking_text (self);
    vic_side_panel_set_waiting (self->side_panel, thinking);
    if (thinking != NULL)
      self->selected = VIC_NO_BLOCK;   /* a computer's blocks are never lit */
  }
  legal = vic_game_model_get_legal_actions (self->model);
  if (vic_window_computer_decides (self))
    ;
  else if (vik_handoff_get_active (self->handoff))
    self->selected = VIC_NO_BLOCK;
  else if (self->selected == VIC_NO_BLOCK || count_block_actions (legal, self->selected) == 0)
    self->selected = only_block (legal);
  for (guint i = 0; i < legal->len && self->selected != VIC_NO_BLOCK && !vic_window_computer_decides (self); i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      int hex = vic_action_target_hex (a);
      if (a->block == self->selected && hex >= 0 && hex < VIC_MAX_HEXES)
        lit[hex] = 1;
    }
  /* no block selected: where the decision may be acted on (vic-phase-guide.h) */
  if (self->selected == VIC_NO_BLOCK && !vik_handoff_get_active (self->handoff) && !vic_game_is_over (game))
    vic_phase_guide_hexes (game, legal, lit);
  vic_victory_painter_set_selection (self->painter, self->selected, lit);
  vic_side_panel_update (self->side_panel, self->model, self->selected);
  update_title (self);
  vic_window_update_actions (self);
}

void
vic_window_select (VicWindow *self, int block)
{
  self->selected = block;
  vic_window_refresh (self);
}

/* Whose eyes the board is drawn for: the person's at the table (the
 * decider if a person decides, never a computer), nobody's while the
 * hand-off screen shows, everybody's once the game is over. */
static void
update_viewer (VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (self->model);
  int viewer = -1;

  if (game != NULL && vik_session_is_remote (VIK_SESSION (self->model)))
    viewer = vik_session_get_local_seat (VIK_SESSION (self->model));   /* a network game: our seat's view, even at the end */
  else if (game != NULL && vic_game_is_over (game))
    viewer = VIC_VIEWER_ALL;
  else if (game != NULL && !vik_handoff_get_active (self->handoff))
    viewer = vic_window_person_at_table (self);
  vic_victory_painter_set_viewer (self->painter, viewer);
}

/* A game just opened: the shared hand-off screen (vik-handoff.h) covers
 * the board for the person who decides when two or more play here. */
void
vic_window_hand_off (VicWindow *self)
{
  vic_window_seat_first_person (self);
  vik_handoff_cover (self->handoff);
  vic_window_person_at_table (self);
  update_viewer (self);
  vic_window_refresh (self);
}

/* (the hand-off screen hears the model itself: it goes with the game) */
static void
on_game_changed (VicGameModel *model, VicWindow *self)
{
  /* the game first: the painter's old one is gone already */
  vic_victory_painter_set_game (self->painter, vic_game_model_get_game (model));
  vic_victory_painter_set_colors (self->painter, vic_game_model_get_colors (model));
  vic_window_update_seats_menu (self);
  self->selected = VIC_NO_BLOCK;
  self->log_reader = vic_game_model_log_reader (model);
  self->log_names_blocks = FALSE;
  update_viewer (self);
  vic_window_refresh (self);
}

/* The log (and the announcer's line) names one player's blocks while he
 * alone reads it: once someone else reads this screen (a second person took
 * a computer's seat), those lines go.  A log written for the whole table may
 * stay for anyone, and seats changing before anything was logged (a new
 * game's seats set one by one) clear nothing. */
static void
follow_log_reader (VicWindow *self)
{
  int reader = vic_game_model_log_reader (self->model);

  if (reader == self->log_reader)
    return;
  if (self->log_names_blocks)
    {
      if (self->announcer != NULL)
        vik_announcer_clear (self->announcer);   /* the last action in the log's words */
      vic_side_panel_clear_log (self->side_panel);
      vic_side_panel_log_note (self->side_panel,
                               _("The log starts again here: its earlier lines named one player’s blocks."));
    }
  self->log_reader = reader;
  self->log_names_blocks = FALSE;
}

static void
on_action_applied (VicGameModel *model, gpointer action, gpointer events, guint n_events, VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (model);

  follow_log_reader (self);
  vic_side_panel_log_events (self->side_panel, game, events, n_events, self->log_reader);
  self->log_names_blocks |= self->log_reader >= 0 && n_events > 0;
  vic_victory_painter_refresh (self->painter);
  vic_window_refresh (self);
}

/* Another player decides now: the board follows the person at the table
 * (the hand-off screen, which covers it when another person decides, has
 * shown itself at the end of action-applied, before this). */
static void
on_decider_changed (VicGameModel *model, int old, int decider, VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (model);

  if (game == NULL || vic_game_is_over (game) || decider < 0)
    return;
  update_viewer (self);
  vic_window_refresh (self);
}

/* A seat changed hands: the board follows the person now at the table (a
 * screen shown for a seat a computer took goes by itself). */
static void
on_seats_changed (VicGameModel *model, VicWindow *self)
{
  vic_window_update_seats_menu (self);
  follow_log_reader (self);
  update_viewer (self);
  vic_window_refresh (self);
}

static void
on_turn_ended (VicGameModel *model, int player, VicWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!vik_session_autosave (VIK_SESSION (model), &error))
    g_warning ("autosave: %s", error->message);
}

static void
on_game_over (VicGameModel *model, guint winners, VicWindow *self)
{
  const VicGame *game = vic_game_model_get_game (model);
  g_autoptr (GString) names = g_string_new (NULL);
  g_autoptr (GString) body = g_string_new (_("Final standing:\n"));
  g_autofree char *heading = NULL;
  int n_winners = 0;

  vik_session_discard_autosave (VIK_SESSION (model));
  update_viewer (self);   /* (the hand-off screen went at the last action) */
  vic_window_refresh (self);
  /* (10.0, 10.6) who won, and the PP of Cities each controls */
  for (int p = 0; p < vic_game_get_n_players (game); p++)
    {
      if ((winners >> p) & 1)
        g_string_append_printf (names, "%s%s", n_winners++ > 0 ? ", " : "", vic_game_get_player_name (game, p));
      g_string_append_printf (body, _("%s: %d PP of Cities (%d to win)\n"), vic_game_get_player_name (game, p),
                              vic_game_controlled_pp (game, p), vic_game_win_pp (game, p));
    }
  if (n_winners == 1)
    heading = g_strdup_printf (_("%s wins!"), names->str);
  else if (n_winners > 1)
    /* TRANSLATORS: the winners' names, comma-separated */
    heading = g_strdup_printf (_("%s win!"), names->str);
  else
    heading = g_strdup (_("The game is over"));
  vik_game_over_present (GTK_WINDOW (self), heading, body->str);
}

static void
on_handoff_active (VikHandoff *handoff, GParamSpec *pspec, VicWindow *self)
{
  gboolean active = vik_handoff_get_active (handoff);

  gtk_widget_set_sensitive (self->content, !active);
  /* the screen's own background lets the panel's words show faintly: hide them */
  gtk_widget_set_opacity (self->content, active ? 0.0 : 1.0);
  gtk_window_set_default_widget (GTK_WINDOW (self), active ? vik_handoff_get_ready_button (handoff) : NULL);
  if (active)  /* also before the window shows: Enter is Ready */
    gtk_window_set_focus (GTK_WINDOW (self), vik_handoff_get_ready_button (handoff));
  update_viewer (self);
  vic_window_refresh (self);
}

static gboolean
focus_ready (gpointer data)
{
  VicWindow *self = data;

  if (self->handoff != NULL && vik_handoff_get_active (self->handoff))
    gtk_widget_grab_focus (vik_handoff_get_ready_button (self->handoff));
  return G_SOURCE_REMOVE;
}

/* A window shown with the screen up (a game just opened): Enter is Ready,
 * once GTK has given the new window its first focus. */
static void
on_map_focus_ready (GtkWidget *widget, VicWindow *self)
{
  g_idle_add_full (G_PRIORITY_LOW, focus_ready, g_object_ref (self), g_object_unref);
}

static void
on_modified (GObject *model, GParamSpec *pspec, VicWindow *self)
{
  update_title (self);
  vic_window_update_actions (self);
}

/* ---------------------------------------------------------------- public */

VicGameModel *
vic_window_get_model (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return self->model;
}

VikBoardView *
vic_window_get_board_view (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return self->board_view;
}

VicVictoryPainter *
vic_window_get_painter (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return self->painter;
}

VicSidePanel *
vic_window_get_side_panel (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), NULL);
  return self->side_panel;
}

gboolean
vic_window_get_handoff_visible (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), FALSE);
  return vik_handoff_get_active (self->handoff);
}

int
vic_window_get_selected (VicWindow *self)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), VIC_NO_BLOCK);
  return self->selected;
}

gboolean
vic_window_start_preset (VicWindow *self, const char *preset_id, int n_players, const char *const *names,
                         const int *seats, const VikPlayerColor *colors, guint64 seed, GError **error)
{
  g_return_val_if_fail (VIC_IS_WINDOW (self), FALSE);
  vic_side_panel_clear_log (self->side_panel);
  if (!vic_game_model_new_preset_full (self->model, preset_id, n_players, names, colors, seed, error))
    return FALSE;
  for (int p = 0; seats != NULL && p < n_players; p++)
    vic_game_model_set_seat (self->model, p, seats[p]);
  vic_window_seat_first_person (self);
  update_viewer (self);
  vic_window_refresh (self);
  vik_board_view_center (self->board_view);   /* at the zoom chosen last */
  return TRUE;
}

void
vic_window_start_game (VicWindow *self, VicGame *game)
{
  vic_window_start_game_seated (self, game, NULL);
}

void
vic_window_start_game_seated (VicWindow *self, VicGame *game, const int *seats)
{
  g_return_if_fail (VIC_IS_WINDOW (self));
  vic_side_panel_clear_log (self->side_panel);
  vic_game_model_start (self->model, game);
  for (int p = 0; seats != NULL && p < vic_game_get_n_players (game); p++)
    vic_game_model_set_seat (self->model, p, seats[p]);
  vik_board_view_center (self->board_view);   /* at the zoom chosen last */
  vic_window_hand_off (self);
}

/* ---------------------------------------------------------------- building */

static void
vic_window_dispose (GObject *object)
{
  VicWindow *self = VIC_WINDOW (object);

  vic_window_computers_stop (self);
  vic_window_net_dispose (self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->handoff != NULL)
    g_signal_handlers_disconnect_by_data (self->handoff, self);
  /* the template's pointers go: a pending focus_ready sees no hand-off screen */
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_WINDOW);
  g_clear_object (&self->model);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (vic_window_parent_class)->dispose (object);
}

static void
vic_window_class_init (VicWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vic_window_dispose;

  /* the window's parts (data/ui/vic-window.ui) */
  g_type_ensure (VIK_TYPE_BOARD_VIEW);
  g_type_ensure (VIC_TYPE_SIDE_PANEL);
  g_type_ensure (VIK_TYPE_HANDOFF);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VicWindow, title);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, seats_button);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, content);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, handoff);
  gtk_widget_class_bind_template_child (widget_class, VicWindow, announcer);
  gtk_widget_class_bind_template_callback (widget_class, on_handoff_active);
  gtk_widget_class_bind_template_callback (widget_class, on_map_focus_ready);
  gtk_widget_class_bind_template_callback (widget_class, vic_window_on_hex_activated);
  gtk_widget_class_bind_template_callback (widget_class, vic_window_on_action_chosen);
  gtk_widget_class_bind_template_callback (widget_class, vic_window_on_block_chosen);

  /* after the template: each part binds its own children and callbacks */
  vic_window_install_actions (widget_class);
  vic_window_computers_install_actions (widget_class);
  vic_window_view_install_actions (widget_class);
  vic_window_net_install_actions (widget_class);
}

static void
vic_window_init (VicWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = VIC_NO_BLOCK;
  self->log_reader = -1;
  self->model = vic_game_model_new ();
  self->painter = vic_victory_painter_new ();
  vik_board_view_set_painter (self->board_view, VIK_BOARD_PAINTER (self->painter));
  /* the network's handlers first: a remote update's game reaches the painter before anything draws */
  vic_window_net_init (self);

  g_signal_connect (self->model, "game-changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect (self->model, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_connect (self->model, "decider-changed", G_CALLBACK (on_decider_changed), self);
  g_signal_connect (self->model, "turn-ended", G_CALLBACK (on_turn_ended), self);
  g_signal_connect (self->model, "game-over", G_CALLBACK (on_game_over), self);
  g_signal_connect (self->model, "seats-changed", G_CALLBACK (on_seats_changed), self);
  g_signal_connect (self->model, "notify::modified", G_CALLBACK (on_modified), self);
  g_signal_connect (self->model, "notify::file", G_CALLBACK (on_modified), self);
  g_signal_connect (self->model, "notify::can-undo", G_CALLBACK (on_modified), self);
  /* the hand-off screen after the window's handlers: it covers the board
   * once everything else followed the action */
  vik_handoff_set_session (self->handoff, VIK_SESSION (self->model));
  vic_window_computers_init (self);
  vic_window_view_init (self);
  vic_window_update_seats_menu (self);
  vic_window_update_actions (self);
}

VicWindow *
vic_window_new (GtkApplication *app)
{
  return g_object_new (VIC_TYPE_WINDOW, "application", app, NULL);
}
