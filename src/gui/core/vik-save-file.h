/* vik-save-file.h: reading and writing a saved game's file, whichever game
 * it holds.
 *
 * A local file is replaced atomically and read within the game's save limit
 * (src/common/vik-file-io.h); GIO handles the rare file without a path.
 * Every error names the file.  The models (VikGameModel, VicGameModel) make
 * and read the text; this moves it.  Includes no game's header; GTK-free. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  VIK_SAVE_FILE_SAVING,    /* "Could not save “NAME”: ..." */
  VIK_SAVE_FILE_OPENING,   /* "Could not open “NAME”: ..." */
  VIK_SAVE_FILE_READING,   /* "“NAME”: ..." (the text is not a game) */
} VikSaveFileDoing;

/* Makes sure the error names the file (GIO's usually do). */
void     vik_save_file_name_error (GError **error, GFile *file, VikSaveFileDoing doing);
/* Writes `data` to `file`, its folder made first. */
gboolean vik_save_file_write      (GFile *file, const char *data, gsize length, GError **error);
/* Reads `file`, at most max_bytes of it. */
gboolean vik_save_file_read       (GFile *file, gsize max_bytes, char **data, gsize *length, GError **error);

G_END_DECLS
