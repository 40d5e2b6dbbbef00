/* test-vic-forecast.c: the battle forecast (vic-forecast.h) on the built-in
 * two-tile map: player 1 (index 0) attacks from f5 into g5, held by player 2. */
#include "config.h"

#include "vic-test.h"
#include "vic-forecast.h"
#include "vic-game-private.h"

#include <math.h>
#include <string.h>

#define PUT(g, p, t, s, hex) vic_test_put (g, p, VIC_UNIT_##t, s, hex)

static VicAction
parse (VicGame *game, const char *text)
{
  g_autoptr(GError) error = NULL;
  VicAction a;

  if (!vic_action_parse (game, text, &a, &error))
    g_error ("“%s”: %s", text, error->message);
  return a;
}

static void
reveal_to (VicGame *game, int block, int player)
{
  game->core.blocks[block].revealed |= (guint8) (1u << player);
}

/* One Infantry-1 against two revealed Infantry-4: at most three hits in three
 * rounds against eight steps, so the defender holds for certain. */
static void
test_certain (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  g_autoptr(GError) error = NULL;
  VicForecast f;
  VicAction move;

  PUT (game, 0, INFANTRY, 1, "f5");
  reveal_to (game, PUT (game, 1, INFANTRY, 4, "g5"), 0);
  reveal_to (game, PUT (game, 1, INFANTRY, 4, "g5"), 0);
  move = parse (game, "move IN1 f5-g5");
  g_assert_cmpint (vic_forecast_move_battle (game, &move), ==, vic_test_hex (game, "g5"));
  g_assert_true (vic_forecast_battle (game, 0, &move, VIC_NO_HEX, 300, 1, &f, &error));
  g_assert_no_error (error);
  g_assert_cmpint (f.trials, ==, 300);
  g_assert_cmpint (f.unfinished, ==, 0);
  g_assert_cmpfloat (f.hold, ==, 1.0);
  g_assert_cmpfloat (f.take, ==, 0.0);
  g_assert_cmpfloat (f.hold_error, ==, 0.0);
  /* The attacker loses his one step whenever it is not retreated; the
   * defender loses at most three. */
  g_assert_cmpfloat (f.attacker_losses, <=, 1.0);
  g_assert_cmpfloat (f.defender_losses, <=, 3.0);
  g_assert_cmpfloat (f.defender_losses, >, 0.0);
}

/* A balanced battle, every block known to the attacker. */
static VicGame *
balanced (void)
{
  VicGame *game = vic_test_two_tiles (NULL);

  PUT (game, 0, INFANTRY, 4, "f5");
  PUT (game, 0, INFANTRY, 3, "f5");
  reveal_to (game, PUT (game, 1, INFANTRY, 3, "g5"), 0);
  reveal_to (game, PUT (game, 1, INFANTRY, 2, "g5"), 0);
  return game;
}

/* Plays the battle for real: the moves, both Move Phases ended, the battle
 * chosen and fought with the aggressive policy.  1: the attacker took g5. */
static int
real_battle (const VicGame *start, guint64 seed, double *attacker_lost)
{
  g_autoptr(VicGame) game = vic_game_copy (start);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  int g5 = vic_test_hex (game, "g5"), before = 0, after = 0, taken;
  VikRng rng;

  vik_rng_seed (&game->core.rng, seed, 11);
  vik_rng_seed (&rng, seed, 12);
  for (int i = 0; i < game->core.n_slots; i++)
    if (game->core.blocks[i].owner == 0)
      before += game->core.blocks[i].steps;
  vic_test_apply (game, "move IN1 f5-g5");
  vic_test_apply (game, "stop");
  vic_test_apply (game, "move IN2 f5-g5");
  vic_test_apply (game, "stop");
  while (vic_game_get_phase (game) == VIC_PHASE_MOVE)
    vic_test_apply (game, "end");
  vic_test_apply (game, "battle g5");
  while (vic_game_battle_hex (game) != VIC_NO_HEX)
    {
      g_autoptr(GError) error = NULL;
      VicAction a;
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      a = g_array_index (legal, VicAction,
                         vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, (VicAction *) legal->data, legal->len, &rng));
      g_assert_true (vic_game_apply (game, &a, &error));
    }
  g_array_unref (legal);
  for (int i = 0; i < game->core.n_slots; i++)
    if (game->core.blocks[i].owner == 0)
      after += game->core.blocks[i].steps;
  *attacker_lost = before - after;
  taken = vic_game_hex_blocks (game, g5, 1) == 0 && vic_game_hex_blocks (game, g5, 0) > 0;
  return taken;
}

/* The forecast agrees with the engine's own outcome frequency over many
 * seeded real battles, within the stated errors. */
