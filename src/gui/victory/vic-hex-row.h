/* vic-hex-row.h: a line of the hex's list of blocks (vic-hex-popover.h).
 *
 * VicHexEntry, an item of the list: its words, its tooltip, and whether it
 * can be chosen ("pickable"): then the block it selects or the action it
 * applies (a deployment).  The lines that cannot be chosen say the
 * decider's blocks with nothing to do and the other players' blocks.
 *
 * VicHexRow (data/ui/vic-hex-row.ui), a GtkListBoxRow named "vic-hex-row"
 * bound to its entry: its label and tooltip follow the entry; a row that
 * cannot be chosen is neither activatable nor sensitive (the keyboard
 * passes over it) and dim. */
#pragma once

#include <gtk/gtk.h>

#include "vic-game.h"

G_BEGIN_DECLS

#define VIC_TYPE_HEX_ENTRY (vic_hex_entry_get_type ())
G_DECLARE_FINAL_TYPE (VicHexEntry, vic_hex_entry, VIC, HEX_ENTRY, GObject)

/* A block to select (tooltip may be NULL). */
VicHexEntry     *vic_hex_entry_new_block  (const char *words, const char *tooltip, int block);
/* An action to apply, the block it moves in words (a deployment). */
VicHexEntry     *vic_hex_entry_new_action (const char *words, const VicAction *action);
/* Words alone, nothing to choose. */
VicHexEntry     *vic_hex_entry_new_words  (const char *words);

const char      *vic_hex_entry_get_words    (VicHexEntry *self);
const char      *vic_hex_entry_get_tooltip  (VicHexEntry *self);
gboolean         vic_hex_entry_get_pickable (VicHexEntry *self);
/* The block chosen, or VIC_NO_BLOCK for words alone. */
int              vic_hex_entry_get_block    (VicHexEntry *self);
/* The action chosen, or NULL (a block to select, or words alone). */
const VicAction *vic_hex_entry_get_action   (VicHexEntry *self);

#define VIC_TYPE_HEX_ROW (vic_hex_row_get_type ())
G_DECLARE_FINAL_TYPE (VicHexRow, vic_hex_row, VIC, HEX_ROW, GtkListBoxRow)

GtkWidget   *vic_hex_row_new       (VicHexEntry *entry);
VicHexEntry *vic_hex_row_get_entry (VicHexRow *self);

G_END_DECLS
