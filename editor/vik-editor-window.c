/* vik-editor-window.c: the map and scenario editor's window.
 *
 * The window owns a VikEditor (editor/vik-editor.h) and shows its scenario
 * on the game's own board widget (VikBoardView) through the editor's painter
 * (the scenario drawn as a game, the starting groups on top).  The board
 * zooms and pans as in the game and reports clicks (::hex-activated) and
 * drag strokes (::stroke-begin, ::hex-dragged, ::stroke-end): here they
 * apply the tool, which makes this file the editor's board controller too.
 * Beside the board: the palette, the Properties and the Problems pages, each
 * a widget of its own.  Every command is an action of the "editor" group
 * (vik-editor-window-actions.c), so the buttons, the keys and the tests share
 * one path. */
#include "config.h"

#include "vik-editor-window-private.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (VikEditorWindow, vik_editor_window, ADW_TYPE_APPLICATION_WINDOW)

const VikScenario *
vik_editor_window_scenario (VikEditorWindow *self)
{
  return vik_editor_get_scenario (self->editor);
}

/* ---------------------------------------------------------------- showing changes */

static void
update_title (VikEditorWindow *self)
{
  const VikScenario *sc = vik_editor_window_scenario (self);
  g_autofree char *base = self->file ? g_file_get_basename (self->file) : g_strdup (_("Not saved"));
  g_autofree char *subtitle = g_strdup_printf ("%s%s", vik_editor_is_modified (self->editor) ? "• " : "",
                                               base);

  adw_window_title_set_title (self->window_title,
                              sc->title && sc->title[0] ? sc->title : _("Untitled map"));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

void
vik_editor_window_contents_changed (VikEditorWindow *self)
{
  vik_editor_painter_set_scenario (self->painter, vik_editor_window_scenario (self));
  if (self->selected >= vik_editor_window_scenario (self)->map->board->n_hexes)
    self->selected = VIK_NO_HEX;
  vik_editor_painter_set_selected (self->painter, self->selected);
  vik_editor_problems_set_stale (self->problems);
  vik_editor_properties_sync (self->properties);
  update_title (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", vik_editor_can_undo (self->editor));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", vik_editor_can_redo (self->editor));
}

void
vik_editor_window_toast (VikEditorWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
}

void
vik_editor_window_set_status (VikEditorWindow *self, const char *text)
{
  gtk_label_set_text (self->status_label, text);
}

void
vik_editor_window_replace_editor (VikEditorWindow *self, VikEditor *editor)
{
  vik_editor_properties_set_editor (self->properties, NULL);
  vik_editor_free (self->editor);
  self->editor = editor;
  self->selected = VIK_NO_HEX;
  g_clear_pointer (&self->validation, g_ptr_array_unref);
  vik_editor_problems_clear (self->problems);
  vik_editor_properties_set_editor (self->properties, editor);
  vik_editor_window_contents_changed (self);
}

void
vik_editor_window_set_file (VikEditorWindow *self, GFile *file)
{
  g_set_object (&self->file, file);
  update_title (self);
}

/* ---------------------------------------------------------------- validation */

static int
problem_order (gconstpointer a, gconstpointer b)
{
  const VikProblem *pa = *(VikProblem *const *) a, *pb = *(VikProblem *const *) b;

  return (int) pa->severity - (int) pb->severity;
}

guint
vik_editor_window_validate (VikEditorWindow *self)
{
  GPtrArray *items;
  guint n_errors;

  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), 0);

  /* errors first, as the page lists them (its sort keeps this order) */
  g_clear_pointer (&self->validation, g_ptr_array_unref);
  self->validation = vik_editor_validate (self->editor);
  g_ptr_array_sort (self->validation, problem_order);
  items = g_ptr_array_new_full (self->validation->len, g_object_unref);
  for (guint i = 0; i < self->validation->len; i++)
    {
      const VikProblem *p = g_ptr_array_index (self->validation, i);
      g_ptr_array_add (items, vik_editor_problem_new (p->severity == VIK_PROBLEM_ERROR ? VIK_EDITOR_PROBLEM_ERROR
                                                                                        : VIK_EDITOR_PROBLEM_WARNING,
                                                      p->hex, p->message));
    }
  n_errors = vik_editor_problems_show (self->problems, items);
  gtk_stack_set_visible_child_name (self->side_stack, "problems");
  return n_errors;
}

