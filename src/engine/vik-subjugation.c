/* vik-subjugation.c: the optional rule Subjugation [16.8]-[16.87].
 *
 * A captured Capital is not taken: its owner becomes the captor's Vassal
 * [16.81] and the Capital stays his [16.82].  Each player's Ruler is one byte
 * of the flat state (VikPlayer.ruler); an Alliance is a Ruler and his Vassals.
 * How one player meets another's pieces (vik_meet) is what the rule files ask
 * wherever the book says "enemy" (R8):
 *
 *   enemy   stopping there is a battle, as without the rule;
 *   vassal  the Ruler may pass through his Vassal's hexes; stopping there, or
 *           bombarding, is a battle that frees the Vassal [16.84] [16.85];
 *   ally    a Vassal may pass through his Alliance's hexes, never stop in one
 *           nor attack it [16.84].
 *
 * After the capture the Ruler withdraws his units from the capital (decision
 * VIK_DECISION_WITHDRAW), battles follow where they land with enemy or Vassal
 * units, then the Vassal may reinforce his capital from his Reserve
 * (VIK_DECISION_REINFORCE), then the naval battles of his Frigates [14.5]:
 * core.subj is that sequence, driven by settle() in vik-game.c. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

/* The head of a player's Alliance: his Ruler, or himself. */
static int
alliance_head (const VikCore *c, int player)
{
  return c->players[player].ruler != VIK_NO_PLAYER ? c->players[player].ruler : player;
}

/* [16.85] note: "once he conducts that first attack, that player is
 * immediately no longer his Vassal and the Alliance movement ability no
 * longer applies".  A battle against the Vassal is under way as soon as one of
 * the Ruler's units has stopped in one of the Vassal's hexes (the moving unit
 * may still pass on): from then on the Vassal's hexes stop the Ruler's units. */
static gboolean
stab_under_way (const VikGame *game, int ruler, int vassal)
{
  const VikCore *c = &game->core;

  if (c->current != ruler || c->phase != VIK_PHASE_MOVEMENT)
    return FALSE;
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      const VikHexState *hs;
      if (u->owner != ruler || u->carrier >= 0 || i == c->active_unit)
        continue;
      hs = &c->hexes[u->hex];
      if (hs->units[vassal] > 0 || (hs->site != VIK_SITE_NONE && hs->site_owner == vassal))
        return TRUE;
    }
  return FALSE;
}

VikMeet
vik_meet (const VikGame *game, int player, int other)
{
  const VikCore *c = &game->core;

  if (other == player)
    return VIK_MEET_OWN;
  if (!vik_subjugation_on (game) || player < 0 || other < 0
      || alliance_head (c, player) != alliance_head (c, other))
    return VIK_MEET_ENEMY; /* R8 */
  if (c->players[other].ruler == player)
    return stab_under_way (game, player, other) ? VIK_MEET_ENEMY : VIK_MEET_VASSAL;
  return VIK_MEET_ALLY;
}

static gboolean
fights (VikMeet meet)
{
  return meet == VIK_MEET_ENEMY || meet == VIK_MEET_VASSAL;
}

int
vik_hex_target (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];
  gboolean on = vik_subjugation_on (game);

  for (int p = 0; p < game->core.n_players; p++)
    if (p != player && hs->units[p] > 0 && (!on || fights (vik_meet (game, player, p))))
      return p;
  if (hs->site != VIK_SITE_NONE && hs->site_owner != player
      && (!on || fights (vik_meet (game, player, hs->site_owner))))
    return hs->site_owner;
  return VIK_NO_PLAYER;
}

gboolean
vik_hex_must_pass (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];

  if (!vik_subjugation_on (game))
    return FALSE;
  for (int p = 0; p < game->core.n_players; p++)
    if (p != player && hs->units[p] > 0 && vik_meet (game, player, p) == VIK_MEET_ALLY)
      return TRUE;
  return hs->site != VIK_SITE_NONE && hs->site_owner != player
         && vik_meet (game, player, hs->site_owner) == VIK_MEET_ALLY;
}

gboolean
vik_hex_has_other_units (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];

  for (int p = 0; p < game->core.n_players; p++)
    if (p != player && hs->units[p] > 0)
      return TRUE;
  return FALSE;
}

static gboolean
alliance_member (const VikGame *game, int player, int other)
{
  VikMeet meet = vik_meet (game, player, other);

  return meet == VIK_MEET_VASSAL || meet == VIK_MEET_ALLY;
}

gboolean
vik_hex_alliance_site (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];

  return vik_subjugation_on (game) && hs->site != VIK_SITE_NONE && hs->site_owner != player
         && alliance_member (game, player, hs->site_owner);
}

