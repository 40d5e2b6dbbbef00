/* vic-autosave.h: the catalogue of *Victory* autosaves, for the start
 * screen's Continue.
 *
 * VicGameModel writes each game's autosaves as <id>.vic, <id>.1.vic and
 * <id>.2.vic in the autosave folder it shares with VIKTORY II
 * (vik-autosave-files.h, written once for both games; VIKTORY II's
 * catalogue, vik-autosave.h, reads only `.vik`).  This lists each
 * game's newest generation present that loads, newest first.  GTK-free. */
#pragma once

#include "vik-autosave-files.h"

G_BEGIN_DECLS

/* The suffix of Victory's autosaves. */
#define VIC_AUTOSAVE_SUFFIX ".vic"

/* Victory's autosaves, for vik_autosave_catalogue() (the name is the
 * map's; "Continue Victory: North and South, turn 3, Anna to move, 5
 * minutes ago"). */
const VikAutosaveGame *vic_autosave_victory (void);

G_END_DECLS
