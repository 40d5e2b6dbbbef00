/* vic-map.c: Victory maps (see vic-map.h and docs/victory-file-format.md). */
#include "config.h"

#include "vic-map.h"
#include "vik-keyfile.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (vic-map-error-quark, vic_map_error)

static const char terrain_letters[VIC_N_TERRAINS + 1] = "cdfwms";

static void renumber (VicMap *map);

VicMap *
vic_map_new (int columns, int rows)
{
  VicMap *map;
  int n = 0;

  g_return_val_if_fail (columns >= 1 && columns <= VIC_MAX_COLUMNS, NULL);
  g_return_val_if_fail (rows >= 1 && rows <= VIC_MAX_ROWS, NULL);
  g_return_val_if_fail (columns * rows <= VIC_MAX_HEXES, NULL);
  map = g_new0 (VicMap, 1);
  map->ref_count = 1;
  map->columns = columns;
  map->rows = rows;
  map->n_tiles = 1;
  g_strlcpy (map->tile_names[0], "A", VIC_NAME_MAX);
  for (int c = 0; c < VIC_MAX_COLUMNS; c++)
    for (int r = 0; r < VIC_MAX_ROWS; r++)
      map->index[c][r] = VIC_NO_HEX;
  for (int c = 0; c < columns; c++)
    for (int r = 0; r < rows; r++)
      map->index[c][r] = n++;
  map->n_hexes = n;
  for (int h = 0; h < n; h++)
    for (int d = 0; d < VIK_N_DIRS; d++)
      map->sides[h][d] = 0;
  renumber (map);
  vic_map_finish (map);
  return map;
}

VicMap *
vic_map_ref (VicMap *map)
{
  g_atomic_int_inc (&map->ref_count);
  return map;
}

void
vic_map_unref (VicMap *map)
{
  if (map != NULL && g_atomic_int_dec_and_test (&map->ref_count))
    g_free (map);
}

/* Column letters: a..z, then aa, ab ... (at most 40 columns). */
static void
make_label (char out[6], int column, int row)
{
  if (column < 26)
    g_snprintf (out, 6, "%c%d", 'a' + column, row + 1);
  else
    g_snprintf (out, 6, "%c%c%d", 'a' + column / 26 - 1, 'a' + column % 26, row + 1);
}

/* Hex indices, coordinates, labels and neighbours from the index grid. */
static void
renumber (VicMap *map)
{
  g_autofree VicMap *copy = g_memdup2 (map, sizeof *map);
  const VicMap *old = copy;
  int n = 0;

  for (int c = 0; c < map->columns; c++)
    for (int r = 0; r < map->rows; r++)
      {
        int o = old->index[c][r];
        if (o == VIC_NO_HEX)
          continue;
        map->index[c][r] = n;
        map->column[n] = c;
        map->row[n] = r;
        /* Odd columns are half a hex lower ("odd-q" offset) in axial coordinates. */
        map->coords[n] = vik_hex_make (c, r - (c - (c & 1)) / 2);
        map->terrain[n] = old->terrain[o];
        map->features[n] = old->features[o];
        map->pp[n] = old->pp[o];
        map->tile[n] = old->tile[o];
        memcpy (map->site_names[n], old->site_names[o], sizeof map->site_names[n]);
        memcpy (map->sides[n], old->sides[o], sizeof map->sides[n]);
        make_label (map->labels[n], c, r);
        n++;
      }
  map->n_hexes = n;
  for (int h = 0; h < n; h++)
    for (int d = 0; d < VIK_N_DIRS; d++)
      {
        VikHex nb = vik_hex_neighbor (map->coords[h], d);
        int c = nb.q, r = nb.r + (nb.q - (nb.q & 1)) / 2;
        map->neighbors[h][d] = (c >= 0 && c < map->columns && r >= 0 && r < map->rows)
          ? map->index[c][r] : VIC_NO_HEX;
      }
}

void
vic_map_remove_hex (VicMap *map, int column, int row)
{
  g_return_if_fail (column >= 0 && column < map->columns && row >= 0 && row < map->rows);
  map->index[column][row] = VIC_NO_HEX;
  renumber (map);
}

void
vic_map_set_terrain (VicMap *map, int hex, VicTerrain terrain)
{
  g_return_if_fail (hex >= 0 && hex < map->n_hexes && terrain < VIC_N_TERRAINS);
  map->terrain[hex] = terrain;
}

void
vic_map_set_features (VicMap *map, int hex, guint8 features)
{
  g_return_if_fail (hex >= 0 && hex < map->n_hexes);
  map->features[hex] = features & ~(VIC_HEX_COASTAL | VIC_HEX_PORT);
}

