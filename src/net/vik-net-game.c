/* vik-net-game.c: a game held by the server and its journal on disk. */
#define _GNU_SOURCE   /* syncfs */
#include "vik-net-game.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib/gstdio.h>


/* The longest journal a game may have: far more actions than any game needs
 * (a whole 8-player game is a few thousand), so a damaged file cannot make the
 * server replay forever. */
#define MAX_JOURNAL_ACTIONS 2000000

/* The record's format: 1 had no seats, deadlines or times in the journal;
 * 3 names its game ([Game] Game, Options), written for games other than
 * VIKTORY II only (their records stay readable by older servers). */
#define FORMAT_VERSION 3
#define FORMAT_VIKTORY 2

/* A snapshot (ID.snap: the position, rules->save, and where the journal stood)
 * is written every SNAP_EVERY actions and when the game goes to sleep, so a
 * game is loaded from it and the journal's last few lines, not replayed from
 * its first action. */
#define SNAP_EVERY 256
#define SNAP_GROUP "ServerSnapshot"

struct _VikNetGame {
  char *dir;
  char *id;
  int format;
  int n_players;
  char *names[VIK_NET_MAX_SEATS];
  char *token_hashes[VIK_NET_MAX_SEATS];   /* "" for a seat without a token */
  char *seats[VIK_NET_MAX_SEATS];          /* the seat kinds now */
  gint64 turn_time;                        /* seconds, 0: none */
  char *on_deadline;
  gint64 created;                          /* Unix µs */
  gint64 stretch_start;                    /* Unix µs: the decider's stretch began */
  gint64 clock_floor;                      /* Unix µs: a seat changed hands (ID.seats) */
  guint64 seed;
  char *salt;
  char *commitment;
  const VikGamePlugin *plugin;
  const VikRules *rules;
  char *options;            /* the game's own start options (a key file's text), or NULL */
  gpointer game;
  gpointer before;          /* the game before the last action, for telling it to each seat */
  VikAnyAction last;        /* the last action */
  GPtrArray *actions;       /* of char *: the journal from action `base` on, in order */
  gint64 base;              /* actions before those held (a snapshot's): read from the journal when asked */
  gint64 journal_bytes;     /* the journal's length (its accepted lines) */
  char *last_line;          /* its last line, without the line feed */
  gint64 snap_seq;          /* the position of ID.snap (0: none) */
  gboolean writing;         /* an accepted action is being written (VikNetPending) */
  int journal_fd;
};

static char *
sha256_hex (const char *text)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

char *
vik_net_commitment (const char *salt, guint64 seed)
{
  g_autofree char *text = g_strdup_printf ("%s:%" G_GUINT64_FORMAT, salt, seed);
  return sha256_hex (text);
}

static char *
game_path (const char *dir, const char *id, const char *suffix)
{
  g_autofree char *name = g_strconcat (id, suffix, NULL);
  return g_build_filename (dir, name, NULL);
}

static gboolean
open_journal (VikNetGame *ng, gsize keep, GError **error)
{
  g_autofree char *path = game_path (ng->dir, ng->id, ".journal");
  int fd = g_open (path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

  if (fd < 0 || ftruncate (fd, (off_t) keep) != 0 || lseek (fd, 0, SEEK_END) < 0)
    {
      int saved = errno;
      if (fd >= 0)
        close (fd);
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_IO, "%s: %s", path, g_strerror (saved));
      return FALSE;
    }
  ng->journal_fd = fd;
  return TRUE;
}

static VikNetGame *
game_new (const char *dir, const char *id)
{
  VikNetGame *ng = g_new0 (VikNetGame, 1);
  ng->dir = g_strdup (dir);
  ng->id = g_strdup (id);
  ng->actions = g_ptr_array_new_with_free_func (g_free);
  ng->journal_fd = -1;
  return ng;
}

static gpointer
new_engine (const VikNetGame *ng, GError **error)
{
  return ng->plugin->net->restart (ng->options, ng->n_players, (char *const *) ng->names, ng->seed, error);
}

static gboolean
start_engine (VikNetGame *ng, GError **error)
{
  ng->game = new_engine (ng, error);
  return ng->game != NULL;
}

/* A file's error (a full disk) as the protocol's "io". */
static void
as_io_error (GError **error)
{
  if (error && *error && (*error)->domain == G_FILE_ERROR)
    {
      GError *io = g_error_new (VIK_NET_ERROR, VIK_NET_ERROR_IO, "The server could not store the game: %s",
                                (*error)->message);
      g_clear_error (error);
      *error = io;
    }
}

