/* test-painter.c: the board painter interface and the VIKTORY II painter,
 * without a display.
 *
 * The painter is what the board view knows of a board: its hexes and their
 * neighbours, its bounds (the view fits the board with them exactly as the
 * renderer's own fit does), picking, drawing (the renderer's picture plus
 * the rings on the stacks that can act), and the words for the tooltip and
 * a screen reader.  Every change says ::changed. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "vik-action-text.h"
#include "vik-position.h"
#include "vik-viktory-painter.h"

static void
count_changes (VikBoardPainter *painter, gpointer data)
{
  (*(int *) data)++;
}

static cairo_surface_t *
draw_painter (VikBoardPainter *painter, const VikLayout *layout, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  vik_board_painter_draw (painter, cr, layout, VIK_NO_HEX);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
draw_renderer (const VikGame *game, const VikBoardStyle *style, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  vik_board_render (cr, game, style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);

  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b), (gsize) h * stride) == 0;
}

/* The hexes, their coordinates and neighbours are the engine board's. */
static void
test_hexes (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 5, 4, 1);
  const VikBoard *board = vik_game_get_board (game);
  g_autoptr (VikViktoryPainter) painter = vik_viktory_painter_new ();
  VikBoardPainter *p = VIK_BOARD_PAINTER (painter);

  g_assert_cmpint (vik_board_painter_get_n_hexes (p), ==, 0);
  vik_viktory_painter_set_game (painter, game);
  g_assert_cmpint (vik_board_painter_get_n_hexes (p), ==, board->n_hexes);
  for (int h = 0; h < board->n_hexes; h++)
    {
      g_assert_true (vik_hex_equal (vik_board_painter_get_coords (p, h), board->coords[h]));
      g_assert_cmpint (vik_board_painter_find_hex (p, board->coords[h]), ==, h);
      for (int d = 0; d < VIK_N_DIRS; d++)
        g_assert_cmpint (vik_board_painter_neighbor (p, h, d), ==, board->neighbors[h][d]);
    }
  g_assert_cmpint (vik_board_painter_find_hex (p, vik_hex_make (40, 0)), ==, VIK_NO_HEX);
  g_assert_cmpint (vik_board_painter_neighbor (p, VIK_NO_HEX, VIK_DIR_N), ==, VIK_NO_HEX);
  vik_viktory_painter_set_game (painter, NULL);
}

/* Fitting through the bounds gives the renderer's own fit, for every board
 * size and window shape. */
static void
test_fit (void)
{
  g_autoptr (VikViktoryPainter) painter = vik_viktory_painter_new ();
  const int sizes[][2] = { { 800, 600 }, { 1920, 1080 }, { 300, 900 }, { 1024, 700 } };

  for (int R = 2; R <= VIK_MAX_RADIUS; R++)
    {
      g_autoptr (VikGame) game = vik_position_new (NULL, R, 2, 1);
      vik_viktory_painter_set_game (painter, game);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          VikBoardStyle style;
          VikLayout layout;
          vik_board_style_init (&style, game, sizes[i][0], sizes[i][1]);
          vik_board_painter_fit (VIK_BOARD_PAINTER (painter), sizes[i][0], sizes[i][1], &layout);
          g_assert_cmpfloat_with_epsilon (layout.size, style.layout.size, 1e-9);
          g_assert_cmpfloat_with_epsilon (layout.origin_x, style.layout.origin_x, 1e-9);
          g_assert_cmpfloat_with_epsilon (layout.origin_y, style.layout.origin_y, 1e-9);
        }
      vik_viktory_painter_set_game (painter, NULL);
    }
}

/* Picking is the renderer's, and the interface's default (the hex whose
 * shape holds the point) agrees with it on the board. */
static void
test_pick (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 6, 4, 1);
  const VikBoard *board = vik_game_get_board (game);
  g_autoptr (VikViktoryPainter) painter = vik_viktory_painter_new ();
  VikLayout layout = { 23.5, 411.25, 305.5 };
  VikBoardStyle style;

  vik_viktory_painter_set_game (painter, game);
  style.layout = layout;
  for (double y = -50; y < 700; y += 7.3)
    for (double x = -50; x < 900; x += 6.1)
      {
        int hex = vik_board_painter_pick (VIK_BOARD_PAINTER (painter), &layout, x, y);
        g_assert_cmpint (hex, ==, vik_board_hex_at (game, &style, x, y));
        if (hex != VIK_NO_HEX)
          g_assert_cmpint (hex, ==, vik_board_index (board, vik_layout_pixel_to_hex (&layout, x, y)));
      }
  g_assert_cmpint (vik_board_painter_pick (VIK_BOARD_PAINTER (painter), &layout, NAN, 3), ==, VIK_NO_HEX);
  g_assert_cmpint (vik_board_painter_pick (VIK_BOARD_PAINTER (painter), &layout, 1e300, 3), ==, VIK_NO_HEX);
  vik_viktory_painter_set_game (painter, NULL);
}

/* Drawn without marks the painter's picture is the renderer's; the rings on
 * stacks that can act change it. */
