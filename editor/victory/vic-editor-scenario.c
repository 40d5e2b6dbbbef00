/* vic-editor-scenario.c: the Victory editor's Scenario panel (see the header). */
#include "config.h"

#include "vic-editor-scenario.h"

#include <glib/gi18n.h>

static const struct {
  const char *key, *label;
} scenario_keys[] = {
  { "Name", N_("Name") },
  { "Preset", N_("Preset") },
  { "Players", N_("Players") },
  { "TurnLimit", N_("Turn limit") },
}, player_keys[] = {
  { "Tiles", N_("Map tiles") },
  { "Forces", N_("Forces") },
  { "Units", N_("Units") },
  { "PP", N_("PP") },
  { "WinPP", N_("Victory PP") },
  { "HomeBonus", N_("Home bonus") },
  { "Computer", N_("Computer (easy, normal, hard)") },
};

static void
row_activated (GtkEntry *entry, gpointer data)
{
  const char *group = g_object_get_data (G_OBJECT (entry), "group");
  const char *key = g_object_get_data (G_OBJECT (entry), "key");

  gtk_widget_activate_action (GTK_WIDGET (entry), "vic-editor.scenario-key", "(sss)", group, key,
                              gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
add_row (GtkWidget *box, GKeyFile *kf, const char *group, const char *key, const char *label)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *value = g_key_file_get_string (kf, group, key, NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (entry), value != NULL ? value : "");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 10);
  g_object_set_data_full (G_OBJECT (entry), "group", g_strdup (group), g_free);
  g_object_set_data_full (G_OBJECT (entry), "key", g_strdup (key), g_free);
  gtk_widget_set_name (entry, key);
  g_signal_connect (entry, "activate", G_CALLBACK (row_activated), NULL);
  gtk_box_append (GTK_BOX (row), title);
  gtk_box_append (GTK_BOX (row), entry);
  gtk_box_append (GTK_BOX (box), row);
}

void
vic_editor_scenario_panel_update (GtkWidget *panel, const VicEditorDoc *doc)
{
  GKeyFile *kf = vic_editor_doc_get_scenario (doc);
  GtkWidget *child;
  int players;

  while ((child = gtk_widget_get_first_child (panel)) != NULL)
    gtk_box_remove (GTK_BOX (panel), child);
  if (kf == NULL)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("Make a _Scenario"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "vic-editor.make-scenario");
      gtk_box_append (GTK_BOX (panel), button);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (scenario_keys); i++)
    add_row (panel, kf, "Scenario", scenario_keys[i].key, _(scenario_keys[i].label));
  players = CLAMP (g_key_file_get_integer (kf, "Scenario", "Players", NULL), 2, 4);
  for (int p = 0; p < players; p++)
    {
      char group[16];
      g_autofree char *heading = g_strdup_printf (_("Player %d"), p + 1);
      GtkWidget *label = gtk_label_new (heading);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (panel), label);
      g_snprintf (group, sizeof group, "Player%d", p + 1);
      for (guint i = 0; i < G_N_ELEMENTS (player_keys); i++)
        add_row (panel, kf, group, player_keys[i].key, _(player_keys[i].label));
    }
}
