/* vik-computer-turns.c: computer players at the table (see the header).
 *
 * One job at a time: when the decider sits at a computer seat, a GTask runs
 * vik_ai_player_choose() in a worker thread on a copy of the game with that seat's
 * VikAiPlayer.  Every change of the model's position bumps `generation`; a
 * job's choice is applied only if the generation it started from is still
 * current, so an undo, a load or a seat taken over never lets a stale move
 * through.  A player in use by a job is never freed under it: it is retired
 * and freed when the job ends. */
#include "config.h"

#include "vik-computer-turns.h"


/* The most seats of either game. */
#define MAX_SEATS 8

struct _VikComputerTurns
{
  GObject parent_instance;

  VikSession *model;
  VikPace pace;
  gboolean paused;
  gboolean stopped;
  gboolean busy;            /* last value notified */
  double hard_budget;
  guint64 seed;
  gboolean seeded;

  VikAiPlayer *players[MAX_SEATS];
  VikAiPlayer *running;     /* the player a job uses, or NULL */
  GPtrArray *retired;       /* players replaced while a job used them */

  guint64 generation;       /* bumped by every change of the position or the seats */
  gint64 last_move_us;      /* when the last action was applied */
  guint idle_id;
  guint timeout_id;
  gboolean have_pending;
  VikAnyAction pending;
  guint64 pending_generation;
};

G_DEFINE_FINAL_TYPE (VikComputerTurns, vik_computer_turns, G_TYPE_OBJECT)

