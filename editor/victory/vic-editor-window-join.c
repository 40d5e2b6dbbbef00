/* vic-editor-window-join.c: the Victory editor joins a map tile file to the
 * map, north, south, east or west of it or at a column and row (1.1). */
#include "config.h"

#include "vic-editor-window-private.h"
#include "vik-file-chooser.h"

#include <glib/gi18n.h>

/* vic-editor.join: (path, column, row) places a tile file there (1.1). */
void
vic_editor_window_join_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  VicEditorWindow *self = data;
  const char *path;
  int column, row;
  g_autoptr(GError) error = NULL;
  g_autoptr(VicEditorDoc) tile = NULL;

  g_variant_get (param, "(&sii)", &path, &column, &row);
  tile = vic_editor_doc_open (path, &error);
  if (tile == NULL || !vic_editor_doc_join (self->doc, vic_editor_doc_get_map (tile), column, row, &error))
    {
      vic_editor_window_set_status (self, error->message);
      return;
    }
  vic_editor_window_set_status (self, NULL);
  vic_editor_window_contents_changed (self);
}

/* vic-editor.join-at: (path, side) places a tile file north, south, east or
 * west of the map, the half-hexes of the two edges overlapping (1.1). */
void
vic_editor_window_join_at_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  VicEditorWindow *self = data;
  const VicMap *map = vic_editor_doc_get_map (self->doc);
  const char *path, *where;
  g_autoptr(GError) error = NULL;
  g_autoptr(VicEditorDoc) tile = NULL;
  const VicMap *t;

  g_variant_get (param, "(&s&s)", &path, &where);
  tile = vic_editor_doc_open (path, &error);
  if (tile == NULL)
    {
      vic_editor_window_set_status (self, error->message);
      return;
    }
  t = vic_editor_doc_get_map (tile);
  g_action_group_activate_action (G_ACTION_GROUP (self->actions), "join",
                                  g_variant_new ("(sii)", path,
                                                 g_str_equal (where, "east") ? map->columns - 1
                                                 : g_str_equal (where, "west") ? -(t->columns - 1) : 0,
                                                 g_str_equal (where, "south") ? map->rows - 1
                                                 : g_str_equal (where, "north") ? -(t->rows - 1) : 0));
}

static void
join_where (AdwMessageDialog *dialog, const char *response, VicEditorWindow *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "path");

  if (!g_str_equal (response, "cancel"))
    g_action_group_activate_action (G_ACTION_GROUP (self->actions), "join-at", g_variant_new ("(ss)", path, response));
}

static void
join_chosen (GtkWindow *window, GFile *file)
{
  GtkWidget *dialog = adw_message_dialog_new (window, _("Where Does the Map Tile Go?"),
                                              _("Its edge's half-hexes and the map's make whole hexes (1.1)."));

  g_object_set_data_full (G_OBJECT (dialog), "path", g_file_get_path (file), g_free);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "north", _("_North"),
                                    "south", _("_South"), "west", _("_West"), "east", _("_East"), NULL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (join_where), window);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
vic_editor_window_join_ask_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  static const char *const suffixes[] = { "vicmap", NULL };
  VikFileChoice choice = {
    .title = _("Join a Map Tile"), .accept_label = _("_Join"),
    .filter_name = _("Victory maps"), .suffixes = suffixes,
  };
  vik_file_chooser_ask (GTK_WINDOW (data), &choice, join_chosen);
}