static void
test_draw (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 4, 2, 1);
  g_autoptr (VikViktoryPainter) painter = vik_viktory_painter_new ();
  guint8 highlight[VIK_MAX_HEXES] = { 0 };
  guint8 can_act[VIK_MAX_HEXES] = { 0 };
  int centre = vik_board_index (vik_game_get_board (game), vik_hex_make (0, 0));
  VikBoardStyle style;
  cairo_surface_t *a, *b, *c;

  vik_board_style_init (&style, game, 400, 300);
  vik_viktory_painter_set_game (painter, game);
  a = draw_painter (VIK_BOARD_PAINTER (painter), &style.layout, 400, 300);
  b = draw_renderer (game, &style, 400, 300);
  g_assert_true (same_pixels (a, b));
  highlight[centre] = VIK_HIGHLIGHT_MOVE;
  style.highlight[centre] = VIK_HIGHLIGHT_MOVE;
  can_act[vik_board_index (vik_game_get_board (game), vik_hex_make (1, 0))] = TRUE;
  vik_viktory_painter_set_marks (painter, highlight, can_act);
  c = draw_painter (VIK_BOARD_PAINTER (painter), &style.layout, 400, 300);
  g_assert_false (same_pixels (c, b));
  cairo_surface_destroy (b);
  can_act[vik_board_index (vik_game_get_board (game), vik_hex_make (1, 0))] = FALSE;
  vik_viktory_painter_set_marks (painter, highlight, can_act);
  b = draw_renderer (game, &style, 400, 300);
  cairo_surface_destroy (c);
  c = draw_painter (VIK_BOARD_PAINTER (painter), &style.layout, 400, 300);
  g_assert_true (same_pixels (c, b));
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
  cairo_surface_destroy (c);
  vik_viktory_painter_set_game (painter, NULL);
}

/* The words: a screen reader's line with what the highlight means, the
 * tooltip with the letters' legend; a click does something only where a
 * stack can act or a hex is lit. */
static void
test_words (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 4, 2, 1);
  g_autoptr (VikViktoryPainter) painter = vik_viktory_painter_new ();
  VikBoardPainter *p = VIK_BOARD_PAINTER (painter);
  int centre = vik_board_index (vik_game_get_board (game), vik_hex_make (0, 0));
  g_autofree char *line = NULL;
  g_autofree char *lit = NULL;
  g_autofree char *tip = NULL;
  g_autofree char *expected = NULL;

  vik_position_set_hex (game, centre, VIK_TERRAIN_FOREST, TRUE);
  vik_position_add_unit (game, centre, 1, VIK_UNIT_INFANTRY);
  vik_viktory_painter_set_game (painter, game);
  line = vik_board_painter_describe (p, centre);
  g_assert_nonnull (strstr (line, vik_board_label (vik_game_get_board (game), centre)));
  g_assert_null (strchr (line, '\n'));
  g_assert_null (strstr (line, "highlighted"));
  g_assert_false (vik_board_painter_is_active (p, centre));
  vik_viktory_painter_set_highlight (painter, centre, VIK_HIGHLIGHT_MOVE);
  lit = vik_board_painter_describe (p, centre);
  g_assert_nonnull (strstr (lit, "highlighted: you can move here"));
  expected = vik_hex_accessible_text (game, centre, -1, VIK_HIGHLIGHT_MOVE, FALSE);
  g_assert_cmpstr (lit, ==, expected);
  g_assert_true (vik_board_painter_is_active (p, centre));
  tip = vik_board_painter_tooltip (p, centre);
  g_assert_nonnull (strstr (tip, "B = "));
  g_assert_null (vik_board_painter_tooltip (p, VIK_NO_HEX));
  vik_viktory_painter_set_game (painter, NULL);
}

/* Every change is announced, and only changes. */
static void
test_changed (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 3, 2, 1);
  g_autoptr (VikViktoryPainter) painter = vik_viktory_painter_new ();
  VikColor red = { 1, 0, 0 };
  int n = 0;

  g_signal_connect (painter, "changed", G_CALLBACK (count_changes), &n);
  vik_viktory_painter_set_game (painter, game);
  g_assert_cmpint (n, ==, 1);
  vik_viktory_painter_set_color (painter, 1, red);
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpfloat (vik_viktory_painter_get_color (painter, 1).red, ==, 1.0);
  vik_viktory_painter_set_show_labels (painter, TRUE);
  vik_viktory_painter_set_show_labels (painter, TRUE);
  g_assert_cmpint (n, ==, 3);
  g_object_set (painter, "show-labels", FALSE, NULL);
  g_assert_cmpint (n, ==, 4);
  vik_viktory_painter_set_highlight (painter, 0, VIK_HIGHLIGHT_BUILD);
  vik_viktory_painter_set_highlight (painter, 0, VIK_HIGHLIGHT_BUILD);
  g_assert_cmpint (n, ==, 5);
  vik_viktory_painter_clear_highlights (painter);
  g_assert_cmpint (n, ==, 6);
  g_assert_cmpint (vik_viktory_painter_get_highlight (painter, 0), ==, VIK_HIGHLIGHT_NONE);
  vik_viktory_painter_set_game (painter, NULL);
  g_assert_cmpint (n, ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gui-core/painter/hexes-and-neighbours", test_hexes);
  g_test_add_func ("/gui-core/painter/fit-from-bounds", test_fit);
  g_test_add_func ("/gui-core/painter/pick", test_pick);
  g_test_add_func ("/gui-core/painter/draw", test_draw);
  g_test_add_func ("/gui-core/painter/words", test_words);
  g_test_add_func ("/gui-core/painter/changed", test_changed);
  return g_test_run ();
}
