/* editor-test.h: the editor window tests start as the program does: GTK,
 * both games' windows and both games' editors registered (vik-gui-game.h,
 * vik-editor-game.h). */
#pragma once

#include "gui-test-util.h"
#include "vik-editor-game.h"
#include "vic-editor-game.h"

static inline void
editor_test_init (void)
{
  gui_test_init_gtk ();
  vik_editor_games_register (vik_viktory_editor_game ());
  vik_editor_games_register (vic_victory_editor_game ());
}
