/* test-editor-window.c: the map editor's window under a display, driven
 * through its GActions (GTK 4 has no event synthesis). */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vik-editor-painter.h"
#include "vik-editor-problem-row.h"
#include "vik-editor-problems.h"
#include "vik-editor-window-private.h"
#include "vik-new-game-dialog.h"

#include "editor-test.h"

static char *tmpdir;

static VikEditorWindow *
window_new (void)
{
  VikEditorWindow *w = vik_editor_window_new (NULL);

  gui_test_present (GTK_WINDOW (w));
  return w;
}

/* Closes the other top-level windows (dialogs, played games), not editors. */
static int
destroy_others (GtkWindow *keep)
{
  GListModel *tops = gtk_window_get_toplevels ();
  int n = 0;

  for (guint i = g_list_model_get_n_items (tops); i > 0; i--)
    {
      g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i - 1);
      if (top != keep && !VIK_IS_EDITOR_WINDOW (top) && gtk_widget_get_visible (GTK_WIDGET (top)))
        {
          gtk_window_destroy (top);
          n++;
        }
    }
  gui_test_spin ();
  return n;
}

static void
window_free (VikEditorWindow *w)
{
  destroy_others (GTK_WINDOW (w));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_spin ();
}

static const VikScenario *
scenario (VikEditorWindow *w)
{
  return vik_editor_get_scenario (vik_editor_window_get_editor (w));
}

static const VikBoard *
board (VikEditorWindow *w)
{
  return scenario (w)->map->board;
}

static int
hex (VikEditorWindow *w, int q, int r)
{
  int h = vik_board_index (board (w), vik_hex_make (q, r));

  g_assert_cmpint (h, !=, VIK_NO_HEX);
  return h;
}

static void
act (VikEditorWindow *w, const char *name, const char *format, ...)
{
  va_list args;
  GVariant *param = NULL;

  if (format != NULL)
    {
      va_start (args, format);
      param = g_variant_new_va (format, NULL, &args);
      va_end (args);
    }
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (w), name, param));
  gui_test_spin ();
}

/* Applies the current tool at hex through editor.apply-at with its label. */
static void
apply_at (VikEditorWindow *w, int h)
{
  act (w, "editor.apply-at", "s", vik_board_label (board (w), h));
}

/* The palette's toggle button bound to action with the string target, or NULL. */
static GtkToggleButton *
find_toggle (GtkWidget *root, const char *action, const char *target)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkToggleButton *found;
      if (GTK_IS_TOGGLE_BUTTON (c) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (c)), action) == 0)
        {
          GVariant *t = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (c));
          if (t != NULL && g_variant_is_of_type (t, G_VARIANT_TYPE_STRING)
              && g_strcmp0 (g_variant_get_string (t, NULL), target) == 0)
            return GTK_TOGGLE_BUTTON (c);
        }
      if ((found = find_toggle (c, action, target)) != NULL)
        return found;
    }
  return NULL;
}

static void
test_opens (void)
{
  VikEditorWindow *w = window_new ();
  g_autofree char *tool = NULL;
  g_autofree char *terrain = NULL;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (w)));
  g_assert_nonnull (vik_editor_window_get_editor (w));
  g_assert_cmpint (scenario (w)->n_players, ==, 2);
  g_assert_null (vik_editor_window_get_file (w));
  g_assert_false (vik_editor_is_modified (vik_editor_window_get_editor (w)));
  /* the palette shows the settings the window starts with: Plains, not Water */
  g_object_get (w, "terrain", &terrain, NULL);
  g_assert_cmpstr (terrain, ==, "plains");
  g_assert_true (gtk_toggle_button_get_active (find_toggle (GTK_WIDGET (w), "editor.terrain", "plains")));
  g_assert_false (gtk_toggle_button_get_active (find_toggle (GTK_WIDGET (w), "editor.terrain", "water")));
  g_assert_true (gtk_toggle_button_get_active (find_toggle (GTK_WIDGET (w), "editor.tool", "paint")));
  /* the palette's actions are stateful: the Paint tool is in use */
  act (w, "editor.tool", "s", "fill");
  g_object_get (w, "tool", &tool, NULL);
  g_assert_cmpstr (tool, ==, "fill");
  window_free (w);
}

/* The pixel at (x, y) of an RGB24 surface. */
static VikColor
pixel_at (cairo_surface_t *surface, double x, double y)
{
  guint32 p;

  memcpy (&p, cairo_image_surface_get_data (surface) + (int) y * cairo_image_surface_get_stride (surface)
          + (int) x * 4, 4);
  return (VikColor) { ((p >> 16) & 0xff) / 255.0, ((p >> 8) & 0xff) / 255.0, (p & 0xff) / 255.0 };
}

static gboolean
near_colour (VikColor a, VikColor b)
{
  return fabs (a.red - b.red) < 0.05 && fabs (a.green - b.green) < 0.05 && fabs (a.blue - b.blue) < 0.05;
}

/* The board is the game's widget without a model: it zooms, and its click
 * and drag signals apply the tool, a drag as one undo step. */
