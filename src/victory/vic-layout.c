/* vic-layout.c: joining map tiles into a layout (see vic-layout.h). */
#include "config.h"

#include "vic-layout.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The side's terrain vic_map_finish derives from its two hexes (3.0). */
static VicTerrain
derived_side_terrain (VicTerrain a, VicTerrain b)
{
  static const int rank[VIC_N_TERRAINS] = { 0, 1, 2, 3, 4, 0 };
  VicTerrain t = a == VIC_TERRAIN_SEA ? b : b == VIC_TERRAIN_SEA ? a : rank[a] >= rank[b] ? a : b;
  return t == VIC_TERRAIN_SEA ? VIC_TERRAIN_CLEAR : t;
}

/* What a map's side holds of its own, as vic_map_set_side takes it: what
 * vic_map_finish would derive is left out. */
guint16
vic_map_own_side (const VicMap *map, int hex, int dir)
{
  int nb = map->neighbors[hex][dir];
  guint16 s = map->sides[hex][dir];
  guint16 own = s & (VIC_SIDE_RIVER | VIC_SIDE_ROAD | VIC_SIDE_ALPINE | VIC_SIDE_SHOAL | VIC_SIDE_ESTUARY);

  if ((s & VIC_SIDE_SEA) && map->terrain[hex] != VIC_TERRAIN_SEA && map->terrain[nb] != VIC_TERRAIN_SEA)
    own |= VIC_SIDE_SEA;  /* a strait between two land hexes */
  if (VIC_SIDE_TERRAIN (s) >= 0
      && VIC_SIDE_TERRAIN (s) != (int) derived_side_terrain (map->terrain[hex], map->terrain[nb]))
    own = VIC_SIDE_WITH_TERRAIN (own, VIC_SIDE_TERRAIN (s));
  return own;
}

void
vic_map_unfinish (VicMap *map)
{
  for (int h = 0; h < map->n_hexes; h++)
    for (int d = VIK_DIR_N; d <= VIK_DIR_SE; d++)
      if (map->neighbors[h][d] != VIC_NO_HEX)
        vic_map_set_side (map, h, d, vic_map_own_side (map, h, d));
}

static const char *
tile_name (const VicLayoutPiece *p, int hex)
{
  return p->tile->tile_names[p->tile->tile[hex]];
}

/* The hex of piece p under layout position (column, row), or VIC_NO_HEX. */
static int
piece_hex (const VicLayoutPiece *p, int column, int row)
{
  return vic_map_hex_at (p->tile, column - p->column, row - p->row);
}

static gboolean
join_refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
join_refuse (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID, message);
  return FALSE;
}

/* Hexes: the first piece's, compared with every other piece's there. */
static gboolean
join_hexes (VicMap *map, const VicLayoutPiece *pieces, int n, const int *first_tile, GError **error)
{
  for (int h = 0; h < map->n_hexes; h++)
    {
      int c = map->column[h], r = map->row[h], owner = -1, src = VIC_NO_HEX;

      for (int i = 0; i < n; i++)
        {
          int x = piece_hex (&pieces[i], c, r);
          const VicMap *t = pieces[i].tile;
          guint8 derived = VIC_HEX_COASTAL | VIC_HEX_PORT;

          if (x == VIC_NO_HEX)
            continue;
          if (owner < 0)
            {
              owner = i;
              src = x;
              map->terrain[h] = t->terrain[x];
              map->features[h] = t->features[x] & ~derived;
              map->pp[h] = t->pp[x];
              memcpy (map->site_names[h], t->site_names[x], sizeof map->site_names[h]);
              map->tile[h] = first_tile[i] + t->tile[x];
              continue;
            }
          {
            const VicMap *o = pieces[owner].tile;
            if (t->terrain[x] != o->terrain[src] || (t->features[x] & ~derived) != (o->features[src] & ~derived)
                || t->pp[x] != o->pp[src] || strcmp (t->site_names[x], o->site_names[src]) != 0)
              return join_refuse (error, _("Map tiles %s and %s overlap at %s but their half-hexes differ "
                                           "there; joined tiles must link (1.1)"),
                                  tile_name (&pieces[owner], src), tile_name (&pieces[i], x), map->labels[h]);
          }
        }
    }
  return TRUE;
}

