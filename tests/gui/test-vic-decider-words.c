/* test-vic-decider-words.c: the side panel's "who decides" line in a
 * Commanders game (10.5) without a display (vic_decider_words,
 * src/gui/victory/vic-action-words.h, over the model's legal actions): a
 * block's arm names its commander, production the Politician, the rest the
 * war council; a side without commanders is named as before. */
#include "config.h"

#include <string.h>

#include "vic-action-words.h"
#include "vic-commanders.h"
#include "vic-game-model.h"
#include "vik-rng.h"

static VicGameModel *
commanders_model (gboolean politician)
{
  VicGameModel *model = vic_game_model_new ();
  g_autoptr(GError) error = NULL;
  VicGameOptions o;

  vic_game_options_quick_start (&o, 2, 11);
  o.names[0] = "North";
  o.commanders[0][VIC_ROLE_GENERAL] = "Anna";
  o.commanders[0][VIC_ROLE_ADMIRAL] = "Bob";
  o.commanders[0][VIC_ROLE_AIR_MARSHAL] = "Clara";
  o.commanders[0][VIC_ROLE_POLITICIAN] = politician ? "Dora" : NULL;
  g_assert_true (vic_game_model_new_game (model, &o, &error));
  g_assert_no_error (error);
  return model;
}

static char *
decider_line (VicGameModel *model, int selected)
{
  return vic_decider_words (vic_game_model_get_game (model), vic_game_model_get_legal_actions (model), selected);
}

/* Applies uniform random legal actions until `done` says stop. */
static void
play_until (VicGameModel *model, VikRng *rng, gboolean (*done) (const VicGame *game))
{
  for (int n = 0; n < 20000 && !done (vic_game_model_get_game (model)); n++)
    {
      GArray *legal = vic_game_model_get_legal_actions (model);
      VicAction a = g_array_index (legal, VicAction, vik_rng_below (rng, legal->len));
      g_autoptr(GError) error = NULL;
      g_assert_true (vic_game_model_apply (model, &a, &error));
      g_assert_no_error (error);
    }
  g_assert_true (done (vic_game_model_get_game (model)));
}

static gboolean
north_moves (const VicGame *game)
{
  return vic_game_get_phase (game) == VIC_PHASE_MOVE && vic_game_get_decider (game) == 0
         && vic_game_battle_hex (game) == VIC_NO_HEX;
}

static gboolean
north_produces (const VicGame *game)
{
  return vic_game_get_phase (game) == VIC_PHASE_PRODUCTION && vic_game_get_decider (game) == 0;
}

static gboolean
south_decides (const VicGame *game)
{
  return vic_game_get_decider (game) == 1;
}

static void
test_arms (void)
{
  g_autoptr(VicGameModel) model = commanders_model (TRUE);
  g_autofree char *council = NULL;
  const VicGame *game = vic_game_model_get_game (model);
  static const char *const expected[VIC_N_CLASSES] = {
    [VIC_CLASS_AIR] = "Air Marshal Clara (North)",
    [VIC_CLASS_NAVAL] = "Admiral Bob (North)",
    [VIC_CLASS_GROUND] = "General Anna (North)",
  };
  gboolean seen[VIC_N_CLASSES] = { FALSE };
  VikRng rng;

  vik_rng_seed (&rng, 3, 1);
  play_until (model, &rng, north_moves);
  game = vic_game_model_get_game (model);
  /* Nothing selected: moves of every arm and End are listed, the war
   * council decides. */
  council = decider_line (model, VIC_NO_BLOCK);
  g_assert_cmpstr (council, ==, "The war council of North");
  {
    GArray *legal = vic_game_model_get_legal_actions (model);
    for (guint i = 0; i < legal->len; i++)
      {
        const VicAction *a = &g_array_index (legal, VicAction, i);
        VicBlockInfo info;
        g_autofree char *line = NULL;
        if (a->block == VIC_NO_BLOCK)
          continue;
        g_assert_true (vic_game_get_block (game, a->block, &info));
        line = decider_line (model, a->block);
        g_assert_cmpstr (line, ==, expected[vic_unit_class (info.type)]);
        seen[vic_unit_class (info.type)] = TRUE;
      }
  }
  g_assert_true (seen[VIC_CLASS_GROUND]);
  g_assert_true (seen[VIC_CLASS_AIR] || seen[VIC_CLASS_NAVAL]);
}

static void
test_production (void)
{
  g_autoptr(VicGameModel) model = commanders_model (TRUE);
  g_autoptr(VicGameModel) three = commanders_model (FALSE);
  g_autofree char *line = NULL, *council = NULL, *south = NULL;
  VikRng rng;

  vik_rng_seed (&rng, 4, 1);
  play_until (model, &rng, north_produces);
  line = decider_line (model, VIC_NO_BLOCK);
  g_assert_cmpstr (line, ==, "Politician Dora (North)");
  vik_rng_seed (&rng, 4, 1);
  play_until (three, &rng, north_produces);
  council = decider_line (three, VIC_NO_BLOCK);
  g_assert_cmpstr (council, ==, "The war council of North");
  /* The South has no commanders: named as before. */
  play_until (three, &rng, south_decides);
  south = decider_line (three, VIC_NO_BLOCK);
  g_assert_cmpstr (south, ==, vic_game_get_player_name (vic_game_model_get_game (three), 1));
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/victory/10.5/decider-names-the-arm", test_arms);
  g_test_add_func ("/gui/victory/10.5/decider-politician-or-council", test_production);
  return g_test_run ();
}
