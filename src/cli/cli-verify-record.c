/* cli-verify-record.c: viktory-cli verify of a server's record (docs/protocol.md,
 * "Provably fair"), for any game the server plays.
 *
 *   viktory-cli verify DATA/ID.game [--journal FILE] [--commitment HEX]
 *                      [--transcript FILE] [--game ID]
 *
 * The record is what the server keeps of a game: ID.game (the game, its start
 * options, the players, the commitment published at the start, and the secret
 * seed and salt revealed at the end) and ID.journal (every accepted action,
 * one line each).  The game kind comes from the record ([Game] Game).
 *
 * Checked: the seed and salt give the commitment (and the one the player
 * noted at the start, --commitment); a game started from the seed with the
 * record's options accepts every action of the journal in order, numbered
 * without a gap, and is over after the last (a record cut short, or any
 * action changed to one the rules refuse there, is refused).  With a
 * player's transcript (the frames his client received, one a line; the game
 * window and the test clients keep them): every action and every event the
 * server told him, with each die, is the one the replay from the seed gives
 * him (the game's own per-seat telling, net->action_for and events_for), his
 * welcome's commitment is the record's, and the seed and salt of the end
 * are the record's.  So a die the server told differently, an action
 * changed in the record, another seed, each is named. */
#include "config.h"

#include "cli.h"
#include "cli-verify-record.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "vik-file-io.h"
#include "vik-games.h"
#include "vik-net-game.h"
#include "vik-net-protocol.h"

/* The largest record files read: far above any real game (a journal line is
 * about 40 bytes, and a game is at most 2,000,000 actions on the server). */
#define MAX_META_BYTES        (256 * 1024)
#define MAX_JOURNAL_BYTES     (128 * 1024 * 1024)
#define MAX_TRANSCRIPT_BYTES  (512 * 1024 * 1024)

gboolean
cli_is_server_record (GKeyFile *kf)
{
  return g_key_file_has_group (kf, "Secret") && g_key_file_has_key (kf, "Game", "Commitment", NULL);
}

/* ---------------------------------------------------------------- what the player was told */

/* One player's transcript: what the server told his seat of each action. */
typedef struct {
  int seat;                 /* -2: no welcome seen */
  char *name;               /* the transcript's file, for messages */
  char *commitment;         /* from the welcome */
  char *seed, *salt;        /* from "over", NULL if it never came */
  GPtrArray *actions;       /* index i: the action i+1 as told (char *), or NULL if not told */
  GPtrArray *events;        /* index i: its events (GArray of VikNetEvent), or NULL */
  GArray *actors;           /* index i: the seat an update said acted, or -2 */
  guint frames;
} Transcript;

static void
transcript_free (Transcript *t)
{
  g_free (t->name);
  g_free (t->commitment);
  g_free (t->seed);
  g_free (t->salt);
  g_ptr_array_unref (t->actions);
  g_ptr_array_unref (t->events);
  g_array_unref (t->actors);
  g_free (t);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Transcript, transcript_free)

static void
told (Transcript *t, gint64 index, const char *action, const GArray *events, int actor)
{
  if (index < 0 || index >= 2000000)
    return;
  if ((guint) index >= t->actions->len)
    {
      g_ptr_array_set_size (t->actions, (guint) index + 1);
      g_ptr_array_set_size (t->events, (guint) index + 1);
      while (t->actors->len < (guint) index + 1)
        {
          int none = -2;
          g_array_append_val (t->actors, none);
        }
    }
  if (action != NULL && t->actions->pdata[index] == NULL)
    t->actions->pdata[index] = g_strdup (action);
  if (events != NULL && t->events->pdata[index] == NULL)
    {
      GArray *copy = g_array_sized_new (FALSE, TRUE, sizeof (VikNetEvent), events->len);
      g_array_append_vals (copy, events->data, events->len);
      t->events->pdata[index] = copy;
    }
  if (actor >= -1)
    g_array_index (t->actors, int, index) = actor;
}