void
vic_name_cut (char *dst, gsize size, const char *src, int max_chars)
{
  g_autofree char *valid = g_utf8_make_valid (src != NULL ? src : "", -1);
  const char *start = valid, *end;

  g_return_if_fail (size > 0);
  while (g_ascii_isspace (*start))
    start++;
  end = start;
  for (int n = 0; *end != '\0' && (max_chars < 0 || n < max_chars); n++)
    {
      const char *next = g_utf8_next_char (end);
      if ((gsize) (next - start) > size - 1)
        break;
      end = next;
    }
  /* what the cut left at the end (the loaders strip it) */
  while (end > start && g_ascii_isspace (end[-1]))
    end--;
  memcpy (dst, start, (gsize) (end - start));
  dst[end - start] = '\0';
}

void
vic_map_set_city (VicMap *map, int hex, int pp, const char *name)
{
  g_return_if_fail (hex >= 0 && hex < map->n_hexes && pp >= 1 && pp <= 9);
  map->features[hex] = (map->features[hex] | VIC_HEX_CITY) & ~VIC_HEX_TOWN;
  map->pp[hex] = pp;
  vic_name_cut (map->site_names[hex], sizeof map->site_names[hex], name, -1);
}

void
vic_map_set_town (VicMap *map, int hex, const char *name)
{
  g_return_if_fail (hex >= 0 && hex < map->n_hexes);
  map->features[hex] = (map->features[hex] | VIC_HEX_TOWN) & ~VIC_HEX_CITY;
  map->pp[hex] = 0;
  vic_name_cut (map->site_names[hex], sizeof map->site_names[hex], name, -1);
}

void
vic_map_set_tile (VicMap *map, int hex, int tile)
{
  g_return_if_fail (hex >= 0 && hex < map->n_hexes && tile >= 0 && tile < VIC_MAX_TILES);
  map->tile[hex] = tile;
  if (tile >= map->n_tiles)
    {
      for (int t = map->n_tiles; t <= tile; t++)
        g_snprintf (map->tile_names[t], VIC_NAME_MAX, "%c", 'A' + t);
      map->n_tiles = tile + 1;
    }
}

void
vic_map_set_side (VicMap *map, int hex, int dir, guint16 side)
{
  int nb;

  g_return_if_fail (hex >= 0 && hex < map->n_hexes && dir >= 0 && dir < VIK_N_DIRS);
  map->sides[hex][dir] = side;
  nb = map->neighbors[hex][dir];
  if (nb != VIC_NO_HEX)
    map->sides[nb][(dir + 3) % VIK_N_DIRS] = side;
}

/* Most restrictive first (3.0: "if ambiguous assume the most restrictive terrain"). */
static int
restrictiveness (VicTerrain t)
{
  static const int rank[VIC_N_TERRAINS] = { 0, 1, 2, 3, 4, 0 };
  return rank[t];
}

void
vic_map_finish (VicMap *map)
{
  for (int h = 0; h < map->n_hexes; h++)
    map->features[h] &= ~(VIC_HEX_COASTAL | VIC_HEX_PORT);
  for (int h = 0; h < map->n_hexes; h++)
    for (int d = 0; d < VIK_N_DIRS; d++)
      {
        int nb = map->neighbors[h][d];
        guint16 s = map->sides[h][d];

        if (nb == VIC_NO_HEX)
          continue;
        if (map->terrain[h] == VIC_TERRAIN_SEA || map->terrain[nb] == VIC_TERRAIN_SEA)
          s |= VIC_SIDE_SEA;
        if ((s & VIC_SIDE_TERRAIN_MASK) == 0)
          {
            VicTerrain a = map->terrain[h], b = map->terrain[nb];
            VicTerrain t = a == VIC_TERRAIN_SEA ? b
              : b == VIC_TERRAIN_SEA ? a
              : restrictiveness (a) >= restrictiveness (b) ? a : b;
            s = VIC_SIDE_WITH_TERRAIN (s, t == VIC_TERRAIN_SEA ? VIC_TERRAIN_CLEAR : t);
          }
        map->sides[h][d] = s;
        if ((s & VIC_SIDE_SEA) && map->terrain[h] != VIC_TERRAIN_SEA)
          map->features[h] |= VIC_HEX_COASTAL;
      }
  for (int h = 0; h < map->n_hexes; h++)
    if ((map->features[h] & VIC_HEX_COASTAL) && (map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN)))
      map->features[h] |= VIC_HEX_PORT;
}

/* ---------------------------------------------------------------- queries */

int
vic_map_hex_at (const VicMap *map, int column, int row)
{
  if (column < 0 || column >= map->columns || row < 0 || row >= map->rows)
    return VIC_NO_HEX;
  return map->index[column][row];
}

int
vic_map_lookup (const VicMap *map, const char *label)
{
  int c = 0, r = 0, i = 0;

  if (label == NULL || !g_ascii_islower (label[0]))
    return VIC_NO_HEX;
  if (g_ascii_islower (label[1]))
    {
      c = (label[0] - 'a' + 1) * 26 + (label[1] - 'a');
      i = 2;
    }
  else
    {
      c = label[0] - 'a';
      i = 1;
    }
  if (!g_ascii_isdigit (label[i]) || label[i] == '0')
    return VIC_NO_HEX;
  for (; g_ascii_isdigit (label[i]); i++)
    {
      r = r * 10 + (label[i] - '0');
      if (r > VIC_MAX_ROWS)
        return VIC_NO_HEX;
    }
  if (label[i] != '\0')
    return VIC_NO_HEX;
  return vic_map_hex_at (map, c, r - 1);
}