enum { PROP_0, PROP_MODEL, PROP_PACE, PROP_PAUSED, PROP_BUSY, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { FAILED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const guint pace_ms[VIK_N_PACES] = { 0, 500, 1500 };

typedef struct {
  const VikRules *rules;
  gpointer copy;
  VikAiPlayer *ai;
  guint64 generation;
  VikAnyAction action;
} Job;

static void consider_later (VikComputerTurns *self);

guint
vik_computer_turns_pace_ms (VikPace pace)
{
  g_return_val_if_fail (pace < VIK_N_PACES, 0);
  return pace_ms[pace];
}

static void
job_free (Job *job)
{
  if (job->copy != NULL)
    job->rules->free (job->copy);
  g_free (job);
}

static void
update_busy (VikComputerTurns *self)
{
  gboolean busy = !self->stopped && (self->running != NULL || self->have_pending);

  if (busy == self->busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static VikAiPlayer *
player_for (VikComputerTurns *self, int seat_index, VikAiLevel level)
{
  const VikAiGame *game = vik_session_get_ai_game (self->model);
  VikAiPlayer *ai = self->players[seat_index];

  if (ai != NULL && vik_ai_get_level (ai) == level && vik_ai_player_get_game (ai) == game)
    return ai;
  if (ai != NULL)
    {
      if (ai == self->running)
        g_ptr_array_add (self->retired, ai);
      else
        vik_ai_free (ai);
    }
  ai = vik_ai_player_new (game, level, self->seeded ? self->seed * 0x9E3779B97F4A7C15ull + (guint64) seat_index
                                       : ((guint64) g_random_int () << 32) | g_random_int ());
  vik_ai_set_time_budget (ai, self->hard_budget);
  self->players[seat_index] = ai;
  return ai;
}

static void
choose_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;

  if (vik_ai_player_choose (job->ai, job->copy, &job->action, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static gboolean
apply_pending (gpointer data)
{
  VikComputerTurns *self = data;
  g_autoptr (GError) error = NULL;
  VikAnyAction action = self->pending;

  self->timeout_id = 0;
  if (self->paused || self->stopped)
    return G_SOURCE_REMOVE;   /* kept: set_paused (FALSE) comes back here */
  self->have_pending = FALSE;
  if (self->pending_generation == self->generation
      && !vik_session_apply_any (self->model, &action, &error))
    {
      /* The engine listed it and the computer chose it: this is a bug.  Stop
       * the computers rather than loop; the people can play on. */
      g_warning ("A computer player's action was refused: %s", error->message);
      self->stopped = TRUE;
      g_signal_emit (self, signals[FAILED], 0, error);
    }
  update_busy (self);
  consider_later (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_apply (VikComputerTurns *self)
{
  gint64 elapsed_ms = (g_get_monotonic_time () - self->last_move_us) / 1000;
  guint wait = pace_ms[self->pace];

  if (self->timeout_id != 0 || self->paused || self->stopped)
    return;
  wait = elapsed_ms >= wait ? 0 : wait - (guint) elapsed_ms;
  /* at the default priority, even without a pause: idle work can wait for
   * ever behind a window that redraws all the time (a spinner drawn slowly) */
  self->timeout_id = g_timeout_add (wait, apply_pending, self);
}

static void
job_done (GObject *source, GAsyncResult *result, gpointer data)
{
  VikComputerTurns *self = VIK_COMPUTER_TURNS (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  gboolean chosen = g_task_propagate_boolean (G_TASK (result), &error);

  vik_ai_reset_cancel (job->ai);
  self->running = NULL;
  g_ptr_array_set_size (self->retired, 0);
  if (chosen && !self->stopped && job->generation == self->generation)
    {
      self->pending = job->action;
      self->pending_generation = job->generation;
      self->have_pending = TRUE;
      schedule_apply (self);
    }
  update_busy (self);
  if (!self->have_pending)
    consider_later (self);
}

/* Starts a job if a computer must decide and nothing is under way. */
static gboolean
consider (gpointer data)
{
  VikComputerTurns *self = data;
  gconstpointer game = vik_session_get_game (self->model);
  const VikRules *rules = vik_session_get_ai_game (self->model)->rules;
  g_autoptr (GTask) task = NULL;
  int decider, level;
  Job *job;

  self->idle_id = 0;
  if (self->stopped || self->paused || self->running != NULL || self->have_pending
      || game == NULL || rules->is_over (game) || vik_session_is_remote (self->model))
    return G_SOURCE_REMOVE;   /* (a network game's computers play on the server) */
  decider = rules->decider (game);
  if (decider < 0 || decider >= MAX_SEATS)
    return G_SOURCE_REMOVE;
  level = vik_session_get_seat_level (self->model, decider);
  if (level < 0 || level >= VIK_AI_N_LEVELS)
    return G_SOURCE_REMOVE;

  job = g_new0 (Job, 1);
  job->rules = rules;
  job->copy = rules->copy (game);
  job->ai = player_for (self, decider, (VikAiLevel) level);
  job->generation = self->generation;
  self->running = job->ai;
  task = g_task_new (self, NULL, job_done, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, choose_in_thread);
  update_busy (self);
  return G_SOURCE_REMOVE;
}

static void
consider_later (VikComputerTurns *self)
{
  if (self->idle_id == 0 && !self->stopped)
    self->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, consider, self, NULL);
}

/* The position changed under any job or pending move: drop them. */
static void
position_changed (VikComputerTurns *self)
{
  self->generation++;
  if (self->running != NULL)
    vik_ai_cancel (self->running);
  if (self->have_pending)
    {
      self->have_pending = FALSE;
      g_clear_handle_id (&self->timeout_id, g_source_remove);
    }
  update_busy (self);
  consider_later (self);
}

static void
on_action_applied (VikSession *model, gpointer action, gpointer events, guint n_events,
                   VikComputerTurns *self)
{
  /* Our own move bumps the generation too: nothing of ours is pending then. */
  self->generation++;
  self->last_move_us = g_get_monotonic_time ();
  consider_later (self);
}

static void
on_game_changed (VikSession *model, VikComputerTurns *self)
{
  self->last_move_us = g_get_monotonic_time ();
  position_changed (self);
}

static void
on_seats_changed (VikSession *model, VikComputerTurns *self)
{
  position_changed (self);
}

/* ---------------------------------------------------------------- API */

VikComputerTurns *
vik_computer_turns_new (VikSession *model)
{
  g_return_val_if_fail (VIK_IS_SESSION (model), NULL);
  return g_object_new (VIK_TYPE_COMPUTER_TURNS, "model", model, NULL);
}

VikSession *
vik_computer_turns_get_model (VikComputerTurns *self)
{
  g_return_val_if_fail (VIK_IS_COMPUTER_TURNS (self), NULL);
  return self->model;
}

void
vik_computer_turns_set_pace (VikComputerTurns *self, VikPace pace)
{
  g_return_if_fail (VIK_IS_COMPUTER_TURNS (self));
  g_return_if_fail (pace < VIK_N_PACES);
  if (self->pace == pace)
    return;
  self->pace = pace;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
}

VikPace
vik_computer_turns_get_pace (VikComputerTurns *self)
{
  g_return_val_if_fail (VIK_IS_COMPUTER_TURNS (self), VIK_PACE_NORMAL);
  return self->pace;
}

double
vik_computer_turns_get_hard_budget (VikComputerTurns *self)
{
  g_return_val_if_fail (VIK_IS_COMPUTER_TURNS (self), 0);
  return self->hard_budget;
}

void
vik_computer_turns_set_hard_budget (VikComputerTurns *self, double seconds)
{
  g_return_if_fail (VIK_IS_COMPUTER_TURNS (self));
  self->hard_budget = MAX (seconds, 0.05);
  for (int p = 0; p < MAX_SEATS; p++)
    if (self->players[p] != NULL)
      vik_ai_set_time_budget (self->players[p], self->hard_budget);
}

void
vik_computer_turns_set_seed (VikComputerTurns *self, guint64 seed)
{
  g_return_if_fail (VIK_IS_COMPUTER_TURNS (self));
  self->seed = seed;
  self->seeded = TRUE;
}

void
vik_computer_turns_set_paused (VikComputerTurns *self, gboolean paused)
{
  g_return_if_fail (VIK_IS_COMPUTER_TURNS (self));
  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (!paused)
    {
      if (self->have_pending)
        schedule_apply (self);
      else
        consider_later (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
vik_computer_turns_get_paused (VikComputerTurns *self)
{
  g_return_val_if_fail (VIK_IS_COMPUTER_TURNS (self), FALSE);
  return self->paused;
}

gboolean
vik_computer_turns_get_busy (VikComputerTurns *self)
{
  g_return_val_if_fail (VIK_IS_COMPUTER_TURNS (self), FALSE);
  return self->busy;
}

void
vik_computer_turns_stop (VikComputerTurns *self)
{
  g_return_if_fail (VIK_IS_COMPUTER_TURNS (self));
  self->stopped = TRUE;
  if (self->running != NULL)
    vik_ai_cancel (self->running);
  self->have_pending = FALSE;
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_handle_id (&self->idle_id, g_source_remove);
  update_busy (self);
}

/* ---------------------------------------------------------------- GObject */

static void
vik_computer_turns_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikComputerTurns *self = VIK_COMPUTER_TURNS (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      g_signal_connect (self->model, "action-applied", G_CALLBACK (on_action_applied), self);
      g_signal_connect (self->model, "game-changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect (self->model, "seats-changed", G_CALLBACK (on_seats_changed), self);
      consider_later (self);
      break;
    case PROP_PACE:
      vik_computer_turns_set_pace (self, (VikPace) g_value_get_int (value));
      break;
    case PROP_PAUSED:
      vik_computer_turns_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_computer_turns_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikComputerTurns *self = VIK_COMPUTER_TURNS (object);

  switch (prop_id)
    {
    case PROP_MODEL:  g_value_set_object (value, self->model); break;
    case PROP_PACE:   g_value_set_int (value, self->pace); break;
    case PROP_PAUSED: g_value_set_boolean (value, self->paused); break;
    case PROP_BUSY:   g_value_set_boolean (value, self->busy); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_computer_turns_dispose (GObject *object)
{
  VikComputerTurns *self = VIK_COMPUTER_TURNS (object);

  /* A running job holds a reference (the GTask's source object): disposal
   * only ever happens with no job under way. */
  vik_computer_turns_stop (self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (vik_computer_turns_parent_class)->dispose (object);
}

static void
vik_computer_turns_finalize (GObject *object)
{
  VikComputerTurns *self = VIK_COMPUTER_TURNS (object);

  for (int p = 0; p < MAX_SEATS; p++)
    g_clear_pointer (&self->players[p], vik_ai_free);
  g_ptr_array_unref (self->retired);
  G_OBJECT_CLASS (vik_computer_turns_parent_class)->finalize (object);
}

static void
vik_computer_turns_class_init (VikComputerTurnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->set_property = vik_computer_turns_set_property;
  object_class->get_property = vik_computer_turns_get_property;
  object_class->dispose = vik_computer_turns_dispose;
  object_class->finalize = vik_computer_turns_finalize;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, VIK_TYPE_SESSION,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACE] = g_param_spec_int ("pace", NULL, NULL, 0, VIK_N_PACES - 1, VIK_PACE_NORMAL,
                                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                            | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
vik_computer_turns_init (VikComputerTurns *self)
{
  self->pace = VIK_PACE_NORMAL;
  self->hard_budget = 1.0;
  self->retired = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_ai_free);
  self->last_move_us = g_get_monotonic_time ();
}

void
vik_computer_turns_release (VikComputerTurns **computers, gpointer owner)
{
  if (*computers == NULL)
    return;
  vik_computer_turns_stop (*computers);
  g_signal_handlers_disconnect_by_data (*computers, owner);
  g_clear_object (computers);
}
