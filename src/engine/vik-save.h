/* vik-save.h: saved games as GKeyFile (docs/file-format.md).
 *
 * A save holds the format version, the rule options, the whole state (random
 * generator and draw pile included) and the history in the notation.  Saving is
 * atomic; loading a damaged or hand-edited file gives a GError naming the
 * group and key, and never crashes. */
#pragma once

#include "vik-game.h"

G_BEGIN_DECLS

#define VIK_SAVE_FORMAT_VERSION 1

#define VIK_SAVE_ERROR (vik_save_error_quark ())
GQuark vik_save_error_quark (void);

typedef enum {
  VIK_SAVE_ERROR_INVALID,   /* a value is missing, malformed or out of range */
  VIK_SAVE_ERROR_VERSION,   /* written by a newer version of the program */
} VikSaveError;

/* The largest save file read (docs/file-format.md); a long game is ~100 KiB. */
#define VIK_SAVE_MAX_FILE_BYTES (4u << 20)

char     *vik_game_save_to_data   (const VikGame *game, gsize *length);
gboolean  vik_game_save           (const VikGame *game, const char *path, GError **error);
/* `name` is used in error messages (a file name, or "<data>"). */
VikGame  *vik_game_load_from_data (const char *data, gsize length, const char *name, GError **error);
VikGame  *vik_game_load           (const char *path, GError **error);

G_END_DECLS
