/* vik-editor.c: tools, symmetry and undo/redo for the map and scenario editor.
 *
 * An undo record is either a list of hex cells (terrain, start-group mark and
 * pieces, before and after) or, for the rarer edits of properties, copies of
 * the whole scenario before and after. */
#include "config.h"

#include "vik-editor-private.h"
#include "vik-action.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const VikToolInfo tools[VIK_N_TOOLS] = {
  [VIK_TOOL_PAINT] = { "paint", N_("Paint terrain"), 'p' },
  [VIK_TOOL_FILL] = { "fill", N_("Fill an area"), 'f' },
  [VIK_TOOL_FACE_DOWN] = { "face-down", N_("Face down"), 'd' },
  [VIK_TOOL_START_GROUP] = { "start-group", N_("Starting group"), 's' },
  [VIK_TOOL_TOWN] = { "town", N_("Town"), 't' },
  [VIK_TOOL_CITY] = { "city", N_("City"), 'c' },
  [VIK_TOOL_CAPITAL] = { "capital", N_("Capital"), 'k' },
  [VIK_TOOL_UNIT] = { "unit", N_("Unit"), 'u' },
  [VIK_TOOL_ERASE] = { "erase", N_("Erase"), 'e' },
};

static const char *const symmetry_ids[VIK_N_SYMMETRIES] = {
  "none", "rotate-2", "rotate-3", "rotate-6", "mirror",
};

const VikToolInfo *
vik_tool_info (VikTool tool)
{
  g_return_val_if_fail (tool < VIK_N_TOOLS, NULL);
  return &tools[tool];
}

VikTool
vik_tool_for_key (char key)
{
  for (int t = 0; t < VIK_N_TOOLS; t++)
    if (tools[t].key == g_ascii_tolower (key))
      return t;
  return VIK_N_TOOLS;
}

const char *
vik_symmetry_id (VikSymmetry symmetry)
{
  return symmetry < VIK_N_SYMMETRIES ? symmetry_ids[symmetry] : "none";
}

int
vik_symmetry_images (const VikBoard *board, VikSymmetry symmetry, int hex, int out[6])
{
  VikHex h = board->coords[hex];
  VikHex images[6];
  int n = 0, count = 0;

  switch (symmetry)
    {
    case VIK_SYMMETRY_ROTATE_2:
      images[n++] = h;
      images[n++] = vik_hex_rotate (h, 3);
      break;
    case VIK_SYMMETRY_ROTATE_3:
      for (int i = 0; i < 3; i++)
        images[n++] = vik_hex_rotate (h, 2 * i);
      break;
    case VIK_SYMMETRY_ROTATE_6:
      for (int i = 0; i < 6; i++)
        images[n++] = vik_hex_rotate (h, i);
      break;
    case VIK_SYMMETRY_MIRROR:
      images[n++] = h;
      images[n++] = vik_hex_mirror (h);
      break;
    default:
      images[n++] = h;
      break;
    }
  for (int i = 0; i < n; i++)
    {
      int idx = vik_board_index (board, images[i]);
      gboolean seen = FALSE;
      for (int j = 0; j < count; j++)
        seen |= out[j] == idx;
      if (idx != VIK_NO_HEX && !seen)
        out[count++] = idx;
    }
  return count;
}

/* ---------------------------------------------------------------- records */

typedef struct {
  guint8 terrain;
  gint8 group;
  VikScenarioHex pieces;
} Cell;

typedef struct {
  gint16 hex;
  Cell before;
  Cell after;
} CellChange;

struct _VikEditorRecord {
  GArray *cells;          /* of CellChange, or NULL for a whole-scenario record */
  VikScenario *before;
  VikScenario *after;
};
typedef VikEditorRecord Record;

