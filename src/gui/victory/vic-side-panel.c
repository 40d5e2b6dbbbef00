/* vic-side-panel.c: the Victory side panel (see the header). */
#include "config.h"

#include "vic-side-panel.h"
#include "vic-action-list.h"
#include "vic-action-row.h"
#include "vic-action-words.h"
#include "vic-phase-guide.h"
#include "vic-text.h"

#include <glib/gi18n.h>

struct _VicSidePanel
{
  GtkWidget parent_instance;

  /* the template's parts (data/ui/vic-side-panel.ui) */
  GtkWidget *box;
  GtkLabel *status;        /* turn, phase, who decides */
  GtkLabel *heading;       /* what is asked */
  GtkLabel *guide;         /* what to do, how much is left, where, how it ends (vic-phase-guide.h) */
  GtkLabel *forecast;      /* the battle forecast of the actions shown (vic-forecast.h) */
  GtkListBox *actions;     /* the rows, bound to `list` */
  GtkTextView *log;

  guint forecast_generation; /* of the update whose forecast is awaited */
  char *waiting;             /* a computer decides: what the heading says instead of choices */
  GCancellable *cancellable;
  VicActionList *list;     /* the rows' items (vic-action-list.h) */
};

G_DEFINE_FINAL_TYPE (VicSidePanel, vic_side_panel, GTK_TYPE_WIDGET)

enum { SIGNAL_ACTION_CHOSEN, SIGNAL_BLOCK_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  return vic_action_row_new (item);
}

/* A row clicked, or Enter on it: its action chosen, or its block selected. */
static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, VicSidePanel *self)
{
  /* the row and its item go when the action applied updates the list */
  g_autoptr (VicActionItem) item = g_object_ref (vic_action_row_get_item (VIC_ACTION_ROW (row)));

  if (vic_action_item_get_kind (item) == VIC_ACTION_ITEM_ACTION)
    {
      VicAction action = *vic_action_item_get_action (item);
      g_signal_emit (self, signals[SIGNAL_ACTION_CHOSEN], 0, &action);
    }
  else
    g_signal_emit (self, signals[SIGNAL_BLOCK_CHOSEN], 0, vic_action_item_get_block (item));
}

/* ---------------------------------------------------------------- forecasts */

/* The battles the forecast line covers: a move that starts one, a battle
 * to choose, the battle under way.  At most this many per update. */
#define FORECAST_MAX_LINES 6

typedef struct {
  VicGame *game;          /* a copy: the thread reads it alone */
  int viewer;
  GArray *requests;       /* of VicAction: a move, or BATTLE with the hex */
  GPtrArray *lines;       /* the results in words */
  guint generation;
} ForecastJob;

static void
forecast_job_free (gpointer data)
{
  ForecastJob *job = data;

  vic_game_free (job->game);
  g_array_unref (job->requests);
  g_ptr_array_unref (job->lines);
  g_free (job);
}

/* In a worker thread: the engine needs no lock on its own copy. */
static void
forecast_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ForecastJob *job = data;

  for (guint i = 0; i < job->requests->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      const VicAction *a = &g_array_index (job->requests, VicAction, i);
      gboolean attack = a->kind != VIC_ACTION_BATTLE;
      VicForecast f;
      /* a fixed seed: the same position shows the same line */
      if (vic_forecast_battle (job->game, job->viewer, attack ? a : NULL, a->hex, VIC_FORECAST_DEFAULT_TRIALS, 1,
                               &f, NULL))
        g_ptr_array_add (job->lines, vic_forecast_words (job->game, &f, attack));
    }
  g_task_return_boolean (task, TRUE);
}

static void
forecast_done (GObject *source, GAsyncResult *result, gpointer data)
{
  VicSidePanel *self = VIC_SIDE_PANEL (source);
  ForecastJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) text = g_string_new (NULL);

  if (!g_task_propagate_boolean (G_TASK (result), &error) || job->generation != self->forecast_generation
      || self->forecast == NULL)
    return;
  for (guint i = 0; i < job->lines->len; i++)
    g_string_append_printf (text, "%s%s", i ? "\n" : "", (const char *) g_ptr_array_index (job->lines, i));
  gtk_label_set_text (self->forecast, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->forecast), text->len > 0);
}

static void
add_request (GArray *requests, const VicAction *a)
{
  for (guint i = 0; i < requests->len; i++)
    if (vic_action_equal (&g_array_index (requests, VicAction, i), a))
      return;
  if (requests->len < FORECAST_MAX_LINES)
    g_array_append_vals (requests, a, 1);
}

