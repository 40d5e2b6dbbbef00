/* vic-ai-eval.c: Normal's judgement of a Victory position and of each legal
 * action (docs/ai.md, "Victory's computer players").
 *
 * Everything here reads the game through the engine's public API, and only
 * views made by vic_game_copy_for_player(): blocks of others the player
 * cannot see count at the mean of what they may be, never at what the view
 * happened to draw for them. */
#include "config.h"

#include "vic-ai-private.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define WIN_VALUE 100000.0
/* A PP of Cities controlled (10.0), to its holder. */
#define PP_VALUE 4.0
/* A Town: an Airbase, a port, a link of roads. */
#define TOWN_VALUE 0.8
/* Nearing the PP that win: (PP - (win - NEAR_SPAN))^2 * NEAR_WEIGHT, and
 * WIN_REACHED more once there (the check is at the end of the game turn). */
#define NEAR_SPAN 4
#define NEAR_WEIGHT 1.5
#define WIN_REACHED 12.0
/* A City within reach of stronger enemies loses this share of its worth. */
#define THREAT_WEIGHT 0.35
/* Each step of a block, for each turn of moving it is nearer than
 * MAX_TURNS_AWAY to the nearest City to take. */
#define DISTANCE_WEIGHT 0.05
#define MAX_TURNS_AWAY 12.0
/* What a PP spent is worth if not spent on this (8.0: unspent PP are lost). */
#define PP_SPENT 1.2
/* A block of n steps is worth n steps times 1 + CONCENTRATION (n - 1):
 * stacking and hexside limits count blocks, not steps (5.2, 5.3), so full
 * blocks attack and hold far better than many small ones; production fills
 * blocks up before it raises new ones. */
#define CONCENTRATION 0.08
/* Blocks others cannot see: assumed steps. */
#define HIDDEN_STEPS 3

#define FAR 250
#define MAX_DESTINATIONS 12
#define DEST_CACHE 16
#define NEAREST_CACHE (4 * VIC_MAX_PLAYERS)
#define GROUND_REACH 4
#define AIR_REACH 8
#define MAX_CITIES 64
#define SIM_MAX_UNITS 24
#define SIM_TRIALS 40
#define SIM_CACHE_MAX 40000
#define SUPPLY_CACHE 8
/* An unsupplied Ground or Air block loses a step in the Supply Phase (7.1). */
#define ATTRITION_WEIGHT 0.9
/* In the last Game Turn of a time limit (10.6) a block is worth only what it
 * does for the PP held when the game ends: this share of its worth. */
#define LAST_TURN_BLOCKS 0.25

/* A step of each type (per VicUnitType), roughly its cost with its punch. */
static const double step_value[VIC_N_UNIT_TYPES] = {
  [VIC_UNIT_FIGHTER] = 2.6,
  [VIC_UNIT_DIVE_BOMBER] = 3.0,
  [VIC_UNIT_TORPEDO_BOMBER] = 2.4,
  [VIC_UNIT_MEDIUM_BOMBER] = 2.6,
  [VIC_UNIT_HEAVY_BOMBER] = 3.6,
  [VIC_UNIT_SUBMARINE] = 1.4,
  [VIC_UNIT_CARRIER] = 3.5,
  [VIC_UNIT_BATTLESHIP] = 4.4,
  [VIC_UNIT_CRUISER] = 3.0,
  [VIC_UNIT_LIGHT_CRUISER] = 3.0,
  [VIC_UNIT_ARTILLERY] = 3.0,
  [VIC_UNIT_ARMOR] = 2.9,
  [VIC_UNIT_AIRBORNE] = 2.7,
  [VIC_UNIT_INFANTRY] = 1.6,
  [VIC_UNIT_AMPHIB] = 1.6,
  [VIC_UNIT_MARINES] = 1.6,
  [VIC_UNIT_MECHANIZED] = 2.6,
  [VIC_UNIT_MOUNTAIN] = 1.6,
  [VIC_UNIT_ENGINEER] = 1.3,
  [VIC_UNIT_RESOURCE] = 1.0,
  [VIC_UNIT_ELITE_FIGHTER] = 3.8,
  [VIC_UNIT_ELITE_BATTLESHIP] = 4.8,
  [VIC_UNIT_ELITE_ARMOR] = 3.8,
  [VIC_UNIT_AIR_FACTORY] = 3.0,
  [VIC_UNIT_NAVAL_FACTORY] = 3.0,
  [VIC_UNIT_GROUND_FACTORY] = 3.0,
  [VIC_UNIT_ATOM_BOMB] = 5.0,
  [VIC_UNIT_CAVALRY] = 1.8,
  [VIC_UNIT_COMMANDO] = 3.0,
  [VIC_UNIT_JET_FIGHTER] = 4.0,
  [VIC_UNIT_RECON] = 1.5,
  [VIC_UNIT_ROCKET] = 2.5,
};

/* A block of another that cannot be seen: the mean of its class. */
static const double hidden_value[VIC_N_CLASSES] = { 2.8, 3.0, 2.1 };
static const guint8 hidden_fire[VIC_N_CLASSES][VIC_N_CLASSES] = { { 1, 1, 1 }, { 1, 2, 1 }, { 1, 0, 2 } };
static const guint8 hidden_turn[VIC_N_CLASSES] = { VIC_TURN_B, VIC_TURN_C, VIC_TURN_E };
static const guint8 hidden_move[VIC_N_CLASSES] = { 4, 3, 2 };

/* VIC_AI_DEBUG=1 prints every score of every decision on stderr, 2 also
 * the parts of every judgement (for tuning). */
static int
debug_level (void)
{
  static gsize ready;
  static int level;

  if (g_once_init_enter (&ready))
    {
      const char *env = g_getenv ("VIC_AI_DEBUG");
      level = env != NULL ? atoi (env) : 0;
      g_once_init_leave (&ready, 1);
    }
  return level;
}

/* ---------------------------------------------------------------- battles */

enum {
  SIM_LATE = 1 << 0,     /* no fire in round 1 (3.1 River, 5.8 response) */
  SIM_DOUBLE = 1 << 1,   /* Double Defence (6.47) */
};

typedef struct {
  guint8 side;      /* 0 attacker, 1 defender */
  guint8 klass;     /* VicClass */
  guint8 turn;      /* VicCombatTurn */
  guint8 steps;
  guint8 fire[VIC_N_CLASSES];
  guint8 flags;     /* SIM_* */
} SimUnit;

typedef struct {
  guint8 n, round, rounds, land;
  SimUnit u[SIM_MAX_UNITS];
} SimKey;

typedef struct {
  float take, hold;
  float lost[SIM_MAX_UNITS];   /* expected steps each unit loses */
} SimResult;

static guint
sim_hash (gconstpointer key)
{
  const SimKey *k = key;
  const guint8 *b = key;
  gsize len = G_STRUCT_OFFSET (SimKey, u) + (gsize) k->n * sizeof (SimUnit);
  guint h = 2166136261u;

  for (gsize i = 0; i < len; i++)
    h = (h ^ b[i]) * 16777619u;
  return h;
}

static gboolean
sim_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (SimKey)) == 0;
}