gboolean
vik_hex_alliance_land_unit (const VikGame *game, int hex, int player)
{
  const VikHexState *hs = &game->core.hexes[hex];

  if (!vik_subjugation_on (game) || !vik_hex_is_land (game, hex))
    return FALSE;
  /* Units in a land hex are land units (a Frigate passes a port only on its owner's turn). */
  for (int p = 0; p < game->core.n_players; p++)
    if (p != player && hs->units[p] > 0 && alliance_member (game, player, p))
      return TRUE;
  return FALSE;
}

gboolean
vik_hex_alliance_frigate (const VikGame *game, int hex, int player)
{
  const VikCore *c = &game->core;

  if (!vik_subjugation_on (game))
    return FALSE;
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->hex == hex && u->type == VIK_UNIT_FRIGATE && u->owner != player
          && alliance_member (game, player, u->owner))
        return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------- relations */

static void
set_free (VikGame *game, int vassal, int way)
{
  VikPlayer *pl = &game->core.players[vassal];
  int ruler = pl->ruler;

  if (ruler == VIK_NO_PLAYER)
    return;
  pl->ruler = VIK_NO_PLAYER;
  vik_emit (game, VIK_EVENT_ALLIANCE_BROKEN, vassal, way, VIK_NO_HEX, VIK_NO_HEX, ruler);
}

gboolean
vik_subjugation_attack_ok (const VikGame *game, int player, GError **error)
{
  const VikCore *c = &game->core;

  if (player != c->current || !c->players[player].reorganizing)
    return TRUE;
  return vik_refuse (error, _("%s lost his Capital and may not attack any player on this turn (16.83)"),
                     c->players[player].name);
}

void
vik_subjugation_attacked (VikGame *game, int attacker, int defender)
{
  /* [16.85] 1, "Stabbed in the Back". */
  if (defender >= 0 && game->core.players[defender].ruler == attacker)
    set_free (game, defender, 1);
}

gboolean
vik_subjugation_capture (VikGame *game, int hex, int winner, int loser)
{
  VikCore *c = &game->core;
  VikSubjugation *s = &c->subj;

  if (!vik_subjugation_on (game) || c->hexes[hex].capital_of != loser)
    return FALSE;
  /* [16.85] 3: a Vassal who takes a Capital is free, and a Ruler now. */
  set_free (game, winner, 3);
  /* [16.85] 2: the loser, a Ruler, loses his Vassals. */
  for (int p = 0; p < c->n_players; p++)
    if (c->players[p].ruler == loser)
      set_free (game, p, 2);
  /* [16.81]: the forced Alliance; [16.83]; [16.87] counts Vassals made while
   * one's own Capital holds, so the loser's count starts again. */
  c->players[loser].ruler = winner;
  c->players[loser].reorganizing = 1;
  c->players[loser].vassals_made = 0;
  c->players[winner].vassals_made |= 1u << loser;
  vik_emit (game, VIK_EVENT_SUBJUGATED, loser, 0, hex, VIK_NO_HEX, winner);
  /* [16.82]: the Capital remains his; the Ruler's units must leave it. */
  s->capital = hex;
  s->ruler = winner;
  s->vassal = loser;
  s->step = VIK_SUBJ_WITHDRAW;
  return TRUE;
}

void
vik_subjugation_player_left (VikGame *game, int player)
{
  VikCore *c = &game->core;

  /* Rules notes: a Ruler who leaves the game frees his Vassals. */
  for (int p = 0; p < c->n_players; p++)
    if (c->players[p].ruler == player)
      set_free (game, p, 0);
  c->players[player].ruler = VIK_NO_PLAYER;
  c->players[player].reorganizing = 0;
}

void
vik_subjugation_turn_ended (VikGame *game, int player)
{
  game->core.players[player].reorganizing = 0; /* [16.83]: "on his next Player Turn" only */
}

guint
vik_subjugation_winners (const VikGame *game)
{
  const VikCore *c = &game->core;
  guint winners = 0;

  if (!vik_subjugation_on (game))
    return 0;
  /* [16.87]: Vassals made of two different players while his Capital held. */
  if (c->victory & VIK_VICTORY_TWO_VASSALS)
    for (int p = 0; p < c->n_players; p++)
      {
        guint made = c->players[p].vassals_made;
        if (!c->players[p].eliminated && made != 0 && (made & (made - 1)) != 0) /* two bits or more */
          winners |= 1u << p;
      }
  /* [5.2] = [16.86]: every other player still in the game is his Vassal. */
  if (winners == 0 && (c->victory & VIK_VICTORY_SUBJUGATION))
    for (int r = 0; r < c->n_players; r++)
      {
        gboolean all = TRUE;
        if (c->players[r].eliminated)
          continue;
        for (int p = 0; p < c->n_players && all; p++)
          all = p == r || c->players[p].eliminated || c->players[p].ruler == r;
        if (all)
          winners |= 1u << r;
      }
  return winners;
}

