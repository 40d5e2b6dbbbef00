/* vic-action-row.h: one row of the *Victory* side panel's action list (its
 * template data/ui/vic-action-row.ui): the item's words, wrapped, with the
 * whole text (or what a block row does) as its tooltip; a block row is
 * styled as a heading.  A GtkListBoxRow: the list box gives it the focus
 * (Tab, the arrows) and activates it (Enter, a click). */
#pragma once

#include <gtk/gtk.h>

#include "vic-action-list.h"

G_BEGIN_DECLS

#define VIC_TYPE_ACTION_ROW (vic_action_row_get_type ())
G_DECLARE_FINAL_TYPE (VicActionRow, vic_action_row, VIC, ACTION_ROW, GtkListBoxRow)

GtkWidget     *vic_action_row_new      (VicActionItem *item);
VicActionItem *vic_action_row_get_item (VicActionRow *self);

G_END_DECLS
