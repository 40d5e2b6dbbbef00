/* vik-editor-window-files.c: the map editor's files: opening a map or a
 * scenario, saving (validated first, saved anyway), the file choosers
 * (vik-file-chooser.h, shared with the game) and the Save / Discard / Cancel
 * question before unsaved changes are dropped. */
#include "config.h"

#include "vik-editor-window-private.h"
#include "vik-file-chooser.h"
#include "vik-unsaved-dialog.h"
#include "vik-editor-game.h"

#include <glib/gi18n.h>

static gboolean
is_map_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return name != NULL && g_str_has_suffix (name, VIK_MAP_EXTENSION);
}

gboolean
vik_editor_window_open_file (VikEditorWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GError) local = NULL;
  VikScenario *sc = NULL;

  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), FALSE);

  {
    /* another game's map or scenario (a Victory .vicmap): its editor's own window */
    const VikEditorGame *other = vik_editor_games_of_path (path);
    if (other != NULL && other != vik_viktory_editor_game () && other->open_file != NULL)
      return other->open_file (gtk_window_get_application (GTK_WINDOW (self)), GTK_WINDOW (self), file, error);
  }
  if (path == NULL)
    g_set_error (&local, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be opened."));
  else if (is_map_file (file))
    {
      VikMap *map = vik_map_load (path, &local);
      if (map != NULL)
        {
          sc = vik_scenario_new (map, CLAMP (map->n_groups, 2, VIK_MAX_PLAYERS));
          vik_map_free (map);
        }
    }
  else
    sc = vik_scenario_load (path, &local);

  if (sc == NULL)
    {
      vik_file_error (GTK_WINDOW (self), VIK_FILE_OPEN, file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  vik_editor_window_replace_editor (self, vik_editor_new (sc));
  vik_editor_window_set_file (self, file);
  vik_editor_window_validate (self);
  return TRUE;
}

gboolean
vik_editor_window_save_file (VikEditorWindow *self, GFile *file, GError **error)
{
  const VikScenario *sc = vik_editor_window_scenario (self);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GError) local = NULL;
  gboolean ok;
  guint n_errors;

  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), FALSE);

  /* validation before saving: the problems are listed, the work is saved anyway */
  n_errors = vik_editor_window_validate (self);
  if (path == NULL)
    {
      g_set_error (&local, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be saved."));
      ok = FALSE;
    }
  else if (is_map_file (file))
    ok = vik_map_save (sc->map, path, &local);
  else
    {
      ok = vik_scenario_save (sc, path, &local);
      /* a referenced map is a file of its own, next to the scenario */
      if (ok && sc->map_path != NULL)
        {
          g_autofree char *dir = g_path_get_dirname (path);
          g_autofree char *map_path = g_build_filename (dir, sc->map_path, NULL);
          ok = vik_map_save (sc->map, map_path, &local);
        }
    }
  if (!ok)
    {
      vik_file_error (GTK_WINDOW (self), VIK_FILE_SAVE, file, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  vik_editor_mark_saved (self->editor);
  vik_editor_window_set_file (self, file);
  if (n_errors > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Saved with %u error: it will not play until it is fixed",
                                                            "Saved with %u errors: it will not play until they are fixed",
                                                            n_errors), n_errors);
      vik_editor_window_toast (self, text);
    }
  else
    vik_editor_window_toast (self, _("Saved"));
  return TRUE;
}

/* ---------------------------------------------------------------- choosing a file */

static const char *const file_suffixes[] = { VIK_SCENARIO_EXTENSION + 1, VIK_MAP_EXTENSION + 1, NULL };
/* Open takes Victory's maps and scenarios too (they open in the Victory editor). */
static const char *const open_suffixes[] = { VIK_SCENARIO_EXTENSION + 1, VIK_MAP_EXTENSION + 1, "vicmap", "vicscn",
                                             NULL };

static void
save_chosen (GtkWindow *window, GFile *file)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (window);
  VikEditorWindowThen then = self->after_save;

  self->after_save = NULL;
  if (vik_editor_window_save_file (self, file, NULL) && then != NULL)
    then (self);
}

static void
open_chosen (GtkWindow *window, GFile *file)
{
  vik_editor_window_open_file (VIK_EDITOR_WINDOW (window), file, NULL);
}

void
vik_editor_window_ask_save (VikEditorWindow *self, VikEditorWindowThen then)
{
  const VikScenario *sc = vik_editor_window_scenario (self);
  g_autofree char *name = g_strdup_printf ("%s%s", sc->title && sc->title[0] ? sc->title : _("Untitled"),
                                           VIK_SCENARIO_EXTENSION);
  VikFileChoice choice = {
    .save = TRUE, .title = _("Save Map or Scenario"), .accept_label = _("_Save"),
    .filter_name = _("Maps and scenarios"), .suffixes = file_suffixes,
    .suggested_name = name, .current_file = self->file,
  };

  if (vik_file_chooser_is_open (GTK_WINDOW (self)))
    return;
  self->after_save = then;
  vik_file_chooser_ask (GTK_WINDOW (self), &choice, save_chosen);
}

void
vik_editor_window_ask_open (VikEditorWindow *self)
{
  VikFileChoice choice = {
    .title = _("Open Map or Scenario"), .accept_label = _("_Open"),
    .filter_name = _("Maps and scenarios"), .suffixes = open_suffixes,
  };

  vik_file_chooser_ask (GTK_WINDOW (self), &choice, open_chosen);
}

/* ---------------------------------------------------------------- nothing lost without asking */

static void
discard_response (const char *response, gpointer data)
{
  VikEditorWindow *self = data;
  VikEditorWindowThen then = self->after_save;

  self->after_save = NULL;
  if (g_strcmp0 (response, VIK_UNSAVED_DISCARD) == 0)
    then (self);
  else if (g_strcmp0 (response, VIK_UNSAVED_SAVE) == 0)
    {
      if (self->file == NULL)
        vik_editor_window_ask_save (self, then); /* goes on after the file chooser's Save */
      else if (vik_editor_window_save_file (self, self->file, NULL))
        then (self);
    }
  g_object_unref (self);
}

void
vik_editor_window_confirm_discard (VikEditorWindow *self, VikEditorWindowThen then)
{
  if (!vik_editor_is_modified (self->editor))
    {
      then (self);
      return;
    }
  self->after_save = then;
  vik_unsaved_dialog_present (GTK_WINDOW (self), _("Save Changes?"),
                              _("The map has changes that were not saved. If you don’t save them, "
                                "they are lost."),
                              discard_response, g_object_ref (self));
}
