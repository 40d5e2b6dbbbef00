/* vik-replay-window.c: a game replayed, read-only (see vik-replay-window.h).
 *
 * The log and the battle report are fed as the game model fed them while
 * the game was played: each action's events with the position after it.
 * Stepping forward appends; stepping back cuts the log where it ended at
 * that position and rebuilds the battle report from the last battle begun
 * before it (a battle's beginning clears the report, so that is all it
 * showed). */
#include "config.h"

#include "vik-replay-window.h"
#include "vik-board-render.h"
#include "vik-gui-util.h"
#include "vik-replay-bar.h"
#include "vik-replay-play.h"
#include "vik-replay-steps.h"
#include "vik-stats-window.h"
#include "vik-text.h"
#include "vik-viktory-painter.h"

#include <glib/gi18n.h>
#include <string.h>

struct _VikReplayWindow
{
  AdwApplicationWindow parent_instance;

  VikReplay *replay;
  VikGame *shown;              /* a copy of the position shown (the painter borrows it) */
  VikViktoryPainter *painter;
  VikColor colors[VIK_MAX_PLAYERS];
  char *name;
  guint position;
  gboolean built;              /* the log and the report show `position` */
  GArray *log_ends;            /* of int: where the log ended at each position reached */
  gboolean one_step;           /* stepping one action forward (a battle begun shows its tab) */
  VikReplayPlay play;          /* playing on by itself (`playing`) */
  GtkWindow *stats_window;     /* the statistics window opened from here, if open */

  /* template children */
  AdwWindowTitle *window_title;
  GtkLabel *action_label;
  GtkLabel *players_label;
  VikBoardView *board_view;
  VikReplayBar *replay_bar;
  GtkWidget *statistics_button;
  GtkStack *side_stack;
  VikGameLog *game_log;
  VikBattleReport *battle_report;
};

G_DEFINE_FINAL_TYPE (VikReplayWindow, vik_replay_window, ADW_TYPE_APPLICATION_WINDOW)

