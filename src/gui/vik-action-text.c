/* vik-action-text.c: the game window's words for actions, decisions and odds. */
#include "config.h"

#include "vik-action-text.h"
#include "vik-text.h"

#include <glib/gi18n.h>

static const char *
hex_label (const VikGame *game, int hex)
{
  return hex == VIK_NO_HEX ? "?" : vik_board_label (vik_game_get_board (game), hex);
}

static const char *
player_name (const VikGame *game, int player)
{
  if (player < 0 || player >= vik_game_get_n_players (game))
    return _("Nobody");
  return vik_game_get_player_name (game, player);
}

/* The hex of a player's Frigate number `label`, found through the public queries. */
static int
frigate_hex (const VikGame *game, int player, int label)
{
  const VikBoard *board = vik_game_get_board (game);

  if (player < 0 || label == 0)
    return VIK_NO_HEX;
  for (int h = 0; h < board->n_hexes; h++)
    {
      int labels[16];
      int n = vik_game_hex_frigates (game, h, player, labels, NULL, G_N_ELEMENTS (labels));
      for (int i = 0; i < MIN (n, (int) G_N_ELEMENTS (labels)); i++)
        if (labels[i] == label)
          return h;
    }
  return VIK_NO_HEX;
}

/* Units, a Town or a City of an enemy: not of the player's Alliance [16.84]. */
static gboolean
hex_has_enemy (const VikGame *game, int hex, int player)
{
  int owner;

  if (hex == VIK_NO_HEX)
    return FALSE;
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    for (int t = 0; t < VIK_N_UNIT_TYPES && p != player && !vik_game_players_allied (game, p, player); t++)
      if (vik_game_hex_units (game, hex, p, t) > 0)
        return TRUE;
  owner = vik_game_hex_site_owner (game, hex);
  return vik_game_hex_site (game, hex) != VIK_SITE_NONE && owner >= 0 && owner != player
         && !vik_game_players_allied (game, owner, player);
}

/* "Infantry" or "Frigate F2". */
static char *
unit_text (const VikAction *a)
{
  if (a->unit == VIK_UNIT_FRIGATE && a->label > 0)
    return g_strdup_printf (_("Frigate F%u"), a->label);
  return g_strdup (vik_unit_name (a->unit));
}

const char *
vik_action_end_label (const VikGame *game)
{
  if (vik_game_get_decision (game) == VIK_DECISION_REINFORCE)
    return _("Finish Reinforcing");
  if (vik_game_get_phase (game) == VIK_PHASE_SETUP)
    return _("End Setup Turn");
  if (vik_game_get_phase (game) == VIK_PHASE_RESERVE)
    return _("End Turn");
  return _("End Phase");
}

