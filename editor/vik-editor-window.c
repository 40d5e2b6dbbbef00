/* vik-editor-window.c: the map and scenario editor's window.
 *
 * The window owns a VikEditor (editor/vik-editor.h) and shows its scenario
 * through a preview game built by hand (vik-position.h), so that even a
 * scenario that breaks the rules can be drawn by the game's renderer.  The
 * board is the game's own widget (VikBoardView) without a game model: it
 * zooms and pans as in the game, reports clicks (::hex-activated) and drag
 * strokes (::stroke-begin, ::hex-dragged, ::stroke-end) that apply the tool,
 * and lets the window draw the starting groups on top (::draw-overlay).
 * Every command is a GAction of the "editor" group; the tool palette's
 * buttons are bound to property actions (editor.tool, editor.terrain...), so
 * the buttons, the keyboard shortcuts and the tests share one path. */
#include "config.h"

#include "vik-editor-window.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "vik-action.h"
#include "vik-board-render.h"
#include "vik-board-view.h"
#include "vik-position.h"
#include "vik-unsaved-dialog.h"

struct _VikEditorWindow
{
  AdwApplicationWindow parent_instance;

  void (*after_save) (struct _VikEditorWindow *self); /* waits for Save As (Save / Discard / Cancel) */

  /* template */
  AdwToastOverlay *toasts;
  AdwWindowTitle *window_title;
  GtkBox *palette;
  VikBoardView *board;
  GtkStack *side_stack;
  GtkBox *props_box;
  GtkLabel *problems_summary;
  GtkListBox *problems_list;
  GtkLabel *status_label;

  VikEditor *editor;
  GFile *file;
  VikToolSettings settings;
  VikGame *preview;             /* the scenario as a drawable game, shown by the board */
  int selected;                 /* a clicked problem's hex */
  gboolean stroke_first;        /* the next hex of a drag stroke is its first */
  GPtrArray *problems;          /* of VikProblem, errors first */
  gboolean validated;           /* problems are of the current contents */
  gboolean syncing;             /* the property rows are being set from the scenario */
  gboolean close_confirmed;
  GtkFileChooserNative *chooser;

  /* property rows */
  AdwEntryRow *title_row, *author_row, *description_row;
  GtkSpinButton *players_spin, *first_spin, *turn_spin;
  GtkSwitch *setup_switch;
  AdwEntryRow *name_rows[VIK_MAX_PLAYERS];
  GtkColorButton *colour_buttons[VIK_MAX_PLAYERS];
  GtkSwitch *victory_switches[VIK_N_VICTORIES]; /* [5.0], the engine's table */
  GtkSwitch *option_switches[VIK_N_OPTIONS];   /* [16.0] */
  GtkSpinButton *frigate_spin, *bombard_spin, *towns_spin;
  GtkSwitch *pile_switch;
  GtkSpinButton *pile_spins[VIK_N_TERRAINS];
};

G_DEFINE_FINAL_TYPE (VikEditorWindow, vik_editor_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_TOOL,
  PROP_TERRAIN,
  PROP_RADIUS,
  PROP_PLAYER,
  PROP_UNIT,
  PROP_SYMMETRY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *const terrain_ids[VIK_N_TERRAINS] = {
  "water", "plains", "grassland", "forest", "mountain",
};
static const char terrain_keys[VIK_N_TERRAINS] = { 'w', 'p', 'g', 'f', 'm' };
static const char *const unit_ids[VIK_N_UNIT_TYPES] = {
  "infantry", "cavalry", "artillery", "frigate",
};
static const char unit_keys[VIK_N_UNIT_TYPES] = { 'i', 'v', 'a', 'r' };
static const char *const symmetry_names[VIK_N_SYMMETRIES] = {
  N_("None"), N_("2-fold"), N_("3-fold"), N_("6-fold"), N_("Mirror"),
};

static int
lookup_id (const char *const *ids, int n, const char *id)
{
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return -1;
}

static int
tool_from_id (const char *id)
{
  for (int t = 0; t < VIK_N_TOOLS; t++)
    if (g_strcmp0 (vik_tool_info (t)->id, id) == 0)
      return t;
  return -1;
}

static int
symmetry_from_id (const char *id)
{
  for (int s = 0; s < VIK_N_SYMMETRIES; s++)
    if (g_strcmp0 (vik_symmetry_id (s), id) == 0)
      return s;
  return -1;
}

static const VikScenario *
scenario_of (VikEditorWindow *self)
{
  return vik_editor_get_scenario (self->editor);
}

static gboolean
is_map_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return name != NULL && g_str_has_suffix (name, VIK_MAP_EXTENSION);
}

/* ---------------------------------------------------------------- the preview game */

/* The scenario as a game the renderer draws, built outside the rules so a
 * broken scenario shows too.  Face-down hexes stay face down. */
static VikGame *
preview_new (const VikScenario *sc)
{
  const VikMap *map = sc->map;
  int n = CLAMP (sc->n_players, 2, VIK_MAX_PLAYERS);
  VikGame *game = vik_position_new (&sc->rules, vik_map_radius (map), n, 1);

  for (int h = 0; h < map->board->n_hexes; h++)
    {
      gboolean down = map->terrain[h] == VIK_MAP_FACE_DOWN;
      vik_position_set_hex (game, h, down ? VIK_TERRAIN_WATER : map->terrain[h], !down);
    }
  for (int h = 0; h < map->board->n_hexes; h++)
    {
      const VikScenarioHex *sh = &sc->hexes[h];

      if (sh->site != VIK_SITE_NONE && sh->owner >= 0 && sh->owner < n)
        vik_position_set_site (game, h, sh->owner, sh->site, sh->capital);
      for (int p = 0; p < n; p++)
        {
          int frigate = 0;
          for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
            for (int i = 0; i < sh->units[p][t]; i++)
              {
                int label = vik_position_add_unit (game, h, p, t);
                if (t == VIK_UNIT_FRIGATE && frigate == 0)
                  frigate = label;
              }
          if (frigate == 0)
            continue;
          for (int t = 0; t < VIK_N_LAND_TYPES; t++)
            for (int i = 0; i < sh->cargo[p][t]; i++)
              vik_position_add_cargo (game, p, frigate, t);
        }
    }
  return game;
}

