/* vic-gui-game.h: Victory's windows as the shared window parts see them
 * (vik-gui-game.h). */
#pragma once

#include "vik-gui-game.h"

G_BEGIN_DECLS

const VikGuiGame *vic_victory_gui_game (void);

G_END_DECLS
