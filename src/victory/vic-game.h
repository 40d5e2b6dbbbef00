/* vic-game.h: the Victory rules engine's public API.
 *
 * A VicGame is one whole game of Columbia Games' *Victory*: the map (shared,
 * never changed), the blocks, hex control, the battle under way, the random
 * generator and the history.  It is a deterministic state machine: the same
 * seed and the same actions give the same game, bit for bit.
 *
 *   game = vic_game_new (&options, &error);
 *   while (!vic_game_is_over (game)) {
 *     vic_game_legal_actions (game, actions);     // of vic_game_get_decider()
 *     vic_game_apply (game, &chosen, &error);     // refused with a GError citing the case
 *   }
 *
 * Fog of war (Fog of War sidebar) is part of the state: each block knows which
 * players may see its type and strength; vic_game_copy_for_player() gives the
 * copy a player may see.  No global state. */
#pragma once

#include "vic-types.h"
#include "vic-action.h"
#include "vic-map.h"
#include "vic-ruleset.h"

G_BEGIN_DECLS

#define VIC_RULE_ERROR (vic_rule_error_quark ())
GQuark vic_rule_error_quark (void);

typedef enum {
  VIC_RULE_ERROR_ILLEGAL,     /* the rules forbid it; the message cites the case */
  VIC_RULE_ERROR_NOT_NOW,     /* not this phase or decision */
  VIC_RULE_ERROR_OPTIONS,     /* bad game options */
  VIC_RULE_ERROR_PARSE,       /* notation that names no action */
} VicRuleError;

/* What the decider is asked now. */
typedef enum {
  VIC_DECISION_DEPLOY,        /* (1.4) */
  VIC_DECISION_MOVE,          /* (5.0) the player's move */
  VIC_DECISION_CHOOSE_BATTLE, /* (6.1) which battle next, or a blockade to activate (6.8) */
  VIC_DECISION_GROUNDED,      /* (5.52) which air units stay out of the battle */
  VIC_DECISION_COMBAT_TURN,   /* (6.31) fire, pass or retreat a block */
  VIC_DECISION_HIT,           /* (6.46) which of the strongest units takes the hit */
  VIC_DECISION_FINAL_RETREAT, /* (6.3) (6.5) the attacker retreats all, or blockades (6.8) */
  VIC_DECISION_FORCED_RETREAT,/* (6.5) defending Naval/Air retreat from enemy Ground units */
  VIC_DECISION_AIR_LANDING,   /* (5.51) air units land after the battle */
  VIC_DECISION_REGROUP,       /* (6.5) optional Regroups */
  VIC_DECISION_BEACHHEAD,     /* (6.71) */
  VIC_DECISION_PRODUCTION,    /* (8.0) */
  VIC_DECISION_NONE,          /* the game is over */
} VicDecision;

/* How the starting forces are given (10.1-10.4). */
typedef enum {
  VIC_FORCES_RANDOM,          /* n random units at full strength (10.1) */
  VIC_FORCES_CUSTOM,          /* PP to spend (10.2) */
} VicForces;

typedef struct {
  int n_players;                 /* 2-4 */
  guint64 seed;
  const VicMap *map;             /* NULL: the built-in two-tile map */
  const VicRuleset *rules;       /* NULL: the book's */
  const char *names[VIC_MAX_PLAYERS];
  guint8 home_tiles[VIC_MAX_PLAYERS];  /* bit sets of each player's map tiles; all 0: tile p for player p */
  VicForces forces[VIC_MAX_PLAYERS];
  int force_units[VIC_MAX_PLAYERS];    /* random units (10.1: 20) */
  int force_pp[VIC_MAX_PLAYERS];       /* custom PP (10.2: 80) */
  int win_pp[VIC_MAX_PLAYERS];         /* PP of Cities to control to win (10.0: 15 on 2 maps); 0: the default */
  int home_bonus[VIC_MAX_PLAYERS];     /* production bonus of the player's home Cities (10.3) */
  int turn_limit;                      /* (10.6): 0 for none */
  /* (10.4) each player's team: 0 alone; players with the same team 1-4 are
   * allies (never fight each other, win together).  All 0: everyone alone. */
  guint8 team[VIC_MAX_PLAYERS];
  /* (10.5) each side's General, Admiral, Air Marshal, Politician (VicRole
   * order, vic-commanders.h); all NULL or "": no commanders. */
  const char *commanders[VIC_MAX_PLAYERS][VIC_N_COMMANDERS];
  /* (10.1): the pool random forces are drawn from, counts by type; all 0: the default pool. */
  guint8 pool[VIC_N_UNIT_TYPES];
} VicGameOptions;

