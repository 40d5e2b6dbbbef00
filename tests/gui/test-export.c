/* test-export.c: the board exported as PNG, SVG and PDF, without a display.
 *
 * Each format's file starts with its magic bytes, the PNG has the export
 * size and shows the board (not only the white background), the very
 * picture the renderer draws (the export goes through the VIKTORY II painter
 * and the exporter both games share, vik-painter-export.h), and a path in a
 * missing folder gives an error naming it without leaving a file. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vik-board-export.h"
#include "vik-position.h"

static char *
export_to (const VikGame *game, const char *dir, const char *name, VikExportFormat format,
           gsize *len)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  VikExportFormat guessed;
  char *data = NULL;

  g_assert_true (vik_board_export_format_for_path (path, &guessed));
  g_assert_cmpint (guessed, ==, format);
  g_assert_true (vik_board_export (game, NULL, path, format, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, len, NULL));
  g_assert_cmpuint (*len, >, 100);
  return data;
}

static void
test_formats (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 3, 2, 1);
  g_autofree char *dir = g_dir_make_tmp ("vik-export-XXXXXX", NULL);
  g_autofree char *png = NULL, *svg = NULL, *pdf = NULL;
  g_autofree char *png_path = NULL;
  gsize len;
  cairo_surface_t *image;
  unsigned char *pixels;
  int stride, x, y, non_white = 0;

  g_assert_nonnull (dir);
  png = export_to (game, dir, "board.PNG", VIK_EXPORT_PNG, &len);
  g_assert_cmpmem (png, 8, "\x89PNG\r\n\x1a\n", 8);
  svg = export_to (game, dir, "board.svg", VIK_EXPORT_SVG, &len);
  g_assert_nonnull (g_strstr_len (svg, MIN (len, 200), "<svg"));
  pdf = export_to (game, dir, "board.pdf", VIK_EXPORT_PDF, &len);
  g_assert_cmpmem (pdf, 5, "%PDF-", 5);

  png_path = g_build_filename (dir, "board.PNG", NULL);
  image = cairo_image_surface_create_from_png (png_path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, VIK_EXPORT_WIDTH);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, VIK_EXPORT_HEIGHT);
  pixels = cairo_image_surface_get_data (image);
  stride = cairo_image_surface_get_stride (image);
  for (y = 0; y < VIK_EXPORT_HEIGHT; y += 10)
    for (x = 0; x < VIK_EXPORT_WIDTH; x += 10)
      {
        guint32 p;
        memcpy (&p, pixels + y * stride + x * 4, 4);
        non_white += (p & 0xffffff) != 0xffffff;
      }
  g_assert_cmpint (non_white, >, 100);    /* the board is drawn */
  {
    /* the renderer's own picture: fitted to the export's size, labels on */
    cairo_surface_t *own = cairo_image_surface_create (CAIRO_FORMAT_RGB24, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT);
    cairo_t *cr = cairo_create (own);
    VikBoardStyle style;
    int differ = 0;
    vik_board_style_init (&style, game, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT);
    style.show_labels = TRUE;
    cairo_set_source_rgb (cr, 1, 1, 1);
    cairo_paint (cr);
    vik_board_render (cr, game, &style);
    cairo_destroy (cr);
    cairo_surface_flush (own);
    for (y = 0; y < VIK_EXPORT_HEIGHT; y++)
      for (x = 0; x < VIK_EXPORT_WIDTH; x++)
        {
          guint32 a, b;
          memcpy (&a, pixels + y * stride + x * 4, 4);
          memcpy (&b, cairo_image_surface_get_data (own) + y * cairo_image_surface_get_stride (own) + x * 4, 4);
          differ += (a & 0xffffff) != (b & 0xffffff);
        }
    g_assert_cmpint (differ, ==, 0);
    cairo_surface_destroy (own);
  }
  cairo_surface_destroy (image);

  for (const char *const *n = (const char *const[]) { "board.PNG", "board.svg", "board.pdf", NULL }; *n; n++)
    {
      g_autofree char *p = g_build_filename (dir, *n, NULL);
      g_assert_cmpint (g_remove (p), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_errors (void)
{
  g_autoptr (VikGame) game = vik_position_new (NULL, 3, 2, 1);
  g_autoptr (GError) error = NULL;
  VikExportFormat format;
  const char *path = "/nonexistent-vik-folder/board.png";

  g_assert_false (vik_board_export_format_for_path ("board.jpg", &format));
  g_assert_false (vik_board_export (game, NULL, path, VIK_EXPORT_PNG, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/export/formats", test_formats);
  g_test_add_func ("/gui/export/errors", test_errors);
  return g_test_run ();
}
