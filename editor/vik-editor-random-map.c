/* vik-editor-random-map.c: the map editor's Random Map dialog: the seed, the
 * radius, face-down hexes or not, and the pile's composition (R3 unless set),
 * for vik_editor_window_generate() (editor/vik-mapgen.h deals the map). */
#include "config.h"

#include "vik-editor-window-private.h"
#include "vik-gui-util.h"

#include <glib/gi18n.h>
#include <inttypes.h>

static void
random_map_response (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  VikEditorWindow *self = data;
  VikMapgenOptions options;
  GtkSpinButton **spins = g_object_get_data (G_OBJECT (dialog), "spins");
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "generate") != 0)
    return;
  vik_editor_window_default_mapgen_options (self, (guint64) gtk_spin_button_get_value (spins[0]), &options);
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
      vik_editor_window_toast (self, text);
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

void
vik_editor_random_map_present (VikEditorWindow *self)
{
  const VikScenario *sc = vik_editor_window_scenario (self);
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
