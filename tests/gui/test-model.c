/* test-model.c: the GUI's GObject model, without a display.
 *
 * A whole hot-seat game through the model, the property notifications (once
 * per real change), undo and what clears it, saving and loading with the
 * player colours, damaged files, autosave. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "vik-autosave.h"
#include "vik-game-model.h"
#include "vik-policy.h"
#include "vik-position.h"
#include "vik-save.h"

#define MAX_ACTIONS 30000

/* The int and boolean properties watched, and what the engine says they are. */
static const char *const watched[] = {
  "current-player", "decider", "phase", "decision", "turn", "can-undo", "over", "winner", "has-game",
};
#define N_WATCHED G_N_ELEMENTS (watched)

typedef struct {
  VikGameModel *model;
  guint notified[N_WATCHED];
  guint modified_notified;
  guint game_changed;
  guint action_applied;
  guint game_over;
  guint turn_ended;
  int last_turn_ended;
  int game_over_winner;
  guint last_n_events;
  gboolean last_events_ok;
} Watch;

static void
on_notify (GObject *object, GParamSpec *pspec, gpointer data)
{
  Watch *w = data;

  for (guint i = 0; i < N_WATCHED; i++)
    if (strcmp (pspec->name, watched[i]) == 0)
      w->notified[i]++;
  if (strcmp (pspec->name, "modified") == 0)
    w->modified_notified++;
}

static void
on_game_changed (VikGameModel *model, gpointer data)
{
  ((Watch *) data)->game_changed++;
}

static void
on_action_applied (VikGameModel *model, gpointer action, gpointer events, guint n_events, gpointer data)
{
  Watch *w = data;
  guint n_engine;
  const VikEvent *engine = vik_game_get_events (vik_game_model_get_game (model), &n_engine);

  w->action_applied++;
  w->last_n_events = n_events;
  /* The events passed are those of this apply. */
  w->last_events_ok = n_events == n_engine
                      && (n_events == 0 || memcmp (events, engine, n_events * sizeof (VikEvent)) == 0);
  g_assert_nonnull (action);
}

static void
on_game_over (VikGameModel *model, int winner, gpointer data)
{
  Watch *w = data;
  w->game_over++;
  w->game_over_winner = winner;
}

static void
on_turn_ended (VikGameModel *model, int player, gpointer data)
{
  Watch *w = data;
  w->turn_ended++;
  w->last_turn_ended = player;
}

static void
watch_init (Watch *w, VikGameModel *model)
{
  memset (w, 0, sizeof *w);
  w->model = model;
  g_signal_connect (model, "notify", G_CALLBACK (on_notify), w);
  g_signal_connect (model, "game-changed", G_CALLBACK (on_game_changed), w);
  g_signal_connect (model, "action-applied", G_CALLBACK (on_action_applied), w);
  g_signal_connect (model, "game-over", G_CALLBACK (on_game_over), w);
  g_signal_connect (model, "turn-ended", G_CALLBACK (on_turn_ended), w);
}

/* The watched properties' values, read through GObject. */
static void
read_props (VikGameModel *model, int values[N_WATCHED])
{
  for (guint i = 0; i < N_WATCHED; i++)
    {
      GValue v = G_VALUE_INIT;
      g_object_get_property (G_OBJECT (model), watched[i], &v);
      values[i] = G_VALUE_HOLDS_INT (&v) ? g_value_get_int (&v) : g_value_get_boolean (&v);
      g_value_unset (&v);
    }
}

/* The properties agree with the engine. */
static void
assert_props_match (VikGameModel *model)
{
  const VikGame *g = vik_game_model_get_game (model);
  int v[N_WATCHED];

  read_props (model, v);
  g_assert_cmpint (v[0], ==, vik_game_get_current_player (g));
  g_assert_cmpint (v[1], ==, vik_game_get_decider (g));
  g_assert_cmpint (v[2], ==, vik_game_get_phase (g));
  g_assert_cmpint (v[3], ==, vik_game_get_decision (g));
  g_assert_cmpint (v[4], ==, vik_game_get_turn (g));
  g_assert_cmpint (v[5], ==, vik_game_model_can_undo (model));
  g_assert_cmpint (v[6], ==, vik_game_is_over (g));
  g_assert_cmpint (v[7], ==, vik_game_get_winner (g));
  g_assert_cmpint (v[8], ==, TRUE);
}

/* A scripted hot-seat game through the model reaches a victory; each
 * property is notified exactly when its value changed; ::turn-ended fires
 * on every change of the current player; the model plays the same game as
 * the engine driven directly. */