/* Sides: each piece holding both hexes of a side gives it; they must agree. */
static gboolean
join_sides (VicMap *map, const VicLayoutPiece *pieces, int n, GError **error)
{
  for (int h = 0; h < map->n_hexes; h++)
    for (int d = VIK_DIR_N; d <= VIK_DIR_SE; d++)
      {
        int nb = map->neighbors[h][d], given = -1;
        guint16 side = 0;

        if (nb == VIC_NO_HEX)
          continue;
        for (int i = 0; i < n; i++)
          {
            int x = piece_hex (&pieces[i], map->column[h], map->row[h]);
            int y = piece_hex (&pieces[i], map->column[nb], map->row[nb]);
            guint16 s;

            if (x == VIC_NO_HEX || y == VIC_NO_HEX)
              continue;
            s = vic_map_own_side (pieces[i].tile, x, d);
            if (given < 0)
              {
                given = i;
                side = s;
              }
            else if (s != side)
              return join_refuse (error, _("Map tiles %s and %s overlap at %s-%s but give that hexside "
                                           "different terrain; joined tiles must link (1.1)"),
                                  tile_name (&pieces[given], piece_hex (&pieces[given], map->column[h], map->row[h])),
                                  tile_name (&pieces[i], x), map->labels[h], map->labels[nb]);
          }
        map->sides[h][d] = side;
        map->sides[nb][(d + 3) % VIK_N_DIRS] = side;
      }
  return TRUE;
}

VicMap *
vic_layout_join (const char *name, const VicLayoutPiece *pieces, int n, GError **error)
{
  g_autoptr(VicMap) map = NULL;
  int columns = 0, rows = 0, n_tiles = 0;
  int first_tile[VIC_MAX_TILES];

  g_return_val_if_fail (n >= 1, NULL);
  if (n > VIC_MAX_TILES)
    {
      join_refuse (error, _("A layout has at most %d map tiles"), VIC_MAX_TILES);
      return NULL;
    }
  for (int i = 0; i < n; i++)
    {
      const VicLayoutPiece *p = &pieces[i];
      if (p->column < 0 || p->row < 0 || p->column % 2 != 0)
        {
          join_refuse (error, _("Map tile %s must start at an even column (a, c, e …) so that its hexes "
                                "line up with the others (1.1)"), p->tile->tile_names[0]);
          return NULL;
        }
      first_tile[i] = n_tiles;
      n_tiles += p->tile->n_tiles;
      columns = MAX (columns, p->column + p->tile->columns);
      rows = MAX (rows, p->row + p->tile->rows);
    }
  if (n_tiles > VIC_MAX_TILES || columns > VIC_MAX_COLUMNS || rows > VIC_MAX_ROWS)
    {
      join_refuse (error, _("The layout would have %d map tiles in %d columns and %d rows; a map has at most "
                            "%d tiles, %d columns and %d rows"),
                   n_tiles, columns, rows, VIC_MAX_TILES, VIC_MAX_COLUMNS, VIC_MAX_ROWS);
      return NULL;
    }
  if (columns * rows > VIC_MAX_HEXES)
    {
      join_refuse (error, _("The layout would be %d columns by %d rows; a map is at most %d hexes"),
                   columns, rows, VIC_MAX_HEXES);
      return NULL;
    }
  /* The covering rectangle, less the hexes no piece has. */
  map = vic_map_new (columns, rows);
  for (int c = 0; c < columns; c++)
    for (int r = 0; r < rows; r++)
      {
        gboolean covered = FALSE;
        for (int i = 0; i < n && !covered; i++)
          covered = piece_hex (&pieces[i], c, r) != VIC_NO_HEX;
        if (!covered)
          vic_map_remove_hex (map, c, r);
      }
  /* The rectangle's sides towards removed hexes kept their terrain. */
  memset (map->sides, 0, sizeof map->sides);
  vic_name_cut (map->name, sizeof map->name, name, -1);
  map->n_tiles = n_tiles;
  for (int i = 0; i < n; i++)
    for (int t = 0; t < pieces[i].tile->n_tiles; t++)
      g_strlcpy (map->tile_names[first_tile[i] + t], pieces[i].tile->tile_names[t], VIC_NAME_MAX);
  if (!join_hexes (map, pieces, n, first_tile, error) || !join_sides (map, pieces, n, error))
    return NULL;
  vic_map_finish (map);
  return g_steal_pointer (&map);
}

