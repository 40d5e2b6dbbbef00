/* vik-game-private.h: the state layout and the helpers the engine's rule files share.
 *
 * Everything that makes up a position lives in one flat VikCore, so a copy is
 * one memcpy (issue target: under 5 microseconds) and equality is one memcmp.
 * Keep it that way: no pointers inside VikCore, and zero any slot that is freed.
 */
#pragma once

#include "vik-game.h"
#include "vik-rng.h"

#include <glib/gi18n-lib.h>

G_BEGIN_DECLS

#define VIK_NAME_MAX 32
/* The last game turn a saved game may hold (docs/file-format.md). */
#define VIK_MAX_TURN 9999

/* VikUnit.flags */
enum {
  VIK_UNIT_MOVED       = 1 << 0, /* moved, embarked or disembarked this turn */
  VIK_UNIT_ATTACKED    = 1 << 1, /* bombarded or battled this turn [11.7] */
  VIK_UNIT_TRANSPORTED = 1 << 2, /* cargo at some time this turn [10.44] [10.45] */
  VIK_UNIT_HIT         = 1 << 3, /* noted as a casualty, removed at the end of the fire [13.3] */
};

typedef struct {
  guint8 type;        /* VikUnitType */
  gint8 owner;
  guint8 mp;          /* movement points left this turn; 0 once its movement is over */
  guint8 flags;
  gint16 hex;         /* where it stands; cargo stands in its frigate's hex */
  gint16 carrier;     /* index of the frigate carrying it, or -1 */
  guint8 label;       /* frigates: the owner's number for it (F1, F2...); 0 for land units */
  guint8 carried;     /* frigates: land units carried this turn [10.41] */
  gint16 unload_hex;  /* frigates: the one hex it disembarked into this turn [10.46], or -1 */
  gint16 entered_from; /* the hex it entered its hex from this turn (hex sides, retreat [13.3]), or -1 */
  guint8 landed_by;   /* land units: the label of the Frigate that disembarked it this turn
                       * (Frigate Options [16.7]: one hex side per Battle hex), 0 for none */
  guint8 reserved;    /* zero: no padding bytes, so states compare by memcmp */
} VikUnit;

typedef struct {
  guint8 terrain;     /* VikTerrain; WATER until revealed for interior hexes */
  guint8 revealed;
  guint8 site;        /* VikSite */
  gint8 site_owner;   /* VIK_NO_PLAYER without a site */
  gint8 capital_of;   /* whose capital marker stands here [15.0], or VIK_NO_PLAYER */
  guint8 began_here;  /* the current player's land units began this turn here [10.12] B */
  guint8 battled;     /* a battle was fought here this turn [13.2] */
  guint8 built_now;   /* a Town was built here this turn: no road end or port yet (de [9.13] [9.32], v1) */
  guint8 placed[VIK_N_UNIT_TYPES]; /* units placed here this Reserve phase [14.11] */
  guint8 units[VIK_MAX_PLAYERS];   /* each player's units standing here, cargo included */
} VikHexState;

typedef struct {
  char name[VIK_NAME_MAX];
  guint8 reserve[VIK_N_UNIT_TYPES];
  guint8 eliminated;    /* no Towns or Cities left (R8), or conceded [5.1] */
  guint8 conceded;
  guint8 doomsday_coin; /* a coin lies next to his Capital [5.5] */
  gint16 capital_hex;   /* where the player's capital marker is, or VIK_NO_HEX */
  gint8 ruler;          /* Subjugation [16.81]: whose Vassal he is, or VIK_NO_PLAYER */
  guint8 reorganizing;  /* [16.83]: lost his Capital; may not attack on his next turn */
  guint8 vassals_made;  /* [16.87]: bit set of the players he made Vassals since he last lost his Capital */
} VikPlayer;