static gboolean
write_seats (VikNetGame *ng, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = game_path (ng->dir, ng->id, ".seats"), *data = NULL;
  gsize length;

  g_key_file_set_string_list (kf, "Seats", "Kinds", (const char *const *) ng->seats, (gsize) ng->n_players);
  g_key_file_set_string_list (kf, "Seats", "TokenSha256", (const char *const *) ng->token_hashes,
                              (gsize) ng->n_players);
  g_key_file_set_int64 (kf, "Seats", "ClockStart", ng->clock_floor);
  data = g_key_file_to_data (kf, &length, NULL);
  if (!g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    {
      g_prefix_error (error, "%s: ", path);
      as_io_error (error);
      return FALSE;
    }
  return TRUE;
}

VikNetGame *
vik_net_game_create (const char *data_dir, const VikNetGameSetup *setup, char **tokens, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *id = NULL, *seed_hex = NULL, *meta = NULL, *data = NULL;
  int n_players = setup->n_players;
  VikNetGame *ng;
  gsize length;

  g_return_val_if_fail (n_players >= 2 && n_players <= VIK_NET_MAX_SEATS, NULL);
  g_return_val_if_fail (setup->plugin == NULL || setup->plugin->net != NULL, NULL);
  g_return_val_if_fail (setup->turn_time >= 0 && setup->turn_time <= VIK_NET_MAX_TURN_TIME, NULL);
  if (!vik_net_random_hex (VIK_NET_GAME_ID_LEN / 2, &id, error)
      || !vik_net_random_hex (8, &seed_hex, error))
    return NULL;
  if (setup->id_prefix)
    {
      g_return_val_if_fail (vik_net_server_id_valid (setup->id_prefix), NULL);
      memcpy (id, setup->id_prefix, strlen (setup->id_prefix));
    }
  ng = game_new (data_dir, id);
  ng->plugin = setup->plugin ? setup->plugin : vik_games_find ("viktory2");
  ng->rules = ng->plugin->rules;
  ng->format = ng->plugin == vik_games_find ("viktory2") ? FORMAT_VIKTORY : FORMAT_VERSION;
  ng->n_players = n_players;
  ng->seed = g_ascii_strtoull (seed_hex, NULL, 16);
  ng->turn_time = setup->turn_time;
  ng->on_deadline = g_strdup (setup->on_deadline ? setup->on_deadline : "skip");
  ng->created = ng->stretch_start = ng->clock_floor = g_get_real_time ();
  g_return_val_if_fail (vik_net_on_deadline_valid (ng->on_deadline), NULL);
  for (int p = 0; p < n_players; p++)
    {
      ng->names[p] = g_strdup (setup->names[p]);
      ng->seats[p] = g_strdup (setup->seats ? setup->seats[p] : "human");
      g_return_val_if_fail (vik_net_seat_kind_valid (ng->seats[p], TRUE), NULL);
      tokens[p] = NULL;
    }
  if (!vik_net_random_hex (16, &ng->salt, error))
    goto fail;
  for (int p = 0; p < n_players; p++)
    {
      if (strcmp (ng->seats[p], "human") != 0)
        {
          ng->token_hashes[p] = g_strdup ("");
          continue;
        }
      if (!vik_net_random_hex (VIK_NET_TOKEN_LEN / 2, &tokens[p], error))
        goto fail;
      ng->token_hashes[p] = sha256_hex (tokens[p]);
    }
  ng->commitment = vik_net_commitment (ng->salt, ng->seed);
  ng->game = ng->plugin->net->new_game (setup->scenario, n_players, (char *const *) ng->names, ng->seed,
                                        &ng->options, error);
  if (!ng->game)
    goto fail;

  g_key_file_set_integer (kf, "Game", "FormatVersion", ng->format);
  if (ng->format >= 3)
    g_key_file_set_string (kf, "Game", "Game", ng->rules->id);
  if (ng->options)
    g_key_file_set_string (kf, "Game", "Options", ng->options);
  g_key_file_set_integer (kf, "Game", "Players", n_players);
  g_key_file_set_string_list (kf, "Game", "Names", (const char *const *) ng->names, (gsize) n_players);
  g_key_file_set_int64 (kf, "Game", "Created", ng->created);
  g_key_file_set_int64 (kf, "Game", "TurnTime", ng->turn_time);
  g_key_file_set_string (kf, "Game", "OnDeadline", ng->on_deadline);
  g_key_file_set_uint64 (kf, "Secret", "Seed", ng->seed);
  g_key_file_set_string (kf, "Secret", "Salt", ng->salt);
  g_key_file_set_string (kf, "Game", "Commitment", ng->commitment);
  g_key_file_set_string_list (kf, "Seats", "Kinds", (const char *const *) ng->seats, (gsize) n_players);
  g_key_file_set_string_list (kf, "Seats", "TokenSha256", (const char *const *) ng->token_hashes,
                              (gsize) n_players);
  data = g_key_file_to_data (kf, &length, NULL);
  meta = game_path (data_dir, id, ".game");
  if (!g_file_set_contents_full (meta, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error)
      || !open_journal (ng, 0, error))
    goto fail;
  return ng;

fail:
  /* A game half written (its journal could not be opened) was never created. */
  if (meta)
    g_unlink (meta);
  as_io_error (error);
  for (int p = 0; p < n_players; p++)
    g_clear_pointer (&tokens[p], g_free);
  vik_net_game_free (ng);
  return NULL;
}

static gboolean
bad_record (GError **error, const char *path, const char *what)
{
  g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_IO, "%s: %s", path, what);
  return FALSE;
}

/* The seats' kinds and token hashes, from ID.game or (newer) ID.seats. */
static gboolean
check_seats (VikNetGame *ng, const char *path, char **kinds, gsize n_kinds, char **hashes, gsize n_hashes,
             gboolean created, GError **error)
{
  if (!hashes || n_hashes != (gsize) ng->n_players || (kinds && n_kinds != (gsize) ng->n_players))
    return bad_record (error, path, "[Seats] Kinds or TokenSha256 do not match the players");
  for (int p = 0; p < ng->n_players; p++)
    {
      const char *kind = kinds ? kinds[p] : "human";
      gsize len = strlen (hashes[p]);
      if (!vik_net_seat_kind_valid (kind, created))
        return bad_record (error, path, "[Seats] Kinds holds an unknown kind of seat");
      if (len != 64 && len != 0)
        return bad_record (error, path, "[Seats] TokenSha256 holds a value that is no SHA-256");
      if (len != 0 && strspn (hashes[p], "0123456789abcdef") != 64)
        return bad_record (error, path, "[Seats] TokenSha256 holds a value that is no SHA-256");
      g_free (ng->seats[p]);
      g_free (ng->token_hashes[p]);
      ng->seats[p] = g_strdup (kind);
      ng->token_hashes[p] = g_strdup (hashes[p]);
    }
  return TRUE;
}

