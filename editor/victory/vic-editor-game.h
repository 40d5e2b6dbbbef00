/* vic-editor-game.h: Victory's editor as the shared editor parts see it
 * (vik-editor-game.h). */
#pragma once

#include "vik-editor-game.h"

G_BEGIN_DECLS

const VikEditorGame *vic_victory_editor_game (void);

G_END_DECLS
