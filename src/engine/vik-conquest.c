/* vik-conquest.c: Towns and Cities changing hands [11.3] [11.4] [15.0], and
 * the economic adjustment: the loser gives up the units the Town/City
 * supported, from his Reserve or from the map, "the losing player makes the
 * exact choice" [11.3]; he is asked only when there is a real choice.  A unit
 * that goes without his choice (nothing else was left to choose) is told so:
 * its VIK_EVENT_UNIT_ELIMINATED names the lost Town or City in hex2. */
#include "config.h"

#include "vik-game-private.h"

#include <string.h>

/* why: the lost Town or City when the unit goes without a choice, else VIK_NO_HEX */
static void
eliminate_unit (VikGame *game, int unit, int why)
{
  VikUnit *u = &game->core.units[unit];

  vik_emit (game, VIK_EVENT_UNIT_ELIMINATED, u->owner, u->type, u->hex, why, 1);
  /* A frigate's cargo is not supported by it: it goes to the Reserve [10.45]. */
  vik_unit_remove (game, vik_unit_unload_to_reserve (game, unit));
}

/* Places a unit owed of `type` may come from: the Reserve (from = VIK_NO_HEX,
 * label 0), hexes for land units on the map, labels for frigates. */
static int
candidates (const VikGame *game, VikUnitType type, VikAction *out, int max)
{
  const VikCore *c = &game->core;
  int n = 0;

  if (c->players[c->adjust.player].reserve[type] > 0 && n < max)
    {
      out[n] = vik_action_make (VIK_ACTION_ELIMINATE);
      out[n++].unit = type;
    }
  for (int i = 0; i < c->n_units && n < max; i++)
    {
      const VikUnit *u = &c->units[i];
      VikAction a = vik_action_make (VIK_ACTION_ELIMINATE);
      gboolean dup = FALSE;
      if (u->owner != c->adjust.player || u->type != type)
        continue;
      a.unit = type;
      if (type == VIK_UNIT_FRIGATE)
        a.label = u->label;
      else
        a.from = u->hex;
      for (int j = 0; j < n && !dup; j++)
        dup = vik_action_equal (&out[j], &a);
      if (!dup)
        out[n++] = a;
    }
  return n;
}

/* The loser's units of type on the map, cargo included. */
static int
map_count (const VikGame *game, VikUnitType type)
{
  const VikCore *c = &game->core;
  int n = 0;

  for (int i = 0; i < c->n_units; i++)
    n += c->units[i].owner == c->adjust.player && c->units[i].type == type;
  return n;
}

static gboolean
from_reserve (const VikAction *a)
{
  return a->from == VIK_NO_HEX && (a->unit != VIK_UNIT_FRIGATE || a->label == 0);
}

static int
find_owed_unit (const VikGame *game, const VikAction *a)
{
  const VikCore *c = &game->core;

  if (a->unit == VIK_UNIT_FRIGATE)
    return vik_unit_find_frigate (game, c->adjust.player, a->label);
  for (int i = 0; i < c->n_units; i++)
    {
      const VikUnit *u = &c->units[i];
      if (u->owner == c->adjust.player && u->type == a->unit && u->hex == a->from)
        return i;
    }
  return -1;
}

/* The unit of `a` goes; chosen: by the player's choice, else without one. */
static void
pay (VikGame *game, const VikAction *a, gboolean chosen)
{
  VikCore *c = &game->core;
  int player = c->adjust.player;
  int why = chosen ? VIK_NO_HEX : c->adjust.hex;

  if (from_reserve (a))
    {
      c->players[player].reserve[a->unit]--;
      vik_emit (game, VIK_EVENT_UNIT_ELIMINATED, player, a->unit, VIK_NO_HEX, why, 1);
    }
  else
    eliminate_unit (game, find_owed_unit (game, a), why);
  c->adjust.owed[a->unit]--;
}

static void
eliminate_player_if_empty (VikGame *game, int player)
{
  VikCore *c = &game->core;

  if (c->players[player].eliminated || vik_game_count_sites (game, player, VIK_SITE_TOWN)
      + vik_game_count_sites (game, player, VIK_SITE_CITY)
      + vik_game_count_sites (game, player, VIK_SITE_METROPOLIS) > 0)
    return;
  /* R8: his units went with his last Town or City; clear anything left over. */
  for (int i = 0; i < c->n_units;)
    if (c->units[i].owner == player)
      vik_unit_remove (game, i); /* the last unit moved into slot i: look at it again */
    else
      i++;
  memset (c->players[player].reserve, 0, sizeof c->players[player].reserve);
  c->players[player].eliminated = 1;
  vik_emit (game, VIK_EVENT_PLAYER_ELIMINATED, player, 0, VIK_NO_HEX, VIK_NO_HEX, 0);
}

/* Pays what is owed where nobody has a choice: everything of a type goes when
 * the debt takes it all (or the loser is out of the game), a lone place pays
 * alone; stops with VIK_DECISION_ELIMINATE when the loser must choose. */
