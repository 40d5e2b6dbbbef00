/* vic-game-model-files.c: the Victory model's files: saves with the GUI's
 * [Display] group, opening, and the autosaves. */
#include "config.h"

#include "vic-game-model-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "vic-save.h"
#include "vik-autosave.h"
#include "vik-file-io.h"

#define AUTOSAVE_KEEP 3

char *
vic_game_model_autosave_file (const char *dir, const char *id, int generation)
{
  g_autofree char *name = generation == 0 ? g_strdup_printf ("%s.vic", id)
                                          : g_strdup_printf ("%s.%d.vic", id, generation);
  return g_build_filename (dir, name, NULL);
}

char *
vic_game_model_save_to_data (VicGameModel *self, gsize *length)
{
  g_autoptr (GKeyFile) kf = NULL;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self) && self->game != NULL, NULL);
  kf = vic_game_save_keyfile (self->game);
  if (self->game_id != NULL)
    g_key_file_set_string (kf, VIC_DISPLAY_GROUP, "GameId", self->game_id);
  vic_game_model_save_seats (self, kf);
  vic_game_model_save_start (self, kf);
  return g_key_file_to_data (kf, length, NULL);
}

typedef enum { SAVING, OPENING, READING } Doing;

/* Messages always name the file. */
static void
name_file (GError **error, GFile *file, Doing doing)
{
  g_autofree char *name = g_file_get_parse_name (file);

  if (error == NULL || *error == NULL || strstr ((*error)->message, name) != NULL)
    return;
  switch (doing)
    {
    case SAVING: g_prefix_error (error, _("Could not save “%s”: "), name); break;
    case OPENING: g_prefix_error (error, _("Could not open “%s”: "), name); break;
    case READING: g_prefix_error (error, _("“%s”: "), name); break;
    }
}

static gboolean
write_to (VicGameModel *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *data = NULL;
  g_autoptr (GFile) parent = g_file_get_parent (file);
  gsize length;
  gboolean ok;

  if (self->game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No game to save"));
      return FALSE;
    }
  if (parent != NULL)
    {
      g_autofree char *dir = g_file_get_path (parent);
      if (dir != NULL)
        g_mkdir_with_parents (dir, 0700);
    }
  data = vic_game_model_save_to_data (self, &length);
  if (path != NULL)
    ok = vik_file_write_atomic (path, data, length, error);
  else
    ok = g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error);
  if (!ok)
    name_file (error, file, SAVING);
  return ok;
}

gboolean
vic_game_model_save (VicGameModel *self, GFile *file, GError **error)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!write_to (self, file, error))
    return FALSE;
  vic_game_model_set_file (self, file);
  vic_game_model_set_modified (self, FALSE);
  return TRUE;
}

gboolean
vic_game_model_load (VicGameModel *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *data = NULL;
  g_autofree char *id = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  gsize length;
  VicGame *game;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  if (path != NULL ? !vik_file_read_bounded (path, VIC_SAVE_MAX_FILE_BYTES, &data, &length, error)
                   : !g_file_load_contents (file, NULL, &data, &length, NULL, error))
    {
      name_file (error, file, OPENING);
      return FALSE;
    }
  game = vic_game_load_from_data (data, length, name, error);
  if (game == NULL)
    {
      name_file (error, file, READING);
      return FALSE;
    }
  /* a missing or bad game id costs only the autosaves' name: a new one is made */
  if (g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL))
    id = g_key_file_get_string (kf, VIC_DISPLAY_GROUP, "GameId", NULL);
  if (id != NULL && !vik_autosave_id_valid (g_strstrip (id)))
    g_clear_pointer (&id, g_free);
  vic_game_model_leave_remote (self);   /* a network game shown here is left */
  vic_game_model_set_file (self, file);
  vic_game_model_set_game_id (self, id, vic_game_get_seed (game));
  vic_game_model_reset_seats (self);
  vic_game_model_load_seats (self, kf);
  vic_game_model_load_start (self, kf, name);
  vic_game_model_replace_game (self, game, FALSE);
  vic_game_model_set_modified (self, FALSE);
  return TRUE;
}

/* ---------------------------------------------------------------- autosave */

void
vic_game_model_set_autosave_dir (VicGameModel *self, const char *dir)
{
  g_return_if_fail (VIC_IS_GAME_MODEL (self));
  g_free (self->autosave_dir);
  self->autosave_dir = dir != NULL ? g_strdup (dir) : vik_autosave_default_dir ();
  g_clear_pointer (&self->autosave_path, g_free);
  if (self->game_id != NULL)
    self->autosave_path = vic_game_model_autosave_file (self->autosave_dir, self->game_id, 0);
}

const char *
vic_game_model_get_autosave_path (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  return self->autosave_path;
}

const char *
vic_game_model_get_game_id (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  return self->game_id;
}

gboolean
vic_game_model_autosave (VicGameModel *self, GError **error)
{
  g_autoptr (GFile) file = NULL;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  if (self->net.on)
    return TRUE;   /* a network game: the server keeps it */
  if (self->game == NULL || self->autosave_path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No game to save"));
      return FALSE;
    }
  g_mkdir_with_parents (self->autosave_dir, 0700);
  /* the older ones move one generation back; the oldest goes */
  for (int g = AUTOSAVE_KEEP - 1; g > 0; g--)
    {
      g_autofree char *from = vic_game_model_autosave_file (self->autosave_dir, self->game_id, g - 1);
      g_autofree char *to = vic_game_model_autosave_file (self->autosave_dir, self->game_id, g);
      g_rename (from, to);
    }
  file = g_file_new_for_path (self->autosave_path);
  return write_to (self, file, error);
}
