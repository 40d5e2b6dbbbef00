/* vik-map.h: map files for the editor and scenarios (docs/map-format.md).
 *
 * A map is a board radius, the terrain of every hex (or face down, drawn from
 * the pile), the starting groups in player order, the composition of the draw
 * pile for the face-down hexes, and a title, author and description.  It is
 * kept flat (one value per hex) so the editor can record and undo edits hex by
 * hex; the files list it in readable rows.
 *
 * Loading checks the form of the file (GError naming the file, group and key,
 * never a crash); vik_map_validate() checks the contents against the rules and
 * lists every problem, errors apart from warnings. */
#pragma once

#include "vik-board.h"

G_BEGIN_DECLS

#define VIK_MAP_FORMAT_VERSION 1
/* The terrain value of a hex left face down, drawn from the pile ('?'). */
#define VIK_MAP_FACE_DOWN 0xff
#define VIK_MAP_NO_GROUP (-1)

#define VIK_MAP_ERROR (vik_map_error_quark ())
GQuark vik_map_error_quark (void);

typedef enum {
  VIK_MAP_ERROR_INVALID,   /* a value is missing, malformed or out of range */
  VIK_MAP_ERROR_VERSION,   /* written by a newer version of the program */
  VIK_MAP_ERROR_RULES,     /* the contents break the rules: every problem is listed */
} VikMapError;

/* ---------------------------------------------------------------- problems */

typedef enum {
  VIK_PROBLEM_ERROR,       /* the file would not play */
  VIK_PROBLEM_WARNING,     /* unusual but legal */
} VikProblemSeverity;

typedef struct {
  VikProblemSeverity severity;
  int hex;                 /* the hex it concerns, or VIK_NO_HEX */
  int player;              /* the player it concerns, or VIK_NO_PLAYER */
  char *rule;              /* the rule case or ruling: "8.2.1", "R2" */
  char *message;           /* for people; names the hex label and cites the rule */
} VikProblem;

void     vik_problem_free      (VikProblem *problem);
/* A new GPtrArray of VikProblem that frees its elements. */
GPtrArray *vik_problems_new    (void);
/* Appends a problem to problems (a vik_problems_new() array). */
void     vik_problems_add      (GPtrArray *problems, VikProblemSeverity severity, int hex,
                                int player, const char *rule, const char *format, ...)
                                G_GNUC_PRINTF (6, 7);
int      vik_problems_count    (GPtrArray *problems, VikProblemSeverity severity);
/* Sets error (domain VIK_MAP_ERROR, code VIK_MAP_ERROR_RULES) to "name: " and
 * every error of problems, one a line; FALSE when there are errors. */
gboolean vik_problems_to_error (GPtrArray *problems, const char *name, GError **error);

/* ---------------------------------------------------------------- maps */

typedef struct {
  VikBoard *board;                  /* of `radius`; owned */
  char *title;
  char *author;
  char *description;
  guint8 terrain[VIK_MAX_HEXES];    /* VikTerrain or VIK_MAP_FACE_DOWN */
  gint8 group[VIK_MAX_HEXES];       /* the start group (player, from 0) holding the hex, or -1 */
  int n_groups;                     /* start groups, one per player seat (2-8) */
  gboolean pile_set;                /* FALSE: the default pile of R3 for the face-down hexes */
  guint16 pile[VIK_N_TERRAINS];     /* tiles of each terrain, when pile_set */
  GPtrArray *load_problems;         /* found while loading (hexes off the board...) */
} VikMap;

/* A map of `radius` (2-9): perimeter water, the interior face down, and the
 * default starting groups of R2 for n_groups players when the board holds them. */
VikMap   *vik_map_new            (int radius, int n_groups);
VikMap   *vik_map_copy           (const VikMap *map);
void      vik_map_free           (VikMap *map);
/* Same contents (the load problems are not compared). */
gboolean  vik_map_equal          (const VikMap *a, const VikMap *b);

int       vik_map_radius         (const VikMap *map);
int       vik_map_face_down_count (const VikMap *map);
/* The pile's tiles of each terrain: the map's own or the default of R3. */
void      vik_map_pile_counts    (const VikMap *map, guint counts[VIK_N_TERRAINS]);
/* The default of R3 for n face-down hexes: n + max(6, n/10) tiles, 30% water. */
void      vik_map_default_pile   (int n_face_down, guint counts[VIK_N_TERRAINS]);
/* The hexes of start group `group`, in board order; returns the count (at most 8 kept). */
int       vik_map_group_hexes    (const VikMap *map, int group, gint16 hexes[8]);
int       vik_map_group_size     (const VikMap *map, int group);

/* '?' for face down, else the terrain letter. */
char      vik_map_terrain_char   (guint8 terrain);

/* Every problem of the map against the rules, appended to problems. */
void      vik_map_validate       (const VikMap *map, GPtrArray *problems);
/* The map against an edition's book (docs/editions.md): its player counts and,
 * for the original VIKTORY, its boards (radius 4 to 6, 61 to 127 hexes). */
void      vik_map_validate_edition (const VikMap *map, int edition, GPtrArray *problems);

/* Files.  `name` is used in messages (a file name or "<data>").  Saving is
 * atomic and reading bounded (src/common/vik-file-io.h). */
#define VIK_MAP_MAX_FILE_BYTES (1u << 20)   /* the largest map file read */
VikMap   *vik_map_load_from_data (const char *data, gsize length, const char *name, GError **error);
VikMap   *vik_map_load           (const char *path, GError **error);
char     *vik_map_save_to_data   (const VikMap *map, gsize *length);
gboolean  vik_map_save           (const VikMap *map, const char *path, GError **error);

/* A hex label on some board: a letter and a number.  Text that is not even
 * label-shaped is a format error; a label this board does not hold is a rule
 * problem (off the board), reported with the others by validation. */
gboolean  vik_map_label_shaped   (const char *text);

/* For vik-scenario.c: the map's groups written into kf, and read back from kf
 * (the groups [Map], [Terrain], [StartGroups] and [Pile]). */
void      vik_map_write_keyfile  (const VikMap *map, GKeyFile *kf);
VikMap   *vik_map_read_keyfile   (GKeyFile *kf, const char *name, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikMap, vik_map_free)

G_END_DECLS
