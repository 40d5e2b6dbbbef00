/* vic-editor-scenario.h: the Victory editor's Scenario panel.
 *
 * For a map, a button that makes it a scenario (vic-editor.make-scenario);
 * for a scenario, a row per key (under a heading per player) (docs/victory-file-format.md: the scenario's
 * name, preset, players and time limit (10.6), each player's tiles, forces
 * (10.1, 10.2), units or PP, victory PP (10.0) and home bonus (10.3)): Enter
 * in a row sets the key through vic-editor.scenario-key (group, key, value),
 * which the document checks by loading the scenario. */
#pragma once

#include <gtk/gtk.h>

#include "vic-editor-doc.h"

G_BEGIN_DECLS

/* Shows doc's scenario (or the button for a map) in `panel`, a GtkListBox
 * (the editor window's template holds it: vic-editor-window.ui) bound to
 * its rows' list; the rows that stay keep their widgets. */
void        vic_editor_scenario_panel_update   (GtkWidget *panel, const VicEditorDoc *doc);
/* The panel's rows: a GListModel of VicScenarioItem (vic-editor-scenario-row.h),
 * a VicEditorScenarioRow each. */
GListModel *vic_editor_scenario_panel_get_rows (GtkWidget *panel);

G_END_DECLS