static Transcript *
transcript_read (const char *path, GError **error)
{
  g_autoptr (Transcript) t = g_new0 (Transcript, 1);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  gsize length;

  t->seat = -2;
  t->name = g_strdup (path);
  t->actions = g_ptr_array_new_with_free_func (g_free);
  t->events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  t->actors = g_array_new (FALSE, FALSE, sizeof (int));
  if (!vik_file_read_bounded (path, MAX_TRANSCRIPT_BYTES, &contents, &length, error))
    return NULL;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (GError) local = NULL;
      VikMsg msg;

      if (lines[i][0] == '\0')
        continue;
      if (!vik_msg_parse (lines[i], strlen (lines[i]), VIK_NET_MAX_FRAME, &msg, &local))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s, line %u: not a frame of the server: %s"),
                       path, i + 1, local->message);
          return NULL;
        }
      t->frames++;
      switch (msg.type)
        {
        case VIK_MSG_WELCOME:
          if (t->seat != -2 && t->seat != msg.seat)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("%s, line %u: welcomed as another seat (%d, before %d): one seat’s transcript only"),
                           path, i + 1, msg.seat + 1, t->seat + 1);
              vik_msg_clear (&msg);
              return NULL;
            }
          t->seat = msg.seat;
          if (t->commitment == NULL)
            t->commitment = g_strdup (msg.commitment);
          for (guint k = 0; msg.actions != NULL && k < msg.actions->len; k++)
            {
              gint64 index = msg.seq - (gint64) msg.actions->len + k;
              told (t, index, msg.actions->pdata[k],
                    msg.catch_up != NULL && k < msg.catch_up->len ? msg.catch_up->pdata[k] : NULL, -2);
            }
          break;
        case VIK_MSG_UPDATE:
          told (t, msg.seq - 1, msg.action, msg.events, msg.seat);
          break;
        case VIK_MSG_OVER:
          g_free (t->seed);
          g_free (t->salt);
          t->seed = g_strdup (msg.seed);
          t->salt = g_strdup (msg.salt);
          break;
        default:
          break;
        }
      vik_msg_clear (&msg);
    }
  if (t->seat == -2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s holds no welcome of the server: it is not a transcript of a game"), path);
      return NULL;
    }
  return g_steal_pointer (&t);
}

/* ---------------------------------------------------------------- comparing */

static char *
dice_words (const VikNetEvent *e)
{
  GString *s = g_string_new (NULL);

  for (int d = 0; d < e->n_dice; d++)
    g_string_append_printf (s, "%s%d", d ? " " : "", e->dice[d]);
  if (e->n_dice == 0)
    g_string_append (s, _("none"));
  return g_string_free (s, FALSE);
}

static gboolean
same_event (const VikNetEvent *a, const VikNetEvent *b)
{
  return a->kind == b->kind && a->player == b->player && a->unit == b->unit && a->terrain == b->terrain
         && a->hex == b->hex && a->hex2 == b->hex2 && a->value == b->value && a->averaged == b->averaged
         && a->n_dice == b->n_dice && memcmp (a->dice, b->dice, (gsize) a->n_dice) == 0;
}

/* The events told to the player for action `index` against the replay's. */
static gboolean
check_told_events (guint index, const char *who, const GArray *expected, const GArray *got, guint *dice,
                   GError **error)
{
  for (guint k = 0; k < MAX (expected->len, got->len); k++)
    {
      const VikNetEvent *e = k < expected->len ? &g_array_index (expected, VikNetEvent, k) : NULL;
      const VikNetEvent *g = k < got->len ? &g_array_index (got, VikNetEvent, k) : NULL;

      if (e != NULL && g != NULL && same_event (e, g))
        {
          *dice += (guint) g->n_dice;
          continue;
        }
      if (e != NULL && g != NULL && (e->n_dice > 0 || g->n_dice > 0))
        {
          VikNetEvent a = *e, b = *g;
          g_autofree char *told_dice = dice_words (g), *seed_dice = dice_words (e);
          a.n_dice = b.n_dice = 0;
          if (same_event (&a, &b) || e->kind == g->kind)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("Action %u: the dice told to %s (%s) are not those the seed rolled (%s)"), index + 1,
                           who, told_dice, seed_dice);
              return FALSE;
            }
        }
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("Action %u: what the server told %s happened (event %u of %u) is not what the seed gives "
                     "(%u events)"), index + 1, who, k + 1, got->len, expected->len);
      return FALSE;
    }
  return TRUE;
}