static inline guint64
sim_next (guint64 *s)
{
  guint64 z = (*s += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* A die, 1-6, from a 64-bit word's top bits. */
static inline int
sim_die (guint64 *s)
{
  return 1 + (int) (((sim_next (s) >> 32) * 6) >> 32);
}

/* May u fire at target t (of the class it aims at) now?  Ground units at 1
 * step are immune to air and naval fire (6.44) (6.46); ground and naval
 * units fire at air units only back at those that struck them this round
 * (6.45), ground units at ships only back at those that bombarded them
 * (6.43). */
static inline gboolean
sim_eligible (const SimUnit *u, const SimUnit *t, int t_steps, guint8 t_struck)
{
  if (t->klass == VIC_CLASS_GROUND && u->klass != VIC_CLASS_GROUND && t_steps <= 1)
    return FALSE;
  if (u->klass != VIC_CLASS_AIR && t->klass == VIC_CLASS_AIR)
    return (t_struck >> u->klass) & 1;
  if (u->klass == VIC_CLASS_GROUND && t->klass == VIC_CLASS_NAVAL)
    return (t_struck >> VIC_CLASS_GROUND) & 1;
  return TRUE;
}

/* The battle fought out by both sides firing every block at the group it
 * hurts most, round by round in combat-turn order (6.31), hits on the
 * strongest units (6.46), for the rounds left.  A cheap stand-in for the
 * forecast (vic-forecast.h), deterministic given the key. */
static void
sim_run (const SimKey *k, SimResult *out)
{
  int order[SIM_MAX_UNITS], n = k->n;
  guint64 seed = sim_hash (k) * G_GUINT64_CONSTANT (0x2545F4914F6CDD1D);
  double take = 0, hold = 0, lost[SIM_MAX_UNITS] = { 0 };

  /* Combat-turn order, the defender first in a tie (6.31). */
  for (int i = 0; i < n; i++)
    order[i] = i;
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0; j--)
      {
        const SimUnit *x = &k->u[order[j - 1]], *y = &k->u[order[j]];
        if (x->turn > y->turn || (x->turn == y->turn && x->side < y->side))
          {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
          }
        else
          break;
      }
  for (int trial = 0; trial < SIM_TRIALS; trial++)
    {
      int st[SIM_MAX_UNITS];
      guint8 half[SIM_MAX_UNITS] = { 0 }, struck[SIM_MAX_UNITS];
      int alive[2], ground[2];

      for (int i = 0; i < n; i++)
        st[i] = k->u[i].steps;
      for (int r = k->round; r <= k->rounds; r++)
        {
          memset (struck, 0, sizeof struck);
          for (int o = 0; o < n; o++)
            {
              int i = order[o], e = 1 - k->u[i].side, best = -1, hits = 0;
              const SimUnit *u = &k->u[i];
              gboolean enemy_naval = FALSE;
              double best_score = 0;

              if (st[i] == 0 || (r == 1 && (u->flags & SIM_LATE)))
                continue;
              for (int j = 0; j < n; j++)
                enemy_naval |= k->u[j].side == e && st[j] > 0 && k->u[j].klass == VIC_CLASS_NAVAL;
              for (int g = 0; g < VIC_N_CLASSES; g++)
                {
                  gboolean target = FALSE;
                  double s;
                  if (u->fire[g] == 0)
                    continue;
                  /* Ships bombard only with no enemy ships left (6.43). */
                  if (u->klass == VIC_CLASS_NAVAL && g == VIC_CLASS_GROUND && enemy_naval)
                    continue;
                  for (int j = 0; j < n && !target; j++)
                    target = k->u[j].side == e && st[j] > 0 && k->u[j].klass == g
                             && sim_eligible (u, &k->u[j], st[j], struck[j]);
                  if (!target)
                    continue;
                  s = u->fire[g] * (g == VIC_CLASS_GROUND ? 1.15 : 1.0);
                  if (s > best_score)
                    {
                      best_score = s;
                      best = g;
                    }
                }
              if (best < 0)
                continue;
              if (u->klass != best)
                struck[i] |= (guint8) (1u << best);
              for (int d = 0; d < st[i]; d++)
                hits += sim_die (&seed) <= u->fire[best];
              while (hits > 0)
                {
                  int j = -1;
                  for (int m = 0; m < n; m++)
                    if (k->u[m].side == e && st[m] > 0 && k->u[m].klass == best
                        && sim_eligible (u, &k->u[m], st[m], struck[m])
                        && (j < 0 || st[m] > st[j] || (st[m] == st[j] && half[m] > half[j])))
                      j = m;
                  if (j < 0)
                    break;
                  if ((k->u[j].flags & SIM_DOUBLE) && !half[j])
                    half[j] = 1;
                  else
                    {
                      half[j] = 0;
                      st[j]--;
                    }
                  hits--;
                }
            }
          alive[0] = alive[1] = 0;
          for (int i = 0; i < n; i++)
            if (st[i] > 0)
              alive[k->u[i].side]++;
          if (alive[0] == 0 || alive[1] == 0)
            break;
        }
      alive[0] = alive[1] = ground[0] = ground[1] = 0;
      for (int i = 0; i < n; i++)
        if (st[i] > 0)
          {
            alive[k->u[i].side]++;
            ground[k->u[i].side] += k->u[i].klass == VIC_CLASS_GROUND;
          }
      /* Ships and aircraft without their own Ground units leave a land hex to
       * enemy Ground units (6.5 EXCEPTION). */
      if (alive[0] > 0 && (alive[1] == 0 || (k->land && ground[1] == 0 && ground[0] > 0)))
        take += 1;
      else if (alive[1] > 0)
        hold += 1;
      for (int i = 0; i < n; i++)
        lost[i] += k->u[i].steps - st[i];
    }
  out->take = (float) (take / SIM_TRIALS);
  out->hold = (float) (hold / SIM_TRIALS);
  for (int i = 0; i < SIM_MAX_UNITS; i++)
    out->lost[i] = i < n ? (float) (lost[i] / SIM_TRIALS) : 0.0f;
}

/* ---------------------------------------------------------------- the judge */

typedef struct {
  guint8 city;   /* index in the judge's cities[] */
  guint8 dist;   /* steps by land, or hexes, from the hex to it */
} NearCity;

struct _VicAiJudge {
  gboolean horizon;     /* counts the Game Turns left of a time limit (10.6) */
  /* The decision being judged (the view of the last score_actions) is in
   * the last Game Turn: every position judged for it is weighed alike, also
   * one a Game Turn later or earlier, so that ending a phase is never judged
   * on another scale than acting in it. */
  gboolean last_turn;
  VicMap *map;          /* a reference: the map the tables are of */
  int n_hexes;
  int n_cities;
  int cities[MAX_CITIES];
  guint8 *gdist;        /* [city][hex]: ground steps from the City, FAR when none */
  guint8 *ndist;        /* [city][hex]: naval steps from the City's waters */
  GHashTable *battles;  /* SimKey* -> SimResult* */
  /* Supply (7.0) by the control of every hex: a few recent answers. */
  struct {
    guint64 key;
    gboolean used;
    guint8 supplied[VIC_MAX_HEXES];
  } supply[SUPPLY_CACHE];
  int supply_next;
  /* While one call of score_actions lasts: supply as it is in its view (a
   * move or two rarely changes supply lines, and recomputing them for each
   * action would cost most of the judgement). */
  const VicGame *supply_view;
  gboolean supply_ready;      /* supply_ref holds every player's supply in supply_view */
  guint8 supply_ref[VIC_MAX_PLAYERS][VIC_MAX_HEXES];
  struct _Census *census;   /* scratch of one judgement */
  /* While one call of score_actions lasts: the census of its view, from
   * which the census of a position after an action copies the blocks the
   * action left as they were. */
  struct _Census *base;
  gboolean base_ready;
  /* Distances to the nearest City to take, by the set of those Cities (a
   * player's changes only when a City changes hands): the recent sets of
   * every player, the least recently used replaced. */
  struct {
    gboolean valid;
    guint64 targets;
    guint64 used;
    guint8 dist[VIC_N_CLASSES][VIC_MAX_HEXES];
  } nearest[NEAREST_CACHE];
  guint64 nearest_clock;
  int city_of[VIC_MAX_HEXES];   /* index in cities[], -1 */
  /* For each hex, the Cities an enemy there may reach next turn: those
   * within AIR_REACH hexes (GROUND_REACH steps by land are no further), twice:
   * nearest by land first and nearest through the air first, so that a
   * block stops reading at the first City beyond its move. */
  int *near_start;              /* [n_hexes + 1] into both arrays */
  NearCity *near_by_ground, *near_by_air;
  /* The places a flying air unit may still reach, judged (destination_value):
   * valid while nothing else on the map changes, so the decisions of one
   * flight judge them once. */
  struct {
    gboolean valid;
    int block, kind, n;
    guint64 others;               /* fingerprint of every other block */
    int hex[MAX_DESTINATIONS];
    double value[MAX_DESTINATIONS];
  } dest[DEST_CACHE];
  int dest_next;
};

VicAiJudge *
vic_ai_judge_new (void)
{
  VicAiJudge *judge = g_new0 (VicAiJudge, 1);

  judge->battles = g_hash_table_new_full (sim_hash, sim_equal, g_free, g_free);
  return judge;
}

void
vic_ai_judge_set_horizon (VicAiJudge *judge, gboolean horizon)
{
  judge->horizon = horizon;
}

static void
judge_drop_map (VicAiJudge *judge)
{
  g_clear_pointer (&judge->map, vic_map_unref);
  g_clear_pointer (&judge->gdist, g_free);
  g_clear_pointer (&judge->ndist, g_free);
  g_clear_pointer (&judge->near_start, g_free);
  g_clear_pointer (&judge->near_by_ground, g_free);
  g_clear_pointer (&judge->near_by_air, g_free);
  judge->n_cities = 0;
}

void
vic_ai_judge_free (VicAiJudge *judge)
{
  if (judge == NULL)
    return;
  judge_drop_map (judge);
  g_hash_table_unref (judge->battles);
  g_free (judge->census);
  g_free (judge->base);
  g_free (judge);
}

/* May Ground units cross this hexside at all (3.1 Alpine, Estuary, water)? */
static gboolean
ground_crosses (guint16 side)
{
  if (side & VIC_SIDE_ROAD)
    return !(side & VIC_SIDE_ESTUARY);
  return !(side & (VIC_SIDE_ALPINE | VIC_SIDE_ESTUARY | VIC_SIDE_SEA));
}

static void
bfs (const VicMap *map, int from, gboolean naval, guint8 *dist)
{
  int queue[VIC_MAX_HEXES], head = 0, tail = 0;

  memset (dist, FAR, map->n_hexes);
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int h = queue[head++];
      if (dist[h] + 1 >= FAR)
        continue;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = map->neighbors[h][d];
          guint16 side;
          if (nb == VIC_NO_HEX || dist[nb] != FAR)
            continue;
          side = map->sides[h][d];
          if (naval)
            {
              if (!(vic_map_is_sea (map, nb) || ((side & VIC_SIDE_SEA) && vic_map_is_coastal (map, nb)))
                  || (side & VIC_SIDE_SHOAL) || (map->features[nb] & VIC_HEX_SHOAL))
                continue;
            }
          else if (!vic_map_is_land (map, nb) || !ground_crosses (side))
            continue;
          dist[nb] = dist[h] + 1;
          queue[tail++] = nb;
        }
    }
}