static void
test_board_view (void)
{
  VikEditorWindow *w = window_new ();
  VikBoardView *view = vik_editor_window_get_board_view (w);
  VikEditor *editor = vik_editor_window_get_editor (w);
  int centre = hex (w, 0, 0), east = hex (w, 1, 0), far_east = hex (w, 2, 0), west = hex (w, -1, 0);
  double size, zoom;

  g_assert_true (VIK_IS_BOARD_VIEW (view));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (view), GTK_WIDGET (w)));
  g_assert_true (VIK_IS_EDITOR_PAINTER (vik_board_view_get_painter (view)));
  g_assert_false (vik_board_view_get_drag_pans (view));
  g_assert_cmpint (vik_board_painter_get_n_hexes (vik_board_view_get_painter (view)), ==, board (w)->n_hexes);

  /* zoom through the window's actions and the "zoom" property */
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.0, 1e-9);
  size = vik_board_view_get_hex_size (view);
  act (w, "editor.zoom-in", NULL);
  g_object_get (view, "zoom", &zoom, NULL);
  g_assert_cmpfloat (zoom, >, 1.1);
  g_assert_cmpfloat (vik_board_view_get_hex_size (view), >, size * 1.1);
  act (w, "editor.zoom-out", NULL);
  act (w, "editor.zoom-out", NULL);
  g_assert_cmpfloat (vik_board_view_get_zoom (view), <, 1.0);
  g_object_set (view, "zoom", 2.0, NULL);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 2.0, 1e-9);
  act (w, "editor.zoom-fit", NULL);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_hex_size (view), size, 0.5);

  /* a click applies the tool (one undo step) and keeps the zoom */
  act (w, "editor.zoom-in", NULL);
  zoom = vik_board_view_get_zoom (view);
  act (w, "editor.terrain-tool", "s", "forest");
  g_signal_emit_by_name (view, "hex-activated", centre, 0u);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_FOREST);
  g_assert_cmpfloat_with_epsilon (vik_board_view_get_zoom (view), zoom, 1e-9);
  g_assert_true (vik_editor_can_undo (editor));
  act (w, "editor.undo", NULL);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_MAP_FACE_DOWN);
  g_assert_false (vik_editor_can_undo (editor));

  /* a drag stroke paints each hex it enters; one undo takes it all back */
  act (w, "editor.terrain-tool", "s", "mountain");
  g_signal_emit_by_name (view, "stroke-begin");
  g_signal_emit_by_name (view, "hex-dragged", centre);
  g_signal_emit_by_name (view, "hex-dragged", east);
  g_signal_emit_by_name (view, "hex-dragged", far_east);
  g_signal_emit_by_name (view, "stroke-end");
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_cmpint (scenario (w)->map->terrain[east], ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_cmpint (scenario (w)->map->terrain[far_east], ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_cmpint (scenario (w)->map->terrain[west], ==, VIK_MAP_FACE_DOWN);
  act (w, "editor.undo", NULL);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_MAP_FACE_DOWN);
  g_assert_cmpint (scenario (w)->map->terrain[east], ==, VIK_MAP_FACE_DOWN);
  g_assert_cmpint (scenario (w)->map->terrain[far_east], ==, VIK_MAP_FACE_DOWN);
  g_assert_false (vik_editor_can_undo (editor));

  /* the start-group toggle acts on a stroke's first hex only */
  act (w, "editor.tool", "s", "start-group");
  act (w, "editor.player", "i", 1);
  g_assert_cmpint (scenario (w)->map->group[centre], ==, -1);
  g_assert_cmpint (scenario (w)->map->group[east], ==, -1);
  g_signal_emit_by_name (view, "stroke-begin");
  g_signal_emit_by_name (view, "hex-dragged", centre);
  g_signal_emit_by_name (view, "hex-dragged", east);
  g_signal_emit_by_name (view, "stroke-end");
  g_assert_cmpint (scenario (w)->map->group[centre], ==, 1);
  g_assert_cmpint (scenario (w)->map->group[east], ==, -1);

  /* the editor's painter draws the starting groups on top of the board: a
   * dashed ring in the player's colour (its first dash from the east) */
  {
    VikLayout layout = { 60, 300, 300 };
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 600, 600);
    cairo_t *cr = cairo_create (surface);
    VikColor player = vik_game_model_default_color (1);
    GdkRGBA rgba;
    double x, y;

    if (gdk_rgba_parse (&rgba, scenario (w)->players[1].colour))
      player = (VikColor) { rgba.red, rgba.green, rgba.blue };
    vik_board_painter_draw (vik_board_view_get_painter (view), cr, &layout, VIK_NO_HEX);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    vik_layout_hex_to_pixel (&layout, board (w)->coords[centre], &x, &y);
    g_assert_true (near_colour (pixel_at (surface, x + 43, y + 3), player));
    vik_layout_hex_to_pixel (&layout, board (w)->coords[east], &x, &y);
    g_assert_false (near_colour (pixel_at (surface, x + 43, y + 3), player));
    cairo_surface_destroy (surface);
  }

  window_free (w);
}

