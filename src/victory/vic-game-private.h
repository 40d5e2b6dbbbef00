/* vic-game-private.h: the state layout of a Victory game and the helpers the
 * rule files share.
 *
 * Everything that makes up a position is in one flat VicCore: a copy is one
 * memcpy and equality one memcmp.  No pointers inside VicCore, and every freed
 * slot is zeroed (a free block slot has owner VIC_NO_PLAYER and nothing else). */
#pragma once

#include "vic-game.h"
#include "vik-rng.h"

#include <glib/gi18n-lib.h>

G_BEGIN_DECLS

#define VIC_MAX_TURN 999
#define VIC_MAX_TURN_LIMIT 999

/* VicBlock.flags: the block's turn. */
enum {
  VIC_BLOCK_MOVED      = 1 << 0,  /* has moved this turn (5.0: blocks move once) */
  VIC_BLOCK_STRATEGIC  = 1 << 1,  /* its move is a Strategic Move (5.9) */
  VIC_BLOCK_ROAD       = 1 << 2,  /* every step of its move along Roads so far (3.3) */
  VIC_BLOCK_ROAD_BOUND = 1 << 3,  /* went on without stopping thanks to the Road: may not leave it (3.3) */
  VIC_BLOCK_STOPPED    = 1 << 4,  /* must stop: no further step this turn */
  VIC_BLOCK_AT_SEA     = 1 << 5,  /* a Ground unit at sea: naval for all purposes (5.91) */
  VIC_BLOCK_FACE_UP    = 1 << 6,  /* a Beachhead (6.71), a blockader (6.8), a coastal submarine (8.4 option) */
  VIC_BLOCK_RESPONSE   = 1 << 7,  /* moved into a battle begun earlier in the turn (5.8) */
  VIC_BLOCK_SEA_MOVE   = 1 << 8,  /* moving by sea this turn (5.91) or invading (6.7) */
  VIC_BLOCK_FLYING     = 1 << 9,  /* an Airborne unit flying (6.6): an air unit until it drops */
  VIC_BLOCK_INVADING   = 1 << 10, /* an amphibious unit to land in its battle (6.7) */
  VIC_BLOCK_RIVER      = 1 << 11, /* attacked across a River or Bridge: no fire in round 1 (3.1) */
  VIC_BLOCK_HALF_HIT   = 1 << 12, /* (6.47) */
  VIC_BLOCK_STRUCK     = 1 << 13, /* struck at a Bridge or Canal this combat phase (9.5) */
  VIC_BLOCK_NEW        = 1 << 14, /* built this production phase (Building Cadres, 8.4 option) */
  VIC_BLOCK_BLOCKADE   = 1 << 15, /* blockading its port (6.8) */
};

/* VicBlock.bflags: its part in the battle under way. */
enum {
  VIC_BB_IN_BATTLE   = 1 << 0,
  VIC_BB_ACTED       = 1 << 1,  /* has had its combat turn this round */
  VIC_BB_GROUNDED    = 1 << 2,  /* an air unit that does not fight (5.52) */
  VIC_BB_AIR_AT_N    = 1 << 3,  /* an air unit that fired at naval units this round (6.45) */
  VIC_BB_AIR_AT_G    = 1 << 4,  /* an air unit that fired at ground units this round (6.45) */
  VIC_BB_BOMBARDED   = 1 << 5,  /* a ship that fired G at ground units this round (6.43) */
  VIC_BB_ATTACKED    = 1 << 6,  /* an air unit that flew into the battle: must land after it (5.51) */
};

typedef struct {
  guint8 type;       /* VicUnitType */
  gint8 owner;       /* VIC_NO_PLAYER: a free slot */
  guint8 steps;
  guint8 serial;     /* the owner's number for the type ("IN3") */
  gint16 hex;        /* VIC_NO_HEX: in the box, not deployed */
  gint16 from;       /* the hex it entered its hex from this turn (5.3, 5.41), or VIC_NO_HEX */
  gint16 start;      /* where its move began this turn, or VIC_NO_HEX */
  gint16 carrier;    /* the Carrier it is aboard (4.2), or VIC_NO_BLOCK */
  guint16 flags;     /* VIC_BLOCK_* */
  guint8 mp;         /* hexes moved this turn */
  guint8 exit_dir;   /* the direction of its first step (5.1 hexside limits out of a battle) */
  guint8 revealed;   /* players who may see its type and strength */
  guint8 bflags;     /* VIC_BB_* */
  guint8 join;       /* bit 0: joins the defender of the battle it stops in (2.0 NOTE);
                      * bit 1: has entered the battle in its hex this move */
  guint8 spare;      /* zero */
} VicBlock;