/* Nearest first (an insertion sort: a hex has a few dozen Cities near). */
static void
near_sort (NearCity *near, int n)
{
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && near[j - 1].dist > near[j].dist; j--)
      {
        NearCity t = near[j];
        near[j] = near[j - 1];
        near[j - 1] = t;
      }
}

static void
judge_set_map (VicAiJudge *judge, const VicMap *map)
{
  if (judge->map == map)
    return;
  judge_drop_map (judge);
  judge->map = vic_map_ref ((VicMap *) map);
  judge->n_hexes = map->n_hexes;
  for (int i = 0; i < NEAREST_CACHE; i++)
    judge->nearest[i].valid = FALSE;
  for (int h = 0; h < VIC_MAX_HEXES; h++)
    judge->city_of[h] = -1;
  for (int h = 0; h < map->n_hexes && judge->n_cities < MAX_CITIES; h++)
    if (vic_map_is_city (map, h))
      {
        judge->city_of[h] = judge->n_cities;
        judge->cities[judge->n_cities++] = h;
      }
  judge->gdist = g_new (guint8, (gsize) MAX (1, judge->n_cities) * map->n_hexes);
  judge->ndist = g_new (guint8, (gsize) MAX (1, judge->n_cities) * map->n_hexes);
  for (int c = 0; c < judge->n_cities; c++)
    {
      bfs (map, judge->cities[c], FALSE, judge->gdist + (gsize) c * map->n_hexes);
      bfs (map, judge->cities[c], TRUE, judge->ndist + (gsize) c * map->n_hexes);
    }
  {
    GArray *ground = g_array_new (FALSE, FALSE, sizeof (NearCity)), *air = g_array_new (FALSE, FALSE, sizeof (NearCity));
    judge->near_start = g_new (int, map->n_hexes + 1);
    for (int h = 0; h < map->n_hexes; h++)
      {
        judge->near_start[h] = (int) ground->len;
        for (int c = 0; c < judge->n_cities; c++)
          {
            int hd = vic_map_distance (map, h, judge->cities[c]);
            NearCity g = { (guint8) c, judge->gdist[(gsize) c * map->n_hexes + h] };
            NearCity a = { (guint8) c, (guint8) MIN (hd, FAR) };
            if (g.dist > GROUND_REACH && hd > AIR_REACH)
              continue;
            g_array_append_val (ground, g);
            g_array_append_val (air, a);
          }
        near_sort ((NearCity *) ground->data + judge->near_start[h], (int) ground->len - judge->near_start[h]);
        near_sort ((NearCity *) air->data + judge->near_start[h], (int) air->len - judge->near_start[h]);
      }
    judge->near_start[map->n_hexes] = (int) ground->len;
    judge->near_by_ground = (NearCity *) g_array_free (ground, FALSE);
    judge->near_by_air = (NearCity *) g_array_free (air, FALSE);
  }
  g_hash_table_remove_all (judge->battles);
  for (int i = 0; i < DEST_CACHE; i++)
    judge->dest[i].valid = FALSE;
  for (int i = 0; i < SUPPLY_CACHE; i++)
    judge->supply[i].used = FALSE;
}

/* The hexes where player's blocks are in supply, cached by the control of
 * every hex (what supply lines mostly depend on). */
static const guint8 *
supplied_hexes (VicAiJudge *judge, const VicGame *game, int player)
{
  const VicMap *map = vic_game_get_map (game);
  guint64 key = 1469598103934665603ull ^ (guint64) player;
  int slot;

  for (int h = 0; h < map->n_hexes; h++)
    key = (key ^ (guint64) (vic_game_hex_control (game, h) + 2)) * 1099511628211ull;
  for (int i = 0; i < SUPPLY_CACHE; i++)
    if (judge->supply[i].used && judge->supply[i].key == key)
      return judge->supply[i].supplied;
  slot = judge->supply_next;
  judge->supply_next = (slot + 1) % SUPPLY_CACHE;
  judge->supply[slot].used = TRUE;
  judge->supply[slot].key = key;
  vic_game_supplied_hexes (game, player, judge->supply[slot].supplied);
  return judge->supply[slot].supplied;
}

/* ---------------------------------------------------------------- the census */

typedef struct {
  gint16 hex;
  gint8 owner;
  guint8 type;
  guint8 klass;         /* VicClass of its type */
  guint8 steps;         /* HIDDEN_STEPS when unseen */
  guint8 known;
  guint8 moved, in_battle, late, at_sea, factory, aboard;
  guint8 fire[VIC_N_CLASSES];
  guint8 turn, move;
  double step;          /* the value of one of its steps */
  double worth;         /* of the whole block, in the census's weight of blocks */
} Unit;

typedef struct _Census {
  VicAiJudge *judge;
  const VicGame *game;
  const VicMap *map;
  const VicRuleset *rules;
  int n_players;
  int viewer;
  int phase;
  int current;
  gboolean last_turn;   /* the judge's horizon: the time limit ends the game this Game Turn */
  double block_weight;  /* of a block's steps: 1, LAST_TURN_BLOCKS in the last turn */
  int n_units;
  Unit units[VIC_MAX_BLOCKS];
  gint16 unit_of[VIC_MAX_BLOCKS];  /* each block slot's index in units[], -1 */
  /* The units in each hex, in the order of units[]: first_at[hex] (valid
   * when stamp_at[hex] is this census's stamp), then next_at[i]; -1 ends. */
  guint32 stamp;
  guint32 stamp_at[VIC_MAX_HEXES];
  int first_at[VIC_MAX_HEXES];
  int next_at[VIC_MAX_BLOCKS];
  int control[MAX_CITIES];
  double score[VIC_MAX_PLAYERS];
  gboolean allied[VIC_MAX_PLAYERS][VIC_MAX_PLAYERS];
} Census;

