/* vic-editor-scenario-row.h: a row of the Victory editor's Scenario panel
 * (vic-editor-scenario.h) and the item of the panel's list it shows.
 *
 * VicScenarioItem: its "kind" (VicScenarioRowKind), "group" and "key" (of
 * the scenario file, docs/victory-file-format.md), "label" and "value"
 * (notified when it changes).  VicEditorScenarioRow (a template,
 * vic-editor-scenario-row.ui): a heading ("Player 2"), a key with its
 * title and entry (Enter sets the key through vic-editor.scenario-key), or
 * for a map the button that makes it a scenario (vic-editor.make-scenario). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  VIC_SCENARIO_ROW_MAKE,      /* a map: the button making it a scenario */
  VIC_SCENARIO_ROW_HEADING,   /* "Player 2" */
  VIC_SCENARIO_ROW_KEY,       /* a key: its title and an entry */
} VicScenarioRowKind;

#define VIC_TYPE_SCENARIO_ITEM (vic_scenario_item_get_type ())
G_DECLARE_FINAL_TYPE (VicScenarioItem, vic_scenario_item, VIC, SCENARIO_ITEM, GObject)

VicScenarioItem    *vic_scenario_item_new       (VicScenarioRowKind kind, const char *group, const char *key,
                                                 const char *label, const char *value);
VicScenarioRowKind  vic_scenario_item_get_kind  (VicScenarioItem *item);
const char         *vic_scenario_item_get_group (VicScenarioItem *item);
const char         *vic_scenario_item_get_key   (VicScenarioItem *item);
const char         *vic_scenario_item_get_label (VicScenarioItem *item);
const char         *vic_scenario_item_get_value (VicScenarioItem *item);
void                vic_scenario_item_set_value (VicScenarioItem *item, const char *value);
/* The same row: kind, group, key and label. */
gboolean            vic_scenario_item_same_row  (VicScenarioItem *a, VicScenarioItem *b);

#define VIC_TYPE_EDITOR_SCENARIO_ROW (vic_editor_scenario_row_get_type ())
G_DECLARE_FINAL_TYPE (VicEditorScenarioRow, vic_editor_scenario_row, VIC, EDITOR_SCENARIO_ROW, GtkListBoxRow)

GtkWidget       *vic_editor_scenario_row_new      (VicScenarioItem *item);
VicScenarioItem *vic_editor_scenario_row_get_item (VicEditorScenarioRow *self);

G_END_DECLS
