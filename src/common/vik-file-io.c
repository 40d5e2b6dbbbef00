/* vik-file-io.c: atomic writes and bounded reads (see vik-file-io.h).
 *
 * A save is never written in place: the bytes go to a temporary file in the
 * target's folder (same file system, so rename() is atomic), which is fsynced
 * before it is renamed over the target, so after a crash the name holds the
 * old file or the new one.  Every step is checked; on failure the temporary
 * file is removed and the target was never touched. */
#include "config.h"

#include "vik-file-io.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

/* Linux's limit on symbolic links followed in one lookup. */
#define MAX_SYMLINKS 40
/* Temporary names are ".NAME.XXXXXX": keep them within a file name's 255 bytes. */
#define MAX_TEMP_BASE 200

/* ---------------------------------------------------------------- errors */

/* The cause of a failed system call, as a player would say it. */
static const char *
cause_in_words (int err, gboolean writing)
{
  switch (err)
    {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      return _("the disk is full");
    case EROFS:
      return _("the disk or folder is read-only");
    case EACCES:
    case EPERM:
      return writing ? _("you do not have permission to write there")
                     : _("you do not have permission to read it");
    case ENOENT:
      return _("there is no such file or folder");
    case ENOTDIR:
      return _("a part of the path is not a folder");
    case EISDIR:
      return _("it is a folder, not a file");
    case ENAMETOOLONG:
      return _("the name is too long");
    case ELOOP:
      return _("it leads through too many symbolic links");
    case EIO:
      return _("the disk reported an input/output error");
    default:
      return g_strerror (err);
    }
}

static void
set_save_error (GError **error, const char *path, int err)
{
  char *shown = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
               _("Could not save “%s”: %s"), shown, cause_in_words (err, TRUE));
  g_free (shown);
}

static void
set_open_error (GError **error, const char *path, GFileError code, const char *cause)
{
  char *shown = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, code, _("Could not open “%s”: %s"), shown, cause);
  g_free (shown);
}

/* ---------------------------------------------------------------- writing */

/* The file a write to path replaces: symbolic links followed to their final
 * target, which need not exist yet.  NULL with errno ELOOP for a loop. */
static char *
resolve_target (const char *path)
{
  char *current = g_strdup (path);

  for (int i = 0; i < MAX_SYMLINKS; i++)
    {
      GStatBuf st;
      char *link, *next;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return current;     /* a missing file is created; other errors show on writing */
      link = g_file_read_link (current, NULL);
      if (link == NULL)
        return current;
      if (g_path_is_absolute (link))
        next = g_steal_pointer (&link);
      else
        {
          char *dir = g_path_get_dirname (current);
          next = g_build_filename (dir, link, NULL);
          g_free (dir);
          g_free (link);
        }
      g_free (current);
      current = next;
    }
  g_free (current);
  errno = ELOOP;
  return NULL;
}

/* ".NAME." for the target's base name (shortened if need be). */
static char *
temp_prefix (const char *base)
{
  return g_strdup_printf (".%.*s.", MAX_TEMP_BASE, base);
}

/* Removes the temporary files of earlier saves of this target that a crash
 * or a kill left behind: ".NAME.XXXXXX", regular, older than a minute (a
 * younger one may belong to a save under way in another process). */
static void
remove_stale_temps (const char *dir, const char *prefix)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *entry;
  gsize plen = strlen (prefix);
  time_t now = time (NULL);

  if (d == NULL)
    return;
  while ((entry = g_dir_read_name (d)) != NULL)
    {
      GStatBuf st;
      char *full;

      if (strncmp (entry, prefix, plen) != 0 || strlen (entry) != plen + 6)
        continue;
      full = g_build_filename (dir, entry, NULL);
      if (g_lstat (full, &st) == 0 && S_ISREG (st.st_mode)
          && st.st_mtime + VIK_FILE_STALE_TEMP_SECONDS < now)
        g_unlink (full);
      g_free (full);
    }
  g_dir_close (d);
}

static gboolean
write_all (int fd, const char *data, gsize len)
{
  while (len > 0)
    {
      ssize_t n = write (fd, data, MIN (len, (gsize) G_MAXSSIZE));
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return FALSE;
        }
      data += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/* Makes the rename durable; a folder that cannot be synced is no error (the
 * file itself is already on disk). */
static void
sync_folder (const char *dir)
{
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd < 0)
    return;
  (void) fsync (fd);
  close (fd);
}

/* Writes the temporary file: all bytes, the old file's owner and mode, fsync. */
static gboolean
fill_temp (int fd, const char *data, gsize len, const GStatBuf *old)
{
  if (!write_all (fd, data, len))
    return FALSE;
  if (old != NULL)
    {
      /* root saving someone's file keeps it theirs; others cannot give a
       * file away, and a save of their own is then theirs (no error) */
      if ((old->st_uid != geteuid () || old->st_gid != getegid ())
          && fchown (fd, old->st_uid, old->st_gid) != 0)
        g_debug ("vik_file_write_atomic: the save stays the writer's: %s", g_strerror (errno));
      if (fchmod (fd, old->st_mode & 07777) != 0)
        return FALSE;
    }
  return fsync (fd) == 0;
}

