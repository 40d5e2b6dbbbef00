/* vik-choice-item.h: one entry of the choices the decision bar shows above
 * the board (VikDecisionBar), an item of its list: a heading ("Drawn
 * tiles:") or a chip (a terrain drawn [7.0], a unit type of the Reserve
 * [14.0]) that activates "action" with "value".
 *
 * Properties, each notified only when it changes: "kind"
 * (VikChoiceKind), "text", "terrain" (the chip's colour; -1: none),
 * "action", "value", "tooltip", "sensitive", "active" (the chip chosen). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  VIK_CHOICE_HEADING,
  VIK_CHOICE_CHIP,
} VikChoiceKind;

#define VIK_TYPE_CHOICE_ITEM (vik_choice_item_get_type ())
G_DECLARE_FINAL_TYPE (VikChoiceItem, vik_choice_item, VIK, CHOICE_ITEM, GObject)

VikChoiceItem *vik_choice_item_new_heading (const char *text);
VikChoiceItem *vik_choice_item_new_chip    (const char *text, int terrain, const char *action, int value,
                                            const char *tooltip, gboolean sensitive, gboolean active);

VikChoiceKind  vik_choice_item_get_kind      (VikChoiceItem *item);
const char    *vik_choice_item_get_text      (VikChoiceItem *item);
int            vik_choice_item_get_terrain   (VikChoiceItem *item);
const char    *vik_choice_item_get_action    (VikChoiceItem *item);
int            vik_choice_item_get_value     (VikChoiceItem *item);
gboolean       vik_choice_item_get_sensitive (VikChoiceItem *item);
gboolean       vik_choice_item_get_active    (VikChoiceItem *item);

/* Activates the chip's action with its value from widget. */
gboolean       vik_choice_item_activate      (VikChoiceItem *item, GtkWidget *widget);

/* Makes store hold items (an array of VikChoiceItem): when they are the
 * same choices in the same places (kind, action, value, terrain), the
 * items stay and take the new text, tooltip, sensitive and active, so the
 * widgets showing them stay too; otherwise the changed stretch is
 * replaced. */
void           vik_choice_store_update       (GListStore *store, GPtrArray *items);

G_END_DECLS
