/* vik-rules-viktory.c: the VikRules table of VIKTORY II (see vik-rules-viktory.h).
 * Every function is a thin wrapper over the engine's own API. */
#include "config.h"

#include "vik-rules-viktory.h"
#include "vik-game-private.h"
#include "vik-rule-keys.h"
#include "vik-save.h"

#include <string.h>

G_STATIC_ASSERT (sizeof (VikAction) <= sizeof (VikAnyAction));

static gpointer
rules_new_game (GKeyFile *options, guint64 seed, GError **error)
{
  VikGameOptions o = { .n_players = 2, .seed = seed, .first_player = VIK_FIRST_PLAYER_DRAWN };
  VikRuleset rules = *vik_ruleset_v2_1 ();
  VikKeyReader r = { options, _("options"), error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS };
  int edition;

  if (options != NULL)
    {
      /* The edition first: it decides the player count and the options its book has. */
      edition = vik_key_get_edition (&r, NULL);
      if (edition < 0)
        return NULL;
      rules = *vik_ruleset_edition (edition);
      if (!vik_key_get_int (&r, "Game", "Players", 2, VIK_MAX_PLAYERS, FALSE, 2, &o.n_players)
          || !vik_key_get_int (&r, "Game", "FirstPlayer", VIK_FIRST_PLAYER_DRAWN, o.n_players - 1,
                               FALSE, VIK_FIRST_PLAYER_DRAWN, &o.first_player)
          || !vik_key_get_rule_options (&r, &rules.options))
        return NULL;
      o.rules = &rules;
    }
  return vik_game_new (&o, error);
}

/* The standard game of the default edition for n players. */
static GKeyFile *
rules_default_options (int n_players, GError **error)
{
  GKeyFile *kf;

  if (n_players < 2 || n_players > VIK_MAX_PLAYERS)
    {
      g_set_error (error, VIK_RULE_ERROR, VIK_RULE_ERROR_OPTIONS, _("VIKTORY II is played by 2 to %d players"),
                   VIK_MAX_PLAYERS);
      return NULL;
    }
  kf = g_key_file_new ();
  g_key_file_set_integer (kf, "Game", "Players", n_players);
  return kf;
}

static gpointer rules_copy (gconstpointer game) { return vik_game_copy (game); }
static void rules_free (gpointer game) { vik_game_free (game); }
static gboolean rules_equal (gconstpointer a, gconstpointer b) { return vik_game_equal (a, b); }
static int rules_n_players (gconstpointer game) { return vik_game_get_n_players (game); }
static int rules_turn (gconstpointer game) { return vik_game_get_turn (game); }
static gboolean rules_is_over (gconstpointer game) { return vik_game_is_over (game); }

static int
rules_decider (gconstpointer game)
{
  return vik_game_is_over (game) ? -1 : vik_game_get_decider (game);
}

static void
rules_scores (gconstpointer game, double *out)
{
  const VikCore *c = &((const VikGame *) game)->core;
  int n_winners = 0;

  for (int p = 0; p < c->n_players; p++)
    out[p] = 0.0;
  if (c->phase != VIK_PHASE_OVER)
    return;
  for (int p = 0; p < c->n_players; p++)
    n_winners += (c->winners >> p) & 1;
  for (int p = 0; p < c->n_players && n_winners > 0; p++)
    if ((c->winners >> p) & 1)
      out[p] = 1.0 / n_winners;
}

static guint
rules_legal (gconstpointer game, GArray *out)
{
  g_autoptr (GArray) own = g_array_sized_new (FALSE, FALSE, sizeof (VikAction), 64);

  vik_game_legal_actions (game, own);
  return vik_any_actions_append (out, own->data, own->len, sizeof (VikAction));
}

static gboolean
rules_apply (gpointer game, const VikAnyAction *a, GError **error)
{
  VikAction action;

  memcpy (&action, a->bytes, sizeof action);
  return vik_game_apply (game, &action, error);
}

static char *
rules_to_text (gconstpointer game, const VikAnyAction *a)
{
  VikAction action;

  memcpy (&action, a->bytes, sizeof action);
  return vik_action_to_string (&action, vik_game_get_board (game));
}

static gboolean
rules_from_text (gconstpointer game, const char *text, VikAnyAction *out, GError **error)
{
  VikAction action;

  if (!vik_action_parse (text, vik_game_get_board (game), &action, error))
    return FALSE;
  vik_any_action_pack (out, &action, sizeof action);
  return TRUE;
}

/* Every player sees the same in VIKTORY II: only the pile order and the
 * generator are hidden (RULINGS R9). */
static gpointer
rules_copy_for_player (gconstpointer game, int player, guint64 seed)
{
  return vik_game_copy_redrawn (game, seed);
}

static GKeyFile *
rules_save (gconstpointer game)
{
  gsize length;
  char *data = vik_game_save_to_data (game, &length);
  GKeyFile *kf = g_key_file_new ();

  /* Our own writer's output always parses. */
  if (!g_key_file_load_from_data (kf, data, length, G_KEY_FILE_KEEP_COMMENTS, NULL))
    g_warn_if_reached ();
  g_free (data);
  return kf;
}

/* The save's text as the engine writes it: no key file parsed and written
 * out again. */
static char *
rules_save_text (gconstpointer game, gsize *length)
{
  return vik_game_save_to_data (game, length);
}

static gpointer
rules_load (GKeyFile *file, const char *file_name, GError **error)
{
  gsize length;
  char *data = g_key_file_to_data (file, &length, NULL);
  VikGame *game = vik_game_load_from_data (data, length, file_name, error);

  g_free (data);
  return game;
}

/* Dice, tiles drawn or put back, a revealed hex, the game's end: what
 * nobody takes back. */
static gboolean
rules_last_action_fixed (gconstpointer game)
{
  guint n;
  const VikEvent *events = vik_game_get_events (game, &n);

  for (guint i = 0; i < n; i++)
    switch (events[i].kind)
      {
      case VIK_EVENT_DICE_ROLLED:
      case VIK_EVENT_TILES_DRAWN:
      case VIK_EVENT_TILE_RETURNED:
      case VIK_EVENT_HEX_REVEALED:
      case VIK_EVENT_DOOMSDAY_ROLL:
      case VIK_EVENT_GAME_OVER:
        return TRUE;
      default:
        break;
      }
  return FALSE;
}

static const VikRules viktory2 = {
  .id = "viktory2",
  .save_extension = "vik",
  .name = NC_("game name", "VIKTORY II"),
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
  .last_action_fixed = rules_last_action_fixed,
};

const VikRules *
vik_rules_viktory2 (void)
{
  return &viktory2;
}