const char *
vic_map_label (const VicMap *map, int hex)
{
  return hex >= 0 && hex < map->n_hexes ? map->labels[hex] : "-";
}

int
vic_map_neighbor (const VicMap *map, int hex, int dir)
{
  return map->neighbors[hex][dir];
}

int
vic_map_direction (const VicMap *map, int a, int b)
{
  for (int d = 0; d < VIK_N_DIRS; d++)
    if (map->neighbors[a][d] == b && b != VIC_NO_HEX)
      return d;
  return -1;
}

guint16 vic_map_side (const VicMap *map, int hex, int dir) { return map->sides[hex][dir]; }
gboolean vic_map_is_sea (const VicMap *map, int hex) { return map->terrain[hex] == VIC_TERRAIN_SEA; }
gboolean vic_map_is_land (const VicMap *map, int hex) { return map->terrain[hex] != VIC_TERRAIN_SEA; }
gboolean vic_map_is_coastal (const VicMap *map, int hex) { return (map->features[hex] & VIC_HEX_COASTAL) != 0; }
gboolean vic_map_is_city (const VicMap *map, int hex) { return (map->features[hex] & VIC_HEX_CITY) != 0; }
gboolean vic_map_is_town (const VicMap *map, int hex) { return (map->features[hex] & VIC_HEX_TOWN) != 0; }
gboolean vic_map_is_port (const VicMap *map, int hex) { return (map->features[hex] & VIC_HEX_PORT) != 0; }

int
vic_map_distance (const VicMap *map, int a, int b)
{
  return vik_hex_distance (map->coords[a], map->coords[b]);
}

int
vic_map_pp_total (const VicMap *map, int tile)
{
  int total = 0;

  for (int h = 0; h < map->n_hexes; h++)
    if ((map->features[h] & VIC_HEX_CITY) && (tile < 0 || map->tile[h] == tile))
      total += map->pp[h];
  return total;
}

int
vic_map_centre (const VicMap *map)
{
  int best = 0, best_d = G_MAXINT;
  int cc = map->columns - 1, rr = map->rows - 1;

  for (int h = 0; h < map->n_hexes; h++)
    {
      /* Twice the distance from the middle, in columns and rows. */
      int d = ABS (2 * map->column[h] - cc) + ABS (2 * map->row[h] - rr);
      if (d < best_d)
        {
          best = h;
          best_d = d;
        }
    }
  return best;
}

/* ---------------------------------------------------------------- files */

static const struct {
  const char *id;
  guint16 bit;
} side_words[] = {
  { "river", VIC_SIDE_RIVER },
  { "road", VIC_SIDE_ROAD },
  { "alpine", VIC_SIDE_ALPINE },
  { "sea", VIC_SIDE_SEA },
  { "shoal", VIC_SIDE_SHOAL },
  { "estuary", VIC_SIDE_ESTUARY },
};

static const char *const terrain_ids[VIC_N_TERRAINS] = {
  "clear", "desert", "forest", "marsh", "mountain", "sea",
};

static const struct {
  const char *id;
  guint8 bit;
} feature_words[] = {
  { "canal", VIC_HEX_CANAL },
  { "shoal", VIC_HEX_SHOAL },
  { "resource", VIC_HEX_RESOURCE },
  { "half", VIC_HEX_HALF },
};

static gboolean
invalid (VikKeyReader *r, const char *group, const char *key, const char *what, const char *value)
{
  g_autofree char *shown = vik_key_shown (value != NULL ? value : "");
  return vik_key_invalid (r, group, key, "%s: “%s”", what, shown);
}

static gboolean
load_rows (VikKeyReader *r, VicMap *map, const char *group, gboolean tiles)
{
  for (int row = 0; row < map->rows; row++)
    {
      char key[16];
      g_autofree char *text = NULL;

      g_snprintf (key, sizeof key, "Row%d", row + 1);
      text = vik_key_get_string (r, group, key, !tiles);
      if (text == NULL)
        return FALSE;
      if (tiles && text[0] == '\0')
        continue;
      g_strstrip (text);
      if ((int) strlen (text) != map->columns)
        return invalid (r, group, key, _("the row does not have one letter per column"), text);
      for (int c = 0; c < map->columns; c++)
        {
          char ch = text[c];
          if (tiles)
            {
              if (ch < '1' || ch > '0' + VIC_MAX_TILES)
                return invalid (r, group, key, _("a tile is a digit from 1 to 8"), text);
              map->tile[c * map->rows + row] = ch - '1';
              map->n_tiles = MAX (map->n_tiles, ch - '0');
            }
          else if (ch == '.')
            map->index[c][row] = VIC_NO_HEX;
          else
            {
              const char *t = strchr (terrain_letters, ch);
              if (t == NULL || ch == '\0')
                return invalid (r, group, key,
                                _("terrain letters are c (clear), d (desert), f (forest), w (marsh), "
                                  "m (mountain), s (sea) and . (no hex)"), text);
              map->terrain[c * map->rows + row] = t - terrain_letters;
            }
        }
    }
  return TRUE;
}