/* ---------------------------------------------------------------- withdrawal [16.82] */

/* The Ruler's land unit of type standing (not aboard) in the capital, or -1. */
static int
ruler_unit (const VikGame *game, int type)
{
  const VikSubjugation *s = &game->core.subj;

  return vik_unit_find (game, s->ruler, type, s->capital);
}

static gboolean
adjacent (const VikGame *game, int a, int b)
{
  for (int d = 0; d < VIK_N_DIRS; d++)
    if (game->board->neighbors[a][d] == b)
      return TRUE;
  return FALSE;
}

static gboolean
withdraw_ok (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  const VikSubjugation *s = &c->subj;
  const char *capital = vik_board_label (game->board, s->capital);

  if (a->from != s->capital)
    return vik_refuse (error, _("Only the units in the Vassal's capital %s withdraw now (16.82)"), capital);
  if (a->unit >= VIK_N_LAND_TYPES || ruler_unit (game, a->unit) < 0)
    return vik_refuse (error, _("You have no such unit in %s (16.82)"), capital);
  if (a->carrier != 0)
    {
      int f = vik_unit_find_frigate (game, s->ruler, a->carrier);
      if (a->to != VIK_NO_HEX || f < 0 || !adjacent (game, s->capital, c->units[f].hex))
        return vik_refuse (error, _("Units withdraw onto your Frigates next to %s only (16.82)"), capital);
      if (vik_combat_frigate_room (game, f) == 0)
        return vik_refuse (error, _("Frigate F%d has no room left this turn (10.41)"), a->carrier);
      return TRUE;
    }
  if (a->to < 0 || a->to >= game->board->n_hexes || !adjacent (game, s->capital, a->to))
    return vik_refuse (error, _("The Ruler's units leave the Vassal's capital for the hexes next to it (16.82)"));
  if (!vik_hex_is_land (game, a->to))
    return vik_refuse (error, _("Land units withdraw onto land, or onto your Frigates (16.82)"));
  if (vik_hex_must_pass (game, a->to, s->ruler))
    return vik_refuse (error, _("A Vassal may not stop in a hex of his Alliance (16.84)"));
  if (c->hexes[a->to].battled && vik_hex_target (game, a->to, s->ruler) != VIK_NO_PLAYER)
    return vik_refuse (error, _("A battle was already fought in %s this turn: only one battle "
                                "may be fought in a hex each turn (13.2)"),
                       vik_board_label (game->board, a->to));
  return TRUE;
}

/* Every distinct withdrawal, appended to out: per land type in the capital,
 * each hex next to it and each of the Ruler's Frigates there. */
static void
withdraw_choices (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  const VikSubjugation *s = &c->subj;

  for (int t = 0; t < VIK_N_LAND_TYPES; t++)
    {
      if (ruler_unit (game, t) < 0)
        continue;
      for (int d = 0; d < VIK_N_DIRS; d++)
        {
          int nb = game->board->neighbors[s->capital][d];
          VikAction a = vik_action_make (VIK_ACTION_WITHDRAW);
          if (nb == VIK_NO_HEX || !c->hexes[nb].revealed)
            continue;
          a.unit = t;
          a.from = s->capital;
          if (vik_hex_is_land (game, nb))
            {
              a.to = nb;
              if (withdraw_ok (game, &a, NULL))
                g_array_append_val (out, a);
              continue;
            }
          for (int f = 0; f < c->n_units; f++)
            if (c->units[f].hex == nb && c->units[f].owner == s->ruler && c->units[f].type == VIK_UNIT_FRIGATE)
              {
                a.carrier = c->units[f].label;
                if (withdraw_ok (game, &a, NULL))
                  g_array_append_val (out, a);
              }
        }
    }
}

