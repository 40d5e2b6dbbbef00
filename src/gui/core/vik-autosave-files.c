/* vik-autosave-files.c: the autosave folder, whichever game it holds (see
 * the header). */
#include "config.h"

#include "vik-autosave-files.h"
#include "vik-file-io.h"

#include <errno.h>
#include <unistd.h>

#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

char *
vik_autosave_default_dir (void)
{
  const char *env = g_getenv ("VIKTORY_AUTOSAVE_DIR");

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "viktory", "autosaves", NULL);
}

char *
vik_autosave_new_game_id (guint64 seed)
{
  return g_strdup_printf ("%016" G_GINT64_MODIFIER "x-%" G_GINT64_MODIFIER "x",
                          seed, (guint64) g_get_real_time ());
}

gboolean
vik_autosave_id_valid (const char *id)
{
  if (id == NULL || *id == '\0' || strlen (id) > 64)
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

char *
vik_autosave_file (const char *dir, const char *id, int generation, const char *suffix)
{
  g_autofree char *name = generation == 0 ? g_strdup_printf ("%s%s", id, suffix)
                                          : g_strdup_printf ("%s.%d%s", id, generation, suffix);

  return g_build_filename (dir, name, NULL);
}

gboolean
vik_autosave_parse_name (const char *name, const char *suffix, char **id, int *generation)
{
  g_autofree char *stem = NULL;
  const char *dot;

  if (!g_str_has_suffix (name, suffix))
    return FALSE;
  stem = g_strndup (name, strlen (name) - strlen (suffix));
  dot = strrchr (stem, '.');
  *generation = 0;
  if (dot != NULL)
    {
      if (dot[1] < '1' || dot[1] > '0' + VIK_AUTOSAVE_KEEP - 1 || dot[2] != '\0')
        return FALSE;
      *generation = dot[1] - '0';
      stem[dot - stem] = '\0';
    }
  if (!vik_autosave_id_valid (stem))
    return FALSE;
  *id = g_steal_pointer (&stem);
  return TRUE;
}

char *
vik_autosave_age_text (gint64 seconds)
{
  gint64 n;

  if (seconds < 60)
    return g_strdup (_("just now"));
  if (seconds < 3600)
    {
      n = seconds / 60;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d minute ago", "%d minutes ago", n), (int) n);
    }
  if (seconds < 86400)
    {
      n = seconds / 3600;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hour ago", "%d hours ago", n), (int) n);
    }
  n = MIN (seconds / 86400, G_MAXINT);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d day ago", "%d days ago", n), (int) n);
}

/* ---------------------------------------------------------------- the catalogue */

void
vik_autosave_info_free (VikAutosaveInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->path);
  g_free (info->game_id);
  g_free (info->name);
  g_free (info->to_move);
  g_free (info);
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const VikAutosaveInfo *x = *(VikAutosaveInfo *const *) a;
  const VikAutosaveInfo *y = *(VikAutosaveInfo *const *) b;

  /* two autosaves within one second: the microseconds tell */
  if (x->mtime != y->mtime)
    return (x->mtime < y->mtime) - (x->mtime > y->mtime);
  return (x->mtime_usec < y->mtime_usec) - (x->mtime_usec > y->mtime_usec);
}

/* One autosave, read by the game; NULL when it does not load. */
static VikAutosaveInfo *
read_info (const VikAutosaveGame *game, const char *path, const char *id)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) finfo = NULL;
  g_autofree char *data = NULL;
  VikAutosaveInfo *info;
  gsize length;

  finfo = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                             G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (finfo == NULL || !vik_file_read_bounded (path, game->max_bytes, &data, &length, NULL))
    return NULL;
  info = g_new0 (VikAutosaveInfo, 1);
  info->path = g_strdup (path);
  info->game_id = g_strdup (id);
  info->mtime = (gint64) g_file_info_get_attribute_uint64 (finfo, G_FILE_ATTRIBUTE_TIME_MODIFIED);
  info->mtime_usec = (int) g_file_info_get_attribute_uint32 (finfo, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  if (!game->read (info, data, length))
    g_clear_pointer (&info, vik_autosave_info_free);
  return info;
}

