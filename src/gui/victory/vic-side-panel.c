/* vic-side-panel.c: the Victory side panel (see the header). */
#include "config.h"

#include "vic-side-panel.h"
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
  GtkBox *actions;         /* the rows, made per update */
  GtkTextView *log;

  guint forecast_generation; /* of the update whose forecast is awaited */
  char *waiting;             /* a computer decides: what the heading says instead of choices */
  GCancellable *cancellable;
  GArray *shown;           /* of VicAction: the rows' actions, by index */
  GPtrArray *rows;         /* of GtkWidget *, borrowed from the box */
};

G_DEFINE_FINAL_TYPE (VicSidePanel, vic_side_panel, GTK_TYPE_WIDGET)

enum { SIGNAL_ACTION_CHOSEN, SIGNAL_BLOCK_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_action_clicked (GtkButton *button, VicSidePanel *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "vic-action"));
  VicAction action;

  if (i >= self->shown->len)
    return;
  action = g_array_index (self->shown, VicAction, i);
  g_signal_emit (self, signals[SIGNAL_ACTION_CHOSEN], 0, &action);
}

static void
on_block_clicked (GtkButton *button, VicSidePanel *self)
{
  /* the block + 1: "vic-block" 0 is the back row (no block) */
  int block = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "vic-block")) - 1;

  g_signal_emit (self, signals[SIGNAL_BLOCK_CHOSEN], 0, block);
}

static GtkWidget *
add_row (VicSidePanel *self, const char *text, gboolean is_block)
{
  GtkWidget *button = gtk_button_new_with_label (text);
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* never cut without its whole text at hand */
  gtk_widget_set_tooltip_text (button, text);
  gtk_widget_add_css_class (button, "flat");
  if (is_block)
    gtk_widget_add_css_class (button, "heading");
  gtk_box_append (self->actions, button);
  g_ptr_array_add (self->rows, button);
  return button;
}

static void
add_action_row (VicSidePanel *self, const VicGame *game, const VicAction *action)
{
  g_autofree char *words = vic_action_words (game, action);
  GtkWidget *button = add_row (self, words, FALSE);

  g_object_set_data (G_OBJECT (button), "vic-action", GUINT_TO_POINTER (self->shown->len));
  g_array_append_vals (self->shown, action, 1);
  g_signal_connect (button, "clicked", G_CALLBACK (on_action_clicked), self);
}

static void
clear_rows (VicSidePanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->actions))) != NULL)
    gtk_box_remove (self->actions, child);
  g_ptr_array_set_size (self->rows, 0);
  g_array_set_size (self->shown, 0);
}

