/* test-options-playout.c: seeded whole-game playouts with one optional rule of
 * [16.0] on, checking every invariant after every action and that the same
 * seed replays to the same game.
 *
 * Run as `test-options-playout OPTION-ID` (meson registers one test per option).
 * VIK_OPTION_GAMES sets the games per player count; the default 72 gives
 * 7 x 72 = 504 games. */
#include "vik-game.h"
#include "vik-policy.h"

#include <stdlib.h>

#define MAX_ACTIONS 200000

static int
games_per_count (void)
{
  const char *env = g_getenv ("VIK_OPTION_GAMES");
  int n = env ? atoi (env) : 72;

  return CLAMP (n, 1, 1000);
}

/* Did the action just applied use an optional rule's own mechanism?  For the
 * rules that add actions or change what an action does. */
static gboolean
uses_option (VikOption option, const VikGame *after, const VikAction *a)
{
  switch (option)
    {
    case VIK_OPTION_METROPOLISES:
      return a->kind == VIK_ACTION_METROPOLIS;
    case VIK_OPTION_LUCK_AVERAGING:
      return a->kind == VIK_ACTION_AVERAGE && a->label > 0;
    case VIK_OPTION_RELOCATION:
      return a->kind == VIK_ACTION_RELOCATE;
    case VIK_OPTION_IMMEDIATE_EMPIRES:
      /* [16.3]: built in a build-only turn of game turn 0 */
      return (a->kind == VIK_ACTION_TOWN || a->kind == VIK_ACTION_CITY)
             && vik_game_get_turn (after) == 0 && vik_game_get_phase (after) == VIK_PHASE_BUILD;
    case VIK_OPTION_FRIGATE_OPTIONS:
      /* [16.7]: the Frigate moves on after disembarking. */
      if (a->kind != VIK_ACTION_DISEMBARK)
        return FALSE;
      for (int i = 0; i < vik_game_n_units (after); i++)
        {
          VikUnitInfo info;
          if (vik_game_get_unit (after, i, &info) && info.moving && info.type == VIK_UNIT_FRIGATE
              && info.label == a->carrier)
            return TRUE;
        }
      return FALSE;
    default:
      return FALSE;
    }
}

static gboolean
has_mechanism (VikOption option)
{
  return option == VIK_OPTION_METROPOLISES || option == VIK_OPTION_FRIGATE_OPTIONS
         || option == VIK_OPTION_LUCK_AVERAGING || option == VIK_OPTION_RELOCATION
         || option == VIK_OPTION_IMMEDIATE_EMPIRES;
}

static VikGame *
play (const VikRuleset *rules, int n_players, guint64 seed, int used[VIK_N_OPTIONS])
{
  /* Standard Conquest with the Doomsday Clock, so that a stalemate (an island Capital
   * the policy cannot reach) still ends the game. */
  VikGameOptions options = { .n_players = n_players, .seed = seed, .rules = rules,
                             .victory = VIK_VICTORY_STANDARD | VIK_VICTORY_DOOMSDAY };
  g_autoptr (GError) error = NULL;
  VikGame *game = vik_game_new (&options, &error);
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  VikRng rng;
  int n = 0;

  g_assert_no_error (error);
  vik_rng_seed (&rng, seed, 99);
  while (!vik_game_is_over (game) && n < MAX_ACTIONS)
    {
      guint i;
      g_array_set_size (legal, 0);
      vik_game_legal_actions (game, legal);
      if (legal->len == 0)
        g_error ("seed %" G_GUINT64_FORMAT ": no legal action at action %d", seed, n);
      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, game, (VikAction *) legal->data, legal->len, &rng);
      if (!vik_game_apply (game, &g_array_index (legal, VikAction, i), &error))
        g_error ("seed %" G_GUINT64_FORMAT ": listed action refused: %s", seed, error->message);
      if (!vik_game_check_invariants (game, &error))
        g_error ("seed %" G_GUINT64_FORMAT ", %d players, action %d: %s", seed, n_players, n, error->message);
      for (int o = 0; used != NULL && o < VIK_N_OPTIONS; o++)
        used[o] += uses_option (o, game, &g_array_index (legal, VikAction, i));
      n++;
    }
  g_array_unref (legal);
  return game;
}

static void
test_option (gconstpointer data)
{
  VikOption option = GPOINTER_TO_INT (data);
  /* v2.1, or the first edition whose book has the option (Balanced Land: de-v1.1). */
  VikEdition edition = VIK_EDITION_V2_1;
  VikRuleset rules;
  int games = games_per_count ();
  int max_players;

  int used[VIK_N_OPTIONS] = { 0 };

  while (edition + 1 < VIK_N_EDITIONS && !vik_edition_has_option (edition, option))
    edition++;
  rules = *vik_ruleset_edition (edition);
  max_players = vik_edition_max_players (edition);
  rules.options = 1u << option;
  for (int players = 2; players <= max_players; players++)
    {
      int turns = 0, max_turns = 0;
      for (int g = 0; g < games; g++)
        {
          guint64 seed = 1000 * players + g;
          g_autoptr (VikGame) game = play (&rules, players, seed, used);
          if (!vik_game_is_over (game))
            g_error ("%s, %d players, seed %" G_GUINT64_FORMAT ": no victory after %d actions (turn %d)",
                     vik_option_id (option), players, seed, MAX_ACTIONS, vik_game_get_turn (game));
          g_assert_true (vik_ruleset_has_option (vik_game_get_rules (game), option));
          g_assert_cmpint (vik_game_get_winner (game), !=, VIK_NO_PLAYER);
          if (g % 24 == 0)
            {
              g_autoptr (VikGame) again = play (&rules, players, seed, NULL);
              g_assert_true (vik_game_equal (game, again));
            }
          turns += vik_game_get_turn (game);
          max_turns = MAX (max_turns, vik_game_get_turn (game));
        }
      g_test_message ("%s, %d players: %d games won, mean %d turns, longest %d",
                      vik_option_id (option), players, games, turns / games, max_turns);
    }
  /* The option's own mechanism was used, and no other option's. */
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    if (has_mechanism (o))
      {
        g_test_message ("%s used %d times", vik_option_id (o), used[o]);
        if (o == (int) option)
          g_assert_cmpint (used[o], >, 0);
        else
          g_assert_cmpint (used[o], ==, 0);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int o = 0; o < VIK_N_OPTIONS; o++)
    {
      g_autofree char *path = g_strdup_printf ("/options-playout/%s", vik_option_id (o));
      g_test_add_data_func (path, GINT_TO_POINTER (o), test_option);
    }
  return g_test_run ();
}
