/* vic-autosave.c: the catalogue of Victory autosaves (see the header). */
#include "config.h"

#include "vic-autosave.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "vic-game.h"
#include "vic-save.h"
#include "vik-autosave.h"
#include "vik-file-io.h"

void
vic_autosave_info_free (VicAutosaveInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->path);
  g_free (info->game_id);
  g_free (info->name);
  g_free (info->to_move);
  g_free (info);
}

/* The info of one autosave, or NULL when it does not load. */
static VicAutosaveInfo *
read_info (const char *path, const char *id)
{
  g_autofree char *data = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) finfo = NULL;
  gsize length;
  VicGame *game;
  VicAutosaveInfo *info;
  int decider;

  finfo = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                             G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (finfo == NULL || !vik_file_read_bounded (path, VIC_SAVE_MAX_FILE_BYTES, &data, &length, NULL))
    return NULL;
  game = vic_game_load_from_data (data, length, path, NULL);
  if (game == NULL)
    return NULL;
  decider = vic_game_get_decider (game);
  info = g_new0 (VicAutosaveInfo, 1);
  info->path = g_strdup (path);
  info->game_id = g_strdup (id);
  info->name = g_strdup (vic_game_get_map (game)->name);
  info->n_players = vic_game_get_n_players (game);
  info->turn = vic_game_get_turn (game);
  info->to_move = g_strdup (vic_game_get_player_name (game, decider >= 0 ? decider
                                                           : vic_game_get_current_player (game)));
  info->mtime = (gint64) g_file_info_get_attribute_uint64 (finfo, G_FILE_ATTRIBUTE_TIME_MODIFIED);
  info->mtime_usec = (int) g_file_info_get_attribute_uint32 (finfo, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  vic_game_free (game);
  return info;
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const VicAutosaveInfo *x = *(VicAutosaveInfo *const *) a;
  const VicAutosaveInfo *y = *(VicAutosaveInfo *const *) b;

  if (x->mtime != y->mtime)
    return (x->mtime < y->mtime) - (x->mtime > y->mtime);
  return (x->mtime_usec < y->mtime_usec) - (x->mtime_usec > y->mtime_usec);
}

GPtrArray *
vic_autosave_list (const char *dir)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) vic_autosave_info_free);
  g_autoptr (GHashTable) newest = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GDir) d = dir != NULL ? g_dir_open (dir, 0, NULL) : NULL;
  GHashTableIter iter;
  gpointer key, value;
  const char *name;
  int read = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      char *id = NULL;
      int generation;
      gpointer old;
      if (!vik_autosave_parse_name (name, ".vic", &id, &generation))
        continue;
      if (g_hash_table_lookup_extended (newest, id, NULL, &old) && GPOINTER_TO_INT (old) <= generation)
        g_free (id);
      else
        g_hash_table_insert (newest, id, GINT_TO_POINTER (generation));
    }
  g_hash_table_iter_init (&iter, newest);
  while (g_hash_table_iter_next (&iter, &key, &value) && read < VIK_AUTOSAVE_MAX_LISTED)
    {
      g_autofree char *gen = GPOINTER_TO_INT (value) == 0 ? g_strdup_printf ("%s.vic", (char *) key)
                             : g_strdup_printf ("%s.%d.vic", (char *) key, GPOINTER_TO_INT (value));
      g_autofree char *path = g_build_filename (dir, gen, NULL);
      VicAutosaveInfo *info = read_info (path, key);
      read++;
      if (info != NULL)
        g_ptr_array_add (list, info);
    }
  g_ptr_array_sort (list, newest_first);
  return list;
}

char *
vic_autosave_describe (const VicAutosaveInfo *info, gint64 now)
{
  g_autofree char *age = vik_autosave_age_text (MAX (now - info->mtime, 0));

  if (info->turn == 0)   /* the deployment before the first turn (1.4) */
    return g_strdup_printf (_("Continue Victory: %s, deployment, %s to move, %s"), info->name, info->to_move, age);
  return g_strdup_printf (_("Continue Victory: %s, turn %d, %s to move, %s"), info->name, info->turn,
                          info->to_move, age);
}