static gboolean
read_seats (GKeyFile *game_kf, VikNetGame *ng, const char *game_file, char **hashes, gsize n_hashes,
            GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = game_path (ng->dir, ng->id, ".seats");
  g_auto (GStrv) kinds = g_key_file_get_string_list (game_kf, "Seats", "Kinds", NULL, NULL);
  g_auto (GStrv) now_kinds = NULL, now_hashes = NULL;
  gsize n_now_kinds = 0, n_now_hashes = 0;
  GError *local = NULL;

  if (!check_seats (ng, game_file, kinds, kinds ? g_strv_length (kinds) : 0, hashes, n_hashes, TRUE, error))
    return FALSE;
  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL))
    return TRUE;   /* no seat ever changed hands */
  now_kinds = g_key_file_get_string_list (kf, "Seats", "Kinds", &n_now_kinds, NULL);
  now_hashes = g_key_file_get_string_list (kf, "Seats", "TokenSha256", &n_now_hashes, NULL);
  ng->clock_floor = g_key_file_get_int64 (kf, "Seats", "ClockStart", &local);
  if (local || !now_kinds || ng->clock_floor < 0)
    {
      g_clear_error (&local);
      return bad_record (error, path, "[Seats] Kinds or ClockStart is missing or out of range");
    }
  return check_seats (ng, path, now_kinds, n_now_kinds, now_hashes, n_now_hashes, FALSE, error);
}

static gboolean
read_meta (VikNetGame *ng, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = game_path (ng->dir, ng->id, ".game");
  g_auto (GStrv) names = NULL, hashes = NULL;
  gsize n_names = 0, n_hashes = 0;
  g_autofree char *commitment = NULL;
  GError *local = NULL;

  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, error))
    return FALSE;
  ng->n_players = g_key_file_get_integer (kf, "Game", "Players", &local);
  if (local || ng->n_players < 2 || ng->n_players > VIK_NET_MAX_SEATS)
    {
      g_clear_error (&local);
      return bad_record (error, path, "[Game] Players is not 2-8");
    }
  names = g_key_file_get_string_list (kf, "Game", "Names", &n_names, NULL);
  hashes = g_key_file_get_string_list (kf, "Seats", "TokenSha256", &n_hashes, NULL);
  if (!names || n_names != (gsize) ng->n_players)
    return bad_record (error, path, "[Game] Names do not match the players");
  for (gsize p = 0; p < n_names; p++)
    if (strlen (names[p]) > 40)
      return bad_record (error, path, "[Game] Names holds a name over 40 bytes");
  ng->format = g_key_file_get_integer (kf, "Game", "FormatVersion", NULL);
  if (ng->format < 1 || ng->format > FORMAT_VERSION)
    return bad_record (error, path, "[Game] FormatVersion is not one this server reads");
  {
    g_autofree char *kind = g_key_file_get_string (kf, "Game", "Game", NULL);
    ng->plugin = vik_games_find (kind ? kind : "viktory2");
    if (!ng->plugin || !ng->plugin->net)
      return bad_record (error, path, "[Game] Game names a game this server does not play");
    ng->rules = ng->plugin->rules;
    ng->options = g_key_file_get_string (kf, "Game", "Options", NULL);
  }
  if (!read_seats (kf, ng, path, hashes, n_hashes, error))
    return FALSE;
  for (int p = 0; p < ng->n_players; p++)
    ng->names[p] = g_strdup (names[p]);
  ng->created = g_key_file_get_int64 (kf, "Game", "Created", NULL);
  ng->turn_time = g_key_file_get_int64 (kf, "Game", "TurnTime", NULL);
  ng->on_deadline = g_key_file_get_string (kf, "Game", "OnDeadline", NULL);
  if (ng->format == 1 && !ng->on_deadline)
    ng->on_deadline = g_strdup ("skip");
  if (ng->created < 0 || ng->turn_time < 0 || ng->turn_time > VIK_NET_MAX_TURN_TIME || !ng->on_deadline
      || !vik_net_on_deadline_valid (ng->on_deadline))
    return bad_record (error, path, "[Game] Created, TurnTime or OnDeadline is missing or out of range");
  ng->seed = g_key_file_get_uint64 (kf, "Secret", "Seed", &local);
  ng->salt = g_key_file_get_string (kf, "Secret", "Salt", NULL);
  commitment = g_key_file_get_string (kf, "Game", "Commitment", NULL);
  if (local || !ng->salt || !commitment)
    {
      g_clear_error (&local);
      return bad_record (error, path, "[Secret] or [Game] Commitment is missing");
    }
  ng->commitment = vik_net_commitment (ng->salt, ng->seed);
  if (strcmp (ng->commitment, commitment) != 0)
    return bad_record (error, path, "the secret does not match the published commitment");
  return TRUE;
}

