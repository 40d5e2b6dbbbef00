/* vic-replay-window.c: a Victory game replayed as one player saw it (see
 * vic-replay-window.h; its widgets in data/ui/vic-replay-window.ui). */
#include "config.h"

#include "vic-replay-window.h"
#include "vic-action-words.h"
#include "vik-gui-util.h"
#include "vik-replay-bar.h"
#include "vik-replay-play.h"
#include "vik-replay-steps.h"

#include <glib/gi18n.h>

struct _VicReplayWindow
{
  AdwWindow parent_instance;

  VicReplay *replay;
  int viewer;
  guint position;
  guint log_upto;            /* the log holds the events of actions [0, log_upto) */
  VicGame *shown;            /* the position shown, the window's own copy (the painter borrows it) */
  VicVictoryPainter *painter;
  GtkTextBuffer *log;         /* log_view's */
  GtkTextMark *log_end;
  guint scroll_source;
  VikReplayPlay play;         /* replay.play's state (the bar's play button shows it) */

  /* template children */
  VikBoardView *board;
  AdwWindowTitle *title;
  GtkLabel *where;
  GtkLabel *sides;
  GtkLabel *action;
  GtkTextView *log_view;
  VikReplayBar *replay_bar;
};

G_DEFINE_FINAL_TYPE (VicReplayWindow, vic_replay_window, ADW_TYPE_WINDOW)

enum { PROP_0, PROP_PLAYING, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* ---------------------------------------------------------------- the log */

/* Action i's events in the log's words for the replay's viewer (nobody's:
 * as the table read them), with the position after it. */
static void
append_events (VicReplayWindow *self, guint i)
{
  guint n_events;
  const VicEvent *ev = vik_replay_frames_events (self->replay, i, &n_events);
  const VicGame *after = vik_replay_frames_position (self->replay, i + 1);
  GtkTextIter end;

  for (guint k = 0; k < n_events; k++)
    {
      g_autofree char *words = vic_event_words (after, &ev[k], self->viewer);
      if (words == NULL)
        continue;
      gtk_text_buffer_get_end_iter (self->log, &end);
      if (gtk_text_buffer_get_char_count (self->log) > 0)
        gtk_text_buffer_insert (self->log, &end, "\n", 1);
      gtk_text_buffer_insert (self->log, &end, words, -1);
    }
}

/* Once the text is laid out: its end in view. */
static gboolean
scroll_later (gpointer data)
{
  VicReplayWindow *self = data;
  GtkTextIter end;

  self->scroll_source = 0;
  gtk_text_buffer_get_end_iter (self->log, &end);
  gtk_text_buffer_move_mark (self->log, self->log_end, &end);
  gtk_text_view_scroll_to_mark (self->log_view, self->log_end, 0.0, TRUE, 0.0, 1.0);
  return G_SOURCE_REMOVE;
}

static void
scroll_log_to_end (VicReplayWindow *self)
{
  if (self->scroll_source == 0)
    self->scroll_source = g_timeout_add_full (G_PRIORITY_LOW, 30, scroll_later, self, NULL);
}

/* The log up to position k: one action appended when going on by one,
 * else written again from the start. */
static void
update_log (VicReplayWindow *self, guint k)
{
  if (k != self->log_upto + 1 || k == 0)
    {
      gtk_text_buffer_set_text (self->log, "", 0);
      self->log_upto = 0;
    }
  while (self->log_upto < k)
    append_events (self, self->log_upto++);
  scroll_log_to_end (self);
}

/* ---------------------------------------------------------------- the position */

static void
show_position (VicReplayWindow *self, guint k)
{
  const VicGame *game;
  g_autofree char *where = NULL;
  GString *sides = g_string_new (NULL);
  int n_players;

  k = MIN (k, vik_replay_frames_n_actions (self->replay));
  update_log (self, k);
  game = vik_replay_frames_position (self->replay, k);
  self->position = k;
  g_clear_pointer (&self->shown, vic_game_free);
  self->shown = vic_game_copy (game);
  vic_victory_painter_set_game (self->painter, self->shown);
  vic_victory_painter_set_viewer (self->painter, self->viewer);
  n_players = vic_game_get_n_players (self->shown);
  /* the action's number is the bar's ("Action 12 of 300") */
  if (vic_game_get_turn (self->shown) == 0)
    where = g_strdup (vic_decision_heading (vic_game_get_decision (self->shown)));
  else
    /* TRANSLATORS: where the replay stands: "Turn 3 · Moves (5.0)" */
    where = g_strdup_printf (_("Turn %d · %s"), vic_game_get_turn (self->shown),
                             vic_decision_heading (vic_game_get_decision (self->shown)));
  gtk_label_set_text (self->where, where);
  for (int p = 0; p < n_players; p++)
    {
      /* TRANSLATORS: a side in the replay: its name, the PP of its Cities, the PP that win (10.0) */
      g_autofree char *line = g_strdup_printf (_("%s: %d of %d PP"), vic_game_get_player_name (self->shown, p),
                                               vic_game_controlled_pp (self->shown, p),
                                               vic_game_win_pp (self->shown, p));
      g_string_append_printf (sides, "%s%s", p > 0 ? "\n" : "", line);
    }
  gtk_label_set_text (self->sides, sides->str);
  g_string_free (sides, TRUE);
  if (k == 0)
    gtk_label_set_text (self->action, _("The first position"));
  else
    {
      /* the viewer's own action by its words; another's by its public events (the log's last lines) */
      const VicGame *before = vik_replay_frames_position (self->replay, k - 1);
      const VicAction *a = vik_replay_frames_action (self->replay, k - 1);
      int decider = vic_game_get_decider (before);
      g_autofree char *text = NULL;
      if (decider == self->viewer && decider >= 0)
        {
          g_autofree char *words = vic_action_words (before, a);
          /* TRANSLATORS: the viewer's own action in the replay */
          text = g_strdup_printf (_("You: %s"), words);
        }
      else
        /* TRANSLATORS: another player's action in the replay: only its public events are told (the log) */
        text = g_strdup_printf (_("%s acted (see the log)"),
                                decider >= 0 ? vic_game_get_player_name (before, decider) : "—");
      gtk_label_set_text (self->action, text);
      vik_replay_frames_position (self->replay, k);   /* the cursor back where it is shown */
    }
  vik_replay_bar_set_position (self->replay_bar, k);
  vik_replay_steps_enable (GTK_WIDGET (self), k, vik_replay_frames_n_actions (self->replay));
}

/* ---------------------------------------------------------------- playing on */

/* (vik-replay-play.h) Playing stops one interval after the last position
 * is shown. */
static gboolean
play_can_go_on (gpointer data)
{
  VicReplayWindow *self = data;

  return self->position < vik_replay_frames_n_actions (self->replay);
}

static void
play_step (gpointer data)
{
  VicReplayWindow *self = data;

  show_position (self, self->position + 1);
}

static void
play_changed (gpointer data)
{
  g_object_notify_by_pspec (G_OBJECT (data), properties[PROP_PLAYING]);
}

static const VikReplayPlayHooks play_hooks = { play_can_go_on, play_step, play_changed };

/* ---------------------------------------------------------------- actions and keys */

static void
step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicReplayWindow *self = VIC_REPLAY_WINDOW (widget);

