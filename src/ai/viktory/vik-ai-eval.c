/* vik-ai-eval.c: Normal's judgement of a position and of each legal action.
 *
 * Everything here reads the game through the engine's public API. */
#include "config.h"

#include "vik-ai-viktory-private.h"

#include <math.h>
#include <string.h>

#define WIN_VALUE 100000.0
#define FAR 12

static const double unit_value[VIK_N_UNIT_TYPES] = { 3.0, 3.5, 4.0, 3.0 };
#define RESERVE_VALUE 2.2
#define TOWN_VALUE 10.0
#define CITY_VALUE 18.0
#define CAPITAL_VALUE 20.0

/* ---------------------------------------------------------------- forecasts */

static guint
setup_hash (gconstpointer key)
{
  const guint8 *b = key;
  guint h = 5381;

  for (gsize i = 0; i < sizeof (VikBattleSetup); i++)
    h = h * 33 + b[i];
  return h;
}

static gboolean
setup_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (VikBattleSetup)) == 0;
}

void
vik_ai_judge_init (VikAiJudge *judge)
{
  judge->forecasts = g_hash_table_new_full (setup_hash, setup_equal, g_free, g_free);
}

void
vik_ai_judge_clear (VikAiJudge *judge)
{
  g_clear_pointer (&judge->forecasts, g_hash_table_unref);
}

/* The exact forecast, or for battles too large for it a rough estimate from
 * the dice each side rolls. */
static void
forecast (VikAiJudge *judge, const VikBattleSetup *setup_in, VikForecast *out)
{
  VikBattleSetup setup;
  VikForecast *cached;

  /* The bytes are the key: setups come from vik_battle_setup_init(), which
   * zeroes the padding, and memcpy keeps it so. */
  memcpy (&setup, setup_in, sizeof setup);
  cached = g_hash_table_lookup (judge->forecasts, &setup);
  if (cached != NULL)
    {
      *out = *cached;
      return;
    }
  if (!vik_forecast_battle (&setup, out, NULL))
    {
      double a = 0, d = setup.terrain_dice + 1.0;
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          a += setup.attackers[t];
          d += setup.defenders[t];
        }
      memset (out, 0, sizeof *out);
      out->attacker_wins = a * a / (a * a + d * d);
      out->defender_holds = 1.0 - out->attacker_wins;
      out->attacker_losses = a * 0.5 * (1.0 - out->attacker_wins) + d * 0.3;
      out->defender_losses = d * 0.5;
    }
  if (g_hash_table_size (judge->forecasts) > 20000)
    g_hash_table_remove_all (judge->forecasts);
  g_hash_table_insert (judge->forecasts, g_memdup2 (&setup, sizeof setup), g_memdup2 (out, sizeof *out));
}

/* ---------------------------------------------------------------- the position */

typedef struct {
  const VikGame *game;
  const VikBoard *board;
  int n_players;
  guint8 owners[VIK_MAX_HEXES];           /* bit set of players with units (not cargo) */
  guint8 mine[VIK_MAX_HEXES][VIK_N_UNIT_TYPES]; /* the current player's units, not cargo */
  guint8 movable[VIK_MAX_HEXES];          /* the current player's land units with MP left */
  double material[VIK_MAX_PLAYERS];
  int land_near[VIK_MAX_HEXES];           /* enemy land units of `player` in and next to hex */
} Census;

static double
site_value (const VikGame *game, int hex)
{
  double v;
  int owner = vik_game_hex_site_owner (game, hex);

  switch (vik_game_hex_site (game, hex))
    {
    case VIK_SITE_TOWN: v = TOWN_VALUE; break;
    case VIK_SITE_CITY: v = CITY_VALUE; break;
    default: return 0.0;
    }
  if (owner != VIK_NO_PLAYER && vik_game_capital_hex (game, owner) == hex)
    v += CAPITAL_VALUE;
  return v;
}

static void
census_take (Census *cs, const VikGame *game)
{
  int current = vik_game_get_current_player (game);
  int n_units = vik_game_n_units (game);

  memset (cs, 0, sizeof *cs);
  cs->game = game;
  cs->board = vik_game_get_board (game);
  cs->n_players = vik_game_get_n_players (game);
  for (int p = 0; p < cs->n_players; p++)
    {
      if (vik_game_player_eliminated (game, p))
        continue;
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        cs->material[p] += RESERVE_VALUE * vik_game_reserve (game, p, t);
    }
  for (int i = 0; i < n_units; i++)
    {
      VikUnitInfo u;
      if (!vik_game_get_unit (game, i, &u) || u.owner < 0 || u.owner >= cs->n_players || u.hex < 0)
        continue;
      cs->material[u.owner] += unit_value[u.type];
      if (u.carrier != 0)
        continue;
      cs->owners[u.hex] |= 1u << u.owner;
      if (u.owner == current)
        {
          cs->mine[u.hex][u.type]++;
          if (u.type != VIK_UNIT_FRIGATE && u.mp > 0 && !u.attacked)
            cs->movable[u.hex]++;
        }
    }
  for (int h = 0; h < cs->board->n_hexes; h++)
    {
      int owner = vik_game_hex_site_owner (game, h);
      if (owner >= 0 && owner < cs->n_players)
        cs->material[owner] += site_value (game, h);
    }
}