static gboolean
parse_colour (const char *text, VikColor *out)
{
  GdkRGBA rgba;

  if (text == NULL || !gdk_rgba_parse (&rgba, text))
    return FALSE;
  *out = (VikColor) { rgba.red, rgba.green, rgba.blue };
  return TRUE;
}

/* The board shows the scenario's colours and the clicked problem's hex. */
static void
update_board (VikEditorWindow *self)
{
  const VikScenario *sc = scenario_of (self);

  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      VikColor c = vik_game_model_default_color (p);
      if (p < sc->n_players)
        parse_colour (sc->players[p].colour, &c);
      vik_board_view_set_color (self->board, p, c);
    }
  vik_board_view_clear_highlights (self->board);
  if (self->selected >= 0 && self->selected < vik_game_get_board (self->preview)->n_hexes)
    vik_board_view_set_highlight (self->board, self->selected, VIK_HIGHLIGHT_SELECTED);
}

/* Starting groups are no part of a game's drawing: a dashed ring in the
 * player's colour and the group's number, drawn on top of the board. */
static void
draw_start_groups (VikBoardView *board, gpointer cairo, gpointer data)
{
  VikEditorWindow *self = data;
  cairo_t *cr = cairo;
  const VikBoardStyle *style = vik_board_view_get_style (board);
  const VikMap *map = scenario_of (self)->map;
  double s = style->layout.size;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (8, 0.3 * s));
  for (int h = 0; h < map->board->n_hexes; h++)
    {
      int g = map->group[h];
      double x, y;
      VikColor c = g >= 0 && g < VIK_MAX_PLAYERS ? style->colors[g] : (VikColor) { 0, 0, 0 };
      /* the dashes grow with the zoom, as the ring does */
      double dash[] = { MAX (4, 0.12 * s), MAX (3, 0.09 * s) };
      char number[4];

      if (g < 0)
        continue;
      vik_layout_hex_to_pixel (&style->layout, map->board->coords[h], &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, 0.72 * s, 0, 2 * G_PI);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, MAX (2, 0.08 * s));
      cairo_set_source_rgb (cr, c.red, c.green, c.blue);
      cairo_stroke (cr);
      g_snprintf (number, sizeof number, "%d", g + 1);
      cairo_move_to (cr, x - 0.55 * s, y - 0.35 * s);
      cairo_text_path (cr, number);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 3);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, c.red, c.green, c.blue);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* ---------------------------------------------------------------- showing changes */

static void sync_properties (VikEditorWindow *self);

static void
update_title (VikEditorWindow *self)
{
  const VikScenario *sc = scenario_of (self);
  g_autofree char *base = self->file ? g_file_get_basename (self->file) : g_strdup (_("Not saved"));
  g_autofree char *subtitle = g_strdup_printf ("%s%s", vik_editor_is_modified (self->editor) ? "• " : "",
                                               base);

  adw_window_title_set_title (self->window_title,
                              sc->title && sc->title[0] ? sc->title : _("Untitled map"));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
update_actions (VikEditorWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", vik_editor_can_undo (self->editor));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", vik_editor_can_redo (self->editor));
}

/* After every change of the scenario: redraw, resync the panel, mark the
 * problems stale. */
static void
contents_changed (VikEditorWindow *self)
{
  VikGame *old = self->preview;

  /* the board borrows the preview: show the new one before freeing the old */
  self->preview = preview_new (scenario_of (self));
  vik_board_view_set_game (self->board, self->preview);
  g_clear_pointer (&old, vik_game_free);
  if (self->selected >= vik_game_get_board (self->preview)->n_hexes)
    self->selected = VIK_NO_HEX;
  update_board (self);
  if (self->validated)
    {
      self->validated = FALSE;
      gtk_label_set_text (self->problems_summary,
                          _("Changed since the last validation: press Validate (F7)."));
    }
  sync_properties (self);
  update_title (self);
  update_actions (self);
}

static void
toast (VikEditorWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
}

static void
set_status (VikEditorWindow *self, const char *text)
{
  gtk_label_set_text (self->status_label, text);
}

/* ---------------------------------------------------------------- validation */

static int
problem_order (gconstpointer a, gconstpointer b)
{
  const VikProblem *pa = *(VikProblem *const *) a, *pb = *(VikProblem *const *) b;

  return (int) pa->severity - (int) pb->severity;
}

static GtkWidget *
problem_row (const VikProblem *problem)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name (problem->severity == VIK_PROBLEM_ERROR
                                                  ? "dialog-error-symbolic"
                                                  : "dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (problem->message);

  gtk_widget_add_css_class (icon, problem->severity == VIK_PROBLEM_ERROR ? "error" : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  return box;
}

static GtkWidget *
heading_row (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

guint
vik_editor_window_validate (VikEditorWindow *self)
{
  guint n_errors, n_warnings;
  int last = -1;
  GtkWidget *child;

  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), 0);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = vik_editor_validate (self->editor);
  g_ptr_array_sort (self->problems, problem_order);
  self->validated = TRUE;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
  for (guint i = 0; i < self->problems->len; i++)
    {
      const VikProblem *p = g_ptr_array_index (self->problems, i);
      GtkWidget *row;

      if ((int) p->severity != last)
        {
          gtk_list_box_append (self->problems_list,
                               heading_row (p->severity == VIK_PROBLEM_ERROR
                                            ? _("Errors: the scenario would not play")
                                            : _("Warnings: unusual but legal")));
          last = p->severity;
        }
      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), problem_row (p));
      /* the row's problem, by its index in self->problems */
      g_object_set_data (G_OBJECT (row), "problem", GUINT_TO_POINTER (i + 1));
      gtk_list_box_append (self->problems_list, row);
    }

  n_errors = vik_problems_count (self->problems, VIK_PROBLEM_ERROR);
  n_warnings = vik_problems_count (self->problems, VIK_PROBLEM_WARNING);
  if (n_errors + n_warnings == 0)
    gtk_label_set_text (self->problems_summary, _("No problems: the scenario is ready to play."));
  else
    {
      g_autofree char *e = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", n_errors),
                                            n_errors);
      g_autofree char *w = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                         n_warnings), n_warnings);
      g_autofree char *text = g_strdup_printf (_("%s, %s. Click a problem to see its hex."), e, w);
      gtk_label_set_text (self->problems_summary, text);
    }
  gtk_stack_set_visible_child_name (self->side_stack, "problems");
  return n_errors;
}

