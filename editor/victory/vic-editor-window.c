/* vic-editor-window.c: the map editor's Victory mode (see the header; its
 * widgets in data/ui/vic-editor-window.ui). */
#include "config.h"

#include "vic-editor-window-private.h"
#include "vic-editor-painter.h"
#include "vic-editor-palette.h"
#include "vic-editor-scenario.h"
#include "vic-map-draw.h"
#include "vik-file-chooser.h"
#include "vik-unsaved-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (VicEditorWindow, vic_editor_window, ADW_TYPE_APPLICATION_WINDOW)


void
vic_editor_window_set_status (VicEditorWindow *self, const char *text)
{
  gtk_label_set_text (self->status, text != NULL ? text : "");
}

static gboolean
update_scenario (gpointer data)
{
  VicEditorWindow *self = data;

  self->scenario_idle = 0;
  vic_editor_scenario_panel_update (self->scenario, self->doc);
  return G_SOURCE_REMOVE;
}

/* The map's problems into the shared Problems page: every one an error (a
 * map with any does not play), at its hex or none.  A problem's hex stays
 * selected while a problem is at it. */
static void
show_problems (VicEditorWindow *self)
{
  g_autoptr(GPtrArray) problems = vic_editor_doc_problems (self->doc);
  GPtrArray *items = g_ptr_array_new_full (problems->len, g_object_unref);
  gboolean selected_listed = FALSE;

  for (guint i = 0; i < problems->len; i++)
    {
      const VicMapProblem *p = problems->pdata[i];
      g_ptr_array_add (items, vik_editor_problem_new (VIK_EDITOR_PROBLEM_ERROR, p->hex, p->message));
      selected_listed |= p->hex == self->selected;
    }
  vik_editor_problems_show (self->problems, items);
  if (!selected_listed && self->selected != VIC_NO_HEX)
    {
      self->selected = VIC_NO_HEX;
      vic_editor_painter_set_selected (self->painter, VIC_NO_HEX);
    }
}

/* After every change: the board, the title, the problems, the scenario
 * (rebuilt once idle: a row's own Enter may have caused the change). */
void
vic_editor_window_contents_changed (VicEditorWindow *self)
{
  const VicMap *map = vic_editor_doc_get_map (self->doc);
  g_autofree char *subtitle = NULL;

  vic_editor_painter_set_map (self->painter, map);
  subtitle = self->file != NULL ? g_file_get_basename (self->file) : g_strdup (_("Not saved"));
  if (vic_editor_doc_is_modified (self->doc))
    {
      char *dotted = g_strconcat ("• ", subtitle, NULL);
      g_free (subtitle);
      subtitle = dotted;
    }
  adw_window_title_set_title (self->title, map->name);
  adw_window_title_set_subtitle (self->title, subtitle);
  show_problems (self);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "undo")),
                               vic_editor_doc_can_undo (self->doc));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "redo")),
                               vic_editor_doc_can_redo (self->doc));
  if (self->scenario_idle == 0)
    self->scenario_idle = g_idle_add_full (G_PRIORITY_DEFAULT, update_scenario, g_object_ref (self), g_object_unref);
}

/* The tool at hex (and, for hexsides, the side nearest the pointer). */
static gboolean
apply (VicEditorWindow *self, int hex, int dir)
{
  g_autoptr(GError) error = NULL;
  gboolean changed;

  self->settings.name = self->name;
  changed = vic_editor_doc_apply (self->doc, &self->settings, hex, dir, &error);
  vic_editor_window_set_status (self, error != NULL ? error->message : NULL);
  if (changed)
    vic_editor_window_contents_changed (self);
  return changed;
}

static void
board_hex_activated (VikBoardView *board, int hex, guint state, VicEditorWindow *self)
{
  const VicMap *map = vic_editor_doc_get_map (self->doc);
  int side_hex = hex, dir = -1;

  if (self->settings.tool == VIC_TOOL_SIDE)
    {
      /* The side nearest the pointer; without one (a key press), nothing. */
      if (!vic_map_draw_pick_side (map, vik_board_view_get_layout (board), self->pointer_x, self->pointer_y,
                                   0.45, &side_hex, &dir))
        {
          vic_editor_window_set_status (self, _("Point at a hexside to change it"));
          return;
        }
    }
  apply (self, side_hex, dir);
}

/* A drag paints every hex it enters as one undo step (the hexside tool
 * takes clicks only). */
static void
board_stroke_begin (VikBoardView *board, VicEditorWindow *self)
{
  vic_editor_doc_begin_stroke (self->doc);
}

static void
board_hex_dragged (VikBoardView *board, int hex, VicEditorWindow *self)
{
  if (self->settings.tool != VIC_TOOL_SIDE)
    apply (self, hex, -1);
}

