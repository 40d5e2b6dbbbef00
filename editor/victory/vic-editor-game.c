/* vic-editor-game.c: Victory's entry in the list of games' editors. */
#include "config.h"

#include "vic-editor-game.h"
#include "vic-editor-window.h"
#include "vik-file-chooser.h"

#include <glib/gi18n.h>

static GtkWindow *
new_map (GtkApplication *app)
{
  return GTK_WINDOW (vic_editor_window_new_tile (app));
}

static gboolean
owns_path (const char *path)
{
  return g_str_has_suffix (path, ".vicmap") || g_str_has_suffix (path, ".vicscn");
}

static gboolean
open_file (GtkApplication *app, GtkWindow *parent, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GError) local = NULL;
  VicEditorDoc *doc = path ? vic_editor_doc_open (path, &local) : NULL;

  if (doc == NULL)
    {
      if (local == NULL)
        g_set_error (&local, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be opened."));
      vik_file_error (parent, VIK_FILE_OPEN, file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gtk_window_present (GTK_WINDOW (vic_editor_window_new (app, doc, file)));
  return TRUE;
}

static const VikEditorGame victory = {
  .id = "victory",
  .label = N_("V_ictory"),
  .about = N_("Victory maps are geomorphic map tiles with hexside terrain, joined into layouts."),
  .new_map = new_map,
  .owns_path = owns_path,
  .open_file = open_file,
};

const VikEditorGame *
vic_victory_editor_game (void)
{
  return &victory;
}