char *
vik_action_describe (const VikGame *game, const VikAction *a)
{
  g_autofree char *unit = unit_text (a);
  const char *to = hex_label (game, a->to);
  const char *from = hex_label (game, a->from);

  switch (a->kind)
    {
    case VIK_ACTION_END:
      if (vik_game_get_decision (game) == VIK_DECISION_REINFORCE)
        return g_strdup (_("Finish reinforcing the capital (16.82)"));
      if (vik_game_get_phase (game) == VIK_PHASE_SETUP)
        return g_strdup (_("End the setup turn"));
      if (vik_game_get_phase (game) == VIK_PHASE_BUILD && vik_game_get_turn (game) == 0)
        return g_strdup (_("End the Building phase (having built nothing, you play the first normal turn, 16.3)"));
      if (vik_game_get_phase (game) == VIK_PHASE_RESERVE)
        return g_strdup (_("End the turn"));
      return g_strdup_printf (_("End the %s phase"), vik_phase_name (vik_game_get_phase (game)));
    case VIK_ACTION_STOP:
      return g_strdup (_("Stop the moving unit here"));
    case VIK_ACTION_MOVE:
      if (hex_has_enemy (game, a->to, vik_game_get_current_player (game)))
        return g_strdup_printf (_("Move %s from %s into the enemy at %s"), unit, from, to);
      return g_strdup_printf (_("Move %s from %s to %s"), unit, from, to);
    case VIK_ACTION_EMBARK:
      return g_strdup_printf (_("Embark %s at %s onto Frigate F%u"), unit, from, a->carrier);
    case VIK_ACTION_DISEMBARK:
      return g_strdup_printf (_("Disembark %s from Frigate F%u to %s"), unit, a->carrier, to);
    case VIK_ACTION_CAPITAL:
      return g_strdup_printf (_("Build your Capital at %s"), to);
    case VIK_ACTION_TOWN:
      return g_strdup_printf (_("Build a Town at %s"), to);
    case VIK_ACTION_CITY:
      return g_strdup_printf (_("Upgrade the Town at %s to a City"), to);
    case VIK_ACTION_METROPOLIS:
      return g_strdup_printf (_("Upgrade the City at %s to a Metropolis"), to);
    case VIK_ACTION_PLACE:
      return g_strdup_printf (_("Place %s from the Reserve at %s"), vik_unit_name (a->unit), to);
    case VIK_ACTION_DISBAND:
      if (a->from != VIK_NO_HEX)
        return g_strdup_printf (_("Redeploy %s at %s to the Reserve"), unit, from);
      return g_strdup_printf (_("Redeploy %s to the Reserve"), unit);
    case VIK_ACTION_TILE:
      return g_strdup_printf (_("Put the %s tile at %s"), vik_terrain_name (a->terrain), to);
    case VIK_ACTION_PUTBACK:
      return g_strdup (_("Put a water tile back and draw land"));
    case VIK_ACTION_KEEP:
      return g_strdup (_("Keep the tiles as drawn"));
    case VIK_ACTION_BOMBARD:
      if (a->from != VIK_NO_HEX)
        return g_strdup_printf (_("Bombard %s with the %s at %s"), to, unit, from);
      return g_strdup_printf (_("Bombard %s with %s"), to, unit);
    case VIK_ACTION_BATTLE:
      return g_strdup_printf (_("Fight the battle at %s"), to);
    case VIK_ACTION_HIT:
      return g_strdup_printf (_("%s takes the hit"), unit);
    case VIK_ACTION_FIGHT:
      return g_strdup (_("Fight another round"));
    case VIK_ACTION_RETREAT:
      if (a->to == VIK_NO_HEX)
        return g_strdup_printf (_("Retreat %s from %s onto Frigate F%u"), unit, from, a->carrier);
      return g_strdup_printf (_("Retreat %s from %s to %s"), unit, from, to);
    case VIK_ACTION_ELIMINATE:
      if (a->from != VIK_NO_HEX)
        return g_strdup_printf (_("Eliminate %s at %s"), unit, from);
      if (a->unit == VIK_UNIT_FRIGATE && a->label > 0)
        return g_strdup_printf (_("Eliminate %s"), unit);
      return g_strdup_printf (_("Eliminate %s from the Reserve"), unit);
    case VIK_ACTION_CONCEDE:
      return g_strdup (_("Concede the game"));
    case VIK_ACTION_RELOCATE:
      return g_strdup_printf (_("Relocate the Town or City at %s to %s"), from, to);
    case VIK_ACTION_AVERAGE:
      if (a->label == 0)
        return g_strdup (_("Roll all your dice"));
      return g_strdup_printf (ngettext ("Leave %u pair of dice unrolled: %u sure hit",
                                        "Leave %u pairs of dice unrolled: %u sure hits", a->label),
                              a->label, a->label);
    case VIK_ACTION_WITHDRAW:
      if (a->to == VIK_NO_HEX)
        return g_strdup_printf (_("Withdraw %s from the Vassal's capital %s onto Frigate F%u (16.82)"),
                                unit, from, a->carrier);
      return g_strdup_printf (_("Withdraw %s from the Vassal's capital %s to %s (16.82)"), unit, from, to);
    default:
      return g_strdup ("?");
    }
}

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
                            who, hex_label (game, hex), units);
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