/* ---------------------------------------------------------------- seams */

static gboolean
has_river (const VicMap *map, int hex, int dir)
{
  return hex != VIC_NO_HEX && map->neighbors[hex][dir] != VIC_NO_HEX
    && (map->sides[hex][dir] & VIC_SIDE_RIVER) != 0;
}

/* The corner between sides dir and dir + 1 of hex: a river ends there when
 * exactly one of the three sides meeting at it is a River and the corner
 * touches neither the sea nor the map's edge. */
static gboolean
river_ends_at (const VicMap *map, int hex, int dir)
{
  int next = (dir + 1) % VIK_N_DIRS;
  int a = map->neighbors[hex][dir], b = map->neighbors[hex][next];

  if (a == VIC_NO_HEX || b == VIC_NO_HEX)
    return FALSE;
  if (vic_map_is_sea (map, hex) || vic_map_is_sea (map, a) || vic_map_is_sea (map, b))
    return FALSE;
  /* From a, b lies in direction dir + 2. */
  return has_river (map, hex, dir) + has_river (map, hex, next) + has_river (map, a, (dir + 2) % VIK_N_DIRS) == 1;
}

/* A road ends in the hex: one road side, and no City or Town. */
static gboolean
road_ends_in (const VicMap *map, int hex)
{
  int n = 0;

  if (map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN))
    return FALSE;
  for (int d = 0; d < VIK_N_DIRS; d++)
    n += map->neighbors[hex][d] != VIC_NO_HEX && (map->sides[hex][d] & VIC_SIDE_ROAD) != 0;
  return n == 1;
}

/* Each message once, at the hex of its first finding. */
static void
add_once (GPtrArray *out, GHashTable *seen, int hex, char *message)
{
  if (g_hash_table_add (seen, message))
    vic_map_problems_take (out, hex, g_strdup (message));
}

GPtrArray *
vic_layout_seam_problems (const VicMap *map, int *n_sides)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) vic_map_problem_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int checked = 0;

  for (int h = 0; h < map->n_hexes; h++)
    for (int d = VIK_DIR_N; d <= VIK_DIR_SE; d++)
      {
        int nb = map->neighbors[h][d];
        int ends[2] = { h, nb };
        /* The side's two corners: (h, d-1 | d) and (h, d | d+1). */
        int corners[2] = { (d + VIK_N_DIRS - 1) % VIK_N_DIRS, d };

        if (nb == VIC_NO_HEX || map->tile[nb] == map->tile[h])
          continue;
        checked++;
        for (int i = 0; i < 2; i++)
          if (road_ends_in (map, ends[i]))
            add_once (out, seen, ends[i],
                      g_strdup_printf (_("A road ends at %s on the seam of map tiles %s and %s; "
                                         "roads must link where tiles join (1.1) (3.3)"),
                                       map->labels[ends[i]], map->tile_names[map->tile[h]],
                                       map->tile_names[map->tile[nb]]));
        for (int i = 0; i < 2; i++)
          if (river_ends_at (map, h, corners[i]))
            add_once (out, seen, h,
                      g_strdup_printf (_("A river ends at a corner of %s-%s on the seam of map "
                                         "tiles %s and %s; rivers must link where tiles join "
                                         "(1.1) (3.1)"),
                                       map->labels[h], map->labels[nb],
                                       map->tile_names[map->tile[h]], map->tile_names[map->tile[nb]]));
      }
  if (n_sides != NULL)
    *n_sides = checked;
  return out;
}