/* A battle under way [13.3]; side 0 is the attacker, side 1 the defender. */
typedef enum {
  VIK_BATTLE_NONE,
  VIK_BATTLE_PRE_FIRE,      /* casualties of the pre-battle artillery fire [13.3] 0 */
  VIK_BATTLE_ATTACK_FIRE,   /* the attacker's hits are being noted [13.3] 1 */
  VIK_BATTLE_DEFEND_FIRE,   /* the defender's hits are being noted [13.3] 2 */
  VIK_BATTLE_RETREAT,       /* the attacker may retreat or fight on [13.3] 3 */
  VIK_BATTLE_BOMBARD,       /* a bombardment's hit is being assigned [12.0] */
  VIK_BATTLE_ATTACK_AVERAGE, /* [16.4]: the attacker chooses the pairs of dice he does not roll */
  VIK_BATTLE_DEFEND_AVERAGE, /* [16.4]: the defender chooses the pairs of dice he does not roll */
} VikBattleStep;

typedef struct {
  gint16 hex;               /* VIK_NO_HEX when no battle is under way */
  gint8 side_player[2];     /* attacker, defender */
  guint8 step;              /* VikBattleStep */
  guint8 naval;
  guint8 placement;         /* a frigate placement naval battle [14.5] */
  guint8 round;
  guint8 retreating;        /* the attacker has begun to retreat: all must go [13.3] 3 */
  guint8 town;              /* the hex holds the defender's Town or City */
  guint8 tv[2];             /* tactical victories still to assign against each side [11.1] */
  guint8 hits[2];           /* ordinary hits still to assign against each side */
  guint8 suppressed;        /* excess hits of the attacker's fire this round [13.31] */
  guint8 entries;           /* bit set of the directions attackers entered from [13.3] 1, 3 */
} VikBattle;

/* Units a player owes after losing a Town or City, to come from the map [11.3]. */
typedef struct {
  gint8 player;             /* VIK_NO_PLAYER when nothing is owed */
  guint8 owed[VIK_N_UNIT_TYPES];
  gint16 hex;               /* the Town or City lost (or relocated [16.5]); VIK_NO_HEX: unknown */
} VikAdjustment;

/* [16.82]: what follows the capture of a Capital under Subjugation.  The Ruler
 * withdraws his units (battles where they land with enemy or Vassal units),
 * then the Vassal may reinforce his capital (a naval battle follows where his
 * Frigate is placed with an enemy Frigate [14.5]). */
typedef enum {
  VIK_SUBJ_NONE,
  VIK_SUBJ_WITHDRAW,        /* the Ruler's units leave; then their battles */
  VIK_SUBJ_REINFORCE,       /* the Vassal places units from his Reserve in his capital */
  VIK_SUBJ_NAVAL,           /* the naval battles of the Vassal's Frigates [14.5] */
} VikSubjStep;

typedef struct {
  gint16 capital;           /* the Vassal's capital, or VIK_NO_HEX */
  gint8 ruler;              /* who captured it (the current player) */
  gint8 vassal;
  guint8 step;              /* VikSubjStep */
} VikSubjugation;

/* Tiles drawn and waiting to be put on the map [7.0], R4. */
typedef struct {
  gint8 player;                     /* who revealed them and arranges them */
  guint8 n_places;
  guint8 n_tiles;
  guint8 start;                     /* the starting hexes of [4.0] 2 */
  gint16 places[VIK_MAX_REVEAL];    /* hexes still face down, waiting for a tile */
  guint8 tiles[VIK_MAX_REVEAL];     /* drawn tiles not yet placed */
} VikReveal;