#define ALLIED(cs, p, q) ((cs)->allied[(p)][(q)])

/* The first unit in `hex` (units[] order), -1 for none; then cs->next_at[i]. */
static int
first_unit_at (const struct _Census *cs, int hex)
{
  return cs->stamp_at[hex] == cs->stamp ? cs->first_at[hex] : -1;
}

/* One block as the viewer knows it; FALSE for a free slot or no player's. */
static gboolean
unit_read (const Census *cs, const VicGame *game, int slot, Unit *u)
{
  VicBlockInfo b;

  if (!vic_game_get_block (game, slot, &b) || b.owner < 0 || b.owner >= cs->n_players)
    return FALSE;
  u->hex = b.hex;
  u->owner = b.owner;
  u->type = b.type;
  u->klass = vic_unit_class (b.type);
  u->factory = vic_unit_is_factory (b.type);
  u->known = cs->allied[b.owner][cs->viewer] || ((b.revealed >> cs->viewer) & 1);
  u->moved = b.moved;
  u->in_battle = b.in_battle;
  u->late = b.late;
  u->at_sea = b.at_sea;
  u->aboard = b.carrier != VIC_NO_BLOCK;
  if (u->known || u->factory)
    {
      const VicUnitData *d = &cs->rules->units[b.type];
      u->steps = b.steps;
      u->step = step_value[b.type];
      memcpy (u->fire, d->fire, sizeof u->fire);
      u->turn = d->turn;
      u->move = d->move;
    }
  else
    {
      u->steps = HIDDEN_STEPS;
      u->step = hidden_value[u->klass];
      memcpy (u->fire, hidden_fire[u->klass], sizeof u->fire);
      u->turn = hidden_turn[u->klass];
      u->move = hidden_move[u->klass];
    }
  if (u->at_sea && u->klass == VIC_CLASS_GROUND)
    {
      /* (5.91) at sea a Ground unit is a naval unit without fire. */
      memset (u->fire, 0, sizeof u->fire);
      u->klass = VIC_CLASS_NAVAL;
    }
  u->worth = cs->block_weight * u->steps * u->step * (1.0 + CONCENTRATION * (u->steps - 1));
  return TRUE;
}

/* The units of `game` from the census `base` of a position it came from:
 * those whose blocks changed read again, the others copied.  FALSE when a
 * block came or went (then the census reads them all). */
static gboolean
units_from_base (Census *cs, const Census *base, const VicGame *game)
{
  int changed[8], n;

  if (base->viewer != cs->viewer || base->map != cs->map || base->n_players != cs->n_players
      || base->block_weight != cs->block_weight)
    return FALSE;
  n = vic_game_changed_blocks (game, base->game, changed, G_N_ELEMENTS (changed));
  if (n < 0)
    return FALSE;
  for (int k = 0; k < n; k++)
    if (base->unit_of[changed[k]] < 0)
      return FALSE;
  cs->n_units = base->n_units;
  memcpy (cs->units, base->units, base->n_units * sizeof base->units[0]);
  memcpy (cs->unit_of, base->unit_of, vic_game_n_block_slots (game) * sizeof base->unit_of[0]);
  for (int k = 0; k < n; k++)
    if (!unit_read (cs, game, changed[k], &cs->units[base->unit_of[changed[k]]]))
      return FALSE;
  return TRUE;
}

/* The census of `game` as `viewer` knows it, from `base` (a census of a
 * position it came from, NULL: none) where it can. */
static void
census_take (Census *cs, VicAiJudge *judge, const VicGame *game, int viewer, const Census *base)
{
  int slots = vic_game_n_block_slots (game);

  cs->judge = judge;
  cs->game = game;
  cs->map = vic_game_get_map (game);
  cs->rules = vic_game_get_rules (game);
  cs->n_players = vic_game_get_n_players (game);
  cs->viewer = viewer;
  cs->phase = vic_game_get_phase (game);
  cs->current = vic_game_get_current_player (game);
  cs->last_turn = judge->last_turn;
  cs->block_weight = cs->last_turn ? LAST_TURN_BLOCKS : 1.0;
  memset (cs->score, 0, sizeof cs->score);
  for (int p = 0; p < cs->n_players; p++)
    for (int q = 0; q < cs->n_players; q++)
      cs->allied[p][q] = vic_game_allied (game, p, q);
  if (base == NULL || !units_from_base (cs, base, game))
    {
      cs->n_units = 0;
      for (int i = 0; i < slots; i++)
        {
          cs->unit_of[i] = -1;
          if (unit_read (cs, game, i, &cs->units[cs->n_units]))
            cs->unit_of[i] = (gint16) cs->n_units++;
        }
    }
  {
    /* each player's sum in units[] order, as always: the same bits */
    double sum[VIC_MAX_PLAYERS] = { 0 };
    for (int i = 0; i < cs->n_units; i++)
      sum[cs->units[i].owner] += cs->units[i].worth;
    memcpy (cs->score, sum, sizeof sum);
  }
  if (++cs->stamp == 0)   /* wrapped: no hex's stamp may look current */
    {
      memset (cs->stamp_at, 0, sizeof cs->stamp_at);
      cs->stamp = 1;
    }
  for (int i = cs->n_units; i-- > 0;)
    {
      int h = cs->units[i].hex;
      if (h < 0)
        continue;
      if (cs->stamp_at[h] != cs->stamp)
        {
          cs->stamp_at[h] = cs->stamp;
          cs->first_at[h] = -1;
        }
      cs->next_at[i] = cs->first_at[h];
      cs->first_at[h] = i;
    }
  for (int c = 0; c < judge->n_cities; c++)
    {
      int h = judge->cities[c], owner = vic_game_hex_control (game, h);
      cs->control[c] = owner;
      if (owner >= 0 && owner < cs->n_players)
        cs->score[owner] += PP_VALUE * cs->map->pp[h];
    }
}

static double
hex_stake (const VicMap *map, int hex)
{
  if (vic_map_is_city (map, hex))
    return PP_VALUE * map->pp[hex];
  return vic_map_is_town (map, hex) ? TOWN_VALUE : 0.0;
}

/* How many Ground units may cross from `from` into `to` to attack (5.3). */
static int
hexside_room (const Census *cs, int from, int dir)
{
  guint16 side = vic_map_side (cs->map, from, dir);
  int t;

  if (!ground_crosses (side))
    return 0;
  if (side & VIC_SIDE_RIVER)
    return cs->rules->river_hexside;
  if (side & VIC_SIDE_ROAD)
    return cs->rules->road_hexside;
  t = VIC_SIDE_TERRAIN (side);
  return t >= 0 && t < VIC_N_TERRAINS ? cs->rules->ground_hexside[t] : 1;
}

static void
sim_unit_of (const Census *cs, const Unit *u, int hex, int side, gboolean late, SimUnit *s)
{
  memset (s, 0, sizeof *s);
  s->side = (guint8) side;
  s->klass = u->klass;
  s->turn = u->turn;
  s->steps = (guint8) MAX (u->steps, 0);
  memcpy (s->fire, u->fire, sizeof s->fire);
  if (side == 1 && u->klass == VIC_CLASS_GROUND && u->known)
    {
      if ((u->type == VIC_UNIT_INFANTRY || u->type == VIC_UNIT_AMPHIB) && vic_map_is_city (cs->map, hex))
        s->fire[VIC_CLASS_GROUND] = MAX (s->fire[VIC_CLASS_GROUND], cs->rules->city_infantry_fire);
    }
  if (u->known && u->type == VIC_UNIT_MOUNTAIN && cs->map->terrain[hex] == VIC_TERRAIN_MOUNTAIN)
    s->fire[VIC_CLASS_GROUND] = MAX (s->fire[VIC_CLASS_GROUND], cs->rules->mountain_fire);
  if (side == 1 && u->klass == VIC_CLASS_GROUND
      && (cs->map->terrain[hex] == VIC_TERRAIN_MARSH || cs->map->terrain[hex] == VIC_TERRAIN_MOUNTAIN))
    s->flags |= SIM_DOUBLE;
  if (late)
    s->flags |= SIM_LATE;
}

