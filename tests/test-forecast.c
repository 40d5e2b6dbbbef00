/* test-forecast.c: the Battle forecast [13.3] against hand-computed odds and
 * against a simulator of the same policy.
 *
 * VIK_FORECAST_SIM_BATTLES sets the battles simulated per setup (default 100000).
 */
#include "vik-forecast.h"

#include <stdlib.h>
#include <string.h>

#define I VIK_UNIT_INFANTRY
#define C VIK_UNIT_CAVALRY
#define A VIK_UNIT_ARTILLERY
#define F VIK_UNIT_FRIGATE

static VikBattleSetup
land (int ai, int ac, int aa, int di, int dc, int da)
{
  VikBattleSetup s;

  vik_battle_setup_init (&s, FALSE);
  s.attackers[I] = ai;
  s.attackers[C] = ac;
  s.attackers[A] = aa;
  s.defenders[I] = di;
  s.defenders[C] = dc;
  s.defenders[A] = da;
  return s;
}

static VikBattleSetup
naval (int af, int df)
{
  VikBattleSetup s;

  vik_battle_setup_init (&s, TRUE);
  s.attackers[F] = af;
  s.defenders[F] = df;
  return s;
}

/* The book's example [13.3]: 2I 2C 2A from three hex sides against 2I 1A in
 * a Mountain City with an adjacent defending Frigate. */
static VikBattleSetup
mountain_city (void)
{
  VikBattleSetup s = land (2, 2, 2, 2, 0, 1);

  s.hex_sides = 3;
  s.terrain_dice = 2;
  s.town_or_city = TRUE;
  s.naval_support = TRUE;
  return s;
}

static VikForecast
forecast (const VikBattleSetup *s)
{
  VikForecast f;
  GError *error = NULL;

  g_assert_true (vik_forecast_battle (s, &f, &error));
  g_assert_no_error (error);
  return f;
}

static void
assert_sums_to_one (const VikBattleSetup *s, const VikForecast *f)
{
  int a_total = 0, d_total = 0;

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      a_total += s->attackers[t];
      d_total += s->defenders[t];
    }
  g_assert_cmpfloat_with_epsilon (f->attacker_wins + f->defender_holds + f->both_wiped_out,
                                  1.0, 1e-9);
  g_assert_cmpfloat (f->attacker_wins, >=, -1e-12);
  g_assert_cmpfloat (f->defender_holds, >=, -1e-12);
  g_assert_cmpfloat (f->both_wiped_out, >=, -1e-12);
  g_assert_cmpfloat (f->attacker_losses, >=, -1e-9);
  g_assert_cmpfloat (f->attacker_losses, <=, a_total + 1e-9);
  g_assert_cmpfloat (f->defender_losses, >=, -1e-9);
  g_assert_cmpfloat (f->defender_losses, <=, d_total + 1e-9);
}

/* A seeded random battle that the forecast accepts. */
static VikBattleSetup
random_setup (GRand *rand)
{
  VikBattleSetup s;

  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      s = naval (g_rand_int_range (rand, 1, 5), g_rand_int_range (rand, 1, 5));
    }
  else
    {
      s = land (g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 3),
                g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 4),
                g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 0, 3));
      if (s.attackers[I] + s.attackers[C] + s.attackers[A] == 0)
        s.attackers[I] = 1;
      s.terrain_dice = g_rand_int_range (rand, 0, 3);
      s.town_or_city = g_rand_boolean (rand);
      if (s.defenders[I] + s.defenders[C] + s.defenders[A] == 0 && !s.town_or_city)
        s.defenders[C] = 1;
      s.naval_support = g_rand_boolean (rand);
    }
  s.hex_sides = g_rand_int_range (rand, 1, 7);
  s.attacker_hit_max = g_rand_boolean (rand) ? 4 : 3;
  s.defender_hit_max = g_rand_boolean (rand) ? 4 : 3;
  return s;
}

static void
test_sums_to_one (void)
{
  GRand *rand = g_rand_new_with_seed (2024);
  VikBattleSetup book = mountain_city ();
  VikForecast f = forecast (&book);

  assert_sums_to_one (&book, &f);
  for (int i = 0; i < 300; i++)
    {
      VikBattleSetup s = random_setup (rand);

      f = forecast (&s);
      assert_sums_to_one (&s, &f);
    }
  g_rand_free (rand);
}

/* 1 Infantry against 1 Infantry in the open: each side hits with 1/2 a round,
 * so attacker, defender and both-gone are equally likely; each side loses its
 * unit unless the other side is the one wiped out. */