/* Reads the journal from byte `offset` on (NULL if there is none). */
static char *
read_journal (const VikNetGame *ng, gint64 offset, gsize *length)
{
  g_autofree char *path = game_path (ng->dir, ng->id, ".journal");
  int fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  struct stat st;
  char *data;
  gsize done = 0;

  *length = 0;
  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || st.st_size < offset)
    {
      close (fd);
      return NULL;
    }
  *length = (gsize) (st.st_size - offset);
  data = g_malloc (*length + 1);
  while (done < *length)
    {
      ssize_t r = pread (fd, data + done, *length - done, (off_t) (offset + (gint64) done));
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        break;
      done += (gsize) r;
    }
  close (fd);
  *length = done;
  data[done] = '\0';
  return data;
}

/* One journal line "SEQ TIME ACTION" (format 1: "SEQ ACTION"): the action's
 * text, or NULL if the line is not the one expected. */
static const char *
parse_line (const VikNetGame *ng, char *line, gint64 expect, gint64 *when)
{
  char *end;
  guint64 seq = g_ascii_strtoull (line, &end, 10);

  *when = 0;
  if (end == line || *end != ' ' || seq != (guint64) expect || expect >= MAX_JOURNAL_ACTIONS)
    return NULL;
  if (ng->format >= 2)
    {
      char *time_end;
      *when = g_ascii_strtoll (end + 1, &time_end, 10);
      if (time_end == end + 1 || *time_end != ' ' || *when < 0)
        return NULL;
      end = time_end;
    }
  return end + 1;
}

/* Replays the journal from byte `offset` (the position of a snapshot, or 0
 * and the game's start); the valid prefix's length goes to journal_bytes. */
static gboolean
replay_journal (VikNetGame *ng, gint64 offset, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  char *p;

  ng->journal_bytes = offset;
  contents = read_journal (ng, offset, &length);
  if (!contents)
    return TRUE;   /* no journal yet: no action was ever accepted */
  p = contents;
  while (p < contents + length)
    {
      char *nl = memchr (p, '\n', (gsize) (contents + length - p));
      const char *text;
      gint64 when;
      int decider;

      if (!nl)
        break;     /* torn: the write never completed, so nobody heard of it */
      *nl = '\0';
      text = parse_line (ng, p, vik_net_game_seq (ng), &when);
      if (!text)
        break;
      decider = ng->rules->decider (ng->game);
      {
        VikAnyAction action;
        if (!ng->rules->from_text (ng->game, text, &action, NULL) || !ng->rules->apply (ng->game, &action, NULL))
          break;
      }
      /* The clock of the seat deciding now started when it began to decide. */
      if (ng->rules->decider (ng->game) != decider)
        ng->stretch_start = when ? when : g_get_real_time ();
      g_ptr_array_add (ng->actions, g_strdup (text));
      g_free (ng->last_line);
      ng->last_line = g_strdup (p);
      p = nl + 1;
      ng->journal_bytes = offset + (gint64) (p - contents);
    }
  (void) error;
  return TRUE;
}

/* The actions from the journal's start (those before `base` are not held). */
static GPtrArray *
all_actions (const VikNetGame *ng)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *contents = NULL;
  gsize length = 0;
  char *p;

  if (ng->base == 0)
    {
      for (guint i = 0; i < ng->actions->len; i++)
        g_ptr_array_add (out, g_strdup (ng->actions->pdata[i]));
      return out;
    }
  contents = read_journal (ng, 0, &length);
  length = MIN (length, (gsize) ng->journal_bytes);
  for (p = contents; contents && p < contents + length && (gint64) out->len < ng->base;)
    {
      char *nl = memchr (p, '\n', (gsize) (contents + length - p));
      const char *text;
      gint64 when;
      if (!nl)
        break;
      *nl = '\0';
      text = parse_line (ng, p, out->len, &when);
      if (!text)
        break;
      g_ptr_array_add (out, g_strdup (text));
      p = nl + 1;
    }
  if ((gint64) out->len != ng->base)
    {
      g_ptr_array_unref (out);
      return NULL;   /* the journal changed under the server */
    }
  for (guint i = 0; i < ng->actions->len; i++)
    g_ptr_array_add (out, g_strdup (ng->actions->pdata[i]));
  return out;
}

/* Loads ID.snap if it matches the journal: its position, and the journal's
 * line just before the snapshot's end is the one it names.  Anything else
 * (no snapshot, a damaged one, a journal that does not match) leaves the
 * game to be replayed from its start. */