/* The text with its v2.1 citations in the game's own book (docs/editions.md). */
static char *
cited (const VikGame *game, char *text)
{
  char *own;

  if (text == NULL || vik_game_get_rules (game)->edition == VIK_EDITION_V2_1)
    return text;
  own = vik_edition_cite_text (vik_game_get_rules (game)->edition, text);
  g_free (text);
  return own;
}

static char *decision_prompt (const VikGame *game);

char *
vik_decision_prompt (const VikGame *game)
{
  return cited (game, decision_prompt (game));
}

static char *
decision_prompt (const VikGame *game)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, TRUE, sizeof (VikAction));
  const char *who = player_name (game, vik_game_get_decider (game));
  int battle = vik_game_battle_hex (game);

  if (vik_game_is_over (game))
    {
      int w = vik_game_get_winner (game);
      if (w == VIK_NO_PLAYER)
        return g_strdup (_("The game is over."));
      return g_strdup_printf (_("The game is over: %s wins."), player_name (game, w));
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
                                  who, player_name (game, owner), hex_label (game, battle));
        return g_strdup_printf (_("%s, choose which of your units at %s takes the hit (11.1)."),
                                who, hex_label (game, battle));
      }
    case VIK_DECISION_RETREAT:
      return g_strdup_printf (_("%s, retreat from %s (click a highlighted hex) or fight another "
                                "round (13.3)."), who, hex_label (game, battle));
    case VIK_DECISION_ELIMINATE:
      if (vik_game_get_phase (game) == VIK_PHASE_BUILD)
        return g_strdup_printf (_("%s, choose the units your relocated Town or City no longer supports: "
                                  "a highlighted hex, or a Reserve unit below (16.5)."), who);
      return eliminate_prompt (game, legal, who);
    case VIK_DECISION_AVERAGE:
      return g_strdup_printf (_("%s, Luck Averaging at %s: leave pairs of your dice unrolled, one sure "
                                "hit each (your opponent chooses its casualty), or roll them all (16.4)."),
                              who, hex_label (game, battle));
    case VIK_DECISION_WITHDRAW:
      {
        int capital = legal->len > 0 ? g_array_index (legal, VikAction, 0).from : VIK_NO_HEX;
        int vassal = capital != VIK_NO_HEX ? vik_game_hex_capital_of (game, capital) : VIK_NO_PLAYER;
        return g_strdup_printf (_("%s, %s is your Vassal now: withdraw your units from his capital at %s "
                                  "to the hexes next to it (click a highlighted hex); landing with an "
                                  "enemy or a Vassal is a battle (16.82)."),
                                who, player_name (game, vassal), hex_label (game, capital));
      }
    case VIK_DECISION_REINFORCE:
      return g_strdup_printf (_("%s, you may reinforce your capital at %s with units from your Reserve "
                                "(a Frigate goes to a water hex next to it), then finish (16.82)."),
                              who, hex_label (game, vik_game_capital_hex (game, vik_game_get_decider (game))));
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
                                who, hex_label (game, battle_waiting (game, legal)));
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

int
vik_action_origin (const VikGame *game, const VikAction *a)
{
  int player = vik_game_get_decider (game);

  switch (a->kind)
    {
    case VIK_ACTION_MOVE:
    case VIK_ACTION_EMBARK:
    case VIK_ACTION_RETREAT:
    case VIK_ACTION_WITHDRAW:
      return a->from != VIK_NO_HEX ? a->from : frigate_hex (game, player, a->label);
    case VIK_ACTION_DISEMBARK:
      return frigate_hex (game, player, a->carrier);
    case VIK_ACTION_BOMBARD:
      return a->from != VIK_NO_HEX ? a->from : frigate_hex (game, player, a->label);
    case VIK_ACTION_RELOCATE:
      return a->from;
    default:
      return VIK_NO_HEX;
    }
}