/* What the server told the transcript's seat of action `index` (the
 * journal's `text`, played in `before`, leading to `after`) against what the
 * game's telling gives from the replay. */
static gboolean
check_told (const Transcript *t, const char *who, guint index, const char *text, gconstpointer before,
            gconstpointer after, const VikAnyAction *a, int actor, const VikNetGameTable *net, guint *dice)
{
  const char *said = t->actions->pdata[index];
  const GArray *events = t->events->pdata[index];
  int said_actor = g_array_index (t->actors, int, index);
  g_autoptr (GError) error = NULL;

  if (said != NULL)
    {
      g_autofree char *expected = net->action_for != NULL ? net->action_for (before, after, a, t->seat)
                                                          : g_strdup (text);
      if (strcmp (said, expected) != 0 && strcmp (expected, text) == 0)
        {
          cli_error (_("Action %u: the server told %s it was “%s”, the record says “%s”"), index + 1, who, said,
                     text);
          return FALSE;
        }
      if (strcmp (said, expected) != 0)
        {
          cli_error (_("Action %u: the server told %s “%s”, but the record’s action (“%s”) is told “%s”"),
                     index + 1, who, said, text, expected);
          return FALSE;
        }
    }
  if (said_actor >= -1 && said_actor != actor)
    {
      cli_error (_("Action %u: the server told %s that player %d acted, the record’s action is player %d’s"),
                 index + 1, who, said_actor + 1, actor + 1);
      return FALSE;
    }
  if (events != NULL)
    {
      g_autoptr (GArray) expected = net->events_for (after, t->seat);
      if (!check_told_events (index, who, expected, events, dice, &error))
        {
          cli_error ("%s", error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------------- the record */

typedef struct {
  const VikGamePlugin *plugin;
  int n_players;
  char **names;
  char *options;
  char *commitment, *salt;
  guint64 seed;
  int format;
} Record;

static void
record_clear (Record *r)
{
  g_strfreev (r->names);
  g_free (r->options);
  g_free (r->commitment);
  g_free (r->salt);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Record, record_clear)

static gboolean
read_record (const char *path, GKeyFile *kf, const char *game_id, Record *r, GError **error)
{
  g_autofree char *kind = g_key_file_get_string (kf, "Game", "Game", NULL);
  GError *local = NULL;
  gsize n_names = 0;

  r->plugin = vik_games_find (kind ? kind : "viktory2");
  if (r->plugin == NULL || r->plugin->net == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: [Game] Game “%s” is no game this program knows"),
                   path, kind);
      return FALSE;
    }
  if (game_id != NULL && vik_games_find (game_id) != r->plugin)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("%s is a record of %s, not of “%s”"), path,
                   vik_rules_display_name (r->plugin->rules), game_id);
      return FALSE;
    }
  r->format = g_key_file_get_integer (kf, "Game", "FormatVersion", NULL);
  r->n_players = g_key_file_get_integer (kf, "Game", "Players", NULL);
  r->names = g_key_file_get_string_list (kf, "Game", "Names", &n_names, NULL);
  r->options = g_key_file_get_string (kf, "Game", "Options", NULL);
  r->commitment = g_key_file_get_string (kf, "Game", "Commitment", NULL);
  r->salt = g_key_file_get_string (kf, "Secret", "Salt", NULL);
  r->seed = g_key_file_get_uint64 (kf, "Secret", "Seed", &local);
  if (local != NULL || r->format < 1 || r->format > 3 || r->n_players < 2 || r->n_players > VIK_NET_MAX_SEATS
      || r->names == NULL || n_names != (gsize) r->n_players || r->commitment == NULL || r->salt == NULL)
    {
      g_clear_error (&local);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s is not a server’s record of a game: [Game] FormatVersion, Players, Names, Commitment "
                     "or [Secret] Seed, Salt is missing or out of range"), path);
      return FALSE;
    }
  return TRUE;
}

