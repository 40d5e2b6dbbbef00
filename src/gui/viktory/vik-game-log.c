/* vik-game-log.c: the Log tab (see vik-game-log.h). */
#include "config.h"

#include "vik-game-log.h"
#include "vik-seat-text.h"
#include "vik-text.h"

#include <glib/gi18n.h>
#include <inttypes.h>

struct _VikGameLog
{
  GtkWidget parent_instance;

  VikGameModel *model;
  GArray *ends;              /* of int: where the log ended at each undo depth, -1 unknown */
  gboolean follow_end;       /* the log shows its end (the player did not scroll back) */
  VikSeat seats[VIK_MAX_PLAYERS];   /* who played each seat, as the log last told */

  GtkTextView *log_view;
  GtkWidget *scroller;
};

G_DEFINE_FINAL_TYPE (VikGameLog, vik_game_log, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

static GtkTextBuffer *
buffer_of (VikGameLog *self)
{
  return gtk_text_view_get_buffer (self->log_view);
}

static void
append (VikGameLog *self, const char *text, const char *tag)
{
  GtkTextBuffer *buffer = buffer_of (self);
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  if (tag != NULL)
    gtk_text_buffer_insert_with_tags_by_name (buffer, &end, text, -1, tag, NULL);
  else
    gtk_text_buffer_insert (buffer, &end, text, -1);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "\n", 1);
}

/* The log follows its end while the player has not scrolled back: the text
 * view computes the height of a long batch of lines bit by bit, so the
 * scroller's end moves after the lines were added. */
static void
to_bottom (GtkAdjustment *adj)
{
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
}

static void
on_scrolled (GtkAdjustment *adj, VikGameLog *self)
{
  self->follow_end = gtk_adjustment_get_value (adj)
                     >= gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) - 2;
}

static void
on_log_grown (GtkAdjustment *adj, GParamSpec *pspec, VikGameLog *self)
{
  if (self->follow_end)
    to_bottom (adj);
}

/* Shows the last line (once after a batch of lines). */
static void
scroll_to_end (VikGameLog *self)
{
  self->follow_end = TRUE;
  to_bottom (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)));
}

/* The heading of a game: a new one, or one loaded at some point of it. */
static void
append_heading (VikGameLog *self, const VikGame *game)
{
  g_autofree char *line = NULL;
  guint n_history = 0;

  vik_game_get_history (game, &n_history);
  if (n_history == 0)
    line = g_strdup_printf (_("A game for %d players (seed %" PRIu64 ")"),
                            vik_game_get_n_players (game), vik_game_get_seed (game));
  else
    line = g_strdup_printf (_("The game at turn %d, %s"), vik_game_get_turn (game),
                            vik_phase_name (vik_game_get_phase (game)));
  append (self, line, "heading");
  scroll_to_end (self);
}

static void
append_events (VikGameLog *self, const VikGame *game, const VikEvent *ev, guint n_events)
{
  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *text = vik_event_describe (game, &ev[i]);
      if (ev[i].kind == VIK_EVENT_TURN_BEGAN && ev[i].player >= 0 && ev[i].player < VIK_MAX_PLAYERS
          && self->seats[ev[i].player] != VIK_SEAT_HUMAN)
        {
          /* a computer's turn: the log says who plays it */
          char *told = g_strdup_printf (_("%s (computer, %s)"), text, vik_seat_level_name (self->seats[ev[i].player]));
          g_free (text);
          text = told;
        }
      append (self, text, ev[i].kind == VIK_EVENT_TURN_BEGAN ? "heading" : NULL);
    }
  scroll_to_end (self);
}

/* Keeps where the log ends at the model's current undo depth. */
static void
record_end (VikGameLog *self)
{
  guint depth = vik_game_model_get_undo_depth (self->model);
  int end = gtk_text_buffer_get_char_count (buffer_of (self)), unknown = -1;

  if (self->ends->len > depth)
    g_array_set_size (self->ends, depth);
  while (self->ends->len < depth)
    g_array_append_val (self->ends, unknown); /* cannot happen: every action records */
  g_array_append_val (self->ends, end);
}

