/* vik-game.h: the rules engine's public API.
 *
 * A VikGame is one whole game state: board, pieces, Reserves, the draw pile,
 * the random generator and the history.  It is a deterministic state machine:
 * the same seed and the same actions give the same game, bit for bit.
 *
 *   game = vik_game_new (&options, &error);
 *   while (!vik_game_is_over (game)) {
 *     vik_game_legal_actions (game, actions);          // for vik_game_get_decider()
 *     vik_game_apply (game, &chosen, &error);          // refused with a rule-citing GError
 *   }
 *
 * There is no global state: any number of games may live in one process.
 */
#pragma once

#include "vik-types.h"
#include "vik-action.h"
#include "vik-board.h"
#include "vik-forecast.h"
#include "vik-ruleset.h"

G_BEGIN_DECLS

#define VIK_RULE_ERROR (vik_rule_error_quark ())
GQuark vik_rule_error_quark (void);

typedef enum {
  VIK_RULE_ERROR_ILLEGAL,     /* the rules forbid it; the message cites the case */
  VIK_RULE_ERROR_NOT_NOW,     /* not this phase or decision */
  VIK_RULE_ERROR_OPTIONS,     /* bad game options */
  VIK_RULE_ERROR_PARSE,       /* notation that names no action */
  VIK_RULE_ERROR_UNSUPPORTED, /* a rule the engine does not play yet */
} VikRuleError;

/* What the decider is asked now, besides an ordinary step of the turn. */
typedef enum {
  VIK_DECISION_NONE,          /* an ordinary step of the current phase */
  VIK_DECISION_START_WATER,   /* [4.0] 2: return water start tiles for land? */
  VIK_DECISION_WATER_PUTBACK, /* [7.0]: all drawn tiles are water: put one back? */
  VIK_DECISION_ARRANGE,       /* [7.0]: place the drawn tiles */
  VIK_DECISION_CASUALTY,      /* [11.1]: choose which unit a hit takes (R6, R12) */
  VIK_DECISION_RETREAT,       /* [13.3] 3: the attacker retreats or fights on */
  VIK_DECISION_ELIMINATE,     /* [11.3]: choose the units a lost Town/City takes: from the Reserve or the map */
  VIK_DECISION_AVERAGE,       /* [16.4] Luck Averaging: how many pairs of his Fire Round's dice the
                               * firing player leaves unrolled, for one sure hit each */
  VIK_DECISION_WITHDRAW,      /* [16.82]: the Ruler withdraws his units from his new Vassal's capital */
  VIK_DECISION_REINFORCE,     /* [16.82]: the Vassal may reinforce his capital from his Reserve */
  VIK_N_DECISIONS
} VikDecision;

typedef struct {
  int n_players;               /* 2-8 */
  guint64 seed;
  guint victory;               /* VikVictory bits; 0 means Standard Conquest */
  const VikRuleset *rules;     /* NULL: VIKTORY II v2.1 */
  const char *names[VIK_MAX_PLAYERS]; /* NULL entries get default names */
  int first_player;            /* who plays first, from 0; VIK_FIRST_PLAYER_DRAWN: drawn at
                                * random [4.0] 1 with the game's generator (after seeding) */
} VikGameOptions;

#define VIK_FIRST_PLAYER_DRAWN (-1)

