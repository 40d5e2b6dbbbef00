/* vic-editor-painter.c: the editor's Victory painter (see the header). */
#include "config.h"

#include "vic-editor-painter.h"
#include "vic-map-draw.h"

#include <glib/gi18n-lib.h>

struct _VicEditorPainter
{
  GObject parent_instance;

  const VicMap *map;   /* borrowed */
  int selected;
};

static void painter_iface_init (VikBoardPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VicEditorPainter, vic_editor_painter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_BOARD_PAINTER, painter_iface_init))

static int
get_n_hexes (VikBoardPainter *painter)
{
  VicEditorPainter *self = VIC_EDITOR_PAINTER (painter);
  return self->map != NULL ? self->map->n_hexes : 0;
}

static VikHex
get_coords (VikBoardPainter *painter, int hex)
{
  return VIC_EDITOR_PAINTER (painter)->map->coords[hex];
}

static int
find_hex (VikBoardPainter *painter, VikHex coords)
{
  VicEditorPainter *self = VIC_EDITOR_PAINTER (painter);
  int hex = self->map != NULL ? vic_map_draw_find_hex (self->map, coords) : VIC_NO_HEX;
  return hex == VIC_NO_HEX ? VIK_NO_HEX : hex;
}

static void
get_bounds (VikBoardPainter *painter, double *x, double *y, double *width, double *height)
{
  VicEditorPainter *self = VIC_EDITOR_PAINTER (painter);

  if (self->map == NULL)
    {
      *x = *y = 0;
      *width = *height = 1;
      return;
    }
  vic_map_draw_bounds (self->map, x, y, width, height);
}

static void
draw (VikBoardPainter *painter, cairo_t *cr, const VikLayout *layout, int hover)
{
  VicEditorPainter *self = VIC_EDITOR_PAINTER (painter);

  if (self->map == NULL)
    return;
  vic_map_draw (cr, self->map, layout, VIC_MAP_DRAW_DEFAULT | VIC_MAP_DRAW_LABELS);
  if (self->selected >= 0 && self->selected < self->map->n_hexes)
    {
      cairo_save (cr);
      vic_map_draw_hex_path (cr, self->map, layout, self->selected, 0.08);
      cairo_set_source_rgb (cr, 0.9, 0.1, 0.6);
      cairo_set_line_width (cr, MAX (2.0, layout->size * 0.12));
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  if (hover >= 0 && hover < self->map->n_hexes)
    {
      cairo_save (cr);
      vic_map_draw_hex_path (cr, self->map, layout, hover, 0.04);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
      cairo_set_line_width (cr, MAX (1.5, layout->size * 0.06));
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static int
pick (VikBoardPainter *painter, const VikLayout *layout, double x, double y)
{
  VicEditorPainter *self = VIC_EDITOR_PAINTER (painter);
  int hex = self->map != NULL ? vic_map_draw_pick_hex (self->map, layout, x, y) : VIC_NO_HEX;
  return hex == VIC_NO_HEX ? VIK_NO_HEX : hex;
}

static const char *
terrain_name (VicTerrain t)
{
  static const char *const names[VIC_N_TERRAINS] = {
    N_("Clear"), N_("Desert"), N_("Forest"), N_("Marsh"), N_("Mountain"), N_("Sea"),
  };
  return _(names[t]);
}

static char *
describe (VikBoardPainter *painter, int hex)
{
  const VicMap *map = VIC_EDITOR_PAINTER (painter)->map;
  GString *s = g_string_new (NULL);

  g_string_printf (s, "%s, %s", vic_map_label (map, hex), terrain_name (map->terrain[hex]));
  if (vic_map_is_city (map, hex))
    /* Translators: a City with its name and production, "Westport, 3 PP" */
    g_string_append_printf (s, _(", City %s, %d PP"), map->site_names[hex], map->pp[hex]);
  else if (vic_map_is_town (map, hex))
    g_string_append_printf (s, _(", Town %s"), map->site_names[hex]);
  g_string_append_printf (s, _(", map tile %s"), map->tile_names[map->tile[hex]]);
  return g_string_free (s, FALSE);
}

static gboolean
is_active (VikBoardPainter *painter, int hex)
{
  return TRUE;
}

static void
painter_iface_init (VikBoardPainterInterface *iface)
{
  iface->get_n_hexes = get_n_hexes;
  iface->get_coords = get_coords;
  iface->find_hex = find_hex;
  iface->get_bounds = get_bounds;
  iface->draw = draw;
  iface->pick = pick;
  iface->describe = describe;
  iface->is_active = is_active;
}

static void
vic_editor_painter_class_init (VicEditorPainterClass *klass)
{
}

static void
vic_editor_painter_init (VicEditorPainter *self)
{
  self->selected = VIC_NO_HEX;
}

VicEditorPainter *
vic_editor_painter_new (void)
{
  return g_object_new (VIC_TYPE_EDITOR_PAINTER, NULL);
}

void
vic_editor_painter_set_map (VicEditorPainter *self, const VicMap *map)
{
  self->map = map;
  if (map == NULL || self->selected >= map->n_hexes)
    self->selected = VIC_NO_HEX;
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

void
vic_editor_painter_set_selected (VicEditorPainter *self, int hex)
{
  self->selected = hex;
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

int
vic_editor_painter_get_selected (VicEditorPainter *self)
{
  return self->selected;
}
