/* vik-server-seats.c: the seats nobody at a keyboard plays, and turn deadlines.
 *
 * A computer's seat (or an away player's, or a stretch whose time ran out) is
 * played as soon as the engine asks it: a worker thread (GTask) chooses on a
 * copy of the game whose hidden part is re-drawn (the computer knows what a
 * player at the table knows, no more), and the main thread applies the choice
 * through the same path as a client's action: checked by the engine, journaled
 * and synced, then announced.  The main loop is never blocked by a search.
 *
 * Deadlines (docs/protocol.md): a seat's clock starts when it becomes the
 * decider.  When it runs out the game's rule applies: "skip" plays the rest of
 * this stretch doing as little as the rules allow (the moving unit stops, each
 * phase ends, drawn tiles stay as drawn; what the rules force, a Normal
 * computer chooses); "computer:LEVEL" hands the seat to a computer of that
 * level until its player says hello again.  An open seat nobody claimed is
 * played for the stretch by that computer and stays open.
 *
 * The computers are the game's own (its plugin's VikAiGame, through
 * vik_ai_player_new); a game that has none yet is played by a uniformly drawn
 * legal action of the decider's view, behind the same steps. */
#include "vik-server-private.h"

#include <string.h>

typedef struct {
  Hosted *game;
  VikServer *server;
  gint64 seq;
  int seat;
  gboolean skip;          /* the deadline's "skip": as little as the rules allow */
  const VikGamePlugin *plugin;
  gpointer view;          /* the decider's copy_for_player: no secret reaches the computer */
  VikAiPlayer *ai;        /* the seat's, borrowed for the worker's run; NULL: a uniform draw */
  guint64 draw_seed;      /* for the uniform draw */
  VikAnyAction action;
  gboolean chosen;
  char *by;
} Job;

static void
job_free (Job *job)
{
  if (job->view)
    job->plugin->rules->free (job->view);
  g_free (job->by);
  g_free (job);
}

/* A legal action of the view's decider, drawn uniformly (a game without
 * computer players of its own yet). */
static gboolean
choose_uniform (const VikRules *rules, gconstpointer view, guint64 seed, VikAnyAction *out)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VikAnyAction));
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

  if (rules->legal (view, legal) == 0)
    return FALSE;
  *out = g_array_index (legal, VikAnyAction, g_rand_int_range (rand, 0, (gint32) legal->len));
  return TRUE;
}

static void
think (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr (GError) error = NULL;

  if (job->skip && job->plugin->net->passive && job->plugin->net->passive (job->view, &job->action))
    job->chosen = TRUE;
  else if (job->ai)
    job->chosen = vik_ai_player_choose (job->ai, job->view, &job->action, &error);
  else
    job->chosen = choose_uniform (job->plugin->rules, job->view, job->draw_seed, &job->action);
  g_task_return_boolean (task, TRUE);
}

static VikAiPlayer *
seat_ai (Hosted *h, int seat, VikAiLevel level)
{
  if (h->ai[seat] && vik_ai_get_level (h->ai[seat]) != level)
    g_clear_pointer (&h->ai[seat], vik_ai_free);
  if (!h->ai[seat] && vik_net_game_plugin (h->ng)->ai)
    h->ai[seat] = vik_ai_player_new (vik_net_game_plugin (h->ng)->ai, level, vik_server_random_seed (h->server));
  return h->ai[seat];
}

static void
thought (GObject *source, GAsyncResult *result, gpointer data)
{
  Job *job = g_task_get_task_data (G_TASK (result));
  VikServer *s = job->server;
  Hosted *h = job->game;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  const VikRules *rules = vik_net_game_rules (h->ng);
  gconstpointer state;

  s->jobs--;
  if (s->closing)
    return;
  h->thinking = FALSE;
  if (h->writing)
    return;   /* a player's action (a concession) is being written: its end drives on */
  state = vik_net_game_state (h->ng);
  /* The game moved on, or the seat's player came back while it thought. */
  if (!job->chosen || vik_net_game_seq (h->ng) != job->seq || rules->is_over (state)
      || rules->decider (state) != job->seat)
    {
      vik_hosted_drive (h);
      return;
    }
  if (!vik_net_game_seat_computer (h->ng, job->seat) && !job->skip)
    {
      gint64 deadline = vik_net_game_deadline (h->ng);
      if (!deadline || g_get_real_time () < deadline)
        {
          vik_hosted_drive (h);
          return;
        }
    }
  text = rules->to_text (state, &job->action);
  if (!vik_server_apply (s, h, job->seat, job->seq, text, job->by, NULL, &error))
    {
      /* The engine refused a computer's choice (a bug): the seat waits for a
       * person rather than loop. */
      g_warning ("Game %s: the computer's “%s” for seat %d was refused: %s", vik_net_game_id (h->ng), text,
                 job->seat, error->message);
      h->stuck = TRUE;
    }
}

static void
start_job (Hosted *h, int seat, VikAiLevel level, gboolean skip, const char *by)
{
  VikServer *s = h->server;
  Job *job = g_new0 (Job, 1);
  g_autoptr (GTask) task = g_task_new (NULL, NULL, thought, NULL);

  job->game = h;
  job->server = s;
  job->seq = vik_net_game_seq (h->ng);
  job->seat = seat;
  job->skip = skip;
  job->by = g_strdup (by);
  job->plugin = vik_net_game_plugin (h->ng);
  job->view = job->plugin->rules->copy_for_player (vik_net_game_state (h->ng), seat, vik_server_random_seed (s));
  job->draw_seed = vik_server_random_seed (s);
  job->ai = seat_ai (h, seat, skip ? VIK_AI_NORMAL : level);
  if (job->ai)
    vik_ai_reset_cancel (job->ai);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  h->thinking = TRUE;
  s->jobs++;
  g_task_run_in_thread (task, think);
}