enum { PROP_0, PROP_POSITION, PROP_PLAYING, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* ---------------------------------------------------------------- the log and the report */

static void
record_log_end (VikReplayWindow *self, guint position)
{
  int end = vik_game_log_get_end (self->game_log);

  if (self->log_ends->len <= position)
    g_array_set_size (self->log_ends, position + 1);
  g_array_index (self->log_ends, int, position) = end;
}

/* Actions from..to-1 into the log and the report (both at `from`). */
static void
feed (VikReplayWindow *self, guint from, guint to, gboolean log_too)
{
  for (guint i = from; i < to; i++)
    {
      const VikGame *game = vik_replay_frames_position (self->replay, i + 1);
      guint n_events;
      const VikEvent *events = vik_replay_frames_events (self->replay, i, &n_events);

      vik_battle_report_add_events (self->battle_report, game, events, n_events);
      if (log_too)
        {
          vik_game_log_add_events (self->game_log, game, events, n_events);
          record_log_end (self, i + 1);
        }
    }
}

/* The log and the battle report as they were at `position`. */
static void
rebuild_panels (VikReplayWindow *self, guint position)
{
  if (!self->built)
    {
      vik_game_log_begin (self->game_log, vik_replay_frames_position (self->replay, 0));
      record_log_end (self, 0);
      vik_battle_report_clear (self->battle_report);
      self->position = 0;
      self->built = TRUE;
    }
  if (position > self->position)
    feed (self, self->position, position, TRUE);
  else if (position < self->position)
    {
      int battle = vik_replay_last_battle (self->replay, position);
      vik_game_log_cut (self->game_log, g_array_index (self->log_ends, int, position));
      vik_battle_report_clear (self->battle_report);
      feed (self, battle < 0 ? 0 : (guint) battle, position, FALSE);
    }
}

static void
on_battle_began (VikBattleReport *report, VikReplayWindow *self)
{
  if (self->one_step)
    gtk_stack_set_visible_child_name (self->side_stack, "battle");
}

/* ---------------------------------------------------------------- the labels */

static char *
color_text (VikColor c)
{
  return g_strdup_printf ("#%02x%02x%02x", (int) (CLAMP (c.red, 0, 1) * 255 + 0.5),
                          (int) (CLAMP (c.green, 0, 1) * 255 + 0.5), (int) (CLAMP (c.blue, 0, 1) * 255 + 0.5));
}

static void
update_title (VikReplayWindow *self)
{
  const VikGame *game = self->shown;
  const char *current = vik_game_get_player_name (game, vik_game_get_current_player (game));
  g_autofree char *title = g_strdup_printf (_("Replay: %s"), self->name);
  g_autofree char *subtitle = NULL;

  if (vik_game_is_over (game))
    subtitle = vik_game_get_winner (game) >= 0
               ? g_strdup_printf (_("Game over · %s wins"), vik_game_get_player_name (game, vik_game_get_winner (game)))
               : g_strdup (_("Game over"));
  else if (vik_game_get_turn (game) == 0)
    subtitle = g_strdup_printf (_("Setup · %s"), current);
  else
    subtitle = g_strdup_printf (_("Turn %d · %s · %s"), vik_game_get_turn (game), current,
                                vik_phase_name (vik_game_get_phase (game)));
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* "12. I c4-d5: Ann moves Infantry from c4 to d5" */
static void
update_action_label (VikReplayWindow *self)
{
  GString *text = g_string_new (NULL);
  guint n_events;
  const VikEvent *ev;
  gboolean told = FALSE;
  g_autofree char *notation = NULL;

  if (self->position == 0)
    {
      const VikGame *game = self->shown;
      g_string_printf (text, _("The game begins: %s plays first."),
                       vik_game_get_player_name (game, vik_game_get_first_player (game)));
      gtk_label_set_text (self->action_label, text->str);
      g_string_free (text, TRUE);
      return;
    }
  notation = vik_action_to_string (vik_replay_frames_action (self->replay, self->position - 1),
                                   vik_game_get_board (self->shown));
  g_string_printf (text, "%u. %s:", self->position, notation);
  ev = vik_replay_frames_events (self->replay, self->position - 1, &n_events);
  /* what happened; the turn and phase changes only when nothing else did */
  for (int pass = 0; pass < 2 && !told; pass++)
    for (guint i = 0; i < n_events; i++)
      if (pass == 1 || (ev[i].kind != VIK_EVENT_TURN_BEGAN && ev[i].kind != VIK_EVENT_PHASE_BEGAN))
        {
          g_autofree char *line = vik_event_describe (self->shown, &ev[i]);
          g_string_append_printf (text, "%s %s", told ? ";" : "", line);
          told = TRUE;
        }
  gtk_label_set_text (self->action_label, text->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->action_label), text->str);
  g_string_free (text, TRUE);
}

/* Each player's Victory Points, Towns and Cities at this position. */
static void
update_players (VikReplayWindow *self)
{
  const VikGame *game = self->shown;
  GString *markup = g_string_new (NULL);
  int current = vik_game_get_current_player (game);

  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      g_autofree char *color = color_text (self->colors[p]);
      g_autofree char *name = g_markup_escape_text (vik_game_get_player_name (game, p), -1);
      int towns = vik_game_count_sites (game, p, VIK_SITE_TOWN);
      int cities = vik_game_count_sites (game, p, VIK_SITE_CITY)
                   + vik_game_count_sites (game, p, VIK_SITE_METROPOLIS);
      g_autofree char *towns_text = g_strdup_printf (ngettext ("%d Town", "%d Towns", towns), towns);
      g_autofree char *cities_text = g_strdup_printf (ngettext ("%d City", "%d Cities", cities), cities);
      g_autofree char *counts = g_strdup_printf (_("%s · %s · %d VP"), towns_text, cities_text,
                                                 vik_game_score (game, p));

      if (p > 0)
        g_string_append_c (markup, '\n');
      g_string_append_printf (markup, "<span foreground=\"%s\">⬤</span> <b>%c</b> %s%s%s: %s%s",
                              color, vik_board_player_letter (p),
                              p == current && !vik_game_is_over (game) ? "<b>" : "", name,
                              p == current && !vik_game_is_over (game) ? "</b>" : "", counts,
                              vik_game_player_eliminated (game, p) ? _(" — eliminated") : "");
    }
  gtk_label_set_markup (self->players_label, markup->str);
  g_string_free (markup, TRUE);
}

