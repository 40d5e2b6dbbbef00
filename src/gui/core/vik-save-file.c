/* vik-save-file.c: reading and writing a saved game's file (see the header). */
#include "config.h"

#include "vik-save-file.h"
#include "vik-file-io.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

void
vik_save_file_name_error (GError **error, GFile *file, VikSaveFileDoing doing)
{
  g_autofree char *name = NULL;

  if (error == NULL || *error == NULL)
    return;
  name = g_file_get_parse_name (file);
  if (strstr ((*error)->message, name) != NULL)
    return;
  switch (doing)
    {
    case VIK_SAVE_FILE_SAVING: g_prefix_error (error, _("Could not save “%s”: "), name); break;
    case VIK_SAVE_FILE_OPENING: g_prefix_error (error, _("Could not open “%s”: "), name); break;
    case VIK_SAVE_FILE_READING: g_prefix_error (error, _("“%s”: "), name); break;
    }
}

gboolean
vik_save_file_write (GFile *file, const char *data, gsize length, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GFile) parent = g_file_get_parent (file);
  gboolean ok;

  if (parent != NULL)
    {
      g_autofree char *dir = g_file_get_path (parent);
      if (dir != NULL)
        g_mkdir_with_parents (dir, 0700);
    }
  if (path != NULL)
    ok = vik_file_write_atomic (path, data, length, error);
  else
    ok = g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error);
  if (!ok)
    vik_save_file_name_error (error, file, VIK_SAVE_FILE_SAVING);
  return ok;
}

gboolean
vik_save_file_read (GFile *file, gsize max_bytes, char **data, gsize *length, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  gboolean ok;

  if (path != NULL)
    ok = vik_file_read_bounded (path, max_bytes, data, length, error);
  else
    ok = g_file_load_contents (file, NULL, data, length, NULL, error);
  if (!ok)
    vik_save_file_name_error (error, file, VIK_SAVE_FILE_OPENING);
  return ok;
}