/* The battle in hex: its expected result into cs->score. */
static void
battle_term (Census *cs, int hex)
{
  VicAiJudge *judge = cs->judge;
  int attacker = vic_game_hex_attacker (cs->game, hex);
  guint defenders = vic_game_hex_defenders (cs->game, hex);
  int idx[SIM_MAX_UNITS], order[SIM_MAX_UNITS], n = 0, def_leader = -1, room;
  SimUnit su[SIM_MAX_UNITS];
  SimKey key;
  SimResult *res;
  double stake = hex_stake (cs->map, hex);
  int battle_hex = vic_game_battle_hex (cs->game);
  int att_ground = 0;

  if (attacker < 0)
    return;
  if (defenders == 0)
    for (int p = 0; p < cs->n_players; p++)
      if (!ALLIED (cs, p, attacker) && vic_game_hex_blocks (cs->game, hex, p) > 0)
        defenders |= 1u << p;
  for (int i = first_unit_at (cs, hex); i >= 0 && n < SIM_MAX_UNITS; i = cs->next_at[i])
    {
      const Unit *u = &cs->units[i];
      int side;
      if (u->factory || u->steps == 0)
        continue;
      side = (defenders >> u->owner) & 1;
      if (side == 1 && def_leader < 0)
        def_leader = u->owner;
      att_ground += side == 0 && u->klass == VIC_CLASS_GROUND;
      sim_unit_of (cs, u, hex, side, u->late, &su[n]);
      idx[n++] = i;
    }
  /* While the attacker still moves, his blocks next to the battle that can
   * step in count as joining it: the first block moves in when the whole
   * attack is good, and the others follow. */
  room = vic_map_is_land (cs->map, hex) ? cs->rules->ground_stacking[cs->map->terrain[hex]] - att_ground : 0;
  if (cs->phase == VIC_PHASE_MOVE && attacker == cs->current && hex != battle_hex && room > 0)
    for (int d = 0; d < VIK_N_DIRS && room > 0; d++)
      {
        int nb = vic_map_neighbor (cs->map, hex, d), cross;
        if (nb == VIC_NO_HEX || vic_game_hex_is_battle (cs->game, nb))
          continue;
        cross = hexside_room (cs, nb, (d + 3) % VIK_N_DIRS);
        for (int i = first_unit_at (cs, nb); i >= 0 && n < SIM_MAX_UNITS && cross > 0 && room > 0;
             i = cs->next_at[i])
          {
            const Unit *u = &cs->units[i];
            if (u->owner != attacker || u->moved || u->klass != VIC_CLASS_GROUND || u->factory || u->move == 0)
              continue;
            sim_unit_of (cs, u, hex, 0, (vic_map_side (cs->map, nb, (d + 3) % VIK_N_DIRS) & VIC_SIDE_RIVER)
                         && u->type != VIC_UNIT_ENGINEER, &su[n]);
            idx[n++] = i;
            cross--;
            room--;
          }
      }
  if (n == 0)
    return;
  /* A canonical order, so that equal battles meet in the cache. */
  for (int i = 0; i < n; i++)
    order[i] = i;
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && memcmp (&su[order[j - 1]], &su[order[j]], sizeof (SimUnit)) > 0; j--)
      {
        int t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  memset (&key, 0, sizeof key);
  key.n = (guint8) n;
  key.round = (guint8) (hex == battle_hex ? MAX (1, vic_game_battle_round (cs->game)) : 1);
  key.rounds = (guint8) (cs->rules->combat_rounds
                         + (vic_ruleset_has_option (cs->rules, VIC_OPTION_PURSUIT_ROUND) ? 1 : 0));
  key.land = vic_map_is_land (cs->map, hex);
  for (int i = 0; i < n; i++)
    key.u[i] = su[order[i]];
  res = g_hash_table_lookup (judge->battles, &key);
  if (res == NULL)
    {
      res = g_new (SimResult, 1);
      sim_run (&key, res);
      if (g_hash_table_size (judge->battles) > SIM_CACHE_MAX)
        g_hash_table_remove_all (judge->battles);
      g_hash_table_insert (judge->battles, g_memdup2 (&key, sizeof key), res);
    }
  /* The hex goes to the side left holding it; the steps each side loses. */
  cs->score[attacker] += res->take * stake;
  if (def_leader >= 0)
    cs->score[def_leader] += res->hold * stake;
  for (int i = 0; i < n; i++)
    {
      const Unit *u = &cs->units[idx[order[i]]];
      cs->score[u->owner] -= cs->block_weight * res->lost[i] * u->step * (1.0 + CONCENTRATION * (u->steps - 1));
    }
}

/* Ground (or air) attack power of a unit against a hex: expected hits per round. */
static double
attack_power (const Unit *u)
{
  return u->steps * u->fire[VIC_CLASS_GROUND] / 6.0;
}

/* Cities within reach of stronger enemies are in danger; their holder
 * loses part of their worth and the strongest threat gains part. */
static void
threat_term (Census *cs)
{
  VicAiJudge *judge = cs->judge;
  const VicMap *map = cs->map;
  double att[MAX_CITIES][VIC_MAX_PLAYERS], def[MAX_CITIES];

  memset (att, 0, sizeof att);
  memset (def, 0, sizeof def);
  for (int i = 0; i < cs->n_units; i++)
    {
      const Unit *u = &cs->units[i];
      int here;
      if (u->hex < 0 || u->factory)
        continue;
      here = judge->city_of[u->hex];
      if (here >= 0 && cs->control[here] >= 0 && ALLIED (cs, u->owner, cs->control[here]))
        def[here] += u->steps * (MAX (u->fire[VIC_CLASS_GROUND], u->klass == VIC_CLASS_GROUND ? 2 : 0) + 1) / 6.0;
      if (u->in_battle || u->move == 0 || (u->klass != VIC_CLASS_GROUND && u->klass != VIC_CLASS_AIR))
        continue;
      {
        /* each City once per unit: the order of the Cities changes no sum */
        const NearCity *near = u->klass == VIC_CLASS_GROUND ? judge->near_by_ground : judge->near_by_air;
        double power = (u->klass == VIC_CLASS_GROUND ? 1.0 : 0.6) * attack_power (u);
        for (int k = judge->near_start[u->hex]; k < judge->near_start[u->hex + 1] && near[k].dist <= u->move; k++)
          {
            int c = near[k].city, holder = cs->control[c];
            if (holder >= 0 && !ALLIED (cs, u->owner, holder))
              att[c][u->owner] += power;
          }
      }
    }
  for (int c = 0; c < judge->n_cities; c++)
    {
      int h = judge->cities[c], holder = cs->control[c], best = -1;
      double r, danger;

      if (holder < 0)
        continue;
      for (int p = 0; p < cs->n_players; p++)
        if (att[c][p] > 0 && (best < 0 || att[c][p] > att[c][best]))
          best = p;
      if (best < 0 || vic_game_hex_is_battle (cs->game, h))
        continue;
      r = att[c][best] / (def[c] + 0.25);
      danger = r * r / (1.0 + r * r);
      cs->score[holder] -= THREAT_WEIGHT * danger * hex_stake (map, h);
      cs->score[best] += 0.5 * THREAT_WEIGHT * danger * hex_stake (map, h);
    }
}

/* Ground and Air blocks out of supply lose a step in the Supply Phase
 * (7.1); Airborne units all of them (6.6). */
