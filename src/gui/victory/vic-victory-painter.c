/* vic-victory-painter.c: a Victory game as a VikBoardPainter (see the header). */
#include "config.h"

#include "vic-victory-painter-private.h"
#include "vic-map-draw.h"

#include <math.h>
#include <string.h>

#include "vik-draw-util.h"

static void painter_iface_init (VikBoardPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (VicVictoryPainter, vic_victory_painter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (VIK_TYPE_BOARD_PAINTER, painter_iface_init))

/* Four colours told apart with the common kinds of colour blindness (Okabe & Ito). */
VikPlayerColor
vic_player_default_color (int player)
{
  static const VikPlayerColor rgb[VIC_MAX_PLAYERS] = {
    { 0xD5 / 255.0, 0x5E / 255.0, 0x00 / 255.0 },   /* vermilion */
    { 0x00 / 255.0, 0x72 / 255.0, 0xB2 / 255.0 },   /* blue */
    { 0x00 / 255.0, 0x9E / 255.0, 0x73 / 255.0 },   /* bluish green */
    { 0xCC / 255.0, 0x79 / 255.0, 0xA7 / 255.0 },   /* reddish purple */
  };

  return rgb[player >= 0 && player < VIC_MAX_PLAYERS ? player : 0];
}

void
vic_player_rgb (int player, double *r, double *g, double *b)
{
  VikPlayerColor c = vic_player_default_color (player);

  *r = c.red;
  *g = c.green;
  *b = c.blue;
}

static void
set_player_source (VicVictoryPainter *self, cairo_t *cr, int player, double shade)
{
  vik_draw_set_color (cr, vik_draw_darker (vic_victory_painter_get_color (self, player), shade));
}

gboolean
vic_victory_painter_sees (VicVictoryPainter *self, int block)
{
  VicBlockInfo info;

  g_return_val_if_fail (VIC_IS_VICTORY_PAINTER (self), FALSE);
  if (self->game == NULL || !vic_game_get_block (self->game, block, &info))
    return FALSE;
  if (self->viewer == VIC_VIEWER_ALL)
    return TRUE;
  if (self->viewer < 0)
    return FALSE;
  return info.owner == self->viewer || (info.revealed & (1u << self->viewer)) != 0;
}

/* ---------------------------------------------------------------- the blocks' places */


/* The blocks standing in each hex, by owner then index (what anyone can see:
 * a block's owner and hex are public). */
HexBlocks *
vic_victory_painter_collect_blocks (VicVictoryPainter *self)
{
  const VicMap *map = vic_game_get_map (self->game);
  HexBlocks *hexes = g_new0 (HexBlocks, map->n_hexes);
  int n_slots = vic_game_n_block_slots (self->game);

  for (int p = 0; p < vic_game_get_n_players (self->game); p++)
    for (int b = 0; b < n_slots; b++)
      {
        VicBlockInfo info;
        if (!vic_game_get_block (self->game, b, &info) || info.owner != p || info.hex < 0
            || info.hex >= map->n_hexes || hexes[info.hex].n >= MAX_IN_HEX)
          continue;
        hexes[info.hex].blocks[hexes[info.hex].n++] = b;
      }
  return hexes;
}

/* How big a block is drawn: never smaller than what keeps its type and
 * strength at VIC_BLOCK_MIN_FONT pixels (the 2-map board fitted to a window
 * has hexes of about 25 pixels), else a little over half the hex, the same
 * for every block at a zoom: a lone block is not drawn larger than the
 * blocks of a stack. */
#define COMPACT_TYPE 0.36     /* the type's font, of the side, on a small block */
#define COMPACT_STEPS 0.44    /* the strength's */
#define FULL_TYPE 0.30        /* on a block large enough for four edges */
#define FULL_TOP 0.28
#define FULL_EDGE 0.18
#define MIN_SIDE (VIC_BLOCK_MIN_FONT / COMPACT_TYPE)
#define FULL_FACE_MIN (VIC_BLOCK_MIN_FONT / FULL_EDGE)   /* pixels: a smaller block shows type and strength only */

double
vic_victory_painter_block_side (double hex_size)
{
  return MAX (MIN_SIDE, hex_size * 0.56);
}

double
vic_victory_painter_block_font (double hex_size)
{
  double k = vic_victory_painter_block_side (hex_size);

  return k < FULL_FACE_MIN ? k * COMPACT_TYPE : k * FULL_EDGE;
}

/* Where a hex's blocks are drawn, back to front: in a grid while every
 * block fits in the hex at its size; else each player's blocks as a fan,
 * the front block whole and the others showing an edge up and to the right
 * of it, as a stack of real blocks seen from above; the players' fans side
 * by side (a battle).  The bottom of the hex stays clear for the City's or
 * Town's name, which is drawn over the blocks.  In the viewer's own fan the
 * selected block comes to the front.  Nothing here depends on a block's
 * type or strength: a hidden block is placed from its owner and index. */
typedef struct {
  int n;
  int blocks[MAX_IN_HEX];     /* back to front */
  double x[MAX_IN_HEX], y[MAX_IN_HEX];
  gboolean covered[MAX_IN_HEX];   /* behind another block of its fan: drawn blank */
  double k;
} HexPlaces;

static void
place_blocks (VicVictoryPainter *self, const VicMap *map, const VikLayout *layout, int hex,
              const HexBlocks *in_hex, HexPlaces *out)
{
  double s = layout->size, cx, cy, gap = s * 0.05;
  double k = vic_victory_painter_block_side (s);
  int n = in_hex->n;
  int cols = n <= 1 ? 1 : n <= 4 ? 2 : 3;
  int rows = (n + cols - 1) / cols;

  vic_map_draw_hex_centre (map, layout, hex, &cx, &cy);
  out->n = n;
  out->k = k;
  if (n == 0)
    return;
  if (cols * k + (cols - 1) * gap <= 1.45 * s && rows * k + (rows - 1) * gap <= 1.2 * s)
    {
      /* a grid: every block whole */
      for (int i = 0; i < n; i++)
        {
          out->blocks[i] = in_hex->blocks[i];
          out->covered[i] = FALSE;
          out->x[i] = cx - (cols * k + (cols - 1) * gap) / 2 + (i % cols) * (k + gap);
          out->y[i] = cy - s * 0.1 - (rows * k + (rows - 1) * gap) / 2 + (i / cols) * (k + gap);
        }
      return;
    }
  {
    /* fans: one per owner, in the order collected (by owner) */
    int starts[MAX_IN_HEX + 1], n_groups = 0;
    double widths[MAX_IN_HEX], steps[MAX_IN_HEX], total = 0, x, bottom = cy + s * 0.42;
    int i = 0;

    while (i < n)
      {
        VicBlockInfo first;
        int j = i, m;
        vic_game_get_block (self->game, in_hex->blocks[i], &first);
        while (j < n)
          {
            VicBlockInfo info;
            vic_game_get_block (self->game, in_hex->blocks[j], &info);
            if (info.owner != first.owner)
              break;
            j++;
          }
        m = j - i;
        starts[n_groups] = i;
        steps[n_groups] = m > 1 ? CLAMP (s * 0.5 / (m - 1), 3.0, k * 0.3) : 0;
        widths[n_groups] = k + (m - 1) * steps[n_groups];
        total += widths[n_groups] + (n_groups > 0 ? gap * 2 : 0);
        n_groups++;
        i = j;
      }
    starts[n_groups] = n;
    x = cx - total / 2;
    for (int g = 0; g < n_groups; g++)
      {
        int m = starts[g + 1] - starts[g], front = -1;
        /* the selected block in front */
        for (int t = starts[g]; t < starts[g + 1]; t++)
          if (in_hex->blocks[t] == self->selected)
            front = t;
        for (int t = starts[g], slot = 0; t < starts[g + 1]; t++)
          {
            if (t == front)
              continue;
            out->blocks[starts[g] + slot] = in_hex->blocks[t];
            slot++;
          }
        if (front >= 0)
          out->blocks[starts[g + 1] - 1] = in_hex->blocks[front];
        for (int slot = 0; slot < m; slot++)
          {
            /* slot 0 is the back: up and to the right of the front */
            int depth = m - 1 - slot;
            out->covered[starts[g] + slot] = depth > 0;
            out->x[starts[g] + slot] = x + depth * steps[g];
            out->y[starts[g] + slot] = bottom - k - depth * steps[g];
          }
        x += widths[g] + gap * 2;
      }
  }
}

/* The blocks in every hex and where they are drawn. */
static HexPlaces *
place_all (VicVictoryPainter *self, const VikLayout *layout)
{
  const VicMap *map = vic_game_get_map (self->game);
  g_autofree HexBlocks *hexes = vic_victory_painter_collect_blocks (self);
  HexPlaces *places = g_new0 (HexPlaces, map->n_hexes);

  for (int h = 0; h < map->n_hexes; h++)
    if (hexes[h].n > 0)
      place_blocks (self, map, layout, h, &hexes[h], &places[h]);
  return places;
}

/* ---------------------------------------------------------------- drawing */

/* Text centred at (x, y), turned by `angle` radians. */
static void
text_at (cairo_t *cr, double x, double y, double angle, const char *text)
{
  cairo_text_extents_t ext;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, -ext.width / 2 - ext.x_bearing, -ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
  cairo_restore (cr);
}

/* A seen block: on a small block its type over its strength; on one large
 * enough, its type in the middle, its strength on the top edge and the
 * other strengths on the other edges, clockwise, like a real block. */
static void
draw_block_face (cairo_t *cr, const VicBlockInfo *info, double x, double y, double k)
{
  double ink = info->owner == 1 ? 1.0 : 0.0;   /* white on the blue, black on the others */

  cairo_set_source_rgb (cr, ink, ink, ink);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  if (k < FULL_FACE_MIN)
    {
      /* too small for four edges to be read: the type over the strength */
      char digit[4];
      g_snprintf (digit, sizeof digit, "%d", CLAMP (info->steps, 0, 99));
      cairo_set_font_size (cr, k * COMPACT_TYPE);
      text_at (cr, x + k / 2, y + k * 0.30, 0, vic_unit_id (info->type));
      cairo_set_font_size (cr, k * COMPACT_STEPS);
      text_at (cr, x + k / 2, y + k * 0.71, 0, digit);
      return;
    }
  cairo_set_font_size (cr, k * FULL_TYPE);
  text_at (cr, x + k / 2, y + k * 0.55, 0, vic_unit_id (info->type));
  for (int edge = 0; edge < 4; edge++)
    {
      int v = info->steps - edge;
      char digit[4];
      double ex = x + k / 2 + (edge == 1 ? k * 0.38 : edge == 3 ? -k * 0.38 : 0);
      double ey = y + k / 2 + (edge == 0 ? -k * 0.36 : edge == 2 ? k * 0.38 : 0);
      if (v < 1)
        v += 4;
      if (v > info->max_steps || v < 1)
        continue;
      g_snprintf (digit, sizeof digit, "%d", v);
      cairo_set_font_size (cr, edge == 0 ? k * FULL_TOP : k * FULL_EDGE);
      text_at (cr, ex, ey, edge * G_PI / 2, digit);
    }
}

static void
draw_block (VicVictoryPainter *self, cairo_t *cr, int block, double x, double y, double k, gboolean covered)
{
  VicBlockInfo info;
  double r = k * 0.12;

  vic_game_get_block (self->game, block, &info);
  vik_draw_rounded_rect (cr, x, y, k, k, r);
  set_player_source (self, cr, info.owner, 1.0);
  cairo_fill_preserve (cr);
  if (info.hex >= 0 && vic_game_hex_is_battle (self->game, info.hex))
    {
      /* a block in a battle: a red border, seen when the fans hide the ring */
      cairo_set_source_rgb (cr, 0.85, 0.0, 0.0);
      cairo_set_line_width (cr, MAX (2.0, k / 12));
    }
  else
    {
      set_player_source (self, cr, info.owner, 0.55);
      cairo_set_line_width (cr, MAX (1.0, k / 16));
    }
  cairo_stroke (cr);
  if (covered || !vic_victory_painter_sees (self, block))
    return;   /* its back, or a block behind others: nothing but the owner's colour */
  draw_block_face (cr, &info, x, y, k);
  if (self->unsupplied[block])
    {
      /* out of supply (7.0): a red cross in the upper right corner */
      cairo_set_source_rgb (cr, 0.85, 0.0, 0.0);
      cairo_set_line_width (cr, MAX (1.5, k / 10));
      cairo_move_to (cr, x + k * 0.74, y + k * 0.06);
      cairo_line_to (cr, x + k * 0.94, y + k * 0.26);
      cairo_move_to (cr, x + k * 0.94, y + k * 0.06);
      cairo_line_to (cr, x + k * 0.74, y + k * 0.26);
      cairo_stroke (cr);
    }
}

/* A small flag of the player who controls a City or Town. */
static void
draw_control (VicVictoryPainter *self, cairo_t *cr, const VikLayout *layout, int hex)
{
  const VicMap *map = vic_game_get_map (self->game);
  int owner = vic_game_hex_control (self->game, hex);
  double cx, cy, s = layout->size;

  if (owner < 0 || !(map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN)))
    return;
  vic_map_draw_hex_centre (map, layout, hex, &cx, &cy);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, MAX (1.0, s / 28));
  cairo_move_to (cr, cx - s * 0.74, cy + s * 0.48);
  cairo_line_to (cr, cx - s * 0.74, cy + s * 0.12);
  cairo_stroke (cr);
  cairo_rectangle (cr, cx - s * 0.74, cy + s * 0.12, s * 0.2, s * 0.14);
  set_player_source (self, cr, owner, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke (cr);
}

