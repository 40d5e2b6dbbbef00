/* vik-editor-painter.c: the editor's board painter (see the header). */
#include "config.h"

#include "vik-editor-painter.h"
#include "vik-position.h"
#include "vik-viktory-painter.h"

#include <gdk/gdk.h>

struct _VikEditorPainter
{
  GObject parent_instance;

  VikViktoryPainter *board;     /* draws the preview */
  const VikScenario *scenario;  /* borrowed */
  VikGame *preview;             /* the scenario as a drawable game */
  int selected;
  gboolean quiet;               /* the board's ::changed are one change of ours */
};

static void painter_iface_init (VikBoardPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VikEditorPainter, vik_editor_painter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_BOARD_PAINTER, painter_iface_init))

#define BOARD(self) VIK_BOARD_PAINTER ((self)->board)

/* The scenario as a game the renderer draws, built outside the rules so a
 * broken scenario shows too.  Face-down hexes stay face down. */
static VikGame *
preview_new (const VikScenario *sc)
{
  const VikMap *map = sc->map;
  int n = CLAMP (sc->n_players, 2, VIK_MAX_PLAYERS);
  VikGame *game = vik_position_new (&sc->rules, vik_map_radius (map), n, 1);

  for (int h = 0; h < map->board->n_hexes; h++)
    {
      gboolean down = map->terrain[h] == VIK_MAP_FACE_DOWN;
      vik_position_set_hex (game, h, down ? VIK_TERRAIN_WATER : map->terrain[h], !down);
    }
  for (int h = 0; h < map->board->n_hexes; h++)
    {
      const VikScenarioHex *sh = &sc->hexes[h];

      if (sh->site != VIK_SITE_NONE && sh->owner >= 0 && sh->owner < n)
        vik_position_set_site (game, h, sh->owner, sh->site, sh->capital);
      for (int p = 0; p < n; p++)
        {
          int frigate = 0;
          for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
            for (int i = 0; i < sh->units[p][t]; i++)
              {
                int label = vik_position_add_unit (game, h, p, t);
                if (t == VIK_UNIT_FRIGATE && frigate == 0)
                  frigate = label;
              }
          if (frigate == 0)
            continue;
          for (int t = 0; t < VIK_N_LAND_TYPES; t++)
            for (int i = 0; i < sh->cargo[p][t]; i++)
              vik_position_add_cargo (game, p, frigate, t);
        }
    }
  return game;
}

static VikColor
player_colour (const VikScenario *sc, int player)
{
  VikColor c = vik_game_model_default_color (player);
  GdkRGBA rgba;

  if (player < sc->n_players && gdk_rgba_parse (&rgba, sc->players[player].colour))
    c = (VikColor) { rgba.red, rgba.green, rgba.blue };
  return c;
}

