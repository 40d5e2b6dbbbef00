/* vic-hex-popover.h: what a click on a hex of the Victory board offers when
 * it means more than one thing: a popover over the hex listing its blocks.
 *
 * A stack is drawn as a fan (vic-victory-painter.h) whose blocks behind the
 * front one show only an edge: a click on a hex holding two or more of the
 * decider's blocks that can act lists every block there (one's own by type,
 * name and strength; another player's as his blocks, hidden ones counted),
 * and a click on a row selects that block.  In the deployment (1.4), a click
 * on a hex where blocks may be deployed, with no block selected, lists the
 * blocks that may go there, and a click on a row deploys it.
 *
 * VicHexPopover (data/ui/vic-hex-popover.ui): the hex in words ("heading"),
 * "Choose a block:" or "Deploy here:" ("prompt"), and its list bound to a
 * GListModel of VicHexEntry ("blocks"), a VicHexRow each (vic-hex-row.h).
 * Once closed it leaves the board, the keyboard back on the board. */
#pragma once

#include "vic-window.h"

G_BEGIN_DECLS

#define VIC_TYPE_HEX_POPOVER (vic_hex_popover_get_type ())
G_DECLARE_FINAL_TYPE (VicHexPopover, vic_hex_popover, VIC, HEX_POPOVER, GtkPopover)

/* The "blocks" property: of VicHexEntry. */
GListModel *vic_hex_popover_get_blocks (VicHexPopover *self);

/* Pops the list up over hex when the click means more than one thing;
 * FALSE (nothing shown) when it does not.  actors: the decider's blocks in
 * hex that can act (of int). */
gboolean    vic_window_offer_hex      (VicWindow *self, int hex, GArray *actors);
/* The popover open over the board, or NULL. */
GtkPopover *vic_window_get_hex_popover (VicWindow *self);

G_END_DECLS