/* What happened, for the log, the GUI and replays. */
typedef enum {
  VIK_EVENT_TURN_BEGAN,       /* player, turn; unit 1: a build-only turn of Immediate Empires [16.3] */
  VIK_EVENT_PHASE_BEGAN,      /* player, value = VikPhase */
  VIK_EVENT_TILES_DRAWN,      /* player, value = number of tiles */
  VIK_EVENT_TILE_RETURNED,    /* player: a water tile went back to the pile */
  VIK_EVENT_HEX_REVEALED,     /* player, hex, terrain */
  VIK_EVENT_UNIT_MOVED,       /* player, unit, hex -> hex2 */
  VIK_EVENT_UNIT_EMBARKED,    /* player, unit, hex -> frigate at hex2 */
  VIK_EVENT_UNIT_DISEMBARKED, /* player, unit, frigate at hex -> hex2 */
  VIK_EVENT_TOWN_BUILT,       /* player, hex; value 1 when it is the Capital */
  VIK_EVENT_CITY_BUILT,       /* player, hex; value 1: a City became a Metropolis [16.6] */
  VIK_EVENT_UNITS_GAINED,     /* player, unit, value = count, into the Reserve */
  VIK_EVENT_UNIT_PLACED,      /* player, unit, hex */
  VIK_EVENT_UNIT_DISBANDED,   /* player, unit, hex */
  VIK_EVENT_BOMBARDED,        /* player, unit (the firer), hex -> hex2 */
  VIK_EVENT_BATTLE_BEGAN,     /* player (attacker), hex, value = defender */
  VIK_EVENT_DICE_ROLLED,      /* player, dice[] (n_dice), value = hits; unit = VikDiceKind */
  VIK_EVENT_UNIT_HIT,         /* player (owner), unit, hex; value 1 for a tactical victory */
  VIK_EVENT_UNIT_LOST,        /* player (owner), unit, hex: to the Reserve [11.3] */
  VIK_EVENT_UNIT_RETREATED,   /* player, unit, hex -> hex2 */
  VIK_EVENT_BATTLE_ENDED,     /* player (attacker), hex, value = VikBattleResult */
  VIK_EVENT_SITE_CAPTURED,    /* player (new owner), hex, value = old owner */
  VIK_EVENT_UNIT_ELIMINATED,  /* player, unit, hex (VIK_NO_HEX: from the Reserve), value = count;
                               * hex2 = the lost (or relocated) Town or City when the unit went
                               * without the player's choice, none being left; else VIK_NO_HEX [11.3] */
  VIK_EVENT_PLAYER_ELIMINATED, /* player */
  VIK_EVENT_CONCEDED,         /* player */
  VIK_EVENT_DOOMSDAY_ROLL,    /* player, dice[0]; value 1 when a coin is placed [5.5] */
  VIK_EVENT_GAME_OVER,        /* player = a winner (VIK_NO_PLAYER: none), value = winners bit set */
  VIK_EVENT_SITE_RELOCATED,   /* player, hex -> hex2, value = VikSite [16.5] */
  VIK_EVENT_SUBJUGATED,       /* player = the new Vassal, value = his Ruler, hex = his capital [16.81] */
  VIK_EVENT_ALLIANCE_BROKEN,  /* player = the freed Vassal, value = the former Ruler, unit = the
                               * way of [16.85] (1-3; 0: the Ruler left the game) */
  VIK_EVENT_UNIT_WITHDRAWN,   /* player, unit, hex -> hex2 (VIK_NO_HEX: to the Reserve) [16.82] */
} VikEventKind;

typedef enum {
  VIK_DICE_PRE_FIRE,          /* [13.3] 0 */
  VIK_DICE_ATTACK,            /* [13.3] 1 */
  VIK_DICE_DEFENSE,           /* [13.3] 2 */
  VIK_DICE_BOMBARD,           /* [12.0] */
} VikDiceKind;

typedef enum {
  VIK_BATTLE_ATTACKER_WON,
  VIK_BATTLE_DEFENDER_HELD,
  VIK_BATTLE_BOTH_DESTROYED,
  VIK_BATTLE_ATTACKER_RETREATED,
} VikBattleResult;

struct _VikEvent {
  guint8 kind;       /* VikEventKind */
  gint8 player;
  guint8 unit;       /* VikUnitType */
  guint8 terrain;    /* VikTerrain */
  gint16 hex;
  gint16 hex2;
  int value;
  guint8 n_dice;
  guint8 dice[8];    /* die faces, for VIK_EVENT_DICE_ROLLED and VIK_EVENT_DOOMSDAY_ROLL */
  guint8 averaged;   /* VIK_EVENT_DICE_ROLLED: pairs of dice left unrolled for a sure hit each
                      * [16.4], counted in value */
};

VikGame          *vik_game_new            (const VikGameOptions *options, GError **error);
VikGame          *vik_game_copy           (const VikGame *game);
gboolean          vik_game_equal          (const VikGame *a, const VikGame *b);
void              vik_game_free           (VikGame *game);
/* Honest views (vik-determinize.c).  A copy with the hidden part re-drawn: the
 * same public state (board, pieces, Reserves, history, the counts of each
 * terrain in the pile, tiles drawn and not yet placed), the pile's order
 * shuffled afresh and the generator (and seed) replaced by ones from `seed`,
 * forced dice dropped.  Nothing in it depends on the original's hidden part. */
VikGame          *vik_game_copy_redrawn   (const VikGame *game, guint64 seed);
/* Are a and b equal in everything a player at the table can know? */
gboolean          vik_game_public_equal   (const VikGame *a, const VikGame *b);

