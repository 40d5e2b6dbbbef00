/* vik-editor-window-actions.c: the map editor's actions (editor.*), its tool
 * settings as the window's properties (the palette's toggles follow them
 * through property actions: editor.tool, editor.terrain...), and its keys. */
#include "config.h"

#include "vik-editor-window-private.h"
#include "vik-gui-util.h"
#include "vik-editor-game.h"

#include <glib/gi18n.h>

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

static void
do_new (VikEditorWindow *self)
{
  int n = vik_editor_window_scenario (self)->n_players;

  vik_editor_window_replace_editor (self, vik_editor_new_blank (vik_board_radius_for_players (n), n));
  vik_editor_window_set_file (self, NULL);
}

static void
apply_at_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  const char *label = g_variant_get_string (param, NULL);
  int hex = vik_board_parse_label (vik_editor_window_scenario (self)->map->board, label);

  if (hex == VIK_NO_HEX)
    {
      g_autofree char *text = g_strdup_printf (_("%s is not a hex of this board"), label);
      vik_editor_window_set_status (self, text);
      return;
    }
  vik_editor_window_apply_at (self, hex, NULL);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  if (vik_editor_undo (self->editor))
    vik_editor_window_contents_changed (self);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);

  if (vik_editor_redo (self->editor))
    vik_editor_window_contents_changed (self);
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_editor_window_confirm_discard (VIK_EDITOR_WINDOW (widget), do_new);
}

/* VIKTORY II's editor is this window: New Map starts over in it. */
static const VikEditorGame viktory2 = {
  .id = "viktory2",
  .label = N_("_VIKTORY II"),
  .about = N_("VIKTORY II boards are hexagons of terrain."),
};

const VikEditorGame *
vik_viktory_editor_game (void)
{
  return &viktory2;
}

static void
new_map_response (AdwMessageDialog *dialog, const char *response, VikEditorWindow *self)
{
  const VikEditorGame *game = vik_editor_games_find (response);

  if (game == &viktory2)
    vik_editor_window_confirm_discard (self, do_new);
  else if (game != NULL && game->new_map != NULL)
    gtk_window_present (game->new_map (gtk_window_get_application (GTK_WINDOW (self))));
}

/* editor.new-map: New Map first asks which game the map is for (the
 * registered games' editors, vik-editor-game.h). */
static void
new_map_action (GtkWidget *widget, const char *name, GVariant *param)
{
  guint n;
  const VikEditorGame *const *games = vik_editor_games (&n);
  GString *about = g_string_new (NULL);
  GtkWidget *dialog;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (about, "%s%s", i > 0 ? " " : "", _(games[i]->about));
  dialog = adw_message_dialog_new (GTK_WINDOW (widget), _("Which Game Is the New Map For?"), about->str);
  g_string_free (about, TRUE);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  for (guint i = 0; i < n; i++)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), games[i]->id, _(games[i]->label));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), viktory2.id);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (new_map_response), widget);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* editor.open and editor.save-as take a path; "" asks for one. */
static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  const char *path = g_variant_get_string (param, NULL);

  if (path[0] == '\0')
    vik_editor_window_confirm_discard (self, vik_editor_window_ask_open);
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
    vik_editor_window_ask_save (self, NULL);
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
    vik_editor_window_ask_save (self, NULL);
}

static void
validate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_editor_window_validate (VIK_EDITOR_WINDOW (widget));
}

static void
select_problem_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_editor_window_select_problem (VIK_EDITOR_WINDOW (widget), g_variant_get_int32 (param));
}

static void
random_map_action (GtkWidget *widget, const char *name, GVariant *param)
{
  vik_editor_random_map_present (VIK_EDITOR_WINDOW (widget));
}

/* editor.generate (seed): a random map with the default options, no dialog. */
static void
generate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  VikMapgenOptions options;
  g_autoptr (GError) error = NULL;

  vik_editor_window_default_mapgen_options (self, g_variant_get_uint64 (param), &options);
  if (!vik_editor_window_generate (self, &options, &error))
    vik_show_error_dialog (GTK_WINDOW (self), _("Could Not Make a Map"), error->message);
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (vik_editor_window_play (self, g_random_int (), &error) == NULL)
    vik_editor_window_toast (self, _("Fix the errors listed before playing"));
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

/* ---------------------------------------------------------------- the tool settings */

static void
vik_editor_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VikEditorWindow *self = VIK_EDITOR_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TOOL: g_value_set_string (value, vik_tool_info (self->settings.tool)->id); break;
    case PROP_TERRAIN: g_value_set_string (value, vik_editor_terrain_id (self->settings.terrain)); break;
    case PROP_RADIUS: g_value_set_int (value, self->settings.radius); break;
    case PROP_PLAYER: g_value_set_int (value, self->settings.player); break;
    case PROP_UNIT: g_value_set_string (value, vik_editor_unit_id (self->settings.unit)); break;
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
      if ((i = vik_editor_tool_from_id (s)) >= 0 && i != (int) self->settings.tool)
        {
          self->settings.tool = i;
          vik_editor_window_set_status (self, _(vik_tool_info (i)->name));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_TERRAIN:
      if ((i = vik_editor_terrain_from_id (s)) >= 0 && i != self->settings.terrain)
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
      if ((i = vik_editor_unit_from_id (s)) >= 0 && i != (int) self->settings.unit)
        {
          self->settings.unit = i;
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SYMMETRY:
      if ((i = vik_editor_symmetry_from_id (s)) >= 0 && i != (int) self->settings.symmetry)
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
add_shortcuts (GtkWidgetClass *klass)
{
  for (int t = 0; t < VIK_N_TOOLS; t++)
    gtk_widget_class_add_binding_action (klass, vik_tool_info (t)->key, 0, "editor.tool", "s",
                                         vik_tool_info (t)->id);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    gtk_widget_class_add_binding_action (klass, vik_editor_terrain_key (t), GDK_SHIFT_MASK, "editor.terrain-tool", "s",
                                         vik_editor_terrain_id (t));
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    gtk_widget_class_add_binding_action (klass, vik_editor_unit_key (t), 0, "editor.unit-tool", "s", vik_editor_unit_id (t));
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    gtk_widget_class_add_binding_action (klass, GDK_KEY_1 + p, 0, "editor.player", "i", p);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_bracketleft, 0, "editor.radius-step", "i", -1);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_bracketright, 0, "editor.radius-step", "i", 1);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_y, 0, "editor.symmetry-next", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_y, GDK_CONTROL_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_n, GDK_CONTROL_MASK, "editor.new-map", NULL);
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

void
vik_editor_window_class_init_actions (VikEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = vik_editor_window_get_property;
  object_class->set_property = vik_editor_window_set_property;
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
  gtk_widget_class_install_action (widget_class, "editor.new-map", NULL, new_map_action);
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
