/* vik-decision-prompt.c: the prompt addressed to the player who decides
 * (vik_decision_prompt(), declared with the window's other words in
 * vik-action-text.h): what the rule asks of him now, where, and why. */
#include "config.h"

#include "vik-action-text.h"
#include "vik-action-text-private.h"
#include "vik-text.h"

#include <glib/gi18n.h>

static gboolean
has_kind (GArray *legal, VikActionKind kind)
{
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == kind)
      return TRUE;
  return FALSE;
}

/* "Drawn: Water ×3, Plains." — the tiles the revealing player sees [7.0]. */
static char *
drawn_tiles_text (const VikGame *game)
{
  VikTerrain tiles[VIK_MAX_REVEAL];
  int counts[VIK_N_TERRAINS] = { 0 };
  int n_places, n = vik_game_drawn_tiles (game, tiles, NULL, &n_places);
  GString *s = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    counts[tiles[i]]++;
  for (int t = 0; t < VIK_N_TERRAINS; t++)
    {
      if (counts[t] == 0)
        continue;
      if (s->len > 0)
        g_string_append (s, ", ");
      if (counts[t] == 1)
        g_string_append (s, vik_terrain_name (t));
      else
        /* Translators: a terrain drawn several times, e.g. "Water ×3" */
        g_string_append_printf (s, _("%s ×%d"), vik_terrain_name (t), counts[t]);
    }
  if (s->len == 0)
    {
      g_string_free (s, TRUE);
      return g_strdup ("");
    }
  {
    char *text = g_strdup_printf (_("Drawn: %s."), s->str);
    g_string_free (s, TRUE);
    return text;
  }
}

/* The prompt for a tile decision, followed by the tiles drawn. */
static char *
with_drawn_tiles (const VikGame *game, char *prompt)
{
  g_autofree char *drawn = drawn_tiles_text (game);
  char *text;

  if (drawn[0] == '\0')
    return prompt;
  text = g_strconcat (prompt, " ", drawn, NULL);
  g_free (prompt);
  return text;
}

/* Whether an elimination is legal on the board (on_board) or off it (the Reserve). */
static gboolean
has_eliminate (const VikGame *game, GArray *legal, gboolean on_board)
{
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (a->kind == VIK_ACTION_ELIMINATE
          && (vik_action_origin (game, a) != VIK_NO_HEX || vik_action_target (game, a) != VIK_NO_HEX) == on_board)
        return TRUE;
    }
  return FALSE;
}

/* "1 Infantry and 2 Cavalry": the units owed for a lost Town or City [11.3]. */
static char *
owed_text (const guint owed[VIK_N_UNIT_TYPES])
{
  GString *s = g_string_new (NULL);
  int n = 0, last = 0;

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (owed[t] > 0)
      n++;
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    {
      if (owed[t] == 0)
        continue;
      if (last > 0)
        g_string_append (s, last == n - 1 ? _(" and ") : ", ");
      g_string_append_printf (s, "%u %s", owed[t], vik_unit_name (t));
      last++;
    }
  return g_string_free (s, FALSE);
}

/* After a lost Town or City [11.3]: which units it takes (its Terrain and
 * Units Supported), that the player chooses them, and how. */
static char *
eliminate_prompt (const VikGame *game, GArray *legal, const char *who)
{
  guint owed[VIK_N_UNIT_TYPES];
  int hex = vik_game_units_owed (game, owed);
  g_autofree char *units = owed_text (owed);
  g_autofree char *head = NULL;

  if (hex != VIK_NO_HEX)
    head = g_strdup_printf (VIK_SITE_IS_CITY (vik_game_hex_site (game, hex))
                            ? _("%s, your lost City at %s takes %s with it: the units it supported (11.3)")
                            : _("%s, your lost Town at %s takes %s with it: the units it supported (11.3)"),
                            who, vik_action_text_hex (game, hex), units);
  else
    head = g_strdup_printf (_("%s, your lost Town or City takes %s with it: the units it supported (11.3)"),
                            who, units);
  /* the map units are clicked on the board, the Reserve's are buttons */
  if (has_eliminate (game, legal, TRUE) && has_eliminate (game, legal, FALSE))
    return g_strdup_printf (_("%s. You choose which: click a highlighted hex, or a Reserve unit below."), head);
  if (has_eliminate (game, legal, TRUE))
    return g_strdup_printf (_("%s. You choose which: click a highlighted hex."), head);
  return g_strdup_printf (_("%s. You choose which: a Reserve unit below."), head);
}

