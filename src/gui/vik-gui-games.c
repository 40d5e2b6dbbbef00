/* vik-gui-games.c: the games' windows, listed once for the shared parts
 * that offer a choice of game (vik-game-choice.h).  The one file of the
 * window library that names both games, like src/games/vik-games.c for the
 * engines. */
#include "config.h"

#include "vik-game-choice.h"
#include "vik-new-game-dialog.h"
#include "vic-new-game-dialog.h"

#include <glib/gi18n.h>

static const VikGameChoice viktory2 = {
  .id = "viktory2",
  .widget_name = "game-viktory",
  .label = "VIKTORY II",
  .subtitle = N_("Morrison Games’ hex game of exploration and conquest"),
  .open_new_game = vik_new_game_dialog_open,
  .window_is_empty = vik_window_shows_no_game,
};

static const VikGameChoice victory = {
  .id = "victory",
  .widget_name = "game-victory",
  .label = "Victory",
  .subtitle = N_("Columbia Games’ WW2 block game"),
  .open_new_game = vic_new_game_dialog_open,
  .window_is_empty = NULL,
};

const VikGameChoice *const *
vik_gui_games (guint *n)
{
  static const VikGameChoice *const games[] = { &viktory2, &victory };
  *n = G_N_ELEMENTS (games);
  return games;
}