/* After an undo: the log as it was at that depth.  FALSE when that is not
 * known (then it goes on as for a new position). */
static gboolean
restore_end (VikGameLog *self)
{
  guint depth = vik_game_model_get_undo_depth (self->model);
  GtkTextIter from, end;
  int at;

  if (!vik_game_model_is_undoing (self->model) || self->ends->len != depth + 2
      || (at = g_array_index (self->ends, int, depth)) < 0)
    return FALSE;
  gtk_text_buffer_get_iter_at_offset (buffer_of (self), &from, at);
  gtk_text_buffer_get_end_iter (buffer_of (self), &end);
  gtk_text_buffer_delete (buffer_of (self), &from, &end);
  g_array_set_size (self->ends, depth + 1);
  return TRUE;
}

static void
remember_seats (VikGameLog *self)
{
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    self->seats[p] = vik_game_model_get_seat (self->model, p);
}

/* "Played by the computer: Bjorn (Normal), Cnut (Hard)", when some are. */
static void
tell_computer_seats (VikGameLog *self, const VikGame *game)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (int p = 0; p < vik_game_get_n_players (game); p++)
    if (self->seats[p] != VIK_SEAT_HUMAN)
      g_string_append_printf (list, "%s%s (%s)", list->len > 0 ? ", " : "",
                              vik_game_get_player_name (game, p), vik_seat_level_name (self->seats[p]));
  if (list->len > 0)
    {
      g_autofree char *line = g_strdup_printf (_("Played by the computer: %s"), list->str);
      append (self, line, NULL);
    }
}

/* A seat changed hands (a person took a computer's seat, or left his to one). */
static void
on_seats_changed (VikGameModel *model, VikGameLog *self)
{
  const VikGame *game = vik_game_model_get_game (model);
  gboolean told = FALSE;

  for (int p = 0; game != NULL && p < vik_game_get_n_players (game); p++)
    {
      VikSeat seat = vik_game_model_get_seat (model, p);
      const char *name = vik_game_get_player_name (game, p);
      g_autofree char *line = NULL;

      if (seat == self->seats[p])
        continue;
      if (seat == VIK_SEAT_HUMAN)
        line = g_strdup_printf (_("A person now plays %s"), name);
      else if (self->seats[p] == VIK_SEAT_HUMAN)
        line = g_strdup_printf (_("%s leaves the table: a computer (%s) plays on"), name, vik_seat_level_name (seat));
      else
        line = g_strdup_printf (_("The computer now plays %s at %s"), name, vik_seat_level_name (seat));
      append (self, line, NULL);
      told = TRUE;
    }
  remember_seats (self);
  if (told)
    record_end (self);
}

static void
on_game_changed (VikGameModel *model, VikGameLog *self)
{
  const VikGame *game = vik_game_model_get_game (model);

  if (game == NULL)
    {
      gtk_text_buffer_set_text (buffer_of (self), "", 0);
      g_array_set_size (self->ends, 0);
      return;
    }
  remember_seats (self);
  if (restore_end (self))
    return;
  /* a new or loaded game starts a log of its own; a network game caught up
   * after a lost connection goes on under a heading */
  if (!vik_game_model_is_undoing (model) && !vik_game_model_is_resyncing (model))
    gtk_text_buffer_set_text (buffer_of (self), "", 0);
  append_heading (self, game);
  tell_computer_seats (self, game);
  g_array_set_size (self->ends, 0);
  record_end (self);
}

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events, VikGameLog *self)
{
  append_events (self, vik_game_model_get_game (model), events, n_events);
  record_end (self);
}

/* ---------------------------------------------------------------- fed by its owner */

void
vik_game_log_begin (VikGameLog *self, const VikGame *game)
{
  g_return_if_fail (VIK_IS_GAME_LOG (self));
  g_return_if_fail (self->model == NULL);

  gtk_text_buffer_set_text (buffer_of (self), "", 0);
  append_heading (self, game);
}

