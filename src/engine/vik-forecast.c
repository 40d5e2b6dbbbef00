/* vik-forecast.c: exact Battle odds [13.3] by dynamic programming, and a
 * simulator of the same policy to check them.
 *
 * A battle state is the units each side has left at the start of a Battle
 * Round.  From a state, one round (attacker's fire, suppression, defender's
 * fire, simultaneous removal) leads to a distribution of successor states that
 * never have more units; the only way back to the same state is a round in
 * which nobody hits, so the value of a state is
 *
 *   V(s) = sum over s' != s of T(s,s') V(s')  /  (1 - T(s,s)).
 *
 * V holds the three outcome probabilities and the expected units each side
 * has at the end, and is memoized per state in a small open-addressing table
 * keyed by the packed counts (4 bits per unit type and side).  The Pre-Battle
 * Fire of the first round [13.3] 0 and the single round a Town or City without
 * defending units must still survive [13.3] 2 note are handled once, outside
 * the memoized recursion.
 *
 * The time is about proportional to the number of states (up to
 * VIK_FORECAST_MAX_STATES) times the distinct results of a round (a few
 * hundred): the book's example takes about 0.15 ms, 6 units of each type on
 * both sides about 0.2 s.  Pruning improbable states does not pay: a forward
 * flow of probability that dropped states reached with less than 1e-10 still
 * visited most of them (tried and measured).
 */
#include "config.h"

#include "vik-forecast.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (vik-forecast-error-quark, vik_forecast_error)

/* Enough for Pre-Battle Fire of VIK_FORECAST_MAX_COUNT Artillery [13.3] 0. */
#define MAX_DICE (VIK_FORECAST_MAX_COUNT + 1)
/* A round's fire: at most 3 types + 5 more hex sides (attacker) and
 * 3 types + Naval Support + 2 terrain dice (defender) [13.3] 1, 2. */
#define MAX_ATTACKER_DICE 8
#define MAX_DEFENDER_DICE 6
/* Results (tactical, ordinary) of k dice. */
#define N_RESULTS(k) (((k) + 1) * ((k) + 2) / 2)

enum { V_ATTACKER, V_DEFENDER, V_BOTH, V_A_LEFT, V_D_LEFT, N_V };

typedef struct {
  guint32 key;    /* 0: empty slot (a state always has attackers, so never 0) */
  double v[N_V];
} Slot;

/* P(t tactical victories and o ordinary hits | k dice), one table per hit_max. */
typedef double DiceTable[MAX_DICE][MAX_DICE][MAX_DICE];

typedef struct {
  const VikBattleSetup *setup;
  gboolean had_defenders;
  DiceTable *attacker_table;
  DiceTable *defender_table;
  Slot *slots;
  guint capacity;  /* a power of two */
  guint used;
} Ctx;

/* ---- the policy ---- */

static guint
total_of (const guint8 counts[VIK_N_UNIT_TYPES])
{
  return counts[0] + counts[1] + counts[2] + counts[3];
}

static guint
types_of (const guint8 counts[VIK_N_UNIT_TYPES])
{
  return (counts[0] > 0) + (counts[1] > 0) + (counts[2] > 0) + (counts[3] > 0);
}

/* Tie orders: a tactical victory prefers Artillery, Cavalry, Infantry; an
 * ordinary hit Infantry, Cavalry, Artillery.  Frigates never share a side
 * with land units, so their place in the order does not matter. */
static const VikUnitType fewest_order[VIK_N_UNIT_TYPES] = {
  VIK_UNIT_ARTILLERY, VIK_UNIT_CAVALRY, VIK_UNIT_INFANTRY, VIK_UNIT_FRIGATE };
static const VikUnitType most_order[VIK_N_UNIT_TYPES] = {
  VIK_UNIT_INFANTRY, VIK_UNIT_CAVALRY, VIK_UNIT_ARTILLERY, VIK_UNIT_FRIGATE };

static int
pick_victim (const guint8 counts[VIK_N_UNIT_TYPES], gboolean tactical)
{
  const VikUnitType *order = tactical ? fewest_order : most_order;
  int best = -1;

  for (int i = 0; i < VIK_N_UNIT_TYPES; i++)
    {
      VikUnitType t = order[i];

      if (counts[t] == 0)
        continue;
      if (best < 0
          || (tactical && counts[t] < counts[best])
          || (!tactical && counts[t] > counts[best]))
        best = t;
    }
  return best;
}

