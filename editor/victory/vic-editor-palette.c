/* vic-editor-palette.c: the Victory editor's palette (see the header). */
#include "config.h"

#include "vic-editor-palette.h"
#include "vic-editor-doc.h"

#include <glib/gi18n.h>

static const char *const terrain_ids[VIC_N_TERRAINS] = { "clear", "desert", "forest", "marsh", "mountain", "sea" };
static const char *const terrain_names[VIC_N_TERRAINS] = {
  N_("Clear"), N_("Desert"), N_("Forest"), N_("Marsh"), N_("Mountain"), N_("Sea"),
};

const char *
vic_editor_terrain_id (int terrain)
{
  g_return_val_if_fail (terrain >= 0 && terrain < VIC_N_TERRAINS, "clear");
  return terrain_ids[terrain];
}

int
vic_editor_terrain_for_id (const char *id)
{
  for (int t = 0; t < VIC_N_TERRAINS; t++)
    if (g_strcmp0 (terrain_ids[t], id) == 0)
      return t;
  return -1;
}

static GtkWidget *
toggle (const char *label, const char *action, const char *target)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", target);
  return button;
}

static GtkWidget *
flow_of (void)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 2);
  return flow;
}

void
vic_editor_palette_heading (GtkWidget *box, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
}

static void
spin_changed (GtkSpinButton *spin, GActionGroup *actions)
{
  g_action_group_change_action_state (actions, g_object_get_data (G_OBJECT (spin), "action"),
                                      g_variant_new_int32 (gtk_spin_button_get_value_as_int (spin)));
}

static void
spin (GActionGroup *actions, GtkWidget *box, const char *label, const char *action, int lo, int hi)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *button = gtk_spin_button_new_with_range (lo, hi, 1);

  g_object_set_data (G_OBJECT (button), "action", (gpointer) action);
  g_signal_connect (button, "value-changed", G_CALLBACK (spin_changed), actions);
  gtk_box_append (GTK_BOX (row), gtk_label_new (label));
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (box), row);
}

static void
name_changed (GtkEditable *entry, GActionGroup *actions)
{
  g_action_group_change_action_state (actions, "name",
                                      g_variant_new_string (gtk_editable_get_text (entry)));
}

GtkWidget *
vic_editor_palette_new (GActionGroup *actions)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *flow, *entry, *scroll;

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  vic_editor_palette_heading (box, _("Tools"));
  flow = flow_of ();
  for (int t = 0; t < VIC_N_TOOLS; t++)
    gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle (_(vic_tool_info (t)->name), "vic-editor.tool",
                                                      vic_tool_info (t)->id));
  gtk_box_append (GTK_BOX (box), flow);
  vic_editor_palette_heading (box, _("Terrain"));
  flow = flow_of ();
  for (int t = 0; t < VIC_N_TERRAINS; t++)
    gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle (_(terrain_names[t]), "vic-editor.terrain", terrain_ids[t]));
  gtk_box_append (GTK_BOX (box), flow);
  vic_editor_palette_heading (box, _("Hexside"));
  flow = flow_of ();
  for (int k = 0; k < VIC_N_SIDE_KINDS; k++)
    gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle (_(vic_side_kind_name (k)), "vic-editor.side",
                                                      vic_side_kind_id (k)));
  gtk_box_append (GTK_BOX (box), flow);
  vic_editor_palette_heading (box, _("City or Town"));
  spin (actions, box, _("PP"), "pp", 1, 9);
  entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Name"));
  g_signal_connect (entry, "changed", G_CALLBACK (name_changed), actions);
  gtk_box_append (GTK_BOX (box), entry);
  vic_editor_palette_heading (box, _("Brush"));
  spin (actions, box, _("Map tile"), "tile", 1, VIC_MAX_TILES);
  spin (actions, box, _("Radius"), "radius", 0, 4);
  flow = flow_of ();
  gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle (_("No symmetry"), "vic-editor.symmetry", "none"));
  gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle (_("Mirror"), "vic-editor.symmetry", "mirror"));
  gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle (_("Half turn"), "vic-editor.symmetry", "rotate-2"));
  gtk_box_append (GTK_BOX (box), flow);
  scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), box);
  gtk_widget_set_size_request (scroll, 220, -1);
  return scroll;
}