int
vik_action_target (const VikGame *game, const VikAction *a)
{
  int player = vik_game_get_decider (game);

  switch (a->kind)
    {
    case VIK_ACTION_MOVE:
    case VIK_ACTION_DISEMBARK:
    case VIK_ACTION_CAPITAL:
    case VIK_ACTION_TOWN:
    case VIK_ACTION_CITY:
    case VIK_ACTION_METROPOLIS:
    case VIK_ACTION_PLACE:
    case VIK_ACTION_TILE:
    case VIK_ACTION_BOMBARD:
    case VIK_ACTION_BATTLE:
    case VIK_ACTION_RELOCATE:
      return a->to;
    case VIK_ACTION_EMBARK:
      return frigate_hex (game, player, a->carrier);
    case VIK_ACTION_RETREAT:
    case VIK_ACTION_WITHDRAW:
      return a->to != VIK_NO_HEX ? a->to : frigate_hex (game, player, a->carrier);
    case VIK_ACTION_DISBAND:
    case VIK_ACTION_ELIMINATE:
      if (a->from != VIK_NO_HEX)
        return a->from;
      return a->unit == VIK_UNIT_FRIGATE ? frigate_hex (game, player, a->label) : VIK_NO_HEX;
    default:
      return VIK_NO_HEX;
    }
}

VikHighlight
vik_action_highlight (const VikGame *game, const VikAction *a)
{
  int player = vik_game_get_current_player (game);

  switch (a->kind)
    {
    case VIK_ACTION_MOVE:
    case VIK_ACTION_DISEMBARK:
    case VIK_ACTION_WITHDRAW:
      return hex_has_enemy (game, a->to, player) ? VIK_HIGHLIGHT_ATTACK : VIK_HIGHLIGHT_MOVE;
    case VIK_ACTION_EMBARK:
    case VIK_ACTION_RETREAT:
      return VIK_HIGHLIGHT_MOVE;
    case VIK_ACTION_BATTLE:
    case VIK_ACTION_ELIMINATE:
      return VIK_HIGHLIGHT_ATTACK;
    case VIK_ACTION_BOMBARD:
      return VIK_HIGHLIGHT_BOMBARD;
    case VIK_ACTION_CAPITAL:
    case VIK_ACTION_TOWN:
    case VIK_ACTION_CITY:
    case VIK_ACTION_METROPOLIS:
    case VIK_ACTION_RELOCATE:
      return VIK_HIGHLIGHT_BUILD;
    case VIK_ACTION_PLACE:
    case VIK_ACTION_DISBAND:
      return VIK_HIGHLIGHT_PLACE;
    case VIK_ACTION_TILE:
      return VIK_HIGHLIGHT_TILE;
    default:
      return VIK_HIGHLIGHT_NONE;
    }
}

char *
vik_dice_faces_text (const guint8 *dice, int n_dice)
{
  static const char *faces[] = { "⚀", "⚁", "⚂", "⚃", "⚄", "⚅" };
  GString *s = g_string_new (NULL);

  for (int i = 0; i < n_dice; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      if (dice[i] >= 1 && dice[i] <= 6)
        g_string_append (s, faces[dice[i] - 1]);
      else
        g_string_append_c (s, '?');
    }
  return g_string_free (s, FALSE);
}