static void
test_exact_duel (void)
{
  VikBattleSetup s = land (1, 0, 0, 1, 0, 0);
  VikForecast f = forecast (&s);

  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 1.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.defender_holds, 1.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.both_wiped_out, 1.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.attacker_losses, 2.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.defender_losses, 2.0 / 3, 1e-12);
}

/* The same from two hex sides: 2 dice; two hits suppress the defender's only
 * die [13.31].  Worked by hand: 4/7, 1/7, 2/7. */
static void
test_exact_two_sides (void)
{
  VikBattleSetup s = land (1, 0, 0, 1, 0, 0);
  VikForecast f;

  s.hex_sides = 2;
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 4.0 / 7, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.defender_holds, 1.0 / 7, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.both_wiped_out, 2.0 / 7, 1e-12);
}

/* [13.3] 2 note: an empty Town or City still rolls its Naval Support and
 * Defensive Terrain dice for one round, and only for one. */
static void
test_empty_town (void)
{
  VikBattleSetup s = land (1, 0, 0, 0, 0, 0);
  VikForecast f;

  s.town_or_city = TRUE;
  s.terrain_dice = 1;           /* a Town on Plains */
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.defender_holds, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.both_wiped_out, 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.attacker_losses, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.defender_losses, 0.0, 1e-12);

  /* The book's Mountain Town with a Frigate: three dice must all miss. */
  s.terrain_dice = 2;
  s.naval_support = TRUE;
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 0.125, 1e-12);

  /* Two Cavalry survive unless two of the three dice hit. */
  s.attackers[I] = 0;
  s.attackers[C] = 2;
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 0.5, 1e-12);

  /* Pre-Battle Fire has no target; the one round still has to be fought. */
  s = land (0, 0, 1, 0, 0, 0);
  s.town_or_city = TRUE;
  s.terrain_dice = 1;
  s.defender_hit_max = 4;
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 2.0 / 6, 1e-12);

  /* No dice at all (a Town whose terrain die is lost): taken at once. */
  s.terrain_dice = 0;
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 1.0, 1e-12);
}

/* [13.3] 0: outside a Town or City a side wiped out by Pre-Battle Fire ends
 * the battle; inside one the defender's dice still fire for a round. */
static void
test_pre_battle_fire (void)
{
  VikBattleSetup s = land (0, 0, 1, 1, 0, 0);
  VikForecast f;

  /* 1A vs 1I in the open: Pre-Battle Fire wins with 1/2 at once; otherwise a
   * duel with the 1/3 odds of /forecast/exact/duel. */
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 0.5 + 0.5 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.both_wiped_out, 0.5 / 3, 1e-12);

  /* The same in a Plains Town.  A Pre-Battle kill (1/2) leaves the Town's die
   * to fire once: both wiped out or taken, 1/4 each.  Otherwise a round is
   * A against I plus the Town's die: taken 1/8, both gone 3/8, held 3/8,
   * repeated 1/8.  By hand: 9/28, 6/28, 13/28. */
  s.town_or_city = TRUE;
  s.terrain_dice = 1;
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 9.0 / 28, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.defender_holds, 6.0 / 28, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.both_wiped_out, 13.0 / 28, 1e-12);
}

static void
assert_refused (const VikBattleSetup *s, int code, const char *rule)
{
  VikForecast f;
  GError *error = NULL;

  g_assert_false (vik_forecast_battle (s, &f, &error));
  g_assert_error (error, VIK_FORECAST_ERROR, code);
  if (rule)
    g_assert_nonnull (strstr (error->message, rule));
  g_error_free (error);
}