static gboolean
wake_up (gpointer data)
{
  Hosted *h = data;
  h->wake_source = 0;
  vik_hosted_drive (h);
  return G_SOURCE_REMOVE;
}

static void
arm_deadline (Hosted *h, gint64 deadline)
{
  gint64 wait_ms = (deadline - g_get_real_time () + 999) / 1000;

  /* The wall clock may jump: look again at least every hour. */
  wait_ms = CLAMP (wait_ms, 1, 3600 * 1000);
  h->wake_source = g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) wait_ms, wake_up, h, NULL);
}

/* A computer plays far faster than a client can read and load the views it
 * is sent (an Easy one in a millisecond, a view loads and draws in more): while a
 * client of the game has more than PACE_BYTES still to read, the computers
 * wait for it, looking again every PACE_MS.  A client that reads nothing
 * for PACE_GIVE_UP_US is waited for no longer: it is dropped as any client
 * is whose backlog passes the transport's own limit. */
#define PACE_BYTES (1024 * 1024)
#define PACE_MS 20
#define PACE_GIVE_UP_US (10 * G_USEC_PER_SEC)

/* Whether a computer should wait before it plays (then it is woken later). */
static gboolean
waits_for_readers (Hosted *h)
{
  gsize most = 0;
  gint64 now = g_get_monotonic_time ();

  for (guint i = 0; i < h->conns->len; i++)
    most = MAX (most, vik_conn_queued (h->conns->pdata[i]));
  if (most <= PACE_BYTES)
    {
      h->paced_since = 0;
      return FALSE;
    }
  if (!h->paced_since)
    h->paced_since = now;
  if (now - h->paced_since > PACE_GIVE_UP_US)
    return FALSE;
  h->wake_source = g_timeout_add (PACE_MS, wake_up, h);   /* vik_hosted_drive removed any other */
  return TRUE;
}

void
vik_hosted_drive (Hosted *h)
{
  const VikRules *rules = vik_net_game_rules (h->ng);
  gconstpointer state = vik_net_game_state (h->ng);
  const char *level_id, *rule;
  gint64 deadline;
  VikAiLevel level;
  int decider;

  if (h->wake_source)
    {
      g_source_remove (h->wake_source);
      h->wake_source = 0;
    }
  if (h->thinking || h->writing || h->stuck || h->server->closing || rules->is_over (state))
    return;
  decider = rules->decider (state);
  level_id = vik_net_game_seat_computer (h->ng, decider);
  if (level_id && vik_ai_level_from_id (level_id, &level))
    {
      if (waits_for_readers (h))
        return;
      start_job (h, decider, level, FALSE, "computer");
      return;
    }
  deadline = vik_net_game_deadline (h->ng);
  if (!deadline)
    return;
  if (g_get_real_time () < deadline)
    {
      arm_deadline (h, deadline);
      return;
    }
  /* The decider's time has run out. */
  rule = vik_net_game_on_deadline (h->ng);
  if (strcmp (rule, "skip") == 0)
    {
      start_job (h, decider, VIK_AI_NORMAL, TRUE, "deadline");
      return;
    }
  if (!vik_ai_level_from_id (rule + strlen ("computer:"), &level))
    return;
  if (strcmp (vik_net_game_seat_kind (h->ng, decider), "human") == 0)
    {
      g_autoptr (GError) error = NULL;
      if (!vik_net_game_set_away (h->ng, decider, vik_ai_level_id (level), &error))
        {
          g_warning ("Game %s: %s", vik_net_game_id (h->ng), error->message);
          return;
        }
      vik_server_broadcast_seats (h->server, h);
    }
  start_job (h, decider, level, FALSE, "computer");
}

void
vik_hosted_player_returned (Hosted *h, int seat)
{
  g_autoptr (GError) error = NULL;

  if (!g_str_has_prefix (vik_net_game_seat_kind (h->ng, seat), "away:"))
    return;
  if (!vik_net_game_set_away (h->ng, seat, NULL, &error))
    {
      g_warning ("Game %s: %s", vik_net_game_id (h->ng), error->message);
      return;
    }
  vik_server_broadcast_seats (h->server, h);
  vik_hosted_drive (h);
}

void
vik_hosted_free (Hosted *h)
{
  if (h->wake_source)
    g_source_remove (h->wake_source);
  if (h->retry_source)
    g_source_remove (h->retry_source);
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    g_clear_pointer (&h->ai[p], vik_ai_free);
  vik_net_game_free (h->ng);
  g_ptr_array_unref (h->conns);
  vik_server_chat_free (h->chat);
  g_free (h);
}

VikServerChat *
vik_hosted_chat (Hosted *h)
{
  if (h->chat == NULL)
    h->chat = vik_server_chat_open (h->server->data_dir, vik_net_game_id (h->ng));
  return h->chat;
}

void
vik_server_stop_jobs (VikServer *s)
{
  GHashTableIter iter;
  gpointer value;

  s->closing = TRUE;
  g_hash_table_iter_init (&iter, s->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Hosted *h = value;
      for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
        if (h->ai[p])
          vik_ai_cancel (h->ai[p]);
    }
  /* The workers' results come back to the server's main context. */
  while (s->jobs > 0)
    g_main_context_iteration (s->context, TRUE);
}