static char *
forecast_text (const VikBattleSetup *setup, const char *lead)
{
  VikForecast f;
  g_autoptr (GError) error = NULL;
  guint a_dice = vik_forecast_attacker_dice (setup, setup->attackers);
  guint d_dice = vik_forecast_defender_dice (setup, setup->defenders, 0);
  g_autofree char *attack = g_strdup_printf (ngettext ("the attacker rolls %u die (hits on 1-%u)",
                                                       "the attacker rolls %u dice (hits on 1-%u)", a_dice),
                                             a_dice, setup->attacker_hit_max);
  g_autofree char *defence = g_strdup_printf (ngettext ("the defender %u die (hits on 1-%u)",
                                                        "the defender %u dice (hits on 1-%u)", d_dice),
                                              d_dice, setup->defender_hit_max);

  g_autofree char *odds = NULL;

  if (!vik_forecast_battle (setup, &f, &error))
    return g_strdup_printf (_("%s\nFirst round: %s, %s. No exact forecast: %s"),
                            lead, attack, defence, error->message);
  if (setup->town_or_city)
    /* both sides destroyed is the Town or City holding, not a draw (an
     * empty one has no units to lose: only the attackers can be destroyed) */
    odds = g_strdup_printf (_("%s\nFirst round: %s, %s.\n"
                              "Attacker takes the Town or City %.0f%%, it holds %.0f%%; expected losses: "
                              "attacker %.1f, defender %.1f units (if the attacker never retreats)."),
                            lead, attack, defence, 100 * f.attacker_wins,
                            100 * (f.defender_holds + f.both_wiped_out),
                            f.attacker_losses, f.defender_losses);
  else
    odds = g_strdup_printf (_("%s\nFirst round: %s, %s.\n"
                            "Attacker takes the hex %.0f%%, defender holds %.0f%%, "
                            "both destroyed %.0f%%; expected losses: attacker %.1f, "
                            "defender %.1f units (if the attacker never retreats)."),
                          lead, attack, defence, 100 * f.attacker_wins,
                          100 * f.defender_holds, 100 * f.both_wiped_out,
                          f.attacker_losses, f.defender_losses);
  if (setup->attacker_pairs == 0 && setup->defender_pairs == 0)
    return g_steal_pointer (&odds);
  /* [16.4]: what the forecast assumed of each side's choices (vik_game_battle_setup). */
  return g_strconcat (odds, " ", _("Luck Averaging (16.4): the odds assume that a side without Combat "
                                   "Supply leaves every pair of its dice unrolled for a sure hit."), NULL);
}

static char *action_forecast (const VikGame *game, const VikAction *a);

char *
vik_action_forecast (const VikGame *game, const VikAction *a)
{
  return cited (game, action_forecast (game, a));
}

static char *
action_forecast (const VikGame *game, const VikAction *a)
{
  int player = vik_game_get_current_player (game);
  VikBattleSetup setup;
  g_autofree char *lead = NULL;

  switch (a->kind)
    {
    case VIK_ACTION_BATTLE:
      if (!vik_game_pending_battle_setup (game, a->to, &setup, NULL))
        return NULL;
      lead = g_strdup_printf (_("Battle at %s:"), hex_label (game, a->to));
      return forecast_text (&setup, lead);
    case VIK_ACTION_BOMBARD:
      {
        int hit = vik_game_hit_max (game, player);
        return g_strdup_printf (_("Bombardment of %s: one die, no return fire (12.0); a hit on "
                                  "1-%d (%d%%), a tactical victory on 1 (17%%)."),
                                hex_label (game, a->to), hit, (hit * 100 + 3) / 6);
      }
    case VIK_ACTION_MOVE:
    case VIK_ACTION_DISEMBARK:
      {
        if (!hex_has_enemy (game, a->to, player))
          return NULL;
        /* the battle this move leads to, extra hex sides and all [13.3] 1 */
        if (!vik_game_move_battle_setup (game, a, &setup, NULL))
          return NULL;
        lead = g_strdup_printf (_("If you attack %s with the units there after this move:"),
                                hex_label (game, a->to));
        return forecast_text (&setup, lead);
      }
    default:
      return NULL;
    }
}

/* " (2 MPs left)" when every unit of the stack has as many, otherwise each
 * unit's: " (MPs left: 2, 0)", most first. */
static void
append_mps (GString *s, const VikGame *game, int hex, int player, int type)
{
  int mps[VIK_MAX_UNITS];
  int n = 0;

  for (int i = 0; i < vik_game_n_units (game) && n < VIK_MAX_UNITS; i++)
    {
      VikUnitInfo u;
      if (vik_game_get_unit (game, i, &u) && u.hex == hex && u.owner == player
          && (int) u.type == type && u.carrier == 0)
        mps[n++] = u.mp;
    }
  if (n == 0)
    return;
  for (int i = 1; i < n; i++) /* a few units: insertion sort, most first */
    for (int j = i; j > 0 && mps[j] > mps[j - 1]; j--)
      {
        int t = mps[j];
        mps[j] = mps[j - 1];
        mps[j - 1] = t;
      }
  if (mps[0] == mps[n - 1])
    {
      g_string_append_printf (s, ngettext (" (%d MP left)", " (%d MPs left)", mps[0]), mps[0]);
      return;
    }
  g_string_append (s, _(" (MPs left: "));
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%d", i > 0 ? ", " : "", mps[i]);
  g_string_append_c (s, ')');
}