GPtrArray *
vik_autosave_catalogue (const VikAutosaveGame *game, const char *dir)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_autosave_info_free);
  g_autoptr (GHashTable) newest = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GDir) d = dir != NULL ? g_dir_open (dir, 0, NULL) : NULL;
  GHashTableIter iter;
  gpointer key, value;
  const char *name;
  int n_read = 0;

  /* each game's newest generation present */
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      char *id = NULL;
      int generation;
      gpointer old;
      if (!vik_autosave_parse_name (name, game->suffix, &id, &generation))
        continue;
      if (g_hash_table_lookup_extended (newest, id, NULL, &old) && GPOINTER_TO_INT (old) <= generation)
        g_free (id);
      else
        g_hash_table_insert (newest, id, GINT_TO_POINTER (generation));
    }
  g_hash_table_iter_init (&iter, newest);
  while (g_hash_table_iter_next (&iter, &key, &value) && n_read < VIK_AUTOSAVE_MAX_LISTED)
    {
      g_autofree char *path = vik_autosave_file (dir, key, GPOINTER_TO_INT (value), game->suffix);
      VikAutosaveInfo *info = read_info (game, path, key);
      n_read++;
      if (info != NULL)
        g_ptr_array_add (list, info);
    }
  g_ptr_array_sort (list, newest_first);
  return list;
}

char *
vik_autosave_describe (const VikAutosaveGame *game, const VikAutosaveInfo *info, gint64 now)
{
  g_autofree char *age = vik_autosave_age_text (MAX (now - info->mtime, 0));
  g_autofree char *players = NULL;
  const char *what = info->name;

  if (what == NULL)
    what = players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players", info->n_players),
                                      info->n_players);
  if (info->turn == 0)
    /* TRANSLATORS: "Continue" (or "Continue Victory"), the game ("4 players", or
     * its map's name), "setup" (or "deployment"), a player's name, "2 hours ago" */
    return g_strdup_printf (_("%s: %s, %s, %s to move, %s"), _(game->continue_words), what,
                            _(game->before_turn_1), info->to_move, age);
  /* TRANSLATORS: "Continue" (or "Continue Victory"), the game ("4 players", or
   * its map's name), the turn, a player's name, "2 hours ago" */
  return g_strdup_printf (_("%s: %s, turn %d, %s to move, %s"), _(game->continue_words), what, info->turn,
                          info->to_move, age);
}

/* ---------------------------------------------------------------- a model's autosaves */

static void
set_path (VikAutosaveSlot *self)
{
  g_clear_pointer (&self->path, g_free);
  if (self->id != NULL)
    self->path = vik_autosave_file (self->dir, self->id, 0, self->game->suffix);
}

void
vik_autosave_slot_set_dir (VikAutosaveSlot *self, const char *dir)
{
  g_free (self->dir);
  self->dir = dir != NULL ? g_strdup (dir) : vik_autosave_default_dir ();
  set_path (self);
}

void
vik_autosave_slot_set_id (VikAutosaveSlot *self, const char *id, guint64 seed)
{
  g_free (self->id);
  self->id = vik_autosave_id_valid (id) ? g_strdup (id) : vik_autosave_new_game_id (seed);
  set_path (self);
}

GFile *
vik_autosave_slot_prepare (VikAutosaveSlot *self)
{
  g_return_val_if_fail (vik_autosave_id_valid (self->id), NULL);
  g_mkdir_with_parents (self->dir, 0700);
  for (int g = VIK_AUTOSAVE_KEEP - 1; g > 0; g--)
    {
      g_autofree char *older = vik_autosave_file (self->dir, self->id, g, self->game->suffix);
      g_autofree char *newer = vik_autosave_file (self->dir, self->id, g - 1, self->game->suffix);
      if (!g_file_test (newer, G_FILE_TEST_IS_REGULAR))
        continue;
      if (g > 1)
        g_rename (newer, older);
      else
        {
          /* The newest stays where it is until the new autosave replaces it
           * atomically: a write that fails (a full disk) never leaves the game
           * without its newest autosave.  The next generation is a second name
           * for the same file, which the atomic replace leaves alone. */
          g_unlink (older);
          if (link (newer, older) != 0)
            g_debug ("autosave %s: no hard link for the older generation: %s", self->id, g_strerror (errno));
        }
    }
  return g_file_new_for_path (self->path);
}

void
vik_autosave_slot_discard (VikAutosaveSlot *self)
{
  if (!vik_autosave_id_valid (self->id))
    return;
  for (int g = 0; g < VIK_AUTOSAVE_KEEP; g++)
    {
      g_autofree char *path = vik_autosave_file (self->dir, self->id, g, self->game->suffix);
      g_unlink (path);
    }
}

void
vik_autosave_slot_clear (VikAutosaveSlot *self)
{
  g_clear_pointer (&self->dir, g_free);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->path, g_free);
}

char *
vik_autosave_display_path (const char *path)
{
  const char *home = g_get_home_dir ();
  gsize n = home != NULL ? strlen (home) : 0;

  g_return_val_if_fail (path != NULL, NULL);
  while (n > 1 && home[n - 1] == G_DIR_SEPARATOR)
    n--;
  if (n > 1 && strncmp (path, home, n) == 0 && (path[n] == G_DIR_SEPARATOR || path[n] == '\0'))
    return g_strconcat ("~", path + n, NULL);
  return g_strdup (path);
}
