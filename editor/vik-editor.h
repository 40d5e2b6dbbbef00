/* vik-editor.h: the map and scenario editor's model, without GTK.
 *
 * A VikEditor holds one scenario (a map-only document is a scenario whose
 * pieces stay empty) and changes it only through tools and setters, each of
 * which records what changed so it can be undone and redone.  The window
 * (later) draws the scenario, turns clicks into vik_editor_apply_tool() and
 * menu items into the other calls; everything here is tested without a display. */
#pragma once

#include "vik-scenario.h"

G_BEGIN_DECLS

typedef enum {
  VIK_TOOL_PAINT,        /* paint `terrain` with a brush of `radius` */
  VIK_TOOL_FILL,         /* fill the connected area of the clicked hex's terrain with `terrain` */
  VIK_TOOL_FACE_DOWN,    /* mark hexes face down (drawn from the pile), with the brush */
  VIK_TOOL_START_GROUP,  /* add the hex to `player`'s starting group, or take it out */
  VIK_TOOL_TOWN,         /* a Town of `player` */
  VIK_TOOL_CITY,         /* a City of `player` */
  VIK_TOOL_CAPITAL,      /* `player`'s Capital (a Town first where there is no site) */
  VIK_TOOL_UNIT,         /* one `unit` of `player`; a land unit on water boards his Frigate */
  VIK_TOOL_ERASE,        /* Towns, Cities, units, cargo and start-group marks, with the brush */
  VIK_N_TOOLS
} VikTool;

typedef enum {
  VIK_SYMMETRY_NONE,
  VIK_SYMMETRY_ROTATE_2,  /* half turns about the centre */
  VIK_SYMMETRY_ROTATE_3,  /* third turns */
  VIK_SYMMETRY_ROTATE_6,  /* sixth turns */
  VIK_SYMMETRY_MIRROR,    /* across the north-south axis */
  VIK_N_SYMMETRIES
} VikSymmetry;

typedef struct {
  VikTool tool;
  guint8 terrain;         /* VikTerrain for PAINT and FILL */
  int radius;             /* brush radius: 0 is one hex */
  int player;             /* from 0 */
  VikUnitType unit;
  VikSymmetry symmetry;   /* for PAINT, FILL, FACE_DOWN and ERASE */
} VikToolSettings;

typedef struct {
  const char *id;         /* stable: "paint" */
  const char *name;       /* N_(): translate with _() */
  char key;               /* keyboard shortcut, a lower-case letter */
} VikToolInfo;

const VikToolInfo *vik_tool_info (VikTool tool);
/* The tool whose shortcut is key, or VIK_N_TOOLS. */
VikTool  vik_tool_for_key        (char key);
const char *vik_symmetry_id      (VikSymmetry symmetry);

/* The images of hex under the symmetry (hex itself first, no repeats);
 * fills out (room for 6) and returns the count. */
int      vik_symmetry_images     (const VikBoard *board, VikSymmetry symmetry, int hex, int out[6]);

typedef struct _VikEditor VikEditor;

/* Takes ownership of scenario. */
VikEditor  *vik_editor_new            (VikScenario *scenario);
/* A new map of radius for n players, as a document. */
VikEditor  *vik_editor_new_blank      (int radius, int n_players);
void        vik_editor_free           (VikEditor *editor);
const VikScenario *vik_editor_get_scenario (const VikEditor *editor);
const VikMap *vik_editor_get_map      (const VikEditor *editor);

/* Applies a tool at hex; TRUE when something changed (one undo step).
 * Refuses (FALSE, error set) a hex off the board, a player not in the game,
 * land on the outer ring (R1) or a ninth hex in a starting group. */
gboolean    vik_editor_apply_tool     (VikEditor *editor, const VikToolSettings *settings,
                                       int hex, GError **error);

/* A drag of the brush: the edits between begin and end make one undo step. */
void        vik_editor_begin_stroke   (VikEditor *editor);
void        vik_editor_end_stroke     (VikEditor *editor);

/* Setters, each one undo step. */
void        vik_editor_set_title      (VikEditor *editor, const char *title);
void        vik_editor_set_author     (VikEditor *editor, const char *author);
void        vik_editor_set_description (VikEditor *editor, const char *description);
void        vik_editor_set_pile       (VikEditor *editor, gboolean set, const guint counts[VIK_N_TERRAINS]);
void        vik_editor_set_player     (VikEditor *editor, int player, const char *name, const char *colour);
/* Players 2-8; the map's seats grow with them. */
void        vik_editor_set_n_players  (VikEditor *editor, int n_players);
void        vik_editor_set_start      (VikEditor *editor, VikPhase phase, int first_player, int turn);
void        vik_editor_set_victory    (VikEditor *editor, guint victory);
/* The rule options (an edition with overrides), one undo step. */
void        vik_editor_set_rules      (VikEditor *editor, const VikRuleset *rules);
/* The rule book the scenario is for (docs/editions.md), one undo step: the
 * rules become that edition's table, keeping the optional rules and victory
 * conditions its book has (Standard Conquest when none is left).  Validation
 * then checks the map against it: its players, board sizes and cases. */
void        vik_editor_set_edition    (VikEditor *editor, VikEdition edition);
/* Replaces the map (e.g. a generated one), taking ownership; pieces off the new board go. */
void        vik_editor_set_map        (VikEditor *editor, VikMap *map);

gboolean    vik_editor_can_undo       (const VikEditor *editor);
gboolean    vik_editor_can_redo       (const VikEditor *editor);
gboolean    vik_editor_undo           (VikEditor *editor);
gboolean    vik_editor_redo           (VikEditor *editor);
/* Changed since the last vik_editor_mark_saved() (undoing back to it counts as unchanged). */
gboolean    vik_editor_is_modified    (const VikEditor *editor);
void        vik_editor_mark_saved     (VikEditor *editor);

/* Validation on demand: a new array of VikProblem (vik-map.h). */
GPtrArray  *vik_editor_validate       (const VikEditor *editor);

G_END_DECLS
