/* vik-board-export.c: the board as a PNG, SVG or PDF file (see the header). */
#include "config.h"

#include "vik-board-export.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "vik-file-io.h"

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append ((GByteArray *) closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
vik_board_export_format_for_path (const char *path, VikExportFormat *format)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".png"))
    *format = VIK_EXPORT_PNG;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = VIK_EXPORT_SVG;
  else if (g_str_has_suffix (lower, ".pdf"))
    *format = VIK_EXPORT_PDF;
  else
    return FALSE;
  return TRUE;
}

static void
draw_board (cairo_surface_t *surface, const VikGame *game, const VikColor *colors)
{
  VikBoardStyle style;
  cairo_t *cr = cairo_create (surface);

  vik_board_style_init (&style, game, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT);
  if (colors != NULL)
    memcpy (style.colors, colors, sizeof style.colors);
  style.show_labels = TRUE;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  vik_board_render (cr, game, &style);
  cairo_destroy (cr);
}

gboolean
vik_board_export (const VikGame   *game,
                  const VikColor  *colors,
                  const char      *path,
                  VikExportFormat  format,
                  GError         **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;

  switch (format)
    {
    case VIK_EXPORT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT);
      break;
    case VIK_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (append_bytes, bytes,
                                                     VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT);
      break;
    case VIK_EXPORT_PDF:
      surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes,
                                                     VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT);
      break;
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Cannot export “%s”: unknown picture format"), path);
      return FALSE;
    }

  draw_board (surface, game, colors);
  if (format == VIK_EXPORT_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
  else
    {
      cairo_surface_finish (surface);   /* flushes the SVG/PDF stream */
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Cannot export the board to “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return vik_file_write_atomic (path, (const char *) bytes->data, bytes->len, error);
}