static gboolean
load_snapshot (VikNetGame *ng)
{
  g_autofree char *path = game_path (ng->dir, ng->id, ".snap"), *last = NULL, *found = NULL;
  g_autofree char *jpath = game_path (ng->dir, ng->id, ".journal");
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  gint64 seq, bytes, stretch;
  gsize n;
  int fd;
  gpointer game;

  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL))
    return FALSE;
  seq = g_key_file_get_int64 (kf, SNAP_GROUP, "Seq", NULL);
  bytes = g_key_file_get_int64 (kf, SNAP_GROUP, "JournalBytes", NULL);
  stretch = g_key_file_get_int64 (kf, SNAP_GROUP, "StretchStart", NULL);
  last = g_key_file_get_string (kf, SNAP_GROUP, "LastLine", NULL);
  if (seq < 1 || seq > MAX_JOURNAL_ACTIONS || bytes < 2 || !last || stretch < 0)
    return FALSE;
  n = strlen (last) + 1;
  if ((gint64) n > bytes)
    return FALSE;
  {
    g_autofree char *copy = g_strdup (last);
    gint64 when;
    if (parse_line (ng, copy, seq - 1, &when) == NULL)
      return FALSE;
  }
  found = g_malloc0 (n + 1);
  fd = g_open (jpath, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  if (pread (fd, found, n, (off_t) (bytes - (gint64) n)) != (ssize_t) n)
    {
      close (fd);
      return FALSE;
    }
  close (fd);
  if (found[n - 1] != '\n' || memcmp (found, last, n - 1) != 0)
    return FALSE;
  g_key_file_remove_group (kf, SNAP_GROUP, NULL);
  game = ng->rules->load (kf, path, &error);
  if (!game)
    {
      g_debug ("%s: %s", path, error->message);
      return FALSE;
    }
  ng->game = game;
  ng->base = ng->snap_seq = seq;
  ng->journal_bytes = bytes;
  ng->stretch_start = stretch;
  ng->last_line = g_steal_pointer (&last);
  return TRUE;
}

gboolean
vik_net_game_snapshot (VikNetGame *ng, GError **error)
{
  g_autofree char *path = NULL, *tmp = NULL, *data = NULL;
  GKeyFile *kf;
  gsize length;

  if (vik_net_game_seq (ng) == 0 || ng->snap_seq == vik_net_game_seq (ng) || ng->writing || !ng->last_line)
    return TRUE;
  kf = ng->rules->save (ng->game);
  g_key_file_set_int64 (kf, SNAP_GROUP, "Seq", vik_net_game_seq (ng));
  g_key_file_set_int64 (kf, SNAP_GROUP, "JournalBytes", ng->journal_bytes);
  g_key_file_set_int64 (kf, SNAP_GROUP, "StretchStart", ng->stretch_start);
  g_key_file_set_string (kf, SNAP_GROUP, "LastLine", ng->last_line);
  data = g_key_file_to_data (kf, &length, NULL);
  g_key_file_unref (kf);
  path = game_path (ng->dir, ng->id, ".snap");
  tmp = game_path (ng->dir, ng->id, ".snap.tmp");
  /* Not synced: a snapshot lost or torn by a crash is found not to match, and
   * the journal (which is synced) is replayed instead. */
  if (!g_file_set_contents_full (tmp, data, (gssize) length, G_FILE_SET_CONTENTS_NONE, 0600, error)
      || g_rename (tmp, path) != 0)
    {
      int saved = errno;
      g_unlink (tmp);
      if (error && !*error)
        g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_IO, "%s: %s", path, g_strerror (saved));
      as_io_error (error);
      return FALSE;
    }
  ng->snap_seq = vik_net_game_seq (ng);
  return TRUE;
}

gint64 vik_net_game_journal_bytes (const VikNetGame *ng) { return ng->journal_bytes; }

VikNetGame *
vik_net_game_load (const char *data_dir, const char *id, GError **error)
{
  VikNetGame *ng;

  if (strlen (id) != VIK_NET_GAME_ID_LEN || strspn (id, "0123456789abcdef") != VIK_NET_GAME_ID_LEN)
    {
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_NO_GAME, "“%.20s” is not a game id", id);
      return NULL;
    }
  ng = game_new (data_dir, id);
  if (!read_meta (ng, error))
    {
      vik_net_game_free (ng);
      return NULL;
    }
  if (!load_snapshot (ng) && !start_engine (ng, error))
    {
      vik_net_game_free (ng);
      return NULL;
    }
  if (!replay_journal (ng, ng->journal_bytes, error) || !open_journal (ng, (gsize) ng->journal_bytes, error))
    {
      vik_net_game_free (ng);
      return NULL;
    }
  return ng;
}

void
vik_net_game_free (VikNetGame *ng)
{
  if (!ng)
    return;
  if (ng->journal_fd >= 0)
    close (ng->journal_fd);
  if (ng->game)
    ng->rules->free (ng->game);
  if (ng->before)
    ng->rules->free (ng->before);
  g_free (ng->options);
  g_ptr_array_unref (ng->actions);
  g_free (ng->last_line);
  for (int p = 0; p < VIK_NET_MAX_SEATS; p++)
    {
      g_free (ng->names[p]);
      g_free (ng->token_hashes[p]);
      g_free (ng->seats[p]);
    }
  g_free (ng->on_deadline);
  g_free (ng->salt);
  g_free (ng->commitment);
  g_free (ng->dir);
  g_free (ng->id);
  g_free (ng);
}

const char *vik_net_game_id (const VikNetGame *ng) { return ng->id; }
const char *vik_net_game_commitment (const VikNetGame *ng) { return ng->commitment; }
const char *vik_net_game_options (const VikNetGame *ng) { return ng->options; }
int vik_net_game_n_players (const VikNetGame *ng) { return ng->n_players; }
gint64 vik_net_game_seq (const VikNetGame *ng) { return ng->base + (gint64) ng->actions->len; }
gconstpointer vik_net_game_state (const VikNetGame *ng) { return ng->game; }
const VikGamePlugin *vik_net_game_plugin (const VikNetGame *ng) { return ng->plugin; }
const VikRules *vik_net_game_rules (const VikNetGame *ng) { return ng->rules; }
const char *vik_net_game_name (const VikNetGame *ng, int seat) { return ng->names[seat]; }