static void
painter_draw (VikBoardPainter *painter, cairo_t *cr, const VikLayout *layout, int hover)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (painter);
  const VicMap *map;
  g_autofree HexPlaces *places = NULL;

  if (self->game == NULL)
    return;
  map = vic_game_get_map (self->game);
  /* the names come last, over the blocks: a City is never hidden */
  vic_map_draw (cr, map, layout,
                (VIC_MAP_DRAW_DEFAULT & ~VIC_MAP_DRAW_NAMES) | (self->show_labels ? VIC_MAP_DRAW_LABELS : 0));
  cairo_save (cr);
  for (int h = 0; h < map->n_hexes; h++)
    {
      if (self->lit[h])
        {
          vic_map_draw_hex_path (cr, map, layout, h, 0.06);
          cairo_set_source_rgba (cr, 1.0, 1.0, 0.6, 0.35);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.95, 0.80, 0.0);
          cairo_set_line_width (cr, MAX (2.0, layout->size / 12));
          cairo_stroke (cr);
        }
    }
  if (hover >= 0 && hover < map->n_hexes)
    {
      vic_map_draw_hex_path (cr, map, layout, hover, 0.03);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
      cairo_set_line_width (cr, MAX (1.5, layout->size / 16));
      cairo_stroke (cr);
    }
  for (int h = 0; h < map->n_hexes; h++)
    {
      draw_control (self, cr, layout, h);
      /* battles ringed under the blocks (a ring over them crossed their
       * words): the fans of a battle reach past the hex's sides, its top and
       * bottom edges show */
      if (vic_game_hex_is_battle (self->game, h))
        {
          double dash[] = { layout->size * 0.2, layout->size * 0.1 };
          vic_map_draw_hex_path (cr, map, layout, h, 0.08);
          cairo_set_source_rgb (cr, 0.85, 0.0, 0.0);
          cairo_set_line_width (cr, MAX (3.0, layout->size / 7));
          cairo_set_dash (cr, dash, 2, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
    }
  places = place_all (self, layout);
  for (int h = 0; h < map->n_hexes; h++)
    for (int i = 0; i < places[h].n; i++)
      {
        double x = places[h].x[i], y = places[h].y[i], k = places[h].k;
        draw_block (self, cr, places[h].blocks[i], x, y, k, places[h].covered[i]);
        if (places[h].blocks[i] == self->selected)
          {
            cairo_rectangle (cr, x - 2, y - 2, k + 4, k + 4);
            cairo_set_source_rgb (cr, 1.0, 0.85, 0.0);
            cairo_set_line_width (cr, MAX (2.5, layout->size / 10));
            cairo_stroke (cr);
          }
      }
  vic_map_draw_names (cr, map, layout);
  cairo_restore (cr);
}

int
vic_victory_painter_block_at (VicVictoryPainter *self, const VikLayout *layout, double x, double y)
{
  g_autofree HexBlocks *hexes = NULL;
  const VicMap *map;
  int hex;

  g_return_val_if_fail (VIC_IS_VICTORY_PAINTER (self), VIC_NO_BLOCK);
  if (self->game == NULL)
    return VIC_NO_BLOCK;
  map = vic_game_get_map (self->game);
  hex = vic_map_draw_pick_hex (map, layout, x, y);
  if (hex == VIC_NO_HEX)
    return VIC_NO_BLOCK;
  hexes = vic_victory_painter_collect_blocks (self);
  /* a fan may reach over the hex's edge: the hex and its neighbours, front first */
  for (int d = -1; d < 6; d++)
    {
      int h = d < 0 ? hex : vic_map_neighbor (map, hex, d);
      HexPlaces places;
      if (h == VIC_NO_HEX || hexes[h].n == 0)
        continue;
      place_blocks (self, map, layout, h, &hexes[h], &places);
      for (int i = places.n - 1; i >= 0; i--)
        {
          double bx = places.x[i], by = places.y[i], k = places.k;
          if (x >= bx && x < bx + k && y >= by && y < by + k)
            return places.blocks[i];
        }
    }
  return VIC_NO_BLOCK;
}

int
vic_victory_painter_hex_blocks (VicVictoryPainter *self, int hex, int *blocks, int max)
{
  g_autofree HexBlocks *hexes = NULL;
  int n = 0;

  g_return_val_if_fail (VIC_IS_VICTORY_PAINTER (self), 0);
  if (self->game == NULL || hex < 0 || hex >= vic_game_get_map (self->game)->n_hexes)
    return 0;
  hexes = vic_victory_painter_collect_blocks (self);
  for (int i = 0; i < hexes[hex].n && n < max; i++)
    blocks[n++] = hexes[hex].blocks[i];
  return n;
}

/* ---------------------------------------------------------------- the rest of the interface */

static const VikHex *
painter_get_hexes (VikBoardPainter *painter, int *n_hexes)
{
  const VicMap *map = VIC_VICTORY_PAINTER (painter)->game != NULL
                      ? vic_game_get_map (VIC_VICTORY_PAINTER (painter)->game) : NULL;

  *n_hexes = map != NULL ? map->n_hexes : 0;
  return map != NULL ? map->coords : NULL;
}

static int
painter_find_hex (VikBoardPainter *painter, VikHex coords)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (painter);
  return self->game != NULL ? vic_map_draw_find_hex (vic_game_get_map (self->game), coords) : VIK_NO_HEX;
}

