/* vic-action.h: one action of a Victory player, and its notation both ways
 * (docs/victory-notation.md).
 *
 * Actions are small value structs (at most 16 bytes, checked at compile time):
 * blocks by their index in the game (shown as type and the owner's number for
 * that type, "IN3"), hexes by index (shown as labels, "e5").  Parsing needs the
 * game: "IN3" means the deciding player's Infantry number 3. */
#pragma once

#include "vic-types.h"

G_BEGIN_DECLS

typedef enum {
  VIC_ACTION_END,        /* end: finish one's part of the phase */
  VIC_ACTION_DEPLOY,     /* deploy IN3 e5: a block of the starting forces into a City or Town (1.4) */
  VIC_ACTION_BUY,        /* buy IN 4 e5: custom forces (10.2): `unit` at `steps` in hex */
  VIC_ACTION_MOVE,       /* move IN3 e5-f6: one hex of a normal move (5.0) */
  VIC_ACTION_STRATEGIC,  /* sm IN3 e5-f6: one hex of a Strategic Move (5.9) */
  VIC_ACTION_FLY,        /* fly AB1 e5-f6: one hex of an Airborne unit's air move (6.6) */
  VIC_ACTION_STOP,       /* stop: the moving block ends its move */
  VIC_ACTION_BATTLE,     /* battle e5: fight the battle in e5 next, or activate a blockade (6.1) (6.8) */
  VIC_ACTION_GROUNDED,   /* grounded FA2: an air unit that does not fight (5.52) */
  VIC_ACTION_FIRE,       /* fire AR2 G: fire at a target group (6.4) (6.42) */
  VIC_ACTION_PASS,       /* pass AR2 (6.31) */
  VIC_ACTION_RETREAT,    /* retreat AR2 f6 (6.5) */
  VIC_ACTION_DROP,       /* drop AB1: paradrop in the first combat turn (6.6) */
  VIC_ACTION_LAND,       /* land MA1: an amphibious landing in a battle (6.7) */
  VIC_ACTION_HIT,        /* hit IN3: the owner's choice among equally strong units (6.46) */
  VIC_ACTION_BASE,       /* base FA1 e5: an air unit lands after its battle (5.51) */
  VIC_ACTION_BLOCKADE,   /* blockade BB1: stay as a blockade instead of retreating (6.8) */
  VIC_ACTION_REGROUP,    /* regroup AR2 f6: the victor regroups (6.5 optional) */
  VIC_ACTION_STRIKE,     /* strike DB1 e5-e6 / strike DB1 e5: at a Bridge or Canal (9.5) */
  VIC_ACTION_BEACHHEAD,  /* beachhead MA1 (6.71) */
  VIC_ACTION_BUILD,      /* build IN e5: a new one-step block (8.2) */
  VIC_ACTION_ADD,        /* add IN3: one more step (8.2) */
  VIC_ACTION_MERGE,      /* merge IN3 IN5: IN5's steps into IN3 (8.21) */
  VIC_ACTION_SPLIT,      /* split IN3: one step off IN3 as a new block (8.21) */
  VIC_ACTION_DISBAND,    /* disband IN3 (8.22) */
  VIC_ACTION_CONVERT,    /* convert RE1: a Resource block into PP (4.3) */
  VIC_ACTION_AIRFIELD,   /* airfield EN1: build or enlarge an Airfield (9.6) */
  VIC_ACTION_MULBERRY,   /* mulberry EN1 (9.7) */
  VIC_ACTION_REPAIR,     /* repair EN1 e5-e6 / repair EN1 e5: a Bridge or Canal (9.5) */
  VIC_ACTION_EXCHANGE,   /* exchange AF1 NF: a 0 PP Factory for another type (9.1) */
  VIC_N_ACTION_KINDS
} VicActionKind;

/* VicAction.flags */
enum {
  VIC_ACT_JOIN_DEFENDER = 1 << 0, /* MOVE into a battle of others: join its defender (2.0) */
  VIC_ACT_STRUCTURE     = 1 << 1, /* FIRE at the hex's Airfield or Mulberry (9.6) (9.7) */
};

struct _VicAction {
  guint8 kind;      /* VicActionKind */
  guint8 group;     /* FIRE: target group (VicClass); BUY/BUILD: unit type; EXCHANGE: new type */
  guint8 steps;     /* BUY: steps */
  guint8 flags;     /* VIC_ACT_* */
  gint16 block;     /* the acting block, or VIC_NO_BLOCK */
  gint16 block2;    /* MERGE: the block merged in; else VIC_NO_BLOCK */
  gint16 hex;       /* destination / place, or VIC_NO_HEX */
  gint16 hex2;      /* where a moving block comes from (MOVE, SM, FLY, RETREAT, REGROUP, BASE);
                     * the other end of a hexside (STRIKE, REPAIR); or VIC_NO_HEX */
};

/* A zeroed action of the given kind with no blocks and no hexes. */
static inline VicAction
vic_action_make (VicActionKind kind)
{
  VicAction a = { (guint8) kind, 0, 0, 0, VIC_NO_BLOCK, VIC_NO_BLOCK, VIC_NO_HEX, VIC_NO_HEX };
  return a;
}

gboolean  vic_action_equal (const VicAction *a, const VicAction *b);

/* The notation.  Blocks are named as their owner knows them ("IN3"). */
char     *vic_action_to_string (const VicGame *game, const VicAction *action);
gboolean  vic_action_parse     (const VicGame *game, const char *text, VicAction *out, GError **error);
/* The same with blocks by index ("move #12 e5-f6"): what saves and logs keep,
 * readable whatever happens to the blocks later; vic_action_parse reads it. */
char     *vic_action_to_raw_string (const VicGame *game, const VicAction *action);
/* The canonical name of a block: type id and the owner's number ("IN3"). */
char     *vic_block_name       (const VicGame *game, int block);
/* Finds the decider's block named by text ("IN3"): VIC_NO_BLOCK when none. */
int       vic_block_lookup     (const VicGame *game, int player, const char *text);

G_END_DECLS
