/* vic-map.h: a Victory map: geomorphic tiles joined into one hex grid (1.1),
 * hex terrain, hexside terrain, Cities with their PP, Towns and ports (3.0-3.3).
 *
 * A map never changes during a game: every copy of a game shares it (reference
 * counted), and what play changes (control, destroyed Bridges, Airfields...) is
 * in the game's flat state.  Hexes are numbered 0..n_hexes-1 column by column;
 * labels such as "e5" (column letter, row from the top) are for people.
 * Columns are flat-topped hexes with the odd columns (b, d, ...) half a hex
 * lower (docs/victory-file-format.md). */
#pragma once

#include "vik-key-writer.h"

#include "vic-types.h"
#include "vik-hex.h"

G_BEGIN_DECLS

#define VIC_MAP_ERROR (vic_map_error_quark ())
GQuark vic_map_error_quark (void);

typedef enum {
  VIC_MAP_ERROR_INVALID,
} VicMapError;

/* Map and scenario files larger than this are not read. */
#define VIC_MAP_MAX_FILE_BYTES (1u << 20)

struct _VicMap {
  gint ref_count;
  char name[VIC_NAME_MAX];
  int columns;
  int rows;
  int n_hexes;
  int n_tiles;
  char tile_names[VIC_MAX_TILES][VIC_NAME_MAX];
  gint16 index[VIC_MAX_COLUMNS][VIC_MAX_ROWS];  /* VIC_NO_HEX where there is none */
  guint8 column[VIC_MAX_HEXES];
  guint8 row[VIC_MAX_HEXES];
  VikHex coords[VIC_MAX_HEXES];
  gint16 neighbors[VIC_MAX_HEXES][VIK_N_DIRS];  /* VIC_NO_HEX off the map */
  guint8 terrain[VIC_MAX_HEXES];                /* VicTerrain */
  guint8 features[VIC_MAX_HEXES];               /* VIC_HEX_* */
  guint8 pp[VIC_MAX_HEXES];                     /* a City's production (1.2) */
  guint8 tile[VIC_MAX_HEXES];                   /* the map tile the hex belongs to */
  guint16 sides[VIC_MAX_HEXES][VIK_N_DIRS];     /* VIC_SIDE_*, the same seen from both hexes */
  char labels[VIC_MAX_HEXES][6];
  char site_names[VIC_MAX_HEXES][24];           /* a City's or Town's name, or "" */
};

/* A map of columns x rows hexes of Clear terrain on one tile, to be shaped
 * with the setters and then finished. */
VicMap     *vic_map_new            (int columns, int rows);
VicMap     *vic_map_ref            (VicMap *map);
void        vic_map_unref          (VicMap *map);
/* Removes a hex (the map is not a rectangle); only before vic_map_finish. */
void        vic_map_remove_hex     (VicMap *map, int column, int row);
void        vic_map_set_terrain    (VicMap *map, int hex, VicTerrain terrain);
void        vic_map_set_features   (VicMap *map, int hex, guint8 features);
/* Copies a name into dst (size bytes): invalid UTF-8 mended, cut on a
 * character to at most max_chars characters (-1: no limit) and size - 1
 * bytes, then without white space at either end, which the loaders strip:
 * a name saved reads back the same. */
void        vic_name_cut           (char *dst, gsize size, const char *src, int max_chars);
/* Names of Cities and Towns are cut as vic_name_cut's. */
void        vic_map_set_city       (VicMap *map, int hex, int pp, const char *name);
void        vic_map_set_town       (VicMap *map, int hex, const char *name);
void        vic_map_set_tile       (VicMap *map, int hex, int tile);
/* Sets the side of hex in direction dir (and the same side seen from its neighbour). */
void        vic_map_set_side       (VicMap *map, int hex, int dir, guint16 side);
/* Derives coastal hexes, ports and Sea hexsides, and gives land sides without
 * a terrain of their own the more restrictive of their two hexes' (3.0). */
void        vic_map_finish         (VicMap *map);

int         vic_map_hex_at         (const VicMap *map, int column, int row);
int         vic_map_lookup         (const VicMap *map, const char *label);  /* VIC_NO_HEX if none */
const char *vic_map_label          (const VicMap *map, int hex);
int         vic_map_neighbor       (const VicMap *map, int hex, int dir);
/* The direction from a to its neighbour b, or -1. */
int         vic_map_direction      (const VicMap *map, int a, int b);
guint16     vic_map_side           (const VicMap *map, int hex, int dir);
gboolean    vic_map_is_land        (const VicMap *map, int hex);
gboolean    vic_map_is_sea         (const VicMap *map, int hex);
gboolean    vic_map_is_coastal     (const VicMap *map, int hex);
gboolean    vic_map_is_city        (const VicMap *map, int hex);
gboolean    vic_map_is_town        (const VicMap *map, int hex);
gboolean    vic_map_is_port        (const VicMap *map, int hex);
int         vic_map_distance       (const VicMap *map, int a, int b);
int         vic_map_pp_total       (const VicMap *map, int tile);
/* The hex nearest the centre of the map (the Storm's start, 9.4). */
int         vic_map_centre         (const VicMap *map);

/* Map files (docs/victory-file-format.md): groups [Map], [Terrain], [Tiles],
 * [Cities], [Towns], [Features], [Sides].  `name` is used in messages. */
VicMap     *vic_map_load_keyfile   (GKeyFile *kf, const char *name, GError **error);
VicMap     *vic_map_load_data      (const char *data, gsize length, const char *name, GError **error);
/* Writes the map's groups into kf (saves embed their map). */
void        vic_map_save_keyfile   (const VicMap *map, GKeyFile *kf);
/* The same groups into a writer (vik-key-writer.h). */
void        vic_map_write          (const VicMap *map, VikKeyWriter *w);
/* A rule problem of a map: the hex it is at (VIC_NO_HEX for one of a whole
 * map tile) and one translated line citing the case. */
typedef struct {
  int hex;
  char *message;
} VicMapProblem;

void        vic_map_problem_free   (VicMapProblem *problem);
/* Appends a problem at hex (may be VIC_NO_HEX) to problems (a GPtrArray of
 * VicMapProblem freeing them); takes message. */
void        vic_map_problems_take  (GPtrArray *problems, int hex, char *message);
/* The rule problems of a finished map, a GPtrArray of VicMapProblem, each
 * citing the case (1.2) (8.1) (3.1); an empty array when there are none (for
 * the editor, which shows each problem's hex). */
GPtrArray  *vic_map_problems       (const VicMap *map);

/* The engine's built-in test map: two small geomorphic tiles, North and
 * South, each with six Cities totalling 10 PP (1.2), Towns, ports, roads,
 * rivers with Bridges and varied terrain, joined north to south. */
VicMap     *vic_map_new_two_tiles  (void);
const char *vic_map_two_tiles_text (void);
/* Three tiles in a column (North, South, North again) for the Two Front War (10.4). */
VicMap     *vic_map_new_three_tiles (void);
/* Four tiles for four players: the two tiles and their copies to the east. */
VicMap     *vic_map_new_four_tiles (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VicMap, vic_map_unref)

G_END_DECLS