struct _VikEditor {
  VikScenario *sc;
  GPtrArray *undo;        /* of Record, the last done at the end */
  GPtrArray *redo;        /* of Record, the next to redo at the end */
  gint64 serial;          /* changes since creation; undo counts down */
  gint64 saved_serial;
  GArray *pending;        /* the cells of the tool being applied */
  gboolean in_stroke;     /* a drag of the brush: its edits make one record */
  Record *stroke;         /* that record, once the stroke changed something */
};

static void
record_free (Record *r)
{
  if (r->cells != NULL)
    g_array_unref (r->cells);
  if (r->before != NULL)
    vik_scenario_free (r->before);
  if (r->after != NULL)
    vik_scenario_free (r->after);
  g_free (r);
}

static Cell
cell_get (const VikScenario *sc, int h)
{
  Cell c;

  memset (&c, 0, sizeof c);
  c.terrain = sc->map->terrain[h];
  c.group = sc->map->group[h];
  c.pieces = sc->hexes[h];
  return c;
}

static void
cell_set (VikScenario *sc, int h, const Cell *c)
{
  sc->map->terrain[h] = c->terrain;
  sc->map->group[h] = c->group;
  sc->hexes[h] = c->pieces;
}

VikEditor *
vik_editor_new (VikScenario *scenario)
{
  VikEditor *e = g_new0 (VikEditor, 1);

  e->sc = scenario;
  e->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) record_free);
  e->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) record_free);
  e->pending = g_array_new (FALSE, FALSE, sizeof (CellChange));
  return e;
}

VikEditor *
vik_editor_new_blank (int radius, int n_players)
{
  VikMap *map = vik_map_new (radius, n_players);
  VikScenario *sc = vik_scenario_new (map, n_players);

  vik_map_free (map);
  return vik_editor_new (sc);
}

void
vik_editor_free (VikEditor *e)
{
  if (e == NULL)
    return;
  vik_scenario_free (e->sc);
  g_ptr_array_unref (e->undo);
  g_ptr_array_unref (e->redo);
  g_array_unref (e->pending);
  g_free (e);
}

const VikScenario *
vik_editor_get_scenario (const VikEditor *e)
{
  return e->sc;
}

const VikMap *
vik_editor_get_map (const VikEditor *e)
{
  return e->sc->map;
}

static void
push_record (VikEditor *e, Record *r)
{
  g_ptr_array_add (e->undo, r);
  g_ptr_array_set_size (e->redo, 0);
  e->serial++;
  if (e->saved_serial >= e->serial)
    e->saved_serial = -1; /* the saved state can no longer be reached by redo */
}

/* Whole-scenario records: call before changing, then finish after. */
Record *
vik_editor_whole_begin (VikEditor *e)
{
  Record *r = g_new0 (Record, 1);

  r->before = vik_scenario_copy (e->sc);
  return r;
}

void
vik_editor_whole_finish (VikEditor *e, Record *r)
{
  if (vik_scenario_equal (r->before, e->sc))
    {
      record_free (r);
      return;
    }
  r->after = vik_scenario_copy (e->sc);
  push_record (e, r);
}

/* Changes one cell during a tool, noting its first "before". */
static void
change_cell (VikEditor *e, int h, const Cell *after)
{
  CellChange ch;

  for (guint i = 0; i < e->pending->len; i++)
    {
      CellChange *old = &g_array_index (e->pending, CellChange, i);
      if (old->hex == h)
        {
          old->after = *after;
          cell_set (e->sc, h, after);
          return;
        }
    }
  ch.hex = h;
  ch.before = cell_get (e->sc, h);
  ch.after = *after;
  g_array_append_val (e->pending, ch);
  cell_set (e->sc, h, after);
}

/* Adds the changes of `more` to those of a record: a hex already there keeps
 * its first `before` and takes the new `after`. */
