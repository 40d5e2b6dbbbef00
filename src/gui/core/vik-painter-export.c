/* vik-painter-export.c: a board as a PNG, SVG or PDF file (see the header). */
#include "config.h"

#include "vik-painter-export.h"

#include <cairo-pdf.h>
#include <gio/gio.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>

#include "vik-file-io.h"

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append ((GByteArray *) closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
vik_export_format_for_path (const char *path, VikExportFormat *format)
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

void
vik_painter_export_layout (VikBoardPainter *painter, int width, int height, VikLayout *out)
{
  vik_board_painter_fit (painter, width, height, out);
}

static void
draw_board (cairo_surface_t *surface, VikBoardPainter *painter, int width, int height)
{
  cairo_t *cr = cairo_create (surface);
  VikLayout layout;

  vik_painter_export_layout (painter, width, height, &layout);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  vik_board_painter_draw (painter, cr, &layout, VIK_NO_HEX);
  cairo_destroy (cr);
}

GBytes *
vik_painter_export_bytes (VikBoardPainter *painter, VikExportFormat format, int width, int height,
                          GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;

  g_return_val_if_fail (VIK_IS_BOARD_PAINTER (painter), NULL);
  switch (format)
    {
    case VIK_EXPORT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
      break;
    case VIK_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, width, height);
      break;
    case VIK_EXPORT_PDF:
      surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, width, height);
      break;
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Unknown picture format"));
      return NULL;
    }

  draw_board (surface, painter, width, height);
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
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

gboolean
vik_painter_export (VikBoardPainter *painter, const char *path, VikExportFormat format, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gsize length;
  const char *data;

  bytes = vik_painter_export_bytes (painter, format, VIK_EXPORT_WIDTH, VIK_EXPORT_HEIGHT, &local);
  if (bytes == NULL)
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     _("Cannot export “%s”: unknown picture format"), path);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Cannot export the board to “%s”: %s"), path,
                     local->message);
      return FALSE;
    }
  data = g_bytes_get_data (bytes, &length);
  return vik_file_write_atomic (path, data, length, error);
}