static int
lookup_key (VikKeyReader *r, const VicMap *map, const char *group, const char *key)
{
  int hex = vic_map_lookup (map, key);
  if (hex == VIC_NO_HEX)
    invalid (r, group, key, _("no such hex on the map"), key);
  return hex;
}

static gboolean
load_sites (VikKeyReader *r, VicMap *map, gboolean cities)
{
  const char *group = cities ? "Cities" : "Towns";
  g_auto(GStrv) keys = g_key_file_get_keys (r->kf, group, NULL, NULL);

  for (int i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      int hex = lookup_key (r, map, group, keys[i]);
      g_autofree char *text = NULL;
      char *name;
      int pp = 0;

      if (hex == VIC_NO_HEX)
        return FALSE;
      text = vik_key_get_string (r, group, keys[i], TRUE);
      if (text == NULL)
        return FALSE;
      g_strstrip (text);
      name = text;
      if (cities)
        {
          char *space = strchr (text, ' ');
          if (space != NULL)
            *space = '\0';
          if (!vik_key_parse_int (text, 1, 9, &pp))
            return invalid (r, group, keys[i], _("a City's production is 1 to 9 PP"), text);
          name = space != NULL ? g_strstrip (space + 1) : (char *) "";
        }
      if (map->terrain[hex] == VIC_TERRAIN_SEA)
        return invalid (r, group, keys[i], _("Cities and Towns stand on land (3.2)"), keys[i]);
      if (map->features[hex] & (VIC_HEX_CITY | VIC_HEX_TOWN))
        return invalid (r, group, keys[i], _("the hex already has a City or Town"), keys[i]);
      if (cities)
        vic_map_set_city (map, hex, pp, name);
      else
        vic_map_set_town (map, hex, name);
    }
  return TRUE;
}

static gboolean
load_features (VikKeyReader *r, VicMap *map)
{
  g_auto(GStrv) keys = g_key_file_get_keys (r->kf, "Features", NULL, NULL);

  for (int i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      int hex = lookup_key (r, map, "Features", keys[i]);
      g_autofree char *text = NULL;
      g_auto(GStrv) words = NULL;

      if (hex == VIC_NO_HEX)
        return FALSE;
      text = vik_key_get_string (r, "Features", keys[i], TRUE);
      if (text == NULL)
        return FALSE;
      words = g_strsplit (text, ",", -1);
      for (int w = 0; words[w] != NULL; w++)
        {
          char *word = g_strstrip (words[w]);
          guint j;
          if (word[0] == '\0')
            continue;
          for (j = 0; j < G_N_ELEMENTS (feature_words); j++)
            if (strcmp (word, feature_words[j].id) == 0)
              break;
          if (j == G_N_ELEMENTS (feature_words))
            return invalid (r, "Features", keys[i], _("features are canal, shoal, resource and half"), word);
          if ((feature_words[j].bit == VIC_HEX_CANAL || feature_words[j].bit == VIC_HEX_RESOURCE)
              && map->terrain[hex] == VIC_TERRAIN_SEA)
            return invalid (r, "Features", keys[i], _("a Canal or resource hex is a land hex"), word);
          map->features[hex] |= feature_words[j].bit;
        }
    }
  return TRUE;
}

static gboolean
load_sides (VikKeyReader *r, VicMap *map)
{
  g_auto(GStrv) keys = g_key_file_get_keys (r->kf, "Sides", NULL, NULL);

  for (int i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_auto(GStrv) ends = g_strsplit (keys[i], "-", -1);
      g_autofree char *text = NULL;
      g_auto(GStrv) words = NULL;
      int a, b, dir;
      guint16 side = 0;

      if (g_strv_length (ends) != 2)
        return invalid (r, "Sides", keys[i], _("a hexside is named by its two hexes, like e5-e6"), keys[i]);
      a = vic_map_lookup (map, ends[0]);
      b = vic_map_lookup (map, ends[1]);
      dir = (a == VIC_NO_HEX || b == VIC_NO_HEX) ? -1 : vic_map_direction (map, a, b);
      if (dir < 0)
        return invalid (r, "Sides", keys[i], _("the two hexes are not adjacent hexes of the map"), keys[i]);
      text = vik_key_get_string (r, "Sides", keys[i], TRUE);
      if (text == NULL)
        return FALSE;
      words = g_strsplit (text, ",", -1);
      for (int w = 0; words[w] != NULL; w++)
        {
          char *word = g_strstrip (words[w]);
          gboolean found = FALSE;
          if (word[0] == '\0')
            continue;
          for (guint j = 0; j < G_N_ELEMENTS (side_words); j++)
            if (strcmp (word, side_words[j].id) == 0)
              {
                side |= side_words[j].bit;
                found = TRUE;
              }
          for (int t = 0; t < VIC_TERRAIN_SEA && !found; t++)
            if (strcmp (word, terrain_ids[t]) == 0)
              {
                side = VIC_SIDE_WITH_TERRAIN (side, t);
                found = TRUE;
              }
          if (!found)
            return invalid (r, "Sides", keys[i],
                            _("hexside words are river, road, alpine, sea, shoal, estuary and a land terrain"),
                            word);
        }
      vic_map_set_side (map, a, dir, side);
    }
  return TRUE;
}