GPtrArray *
vik_editor_window_get_problems (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);
  return self->validation;
}

int
vik_editor_window_get_selected_hex (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), VIK_NO_HEX);
  return self->selected;
}

void
vik_editor_window_select_problem (VikEditorWindow *self, guint index)
{
  VikEditorProblem *p = vik_editor_problems_get_problem (self->problems, index);

  if (p == NULL)
    return;
  self->selected = vik_editor_problem_get_hex (p);
  vik_editor_window_set_status (self, vik_editor_problem_get_message (p));
  vik_editor_painter_set_selected (self->painter, self->selected);
}

/* ---------------------------------------------------------------- the board: applying tools */

gboolean
vik_editor_window_apply_at (VikEditorWindow *self, int hex, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!vik_editor_apply_tool (self->editor, &self->settings, hex, &local))
    {
      if (local == NULL)
        return TRUE;            /* nothing to change there */
      vik_editor_window_set_status (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  vik_editor_window_set_status (self, "");
  vik_editor_window_contents_changed (self);
  return TRUE;
}

/* A click on the board: the tool at that hex, one undo step. */
static void
board_hex_activated (VikBoardView *board, int hex, guint state, gpointer data)
{
  vik_editor_window_apply_at (data, hex, NULL);
}

/* A drag on the board is one stroke: one undo step for all it changes. */
static void
board_stroke_begin (VikBoardView *board, gpointer data)
{
  VikEditorWindow *self = data;

  self->stroke_first = TRUE;
  vik_editor_begin_stroke (self->editor);
}

/* Dragging paints every hex the stroke enters, once; the fill and the
 * start-group toggle act on the stroke's first hex only, as on a click. */
static void
board_hex_dragged (VikBoardView *board, int hex, gpointer data)
{
  VikEditorWindow *self = data;
  gboolean first = self->stroke_first;

  self->stroke_first = FALSE;
  if (!first && (self->settings.tool == VIK_TOOL_FILL || self->settings.tool == VIK_TOOL_START_GROUP))
    return;
  vik_editor_window_apply_at (self, hex, NULL);
}

static void
board_stroke_end (VikBoardView *board, gpointer data)
{
  VikEditorWindow *self = data;

  vik_editor_end_stroke (self->editor);
}

/* ---------------------------------------------------------------- random maps and play */

gboolean
vik_editor_window_generate (VikEditorWindow *self, const VikMapgenOptions *options, GError **error)
{
  VikMap *map = vik_mapgen_generate (options, error);

  if (map == NULL)
    return FALSE;
  vik_editor_set_map (self->editor, map);
  if (vik_editor_window_scenario (self)->n_players != options->n_players)
    vik_editor_set_n_players (self->editor, options->n_players);
  vik_editor_window_contents_changed (self);
  return TRUE;
}

void
vik_editor_window_default_mapgen_options (VikEditorWindow *self, guint64 seed, VikMapgenOptions *options)
{
  const VikScenario *sc = vik_editor_window_scenario (self);

  memset (options, 0, sizeof *options);
  options->radius = vik_map_radius (sc->map);
  options->n_players = sc->n_players;
  options->seed = seed;
  options->symmetry = self->settings.symmetry;
}

VikWindow *
vik_editor_window_play (VikEditorWindow *self, guint64 seed, GError **error)
{
  VikWindow *window;

  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);

  if (vik_editor_window_validate (self) > 0)
    {
      vik_scenario_check (vik_editor_window_scenario (self), vik_editor_window_scenario (self)->title, error);
      return NULL;
    }
  window = vik_window_new (gtk_window_get_application (GTK_WINDOW (self)));
  if (!vik_game_model_new_from_scenario (vik_window_get_model (window), vik_editor_window_scenario (self),
                                         seed, error))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }
  vik_window_show_side_page (window, "actions");
  gtk_window_present (GTK_WINDOW (window));
  vik_board_view_fit (vik_window_get_board_view (window));
  return window;
}