static void
test_refusals (void)
{
  VikBattleSetup s = land (1, 0, 0, 0, 0, 0);

  /* 1 Infantry against nothing outside a Town or City is no battle. */
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(13.0)");
  s = land (0, 0, 0, 1, 0, 0);
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(13.0)");
  s = land (1, 0, 0, 1, 0, 0);
  s.defenders[F] = 1;
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(11.6)");
  s = naval (1, 1);
  s.attackers[I] = 1;
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(11.6)");
  s = naval (1, 1);
  s.terrain_dice = 1;
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(13.33)");
  s = land (1, 0, 0, 1, 0, 0);
  s.hex_sides = 0;
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(13.3)");
  s = land (1, 0, 0, 1, 0, 0);
  s.terrain_dice = 4; /* 3 is a Metropolis [16.6] */
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(13.3");
  s = land (1, 0, 0, 1, 0, 0);
  s.attacker_hit_max = 0;
  assert_refused (&s, VIK_FORECAST_ERROR_INVALID, "(11.1)");
  s = land (VIK_FORECAST_MAX_COUNT + 1, 0, 0, 1, 0, 0);
  assert_refused (&s, VIK_FORECAST_ERROR_TOO_LARGE, NULL);
  s = land (7, 7, 7, 6, 6, 6);
  assert_refused (&s, VIK_FORECAST_ERROR_TOO_LARGE, NULL);
}

/* The largest accepted land battle finishes and stays consistent. */
static void
test_largest (void)
{
  VikBattleSetup s = land (VIK_FORECAST_MAX_COUNT, 0, 0, VIK_FORECAST_MAX_COUNT, 0, 0);
  VikForecast f = forecast (&s);

  assert_sums_to_one (&s, &f);
  s = land (6, 6, 6, 6, 6, 6);
  s.hex_sides = 3;
  s.terrain_dice = 2;
  s.town_or_city = TRUE;
  f = forecast (&s);
  assert_sums_to_one (&s, &f);
}

/* Adding a unit type or a hex side never lowers the attacker's odds. */
static void
test_monotone (void)
{
  GRand *rand = g_rand_new_with_seed (7);

  for (int i = 0; i < 200; i++)
    {
      VikBattleSetup s = random_setup (rand);
      VikForecast base = forecast (&s);

      if (s.hex_sides < 6)
        {
          VikBattleSetup more = s;
          VikForecast f;

          more.hex_sides++;
          f = forecast (&more);
          g_assert_cmpfloat (f.attacker_wins, >=, base.attacker_wins - 1e-12);
        }
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          VikBattleSetup more = s;
          VikForecast f;

          if (s.naval != (t == F) || s.attackers[t] > 0)
            continue;
          more.attackers[t] = 1;
          f = forecast (&more);
          g_assert_cmpfloat (f.attacker_wins, >=, base.attacker_wins - 1e-12);
        }
    }
  g_rand_free (rand);
}

/* The casualty policy: tactical victories take the fewest type (ties A, C, I),
 * ordinary hits the most numerous type (ties I, C, A); surplus hits are lost. */
static void
test_casualty_policy (void)
{
  guint8 c[VIK_N_UNIT_TYPES] = { 3, 1, 2, 0 };

  g_assert_cmpuint (vik_forecast_apply_hits (c, 1, 2), ==, 0);
  g_assert_cmpuint (c[I], ==, 1);
  g_assert_cmpuint (c[C], ==, 0);
  g_assert_cmpuint (c[A], ==, 2);

  memcpy (c, (guint8[]) { 1, 1, 1, 0 }, 4);
  g_assert_cmpuint (vik_forecast_apply_hits (c, 2, 0), ==, 0);
  g_assert_cmpuint (c[I], ==, 1);
  g_assert_cmpuint (c[C], ==, 0);
  g_assert_cmpuint (c[A], ==, 0);

  memcpy (c, (guint8[]) { 2, 2, 2, 0 }, 4);
  g_assert_cmpuint (vik_forecast_apply_hits (c, 0, 2), ==, 0);
  g_assert_cmpuint (c[I], ==, 1);
  g_assert_cmpuint (c[C], ==, 1);
  g_assert_cmpuint (c[A], ==, 2);

  /* R12: a unit takes one hit; the rest are lost. */
  memcpy (c, (guint8[]) { 1, 0, 0, 0 }, 4);
  g_assert_cmpuint (vik_forecast_apply_hits (c, 1, 2), ==, 2);
  g_assert_cmpuint (c[I], ==, 0);
}