/* A hex where the current player's units wait for their battle (the legal
 * BATTLE action), or VIK_NO_HEX. */
static int
battle_waiting (const VikGame *game, GArray *legal)
{
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, VikAction, i).kind == VIK_ACTION_BATTLE)
      return g_array_index (legal, VikAction, i).to;
  return VIK_NO_HEX;
}

/* TRUE when some legal action is chosen on the board (a hex lights up). */
static gboolean
has_hex_action (const VikGame *game, GArray *legal)
{
  for (guint i = 0; i < legal->len; i++)
    {
      const VikAction *a = &g_array_index (legal, VikAction, i);
      if (a->kind != VIK_ACTION_END && a->kind != VIK_ACTION_BATTLE
          && (vik_action_origin (game, a) != VIK_NO_HEX || vik_action_target (game, a) != VIK_NO_HEX))
        return TRUE;
    }
  return FALSE;
}

static char *decision_prompt (const VikGame *game);

char *
vik_decision_prompt (const VikGame *game)
{
  return vik_action_text_cited (game, decision_prompt (game));
}

static char *
decision_prompt (const VikGame *game)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, TRUE, sizeof (VikAction));
  const char *who = vik_action_text_player (game, vik_game_get_decider (game));
  int battle = vik_game_battle_hex (game);

  if (vik_game_is_over (game))
    {
      int w = vik_game_get_winner (game);
      if (w == VIK_NO_PLAYER)
        return g_strdup (_("The game is over."));
      return g_strdup_printf (_("The game is over: %s wins."), vik_action_text_player (game, w));
    }
  vik_game_legal_actions (game, legal);
  switch (vik_game_get_decision (game))
    {
    case VIK_DECISION_START_WATER:
      return with_drawn_tiles (game, g_strdup_printf (_("%s, water tiles lie among your starting hexes: "
                                                        "put one back and draw land, or keep them (4.0)."), who));
    case VIK_DECISION_WATER_PUTBACK:
      return with_drawn_tiles (game, g_strdup_printf (_("%s, every tile you drew is water: put one back "
                                                        "and draw land, or keep them (7.0)."), who));
    case VIK_DECISION_ARRANGE:
      return with_drawn_tiles (game, g_strdup_printf (_("%s, place the drawn tiles: choose a terrain "
                                                        "above, then a highlighted face-down hex (or the "
                                                        "hex first) (7.0)."), who));
    case VIK_DECISION_CASUALTY:
      {
        int owner = vik_game_casualty_owner (game);
        if (owner != VIK_NO_PLAYER && owner != vik_game_get_decider (game))
          return g_strdup_printf (_("%s, choose which of %s’s units at %s takes the hit "
                                    "(a 1 rolled: tactical victory, 11.1)."),
                                  who, vik_action_text_player (game, owner), vik_action_text_hex (game, battle));
        return g_strdup_printf (_("%s, choose which of your units at %s takes the hit (11.1)."),
                                who, vik_action_text_hex (game, battle));
      }
    case VIK_DECISION_RETREAT:
      return g_strdup_printf (_("%s, retreat from %s (click a highlighted hex) or fight another "
                                "round (13.3)."), who, vik_action_text_hex (game, battle));
    case VIK_DECISION_ELIMINATE:
      if (vik_game_get_phase (game) == VIK_PHASE_BUILD)
        return g_strdup_printf (_("%s, choose the units your relocated Town or City no longer supports: "
                                  "a highlighted hex, or a Reserve unit below (16.5)."), who);
      return eliminate_prompt (game, legal, who);
    case VIK_DECISION_AVERAGE:
      return g_strdup_printf (_("%s, Luck Averaging at %s: leave pairs of your dice unrolled, one sure "
                                "hit each (your opponent chooses its casualty), or roll them all (16.4)."),
                              who, vik_action_text_hex (game, battle));
    case VIK_DECISION_WITHDRAW:
      {
        int capital = legal->len > 0 ? g_array_index (legal, VikAction, 0).from : VIK_NO_HEX;
        int vassal = capital != VIK_NO_HEX ? vik_game_hex_capital_of (game, capital) : VIK_NO_PLAYER;
        return g_strdup_printf (_("%s, %s is your Vassal now: withdraw your units from his capital at %s "
                                  "to the hexes next to it (click a highlighted hex); landing with an "
                                  "enemy or a Vassal is a battle (16.82)."),
                                who, vik_action_text_player (game, vassal), vik_action_text_hex (game, capital));
      }
    case VIK_DECISION_REINFORCE:
      return g_strdup_printf (_("%s, you may reinforce your capital at %s with units from your Reserve "
                                "(a Frigate goes to a water hex next to it), then finish (16.82)."),
                              who, vik_action_text_hex (game, vik_game_capital_hex (game, vik_game_get_decider (game))));
    case VIK_DECISION_NONE:
    default:
      break;
    }
  switch (vik_game_get_phase (game))
    {
    case VIK_PHASE_SETUP:
      if (has_kind (legal, VIK_ACTION_CAPITAL))
        return g_strdup_printf (_("%s, choose the hex of your Capital: click a highlighted "
                                  "hex (4.0)."), who);
      if (has_kind (legal, VIK_ACTION_TOWN))
        return g_strdup_printf (_("%s, you may build a second Town at a highlighted hex, "
                                  "or end your setup turn (4.0)."), who);
      return g_strdup_printf (_("%s, end your setup turn."), who);
    case VIK_PHASE_MOVEMENT:
      if (battle_waiting (game, legal) != VIK_NO_HEX)
        return g_strdup_printf (_("%s, fight at %s before ending the phase (13.0): use Fight below, "
                                  "or move more units in first."),
                                who, vik_action_text_hex (game, battle_waiting (game, legal)));
      if (has_hex_action (game, legal))
        return g_strdup_printf (_("%s, movement and combat: click one of your stacks, then a "
                                  "highlighted hex; end the phase when done (6.0)."), who);
      return g_strdup_printf (_("%s, none of your units can move or attack now: end the phase (6.0)."),
                              who);
    case VIK_PHASE_BUILD:
      if (vik_game_get_turn (game) == 0)
        return g_strdup_printf (_("%s, Immediate Empires: build a Town or upgrade a Town to a City at a "
                                  "highlighted hex. If you end the phase without building, you play the "
                                  "first normal turn now (16.3)."), who);
      if (has_kind (legal, VIK_ACTION_RELOCATE))
        return g_strdup_printf (_("%s, build or upgrade at a highlighted hex, or relocate a Town or City: "
                                  "click it, then a highlighted hex next to it (16.5); or end the phase (8.0)."), who);
      if (has_kind (legal, VIK_ACTION_TOWN) || has_kind (legal, VIK_ACTION_CITY))
        return g_strdup_printf (_("%s, build a Town or upgrade a Town to a City at a highlighted "
                                  "hex, or end the phase (8.0)."), who);
      return g_strdup_printf (_("%s, nothing can be built now: end the phase (8.0)."), who);
    case VIK_PHASE_RESERVE:
      if (has_kind (legal, VIK_ACTION_PLACE))
        return g_strdup_printf (_("%s, place units from your Reserve: choose a unit type above, "
                                  "then a highlighted hex (or the hex first), or end your turn (14.0)."), who);
      return g_strdup_printf (_("%s, no unit of your Reserve can be placed now: end your turn (14.0)."),
                              who);
    default:
      return g_strdup_printf (_("%s decides."), who);
    }
}