static void
test_agrees_with_real_battles (void)
{
  g_autoptr(VicGame) game = balanced ();
  g_autoptr(VicGame) moved = vic_game_copy (game);
  g_autoptr(GError) error = NULL;
  const int real = 600;
  double taken = 0, lost = 0, lost_sq = 0, p, se, lost_mean, lost_se;
  VicForecast f;

  /* The first Infantry moves in; the second follows in the same move (one
   * forecast of the battle as it will stand). */
  vic_test_apply (moved, "move IN1 f5-g5");
  vic_test_apply (moved, "stop");
  {
    VicAction second = parse (moved, "move IN2 f5-g5");
    g_assert_true (vic_forecast_battle (moved, 0, &second, VIC_NO_HEX, 1200, 7, &f, &error));
    g_assert_no_error (error);
  }
  for (int s = 0; s < real; s++)
    {
      double l;
      taken += real_battle (game, 1000 + s, &l);
      lost += l;
      lost_sq += l * l;
    }
  p = taken / real;
  se = sqrt (p * (1 - p) / real);
  lost_mean = lost / real;
  lost_se = sqrt ((lost_sq / real - lost_mean * lost_mean) / real);
  g_test_message ("forecast %.3f ± %.3f, real %.3f ± %.3f; attacker losses %.2f ± %.2f, real %.2f ± %.2f",
                  f.take, f.take_error, p, se, f.attacker_losses, f.attacker_losses_error, lost_mean, lost_se);
  g_assert_cmpfloat (f.take, >, 0.05);
  g_assert_cmpfloat (f.take, <, 0.95);
  g_assert_cmpfloat (fabs (f.take - p), <=, 4 * sqrt (f.take_error * f.take_error + se * se));
  g_assert_cmpfloat (fabs (f.attacker_losses - lost_mean), <=,
                     4 * sqrt (f.attacker_losses_error * f.attacker_losses_error + lost_se * lost_se));
}

/* Two games equal for the viewer give the same forecast with the same seed;
 * a waiting battle is forecast as the move that began it. */
static void
test_blind_to_hidden (void)
{
  g_autoptr(VicGame) a = vic_test_two_tiles (NULL);
  g_autoptr(VicGame) b = NULL;
  g_autoptr(VicGame) waiting = NULL;
  g_autoptr(GError) error = NULL;
  VicForecast fa, fb, fw, fc;
  VicAction move;
  int hidden;

  PUT (a, 0, INFANTRY, 4, "f5");
  hidden = PUT (a, 1, INFANTRY, 2, "g5");
  PUT (a, 1, ARTILLERY, 3, "g5");
  b = vic_game_copy (a);
  b->core.blocks[hidden].type = VIC_UNIT_ARMOR;
  b->core.blocks[hidden].steps = 4;
  move = parse (a, "move IN1 f5-g5");
  g_assert_true (vic_forecast_battle (a, 0, &move, VIC_NO_HEX, 200, 3, &fa, &error));
  g_assert_true (vic_forecast_battle (b, 0, &move, VIC_NO_HEX, 200, 3, &fb, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (&fa, &fb, sizeof fa) == 0);
  /* The owner, who knows his blocks, gets another forecast. */
  g_assert_true (vic_forecast_battle (b, 1, &move, VIC_NO_HEX, 200, 3, &fc, &error));
  g_assert_false (memcmp (&fa, &fc, sizeof fa) == 0);
  /* Deterministic, and the same for the battle once it waits. */
  waiting = vic_game_copy (a);
  vic_test_apply (waiting, "move IN1 f5-g5");
  g_assert_true (vic_forecast_battle (waiting, 0, NULL, vic_test_hex (a, "g5"), 200, 3, &fw, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (fw.take, ==, fa.take);
  g_assert_cmpfloat (fw.attacker_losses, ==, fa.attacker_losses);
  g_assert_cmpfloat (fw.defender_losses, ==, fa.defender_losses);
}

static void
test_refused (void)
{
  g_autoptr(VicGame) game = vic_test_two_tiles (NULL);
  g_autoptr(GError) error = NULL;
  VicForecast f;
  VicAction move;

  PUT (game, 0, INFANTRY, 4, "f5");
  PUT (game, 1, INFANTRY, 4, "g5");
  g_assert_false (vic_forecast_battle (game, 0, NULL, vic_test_hex (game, "g5"), 10, 1, &f, &error));
  g_assert_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "(6.1)"));
  g_clear_error (&error);
  move = parse (game, "move IN1 f5-f4");
  g_assert_cmpint (vic_forecast_move_battle (game, &move), ==, VIC_NO_HEX);
  g_assert_false (vic_forecast_battle (game, 0, &move, VIC_NO_HEX, 10, 1, &f, &error));
  g_clear_error (&error);
  move = parse (game, "move IN1 f5-g5");
  g_assert_false (vic_forecast_battle (game, 0, &move, VIC_NO_HEX, 0, 1, &f, &error));
  g_clear_error (&error);
  g_assert_false (vic_forecast_battle (game, 0, &move, VIC_NO_HEX, VIC_FORECAST_MAX_TRIALS + 1, 1, &f, &error));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/victory-forecast/certain", test_certain);
  g_test_add_func ("/victory-forecast/agrees-with-real-battles", test_agrees_with_real_battles);
  g_test_add_func ("/victory-forecast/blind-to-hidden", test_blind_to_hidden);
  g_test_add_func ("/victory-forecast/refused", test_refused);
  return g_test_run ();
}