const VikBoard   *vik_game_get_board      (const VikGame *game);
const VikRuleset *vik_game_get_rules      (const VikGame *game);
int               vik_game_get_n_players  (const VikGame *game);
const char       *vik_game_get_player_name (const VikGame *game, int player);
guint64           vik_game_get_seed       (const VikGame *game);
guint             vik_game_get_victory    (const VikGame *game);

/* Whose turn it is, and who must decide now (they differ during decisions
 * asked of another player, such as an enemy's casualty choices). */
int               vik_game_get_current_player (const VikGame *game);
/* Who played (or plays) first [4.0] 1: the game turn begins with his turn. */
int               vik_game_get_first_player (const VikGame *game);
int               vik_game_get_decider    (const VikGame *game);
VikDecision       vik_game_get_decision   (const VikGame *game);
VikPhase          vik_game_get_phase      (const VikGame *game);
int               vik_game_get_turn       (const VikGame *game);   /* 0: the setup turns */
gboolean          vik_game_is_over        (const VikGame *game);
int               vik_game_get_winner     (const VikGame *game);   /* VIK_NO_PLAYER if none */

/* Every legal action of the decider, appended to `out` (a GArray of VikAction).
 * `concede` is always open to the current player between decisions but, like
 * resigning in chess, is not listed. */
void              vik_game_legal_actions  (const VikGame *game, GArray *out);
/* Would `action` be legal now?  If not, says why, citing the rule case. */
gboolean          vik_game_check_action   (const VikGame *game, const VikAction *action, GError **error);
/* Applies a legal action and records it in the history; refuses an illegal one. */
gboolean          vik_game_apply          (VikGame *game, const VikAction *action, GError **error);
/* Parses the notation and applies it. */
gboolean          vik_game_apply_text     (VikGame *game, const char *text, GError **error);
/* The events of the last successful vik_game_apply(). */
const VikEvent   *vik_game_get_events     (const VikGame *game, guint *n_events);
/* The actions applied since the game began, in order. */
const VikAction  *vik_game_get_history    (const VikGame *game, guint *n_actions);
/* For views sent over the network without their history (it would make each
 * update as long as the game): `game` takes the history of `previous` (which
 * is left with none; NULL: `game`'s begins empty) and `more` is appended.  The
 * history is a record only: no rule reads it. */
void              vik_game_continue_history (VikGame *game, VikGame *previous, const VikAction *more, guint n_more);

/* Board queries. */
gboolean          vik_game_hex_revealed   (const VikGame *game, int hex);
VikTerrain        vik_game_hex_terrain    (const VikGame *game, int hex); /* meaningful once revealed */
VikSite           vik_game_hex_site       (const VikGame *game, int hex);
int               vik_game_hex_site_owner (const VikGame *game, int hex);
int               vik_game_hex_capital_of (const VikGame *game, int hex); /* capital marker [15.0] */
/* Units of `player` of `type` standing in hex (frigates' cargo counted in their hex). */
int               vik_game_hex_units      (const VikGame *game, int hex, int player, VikUnitType type);
/* The Frigates of `player` in hex: their numbers (F1 is 1) in labels[] and the
 * land units each carries in cargo[] (either may be NULL), at most max of them,
 * by unit order; returns how many there are. */
int               vik_game_hex_frigates   (const VikGame *game, int hex, int player,
                                           int *labels, int *cargo, int max);
int               vik_game_reserve        (const VikGame *game, int player, VikUnitType type);
int               vik_game_map_units      (const VikGame *game, int player, VikUnitType type);
int               vik_game_count_sites    (const VikGame *game, int player, VikSite site);
int               vik_game_capital_hex    (const VikGame *game, int player);
const gint16     *vik_game_start_group    (const VikGame *game, int player, int *n_hexes);

/* One unit on the map, for displays: see vik_game_get_unit(). */
typedef struct {
  VikUnitType type;
  int owner;
  int hex;
  int mp;              /* movement points left this turn (its owner's turn) */
  int label;           /* frigates: the number in the notation (F2); 0 for land units */
  int carrier;         /* cargo: the number of the frigate carrying it; 0 when not aboard */
  int cargo;           /* frigates: land units aboard */
  gboolean moving;     /* the unit whose movement is under way [10.0] */
  gboolean attacked;   /* bombarded or battled this turn [11.7] */
  gboolean hit;        /* noted as a casualty in the battle under way */
} VikUnitInfo;

/* The units on the map are numbered 0..n-1 in an order that changes as units
 * come and go; read them afresh after every change. */
