/* vic-game-model-start.c: a Victory game's first position (see
 * vic-game-model-start.h). */
#include "config.h"

#include "vic-game-model-start.h"
#include "vic-game-model-private.h"
#include "vic-save.h"

#define START_GROUP "Start"

const VicGame *
vic_game_model_get_start (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  return self->start;
}

const VicGame *
vic_game_model_get_record (VicGameModel *self)
{
  g_return_val_if_fail (VIC_IS_GAME_MODEL (self), NULL);
  return self->record;
}

void
vic_game_model_keep_start (VicGameModel *self, const VicGame *game)
{
  guint n = 1;

  g_clear_pointer (&self->start, vic_game_free);
  if (game != NULL)
    vic_game_get_history (game, &n);
  if (n == 0)
    self->start = vic_game_copy (game);
}

void
vic_game_model_save_start (VicGameModel *self, GKeyFile *kf)
{
  g_autofree char *text = NULL;
  g_autofree char *encoded = NULL;
  gsize length;

  if (self->start == NULL)
    return;
  text = vic_game_save_to_data (self->start, &length);
  encoded = g_base64_encode ((const guchar *) text, length);
  g_key_file_set_string (kf, START_GROUP, "Game", encoded);
}

/* The file holding it is at most VIC_SAVE_MAX_FILE_BYTES, and so is what it
 * decodes to; the engine's loader checks it like any save, and a first
 * position has no history. */
void
vic_game_model_load_start (VicGameModel *self, GKeyFile *kf, const char *name)
{
  g_autofree char *encoded = kf != NULL ? g_key_file_get_string (kf, START_GROUP, "Game", NULL) : NULL;
  g_autofree guchar *text = NULL;
  g_autofree char *where = NULL;
  VicGame *start;
  gsize length;
  guint n = 0;

  g_clear_pointer (&self->start, vic_game_free);
  if (encoded == NULL)
    return;
  text = g_base64_decode (g_strstrip (encoded), &length);
  where = g_strdup_printf ("%s [%s]", name, START_GROUP);
  start = vic_game_load_from_data ((const char *) text, length, where, NULL);
  if (start != NULL && (vic_game_get_history (start, &n), n != 0))
    g_clear_pointer (&start, vic_game_free);
  self->start = start;
}