static void
merge_cells (GArray *cells, const GArray *more)
{
  for (guint i = 0; i < more->len; i++)
    {
      const CellChange *ch = &g_array_index (more, CellChange, i);
      gboolean found = FALSE;
      for (guint j = 0; j < cells->len && !found; j++)
        {
          CellChange *old = &g_array_index (cells, CellChange, j);
          if (old->hex == ch->hex)
            {
              old->after = ch->after;
              found = TRUE;
            }
        }
      if (!found)
        g_array_append_val (cells, *ch);
    }
}

/* Ends a tool: keeps the cells that changed as one record (or adds them to
 * the record of the brush stroke under way). */
static gboolean
commit_cells (VikEditor *e)
{
  Record *r;

  for (guint i = 0; i < e->pending->len;)
    {
      CellChange *ch = &g_array_index (e->pending, CellChange, i);
      if (memcmp (&ch->before, &ch->after, sizeof (Cell)) == 0)
        g_array_remove_index_fast (e->pending, i);
      else
        i++;
    }
  if (e->pending->len == 0)
    return FALSE;
  if (e->stroke != NULL && e->undo->len > 0 && g_ptr_array_index (e->undo, e->undo->len - 1) == e->stroke)
    {
      merge_cells (e->stroke->cells, e->pending);
      g_array_set_size (e->pending, 0);
      g_ptr_array_set_size (e->redo, 0);
      return TRUE;
    }
  r = g_new0 (Record, 1);
  r->cells = e->pending;
  e->pending = g_array_new (FALSE, FALSE, sizeof (CellChange));
  push_record (e, r);
  if (e->in_stroke)
    e->stroke = r;
  return TRUE;
}

void
vik_editor_begin_stroke (VikEditor *e)
{
  e->in_stroke = TRUE;
  e->stroke = NULL;
}

void
vik_editor_end_stroke (VikEditor *e)
{
  e->in_stroke = FALSE;
  e->stroke = NULL;
}

/* ---------------------------------------------------------------- tools */

static gboolean
refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (GError **error, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, VIK_MAP_ERROR, VIK_MAP_ERROR_INVALID, message);
  g_free (message);
  return FALSE;
}

static int
brush (const VikBoard *board, int centre, int radius, int *out)
{
  int n = 0;

  for (int h = 0; h < board->n_hexes; h++)
    if (vik_board_distance (board, centre, h) <= radius)
      out[n++] = h;
  return n;
}

static void
set_terrain (VikEditor *e, int h, guint8 terrain)
{
  Cell c = cell_get (e->sc, h);

  /* The outer ring stays water (R1): painting skips it rather than refusing a brush. */
  if (vik_board_is_perimeter (e->sc->map->board, h) && terrain != VIK_TERRAIN_WATER)
    return;
  c.terrain = terrain;
  change_cell (e, h, &c);
}

static void
erase (VikEditor *e, int h)
{
  Cell c = cell_get (e->sc, h);

  memset (&c.pieces, 0, sizeof c.pieces);
  c.pieces.owner = VIK_NO_PLAYER;
  c.group = VIK_MAP_NO_GROUP;
  change_cell (e, h, &c);
}

static void
fill (VikEditor *e, int start, guint8 terrain)
{
  const VikBoard *board = e->sc->map->board;
  guint8 from = e->sc->map->terrain[start];
  g_autofree gint16 *stack = g_new (gint16, board->n_hexes);
  guint8 seen[VIK_MAX_HEXES] = { 0 };
  int n = 0;

  if (from == terrain)
    return;
  stack[n++] = start;
  seen[start] = 1;
  while (n > 0)
    {
      int h = stack[--n];
      set_terrain (e, h, terrain);
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = board->neighbors[h][d];
          if (nb != VIK_NO_HEX && !seen[nb] && e->sc->map->terrain[nb] == from)
            {
              seen[nb] = 1;
              stack[n++] = nb;
            }
        }
    }
}