typedef struct {
  VikRuleset rules;
  VikRng rng;
  guint64 seed;
  guint8 n_players;
  guint8 victory;
  guint8 current;        /* whose turn it is */
  guint8 first_player;   /* who plays first [4.0] 1; a game turn begins with his turn */
  guint8 phase;          /* VikPhase */
  guint8 decision;       /* VikDecision */
  guint8 towns_built;    /* Towns built this Building phase (the Capital counts) */
  guint8 upgraded;       /* a City was made this Building phase */
  guint8 relocated;      /* a Town or City was relocated this Building phase [16.5] */
  guint8 placed_any;     /* a unit was placed this Reserve phase: redeployment is over [13.5] */
  gint8 winner;
  guint8 winners;        /* bit set of the winners (ties in scored victories [5.3]) */
  guint8 doomsday;       /* the Doomsday Clock runs: a City was captured [5.5] */
  gint8 capital_taken_from; /* whose Capital was captured first [5.3], or VIK_NO_PLAYER */
  guint8 ending_turn;    /* the Reserve phase is over; naval battles of [14.5] may remain */
  guint16 turn;          /* game turn; 0 is the round of setup turns [4.0] */
  gint16 active_unit;    /* the unit whose movement is under way [10.0], or -1 */
  gint16 relocation_reveal; /* [16.5]: the relocated Town or City whose reveal [8.3] waits until the
                             * units it no longer supports are chosen [11.3], or VIK_NO_HEX */
  gint16 start_groups[VIK_MAX_PLAYERS][8];
  VikPlayer players[VIK_MAX_PLAYERS];
  VikReveal reveal;
  VikBattle battle;
  VikAdjustment adjust;
  VikSubjugation subj;              /* [16.82] */
  guint8 n_forced;                  /* dice faces fixed in advance (tests, searches) */
  guint8 forced_dice[16];
  guint16 pile_len;
  guint8 pile[VIK_MAX_PILE];        /* pile[pile_len - 1] is the top */
  guint16 n_units;
  VikHexState hexes[VIK_MAX_HEXES];
  VikUnit units[VIK_MAX_UNITS];
} VikCore;

typedef struct {
  gint ref_count;
  GArray *actions;
} VikHistory;

struct _VikGame {
  VikBoard *board;          /* shared by copies, never changed */
  VikHistory *history;      /* shared until one copy appends (copy on write) */
  GArray *events;           /* of the last apply; not part of the position */
  VikCore core;
};

/* ---- vik-game.c: units, hexes, events, errors ---- */
/* Copies a player's name, valid UTF-8, cut at a character boundary to fit. */
void      vik_copy_player_name   (char dest[VIK_NAME_MAX], const char *name);
/* vik-save.c: a new game's state on a board of `radius`, to be overwritten by a loader. */
VikGame  *vik_game_alloc_for_load (const VikRuleset *rules, int radius, int n_players, guint64 seed);
void      vik_emit               (VikGame *game, VikEventKind kind, int player, int unit,
                                  int hex, int hex2, int value);
void      vik_emit_terrain       (VikGame *game, int player, int hex, VikTerrain terrain);
int       vik_unit_add           (VikGame *game, int player, VikUnitType type, int hex);
void      vik_unit_remove        (VikGame *game, int unit);
void      vik_unit_set_hex       (VikGame *game, int unit, int hex);
int       vik_unit_find_frigate  (const VikGame *game, int player, int label);
int       vik_unit_next_label    (const VikGame *game, int player);
/* A unit of `player` and `type` at hex that is not cargo, preferring the moving
 * unit and then the one with the most movement left; -1 when there is none. */
int       vik_unit_find          (const VikGame *game, int player, VikUnitType type, int hex);
gboolean  vik_hex_has_enemy      (const VikGame *game, int hex, int player);
gboolean  vik_hex_is_land        (const VikGame *game, int hex);
gboolean  vik_player_has_capital (const VikGame *game, int player);
void      vik_add_to_reserve     (VikGame *game, int player, VikSite site, VikTerrain terrain, VikSite previous);
/* Ends the moving unit's movement [10.0]. */
void      vik_finish_active_unit (VikGame *game);
void      vik_set_phase          (VikGame *game, VikPhase phase);
void      vik_begin_turn         (VikGame *game, int player);
/* [4.0] 1: `first` plays first; on the board's own starting groups he takes
 * group 1 and the others follow clockwise (RULINGS R2), so the groups turn with him. */
void      vik_set_first_player   (VikGame *game, int first, gboolean rotate_groups);

/* The message (and its translation) is only built when someone asks for it:
 * legal-action generation calls the checks with error == NULL. */
