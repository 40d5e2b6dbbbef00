/* vik-net-events.c: the events of an action on the wire (see the header). */
#include "vik-net-events.h"

#include <string.h>

#include "vik-board.h"

/* The last kind this side knows; a new kind means a new protocol version. */
#define LAST_EVENT_KIND VIK_EVENT_UNIT_WITHDRAWN
/* Counts in events (units gained, tiles drawn, hits, turns) are far below this. */
#define MAX_COUNT 100000

GArray *
vik_net_events_export (const VikEvent *events, guint n_events)
{
  GArray *out = g_array_sized_new (FALSE, TRUE, sizeof (VikNetEvent), n_events);

  for (guint i = 0; i < n_events; i++)
    {
      const VikEvent *e = &events[i];
      VikNetEvent n = {
        .kind = e->kind, .player = e->player, .unit = e->unit, .terrain = e->terrain,
        .hex = e->hex, .hex2 = e->hex2, .value = e->value, .averaged = e->averaged,
        .n_dice = MIN (e->n_dice, (int) G_N_ELEMENTS (n.dice)),
      };
      memcpy (n.dice, e->dice, sizeof n.dice);
      /* only the faces rolled go: the rest of the array is no die */
      for (int d = n.n_dice; d < (int) G_N_ELEMENTS (n.dice); d++)
        n.dice[d] = 0;
      g_array_append_val (out, n);
    }
  return out;
}

static gboolean
bad (GError **error, guint index, const char *what)
{
  g_set_error (error, VIK_NET_GAME_ERROR, VIK_NET_ERROR_MALFORMED, "Event %u: %s", index + 1, what);
  return FALSE;
}

static gboolean
is_player (const VikGame *game, int p, gboolean none_allowed)
{
  return (none_allowed && p == VIK_NO_PLAYER) || (p >= 0 && p < vik_game_get_n_players (game));
}

/* What `value` may be for each kind. */
static gboolean
value_ok (const VikGame *game, const VikNetEvent *e)
{
  switch (e->kind)
    {
    case VIK_EVENT_PHASE_BEGAN:
      return e->value >= 0 && e->value <= VIK_PHASE_OVER;
    case VIK_EVENT_BATTLE_BEGAN:
    case VIK_EVENT_SITE_CAPTURED:
    case VIK_EVENT_SUBJUGATED:
    case VIK_EVENT_ALLIANCE_BROKEN:
      return is_player (game, e->value, TRUE);
    case VIK_EVENT_BATTLE_ENDED:
      return e->value >= VIK_BATTLE_ATTACKER_WON && e->value <= VIK_BATTLE_ATTACKER_RETREATED;
    case VIK_EVENT_SITE_RELOCATED:
      return e->value >= VIK_SITE_TOWN && e->value <= VIK_SITE_METROPOLIS;
    case VIK_EVENT_GAME_OVER:
      return e->value >= 0 && e->value < (1 << VIK_MAX_PLAYERS);
    default:
      return e->value >= -1 && e->value <= MAX_COUNT;
    }
}

/* What `unit` may be for each kind. */
static gboolean
unit_ok (const VikNetEvent *e)
{
  switch (e->kind)
    {
    case VIK_EVENT_DICE_ROLLED:
      return e->unit >= 0 && e->unit <= VIK_DICE_BOMBARD;
    case VIK_EVENT_ALLIANCE_BROKEN:
      return e->unit >= 0 && e->unit <= 3;
    default:
      return e->unit >= 0 && e->unit < VIK_N_UNIT_TYPES;
    }
}

gboolean
vik_net_events_import (const VikGame *game, const GArray *events, GArray *out, GError **error)
{
  int n_hexes = vik_game_get_board (game)->n_hexes;
  guint start = out->len;

  for (guint i = 0; i < events->len; i++)
    {
      const VikNetEvent *e = &g_array_index (events, VikNetEvent, i);
      VikEvent v = { 0 };
      gboolean rolled = e->kind == VIK_EVENT_DICE_ROLLED || e->kind == VIK_EVENT_DOOMSDAY_ROLL;

      if (e->kind < 0 || e->kind > LAST_EVENT_KIND)
        return g_array_set_size (out, start), bad (error, i, "an event of an unknown kind");
      if (!is_player (game, e->player, !rolled))
        return g_array_set_size (out, start), bad (error, i, "no such player");
      if ((e->hex != VIK_NO_HEX && (e->hex < 0 || e->hex >= n_hexes))
          || (e->hex2 != VIK_NO_HEX && (e->hex2 < 0 || e->hex2 >= n_hexes)))
        return g_array_set_size (out, start), bad (error, i, "no such hex");
      if (!unit_ok (e) || e->terrain < 0 || e->terrain >= VIK_N_TERRAINS)
        return g_array_set_size (out, start), bad (error, i, "no such unit or terrain");
      if (!value_ok (game, e))
        return g_array_set_size (out, start), bad (error, i, "a value out of range");
      if (e->n_dice < 0 || e->n_dice > (int) G_N_ELEMENTS (v.dice) || (e->n_dice > 0 && !rolled)
          || (e->kind == VIK_EVENT_DOOMSDAY_ROLL && e->n_dice != 1) || e->averaged < 0
          || e->averaged > (int) G_N_ELEMENTS (v.dice))
        return g_array_set_size (out, start), bad (error, i, "dice that were not rolled");
      for (int d = 0; d < e->n_dice; d++)
        if (e->dice[d] < 1 || e->dice[d] > 6)
          return g_array_set_size (out, start), bad (error, i, "a die is not 1 to 6");
      v.kind = (guint8) e->kind;
      v.player = (gint8) e->player;
      v.unit = (guint8) e->unit;
      v.terrain = (guint8) e->terrain;
      v.hex = (gint16) e->hex;
      v.hex2 = (gint16) e->hex2;
      v.value = e->value;
      v.n_dice = (guint8) e->n_dice;
      v.averaged = (guint8) e->averaged;
      memcpy (v.dice, e->dice, sizeof v.dice);
      g_array_append_val (out, v);
    }
  return TRUE;
}
