/* vik-map.c: map files (docs/map-format.md) and their validation.
 *
 * The terrain is written as rows of text, one key a label row ("Row1" holds
 * the hexes a1, b1, c1... that exist), one cell a column: a terrain letter,
 * '?' for face down, '.' where the column has no hex in that row.  Every
 * value read is checked; errors name the file, the group and the key. */
#include "config.h"

#include "vik-map.h"
#include "vik-keyfile.h"
#include "vik-ruleset.h"
#include "vik-action.h"
#include "vik-file-io.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (vik-map-error-quark, vik_map_error)

static const char *const pile_keys[VIK_N_TERRAINS] = {
  "Water", "Plains", "Grassland", "Forest", "Mountain",
};

/* ---------------------------------------------------------------- problems */

void
vik_problem_free (VikProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->rule);
  g_free (problem->message);
  g_free (problem);
}

GPtrArray *
vik_problems_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) vik_problem_free);
}

void
vik_problems_add (GPtrArray *problems, VikProblemSeverity severity, int hex, int player,
                  const char *rule, const char *format, ...)
{
  VikProblem *p = g_new0 (VikProblem, 1);
  va_list args;

  p->severity = severity;
  p->hex = hex;
  p->player = player;
  p->rule = g_strdup (rule);
  va_start (args, format);
  p->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, p);
}

int
vik_problems_count (GPtrArray *problems, VikProblemSeverity severity)
{
  int n = 0;

  for (guint i = 0; i < problems->len; i++)
    if (((VikProblem *) problems->pdata[i])->severity == severity)
      n++;
  return n;
}

gboolean
vik_problems_to_error (GPtrArray *problems, const char *name, GError **error)
{
  GString *s;
  int n = vik_problems_count (problems, VIK_PROBLEM_ERROR);

  if (n == 0)
    return TRUE;
  s = g_string_new (NULL);
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%s: %d problem breaks the rules:",
                                          "%s: %d problems break the rules:", n), name, n);
  for (guint i = 0; i < problems->len; i++)
    {
      const VikProblem *p = problems->pdata[i];
      if (p->severity == VIK_PROBLEM_ERROR)
        g_string_append_printf (s, "\n%s", p->message);
    }
  g_set_error_literal (error, VIK_MAP_ERROR, VIK_MAP_ERROR_RULES, s->str);
  g_string_free (s, TRUE);
  return FALSE;
}

/* ---------------------------------------------------------------- the model */

VikMap *
vik_map_new (int radius, int n_groups)
{
  VikMap *map = g_new0 (VikMap, 1);
  gint16 groups[VIK_MAX_PLAYERS][8];

  g_return_val_if_fail (radius >= 2 && radius <= VIK_MAX_RADIUS, NULL);
  g_return_val_if_fail (n_groups >= 2 && n_groups <= VIK_MAX_PLAYERS, NULL);
  map->board = vik_board_new (radius);
  map->title = g_strdup ("");
  map->author = g_strdup ("");
  map->description = g_strdup ("");
  map->n_groups = n_groups;
  map->load_problems = vik_problems_new ();
  for (int h = 0; h < VIK_MAX_HEXES; h++)
    {
      map->group[h] = VIK_MAP_NO_GROUP;
      if (h < map->board->n_hexes)
        map->terrain[h] = vik_board_is_perimeter (map->board, h) ? VIK_TERRAIN_WATER : VIK_MAP_FACE_DOWN;
    }
  if (vik_board_start_groups (map->board, n_groups, 5, groups))
    for (int p = 0; p < n_groups; p++)
      for (int i = 0; i < 8; i++)
        if (groups[p][i] != VIK_NO_HEX)
          map->group[groups[p][i]] = p;
  return map;
}

VikMap *
vik_map_copy (const VikMap *map)
{
  VikMap *copy = g_new (VikMap, 1);

  *copy = *map;
  copy->board = vik_board_ref (map->board);
  copy->title = g_strdup (map->title);
  copy->author = g_strdup (map->author);
  copy->description = g_strdup (map->description);
  copy->load_problems = vik_problems_new ();
  return copy;
}