static void
test_hot_seat_victory (gconstpointer data)
{
  int n_players = GPOINTER_TO_INT (data);
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  VikGameOptions options = { .n_players = n_players, .seed = 4242 + n_players,
                             .victory = VIK_VICTORY_STANDARD };
  g_autoptr (GError) error = NULL;
  g_autoptr (VikGame) mirror = NULL;
  GArray *mirror_legal = g_array_new (FALSE, FALSE, sizeof (VikAction));
  Watch w;
  VikRng rng;
  int n = 0, player_changes = 0;

  watch_init (&w, model);
  g_assert_null (vik_game_model_get_game (model));
  g_assert_true (vik_game_model_new_game (model, &options, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.game_changed, ==, 1);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  assert_props_match (model);
  mirror = vik_game_new (&options, &error);
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (mirror, vik_game_model_get_game (model)));

  vik_rng_seed (&rng, 99, 1);
  while (w.game_over == 0 && n < MAX_ACTIONS)
    {
      GArray *legal = vik_game_model_get_legal_actions (model);
      int before[N_WATCHED], after[N_WATCHED];
      guint counts[N_WATCHED];
      int player = vik_game_get_current_player (vik_game_model_get_game (model));
      guint turn_ended = w.turn_ended;
      VikAction action;
      guint i;

      /* The cached list is the engine's. */
      g_array_set_size (mirror_legal, 0);
      vik_game_legal_actions (mirror, mirror_legal);
      g_assert_cmpuint (legal->len, ==, mirror_legal->len);
      g_assert_cmpuint (legal->len, >, 0);

      i = vik_policy_choose (VIK_POLICY_AGGRESSIVE, vik_game_model_get_game (model),
                             (VikAction *) legal->data, legal->len, &rng);
      action = g_array_index (legal, VikAction, i);
      read_props (model, before);
      memcpy (counts, w.notified, sizeof counts);
      g_assert_true (vik_game_model_apply (model, &action, &error));
      g_assert_no_error (error);
      g_assert_true (vik_game_apply (mirror, &action, &error));
      g_assert_no_error (error);
      g_assert_true (w.last_events_ok);
      read_props (model, after);
      for (guint k = 0; k < N_WATCHED; k++)
        {
          guint expected = before[k] != after[k] ? 1 : 0;
          if (w.notified[k] - counts[k] != expected)
            g_error ("action %d: %s notified %u times, changed %d -> %d",
                     n, watched[k], w.notified[k] - counts[k], before[k], after[k]);
        }
      assert_props_match (model);
      if (vik_game_get_current_player (mirror) != player)
        {
          player_changes++;
          g_assert_cmpuint (w.turn_ended, ==, turn_ended + 1);
          g_assert_cmpint (w.last_turn_ended, ==, player);
        }
      else
        g_assert_cmpuint (w.turn_ended, ==, turn_ended);
      n++;
    }

  g_test_message ("%d players: victory after %d actions, turn %d, winner %d", n_players, n,
                  vik_game_get_turn (mirror), vik_game_get_winner (mirror));
  g_assert_cmpuint (w.game_over, ==, 1);
  g_assert_cmpuint (w.action_applied, ==, (guint) n);
  g_assert_cmpint (w.turn_ended, ==, player_changes);
  g_assert_true (vik_game_is_over (mirror));
  g_assert_cmpint (w.game_over_winner, ==, vik_game_get_winner (mirror));
  g_assert_cmpint (w.game_over_winner, !=, VIK_NO_PLAYER);
  g_assert_true (vik_game_equal (mirror, vik_game_model_get_game (model)));
  g_assert_cmpuint (vik_game_model_get_legal_actions (model)->len, ==, 0);
  /* Nothing more may be applied; the model's game does not change. */
  {
    VikAction end = vik_action_make (VIK_ACTION_END);
    g_assert_false (vik_game_model_apply (model, &end, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_assert_true (vik_game_equal (mirror, vik_game_model_get_game (model)));
  }
  /* "modified" went to TRUE once with the new game and stayed there. */
  g_assert_cmpuint (w.modified_notified, ==, 1);
  g_array_unref (mirror_legal);
}

/* ---------------------------------------------------------------- positions */

/* A path in this test's own cache folder (G_TEST_OPTION_ISOLATE_DIRS: removed afterwards). */
static char *
temp_path (const char *name)
{
  const char *dir = g_get_user_cache_dir ();

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

/* Writes a game to a file and loads it into the model (the only way a
 * hand-built position gets into it). */
static void
load_position (VikGameModel *model, VikGame *game, const char *name)
{
  g_autofree char *path = temp_path (name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  vik_game_save (game, path, &error);
  g_assert_no_error (error);
  vik_game_model_load (model, file, &error);
  g_assert_no_error (error);
}

static int
hex (const VikGame *game, int q, int r)
{
  return vik_board_index (vik_game_get_board (game), vik_hex_make (q, r));
}

/* Sets every Reserve so that map units plus Reserve equal what the sites
 * support [9.2] (vik_position_* leave that to the caller). */
static void
balance_reserves (VikGame *game)
{
  const VikBoard *board = vik_game_get_board (game);

  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      guint support[VIK_N_UNIT_TYPES] = { 0 };
      for (int h = 0; h < board->n_hexes; h++)
        if (vik_game_hex_site_owner (game, h) == p)
          vik_ruleset_support (vik_game_get_rules (game), vik_game_hex_site (game, h),
                               vik_game_hex_terrain (game, h), support);
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          int on_map = vik_game_map_units (game, p, t);
          g_assert_cmpint (on_map, <=, (int) support[t]);
          vik_position_set_reserve (game, p, t, support[t] - on_map);
        }
    }
}

/* Player 0 in the Movement phase of turn 1: a City on plains in the centre
 * with two Infantry, a third Infantry out at (0, -2), a City on a mountain;
 * the hexes up to two from the centre revealed, the rest face down but for
 * player 1's Town at (3, 0). */
static VikGame *
undo_position (void)
{
  VikGame *game = vik_position_new (NULL, 4, 2, 5);
  const VikBoard *board = vik_game_get_board (game);

  for (int h = 0; h < board->n_hexes; h++)
    if (!vik_board_is_perimeter (board, h))
      vik_position_set_hex (game, h, VIK_TERRAIN_PLAINS, vik_board_ring (board, h) <= 2);
  vik_position_set_hex (game, hex (game, -2, 1), VIK_TERRAIN_MOUNTAIN, TRUE);
  vik_position_set_hex (game, hex (game, 3, 0), VIK_TERRAIN_PLAINS, TRUE);
  vik_position_set_site (game, hex (game, 0, 0), 0, VIK_SITE_CITY, TRUE);
  vik_position_set_site (game, hex (game, -2, 1), 0, VIK_SITE_CITY, FALSE);
  vik_position_set_site (game, hex (game, 3, 0), 1, VIK_SITE_TOWN, TRUE);
  vik_position_add_unit (game, hex (game, 0, 0), 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, hex (game, 0, 0), 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, hex (game, 0, -2), 0, VIK_UNIT_INFANTRY);
  vik_position_add_unit (game, hex (game, 3, 0), 1, VIK_UNIT_INFANTRY);
  vik_position_begin_turn (game, 0, VIK_PHASE_MOVEMENT, 1);
  balance_reserves (game);
  return game;
}

static gboolean
events_have (const VikGame *game, VikEventKind kind)
{
  guint n;
  const VikEvent *e = vik_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    if (e[i].kind == kind)
      return TRUE;
  return FALSE;
}

/* The first legal action (from `from`, unless VIK_NO_HEX) that, tried on a
 * copy, does (or does not) draw tiles, rolls no die and keeps the same
 * player; FALSE when there is none. */
static gboolean
find_action (VikGameModel *model, gboolean draws, int from, VikAction *out)
{
  GArray *legal = vik_game_model_get_legal_actions (model);
  const VikGame *game = vik_game_model_get_game (model);

  for (guint i = 0; i < legal->len; i++)
    {
      g_autoptr (VikGame) copy = vik_game_copy (game);
      const VikAction *a = &g_array_index (legal, VikAction, i);
      gboolean ok = (from == VIK_NO_HEX || a->from == from) && vik_game_apply (copy, a, NULL)
                    && vik_game_get_current_player (copy) == vik_game_get_current_player (game);
      if (ok && events_have (copy, VIK_EVENT_TILES_DRAWN) == draws
          && !events_have (copy, VIK_EVENT_DICE_ROLLED)
          && (draws || !events_have (copy, VIK_EVENT_HEX_REVEALED)))
        {
          *out = *a;
          return TRUE;
        }
    }
  return FALSE;
}

/* Undo restores the previous position, step by step, and notifies once. */
static void
test_undo_restores (void)
{
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  g_autoptr (VikGame) start = undo_position ();
  g_autoptr (VikGame) after_one = NULL;
  g_autoptr (GError) error = NULL;
  VikAction a, b;
  Watch w;
  guint can_undo_notified;

  load_position (model, start, "undo.vik");
  watch_init (&w, model);
  g_assert_false (vik_game_model_can_undo (model));
  g_assert_false (vik_game_model_undo (model));

  g_assert_true (find_action (model, FALSE, hex (start, 0, 0), &a));
  g_assert_true (vik_game_model_apply (model, &a, &error));
  g_assert_no_error (error);
  g_assert_true (vik_game_model_can_undo (model));
  g_assert_cmpuint (w.notified[5], ==, 1);   /* can-undo: FALSE -> TRUE */
  after_one = vik_game_copy (vik_game_model_get_game (model));
  g_assert_false (vik_game_equal (after_one, start));

  g_assert_true (find_action (model, FALSE, hex (start, 0, 0), &b));
  g_assert_true (vik_game_model_apply (model, &b, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.notified[5], ==, 1);   /* still TRUE: no notification */

  g_assert_true (vik_game_model_undo (model));
  g_assert_cmpuint (w.game_changed, ==, 1);
  g_assert_true (vik_game_equal (after_one, vik_game_model_get_game (model)));
  g_assert_true (vik_game_model_can_undo (model));
  g_assert_true (vik_game_model_undo (model));
  g_assert_cmpuint (w.game_changed, ==, 2);
  g_assert_true (vik_game_equal (start, vik_game_model_get_game (model)));
  g_assert_false (vik_game_model_can_undo (model));
  can_undo_notified = w.notified[5];
  g_assert_cmpuint (can_undo_notified, ==, 2);  /* TRUE -> FALSE */
  g_assert_false (vik_game_model_undo (model));
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  assert_props_match (model);
  /* The cached legal actions follow the restored position. */
  {
    GArray *legal = vik_game_model_get_legal_actions (model);
    GArray *fresh = g_array_new (FALSE, FALSE, sizeof (VikAction));
    vik_game_legal_actions (start, fresh);
    g_assert_cmpuint (legal->len, ==, fresh->len);
    g_array_unref (fresh);
  }
}

/* Drawn tiles (a hex reveal) and the end of a turn cannot be undone. */
static void
test_undo_cleared_by_chance (void)
{
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  g_autoptr (VikGame) start = undo_position ();
  g_autoptr (GError) error = NULL;
  VikAction a;
  int guard = 0;

  load_position (model, start, "undo-chance.vik");
  g_assert_true (find_action (model, FALSE, hex (start, 0, 0), &a));
  g_assert_true (vik_game_model_apply (model, &a, &error));
  g_assert_true (vik_game_model_can_undo (model));

  g_assert_true (find_action (model, TRUE, VIK_NO_HEX, &a));
  g_assert_true (vik_game_model_apply (model, &a, &error));
  g_assert_no_error (error);
  g_assert_true (events_have (vik_game_model_get_game (model), VIK_EVENT_TILES_DRAWN));
  g_assert_false (vik_game_model_can_undo (model));
  g_assert_false (vik_game_model_undo (model));

  /* Settle any tile decision, then end phases until the turn passes. */
  while (vik_game_get_current_player (vik_game_model_get_game (model)) == 0 && guard++ < 50)
    {
      GArray *legal = vik_game_model_get_legal_actions (model);
      VikAction end = vik_action_make (VIK_ACTION_END);
      VikAction pick = g_array_index (legal, VikAction, 0);
      for (guint i = 0; i < legal->len; i++)
        if (vik_action_equal (&g_array_index (legal, VikAction, i), &end))
          pick = end;
      g_assert_true (vik_game_model_apply (model, &pick, &error));
      g_assert_no_error (error);
      if (vik_game_get_current_player (vik_game_model_get_game (model)) == 0
          && pick.kind == VIK_ACTION_END && !events_have (vik_game_model_get_game (model), VIK_EVENT_TILES_DRAWN))
        g_assert_true (vik_game_model_can_undo (model));
    }
  g_assert_cmpint (vik_game_get_current_player (vik_game_model_get_game (model)), ==, 1);
  g_assert_false (vik_game_model_can_undo (model));
}

/* A die roll cannot be undone: a bombardment [12.0] rolls one. */
static void
test_undo_cleared_by_dice (void)
{
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  g_autoptr (VikGame) game = undo_position ();
  g_autoptr (GError) error = NULL;
  GArray *legal;
  VikAction move;
  gboolean bombarded = FALSE;

  /* An Artillery (the mountain City supports one) next to the enemy Town. */
  vik_position_add_unit (game, hex (game, 2, 0), 0, VIK_UNIT_ARTILLERY);
  balance_reserves (game);
  load_position (model, game, "undo-dice.vik");

  g_assert_true (find_action (model, FALSE, hex (game, 0, 0), &move));
  g_assert_true (vik_game_model_apply (model, &move, &error));
  g_assert_true (vik_game_model_can_undo (model));
  legal = vik_game_model_get_legal_actions (model);
  for (guint i = 0; i < legal->len && !bombarded; i++)
    if (g_array_index (legal, VikAction, i).kind == VIK_ACTION_BOMBARD)
      {
        VikAction a = g_array_index (legal, VikAction, i);
        g_assert_true (vik_game_model_apply (model, &a, &error));
        g_assert_no_error (error);
        bombarded = TRUE;
      }
  g_assert_true (bombarded);
  g_assert_true (events_have (vik_game_model_get_game (model), VIK_EVENT_DICE_ROLLED));
  g_assert_false (vik_game_model_can_undo (model));
}

/* Undo never takes back another player's decision: whenever the player who
 * decides changes (a casualty chosen by the opponent, a retreat, the turn),
 * nothing can be undone.  Played out over whole games; the games must meet
 * such changes without a die roll, or the test would prove nothing. */
static void
test_undo_not_across_deciders (void)
{
  guint unguarded = 0;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (VikGameModel) model = vik_game_model_new ();
      VikGameOptions options = { .n_players = 3, .seed = seed, .victory = VIK_VICTORY_STANDARD };
      g_autoptr (GError) error = NULL;
      VikRng rng;

      g_assert_true (vik_game_model_new_game (model, &options, NULL, &error));
      vik_rng_seed (&rng, seed, 11);
      for (int i = 0; i < 1500 && !vik_game_is_over (vik_game_model_get_game (model)); i++)
        {
          const VikGame *game = vik_game_model_get_game (model);
          GArray *legal = vik_game_model_get_legal_actions (model);
          int decider = vik_game_get_decider (game);
          VikAction a = g_array_index (legal, VikAction,
                                       vik_policy_choose (VIK_POLICY_AGGRESSIVE, game,
                                                          (VikAction *) legal->data, legal->len, &rng));
          g_assert_true (vik_game_model_apply (model, &a, &error));
          g_assert_no_error (error);
          game = vik_game_model_get_game (model);
          if (vik_game_get_decider (game) != decider)
            {
              g_assert_false (vik_game_model_can_undo (model));
              g_assert_cmpuint (vik_game_model_get_undo_depth (model), ==, 0);
              if (!events_have (game, VIK_EVENT_DICE_ROLLED) && !events_have (game, VIK_EVENT_TILES_DRAWN)
                  && !events_have (game, VIK_EVENT_HEX_REVEALED)
                  && vik_game_get_current_player (game) == decider)
                unguarded++;
            }
        }
    }
  g_test_message ("decider changes without chance or a new turn: %u", unguarded);
  g_assert_cmpuint (unguarded, >, 0);
}

/* ---------------------------------------------------------------- files */

static VikGameModel *
model_with_game (int n_players, int n_actions)
{
  VikGameModel *model = vik_game_model_new ();
  VikGameOptions options = { .n_players = n_players, .seed = 777, .victory = VIK_VICTORY_STANDARD };
  g_autoptr (GError) error = NULL;
  VikRng rng;

  g_assert_true (vik_game_model_new_game (model, &options, NULL, &error));
  vik_rng_seed (&rng, 5, 5);
  for (int i = 0; i < n_actions && !vik_game_is_over (vik_game_model_get_game (model)); i++)
    {
      GArray *legal = vik_game_model_get_legal_actions (model);
      VikAction a = g_array_index (legal, VikAction,
                                   vik_policy_choose (VIK_POLICY_AGGRESSIVE, vik_game_model_get_game (model),
                                                      (VikAction *) legal->data, legal->len, &rng));
      g_assert_true (vik_game_model_apply (model, &a, &error));
      g_assert_no_error (error);
    }
  return model;
}

static void
assert_color_near (VikColor a, VikColor b)
{
  g_assert_cmpfloat_with_epsilon (a.red, b.red, 0.5 / 255 + 1e-9);
  g_assert_cmpfloat_with_epsilon (a.green, b.green, 0.5 / 255 + 1e-9);
  g_assert_cmpfloat_with_epsilon (a.blue, b.blue, 0.5 / 255 + 1e-9);
}

/* Save then load gives an equal game and the colours back. */
static void
test_save_load (void)
{
  g_autoptr (VikGameModel) model = model_with_game (4, 300);
  g_autoptr (VikGameModel) other = vik_game_model_new ();
  g_autofree char *path = temp_path ("game.vik");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  VikColor custom[VIK_MAX_PLAYERS];
  Watch w;

  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    custom[p] = (VikColor) { p / 10.0, 1.0 - p / 10.0, 0.5 };
  for (int p = 0; p < 4; p++)
    vik_game_model_set_color (model, p, custom[p]);
  watch_init (&w, model);
  g_assert_true (vik_game_model_save (model, file, &error));
  g_assert_no_error (error);
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  g_assert_cmpuint (w.modified_notified, ==, 1);
  g_assert_true (g_file_equal (vik_model_base_get_file (VIK_MODEL_BASE (model)), file));

  watch_init (&w, other);
  g_assert_true (vik_game_model_load (other, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.game_changed, ==, 1);
  g_assert_true (vik_game_equal (vik_game_model_get_game (model), vik_game_model_get_game (other)));
  for (int p = 0; p < 4; p++)
    assert_color_near (vik_game_model_get_color (other, p), custom[p]);
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (other)));
  g_assert_true (g_file_equal (vik_model_base_get_file (VIK_MODEL_BASE (other)), file));
  assert_props_match (other);

  /* The engine's own loader reads the file too: the [Display] group is extra. */
  {
    g_autoptr (VikGame) plain = vik_game_load (path, &error);
    g_assert_no_error (error);
    g_assert_true (vik_game_equal (plain, vik_game_model_get_game (model)));
  }
}

/* A damaged file gives an error naming the file; the model keeps its game. */
static void
test_damaged_file (void)
{
  g_autoptr (VikGameModel) model = model_with_game (3, 100);
  g_autoptr (VikGame) before = vik_game_copy (vik_game_model_get_game (model));
  g_autofree char *good_path = temp_path ("good.vik");
  g_autofree char *bad_path = temp_path ("damaged.vik");
  g_autofree char *missing_path = temp_path ("missing.vik");
  g_autoptr (GFile) good = g_file_new_for_path (good_path);
  g_autoptr (GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr (GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  GFile *file_before;
  Watch w;

  g_assert_true (vik_game_model_save (model, good, &error));
  file_before = vik_model_base_get_file (VIK_MODEL_BASE (model));
  g_assert_true (g_file_get_contents (good_path, &data, &length, NULL));
  /* Cut the file in the middle. */
  g_assert_true (g_file_set_contents (bad_path, data, length / 2, NULL));

  watch_init (&w, model);
  g_assert_false (vik_game_model_load (model, bad, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "damaged.vik"));
  g_clear_error (&error);
  g_assert_true (vik_game_equal (before, vik_game_model_get_game (model)));
  g_assert_true (vik_model_base_get_file (VIK_MODEL_BASE (model)) == file_before);
  g_assert_cmpuint (w.game_changed, ==, 0);
  for (guint i = 0; i < N_WATCHED; i++)
    g_assert_cmpuint (w.notified[i], ==, 0);

  /* Garbage, and a file that is not there. */
  g_assert_true (g_file_set_contents (bad_path, "\x01\x02 not a game [[[", -1, NULL));
  g_assert_false (vik_game_model_load (model, bad, &error));
  g_assert_nonnull (strstr (error->message, "damaged.vik"));
  g_clear_error (&error);
  g_assert_false (vik_game_model_load (model, missing, &error));
  g_assert_nonnull (strstr (error->message, "missing.vik"));
  g_clear_error (&error);
  g_assert_true (vik_game_equal (before, vik_game_model_get_game (model)));
  g_assert_cmpuint (w.game_changed, ==, 0);

  /* A bad colour costs only the colour. */
  {
    char *edited = g_strconcat (data, "\n", NULL);
    char *hit = strstr (edited, "Color1=#");
    g_assert_nonnull (hit);
    hit[8] = 'Z';
    g_assert_true (g_file_set_contents (bad_path, edited, -1, NULL));
    g_free (edited);
    g_assert_true (vik_game_model_load (model, bad, &error));
    g_assert_no_error (error);
    assert_color_near (vik_game_model_get_color (model, 1), vik_game_model_default_color (1));
  }

  /* Saving where no file can be gives an error naming it. */
  {
    g_autofree char *dir_path = temp_path ("a-directory");
    g_autoptr (GFile) dir = g_file_new_for_path (dir_path);
    g_assert_cmpint (g_mkdir (dir_path, 0700), ==, 0);
    g_assert_false (vik_game_model_save (model, dir, &error));
    g_assert_nonnull (strstr (error->message, "a-directory"));
    g_clear_error (&error);
  }
}

/* The autosave round trip; it changes neither :file nor :modified. */
static void
test_autosave (void)
{
  g_autoptr (VikGameModel) model = model_with_game (2, 150);
  g_autoptr (VikGameModel) other = vik_game_model_new ();
  g_autofree char *dir = temp_path ("autosave");
  g_autoptr (GError) error = NULL;
  Watch w;

  vik_session_set_autosave_dir (VIK_SESSION (model), dir);
  vik_session_set_autosave_dir (VIK_SESSION (other), dir);
  g_assert_true (g_str_has_prefix (vik_session_get_autosave_path (VIK_SESSION (model)), dir));
  g_assert_null (vik_session_get_autosave_path (VIK_SESSION (other))); /* no game, no autosave */
  g_assert_false (vik_game_model_has_autosave (other));
  g_assert_false (vik_game_model_load_autosave (other, &error));
  g_assert_nonnull (strstr (error->message, "autosave"));
  g_clear_error (&error);

  watch_init (&w, model);
  g_assert_true (vik_session_autosave (VIK_SESSION (model), &error));
  g_assert_no_error (error);
  g_assert_true (vik_model_base_get_modified (VIK_MODEL_BASE (model)));
  g_assert_cmpuint (w.modified_notified, ==, 0);
  g_assert_null (vik_model_base_get_file (VIK_MODEL_BASE (model)));

  g_assert_true (vik_game_model_has_autosave (other));
  g_assert_true (vik_game_model_load_autosave (other, &error));
  g_assert_no_error (error);
  g_assert_true (vik_game_equal (vik_game_model_get_game (model), vik_game_model_get_game (other)));
  g_assert_null (vik_model_base_get_file (VIK_MODEL_BASE (other)));
  g_assert_false (vik_model_base_get_modified (VIK_MODEL_BASE (other)));
  /* the continued game keeps its id: it autosaves over its own file */
  g_assert_cmpstr (vik_session_get_game_id (VIK_SESSION (other)), ==, vik_session_get_game_id (VIK_SESSION (model)));
  vik_session_discard_autosave (VIK_SESSION (other));
  g_assert_false (vik_game_model_has_autosave (model));

  /* The default folder lies in the user data folder (isolated by the test). */
  vik_session_set_autosave_dir (VIK_SESSION (model), NULL);
  if (g_getenv ("VIKTORY_AUTOSAVE_DIR") == NULL)
    g_assert_true (g_str_has_prefix (vik_session_get_autosave_dir (VIK_SESSION (model)), g_get_user_data_dir ()));
}

static guint
count_files (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* Each game has its own autosaves, the last three kept; a new game never
 * overwrites another's; the list says which game, whose turn and when; the id
 * survives a save and a load. */
static void
test_autosave_catalogue (void)
{
  g_autoptr (VikGameModel) first = model_with_game (4, 200);
  g_autoptr (VikGameModel) second = model_with_game (2, 40);
  g_autoptr (VikGameModel) reader = vik_game_model_new ();
  g_autofree char *dir = temp_path ("catalogue");
  g_autofree char *saved = temp_path ("catalogue-saved.vik");
  g_autoptr (GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr (GPtrArray) list = NULL;
  g_autoptr (GError) error = NULL;
  const VikAutosaveInfo *info = NULL;
  g_autofree char *text = NULL;
  const VikGame *g1 = vik_game_model_get_game (first);

  vik_session_set_autosave_dir (VIK_SESSION (first), dir);
  vik_session_set_autosave_dir (VIK_SESSION (second), dir);
  vik_session_set_autosave_dir (VIK_SESSION (reader), dir);
  g_assert_cmpstr (vik_session_get_game_id (VIK_SESSION (first)), !=, vik_session_get_game_id (VIK_SESSION (second)));
  for (int i = 0; i < 5; i++)
    g_assert_true (vik_session_autosave (VIK_SESSION (first), &error));
  g_assert_cmpuint (count_files (dir), ==, VIK_AUTOSAVE_KEEP);
  g_assert_true (vik_session_autosave (VIK_SESSION (second), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (dir), ==, VIK_AUTOSAVE_KEEP + 1);

  list = vik_autosave_catalogue (vik_autosave_viktory (), dir);
  g_assert_cmpuint (list->len, ==, 2);
  for (guint i = 0; i < list->len; i++)
    {
      info = g_ptr_array_index (list, i);
      if (g_strcmp0 (info->game_id, vik_session_get_game_id (VIK_SESSION (first))) == 0)
        break;
    }
  g_assert_nonnull (info);
  g_assert_cmpstr (info->game_id, ==, vik_session_get_game_id (VIK_SESSION (first)));
  g_assert_cmpint (info->n_players, ==, 4);
  g_assert_cmpint (info->turn, ==, vik_game_get_turn (g1));
  g_assert_cmpstr (info->to_move, ==, vik_game_get_player_name (g1, vik_game_get_current_player (g1)));
  text = vik_autosave_describe (vik_autosave_viktory (), info, info->mtime + 2 * 3600 + 5);
  if (info->turn > 0)
    {
      g_autofree char *want = g_strdup_printf ("Continue: 4 players, turn %d, %s to move, 2 hours ago",
                                               info->turn, info->to_move);
      g_assert_cmpstr (text, ==, want);
    }
  g_clear_pointer (&text, g_free);
  text = vik_autosave_describe (vik_autosave_viktory (), info, info->mtime + 61);
  g_assert_nonnull (strstr (text, "1 minute ago"));

  /* a saved game keeps its id when opened again */
  g_assert_true (vik_game_model_save (first, saved_file, &error));
  g_assert_true (vik_game_model_load (reader, saved_file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vik_session_get_game_id (VIK_SESSION (reader)), ==, vik_session_get_game_id (VIK_SESSION (first)));

  /* the newest lost (a failed write after the rotation): the one before it is listed */
  {
    g_autofree char *newest = vik_autosave_path (dir, vik_session_get_game_id (VIK_SESSION (second)), 0);
    g_autofree char *older = vik_autosave_path (dir, vik_session_get_game_id (VIK_SESSION (second)), 1);
    g_assert_true (g_file_set_contents (older, "", 0, NULL));
    g_assert_cmpint (g_rename (newest, older), ==, 0);
    g_clear_pointer (&list, g_ptr_array_unref);
    list = vik_autosave_catalogue (vik_autosave_viktory (), dir);
    g_assert_cmpuint (list->len, ==, 2);
    g_assert_true (vik_session_autosave (VIK_SESSION (second), &error)); /* and back */
    g_assert_no_error (error);
    g_assert_true (g_file_test (newest, G_FILE_TEST_IS_REGULAR));
  }

  /* the game over removes that game's autosaves only */
  vik_session_discard_autosave (VIK_SESSION (first));
  g_assert_cmpuint (count_files (dir), ==, 2);
  g_assert_true (vik_game_model_load_autosave (reader, &error));
  g_assert_cmpstr (vik_session_get_game_id (VIK_SESSION (reader)), ==, vik_session_get_game_id (VIK_SESSION (second)));

  /* hostile names and files are passed over */
  g_assert_false (vik_autosave_id_valid ("../x"));
  g_assert_false (vik_autosave_id_valid (""));
  {
    g_autofree char *junk = g_build_filename (dir, "0123abcd.vik", NULL);
    g_autofree char *odd = g_build_filename (dir, "0123abcd.9.vik", NULL);
    g_assert_true (g_file_set_contents (junk, "[Game]\nPlayers=99\n", -1, NULL));
    g_assert_true (g_file_set_contents (odd, "", -1, NULL));
    g_clear_pointer (&list, g_ptr_array_unref);
    list = vik_autosave_catalogue (vik_autosave_viktory (), dir);
    g_assert_cmpuint (list->len, ==, 1);
  }
}

static void
on_colors_changed (VikGameModel *model, gpointer data)
{
  (*(guint *) data)++;
}

/* Colours: defaults are the Okabe-Ito palette, all distinct; setting one notifies. */
static void
test_colors (void)
{
  g_autoptr (VikGameModel) model = vik_game_model_new ();
  VikGameOptions options = { .n_players = 3, .seed = 1 };
  VikColor chosen[VIK_MAX_PLAYERS];
  g_autoptr (GError) error = NULL;
  guint changed = 0;

  for (int a = 0; a < VIK_MAX_PLAYERS; a++)
    for (int b = a + 1; b < VIK_MAX_PLAYERS; b++)
      {
        VikColor x = vik_game_model_default_color (a), y = vik_game_model_default_color (b);
        g_assert_cmpfloat (fabs (x.red - y.red) + fabs (x.green - y.green) + fabs (x.blue - y.blue), >, 0.15);
      }
  for (int p = 0; p < VIK_MAX_PLAYERS; p++)
    chosen[p] = vik_game_model_default_color (VIK_MAX_PLAYERS - 1 - p);
  g_signal_connect (model, "colors-changed", G_CALLBACK (on_colors_changed), &changed);
  g_assert_true (vik_game_model_new_game (model, &options, chosen, &error));
  g_assert_cmpuint (changed, ==, 1);
  for (int p = 0; p < 3; p++)
    assert_color_near (vik_game_model_get_color (model, p), chosen[p]);
  vik_game_model_set_color (model, 0, chosen[0]);
  g_assert_cmpuint (changed, ==, 1);
  vik_game_model_set_color (model, 0, (VikColor) { 0.1, 0.2, 0.3 });
  g_assert_cmpuint (changed, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_data_func ("/gui/model/hot-seat-victory/2-players", GINT_TO_POINTER (2), test_hot_seat_victory);
  g_test_add_data_func ("/gui/model/hot-seat-victory/3-players", GINT_TO_POINTER (3), test_hot_seat_victory);
  g_test_add_data_func ("/gui/model/hot-seat-victory/5-players", GINT_TO_POINTER (5), test_hot_seat_victory);
  g_test_add_func ("/gui/model/undo/restores", test_undo_restores);
  g_test_add_func ("/gui/model/undo/cleared-by-tiles-and-turn", test_undo_cleared_by_chance);
  g_test_add_func ("/gui/model/undo/cleared-by-dice", test_undo_cleared_by_dice);
  g_test_add_func ("/gui/model/undo/not-across-deciders", test_undo_not_across_deciders);
  g_test_add_func ("/gui/model/file/save-load", test_save_load);
  g_test_add_func ("/gui/model/file/damaged", test_damaged_file);
  g_test_add_func ("/gui/model/file/autosave", test_autosave);
  g_test_add_func ("/gui/model/file/autosave-catalogue", test_autosave_catalogue);
  g_test_add_func ("/gui/model/colors", test_colors);
  return g_test_run ();
}