static void
board_stroke_end (VikBoardView *board, VicEditorWindow *self)
{
  vic_editor_doc_end_stroke (self->doc);
}

static void
pointer_moved (GtkEventControllerMotion *motion, double x, double y, VicEditorWindow *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

/* ---------------------------------------------------------------- actions */

static void
change_state (GSimpleAction *action, GVariant *value, gpointer data)
{
  VicEditorWindow *self = data;
  const char *name = g_action_get_name (G_ACTION (action));

  if (g_str_equal (name, "tool"))
    {
      const char *id = g_variant_get_string (value, NULL);
      for (int t = 0; t < VIC_N_TOOLS; t++)
        if (g_str_equal (vic_tool_info (t)->id, id))
          self->settings.tool = t;
    }
  else if (g_str_equal (name, "terrain"))
    {
      int t = vic_editor_terrain_for_id (g_variant_get_string (value, NULL));
      if (t < 0)
        return;
      self->settings.terrain = t;
    }
  else if (g_str_equal (name, "side"))
    {
      const char *id = g_variant_get_string (value, NULL);
      for (int k = 0; k < VIC_N_SIDE_KINDS; k++)
        if (g_str_equal (vic_side_kind_id (k), id))
          self->settings.side = k;
    }
  else if (g_str_equal (name, "pp"))
    self->settings.pp = CLAMP (g_variant_get_int32 (value), 1, 9);
  else if (g_str_equal (name, "tile"))
    self->settings.tile = CLAMP (g_variant_get_int32 (value), 1, VIC_MAX_TILES) - 1;
  else if (g_str_equal (name, "radius"))
    self->settings.radius = CLAMP (g_variant_get_int32 (value), 0, 4);
  else if (g_str_equal (name, "symmetry"))
    {
      const char *id = g_variant_get_string (value, NULL);
      self->settings.symmetry = g_str_equal (id, "mirror") ? VIK_SYMMETRY_MIRROR
        : g_str_equal (id, "rotate-2") ? VIK_SYMMETRY_ROTATE_2 : VIK_SYMMETRY_NONE;
    }
  else if (g_str_equal (name, "name"))
    g_strlcpy (self->name, g_variant_get_string (value, NULL), sizeof self->name);
  g_simple_action_set_state (action, value);
}

/* vic-editor.apply-at: "e5" applies the tool at a hex, "e5-e6" the hexside tool there. */
static void
apply_at_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  VicEditorWindow *self = data;
  const VicMap *map = vic_editor_doc_get_map (self->doc);
  g_auto(GStrv) ends = g_strsplit (g_variant_get_string (param, NULL), "-", 2);
  int a = vic_map_lookup (map, ends[0]), dir = -1;

  if (a != VIC_NO_HEX && ends[1] != NULL)
    dir = vic_map_direction (map, a, vic_map_lookup (map, ends[1]));
  if (a == VIC_NO_HEX || (ends[1] != NULL && dir < 0))
    {
      vic_editor_window_set_status (self, _("There is no hex there"));
      return;
    }
  apply (self, a, dir);
}

static void
undo_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  VicEditorWindow *self = data;
  if (g_str_equal (g_action_get_name (G_ACTION (action)), "undo") ? vic_editor_doc_undo (self->doc)
      : vic_editor_doc_redo (self->doc))
    vic_editor_window_contents_changed (self);
}

static gboolean
save_to (VicEditorWindow *self, GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);

  if (!vic_editor_doc_save (self->doc, path, &error))
    {
      vik_file_error (GTK_WINDOW (self), VIK_FILE_SAVE, file, error);
      return FALSE;
    }
  g_set_object (&self->file, file);
  vic_editor_window_contents_changed (self);
  return TRUE;
}

static void
save_chosen (GtkWindow *window, GFile *file)
{
  save_to (VIC_EDITOR_WINDOW (window), file);
}

static void
ask_save (VicEditorWindow *self)
{
  static const char *const suffixes[] = { "vicmap", "vicscn", NULL };
  VikFileChoice choice = {
    .save = TRUE,
    .title = _("Save the Victory Map"),
    .accept_label = _("_Save"),
    .filter_name = _("Victory maps and scenarios"),
    .suffixes = suffixes,
    .suggested_name = "map.vicmap",
    .current_file = self->file,
  };
  vik_file_chooser_ask (GTK_WINDOW (self), &choice, save_chosen);
}

static void
save_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  VicEditorWindow *self = data;

  if (param != NULL && g_variant_get_string (param, NULL)[0] != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (param, NULL));
      save_to (self, file);
    }
  else if (param == NULL && self->file != NULL)
    save_to (self, self->file);
  else
    ask_save (self);
}

