/* vik-autosave.h: the catalogue of VIKTORY II autosaves, for the start
 * screen's Continue.
 *
 * VikGameModel writes each game's autosaves as <id>.vik, <id>.1.vik and
 * <id>.2.vik in the autosave folder (vik-autosave-files.h: the folder, the
 * ids, the generations, written once for both games).  This lists each
 * game's newest generation present that loads, newest first.  GTK-free: the
 * model writes, the window lists. */
#pragma once

#include <glib.h>

#include "vik-autosave-files.h"

G_BEGIN_DECLS

/* The suffix of VIKTORY II's autosaves. */
#define VIK_AUTOSAVE_SUFFIX ".vik"

/* dir/<id>.vik, or dir/<id>.<generation>.vik for the older ones. */
char      *vik_autosave_path          (const char *dir, const char *id, int generation);
/* VIKTORY II's autosaves, for vik_autosave_catalogue() (no name; "Continue:
 * 4 players, turn 12, Bjorn to move, 2 hours ago"). */
const VikAutosaveGame *vik_autosave_viktory (void);

G_END_DECLS