guint
vik_forecast_apply_hits (guint8 counts[VIK_N_UNIT_TYPES],
                         guint tactical,
                         guint ordinary)
{
  guint lost = 0;

  for (guint i = 0; i < tactical + ordinary; i++)
    {
      int victim = pick_victim (counts, i < tactical);

      if (victim < 0)
        lost++;
      else
        counts[victim]--;
    }
  return lost;
}

guint
vik_forecast_pairs (guint dice, guint policy)
{
  return MIN (policy, dice / 2);
}

guint
vik_forecast_attacker_dice (const VikBattleSetup *setup,
                            const guint8 attackers[VIK_N_UNIT_TYPES])
{
  guint dice = types_of (attackers);

  if (!setup->naval && attackers[VIK_UNIT_CAVALRY] > 0 && setup->cavalry_dice > 1)
    dice += setup->cavalry_dice - 1;   /* de-v1.1 [12.3] 1, v1 Regular Attacks 2 */
  if (!setup->no_hex_side_dice)
    dice += setup->hex_sides > 0 ? setup->hex_sides - 1 : 0;
  return MIN (dice, setup->max_attack_dice);
}

guint
vik_forecast_defender_dice (const VikBattleSetup *setup,
                            const guint8 defenders[VIK_N_UNIT_TYPES],
                            guint attacker_hits)
{
  guint total = total_of (defenders);
  guint excess = attacker_hits > total ? attacker_hits - total : 0;
  guint unit_dice = types_of (defenders);
  guint support, terrain, cut;

  /* v1 has no suppression. */
  if (setup->suppression == 2)
    excess = 0;
  /* [13.31]: excess hits first take away the unit-type dice. */
  cut = MIN (unit_dice, excess);
  unit_dice -= cut;
  excess -= cut;
  /* [13.33]: at sea one die if he has a Frigate, and no terrain; Naval Support
   * there only from Frigate Options [16.7]. */
  support = setup->naval_support ? 1 : 0;
  terrain = setup->naval ? 0 : setup->terrain_dice;
  if (!setup->town_or_city && setup->suppression == 0)
    {
      /* RULINGS R11: outside Towns and Cities, then Naval Support, then terrain
       * (de-v1.1 [12.31]: never those). */
      cut = MIN (support, excess);
      support -= cut;
      excess -= cut;
      cut = MIN (terrain, excess);
      terrain -= cut;
    }
  return unit_dice + support + terrain;
}

/* ---- dice tables ---- */

static void
fill_dice_table (DiceTable *table, guint hit_max)
{
  double p1 = 1.0 / 6.0;
  double p2 = (hit_max - 1) / 6.0;
  double p0 = (6 - hit_max) / 6.0;

  memset (table, 0, sizeof *table);
  (*table)[0][0][0] = 1.0;
  for (guint k = 1; k < MAX_DICE; k++)
    for (guint t = 0; t <= k; t++)
      for (guint o = 0; t + o <= k; o++)
        {
          double p = 0.0;

          if (t + o < k)
            p += (*table)[k - 1][t][o] * p0;
          if (t > 0)
            p += (*table)[k - 1][t - 1][o] * p1;
          if (o > 0)
            p += (*table)[k - 1][t][o - 1] * p2;
          (*table)[k][t][o] = p;
        }
}

/* ---- the memo ---- */

static guint32
pack (const guint8 a[VIK_N_UNIT_TYPES], const guint8 d[VIK_N_UNIT_TYPES])
{
  guint32 key = 0;

  for (int i = 0; i < VIK_N_UNIT_TYPES; i++)
    key = (key << 8) | (guint32) (a[i] << 4) | d[i];
  return key;
}

static guint
slot_index (const Ctx *ctx, guint32 key)
{
  guint32 h = key * 2654435761u;

  return (h ^ (h >> 15)) & (ctx->capacity - 1);
}

