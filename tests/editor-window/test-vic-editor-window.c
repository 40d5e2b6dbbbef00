/* test-vic-editor-window.c: the map editor's Victory mode under a display:
 * New Map asks which game, and real clicks (xdotool's XTest through the X
 * server) draw a River hexside and a City, which are saved. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vic-editor-painter.h"
#include "vic-editor-scenario.h"
#include "vic-editor-scenario-row.h"
#include "vic-editor-window.h"
#include "vic-map-draw.h"
#include "vik-editor-problem-row.h"
#include "vik-editor-window.h"

#include "editor-test.h"

static char *tmpdir;

static void
act (GtkWidget *w, const char *action, const char *format, ...)
{
  GVariant *param = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      param = g_variant_new_va (format, NULL, &args);
      va_end (args);
    }
  g_assert_true (gtk_widget_activate_action_variant (w, action, param));
  gui_test_spin ();
}

static int
hex_of (VicEditorWindow *w, const char *label)
{
  int h = vic_map_lookup (vic_editor_doc_get_map (vic_editor_window_get_doc (w)), label);
  g_assert_cmpint (h, !=, VIC_NO_HEX);
  return h;
}

static guint16
side_of (const VicMap *map, const char *a, const char *b)
{
  int ha = vic_map_lookup (map, a), hb = vic_map_lookup (map, b);
  return vic_map_side (map, ha, vic_map_direction (map, ha, hb));
}

static VicEditorWindow *
find_victory_window (void)
{
  return (VicEditorWindow *) gui_test_find_toplevel (VIC_TYPE_EDITOR_WINDOW);
}

static gboolean
victory_window_open (gpointer data)
{
  return find_victory_window () != NULL;
}

/* What a click makes on the window's map: a River on the side between two
 * hexes, a City or a Town on a hex. */
typedef struct
{
  VicEditorWindow *w;
  const char *a, *b;
} Made;

static gboolean
river_made (gpointer data)
{
  Made *m = data;
  return (side_of (vic_editor_doc_get_map (vic_editor_window_get_doc (m->w)), m->a, m->b) & VIC_SIDE_RIVER) != 0;
}

static gboolean
city_made (gpointer data)
{
  Made *m = data;
  return vic_map_is_city (vic_editor_doc_get_map (vic_editor_window_get_doc (m->w)), hex_of (m->w, m->a));
}

static gboolean
town_made (gpointer data)
{
  Made *m = data;
  return vic_map_is_town (vic_editor_doc_get_map (vic_editor_window_get_doc (m->w)), hex_of (m->w, m->a));
}

/* New Map asks which game; Victory opens the Victory editor with a blank tile. */
static void
test_new_map_asks (void)
{
  VikEditorWindow *editor = vik_editor_window_new (NULL);
  GListModel *tops = gtk_window_get_toplevels ();
  AdwMessageDialog *ask = NULL;
  VicEditorWindow *w;

  g_assert_true (gui_test_present (GTK_WINDOW (editor)));
  act (GTK_WIDGET (editor), "editor.new-map", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (tops, i);
      if (ADW_IS_MESSAGE_DIALOG (top))
        ask = ADW_MESSAGE_DIALOG (top);
    }
  g_assert_nonnull (ask);
  g_assert_true (adw_message_dialog_has_response (ask, "viktory2"));
  g_assert_true (adw_message_dialog_has_response (ask, "victory"));
  g_assert_null (find_victory_window ());
  adw_message_dialog_response (ask, "victory");
  g_assert_true (gui_test_spin_until (victory_window_open, NULL, 10));
  w = find_victory_window ();
  g_assert_nonnull (w);
  g_assert_cmpint (vic_editor_doc_get_map (vic_editor_window_get_doc (w))->n_hexes, ==, 124);
  /* A blank tile breaks 8.1: the problems list says so. */
  g_assert_cmpuint (vic_editor_window_get_n_problems (w), >=, 1);
  gtk_window_destroy (GTK_WINDOW (w));
  gtk_window_destroy (GTK_WINDOW (editor));
  gui_test_settle ();
}

/* Real clicks: the hexside tool with River on the side between c3 and d3,
 * the City tool (3 PP, "Kiel") on e5; then Save As, and the file holds them. */