char *
vik_moving_unit_note (const VikGame *game, int selected)
{
  int player;

  if (game == NULL || selected == VIK_NO_HEX || vik_game_is_over (game)
      || vik_game_get_phase (game) != VIK_PHASE_MOVEMENT)
    return NULL;
  player = vik_game_get_current_player (game);
  for (int i = 0; i < vik_game_n_units (game); i++)
    {
      VikUnitInfo u;
      g_autofree char *unit = NULL;
      char *note;

      if (!vik_game_get_unit (game, i, &u) || !u.moving || u.owner != player || u.mp <= 0)
        continue;
      if (u.hex == selected)
        return NULL;
      unit = u.type == VIK_UNIT_FRIGATE && u.label > 0 ? g_strdup_printf (_("Frigate F%u"), (guint) u.label)
                                                        : g_strdup (vik_unit_name (u.type));
      note = g_strdup_printf (ngettext ("Your %s at %s still has %d MP: moving a unit from here ends its "
                                        "move (units move one at a time, 10.0).",
                                        "Your %s at %s still has %d MPs: moving a unit from here ends its "
                                        "move (units move one at a time, 10.0).", u.mp),
                              unit, hex_label (game, u.hex), u.mp);
      return cited (game, note);
    }
  return NULL;
}

char *
vik_hex_describe (const VikGame *game, int hex, int mp_player)
{
  const VikBoard *board = vik_game_get_board (game);
  GString *s = g_string_new (hex_label (game, hex));
  VikSite site;

  if (hex == VIK_NO_HEX)
    return g_string_free (s, FALSE);
  if (vik_board_is_perimeter (board, hex))
    g_string_append_printf (s, " · %s", vik_terrain_name (VIK_TERRAIN_WATER));
  else if (vik_game_hex_revealed (game, hex))
    g_string_append_printf (s, " · %s", vik_terrain_name (vik_game_hex_terrain (game, hex)));
  else
    g_string_append_printf (s, " · %s", _("unexplored"));
  site = vik_game_hex_site (game, hex);
  if (site != VIK_SITE_NONE)
    {
      int owner = vik_game_hex_site_owner (game, hex);
      const char *what = site == VIK_SITE_METROPOLIS ? _("Metropolis")
                         : site == VIK_SITE_CITY ? _("City") : _("Town");
      if (vik_game_hex_capital_of (game, hex) == owner)
        g_string_append_printf (s, _(" · %s's Capital (%s)"), player_name (game, owner), what);
      else
        g_string_append_printf (s, _(" · %s of %s"), what, player_name (game, owner));
    }
  for (int p = 0; p < vik_game_get_n_players (game); p++)
    {
      gboolean any = FALSE;
      for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
        {
          int n = vik_game_hex_units (game, hex, p, t);
          if (n == 0)
            continue;
          g_string_append (s, any ? ", " : "\n");
          if (!any)
            g_string_append_printf (s, "%s: ", player_name (game, p));
          g_string_append_printf (s, "%d %s", n, vik_unit_name (t));
          if (p == mp_player)
            append_mps (s, game, hex, p, t);
          any = TRUE;
        }
      if (p == mp_player)
        {
          int labels[16], cargo[16];
          int nf = vik_game_hex_frigates (game, hex, p, labels, cargo, 16);
          for (int i = 0; i < MIN (nf, 16); i++)
            if (cargo[i] > 0)
              g_string_append_printf (s, ngettext ("; F%d carries %d unit", "; F%d carries %d units",
                                                   cargo[i]), labels[i], cargo[i]);
        }
    }
  return g_string_free (s, FALSE);
}