GPtrArray *
vik_editor_window_get_problems (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);
  return self->problems;
}

int
vik_editor_window_get_selected_hex (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), VIK_NO_HEX);
  return self->selected;
}

static void
select_problem (VikEditorWindow *self, guint index)
{
  const VikProblem *p;

  if (self->problems == NULL || index >= self->problems->len)
    return;
  p = g_ptr_array_index (self->problems, index);
  self->selected = p->hex;
  set_status (self, p->message);
  update_board (self);
}

static void
problem_activated (GtkListBox *list, GtkListBoxRow *row, gpointer data)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "problem"));

  if (index > 0)
    select_problem (data, index - 1);
}

/* ---------------------------------------------------------------- applying tools */

static gboolean
apply_at (VikEditorWindow *self, int hex, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!vik_editor_apply_tool (self->editor, &self->settings, hex, &local))
    {
      if (local == NULL)
        return TRUE;            /* nothing to change there */
      set_status (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  set_status (self, "");
  contents_changed (self);
  return TRUE;
}

/* A click on the board: the tool at that hex, one undo step. */
static void
board_hex_activated (VikBoardView *board, int hex, gpointer data)
{
  apply_at (data, hex, NULL);
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
  apply_at (self, hex, NULL);
}

static void
board_stroke_end (VikBoardView *board, gpointer data)
{
  VikEditorWindow *self = data;

  vik_editor_end_stroke (self->editor);
}

/* ---------------------------------------------------------------- files */

static void
set_file (VikEditorWindow *self, GFile *file)
{
  g_set_object (&self->file, file);
  update_title (self);
}

static void
replace_editor (VikEditorWindow *self, VikEditor *editor)
{
  vik_editor_free (self->editor);
  self->editor = editor;
  self->selected = VIK_NO_HEX;
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->validated = TRUE; /* contents_changed() then marks the list stale */
  contents_changed (self);
}

gboolean
vik_editor_window_open_file (VikEditorWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GError) local = NULL;
  VikScenario *sc = NULL;

  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), FALSE);

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
      vik_show_error_dialog (GTK_WINDOW (self), _("Could Not Open the File"), local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  replace_editor (self, vik_editor_new (sc));
  set_file (self, file);
  vik_editor_window_validate (self);
  return TRUE;
}

gboolean
vik_editor_window_save_file (VikEditorWindow *self, GFile *file, GError **error)
{
  const VikScenario *sc = scenario_of (self);
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
      vik_show_error_dialog (GTK_WINDOW (self), _("Could Not Save the File"), local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  vik_editor_mark_saved (self->editor);
  set_file (self, file);
  if (n_errors > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Saved with %u error: it will not play until it is fixed",
                                                            "Saved with %u errors: it will not play until they are fixed",
                                                            n_errors), n_errors);
      toast (self, text);
    }
  else
    toast (self, _("Saved"));
  return TRUE;
}

static void
add_filters (GtkFileChooser *chooser)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Maps and scenarios"));
  gtk_file_filter_add_pattern (filter, "*" VIK_SCENARIO_EXTENSION);
  gtk_file_filter_add_pattern (filter, "*" VIK_MAP_EXTENSION);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("All files"));
  gtk_file_filter_add_pattern (filter, "*");
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
chooser_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  VikEditorWindow *self = data;
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (saving && vik_editor_window_save_file (self, file, NULL) && self->after_save != NULL)
        {
          void (*then) (VikEditorWindow *) = self->after_save;
          self->after_save = NULL;
          g_clear_object (&self->chooser);
          then (self);
          return;
        }
      if (!saving)
        vik_editor_window_open_file (self, file, NULL);
    }
  self->after_save = NULL;
  g_clear_object (&self->chooser);
}

static void
choose_file (VikEditorWindow *self, gboolean saving)
{
  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (saving ? _("Save Map or Scenario") : _("Open Map or Scenario"),
                                               GTK_WINDOW (self),
                                               saving ? GTK_FILE_CHOOSER_ACTION_SAVE
                                                      : GTK_FILE_CHOOSER_ACTION_OPEN,
                                               saving ? _("_Save") : _("_Open"), _("_Cancel"));
  add_filters (GTK_FILE_CHOOSER (self->chooser));
  if (saving)
    {
      const VikScenario *sc = scenario_of (self);
      g_autofree char *name = g_strdup_printf ("%s%s", sc->title && sc->title[0] ? sc->title : _("Untitled"),
                                               VIK_SCENARIO_EXTENSION);
      if (self->file != NULL)
        gtk_file_chooser_set_file (GTK_FILE_CHOOSER (self->chooser), self->file, NULL);
      else
        gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Asks before throwing away unsaved changes; then calls then (self). */
typedef void (*ThenFunc) (VikEditorWindow *self);

static void
discard_response (const char *response, gpointer data)
{
  VikEditorWindow *self = data;
  ThenFunc then = self->after_save;

  self->after_save = NULL;
  if (g_strcmp0 (response, VIK_UNSAVED_DISCARD) == 0)
    then (self);
  else if (g_strcmp0 (response, VIK_UNSAVED_SAVE) == 0)
    {
      if (self->file != NULL)
        {
          if (vik_editor_window_save_file (self, self->file, NULL))
            then (self);
        }
      else
        {
          self->after_save = then; /* after the file chooser's Save */
          choose_file (self, TRUE);
        }
    }
  g_object_unref (self);
}

/* Save / Discard / Cancel, as GNOME apps ask. */
static void
confirm_discard (VikEditorWindow *self, ThenFunc then)
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

static void
do_new (VikEditorWindow *self)
{
  int n = scenario_of (self)->n_players;

  replace_editor (self, vik_editor_new_blank (vik_board_radius_for_players (n), n));
  set_file (self, NULL);
}

static void
do_open (VikEditorWindow *self)
{
  choose_file (self, FALSE);
}

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
      confirm_discard (self, do_close);
      return TRUE;
    }
  return GTK_WINDOW_CLASS (vik_editor_window_parent_class)->close_request (window);
}

