/* vic-rules.c: the VikRules table of Victory (see vic-rules.h). */
#include "config.h"

#include "vic-rules.h"
#include "vic-game-private.h"
#include "vic-save.h"
#include "vic-scenario.h"

#include <string.h>

G_STATIC_ASSERT (sizeof (VicAction) <= sizeof (VikAnyAction));

static gpointer
rules_new_game (GKeyFile *options, guint64 seed, GError **error)
{
  VicScenario sc = { 0 };
  VicGame *game;

  if (options == NULL)
    {
      if (!vic_scenario_preset ("quick-start", 2, &sc, error))
        return NULL;
    }
  else if (!vic_scenario_load_keyfile (options, _("options"), &sc, error))
    {
      vic_scenario_clear (&sc);
      return NULL;
    }
  game = vic_scenario_new_game (&sc, seed, error);
  vic_scenario_clear (&sc);
  return game;
}

/* The book's scenario for the player count on the bundled layout with one
 * map per player: Quick Start (10.1) for 2 and 4, the Two-Front War (10.4)
 * for 3. */
static GKeyFile *
rules_default_options (int n_players, GError **error)
{
  static const char *const maps[] = { "two-maps.vicmap", "three-maps.vicmap", "four-maps.vicmap" };
  GKeyFile *kf;

  if (n_players < 2 || n_players > VIC_MAX_PLAYERS)
    {
      g_set_error (error, VIC_RULE_ERROR, VIC_RULE_ERROR_OPTIONS, _("Victory is played by 2 to %d players (10.0)"),
                   VIC_MAX_PLAYERS);
      return NULL;
    }
  kf = g_key_file_new ();
  g_key_file_set_string (kf, "Game", "Game", "victory");
  g_key_file_set_string (kf, "Scenario", "Preset", n_players == 3 ? "two-front-war" : "quick-start");
  g_key_file_set_integer (kf, "Scenario", "Players", n_players);
  g_key_file_set_string (kf, "Scenario", "Map", maps[n_players - 2]);
  return kf;
}

static gpointer rules_copy (gconstpointer game) { return vic_game_copy (game); }
static void rules_free (gpointer game) { vic_game_free (game); }
static gboolean rules_equal (gconstpointer a, gconstpointer b) { return vic_game_equal (a, b); }
static int rules_n_players (gconstpointer game) { return vic_game_get_n_players (game); }
static int rules_decider (gconstpointer game) { return vic_game_get_decider (game); }
static int rules_turn (gconstpointer game) { return vic_game_get_turn (game); }
static gboolean rules_is_over (gconstpointer game) { return vic_game_is_over (game); }

static void
rules_scores (gconstpointer game, double *out)
{
  guint winners = vic_game_get_winners (game);
  int n = vic_game_get_n_players (game), count = 0;

  for (int p = 0; p < n; p++)
    count += (winners >> p) & 1;
  for (int p = 0; p < n; p++)
    out[p] = vic_game_is_over (game) && ((winners >> p) & 1) ? 1.0 / count : 0.0;
}

static guint
rules_legal (gconstpointer game, GArray *out)
{
  g_autoptr (GArray) own = g_array_sized_new (FALSE, FALSE, sizeof (VicAction), 64);

  vic_game_legal_actions (game, own);
  return vik_any_actions_append (out, own->data, own->len, sizeof (VicAction));
}

static gboolean
rules_apply (gpointer game, const VikAnyAction *a, GError **error)
{
  VicAction action;

  memcpy (&action, a->bytes, sizeof action);
  return vic_game_apply (game, &action, error);
}

static char *
rules_to_text (gconstpointer game, const VikAnyAction *a)
{
  VicAction action;

  memcpy (&action, a->bytes, sizeof action);
  return vic_action_to_string (game, &action);
}

static gboolean
rules_from_text (gconstpointer game, const char *text, VikAnyAction *out, GError **error)
{
  VicAction action;

  if (!vic_action_parse (game, text, &action, error))
    return FALSE;
  vik_any_action_pack (out, &action, sizeof action);
  return TRUE;
}

static gpointer
rules_copy_for_player (gconstpointer game, int player, guint64 seed)
{
  return vic_game_copy_for_player (game, player, seed);
}

static GKeyFile *
rules_save (gconstpointer game)
{
  return vic_game_save_keyfile (game);
}

/* The save's text as the engine writes it (a server sends one view a seat
 * with every action): no key file built and written out. */
static char *
rules_save_text (gconstpointer game, gsize *length)
{
  return vic_game_save_to_data (game, length);
}

static gpointer
rules_load (GKeyFile *file, const char *file_name, GError **error)
{
  return vic_game_load_keyfile (file, file_name, error);
}

static gpointer
rules_load_view (GKeyFile *file, const char *file_name, GError **error)
{
  return vic_game_load_view_keyfile (file, file_name, error);
}

/* Dice, a block revealed, the initiative or a storm rolled, the game's end:
 * what nobody takes back. */
static gboolean
rules_last_action_fixed (gconstpointer game)
{
  guint n;
  const VicEvent *events = vic_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    if (events[i].n_dice > 0 || events[i].kind == VIC_EVENT_REVEALED || events[i].kind == VIC_EVENT_INITIATIVE
        || events[i].kind == VIC_EVENT_STORM || events[i].kind == VIC_EVENT_GAME_OVER)
      return TRUE;
  return FALSE;
}

static const VikRules victory = {
  .id = "victory",
  .save_extension = "vic",
  .name = NC_("game name", "Victory"),
  .new_game = rules_new_game,
  .default_options = rules_default_options,
  .copy = rules_copy,
  .free = rules_free,
  .equal = rules_equal,
  .n_players = rules_n_players,
  .decider = rules_decider,
  .turn = rules_turn,
  .is_over = rules_is_over,
  .scores = rules_scores,
  .legal = rules_legal,
  .apply = rules_apply,
  .to_text = rules_to_text,
  .from_text = rules_from_text,
  .copy_for_player = rules_copy_for_player,
  .save = rules_save,
  .save_text = rules_save_text,
  .load = rules_load,
  .load_view = rules_load_view,
  .last_action_fixed = rules_last_action_fixed,
};

const VikRules *
vic_rules_victory (void)
{
  return &victory;
}