void
vik_map_free (VikMap *map)
{
  if (map == NULL)
    return;
  vik_board_unref (map->board);
  g_free (map->title);
  g_free (map->author);
  g_free (map->description);
  g_ptr_array_unref (map->load_problems);
  g_free (map);
}

gboolean
vik_map_equal (const VikMap *a, const VikMap *b)
{
  return a->board->radius == b->board->radius
      && g_strcmp0 (a->title, b->title) == 0
      && g_strcmp0 (a->author, b->author) == 0
      && g_strcmp0 (a->description, b->description) == 0
      && memcmp (a->terrain, b->terrain, sizeof a->terrain) == 0
      && memcmp (a->group, b->group, sizeof a->group) == 0
      && a->n_groups == b->n_groups
      && a->pile_set == b->pile_set
      && (!a->pile_set || memcmp (a->pile, b->pile, sizeof a->pile) == 0);
}

int
vik_map_radius (const VikMap *map)
{
  return map->board->radius;
}

int
vik_map_face_down_count (const VikMap *map)
{
  int n = 0;

  for (int h = 0; h < map->board->n_hexes; h++)
    if (map->terrain[h] == VIK_MAP_FACE_DOWN)
      n++;
  return n;
}

void
vik_map_default_pile (int n_face_down, guint counts[VIK_N_TERRAINS])
{
  /* The same split as vik_pile_fill_default() (R3), for the face-down hexes. */
  int size = n_face_down == 0 ? 0 : n_face_down + MAX (6, n_face_down / 10);
  int water = (size * 3 + 5) / 10;
  int land = size - water;

  counts[VIK_TERRAIN_WATER] = water;
  for (int t = VIK_TERRAIN_PLAINS; t <= VIK_TERRAIN_MOUNTAIN; t++)
    counts[t] = land / 4 + (t == VIK_TERRAIN_PLAINS ? land % 4 : 0);
}

void
vik_map_pile_counts (const VikMap *map, guint counts[VIK_N_TERRAINS])
{
  if (!map->pile_set)
    {
      vik_map_default_pile (vik_map_face_down_count (map), counts);
      return;
    }
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    counts[t] = map->pile[t];
}

int
vik_map_group_hexes (const VikMap *map, int group, gint16 hexes[8])
{
  int n = 0;

  for (int i = 0; i < 8; i++)
    hexes[i] = VIK_NO_HEX;
  for (int h = 0; h < map->board->n_hexes && n < 8; h++)
    if (map->group[h] == group)
      hexes[n++] = h;
  return n;
}

int
vik_map_group_size (const VikMap *map, int group)
{
  int n = 0;

  for (int h = 0; h < map->board->n_hexes; h++)
    if (map->group[h] == group)
      n++;
  return n;
}

char
vik_map_terrain_char (guint8 terrain)
{
  return terrain == VIK_MAP_FACE_DOWN ? '?' : vik_terrain_letter (terrain);
}

/* ---------------------------------------------------------------- validation */

void
vik_map_validate_edition (const VikMap *map, int edition, GPtrArray *problems)
{
  int max = vik_edition_max_players (edition);

  if (map->n_groups > max)
    vik_problems_add (problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, VIK_NO_PLAYER, "1.1",
                      _("The map has starting groups for %d players; %s is for 2 to %d (1.1)"),
                      map->n_groups, vik_edition_title (edition), max);
  /* v1 "The Map": 132 hexagons make the largest board; R1's boards for 2-4 players. */
  if (edition == VIK_EDITION_V1 && (map->board->radius < 4 || map->board->radius > 6))
    vik_problems_add (problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, VIK_NO_PLAYER, "3.1",
                      _("The board of radius %d (%d hexes) is not one of the original game's boards: "
                        "radius 4 to 6, 61 to 127 hexes (3.1)"),
                      map->board->radius, map->board->n_hexes);
}

