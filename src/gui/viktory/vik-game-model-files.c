/* vik-game-model-files.c: the game model's files: saving and loading a game
 * with the GUI's [Display] group (colours, game id) and [Seats] group (who
 * plays each seat), and the autosaves
 * (vik-autosave.h). */
#include "config.h"

#include "vik-game-model-private.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "vik-autosave.h"
#include "vik-save.h"
#include "vik-save-file.h"

#define SEATS_GROUP "Seats"

/* What a save holds for the window beyond the engine's game. */
typedef struct {
  VikColor colors[VIK_MAX_PLAYERS];
  VikSeat seats[VIK_MAX_PLAYERS];
  char *id;
  VikGame *start;          /* [Start]: a scenario game's first position */
} TableExtras;

/* ---------------------------------------------------------------- files */

/* The engine's save text with the [Display] group added. */
static char *
save_data (VikGameModel *self, gsize *length)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *data = vik_game_save_to_data (self->game, length);
  int n = vik_game_get_n_players (self->game);

  if (!g_key_file_load_from_data (kf, data, *length, G_KEY_FILE_KEEP_COMMENTS, NULL))
    return g_steal_pointer (&data); /* cannot happen: the engine wrote it */
  vik_player_colors_save (kf, DISPLAY_GROUP, self->colors, n);
  if (self->base.autosave.id != NULL)
    g_key_file_set_string (kf, DISPLAY_GROUP, "GameId", self->base.autosave.id);
  for (int p = 0; p < n; p++)
    {
      char key[16];
      g_snprintf (key, sizeof key, "Seat%d", p);
      g_key_file_set_string (kf, SEATS_GROUP, key, vik_seat_id (self->seats[p]));
    }
  if (self->start != NULL)
    {
      gsize start_length;
      g_autofree char *start = vik_game_save_to_data (self->start, &start_length);
      g_autofree char *encoded = g_base64_encode ((const guchar *) start, start_length);
      g_key_file_set_string (kf, START_GROUP, "Game", encoded);
    }
  return g_key_file_to_data (kf, length, NULL);
}

gboolean
vik_game_model_save (VikGameModel *self, GFile *file, GError **error)
{
  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  return vik_session_save (VIK_SESSION (self), file, error);
}

/* How the model's VikSession saves (vik_session_save, vik_session_autosave). */
char *
vik_game_model_session_save_to_data (VikSession *session, gsize *length)
{
  return save_data (VIK_GAME_MODEL (session), length);
}

/* [Start] Game: the first position of a scenario's game, the engine's save
 * text in base64, checked by the engine's loader like any save; a missing
 * or damaged one costs only the replay.  The file holding it is at most
 * VIK_SAVE_MAX_FILE_BYTES, and so is what it decodes to. */
static VikGame *
read_start (GKeyFile *kf, const char *name)
{
  g_autofree char *encoded = g_key_file_get_string (kf, START_GROUP, "Game", NULL);
  g_autofree guchar *text = NULL;
  g_autofree char *where = NULL;
  VikGame *start;
  gsize length;
  guint n_history;

  if (encoded == NULL)
    return NULL;
  text = g_base64_decode (g_strstrip (encoded), &length);
  where = g_strdup_printf ("%s [%s]", name, START_GROUP);
  start = vik_game_load_from_data ((const char *) text, length, where, NULL);
  if (start != NULL && (vik_game_get_history (start, &n_history), n_history != 0))
    g_clear_pointer (&start, vik_game_free);
  return start;
}

/* Reads a save; on success fills game and the extras, otherwise leaves them. */
static gboolean
read_game (GFile *file, VikGame **game_out, TableExtras *extras, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  gsize length;
  VikGame *game;

  if (!vik_save_file_read (file, VIK_SAVE_MAX_FILE_BYTES, &data, &length, error))
    return FALSE;
  game = vik_game_load_from_data (data, length, name, error);
  if (game == NULL)
    {
      vik_save_file_name_error (error, file, VIK_SAVE_FILE_READING);
      return FALSE;
    }
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    extras->colors[p] = vik_game_model_default_color (p);
  memset (extras->seats, 0, sizeof extras->seats);
  extras->id = NULL;
  extras->start = NULL;
  /* A missing or damaged [Display] or [Seats] group costs only the colours
   * (the autosaves' game id: a new one is made; the seats: people play them). */
  if (g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL))
    {
      extras->id = g_key_file_get_string (kf, DISPLAY_GROUP, "GameId", NULL);
      if (extras->id != NULL && !vik_autosave_id_valid (g_strstrip (extras->id)))
        g_clear_pointer (&extras->id, g_free);
    }
  vik_player_colors_load (kf, DISPLAY_GROUP, extras->colors, vik_game_get_n_players (game));
  for (int p = 0; p < vik_game_get_n_players (game); p++)
      {
        char key[16];
        g_autofree char *seat = NULL;
        g_snprintf (key, sizeof key, "Seat%d", p);
        seat = g_key_file_get_string (kf, SEATS_GROUP, key, NULL);
        if (seat == NULL || !vik_seat_from_id (g_strstrip (seat), &extras->seats[p]))
          extras->seats[p] = VIK_SEAT_HUMAN;
      }
  extras->start = read_start (kf, name);
  *game_out = game;
  return TRUE;
}

static void
take_loaded (VikGameModel *self, VikGame *game, TableExtras *extras, GFile *file)
{
  vik_game_model_leave_remote (self);
  memcpy (self->colors, extras->colors, sizeof self->colors);
  memcpy (self->seats, extras->seats, sizeof self->seats);
  vik_model_base_set_file (&self->base, file);
  vik_game_model_set_game_id (self, extras->id, vik_game_get_seed (game));
  g_clear_pointer (&extras->id, g_free);
  g_clear_pointer (&self->start, vik_game_free);
  self->start = g_steal_pointer (&extras->start);
  vik_game_model_replace_game (self, game, FALSE);
  vik_model_base_set_modified (&self->base, FALSE);
  vik_game_model_emit_colors_changed (self);
  vik_game_model_emit_seats_changed (self);
}

gboolean
vik_game_model_load (VikGameModel *self, GFile *file, GError **error)
{
  VikGame *game = NULL;
  TableExtras extras;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!read_game (file, &game, &extras, error))
    return FALSE;
  take_loaded (self, game, &extras, file);
  return TRUE;
}

/* ---------------------------------------------------------------- autosave */

gboolean
vik_game_model_load_autosave (VikGameModel *self, GError **error)
{
  g_autoptr (GPtrArray) list = NULL;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  list = vik_autosave_catalogue (vik_autosave_viktory (), self->base.autosave.dir);
  if (list->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No autosaved game in “%s”"),
                   self->base.autosave.dir);
      return FALSE;
    }
  return vik_game_model_load_autosave_file (self,
                                            ((VikAutosaveInfo *) g_ptr_array_index (list, 0))->path,
                                            error);
}

gboolean
vik_game_model_load_autosave_file (VikGameModel *self, const char *path, GError **error)
{
  g_autoptr (GFile) file = NULL;
  VikGame *game = NULL;
  TableExtras extras;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  file = g_file_new_for_path (path);
  if (!read_game (file, &game, &extras, error))
    return FALSE;
  take_loaded (self, game, &extras, NULL);
  return TRUE;
}

gboolean
vik_game_model_has_autosave (VikGameModel *self)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (VIK_IS_GAME_MODEL (self), FALSE);
  /* cheap: called on every change of the window's actions; the list reads the files */
  dir = g_dir_open (self->base.autosave.dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, VIK_AUTOSAVE_SUFFIX))
      return TRUE;
  return FALSE;
}