static void
painter_get_bounds (VikBoardPainter *painter, double *x, double *y, double *width, double *height)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (painter);

  if (self->game == NULL)
    {
      *x = *y = -1;
      *width = *height = 2;
      return;
    }
  vic_map_draw_bounds (vic_game_get_map (self->game), x, y, width, height);
}

static int
painter_pick (VikBoardPainter *painter, const VikLayout *layout, double x, double y)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (painter);
  return self->game != NULL ? vic_map_draw_pick_hex (vic_game_get_map (self->game), layout, x, y) : VIK_NO_HEX;
}

static char *
painter_describe (VikBoardPainter *painter, int hex)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (painter);

  if (self->game == NULL || hex < 0 || hex >= vic_game_get_map (self->game)->n_hexes)
    return g_strdup ("");
  return vic_victory_painter_describe_text (self, hex);
}

static char *
painter_tooltip (VikBoardPainter *painter, int hex)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (painter);
  return self->game != NULL ? vic_victory_painter_hex_text (self, hex) : NULL;
}

static gboolean
painter_is_active (VikBoardPainter *painter, int hex)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (painter);
  return self->game != NULL && hex >= 0 && hex < vic_game_get_map (self->game)->n_hexes
         && (self->lit[hex] || (self->viewer >= 0 && vic_game_hex_blocks (self->game, hex, self->viewer) > 0));
}