void
vik_map_validate (const VikMap *map, GPtrArray *problems)
{
  const VikBoard *board = map->board;
  guint pile[VIK_N_TERRAINS];
  guint total = 0, land = 0;
  int face_down = vik_map_face_down_count (map);

  for (guint i = 0; i < map->load_problems->len; i++)
    {
      const VikProblem *p = map->load_problems->pdata[i];
      vik_problems_add (problems, p->severity, p->hex, p->player, p->rule, "%s", p->message);
    }

  for (int h = 0; h < board->n_hexes; h++)
    {
      if (vik_board_is_perimeter (board, h) && map->terrain[h] != VIK_TERRAIN_WATER)
        vik_problems_add (problems, VIK_PROBLEM_ERROR, h, VIK_NO_PLAYER, "R1",
                          _("%s: the hexes of the outer ring are always face-up water (R1)"),
                          vik_board_label (board, h));
      if (map->group[h] >= map->n_groups)
        vik_problems_add (problems, VIK_PROBLEM_ERROR, h, map->group[h], "3.3",
                          _("%s: start group %d belongs to no player seat of the %d (3.3)"),
                          vik_board_label (board, h), map->group[h] + 1, map->n_groups);
    }

  /* Fair starts: every player's group has as many hexes [3.3] (R2). */
  {
    int small = -1, large = -1, n_small = 0, n_large = 0;
    for (int g = 0; g < map->n_groups; g++)
      {
        int n = 0;
        for (int h = 0; h < board->n_hexes; h++)
          n += map->group[h] == g;
        if (n == 0)
          continue; /* "no starting group" below */
        if (small < 0 || n < n_small)
          small = g, n_small = n;
        if (large < 0 || n > n_large)
          large = g, n_large = n;
      }
    if (n_small != n_large)
      {
        int first = VIK_NO_HEX;
        for (int h = 0; h < board->n_hexes && first == VIK_NO_HEX; h++)
          if (map->group[h] == large)
            first = h;
        vik_problems_add (problems, VIK_PROBLEM_ERROR, first, large, "3.3",
                          _("%s: the starting groups differ in size: player %d's has %d hexes, "
                            "player %d's %d; every player starts with as many (3.3, R2)"),
                          vik_board_label (board, first), large + 1, n_large, small + 1, n_small);
      }
  }

  for (int g = 0; g < map->n_groups; g++)
    {
      int n = 0, maybe_land = 0, first = VIK_NO_HEX;
      for (int h = 0; h < board->n_hexes; h++)
        if (map->group[h] == g)
          {
            n++;
            if (first == VIK_NO_HEX)
              first = h;
            if (map->terrain[h] != VIK_TERRAIN_WATER)
              maybe_land++;
          }
      if (n == 0)
        vik_problems_add (problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, g, "3.3",
                          _("Player %d has no starting group (3.3)"), g + 1);
      else if (n > 8)
        vik_problems_add (problems, VIK_PROBLEM_ERROR, first, g, "3.3",
                          _("%s: player %d's starting group has %d hexes, more than 8 (3.3)"),
                          vik_board_label (board, first), g + 1, n);
      else if (maybe_land < 2)
        vik_problems_add (problems, VIK_PROBLEM_WARNING, first, g, "4.0",
                          _("%s: player %d's starting group can hold at most %d land hex: "
                            "a Capital and a second Town need two (4.0)"),
                          vik_board_label (board, first), g + 1, maybe_land);
    }

  vik_map_pile_counts (map, pile);
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      total += pile[t];
      if (t != VIK_TERRAIN_WATER)
        land += pile[t];
    }
  if (total > VIK_MAX_PILE)
    vik_problems_add (problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, VIK_NO_PLAYER, "R3",
                      _("The draw pile holds %u tiles, more than %d (R3)"), total, VIK_MAX_PILE);
  if (face_down > 0 && total < (guint) face_down)
    vik_problems_add (problems, VIK_PROBLEM_WARNING, VIK_NO_HEX, VIK_NO_PLAYER, "R4",
                      _("The draw pile holds %u tiles for %d face-down hexes: the last ones revealed stay water (R4)"),
                      total, face_down);
  if (face_down > 0 && land == 0)
    vik_problems_add (problems, VIK_PROBLEM_WARNING, VIK_NO_HEX, VIK_NO_PLAYER, "R3",
                      _("The draw pile holds no land: every face-down hex will be water (R3)"));
}

/* ---------------------------------------------------------------- writing */