/* ---------------------------------------------------------------- closing */

static gboolean
close_idle (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Closed once the dialog that asked has finished its response: destroying
 * the window (and its transient dialog) inside that response left the
 * dialog's handlers pointing at freed objects. */
static void
do_close (VikEditorWindow *self)
{
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_idle, g_object_ref (self), g_object_unref);
}

static gboolean
close_request (GtkWindow *window)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (window);

  if (!self->close_confirmed && vik_editor_is_modified (self->editor))
    {
      vik_editor_window_confirm_discard (self, do_close);
      return TRUE;
    }
  return GTK_WINDOW_CLASS (vik_editor_window_parent_class)->close_request (window);
}

/* ---------------------------------------------------------------- public */

VikEditorWindow *
vik_editor_window_new (GtkApplication *app)
{
  return g_object_new (VIK_TYPE_EDITOR_WINDOW, "application", app, NULL);
}

VikEditor *
vik_editor_window_get_editor (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);
  return self->editor;
}

GFile *
vik_editor_window_get_file (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);
  return self->file;
}

VikBoardView *
vik_editor_window_get_board_view (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);
  return self->board;
}

GtkWidget *
vik_editor_window_get_radius_row (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);
  return vik_editor_palette_get_radius_row (self->palette);
}

/* ---------------------------------------------------------------- GObject */

static void
vik_editor_window_dispose (GObject *object)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (object);

  if (self->properties != NULL)
    vik_editor_properties_set_editor (self->properties, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_EDITOR_WINDOW);
  if (self->painter != NULL)
    vik_editor_painter_set_scenario (self->painter, NULL);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (vik_editor_window_parent_class)->dispose (object);
}

static void
vik_editor_window_finalize (GObject *object)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (object);

  vik_editor_free (self->editor);
  g_clear_pointer (&self->validation, g_ptr_array_unref);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (vik_editor_window_parent_class)->finalize (object);
}

static void
vik_editor_window_class_init (VikEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vik_editor_window_dispose;
  object_class->finalize = vik_editor_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = close_request;

  /* the template's widgets */
  g_type_ensure (VIK_TYPE_BOARD_VIEW);
  g_type_ensure (VIK_TYPE_EDITOR_PALETTE);
  g_type_ensure (VIK_TYPE_EDITOR_PROPERTIES);
  g_type_ensure (VIK_TYPE_EDITOR_PROBLEMS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, board);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, properties);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, problems);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, status_label);

  vik_editor_window_class_init_actions (klass);
}

static void
vik_editor_window_init (VikEditorWindow *self)
{
  /* the settings first: the palette's toggles read them while the template is made */
  self->settings.tool = VIK_TOOL_PAINT;
  self->settings.terrain = VIK_TERRAIN_PLAINS;
  self->settings.unit = VIK_UNIT_INFANTRY;
  self->settings.symmetry = VIK_SYMMETRY_NONE;
  self->selected = VIK_NO_HEX;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->editor = vik_editor_new_blank (vik_board_radius_for_players (2), 2);
  vik_editor_properties_set_editor (self->properties, self->editor);
  g_signal_connect_swapped (self->properties, "changed", G_CALLBACK (vik_editor_window_contents_changed), self);

  /* the board: dragging paints here (the middle button, Space+drag, the
   * wheel and the arrow keys pan) */
  self->painter = vik_editor_painter_new ();
  vik_board_view_set_painter (self->board, VIK_BOARD_PAINTER (self->painter));
  vik_board_view_set_drag_pans (self->board, FALSE);
  g_signal_connect (self->board, "hex-activated", G_CALLBACK (board_hex_activated), self);
  g_signal_connect (self->board, "stroke-begin", G_CALLBACK (board_stroke_begin), self);
  g_signal_connect (self->board, "hex-dragged", G_CALLBACK (board_hex_dragged), self);
  g_signal_connect (self->board, "stroke-end", G_CALLBACK (board_stroke_end), self);

  vik_editor_window_contents_changed (self);
  vik_editor_window_set_status (self, _("Click or drag on the board to apply the tool; the letters on the left are its keys."));
}