void
vik_game_log_add_events (VikGameLog *self, const VikGame *game, const VikEvent *events, guint n_events)
{
  g_return_if_fail (VIK_IS_GAME_LOG (self));
  g_return_if_fail (self->model == NULL);

  append_events (self, game, events, n_events);
}

int
vik_game_log_get_end (VikGameLog *self)
{
  g_return_val_if_fail (VIK_IS_GAME_LOG (self), 0);
  return gtk_text_buffer_get_char_count (buffer_of (self));
}

void
vik_game_log_cut (VikGameLog *self, int end)
{
  GtkTextIter from, to;

  g_return_if_fail (VIK_IS_GAME_LOG (self));
  g_return_if_fail (self->model == NULL);

  gtk_text_buffer_get_iter_at_offset (buffer_of (self), &from, end);
  gtk_text_buffer_get_end_iter (buffer_of (self), &to);
  gtk_text_buffer_delete (buffer_of (self), &from, &to);
  scroll_to_end (self);
}

void
vik_game_log_set_model (VikGameLog *self, VikGameModel *model)
{
  g_return_if_fail (VIK_IS_GAME_LOG (self));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  gtk_text_buffer_set_text (buffer_of (self), "", 0);
  g_array_set_size (self->ends, 0);
  if (model != NULL)
    {
      g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect (model, "action-applied", G_CALLBACK (on_action_applied), self);
      g_signal_connect (model, "seats-changed", G_CALLBACK (on_seats_changed), self);
      if (vik_game_model_get_game (model) != NULL)
        on_game_changed (model, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

VikGameModel *
vik_game_log_get_model (VikGameLog *self)
{
  g_return_val_if_fail (VIK_IS_GAME_LOG (self), NULL);
  return self->model;
}

char *
vik_game_log_get_text (VikGameLog *self)
{
  GtkTextIter a, b;

  g_return_val_if_fail (VIK_IS_GAME_LOG (self), NULL);
  gtk_text_buffer_get_bounds (buffer_of (self), &a, &b);
  return gtk_text_buffer_get_text (buffer_of (self), &a, &b, FALSE);
}

static void
vik_game_log_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, VIK_GAME_LOG (object)->model); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_game_log_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL: vik_game_log_set_model (VIK_GAME_LOG (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_game_log_dispose (GObject *object)
{
  VikGameLog *self = VIK_GAME_LOG (object);

  vik_game_log_set_model (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_GAME_LOG);
  G_OBJECT_CLASS (vik_game_log_parent_class)->dispose (object);
}

static void
vik_game_log_finalize (GObject *object)
{
  g_array_unref (VIK_GAME_LOG (object)->ends);
  G_OBJECT_CLASS (vik_game_log_parent_class)->finalize (object);
}

static void
vik_game_log_class_init (VikGameLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_game_log_dispose;
  object_class->finalize = vik_game_log_finalize;
  object_class->get_property = vik_game_log_get_property;
  object_class->set_property = vik_game_log_set_property;
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, VIK_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-game-log.ui");
  gtk_widget_class_bind_template_child (widget_class, VikGameLog, scroller);
  gtk_widget_class_bind_template_child (widget_class, VikGameLog, log_view);
}

static void
vik_game_log_init (VikGameLog *self)
{
  GtkAdjustment *adj;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->ends = g_array_new (FALSE, FALSE, sizeof (int));
  gtk_text_buffer_create_tag (buffer_of (self), "heading", "weight", PANGO_WEIGHT_BOLD,
                              "pixels-above-lines", 6, NULL);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  self->follow_end = TRUE;
  g_signal_connect_object (adj, "value-changed", G_CALLBACK (on_scrolled), self, 0);
  g_signal_connect_object (adj, "notify::upper", G_CALLBACK (on_log_grown), self, 0);
  g_signal_connect_object (adj, "notify::page-size", G_CALLBACK (on_log_grown), self, 0);
}
