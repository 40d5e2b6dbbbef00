/* vic-editor-tools.c: the Victory editor's tools, symmetry and tile joining
 * (see vic-editor-doc.h). */
#include "config.h"

#include "vic-editor-doc-private.h"
#include "vic-layout.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const VicToolInfo tools[VIC_N_TOOLS] = {
  { "terrain", N_("Terrain"), 'p' },
  { "side", N_("Hexside"), 'h' },
  { "city", N_("City"), 'c' },
  { "town", N_("Town"), 't' },
  { "half", N_("Half-hex"), 'a' },
  { "tile", N_("Map tile"), 'm' },
  { "erase", N_("Erase"), 'e' },
};

static const struct {
  const char *id, *name;
  guint16 bits;
} side_kinds[VIC_N_SIDE_KINDS] = {
  { "river", N_("River"), VIC_SIDE_RIVER },
  { "bridge", N_("Bridge"), VIC_SIDE_RIVER | VIC_SIDE_ROAD },
  { "alpine", N_("Alpine"), VIC_SIDE_ALPINE },
  { "road", N_("Road"), VIC_SIDE_ROAD },
  { "shoal", N_("Shoal"), VIC_SIDE_SHOAL },
  { "sea", N_("Sea"), VIC_SIDE_SEA },
  { "clear", N_("Clear hexside"), 0 },
};

const VicToolInfo *
vic_tool_info (VicTool tool)
{
  g_return_val_if_fail (tool < VIC_N_TOOLS, &tools[0]);
  return &tools[tool];
}

const char *
vic_side_kind_id (VicSideKind kind)
{
  g_return_val_if_fail (kind < VIC_N_SIDE_KINDS, "river");
  return side_kinds[kind].id;
}

const char *
vic_side_kind_name (VicSideKind kind)
{
  g_return_val_if_fail (kind < VIC_N_SIDE_KINDS, "river");
  return side_kinds[kind].name;
}

/* ---------------------------------------------------------------- symmetry */

/* Hex centres on an integer grid: x = 3 * column (half-widths), y = 2 * row,
 * one more for the odd columns, which sit half a hex lower. */
static void
centre (const VicMap *map, int hex, int *x, int *y)
{
  *x = 3 * map->column[hex];
  *y = 2 * map->row[hex] + (map->column[hex] & 1);
}

static int
hex_at_centre (const VicMap *map, int x, int y)
{
  int c, r;

  if (x < 0 || x % 3 != 0)
    return VIC_NO_HEX;
  c = x / 3;
  if (y - (c & 1) < 0 || (y - (c & 1)) % 2 != 0)
    return VIC_NO_HEX;
  r = (y - (c & 1)) / 2;
  return vic_map_hex_at (map, c, r);
}

/* The image of hex, VIC_NO_HEX when the map has no hex there. */
static int
image (const VicMap *map, VikSymmetry symmetry, int hex)
{
  int x, y, x0 = G_MAXINT, x1 = G_MININT, y0 = G_MAXINT, y1 = G_MININT;

  for (int h = 0; h < map->n_hexes; h++)
    {
      int hx, hy;
      centre (map, h, &hx, &hy);
      x0 = MIN (x0, hx);
      x1 = MAX (x1, hx);
      y0 = MIN (y0, hy);
      y1 = MAX (y1, hy);
    }
  centre (map, hex, &x, &y);
  if (symmetry == VIK_SYMMETRY_MIRROR)
    return hex_at_centre (map, x0 + x1 - x, y);
  if (symmetry == VIK_SYMMETRY_ROTATE_2)
    return hex_at_centre (map, x0 + x1 - x, y0 + y1 - y);
  return VIC_NO_HEX;
}

/* The direction seen from the image. */
static int
image_dir (VikSymmetry symmetry, int dir)
{
  static const int mirror[VIK_N_DIRS] = { VIK_DIR_N, VIK_DIR_NW, VIK_DIR_SW, VIK_DIR_S, VIK_DIR_SE, VIK_DIR_NE };
  return symmetry == VIK_SYMMETRY_MIRROR ? mirror[dir] : (dir + 3) % VIK_N_DIRS;
}

int
vic_symmetry_images (const VicMap *map, VikSymmetry symmetry, int hex, int out[2])
{
  int n = 0, other;

  out[n++] = hex;
  if (symmetry != VIK_SYMMETRY_MIRROR && symmetry != VIK_SYMMETRY_ROTATE_2)
    return n;
  other = image (map, symmetry, hex);
  if (other != VIC_NO_HEX && other != hex)
    out[n++] = other;
  return n;
}

/* ---------------------------------------------------------------- tools */

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID, message);
  return FALSE;
}

static void
erase_hex (VicMap *map, int hex)
{
  map->features[hex] &= ~(VIC_HEX_CITY | VIC_HEX_TOWN | VIC_HEX_HALF | VIC_HEX_CANAL | VIC_HEX_SHOAL
                          | VIC_HEX_RESOURCE);
  map->pp[hex] = 0;
  map->site_names[hex][0] = '\0';
}