#define vik_refuse(error, ...) \
  ((error) != NULL ? (g_set_error ((error), VIK_RULE_ERROR, VIK_RULE_ERROR_ILLEGAL, __VA_ARGS__), FALSE) : FALSE)
#define vik_refuse_code(error, code, ...) \
  ((error) != NULL ? (g_set_error ((error), VIK_RULE_ERROR, (code), __VA_ARGS__), FALSE) : FALSE)

/* ---- vik-cite.c: citations in the edition's own book (docs/editions.md) ---- */
/* The edition's case for a v2.1 case ("10.12" -> "9.12" in de-v1.1). */
const char *vik_cite             (const VikRuleset *rules, const char *v21_case);
/* A message with every bracketed citation in the edition's own book (newly allocated). */
char     *vik_cite_message       (const VikRuleset *rules, const char *message);
/* Rewrites error's message so; nothing for v2.1. */
void      vik_cite_error         (const VikRuleset *rules, GError *error);

/* ---- vik-explore.c: the draw pile and revealing hexes [7.0], R3, R4 ---- */
void      vik_pile_fill_default  (VikGame *game);
/* Shuffles the draw pile with the game's generator. */
void      vik_pile_shuffle       (VikGame *game);
/* Reveals every face-down hex among hexes[] for player: draws the tiles and
 * either places them at once (no choice) or opens the decisions of [7.0]. */
void      vik_reveal_hexes       (VikGame *game, int player, const int *hexes, int n, gboolean start);
/* Reveals the neighbours of hex (a unit entered it [10.2], a Town was built [8.3]). */
void      vik_reveal_around      (VikGame *game, int player, int hex, int radius);
/* [16.2] No Exploration: every face-down hex face up now, tiles from the pile in
 * board order (starting hexes first, with the [4.0] 2 water return made);
 * shuffle_seats deals the starting groups to the players at random. */
void      vik_reveal_all         (VikGame *game, gboolean shuffle_seats);
/* [4.0] 2: may player's Capital stand at hex?  A starting hex; in de-v1.1 and
 * v1, when they are all water, the land hexes nearest to them. */
gboolean  vik_explore_capital_hex_ok (const VikGame *game, int player, int hex);
/* de-v1.1 [4.0] 2: all starting hexes water: reveal the hexes around them, ring
 * after ring, until land appears. */
void      vik_explore_widen_start (VikGame *game, int player);
void      vik_explore_legal      (const VikGame *game, GArray *out);
gboolean  vik_explore_check      (const VikGame *game, const VikAction *a, GError **error);
void      vik_explore_apply      (VikGame *game, const VikAction *a);

/* ---- vik-setup.c and vik-build.c: [4.0] and [8.0] ---- */
void      vik_build_legal        (const VikGame *game, GArray *out);
gboolean  vik_build_check        (const VikGame *game, const VikAction *a, GError **error);
void      vik_build_apply        (VikGame *game, const VikAction *a);
/* [8.2.1] [8.2.2]: may `player` build a Town at hex now (the Capital: capital=TRUE)? */
gboolean  vik_build_town_site_ok (const VikGame *game, int player, int hex, gboolean capital, GError **error);
/* [16.6]: do hex and its six neighbours hold all five hex types? */
gboolean  vik_build_five_types_around (const VikGame *game, int hex);
/* [8.2.2]: no other player's unit in hex (an Alliance's included [16.84]), nor
 * next to it unless the edition allows it (de-v1.1 [7.22], v1). */
gboolean  vik_build_units_allow_town (const VikGame *game, int player, int hex, GError **error);

/* ---- vik-empires.c: [16.3] Immediate Empires ---- */
/* Is it a build-only turn of `player` (game turn 0, his setup turn done)? */
gboolean  vik_empire_turn        (const VikGame *game, int player);
/* Can the current player build a Town or upgrade one to a City? */
gboolean  vik_empire_can_build   (VikGame *game);
/* The current player becomes the first player and begins game turn 1. */
void      vik_empire_start_normal_play (VikGame *game);

