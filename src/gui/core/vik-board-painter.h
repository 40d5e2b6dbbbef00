/* vik-board-painter.h: what the board view draws, picks and reads out through.
 *
 * The board view (vik-board-view.h) is shared by the games and the editor and
 * knows no game's rules: it zooms, pans, follows the pointer and the hex
 * cursor, and asks a painter for everything about the board itself.  Each
 * game provides one (VIKTORY II: vik-viktory-painter.h); the editor wraps one
 * (editor/vik-editor-painter.h).  No GTK and no game header here: a board is
 * hexes 0..n-1 with axial coordinates (vik-hex.h, the shared hex maths), and
 * the view gives the painter a VikLayout (hex size and the pixel of hex
 * (0, 0)) in the widget's coordinates.
 *
 * A painter emits ::changed whenever what it draws (or describes) changed:
 * the view redraws, reads the hex under the cursor out again, and centres a
 * board whose bounds changed. */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "vik-hex.h"

G_BEGIN_DECLS

#define VIK_TYPE_BOARD_PAINTER (vik_board_painter_get_type ())
G_DECLARE_INTERFACE (VikBoardPainter, vik_board_painter, VIK, BOARD_PAINTER, GObject)

struct _VikBoardPainterInterface
{
  GTypeInterface parent_iface;

  /* The board's hexes are 0..get_n_hexes()-1 (0: nothing to show). */
  int      (*get_n_hexes) (VikBoardPainter *self);
  /* The axial coordinates of a hex. */
  VikHex   (*get_coords)  (VikBoardPainter *self, int hex);
  /* Instead of the two above, for a painter whose board keeps its hexes'
   * coordinates in one array: that array and its length (*n_hexes 0 and
   * NULL: nothing to show). */
  const VikHex *(*get_hexes) (VikBoardPainter *self, int *n_hexes);
  /* The hex at axial coordinates, or VIK_NO_HEX off the board. */
  int      (*find_hex)    (VikBoardPainter *self, VikHex coords);
  /* The rectangle the board covers, in hex sizes, relative to the centre of
   * hex (0, 0): the view fits and centres the board with it. */
  void     (*get_bounds)  (VikBoardPainter *self, double *x, double *y, double *width, double *height);
  /* Draws what meets cr's clip at `layout`; `hover` (or VIK_NO_HEX) is the
   * hex under the pointer. */
  void     (*draw)        (VikBoardPainter *self, cairo_t *cr, const VikLayout *layout, int hover);
  /* Optional: the hex at pixel (x, y), VIK_NO_HEX for none (by default the
   * hex whose shape holds the point). */
  int      (*pick)        (VikBoardPainter *self, const VikLayout *layout, double x, double y);
  /* One line for a screen reader: what is at the hex, and what a press of
   * Enter does there.  g_free(). */
  char    *(*describe)    (VikBoardPainter *self, int hex);
  /* Optional: the tooltip of a hex, NULL for none (by default: none).  g_free(). */
  char    *(*tooltip)     (VikBoardPainter *self, int hex);
  /* Optional: does a click on the hex do something (the pointer becomes a
   * hand there)?  By default no. */
  gboolean (*is_active)   (VikBoardPainter *self, int hex);
};

int      vik_board_painter_get_n_hexes (VikBoardPainter *self);
VikHex   vik_board_painter_get_coords  (VikBoardPainter *self, int hex);
int      vik_board_painter_find_hex    (VikBoardPainter *self, VikHex coords);
void     vik_board_painter_get_bounds  (VikBoardPainter *self, double *x, double *y,
                                        double *width, double *height);
void     vik_board_painter_draw        (VikBoardPainter *self, cairo_t *cr, const VikLayout *layout,
                                        int hover);
int      vik_board_painter_pick        (VikBoardPainter *self, const VikLayout *layout, double x, double y);
char    *vik_board_painter_describe    (VikBoardPainter *self, int hex);
char    *vik_board_painter_tooltip     (VikBoardPainter *self, int hex);
gboolean vik_board_painter_is_active   (VikBoardPainter *self, int hex);
/* The hex a step in direction dir leads to from hex, VIK_NO_HEX off the board. */
int      vik_board_painter_neighbor    (VikBoardPainter *self, int hex, VikDirection dir);
/* Emits ::changed (for implementations). */
void     vik_board_painter_changed     (VikBoardPainter *self);

/* The layout fitting the whole board into width x height with a third of a
 * hex to spare, centred (the board view's zoom 1.0). */
void     vik_board_painter_fit         (VikBoardPainter *self, double width, double height, VikLayout *out);

G_END_DECLS