static void
apply_hex (VicMap *map, const VicToolSettings *s, int hex)
{
  switch (s->tool)
    {
    case VIC_TOOL_TERRAIN:
      vic_map_set_terrain (map, hex, s->terrain);
      if (s->terrain == VIC_TERRAIN_SEA)
        erase_hex (map, hex);  /* Cities and Towns stand on land (3.2) */
      break;
    case VIC_TOOL_CITY:
      vic_map_set_city (map, hex, s->pp, s->name);
      break;
    case VIC_TOOL_TOWN:
      vic_map_set_town (map, hex, s->name);
      break;
    case VIC_TOOL_HALF:
      map->features[hex] |= VIC_HEX_HALF;
      break;
    case VIC_TOOL_TILE:
      vic_map_set_tile (map, hex, s->tile);
      break;
    case VIC_TOOL_ERASE:
      erase_hex (map, hex);
      break;
    case VIC_TOOL_SIDE:
    case VIC_N_TOOLS:
      break;
    }
}

static void
apply_side (VicMap *map, const VicToolSettings *s, int hex, int dir)
{
  guint16 own = map->sides[hex][dir];   /* the map is open for editing: its own bits only */

  if (s->side == VIC_SIDE_KIND_CLEAR)
    own &= VIC_SIDE_TERRAIN_MASK;
  else
    own |= side_kinds[s->side].bits;
  vic_map_set_side (map, hex, dir, own);
}

gboolean
vic_editor_doc_apply (VicEditorDoc *doc, const VicToolSettings *s, int hex, int dir, GError **error)
{
  VicMap *map = doc->map;
  VicSnapshot *before;
  int targets[VIC_MAX_HEXES];
  int n = 0;

  g_return_val_if_fail (s->tool < VIC_N_TOOLS, FALSE);
  if (hex < 0 || hex >= map->n_hexes)
    return refuse (error, _("There is no hex there"));
  if ((s->tool == VIC_TOOL_CITY || s->tool == VIC_TOOL_TOWN) && map->terrain[hex] == VIC_TERRAIN_SEA)
    return refuse (error, _("Cities and Towns stand on land (3.2)"));
  if (s->tool == VIC_TOOL_CITY && (s->pp < 1 || s->pp > 9))
    return refuse (error, _("a City's production is 1 to 9 PP"));
  if (s->tool == VIC_TOOL_TILE && (s->tile < 0 || s->tile >= VIC_MAX_TILES))
    return refuse (error, _("a tile is a digit from 1 to 8"));
  if (s->tool == VIC_TOOL_TERRAIN && s->terrain >= VIC_N_TERRAINS)
    return refuse (error, _("There is no such terrain"));
  if (s->tool == VIC_TOOL_SIDE
      && (dir < 0 || dir >= VIK_N_DIRS || s->side >= VIC_N_SIDE_KINDS || map->neighbors[hex][dir] == VIC_NO_HEX))
    return refuse (error, _("There is no hexside there: a hexside lies between two hexes of the map"));

  before = vic_editor_doc_step_begin (doc);
  if (s->tool == VIC_TOOL_SIDE)
    {
      int images[2], k = vic_symmetry_images (map, s->symmetry, hex, images);
      apply_side (map, s, hex, dir);
      if (k == 2 && map->neighbors[images[1]][image_dir (s->symmetry, dir)] != VIC_NO_HEX)
        apply_side (map, s, images[1], image_dir (s->symmetry, dir));
      return vic_editor_doc_step_end (doc, before);
    }
  /* The brush (terrain, tile, erase), then each hex's image. */
  if (s->tool == VIC_TOOL_TERRAIN || s->tool == VIC_TOOL_TILE || s->tool == VIC_TOOL_ERASE)
    {
      for (int h = 0; h < map->n_hexes; h++)
        if (vic_map_distance (map, h, hex) <= MAX (s->radius, 0))
          targets[n++] = h;
    }
  else
    targets[n++] = hex;
  for (int i = 0; i < n; i++)
    {
      int images[2], k = vic_symmetry_images (map, s->symmetry, targets[i], images);
      for (int j = 0; j < k; j++)
        if (j == 0 || ((s->tool != VIC_TOOL_CITY && s->tool != VIC_TOOL_TOWN)
                       || map->terrain[images[j]] != VIC_TERRAIN_SEA))
          apply_hex (map, s, images[j]);
    }
  return vic_editor_doc_step_end (doc, before);
}

void
vic_editor_doc_set_name (VicEditorDoc *doc, int tile, const char *name)
{
  VicSnapshot *before = vic_editor_doc_step_begin (doc);

  if (tile < 0)
    vic_name_cut (doc->map->name, sizeof doc->map->name, name, -1);
  else if (tile < doc->map->n_tiles)
    vic_name_cut (doc->map->tile_names[tile], VIC_NAME_MAX, name, -1);
  vic_editor_doc_step_end (doc, before);
}

gboolean
vic_editor_doc_join (VicEditorDoc *doc, const VicMap *tile, int column, int row, GError **error)
{
  /* The map stays the first piece (its tiles keep their numbers); placed
   * west or north of it, the map moves east or south. */
  int shift_c = column < 0 ? -column : 0, shift_r = row < 0 ? -row : 0;
  VicLayoutPiece pieces[2] = {
    { doc->map, shift_c, shift_r },
    { tile, column + shift_c, row + shift_r },
  };
  VicMap *joined;

  if (shift_c % 2 != 0)
    return refuse (error, _("A map tile is placed at an even column offset, so that its hexes line up (1.1)"));
  joined = vic_layout_join (doc->map->name, pieces, 2, error);
  if (joined == NULL)
    return FALSE;
  vic_editor_doc_replace_map (doc, joined);
  return TRUE;
}