static void
test_tools (void)
{
  VikEditorWindow *w = window_new ();
  int centre, east, far;
  int n_plains = 0;

  centre = hex (w, 0, 0);
  east = hex (w, 1, 0);
  far = hex (w, -2, 0);

  /* one hex of Forest */
  act (w, "editor.tool", "s", "paint");
  act (w, "editor.terrain", "s", "forest");
  apply_at (w, centre);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_FOREST);
  g_assert_cmpint (scenario (w)->map->terrain[east], ==, VIK_MAP_FACE_DOWN);
  g_assert_true (vik_editor_is_modified (vik_editor_window_get_editor (w)));

  /* a brush of radius 1 paints the six neighbours too */
  act (w, "editor.radius", "i", 1);
  act (w, "editor.terrain-tool", "s", "plains");
  apply_at (w, centre);
  for (int d = 0; d < VIK_N_DIRS; d++)
    {
      int n = board (w)->neighbors[centre][d];
      g_assert_cmpint (scenario (w)->map->terrain[n], ==, VIK_TERRAIN_PLAINS);
    }
  g_assert_cmpint (scenario (w)->map->terrain[far], ==, VIK_MAP_FACE_DOWN);

  /* fill turns the whole connected Plains area into Grassland */
  act (w, "editor.radius", "i", 0);
  act (w, "editor.tool", "s", "fill");
  act (w, "editor.terrain", "s", "grassland");
  apply_at (w, east);
  for (int h = 0; h < board (w)->n_hexes; h++)
    n_plains += scenario (w)->map->terrain[h] == VIK_TERRAIN_PLAINS;
  g_assert_cmpint (n_plains, ==, 0);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_GRASSLAND);

  /* face down */
  act (w, "editor.tool", "s", "face-down");
  apply_at (w, east);
  g_assert_cmpint (scenario (w)->map->terrain[east], ==, VIK_MAP_FACE_DOWN);

  /* a Town and an Infantry of player 2 */
  act (w, "editor.player", "i", 1);
  act (w, "editor.tool", "s", "town");
  apply_at (w, centre);
  g_assert_cmpint (scenario (w)->hexes[centre].site, ==, VIK_SITE_TOWN);
  g_assert_cmpint (scenario (w)->hexes[centre].owner, ==, 1);
  act (w, "editor.unit-tool", "s", "infantry");
  apply_at (w, centre);
  g_assert_cmpint (scenario (w)->hexes[centre].units[1][VIK_UNIT_INFANTRY], ==, 1);

  /* the Capital tool makes it his Capital */
  act (w, "editor.tool", "s", "capital");
  apply_at (w, centre);
  g_assert_true (scenario (w)->hexes[centre].capital);

  /* erase takes the pieces away, the terrain stays */
  act (w, "editor.tool", "s", "erase");
  apply_at (w, centre);
  g_assert_cmpint (scenario (w)->hexes[centre].site, ==, VIK_SITE_NONE);
  g_assert_cmpint (scenario (w)->hexes[centre].units[1][VIK_UNIT_INFANTRY], ==, 0);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_GRASSLAND);

  /* a starting group mark toggles */
  act (w, "editor.tool", "s", "start-group");
  act (w, "editor.player", "i", 0);
  {
    int before = vik_map_group_size (scenario (w)->map, 0);
    apply_at (w, far);
    g_assert_cmpint (scenario (w)->map->group[far], ==, 0);
    g_assert_cmpint (vik_map_group_size (scenario (w)->map, 0), ==, before + 1);
  }

  /* a hex that is not on the board changes nothing */
  {
    g_autofree char *data = vik_scenario_save_to_data (scenario (w), NULL);
    g_autofree char *after = NULL;
    act (w, "editor.apply-at", "s", "z99");
    after = vik_scenario_save_to_data (scenario (w), NULL);
    g_assert_cmpstr (data, ==, after);
  }
  window_free (w);
}

static void
test_symmetry (void)
{
  VikEditorWindow *w = window_new ();
  int h = hex (w, 1, -2);
  int opposite = vik_board_index (board (w), vik_hex_rotate (vik_hex_make (1, -2), 3));
  int mirrored = vik_board_index (board (w), vik_hex_mirror (vik_hex_make (1, -2)));

  act (w, "editor.symmetry", "s", "rotate-2");
  act (w, "editor.terrain-tool", "s", "mountain");
  apply_at (w, h);
  g_assert_cmpint (scenario (w)->map->terrain[h], ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_cmpint (scenario (w)->map->terrain[opposite], ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_cmpint (scenario (w)->map->terrain[mirrored], ==, VIK_MAP_FACE_DOWN);

  /* the Y key's action goes on to the next symmetry */
  act (w, "editor.symmetry", "s", "rotate-6");
  act (w, "editor.symmetry-next", NULL);
  act (w, "editor.terrain-tool", "s", "water");
  apply_at (w, h);
  g_assert_cmpint (scenario (w)->map->terrain[mirrored], ==, VIK_TERRAIN_WATER);
  window_free (w);
}

static void
test_undo_redo (void)
{
  VikEditorWindow *w = window_new ();
  VikEditor *e = vik_editor_window_get_editor (w);
  int centre = hex (w, 0, 0);

  g_assert_false (vik_editor_can_undo (e));
  act (w, "editor.terrain-tool", "s", "forest");
  apply_at (w, centre);
  act (w, "editor.terrain-tool", "s", "mountain");
  apply_at (w, centre);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_MOUNTAIN);

  act (w, "editor.undo", NULL);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_FOREST);
  act (w, "editor.undo", NULL);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_MAP_FACE_DOWN);
  g_assert_false (vik_editor_is_modified (e));
  act (w, "editor.redo", NULL);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_FOREST);
  act (w, "editor.redo", NULL);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_MOUNTAIN);
  g_assert_false (vik_editor_can_redo (e));

  /* a generated map is one step too */
  act (w, "editor.generate", "t", (guint64) 7);
  g_assert_true (vik_mapgen_is_fair (scenario (w)->map, NULL));
  g_assert_cmpint (vik_map_face_down_count (scenario (w)->map), ==, 0);
  act (w, "editor.undo", NULL);
  g_assert_cmpint (scenario (w)->map->terrain[centre], ==, VIK_TERRAIN_MOUNTAIN);
  window_free (w);
}