static gboolean
toggle_group (VikEditor *e, int h, int player, GError **error)
{
  Cell c = cell_get (e->sc, h);

  if (c.group == player)
    c.group = VIK_MAP_NO_GROUP;
  else
    {
      if (vik_map_group_size (e->sc->map, player) >= 8)
        return refuse (error, _("Player %d's starting group already has 8 hexes (3.3)"), player + 1);
      c.group = player;
    }
  change_cell (e, h, &c);
  return TRUE;
}

static void
place_site (VikEditor *e, int h, int player, VikSite site, gboolean capital)
{
  Cell c = cell_get (e->sc, h);

  if (capital)
    {
      /* One Capital a player [15.0]: the old one becomes an ordinary site. */
      for (int o = 0; o < e->sc->map->board->n_hexes; o++)
        if (o != h && e->sc->hexes[o].capital && e->sc->hexes[o].owner == player)
          {
            Cell oc = cell_get (e->sc, o);
            oc.pieces.capital = 0;
            change_cell (e, o, &oc);
          }
      if (c.pieces.site == VIK_SITE_NONE || c.pieces.owner != player)
        c.pieces.site = VIK_SITE_TOWN;
      c.pieces.capital = 1;
    }
  else
    {
      if (c.pieces.owner != player)
        c.pieces.capital = 0;
      c.pieces.site = site;
    }
  c.pieces.owner = player;
  change_cell (e, h, &c);
}

static gboolean
add_unit (VikEditor *e, int h, int player, VikUnitType type, GError **error)
{
  Cell c = cell_get (e->sc, h);
  guint8 *slot = &c.pieces.units[player][type];

  /* A land unit on water goes aboard the player's Frigate there [10.4]. */
  if (type != VIK_UNIT_FRIGATE && c.terrain == VIK_TERRAIN_WATER && c.pieces.units[player][VIK_UNIT_FRIGATE] > 0)
    slot = &c.pieces.cargo[player][type];
  if (*slot == 255)
    return refuse (error, _("%s: no room for more units of that kind"), vik_board_label (e->sc->map->board, h));
  (*slot)++;
  change_cell (e, h, &c);
  return TRUE;
}

gboolean
vik_editor_apply_tool (VikEditor *e, const VikToolSettings *s, int hex, GError **error)
{
  const VikBoard *board = e->sc->map->board;
  int images[6], n_images = 1;
  g_autofree int *hexes = NULL;
  gboolean ok = TRUE;

  if (hex < 0 || hex >= board->n_hexes)
    return refuse (error, _("There is no such hex on this board"));
  if (s->tool >= VIK_N_TOOLS)
    return refuse (error, _("Unknown tool"));
  if (s->tool >= VIK_TOOL_START_GROUP && s->tool <= VIK_TOOL_UNIT
      && (s->player < 0 || s->player >= VIK_MAX_PLAYERS
          || s->player >= (s->tool == VIK_TOOL_START_GROUP ? e->sc->map->n_groups : e->sc->n_players)))
    return refuse (error, _("Player %d is not in the game"), s->player + 1);
  if ((s->tool == VIK_TOOL_PAINT || s->tool == VIK_TOOL_FILL) && s->terrain >= VIK_N_TERRAINS)
    return refuse (error, _("Unknown terrain"));
  if ((s->tool == VIK_TOOL_PAINT || s->tool == VIK_TOOL_FILL || s->tool == VIK_TOOL_FACE_DOWN)
      && vik_board_is_perimeter (board, hex) && s->terrain != VIK_TERRAIN_WATER)
    return refuse (error, _("%s: the outer ring is always face-up water (R1)"), vik_board_label (board, hex));
  if (s->tool == VIK_TOOL_UNIT && s->unit >= VIK_N_UNIT_TYPES)
    return refuse (error, _("Unknown unit"));

  if (s->tool == VIK_TOOL_PAINT || s->tool == VIK_TOOL_FILL || s->tool == VIK_TOOL_FACE_DOWN
      || s->tool == VIK_TOOL_ERASE)
    n_images = vik_symmetry_images (board, s->symmetry, hex, images);
  else
    images[0] = hex;

  hexes = g_new (int, board->n_hexes);
  for (int i = 0; ok && i < n_images; i++)
    {
      int n;
      switch (s->tool)
        {
        case VIK_TOOL_PAINT:
        case VIK_TOOL_FACE_DOWN:
        case VIK_TOOL_ERASE:
          n = brush (board, images[i], MAX (s->radius, 0), hexes);
          for (int j = 0; j < n; j++)
            if (s->tool == VIK_TOOL_ERASE)
              erase (e, hexes[j]);
            else
              set_terrain (e, hexes[j], s->tool == VIK_TOOL_PAINT ? s->terrain : VIK_MAP_FACE_DOWN);
          break;
        case VIK_TOOL_FILL:
          fill (e, images[i], s->terrain);
          break;
        case VIK_TOOL_START_GROUP:
          ok = toggle_group (e, hex, s->player, error);
          break;
        case VIK_TOOL_TOWN:
        case VIK_TOOL_CITY:
        case VIK_TOOL_CAPITAL:
          place_site (e, hex, s->player, s->tool == VIK_TOOL_CITY ? VIK_SITE_CITY : VIK_SITE_TOWN,
                      s->tool == VIK_TOOL_CAPITAL);
          break;
        case VIK_TOOL_UNIT:
          ok = add_unit (e, hex, s->player, s->unit, error);
          break;
        default:
          break;
        }
    }
  if (!ok)
    {
      /* Put back whatever the refused tool changed. */
      for (guint i = 0; i < e->pending->len; i++)
        {
          CellChange *ch = &g_array_index (e->pending, CellChange, i);
          cell_set (e->sc, ch->hex, &ch->before);
        }
      g_array_set_size (e->pending, 0);
      return FALSE;
    }
  return commit_cells (e);
}