/* VicHexState.flags */
enum {
  VIC_HS_BATTLE         = 1 << 0,  /* enemies meet here: a battle to fight (6.1) */
  VIC_HS_BLOCKADE       = 1 << 1,  /* a port or Beachhead under blockade (6.8) */
  VIC_HS_FOUGHT         = 1 << 2,  /* a blockade battle was activated this combat phase (6.8) */
  VIC_HS_CAPTURED       = 1 << 3,  /* its control changed this game turn (5.51) */
  VIC_HS_MULBERRY       = 1 << 4,  /* (9.7) */
  VIC_HS_STRUCTURE_NEW  = 1 << 5,  /* its Airfield or Mulberry changed hands this turn (9.6) (9.7) */
  VIC_HS_CANAL_DESTROYED = 1 << 6, /* (9.5) */
  VIC_HS_PRODUCED       = 1 << 7,  /* PP were spent here this production phase (9.1 exchanges) */
};

typedef struct {
  gint8 control;        /* VIC_NO_PLAYER: neutral or contested (5.4) */
  guint8 flags;         /* VIC_HS_* */
  gint8 attacker;       /* who began the battle here (6.1), or VIC_NO_PLAYER */
  guint8 begun_in;      /* the player turn (index in the order) the battle began in (5.8) */
  guint8 airfield;      /* 0, 1 minor, 2 major (9.6) */
  guint8 port_used;     /* Ground units through this port this player turn (5.92) */
  guint8 damage;        /* hits on its Airfield, Mulberry or Canal (9.5-9.7) */
  guint8 pp_left;       /* PP left to spend this production phase (8.0); with Factories: ground PP */
  guint8 pp_air;        /* with Factories (9.1): air and naval PP left */
  guint8 pp_naval;
  guint8 side_damage[3];/* hits on its N, NE and SE sides' Bridges (9.5) */
  gint8 entry[6];       /* the last player to enter a battle here through each side (5.41) */
  guint8 defenders;     /* players on the defending side of the battle here (2.0 NOTE) */
  guint8 count[VIC_MAX_PLAYERS]; /* each player's blocks here (aboard Carriers included) */
  guint8 stack[VIC_MAX_PLAYERS][VIC_N_CLASSES]; /* of them, those that count for stacking, by class (5.2) */
} VicHexState;

typedef struct {
  char name[VIC_NAME_MAX];
  guint8 home_tiles;    /* his map tiles (5.4) */
  guint8 win_pp;        /* (10.0) */
  guint8 home_bonus;    /* (10.3) */
  guint8 forces;        /* VicForces */
  guint16 budget;       /* custom forces: PP left (10.2) */
  guint8 done;          /* has finished his part of this phase */
  guint8 batch;         /* blocks deployed in the current batch (1.4 option) */
  guint8 initiative;    /* this turn's initiative total (2.0) */
  guint8 n_blocks;      /* his blocks on the map or to deploy */
  guint8 team;          /* 0: alone; players of one team 1-4 are allies (10.4) */
  /* (10.5) the side's General, Admiral, Air Marshal and Politician (VicRole
   * order); all "": no commanders */
  char commanders[VIC_N_COMMANDERS][VIC_NAME_MAX];
} VicPlayer;

typedef enum {
  VIC_BATTLE_NONE,
  VIC_BATTLE_GROUNDING,
  VIC_BATTLE_TURNS,
  VIC_BATTLE_HITS,
  VIC_BATTLE_FINAL_RETREAT,
  VIC_BATTLE_FORCED_RETREAT,
  VIC_BATTLE_LANDING,
  VIC_BATTLE_REGROUP,
} VicBattleStep;

/* How the hits being allocated may fall (6.43-6.48). */
enum {
  VIC_HITS_FROM_AIR_NAVAL = 1 << 0, /* ground units at 1 are immune (6.44) (6.46) */
  VIC_HITS_FLAK           = 1 << 1, /* only the air units that attacked this group (6.45) */
  VIC_HITS_COUNTER        = 1 << 2, /* only the ships that bombarded (6.43) */
  VIC_HITS_FRIENDLY       = 1 << 3, /* friendly fire: own ground units, no double defence (6.48) */
  VIC_HITS_ALL            = 1 << 4, /* every unit takes one (Atom Bomb) */
};