static Slot *
memo_find (Ctx *ctx, guint32 key)
{
  for (guint i = slot_index (ctx, key); ; i = (i + 1) & (ctx->capacity - 1))
    if (ctx->slots[i].key == key || ctx->slots[i].key == 0)
      return &ctx->slots[i];
}

static void
memo_grow (Ctx *ctx)
{
  Slot *old = ctx->slots;
  guint old_capacity = ctx->capacity;

  ctx->capacity *= 2;
  ctx->slots = g_new0 (Slot, ctx->capacity);
  for (guint i = 0; i < old_capacity; i++)
    if (old[i].key != 0)
      *memo_find (ctx, old[i].key) = old[i];
  g_free (old);
}

/* ---- the recursion ---- */

static void
set_terminal (const Ctx *ctx, const guint8 a[VIK_N_UNIT_TYPES],
              const guint8 d[VIK_N_UNIT_TYPES], double v[N_V])
{
  guint a_left = total_of (a);
  guint d_left = total_of (d);

  memset (v, 0, sizeof (double) * N_V);
  if (a_left > 0)
    v[V_ATTACKER] = 1.0;
  else if (d_left > 0 || !ctx->had_defenders)
    v[V_DEFENDER] = 1.0;   /* a Town or City that never had defenders stays his */
  else
    v[V_BOTH] = 1.0;
  v[V_A_LEFT] = a_left;
  v[V_D_LEFT] = d_left;
}

static void state_value (Ctx *ctx, const guint8 a[VIK_N_UNIT_TYPES],
                         const guint8 d[VIK_N_UNIT_TYPES], double v[N_V]);

/* Adds p times the value of (a, d) to acc, (a, d) being reached after a round. */
static void
add_successor (Ctx *ctx, const guint8 a[VIK_N_UNIT_TYPES],
               const guint8 d[VIK_N_UNIT_TYPES], double p, double acc[N_V])
{
  double v[N_V];

  if (total_of (a) == 0 || total_of (d) == 0)
    set_terminal (ctx, a, d, v);
  else
    state_value (ctx, a, d, v);
  for (int i = 0; i < N_V; i++)
    acc[i] += p * v[i];
}

typedef struct {
  guint8 units[VIK_N_UNIT_TYPES];
  guint dice;     /* the defender's dice after suppression (for the attacker's fire) */
  double p;
} Branch;

/* The distinct results of k dice on target[], `policy` pairs of them left
 * unrolled for a sure ordinary hit each [16.4], merged; returns how many (at
 * most N_RESULTS (k)).  With suppress, also the defender's dice after them. */
static guint
fire (const Ctx *ctx, const DiceTable *table, guint k, guint policy,
      const guint8 target[VIK_N_UNIT_TYPES], gboolean suppress,
      Branch *out)
{
  guint sure = vik_forecast_pairs (k, policy);
  guint rolled = k - 2 * sure;
  guint n = 0;

  for (guint t = 0; t <= rolled; t++)
    for (guint o = 0; t + o <= rolled; o++)
      {
        Branch b = { .p = (*table)[rolled][t][o] };
        guint j;

        if (b.p == 0.0)
          continue;
        memcpy (b.units, target, sizeof b.units);
        vik_forecast_apply_hits (b.units, t, o + sure);
        b.dice = suppress ? vik_forecast_defender_dice (ctx->setup, target, t + o + sure) : 0;
        for (j = 0; j < n; j++)
          if (out[j].dice == b.dice && memcmp (out[j].units, b.units, sizeof b.units) == 0)
            break;
        if (j < n)
          out[j].p += b.p;
        else
          out[n++] = b;
      }
  return n;
}

/* One Battle Round from (a, d), d possibly empty in a Town or City: adds each
 * successor's probability times its value to acc and returns the probability
 * that nothing changes. */