VicMap *
vic_map_load_keyfile (GKeyFile *kf, const char *name, GError **error)
{
  VikKeyReader r = { kf, name != NULL ? name : "<map>", error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID };
  g_autoptr(VicMap) map = NULL;
  g_autofree char *title = NULL;
  g_autofree char *tiles = NULL;
  int columns, rows;

  if (!vik_key_get_int (&r, "Map", "Columns", 1, VIC_MAX_COLUMNS, TRUE, 0, &columns)
      || !vik_key_get_int (&r, "Map", "Rows", 1, VIC_MAX_ROWS, TRUE, 0, &rows))
    return NULL;
  if (columns * rows > VIC_MAX_HEXES)
    {
      vik_key_invalid (&r, "Map", "Rows", _("the map has more than %d hexes"), VIC_MAX_HEXES);
      return NULL;
    }
  title = vik_key_get_string (&r, "Map", "Name", FALSE);
  tiles = vik_key_get_string (&r, "Map", "Tiles", FALSE);
  if (title == NULL || tiles == NULL)
    return NULL;
  /* The grid is read in place (hex = column * rows + row), then renumbered. */
  map = g_new0 (VicMap, 1);
  map->ref_count = 1;
  map->columns = columns;
  map->rows = rows;
  map->n_tiles = 1;
  vic_name_cut (map->name, sizeof map->name, title, -1);
  for (int c = 0; c < VIC_MAX_COLUMNS; c++)
    for (int rr = 0; rr < VIC_MAX_ROWS; rr++)
      map->index[c][rr] = (c < columns && rr < rows) ? c * rows + rr : VIC_NO_HEX;
  if (!load_rows (&r, map, "Terrain", FALSE) || !load_rows (&r, map, "Tiles", TRUE))
    return NULL;
  renumber (map);
  if (map->n_hexes == 0)
    {
      vik_key_invalid (&r, "Terrain", NULL, _("the map has no hexes"));
      return NULL;
    }
  {
    g_auto(GStrv) names = g_strsplit (tiles, ";", -1);
    int n = 0;
    for (int i = 0; names[i] != NULL; i++)
      {
        char *t = g_strstrip (names[i]);
        if (t[0] == '\0')
          continue;
        if (n == VIC_MAX_TILES)
          {
            invalid (&r, "Map", "Tiles", _("at most 8 map tiles"), tiles);
            return NULL;
          }
        vic_name_cut (map->tile_names[n++], VIC_NAME_MAX, t, -1);
      }
    for (int t = n; t < map->n_tiles; t++)
      g_snprintf (map->tile_names[t], VIC_NAME_MAX, "%c", 'A' + t);
    map->n_tiles = MAX (map->n_tiles, MAX (n, 1));
  }
  if (!load_sites (&r, map, TRUE) || !load_sites (&r, map, FALSE) || !load_features (&r, map)
      || !load_sides (&r, map))
    return NULL;
  vic_map_finish (map);
  return g_steal_pointer (&map);
}

VicMap *
vic_map_load_data (const char *data, gsize length, const char *name, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  GError *local = NULL;

  if (!g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, VIC_MAP_ERROR, VIC_MAP_ERROR_INVALID, "%s: %s", name, local->message);
      g_error_free (local);
      return NULL;
    }
  return vic_map_load_keyfile (kf, name, error);
}

/* A hex's [Cities], [Towns] or [Features] value into s; FALSE: none. */
static gboolean
site_value (const VicMap *map, int h, int group, GString *s)
{
  guint8 f = map->features[h];

  g_string_truncate (s, 0);
  if (group == 0 && (f & VIC_HEX_CITY))
    {
      g_string_append_printf (s, "%u", map->pp[h]);
      if (map->site_names[h][0] != '\0')
        g_string_append_printf (s, " %s", map->site_names[h]);
      return TRUE;
    }
  if (group == 1 && (f & VIC_HEX_TOWN))
    {
      g_string_append (s, map->site_names[h]);
      return TRUE;
    }
  if (group == 2)
    for (guint j = 0; j < G_N_ELEMENTS (feature_words); j++)
      if (f & feature_words[j].bit)
        g_string_append_printf (s, "%s%s", s->len ? "," : "", feature_words[j].id);
  return s->len > 0;
}

