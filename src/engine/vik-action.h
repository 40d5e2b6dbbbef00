/* vik-action.h: one player action, and its text form (the notation, docs/notation.md).
 *
 * Actions are small value structs.  The text form works both ways and is what the
 * log, saves, replays, the command-line tool and the tests use:
 *
 *   I c4-d5      move an Infantry one hex, or along a road/ferry [10.13]
 *   F2 c4-d5     move the player's Frigate number 2
 *   I c4-F2      embark an Infantry onto Frigate 2 [10.42]
 *   I F2-d5      disembark an Infantry from Frigate 2 [10.46]
 *   stop         finish the moving unit's movement [10.0]
 *   capital d5   build the Capital [4.0]      town d5   build a Town [8.2]
 *   city d5      upgrade a Town [8.2.3]       place I d5 / place F d6   [14.0]
 *   disband I d5 / disband F2                 redeployment [13.5]
 *   d5=M         put a drawn Mountain tile at d5 [7.0]
 *   putback      put a water tile back and draw land (R4)   keep   keep the tiles
 *   end          end the current phase
 *
 * Combat (rules engine 2):
 *   A c4xd5 / F2xd5   bombard hex d5 [12.0]       battle d5   fight the battle in d5 [13.0]
 *   hit I / hit F2    choose a casualty [11.1]    fight       fight another round [13.3] 3
 *   retreat I d5-c4 / retreat I d5-F2             retreat a unit [13.3] 3
 *   eliminate I / eliminate I d5 / eliminate F2   the economic adjustment [11.3]
 *   concede                                       [5.1]
 *   average 1                                     leave one pair of dice unrolled [16.4]
 *   relocate d5-e5                                move the Town or City at d5 to e5 [16.5]
 */
#pragma once

#include "vik-types.h"

G_BEGIN_DECLS

typedef enum {
  VIK_ACTION_END,        /* end the current phase */
  VIK_ACTION_STOP,       /* finish the moving unit [10.0] */
  VIK_ACTION_MOVE,       /* land step, road/ferry hop, or frigate step */
  VIK_ACTION_EMBARK,     /* land `unit` from `from` onto frigate `carrier` */
  VIK_ACTION_DISEMBARK,  /* land `unit` from frigate `carrier` into `to` */
  VIK_ACTION_CAPITAL,    /* build the Capital at `to` [4.0] */
  VIK_ACTION_TOWN,       /* build a Town at `to` [8.2] */
  VIK_ACTION_CITY,       /* upgrade the Town at `to` [8.2.3] */
  VIK_ACTION_PLACE,      /* place a Reserve unit at `to` [14.0] */
  VIK_ACTION_DISBAND,    /* return a unit at `from` (or frigate `label`) to the Reserve [13.5] */
  VIK_ACTION_TILE,       /* put a drawn tile of `terrain` at `to` [7.0] */
  VIK_ACTION_PUTBACK,    /* put a water tile back and draw land [4.0] [7.0] */
  VIK_ACTION_KEEP,       /* keep the drawn tiles as they are */
  VIK_ACTION_BOMBARD,    /* unit (A at `from`, or frigate `label`) bombards `to` [12.0] */
  VIK_ACTION_BATTLE,     /* fight the battle in `to` [13.0] */
  VIK_ACTION_HIT,        /* a casualty: `unit`, or frigate `label` of the player hit [11.1] */
  VIK_ACTION_FIGHT,      /* the attacker fights another round [13.3] 3 */
  VIK_ACTION_RETREAT,    /* `unit` (a frigate: `label`) retreats from `from` to hex `to`,
                          * or a land unit onto frigate `carrier` (to = VIK_NO_HEX) */
  VIK_ACTION_ELIMINATE,  /* economic adjustment [11.3]: `unit` from the Reserve (from = VIK_NO_HEX)
                          * or from hex `from`; a frigate by `label` */
  VIK_ACTION_CONCEDE,    /* [5.1] */
  VIK_ACTION_METROPOLIS, /* upgrade the City at `to` to a Metropolis [16.6] */
  VIK_ACTION_AVERAGE,    /* [16.4]: leave `label` pairs of the Fire Round's dice unrolled, one
                          * sure hit each (0: roll them all) */
  VIK_ACTION_RELOCATE,   /* [16.5]: the Town or City at `from` is rebuilt in the adjacent hex `to` */
  VIK_N_ACTION_KINDS
} VikActionKind;

struct _VikAction {
  guint8 kind;      /* VikActionKind */
  guint8 unit;      /* VikUnitType */
  guint8 label;     /* the acting frigate's number (F2 -> 2), 0 when none */
  guint8 carrier;   /* the frigate a land unit boards or leaves, 0 when none */
  guint8 terrain;   /* VikTerrain, for VIK_ACTION_TILE */
  guint8 reserved;  /* zero */
  gint16 from;      /* hex index or VIK_NO_HEX */
  gint16 to;        /* hex index or VIK_NO_HEX */
};

/* A zeroed action of the given kind with no hexes. */
VikAction vik_action_make    (VikActionKind kind);
gboolean  vik_action_equal   (const VikAction *a, const VikAction *b);

/* The notation: to text, and back (the board names the hexes).  Parsing
 * checks the form only; whether the action is legal is the game's question. */
char     *vik_action_to_string   (const VikAction *action, const VikBoard *board);
gboolean  vik_action_parse       (const char *text, const VikBoard *board,
                                  VikAction *action, GError **error);
/* A list of actions separated by ";" (the history of a save). */
char     *vik_action_list_to_string (const VikAction *actions, guint n, const VikBoard *board);
/* Appends the actions of a ";"-separated list to `out` (a GArray of VikAction);
 * empty items are skipped.  On error `out` is left as it was. */
gboolean  vik_action_list_parse  (const char *text, const VikBoard *board,
                                  GArray *out, GError **error);

/* Letters used by the notation and the text board. */
char      vik_unit_letter        (VikUnitType type);
char      vik_terrain_letter     (VikTerrain terrain);
gboolean  vik_unit_from_letter   (char c, VikUnitType *type);
gboolean  vik_terrain_from_letter (char c, VikTerrain *terrain);
const char *vik_unit_name        (VikUnitType type);     /* translated */
const char *vik_terrain_name     (VikTerrain terrain);   /* translated */
const char *vik_unit_id          (VikUnitType type);     /* stable: "infantry" */
const char *vik_terrain_id       (VikTerrain terrain);   /* stable: "plains" */

G_END_DECLS