static gboolean
has_problem (GPtrArray *problems, VikProblemSeverity severity, const char *rule, const char *label,
             guint *index)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = g_ptr_array_index (problems, i);
      if (p->severity == severity && g_strcmp0 (p->rule, rule) == 0
          && strstr (p->message, label) != NULL)
        {
          if (index != NULL)
            *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
is_problems_page (GtkWidget *widget, gconstpointer data)
{
  return VIK_IS_EDITOR_PROBLEMS (widget);
}

static gboolean
is_list_box (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LIST_BOX (widget);
}

/* The Problems page's list: its model holds the problems listed, in order
 * (errors first), the list box bound to it (a row per problem, its message
 * shown, a heading above the first error and above the first warning); a
 * row activated selects its problem's hex.  Returns the errors listed. */
static guint
check_problems_list (VikEditorWindow *w)
{
  GPtrArray *problems = vik_editor_window_get_problems (w);
  GtkWidget *page = gui_test_find_widget (GTK_WIDGET (w), is_problems_page, NULL);
  GListModel *model;
  GtkListBox *list;
  guint n_errors = 0;
  int with_hex = -1;

  g_assert_nonnull (page);
  model = vik_editor_problems_get_model (VIK_EDITOR_PROBLEMS (page));
  list = GTK_LIST_BOX (gui_test_find_widget (page, is_list_box, NULL));
  g_assert_nonnull (list);
  g_assert_true (g_list_model_get_item_type (model) == VIK_TYPE_EDITOR_PROBLEM);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, problems->len);
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = g_ptr_array_index (problems, i);
      g_autoptr (VikEditorProblem) item = g_list_model_get_item (model, i);
      g_autoptr (VikEditorProblem) previous = i > 0 ? g_list_model_get_item (model, i - 1) : NULL;
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
      GtkWidget *header;

      /* the shared page's item, made from VIKTORY II's problem */
      g_assert_cmpint (vik_editor_problem_get_severity (item), ==,
                       p->severity == VIK_PROBLEM_ERROR ? VIK_EDITOR_PROBLEM_ERROR : VIK_EDITOR_PROBLEM_WARNING);
      g_assert_cmpstr (vik_editor_problem_get_message (item), ==, p->message);
      g_assert_cmpint (vik_editor_problem_get_hex (item), ==, p->hex);
      g_assert_cmpuint (vik_editor_problem_get_index (item), ==, i);
      /* errors first */
      if (previous != NULL)
        g_assert_cmpint (vik_editor_problem_get_severity (previous), <=, vik_editor_problem_get_severity (item));
      n_errors += p->severity == VIK_PROBLEM_ERROR;
      if (with_hex < 0 && p->hex != VIK_NO_HEX)
        with_hex = (int) i;
      /* its row */
      g_assert_nonnull (row);
      g_assert_true (VIK_IS_EDITOR_PROBLEM_ROW (row));
      g_assert_true (vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (row)) == item);
      g_assert_nonnull (gui_test_find_label (GTK_WIDGET (row), p->message));
      /* the headings */
      header = gtk_list_box_row_get_header (row);
      if (previous == NULL || vik_editor_problem_get_severity (previous) != vik_editor_problem_get_severity (item))
        {
          g_assert_true (GTK_IS_LABEL (header));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (header)), ==,
                           p->severity == VIK_PROBLEM_ERROR ? "Errors: the scenario would not play"
                                                            : "Warnings: unusual but legal");
        }
      else
        g_assert_null (header);
    }
  g_assert_null (gtk_list_box_get_row_at_index (list, (int) problems->len));
  g_test_message ("%u errors, %u warnings listed", n_errors, problems->len - n_errors);
  /* a row activated (a click, Enter): its hex selected */
  if (with_hex >= 0)
    {
      const VikProblem *p = g_ptr_array_index (problems, with_hex);
      gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (list, with_hex)));
      g_assert_cmpint (vik_editor_window_get_selected_hex (w), ==, p->hex);
    }
  return n_errors;
}