void
vic_map_write (const VicMap *map, VikKeyWriter *w)
{
  static const char *const site_groups[3] = { "Cities", "Towns", "Features" };
  GString *s = g_string_new ("");
  int first[3] = { G_MAXINT, G_MAXINT, G_MAXINT }, order[3] = { 0, 1, 2 };

  vik_key_writer_group (w, "Map", NULL);
  vik_key_writer_string (w, "Name", map->name);
  vik_key_writer_int (w, "Columns", map->columns);
  vik_key_writer_int (w, "Rows", map->rows);
  for (int t = 0; t < map->n_tiles; t++)
    g_string_append_printf (s, "%s;", map->tile_names[t]);
  vik_key_writer_string (w, "Tiles", s->str);
  for (int pass = 0; pass < 2; pass++)
    {
      vik_key_writer_group (w, pass == 0 ? "Terrain" : "Tiles", NULL);
      for (int r = 0; r < map->rows; r++)
        {
          char key[16];
          g_string_truncate (s, 0);
          for (int c = 0; c < map->columns; c++)
            {
              int h = map->index[c][r];
              if (pass == 0)
                g_string_append_c (s, h == VIC_NO_HEX ? '.' : terrain_letters[map->terrain[h]]);
              else
                g_string_append_c (s, h == VIC_NO_HEX ? '1' : '1' + map->tile[h]);
            }
          g_snprintf (key, sizeof key, "Row%d", r + 1);
          vik_key_writer_string (w, key, s->str);
        }
    }
  /* Cities, Towns and Features each a group, in the order of the first hex
   * that has one (the order a key file gets them in going over the hexes). */
  for (int g = 0; g < 3; g++)
    for (int h = 0; h < map->n_hexes && first[g] == G_MAXINT; h++)
      if (site_value (map, h, g, s))
        first[g] = h;
  for (int i = 1; i < 3; i++)
    for (int j = i; j > 0 && first[order[j]] < first[order[j - 1]]; j--)
      {
        int t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  for (int i = 0; i < 3; i++)
    {
      vik_key_writer_group (w, site_groups[order[i]], NULL);
      for (int h = 0; h < map->n_hexes; h++)
        if (site_value (map, h, order[i], s))
          vik_key_writer_string (w, map->labels[h], s->str);
    }
  /* Each side once, from the hex that sees it to the N, NE or SE; only what
   * vic_map_finish would not derive (its own terrain is written when it
   * differs from the derived one). */
  vik_key_writer_group (w, "Sides", NULL);
  for (int h = 0; h < map->n_hexes; h++)
    for (int d = VIK_DIR_N; d <= VIK_DIR_SE; d++)
      {
        int nb = map->neighbors[h][d];
        guint16 side = map->sides[h][d];
        VicTerrain a, b, derived;
        char key[16];

        if (nb == VIC_NO_HEX)
          continue;
        a = map->terrain[h];
        b = map->terrain[nb];
        derived = a == VIC_TERRAIN_SEA ? b : b == VIC_TERRAIN_SEA ? a
          : restrictiveness (a) >= restrictiveness (b) ? a : b;
        if (derived == VIC_TERRAIN_SEA)
          derived = VIC_TERRAIN_CLEAR;
        g_string_truncate (s, 0);
        for (guint j = 0; j < G_N_ELEMENTS (side_words); j++)
          if ((side & side_words[j].bit)
              && !(side_words[j].bit == VIC_SIDE_SEA && (a == VIC_TERRAIN_SEA || b == VIC_TERRAIN_SEA)))
            g_string_append_printf (s, "%s%s", s->len ? "," : "", side_words[j].id);
        if (VIC_SIDE_TERRAIN (side) != (int) derived && VIC_SIDE_TERRAIN (side) >= 0)
          g_string_append_printf (s, "%s%s", s->len ? "," : "", terrain_ids[VIC_SIDE_TERRAIN (side)]);
        if (s->len == 0)
          continue;
        g_snprintf (key, sizeof key, "%s-%s", map->labels[h], map->labels[nb]);
        vik_key_writer_string (w, key, s->str);
      }
  g_string_free (s, TRUE);
}

void
vic_map_save_keyfile (const VicMap *map, GKeyFile *kf)
{
  vik_key_writer_fill (kf, (VikKeyWriteFunc) vic_map_write, map);
}

void
vic_map_problem_free (VicMapProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->message);
  g_free (problem);
}

void
vic_map_problems_take (GPtrArray *problems, int hex, char *message)
{
  VicMapProblem *problem = g_new (VicMapProblem, 1);

  problem->hex = hex;
  problem->message = message;
  g_ptr_array_add (problems, problem);
}

