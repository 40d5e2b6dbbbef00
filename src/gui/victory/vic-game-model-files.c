/* vic-game-model-files.c: the Victory model's files: saves with the GUI's
 * [Display] group, opening, and the autosaves. */
#include "config.h"

#include "vic-game-model-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "vic-save.h"
#include "vik-autosave-files.h"
#include "vic-autosave.h"
#include "vik-save-file.h"

char *
vic_game_model_save_to_data (VicGameModel *self, gsize *length)
{
  g_autoptr (GKeyFile) kf = NULL;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self) && self->game != NULL, NULL);
  kf = vic_game_save_keyfile (self->game);
  if (self->base.autosave.id != NULL)
    g_key_file_set_string (kf, VIC_DISPLAY_GROUP, "GameId", self->base.autosave.id);
  vik_player_colors_save (kf, VIC_DISPLAY_GROUP, self->colors, vic_game_get_n_players (self->game));
  vic_game_model_save_seats (self, kf);
  vic_game_model_save_start (self, kf);
  return g_key_file_to_data (kf, length, NULL);
}

gboolean
vic_game_model_save (VicGameModel *self, GFile *file, GError **error)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  return vik_session_save (VIK_SESSION (self), file, error);
}

gboolean
vic_game_model_load (VicGameModel *self, GFile *file, GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *data = NULL;
  g_autofree char *id = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  gsize length;
  VicGame *game;

  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  if (!vik_save_file_read (file, VIC_SAVE_MAX_FILE_BYTES, &data, &length, error))
    return FALSE;
  game = vic_game_load_from_data (data, length, name, error);
  if (game == NULL)
    {
      vik_save_file_name_error (error, file, VIK_SAVE_FILE_READING);
      return FALSE;
    }
  /* a missing or bad game id costs only the autosaves' name: a new one is made */
  if (g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL))
    id = g_key_file_get_string (kf, VIC_DISPLAY_GROUP, "GameId", NULL);
  if (id != NULL && !vik_autosave_id_valid (g_strstrip (id)))
    g_clear_pointer (&id, g_free);
  vic_game_model_leave_remote (self);   /* a network game shown here is left */
  vik_model_base_set_file (&self->base, file);
  vic_game_model_set_game_id (self, id, vic_game_get_seed (game));
  vic_game_model_reset_seats (self);
  vic_game_model_load_seats (self, kf);
  /* a missing or damaged colour: the default one */
  vic_game_model_take_colors (self, NULL);
  vik_player_colors_load (kf, VIC_DISPLAY_GROUP, self->colors, MIN (vic_game_get_n_players (game), VIC_MAX_PLAYERS));
  vic_game_model_load_start (self, kf, name);
  vic_game_model_replace_game (self, game, FALSE);
  vik_model_base_set_modified (&self->base, FALSE);
  return TRUE;
}

/* ---------------------------------------------------------------- autosave */

/* How the model's VikSession saves (vik_session_save, vik_session_autosave). */
char *
vic_game_model_session_save_to_data (VikSession *session, gsize *length)
{
  return vic_game_model_save_to_data (VIC_GAME_MODEL (session), length);
}

