/* vik-viktory-gui-game.c: VIKTORY II's entry in the list of games' windows
 * (vik-gui-game.h). */
#include "config.h"

#include "vik-gui-game.h"
#include "vik-new-game-dialog.h"

#include <glib/gi18n.h>

/* Its saves need no owner: a file no other game claims is VIKTORY II's (the
 * older ones have no [Game] group), and its window shows its own Continue. */
static const VikGuiGame viktory2 = {
  .id = "viktory2",
  .widget_name = "game-viktory",
  .label = "VIKTORY II",
  .subtitle = N_("Morrison Games’ hex game of exploration and conquest"),
  .open_new_game = vik_new_game_dialog_open,
  .window_is_empty = vik_window_shows_no_game,
};

const VikGuiGame *
vik_viktory_gui_game (void)
{
  return &viktory2;
}