static double
play_round (Ctx *ctx, const guint8 a[VIK_N_UNIT_TYPES],
            const guint8 d[VIK_N_UNIT_TYPES], double acc[N_V])
{
  Branch att[N_RESULTS (MAX_ATTACKER_DICE)];
  Branch def[MAX_DEFENDER_DICE + 1][N_RESULTS (MAX_DEFENDER_DICE)];
  guint n_def[MAX_DEFENDER_DICE + 1];
  guint n_att;
  double self = 0.0;

  n_att = fire (ctx, ctx->attacker_table,
                MIN (vik_forecast_attacker_dice (ctx->setup, a), MAX_ATTACKER_DICE),
                ctx->setup->attacker_pairs, d, TRUE, att);
  memset (n_def, 0xff, sizeof n_def);
  for (guint i = 0; i < n_att; i++)
    {
      guint nd = att[i].dice;

      g_assert (nd <= MAX_DEFENDER_DICE);

      if (n_def[nd] == G_MAXUINT)
        n_def[nd] = fire (ctx, ctx->defender_table, nd, ctx->setup->defender_pairs, a, FALSE, def[nd]);
      for (guint j = 0; j < n_def[nd]; j++)
        {
          double p = att[i].p * def[nd][j].p;

          if (memcmp (def[nd][j].units, a, VIK_N_UNIT_TYPES) == 0
              && memcmp (att[i].units, d, VIK_N_UNIT_TYPES) == 0
              && total_of (d) > 0)
            self += p;
          else
            add_successor (ctx, def[nd][j].units, att[i].units, p, acc);
        }
    }
  return self;
}

/* V(a, d) for a state where both sides have units at the start of a round. */
static void
state_value (Ctx *ctx, const guint8 a[VIK_N_UNIT_TYPES],
             const guint8 d[VIK_N_UNIT_TYPES], double v[N_V])
{
  guint32 key = pack (a, d);
  Slot *slot = memo_find (ctx, key);
  double acc[N_V] = { 0 };
  double self;

  if (slot->key == key)
    {
      memcpy (v, slot->v, sizeof slot->v);
      return;
    }

  self = play_round (ctx, a, d, acc);
  /* The attacker always rolls at least one die or scores a sure hit [16.4], so self < 1. */
  for (int i = 0; i < N_V; i++)
    v[i] = acc[i] / (1.0 - self);

  /* The recursion may have moved the table: look the slot up again. */
  if (2 * (ctx->used + 1) > ctx->capacity)
    memo_grow (ctx);
  slot = memo_find (ctx, key);
  slot->key = key;
  memcpy (slot->v, v, sizeof slot->v);
  ctx->used++;
}

/* After Pre-Battle Fire (or at once in a naval battle): the battle from (a, d). */
static void
battle_value (Ctx *ctx, const guint8 a[VIK_N_UNIT_TYPES],
              const guint8 d[VIK_N_UNIT_TYPES], double v[N_V])
{
  if (total_of (a) > 0 && total_of (d) == 0 && ctx->setup->town_or_city)
    {
      /* [13.3] 2 note: one round against the Town's or City's own dice. */
      memset (v, 0, sizeof (double) * N_V);
      play_round (ctx, a, d, v);
    }
  else
    {
      memset (v, 0, sizeof (double) * N_V);
      add_successor (ctx, a, d, 1.0, v);
    }
}

/* ---- checking the setup ---- */

static gboolean
refuse (GError **error, VikForecastError code, const char *message)
{
  g_set_error_literal (error, VIK_FORECAST_ERROR, code, message);
  return FALSE;
}

static gboolean
check_side (const guint8 counts[VIK_N_UNIT_TYPES], gboolean naval, GError **error)
{
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (counts[t] > VIK_FORECAST_MAX_COUNT)
      {
        g_set_error (error, VIK_FORECAST_ERROR, VIK_FORECAST_ERROR_TOO_LARGE,
                     _("The forecast handles at most %d units of one type on one side"),
                     VIK_FORECAST_MAX_COUNT);
        return FALSE;
      }
  if (naval && (counts[VIK_UNIT_INFANTRY] || counts[VIK_UNIT_CAVALRY]
                || counts[VIK_UNIT_ARTILLERY]))
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("Only Frigates fight in a Naval Battle (11.6)"));
  if (!naval && counts[VIK_UNIT_FRIGATE])
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("Frigates do not fight in a Land Battle (11.6)"));
  return TRUE;
}