/* Sets the book's Quick Start (10.1) for n players on the built-in map. */
void              vic_game_options_quick_start (VicGameOptions *options, int n_players, guint64 seed);

/* What happened, for the log, the GUI and replays.  `visible` is the set of
 * players who may see it: a hidden build is shown to its owner only. */
typedef enum {
  VIC_EVENT_TURN_BEGAN,       /* value = game turn */
  VIC_EVENT_INITIATIVE,       /* player, dice[2]; value 1 for the winner (2.0) [1] */
  VIC_EVENT_PLAYER_TURN,      /* player, value = VicPhase */
  VIC_EVENT_PHASE_BEGAN,      /* value = VicPhase */
  VIC_EVENT_DEPLOYED,         /* player, block, hex */
  VIC_EVENT_MOVED,            /* player, block, hex -> hex2; value 1 strategic */
  VIC_EVENT_CONTROL,          /* player (new controller or -1), hex, value = old controller + 1 */
  VIC_EVENT_BATTLE_BEGAN,     /* player = attacker, hex */
  VIC_EVENT_REVEALED,         /* player, block */
  VIC_EVENT_ROUND,            /* hex, value = round */
  VIC_EVENT_FIRED,            /* player, block, value = target group, dice[], hits in hex2 */
  VIC_EVENT_PASSED,           /* player, block */
  VIC_EVENT_HIT,              /* player = owner, block, value = steps left (a half-hit: -1) */
  VIC_EVENT_ELIMINATED,       /* player = owner, block, hex, value: what it was and who had seen it
                               * (vic_event_eliminated; 0: not told) */
  VIC_EVENT_RETREATED,        /* player, block, hex -> hex2 */
  VIC_EVENT_LANDED,           /* player, block, hex (paradrop, invasion, air landing) */
  VIC_EVENT_BATTLE_ENDED,     /* player = winner (-1: none), hex */
  VIC_EVENT_BLOCKADE,         /* player, hex */
  VIC_EVENT_ATTRITION,        /* player, block, hex (7.1) */
  VIC_EVENT_BUILT,            /* player, block, hex; value = steps */
  VIC_EVENT_STORM,            /* hex (VIC_NO_HEX: blown off the map), dice[2] (9.4) */
  VIC_EVENT_STRUCTURE,        /* player, block (the striker), hex, hex2 (the Bridge's other end;
                               * VIC_NO_HEX: the Canal in hex), value = hits so far (9.5) */
  VIC_EVENT_GAME_OVER,        /* player = a winner, value = winners bit set */
  VIC_EVENT_AIRFIELD_HIT,     /* player, block (the firer), hex, value = hits so far; StructureHits or
                               * more: reduced to a Minor Airfield (9.6) */
  VIC_EVENT_MULBERRY_HIT,     /* player, block (the firer), hex, value = hits so far; StructureHits or
                               * more: destroyed (9.7) */
  VIC_EVENT_MULBERRY_LOST,    /* hex: the Storm landed on its Mulberry (9.4) */
  VIC_EVENT_AIRFIELD_BUILT,   /* player, block (the Engineer), hex, value = 1 Minor, 2 Major (9.6) */
  VIC_EVENT_MULBERRY_BUILT,   /* player, block (the Engineer), hex (9.7) */
  VIC_EVENT_REPAIRED,         /* player, block (the Engineer), hex, hex2 (the Bridge's other end;
                               * VIC_NO_HEX: the Canal in hex) (9.5) */
  VIC_N_EVENT_KINDS
} VicEventKind;

