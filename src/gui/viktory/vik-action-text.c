/* vik-action-text.c: the game window's words for actions, decisions and odds. */
#include "config.h"

#include "vik-action-text.h"
#include "vik-action-text-private.h"
#include "vik-text.h"

#include <glib/gi18n.h>

const char *
vik_action_text_hex (const VikGame *game, int hex)
{
  return hex == VIK_NO_HEX ? "?" : vik_board_label (vik_game_get_board (game), hex);
}

const char *
vik_action_text_player (const VikGame *game, int player)
{
  if (player < 0 || player >= vik_game_get_n_players (game))
    return _("Nobody");
  return vik_game_get_player_name (game, player);
}

/* The text with its v2.1 citations in the game's own book (docs/editions.md). */
char *
vik_action_text_cited (const VikGame *game, char *text)
{
  char *own;

  if (text == NULL || vik_game_get_rules (game)->edition == VIK_EDITION_V2_1)
    return text;
  own = vik_edition_cite_text (vik_game_get_rules (game)->edition, text);
  g_free (text);
  return own;
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
  const char *to = vik_action_text_hex (game, a->to);
  const char *from = vik_action_text_hex (game, a->from);

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
  return vik_action_text_cited (game, action_forecast (game, a));
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
      lead = g_strdup_printf (_("Battle at %s:"), vik_action_text_hex (game, a->to));
      return forecast_text (&setup, lead);
    case VIK_ACTION_BOMBARD:
      {
        int hit = vik_game_hit_max (game, player);
        return g_strdup_printf (_("Bombardment of %s: one die, no return fire (12.0); a hit on "
                                  "1-%d (%d%%), a tactical victory on 1 (17%%)."),
                                vik_action_text_hex (game, a->to), hit, (hit * 100 + 3) / 6);
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
                                vik_action_text_hex (game, a->to));
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
                              unit, vik_action_text_hex (game, u.hex), u.mp);
      return vik_action_text_cited (game, note);
    }
  return NULL;
}

char *
vik_hex_describe (const VikGame *game, int hex, int mp_player)
{
  const VikBoard *board = vik_game_get_board (game);
  GString *s = g_string_new (vik_action_text_hex (game, hex));
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
        g_string_append_printf (s, _(" · %s's Capital (%s)"), vik_action_text_player (game, owner), what);
      else
        g_string_append_printf (s, _(" · %s of %s"), what, vik_action_text_player (game, owner));
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
            g_string_append_printf (s, "%s: ", vik_action_text_player (game, p));
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
