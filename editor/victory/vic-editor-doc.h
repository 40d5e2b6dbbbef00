/* vic-editor-doc.h: the editor's Victory document, without GTK.
 *
 * A VicEditorDoc holds one Victory map (a `.vicmap`: a tile or a layout) or
 * one scenario (a `.vicscn`, whose map is either embedded or a map file next
 * to it) and changes the map only through tools, each application one undo
 * step (a brush stroke between begin and end is one step too), as the
 * VIKTORY II editor does (vik-editor.h).  The window turns clicks into
 * vic_editor_doc_apply(); everything here is tested without a display
 * (tests/test-vic-editor.c). */
#pragma once

#include "vic-map.h"
#include "vik-editor.h"   /* VikSymmetry */

G_BEGIN_DECLS

typedef enum {
  VIC_TOOL_TERRAIN,   /* paint `terrain` with a brush of `radius` */
  VIC_TOOL_SIDE,      /* the hexside (hex, dir) gets `side` (3.1, 3.3) */
  VIC_TOOL_CITY,      /* a City of `pp` PP named `name` (3.2) */
  VIC_TOOL_TOWN,      /* a Town named `name` */
  VIC_TOOL_HALF,      /* a half-hex at a map's edge (3.0) */
  VIC_TOOL_TILE,      /* the hex belongs to map tile `tile` (1.1), with the brush */
  VIC_TOOL_ERASE,     /* the City, Town and features of the hex, with the brush */
  VIC_N_TOOLS
} VicTool;

typedef enum {
  VIC_SIDE_KIND_RIVER,
  VIC_SIDE_KIND_BRIDGE,   /* a River with a Road (3.1) */
  VIC_SIDE_KIND_ALPINE,
  VIC_SIDE_KIND_ROAD,
  VIC_SIDE_KIND_SHOAL,
  VIC_SIDE_KIND_SEA,      /* a strait between two land hexes */
  VIC_SIDE_KIND_CLEAR,    /* none of these */
  VIC_N_SIDE_KINDS
} VicSideKind;

typedef struct {
  VicTool tool;
  VicTerrain terrain;
  int radius;             /* 0: one hex */
  VicSideKind side;
  int pp;                 /* 1-9 */
  const char *name;       /* a City's or Town's, or NULL */
  int tile;               /* from 0 */
  VikSymmetry symmetry;   /* NONE, ROTATE_2 or MIRROR (a map is a rectangle) */
} VicToolSettings;

typedef struct {
  const char *id;         /* stable: "terrain", "side" ... */
  const char *name;       /* N_(): translate with _() */
  char key;               /* keyboard shortcut */
} VicToolInfo;

const VicToolInfo *vic_tool_info      (VicTool tool);
const char        *vic_side_kind_id   (VicSideKind kind);
const char        *vic_side_kind_name (VicSideKind kind);   /* N_() */
/* The images of hex under the symmetry, hex first, no repeats; returns the count (at most 2). */
int                vic_symmetry_images (const VicMap *map, VikSymmetry symmetry, int hex, int out[2]);

typedef struct _VicEditorDoc VicEditorDoc;

/* A blank map: columns x rows of Clear terrain on one tile. */
VicEditorDoc *vic_editor_doc_new       (int columns, int rows);
/* A blank map tile shaped like the bundled ones: 13 columns, 10 rows (the
 * odd columns 9), half-hexes along the edges, so that it joins them (1.1). */
VicEditorDoc *vic_editor_doc_new_tile  (void);
/* Opens a `.vicmap` or a `.vicscn` (told by its [Scenario] group). */
VicEditorDoc *vic_editor_doc_open      (const char *path, GError **error);
void          vic_editor_doc_free      (VicEditorDoc *doc);
const VicMap *vic_editor_doc_get_map   (const VicEditorDoc *doc);
gboolean      vic_editor_doc_is_scenario (const VicEditorDoc *doc);
/* The scenario's key file (NULL for a map): its groups other than the map's. */
GKeyFile     *vic_editor_doc_get_scenario (const VicEditorDoc *doc);
/* Saves atomically: a map, or a scenario (with its map embedded, or, when it
 * names a map file, that file next to it too).  A `.vicmap` path saves the
 * map alone. */
