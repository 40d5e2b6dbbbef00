/* vic-autosave.c: the catalogue of Victory autosaves (see the header). */
#include "config.h"

#include "vic-autosave.h"

#include <glib/gi18n-lib.h>

#include "vic-game.h"
#include "vic-save.h"
#include "vik-autosave-files.h"

/* The info of one autosave: FALSE when it does not load. */
static gboolean
read_info (VikAutosaveInfo *info, const char *data, gsize length)
{
  VicGame *game = vic_game_load_from_data (data, length, info->path, NULL);
  int decider;

  if (game == NULL)
    return FALSE;
  decider = vic_game_get_decider (game);
  info->name = g_strdup (vic_game_get_map (game)->name);
  info->n_players = vic_game_get_n_players (game);
  info->turn = vic_game_get_turn (game);
  info->to_move = g_strdup (vic_game_get_player_name (game, decider >= 0 ? decider
                                                           : vic_game_get_current_player (game)));
  vic_game_free (game);
  return TRUE;
}

const VikAutosaveGame *
vic_autosave_victory (void)
{
  static const VikAutosaveGame victory = {
    .suffix = VIC_AUTOSAVE_SUFFIX,
    .max_bytes = VIC_SAVE_MAX_FILE_BYTES,
    .read = read_info,
    .continue_words = N_("Continue Victory"),
    .before_turn_1 = N_("deployment"),   /* before the first turn (1.4) */
  };

  return &victory;
}
