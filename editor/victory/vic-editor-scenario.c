/* vic-editor-scenario.c: the Victory editor's Scenario panel (see the header). */
#include "config.h"

#include "vic-editor-scenario.h"
#include "vic-editor-scenario-row.h"

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

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  return vic_editor_scenario_row_new (item);
}

GListModel *
vic_editor_scenario_panel_get_rows (GtkWidget *panel)
{
  GListStore *rows = g_object_get_data (G_OBJECT (panel), "scenario-rows");

  g_return_val_if_fail (GTK_IS_LIST_BOX (panel), NULL);
  if (rows == NULL)
    {
      rows = g_list_store_new (VIC_TYPE_SCENARIO_ITEM);
      g_object_set_data_full (G_OBJECT (panel), "scenario-rows", rows, g_object_unref);
      gtk_list_box_bind_model (GTK_LIST_BOX (panel), G_LIST_MODEL (rows), create_row, NULL, NULL);
    }
  return G_LIST_MODEL (rows);
}

static void
add_row (GPtrArray *items, GKeyFile *kf, const char *group, const char *key, const char *label)
{
  g_autofree char *value = g_key_file_get_string (kf, group, key, NULL);

  g_ptr_array_add (items, vic_scenario_item_new (VIC_SCENARIO_ROW_KEY, group, key, label, value));
}

void
vic_editor_scenario_panel_update (GtkWidget *panel, const VicEditorDoc *doc)
{
  GKeyFile *kf = vic_editor_doc_get_scenario (doc);
  GListModel *rows = vic_editor_scenario_panel_get_rows (panel);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = g_list_model_get_n_items (rows), same = 0;
  int players;

  if (kf == NULL)
    g_ptr_array_add (items, vic_scenario_item_new (VIC_SCENARIO_ROW_MAKE, NULL, NULL, NULL, NULL));
  else
    {
      for (guint i = 0; i < G_N_ELEMENTS (scenario_keys); i++)
        add_row (items, kf, "Scenario", scenario_keys[i].key, _(scenario_keys[i].label));
      players = CLAMP (g_key_file_get_integer (kf, "Scenario", "Players", NULL), 2, 4);
      for (int p = 0; p < players; p++)
        {
          char group[16];
          g_autofree char *heading = g_strdup_printf (_("Player %d"), p + 1);

          g_snprintf (group, sizeof group, "Player%d", p + 1);
          g_ptr_array_add (items, vic_scenario_item_new (VIC_SCENARIO_ROW_HEADING, group, NULL, heading, NULL));
          for (guint i = 0; i < G_N_ELEMENTS (player_keys); i++)
            add_row (items, kf, group, player_keys[i].key, _(player_keys[i].label));
        }
    }
  /* the rows that stay take their new values (an entry being typed in
   * stays); the others are replaced */
  while (same < n && same < items->len)
    {
      g_autoptr (VicScenarioItem) old = g_list_model_get_item (rows, same);
      if (!vic_scenario_item_same_row (old, items->pdata[same]))
        break;
      vic_scenario_item_set_value (old, vic_scenario_item_get_value (items->pdata[same]));
      same++;
    }
  if (same < n || same < items->len)
    g_list_store_splice (G_LIST_STORE (rows), same, n - same, items->pdata + same, items->len - same);
}