int
vik_net_game_winner (const VikNetGame *ng)
{
  double scores[VIK_NET_MAX_SEATS] = { 0 };
  int best = -1;

  if (!ng->rules->is_over (ng->game))
    return -1;
  ng->rules->scores (ng->game, scores);
  for (int p = 0; p < ng->n_players; p++)
    if (scores[p] > 0 && (best < 0 || scores[p] > scores[best]))
      best = p;
  return best;
}

int
vik_net_game_seat_for_token (const VikNetGame *ng, const char *token)
{
  g_autofree char *hash = NULL;
  int seat = -1;

  if (!token || strlen (token) != VIK_NET_TOKEN_LEN)
    return -1;
  hash = sha256_hex (token);
  for (int p = 0; p < ng->n_players; p++)
    {
      guint8 diff = 0;   /* compare every byte: no timing hint of a near miss */
      if (ng->token_hashes[p][0] == '\0')
        continue;        /* a seat without a token opens to nobody */
      for (int i = 0; i < 64; i++)
        diff |= (guint8) (hash[i] ^ ng->token_hashes[p][i]);
      if (diff == 0)
        seat = p;
    }
  return seat;
}

/* Cuts off what a failed write left, so the journal stays a list of accepted actions. */
static gboolean
journal_failed (VikNetGame *ng, off_t start, GError **error)
{
  int saved = errno;
  if (start >= 0 && ftruncate (ng->journal_fd, start) != 0)
    g_warning ("%s.journal: cannot cut off a failed write: %s", ng->id, g_strerror (errno));
  g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_IO,
               "The server could not store the action (%s); nothing was changed", g_strerror (saved));
  return FALSE;
}

/* Appends the line (not yet synced); *start: where it began. */
static gboolean
append_journal (VikNetGame *ng, gint64 seq, gint64 when, const char *text, off_t *start, GError **error)
{
  g_autofree char *line = ng->format >= 2
    ? g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %s\n", seq, when, text)
    : g_strdup_printf ("%" G_GINT64_FORMAT " %s\n", seq, text);
  gsize length = strlen (line), done = 0;

  *start = lseek (ng->journal_fd, 0, SEEK_END);
  while (done < length)
    {
      ssize_t w = write (ng->journal_fd, line + done, length - done);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        return journal_failed (ng, *start, error);
      done += (gsize) w;
    }
  return TRUE;
}

static gboolean
sync_journal (VikNetGame *ng, off_t start, GError **error)
{
  if (fdatasync (ng->journal_fd) != 0)
    return journal_failed (ng, start, error);
  return TRUE;
}

struct _VikNetPending {
  VikNetGame *game;
  off_t start;              /* where its line begins in the journal */
  gint64 seq;
  gint64 when;
  gpointer next;
  VikAnyAction action;
  char *canonical;
  int seat;
};

VikNetPending *
vik_net_game_begin_apply (VikNetGame *ng, int seat, gint64 seq, const char *text, GError **error)
{
  g_autoptr (GError) local = NULL;
  const VikRules *rules = ng->rules;
  VikNetPending *pending;
  VikAnyAction action;
  gpointer next;
  int allowed;

  /* An action being written will move the game on: one for the same position is stale. */
  if (seq != vik_net_game_seq (ng) || ng->writing)
    {
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_STALE,
                   "The game has moved on (position %" G_GINT64_FORMAT ", the action was for %" G_GINT64_FORMAT ")",
                   vik_net_game_seq (ng) + (ng->writing ? 1 : 0), seq);
      return NULL;
    }
  if (rules->is_over (ng->game))
    {
      g_set_error_literal (error, VIK_NET_ERROR, VIK_NET_ERROR_ILLEGAL, "The game is over");
      return NULL;
    }
  /* A seat that does not decide now reads the notation against the decider's
   * game (Victory names blocks as their owner knows them): refused below. */
  if (!rules->from_text (ng->game, text, &action, &local))
    {
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_ILLEGAL, "%s", local->message);
      return NULL;
    }
  /* Who may play it: the decider, unless the game says otherwise (VIKTORY
   * II: conceding is the current player's at any time). */
  allowed = ng->plugin->net->actor ? ng->plugin->net->actor (ng->game, &action) : rules->decider (ng->game);
  if (seat != allowed)
    {
      int decider = rules->decider (ng->game);
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_NOT_YOURS, "It is %s's decision, not yours",
                   decider >= 0 ? ng->names[decider] : "nobody");
      return NULL;
    }
  next = rules->copy (ng->game);
  if (!rules->apply (next, &action, &local))
    {
      rules->free (next);
      g_set_error (error, VIK_NET_ERROR, VIK_NET_ERROR_ILLEGAL, "%s", local->message);
      return NULL;
    }
  pending = g_new0 (VikNetPending, 1);
  pending->game = ng;
  pending->seq = seq;
  pending->seat = seat;
  pending->when = g_get_real_time ();
  pending->next = next;
  pending->action = action;
  pending->canonical = rules->to_text (ng->game, &action);
  ng->writing = TRUE;
  return pending;
}

gboolean
vik_net_pending_append (VikNetPending *pending, GError **error)
{
  return append_journal (pending->game, pending->seq, pending->when, pending->canonical, &pending->start, error);
}

gboolean
vik_net_pending_sync (VikNetPending *pending, GError **error)
{
  return sync_journal (pending->game, pending->start, error);
}