  vik_replay_play_set (&self->play, FALSE);   /* a step the person takes stops playing */
  show_position (self, vik_replay_step_target (self->replay, name, self->position, param));
}

static void
vic_replay_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VicReplayWindow *self = VIC_REPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PLAYING: g_value_set_boolean (value, vik_replay_play_get (&self->play)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vic_replay_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VicReplayWindow *self = VIC_REPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PLAYING: vik_replay_play_set (&self->play, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vic_replay_window_init (VicReplayWindow *self)
{
  GtkTextIter end;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->viewer = -1;
  vik_replay_play_init (&self->play, &play_hooks, self, VIK_REPLAY_PLAY_INTERVAL_MS);
  self->painter = vic_victory_painter_new ();
  vik_board_view_set_letter_keys (self->board, TRUE);
  vik_board_view_set_painter (self->board, VIK_BOARD_PAINTER (self->painter));
  self->log = gtk_text_view_get_buffer (self->log_view);
  gtk_text_buffer_get_end_iter (self->log, &end);
  self->log_end = gtk_text_buffer_create_mark (self->log, "end", &end, FALSE);
  vik_replay_steps_add_keys (GTK_WIDGET (self));
}

static void
vic_replay_window_dispose (GObject *object)
{
  VicReplayWindow *self = VIC_REPLAY_WINDOW (object);

  vik_replay_play_dispose (&self->play);
  if (self->scroll_source != 0)
    g_source_remove (self->scroll_source);
  self->scroll_source = 0;
  if (self->painter != NULL)
    vic_victory_painter_set_game (self->painter, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_REPLAY_WINDOW);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (vic_replay_window_parent_class)->dispose (object);
}

static void
vic_replay_window_finalize (GObject *object)
{
  VicReplayWindow *self = VIC_REPLAY_WINDOW (object);

  g_clear_pointer (&self->shown, vic_game_free);
  g_clear_pointer (&self->replay, vik_replay_frames_free);
  G_OBJECT_CLASS (vic_replay_window_parent_class)->finalize (object);
}

static void
vic_replay_window_class_init (VicReplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vic_replay_window_dispose;
  object_class->finalize = vic_replay_window_finalize;
  object_class->get_property = vic_replay_window_get_property;
  object_class->set_property = vic_replay_window_set_property;
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VIK_TYPE_BOARD_VIEW);
  g_type_ensure (VIK_TYPE_REPLAY_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VicReplayWindow, board);
  gtk_widget_class_bind_template_child (widget_class, VicReplayWindow, title);
  gtk_widget_class_bind_template_child (widget_class, VicReplayWindow, where);
  gtk_widget_class_bind_template_child (widget_class, VicReplayWindow, sides);
  gtk_widget_class_bind_template_child (widget_class, VicReplayWindow, action);
  gtk_widget_class_bind_template_child (widget_class, VicReplayWindow, log_view);
  gtk_widget_class_bind_template_child (widget_class, VicReplayWindow, replay_bar);

  vik_replay_steps_install (widget_class, step_action);
  gtk_widget_class_install_action (widget_class, "replay.goto", "u", step_action);
  gtk_widget_class_install_property_action (widget_class, "replay.play", "playing");
}

/* ---------------------------------------------------------------- public */

VicReplayWindow *
vic_replay_window_new (GtkWindow *parent, VicReplay *replay, int viewer, const char *name)
{
  VicReplayWindow *self;
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;
  const VicGame *final;
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (replay != NULL, NULL);
  self = g_object_new (VIC_TYPE_REPLAY_WINDOW, "application", app, NULL);
  self->replay = replay;
  final = vik_replay_frames_final (replay);
  self->viewer = viewer >= 0 && viewer < vic_game_get_n_players (final) ? viewer : -1;
  if (self->viewer >= 0)
    /* TRANSLATORS: the replay's subtitle: the game, whose eyes it is seen with */
    subtitle = g_strdup_printf (_("%s, as %s saw it"), name != NULL ? name : _("this game"),
                                vic_game_get_player_name (final, self->viewer));
  else
    subtitle = g_strdup_printf (_("%s, every block hidden"), name != NULL ? name : _("this game"));
  adw_window_title_set_subtitle (self->title, subtitle);
  {
    g_autofree char *title = g_strdup_printf (_("Replay: %s"), subtitle);
    gtk_window_set_title (GTK_WINDOW (self), title);
  }
  vik_replay_bar_set_n_actions (self->replay_bar, vik_replay_frames_n_actions (replay));
  show_position (self, 0);
  vik_board_view_fit (self->board);
  if (parent != NULL)
    vik_window_place_over (GTK_WINDOW (self), parent, 1100, 760);
  gtk_widget_grab_focus (vik_replay_bar_get_play_button (self->replay_bar));
  return self;
}

void
vic_replay_window_set_position (VicReplayWindow *self, guint position)
{
  g_return_if_fail (VIC_IS_REPLAY_WINDOW (self));
  vik_replay_play_set (&self->play, FALSE);
  show_position (self, position);
}

guint
vic_replay_window_get_position (VicReplayWindow *self)
{
  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), 0);
  return self->position;
}