static int
label_col (const VikBoard *board, int h)
{
  return board->labels[h][0] - 'a';
}

static int
label_row (const VikBoard *board, int h)
{
  return atoi (board->labels[h] + 1);
}

static int
n_label_rows (const VikBoard *board)
{
  int rows = 0;

  for (int h = 0; h < board->n_hexes; h++)
    rows = MAX (rows, label_row (board, h));
  return rows;
}

/* grid[row - 1][col]: the hex at that label, or VIK_NO_HEX. */
static gint16 *
label_grid (const VikBoard *board, int *n_rows, int *n_cols)
{
  int rows = n_label_rows (board), cols = 2 * board->radius + 1;
  gint16 *grid = g_new (gint16, rows * cols);

  for (int i = 0; i < rows * cols; i++)
    grid[i] = VIK_NO_HEX;
  for (int h = 0; h < board->n_hexes; h++)
    grid[(label_row (board, h) - 1) * cols + label_col (board, h)] = h;
  *n_rows = rows;
  *n_cols = cols;
  return grid;
}

static char *
group_text (const VikMap *map, int g)
{
  GString *s = g_string_new (NULL);

  for (int h = 0; h < map->board->n_hexes; h++)
    if (map->group[h] == g)
      g_string_append_printf (s, "%s%s", s->len ? ", " : "", vik_board_label (map->board, h));
  return g_string_free (s, FALSE);
}

void
vik_map_write_keyfile (const VikMap *map, GKeyFile *kf)
{
  const VikBoard *board = map->board;
  int rows, cols;
  gint16 *grid = label_grid (board, &rows, &cols);
  GString *s = g_string_new (NULL);

  g_key_file_set_integer (kf, "Map", "FormatVersion", VIK_MAP_FORMAT_VERSION);
  g_key_file_set_string (kf, "Map", "Title", map->title);
  g_key_file_set_string (kf, "Map", "Author", map->author);
  g_key_file_set_string (kf, "Map", "Description", map->description);
  g_key_file_set_integer (kf, "Map", "Radius", board->radius);
  g_key_file_set_integer (kf, "Map", "Players", map->n_groups);

  for (int c = 0; c < cols; c++)
    g_string_append_printf (s, "%s%c", c ? " " : " Columns: ", 'a' + c);
  for (int r = 0; r < rows; r++)
    {
      GString *row = g_string_new (NULL);
      char key[16];
      for (int c = 0; c < cols; c++)
        {
          int h = grid[r * cols + c];
          if (c > 0)
            g_string_append_c (row, ' ');
          g_string_append_c (row, h == VIK_NO_HEX ? '.' : vik_map_terrain_char (map->terrain[h]));
        }
      g_snprintf (key, sizeof key, "Row%d", r + 1);
      g_key_file_set_string (kf, "Terrain", key, row->str);
      g_string_free (row, TRUE);
    }
  g_key_file_set_comment (kf, "Terrain", NULL,
                          " W P G F M: Water, Plains, Grassland, Forest, Mountain; ? face down; . no hex", NULL);
  g_key_file_set_comment (kf, "Terrain", "Row1", s->str, NULL);

  for (int g = 0; g < map->n_groups; g++)
    {
      char key[16];
      char *text = group_text (map, g);
      g_snprintf (key, sizeof key, "Player%d", g + 1);
      g_key_file_set_string (kf, "StartGroups", key, text);
      g_free (text);
    }
  if (map->pile_set)
    for (int t = 0; t < VIK_N_TERRAINS; t++)
      g_key_file_set_integer (kf, "Pile", pile_keys[t], map->pile[t]);

  g_string_free (s, TRUE);
  g_free (grid);
}

char *
vik_map_save_to_data (const VikMap *map, gsize *length)
{
  GKeyFile *kf = g_key_file_new ();
  char *data;

  vik_map_write_keyfile (map, kf);
  data = g_key_file_to_data (kf, length, NULL);
  g_key_file_free (kf);
  return data;
}

gboolean
vik_map_save (const VikMap *map, const char *path, GError **error)
{
  gsize length;
  char *data = vik_map_save_to_data (map, &length);
  /* A temporary file renamed over path: the old file survives a failed write. */
  gboolean ok = vik_file_write_atomic (path, data, length, error);

  g_free (data);
  return ok;
}