static void
withdraw_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  VikSubjugation *s = &c->subj;
  int unit = ruler_unit (game, a->unit);
  int dest = a->to;
  VikUnit *u = &c->units[unit];

  if (a->carrier != 0)
    {
      int f = vik_unit_find_frigate (game, s->ruler, a->carrier);
      dest = c->units[f].hex;
      vik_unit_set_hex (game, unit, dest);
      u->carrier = f;
      u->flags |= VIK_UNIT_TRANSPORTED;
      c->units[f].carried++;
    }
  else
    vik_unit_set_hex (game, unit, dest);
  u->mp = 0;
  u->flags |= VIK_UNIT_MOVED;
  u->entered_from = s->capital;
  vik_emit (game, VIK_EVENT_UNIT_WITHDRAWN, s->ruler, a->unit, s->capital, dest, 0);
  if (a->carrier == 0)
    vik_reveal_around (game, s->ruler, dest, 1); /* [10.2]: it enters the hex */
}

/* Decision (rules notes): a unit with no hex to go to returns to the Reserve. */
static void
withdraw_to_reserve (VikGame *game)
{
  VikCore *c = &game->core;
  VikSubjugation *s = &c->subj;

  for (int t = 0; t < VIK_N_LAND_TYPES; t++)
    for (int u = ruler_unit (game, t); u >= 0; u = ruler_unit (game, t))
      {
        c->players[s->ruler].reserve[t]++;
        vik_emit (game, VIK_EVENT_UNIT_WITHDRAWN, s->ruler, t, s->capital, VIK_NO_HEX, 0);
        vik_unit_remove (game, u);
      }
}

/* ---------------------------------------------------------------- the sequence */

static void
finish (VikSubjugation *s)
{
  s->capital = VIK_NO_HEX;
  s->ruler = VIK_NO_PLAYER;
  s->vassal = VIK_NO_PLAYER;
  s->step = VIK_SUBJ_NONE;
}

static gboolean
reserve_empty (const VikGame *game, int player)
{
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (game->core.players[player].reserve[t] > 0)
      return FALSE;
  return TRUE;
}

gboolean
vik_subjugation_advance (VikGame *game)
{
  VikCore *c = &game->core;
  VikSubjugation *s = &c->subj;

  while (s->step != VIK_SUBJ_NONE)
    {
      if (c->decision != VIK_DECISION_NONE || c->battle.hex != VIK_NO_HEX || c->phase == VIK_PHASE_OVER)
        return TRUE;
      switch (s->step)
        {
        case VIK_SUBJ_WITHDRAW:
          {
            gboolean any = FALSE, fought = FALSE;

            for (int t = 0; t < VIK_N_LAND_TYPES; t++)
              any |= ruler_unit (game, t) >= 0;
            if (any)
              {
                g_autoptr (GArray) choices = g_array_new (FALSE, FALSE, sizeof (VikAction));
                withdraw_choices (game, choices);
                if (choices->len == 0)
                  withdraw_to_reserve (game);
                else if (choices->len == 1)
                  withdraw_apply (game, &g_array_index (choices, VikAction, 0)); /* no choice: nobody is asked (R6) */
                else
                  c->decision = VIK_DECISION_WITHDRAW;
                continue;
              }
            /* "If any of his units relocate into a hex containing enemy or vassal
             * units, a battle immediately ensues": one after another, round the capital. */
            for (int d = 0; d < VIK_N_DIRS && !fought; d++)
              {
                int nb = game->board->neighbors[s->capital][d];
                fought = nb != VIK_NO_HEX && vik_combat_start_battle_at (game, nb, s->ruler);
              }
            if (!fought)
              s->step = VIK_SUBJ_REINFORCE;
            continue;
          }
        case VIK_SUBJ_REINFORCE:
          if (reserve_empty (game, s->vassal))
            s->step = VIK_SUBJ_NAVAL;
          else
            c->decision = VIK_DECISION_REINFORCE;
          continue;
        case VIK_SUBJ_NAVAL:
          if (!vik_combat_start_placement_battle (game, s->vassal))
            finish (s);
          continue;
        default:
          finish (s);
          break;
        }
    }
  return FALSE;
}

int
vik_subjugation_decider (const VikGame *game)
{
  const VikSubjugation *s = &game->core.subj;

  return game->core.decision == VIK_DECISION_REINFORCE ? s->vassal : s->ruler;
}

/* ---------------------------------------------------------------- reinforcing [16.82] */

