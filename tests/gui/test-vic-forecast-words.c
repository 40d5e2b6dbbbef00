/* test-vic-forecast-words.c: the battle forecast line of the *Victory* side
 * panel (vic_forecast_words, src/gui/victory/vic-action-words.h) without a
 * display, and the forecast's time on the 2-map Quick Start (10.1). */
#include "config.h"

#include <string.h>

#include "vic-action-words.h"
#include "vic-forecast.h"
#include "vic-game-private.h"
#include "vic-policy.h"
#include "vik-rng.h"

/* A Quick Start game played by the policy until a battle waits. */
static VicGame *
quick_start_battle (int *hex)
{
  VicGameOptions options;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  VicGame *game;
  VikRng rng;

  vic_game_options_quick_start (&options, 2, 5);
  game = vic_game_new (&options, &error);
  g_assert_no_error (error);
  vik_rng_seed (&rng, 3, 0);
  for (int n = 0; n < 20000; n++)
    {
      const VicMap *map = vic_game_get_map (game);
      VicAction a;
      for (int h = 0; h < map->n_hexes; h++)
        if (vic_game_hex_is_battle (game, h))
          {
            *hex = h;
            return game;
          }
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      g_assert_cmpuint (legal->len, >, 0);
      a = g_array_index (legal, VicAction,
                         vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, (VicAction *) legal->data, legal->len, &rng));
      g_assert_true (vic_game_apply (game, &a, &error));
    }
  g_assert_not_reached ();
  return NULL;
}

static void
test_words (void)
{
  int hex;
  g_autoptr (VicGame) game = quick_start_battle (&hex);
  const char *label = vic_map_label (vic_game_get_map (game), hex);
  VicForecast f = { 0 };
  g_autofree char *attack = NULL, *battle = NULL, *small = NULL, *want = NULL, *want2 = NULL, *want3 = NULL;

  f.hex = hex;
  f.take = 0.62;
  f.take_error = 0.02;
  f.attacker_losses = 1.43;
  f.defender_losses = 2.08;
  attack = vic_forecast_words (game, &f, TRUE);
  want = g_strdup_printf ("Attack %s: take it 62%% ± 2%%, expected losses 1.4 / 2.1 steps", label);
  g_assert_cmpstr (attack, ==, want);
  battle = vic_forecast_words (game, &f, FALSE);
  want2 = g_strdup_printf ("Battle in %s: the attacker takes it 62%% ± 2%%, expected losses 1.4 / 2.1 steps", label);
  g_assert_cmpstr (battle, ==, want2);
  f.take = 0.995;
  f.take_error = 0.0035;
  small = vic_forecast_words (game, &f, TRUE);
  want3 = g_strdup_printf ("Attack %s: take it 100%% ± 0.4%%, expected losses 1.4 / 2.1 steps", label);
  g_assert_cmpstr (small, ==, want3);
}

/* The line for the real battle says the forecast's figures; its time. */
static void
test_quick_start (void)
{
  int hex;
  g_autoptr (VicGame) game = quick_start_battle (&hex);
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL, *take = NULL;
  VicForecast f;
  gint64 start = g_get_monotonic_time ();
  double ms;

  g_assert_true (vic_forecast_battle (game, vic_game_get_decider (game), NULL, hex, VIC_FORECAST_DEFAULT_TRIALS, 1,
                                      &f, &error));
  ms = (g_get_monotonic_time () - start) / 1000.0;
  g_assert_no_error (error);
  g_test_message ("Quick Start battle, %d trials: %.1f ms", f.trials, ms);
  g_assert_cmpint (f.trials, ==, VIC_FORECAST_DEFAULT_TRIALS);
  line = vic_forecast_words (game, &f, FALSE);
  take = g_strdup_printf ("%.0f%%", 100.0 * f.take);
  g_assert_nonnull (strstr (line, take));
  g_assert_nonnull (strstr (line, vic_map_label (vic_game_get_map (game), hex)));
  /* Generous: the panel computes it off the main thread. */
  g_assert_cmpfloat (ms, <, 5000.0);
}

/* A strike by a Rocket alone (Rocket: defender losses "not revealed unless
 * other attacking units are involved"): the log's lines name no defending
 * block and tell no hidden hit; the Rocket's dice are told. */