static void
advance (VikGame *game)
{
  VikCore *c = &game->core;
  VikAdjustment *adj = &c->adjust;
  int player = adj->player;

  if (player == VIK_NO_PLAYER)
    return;
  for (;;)
    {
      VikPlayer *loser = &c->players[player];
      VikAction choices[64];
      int t, n;

      for (t = 0; t < VIK_N_UNIT_TYPES && adj->owed[t] == 0; t++)
        ;
      if (t == VIK_N_UNIT_TYPES)
        break;
      n = candidates (game, t, choices, G_N_ELEMENTS (choices));
      if (n == 0)
        adj->owed[t] = 0; /* nothing left to give */
      else if (n > 1 && !loser->eliminated && adj->owed[t] < loser->reserve[t] + map_count (game, t))
        {
          c->decision = VIK_DECISION_ELIMINATE;
          return;
        }
      else if (from_reserve (&choices[0]))
        {
          /* no choice: the Reserve's units of the type all go, as one event */
          int k = MIN (adj->owed[t], loser->reserve[t]);
          loser->reserve[t] -= k;
          adj->owed[t] -= k;
          vik_emit (game, VIK_EVENT_UNIT_ELIMINATED, player, t, VIK_NO_HEX, adj->hex, k);
        }
      else
        pay (game, &choices[0], FALSE); /* a frigate's cargo may refill the Reserve: look again */
    }
  memset (adj, 0, sizeof *adj);
  adj->player = VIK_NO_PLAYER;
  adj->hex = VIK_NO_HEX;
  c->decision = VIK_DECISION_NONE;
  eliminate_player_if_empty (game, player);
}

void
vik_conquest_capture (VikGame *game, int hex, int winner, int loser)
{
  VikCore *c = &game->core;
  VikHexState *hs = &c->hexes[hex];
  guint needed[VIK_N_UNIT_TYPES] = { 0 };

  if (VIK_SITE_IS_CITY (hs->site))
    c->doomsday = 1; /* [5.5] starts with the first City captured */
  if (hs->capital_of == loser && c->capital_taken_from == VIK_NO_PLAYER)
    c->capital_taken_from = loser; /* [5.3] */
  /* [16.8]: "ignore the rules above about losing / capturing capitals". */
  if (vik_subjugation_capture (game, hex, winner, loser))
    return;
  hs->site_owner = winner;
  vik_emit (game, VIK_EVENT_SITE_CAPTURED, winner, hs->site, hex, VIK_NO_HEX, loser);

  /* [11.4]: the winner gains what the loser gives up. */
  vik_add_to_reserve (game, winner, hs->site, hs->terrain, VIK_SITE_NONE);
  vik_ruleset_support (&c->rules, hs->site, hs->terrain, needed);
  vik_conquest_owe (game, loser, hex, needed);
}

void
vik_conquest_owe (VikGame *game, int player, int hex, const guint owed[VIK_N_UNIT_TYPES])
{
  VikCore *c = &game->core;

  memset (&c->adjust, 0, sizeof c->adjust);
  c->adjust.player = player;
  c->adjust.hex = hex;
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    c->adjust.owed[t] = owed[t];
  advance (game);
}

void
vik_conquest_legal (const VikGame *game, GArray *out)
{
  const VikCore *c = &game->core;
  VikAction choices[64];

  if (c->decision != VIK_DECISION_ELIMINATE)
    return;
  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    if (c->adjust.owed[t] > 0)
      {
        int n = candidates (game, t, choices, G_N_ELEMENTS (choices));
        g_array_append_vals (out, choices, n);
      }
}

gboolean
vik_conquest_check (const VikGame *game, const VikAction *a, GError **error)
{
  const VikCore *c = &game->core;

  if (c->decision != VIK_DECISION_ELIMINATE)
    return vik_refuse_code (error, VIK_RULE_ERROR_NOT_NOW, _("No units are owed for a lost Town or City (11.3)"));
  if (a->unit >= VIK_N_UNIT_TYPES || c->adjust.owed[a->unit] == 0)
    return vik_refuse (error, _("The lost Town or City did not support that unit type (11.3)"));
  if (from_reserve (a))
    {
      if (c->players[c->adjust.player].reserve[a->unit] == 0)
        return vik_refuse (error, _("Your Reserve has none left: choose a unit on the map (11.3)"));
      return TRUE;
    }
  if (a->unit != VIK_UNIT_FRIGATE && (a->from < 0 || a->from >= game->board->n_hexes))
    return vik_refuse (error, _("Choose a hex holding that unit (11.3)"));
  if (find_owed_unit (game, a) < 0)
    return vik_refuse (error, _("You have no such unit there (11.3)"));
  return TRUE;
}

void
vik_conquest_apply (VikGame *game, const VikAction *a)
{
  pay (game, a, TRUE);
  advance (game);
}

int
vik_game_units_owed (const VikGame *game, guint owed[VIK_N_UNIT_TYPES])
{
  const VikCore *c = &game->core;
  gboolean open = c->decision == VIK_DECISION_ELIMINATE && c->adjust.player != VIK_NO_PLAYER;

  for (int t = 0; t < VIK_N_UNIT_TYPES; t++)
    owed[t] = open ? c->adjust.owed[t] : 0;
  return open ? c->adjust.hex : VIK_NO_HEX;
}
