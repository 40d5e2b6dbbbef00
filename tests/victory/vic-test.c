/* vic-test.c: helpers of the Victory tests (see vic-test.h). */
#include "config.h"

#include "vic-test.h"
#include "vic-game-private.h"
#include "vic-save.h"

#include <string.h>

void
vic_test_apply (VicGame *game, const char *text)
{
  g_autoptr(GError) error = NULL;

  if (!vic_game_apply_text (game, text, &error))
    g_error ("“%s” refused: %s", text, error->message);
  if (!vic_game_check_invariants (game, &error))
    g_error ("after “%s”: %s", text, error->message);
}

void
vic_test_refused (VicGame *game, const char *text, const char *needle)
{
  g_autoptr(GError) error = NULL;

  if (vic_game_apply_text (game, text, &error))
    g_error ("“%s” was accepted", text);
  if (strstr (error->message, needle) == NULL)
    g_error ("“%s” refused with “%s”, not “%s”", text, error->message, needle);
}

gboolean
vic_test_is_legal (const VicGame *game, const char *text)
{
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  gboolean found = FALSE;

  vic_game_legal_actions (game, legal);
  for (guint i = 0; i < legal->len && !found; i++)
    {
      g_autofree char *s = vic_action_to_string (game, &g_array_index (legal, VicAction, i));
      found = strcmp (s, text) == 0;
    }
  g_array_unref (legal);
  return found;
}

static void
scramble (VicGame *game, int player, VikRng *rng)
{
  VicCore *c = &game->core;
  guint8 me = (guint8) (1u << player);

  for (int i = 0; i < c->n_slots; i++)
    {
      VicBlock *b = &c->blocks[i];
      int candidates[VIC_N_UNIT_TYPES], n = 0;
      if (b->owner == VIC_NO_PLAYER || vic_allied (c, b->owner, player) || (b->revealed & me))
        continue;
      for (int t = 0; t < VIC_N_UNIT_TYPES; t++)
        if (vic_view_type_fits (game, b, t))
          candidates[n++] = t;
      if (n == 0 || (b->type == VIC_UNIT_CARRIER && vic_carrier_load (c, i, NULL) > 0))
        continue;
      b->type = candidates[vik_rng_below (rng, n)];
      b->steps = 1 + vik_rng_below (rng, c->rules.units[b->type].max_steps);
      b->serial = 200 + vik_rng_below (rng, 50);
      /* which hidden block carries a half-hit (6.47) is hidden too */
      if (vik_rng_below (rng, 2))
        b->flags ^= VIC_BLOCK_HALF_HIT;
    }
}

void
vic_test_scramble (VicGame *game, int player, VikRng *rng)
{
  scramble (game, player, rng);
}

VicGame *
vic_test_load_view (const char *text, gsize length, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();

  if (!g_key_file_load_from_data (kf, text, length, G_KEY_FILE_NONE, error))
    return NULL;
  return vic_game_load_view_keyfile (kf, "<view>", error);
}

void
vic_test_check_fog (const VicGame *game, guint64 seed)
{
  VikRng rng;

  vik_rng_seed (&rng, seed, 99);
  for (int p = 0; p < game->core.n_players; p++)
    {
      g_autoptr(VicGame) view = vic_game_copy_for_player (game, p, seed);
      g_autoptr(VicGame) other = vic_game_copy (game);
      g_autoptr(VicGame) view2 = NULL;

      {
        /* What a player sees is a position the rules allow: a client loads
         * it and gets the same copy (the text round trip, which doubles the
         * check's time, on one call in eight). */
        g_autoptr (GError) error = NULL;
        g_autoptr (VicGame) loaded = NULL;
        g_autofree char *text = NULL;
        gsize length;
        if (!vic_game_check_loaded (view, &error))
          g_error ("player %d's view would not load: %s", p + 1, error->message);
        if (seed % 8 == 0)
          {
            text = vic_game_save_to_data (view, &length);
            loaded = vic_test_load_view (text, length, &error);
            if (loaded == NULL)
              g_error ("player %d's view does not load: %s", p + 1, error->message);
            g_assert_true (vic_game_equal (loaded, view));
          }
      }
      scramble (other, p, &rng);
      view2 = vic_game_copy_for_player (other, p, seed);
      if (memcmp (&view->core, &view2->core, sizeof view->core) != 0)
        {
          const guint8 *x = (const guint8 *) &view->core, *y = (const guint8 *) &view2->core;
          gsize off = 0, blocks = G_STRUCT_OFFSET (VicCore, blocks);
          while (x[off] == y[off])
            off++;
          g_error ("player %d's view depends on hidden block identities (byte %" G_GSIZE_FORMAT ", block %d +%d)",
                   p + 1, off, off >= blocks ? (int) ((off - blocks) / sizeof (VicBlock)) : -1,
                   off >= blocks ? (int) ((off - blocks) % sizeof (VicBlock)) : -1);
        }
      /* The view keeps everything the player may see. */
      for (int i = 0; i < game->core.n_slots; i++)
        {
          const VicBlock *a = &game->core.blocks[i], *b = &view->core.blocks[i];
          g_assert_cmpint (a->owner, ==, b->owner);
          g_assert_cmpint (a->hex, ==, b->hex);
          if (a->owner == p || (a->revealed >> p) & 1)
            {
              g_assert_cmpint (a->type, ==, b->type);
              g_assert_cmpint (a->steps, ==, b->steps);
            }
        }
    }
}