/* [13.31] and RULINGS R11: the dice the defender keeps after suppression. */
static void
test_suppression_dice (void)
{
  VikBattleSetup s = mountain_city ();
  guint8 two_infantry[VIK_N_UNIT_TYPES] = { 2, 0, 0, 0 };
  guint8 one_infantry[VIK_N_UNIT_TYPES] = { 1, 0, 0, 0 };
  guint8 none[VIK_N_UNIT_TYPES] = { 0 };
  VikBattleSetup sea = naval (2, 1);

  /* The book's example: four hits on two Infantry in a Mountain City with a
   * Frigate: 1 + 1 + 2 dice, minus one suppressed = three dice. */
  g_assert_cmpuint (vik_forecast_defender_dice (&s, two_infantry, 4), ==, 3);
  g_assert_cmpuint (vik_forecast_defender_dice (&s, two_infantry, 2), ==, 4);
  /* In a City nothing but the unit-type dice is suppressed. */
  g_assert_cmpuint (vik_forecast_defender_dice (&s, two_infantry, 8), ==, 3);
  g_assert_cmpuint (vik_forecast_defender_dice (&s, none, 5), ==, 3);

  /* Outside Towns and Cities (R11): unit dice, then Naval Support, then terrain. */
  s.town_or_city = FALSE;
  g_assert_cmpuint (vik_forecast_defender_dice (&s, one_infantry, 1), ==, 4);
  g_assert_cmpuint (vik_forecast_defender_dice (&s, one_infantry, 2), ==, 3);
  g_assert_cmpuint (vik_forecast_defender_dice (&s, one_infantry, 3), ==, 2);
  g_assert_cmpuint (vik_forecast_defender_dice (&s, one_infantry, 4), ==, 1);
  g_assert_cmpuint (vik_forecast_defender_dice (&s, one_infantry, 5), ==, 0);
  g_assert_cmpuint (vik_forecast_defender_dice (&s, one_infantry, 8), ==, 0);

  /* Naval: one die while he has a Frigate, suppressible. */
  g_assert_cmpuint (vik_forecast_defender_dice (&sea, sea.defenders, 1), ==, 1);
  g_assert_cmpuint (vik_forecast_defender_dice (&sea, sea.defenders, 2), ==, 0);

  /* Attacker's dice [13.3] 1: types plus extra sides, at most 8 / 6. */
  g_assert_cmpuint (vik_forecast_attacker_dice (&s, s.attackers), ==, 5);
  s.hex_sides = 6;
  g_assert_cmpuint (vik_forecast_attacker_dice (&s, s.attackers), ==, 8);
  sea.hex_sides = 6;
  g_assert_cmpuint (vik_forecast_attacker_dice (&sea, sea.attackers), ==, 6);
}

/* 1 Infantry from six sides (6 dice) against 1 Infantry on Plains: two hits
 * or more silence the defender's only die.  By hand: 120/127, 1/127, 6/127. */
static void
test_suppression_in_forecast (void)
{
  VikBattleSetup s = land (1, 0, 0, 1, 0, 0);
  VikForecast f;

  s.hex_sides = 6;
  f = forecast (&s);
  g_assert_cmpfloat_with_epsilon (f.attacker_wins, 120.0 / 127, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.defender_holds, 1.0 / 127, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.both_wiped_out, 6.0 / 127, 1e-12);

  /* On a Mountain outside a Town, R11 lets the excess hits reach the two
   * terrain dice as well, so the attacker does better than in a Mountain
   * Town, where they cannot (13.31). */
  {
    VikBattleSetup open = s, town = s;
    VikForecast fo, ft;

    open.terrain_dice = 2;
    town.terrain_dice = 2;
    town.town_or_city = TRUE;
    fo = forecast (&open);
    ft = forecast (&town);
    g_assert_cmpfloat (fo.attacker_wins, >, ft.attacker_wins + 0.01);
  }
}

/* ---- against the simulator ---- */

typedef struct {
  const char *name;
  VikBattleSetup setup;
} SimCase;

static int
sim_battles (void)
{
  const char *env = g_getenv ("VIK_FORECAST_SIM_BATTLES");
  int n = env ? atoi (env) : 0;

  return n > 0 ? n : 100000;
}

static void
test_against_simulation (gconstpointer data)
{
  const SimCase *c = data;
  VikForecast f = forecast (&c->setup);
  int n = sim_battles ();
  double count[VIK_N_BATTLE_OUTCOMES] = { 0 };
  double a_lost = 0, d_lost = 0;
  VikRng rng;

  vik_rng_seed (&rng, 20240611, g_str_hash (c->name));
  for (int i = 0; i < n; i++)
    {
      int result, al, dl;

      vik_forecast_simulate_one (&c->setup, &rng, &result, &al, &dl);
      g_assert_cmpint (result, >=, 0);
      g_assert_cmpint (result, <, VIK_N_BATTLE_OUTCOMES);
      count[result]++;
      a_lost += al;
      d_lost += dl;
    }
  g_test_message ("%s: forecast %.4f %.4f %.4f losses %.3f %.3f; simulated %.4f %.4f %.4f losses %.3f %.3f",
                  c->name, f.attacker_wins, f.defender_holds, f.both_wiped_out,
                  f.attacker_losses, f.defender_losses,
                  count[0] / n, count[1] / n, count[2] / n, a_lost / n, d_lost / n);
  g_assert_cmpfloat_with_epsilon (count[VIK_BATTLE_ATTACKER_WINS] / n, f.attacker_wins, 0.01);
  g_assert_cmpfloat_with_epsilon (count[VIK_BATTLE_DEFENDER_HOLDS] / n, f.defender_holds, 0.01);
  g_assert_cmpfloat_with_epsilon (count[VIK_BATTLE_BOTH_WIPED_OUT] / n, f.both_wiped_out, 0.01);
  g_assert_cmpfloat_with_epsilon (a_lost / n, f.attacker_losses, 0.05);
  g_assert_cmpfloat_with_epsilon (d_lost / n, f.defender_losses, 0.05);
}