gboolean
vik_file_write_atomic (const char *path, const char *data, gsize len, GError **error)
{
  char *target, *dir = NULL, *base = NULL, *prefix = NULL, *temp = NULL;
  GStatBuf st;
  gboolean have_old, ok = FALSE;
  int fd, err;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  if ((target = resolve_target (path)) == NULL)
    {
      set_save_error (error, path, errno);
      return FALSE;
    }
  have_old = g_stat (target, &st) == 0;
  if (!have_old && errno != ENOENT)
    {
      set_save_error (error, path, errno);
      goto out;
    }
  if (have_old && S_ISDIR (st.st_mode))
    {
      set_save_error (error, path, EISDIR);
      goto out;
    }
  if (have_old && !S_ISREG (st.st_mode))
    {
      char *shown = g_filename_display_name (path);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("Could not save “%s”: it is not a regular file"), shown);
      g_free (shown);
      goto out;
    }

  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  prefix = temp_prefix (base);
  remove_stale_temps (dir, prefix);
  temp = g_strdup_printf ("%s%s%sXXXXXX", dir, G_DIR_SEPARATOR_S, prefix);
  /* a new file gets 0644 less the umask (open() applies it) */
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, have_old ? 0600 : 0644);
  if (fd < 0)
    {
      set_save_error (error, path, errno);
      goto out;
    }
  if (!fill_temp (fd, data, len, have_old ? &st : NULL))
    {
      err = errno;
      close (fd);
      g_unlink (temp);
      set_save_error (error, path, err);
      goto out;
    }
  if (close (fd) != 0 || g_rename (temp, target) != 0)
    {
      err = errno;
      g_unlink (temp);
      set_save_error (error, path, err);
      goto out;
    }
  sync_folder (dir);
  ok = TRUE;

out:
  g_free (temp);
  g_free (prefix);
  g_free (base);
  g_free (dir);
  g_free (target);
  return ok;
}

/* ---------------------------------------------------------------- reading */

gboolean
vik_file_read_bounded (const char *path, gsize max_bytes, char **out, gsize *len, GError **error)
{
  return vik_file_read_bounded_full (path, max_bytes, VIK_FILE_READ_DEFAULT, out, len, error);
}

/* Reads fd to its end, at most max_bytes; size is what fstat said (the file
 * may grow or shrink while it is read). */
static char *
read_to_end (int fd, gsize size, gsize max_bytes, gsize *len, int *err, gboolean *too_large)
{
  /* room for size bytes, one more to notice growth, and the NUL */
  gsize cap = size + 2, total = 0;
  char *buf = g_try_malloc (cap);

  if (buf == NULL)
    {
      *err = ENOMEM;
      return NULL;
    }
  for (;;)
    {
      ssize_t n = read (fd, buf + total, cap - 1 - total);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          *err = errno;
          g_free (buf);
          return NULL;
        }
      if (n == 0)
        break;
      total += (gsize) n;
      if (total > max_bytes)
        {
          *too_large = TRUE;
          g_free (buf);
          return NULL;
        }
      if (total == cap - 1)   /* the file grew: more room, up to the limit + 1 */
        {
          cap = MIN (cap * 2, max_bytes + 2);
          buf = g_realloc (buf, cap);
        }
    }
  buf[total] = '\0';
  *len = total;
  return buf;
}

gboolean
vik_file_read_bounded_full (const char *path, gsize max_bytes, VikFileReadFlags flags,
                            char **out, gsize *len, GError **error)
{
  int oflags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
  struct stat st;
  int fd, err = 0;
  gboolean too_large = FALSE;
  char *data;

  g_return_val_if_fail (path != NULL && out != NULL && len != NULL, FALSE);
  g_return_val_if_fail (max_bytes < G_MAXSIZE / 2, FALSE);

  *out = NULL;
  *len = 0;
  if (flags & VIK_FILE_READ_NO_SYMLINK)
    oflags |= O_NOFOLLOW;
  /* O_NONBLOCK: opening a FIFO returns at once, and fstat then refuses it */
  fd = open (path, oflags);
  if (fd < 0)
    {
      err = errno;
      if (err == ELOOP && (flags & VIK_FILE_READ_NO_SYMLINK))
        set_open_error (error, path, G_FILE_ERROR_FAILED, _("it is a symbolic link, not a file"));
      else
        set_open_error (error, path, g_file_error_from_errno (err), cause_in_words (err, FALSE));
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      err = errno;
      close (fd);
      set_open_error (error, path, g_file_error_from_errno (err), cause_in_words (err, FALSE));
      return FALSE;
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      set_open_error (error, path, G_FILE_ERROR_ISDIR, cause_in_words (EISDIR, FALSE));
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      set_open_error (error, path, G_FILE_ERROR_FAILED,
                      _("it is not a regular file (a device, a pipe or a socket)"));
      return FALSE;
    }
  if (st.st_size < 0 || (guint64) st.st_size > max_bytes)
    too_large = TRUE;
  data = too_large ? NULL : read_to_end (fd, (gsize) st.st_size, max_bytes, len, &err, &too_large);
  close (fd);
  if (too_large)
    {
      char *limit = g_format_size_full (max_bytes, G_FORMAT_SIZE_IEC_UNITS);
      char *cause = g_strdup_printf (_("it is larger than %s, the limit for this kind of file"), limit);
      set_open_error (error, path, G_FILE_ERROR_FAILED, cause);
      g_free (cause);
      g_free (limit);
      return FALSE;
    }
  if (data == NULL)
    {
      set_open_error (error, path, g_file_error_from_errno (err), cause_in_words (err, FALSE));
      return FALSE;
    }
  *out = data;
  return TRUE;
}