/* ---------------------------------------------------------------- reading */

typedef VikKeyReader Ctx;

static gboolean
read_version (Ctx *ctx, const char *group, int current)
{
  int v;

  if (!vik_key_get_int (ctx, group, "FormatVersion", 1, G_MAXINT, TRUE, 0, &v))
    return FALSE;
  if (v > current)
    {
      g_set_error (ctx->error, VIK_MAP_ERROR, VIK_MAP_ERROR_VERSION,
                   _("%s: [%s] FormatVersion: the file was written by a newer version of the program "
                     "(format %d; this one reads format %d)"), ctx->name, group, v, current);
      return FALSE;
    }
  return TRUE;
}

gboolean
vik_map_label_shaped (const char *text)
{
  size_t n = strlen (text);

  if (n < 2 || n > 3 || !g_ascii_isalpha (text[0]))
    return FALSE;
  for (size_t i = 1; i < n; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return TRUE;
}

static gboolean
read_terrain (Ctx *ctx, VikMap *map)
{
  const VikBoard *board = map->board;
  int rows, cols;
  gint16 *grid = label_grid (board, &rows, &cols);
  gboolean ok = TRUE;

  if (!g_key_file_has_group (ctx->kf, "Terrain"))
    {
      g_free (grid);
      return vik_key_invalid (ctx, "Terrain", NULL, _("the group is missing"));
    }
  for (int r = 0; ok && r < rows; r++)
    {
      char key[16];
      char *value;
      int c = 0;

      g_snprintf (key, sizeof key, "Row%d", r + 1);
      value = vik_key_get_string (ctx, "Terrain", key, TRUE);
      if (value == NULL)
        {
          ok = FALSE;
          break;
        }
      for (const char *p = value; ok && *p != '\0'; p++)
        {
          VikTerrain t;
          int h;
          if (*p == ' ' || *p == '\t')
            continue;
          if (c >= cols)
            {
              ok = vik_key_invalid (ctx, "Terrain", key, _("more than %d cells (one a column)"), cols);
              break;
            }
          h = grid[r * cols + c++];
          if (h == VIK_NO_HEX)
            {
              if (*p != '.')
                ok = vik_key_invalid (ctx, "Terrain", key, _("cell %d: there is no hex %c%d: write “.”"),
                              c, 'a' + c - 1, r + 1);
            }
          else if (*p == '?')
            map->terrain[h] = VIK_MAP_FACE_DOWN;
          else if (g_ascii_isupper (*p) && vik_terrain_from_letter (*p, &t))
            map->terrain[h] = t;
          else
            ok = vik_key_invalid (ctx, "Terrain", key, _("cell %d (%s): “%c” is not W, P, G, F, M or ?"),
                          c, vik_board_label (board, h), g_ascii_isprint (*p) ? *p : '?');
        }
      if (ok && c != cols)
        ok = vik_key_invalid (ctx, "Terrain", key, _("%d cells expected (one a column), not %d"), cols, c);
      g_free (value);
    }
  g_free (grid);
  return ok;
}

static gboolean
read_groups (Ctx *ctx, VikMap *map)
{
  const VikBoard *board = map->board;

  if (!g_key_file_has_group (ctx->kf, "StartGroups"))
    {
      /* The default groups of R2 for the seats, as vik_map_new() made them. */
      return TRUE;
    }
  for (int h = 0; h < VIK_MAX_HEXES; h++)
    map->group[h] = VIK_MAP_NO_GROUP;
  for (int g = 0; g < map->n_groups; g++)
    {
      char key[16];
      char *value;
      char **items;

      g_snprintf (key, sizeof key, "Player%d", g + 1);
      if (!g_key_file_has_key (ctx->kf, "StartGroups", key, NULL))
        continue; /* an empty group: validation says so */
      value = vik_key_get_string (ctx, "StartGroups", key, TRUE);
      if (value == NULL)
        return FALSE;
      items = g_strsplit (value, ",", -1);
      g_free (value);
      for (int i = 0; items[i] != NULL; i++)
        {
          char *label = g_strstrip (items[i]);
          int h;
          if (*label == '\0')
            continue;
          if (!vik_map_label_shaped (label))
            {
              char *v = g_utf8_make_valid (label, MIN (strlen (label), 40));
              vik_key_invalid (ctx, "StartGroups", key, _("“%s” is not a hex label like e5"), v);
              g_free (v);
              g_strfreev (items);
              return FALSE;
            }
          h = vik_board_parse_label (board, label);
          if (h == VIK_NO_HEX)
            vik_problems_add (map->load_problems, VIK_PROBLEM_ERROR, VIK_NO_HEX, g, "R1",
                              _("%s: player %d's starting group is off the board of radius %d (R1)"),
                              label, g + 1, board->radius);
          else if (map->group[h] != VIK_MAP_NO_GROUP && map->group[h] != g)
            vik_problems_add (map->load_problems, VIK_PROBLEM_ERROR, h, g, "3.3",
                              _("%s: in the starting groups of both player %d and player %d (3.3)"),
                              label, map->group[h] + 1, g + 1);
          else
            map->group[h] = g;
        }
      g_strfreev (items);
    }
  return TRUE;
}

static gboolean
read_pile (Ctx *ctx, VikMap *map)
{
  if (!g_key_file_has_group (ctx->kf, "Pile"))
    return TRUE;
  map->pile_set = TRUE;
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      int n;
      if (!vik_key_get_int (ctx, "Pile", pile_keys[t], 0, VIK_MAX_PILE, FALSE, 0, &n))
        return FALSE;
      map->pile[t] = n;
    }
  return TRUE;
}