static int
count_block_actions (GArray *legal, int block)
{
  int n = 0;

  for (guint i = 0; i < legal->len; i++)
    n += g_array_index (legal, VicAction, i).block == block;
  return n;
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

void
vic_side_panel_update (VicSidePanel *self, VicGameModel *model, int selected)
{
  const VicGame *game = vic_game_model_get_game (model);
  GArray *legal;
  g_autofree char *status = NULL;
  g_autoptr (GHashTable) listed = NULL;

  g_return_if_fail (VIC_IS_SIDE_PANEL (self));
  clear_rows (self);
  if (game == NULL)
    {
      self->forecast_generation++;
      gtk_widget_set_visible (GTK_WIDGET (self->forecast), FALSE);
      gtk_label_set_text (self->status, "");
      gtk_label_set_text (self->heading, "");
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
      return;
    }
  legal = vic_game_model_get_legal_actions (model);
  update_guide (self, game, legal, selected);
  start_forecasts (self, game, legal, selected);
  if (selected != VIC_NO_BLOCK && count_block_actions (legal, selected) > 0)
    {
      g_autofree char *words = vic_block_words (game, selected);
      GtkWidget *back = add_row (self, words, TRUE);
      g_object_set_data (G_OBJECT (back), "vic-block", GINT_TO_POINTER (VIC_NO_BLOCK + 1));
      gtk_widget_set_tooltip_text (back, _("Back to all blocks"));
      g_signal_connect (back, "clicked", G_CALLBACK (on_block_clicked), self);
      for (guint i = 0; i < legal->len; i++)
        if (g_array_index (legal, VicAction, i).block == selected)
          add_action_row (self, game, &g_array_index (legal, VicAction, i));
      /* Stop and End belong to no block: a moving block, the only one that
       * may act, stays selected, so they must show here too */
      for (guint i = 0; i < legal->len; i++)
        if (g_array_index (legal, VicAction, i).block == VIC_NO_BLOCK)
          add_action_row (self, game, &g_array_index (legal, VicAction, i));
      return;
    }
  /* actions of no block first, End at the top (in production it would
   * otherwise follow every "Build a new ..." row), then one row per block */
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VicAction, i).kind == VIC_ACTION_END)
      add_action_row (self, game, &g_array_index (legal, VicAction, i));
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VicAction, i).block == VIC_NO_BLOCK
        && g_array_index (legal, VicAction, i).kind != VIC_ACTION_END)
      add_action_row (self, game, &g_array_index (legal, VicAction, i));
  listed = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (a->block == VIC_NO_BLOCK || g_hash_table_contains (listed, GINT_TO_POINTER (a->block)))
        continue;
      g_hash_table_add (listed, GINT_TO_POINTER (a->block));
      if (count_block_actions (legal, a->block) == 1)
        add_action_row (self, game, a);
      else
        {
          g_autofree char *words = vic_block_words (game, a->block);
          int n_actions = count_block_actions (legal, a->block);
          /* TRANSLATORS: a block and how many things it may do: "Fighter FA1, strength 4: 6 choices ›" */
          g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d choice ›", "%s: %d choices ›",
                                                                n_actions), words, n_actions);
          g_autofree char *tip = g_strdup_printf (_("%s. Select it: its choices are listed here and the hexes it may "
                                                    "go to light up on the board."), words);
          GtkWidget *row = add_row (self, text, TRUE);
          gtk_widget_set_tooltip_text (row, tip);
          g_object_set_data (G_OBJECT (row), "vic-block", GINT_TO_POINTER (a->block + 1));
          g_signal_connect (row, "clicked", G_CALLBACK (on_block_clicked), self);
        }
    }
}

void
vic_side_panel_log_events (VicSidePanel *self, const VicGame *game, const VicEvent *events, guint n_events)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log);
  GtkTextIter end;

  g_return_if_fail (VIC_IS_SIDE_PANEL (self));
  for (guint i = 0; i < n_events; i++)
    {
      /* what everybody at the table may see: the log stays on screen */
      g_autofree char *text = vic_event_words (game, &events[i]);
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

GPtrArray *
vic_side_panel_get_rows (VicSidePanel *self)
{
  g_return_val_if_fail (VIC_IS_SIDE_PANEL (self), NULL);
  return self->rows;
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
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_SIDE_PANEL);
  self->forecast = NULL;   /* a forecast that finishes later shows nowhere */
  G_OBJECT_CLASS (vic_side_panel_parent_class)->dispose (object);
}

static void
vic_side_panel_finalize (GObject *object)
{
  VicSidePanel *self = VIC_SIDE_PANEL (object);

  g_array_unref (self->shown);
  g_ptr_array_unref (self->rows);
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

  /* the panel's parts (data/ui/vic-side-panel.ui); the rows are made per update */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, box);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, status);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, heading);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, guide);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, forecast);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, actions);
  gtk_widget_class_bind_template_child (widget_class, VicSidePanel, log);
}

static void
vic_side_panel_init (VicSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown = g_array_new (FALSE, FALSE, sizeof (VicAction));
  self->rows = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
}

GtkWidget *
vic_side_panel_new (void)
{
  return g_object_new (VIC_TYPE_SIDE_PANEL, NULL);
}