/* ---- vik-relocate.c: [16.5] Town/City Relocation ---- */
void      vik_relocate_legal     (const VikGame *game, GArray *out);
gboolean  vik_relocate_check     (const VikGame *game, const VikAction *a, GError **error);
void      vik_relocate_apply     (VikGame *game, const VikAction *a);
/* Reveals around the relocated Town or City once no decision is open; TRUE if it did. */
gboolean  vik_relocate_settle    (VikGame *game);

/* ---- vik-move.c: [10.0]-[10.47] ---- */
void      vik_move_legal         (const VikGame *game, GArray *out);
gboolean  vik_move_check         (const VikGame *game, const VikAction *a, GError **error);
void      vik_move_apply         (VikGame *game, const VikAction *a);
/* TRUE (refusing, citing the case) while the unit under way may not stop where
 * it is: a Frigate in a port [10.32], a Vassal's unit passing through a hex of
 * his Alliance [16.84].  Then nothing but its moving on may happen. */
gboolean  vik_move_must_move_on  (const VikGame *game, GError **error);

/* ---- vik-combat.c: bombardment [12.0] and battles [13.0], vik-conquest.c [11.3] [11.4] [15.0],
 *      vik-victory.c [5.0] ---- */
int       vik_roll_die           (VikGame *game);
void      vik_combat_legal       (const VikGame *game, GArray *out);
gboolean  vik_combat_check       (const VikGame *game, const VikAction *a, GError **error);
void      vik_combat_apply       (VikGame *game, const VikAction *a);
/* A hex where the current player's units stand with the enemy, waiting for
 * their battle [13.0], or VIK_NO_HEX. */
int       vik_combat_pending_hex (const VikGame *game);
/* Starts the naval battles of `player`'s frigates placed with enemy frigates
 * [14.5] [16.82]; FALSE when there are none. */
gboolean  vik_combat_start_placement_battle (VikGame *game, int player);
/* Starts the battle `attacker`'s units in hex fight at once [16.82]; FALSE when
 * there is nobody to fight or a battle was fought there already [13.2]. */
gboolean  vik_combat_start_battle_at (VikGame *game, int hex, int attacker);
/* A Frigate's room for land units: in its hold, and in the three a turn [10.41]. */
int       vik_combat_frigate_room (const VikGame *game, int frigate);
/* The player who chooses in a combat decision. */
int       vik_combat_decider     (const VikGame *game);
/* A unit goes to its owner's Reserve, with its cargo [10.45] [11.3]. */
void      vik_unit_to_reserve    (VikGame *game, int unit);
/* A frigate's cargo goes to the Reserve; returns the frigate's index, which may have moved. */
int       vik_unit_unload_to_reserve (VikGame *game, int unit);
/* A Town or City changes hands [11.4]; starts the economic adjustment [11.3]. */
void      vik_conquest_capture   (VikGame *game, int hex, int winner, int loser);
/* `player` gives up owed[] units, from his Reserve or the map as he chooses [11.3]. */
void      vik_conquest_owe       (VikGame *game, int player, int hex, const guint owed[VIK_N_UNIT_TYPES]);
void      vik_conquest_legal     (const VikGame *game, GArray *out);
gboolean  vik_conquest_check     (const VikGame *game, const VikAction *a, GError **error);
void      vik_conquest_apply     (VikGame *game, const VikAction *a);
/* Checks every victory condition and ends the game if one is met [5.0]. */
void      vik_victory_check      (VikGame *game);
void      vik_victory_turn_start (VikGame *game);
gboolean  vik_victory_concede_check (const VikGame *game, GError **error);
void      vik_victory_concede    (VikGame *game, int player);
gboolean  vik_player_in_supply   (const VikGame *game, int player);

/* ---- vik-reserve.c: [13.5] [14.0]-[14.5] ---- */
void      vik_reserve_legal      (const VikGame *game, GArray *out);
gboolean  vik_reserve_check      (const VikGame *game, const VikAction *a, GError **error);
void      vik_reserve_apply      (VikGame *game, const VikAction *a);
/* May `player` place a Frigate for his site `site` in the water hex `to` [14.3]
 * [14.4] [14.5] [16.82] [16.84]?  (The capacity of the site is not checked.) */