/* The journal's actions, strictly: "SEQ TIME ACTION" (format 1: "SEQ ACTION"),
 * numbered from 0 without a gap.  A last line without its newline is a write
 * the server never completed (never acknowledged): left out, as the server
 * does. */
static GPtrArray *
read_journal (const char *path, int format, gboolean *torn, GError **error)
{
  g_autoptr (GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *contents = NULL;
  gsize length = 0;
  const char *p, *end;

  *torn = FALSE;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return g_steal_pointer (&actions);   /* no action was ever accepted */
  if (!vik_file_read_bounded (path, MAX_JOURNAL_BYTES, &contents, &length, error))
    return NULL;
  for (p = contents, end = contents + length; p < end;)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      g_autofree char *line = NULL;
      char *after;
      guint64 seq;

      if (nl == NULL)
        {
          *torn = TRUE;
          break;
        }
      line = g_strndup (p, (gsize) (nl - p));
      seq = g_ascii_strtoull (line, &after, 10);
      if (after == line || *after != ' ' || seq != actions->len)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("%s, line %u: not “%u TIME ACTION”: the journal was changed or damaged"), path,
                       actions->len + 1, actions->len);
          return NULL;
        }
      if (format >= 2)
        {
          char *time_end;
          gint64 when = g_ascii_strtoll (after + 1, &time_end, 10);
          if (time_end == after + 1 || *time_end != ' ' || when < 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("%s, line %u: no time of acceptance: the journal was changed or damaged"), path,
                           actions->len + 1);
              return NULL;
            }
          after = time_end;
        }
      g_ptr_array_add (actions, g_strdup (after + 1));
      p = nl + 1;
    }
  return g_steal_pointer (&actions);
}

static char *
journal_beside (const char *path)
{
  if (g_str_has_suffix (path, ".game"))
    {
      g_autofree char *stem = g_strndup (path, strlen (path) - strlen (".game"));
      return g_strconcat (stem, ".journal", NULL);
    }
  return g_strconcat (path, ".journal", NULL);
}

