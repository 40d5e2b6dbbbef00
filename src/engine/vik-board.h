/* vik-board.h: the geometry of a hexagonal board (RULINGS R1), shared by every
 * state of a game and never changed after creation.
 *
 * Hexes are numbered 0..n_hexes-1 in column order (west to east, north to south
 * within a column); that index is what states and actions store.  Labels such as
 * "e5" (column letter, row number from the top) are for people only.
 */
#pragma once

#include "vik-types.h"
#include "vik-hex.h"

G_BEGIN_DECLS

struct _VikBoard {
  gint ref_count;
  int radius;
  int n_hexes;
  VikHex coords[VIK_MAX_HEXES];
  gint16 neighbors[VIK_MAX_HEXES][VIK_N_DIRS];  /* VIK_NO_HEX off the board */
  char labels[VIK_MAX_HEXES][4];
  gint16 lookup[2 * VIK_MAX_RADIUS + 1][2 * VIK_MAX_RADIUS + 1];
};

VikBoard   *vik_board_new          (int radius);
VikBoard   *vik_board_ref          (VikBoard *board);
void        vik_board_unref        (VikBoard *board);

/* Board radius for a player count (R1): 4, 5, 6, or 7 for 5 to 8 players. */
int         vik_board_radius_for_players (int n_players);

/* Index of a hex, or VIK_NO_HEX when it is off the board. */
int         vik_board_index        (const VikBoard *board, VikHex h);
int         vik_board_distance     (const VikBoard *board, int a, int b);
/* Distance from the centre; hexes at the radius are the perimeter water (R1). */
int         vik_board_ring         (const VikBoard *board, int hex);
gboolean    vik_board_is_perimeter (const VikBoard *board, int hex);
const char *vik_board_label        (const VikBoard *board, int hex);
/* Parses a label like "e5"; VIK_NO_HEX when it names no hex of this board. */
int         vik_board_parse_label  (const VikBoard *board, const char *label);

/* The default starting groups of RULINGS R2 for n_players, each of group_size
 * (5 or 3) hexes: fills groups[player][i] (VIK_MAX_PLAYERS rows) and returns
 * FALSE if the board is too small.  A pointer, not groups[VIK_MAX_PLAYERS][8]:
 * GCC 12 at -O3 took that bound for 16 bytes and warned at the caller. */
gboolean    vik_board_start_groups (const VikBoard *board,
                                    int n_players,
                                    int group_size,
                                    gint16 (*groups)[8]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikBoard, vik_board_unref)

G_END_DECLS