static void
test_validation (void)
{
  VikEditorWindow *w = window_new ();
  int centre = hex (w, 0, 0), east = hex (w, 1, 0);
  const char *centre_label = vik_board_label (board (w), centre);
  const char *east_label = vik_board_label (board (w), east);
  GPtrArray *problems;
  guint index = 0;
  gboolean warnings_started = FALSE;

  /* a new map plays */
  g_assert_cmpuint (vik_editor_window_validate (w), ==, 0);

  /* two Towns side by side, and a Frigate on land */
  act (w, "editor.radius", "i", 1);
  act (w, "editor.terrain-tool", "s", "plains");
  apply_at (w, centre);
  act (w, "editor.radius", "i", 0);
  act (w, "editor.tool", "s", "town");
  apply_at (w, centre);
  apply_at (w, east);
  act (w, "editor.unit-tool", "s", "frigate");
  apply_at (w, centre);

  act (w, "editor.validate", NULL);
  problems = vik_editor_window_get_problems (w);
  g_assert_nonnull (problems);
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), >=, 2);
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "8.2.1", east_label, NULL));
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "10.3", centre_label, &index));
  /* errors apart from warnings: all errors first */
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = g_ptr_array_index (problems, i);
      if (p->severity == VIK_PROBLEM_WARNING)
        warnings_started = TRUE;
      else
        g_assert_false (warnings_started);
      /* each names its rule, and its hex when it has one */
      g_assert_nonnull (strstr (p->message, p->rule));
      if (p->hex != VIK_NO_HEX)
        g_assert_nonnull (strstr (p->message, vik_board_label (board (w), p->hex)));
    }

  /* clicking the problem shows its hex */
  g_assert_cmpint (vik_editor_window_get_selected_hex (w), ==, VIK_NO_HEX);
  act (w, "editor.select-problem", "i", (gint32) index);
  g_assert_cmpint (vik_editor_window_get_selected_hex (w), ==, centre);
  /* ... highlighted on the game's board widget */
  g_assert_cmpint (vik_editor_painter_get_highlight (VIK_EDITOR_PAINTER (vik_board_view_get_painter (vik_editor_window_get_board_view (w))), centre), ==,
                   VIK_HIGHLIGHT_SELECTED);
  g_assert_cmpint (vik_editor_painter_get_highlight (VIK_EDITOR_PAINTER (vik_board_view_get_painter (vik_editor_window_get_board_view (w))), east), ==,
                   VIK_HIGHLIGHT_NONE);
  /* the list shows them so */
  g_assert_cmpuint (check_problems_list (w), ==, vik_problems_count (problems, VIK_PROBLEM_ERROR));
  /* with a warning too (3.4: two players of one colour), errors first, each under its heading */
  {
    g_autofree char *colour = g_strdup (scenario (w)->players[0].colour);
    vik_editor_set_player (vik_editor_window_get_editor (w), 1, NULL, colour);
  }
  act (w, "editor.validate", NULL);
  problems = vik_editor_window_get_problems (w);
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_ERROR), >=, 2);
  g_assert_cmpint (vik_problems_count (problems, VIK_PROBLEM_WARNING), >=, 1);
  g_assert_true (has_problem (problems, VIK_PROBLEM_WARNING, "3.4", "same colour", NULL));
  g_assert_cmpuint (check_problems_list (w), ==, vik_problems_count (problems, VIK_PROBLEM_ERROR));

  /* a scenario with errors does not start */
  {
    g_autoptr (GError) error = NULL;
    g_assert_null (vik_editor_window_play (w, 1, &error));
    g_assert_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_RULES);
    g_assert_nonnull (strstr (error->message, "(10.3)"));
  }

  /* mended, it validates again */
  act (w, "editor.tool", "s", "erase");
  apply_at (w, east);
  apply_at (w, centre);
  g_assert_cmpuint (vik_editor_window_validate (w), ==, 0);
  window_free (w);
}

static void
test_save_reload (void)
{
  VikEditorWindow *w = window_new ();
  VikEditorWindow *w2;
  g_autofree char *path = g_build_filename (tmpdir, "saved.vikscn", NULL);
  g_autofree char *map_path = g_build_filename (tmpdir, "saved.vikmap", NULL);
  g_autoptr (VikScenario) loaded = NULL;
  g_autoptr (VikMap) loaded_map = NULL;
  g_autoptr (GError) error = NULL;
  int centre = hex (w, 0, 0);

  act (w, "editor.generate", "t", (guint64) 3);
  act (w, "editor.player", "i", 1);
  act (w, "editor.tool", "s", "town");
  act (w, "editor.terrain-tool", "s", "plains");
  apply_at (w, centre);
  act (w, "editor.tool", "s", "town");
  apply_at (w, centre);
  vik_editor_set_title (vik_editor_window_get_editor (w), "Round Trip");

  act (w, "editor.save-as", "s", path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (vik_editor_is_modified (vik_editor_window_get_editor (w)));
  g_assert_nonnull (vik_editor_window_get_file (w));
  loaded = vik_scenario_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (vik_scenario_equal (loaded, scenario (w)));
  g_assert_cmpstr (loaded->title, ==, "Round Trip");
  g_assert_cmpint (loaded->hexes[centre].site, ==, VIK_SITE_TOWN);

  /* reopened in another window: the same scenario */
  w2 = window_new ();
  act (w2, "editor.open", "s", path);
  g_assert_true (vik_scenario_equal (scenario (w2), loaded));
  g_assert_false (vik_editor_is_modified (vik_editor_window_get_editor (w2)));
  window_free (w2);

  /* a .vikmap name saves the map alone */
  act (w, "editor.save-as", "s", map_path);
  loaded_map = vik_map_load (map_path, &error);
  g_assert_no_error (error);
  g_assert_true (vik_map_equal (loaded_map, scenario (w)->map));

  /* a damaged file is refused with a dialog; the editor keeps its map */
  {
    g_autofree char *bad = g_build_filename (tmpdir, "bad.vikscn", NULL);
    g_assert_true (g_file_set_contents (bad, "[Scenario]\nFormatVersion=99\n", -1, NULL));
    g_autoptr (GFile) bad_file = g_file_new_for_path (bad);
    g_assert_false (vik_editor_window_open_file (w, bad_file, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_assert_true (vik_scenario_equal (loaded, scenario (w)));
    g_assert_cmpint (destroy_others (GTK_WINDOW (w)), >=, 1);
  }
  window_free (w);
}

static AdwMessageDialog *
find_message_dialog (GtkWindow *parent)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);
      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_widget_get_visible (GTK_WIDGET (top))
          && gtk_window_get_transient_for (top) == parent)
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

/* The discard question has a Save button: it saves, then goes on (a new map);
 * Cancel keeps the work. */
static void
test_discard_offers_save (void)
{
  VikEditorWindow *w = window_new ();
  g_autofree char *path = g_build_filename (tmpdir, "asked.vikscn", NULL);
  g_autoptr (VikScenario) loaded = NULL;
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *ask;
  int centre = hex (w, 0, 0);

  act (w, "editor.generate", "t", (guint64) 4);
  act (w, "editor.save-as", "s", path);
  act (w, "editor.tool", "s", "town");
  act (w, "editor.player", "i", 1);
  apply_at (w, centre);
  g_assert_true (vik_editor_is_modified (vik_editor_window_get_editor (w)));

  act (w, "editor.new", NULL, NULL);
  ask = find_message_dialog (GTK_WINDOW (w));
  g_assert_nonnull (ask);
  g_assert_true (adw_message_dialog_has_response (ask, "save"));
  adw_message_dialog_response (ask, "cancel");
  gui_test_spin ();
  g_assert_true (vik_editor_is_modified (vik_editor_window_get_editor (w)));
  g_assert_cmpint (scenario (w)->hexes[centre].site, ==, VIK_SITE_TOWN);

  act (w, "editor.new", NULL, NULL);
  ask = find_message_dialog (GTK_WINDOW (w));
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "save");
  gui_test_spin ();
  loaded = vik_scenario_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (loaded->hexes[centre].site, ==, VIK_SITE_TOWN);
  /* then the new blank map */
  g_assert_cmpint (scenario (w)->hexes[centre].site, ==, VIK_SITE_NONE);
  window_free (w);
}