static void
test_rocket_strike_words (void)
{
  VicRuleset rules = *vic_ruleset_default ();
  g_autoptr (VicMap) map = vic_map_new_two_tiles ();
  g_autoptr (VicGame) game = NULL;
  g_autoptr (GError) error = NULL;
  static const char *const moves[] = { "move RK1 e3-f3", "move RK1 f3-f4", "move RK1 f4-g5", "stop", "end", "end",
                                       "battle g5" };
  static const guint8 dice[] = { 1, 2 };
  gboolean told_dice = FALSE;
  guint n;
  const VicEvent *events;

  rules.options |= 1u << VIC_OPTION_ROCKET;
  game = vic_game_alloc (map, &rules, 2, 1);
  for (int p = 0; p < 2; p++)
    {
      g_snprintf (game->core.players[p].name, VIC_NAME_MAX, "P%d", p + 1);
      game->core.players[p].home_tiles = (guint8) (1u << p);
      game->core.players[p].win_pp = 99;
    }
  game->core.turn = 1;
  game->core.phase = VIC_PHASE_MOVE;
  vic_block_add (game, 1, VIC_UNIT_INFANTRY, 4, vic_map_lookup (map, "g5"));
  vic_block_add (game, 1, VIC_UNIT_MECHANIZED, 2, vic_map_lookup (map, "g5"));
  vic_block_add (game, 0, VIC_UNIT_ROCKET, 2, vic_map_lookup (map, "e3"));
  vic_control_update_all (game);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_true (vic_game_apply_text (game, moves[i], &error));
      g_assert_no_error (error);
      events = vic_game_get_events (game, &n);
      for (guint e = 0; e < n; e++)
        {
          for (int reader = -1; reader < 1; reader++)
            {
              g_autofree char *line = vic_event_words (game, &events[e], reader);
              g_assert_true (line == NULL || (strstr (line, "IN1") == NULL && strstr (line, "MK1") == NULL));
            }
        }
    }
  vic_game_force_dice (game, dice, 2);
  g_assert_true (vic_game_apply_text (game, "fire RK1 G", &error));
  events = vic_game_get_events (game, &n);
  for (guint e = 0; e < n; e++)
    for (int reader = -1; reader < 1; reader++)   /* the table, the attacker */
      {
        g_autofree char *line = vic_event_words (game, &events[e], reader);
        if (events[e].kind == VIC_EVENT_HIT)
          g_assert_null (line);   /* the defender's own to know */
        if (line == NULL)
          continue;
        g_assert_null (strstr (line, "IN1"));
        g_assert_null (strstr (line, "MK1"));
        told_dice |= events[e].kind == VIC_EVENT_FIRED && strstr (line, ": 1 2") != NULL;
      }
  g_assert_true (told_dice);
  /* the defender, alone at his screen, reads which of his blocks was hit */
  for (guint e = 0; e < n; e++)
    if (events[e].kind == VIC_EVENT_HIT)
      {
        g_autofree char *line = vic_event_words (game, &events[e], 1);
        g_assert_nonnull (line);
        g_assert_true (strstr (line, "IN1") != NULL || strstr (line, "MK1") != NULL);
      }
}

/* One person against computers reads the log alone: it names his blocks
 * ("P1 moves IN3 d2-e2"), never another's hidden one; at the table (two
 * people at one screen) every hidden block stays "a block". */
static void
test_reader_names_own_blocks (void)
{
  VicGameOptions options;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  g_autoptr (VicGame) game = NULL;
  int named_own = 0, hidden_other = 0;
  VikRng rng;

  vic_game_options_quick_start (&options, 2, 5);
  game = vic_game_new (&options, &error);
  g_assert_no_error (error);
  vik_rng_seed (&rng, 4, 0);
  for (int k = 0; k < 400 && !vic_game_is_over (game); k++)
    {
      VicAction a;
      guint n;
      const VicEvent *events;
      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      a = g_array_index (legal, VicAction,
                         vic_policy_choose (VIC_POLICY_AGGRESSIVE, game, (VicAction *) legal->data, legal->len, &rng));
      g_assert_true (vic_game_apply (game, &a, &error));
      events = vic_game_get_events (game, &n);
      for (guint e = 0; e < n; e++)
        {
          VicBlockInfo info;
          g_autofree char *name = NULL, *table = NULL, *own = NULL, *other = NULL;
          if (events[e].kind != VIC_EVENT_MOVED || !vic_game_get_block (game, events[e].block, &info))
            continue;
          name = vic_block_name (game, events[e].block);
          table = vic_event_words (game, &events[e], -1);
          own = vic_event_words (game, &events[e], info.owner);
          other = vic_event_words (game, &events[e], 1 - info.owner);
          g_assert_nonnull (strstr (own, name));
          named_own++;
          if ((info.revealed >> (1 - info.owner)) & 1)
            continue;
          g_assert_null (strstr (table, name));
          g_assert_nonnull (strstr (table, "a block"));
          g_assert_null (strstr (other, name));
          hidden_other++;
        }
    }
  g_test_message ("%d moves named to their owner, %d hidden from the other", named_own, hidden_other);
  g_assert_cmpint (named_own, >, 10);
  g_assert_cmpint (hidden_other, >, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-forecast-words/words", test_words);
  g_test_add_func ("/vic-forecast-words/quick-start", test_quick_start);
  g_test_add_func ("/vic-forecast-words/stretch-rocket/strike-names-no-defender", test_rocket_strike_words);
  g_test_add_func ("/vic-forecast-words/log-reader-names-own-blocks", test_reader_names_own_blocks);
  return g_test_run ();
}