static void
test_clicks_draw_and_save (void)
{
  VicEditorWindow *w = vic_editor_window_new_tile (NULL);
  VikBoardView *board = vic_editor_window_get_board_view (w);
  const VicMap *map;
  const VikLayout *layout;
  double ax, ay, bx, by;
  g_autofree char *path = g_build_filename (tmpdir, "clicked.vicmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VicEditorDoc) saved = NULL;

  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  act (GTK_WIDGET (w), "vic-editor.zoom-fit", NULL);
  gui_test_settle ();
  map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
  layout = vik_board_view_get_layout (board);
  g_assert_false (side_of (map, "c3", "d3") & VIC_SIDE_RIVER);

  act (GTK_WIDGET (w), "vic-editor.tool", "s", "side");
  act (GTK_WIDGET (w), "vic-editor.side", "s", "river");
  vic_map_draw_hex_centre (map, layout, hex_of (w, "c3"), &ax, &ay);
  vic_map_draw_hex_centre (map, layout, hex_of (w, "d3"), &bx, &by);
  if (!gui_test_click_at (GTK_WIDGET (board), (ax + bx) / 2, (ay + by) / 2))
    {
      gtk_window_destroy (GTK_WINDOW (w));
      g_test_skip ("no X11 or no xdotool: no real clicks here");
      return;
    }
  g_assert_true (gui_test_spin_until (river_made, &(Made) { w, "c3", "d3" }, 10));
  map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
  g_assert_true (side_of (map, "c3", "d3") & VIC_SIDE_RIVER);
  g_assert_true (side_of (map, "d3", "c3") & VIC_SIDE_RIVER);

  act (GTK_WIDGET (w), "vic-editor.tool", "s", "city");
  act (GTK_WIDGET (w), "vic-editor.pp", "i", 3);
  act (GTK_WIDGET (w), "vic-editor.name", "s", "Kiel");
  layout = vik_board_view_get_layout (board);
  vic_map_draw_hex_centre (map, layout, hex_of (w, "e5"), &ax, &ay);
  g_assert_true (gui_test_click_at (GTK_WIDGET (board), ax, ay));
  g_assert_true (gui_test_spin_until (city_made, &(Made) { w, "e5", NULL }, 10));
  map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
  g_assert_true (vic_map_is_city (map, hex_of (w, "e5")));
  g_assert_cmpint (map->pp[hex_of (w, "e5")], ==, 3);
  g_assert_cmpstr (map->site_names[hex_of (w, "e5")], ==, "Kiel");
  g_assert_true (vic_editor_doc_is_modified (vic_editor_window_get_doc (w)));

  act (GTK_WIDGET (w), "vic-editor.save-as", "s", path);
  g_assert_false (vic_editor_doc_is_modified (vic_editor_window_get_doc (w)));
  saved = vic_editor_doc_open (path, &error);
  g_assert_no_error (error);
  map = vic_editor_doc_get_map (saved);
  g_assert_true (side_of (map, "c3", "d3") & VIC_SIDE_RIVER);
  g_assert_true (vic_map_is_city (map, vic_map_lookup (map, "e5")));
  g_assert_cmpint (map->pp[vic_map_lookup (map, "e5")], ==, 3);

  /* A drag with the terrain brush: one undo step for every hex it paints. */
  {
    VikBoardView *b = vic_editor_window_get_board_view (w);
    act (GTK_WIDGET (w), "vic-editor.tool", "s", "terrain");
    act (GTK_WIDGET (w), "vic-editor.terrain", "s", "forest");
    g_signal_emit_by_name (b, "stroke-begin");
    g_signal_emit_by_name (b, "hex-dragged", hex_of (w, "h3"));
    g_signal_emit_by_name (b, "hex-dragged", hex_of (w, "h4"));
    g_signal_emit_by_name (b, "hex-dragged", hex_of (w, "i4"));
    g_signal_emit_by_name (b, "stroke-end");
    map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
    g_assert_cmpint (map->terrain[hex_of (w, "h4")], ==, VIC_TERRAIN_FOREST);
    g_assert_cmpint (map->terrain[hex_of (w, "i4")], ==, VIC_TERRAIN_FOREST);
    act (GTK_WIDGET (w), "vic-editor.undo", NULL);
    map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
    g_assert_cmpint (map->terrain[hex_of (w, "h3")], ==, VIC_TERRAIN_CLEAR);
    g_assert_cmpint (map->terrain[hex_of (w, "i4")], ==, VIC_TERRAIN_CLEAR);
    g_assert_true (vic_map_is_city (map, hex_of (w, "e5")));
  }
  /* A bundled tile does not join the blank one: their half-hexes differ (1.1). */
  {
    g_autofree char *tile = g_build_filename (SOURCE_DATADIR, "victory", "tiles", "highmoor.vicmap", NULL);
    act (GTK_WIDGET (w), "vic-editor.join-at", "(ss)", tile, "south");
    g_assert_cmpint (vic_editor_doc_get_map (vic_editor_window_get_doc (w))->n_tiles, ==, 1);
  }
  /* The tools' keys: T takes the Town tool, and a click puts a Town on g6. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (gui_test_window_keys (GTK_WINDOW (w), "t"));  /* clicks worked: so do keys */
  layout = vik_board_view_get_layout (board);
  vic_map_draw_hex_centre (map, layout, hex_of (w, "g6"), &ax, &ay);
  /* the key came through the X server before the click: the click makes a Town */
  g_assert_true (gui_test_click_at (GTK_WIDGET (board), ax, ay));
  g_assert_true (gui_test_spin_until (town_made, &(Made) { w, "g6", NULL }, 10));
  g_assert_true (vic_map_is_town (vic_editor_doc_get_map (vic_editor_window_get_doc (w)), hex_of (w, "g6")));
  act (GTK_WIDGET (w), "vic-editor.undo", NULL);
  /* Undo takes the City away again. */
  act (GTK_WIDGET (w), "vic-editor.undo", NULL);
  g_assert_false (vic_map_is_city (vic_editor_doc_get_map (vic_editor_window_get_doc (w)), hex_of (w, "e5")));
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
  g_remove (path);
}

/* Joining a bundled tile south of another in the window: two tiles whose
 * half-hexes overlap, no problems at the seam; undo parts them. */
static void
test_join_tile (void)
{
  g_autofree char *west = g_build_filename (SOURCE_DATADIR, "victory", "tiles", "westmark.vicmap", NULL);
  g_autofree char *high = g_build_filename (SOURCE_DATADIR, "victory", "tiles", "highmoor.vicmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (west);
  VicEditorDoc *doc = vic_editor_doc_open (west, &error);
  VicEditorWindow *w;
  const VicMap *map;

  g_assert_no_error (error);
  w = vic_editor_window_new (NULL, doc, file);
  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  act (GTK_WIDGET (w), "vic-editor.join-at", "(ss)", high, "south");
  map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
  g_assert_cmpint (map->n_tiles, ==, 2);
  g_assert_cmpint (map->rows, ==, 19);
  g_assert_cmpstr (map->tile_names[1], ==, "Highmoor");
  g_assert_cmpuint (vic_editor_window_get_n_problems (w), ==, 0);
  /* A scenario on the two tiles: made, a key set (Enter in its row), a wrong one refused. */
  act (GTK_WIDGET (w), "vic-editor.make-scenario", NULL);
  g_assert_true (vic_editor_doc_is_scenario (vic_editor_window_get_doc (w)));
  act (GTK_WIDGET (w), "vic-editor.scenario-key", "(sss)", "Scenario", "TurnLimit", "10");
  g_assert_cmpint (g_key_file_get_integer (vic_editor_doc_get_scenario (vic_editor_window_get_doc (w)),
                                           "Scenario", "TurnLimit", NULL), ==, 10);
  act (GTK_WIDGET (w), "vic-editor.scenario-key", "(sss)", "Player2", "Tiles", "1");
  g_assert_cmpstr (g_key_file_get_string (vic_editor_doc_get_scenario (vic_editor_window_get_doc (w)),
                                          "Player2", "Tiles", NULL), ==, "2");
  act (GTK_WIDGET (w), "vic-editor.undo", NULL);
  act (GTK_WIDGET (w), "vic-editor.undo", NULL);
  act (GTK_WIDGET (w), "vic-editor.undo", NULL);
  g_assert_cmpint (vic_editor_doc_get_map (vic_editor_window_get_doc (w))->n_tiles, ==, 1);
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

static gboolean
is_list_box (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LIST_BOX (widget);
}

static int
selected_on_board (VicEditorWindow *w)
{
  return vic_editor_painter_get_selected (VIC_EDITOR_PAINTER (
    vik_board_view_get_painter (vic_editor_window_get_board_view (w))));
}

/* The Problems page (shared with VIKTORY II's editor): a road cut at the seam
 * of two tiles is listed as an error at its hex, under the heading; its row
 * activated selects the hex on the board; the road drawn again, the list is
 * empty, the summary says so and nothing is selected. */
static void
test_problems_page (void)
{
  g_autofree char *west = g_build_filename (SOURCE_DATADIR, "victory", "tiles", "westmark.vicmap", NULL);
  g_autofree char *high = g_build_filename (SOURCE_DATADIR, "victory", "tiles", "highmoor.vicmap", NULL);
  g_autoptr(GError) error = NULL;
  VicEditorDoc *doc = vic_editor_doc_open (west, &error);
  VicEditorWindow *w;
  VikEditorProblems *page;
  GListModel *model;
  GtkListBox *list;
  GtkListBoxRow *row;
  GtkWidget *header;
  g_autoptr(VikEditorProblem) problem = NULL;
  const VicMap *map;
  int e11, e12, at;

  g_assert_no_error (error);
  w = vic_editor_window_new (NULL, doc, NULL);
  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  act (GTK_WIDGET (w), "vic-editor.join-at", "(ss)", high, "south");
  page = vic_editor_window_get_problems_page (w);
  model = vik_editor_problems_get_model (page);
  list = GTK_LIST_BOX (gui_test_find_widget (GTK_WIDGET (page), is_list_box, NULL));
  g_assert_nonnull (list);
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (page), GTK_WIDGET (w)));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_cmpstr (vik_editor_problems_get_summary (page), ==, "No problems: the scenario is ready to play.");

  /* the road across the seam at e11-e12 cut */
  e11 = hex_of (w, "e11");
  e12 = hex_of (w, "e12");
  act (GTK_WIDGET (w), "vic-editor.tool", "s", "side");
  act (GTK_WIDGET (w), "vic-editor.side", "s", "clear");
  act (GTK_WIDGET (w), "vic-editor.apply-at", "s", "e11-e12");
  map = vic_editor_doc_get_map (vic_editor_window_get_doc (w));
  g_assert_false (side_of (map, "e11", "e12") & VIC_SIDE_ROAD);
  g_assert_cmpuint (vic_editor_window_get_n_problems (w), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  problem = g_list_model_get_item (model, 0);
  g_assert_cmpint (vik_editor_problem_get_severity (problem), ==, VIK_EDITOR_PROBLEM_ERROR);
  g_assert_nonnull (strstr (vik_editor_problem_get_message (problem), "(3.3)"));
  at = vik_editor_problem_get_hex (problem);
  g_assert_true (at == e11 || at == e12);
  g_assert_nonnull (strstr (vik_editor_problem_get_message (problem), map->labels[at]));
  g_assert_cmpuint (vik_editor_problem_get_index (problem), ==, 0);
  g_assert_cmpstr (vik_editor_problems_get_summary (page), ==,
                   "1 error, 0 warnings. Click a problem to see its hex.");
  /* its row, under the errors' heading */
  row = gtk_list_box_get_row_at_index (list, 0);
  g_assert_nonnull (row);
  g_assert_true (vik_editor_problem_row_get_item (VIK_EDITOR_PROBLEM_ROW (row)) == problem);
  g_assert_nonnull (gui_test_find_label (GTK_WIDGET (row), vik_editor_problem_get_message (problem)));
  header = gtk_list_box_row_get_header (row);
  g_assert_true (GTK_IS_LABEL (header));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (header)), ==, "Errors: the scenario would not play");
  g_assert_null (gtk_list_box_get_row_at_index (list, 1));

  /* the row activated (a click, Enter): its hex selected on the board */
  g_assert_cmpint (vic_editor_window_get_selected_hex (w), ==, VIC_NO_HEX);
  g_assert_cmpint (selected_on_board (w), ==, VIC_NO_HEX);
  gtk_widget_activate (GTK_WIDGET (row));
  gui_test_spin ();
  g_assert_cmpint (vic_editor_window_get_selected_hex (w), ==, at);
  g_assert_cmpint (selected_on_board (w), ==, at);

  /* the road drawn again: no problem left, nothing selected */
  act (GTK_WIDGET (w), "vic-editor.side", "s", "road");
  act (GTK_WIDGET (w), "vic-editor.apply-at", "s", "e11-e12");
  g_assert_true (side_of (vic_editor_doc_get_map (vic_editor_window_get_doc (w)), "e11", "e12") & VIC_SIDE_ROAD);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));
  g_assert_cmpuint (vic_editor_window_get_n_problems (w), ==, 0);
  g_assert_cmpstr (vik_editor_problems_get_summary (page), ==, "No problems: the scenario is ready to play.");
  g_assert_cmpint (vic_editor_window_get_selected_hex (w), ==, VIC_NO_HEX);
  g_assert_cmpint (selected_on_board (w), ==, VIC_NO_HEX);
  /* a stale index selects nothing */
  act (GTK_WIDGET (w), "editor.select-problem", "i", 0);
  g_assert_cmpint (vic_editor_window_get_selected_hex (w), ==, VIC_NO_HEX);

  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

