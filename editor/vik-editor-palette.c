/* vik-editor-palette.c: the map editor's tool palette (see vik-editor-palette.h). */
#include "config.h"

#include "vik-editor-palette.h"

#include <glib/gi18n.h>

struct _VikEditorPalette
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkBox *tools_box, *terrain_box, *radius_row, *units_box, *symmetry_box, *view_box;
  GtkGrid *players_grid;
};

G_DEFINE_FINAL_TYPE (VikEditorPalette, vik_editor_palette, GTK_TYPE_WIDGET)

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

/* ---------------------------------------------------------------- ids and keys */

static int
lookup_id (const char *const *ids, int n, const char *id)
{
  for (int i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;
  return -1;
}

const char *
vik_editor_terrain_id (int terrain)
{
  g_return_val_if_fail (terrain >= 0 && terrain < VIK_N_TERRAINS, NULL);
  return terrain_ids[terrain];
}

char
vik_editor_terrain_key (int terrain)
{
  g_return_val_if_fail (terrain >= 0 && terrain < VIK_N_TERRAINS, 0);
  return terrain_keys[terrain];
}

int
vik_editor_terrain_from_id (const char *id)
{
  return lookup_id (terrain_ids, VIK_N_TERRAINS, id);
}

const char *
vik_editor_unit_id (int unit)
{
  g_return_val_if_fail (unit >= 0 && unit < VIK_N_UNIT_TYPES, NULL);
  return unit_ids[unit];
}

char
vik_editor_unit_key (int unit)
{
  g_return_val_if_fail (unit >= 0 && unit < VIK_N_UNIT_TYPES, 0);
  return unit_keys[unit];
}

int
vik_editor_unit_from_id (const char *id)
{
  return lookup_id (unit_ids, VIK_N_UNIT_TYPES, id);
}

int
vik_editor_tool_from_id (const char *id)
{
  for (int t = 0; t < VIK_N_TOOLS; t++)
    if (g_strcmp0 (vik_tool_info (t)->id, id) == 0)
      return t;
  return -1;
}

int
vik_editor_symmetry_from_id (const char *id)
{
  for (int s = 0; s < VIK_N_SYMMETRIES; s++)
    if (g_strcmp0 (vik_symmetry_id (s), id) == 0)
      return s;
  return -1;
}

/* ---------------------------------------------------------------- buttons */

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
fill (VikEditorPalette *self)
{
  for (int t = 0; t < VIK_N_TOOLS; t++)
    {
      const VikToolInfo *info = vik_tool_info (t);
      g_autofree char *action = g_strdup_printf ("editor.tool::%s", info->id);
      char key[2] = { g_ascii_toupper (info->key), 0 };
      gtk_box_append (self->tools_box, palette_toggle (_(info->name), key, action));
    }
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      g_autofree char *action = g_strdup_printf ("editor.terrain::%s", terrain_ids[t]);
      g_autofree char *key = g_strdup_printf ("⇧%c", g_ascii_toupper (terrain_keys[t]));
      gtk_box_append (self->terrain_box, palette_toggle (vik_terrain_name (t), key, action));
    }
  for (int r = 0; r <= 4; r++)
    {
      char text[2] = { (char) ('0' + r), 0 };
      GtkWidget *button = gtk_toggle_button_new_with_label (text);
      gtk_widget_set_hexpand (button, TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.radius");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", r);
      gtk_box_append (self->radius_row, button);
    }
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    {
      g_autofree char *action = g_strdup_printf ("editor.player(%d)", p);
      g_autofree char *text = g_strdup_printf ("%d", p + 1);
      GtkWidget *b = gtk_toggle_button_new_with_label (text);
      gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (b), action);
      gtk_widget_add_css_class (b, "flat");
      gtk_grid_attach (self->players_grid, b, p % 4, p / 4, 1, 1);
    }
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      g_autofree char *action = g_strdup_printf ("editor.unit::%s", unit_ids[t]);
      char key[2] = { g_ascii_toupper (unit_keys[t]), 0 };
      gtk_box_append (self->units_box, palette_toggle (vik_unit_name (t), key, action));
    }
  for (int s = 0; s < VIK_N_SYMMETRIES; s++)
    {
      g_autofree char *action = g_strdup_printf ("editor.symmetry::%s", vik_symmetry_id (s));
      gtk_box_append (self->symmetry_box, palette_toggle (_(symmetry_names[s]), NULL, action));
    }
  gtk_box_append (self->view_box, palette_button (gtk_button_new (), _("Zoom in"), "Ctrl++", "editor.zoom-in"));
  gtk_box_append (self->view_box, palette_button (gtk_button_new (), _("Zoom out"), "Ctrl+−", "editor.zoom-out"));
  gtk_box_append (self->view_box, palette_button (gtk_button_new (), _("Fit board"), "Ctrl+0", "editor.zoom-fit"));
}

GtkWidget *
vik_editor_palette_get_radius_row (VikEditorPalette *self)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PALETTE (self), NULL);
  return GTK_WIDGET (self->radius_row);
}

static void
vik_editor_palette_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), VIK_TYPE_EDITOR_PALETTE);
  G_OBJECT_CLASS (vik_editor_palette_parent_class)->dispose (object);
}

static void
vik_editor_palette_class_init (VikEditorPaletteClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = vik_editor_palette_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/viktory/Viktory/ui/vik-editor-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, scroller);
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, tools_box);
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, terrain_box);
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, radius_row);
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, players_grid);
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, units_box);
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, symmetry_box);
  gtk_widget_class_bind_template_child (widget_class, VikEditorPalette, view_box);
}

static void
vik_editor_palette_init (VikEditorPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill (self);
}