VikMap *
vik_map_read_keyfile (GKeyFile *kf, const char *name, GError **error)
{
  Ctx ctx = { kf, name ? name : "<data>", error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID };
  VikMap *map;
  int players, radius;

  if (!g_key_file_has_group (kf, "Map"))
    {
      vik_key_invalid (&ctx, "Map", NULL, _("the group is missing: this is not a map"));
      return NULL;
    }
  if (!read_version (&ctx, "Map", VIK_MAP_FORMAT_VERSION)
      || !vik_key_get_int (&ctx, "Map", "Players", 2, VIK_MAX_PLAYERS, TRUE, 0, &players))
    return NULL;
  if (!vik_key_get_int (&ctx, "Map", "Radius", 2, VIK_MAX_RADIUS, FALSE,
                vik_board_radius_for_players (players), &radius))
    return NULL;

  map = vik_map_new (radius, players);
  g_free (map->title);
  g_free (map->author);
  g_free (map->description);
  map->author = map->description = NULL;
  if ((map->title = vik_key_get_string (&ctx, "Map", "Title", TRUE)) == NULL
      || (map->author = vik_key_get_string (&ctx, "Map", "Author", FALSE)) == NULL
      || (map->description = vik_key_get_string (&ctx, "Map", "Description", FALSE)) == NULL
      || !read_terrain (&ctx, map) || !read_groups (&ctx, map) || !read_pile (&ctx, map))
    {
      vik_map_free (map);
      return NULL;
    }
  return map;
}

VikMap *
vik_map_load_from_data (const char *data, gsize length, const char *name, GError **error)
{
  GKeyFile *kf = g_key_file_new ();
  GError *local = NULL;
  VikMap *map = NULL;

  if (name == NULL)
    name = "<data>";
  if (data == NULL || !g_key_file_load_from_data (kf, data, length, G_KEY_FILE_KEEP_COMMENTS, &local))
    g_set_error (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID, "%s: %s", name,
                 local ? local->message : _("no data"));
  else
    map = vik_map_read_keyfile (kf, name, error);
  g_clear_error (&local);
  g_key_file_free (kf);
  return map;
}

VikMap *
vik_map_load (const char *path, GError **error)
{
  char *data = NULL;
  gsize length;
  char *name;
  VikMap *map;

  if (!vik_file_read_bounded (path, VIK_MAP_MAX_FILE_BYTES, &data, &length, error))
    return NULL;
  name = g_path_get_basename (path);
  map = vik_map_load_from_data (data, length, name, error);
  g_free (name);
  g_free (data);
  return map;
}