struct _VicEvent {
  guint8 kind;
  gint8 player;
  guint8 visible;    /* bit set of players */
  guint8 n_dice;
  gint16 block;
  gint16 hex;
  gint16 hex2;
  gint16 value;
  guint8 dice[8];
};

VicGame          *vic_game_new            (const VicGameOptions *options, GError **error);
VicGame          *vic_game_copy           (const VicGame *game);
void              vic_game_copy_into      (VicGame *dest, const VicGame *src);
gboolean          vic_game_equal          (const VicGame *a, const VicGame *b);
void              vic_game_free           (VicGame *game);

const VicMap     *vic_game_get_map        (const VicGame *game);
const VicRuleset *vic_game_get_rules      (const VicGame *game);
int               vic_game_get_n_players  (const VicGame *game);
const char       *vic_game_get_player_name (const VicGame *game, int player);
guint64           vic_game_get_seed       (const VicGame *game);
VicPhase          vic_game_get_phase      (const VicGame *game);
int               vic_game_get_turn       (const VicGame *game);
/* The last Game Turn of a time limit (10.6); 0: none. */
int               vic_game_get_turn_limit (const VicGame *game);
/* Player 1, 2, ... of this game turn (2.0): order[0] won the initiative. */
int               vic_game_get_order      (const VicGame *game, int index);
int               vic_game_get_current_player (const VicGame *game);
int               vic_game_get_decider    (const VicGame *game);   /* -1 when over */
/* The block in the middle of its move (5.0), or VIC_NO_BLOCK. */
int               vic_game_active_block   (const VicGame *game);
/* How many more steps the block may take (5.0): in the move under way for
 * the active block, its normal move's range for one yet to move, 0 for one
 * that has moved or cannot be moved. */
int               vic_game_block_steps_left (const VicGame *game, int block);
VicDecision       vic_game_get_decision   (const VicGame *game);
gboolean          vic_game_is_over        (const VicGame *game);
/* Bit set of the winners once over. */
guint             vic_game_get_winners    (const VicGame *game);
/* PP of the Cities a player controls (10.0). */
int               vic_game_controlled_pp  (const VicGame *game, int player);
int               vic_game_win_pp         (const VicGame *game, int player);
/* Alliances (10.4): the player's team (0: alone), whether two players are
 * allies (a player is his own ally), the PP of Cities his team controls. */
int               vic_game_get_team       (const VicGame *game, int player);
gboolean          vic_game_allied         (const VicGame *game, int p, int q);
/* An eliminated block's event (VIC_EVENT_ELIMINATED): what the block was and
 * the players a battle had revealed it to (a bit set); FALSE when the event
 * does not tell (a seat the server did not tell it to). */
gboolean          vic_event_eliminated    (const VicEvent *e, VicUnitType *type, int *serial, guint *revealed);
int               vic_game_team_pp        (const VicGame *game, int player);

/* Blocks.  Indices are stable while a block lives; free slots have no owner. */
typedef struct {
  VicUnitType type;
  int owner;
  int steps;
  int max_steps;
  int hex;           /* VIC_NO_HEX: not yet deployed */
  int carrier;       /* the carrier it is aboard, or VIC_NO_BLOCK */
  int serial;        /* the owner's number for this type: IN3 is 3 */
  guint revealed;    /* players who may see its type and strength */
  gboolean moved;    /* has moved this turn */
  gboolean at_sea;   /* a Ground unit at sea (5.91) */
  gboolean face_up;  /* Beachhead, blockade (6.71) (6.8) */
  gboolean half_hit; /* (6.47) */
  gboolean in_battle;
  gboolean late;     /* does not fire in round 1 of its battle: it crossed a River (3.1) or responded (5.8) */
} VicBlockInfo;