static void
supply_term (Census *cs)
{
  const guint8 *supplied[VIC_MAX_PLAYERS] = { NULL };

  if (cs->phase == VIC_PHASE_DEPLOY)
    return;
  for (int i = 0; i < cs->n_units; i++)
    {
      const Unit *u = &cs->units[i];
      if (u->hex < 0 || u->factory || u->aboard || u->klass == VIC_CLASS_NAVAL || u->type == VIC_UNIT_RESOURCE)
        continue;
      if (supplied[u->owner] == NULL)
        {
          VicAiJudge *judge = cs->judge;
          if (judge->supply_view != NULL)
            {
              if (!judge->supply_ready)
                {
                  vic_game_supplied_hexes_all (judge->supply_view, judge->supply_ref);
                  judge->supply_ready = TRUE;
                }
              supplied[u->owner] = judge->supply_ref[u->owner];
            }
          else
            supplied[u->owner] = supplied_hexes (judge, cs->game, u->owner);
        }
      if (supplied[u->owner][u->hex])
        continue;
      cs->score[u->owner] -= ATTRITION_WEIGHT * u->step * (u->known && u->type == VIC_UNIT_AIRBORNE ? u->steps : 1);
    }
}

/* Blocks closer (in turns of moving) to the Cities their side does not hold
 * move to the front. */
/* Steps from a unit of class k in `hex` to the nearest of the Cities in
 * `targets` other than `skip` (-1: none), FAR when none. */
static int
nearest_target (const VicAiJudge *judge, const VicMap *map, guint64 targets, int klass, int hex, int skip)
{
  int best = FAR;

  for (int c = 0; c < judge->n_cities; c++)
    {
      int d;
      if (!((targets >> c) & 1) || c == skip)
        continue;
      if (klass == VIC_CLASS_GROUND)
        {
          d = judge->gdist[(gsize) c * map->n_hexes + hex];
          if (d >= FAR)
            d = vic_map_distance (map, hex, judge->cities[c]) + 6;
        }
      else if (klass == VIC_CLASS_NAVAL)
        d = judge->ndist[(gsize) c * map->n_hexes + hex];
      else
        d = vic_map_distance (map, hex, judge->cities[c]);
      best = MIN (best, d);
    }
  return best;
}

/* The distances, by class and hex, to the nearest of the Cities in
 * `targets`: from the cache, or computed into its least recently used entry. */
static const guint8 (*nearest_table (VicAiJudge *judge, const VicMap *map, guint64 targets))[VIC_MAX_HEXES]
{
  int e = 0;

  judge->nearest_clock++;
  for (int i = 0; i < NEAREST_CACHE; i++)
    {
      if (judge->nearest[i].valid && judge->nearest[i].targets == targets)
        {
          judge->nearest[i].used = judge->nearest_clock;
          return (const guint8 (*)[VIC_MAX_HEXES]) judge->nearest[i].dist;
        }
      if (!judge->nearest[i].valid || judge->nearest[i].used < judge->nearest[e].used)
        e = i;
      if (!judge->nearest[e].valid)
        break;
    }
  for (int k = 0; k < VIC_N_CLASSES; k++)
    for (int h = 0; h < map->n_hexes; h++)
      judge->nearest[e].dist[k][h] = (guint8) nearest_target (judge, map, targets, k, h, -1);
  judge->nearest[e].valid = TRUE;
  judge->nearest[e].targets = targets;
  judge->nearest[e].used = judge->nearest_clock;
  return (const guint8 (*)[VIC_MAX_HEXES]) judge->nearest[e].dist;
}

/* Blocks closer (in turns of moving) to the Cities their side does not hold
 * move to the front. */
static void
distance_term (Census *cs)
{
  VicAiJudge *judge = cs->judge;
  const VicMap *map = cs->map;
  guint64 targets[VIC_MAX_PLAYERS] = { 0 };

  const guint8 (*dist[VIC_MAX_PLAYERS])[VIC_MAX_HEXES] = { NULL };

  for (int p = 0; p < cs->n_players; p++)
    {
      for (int c = 0; c < judge->n_cities; c++)
        if (cs->control[c] < 0 || !ALLIED (cs, cs->control[c], p))
          targets[p] |= G_GUINT64_CONSTANT (1) << c;
      if (targets[p] != 0)
        dist[p] = nearest_table (judge, map, targets[p]);
    }
  for (int i = 0; i < cs->n_units; i++)
    {
      const Unit *u = &cs->units[i];
      int best, c;
      double turns;
      if (u->hex < 0 || u->factory || u->move == 0 || targets[u->owner] == 0)
        continue;
      /* A battle's own hex is no target for those fighting in it: who holds
       * it afterwards is the battle's part of the judgement. */
      c = judge->city_of[u->hex];
      if (c >= 0 && ((targets[u->owner] >> c) & 1))
        best = nearest_target (judge, map, targets[u->owner], u->klass, u->hex, c);
      else
        best = dist[u->owner][u->klass][u->hex];
      if (best >= FAR)
        best = 2 * (int) MAX_TURNS_AWAY * u->move;
      turns = MIN ((double) best / u->move, MAX_TURNS_AWAY);
      cs->score[u->owner] += DISTANCE_WEIGHT * (MAX_TURNS_AWAY - turns) * u->steps;
    }
}

double
vic_ai_evaluate (VicAiJudge *judge, const VicGame *game, int player)
{
  Census *cs;
  double team[VIC_MAX_PLAYERS] = { 0 }, mine = 0.0, others = 0.0, best_other = -G_MAXDOUBLE, v;
  int n_others = 0, n;

  if (vic_game_is_over (game))
    {
      guint winners = vic_game_get_winners (game);
      if ((winners >> player) & 1)
        return WIN_VALUE;
      return winners == 0 ? 0.0 : -WIN_VALUE;
    }
  judge_set_map (judge, vic_game_get_map (game));
  if (judge->census == NULL)
    judge->census = g_new0 (Census, 1);
  cs = judge->census;
  census_take (cs, judge, game, player, judge->base_ready ? judge->base : NULL);
  n = cs->n_players;
  {
    gboolean dbg = debug_level () >= 2;
    double s0[VIC_MAX_PLAYERS], s1[VIC_MAX_PLAYERS], s2[VIC_MAX_PLAYERS];
    memcpy (s0, cs->score, sizeof s0);
    /* Battles are where blocks are: each hex with blocks once. */
    {
      guint8 seen[VIC_MAX_HEXES];
      memset (seen, 0, cs->map->n_hexes);
      for (int i = 0; i < cs->n_units; i++)
        {
          int h = cs->units[i].hex;
          if (h < 0 || seen[h])
            continue;
          seen[h] = 1;
          if (vic_game_hex_is_battle (game, h))
            battle_term (cs, h);
        }
    }
    memcpy (s1, cs->score, sizeof s1);
    /* In the last Game Turn nobody attacks after the Move Phase, and the
     * game ends before blocks march on or lose steps out of supply. */
    if (!cs->last_turn || cs->phase == VIC_PHASE_MOVE)
      threat_term (cs);
    memcpy (s2, cs->score, sizeof s2);
    if (!cs->last_turn)
      {
        distance_term (cs);
        supply_term (cs);
      }
    if (dbg)
      for (int p = 0; p < n; p++)
        g_printerr ("      p%d: base %.2f battles %+.2f threats %+.2f distance %+.2f\n", p + 1, s0[p], s1[p] - s0[p],
                    s2[p] - s1[p], cs->score[p] - s2[p]);
  }
  /* Sides: each player's score into his team's (the lowest member's). */
  for (int p = 0; p < n; p++)
    {
      int lead = p;
      for (int q = 0; q < p; q++)
        if (ALLIED (cs, p, q))
          {
            lead = q;
            break;
          }
      team[lead] += cs->score[p];
    }
  for (int p = 0; p < n; p++)
    {
      int lead = p, pp = 0, win, near;
      for (int q = 0; q < p; q++)
        if (ALLIED (cs, p, q))
          lead = q;
      if (lead != p)
        continue;
      /* Nearing the PP that win (10.0), for the side's lowest member. */
      for (int c = 0; c < judge->n_cities; c++)
        if (cs->control[c] >= 0 && ALLIED (cs, cs->control[c], p))
          pp += cs->map->pp[judge->cities[c]];
      win = vic_game_win_pp (game, p);
      near = pp - (win - NEAR_SPAN);
      if (near > 0)
        team[p] += NEAR_WEIGHT * near * near + (pp >= win ? WIN_REACHED : 0.0);
      if (ALLIED (cs, p, player))
        mine = team[p];
      else
        {
          others += team[p];
          best_other = MAX (best_other, team[p]);
          n_others++;
        }
    }
  v = mine;
  if (n_others == 1)
    v -= others;
  else if (n_others > 1 && cs->last_turn)
    v -= best_other;  /* (10.6) the most PP wins: only the strongest rival counts */
  else if (n_others > 1)
    v -= 0.6 * (0.5 * others / n_others + 0.5 * best_other);
  return v;
}

