/* vik-forecast.h: the exact odds of a Battle [13.3] before it is fought.
 *
 * A pure function of a small struct, independent of VikGame, so the GUI can
 * show the odds while the player drags units and a computer player can weigh
 * many attacks cheaply.  The battle is modelled with one fixed policy:
 *
 *  - the attacker never retreats [13.3] 3;
 *  - a tactical victory [11.1] takes a unit of the type with the fewest units
 *    not yet hit (ties: Artillery, Cavalry, Infantry): that removes a die soonest;
 *  - an ordinary hit takes a unit of the type with the most units not yet hit
 *    (ties: Infantry, Cavalry, Artillery);
 *  - hits are applied one at a time, tactical victories first; a unit already
 *    hit takes no second hit; surplus hits are lost (RULINGS R12);
 *  - with Luck Averaging [16.4] each side leaves as many pairs of its Fire
 *    Round's dice unrolled as its `*_pairs` field says (an odd die always
 *    rolled), each pair one ordinary hit; the game fills them in
 *    vik_game_battle_setup() (see there).
 *
 * vik_forecast_battle() computes the outcome probabilities exactly by dynamic
 * programming over the remaining units; vik_forecast_simulate_one() plays one
 * battle with real dice and the same policy, to check it.
 */
#pragma once

#include "vik-types.h"
#include "vik-rng.h"

G_BEGIN_DECLS

#define VIK_FORECAST_ERROR (vik_forecast_error_quark ())
GQuark vik_forecast_error_quark (void);

typedef enum {
  VIK_FORECAST_ERROR_INVALID,   /* no such battle can be fought */
  VIK_FORECAST_ERROR_TOO_LARGE, /* more units than the forecast handles */
} VikForecastError;

/* The most units of one type on one side the forecast accepts. */
#define VIK_FORECAST_MAX_COUNT 15
/* The most battle states, the product of (count + 1) over every unit type of
 * both sides, the forecast accepts: its time grows with that product, and
 * this bound keeps one forecast under about 0.25 s (6 I, 6 C, 6 A on both
 * sides is 117,649).  Larger battles are refused with
 * VIK_FORECAST_ERROR_TOO_LARGE; vik_forecast_simulate_one() can estimate them. */
#define VIK_FORECAST_MAX_STATES 150000

typedef struct {
  gboolean naval;                 /* Frigate against Frigate in a water hex */
  guint8 attackers[VIK_N_UNIT_TYPES]; /* counts by VikUnitType (land: I, C, A; naval: F) */
  guint8 defenders[VIK_N_UNIT_TYPES];
  guint8 hex_sides;               /* different hex sides the attackers entered from (>= 1) */
  guint8 terrain_dice;            /* Defensive Terrain dice, already resolved: best of terrain
                                   * and Town/City, lost-capital penalty applied (0-2; 3 for a Metropolis [16.6]) */
  gboolean naval_support;         /* a defending Frigate adjacent and the hex has defending
                                   * land units or a defender's Town/City [13.32] [13.33];
                                   * in a Naval Battle only with Frigate Options [16.7] */
  gboolean town_or_city;          /* the hex has a defender's Town or City */
  guint8 attacker_hit_max;        /* 3, or 4 with Combat Supply [11.2] */
  guint8 defender_hit_max;
  guint8 max_attack_dice;         /* 8 land, 6 naval (from the ruleset) */
  guint8 attacker_pairs;          /* [16.4] Luck Averaging: pairs of dice the attacker leaves unrolled
                                   * in each Fire Round, one sure hit each; VIK_FORECAST_ALL_PAIRS: every
                                   * complete pair; 0 without the rule */
  guint8 defender_pairs;          /* the same for the defender */
  /* The editions (docs/editions.md); zero is v2.1's rule. */
  guint8 cavalry_dice;            /* the attacker's dice for Cavalry: 0 means 1; 2 in de-v1.1 and v1 */
  gboolean no_hex_side_dice;      /* de-v1.1, v1: no dice for extra hex sides */
  gboolean no_defender_pre_fire;  /* de-v1.1, v1: only the attacker's Artillery fire first */
  guint8 suppression;             /* 0: v2.1 (RULINGS R11); 1: unit dice only (de-v1.1); 2: none (v1) */
} VikBattleSetup;

/* Every complete pair of a Fire Round's dice left unrolled [16.4]. */
#define VIK_FORECAST_ALL_PAIRS 255

typedef enum {
  VIK_BATTLE_ATTACKER_WINS,
  VIK_BATTLE_DEFENDER_HOLDS,
  VIK_BATTLE_BOTH_WIPED_OUT,
  VIK_N_BATTLE_OUTCOMES
} VikBattleOutcome;

typedef struct {
  double attacker_wins;     /* the attacker takes the hex */
  double defender_holds;    /* the attacker is gone; the defender keeps units or his Town/City */
  double both_wiped_out;    /* both sides lose every unit: the defender prevails [13.3] 4,
                             * counted here apart from defender_holds */
  double attacker_losses;   /* expected units lost */
  double defender_losses;
} VikForecast;

/* Fills setup for an ordinary land or naval battle under ruleset-free v2.1
 * defaults: one hex side, hits on 3, 8 (land) or 6 (naval) attack dice. */
void     vik_battle_setup_init      (VikBattleSetup *setup, gboolean naval);

gboolean vik_forecast_battle        (const VikBattleSetup *setup,
                                     VikForecast *out,
                                     GError **error);

/* Plays one battle with the forecast's policy; *result is a VikBattleOutcome.
 * setup must be one vik_forecast_battle() accepts. */
void     vik_forecast_simulate_one  (const VikBattleSetup *setup,
                                     VikRng *rng,
                                     int *result,
                                     int *attacker_lost,
                                     int *defender_lost);

/* The policy's casualties: applies `tactical` tactical victories and then
 * `ordinary` hits to counts[] (land: I, C, A; naval: F) in place.
 * Returns the number of hits that found no unit. */
guint    vik_forecast_apply_hits    (guint8 counts[VIK_N_UNIT_TYPES],
                                     guint tactical,
                                     guint ordinary);

/* Dice the defender rolls in a Battle Round [13.3] 2 against defenders[] (counted
 * before the attacker's hits are removed), after `attacker_hits` hits and the
 * suppression they cause [13.31] (RULINGS R11). */
guint    vik_forecast_defender_dice (const VikBattleSetup *setup,
                                     const guint8 defenders[VIK_N_UNIT_TYPES],
                                     guint attacker_hits);

/* [16.4]: the pairs a side with `dice` dice leaves unrolled under its `policy`
 * (a *_pairs field): complete pairs only. */
guint    vik_forecast_pairs         (guint dice, guint policy);

/* Dice the attacker rolls in a Battle Round [13.3] 1 with attackers[]. */
guint    vik_forecast_attacker_dice (const VikBattleSetup *setup,
                                     const guint8 attackers[VIK_N_UNIT_TYPES]);

G_END_DECLS