int
cli_verify_record (const char *path, GKeyFile *kf, const char *journal_path, const char *transcript_path,
                   const char *published, const char *game_id)
{
  g_auto (Record) r = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) journal = NULL;
  g_autoptr (Transcript) t = NULL;
  g_autofree char *journal_file = journal_path ? g_strdup (journal_path) : journal_beside (path);
  g_autofree char *commitment = NULL;
  g_autofree char *who = NULL;
  const VikRules *rules;
  const VikNetGameTable *net;
  gpointer game;
  gboolean torn, ok = TRUE;
  guint dice_told = 0, dice_seen = 0;

  if (!read_record (path, kf, game_id, &r, &error))
    {
      cli_error ("%s", error->message);
      return error->domain == G_OPTION_ERROR ? CLI_EXIT_USAGE : CLI_EXIT_FAILURE;
    }
  rules = r.plugin->rules;
  net = r.plugin->net;

  /* the secret is the one committed to at the start */
  commitment = vik_net_commitment (r.salt, r.seed);
  if (strcmp (commitment, r.commitment) != 0)
    {
      cli_error (_("%s: the seed and salt do not give the commitment the server published at the start (%s): "
                   "the record’s secret was changed"), path, r.commitment);
      return CLI_EXIT_FAILURE;
    }
  if (published != NULL && g_ascii_strcasecmp (published, r.commitment) != 0)
    {
      cli_error (_("%s: the record’s commitment (%s) is not the one published at the start (%s): the seed was "
                   "changed"), path, r.commitment, published);
      return CLI_EXIT_FAILURE;
    }

  if (transcript_path != NULL)
    {
      t = transcript_read (transcript_path, &error);
      if (t == NULL)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
      if (t->seat >= r.n_players)
        {
          cli_error (_("%s: welcomed as seat %d of a game of %d players"), transcript_path, t->seat + 1, r.n_players);
          return CLI_EXIT_FAILURE;
        }
      who = t->seat >= 0 ? g_strdup (r.names[t->seat]) : g_strdup (_("a spectator"));
      if (g_strcmp0 (t->commitment, r.commitment) != 0)
        {
          cli_error (_("The commitment %s was published to %s at the start (%s), not the record’s %s: the seed was "
                       "changed"), t->commitment, who, transcript_path, r.commitment);
          return CLI_EXIT_FAILURE;
        }
      if (t->seed != NULL)
        {
          g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, r.seed);
          if (strcmp (t->seed, seed) != 0 || g_strcmp0 (t->salt, r.salt) != 0)
            {
              cli_error (_("The server revealed the seed %s (salt %s) to %s at the end, the record holds %s (salt %s)"),
                         t->seed, t->salt, who, seed, r.salt);
              return CLI_EXIT_FAILURE;
            }
        }
    }

  journal = read_journal (journal_file, r.format, &torn, &error);
  if (journal == NULL)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  if (torn)
    g_printerr (_("%s: its last line is incomplete (a write never acknowledged): left out\n"), journal_file);

  game = net->restart (r.options, r.n_players, r.names, r.seed, &error);
  if (game == NULL)
    {
      cli_error (_("%s: the game cannot be started again from the record: %s"), path, error->message);
      return CLI_EXIT_FAILURE;
    }
  for (guint i = 0; i < journal->len && ok; i++)
    {
      const char *text = journal->pdata[i];
      gpointer before = t != NULL && net->action_for != NULL ? rules->copy (game) : NULL;
      int actor = -1;
      VikAnyAction a;

      ok = rules->from_text (game, text, &a, &error);
      if (ok)
        {
          actor = net->actor != NULL ? net->actor (game, &a) : rules->decider (game);
          ok = rules->apply (game, &a, &error);
        }
      if (!ok)
        cli_error (_("Action %u of the journal (“%s”) does not follow from the seed %" PRIu64 ": %s"), i + 1, text,
                   r.seed, error->message);
      else
        {
          g_autoptr (GArray) seen = net->events_for (game, -1);
          for (guint k = 0; k < seen->len; k++)
            dice_seen += (guint) g_array_index (seen, VikNetEvent, k).n_dice;
        }
      if (ok && t != NULL && i < t->actions->len)
        ok = check_told (t, who, i, text, before, game, &a, actor, net, &dice_told);
      if (before != NULL)
        rules->free (before);
    }
  if (ok && t != NULL && t->actions->len > journal->len)
    {
      cli_error (_("The server told %s of %u actions, the record holds only %u: the journal was cut short"), who,
                 t->actions->len, journal->len);
      ok = FALSE;
    }
  if (ok && !rules->is_over (game))
    {
      cli_error (_("The record ends after %u actions, but the game is not over: actions are missing (only a "
                   "finished game’s seed is revealed)"), journal->len);
      ok = FALSE;
    }
  rules->free (game);
  if (!ok)
    return CLI_EXIT_FAILURE;

  g_print (_("The seed and salt give the commitment published at the start (%s).\n"), r.commitment);
  g_print (_("Verified: a game of %s, %u actions, each accepted by the rules in a game begun from the seed %"
             PRIu64 "; %u dice rolled in the open followed from it.\n"),
           vik_rules_display_name (rules), journal->len, r.seed, dice_seen);
  if (t != NULL)
    g_print (_("The transcript of %s (%u frames): every action and event told, and its %u dice, are those "
               "the seed gave.\n"), who, t->frames, dice_told);
  return CLI_EXIT_OK;
}