int
vic_test_play_random (VicGame *game, VikRng *rng, int max, gboolean fog)
{
  return vic_test_play (game, VIC_POLICY_UNIFORM, rng, max, fog);
}

int
vic_test_play (VicGame *game, VicPolicy policy, VikRng *rng, int max, gboolean fog)
{
  GArray *legal = g_array_new (FALSE, FALSE, sizeof (VicAction));
  int n = 0;

  while (!vic_game_is_over (game) && n < max)
    {
      g_autoptr(GError) error = NULL;
      VicAction a;

      g_array_set_size (legal, 0);
      vic_game_legal_actions (game, legal);
      if (legal->len == 0)
        {
          g_autofree char *board = vic_game_to_text (game, -1);
          const VicCore *c = &game->core;
          g_autoptr(GError) why = NULL;
          if (c->active >= 0)
            vic_game_check_action (game, &(VicAction) { .kind = VIC_ACTION_STOP, .block = -1, .block2 = -1,
                                                        .hex = -1, .hex2 = -1 }, &why);
          g_error ("no legal action after %d actions (moving block %d, mp %d, flags %x: %s):\n%s", n, c->active,
                   c->active >= 0 ? c->blocks[c->active].mp : -1, c->active >= 0 ? c->blocks[c->active].flags : 0,
                   why ? why->message : "-", board);
        }
      a = g_array_index (legal, VicAction, vic_policy_choose (policy, game, (VicAction *) legal->data, legal->len, rng));
      if (!vic_game_apply (game, &a, &error))
        {
          g_autofree char *text = vic_action_to_string (game, &a);
          g_error ("legal action “%s” refused: %s", text, error->message);
        }
      if (!vic_game_check_invariants (game, &error))
        {
          g_autofree char *board = vic_game_to_text (game, -1);
          guint nh;
          const VicAction *h = vic_game_get_history (game, &nh);
          g_autofree char *text = vic_action_to_string (game, &h[nh - 1]);
          g_error ("after action %d “%s”: %s\n%s", n, text, error->message, board);
        }
      if (fog)
        vic_test_check_fog (game, n + 1);
      n++;
    }
  g_array_unref (legal);
  return n;
}

VicGame *
vic_test_position (VicMap *map, const VicRuleset *rules, int n_players)
{
  VicGame *game = vic_game_alloc (map, rules != NULL ? rules : vic_ruleset_default (), n_players, 1);
  VicCore *c = &game->core;

  for (int p = 0; p < n_players; p++)
    {
      g_snprintf (c->players[p].name, VIC_NAME_MAX, "P%d", p + 1);
      c->players[p].home_tiles = (guint8) (1u << p);
      c->players[p].win_pp = 99;
    }
  c->turn = 1;
  c->phase = VIC_PHASE_MOVE;
  vic_control_update_all (game);
  return game;
}

int
vic_test_put (VicGame *game, int owner, VicUnitType type, int steps, const char *label)
{
  int hex = vic_map_lookup (game->map, label);
  int block;

  g_assert_cmpint (hex, !=, VIC_NO_HEX);
  block = vic_block_add (game, owner, type, steps > 0 ? steps : game->core.rules.units[type].max_steps, hex);
  if (vic_unit_class (type) == VIC_CLASS_GROUND && vic_map_is_sea (game->map, hex))
    {
      vic_block_unlink (&game->core, block);
      game->core.blocks[block].flags |= VIC_BLOCK_AT_SEA;
      vic_block_link (&game->core, block);
    }
  vic_control_update_all (game);
  return block;
}

void
vic_test_set_turn (VicGame *game, VicPhase phase, int player)
{
  VicCore *c = &game->core;

  c->phase = phase;
  for (int i = 0; i < c->n_players; i++)
    c->order[i] = (player + i) % c->n_players;
  c->turn_index = 0;
  vic_control_update_all (game);
}

VicGame *
vic_test_two_tiles (const VicRuleset *rules)
{
  g_autoptr(VicMap) map = vic_map_new_two_tiles ();
  return vic_test_position (map, rules, 2);
}

VicGame *
vic_test_map_game (const char *map_text, const VicRuleset *rules, int n_players)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VicMap) map = vic_map_load_data (map_text, strlen (map_text), "test-map", &error);

  g_assert_no_error (error);
  return vic_test_position (map, rules, n_players);
}

int
vic_test_steps (const VicGame *game, int block)
{
  VicBlockInfo info;

  return vic_game_get_block (game, block, &info) ? info.steps : 0;
}

int
vic_test_hex (const VicGame *game, const char *label)
{
  int hex = vic_map_lookup (vic_game_get_map (game), label);
  g_assert_cmpint (hex, !=, VIC_NO_HEX);
  return hex;
}

void
vic_test_dice (VicGame *game, const char *faces)
{
  guint8 f[32];
  int n = 0;

  for (const char *p = faces; *p && n < 32; p++)
    if (*p >= '1' && *p <= '6')
      f[n++] = *p - '0';
  vic_game_force_dice (game, f, n);
}

const VicRuleset *
vic_test_rules_with (VicRuleset *rules, VicOption option)
{
  *rules = *vic_ruleset_default ();
  rules->options |= 1u << option;
  return rules;
}

void
vic_test_fight (VicGame *game, const char *hex)
{
  g_autofree char *battle = g_strdup_printf ("battle %s", hex);

  while (vic_game_get_phase (game) == VIC_PHASE_MOVE)
    vic_test_apply (game, "end");
  vic_test_apply (game, battle);
}