GPtrArray *
vic_map_problems (const VicMap *map)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) vic_map_problem_free);

  for (int t = 0; t < map->n_tiles; t++)
    {
      int cities = 0, pp = 0;
      for (int h = 0; h < map->n_hexes; h++)
        if (map->tile[h] == t && (map->features[h] & VIC_HEX_CITY))
          {
            cities++;
            pp += map->pp[h];
          }
      if (cities != 6 || pp != 10)
        vic_map_problems_take (out, VIC_NO_HEX,
                               g_strdup_printf (_("Map tile %s has %d Cities with %d PP; each map has six "
                                                  "Cities totalling 10 PP (8.1)"),
                                                map->tile_names[t], cities, pp));
    }
  for (int h = 0; h < map->n_hexes; h++)
    for (int d = 0; d < VIK_N_DIRS; d++)
      {
        guint16 s = map->sides[h][d];
        if ((s & VIC_SIDE_ESTUARY) && !(s & VIC_SIDE_RIVER))
          vic_map_problems_take (out, h, g_strdup_printf (_("The estuary at %s is not a River (3.1)"),
                                                          map->labels[h]));
      }
  return out;
}

/* ---------------------------------------------------------------- the built-in map */

static const char two_tiles[] =
  "[Game]\n"
  "Game=victory\n"
  "[Map]\n"
  "Name=North and South\n"
  "Columns=10\n"
  "Rows=16\n"
  "Tiles=North;South;\n"
  "[Terrain]\n"
  "Row1=ssccffcmmc\n"
  "Row2=scccfccmcc\n"
  "Row3=scwcccdccf\n"
  "Row4=sscccfddcc\n"
  "Row5=sccmccccfc\n"
  "Row6=sccmmccwcc\n"
  "Row7=ssccccfccc\n"
  "Row8=sccfcccccd\n"
  "Row9=sccccfccmc\n"
  "Row10=sscfccccmc\n"
  "Row11=scccwcdccc\n"
  "Row12=scmcwcdcfc\n"
  "Row13=scmcccccfc\n"
  "Row14=ssccfccccc\n"
  "Row15=scccffcmcc\n"
  "Row16=sscccccmmc\n"
  "[Tiles]\n"
  "Row1=1111111111\nRow2=1111111111\nRow3=1111111111\nRow4=1111111111\n"
  "Row5=1111111111\nRow6=1111111111\nRow7=1111111111\nRow8=1111111111\n"
  "Row9=2222222222\nRow10=2222222222\nRow11=2222222222\nRow12=2222222222\n"
  "Row13=2222222222\nRow14=2222222222\nRow15=2222222222\nRow16=2222222222\n"
  "[Cities]\n"
  "b2=3 Port Alex\n"
  "e3=2 Barcastle\n"
  "c5=2 Garby\n"
  "i2=1 Northwatch\n"
  "h5=1 Ordal\n"
  "e8=1 Fenwick\n"
  "e10=3 Hope\n"
  "b11=2 Granton\n"
  "h11=2 Redmoor\n"
  "c14=1 Lowhaven\n"
  "g14=1 Ashby\n"
  "j16=1 Southgate\n"
  "[Towns]\n"
  "g3=Dunmore\n"
  "c7=Saltby\n"
  "j6=Eastmarch\n"
  "b9=Harwick\n"
  "f12=Marlow\n"
  "i13=Greywood\n"
  "[Features]\n"
  "a7=shoal\n"
  "g4=resource\n"
  "i12=resource\n"
  "[Sides]\n"
  /* North roads */
  "b2-c2=road\nc2-d2=road\nd2-e3=road\n"
  "e3-f3=road\nf3-g3=road\ng3-h3=road\nh3-h4=road\nh4-h5=road\n"
  "e3-e4=road\ne4-e5=road\ne5-e6=road\ne6-e7=road\ne7-e8=road\n"
  "c5-d5=road\nd5-e5=road,river\n"
  "h5-i5=road\ni5-i4=road\ni4-i3=road\ni3-i2=road\n"
  "h5-h6=road\nh6-h7=road\nh7-h8=road\nh8-h9=road\n"
  "c7-d7=road\nd7-e7=road,river\n"
  "j6-i6=road\ni6-h6=road\n"
  "c5-c4=road\nc4-b3=road\nb3-b2=road\n"
  "e8-e9=road\ne9-e10=road\n"
  /* North river (Bridges where the roads cross) and Alpine sides */
  "d5-e6=river\nd6-e6=river\nd6-e7=river\nd7-e8=river\nd8-e8=river\nd8-e9=river\n"
  "h2-i2=alpine\nh2-i3=alpine\n"
  /* South roads */
  "e10-f10=road\nf10-g11=road,river\ng11-h11=road\n"
  "e10-d10=road\nd10-c11=road\nc11-b11=road\n"
  "h9-h10=road\nh10-h11=road\n"
  "h11-h12=road\nh12-h13=road\nh13-g14=road\nh13-i13=road\n"
  "c14-d14=road\nd14-e14=road\ne14-f14=road\nf14-g14=road\n"
  "g14-h14=road\nh14-i15=road\ni15-j15=road\nj15-j16=road\n"
  "b11-b12=road\nb12-b13=road\nb13-c14=road\n"
  "f10-f11=road\nf11-f12=road\n"
  "b9-c9=road\nc9-d9=road\nd9-e9=road\n"
  /* South river and Alpine sides */
  "f10-g10=river\nf11-g11=river\nf11-g12=river\nf12-g12=river\nf12-g13=river\n"
  "f13-g13=river\nf13-g14=river\n"
  "i9-j9=alpine\ni10-j10=alpine\n";

