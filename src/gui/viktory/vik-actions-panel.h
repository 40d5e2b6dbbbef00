/* vik-actions-panel.h: the Actions tab: every legal action of the decider in
 * words (a battle with its forecast) and in notation, a row per item of its
 * model (a VikActionList, gtk_list_box_bind_model).  Activating a row
 * applies it through win.apply-action with its notation, the window's one
 * way to play (disabled behind the hand-off screen). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define VIK_TYPE_ACTIONS_PANEL (vik_actions_panel_get_type ())
G_DECLARE_FINAL_TYPE (VikActionsPanel, vik_actions_panel, VIK, ACTIONS_PANEL, GtkWidget)

/* The "model" property: a GListModel of VikActionItem. */
void        vik_actions_panel_set_model (VikActionsPanel *self, GListModel *model);
GListModel *vik_actions_panel_get_model (VikActionsPanel *self);
/* How many rows the list shows. */
guint       vik_actions_panel_get_n_rows (VikActionsPanel *self);

G_END_DECLS
