/* test-vic-phase-guide.c: the decision explained for the Victory side panel
 * (src/gui/victory/vic-phase-guide.h), without a display: the counts come
 * from the engine's public API and agree with the rules' numbers; the words
 * say them; the hexes lit are where the decision may be acted on. */
#include "config.h"

#include <string.h>

#include "vic-game-model.h"
#include "vic-phase-guide.h"
#include "vic-policy.h"
#include "vik-rng.h"

static void
play_until (VicGameModel *model, VikRng *rng, VicDecision decision)
{
  for (int i = 0; i < 20000 && vic_game_get_decision (vic_game_model_get_game (model)) != decision; i++)
    {
      GArray *legal = vic_game_model_get_legal_actions (model);
      guint k = vic_policy_choose (VIC_POLICY_AGGRESSIVE, vic_game_model_get_game (model),
                                   (const VicAction *) legal->data, legal->len, rng);
      g_assert_true (vic_game_model_apply (model, &g_array_index (legal, VicAction, k), NULL));
    }
  g_assert_cmpint (vic_game_get_decision (vic_game_model_get_game (model)), ==, decision);
}

static void
test_guide (void)
{
  g_autoptr (VicGameModel) model = vic_game_model_new ();
  const VicGame *game;
  const VicMap *map;
  GArray *legal;
  VicGuideCounts n;
  guint8 lit[VIC_MAX_HEXES];
  g_autofree char *words = NULL, *want = NULL;
  int decider, cities = 0, pp = 0, pp_cities = 0;
  VikRng rng;

  vik_rng_seed (&rng, 5, 3);
  g_assert_true (vic_game_model_new_preset (model, "quick-start", 2, NULL, 5, NULL));
  game = vic_game_model_get_game (model);
  map = vic_game_get_map (game);
  legal = vic_game_model_get_legal_actions (model);
  decider = vic_game_get_decider (game);

  /* the deployment (1.4, 10.1): 20 blocks, every City short of two */
  vic_phase_guide_counts (game, legal, &n);
  for (int h = 0; h < map->n_hexes; h++)
    cities += (map->features[h] & VIC_HEX_CITY) && vic_game_hex_control (game, h) == decider;
  g_assert_cmpint (n.to_deploy, ==, 20);
  g_assert_cmpint (n.short_cities, ==, cities);
  g_assert_cmpint (cities, ==, 6);
  words = vic_phase_guide_words (game, legal, VIC_NO_BLOCK);
  g_test_message ("%s", words);
  g_assert_nonnull (strstr (words, "20 blocks left to deploy."));
  g_assert_nonnull (strstr (words, "6 Cities still need blocks."));
  g_assert_true (vic_phase_guide_hexes (game, legal, lit));
  for (int h = 0; h < map->n_hexes; h++)
    {
      gboolean target = FALSE;
      for (guint i = 0; i < legal->len; i++)
        target = target || (g_array_index (legal, VicAction, i).kind == VIC_ACTION_DEPLOY
                            && g_array_index (legal, VicAction, i).hex == h);
      g_assert_cmpint (lit[h], ==, target);
      if (target)
        g_assert_true (map->features[h] & (VIC_HEX_CITY | VIC_HEX_TOWN));
    }

  /* the moves (5.0): the blocks with a move left, lit where they stand */
  play_until (model, &rng, VIC_DECISION_MOVE);
  legal = vic_game_model_get_legal_actions (model);
  vic_phase_guide_counts (game, legal, &n);
  g_assert_cmpint (n.to_deploy, ==, 0);
  g_assert_cmpint (n.can_move, >, 0);
  g_free (words);
  words = vic_phase_guide_words (game, legal, VIC_NO_BLOCK);
  want = g_strdup_printf ("%d blocks can still move", n.can_move);
  g_assert_nonnull (strstr (words, want));
  vic_phase_guide_hexes (game, legal, lit);
  for (guint i = 0; i < legal->len; i++)
    {
      const VicAction *a = &g_array_index (legal, VicAction, i);
      if (a->kind == VIC_ACTION_MOVE)
        g_assert_true (lit[a->hex2]);
    }
  /* a block under way: no other may start until it stops (5.0), so the
   * guide counts those that can move when it stops, not the one moving */
  {
    const VicAction stop = vic_action_make (VIC_ACTION_STOP);
    gboolean seen = FALSE;
    for (guint i = 0; i < legal->len && !seen; i++)
      {
        const VicAction *a = &g_array_index (legal, VicAction, i);
        g_autoptr (VicGame) moving = NULL;
        g_autoptr (GArray) now = g_array_new (FALSE, FALSE, sizeof (VicAction));
        g_autofree char *text = NULL;
        g_autofree char *after = NULL;
        if (a->kind != VIC_ACTION_MOVE)
          continue;
        moving = vic_game_copy (game);
        g_assert_true (vic_game_apply (moving, a, NULL));
        vic_game_legal_actions (moving, now);
        if (vic_game_active_block (moving) != a->block || !vic_game_check_action (moving, &stop, NULL))
          continue;
        seen = TRUE;
        text = vic_phase_guide_words (moving, now, a->block);
        after = g_strdup_printf ("When it stops, %d blocks can still move.", n.can_move - 1);
        g_assert_nonnull (strstr (text, "is moving"));
        g_assert_nonnull (strstr (text, after));
        g_assert_null (strstr (text, "can still move (their hexes are lit)"));
      }
    g_assert_true (seen);
  }

  /* production (8.0): the PP left in the decider's Cities, lit */
  play_until (model, &rng, VIC_DECISION_PRODUCTION);
  legal = vic_game_model_get_legal_actions (model);
  decider = vic_game_get_decider (game);
  for (int h = 0; h < map->n_hexes; h++)
    if ((map->features[h] & VIC_HEX_CITY) && vic_game_hex_control (game, h) == decider
        && vic_game_city_pp_left (game, h) > 0)
      {
        pp += vic_game_city_pp_left (game, h);
        pp_cities++;
      }
  vic_phase_guide_counts (game, legal, &n);
  g_assert_cmpint (n.pp_left, ==, pp);
  g_assert_cmpint (n.pp_cities, ==, pp_cities);
  g_assert_cmpint (pp, >, 0);
  g_free (words);
  words = vic_phase_guide_words (game, legal, VIC_NO_BLOCK);
  g_test_message ("%s", words);
  g_free (want);
  want = g_strdup_printf ("%d PP left to spend in %d Cit", pp, pp_cities);
  g_assert_nonnull (strstr (words, want));
  g_assert_nonnull (strstr (words, "End"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/vic-phase-guide/counts-words-hexes", test_guide);
  return g_test_run ();
}