/* ---------------------------------------------------------------- random maps and play */

gboolean
vik_editor_window_generate (VikEditorWindow *self, const VikMapgenOptions *options, GError **error)
{
  VikMap *map = vik_mapgen_generate (options, error);

  if (map == NULL)
    return FALSE;
  vik_editor_set_map (self->editor, map);
  if (scenario_of (self)->n_players != options->n_players)
    vik_editor_set_n_players (self->editor, options->n_players);
  contents_changed (self);
  return TRUE;
}

/* The generator's options for the current map: its radius, players and the
 * palette's symmetry. */
static void
default_mapgen_options (VikEditorWindow *self, guint64 seed, VikMapgenOptions *options)
{
  const VikScenario *sc = scenario_of (self);

  memset (options, 0, sizeof *options);
  options->radius = vik_map_radius (sc->map);
  options->n_players = sc->n_players;
  options->seed = seed;
  options->symmetry = self->settings.symmetry;
}

static void
random_map_response (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  VikEditorWindow *self = data;
  VikMapgenOptions options;
  GtkSpinButton **spins = g_object_get_data (G_OBJECT (dialog), "spins");
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "generate") != 0)
    return;
  default_mapgen_options (self, (guint64) gtk_spin_button_get_value (spins[0]), &options);
  options.radius = gtk_spin_button_get_value_as_int (spins[1]);
  options.face_down = gtk_switch_get_active (g_object_get_data (G_OBJECT (dialog), "face-down"));
  options.pile_set = gtk_switch_get_active (g_object_get_data (G_OBJECT (dialog), "custom"));
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    options.pile[t] = gtk_spin_button_get_value_as_int (spins[2 + t]);
  if (!vik_editor_window_generate (self, &options, &error))
    vik_show_error_dialog (GTK_WINDOW (self), _("Could Not Make a Map"), error->message);
  else
    {
      g_autofree char *text = g_strdup_printf (_("Random map, seed %" PRIu64), options.seed);
      toast (self, text);
    }
}

static GtkWidget *
grid_spin (GtkGrid *grid, int row, const char *label, double min, double max, double value)
{
  GtkWidget *l = gtk_label_new (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_grid_attach (grid, l, 0, row, 1, 1);
  gtk_grid_attach (grid, spin, 1, row, 1, 1);
  return spin;
}

static GtkWidget *
grid_switch (GtkGrid *grid, int row, const char *label, gboolean active)
{
  GtkWidget *l = gtk_label_new (label);
  GtkWidget *sw = gtk_switch_new ();

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_switch_set_active (GTK_SWITCH (sw), active);
  gtk_widget_set_halign (sw, GTK_ALIGN_END);
  gtk_grid_attach (grid, l, 0, row, 1, 1);
  gtk_grid_attach (grid, sw, 1, row, 1, 1);
  return sw;
}

static void
random_map_dialog (VikEditorWindow *self)
{
  const VikScenario *sc = scenario_of (self);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Random Map"),
                                              _("A fair map: every starting group has two land "
                                                "hexes and land within reach of the others. "
                                                "The map replaces the current one (Undo brings it back)."));
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  GtkSpinButton **spins = g_new0 (GtkSpinButton *, 2 + VIK_N_TERRAINS);
  guint counts[VIK_N_TERRAINS];
  GtkWidget *sw;

  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 12);
  spins[0] = GTK_SPIN_BUTTON (grid_spin (grid, 0, _("Seed"), 0, G_MAXINT32,
                                         g_random_int_range (1, G_MAXINT32)));
  spins[1] = GTK_SPIN_BUTTON (grid_spin (grid, 1, _("Board radius"), 2, VIK_MAX_RADIUS,
                                         vik_map_radius (sc->map)));
  sw = grid_switch (grid, 2, _("Leave hexes face down"), FALSE);
  g_object_set_data (G_OBJECT (dialog), "face-down", sw);
  sw = grid_switch (grid, 3, _("Own composition (else R3)"), FALSE);
  g_object_set_data (G_OBJECT (dialog), "custom", sw);
  vik_map_pile_counts (sc->map, counts);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    spins[2 + t] = GTK_SPIN_BUTTON (grid_spin (grid, 4 + t, vik_terrain_name (t), 0, VIK_MAX_PILE, counts[t]));
  g_object_set_data_full (G_OBJECT (dialog), "spins", spins, g_free);

  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), GTK_WIDGET (grid));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "generate", _("_Make Map"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "generate",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "generate");
  g_signal_connect (dialog, "response", G_CALLBACK (random_map_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

VikWindow *
vik_editor_window_play (VikEditorWindow *self, guint64 seed, GError **error)
{
  VikWindow *window;

  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);

  if (vik_editor_window_validate (self) > 0)
    {
      vik_scenario_check (scenario_of (self), scenario_of (self)->title, error);
      return NULL;
    }
  window = vik_window_new (gtk_window_get_application (GTK_WINDOW (self)));
  if (!vik_game_model_new_from_scenario (vik_window_get_model (window), scenario_of (self), seed, error))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }
  vik_window_show_side_page (window, "actions");
  gtk_window_present (GTK_WINDOW (window));
  vik_board_view_fit (vik_window_get_board_view (window));
  return window;
}

VikBoardView *
vik_editor_window_get_board_view (VikEditorWindow *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_WINDOW (self), NULL);
  return self->board;
}

/* ---------------------------------------------------------------- actions */

static void
apply_at_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  const char *label = g_variant_get_string (param, NULL);
  int hex = vik_board_parse_label (scenario_of (self)->map->board, label);

  if (hex == VIK_NO_HEX)
    {
      g_autofree char *text = g_strdup_printf (_("%s is not a hex of this board"), label);
      set_status (self, text);
      return;
    }
  apply_at (self, hex, NULL);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  if (vik_editor_undo (self->editor))
    contents_changed (self);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  if (vik_editor_redo (self->editor))
    contents_changed (self);
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *param)
{
  confirm_discard (VIK_EDITOR_WINDOW (widget), do_new);
}