static void
test_play (void)
{
  VikEditorWindow *w = window_new ();
  g_autofree char *dir = vik_scenario_bundled_dir ();
  g_autofree char *path = g_build_filename (dir, "duel.vikscn", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGameModel) real = vik_game_model_new ();
  VikGameOptions options = { .n_players = 2, .seed = 3 };
  g_autofree char *real_data = NULL;
  g_autofree char *real_after = NULL;
  VikWindow *game_window;
  const VikGame *game;

  /* the real game's autosave, which the scenario played must leave alone */
  g_assert_true (vik_game_model_new_game (real, &options, NULL, &error));
  g_assert_true (vik_session_autosave (VIK_SESSION (real), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (vik_session_get_autosave_path (VIK_SESSION (real)), &real_data, NULL, NULL));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  act (w, "editor.open", "s", path);
  g_assert_cmpint (vik_problems_count (vik_editor_window_get_problems (w), VIK_PROBLEM_ERROR), ==, 0);
  game_window = vik_editor_window_play (w, 5, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game_window);
  gui_test_spin ();
  game = vik_game_model_get_game (vik_window_get_model (game_window));
  g_assert_nonnull (game);
  g_assert_cmpint (vik_game_get_n_players (game), ==, scenario (w)->n_players);
  g_assert_cmpint (vik_game_get_board (game)->radius, ==, vik_map_radius (scenario (w)->map));
  g_assert_cmpstr (vik_session_get_autosave_path (VIK_SESSION (vik_window_get_model (game_window))), !=,
                   vik_session_get_autosave_path (VIK_SESSION (real)));
  g_assert_true (vik_session_autosave (VIK_SESSION (vik_window_get_model (game_window)), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (vik_session_get_autosave_path (VIK_SESSION (real)), &real_after, NULL, NULL));
  g_assert_cmpstr (real_after, ==, real_data);
  window_free (w);
}

/* A new scenario's players have the game's colour-blind-safe palette (the
 * New Game dialog's, not red and yellow), its colour buttons show it, and the
 * game played from it names its unnamed seats "Player 1", "Player 2" with
 * those colours. */
static void
test_new_scenario_palette_and_names (void)
{
  VikEditorWindow *w = window_new ();
  g_autoptr (GError) error = NULL;
  VikWindow *game_window;
  const VikGame *game;

  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      VikColor want = vik_game_model_default_color (p);
      GdkRGBA rgba;
      g_assert_true (gdk_rgba_parse (&rgba, scenario (w)->players[p].colour));
      g_assert_cmpfloat_with_epsilon (rgba.red, want.red, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (rgba.green, want.green, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (rgba.blue, want.blue, 0.5 / 255);
      g_assert_cmpstr (scenario (w)->players[p].name, ==, "");
    }
  g_assert_cmpuint (vik_editor_window_validate (w), ==, 0);
  game_window = vik_editor_window_play (w, 5, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game_window);
  gui_test_spin ();
  game = vik_game_model_get_game (vik_window_get_model (game_window));
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %d", p + 1);
      VikColor got = vik_game_model_get_color (vik_window_get_model (game_window), p);
      VikColor want = vik_game_model_default_color (p);
      g_assert_cmpstr (vik_game_get_player_name (game, p), ==, name);
      g_assert_cmpfloat_with_epsilon (got.red, want.red, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (got.green, want.green, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (got.blue, want.blue, 0.5 / 255);
    }
  window_free (w);
}

/* [16.0]: the scenario properties switch an optional rule on for the scenario
 * and the games played from it; undo switches it off again. */
static void
test_optional_rules (void)
{
  VikEditorWindow *w = window_new ();
  GtkWidget *sw = gui_test_find_named (GTK_WIDGET (w), "terrain-leveling");
  g_autoptr (GError) error = NULL;
  VikWindow *game_window;

  g_assert_nonnull (sw);
  g_assert_false (vik_ruleset_has_option (&scenario (w)->rules, VIK_OPTION_TERRAIN_LEVELING));
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  gui_test_spin ();
  g_assert_true (vik_ruleset_has_option (&scenario (w)->rules, VIK_OPTION_TERRAIN_LEVELING));
  g_assert_false (vik_ruleset_has_option (&scenario (w)->rules, VIK_OPTION_NO_EXPLORATION));
  game_window = vik_editor_window_play (w, 5, &error);
  g_assert_no_error (error);
  gui_test_spin ();
  g_assert_true (vik_ruleset_has_option (vik_game_get_rules (vik_game_model_get_game (vik_window_get_model (game_window))),
                                         VIK_OPTION_TERRAIN_LEVELING));
  act (w, "editor.undo", NULL);
  gui_test_spin ();
  g_assert_false (vik_ruleset_has_option (&scenario (w)->rules, VIK_OPTION_TERRAIN_LEVELING));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  window_free (w);
}

static AdwActionRow *
row_of (GtkWidget *suffix)
{
  return ADW_ACTION_ROW (gtk_widget_get_ancestor (suffix, ADW_TYPE_ACTION_ROW));
}

/* Scenarios say which edition they are for: the Edition row switches the rule
 * book; the optional rules and victory conditions offered are the book's, by
 * its names and cases; the problems follow its player counts and boards, in
 * its cases; undo goes back. */
static void
test_edition (void)
{
  VikEditorWindow *w = window_new ();
  AdwComboRow *edition = ADW_COMBO_ROW (gui_test_find_named (GTK_WIDGET (w), "edition"));
  GtkWidget *metropolises = gui_test_find_named (GTK_WIDGET (w), "metropolises");
  GtkWidget *balanced = gui_test_find_named (GTK_WIDGET (w), "balanced-land");
  GtkWidget *flat = gui_test_find_named (GTK_WIDGET (w), "terrain-leveling");
  GPtrArray *problems;

  g_assert_nonnull (edition);
  g_assert_cmpuint (adw_combo_row_get_selected (edition), ==, VIK_EDITION_V2_1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row_of (metropolises))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row_of (balanced))));
  gtk_switch_set_active (GTK_SWITCH (metropolises), TRUE);
  gtk_switch_set_active (GTK_SWITCH (flat), TRUE);
  gui_test_spin ();

  /* The German book: Flat World (15.1) kept, no Metropolises, Balanced Land offered. */
  adw_combo_row_set_selected (edition, VIK_EDITION_DE_V1_1);
  gui_test_spin ();
  g_assert_cmpint (scenario (w)->rules.edition, ==, VIK_EDITION_DE_V1_1);
  g_assert_cmpuint (scenario (w)->rules.options, ==, 1u << VIK_OPTION_TERRAIN_LEVELING);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row_of (metropolises))));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row_of (balanced))));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_of (flat))), ==, "Flat World (15.1)");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (flat)));
  g_assert_cmpuint (vik_editor_window_validate (w), ==, 0);

  /* The original game, for six players: its problems, citing the manual. */
  vik_editor_set_n_players (vik_editor_window_get_editor (w), 6);
  adw_combo_row_set_selected (edition, VIK_EDITION_V1);
  gui_test_spin ();
  g_assert_cmpuint (scenario (w)->rules.options, ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row_of (flat))));
  act (w, "editor.validate", NULL);
  problems = vik_editor_window_get_problems (w);
  g_assert_true (has_problem (problems, VIK_PROBLEM_ERROR, "Introduction", "2 to 4", NULL));

  /* Undo: the German book again, the row following. */
  act (w, "editor.undo", NULL);
  gui_test_spin ();
  g_assert_cmpint (scenario (w)->rules.edition, ==, VIK_EDITION_DE_V1_1);
  g_assert_cmpuint (adw_combo_row_get_selected (edition), ==, VIK_EDITION_DE_V1_1);
  window_free (w);
}