/* The weight of another player's material against one's own. */
static double
enemy_weight (const VikGame *game)
{
  int alive = 0;

  for (int p = 0; p < vik_game_get_n_players (game); p++)
    alive += !vik_game_player_eliminated (game, p);
  return alive <= 2 ? 1.0 : 0.6;
}

/* The expected change of `player`'s score from the battle waiting in hex. */
static double
pending_battle_value (VikAiJudge *judge, const Census *cs, int hex, int player, gboolean potential)
{
  const VikGame *game = cs->game;
  int current = vik_game_get_current_player (game);
  int defender = vik_game_hex_site_owner (game, hex);
  VikBattleSetup setup;
  VikForecast f;
  double att_unit = 0, def_unit = 0, k = enemy_weight (game), delta;
  int na = 0, nd = 0;

  if (!vik_game_pending_battle_setup (game, hex, &setup, NULL))
    return 0.0;
  if (potential && vik_game_battle_hex (game) == VIK_NO_HEX)
    {
      int extra_sides = 0;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = cs->board->neighbors[hex][d];
          if (nb == VIK_NO_HEX || cs->movable[nb] == 0)
            continue;
          /* Land units that can still step in. */
          for (int t = 0; t < VIK_N_LAND_TYPES; t++)
            {
              int add = MIN (cs->mine[nb][t], VIK_FORECAST_MAX_COUNT - setup.attackers[t]);
              setup.attackers[t] += MAX (add, 0);
            }
          extra_sides++;
        }
      setup.hex_sides = MIN (6, setup.hex_sides + extra_sides);
    }
  forecast (judge, &setup, &f);
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      att_unit += unit_value[t] * setup.attackers[t];
      def_unit += unit_value[t] * setup.defenders[t];
      na += setup.attackers[t];
      nd += setup.defenders[t];
    }
  att_unit = na > 0 ? att_unit / na : 3.0;
  def_unit = nd > 0 ? def_unit / nd : 3.0;
  if (defender == VIK_NO_PLAYER || defender == current)
    for (int p = 0; p < cs->n_players; p++)
      if (p != current && (cs->owners[hex] >> p & 1))
        defender = p;
  /* The attacker's gain: the site changes hands, the losses on both sides. */
  delta = f.attacker_wins * site_value (game, hex) * (1.0 + k)
          + f.defender_losses * def_unit * k - f.attacker_losses * att_unit;
  if (player == current)
    return delta;
  if (player == defender)
    return -f.attacker_wins * site_value (game, hex) * (1.0 + k)
           - f.defender_losses * def_unit + f.attacker_losses * att_unit * k;
  return 0.0;
}

/* The player and his Alliance under Subjugation [16.81], as a bit set. */
static guint
friends_of (const VikGame *game, int player)
{
  guint friends = 1u << player;

  for (int p = 0; p < vik_game_get_n_players (game); p++)
    if (p != player && vik_game_players_allied (game, p, player))
      friends |= 1u << p;
  return friends;
}

/* Steps from every hex to the nearest enemy unit, Town or City of player
 * (not his Alliance's [16.84]), over revealed hexes. */
static void
enemy_distances (const Census *cs, int player, guint8 *dist)
{
  const VikGame *game = cs->game;
  int queue[VIK_MAX_HEXES];
  int head = 0, tail = 0;
  guint friends = friends_of (game, player);

  for (int h = 0; h < cs->board->n_hexes; h++)
    {
      int owner = vik_game_hex_site_owner (game, h);
      gboolean enemy = (cs->owners[h] & ~friends) != 0
                       || (owner != VIK_NO_PLAYER && !(friends & (1u << owner)));
      dist[h] = enemy ? 0 : FAR;
      if (enemy)
        queue[tail++] = h;
    }
  while (head < tail)
    {
      int h = queue[head++];
      if (dist[h] + 1 >= FAR)
        continue;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = cs->board->neighbors[h][d];
          if (nb == VIK_NO_HEX || !vik_game_hex_revealed (game, nb) || dist[nb] != FAR)
            continue;
          dist[nb] = dist[h] + 1;
          queue[tail++] = nb;
        }
    }
}

/* Position: units closer to the enemy, explored land near one's own sites,
 * and enemy strength next to one's own Towns and Cities (a threat). */