/* ---------------------------------------------------------------- actions */

/* One call of score_actions: what its actions share. */

typedef struct {
  VicAiJudge *judge;
  const VicGame *view;
  int decider;
  GArray *scratch;
  gboolean have_base;
  double base;            /* the view's value: doing nothing more */
  gboolean stopped;       /* the last move judged ended where it went */
  int others_block;       /* others_fingerprint (view, others_block), -1: none yet */
  guint64 others;
  VicGame *after;         /* scratch games, copied into (vic_game_copy_into): */
  VicGame *flight;        /* after an action, and along an air unit's flight */
} Scoring;

/* `scratch` (created on first use) made a copy of `game`. */
static VicGame *
copy_into (VicGame **scratch, const VicGame *game)
{
  if (*scratch == NULL)
    *scratch = vic_game_copy (game);
  else
    vic_game_copy_into (*scratch, game);
  return *scratch;
}

/* Every block but `except` where it is, and the phase and turn: equal
 * while only that block moves. */
static guint64
others_fingerprint (const VicGame *game, int except, int viewer)
{
  guint64 h = 1469598103934665603ull ^ ((guint64) vic_game_get_turn (game) << 8) ^ (guint64) vic_game_get_phase (game);
  int slots = vic_game_n_block_slots (game);

  h = (h ^ (guint64) (vic_game_get_current_player (game) + 1)) * 1099511628211ull;
  for (int i = 0; i < slots; i++)
    {
      VicBlockInfo b;
      if (i == except || !vic_game_get_block (game, i, &b))
        continue;
      /* what the view drew for a block the viewer cannot see is no part of it */
      if (!vic_game_allied (game, b.owner, viewer) && !((b.revealed >> viewer) & 1))
        b.steps = 0;
      h = (h ^ (guint64) i) * 1099511628211ull;
      h = (h ^ (guint64) (b.hex + 1) ^ ((guint64) b.steps << 16) ^ ((guint64) (b.owner + 1) << 24)
           ^ ((guint64) b.moved << 32) ^ ((guint64) b.in_battle << 33)) * 1099511628211ull;
    }
  return h;
}

static double
base_value (Scoring *sc)
{
  if (!sc->have_base)
    {
      sc->base = vic_ai_evaluate (sc->judge, sc->view, sc->decider);
      sc->have_base = TRUE;
    }
  return sc->base;
}

/* After hits fall, the owner may choose among equally strong units (6.46):
 * the first choice stands for all of them in a judgement. */
static void
settle (VicGame *game, GArray *scratch)
{
  for (int i = 0; i < 24 && !vic_game_is_over (game) && vic_game_get_decision (game) == VIC_DECISION_HIT; i++)
    {
      g_array_set_size (scratch, 0);
      vic_game_legal_actions (game, scratch);
      if (scratch->len == 0 || !vic_game_apply (game, &g_array_index (scratch, VicAction, 0), NULL))
        break;
    }
}

static gboolean
is_move (const VicAction *a)
{
  return a->kind == VIC_ACTION_MOVE || a->kind == VIC_ACTION_STRATEGIC || a->kind == VIC_ACTION_FLY;
}

static gboolean
try_stop (VicGame *game)
{
  VicAction stop = vic_action_make (VIC_ACTION_STOP);

  return vic_game_apply (game, &stop, NULL);  /* checks first, changes nothing when refused */
}

/* Flies the active block of `game` straight to `dest` step by step (air
 * units ignore terrain and enemies, 5.5) and ends its move there; FALSE when
 * a step or the stop is refused. */
static gboolean
fly_to (VicGame *game, int block, int kind, int dest)
{
  const VicMap *map = vic_game_get_map (game);

  for (int step = 0; step < 10; step++)
    {
      VicBlockInfo b;
      gboolean moved = FALSE;
      if (!vic_game_get_block (game, block, &b) || b.hex < 0)
        return FALSE;
      if (b.hex == dest)
        return vic_game_active_block (game) != block || try_stop (game);
      if (vic_game_active_block (game) != block)
        return FALSE;
      for (int d = 0; d < VIK_N_DIRS && !moved; d++)
        {
          int nb = vic_map_neighbor (map, b.hex, d);
          VicAction a = vic_action_make (kind);
          if (nb == VIC_NO_HEX || vic_map_distance (map, nb, dest) >= vic_map_distance (map, b.hex, dest))
            continue;
          a.block = (gint16) block;
          a.hex = (gint16) nb;
          a.hex2 = (gint16) b.hex;
          moved = vic_game_apply (game, &a, NULL);
        }
      if (!moved)
        return FALSE;
    }
  return FALSE;
}

/* An air unit in the middle of a move it cannot end where it is (it ends at
 * a friendly Airbase or in a battle, 5.51 5.53): the best place it can still
 * reach, judged there. */
static double
destination_value (Scoring *sc, const VicGame *game, const VicAction *a)
{
  const VicMap *map = vic_game_get_map (game);
  VicBlockInfo b, start;
  double best = -G_MAXDOUBLE;

  if (!vic_game_get_block (game, a->block, &b) || !vic_game_get_block (sc->view, a->block, &start))
    return base_value (sc) - 1.0;
  if (sc->others_block != a->block)
    {
      sc->others = others_fingerprint (sc->view, a->block, sc->decider);
      sc->others_block = a->block;
    }
  guint64 others = sc->others;
  VicAiJudge *judge = sc->judge;
  int e = -1;

  for (int i = 0; i < DEST_CACHE && e < 0; i++)
    if (judge->dest[i].valid && judge->dest[i].block == a->block && judge->dest[i].kind == a->kind
        && judge->dest[i].others == others)
      e = i;
  if (e < 0)
    {
      /* The places worth going: friendly Cities and Towns, Carriers'
       * hexes and enemies to attack, nearest first. */
      int cand[VIC_MAX_HEXES], dist[VIC_MAX_HEXES], n = 0;
      for (int h = 0; h < map->n_hexes; h++)
        {
          int d = vic_map_distance (map, start.hex, h), control = vic_game_hex_control (game, h);
          gboolean enemy = FALSE, own = FALSE;
          if (d == 0 || d > 8)
            continue;
          for (int p = 0; p < vic_game_get_n_players (game); p++)
            if (vic_game_hex_blocks (game, h, p) > 0)
              {
                if (vic_game_allied (game, p, b.owner))
                  own = TRUE;
                else
                  enemy = TRUE;
              }
          if ((enemy && a->kind != VIC_ACTION_STRATEGIC)
              || ((vic_map_is_city (map, h) || vic_map_is_town (map, h)) && control >= 0
                  && vic_game_allied (game, control, b.owner) && !enemy)
              || (own && vic_map_is_sea (map, h)))
            {
              int j = n++;
              while (j > 0 && dist[j - 1] > d)
                {
                  cand[j] = cand[j - 1];
                  dist[j] = dist[j - 1];
                  j--;
                }
              cand[j] = h;
              dist[j] = d;
            }
        }
      e = judge->dest_next;
      judge->dest_next = (e + 1) % DEST_CACHE;
      judge->dest[e].valid = TRUE;
      judge->dest[e].block = a->block;
      judge->dest[e].kind = a->kind;
      judge->dest[e].others = others;
      judge->dest[e].n = 0;
      int left = vic_game_block_steps_left (game, a->block);
      for (int i = 0; i < n && judge->dest[e].n < MAX_DESTINATIONS; i++)
        {
          /* fly_to goes straight, a step a hex: too far is refused on the way */
          if (vic_map_distance (map, b.hex, cand[i]) > left)
            continue;
          VicGame *copy = copy_into (&sc->flight, game);
          if (!fly_to (copy, a->block, a->kind, cand[i]))
            continue;
          settle (copy, sc->scratch);
          judge->dest[e].hex[judge->dest[e].n] = cand[i];
          judge->dest[e].value[judge->dest[e].n++] = vic_ai_evaluate (sc->judge, copy, sc->decider);
        }
    }
  /* A step keeps the places it does not fly away from. */
  for (int i = 0; i < judge->dest[e].n; i++)
    {
      int d = judge->dest[e].hex[i];
      if (vic_map_distance (map, b.hex, d) < vic_map_distance (map, a->hex2, d) || b.hex == d)
        best = MAX (best, judge->dest[e].value[i] - 0.01 * vic_map_distance (map, b.hex, d));
    }
  return best > -G_MAXDOUBLE ? best : base_value (sc) - 1.0;
}