/* editor.open and editor.save-as take a path; "" asks for one. */
static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  const char *path = g_variant_get_string (param, NULL);

  if (path[0] == '\0')
    confirm_discard (self, do_open);
  else
    {
      g_autoptr (GFile) file = g_file_new_for_path (path);
      vik_editor_window_open_file (self, file, NULL);
    }
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  const char *path = g_variant_get_string (param, NULL);

  if (path[0] == '\0')
    choose_file (self, TRUE);
  else
    {
      g_autoptr (GFile) file = g_file_new_for_path (path);
      vik_editor_window_save_file (self, file, NULL);
    }
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  if (self->file != NULL)
    vik_editor_window_save_file (self, self->file, NULL);
  else
    choose_file (self, TRUE);
}

static void
validate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_editor_window_validate (VIK_EDITOR_WINDOW (widget));
}

static void
select_problem_action (GtkWidget *widget, const char *name, GVariant *param)
{
  select_problem (VIK_EDITOR_WINDOW (widget), g_variant_get_int32 (param));
}

static void
random_map_action (GtkWidget *widget, const char *name, GVariant *param)
{
  random_map_dialog (VIK_EDITOR_WINDOW (widget));
}

/* editor.generate (seed): a random map with the default options, no dialog. */
static void
generate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  VikMapgenOptions options;
  g_autoptr (GError) error = NULL;

  default_mapgen_options (self, g_variant_get_uint64 (param), &options);
  if (!vik_editor_window_generate (self, &options, &error))
    vik_show_error_dialog (GTK_WINDOW (self), _("Could Not Make a Map"), error->message);
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (vik_editor_window_play (self, g_random_int (), &error) == NULL)
    toast (self, _("Fix the errors listed before playing"));
}

/* editor.zoom-in, editor.zoom-out, editor.zoom-fit: the board's view. */
static void
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  vik_board_view_zoom_action (self->board, name);
}

static void
radius_step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  g_object_set (self, "radius", CLAMP (self->settings.radius + g_variant_get_int32 (param), 0, 4), NULL);
}

static void
symmetry_next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  g_object_set (self, "symmetry", vik_symmetry_id ((self->settings.symmetry + 1) % VIK_N_SYMMETRIES), NULL);
}

/* editor.unit-tool (unit): the Unit tool with that unit. */
static void
unit_tool_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_object_set (widget, "unit", g_variant_get_string (param, NULL), "tool", "unit", NULL);
}

/* editor.terrain-tool (terrain): that terrain, and the Paint tool unless Fill is in use. */
static void
terrain_tool_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  g_object_set (self, "terrain", g_variant_get_string (param, NULL), NULL);
  if (self->settings.tool != VIK_TOOL_FILL)
    g_object_set (self, "tool", "paint", NULL);
}

/* ---------------------------------------------------------------- the property panel */

static GtkWidget *
group_new (VikEditorWindow *self, const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_box_append (self->props_box, group);
  return group;
}

static AdwEntryRow *
entry_row (GtkWidget *group, const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return ADW_ENTRY_ROW (row);
}

static GtkWidget *
action_row (GtkWidget *group, const char *title, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static GtkSpinButton *
spin_row (GtkWidget *group, const char *title, double min, double max)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  action_row (group, title, spin);
  return GTK_SPIN_BUTTON (spin);
}

static GtkSwitch *
switch_row (GtkWidget *group, const char *title)
{
  GtkWidget *sw = gtk_switch_new ();

  action_row (group, title, sw);
  return GTK_SWITCH (sw);
}

static void
set_entry (AdwEntryRow *row, const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
}

static void
sync_properties (VikEditorWindow *self)
{
  const VikScenario *sc = scenario_of (self);
  guint counts[VIK_N_TERRAINS];

  self->syncing = TRUE;
  set_entry (self->title_row, sc->title);
  set_entry (self->author_row, sc->map->author);
  set_entry (self->description_row, sc->description);
  gtk_spin_button_set_value (self->players_spin, sc->n_players);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      GdkRGBA rgba;
      gtk_widget_set_visible (GTK_WIDGET (self->name_rows[p]), p < sc->n_players);
      set_entry (self->name_rows[p], sc->players[p].name);
      if (gdk_rgba_parse (&rgba, sc->players[p].colour))
        gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (self->colour_buttons[p]), &rgba);
    }
  gtk_switch_set_active (self->setup_switch, sc->phase == VIK_PHASE_SETUP);
  gtk_spin_button_set_range (self->first_spin, 1, sc->n_players);
  gtk_spin_button_set_value (self->first_spin, sc->first_player + 1);
  gtk_spin_button_set_value (self->turn_spin, MAX (sc->turn, 1));
  gtk_widget_set_sensitive (GTK_WIDGET (self->turn_spin), sc->phase != VIK_PHASE_SETUP);
  gtk_widget_set_sensitive (GTK_WIDGET (self->first_spin), sc->phase != VIK_PHASE_SETUP);
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    gtk_switch_set_active (self->victory_switches[i],
                           ((sc->victory ? sc->victory : VIK_VICTORY_STANDARD) & (1u << i)) != 0);
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    gtk_switch_set_active (self->option_switches[o], vik_ruleset_has_option (&sc->rules, o));
  gtk_spin_button_set_value (self->frigate_spin, sc->rules.frigate_capacity);
  gtk_spin_button_set_value (self->bombard_spin, sc->rules.bombard_range);
  gtk_spin_button_set_value (self->towns_spin, sc->rules.towns_per_build);
  gtk_switch_set_active (self->pile_switch, sc->map->pile_set);
  vik_map_pile_counts (sc->map, counts);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      gtk_spin_button_set_value (self->pile_spins[t], counts[t]);
      gtk_widget_set_sensitive (GTK_WIDGET (self->pile_spins[t]), sc->map->pile_set);
    }
  self->syncing = FALSE;
}

static void
text_applied (AdwEntryRow *row, gpointer data)
{
  VikEditorWindow *self = data;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  if (self->syncing)
    return;
  if (row == self->title_row)
    vik_editor_set_title (self->editor, text);
  else if (row == self->author_row)
    vik_editor_set_author (self->editor, text);
  else if (row == self->description_row)
    vik_editor_set_description (self->editor, text);
  else
    for (int p = 0; p < VIK_MAX_PLAYERS; p++)
      if (row == self->name_rows[p])
        vik_editor_set_player (self->editor, p, text, NULL);
  contents_changed (self);
}