static void
make_scenario_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  VicEditorWindow *self = data;

  vic_editor_doc_make_scenario (self->doc);
  vic_editor_window_contents_changed (self);
}

/* vic-editor.scenario-key: (group, key, value); "" removes the key. */
static void
scenario_key_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  VicEditorWindow *self = data;
  const char *group, *key, *value;
  g_autoptr(GError) error = NULL;

  g_variant_get (param, "(&s&s&s)", &group, &key, &value);
  if (!vic_editor_doc_is_scenario (self->doc))
    return;
  if (!vic_editor_doc_set_scenario_key (self->doc, group, key, value, &error) && error != NULL)
    {
      vic_editor_window_set_status (self, error->message);
      return;
    }
  vic_editor_window_set_status (self, NULL);
  vic_editor_window_contents_changed (self);
}

/* editor.select-problem (a row of the Problems page activated): its hex
 * shown selected on the board, its message in the status line. */
static void
select_problem_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VicEditorWindow *self = VIC_EDITOR_WINDOW (widget);
  VikEditorProblem *p = vik_editor_problems_get_problem (self->problems, (guint) g_variant_get_int32 (param));

  if (p == NULL)
    return;
  self->selected = vik_editor_problem_get_hex (p);
  vic_editor_painter_set_selected (self->painter, self->selected);
  vic_editor_window_set_status (self, vik_editor_problem_get_message (p));
}

static void
zoom_fit_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  vik_board_view_fit (VIC_EDITOR_WINDOW (data)->board);
}

static void
add_actions (VicEditorWindow *self)
{
  const GActionEntry entries[] = {
    { "tool", NULL, "s", "'terrain'", change_state, { 0 } },
    { "terrain", NULL, "s", "'clear'", change_state, { 0 } },
    { "side", NULL, "s", "'river'", change_state, { 0 } },
    { "pp", NULL, "i", "1", change_state, { 0 } },
    { "tile", NULL, "i", "1", change_state, { 0 } },
    { "radius", NULL, "i", "0", change_state, { 0 } },
    { "symmetry", NULL, "s", "'none'", change_state, { 0 } },
    { "name", NULL, "s", "''", change_state, { 0 } },
    { "apply-at", apply_at_action, "s", NULL, NULL, { 0 } },
    { "undo", undo_action, NULL, NULL, NULL, { 0 } },
    { "redo", undo_action, NULL, NULL, NULL, { 0 } },
    { "save", save_action, NULL, NULL, NULL, { 0 } },
    { "save-as", save_action, "s", NULL, NULL, { 0 } },
    { "join", vic_editor_window_join_action, "(sii)", NULL, NULL, { 0 } },
    { "join-at", vic_editor_window_join_at_action, "(ss)", NULL, NULL, { 0 } },
    { "join-tile", vic_editor_window_join_ask_action, NULL, NULL, NULL, { 0 } },
    { "play", vic_editor_window_play_action, NULL, NULL, NULL, { 0 } },
    { "zoom-fit", zoom_fit_action, NULL, NULL, NULL, { 0 } },
    { "make-scenario", make_scenario_action, NULL, NULL, NULL, { 0 } },
    { "scenario-key", scenario_key_action, "(sss)", NULL, NULL, { 0 } },
  };

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "vic-editor", G_ACTION_GROUP (self->actions));
}

/* ---------------------------------------------------------------- closing */