typedef struct {
  gint16 hex;           /* VIC_NO_HEX when no battle is under way */
  guint8 step;          /* VicBattleStep */
  guint8 round;         /* 1.. */
  guint8 slot;          /* the combat turn now (VicCombatTurn) */
  guint8 side_now;      /* the side acting in this slot: 1 defender first, then 0 (6.31) */
  gint8 leader[2];      /* attacker, defender */
  gint8 side_of[VIC_MAX_PLAYERS]; /* 0 attacker, 1 defender, -1 not in it */
  guint8 hits;          /* hits still to allocate */
  guint8 hit_group;     /* VicClass */
  guint8 hit_kind;      /* VIC_HITS_* */
  guint8 hit_side;      /* the side taking them */
  gint8 winner;         /* the winning side once decided, -1 */
  guint8 friendly;      /* friendly-fire hits still to allocate to the firer's side (6.48) */
  guint8 hidden;        /* players whose blocks the battle does not reveal: the defenders of a
                         * strike by Rockets alone ("not revealed unless other attacking units are
                         * involved", Rocket); their hits are told to their owner only */
  guint8 spare;         /* zero */
  gint16 firer;         /* the block whose hits are being allocated */
  guint8 retreats[VIC_MAX_PLAYERS][6][2]; /* this round, through each side: ground, naval (6.5) */
} VicBattle;

typedef struct {
  VicRuleset rules;
  VikRng rng;
  guint64 seed;
  guint8 n_players;
  guint8 phase;          /* VicPhase */
  guint8 order[VIC_MAX_PLAYERS]; /* Player 1, 2... this game turn (2.0) */
  guint8 turn_index;     /* whose player turn in the order */
  guint16 turn;          /* game turn, from 1 (0 while deploying) */
  guint16 turn_limit;    /* (10.6) 0: none */
  gint16 active;         /* the moving block, or VIC_NO_BLOCK */
  guint8 winners;        /* bit set, once over */
  guint8 view_of;        /* VIC_VIEW_*: 0 the game itself, else a fog-of-war copy (vic_game_copy_for_player) */
  gint16 storm;          /* (9.4) VIC_NO_HEX: none */
  guint8 n_forced;
  guint8 forced_dice[32];
  guint8 pool[VIC_N_UNIT_TYPES]; /* random forces are drawn from (10.1) */
  VicPlayer players[VIC_MAX_PLAYERS];
  VicBattle battle;
  guint16 n_slots;       /* block slots in use: blocks[n_slots..] are all free */
  VicHexState hexes[VIC_MAX_HEXES];
  VicBlock blocks[VIC_MAX_BLOCKS];
} VicCore;

typedef struct {
  gint ref_count;
  GArray *actions;
} VicHistory;

struct _VicGame {
  VicMap *map;              /* shared by copies, never changed */
  VicHistory *history;      /* shared until one copy appends */
  GArray *events;           /* of the last apply */
  VicCore core;
};

#define vic_refuse(error, ...) \
  ((error) != NULL ? (g_set_error ((error), VIC_RULE_ERROR, VIC_RULE_ERROR_ILLEGAL, __VA_ARGS__), FALSE) : FALSE)
#define vic_refuse_code(error, code, ...) \
  ((error) != NULL ? (g_set_error ((error), VIC_RULE_ERROR, (code), __VA_ARGS__), FALSE) : FALSE)

/* Who a fog-of-war copy was made for (VicCore.view_of): 1 + the player, or an onlooker. */
#define VIC_VIEW_NONE 0
#define VIC_VIEW_ONLOOKER 0xff
#define VIC_VIEW_OF(player) ((guint8) ((player) >= 0 ? (player) + 1 : VIC_VIEW_ONLOOKER))

#define VIC_ALL_PLAYERS(c) ((guint8) ((1u << (c)->n_players) - 1))

/* Allies (10.4): a player is his own ally; players of one team (team > 0) are
 * allies.  Allies never fight each other (docs/victory-rules-notes.md). */
static inline gboolean
vic_allied (const VicCore *c, int p, int q)
{
  return p == q || (p >= 0 && q >= 0 && c->players[p].team != 0 && c->players[p].team == c->players[q].team);
}

/* Is a hex of this controller friendly to player: his own or an ally's (5.4)? */
static inline gboolean
vic_friendly (const VicCore *c, int control, int player)
{
  return control != VIC_NO_PLAYER && vic_allied (c, control, player);
}

/* The player and his allies, as a bit set. */
static inline guint8
vic_team_mask (const VicCore *c, int player)
{
  guint8 m = 0;
  for (int p = 0; p < c->n_players; p++)
    if (vic_allied (c, p, player))
      m |= (guint8) (1u << p);
  return m;
}