int               vik_game_n_units        (const VikGame *game);
gboolean          vik_game_get_unit       (const VikGame *game, int index, VikUnitInfo *info);
/* The most movement points left to `player`'s units of `type` in hex, cargo excluded (for the GUI). */
int               vik_game_hex_units_mp   (const VikGame *game, int hex, int player, VikUnitType type);
int               vik_game_pile_size      (const VikGame *game);
/* The tiles drawn and not yet placed [7.0] (R4) — the revealing player sees them —
 * and the face-down hexes waiting for them: fills tiles[] and places[] (room for
 * VIK_MAX_REVEAL each; places may be NULL), sets *n_places, returns the number of tiles. */
int               vik_game_drawn_tiles    (const VikGame *game, VikTerrain *tiles,
                                           int *places, int *n_places);

/* Chance made explicit.  Tests and computer players may fix what the pile gives
 * next: the tiles are put on top of the pile, first drawn first. */
void              vik_game_stack_pile     (VikGame *game, const VikTerrain *tiles, int n);
/* The next dice rolled show these faces (1-6), in order, before the generator is used again. */
void              vik_game_force_dice     (VikGame *game, const guint8 *faces, int n);

/* Subjugation [16.8] (all answer "none" with the rule off).  Whose Vassal the
 * player is, or VIK_NO_PLAYER [16.81]. */
int               vik_game_player_ruler   (const VikGame *game, int player);
/* Are a and b, two players, in one Alliance (a Ruler and his Vassals) [16.81]? */
gboolean          vik_game_players_allied (const VikGame *game, int a, int b);
/* [16.83]: he lost his Capital and may not attack any player on his next turn. */
gboolean          vik_game_player_reorganizing (const VikGame *game, int player);
/* [16.87]: the players he has made his Vassals since he last lost his Capital, a bit set. */
guint             vik_game_vassals_made   (const VikGame *game, int player);

/* Combat queries. */
/* The highest die that hits for `player`: 3, or 4 in Combat Supply [11.2]. */
int               vik_game_hit_max        (const VikGame *game, int player);
/* The units the decider owes for a lost (or relocated [16.5]) Town or City
 * while he chooses them [11.3]: fills owed[] by unit type (zeros when none
 * are owed) and returns that Town or City's hex (VIK_NO_HEX when none is
 * owed, or unknown: a file written before it was kept). */
int               vik_game_units_owed     (const VikGame *game, guint owed[VIK_N_UNIT_TYPES]);
/* Victory points of a player's empire: 1 per Town, 2 per City [5.3]. */
int               vik_game_score          (const VikGame *game, int player);
gboolean          vik_game_player_eliminated (const VikGame *game, int player);
/* The battle under way, or VIK_NO_HEX. */
int               vik_game_battle_hex     (const VikGame *game);
/* While a casualty is chosen [11.1]: the owner of the units taking the hit
 * (the decider chooses them, for a tactical victory the firing player's), else
 * VIK_NO_PLAYER. */
int               vik_game_casualty_owner (const VikGame *game);
/* A forecast setup (vik-forecast.h) for a battle the current player would fight
 * in `hex` with `attackers` (counts by unit type) entering from `hex_sides`
 * sides; the defence (units, terrain, Naval Support, supply) comes from the game. */
gboolean          vik_game_battle_setup   (const VikGame *game, int hex,
                                           const guint8 attackers[VIK_N_UNIT_TYPES], int hex_sides,
                                           VikBattleSetup *setup, GError **error);
/* The same for the current player's units already in `hex`, waiting for their battle. */
gboolean          vik_game_pending_battle_setup (const VikGame *game, int hex,
                                                 VikBattleSetup *setup, GError **error);
/* The battle a move (MOVE or DISEMBARK into an enemy's hex) of the current
 * player leads to: the forecast shown before the move is the one after it. */
gboolean          vik_game_move_battle_setup (const VikGame *game, const VikAction *move,
                                              VikBattleSetup *setup, GError **error);


/* The invariants every state keeps ([9.2] accounting, units only where they may
 * stand, no adjacent Towns/Cities, board size): FALSE with a message when broken. */
gboolean          vik_game_check_invariants (const VikGame *game, GError **error);
/* What every loaded state (save, scenario, network) must pass: the invariants,
 * a legal action unless the game is over, and every legal action leading to a
 * state that keeps the invariants (so the game can be played on and saved). */
gboolean          vik_game_check_loaded   (const VikGame *game, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VikGame, vik_game_free)

G_END_DECLS