VikScenario *
vik_editor_scenario (VikEditor *e)
{
  return e->sc;
}

/* ---------------------------------------------------------------- undo and redo */

static void
replace_scenario (VikEditor *e, const VikScenario *with)
{
  vik_scenario_free (e->sc);
  e->sc = vik_scenario_copy (with);
}

gboolean
vik_editor_can_undo (const VikEditor *e)
{
  return e->undo->len > 0;
}

gboolean
vik_editor_can_redo (const VikEditor *e)
{
  return e->redo->len > 0;
}

gboolean
vik_editor_undo (VikEditor *e)
{
  Record *r;

  if (e->undo->len == 0)
    return FALSE;
  r = g_ptr_array_steal_index (e->undo, e->undo->len - 1);
  if (r->cells != NULL)
    for (guint i = r->cells->len; i-- > 0;)
      {
        CellChange *ch = &g_array_index (r->cells, CellChange, i);
        cell_set (e->sc, ch->hex, &ch->before);
      }
  else
    replace_scenario (e, r->before);
  g_ptr_array_add (e->redo, r);
  e->serial--;
  return TRUE;
}

gboolean
vik_editor_redo (VikEditor *e)
{
  Record *r;

  if (e->redo->len == 0)
    return FALSE;
  r = g_ptr_array_steal_index (e->redo, e->redo->len - 1);
  if (r->cells != NULL)
    for (guint i = 0; i < r->cells->len; i++)
      {
        CellChange *ch = &g_array_index (r->cells, CellChange, i);
        cell_set (e->sc, ch->hex, &ch->after);
      }
  else
    replace_scenario (e, r->after);
  g_ptr_array_add (e->undo, r);
  e->serial++;
  return TRUE;
}

gboolean
vik_editor_is_modified (const VikEditor *e)
{
  return e->serial != e->saved_serial;
}

void
vik_editor_mark_saved (VikEditor *e)
{
  e->saved_serial = e->serial;
}

GPtrArray *
vik_editor_validate (const VikEditor *e)
{
  GPtrArray *problems = vik_problems_new ();

  vik_scenario_validate (e->sc, problems);
  return problems;
}