static gboolean
check_setup (const VikBattleSetup *s, GError **error)
{
  guint64 states = 1;

  if (!check_side (s->attackers, s->naval, error)
      || !check_side (s->defenders, s->naval, error))
    return FALSE;
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    states *= (guint64) (s->attackers[t] + 1) * (s->defenders[t] + 1);
  if (states > VIK_FORECAST_MAX_STATES)
    return refuse (error, VIK_FORECAST_ERROR_TOO_LARGE,
                   _("This battle is too large to forecast exactly"));
  if (total_of (s->attackers) == 0)
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("A Battle needs at least one attacking unit (13.0)"));
  if (total_of (s->defenders) == 0 && (s->naval || !s->town_or_city))
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("There is nothing to battle: no defending units and no Town or City (13.0)"));
  if (s->naval && (s->town_or_city || s->terrain_dice))
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("A Naval Battle has no Town, City or Defensive Terrain (13.33)"));
  if (s->hex_sides < 1 || s->hex_sides > 6)
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("Attackers enter a hex from one to six hex sides (13.3)"));
  if (s->terrain_dice > 3)
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("Defensive Terrain gives at most three dice (13.3; a Metropolis, 16.6)"));
  if (s->attacker_hit_max < 1 || s->attacker_hit_max > 6
      || s->defender_hit_max < 1 || s->defender_hit_max > 6)
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("A die hits on a number from 1 to 6 (11.1)"));
  if (s->cavalry_dice > 2 || s->suppression > 2)
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("Cavalry rolls at most two dice; suppression is one of three rules (13.3)"));
  if (s->max_attack_dice < 1)
    return refuse (error, VIK_FORECAST_ERROR_INVALID,
                   _("The attacker rolls at least one die (13.3)"));
  return TRUE;
}

/* ---- the API ---- */

void
vik_battle_setup_init (VikBattleSetup *setup, gboolean naval)
{
  memset (setup, 0, sizeof *setup);
  setup->naval = naval;
  setup->hex_sides = 1;
  setup->attacker_hit_max = 3;
  setup->defender_hit_max = 3;
  setup->max_attack_dice = naval ? 6 : 8;
}

gboolean
vik_forecast_battle (const VikBattleSetup *setup, VikForecast *out, GError **error)
{
  Ctx ctx = { .setup = setup, .capacity = 256 };
  const guint8 *a0 = setup->attackers;
  const guint8 *d0 = setup->defenders;
  double v[N_V] = { 0 };

  g_return_val_if_fail (setup != NULL && out != NULL, FALSE);
  if (!check_setup (setup, error))
    return FALSE;

  ctx.had_defenders = total_of (d0) > 0;
  ctx.attacker_table = g_new (DiceTable, 1);
  ctx.defender_table = g_new (DiceTable, 1);
  fill_dice_table (ctx.attacker_table, setup->attacker_hit_max);
  fill_dice_table (ctx.defender_table, setup->defender_hit_max);
  ctx.slots = g_new0 (Slot, ctx.capacity);

  if (setup->naval)
    battle_value (&ctx, a0, d0, v);
  else
    {
      /* [13.3] 0: every Artillery on both sides fires once, simultaneously. */
      Branch att[N_RESULTS (MAX_DICE - 1)], def[N_RESULTS (MAX_DICE - 1)];
      guint n_att = fire (&ctx, ctx.attacker_table, a0[VIK_UNIT_ARTILLERY], 0, d0, FALSE, att);
      guint n_def = fire (&ctx, ctx.defender_table,
                          setup->no_defender_pre_fire ? 0 : d0[VIK_UNIT_ARTILLERY], 0, a0, FALSE, def);

      for (guint i = 0; i < n_att; i++)
        for (guint j = 0; j < n_def; j++)
          {
            double w[N_V];
            const guint8 *a = def[j].units, *d = att[i].units;

            /* Outside a Town or City, a side wiped out by it ends the battle. */
            if (total_of (a) == 0 || (total_of (d) == 0 && !setup->town_or_city))
              set_terminal (&ctx, a, d, w);
            else
              battle_value (&ctx, a, d, w);
            for (int k = 0; k < N_V; k++)
              v[k] += att[i].p * def[j].p * w[k];
          }
    }

  out->attacker_wins = v[V_ATTACKER];
  out->defender_holds = v[V_DEFENDER];
  out->both_wiped_out = v[V_BOTH];
  out->attacker_losses = total_of (a0) - v[V_A_LEFT];
  out->defender_losses = total_of (d0) - v[V_D_LEFT];

  g_free (ctx.slots);
  g_free (ctx.attacker_table);
  g_free (ctx.defender_table);
  return TRUE;
}