gboolean
vik_net_pending_sync_batch (VikNetPending **batch, guint n, GError **error)
{
  if (n == 0)
    return TRUE;
  if (n == 1)
    return vik_net_pending_sync (batch[0], error);
  /* One file-system sync for all (the journals share the data folder): a disk
   * that takes milliseconds per sync would otherwise take that per action. */
  if (syncfs (batch[0]->game->journal_fd) == 0)
    return TRUE;
  {
    int saved = errno;
    for (guint i = 0; i < n; i++)
      {
        errno = saved;
        journal_failed (batch[i]->game, batch[i]->start, i == 0 ? error : NULL);
      }
    return FALSE;
  }
}

gboolean
vik_net_game_write_pending (VikNetPending *pending, GError **error)
{
  return vik_net_pending_append (pending, error) && vik_net_pending_sync (pending, error);
}

const char *
vik_net_pending_action (const VikNetPending *pending)
{
  return pending->canonical;
}

int
vik_net_pending_seat (const VikNetPending *pending)
{
  return pending->seat;
}

void
vik_net_game_end_apply (VikNetGame *ng, VikNetPending *pending, gboolean written)
{
  g_return_if_fail (pending->game == ng && ng->writing);
  ng->writing = FALSE;
  if (written)
    {
      g_free (ng->last_line);
      ng->last_line = ng->format >= 2
        ? g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %s", pending->seq, pending->when, pending->canonical)
        : g_strdup_printf ("%" G_GINT64_FORMAT " %s", pending->seq, pending->canonical);
      ng->journal_bytes = (gint64) pending->start + (gint64) strlen (ng->last_line) + 1;
      g_ptr_array_add (ng->actions, g_steal_pointer (&pending->canonical));
      if (ng->rules->decider (pending->next) != ng->rules->decider (ng->game))
        ng->stretch_start = pending->when;
      if (ng->before)
        ng->rules->free (ng->before);
      ng->before = ng->game;
      ng->last = pending->action;
      ng->game = g_steal_pointer (&pending->next);
    }
  if (pending->next)
    ng->rules->free (pending->next);
  g_free (pending->canonical);
  g_free (pending);
  if (written && vik_net_game_seq (ng) % SNAP_EVERY == 0)
    {
      g_autoptr (GError) local = NULL;
      if (!vik_net_game_snapshot (ng, &local))
        g_debug ("Game %s: no snapshot: %s", ng->id, local->message);
    }
}

gboolean
vik_net_game_apply (VikNetGame *ng, int seat, gint64 seq, const char *text, GError **error)
{
  VikNetPending *pending = vik_net_game_begin_apply (ng, seat, seq, text, error);
  gboolean written;

  if (!pending)
    return FALSE;
  written = vik_net_game_write_pending (pending, error);
  vik_net_game_end_apply (ng, pending, written);
  return written;
}

GPtrArray *
vik_net_game_actions_since (const VikNetGame *ng, gint64 from)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) all = NULL;
  gint64 seq = vik_net_game_seq (ng);

  from = CLAMP (from, 0, seq);
  if (from >= ng->base)
    {
      for (guint i = (guint) (from - ng->base); i < ng->actions->len; i++)
        g_ptr_array_add (out, g_strdup (ng->actions->pdata[i]));
      return out;
    }
  all = all_actions (ng);
  for (guint i = (guint) from; all && i < all->len; i++)
    g_ptr_array_add (out, g_strdup (all->pdata[i]));
  return out;
}

gboolean
vik_net_game_story_since (const VikNetGame *ng, gint64 from, int seat, GPtrArray **actions, GPtrArray **events)
{
  const VikRules *rules = ng->rules;
  const VikNetGameTable *net = ng->plugin->net;
  guint start = (guint) CLAMP (from, 0, vik_net_game_seq (ng));
  gpointer game, before = NULL;
  gboolean ok = TRUE;
  g_autoptr (GPtrArray) all = NULL;

  if (actions && !net->action_for && !events)
    {
      *actions = vik_net_game_actions_since (ng, from);
      return TRUE;
    }
  if (actions)
    *actions = g_ptr_array_new_with_free_func (g_free);
  if (events)
    *events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  /* The engine is deterministic: the secret seed and the journal give every
   * action's events again (the real dice, never a re-drawn copy's). */
  all = all_actions (ng);
  game = all ? new_engine (ng, NULL) : NULL;
  for (guint i = 0; ok && game && i < all->len; i++)
    {
      VikAnyAction action;

      if (i >= start && actions && net->action_for)
        before = rules->copy (game);
      if (!rules->from_text (game, all->pdata[i], &action, NULL) || !rules->apply (game, &action, NULL))
        ok = FALSE;   /* cannot happen: the journal was replayed so */
      else if (i >= start)
        {
          if (actions)
            g_ptr_array_add (*actions, net->action_for ? net->action_for (before, game, &action, seat)
                                                       : g_strdup (all->pdata[i]));
          if (events)
            g_ptr_array_add (*events, net->events_for (game, seat));
        }
      if (before)
        rules->free (before);
      before = NULL;
    }
  if (game)
    rules->free (game);
  else
    ok = FALSE;
  if (!ok)
    {
      if (actions)
        g_clear_pointer (actions, g_ptr_array_unref);
      if (events)
        g_clear_pointer (events, g_ptr_array_unref);
    }
  return ok;
}

GPtrArray *
vik_net_game_events_since (const VikNetGame *ng, gint64 from, int seat)
{
  GPtrArray *events = NULL;
  return vik_net_game_story_since (ng, from, seat, NULL, &events) ? events : NULL;
}