/* Starts the forecast of the battles among the actions shown. */
static void
start_forecasts (VicSidePanel *self, const VicGame *game, GArray *legal, int selected)
{
  g_autoptr (GTask) task = NULL;
  ForecastJob *job;
  GArray *requests = g_array_new (FALSE, FALSE, sizeof (VicAction));
  int under_way = vic_game_battle_hex (game);

  self->forecast_generation++;
  /* an older forecast still being computed is no longer wanted */
  g_cancellable_cancel (self->cancellable);
  g_object_unref (self->cancellable);
  self->cancellable = g_cancellable_new ();
  gtk_label_set_text (self->forecast, "");
  gtk_widget_set_visible (GTK_WIDGET (self->forecast), FALSE);
  if (under_way != VIC_NO_HEX)
    {
      VicAction a = vic_action_make (VIC_ACTION_BATTLE);
      a.hex = (gint16) under_way;
      add_request (requests, &a);
    }
  /* in the Move Phase, the battles begun so far, as they stand */
  if (vic_game_get_phase (game) == VIC_PHASE_MOVE)
    for (int h = 0; h < vic_game_get_map (game)->n_hexes; h++)
      if (vic_game_hex_is_battle (game, h))
        {
          VicAction a = vic_action_make (VIC_ACTION_BATTLE);
          a.hex = (gint16) h;
          add_request (requests, &a);
        }
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (a->kind == VIC_ACTION_BATTLE && vic_game_hex_is_battle (game, a->hex))
        add_request (requests, a);
      else if (selected != VIC_NO_BLOCK && a->block == selected && vic_forecast_move_battle (game, a) != VIC_NO_HEX)
        add_request (requests, a);
    }
  if (requests->len == 0)
    {
      g_array_unref (requests);
      return;
    }
  job = g_new0 (ForecastJob, 1);
  job->game = vic_game_copy (game);
  job->viewer = vic_game_get_decider (game);
  job->requests = requests;
  job->lines = g_ptr_array_new_with_free_func (g_free);
  job->generation = self->forecast_generation;
  task = g_task_new (self, self->cancellable, forecast_done, NULL);
  g_task_set_task_data (task, job, forecast_job_free);
  g_task_run_in_thread (task, forecast_thread);
}

/* What to do, how much is left, where and how it ends. */
static void
update_guide (VicSidePanel *self, const VicGame *game, GArray *legal, int selected)
{
  g_autofree char *text = vic_game_is_over (game) ? g_strdup ("") : vic_phase_guide_words (game, legal, selected);

  gtk_label_set_text (self->guide, text);
  gtk_widget_set_visible (GTK_WIDGET (self->guide), text[0] != '\0');
}

static void
show_position (VicSidePanel *self, VicGameModel *model, int selected)
{
  const VicGame *game = vic_game_model_get_game (model);
  GArray *legal;
  g_autofree char *status = NULL;

  if (game == NULL)
    {
      self->forecast_generation++;
      gtk_widget_set_visible (GTK_WIDGET (self->forecast), FALSE);
      gtk_label_set_text (self->status, "");
      gtk_label_set_text (self->heading, "");
      vic_action_list_clear (self->list);
      return;
    }
  if (vic_game_is_over (game))
    {
      GString *s = g_string_new (_("Game over. Won by:"));
      for (int p = 0; p < vic_game_get_n_players (game); p++)
        if (vic_game_get_winners (game) & (1u << p))
          g_string_append_printf (s, " %s", vic_game_get_player_name (game, p));
      status = g_string_free (s, FALSE);
    }
  else
    {
      /* a Commanders game names the commander (10.5) */
      g_autofree char *who = vic_decider_words (game, vic_game_model_get_legal_actions (model), selected);
      /* TRANSLATORS: turn number, phase, the deciding player's name */
      status = g_strdup_printf (_("Turn %d · %s\n%s decides"), vic_game_get_turn (game),
                                vic_phase_name (vic_game_get_phase (game)), who);
    }
  {
    /* the Cities each player holds against what wins (10.0): public */
    GString *s = g_string_new (status);
    for (int p = 0; p < vic_game_get_n_players (game); p++)
      if (vic_game_get_team (game, p) != 0)
        /* TRANSLATORS: a player's name, the PP of the Cities he and his allies
         * control together (10.4), the PP that win */
        g_string_append_printf (s, _("\n%s with allies: %d of %d PP"), vic_game_get_player_name (game, p),
                                vic_game_team_pp (game, p), vic_game_win_pp (game, p));
      else
        /* TRANSLATORS: a player's name, the PP of the Cities he controls, the PP that win */
        g_string_append_printf (s, _("\n%s: %d of %d PP"), vic_game_get_player_name (game, p),
                                vic_game_controlled_pp (game, p), vic_game_win_pp (game, p));
    g_free (status);
    status = g_string_free (s, FALSE);
  }
  gtk_label_set_text (self->status, status);
  gtk_label_set_text (self->heading, vic_decision_heading (vic_game_get_decision (game)));
  if (self->waiting != NULL)
    {
      /* a computer decides: nothing of its (hidden) choices is shown, nor a
       * guide to a decision that is not the person's */
      self->forecast_generation++;
      gtk_widget_set_visible (GTK_WIDGET (self->forecast), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->guide), FALSE);
      gtk_label_set_text (self->heading, self->waiting);
      vic_action_list_clear (self->list);
      return;
    }
  legal = vic_game_model_get_legal_actions (model);
  update_guide (self, game, legal, selected);
  start_forecasts (self, game, legal, selected);
  vic_action_list_show (self->list, game, legal, selected);
}