/* ---- the simulator: real dice, one hit at a time ---- */

typedef struct {
  guint tactical;
  guint ordinary;
} Roll;

static Roll
roll_dice (VikRng *rng, guint k, guint hit_max)
{
  Roll r = { 0, 0 };

  for (guint i = 0; i < k; i++)
    {
      guint die = vik_rng_below (rng, 6) + 1;

      if (die == 1)
        r.tactical++;
      else if (die <= hit_max)
        r.ordinary++;
    }
  return r;
}

/* A Fire Round's dice with `policy` pairs left unrolled, a sure hit each [16.4]. */
static Roll
roll_averaged (VikRng *rng, guint dice, guint policy, guint hit_max)
{
  guint sure = vik_forecast_pairs (dice, policy);
  Roll r = roll_dice (rng, dice - 2 * sure, hit_max);

  r.ordinary += sure;
  return r;
}

/* Written apart from vik_forecast_apply_hits (one unit at a time, by scanning
 * the unit list), so that the two check each other. */
static void
sim_take_hits (guint8 counts[VIK_N_UNIT_TYPES], Roll r)
{
  static const int tactical_rank[VIK_N_UNIT_TYPES] = { 2, 1, 0, 3 }; /* I, C, A, F */
  static const int ordinary_rank[VIK_N_UNIT_TYPES] = { 0, 1, 2, 3 };

  for (guint h = 0; h < r.tactical + r.ordinary; h++)
    {
      gboolean tactical = h < r.tactical;
      const int *rank = tactical ? tactical_rank : ordinary_rank;
      int victim = -1;

      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          gboolean better;

          if (counts[t] == 0)
            continue;
          if (victim < 0)
            better = TRUE;
          else if (counts[t] == counts[victim])
            better = rank[t] < rank[victim];
          else
            better = tactical ? counts[t] < counts[victim] : counts[t] > counts[victim];
          if (better)
            victim = t;
        }
      if (victim >= 0)
        counts[victim]--;
    }
}

void
vik_forecast_simulate_one (const VikBattleSetup *setup,
                           VikRng *rng,
                           int *result,
                           int *attacker_lost,
                           int *defender_lost)
{
  guint8 a[VIK_N_UNIT_TYPES], d[VIK_N_UNIT_TYPES];
  gboolean had_defenders = total_of (setup->defenders) > 0;
  guint rounds = 0;

  memcpy (a, setup->attackers, sizeof a);
  memcpy (d, setup->defenders, sizeof d);

  if (!setup->naval)
    {
      Roll ra = roll_dice (rng, a[VIK_UNIT_ARTILLERY], setup->attacker_hit_max);
      Roll rd = roll_dice (rng, setup->no_defender_pre_fire ? 0 : d[VIK_UNIT_ARTILLERY],
                           setup->defender_hit_max);

      sim_take_hits (d, ra);
      sim_take_hits (a, rd);
    }

  for (;;)
    {
      Roll ra, rd;
      guint nd;

      if (total_of (a) == 0)
        break;
      if (total_of (d) == 0 && (!setup->town_or_city || rounds > 0))
        break;
      ra = roll_averaged (rng, vik_forecast_attacker_dice (setup, a), setup->attacker_pairs,
                          setup->attacker_hit_max);
      nd = vik_forecast_defender_dice (setup, d, ra.tactical + ra.ordinary);
      rd = roll_averaged (rng, nd, setup->defender_pairs, setup->defender_hit_max);
      sim_take_hits (d, ra);
      sim_take_hits (a, rd);
      rounds++;
    }

  if (total_of (a) > 0)
    *result = VIK_BATTLE_ATTACKER_WINS;
  else if (total_of (d) > 0 || !had_defenders)
    *result = VIK_BATTLE_DEFENDER_HOLDS;
  else
    *result = VIK_BATTLE_BOTH_WIPED_OUT;
  *attacker_lost = (int) total_of (setup->attackers) - (int) total_of (a);
  *defender_lost = (int) total_of (setup->defenders) - (int) total_of (d);
}
