/* vic-continue.c: the start screen's Continue for Victory (see the header). */
#include "config.h"

#include "vic-continue.h"
#include "vic-autosave.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>

char *
vic_continue_label (const char *dir)
{
  g_autoptr (GPtrArray) list = dir != NULL ? vik_autosave_catalogue (vic_autosave_victory (), dir) : NULL;

  if (list == NULL || list->len == 0)
    return NULL;
  return vik_autosave_describe (vic_autosave_victory (), g_ptr_array_index (list, 0),
                                g_get_real_time () / G_USEC_PER_SEC);
}

char *
vic_continue_path (const char *dir)
{
  g_autoptr (GPtrArray) list = dir != NULL ? vik_autosave_catalogue (vic_autosave_victory (), dir) : NULL;

  if (list == NULL || list->len == 0)
    return NULL;
  return g_strdup (((VikAutosaveInfo *) g_ptr_array_index (list, 0))->path);
}

VicWindow *
vic_continue_newest (GtkWindow *parent, const char *dir, GError **error)
{
  g_autoptr (GPtrArray) list = vik_autosave_catalogue (vic_autosave_victory (), dir);
  g_autoptr (GFile) file = NULL;

  if (list->len == 0)
    {
      g_autoptr (GError) local = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                                              _("No autosaved Victory game in “%s”"), dir);
      vik_show_error_dialog (parent, _("Could not continue the autosaved game"), local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  file = g_file_new_for_path (((VikAutosaveInfo *) g_ptr_array_index (list, 0))->path);
  /* the game keeps its id ([Display] GameId): its autosaves go on where they were */
  return vic_window_open_in_new (gtk_window_get_application (parent), parent, file, error);
}