static SimCase sim_cases[16];
static int n_sim_cases;

static void
add_sim_case (const char *name, VikBattleSetup s)
{
  char *path = g_strconcat ("/forecast/against-simulation/", name, NULL);

  g_assert_cmpint (n_sim_cases, <, (int) G_N_ELEMENTS (sim_cases));
  sim_cases[n_sim_cases] = (SimCase) { name, s };
  g_test_add_data_func (path, &sim_cases[n_sim_cases], test_against_simulation);
  n_sim_cases++;
  g_free (path);
}

static void
add_sim_cases (void)
{
  VikBattleSetup s;

  add_sim_case ("mountain-city", mountain_city ());

  add_sim_case ("open-duel", land (1, 0, 0, 1, 0, 0));

  s = naval (3, 2);
  s.hex_sides = 2;
  add_sim_case ("naval", s);

  s = naval (2, 3);
  s.attacker_hit_max = 4;
  add_sim_case ("naval-supply", s);

  s = land (3, 1, 0, 2, 1, 0);
  s.attacker_hit_max = 4;
  s.terrain_dice = 1;           /* Forest, no Town */
  add_sim_case ("forest-with-supply", s);

  s = land (2, 0, 2, 1, 0, 2);
  s.town_or_city = TRUE;
  s.terrain_dice = 1;
  s.defender_hit_max = 4;
  add_sim_case ("town-defender-supply", s);

  s = land (0, 2, 0, 0, 0, 0);
  s.town_or_city = TRUE;
  s.terrain_dice = 2;
  s.naval_support = TRUE;
  add_sim_case ("empty-mountain-town", s);

  s = land (1, 1, 1, 1, 0, 0);
  s.hex_sides = 4;
  s.terrain_dice = 2;
  s.naval_support = TRUE;
  add_sim_case ("suppression-open-mountain", s);

  s = land (3, 1, 2, 0, 1, 0);
  s.hex_sides = 3;
  s.attacker_hit_max = 4;
  s.terrain_dice = 2;
  s.town_or_city = TRUE;
  s.naval_support = TRUE;
  add_sim_case ("suppression-city", s);

  add_sim_case ("artillery-duel", land (0, 0, 3, 0, 0, 3));

  s = land (0, 0, 2, 1, 0, 1);
  s.town_or_city = TRUE;
  s.terrain_dice = 1;
  add_sim_case ("artillery-town", s);

  s = land (4, 3, 2, 3, 2, 2);
  s.hex_sides = 2;
  s.terrain_dice = 2;
  s.town_or_city = TRUE;
  s.attacker_hit_max = 4;
  s.defender_hit_max = 4;
  add_sim_case ("big-grassland-city", s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/forecast/sums-to-one", test_sums_to_one);
  g_test_add_func ("/forecast/exact/duel", test_exact_duel);
  g_test_add_func ("/forecast/exact/two-sides", test_exact_two_sides);
  g_test_add_func ("/forecast/refusals", test_refusals);
  g_test_add_func ("/forecast/largest", test_largest);
  g_test_add_func ("/forecast/monotone", test_monotone);
  g_test_add_func ("/forecast/casualty-policy", test_casualty_policy);
  g_test_add_func ("/rules/13.3/empty-town-rolls-one-round", test_empty_town);
  g_test_add_func ("/rules/13.3/pre-battle-fire-in-forecast", test_pre_battle_fire);
  g_test_add_func ("/rules/13.31/suppressed-dice", test_suppression_dice);
  g_test_add_func ("/rules/13.31/suppression-in-forecast", test_suppression_in_forecast);
  add_sim_cases ();

  return g_test_run ();
}