gboolean      vic_editor_doc_save      (VicEditorDoc *doc, const char *path, GError **error);

/* Applies a tool at hex (and, for the side tool, direction dir); TRUE when
 * something changed (one undo step).  FALSE with an error for a hex off the
 * map, a City or Town at sea (3.2), a PP value out of 1-9, a tile out of 1-8. */
gboolean      vic_editor_doc_apply     (VicEditorDoc *doc, const VicToolSettings *settings, int hex, int dir,
                                        GError **error);
void          vic_editor_doc_begin_stroke (VicEditorDoc *doc);
void          vic_editor_doc_end_stroke   (VicEditorDoc *doc);
/* The map's name and its tiles' names, one undo step. */
void          vic_editor_doc_set_name  (VicEditorDoc *doc, int tile, const char *name);
/* Places a tile (a `.vicmap`) with its first hex at (column, row) of the map
 * (negative: west or north of it; the map moves over), one undo step; FALSE
 * when the half-hexes where they overlap disagree or the layout is too big.
 * The seam's problems are then in vic_editor_doc_problems(). */
gboolean      vic_editor_doc_join      (VicEditorDoc *doc, const VicMap *tile, int column, int row,
                                        GError **error);

/* A map document becomes a scenario on it (Quick Start's values: 10.1), one
 * undo step; nothing for a scenario. */
void          vic_editor_doc_make_scenario (VicEditorDoc *doc);
/* Sets a key of the scenario (docs/victory-file-format.md: [Scenario] Name,
 * Preset, Players, TurnLimit; [PlayerN] Tiles, Forces, Units, PP, WinPP,
 * HomeBonus, Name), NULL or "" removing it; one undo step.  Refused (FALSE,
 * the loader's error naming group and key) when the scenario would not load
 * or start a game on this map. */
gboolean      vic_editor_doc_set_scenario_key (VicEditorDoc *doc, const char *group, const char *key,
                                               const char *value, GError **error);

/* Play this map: the game the document starts with `seed`, its scenario's
 * or, for a map, Quick Start's (10.1: two players, on tiles 1 and 2, or both
 * on a one-tile map, which 1.1 refuses).  NULL with an error listing the
 * map's problems (vic_editor_doc_problems) when it has any, else the
 * loader's or the engine's error (citing the case). */
VicGame      *vic_editor_doc_new_game  (const VicEditorDoc *doc, guint64 seed, GError **error);
/* The same, and who plays each side (seats[VIC_MAX_PLAYERS]: -1 a person, or
 * a computer level 0-2, from the scenario's [PlayerN] Computer). */
VicGame      *vic_editor_doc_new_game_seated (const VicEditorDoc *doc, guint64 seed, int *seats, GError **error);

gboolean      vic_editor_doc_can_undo  (const VicEditorDoc *doc);
gboolean      vic_editor_doc_can_redo  (const VicEditorDoc *doc);
gboolean      vic_editor_doc_undo      (VicEditorDoc *doc);
gboolean      vic_editor_doc_redo      (VicEditorDoc *doc);
gboolean      vic_editor_doc_is_modified (const VicEditorDoc *doc);

/* The map's problems: the book's map rules (vic_map_problems) and the seams
 * (vic_layout_seam_problems), a GPtrArray of VicMapProblem (vic-map.h): each
 * its hex (VIC_NO_HEX for a whole tile's) and one translated line citing the
 * case.  Every one is an error: a map with any does not play. */
GPtrArray    *vic_editor_doc_problems  (const VicEditorDoc *doc);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VicEditorDoc, vic_editor_doc_free)

G_END_DECLS