static void
on_board_changed (VikBoardPainter *board, VikEditorPainter *self)
{
  if (!self->quiet)
    vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

void
vik_editor_painter_set_scenario (VikEditorPainter *self, const VikScenario *scenario)
{
  VikGame *old = self->preview;

  g_return_if_fail (VIK_IS_EDITOR_PAINTER (self));

  self->quiet = TRUE;
  self->scenario = scenario;
  /* the board borrows the preview: show the new one before freeing the old */
  self->preview = scenario != NULL ? preview_new (scenario) : NULL;
  vik_viktory_painter_set_game (self->board, self->preview);
  g_clear_pointer (&old, vik_game_free);
  for (int p = 0; scenario != NULL && p < VIK_MAX_PLAYERS; p++)
    vik_viktory_painter_set_color (self->board, p, player_colour (scenario, p));
  if (self->selected >= vik_board_painter_get_n_hexes (BOARD (self)))
    self->selected = VIK_NO_HEX;
  vik_viktory_painter_clear_highlights (self->board);
  if (self->selected != VIK_NO_HEX)
    vik_viktory_painter_set_highlight (self->board, self->selected, VIK_HIGHLIGHT_SELECTED);
  self->quiet = FALSE;
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

void
vik_editor_painter_set_selected (VikEditorPainter *self, int hex)
{
  g_return_if_fail (VIK_IS_EDITOR_PAINTER (self));

  if (hex < 0 || hex >= vik_board_painter_get_n_hexes (BOARD (self)))
    hex = VIK_NO_HEX;
  self->selected = hex;
  self->quiet = TRUE;
  vik_viktory_painter_clear_highlights (self->board);
  if (hex != VIK_NO_HEX)
    vik_viktory_painter_set_highlight (self->board, hex, VIK_HIGHLIGHT_SELECTED);
  self->quiet = FALSE;
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

VikHighlight
vik_editor_painter_get_highlight (VikEditorPainter *self, int hex)
{
  g_return_val_if_fail (VIK_IS_EDITOR_PAINTER (self), VIK_HIGHLIGHT_NONE);
  return vik_viktory_painter_get_highlight (self->board, hex);
}

/* ---------------------------------------------------------------- VikBoardPainter */

/* Starting groups: a dashed ring in the player's colour and the group's
 * number, on top of the board. */
static void
draw_start_groups (VikEditorPainter *self, cairo_t *cr, const VikLayout *layout)
{
  const VikMap *map = self->scenario->map;
  double s = layout->size;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (8, 0.3 * s));
  for (int h = 0; h < map->board->n_hexes; h++)
    {
      int g = map->group[h];
      double x, y;
      VikColor c = g >= 0 && g < VIK_MAX_PLAYERS ? vik_viktory_painter_get_color (self->board, g)
                                                 : (VikColor) { 0, 0, 0 };
      /* the dashes grow with the zoom, as the ring does */
      double dash[] = { MAX (4, 0.12 * s), MAX (3, 0.09 * s) };
      char number[4];

      if (g < 0)
        continue;
      vik_layout_hex_to_pixel (layout, map->board->coords[h], &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, 0.72 * s, 0, 2 * G_PI);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, MAX (2, 0.08 * s));
      cairo_set_source_rgb (cr, c.red, c.green, c.blue);
      cairo_stroke (cr);
      g_snprintf (number, sizeof number, "%d", g + 1);
      cairo_move_to (cr, x - 0.55 * s, y - 0.35 * s);
      cairo_text_path (cr, number);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 3);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, c.red, c.green, c.blue);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static int
painter_get_n_hexes (VikBoardPainter *painter)
{
  return vik_board_painter_get_n_hexes (BOARD (VIK_EDITOR_PAINTER (painter)));
}

static VikHex
painter_get_coords (VikBoardPainter *painter, int hex)
{
  return vik_board_painter_get_coords (BOARD (VIK_EDITOR_PAINTER (painter)), hex);
}

static int
painter_find_hex (VikBoardPainter *painter, VikHex coords)
{
  return vik_board_painter_find_hex (BOARD (VIK_EDITOR_PAINTER (painter)), coords);
}

static void
painter_get_bounds (VikBoardPainter *painter, double *x, double *y, double *width, double *height)
{
  vik_board_painter_get_bounds (BOARD (VIK_EDITOR_PAINTER (painter)), x, y, width, height);
}

static void
painter_draw (VikBoardPainter *painter, cairo_t *cr, const VikLayout *layout, int hover)
{
  VikEditorPainter *self = VIK_EDITOR_PAINTER (painter);

  if (self->scenario == NULL)
    return;
  vik_board_painter_draw (BOARD (self), cr, layout, hover);
  draw_start_groups (self, cr, layout);
}

static int
painter_pick (VikBoardPainter *painter, const VikLayout *layout, double x, double y)
{
  return vik_board_painter_pick (BOARD (VIK_EDITOR_PAINTER (painter)), layout, x, y);
}

static char *
painter_describe (VikBoardPainter *painter, int hex)
{
  return vik_board_painter_describe (BOARD (VIK_EDITOR_PAINTER (painter)), hex);
}

static char *
painter_tooltip (VikBoardPainter *painter, int hex)
{
  return vik_board_painter_tooltip (BOARD (VIK_EDITOR_PAINTER (painter)), hex);
}

static void
painter_iface_init (VikBoardPainterInterface *iface)
{
  iface->get_n_hexes = painter_get_n_hexes;
  iface->get_coords = painter_get_coords;
  iface->find_hex = painter_find_hex;
  iface->get_bounds = painter_get_bounds;
  iface->draw = painter_draw;
  iface->pick = painter_pick;
  iface->describe = painter_describe;
  iface->tooltip = painter_tooltip;
  /* no is_active: every hex takes the tool alike (the view shows a cross) */
}

/* ---------------------------------------------------------------- GObject */

VikEditorPainter *
vik_editor_painter_new (void)
{
  return g_object_new (VIK_TYPE_EDITOR_PAINTER, NULL);
}

static void
vik_editor_painter_dispose (GObject *object)
{
  VikEditorPainter *self = VIK_EDITOR_PAINTER (object);

  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->board, self);
      vik_viktory_painter_set_game (self->board, NULL);
      g_clear_object (&self->board);
    }
  g_clear_pointer (&self->preview, vik_game_free);
  self->scenario = NULL;
  G_OBJECT_CLASS (vik_editor_painter_parent_class)->dispose (object);
}

static void
vik_editor_painter_class_init (VikEditorPainterClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = vik_editor_painter_dispose;
}

static void
vik_editor_painter_init (VikEditorPainter *self)
{
  self->selected = VIK_NO_HEX;
  self->board = vik_viktory_painter_new ();
  vik_viktory_painter_set_show_labels (self->board, TRUE);
  g_signal_connect (self->board, "changed", G_CALLBACK (on_board_changed), self);
}