static void
painter_iface_init (VikBoardPainterInterface *iface)
{
  iface->get_hexes = painter_get_hexes;
  iface->find_hex = painter_find_hex;
  iface->get_bounds = painter_get_bounds;
  iface->draw = painter_draw;
  iface->pick = painter_pick;
  iface->describe = painter_describe;
  iface->tooltip = painter_tooltip;
  iface->is_active = painter_is_active;
}

/* ---------------------------------------------------------------- public */

enum { PROP_0, PROP_SHOW_LABELS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
painter_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  VicVictoryPainter *self = VIC_VICTORY_PAINTER (object);

  if (id == PROP_SHOW_LABELS)
    g_value_set_boolean (value, self->show_labels);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
painter_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  if (id == PROP_SHOW_LABELS)
    vic_victory_painter_set_show_labels (VIC_VICTORY_PAINTER (object), g_value_get_boolean (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
vic_victory_painter_class_init (VicVictoryPainterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = painter_get_property;
  object_class->set_property = painter_set_property;
  /* the hexes' labels ("e5"): the window's Show Hex Labels, the
   * show-hex-labels key both games' windows share */
  properties[PROP_SHOW_LABELS] = g_param_spec_boolean ("show-labels", NULL, NULL, FALSE,
                                                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

void
vic_victory_painter_set_show_labels (VicVictoryPainter *self, gboolean show)
{
  g_return_if_fail (VIC_IS_VICTORY_PAINTER (self));
  if (self->show_labels == !!show)
    return;
  self->show_labels = !!show;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LABELS]);
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

gboolean
vic_victory_painter_get_show_labels (VicVictoryPainter *self)
{
  g_return_val_if_fail (VIC_IS_VICTORY_PAINTER (self), FALSE);
  return self->show_labels;
}

static void
vic_victory_painter_init (VicVictoryPainter *self)
{
  self->viewer = -1;
  self->selected = VIC_NO_BLOCK;
  vic_victory_painter_set_colors (self, NULL);
}

void
vic_victory_painter_set_colors (VicVictoryPainter *self, const VikPlayerColor *colors)
{
  g_return_if_fail (VIC_IS_VICTORY_PAINTER (self));
  for (int p = 0; p < VIC_MAX_PLAYERS; p++)
    self->colors[p] = colors != NULL ? colors[p] : vic_player_default_color (p);
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

VikPlayerColor
vic_victory_painter_get_color (VicVictoryPainter *self, int player)
{
  g_return_val_if_fail (VIC_IS_VICTORY_PAINTER (self), vic_player_default_color (0));
  return self->colors[player >= 0 && player < VIC_MAX_PLAYERS ? player : 0];
}

VicVictoryPainter *
vic_victory_painter_new (void)
{
  return g_object_new (VIC_TYPE_VICTORY_PAINTER, NULL);
}

/* Supply is worked out for the blocks the viewer sees only: it is what
 * their owner knows (7.0), and a mark on a hidden block would tell its kind. */
void
vic_victory_painter_refresh (VicVictoryPainter *self)
{
  g_return_if_fail (VIC_IS_VICTORY_PAINTER (self));
  memset (self->unsupplied, 0, sizeof self->unsupplied);
  if (self->game != NULL)
    {
      int n = MIN (vic_game_n_block_slots (self->game), VIC_MAX_BLOCKS);
      for (int b = 0; b < n; b++)
        {
          VicBlockInfo info;
          if (vic_game_get_block (self->game, b, &info) && info.hex >= 0 && vic_victory_painter_sees (self, b))
            self->unsupplied[b] = !vic_game_block_supplied (self->game, b);
        }
    }
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}

void
vic_victory_painter_set_game (VicVictoryPainter *self, const VicGame *game)
{
  g_return_if_fail (VIC_IS_VICTORY_PAINTER (self));
  if (self->game != game)
    memset (self->lit, 0, sizeof self->lit);
  self->game = game;
  self->selected = VIC_NO_BLOCK;
  vic_victory_painter_refresh (self);
}

const VicGame *
vic_victory_painter_get_game (VicVictoryPainter *self)
{
  g_return_val_if_fail (VIC_IS_VICTORY_PAINTER (self), NULL);
  return self->game;
}

void
vic_victory_painter_set_viewer (VicVictoryPainter *self, int viewer)
{
  g_return_if_fail (VIC_IS_VICTORY_PAINTER (self));
  self->viewer = viewer;
  vic_victory_painter_refresh (self);
}

int
vic_victory_painter_get_viewer (VicVictoryPainter *self)
{
  g_return_val_if_fail (VIC_IS_VICTORY_PAINTER (self), -1);
  return self->viewer;
}

void
vic_victory_painter_set_selection (VicVictoryPainter *self, int block, const guint8 *lit_hexes)
{
  int n;

  g_return_if_fail (VIC_IS_VICTORY_PAINTER (self));
  n = self->game != NULL ? vic_game_get_map (self->game)->n_hexes : 0;
  self->selected = block;
  memset (self->lit, 0, sizeof self->lit);
  if (lit_hexes != NULL)
    memcpy (self->lit, lit_hexes, n);
  vik_board_painter_changed (VIK_BOARD_PAINTER (self));
}