static void
update_controls (VikReplayWindow *self)
{
  guint n = vik_replay_frames_n_actions (self->replay);

  vik_replay_bar_set_n_actions (self->replay_bar, n);
  vik_replay_bar_set_position (self->replay_bar, self->position);
  vik_replay_steps_enable (GTK_WIDGET (self), self->position, n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.play", self->position < n || vik_replay_play_get (&self->play));
}

/* ---------------------------------------------------------------- the position */

void
vik_replay_window_set_position (VikReplayWindow *self, guint position)
{
  guint8 highlight[VIK_MAX_HEXES];
  VikGame *old;

  g_return_if_fail (VIK_IS_REPLAY_WINDOW (self));

  position = MIN (position, vik_replay_frames_n_actions (self->replay));
  if (self->built && position == self->position)
    return;
  self->one_step = self->built && position == self->position + 1;
  rebuild_panels (self, position);
  self->position = position;
  self->one_step = FALSE;

  /* the board: a copy, since the replay's position changes with the next query */
  old = self->shown;
  self->shown = vik_game_copy (vik_replay_frames_position (self->replay, position));
  if (position > 0)
    vik_replay_action_marks (self->replay, position - 1, highlight);
  else
    memset (highlight, VIK_HIGHLIGHT_NONE, sizeof highlight);
  vik_viktory_painter_set_game (self->painter, self->shown);
  vik_viktory_painter_set_mp_player (self->painter, vik_game_get_current_player (self->shown));
  vik_viktory_painter_set_marks (self->painter, highlight, NULL);
  g_clear_pointer (&old, vik_game_free);

  update_title (self);
  update_action_label (self);
  update_players (self);
  update_controls (self);
  if (position == vik_replay_frames_n_actions (self->replay))
    vik_replay_play_set (&self->play, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

guint
vik_replay_window_get_position (VikReplayWindow *self)
{
  g_return_val_if_fail (VIK_IS_REPLAY_WINDOW (self), 0);
  return self->position;
}

VikReplay *
vik_replay_window_get_replay (VikReplayWindow *self)
{
  g_return_val_if_fail (VIK_IS_REPLAY_WINDOW (self), NULL);
  return self->replay;
}

/* ---------------------------------------------------------------- playing on by itself */

/* (vik-replay-play.h) Reaching the last position stops playing at once
 * (vik_replay_window_set_position); a step the person takes does not. */
static gboolean
play_can_go_on (gpointer data)
{
  VikReplayWindow *self = data;

  return self->position < vik_replay_frames_n_actions (self->replay);
}

static void
play_step (gpointer data)
{
  VikReplayWindow *self = data;

  vik_replay_window_set_position (self, self->position + 1);
}

static void
play_changed (gpointer data)
{
  VikReplayWindow *self = data;

  update_controls (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

static const VikReplayPlayHooks play_hooks = { play_can_go_on, play_step, play_changed };

/* ---------------------------------------------------------------- actions */

static void
step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikReplayWindow *self = VIK_REPLAY_WINDOW (widget);

  vik_replay_window_set_position (self, vik_replay_step_target (self->replay, name, self->position, param));
}

static void
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_board_view_zoom_action (VIK_REPLAY_WINDOW (widget)->board_view, name);
}

static void
on_stats_window_destroyed (GtkWidget *window, VikReplayWindow *self)
{
  self->stats_window = NULL;
  if (self->statistics_button != NULL)
    gtk_widget_set_has_tooltip (self->statistics_button, TRUE);
}

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikReplayWindow *self = VIK_REPLAY_WINDOW (widget);

  if (self->stats_window == NULL)
    {
      self->stats_window = GTK_WINDOW (vik_stats_window_new (GTK_WINDOW (self), vik_game_stats_new (self->replay),
                                                             self->colors, self->name));
      g_signal_connect_object (self->stats_window, "destroy", G_CALLBACK (on_stats_window_destroyed), self, 0);
    }
  /* the button's tooltip would stay over the window it opened: none while
   * that window is open (setting has-tooltip off hides a shown one) */
  gtk_widget_set_has_tooltip (self->statistics_button, FALSE);
  gtk_window_present (self->stats_window);
}

/* ---------------------------------------------------------------- public */

VikReplayWindow *
vik_replay_window_new (GtkWindow *parent, VikReplay *replay, const VikColor *colors, const char *name)
{
  VikReplayWindow *self;
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;

  g_return_val_if_fail (replay != NULL, NULL);

  self = g_object_new (VIK_TYPE_REPLAY_WINDOW, "application", app, NULL);
  self->replay = replay;
  self->name = g_strdup (name != NULL ? name : _("this game"));
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      self->colors[p] = colors != NULL ? colors[p] : vik_game_model_default_color (p);
      vik_viktory_painter_set_color (self->painter, p, self->colors[p]);
    }
  if (parent != NULL)
    vik_window_place_over (GTK_WINDOW (self), parent, 1180, 760);
  vik_replay_window_set_position (self, 0);
  /* Space plays from the start; the arrows step whatever has the focus */
  gtk_window_set_focus (GTK_WINDOW (self), vik_replay_bar_get_play_button (self->replay_bar));
  return self;
}

const VikGame *
vik_replay_window_get_shown (VikReplayWindow *self)
{
  return self->shown;
}

VikBoardView *
vik_replay_window_get_board_view (VikReplayWindow *self)
{
  return self->board_view;
}

VikGameLog *
vik_replay_window_get_log (VikReplayWindow *self)
{
  return self->game_log;
}

VikBattleReport *
vik_replay_window_get_battle_report (VikReplayWindow *self)
{
  return self->battle_report;
}

const char *
vik_replay_window_get_action_text (VikReplayWindow *self)
{
  return gtk_label_get_text (self->action_label);
}

/* ---------------------------------------------------------------- GObject */

static void
vik_replay_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikReplayWindow *self = VIK_REPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_POSITION: g_value_set_uint (value, self->position); break;
    case PROP_PLAYING: g_value_set_boolean (value, vik_replay_play_get (&self->play)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_replay_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikReplayWindow *self = VIK_REPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_POSITION: vik_replay_window_set_position (self, g_value_get_uint (value)); break;
    case PROP_PLAYING: vik_replay_play_set (&self->play, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_replay_window_dispose (GObject *object)
{
  VikReplayWindow *self = VIK_REPLAY_WINDOW (object);

  vik_replay_play_dispose (&self->play);
  if (self->stats_window != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->stats_window, self);
      self->stats_window = NULL;
    }
  if (self->painter != NULL)
    vik_viktory_painter_set_game (self->painter, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_REPLAY_WINDOW);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (vik_replay_window_parent_class)->dispose (object);
}

static void
vik_replay_window_finalize (GObject *object)
{
  VikReplayWindow *self = VIK_REPLAY_WINDOW (object);

  g_clear_pointer (&self->shown, vik_game_free);
  g_clear_pointer (&self->replay, vik_replay_frames_free);
  g_array_unref (self->log_ends);
  g_free (self->name);
  G_OBJECT_CLASS (vik_replay_window_parent_class)->finalize (object);
}

static void
vik_replay_window_class_init (VikReplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_replay_window_dispose;
  object_class->finalize = vik_replay_window_finalize;
  object_class->get_property = vik_replay_window_get_property;
  object_class->set_property = vik_replay_window_set_property;
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VIK_TYPE_BOARD_VIEW);
  g_type_ensure (VIK_TYPE_GAME_LOG);
  g_type_ensure (VIK_TYPE_BATTLE_REPORT);
  g_type_ensure (VIK_TYPE_REPLAY_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, action_label);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, players_label);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, replay_bar);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, statistics_button);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, game_log);
  gtk_widget_class_bind_template_child (widget_class, VikReplayWindow, battle_report);

  vik_replay_steps_install (widget_class, step_action);
  gtk_widget_class_install_action (widget_class, "replay.goto", "u", step_action);
  gtk_widget_class_install_property_action (widget_class, "replay.play", "playing");
  gtk_widget_class_install_action (widget_class, "replay.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "replay.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "replay.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "replay.zoom-fit", NULL, zoom_action);
}

static void
vik_replay_window_init (VikReplayWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->log_ends = g_array_new (FALSE, TRUE, sizeof (int));
  vik_replay_play_init (&self->play, &play_hooks, self, VIK_REPLAY_PLAY_INTERVAL_MS);
  self->painter = vik_viktory_painter_new ();
  vik_board_view_set_painter (self->board_view, VIK_BOARD_PAINTER (self->painter));
  /* arrows step the replay; the letters still walk the hex cursor */
  vik_board_view_set_letter_keys (self->board_view, TRUE);
  g_signal_connect (self->battle_report, "battle-began", G_CALLBACK (on_battle_began), self);
  vik_replay_steps_add_keys (GTK_WIDGET (self));
}