void
vic_side_panel_update (VicSidePanel *self, VicGameModel *model, int selected)
{
  GtkRoot *root;
  GtkWidget *focus;
  gboolean in_list;

  g_return_if_fail (VIC_IS_SIDE_PANEL (self));

  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  in_list = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->actions));
  show_position (self, model, selected);
  /* a row activated from the keyboard (Enter) goes with the rows it
   * changed: the focus stays in the list, on its first row, rather than
   * falling back to the window's first widget */
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (in_list && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->actions))))
    {
      GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->actions, 0);
      if (first != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (first));
    }
}

void
vic_side_panel_log_events (VicSidePanel *self, const VicGame *game, const VicEvent *events, guint n_events,
                           int reader)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log);
  GtkTextIter end;

  g_return_if_fail (VIC_IS_SIDE_PANEL (self));
  for (guint i = 0; i < n_events; i++)
    {
      /* what its reader may know (everybody at the table: the log stays on screen) */
      g_autofree char *text = vic_event_words (game, &events[i], reader);
      if (text == NULL || text[0] == '\0')
        continue;
      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, text, -1);
      gtk_text_buffer_insert (buffer, &end, "\n", -1);
    }
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_view_scroll_to_iter (self->log, &end, 0, FALSE, 0, 1);
}

void
vic_side_panel_set_waiting (VicSidePanel *self, const char *text)
{
  g_return_if_fail (VIC_IS_SIDE_PANEL (self));
  g_free (self->waiting);
  self->waiting = g_strdup (text);
}

void
vic_side_panel_clear_log (VicSidePanel *self)
{
  g_return_if_fail (VIC_IS_SIDE_PANEL (self));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->log), "", 0);
}

void
vic_side_panel_log_note (VicSidePanel *self, const char *text)
{
  GtkTextBuffer *buffer;
  GtkTextIter end;

  g_return_if_fail (VIC_IS_SIDE_PANEL (self));
  buffer = gtk_text_view_get_buffer (self->log);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, text, -1);
  gtk_text_buffer_insert (buffer, &end, "\n", -1);
}

GListModel *
vic_side_panel_get_model (VicSidePanel *self)
{
  g_return_val_if_fail (VIC_IS_SIDE_PANEL (self), NULL);
  return G_LIST_MODEL (self->list);
}

GtkWidget *
vic_side_panel_get_row (VicSidePanel *self, guint position)
{
  g_return_val_if_fail (VIC_IS_SIDE_PANEL (self), NULL);
  return GTK_WIDGET (gtk_list_box_get_row_at_index (self->actions, (int) position));
}

char *
vic_side_panel_get_guide (VicSidePanel *self)
{
  g_return_val_if_fail (VIC_IS_SIDE_PANEL (self), NULL);
  return g_strdup (gtk_widget_get_visible (GTK_WIDGET (self->guide)) ? gtk_label_get_text (self->guide) : "");
}

char *
vic_side_panel_get_forecast (VicSidePanel *self)
{
  g_return_val_if_fail (VIC_IS_SIDE_PANEL (self), NULL);
  return g_strdup (gtk_widget_get_visible (GTK_WIDGET (self->forecast)) ? gtk_label_get_text (self->forecast) : "");
}

char *
vic_side_panel_get_log (VicSidePanel *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log);
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
}

static void
vic_side_panel_dispose (GObject *object)
{
  VicSidePanel *self = VIC_SIDE_PANEL (object);

  g_cancellable_cancel (self->cancellable);
  if (self->actions != NULL)
    gtk_list_box_bind_model (self->actions, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_SIDE_PANEL);
  g_clear_object (&self->list);
  self->forecast = NULL;   /* a forecast that finishes later shows nowhere */
  G_OBJECT_CLASS (vic_side_panel_parent_class)->dispose (object);
}

static void
vic_side_panel_finalize (GObject *object)
{
  VicSidePanel *self = VIC_SIDE_PANEL (object);

  g_object_unref (self->cancellable);
  g_free (self->waiting);
  G_OBJECT_CLASS (vic_side_panel_parent_class)->finalize (object);
}

static void
vic_side_panel_class_init (VicSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vic_side_panel_dispose;
  object_class->finalize = vic_side_panel_finalize;
  signals[SIGNAL_ACTION_CHOSEN] = g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_BLOCK_CHOSEN] = g_signal_new ("block-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /* the panel's parts (data/ui/vic-side-panel.ui); the rows are bound to the list (vic-action-row.ui) */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, box);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, status);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, heading);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, guide);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, forecast);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, actions);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, log);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
vic_side_panel_init (VicSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  self->list = vic_action_list_new ();
  gtk_list_box_bind_model (self->actions, G_LIST_MODEL (self->list), create_row, NULL, NULL);
}

GtkWidget *
vic_side_panel_new (void)
{
  return g_object_new (VIC_TYPE_SIDE_PANEL, NULL);
}