int               vic_game_n_block_slots  (const VicGame *game);
gboolean          vic_game_get_block      (const VicGame *game, int block, VicBlockInfo *info);
/* The block slots whose blocks differ in any way between `game` and `base`
 * (a copy of it with an action or two applied, say), at most `max` of them
 * into `slots` (NULL when max is 0), in slot order; how many, or -1 when
 * they use different slots or more than `max` differ. */
int               vic_game_changed_blocks (const VicGame *game, const VicGame *base, int *slots, int max);
/* Each player's blocks in hex (-1: every player's), counted. */
int               vic_game_hex_blocks     (const VicGame *game, int hex, int player);
int               vic_game_hex_control    (const VicGame *game, int hex);   /* VIC_NO_PLAYER: neutral */
gboolean          vic_game_hex_is_battle  (const VicGame *game, int hex);
int               vic_game_hex_airfield   (const VicGame *game, int hex);   /* 0, 1 minor, 2 major */
gboolean          vic_game_hex_mulberry   (const VicGame *game, int hex);
gboolean          vic_game_side_destroyed (const VicGame *game, int hex, int dir);
int               vic_game_storm_hex      (const VicGame *game);
/* Is the player's block (or a block of `player` standing in hex) in supply now (7.0)? */
gboolean          vic_game_block_supplied (const VicGame *game, int block);
/* The PP left to spend in a City this production phase (8.0), or 0. */
int               vic_game_city_pp_left   (const VicGame *game, int hex);
/* The battle under way, or VIC_NO_HEX; its round. */
int               vic_game_battle_hex     (const VicGame *game);
int               vic_game_battle_round   (const VicGame *game);
/* Who began the battle in hex (6.1), VIC_NO_PLAYER when there is none; the
 * bit set of the players on its defending side (2.0 NOTE). */
int               vic_game_hex_attacker   (const VicGame *game, int hex);
guint             vic_game_hex_defenders  (const VicGame *game, int hex);
/* The firepower a block in the battle under way fires with at a target group
 * now (6.41 and the chart's notes: Infantry defending Cities, Mountain units
 * in Mountains), 0 when it cannot. */
int               vic_game_block_firepower (const VicGame *game, int block, VicClass group);
/* Sets supplied[h] (VIC_MAX_HEXES entries) non-zero for each hex where the
 * player's Ground and Air units are in supply now (7.0): one computation for
 * all of his blocks. */
void              vic_game_supplied_hexes (const VicGame *game, int player, guint8 *supplied);
/* The same for every player at once (rows of players not in the game are
 * left as they were): cheaper than one call per player, since each call
 * first works out whose units hold their hexes (7.1). */
void              vic_game_supplied_hexes_all (const VicGame *game,
                                               guint8 supplied[VIC_MAX_PLAYERS][VIC_MAX_HEXES]);

void              vic_game_legal_actions  (const VicGame *game, GArray *out);
gboolean          vic_game_check_action   (const VicGame *game, const VicAction *action, GError **error);
gboolean          vic_game_apply          (VicGame *game, const VicAction *action, GError **error);
gboolean          vic_game_apply_text     (VicGame *game, const char *text, GError **error);
const VicEvent   *vic_game_get_events     (const VicGame *game, guint *n_events);
const VicAction  *vic_game_get_history    (const VicGame *game, guint *n_actions);
/* The next dice rolled show these faces (1-6), in order. */
void              vic_game_force_dice     (VicGame *game, const guint8 *faces, int n);

/* Fog of war.  The copy `player` may see: every block of another player that
 * is not revealed to `player` gets a type and strength re-drawn (with a
 * generator seeded by `seed`) from what `player` can know, the generator,
 * forced dice and history are dropped.  player -1: a spectator. */
VicGame          *vic_game_copy_for_player (const VicGame *game, int player, guint64 seed);
/* Invariants: stacking, strengths 1-4, blocks where they may stand, control,
 * counts, the battle; FALSE with a message when broken. */
gboolean          vic_game_check_invariants (const VicGame *game, GError **error);
/* What a loaded state must pass: the invariants and a legal action unless over. */
gboolean          vic_game_check_loaded   (const VicGame *game, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VicGame, vic_game_free)

G_END_DECLS