static gboolean
close_idle (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
close_response (const char *response, gpointer data)
{
  VicEditorWindow *self = data;
  gboolean close = g_strcmp0 (response, VIK_UNSAVED_DISCARD) == 0;

  if (g_strcmp0 (response, VIK_UNSAVED_SAVE) == 0)
    {
      if (self->file == NULL)
        ask_save (self);  /* saved there, the window stays open */
      else
        close = save_to (self, self->file);
    }
  if (close)
    {
      /* Closed once the dialog has finished its response. */
      self->close_confirmed = TRUE;
      g_idle_add_full (G_PRIORITY_DEFAULT, close_idle, g_object_ref (self), g_object_unref);
    }
  g_object_unref (self);
}

static gboolean
vic_editor_window_close_request (GtkWindow *window)
{
  VicEditorWindow *self = VIC_EDITOR_WINDOW (window);

  if (self->close_confirmed || !vic_editor_doc_is_modified (self->doc))
    return GTK_WINDOW_CLASS (vic_editor_window_parent_class)->close_request (window);
  vik_unsaved_dialog_present (window, _("Save Changes?"),
                              _("The map has changes that were not saved. If you don’t save them, "
                                "they are lost."),
                              close_response, g_object_ref (self));
  return TRUE;
}

static void
vic_editor_window_dispose (GObject *object)
{
  VicEditorWindow *self = VIC_EDITOR_WINDOW (object);

  if (self->painter != NULL)
    vic_editor_painter_set_map (self->painter, NULL);
  g_clear_handle_id (&self->scenario_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIC_TYPE_EDITOR_WINDOW);
  g_clear_object (&self->painter);
  g_clear_object (&self->actions);
  G_OBJECT_CLASS (vic_editor_window_parent_class)->dispose (object);
}

static void
vic_editor_window_finalize (GObject *object)
{
  VicEditorWindow *self = VIC_EDITOR_WINDOW (object);

  g_clear_pointer (&self->doc, vic_editor_doc_free);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (vic_editor_window_parent_class)->finalize (object);
}

static void
vic_editor_window_class_init (VicEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vic_editor_window_dispose;
  object_class->finalize = vic_editor_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = vic_editor_window_close_request;

  g_type_ensure (VIK_TYPE_BOARD_VIEW);
  g_type_ensure (VIK_TYPE_EDITOR_PROBLEMS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vic-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VicEditorWindow, title);
  gtk_widget_class_bind_template_child (widget_class, VicEditorWindow, body);
  gtk_widget_class_bind_template_child (widget_class, VicEditorWindow, board);
  gtk_widget_class_bind_template_child (widget_class, VicEditorWindow, scenario);
  gtk_widget_class_bind_template_child (widget_class, VicEditorWindow, problems);
  gtk_widget_class_bind_template_child (widget_class, VicEditorWindow, status);
  gtk_widget_class_bind_template_callback (widget_class, board_hex_activated);
  gtk_widget_class_bind_template_callback (widget_class, board_stroke_begin);
  gtk_widget_class_bind_template_callback (widget_class, board_hex_dragged);
  gtk_widget_class_bind_template_callback (widget_class, board_stroke_end);
  gtk_widget_class_bind_template_callback (widget_class, pointer_moved);
  /* the shared Problems page's rows ask for it */
  gtk_widget_class_install_action (widget_class, "editor.select-problem", "i", select_problem_action);

  /* The tools' letters; Shift and a terrain's letter in the map files (c d f w m s). */
  for (int t = 0; t < VIC_N_TOOLS; t++)
    gtk_widget_class_add_binding_action (widget_class, vic_tool_info (t)->key, 0, "vic-editor.tool", "s",
                                         vic_tool_info (t)->id);
  for (int t = 0; t < VIC_N_TERRAINS; t++)
    gtk_widget_class_add_binding_action (widget_class, g_ascii_toupper ("cdfwms"[t]), GDK_SHIFT_MASK,
                                         "vic-editor.terrain", "s", vic_editor_terrain_id (t));
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "vic-editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "vic-editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "vic-editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "vic-editor.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "vic-editor.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
vic_editor_window_init (VicEditorWindow *self)
{
  self->settings = (VicToolSettings) { .tool = VIC_TOOL_TERRAIN, .terrain = VIC_TERRAIN_CLEAR, .pp = 1 };
  self->selected = VIC_NO_HEX;
  add_actions (self);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the palette first, made from the tools' tables, driving the actions */
  gtk_box_prepend (self->body, vic_editor_palette_new (G_ACTION_GROUP (self->actions)));
  self->painter = vic_editor_painter_new ();
  vik_board_view_set_painter (self->board, VIK_BOARD_PAINTER (self->painter));
  vik_board_view_set_drag_pans (self->board, FALSE);
}

VicEditorWindow *
vic_editor_window_new (GtkApplication *app, VicEditorDoc *doc, GFile *file)
{
  VicEditorWindow *self = g_object_new (VIC_TYPE_EDITOR_WINDOW, "application", app, NULL);

  self->doc = doc;
  g_set_object (&self->file, file);
  vic_editor_window_contents_changed (self);
  return self;
}

VicEditorWindow *
vic_editor_window_new_tile (GtkApplication *app)
{
  return vic_editor_window_new (app, vic_editor_doc_new_tile (), NULL);
}

VicEditorDoc *vic_editor_window_get_doc (VicEditorWindow *self) { return self->doc; }
VikBoardView *vic_editor_window_get_board_view (VicEditorWindow *self) { return self->board; }
GFile *vic_editor_window_get_file (VicEditorWindow *self) { return self->file; }
guint vic_editor_window_get_n_problems (VicEditorWindow *self)
{
  return g_list_model_get_n_items (vik_editor_problems_get_model (self->problems));
}
VikEditorProblems *vic_editor_window_get_problems_page (VicEditorWindow *self) { return self->problems; }
int vic_editor_window_get_selected_hex (VicEditorWindow *self) { return self->selected; }