/* The Play buttons of the bundled scenarios' rows, in the widget tree. */
static void
find_play_buttons (GtkWidget *widget, GPtrArray *out)
{
  if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "path") != NULL)
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    find_play_buttons (c, out);
}

static void
test_new_game_dialog_scenarios (void)
{
  VikWindow *game_window = vik_window_new (NULL);
  GtkWidget *dialog;
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr (VikScenario) sc = NULL;
  const VikGame *game;
  const char *path;

  gtk_window_present (GTK_WINDOW (game_window));
  gui_test_spin ();
  dialog = vik_new_game_dialog_new (GTK_WINDOW (game_window), "viktory2");
  gtk_window_present (GTK_WINDOW (dialog));
  gui_test_spin ();
  find_play_buttons (dialog, buttons);
  /* the four bundled scenarios */
  g_assert_cmpuint (buttons->len, >=, 4);
  /* each scenario's description can be read whole: not cut off, also a tooltip */
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (buttons, i), ADW_TYPE_ACTION_ROW);
      g_autoptr (VikScenario) each = vik_scenario_load (g_object_get_data (G_OBJECT (g_ptr_array_index (buttons, i)),
                                                                        "path"), NULL);
      g_assert_nonnull (row);
      g_assert_nonnull (each);
      g_assert_cmpint (adw_action_row_get_subtitle_lines (ADW_ACTION_ROW (row)), ==, 0);
      if (each->description != NULL)
        g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (row), each->description));
    }
  path = g_object_get_data (G_OBJECT (g_ptr_array_index (buttons, 0)), "path");
  sc = vik_scenario_load (path, NULL);
  g_assert_nonnull (sc);
  g_signal_emit_by_name (g_ptr_array_index (buttons, 0), "clicked");
  gui_test_spin ();
  game = vik_game_model_get_game (vik_window_get_model (game_window));
  g_assert_nonnull (game);
  g_assert_cmpint (vik_game_get_n_players (game), ==, sc->n_players);
  g_assert_cmpint (vik_game_get_board (game)->radius, ==, vik_map_radius (sc->map));
  gtk_window_destroy (GTK_WINDOW (game_window));
  gui_test_spin ();
}

