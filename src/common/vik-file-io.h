/* vik-file-io.h: files you can trust, shared by every game (GLib only).
 *
 * vik_file_write_atomic() replaces a file so that a crash, a kill or a full
 * disk leaves either the old file or the new one, byte for byte, never a mix
 * or an empty file.  vik_file_read_bounded() reads a regular file no larger
 * than a limit, without blocking on a FIFO or reading a device forever.
 * Errors are G_FILE_ERROR and name the file and the cause in a player's words.
 * docs/file-format.md ("Writing and reading files") describes the guarantees. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Temporary files of a target are named ".NAME.XXXXXX" in its folder; one
 * older than this many seconds is left over from a crash and removed by the
 * next save of the same target. */
#define VIK_FILE_STALE_TEMP_SECONDS 60

/* Writes len bytes of data to path atomically: follows symbolic links to the
 * final target (the link stays a link), writes a temporary file beside the
 * target, fsyncs it, gives it the old file's mode (0644 & ~umask for a new
 * file), renames it over the target and fsyncs the folder.  On failure the
 * temporary file is removed and the target is untouched.  A rename gives the
 * target a new inode: other hard links keep the old contents. */
gboolean vik_file_write_atomic (const char  *path,
                                const char  *data,
                                gsize        len,
                                GError     **error);

typedef enum {
  VIK_FILE_READ_DEFAULT    = 0,
  VIK_FILE_READ_NO_SYMLINK = 1 << 0,   /* refuse a symbolic link as the last component */
} VikFileReadFlags;

/* Reads a whole regular file of at most max_bytes into *out (NUL-terminated,
 * free with g_free) and its length into *len.  Folders, FIFOs, devices and
 * sockets are refused without reading; the size is checked before reading. */
gboolean vik_file_read_bounded (const char  *path,
                                gsize        max_bytes,
                                char       **out,
                                gsize       *len,
                                GError     **error);

gboolean vik_file_read_bounded_full (const char        *path,
                                     gsize              max_bytes,
                                     VikFileReadFlags   flags,
                                     char             **out,
                                     gsize             *len,
                                     GError           **error);

G_END_DECLS
