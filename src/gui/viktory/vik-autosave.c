/* vik-autosave.c: the catalogue of VIKTORY II autosaves (see the header). */
#include "config.h"

#include "vik-autosave.h"

#include <glib/gi18n-lib.h>

#include "vik-game.h"
#include "vik-save.h"

/* A save larger than this is not an autosave of ours: not read. */
#define AUTOSAVE_MAX_BYTES (4 * 1024 * 1024)

char *
vik_autosave_path (const char *dir, const char *id, int generation)
{
  return vik_autosave_file (dir, id, generation, VIK_AUTOSAVE_SUFFIX);
}

/* The info of one newest autosave: FALSE when it does not load. */
static gboolean
read_info (VikAutosaveInfo *info, const char *data, gsize length)
{
  g_autoptr (VikGame) game = vik_game_load_from_data (data, length, info->path, NULL);

  if (game == NULL)
    return FALSE;
  info->n_players = vik_game_get_n_players (game);
  info->turn = vik_game_get_turn (game);
  info->to_move = g_strdup (vik_game_get_player_name (game, vik_game_get_current_player (game)));
  return TRUE;
}

const VikAutosaveGame *
vik_autosave_viktory (void)
{
  static const VikAutosaveGame viktory = {
    .suffix = VIK_AUTOSAVE_SUFFIX,
    .max_bytes = AUTOSAVE_MAX_BYTES,
    .read = read_info,
    .continue_words = N_("Continue"),
    .before_turn_1 = N_("setup"),
  };

  return &viktory;
}