static gboolean
is_scenario_row (GtkWidget *widget, gconstpointer data)
{
  return VIC_IS_EDITOR_SCENARIO_ROW (widget);
}

static gboolean
is_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget);
}

/* The panel's rows hold `n` items. */
static gboolean
rows_are (gpointer data)
{
  GListModel *rows = data;
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (rows), "test-n"));

  return g_list_model_get_n_items (rows) == n;
}

static void
wait_rows (GListModel *rows, guint n)
{
  g_object_set_data (G_OBJECT (rows), "test-n", GUINT_TO_POINTER (n));
  g_assert_true (gui_test_spin_until (rows_are, rows, 10));
}

/* The Scenario panel: a list box bound to its rows' list (VicScenarioItem),
 * a VicEditorScenarioRow each.  For a map, one row: the button that makes
 * it a scenario; clicked, the rows of the scenario's keys and of each
 * player; Enter in a key's entry sets the key, and the rows stay. */
static void
test_scenario_panel (void)
{
  g_autofree char *west = g_build_filename (SOURCE_DATADIR, "victory", "tiles", "westmark.vicmap", NULL);
  g_autofree char *high = g_build_filename (SOURCE_DATADIR, "victory", "tiles", "highmoor.vicmap", NULL);
  g_autoptr(GError) error = NULL;
  VicEditorDoc *doc = vic_editor_doc_open (west, &error);
  VicEditorWindow *w;
  GtkWidget *panel, *entry;
  GtkListBoxRow *row;
  GListModel *rows;
  guint n, turn_limit = G_MAXUINT;

  g_assert_no_error (error);
  w = vic_editor_window_new (NULL, doc, NULL);
  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  /* (two tiles: a tile for each of two players) */
  act (GTK_WIDGET (w), "vic-editor.join-at", "(ss)", high, "south");
  panel = gtk_widget_get_parent (gui_test_find_widget (GTK_WIDGET (w), is_scenario_row, NULL));
  g_assert_true (GTK_IS_LIST_BOX (panel));
  rows = vic_editor_scenario_panel_get_rows (panel);
  wait_rows (rows, 1);
  {
    g_autoptr (VicScenarioItem) item = g_list_model_get_item (rows, 0);
    g_assert_cmpint (vic_scenario_item_get_kind (item), ==, VIC_SCENARIO_ROW_MAKE);
  }
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (panel), 0);
  g_assert_nonnull (row);
  {
    GtkWidget *button = gui_test_find_widget (GTK_WIDGET (row), is_button, NULL);
    g_assert_nonnull (button);
    g_assert_true (gtk_widget_get_visible (button));
    g_signal_emit_by_name (button, "clicked");
  }
  g_assert_true (vic_editor_doc_is_scenario (vic_editor_window_get_doc (w)));
  /* four keys, then per player (two at first) a heading and seven keys */
  wait_rows (rows, 4 + 2 * 8);
  n = g_list_model_get_n_items (rows);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (VicScenarioItem) item = g_list_model_get_item (rows, i);
      row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (panel), i);
      g_assert_true (VIC_IS_EDITOR_SCENARIO_ROW (row));
      g_assert_true (vic_editor_scenario_row_get_item (VIC_EDITOR_SCENARIO_ROW (row)) == item);
      if (g_strcmp0 (vic_scenario_item_get_key (item), "TurnLimit") == 0)
        turn_limit = i;
    }
  {
    g_autoptr (VicScenarioItem) item = g_list_model_get_item (rows, 4);
    g_assert_cmpint (vic_scenario_item_get_kind (item), ==, VIC_SCENARIO_ROW_HEADING);
    g_assert_cmpstr (vic_scenario_item_get_label (item), ==, "Player 1");
  }
  /* Enter in the Turn limit row's entry: the key set, the row kept, its value shown */
  g_assert_cmpuint (turn_limit, <, n);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (panel), turn_limit);
  entry = gui_test_find_named (GTK_WIDGET (row), "TurnLimit");
  g_assert_true (GTK_IS_ENTRY (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "10");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpint (g_key_file_get_integer (vic_editor_doc_get_scenario (vic_editor_window_get_doc (w)),
                                           "Scenario", "TurnLimit", NULL), ==, 10);
  gui_test_settle ();
  g_assert_true (gtk_list_box_get_row_at_index (GTK_LIST_BOX (panel), turn_limit) == row);
  {
    g_autoptr (VicScenarioItem) item = g_list_model_get_item (rows, turn_limit);
    g_assert_cmpstr (vic_scenario_item_get_value (item), ==, "10");
  }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "10");
  gtk_window_destroy (GTK_WINDOW (w));
  gui_test_settle ();
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (tops, i);
      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_widget_get_visible (GTK_WIDGET (top)))
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return find_dialog () != NULL;
}