/* ---- vic-game.c: blocks, events, the sequence of play ---- */
VicGame  *vic_game_alloc         (VicMap *map, const VicRuleset *rules, int n_players, guint64 seed);
void      vic_emit               (VicGame *game, VicEventKind kind, int player, int block,
                                  int hex, int hex2, int value, guint8 visible);
VicEvent *vic_emit_dice          (VicGame *game, VicEventKind kind, int player, int block,
                                  int hex, const guint8 *dice, int n, int value, guint8 visible);
/* VIC_EVENT_ELIMINATED for `block`, before it is removed: the event keeps
 * what it was and who had seen it (vic_event_eliminated). */
void      vic_emit_eliminated    (VicGame *game, int block, int player, int hex);
int       vic_roll_die           (VicGame *game);
int       vic_block_add          (VicGame *game, int owner, VicUnitType type, int steps, int hex);
/* A player's name as the game keeps it: at most 20 characters and what the
 * field holds (VIC_NAME_MAX - 1 bytes), cut on a character, no white space
 * at either end; invalid UTF-8 mended (vic_name_cut). */
void      vic_name_copy          (char dst[VIC_NAME_MAX], const char *src);
void      vic_block_remove       (VicGame *game, int block);
void      vic_block_set_hex      (VicGame *game, int block, int hex);
/* The stacking counters follow a block's class (at sea, flying, aboard a
 * Carrier): unlink before changing what decides it, link after. */
void      vic_block_unlink       (VicCore *c, int block);
void      vic_block_link         (VicCore *c, int block);
/* Recounts every hex's counters from the blocks (after a load). */
void      vic_stacks_recount     (VicCore *c);
/* The block's class now: an Airborne unit flying is air, a Ground unit at sea
 * or invading is naval (5.91) (6.6) (6.7). */
VicClass  vic_block_class        (const VicCore *c, const VicBlock *b);
gboolean  vic_block_on_land      (const VicCore *c, const VicBlock *b); /* a Ground unit ashore */
int       vic_block_max_steps    (const VicCore *c, const VicBlock *b);
gboolean  vic_player_home        (const VicGame *game, int player, int hex);
/* Control of a hex as it stands now (5.4). */
int       vic_control_compute    (const VicGame *game, int hex);
/* The same as if block `except` were not there (a block about to leave). */
int       vic_control_compute_except (const VicGame *game, int hex, int except);
/* Recomputes and stores the control of hex, noting captures (5.4 "immediately"). */
void      vic_control_update     (VicGame *game, int hex);
void      vic_control_update_all (VicGame *game);
gboolean  vic_hex_has_enemy      (const VicGame *game, int hex, int player);
gboolean  vic_hex_is_battle      (const VicCore *c, int hex);
/* Airbase capacity of hex for player: a friendly City, Town or Airfield (5.51) (9.6); 0 if none. */
int       vic_airbase_capacity   (const VicGame *game, int hex, int player);
int       vic_air_units_at       (const VicGame *game, int hex, int player, int except);
/* Stacking (5.2): player's blocks of a class in hex that count (air aboard Carriers do not). */
int       vic_stack_count        (const VicGame *game, int hex, int player, VicClass klass, int except);
int       vic_stack_limit        (const VicGame *game, int hex, VicClass klass);
/* Hexside limit for a class crossing from hex in dir into a battle (5.3); 0 = impassable. */
int       vic_hexside_limit      (const VicGame *game, int hex, int dir, VicClass klass);
/* Carriers: the air steps aboard (4.2). */
int       vic_carrier_load       (const VicCore *c, int carrier, int *units);
/* ---- vic-carrier.c (4.1) (4.2) ---- */
/* The player's Carrier in hex that takes air unit `air` aboard now: room for
 * its steps and one more unit, not in a Canal hex, not (when `moving`) one that
 * moved strategically; Medium Bombers only in a friendly port (4.1).  Or
 * VIC_NO_BLOCK, with *mb_barred (may be NULL) set when only the Medium
 * Bomber's rule kept it off a Carrier with room. */
int       vic_carrier_taking     (const VicGame *game, int hex, const VicBlock *air, gboolean moving,
                                  gboolean *mb_barred);
/* Refuses a Medium Bomber's landing on a Carrier (4.1). */
gboolean  vic_carrier_refuse_landing (GError **error);
/* Could b, aboard its Carrier, be of type t (4.1) (4.2)?  A Medium Bomber
 * only if it went aboard in a port as far as what all players see tells. */
gboolean  vic_air_may_be_aboard  (const VicGame *game, const VicBlock *b, VicUnitType t);
void      vic_next_player_turn   (VicGame *game);
gboolean  vic_storm_covers       (const VicGame *game, int hex);