char *
vik_net_game_last_action_for (const VikNetGame *ng, int seat)
{
  if (ng->actions->len == 0)
    {
      /* loaded from a snapshot: the journal's last line holds it */
      g_autofree char *line = g_strdup (ng->last_line);
      const char *text;
      gint64 when;
      if (!line)
        return NULL;
      text = parse_line (ng, line, vik_net_game_seq (ng) - 1, &when);
      return text ? g_strdup (text) : NULL;
    }
  if (!ng->plugin->net->action_for || !ng->before)
    return g_strdup (ng->actions->pdata[ng->actions->len - 1]);
  return ng->plugin->net->action_for (ng->before, ng->game, &ng->last, seat);
}

GArray *
vik_net_game_last_events_for (const VikNetGame *ng, int seat)
{
  return ng->plugin->net->events_for (ng->game, seat);
}

gint64 vik_net_game_created (const VikNetGame *ng) { return ng->created; }

/* What one seat may know (copy_for_player), as text.  Another seat's hidden
 * pieces are guesses that may leave it no legal action in the view (a Victory
 * block in flight drawn with less range): the client loads a view with
 * rules->load_view, which takes that, and never plays for another seat. */
char *
vik_net_game_view (const VikNetGame *ng, int seat, guint64 view_seed)
{
  gpointer copy = ng->rules->copy_for_player (ng->game, seat, view_seed);
  char *data;

  if (ng->plugin->net->trim_view)
    ng->plugin->net->trim_view (copy);
  data = vik_rules_save_text (ng->rules, copy, NULL);
  ng->rules->free (copy);
  return data;
}

void
vik_net_game_secret (const VikNetGame *ng, guint64 *seed, const char **salt)
{
  *seed = ng->seed;
  *salt = ng->salt;
}

const char *
vik_net_game_token_hash (const VikNetGame *ng, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < ng->n_players, "");
  return ng->token_hashes[seat];
}

const char *
vik_net_game_seat_kind (const VikNetGame *ng, int seat)
{
  g_return_val_if_fail (seat >= 0 && seat < ng->n_players, "open");
  return ng->seats[seat];
}

const char *
vik_net_game_seat_computer (const VikNetGame *ng, int seat)
{
  const char *kind = vik_net_game_seat_kind (ng, seat);
  if (g_str_has_prefix (kind, "computer:"))
    return kind + strlen ("computer:");
  if (g_str_has_prefix (kind, "away:"))
    return kind + strlen ("away:");
  return NULL;
}

/* Changes a seat and rewrites ID.seats; on a failed write the seat is as it was. */
static gboolean
change_seat (VikNetGame *ng, int seat, const char *kind, const char *hash, GError **error)
{
  char *old_kind = ng->seats[seat], *old_hash = ng->token_hashes[seat];
  gint64 old_floor = ng->clock_floor;

  ng->seats[seat] = g_strdup (kind);
  ng->token_hashes[seat] = g_strdup (hash ? hash : old_hash);
  ng->clock_floor = g_get_real_time ();
  if (!write_seats (ng, error))
    {
      g_free (ng->seats[seat]);
      g_free (ng->token_hashes[seat]);
      ng->seats[seat] = old_kind;
      ng->token_hashes[seat] = old_hash;
      ng->clock_floor = old_floor;
      return FALSE;
    }
  g_free (old_kind);
  g_free (old_hash);
  return TRUE;
}

int
vik_net_game_claim (VikNetGame *ng, char **token, GError **error)
{
  g_autofree char *hash = NULL;

  *token = NULL;
  for (int p = 0; p < ng->n_players; p++)
    {
      if (strcmp (ng->seats[p], "open") != 0)
        continue;
      if (!vik_net_random_hex (VIK_NET_TOKEN_LEN / 2, token, error))
        return -1;
      hash = sha256_hex (*token);
      if (!change_seat (ng, p, "human", hash, error))
        {
          g_clear_pointer (token, g_free);
          return -1;
        }
      return p;
    }
  g_set_error_literal (error, VIK_NET_ERROR, VIK_NET_ERROR_BAD_SEAT, "No seat of this game is open");
  return -1;
}

gboolean
vik_net_game_set_away (VikNetGame *ng, int seat, const char *level, GError **error)
{
  g_autofree char *kind = level ? g_strconcat ("away:", level, NULL) : g_strdup ("human");

  g_return_val_if_fail (seat >= 0 && seat < ng->n_players, FALSE);
  g_return_val_if_fail (vik_net_seat_kind_valid (kind, FALSE), FALSE);
  g_return_val_if_fail (strcmp (ng->seats[seat], "human") == 0 || g_str_has_prefix (ng->seats[seat], "away:"),
                        FALSE);
  if (strcmp (ng->seats[seat], kind) == 0)
    return TRUE;
  return change_seat (ng, seat, kind, NULL, error);
}

gint64 vik_net_game_turn_time (const VikNetGame *ng) { return ng->turn_time; }
const char *vik_net_game_on_deadline (const VikNetGame *ng) { return ng->on_deadline; }

gint64
vik_net_game_deadline (const VikNetGame *ng)
{
  if (ng->turn_time <= 0 || ng->rules->is_over (ng->game))
    return 0;
  return MAX (ng->stretch_start, ng->clock_floor) + ng->turn_time * G_USEC_PER_SEC;
}
