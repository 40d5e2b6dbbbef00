/* vik-hex.h: hexagon maths after Red Blob Games' guide (shared by both games).
 *
 * Hexes are stored in axial coordinates (q, r); cube maths (s = -q - r) gives
 * distance, rotation and lines.  Boards use flat-topped hexes, so direction 0
 * points north and the directions go clockwise.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A board's hexes are numbered from 0; this index means none. */
#define VIK_NO_HEX (-1)

typedef struct {
  int q;
  int r;
} VikHex;

typedef enum {
  VIK_DIR_N,
  VIK_DIR_NE,
  VIK_DIR_SE,
  VIK_DIR_S,
  VIK_DIR_SW,
  VIK_DIR_NW,
  VIK_N_DIRS
} VikDirection;

static inline int
vik_hex_s (VikHex h)
{
  return -h.q - h.r;
}

VikHex   vik_hex_make        (int q, int r);
gboolean vik_hex_equal       (VikHex a, VikHex b);
VikHex   vik_hex_add         (VikHex a, VikHex b);
VikHex   vik_hex_subtract    (VikHex a, VikHex b);
VikHex   vik_hex_scale       (VikHex a, int k);
VikHex   vik_hex_direction   (VikDirection dir);
VikHex   vik_hex_neighbor    (VikHex h, VikDirection dir);
int      vik_hex_length      (VikHex h);
int      vik_hex_distance    (VikHex a, VikHex b);
/* Rotate 60 degrees clockwise (steps > 0) or anticlockwise (steps < 0) around the origin. */
VikHex   vik_hex_rotate      (VikHex h, int steps);
/* Mirror across the north-south axis through the origin. */
VikHex   vik_hex_mirror      (VikHex h);
/* Rounds fractional cube coordinates to the nearest hex. */
VikHex   vik_hex_round       (double q, double r);
/* The hexes on the straight line from a to b, both included: fills out (room for distance+1). */
int      vik_hex_line        (VikHex a, VikHex b, VikHex *out);
/* The hexes at exactly distance radius from centre, clockwise from the north one: fills
 * out (room for 6*radius, or 1 when radius is 0) and returns the count. */
int      vik_hex_ring        (VikHex centre, int radius, VikHex *out);

/* Hexsides.  A side is shared by two hexes: seen from one it lies in direction
 * d, from the other in direction d+3.  VikHexSide is normalised so that `dir`
 * is N, NE or SE (0-2), which needs no board: both views of one side give the
 * same value, so sides compare with vik_hex_side_equal and can key tables. */
typedef struct {
  VikHex hex;
  int dir;      /* VIK_DIR_N, VIK_DIR_NE or VIK_DIR_SE */
} VikHexSide;

/* The side of hex h in direction dir (any of the six), normalised. */
VikHexSide vik_hex_side_make     (VikHex h, VikDirection dir);
gboolean   vik_hex_side_equal    (VikHexSide a, VikHexSide b);
/* The two hexes the side separates: *a the normalised side's hex, *b its neighbour. */
void       vik_hex_side_hexes    (VikHexSide side, VikHex *a, VikHex *b);
/* The direction from a to an adjacent b, or -1 when they are not adjacent. */
int        vik_hex_side_direction (VikHex a, VikHex b);
/* The side between adjacent hexes a and b; FALSE when they are not adjacent. */
gboolean   vik_hex_side_between  (VikHex a, VikHex b, VikHexSide *side);
/* The side seen from h: the direction it lies in from h, or -1 when h is not
 * one of its two hexes. */
int        vik_hex_side_dir_from (VikHexSide side, VikHex h);

/* Hex <-> pixel for flat-topped hexes of the given size (centre to corner). */
typedef struct {
  double size;
  double origin_x;
  double origin_y;
} VikLayout;

void     vik_layout_hex_to_pixel (const VikLayout *layout, VikHex h, double *x, double *y);
VikHex   vik_layout_pixel_to_hex (const VikLayout *layout, double x, double y);
/* Corner i (0..5) of hex h, starting east and going clockwise (screen y grows down). */
void     vik_layout_hex_corner   (const VikLayout *layout, VikHex h, int i, double *x, double *y);
/* The two ends of a hexside on screen (for drawing rivers, roads across it...). */
void     vik_layout_hex_side_ends (const VikLayout *layout, VikHexSide side,
                                   double *x0, double *y0, double *x1, double *y1);

G_END_DECLS