gboolean  vik_reserve_frigate_spot_ok (const VikGame *game, int player, int site, int to, GError **error);
/* The Frigate placements for `site` that vik_reserve_frigate_spot_ok() accepts. */
void      vik_reserve_frigate_spots   (const VikGame *game, int player, int site, GArray *out);

/* ---- vik-subjugation.c: Subjugation [16.8]: Alliances, Vassals and their limits ---- */
/* How `player` meets `other`'s units, Towns and Cities (R8 with [16.84]). */
typedef enum {
  VIK_MEET_OWN,      /* his own */
  VIK_MEET_ENEMY,    /* an enemy (R8): stopping there is a battle */
  VIK_MEET_VASSAL,   /* his Vassal: he may pass through, and stopping there is a battle (the stab in the back) */
  VIK_MEET_ALLY,     /* his Ruler or a fellow Vassal: he may pass through, never stop or attack */
} VikMeet;
/* Is the rule on?  Inline: the hot enemy tests ask it first. */
static inline gboolean
vik_subjugation_on (const VikGame *game)
{
  return (game->core.rules.options >> VIK_OPTION_SUBJUGATION) & 1;
}
VikMeet   vik_meet               (const VikGame *game, int player, int other);
/* The player `player` fights on stopping in hex (an enemy or his Vassal), or VIK_NO_PLAYER. */
int       vik_hex_target         (const VikGame *game, int hex, int player);
/* Does hex hold an Alliance player's (VIK_MEET_ALLY) units, Town or City, where
 * `player` may pass but not stop [16.84]? */
gboolean  vik_hex_must_pass      (const VikGame *game, int hex, int player);
/* Do another player's units stand in hex (whatever the Alliances, [8.2.2])? */
gboolean  vik_hex_has_other_units (const VikGame *game, int hex, int player);
/* [16.84]: an Alliance player's Town or City at hex, counted as `player`'s own
 * for slow terrain [10.12] and roads [10.13]. */
gboolean  vik_hex_alliance_site  (const VikGame *game, int hex, int player);
/* [16.84]: an Alliance player's land unit at hex, aiding `player` across slow terrain [10.12]. */
gboolean  vik_hex_alliance_land_unit (const VikGame *game, int hex, int player);
/* A Frigate of another player of `player`'s Alliance stands in hex [16.82] [16.84]. */
gboolean  vik_hex_alliance_frigate (const VikGame *game, int hex, int player);
/* [16.83]: refuses (citing the case) when `player` may not attack this turn. */
gboolean  vik_subjugation_attack_ok (const VikGame *game, int player, GError **error);
/* [16.85] 1: `attacker` battles or bombards `defender`: a Vassal of his goes free. */
void      vik_subjugation_attacked (VikGame *game, int attacker, int defender);
/* Under Subjugation a captured Capital stays its owner's: [16.81] [16.85] and
 * the withdrawal of [16.82] begin.  FALSE when the rule does not apply (the
 * caller then captures the Town or City as usual). */
gboolean  vik_subjugation_capture (VikGame *game, int hex, int winner, int loser);
/* A player leaves the game (conceded): his Vassals go free, he is nobody's Vassal. */
void      vik_subjugation_player_left (VikGame *game, int player);
/* The turn of `player` ends: his reorganization [16.83] is over. */
void      vik_subjugation_turn_ended (VikGame *game, int player);
/* Runs the steps of [16.82] until someone must decide or a battle is fought;
 * FALSE when none is under way. */
gboolean  vik_subjugation_advance (VikGame *game);
int       vik_subjugation_decider (const VikGame *game);
void      vik_subjugation_legal  (const VikGame *game, GArray *out);
gboolean  vik_subjugation_check  (const VikGame *game, const VikAction *a, GError **error);
void      vik_subjugation_apply  (VikGame *game, const VikAction *a);
/* [5.2] [16.86] and [16.87]: the winners' bit set, or 0. */
guint     vik_subjugation_winners (const VikGame *game);

G_END_DECLS