/* Closing with unsaved changes, then Discard: the editor goes without
 * GLib warnings or criticals (they are fatal in tests). */
static void
test_close_discard (void)
{
  VikEditorWindow *w = window_new ();
  AdwMessageDialog *dialog;

  g_object_add_weak_pointer (G_OBJECT (w), (gpointer *) &w);
  act (w, "editor.tool", "s", "paint");
  act (w, "editor.terrain", "s", "forest");
  apply_at (w, hex (w, 0, 0));
  g_assert_true (vik_editor_is_modified (vik_editor_window_get_editor (w)));
  gtk_window_close (GTK_WINDOW (w));
  gui_test_spin ();
  g_assert_nonnull (w);
  dialog = find_message_dialog (GTK_WINDOW (w));
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  g_assert_true (gui_test_spin_until_gone ((gpointer *) &w, 10));
  g_assert_null (w);
  g_assert_null (find_message_dialog (NULL));
}

/* The wheel over the palette scrolls it and never changes the brush
 * radius; the radius buttons and [ ] do. */
static void
test_wheel_keeps_radius (void)
{
  VikEditorWindow *w = window_new ();
  int radius = -1;
  GtkWidget *w_radius;

  act (w, "editor.radius", "i", 2);
  w_radius = vik_editor_window_get_radius_row (w);
  g_assert_nonnull (w_radius);
  /* no widget of the brush radius takes scroll events */
  g_assert_false (GTK_IS_SPIN_BUTTON (w_radius));
  g_assert_false (GTK_IS_RANGE (w_radius));
  {
    int i = 0;
    for (GtkWidget *c = gtk_widget_get_first_child (w_radius); c != NULL; c = gtk_widget_get_next_sibling (c), i++)
      {
        g_assert_true (GTK_IS_TOGGLE_BUTTON (c));
        /* the button of the radius in use is down */
        g_assert_cmpint (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (c)), ==, i == 2);
      }
    g_assert_cmpint (i, ==, 5);
  }
  g_object_get (w, "radius", &radius, NULL);
  g_assert_cmpint (radius, ==, 2);
  act (w, "editor.radius-step", "i", 1);
  g_object_get (w, "radius", &radius, NULL);
  g_assert_cmpint (radius, ==, 3);
  window_free (w);
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-editor-XXXXXX");
  {
    g_autofree char *autosave = g_build_filename (tmpdir, "autosaves", NULL);
    g_setenv ("VIKTORY_AUTOSAVE_DIR", autosave, TRUE);
  }
  gtk_test_init (&argc, &argv, NULL);
  editor_test_init ();

  g_test_add_func ("/gui/editor/opens", test_opens);
  g_test_add_func ("/gui/editor/new-scenario-palette-and-names", test_new_scenario_palette_and_names);
  g_test_add_func ("/gui/editor/16.0/optional-rules", test_optional_rules);
  g_test_add_func ("/gui/editor/edition", test_edition);
  g_test_add_func ("/gui/editor/tools", test_tools);
  g_test_add_func ("/gui/editor/board-view", test_board_view);
  g_test_add_func ("/gui/editor/symmetry", test_symmetry);
  g_test_add_func ("/gui/editor/undo-redo", test_undo_redo);
  g_test_add_func ("/gui/editor/validation", test_validation);
  g_test_add_func ("/gui/editor/save-and-reload", test_save_reload);
  g_test_add_func ("/gui/editor/play", test_play);
  g_test_add_func ("/gui/editor/discard-offers-save", test_discard_offers_save);
  g_test_add_func ("/gui/editor/new-game-dialog-scenarios", test_new_game_dialog_scenarios);
  g_test_add_func ("/gui/editor/close-discard", test_close_discard);
  g_test_add_func ("/gui/editor/wheel-keeps-radius", test_wheel_keeps_radius);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  g_free (tmpdir);
  return status;
}