const char *
vic_map_two_tiles_text (void)
{
  return two_tiles;
}

VicMap *
vic_map_new_two_tiles (void)
{
  GError *error = NULL;
  VicMap *map = vic_map_load_data (two_tiles, sizeof two_tiles - 1, "two-tiles", &error);

  if (map == NULL)
    g_error ("the built-in map: %s", error->message);
  return map;
}

VicMap *
vic_map_new_four_tiles (void)
{
  g_autoptr(VicMap) two = vic_map_new_two_tiles ();
  VicMap *map = vic_map_new (two->columns * 2, two->rows);

  g_strlcpy (map->name, "Four Tiles", sizeof map->name);
  for (int col = 0; col < map->columns; col++)
    for (int row = 0; row < map->rows; row++)
      {
        int h = vic_map_hex_at (map, col, row);
        int src = vic_map_hex_at (two, col % two->columns, row);
        int east = col >= two->columns;
        if (h < 0 || src < 0)  /* cannot be: both are in their maps; says so to the optimiser */
          continue;
        map->terrain[h] = two->terrain[src];
        map->features[h] = two->features[src] & ~(VIC_HEX_COASTAL | VIC_HEX_PORT);
        map->pp[h] = two->pp[src];
        g_strlcpy (map->site_names[h], two->site_names[src], sizeof map->site_names[h]);
        vic_map_set_tile (map, h, two->tile[src] + 2 * east);
      }
  /* The sides: each copied side keeps only what the map did not derive. */
  for (int col = 0; col < map->columns; col++)
    for (int row = 0; row < map->rows; row++)
      {
        int h = vic_map_hex_at (map, col, row);
        int src = vic_map_hex_at (two, col % two->columns, row);
        for (int d = 0; d < VIK_N_DIRS; d++)
          {
            int nb = map->neighbors[h][d];
            int snb = two->neighbors[src][d];
            guint16 s = two->sides[src][d] & (VIC_SIDE_RIVER | VIC_SIDE_ROAD | VIC_SIDE_ALPINE | VIC_SIDE_SHOAL | VIC_SIDE_ESTUARY);
            if (nb == VIC_NO_HEX || snb == VIC_NO_HEX || (col % two->columns == two->columns - 1 && (d == VIK_DIR_NE || d == VIK_DIR_SE)))
              continue;
            map->sides[h][d] = s;
          }
      }
  for (int t = 0; t < 4; t++)
    g_strlcpy (map->tile_names[t], (const char *[]) { "North", "South", "North-East", "South-East" }[t], VIC_NAME_MAX);
  vic_map_finish (map);
  return map;
}

VicMap *
vic_map_new_three_tiles (void)
{
  g_autoptr(VicMap) two = vic_map_new_two_tiles ();
  int half = two->rows / 2;
  VicMap *map = vic_map_new (two->columns, two->rows + half);

  g_strlcpy (map->name, "Two Fronts", sizeof map->name);
  for (int col = 0; col < map->columns; col++)
    for (int row = 0; row < map->rows; row++)
      {
        int h = vic_map_hex_at (map, col, row);
        int src = vic_map_hex_at (two, col, row % two->rows);
        map->terrain[h] = two->terrain[src];
        map->features[h] = two->features[src] & ~(VIC_HEX_COASTAL | VIC_HEX_PORT);
        map->pp[h] = two->pp[src];
        g_strlcpy (map->site_names[h], two->site_names[src], sizeof map->site_names[h]);
        vic_map_set_tile (map, h, row < two->rows ? two->tile[src] : 2);
      }
  for (int col = 0; col < map->columns; col++)
    for (int row = 0; row < map->rows; row++)
      {
        int h = vic_map_hex_at (map, col, row);
        int src = vic_map_hex_at (two, col, row % two->rows);
        for (int d = 0; d < VIK_N_DIRS; d++)
          {
            int nb = map->neighbors[h][d];
            int snb = two->neighbors[src][d];
            if (nb == VIC_NO_HEX || snb == VIC_NO_HEX || map->row[nb] / two->rows != row / two->rows)
              {
                /* Across the seam: the roads go on (columns e and h run north-south). */
                if (nb != VIC_NO_HEX && (d == VIK_DIR_N || d == VIK_DIR_S) && (col == 4 || col == 7))
                  map->sides[h][d] = VIC_SIDE_ROAD;
                continue;
              }
            map->sides[h][d] = two->sides[src][d] & (VIC_SIDE_RIVER | VIC_SIDE_ROAD | VIC_SIDE_ALPINE
                                                     | VIC_SIDE_SHOAL | VIC_SIDE_ESTUARY);
          }
      }
  for (int t = 0; t < 3; t++)
    g_strlcpy (map->tile_names[t], (const char *[]) { "North", "South", "Far South" }[t], VIC_NAME_MAX);
  vic_map_finish (map);
  return map;
}