/* ---- vic-deploy.c (1.4, 10.1-10.4) ---- */
void      vic_deploy_setup       (VicGame *game, const VicGameOptions *options);
/* Refuses a set-up where a player's maps have no City or Town, or whose
 * Cities and Towns cannot hold his random forces within the stacking limits
 * (1.4): his deployment could never end. */
gboolean  vic_deploy_room_check  (const VicGame *game, GError **error);
void      vic_deploy_legal       (const VicGame *game, GArray *out);
gboolean  vic_deploy_check       (const VicGame *game, const VicAction *a, GError **error);
void      vic_deploy_apply       (VicGame *game, const VicAction *a);
gboolean  vic_deploy_end_check   (const VicGame *game, GError **error);

/* ---- vic-move.c (5.0-5.92) ---- */
void      vic_move_legal         (const VicGame *game, GArray *out);
gboolean  vic_move_check         (const VicGame *game, const VicAction *a, GError **error);
void      vic_move_apply         (VicGame *game, const VicAction *a);
/* May the moving block stop where it is (also when another block starts)? */
gboolean  vic_move_stop_check    (const VicGame *game, int block, GError **error);
void      vic_move_finish_active (VicGame *game);
/* Submarine Control (8.4 option): a Submarine in a coastal hex stands
 * face-up (seen by all), elsewhere not. */
void      vic_submarine_face     (VicGame *game, int block);
void      vic_move_begin_player  (VicGame *game);

/* ---- vic-combat.c (6.0-6.8) ---- */
void      vic_combat_legal       (const VicGame *game, GArray *out);
gboolean  vic_combat_check       (const VicGame *game, const VicAction *a, GError **error);
void      vic_combat_apply       (VicGame *game, const VicAction *a);
int       vic_combat_decider     (const VicGame *game);
VicDecision vic_combat_decision  (const VicGame *game);
/* Battles (and activatable blockades) the current player may start now. */
gboolean  vic_combat_has_battle  (const VicGame *game, int player);
gboolean  vic_combat_end_check   (const VicGame *game, GError **error);
/* Air units that cannot find a base within range... (5.51) */
gboolean  vic_air_can_land_at    (const VicGame *game, int block, int hex, int range);

/* ---- vic-supply.c (7.0-7.5, 6.71) ---- */
/* Fills supplied[hex] for player: hexes whose blocks are in supply (7.0). */
void      vic_supply_compute     (const VicGame *game, int player, guint8 *supplied);
/* The same for every player at once (cheaper than one by one). */
void      vic_supply_compute_all (const VicGame *game, guint8 supplied[VIC_MAX_PLAYERS][VIC_MAX_HEXES]);
gboolean  vic_block_supplied     (const VicGame *game, int block);
void      vic_supply_legal       (const VicGame *game, GArray *out);
gboolean  vic_supply_check       (const VicGame *game, const VicAction *a, GError **error);
void      vic_supply_apply       (VicGame *game, const VicAction *a);
/* Attrition (7.1), mining (4.3), the victory check (10.0). */
void      vic_supply_phase_end   (VicGame *game);
gboolean  vic_port_blockaded     (const VicGame *game, int hex);

/* ---- vic-production.c (8.0-8.4, 9.1, 9.5-9.7) ---- */
void      vic_production_begin   (VicGame *game);
void      vic_production_legal   (const VicGame *game, GArray *out);
gboolean  vic_production_check   (const VicGame *game, const VicAction *a, GError **error);
void      vic_production_apply   (VicGame *game, const VicAction *a);

/* ---- vic-victory.c (10.0-10.6) ---- */
/* Ends the game when a player has won; TRUE if it is over. */
gboolean  vic_victory_check      (VicGame *game, gboolean time_up);

/* ---- vic-view.c: fog of war ---- */
/* Could a block of type t be the one others see as b (class, what it
 * carries, flying or invading...)?  The view redraws among such types. */
gboolean  vic_view_type_fits     (const VicGame *game, const VicBlock *b, VicUnitType t);

/* ---- vic-advanced.c (9.4, 9.5) ---- */
void      vic_storm_move         (VicGame *game);
void      vic_strike_legal       (const VicGame *game, GArray *out);
gboolean  vic_strike_check       (const VicGame *game, const VicAction *a, GError **error);
void      vic_strike_apply       (VicGame *game, const VicAction *a);
/* Is the Bridge on this side destroyed (9.5)? */
gboolean  vic_side_destroyed     (const VicCore *c, const VicMap *map, int hex, int dir);

G_END_DECLS