static void
colour_set (GtkColorButton *button, gpointer data)
{
  VikEditorWindow *self = data;
  GdkRGBA rgba;
  char colour[8];

  if (self->syncing)
    return;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  g_snprintf (colour, sizeof colour, "#%02x%02x%02x", (int) (rgba.red * 255 + 0.5),
              (int) (rgba.green * 255 + 0.5), (int) (rgba.blue * 255 + 0.5));
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    if (button == self->colour_buttons[p])
      vik_editor_set_player (self->editor, p, NULL, colour);
  contents_changed (self);
}

/* Any number or switch of the panel: the scenario takes them all. */
static void
numbers_changed (VikEditorWindow *self)
{
  const VikScenario *sc = scenario_of (self);
  int n = gtk_spin_button_get_value_as_int (self->players_spin);
  guint victory = 0;
  VikRuleset rules = sc->rules;
  guint counts[VIK_N_TERRAINS];

  if (self->syncing)
    return;
  if (n != sc->n_players)
    vik_editor_set_n_players (self->editor, n);
  vik_editor_set_start (self->editor,
                        gtk_switch_get_active (self->setup_switch) ? VIK_PHASE_SETUP : VIK_PHASE_MOVEMENT,
                        gtk_spin_button_get_value_as_int (self->first_spin) - 1,
                        gtk_spin_button_get_value_as_int (self->turn_spin));
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    if (gtk_switch_get_active (self->victory_switches[i]))
      victory |= 1u << i;
  vik_editor_set_victory (self->editor, victory);
  rules.frigate_capacity = gtk_spin_button_get_value_as_int (self->frigate_spin);
  rules.bombard_range = gtk_spin_button_get_value_as_int (self->bombard_spin);
  rules.towns_per_build = gtk_spin_button_get_value_as_int (self->towns_spin);
  rules.options = 0;
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (gtk_switch_get_active (self->option_switches[o]))
      rules.options |= 1u << o;
  vik_editor_set_rules (self->editor, &rules);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    counts[t] = gtk_spin_button_get_value_as_int (self->pile_spins[t]);
  vik_editor_set_pile (self->editor, gtk_switch_get_active (self->pile_switch), counts);
  contents_changed (self);
}

static void
spin_changed (GtkSpinButton *spin, gpointer data)
{
  numbers_changed (data);
}

static void
switch_changed (GObject *sw, GParamSpec *pspec, gpointer data)
{
  numbers_changed (data);
}

static void
build_properties (VikEditorWindow *self)
{
  GtkWidget *group;

  group = group_new (self, _("Map and scenario"));
  self->title_row = entry_row (group, _("Title"));
  self->author_row = entry_row (group, _("Author"));
  self->description_row = entry_row (group, _("Description"));

  group = group_new (self, _("Players"));
  self->players_spin = spin_row (group, _("Players"), 2, VIK_MAX_PLAYERS);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %d (empty: default name)"), p + 1);
      GtkWidget *button = gtk_color_button_new ();
      self->name_rows[p] = entry_row (group, title);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      adw_entry_row_add_suffix (self->name_rows[p], button);
      self->colour_buttons[p] = GTK_COLOR_BUTTON (button);
      g_signal_connect (button, "color-set", G_CALLBACK (colour_set), self);
    }

  group = group_new (self, _("Start"));
  self->setup_switch = switch_row (group, _("Setup turns first (4.0)"));
  self->first_spin = spin_row (group, _("First player"), 1, VIK_MAX_PLAYERS);
  self->turn_spin = spin_row (group, _("Game turn"), 1, 99);

  group = group_new (self, _("Victory conditions"));
  for (int i = 0; i < VIK_N_VICTORIES; i++)
    self->victory_switches[i] = switch_row (group, vik_victory_title (i));

  group = group_new (self, _("Rule options"));
  self->frigate_spin = spin_row (group, _("Frigate capacity (10.41)"), 0, 9);
  self->bombard_spin = spin_row (group, _("Bombard range (12.0)"), 0, 9);
  self->towns_spin = spin_row (group, _("Towns per build (8.2)"), 1, 9);

  group = group_new (self, _("Optional rules (16.0)"));
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      self->option_switches[o] = switch_row (group, vik_option_title (o));
      gtk_widget_set_name (GTK_WIDGET (self->option_switches[o]), vik_option_id (o));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (self->option_switches[o]),
                                                                             ADW_TYPE_ACTION_ROW)),
                                   vik_option_summary (o));
      g_signal_connect (self->option_switches[o], "notify::active", G_CALLBACK (switch_changed), self);
    }

  group = group_new (self, _("Draw pile"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The tiles for face-down hexes; R3 unless set here."));
  self->pile_switch = switch_row (group, _("Own composition"));
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    self->pile_spins[t] = spin_row (group, vik_terrain_name (t), 0, VIK_MAX_PILE);

  g_signal_connect (self->title_row, "apply", G_CALLBACK (text_applied), self);
  g_signal_connect (self->author_row, "apply", G_CALLBACK (text_applied), self);
  g_signal_connect (self->description_row, "apply", G_CALLBACK (text_applied), self);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    g_signal_connect (self->name_rows[p], "apply", G_CALLBACK (text_applied), self);
  {
    GtkSpinButton *spins[] = { self->players_spin, self->first_spin, self->turn_spin, self->frigate_spin,
                               self->bombard_spin, self->towns_spin };
    GtkSwitch *switches[] = { self->setup_switch, self->pile_switch };
    for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
      g_signal_connect (spins[i], "value-changed", G_CALLBACK (spin_changed), self);
    for (int i = 0; i < VIK_N_VICTORIES; i++)
      g_signal_connect (self->victory_switches[i], "notify::active", G_CALLBACK (switch_changed), self);
    for (int t = 0; t < VIK_N_TERRAINS; t++)
      g_signal_connect (self->pile_spins[t], "value-changed", G_CALLBACK (spin_changed), self);
    for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
      g_signal_connect (switches[i], "notify::active", G_CALLBACK (switch_changed), self);
  }
}

/* ---------------------------------------------------------------- the palette */

static GtkWidget *
palette_heading (VikEditorWindow *self, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 8);
  gtk_box_append (self->palette, label);
  return label;
}