VicReplay *
vic_replay_window_get_replay (VicReplayWindow *self)
{
  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), NULL);
  return self->replay;
}

int
vic_replay_window_get_viewer (VicReplayWindow *self)
{
  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), -1);
  return self->viewer;
}

VikBoardView *
vic_replay_window_get_board_view (VicReplayWindow *self)
{
  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), NULL);
  return self->board;
}

void
vic_replay_window_set_colors (VicReplayWindow *self, const VikPlayerColor *colors)
{
  g_return_if_fail (VIC_IS_REPLAY_WINDOW (self));
  vic_victory_painter_set_colors (self->painter, colors);
}

VicVictoryPainter *
vic_replay_window_get_painter (VicReplayWindow *self)
{
  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), NULL);
  return self->painter;
}

char *
vic_replay_window_get_log_text (VicReplayWindow *self)
{
  GtkTextIter start, end;

  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), NULL);
  gtk_text_buffer_get_bounds (self->log, &start, &end);
  return gtk_text_buffer_get_text (self->log, &start, &end, FALSE);
}

const char *
vic_replay_window_get_action_text (VicReplayWindow *self)
{
  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), NULL);
  return gtk_label_get_text (self->action);
}

gboolean
vic_replay_window_get_playing (VicReplayWindow *self)
{
  g_return_val_if_fail (VIC_IS_REPLAY_WINDOW (self), FALSE);
  return vik_replay_play_get (&self->play);
}