static double
position_value (const Census *cs, int player)
{
  const VikGame *game = cs->game;
  const VikBoard *board = cs->board;
  guint8 dist[VIK_MAX_HEXES];
  double v = 0.0;
  int n_units = vik_game_n_units (game);
  guint friends = friends_of (game, player);

  enemy_distances (cs, player, dist);
  for (int i = 0; i < n_units; i++)
    {
      VikUnitInfo u;
      if (!vik_game_get_unit (game, i, &u) || u.owner != player || u.hex < 0)
        continue;
      v -= 0.12 * dist[u.hex];
    }
  for (int h = 0; h < board->n_hexes; h++)
    {
      if (!vik_game_hex_revealed (game, h))
        continue;
      v += 0.08; /* exploring opens room for Towns */
      if (vik_game_hex_site_owner (game, h) != player)
        continue;
      {
        int enemies = 0, defenders = 0;
        for (int t = 0; t < VIK_N_LAND_TYPES; t++)
          defenders += vik_game_hex_units (game, h, player, t);
        for (int d = 0; d < VIK_N_DIRS; d++)
          {
            int nb = board->neighbors[h][d];
            if (nb == VIK_NO_HEX)
              continue;
            if (vik_game_hex_revealed (game, nb) && vik_game_hex_terrain (game, nb) != VIK_TERRAIN_WATER)
              v += 0.3;
            if ((cs->owners[nb] & ~friends) == 0)
              continue;
            for (int p = 0; p < cs->n_players; p++)
              if (!(friends & (1u << p)))
                for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
                  enemies += vik_game_hex_units (game, nb, p, t);
          }
        if (enemies > 0)
          {
            double danger = CLAMP ((enemies - 1.5 * defenders) / 4.0, 0.0, 1.0);
            v -= 0.5 * danger * site_value (game, h);
            v += 0.4 * MIN (defenders, enemies);
          }
      }
    }
  return v;
}

double
vik_ai_evaluate (VikAiJudge *judge, const VikGame *game, int player, gboolean potential)
{
  Census cs;
  double mine, others = 0.0, best_other = 0.0, v;
  int n_others = 0, current;

  if (vik_game_is_over (game))
    {
      int winner = vik_game_get_winner (game);
      return winner == player ? WIN_VALUE : winner == VIK_NO_PLAYER ? 0.0 : -WIN_VALUE;
    }
  if (vik_game_player_eliminated (game, player))
    return -WIN_VALUE;
  census_take (&cs, game);
  mine = cs.material[player];
  for (int p = 0; p < cs.n_players; p++)
    if (p != player && !vik_game_player_eliminated (game, p))
      {
        others += cs.material[p];
        best_other = MAX (best_other, cs.material[p]);
        n_others++;
      }
  v = mine;
  if (n_others > 0)
    v -= enemy_weight (game) * (0.5 * others / n_others + 0.5 * best_other);
  /* A player without his Capital cannot build [8.1]. */
  if (vik_game_get_turn (game) > 0)
    {
      int cap = vik_game_capital_hex (game, player);
      if (cap == VIK_NO_HEX || vik_game_hex_site_owner (game, cap) != player)
        v -= 25.0;
    }
  current = vik_game_get_current_player (game);
  for (int h = 0; h < cs.board->n_hexes; h++)
    if ((cs.owners[h] & (1u << current)) && (cs.owners[h] & ~(1u << current)
        || (vik_game_hex_site_owner (game, h) != VIK_NO_PLAYER && vik_game_hex_site_owner (game, h) != current)))
      v += pending_battle_value (judge, &cs, h, player, potential);
  v += position_value (&cs, player);
  return v;
}

/* ---------------------------------------------------------------- actions */

static gboolean
is_chance (const VikAction *a)
{
  return a->kind == VIK_ACTION_BATTLE || a->kind == VIK_ACTION_FIGHT || a->kind == VIK_ACTION_BOMBARD;
}

/* The expected value of a bombardment: a hit on the best target there. */
static double
bombard_gain (const VikGame *view, const VikAction *a, int player)
{
  int n = vik_game_get_n_players (view);
  double best = 0.0;

  if (a->to < 0)
    return 0.0;
  for (int p = 0; p < n; p++)
    if (p != player)
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        if (vik_game_hex_units (view, a->to, p, t) > 0)
          best = MAX (best, unit_value[t]);
  return best * vik_game_hit_max (view, player) / 6.0 * enemy_weight (view) - 0.5;
}

void
vik_ai_score_actions (VikAiJudge *judge, const VikGame *view, const VikAction *actions, guint n, double *scores)
{
  int decider = vik_game_get_decider (view);
  double here = NAN;

  for (guint i = 0; i < n; i++)
    {
      const VikAction *a = &actions[i];
      if (is_chance (a))
        {
          if (isnan (here))
            here = vik_ai_evaluate (judge, view, decider, FALSE);
          scores[i] = a->kind == VIK_ACTION_BOMBARD ? vik_ai_evaluate (judge, view, decider, TRUE) + bombard_gain (view, a, decider)
                                                    : here + 0.05;
          continue;
        }
      {
        g_autoptr (VikGame) after = vik_game_copy (view);
        if (!vik_game_apply (after, a, NULL))
          {
            scores[i] = -G_MAXDOUBLE;
            continue;
          }
        scores[i] = vik_ai_evaluate (judge, after, decider, TRUE);
      }
    }
}