/* A button of the palette bound to an action, with its key shown: a toggle
 * button for a property action's value, a plain one for a command. */
static GtkWidget *
palette_button (GtkWidget *button, const char *text, const char *key, const char *detailed_action)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  if (key != NULL)
    {
      GtkWidget *k = gtk_label_new (key);
      gtk_widget_add_css_class (k, "dim-label");
      gtk_box_append (GTK_BOX (box), k);
    }
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (button), detailed_action);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

static GtkWidget *
palette_toggle (const char *text, const char *key, const char *detailed_action)
{
  return palette_button (gtk_toggle_button_new (), text, key, detailed_action);
}

static void
build_palette (VikEditorWindow *self)
{
  GtkWidget *grid;

  palette_heading (self, _("Tools"));
  for (int t = 0; t < VIK_N_TOOLS; t++)
    {
      const VikToolInfo *info = vik_tool_info (t);
      g_autofree char *action = g_strdup_printf ("editor.tool::%s", info->id);
      char key[2] = { g_ascii_toupper (info->key), 0 };
      gtk_box_append (self->palette, palette_toggle (_(info->name), key, action));
    }

  palette_heading (self, _("Terrain"));
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      g_autofree char *action = g_strdup_printf ("editor.terrain::%s", terrain_ids[t]);
      g_autofree char *key = g_strdup_printf ("⇧%c", g_ascii_toupper (terrain_keys[t]));
      gtk_box_append (self->palette, palette_toggle (vik_terrain_name (t), key, action));
    }

  palette_heading (self, _("Brush radius"));
  {
    /* Linked buttons, not a spin button: the wheel scrolling the palette
     * must never change the brush. */
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class (row, "linked");
    gtk_widget_set_tooltip_text (row, _("0 is one hex ([ and ] change it)"));
    for (int r = 0; r <= 4; r++)
      {
        char text[2] = { (char) ('0' + r), 0 };
        GtkWidget *button = gtk_toggle_button_new_with_label (text);
        gtk_widget_set_hexpand (button, TRUE);
        gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.radius");
        gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", r);
        gtk_box_append (GTK_BOX (row), button);
      }
    g_object_set_data (G_OBJECT (self), "radius-widget", row);
    gtk_box_append (self->palette, row);
  }

  palette_heading (self, _("Player"));
  grid = gtk_grid_new ();
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      g_autofree char *action = g_strdup_printf ("editor.player(%d)", p);
      g_autofree char *text = g_strdup_printf ("%d", p + 1);
      GtkWidget *b = gtk_toggle_button_new_with_label (text);
      gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (b), action);
      gtk_widget_add_css_class (b, "flat");
      gtk_grid_attach (GTK_GRID (grid), b, p % 4, p / 4, 1, 1);
    }
  gtk_box_append (self->palette, grid);

  palette_heading (self, _("Unit"));
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      g_autofree char *action = g_strdup_printf ("editor.unit::%s", unit_ids[t]);
      char key[2] = { g_ascii_toupper (unit_keys[t]), 0 };
      gtk_box_append (self->palette, palette_toggle (vik_unit_name (t), key, action));
    }

  palette_heading (self, _("Symmetry (Y)"));
  for (int s = 0; s < VIK_N_SYMMETRIES; s++)
    {
      g_autofree char *action = g_strdup_printf ("editor.symmetry::%s", vik_symmetry_id (s));
      gtk_box_append (self->palette, palette_toggle (_(symmetry_names[s]), NULL, action));
    }

  /* the board's view; the wheel, Space+drag and the middle button pan */
  palette_heading (self, _("View"));
  gtk_box_append (self->palette, palette_button (gtk_button_new (), _("Zoom in"), "Ctrl++", "editor.zoom-in"));
  gtk_box_append (self->palette, palette_button (gtk_button_new (), _("Zoom out"), "Ctrl+−", "editor.zoom-out"));
  gtk_box_append (self->palette, palette_button (gtk_button_new (), _("Fit board"), "Ctrl+0", "editor.zoom-fit"));
}

/* ---------------------------------------------------------------- GObject */