static gboolean
reinforce_ok (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  const VikSubjugation *s = &c->subj;

  if (a->kind == VIK_ACTION_END)
    return TRUE;
  if (a->kind != VIK_ACTION_PLACE)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                            _("%s may first reinforce his capital from his Reserve, or end (16.82)"),
                            c->players[s->vassal].name);
  if (a->unit >= VIK_N_UNIT_TYPES)
    return vik_refuse_code (error, VIK_RULE_ERROR_PARSE, _("Unknown unit type"));
  if (c->players[s->vassal].reserve[a->unit] == 0)
    return vik_refuse (error, _("You have no %s in your Reserve (14.0)"), vik_unit_name (a->unit));
  if (a->unit != VIK_UNIT_FRIGATE)
    {
      if (a->to != s->capital || a->from != VIK_NO_HEX)
        return vik_refuse (error, _("Only your capital %s may be reinforced now (16.82)"),
                           vik_board_label (game->board, s->capital));
      return TRUE;
    }
  if (a->from != s->capital)
    return vik_refuse (error, _("Only your capital %s may be reinforced now (16.82)"),
                       vik_board_label (game->board, s->capital));
  return vik_reserve_frigate_spot_ok (game, s->vassal, s->capital, a->to, error);
}

static void
reinforce_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  const VikSubjugation *s = &c->subj;
  VikAction end = vik_action_make (VIK_ACTION_END);

  for (int t = 0; t < VIK_N_LAND_TYPES; t++)
    if (c->players[s->vassal].reserve[t] > 0)
      {
        VikAction a = vik_action_make (VIK_ACTION_PLACE);
        a.unit = t;
        a.to = s->capital;
        g_array_append_val (out, a);
      }
  if (c->players[s->vassal].reserve[VIK_UNIT_FRIGATE] > 0)
    vik_reserve_frigate_spots (game, s->vassal, s->capital, out);
  g_array_append_val (out, end);
}

static void
reinforce_apply (VikGame *game, const VikAction *a)
{
  VikCore *c = &game->core;
  VikSubjugation *s = &c->subj;

  if (a->kind == VIK_ACTION_END)
    {
      c->decision = VIK_DECISION_NONE;
      s->step = VIK_SUBJ_NAVAL;
      return;
    }
  c->players[s->vassal].reserve[a->unit]--;
  vik_unit_add (game, s->vassal, a->unit, a->to);
  vik_emit (game, VIK_EVENT_UNIT_PLACED, s->vassal, a->unit, a->to,
            a->unit == VIK_UNIT_FRIGATE ? s->capital : VIK_NO_HEX, 0);
  /* vik_subjugation_advance() asks again while his Reserve holds units. */
  c->decision = VIK_DECISION_NONE;
  if (a->unit == VIK_UNIT_FRIGATE)
    vik_reveal_around (game, s->vassal, a->to, 1); /* [7.0]: he places the tiles, then goes on */
}

/* ---------------------------------------------------------------- dispatch */

void
vik_subjugation_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;

  if (c->decision == VIK_DECISION_WITHDRAW)
    withdraw_choices (game, out);
  else if (c->decision == VIK_DECISION_REINFORCE)
    reinforce_legal (game, out);
}

gboolean
vik_subjugation_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;
  const VikSubjugation *s = &c->subj;

  switch (c->decision)
    {
    case VIK_DECISION_WITHDRAW:
      if (a->kind != VIK_ACTION_WITHDRAW)
        return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                                _("%s must first withdraw his units from %s's capital (16.82)"),
                                c->players[s->ruler].name, c->players[s->vassal].name);
      return withdraw_ok (game, a, error);
    case VIK_DECISION_REINFORCE:
      return reinforce_ok (game, a, error);
    default:
      return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW,
                              _("No units are leaving a Vassal's capital now (16.82)"));
    }
}

void
vik_subjugation_apply (VikGame *game, const VikAction *a)
{
  if (game->core.decision == VIK_DECISION_WITHDRAW)
    {
      game->core.decision = VIK_DECISION_NONE;
      withdraw_apply (game, a);
    }
  else
    reinforce_apply (game, a);
}

/* ---------------------------------------------------------------- queries */

int
vik_game_player_ruler (const VikGame *game, int player)
{
  g_return_val_if_fail (player >= 0 && player < game->core.n_players, VIK_NO_PLAYER);
  return game->core.players[player].ruler;
}

gboolean
vik_game_players_allied (const VikGame *game, int a, int b)
{
  g_return_val_if_fail (a >= 0 && a < game->core.n_players && b >= 0 && b < game->core.n_players, FALSE);
  return a != b && vik_subjugation_on (game) && alliance_head (&game->core, a) == alliance_head (&game->core, b);
}

gboolean
vik_game_player_reorganizing (const VikGame *game, int player)
{
  g_return_val_if_fail (player >= 0 && player < game->core.n_players, FALSE);
  return game->core.players[player].reorganizing;
}

guint
vik_game_vassals_made (const VikGame *game, int player)
{
  g_return_val_if_fail (player >= 0 && player < game->core.n_players, 0);
  return game->core.players[player].vassals_made;
}