/* Closing with unsaved changes asks first: Cancel keeps the window, Discard closes it. */
static void
test_close_asks (void)
{
  VicEditorWindow *w = vic_editor_window_new_tile (NULL);
  AdwMessageDialog *ask;

  g_object_add_weak_pointer (G_OBJECT (w), (gpointer *) &w);
  g_assert_true (gui_test_present (GTK_WINDOW (w)));
  act (GTK_WIDGET (w), "vic-editor.tool", "s", "town");
  act (GTK_WIDGET (w), "vic-editor.apply-at", "s", "f5");
  g_assert_true (vic_editor_doc_is_modified (vic_editor_window_get_doc (w)));
  gtk_window_close (GTK_WINDOW (w));
  g_assert_true (gui_test_spin_until (dialog_shown, NULL, 10));
  ask = find_dialog ();
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "cancel");
  /* a response given here does not close the dialog as its button would */
  gtk_window_destroy (GTK_WINDOW (ask));
  gui_test_settle ();
  g_assert_nonnull (w);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (w)));
  gtk_window_close (GTK_WINDOW (w));
  g_assert_true (gui_test_spin_until (dialog_shown, NULL, 10));
  ask = find_dialog ();
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "discard");
  g_assert_true (gui_test_spin_until_gone ((gpointer *) &w, 10));
  g_assert_null (w);
}

int
main (int argc, char **argv)
{
  int status;

  if (!gui_test_have_display ())
    return 77;
  tmpdir = gui_test_tree_new ("viktory-vic-editor-XXXXXX");
  gtk_test_init (&argc, &argv, NULL);
  editor_test_init ();
  g_test_add_func ("/gui/vic-editor/new-map-asks-which-game", test_new_map_asks);
  g_test_add_func ("/gui/vic-editor/clicks-draw-and-save", test_clicks_draw_and_save);
  g_test_add_func ("/gui/vic-editor/join-tile", test_join_tile);
  g_test_add_func ("/gui/vic-editor/problems-page", test_problems_page);
  g_test_add_func ("/gui/vic-editor/scenario-panel-rows", test_scenario_panel);
  g_test_add_func ("/gui/vic-editor/close-asks", test_close_asks);
  status = g_test_run ();
  gui_test_tree_remove (tmpdir);
  g_free (tmpdir);
  return status;
}