static double
after (Scoring *sc, const VicAction *a, const guint8 *dice, int n_dice, gboolean *ok)
{
  VicGame *copy = copy_into (&sc->after, sc->view);

  if (n_dice > 0)
    vic_game_force_dice (copy, dice, n_dice);
  if (!vic_game_apply (copy, a, NULL))
    {
      *ok = FALSE;
      return -G_MAXDOUBLE;
    }
  *ok = TRUE;
  sc->stopped = FALSE;
  /* A block in the middle of its move is judged where it would stop: a
   * half-made move (over enemies, through a City) would look better or worse
   * than it is.  One that cannot stop there yet (an air unit away from an
   * Airbase, a ship off a port) is judged by where it can still go. */
  if (is_move (a) && vic_game_active_block (copy) == a->block && !try_stop (copy))
    {
      VicBlockInfo b;
      if (vic_game_get_block (copy, a->block, &b) && vic_unit_class (b.type) == VIC_CLASS_AIR)
        return destination_value (sc, copy, a);
      return base_value (sc) - 0.01;
    }
  sc->stopped = is_move (a);
  settle (copy, sc->scratch);
  return vic_ai_evaluate (sc->judge, copy, sc->decider);
}

/* Firing: the mean over the number of hits, each played with the dice
 * forced to give it. */
static double
fire_value (Scoring *sc, const VicAction *a)
{
  VicBlockInfo b;
  const VicRuleset *rules = vic_game_get_rules (sc->view);
  int n, fp;
  guint8 hit = 1, miss = 5, dice[8];
  double p, total = 0.0, weight = 0.0;
  gboolean ok;

  if (!vic_game_get_block (sc->view, a->block, &b))
    return -G_MAXDOUBLE;
  n = MIN (b.steps, 8);
  if (b.type == VIC_UNIT_ATOM_BOMB)
    {
      n = 1;
      fp = rules->atom_hit_max;
      miss = 6;
    }
  else
    fp = vic_game_block_firepower (sc->view, a->block, (a->flags & VIC_ACT_STRUCTURE) ? VIC_CLASS_GROUND : a->group);
  if (fp >= 5)
    miss = 6;
  if (fp <= 0 || n <= 0)
    return after (sc, a, NULL, 0, &ok);
  p = MIN (fp, 6) / 6.0;
  for (int k = 0; k <= n; k++)
    {
      double w = 1.0, v;
      for (int j = 0; j < k; j++)
        w *= (double) (n - j) / (j + 1);
      w *= pow (p, k) * pow (1.0 - p, n - k);
      if (w < 0.02)
        continue;
      for (int j = 0; j < n; j++)
        dice[j] = j < k ? hit : miss;
      v = after (sc, a, dice, n, &ok);
      if (!ok)
        return -G_MAXDOUBLE;
      total += w * v;
      weight += w;
    }
  return weight > 0 ? total / weight : after (sc, a, NULL, 0, &ok);
}

/* PP spent on this rather than on something else (8.0, 10.2). */
static double
spending (const VicGame *view, const VicAction *a)
{
  const VicRuleset *rules = vic_game_get_rules (view);
  VicBlockInfo b;

  switch (a->kind)
    {
    case VIC_ACTION_BUY:
      return -PP_SPENT * rules->units[a->group].cost * a->steps;
    case VIC_ACTION_BUILD:
      return -PP_SPENT * rules->units[a->group].cost;
    case VIC_ACTION_ADD:
      if (vic_game_get_block (view, a->block, &b))
        return -PP_SPENT * rules->units[b.type].cost;
      return 0.0;
    case VIC_ACTION_CONVERT:
      /* (4.3) the Resource's steps times the City's value, as PP to spend */
      if (vic_game_get_block (view, a->block, &b) && b.hex >= 0)
        return PP_SPENT * b.steps * vic_game_get_map (view)->pp[b.hex];
      return 0.0;
    case VIC_ACTION_SPLIT:
      /* (8.21) only when it helps: a split and a merge are no progress */
      return -0.5;
    case VIC_ACTION_MERGE:
      return -0.1;
    default:
      return 0.0;
    }
}

void
vic_ai_score_actions (VicAiJudge *judge, const VicGame *view, const VicAction *actions, guint n, double *scores)
{
  Scoring sc = { judge, view, vic_game_get_decider (view), NULL, FALSE, 0.0, FALSE, -1, 0, NULL, NULL };
  g_autofree gboolean *stopped = NULL;

  sc.scratch = g_array_new (FALSE, FALSE, sizeof (VicAction));
  judge_set_map (judge, vic_game_get_map (view));
  judge->last_turn = judge->horizon && vic_game_get_turn_limit (view) > 0
                     && vic_game_get_turn (view) >= vic_game_get_turn_limit (view);
  judge->supply_view = view;
  judge->supply_ready = FALSE;
  if (judge->base == NULL)
    judge->base = g_new0 (Census, 1);
  census_take (judge->base, judge, view, sc.decider, NULL);
  judge->base_ready = TRUE;
  /* The view's own value is what "nothing more" is worth when a moving
   * block cannot stop where it is. */
  if (vic_game_active_block (view) != VIC_NO_BLOCK)
    {
      VicAction stop = vic_action_make (VIC_ACTION_STOP);
      if (!vic_game_check_action (view, &stop, NULL))
        {
          sc.have_base = TRUE;
          sc.base = 0.0;
        }
    }
  stopped = g_new0 (gboolean, n);
  for (guint i = 0; i < n; i++)
    {
      const VicAction *a = &actions[i];
      gboolean ok, same = FALSE;

      /* A Strategic Move's step that ends where the normal move's step
       * ends leaves the same position: judged once (5.9). */
      if (a->kind == VIC_ACTION_STRATEGIC)
        for (guint j = i; j-- > 0 && !same;)
          if (stopped[j] && actions[j].kind == VIC_ACTION_MOVE && actions[j].block == a->block
              && actions[j].hex == a->hex && actions[j].hex2 == a->hex2)
            {
              scores[i] = scores[j];
              stopped[i] = same = TRUE;
            }
      if (same)
        continue;
      if (a->kind == VIC_ACTION_FIRE)
        scores[i] = fire_value (&sc, a);
      else
        {
          scores[i] = after (&sc, a, NULL, 0, &ok);
          stopped[i] = ok && sc.stopped;
          if (ok)
            scores[i] += spending (view, a);
        }
    }
  if (debug_level () >= 1)
    for (guint i = 0; i < n; i++)
      {
        g_autofree char *text = vic_action_to_string (view, &actions[i]);
        g_printerr ("   %-24s %10.3f\n", text, scores[i]);
      }
  judge->supply_view = NULL;
  judge->base_ready = FALSE;
  g_array_unref (sc.scratch);
  vic_game_free (sc.after);
  vic_game_free (sc.flight);
}
