/* vik-autosave.c: the autosave catalogue (see the header). */
#include "config.h"

#include "vik-autosave.h"

#include <errno.h>
#include <unistd.h>

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "vik-game.h"
#include "vik-save.h"

/* A save larger than this is not an autosave of ours: not read. */
#define AUTOSAVE_MAX_BYTES (4 * 1024 * 1024)

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
vik_autosave_path (const char *dir, const char *id, int generation)
{
  g_autofree char *name = generation == 0 ? g_strdup_printf ("%s.vik", id)
                                          : g_strdup_printf ("%s.%d.vik", id, generation);

  return g_build_filename (dir, name, NULL);
}

void
vik_autosave_rotate (const char *dir, const char *id)
{
  g_return_if_fail (vik_autosave_id_valid (id));
  for (int g = VIK_AUTOSAVE_KEEP - 1; g > 0; g--)
    {
      g_autofree char *older = vik_autosave_path (dir, id, g);
      g_autofree char *newer = vik_autosave_path (dir, id, g - 1);
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
            g_debug ("autosave %s: no hard link for the older generation: %s", id, g_strerror (errno));
        }
    }
}

void
vik_autosave_discard (const char *dir, const char *id)
{
  g_return_if_fail (vik_autosave_id_valid (id));
  for (int g = 0; g < VIK_AUTOSAVE_KEEP; g++)
    {
      g_autofree char *path = vik_autosave_path (dir, id, g);
      g_unlink (path);
    }
}

void
vik_autosave_info_free (VikAutosaveInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->path);
  g_free (info->game_id);
  g_free (info->to_move);
  g_free (info);
}

/* The info of one newest autosave, or NULL when it does not load. */
static VikAutosaveInfo *
read_info (const char *path, const char *id)
{
  g_autofree char *data = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) finfo = NULL;
  gsize length;
  VikGame *game;
  VikAutosaveInfo *info;

  finfo = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED
                             "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                             G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (finfo == NULL || g_file_info_get_size (finfo) > AUTOSAVE_MAX_BYTES
      || !g_file_get_contents (path, &data, &length, NULL))
    return NULL;
  game = vik_game_load_from_data (data, length, path, NULL);
  if (game == NULL)
    return NULL;
  info = g_new0 (VikAutosaveInfo, 1);
  info->path = g_strdup (path);
  info->game_id = g_strdup (id);
  info->n_players = vik_game_get_n_players (game);
  info->turn = vik_game_get_turn (game);
  info->to_move = g_strdup (vik_game_get_player_name (game, vik_game_get_current_player (game)));
  info->mtime = (gint64) g_file_info_get_attribute_uint64 (finfo, G_FILE_ATTRIBUTE_TIME_MODIFIED);
  info->mtime_usec = (int) g_file_info_get_attribute_uint32 (finfo, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  vik_game_free (game);
  return info;
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

GPtrArray *
vik_autosave_list (const char *dir)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) vik_autosave_info_free);
  g_autoptr (GHashTable) newest = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GHashTableIter iter;
  gpointer key, value;
  const char *name;
  int read = 0;

  /* each game's newest generation present (should the write of a newer one
   * have failed after the rotation, the one before it) */
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      char *id = NULL;
      int generation;
      gpointer old;
      if (!vik_autosave_parse_name (name, ".vik", &id, &generation))
        continue;
      if (g_hash_table_lookup_extended (newest, id, NULL, &old) && GPOINTER_TO_INT (old) <= generation)
        g_free (id);
      else
        g_hash_table_insert (newest, id, GINT_TO_POINTER (generation));
    }
  g_hash_table_iter_init (&iter, newest);
  while (g_hash_table_iter_next (&iter, &key, &value) && read < VIK_AUTOSAVE_MAX_LISTED)
    {
      g_autofree char *path = vik_autosave_path (dir, key, GPOINTER_TO_INT (value));
      VikAutosaveInfo *info = read_info (path, key);
      read++;
      if (info != NULL)
        g_ptr_array_add (list, info);
    }
  g_ptr_array_sort (list, newest_first);
  return list;
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

char *
vik_autosave_describe (const VikAutosaveInfo *info, gint64 now)
{
  g_autofree char *age = vik_autosave_age_text (MAX (now - info->mtime, 0));
  g_autofree char *players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players",
                                                           info->n_players), info->n_players);

  if (info->turn == 0)
    return g_strdup_printf (_("Continue: %s, setup, %s to move, %s"), players, info->to_move, age);
  return g_strdup_printf (_("Continue: %s, turn %d, %s to move, %s"), players, info->turn,
                          info->to_move, age);
}