static void
vik_editor_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TOOL: g_value_set_string (value, vik_tool_info (self->settings.tool)->id); break;
    case PROP_TERRAIN: g_value_set_string (value, terrain_ids[self->settings.terrain]); break;
    case PROP_RADIUS: g_value_set_int (value, self->settings.radius); break;
    case PROP_PLAYER: g_value_set_int (value, self->settings.player); break;
    case PROP_UNIT: g_value_set_string (value, unit_ids[self->settings.unit]); break;
    case PROP_SYMMETRY: g_value_set_string (value, vik_symmetry_id (self->settings.symmetry)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_editor_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (object);
  const char *s = G_VALUE_HOLDS_STRING (value) ? g_value_get_string (value) : NULL;
  int i;

  switch (prop_id)
    {
    case PROP_TOOL:
      if ((i = tool_from_id (s)) >= 0 && i != (int) self->settings.tool)
        {
          self->settings.tool = i;
          set_status (self, _(vik_tool_info (i)->name));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_TERRAIN:
      if ((i = lookup_id (terrain_ids, VIK_N_TERRAINS, s)) >= 0 && i != self->settings.terrain)
        {
          self->settings.terrain = i;
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_RADIUS:
      if (g_value_get_int (value) != self->settings.radius)
        {
          self->settings.radius = g_value_get_int (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_PLAYER:
      if (g_value_get_int (value) != self->settings.player)
        {
          self->settings.player = g_value_get_int (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_UNIT:
      if ((i = lookup_id (unit_ids, VIK_N_UNIT_TYPES, s)) >= 0 && i != (int) self->settings.unit)
        {
          self->settings.unit = i;
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SYMMETRY:
      if ((i = symmetry_from_id (s)) >= 0 && i != (int) self->settings.symmetry)
        {
          self->settings.symmetry = i;
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vik_editor_window_dispose (GObject *object)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (object);

  if (self->chooser != NULL)
    {
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), VIK_TYPE_EDITOR_WINDOW);
  G_OBJECT_CLASS (vik_editor_window_parent_class)->dispose (object);
}

static void
vik_editor_window_finalize (GObject *object)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (object);

  vik_editor_free (self->editor);
  g_clear_pointer (&self->preview, vik_game_free);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (vik_editor_window_parent_class)->finalize (object);
}

static void
add_shortcuts (GtkWidgetClass *klass)
{
  for (int t = 0; t < VIK_N_TOOLS; t++)
    gtk_widget_class_add_binding_action (klass, vik_tool_info (t)->key, 0, "editor.tool", "s",
                                         vik_tool_info (t)->id);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    gtk_widget_class_add_binding_action (klass, terrain_keys[t], GDK_SHIFT_MASK, "editor.terrain-tool", "s",
                                         terrain_ids[t]);
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    gtk_widget_class_add_binding_action (klass, unit_keys[t], 0, "editor.unit-tool", "s", unit_ids[t]);
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    gtk_widget_class_add_binding_action (klass, GDK_KEY_1 + p, 0, "editor.player", "i", p);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_bracketleft, 0, "editor.radius-step", "i", -1);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_bracketright, 0, "editor.radius-step", "i", 1);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_y, 0, "editor.symmetry-next", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_y, GDK_CONTROL_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_n, GDK_CONTROL_MASK, "editor.new", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_o, GDK_CONTROL_MASK, "editor.open", "s", "");
  gtk_widget_class_add_binding_action (klass, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.save-as", "s", "");
  gtk_widget_class_add_binding_action (klass, GDK_KEY_r, GDK_CONTROL_MASK, "editor.random-map", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_F7, 0, "editor.validate", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_F5, 0, "editor.play", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_plus, GDK_CONTROL_MASK, "editor.zoom-in", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_equal, GDK_CONTROL_MASK, "editor.zoom-in", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "editor.zoom-in", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_minus, GDK_CONTROL_MASK, "editor.zoom-out", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "editor.zoom-out", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_0, GDK_CONTROL_MASK, "editor.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_KP_0, GDK_CONTROL_MASK, "editor.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
vik_editor_window_class_init (VikEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = vik_editor_window_get_property;
  object_class->set_property = vik_editor_window_set_property;
  object_class->dispose = vik_editor_window_dispose;
  object_class->finalize = vik_editor_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = close_request;

  properties[PROP_TOOL] = g_param_spec_string ("tool", NULL, NULL, "paint",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TERRAIN] = g_param_spec_string ("terrain", NULL, NULL, "plains",
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RADIUS] = g_param_spec_int ("radius", NULL, NULL, 0, 4, 0,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] = g_param_spec_int ("player", NULL, NULL, 0, VIK_MAX_PLAYERS - 1, 0,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNIT] = g_param_spec_string ("unit", NULL, NULL, "infantry",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SYMMETRY] = g_param_spec_string ("symmetry", NULL, NULL, "none",
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (VIK_TYPE_BOARD_VIEW); /* the template's board */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, board);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, props_box);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, problems_summary);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, problems_list);
  gtk_widget_class_bind_template_child (widget_class, VikEditorWindow, status_label);

  gtk_widget_class_install_property_action (widget_class, "editor.tool", "tool");
  gtk_widget_class_install_property_action (widget_class, "editor.terrain", "terrain");
  gtk_widget_class_install_property_action (widget_class, "editor.radius", "radius");
  gtk_widget_class_install_property_action (widget_class, "editor.player", "player");
  gtk_widget_class_install_property_action (widget_class, "editor.unit", "unit");
  gtk_widget_class_install_property_action (widget_class, "editor.symmetry", "symmetry");
  gtk_widget_class_install_action (widget_class, "editor.apply-at", "s", apply_at_action);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "editor.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", "s", save_as_action);
  gtk_widget_class_install_action (widget_class, "editor.validate", NULL, validate_action);
  gtk_widget_class_install_action (widget_class, "editor.select-problem", "i", select_problem_action);
  gtk_widget_class_install_action (widget_class, "editor.random-map", NULL, random_map_action);
  gtk_widget_class_install_action (widget_class, "editor.generate", "t", generate_action);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "editor.radius-step", "i", radius_step_action);
  gtk_widget_class_install_action (widget_class, "editor.symmetry-next", NULL, symmetry_next_action);
  gtk_widget_class_install_action (widget_class, "editor.unit-tool", "s", unit_tool_action);
  gtk_widget_class_install_action (widget_class, "editor.terrain-tool", "s", terrain_tool_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "editor.zoom-fit", NULL, zoom_action);
  add_shortcuts (widget_class);
}

static void
vik_editor_window_init (VikEditorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings.tool = VIK_TOOL_PAINT;
  self->settings.terrain = VIK_TERRAIN_PLAINS;
  self->settings.unit = VIK_UNIT_INFANTRY;
  self->settings.symmetry = VIK_SYMMETRY_NONE;
  self->selected = VIK_NO_HEX;
  self->editor = vik_editor_new_blank (vik_board_radius_for_players (2), 2);

  build_palette (self);
  build_properties (self);

  /* dragging paints here: the middle button, Space+drag, the wheel and the
   * arrow keys pan */
  vik_board_view_set_drag_pans (self->board, FALSE);
  vik_board_view_set_show_labels (self->board, TRUE);
  g_signal_connect (self->board, "hex-activated", G_CALLBACK (board_hex_activated), self);
  g_signal_connect (self->board, "stroke-begin", G_CALLBACK (board_stroke_begin), self);
  g_signal_connect (self->board, "hex-dragged", G_CALLBACK (board_hex_dragged), self);
  g_signal_connect (self->board, "stroke-end", G_CALLBACK (board_stroke_end), self);
  g_signal_connect (self->board, "draw-overlay", G_CALLBACK (draw_start_groups), self);
  g_signal_connect (self->problems_list, "row-activated", G_CALLBACK (problem_activated), self);

  contents_changed (self);
  set_status (self, _("Click or drag on the board to apply the tool; the letters on the left are its keys."));
}

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
